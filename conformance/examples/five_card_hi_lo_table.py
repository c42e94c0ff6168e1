"""An independent Five Card Hi-Lo engine: 58 Pa. Code chapter 663a as the 2013 proposal prints it.

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text as the project's
spec holds it (``spec/poker/pa-663a@2013p.toml``), the digest of it
(``five-card-hi-lo.md``: the point values and Poker hands of section 6, the
wagers of 7, the three dealing procedures of 8 to 10, the round of 11, the
paytables of 12 and the irregularities of 13), the options and readings of
``spec/poker/tables.toml`` (G-1 to G-17) and the protocol
(``conformance/INTERPRETING.md``), and it shares no code with
:mod:`croupier.reference`. It is deliberately plain: one constant per figure of
the text, one small function per rule, mutable state and exact integers, so
that a catalogue of mutants (realistic vendor bugs, ``five_card_hi_lo_mutants.py``)
can each change one obvious place.

Amounts are in the table's smallest unit (cents in the bundled profiles); every
payout is a whole multiple of a stake. A card is its rank then its suit
(``"AS"``, ``"10H"``); one deck of 52 cards, no joker (663a.3(a)). Places are 0
(the dealer) and 1 to ``positions`` (1 at the dealer's far left). Only the
positions with an Ante are dealt to: from the one farthest to the dealer's left
clockwise, the dealer last (663a.8(d), 663a.9(b)), one card at a time, or in
stacks of five from an automated shoe (663a.10(b)). The players play or fold in
the same order (663a.11(b)); the reveal runs from the dealer's far right
(663a.11(f)).

Supported profile options (every option of ``spec/poker/tables.toml`` with
``game = "five_card_hi_lo"``): ``game`` = ``five_card_hi_lo``; ``ruleset``
(``pa-663a@2013p``); ``positions`` (1-6); ``dealing`` (manual_shoe, hand,
automated_shoe); ``shuffling`` (manual, automated_shuffler,
shuffler_loads_shoe, auto_reshuffler); ``counting_shuffler``;
``preshuffled_decks``; ``decks`` (1, 2); ``adjacent_spots``;
``abandoned_wager`` (lose, return); ``ante_bonus_paytable`` (A-D);
``tie_offered``; ``poker_bonus_offered``; ``poker_bonus_paytable`` (none, A,
B); ``misset_policy`` (reject, dealer_corrects, forfeit; G-2);
``dealer_four_aces_low`` (1, 2; G-4); ``ante_bonus_on_fold`` (G-5);
``ante_bonus_payment`` (n_times_ante, n_less_one; G-6); ``exposed_cards``
(as_asia_poker, none; G-12); ``cut_preshuffled`` (G-17). Anything else is
:class:`Unsupported`. The engine reports clauses, observable state and notices.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping, Optional

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer, boolean, integer, notice, whole_amount
from croupier.conformance.protocol import ProtocolError, amount

__all__ = ["Config", "FiveCardHiLoEngine", "FiveCardHiLoTable", "dealer_setting", "in_order", "parse_profile",
           "poker_hand"]

Message = dict[str, Any]
Card = str
Hand = tuple[Card, ...]
Setting = tuple[Hand, Hand]  # (high, low)

# ---------------------------------------------------------------------------------------------
# The table and the deck, pa:663a.2, pa:663a.3

RULESET = "pa-663a@2013p"
MAX_POSITIONS = 6  # pa:663a.2(a): no more than six betting positions
DEALER = 0  # the dealer's place
SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
#: pa:663a.3(a): one deck of 52 cards, no joker
DECK: frozenset[Card] = frozenset(r + s for r in RANKS for s in SUITS)
HAND_CARDS = 5  # pa:663a.8(d): five cards to every Ante position and the dealer
HIGH_CARDS, LOW_CARDS = 3, 2  # pa:663a.1: the high hand of three cards, the low hand of two

# ---------------------------------------------------------------------------------------------
# Point values, pa:663a.6(a), G-1

ACE_IN_HIGH = 11  # pa:663a.6(a): an ace counts 11 in the high hand
ACE_IN_LOW = 1  # ... and 1 in the low hand
COURT_POINTS = 10  # jacks, queens and kings
NUMBER_POINTS: dict[str, int] = {str(n): n for n in range(2, 11)}  # G-1: 2 to 10 at their number
MAX_ACES_LOW = 1  # pa:663a.11(d): no more than one ace in the low hand

# ---------------------------------------------------------------------------------------------
# The deal, pa:663a.8-pa:663a.10, pa:663a.13(a)

STACK_DEALING = ("automated_shoe",)  # pa:663a.10(b): five-card stacks
MAX_FACE_UP = 1  # pa:663a.13(a): one face-up card goes to the rack; two or more void the round
UNCOUNTED_ROUNDS = 4  # pa:663a.8(f), G-16: at most four rounds in a row without a stub count
#: the clause of each step of the three dealing procedures (663a.8 manual shoe, 663a.9 hand, 663a.10 automated shoe)
PROCEDURE: dict[str, dict[str, str]] = {
    "manual_shoe": {"call": "pa:663a.8(b)", "deal": "pa:663a.8(d)", "stub": "pa:663a.8(e)", "count": "pa:663a.8(f)",
                    "whole": "pa:663a.8(g)", "wrong": "pa:663a.8(h)"},
    "hand": {"call": "pa:663a.9(a)(3)", "deal": "pa:663a.9(b)", "stub": "pa:663a.9(c)", "count": "pa:663a.9(d)",
             "whole": "pa:663a.9(e)", "wrong": "pa:663a.9(f)"},
    "automated_shoe": {"call": "pa:663a.10(a)(2)", "deal": "pa:663a.10(b)", "stub": "pa:663a.10(c)",
                       "count": "pa:663a.10(d)", "whole": "pa:663a.10(e)", "wrong": "pa:663a.10(f)"},
}

# ---------------------------------------------------------------------------------------------
# Wagers and payouts, pa:663a.7, pa:663a.11, pa:663a.12

ANTE, TIE, POKER_BONUS, PLAY, ANTE_BONUS = "ante", "tie", "poker_bonus", "play", "ante_bonus"
PLACED = (ANTE, TIE, POKER_BONUS)  # the wagers placed before the deal (pa:663a.7(d), (e))
#: pa:663a.7(e)(1), (2): the optional wagers' clauses
OPTIONAL_CLAUSE = {TIE: "pa:663a.7(e)(1)", POKER_BONUS: "pa:663a.7(e)(2)"}
ANTE_PAYS = 1  # pa:663a.12(a): the Ante and the Play Wager 1 to 1
SIDES_TO_WIN = 2  # pa:663a.11(g)(1): the high total above the dealer's and the low total below his
#: pa:663a.12(b): the Ante Bonus paytables, "N for 1" on the Ante
ANTE_BONUS_TABLES: dict[str, dict[str, int]] = {
    "A": {"four_aces_and_one_2": 1000, "four_aces": 100, "three_aces": 10},
    "B": {"four_aces_and_one_2": 500, "four_aces": 50, "three_aces": 5},
    "C": {"four_aces_and_one_2": 200, "four_aces": 50, "three_aces": 5},
    "D": {"four_aces_and_one_2": 100, "four_aces": 50, "three_aces": 5},
}
ANTE_BONUS_ACES = 3  # pa:663a.11(h): three aces or more
FOUR_ACES = 4
#: pa:663a.12(c), G-7: the Tie Wager's odds by how many of the player's totals equal the dealer's
TIE_PAYS: dict[int, int] = {1: 4, 2: 20}
#: pa:663a.6(b)(1)-(9): the Poker hands, best first, as the rows of pa:663a.12(d)
POKER_HANDS: tuple[str, ...] = ("royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush",
                                "straight", "three_of_a_kind", "two_pair", "pair")
#: pa:663a.12(d): the Poker Bonus paytables, "N to 1"
POKER_BONUS_TABLES: dict[str, dict[str, int]] = {
    "A": {"royal_flush": 250, "straight_flush": 50, "four_of_a_kind": 25, "full_house": 15, "flush": 10,
          "straight": 8, "three_of_a_kind": 5, "two_pair": 3, "pair": 1},
    "B": {"royal_flush": 500, "straight_flush": 100, "four_of_a_kind": 40, "full_house": 15, "flush": 8,
          "straight": 6, "three_of_a_kind": 4, "two_pair": 3, "pair": 1},
}
#: pa:663a.6(b)(9), G-8: the least pair each paytable pays
LEAST_PAIR: dict[str, int] = {"A": 7, "B": 6}
POKER_ACE = 14  # G-13: the ace ranks above the king
WHEEL = (2, 3, 4, 5, POKER_ACE)  # pa:663a.6(b)(2), (6): the only sequence the ace ends low
ROYAL_LOW = 10  # pa:663a.6(b)(1): A-K-Q-J-10


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    positions: int = MAX_POSITIONS  # pa:663a.2(a)
    dealing: str = "manual_shoe"  # pa:663a.5(c)(1)
    shuffling: str = "manual"  # pa:663a.5(a)
    counting_shuffler: bool = False  # pa:663a.5(b)
    preshuffled_decks: bool = False  # pa:663a.4(e)
    decks: int = 1  # pa:663a.3(b)
    adjacent_spots: bool = False  # pa:663a.7(f)
    abandoned_wager: str = "lose"  # pa:663a.7(b)
    ante_bonus_paytable: str = "A"  # pa:663a.12(b)
    tie_offered: bool = False  # pa:663a.7(e)(1)
    poker_bonus_offered: bool = False  # pa:663a.7(e)(2)
    poker_bonus_paytable: str = "none"  # pa:663a.12(d)
    misset_policy: str = "reject"  # pa:663a.11(d), G-2
    dealer_four_aces_low: int = 1  # pa:663a.11(e), G-4
    ante_bonus_on_fold: bool = False  # pa:663a.11(h), G-5
    ante_bonus_payment: str = "n_times_ante"  # pa:663a.12(b), G-6
    exposed_cards: str = "as_asia_poker"  # pa:663a.13, G-12
    cut_preshuffled: bool = True  # pa:663a.5(c), G-17

    @property
    def automated_shuffle(self) -> bool:
        return self.shuffling != "manual"

    @property
    def counts_stub(self) -> bool:
        """pa:663a.8(f), pa:663a.5(g): the stub is counted unless a counting shuffler or an automatic reshuffling
        and counting device shows the deck whole."""
        return not (self.counting_shuffler or self.shuffling == "auto_reshuffler")

    @property
    def steps(self) -> dict[str, str]:
        return PROCEDURE[self.dealing]

    @property
    def least_pair(self) -> int:
        return LEAST_PAIR.get(self.poker_bonus_paytable, LEAST_PAIR["A"])


CHOICES: dict[str, tuple[str, ...]] = {
    "dealing": ("manual_shoe", "hand", "automated_shoe"),
    "shuffling": ("manual", "automated_shuffler", "shuffler_loads_shoe", "auto_reshuffler"),
    "abandoned_wager": ("lose", "return"),
    "ante_bonus_paytable": ("A", "B", "C", "D"),
    "poker_bonus_paytable": ("none", "A", "B"),
    "misset_policy": ("reject", "dealer_corrects", "forfeit"),
    "ante_bonus_payment": ("n_times_ante", "n_less_one"),
    "exposed_cards": ("as_asia_poker", "none"),
}
FLAGS: tuple[str, ...] = ("counting_shuffler", "preshuffled_decks", "adjacent_spots", "tie_offered",
                          "poker_bonus_offered", "ante_bonus_on_fold", "cut_preshuffled")
ONE_OR_TWO: tuple[str, ...] = ("decks", "dealer_four_aces_low")


def _bad(name: str, reason: str) -> Unsupported:
    return Unsupported(f"profile/{name}", reason)


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks or
    663a does not allow."""
    if game != "five_card_hi_lo":
        raise _bad("game", f"this engine deals Five Card Hi-Lo only, not {game!r}")
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
        elif name in ONE_OR_TWO:
            if isinstance(value, bool) or value not in (1, 2):
                raise _bad(name, f"1 or 2, not {value!r}")
            setattr(cfg, name, int(value))
        elif name == "positions":
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_POSITIONS:
                raise _bad(name, f"a count from 1 to {MAX_POSITIONS}, not {value!r}")
            cfg.positions = value
        else:
            raise _bad(name, "not an option of this engine")
    if cfg.dealing == "hand" and cfg.shuffling in ("manual", "shuffler_loads_shoe"):  # pa:663a.9(a)(1), 663a.5(a)
        raise _bad("dealing", "cards dealt from the hand need an automated shuffler that does not load a shoe")
    if cfg.decks == 2 and not cfg.automated_shuffle:  # pa:663a.3(b)
        raise _bad("decks", "two decks need an automated shuffler")
    if cfg.counting_shuffler and not cfg.automated_shuffle:  # pa:663a.5(b)
        raise _bad("counting_shuffler", "a counting shuffler is an automated shuffler")
    if cfg.poker_bonus_offered and cfg.poker_bonus_paytable == "none":  # pa:663a.12(d)
        raise _bad("poker_bonus_paytable", "a table offering the Poker Bonus selects paytable A or B")
    return cfg


