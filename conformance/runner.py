"""Driving an implementation under test: sessions, faults, per-clause tallies and the run's findings.

``impl``: an :class:`~croupier.conformance.adapter.Implementation`; ``m``: a
request; ``r``: a reply. A :class:`Side` sends requests and turns every way an
implementation can misbehave (an exception, a hang, a reply that breaks the
schema or answers another id) into a :class:`Fault`. The runner records the
fault and goes on (INTERPRETING.md, section 6): at most :data:`MAX_FAULTS`
faults per profile in each phase, and none once the implementation is
:attr:`Side.dead`.
"""

from __future__ import annotations

import itertools
import queue
import signal
import threading
import time
import traceback as tb
from collections import defaultdict
from typing import Any, Callable, Optional

import attrs

from croupier.conformance.adapter import Implementation
from croupier.conformance.compare import Comparison, OrderRule, clauses_of, compare_state, compare_step
from croupier.conformance.protocol import PROTOCOL, reply_problem, validate

__all__ = ["MAX_DEPTH", "MAX_FAULTS", "Failure", "Fault", "Findings", "Side", "Tally", "judge", "timed_call"]

Message = dict[str, Any]

#: faults per profile in one phase (the vectors, the generated suite) before the rest of that phase is not run; as
#: many faults in a row, with no good reply between them, and the implementation is dead (INTERPRETING.md 6)
MAX_FAULTS = 3
#: nesting levels of arrays and objects a reply may have (INTERPRETING.md 1); no reply of the protocol needs 10
MAX_DEPTH = 64
#: characters of an exception's traceback kept for the report (its end, where the vendor's frames are)
MAX_TRACEBACK = 8000


class Fault(Exception):
    """The implementation misbehaved (not a disagreement about the rules): ``kind`` says how.

    ``traceback``: the implementation's traceback, for an exception in-process; ``fatal``: the implementation cannot
    go on at all (a restarted process that does not answer its ``hello``).
    """

    def __init__(self, kind: str, detail: str, traceback: str = "", fatal: bool = False) -> None:
        self.kind = kind  #: exception | timeout | protocol | crashed | version
        self.detail = detail
        self.traceback = traceback
        self.fatal = fatal
        super().__init__(f"{kind}: {detail}")


def exception_fault(x: BaseException) -> Fault:
    """The fault for an exception an in-process implementation raised: its type, message and traceback."""
    text = "".join(tb.format_exception(x))
    if len(text) > MAX_TRACEBACK:
        text = "[...]\n" + text[-MAX_TRACEBACK:]
    return Fault("exception", f"{type(x).__name__}: {x}", traceback=text)


def nesting_problem(value: Any, limit: int = MAX_DEPTH) -> Optional[str]:
    """Why ``value`` nests too deeply to be a reply (more than ``limit`` levels of arrays and objects), or ``None``.

    Level by level, holding each container of the next level once, so that neither a deep, a cyclic nor a shared value
    (an in-process reply) can exhaust the stack or the time, and a flat one costs one pass. A container whose members
    are all of the plain scalar types is passed over without looking at each member (most of a state's are)."""
    level: list[Any] = [value] if isinstance(value, (dict, list, tuple)) else []
    for _ in range(limit):
        below: list[Any] = []
        for v in level:
            kind = type(v)
            members = v.values() if kind is dict else v if kind is list or kind is tuple else None
            if members is None:  # a subclass: its members as it gives them, each looked at once
                members = v.values() if isinstance(v, dict) else v
                below.extend(c for c in members if isinstance(c, (dict, list, tuple)))
            elif not _SCALARS.issuperset(map(type, members)):
                below.extend(c for c in members if isinstance(c, (dict, list, tuple)))
        if not below:
            return None
        level = below if len(set(map(id, below))) == len(below) else list({id(c): c for c in below}.values())
    return f"a reply nests at most {limit} levels of arrays and objects"


#: the types of JSON's scalars (exactly these: a subclass may be a container too)
_SCALARS = frozenset({str, int, float, bool, type(None)})


