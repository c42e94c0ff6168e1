"""Sphinx extension of the croupier docs: clause pages, the ``clause`` role, the traceability matrix, edition differences.

Everything shown comes from ``croupier.spec`` (the clauses), ``croupier.trace``
(code, contracts, vectors, witnesses) and ``spec/<game>/tables.toml`` (options
and readings); nothing is written twice by hand.

* ``:clause:`pa:623a.5(f)``` links to the clause on the page of the current
  edition; ``:clause:`pa:623a.3(a)@2012``` to the 2012 edition's entry. An id
  that no edition has is a warning (an error under ``-W``).
* At ``builder-inited`` one page per ruleset (``generated/clauses/``) and one
  edition-differences page per chapter (``generated/editions/``) are written;
  their content comes from the directives below, which rebuild on every run.
* Directives: ``croupier-ruleset RID``, ``croupier-editions JUR-CHAPTER``,
  ``croupier-matrix``, ``croupier-coverage``, ``croupier-options GAME``,
  ``croupier-bundled-profiles``.
* ``autodoc-process-docstring`` adds an "Implements" line of clause links to
  every object that carries ``__clauses__``.
* Search lands on a clause: the English search language keeps a clause id whole
  (``545.14(b)``, ``pa:665a.8``, ``md:paigow.9(S)``; Sphinx's own splitter cuts
  them at every dot and parenthesis and drops the pure-digit pieces), in the
  index and in the query alike, and every clause entry of every edition page is a
  search object named by its id, ranked above any page.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any, Iterable, Optional, Sequence, Union

from docutils import nodes
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.domains import Domain, ObjType
from sphinx.environment import BuildEnvironment
from sphinx.errors import ExtensionError
from sphinx.search.en import SearchEnglish
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective, SphinxRole

import croupier
import croupier.conformance
import croupier.reference
import croupier.spec
from croupier import editions, games, spec, trace

logger = logging.getLogger(__name__)

GENERATED = "generated"
STATUS_WORDS = {"current": "current", "final-form": "final-form", "temporary": "temporary", "superseded": "superseded",
                "proposed": "proposed", "reserved": "rescinded, reserved"}
_RANK = {"current": 0, "final-form": 1, "temporary": 2, "superseded": 3, "proposed": 4, "reserved": 5}

Cell = Union[str, nodes.Node, Sequence[nodes.Node]]


# ---------------------------------------------------------------- ids, pages, anchors

def slug(rid: str) -> str:
    """``pa-623a@2015`` -> ``pa-623a-2015`` (a file name)."""
    return rid.replace("@", "-")


def ruleset_doc(rid: str) -> str:
    return f"{GENERATED}/clauses/{slug(rid)}"


def chapter_key(rs: spec.Ruleset) -> str:
    return f"{rs.jurisdiction}-{rs.chapter}"


def editions_doc(key: str) -> str:
    return f"{GENERATED}/editions/{key}"


def anchor(cid: str) -> str:
    """A stable HTML id from a clause id: ``pa:623a.3(a)(1)(i)(A)`` -> ``pa-623a.3-a-1-i-A``."""
    a = cid.replace(":", "-").replace("#", "--").replace("@", "-at-")
    a = re.sub(r"\(([A-Za-z0-9]+)\)", r"-\1", a)
    return re.sub(r"[^A-Za-z0-9.\-]", "-", a)


def chapters() -> dict[str, list[str]]:
    """jurisdiction-chapter -> its ruleset ids, oldest first along ``derives_from``."""
    out: dict[str, list[str]] = {}
    for rid in spec.ruleset_ids():
        out.setdefault(chapter_key(spec.ruleset(rid)), []).append(rid)
    for key, rids in out.items():
        order: list[str] = []
        pending = set(rids)
        while pending:
            ready = sorted(r for r in pending if not spec.ruleset(r).derives_from or spec.ruleset(r).derives_from in order)
            if not ready:  # a chain that leaves the chapter: keep the rest sorted
                ready = sorted(pending)
            order += ready
            pending -= set(ready)
        out[key] = order
    return out


def where(target: str) -> Optional[tuple[str, str]]:
    """The ruleset and clause id a ``clause`` role target names, or ``None``.

    A literal id of some edition (``pa:623a.5(h)@2012`` included) goes to the
    highest-ranked edition holding it (current first); ``ID@EDITION`` otherwise
    goes to that edition's number for the provision.
    """
    holders = [rid for rid in spec.ruleset_ids() if target in spec.ruleset(rid).clauses]
    if holders:
        return min(holders, key=lambda r: (_RANK[spec.ruleset(r).status], r)), target
    base, at, edition = target.rpartition("@")
    if not at or not base:
        return None
    for rid in spec.ruleset_ids():  # several chapters share an edition tag (pa-621a@2012, pa-623a@2012)
        if rid.endswith("@" + edition):
            try:
                return rid, spec.ruleset(rid).local(base)
            except KeyError:
                continue
    return None


def in_edition(rid: str, cid: str) -> str:
    """A role target for ``cid`` that lands on ruleset ``rid``'s page."""
    return cid if "@" in cid else f"{cid}@{rid.rpartition('@')[2]}"


