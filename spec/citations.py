"""Citations: code declares the clauses it implements, and every id resolves at import.

``@cites("pa:623a.3(a)(1)(i)(A)")`` records the ids on the function
(``fn.__clauses__``) and in :data:`REGISTRY`; an id that no spec file has
raises :class:`UnknownClause` when the module is imported, just as a dangling
``:clause:`` role fails the docs build. A clause found only in rulesets whose
status is ``reserved`` (a section rescinded and kept as "(Reserved)") is refused
too, with :class:`ReservedClause`: it is never cited as normative.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from typing import Any, Callable, TypeVar

from croupier.spec import all_clause_ids, ruleset, ruleset_ids

__all__ = ["REGISTRY", "ReservedClause", "UnknownClause", "check", "cites", "citing", "reserved"]

F = TypeVar("F", bound=Callable[..., Any])

#: clause id -> qualified names of the code that cites it
REGISTRY: dict[str, list[str]] = defaultdict(list)


class UnknownClause(LookupError):
    """Code cites a clause id that no spec file defines."""


class ReservedClause(UnknownClause):
    """Code cites a clause that exists only as a rescinded, reserved section: it has no normative content."""


@functools.cache
def _reserved_only() -> frozenset[str]:
    """The clause ids that only ``reserved`` rulesets have."""
    held = {cid for rid in ruleset_ids() if ruleset(rid).status != "reserved" for cid in ruleset(rid).clauses}
    return frozenset(cid for rid in ruleset_ids() if ruleset(rid).status == "reserved"
                     for cid in ruleset(rid).clauses if cid not in held)


def reserved(cid: str) -> bool:
    """Whether every edition that has ``cid`` is a ``reserved`` ruleset (a rescinded section kept as "(Reserved)")."""
    return cid in _reserved_only()


def check(*ids: str) -> tuple[str, ...]:
    """Return ``ids`` unchanged if every one is a known clause that some non-reserved edition has; raise
    :class:`UnknownClause` for an unknown id, :class:`ReservedClause` for a rescinded, reserved one."""
    known = all_clause_ids()
    missing = [c for c in ids if c not in known]
    if missing:
        raise UnknownClause(f"not in spec/: {', '.join(missing)}")
    gone = [c for c in ids if reserved(c)]
    if gone:
        raise ReservedClause(f"{', '.join(gone)}: reserved (the section is rescinded and kept only as "
                             f"\"(Reserved)\"); it cannot be cited as normative")
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
