"""Values read from profile and equipment files: each parser returns the typed value or raises ``ValueError``
saying what the field must be (the caller names the field and its clause)."""

from __future__ import annotations

import enum
from typing import Any, Callable, TypeVar

__all__ = ["amount", "boolean", "count", "one_of"]

EnumT = TypeVar("EnumT", bound=enum.Enum)


def one_of(e: type[EnumT]) -> Callable[[Any], EnumT]:
    """A parser for the values of enumeration ``e``."""

    def parse(v: Any) -> EnumT:
        try:
            return e(v)
        except ValueError:
            raise ValueError(f"must be one of {', '.join(repr(m.value) for m in e)}, not {v!r}") from None

    return parse


def boolean(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"must be true or false, not {v!r}")
    return v


def amount(v: Any) -> int:
    """A positive whole number of cents."""
    if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
        raise ValueError(f"must be a positive whole number of cents, not {v!r}")
    return v


def count(v: Any) -> int:
    """A whole number, zero included."""
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise ValueError(f"must be a whole number, zero or more, not {v!r}")
    return v