# ---------------------------------------------------------------- the clause role

class clause_ref(nodes.Inline, nodes.Element):
    """A resolved-later link to a clause entry (``target``: ruleset id, ``cid``: clause id)."""


class ClauseRole(SphinxRole):
    """``:clause:`pa:623a.5(f)```, ``:clause:`text <pa:623a.5(f)@2012>```."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        m = re.fullmatch(r"(?s)(.*?)\s*<([^<>]+)>", self.text)
        title, target = (m.group(1), m.group(2).strip()) if m else (self.text, self.text.strip())
        found = where(target)
        if found is None:
            logger.warning("unknown clause %r (no edition in spec/ has it)", target, location=self.get_location(),
                           type="croupier", subtype="clause")
            return [nodes.literal(title, title)], []
        rid, cid = found
        c = spec.ruleset(rid)[cid]
        node = clause_ref(ruleset=rid, cid=cid, reftitle=f"{c.title or c.summary[:60]} ({rid})")
        node += nodes.literal(title, title, classes=["xref", "clause"])
        return [node], []


def clause_link(rid: str, cid: str, text: Optional[str] = None) -> nodes.Node:
    c = spec.ruleset(rid)[cid]
    node = clause_ref(ruleset=rid, cid=cid, reftitle=f"{c.title or c.summary[:60]} ({rid})")
    shown = text if text is not None else cid
    node += nodes.literal(shown, shown, classes=["xref", "clause"])
    return node


def resolve_clause_refs(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    for node in list(doctree.findall(clause_ref)):
        rid, cid = node["ruleset"], node["cid"]
        try:
            uri = app.builder.get_relative_uri(docname, ruleset_doc(rid))
        except Exception:  # noqa: BLE001 - builders without pages (doctest): keep the text
            node.replace_self(node.children)
            continue
        ref = nodes.reference("", "", internal=True, refuri=f"{uri}#{anchor(cid)}", reftitle=node["reftitle"])
        ref += node.children
        node.replace_self(ref)


# ---------------------------------------------------------------- node helpers

def text(s: str) -> nodes.Text:
    return nodes.Text(s)


def para(*parts: Union[str, nodes.Node], classes: Sequence[str] = ()) -> nodes.paragraph:
    p = nodes.paragraph(classes=list(classes))
    for x in parts:
        p += nodes.Text(x) if isinstance(x, str) else x
    return p


def strong(s: str) -> nodes.strong:
    return nodes.strong(s, s)


def literal(s: str) -> nodes.literal:
    return nodes.literal(s, s)


def joined(items: Iterable[nodes.Node], sep: str = ", ") -> list[nodes.Node]:
    out: list[nodes.Node] = []
    for i, n in enumerate(items):
        if i:
            out.append(nodes.Text(sep))
        out.append(n)
    return out


def code_link(qualname: str, short: bool = True) -> nodes.Node:
    shown = qualname.rsplit(".", 1)[-1] if short else qualname.removeprefix("croupier.")
    ref = pending_xref("", refdomain="py", reftype="obj", reftarget=qualname, refexplicit=True, refwarn=True,
                       **{"py:module": None, "py:class": None})
    ref += nodes.literal(shown, shown, classes=["xref", "py", "py-obj"])
    return ref


def _cell(c: Cell) -> nodes.entry:
    e = nodes.entry()
    if isinstance(c, str):
        e += nodes.paragraph(text=c)
    elif isinstance(c, nodes.paragraph):
        e += c
    elif isinstance(c, nodes.Node):
        if isinstance(c, (nodes.Inline, nodes.Text)):
            e += para(c)
        else:
            e += c
    else:
        e += para(*c)
    return e


def table(headers: Sequence[str], rows: Iterable[Sequence[Cell]], widths: Optional[Sequence[int]] = None,
          classes: Sequence[str] = ()) -> nodes.table:
    t = nodes.table(classes=["croupier-table", *classes])
    g = nodes.tgroup(cols=len(headers))
    t += g
    for w in widths or [1] * len(headers):
        g += nodes.colspec(colwidth=w)
    head = nodes.thead()
    r = nodes.row()
    for h in headers:
        r += _cell(h)
    head += r
    g += head
    body = nodes.tbody()
    for row in rows:
        r = nodes.row()
        for c in row:
            r += _cell(c)
        body += r
    g += body
    return t


def bullets(items: Iterable[Sequence[Union[str, nodes.Node]]]) -> nodes.bullet_list:
    bl = nodes.bullet_list()
    for parts in items:
        li = nodes.list_item()
        li += para(*parts)
        bl += li
    return bl


def fields(items: Iterable[tuple[str, Sequence[Union[str, nodes.Node]]]]) -> nodes.field_list:
    fl = nodes.field_list(classes=["croupier-fields"])
    for name, parts in items:
        f = nodes.field()
        f += nodes.field_name(name, name)
        body = nodes.field_body()
        body += para(*parts)
        f += body
        fl += f
    return fl


def section(title: str, ids: str) -> nodes.section:
    s = nodes.section(ids=[ids])
    s += nodes.title(title, title)
    return s


# ---------------------------------------------------------------- shared data

def options_of(game: str) -> list[dict[str, Any]]:
    return list(spec.tables(game).get("option", []))


def readings_of(game: str) -> list[dict[str, Any]]:
    return list(spec.tables(game).get("reading", []))


def game_of(rid: str) -> str:
    return trace._game_of(rid)


def current_id(rid: str, cid: str) -> str:
    """The current edition's id for the provision ``cid`` of ``rid`` names (``cid`` itself if none)."""
    cur = trace._current(spec.ruleset(rid))
    return trace._same_provision(cid, cur) or cid


