"""A conformance run of one game: vectors first, then the generated suite, per profile, into one report.

``g``: the game's :class:`~croupier.conformance.games.GameSuite`; ``side``: the
implementation under test, after its ``hello``; ``profiles``: (name, mapping)
pairs.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Callable, Optional

from croupier.conformance import vectors as vector_files
from croupier.conformance.generate import replay_document
from croupier.conformance.lockstep import Budget, run_profile
from croupier.conformance.report import Run
from croupier.conformance.runner import Failure, Findings, Side

__all__ = ["conform"]


def _write_replay(g: Any, failure: Failure, profile: dict[str, Any], replay_dir: Optional[str], n: int) -> None:
    if not replay_dir or not failure.events:
        return
    path = Path(replay_dir) / f"replay-{failure.profile}-{n}.json"
    try:
        vector_files.dump(replay_document(g, failure, profile), path)
    except Exception as e:  # noqa: BLE001 - a replay that cannot be rebuilt must not lose the report
        failure.problem += f" (no replay file: {e})"
        return
    failure.replay = str(path)


def conform(g: Any, side: Side, profiles: list[tuple[str, dict[str, Any]]], budget: Budget, use_vectors: bool = True,
            use_hypothesis: bool = True, stop_early: bool = False, replay_dir: Optional[str] = None,
            progress: Optional[Callable[[str], None]] = None, label: str = "") -> Run:
    """The vectors of every profile, then the generated suite for each."""
    began = time.monotonic()
    total = Findings()
    rulesets: list[str] = []
    for name, profile in profiles:  # vectors first, for every profile: fast and deterministic
        vec = g.bundled_vectors(name, profile) if use_vectors else None
        if vec is None or (stop_early and total.failures):
            continue
        if progress:
            progress(f"{name}: vectors {vec.name}")
        before = len(total.failures)
        total.merge(vector_files.run_document(side, vector_files.load(vec), source=name, stop_early=stop_early))
        for n, x in enumerate(total.failures[before:]):
            _write_replay(g, x, profile, replay_dir, before + n + 1)
    for name, profile in profiles:  # then the generated suite, for what the vectors miss
        if name in total.not_applicable or not use_hypothesis or (stop_early and total.failures):
            continue
        if progress:
            progress(f"{name}: generated suite ({budget.examples} examples x {budget.steps} steps, seed {budget.seed})")
        before = len(total.failures)
        found, _ = run_profile(g, side, name, profile, budget)
        total.merge(found)
        for n, x in enumerate(total.failures[before:]):
            _write_replay(g, x, profile, replay_dir, before + n + 1)
    for name, profile in profiles:
        rid = str(profile.get("ruleset", g.default_ruleset))
        if name not in total.not_applicable and rid not in rulesets:
            rulesets.append(rid)
    return Run(implementation=label, hello=side.hello, game=g.name, rulesets=rulesets or [g.default_ruleset],
               profiles=[n for n, _ in profiles],
               budget={"examples": budget.examples, "steps": budget.steps, "seconds": budget.seconds,
                       "seed": budget.seed, "vectors": use_vectors, "hypothesis": use_hypothesis},
               findings=total, seconds=time.monotonic() - began)
