"""A round of a 637a poker variant as a pure state machine: Five-card Omaha High or High-low (637a.19), Triple Draw
2-7 or Ace-5, whole or split as Badeucey or Badacey (637a.20), and Badugi (637a.21): seats, the button, the Ante,
the Blind Bets and the Straddle, the deal, four betting rounds, the flop, turn and river or three draws with the
reshuffle of discards, and the showdown with the split pot and its odd amounts (chapter 637a, the 2013 proposal).

``cfg``: a :class:`~croupier.reference.poker_variants.config.TableConfig`; ``s``: a :class:`State`; ``e``: an
event. The public API is :func:`step` (one event in, the next state and its outcomes out) and :func:`replay`. Cards
enter through events: the deck as shuffled (:class:`Shuffle`), top card first, the cards dealt for the button
(:class:`DrawForButton`) and the order of reshuffled discards (:class:`Draw`); the model draws nothing. A refused
event leaves the state unchanged and says which clause refuses it, in the dealt variant's own section (the three
sections are worded alike, so ``(d)`` is 637a.19(d), 637a.20(d) or 637a.21(d)).

Places. Seats are numbered clockwise from the dealer's left, 1 up to the variant's player limit ((b): 8, 7, 9);
"left of" a seat is the next seated player clockwise. The button starts in front of the first player to the
dealer's right (the highest seated number) or of the player dealt the highest card ((c)(1)); after every round it
passes to the next seated player clockwise ((c)(2), P-23).

The round. :class:`Deal` posts every player's Ante, the Blind Bets from the button's left and any Straddle by the
next player (P-11), and deals the hole cards one at a time from the button's left, the button last ((b), (d)-(f)).
Each betting round (:class:`Check`, :class:`Call`, :class:`Bet` to a total, :class:`Fold`) runs clockwise, the first
from the player left of the blinds or straddle, the others from the first player left of the button, and closes when
every player still in has acted since the last bet or raise ((g), (h), P-25). Omaha then burns and turns the flop,
the turn and the river ((h)-(j)); the draw games burn and let each player still in keep or replace cards in turn
(:class:`Draw`, (h)-(j)), the discards reshuffled when the stub runs short (P-24). After the fourth round the
showdown shares the pot ((k), (l)); a round in which all but one fold ends at once (P-13). :class:`Misdeal` voids a
round (P-17).

The betting structure, table stakes and the rake are not printed (P-14): bets follow ``betting`` (fixed, pot or no
limit), no stack is kept (a player can always call, so there is no all-in or side pot), and there is no rake.

Settlements. A round ends with one settlement per player dealt in, its key ``"pot"``: ``win`` with what the player
takes from the pot beyond his own chips in it, ``lose`` with what he put in and did not get back, ``void`` when his
share is exactly his chips (a misdeal returns them as ``returned``). The wins add up to the losses. Notices say who
took which half.
"""

from __future__ import annotations

import enum
import itertools
from collections import Counter
from typing import Callable, Iterable, Mapping, Optional, Sequence

import attrs

from croupier.reference.errors import refuse
from croupier.reference.families.table import Join, Leave
from croupier.reference.outcomes import Handler, Notice, Outcomes, Result, Returned, Settlement, Step, dispatch, run
from croupier.reference.parsing import is_int
from croupier.reference.poker_variants import kernels
from croupier.reference.poker_variants.config import Betting, ButtonStart, OddChip, Split, TableConfig, UNIT, Variant
from croupier.reference.poker_variants.kernels import Card, Hand, Key
from croupier.spec.citations import cites

__all__ = ["DECK", "POT", "Bet", "Call", "Check", "Deal", "Draw", "DrawForButton", "Event", "Fold", "Join", "Leave",
           "Misdeal", "Phase", "Shuffle", "State", "bet_limits", "button_seat", "clockwise", "replay", "reshuffle_pool",
           "stacked_deck", "step"]

#: the settlements' key: every chip a player puts in goes into the one pot
POT = "pot"
#: one deck of 52 cards
DECK: frozenset[Card] = frozenset((r, u) for r in range(1, 14) for u in "SHDC")
#: Omaha's community cards after each betting round: the flop, the turn, the river ((h)-(j))
BOARD = {1: 3, 2: 1, 3: 1}
#: the betting rounds of every variant ((g)-(j))
ROUNDS = 4


class Phase(enum.Enum):
    OPEN = "open"  #: between rounds: seats, the button, the shuffle
    BETTING = "betting"  #: a betting round
    DRAWING = "drawing"  #: a draw (Triple Draw, Badugi)


