"""A round of Asia Poker as a pure state machine: seats and wagers, the shuffled deck, 'no more bets', the starting
position, the deal of seven cards to every place, the players' settings, the dealer's house way, surrender, the
reveal and settlement of the Asia Poker Wager and the Bonus Wager under the payout cap, and the irregularities of
659a.13 (chapter 659a, the 2013 proposal).

``cfg``: a :class:`~croupier.reference.asia_poker.config.TableConfig`; ``s``: a :class:`State`; ``e``: an event.
The public API is :func:`step` (one event in, the next state and its outcomes out) and :func:`replay`. Cards enter
through events: the deck as shuffled and cut (:class:`Shuffle`), top card first, and the dice (:class:`Shake`), the
generator's number (:class:`RandomNumber`) or the flat button (:class:`Deal`) that fix where the deal starts; the
model draws nothing. A refused event leaves the state unchanged and says which clause refuses it.

Places. The ring runs clockwise from the dealer: place 0 the dealer, then positions 1 (at the dealer's far left)
to ``positions`` (at his far right). The count to the starting position runs counterclockwise with the dealer as
one, so a total ``n`` stops at place ``(1 - n) mod (positions + 1)`` (G-2); the deal goes clockwise from there,
one card at a time to every place, wagered or not, until each has seven (659a.8(c), 659a.9(b)), or in stacks of
seven from an automated shoe (659a.10(b)). The reveal and settlement run the other way, from position
``positions`` down to 1 (659a.11(e)).

A player with two adjacent positions (659a.7(f), where the table allows them) takes the free one beside his own
(:class:`TakeSecondSpot`); each is a hand of its own, set in turn: the larger wager's first, equal wagers the one
reached first in the reveal (G-15).

Readings fixed here (spec/poker/tables.toml): a surrender loses the whole wager (G-8); the house way is the
profile's policy (G-9); the cap limits one position's winnings of a round, the Asia Poker Wager paid first and the
Bonus up to what is left (G-13); a voided hand returns every wager on its position (G-17); a card of the dealer's
exposed at any time voids the round (G-20); a one-card face-up discard leaves a stub one shorter, which is no
misdeal (G-3).
"""

from __future__ import annotations

import enum
from collections import Counter
from typing import Iterable, Mapping, Optional, Sequence, TypeVar

import attrs

from croupier.reference.asia_poker import kernels
from croupier.reference.asia_poker.config import AbandonedWager, Dealing, StartPosition, TableConfig, bonus_rows
from croupier.reference.asia_poker.house_way import Setting, is_legal, keys, same_play
from croupier.reference.asia_poker.kernels import JOKER, Card
from croupier.reference.errors import refuse
from croupier.reference.families import card_setting as family
# the events the chapters of the family take alike, defined with the family's shared code
from croupier.reference.families.card_setting import (ExposeCard, Join, Leave, NoMoreBets, RandomNumber, Shake,
                                                      ShoeFailure, Shuffle, ShufflerFailure, StubMiscount, Surrender,
                                                      TakeSecondSpot, VoidChoice)
from croupier.reference.money import parse_odds, winnings
from croupier.reference.outcomes import Handler, Notice, Outcomes, Result, Settlement, Step, dispatch, run
from croupier.spec.citations import cites

__all__ = [
    "BONUS", "DEALER", "DECK", "WAGER", "WAGERS", "DealerSets", "Deal", "Event", "ExposeCard", "Join", "Leave",
    "NoMoreBets", "Phase", "PlaceWager", "RandomNumber", "RemoveWager", "Settle", "SetHands", "Shake",
    "ShoeFailure", "Shuffle", "ShufflerFailure", "State", "StubMiscount", "Surrender", "TakeSecondSpot",
    "VoidChoice", "WrongDeal", "deal", "deal_order", "opening", "replay", "stacked_deck", "start_place", "step",
]

#: the Asia Poker Wager's key in settlements, and the Bonus Wager's
WAGER, BONUS = "asia_poker", "bonus"
WAGERS = (WAGER, BONUS)
#: the dealer's place on the ring (659a.5(g)(1)(iii): the dealer counts as one)
DEALER = 0
#: 659a.3(a): one deck of 52 cards and a joker
DECK: frozenset[Card] = frozenset({(r, u) for r in range(1, 14) for u in "SHDC"} | {JOKER})
#: cards to each place (659a.8(c), 659a.9(b), 659a.10(b))
SEVEN = 7

