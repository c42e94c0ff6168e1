"""A round of Five Card Hi-Lo as a pure state machine: seats and wagers (the Ante, the optional Tie and Poker Bonus
Wagers, a second adjacent position), the shuffled deck, 'no more bets' and the deal of five cards to every Ante
position and the dealer, the stub and its count, the players' choice to fold or make a Play Wager, their settings,
the dealer's setting, and settlement of the Ante and Play Wagers, the Ante Bonus, the Tie and the Poker Bonus, with
the irregularities of 663a.13 (chapter 663a, the 2013 proposal).

``cfg``: a :class:`~croupier.reference.five_card_hi_lo.config.TableConfig`; ``s``: a :class:`State`; ``e``: an
event. The public API is :func:`step` (one event in, the next state and its outcomes out) and :func:`replay`. Cards
enter through events: the deck as shuffled and cut (:class:`Shuffle`), top card first; the model draws nothing. A
refused event leaves the state unchanged and says which clause refuses it.

Places. Position 1 sits at the dealer's far left and position ``positions`` at his far right; the dealer is place
0. There is no starting-position device: the deal begins with the Ante position farthest to the dealer's left and
goes clockwise, one card at a time to each Ante position and then the dealer until each has five (663a.8(d),
663a.9(b)), or in stacks of five, the dealer's last, from an automated shoe (663a.10(b)). Positions without an Ante
get no cards, so the stub is ``52 - 5 * (antes + 1)``. The players decide to fold or play in the same order
(663a.11(b)); the reveal and settlement run the other way, from position ``positions`` down to 1 (663a.11(f)).

The round. 'No more bets' deals the cards (:class:`NoMoreBets`). The dealer then counts the stub
(:class:`CountStub`) when it is due: where no counting shuffler is in use, at least once in every five rounds dealt,
read as a rolling window (G-16), so that after four rounds in a row without a count the players' decisions wait for
it. Each Ante position in turn plays (:class:`Play`, a Play Wager equal to the Ante) or folds (:class:`Fold`);
when all have, the folded Antes and Tie Wagers are collected (663a.11(c)) and a folded position with a Poker Bonus
Wager keeps its cards until that wager is settled. Each playing position sets its high and low hands
(:class:`SetHands`); the dealer sets his (:class:`DealerSets`, by 663a.11(e) and readings G-3, G-4); and
:class:`Settle` reveals and settles every hand from the dealer's far right.

Readings fixed here (spec/poker/tables.toml): a setting against 663a.11(d) is refused, corrected by the dealer, or
forfeits the Ante, Play and Tie Wagers, as ``misset_policy`` says (G-2); the dealer's corrected setting keeps one
ace low if the player put one there and otherwise sets every card by value; the Ante Bonus pays N or N - 1 Antes
(``ante_bonus_payment``, G-6), on a folded hand only with ``ante_bonus_on_fold`` (G-5); a card exposed by the
dealer is handled as in Asia Poker or not at all (``exposed_cards``, G-12); with every Ante folded the round ends
when the folds are collected, any Poker Bonus settled on the folded cards; a voided round counts as a round dealt
for the stub window only if its cards were dealt; the Play Wager equals the Ante (G-14).
"""

from __future__ import annotations

import enum
from collections import Counter
from typing import Iterable, Mapping, Optional, Sequence, TypeVar

import attrs

from croupier.reference.errors import refuse
from croupier.reference.families import card_setting as family
# the events the chapters of the family take alike, defined with the family's shared code
from croupier.reference.families.card_setting import (ExposeCard, Join, Leave, NoMoreBets, ShoeFailure, Shuffle,
                                                      ShufflerFailure, StubMiscount, TakeSecondSpot, VoidChoice)
from croupier.reference.five_card_hi_lo import kernels
from croupier.reference.five_card_hi_lo.config import (AbandonedWager, Dealing, ExposedCards, MissetPolicy,
                                                       TableConfig, ante_bonus_multiples, poker_bonus_rows,
                                                       tie_rows)
from croupier.reference.five_card_hi_lo.kernels import Card, Hand
from croupier.reference.outcomes import Handler, Notice, Outcomes, Result, Settlement, Step, dispatch, run
from croupier.spec.citations import cites

__all__ = [
    "ANTE", "ANTE_BONUS", "DEALER", "DECK", "PLAY", "POKER_BONUS", "TIE", "WAGERS", "CountStub", "DealerSets",
    "Event", "ExposeCard", "Fold", "Join", "Leave", "Misdeal", "NoMoreBets", "Phase", "PlaceWager", "Play",
    "RemoveWager", "SetHands", "Settle", "ShoeFailure", "Shuffle", "ShufflerFailure", "ShufflerMiscount", "State",
    "StubMiscount", "TakeSecondSpot", "VoidChoice", "deal", "deal_order", "replay", "stacked_deck", "step",
]

#: the wagers' keys in settlements: the three a player places before the deal, the Play Wager and the Ante Bonus
ANTE, TIE, POKER_BONUS, PLAY, ANTE_BONUS = "ante", "tie", "poker_bonus", "play", "ante_bonus"
WAGERS = (ANTE, TIE, POKER_BONUS)
#: the dealer's place
DEALER = 0
#: 663a.3(a): one deck of 52 cards, no joker
DECK: frozenset[Card] = frozenset((r, u) for r in range(1, 14) for u in "SHDC")
#: cards to each Ante position and the dealer (663a.8(d), 663a.9(b), 663a.10(b))
FIVE = 5
#: G-16: rounds in a row that may go without a stub count (at least one count in every five)
UNCOUNTED_MAX = 4

