"""JSON lines (INTERPRETING.md section 1): ``croupier serve``, a non-Python relay, and a server that survives bad lines."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

from croupier.conformance.craps.conform import conform
from croupier.conformance.craps.reference import reference_adapter
from croupier.conformance.craps.suite import Budget
from croupier.conformance.jsonlines import MAX_LINE, Subprocess, serve
from croupier.conformance.report import text_summary
from croupier.conformance.runner import Side

HERE = Path(__file__).parent
SERVE = [sys.executable, "-m", "croupier.cli", "serve"]
EXAMPLE = "croupier.conformance.examples.craps_table:CrapsEngine"


def _conform(argv: list[str], profiles: list[tuple[str, dict]]):  # type: ignore[no-untyped-def]
    side = Side(Subprocess(argv, timeout=30), threaded=False)
    side.handshake()
    try:
        return conform(side, profiles, Budget(examples=3, steps=25, seed=4))
    finally:
        side.shutdown()


def test_the_served_reference_conforms() -> None:
    run = _conform(SERVE, [("default", {}), ("readings-b", {"game": "mini_craps", "table_min": 100,
                                                             "seat_lock": "own_wagers_decided"})])
    assert run.passed, text_summary(run)
    assert run.hello["implementation"]["name"] == "croupier-reference"
    assert run.findings.steps > 50


def test_the_bundled_implementation_conforms_through_a_node_relay() -> None:
    """Served as JSON lines and relayed by a Node.js process: the runner never knows the engine is Python."""
    node = shutil.which("node") or shutil.which("nodejs")
    assert node, "Node.js is part of the build machine (see the README)"
    run = _conform([node, str(HERE / "relay.js"), *SERVE, "--impl", EXAMPLE], [("default", {})])
    assert run.passed, text_summary(run)
    assert run.hello["implementation"]["name"] == "example-craps"


def test_the_server_answers_bad_lines_and_goes_on() -> None:
    lines = [b"not json\n", b"[1, 2]\n", b"x" * (MAX_LINE + 10) + b"\n", b"\n",
             json.dumps({"id": 7, "type": "hello", "protocol": "0.2"}).encode() + b"\n"]
    out = io.BytesIO()
    assert 0 == serve(reference_adapter(), io.BytesIO(b"".join(lines)), out)
    replies = [json.loads(x) for x in out.getvalue().splitlines()]
    assert ["error", "error", "error", "hello"] == [r["type"] for r in replies]
    assert "not JSON" in replies[0]["reason"] and "at most" in replies[2]["reason"]
    assert 7 == replies[3]["id"]


def test_serve_speaks_on_stdout_only() -> None:
    p = subprocess.run(SERVE, input=b'{"id":1,"type":"hello","protocol":"0.2"}\n', capture_output=True, timeout=60)
    assert 0 == p.returncode
    [line] = p.stdout.splitlines()
    assert "hello" == json.loads(line)["type"]
