"""An independent Asia Poker engine: 58 Pa. Code chapter 659a as the 2013 proposal prints it.

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text as the project's
spec holds it (``spec/poker/pa-659a@2013p.toml``), the digest of it
(``asia-poker.md``: the rankings of section 3, the round of section 4, the
wagers of 5 and the irregularities of 7), the options and readings of
``spec/poker/tables.toml`` (G-1 to G-21) and the protocol
(``conformance/INTERPRETING.md``), and it shares no code with
:mod:`croupier.reference`. It is deliberately plain: one constant per figure of
the text, one small function per rule, mutable state and exact integers, so
that a catalogue of mutants (realistic vendor bugs, ``asia_poker_mutants.py``)
can each change one obvious place.

Amounts are in the table's smallest unit (cents in the bundled profiles); every
Asia Poker payout is N to 1, so every amount is a whole number. A card is its
rank then its suit (``"AS"``, ``"10H"``), the joker ``"JK"``. Places are 0 (the
dealer) and 1 to ``positions`` (1 at the dealer's far left): the ring runs
clockwise D, 1, 2, ...; the count to the starting position runs
counterclockwise from the dealer as one (G-2), the deal clockwise, the reveal
from the highest position down (659a.11(e)).

Supported profile options (every option of ``spec/poker/tables.toml`` with
``game = "asia_poker"``): ``game`` = ``asia_poker``; ``ruleset``
(``pa-659a@2013p``); ``positions`` (1-6); ``start_position`` (shaker, rng,
flat_button); ``mark_start_with_cover_card``; ``dealing`` (manual_shoe, hand,
automated_shoe); ``shuffling`` (manual, automated_shuffler,
shuffler_loads_shoe, auto_reshuffler); ``preshuffled_decks``; ``decks`` (1, 2);
``two_joker_decks``; ``adjacent_spots``; ``abandoned_wager`` (lose, return);
``min_wager``; ``bonus_offered``; ``bonus_paytable`` (none, A, B, C);
``min_bonus_wager``; ``payout_cap`` (none or an amount); ``a234_straight_flush``
(highest, lowest); ``a234_straight`` (second_highest, lowest);
``bonus_qualifier`` (any_listed, nine_high_or_better);
``bonus_royal_with_joker``; ``bonus_wheel``; ``house_way`` (best_high,
best_medium). A house way named ``"package.module:function"`` and anything else
is :class:`Unsupported`. The engine reports clauses, observable state and
notices.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, Optional

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer, boolean, integer, notice, whole_amount
from croupier.conformance.protocol import ProtocolError, amount, parse_amount

__all__ = ["AsiaPokerEngine", "AsiaPokerTable", "Config", "bonus_hand", "hand_key", "house_way", "parse_profile"]

Message = dict[str, Any]
Card = str
Hand = tuple[Card, ...]
Key = tuple[int, ...]
Setting = tuple[Hand, Hand, Hand]  # (high, medium, low)

# ---------------------------------------------------------------------------------------------
# The table and the deck, pa:659a.2, pa:659a.3

RULESET = "pa-659a@2013p"
MAX_POSITIONS = 6  # pa:659a.2(a): no more than six betting positions
DEALER = 0  # the dealer's place on the ring
HAND_CARDS = 7  # pa:659a.8(c): seven cards to every place
HIGH_CARDS, MEDIUM_CARDS, LOW_CARDS = 4, 2, 1  # pa:659a.1: high, medium and low hands
SUITS = "SHDC"
RANK_VALUE: dict[str, int] = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 11,
                              "Q": 12, "K": 13, "A": 14}
ACE = 14  # pa:659a.6(a): the ace ranks above the king
JOKER = "JK"
JOKER_RANK = ACE  # pa:659a.6(a): the joker counts and ranks as an ace
#: pa:659a.3(a): one deck of 52 cards and one joker
DECK: frozenset[Card] = frozenset([r + s for r in RANK_VALUE for s in SUITS] + [JOKER])
DIE_FACES = range(1, 7)  # pa:659a.2(c)(1): three dice
DICE = 3
RNG_NUMBERS = range(1, 8)  # pa:659a.5(g)(2): a number from 1 to 7

# ---------------------------------------------------------------------------------------------
# The start and the deal, pa:659a.5(g), pa:659a.8-pa:659a.10, pa:659a.13(f)

COUNT_DIRECTION = -1  # pa:659a.5(g)(1)(iii): the count runs counterclockwise (down the ring, G-2)
DEALER_COUNTS_AS = 1  # pa:659a.5(g)(1)(iii): with the dealer as one
DEAL_DIRECTION = 1  # pa:659a.8(c), pa:659a.10(b): the deal runs clockwise
BUTTON_STEP = 1  # pa:659a.5(g)(3): the button moves one position clockwise after each round
MAX_FACE_UP = 1  # pa:659a.13(f): one face-up card is set aside; two or more void the round
STACK_DEALING = ("automated_shoe",)  # pa:659a.10(b): the shoe gives seven-card stacks
#: the clause of each step of the three dealing procedures (659a.8 manual shoe, 659a.9 hand, 659a.10 automated shoe)
PROCEDURE: dict[str, dict[str, str]] = {
    "manual_shoe": {"call": "pa:659a.8(b)", "deal": "pa:659a.8(c)", "stub": "pa:659a.8(d)", "misdeal": "pa:659a.8(e)",
                    "gather": "pa:659a.8(f)"},
    "hand": {"call": "pa:659a.9(a)(3)", "deal": "pa:659a.9(b)", "stub": "pa:659a.9(c)", "misdeal": "pa:659a.9(d)",
             "gather": "pa:659a.9(e)"},
    "automated_shoe": {"call": "pa:659a.10(a)(2)", "deal": "pa:659a.10(b)", "stub": "pa:659a.10(c)",
                       "misdeal": "pa:659a.10(d)", "gather": "pa:659a.10(e)"},
}
#: pa:659a.5(g): the clauses of each way the start is found
START_CLAUSES: dict[str, tuple[str, ...]] = {
    "shaker": ("pa:659a.5(g)(1)(ii)", "pa:659a.5(g)(1)(iii)"),
    "rng": ("pa:659a.5(g)(2)",),
    "flat_button": ("pa:659a.5(g)(3)",),
}

# ---------------------------------------------------------------------------------------------
# The rankings, pa:659a.6

#: pa:659a.6(b)(1)-(9), then no category (pa:659a.6(c)): best first
CATEGORIES: tuple[str, ...] = ("four_aces", "royal_flush", "straight_flush", "four_of_a_kind", "flush", "straight",
                               "three_of_a_kind", "two_pair", "pair", "no_category")
#: pa:659a.6(a): what the joker may complete besides being an ace (G-4)
JOKER_COMPLETES = frozenset({"royal_flush", "straight_flush", "flush", "straight"})
#: pa:659a.6(b)(3), (6): a four-card sequence's place among the sequences, its top card doubled (2-3-4-5 is 10,
#: A-K-Q-J 28); A-2-3-4 goes where the profile puts it
A234_STRAIGHT_FLUSH_HIGHEST = 27  # (b)(3): above K-Q-J-10 (26), A-K-Q-J being the royal flush
A234_STRAIGHT_SECOND_HIGHEST = 27  # (b)(6): below A-K-Q-J (28), above K-Q-J-10 (26)
A234_LOWEST = 9  # below 2-3-4-5 (10), where the Rules Submission says so
A234_RANKS = (2, 3, 4, ACE)
ROYAL_TOP = ACE  # pa:659a.6(b)(2): A-K-Q-J of one suit

# ---------------------------------------------------------------------------------------------
# The Bonus, pa:659a.6(d), pa:659a.12(b)

#: pa:659a.6(d)(1)-(11), best first, named as the rows of pa:659a.12(b)
BONUS_HANDS: tuple[str, ...] = ("three_of_a_kind_and_four_8s", "five_aces", "royal_flush", "natural_straight_flush",
                                "straight_flush_with_a_joker", "four_of_a_kind", "9_high", "full_house", "flush",
                                "three_of_a_kind", "straight")
#: pa:659a.12(b): paytables A, B and C, "N to 1"
PAYTABLES: dict[str, dict[str, int]] = {
    "A": {"three_of_a_kind_and_four_8s": 5000, "five_aces": 800, "royal_flush": 200, "natural_straight_flush": 80,
          "straight_flush_with_a_joker": 40, "four_of_a_kind": 30, "9_high": 10, "full_house": 5, "flush": 4,
          "three_of_a_kind": 3, "straight": 2},
    "B": {"three_of_a_kind_and_four_8s": 5000, "five_aces": 800, "royal_flush": 200, "natural_straight_flush": 50,
          "straight_flush_with_a_joker": 40, "four_of_a_kind": 30, "9_high": 10, "full_house": 5, "flush": 4,
          "three_of_a_kind": 3, "straight": 2},
    "C": {"three_of_a_kind_and_four_8s": 5000, "five_aces": 800, "royal_flush": 200, "natural_straight_flush": 50,
          "straight_flush_with_a_joker": 40, "four_of_a_kind": 25, "9_high": 10, "full_house": 5, "flush": 4,
          "three_of_a_kind": 3, "straight": 2},
}
NINE_HIGH = "9_high"  # pa:659a.11(h): the least hand, read literally (G-7)
#: pa:659a.6(d)(7): the two sets of seven ranks that make a 9-high
NINE_HIGH_RANKS = (frozenset({9, 8, 7, 6, 4, 3, 2}), frozenset({9, 8, 7, 5, 4, 3, 2}))
FOUR_8S = 8  # pa:659a.6(d)(1)
BONUS_RUN = 5  # a five-card sequence
WHEEL = frozenset({ACE, 2, 3, 4, 5})  # G-12: A-2-3-4-5
BONUS_ROYAL = frozenset({10, 11, 12, 13, ACE})  # pa:659a.6(d)(3)

# ---------------------------------------------------------------------------------------------
# Wagers and payouts, pa:659a.7, pa:659a.11, pa:659a.12

WAGER, BONUS = "asia_poker", "bonus"
BETS = (WAGER, BONUS)
WAGER_PAYS = 1  # pa:659a.12(a): 1 to 1
HANDS_TO_WIN = 2  # pa:659a.11(f)(2): two of the three hands above the dealer's
CAP_FLOOR = 5000000  # pa:659a.12(c): at least $50,000
FOUL_HIGH = "pa:659a.11(f)(1)(iii)"  # the high hand not above the medium
FOUL_MEDIUM = "pa:659a.11(f)(1)(iv)"  # the medium hand not above the low
WIN, COPY, LOSE = 1, 0, -1  # one of the player's hands against the dealer's (pa:659a.1 copy hand)


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    positions: int = MAX_POSITIONS  # pa:659a.2(a)
    start_position: str = "shaker"  # pa:659a.5(g)
    mark_start_with_cover_card: bool = False  # pa:659a.5(h)
    dealing: str = "manual_shoe"  # pa:659a.5(b)(1)
    shuffling: str = "manual"  # pa:659a.5(a)
    preshuffled_decks: bool = False  # pa:659a.4(e)
    decks: int = 1  # pa:659a.3(b)
    two_joker_decks: bool = False  # pa:659a.3(a)
    adjacent_spots: bool = False  # pa:659a.7(f)
    abandoned_wager: str = "lose"  # pa:659a.7(b)
    min_wager: int = 500  # pa:659a.12(c)
    bonus_offered: bool = False  # pa:659a.7(e)
    bonus_paytable: str = "none"  # pa:659a.12(b)
    min_bonus_wager: int = 100  # pa:659a.12(c)
    payout_cap: Optional[int] = None  # pa:659a.12(c)
    a234_straight_flush: str = "highest"  # pa:659a.6(b)(3)
    a234_straight: str = "second_highest"  # pa:659a.6(b)(6)
    bonus_qualifier: str = "any_listed"  # pa:659a.11(h), G-7
    bonus_royal_with_joker: bool = True  # pa:659a.6(d)(3), G-11
    bonus_wheel: bool = True  # pa:659a.6(d)(11), G-12
    house_way: str = "best_high"  # pa:659a.11(c), G-9

    @property
    def ring(self) -> int:
        """The places on the ring: the dealer and every betting position (G-1)."""
        return self.positions + 1

    @property
    def automated_shuffle(self) -> bool:
        return self.shuffling != "manual"

    @property
    def a234_sf_high(self) -> bool:
        return self.a234_straight_flush == "highest"

    @property
    def a234_straight_high(self) -> bool:
        return self.a234_straight == "second_highest"

    @property
    def steps(self) -> dict[str, str]:
        return PROCEDURE[self.dealing]


CHOICES: dict[str, tuple[str, ...]] = {
    "start_position": ("shaker", "rng", "flat_button"),
    "dealing": ("manual_shoe", "hand", "automated_shoe"),
    "shuffling": ("manual", "automated_shuffler", "shuffler_loads_shoe", "auto_reshuffler"),
    "abandoned_wager": ("lose", "return"),
    "bonus_paytable": ("none", "A", "B", "C"),
    "a234_straight_flush": ("highest", "lowest"),
    "a234_straight": ("second_highest", "lowest"),
    "bonus_qualifier": ("any_listed", "nine_high_or_better"),
}
FLAGS: tuple[str, ...] = ("mark_start_with_cover_card", "preshuffled_decks", "two_joker_decks", "adjacent_spots",
                          "bonus_offered", "bonus_royal_with_joker", "bonus_wheel")
AMOUNTS: tuple[str, ...] = ("min_wager", "min_bonus_wager")
HOUSE_WAYS: tuple[str, ...] = ("best_high", "best_medium")


def _bad(name: str, reason: str) -> Unsupported:
    return Unsupported(f"profile/{name}", reason)


def _profile_amount(name: str, value: Any) -> int:
    if isinstance(value, bool):
        raise _bad(name, f"an amount in cents, not {value!r}")
    if isinstance(value, int):
        return value
    try:
        a = parse_amount(value, name)
    except ProtocolError:
        raise _bad(name, f"an amount in cents, not {value!r}") from None
    if a.denominator != 1:
        raise _bad(name, f"a whole number of cents, not {value!r}")
    return int(a)


def cap_floor(cfg: Config) -> int:
    """pa:659a.12(c), G-14: the greater of $50,000 and the most one player wins in a round at the minimum wagers, on
    one place or two adjacent ones, each Asia Poker Wager at 1 to 1 and the places' Bonus Wagers on the two best
    rows one deck can hold together."""
    places = 2 if cfg.adjacent_spots else 1
    rows = sorted(bonus_rows(cfg).values(), reverse=True)[:places]
    most = places * cfg.min_wager * WAGER_PAYS + cfg.min_bonus_wager * sum(rows)
    return max(CAP_FLOOR, most)


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks."""
    if game != "asia_poker":
        raise _bad("game", f"this engine deals Asia Poker only, not {game!r}")
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
        elif name in AMOUNTS:
            setattr(cfg, name, _profile_amount(name, value))
        elif name == "payout_cap":
            cfg.payout_cap = None if value == "none" else _profile_amount(name, value)
        elif name == "positions":
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_POSITIONS:
                raise _bad(name, f"a count from 1 to {MAX_POSITIONS}, not {value!r}")
            cfg.positions = value
        elif name == "decks":
            if isinstance(value, bool) or value not in (1, 2):
                raise _bad(name, f"1 or 2, not {value!r}")
            cfg.decks = int(value)
        elif name == "house_way":
            if value not in HOUSE_WAYS:
                raise _bad(name, f"this engine follows the house ways {', '.join(HOUSE_WAYS)} only, not {value!r}")
            cfg.house_way = value
        else:
            raise _bad(name, "not an option of this engine")
    if cfg.dealing == "hand" and cfg.shuffling in ("manual", "shuffler_loads_shoe"):  # pa:659a.9(a)(1), 659a.5(a)
        raise _bad("dealing", "cards dealt from the hand need an automated shuffler that does not load a shoe")
    if cfg.start_position == "flat_button" and (not cfg.automated_shuffle or cfg.dealing != "automated_shoe"):
        raise _bad("start_position", "the flat button needs an automated shuffler and shoe (pa:659a.5(g)(3))")
    if cfg.decks == 2 and not cfg.automated_shuffle:  # pa:659a.3(b)
        raise _bad("decks", "two decks need an automated shuffler")
    if cfg.bonus_offered and cfg.bonus_paytable == "none":  # pa:659a.12(b)
        raise _bad("bonus_paytable", "a table offering the Bonus selects paytable A, B or C")
    if cfg.payout_cap is not None and cfg.payout_cap < cap_floor(cfg):  # pa:659a.12(c)
        raise _bad("payout_cap", f"the cap is at least {cap_floor(cfg)}")
    return cfg