#: the clause of each step of the three dealing procedures (659a.8 manual shoe, 659a.9 hand, 659a.10 automated shoe)
_DEALING = {
    Dealing.MANUAL_SHOE: {"call": "pa:659a.8(b)", "deal": "pa:659a.8(c)", "stub": "pa:659a.8(d)",
                          "misdeal": "pa:659a.8(e)", "gather": "pa:659a.8(f)"},
    Dealing.HAND: {"call": "pa:659a.9(a)(3)", "deal": "pa:659a.9(b)", "stub": "pa:659a.9(c)",
                   "misdeal": "pa:659a.9(d)", "gather": "pa:659a.9(e)"},
    Dealing.AUTOMATED_SHOE: {"call": "pa:659a.10(a)(2)", "deal": "pa:659a.10(b)", "stub": "pa:659a.10(c)",
                             "misdeal": "pa:659a.10(d)", "gather": "pa:659a.10(e)"},
}
#: 659a.11(f)(1)(iii), (iv), (v): which rule of the setting a fouled hand breaks
_FOUL = {"high": "pa:659a.11(f)(1)(iii)", "medium": "pa:659a.11(f)(1)(iv)", "cards": "pa:659a.11(f)(1)(v)"}


class Phase(enum.Enum):
    OPEN = "open"  #: wagers may be made; the deck is shuffled
    CLOSED = "closed"  #: 'no more bets': waiting for the dice, the generator or the button
    DEALT = "dealt"  #: seven cards at each place; the players set their hands
    DEALER_SET = "dealer_set"  #: the dealer's hands are set; surrender, then the reveal


@attrs.frozen
class State(family.SecondSpots):
    """An Asia Poker table between events."""

    phase: Phase = Phase.OPEN
    seated: frozenset[int] = frozenset()
    second: Mapping[int, int] = attrs.field(factory=dict)  #: 659a.7(f): a second position -> the player's own
    wagers: Mapping[int, int] = attrs.field(factory=dict)  #: position -> cents on the Asia Poker Wager
    bonuses: Mapping[int, int] = attrs.field(factory=dict)  #: position -> cents on the Bonus Wager
    deck: Optional[tuple[Card, ...]] = None  #: the shuffled deck, top card first (659a.5)
    face_up: tuple[int, ...] = ()  #: places in the deck of cards found face up while dealing (659a.13(f))
    button: int = DEALER  #: 659a.5(g)(3): the place the flat button marks for the next round
    start: Optional[int] = None  #: the place the deal started from
    dealt: Mapping[int, tuple[Card, ...]] = attrs.field(factory=dict)  #: place -> its seven cards, while in play
    stub: int = 0  #: the cards left after the deal
    settings: Mapping[int, Setting] = attrs.field(factory=dict)  #: position -> its three hands, face down
    dealer: Optional[Setting] = None
    exposed: frozenset[int] = frozenset()  #: positions whose card the dealer exposed, to choose (659a.13(d))


# --- events --------------------------------------------------------------------------------------


@attrs.frozen
class PlaceWager(family.PlaceWager):
    """Chips on the position's Asia Poker Wager area, or on its Bonus Wager area (``wager = "bonus"``)."""

    wager: str = WAGER


@attrs.frozen
class RemoveWager(family.RemoveWager):
    """The player takes a wager back before 'no more bets' (the Asia Poker Wager takes its Bonus with it)."""

    wager: str = WAGER


@attrs.frozen
class Deal:
    """The deal from the place the flat button marks (659a.5(g)(3))."""


@attrs.frozen
class WrongDeal:
    """The first card or stack went to a place other than the starting position (659a.13(c); G-16)."""


@attrs.frozen
class SetHands:
    """A player's three hands, laid face down (659a.11(a), (b))."""

    position: int
    high: tuple[Card, ...]
    medium: tuple[Card, ...]
    low: tuple[Card, ...]


@attrs.frozen
class DealerSets:
    """The dealer turns his cards over and sets them (659a.11(c)); no hands: by the house way."""

    high: Optional[tuple[Card, ...]] = None
    medium: Optional[tuple[Card, ...]] = None
    low: Optional[tuple[Card, ...]] = None


@attrs.frozen
class Settle:
    """Reveal and settle every remaining hand, from the dealer's far right counterclockwise (659a.11(e))."""


Event = (Join | Leave | TakeSecondSpot | PlaceWager | RemoveWager | Shuffle | ShufflerFailure | NoMoreBets | Shake
         | RandomNumber | Deal | WrongDeal | StubMiscount | ShoeFailure | ExposeCard | VoidChoice | SetHands
         | DealerSets | Surrender | Settle)
T = TypeVar("T")


# --- the ring ------------------------------------------------------------------------------------


@cites("pa:659a.5(g)(1)(iii)", "pa:659a.5(g)(2)")
def start_place(n: int, positions: int) -> int:
    """The place a count of ``n`` reaches, counting counterclockwise from the dealer as one (G-2): ring index
    ``(1 - n) mod (positions + 1)``, the dealer 0."""
    return (1 - n) % (positions + 1)


