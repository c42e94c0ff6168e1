"""The hands of the 2013 poker variants (637a.6(c), (d), 637a.19-637a.21, 649a.6, 649a.12(g)): the digest's worked
examples (OM, TD, BG, TC) through the kernel; every five-card hand counted by high, 2-7 and A-5 category and by the
eight-or-better low, every four-card hand by Badugi level (against an independent count by Konig's theorem), every
three-card hand by category, each against the textbook or an independent count."""

from __future__ import annotations

import itertools
from collections import Counter
from math import comb, prod
from typing import Callable, Iterator, Optional

import numpy as np
import pytest

from croupier.reference.poker_variants import kernels as k
from croupier.reference.poker_variants.kernels import cards


# --------------------------------------------------------------------------------------------------------------------
# Five-card Omaha (637a.19(k), (l))

def test_om1_one_hand_scoops_with_the_same_five_cards() -> None:
    """OM-1, 637a.19(l)(2): A's Ad 4c with 5c 3h 2s is the 5-high straight and the best low at once, the ace high and
    low; B's best are a pair of 7s and 7-5-3-2-A; A wins both halves."""
    board = cards("KS 8D 5C 3H 2S")
    a, b = cards("AD 4C KH QH JD"), cards("AS 2D 7H 7C 9S")

    assert (k.high_key(cards("AD 4C 5C 3H 2S")), k.BEST_ACE_TO_FIVE) == (k.omaha_high(a, board), k.omaha_low(a, board))
    assert set(cards("AD 4C 5C 3H 2S")) == set(k.omaha_high_hand(a, board)) == set(k.omaha_low_hand(a, board) or ())
    assert "straight" == k.five_card_category(k.omaha_high(a, board))
    assert k.high_key(cards("7H 7C KS 8D 5C")) == k.omaha_high(b, board)
    assert k.ace_to_five_key(cards("AS 7H 5C 3H 2S")) == k.omaha_low(b, board)
    assert k.omaha_high(a, board) > k.omaha_high(b, board)
    assert (k.omaha_low(a, board) or ()) > (k.omaha_low(b, board) or ())


def test_om2_no_low_with_one_low_hole_card() -> None:
    """OM-2, 637a.19(l)(1): a low needs two hole cards from ace to 8; with none, the high hand takes the whole pot."""
    hole, board = cards("AC KD QD JS 10S"), cards("8H 6C 4D 3S KC")

    assert (None, None) == (k.omaha_low(hole, board), k.omaha_low_hand(hole, board))
    assert (40, 0) == k.split_pot(40, low=False)


@pytest.mark.parametrize("hand", ["8S 7H 6D 5C 5S", "9S 5H 4D 3C 2S", "AS AH 2D 3C 4S", "KS 5H 4D 3C 2S"])
def test_om3_a_pair_or_a_card_above_8_does_not_qualify(hand: str) -> None:
    """OM-3, 637a.19(l)(1): no pair, and nothing from 9 up."""
    assert None is k.eight_or_better(cards(hand))


@pytest.mark.parametrize("hand", ["8S 7H 6D 5C 4S", "5H 4H 3H 2H AH", "8S 6D 4C 2S AD"])
def test_a_low_of_five_ranks_to_8_qualifies_straights_and_flushes_ignored(hand: str) -> None:
    """637a.19(l)(1), 637a.6(d): 8-7-6-5-4 is the worst qualifying low; a straight or flush is still a low."""
    assert k.ace_to_five_key(cards(hand)) == k.eight_or_better(cards(hand))


