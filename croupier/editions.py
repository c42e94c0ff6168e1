"""What changed between two editions: one function for ``croupier diff`` and the docs' edition pages.

``diff(a, b)`` pairs the clauses of two rulesets by provision: the same id, or the id the newer edition gives a
renumbered provision (``Ruleset.renumbered``, composed along the ``derives_from`` chain, across chapters too:
``pa-621a@2012`` -> ``md-paigow@1.1``, ``pa-541@2010t`` -> ``pa-627a@2013p``). A pair is *changed* when any of its
fields differs, and a renumbered pair says which fields differ as well, so a provision that moved *and* changed in
substance (a tile standard that becomes Maryland's COMAR reference) is not reported as a mere move. The ``refs`` of
a renumbered provision are compared after mapping the old references to their new numbers.

Two rulesets neither of which derives from the other, and not of one chapter, are *unrelated*: their ids never
pair, and :func:`diff` refuses them unless asked (``unrelated=True``), since comparing two games clause by clause
says nothing.
"""

from __future__ import annotations

from typing import Optional

import attrs

from croupier import spec

__all__ = ["DIFFERENCES", "SUBSTANCE", "Changed", "EditionDiff", "Unrelated", "diff", "lineage", "related"]

#: the fields compared, in the order they are reported
DIFFERENCES = ("kind", "title", "summary", "numbers", "refs", "note")
#: the fields whose difference may be one of substance (a title or our note differing is wording only)
SUBSTANCE = frozenset({"kind", "summary", "numbers", "refs"})


class Unrelated(ValueError):
    """Two rulesets of different chapters, neither derived from the other."""


@attrs.frozen
class Changed:
    """One provision in both editions: its id in each (equal unless renumbered) and the fields that differ."""

    was: str
    now: str
    what: tuple[str, ...]

    @property
    def renumbered(self) -> bool:
        return self.was != self.now

    @property
    def in_substance(self) -> bool:
        """Whether a field of :data:`SUBSTANCE` differs (not only the title or our note)."""
        return bool(SUBSTANCE & set(self.what))


@attrs.frozen
class EditionDiff:
    """Every difference between ruleset ``old`` and ruleset ``new``."""

    old: str
    new: str
    related: bool
    added: tuple[str, ...]
    removed: tuple[str, ...]
    #: every provision renumbered between the two, changed or not
    renumbered: tuple[Changed, ...]
    #: every provision under the same id whose fields differ
    changed: tuple[Changed, ...]

    @property
    def renumbered_changed(self) -> tuple[Changed, ...]:
        """The renumbered provisions whose kind, summary, numbers or references differ too."""
        return tuple(c for c in self.renumbered if c.in_substance)

    def counts(self) -> str:
        """The one-line count the CLI and the docs both print."""
        return (f"{len(self.added)} added, {len(self.removed)} removed, {len(self.renumbered)} renumbered "
                f"({len(self.renumbered_changed)} of them changed: kind, summary, numbers or references), "
                f"{len(self.changed)} changed")


def lineage(rid: str) -> list[str]:
    """``rid`` and the rulesets it derives from, newest first."""
    out = [rid]
    while spec.ruleset(out[-1]).derives_from and spec.ruleset(out[-1]).derives_from not in out:
        out.append(spec.ruleset(out[-1]).derives_from)
    return out


def related(a: str, b: str) -> bool:
    """Whether one of the rulesets derives from the other, or both are editions of one chapter."""
    ra, rb = spec.ruleset(a), spec.ruleset(b)
    return a in lineage(b) or b in lineage(a) or (ra.jurisdiction, ra.chapter) == (rb.jurisdiction, rb.chapter)


def _forward(cid: str, new: spec.Ruleset) -> Optional[str]:
    """``new``'s id for the provision an older edition's ``cid`` names, following renumberings; ``None`` if gone."""
    seen = {cid}
    while cid not in new.clauses:
        nxt = new.renumbered.get(cid)
        if nxt is None or nxt in seen:
            return None
        seen.add(nxt)
        cid = nxt
    return cid


def _fields(a: spec.Clause, b: spec.Clause, moved: dict[str, str]) -> tuple[str, ...]:
    refs_a = tuple(moved.get(r, r) for r in a.refs)
    differs = {"kind": a.kind != b.kind, "title": a.title != b.title, "summary": a.summary != b.summary,
               "numbers": dict(a.numbers) != dict(b.numbers), "refs": refs_a != b.refs, "note": a.note != b.note}
    return tuple(f for f in DIFFERENCES if differs[f])


def diff(a: str, b: str, unrelated: bool = False) -> EditionDiff:
    """The differences from ruleset ``a`` to ruleset ``b`` (either may be the older; renumberings are read from
    whichever derives from the other). Raises :class:`Unrelated` for unrelated rulesets unless ``unrelated``, and
    ``spec.SpecError`` for an unknown ruleset."""
    old, new = spec.ruleset(a), spec.ruleset(b)
    linked = related(a, b)
    if not linked and not unrelated:
        raise Unrelated(f"{a} and {b} are not editions of one chapter and neither derives from the other: "
                        "nothing pairs their clauses (compare them anyway with --unrelated)")
    # old id -> new id for the provisions that moved, read from the edition that derives from the other
    if b in lineage(a) and a != b:  # comparing backwards: a derives from b
        back = {o: n for o in new.clauses if (n := _forward(o, old)) is not None and n != o}
        moved = {n: o for o, n in back.items()}
    else:
        moved = {o: n for o in old.clauses if (n := _forward(o, new)) is not None and n != o} if linked else {}
    renumbered, changed = [], []
    for o, n in moved.items():
        if o in new.clauses:
            continue  # the old id lives on in the new edition as another provision: not a move
        renumbered.append(Changed(o, n, _fields(old[o], new[n], moved)))
    targets = {c.now for c in renumbered}
    for cid in old.clauses:
        if cid in new.clauses:
            what = _fields(old[cid], new[cid], moved)
            if what:
                changed.append(Changed(cid, cid, what))
    movers = {c.was for c in renumbered}
    added = tuple(c for c in new.clauses if c not in old.clauses and c not in targets)
    removed = tuple(c for c in old.clauses if c not in new.clauses and c not in movers)
    key = spec._sort_key
    return EditionDiff(a, b, linked, added, removed, tuple(sorted(renumbered, key=lambda c: key(c.was))),
                       tuple(sorted(changed, key=lambda c: key(c.was))))
