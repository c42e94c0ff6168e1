"""Five Card Hi-Lo's hands (663a.6, 663a.11): the digest's worked examples (PV, AP, AB, TW, PB) through the kernel,
the Poker Bonus hands counted over every five-card hand against the textbook, and the settings exhaustively."""

from __future__ import annotations

import itertools
from collections import Counter
from math import comb, prod
from typing import Optional

import pytest

from croupier.reference.five_card_hi_lo import kernels as k
from croupier.reference.five_card_hi_lo.kernels import cards


@pytest.mark.parametrize("hand, high, low, totals, ok", [
    ("AS JH 10D 9C 2S", "JH 10D 9C", "AS 2S", (29, 3), True),  # PV-1, the text's example
    ("AS JH 10D 9C 2S", "AS JH 10D", "9C 2S", (31, 11), True),  # PV-2
    ("AS AH KD QC 3S", "AS AH KD", "QC 3S", (32, 13), True),  # PV-3
    ("AS AH KD QC 3S", "AH KD QC", "AS 3S", (31, 4), True),  # PV-4
    ("AS AH KD QC 3S", "KD QC 3S", "AS AH", (23, 2), False),  # PV-5: two aces low
    ("AS JH 10D 9C 2S", "JH 10D 2S", "AS 9C", (22, 10), False),  # a 9 low while a 2 sits high
    ("KS QH 10D JC 2S", "KS QH JC", "10D 2S", (30, 12), True),  # equal values either way
    ("KS QH 10D 9C 2S", "KS 10D 9C", "QH 2S", (29, 12), False),  # a queen low while a 9 sits high
])
def test_point_totals_and_the_setting_rule(hand: str, high: str, low: str, totals: tuple[int, int], ok: bool) -> None:
    """663a.6(a), 663a.11(d): the ace 11 high and 1 low; the three of higher value high, one ace low at most."""
    h, lo = cards(high), cards(low)
    assert sorted(h + lo) == sorted(cards(hand))
    assert totals == (k.total(h, True), k.total(lo, False))
    assert ok == k.is_set_in_order(h, lo)
    assert ok == ((h, lo) in k.player_settings(cards(hand)) or (tuple(sorted(h)), tuple(sorted(lo))) in
                  [(tuple(sorted(a)), tuple(sorted(b))) for a, b in k.player_settings(cards(hand))])


@pytest.mark.parametrize("hand, four_low, high, low", [
    ("KS 9H AD 5C 3S", 1, 30, 8),  # PV-6: the ace high
    ("AS AH AD AC 6S", 1, 33, 7),  # PV-7: four aces, G-4's default
    ("AS AH AD AC 6S", 2, 28, 2),  # G-4's alternative: A-A-6 high, A-A low
    ("2S 3H 4D 5C 6S", 1, 15, 5),
])
def test_the_dealers_setting(hand: str, four_low: int, high: int, low: int) -> None:
    h, lo = k.dealer_setting(cards(hand), four_low)
    assert (high, low) == (k.total(h, True), k.total(lo, False))


@pytest.mark.parametrize("player, dealer, result", [
    ((30, 5), (28, 9), k.WIN), ((29, 3), (30, 8), k.TIE), ((31, 11), (30, 8), k.TIE),  # AP-1 to AP-3
    ((31, 8), (30, 8), k.TIE), ((28, 9), (28, 9), k.LOSE), ((25, 12), (27, 6), k.LOSE),  # AP-4 to AP-6
])
def test_the_ante_and_play_result(player: tuple[int, int], dealer: tuple[int, int], result: int) -> None:
    """663a.11(g): both hands better wins, neither loses, one of the two ties; equal totals count for the dealer."""
    assert result == k.ante_result(*player, *dealer)


@pytest.mark.parametrize("player, dealer, ties", [
    ((28, 9), (28, 9), 2), ((28, 5), (28, 9), 1), ((30, 8), (27, 8), 1), ((30, 5), (28, 9), 0),  # TW-1 to TW-4
    ((28, 9), (9, 28), 0),  # G-9: a high total equal to the dealer's low total is no tie
])
def test_the_tie_wager(player: tuple[int, int], dealer: tuple[int, int], ties: int) -> None:
    assert ties == k.tie_result(*player, *dealer)