# ---------------------------------------------------------------------------------------------
# Messages


def _bet(m: Message) -> str:
    v = m.get("bet", WAGER)
    if v not in BETS:
        raise ProtocolError("bet", f"one of {', '.join(BETS)}, not {v!r}")
    return str(v)


def read_card(v: Any, key: str) -> Card:
    """``"10H"`` or ``"JK"``; anything else is malformed."""
    if v == JOKER or (isinstance(v, str) and len(v) >= 2 and v[:-1] in RANK_VALUE and v[-1] in SUITS):
        return str(v)
    raise ProtocolError(key, f"a card such as 'AS', '10H' or 'JK', not {v!r}")


def read_cards(m: Message, key: str, n: Optional[int] = None) -> Hand:
    v = m.get(key)
    if not isinstance(v, list) or (n is not None and len(v) != n):
        size = f"{n} cards" if n is not None else "cards"
        raise ProtocolError(key, f"a list of {size} such as ['AS', 'JK'], not {v!r}")
    return tuple(read_card(x, key) for x in v)


def _places(m: Message, key: str) -> list[int]:
    v = m.get(key, [])
    if not isinstance(v, list) or any(isinstance(x, bool) or not isinstance(x, int) for x in v):
        raise ProtocolError(key, f"a list of places in the deck, not {v!r}")
    return list(v)