class _Worker:
    """A daemon thread that runs calls handed to it, one at a time, so that a call can be timed out."""

    def __init__(self) -> None:
        self.calls: queue.Queue[Callable[[], Message]] = queue.Queue()
        self.replies: queue.Queue[tuple[bool, Any]] = queue.Queue(maxsize=1)
        threading.Thread(target=self._serve, daemon=True, name="croupier-impl-call").start()

    def _serve(self) -> None:
        while True:
            fn = self.calls.get()
            try:
                self.replies.put((True, fn()))
            except BaseException as x:  # noqa: BLE001 - everything the implementation raises is a fault to report
                self.replies.put((False, x))


_worker = threading.local()


class _Alarm(BaseException):
    """The call's time ran out: raised in the implementation's frames by the runner's timer (a ``BaseException``,
    so that an implementation's ``except Exception`` does not take it for its own)."""


def timed_call(fn: Callable[[], Message], timeout: float) -> Message:
    """Run ``fn``; a call still running after ``timeout`` seconds is a timeout fault.

    On the main thread of a POSIX process (``croupier conform``, a pytest worker, a ``--jobs`` worker) the call runs
    right here under a real-time timer whose signal raises :class:`_Alarm` in it: no hand-over to another thread,
    which cost more than many calls (a fifth of a Baccarat vectors run). Elsewhere it runs on a worker thread, kept
    between calls; a call cannot be killed there, so on a timeout the worker is abandoned (a daemon thread) and the
    next call gets a new one. Either way the caller drops whatever table it was using after a timeout.
    """
    if hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread():
        return _alarmed_call(fn, timeout)
    worker: _Worker | None = getattr(_worker, "current", None)
    if worker is None:
        worker = _worker.current = _Worker()
    worker.calls.put(fn)
    try:
        ok, value = worker.replies.get(timeout=timeout)
    except queue.Empty:
        _worker.current = None
        raise Fault("timeout", f"no reply within {timeout:g} s") from None
    if not ok:
        if isinstance(value, Fault):
            raise value
        raise exception_fault(value) from None
    return value  # type: ignore[no-any-return]


#: ``signal.signal`` without the enum conversions of its Python wrapper (four fifths of its cost, twice per call): the
#: handler found is put back as it was found, whatever it is
_set_handler: Callable[[int, Any], Any] = getattr(signal, "_signal", signal).signal


def _alarmed_call(fn: Callable[[], Message], timeout: float) -> Message:
    """``fn`` on this (the main) thread under ``ITIMER_REAL``; the timer and handler found are put back after."""
    ringing = True

    def ring(signum: int, frame: Any) -> None:
        if ringing:  # a signal that arrives once the call has returned is too late to matter
            raise _Alarm

    previous = _set_handler(signal.SIGALRM, ring)
    began = time.monotonic()
    before, _ = signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        value = fn()
        ringing = False
        return value
    except _Alarm:
        raise Fault("timeout", f"no reply within {timeout:g} s") from None
    except Fault:
        raise
    except KeyboardInterrupt:
        raise
    except BaseException as x:  # noqa: BLE001 - everything else the implementation raises is a fault to report
        raise exception_fault(x) from None
    finally:
        ringing = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        _set_handler(signal.SIGALRM, previous)
        if before > 0:  # someone else's timer was running: it goes on with what it had left
            signal.setitimer(signal.ITIMER_REAL, max(before - (time.monotonic() - began), 1e-3))