@attrs.frozen
class State:
    """A 637a poker table between events."""

    phase: Phase = Phase.OPEN
    seated: frozenset[int] = frozenset()
    button: Optional[int] = None  #: the seat the button is in front of; None before it is placed
    deck: Optional[tuple[Card, ...]] = None  #: the shuffled deck, then the stub, top card first
    players: tuple[int, ...] = ()  #: dealt in this round, clockwise from the button's left (the button last)
    folded: frozenset[int] = frozenset()
    hands: Mapping[int, Hand] = attrs.field(factory=dict)  #: each player's hole cards while in the round
    board: Hand = ()  #: Omaha's community cards
    burns: Hand = ()  #: the burned cards not yet reshuffled
    thrown: Mapping[int, Hand] = attrs.field(factory=dict)  #: each player's discards not yet reshuffled
    mucked: Hand = ()  #: folded hands' cards not yet reshuffled
    street: int = 0  #: the betting round, 1 to 4 (the draw before round n + 1 keeps n)
    committed: Mapping[int, int] = attrs.field(factory=dict)  #: each player's chips in the pot this round
    bets: Mapping[int, int] = attrs.field(factory=dict)  #: each player's chips in this betting round
    bet: int = 0  #: what each player still in must have put in this betting round
    increment: int = 0  #: the size of the last bet or raise (pot and no limit)
    raises: int = 0  #: bets and raises made by players this betting round (fixed limit's cap)
    acted: frozenset[int] = frozenset()  #: players who acted since the last bet or raise
    last: int = 0  #: the seat whose turn came last (the next turn is clockwise from it)
    drawn: frozenset[int] = frozenset()  #: players who have drawn in this draw

    @property
    def live(self) -> tuple[int, ...]:
        """The players still in the round, clockwise from the button's left."""
        return tuple(p for p in self.players if p not in self.folded)

    @property
    def pot(self) -> int:
        return sum(self.committed.values())

    @property
    def wagers(self) -> Mapping[int, int]:
        """Each player's chips in the pot (as the conformance engine reads any game's wagers)."""
        return self.committed

    @property
    def to_act(self) -> Optional[int]:
        """Whose turn it is: to bet, or to draw."""
        if self.phase is Phase.BETTING:
            return next((p for p in clockwise(self.live, self.last) if p not in self.acted), None)
        if self.phase is Phase.DRAWING:
            return next((p for p in self.live if p not in self.drawn), None)
        return None


# --- events --------------------------------------------------------------------------------------


@attrs.frozen
class DrawForButton:
    """(c)(1)(ii): one card dealt to each seated player, ``(seat, card)``; the highest places the button (P-12)."""

    cards: tuple[tuple[int, Card], ...]


@attrs.frozen
class Shuffle:
    """The deck as shuffled for this round: its 52 cards in the order they will be dealt, top first."""

    cards: tuple[Card, ...]


@attrs.frozen
class Deal:
    """The Antes and Blind Bets posted, the Straddle where the player left of the last blind makes one (``straddle``),
    and the hole cards dealt ((b), (d)-(f))."""

    straddle: bool = False


@attrs.frozen
class Fold:
    seat: int


@attrs.frozen
class Check:
    seat: int


@attrs.frozen
class Call:
    seat: int


@attrs.frozen
class Bet:
    """A bet or a raise: the player's chips in this betting round rise to ``to``."""

    seat: int
    to: int


@attrs.frozen
class Draw:
    """The player throws ``discards`` (none to stand pat) and is dealt as many ((h)); where the stub is short,
    ``reshuffled`` is the discards gathered and shuffled for him, in their new order (P-24)."""

    seat: int
    discards: tuple[Card, ...] = ()
    reshuffled: tuple[Card, ...] = ()


@attrs.frozen
class Misdeal:
    """The round is void (P-17)."""


Event = Join | Leave | DrawForButton | Shuffle | Deal | Fold | Check | Call | Bet | Draw | Misdeal


# --- places --------------------------------------------------------------------------------------


def clockwise(seats: Iterable[int], after: int) -> tuple[int, ...]:
    """``seats`` clockwise starting with the first one left of seat ``after``."""
    ordered = sorted(set(seats))
    return tuple([p for p in ordered if p > after] + [p for p in ordered if p <= after])


@cites("pa:637a.19(c)(1)(i)", "pa:637a.20(c)(1)(i)", "pa:637a.21(c)(1)(i)")
def button_seat(cfg: TableConfig, s: State) -> Optional[int]:
    """The button's seat: where it is, or before play begins the first player to the dealer's right ((c)(1)(i), the
    highest seated number); ``None`` while it waits for the draw of (c)(1)(ii)."""
    if s.button is not None:
        return s.button
    if cfg.button_start is ButtonStart.RIGHT_OF_DEALER and s.seated:
        return max(s.seated)
    return None


def stacked_deck(cfg: TableConfig, order: Sequence[int], plants: Mapping[int, Sequence[Card]],
                 rest: Sequence[Card], board: Sequence[Card] = ()) -> tuple[Card, ...]:
    """The deck that deals each seat in ``plants`` its hole cards (in the order listed) when ``order`` is the players
    clockwise from the button's left, and Omaha the community cards ``board`` (the first of the five, in the order
    turned); the other cards follow ``rest``'s order (the burns and the draws come from them). A
    :class:`ValueError` if two plants share a card or a plant is not the variant's hole cards."""
    n = cfg.variant.hole_cards
    wanted = [c for x in plants.values() for c in x] + list(board)
    if len(set(wanted)) != len(wanted) or any(len(x) != n for x in plants.values()) or len(board) > 5:
        raise ValueError(f"plants of {n} cards each and a board of at most 5, no card twice")
    others = iter([c for c in rest if c not in set(wanted)])
    deck: list[Optional[Card]] = [None] * len(DECK)
    for i, p in enumerate(order):
        for k, c in enumerate(plants.get(p, ())):
            deck[k * len(order) + i] = c
    for c, place in zip(board, (1, 2, 3, 5, 7)):  # burn, flop, burn, turn, burn, river
        deck[n * len(order) + place] = c
    return tuple(c if c is not None else next(others) for c in deck)