@functools.cache
def counterpart(cid: str, rid: str) -> Optional[str]:
    """``rid``'s id for the provision ``cid`` names, across editions and renumbered chapters (an option written
    against ``pa:621a.8(d)`` shows on ``pa:535.10(d)`` and ``md:paigow.8(D)``); ``None`` if ``rid`` has none."""
    return trace._same_provision(cid, spec.ruleset(rid))


def vector_text(checks: Sequence[trace.VectorCheck]) -> str:
    def n(k: int, word: str) -> str:
        return f"{k} {word}{'s' if k != 1 else ''}"

    return "; ".join(f"{n(v.cases, 'case')} ({n(v.steps, 'step')}) in {v.profile}" for v in checks)


# ---------------------------------------------------------------- directives

class _Generated(SphinxDirective):
    """A directive whose output comes from the spec and the code: rebuilt on every run."""

    def note(self) -> None:
        """The page depends on the spec, the vectors, the witnesses and the code: a change to any re-reads it."""
        for path in data_files():
            self.env.note_dependency(str(path))

    def _doc_ref(self, docname: str, label: str) -> nodes.Node:
        ref = pending_xref("", refdomain="std", reftype="doc", reftarget="/" + docname, refexplicit=True, refwarn=True)
        ref += nodes.inline(label, label)
        return ref


