"""The generated suite's engine: a Hypothesis machine that runs the reference and an implementation in lockstep.

``g``: the game's :class:`~croupier.conformance.games.GameSuite`; ``cfg``: the
reference's configuration for the profile; ``s``: the reference state; ``m``:
an event in protocol form. Each game subclasses :class:`LockstepMachine` with
its rules; every rule builds events and hands each to :meth:`~LockstepMachine.apply`,
which sends it to both sides and compares them (INTERPRETING.md, section 4).
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import itertools
import json
import sys
import time
import unittest
from fractions import Fraction
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

import attrs
import hypothesis
from hypothesis import HealthCheck, Phase, Verbosity, note, seed as hypothesis_seed, settings, strategies as st
from hypothesis.database import ExampleDatabase
from hypothesis.stateful import RuleBasedStateMachine, get_state_machine_test, precondition, rule

import croupier
from croupier.conformance.compare import Comparison, clauses_of
from croupier.conformance.runner import MAX_FAULTS, Failure, Fault, Findings, Side, judge

__all__ = ["Budget", "Context", "LockstepMachine", "Row", "SharedDatabaseError", "database_key", "paid_rows",
           "rows_played", "run_profile", "sampled", "shared"]

Message = dict[str, Any]


def _seed_only_backend() -> Optional[str]:
    """A Hypothesis backend whose draws depend on the seed alone (``None``: this Hypothesis has no such hook).

    Hypothesis's own provider sometimes draws a constant collected from the local modules loaded so far, and caches
    the pool at its first use: the same seed then makes another run after another game's suite (or a test module)
    was imported. A run must be reproducible from its seed (INTERPRETING.md 3.4), so the suite's machines use this
    provider: Hypothesis's, drawing constants from Hypothesis's global pool only, in a fixed order.
    """
    try:
        from hypothesis.internal.conjecture import providers as p

        base = p.HypothesisProvider
        getattr(base, "_maybe_draw_constant")
        pool, permitted = p.GLOBAL_CONSTANTS, p.choice_permitted
    except (ImportError, AttributeError):
        return None

    #: (choice type, constraints) -> the constants permitted, in a fixed order (the pool is fixed once loaded; a
    #: strategy's constraints are few and come back on every draw, so each list is built once, not per draw)
    permitted_for: dict[tuple[Any, str], list[Any]] = {}

    class SeedOnlyProvider(base):  # type: ignore[misc, valid-type]
        def _maybe_draw_constant(self, choice_type: Any, constraints: Any, *, p: float = 0.05) -> Any:
            if self._random.random() > p:
                return None
            key = (choice_type, repr(constraints))
            choices = permitted_for.get(key)
            if choices is None:
                choices = sorted((c for c in pool.set_for_type(choice_type) if permitted(c, constraints)), key=repr)
                if len(permitted_for) < 4096:
                    permitted_for[key] = choices
            return self._random.choice(choices) if choices else None

    p.AVAILABLE_PROVIDERS["croupier-seed-only"] = SeedOnlyProvider
    return "croupier-seed-only"


BACKEND = _seed_only_backend()


def _plain_draws() -> Optional[Callable[[], None]]:
    """What makes the rules' ``st.data()`` draw as Hypothesis does, less its check that the strategy drawn from left
    the global ``random`` alone (``None``: this Hypothesis has no such hook, and draws stay as they are).

    That check copies the Mersenne state twice and compares the copies on every draw: a tenth of a step, where a
    step draws twice. The suites' strategies never touch ``random`` (the model draws nothing, the machine draws
    through Hypothesis only), and the draw itself is Hypothesis's own: the same choices, spans and labels, so the
    same examples from the same seed. A stateful test draws its ``st.data()`` object before it builds the machine
    and hands the rules that one object (kept on the test case): the machine swaps in this one, which draws alike.
    """
    try:
        from hypothesis.control import current_build_context, should_note
        from hypothesis.errors import InvalidArgument
        from hypothesis.internal.conjecture.data import ConjectureData
        from hypothesis.strategies._internal.core import DataObject
        from hypothesis.vendor.pretty import pretty

        getattr(ConjectureData, "track_arg_span")
    except (ImportError, AttributeError):
        return None

    class PlainDraws(DataObject):  # type: ignore[misc, valid-type]
        def draw(self, strategy: Any, label: Any = None) -> Any:
            self.count += 1
            desc = f"Draw {self.count}" if label is None else f"Draw {self.count} ({label})"
            cd = self.conjecture_data
            with cd.track_arg_span():
                result = cd.draw(strategy, observe_as=f"generate:{desc}")
            if should_note():
                note(f"{desc}: {pretty(result)}")
            return result

    def install() -> None:
        try:
            cd = current_build_context().data
        except InvalidArgument:  # not under a Hypothesis test: nothing to swap
            return
        shared = getattr(cd, "_shared_data_strategy", None)
        if type(shared) is DataObject:
            plain = PlainDraws(cd)
            plain.count = shared.count
            cd._shared_data_strategy = plain

    return install


#: called as each example's machine is built (``None``: Hypothesis's own draws)
PLAIN_DRAWS = _plain_draws()


@functools.lru_cache(maxsize=2048)
def _sampled(options: tuple[Any, ...], kinds: tuple[type, ...]) -> st.SearchStrategy[Any]:
    return st.sampled_from(options)


def sampled(options: Sequence[Any]) -> st.SearchStrategy[Any]:
    """``st.sampled_from(options)``, one strategy for the same options (of the same types), so that a draw from options
    met before does not pay a new strategy's validation and label again: the same label and the same draws, as a new
    one's. Options that cannot be hashed get a new strategy each time."""
    t = tuple(options)
    try:
        return _sampled(t, tuple(map(type, t)))
    except TypeError:
        return st.sampled_from(t)