@pytest.mark.parametrize("hand, bonus", [
    ("AS AH AD KC 4S", "three_aces"), ("AS AH AD AC 9S", "four_aces"), ("AS AH AD AC 2S", "four_aces_and_one_2"),
    ("AS AH KD QC 3S", None),  # AB-1 to AB-4
])
def test_the_ante_bonus(hand: str, bonus: Optional[str]) -> None:
    assert bonus == k.ante_bonus(cards(hand))


@pytest.mark.parametrize("hand, a, b", [
    ("10H JH QH KH AH", "royal_flush", "royal_flush"),  # PB-1
    ("AS 2D 3C 4H 5S", "straight", "straight"),  # PB-2, the wheel
    ("QS KD AC 2H 3S", None, None),  # PB-3: no sequence round the corner
    ("6S 6H KD 9C 2S", None, "pair"),  # PB-4: a pair of 6s, below table A's 7s
    ("7S 7H KD 9C 2S", "pair", "pair"),  # PB-5
    ("9S 9H 4D 4C KS", "two_pair", "two_pair"),  # PB-6
    ("AS 2S 3S 4S 5S", "straight_flush", "straight_flush"),
    ("AS AH KD 9C 2S", "pair", "pair"),  # aces rank above 7s (G-13)
])
def test_the_poker_bonus_hands(hand: str, a: Optional[str], b: Optional[str]) -> None:
    """663a.6(b), 663a.11(j)(2): table A pays pairs of 7s up, table B pairs of 6s up (G-8 as printed)."""
    assert (a, b) == (k.poker_hand(cards(hand), 7), k.poker_hand(cards(hand), 6))


#: the textbook counts of the 2,598,960 five-card hands of one deck
TEXTBOOK = {"royal_flush": 4, "straight_flush": 36, "four_of_a_kind": 624, "full_house": 3744, "flush": 5108,
            "straight": 10200, "three_of_a_kind": 54912, "two_pair": 123552}


def _counts(least_pair: int) -> Counter[Optional[str]]:
    """Every five-card hand, counted by class: a multiset of ranks, suited (five distinct ranks in one suit: 4 ways)
    or not (every other suit assignment); the kernel judges one hand of each class, since the suits of a hand
    that is not one suit change nothing it looks at."""
    out: Counter[Optional[str]] = Counter()
    for ranks in itertools.combinations_with_replacement(range(1, 14), 5):
        mult = Counter(ranks)
        if max(mult.values()) > 4:
            continue
        ways = prod(comb(4, n) for n in mult.values())
        if len(mult) == 5:
            suited = tuple((r, "S") for r in ranks)
            out[k.poker_hand(suited, least_pair)] += 4
            ways -= 4
            hand = tuple((r, "SHDC"[i % 4]) if i else (r, "H") for i, r in enumerate(ranks))
        else:
            seen: Counter[int] = Counter()
            hand = []  # type: ignore[assignment]
            for r in ranks:
                hand.append((r, "SHDC"[seen[r]]))  # type: ignore[attr-defined]
                seen[r] += 1
            hand = tuple(hand)
        out[k.poker_hand(hand, least_pair)] += ways
    return out


def test_every_five_card_hand_by_category() -> None:
    """All C(52, 5) = 2,598,960 hands: each category as the textbook counts it; pairs from 7s up (table A): 8 ranks
    of pair (7s to aces) x 84,480; from 6s up (table B): 9 x 84,480."""
    for least, pairs in ((7, 8), (6, 9)):
        got = _counts(least)
        assert sum(got.values()) == comb(52, 5)
        assert TEXTBOOK == {h: got[h] for h in TEXTBOOK}
        assert pairs * 84480 == got["pair"]


def test_every_setting_of_every_rank_pattern() -> None:
    """663a.11(d), (e) over every multiset of five ranks: a player always has a setting in order, the dealer's is
    one of them unless he holds four aces, and a setting in order never puts a card of more value low than high."""
    for ranks in itertools.combinations_with_replacement(range(1, 14), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        seen: Counter[int] = Counter()
        hand = []
        for r in ranks:
            hand.append((r, "SHDC"[seen[r]]))
            seen[r] += 1
        five = tuple(hand)
        settings = k.player_settings(five)
        assert settings
        high, low = k.dealer_setting(five)
        if ranks.count(1) < 4:
            assert k.is_set_in_order(high, low)
        for h, lo in settings:
            assert sum(c[0] == 1 for c in lo) <= 1
            assert min(k.value(c, True) for c in h) >= max(k.value(c, True) for c in lo if c[0] != 1) \
                if any(c[0] != 1 for c in lo) else True