def _dice(m: Message) -> list[int]:
    v = m.get("dice")
    if not isinstance(v, list) or len(v) != DICE or any(isinstance(x, bool) or not isinstance(x, int) for x in v):
        raise ProtocolError("dice", f"{DICE} integers, not {v!r}")
    return list(v)


def settlement(seat: int, bet: str, result: str, value: int, clauses: list[str]) -> Message:
    return {"type": "settlement", "seat": seat, "bet": bet, "result": result, "amount": amount(value),
            "commission": "0", "clauses": clauses}


# ---------------------------------------------------------------------------------------------
# Cards and hands, pa:659a.6(a)-(c)


def rank(c: Card) -> int:
    """pa:659a.6(a): a card's rank, the ace high and the joker an ace."""
    return JOKER_RANK if c == JOKER else RANK_VALUE[c[:-1]]


def suit(c: Card) -> str:
    return c[-1]


def run_value(ranks: list[int], a234_high: bool, suited: bool) -> int:
    """pa:659a.6(b)(3), (6): the four ranks' place among sequences (higher better), or 0 when they are none. No
    sequence turns the corner (pa:659a.6(a))."""
    s = sorted(ranks)
    if len(set(s)) != HIGH_CARDS:
        return 0
    if tuple(s) == A234_RANKS:  # the ace low, with 2-3-4 only
        if not a234_high:
            return A234_LOWEST
        return A234_STRAIGHT_FLUSH_HIGHEST if suited else A234_STRAIGHT_SECOND_HIGHEST
    if s[-1] - s[0] == HIGH_CARDS - 1:
        return 2 * s[-1]
    return 0


def category_value(name: str) -> int:
    return len(CATEGORIES) - CATEGORIES.index(name)