# --- helpers -------------------------------------------------------------------------------------


def _phase(s: State, clause: str, *allowed: Phase) -> None:
    if s.phase not in allowed:
        raise refuse(clause, f"not now: the table is {s.phase.value}")


def _seat(cfg: TableConfig, seat: int) -> None:
    if not is_int(seat) or not 1 <= seat <= cfg.players:
        raise refuse(cfg.clause("(b)"), f"no more than {cfg.players} players take part: seats 1 to {cfg.players}, "
                                        f"not {seat}")


def _cards(cs: Iterable[Card]) -> str:
    return " ".join(kernels.card_name(c) for c in cs)


# --- seats, the button, the shuffle ----------------------------------------------------------------


@cites("pa:637a.19(b)", "pa:637a.20(b)", "pa:637a.21(b)")
def _join(cfg: TableConfig, s: State, e: Join) -> tuple[State, Outcomes]:
    _seat(cfg, e.seat)
    if e.seat in s.seated:
        raise refuse(cfg.clause("(b)"), f"seat {e.seat} is taken")
    return attrs.evolve(s, seated=s.seated | {e.seat}), []


def _leave(cfg: TableConfig, s: State, e: Leave) -> tuple[State, Outcomes]:
    if e.seat not in s.seated:
        raise refuse(cfg.clause("(b)"), f"nobody sits at seat {e.seat}")
    if e.seat in s.live:
        raise refuse(cfg.clause("(g)"), f"seat {e.seat} is still in the round: it folds first")
    return attrs.evolve(s, seated=s.seated - {e.seat}), []


def _high_card(c: Card) -> tuple[int, int]:
    """P-12: a card's place when cards are dealt for the button: the ace high, then spades, hearts, diamonds, clubs."""
    return (kernels.ACE if c[0] == 1 else c[0], len(kernels.SUIT_ORDER) - kernels.SUIT_ORDER.index(c[1]))


@cites("pa:637a.19(c)", "pa:637a.19(c)(1)", "pa:637a.19(c)(1)(ii)", "pa:637a.20(c)", "pa:637a.20(c)(1)",
       "pa:637a.20(c)(1)(ii)", "pa:637a.21(c)", "pa:637a.21(c)(1)", "pa:637a.21(c)(1)(ii)")
def _draw_for_button(cfg: TableConfig, s: State, e: DrawForButton) -> tuple[State, Outcomes]:
    clause = cfg.clause("(c)(1)(ii)")
    _phase(s, clause, Phase.OPEN)
    if cfg.button_start is not ButtonStart.RANDOM_CARD:
        raise refuse(cfg.clause("(c)(1)(i)"), "this table starts the button at the first player to the dealer's right")
    if s.button is not None:
        raise refuse(cfg.clause("(c)(2)"), "the button is placed: it moves clockwise after every round")
    seats = [p for p, _ in e.cards]
    if sorted(seats) != sorted(s.seated) or len(s.seated) < 2:
        raise refuse(clause, f"one card to each seated player: seats {', '.join(map(str, sorted(s.seated))) or 'none'}")
    cards = [c for _, c in e.cards]
    if len(set(cards)) != len(cards) or not set(cards) <= DECK:
        raise refuse(clause, "cards of one deck, none twice")
    seat, card = max(e.cards, key=lambda pc: _high_card(pc[1]))
    return attrs.evolve(s, button=seat), [
        Notice(f"seat {seat} draws the highest card, {kernels.card_name(card)}: the button",
               (cfg.clause("(c)"), cfg.clause("(c)(1)"), clause))]


@cites("pa:637a.19(f)", "pa:637a.20(f)", "pa:637a.21(f)")
def _shuffle(cfg: TableConfig, s: State, e: Shuffle) -> tuple[State, Outcomes]:
    _phase(s, cfg.clause("(f)"), Phase.OPEN)
    if len(e.cards) != len(DECK) or set(e.cards) != DECK:
        raise refuse(cfg.clause("(f)"), "the deck is 52 cards, each once")
    return attrs.evolve(s, deck=tuple(e.cards)), []


# --- the deal ------------------------------------------------------------------------------------


@cites("pa:637a.19(b)", "pa:637a.19(c)", "pa:637a.19(d)", "pa:637a.19(e)", "pa:637a.19(f)", "pa:637a.19(g)",
       "pa:637a.20(b)", "pa:637a.20(c)", "pa:637a.20(d)", "pa:637a.20(e)", "pa:637a.20(f)", "pa:637a.20(g)",
       "pa:637a.21(b)", "pa:637a.21(c)", "pa:637a.21(d)", "pa:637a.21(e)", "pa:637a.21(f)", "pa:637a.21(g)")
