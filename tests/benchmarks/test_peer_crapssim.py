"""Reference step rate against crapssim 0.4 (a popular open-source craps simulator), same bets, same dice.

Both sides play one player through the same forced sequence of 20,000 throws,
drawn once from ``random.Random(0)``. The bets are a $5 Pass Bet with 1x odds,
$6 Place Bets on 6 and 8, a $5 Field Bet, a $5 Hard 8 and a $1 Fire Bet for
each new shooter. A bet is re-made whenever it is not on the layout. The two
engines read some rules differently (crapssim's Fire Bet ends on any 7, for
instance), so only the throughput is compared, not the money. The reference
records the deciding clauses of every settlement as it always does.

The ratio (reference throws per second / crapssim throws per second) is
measured in one run, the two sides' rounds interleaved and each side's best
round counted, and recorded in ``extra_info``. Run it as
``pytest tests/benchmarks --run-bench``, once as is (contracts on) and once with
``CROUPIER_CONTRACTS=0``.
"""

from __future__ import annotations

import random
import time
from typing import Any, Callable

import pytest

from croupier.reference.contracts import ENABLED
from croupier.reference.craps import AcceptDice, Bet, Join, Kind, PlaceBet, State, TableConfig, Throw, step

pytestmark = pytest.mark.bench

THROWS = 20_000
_rng = random.Random(0)
DICE: list[tuple[int, int]] = [(_rng.randint(1, 6), _rng.randint(1, 6)) for _ in range(THROWS)]

CFG = TableConfig()
PASS, ODDS, FIRE = Bet(Kind.PASS), Bet(Kind.PASS_ODDS), Bet(Kind.FIRE)
#: spot -> amount in cents, re-made whenever absent (Place, Field and Hard 8 may be made at any time)
ANY_TIME = {Bet(Kind.PLACE_WIN, 6): 600, Bet(Kind.PLACE_WIN, 8): 600, Bet(Kind.FIELD): 500, Bet(Kind.HARDWAY, 8): 500}


def run_reference() -> int:
    """The bet spread through ``step``; returns the number of settlements (each carries its clauses)."""
    s = step(CFG, step(CFG, State(), Join(1)).state, AcceptDice(1)).state
    settled = 0
    for d1, d2 in DICE:
        if s.shooter is None:
            s = step(CFG, s, AcceptDice(1)).state
        if not s.hand_started and s.wager(1, FIRE) is None:
            s = step(CFG, s, PlaceBet(1, FIRE, 100)).state
        if s.point is None and s.wager(1, PASS) is None:
            s = step(CFG, s, PlaceBet(1, PASS, 500)).state
        if s.point is not None and s.wager(1, PASS) is not None and s.wager(1, ODDS) is None:
            s = step(CFG, s, PlaceBet(1, ODDS, 500)).state
        for bet, amount in ANY_TIME.items():
            if s.wager(1, bet) is None:
                s = step(CFG, s, PlaceBet(1, bet, amount)).state
        st = step(CFG, s, Throw(d1, d2))
        assert not st.rejected, st.outcomes
        settled += sum(1 for o in st.outcomes if getattr(o, "clauses", None))
        s = st.state
    return settled


def run_crapssim() -> int:
    """The same spread in crapssim, through ``Table.fixed_run`` on the same dice."""
    from crapssim import Table
    from crapssim.bet import Field, Fire, HardWay, Place
    from crapssim.strategy import AddIfNewShooter, AddIfNotBet, BetPassLine, PassLineOddsMultiplier

    strategy = (BetPassLine(5) + PassLineOddsMultiplier(1) + AddIfNotBet(Place(6, 6)) + AddIfNotBet(Place(8, 6))
                + AddIfNotBet(Field(5)) + AddIfNotBet(HardWay(8, 5)) + AddIfNewShooter(Fire(1)))
    table = Table(seed=0)
    table.add_player(bankroll=10**9, strategy=strategy)
    table.fixed_run(DICE, verbose=False)
    assert THROWS == table.dice.n_rolls
    return table.dice.n_rolls


def _timed(fn: Callable[[], int], into: list[float]) -> None:
    t = time.perf_counter()
    fn()
    into.append(time.perf_counter() - t)


def test_reference_vs_crapssim(benchmark: Any) -> None:
    """Throws per second of the reference (recording clauses) and of crapssim, and their ratio, in one run."""
    run_crapssim()  # its first run imports it
    crapssim: list[float] = []
    # the two interleaved, crapssim before each round of the reference, so that both meet the machine alike; each
    # side's best round counts
    settled = benchmark.pedantic(run_reference, setup=lambda: _timed(run_crapssim, crapssim), rounds=5, iterations=1)
    ours = THROWS / benchmark.stats.stats.min
    theirs = THROWS / min(crapssim)
    benchmark.extra_info.update({
        "throws": THROWS,
        "settlements_with_clauses": settled,
        "contracts": ENABLED,
        "reference_throws_per_second": round(ours),
        "crapssim_throws_per_second": round(theirs),
        "ratio_reference_over_crapssim": round(ours / theirs, 3),
    })
    print(f"\nreference {ours:.0f} throws/s (contracts {'on' if ENABLED else 'off'}), crapssim {theirs:.0f} throws/s, "
          f"ratio {ours / theirs:.3f}x")