# ---------------------------------------------------------------------------------------------
# Messages


def _bet(m: Message) -> str:
    v = m.get("bet", ANTE)
    if v not in PLACED:
        raise ProtocolError("bet", f"one of {', '.join(PLACED)}, not {v!r}")
    return str(v)


def read_card(v: Any, key: str) -> Card:
    """``"10H"``; anything else is malformed."""
    if isinstance(v, str) and len(v) >= 2 and v[:-1] in RANKS and v[-1] in SUITS:
        return v
    raise ProtocolError(key, f"a card such as 'AS', '10H' or 'QD', not {v!r}")


def read_cards(m: Message, key: str, n: Optional[int] = None) -> Hand:
    v = m.get(key)
    if not isinstance(v, list) or (n is not None and len(v) != n):
        size = f"{n} cards" if n is not None else "cards"
        raise ProtocolError(key, f"a list of {size} such as ['AS', '10H'], not {v!r}")
    return tuple(read_card(x, key) for x in v)


def _places(m: Message, key: str) -> list[int]:
    v = m.get(key, [])
    if not isinstance(v, list) or any(isinstance(x, bool) or not isinstance(x, int) for x in v):
        raise ProtocolError(key, f"a list of places in the deck, not {v!r}")
    return list(v)


def settlement(seat: int, bet: str, result: str, value: int, clauses: list[str]) -> Message:
    return {"type": "settlement", "seat": seat, "bet": bet, "result": result, "amount": amount(value),
            "commission": "0", "clauses": clauses}