#: the clause of each step of the three dealing procedures (663a.8 manual shoe, 663a.9 hand, 663a.10 automated shoe)
_DEALING = {
    Dealing.MANUAL_SHOE: {"call": "pa:663a.8(b)", "deal": "pa:663a.8(d)", "stub": "pa:663a.8(e)",
                          "count": "pa:663a.8(f)", "whole": "pa:663a.8(g)", "wrong": "pa:663a.8(h)"},
    Dealing.HAND: {"call": "pa:663a.9(a)(3)", "deal": "pa:663a.9(b)", "stub": "pa:663a.9(c)",
                   "count": "pa:663a.9(d)", "whole": "pa:663a.9(e)", "wrong": "pa:663a.9(f)"},
    Dealing.AUTOMATED_SHOE: {"call": "pa:663a.10(a)(2)", "deal": "pa:663a.10(b)", "stub": "pa:663a.10(c)",
                             "count": "pa:663a.10(d)", "whole": "pa:663a.10(e)", "wrong": "pa:663a.10(f)"},
}


class Phase(enum.Enum):
    OPEN = "open"  #: wagers may be made; the deck is shuffled
    DEALT = "dealt"  #: five cards to each Ante position and the dealer; the stub; play or fold in turn
    SETTING = "setting"  #: the playing positions set their hands, then the dealer
    DEALER_SET = "dealer_set"  #: the dealer's hands lie face up; the reveal and settlement


@attrs.frozen
class State(family.SecondSpots):
    """A Five Card Hi-Lo table between events."""

    phase: Phase = Phase.OPEN
    seated: frozenset[int] = frozenset()
    second: Mapping[int, int] = attrs.field(factory=dict)  #: 663a.7(f): a second position -> the player's own
    antes: Mapping[int, int] = attrs.field(factory=dict)  #: position -> cents on the Ante
    ties: Mapping[int, int] = attrs.field(factory=dict)  #: position -> cents on the Tie Wager
    bonuses: Mapping[int, int] = attrs.field(factory=dict)  #: position -> cents on the Poker Bonus Wager
    deck: Optional[tuple[Card, ...]] = None  #: the shuffled deck, top card first (663a.5)
    face_up: tuple[int, ...] = ()  #: places in the deck of cards found face up while dealing (663a.13(a))
    dealt: Mapping[int, Hand] = attrs.field(factory=dict)  #: place -> its five cards, while in play
    stub: int = 0  #: the cards left after the deal
    counted: bool = False  #: the stub was counted this round
    uncounted: int = 0  #: rounds dealt in a row, before this one, without a stub count (G-16)
    decisions: Mapping[int, bool] = attrs.field(factory=dict)  #: position -> True for a Play Wager, False a fold
    folded: frozenset[int] = frozenset()  #: folded positions whose cards stay for a bonus (663a.11(c))
    settings: Mapping[int, tuple[Hand, Hand]] = attrs.field(factory=dict)  #: position -> (high, low), face down
    forfeit: frozenset[int] = frozenset()  #: positions set against 663a.11(d) under ``misset_policy = forfeit``
    dealer: Optional[tuple[Hand, Hand]] = None
    exposed: frozenset[int] = frozenset()  #: positions whose card the dealer exposed, to choose (G-12)

    @property
    def wagers(self) -> Mapping[int, int]:
        """The Antes: the positions in the round (as the conformance engine reads any game's wagers)."""
        return self.antes

    @property
    def playing(self) -> list[int]:
        """The positions with a Play Wager still in the round."""
        return sorted(p for p, played in self.decisions.items() if played and p in self.antes)


# --- events --------------------------------------------------------------------------------------


@attrs.frozen
class PlaceWager(family.PlaceWager):
    """Chips on the position's Ante area, or on its Tie (``wager = "tie"``) or Poker Bonus (``"poker_bonus"``)
    area."""

    wager: str = ANTE


@attrs.frozen
class RemoveWager(family.RemoveWager):
    """The player takes a wager back before 'no more bets' (the Ante takes the Tie and Poker Bonus with it)."""

    wager: str = ANTE


@attrs.frozen
class ShufflerMiscount:
    """The counting shuffler shows a count other than 52 after its shuffle (663a.5(b)): the deck leaves the table."""


@attrs.frozen
class CountStub:
    """The dealer counts the stub face down and it holds the cards it should (663a.8(f), (g))."""


@attrs.frozen
class Misdeal:
    """A player or the dealer was found with more or fewer than five cards (663a.13(c))."""


@attrs.frozen
class Play:
    """The position makes a Play Wager equal to its Ante (663a.11(b))."""

    position: int


@attrs.frozen
class Fold:
    """The position gives up its Ante (and Tie) and leaves the round (663a.11(b))."""

    position: int


@attrs.frozen
class SetHands:
    """A player's high hand of three cards and low hand of two, laid face down (663a.11(a)(3), (d))."""

    position: int
    high: tuple[Card, ...]
    low: tuple[Card, ...]


@attrs.frozen
class DealerSets:
    """The dealer turns his cards over and sets them (663a.11(e)); no hands: as the rule sets them."""

    high: Optional[tuple[Card, ...]] = None
    low: Optional[tuple[Card, ...]] = None


@attrs.frozen
class Settle:
    """Reveal and settle every remaining hand, from the dealer's far right counterclockwise (663a.11(f))."""