class RulesetDirective(_Generated):
    """Every clause of one ruleset, by section: id, kind, status, summary, numbers, refs, code, checks, readings."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        self.note()
        rid = self.arguments[0]
        rs = spec.ruleset(rid)
        game = game_of(rid)
        cov = trace.coverage(rid)
        out: list[nodes.Node] = []
        status = STATUS_WORDS[rs.status]
        out.append(fields([
            ("Ruleset", [literal(rid), f" — {rs.title}"]),
            ("Status", [status + (f", effective {rs.effective}" if rs.effective else "")]),
            ("Source", [rs.source]),
            ("Derives from", [self._doc_ref(ruleset_doc(rs.derives_from), rs.derives_from)]
             if rs.derives_from else ["— (written out in full)"]),
            ("Model", [rs.model]),
            ("Coverage", [f"{cov.game} game-logic clauses: {cov.code} with code, {cov.check} with a check "
                          f"(see the ", self._doc_ref("matrix", "traceability matrix"), ")"]),
        ]))
        if rs.summary:
            out.append(para(rs.summary))
        if rs.derives_from:
            out.append(para(
                "This edition is a delta of ", literal(rs.derives_from), ": the list below is the resolved edition, "
                "every clause it has. Entries the delta file adds, replaces or renumbers are marked ",
                nodes.inline("changed in this edition", "changed in this edition", classes=["croupier-badge", "changed"]),
                "; the ", self._doc_ref(editions_doc(chapter_key(rs)), "edition differences"), " page lists them."))
        rows = trace.trace(rid)
        by_section: dict[str, list[trace.ClauseTrace]] = {}
        for t in rows:
            top = t.id.split("#")[0].split("(")[0].split("@")[0]
            by_section.setdefault(top, []).append(t)
        opts = options_of(game)
        reads = readings_of(game)
        for top, items in by_section.items():
            head = next((t for t in items if t.id == top), None)
            title = top.removeprefix(f"{rs.jurisdiction}:") + (f" {head.clause.title}" if head and head.clause.title else "")
            sec = section(title, anchor(top))
            for t in items:
                sec += self.clause_block(rid, t, opts, reads, is_head=t.id == top)
            out.append(sec)
        return out

    def clause_block(self, rid: str, t: trace.ClauseTrace, opts: list[dict[str, Any]], reads: list[dict[str, Any]],
                     is_head: bool) -> nodes.Node:
        c = t.clause
        rs = spec.ruleset(rid)
        box = nodes.container(classes=["croupier-clause", f"kind-{c.kind}"])
        if not is_head:
            box["ids"] = [anchor(c.id)]
        badges: list[nodes.Node] = [nodes.inline(c.kind, c.kind, classes=["croupier-badge", f"kind-{c.kind}"]),
                                    nodes.inline(rs.status, rs.status, classes=["croupier-badge", "status"])]
        if t.changed_here:
            badges.append(nodes.inline("changed in this edition", "changed in this edition",
                                       classes=["croupier-badge", "changed"]))
        head = para(nodes.literal(c.id, c.id, classes=["croupier-id"]), " ", strong(c.title or ""), " ",
                    *joined(badges, " "), classes=["croupier-head"])
        ref = nodes.reference("", "¶", internal=True, refuri=f"#{anchor(c.id)}", classes=["headerlink"],
                              reftitle="Link to this clause")
        head += text(" ")
        head += ref
        box += head
        box += para(c.summary, classes=["croupier-summary"])
        if c.numbers:
            box += table(["number", "value"], [(literal(k), v) for k, v in c.numbers.items()], widths=[1, 2],
                         classes=["croupier-numbers"])
        info: list[tuple[str, Sequence[Union[str, nodes.Node]]]] = []
        parent = c.parent
        if parent:
            p_here = parent if parent in rs.clauses else None
            if p_here:
                info.append(("Part of", [clause_link(rid, p_here)]))
        if c.refs:
            info.append(("Refers to", joined(clause_link(rid, r) for r in c.refs)))
        if c.note:
            info.append(("Note", [c.note]))
        info.append(("Implemented by", joined(code_link(q) for q in t.code) if t.code else ["— no code cites it"]))
        if t.contracts:
            owners: dict[str, list[trace.Contract]] = {}
            for k in t.contracts:
                owners.setdefault(k.owner, []).append(k)
            parts: list[nodes.Node] = []
            for owner, ks in owners.items():
                kinds = ", ".join(f"{sum(1 for k in ks if k.kind == kind)} {kind}{'s' if sum(1 for k in ks if k.kind == kind) > 1 else ''}"
                                  for kind in ("precondition", "postcondition", "invariant") if any(k.kind == kind for k in ks))
                if parts:
                    parts.append(text("; "))
                parts += [code_link(owner), text(f": {kinds}")]
                if ks[0].twin:
                    parts.append(text(f" (CrossHair; broken twin {ks[0].twin} refuted)"))
            info.append(("Contracts", parts))
        checks: list[Union[str, nodes.Node]] = []
        if t.vectors:
            checks.append("conformance vectors: " + vector_text(t.vectors))
        if t.witness is not None and (t.has_witness or t.only_elsewhere or not t.vectors):
            if t.witness.rulesets:
                if checks:
                    checks.append("; ")
                checks += ["witnessed through ", *joined(clause_link(rid, b) if b in rs.clauses
                                                          else literal(b) for b in t.witness.by),
                           "" if rid in t.witness.rulesets else " under " + ", ".join(t.witness.rulesets),
                           f" ({t.witness.why})"]
        if t.elsewhere:
            if checks:
                checks.append("; ")
            checks.append("no vectors of this edition; the same provision is checked under "
                          + ", ".join(sorted({v.ruleset for v in t.elsewhere})) + " by " + vector_text(t.elsewhere)
                          + (" — where it reads differently" if t.elsewhere_changed else ""))
        if checks:
            info.append(("Checks", checks))
        elif not t.contracts:
            info.append(("Checks", ["— none"]))
        tests = trace.tests_naming(c.id)
        if tests:  # the tests of the project that name the clause (croupier cite lists the same)
            info.append(("Tests", joined(literal(x) for x in tests)))
        here = current_id(rid, c.id)
        mine = [o for o in opts if o["clause"] in (c.id, here) or counterpart(o["clause"], rid) == c.id]
        for o in mine:
            alternatives = [v for v in o["values"] if v != o["default"]]
            info.append(("Option" if o["kind"] == "election" else "Open reading", [
                literal(o["name"]), f" ({o['kind']}{', ' + o['reading'] if o.get('reading') else ''}): {o['summary']} ",
                "Default ", literal(str(o["default"])),
                *([", alternatives: ", *joined(literal(str(v)) for v in alternatives)] if alternatives else []), "."]))
        for r in reads:
            if r["clause"] in (c.id, here) or counterpart(r["clause"], rid) == c.id:
                info.append(("Fixed reading", [f"{r['amb']}: {r['reading']}"]))
        box += fields(info)
        return box


def _with_numbers(c: spec.Clause) -> str:
    """A clause's summary followed by the numbers it fixes."""
    return c.summary + ("" if not c.numbers else " [" + "; ".join(f"{k}: {v}" for k, v in c.numbers.items()) + "]")


