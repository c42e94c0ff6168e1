"""A conformance run split into units, one game's profile each, run one after another or on several processes.

``croupier conform --game all`` and ``--jobs N`` run here: every unit is one
profile of one game, run by :func:`~croupier.conformance.session.conform` on an
instance of the implementation of its own (in-process: a new object; over JSON
lines: a new process), so a unit's findings depend on its game, profile, budget
and seed alone, never on which worker ran it or what ran before it there. The
units' findings are merged per game in profile order: the same seed gives the
same report whatever ``--jobs`` says.

``target``: a :class:`Target`, the implementation under test as the command
line names it; ``unit``: a :class:`Unit`.
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

import attrs

from croupier.conformance.lockstep import Budget
from croupier.conformance.report import Run
from croupier.conformance.runner import Failure, Findings, Side

__all__ = ["Target", "Unit", "merged", "run_units"]

Message = dict[str, Any]


@attrs.frozen
class Target:
    """The implementation under test as the command line names it: ``impl`` (``module:Name``, in-process) or
    ``exec`` (a command speaking JSON lines); neither: each game's bundled example."""

    impl: Optional[str] = None
    exec: Optional[str] = None
    timeout: float = 10.0
    startup_timeout: float = 0.0

    def label(self, game: str) -> str:
        """How reports name the implementation at ``game``'s tables."""
        from croupier.conformance.games import suite_for

        return self.exec or self.impl or suite_for(game).example

    def instance(self, game: str) -> Side:
        """A new instance of the implementation at ``game``'s tables, before its ``hello`` (an
        :class:`~croupier.conformance.adapter.ImplementationError` if an in-process one cannot be made)."""
        from croupier.conformance.adapter import load_implementation
        from croupier.conformance.jsonlines import Subprocess

        if self.exec:
            return Side(Subprocess(self.exec, timeout=self.timeout, startup_timeout=self.startup_timeout),
                        timeout=self.timeout, threaded=False)
        return Side(load_implementation(self.label(game)), timeout=self.timeout, startup_timeout=self.startup_timeout)


@attrs.frozen
class Unit:
    """One profile of one game: what one worker runs."""

    game: str
    profile: tuple[str, dict[str, Any]]  #: (name, mapping), checked by the caller
    target: Target
    budget: Budget
    use_vectors: bool = True
    use_hypothesis: bool = True
    replay_dir: Optional[str] = None
    quiet: bool = False


def run_unit(unit: Unit) -> Run:
    """Run one unit on an instance of its own; an implementation that starts no session is a fault of the unit."""
    from croupier.conformance.games import suite_for
    from croupier.conformance.session import budget_record, conform

    g = suite_for(unit.game)
    name = unit.profile[0]
    progress = None if unit.quiet else (lambda msg: print(f"... {g.name}: {msg}", file=sys.stderr, flush=True))
    began = time.monotonic()
    side: Optional[Side] = None
    try:
        side = unit.target.instance(g.name)
        side.handshake()
    except Exception as e:  # noqa: BLE001 - a Fault, or an in-process implementation that cannot be made: reported
        stderr = str(getattr(side.impl, "stderr_tail", lambda: "")()) if side is not None else ""
        if side is not None:
            side.shutdown()
        findings = Findings(failures=[Failure("fault", name, f"no session: {e}", [], None, None, (), stderr=stderr)],
                            not_run={f"{name}: every phase": "the implementation started no session"})
        return Run(implementation=unit.target.label(g.name), hello={}, game=g.name, rulesets=[g.default_ruleset],
                   profiles=[name], budget=budget_record(unit.budget, unit.use_vectors, unit.use_hypothesis),
                   findings=findings, seconds=time.monotonic() - began)
    try:
        return conform(g, side, [unit.profile], unit.budget, use_vectors=unit.use_vectors,
                       use_hypothesis=unit.use_hypothesis, replay_dir=unit.replay_dir, progress=progress,
                       label=unit.target.label(g.name))
    finally:
        side.shutdown()


def merged(runs: list[Run]) -> Run:
    """One game's run from its units' runs, in profile order: findings merged, rulesets and profiles in order, the
    seconds of work summed (wall time is the caller's)."""
    first = runs[0]
    findings = Findings()
    rulesets: list[str] = []
    for r in runs:
        findings.merge(r.findings)
        rulesets += [x for x in r.rulesets if x not in rulesets and x not in r.findings.not_applicable]
    hello = next((r.hello for r in runs if r.hello), {})
    return attrs.evolve(first, hello=hello, rulesets=rulesets or first.rulesets,
                        profiles=[p for r in runs for p in r.profiles], findings=findings,
                        seconds=sum(r.seconds for r in runs), started=min(r.started for r in runs))


def run_units(units: list[Unit], jobs: int = 1, on_done: Optional[Callable[[Unit, Run], None]] = None
              ) -> dict[str, Run]:
    """Every unit, on ``jobs`` processes (1: in this process, one after another); game -> its merged run, in the
    order the units name the games."""
    results: dict[int, Run] = {}
    if jobs <= 1:
        for n, u in enumerate(units):
            results[n] = run_unit(u)
            if on_done:
                on_done(u, results[n])
    else:
        # spawned, not forked: a worker starts with no thread and no open table of this process's
        ctx = multiprocessing.get_context("spawn")
        with concurrent.futures.ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
            pending = {pool.submit(run_unit, u): n for n, u in enumerate(units)}
            for done in concurrent.futures.as_completed(pending):
                n = pending[done]
                results[n] = done.result()
                if on_done:
                    on_done(units[n], results[n])
    games: dict[str, list[Run]] = {}
    for n, u in enumerate(units):
        games.setdefault(u.game, []).append(results[n])
    return {game: merged(runs) for game, runs in games.items()}


def replay_dir_for(base: Optional[str], game: str, several: bool) -> Optional[str]:
    """Where a game's replay files go: ``base`` itself for one game, ``base/<game>`` when a run covers several (two
    games' profiles may share a name)."""
    if not base:
        return None
    return str(Path(base) / game) if several else base


def units_for(games: Iterable[tuple[str, list[tuple[str, dict[str, Any]]]]], target: Target, budget: Budget,
              replays: Optional[str], **flags: Any) -> list[Unit]:
    """The units of a run: each game's profiles, in order."""
    games = list(games)
    several = len(games) > 1
    return [Unit(game, p, target, budget, replay_dir=replay_dir_for(replays, game, several), **flags)
            for game, profiles in games for p in profiles]