#: a paytable row: (bet with its number, ``total_value_bet 13``; payout ratio amount / stake as a fraction's text)
Row = tuple[str, str]


def paid_rows(g: Any, before: Any, expected: Optional[list[Message]]) -> set[Row]:
    """The paytable rows one step's outcomes pay: every winning settlement's (bet, amount / stake), the stake read
    from the state the event met (``g.stake(before, seat, bet)``)."""
    rows: set[Row] = set()
    for o in expected or []:
        if o.get("type") != "settlement" or o.get("result") != "win" or not o.get("bet"):
            continue
        staked = g.stake(before, o.get("seat"), o["bet"])
        if staked:
            rows.add((str(o["bet"]), str(Fraction(o["amount"]) / staked)))
    return rows


def rows_played(g: Any, cfg: Any, s: Any, play: Callable[[Any, Callable[[Any], Any]], None]) -> frozenset[Row]:
    """The paytable rows a scripted round pays on the reference: ``play(s, send)`` sends its events through ``send``,
    which applies each to the reference from the state reached and returns the state after it (steering reads what
    each plan pays this way, once per profile)."""
    rows: set[Row] = set()
    state = s

    def send(e: Any) -> Any:
        nonlocal state
        out, after = g.apply(cfg, state, e)
        rows.update(paid_rows(g, state, out))
        state = after
        return state

    play(s, send)
    return frozenset(rows)


def card_wanted(left: Sequence[Any], want: tuple[int, Optional[str]]) -> Optional[Any]:
    """Of the cards ``left`` in the shoe (each with ``rank`` and ``suit``), the one a steering plan wants: its rank
    and suit (``None``: any suit), else one of its rank, else any; ``None`` when the shoe is empty."""
    rank, suit = want
    for fit in ([c for c in left if c.rank == rank and c.suit == suit], [c for c in left if c.rank == rank], left):
        if fit:
            return fit[0]
    return None