Event = (Join | Leave | TakeSecondSpot | PlaceWager | RemoveWager | Shuffle | ShufflerFailure | ShufflerMiscount
         | NoMoreBets | CountStub | StubMiscount | Misdeal | ShoeFailure | ExposeCard | VoidChoice | Play | Fold
         | SetHands | DealerSets | Settle)
T = TypeVar("T")


# --- the deal ------------------------------------------------------------------------------------


@cites("pa:663a.8(d)", "pa:663a.9(b)", "pa:663a.10(b)", "pa:663a.7(d)")
def deal_order(antes: Iterable[int]) -> tuple[int, ...]:
    """The places dealt to: the Ante positions from the dealer's far left clockwise, then the dealer."""
    return (*sorted(set(antes)), DEALER)


def deal(cfg: TableConfig, cards: Iterable[T], antes: Iterable[int]) -> tuple[dict[int, tuple[T, ...]], int]:
    """The five cards each Ante position and the dealer receive from ``cards`` (the deck less any face-up discard),
    and the cards left: one at a time round the places, or five at a time from an automated shoe."""
    return family.deal_cards(deal_order(antes), cards, FIVE, cfg.dealing is Dealing.AUTOMATED_SHOE)


def stacked_deck(cfg: TableConfig, antes: Iterable[int], plants: Mapping[int, Sequence[Card]],
                 rest: Sequence[Card]) -> tuple[Card, ...]:
    """The deck that, dealt to ``antes`` under ``cfg`` with no face-up card, gives each place in ``plants`` its five
    cards (in the order listed); the other cards follow ``rest``'s order. A :class:`ValueError` if two plants share a
    card or a plant is not five cards."""
    slots, _ = deal(cfg, range(len(DECK)), antes)  # place -> the deck places it receives
    return family.stacked(slots, len(DECK), FIVE, plants, rest)


# --- helpers -------------------------------------------------------------------------------------


def _position(cfg: TableConfig, p: int) -> None:
    family.betting_position(cfg.positions, p, "pa:663a.2(a)")


_phase = family.guard_phase

#: where 663a.7 states the rules of the seats and of the wagers made before 'no more bets'
_SEATS = family.Seats(phase=Phase.OPEN, open="pa:663a.7(c)", seated="pa:663a.7(b)", chips="pa:663a.7(a)",
                      two="pa:663a.7(f)", wagers=WAGERS, listed="pa:663a.7",
                      wagers_are="the wagers placed before the deal are", joined_by=", ")
#: where 663a.13, read by G-12, states what a player whose card the dealer exposed chooses
_EXPOSURE = family.Exposure(clause="pa:663a.13", phases=(Phase.DEALT, Phase.SETTING), reading=" (G-12)")
#: where 663a.11(d), (a)(3) and 663a.7(f) state when a player sets his hands
_SETTING = family.SettingRules(phase=Phase.SETTING, clause="pa:663a.11(d)", hand="Play Wager",
                               untouched="pa:663a.11(a)(3)", order="pa:663a.7(f)")


def _without(m: Mapping[int, T], p: int) -> dict[int, T]:
    return {k: v for k, v in m.items() if k != p}


def _gone(s: State, p: int) -> State:
    """``s`` with position ``p`` out of the round: its wagers, cards, decision and setting."""
    return attrs.evolve(s, antes=_without(s.antes, p), ties=_without(s.ties, p), bonuses=_without(s.bonuses, p),
                        dealt=_without(s.dealt, p), decisions=_without(s.decisions, p), folded=s.folded - {p},
                        settings=_without(s.settings, p), forfeit=s.forfeit - {p}, exposed=s.exposed - {p})


def _stakes(s: State, p: int) -> list[tuple[str, int]]:
    """Every wager on position ``p`` still standing, Ante first."""
    out = [(ANTE, s.antes[p])] if p in s.antes and p not in s.folded else []
    if s.decisions.get(p) and p in s.antes:
        out.append((PLAY, s.antes[p]))
    out += [(key, held[p]) for key, held in ((TIE, s.ties), (POKER_BONUS, s.bonuses)) if p in held]
    return out


def _finish(cfg: TableConfig, s: State) -> State:
    """The round is over: every card goes to be shuffled again (663a.5(a)); a dealt round moves the stub window."""
    uncounted = s.uncounted
    if s.phase is not Phase.OPEN and cfg.counts_stub:
        uncounted = 0 if s.counted else s.uncounted + 1
    return State(seated=s.seated, second=s.second, uncounted=uncounted)


def _void_all(cfg: TableConfig, s: State, clauses: tuple[str, ...], why: str) -> tuple[State, Outcomes]:
    """Every hand void, every wager returned, the cards shuffled again."""
    out: Outcomes = [Notice(why, clauses)]
    for p in sorted(s.antes, reverse=True):
        out += [Settlement(p, key, Result.VOID, amount, clauses) for key, amount in _stakes(s, p)]
    return _finish(cfg, s), out


# --- seats and wagers ----------------------------------------------------------------------------


@cites("pa:663a.2(a)", "pa:663a.7(b)")
def _join(cfg: TableConfig, s: State, e: Join) -> tuple[State, Outcomes]:
    _position(cfg, e.position)
    return family.join(s, e.position, "pa:663a.2(a)"), []


@cites("pa:663a.7(f)")
def _second_spot(cfg: TableConfig, s: State, e: TakeSecondSpot) -> tuple[State, Outcomes]:
    _position(cfg, e.spot)
    return family.take_second_spot(s, e.position, e.spot, cfg.adjacent_spots, _SEATS), []


