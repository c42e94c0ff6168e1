"""An independent Spanish 21 engine: 58 Pa. Code chapter 551 (2010, temporary) and the same chapter with the 2013
proposed double-down rule 635a.10(a) in place of 551.11(a).

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text as the project's
spec holds it (``spec/blackjack/pa-551@2010t.toml``, ``pa-551@2013p.toml``),
the digest of it (``spanish-21.md``), the options and readings of
``spec/blackjack/tables.toml`` (S21-Ann) and the protocol
(``conformance/INTERPRETING.md``, "Spanish 21 events"), and it shares no code
with :mod:`croupier.reference`. It is deliberately plain: one constant per
figure of the text, one small function per rule, mutable state and exact
numbers (integers and :class:`fractions.Fraction`, never floats), so that a
catalogue of mutants (realistic vendor bugs, ``spanish21_mutants.py``) can each
change one obvious place.

Amounts are in the table's smallest unit (cents in the bundled profiles).
Clause references are written in 551's numbers (``pa:551.6(g)(5)``); under the
2013 edition the one renumbered paragraph, 551.11(a), is cited as
``pa:635a.10(a)`` (:meth:`Spanish21Table.cite`).

A card is its rank then its suit (``"AS"``, ``"9H"``, ``"QD"``); the decks hold
no 10s (551.3(a)), so a ``"10S"`` is only ever found (``ten_found``). Boxes are
numbered 1 to 7 from the dealer's left, the order of the deal (551.8(d)); the
dealer is place 0.

Supported profile options (every option of ``spec/blackjack/tables.toml``):
``game`` = ``spanish21``; ``ruleset`` (``pa-551@2010t``, ``pa-551@2013p``);
``decks`` (6, 8); ``boxes`` (1-7); ``table_min``, ``table_max``;
``mtd_offered``; ``mtd_max`` (none or an amount); ``mtd_odds_different_suit``
and ``mtd_odds_same_suit`` (minimum or N, at least the 551.7(e) floor);
``max_boxes_per_player`` (1-7); ``no_midshoe_entry``; ``shuffling`` (manual,
batch_shuffler, continuous_shuffler); ``chip_unit``;
``reader_reveals_to_players``; ``dealer_bj_resolution`` (end_round,
play_through); ``bj_odds_scope`` (all_blackjack_wins, literal_b3_only);
``split_21_is_blackjack``; ``mtd_match_by`` (rank, value);
``super_bonus_share_scope`` (other_players, other_boxes);
``super_bonus_share_needs_award``; ``allow_surrender_on_blackjack``;
``settlement_order`` (right_to_left, left_to_right). Anything else is
:class:`Unsupported`. The engine reports clauses, observable state and notices.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Mapping, Optional, Union

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer, boolean, integer, notice, whole_amount
from croupier.conformance.protocol import ProtocolError, amount

__all__ = ["Config", "Spanish21Engine", "Spanish21Table", "parse_profile"]

Message = dict[str, Any]
Money = Union[int, Fraction]
Place = tuple[int, int]  # (box, hand index 0-2); (0, 0) is the dealer

# ---------------------------------------------------------------------------------------------
# The table and the cards, pa:551.2, pa:551.3, pa:551.5

MOST_BOXES = 7  # pa:551.2(b)(2): seven player positions at most
DEALER: Place = (0, 0)
RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K")  # pa:551.3(a): no 10s
TEN = "10"  # pa:551.3(a): taken out of every deck; only ever found (pa:551.16(b))
SUITS = "SHDC"
DECK_CARDS = 48  # pa:551.3(a): 52 less the four 10s
DECKS_ALLOWED = (6, 8)  # pa:551.3(a)
COURT = ("J", "Q", "K")  # pa:551.3(b)(2): count 10
COURT_POINTS = 10
ACE_LOW, ACE_HIGH = 1, 11  # pa:551.3(b)(3)
CUT_MARGIN = 10  # pa:551.5(d): the cut at least 10 cards from either end
CUT_CARD_SHARE = 4  # pa:551.5(e): at least a quarter of the stack behind the cutting card

# ---------------------------------------------------------------------------------------------
# Play, pa:551.8, pa:551.13

TWENTY_ONE = 21  # pa:551.1#blackjack, pa:551.13(a)(1)
DEALER_STANDS_ON = 17  # pa:551.13(b): draws to 16, stands on every 17, soft 17 too
PEEK_RANKS = ("A", "J", "Q", "K")  # pa:551.8(e): the up cards on which the dealer checks for Blackjack
INSURANCE_RANK = "A"  # pa:551.10(a)
MOST_HANDS = 3  # pa:551.12(c): one resplit, three hands at most
MULTI_CARD_21 = 3  # pa:551.6(b)(4): a 21 of three or more cards

# ---------------------------------------------------------------------------------------------
# Payouts, pa:551.6(f)-(h), pa:551.7(e), pa:551.9, pa:551.10

BLACKJACK_PAYS = Fraction(3, 2)  # pa:551.6(f)
EVEN_MONEY = 1  # pa:551.6(f): every other win
INSURANCE_PAYS = 2  # pa:551.10(c): 2 to 1
SURRENDER_LOSES = Fraction(1, 2)  # pa:551.9(a): half the wager
MIXED_678_PAYS = Fraction(3, 2)  # pa:551.6(g)(1)
SUITED_678_PAYS = 2  # pa:551.6(g)(2)
SPADES_678_PAYS = 3  # pa:551.6(g)(2)
MIXED_777_PAYS = Fraction(3, 2)  # pa:551.6(g)(3)
SUITED_777_PAYS = 2  # pa:551.6(g)(4)
SPADES_777_PAYS = 3  # pa:551.6(g)(4)
FIVE_CARD_21_PAYS = Fraction(3, 2)  # pa:551.6(g)(5)
SIX_CARD_21_PAYS = 2  # pa:551.6(g)(6)
SEVEN_CARD_21_PAYS = 3  # pa:551.6(g)(7): seven cards or more
SUPER_BONUS_RANK = "7"  # pa:551.6(h): against a dealer 7 up
SUPER_BONUS_MIN_WAGER = 500  # pa:551.6(h): $5
SUPER_BONUS_HIGH_FROM = 2500  # pa:551.6(h): $25 or more
SUPER_BONUS_LOW = 100_000  # pa:551.6(h): $1,000
SUPER_BONUS_HIGH = 500_000  # pa:551.6(h): $5,000
SUPER_BONUS_SHARE = 5000  # pa:551.6(h): $50 to each other player
MTD_MIN = 100  # pa:551.7(b): at least $1
#: pa:551.7(e)(1), (2): the least odds, N to 1, of a match in another suit and in the same suit, by decks
MTD_FLOOR: dict[int, tuple[int, int]] = {6: (4, 9), 8: (3, 12)}
MTD_FLOOR_CLAUSE: dict[int, str] = {6: "pa:551.7(e)(1)", 8: "pa:551.7(e)(2)"}

# ---------------------------------------------------------------------------------------------
# Editions

PA_2010, PA_2013 = "pa-551@2010t", "pa-551@2013p"
RULESETS = (PA_2010, PA_2013)
#: pa:635a.10(a) (2013): a double on two or more cards; pa:551.11(a) (2010): on a hand's first two only
DOUBLE_ON_ANY_COUNT: dict[str, bool] = {PA_2010: False, PA_2013: True}
#: under pa-551@2013p: 551's number -> the 2013 proposal's (pa-551@2013p.toml, [[renumber]])
EDITION_2013: dict[str, str] = {"pa:551.11(a)": "pa:635a.10(a)"}
EDITIONS: dict[str, dict[str, str]] = {PA_2010: {}, PA_2013: EDITION_2013}

# the table's phases (INTERPRETING.md, Spanish 21 state)
SHUFFLE, BETTING, DEALING, INSURANCE, PEEK, PLAYING, DEALER_TURN = (
    "shuffle", "betting", "dealing", "insurance", "peek", "playing", "dealer")
LIVE = (DEALING, INSURANCE, PEEK, PLAYING, DEALER_TURN)
# a hand's statuses
OPEN, RESCUE, STOOD, BUST, SURRENDERED, RESCUED, DEAD = (
    "open", "rescue", "stood", "bust", "surrendered", "rescued", "dead")

SPANISH21, MATCH = "spanish21", "match_the_dealer"
BETS = (SPANISH21, MATCH)


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    ruleset: str = PA_2010
    decks: int = 6  # pa:551.3(a)
    boxes: int = MOST_BOXES  # pa:551.2(b)(2)(i)
    table_min: int = 500  # pa:551.6(a)
    table_max: int = 500_000  # pa:551.6(a)
    mtd_offered: bool = True  # pa:551.2(b)(2)(ii)
    mtd_max: Optional[int] = None  # pa:551.7(b)(2)
    mtd_odds_different_suit: Optional[int] = None  # pa:551.7(e); None: the floor
    mtd_odds_same_suit: Optional[int] = None  # pa:551.7(e)
    max_boxes_per_player: int = MOST_BOXES  # pa:551.14
    no_midshoe_entry: bool = False  # pa:551.6(k)
    shuffling: str = "manual"  # pa:551.5(a), pa:551.15
    chip_unit: int = 100  # pa:551.10(b)
    reader_reveals_to_players: bool = False  # pa:551.16(l)
    dealer_bj_resolution: str = "end_round"  # pa:551.8(e), S21-A01
    bj_odds_scope: str = "all_blackjack_wins"  # pa:551.6(f), S21-A22
    split_21_is_blackjack: bool = False  # pa:551.1#blackjack, S21-A03
    mtd_match_by: str = "rank"  # pa:551.7(a), S21-A04
    super_bonus_share_scope: str = "other_players"  # pa:551.6(h), S21-A06
    super_bonus_share_needs_award: bool = True  # pa:551.6(h), S21-A06
    allow_surrender_on_blackjack: bool = True  # pa:551.9(a), S21-A08
    settlement_order: str = "right_to_left"  # pa:551.8(i), S21-A14

    @property
    def continuous(self) -> bool:
        return self.shuffling == "continuous_shuffler"

    @property
    def mtd_odds(self) -> tuple[int, int]:
        """pa:551.7(e): what a match pays, N to 1: (another suit, the same suit)."""
        low_diff, low_same = MTD_FLOOR[self.decks]
        return (self.mtd_odds_different_suit or low_diff, self.mtd_odds_same_suit or low_same)


CHOICES: dict[str, tuple[str, ...]] = {
    "shuffling": ("manual", "batch_shuffler", "continuous_shuffler"),
    "dealer_bj_resolution": ("end_round", "play_through"),
    "bj_odds_scope": ("all_blackjack_wins", "literal_b3_only"),
    "mtd_match_by": ("rank", "value"),
    "super_bonus_share_scope": ("other_players", "other_boxes"),
    "settlement_order": ("right_to_left", "left_to_right"),
}
FLAGS: tuple[str, ...] = ("mtd_offered", "no_midshoe_entry", "reader_reveals_to_players", "split_21_is_blackjack",
                          "super_bonus_share_needs_award", "allow_surrender_on_blackjack")
AMOUNTS: tuple[str, ...] = ("table_min", "table_max", "chip_unit")
COUNTS: tuple[str, ...] = ("boxes", "max_boxes_per_player")


def _bad(name: str, reason: str) -> Unsupported:
    return Unsupported(f"profile/{name}", reason)


def _whole(name: str, value: Any) -> int:
    """A whole number, written as a number or a string of digits."""
    if isinstance(value, bool):
        raise _bad(name, f"a whole number, not {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.isdigit():
        return int(value)
    raise _bad(name, f"a whole number, not {value!r}")


def _flag(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if value in ("true", "false"):
        return value == "true"
    raise _bad(name, f"true or false, not {value!r}")


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks."""
    if game != "spanish21":
        raise _bad("game", f"this engine deals Spanish 21 only, not {game!r}")
    p = dict(profile)
    if p.get("game", game) != game:
        raise _bad("game", f"the profile is for {p['game']!r}, the table for {game!r}")
    cfg = Config()
    ruleset = p.get("ruleset", cfg.ruleset)
    if ruleset not in RULESETS:
        raise _bad("ruleset", f"only {', '.join(RULESETS)} are implemented")
    cfg.ruleset = ruleset
    for name, value in p.items():
        if name in ("game", "ruleset"):
            continue
        if name in CHOICES:
            if not isinstance(value, str) or value not in CHOICES[name]:
                raise _bad(name, f"one of {', '.join(CHOICES[name])}, not {value!r}")
            setattr(cfg, name, value)
        elif name in FLAGS:
            setattr(cfg, name, _flag(name, value))
        elif name in AMOUNTS:
            n = _whole(name, value)
            if n <= 0:
                raise _bad(name, "a positive number of cents")
            setattr(cfg, name, n)
        elif name in COUNTS:
            n = _whole(name, value)
            if not 1 <= n <= MOST_BOXES:  # pa:551.2(b)(2)
                raise _bad(name, f"1 to {MOST_BOXES}")
            setattr(cfg, name, n)
        elif name == "decks":
            cfg.decks = _whole(name, value)
            if cfg.decks not in DECKS_ALLOWED:  # pa:551.3(a)
                raise _bad(name, "six or eight decks")
        elif name == "mtd_max":
            cfg.mtd_max = None if value == "none" else _whole(name, value)
        elif name in ("mtd_odds_different_suit", "mtd_odds_same_suit"):
            setattr(cfg, name, None if value == "minimum" else _whole(name, value))
        else:
            raise _bad(name, "not an option of this engine")
    low_diff, low_same = MTD_FLOOR[cfg.decks]
    if cfg.mtd_odds_different_suit is not None and cfg.mtd_odds_different_suit < low_diff:  # pa:551.7(e)
        raise _bad("mtd_odds_different_suit", f"at least {low_diff} to 1 with {cfg.decks} decks")
    if cfg.mtd_odds_same_suit is not None and cfg.mtd_odds_same_suit < low_same:  # pa:551.7(e)
        raise _bad("mtd_odds_same_suit", f"at least {low_same} to 1 with {cfg.decks} decks")
    if cfg.table_min > cfg.table_max:
        raise _bad("table_min", "the minimum is above the maximum")
    if cfg.mtd_max is not None and cfg.mtd_max < MTD_MIN:  # pa:551.7(b)
        raise _bad("mtd_max", f"Match-The-Dealer takes at least {MTD_MIN} cents")
    return cfg


