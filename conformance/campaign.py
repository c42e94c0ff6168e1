"""A long campaign: the generated suite run against one implementation for hours, by many workers sharing failures.

``g``: the game's :class:`~croupier.conformance.games.GameSuite`; ``side``: the
implementation under test, after its ``hello``; ``db``: the campaign's
Hypothesis example database. Each worker is one ``croupier conform --campaign
DB`` process: the same suite, profiles and ``--steps`` against the same build of
the implementation, on one machine or many. Hypothesis saves every failing
example to the shared database; every worker replays what the database holds
for a profile before each round, so a failure one worker finds reaches all the
others at their next round, and each writes it as a replay file. Not the
mutation campaign of :mod:`croupier.conformance.examples.campaign`.
"""

from __future__ import annotations

import json
import secrets
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Optional
from urllib.parse import urlsplit, urlunsplit

import attrs
from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase, InMemoryExampleDatabase

from croupier.conformance.lockstep import Budget, SharedDatabaseError, database_key, run_profile, shared
from croupier.conformance.report import Run
from croupier.conformance.runner import Failure, Findings, Side
from croupier.conformance.session import budget_record, conform, minimise, write_replay

__all__ = ["CampaignError", "Found", "Outcome", "campaign", "first_seed", "open_database", "replayed", "shown"]

#: the URL schemes of a Redis server (``unix://`` for a local socket)
REDIS_SCHEMES = ("redis", "rediss", "unix")
#: seconds to wait for a Redis server to answer, when connecting and on each command
REDIS_TIMEOUT = 10.0
#: where the replay pass's failures come from, in :attr:`Failure.found_by`
FROM_DATABASE = "campaign database"
#: how the report says a failure came from the database
REPLAYED = "replayed from the shared database"


class CampaignError(ValueError):
    """A ``--campaign`` database that cannot be used: the message says why in one line."""


def shown(spec: str) -> str:
    """A database as reports name it: a Redis URL without its password."""
    parts = urlsplit(spec)
    if parts.scheme not in REDIS_SCHEMES or parts.password is None:
        return spec
    host = parts.hostname or ""
    netloc = f"{parts.username or ''}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))


def open_database(spec: str) -> ExampleDatabase:
    """The example database ``spec`` names: a directory (made if missing; for the workers of one machine), or the URL
    of a Redis server, ``redis://HOST:PORT/DB`` (``rediss://`` over TLS, ``unix://PATH``), checked to answer before
    anything runs. Raises :class:`CampaignError`."""
    if not spec.strip():
        raise CampaignError("is empty: name a directory or a redis://HOST:PORT/DB URL")
    scheme = urlsplit(spec).scheme
    if "://" in spec and scheme not in REDIS_SCHEMES:
        raise CampaignError(f"{spec}: not a database this command knows: a directory, or redis://HOST:PORT/DB "
                            f"(rediss://, unix://)")
    if "://" in spec:
        return _redis(spec)
    path = Path(spec)
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as e:
        raise CampaignError(f"{spec}: not a directory this process can write ({e.strerror or e})") from None
    return DirectoryBasedExampleDatabase(path)


def _redis(spec: str) -> ExampleDatabase:
    try:
        import redis
        from hypothesis.extra.redis import RedisExampleDatabase
    except ImportError:
        raise CampaignError(f"{shown(spec)}: a Redis database needs the redis client: "
                            f"pip install 'croupier[campaign]'") from None
    try:
        client = redis.Redis.from_url(spec, socket_connect_timeout=REDIS_TIMEOUT, socket_timeout=REDIS_TIMEOUT)
    except ValueError as e:
        raise CampaignError(f"{shown(spec)}: not a Redis URL ({e})") from None
    try:
        client.ping()
    except redis.RedisError as e:
        raise CampaignError(f"{shown(spec)}: no Redis server answers there ({e})") from None
    return RedisExampleDatabase(client)


def first_seed(given: Optional[int]) -> int:
    """The seed of a worker's first round: the one given, else a random one (each worker its own); round ``r`` runs
    with ``first + r``."""
    return given if given is not None else secrets.randbelow(2 ** 31)