def test_omaha_hands_use_exactly_two_hole_cards_and_three_from_the_board() -> None:
    """637a.19(k): four hearts in the hole and two on the board make no flush; one heart in the hole with four on
    the board makes none either; a straight on the board plays only with two hole cards that keep it; two pairs in
    the hole are one pair."""
    assert 100 == len(list(k.omaha_hands(cards("AH KH QH JH 2C"), cards("3H 4H 9C 9D 5S"))))
    assert "flush" not in {k.five_card_category(k.omaha_high(cards("AH KH QH JH 2C"), cards("3H 4H 9C 9D 5S"))),
                           k.five_card_category(k.omaha_high(cards("AH KS QD JC 2C"), cards("3H 4H 9H 8H 5S")))}
    board = cards("5S 6H 7D 8C 9S")
    assert "pair" == k.five_card_category(k.omaha_high(cards("2C 2D KS QH JD"), board))
    assert "straight" == k.five_card_category(k.omaha_high(cards("10C JD KS 2H 3D"), board))
    assert "pair" == k.five_card_category(k.omaha_high(cards("AH AS KD KC 2S"), cards("3H 7S 8D QC JD")))


@pytest.mark.parametrize("pot, high, low", [(41, 21, 20), (40, 20, 20), (101, 51, 50), (1, 1, 0), (0, 0, 0)])
def test_om4_odd_unit_goes_to_the_high_half(pot: int, high: int, low: int) -> None:
    """OM-4, 637a.19(k)(2)(i) (and TD-9, 637a.20(l)(1)(ii)): the halves are equal, an odd $1 goes high."""
    assert (high, low) == k.split_pot(pot)


def test_om5_tied_lows_share_the_low_half() -> None:
    """OM-5, 637a.19(k)(2)(iii): $40, one high winner, two tied lows: $20 high, $10 to each low."""
    high, low = k.split_pot(40)

    assert (20, (10, 10)) == (high, k.share(low, 2))


def test_om6_odd_unit_of_tied_lows_to_the_lowest_card_by_suit() -> None:
    """OM-6, 637a.19(k)(2)(iii), (iv), P-9: $42: $21 high; the $21 low half splits $11 and $10, the $1 to the tied
    player whose lowest card is of the lowest suit (A clubs before A diamonds); ``lowest_suit`` false reverses it."""
    board = cards("2C 4D 7H KS QS")
    x, y = cards("AC 3H 9S 9D JC"), cards("AD 3S 10H 10D JH")
    lx, ly = k.omaha_low_hand(x, board), k.omaha_low_hand(y, board)
    assert lx is not None and ly is not None
    assert k.omaha_low(x, board) == k.omaha_low(y, board)

    high, low = k.split_pot(42)

    assert (21, 21) == (high, low)
    assert (11, 10) == k.share(low, 2)
    assert 0 == k.low_odd_chip([lx, ly])
    assert 1 == k.low_odd_chip([lx, ly], lowest_suit=False)


def test_odd_unit_of_tied_lows_passes_a_shared_lowest_card() -> None:
    """P-9: both use the board's A clubs and 2 diamonds; the 3 diamonds (lower suit) beats the 3 hearts."""
    board = cards("AC 2D 5H KS QS")
    x, y = cards("3H 4C 9S 9D JC"), cards("3D 4S 10H 10D JH")
    lx, ly = k.omaha_low_hand(x, board), k.omaha_low_hand(y, board)
    assert lx is not None and ly is not None and k.omaha_low(x, board) == k.omaha_low(y, board) == k.BEST_ACE_TO_FIVE

    assert (1, 0) == (k.low_odd_chip([lx, ly]), k.low_odd_chip([lx, ly], lowest_suit=False))


def test_odd_unit_of_tied_highs_to_the_highest_card_by_suit() -> None:
    """637a.19(k)(2)(ii), (iv), P-8: the ace of spades beats the ace of hearts; with the ace shared from the board,
    the king of hearts beats the king of diamonds."""
    assert 0 == k.high_odd_chip([cards("AS KH 9D 7C 3S"), cards("AH KD 9C 7S 3D")])
    assert 1 == k.high_odd_chip([cards("AS KD 9C 7S 3D"), cards("AS KH 9D 7C 3H")])
    assert 2 == k.high_odd_chip([cards("QD 10D 9C 7S 3D"), cards("QH 10H 9D 7C 3H"), cards("QS 10C 9S 7H 3C")])


@pytest.mark.parametrize("amount, ways, shares", [(21, 2, (11, 10)), (20, 2, (10, 10)), (10, 3, (4, 3, 3)),
                                                  (11, 3, (4, 4, 3)), (0, 4, (0, 0, 0, 0)), (7, 1, (7,))])
