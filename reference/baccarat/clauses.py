"""Which clause of each baccarat chapter says what a Minibaccarat clause says.

The three chapters are written section for section alike (baccarat.md section
1.5), so the model states each rule once, citing Minibaccarat's numbers
(541, and 627a for the 2013 additions), and :func:`counterpart` gives the
number the same rule has in the chapter in play. Where the chapters differ the
map says so: a Minibaccarat provision Midibaccarat does not have maps to
``None`` (the batch shuffler, the idle-table respread, the continuous shuffler,
541.9(d)'s ban on handling cards), and one whose number Midibaccarat gives to
something else is left out rather than renamed (543.3(b) replaces the decks
where 541.3(b) has the shuffler's batches). The 2013 delta then renames what
it renumbers (:attr:`~croupier.spec.Ruleset.renumbered`).

``cites_family`` is ``@cites`` for code that states a shared rule: it records
the Minibaccarat ids and every counterpart the modelled chapters have, so the
traceability matrix of each chapter finds its code.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Callable, Mapping, Optional, TypeVar

from croupier import spec
from croupier.spec.citations import cites

__all__ = ["MODELLED", "cites_family", "counterpart", "renaming"]

F = TypeVar("F", bound=Callable[..., Any])

#: the chapters the model plays, by ruleset
MODELLED = ("pa-541@2010t", "pa-627a@2013p", "pa-543@2010t", "pa-629a@2013p")

#: Minibaccarat provisions with no counterpart in Midibaccarat (543.3(b) is new decks, not the shuffler's batches)
_NOT_IN_MIDI = re.compile(r"pa:541\.(3\(b\)|3\(c\)|4\(d\)|5\(h\)|9\(d\)|15)|pa:627a\.(8\(e\)|12\(f\))")

#: the 2013 Minibaccarat numbers whose Midibaccarat counterpart is not the same number in 629a
_MIDI_2013 = {
    "pa:627a.8(d)": "pa:629a.8(c)(3)",
    "pa:627a.8(d)(1)": "pa:629a.8(c)(3)(i)",
    "pa:627a.8(d)(1)(i)": "pa:629a.8(c)(3)(i)(A)",
    "pa:627a.8(d)(1)(ii)": "pa:629a.8(c)(3)(i)(B)",
    "pa:627a.8(d)(2)": "pa:629a.8(c)(3)(ii)",
    "pa:627a.12(g)": "pa:629a.12(h)",
}


def counterpart(cid: str, chapter: str) -> Optional[str]:
    """The id under which ``chapter`` (541, 627a, 543 or 629a) states the provision Minibaccarat states at ``cid``,
    before any renumbering of the 2013 delta; ``None`` when the chapter has no such provision. Ids of other
    chapters come back unchanged."""
    if not cid.startswith(("pa:541.", "pa:627a.")) or chapter in ("541", "627a"):
        return cid
    if chapter not in ("543", "629a"):
        raise ValueError(f"no clause map for chapter {chapter}")
    if _NOT_IN_MIDI.match(cid):
        return None
    if cid.startswith("pa:541."):
        return "pa:543." + cid[len("pa:541."):]
    return _MIDI_2013.get(cid, "pa:629a." + cid[len("pa:627a."):])


@functools.cache
def renaming(rid: str) -> Mapping[str, str]:
    """Minibaccarat id -> the id the ruleset ``rid`` cites, for every Minibaccarat id that changes."""
    rules = spec.ruleset(rid)
    out: dict[str, str] = dict(rules.renumbered)
    if rules.chapter in ("541", "627a"):
        return out
    for cid in spec.ruleset("pa-627a@2013p").clauses.keys() | spec.ruleset("pa-541@2010t").clauses.keys():
        to = counterpart(cid, rules.chapter)
        if to is not None:
            out[cid] = rules.renumbered.get(to, to)
    return out


def cites_family(*ids: str) -> Callable[[F], F]:
    """``@cites`` the Minibaccarat ``ids`` and their counterparts in every modelled chapter and edition."""
    every: list[str] = list(ids)
    for rid in MODELLED[2:]:
        names = renaming(rid)
        known = spec.ruleset(rid).clauses
        every += [names[c] for c in ids if c in names and names[c] in known]
    return cites(*dict.fromkeys(every))
