"""INTERPRETING.md section 6: a misbehaving implementation is a failure of that implementation, and the run finishes.

Each fault is injected on the first throw, through both transports; the run
must record a fault naming its kind and the event, and still produce its report.
The runner itself must never hang on, leak or crash over a misbehaving engine:
its process group is ended with it, reads are bounded, and a dead engine ends
the run after a few faults.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from croupier.conformance import vectors
from croupier.conformance.craps.conform import DEFAULT_PROFILES, conform, profile_named
from croupier.conformance.craps.suite import Budget
from croupier.conformance.jsonlines import GRACE, STARTUP_TIMEOUT, STDERR_LINE, STDERR_LINES, Subprocess
from croupier.conformance.protocol import PROTOCOL
from croupier.conformance.report import html_report, junit_xml, text_summary
from croupier.conformance.runner import MAX_DEPTH, MAX_FAULTS, Fault, Side

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import faulty_engine  # noqa: E402

EXPECTED_KIND = {"raise": "mismatch", "hang": "timeout", "garbage": "protocol", "wrong_type": "protocol",
                 "wrong_id": "protocol", "crash": "crashed", "huge": "protocol", "deep": "protocol",
                 "bigint": "protocol", "nested": "protocol"}
IN_PROCESS_KIND = {**EXPECTED_KIND, "raise": "exception", "crash": None, "garbage": None, "huge": None, "deep": None,
                   "bigint": None}  # these need a process
BUDGET = Budget(examples=6, steps=20, seconds=60, seed=3)
#: the reply timeout: short where the fault is a hang (the test waits it out), generous elsewhere so that a loaded
#: machine (CI's two cores, two test workers, the engine's process) never turns another fault into a timeout
TIMEOUT = {"hang": 1.5}
SLACK = 20.0


def _run(side: Side):  # type: ignore[no-untyped-def]
    side.handshake()
    try:
        return conform(side, [("default", {})], BUDGET, use_vectors=False, replay_dir=None)
    finally:
        side.shutdown()


def _check(run, kind: str) -> None:  # type: ignore[no-untyped-def]
    if kind == "mismatch":  # served over JSON lines, an engine's exception becomes an error reply
        assert [x.kind for x in run.findings.failures] == ["mismatch"]
        assert "refused an event the reference accepts" in run.findings.failures[0].problem
        return
    faults = [x for x in run.findings.failures if x.kind == "fault"]
    assert faults, text_summary(run)
    assert all(x.problem.startswith(kind + ":") for x in faults), [x.problem for x in faults]
    assert faults[0].events[-1]["type"] == "throw"
    assert not run.passed
    assert "DOES NOT CONFORM" in text_summary(run)
    assert "<error" in junit_xml(run)


@pytest.mark.parametrize("mode", [m for m, k in IN_PROCESS_KIND.items() if k])
def test_in_process_fault_is_reported_and_the_run_finishes(mode: str) -> None:
    side = Side(faulty_engine.adapter(mode), timeout=TIMEOUT.get(mode, SLACK))
    _check(_run(side), IN_PROCESS_KIND[mode])  # type: ignore[arg-type]


@pytest.mark.parametrize("mode", sorted(EXPECTED_KIND))
def test_subprocess_fault_is_reported_and_the_run_finishes(mode: str) -> None:
    impl = Subprocess([sys.executable, str(HERE / "faulty_engine.py"), mode], timeout=TIMEOUT.get(mode, SLACK))
    run = _run(Side(impl, threaded=False))
    _check(run, EXPECTED_KIND[mode])
    assert impl.restarts >= (mode != "raise")


def test_a_flooded_stderr_never_blocks_the_pipe() -> None:
    """stderr is drained on a thread: 1.8 MB of logging on every throw is not a fault."""
    impl = Subprocess([sys.executable, str(HERE / "faulty_engine.py"), "stderr_flood"], timeout=10)
    run = _run(Side(impl, threaded=False))
    assert run.passed, text_summary(run)
    assert "log line" in impl.stderr_tail()


def test_a_process_that_cannot_start_is_a_fault() -> None:
    side = Side(Subprocess(["/nonexistent/engine"]), threaded=False)
    with pytest.raises(Exception, match="crashed: cannot start"):
        side.handshake()


ENGINE = [sys.executable, str(HERE / "faulty_engine.py")]
OPEN = {"type": "open", "table": "t1", "game": "craps", "profile": {}}
THROW = {"type": "event", "table": "t1", "event": {"type": "throw", "dice": [3, 4]}}
#: a JSON-lines engine in a few lines: it names each request on stderr and answers everything with a hello
ECHO = ("import json, sys\n"
        "for line in sys.stdin:\n"
        "    m = json.loads(line)\n"
        "    print(m['type'], file=sys.stderr, flush=True)\n"
        "    print(json.dumps({'id': m['id'], 'type': 'hello', 'protocol': '%s', 'games': ['craps'], 'reports': [],\n"
        "                      'implementation': {'name': 'echo', 'version': '0'}}), flush=True)\n" % PROTOCOL)


def _pids(path: Path) -> list[int]:
    return [int(x) for x in path.read_text().split()]


def test_a_child_that_keeps_stdout_open_does_not_hold_the_runner(tmp_path: Path) -> None:
    """The engine exits without a reply, but a child it started keeps stdout open: the runner does not wait for the
    child (it was 26 s for a ``sleep 25``), and ends it."""
    pidfile = tmp_path / "pids"
    impl = Subprocess(["sh", "-c", f"sleep 30 & echo $! > {pidfile}; read x; exit 0"], timeout=SLACK)
    began = time.monotonic()
    with pytest.raises(Fault, match="crashed: the process exited"):
        Side(impl, threaded=False).handshake()
    impl.shutdown()
    assert time.monotonic() - began < 10
    assert not faulty_engine.alive(_pids(pidfile)[0])


def test_a_hanging_engine_behind_a_wrapper_is_ended_with_its_wrapper(tmp_path: Path) -> None:
    """``sh -c 'python faulty_engine.py hang; true'``: on the timeout the whole group goes, the engine and the child
    it started with it, and the runner does not wait for them."""
    pidfile = tmp_path / "pids"
    cmd = shlex.join([*ENGINE, "hang", "--fork", str(pidfile)]) + "; true"
    impl = Subprocess(["sh", "-c", cmd], timeout=1, startup_timeout=SLACK)
    side = Side(impl, threaded=False)
    side.handshake()
    side.call(OPEN)
    began = time.monotonic()
    with pytest.raises(Fault, match="timeout: no reply within 1 s"):
        side.call(THROW)
    assert time.monotonic() - began < 1 + 5
    impl.shutdown()
    assert [] == [pid for pid in _pids(pidfile) if faulty_engine.alive(pid)]


def test_an_engine_that_forks_leaves_no_process_behind(tmp_path: Path) -> None:
    """Each engine process starts a ``sleep``; one crashes, its successor is shut down: neither leaves a process."""
    pidfile = tmp_path / "pids"
    impl = Subprocess([*ENGINE, "crash", "--fork", str(pidfile)], timeout=SLACK)
    side = Side(impl, threaded=False)
    side.handshake()
    side.call(OPEN)
    with pytest.raises(Fault, match="crashed"):  # the sleep keeps stdout open: the exit itself is the fault
        side.call(THROW)
    assert "opened" == side.call(OPEN)["type"]  # a restarted process, with its own sleep
    impl.shutdown()
    pids = _pids(pidfile)
    assert 4 == len(pids)  # two engines, two sleeps
    assert [] == [pid for pid in pids if faulty_engine.alive(pid)]


def test_a_dead_engine_ends_the_run_after_a_few_faults() -> None:
    """An engine that answers ``hello`` and nothing after: every default profile, vectors and suite, and the run
    ends after MAX_FAULTS timeouts in a row, the rest reported not run (it was 453 faults on one profile, and as
    many threads left behind)."""
    side = Side(faulty_engine.adapter("dead"), timeout=0.5)
    side.handshake()
    began = time.monotonic()
    run = conform(side, [profile_named(n) for n in DEFAULT_PROFILES], BUDGET, replay_dir=None)
    assert time.monotonic() - began < 10
    assert MAX_FAULTS == len(run.findings.failures)
    assert all(x.problem.startswith("timeout:") for x in run.findings.failures)
    summary = text_summary(run)
    assert "not run: the rest of the run" in summary and "the implementation is dead" in summary
    assert "of default" in run.findings.not_run["the rest of the run"]
    assert "DOES NOT CONFORM" in summary
    assert 'name="the rest of the run"' in junit_xml(run) and "<h2>Not run</h2>" in html_report(run)


def test_the_vectors_stop_after_a_few_faults_under_one_profile() -> None:
    """An engine that hangs on every throw but answers the rest is not dead; its vectors still stop after
    MAX_FAULTS faults under the profile, the remaining cases reported not run."""
    side = Side(faulty_engine.adapter("hang"), timeout=TIMEOUT["hang"])
    side.handshake()
    run = conform(side, [("default", {})], BUDGET, use_hypothesis=False)
    assert MAX_FAULTS == len(run.findings.failures)
    assert not side.dead
    assert run.findings.not_run["default: vectors"].endswith(f"cases: {MAX_FAULTS} faults in this file")


def test_a_restarted_engine_that_does_not_answer_its_hello_is_dead(tmp_path: Path) -> None:
    """The engine cannot go on: the rest of the run is not run, however few faults came before."""
    marker = tmp_path / "started"
    # the first process answers; any later one exits at once
    script = f"if [ -e {marker} ]; then exit 7; fi; touch {marker}; exec {sys.executable} -c \"$0\""
    impl = Subprocess(["sh", "-c", script, ECHO], timeout=SLACK)
    side = Side(impl, threaded=False)
    side.handshake()
    impl.reset()
    with pytest.raises(Fault, match="cannot be restarted"):
        side.call({"type": "close", "table": "t1"})
    assert side.dead and "cannot be restarted" in side.why_dead()
    impl.shutdown()


def test_a_fresh_engine_gets_one_hello() -> None:
    """A fresh process gets the session's hello once; a restarted one gets it again, before the request."""
    impl = Subprocess([sys.executable, "-c", ECHO], timeout=SLACK)
    impl.request({"id": 1, "type": "hello", "protocol": PROTOCOL})
    impl.reset()
    impl.request({"id": 2, "type": "close", "table": "t1"})
    impl.shutdown()
    assert ["hello", "hello", "close"] == impl.stderr_tail().splitlines()


