"""Asia Poker's hand rankings (659a.6) checked on full enumerations: every four-card hand of the 53-card deck by
category against counts worked out by hand, every joker hand against a brute force that lets the joker be every
card, the orders the clause states, the setting rule (659a.11(b)) and the wager's result (659a.11(f))."""

from __future__ import annotations

import itertools
from collections import Counter
from math import comb

import pytest

from croupier.reference.asia_poker import kernels as asia
from croupier.reference.asia_poker.kernels import COPY, JOKER, LOSE, WIN, category, compare, key, result, set_in_order

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


# --- the Bonus hands (659a.6(d)) ------------------------------------------------------------------------------------

def _five(hand: tuple[tuple[int, int], ...], wheel: bool) -> set[str]:
    """The 659a.6(d) hands five natural cards (rank 2-14, suit) make, by the textbook definitions."""
    ranks = sorted(r for r, _ in hand)
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    flush = len({u for _, u in hand}) == 1
    straight = len(set(ranks)) == 5 and (ranks[4] - ranks[0] == 4 or (wheel and ranks == [2, 3, 4, 5, 14]))
    made = set()
    if flush and straight:
        made.add("royal_flush" if ranks[0] == 10 else "straight_flush")
    if counts[0] >= 4:
        made.add("four_of_a_kind")
    if counts[:2] == [3, 2]:
        made.add("full_house")
    if flush:
        made.add("flush")
    if counts[0] >= 3:
        made.add("three_of_a_kind")
    if straight:
        made.add("straight")
    return made


def _bonus_brute(seven: tuple[tuple[int, str], ...], royal_with_joker: bool, wheel: bool) -> str | None:
    """Every five of the seven cards, the joker as an ace (no suit, so no flush) or as every card not held where it
    completes a straight, flush, straight flush or royal flush; the four 8s and the 9-high on all seven."""
    high = [(14 if r == 1 else r, u) for r, u in seven if (r, u) != J]
    joker = J in seven
    found: set[str] = set()
    ranks7 = [r for r, _ in high] + ([14] if joker else [])
    if ranks7.count(8) == 4 and any(ranks7.count(r) >= 3 for r in set(ranks7) if r != 8):
        found.add("three_of_a_kind_and_four_8s")
    if joker and ranks7.count(14) == 5:
        found.add("five_aces")
    if not joker and sorted(ranks7) in ([2, 3, 4, 6, 7, 8, 9], [2, 3, 4, 5, 7, 8, 9]):
        found.add("9_high")
    pool = high + ([(14, "*")] if joker else [])
    for five in itertools.combinations(pool, 5):
        natural = tuple(c for c in five if c != (14, "*"))
        if len(natural) == 5:
            made = _five(natural, wheel)
            found |= {"natural_straight_flush" if m == "straight_flush" else m for m in made}
            continue
        # the joker as an ace: only the hands made by rank (a suitless card makes no flush)
        as_ace = tuple((r, f"x{i}") for i, (r, _) in enumerate(natural + ((14, "x"),)))
        found |= _five(as_ace, wheel) & {"four_of_a_kind", "full_house", "three_of_a_kind", "straight"}
        for r in range(2, 15):
            for u in "SHDC":
                if (r, u) in high:
                    continue
                made = _five(natural + ((r, u),), wheel) & {"royal_flush", "straight_flush", "flush", "straight"}
                if "royal_flush" in made and not royal_with_joker:
                    made = (made - {"royal_flush"}) | {"straight_flush"}
                found |= {"straight_flush_with_a_joker" if m == "straight_flush" else m for m in made}
    return next((h for h in asia.BONUS_HANDS if h in found), None)


@pytest.mark.parametrize("royal_with_joker, wheel", [(True, True), (False, False)])
def test_bonus_hands_against_a_brute_force(royal_with_joker: bool, wheel: bool) -> None:
    """2,000 seven-card hands (a fixed sample, half of them with the joker, steered toward the rare hands) against
    a brute force over every five of the seven cards and every card the joker may stand for."""
    import random
    rng = random.Random(659)
    deck = DECK + [J]
    hands = []
    for i in range(2000):
        if i % 4 == 0:  # steer: one suit, or few ranks
            suit = rng.choice("SHDC")
            pool = [c for c in DECK if c[1] == suit] + [J] + rng.sample(DECK, 6)
        elif i % 4 == 1:
            ranks = rng.sample(range(1, 14), 3)
            pool = [c for c in DECK if c[0] in ranks] + [J]
        else:
            pool = deck
        hands.append(tuple(rng.sample(sorted(set(pool)), 7)))
    got = Counter()
    for h in hands:
        want = _bonus_brute(h, royal_with_joker, wheel)
        assert asia.bonus_hand(h, royal_with_joker, wheel) == want, h
        got[want] += 1
    assert len(got) >= 9, got  # the sample reaches most of the hands


@pytest.mark.parametrize("hand, want", [
    ("8S 8H 8D 8C AS AH Jk", "three_of_a_kind_and_four_8s"),  # G-10: the joker makes the aces three
    ("AS AH AD AC Jk 2S 3S", "five_aces"),
    ("Jk KH QH JH 10H 2S 2D", "royal_flush"),  # G-11
    ("9H 10H JH QH KH 2S 2D", "natural_straight_flush"),
    ("9H 10H JH QH KH 2S Jk", "royal_flush"),  # the joker as the ace of hearts outdoes the natural one
    ("Jk 9H 10H QH KH 2S 2D", "straight_flush_with_a_joker"),
    ("9S 8H 7D 6C 4S 3H 2D", "9_high"),
    ("9S 8S 7S 5S 4S 3H 2D", "9_high"),  # a flush too, but 9-high ranks above it
    ("AS 2H 3D 4C 5S 9H 9D", "straight"),  # G-12: A-2-3-4-5
    ("QS KH AD 2C 3S 7H 9D", None),  # no sequence runs round the corner
    ("KS KH Jk 5D 5C 9H 2D", None),  # two pairs and an ace: the joker is no third king (G-10)
    ("AS AH Jk 5D 5C 9H 2D", "full_house"),  # but it is a third ace
])
def test_bonus_hands_659a_6_d(hand: str, want: str | None) -> None:
    assert asia.bonus_hand(cards(hand)) == want
    natural_royal = {"Jk KH QH JH 10H 2S 2D": "straight_flush_with_a_joker",  # G-11 the other way
                     "9H 10H JH QH KH 2S Jk": "natural_straight_flush"}
    assert asia.bonus_hand(cards(hand), royal_with_joker=False) == natural_royal.get(hand, want)