@attrs.frozen
class Found:
    """One failure the campaign reported: where it came from, and its replay file."""

    profile: str
    kind: str
    source: str  #: ``replayed from the shared database``, ``found in round R (seed S)``, or ``vectors``
    replay: str


@attrs.define
class Outcome:
    """What one worker's campaign did, beside its :class:`~croupier.conformance.report.Run`."""

    database: str  #: as :func:`shown` names it
    seeds: list[int] = attrs.field(factory=list)  #: one per round, in order
    found: list[Found] = attrs.field(factory=list)
    stopped: str = ""  #: why the campaign ended
    lost: str = ""  #: why the shared database stopped answering, if it did: the campaign ended short

    def lines(self, examples: int, profiles: int) -> list[str]:
        """The campaign's lines of the console report."""
        seeds = (f"seed {self.seeds[0]}" if len(self.seeds) == 1 else
                 f"seeds {self.seeds[0]}..{self.seeds[-1]}" if self.seeds else "no seed")
        out = [f"campaign: {len(self.seeds)} round(s) of {examples} examples under each of {profiles} profile(s) "
               f"({seeds}); database {self.database}; stopped: {self.stopped}"]
        out += [f"  [{f.profile}] {f.kind}, {f.source}: {f.replay or '(no replay file)'}" for f in self.found]
        return out


def replayed(g: Any, side: Side, name: str, profile: dict[str, Any], budget: Budget, db: ExampleDatabase
             ) -> list[tuple[Findings, Optional[Failure]]]:
    """Every failing example ``db`` holds for the profile, smallest first, each replayed alone (Hypothesis's reuse
    phase would stop at the first that fails, and two workers may have found two bugs): what each run found, and its
    mismatch if it still fails. One that ran to its end and passed is removed from ``db``: the bug it showed is
    fixed."""
    key = database_key(g, profile, budget)
    out = []
    for value in sorted(shared(lambda: list(db.fetch(key))), key=lambda v: (len(v), v)):
        if side.dead:
            break
        alone = InMemoryExampleDatabase()
        alone.save(key, value)
        found, failure = run_profile(g, side, name, profile, budget, database=alone, replay_only=True)
        if failure is None and not list(alone.fetch(key)):  # Hypothesis removed it: it ran whole and passed
            shared(db.delete, key, value)
        out.append((found, failure))
    return out


