"""Citations: code declares the clauses it implements, and every id resolves at import.

``@cites("pa:623a.3(a)(1)(i)(A)")`` records the ids on the function
(``fn.__clauses__``) and in :data:`REGISTRY`; an id that no spec file has
raises :class:`UnknownClause` when the module is imported, just as a dangling
``:clause:`` role fails the docs build.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Callable, TypeVar

from croupier.spec import all_clause_ids

__all__ = ["REGISTRY", "UnknownClause", "check", "cites", "citing"]

F = TypeVar("F", bound=Callable[..., Any])

#: clause id -> qualified names of the code that cites it
REGISTRY: dict[str, list[str]] = defaultdict(list)


class UnknownClause(LookupError):
    """Code cites a clause id that no spec file defines."""


def check(*ids: str) -> tuple[str, ...]:
    """Return ``ids`` unchanged if every one is a known clause; raise :class:`UnknownClause` otherwise."""
    known = all_clause_ids()
    missing = [c for c in ids if c not in known]
    if missing:
        raise UnknownClause(f"not in spec/: {', '.join(missing)}")
    return ids


def cites(*ids: str) -> Callable[[F], F]:
    """Declare that the decorated function or class implements clauses ``ids``."""
    check(*ids)

    def mark(obj: F) -> F:
        name = f"{obj.__module__}.{obj.__qualname__}"
        existing = tuple(getattr(obj, "__clauses__", ()))
        obj.__clauses__ = existing + tuple(c for c in ids if c not in existing)  # type: ignore[attr-defined]
        for c in ids:
            if name not in REGISTRY[c]:
                REGISTRY[c].append(name)
        return obj

    return mark


def citing(cid: str) -> tuple[str, ...]:
    """The qualified names of the code that cites ``cid``."""
    return tuple(REGISTRY.get(cid, ()))