def test_tied_players_share_equally_odd_units_first_in_order(amount: int, ways: int, shares: tuple[int, ...]) -> None:
    """637a.20(k)(2), 637a.21(k)(5), P-10: equal shares; a remainder a unit at a time from the first named."""
    assert shares == k.share(amount, ways)


# --------------------------------------------------------------------------------------------------------------------
# Triple Draw (637a.20(k), (l))

@pytest.mark.parametrize("rank, one, two", [
    (k.deuce_to_seven_key, "7S 5H 4D 3C 2S", "7D 6H 4S 3D 2H"),  # TD-1: 5 beats 6 on the second card
    (k.deuce_to_seven_key, "8S 6D 5C 3D 2S", "7H 5H 4H 3H 2H"),  # TD-2: the flush counts against
    (k.deuce_to_seven_key, "KH KD 9C 8S 7H", "6S 5H 4D 3C 2S"),  # TD-3: a straight is below a pair (P-1)
    (k.deuce_to_seven_key, "QS JH 9D 8C 7S", "AS 5H 4D 3C 2S"),  # TD-4: A-5-4-3-2 is ace high, no straight
    (k.ace_to_five_key, "5S 4S 3S 2S AS", "6H 4D 3C 2D AH"),  # TD-5: the flush and straight are ignored
    (k.ace_to_five_key, "6H 4D 3C 2S AH", "6S 5D 3H 2C AD"),  # TD-6: 4 beats 5 on the second card
    (k.ace_to_five_key, "KS QD JH 9C 8S", "2S 2H 3D 4C 5H"),  # TD-7: no pair beats a pair (P-1)
    (k.deuce_to_seven_key, "KS QD JH 9C 8S", "2S 2H 3D 4C 5H"),  # the same in 2-7
    (k.ace_to_five_key, "2S 2H 3D 4C 5H", "3S 3H 2D 4C AH"),  # a pair of 2s beats a pair of 3s (637a.6(d))
    (k.deuce_to_seven_key, "8S 8H 4D 3C 2H", "KS KH QD JC 9H"),  # so in 2-7
    (k.deuce_to_seven_key, "AS KH QD JC 9H", "AH AS 2D 3C 4H"),  # a pair of aces is a pair
])
def test_triple_draw_the_lower_hand_wins(rank: Callable[[k.Hand], k.Key], one: str, two: str) -> None:
    """637a.20(k)(1), (3), (4): ``one`` is the better low hand."""
    assert rank(cards(one)) > rank(cards(two))


def test_the_best_low_hands() -> None:
    """637a.20(k)(3)(ii), (4)(ii): 7-5-4-3-2 not all of one suit; 5-4-3-2-A in any suits."""
    assert k.BEST_DEUCE_TO_SEVEN == k.deuce_to_seven_key(cards("7S 5H 4D 3C 2S"))
    assert k.BEST_DEUCE_TO_SEVEN > k.deuce_to_seven_key(cards("7H 5H 4H 3H 2H"))
    assert "flush" == k.five_card_category(k.deuce_to_seven_key(cards("7H 5H 4H 3H 2H")))
    assert k.BEST_ACE_TO_FIVE == k.ace_to_five_key(cards("5H 4H 3H 2H AH"))
    assert k.BEST_ACE_TO_FIVE == k.ace_to_five_key(cards("5S 4H 3D 2C AS"))


def test_td9_badeucey_scoops_with_the_best_of_both() -> None:
    """TD-9, 637a.20(l)(1): 2s 3h 4d 5c 7s is the best 2-7 hand and holds the best Badugi, 2-3-4-5 (P-3); on a $101
    pot it takes $51 and $50, the odd $1 with the 2-7 half."""
    assert (k.BEST_DEUCE_TO_SEVEN, k.BEST_BADUGI_ACE_HIGH) == k.badeucey(cards("2S 3H 4D 5C 7S"))
    assert (51, 50) == k.split_pot(101)