def _drop(cfg: TableConfig, s: State, spot: int) -> tuple[State, Outcomes]:
    """The wagers on ``spot`` when its player goes: returned before 'no more bets', and afterwards lost or
    returned as the holder treats abandoned wagers (663a.7(b)); its cards go to the rack."""
    out = family.abandoned(s, spot, _stakes(s, spot), cfg.abandoned_wager is AbandonedWager.LOSE, _SEATS)
    return _gone(s, spot), out


@cites("pa:663a.7(b)", "pa:663a.7(c)")
def _leave(cfg: TableConfig, s: State, e: Leave) -> tuple[State, Outcomes]:
    return _advance(cfg, *family.leave(s, e.position, lambda s, spot: _drop(cfg, s, spot), _SEATS))


@cites("pa:663a.7(a)", "pa:663a.7(b)", "pa:663a.7(c)", "pa:663a.7(d)", "pa:663a.7(e)", "pa:663a.7(e)(1)",
       "pa:663a.7(e)(2)")
def _place(cfg: TableConfig, s: State, e: PlaceWager) -> tuple[State, Outcomes]:
    _position(cfg, e.position)
    family.may_wager(s, e.position, e.wager, e.amount, _SEATS)
    if e.wager == ANTE:
        return attrs.evolve(s, antes={**s.antes, e.position: s.antes.get(e.position, 0) + e.amount}), []
    offered, clause = (cfg.tie_offered, "pa:663a.7(e)(1)") if e.wager == TIE else \
        (cfg.poker_bonus_offered, "pa:663a.7(e)(2)")
    if not offered:
        raise refuse(clause, f"this table offers no {e.wager.replace('_', ' ')} wager")
    if e.position not in s.antes:
        raise refuse("pa:663a.7(e)", "the Tie and Poker Bonus Wagers are open only to a position with an Ante")
    held = s.ties if e.wager == TIE else s.bonuses
    more = {**held, e.position: held.get(e.position, 0) + e.amount}
    return (attrs.evolve(s, ties=more) if e.wager == TIE else attrs.evolve(s, bonuses=more)), []


@cites("pa:663a.7(c)", "pa:663a.7(e)")
def _remove(cfg: TableConfig, s: State, e: RemoveWager) -> tuple[State, Outcomes]:
    family.wager_open(s, e.wager, _SEATS)
    held = {ANTE: s.antes, TIE: s.ties, POKER_BONUS: s.bonuses}[e.wager]
    if e.position not in held:
        raise refuse("pa:663a.7(c)", f"no {e.wager} wager at position {e.position}")
    if e.wager == TIE:
        return attrs.evolve(s, ties=_without(s.ties, e.position)), [
            Settlement(e.position, TIE, Result.VOID, held[e.position], ("pa:663a.7(c)",))]
    if e.wager == POKER_BONUS:
        return attrs.evolve(s, bonuses=_without(s.bonuses, e.position)), [
            Settlement(e.position, POKER_BONUS, Result.VOID, held[e.position], ("pa:663a.7(c)",))]
    out: Outcomes = [Settlement(e.position, key, Result.VOID, amount,
                                ("pa:663a.7(c)",) if key == ANTE else ("pa:663a.7(c)", "pa:663a.7(e)"))
                     for key, amount in _stakes(s, e.position)]
    return _gone(s, e.position), out


# --- the deck, the call and the deal ---------------------------------------------------------------


@cites("pa:663a.3(a)", "pa:663a.4(e)", "pa:663a.5(a)", "pa:663a.5(c)", "pa:663a.5(c)(1)", "pa:663a.5(c)(2)",
       "pa:663a.5(d)", "pa:663a.13(a)")
def _shuffle(cfg: TableConfig, s: State, e: Shuffle) -> tuple[State, Outcomes]:
    _phase(s, "pa:663a.5(a)", Phase.OPEN)
    if len(e.cards) != len(DECK) or Counter(e.cards) != Counter(DECK):
        raise refuse("pa:663a.3(a)", "the deck is the 52 cards of one deck, each once, no joker")
    return family.shuffled(s, e.cards, e.face_up, DECK, "pa:663a.13(a)"), []


@cites("pa:663a.13(d)")
def _shuffler_failure(cfg: TableConfig, s: State, e: ShufflerFailure) -> tuple[State, Outcomes]:
    _phase(s, "pa:663a.13(d)", Phase.OPEN)
    return family.shuffler_failed(s, cfg.shuffling.automated, "pa:663a.13(d)")


@cites("pa:663a.5(b)")
def _shuffler_miscount(cfg: TableConfig, s: State, e: ShufflerMiscount) -> tuple[State, Outcomes]:
    _phase(s, "pa:663a.5(b)", Phase.OPEN)
    if not cfg.counting_shuffler:
        raise refuse("pa:663a.5(b)", "this table's shuffler does not count the cards")
    if s.deck is None:
        raise refuse("pa:663a.5(b)", "the shuffler counts the deck it has just shuffled: none is shuffled")
    return attrs.evolve(s, deck=None, face_up=()), [
        Notice("the counting shuffler shows other than 52 cards: the deck is taken off the table", ("pa:663a.5(b)",))]


@cites("pa:663a.7(c)", "pa:663a.7(d)", "pa:663a.8(b)", "pa:663a.8(c)", "pa:663a.8(d)", "pa:663a.8(e)",
       "pa:663a.9(a)", "pa:663a.9(a)(2)", "pa:663a.9(a)(3)", "pa:663a.9(b)", "pa:663a.9(c)", "pa:663a.10(a)",
       "pa:663a.10(a)(2)", "pa:663a.10(b)", "pa:663a.10(c)", "pa:663a.13(a)", "pa:663a.13(b)")
