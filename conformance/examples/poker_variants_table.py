"""An independent 637a poker-variant engine: 58 Pa. Code chapter 637a as the 2013 proposal prints it (Five-card Omaha
High and High-low, Triple Draw 2-7 and A-5 with the Badeucey and Badacey split pots, Badugi).

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text as the project's
spec holds it (``spec/poker/pa-637a@2013p.toml``: the seats, button, Ante,
Blind and Straddle Bets, deal and betting rounds of (b) to (j) of 637a.19,
637a.20 and 637a.21, the showdowns of their (k) and (l), and the low rankings
of 637a.6(c), (d)), the options and readings of ``spec/poker/tables.toml``
(P-1, P-3 to P-13, P-15, P-17, P-22 to P-25) and the protocol
(``conformance/INTERPRETING.md``), and it shares no code with
:mod:`croupier.reference`: its hand evaluator, odd-chip rules and betting are
its own. It is deliberately plain: one constant per figure of the text, one
small function per rule, mutable state and exact integers, so that a
catalogue of mutants (realistic vendor bugs, ``poker_variants_mutants.py``)
can each change one obvious place.

The players play each other for one pot; the house pays nothing. Amounts are
in cents, every one a whole number of the $1 unit pots are shared in (P-10).
A card is its rank then its suit (``"AS"``, ``"10H"``); one deck of 52 cards.
Seats are 1 to the variant's player limit (8 Omaha, 7 Triple Draw, 9 Badugi),
numbered clockwise from the dealer's left. The players of a round are dealt in
clockwise from the button's left, the button last (``(f)``); the first betting
round opens left of the last blind or the straddler (``(g)``, P-25), the later
ones at the first player still in left of the button (``(h)``). The betting
structure is not printed (P-14): fixed limit, pot limit or no limit as the
profile says, no stacks kept (no all-in, no side pot), no rake.

Supported profile options (every option of ``spec/poker/tables.toml`` with
``game = "poker_variants"``): ``game`` = ``poker_variants``; ``ruleset``
(``pa-637a@2013p``); ``variant`` (omaha_hi_lo, omaha_high, triple_draw_2_7,
triple_draw_a_5, badugi); ``split`` (none, badeucey with triple_draw_2_7,
badacey with triple_draw_a_5); ``ante``; ``blinds``; ``straddle`` (above the
largest blind); ``button_start`` (right_of_dealer, random_card; P-12);
``betting`` (fixed_limit, pot_limit, no_limit); ``small_bet``; ``big_bet``;
``raise_cap``; ``kill`` (none only: the Kill's mechanics are not printed,
P-14); ``odd_chip`` (by_suit, left_of_button); ``low_odd_chip_lowest_suit``
(P-9); ``reshuffle_burns`` (P-15); ``reshuffle_folded`` (P-22). Anything else
is :class:`Unsupported`. The engine reports clauses and observable state (no
notices).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Callable, Iterator, Mapping, Optional, Sequence

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer, boolean, integer
from croupier.conformance.protocol import ProtocolError, amount, parse_amount

__all__ = ["Config", "PokerVariantsEngine", "PokerVariantsTable", "ace_to_five", "badugi", "deuce_to_seven",
           "eight_or_better", "high_hand", "omaha_high_hand", "omaha_low_hand", "parse_profile"]

Message = dict[str, Any]
Card = str
Hand = tuple[Card, ...]
Key = tuple[int, ...]

# ---------------------------------------------------------------------------------------------
# The table and the deck, pa:637a.19(a), (b), pa:637a.20(a), (b), pa:637a.21(a), (b)

RULESET = "pa-637a@2013p"
UNIT = 100  # P-10: every amount is a whole number of $1, the odd amount pots are shared in
POT = "pot"  # the one bet of the settlements: every chip a player puts in goes into the pot
VARIANTS: tuple[str, ...] = ("omaha_hi_lo", "omaha_high", "triple_draw_2_7", "triple_draw_a_5", "badugi")
#: the section that deals each variant
SECTION: dict[str, str] = {"omaha_hi_lo": "637a.19", "omaha_high": "637a.19", "triple_draw_2_7": "637a.20",
                           "triple_draw_a_5": "637a.20", "badugi": "637a.21"}
#: (b) of each section: the most players in one game
PLAYER_LIMIT: dict[str, int] = {"637a.19": 8, "637a.20": 7, "637a.21": 9}
#: (f) of each section: the hole cards
HOLE_CARDS: dict[str, int] = {"637a.19": 5, "637a.20": 5, "637a.21": 4}
SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
DECK: frozenset[Card] = frozenset(r + s for r in RANKS for s in SUITS)
MIN_PLAYERS = 2  # (d): a round needs two players
BUTTON_DRAW_MIN = 2  # (c)(1)(ii): a card to each of at least two seated players

# ---------------------------------------------------------------------------------------------
# Betting rounds and streets, (g)-(j)

ROUNDS = 4  # (g)-(j): four betting rounds
SMALL_BET_ROUNDS = 2  # fixed limit: the small bet in rounds 1 and 2, the big bet in rounds 3 and 4
BURN = 1  # (h), (i), (j): the dealer burns one card before each street
BOARD_TURNS: dict[int, int] = {1: 3, 2: 1, 3: 1}  # Omaha: the flop, the turn, the river after rounds 1, 2, 3
STREET_CLAUSE: dict[int, str] = {1: "(h)", 2: "(i)", 3: "(j)"}

# ---------------------------------------------------------------------------------------------
# Hands, pa:637a.6, P-1

ACE_HIGH = 14  # the ace above the king
ACE_LOW = 1
#: 637a.19(k)(2)(iv): the suits for odd amounts only, spades highest
SUIT_VALUE: dict[str, int] = {"S": 4, "H": 3, "D": 2, "C": 1}
HOLE_USED, BOARD_USED = 2, 3  # 637a.19(k), (l)(2): two hole cards and three community cards
LOW_QUALIFIER = 8  # 637a.19(l)(1): eight or better
HAND_SIZE = 5
BADUGI_MAX = 4  # 637a.21(k)(1): a four-card Badugi is the best level
# P-1: the five-card high categories, worst first
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
WHEEL = [2, 3, 4, 5, ACE_HIGH]  # A-2-3-4-5, the lowest straight where the ace plays low


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    variant: str = "omaha_hi_lo"  # (a)
    split: str = "none"  # pa:637a.20(l)
    ante: int = 0  # (b)
    blinds: tuple[int, ...] = (100, 200)  # (d)
    straddle: int = 0  # (e)
    button_start: str = "right_of_dealer"  # (c)(1)
    betting: str = "fixed_limit"  # P-14
    small_bet: int = 200  # (g)
    big_bet: int = 400  # (h)
    raise_cap: int = 4  # (g)
    kill: str = "none"  # (b), pa:637a.19(l)(3)
    odd_chip: str = "by_suit"  # pa:637a.19(k)(2)(ii), (iii)
    low_odd_chip_lowest_suit: bool = True  # P-9
    reshuffle_burns: bool = False  # P-15
    reshuffle_folded: bool = False  # P-22

    @property
    def section(self) -> str:
        return SECTION[self.variant]

    @property
    def players(self) -> int:
        return PLAYER_LIMIT[self.section]

    @property
    def hole_cards(self) -> int:
        return HOLE_CARDS[self.section]

    @property
    def omaha(self) -> bool:
        return self.section == "637a.19"

    def clause(self, part: str = "") -> str:
        """``"(d)"`` -> the paragraph of the variant's own section, ``"pa:637a.21(d)"``."""
        return f"pa:{self.section}{part}"


