"""The arithmetic kernels: the result of a wager (621a.8(g)-(i)) and the vigorish (621a.8(k))."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from croupier.reference.paigow.kernels import Result, outcome, player_beats, strength, vigorish


@pytest.mark.parametrize(("won", "exact", "rounded"), [
    (10000, Fraction(500), 500), (1500, Fraction(75), 75), (1200, Fraction(60), 75), (700, Fraction(35), 50),
    (2200, Fraction(110), 125), (500, Fraction(25), 25), (100, Fraction(5), 25), (110, Fraction(11, 2), 25)])
def test_vigorish_table(won: int, exact: Fraction, rounded: int) -> None:
    """Digest 8.5: 5% of the amount won, exactly or rounded up to a multiple of 25 cents (AMB-16)."""
    assert exact == vigorish(won, 0)
    assert rounded == vigorish(won, 25)


def test_results() -> None:
    """621a.8(g)-(i): both hands win, a win; one, a push; none, a loss; a low hand of value 0 never wins."""
    assert Result.WIN is outcome(True, True, False)
    assert Result.PUSH is outcome(True, False, False) is outcome(False, True, False) is outcome(True, True, True)
    assert Result.LOSE is outcome(False, False, False) is outcome(False, True, True)


HANDS = st.one_of(st.tuples(st.integers(1, 20), st.just(0), st.just(0)),
                  st.tuples(st.just(0), st.integers(0, 9), st.integers(1, 17)))


@given(HANDS, HANDS, st.booleans())
def test_the_banker_wins_every_copy(p: tuple[int, int, int], b: tuple[int, int, int], zero_zero: bool) -> None:
    """INV-H4: never both hands win; equal strengths win for neither side, so the banker keeps a copy."""
    ahead, behind = player_beats(*p, *b, zero_zero), player_beats(*b, *p, zero_zero)
    assert not (ahead and behind)
    assert (strength(*p, zero_zero) == strength(*b, zero_zero)) == (not ahead and not behind)