def _no_more_bets(cfg: TableConfig, s: State, e: NoMoreBets) -> tuple[State, Outcomes]:
    """'No more bets' and the deal: five cards to each Ante position and the dealer; a single face-up card is set
    aside and the next card used (663a.13(a), (b)), two or more void the round; positions with no Ante get no
    cards."""
    steps = _DEALING[cfg.dealing]
    _phase(s, "pa:663a.7(c)", Phase.OPEN)
    if not s.antes:
        raise refuse(steps["call"], "no Ante Wager to deal for (663a.7(d))")
    if s.deck is None:
        raise refuse("pa:663a.5(a)", "the cards are shuffled before the deal")
    out: Outcomes = [Notice("no more bets: the deal begins at the Ante position farthest to the dealer's left",
                            (steps["call"], steps["deal"]))]
    dealt = attrs.evolve(s, phase=Phase.DEALT)
    need = FIVE * (len(s.antes) + 1)
    cards, set_aside, void = family.set_aside_face_up(s.deck, s.face_up, need, "pa:663a.13(a)")
    if void is not None:
        state, more = _void_all(cfg, dealt, ("pa:663a.13(a)",), void)
        return state, out + more
    out += set_aside
    hands, stub = deal(cfg, cards, s.antes)
    due = cfg.counts_stub and s.uncounted >= UNCOUNTED_MAX
    out.append(Notice(f"{stub} cards left in the stub" + (": it is counted this round" if due else ""),
                      (steps["stub"], steps["count"]) if due else (steps["stub"],)))
    return attrs.evolve(dealt, dealt=hands, stub=stub), out


@cites("pa:663a.8(f)", "pa:663a.8(g)", "pa:663a.9(d)", "pa:663a.9(e)", "pa:663a.10(d)", "pa:663a.10(e)")
def _count_stub(cfg: TableConfig, s: State, e: CountStub) -> tuple[State, Outcomes]:
    steps = _DEALING[cfg.dealing]
    _before_decisions(s, steps["count"])
    if not cfg.counts_stub:
        raise refuse(steps["stub"], "a counting shuffler shows the deck whole: the stub goes to the rack uncounted")
    if s.counted:
        raise refuse(steps["count"], "the stub was counted this round")
    return attrs.evolve(s, counted=True), [
        Notice(f"the stub of {s.stub} cards makes 52 with the cards dealt: it goes to the discard rack",
               (steps["whole"],))]


def _before_decisions(s: State, clause: str) -> None:
    _phase(s, clause, Phase.DEALT)
    if s.decisions:
        raise refuse(clause, "the stub is dealt with before the players decide")


@cites("pa:663a.8(h)", "pa:663a.9(f)", "pa:663a.10(f)", "pa:663a.13(c)")
def _stub_miscount(cfg: TableConfig, s: State, e: StubMiscount) -> tuple[State, Outcomes]:
    steps = _DEALING[cfg.dealing]
    _before_decisions(s, steps["wrong"])
    if not cfg.counts_stub:
        raise refuse(steps["stub"], "a counting shuffler shows the deck whole: the stub goes to the rack uncounted")
    s = attrs.evolve(s, counted=True)
    if e.places_ok:
        return _void_all(cfg, s, (steps["wrong"],), "the stub is wrong though every place has five cards: every hand "
                                                    "is void and the deck is taken off the table")
    return _void_all(cfg, s, (steps["wrong"], "pa:663a.13(c)"),
                     "a place has more or fewer than five cards: every hand is void and the cards are shuffled again")


@cites("pa:663a.13(c)")
def _misdeal(cfg: TableConfig, s: State, e: Misdeal) -> tuple[State, Outcomes]:
    _phase(s, "pa:663a.13(c)", Phase.DEALT, Phase.SETTING, Phase.DEALER_SET)
    return _void_all(cfg, s, ("pa:663a.13(c)",), "a place has more or fewer than five cards: every hand is void and "
                                                 "the cards are shuffled again")


@cites("pa:663a.13(e)")
def _shoe_failure(cfg: TableConfig, s: State, e: ShoeFailure) -> tuple[State, Outcomes]:
    if cfg.dealing is not Dealing.AUTOMATED_SHOE:
        raise refuse("pa:663a.13(e)", "this table deals from no automated shoe")
    _before_decisions(s, "pa:663a.13(e)")
    return _void_all(cfg, s, ("pa:663a.13(e)",), "the automated shoe failed: the round is void and the cards, those "
                                                 "dealt too, are shuffled again")


@cites("pa:663a.13")
def _expose(cfg: TableConfig, s: State, e: ExposeCard) -> tuple[State, Outcomes]:
    _phase(s, "pa:663a.13", Phase.DEALT, Phase.SETTING)
    if e.place != DEALER:
        _position(cfg, e.place)
        if e.place not in s.dealt or e.place in s.folded:
            raise refuse("pa:663a.11(c)", f"position {e.place} has no hand in play")
        if e.place in s.settings:
            raise refuse("pa:663a.11(a)(3)", f"position {e.place} has set its hands face down")
    if cfg.exposed_cards is ExposedCards.NONE:
        return s, [Notice("the chapter has no rule for an exposed card: play goes on (G-12)", ("pa:663a.13",))]
    if e.place == DEALER:
        return _void_all(cfg, s, ("pa:663a.13",), "a card of the dealer's hand was exposed: every hand is void and the "
                                                  "cards are shuffled again (G-12)")
    return attrs.evolve(s, exposed=s.exposed | {e.place}), [
        Notice(f"a card of position {e.place} was exposed: the player may void the hand (G-12)", ("pa:663a.13",))]