CHOICES: dict[str, tuple[str, ...]] = {
    "variant": VARIANTS,
    "split": ("none", "badeucey", "badacey"),
    "button_start": ("right_of_dealer", "random_card"),
    "betting": ("fixed_limit", "pot_limit", "no_limit"),
    "kill": ("none", "kill", "half_kill"),
    "odd_chip": ("by_suit", "left_of_button"),
}
FLAGS: tuple[str, ...] = ("low_odd_chip_lowest_suit", "reshuffle_burns", "reshuffle_folded")
COUNTS: tuple[str, ...] = ("ante", "straddle", "small_bet", "big_bet", "raise_cap")


def _bad(name: str, reason: str) -> Unsupported:
    return Unsupported(f"profile/{name}", reason)


def _count(name: str, v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise _bad(name, f"a whole number, zero or more, not {v!r}")
    return v


def _blinds(v: Any) -> tuple[int, ...]:
    if not isinstance(v, list) or not v or any(isinstance(x, bool) or not isinstance(x, int) or x <= 0 for x in v):
        raise _bad("blinds", f"a list of one or more positive amounts in cents, not {v!r}")
    return tuple(v)


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks or
    637a does not allow."""
    if game != "poker_variants":
        raise _bad("game", f"this engine deals the 637a poker variants only, not {game!r}")
    p = dict(profile)
    if p.get("game", game) != game:
        raise _bad("game", f"the profile is for {p['game']!r}, the table for {game!r}")
    if p.get("ruleset", RULESET) != RULESET:
        raise _bad("ruleset", f"only {RULESET} is implemented")
    cfg = Config()
    for name, value in p.items():
        if name in ("game", "ruleset"):
            continue
        if name in CHOICES:
            if not isinstance(value, str) or value not in CHOICES[name]:
                raise _bad(name, f"one of {', '.join(CHOICES[name])}, not {value!r}")
            setattr(cfg, name, value)
        elif name in FLAGS:
            if not isinstance(value, bool):
                raise _bad(name, f"true or false, not {value!r}")
            setattr(cfg, name, value)
        elif name in COUNTS:
            setattr(cfg, name, _count(name, value))
        elif name == "blinds":
            cfg.blinds = _blinds(value)
        else:
            raise _bad(name, "not an option of this engine")
    check_profile(cfg)
    return cfg


def check_profile(cfg: Config) -> None:
    """The elections 637a does not allow, or this engine cannot play."""
    if cfg.split == "badeucey" and cfg.variant != "triple_draw_2_7":  # pa:637a.20(l)(1)
        raise _bad("split", "Badeucey splits a 2-7 Lowball pot")
    if cfg.split == "badacey" and cfg.variant != "triple_draw_a_5":  # pa:637a.20(l)(2)
        raise _bad("split", "Badacey splits an Ace-5 Lowball pot")
    if cfg.kill != "none":  # P-14
        raise _bad("kill", "the Kill and Half-kill are defined in the unprinted 637a.1 to 637a.18: not implemented")
    for name in ("ante", "straddle", "small_bet", "big_bet"):
        if getattr(cfg, name) % UNIT:  # P-10
            raise _bad(name, f"a whole number of $1 ({UNIT} cents)")
    if any(b % UNIT for b in cfg.blinds):
        raise _bad("blinds", f"each a whole number of $1 ({UNIT} cents)")
    if cfg.straddle and cfg.straddle <= max(cfg.blinds):  # (e)
        raise _bad("straddle", f"a Straddle Bet is more than the largest blind, {max(cfg.blinds)}")
    if cfg.betting == "fixed_limit" and not 0 < cfg.small_bet <= cfg.big_bet:
        raise _bad("small_bet", "a fixed-limit table has a small bet, no larger than its big bet")
    if len(cfg.blinds) + (1 if cfg.straddle else 0) >= cfg.players:  # (d)
        raise _bad("blinds", f"the blinds leave no player to open at a game of at most {cfg.players}")


# ---------------------------------------------------------------------------------------------
# Messages


def _whole_amount(m: Message, key: str) -> int:
    a = parse_amount(m.get(key), key)
    if a.denominator != 1:
        raise ProtocolError(key, "a whole number of the smallest unit")
    return int(a)


def read_card(v: Any, key: str) -> Card:
    """``"10H"``; anything else is malformed."""
    if isinstance(v, str) and len(v) >= 2 and v[:-1] in RANKS and v[-1] in SUITS:
        return v
    raise ProtocolError(key, f"a card such as 'AS', '10H' or 'QD', not {v!r}")


def read_cards(m: Message, key: str, optional: bool = False) -> Hand:
    v = m.get(key, [] if optional else None)
    if not isinstance(v, list):
        raise ProtocolError(key, f"a list of cards such as ['AS', '10H'], not {v!r}")
    return tuple(read_card(x, key) for x in v)


def settlement(seat: int, result: str, value: int, clauses: Sequence[str]) -> Message:
    return {"type": "settlement", "seat": seat, "bet": POT, "result": result, "amount": amount(value),
            "commission": "0", "clauses": list(dict.fromkeys(clauses))}


def returned(seat: int, value: int, clauses: Sequence[str]) -> Message:
    return {"type": "returned", "seat": seat, "bet": POT, "amount": amount(value), "clauses": list(clauses)}


# ---------------------------------------------------------------------------------------------
# Places, (c), (d), (f)


def clockwise(seats: Sequence[int] | set[int], after: int) -> list[int]:
    """``seats`` clockwise starting with the first one left of seat ``after`` (the next higher number, then round
    from seat 1)."""
    ordered = sorted(set(seats))
    return [p for p in ordered if p > after] + [p for p in ordered if p <= after]


def next_button(seated: set[int], button: int) -> int:
    """(c)(2), P-23: the button passes to the next seated player clockwise."""
    return clockwise(seated, button)[0]


def deal_order(seated: set[int], button: int) -> list[int]:
    """(f): the players from the button's left clockwise, the button's own seat last."""
    return clockwise(seated, button)


def hole_card(deck: Sequence[Card], k: int, i: int, n: int) -> Card:
    """(f): one card at a time round the table: the ``k``-th card of the ``i``-th of ``n`` players."""
    return deck[k * n + i]


def card_value(c: Card, ace_high: bool) -> int:
    r = RANKS.index(c[:-1]) + 1
    return ACE_HIGH if r == ACE_LOW and ace_high else r


def button_card(c: Card) -> tuple[int, int]:
    """(c)(1)(ii), P-12: the highest card places the button, the ace high; equal ranks by suit, spades first."""
    return card_value(c, True), SUIT_VALUE[c[-1]]


# ---------------------------------------------------------------------------------------------
# Five-card rankings, pa:637a.6, P-1


def suit_of(c: Card) -> str:
    return c[-1]


def straight_top(values: list[int], wheel: bool) -> int:
    """The top card of five consecutive ranks (the 5 of A-2-3-4-5 where the ace may play low), or 0."""
    v = sorted(set(values))
    if len(v) != HAND_SIZE:
        return 0
    if v[-1] - v[0] == HAND_SIZE - 1:
        return v[-1]
    if wheel and v == WHEEL:
        return 5
    return 0


def five_card_value(hand: Hand, ace_high: bool = True, wheel: bool = True, straights: bool = True,
                    flushes: bool = True) -> Key:
    """P-1: a five-card hand's place in the standard high ranking, the greater the better: the category, then the
    ranks that make it and the others, most of a rank first, higher first."""
    values = [card_value(c, ace_high) for c in hand]
    counts = Counter(values)
    ranks = sorted(counts, key=lambda v: (counts[v], v), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    top = straight_top(values, wheel) if straights else 0
    flush = flushes and len({suit_of(c) for c in hand}) == 1
    if top and flush:
        return (STRAIGHT_FLUSH, top)
    if shape[0] == 4:
        return (QUADS, *ranks)
    if shape[:2] == [3, 2]:
        return (FULL_HOUSE, *ranks)
    if flush:
        return (FLUSH, *ranks)
    if top:
        return (STRAIGHT, top)
    if shape[0] == 3:
        return (TRIPS, *ranks)
    if shape[:2] == [2, 2]:
        return (TWO_PAIR, *ranks)
    if shape[0] == 2:
        return (PAIR, *ranks)
    return (HIGH_CARD, *ranks)


def reverse(key: Key) -> Key:
    """637a.6(d): a low ranking is the high one upside down (the greater key still the better hand)."""
    return tuple(-x for x in key)


def high_hand(hand: Hand) -> Key:
    """P-1: the high ranking, the ace high and low only in A-2-3-4-5 (637a.19(k)(1))."""
    return five_card_value(hand)


def ace_to_five(hand: Hand) -> Key:
    """637a.6(d), pa:637a.20(k)(4): A-5 low, the ace only low, straights and flushes disregarded."""
    return reverse(five_card_value(hand, ace_high=False, wheel=False, straights=False, flushes=False))


def deuce_to_seven(hand: Hand) -> Key:
    """637a.6(d), pa:637a.20(k)(3): 2-7 low, the ace only high (A-2-3-4-5 is no straight), straights and flushes
    counting against the hand."""
    return reverse(five_card_value(hand, ace_high=True, wheel=False, straights=True, flushes=True))


def eight_or_better(hand: Hand) -> Optional[Key]:
    """637a.19(l)(1): a low qualifies with five different ranks, the ace to the 8; ranked as A-5."""
    values = {card_value(c, False) for c in hand}
    if len(values) < HAND_SIZE or max(values) > LOW_QUALIFIER:
        return None
    return ace_to_five(hand)


# ---------------------------------------------------------------------------------------------
# Five-card Omaha, pa:637a.19(k), (l)


def omaha_hands(hole: Hand, board: Hand) -> Iterator[Hand]:
    """637a.19(k), (l)(2): exactly two hole cards and three community cards."""
    for two in combinations(hole, HOLE_USED):
        for three in combinations(board, BOARD_USED):
            yield two + three


def high_order(hand: Hand) -> list[tuple[int, int]]:
    """637a.19(k)(2)(ii), (iv), P-8: the cards from the highest down, the ace high, a rank's cards by suit."""
    return sorted(((card_value(c, True), SUIT_VALUE[suit_of(c)]) for c in hand), reverse=True)


def low_order(hand: Hand, ace_high: bool, lowest_suit: bool) -> list[tuple[int, int]]:
    """637a.19(k)(2)(iii), P-9: the cards from the lowest up, the winning suit first (clubs where
    ``lowest_suit``, else spades); the least order wins the odd amount."""
    sign = 1 if lowest_suit else -1
    return sorted((card_value(c, ace_high), sign * SUIT_VALUE[suit_of(c)]) for c in hand)


def omaha_high_hand(hole: Hand, board: Hand) -> Hand:
    """The player's best high hand; of several making it, the one the odd-chip rule favours (P-8)."""
    return max(omaha_hands(hole, board), key=lambda h: (high_hand(h), high_order(h)))


def omaha_low_hand(hole: Hand, board: Hand, lowest_suit: bool) -> Optional[Hand]:
    """The player's best qualifying low, or None; of several making it, the one the odd-chip rule favours (P-9)."""
    lows = [(k, h) for h in omaha_hands(hole, board) if (k := eight_or_better(h)) is not None]
    if not lows:
        return None
    best = max(k for k, _ in lows)
    return min((h for k, h in lows if k == best), key=lambda h: low_order(h, False, lowest_suit))


# ---------------------------------------------------------------------------------------------
# Badugi, pa:637a.21(k), pa:637a.20(l), P-3 to P-7


def badugi_cards(cards: Sequence[Card]) -> bool:
    """P-6: each card of its own suit and its own rank."""
    return len({suit_of(c) for c in cards}) == len(cards) and len({c[:-1] for c in cards}) == len(cards)


def badugi(hand: Hand, ace_low: bool, lowest_suit: bool = True) -> tuple[Key, Hand]:
    """637a.21(k)(1)-(4): the hand's best Badugi: the most cards of different suits and ranks (four, then three,
    two, one), then the lowest from the highest card down (P-7); the ace low where ``ace_low`` (high for Badeucey,
    P-3). The key ``(level, -highest, ..., -lowest)`` and the cards shown: of sets making the same key, the one the
    odd-chip rule for lows favours (P-9), as Omaha shows its hands."""
    for n in range(BADUGI_MAX, 0, -1):
        found: Optional[tuple[Key, Hand]] = None
        for sub in combinations(hand, n):
            if not badugi_cards(sub):
                continue
            values = sorted((card_value(c, not ace_low) for c in sub), reverse=True)
            key = (n, *(-v for v in values))
            if found is None or key > found[0] or (
                    key == found[0] and low_order(sub, not ace_low, lowest_suit) < low_order(found[1], not ace_low,
                                                                                          lowest_suit)):
                found = (key, sub)
        if found is not None:
            return found
    raise ValueError("a hand of no cards")


# ---------------------------------------------------------------------------------------------
# Sharing a pot, pa:637a.19(k)(2), pa:637a.20(k)(2), (l), pa:637a.21(k)(5), P-10


def halves(pot: int) -> tuple[int, int]:
    """637a.19(k)(2)(i), 637a.20(l)(1)(ii), (2)(ii): equal halves in $1 units, the odd unit to the high (2-7, A-5)
    half."""
    units = pot // UNIT
    second = units // 2
    return (units - second) * UNIT, second * UNIT


def first_of(orders: list[list[tuple[int, int]]], highest: bool) -> int:
    """Which tied hand takes the odd amount: the greatest order (a high hand) or the least (a low hand)."""
    pick = max(orders) if highest else min(orders)
    return orders.index(pick)


def split_evenly(cfg: Config, total: int, tied: list[int], lead: Callable[[], int]) -> dict[int, int]:
    """``total`` shared by the ``tied`` players (clockwise from the button's left) in $1 units; the odd units one at
    a time from the player the suit rule names (``lead``: an index into ``tied``) on clockwise from the button, or
    from the first tied player left of the button (P-10)."""
    order = list(tied)
    if cfg.odd_chip == "by_suit" and len(tied) > 1:
        first = tied[lead()]
        order = [first] + [p for p in tied if p != first]
    each, odd = divmod(total // UNIT, len(order))
    return {p: (each + (1 if i < odd else 0)) * UNIT for i, p in enumerate(order)}


def best_of(keys: Mapping[int, Key], players: Sequence[int]) -> list[int]:
    top = max(keys[p] for p in players)
    return [p for p in players if keys[p] == top]


# ---------------------------------------------------------------------------------------------
# The table


class PokerVariantsTable(Table):
    """One 637a poker table: the seats, the button, the deck, the round's betting, draws and showdown."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.seated: set[int] = set()
        self.button: Optional[int] = None
        self.clear_round()

    def clear_round(self) -> None:
        """Between rounds: no deck (a shuffle comes next), no players."""
        self.phase = "open"
        self.deck: Optional[list[Card]] = None
        self.players: list[int] = []
        self.folded: set[int] = set()
        self.hands: dict[int, list[Card]] = {}
        self.board: list[Card] = []
        self.burns: list[Card] = []
        self.thrown: dict[int, list[Card]] = {}  # each player's discards not yet reshuffled
        self.mucked: list[Card] = []  # folded hands not yet reshuffled
        self.street = 0
        self.committed: dict[int, int] = {}  # each player's chips in the pot
        self.bets: dict[int, int] = {}  # each player's chips in this betting round
        self.bet = 0
        self.increment = 0  # the last bet or raise (pot and no limit)
        self.raises = 0  # bets and raises this betting round (fixed limit's cap)
        self.acted: set[int] = set()  # who has acted since the last bet or raise
        self.last = 0  # the seat that acted last: the turn goes clockwise from it
        self.drawn: set[int] = set()

    # --- the protocol ---------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        return answer(self, event, "a 637a poker event")

    def state(self) -> Message:
        return {
            "phase": self.phase,
            "seated": sorted(self.seated),
            "button": self.button,
            "shuffled": self.deck is not None,
            "stub": len(self.deck) if self.deck is not None and self.players else 0,
            "players": list(self.players),
            "folded": sorted(self.folded),
            "hands": [{"seat": p, "cards": sorted(h)} for p, h in sorted(self.hands.items())],
            "board": list(self.board),
            "street": self.street,
            "bet": amount(self.bet),
            "bets": [{"seat": p, "amount": amount(a)} for p, a in sorted(self.bets.items()) if a],
            "wagers": [{"seat": p, "bet": POT, "amount": amount(a)} for p, a in sorted(self.committed.items()) if a],
            "to_act": self.to_act(),
            "drawn": sorted(self.drawn),
        }

    # --- lookups -------------------------------------------------------------------------------

    def live(self) -> list[int]:
        """The players still in, clockwise from the button's left."""
        return [p for p in self.players if p not in self.folded]

    def pot(self) -> int:
        return sum(self.committed.values())

    def to_act(self) -> Optional[int]:
        """Whose turn it is: the next player clockwise who has not acted since the last bet, or the next to draw."""
        if self.phase == "betting":
            return next((p for p in clockwise(self.live(), self.last) if p not in self.acted), None)
        if self.phase == "drawing":
            return next((p for p in self.live() if p not in self.drawn), None)
        return None

    def betting_clause(self) -> str:
        """(g) in the first betting round (and between rounds), (h) later and during a draw."""
        return self.cfg.clause("(g)" if self.street <= 1 and self.phase != "drawing" else "(h)")

    def start_seat(self) -> Optional[int]:
        """(c)(1): the button, or before the first round at a right_of_dealer table the highest seated number."""
        if self.button is not None:
            return self.button
        if self.cfg.button_start == "right_of_dealer" and self.seated:
            return max(self.seated)
        return None

    def put_in(self, seat: int, chips: int) -> None:
        self.committed[seat] = self.committed.get(seat, 0) + chips

    # --- seats and the button, (b), (c) --------------------------------------------------------

    def on_join(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if not 1 <= seat <= self.cfg.players:  # (b)
            raise Refused(self.cfg.clause("(b)"), f"seats 1 to {self.cfg.players}, not {seat}")
        if seat in self.seated:
            raise Refused(self.cfg.clause("(b)"), f"seat {seat} is taken")
        self.seated.add(seat)
        return []

    def on_leave(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if seat not in self.seated:
            raise Refused(self.cfg.clause("(b)"), f"nobody sits at seat {seat}")
        if seat in self.live():  # (g)
            raise Refused(self.cfg.clause("(g)"), f"seat {seat} is still in the round")
        self.seated.discard(seat)
        return []

    def on_draw_for_button(self, m: Message) -> list[Message]:
        rows = m.get("cards")
        if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
            raise ProtocolError("cards", "a list of {seat, card}")
        drawn = [(integer(r, "seat"), read_card(r.get("card"), "cards")) for r in rows]
        clause = self.cfg.clause("(c)(1)(ii)")
        if self.phase != "open":
            raise Refused(clause, "not during a round")
        if self.cfg.button_start != "random_card":  # (c)(1)(i)
            raise Refused(self.cfg.clause("(c)(1)(i)"), "the button starts at the first player to the dealer's right")
        if self.button is not None:  # (c)(2)
            raise Refused(self.cfg.clause("(c)(2)"), "the button is placed: it moves clockwise after every round")
        seats = [p for p, _ in drawn]
        if sorted(seats) != sorted(self.seated) or len(self.seated) < BUTTON_DRAW_MIN:
            raise Refused(clause, "one card to each seated player, two or more")
        cards = [c for _, c in drawn]
        if len(set(cards)) != len(cards):
            raise Refused(clause, "cards of one deck, none twice")
        self.button = max(drawn, key=lambda pc: button_card(pc[1]))[0]
        return []

    # --- the shuffle and the deal, (b)-(f) -----------------------------------------------------

    def on_shuffle(self, m: Message) -> list[Message]:
        cards = read_cards(m, "cards")
        if self.phase != "open":
            raise Refused(self.cfg.clause("(f)"), "the cards are shuffled between rounds")
        if len(cards) != len(DECK) or set(cards) != DECK:
            raise Refused(self.cfg.clause("(f)"), "the deck is 52 cards, each once")
        self.deck = list(cards)
        return []

    def on_deal(self, m: Message) -> list[Message]:
        straddle = boolean(m, "straddle", False)
        if self.phase != "open":
            raise Refused(self.cfg.clause("(f)"), "a round is in progress")
        button = self.start_seat()
        if button is None:  # (c)(1)(ii)
            raise Refused(self.cfg.clause("(c)(1)(ii)"), "a card is dealt to each player to place the button first")
        if straddle and not self.cfg.straddle:  # (e)
            raise Refused(self.cfg.clause("(e)"), "this table offers no Straddle Bet")
        order = deal_order(self.seated, button)
        blinds = len(self.cfg.blinds)
        if len(order) < max(MIN_PLAYERS, blinds):  # (d)
            raise Refused(self.cfg.clause("(d)"), f"{len(order)} players cannot post {blinds} bets and play")
        if straddle and len(order) == blinds:  # (e), P-11: nobody sits left of the last blind to straddle
            raise Refused(self.cfg.clause("(e)"), "every player posts a blind: nobody is left to straddle")
        if self.deck is None:  # (f)
            raise Refused(self.cfg.clause("(f)"), "the cards are shuffled before the deal")
        self.button = button
        self.players = order
        self.committed = {p: self.cfg.ante for p in order}  # (b)
        posts = self.blind_posts(order, straddle)
        for p, chips in posts:  # (d), (e)
            self.bets[p] = chips
            self.put_in(p, chips)
        self.committed = {p: a for p, a in self.committed.items() if a}
        n = len(order)
        deck = self.deck
        self.hands = {p: [hole_card(deck, k, i, n) for k in range(self.cfg.hole_cards)] for i, p in enumerate(order)}
        self.deck = deck[self.cfg.hole_cards * n:]
        self.phase = "betting"
        self.street = 1
        self.bet = max(chips for _, chips in posts)
        self.increment = self.bet
        self.raises = 0  # the blinds and the straddle are no bets or raises toward the cap
        self.acted = set()
        self.last = posts[-1][0]  # (g): the first round opens left of the last blind or the straddler
        return []

    def blind_posts(self, order: list[int], straddle: bool) -> list[tuple[int, int]]:
        """(d), (e), P-11: the Blind Bets from the button's left in order, then the Straddle Bet by the next
        player."""
        posts = list(zip(order, self.cfg.blinds))
        if straddle:
            posts.append((order[len(self.cfg.blinds)], self.cfg.straddle))
        return posts

    # --- betting, (g), (h) ---------------------------------------------------------------------

    def need_turn(self, seat: int) -> None:
        clause = self.betting_clause()
        if self.phase != "betting":
            raise Refused(clause, f"not a betting round: the table is {self.phase}")
        if seat not in self.live():
            raise Refused(clause, f"seat {seat} is not in the round")
        if self.to_act() != seat:
            raise Refused(clause, f"seat {self.to_act()} acts first")

    def on_fold(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        self.need_turn(seat)
        self.folded.add(seat)
        self.mucked += self.hands.pop(seat)
        return self.acted_by(seat)

    def on_check(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        self.need_turn(seat)
        if self.bets.get(seat, 0) < self.bet:
            raise Refused(self.betting_clause(), f"there is a bet of {self.bet} to call")
        return self.acted_by(seat)

    def on_call(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        self.need_turn(seat)
        owed = self.bet - self.bets.get(seat, 0)
        if owed <= 0:
            raise Refused(self.betting_clause(), "there is no bet to call")
        self.bets[seat] = self.bet
        self.put_in(seat, owed)
        return self.acted_by(seat)

    def bet_size(self) -> int:
        """Fixed limit: the small bet in the first two rounds, the big bet in the last two."""
        return self.cfg.small_bet if self.street <= SMALL_BET_ROUNDS else self.cfg.big_bet

    def limits(self, seat: int) -> tuple[int, Optional[int]]:
        """The least and the most a bet or raise by ``seat`` may bring its chips in this round to."""
        if self.cfg.betting == "fixed_limit":
            return self.bet + self.bet_size(), self.bet + self.bet_size()
        least = self.bet + max(self.increment, max(self.cfg.blinds))  # the last bet or raise, the largest blind
        if self.cfg.betting == "no_limit":
            return least, None
        call = self.bet - self.bets.get(seat, 0)
        return least, self.bet + self.pot() + call  # pot limit: the pot after the call

    def capped(self) -> bool:
        """Fixed limit: ``raise_cap`` bets and raises a round (0: no cap)."""
        return self.cfg.betting == "fixed_limit" and self.cfg.raise_cap > 0 and self.raises >= self.cfg.raise_cap

    def on_bet(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        to = _whole_amount(m, "to")
        self.need_turn(seat)
        clause = self.betting_clause()
        least, most = self.limits(seat)
        if self.capped():
            raise Refused(clause, f"{self.raises} bets and raises: the cap is reached")
        if to % UNIT:
            raise Refused(clause, f"bets are whole dollars, not {to}")
        if to < least or (most is not None and to > most):
            raise Refused(clause, f"a bet here goes to {least}" + ("" if most == least else f" up to {most}"))
        self.put_in(seat, to - self.bets.get(seat, 0))
        self.bets[seat] = to
        self.increment = to - self.bet
        self.bet = to
        self.raises += 1
        self.acted = set()  # a bet or raise reopens the round
        return self.acted_by(seat)

    def acted_by(self, seat: int) -> list[Message]:
        """After an action: one player left takes the pot (P-13); a closed round goes on to the next street."""
        self.acted.add(seat)
        self.last = seat
        live = self.live()
        if len(live) == 1:
            return self.fold_win(live[0])
        if self.to_act() is not None:
            return []
        if self.street == ROUNDS:
            return self.showdown()
        self.next_street()
        return []

    def next_street(self) -> None:
        """(h)-(j): burn a card, then Omaha turns its community cards and the draw games draw."""
        assert self.deck is not None
        self.bets = {}
        self.bet = 0
        self.increment = 0
        self.raises = 0
        self.acted = set()
        self.burns += self.deck[:BURN]
        self.deck = self.deck[BURN:]
        if self.cfg.omaha:
            k = BOARD_TURNS[self.street]
            self.board += self.deck[:k]
            self.deck = self.deck[k:]
            self.open_round()
        else:
            self.phase = "drawing"
            self.drawn = set()

    def open_round(self) -> None:
        """(h): the next betting round opens with the first player still in left of the button."""
        self.phase = "betting"
        self.street += 1
        self.last = self.button or 0

    # --- the draws, pa:637a.20(h)-(j), pa:637a.21(h)-(j) ---------------------------------------

    def reshuffle_pool(self, seat: int) -> list[Card]:
        """P-24: the cards a short stub is refilled with: the other players' discards, the burns and folded hands
        where the profile says (P-15, P-22)."""
        pool = [c for p, cards in self.thrown.items() if p != seat for c in cards]
        if self.cfg.reshuffle_burns:
            pool += self.burns
        if self.cfg.reshuffle_folded:
            pool += self.mucked
        return pool

    def on_draw(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        discards = read_cards(m, "discards", optional=True)
        reshuffled = read_cards(m, "reshuffled", optional=True)
        clause = self.cfg.clause("(h)")
        if self.phase != "drawing":
            raise Refused(clause, f"no draw now: the table is {self.phase}")
        if seat not in self.live():
            raise Refused(clause, f"seat {seat} is not in the round")
        if self.to_act() != seat:
            raise Refused(clause, f"seat {self.to_act()} draws first")
        hand = self.hands[seat]
        if len(set(discards)) != len(discards) or not set(discards) <= set(hand):
            raise Refused(clause, "a player throws cards of his own hand, each once")
        assert self.deck is not None
        n = len(discards)
        if n <= len(self.deck):
            if reshuffled:
                raise Refused(clause, f"the stub holds {len(self.deck)} cards: no reshuffle")
        else:
            pool = self.reshuffle_pool(seat)
            if Counter(reshuffled) != Counter(pool):
                raise Refused(clause, "the reshuffle is the discards but the drawer's own")
            if n > len(self.deck) + len(pool):
                raise Refused(clause, "the stub and the reshuffled discards cannot serve the draw")
            self.deck += list(reshuffled)  # under the stub: the stub's cards first
            self.thrown = {p: cs for p, cs in self.thrown.items() if p == seat}
            if self.cfg.reshuffle_burns:
                self.burns = []
            if self.cfg.reshuffle_folded:
                self.mucked = []
        self.hands[seat] = [c for c in hand if c not in discards] + self.deck[:n]
        self.deck = self.deck[n:]
        self.thrown[seat] = self.thrown.get(seat, []) + list(discards)
        self.drawn.add(seat)
        if self.to_act() is None:
            self.drawn = set()
            self.open_round()
        return []

    # --- the end of a round, (k), (l), (c)(2) --------------------------------------------------

    def fold_win(self, winner: int) -> list[Message]:
        """P-13: every other player folded: the last one takes the pot at once."""
        return self.award({winner: self.pot()}, {winner: [self.cfg.clause("(k)")]}, [self.betting_clause()])

    def award(self, shares: Mapping[int, int], cited: Mapping[int, list[str]], lost: list[str]) -> list[Message]:
        """Each player dealt in settles his shares against his chips in the pot; the button moves ((c)(2))."""
        outs: list[Message] = []
        for p in self.players:
            put, got = self.committed.get(p, 0), shares.get(p, 0)
            if got > put:
                outs.append(settlement(p, "win", got - put, cited[p]))
            elif got < put:
                outs.append(settlement(p, "lose", put - got, cited[p] if got else lost))
            elif put:
                outs.append(settlement(p, "void", put, cited[p]))
        self.end_round(moved=True)
        return outs

    def end_round(self, moved: bool) -> None:
        if moved and self.button is not None and self.seated:
            self.button = next_button(self.seated, self.button)
        self.clear_round()

    def showdown(self) -> list[Message]:
        """(k), (l): the pot shared among the players still in by the variant's showdown."""
        shares: dict[int, int] = {}
        cited: dict[int, list[str]] = {}

        def give(part: Mapping[int, int], clauses: list[str]) -> None:
            for p, a in part.items():
                shares[p] = shares.get(p, 0) + a
                cited[p] = cited.get(p, []) + clauses

        if self.cfg.omaha:
            self.omaha_showdown(give)
        elif self.cfg.variant == "badugi":
            self.badugi_showdown(give)
        else:
            self.triple_draw_showdown(give)
        return self.award(shares, cited, [self.cfg.clause("(k)")])

    def omaha_showdown(self, give: Callable[[Mapping[int, int], list[str]], None]) -> None:
        """637a.19(k), (l): the best high hand of two hole and three community cards; in High-low the best qualifying
        low takes half, the odd unit with the high half."""
        live, board = self.live(), tuple(self.board)
        lowest = self.cfg.low_odd_chip_lowest_suit
        highs = {p: omaha_high_hand(tuple(self.hands[p]), board) for p in live}
        hw = best_of({p: high_hand(h) for p, h in highs.items()}, live)
        lows = {p: h for p in live if (h := omaha_low_hand(tuple(self.hands[p]), board, lowest)) is not None}
        split = self.cfg.variant == "omaha_hi_lo" and bool(lows)
        high_part, low_part = halves(self.pot()) if split else (self.pot(), 0)
        if self.cfg.variant == "omaha_high":
            clauses = ["pa:637a.19(k)(1)"]
        elif split:
            clauses = ["pa:637a.19(k)(2)(i)"]
        else:
            clauses = ["pa:637a.19(k)(2)(i)", "pa:637a.19(l)(1)"]  # no low qualifies: the high hand takes all
        if len(hw) > 1:
            clauses += ["pa:637a.19(k)(2)(ii)", "pa:637a.19(k)(2)(iv)"]
        give(split_evenly(self.cfg, high_part, hw, lambda: first_of([high_order(highs[p]) for p in hw], True)),
             clauses)
        if not split:
            return
        lw = best_of({p: ace_to_five(h) for p, h in lows.items()}, [p for p in live if p in lows])
        clauses = ["pa:637a.19(k)(2)(i)", "pa:637a.19(l)(1)", "pa:637a.19(l)(2)"]
        if len(lw) > 1:
            clauses += ["pa:637a.19(k)(2)(iii)", "pa:637a.19(k)(2)(iv)"]
        give(split_evenly(self.cfg, low_part, lw,
                          lambda: first_of([low_order(lows[p], False, lowest) for p in lw], False)), clauses)

    def badugi_showdown(self, give: Callable[[Mapping[int, int], list[str]], None]) -> None:
        """637a.21(k): the highest level, the lowest hand within it, the ace low."""
        live = self.live()
        made = {p: badugi(tuple(self.hands[p]), True, self.cfg.low_odd_chip_lowest_suit) for p in live}
        bw = best_of({p: k for p, (k, _) in made.items()}, live)
        level = made[bw[0]][0][0]
        clauses = ["pa:637a.21(k)", f"pa:637a.21(k)({BADUGI_MAX + 1 - level})"]
        if len(bw) > 1:
            clauses.append("pa:637a.21(k)(5)")
        lowest = self.cfg.low_odd_chip_lowest_suit
        give(split_evenly(self.cfg, self.pot(), bw,
                          lambda: first_of([low_order(made[p][1], False, lowest) for p in bw], False)), clauses)

    def triple_draw_showdown(self, give: Callable[[Mapping[int, int], list[str]], None]) -> None:
        """637a.20(k): the best 2-7 or A-5 low; Badeucey and Badacey (l) give half to the best Badugi of the five
        cards, the ace high in Badeucey (P-3), the odd unit with the lowball half."""
        live = self.live()
        deuce = self.cfg.variant == "triple_draw_2_7"
        lowest = self.cfg.low_odd_chip_lowest_suit
        low = deuce_to_seven if deuce else ace_to_five
        lw = best_of({p: low(tuple(self.hands[p])) for p in live}, live)
        rules = ["pa:637a.20(k)", "pa:637a.20(k)(1)", "pa:637a.20(k)(3)" if deuce else "pa:637a.20(k)(4)"]
        tie = ["pa:637a.20(k)(2)"]

        def lead() -> int:
            return first_of([low_order(tuple(self.hands[p]), deuce, lowest) for p in lw], False)

        if self.cfg.split == "none":
            give(split_evenly(self.cfg, self.pot(), lw, lead), rules + (tie if len(lw) > 1 else []))
            return
        part = "(l)(1)" if deuce else "(l)(2)"
        lowball, other = halves(self.pot())
        give(split_evenly(self.cfg, lowball, lw, lead),
             rules + [f"pa:637a.20{part}(i)", f"pa:637a.20{part}(ii)"] + (tie if len(lw) > 1 else []))
        made = {p: badugi(tuple(self.hands[p]), not deuce, lowest) for p in live}
        bw = best_of({p: k for p, (k, _) in made.items()}, live)
        give(split_evenly(self.cfg, other, bw,
                          lambda: first_of([low_order(made[p][1], deuce, lowest) for p in bw], False)),
             ["pa:637a.20(l)", f"pa:637a.20{part}(i)"] + (tie if len(bw) > 1 else []))

    # --- irregularities, P-17 --------------------------------------------------------------------

    def on_misdeal(self, m: Message) -> list[Message]:
        """P-17: the round is void, every chip returned, the button stays, the deck is gone."""
        clause = self.cfg.clause()
        if self.phase not in ("betting", "drawing"):
            raise Refused(clause, "no round to void")
        outs = [returned(p, self.committed[p], [clause]) for p in self.players if self.committed.get(p)]
        self.end_round(moved=False)
        return outs


class PokerVariantsEngine(Engine):
    """The example vendor engine for the 637a poker variants, reporting clauses and observable state."""

    name = "croupier-example-poker-variants"
    version = "1"
    games = ("poker_variants",)
    reports = ("clauses", "state")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return PokerVariantsTable(parse_profile(game, profile))
