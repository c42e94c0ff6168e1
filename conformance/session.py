"""A conformance run of one game: vectors first, then the generated suite, per profile, into one report.

``g``: the game's :class:`~croupier.conformance.games.GameSuite`; ``side``: the
implementation under test, after its ``hello``; ``profiles``: (name, mapping)
pairs.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from pathlib import Path

import attrs
from typing import Any, Callable, Optional

from croupier.conformance import vectors as vector_files
from croupier.conformance.generate import replay_document
from croupier.conformance.lockstep import Budget, run_profile
from croupier.conformance.report import Run
from croupier.conformance.runner import Failure, Findings, Side

__all__ = ["budget_record", "conform", "minimise", "write_replay"]


def write_replay(g: Any, failure: Failure, profile: dict[str, Any], replay_dir: Optional[str],
                 n: Optional[int] = None) -> None:
    """Write ``failure``'s replay file into ``replay_dir`` and set ``failure.replay``: ``replay-<profile>-<n>.json``,
    the run's n-th failure, or without ``n`` named by its contents (``replay-<profile>-<digest>.json``: a campaign's
    workers writing one failure into one directory write one file). The file is written whole or not at all; one that
    cannot be rebuilt is said in the failure's problem, never lost with the report."""
    if not replay_dir or not failure.events:
        return
    tmp = ""
    try:
        doc = replay_document(g, failure, profile)
        tag = str(n) if n is not None else hashlib.sha256(json.dumps(doc, sort_keys=True).encode("utf-8")).hexdigest()[:12]
        path = Path(replay_dir) / f"replay-{failure.profile}-{tag}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".replay-", suffix=".json")
        os.close(fd)
        vector_files.dump(doc, tmp)
        os.replace(tmp, path)
    except Exception as e:  # noqa: BLE001 - a replay that cannot be rebuilt must not lose the report
        if tmp:
            Path(tmp).unlink(missing_ok=True)
        failure.problem += f" (no replay file: {e})"
        return
    failure.replay = str(path)


def budget_record(budget: Budget, use_vectors: bool, use_hypothesis: bool) -> dict[str, Any]:
    """The budget as a report records it."""
    return {"examples": budget.examples, "steps": budget.steps, "seconds": budget.seconds, "seed": budget.seed,
            "vectors": use_vectors, "hypothesis": use_hypothesis}


def _replayed(g: Any, side: Side, failure: Failure, profile: dict[str, Any], events: list[dict[str, Any]]
              ) -> Optional[Failure]:
    """The mismatch ``events`` (from a fresh table) make the implementation show, if any."""
    doc = replay_document(g, attrs.evolve(failure, events=events), profile)
    found = vector_files.run_document(side, doc, source=failure.profile)
    first = found.failures[0] if found.failures else None
    return first if first is not None and first.kind == "mismatch" else None


def minimise(g: Any, side: Side, failure: Failure, profile: dict[str, Any], seconds: float = 20.0) -> Failure:
    """The shortest sequence found that still shows a mismatch on the implementation (INTERPRETING.md 4): the
    generated suite's sequence, with every event the failure does not need dropped (the refusals first, then runs of
    events, halving), each trial replayed on a fresh table. A sequence that stops failing, or faults, is kept."""
    if failure.kind != "mismatch" or len(failure.events) < 2:
        return failure
    deadline = time.monotonic() + seconds
    best = failure
    events = list(failure.events)

    def attempt(trial: list[dict[str, Any]]) -> bool:
        nonlocal best, events
        if time.monotonic() > deadline:
            return False
        got = _replayed(g, side, failure, profile, trial)
        if got is None:
            return False
        events = got.events
        best = attrs.evolve(got, profile=failure.profile, found_by=failure.found_by,
                            problem=got.problem.removeprefix("[replay] "))
        return True

    cfg = g.config(dict(profile))
    refused_at = [i for i, (exp, _) in enumerate(_expected(g, cfg, events)) if exp is None or any(
        o.get("type") == "rejected" for o in exp)]
    for i in reversed(refused_at):
        if i < len(events) - 1:
            attempt(events[:i] + events[i + 1:])
    size = max(1, (len(events) - 1) // 2)
    while time.monotonic() < deadline:
        i = 0
        while i < len(events) - 1 and time.monotonic() < deadline:
            if not attempt(events[:i] + events[min(i + size, len(events) - 1):]):
                i += size
        if size == 1:
            break
        size //= 2
    return best


def _expected(g: Any, cfg: Any, events: list[dict[str, Any]]) -> list[tuple[Any, Any]]:
    s = g.initial()
    out = []
    for m in events:
        exp, s = g.run_event(cfg, s, m)
        out.append((exp, s))
    return out


def conform(g: Any, side: Side, profiles: list[tuple[str, dict[str, Any]]], budget: Budget, use_vectors: bool = True,
            use_hypothesis: bool = True, stop_early: bool = False, replay_dir: Optional[str] = None,
            progress: Optional[Callable[[str], None]] = None, label: str = "", minimise_seconds: float = 20.0) -> Run:
    """The vectors of every profile, then the generated suite for each. Once the implementation is dead
    (INTERPRETING.md 6), the phases left are reported not run."""
    began = time.monotonic()
    total = Findings()
    rulesets: list[str] = []
    skipped: dict[str, list[str]] = {"vectors": [], "generated suite": []}  #: phase -> profiles not run: a dead side
    for name, profile in profiles:  # vectors first, for every profile: fast and deterministic
        vec = g.bundled_vectors(name, profile) if use_vectors else None
        if vec is None or (stop_early and total.failures):
            continue
        if side.dead:
            skipped["vectors"].append(name)
            continue
        if progress:
            progress(f"{name}: vectors {vec.name}")
        before = len(total.failures)
        total.merge(vector_files.run_document(side, vector_files.load(vec), source=name, stop_early=stop_early))
        for n, x in enumerate(total.failures[before:]):
            write_replay(g, x, profile, replay_dir, before + n + 1)
    for name, profile in profiles:  # then the generated suite, for what the vectors miss
        if name in total.not_applicable or not use_hypothesis or (stop_early and total.failures):
            continue
        if side.dead:
            skipped["generated suite"].append(name)
            continue
        if progress:
            progress(f"{name}: generated suite ({budget.examples} examples x {budget.steps} steps, seed {budget.seed})")
        before = len(total.failures)
        found, _ = run_profile(g, side, name, profile, budget)
        if minimise_seconds > 0:
            found.failures = [minimise(g, side, x, profile, minimise_seconds) if x.found_by == "suite" else x
                              for x in found.failures]
        total.merge(found)
        for n, x in enumerate(total.failures[before:]):
            write_replay(g, x, profile, replay_dir, before + n + 1)
    if any(skipped.values()):
        total.not_run["the rest of the run"] = "; ".join(
            f"the {phase} of {', '.join(names)}" for phase, names in skipped.items() if names) + f": {side.why_dead()}"
    for name, profile in profiles:
        rid = str(profile.get("ruleset", g.default_ruleset))
        if name not in total.not_applicable and rid not in rulesets:
            rulesets.append(rid)
    return Run(implementation=label, hello=side.hello, game=g.name, rulesets=rulesets or [g.default_ruleset],
               profiles=[n for n, _ in profiles],
               budget=budget_record(budget, use_vectors, use_hypothesis),
               findings=total, seconds=time.monotonic() - began)