@cites("pa:659a.8(c)", "pa:659a.9(b)", "pa:659a.10(b)")
def deal_order(start: int, positions: int) -> tuple[int, ...]:
    """The places from ``start`` clockwise, each once."""
    ring = positions + 1
    return tuple((start + k) % ring for k in range(ring))


def deal(cfg: TableConfig, cards: Iterable[T], start: int) -> tuple[dict[int, tuple[T, ...]], int]:
    """The seven cards each place receives from ``cards`` (the deck less any face-up discard) dealt from ``start``,
    and the cards left: one at a time round the ring, or seven at a time from an automated shoe."""
    return family.deal_cards(deal_order(start, cfg.positions), cards, SEVEN, cfg.dealing is Dealing.AUTOMATED_SHOE)


def stacked_deck(cfg: TableConfig, start: int, plants: Mapping[int, Sequence[Card]], rest: Sequence[Card]
                 ) -> tuple[Card, ...]:
    """The deck that, dealt from ``start`` under ``cfg`` with no face-up card, gives each place in ``plants`` its
    seven cards (in the order listed); the other cards follow ``rest``'s order. A :class:`ValueError` if two plants
    share a card."""
    slots, _ = deal(cfg, range(len(DECK)), start)  # place -> the deck places it receives
    return family.stacked(slots, len(DECK), SEVEN, plants, rest)


def opening(cfg: TableConfig, n: int, button: int = DEALER) -> tuple[int, Event]:
    """The event that starts a deal at ``cfg``'s table from a count of ``n`` (3 to 18), and the place it deals from:
    three dice totalling ``n``, the generator showing ``n`` folded into 1 to 7, or the flat button at ``button``
    (which ignores ``n``)."""
    if cfg.start_position is StartPosition.SHAKER:
        a = min(6, n - 2)
        b = min(6, n - 1 - a)
        return start_place(n, cfg.positions), Shake((a, b, n - a - b))
    if cfg.start_position is StartPosition.RNG:
        k = (n - 1) % 7 + 1
        return start_place(k, cfg.positions), RandomNumber(k)
    return button, Deal()


# --- helpers -------------------------------------------------------------------------------------


def _positions(cfg: TableConfig) -> range:
    return range(1, cfg.positions + 1)


def _position(cfg: TableConfig, p: int) -> None:
    family.betting_position(cfg.positions, p, "pa:659a.2(a)")


_phase = family.guard_phase

#: where 659a.7 states the rules of the seats and of the wagers made before 'no more bets'
_SEATS = family.Seats(phase=Phase.OPEN, open="pa:659a.7(c)", seated="pa:659a.7(b)", chips="pa:659a.7(a)",
                      two="pa:659a.7(f)", wagers=WAGERS, listed="pa:659a.7")
#: where 659a.13(d) states what a player whose card the dealer exposed chooses
_EXPOSURE = family.Exposure(clause="pa:659a.13(d)", phases=(Phase.DEALT,))
#: where 659a.11(a) and 659a.7(f) state when a player sets his hands
_SETTING = family.SettingRules(phase=Phase.DEALT, clause="pa:659a.11(a)", hand="hand", untouched="pa:659a.11(a)(3)",
                               order="pa:659a.7(f)")


def _reveal_order(s: State) -> list[int]:
    """The positions still in the round, from the dealer's far right counterclockwise (659a.11(e))."""
    return sorted(s.wagers, reverse=True)


def _finish(cfg: TableConfig, s: State) -> State:
    """The round is over: every card goes to be shuffled again (659a.5(a)), the button moves on if it dealt."""
    button = (s.button + 1) % (cfg.positions + 1) if s.start is not None else s.button
    return attrs.evolve(s, phase=Phase.OPEN, wagers={}, bonuses={}, deck=None, face_up=(), start=None, dealt={},
                        stub=0, settings={}, dealer=None, exposed=frozenset(), button=button)


def _void_all(cfg: TableConfig, s: State, clauses: tuple[str, ...], why: str) -> tuple[State, Outcomes]:
    """Every hand void, every wager returned, the cards shuffled again."""
    out: Outcomes = [Notice(why, clauses)]
    for p in sorted(s.wagers, reverse=True):
        out.append(Settlement(p, WAGER, Result.VOID, s.wagers[p], clauses))
        if p in s.bonuses:
            out.append(Settlement(p, BONUS, Result.VOID, s.bonuses[p], clauses))
    return _finish(cfg, s), out


# --- seats and wagers ----------------------------------------------------------------------------