# ---------------------------------------------------------------------------------------------
# Cards and points, pa:663a.6(a)


def rank_of(c: Card) -> str:
    return c[:-1]


def suit_of(c: Card) -> str:
    return c[-1]


def is_ace(c: Card) -> bool:
    return rank_of(c) == "A"


def points(c: Card, high: bool) -> int:
    """pa:663a.6(a): a card's points, an ace 11 in the high hand and 1 in the low hand."""
    r = rank_of(c)
    if r == "A":
        return ACE_IN_HIGH if high else ACE_IN_LOW
    if r in NUMBER_POINTS:
        return NUMBER_POINTS[r]
    return COURT_POINTS


def high_total(hand: Hand) -> int:
    return sum(points(c, True) for c in hand)


def low_total(hand: Hand) -> int:
    return sum(points(c, False) for c in hand)


def totals(s: Setting) -> tuple[int, int]:
    return high_total(s[0]), low_total(s[1])


def in_order(high: Hand, low: Hand) -> bool:
    """pa:663a.11(d): the three cards of more value high and the two of less value low; one ace (no more) may go
    low, where it counts 1. Cards of equal value may go either way."""
    if sum(1 for c in low if is_ace(c)) > MAX_ACES_LOW:
        return False
    least_high = min(points(c, True) for c in high)
    return all(points(c, True) <= least_high for c in low if not is_ace(c))


def value_order(c: Card) -> tuple[int, int, int]:
    """How the dealer ranks a card to set it: its points with an ace high, then its rank, then the suit (S, H, D,
    C)."""
    return (points(c, True), RANKS.index(rank_of(c)), -SUITS.index(suit_of(c)))


def by_value(cards: Hand) -> Setting:
    """The three cards of most value high, the other two low."""
    ordered = sorted(cards, key=value_order, reverse=True)
    return tuple(ordered[:HIGH_CARDS]), tuple(ordered[HIGH_CARDS:])


def dealer_setting(cards: Hand, four_aces_low: int) -> Setting:
    """pa:663a.11(e), G-3, G-4: the dealer's aces high and his other cards by value; with four aces, the last
    ``four_aces_low`` dealt go low, and the fifth card fills the high hand when two go low."""
    aces = [c for c in cards if is_ace(c)]
    others = sorted((c for c in cards if not is_ace(c)), key=value_order, reverse=True)
    if len(aces) == FOUR_ACES:
        keep = FOUR_ACES - four_aces_low
        high = aces[:keep] + others[:HIGH_CARDS - keep]
        low = aces[keep:] + others[HIGH_CARDS - keep:]
        return tuple(high), tuple(low)
    ordered = aces + others
    return tuple(ordered[:HIGH_CARDS]), tuple(ordered[HIGH_CARDS:])


def corrected(cards: Hand, low: Hand) -> Setting:
    """G-2, misset_policy = dealer_corrects: the dealer sets the cards by value, keeping one ace low where the
    player put one there."""
    ace = next((c for c in low if is_ace(c)), None)
    if ace is None:
        return by_value(cards)
    rest = tuple(c for c in cards if c != ace)
    ordered = sorted(rest, key=value_order, reverse=True)
    return tuple(ordered[:HIGH_CARDS]), (ace,) + tuple(ordered[HIGH_CARDS:])


def display_order(c: Card) -> tuple[int, str]:
    """The fixed order of the dealer's cards in the state: by rank, the ace first, then by suit letter."""
    return (RANKS.index(rank_of(c)), suit_of(c))


def arranged(cards: Hand) -> Hand:
    return tuple(sorted(cards, key=display_order))


# ---------------------------------------------------------------------------------------------
# Results, pa:663a.11(g), (h), (j)


def ante_result(mine: tuple[int, int], dealer: tuple[int, int]) -> int:
    """pa:663a.11(g): how many sides the player wins: his high total above the dealer's, his low total below the
    dealer's; equal totals go to the dealer."""
    sides = 0
    if mine[0] > dealer[0]:
        sides += 1
    if mine[1] < dealer[1]:
        sides += 1
    return sides


def tie_count(mine: tuple[int, int], dealer: tuple[int, int]) -> int:
    """pa:663a.11(j)(1), G-9: the player's totals equal to the dealer's, high with high and low with low."""
    return int(mine[0] == dealer[0]) + int(mine[1] == dealer[1])


def ante_bonus_hand(cards: Hand) -> Optional[str]:
    """pa:663a.11(h), pa:663a.12(b): four aces and a 2, four aces, three aces, or none."""
    aces = sum(1 for c in cards if is_ace(c))
    if aces >= FOUR_ACES:
        return "four_aces_and_one_2" if any(rank_of(c) == "2" for c in cards) else "four_aces"
    if aces >= ANTE_BONUS_ACES:
        return "three_aces"
    return None