class EditionsDirective(_Generated):
    """What changed between consecutive editions of one chapter (``pa-623a``)."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        self.note()
        key = self.arguments[0]
        rids = chapters()[key]
        out: list[nodes.Node] = [para("Editions, oldest first: ", *joined(literal(r) for r in rids), ".")]
        later = [r for r in spec.ruleset_ids() if spec.ruleset(r).derives_from in rids and r not in rids]
        if later:  # a successor numbered in another chapter (541 -> 627a, 621a -> Maryland)
            out.append(para("Continued in another chapter: ", *joined(
                [self._doc_ref(editions_doc(chapter_key(spec.ruleset(r))), f"{r} (derives from "
                               f"{spec.ruleset(r).derives_from})") for r in later]), "."))
        for rid in rids:
            rs = spec.ruleset(rid)
            if not rs.derives_from:
                continue
            old = spec.ruleset(rs.derives_from)
            d = editions.diff(old.id, rid)
            sec = section(f"{old.id} → {rid}", f"{slug(old.id)}-to-{slug(rid)}")
            sec += para(f"{rid} ({STATUS_WORDS[rs.status]}): {rs.summary}")
            sec += para(d.counts() + " (the same figures as ", literal(f"croupier diff {old.id} {rid}"), ").")
            if d.added:
                s = section("Added", f"{slug(rid)}-added")
                s += table(["clause", "kind", "title", "summary"],
                           [(clause_link(rid, c), rs[c].kind, rs[c].title, rs[c].summary) for c in d.added],
                           widths=[2, 1, 2, 5])
                sec += s
            if d.removed:
                s = section("Removed", f"{slug(rid)}-removed")
                s += table(["clause", "kind", "title"], [(clause_link(old.id, c), old[c].kind, old[c].title)
                                                         for c in d.removed])
                sec += s
            if d.renumbered:
                s = section("Renumbered", f"{slug(rid)}-renumbered")
                s += para("Each provision under its old and its new number, with what differs between the two "
                          "entries and both summaries side by side (each edition's summary is written on its own, "
                          "so a differing summary asks to be read, not that the rule changed).")
                s += table(["was", "now", "what differs", "summary then", "summary now"],
                           [(clause_link(old.id, c.was), clause_link(rid, c.now), ", ".join(c.what) or "nothing",
                             _with_numbers(old[c.was]), _with_numbers(rs[c.now])) for c in d.renumbered],
                           widths=[2, 2, 1, 4, 4])
                sec += s
            if d.changed:
                s = section("Changed", f"{slug(rid)}-changed")
                rows = []
                for c in d.changed:
                    a, b = old[c.was], rs[c.now]
                    rows.append((joined([clause_link(old.id, c.was, "was"), clause_link(rid, c.now, c.now)], " / "),
                                 ", ".join(c.what), b.title, b.note or b.summary))
                s += table(["clause", "what changed", "title", "note (or new summary)"], rows, widths=[2, 1, 2, 5])
                sec += s
            out.append(sec)
        return out


class CoverageDirective(_Generated):
    """Coverage figures of every ruleset of every chapter."""

    def run(self) -> list[nodes.Node]:
        self.note()
        rows = []
        for key, rids in chapters().items():
            for rid in rids:
                c = trace.coverage(rid)
                rs = spec.ruleset(rid)

                def pct(n: int) -> str:
                    return f"{n} ({100 * n / c.game:.0f}%)" if c.game else "0"

                rows.append((literal(rid), rs.status, rs.model, str(c.game), pct(c.code), pct(c.contract),
                             pct(c.vectors), str(c.witness), str(c.only_elsewhere), pct(c.check),
                             str(len(trace.gaps(rid)))))
        return [table(["ruleset", "status", "model", "game-logic clauses", "with code", "with contract",
                       "with own vectors", "by witness", "only other edition", "with any check", "lacking"],
                      rows, classes=["croupier-coverage"])]


class MatrixDirective(_Generated):
    """Per ruleset: the lacking list, then clause x code x contract x conformance check."""

    def run(self) -> list[nodes.Node]:
        self.note()
        out: list[nodes.Node] = []
        for key, rids in chapters().items():
            for rid in reversed(rids):
                rs = spec.ruleset(rid)
                cov = trace.coverage(rid)
                sec = section(f"{rid} ({rs.status})", f"matrix-{slug(rid)}")
                gaps = trace.gaps(rid)
                sec += para(strong("Lacking code or check: "),
                            *(joined(para(clause_link(rid, g), f" (no {what})") for g, what in gaps) if gaps
                              else ["none."]))
                if cov.vector_documents:
                    sec += para("Vector documents of this edition: ", *joined(literal(p) for p in cov.vector_documents), ".")
                elif rs.model == "none":
                    sec += para("Spec data only: no model and no conformance suite"
                                + (" (the chapter is rescinded, its number reserved)" if rs.status == "reserved" else "")
                                + ". Its clauses are listed so that they can be cited; code that cites one is shown.")
                else:
                    sec += para("This edition has no vector documents of its own; the conformance suite exercises it "
                                "through its bundled profile (generated suite only). A clause is credited with the "
                                "vector checks of the same provision under another edition (column \"checks\").")
                    odd = [t for t in trace.trace(rid) if t.game and t.only_elsewhere and t.elsewhere_changed]
                    if odd:
                        sec += para(strong("Checked only under another edition's wording: "),
                                    *joined(clause_link(rid, t.id) for t in odd),
                                    ". These clauses read differently in the edition whose vectors check them.")
                rows = []
                for t in trace.trace(rid):
                    contracts: list[Union[str, nodes.Node]] = [str(len(t.contracts))] if t.contracts else ["—"]
                    if any(k.twin for k in t.contracts):
                        contracts.append(" (CrossHair)")
                    checks: list[Union[str, nodes.Node]] = []
                    if t.vectors:
                        checks.append(", ".join(f"{v.profile} {v.cases}" for v in t.vectors))
                    elif t.has_witness and t.witness is not None:
                        checks += ["via ", *joined(clause_link(rid, b, b.removeprefix("pa:")) for b in t.witness.by
                                                   if b in rs.clauses)]
                    elif t.elsewhere:
                        checks.append(f"{t.elsewhere[0].ruleset}: " + ", ".join(f"{v.profile} {v.cases}" for v in t.elsewhere)
                                      + (" (reads differently)" if t.elsewhere_changed else ""))
                    elif t.only_elsewhere and t.witness is not None:
                        checks.append("via witness under " + ", ".join(t.witness.rulesets))
                    else:
                        checks.append("—")
                    rows.append((clause_link(rid, t.id), t.clause.kind,
                                 joined(code_link(q) for q in t.code) if t.code else "—", contracts, checks))
                sec += table(["clause", "kind", "model code", "contracts", "conformance checks (cases per profile)"],
                             rows, widths=[3, 1, 4, 1, 4], classes=["croupier-matrix"])
                out.append(sec)
        return out


class OptionsDirective(_Generated):
    """The profile options of a game (``spec/<game>/tables.toml``) and its fixed readings; a second argument keeps
    only those of one game of a family's shared file (their ``game`` key)."""

    required_arguments = 1
    optional_arguments = 1

    def run(self) -> list[nodes.Node]:
        self.note()
        game = self.arguments[0]
        variant = self.arguments[1] if len(self.arguments) > 1 else None
        mine = [r for r in spec.ruleset_ids() if game_of(r) == game]
        current = next((r for r in mine if spec.ruleset(r).status == "current"),
                       next((r for r in mine if spec.ruleset(r).status != "proposed"), mine[0]))
        from croupier.conformance.games import GAMES, suite_for

        if variant in GAMES:  # one game of a family's shared file: its own edition
            current = suite_for(variant).default_ruleset

        def link(cid: str) -> nodes.Node:
            w = where(cid)
            return clause_link(w[0], w[1]) if w else literal(cid)

        opts = table(["option", "kind", "values", "default", "clause", "what it decides"],
                     [(literal(o["name"]), o["kind"] + (f" ({o['reading']})" if o.get("reading") else ""),
                       joined(literal(str(v)) for v in o["values"]), literal(str(o["default"])), link(o["clause"]),
                       o["summary"]) for o in options_of(game) if variant in (None, o.get("game"))],
                     widths=[2, 1, 3, 1, 2, 5])
        fixed = table(["reading", "clause", "how the model reads it"],
                      [(r["amb"], link(r["clause"]), r["reading"]) for r in readings_of(game)
                       if variant in (None, r.get("game"))], widths=[1, 2, 6])
        anchor = f"{game}-{variant}" if variant else game
        s1 = section("Options", f"options-{anchor}")
        s1 += opts
        s2 = section("Fixed readings", f"readings-{anchor}")
        s2 += para("Open questions the model answers one way only (no option); each names its clause in ",
                   literal(current), ".")
        s2 += fixed
        return [s1, s2]


