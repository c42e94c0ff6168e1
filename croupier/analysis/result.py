"""What an exact wager analysis reports, for any game: the result distribution, the edge and its convention.

``a``: a :class:`WagerAnalysis`. Probabilities and amounts are ``Fraction``;
a float appears only in :func:`percent`, for people to read.
"""

from __future__ import annotations

from decimal import Decimal, localcontext
from fractions import Fraction
from typing import Mapping, Optional

import attrs

__all__ = ["AnalysisError", "CONVENTION", "MEASURES", "PUSH_RESULTS", "ROLLING_GAMES", "Ending", "WagerAnalysis", "percent", "sqrt_text",
           "with_measures"]

#: how every figure is measured, in words; the JSON report carries it whole
CONVENTION: dict[str, str] = {
    "edge": "house edge per bet made (the figure casino mathematics calls the house edge): minus the player's "
            "expected net result per unit staked, a push (a void or returned wager, net 0) counting as a bet made "
            "with net 0 (Don't Pass: 3/220)",
    "edge_per_resolved": "house edge per bet resolved: the same expected loss divided by the chance that the wager "
                         "ends in a decision rather than a push (Don't Pass: 3/220 / (35/36) = 27/1925); printed for "
                         "every wager that can push (for the others it equals edge)",
    "resolution": "a wager ends at its first win, loss, void or return; a void or return with net 0 is a push, "
                  "every other ending a decision; a wager that stays up after a win (after_win = stays_up) is a new "
                  "wager from then on",
    "vig": "vigorish is included: a commission deducted from a win reduces the net, an upfront vigorish is "
           "subtracted from every result; edge_per_outlay divides by the stake plus the upfront vigorish",
    "per_roll": "edge_per_roll is the expected net per unit staked divided by the expected number of valid rolls "
                "from the moment the wager is made to its end (off rolls included: the figure for a wager made in "
                "a fresh hand); edge_per_working_roll divides by the expected number of those rolls on which it is "
                "working (not off on a come-out roll): for a Place, Buy, Lay or hardway wager, the expected loss per "
                "roll while it is on the table and working (Place 6: 1/216)",
    "combined": "a line or Come wager with odds at the profile's cap: the expected loss of the flat wager and of its "
                "odds (made at the cap whenever a point is set, with the chance the model sets each point) divided "
                "by the expected total wagered, flat plus odds",
    "made": "each wager is made at its first legal moment in a fresh hand (or after the stated setup), at the "
            "least legal amount (odds: the most the profile allows); where the profile rounds payouts, at the "
            "least legal amount whose every payout and vigorish is a whole number of chips",
    "driver": "between throws a fixed policy keeps the game going: the shooter (the same player, alone at the "
              "table) makes the least Pass Bet before a come-out roll when he has no line bet, and accepts the "
              "dice again after a loser 7; nothing the driver wagers is counted",
}

#: the measures every game reports the same way; a game's own convention adds them where it does not say otherwise
MEASURES: dict[str, str] = {
    "edge_per_resolved": "house edge per bet resolved: the house edge (per bet made, a push counting with net 0) "
                         "divided by the chance that the wager ends in a decision rather than a push (a void, "
                         "returned or push ending with net 0); printed for every wager that can push",
    "sd": "standard deviation of the net per unit staked, per bet made (a push counts as a net of 0): variance "
          "exact in the JSON report, sd its square root as a decimal",
    "element_of_risk": "expected loss divided by the expected amount wagered, a push not counted as a bet: for a "
                       "wager whose stake is fixed when it is made it equals edge_per_resolved (edge where nothing "
                       "pushes); not given (null) for a wager whose stake can grow after it is made (a Play Wager, "
                       "a raise), whose game notes give its own",
}

#: the endings that return the stake: with a net of 0 they are pushes
PUSH_RESULTS = frozenset({"void", "returned", "push"})
#: the games whose wagers last a number of throws: only their reports show per roll figures
ROLLING_GAMES = frozenset({"craps", "tdf"})


def with_measures(convention: Mapping[str, str]) -> dict[str, str]:
    """A game's convention, followed by each shared measure it does not define itself."""
    return {**convention, **{k: v for k, v in MEASURES.items() if k not in convention}}


class AnalysisError(RuntimeError):
    """An analysis could not be made as asked: the model refused a wager it was to settle (a stake it does not
    take), or the classes it counted do not add up. The message names the clause or the figure at fault."""


@attrs.frozen
class Ending:
    """One way a wager ends: its result, the net per unit staked, and the probability."""

    result: str  #: win, lose, void, returned or push (a game's own names)
    net: Fraction  #: the player's net per unit staked (vigorish included)
    probability: Fraction

    @property
    def is_push(self) -> bool:
        """A void, returned or push ending that costs and pays nothing."""
        return self.result in PUSH_RESULTS and self.net == 0


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
    #: valid rolls on which the wager is working (not off on a come-out roll), expected; ``None`` where not counted
    working_rolls: Optional[Fraction] = None
    #: whether the stake is fixed when the wager is made (False: a Play Wager or a raise can add to it)
    fixed_stake: bool = True

    @property
    def total_probability(self) -> Fraction:
        return sum((e.probability for e in self.endings), Fraction(0))

    @property
    def expected_net(self) -> Fraction:
        """The player's expected net per unit staked."""
        return sum((e.net * e.probability for e in self.endings), Fraction(0))

    @property
    def edge(self) -> Fraction:
        """House edge per bet made: per unit staked, a push counting as a bet with net 0."""
        return -self.expected_net

    @property
    def push_probability(self) -> Fraction:
        """The chance that the wager ends in a push (a void, returned or push ending with net 0)."""
        return sum((e.probability for e in self.endings if e.is_push), Fraction(0))

    @property
    def has_push(self) -> bool:
        return self.push_probability > 0

    @property
    def edge_per_resolved(self) -> Optional[Fraction]:
        """House edge per bet resolved: the edge divided by the chance of a decision (``None`` if it always pushes)."""
        decided = 1 - self.push_probability
        return None if decided == 0 else self.edge / decided

    @property
    def element_of_risk(self) -> Optional[Fraction]:
        """Expected loss per unit wagered, a push not counted as a bet; ``None`` where the stake can grow."""
        return self.edge_per_resolved if self.fixed_stake else None

    @property
    def edge_per_outlay(self) -> Fraction:
        """House edge per unit put down: the stake plus any upfront vigorish."""
        return self.edge * self.stake / (self.stake + self.vig)

    @property
    def edge_per_roll(self) -> Fraction:
        """Expected loss per unit staked per valid roll, from the moment the wager is made to its end."""
        return self.edge / self.expected_rolls

    @property
    def edge_per_working_roll(self) -> Optional[Fraction]:
        """Expected loss per unit staked per valid roll on which the wager is working (``None`` where not counted)."""
        if self.working_rolls is None or self.working_rolls == 0:
            return None
        return self.edge / self.working_rolls

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


def sqrt_text(x: Fraction, places: int = 10) -> str:
    """The square root of ``x >= 0``, rounded to ``places`` decimals (``Fraction(2)``, 4 -> ``"1.4142"``)."""
    with localcontext() as ctx:
        ctx.prec = places + len(str(int(x))) + 10
        root = (Decimal(x.numerator) / Decimal(x.denominator)).sqrt()
    return f"{root:.{places}f}"


def optional_text(x: Optional[Fraction]) -> Optional[str]:
    return None if x is None else fraction_text(x)
