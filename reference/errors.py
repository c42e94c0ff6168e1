"""Three kinds of error, each a subclass of the builtin it resembles.

icontract's ``ViolationError`` is not among them: it means the *model* is wrong,
and nothing catches it.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import attrs

__all__ = ["ConfigError", "CroupierError", "MalformedEvent", "Problem", "RuleViolation", "read_toml", "refuse"]


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


class MalformedEvent(CroupierError, TypeError):
    """Not an event at all: a wrong type, a missing field, a die showing 7."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"{field}: {reason}")


def read_toml(path: str | Path, clause: str) -> dict[str, Any]:
    """Read a TOML file a user wrote; an unreadable or malformed file is a :class:`ConfigError` naming it."""
    path = Path(path)
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise ConfigError([Problem("(file)", clause, f"not valid TOML: {e}")], str(path)) from None
    except OSError as e:
        raise ConfigError([Problem("(file)", clause, str(e))], str(path)) from None