# ---------------------------------------------------------------------------------------------
# Messages


def _card(m: Message, key: str = "card") -> str:
    """A card as the protocol writes it; a 10 is a card (found, never dealt), anything else is malformed."""
    v = m.get(key)
    if not isinstance(v, str) or len(v) < 2 or v[-1] not in SUITS or (v[:-1] not in RANKS and v[:-1] != TEN):
        raise ProtocolError(key, f"a card such as 'AS', '9H' or 'QD', not {v!r}")
    return v


def settlement(seat: int, bet: str, result: str, value: Money, clauses: list[str]) -> Message:
    return {"type": "settlement", "seat": seat, "bet": bet, "result": result, "amount": amount(value),
            "commission": "0", "clauses": clauses}


def returned(seat: int, bet: str, value: Money, clauses: list[str]) -> Message:
    return {"type": "returned", "seat": seat, "bet": bet, "amount": amount(value), "clauses": clauses}


def hand_bet(i: int) -> str:
    """A hand's wager, hands numbered 1-3 left to right."""
    return f"{SPANISH21}/{i + 1}"


def double_bet(i: int) -> str:
    return f"double/{i + 1}"


# ---------------------------------------------------------------------------------------------
# Cards and totals, pa:551.1, pa:551.3(b)


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def points(card: str) -> int:
    """pa:551.3(b): 2-9 their pips, a court card 10, an ace 1 (counted 11 by :func:`total` where it fits)."""
    r = rank(card)
    if r == "A":
        return ACE_LOW
    if r in COURT:
        return COURT_POINTS
    return int(r)


def total(cards: list[str]) -> int:
    """pa:551.3(b)(3), pa:551.1 hard and soft totals: one ace counts 11 where that keeps the hand at 21 or under."""
    hard = sum(points(c) for c in cards)
    if any(rank(c) == "A" for c in cards) and hard + ACE_HIGH - ACE_LOW <= TWENTY_ONE:
        return hard + ACE_HIGH - ACE_LOW
    return hard


def busted(cards: list[str]) -> bool:
    """S21-A02: over 21, the hand loses."""
    return total(cards) > TWENTY_ONE


def two_card_21(cards: list[str]) -> bool:
    """pa:551.1#blackjack: an ace and a king, queen or jack as a hand's two cards."""
    return len(cards) == 2 and {rank(cards[0]) == "A", rank(cards[1]) == "A"} == {True, False} and total(cards) == 21