@cites("pa:659a.2(a)", "pa:659a.7(b)")
def _join(cfg: TableConfig, s: State, e: Join) -> tuple[State, Outcomes]:
    _position(cfg, e.position)
    return family.join(s, e.position, "pa:659a.2(a)"), []


@cites("pa:659a.7(f)")
def _second_spot(cfg: TableConfig, s: State, e: TakeSecondSpot) -> tuple[State, Outcomes]:
    _position(cfg, e.spot)
    return family.take_second_spot(s, e.position, e.spot, cfg.adjacent_spots, _SEATS), []


def _drop(cfg: TableConfig, s: State, spot: int) -> tuple[State, Outcomes]:
    """The wagers on ``spot`` when its player goes: returned before 'no more bets', and afterwards lost or
    returned as the holder treats abandoned wagers (659a.7(b)); its cards go to the rack."""
    stakes = [(key, held[spot]) for key, held in ((WAGER, s.wagers), (BONUS, s.bonuses)) if spot in held]
    out = family.abandoned(s, spot, stakes, cfg.abandoned_wager is AbandonedWager.LOSE, _SEATS)
    return attrs.evolve(s, wagers={p: a for p, a in s.wagers.items() if p != spot},
                        bonuses={p: a for p, a in s.bonuses.items() if p != spot},
                        dealt={p: c for p, c in s.dealt.items() if p != spot},
                        settings={p: x for p, x in s.settings.items() if p != spot},
                        exposed=s.exposed - {spot}), out


@cites("pa:659a.7(b)", "pa:659a.7(c)")
def _leave(cfg: TableConfig, s: State, e: Leave) -> tuple[State, Outcomes]:
    return family.leave(s, e.position, lambda s, spot: _drop(cfg, s, spot), _SEATS)


@cites("pa:659a.7(a)", "pa:659a.7(b)", "pa:659a.7(c)", "pa:659a.7(d)", "pa:659a.7(e)")
def _place(cfg: TableConfig, s: State, e: PlaceWager) -> tuple[State, Outcomes]:
    _position(cfg, e.position)
    family.may_wager(s, e.position, e.wager, e.amount, _SEATS)
    if e.wager == WAGER:
        return attrs.evolve(s, wagers={**s.wagers, e.position: s.wagers.get(e.position, 0) + e.amount}), []
    if not cfg.bonus_offered:
        raise refuse("pa:659a.7(e)", "this table offers no Bonus Wager")
    if e.position not in s.wagers:
        raise refuse("pa:659a.7(e)", "the Bonus Wager is open only to a position with an Asia Poker Wager")
    return attrs.evolve(s, bonuses={**s.bonuses, e.position: s.bonuses.get(e.position, 0) + e.amount}), []


@cites("pa:659a.7(c)", "pa:659a.7(e)")
def _remove(cfg: TableConfig, s: State, e: RemoveWager) -> tuple[State, Outcomes]:
    return family.take_back(s, e.position, e.wager, _SEATS, "pa:659a.7(e)")


# --- the deck, the call and the deal ---------------------------------------------------------------


@cites("pa:659a.3(a)", "pa:659a.4(b)", "pa:659a.5(a)", "pa:659a.5(b)", "pa:659a.5(b)(1)", "pa:659a.5(b)(2)",
       "pa:659a.5(c)", "pa:659a.13(f)")
def _shuffle(cfg: TableConfig, s: State, e: Shuffle) -> tuple[State, Outcomes]:
    _phase(s, "pa:659a.5(a)", Phase.OPEN, Phase.CLOSED)
    if len(e.cards) != len(DECK) or Counter(e.cards) != Counter(DECK):
        raise refuse("pa:659a.3(a)", "the deck is the 52 cards of one deck and one joker, each once")
    return family.shuffled(s, e.cards, e.face_up, DECK, "pa:659a.13(f)"), []


@cites("pa:659a.13(l)")
def _shuffler_failure(cfg: TableConfig, s: State, e: ShufflerFailure) -> tuple[State, Outcomes]:
    _phase(s, "pa:659a.13(l)", Phase.OPEN, Phase.CLOSED)
    return family.shuffler_failed(s, cfg.shuffling.automated, "pa:659a.13(l)")


@cites("pa:659a.7(c)", "pa:659a.7(d)", "pa:659a.8(b)", "pa:659a.9(a)", "pa:659a.9(a)(3)", "pa:659a.10(a)",
       "pa:659a.10(a)(2)")
def _no_more_bets(cfg: TableConfig, s: State, e: NoMoreBets) -> tuple[State, Outcomes]:
    _phase(s, "pa:659a.7(c)", Phase.OPEN)
    call = _DEALING[cfg.dealing]["call"]
    if not s.wagers:
        raise refuse(call, "no Asia Poker Wager to deal for (659a.7(d))")
    return attrs.evolve(s, phase=Phase.CLOSED), []