def plain_key(cards: Hand, a234_sf_high: bool, a234_straight_high: bool) -> Key:
    """The hand's key with every card as itself, the joker an ace of no suit: its category (pa:659a.6(b)), then what
    orders the category (G-5), then the cards high to low (pa:659a.6(c))."""
    ranks = sorted((rank(c) for c in cards), reverse=True)
    counts = Counter(ranks)
    grouped = sorted(counts, key=lambda r: (counts[r], r), reverse=True)  # the largest group first
    if len(cards) == HIGH_CARDS:
        suited = JOKER not in cards and len({suit(c) for c in cards}) == 1
        if counts[ACE] == 4:  # pa:659a.6(b)(1): four aces (or three and the joker)
            return (category_value("four_aces"),)
        run = run_value(ranks, a234_sf_high if suited else a234_straight_high, suited)
        if suited and run == 2 * ROYAL_TOP:  # pa:659a.6(b)(2)
            return (category_value("royal_flush"),)
        if suited and run:  # pa:659a.6(b)(3)
            return (category_value("straight_flush"), run)
        if counts[grouped[0]] == 4:  # pa:659a.6(b)(4)
            return (category_value("four_of_a_kind"), grouped[0])
        if suited:  # pa:659a.6(b)(5)
            return (category_value("flush"), *ranks)
        if run:  # pa:659a.6(b)(6)
            return (category_value("straight"), run)
        if counts[grouped[0]] == 3:  # pa:659a.6(b)(7)
            return (category_value("three_of_a_kind"), grouped[0], grouped[1])
        if counts[grouped[0]] == 2 and counts[grouped[1]] == 2:  # pa:659a.6(b)(8)
            return (category_value("two_pair"), grouped[0], grouped[1])
    if counts[grouped[0]] == 2:  # pa:659a.6(b)(9): in the high or the medium hand (G-6)
        return (category_value("pair"), grouped[0], *[r for r in ranks if r != grouped[0]])
    return (category_value("no_category"), *ranks)  # pa:659a.6(c)


def key_category(k: Key) -> str:
    return CATEGORIES[len(CATEGORIES) - k[0]]


@lru_cache(maxsize=8192)
def _hand_key(cards: Hand, a234_sf_high: bool, a234_straight_high: bool) -> Key:
    best = plain_key(cards, a234_sf_high, a234_straight_high)
    if JOKER in cards and len(cards) == HIGH_CARDS:  # G-4: the joker may stand for a card completing a made hand
        others = tuple(c for c in cards if c != JOKER)
        for stand_in in sorted(DECK - {JOKER} - set(others)):
            k = plain_key(others + (stand_in,), a234_sf_high, a234_straight_high)
            if key_category(k) in JOKER_COMPLETES and k > best:
                best = k
    return best


def hand_key(cards: Hand, cfg: Config) -> Key:
    """pa:659a.6(a)-(c): a key that orders high, medium and low hands as the chapter does (equal keys are copies);
    a longer hand ranks above its own prefix, so it also compares a hand with the smaller one beside it
    (pa:659a.11(b))."""
    return _hand_key(tuple(sorted(cards)), cfg.a234_sf_high, cfg.a234_straight_high)


def setting_keys(s: Setting, cfg: Config) -> tuple[Key, Key, Key]:
    return hand_key(s[0], cfg), hand_key(s[1], cfg), hand_key(s[2], cfg)


def in_order(keys: tuple[Key, Key, Key]) -> bool:
    """pa:659a.11(b): the high hand above the medium, the medium above the low."""
    high, medium, low = keys
    return high > medium and medium > low


def foul(keys: tuple[Key, Key, Key]) -> Optional[str]:
    """pa:659a.11(f)(1)(iii), (iv): which rule of the setting a mis-set hand breaks, or None."""
    high, medium, low = keys
    if not high > medium:
        return FOUL_HIGH
    if not medium > low:
        return FOUL_MEDIUM
    return None


def compare(mine: Key, dealer: Key) -> int:
    """One of the player's hands against the dealer's in the same place; a copy is neither higher nor lower."""
    if mine > dealer:
        return WIN
    if mine == dealer:
        return COPY
    return LOSE


# ---------------------------------------------------------------------------------------------
# The house way, pa:659a.11(c), G-9


def display_order(c: Card) -> tuple[int, str]:
    """The fixed order of cards in a hand: the joker first, then by rank (ace high) and suit S, H, D, C."""
    return (99, "") if c == JOKER else (rank(c), suit(c))


def arranged(cards: Any) -> Hand:
    return tuple(sorted(cards, key=display_order, reverse=True))


def all_settings(cards: Hand) -> list[Setting]:
    """pa:659a.1: every way to set seven cards as four, two and one (105 ways)."""
    out = []
    for high in itertools.combinations(cards, HIGH_CARDS):
        rest = [c for c in cards if c not in high]
        for medium in itertools.combinations(rest, MEDIUM_CARDS):
            low = tuple(c for c in rest if c not in medium)
            out.append((arranged(high), arranged(medium), arranged(low)))
    return out


def policy_order(way: str, keys: tuple[Key, Key, Key]) -> tuple[Key, ...]:
    """G-9: best_high ranks settings by the high hand, then the medium, then the low; best_medium by the medium
    first, then the high, then the low."""
    high, medium, low = keys
    if way == "best_medium":
        return (medium, high, low)
    return (high, medium, low)


def house_way(cards: Hand, cfg: Config) -> Optional[Setting]:
    """pa:659a.11(c): the dealer's setting under the profile's house way, or None if no setting is in order. Of
    settings that play alike, the one whose cards (high hand first, each hand in display order) read highest."""
    best: Optional[tuple[Any, Setting]] = None
    for s in all_settings(cards):
        keys = setting_keys(s, cfg)
        if not in_order(keys):
            continue
        rank_of = (policy_order(cfg.house_way, keys), tuple(display_order(c) for c in s[0] + s[1] + s[2]))
        if best is None or rank_of > best[0]:
            best = (rank_of, s)
    return None if best is None else best[1]


# ---------------------------------------------------------------------------------------------
# The Bonus hand, pa:659a.6(d), G-10 to G-12


def bonus_runs(cfg: Config) -> list[frozenset[int]]:
    """Five-card sequences: 10-J-Q-K-A down to 2-3-4-5-6, and A-2-3-4-5 where the profile counts it (G-12)."""
    runs = [frozenset(range(top - BONUS_RUN + 1, top + 1)) for top in range(BONUS_RUN + 1, ACE + 1)]
    if cfg.bonus_wheel:
        runs.append(WHEEL)
    return runs


def _fills(held: set[int] | frozenset[int], jokers: int, wanted: frozenset[int]) -> bool:
    """Do the ranks held make ``wanted``, the joker standing for one missing card?"""
    return len(wanted - held) <= jokers


