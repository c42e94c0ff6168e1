"""A reference engine that misbehaves on the first throw, in one chosen way (fault injection).

Used in-process (``FaultyEngine(mode)``) and as a JSON-lines process
(``python faulty_engine.py MODE``). Modes: raise, hang, garbage, wrong_type,
wrong_id, crash, huge, stderr_flood (not a fault: stderr must be drained).
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any, Mapping

from croupier.conformance.adapter import Engine, EngineAdapter, Table
from croupier.conformance.craps.reference import ReferenceCraps

MODES = ("raise", "hang", "garbage", "wrong_type", "wrong_id", "crash", "huge", "stderr_flood")


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
            time.sleep(3600)
        if self.mode == "garbage":
            sys.stdout.write("DEBUG: rolled the dice\n")
            sys.stdout.flush()
        if self.mode == "wrong_type":
            return [{**o, "amount": 1000} if "amount" in o else o for o in out] or [{"type": "settlement", "amount": 5}]
        if self.mode == "crash":
            os._exit(3)
        if self.mode == "huge":
            return out + [{"type": "notice", "what": "x" * (2 << 20), "clauses": []}]
        if self.mode == "stderr_flood":
            sys.stderr.write("log line\n" * 200_000)
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
        return FaultyTable(self.ref.open(game, profile), self.mode)


class WrongIdAdapter(EngineAdapter):
    def request(self, m: dict[str, Any]) -> dict[str, Any]:
        r = super().request(m)
        if m.get("type") == "event" and (m.get("event") or {}).get("type") == "throw":
            r["id"] = r["id"] + 1000
        return r


def adapter(mode: str) -> EngineAdapter:
    return (WrongIdAdapter if mode == "wrong_id" else EngineAdapter)(FaultyEngine(mode))


if __name__ == "__main__":
    from croupier.conformance.jsonlines import serve

    raise SystemExit(serve(adapter(sys.argv[1])))