def test_td10_badacey_scoops_with_the_best_of_both() -> None:
    """TD-10, 637a.20(l)(2): As 2h 3d 4c 5s is the best A-5 hand and holds the best Badugi, A-2-3-4."""
    assert (k.BEST_ACE_TO_FIVE, k.BEST_BADUGI_ACE_LOW) == k.badacey(cards("AS 2H 3D 4C 5S"))


def test_badeucey_ranks_the_ace_high_and_badacey_low() -> None:
    """P-3: in Badeucey an ace is the worst Badugi card (9-4-3-2 beats A-4-3-2); in Badacey the best."""
    hand = cards("AH 2S 3D 4C 9H")
    assert (4, -9, -4, -3, -2) == k.badeucey(hand)[1]
    assert k.BEST_BADUGI_ACE_LOW == k.badacey(hand)[1]


# --------------------------------------------------------------------------------------------------------------------
# Badugi (637a.21(k))

@pytest.mark.parametrize("one, two", [
    ("KS QH JD 10C", "AS 2H 3D 3C"),  # BG-2: a four-card Badugi beats a three-card hand
    ("4S 3H 2D AC", "5H 3S 2C AD"),  # BG-3: 4 beats 5 on the highest card (P-7)
    ("AS 2S 3H 4D", "2C 3C 5H 6D"),  # BG-4: A-3-4 beats 2-5-6
    ("9C 7C 4C 2C", "KH QH JH 10H"),  # BG-5: one-card hands, 2 beats 10
    ("AS AH 2D 3C", "KS KH QD QC"),  # P-6: A-2-3 (three cards) beats K-Q (two)
])
def test_badugi_the_better_hand_wins(one: str, two: str) -> None:
    """637a.21(k)(1)-(4): a higher level beats any lower one; within a level the lowest, highest card first."""
    assert k.badugi_key(cards(one)) > k.badugi_key(cards(two))


@pytest.mark.parametrize("hand, key", [
    ("AS 2H 3D 4C", k.BEST_BADUGI_ACE_LOW),  # BG-1
    ("AS 2S 3H 4D", (3, -4, -3, -1)), ("2C 3C 5H 6D", (3, -6, -5, -2)),  # BG-4's best three cards
    ("9C 7C 4C 2C", (1, -2)), ("KH QH JH 10H", (1, -10)),  # BG-5
    ("AS AH AD AC", (1, -1)), ("AS AH 2S 2H", (2, -2, -1)),  # P-6: a rank counts once
])
def test_badugi_keys(hand: str, key: k.Key) -> None:
    assert key == k.badugi_key(cards(hand))


# --------------------------------------------------------------------------------------------------------------------
# Three Card Poker (649a.6(d)(8), (e), 649a.12(g))

def test_tc1_mini_royal_outranks_a_straight_flush() -> None:
    """TC-1, 649a.6(e): with the mini-royal in the paytable, A-K-Q of hearts ranks above K-Q-J of diamonds, as its
    own category; without it, it is the best straight flush. Unsuited A-K-Q is a straight (P-18)."""
    mini, sf = cards("AH KH QH"), cards("KD QD JD")
    assert k.three_card_key(mini, mini_royal=True) > k.three_card_key(sf, mini_royal=True)
    assert ("mini_royal", "straight_flush") == (k.three_card_category(mini, True), k.three_card_category(mini))
    assert "straight" == k.three_card_category(cards("AH KD QH"), True)


@pytest.mark.parametrize("table, pays, to, ok", [("b", 4, 1, False), ("b", 5, 1, True), ("b", 11, 2, True),
                                                 ("d", 40, 1, True), ("d", 35, 1, False), ("d", 100, 1, True)])
def test_tc2_mini_royal_payout_floors(table: str, pays: int, to: int, ok: bool) -> None:
    """TC-2, 649a.12(g)(1), (2): at least 5 to 1 in the table of (b), 40 to 1 in that of (d)."""
    assert ok == k.mini_royal_odds_allowed(table, pays, to)


