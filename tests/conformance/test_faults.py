"""INTERPRETING.md section 6: a misbehaving implementation is a failure of that implementation, and the run finishes.

Each fault is injected on the first throw, through both transports; the run
must record a fault naming its kind and the event, and still produce its report.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from croupier.conformance.craps.conform import conform
from croupier.conformance.craps.suite import Budget
from croupier.conformance.jsonlines import Subprocess
from croupier.conformance.report import junit_xml, text_summary
from croupier.conformance.runner import Side

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import faulty_engine  # noqa: E402

EXPECTED_KIND = {"raise": "mismatch", "hang": "timeout", "garbage": "protocol", "wrong_type": "protocol",
                 "wrong_id": "protocol", "crash": "crashed", "huge": "protocol"}
IN_PROCESS_KIND = {**EXPECTED_KIND, "raise": "exception", "crash": None, "garbage": None, "huge": None}  # these need a process
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
