"""What an exact wager analysis reports, for any game: the result distribution, the edge and its convention.

``a``: a :class:`WagerAnalysis`. Probabilities and amounts are ``Fraction``;
a float appears only in :func:`percent`, for people to read.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import attrs

__all__ = ["CONVENTION", "Ending", "WagerAnalysis", "percent"]

#: how every figure is measured, in words; the JSON report carries it whole
CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked, per resolved wager: minus the player's expected net result divided by "
            "the stake (a void or returned wager counts as resolved with net 0)",
    "resolution": "a wager is resolved by its first decision (win, loss or void); a wager that stays up after a "
                  "win (after_win = stays_up) is a new wager from then on",
    "vig": "vigorish is included: a commission deducted from a win reduces the net, an upfront vigorish is "
           "subtracted from every result; edge_per_outlay divides by the stake plus the upfront vigorish",
    "per_roll": "edge_per_roll is the expected net per unit staked divided by the expected number of valid rolls "
                "from the moment the wager is made to its resolution",
    "made": "each wager is made at its first legal moment in a fresh hand (or after the stated setup), at the "
            "least legal amount (odds: the most the profile allows); where the profile rounds payouts, at the "
            "least legal amount whose every payout and vigorish is a whole number of chips",
    "driver": "between throws a fixed policy keeps the game going: the shooter (the same player, alone at the "
              "table) makes the least Pass Bet before a come-out roll when he has no line bet, and accepts the "
              "dice again after a loser 7; nothing the driver wagers is counted",
}


@attrs.frozen
class Ending:
    """One way a wager ends: its result, the net per unit staked, and the probability."""

    result: str  #: win, lose, void or returned
    net: Fraction  #: the player's net per unit staked (vigorish included)
    probability: Fraction


@attrs.frozen
class WagerAnalysis:
    """The exact analysis of one wager under one profile."""

    game: str
    wager: str
    made: str  #: how and when the wager is made, in words
    stake: int  #: in the table's smallest unit (cents)
    vig: Fraction  #: upfront vigorish paid when the wager is made (0 if none)
    endings: tuple[Ending, ...]
    expected_rolls: Fraction
    states: int  #: transient states of the chain that was solved

    @property
    def total_probability(self) -> Fraction:
        return sum((e.probability for e in self.endings), Fraction(0))

    @property
    def expected_net(self) -> Fraction:
        """The player's expected net per unit staked."""
        return sum((e.net * e.probability for e in self.endings), Fraction(0))

    @property
    def edge(self) -> Fraction:
        """House edge per unit staked, per resolved wager."""
        return -self.expected_net

    @property
    def edge_per_outlay(self) -> Fraction:
        """House edge per unit put down: the stake plus any upfront vigorish."""
        return self.edge * self.stake / (self.stake + self.vig)

    @property
    def edge_per_roll(self) -> Fraction:
        """Expected loss per unit staked per valid roll while the wager is working."""
        return self.edge / self.expected_rolls

    @property
    def net_distribution(self) -> dict[Fraction, Fraction]:
        """Net per unit staked -> probability (results with the same net merged)."""
        out: dict[Fraction, Fraction] = {}
        for e in self.endings:
            out[e.net] = out.get(e.net, Fraction(0)) + e.probability
        return dict(sorted(out.items()))

    @property
    def variance(self) -> Fraction:
        """Variance of the net per unit staked."""
        mean = self.expected_net
        return sum(((e.net - mean) ** 2 * e.probability for e in self.endings), Fraction(0))


def percent(x: Fraction, places: int = 3) -> str:
    """``Fraction(7, 495)`` -> ``"1.414 %"`` (for reading only)."""
    return f"{float(x) * 100:.{places}f} %"


def fraction_text(x: Fraction) -> str:
    """``Fraction(7, 495)`` -> ``"7/495"``; a whole number without a denominator."""
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def optional_text(x: Optional[Fraction]) -> Optional[str]:
    return None if x is None else fraction_text(x)
