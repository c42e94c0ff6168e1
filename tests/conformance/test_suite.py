"""The generated suite (INTERPRETING.md sections 3-5): the reference agrees with itself; a planted bug is found,
shrunk, tied to its clause and written as a replay file that reproduces it."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from croupier.conformance import vectors
from croupier.conformance.adapter import Engine, EngineAdapter, Table
from croupier.conformance.craps.conform import PROFILES, conform
from croupier.conformance.craps.reference import ReferenceCraps, reference_adapter
from croupier.conformance.craps.suite import Budget
from croupier.conformance.report import counts, html_report, junit_xml, text_summary
from croupier.conformance.runner import Side


class PointPaysDouble(Table):
    """A vendor bug: a Pass bet that wins by making its point is paid 2 to 1."""

    def __init__(self, inner: Table) -> None:
        self.inner = inner
        self.point: Any = None

    def event(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        point = self.inner.state()["point"]
        out = self.inner.event(event)
        for o in out:
            if o["type"] == "settlement" and o["bet"] == "pass" and o["result"] == "win" and point is not None:
                o["amount"] = str(2 * int(o["amount"]))
        return out

    def state(self) -> dict[str, Any]:
        return self.inner.state()


class Buggy(Engine):
    name = "buggy"
    reports = ("state",)

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return PointPaysDouble(ReferenceCraps().open(game, profile))


def _side(impl: Any) -> Side:
    side = Side(impl, threaded=False)
    side.handshake()
    return side


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    profiles = [(n, f()) for n, f in PROFILES.items()]
    # The clause floor below measures how far a small Hypothesis budget explores, and for a fixed seed Hypothesis's
    # exploration is not the same in every process: seed 1 reached 75 clauses alone and 14 once the dice suite had
    # been imported. Seed 2 reaches about 150 either way.
    run = conform(_side(reference_adapter()), profiles, Budget(examples=4, steps=30, seed=2), use_vectors=False)
    assert run.passed, text_summary(run)
    assert not run.findings.not_applicable
    assert run.findings.steps > 300
    assert counts(run)["passed"] > 60


def test_a_planted_bug_is_shrunk_tied_to_its_clause_and_replayable(tmp_path: Path) -> None:
    run = conform(_side(EngineAdapter(Buggy())), [("default", {})], Budget(examples=30, steps=40, seed=2),
                  use_vectors=False, replay_dir=str(tmp_path))
    assert not run.passed
    [failure] = run.findings.failures
    assert "mismatch" == failure.kind
    assert "pa:623a.3(a)(1)(i)(B)" in failure.clauses  # Pass wins when the point repeats
    assert failure.events[-1]["type"] == "throw"
    assert len(failure.events) <= 6, failure.events  # join, accept the dice, pass, point, point made (+1 at most)
    assert failure.expected and failure.actual and failure.expected != failure.actual
    doc = vectors.load(failure.replay)
    assert [s["event"] for s in doc["cases"][0]["steps"]] == failure.events
    again = vectors.run_document(_side(EngineAdapter(Buggy())), doc)
    assert ["mismatch"] == [x.kind for x in again.failures]
    assert vectors.run_document(_side(reference_adapter()), doc).passed
    assert "pa:623a.3(a)(1)(i)(B)" in junit_xml(run) and "Does not conform" in html_report(run)


def test_runs_are_reproducible_from_the_seed() -> None:
    def steps(seed: int) -> list[Any]:
        seen: list[Any] = []
        from croupier.conformance.craps.suite import run_profile

        run_profile(None, "default", {}, Budget(examples=3, steps=20, seed=seed), on_step=lambda m, e, x: seen.append(e))
        return seen

    assert steps(5) == steps(5)
    assert steps(5) != steps(6)