def test_tc3_super_royal_only_under_paytable_e() -> None:
    """TC-3, 649a.6(d)(8), P-19: A-K-Q-J-10-9 of clubs, under paytable E only; six of one suit, ranks exact."""
    six = cards("AC KC QC JC 10C 9C")
    assert (True, False) == (k.is_super_royal(six, "E"), k.is_super_royal(six, "A"))
    assert not k.is_super_royal(cards("AC KC QC JC 10C 9H"), "E")
    assert not k.is_super_royal(cards("AC KC QC JC 10C 8C"), "E")


@pytest.mark.parametrize("one, two", [("AS KD QH", "2S 3D AH"), ("2S 3D AH", "AS KD JH"), ("2S 2D 3H", "AS KD JH"),
                                      ("AS KD QH", "AS KS 2S"), ("2S 3S 4S", "AS AD AH"), ("3S 3D 3H", "QS KD AH"),
                                      ("AS KS 2S", "AS AD KH")])
def test_three_card_order(one: str, two: str) -> None:
    """The standard three-card ranking (649a.6(a)-(c) not printed): Q-K-A the highest straight, A-2-3 the lowest;
    a straight beats a flush, a flush a pair, a pair high cards; a straight flush beats three of a kind."""
    assert k.three_card_key(cards(one)) > k.three_card_key(cards(two))


#: the 22,100 three-card hands of one deck by category: the textbook counts (re-derived by brute force)
THREE_CARD = {"straight_flush": 48, "three_of_a_kind": 52, "straight": 720, "flush": 1096, "pair": 3744,
              "high_card": 16440}


def test_every_three_card_hand_by_category() -> None:
    """All C(52, 3) = 22,100 hands through the kernel: the textbook counts; with the mini-royal, 4 of the 48 straight
    flushes move up to it (649a.6(e))."""
    deck = [(r, u) for r in range(1, 14) for u in "SHDC"]
    plain: Counter[str] = Counter()
    mini: Counter[str] = Counter()
    for hand in itertools.combinations(deck, 3):
        plain[k.three_card_category(hand)] += 1
        mini[k.three_card_category(hand, True)] += 1
    assert comb(52, 3) == sum(plain.values())
    assert THREE_CARD == dict(plain)
    assert {**THREE_CARD, "mini_royal": 4, "straight_flush": 44} == dict(mini)


# --------------------------------------------------------------------------------------------------------------------
# Every five-card hand (637a.6(b) as P-1 reads it, 637a.6(d), 637a.19(l)(1), 637a.20(k)(3), (4))

#: the 2,598,960 five-card hands by high category: the textbook counts
HIGH = {"royal_flush": 4, "straight_flush": 36, "four_of_a_kind": 624, "full_house": 3744, "flush": 5108,
        "straight": 10200, "three_of_a_kind": 54912, "two_pair": 123552, "pair": 1098240, "high_card": 1302540}
#: by 2-7 category: A-2-3-4-5 is no straight, so its 1,020 unsuited hands are ace high and its 4 straight flushes
#: ace-high flushes (checked against an independent brute force in ``test_independent_count_of_every_five_card_hand``)
DEUCE_TO_SEVEN = {**HIGH, "straight_flush": 32, "flush": 5112, "straight": 9180, "high_card": 1303560}
#: by A-5 category: straights and flushes disregarded; no pair: C(13, 5) rank sets x 4^5 suitings
ACE_TO_FIVE = {"four_of_a_kind": 624, "full_house": 3744, "three_of_a_kind": 54912, "two_pair": 123552,
               "pair": 1098240, "high_card": 1287 * 1024}
#: eight-or-better lows: C(8, 5) = 56 rank sets from ace to 8, any suits: 56 x 4^5
EIGHT_OR_BETTER = 56 * 1024
#: 2-7 hands of five ranks 2 to 8, no straight (2-6, 3-7, 4-8), no flush: 18 rank sets x 1,020
DEUCE_TO_SEVEN_EIGHT_LOW = 18 * 1020


def _classes() -> Iterator[tuple[tuple[int, ...], int, bool]]:
    """Every five-card hand, by class: a multiset of ranks, suited (five ranks in one suit: 4 hands) or not (every
    other suiting); yields (ranks, hands in the class, suited)."""
    for ranks in itertools.combinations_with_replacement(range(1, 14), 5):
        mult = Counter(ranks)
        if max(mult.values()) > 4:
            continue
        ways = prod(comb(4, n) for n in mult.values())
        if len(mult) == 5:
            yield ranks, 4, True
            ways -= 4
        yield ranks, ways, False


