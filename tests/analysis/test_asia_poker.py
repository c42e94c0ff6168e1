"""``croupier analyze --game asia_poker``: the Bonus Wager exact on each paytable, from the hand counts and the
printed odds; the Asia Poker Wager's sampled estimate, seeded and consistent with the exchangeability it rests on,
its standard error taken over decks, the same figures whatever runs the chunks, and labelled an estimate in every
report."""

from __future__ import annotations

import math
import random
import statistics
from fractions import Fraction
from typing import Any

import pytest

from croupier import cli, games
from croupier.analysis import asia_poker, distributed
from croupier.analysis.distributed import Run
from croupier.reference.asia_poker import kernels
from croupier.reference.asia_poker.config import TableConfig, profile_from_mapping
from tests.analysis.conftest import analyze_json, by_name, frac

#: its fixture takes many seconds: every test of the module runs on one pytest-xdist worker, which builds it once
pytestmark = pytest.mark.xdist_group("analysis-asia-poker")

#: 659a.12(b): the odds of paytable A, as the seed prints them
ODDS_A = {"three_of_a_kind_and_four_8s": 5000, "five_aces": 800, "royal_flush": 200, "natural_straight_flush": 80,
          "straight_flush_with_a_joker": 40, "four_of_a_kind": 30, "9_high": 10, "full_house": 5, "flush": 4,
          "three_of_a_kind": 3, "straight": 2}


@pytest.fixture(scope="session")  # built once per worker, not again on each return to this module
def bonus_report() -> dict[str, Any]:
    doc = analyze_json("--game", "asia_poker", "--profile", "bonus", "--samples", "40")
    assert doc["profile"] == "bonus" and doc["samples"] == 40 and doc["contracts"] is False
    return doc


def test_the_bonus_edge_is_the_counts_at_the_printed_odds(bonus_report: dict[str, Any]) -> None:
    """Paytable A: the model's settlements of each Bonus hand, weighed by the exact counts, give the same edge as
    the counts times the odds of 659a.12(b) written out here."""
    counts = {"three_of_a_kind_and_four_8s": 54, "five_aces": 1128, "royal_flush": 26132,
              "natural_straight_flush": 38728, "straight_flush_with_a_joker": 146104, "four_of_a_kind": 307418,
              "9_high": 32768, "full_house": 4188528, "flush": 6170400, "three_of_a_kind": 7672500,
              "straight": 11034204}
    total = 154143080
    expected = sum(Fraction(n * (ODDS_A[h] + 1), total) for h, n in counts.items())
    bonus = by_name(bonus_report)["bonus"]
    assert 1 - expected == frac(bonus["edge"])
    assert True is bonus["exact"]


def test_the_wager_is_an_estimate_and_says_so(bonus_report: dict[str, Any]) -> None:
    """JSON: ``exact`` is a JSON boolean (false for the estimate), the samples, deals and seed are numbers, the
    estimate an "n/d" ratio of counts with its decimal and its standard error as decimal strings, the design and
    the label in words."""
    wager = by_name(bonus_report)["asia_poker"]
    assert (False, 40, 40 * 21, 659, 250) == (wager["exact"], wager["samples"], wager["deals"], wager["seed"],
                                              wager["chunk"])
    edge = frac(wager["edge_estimate"])
    assert edge == frac(wager["edge"]) and 0 < float(edge) < 0.2
    assert edge == Fraction(wager["counts"]["neither_wins_two"], 40 * 21)
    assert f"{float(edge):.10f}" == wager["edge_estimate_decimal"]
    se = float(wager["edge_standard_error"])
    assert isinstance(wager["edge_standard_error"], str) and 0 < se < 0.05
    assert wager["estimate"] == f"ESTIMATE {100 * float(edge):.3f} % ± {100 * se:.3f} % (standard error)"
    assert wager["made"].startswith("ESTIMATED, not exact: 40 decks sampled (seed 659")
    assert "standard errors over the decks" in wager["design"]
    assert {"where": "in this process", "workers": 1} == {k: wager["run"][k] for k in ("where", "workers")}
    assert bonus_report["wagers"][0]["wager"] == "asia_poker" and bonus_report["budget"] is None


