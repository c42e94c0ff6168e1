"""Three kinds of error, each a subclass of the builtin it resembles.

icontract's ``ViolationError`` is not among them: it means the *model* is wrong,
and nothing catches it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

__all__ = ["ConfigError", "CroupierError", "MalformedEvent", "Problem", "RuleViolation", "UnreadableFile", "read_toml",
           "refuse"]


class CroupierError(Exception):
    """Base of every error croupier raises on purpose."""


@attrs.define(kw_only=True)
class RuleViolation(CroupierError, ValueError):
    """A well-formed event that the rules forbid now; ``clause`` is the rule at fault."""

    clause: str
    reason: str

    def __str__(self) -> str:
        return f"{self.clause}: {self.reason}"


def refuse(clause: str, reason: str) -> RuleViolation:
    """The rules forbid this now: ``raise refuse("pa:623a.4(c)(1)", "...")``."""
    return RuleViolation(clause=clause, reason=reason)


@attrs.define
class Problem:
    """One thing wrong with a configuration: the field, the clause, and why."""

    field: str
    clause: str
    reason: str

    def __str__(self) -> str:
        return f"{self.field}: {self.reason} ({self.clause})"


class ConfigError(CroupierError, ValueError):
    """An illegal election or reading; lists *all* problems, each with its clause."""

    def __init__(self, problems: list[Problem], source: str = "") -> None:
        self.problems = problems
        self.source = source
        head = f"{source}: " if source else ""
        super().__init__(head + "; ".join(str(p) for p in problems))


class UnreadableFile(ConfigError):
    """The file itself is refused (missing, not a regular file, too large, not UTF-8 TOML, nested too deep, empty):
    nothing in it was judged; its one problem's field is ``(file)``."""


class MalformedEvent(CroupierError, TypeError):
    """Not an event at all: a wrong type, a missing field, a die showing 7."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"{field}: {reason}")


def read_toml(path: str | Path, clause: str) -> dict[str, Any]:
    """Read a TOML file a user wrote, through the one reader of :mod:`croupier.reference.inputs`; a file it refuses is an
    :class:`UnreadableFile` naming it (``clause``: what the file is read under)."""
    from croupier.reference.inputs import InputError, load_toml

    try:
        return load_toml(path)
    except InputError as e:
        raise UnreadableFile([Problem("(file)", clause, e.reason)], e.source) from None