def may_draw(cards: list[str]) -> bool:
    """pa:551.13(a), (a)(1): a player draws while under 21, never to a Blackjack or a 21."""
    return total(cards) < TWENTY_ONE


def dealer_must_draw(cards: list[str]) -> bool:
    """pa:551.13(b): the dealer draws to 16 and stands on every 17, a soft 17 too."""
    return total(cards) < DEALER_STANDS_ON


def same_value(a: str, b: str) -> bool:
    """pa:551.12(a): a pair is two cards of the same value (a jack and a king split)."""
    return points(a) == points(b)


def insurance_limit(wager: int, chip: int) -> int:
    """pa:551.10(b): half the wager, or the next amount the chips allow when they cannot make half."""
    half = Fraction(wager, 2)
    if half.denominator == 1 and half % chip == 0:
        return int(half)
    return math.ceil(half / chip) * chip


def matches(card: str, up: str, by_value: bool) -> bool:
    """S21-A04: a card matches the up card by rank, or by point value."""
    if by_value:
        return points(card) == points(up)
    return rank(card) == rank(up)


def match_odds(cards: list[str], up: str, diff: int, same: int, by_value: bool) -> int:
    """pa:551.7(a), (e): each of the two cards matching the up card pays its odds, the suit deciding which; S21-A05:
    the two add up and the stake comes back once."""
    won = 0
    for c in cards:
        if matches(c, up, by_value):
            won += same if suit(c) == suit(up) else diff
    return won


def all_one_suit(cards: list[str]) -> bool:
    """S21-A07: 'mixed suits' is not all of one suit."""
    return len({suit(c) for c in cards}) == 1


def bonus_row(cards: list[str]) -> Optional[tuple[str, Money]]:
    """pa:551.6(g): the row a winning hand earns, its clause and odds, or None."""
    if total(cards) != TWENTY_ONE:
        return None
    n = len(cards)
    if n == 3:
        kind = sorted(rank(c) for c in cards)
        if kind == ["6", "7", "8"]:
            if not all_one_suit(cards):
                return "pa:551.6(g)(1)", MIXED_678_PAYS
            return "pa:551.6(g)(2)", SPADES_678_PAYS if suit(cards[0]) == "S" else SUITED_678_PAYS
        if kind == ["7", "7", "7"]:
            if not all_one_suit(cards):
                return "pa:551.6(g)(3)", MIXED_777_PAYS
            return "pa:551.6(g)(4)", SPADES_777_PAYS if suit(cards[0]) == "S" else SUITED_777_PAYS
        return None
    if n == 5:
        return "pa:551.6(g)(5)", FIVE_CARD_21_PAYS
    if n == 6:
        return "pa:551.6(g)(6)", SIX_CARD_21_PAYS
    if n >= 7:
        return "pa:551.6(g)(7)", SEVEN_CARD_21_PAYS
    return None


def win_rule(p_points: int, p_bj: bool, d_points: int, d_cards: int) -> str:
    """The paragraph of pa:551.6(b) a winning hand wins under."""
    if p_bj and d_points == TWENTY_ONE and d_cards >= 2:
        return "pa:551.6(b)(3)"  # a Blackjack against any dealer 21
    if d_points > TWENTY_ONE:
        return "pa:551.6(b)(1)"
    if p_points == d_points == TWENTY_ONE:
        return "pa:551.6(b)(4)"
    return "pa:551.6(b)(2)"


def versus_dealer(p_points: int, p_cards: int, p_bj: bool, d_points: int, d_cards: int, d_bj: bool) -> str:
    """pa:551.6(b), (c): win, push or lose against the dealer's finished hand."""
    if p_points > TWENTY_ONE:  # S21-A02
        return "lose"
    if p_bj:  # pa:551.6(b)(3)
        return "win"
    if d_bj:  # pa:551.6(c): a dealer Blackjack beats any other 21
        return "lose"
    if d_points > TWENTY_ONE:  # pa:551.6(b)(1)
        return "win"
    if p_points == d_points == TWENTY_ONE and p_cards >= MULTI_CARD_21 and d_cards >= MULTI_CARD_21:
        return "win"  # pa:551.6(b)(4)
    if p_points > d_points:  # pa:551.6(b)(2)
        return "win"
    if p_points == d_points:  # pa:551.6(c)
        return "void"
    return "lose"


def super_bonus_award(wager: int) -> int:
    """pa:551.6(h): $1,000 on a wager of $5 to under $25, $5,000 from $25; 0 under $5."""
    if wager >= SUPER_BONUS_HIGH_FROM:
        return SUPER_BONUS_HIGH
    if wager >= SUPER_BONUS_MIN_WAGER:
        return SUPER_BONUS_LOW
    return 0


# ---------------------------------------------------------------------------------------------
# The table


@dataclass
class Hand:
    """One hand of a box: its cards and the money on it."""

    wager: int
    cards: list[str] = field(default_factory=list)
    double: int = 0
    split: bool = False  # made by splitting a pair (pa:551.12)
    status: str = OPEN
    wants: bool = False  # a card is owed to it (hit, double, just split)
    settled: bool = False
    late: bool = False  # its hit was passed and comes after the others' (pa:551.16(i))


@dataclass
class Box:
    """One player position's wagers and hands."""

    seat: int
    player: int
    wager: int
    match: int = 0
    insurance: int = 0
    hands: list[Hand] = field(default_factory=list)
    match_settled: bool = False
    insurance_settled: bool = False
    dead: bool = False  # pa:551.16(h), (l)(1)
    late: bool = False  # its second card comes after every other box's (pa:551.16(h))


