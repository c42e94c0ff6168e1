"""The clause spec: rulesets, editions, clauses, paytables and options, loaded from TOML.

``s``: a ruleset id such as ``pa-623a@2015``; ``cid``: a clause id such as
``pa:623a.3(a)(1)(i)(A)``.

Every file under this package is data. The loader refuses unknown keys,
duplicate ids and dangling references, and names the file and the key at fault
(:class:`SpecError`). A later edition is a delta of the one it derives from;
:func:`ruleset` applies the chain.
"""

from __future__ import annotations

import functools
import re
import tomllib
from importlib import resources
from typing import Any, Literal, Mapping

import attrs
import cattrs

__all__ = [
    "ASPECTS",
    "Clause",
    "Ruleset",
    "SpecError",
    "all_clause_ids",
    "clause",
    "editions_of",
    "load_tree",
    "parent_id",
    "ruleset",
    "ruleset_ids",
    "tables",
]

Kind = Literal["game", "equipment", "administrative"]
#: ``reserved``: a chapter or section rescinded and kept only as "(Reserved)"; never cited as normative
Status = Literal["current", "final-form", "temporary", "proposed", "superseded", "reserved"]
#: how far the model goes for a ruleset: every game-logic clause implemented and checked, some, or none yet
Model = Literal["complete", "partial", "none"]
#: what a game-logic clause's requirement is about (``about``), and so what a conformance run must compare to check it:
#: see spec/README.md, "Aspects"
ASPECTS: Mapping[str, str] = {
    "acceptance": "whether an event is taken or refused now, and under which clause",
    "wager": "which wager an outcome belongs to: its seat, spot and hand",
    "result": "how a wager is decided by an event: won, lost, returned, or left for a later event",
    "amount": "how much changes hands: odds, payouts, commissions and their rounding, stakes returned",
    "order": "the sequence of settlements or procedures within one event",
    "state": "what the table is left in: phase, point, turn, cards or tiles held, markers",
    "procedure": "a step the rules call for at that moment, reported as a notice",
    "conduct": "how people or equipment act physically (words, gestures, where chips or cards lie)",
    "definition": "a term or ranking other clauses use; checked only through them",
}

#: ``pa:623a.3(a)(1)``: a chapter and section; ``md:paigow.8(H)(1)(c)``: a Maryland rule document (named, its
#: chapters numbered, its paragraphs lettered as printed)
CLAUSE_ID = re.compile(r"^(?P<j>[a-z]{2}):(?P<body>([0-9]+[a-z]?|[a-z]+)(\.[0-9]+)?(\([A-Za-z0-9]+\))*)(#[a-z0-9-]+)?"
                       r"(@[0-9a-z]+)?$")


class SpecError(ValueError):
    """A spec file is malformed: the message names the file and the key."""


def parent_id(cid: str) -> str | None:
    """The id of the unit enclosing ``cid`` (``pa:623a.1`` for ``pa:623a.1#come-point``), edition dropped; or ``None``."""
    base = cid.partition("@")[0]
    if "#" in base:
        return base.split("#", 1)[0]
    if base.endswith(")"):
        return base[: base.rindex("(")]
    return None


@attrs.frozen
class Clause:
    """One numbered unit of a regulation, summarised in our words."""

    id: str
    kind: Kind
    summary: str
    title: str = ""
    numbers: Mapping[str, str] = attrs.field(factory=dict)
    refs: tuple[str, ...] = ()
    note: str = ""
    #: game logic: what the requirement is about (keys of :data:`ASPECTS`); empty for a lead-in whose sub-clauses say
    about: tuple[str, ...] = ()
    #: why the protocol cannot observe part of the requirement (``conduct``), in our words
    unobserved: str = ""
    #: why no conformance case can reach the clause (an empty string: it is reachable)
    unreachable: str = ""

    @property
    def parent(self) -> str | None:
        """The id of the enclosing unit (``pa:623a.3(a)`` for ``pa:623a.3(a)(1)``), if any."""
        return parent_id(self.id)


@attrs.frozen
class _Header:
    id: str
    jurisdiction: str
    chapter: str
    title: str
    status: Status
    effective: str
    source: str
    derives_from: str = ""
    summary: str = ""
    model: Model = "none"


@attrs.frozen
class _Renumber:
    from_: str = attrs.field(alias="from_")
    to: str
    summary: str = ""
    title: str = ""


@attrs.frozen
class _Remove:
    ids: tuple[str, ...]


