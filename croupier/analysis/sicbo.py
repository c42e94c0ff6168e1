"""Exact analysis of every Sic Bo spot, computed by throwing all 216 ordered dice outcomes at the reference model.

``cfg``: TableConfig; ``spot``: a layout spot. Nothing here restates a
payout or a rule: for each spot one wager of the table minimum is placed
through :func:`~croupier.reference.sicbo.game.step`, a plain round is played
for each of the 216 equally likely ordered throws, and the result is read from
the model's own settlement. Every Sic Bo wager is resolved by one round, so
the expected number of rounds is 1.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from typing import Optional, Sequence

from croupier.analysis.command import Printout, Refusal, contracts_on
from croupier.analysis.result import Ending, WagerAnalysis
from croupier.reference.outcomes import Result, Settlement
from croupier.reference.sicbo.config import TableConfig
from croupier.reference.sicbo.definitions import SPOTS, Spot
from croupier.reference.sicbo.game import replay, round_events
from croupier.reference.sicbo.state import PlaceBet

__all__ = ["CONVENTION", "THROWS", "analyze", "analyze_spot", "printout"]

#: how every Sic Bo figure is measured, in words (the Craps words speak of rolls, drivers and vigorish)
CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked: minus the player's expected net result divided by the stake",
    "resolution": "every Sic Bo wager is decided by the round it is made in: one throw of three dice, the 216 "
                  "ordered outcomes equally likely; a winning stake that rides into the next round is a new wager",
    "vig": "chapter 625a provides for no commission, and the model charges none",
    "per_roll": "one round per wager: the edge per round equals the edge per wager",
    "made": "each wager is one bet of the table minimum on one spot, placed before no more bets, in a round "
            "with no irregularity (the digest's plain round: shake, no more bets, reveal, entry)",
}

GAME = "sicbo"
THROWS: tuple[tuple[int, int, int], ...] = tuple((a, b, c) for a in range(1, 7) for b in range(1, 7)
                                                 for c in range(1, 7))
P_THROW = Fraction(1, 216)


def analyze_spot(cfg: TableConfig, spot: Spot) -> WagerAnalysis:
    """The result distribution and house edge of one wager of the table minimum on ``spot``."""
    stake = cfg.table_min
    tally: dict[tuple[str, Fraction], Fraction] = {}
    for dice in THROWS:
        _, steps = replay(cfg, [PlaceBet(1, spot, stake), *round_events(dice, cfg)])
        if any(st.rejected for st in steps):
            raise RuntimeError(f"the model refused a round on {spot} with {dice}")
        (o,) = [o for o in steps[-1].outcomes if isinstance(o, Settlement)]
        net = Fraction(o.amount, stake) if o.result is Result.WIN else Fraction(-o.amount, stake)
        key = (o.result.value, net)
        tally[key] = tally.get(key, Fraction(0)) + P_THROW
    endings = tuple(Ending(r, net, p) for (r, net), p in sorted(tally.items(), key=lambda kv: kv[0][1]))
    return WagerAnalysis(game=GAME, wager=spot.name, made="before one round, at the table minimum", stake=stake,
                         vig=Fraction(0), endings=endings, expected_rolls=Fraction(1), states=1)


def analyze(cfg: TableConfig, names: Optional[Sequence[str]] = None) -> list[WagerAnalysis]:
    """Every offered spot (or the spots ``names``, such as ``TOTAL_6``), in layout order."""
    spots = [s for s in SPOTS if cfg.offers(s.kind)]
    if names:
        wanted = {Spot.parse(n) if "_" in n or n.upper() in ("SMALL", "BIG") else n for n in names}
        chosen = [s for s in spots if s in wanted or s.name.split("_")[0] in {str(w).upper() for w in wanted}]
        if not chosen:
            raise KeyError(f"no offered Sic Bo spot matches {', '.join(names)}")
        spots = chosen
    return [analyze_spot(cfg, s) for s in spots]


def printout(args: argparse.Namespace, label: str, cfg: TableConfig) -> Printout:
    """``croupier analyze --game sicbo``: every spot over the 216 ordered throws, through the Sic Bo model."""
    try:
        rows = analyze(cfg, args.wager)
    except (KeyError, ValueError) as e:
        raise Refusal(e.args[0]) from None
    about = {"game": "sicbo", "ruleset": cfg.ruleset, "profile": label, "contracts": contracts_on()}
    return Printout(rows=rows, about=about,
                    header=f"sicbo under {cfg.ruleset}, profile {label}: exact house edges (216 ordered throws)",
                    chart_title=f"House edge per wager: Sic Bo {label} ({cfg.ruleset})",
                    rerun=(cfg, lambda c: analyze(c, args.wager)))