def campaign(g: Any, side: Side, profiles: list[tuple[str, dict[str, Any]]], budget: Budget, db: ExampleDatabase,
             database: str, hours: Optional[float] = None, rounds: Optional[int] = None, use_vectors: bool = True,
             replay_dir: Optional[str] = None, progress: Optional[Callable[[str], None]] = None, label: str = "",
             minimise_seconds: float = 20.0) -> tuple[Run, Outcome]:
    """One worker's campaign: the vectors once, then rounds until ``hours`` have passed, ``rounds`` have run, every
    profile has failed, or the implementation is dead. Each round replays what ``db`` holds for each profile still
    open (:func:`replayed`: the failures the other workers found), then runs the generated suite on it with the
    round's seed (``budget.seed + round``) and ``budget.examples`` examples (0: replay only, no round), each failure
    saved to ``db``; a last replay follows the last round.

    A profile is closed at its first failure (a vector's, a replayed one or a new one): it is minimised, written as a
    replay file and reported, and the profile is not searched again. The suite stops at a run's first failure, and
    the easiest bug would be found again and again, each time after a shrink. At the end, the worker replays what
    the database holds for the profiles it closed too, for the failures other workers found there meanwhile; each
    failure is reported once. Once the implementation is fixed, a new campaign on the same database replays each
    failure first: one that no longer fails leaves the database, and the search goes on."""
    began = time.monotonic()
    end = began + hours * 3600 if hours is not None else float("inf")
    outcome = Outcome(database=database)
    total = Findings()
    if use_vectors:
        total.merge(conform(g, side, profiles, budget, use_hypothesis=False, progress=progress).findings)
    open_ = [(n, p) for n, p in profiles if n not in total.not_applicable]
    closed: set[str] = set()

    seen: set[str] = set()  #: the failures reported, by replay file (named by contents) or events

    def report(name: str, profile: dict[str, Any], found: Findings, failure: Optional[Failure], source: str) -> None:
        """Minimise the mismatch, write each failure's replay file and report it, unless reported already; close
        the profile."""
        if failure is not None and minimise_seconds > 0:
            found.failures = [minimise(g, side, x, profile, minimise_seconds) if x is failure else x
                              for x in found.failures]
        new = []
        for x in found.failures:
            if source == FROM_DATABASE:
                x.found_by = FROM_DATABASE
            write_replay(g, x, profile, replay_dir)
            said = x.replay or json.dumps([x.profile, x.kind, x.problem, x.events], default=str)
            if said in seen:
                continue
            seen.add(said)
            new.append(x)
            outcome.found.append(Found(name, x.kind, REPLAYED if source == FROM_DATABASE else source, x.replay))
            if progress:
                progress(f"{name}: {x.kind} ({outcome.found[-1].source}): {x.replay or x.problem}")
        if found.failures:
            closed.add(name)
        found.failures = new
        total.merge(found)

    def left() -> float:
        return min(budget.seconds, end - time.monotonic())

    named = dict(profiles)
    for x in total.failures:  # the vectors' failures, written the campaign's way
        write_replay(g, x, named.get(x.profile, {}), replay_dir)
        seen.add(x.replay)
        outcome.found.append(Found(x.profile, x.kind, "vectors", x.replay))
        closed.add(x.profile)
    try:
        r = 0
        while True:
            open_ = [(n, p) for n, p in open_ if n not in closed and n not in total.not_applicable]
            if not open_:
                outcome.stopped = "every profile has failed" if closed else "no profile applies"
                break
            if side.dead:
                outcome.stopped = side.why_dead()
                break
            if left() <= 0:
                outcome.stopped = "the time is up"
                break
            for name, profile in open_:  # what the other workers have found
                if progress:
                    progress(f"{name}: replaying the shared database")
                for found, failure in replayed(g, side, name, profile, attrs.evolve(budget, seconds=max(left(), 0)),
                                               db):
                    report(name, profile, found, failure, FROM_DATABASE)
            if budget.examples <= 0:
                shown_any = any(f.source == REPLAYED for f in outcome.found)
                outcome.stopped = "replay only (--examples 0)" + ("" if shown_any else ": the database holds no failure")
                break
            if (rounds is not None and r >= rounds) or left() <= 0:
                outcome.stopped = f"{r} round(s) run" if left() > 0 else "the time is up"
                break
            seed = budget.seed + r
            outcome.seeds.append(seed)
            for name, profile in open_:
                if name in closed or left() <= 0:
                    continue
                if progress:
                    progress(f"{name}: round {r + 1}, generated suite ({budget.examples} examples x {budget.steps} "
                             f"steps, seed {seed})")
                found, failure = run_profile(g, side, name, profile, attrs.evolve(budget, seed=seed, seconds=left()),
                                             database=db)
                report(name, profile, found, failure, f"found in round {r + 1} (seed {seed})")
            r += 1
        if budget.examples > 0 and not side.dead:  # what the others found under the profiles this worker closed
            for name, profile in profiles:
                if name in closed:
                    if progress:
                        progress(f"{name}: replaying the shared database")
                    for found, failure in replayed(g, side, name, profile, budget, db):
                        report(name, profile, found, failure, FROM_DATABASE)
    except KeyboardInterrupt:
        outcome.stopped = "interrupted"
    except SharedDatabaseError as e:
        outcome.lost = str(e)
        outcome.stopped = f"the shared database stopped answering ({e})"
    rulesets = sorted({str(p.get("ruleset", g.default_ruleset)) for n, p in profiles if n not in total.not_applicable})
    run = Run(implementation=label, hello=side.hello, game=g.name, rulesets=rulesets or [g.default_ruleset],
              profiles=[n for n, _ in profiles],
              budget={**budget_record(budget, use_vectors, True), "campaign": database, "rounds": len(outcome.seeds),
                      "seeds": outcome.seeds},
              findings=total, seconds=time.monotonic() - began)
    return run, outcome