class BundledProfilesDirective(_Generated):
    """The bundled conformance profiles of a game (its ``GameSuite.profiles``; the argument names the suite)."""

    optional_arguments = 1

    def run(self) -> list[nodes.Node]:
        self.note()
        from croupier.conformance.games import suite_for

        g = suite_for(self.arguments[0] if self.arguments else "craps")
        rows = []
        for name, make in g.profiles.items():
            p = make()
            vec = g.bundled_vectors(name, p)
            shown = ", ".join(f"{k} = {v!r}" for k, v in sorted(p.items()) if k != "offered") or "(every default)"
            if "offered" in p:
                shown += f"; offered: {len(p['offered'])} wagers"
            rows.append((literal(name), "yes" if name in g.default_profiles else "", str(p.get("ruleset", g.default_ruleset)),
                         "yes" if vec else "", shown))
        return [table(["profile", "default run", "ruleset", "vectors", "settings"], rows, widths=[2, 1, 2, 1, 6])]


# ---------------------------------------------------------------- pages, docstrings, consistency

def write_pages(app: Sphinx) -> None:
    """One page per ruleset and one edition-differences page per chapter, under ``generated/``, and the list of the
    games' model pages (``model/<game>.rst``) in the registry's order, which ``model/index.rst`` includes (``.inc``:
    not a page of its own)."""
    trace.import_models()
    if not app.config.croupier_generate_pages:
        return
    src = Path(app.srcdir) / GENERATED
    wanted: dict[Path, str] = {}
    for key, rids in chapters().items():
        for rid in rids:
            rs = spec.ruleset(rid)
            title = f"{rid}: {rs.title} ({STATUS_WORDS[rs.status]})"
            wanted[src / "clauses" / f"{slug(rid)}.rst"] = (
                f".. This page is generated by docs/_ext/croupier_docs.py from spec/; do not edit.\n\n"
                f"{title}\n{'=' * len(title)}\n\n.. croupier-ruleset:: {rid}\n")
        first = spec.ruleset(rids[0])
        title = f"{key}: {first.title}, edition differences"
        wanted[src / "editions" / f"{key}.rst"] = (
            f".. This page is generated by docs/_ext/croupier_docs.py from spec/; do not edit.\n\n"
            f"{title}\n{'=' * len(title)}\n\n.. croupier-editions:: {key}\n")
    model = Path(app.srcdir) / "model"
    names = [g.name for g in games.games()]
    missing = [n for n in names if not (model / f"{n}.rst").is_file()]
    if missing:
        raise ExtensionError(f"no page docs/model/{missing[0]}.rst for the registered game {missing[0]!r}")
    wanted[src / "model-games.inc"] = (
        ".. This list is generated by docs/_ext/croupier_docs.py from the game registry (croupier.games); do not "
        "edit.\n\n.. toctree::\n   :maxdepth: 1\n\n" + "".join(f"   {n}\n" for n in names))
    for d in ("clauses", "editions"):
        for old in (src / d).glob("*.rst") if (src / d).is_dir() else ():
            if old not in wanted:
                old.unlink()
    for path, content in wanted.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.is_file() or path.read_text(encoding="utf-8") != content:
            path.write_text(content, encoding="utf-8")