def test_start_up_has_its_own_limit() -> None:
    """An engine slow to start (1.5 s before its hello) is given the start-up timeout, not the reply timeout."""
    slow = ["sh", "-c", f'sleep 1.5; exec {sys.executable} -c "$0"', ECHO]
    impl = Subprocess(slow, timeout=0.5, startup_timeout=SLACK)
    assert "echo" == Side(impl, threaded=False).handshake()["implementation"]["name"]
    impl.shutdown()
    impl = Subprocess(slow, timeout=0.5, startup_timeout=0.5)
    with pytest.raises(Fault, match="timeout: no reply within 0.5 s of starting"):
        Side(impl, threaded=False).handshake()
    impl.shutdown()


def test_a_stderr_line_without_end_costs_no_memory() -> None:
    """64 MiB of stderr without a line end (a 200 MB one took the runner to 607 MiB): read in bounded pieces, the
    line kept cut, the next line kept."""
    impl = Subprocess([*ENGINE, "stderr_line"], timeout=SLACK)
    side = Side(impl, threaded=False)
    side.handshake()
    side.call(OPEN)
    tracemalloc.start()
    try:
        side.call(THROW)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    impl.shutdown()
    assert peak < 16 << 20, peak
    tail = impl.stderr_tail().splitlines()
    assert "after the long line" == tail[-1]
    assert tail[-2].startswith("yyy") and tail[-2].endswith(" [...]") and len(tail[-2]) <= STDERR_LINE + 6