def _deal(cfg: TableConfig, s: State, e: Deal) -> tuple[State, Outcomes]:
    _phase(s, cfg.clause("(f)"), Phase.OPEN)
    button = button_seat(cfg, s)
    if button is None:
        raise refuse(cfg.clause("(c)(1)(ii)"), "a card is dealt to each player to place the button first")
    if e.straddle and not cfg.straddle:
        raise refuse(cfg.clause("(e)"), "this table offers no Straddle Bet")
    order = clockwise(s.seated, button)
    if len(order) < max(2, len(cfg.blinds)):
        raise refuse(cfg.clause("(d)"), f"{len(order)} players cannot post {len(cfg.blinds)} blind and straddle bets "
                                        "and play")
    if e.straddle and len(order) == len(cfg.blinds):  # P-11: the straddler sits left of the last blind bettor
        raise refuse(cfg.clause("(e)"), f"all {len(order)} players post Blind Bets: none is left to make the "
                                        "Straddle Bet")
    if s.deck is None:
        raise refuse(cfg.clause("(f)"), "the cards are shuffled before the deal")
    out: Outcomes = []
    if s.button is None:
        out.append(Notice(f"the button starts at seat {button}, the first player to the dealer's right",
                          (cfg.clause("(c)"), cfg.clause("(c)(1)"), cfg.clause("(c)(1)(i)"))))
    committed = {p: cfg.ante for p in order}
    if cfg.ante:
        out.append(Notice(f"every player posts the Ante, {cfg.ante}", (cfg.clause("(b)"),)))
    posts = list(zip(order, cfg.blinds)) + ([(order[len(cfg.blinds)], cfg.straddle)] if e.straddle else [])
    bets = {p: 0 for p in order}
    for i, (p, amount) in enumerate(posts):
        bets[p] = amount
        committed[p] += amount
        what, clause = ("the Straddle Bet", "(e)") if e.straddle and i == len(posts) - 1 else (f"Blind Bet {i + 1}",
                                                                                               "(d)")
        out.append(Notice(f"seat {p} posts {what}, {amount}", (cfg.clause(clause),)))
    n = cfg.variant.hole_cards
    deck = s.deck
    hands = {p: tuple(deck[k * len(order) + i] for k in range(n)) for i, p in enumerate(order)}
    bet = max(amount for _, amount in posts)
    s = attrs.evolve(s, phase=Phase.BETTING, button=button, deck=deck[n * len(order):], players=order,
                     folded=frozenset(), hands=hands, board=(), burns=(), thrown={}, mucked=(), street=1,
                     committed={p: a for p, a in committed.items() if a}, bets={p: a for p, a in bets.items() if a},
                     bet=bet, increment=bet, raises=0, acted=frozenset(), last=posts[-1][0], drawn=frozenset())
    out.append(Notice(f"{n} cards to each of {len(order)} players from seat {order[0]}, the button (seat {button}) "
                      "last; the first betting round", (cfg.clause("(f)"), cfg.clause("(g)"))))
    return s, out


# --- betting -------------------------------------------------------------------------------------


def _turn(cfg: TableConfig, s: State, seat: int) -> None:
    clause = cfg.clause("(g)" if s.street <= 1 and s.phase is not Phase.DRAWING else "(h)")
    _phase(s, clause, Phase.BETTING)
    if seat not in s.live:
        raise refuse(clause, f"seat {seat} is not in the round")
    if s.to_act != seat:
        raise refuse(clause, f"seat {s.to_act} acts first: the action goes clockwise")


@cites("pa:637a.19(h)", "pa:637a.19(i)", "pa:637a.19(j)", "pa:637a.20(h)", "pa:637a.20(i)", "pa:637a.20(j)",
       "pa:637a.21(h)", "pa:637a.21(i)", "pa:637a.21(j)")
def _acted(cfg: TableConfig, s: State, seat: int, out: Outcomes) -> tuple[State, Outcomes]:
    """After a player's action: end the round if one player is left (P-13), close the betting round when all have
    acted since the last bet, and go on to the next card, draw or the showdown."""
    s = attrs.evolve(s, acted=s.acted | {seat}, last=seat)
    if len(s.live) == 1:
        won, folds = (cfg.clause("(k)"),), (cfg.clause("(g)" if s.street == 1 else "(h)"),)
        return _award(cfg, s, {s.live[0]: s.pot}, out + [Notice(
            f"every other player folds: seat {s.live[0]} takes the pot (P-13)", won)], folds, {s.live[0]: won})
    if s.to_act is not None:
        return s, out
    if s.street == ROUNDS:
        return _showdown(cfg, s, out)
    s = attrs.evolve(s, bets={}, bet=0, increment=0, raises=0, acted=frozenset())
    step_clause = cfg.clause("hij"[s.street - 1].join("()"))
    deck = s.deck
    assert deck is not None
    if cfg.variant.omaha:
        k = BOARD[s.street]
        turned = deck[1:1 + k]
        s = attrs.evolve(s, deck=deck[1 + k:], burns=s.burns + deck[:1], board=s.board + turned,
                         street=s.street + 1, last=button_seat(cfg, s) or 0)
        return s, out + [Notice(f"burn and turn {_cards(turned)}; betting round {s.street}", (step_clause,))]
    s = attrs.evolve(s, phase=Phase.DRAWING, deck=deck[1:], burns=s.burns + deck[:1], drawn=frozenset())
    return s, out + [Notice(f"burn a card; draw {s.street} from the button's left", (step_clause,))]