@cites("pa:659a.5(g)")
def _start_source(cfg: TableConfig, wanted: StartPosition) -> None:
    if cfg.start_position is not wanted:
        raise refuse("pa:659a.5(g)", f"this table fixes the starting position by its {cfg.start_position.value}")


def _ready(cfg: TableConfig, s: State) -> None:
    _phase(s, _DEALING[cfg.dealing]["call"], Phase.CLOSED)
    if s.deck is None:
        raise refuse("pa:659a.5(a)", "the cards are shuffled before the deal")


@cites("pa:659a.5(g)(1)", "pa:659a.5(g)(1)(i)", "pa:659a.5(g)(1)(ii)", "pa:659a.5(g)(1)(iii)",
       "pa:659a.5(g)(1)(iv)", "pa:659a.13(a)", "pa:659a.13(b)")
def _shake(cfg: TableConfig, s: State, e: Shake) -> tuple[State, Outcomes]:
    _start_source(cfg, StartPosition.SHAKER)
    _ready(cfg, s)
    no_roll = family.shaker_roll(s, e.dice, e.flat, e.fell_out, "pa:659a.2(c)(1)", "pa:659a.13(a)", "pa:659a.13(b)")
    if no_roll is not None:
        return no_roll
    n = sum(e.dice)
    return _deal(cfg, s, start_place(n, cfg.positions), f"the dice total {n}",
                 ("pa:659a.5(g)(1)(ii)", "pa:659a.5(g)(1)(iii)"))


@cites("pa:659a.5(g)(2)", "pa:659a.2(c)(2)")
def _random(cfg: TableConfig, s: State, e: RandomNumber) -> tuple[State, Outcomes]:
    _start_source(cfg, StartPosition.RNG)
    _ready(cfg, s)
    if not 1 <= e.number <= 7:
        raise refuse("pa:659a.5(g)(2)", f"the generator shows 1 to 7, not {e.number}")
    return _deal(cfg, s, start_place(e.number, cfg.positions), f"the generator shows {e.number}",
                 ("pa:659a.5(g)(2)",))


@cites("pa:659a.5(g)(3)", "pa:659a.2(c)(3)")
def _button(cfg: TableConfig, s: State, e: Deal) -> tuple[State, Outcomes]:
    _start_source(cfg, StartPosition.FLAT_BUTTON)
    _ready(cfg, s)
    return _deal(cfg, s, s.button, "the flat button", ("pa:659a.5(g)(3)",))


def _place_name(p: int) -> str:
    return "the dealer" if p == DEALER else f"position {p}"


@cites("pa:659a.8(c)", "pa:659a.8(d)", "pa:659a.8(f)", "pa:659a.9(b)", "pa:659a.9(c)", "pa:659a.9(e)",
       "pa:659a.10(b)", "pa:659a.10(c)", "pa:659a.10(e)", "pa:659a.13(f)", "pa:659a.13(g)")
def _deal(cfg: TableConfig, s: State, start: int, by: str, clauses: tuple[str, ...]) -> tuple[State, Outcomes]:
    """Seven cards to every place from ``start`` clockwise; a single face-up card is set aside and the next card
    used (659a.13(f), (g)), two or more void the round; the stub checked (G-3); the stacks of positions with no
    wager gathered unseen."""
    assert s.deck is not None
    steps = _DEALING[cfg.dealing]
    out: Outcomes = [Notice(f"{by}: the deal starts at {_place_name(start)}", clauses + (steps["deal"],))]
    need = SEVEN * (cfg.positions + 1)
    cards, set_aside, void = family.set_aside_face_up(s.deck, s.face_up, need, "pa:659a.13(f)")
    if void is not None:
        state, more = _void_all(cfg, attrs.evolve(s, start=start), ("pa:659a.13(f)",), void)
        return state, out + more
    out += set_aside
    hands, stub = deal(cfg, cards, start)
    out.append(Notice(f"{stub} cards left after the deal, as expected", (steps["stub"],)))
    idle = [p for p in _positions(cfg) if p not in s.wagers]
    if idle:
        out.append(Notice(f"the cards of position{'s' if len(idle) > 1 else ''} {', '.join(map(str, idle))} go "
                          "unseen to the discard rack", (steps["gather"],)))
    places = {p: c for p, c in hands.items() if p == DEALER or p in s.wagers}
    return attrs.evolve(s, phase=Phase.DEALT, start=start, dealt=places, stub=stub), out