def ante_bonus_multiple(cfg: Config, hand: str) -> int:
    """pa:663a.12(b), G-6: "N for 1" pays N Antes, or N - 1 where the profile reads "for" as including a stake."""
    n = ANTE_BONUS_TABLES[cfg.ante_bonus_paytable][hand]
    if cfg.ante_bonus_payment == "n_less_one":
        n -= 1
    return n


def poker_rank(c: Card) -> int:
    """G-13: 2 to 10, J 11, Q 12, K 13, the ace 14."""
    r = RANKS.index(rank_of(c)) + 1
    return POKER_ACE if r == 1 else r


def is_sequence(ranks: list[int]) -> bool:
    """pa:663a.6(b)(2), (6): five consecutive ranks, the ace high, or low in A-2-3-4-5 only; no wraparound."""
    distinct = sorted(set(ranks))
    if len(distinct) != HAND_CARDS:
        return False
    if tuple(distinct) == WHEEL:
        return True
    return distinct[-1] - distinct[0] == HAND_CARDS - 1


def poker_hand(cards: Hand, least_pair: int) -> Optional[str]:
    """pa:663a.6(b), pa:663a.11(j)(2): the best Poker hand of the five cards, or None; a pair counts from
    ``least_pair`` up."""
    ranks = [poker_rank(c) for c in cards]
    counts = Counter(ranks)
    groups = sorted(counts.values(), reverse=True)
    flush = len({suit_of(c) for c in cards}) == 1
    straight = is_sequence(ranks)
    if straight and flush:
        return "royal_flush" if min(ranks) == ROYAL_LOW else "straight_flush"
    if groups[0] == 4:
        return "four_of_a_kind"
    if groups[0] == 3 and groups[1] == 2:
        return "full_house"
    if flush:
        return "flush"
    if straight:
        return "straight"
    if groups[0] == 3:
        return "three_of_a_kind"
    if groups[0] == 2 and groups[1] == 2:
        return "two_pair"
    pairs = [r for r, n in counts.items() if n == 2]
    if pairs and max(pairs) >= least_pair:
        return "pair"
    return None


def poker_rows(cfg: Config) -> dict[str, int]:
    """pa:663a.12(d): the Poker Bonus rows at this table and their odds to 1."""
    if not cfg.poker_bonus_offered or cfg.poker_bonus_paytable == "none":
        return {}
    return POKER_BONUS_TABLES[cfg.poker_bonus_paytable]


# ---------------------------------------------------------------------------------------------
# The deal, pa:663a.8(d), pa:663a.9(b), pa:663a.10(b), pa:663a.13(a)


def deal_order(antes: Mapping[int, int]) -> list[int]:
    """The places dealt to: each Ante position from the dealer's far left clockwise, then the dealer."""
    return sorted(antes) + [DEALER]