@attrs.frozen
class _File:
    ruleset: _Header
    clause: tuple[Clause, ...] = ()
    remove: tuple[_Remove, ...] = ()
    renumber: tuple[_Renumber, ...] = ()


@attrs.frozen(kw_only=True)
class Ruleset(_Header):
    """One edition of one chapter, resolved: its header, and every clause it contains, by id."""

    clauses: Mapping[str, Clause]
    #: old id -> id in this edition, for every renumbering on the chain to this edition.
    renumbered: Mapping[str, str]

    def __contains__(self, cid: object) -> bool:
        return cid in self.clauses

    def __getitem__(self, cid: str) -> Clause:
        return self.clauses[cid]

    def local(self, cid: str) -> str:
        """This edition's id for the provision that ``cid`` (a current id) names.

        ``pa:623a.5(j)`` (no wager above the posted maximum) is
        ``pa:623a.5(i)@2012`` in the 2012 edition.
        """
        if cid in self.clauses:
            return cid
        for rs in _resolved().values():
            for old, new in rs.renumbered.items():
                if new == cid and old in self.clauses:
                    return old
        raise KeyError(f"{cid} is not in {self.id}")

    def nearest(self, cid: str) -> str:
        """This edition's id for ``cid``, or for its nearest enclosing unit the edition has.

        A problem about 623a.5(g)(3)(i)(B), which the 2012 edition does not
        number, is cited as 623a.5(g)(3) there: never a clause the edition lacks.
        """
        probe: str | None = cid
        while probe:
            try:
                return self.local(probe)
            except KeyError:
                probe = probe[: probe.rindex("(")] if probe.endswith(")") else None
        raise KeyError(f"neither {cid} nor any unit enclosing it is in {self.id}")


def _converter() -> cattrs.Converter:
    c = cattrs.Converter(forbid_extra_keys=True)

    def structure_renumber(d: Any, _: type) -> _Renumber:
        if not isinstance(d, Mapping):
            raise SpecError("a renumber entry must be a table")
        extra = set(d) - {"from", "to", "summary", "title"}
        if extra:
            raise SpecError(f"renumber: unknown keys {sorted(extra)}")
        return _Renumber(from_=d["from"], to=d["to"], summary=d.get("summary", ""), title=d.get("title", ""))

    c.register_structure_hook(_Renumber, structure_renumber)
    return c


_CONVERTER = _converter()


def _files(root: Any) -> dict[str, tuple[str, _File]]:
    """Every ruleset file under ``root`` (a directory or package resource), by ruleset id: (file name, parsed file)."""
    out: dict[str, tuple[str, _File]] = {}
    for game in sorted(root.iterdir(), key=lambda p: p.name):
        if not game.is_dir() or game.name.startswith(("_", ".")):
            continue
        for f in sorted(game.iterdir(), key=lambda p: p.name):
            if not f.name.endswith(".toml") or f.name.startswith("_") or f.name == "tables.toml":
                continue
            name = f"spec/{game.name}/{f.name}"
            try:
                raw = tomllib.loads(f.read_text(encoding="utf-8"))
            except tomllib.TOMLDecodeError as e:
                raise SpecError(f"{name}: {e}") from None
            for i, c in enumerate(raw.get("clause", [])):
                for k, v in (c.get("numbers") or {}).items() if isinstance(c, dict) else ():
                    if not isinstance(v, str):
                        raise SpecError(f"{name}: clause[{i}] ({c.get('id')}) numbers.{k} must be a string, "
                                        f"not {type(v).__name__}")
            try:
                parsed = _CONVERTER.structure(raw, _File)
            except Exception as e:  # cattrs gathers every problem; show them all, with paths
                problems = cattrs.transform_error(e, path="$") if isinstance(e, cattrs.BaseValidationError) else [str(e)]
                raise SpecError(f"{name}: " + "; ".join(problems)) from None
            if parsed.ruleset.id + ".toml" != f.name:
                raise SpecError(f"{name}: ruleset.id {parsed.ruleset.id!r} does not match the file name")
            out[parsed.ruleset.id] = (name, parsed)
    return out


