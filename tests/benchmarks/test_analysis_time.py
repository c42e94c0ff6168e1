"""Exact analysis of every wager of every landed game, timed (pytest-benchmark; opt in with ``--run-bench``).

Craps: the target is under 60 s for all of its wagers under the default
profile. Three Dice Football (``croupier analyze --game tdf``): all 19 bets of
the default profile, the drive chain and the single play throws. Run once as is (contracts on) and once with
``CROUPIER_CONTRACTS=0``; ``extra_info`` records which.
"""

from __future__ import annotations

from typing import Any

import pytest

from croupier.analysis import GAMES, craps, tdf
from croupier.reference.contracts import ENABLED
from croupier.reference.craps import TableConfig
from croupier.reference.tdf import TableConfig as TdfConfig

pytestmark = pytest.mark.bench


def test_exact_analysis_of_every_wager(benchmark: Any) -> None:
    """Every offered wager of the default Craps profile, each distribution exact and summing to 1."""
    assert ["craps"] == list(GAMES)
    rows = benchmark.pedantic(lambda: craps.analyze(TableConfig()), rounds=1, iterations=1)
    assert all(1 == a.total_probability for a in rows)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": len(rows), "chain_states": sum(a.states for a in rows),
                                 "contracts": ENABLED, "seconds": round(seconds, 2)})
    print(f"\nexact analysis: {len(rows)} wagers in {seconds:.1f} s (contracts {'on' if ENABLED else 'off'})")


def test_exact_analysis_of_every_tdf_wager(benchmark: Any) -> None:
    """Every bet of the default Three Dice Football profile, each distribution exact and summing to 1."""
    rows = benchmark.pedantic(lambda: tdf.analyze(TdfConfig()), rounds=1, iterations=1)
    assert 19 == len(rows) and all(1 == a.total_probability for a in rows)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": len(rows), "chain_states": rows[0].states, "contracts": ENABLED,
                                 "seconds": round(seconds, 2)})
    print(f"\nexact tdf analysis: {len(rows)} wagers in {seconds:.1f} s (contracts {'on' if ENABLED else 'off'})")
