"""Asia Poker's hand rankings (659a.6) checked on full enumerations: every four-card hand of the 53-card deck by
category against counts worked out by hand, every joker hand against a brute force that lets the joker be every
card, the orders the clause states, the setting rule (659a.11(b)) and the wager's result (659a.11(f))."""

from __future__ import annotations

import itertools
from collections import Counter
from math import comb

import pytest

from croupier.reference.poker import asia
from croupier.reference.poker.asia import COPY, JOKER, LOSE, WIN, category, compare, key, result, set_in_order

DECK = [(r, u) for r in range(1, 14) for u in "SHDC"]
J = JOKER


def cards(text: str) -> tuple[tuple[int, str], ...]:
    """``"AS KH Jk"`` -> the kernel's cards."""
    ranks = {"A": 1, "J": 11, "Q": 12, "K": 13}
    out = []
    for t in text.split():
        out.append(J if t == "Jk" else (ranks.get(t[:-1]) or int(t[:-1]), t[-1]))
    return tuple(out)


def test_every_four_card_hand_without_the_joker_by_category() -> None:
    """The 270,725 hands of the 52 natural cards: the counts worked out by hand from 659a.6(b)'s definitions."""
    got = Counter(category(h) for h in itertools.combinations(DECK, 4))
    sequences = 11  # A-2-3-4, 2-3-4-5 ... J-Q-K-A
    suited = 4 * sequences  # one suit: 4 royal flushes (A-K-Q-J) and 40 other straight flushes
    want = {
        "four_aces": 1,
        "royal_flush": 4,
        "straight_flush": suited - 4,
        "four_of_a_kind": 12,
        "flush": 4 * comb(13, 4) - suited,
        "straight": sequences * 4 ** 4 - suited,
        "three_of_a_kind": 13 * 4 * 48,
        "two_pair": comb(13, 2) * 6 * 6,
        "pair": 13 * 6 * comb(12, 2) * 16,
    }
    want["none"] = comb(52, 4) - sum(want.values())
    assert dict(got) == want


def _brute(hand: tuple[tuple[int, str], ...], sf: bool, st: bool) -> tuple[int, ...]:
    """The joker as an ace, or as every card the hand does not hold where that makes a straight, flush, straight
    flush or royal flush: the best (659a.6(a), G-4), by brute force."""
    best = asia._natural(hand, sf, st)
    others = tuple(c for c in hand if c != J)
    for sub in DECK:
        if sub in others:
            continue
        k = asia._natural(others + (sub,), sf, st)
        if asia.CATEGORIES[len(asia.CATEGORIES) - k[0]] in ("royal_flush", "straight_flush", "flush", "straight"):
            best = max(best, k)
    return best


def test_every_joker_hand_takes_the_best_card_it_may_stand_for() -> None:
    """All 22,100 joker hands under the default order; with A-2-3-4 lowest, every joker hand that holds two of the
    ranks A, 2, 3, 4 (the hands the option can change)."""
    hands = [h + (J,) for h in itertools.combinations(DECK, 3)]
    assert len(hands) == 22100
    assert [h for h in hands if key(h) != _brute(h, True, True)] == []
    low = [h for h in hands if sum(c[0] in (1, 2, 3, 4) for c in h) >= 2]
    assert [h for h in low if key(h, False, False) != _brute(h, False, False)] == []


def test_joker_hands_by_category() -> None:
    got = Counter(category(h + (J,)) for h in itertools.combinations(DECK, 3))
    assert got["four_aces"] == 4 and got["royal_flush"] == 16  # three aces; three of A-K-Q-J in one suit
    assert sum(got.values()) == comb(52, 3)