@cites("pa:659a.13(c)")
def _wrong_deal(cfg: TableConfig, s: State, e: WrongDeal) -> tuple[State, Outcomes]:
    _phase(s, "pa:659a.13(c)", Phase.DEALT)
    return _void_all(cfg, s, ("pa:659a.13(c)",), "the first card went to the wrong place: every hand is void and "
                                                 "the cards are shuffled again")


@cites("pa:659a.8(e)", "pa:659a.9(d)", "pa:659a.10(d)", "pa:659a.13(h)", "pa:659a.13(k)")
def _miscount(cfg: TableConfig, s: State, e: StubMiscount) -> tuple[State, Outcomes]:
    misdeal = _DEALING[cfg.dealing]["misdeal"]
    _phase(s, misdeal, Phase.DEALT)
    if s.settings:
        raise refuse(misdeal, "the stub is counted before the players set their hands")
    if e.places_ok:
        return _void_all(cfg, s, (misdeal,), "the stub is wrong though every place has seven cards: every hand is "
                                             "void and the deck is taken off the table")
    return _void_all(cfg, s, (misdeal, "pa:659a.13(h)", "pa:659a.13(k)"),
                     "a place has more or fewer than seven cards: every hand is void and the cards are shuffled "
                     "again")


@cites("pa:659a.13(m)")
def _shoe_failure(cfg: TableConfig, s: State, e: ShoeFailure) -> tuple[State, Outcomes]:
    if cfg.dealing is not Dealing.AUTOMATED_SHOE:
        raise refuse("pa:659a.13(m)", "this table deals from no automated shoe")
    _phase(s, "pa:659a.13(m)", Phase.CLOSED, Phase.DEALT)
    if s.phase is Phase.DEALT and s.settings:
        raise refuse("pa:659a.13(m)", "the shoe failed after the deal was complete")
    return _void_all(cfg, s, ("pa:659a.13(m)",), "the automated shoe failed: the round is void and the cards, those "
                                                 "dealt too, are shuffled again")


@cites("pa:659a.13(d)", "pa:659a.13(e)", "pa:659a.13(j)")
def _expose(cfg: TableConfig, s: State, e: ExposeCard) -> tuple[State, Outcomes]:
    _phase(s, "pa:659a.13(d)", Phase.DEALT)
    if e.place == DEALER:
        return _void_all(cfg, s, ("pa:659a.13(e)", "pa:659a.13(j)"),
                         "a card of the dealer's hand was exposed: every hand is void and the cards are shuffled "
                         "again")
    _position(cfg, e.place)
    if e.place not in s.dealt:
        raise refuse(_DEALING[cfg.dealing]["gather"], f"position {e.place} has no hand: its cards went unseen to the "
                                                      "discard rack")
    if e.place in s.settings:
        raise refuse("pa:659a.11(a)(3)", f"position {e.place} has set its hands face down")
    return attrs.evolve(s, exposed=s.exposed | {e.place}), [
        Notice(f"a card of position {e.place} was exposed: the player may void the hand", ("pa:659a.13(d)",))]


@cites("pa:659a.13(d)")
def _void_choice(cfg: TableConfig, s: State, e: VoidChoice) -> tuple[State, Outcomes]:
    plays_on = family.void_choice(s, e.position, e.void, _EXPOSURE)
    if plays_on is not None:
        return plays_on, []
    out: Outcomes = [Settlement(e.position, WAGER, Result.VOID, s.wagers[e.position], ("pa:659a.13(d)",))]
    if e.position in s.bonuses:
        out.append(Settlement(e.position, BONUS, Result.VOID, s.bonuses[e.position], ("pa:659a.13(d)",)))
    return attrs.evolve(s, wagers={p: a for p, a in s.wagers.items() if p != e.position},
                        bonuses={p: a for p, a in s.bonuses.items() if p != e.position},
                        dealt={p: c for p, c in s.dealt.items() if p != e.position},
                        exposed=s.exposed - {e.position}), out


# --- setting the hands -----------------------------------------------------------------------------


def _first_of_two(s: State, spot: int) -> Optional[int]:
    """659a.7(f), G-15: of a player's two wagered positions, the one set first: the larger wager's, or with equal
    wagers the one reached first in the reveal (the higher number); ``None`` if the player plays one."""
    return family.first_of_two(s, spot, s.wagers, s.wagers)


def _sizes(high: tuple[Card, ...], medium: tuple[Card, ...], low: tuple[Card, ...]) -> bool:
    return (len(high), len(medium), len(low)) == (4, 2, 1)