def implements_line(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    """Append "Implements: <clause links>" to the docstring of an object that cites clauses."""
    ids = getattr(obj, "__clauses__", None)
    if not ids or not isinstance(ids, tuple) or getattr(obj, "__name__", None) is None:
        return
    if f"{getattr(obj, '__module__', '')}.{getattr(obj, '__qualname__', '')}" != name:
        return  # an alias (imported name): the defining module documents it
    lines += ["", "**Implements:** " + ", ".join(f":clause:`{c}`" for c in ids), ""]


def contracts_lines(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    """List the icontract conditions of a function or class under its docstring (and its CrossHair twin)."""
    if f"{getattr(obj, '__module__', '')}.{getattr(obj, '__qualname__', '')}" != name:
        return
    try:
        found = trace._contracts(name)
    except (LookupError, AttributeError):
        return
    if not found:
        return
    twin = trace.CROSSHAIR.get(name)
    lines += ["", "**Contracts** (checked at run time" + (f"; CrossHair refutes the broken twin ``{twin}``" if twin else "")
              + "):", ""]
    lines += [f"* {k.kind}: {_escape(k.description) or '(no description)'}" for k in found]
    lines.append("")


def _escape(s: str) -> str:
    """Plain text for reStructuredText (contract descriptions are free text)."""
    return re.sub(r"([\\`*_|])", r"\\\1", s)


@functools.cache
def data_files() -> tuple[Path, ...]:
    """Every file the generated content is computed from: spec/, the vectors and witnesses, the package's code."""
    roots = [Path(m.__file__).parent for m in (croupier, croupier.spec, croupier.reference, croupier.conformance)
             if m.__file__]
    found: set[Path] = set()
    for root in roots:
        for pattern in ("*.py", "*.toml", "*.json"):
            found.update(root.rglob(pattern))
    return tuple(sorted(found))


def check_code_targets(app: Sphinx, env: BuildEnvironment) -> None:
    """Every piece of code that cites a clause is documented, so each "Implemented by" link has a target."""
    if not app.config.croupier_generate_pages:
        return
    py = env.get_domain("py")
    documented = {name for name, *_ in py.get_objects()}
    from croupier.spec.citations import REGISTRY

    missing = sorted({q for names in REGISTRY.values() for q in names} - documented)
    if missing:
        logger.warning("code that cites clauses is not documented by autodoc (no link target): %s",
                       ", ".join(missing), type="croupier", subtype="code")


# ---------------------------------------------------------------- search

#: a clause id in prose or in a query: a jurisdiction prefix (optional), a chapter (three digits and a letter, or a
#: Maryland game) and at least a section; the id's items, an anchor after "#" (an edition's "@" tag is left out)
CLAUSE_TOKEN = r"(?:(?:pa|md):)?(?:\d{3}[a-z]?|paigow)\.\d+[a-z]?(?:\([0-9A-Za-z]+\))*(?:#[A-Za-z0-9-]+)?"
_CLAUSE_TOKEN = re.compile(rf"(?<![\w.:]){CLAUSE_TOKEN}", re.IGNORECASE)


def search_name(cid: str) -> str:
    """What search knows a clause by: its id without the jurisdiction prefix, lower case (``pa:545.14(B)`` ->
    ``545.14(b)``, ``md:paigow.9(S)`` -> ``paigow.9(s)``); a query is read the same way, prefix or not."""
    return re.sub(r"^(?:pa|md):", "", cid.split("@")[0], flags=re.IGNORECASE).lower()


class ClauseSearch(SearchEnglish):
    """English search that keeps clause ids whole (see the module docstring); words are split as Sphinx splits
    them, so a page is still found by every word it has."""

    #: Sphinx's splitQuery (searchtools.js), with the clause ids taken out whole first
    js_splitter_code = (
        "var splitQuery = (query) => {\n"
        "  const ids = [];\n"
        "  const rest = query.replace(/(^|[^\\w.:])(" + CLAUSE_TOKEN + ")/giu, (all, before, id) => {\n"
        "    ids.push(id.toLowerCase().replace(/^(pa|md):/, \"\"));\n"
        "    return before + \" \";\n"
        "  });\n"
        "  return ids.concat(rest.split(/[^\\p{Letter}\\p{Number}_\\p{Emoji_Presentation}]+/gu).filter((t) => t));\n"
        "};\n")

    def split(self, input: str) -> list[str]:
        return [search_name(m.group(0)) for m in _CLAUSE_TOKEN.finditer(input)] + super().split(input)

    def stem(self, word: str) -> str:
        """Sphinx's English stem, remembered per word (the site feeds about 100,000 words, a few thousand distinct)."""
        stems: dict[str, str] = self.__dict__.setdefault("_stems", {})
        if word not in stems:
            stems[word] = super().stem(word)
        return stems[word]


class ClauseDomain(Domain):
    """Each clause entry of each edition page as a search object named by :func:`search_name` (no roles: the
    ``clause`` role resolves by itself)."""

    name = "clause"
    label = "Clause"
    object_types = {"clause": ObjType("clause", "clause")}

    def get_objects(self) -> Iterable[tuple[str, str, str, str, str, int]]:
        if not self.env.config.croupier_generate_pages:
            return
        for rid in spec.ruleset_ids():
            doc = ruleset_doc(rid)
            if doc not in self.env.all_docs:
                continue
            for cid in spec.ruleset(rid).clauses:
                name = search_name(cid)
                yield name, name, "clause", doc, anchor(cid), 0  # 0: ranked above every page

    def merge_domaindata(self, docnames: Any, otherdata: dict[str, Any]) -> None:
        pass  # the objects come from the spec, not from the documents

    def resolve_any_xref(self, *args: Any) -> list[Any]:
        return []


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("sphinx.ext.autodoc")
    #: the full site: write the generated pages and check that all cited code is documented (off for small test sites)
    app.add_config_value("croupier_generate_pages", True, "env", bool)
    app.add_node(clause_ref)
    app.add_domain(ClauseDomain)
    app.add_search_language(ClauseSearch)
    app.add_role("clause", ClauseRole())
    app.add_directive("croupier-ruleset", RulesetDirective)
    app.add_directive("croupier-editions", EditionsDirective)
    app.add_directive("croupier-coverage", CoverageDirective)
    app.add_directive("croupier-matrix", MatrixDirective)
    app.add_directive("croupier-options", OptionsDirective)
    app.add_directive("croupier-bundled-profiles", BundledProfilesDirective)
    app.connect("builder-inited", write_pages)
    app.connect("autodoc-process-docstring", implements_line)
    app.connect("autodoc-process-docstring", contracts_lines)
    app.connect("env-check-consistency", check_code_targets)
    app.connect("doctree-resolved", resolve_clause_refs)
    return {"version": "0.1", "parallel_read_safe": True, "parallel_write_safe": True, "env_version": 1}