def bet_limits(cfg: TableConfig, s: State, seat: int) -> tuple[int, Optional[int]]:
    """The least and the most ``to`` a bet or raise by ``seat`` may reach in this betting round (the most ``None``
    under no limit): fixed limit's one size, or the last raise and the largest blind up to the pot after the call."""
    if cfg.betting is Betting.FIXED_LIMIT:
        size = cfg.small_bet if s.street <= 2 else cfg.big_bet
        return s.bet + size, s.bet + size
    least = s.bet + max(s.increment, max(cfg.blinds))
    if cfg.betting is Betting.NO_LIMIT:
        return least, None
    call = s.bet - s.bets.get(seat, 0)
    return least, s.bet + s.pot + call


@cites("pa:637a.19(g)", "pa:637a.19(h)", "pa:637a.20(g)", "pa:637a.20(h)", "pa:637a.21(g)", "pa:637a.21(h)")
def _fold(cfg: TableConfig, s: State, e: Fold) -> tuple[State, Outcomes]:
    _turn(cfg, s, e.seat)
    hand = s.hands[e.seat]
    s = attrs.evolve(s, folded=s.folded | {e.seat}, mucked=s.mucked + hand,
                     hands={p: h for p, h in s.hands.items() if p != e.seat})
    return _acted(cfg, s, e.seat, [])


@cites("pa:637a.19(h)", "pa:637a.20(h)", "pa:637a.21(h)")
def _check(cfg: TableConfig, s: State, e: Check) -> tuple[State, Outcomes]:
    _turn(cfg, s, e.seat)
    if s.bets.get(e.seat, 0) < s.bet:
        raise refuse(cfg.clause("(g)" if s.street == 1 else "(h)"), f"there is a bet of {s.bet} to call")
    return _acted(cfg, s, e.seat, [])


@cites("pa:637a.19(g)", "pa:637a.19(h)", "pa:637a.20(g)", "pa:637a.20(h)", "pa:637a.21(g)", "pa:637a.21(h)")
def _call(cfg: TableConfig, s: State, e: Call) -> tuple[State, Outcomes]:
    _turn(cfg, s, e.seat)
    owed = s.bet - s.bets.get(e.seat, 0)
    if owed <= 0:
        raise refuse(cfg.clause("(g)" if s.street == 1 else "(h)"), "there is no bet to call: check or bet")
    s = attrs.evolve(s, bets={**s.bets, e.seat: s.bet}, committed={**s.committed,
                                                                   e.seat: s.committed.get(e.seat, 0) + owed})
    return _acted(cfg, s, e.seat, [])


@cites("pa:637a.19(g)", "pa:637a.19(h)", "pa:637a.20(g)", "pa:637a.20(h)", "pa:637a.21(g)", "pa:637a.21(h)")
def _bet(cfg: TableConfig, s: State, e: Bet) -> tuple[State, Outcomes]:
    _turn(cfg, s, e.seat)
    clause = cfg.clause("(g)" if s.street == 1 else "(h)")
    least, most = bet_limits(cfg, s, e.seat)
    if cfg.betting is Betting.FIXED_LIMIT and cfg.raise_cap and s.raises >= cfg.raise_cap:
        raise refuse(clause, f"{s.raises} bets and raises this round: the cap is reached (raise_cap)")
    if e.to % UNIT:
        raise refuse(clause, f"bets are whole dollars ({UNIT} cents), not {e.to}")
    if e.to < least or (most is not None and e.to > most):
        allowed = f"to {least}" if most == least else (f"to at least {least}" if most is None
                                                       else f"to {least} up to {most}")
        last = (f", the last raise being {s.increment}" if cfg.betting is not Betting.FIXED_LIMIT
                and s.increment > max(cfg.blinds) else "")
        raise refuse(clause, f"a {'raise' if s.bet else 'bet'} here goes {allowed} ({cfg.betting.value}{last}), "
                             f"not {e.to}")
    put = e.to - s.bets.get(e.seat, 0)
    s = attrs.evolve(s, bets={**s.bets, e.seat: e.to}, committed={**s.committed,
                                                                  e.seat: s.committed.get(e.seat, 0) + put},
                     bet=e.to, increment=e.to - s.bet, raises=s.raises + 1, acted=frozenset())
    return _acted(cfg, s, e.seat, [])


# --- the draws -------------------------------------------------------------------------------------


def reshuffle_pool(cfg: TableConfig, s: State, seat: int) -> list[Card]:
    """The cards a reshuffle for ``seat``'s draw gathers (:func:`_pool`), sorted: the caller shuffles them."""
    return sorted(_pool(cfg, s, seat).elements())


