"""What an equipment check finds: one verdict per clause, and the plain-text report (any game)."""

from __future__ import annotations

import enum

import attrs

__all__ = ["Finding", "Status", "Verdict", "format_report", "unmet", "verdict"]


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