@cites("pa:659a.1", "pa:659a.1#setting-the-hands", "pa:659a.1#high-hand", "pa:659a.1#medium-hand", "pa:659a.1#low-hand",
       "pa:659a.11(a)", "pa:659a.11(a)(1)", "pa:659a.11(a)(2)", "pa:659a.11(a)(3)", "pa:659a.7(f)")
def _set_hands(cfg: TableConfig, s: State, e: SetHands) -> tuple[State, Outcomes]:
    family.may_set(s, e.position, s.wagers, _first_of_two(s, e.position), _SETTING, _EXPOSURE)
    if not _sizes(e.high, e.medium, e.low):
        raise refuse("pa:659a.1#setting-the-hands", "a high hand of four cards, a medium hand of two and a low hand "
                                                     "of one")
    if Counter((*e.high, *e.medium, *e.low)) != Counter(s.dealt[e.position]):
        raise refuse("pa:659a.11(a)", f"the hands are not the seven cards dealt to position {e.position}")
    return attrs.evolve(s, settings={**s.settings, e.position: Setting(e.high, e.medium, e.low)}), []


@cites("pa:659a.11(c)", "pa:659a.13(i)")
def _dealer_sets(cfg: TableConfig, s: State, e: DealerSets) -> tuple[State, Outcomes]:
    _phase(s, "pa:659a.11(c)", Phase.DEALT)
    family.after_players(sorted(p for p in s.wagers if p not in s.settings), "pa:659a.11(c)")
    cards = s.dealt[DEALER]
    try:
        way = cfg.dealer_policy(cards, **cfg.ranking)
    except ValueError as x:
        raise refuse("pa:659a.11(c)", f"the house way {cfg.house_way!r} sets no hands: {x}") from None
    if Counter(way.cards) != Counter(cards) or not is_legal(way, **cfg.ranking):
        raise refuse("pa:659a.11(b)", f"the house way {cfg.house_way!r} sets the dealer's cards as {way}, which is "
                                      "not three hands in order of his seven cards")
    out: Outcomes = []
    given = (e.high, e.medium, e.low)
    if all(h is not None for h in given):
        assert e.high is not None and e.medium is not None and e.low is not None
        if not _sizes(e.high, e.medium, e.low) or Counter((*e.high, *e.medium, *e.low)) != Counter(cards):
            raise refuse("pa:659a.11(c)", "the hands are not the dealer's seven cards as four, two and one")
        if not same_play(Setting(e.high, e.medium, e.low), way, **cfg.ranking):
            out.append(Notice("the dealer's hands were not set by the house way: set again by it and the round goes on",
                              ("pa:659a.13(i)",)))
        else:
            way = Setting(e.high, e.medium, e.low)
    elif any(h is not None for h in given):
        raise refuse("pa:659a.11(c)", "the dealer sets all three hands, or none to follow the house way")
    out.append(Notice(f"the dealer sets {way}", ("pa:659a.11(c)",)))
    return attrs.evolve(s, phase=Phase.DEALER_SET, dealer=way), out


@cites("pa:659a.11(d)")
def _surrender(cfg: TableConfig, s: State, e: Surrender) -> tuple[State, Outcomes]:
    family.may_surrender(s, e.position, Phase.DEALER_SET, "pa:659a.11(d)")
    if e.position in s.bonuses:
        raise refuse("pa:659a.11(d)", f"position {e.position} has a Bonus Wager: no surrender")
    return attrs.evolve(s, wagers={p: a for p, a in s.wagers.items() if p != e.position},
                        dealt={p: c for p, c in s.dealt.items() if p != e.position},
                        settings={p: x for p, x in s.settings.items() if p != e.position}), [
        Settlement(e.position, WAGER, Result.LOSE, s.wagers[e.position], ("pa:659a.11(d)",))]


# --- the reveal and settlement ---------------------------------------------------------------------


def _foul(cfg: TableConfig, x: Setting) -> Optional[str]:
    """Which rule of 659a.11(b) the player's setting breaks, or ``None``."""
    h, m, lo = keys(x, **cfg.ranking)
    if not h > m:
        return "high"
    if not m > lo:
        return "medium"
    return None


#: an amount as an int where it is whole (every Asia Poker odds are N to 1, so it always is)
_whole = family.whole


@cites("pa:659a.11(e)", "pa:659a.11(f)", "pa:659a.11(f)(1)", "pa:659a.11(f)(1)(i)", "pa:659a.11(f)(1)(ii)",
       "pa:659a.11(f)(1)(iii)", "pa:659a.11(f)(1)(iv)", "pa:659a.11(f)(1)(v)", "pa:659a.11(f)(2)", "pa:659a.11(g)",
       "pa:659a.12(a)", "pa:659a.1#copy-hand")
