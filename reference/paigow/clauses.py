"""Which clause of each Pai Gow edition says what a clause of 621a says.

The model states each rule once, in the numbers of the default edition, 58 Pa. Code chapter 621a as adopted in
2012 (``pa-621a@2012``). The spec writes the other two editions as deltas that renumber every provision they
carry: the 2012 chapter renumbers the 2010 temporary chapter 535 (``pa-621a@2012`` derives from ``pa-535@2010t``),
and Maryland's rules (``md-paigow@1.1``, not yet in spec/) will renumber 621a. So the map between the editions is
the spec's own data: :func:`local` reads it, and a provision an edition lacks (the RNG of 621a.6(a)(1) and the
12 hour tile change of 621a.3(b) in 535) has no counterpart there.

``cites_editions`` is ``@cites`` for code that states a shared rule: it records the 621a ids and their counterparts
in every edition, so each edition's traceability matrix finds its code.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Mapping, Optional, TypeVar

from croupier import spec
from croupier.spec.citations import cites

__all__ = ["BASE", "EDITIONS", "cites_editions", "counterpart", "items", "local"]

F = TypeVar("F", bound=Callable[..., Any])

#: the edition whose numbers the model cites
BASE = "pa-621a@2012"
#: the modelled editions: the default first
EDITIONS = ("pa-621a@2012", "pa-535@2010t", "md-paigow@1.1")


@functools.cache
def _to(rid: str) -> Mapping[str, str]:
    """621a id -> the id edition ``rid`` uses for the same provision, for every 621a id it carries."""
    base = spec.ruleset(BASE)
    if rid == BASE:
        return {cid: cid for cid in base.clauses}
    rs = spec.ruleset(rid)
    if rid == spec.ruleset(BASE).derives_from:  # the older chapter 621a renumbered
        back = {new: old for old, new in base.renumbered.items() if old in rs.clauses}
        return {cid: back[cid] for cid in base.clauses if cid in back}
    return {cid: rs.renumbered[cid] for cid in base.clauses if rs.renumbered.get(cid) in rs.clauses}


def counterpart(cid: str, rid: str) -> Optional[str]:
    """The id under which edition ``rid`` states the provision 621a states at ``cid``; ``None`` if it has none."""
    return _to(rid).get(cid)


def local(rid: str, cid: str) -> str:
    """:func:`counterpart`, for a provision the edition is known to have (:class:`KeyError` otherwise)."""
    to = counterpart(cid, rid)
    if to is None:
        raise KeyError(f"{rid} has no counterpart of {cid}")
    return to


@functools.cache
def _items(rid: str, cid: str) -> tuple[str, ...]:
    """The units edition ``rid`` prints inside its counterpart ``cid`` of a 621a provision without a 621a unit of
    their own: where Maryland splits a 621a paragraph into items (621a.9(o) into ch. 9 P(1)-(8)), the code that
    states the paragraph states each item."""
    own = set(_to(rid).values())
    rs = spec.ruleset(rid)
    return tuple(c for c in rs.clauses if c.startswith(cid + "(") and c not in own
                 and not any(c.startswith(o + "(") and o.startswith(cid + "(") for o in own))


def items(rid: str, cid: str, *suffixes: str) -> tuple[str, ...]:
    """The items of edition ``rid``, inside its counterpart of the 621a provision ``cid``, that decide an outcome
    (``suffixes`` such as ``"(1)"``, the numbering under the counterpart): an outcome cites the most specific unit.
    An edition that prints no such items (621a itself, 535) keeps ``cid``."""
    to = counterpart(cid, rid)
    if to is None:
        return (cid,)
    own = _items(rid, to)
    found = tuple(to + x for x in suffixes if to + x in own)
    return found or (cid,)


def cites_editions(*ids: str) -> Callable[[F], F]:
    """``@cites`` the 621a ``ids`` and their counterparts in every modelled edition, with the items an edition
    prints inside a counterpart that have no 621a unit of their own."""
    every: list[str] = list(ids)
    for rid in EDITIONS[1:]:
        for c in (counterpart(cid, rid) for cid in ids):
            if c is not None:
                every += [c, *_items(rid, c)]
    return cites(*dict.fromkeys(every))