def _check_clause(name: str, c: Clause, seen: set[str]) -> None:
    if not CLAUSE_ID.match(c.id):
        raise SpecError(f"{name}: clause id {c.id!r} is not a clause id")
    if c.id in seen:
        raise SpecError(f"{name}: duplicate clause id {c.id!r}")
    for k, v in c.numbers.items():
        if not isinstance(v, str):
            raise SpecError(f"{name}: {c.id} numbers.{k} must be a string, not {type(v).__name__}")
    if not c.summary.strip():
        raise SpecError(f"{name}: {c.id} has an empty summary")
    unknown = [a for a in c.about if a not in ASPECTS]
    if unknown:
        raise SpecError(f"{name}: {c.id} about names {unknown}, not aspects ({', '.join(ASPECTS)})")
    if c.about and c.kind != "game":
        raise SpecError(f"{name}: {c.id} is {c.kind}: only a game-logic clause states what it is about")
    if "conduct" in c.about and not c.unobserved.strip():
        raise SpecError(f"{name}: {c.id} is about conduct: say in unobserved why the protocol cannot see it")
    seen.add(c.id)


@functools.cache
def _resolved() -> dict[str, Ruleset]:
    return load_tree(resources.files(__name__))


def load_tree(root: Any) -> dict[str, Ruleset]:
    """Load and check every ruleset under ``root`` (``spec/`` itself, or a directory laid out like it)."""
    files = _files(root)
    out: dict[str, Ruleset] = {}

    def resolve(rid: str, chain: tuple[str, ...] = ()) -> Ruleset:
        if rid in out:
            return out[rid]
        if rid in chain:
            raise SpecError(f"spec: derives_from cycle through {rid}")
        name, f = files[rid]
        h = f.ruleset
        seen: set[str] = set()
        for c in f.clause:
            _check_clause(name, c, seen)
        if h.derives_from:
            if h.derives_from not in files:
                raise SpecError(f"{name}: ruleset.derives_from names unknown ruleset {h.derives_from!r}")
            base = resolve(h.derives_from, chain + (rid,))
            clauses = dict(base.clauses)
            renumbered = dict(base.renumbered)
        else:
            clauses, renumbered = {}, {}
        for r in f.renumber:
            if r.from_ not in clauses:
                raise SpecError(f"{name}: renumber.from {r.from_!r} is not in {h.derives_from}")
            old = clauses.pop(r.from_)
            clauses[r.to] = attrs.evolve(old, id=r.to, summary=r.summary or old.summary, title=r.title or old.title)
            renumbered = {k: (r.to if v == r.from_ else v) for k, v in renumbered.items()}
            renumbered[r.from_] = r.to
        if f.renumber:  # a carried clause's references follow the units they name to their new numbers
            moved = {r.from_: r.to for r in f.renumber}
            clauses = {cid: attrs.evolve(c, refs=tuple(moved.get(x, x) for x in c.refs)) if moved.keys() & set(c.refs)
                       else c for cid, c in clauses.items()}
        for rm in f.remove:
            for cid in rm.ids:
                if cid not in clauses:
                    raise SpecError(f"{name}: remove.ids names {cid!r}, which {h.derives_from} does not have")
                del clauses[cid]
        for c in f.clause:
            clauses[c.id] = c
        for c in clauses.values():
            for ref in c.refs:
                if ref not in clauses:
                    raise SpecError(f"{name}: {c.id} refs {ref!r}, which is not in {rid}")
        rs = Ruleset(
            **attrs.asdict(h, recurse=False),
            clauses=dict(sorted(clauses.items(), key=lambda kv: _sort_key(kv[0]))),
            renumbered=renumbered,
        )
        out[rid] = rs
        return rs

    for rid in files:
        resolve(rid)
    return out


#: the depth of the parenthesised items numbered in lower-case roman numerals: Pennsylvania's (a)(1)(i)(A),
#: Maryland's (A)(1)(a)(i)
ROMAN_DEPTH = {"pa": 3, "md": 4}
_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}