@cites("pa:663a.13")
def _void_choice(cfg: TableConfig, s: State, e: VoidChoice) -> tuple[State, Outcomes]:
    plays_on = family.void_choice(s, e.position, e.void, _EXPOSURE)
    if plays_on is not None:
        return plays_on, []
    out: Outcomes = [Settlement(e.position, key, Result.VOID, amount, ("pa:663a.13",))
                     for key, amount in _stakes(s, e.position)]
    return _advance(cfg, _gone(s, e.position), out)


# --- play or fold ----------------------------------------------------------------------------------


def _next_to_decide(s: State) -> Optional[int]:
    """663a.11(b): the next Ante position to choose, from the dealer's far left clockwise."""
    return next((p for p in sorted(s.antes) if p not in s.decisions), None)


@cites("pa:663a.11(a)", "pa:663a.11(a)(1)", "pa:663a.11(a)(2)", "pa:663a.11(b)", "pa:663a.8(f)", "pa:663a.9(d)",
       "pa:663a.10(d)")
def _decide(cfg: TableConfig, s: State, position: int, play: bool) -> tuple[State, Outcomes]:
    _phase(s, "pa:663a.11(b)", Phase.DEALT)
    if position not in s.antes:
        raise refuse("pa:663a.11(b)", f"position {position} has no Ante in this round")
    if position in s.decisions:
        raise refuse("pa:663a.11(b)", f"position {position} has chosen")
    if cfg.counts_stub and not s.counted and s.uncounted >= UNCOUNTED_MAX:
        count = _DEALING[cfg.dealing]["count"]
        raise refuse(count, f"the stub is counted at least once in five rounds: {s.uncounted} rounds went uncounted, "
                            "so it is counted before the players decide (G-16)")
    turn = _next_to_decide(s)
    if position != turn:
        raise refuse("pa:663a.11(b)", f"position {turn} chooses first: the dealer asks from his far left clockwise")
    family.chosen(s, position, _EXPOSURE)
    return _advance(cfg, attrs.evolve(s, decisions={**s.decisions, position: play}), [])


@cites("pa:663a.11(b)", "pa:663a.7(d)")
def _play(cfg: TableConfig, s: State, e: Play) -> tuple[State, Outcomes]:
    return _decide(cfg, s, e.position, True)


@cites("pa:663a.11(b)", "pa:663a.11(b)(1)", "pa:663a.11(b)(2)")
def _fold(cfg: TableConfig, s: State, e: Fold) -> tuple[State, Outcomes]:
    return _decide(cfg, s, e.position, False)


def _keeps_cards(cfg: TableConfig, s: State, p: int) -> bool:
    """A folded position's cards stay on the table for its Poker Bonus (663a.11(c)), or for an Ante Bonus where
    ``ante_bonus_on_fold`` pays one (G-5)."""
    return p in s.bonuses or (cfg.ante_bonus_on_fold and kernels.ante_bonus(s.dealt[p]) is not None)


@cites("pa:663a.11(b)(1)", "pa:663a.11(b)(2)", "pa:663a.11(c)")
def _collect(cfg: TableConfig, s: State) -> tuple[State, Outcomes]:
    """Every Ante position has chosen: the folded Antes and Tie Wagers are collected and the folded cards go to the
    rack, save a folded hand kept for a bonus (663a.11(c))."""
    out: Outcomes = []
    for p in sorted(p for p, played in s.decisions.items() if not played):
        out.append(Settlement(p, ANTE, Result.LOSE, s.antes[p], ("pa:663a.11(b)", "pa:663a.11(c)")))
        if p in s.ties:
            out.append(Settlement(p, TIE, Result.LOSE, s.ties[p], ("pa:663a.11(b)(1)", "pa:663a.11(c)")))
        if _keeps_cards(cfg, s, p):
            s = attrs.evolve(s, ties=_without(s.ties, p), folded=s.folded | {p})
        else:
            s = _gone(s, p)
    return attrs.evolve(s, phase=Phase.SETTING), out


