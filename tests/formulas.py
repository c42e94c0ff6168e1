"""Closed-form probabilities the tests compare the model with, written independently of the model."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

#: ways to throw each total with two dice
WAYS = {t: 6 - abs(7 - t) for t in range(2, 13)}


def all_before_seven(totals: frozenset[int] | set[int]) -> Fraction:
    """Inclusion-exclusion: the probability that every total in ``totals`` is thrown before a 7."""
    out = Fraction(0)
    for r in range(len(totals) + 1):
        for sub in combinations(sorted(totals), r):
            out += (-1) ** r * Fraction(6, 6 + sum(WAYS[t] for t in sub))
    return out