def _pool(cfg: TableConfig, s: State, seat: int) -> Counter[Card]:
    """P-24: the cards gathered for a reshuffle: the other players' discards, and the burns and folded hands as
    ``reshuffle_burns`` and ``reshuffle_folded`` say (P-15)."""
    cards = [c for p, thrown in s.thrown.items() if p != seat for c in thrown]
    cards += list(s.burns) if cfg.reshuffle_burns else []
    cards += list(s.mucked) if cfg.reshuffle_folded else []
    return Counter(cards)


@cites("pa:637a.20(h)", "pa:637a.20(i)", "pa:637a.20(j)", "pa:637a.21(h)", "pa:637a.21(i)", "pa:637a.21(j)")
def _draw(cfg: TableConfig, s: State, e: Draw) -> tuple[State, Outcomes]:
    clause = cfg.clause("(h)")
    _phase(s, clause, Phase.DRAWING)
    if e.seat not in s.live:
        raise refuse(clause, f"seat {e.seat} is not in the round")
    if s.to_act != e.seat:
        raise refuse(clause, f"seat {s.to_act} draws first: one at a time clockwise from the button's left")
    hand = s.hands[e.seat]
    if len(set(e.discards)) != len(e.discards) or not set(e.discards) <= set(hand):
        raise refuse(clause, f"seat {e.seat} throws cards from its own hand, each once")
    deck = s.deck
    assert deck is not None
    n = len(e.discards)
    out: Outcomes = []
    thrown, burns, mucked = dict(s.thrown), s.burns, s.mucked
    if n <= len(deck):
        if e.reshuffled:
            raise refuse(clause, f"the stub holds {len(deck)} cards: no reshuffle for a draw of {n}")
    else:
        pool = _pool(cfg, s, e.seat)
        if Counter(e.reshuffled) != pool:
            raise refuse(clause, f"the stub holds {len(deck)} cards, too few for a draw of {n}: the discards but "
                                 f"seat {e.seat}'s own ({sum(pool.values())} cards) are reshuffled and dealt to it")
        if n > len(deck) + len(pool):
            raise refuse(clause, f"the stub and the reshuffled discards hold {len(deck) + len(pool)} cards, too few "
                                 f"for a draw of {n}")
        deck = deck + tuple(e.reshuffled)
        thrown = {p: c for p, c in thrown.items() if p == e.seat}
        burns = () if cfg.reshuffle_burns else burns
        mucked = () if cfg.reshuffle_folded else mucked
        out.append(Notice(f"the stub is short: {len(pool)} discards reshuffled for seat {e.seat}", (clause,)))
    kept = tuple(c for c in hand if c not in e.discards)
    s = attrs.evolve(s, deck=deck[n:], hands={**s.hands, e.seat: kept + deck[:n]}, burns=burns, mucked=mucked,
                     thrown={**thrown, e.seat: thrown.get(e.seat, ()) + tuple(e.discards)},
                     drawn=s.drawn | {e.seat})
    if s.to_act is None:
        s = attrs.evolve(s, phase=Phase.BETTING, street=s.street + 1, drawn=frozenset(),
                         last=button_seat(cfg, s) or 0)
        out.append(Notice(f"betting round {s.street}", (cfg.clause("hij"[s.street - 2].join("()")),)))
    return s, out


# --- the showdown --------------------------------------------------------------------------------


def _suit(u: str) -> int:
    return len(kernels.SUIT_ORDER) - kernels.SUIT_ORDER.index(u)


def _suit_order(cfg: TableConfig, h: Hand, ace_high: bool) -> list[tuple[int, int]]:
    """A low hand's cards from the lowest up, each with its suit's standing: the lowest suit first under
    ``low_odd_chip_lowest_suit`` (P-9), else the highest; the ace where the game ranks it."""
    sign = 1 if cfg.low_odd_chip_lowest_suit else -1
    return sorted((kernels.ACE if r == 1 and ace_high else r, sign * _suit(u)) for r, u in h)


def _low_first(cfg: TableConfig, hands: Sequence[Hand], ace_high: bool) -> int:
    """Of tied low hands (a draw game's, a Badugi), the one whose lowest card wins by suit (:func:`_suit_order`), a
    shared rank and suit passing to the next card."""
    keys = [_suit_order(cfg, h, ace_high) for h in hands]
    return keys.index(min(keys))


def _badugi_shown(cfg: TableConfig, hand: Hand, ace_low: bool) -> Hand:
    """The cards a Badugi shows: of the sets of its best level and values (:func:`kernels.badugi_key`), the one the
    odd-chip rule favours (:func:`_suit_order`), as Omaha shows its hands (P-8, P-9)."""
    key = kernels.badugi_key(hand, ace_low)
    same = [sub for sub in itertools.combinations(hand, key[0])
            if len({u for _, u in sub}) == len({r for r, _ in sub}) == key[0]
            and sorted((-(kernels.ACE if r == 1 and not ace_low else r) for r, _ in sub)) == sorted(key[1:])]
    return min(same, key=lambda sub: _suit_order(cfg, sub, not ace_low))