def _wager(cfg: TableConfig, s: State, p: int) -> Settlement:
    """The position's Asia Poker Wager: lost if its hands are not in order, else won with two hands or three above
    the dealer's and lost otherwise, a copy going to the dealer."""
    mine, amount = s.settings[p], s.wagers[p]
    assert s.dealer is not None
    foul = _foul(cfg, mine)
    if foul is not None:
        return Settlement(p, WAGER, Result.LOSE, amount, ("pa:659a.11(f)(1)", _FOUL[foul], "pa:659a.11(b)"))
    marks = [kernels.compare(a, b, **cfg.ranking) for a, b in
             ((mine.high, s.dealer.high), (mine.medium, s.dealer.medium), (mine.low, s.dealer.low))]
    if kernels.result(*marks):
        odds = parse_odds(cfg.rules["pa:659a.12(a)"].numbers["payout"])
        return Settlement(p, WAGER, Result.WIN, _whole(winnings(amount, odds)), ("pa:659a.11(f)(2)", "pa:659a.12(a)"))
    which = "pa:659a.11(f)(1)(ii)" if kernels.COPY in marks and kernels.LOSE in marks else "pa:659a.11(f)(1)(i)"
    return Settlement(p, WAGER, Result.LOSE, amount, ("pa:659a.11(f)(1)", which))


@cites("pa:659a.11(h)", "pa:659a.11(h)(1)", "pa:659a.11(h)(2)", "pa:659a.12(b)", "pa:659a.6(d)")
def _bonus(cfg: TableConfig, s: State, p: int) -> Settlement:
    """The position's Bonus Wager, on the best hand of 659a.6(d) its seven cards make, whatever its setting: paid
    at the elected paytable's row, or lost."""
    stake = s.bonuses[p]
    hand = kernels.bonus_hand(s.dealt[p], **cfg.bonus_ranking)
    rows = bonus_rows(cfg)
    if hand is None or hand not in rows:
        return Settlement(p, BONUS, Result.LOSE, stake, ("pa:659a.11(h)(1)", "pa:659a.6(d)"))
    n = kernels.BONUS_HANDS.index(hand) + 1
    return Settlement(p, BONUS, Result.WIN, _whole(stake * rows[hand]),
                      ("pa:659a.11(h)(2)", f"pa:659a.6(d)({n})", "pa:659a.12(b)"))


@cites("pa:659a.12", "pa:659a.12(c)")
def _capped(cfg: TableConfig, paid: list[Settlement]) -> list[Settlement]:
    """G-13: one position's winnings of the round, the Asia Poker Wager's first, paid up to the cap
    (:func:`~croupier.reference.asia_poker.kernels.capped`); a win cut down also cites 659a.12(c)."""
    if cfg.payout_cap is None:
        return paid
    wins = [x for x in paid if x.result is Result.WIN]
    cut = dict(zip(map(id, wins), kernels.capped(tuple(int(x.amount) for x in wins), cfg.payout_cap)))
    return [x if id(x) not in cut or cut[id(x)] == x.amount else
            attrs.evolve(x, amount=cut[id(x)], clauses=x.clauses + ("pa:659a.12(c)",)) for x in paid]


@cites("pa:659a.11(e)", "pa:659a.11(i)")
def _settle(cfg: TableConfig, s: State, e: Settle) -> tuple[State, Outcomes]:
    _phase(s, "pa:659a.11(e)", Phase.DEALER_SET)
    out: Outcomes = []
    for p in _reveal_order(s):
        paid = [_wager(cfg, s, p)] + ([_bonus(cfg, s, p)] if p in s.bonuses else [])
        out += _capped(cfg, paid)
    return _finish(cfg, s), out


_HANDLERS: dict[type, Handler] = {
    Join: _join, Leave: _leave, TakeSecondSpot: _second_spot, PlaceWager: _place,
    RemoveWager: _remove, Shuffle: _shuffle, ShufflerFailure: _shuffler_failure,
    NoMoreBets: _no_more_bets, Shake: _shake, RandomNumber: _random, Deal: _button,
    WrongDeal: _wrong_deal, StubMiscount: _miscount, ShoeFailure: _shoe_failure,
    ExposeCard: _expose, VoidChoice: _void_choice, SetHands: _set_hands,
    DealerSets: _dealer_sets, Surrender: _surrender, Settle: _settle,
}


@cites("pa:659a.5", "pa:659a.7", "pa:659a.8", "pa:659a.9", "pa:659a.10", "pa:659a.11", "pa:659a.13")
def step(cfg: TableConfig, s: State, e: object) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    return dispatch(_HANDLERS, cfg, s, e, unknown="pa:659a.11", game="an Asia Poker")


def replay(cfg: TableConfig, events: Iterable[object], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (an empty table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)