def follow_plan(next_event: Callable[[Any], Any], s: Any, send: Callable[[Any], Any], between: Sequence[Any],
                most: int = 60) -> None:
    """Play one steered round: send the event ``next_event(state)`` names from each state reached (``send`` returns
    the state after it) until it names none, the reference refuses one (the state does not move), or the round has
    begun and the table is back in a phase of ``between`` with no box in play; ``most`` events at the most."""
    started = False
    for _ in range(most):
        e = next_event(s)
        if e is None:
            return
        after = send(e)
        idle = after.phase in between
        if after is s or (started and idle and not after.boxes):
            return
        started, s = started or not idle, after


@attrs.define
class Budget:
    """How much effort a run spends: Hypothesis examples and steps per profile, a time limit, and the seed. The
    defaults are ``croupier conform``'s, so the pytest plugin (:mod:`croupier.conformance.pytest_plugin`) runs the
    same suite (``tests/conformance/test_pytest_plugin.py`` checks they agree)."""

    examples: int = 40
    steps: int = 50
    seconds: float = 600.0
    seed: int = 0
    chunk: int = 10  #: examples per Hypothesis run; each chunk has its own seed (seed, chunk)
    shrink_seconds: float = 60.0  #: how long Hypothesis may spend shrinking a failure


#: table numbers, unique in the process: a session outlives a profile, and a table a fault left open (an in-process
#: engine keeps it) is never opened again (the reference refuses to reopen an open name: INTERPRETING.md 1)
_TABLE_NAMES = itertools.count(1)


@attrs.define
class Context:
    """What the machine of one profile shares across its examples."""

    game: Any  #: the GameSuite
    side: Optional[Side]  #: ``None``: the reference alone (vector generation)
    profile_name: str
    profile: Mapping[str, Any]
    cfg: Any
    findings: Findings
    deadline: float
    tables: Any = attrs.field(factory=lambda: _TABLE_NAMES)
    offered: Optional[frozenset[str]] = None
    unsupported: Optional[str] = None
    faults: int = 0
    skipped: int = 0  #: examples not run: too many faults, or a dead implementation
    last_failure: Optional[tuple[Failure, Findings]] = None
    #: once an example has failed, Hypothesis only shrinks: those runs are not counted as checks
    shrinking: bool = False
    shrink_deadline: float = 0.0
    shrink_seconds: float = 60.0
    #: called on every compared step with (machine, event, expected outcomes), ``machine.s`` still the state before it
    on_step: Optional[Callable[["LockstepMachine", Message, Optional[list[Message]]], None]] = None
    #: the paytable rows the examples that ended well have paid (steering aims at the others); not added to while
    #: Hypothesis shrinks, so that a failing example replays the same events
    paid: set[Row] = attrs.field(factory=set)
    #: whether steering remembers the rows earlier examples paid; a campaign's examples forget them, so that an example
    #: any worker saved in the shared database replays the same events in every other process
    steer_by_run: bool = True
    #: how the last example ended: ``passed`` (it ran to its end), ``failed`` (a mismatch), or ``cut`` short (the
    #: time limit, faults, an unsupported profile)
    ended: str = "cut"

    def stopped(self) -> bool:
        """Whether no more examples run: :data:`~croupier.conformance.runner.MAX_FAULTS` faults under this profile,
        or a dead implementation (INTERPRETING.md 6)."""
        return self.faults >= MAX_FAULTS or (self.side is not None and self.side.dead)


