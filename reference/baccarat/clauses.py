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
MODELLED = ("pa-541@2010t", "pa-627a@2013p", "pa-543@2010t", "pa-629a@2013p", "pa-545@2010t", "pa-631a@2013p")

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


#: Baccarat (545) numbers its sections like Minibaccarat up to 541.13, but not every paragraph: these prefixes move
#: (longest first), and the irregularities of 541.14 are 545.15 (545.14 is the curator's). Midibaccarat's squeeze
#: (543.9(c)(3)) is Baccarat's 545.9(d), whose (1) puts the Banker's Hand under the shoe. 545.2 has no dimensions
#: clause, so the layout of 541.2(c) is 545.2(b) and the marker buttons and boxes move up one letter; the single
#: paragraph of 541.7 (the manual shoe) is 545.7(a).
_BACCARAT_MOVES = (
    ("pa:541.5(c)", "pa:545.5(b)"), ("pa:541.5(d)", "pa:545.5(c)"), ("pa:541.5(e)", "pa:545.5(d)"),
    ("pa:541.5(f)", "pa:545.5(e)"), ("pa:541.5(g)", "pa:545.5(f)"), ("pa:541.8(a)(1)(iii)(A)", "pa:545.8(a)(1)(iii)"),
    ("pa:541.9(c)(1)", "pa:545.9(c)"), ("pa:541.13(g)", "pa:545.13(f)"), ("pa:541.14", "pa:545.15"),
    ("pa:543.9(c)(3)(i)", "pa:545.9(d)(2)"), ("pa:543.9(c)(3)(ii)", "pa:545.9(d)(3)"),
    ("pa:543.9(c)(3)(iii)", "pa:545.9(d)(4)"), ("pa:543.9(c)(3)(iv)", "pa:545.9(d)(5)"),
    ("pa:543.9(c)(3)(v)", "pa:545.9(d)(6)"), ("pa:543.9(c)(3)", "pa:545.9(d)(1)"), ("pa:543.14(f)", "pa:545.15(f)"),
    ("pa:543.2(f)", "pa:545.2(e)"), ("pa:543.12(c)", "pa:545.12(c)"),
    ("pa:543.3(b)", "pa:545.3(b)"), ("pa:541.2(c)", "pa:545.2(b)"), ("pa:541.2(d)", "pa:545.2(c)"),
    ("pa:541.2(e)", "pa:545.2(d)"), ("pa:541.7", "pa:545.7(a)"),
)
#: Minibaccarat provisions Baccarat does not have: the table's approved dimensions, the discard rack (545.2(e) is a
#: bucket, Midibaccarat's 543.2(f)), the shuffler, the feather check, the idle respread, the face-down deal, the ban
#: on handling cards, the tie charge, the continuous shuffler, Dragon 7
_NOT_IN_BACCARAT = re.compile(r"pa:541\.(3\(b\)|3\(c\)|4\(d\)|5\(b\)|5\(h\)|8\(a\)\(1\)\(iii\)\(B\)|9\(c\)\(2\)"
                              r"|9\(d\)|13\(f\)|15)"
                              r"|pa:541\.2\((b|f)\)|pa:627a\.(8\(e\)|12\(f\))")
#: the 2013 Minibaccarat numbers of House Money and its layout, and their Baccarat counterparts in 631a
_BACCARAT_2013 = {
    "pa:627a.2": "pa:631a.2", "pa:627a.2(b)": "pa:631a.2(b)", "pa:627a.2(b)(7)": "pa:631a.2(b)(7)",
    "pa:627a.2(b)(8)": "pa:631a.2(b)(8)", "pa:627a.7": "pa:631a.8", "pa:627a.7(a)": "pa:631a.8(a)",
    "pa:627a.7(a)(7)": "pa:631a.8(a)(7)", "pa:627a.7(a)(7)(i)": "pa:631a.8(a)(7)(i)",
    "pa:627a.7(a)(7)(ii)": "pa:631a.8(a)(7)(ii)", "pa:627a.7(b)": "pa:631a.8(b)", "pa:627a.7(c)": "pa:631a.8(c)",
    "pa:627a.8": "pa:631a.9", "pa:627a.8(d)": "pa:631a.9(e)", "pa:627a.8(d)(1)": "pa:631a.9(e)(1)",
    "pa:627a.8(d)(1)(i)": "pa:631a.9(e)(1)(i)", "pa:627a.8(d)(1)(ii)": "pa:631a.9(e)(1)(ii)",
    "pa:627a.8(d)(2)": "pa:631a.9(e)(2)", "pa:627a.12": "pa:631a.13", "pa:627a.12(g)": "pa:631a.13(h)",
}


def _baccarat(cid: str) -> Optional[str]:
    if cid.startswith("pa:627a."):
        return _BACCARAT_2013.get(cid)
    if _NOT_IN_BACCARAT.match(cid):
        return None
    for old, new in _BACCARAT_MOVES:
        if cid == old or cid.startswith(old + "("):
            return new + cid[len(old):]
    if cid.startswith("pa:543."):
        return None
    return "pa:545." + cid[len("pa:541."):]


def counterpart(cid: str, chapter: str) -> Optional[str]:
    """The id under which ``chapter`` (541, 627a, 543, 629a, 545 or 631a) states the provision Minibaccarat states at
    ``cid`` (or, for the squeeze, Midibaccarat), before any renumbering of the 2013 delta; ``None`` when the chapter
    has no such provision. Ids of other chapters come back unchanged."""
    if not cid.startswith(("pa:541.", "pa:627a.", "pa:543.")) or chapter in ("541", "627a"):
        return cid
    if chapter in ("545", "631a"):
        return _baccarat(cid)
    if chapter not in ("543", "629a"):
        raise ValueError(f"no clause map for chapter {chapter}")
    if cid.startswith("pa:543."):
        return cid
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
    ids = spec.ruleset("pa-541@2010t").clauses.keys() | spec.ruleset("pa-627a@2013p").clauses.keys() | \
        spec.ruleset("pa-543@2010t").clauses.keys() | spec.ruleset("pa-629a@2013p").clauses.keys()
    for cid in ids:
        if not cid.startswith(("pa:541.", "pa:627a.", "pa:543.")):
            continue
        to = counterpart(cid, rules.chapter)
        if to is not None and to != cid:
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