def bonus_hand(cards: Hand, cfg: Config) -> Optional[str]:
    """pa:659a.6(d), pa:659a.11(h): the highest Bonus hand the seven cards make, or None. The joker is an ace in the
    hands made by rank (G-10) and completes a sequence or a flush."""
    joker = 1 if JOKER in cards else 0
    natural = [c for c in cards if c != JOKER]
    ranks = [rank(c) for c in natural]
    count = Counter(ranks)
    count[ACE] += joker  # G-10: the joker is an ace
    suited: dict[str, set[int]] = {u: {rank(c) for c in natural if suit(c) == u} for u in SUITS}
    runs = bonus_runs(cfg)
    if count[FOUR_8S] == 4 and any(n >= 3 for r, n in count.items() if r != FOUR_8S):  # (d)(1)
        return "three_of_a_kind_and_four_8s"
    if joker and count[ACE] == 5:  # (d)(2)
        return "five_aces"
    royal_jokers = joker if cfg.bonus_royal_with_joker else 0  # G-11
    if any(_fills(held, royal_jokers, BONUS_ROYAL) for held in suited.values()):  # (d)(3)
        return "royal_flush"
    if any(run <= held for held in suited.values() for run in runs):  # (d)(4)
        return "natural_straight_flush"
    if joker and any(_fills(held, joker, run) for held in suited.values() for run in runs):  # (d)(5)
        return "straight_flush_with_a_joker"
    if any(n >= 4 for n in count.values()):  # (d)(6)
        return "four_of_a_kind"
    if not joker and frozenset(ranks) in NINE_HIGH_RANKS and len(set(ranks)) == HAND_CARDS:  # (d)(7)
        return NINE_HIGH
    trips = [r for r, n in count.items() if n >= 3]
    if trips and any(n >= 2 for r, n in count.items() if r != trips[0]):  # (d)(8)
        return "full_house"
    if any(len(held) + joker >= BONUS_RUN for held in suited.values()):  # (d)(9)
        return "flush"
    if trips:  # (d)(10)
        return "three_of_a_kind"
    if any(_fills(set(ranks), joker, run) for run in runs):  # (d)(11)
        return "straight"
    return None


def bonus_rows(cfg: Config) -> dict[str, int]:
    """pa:659a.12(b): the Bonus hands that win at this table and their odds to 1; only 9-high and above under
    bonus_qualifier = nine_high_or_better (G-7)."""
    if not cfg.bonus_offered or cfg.bonus_paytable == "none":
        return {}
    table = PAYTABLES[cfg.bonus_paytable]
    hands = list(BONUS_HANDS)
    if cfg.bonus_qualifier == "nine_high_or_better":
        hands = hands[:hands.index(NINE_HIGH) + 1]
    return {h: table[h] for h in hands}


# ---------------------------------------------------------------------------------------------
# The ring, pa:659a.5(g), pa:659a.8(c), pa:659a.10(b)


def start_place(n: int, ring: int) -> int:
    """pa:659a.5(g)(1)(iii), (2): count ``n`` round the ring counterclockwise from the dealer as one (G-2)."""
    return (DEALER + COUNT_DIRECTION * (n - DEALER_COUNTS_AS)) % ring