def test_the_estimate_is_seeded_and_rests_on_exchangeable_hands() -> None:
    """Same seed, same figures, another seed other decks; the earlier hand of a pair wins two comparisons about as
    often as the later one does (the identity the edge estimate uses), within four standard errors taken over the
    decks."""
    cfg = TableConfig()
    a, b = asia_poker.estimate_wager(cfg, 30, 7), asia_poker.estimate_wager(cfg, 30, 7)
    assert a.tally == b.tally
    assert a.tally != asia_poker.estimate_wager(cfg, 30, 8).tally
    assert a.wins + a.copy_losses + a.plain_losses == 30 * 21 == a.deals
    assert a.copy_losses > 0
    rng = distributed.chunk_seed(7, 0)
    decks = [asia_poker.deal_deck(cfg.dealer_policy, cfg.ranking, rng) for _ in range(30)]
    assert a.tally == asia_poker.Tally.of_decks(decks)  # one chunk of 30: the decks the chunk's seed deals
    gaps = [w - p for w, _, p in decks]
    assert abs(statistics.mean(gaps)) <= 4 * statistics.stdev(gaps) / math.sqrt(len(gaps))


def _estimate(decks: list[tuple[int, int, int]]) -> asia_poker.WagerEstimate:
    return asia_poker.WagerEstimate(len(decks), 0, asia_poker.Tally.of_decks(decks), Run("here", 1, 0.0))


def test_the_standard_error_is_taken_over_decks() -> None:
    """Decks in which neither side wins two in 1, 2 and 3 of the 21 deals: the decks' shares are 1/21, 2/21 and
    3/21, their standard deviation 1/21, so the standard error is 1/(21 * sqrt(3)), not the binomial
    sqrt(p(1 - p)/63) of 63 independent deals. And on random counts it is statistics.stdev over sqrt(n)."""
    est = _estimate([(10, 1, 10), (9, 2, 10), (9, 3, 9)])
    assert Fraction(6, 63) == est.edge
    assert math.isclose(1 / (21 * math.sqrt(3)), est.edge_error, rel_tol=1e-12)
    assert not math.isclose(math.sqrt(6 / 63 * 57 / 63 / 63), est.edge_error, rel_tol=1e-3)
    rng = random.Random(1)
    decks = []
    for _ in range(50):
        w = rng.randrange(22)
        n = rng.randrange(22 - w)
        decks.append((w, n, 21 - w - n))
    est = _estimate(decks)
    shares = [n / 21 for _, n, _ in decks]
    assert math.isclose(statistics.stdev(shares) / math.sqrt(50), est.edge_error, rel_tol=1e-9)
    raw = [(n + p - w) / 21 for w, n, p in decks]
    assert math.isclose(statistics.mean(raw), float(est.raw_edge), rel_tol=1e-12)
    assert math.isclose(statistics.stdev(raw) / math.sqrt(50), est.raw_error, rel_tol=1e-9)
    # the tally of a run is the sum of its chunks' tallies, in any order
    halves = asia_poker.Tally.of_decks(decks[25:]) + asia_poker.Tally.of_decks(decks[:25])
    assert asia_poker.Tally.of_decks(decks) == halves
    with pytest.raises(ValueError):
        _estimate(decks[:1]).edge_error


def test_the_figures_are_the_same_whatever_runs_the_chunks() -> None:
    """Four chunks of 10 decks: in this process, and on a local Dask cluster of two processes, the same tally to
    the deal; a chunk is seeded by the run's seed and its index, never by who runs it."""
    cfg = TableConfig()
    here = asia_poker.estimate_wager(cfg, 40, 5, workers=1, chunk=10)
    there = asia_poker.estimate_wager(cfg, 40, 5, workers=2, chunk=10)
    assert ("in this process", "a local Dask cluster of 2 processes") == (here.run.where, there.run.where)
    assert here.tally == there.tally
    assert here.tally == sum((asia_poker.deal_chunk((cfg, 5, i, 10)) for i in (3, 1, 2, 0)), asia_poker.Tally())
    assert [10, 10, 10, 10] == distributed.split(40, 10) and [250, 250, 100] == distributed.split(600, 250)
    assert distributed.chunk_seed(5, 1).random() == distributed.chunk_seed(5, 1).random() != \
        distributed.chunk_seed(5, 2).random()


def test_the_chunks_are_fixed_before_anything_runs() -> None:
    """``split`` cuts the units by the chunk size alone; a run needs a worker; no chunks, no Dask."""
    assert ([], [1], [3, 3, 1]) == (distributed.split(0, 5), distributed.split(1, 5), distributed.split(7, 3))
    with pytest.raises(ValueError):
        distributed.split(10, 0)
    with pytest.raises(ValueError):
        distributed.run(abs, [1, -2], workers=0)
    results, where = distributed.run(abs, [1, -2, 3], workers=1)
    assert ([1, 2, 3], "in this process", 1) == (results, where.where, where.workers)
    assert ([], "in this process") == (distributed.run(abs, [])[0], distributed.run(abs, [])[1].where)
    assert distributed.describe(where).startswith("in ") and "s wall time, in this process" in \
        distributed.describe(where)