def test_a_nested_reply_is_a_protocol_fault() -> None:
    """A reply that parses but nests 200 levels (past the protocol's bound) is a protocol fault in-process too."""
    side = Side(faulty_engine.adapter("nested"), timeout=SLACK)
    side.handshake()
    side.call(OPEN)
    with pytest.raises(Fault, match="protocol: a reply nests at most 64 levels"):
        side.call(THROW)


@pytest.mark.parametrize("threaded", [True, False])
def test_an_exception_in_process_is_reported_with_its_traceback(tmp_path: Path, threaded: bool) -> None:
    """The vendor's traceback goes with the fault: console, JUnit, HTML and the replay file."""
    side = Side(faulty_engine.adapter("raise"), timeout=SLACK, threaded=threaded)
    side.handshake()
    run = conform(side, [("default", {})], BUDGET, use_vectors=False, replay_dir=str(tmp_path))
    fault = run.findings.failures[0]
    assert fault.problem == "exception: RuntimeError: the engine's dice reader failed"
    assert "faulty_engine.py" in fault.traceback and "in event" in fault.traceback
    for report in (text_summary(run), junit_xml(run), html_report(run)):
        assert "Traceback (most recent call last)" in report and "in event" in report
    assert fault.traceback == vectors.load(fault.replay)["traceback"]  # a vector file still, the schema says