def _hand(ranks: tuple[int, ...], suited: bool) -> k.Hand:
    """One hand of the class: all spades, or suits given in turn (never all one suit)."""
    if suited:
        return tuple((r, "S") for r in ranks)
    if len(set(ranks)) == 5:
        return tuple((r, "SHDCS"[i]) for i, r in enumerate(ranks))
    seen: Counter[int] = Counter()
    out = []
    for r in ranks:
        out.append((r, "SHDC"[seen[r]]))
        seen[r] += 1
    return tuple(out)


def test_every_five_card_hand_by_category() -> None:
    """All C(52, 5) = 2,598,960 hands through the three rankings, one hand per class: the high categories as the
    textbook counts them and 7,462 different high hands; the same hands in 2-7 (7,462 different) and A-5 (6,175,
    one per multiset of ranks); 57,344 eight-or-better lows; 1,024 best A-5 and 1,020 best 2-7 hands; 18,360 2-7
    hands of 8 or lower."""
    high: Counter[str] = Counter()
    d27: Counter[str] = Counter()
    a5: Counter[str] = Counter()
    keys: dict[str, set[k.Key]] = {"high": set(), "d27": set(), "a5": set()}
    eight = best_a5 = best_27 = d27_eight = 0
    for ranks, ways, suited in _classes():
        hand = _hand(ranks, suited)
        assert suited == (len({u for _, u in hand}) == 1)
        h, d, a = k.high_key(hand), k.deuce_to_seven_key(hand), k.ace_to_five_key(hand)
        high[k.five_card_category(h)] += ways
        d27[k.five_card_category(d)] += ways
        a5[k.five_card_category(a)] += ways
        keys["high"].add(h)
        keys["d27"].add(d)
        keys["a5"].add(a)
        eight += ways * (k.eight_or_better(hand) is not None)
        best_a5 += ways * (a == k.BEST_ACE_TO_FIVE)
        best_27 += ways * (d == k.BEST_DEUCE_TO_SEVEN)
        d27_eight += ways * (k.five_card_category(d) == "high_card" and -d[1] <= 8)
    assert comb(52, 5) == sum(high.values()) == sum(d27.values()) == sum(a5.values())
    assert (HIGH, DEUCE_TO_SEVEN, ACE_TO_FIVE) == (dict(high), dict(d27), dict(a5))
    assert (7462, 7462, 6175) == (len(keys["high"]), len(keys["d27"]), len(keys["a5"]))
    assert (EIGHT_OR_BETTER, 1024, 1020, DEUCE_TO_SEVEN_EIGHT_LOW) == (eight, best_a5, best_27, d27_eight)


@pytest.mark.slow
def test_independent_count_of_every_five_card_hand() -> None:
    """The tables above re-derived without the kernel: a plain loop over all 2,598,960 hands with a separate,
    naive classification (about 25 s)."""
    deck = [(r, u) for r in range(1, 14) for u in range(4)]
    names = {(4, 1): "four_of_a_kind", (3, 2): "full_house", (3, 1, 1): "three_of_a_kind", (2, 2, 1): "two_pair",
             (2, 1, 1, 1): "pair", (1, 1, 1, 1, 1): "high_card"}
    high: Counter[str] = Counter()
    d27: Counter[str] = Counter()
    a5: Counter[str] = Counter()
    eight = d27_eight = 0

    def made(rs: list[int], flush: bool, wheel: bool, pattern: str) -> str:
        hi = sorted(14 if r == 1 else r for r in rs)
        straight = pattern == "high_card" and (hi[4] - hi[0] == 4 or (wheel and hi == [2, 3, 4, 5, 14]))
        if straight and flush:
            return "royal_flush" if hi[0] == 10 else "straight_flush"
        if pattern != "high_card":
            return pattern
        return "flush" if flush else "straight" if straight else "high_card"

    for hand in itertools.combinations(deck, 5):
        rs = [r for r, _ in hand]
        flush = len({u for _, u in hand}) == 1
        pattern = names[tuple(sorted(Counter(rs).values(), reverse=True))]
        a5[pattern] += 1
        high[made(rs, flush, True, pattern)] += 1
        low27 = made(rs, flush, False, pattern)
        d27[low27] += 1
        eight += pattern == "high_card" and max(rs) <= 8
        d27_eight += low27 == "high_card" and 1 not in rs and max(rs) <= 8
    assert (HIGH, DEUCE_TO_SEVEN, ACE_TO_FIVE) == (dict(high), dict(d27), dict(a5))
    assert (EIGHT_OR_BETTER, DEUCE_TO_SEVEN_EIGHT_LOW) == (eight, d27_eight)