def _roman(numeral: str) -> int:
    values = [_ROMAN[ch] for ch in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def _sort_key(cid: str) -> tuple[Any, ...]:
    """Order ids as the text does: 623a.2 < 623a.10; (a)(2) < (a)(10); (i) < (ii) < (iv) < (v) < (ix) < (x), the
    items at the roman depth of the jurisdiction read as numbers."""
    jurisdiction, _, rest = cid.partition(":")
    roman = ROMAN_DEPTH.get(jurisdiction)
    key: list[tuple[int, int, str]] = []
    depth = 0
    for p in re.findall(r"\([0-9A-Za-z]+\)|[0-9]+|[A-Za-z]+|#[a-z0-9-]+|@\w+", rest):
        if p.startswith("("):
            depth += 1
            p = p[1:-1]
            if depth == roman and re.fullmatch(r"[ivxlc]+", p):
                key.append((0, _roman(p), ""))
                continue
        key.append((0, int(p), "") if p.isdigit() else (1, 0, p))
    return tuple(key)


def ruleset_ids() -> tuple[str, ...]:
    """Every ruleset id in spec/, sorted."""
    return tuple(sorted(_resolved()))


def ruleset(rid: str) -> Ruleset:
    """The resolved ruleset ``rid`` (deltas applied)."""
    try:
        return _resolved()[rid]
    except KeyError:
        raise SpecError(f"unknown ruleset {rid!r}; known: {', '.join(ruleset_ids())}") from None


@functools.cache
def all_clause_ids() -> frozenset[str]:
    """Every clause id of every edition: what code may cite."""
    return frozenset(cid for rs in _resolved().values() for cid in rs.clauses)


def editions_of(cid: str) -> tuple[str, ...]:
    """The rulesets that contain ``cid``."""
    return tuple(rid for rid, rs in sorted(_resolved().items()) if cid in rs.clauses)


def _chapters_behind(rid: str) -> set[str]:
    """The chapters of ``rid`` and of every ruleset it derives from (Maryland's rules: paigow, 621a, 535)."""
    out, seen = set(), rid
    while seen:
        rs = _resolved()[seen]
        out.add(rs.chapter)
        seen = rs.derives_from if rs.derives_from != seen else ""
    return out


def _chapters_ahead(rid: str) -> set[str]:
    """The chapters of the rulesets derived from ``rid``'s chapter (535: 621a and Maryland's paigow)."""
    mine = _resolved()[rid].chapter
    return {rs.chapter for other, rs in _resolved().items() if mine in _chapters_behind(other)}


def locate(text: str) -> tuple[tuple[str, str], ...]:
    """The (ruleset, clause id) pairs a clause id names, however it is written: with its jurisdiction (``pa:``,
    ``md:``) or bare (``623a.5(f)``; a bare ``paigow.9(S)`` is Maryland's), literally as some edition numbers it
    (``pa:623a.5(h)@2012`` included), or as ``ID@EDITION`` for that edition's number of the provision ``ID`` names
    (``623a.3(a)(43)@2015``, ``623a.5(f)@2012``). Empty if it names nothing."""
    text = text.strip()
    if not re.fullmatch(r"[A-Za-z0-9:.()#@-]+", text):
        return ()
    if not re.match(r"(?:pa|md):", text):
        text = ("md:" if text.startswith("paigow.") else "pa:") + text
    literal = tuple((rid, text) for rid in editions_of(text))
    if literal:
        return literal
    base, at, tag = text.rpartition("@")
    if not at or not base or not tag:
        return ()
    found = []
    chapter = base.split(":", 1)[1].split(".", 1)[0]
    for rid, rs in sorted(_resolved().items()):
        if not rid.endswith("@" + tag):
            continue
        if base in rs.clauses:  # an edition that holds a clause of another chapter (551@2013p: 635a.10(a))
            found.append((rid, base))
            continue
        if chapter not in _chapters_behind(rid) | _chapters_ahead(rid):
            continue
        forward = rs.renumbered.get(base)
        if forward is not None and forward in rs.clauses:  # an older number of a provision this edition renumbered
            found.append((rid, forward))
            continue
        try:
            found.append((rid, rs.local(base)))  # a newer number of a provision this edition numbers otherwise
        except KeyError:
            continue
    return tuple(found)


def clause(cid: str, rid: str | None = None) -> Clause:
    """The clause ``cid``, from ruleset ``rid`` or else the newest edition that has it."""
    if rid is not None:
        return ruleset(rid)[cid]
    found = [rs for rs in _resolved().values() if cid in rs.clauses]
    if not found:
        raise SpecError(f"unknown clause {cid!r}")
    order = {"current": 0, "final-form": 1, "temporary": 2, "superseded": 3, "proposed": 4, "reserved": 5}
    return min(found, key=lambda rs: order[rs.status])[cid]


@functools.cache
def tables(game: str) -> Mapping[str, Any]:
    """The raw paytables and options of ``game`` (``spec/<game>/tables.toml``); typed by the game's code. A game whose
    clauses have landed before its model has no such file yet: no paytables, options or readings."""
    f = resources.files(__name__) / game / "tables.toml"
    if not f.is_file():
        return {}
    try:
        return tomllib.loads(f.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise SpecError(f"spec/{game}/tables.toml: {e}") from None