def deal_cards(cards: list[Card], start: int, ring: int, stacks: bool) -> tuple[dict[int, list[Card]], int]:
    """Seven cards to every place from ``start`` clockwise: one at a time round the ring, or in stacks of seven
    (pa:659a.10(b)); and the cards left."""
    order = [(start + DEAL_DIRECTION * k) % ring for k in range(ring)]
    hands: dict[int, list[Card]] = {p: [] for p in order}
    need = HAND_CARDS * ring
    for k, c in enumerate(cards[:need]):
        place = order[k // HAND_CARDS] if stacks else order[k % ring]
        hands[place].append(c)
    return hands, len(cards) - need


def face_up_reached(face_up: list[int], ring: int) -> list[int]:
    """pa:659a.13(f): the face-up cards the deal comes to: a card is reached when fewer usable cards than the deal
    needs lie above it."""
    need = HAND_CARDS * ring
    return [i for i in face_up if i - len([j for j in face_up if j < i]) < need]


# ---------------------------------------------------------------------------------------------
# The table


class AsiaPokerTable(Table):
    """One Asia Poker table: the seats, the wagers, the deck, the deal, the settings and the settlement."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.seated: set[int] = set()
        self.second: dict[int, int] = {}  # pa:659a.7(f): a second position -> the player's own
        self.button = DEALER  # pa:659a.5(g)(3): the button starts at the dealer
        self.clear_round()

    def clear_round(self) -> None:
        """pa:659a.5(a): the round is over; the cards are shuffled again."""
        self.phase = "open"
        self.stakes: dict[int, int] = {}  # each position's Asia Poker Wager
        self.bonuses: dict[int, int] = {}
        self.deck: Optional[list[Card]] = None
        self.face_up: list[int] = []
        self.start: Optional[int] = None
        self.dealt: dict[int, list[Card]] = {}
        self.stub = 0
        self.settings: dict[int, Setting] = {}
        self.dealer_setting: Optional[Setting] = None
        self.exposed: set[int] = set()

    # --- the protocol ---------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        return answer(self, event, "an Asia Poker event")

    def state(self) -> Message:
        wagers = [{"seat": p, "bet": WAGER, "amount": amount(a)} for p, a in sorted(self.stakes.items())]
        wagers += [{"seat": p, "bet": BONUS, "amount": amount(a)} for p, a in sorted(self.bonuses.items())]
        dealer = None
        if self.dealer_setting is not None:
            high, medium, low = self.dealer_setting
            dealer = {"high": list(high), "medium": list(medium), "low": list(low)}
        return {
            "phase": self.phase,
            "seated": sorted(self.seated),
            "second_spots": [{"spot": a, "seat": p} for a, p in sorted(self.second.items())],
            "wagers": wagers,
            "shuffled": self.deck is not None,
            "start": self.start,
            "button": self.button,
            "dealt": [{"place": p, "cards": list(cs)} for p, cs in sorted(self.dealt.items())],
            "stub": self.stub,
            "set": sorted(self.settings),
            "dealer": dealer,
            "exposed": sorted(self.exposed),
        }

    def wagers(self) -> Optional[list[str]]:
        return [WAGER] + ([BONUS] if self.cfg.bonus_offered else [])

    # --- lookups -------------------------------------------------------------------------------

    def need_position(self, p: int) -> None:
        if not 1 <= p <= self.cfg.positions:  # pa:659a.2(a)
            raise Refused("pa:659a.2(a)", f"the betting positions are 1 to {self.cfg.positions}, not {p}")

    def need_phase(self, clause: str, *phases: str) -> None:
        if self.phase not in phases:
            raise Refused(clause, f"not now: the round is {self.phase}")

    def owner(self, spot: int) -> int:
        """The seated player who plays ``spot``: himself, or the player who took it as a second position."""
        return self.second.get(spot, spot)

    def reveal_order(self) -> list[int]:
        """pa:659a.11(e): from the dealer's far right, counterclockwise."""
        return sorted(self.stakes, reverse=True)

    # --- seats and positions, pa:659a.2(a), pa:659a.7(b), (f) ----------------------------------

    def on_join(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        self.need_position(seat)
        if seat in self.seated or seat in self.second:  # pa:659a.2(a)
            raise Refused("pa:659a.2(a)", f"position {seat} is taken")
        self.seated.add(seat)
        return []

    def on_take_second_spot(self, m: Message) -> list[Message]:
        seat, spot = integer(m, "seat"), integer(m, "spot")
        self.need_position(spot)
        self.need_phase("pa:659a.7(c)", "open")
        if not self.cfg.adjacent_spots:  # pa:659a.7(f)
            raise Refused("pa:659a.7(f)", "this table lets no player wager on two positions")
        if seat not in self.seated:  # pa:659a.7(b)
            raise Refused("pa:659a.7(b)", f"nobody sits at position {seat}")
        if abs(spot - seat) != 1:  # pa:659a.7(f): adjacent
            raise Refused("pa:659a.7(f)", f"position {spot} is not beside position {seat}")
        if spot in self.seated or spot in self.second or seat in self.second.values():
            raise Refused("pa:659a.7(f)", f"position {spot} is taken, or position {seat} already plays two")
        self.second[spot] = seat
        return []

    def give_up(self, spot: int) -> list[Message]:
        """The wagers of a position its player leaves: returned before 'no more bets' (pa:659a.7(c)); afterwards
        abandoned, lost or returned as the holder chooses (pa:659a.7(b)); its cards go to the rack."""
        outs: list[Message] = []
        before_call = self.phase == "open"
        lose = self.cfg.abandoned_wager == "lose" and not before_call
        clause = "pa:659a.7(c)" if before_call else "pa:659a.7(b)"
        for bet, held in ((WAGER, self.stakes), (BONUS, self.bonuses)):
            if spot in held:
                outs.append(settlement(spot, bet, "lose" if lose else "void", held.pop(spot), [clause]))
        self.dealt.pop(spot, None)
        self.settings.pop(spot, None)
        self.exposed.discard(spot)
        return outs

    def on_leave(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if seat in self.second:  # the player gives up his second position
            outs = self.give_up(seat)
            del self.second[seat]
            return outs
        if seat not in self.seated:  # pa:659a.7(b)
            raise Refused("pa:659a.7(b)", f"nobody sits at position {seat}")
        outs = self.give_up(seat)
        for spot in [a for a, p in self.second.items() if p == seat]:  # his second position goes with him
            outs += self.give_up(spot)
            del self.second[spot]
        self.seated.discard(seat)
        return outs

    # --- wagers, pa:659a.7 ---------------------------------------------------------------------

    def on_place(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        stake = whole_amount(m)
        bet = _bet(m)
        self.need_position(seat)
        self.need_phase("pa:659a.7(c)", "open")  # pa:659a.7(c): nothing after 'no more bets'
        if seat not in self.seated and seat not in self.second:  # pa:659a.7(b): only a seated player
            raise Refused("pa:659a.7(b)", f"only a seated player may wager: position {seat} is empty")
        if stake <= 0:  # pa:659a.7(a): chips or plaques
            raise Refused("pa:659a.7(a)", "a wager is a positive amount of chips")
        if bet == WAGER:  # pa:659a.7(d)
            self.stakes[seat] = self.stakes.get(seat, 0) + stake
            return []
        if not self.cfg.bonus_offered:  # pa:659a.7(e)
            raise Refused("pa:659a.7(e)", "this table offers no Bonus Wager")
        if seat not in self.stakes:  # pa:659a.7(e): beside an Asia Poker Wager only
            raise Refused("pa:659a.7(e)", "the Bonus Wager is open only to a position with an Asia Poker Wager")
        self.bonuses[seat] = self.bonuses.get(seat, 0) + stake
        return []

    def on_remove(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        bet = _bet(m)
        self.need_phase("pa:659a.7(c)", "open")
        held = self.stakes if bet == WAGER else self.bonuses
        if seat not in held:  # pa:659a.7(c)
            raise Refused("pa:659a.7(c)", f"no {bet} wager at position {seat}")
        outs = [settlement(seat, bet, "void", held.pop(seat), ["pa:659a.7(c)"])]
        if bet == WAGER and seat in self.bonuses:  # pa:659a.7(e): the Bonus goes with its Asia Poker Wager
            outs.append(settlement(seat, BONUS, "void", self.bonuses.pop(seat), ["pa:659a.7(c)", "pa:659a.7(e)"]))
        return outs

    # --- the deck and the call, pa:659a.3, pa:659a.5, pa:659a.7(c) ------------------------------

    def on_shuffle(self, m: Message) -> list[Message]:
        cards = read_cards(m, "cards")
        face_up = _places(m, "face_up")
        self.need_phase("pa:659a.5(a)", "open", "closed")
        if len(cards) != len(DECK) or set(cards) != DECK:  # pa:659a.3(a)
            raise Refused("pa:659a.3(a)", "the deck is the 52 cards of one deck and one joker, each once")
        if len(set(face_up)) != len(face_up) or any(not 0 <= i < len(DECK) for i in face_up):  # pa:659a.13(f)
            raise Refused("pa:659a.13(f)", "face-up cards are named by their distinct places in the deck")
        self.deck = list(cards)
        self.face_up = sorted(face_up)
        return []

    def on_shuffler_failure(self, m: Message) -> list[Message]:
        self.need_phase("pa:659a.13(l)", "open", "closed")
        if not self.cfg.automated_shuffle:  # pa:659a.13(l)
            raise Refused("pa:659a.13(l)", "this table shuffles by hand")
        self.deck = None
        self.face_up = []
        return [notice("the automated shuffler failed: the cards are shuffled again", "pa:659a.13(l)")]

    def on_no_more_bets(self, m: Message) -> list[Message]:
        self.need_phase("pa:659a.7(c)", "open")
        if not self.stakes:  # pa:659a.7(d): nothing to deal for
            raise Refused(self.cfg.steps["call"], "no Asia Poker Wager on the layout")
        self.phase = "closed"
        return []

    # --- the start, pa:659a.5(g), pa:659a.13(a), (b) --------------------------------------------

    def need_start_by(self, how: str) -> None:
        if self.cfg.start_position != how:  # pa:659a.5(g)
            raise Refused("pa:659a.5(g)", f"this table finds the start by its {self.cfg.start_position}")
        self.need_phase(self.cfg.steps["call"], "closed")
        if self.deck is None:  # pa:659a.5(a): shuffled before the deal
            raise Refused("pa:659a.5(a)", "the cards are shuffled before the deal")

    def on_shake(self, m: Message) -> list[Message]:
        dice = _dice(m)
        flat = boolean(m, "flat", True)
        fell_out = boolean(m, "fell_out", False)
        self.need_start_by("shaker")
        if any(d not in DIE_FACES for d in dice):  # pa:659a.2(c)(1)
            raise Refused("pa:659a.2(c)(1)", "three dice, each showing 1 to 6")
        if not flat:  # pa:659a.13(a)
            return [notice("no roll: a die is not flat; shake again", "pa:659a.13(a)")]
        if fell_out:  # pa:659a.13(b)
            return [notice("no roll: a die fell out of the shaker; shake again", "pa:659a.13(b)")]
        return self.deal(start_place(sum(dice), self.cfg.ring))

    def on_random_number(self, m: Message) -> list[Message]:
        number = integer(m, "number")
        self.need_start_by("rng")
        if number not in RNG_NUMBERS:  # pa:659a.5(g)(2)
            raise Refused("pa:659a.5(g)(2)", f"the generator shows 1 to 7, not {number}")
        return self.deal(start_place(number, self.cfg.ring))

    def on_deal(self, m: Message) -> list[Message]:
        self.need_start_by("flat_button")
        return self.deal(self.button)  # pa:659a.5(g)(3)

    # --- the deal, pa:659a.8-pa:659a.10, pa:659a.13(f), (g) ------------------------------------

    def deal(self, start: int) -> list[Message]:
        """Seven cards to every place from ``start``; one face-up card set aside, two or more void the round; the
        stub counted (G-3); the cards of positions without a wager gathered unseen."""
        assert self.deck is not None
        steps = self.cfg.steps
        outs = [notice(f"the deal starts at place {start}", *START_CLAUSES[self.cfg.start_position], steps["deal"])]
        self.start = start
        reached = face_up_reached(self.face_up, self.cfg.ring)
        if len(reached) > MAX_FACE_UP:  # pa:659a.13(f)
            return outs + self.void_all("two or more cards face up in the deal", "pa:659a.13(f)")
        if reached:
            outs.append(notice("a card found face up goes to the discard rack unused", "pa:659a.13(f)"))
        usable = [c for i, c in enumerate(self.deck) if i not in reached]
        hands, stub = deal_cards(usable, start, self.cfg.ring, self.cfg.dealing in STACK_DEALING)
        outs.append(notice(f"{stub} cards left after the deal", steps["stub"]))
        idle = [p for p in range(1, self.cfg.positions + 1) if p not in self.stakes]
        if idle:
            outs.append(notice(f"the cards of positions {idle} go unseen to the discard rack", steps["gather"]))
        self.dealt = {p: cs for p, cs in hands.items() if p == DEALER or p in self.stakes}
        self.stub = stub
        self.phase = "dealt"
        return outs

    # --- irregularities, pa:659a.13 ------------------------------------------------------------

    def void_all(self, why: str, *clauses: str) -> list[Message]:
        """Every hand void, every wager returned, the cards shuffled again."""
        outs = [notice(why, *clauses)]
        for p in self.reveal_order():
            outs.append(settlement(p, WAGER, "void", self.stakes[p], list(clauses)))
            if p in self.bonuses:
                outs.append(settlement(p, BONUS, "void", self.bonuses[p], list(clauses)))
        self.end_round()
        return outs

    def on_wrong_deal(self, m: Message) -> list[Message]:
        self.need_phase("pa:659a.13(c)", "dealt")
        return self.void_all("the first card went to the wrong place", "pa:659a.13(c)")  # G-16

    def on_stub_miscount(self, m: Message) -> list[Message]:
        places_ok = boolean(m, "places_ok", False)
        misdeal = self.cfg.steps["misdeal"]
        self.need_phase(misdeal, "dealt")
        if self.settings:
            raise Refused(misdeal, "the stub is counted before the players set their hands")
        if places_ok:  # a bad deck: every place has seven
            return self.void_all("the stub is wrong though every place has seven cards", misdeal)
        return self.void_all("a place has the wrong number of cards", misdeal, "pa:659a.13(h)", "pa:659a.13(k)")

    def on_shoe_failure(self, m: Message) -> list[Message]:
        if self.cfg.dealing != "automated_shoe":  # pa:659a.13(m)
            raise Refused("pa:659a.13(m)", "this table deals from no automated shoe")
        self.need_phase("pa:659a.13(m)", "closed", "dealt")
        if self.phase == "dealt" and self.settings:
            raise Refused("pa:659a.13(m)", "the shoe failed after the deal was complete")
        return self.void_all("the automated shoe failed: the round is void", "pa:659a.13(m)")

    def on_expose_card(self, m: Message) -> list[Message]:
        place = integer(m, "place")
        self.need_phase("pa:659a.13(d)", "dealt")
        if place == DEALER:  # pa:659a.13(e), (j), G-20
            return self.void_all("a card of the dealer's hand was exposed", "pa:659a.13(e)", "pa:659a.13(j)")
        self.need_position(place)
        if place not in self.dealt:
            raise Refused(self.cfg.steps["gather"], f"position {place} has no hand")
        if place in self.settings:  # pa:659a.11(a)(3)
            raise Refused("pa:659a.11(a)(3)", f"position {place} has set its hands face down")
        self.exposed.add(place)
        return [notice(f"a card of position {place} was exposed: the player may void the hand", "pa:659a.13(d)")]

    def on_void_choice(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        void = boolean(m, "void", False)
        self.need_phase("pa:659a.13(d)", "dealt")
        if seat not in self.exposed:  # pa:659a.13(d)
            raise Refused("pa:659a.13(d)", f"no card of position {seat} was exposed")
        self.exposed.discard(seat)
        if not void:
            return []
        outs = [settlement(seat, WAGER, "void", self.stakes.pop(seat), ["pa:659a.13(d)"])]  # G-17: every wager
        if seat in self.bonuses:
            outs.append(settlement(seat, BONUS, "void", self.bonuses.pop(seat), ["pa:659a.13(d)"]))
        self.dealt.pop(seat, None)
        return outs

    # --- setting the hands, pa:659a.11(a)-(c), pa:659a.13(i) ----------------------------------

    def first_of_two(self, spot: int) -> Optional[int]:
        """pa:659a.7(f), G-15: of a player's two positions, the one set first: the larger wager's, or with equal
        wagers the one the reveal reaches first (the higher number)."""
        mine = [a for a in self.stakes if self.owner(a) == self.owner(spot)]
        if len(mine) < 2:
            return None
        return max(mine, key=lambda a: (self.stakes[a], a))

    def on_set_hands(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        high, medium, low = read_cards(m, "high", HIGH_CARDS), read_cards(m, "medium", MEDIUM_CARDS), read_cards(
            m, "low", LOW_CARDS)
        self.need_phase("pa:659a.11(a)", "dealt")
        if seat not in self.stakes:
            raise Refused("pa:659a.11(a)", f"position {seat} has no hand in this round")
        if seat in self.exposed:  # pa:659a.13(d): the choice comes first
            raise Refused("pa:659a.13(d)", f"position {seat} first chooses whether to void the hand")
        if seat in self.settings:  # pa:659a.11(a)(3)
            raise Refused("pa:659a.11(a)(3)", "hands once set and laid face down may not be touched again")
        first = self.first_of_two(seat)
        if first is not None and first != seat and first not in self.settings:  # pa:659a.7(f)
            raise Refused("pa:659a.7(f)", f"the hand of position {first} is set first")
        if Counter(high + medium + low) != Counter(self.dealt[seat]):  # pa:659a.11(a)
            raise Refused("pa:659a.11(a)", f"the hands are not the seven cards dealt to position {seat}")
        self.settings[seat] = (arranged(high), arranged(medium), arranged(low))
        return []

    def on_dealer_sets(self, m: Message) -> list[Message]:
        given_keys = [k for k in ("high", "medium", "low") if m.get(k) is not None]
        given: Optional[Setting] = None
        if given_keys:
            if len(given_keys) != 3:
                raise ProtocolError("high", "the dealer's three hands, or none for the house way")
            given = (read_cards(m, "high", HIGH_CARDS), read_cards(m, "medium", MEDIUM_CARDS),
                     read_cards(m, "low", LOW_CARDS))
        self.need_phase("pa:659a.11(c)", "dealt")
        waiting = sorted(p for p in self.stakes if p not in self.settings)
        if waiting:  # pa:659a.11(c): the dealer sets after every player
            raise Refused("pa:659a.11(c)", f"position {waiting[0]} has not set")
        cards = tuple(self.dealt[DEALER])
        way = house_way(cards, self.cfg)
        if way is None:
            raise Refused("pa:659a.11(c)", "the house way sets no hands")
        outs: list[Message] = []
        chosen = way
        if given is not None:
            if Counter(given[0] + given[1] + given[2]) != Counter(cards):
                raise Refused("pa:659a.11(c)", "the hands are not the dealer's seven cards")
            if setting_keys(given, self.cfg) != setting_keys(way, self.cfg):  # pa:659a.13(i): set again
                outs.append(notice("the dealer's hands were not set by the house way: set again", "pa:659a.13(i)"))
            else:
                chosen = (arranged(given[0]), arranged(given[1]), arranged(given[2]))
        outs.append(notice("the dealer sets his hands by the house way", "pa:659a.11(c)"))
        self.dealer_setting = chosen
        self.phase = "dealer_set"
        return outs

    def on_surrender(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        self.need_phase("pa:659a.11(d)", "dealer_set")
        if seat not in self.stakes:
            raise Refused("pa:659a.11(d)", f"position {seat} has no hand to surrender")
        if seat in self.bonuses:  # pa:659a.11(d): no surrender with a Bonus Wager
            raise Refused("pa:659a.11(d)", f"position {seat} has a Bonus Wager")
        forfeit = self.stakes.pop(seat)  # G-8: the whole wager
        self.dealt.pop(seat, None)
        self.settings.pop(seat, None)
        return [settlement(seat, WAGER, "lose", forfeit, ["pa:659a.11(d)"])]

    # --- the reveal and settlement, pa:659a.11(e)-(h), pa:659a.12 ------------------------------

    def settle_wager(self, seat: int) -> Message:
        """pa:659a.11(f): a mis-set hand loses; otherwise two hands or three above the dealer's win 1 to 1, and
        anything less loses, a copy going to the dealer."""
        stake = self.stakes[seat]
        assert self.dealer_setting is not None
        mine = setting_keys(self.settings[seat], self.cfg)
        broken = foul(mine)
        if broken is not None:
            return settlement(seat, WAGER, "lose", stake, ["pa:659a.11(f)(1)", broken, "pa:659a.11(b)"])
        dealer = setting_keys(self.dealer_setting, self.cfg)
        marks = [compare(a, b) for a, b in zip(mine, dealer)]
        if marks.count(WIN) >= HANDS_TO_WIN:  # pa:659a.11(f)(2), pa:659a.12(a)
            return settlement(seat, WAGER, "win", stake * WAGER_PAYS, ["pa:659a.11(f)(2)", "pa:659a.12(a)"])
        which = "pa:659a.11(f)(1)(ii)" if COPY in marks and LOSE in marks else "pa:659a.11(f)(1)(i)"
        return settlement(seat, WAGER, "lose", stake, ["pa:659a.11(f)(1)", which])

    def settle_bonus(self, seat: int) -> Message:
        """pa:659a.11(h): the Bonus on the best hand of pa:659a.6(d) the seven cards dealt make, however set."""
        stake = self.bonuses[seat]
        hand = bonus_hand(tuple(self.dealt[seat]), self.cfg)
        rows = bonus_rows(self.cfg)
        if hand is None or hand not in rows:  # pa:659a.11(h)(1)
            return settlement(seat, BONUS, "lose", stake, ["pa:659a.11(h)(1)", "pa:659a.6(d)"])
        row = BONUS_HANDS.index(hand) + 1
        return settlement(seat, BONUS, "win", stake * rows[hand],
                          ["pa:659a.11(h)(2)", f"pa:659a.6(d)({row})", "pa:659a.12(b)"])

    def capped(self, paid: list[Message]) -> list[Message]:
        """pa:659a.12(c), G-13: one position's winnings of the round, the Asia Poker Wager's first, up to the cap."""
        if self.cfg.payout_cap is None:
            return paid
        left = self.cfg.payout_cap
        for o in paid:
            if o["result"] != "win":
                continue
            won = int(parse_amount(o["amount"]))
            if won > left:
                won = left
                o["amount"] = amount(won)
                o["clauses"].append("pa:659a.12(c)")
            left -= won
        return paid

    def on_settle(self, m: Message) -> list[Message]:
        self.need_phase("pa:659a.11(e)", "dealer_set")
        outs: list[Message] = []
        for seat in self.reveal_order():  # pa:659a.11(e): counterclockwise from the dealer's far right
            paid = [self.settle_wager(seat)]
            if seat in self.bonuses:  # pa:659a.11(h): after the Asia Poker Wager
                paid.append(self.settle_bonus(seat))
            outs += self.capped(paid)
        self.end_round()
        return outs

    def end_round(self) -> None:
        """pa:659a.5(a): the cards are shuffled again; pa:659a.5(g)(3): after a round that was dealt, the button
        moves one place clockwise."""
        if self.start is not None:
            self.button = (self.button + BUTTON_STEP) % self.cfg.ring
        self.clear_round()


class AsiaPokerEngine(Engine):
    """The example vendor engine for Asia Poker, reporting clauses, observable state and notices."""

    name = "croupier-example-asia-poker"
    version = "1"
    games = ("asia_poker",)
    reports = ("clauses", "state", "notices")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return AsiaPokerTable(parse_profile(game, profile))