class Side:
    """One implementation under test, seen through the protocol: ids, validation and faults.

    ``timeout``: seconds per reply (in-process, with ``threaded``; a :class:`~croupier.conformance.jsonlines.Subprocess`
    times its own replies); ``startup_timeout``: seconds for the ``hello`` of :meth:`handshake`, when longer.
    """

    def __init__(self, impl: Implementation, timeout: float = 10.0, threaded: bool = True,
                 startup_timeout: float = 0.0) -> None:
        self.impl = impl
        self.timeout = timeout
        self.startup_timeout = startup_timeout
        self.threaded = threaded
        self._ids = itertools.count(1)
        self.hello: Message = {}
        self.in_a_row = 0  #: faults since the last good reply
        self.fatal: Optional[Fault] = None  #: the fault after which the implementation cannot go on
        self._games: dict[str, str] = {}  #: table -> the protocol game it was opened for (its replies' state schema)

    @property
    def dead(self) -> bool:
        """Whether the implementation is dead: :data:`MAX_FAULTS` faults in a row, or one it cannot go on after."""
        return self.fatal is not None or self.in_a_row >= MAX_FAULTS

    def why_dead(self) -> str:
        """Why the implementation is dead, in words (for the cases not run)."""
        if self.fatal is not None:
            return f"the implementation is dead ({self.fatal})"
        return f"the implementation is dead ({self.in_a_row} faults in a row, no good reply between them)"

    @property
    def reports(self) -> tuple[str, ...]:
        return tuple(self.hello.get("reports", ()))

    def call(self, m: Message, timeout: Optional[float] = None) -> Message:
        """Send ``m`` (an id is added) and return the validated reply, or raise :class:`Fault`."""
        try:
            r = self._call(m, self.timeout if timeout is None else timeout)
        except Fault as f:
            self.in_a_row += 1
            if f.fatal:
                self.fatal = f
            raise
        self.in_a_row = 0
        return r

    def _call(self, m: Message, timeout: float) -> Message:
        m = {"id": next(self._ids), **m}
        validate("request", m)
        table = str(m.get("table", ""))
        if m["type"] == "open":
            self._games[table] = str(m["game"])
        if self.threaded:
            r = timed_call(lambda: self.impl.request(m), timeout)
        else:
            try:
                r = self.impl.request(m)
            except Fault:
                raise
            except Exception as x:  # noqa: BLE001 - the implementation's exception is a fault to report
                raise exception_fault(x) from None
        problem = nesting_problem(r) or reply_problem(m, r, self._games.get(table, ""))
        if m["type"] == "close":
            self._games.pop(table, None)
        if problem:
            getattr(self.impl, "reset", lambda: None)()  # a process out of step with the protocol starts afresh
            raise Fault("protocol", problem)
        return r

    def handshake(self) -> Message:
        r = self.call({"type": "hello", "protocol": PROTOCOL}, max(self.timeout, self.startup_timeout))
        theirs = str(r.get("protocol"))
        parts = 2 if PROTOCOL.startswith("0.") else 1  # while the major version is 0, the minor must match too
        if theirs.split(".")[:parts] != PROTOCOL.split(".")[:parts]:
            raise Fault("version", f"the implementation speaks protocol {theirs}, the runner {PROTOCOL}")
        self.hello = r
        return r

    def event_outcomes(self, table: str, event: Message) -> Optional[list[Message]]:
        """The outcomes of one event; ``None`` for an ``error`` reply (a malformed event)."""
        r = self.call({"type": "event", "table": table, "event": event})
        return None if r["type"] == "error" else list(r["outcomes"])

    def shutdown(self) -> None:
        try:
            self.impl.shutdown()
        except Exception:  # noqa: BLE001 - a failing shutdown changes no verdict
            pass


@attrs.define
class Tally:
    """Per clause: how many checks ran, passed and failed, and per aspect of its requirement how many passed and
    failed (INTERPRETING.md 7)."""

    run: int = 0
    passed: int = 0
    failed: int = 0
    aspects: dict[str, list[int]] = attrs.field(factory=dict)  #: aspect -> [passed, failed]
    #: every aspect compared on the outcomes that cite the clause (or, rolled up, its sub-clauses)
    beneath: set[str] = attrs.field(factory=set)

    def add(self, other: "Tally") -> None:
        self.beneath |= other.beneath
        self.run += other.run
        self.passed += other.passed
        self.failed += other.failed
        for a, (p, f) in other.aspects.items():
            mine = self.aspects.setdefault(a, [0, 0])
            mine[0] += p
            mine[1] += f


