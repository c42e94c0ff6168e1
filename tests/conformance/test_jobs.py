"""``croupier conform --game all`` and ``--jobs``: profiles as units on processes, the same report whatever ``--jobs``
says, and one summary of every game."""

from __future__ import annotations

import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from croupier.cli import main
from croupier.conformance.games import GAMES, suite_for
from croupier.conformance.jobs import Target, run_units, units_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.report import Run

BUDGET = Budget(examples=3, steps=15, seed=7)
#: a vendor's Sic Bo with one paytable bug (a mutant the vectors kill): a module a spawned worker imports by name
BROKEN = """
    from croupier.conformance.examples import mutants

    MUTANT = next(m for m in mutants.catalogue("sicbo") if m.name == "triple-pays-180")
    Engine = mutants.engine(MUTANT, "sicbo")
"""


def _digest(run: Run) -> Any:
    """Everything a report says but the clock: per clause its checks and aspects, the cases, steps and failures."""
    f = run.findings
    return ({c: (t.run, t.passed, t.failed, sorted(t.aspects.items())) for c, t in sorted(f.tallies.items())},
            f.cases, f.steps, sorted(f.not_offered), f.not_run, f.not_applicable, f.compared,
            [(x.profile, x.kind, x.problem, x.events, x.found_by, x.blamed, Path(x.replay).name) for x in f.failures],
            run.profiles, run.rulesets)


def _sicbo(target: Target, replays: Path, jobs: int, **flags: Any) -> Run:
    g = suite_for("sicbo")
    work = [("sicbo", [g.profile_named(n) for n in g.default_profiles])]
    return run_units(units_for(work, target, BUDGET, str(replays), quiet=True, **flags), jobs=jobs)["sicbo"]


def test_the_same_seed_gives_the_same_report_on_one_process_or_two(tmp_path: Path) -> None:
    one = _sicbo(Target(), tmp_path / "one", jobs=1)
    two = _sicbo(Target(), tmp_path / "two", jobs=2)
    assert one.passed and one.findings.steps > 1000
    assert _digest(one) == _digest(two)
    assert one.profiles == list(suite_for("sicbo").default_profiles)


def test_a_failure_is_found_and_written_alike_whatever_the_jobs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    (tmp_path / "broken_sicbo.py").write_text(textwrap.dedent(BROKEN))
    monkeypatch.syspath_prepend(str(tmp_path))  # a spawned worker starts with this process's path
    target = Target(impl="broken_sicbo:Engine")
    one = _sicbo(target, tmp_path / "one", jobs=1, use_hypothesis=False)
    two = _sicbo(target, tmp_path / "two", jobs=2, use_hypothesis=False)
    assert not one.passed and one.findings.failures
    assert all("pa:625a.6(a)" in x.blamed for x in one.findings.failures)
    assert _digest(one) == _digest(two)
    assert sorted(p.name for p in (tmp_path / "one").iterdir()) == sorted(p.name for p in (tmp_path / "two").iterdir())


def test_an_implementation_that_starts_no_session_is_a_fault_of_its_unit(tmp_path: Path) -> None:
    run = _sicbo(Target(exec="sh -c 'exit 3'", timeout=5, startup_timeout=5), tmp_path, jobs=1)
    assert not run.passed
    assert len(run.findings.failures) == len(suite_for("sicbo").default_profiles)
    assert all(x.kind == "fault" and x.problem.startswith("no session") for x in run.findings.failures)


def test_conform_game_all_runs_every_game_and_prints_one_summary(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    junit, html = tmp_path / "all.xml", tmp_path / "all.html"
    rc = main(["conform", "--game", "all", "--jobs", "2", "--no-vectors", "--examples", "1", "--steps", "4",
               "--brief", "--quiet", "--junit", str(junit), "--html", str(html), "--replays", str(tmp_path)])
    out = capsys.readouterr().out
    assert 0 == rc, out
    summary = out[out.index("all games: 12 on 2 processes"):]
    assert [line.split()[0] for line in summary.splitlines()[2:-1]] == list(GAMES)
    assert summary.rstrip().endswith("CONFORMS (all 12 games)")
    suites = ET.parse(junit).getroot()
    assert suites.tag == "testsuites" and [s.get("name") for s in suites] == [f"croupier.{n}" for n in GAMES]
    assert all((tmp_path / f"all-{n}.html").exists() for n in GAMES) and "all-craps.html" in html.read_text()


@pytest.mark.parametrize("args, said", [
    (["--game", "all", "--profile", "default"], "--profile names one game's profile"),
    (["--jobs", "0"], "--jobs 0: give at least 1"),
])
def test_conform_refuses_what_cannot_run(args: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert 2 == main(["conform", *args, "--quiet"])
    assert said in capsys.readouterr().err
