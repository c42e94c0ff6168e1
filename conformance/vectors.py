"""Vector files: deterministic cases (events from ``open`` with expected outcomes) replayed without Hypothesis.

A vector file holds one profile and many cases. Each case starts from a freshly
opened table and reaches its state only through events. Each step holds the
event, the reference's outcomes (``null`` for a malformed event, which must be
refused), the clauses that decided them and the observable state after it. A
replay file written for a failure is a vector file with one case.
"""

from __future__ import annotations

import fnmatch

import json
from pathlib import Path
from typing import Any, Iterable, Optional

from croupier.conformance.compare import OrderRule
from croupier.conformance.protocol import PROTOCOL, ProtocolError, validate
from croupier.conformance.runner import MAX_FAULTS, Failure, Fault, Findings, Side, judge

__all__ = ["FORMAT", "dump", "load", "run_document"]

FORMAT = "croupier-vectors/1"
Message = dict[str, Any]


def load(path: str | Path) -> Message:
    """Read and check a vector file; a malformed one is a :class:`ProtocolError` naming the file and field."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ProtocolError(str(path), f"not a readable JSON file: {e}") from None
    try:
        validate("vectors", data)
    except ProtocolError as e:
        raise ProtocolError(f"{path}: {e.field}", e.reason) from None
    if data["format"] != FORMAT:
        raise ProtocolError(f"{path}: format", f"this runner reads {FORMAT}, not {data['format']}")
    return data  # type: ignore[no-any-return]


def dump(data: Message, path: str | Path) -> None:
    """Write a vector file: the header, then one case per line (stable, diff-friendly)."""
    head = {k: v for k, v in data.items() if k != "cases"}
    lines = ["{" + json.dumps(head, sort_keys=False)[1:-1] + ',\n "cases": [']
    cases = [json.dumps(c, separators=(",", ":")) for c in data["cases"]]
    lines.append(",\n".join("  " + c for c in cases))
    lines.append(" ]}\n")
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_text("\n".join(lines), encoding="utf-8")


def _placed_kinds(case: Message) -> set[str]:
    return {str(s["event"].get("bet", "")).split(" ")[0] for s in case["steps"]
            if s["event"].get("type") == "place" and s.get("expect") is not None and not any(
                o.get("type") == "rejected" for o in s["expect"])}


def matches(case_id: str, patterns: Iterable[str]) -> bool:
    """Whether a case id is one of ``patterns``: exact ids, or shell-style globs (``*-dont_pass-void-*``)."""
    return any(case_id == p or fnmatch.fnmatchcase(case_id, p) for p in patterns)


def run_document(side: Side, data: Message, source: str = "", only: Optional[Iterable[str]] = None,
                 stop_early: bool = False) -> Findings:
    """Replay every case of one vector file against ``side``; stop each case at its first failure (and the whole
    file there, with ``stop_early``).

    After :data:`~croupier.conformance.runner.MAX_FAULTS` faults, or once the implementation is dead, the remaining
    cases are not run: ``Findings.not_run`` says how many, and why (INTERPRETING.md 6).
    """
    found = Findings()
    order, fields = _rules(data.get("game"))
    patterns = list(only) if only is not None else None
    name = data.get("profile_name", source)
    chosen = [(n, case) for n, case in enumerate(data["cases"]) if patterns is None or matches(case["id"], patterns)]
    faults = 0
    for done, (n, case) in enumerate(chosen):
        if faults >= MAX_FAULTS or side.dead:
            why = side.why_dead() if side.dead else f"{faults} faults in this file"
            found.not_run[f"{name}: vectors"] = f"{len(chosen) - done} of {len(chosen)} cases: {why}"
            break
        table = f"v{n}-{case['id']}"[:64]
        try:
            r = side.call({"type": "open", "table": table, "game": data["game"], "profile": data["profile"]})
        except Fault as f:
            faults += 1
            found.failures.append(Failure("fault", name, f"{f.kind}: {f.detail} (opening the table)", [], None, None, (),
                                          stderr=_stderr(side), found_by=f"vectors:{case['id']}",
                                          traceback=f.traceback))
            continue
        if r["type"] == "unsupported":
            found.not_applicable[name] = f"{r.get('field')}: {r.get('reason')}"
            return found
        if r["type"] != "opened":
            faults += 1
            found.failures.append(Failure("fault", name, f"open refused: {r.get('reason')}", [], None, None, (),
                                          found_by=f"vectors:{case['id']}"))
            continue
        offered = r.get("wagers")
        if offered is not None and not _placed_kinds(case) <= set(offered):
            _close(side, table)
            continue  # the case needs a wager this implementation does not offer
        found.cases += 1
        events: list[Message] = []
        faulted = False
        for st in case["steps"]:
            events.append(st["event"])
            expected = st["expect"]
            clauses = tuple(st.get("clauses", ()))
            try:
                cmp, actual = judge(side, table, st["event"], expected, st.get("state"), order, fields)
            except Fault as f:
                faults += 1
                found.failures.append(Failure("fault", name, f"{f.kind}: {f.detail}", list(events), expected, None,
                                              clauses, stderr=_stderr(side), found_by=f"vectors:{case['id']}",
                                              traceback=f.traceback))
                faulted = True
                break
            found.steps += 1
            found.record(cmp)
            if not cmp.ok:
                found.failures.append(Failure("mismatch", name, f"[{case['id']}] {cmp.problem}", list(events), expected,
                                              actual, clauses, found_by=f"vectors:{case['id']}",
                                              blamed={c: tuple(sorted(a)) for c, a in cmp.blamed.items()}))
                break
        if not faulted:  # after a fault the table is gone: the process was restarted, or the table dropped
            _close(side, table)
        if stop_early and found.failures:
            break
    return found


def _rules(game: Any) -> tuple[tuple[OrderRule, ...], dict[str, tuple[str, ...]]]:
    """The order rules and state-field clauses of the suite that covers the protocol ``game`` (none if unknown)."""
    from croupier.conformance.games import suite_for

    try:
        g = suite_for(str(game))
    except KeyError:
        return (), {}
    return g.order, dict(g.state_clauses)


def _close(side: Side, table: str) -> None:
    try:
        side.call({"type": "close", "table": table})
    except Fault:
        pass


def _stderr(side: Side) -> str:
    return str(getattr(side.impl, "stderr_tail", lambda: "")())


def document(game: str, ruleset: str, profile_name: str, profile: Message, source: str,
             cases: list[Message]) -> Message:
    """A vector file's contents."""
    return {"format": FORMAT, "protocol": PROTOCOL, "game": game, "ruleset": ruleset, "profile_name": profile_name,
            "profile": profile, "source": source, "cases": cases}