class LockstepMachine(RuleBasedStateMachine):
    """One example: a fresh table on both sides, then events in lockstep. Subclasses add the game's rules."""

    ctx: Context  # set on the subclass built for each profile

    def __init__(self) -> None:
        super().__init__()
        if PLAIN_DRAWS is not None:
            PLAIN_DRAWS()
        ctx = self.ctx
        self.cfg = ctx.cfg
        self.s = ctx.game.initial()
        self.trail: list[Message] = []
        self.local = Findings()
        self.dead = False
        self.failed = False
        self.table = f"t{next(ctx.tables)}"
        self.opened = False
        self.paid_here: set[Row] = set()  #: the rows this example has paid so far
        ctx.ended = "cut"
        over = time.monotonic() > (ctx.shrink_deadline if ctx.shrinking else ctx.deadline)
        if ctx.unsupported is not None or over or ctx.stopped():
            if ctx.unsupported is None and not over:
                ctx.skipped += 1
            self.dead = True
            return
        if ctx.side is None:
            self.local.cases = 1
            return
        try:
            r = ctx.side.call({"type": "open", "table": self.table, "game": ctx.game.table_game(self.cfg),
                               "profile": dict(ctx.profile)})
        except Fault as f:
            self._fault(f, None)
            return
        if r["type"] == "unsupported":
            ctx.unsupported = f"{r.get('field')}: {r.get('reason')}"
            self.dead = True
            return
        if r["type"] == "error":
            self._fault(Fault("protocol", f"open refused: {r.get('reason')}"), None)
            return
        self.opened = True
        if "wagers" in r and ctx.offered is None:
            ctx.offered = frozenset(r["wagers"])
        self.local.cases = 1

    def offers_kind(self, kind: str) -> bool:
        """Whether the implementation offers wagers of this kind (INTERPRETING.md 3.3)."""
        return self.ctx.offered is None or kind in self.ctx.offered

    def paid(self) -> set[Row]:
        """The paytable rows paid so far in this run (earlier examples and this one): steering aims at the others."""
        return self.ctx.paid | self.paid_here

    def pick(self, data: st.DataObject, options: list[Any]) -> Any:
        """One of ``options`` (the reference's legal-event descriptors): its family first, uniformly (the event, and
        the kind of the wager it is about), then a member, so that a family with many members does not crowd out
        the rest."""
        families: dict[tuple[str, str], list[Any]] = {}
        for x in options:
            about = getattr(x, "bet", None) or getattr(x, "spot", None)
            kind = getattr(about, "kind", about)  # a Bet with a kind (craps, tdf), or a Bet that is its own kind
            families.setdefault((x.event, kind.value if kind is not None else ""), []).append(x)
        family = data.draw(sampled(sorted(families)))
        return data.draw(sampled(families[family]))

    def apply(self, m: Message) -> Optional[list[Message]]:
        """Send one event to both sides and compare; a disagreement fails the example."""
        if self.dead:
            return None
        game = self.ctx.game
        expected, after = game.run_event(self.cfg, self.s, m)
        self.trail.append(m)
        side = self.ctx.side
        cmp: Optional[Comparison] = None
        try:
            if side is None:
                actual = expected
            else:
                cmp, actual = judge(side, self.table, m, expected,
                                    game.observe(self.cfg, after) if "state" in side.reports else None,
                                    game.order, dict(game.state_clauses))
        except Fault as f:
            self._fault(f, expected)
            return None
        if self.ctx.on_step:
            self.ctx.on_step(self, m, expected)  # self.s is still the state before the event
        self.paid_here |= paid_rows(game, self.s, expected)
        self.s = after
        clauses = clauses_of(expected or [])
        self.local.steps += 1
        if cmp is not None:
            self.local.record(cmp)
        note(f"{m} -> {expected}")
        if cmp is not None and not cmp.ok:
            self.failed = True
            failure = Failure("mismatch", self.ctx.profile_name, cmp.problem or "", list(self.trail), expected, actual,
                              clauses, blamed={c: tuple(sorted(a)) for c, a in cmp.blamed.items()})
            if not self.ctx.shrinking:
                self.ctx.shrink_deadline = time.monotonic() + self.ctx.shrink_seconds
            self.ctx.last_failure = (failure, self.local)
            self.ctx.shrinking = True
            raise AssertionError(f"{cmp.problem}\n  event: {m}\n  expected: {expected}\n  actual: {actual}")
        return expected

    def _fault(self, f: Fault, expected: Optional[list[Message]]) -> None:
        ctx = self.ctx
        ctx.faults += 1
        stderr = getattr(getattr(ctx.side, "impl", None), "stderr_tail", lambda: "")()
        ctx.findings.failures.append(Failure("fault", ctx.profile_name, f"{f.kind}: {f.detail}", list(self.trail),
                                             expected, None, clauses_of(expected or []), stderr=stderr,
                                             traceback=f.traceback))
        self.dead = True
        self.opened = False

    def teardown(self) -> None:
        if self.opened and self.ctx.side is not None:
            try:
                self.ctx.side.call({"type": "close", "table": self.table})
            except Fault:
                pass
        self.ctx.ended = "failed" if self.failed else "cut" if self.dead else "passed"
        if not self.failed and not self.ctx.shrinking:
            self.ctx.findings.merge(self.local)
            if self.ctx.steer_by_run:
                self.ctx.paid |= self.paid_here

    @precondition(lambda self: self.dead)
    @rule()
    def finished(self) -> None:
        """The case has ended (a fault, the time budget, or an unsupported profile)."""


