"""Values read from profile and equipment files: each parser returns the typed value or raises ``ValueError``
saying what the field must be (the caller names the field and its clause)."""

from __future__ import annotations

import enum
from typing import Any, Callable, Optional, TypeVar

import attrs

from croupier import spec

__all__ = ["amount", "boolean", "count", "one_of", "options_against_spec"]

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


#: how a default shows in tables.toml: (its allowed values, or None not to compare them; the default as written)
Shown = Optional[tuple[Optional[list[str]], str]]


def options_against_spec(config: type, game: str, shown: Callable[[Any], Shown]) -> list[str]:
    """Differences between ``spec/<game>/tables.toml``'s options and the ``config`` attrs class's option fields.

    A field is an option when its metadata names one (``option``, ``clause``). ``shown(default)`` gives the
    values and the default as tables.toml writes them, or ``None`` when the default cannot be compared.
    """
    problems: list[str] = []
    options = {o["name"]: o for o in spec.tables(game)["option"]}
    for f in attrs.fields(config):
        name = f.metadata.get("option")
        if name is None:
            continue
        o = options.pop(name, None)
        if o is None:
            problems.append(f"{config.__name__}.{f.name} has no option in tables.toml")
            continue
        if o["clause"] != f.metadata["clause"]:
            problems.append(f"{name}: clause {o['clause']} in tables.toml, {f.metadata['clause']} in code")
        s = shown(f.default)
        if s is None:
            continue
        values, default = s
        if values is not None and sorted(o["values"]) != sorted(values):
            problems.append(f"{name}: values {o['values']} in tables.toml, {values} in code")
        if o["default"] != default:
            problems.append(f"{name}: default {o['default']!r} in tables.toml, {default!r} in code")
    for name in options:
        problems.append(f"option {name} in tables.toml has no {config.__name__} field")
    return problems