def _advance(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """After a decision or a hand's leaving: collect the folds once every Ante position has chosen; end the round
    when no hand is left, or when only folded hands are, settling their bonuses (no dealer hand is needed)."""
    if s.phase is Phase.OPEN:
        return s, out
    if s.phase is Phase.DEALT and s.antes and _next_to_decide(s) is None:
        s, more = _collect(cfg, s)
        out = out + more
    if not s.antes:
        return _finish(cfg, s), out + [Notice("no hand is left in the round", ("pa:663a.11(c)",))]
    if s.phase is not Phase.DEALT and not s.playing:
        more = [x for p in sorted(s.antes, reverse=True) for x in _bonuses(cfg, s, p)]
        return _finish(cfg, s), out + more
    return s, out


# --- setting the hands -----------------------------------------------------------------------------


def _first_of_two(s: State, spot: int) -> Optional[int]:
    """663a.7(f), G-15: of a player's two playing positions, the one set first: the larger wager's, or with equal
    wagers the one reached first in the reveal (the higher number); ``None`` if the player plays one."""
    return family.first_of_two(s, spot, s.playing, s.antes)


def _corrected(cards: Hand, high: Hand, low: Hand) -> tuple[Hand, Hand]:
    """G-2, ``dealer_corrects``: the dealer sets the cards by value, keeping one ace low if the player put one
    there."""
    ace = next((c for c in low if c[0] == 1), None)
    rest = sorted((c for c in cards if c != ace), key=lambda c: (kernels.value(c, True), c[0], c[1]), reverse=True)
    if ace is None:
        return tuple(rest[:3]), tuple(rest[3:])
    return tuple(rest[:3]), (ace, rest[3])


@cites("pa:663a.1", "pa:663a.1#setting-the-hands", "pa:663a.1#high-hand", "pa:663a.1#low-hand", "pa:663a.11(a)(3)",
       "pa:663a.11(d)", "pa:663a.7(f)")
def _set_hands(cfg: TableConfig, s: State, e: SetHands) -> tuple[State, Outcomes]:
    family.may_set(s, e.position, s.playing, _first_of_two(s, e.position), _SETTING, _EXPOSURE)
    if (len(e.high), len(e.low)) != (3, 2):
        raise refuse("pa:663a.1#setting-the-hands", "a high hand of three cards and a low hand of two")
    cards = s.dealt[e.position]
    if Counter((*e.high, *e.low)) != Counter(cards):
        raise refuse("pa:663a.11(d)", f"the hands are not the five cards dealt to position {e.position}")
    high, low = tuple(e.high), tuple(e.low)
    out: Outcomes = []
    forfeit = s.forfeit
    if not kernels.is_set_in_order(high, low):
        why = "the higher cards go high and the lower low, with no more than one ace low"
        if cfg.misset_policy is MissetPolicy.REJECT:
            raise refuse("pa:663a.11(d)", why)
        if cfg.misset_policy is MissetPolicy.DEALER_CORRECTS:
            high, low = _corrected(cards, high, low)
            out.append(Notice(f"{why}: the dealer sets the hands again (G-2)", ("pa:663a.11(d)",)))
        else:
            forfeit = forfeit | {e.position}
            out.append(Notice(f"{why}: the hands are set out of order and lose the Ante and Play Wagers (G-2)",
                              ("pa:663a.11(d)",)))
    return attrs.evolve(s, settings={**s.settings, e.position: (high, low)}, forfeit=forfeit), out


def _totals(x: tuple[Hand, Hand]) -> tuple[int, int]:
    return kernels.total(x[0], True), kernels.total(x[1], False)


@cites("pa:663a.11(e)")
def _dealer_sets(cfg: TableConfig, s: State, e: DealerSets) -> tuple[State, Outcomes]:
    _phase(s, "pa:663a.11(e)", Phase.SETTING)
    family.after_players([p for p in s.playing if p not in s.settings], "pa:663a.11(e)")
    cards = s.dealt[DEALER]
    rule = kernels.dealer_setting(cards, cfg.dealer_four_aces_low)
    if e.high is None and e.low is None:
        way = rule
    elif e.high is None or e.low is None:
        raise refuse("pa:663a.11(e)", "the dealer sets both hands, or neither to follow the rule")
    else:
        way = (tuple(e.high), tuple(e.low))
        if (len(way[0]), len(way[1])) != (3, 2) or Counter((*way[0], *way[1])) != Counter(cards):
            raise refuse("pa:663a.11(e)", "the hands are not the dealer's five cards as three and two")
        if _totals(way) != _totals(rule):
            high, low = _totals(rule)
            raise refuse("pa:663a.11(e)", f"the dealer's aces go high (unless he holds four) and his other cards by "
                                          f"value: high {high}, low {low}")
    high, low = _totals(way)
    way = (tuple(sorted(way[0])), tuple(sorted(way[1])))  # each hand's cards in one order: rank (ace 1), then suit
    return attrs.evolve(s, phase=Phase.DEALER_SET, dealer=way), [
        Notice(f"the dealer sets a high hand of {high} and a low hand of {low}", ("pa:663a.11(e)",))]


# --- the reveal and settlement ---------------------------------------------------------------------


_whole = family.whole


@cites("pa:663a.11(h)", "pa:663a.12(b)")
def _ante_bonus(cfg: TableConfig, s: State, p: int) -> list[Settlement]:
    """The Ante Bonus Payout on three aces or more, in Antes as the elected paytable and ``ante_bonus_payment``
    say, whatever the Ante's result (663a.11(h))."""
    hand = kernels.ante_bonus(s.dealt[p])
    if hand is None:
        return []
    n = ante_bonus_multiples(cfg)[hand]
    return [Settlement(p, ANTE_BONUS, Result.WIN, n * s.antes[p], ("pa:663a.11(h)", "pa:663a.12(b)"))] if n else []


@cites("pa:663a.11(j)(2)", "pa:663a.11(j)(2)(i)", "pa:663a.11(j)(2)(ii)", "pa:663a.12(d)", "pa:663a.6(b)")
def _poker_bonus(cfg: TableConfig, s: State, p: int) -> list[Settlement]:
    """The Poker Bonus on the best Poker hand the five cards make (663a.11(j)(2)): paid at the elected paytable, or
    lost."""
    if p not in s.bonuses:
        return []
    stake = s.bonuses[p]
    hand = kernels.poker_hand(s.dealt[p], cfg.least_pair)
    rows = poker_bonus_rows(cfg)
    if hand is None or hand not in rows:
        return [Settlement(p, POKER_BONUS, Result.LOSE, stake, ("pa:663a.11(j)(2)(ii)",))]
    n = kernels.POKER_HANDS.index(hand) + 1
    return [Settlement(p, POKER_BONUS, Result.WIN, _whole(stake * rows[hand]),
                       ("pa:663a.11(j)(2)(i)", f"pa:663a.6(b)({n})", "pa:663a.12(d)"))]


@cites("pa:663a.11(b)(2)", "pa:663a.11(c)")
def _bonuses(cfg: TableConfig, s: State, p: int) -> list[Settlement]:
    """A folded hand's bonuses: the Ante Bonus where ``ante_bonus_on_fold`` pays it (G-5), and the Poker Bonus, which
    the fold left standing (663a.11(b)(2), (c))."""
    paid = (_ante_bonus(cfg, s, p) if cfg.ante_bonus_on_fold else []) + _poker_bonus(cfg, s, p)
    return [attrs.evolve(x, clauses=x.clauses + ("pa:663a.11(b)(2)", "pa:663a.11(c)")) if x.bet == POKER_BONUS else x
            for x in paid]


@cites("pa:663a.11(f)", "pa:663a.11(g)", "pa:663a.11(g)(1)", "pa:663a.11(g)(2)", "pa:663a.11(g)(3)",
       "pa:663a.11(g)(3)(i)", "pa:663a.11(g)(3)(ii)", "pa:663a.12(a)")
def _ante_and_play(cfg: TableConfig, s: State, p: int) -> list[Settlement]:
    """The Ante and Play Wagers, one result for both (663a.11(g)): won at even money (663a.12(a)), tied and
    returned, or lost; a setting forfeited under ``misset_policy`` loses both (G-2)."""
    amount = s.antes[p]
    if p in s.forfeit:
        return [Settlement(p, key, Result.LOSE, amount, ("pa:663a.11(d)",)) for key in (ANTE, PLAY)]
    assert s.dealer is not None
    r = kernels.ante_result(*_totals(s.settings[p]), *_totals(s.dealer))
    if r == kernels.WIN:
        return [Settlement(p, key, Result.WIN, amount, ("pa:663a.11(g)(1)", "pa:663a.12(a)")) for key in (ANTE, PLAY)]
    if r == kernels.LOSE:
        return [Settlement(p, key, Result.LOSE, amount, ("pa:663a.11(g)(2)",)) for key in (ANTE, PLAY)]
    mine, his = _totals(s.settings[p]), _totals(s.dealer)
    which = "pa:663a.11(g)(3)(i)" if mine[0] > his[0] else "pa:663a.11(g)(3)(ii)"
    return [Settlement(p, key, Result.VOID, amount, ("pa:663a.11(g)(3)", which)) for key in (ANTE, PLAY)]


@cites("pa:663a.11(j)(1)", "pa:663a.11(j)(1)(i)", "pa:663a.11(j)(1)(ii)", "pa:663a.12(c)")
def _tie(cfg: TableConfig, s: State, p: int) -> list[Settlement]:
    """The Tie Wager: paid 4 to 1 for one total equal to the dealer's, 20 to 1 for both (G-7, G-9), else lost; a
    forfeited setting loses it (G-2)."""
    if p not in s.ties:
        return []
    stake = s.ties[p]
    if p in s.forfeit:
        return [Settlement(p, TIE, Result.LOSE, stake, ("pa:663a.11(d)",))]
    assert s.dealer is not None
    n = kernels.tie_result(*_totals(s.settings[p]), *_totals(s.dealer))
    if n == 0:
        return [Settlement(p, TIE, Result.LOSE, stake, ("pa:663a.11(j)(1)(ii)",))]
    return [Settlement(p, TIE, Result.WIN, _whole(stake * tie_rows(cfg)[n]), ("pa:663a.11(j)(1)(i)", "pa:663a.12(c)"))]


@cites("pa:663a.11(f)", "pa:663a.11(i)", "pa:663a.11(j)", "pa:663a.11(k)", "pa:663a.11(l)", "pa:663a.12")
def _settle(cfg: TableConfig, s: State, e: Settle) -> tuple[State, Outcomes]:
    _phase(s, "pa:663a.11(f)", Phase.DEALER_SET)
    out: Outcomes = []
    for p in sorted(s.antes, reverse=True):
        if p in s.folded:
            out += _bonuses(cfg, s, p)
        else:
            out += _ante_and_play(cfg, s, p) + _ante_bonus(cfg, s, p) + _tie(cfg, s, p) + _poker_bonus(cfg, s, p)
    return _finish(cfg, s), out


_HANDLERS: dict[type, Handler] = {
    Join: _join, Leave: _leave, TakeSecondSpot: _second_spot, PlaceWager: _place,
    RemoveWager: _remove, Shuffle: _shuffle, ShufflerFailure: _shuffler_failure,
    ShufflerMiscount: _shuffler_miscount, NoMoreBets: _no_more_bets, CountStub: _count_stub,
    StubMiscount: _stub_miscount, Misdeal: _misdeal, ShoeFailure: _shoe_failure,
    ExposeCard: _expose, VoidChoice: _void_choice, Play: _play, Fold: _fold,
    SetHands: _set_hands, DealerSets: _dealer_sets, Settle: _settle,
}


@cites("pa:663a.5", "pa:663a.7", "pa:663a.8", "pa:663a.9", "pa:663a.10", "pa:663a.11", "pa:663a.13")
def step(cfg: TableConfig, s: State, e: object) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    return dispatch(_HANDLERS, cfg, s, e, unknown="pa:663a.11", game="a Five Card Hi-Lo")


def replay(cfg: TableConfig, events: Iterable[object], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (an empty table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)