def _shares(cfg: TableConfig, s: State, amount: int, tied: Sequence[int], first: Callable[[], int]) -> dict[int, int]:
    """``amount`` cents shared by the ``tied`` players (in :attr:`State.players` order): equal shares in $1 units,
    the odd units from the player the odd-chip rule names (``first``, an index into ``tied``, or the first left of
    the button under ``left_of_button``) on clockwise from the button (P-10)."""
    if len(tied) > 1 and cfg.odd_chip is OddChip.BY_SUIT:
        lead = tied[first()]
        ordered = [lead] + [p for p in tied if p != lead]
    else:
        ordered = list(tied)
    units = kernels.share(amount // UNIT, len(ordered))
    return {p: u * UNIT for p, u in zip(ordered, units)}


def _best(keys: Mapping[int, Key], players: Sequence[int]) -> list[int]:
    top = max(keys[p] for p in players)
    return [p for p in players if keys[p] == top]


@cites("pa:637a.19(k)", "pa:637a.19(k)(1)", "pa:637a.19(k)(2)", "pa:637a.19(k)(2)(i)", "pa:637a.19(k)(2)(ii)",
       "pa:637a.19(k)(2)(iii)", "pa:637a.19(k)(2)(iv)", "pa:637a.19(l)", "pa:637a.19(l)(1)", "pa:637a.19(l)(2)",
       "pa:637a.20(k)", "pa:637a.20(k)(1)", "pa:637a.20(k)(2)", "pa:637a.20(k)(3)", "pa:637a.20(k)(3)(i)",
       "pa:637a.20(k)(3)(ii)", "pa:637a.20(k)(3)(iii)", "pa:637a.20(k)(4)", "pa:637a.20(k)(4)(i)",
       "pa:637a.20(k)(4)(ii)", "pa:637a.20(k)(4)(iii)", "pa:637a.20(l)", "pa:637a.20(l)(1)", "pa:637a.20(l)(1)(i)",
       "pa:637a.20(l)(1)(ii)", "pa:637a.20(l)(2)", "pa:637a.20(l)(2)(i)", "pa:637a.20(l)(2)(ii)", "pa:637a.21(k)",
       "pa:637a.21(k)(1)", "pa:637a.21(k)(2)", "pa:637a.21(k)(3)", "pa:637a.21(k)(4)", "pa:637a.21(k)(5)",
       "pa:637a.6(c)", "pa:637a.6(d)")
def _showdown(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """The fourth betting round closed with two or more players in: the pot goes by the variant's showdown."""
    live, pot, v = s.live, s.pot, cfg.variant
    shares: dict[int, int] = {}
    notes: Outcomes = []
    cited: dict[int, tuple[str, ...]] = {}

    def give(part: dict[int, int], what: str, clauses: tuple[str, ...]) -> None:
        for p, a in part.items():
            shares[p] = shares.get(p, 0) + a
            cited[p] = cited.get(p, ()) + tuple(c for c in clauses if c not in cited.get(p, ()))
        notes.append(Notice(f"{what}: " + ", ".join(f"seat {p} {a}" for p, a in part.items()), clauses))

    if v.omaha:
        high = {p: kernels.omaha_high_hand(s.hands[p], s.board) for p in live}
        hk = {p: kernels.high_key(h) for p, h in high.items()}
        hw = _best(hk, live)
        lows = {p: h for p in live if (h := kernels.omaha_low_hand(s.hands[p], s.board,
                                                                    cfg.low_odd_chip_lowest_suit)) is not None}
        split = v is Variant.OMAHA_HI_LO and bool(lows)
        high_half, low_half = kernels.split_pot(pot // UNIT, split)
        high_cl = ("pa:637a.19(k)(1)",) if v is Variant.OMAHA_HIGH else (
            "pa:637a.19(k)(2)(i)",) if split else ("pa:637a.19(k)(2)(i)", "pa:637a.19(l)(1)")
        give(_shares(cfg, s, high_half * UNIT, hw, lambda: kernels.high_odd_chip([high[p] for p in hw])),
             "the best high hand" + (" takes the high half" if split else " takes the pot"),
             high_cl + (("pa:637a.19(k)(2)(ii)", "pa:637a.19(k)(2)(iv)") if len(hw) > 1 else ()))
        if split:
            lk = {p: kernels.ace_to_five_key(h) for p, h in lows.items()}
            lw = _best(lk, [p for p in live if p in lows])
            give(_shares(cfg, s, low_half * UNIT, lw,
                         lambda: kernels.low_odd_chip([lows[p] for p in lw], cfg.low_odd_chip_lowest_suit)),
                 "the best qualifying low hand takes the low half",
                 ("pa:637a.19(k)(2)(i)", "pa:637a.19(l)(1)", "pa:637a.19(l)(2)")
                 + (("pa:637a.19(k)(2)(iii)", "pa:637a.19(k)(2)(iv)") if len(lw) > 1 else ()))
    elif v is Variant.BADUGI:
        bk = {p: kernels.badugi_key(s.hands[p]) for p in live}
        bw = _best(bk, live)
        level = f"pa:637a.21(k)({5 - bk[bw[0]][0]})"
        give(_shares(cfg, s, pot, bw,
                     lambda: _low_first(cfg, [_badugi_shown(cfg, s.hands[p], True) for p in bw], False)),
             "the lowest hand of the best level takes the pot",
             ("pa:637a.21(k)", level) + (("pa:637a.21(k)(5)",) if len(bw) > 1 else ()))
    else:
        deuce = v is Variant.TRIPLE_DRAW_2_7
        low = kernels.deuce_to_seven_key if deuce else kernels.ace_to_five_key
        lk = {p: low(s.hands[p]) for p in live}
        lw = _best(lk, live)
        rules = ("pa:637a.20(k)", "pa:637a.20(k)(1)", "pa:637a.20(k)(3)" if deuce else "pa:637a.20(k)(4)")
        if cfg.split is Split.NONE:
            give(_shares(cfg, s, pot, lw, lambda: _low_first(cfg, [s.hands[p] for p in lw], deuce)),
                 "the best low hand takes the pot", rules + (("pa:637a.20(k)(2)",) if len(lw) > 1 else ()))
        else:
            part = "(l)(1)" if deuce else "(l)(2)"
            lowball, badugi = kernels.split_pot(pot // UNIT)
            give(_shares(cfg, s, lowball * UNIT, lw, lambda: _low_first(cfg, [s.hands[p] for p in lw], deuce)),
                 f"the best {'2-7' if deuce else 'A-5'} hand takes its half",
                 rules + (f"pa:637a.20{part}(i)", f"pa:637a.20{part}(ii)")
                 + (("pa:637a.20(k)(2)",) if len(lw) > 1 else ()))
            bk = {p: kernels.badugi_key(s.hands[p], ace_low=not deuce) for p in live}
            bw = _best(bk, live)
            give(_shares(cfg, s, badugi * UNIT, bw, lambda: _low_first(
                cfg, [_badugi_shown(cfg, s.hands[p], not deuce) for p in bw], deuce)),
                 "the best Badugi takes the other half",
                 ("pa:637a.20(l)", f"pa:637a.20{part}(i)") + (("pa:637a.20(k)(2)",) if len(bw) > 1 else ()))
    return _award(cfg, s, shares, out + notes, (cfg.clause("(k)"),), cited)


def _award(cfg: TableConfig, s: State, shares: Mapping[int, int], out: Outcomes, lost: tuple[str, ...],
           cited: Optional[Mapping[int, tuple[str, ...]]] = None) -> tuple[State, Outcomes]:
    """The round ends: each player dealt in settles what the pot gives back against what he put in; the button
    passes clockwise ((c)(2))."""
    assert sum(shares.values()) == s.pot
    cited = cited or {p: lost for p in shares}
    for p in s.players:
        put, got = s.committed.get(p, 0), shares.get(p, 0)
        if got > put:
            out.append(Settlement(p, POT, Result.WIN, got - put, cited[p]))
        elif got < put:
            out.append(Settlement(p, POT, Result.LOSE, put - got, cited.get(p, lost) if got else lost))
        elif put:
            out.append(Settlement(p, POT, Result.VOID, put, cited[p]))
    s, more = _next_round(cfg, s, moved=True)
    return s, out + more


@cites("pa:637a.19(c)(2)", "pa:637a.20(c)(2)", "pa:637a.21(c)(2)")
def _next_round(cfg: TableConfig, s: State, moved: bool) -> tuple[State, Outcomes]:
    """The table after a round: the button passed to the next seated player clockwise ((c)(2), P-23), or left where
    it was after a misdeal (P-17); the deck gone."""
    button = s.button
    if not (moved and button is not None and s.seated):
        return State(seated=s.seated, button=button), []
    button = clockwise(s.seated, button)[0]
    return State(seated=s.seated, button=button), [
        Notice(f"the button passes to seat {button}", (cfg.clause("(c)"), cfg.clause("(c)(2)")))]


@cites("pa:637a.19", "pa:637a.20", "pa:637a.21")
def _misdeal(cfg: TableConfig, s: State, e: Misdeal) -> tuple[State, Outcomes]:
    """P-17: no irregularity rule is printed; a misdeal voids the round, every chip goes back, the button stays."""
    _phase(s, f"pa:{cfg.section}", Phase.BETTING, Phase.DRAWING)
    out: Outcomes = [Returned(p, POT, s.committed[p], (f"pa:{cfg.section}",)) for p in s.players
                     if s.committed.get(p)]
    return _next_round(cfg, s, moved=False)[0], out + [Notice("misdeal: the round is void and the cards are shuffled "
                                                           "again (P-17)", (f"pa:{cfg.section}",))]


_HANDLERS: dict[type, Handler] = {
    Join: _join, Leave: _leave, DrawForButton: _draw_for_button, Shuffle: _shuffle,
    Deal: _deal, Fold: _fold, Check: _check, Call: _call, Bet: _bet, Draw: _draw,
    Misdeal: _misdeal,
}


@cites("pa:637a.19", "pa:637a.19(a)", "pa:637a.20", "pa:637a.20(a)", "pa:637a.21", "pa:637a.21(a)")
def step(cfg: TableConfig, s: State, e: object) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    return dispatch(_HANDLERS, cfg, s, e, unknown=f"pa:{cfg.section}", game="a 637a poker")


def replay(cfg: TableConfig, events: Iterable[object], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (an empty table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)