@pytest.mark.parametrize("higher, lower", [
    ("AS AH AD Jk", "AC KC QC JC"),  # (b)(1) four aces above (b)(2) a royal flush
    ("AC KC QC JC", "AS 2S 3S 4S"),  # a royal flush above every straight flush
    ("AS 2S 3S 4S", "KH QH JH 10H"),  # (b)(3): A-2-3-4 the highest straight flush
    ("2D 3D 4D 5D", "KS KH KD KC"),  # the lowest straight flush above four kings
    ("KS KH KD KC", "2S 7S 9S JS"),  # four of a kind above a flush
    ("2S 7S 9S JS", "AS KH QD JC"),  # a flush above a straight
    ("AS KH QD JC", "AS 2H 3D 4C"),  # (b)(6): A-K-Q-J the highest straight, A-2-3-4 second
    ("AS 2H 3D 4C", "KS QH JD 10C"),
    ("2S 3H 4D 5C", "AS AH AD KC"),  # the lowest straight above three aces
    ("2S 2H 2D 3C", "AS AH KD KC"),  # three of a kind above two pair
    ("AS AH KD KC", "AS AH QD QC"),
    ("3S 3H 2D 2C", "AS AH KD QC"),  # two pair above a pair
    ("8S 8H 3D 2C", "7S 7H KD 2C"),  # G-5: the pair's rank first, then the cards the other lacks
    ("7S 7H KD 3C", "7D 7C KS 2H"),
    ("AS KH QD 9C", "AS KH JD 10C"),  # no category: the highest card the other lacks (659a.6(c))
    ("Jk KH KD 2C", "KS KC QH JD"),  # the joker is an ace, not a third king: a pair of kings with an ace
    ("Jk KH QH 9H", "AS KH QD JC"),  # the joker completes a flush
    ("Jk KH QH JH", "AS AH AD KC"),  # and a royal flush
])
def test_the_orders_659a_6_states(higher: str, lower: str) -> None:
    assert key(cards(higher)) > key(cards(lower))


def test_the_rules_submission_may_put_a_2_3_4_lowest() -> None:
    assert key(cards("AS 2S 3S 4S"), a234_sf_high=False) < key(cards("2D 3D 4D 5D"), a234_sf_high=False)
    assert key(cards("AS 2H 3D 4C"), a234_straight_high=False) < key(cards("2S 3H 4D 5C"), a234_straight_high=False)
    assert category(cards("QS KH AD 2C")) == "none"  # no sequence runs round the corner (659a.6(a))
    # with A-2-3-4 lowest, a joker with 2-3-4 is 2-3-4-5, not A-2-3-4 (G-4: the best it can be)
    assert key(cards("Jk 2H 3D 4C"), a234_straight_high=False) == key(cards("5S 2H 3D 4C"), a234_straight_high=False)


def test_medium_and_low_hands() -> None:
    assert category(cards("Jk AD")) == "pair" and key(cards("Jk")) == key(cards("AS"))  # the joker an ace
    assert compare(cards("9S 9H"), cards("AS KH")) == WIN  # (b)(9): a pair above two single cards
    assert compare(cards("AS 5H"), cards("AD 5C")) == COPY  # 659a.6(c): nothing separates them
    assert compare(cards("KS"), cards("AD")) == LOSE


def test_the_hands_are_set_high_above_medium_above_low() -> None:
    """659a.11(b)'s own example: a medium pair of 7s needs a high hand of a pair of 7s or better with two more."""
    assert set_in_order(cards("7S 7H 3D 2C"), cards("7D 7C"), cards("AS"))
    assert not set_in_order(cards("6S 6H AD KC"), cards("7D 7C"), cards("AS"))
    assert set_in_order(cards("AS QH 9D 2C"), cards("KD 3C"), cards("KS"))  # the medium hand's extra card
    assert not set_in_order(cards("AS QH 9D 2C"), cards("QD 3C"), cards("KS"))


@pytest.mark.parametrize("comparisons, wins", [
    ((WIN, WIN, WIN), True), ((WIN, WIN, LOSE), True), ((WIN, LOSE, WIN), True), ((COPY, WIN, WIN), True),
    ((WIN, COPY, COPY), False), ((WIN, LOSE, COPY), False), ((COPY, COPY, COPY), False), ((LOSE, LOSE, WIN), False),
])
def test_the_wager_wins_with_two_hands_above_the_dealers(comparisons: tuple[int, int, int], wins: bool) -> None:
    assert result(*comparisons) is wins