#: the most examples one replay of a campaign's database runs: its failures and the examples met while shrinking them
#: (Hypothesis's max_examples, which also ends the replay: it must exceed what the database holds for a profile)
REPLAYED_AT_MOST = 1000


class SharedDatabaseError(Exception):
    """The example database a campaign shares stopped answering (a Redis server gone, a directory unwritable)."""


class _Guarded(ExampleDatabase):
    """A campaign's shared database as one profile's run sees it: only failures go in, and only an example that ran
    to its end takes one out. Hypothesis removes an entry that no longer fails when it replays it; an example cut
    short by the time limit, faults or an unsupported profile does not, so that a worker out of time cannot lose
    another worker's failure. Hypothesis saves an example that failed, and also one that ended in an error of its own
    (an example that drew otherwise when replayed, once the time to shrink is up): only the first kind is saved here.
    Of the examples met while shrinking a failure, only the smallest is kept (Hypothesis would keep the others aside,
    which a campaign never replays). A backend's error becomes a :class:`SharedDatabaseError`."""

    def __init__(self, db: ExampleDatabase, ctx: Context) -> None:
        super().__init__()
        self.db, self.ctx = db, ctx

    def fetch(self, key: bytes) -> Iterable[bytes]:
        return shared(lambda: list(self.db.fetch(key)))  # type: ignore[no-any-return]

    def save(self, key: bytes, value: bytes) -> None:
        if self.ctx.ended == "failed":
            shared(self.db.save, key, value)

    def delete(self, key: bytes, value: bytes) -> None:
        if self.ctx.ended == "passed":
            shared(self.db.delete, key, value)

    def move(self, src: bytes, dest: bytes, value: bytes) -> None:
        # Hypothesis found a smaller failing example and keeps the larger one aside: a campaign keeps the smallest only
        shared(self.db.delete, src, value)


def shared(f: Callable[..., Any], *args: Any) -> Any:
    """``f(*args)`` on a campaign's shared database: whatever its backend raises (a Redis client's error, an
    ``OSError``) is a :class:`SharedDatabaseError`."""
    try:
        return f(*args)
    except Exception as e:  # noqa: BLE001 - whatever the backend raises
        raise SharedDatabaseError(str(e) or type(e).__name__) from e


def database_key(game: Any, profile: Mapping[str, Any], budget: Budget) -> bytes:
    """What a campaign's workers share failing examples under: the same for every process that runs the same suite
    (the source of the game's machine and of this engine, and Hypothesis's version, whose choices an example is) on
    the same table (the profile's contents, not its name: a file may be named otherwise on another machine) with the
    same number of steps (an example longer than the steps allowed would replay cut short)."""
    h = hashlib.sha256()
    h.update(json.dumps({"game": game.name, "profile": dict(profile), "steps": budget.steps,
                         "hypothesis": hypothesis.__version__}, sort_keys=True, default=str).encode("utf-8"))
    for module in sorted({c.__module__ for c in game.machine.__mro__ if c.__module__.startswith("croupier.")}):
        try:
            h.update(inspect.getsource(sys.modules[module]).encode("utf-8"))
        except (OSError, TypeError):  # installed without its sources: the release names the suite
            h.update(f"{module} {croupier.__version__}".encode("utf-8"))
    return b"croupier-campaign:" + h.hexdigest().encode("ascii")