def deal_cards(cards: list[Card], order: list[int], stacks: bool) -> tuple[dict[int, list[Card]], int]:
    """Five cards to every place in ``order``: one at a time round the places, or in stacks of five
    (pa:663a.10(b)); and the cards left."""
    hands: dict[int, list[Card]] = {p: [] for p in order}
    need = HAND_CARDS * len(order)
    for k, c in enumerate(cards[:need]):
        place = order[k // HAND_CARDS] if stacks else order[k % len(order)]
        hands[place].append(c)
    return hands, len(cards) - need


def face_up_reached(face_up: list[int], need: int) -> list[int]:
    """pa:663a.13(a): the face-up cards the deal comes to: a card is reached when fewer usable cards than the deal
    needs lie above it."""
    return [i for i in face_up if i - len([j for j in face_up if j < i]) < need]


# ---------------------------------------------------------------------------------------------
# The table


class FiveCardHiLoTable(Table):
    """One Five Card Hi-Lo table: the seats, the wagers, the deck, the deal, the decisions, the settings and the
    settlement."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.seated: set[int] = set()
        self.second: dict[int, int] = {}  # pa:663a.7(f): a second position -> the player's own
        self.uncounted = 0  # G-16: rounds dealt in a row without a stub count
        self.clear_round()

    def clear_round(self) -> None:
        """pa:663a.5(a): the round is over; the cards are shuffled again."""
        self.phase = "open"
        self.antes: dict[int, int] = {}
        self.ties: dict[int, int] = {}
        self.bonuses: dict[int, int] = {}
        self.deck: Optional[list[Card]] = None
        self.face_up: list[int] = []
        self.dealt: dict[int, list[Card]] = {}
        self.stub = 0
        self.counted = False
        self.decisions: dict[int, bool] = {}  # True: a Play Wager; False: a fold
        self.folded: set[int] = set()  # folded positions whose cards stay for a bonus (pa:663a.11(c))
        self.settings: dict[int, Setting] = {}
        self.forfeit: set[int] = set()
        self.dealer_hands: Optional[Setting] = None
        self.exposed: set[int] = set()

    # --- the protocol ---------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        return answer(self, event, "a Five Card Hi-Lo event")

    def state(self) -> Message:
        wagers = []
        for p in sorted(self.antes):
            if p not in self.folded:
                wagers.append({"seat": p, "bet": ANTE, "amount": amount(self.antes[p])})
            if self.decisions.get(p):
                wagers.append({"seat": p, "bet": PLAY, "amount": amount(self.antes[p])})
        wagers += [{"seat": p, "bet": TIE, "amount": amount(a)} for p, a in sorted(self.ties.items())]
        wagers += [{"seat": p, "bet": POKER_BONUS, "amount": amount(a)} for p, a in sorted(self.bonuses.items())]
        dealer = None
        if self.dealer_hands is not None:
            dealer = {"high": list(arranged(self.dealer_hands[0])), "low": list(arranged(self.dealer_hands[1]))}
        return {
            "phase": self.phase,
            "seated": sorted(self.seated),
            "second_spots": [{"spot": a, "seat": p} for a, p in sorted(self.second.items())],
            "wagers": wagers,
            "shuffled": self.deck is not None,
            "dealt": [{"place": p, "cards": list(cs)} for p, cs in sorted(self.dealt.items())],
            "stub": self.stub,
            "counted": self.counted,
            "uncounted": self.uncounted,
            "played": sorted(p for p, x in self.decisions.items() if x),
            "folded": sorted(p for p, x in self.decisions.items() if not x),
            "set": sorted(self.settings),
            "dealer": dealer,
            "exposed": sorted(self.exposed),
        }

    def wagers(self) -> Optional[list[str]]:
        return list(PLACED)  # every kind is known; the profile decides which are taken (pa:663a.7(e))

    # --- lookups -------------------------------------------------------------------------------

    def need_position(self, p: int) -> None:
        if not 1 <= p <= self.cfg.positions:  # pa:663a.2(a)
            raise Refused("pa:663a.2(a)", f"the betting positions are 1 to {self.cfg.positions}, not {p}")

    def need_phase(self, clause: str, *phases: str) -> None:
        if self.phase not in phases:
            raise Refused(clause, f"not now: the round is {self.phase}")

    def owner(self, spot: int) -> int:
        """The seated player who plays ``spot``: himself, or the player who took it as a second position."""
        return self.second.get(spot, spot)

    def playing(self) -> list[int]:
        """The positions with a Play Wager still in the round."""
        return sorted(p for p, played in self.decisions.items() if played and p in self.antes)

    def settle_order(self) -> list[int]:
        """pa:663a.11(f): from the dealer's far right, counterclockwise."""
        return sorted(self.antes, reverse=True)

    def standing(self, p: int) -> list[tuple[str, int]]:
        """Every wager on position ``p`` still on the layout, the Ante first."""
        out: list[tuple[str, int]] = []
        if p in self.antes and p not in self.folded:
            out.append((ANTE, self.antes[p]))
        if self.decisions.get(p) and p in self.antes:
            out.append((PLAY, self.antes[p]))
        for bet, held in ((TIE, self.ties), (POKER_BONUS, self.bonuses)):
            if p in held:
                out.append((bet, held[p]))
        return out

    def drop(self, p: int) -> None:
        """Position ``p`` leaves the round: its wagers, cards, decision and setting."""
        self.antes.pop(p, None)
        self.ties.pop(p, None)
        self.bonuses.pop(p, None)
        self.dealt.pop(p, None)
        self.decisions.pop(p, None)
        self.settings.pop(p, None)
        self.folded.discard(p)
        self.forfeit.discard(p)
        self.exposed.discard(p)

    def finish(self) -> None:
        """The round is over. A round that was dealt moves the stub window (G-16): a count resets it."""
        if self.phase != "open" and self.cfg.counts_stub:
            self.uncounted = 0 if self.counted else self.uncounted + 1
        self.clear_round()

    def void_all(self, why: str, *clauses: str) -> list[Message]:
        """Every hand void, every wager returned, the cards shuffled again."""
        outs = [notice(why, *clauses)]
        for p in self.settle_order():
            outs += [settlement(p, bet, "void", a, list(clauses)) for bet, a in self.standing(p)]
        self.finish()
        return outs

    # --- seats and positions, pa:663a.2(a), pa:663a.7(b), (f) ----------------------------------

    def on_join(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        self.need_position(seat)
        if seat in self.seated or seat in self.second:  # pa:663a.2(a)
            raise Refused("pa:663a.2(a)", f"position {seat} is taken")
        self.seated.add(seat)
        return []

    def on_take_second_spot(self, m: Message) -> list[Message]:
        seat, spot = integer(m, "seat"), integer(m, "spot")
        self.need_position(spot)
        self.need_phase("pa:663a.7(c)", "open")
        if not self.cfg.adjacent_spots:  # pa:663a.7(f)
            raise Refused("pa:663a.7(f)", "this table lets no player wager on two positions")
        if seat not in self.seated:  # pa:663a.7(b)
            raise Refused("pa:663a.7(b)", f"nobody sits at position {seat}")
        if abs(spot - seat) != 1:  # pa:663a.7(f): adjacent
            raise Refused("pa:663a.7(f)", f"position {spot} is not beside position {seat}")
        if spot in self.seated or spot in self.second or seat in self.second.values():
            raise Refused("pa:663a.7(f)", f"position {spot} is taken, or position {seat} already plays two")
        self.second[spot] = seat
        return []

    def give_up(self, spot: int) -> list[Message]:
        """The wagers of a position its player leaves: returned before 'no more bets' (pa:663a.7(c)); afterwards
        abandoned, lost or returned as the holder chooses (pa:663a.7(b)); its cards go to the rack."""
        before_call = self.phase == "open"
        lose = self.cfg.abandoned_wager == "lose" and not before_call
        clause = "pa:663a.7(c)" if before_call else "pa:663a.7(b)"
        outs = [settlement(spot, bet, "lose" if lose else "void", a, [clause]) for bet, a in self.standing(spot)]
        self.drop(spot)
        return outs

    def on_leave(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if seat in self.second:  # the player gives up his second position
            outs = self.give_up(seat)
            del self.second[seat]
            return outs + self.advance()
        if seat not in self.seated:  # pa:663a.7(b)
            raise Refused("pa:663a.7(b)", f"nobody sits at position {seat}")
        outs = self.give_up(seat)
        for spot in [a for a, p in self.second.items() if p == seat]:  # his second position goes with him
            outs += self.give_up(spot)
            del self.second[spot]
        self.seated.discard(seat)
        return outs + self.advance()

    # --- wagers, pa:663a.7 ---------------------------------------------------------------------

    def on_place(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        stake = whole_amount(m)
        bet = _bet(m)
        self.need_position(seat)
        self.need_phase("pa:663a.7(c)", "open")  # pa:663a.7(c): nothing after 'no more bets'
        if seat not in self.seated and seat not in self.second:  # pa:663a.7(b): only a seated player
            raise Refused("pa:663a.7(b)", f"only a seated player may wager: position {seat} is empty")
        if stake <= 0:  # pa:663a.7(a): chips or plaques
            raise Refused("pa:663a.7(a)", "a wager is a positive amount of chips")
        if bet == ANTE:  # pa:663a.7(d)
            self.antes[seat] = self.antes.get(seat, 0) + stake
            return []
        offered = self.cfg.tie_offered if bet == TIE else self.cfg.poker_bonus_offered
        if not offered:  # pa:663a.7(e)(1), (2)
            raise Refused(OPTIONAL_CLAUSE[bet], f"this table offers no {bet} wager")
        if seat not in self.antes:  # pa:663a.7(e): beside an Ante only
            raise Refused("pa:663a.7(e)", "the Tie and Poker Bonus Wagers are open only to a position with an Ante")
        held = self.ties if bet == TIE else self.bonuses
        held[seat] = held.get(seat, 0) + stake
        return []

    def on_remove(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        bet = _bet(m)
        self.need_phase("pa:663a.7(c)", "open")
        held = {ANTE: self.antes, TIE: self.ties, POKER_BONUS: self.bonuses}[bet]
        if seat not in held:  # pa:663a.7(c)
            raise Refused("pa:663a.7(c)", f"no {bet} wager at position {seat}")
        if bet != ANTE:
            return [settlement(seat, bet, "void", held.pop(seat), ["pa:663a.7(c)"])]
        outs = [settlement(seat, b, "void", a, ["pa:663a.7(c)"] if b == ANTE else ["pa:663a.7(c)", "pa:663a.7(e)"])
                for b, a in self.standing(seat)]  # pa:663a.7(e): the side wagers go with their Ante
        self.drop(seat)
        return outs

    # --- the deck and the call, pa:663a.3, pa:663a.5, pa:663a.7(c) ------------------------------

    def on_shuffle(self, m: Message) -> list[Message]:
        cards = read_cards(m, "cards")
        face_up = _places(m, "face_up")
        self.need_phase("pa:663a.5(a)", "open")
        if len(cards) != len(DECK) or set(cards) != DECK:  # pa:663a.3(a)
            raise Refused("pa:663a.3(a)", "the deck is the 52 cards of one deck, each once, no joker")
        if len(set(face_up)) != len(face_up) or any(not 0 <= i < len(DECK) for i in face_up):  # pa:663a.13(a)
            raise Refused("pa:663a.13(a)", "face-up cards are named by their distinct places in the deck")
        self.deck = list(cards)
        self.face_up = sorted(face_up)
        return []

    def on_shuffler_failure(self, m: Message) -> list[Message]:
        self.need_phase("pa:663a.13(d)", "open")
        if not self.cfg.automated_shuffle:  # pa:663a.13(d)
            raise Refused("pa:663a.13(d)", "this table shuffles by hand")
        self.deck = None
        self.face_up = []
        return [notice("the automated shuffler failed: the cards are shuffled again", "pa:663a.13(d)")]

    def on_shuffler_miscount(self, m: Message) -> list[Message]:
        self.need_phase("pa:663a.5(b)", "open")
        if not self.cfg.counting_shuffler:  # pa:663a.5(b)
            raise Refused("pa:663a.5(b)", "this table's shuffler does not count the cards")
        if self.deck is None:
            raise Refused("pa:663a.5(b)", "no deck has been shuffled to count")
        self.deck = None
        self.face_up = []
        return [notice("the counting shuffler shows other than 52 cards: the deck leaves the table", "pa:663a.5(b)")]

    def on_no_more_bets(self, m: Message) -> list[Message]:
        """'No more bets' and the deal: five cards to each Ante position and the dealer; one face-up card set
        aside, two or more void the round; the stub, and whether it is counted this round."""
        steps = self.cfg.steps
        self.need_phase("pa:663a.7(c)", "open")
        if not self.antes:  # pa:663a.7(d): nothing to deal for
            raise Refused(steps["call"], "no Ante on the layout")
        if self.deck is None:  # pa:663a.5(a): shuffled before the deal
            raise Refused("pa:663a.5(a)", "the cards are shuffled before the deal")
        outs = [notice("no more bets: the deal begins", steps["call"], steps["deal"])]
        self.phase = "dealt"
        order = deal_order(self.antes)
        reached = face_up_reached(self.face_up, HAND_CARDS * len(order))
        if len(reached) > MAX_FACE_UP:  # pa:663a.13(a)
            return outs + self.void_all("two or more cards face up in the deal", "pa:663a.13(a)")
        if reached:
            outs.append(notice("a card found face up goes to the discard rack unused", "pa:663a.13(a)"))
        usable = [c for i, c in enumerate(self.deck) if i not in reached]
        hands, stub = deal_cards(usable, order, self.cfg.dealing in STACK_DEALING)
        if self.count_due():
            outs.append(notice(f"{stub} cards in the stub: it is counted this round", steps["stub"], steps["count"]))
        else:
            outs.append(notice(f"{stub} cards in the stub", steps["stub"]))
        self.dealt = hands
        self.stub = stub
        return outs

    def count_due(self) -> bool:
        """pa:663a.8(f), G-16: four rounds in a row went uncounted, so this one's stub is counted."""
        return self.cfg.counts_stub and self.uncounted >= UNCOUNTED_ROUNDS

    # --- the stub and irregularities, pa:663a.8(f)-(h), pa:663a.13 -------------------------------

    def before_decisions(self, clause: str) -> None:
        self.need_phase(clause, "dealt")
        if self.decisions:
            raise Refused(clause, "the stub is dealt with before the players decide")

    def on_count_stub(self, m: Message) -> list[Message]:
        steps = self.cfg.steps
        self.before_decisions(steps["count"])
        if not self.cfg.counts_stub:
            raise Refused(steps["stub"], "a counting shuffler shows the deck whole: the stub is not counted")
        if self.counted:
            raise Refused(steps["count"], "the stub was counted this round")
        self.counted = True
        return [notice("the stub makes 52 with the cards dealt", steps["whole"])]

    def on_stub_miscount(self, m: Message) -> list[Message]:
        places_ok = boolean(m, "places_ok", False)
        steps = self.cfg.steps
        self.before_decisions(steps["wrong"])
        if not self.cfg.counts_stub:
            raise Refused(steps["stub"], "a counting shuffler shows the deck whole: the stub is not counted")
        self.counted = True
        if places_ok:  # cards missing or extra: the deck leaves the table
            return self.void_all("the stub is wrong though every place has five cards", steps["wrong"])
        return self.void_all("a place has the wrong number of cards", steps["wrong"], "pa:663a.13(c)")

    def on_misdeal(self, m: Message) -> list[Message]:
        self.need_phase("pa:663a.13(c)", "dealt", "setting", "dealer_set")
        return self.void_all("a place has more or fewer than five cards", "pa:663a.13(c)")

    def on_shoe_failure(self, m: Message) -> list[Message]:
        if self.cfg.dealing != "automated_shoe":  # pa:663a.13(e)
            raise Refused("pa:663a.13(e)", "this table deals from no automated shoe")
        self.before_decisions("pa:663a.13(e)")
        return self.void_all("the automated shoe failed: the round is void", "pa:663a.13(e)")

    def on_expose_card(self, m: Message) -> list[Message]:
        """G-12: 663a.13 has no rule for an exposed card; as_asia_poker follows 659a.13(d), (e)."""
        place = integer(m, "place")
        self.need_phase("pa:663a.13", "dealt", "setting")
        if place != DEALER:
            self.need_position(place)
            if place not in self.dealt or place in self.folded:
                raise Refused("pa:663a.11(c)", f"position {place} has no hand in play")
            if place in self.settings:  # pa:663a.11(a)(3)
                raise Refused("pa:663a.11(a)(3)", f"position {place} has set its hands face down")
        if self.cfg.exposed_cards == "none":
            return [notice("no rule for an exposed card: play goes on", "pa:663a.13")]
        if place == DEALER:
            return self.void_all("a card of the dealer's hand was exposed", "pa:663a.13")
        self.exposed.add(place)
        return [notice(f"a card of position {place} was exposed: the player may void the hand", "pa:663a.13")]

    def on_void_choice(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        void = boolean(m, "void", False)
        self.need_phase("pa:663a.13", "dealt", "setting")
        if seat not in self.exposed:
            raise Refused("pa:663a.13", f"no card of position {seat} was exposed")
        self.exposed.discard(seat)
        if not void:
            return []
        outs = [settlement(seat, bet, "void", a, ["pa:663a.13"]) for bet, a in self.standing(seat)]
        self.drop(seat)
        return outs + self.advance()

    # --- play or fold, pa:663a.11(a)-(c) --------------------------------------------------------

    def next_to_decide(self) -> Optional[int]:
        """pa:663a.11(b): the next Ante position to choose, from the dealer's far left clockwise."""
        return next((p for p in sorted(self.antes) if p not in self.decisions), None)

    def decide(self, m: Message, play: bool) -> list[Message]:
        seat = integer(m, "seat")
        self.need_phase("pa:663a.11(b)", "dealt")
        if seat not in self.antes:
            raise Refused("pa:663a.11(b)", f"position {seat} has no Ante in this round")
        if seat in self.decisions:
            raise Refused("pa:663a.11(b)", f"position {seat} has chosen")
        if self.count_due() and not self.counted:  # G-16
            raise Refused(self.cfg.steps["count"], "the stub is counted before the players decide")
        turn = self.next_to_decide()
        if seat != turn:
            raise Refused("pa:663a.11(b)", f"position {turn} chooses first")
        if seat in self.exposed:
            raise Refused("pa:663a.13", f"position {seat} first chooses whether to void the hand")
        self.decisions[seat] = play
        return self.advance()

    def on_play(self, m: Message) -> list[Message]:
        return self.decide(m, True)

    def on_fold(self, m: Message) -> list[Message]:
        return self.decide(m, False)

    def keeps_cards(self, p: int) -> bool:
        """pa:663a.11(c): a folded hand stays on the table for its Poker Bonus, or for an Ante Bonus where the
        profile pays one on a fold (G-5)."""
        return p in self.bonuses or (self.cfg.ante_bonus_on_fold and ante_bonus_hand(tuple(self.dealt[p])) is not None)

    def collect_folds(self) -> list[Message]:
        """pa:663a.11(b), (c): every position has chosen: the folded Antes and Tie Wagers are collected."""
        outs: list[Message] = []
        for p in sorted(p for p, played in self.decisions.items() if not played):
            outs.append(settlement(p, ANTE, "lose", self.antes[p], ["pa:663a.11(b)", "pa:663a.11(c)"]))
            if p in self.ties:  # pa:663a.11(b)(1)
                outs.append(settlement(p, TIE, "lose", self.ties[p], ["pa:663a.11(b)(1)", "pa:663a.11(c)"]))
            if self.keeps_cards(p):
                self.ties.pop(p, None)
                self.folded.add(p)
            else:
                self.drop(p)
        self.phase = "setting"
        return outs

    def advance(self) -> list[Message]:
        """After a decision or a hand leaving: collect the folds once every position has chosen; end the round
        when no hand is left, or when only folded hands are, settling their bonuses."""
        if self.phase == "open":
            return []
        outs: list[Message] = []
        if self.phase == "dealt" and self.antes and self.next_to_decide() is None:
            outs += self.collect_folds()
        if not self.antes:
            self.finish()
            return outs + [notice("no hand is left in the round", "pa:663a.11(c)")]
        if self.phase != "dealt" and not self.playing():
            for p in self.settle_order():
                outs += self.folded_bonuses(p)
            self.finish()
        return outs

    # --- setting the hands, pa:663a.7(f), pa:663a.11(a)(3), (d), (e) ---------------------------

    def first_of_two(self, spot: int) -> Optional[int]:
        """pa:663a.7(f), G-15: of a player's two playing positions, the one set first: the larger wager's, or with
        equal wagers the one the settlement reaches first (the higher number)."""
        mine = [a for a in self.playing() if self.owner(a) == self.owner(spot)]
        if len(mine) < 2:
            return None
        return max(mine, key=lambda a: (self.antes[a], a))

    def on_set_hands(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        high, low = read_cards(m, "high", HIGH_CARDS), read_cards(m, "low", LOW_CARDS)
        self.need_phase("pa:663a.11(d)", "setting")
        if seat not in self.playing():
            raise Refused("pa:663a.11(d)", f"position {seat} has no Play Wager in this round")
        if seat in self.exposed:
            raise Refused("pa:663a.13", f"position {seat} first chooses whether to void the hand")
        if seat in self.settings:  # pa:663a.11(a)(3)
            raise Refused("pa:663a.11(a)(3)", "hands once set and laid face down may not be touched again")
        first = self.first_of_two(seat)
        if first is not None and first != seat and first not in self.settings:  # pa:663a.7(f)
            raise Refused("pa:663a.7(f)", f"the hand of position {first} is set first")
        cards = tuple(self.dealt[seat])
        if Counter(high + low) != Counter(cards):  # pa:663a.11(d)
            raise Refused("pa:663a.11(d)", f"the hands are not the five cards dealt to position {seat}")
        outs: list[Message] = []
        if not in_order(high, low):  # pa:663a.11(d), G-2
            why = "the higher cards go high and the lower low, with no more than one ace low"
            if self.cfg.misset_policy == "reject":
                raise Refused("pa:663a.11(d)", why)
            if self.cfg.misset_policy == "dealer_corrects":
                high, low = corrected(cards, low)
                outs.append(notice(f"{why}: the dealer sets the hands again", "pa:663a.11(d)"))
            else:
                self.forfeit.add(seat)
                outs.append(notice(f"{why}: the hands lose the Ante and Play Wagers", "pa:663a.11(d)"))
        self.settings[seat] = (high, low)
        return outs

    def on_dealer_sets(self, m: Message) -> list[Message]:
        given_keys = [k for k in ("high", "low") if m.get(k) is not None]
        given: Optional[Setting] = None
        if given_keys:
            if len(given_keys) != 2:
                raise ProtocolError("high", "the dealer's two hands, or neither to follow the rule")
            given = (read_cards(m, "high", HIGH_CARDS), read_cards(m, "low", LOW_CARDS))
        self.need_phase("pa:663a.11(e)", "setting")
        waiting = [p for p in self.playing() if p not in self.settings]
        if waiting:  # pa:663a.11(e): the dealer sets after every player
            raise Refused("pa:663a.11(e)", f"position {waiting[0]} has not set")
        cards = tuple(self.dealt[DEALER])
        rule = dealer_setting(cards, self.cfg.dealer_four_aces_low)
        chosen = rule
        if given is not None:
            if Counter(given[0] + given[1]) != Counter(cards):
                raise Refused("pa:663a.11(e)", "the hands are not the dealer's five cards")
            if totals(given) != totals(rule):  # pa:663a.11(e): set as the rule says
                raise Refused("pa:663a.11(e)", "the dealer's aces go high and his other cards by value")
            chosen = given
        self.dealer_hands = chosen
        self.phase = "dealer_set"
        high, low = totals(chosen)
        return [notice(f"the dealer sets a high hand of {high} and a low hand of {low}", "pa:663a.11(e)")]

    # --- the reveal and settlement, pa:663a.11(f)-(k), pa:663a.12 -----------------------------

    def settle_ante(self, p: int) -> list[Message]:
        """pa:663a.11(g), pa:663a.12(a): one result for the Ante and the Play Wager: won 1 to 1 with the high total
        above the dealer's and the low total below his, lost with neither, returned with one; a hand forfeited
        under misset_policy loses both (G-2)."""
        stake = self.antes[p]
        if p in self.forfeit:
            return [settlement(p, bet, "lose", stake, ["pa:663a.11(d)"]) for bet in (ANTE, PLAY)]
        assert self.dealer_hands is not None
        mine, dealer = totals(self.settings[p]), totals(self.dealer_hands)
        sides = ante_result(mine, dealer)
        if sides >= SIDES_TO_WIN:
            return [settlement(p, bet, "win", stake * ANTE_PAYS, ["pa:663a.11(g)(1)", "pa:663a.12(a)"])
                    for bet in (ANTE, PLAY)]
        if sides == 0:
            return [settlement(p, bet, "lose", stake, ["pa:663a.11(g)(2)"]) for bet in (ANTE, PLAY)]
        which = "pa:663a.11(g)(3)(i)" if mine[0] > dealer[0] else "pa:663a.11(g)(3)(ii)"
        return [settlement(p, bet, "void", stake, ["pa:663a.11(g)(3)", which]) for bet in (ANTE, PLAY)]

    def settle_ante_bonus(self, p: int) -> list[Message]:
        """pa:663a.11(h), pa:663a.12(b): three aces or more earn the Ante Bonus, whatever the Ante's result."""
        hand = ante_bonus_hand(tuple(self.dealt[p]))
        if hand is None:
            return []
        n = ante_bonus_multiple(self.cfg, hand)
        if not n:
            return []
        return [settlement(p, ANTE_BONUS, "win", n * self.antes[p], ["pa:663a.11(h)", "pa:663a.12(b)"])]

    def settle_tie(self, p: int) -> list[Message]:
        """pa:663a.11(j)(1), pa:663a.12(c): one total equal to the dealer's pays 4 to 1, both 20 to 1 (G-7);
        none loses; a forfeited setting loses it (G-2)."""
        if p not in self.ties:
            return []
        stake = self.ties[p]
        if p in self.forfeit:
            return [settlement(p, TIE, "lose", stake, ["pa:663a.11(d)"])]
        assert self.dealer_hands is not None
        n = tie_count(totals(self.settings[p]), totals(self.dealer_hands))
        if n == 0:
            return [settlement(p, TIE, "lose", stake, ["pa:663a.11(j)(1)(ii)"])]
        return [settlement(p, TIE, "win", stake * TIE_PAYS[n], ["pa:663a.11(j)(1)(i)", "pa:663a.12(c)"])]

    def settle_poker_bonus(self, p: int) -> list[Message]:
        """pa:663a.11(j)(2), pa:663a.12(d): the best Poker hand of the five cards dealt, paid at the paytable's
        odds, or lost."""
        if p not in self.bonuses:
            return []
        stake = self.bonuses[p]
        hand = poker_hand(tuple(self.dealt[p]), self.cfg.least_pair)
        rows = poker_rows(self.cfg)
        if hand is None or hand not in rows:
            return [settlement(p, POKER_BONUS, "lose", stake, ["pa:663a.11(j)(2)(ii)"])]
        row = POKER_HANDS.index(hand) + 1
        return [settlement(p, POKER_BONUS, "win", stake * rows[hand],
                           ["pa:663a.11(j)(2)(i)", f"pa:663a.6(b)({row})", "pa:663a.12(d)"])]

    def folded_bonuses(self, p: int) -> list[Message]:
        """A folded hand's bonuses: the Ante Bonus where the profile pays it on a fold (G-5), and the Poker Bonus
        the fold left standing (pa:663a.11(b)(2), (c))."""
        outs = self.settle_ante_bonus(p) if self.cfg.ante_bonus_on_fold else []
        for o in self.settle_poker_bonus(p):
            o["clauses"] += ["pa:663a.11(b)(2)", "pa:663a.11(c)"]
            outs.append(o)
        return outs

    def on_settle(self, m: Message) -> list[Message]:
        self.need_phase("pa:663a.11(f)", "dealer_set")
        outs: list[Message] = []
        for p in self.settle_order():  # pa:663a.11(f): from the dealer's far right
            if p in self.folded:
                outs += self.folded_bonuses(p)
                continue
            outs += self.settle_ante(p) + self.settle_ante_bonus(p) + self.settle_tie(p) + self.settle_poker_bonus(p)
        self.finish()
        return outs


class FiveCardHiLoEngine(Engine):
    """The example vendor engine for Five Card Hi-Lo, reporting clauses, observable state and notices."""

    name = "croupier-example-five-card-hi-lo"
    version = "1"
    games = ("five_card_hi_lo",)
    reports = ("clauses", "state", "notices")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return FiveCardHiLoTable(parse_profile(game, profile))
