"""The blackjack kernel (551.1, 551.3(b), 551.13(a), (b)) against an independent reading: every hand of up to four
cards by rank, each ace tried at 1 and at 11; the dealer's rule over every total."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, strategies as st

from croupier.reference.blackjack import kernels as K

RANKS = range(1, 14)


def _reading(ranks: tuple[int, ...]) -> tuple[int, bool]:
    """Every way of counting the aces 1 or 11 (551.3(b)(3)): the best total of 21 or under, else the least; soft if
    that best total counts an ace 11."""
    pips = sum(10 if r >= 10 else r for r in ranks if r != 1)
    counts = sorted({pips + sum(c) for c in itertools.product((1, 11), repeat=ranks.count(1))})
    good = [c for c in counts if c <= 21]
    best = max(good) if good else min(counts)
    return best, best != pips + ranks.count(1)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_every_hand_totals_as_the_reading_does(n: int) -> None:
    for ranks in itertools.product(RANKS, repeat=n):
        assert _reading(ranks) == K.total(ranks), ranks
        assert K.busted(ranks) == (_reading(ranks)[0] > 21)
        assert K.may_hit(ranks) == (_reading(ranks)[0] < 21)


@given(st.lists(st.integers(1, 13), min_size=1, max_size=12))
def test_long_hands(ranks: list[int]) -> None:
    assert _reading(tuple(ranks)) == K.total(tuple(ranks))


def test_examples() -> None:
    """Soft and hard: A-6 is a soft 17; A-6-10 a hard 17; A-A-9 a soft 21; K-Q-2 busts at 22."""
    assert (17, True) == K.total((1, 6))
    assert (17, False) == K.total((1, 6, 10))
    assert (21, True) == K.total((1, 1, 9))
    assert K.busted((13, 12, 2)) and not K.may_hit((13, 12, 2))


def test_blackjack() -> None:
    """551.1: an ace with a jack, queen or king (no 10s in a Spanish 21 deck, but a 10 counts the same) as the first
    two cards; not three cards making 21, not a split hand where the game so reads."""
    tens = [(1, r) for r in (10, 11, 12, 13)] + [(r, 1) for r in (10, 11, 12, 13)]
    got = {h for h in itertools.product(RANKS, repeat=2) if K.is_blackjack(h)}
    assert set(tens) == got
    assert not K.is_blackjack((1, 5, 5)) and not K.is_blackjack((1, 13), from_split=True)


@pytest.mark.parametrize("hits_soft_17", [False, True])
def test_the_dealer_draws_to_16_and_stands_on_17(hits_soft_17: bool) -> None:
    """551.13(b): every hand of up to four cards; a soft 17 stands unless the game hits it."""
    for n in (1, 2, 3, 4):
        for ranks in itertools.product(RANKS, repeat=n):
            points, soft = K.total(ranks)
            if points > 30:
                continue
            expected = points < 17 or (points == 17 and soft and hits_soft_17)
            assert expected == K.dealer_draws(points, soft, hits_soft_17), ranks