class Spanish21Table(Table):
    """One Spanish 21 table: the shoe, the boxes and their hands, the dealer's cards, and the irregularities."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.phase = SHUFFLE
        self.boxes: dict[int, Box] = {}
        self.dealer: list[str] = []
        self.peeked = False
        # the shoe
        self.decks = 0
        self.out: Counter[str] = Counter()  # cards seen leaving the shoe
        self.unseen = 0  # cards burned face down
        self.cut_card = 0  # cards behind the cutting card
        self.cut_out = False
        self.burn_due = False
        self.reader_down = False
        # irregularities of the round
        self.face_ups = 0
        self.tens = 0
        self.pending: Optional[str] = None  # drawn in error, the next card due (pa:551.16(c), (d))
        self.pending_exposed = False
        self.dealer_late = False  # pa:551.16(f)
        self.dealer_stood = False  # pa:551.16(e)
        # pa:551.6(k)
        self.rounds = 0
        self.regulars: set[int] = set()
        self.allowed: set[int] = set()

    # --- the protocol ---------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        outs = answer(self, event, "a Spanish 21 event", self.cite)
        for o in outs:
            if "clauses" in o:
                o["clauses"] = list(dict.fromkeys(self.cite(c) for c in o["clauses"]))
        return outs  # type: ignore[no-any-return]

    def cite(self, clause: str) -> str:
        """A 551 clause in the numbers of the table's edition."""
        return EDITIONS[self.cfg.ruleset].get(clause, clause)

    def state(self) -> Message:
        turn = self.in_turn()
        return {
            "phase": self.phase,
            "boxes": [{"seat": b.seat, "player": b.player, "wager": amount(b.wager), "match": amount(b.match),
                       "insurance": amount(b.insurance),
                       "hands": [{"cards": list(h.cards), "wager": amount(h.wager), "double": amount(h.double),
                                  "status": h.status} for h in b.hands]}
                      for b in self.ordered_boxes()],
            "dealer": list(self.dealer),
            "in_turn": None if turn is None else {"seat": turn[0], "hand": turn[1] + 1},
            "peeked": self.peeked,
            "cards_left": self.cards_left(),
            "cut_card_out": self.cut_out,
            "burn_due": self.burn_due,
            "reader_down": self.reader_down,
            "drawn_in_error": None if self.pending is None else {"card": self.pending,
                                                                 "exposed": self.pending_exposed},
        }

    # --- lookups -------------------------------------------------------------------------------

    def ordered_boxes(self) -> list[Box]:
        """The boxes in dealing order, from the dealer's left (pa:551.8(d))."""
        return [self.boxes[n] for n in sorted(self.boxes)]

    def live_boxes(self) -> list[Box]:
        return [b for b in self.ordered_boxes() if not b.dead]

    def settling_order(self) -> list[Box]:
        """S21-A14: the live boxes from the dealer's far right, or from his left."""
        boxes = self.live_boxes()
        return boxes[::-1] if self.cfg.settlement_order == "right_to_left" else boxes

    def cards_left(self) -> int:
        return DECK_CARDS * self.decks - sum(self.out.values()) - self.unseen

    def up(self) -> Optional[str]:
        return self.dealer[0] if self.dealer else None

    def is_blackjack(self, h: Hand) -> bool:
        """pa:551.1#blackjack: a hand's first two cards, an ace and a court card; a split hand's only where the table
        reads so (S21-A03)."""
        if h.split and not self.cfg.split_21_is_blackjack:
            return False
        return two_card_21(h.cards)

    def in_turn(self) -> Optional[Place]:
        """pa:551.8(f), pa:551.12(b): the first box from the dealer's left with an open hand, its leftmost; a hand
        whose hit the dealer passed waits for every other (pa:551.16(i))."""
        if self.phase != PLAYING:
            return None
        for late in (False, True):
            for b in self.live_boxes():
                for i, h in enumerate(b.hands):
                    if h.status in (OPEN, RESCUE) and h.late == late:
                        return b.seat, i
        return None

    def card_due(self) -> Optional[Place]:
        """Where the next card goes (pa:551.8(d), (g), (h); pa:551.12(c); pa:551.16(f), (h))."""
        if self.phase == BETTING:
            boxes = self.ordered_boxes()
            return (boxes[0].seat, 0) if boxes else None
        if self.phase == DEALING:
            boxes = self.live_boxes()
            for n in (1, 2):
                for b in boxes:
                    if not b.late and len(b.hands[0].cards) < n:
                        return b.seat, 0
                for b in boxes:  # pa:551.16(h): a passed second card after every other box's
                    if len(b.hands[0].cards) < n:
                        return b.seat, 0
                if not self.dealer_late and len(self.dealer) < n:
                    return DEALER
            return DEALER if len(self.dealer) < 2 else None  # pa:551.16(f): a dealer who passed himself is last
        if self.phase == PLAYING:
            turn = self.in_turn()
            if turn is None:
                return None
            h = self.boxes[turn[0]].hands[turn[1]]
            return turn if h.wants or len(h.cards) < 2 else None
        if self.phase == DEALER_TURN and self.dealer_draws():
            return DEALER
        return None

    # --- the shoe, pa:551.3(a), pa:551.5, pa:551.8(c) -------------------------------------------

    def check_available(self, card: Optional[str]) -> None:
        """pa:551.3(a): the shoe holds each face once per deck and no 10; an empty shoe is pa:551.16(g)'s."""
        if self.cards_left() <= 0:
            raise Refused("pa:551.16(g)", "the shoe is empty: the discard rack is reshuffled to finish the round")
        if card is None:
            return
        if rank(card) == TEN:
            raise Refused("pa:551.3(a)", f"the decks hold no 10s: {card} is reported as found (pa:551.16(b))")
        if self.out[card] >= self.decks:
            raise Refused("pa:551.3(a)", f"every {card} of the {self.decks} decks has been seen")

    def take(self, card: Optional[str]) -> None:
        if card is None:
            self.unseen += 1
        else:
            self.out[card] += 1

    def on_shuffle(self, m: Message) -> list[Message]:
        cover, cut = integer(m, "cover", 0), integer(m, "cut_card", 0)
        if self.phase != SHUFFLE:  # pa:551.5(a)
            raise Refused("pa:551.5(a)", "the cards are shuffled before play, after a shoe, or when ordered")
        n = DECK_CARDS * self.cfg.decks
        if self.cfg.continuous:  # pa:551.15: no cut
            if (cover, cut) != (0, 0):
                raise Refused("pa:551.15", "a continuous shuffling device is not cut")
        else:
            if not CUT_MARGIN <= cover <= n - CUT_MARGIN:  # pa:551.5(d)
                raise Refused("pa:551.5(d)", f"the cut is at least {CUT_MARGIN} cards from either end")
            if not n // CUT_CARD_SHARE <= cut < n:  # pa:551.5(e)
                raise Refused("pa:551.5(e)", "at least a quarter of the stack lies behind the cutting card")
        self.phase = BETTING
        self.decks = self.cfg.decks
        self.out = Counter()
        self.unseen = 0
        self.cut_card = cut
        self.cut_out = False
        self.burn_due = not self.cfg.continuous  # pa:551.8(c)
        self.rounds = 0  # pa:551.6(k)(2): a reshuffle ends the bar
        self.regulars = set()
        self.allowed = set()
        self.dealer_stood = False
        return []

    def on_burn(self, m: Message) -> list[Message]:
        card = None if m.get("card") is None else _card(m)
        if not self.burn_due:  # pa:551.8(c)
            raise Refused("pa:551.8(c)", "no card is to be burned now")
        if self.phase in LIVE and card is not None:  # pa:551.16(g): face down
            raise Refused("pa:551.16(g)", "the burn after reshuffling the discards is face down")
        self.check_available(card)
        self.take(card)
        self.burn_due = False
        return []

    def on_new_dealer(self, m: Message) -> list[Message]:
        if self.phase != BETTING:  # pa:551.8(c)
            raise Refused("pa:551.8(c)", "dealers change between rounds, with a shoe in play")
        self.burn_due = True
        return []

    def on_reshuffle(self, m: Message) -> list[Message]:
        if self.phase != BETTING:  # pa:551.5(g)
            raise Refused("pa:551.5(g)", "a reshuffle is ordered between rounds")
        self.phase = SHUFFLE
        return [notice("a floorperson orders the cards reshuffled", "pa:551.5(g)")]

    # --- wagers, pa:551.6, pa:551.7, pa:551.14 --------------------------------------------------

    def between_rounds(self) -> None:
        if self.phase in LIVE:  # pa:551.6(d)
            raise Refused("pa:551.6(d)", "no wager changes once the first card is dealt")

    def on_place(self, m: Message) -> list[Message]:
        bet = m.get("bet", SPANISH21)
        if bet not in BETS:
            raise ProtocolError("bet", f"one of {', '.join(BETS)}, not {bet!r}")
        seat, stake = integer(m, "seat"), whole_amount(m)
        if bet == MATCH:
            if "player" in m:
                raise ProtocolError("player", "a Match-The-Dealer wager is the box's")
            return self.place_match(seat, stake)
        player = seat if m.get("player") is None else integer(m, "player")
        return self.place_bet(seat, stake, player)

    def place_bet(self, seat: int, stake: int, player: int) -> list[Message]:
        self.between_rounds()
        if not 1 <= seat <= self.cfg.boxes:  # pa:551.2(b)(2)(i)
            raise Refused("pa:551.2(b)(2)(i)", f"the table has boxes 1 to {self.cfg.boxes}")
        if stake <= 0:  # pa:551.6(a)
            raise Refused("pa:551.6(a)", "a wager is a positive number of cents")
        old = self.boxes.get(seat)
        if old is not None and old.player != player:  # pa:551.14
            raise Refused("pa:551.14", f"box {seat} is player {old.player}'s")
        wager = stake + (old.wager if old else 0)
        if not self.cfg.table_min <= wager <= self.cfg.table_max:  # pa:551.6(a)
            raise Refused("pa:551.6(a)", f"the table takes {self.cfg.table_min} to {self.cfg.table_max} cents")
        mine = sorted({b.seat for b in self.boxes.values() if b.player == player} | {seat})
        if len(mine) > self.cfg.max_boxes_per_player:  # pa:551.14
            raise Refused("pa:551.14", f"a player wagers on at most {self.cfg.max_boxes_per_player} boxes")
        if mine != list(range(mine[0], mine[-1] + 1)):  # pa:551.14: adjacent
            raise Refused("pa:551.14", "a player's boxes are adjacent")
        if self.barred(player):  # pa:551.6(k)
            raise Refused("pa:551.6(k)", f"player {player} sat out a round since the shuffle")
        if old is not None:
            old.wager = wager
        else:
            self.boxes[seat] = Box(seat=seat, player=player, wager=wager)
        return []

    def barred(self, player: int) -> bool:
        """pa:551.6(k): a person who let a round go by since the shuffle, not let back in (pa:551.6(k)(1))."""
        if not self.cfg.no_midshoe_entry or self.rounds == 0:
            return False
        return player not in self.regulars and player not in self.allowed

    def place_match(self, seat: int, stake: int) -> list[Message]:
        self.between_rounds()
        if not self.cfg.mtd_offered:  # pa:551.2(b)(2)(ii)
            raise Refused("pa:551.2(b)(2)(ii)", "this table does not offer Match-The-Dealer")
        b = self.boxes.get(seat)
        if b is None:  # pa:551.7(b)
            raise Refused("pa:551.7(b)", f"Match-The-Dealer needs a Spanish 21 wager on box {seat}")
        if stake <= 0:
            raise Refused("pa:551.7(b)", "a wager is a positive number of cents")
        wager = b.match + stake
        top = b.wager if self.cfg.mtd_max is None else min(b.wager, self.cfg.mtd_max)
        if wager < MTD_MIN:  # pa:551.7(b)
            raise Refused("pa:551.7(b)", f"Match-The-Dealer takes at least {MTD_MIN} cents")
        if wager > top:  # pa:551.7(b)(1), (2)
            raise Refused("pa:551.7(b)(1)" if top == b.wager else "pa:551.7(b)(2)",
                          f"Match-The-Dealer on box {seat} takes at most {top} cents")
        b.match = wager
        return []

    def on_remove(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if self.phase in LIVE:  # pa:551.6(i): nobody touches a wager once the first card is out
            raise Refused("pa:551.6(i)", "no wager is touched until it is decided")
        b = self.boxes.get(seat)
        if b is None:  # pa:551.6(d)
            raise Refused("pa:551.6(d)", f"box {seat} has no wager")
        del self.boxes[seat]
        outs = [returned(seat, hand_bet(0), b.wager, ["pa:551.6(d)"])]
        if b.match:
            outs.append(returned(seat, MATCH, b.match, ["pa:551.6(d)"]))
        return outs

    def on_allow_entry(self, m: Message) -> list[Message]:
        player = integer(m, "player")
        if not self.cfg.no_midshoe_entry:  # pa:551.6(k)
            raise Refused("pa:551.6(k)", "this table bars nobody")
        self.allowed.add(player)
        return [notice(f"player {player} may bet again", "pa:551.6(k)(1)")]

    # --- dealing, pa:551.8 -----------------------------------------------------------------------

    def start_round(self) -> None:
        """The first card locks the wagers (pa:551.6(d), (i)); pa:551.6(k): who bet in every round so far."""
        bettors = {b.player for b in self.boxes.values()}
        if self.rounds == 0:
            self.regulars = set(bettors)
        else:
            self.regulars = (self.regulars & bettors) | (self.allowed & bettors)
        self.allowed -= bettors
        for b in self.boxes.values():
            b.hands = [Hand(wager=b.wager)]
        self.phase = DEALING
        self.face_ups = 0
        self.tens = 0
        self.dealer_stood = False

    def why_no_card(self) -> tuple[str, str]:
        if self.pending is not None:
            return "pa:551.16(c)", "the card drawn in error is the next card"
        if self.phase in (INSURANCE, PEEK):
            return "pa:551.8(e)", "the dealer checks his hole card first"
        if self.phase == PLAYING:
            return "pa:551.8(f)", "the player in turn decides first"
        return "pa:551.13(b)", "the dealer stands: no card is due"

    def on_deal(self, m: Message) -> list[Message]:
        card = _card(m)
        if self.reader_down:  # pa:551.16(m)
            raise Refused("pa:551.16(m)", "the card reader is down: no dealing")
        if self.phase == SHUFFLE:  # pa:551.5(a)
            raise Refused("pa:551.5(a)", "the cards are shuffled and cut first")
        if self.burn_due:  # pa:551.8(c)
            raise Refused("pa:551.8(c)", "a card is burned first")
        if self.phase == BETTING and not self.boxes:  # pa:551.6(a)
            raise Refused("pa:551.6(a)", "no box has a wager")
        target = self.card_due()
        if target is None:
            raise Refused(*self.why_no_card())
        self.check_available(card)
        if self.phase == BETTING:
            self.start_round()
        self.take(card)
        outs = self.put(target, card)
        return self.advance(outs)

    def put(self, target: Place, card: str) -> list[Message]:
        """The card goes to ``target``; the cutting card may come out behind it (pa:551.8(j))."""
        if target == DEALER:
            self.dealer.append(card)
        else:
            h = self.boxes[target[0]].hands[target[1]]
            h.cards.append(card)
            h.wants = False
            h.late = False
        if self.cut_card and not self.cut_out and self.cards_left() <= self.cut_card:
            self.cut_out = True
            return [notice("the cutting card is out: the round is finished, then the cards are shuffled",
                           "pa:551.8(j)", "pa:551.8(j)(1)")]
        return []

    def advance(self, outs: list[Message]) -> list[Message]:
        """The round goes on by itself until an event is needed."""
        while True:
            if self.pending is not None and self.phase in LIVE:
                target = self.card_due()
                if target is not None:  # pa:551.16(c), (d): the card drawn in error is the next card
                    card = self.pending
                    clause = "pa:551.16(d)" if self.pending_exposed else "pa:551.16(c)"
                    more = self.put(target, card)
                    outs += [notice(f"{card}, drawn in error, is the next card", clause), *more]
                    self.pending = None
                    self.pending_exposed = False
                    continue
            if self.phase == DEALING:
                if not self.live_boxes():  # pa:551.16(h): every box dead
                    return self.end_round(outs)
                if self.card_due() is not None:
                    return outs
                outs += self.settle_matches()  # pa:551.7(d)
                up = rank(self.dealer[0])
                self.phase = INSURANCE if up == INSURANCE_RANK else PEEK if up in PEEK_RANKS else PLAYING
                continue
            if self.phase == PLAYING:
                turn = self.in_turn()
                if turn is None:  # pa:551.8(h)
                    self.phase = DEALER_TURN
                    outs.append(notice("Dealer's Card: the hole card is turned", "pa:551.8(h)"))
                    continue
                h = self.boxes[turn[0]].hands[turn[1]]
                if h.wants or len(h.cards) < 2:
                    return outs
                if not self.finish_by_cards(h):
                    return outs
                if h.status == BUST and not self.deferred():  # S21-A02: lost at once
                    outs += self.lose_hand(turn[0], turn[1], h, ["pa:551.6(b)"])
                continue
            if self.phase == DEALER_TURN:
                if self.dealer_draws():
                    return outs
                if dealer_must_draw(self.dealer):  # pa:551.13(c): he would draw, but nothing depends on it
                    outs.append(notice("the dealer does not draw: no hand's result depends on his total",
                                       "pa:551.13(c)"))
                return self.settle(outs)
            return outs

    def finish_by_cards(self, h: Hand) -> bool:
        """Whether the hand's cards finish it: over 21 (bust); doubled and dealt its card (rescue or keep,
        pa:551.11(d)); at 21 (pa:551.13(a)(1)), save a Blackjack that may still be surrendered (S21-A08)."""
        if h.status != OPEN:
            return False
        if busted(h.cards):
            h.status = BUST
            return True
        if h.double:
            h.status = RESCUE
            return True
        if total(h.cards) == TWENTY_ONE:
            if self.is_blackjack(h) and self.cfg.allow_surrender_on_blackjack and not h.split:
                return False
            h.status = STOOD
            return True
        return False

    def deferred(self) -> bool:
        """Under play_through, with an ace or court card up, a hand's wagers wait for the hole card."""
        return self.cfg.dealer_bj_resolution == "play_through" and rank(self.dealer[0]) in PEEK_RANKS

    def lose_hand(self, seat: int, i: int, h: Hand, clauses: list[str]) -> list[Message]:
        h.settled = True
        outs = [settlement(seat, hand_bet(i), "lose", h.wager, clauses)]
        if h.double:
            outs.append(settlement(seat, double_bet(i), "lose", h.double, clauses))
        return outs

    # --- Match-The-Dealer, pa:551.7 -------------------------------------------------------------

    def settle_matches(self) -> list[Message]:
        """pa:551.7(d): every Match-The-Dealer wager, once two cards are out to each box and the dealer."""
        up = self.dealer[0]
        diff, same = self.cfg.mtd_odds
        floor = MTD_FLOOR_CLAUSE[self.cfg.decks]
        outs: list[Message] = []
        for b in self.settling_order():
            if not b.match or b.match_settled:
                continue
            won = match_odds(b.hands[0].cards, up, diff, same, self.cfg.mtd_match_by == "value")
            if won:
                outs.append(settlement(b.seat, MATCH, "win", b.match * won, ["pa:551.7(a)", "pa:551.7(d)", floor]))
            else:
                outs.append(settlement(b.seat, MATCH, "lose", b.match, ["pa:551.7(a)", "pa:551.7(d)"]))
            b.match_settled = True
        return outs

    # --- insurance and the card reader, pa:551.8(e), pa:551.10 ----------------------------------

    def on_insure(self, m: Message) -> list[Message]:
        seat, stake = integer(m, "seat"), whole_amount(m)
        if self.phase != INSURANCE:
            up = self.up()
            if up is not None and rank(up) == INSURANCE_RANK and self.peeked:  # pa:551.10(b)
                raise Refused("pa:551.10(b)", "insurance closed when the hole card went into the reader")
            raise Refused("pa:551.10(a)", "insurance is offered only against an ace up")
        b = self.boxes.get(seat)
        if b is None or b.dead:
            raise Refused("pa:551.10(b)", f"box {seat} has no wager to insure")
        if b.insurance:  # pa:551.6(j): a confirmed insurance is not changed
            raise Refused("pa:551.6(j)", f"box {seat} is insured")
        top = insurance_limit(b.wager, self.cfg.chip_unit)
        if not 0 < stake <= top:  # pa:551.10(b)
            raise Refused("pa:551.10(b)", f"box {seat} may insure up to {top} cents")
        b.insurance = stake
        return []

    def on_peek(self, m: Message) -> list[Message]:
        if self.reader_down:  # pa:551.16(m)
            raise Refused("pa:551.16(m)", "the card reader is down")
        if self.phase in (INSURANCE, PEEK):
            return self.check_hole_card()
        if self.phase == PLAYING and rank(self.dealer[0]) not in PEEK_RANKS:
            return self.reader_misused()
        if self.peeked:  # pa:551.8(e)
            raise Refused("pa:551.8(e)", "the hole card has been checked")
        if self.phase == DEALER_TURN:  # pa:551.8(h)
            raise Refused("pa:551.8(h)", "the hole card has been turned")
        raise Refused("pa:551.8(e)", "the hole card is checked once, after the second round of cards")

    def check_hole_card(self) -> list[Message]:
        """pa:551.8(e): the reader; no Blackjack: losing insurance collected (pa:551.10(d)), play on."""
        self.peeked = True
        dealer_bj = two_card_21(self.dealer)
        if dealer_bj and self.cfg.dealer_bj_resolution == "end_round":  # S21-A01
            self.phase = DEALER_TURN
            return self.settle([notice("the dealer has Blackjack: the round is settled", "pa:551.8(e)")])
        outs: list[Message] = []
        if not dealer_bj:
            for b in self.settling_order():
                if b.insurance:
                    outs.append(settlement(b.seat, "insurance", "lose", b.insurance,
                                           ["pa:551.10(a)", "pa:551.10(d)"]))
                    b.insurance_settled = True
        self.phase = PLAYING
        return self.advance(outs)

    def reader_misused(self) -> list[Message]:
        """pa:551.16(l): the hole card in the reader with a 2-9 up: the floorperson is told; (l)(1) or (l)(2)."""
        outs = [notice("the reader was used with a 2-9 up: a floorperson is told", "pa:551.16(l)")]
        if not self.cfg.reader_reveals_to_players:
            return outs + [notice("the reader shows no player the card: play goes on", "pa:551.16(l)(2)")]
        return self.void_round(outs, ["pa:551.16(l)(1)"], "the reader could show the card: every hand is dead")

    # --- the players' decisions, pa:551.8(f), pa:551.9, pa:551.11-551.13 ------------------------

    def hand_in_turn(self, seat: int) -> tuple[Box, int, Hand]:
        turn = self.in_turn()
        if turn is None:  # pa:551.8(f)
            raise Refused("pa:551.8(f)", "no player decides now")
        if turn[0] != seat:
            raise Refused("pa:551.8(f)", f"it is box {turn[0]}'s turn")
        b = self.boxes[seat]
        h = b.hands[turn[1]]
        if h.wants or len(h.cards) < 2:  # pa:551.8(g)
            raise Refused("pa:551.8(g)", "the hand is owed a card")
        return b, turn[1], h

    @staticmethod
    def still_open(h: Hand, clause: str) -> None:
        if h.status == RESCUE and clause == "pa:551.13(a)":  # pa:551.13(a)(2): one card after a double
            raise Refused("pa:551.13(a)(2)", "a doubled hand takes one card only")
        if h.status == RESCUE:  # pa:551.11(d)
            raise Refused("pa:551.11(d)", "the doubled hand is rescued or kept")
        if h.status != OPEN:
            raise Refused(clause, "the hand is finished")

    def on_hit(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        self.still_open(h, "pa:551.13(a)")
        if not may_draw(h.cards):  # pa:551.13(a)(1)
            raise Refused("pa:551.13(a)(1)", "no card to a Blackjack or a 21")
        h.wants = True
        return self.advance([])

    def on_stand(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        h.status = STOOD  # a doubled hand is kept (pa:551.11(d))
        return self.advance([])

    def on_double(self, m: Message) -> list[Message]:
        seat, stake = integer(m, "seat"), whole_amount(m)
        b, i, h = self.hand_in_turn(seat)
        self.still_open(h, "pa:551.11(a)")
        if self.is_blackjack(h) or not may_draw(h.cards):  # pa:551.11(a)
            raise Refused("pa:551.11(a)", "no double on a Blackjack or a 21")
        if len(h.cards) != 2 and not DOUBLE_ON_ANY_COUNT[self.cfg.ruleset]:  # pa:551.11(a); pa:635a.10(a)
            raise Refused("pa:551.11(a)", "a double on a hand's first two cards only")
        if not 0 < stake <= h.wager:  # pa:551.11(a), S21-A10
            raise Refused("pa:551.11(a)", f"a double of at most {h.wager} cents")
        h.double = stake
        h.wants = True  # pa:551.13(a)(2): one card
        return self.advance([])

    def on_split(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        self.still_open(h, "pa:551.12(a)")
        if len(h.cards) != 2 or not same_value(h.cards[0], h.cards[1]):  # pa:551.12(a)
            raise Refused("pa:551.12(a)", "only two cards of the same value split")
        if len(b.hands) >= MOST_HANDS:  # pa:551.12(c)
            raise Refused("pa:551.12(c)", "three hands at most")
        second = Hand(wager=b.wager, cards=[h.cards.pop()], split=True)  # pa:551.12(a): as much as the wager
        h.split = True
        b.hands.insert(i + 1, second)
        return self.advance([])

    def on_surrender(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        self.still_open(h, "pa:551.9(a)")
        if len(b.hands) != 1 or len(h.cards) != 2:  # pa:551.9(a): the first decision on the first two cards
            raise Refused("pa:551.9(a)", "surrender is the first decision on a box's first two cards")
        if self.is_blackjack(h) and not self.cfg.allow_surrender_on_blackjack:  # S21-A08
            raise Refused("pa:551.9(a)", "a Blackjack is not surrendered here")
        h.status = SURRENDERED
        outs: list[Message] = []
        if rank(self.dealer[0]) not in PEEK_RANKS:  # pa:551.9(a)(1): settled at once
            lost = h.wager * SURRENDER_LOSES
            outs = [settlement(b.seat, hand_bet(i), "lose", lost, ["pa:551.9(a)", "pa:551.9(a)(1)"]),
                    returned(b.seat, hand_bet(i), h.wager - lost, ["pa:551.9(a)(1)"])]
            h.settled = True
        return self.advance(outs)

    def on_rescue(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        if h.status != RESCUE:  # pa:551.11(d)
            raise Refused("pa:551.11(d)", "only a doubled hand just dealt its card, not over 21, is rescued")
        outs = [settlement(b.seat, hand_bet(i), "lose", h.wager, ["pa:551.11(d)"]),
                returned(b.seat, double_bet(i), h.double, ["pa:551.11(d)"])]
        h.status = RESCUED
        h.settled = True
        return self.advance(outs)

    # --- the dealer, pa:551.8(h), pa:551.13 -------------------------------------------------------

    def decided(self, h: Hand) -> bool:
        """pa:551.13(c): is the hand's result fixed whatever the dealer draws?"""
        if h.settled or h.status in (BUST, SURRENDERED, RESCUED, DEAD):
            return True
        if self.is_blackjack(h):  # S21-A22: under the literal reading the dealer's total sets its odds
            return self.cfg.bj_odds_scope == "all_blackjack_wins"
        return total(h.cards) == TWENTY_ONE and len(h.cards) >= MULTI_CARD_21

    def dealer_draws(self) -> bool:
        """pa:551.13(b), (c): to 16, standing on all 17s; not at all once no hand's result can change."""
        if all(self.decided(h) for b in self.live_boxes() for h in b.hands):
            return False
        return dealer_must_draw(self.dealer)

    def on_mistaken_draw(self, m: Message) -> list[Message]:
        card = _card(m)
        if self.phase in LIVE or self.phase == SHUFFLE or not self.dealer_stood:  # pa:551.16(e)
            raise Refused("pa:551.16(e)", "only a card drawn after the dealer stood is set aside")
        self.check_available(card)
        self.take(card)
        self.dealer_stood = False
        return [notice(f"{card}, drawn by mistake after the dealer stood, is discarded", "pa:551.16(e)")]

    # --- settlement, pa:551.6 ---------------------------------------------------------------------

    def settle(self, outs: list[Message]) -> list[Message]:
        """Every open wager against the dealer's hand, box by box (S21-A14), then the Super Bonus (pa:551.6(h))."""
        d_points, d_cards, d_bj = total(self.dealer), len(self.dealer), two_card_21(self.dealer)
        winners: list[tuple[Box, int]] = []
        for b in self.settling_order():
            if b.insurance and not b.insurance_settled:
                outs.append(self.settle_insurance(b, d_bj))
            if d_bj and (len(b.hands) > 1 or any(h.double for h in b.hands)):
                outs += self.dealer_bj_after_play(b)
                continue
            for i, h in enumerate(b.hands):
                if not h.settled:
                    outs += self.settle_hand(b, i, h, d_points, d_cards, d_bj, winners)
        outs += self.super_bonus(winners)
        return self.end_round(outs)

    def settle_insurance(self, b: Box, dealer_bj: bool) -> Message:
        """pa:551.10(a), (c): insurance wins 2 to 1 on a dealer Blackjack."""
        b.insurance_settled = True
        if dealer_bj:
            return settlement(b.seat, "insurance", "win", b.insurance * INSURANCE_PAYS,
                              ["pa:551.10(a)", "pa:551.10(c)"])
        return settlement(b.seat, "insurance", "lose", b.insurance, ["pa:551.10(a)"])

    def dealer_bj_after_play(self, b: Box) -> list[Message]:
        """pa:551.11(c), pa:551.12(d): a dealer Blackjack after a double or a split takes the original wager only."""
        clause = "pa:551.12(d)" if len(b.hands) > 1 else "pa:551.11(c)"
        outs: list[Message] = []
        for i, h in enumerate(b.hands):
            if h.settled:
                continue
            if i == 0:
                outs.append(settlement(b.seat, hand_bet(i), "lose", h.wager, [clause]))
            else:
                outs.append(returned(b.seat, hand_bet(i), h.wager, [clause]))
            if h.double:
                outs.append(returned(b.seat, double_bet(i), h.double, [clause]))
            h.settled = True
        return outs

    def settle_hand(self, b: Box, i: int, h: Hand, d_points: int, d_cards: int, d_bj: bool,
                    winners: list[tuple[Box, int]]) -> list[Message]:
        h.settled = True
        if h.status == SURRENDERED:  # pa:551.9(a)(2): settled when the hole card is turned
            if d_bj:
                return [settlement(b.seat, hand_bet(i), "lose", h.wager, ["pa:551.9(a)", "pa:551.9(a)(2)"])]
            lost = h.wager * SURRENDER_LOSES
            return [settlement(b.seat, hand_bet(i), "lose", lost, ["pa:551.9(a)", "pa:551.9(a)(2)"]),
                    returned(b.seat, hand_bet(i), h.wager - lost, ["pa:551.9(a)(2)"])]
        p_points, p_bj = total(h.cards), self.is_blackjack(h)
        result = versus_dealer(p_points, len(h.cards), p_bj, d_points, d_cards, d_bj)
        if result == "lose":
            why = "pa:551.6(b)" if p_points > TWENTY_ONE else "pa:551.6(c)" if d_bj else "pa:551.6(b)(2)"
            return self.lose_hand(b.seat, i, h, [why])
        if result == "void":  # pa:551.6(c)
            outs = [settlement(b.seat, hand_bet(i), "void", h.wager, ["pa:551.6(c)"])]
            if h.double:
                outs.append(settlement(b.seat, double_bet(i), "void", h.double, ["pa:551.6(c)"]))
            return outs
        rule = win_rule(p_points, p_bj, d_points, d_cards)
        if h.double:  # pa:551.11(b): even money only, on both wagers
            paid = [rule, "pa:551.6(g)", "pa:551.11(b)"]
            return [settlement(b.seat, hand_bet(i), "win", h.wager * EVEN_MONEY, paid),
                    settlement(b.seat, double_bet(i), "win", h.double * EVEN_MONEY, list(paid))]
        if p_bj:
            return [self.blackjack_win(b, i, h, rule)]
        row = bonus_row(h.cards)
        if row is None:
            return [settlement(b.seat, hand_bet(i), "win", h.wager * EVEN_MONEY, [rule, "pa:551.6(f)"])]
        if row[0] == "pa:551.6(g)(4)":
            winners.append((b, i))
        return [settlement(b.seat, hand_bet(i), "win", h.wager * row[1], [rule, row[0]])]

    def blackjack_win(self, b: Box, i: int, h: Hand, rule: str) -> Message:
        """pa:551.6(f): 3 to 2 for a win under (b)(3); S21-A22: every Blackjack as the layout posts
        (pa:551.2(c)(1)), or the literal 1 to 1 for the others."""
        if rule == "pa:551.6(b)(3)":
            return settlement(b.seat, hand_bet(i), "win", h.wager * BLACKJACK_PAYS, [rule, "pa:551.6(f)"])
        if self.cfg.bj_odds_scope == "all_blackjack_wins":
            return settlement(b.seat, hand_bet(i), "win", h.wager * BLACKJACK_PAYS,
                              [rule, "pa:551.6(f)", "pa:551.2(c)(1)"])
        return settlement(b.seat, hand_bet(i), "win", h.wager * EVEN_MONEY, [rule, "pa:551.6(f)"])

    def super_bonus(self, winners: list[tuple[Box, int]]) -> list[Message]:
        """pa:551.6(h): a winning suited 7-7-7, not doubled or split (pa:551.12(e)), against a 7 up."""
        outs: list[Message] = []
        if rank(self.dealer[0]) != SUPER_BONUS_RANK:
            return outs
        for b, i in winners:
            h = b.hands[i]
            if h.double or h.split or len(b.hands) > 1:
                continue
            award = super_bonus_award(b.wager)
            if award:
                outs.append(settlement(b.seat, "super_bonus", "win", award, ["pa:551.6(h)"]))
            elif self.cfg.super_bonus_share_needs_award:  # S21-A06
                continue
            outs += [settlement(n, "super_bonus_share", "win", SUPER_BONUS_SHARE, ["pa:551.6(h)"])
                     for n in self.sharers(b)]
        return outs

    def sharers(self, b: Box) -> list[int]:
        """S21-A06: the boxes the $50 goes to: every other box, or one box of each other player."""
        # a box whose every hand is dead (pa:551.16(i)) has no wager in the round any more
        playing = [x for x in self.live_boxes() if any(h.status != DEAD for h in x.hands)]
        if self.cfg.super_bonus_share_scope == "other_boxes":
            return [x.seat for x in playing if x.seat != b.seat]
        first: dict[int, int] = {}
        for x in playing:
            if x.player != b.player:
                first.setdefault(x.player, x.seat)
        return sorted(first.values())

    def end_round(self, outs: list[Message]) -> list[Message]:
        """pa:551.8(i): the cards to the discard rack (pa:551.15: back into a continuous shuffler); after the cutting
        card, the shoe's rest follows and the cards are shuffled (pa:551.8(j))."""
        self.dealer_stood = (self.phase == DEALER_TURN and len(self.dealer) >= 2
                             and total(self.dealer) >= DEALER_STANDS_ON)
        if self.pending is not None:  # pa:551.16(c), (d): a card nobody took
            outs.append(notice(f"{self.pending}, drawn in error, was not used: discarded",
                               "pa:551.16(d)" if self.pending_exposed else "pa:551.16(c)"))
        if self.cut_out:  # pa:551.8(j)(2), (3)
            outs.append(notice("the undealt cards go to the discard rack and the cards are shuffled",
                               "pa:551.8(j)(2)", "pa:551.8(j)(3)"))
        self.phase = SHUFFLE if self.cut_out else BETTING
        self.boxes = {}
        self.dealer = []
        self.peeked = False
        self.rounds += 1
        self.face_ups = 0
        self.tens = 0
        self.pending = None
        self.pending_exposed = False
        self.dealer_late = False
        if self.cfg.continuous:  # pa:551.15
            self.out = Counter()
            self.unseen = 0
        return outs

    def void_round(self, outs: list[Message], clauses: list[str], why: str, reshuffle: bool = False) -> list[Message]:
        """Every hand dead: each wager not yet settled returned (S21-A16), and the round ends."""
        outs = outs + [notice(why, *clauses)]
        for b in self.settling_order():
            if b.match and not b.match_settled:
                outs.append(settlement(b.seat, MATCH, "void", b.match, clauses))
            if b.insurance and not b.insurance_settled:
                outs.append(settlement(b.seat, "insurance", "void", b.insurance, clauses))
            for i, h in enumerate(b.hands):
                if h.settled:
                    continue
                outs.append(settlement(b.seat, hand_bet(i), "void", h.wager, clauses))
                if h.double:
                    outs.append(settlement(b.seat, double_bet(i), "void", h.double, clauses))
        self.phase = PLAYING
        outs = self.end_round(outs)
        if reshuffle:
            self.phase = SHUFFLE
        return outs

    # --- irregularities, pa:551.16 ----------------------------------------------------------------

    def on_face_up_card(self, m: Message) -> list[Message]:
        card = _card(m)
        if self.phase == SHUFFLE:  # pa:551.16(a)
            raise Refused("pa:551.16(a)", "no shoe is in play")
        self.check_available(card)
        self.take(card)
        outs = [notice(f"{card} found face up in the shoe is discarded", "pa:551.16(a)")]
        if self.phase not in LIVE:
            return outs
        self.face_ups += 1
        if self.face_ups > 1:  # S21-A17: a second in the round
            return self.void_round(outs, ["pa:551.16(a)"], "a second face-up card: the round is void", True)
        return self.advance(outs)

    def on_ten_found(self, m: Message) -> list[Message]:
        card = _card(m)
        if rank(card) != TEN:  # pa:551.16(b)
            raise Refused("pa:551.16(b)", f"{card} is not a 10")
        if self.phase == SHUFFLE:
            raise Refused("pa:551.16(b)", "no shoe is in play")
        outs = [notice(f"{card} found in the shoe is torn and boxed", "pa:551.16(b)")]
        if self.phase not in LIVE:
            return outs
        self.tens += 1
        if self.tens > 1:  # S21-A17: a second in the round
            return self.void_round(outs, ["pa:551.16(b)"], "a second 10: the round is void, the decks leave play",
                                   True)
        return outs

    def on_reader_failure(self, m: Message) -> list[Message]:
        if self.reader_down:  # pa:551.16(m)
            raise Refused("pa:551.16(m)", "the card reader is already down")
        self.reader_down = True
        return [notice("the card reader is down: no dealing", "pa:551.16(m)")]

    def on_reader_repaired(self, m: Message) -> list[Message]:
        if not self.reader_down:  # pa:551.16(m)
            raise Refused("pa:551.16(m)", "the card reader works")
        self.reader_down = False
        return []

    def on_reshuffle_discards(self, m: Message) -> list[Message]:
        """pa:551.16(g): the shoe ran out in a round: the discard rack becomes the shoe, a card is burned face down,
        the round is finished and the cards shuffled after it."""
        if self.phase not in LIVE or self.cards_left() > 0:
            raise Refused("pa:551.16(g)", "the discards are reshuffled only when the shoe is empty in a round")
        on_layout = list(self.dealer) + [c for b in self.boxes.values() for h in b.hands for c in h.cards]
        self.out = Counter(on_layout)
        self.unseen = 0
        self.cut_card = 0
        self.cut_out = True
        self.burn_due = True
        return [notice("the discard rack is shuffled and cut to finish the round", "pa:551.16(g)")]

    def on_drawn_in_error(self, m: Message) -> list[Message]:
        card = _card(m)
        exposed = boolean(m, "exposed", False)
        if self.phase not in LIVE:  # pa:551.16(c)
            raise Refused("pa:551.16(c)", "a card drawn in error is drawn in a round")
        if self.reader_down:  # pa:551.16(m)
            raise Refused("pa:551.16(m)", "the card reader is down: no dealing")
        if self.burn_due:  # pa:551.8(c)
            raise Refused("pa:551.8(c)", "a card is burned first")
        if self.pending is not None:  # pa:551.16(c)
            raise Refused("pa:551.16(c)", f"{self.pending}, drawn in error, waits to be used")
        self.check_available(card)
        clause = "pa:551.16(d)" if exposed else "pa:551.16(c)"
        self.take(card)
        target = self.card_due()
        if target is not None:  # the card due
            outs = [notice(f"{card}, drawn in error, is the card due", clause), *self.put(target, card)]
            return self.advance(outs)
        self.pending = card
        self.pending_exposed = exposed
        return [notice(f"{card}, drawn in error, will be the next card", clause)]

    def on_dealer_skipped(self, m: Message) -> list[Message]:
        if self.phase != DEALING or self.card_due() != DEALER or self.dealer:  # pa:551.16(f)
            raise Refused("pa:551.16(f)", "only the dealer's own first card, when due, can be passed")
        self.dealer_late = True
        return self.advance([notice("the dealer passed his first card: his come after the boxes' second",
                                    "pa:551.16(f)")])

    def dead_hands(self, b: Box, hands: list[int], clauses: list[str], match: bool = False) -> list[Message]:
        """S21-A16: a dead hand's open wagers come back; the box's Match-The-Dealer wager too, if still open."""
        outs: list[Message] = []
        if match and b.match and not b.match_settled:
            outs.append(settlement(b.seat, MATCH, "void", b.match, clauses))
        for i in hands:
            h = b.hands[i]
            if h.settled:
                continue
            outs.append(settlement(b.seat, hand_bet(i), "void", h.wager, clauses))
            if h.double:
                outs.append(settlement(b.seat, double_bet(i), "void", h.double, clauses))
        return outs

    def on_missed_box(self, m: Message) -> list[Message]:
        seat, late = integer(m, "seat"), boolean(m, "late", False)
        if self.phase == BETTING and self.boxes and not self.burn_due and not self.reader_down:
            self.start_round()  # the first box passed: the round began with the next box's card
        if self.phase != DEALING or self.card_due() != (seat, 0):  # pa:551.16(h)
            raise Refused("pa:551.16(h)", f"box {seat}'s card is not the one due")
        b = self.boxes[seat]
        first = not b.hands[0].cards
        if first and late:
            raise Refused("pa:551.16(h)", "a box passed for its first card is dead")
        if late:
            if b.late:
                raise Refused("pa:551.16(h)", f"box {seat}'s second card already comes last")
            b.late = True
            return [notice(f"box {seat} takes its second card after every other box's", "pa:551.16(h)")]
        outs = [notice(f"box {seat} was passed in the deal: its hand is dead", "pa:551.16(h)"),
                *self.dead_hands(b, list(range(len(b.hands))), ["pa:551.16(h)"], match=True)]
        b.dead = True
        return self.advance(outs)

    def on_skipped_hit(self, m: Message) -> list[Message]:
        seat, late = integer(m, "seat"), boolean(m, "late", False)
        turn = self.in_turn()
        if turn is None or turn[0] != seat:  # pa:551.16(i)
            raise Refused("pa:551.16(i)", f"box {seat} has no hand in turn")
        b = self.boxes[seat]
        h = b.hands[turn[1]]
        if not h.wants or h.late:
            raise Refused("pa:551.16(i)", "only a card the hand asked for, not yet passed, can be passed")
        if late:
            h.late = True
            return self.advance([notice(f"box {seat}'s card comes after the other hands'", "pa:551.16(i)")])
        outs = self.dead_hands(b, [turn[1]], ["pa:551.16(i)"])
        h.status = DEAD
        h.settled = True
        h.wants = False
        return self.advance(outs)


class Spanish21Engine(Engine):
    """The example vendor engine for Spanish 21, reporting clauses, observable state and notices."""

    name = "croupier-example-spanish21"
    version = "1"
    games = ("spanish21",)
    reports = ("clauses", "state", "notices")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return Spanish21Table(parse_profile(game, profile))
