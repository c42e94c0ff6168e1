"""A reference engine that misbehaves on the first throw, in one chosen way (fault injection).

Used in-process (``FaultyEngine(mode)``) and as a JSON-lines process
(``python faulty_engine.py MODE [SECONDS] [--fork PIDFILE]``). Modes: raise,
hang (for SECONDS, default an hour), garbage, wrong_type, wrong_id, crash,
huge, deep (a reply nested too deeply to parse), bigint (an id of 5000
digits), nested (a reply nested 200 levels), dead (answers ``hello``, then
hangs on ``open``), stderr_flood and stderr_line (not faults: stderr must be
drained, in bounded memory). ``--fork PIDFILE``: the process first starts a
``sleep`` child that shares its stdout and stderr, and appends its own pid
and the child's to PIDFILE.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Mapping

from croupier.conformance.adapter import Engine, EngineAdapter, Table
from croupier.conformance.craps.reference import ReferenceCraps

MODES = ("raise", "hang", "garbage", "wrong_type", "wrong_id", "crash", "huge", "deep", "bigint", "nested", "dead",
         "stderr_flood", "stderr_line")
HANG = 3600.0


def nested(depth: int) -> Any:
    value: Any = "bottom"
    for _ in range(depth):
        value = [value]
    return value


def alive(pid: int) -> bool:
    """Whether ``pid`` is a live process: ``os.kill(pid, 0)`` does not raise, and it is no zombie (an ended process
    whose parent has not reaped it; an init that does not reap, as in some containers, leaves them)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):  # no /proc: os.kill's word is the last
        return True
    return state != "Z"


class FaultyTable(Table):
    def __init__(self, inner: Table, mode: str) -> None:
        self.inner, self.mode = inner, mode

    def event(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        out = self.inner.event(event)
        if event.get("type") != "throw":
            return out
        if self.mode == "raise":
            raise RuntimeError("the engine's dice reader failed")
        if self.mode == "hang":
            time.sleep(HANG)
        if self.mode in ("garbage", "deep", "bigint"):
            line = {"garbage": "DEBUG: rolled the dice",
                    "deep": '{"id":1,"type":"outcomes","outcomes":' + "[" * 1000 + "]" * 1000 + "}",
                    "bigint": '{"id":' + "9" * 5000 + ',"type":"outcomes","outcomes":[]}'}[self.mode]
            sys.stdout.write(line + "\n")
            sys.stdout.flush()
        if self.mode == "wrong_type":
            return [{**o, "amount": 1000} if "amount" in o else o for o in out] or [{"type": "settlement", "amount": 5}]
        if self.mode == "crash":
            os._exit(3)
        if self.mode == "huge":
            return out + [{"type": "notice", "what": "x" * (2 << 20), "clauses": []}]
        if self.mode == "nested":
            return out + [{"type": "notice", "what": "deep", "clauses": [], "detail": nested(200)}]
        if self.mode == "stderr_flood":
            sys.stderr.write("log line\n" * 200_000)
            sys.stderr.flush()
        if self.mode == "stderr_line":  # 64 MiB without a line end, then a line
            chunk = "y" * (1 << 20)
            for _ in range(64):
                sys.stderr.write(chunk)
            sys.stderr.write("\nafter the long line\n")
            sys.stderr.flush()
        return out

    def state(self) -> dict[str, Any]:
        return self.inner.state()


class FaultyEngine(Engine):
    name = "faulty"
    reports = ("clauses", "state", "notices", "markers")

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.ref = ReferenceCraps()

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        if self.mode == "dead":
            time.sleep(HANG)
        return FaultyTable(self.ref.open(game, profile), self.mode)


class DeadEngine(FaultyEngine):
    """Answers ``hello``, then never again (``--impl faulty_engine:DeadEngine``)."""

    def __init__(self) -> None:
        super().__init__("dead")


class WrongIdAdapter(EngineAdapter):
    def request(self, m: dict[str, Any]) -> dict[str, Any]:
        r = super().request(m)
        if m.get("type") == "event" and (m.get("event") or {}).get("type") == "throw":
            r["id"] = r["id"] + 1000
        return r


def adapter(mode: str) -> EngineAdapter:
    return (WrongIdAdapter if mode == "wrong_id" else EngineAdapter)(FaultyEngine(mode))


def main(argv: list[str]) -> int:
    global HANG
    from croupier.conformance.jsonlines import serve

    args = list(argv)
    if "--fork" in args:
        at = args.index("--fork")
        pidfile = args[at + 1]
        del args[at:at + 2]
        child = subprocess.Popen(["sleep", "60"])  # shares stdout and stderr
        with open(pidfile, "a", encoding="utf-8") as f:
            f.write(f"{os.getpid()}\n{child.pid}\n")
    if len(args) > 1:
        HANG = float(args[1])
    return serve(adapter(args[0]))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