# --------------------------------------------------------------------------------------------------------------------
# Every four-card hand by Badugi level (637a.21(k))

#: the 270,725 four-card hands by Badugi level (cards of different suits and ranks): 13 x 12 x 11 x 10 four-card
#: Badugis; one-card hands are the 4 x C(13, 4) one-suit hands and the 13 four of a kind; the rest by brute force
BADUGI = {4: 17160, 3: 154440, 2: 96252, 1: 2873}


def _konig_levels() -> Counter[int]:
    """The Badugi level of every four-card hand without the kernel: the most cards pairwise different in suit and
    rank is a largest matching of suits to ranks, which by Konig's theorem is the smallest number of suits and
    ranks covering every card: the least, over each set S of suits, of |S| plus the ranks left outside S."""
    combos = np.fromiter(itertools.chain.from_iterable(itertools.combinations(range(52), 4)), dtype=np.int16,
                         count=4 * comb(52, 4)).reshape(-1, 4)
    ranks, suits = combos // 4, combos % 4
    best = np.full(len(combos), 9, dtype=np.int16)
    for mask in range(16):
        covered = ((mask >> suits) & 1).astype(bool)
        r = np.sort(np.where(covered, 100 + np.arange(4), ranks), axis=1)
        distinct = (r[:, 0] < 100).astype(np.int16) + ((r[:, 1:] != r[:, :-1]) & (r[:, 1:] < 100)).sum(axis=1)
        best = np.minimum(best, bin(mask).count("1") + distinct)
    return Counter({int(n): int(c) for n, c in zip(*np.unique(best, return_counts=True))})


def test_every_four_card_hand_by_badugi_level() -> None:
    """All C(52, 4) = 270,725 hands: the levels by Konig's theorem over every hand, and through the kernel over
    every class (ranks 1..n standing for any n ranks in order, each with its multiplicity and suits); the best hand,
    A-2-3-4 of four suits, is held 24 ways."""
    assert BADUGI == _konig_levels()
    levels: Counter[int] = Counter()
    for n in range(1, 5):
        for mult in itertools.product(range(1, 5), repeat=n):
            if sum(mult) != 4:
                continue
            for suitings in itertools.product(*(itertools.combinations("SHDC", m) for m in mult)):
                hand = tuple((rank, u) for rank, us in enumerate(suitings, start=1) for u in us)
                levels[k.badugi_key(hand)[0]] += comb(13, n)
    assert BADUGI == dict(levels)
    low16 = [(r, u) for r in range(1, 5) for u in "SHDC"]
    assert 24 == sum(k.badugi_key(h) == k.BEST_BADUGI_ACE_LOW for h in itertools.combinations(low16, 4))


def test_a_low_never_qualifies_above_eight() -> None:
    """637a.19(l)(1) over every hand of ranks ace to 9: a 9 disqualifies, and a qualifying key's top card is 8 or
    lower."""
    deck = [(r, u) for r in (1, 2, 3, 4, 5, 6, 7, 8, 9) for u in "SH"]
    for hand in itertools.combinations(deck, 5):
        low: Optional[k.Key] = k.eight_or_better(hand)
        assert (low is None) == (9 in {r for r, _ in hand} or len({r for r, _ in hand}) < 5)
        assert low is None or -low[1] <= 8