def run_profile(game: Any, side: Optional[Side], name: str, profile: Mapping[str, Any], budget: Budget,
                on_step: Optional[Callable[[LockstepMachine, Message, Optional[list[Message]]], None]] = None,
                database: Optional[ExampleDatabase] = None, replay_only: bool = False,
                ) -> tuple[Findings, Optional[Failure]]:
    """Run ``game``'s machine for one profile; return what it found and the shrunk mismatch, if any.

    With ``database`` (a campaign's, shared by its workers), every failing example is saved there under
    :func:`database_key`, and steering forgets what earlier examples paid, so that any process replays a saved
    example alike. ``replay_only``: generate nothing, only replay the examples the database holds (Hypothesis's
    reuse phase); one that no longer fails, having run to its end, is removed from it."""
    findings = Findings()
    ctx = Context(game=game, side=side, profile_name=name, profile=profile, cfg=game.config(dict(profile)),
                  findings=findings, deadline=time.monotonic() + budget.seconds, on_step=on_step,
                  shrink_seconds=budget.shrink_seconds, steer_by_run=database is None)
    base = game.machine
    machine = type(base.__name__ + "_" + "".join(c if c.isalnum() else "_" for c in name), (base,), {"ctx": ctx})
    shared: dict[str, Any] = {"database": None, "phases": [Phase.generate, Phase.shrink]}
    if database is not None:
        shared = {"database": _Guarded(database, ctx),
                  "phases": [Phase.reuse] if replay_only else [Phase.generate, Phase.shrink]}
    failure: Optional[Failure] = None
    done = 0
    examples = REPLAYED_AT_MOST if replay_only else budget.examples
    for chunk in itertools.count():
        if done >= examples or time.monotonic() > ctx.deadline or ctx.unsupported or ctx.stopped():
            break
        n = examples if replay_only else min(budget.chunk, examples - done)
        backend: dict[str, Any] = {"backend": BACKEND} if BACKEND else {}
        test = get_state_machine_test(machine, settings=settings(
            **backend, **shared, max_examples=n, stateful_step_count=budget.steps, deadline=None,
            suppress_health_check=list(HealthCheck), report_multiple_bugs=False, print_blob=False,
            verbosity=Verbosity.quiet))
        if database is None:
            hypothesis_seed(budget.seed * 1_000_003 + chunk)(test)
        else:
            # Hypothesis keys a stateful test by its machine class, made per run here: the campaign's key instead
            setattr(test, "_hypothesis_internal_database_key", database_key(game, profile, budget))
            # the seed as @seed sets it, but keeping the database, which @seed turns off
            setattr(test, "_hypothesis_internal_use_seed", budget.seed * 1_000_003 + chunk)
        done += n
        try:
            test()
        except SharedDatabaseError:
            raise
        except unittest.SkipTest:  # Hypothesis ran no example: the database holds none for this profile
            if not replay_only:
                raise
        except Exception:
            if ctx.last_failure is None:
                raise  # not a disagreement: the suite itself (or the reference) is wrong
            failure, local = ctx.last_failure
            findings.merge(local)
            findings.failures.append(failure)
            break
    if ctx.unsupported:
        findings.not_applicable[name] = ctx.unsupported
    elif ctx.stopped() and (ctx.skipped or done < examples):
        why = side.why_dead() if side is not None and side.dead else f"{ctx.faults} faults under this profile"
        findings.not_run[f"{name}: generated suite"] = f"the remaining examples: {why}"
    if ctx.offered is not None:
        findings.not_offered |= game.not_offered(ctx.offered)
    return findings, failure
