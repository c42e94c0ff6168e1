"""What an equipment check finds: one verdict per clause, and the plain-text report (any game)."""

from __future__ import annotations

import enum
from typing import Mapping, Sequence

import attrs

__all__ = ["Finding", "Status", "Verdict", "children", "equipment_clauses", "format_report", "heading",
           "not_applicable", "short", "unmet", "verdict"]


class Status(enum.Enum):
    """A clause's verdict on a description."""

    PASS = "pass"
    FAIL = "fail"
    NOT_APPLICABLE = "not applicable"  #: the table does not offer what the clause is about


@attrs.frozen(slots=False)
class Finding:
    """One clause's verdict, with what decided it."""

    clause: str
    status: Status
    detail: str

    @property
    def ok(self) -> bool:
        """True unless the clause failed (NOT_APPLICABLE is not a failure)."""
        return self.status is not Status.FAIL


Verdict = tuple[Status, str]


def verdict(problems: list[str], ok: str) -> Verdict:
    """A clause fails with its problems joined, or passes saying ``ok``."""
    return (Status.FAIL, "; ".join(problems)) if problems else (Status.PASS, ok)


def not_applicable(why: str) -> Verdict:
    """The clause is about something the table does not use, for the reason given."""
    return Status.NOT_APPLICABLE, why


def short(cid: str) -> str:
    """A clause id without its jurisdiction: ``"pa:663a.3(a)"`` -> ``"663a.3(a)"``."""
    return cid.split(":", 1)[-1]


def equipment_clauses(rules: object) -> list[str]:
    """The ids of an edition's equipment clauses (``rules``: a :class:`croupier.spec.Ruleset`), in its order."""
    clauses: Mapping[str, object] = getattr(rules, "clauses")
    return [c for c, x in clauses.items() if getattr(x, "kind") == "equipment"]


def children(head: str, got: Mapping[str, Verdict]) -> list[str]:
    """The clauses in ``got`` directly under ``head``: one more level of the id."""
    return [c for c in got if c.startswith(head + "(") and c.count("(") == head.count("(") + 1]


def heading(head: str, got: Mapping[str, Verdict], under: Sequence[str], parts: str = "paragraphs") -> Verdict:
    """A heading's verdict from its own requirement (if ``got`` has one) and its ``under`` clauses': not applicable
    when its own is, or when it has none and none of theirs applies; else failing with what fails."""
    own = got.get(head)
    if own is not None and own[0] is Status.NOT_APPLICABLE:
        return own
    if own is None and under and all(got[c][0] is Status.NOT_APPLICABLE for c in under):
        return not_applicable("none of its paragraphs applies")
    failing = [short(c) for c in under if got[c][0] is Status.FAIL]
    problems = ([own[1]] if own is not None and own[0] is Status.FAIL else []) + (
        [f"fails through {', '.join(failing)}"] if failing else [])
    return verdict(problems, (f"{own[1]}; " if own is not None else "") + f"its {len(under)} {parts} pass or do not "
                                                                           "apply")


def unmet(pairs: tuple[tuple[str, bool], ...]) -> list[str]:
    """The problems whose fact is false: each pair is (the problem, the fact a description declares)."""
    return [w for w, ok in pairs if not ok]


def format_report(findings: list[Finding]) -> str:
    """A plain-text table, one line per clause (clause, status, detail), then the totals."""
    head = ("clause", "status", "detail")
    rows = [(f.clause, f.status.value, f.detail) for f in findings]
    w0 = max(len(r[0]) for r in [head, *rows])
    w1 = max(len(r[1]) for r in [head, *rows])
    lines = [f"{a:<{w0}}  {b:<{w1}}  {c}".rstrip() for a, b, c in [head, *rows]]
    lines.insert(1, f"{'-' * w0}  {'-' * w1}  {'-' * len(head[2])}")
    count = {s: sum(1 for f in findings if f.status is s) for s in Status}
    lines.append(
        f"{count[Status.PASS]} pass, {count[Status.FAIL]} fail, {count[Status.NOT_APPLICABLE]} not applicable"
    )
    return "\n".join(lines)