@attrs.define
class Failure:
    """A step where the implementation disagreed with the reference, or faulted."""

    kind: str  #: mismatch | fault
    profile: str
    problem: str
    events: list[Message]  #: from ``open``: every event of the case up to and including the failing one
    expected: Optional[list[Message]]
    actual: Any
    clauses: tuple[str, ...]  #: every clause the reference's outcomes cite on the failing step
    replay: str = ""  #: path of the replay file, once written
    stderr: str = ""
    found_by: str = "suite"  #: ``suite`` (the generated suite) or ``vectors:<case id>``
    traceback: str = ""  #: for an exception in-process: the implementation's traceback
    #: the clauses whose requirement differs, each with the aspects it differs in (empty: no clause can be blamed)
    blamed: dict[str, tuple[str, ...]] = attrs.field(factory=dict)


@attrs.define
class Findings:
    """Everything one run learned: tallies per clause, failures, profiles not applicable, cases and steps."""

    tallies: dict[str, Tally] = attrs.field(factory=lambda: defaultdict(Tally))
    failures: list[Failure] = attrs.field(factory=list)
    not_applicable: dict[str, str] = attrs.field(factory=dict)  #: profile -> why
    not_offered: set[str] = attrs.field(factory=set)  #: clauses of wagers the implementation does not offer
    #: "profile: phase" -> what was not run there and why (too many faults, or a dead implementation)
    not_run: dict[str, str] = attrs.field(factory=dict)
    cases: int = 0
    steps: int = 0
    #: differences no clause can be blamed for (an extra outcome from an implementation that cites nothing, ...)
    unattributed: int = 0
    #: the parts of the protocol compared on some step (acceptance, money, order, clauses, notices, state)
    compared: set[str] = attrs.field(factory=set)

    def credit(self, clauses: tuple[str, ...], ok: bool) -> None:
        """Count one check of each clause, every aspect alike (the witnesses' test counts this way)."""
        for c in clauses:
            t = self.tallies[c]
            t.run += 1
            if ok:
                t.passed += 1
            else:
                t.failed += 1

    def record(self, cmp: Comparison) -> None:
        """Count one step's comparison: each clause compared is one check, failed where it is blamed; per aspect,
        what agreed and what differed."""
        blamed = cmp.blamed
        for c in set(cmp.checked) | set(blamed):
            t = self.tallies[c]
            t.run += 1
            if c in blamed:
                t.failed += 1
            else:
                t.passed += 1
            for a in cmp.checked.get(c, ()):
                t.aspects.setdefault(a, [0, 0])[0] += 1
            t.beneath |= cmp.context.get(c, set())
            for a in blamed.get(c, ()):
                t.aspects.setdefault(a, [0, 0])[1] += 1
        self.unattributed += len(cmp.unattributed)
        self.compared |= cmp.compared

    def merge(self, other: "Findings") -> None:
        for c, t in other.tallies.items():
            self.tallies[c].add(t)
        self.failures += other.failures
        self.not_applicable.update(other.not_applicable)
        self.not_offered |= other.not_offered
        self.not_run.update(other.not_run)
        self.cases += other.cases
        self.steps += other.steps
        self.unattributed += other.unattributed
        self.compared |= other.compared

    @property
    def passed(self) -> bool:
        return not self.failures


def judge(side: Side, table: str, event: Message, expected: Optional[list[Message]],
          expected_state: Optional[Message], rules: tuple[OrderRule, ...] = (),
          field_clauses: Optional[dict[str, tuple[str, ...]]] = None) -> tuple[Comparison, Any]:
    """Send one event to the implementation and compare it with the reference's ``expected`` outcomes, then (when it
    reports ``state`` and the outcomes agree) its observable state with ``expected_state``. Raises :class:`Fault`."""
    actual = side.event_outcomes(table, event)
    cmp = compare_step(expected, actual, side.reports, rules)
    if cmp.ok and "state" in side.reports and expected_state is not None:
        got = side.call({"type": "state", "table": table})["state"]
        cmp.merge(compare_state(expected_state, got, side.reports, clauses_of(expected or []), field_clauses or {}))
    return cmp, actual