def test_the_fine_budget_reaches_the_target_standard_error() -> None:
    """The standard error falls as one over the square root of the decks: the fine budget's, projected from the
    spread of 200 decks at the default table, is at most 0.02 %."""
    est = asia_poker.estimate_wager(TableConfig(), 200)
    projected = est.edge_error * math.sqrt(200 / asia_poker.BUDGETS["fine"])
    assert projected <= 0.0002 * 0.95
    assert est.edge_error * math.sqrt(200 / asia_poker.BUDGETS["default"]) > 0.0002
    assert dict(games.analyses())["asia_poker"].budgets == tuple(sorted(asia_poker.BUDGETS))  # --budget's choices


def test_the_table_labels_the_estimate(capsys: pytest.CaptureFixture[str]) -> None:
    """The text report prints the estimate as a decimal with its standard error, never as a bare fraction; the
    summary names the decks, the deals, the seed and the run's wall time."""
    assert 0 == cli.main(["analyze", "--game", "asia_poker", "--samples", "6", "--distribution"])
    out = capsys.readouterr().out
    est = asia_poker.estimate_wager(TableConfig(), 6)
    row = next(line for line in out.splitlines() if line.startswith("asia_poker "))
    assert f"ESTIMATE {100 * float(est.edge):.3f} % ± {100 * est.edge_error:.3f} % (standard error)" in row
    assert "/" not in row and "estimate" == row.split()[-1]  # its spread is an estimate too
    assert "ESTIMATED from 6 sampled decks (126 deals, seed 659" in out
    assert "computed in " in out and " s wall time, in this process" in out
    assert "p = about " in out and "(estimated)" in out


def test_the_chart_labels_the_estimate(tmp_path: Any) -> None:
    """The chart writes the estimate's label (with its standard error) beside its bar, not a bare percent."""
    import matplotlib

    from croupier.analysis import report

    rows = asia_poker.analyze(TableConfig(), samples=4)
    with matplotlib.rc_context({"svg.fonttype": "none"}):  # the text as text, to be read back
        path = report.chart(rows, tmp_path / "edges.svg", "Asia Poker", asia_poker.estimate_cells(rows),
                            asia_poker.estimate_errors(rows))
    svg = path.read_text(encoding="utf-8")
    (label,) = asia_poker.estimate_cells(rows).values()
    assert label.startswith("ESTIMATE ") and label in svg.replace("&#177;", "±")
    assert f"{100 * float(rows[0].edge):.3f} %" not in svg.replace(label, "")


@pytest.mark.parametrize(("argv", "message"), [
    (["--samples", "1"], "--samples is a number of sampled decks, at least 2"),
    (["--samples", "10", "--budget", "fine"], "give --samples or --budget, not both"),
    (["--workers", "0"], "--workers is a positive number of worker processes"),
    (["--samples", "4", "--scheduler", "nonsense://nowhere"], "croupier: cannot reach the Dask scheduler"),
])
def test_bad_run_options_are_one_line_errors(argv: list[str], message: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert 2 == cli.main(["analyze", "--game", "asia_poker", *argv])
    err = capsys.readouterr().err
    assert err.startswith(message) and 1 == len(err.strip().splitlines()), err


@pytest.mark.parametrize("option", [["--workers", "2"], ["--budget", "fine"], ["--scheduler", "tcp://x:1"]])
def test_the_run_options_are_for_asia_poker(option: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert 2 == cli.main(["analyze", "--game", "sicbo", *option])
    assert f"{option[0]} is for --game asia_poker" in capsys.readouterr().err


def test_a_profile_without_the_bonus_analyses_the_wager_only() -> None:
    rows = asia_poker.analyze(TableConfig(), samples=5)
    assert ["asia_poker"] == [r.wager for r in rows]
    assert {"asia_poker": False} == {w: d["exact"] for w, d in asia_poker.extra(rows).items()}
    with pytest.raises(KeyError):
        asia_poker.analyze(TableConfig(), ["bonus"], samples=5)
    with pytest.raises(KeyError):
        asia_poker.analyze(TableConfig(), ["dragon"], samples=5)


def test_the_model_settles_each_bonus_representative_as_its_hand() -> None:
    cfg = profile_from_mapping({"game": "asia_poker", "bonus_offered": True, "bonus_paytable": "A"})
    for hand, odds in ODDS_A.items():
        (o,) = [x for x in asia_poker.play(cfg, kernels.cards(asia_poker.REPRESENTATIVES[hand]), (), 500, 100)
                if x.bet == "bonus"]
        assert o.amount == 100 * odds, hand