def test_interpreting_states_the_bounds_the_runner_keeps() -> None:
    """INTERPRETING.md 6 gives the numbers the runner uses: a vendor reads them there."""
    text = (HERE.parents[1] / "conformance" / "INTERPRETING.md").read_text(encoding="utf-8")
    six = text[text.index("## 6. Faults"):text.index("## 7. Verdicts")]
    assert f"After {MAX_FAULTS} faults under one profile in one phase" in six
    assert f"After {MAX_FAULTS} faults in a row" in six
    assert f"nested deeper than {MAX_DEPTH} levels" in six
    assert f"{STARTUP_TIMEOUT:g} s by default (`--startup-timeout`)" in six
    assert f"SIGKILL {GRACE:g} s later" in six
    assert f"the last {STDERR_LINES} lines, each\ncut to {STDERR_LINE} characters" in six


def test_a_runner_that_exits_without_shutting_down_still_ends_the_engine(tmp_path: Path) -> None:
    """A script that never calls shutdown (a cached session in a pytest plugin): at exit, the engine's group goes."""
    pidfile = tmp_path / "pids"
    script = ("import sys\n"
              "from croupier.conformance.jsonlines import Subprocess\n"
              "from croupier.conformance.runner import Side\n"
              "Side(Subprocess(sys.argv[1:], timeout=60), threaded=False).handshake()\n")
    subprocess.run([sys.executable, "-c", script, *ENGINE, "hang", "--fork", str(pidfile)], check=True, timeout=60)
    pids = _pids(pidfile)
    assert 2 == len(pids)
    assert [] == [pid for pid in pids if faulty_engine.alive(pid)]


def _stubborn() -> dict[str, str]:
    """An in-process call that sleeps on, swallowing every ``Exception`` (as a vendor's catch-all handler would)."""
    while True:
        try:
            time.sleep(60)
        except Exception:  # noqa: BLE001, S112 - the point of the test
            continue


@pytest.mark.parametrize("on_a_thread", [False, True])
def test_an_in_process_call_is_timed_out_even_if_it_swallows_exceptions(on_a_thread: bool) -> None:
    """On the main thread the call runs under the runner's timer, whose alarm an ``except Exception`` does not take;
    off it, on a worker thread that is abandoned. Either way the caller gets a timeout fault in time, and a timer
    that was running before goes on."""
    import signal
    import threading

    from croupier.conformance.runner import timed_call

    found: list[BaseException] = []

    def call() -> None:
        began = time.monotonic()
        with pytest.raises(Fault, match="timeout: no reply within 0.3 s") as e:
            timed_call(_stubborn, 0.3)
        found.append(e.value)
        assert time.monotonic() - began < 5

    if on_a_thread:
        t = threading.Thread(target=call)
        t.start()
        t.join(10)
    else:
        signal.setitimer(signal.ITIMER_REAL, 1000)
        try:
            call()
            assert 990 < signal.getitimer(signal.ITIMER_REAL)[0] <= 1000
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    assert len(found) == 1
    assert timed_call(lambda: {"type": "ok"}, 1) == {"type": "ok"}
