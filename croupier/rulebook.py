"""A vendor's rulebook per game, generated from the bundled vectors, ``spec/`` and the reference model (issue 28).

What an implementation must cite and refuse is spread over the spec, the model and the vectors; this module puts it
on one Markdown page per game, computed every time, so that it cannot drift from them:

* :func:`options` -- a game's profile options and fixed readings (``spec/<family>/tables.toml``, filtered by each
  entry's ``game`` key, or by the suite's clause scope where a shared file's entry has none); ``croupier config
  options`` prints them;
* :func:`collect` -- what the bundled vectors hold: the clauses each kind of outcome cites, the clauses each event
  type is refused under, and the reference's *check order* per event type (the refusal precedence), observed by
  replaying the vectors through the reference with a line tracer (see :data:`METHOD`);
* :func:`render` -- the page; ``croupier rulebook`` prints or writes it, and ``docs/vendor/rulebook/`` holds the
  committed pages (``tests/test_rulebook.py`` fails when one differs from what :func:`render` gives now).
"""

from __future__ import annotations

import ast
import json
import os
import sys
import textwrap
from collections import Counter, defaultdict
from pathlib import Path
from types import FrameType
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

import attrs

from croupier import __version__, spec

__all__ = ["METHOD", "Evidence", "collect", "format_options", "game_title", "games", "index_page", "options", "render",
           "write_pages"]

Message = dict[str, Any]

#: accepted steps of each event type traced for the check order (every refused step is traced); a bound on the time
#: a page takes, not on what it shows: the first steps of a type reach the checks later ones reach
TRACED_PER_TYPE = 150

#: how the refusal precedence is derived (printed on every page)
METHOD = (
    "The reference refuses an event by raising `refuse(clause, reason)` at the first check that fails; a later "
    "check is never reached. The generator finds every `raise refuse(...)` in the reference model's source and the "
    "condition guarding it, replays the bundled vectors through the reference with a line tracer, and records, for "
    "each step, the order in which the guards were evaluated (every refused step, and the first "
    f"{TRACED_PER_TYPE} accepted steps of each event type). The checks below are in that order: where an event "
    "breaks the rules of two checks, the reference names the clause of the one listed first. A check whose clause "
    "is held in a name (one edition's number or another's, or the clause a chapter passes to a check written once "
    "for a family of games) is shown with every value the tracer read in that name when the check was reached, and "
    "with the clauses it refused under in the vectors, as is a clause an edition renumbers (the model cites one "
    "edition and names the table's). A family's check (`families/...`) is listed once per place in a chapter's code "
    "that calls it, and says which chapter function that is; its reason is shown in that chapter's words. A clause "
    "computed otherwise shows as computed. "
    "Only checks the vectors reach are listed, and a check reached only in some states (a Pai Gow round "
    "already dealt, a table option) appears where the vectors reach it.")

MONEY_KINDS = (("settlement", "Settlements"), ("returned", "Wagers returned"), ("commission", "Commissions"))


# ---------------------------------------------------------------- games and options

def games() -> tuple[str, ...]:
    """Every game with a conformance suite, as ``croupier conform --game`` names them."""
    from croupier import games as registry

    return tuple(g.name for g in registry.suite_games())


def game_title(game: str) -> str:
    """A game's rulebook title (its :attr:`croupier.games.Game.title`)."""
    from croupier import games as registry

    return registry.named(game).title


def _suite(game: str) -> Any:
    from croupier.conformance.games import suite_for

    return suite_for(game)


def spec_folder(game: str) -> str:
    """The folder of ``spec/`` holding the game's ``tables.toml`` (``spanish21`` -> ``blackjack``)."""
    from croupier import trace

    return trace._game_of(_suite(game).default_ruleset)


def options(game: str) -> dict[str, Any]:
    """The profile options and fixed readings of ``game`` from its ``tables.toml``.

    A family's shared file (``spec/blackjack``, ``spec/poker``, ``spec/controls``) keys its entries by ``game``; an
    entry without the key belongs to every game of the file whose suite's clause scope holds its clause (the dice
    lifecycle checks 603a.13 of the controls chapter only).
    """
    g = _suite(game)
    folder = spec_folder(game)
    t = spec.tables(folder)

    def mine(entry: Mapping[str, Any]) -> bool:
        if "game" in entry:
            return entry["game"] == game
        return not g.scope or any(str(entry["clause"]).startswith(p) for p in g.scope)

    return {"game": game, "tables": f"spec/{folder}/tables.toml",
            "options": [dict(o) for o in t.get("option", []) if mine(o)],
            "readings": [dict(r) for r in t.get("reading", []) if mine(r)]}


def _shown(v: Any) -> str:
    return json.dumps(v) if isinstance(v, (bool, list, dict)) or v is None else str(v)


def format_options(game: str, fmt: str = "table", width: int = 100) -> str:
    """``croupier config options``: the options of ``game`` as terminal text, Markdown or JSON."""
    o = options(game)
    if fmt == "json":
        return json.dumps(o, indent=2, ensure_ascii=False)
    if fmt == "markdown":
        return "\n".join(_options_markdown(o, heading="###"))
    out = [f"{game}: {len(o['options'])} options and {len(o['readings'])} fixed readings ({o['tables']})", ""]
    if o["options"]:
        out.append("Options (a profile key each; the default where the profile says nothing):")
    for x in o["options"]:
        kind = x["kind"] + (f", reading {x['reading']}" if x.get("reading") else "")
        out.append(f"  {x['name']}  [{x['clause']}]  ({kind})")
        out.append(f"      values: {', '.join(_shown(v) for v in x['values'])};  default: {_shown(x['default'])}")
        out += textwrap.wrap(x["summary"], width, initial_indent="      ", subsequent_indent="      ")
    if o["readings"]:
        out += ["", "Fixed readings (open questions the model answers one way only):"]
    for r in o["readings"]:
        out.append(f"  {r['amb']}  [{r['clause']}]")
        out += textwrap.wrap(r["reading"], width, initial_indent="      ", subsequent_indent="      ")
    return "\n".join(out)


# ---------------------------------------------------------------- Markdown helpers

def _cell(s: Any, limit: int = 0) -> str:
    """Plain text for a Markdown table cell: one line, pipes escaped, Markdown's emphasis and roles kept out."""
    t = " ".join(str(s).split())
    if limit and len(t) > limit:
        t = t[: limit - 1].rstrip() + "…"
    for ch in "\\`*_[]<>{}|":
        t = t.replace(ch, "\\" + ch)
    return t


def _code(s: Any) -> str:
    """A code span for a cell (pipes escaped, as a table cell needs)."""
    t = " ".join(str(s).split()).replace("|", "\\|")
    tick = "``" if "`" in t else "`"
    return f"{tick}{t}{tick}" if tick == "`" else f"{tick} {t} {tick}"


def _table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return out


def _title(cid: str) -> str:
    try:
        c = spec.clause(cid)
    except (KeyError, spec.SpecError):
        return "(not in spec/)"
    return c.title or (c.summary[:80] + ("…" if len(c.summary) > 80 else ""))


def _options_markdown(o: Mapping[str, Any], heading: str = "##") -> list[str]:
    out = [f"{heading} Options", "", f"From `{o['tables']}`; a profile key each, its default where the profile says "
           "nothing (`croupier config options --game " + o["game"] + "` prints them).", ""]
    if o["options"]:
        out += _table(["option", "kind", "values", "default", "clause", "what it decides"],
                      [(_code(x["name"]), _cell(x["kind"] + (f" ({x['reading']})" if x.get("reading") else "")),
                        ", ".join(_code(_shown(v)) for v in x["values"]), _code(_shown(x["default"])),
                        _code(x["clause"]), _cell(x["summary"])) for x in o["options"]])
    else:
        out.append("This game has no options: every table plays the same rules.")
    out += ["", f"{heading} Fixed readings", "", "Open questions the model answers one way only (no option).", ""]
    if o["readings"]:
        out += _table(["reading", "clause", "how the model reads it"],
                      [(_cell(r["amb"]), _code(r["clause"]), _cell(r["reading"])) for r in o["readings"]])
    else:
        out.append("None.")
    return out + [""]


# ---------------------------------------------------------------- the reference's checks (static part)

@attrs.frozen
class Check:
    """One ``raise refuse(...)`` of the reference: where it is, its clause (``None``: computed) and its reason."""

    key: tuple[str, int]  #: (file, line of the raise)
    where: str  #: ``sicbo/game.py: place``
    clause: Optional[str]
    reason: Optional[str]  #: the reason as written, ``…`` for what is computed
    #: the clause's expression where it is a name the caller supplies (``clause``, ``ch.insurance``): the tracer reads
    #: its value in the running reference
    expr: Optional[str] = None
    #: the reason's parts where it names a chapter's words (``f"... the {c.shoe} ..."``): text, or an expression the
    #: tracer reads where it is an attribute of a clause map (a class marked ``__clause_map__``); ``…`` otherwise
    words: tuple[str, ...] = ()


#: one check as the vectors reach it: (file, line of the raise, the chapter's call site of a family's check or "")
Key = tuple[str, int, str]


def _named(node: ast.AST) -> bool:
    """A clause expression the tracer may read without running code of the model: a name, an attribute of one, a
    constant subscript of one."""
    if isinstance(node, ast.Name):
        return True
    if isinstance(node, ast.Attribute):
        return _named(node.value)
    if isinstance(node, ast.Subscript):
        return _named(node.value) and isinstance(node.slice, ast.Constant)
    return False


def _is_refuse(node: ast.AST) -> bool:
    if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
        return False
    f = node.exc.func
    return (isinstance(f, ast.Name) and f.id == "refuse") or (isinstance(f, ast.Attribute) and f.attr == "refuse")


def _words(node: Optional[ast.AST]) -> tuple[str, ...]:
    """An f-string reason's parts: its text, ``{expr}`` for an attribute it formats plainly, ``…`` for the rest;
    ``()`` where it formats no attribute."""
    if not isinstance(node, ast.JoinedStr):
        return ()
    parts: list[str] = []
    for v in node.values:
        if isinstance(v, ast.Constant):
            parts.append(str(v.value))
        elif (isinstance(v, ast.FormattedValue) and isinstance(v.value, ast.Attribute) and _named(v.value)
              and v.conversion == -1 and v.format_spec is None):
            parts.append("{" + ast.unparse(v.value) + "}")
        else:
            parts.append("…")
    return tuple(parts) if any(p.startswith("{") for p in parts) else ()


def _text(node: Optional[ast.AST]) -> Optional[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(str(v.value) if isinstance(v, ast.Constant) else "…" for v in node.values)
    return None


def _checks_of(path: Path, root: Path) -> tuple[list[Check], dict[int, list[int]]]:
    """The checks of one file and, per guard line, the raise lines it guards."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    rel = path.relative_to(root).as_posix()
    checks: list[Check] = []
    guards: dict[int, list[int]] = defaultdict(list)

    def visit(node: ast.AST, func: str, ifs: tuple[ast.If, ...]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, child.name if not func else f"{func}.{child.name}", ())
                continue
            if isinstance(child, ast.ClassDef):
                visit(child, child.name if not func else f"{func}.{child.name}", ())
                continue
            if _is_refuse(child):
                assert isinstance(child, ast.Raise) and isinstance(child.exc, ast.Call)
                args = child.exc.args
                starred = bool(args) and isinstance(args[0], ast.Starred)
                clause = _text(args[0]) if args and not starred else None
                reason = None if starred else _text(args[1] if len(args) > 1 else None)
                expr = ast.unparse(args[0]) if clause is None and args and _named(args[0]) else None
                words = () if starred or len(args) < 2 else _words(args[1])
                checks.append(Check((str(path), child.lineno), f"{rel}: {func or '(module)'}", clause, reason, expr,
                                    words))
                if ifs:
                    test = ifs[-1].test
                    for line in range(test.lineno, (test.end_lineno or test.lineno) + 1):
                        guards[line].append(child.lineno)
                else:
                    guards[child.lineno].append(child.lineno)
            inner = ifs + (child,) if isinstance(child, ast.If) else ifs
            if isinstance(child, ast.If):  # the test belongs to the enclosing block, the branches to this If
                visit(child.test, func, ifs)
                for part in child.body + child.orelse:
                    visit_one(part, func, inner)
            else:
                visit(child, func, inner)

    def visit_one(node: ast.AST, func: str, ifs: tuple[ast.If, ...]) -> None:
        holder = ast.Module(body=[node], type_ignores=[])  # type: ignore[list-item]
        visit(holder, func, ifs)

    visit(tree, "", ())
    return checks, guards


class _Index:
    """Every check of the reference model, by file, with the guard lines that lead to each."""

    def __init__(self) -> None:
        import croupier.reference

        root = Path(str(croupier.reference.__file__)).parent
        self.root = root
        self.families = str(root / "families")
        self.checks: dict[tuple[str, int], Check] = {}
        self.exprs: dict[tuple[str, int], Any] = {}  #: the compiled clause expressions
        self.words: dict[tuple[str, int], tuple[Any, ...]] = {}  #: the reasons' parts, attributes compiled
        self.guards: dict[str, dict[int, list[int]]] = {}
        self.raises: dict[str, set[int]] = {}
        for path in sorted(root.rglob("*.py")):
            found, guards = _checks_of(path, root)
            if not found:
                continue
            for c in found:
                self.checks[c.key] = c
                if c.expr is not None:
                    self.exprs[c.key] = compile(c.expr, str(path), "eval")
                if c.words:
                    self.words[c.key] = tuple(
                        (compile(w[1:-1], str(path), "eval"), compile(w[1:-1].rsplit(".", 1)[0], str(path), "eval"))
                        if w.startswith("{") else w for w in c.words)
            self.guards[str(path)] = dict(guards)
            self.raises[str(path)] = {c.key[1] for c in found}

    def site(self, frame: FrameType) -> str:
        """Where the chapter calls the family's check running in ``frame`` (``""`` for a chapter's own check):
        ``path:line:function`` of the nearest calling frame outside ``families/``."""
        if not frame.f_code.co_filename.startswith(self.families):
            return ""
        b = frame.f_back
        while b is not None and b.f_code.co_filename.startswith(self.families):
            b = b.f_back
        if b is None:
            return ""
        return f"{b.f_code.co_filename}:{b.f_lineno}:{b.f_code.co_name}"

    def check(self, key: Key, reason: Optional[str] = None) -> Check:
        """The check at ``key`` (with ``reason`` as the chapter words it); a family's check says which chapter
        function calls it."""
        c = self.checks[key[:2]]
        if reason is not None:
            c = attrs.evolve(c, reason=reason)
        if not key[2]:
            return c
        path, _, func = key[2].rsplit(":", 2)
        try:
            shown = Path(path).relative_to(self.root).as_posix()
        except ValueError:
            shown = Path(path).name
        return attrs.evolve(c, where=f"{c.where} (from {shown}: {func})")


@attrs.define
class _Trace:
    """The checks one step reached, in order, and the last one that raised."""

    reached: list[Key] = attrs.field(factory=list)
    fired: Optional[Key] = None
    named: dict = attrs.field(factory=lambda: defaultdict(set))  #: key -> the clauses its expression held
    reasons: dict = attrs.field(factory=dict)  #: key -> its reason with the chapter's words read in


#: icontract's functions that evaluate conditions (its wrapper, which calls the model itself, is not one)
_CONTRACT_FRAMES = frozenset({"_assert_preconditions", "_assert_postconditions", "_assert_invariant", "_capture_old",
                              "not_check"})


def _read_clause(index: _Index, frame: FrameType, key: Key, t: _Trace) -> None:
    """Note the value of the check's clause expression (a name, see :func:`_named`) in ``frame``."""
    code = index.exprs.get(key[:2])
    if code is None:
        return
    try:
        value = eval(code, frame.f_globals, frame.f_locals)  # noqa: S307 - a name or an attribute, nothing called
    except Exception:  # not bound yet at the guard: read again where it raises
        return
    if isinstance(value, str):
        t.named[key].add(value)


def _read_words(index: _Index, frame: FrameType, key: Key, t: _Trace) -> None:
    """Note the check's reason with the words of the chapter's clause map read in (see :attr:`Check.words`)."""
    parts = index.words.get(key[:2])
    if parts is None or key in t.reasons:
        return
    text = []
    for p in parts:
        if isinstance(p, str):
            text.append(p)
            continue
        try:
            owner = eval(p[1], frame.f_globals, frame.f_locals)  # noqa: S307 - a name or an attribute, nothing called
            value = eval(p[0], frame.f_globals, frame.f_locals)  # noqa: S307
        except Exception:
            return
        text.append(str(value) if getattr(type(owner), "__clause_map__", False) else "…")
    t.reasons[key] = "".join(text)


def _traced(index: _Index, run: Callable[[], Any]) -> tuple[Any, _Trace]:
    """Run ``run()`` under a line tracer over the reference's files with checks (contracts' frames left out)."""
    t = _Trace()
    seen: set[Key] = set()

    def local(frame: FrameType, event: str, arg: Any) -> Any:
        if event == "line":
            f, line = frame.f_code.co_filename, frame.f_lineno
            guarded = index.guards[f].get(line, ())
            if guarded or line in index.raises[f]:
                site = index.site(frame)
                for r in guarded:
                    key = (f, r, site)
                    if key not in seen:
                        seen.add(key)
                        t.reached.append(key)
                    _read_clause(index, frame, key, t)
                    _read_words(index, frame, key, t)
                if line in index.raises[f]:
                    t.fired = (f, line, site)
                    _read_clause(index, frame, t.fired, t)  # a name bound only on the way to the raise
                    _read_words(index, frame, t.fired, t)
        return local

    def call(frame: FrameType, event: str, arg: Any) -> Any:
        if frame.f_code.co_filename not in index.guards:
            return None
        b = frame.f_back
        while b is not None:  # a contract's condition (or what it calls) is not the model's check
            if b.f_code.co_name in _CONTRACT_FRAMES and "icontract" in b.f_code.co_filename:
                return None
            b = b.f_back
        return local

    old = sys.gettrace()
    sys.settrace(call)
    try:
        out = run()
    finally:
        sys.settrace(old)
    return out, t


# ---------------------------------------------------------------- what the vectors hold

@attrs.define
class Group:
    """Outcomes of one kind (settlements of one bet kind and result, notices, ...): the clause sets they cite."""

    count: int = 0
    sets: Counter = attrs.field(factory=Counter)  #: clause set (sorted tuple) -> outcomes
    example_of_set: dict = attrs.field(factory=dict)  #: clause set -> case
    per_clause: Counter = attrs.field(factory=Counter)
    example_of_clause: dict = attrs.field(factory=dict)
    what: dict = attrs.field(factory=dict)  #: clause set -> an example notice text

    def add(self, clauses: Sequence[str], case: str, what: Optional[str] = None) -> None:
        key = tuple(sorted(set(clauses)))
        self.count += 1
        self.sets[key] += 1
        self.example_of_set.setdefault(key, case)
        if what is not None:
            self.what.setdefault(key, what)
        for c in key:
            self.per_clause[c] += 1
            self.example_of_clause.setdefault(c, case)


@attrs.define
class Evidence:
    """What one game's bundled vectors and the reference's checks say (see :func:`collect`)."""

    game: str
    files: list[tuple[str, str, int, int]] = attrs.field(factory=list)  #: profile, ruleset, cases, steps
    groups: dict = attrs.field(factory=dict)  #: (type, bet kind, result) -> Group
    #: event type -> clause -> (refusals, example reason, example case)
    refusals: dict = attrs.field(factory=dict)
    #: event type -> ordered [(Check, clauses fired there with an example case, reached in how many steps, the
    #: clauses its expression held where the chapter passes it)]
    precedence: dict = attrs.field(factory=dict)
    #: event type -> pairs of checks seen in both orders
    varies: dict = attrs.field(factory=dict)
    traced: Counter = attrs.field(factory=Counter)  #: event type -> steps traced
    cited: set = attrs.field(factory=set)  #: every clause the vectors cite (outcomes and refusals)


def _vector_files(g: Any) -> list[tuple[str, Path]]:
    out: list[tuple[str, Path]] = []
    seen: set[Path] = set()
    for name, make in g.profiles.items():
        path = g.bundled_vectors(name, make())
        if path is not None and path not in seen:
            seen.add(path)
            out.append((name, path))
    return out


def _order(seqs: list[list[Key]]) -> tuple[list[Key], list[tuple[Key, ...]]]:
    """One order of the checks consistent with the most steps: a check before another where more steps evaluated it
    first; the pairs seen both ways are returned too."""
    before: Counter = Counter()
    first_seen: dict[Key, tuple[int, int]] = {}
    for n, seq in enumerate(seqs):
        for i, a in enumerate(seq):
            first_seen.setdefault(a, (n, i))
            for b in seq[i + 1:]:
                before[(a, b)] += 1
    nodes = sorted(first_seen, key=lambda k: first_seen[k])
    varies = sorted({tuple(sorted((a, b))) for (a, b) in before if (b, a) in before})
    wins = {a: {b for b in nodes if b != a and before[(a, b)] > before[(b, a)]} for a in nodes}
    out: list[Key] = []
    left = list(nodes)
    while left:
        free = [a for a in left if not any(a in wins[b] for b in left if b != a)]
        pick = free[0] if free else min(left, key=lambda a: sum(a in wins[b] for b in left))  # a cycle: fewest ahead
        out.append(pick)
        left.remove(pick)
    return out, varies  # type: ignore[return-value]


def collect(game: str) -> Evidence:
    """Read every bundled vector file of ``game``, replay it through the reference, trace the checks."""
    os.environ.setdefault("CROUPIER_CONTRACTS", "0")
    g = _suite(game)
    index = _Index()
    ev = Evidence(game)
    seqs: dict[str, list[list[Key]]] = defaultdict(list)
    reached: dict[str, Counter] = defaultdict(Counter)
    fired: dict[str, dict[Key, dict[str, str]]] = defaultdict(lambda: defaultdict(dict))
    named: dict[str, dict[Key, set[str]]] = defaultdict(lambda: defaultdict(set))
    reasons: dict[Key, str] = {}
    for name, path in _vector_files(g):
        data = json.loads(path.read_text(encoding="utf-8"))
        cfg = g.config(dict(data["profile"]))
        steps = 0
        for case in data["cases"]:
            where = f"{name}:{case['id']}"
            s = g.initial()
            for st in case["steps"]:
                steps += 1
                m, expect = st["event"], st.get("expect")
                etype = str(m.get("type"))
                rejected = next((o for o in expect or () if o.get("type") == "rejected"), None)
                if expect is not None and (rejected is not None or ev.traced[etype] < TRACED_PER_TYPE):
                    (outs, s), tr = _traced(index, lambda: g.run_event(cfg, s, m))
                    ev.traced[etype] += 1
                    seqs[etype].append(tr.reached)
                    reached[etype].update(tr.reached)
                    for k, clauses in tr.named.items():
                        named[etype][k] |= clauses
                    for k, text in tr.reasons.items():
                        reasons.setdefault(k, text)
                    got = next((o for o in outs or () if o.get("type") == "rejected"), None)
                    if got is not None and tr.fired is not None:
                        fired[etype][tr.fired].setdefault(str(got["clause"]), where)
                else:
                    _, s = g.run_event(cfg, s, m)
                for o in expect or ():
                    _outcome(ev, o, etype, where)
        ev.files.append((name, str(data["ruleset"]), len(data["cases"]), steps))
    for etype, ss in seqs.items():
        order, varies = _order([x for x in ss if x])
        ev.precedence[etype] = [(index.check(k, reasons.get(k)), fired[etype].get(k, {}), reached[etype][k],
                                 named[etype].get(k, set())) for k in order]
        ev.varies[etype] = [(index.check(a), index.check(b)) for a, b in varies]
    return ev


def _outcome(ev: Evidence, o: Message, etype: str, where: str) -> None:
    t = o.get("type")
    if t == "rejected":
        clause = str(o.get("clause"))
        ev.cited.add(clause)
        per = ev.refusals.setdefault(etype, {})
        n, reason, case = per.get(clause, (0, str(o.get("reason", "")), where))
        per[clause] = (n + 1, reason, case)
        return
    clauses = [str(c) for c in o.get("clauses", ())]
    ev.cited.update(clauses)
    if t in ("settlement", "returned", "commission"):
        kind = str(o.get("bet", "")).split(" ")[0]
        key = (t, kind, str(o.get("result")) if t == "settlement" else "")
    else:
        key = (str(t), "", "")
    ev.groups.setdefault(key, Group()).add(clauses, where, str(o.get("what")) if t == "notice" else None)


# ---------------------------------------------------------------- the page

#: at most this many clause sets are listed one by one under a group (the clauses are always listed)
SETS_SHOWN = 8


def _clause_rows(group: Group) -> list[tuple[str, str, str, str]]:
    rows = []
    for c in sorted(group.per_clause, key=lambda c: (-group.per_clause[c], c)):
        n = group.per_clause[c]
        rows.append((_code(c), _cell(_title(c)), "every one" if n == group.count else f"{n} of {group.count}",
                     _code(group.example_of_clause[c])))
    return rows


def _sets_lines(group: Group) -> list[str]:
    if len(group.sets) > SETS_SHOWN:
        return [f"{len(group.sets)} distinct clause sets (each clause above is cited alone or with others; the "
                "vectors hold an example of each).", ""]
    out = [f"Clause sets ({len(group.sets)}):", ""]
    for key, n in sorted(group.sets.items(), key=lambda kv: (-kv[1], kv[0])):
        shown = ", ".join(_code(c) for c in key) or "(none)"
        out.append(f"- {shown}: {n}, e.g. {_code(group.example_of_set[key])}")
    return out + [""]


def render(game: str, ev: Optional[Evidence] = None) -> str:
    """The Markdown rulebook of ``game``."""
    g = _suite(game)
    ev = ev if ev is not None else collect(game)
    name = game_title(game)
    out = [f"# {name} (`{game}`)", "",
           f"<!-- Generated by `croupier rulebook --game {game}` from the bundled vectors, spec/ and the reference "
           "model; do not edit. `croupier rulebook --all --out docs/vendor/rulebook` regenerates every page. -->", "",
           f"The rulebook of the `{game}` suite (protocol games: {', '.join(_code(t) for t in g.tables)}), generated "
           "from the bundled vectors, `spec/` and the reference model. It says what the reference cites on each "
           "outcome, which clause it names when it refuses an event (and which one wins when several apply), the "
           "game's options, and the order it settles in. `conformance/INTERPRETING.md` is the normative document; "
           f"this page is what the reference does. Print it with `croupier rulebook --game {game}`.", "",
           "Bundled vector files read:", ""]
    out += _table(["profile", "ruleset", "cases", "steps"],
                  [(_code(p), _code(r), str(c), str(s)) for p, r, c, s in ev.files])
    out += ["", "An example case is written `profile:case-id`; replay it with `croupier vectors run FILE --case ID`.",
            ""]

    out += ["## Outcomes and the clauses they cite", "",
            "For each kind of outcome the reference produced in the vectors: every clause it cites, its title, in "
            "how many of those outcomes, and a case where it does. An implementation that reports `clauses` is "
            "compared on them (INTERPRETING.md, section 4).", ""]
    for kind, title in MONEY_KINDS + (("notice", "Notices"),):
        keys = sorted(k for k in ev.groups if k[0] == kind)
        if not keys:
            continue
        out += [f"### {title}", ""]
        for key in keys:
            group = ev.groups[key]
            if kind == "notice":
                out += _table(["clauses", "notices", "example", "example case"],
                              [(", ".join(_code(c) for c in k) or "(none)", str(n), _cell(group.what[k], 100),
                                _code(group.example_of_set[k]))
                               for k, n in sorted(group.sets.items(), key=lambda kv: (-kv[1], kv[0]))])
                out += ["", "Clause titles:", ""]
                out += [f"- {_code(c)}: {_cell(_title(c))}" for c in sorted(group.per_clause)]
                out.append("")
                continue
            head = f"`{key[1] or '(no bet)'}`" + (f", {key[2]}" if key[2] else "")
            out += [f"#### {head}", "", f"{group.count} outcome{'' if group.count == 1 else 's'}.", ""]
            out += _table(["clause", "title", "cited by", "example case"], _clause_rows(group))
            out.append("")
            out += _sets_lines(group)

    out += ["## Refusals", "",
            "A refused event has one outcome, `rejected`, naming one clause; an implementation must name the same "
            "clause (INTERPRETING.md, section 4).", "",
            "### Clauses each event is refused under", ""]
    if not ev.refusals:
        out += ["The vectors refuse no event.", ""]
    for etype in sorted(ev.refusals):
        per = ev.refusals[etype]
        out += [f"#### `{etype}`", ""]
        out += _table(["clause", "title", "refusals", "example reason", "example case"],
                      [(_code(c), _cell(_title(c)), str(n), _cell(reason, 120), _code(case))
                       for c, (n, reason, case) in sorted(per.items(), key=lambda kv: (-kv[1][0], kv[0]))])
        out.append("")
    out += ["### Refusal precedence", "", "Method: " + METHOD, ""]
    for etype in sorted(ev.precedence):
        rows = ev.precedence[etype]
        if not rows:
            continue
        out += [f"#### `{etype}`", "", f"{len(rows)} check{'' if len(rows) == 1 else 's'}, in the order the reference evaluates them "
                f"({ev.traced[etype]} steps traced).", ""]
        table_rows = []
        for n, (c, fired_here, hits, passed) in enumerate(rows, 1):
            # the clause as written (or as the chapter passes it) and every clause it was named under in the vectors
            # (an edition's renumbering)
            named = sorted(({c.clause} if c.clause else set()) | passed | set(fired_here))
            shown = ", ".join(_code(x) for x in named) if named else "(computed; not refused in the vectors)"
            refused = ", ".join(_code(case) for _, case in sorted(fired_here.items())[:2]) if fired_here else ""
            table_rows.append((str(n), shown, _cell(c.reason or "(computed)", 110), _code(c.where), refused))
        out += _table(["#", "clause", "the check (reason as written)", "where", "refused in"], table_rows)
        out.append("")
        if ev.varies.get(etype):
            out += [f"{len(ev.varies[etype])} pairs of these checks were evaluated in both orders, the order "
                    "depending on the state (a check inside a loop over seats or hands, or one guarded by an "
                    "option); the table keeps the order most steps took.", ""]

    out += _options_markdown(options(game), heading="##")

    out += ["## Order of money outcomes", ""]
    if g.order:
        out += ["The clauses that prescribe an order among the money outcomes of one event (protocol 0.2, "
                "INTERPRETING.md, section 4). A rule is compared on a step whose expected outcomes cite its clause (or a "
                "sub-clause), or one of the clauses it is also compared on. Where a rule ranks only some settlements, "
                "an implementation's outcome is ranked by the clauses of its pair among the reference's outcomes.", ""]
        out += _table(["clause", "title", "the order", "also compared on", "ranks only the settlements of"],
                      [(_code(r.clause), _cell(_title(r.clause)), _cell(r.what),
                        ", ".join(_code(c) for c in r.within) or "-",
                        ", ".join(_code(c) for c in r.among) or "every clause")
                       for r in g.order])
    else:
        out.append(f"The `{game}` suite names no order rule: the money outcomes of an event may come in any order.")
    out.append("")
    return "\n".join(out)


def index_page() -> str:
    """The index of the per-game pages (``docs/vendor/rulebook/index.md``)."""
    lines = ["# Per-game rulebooks", "",
             "<!-- Generated by `croupier rulebook --all --out docs/vendor/rulebook`; do not edit. -->", "",
             "One page per conformance suite, generated from the bundled vectors, `spec/` and the reference model: "
             "the clauses each outcome cites, the clauses each event is refused under and which one wins when "
             "several apply, the options and the order rules. `croupier rulebook --game GAME` prints a page; "
             "`croupier config options --game GAME` prints the options alone. A test fails when a committed page "
             "differs from what the generator gives now.", "",
             ]
    lines += [f"- [{game_title(g)}]({g}.md) (`{g}`)" for g in games()]
    lines += ["", "```{toctree}", ":hidden:", ""]
    lines += list(games())
    lines += ["```", ""]
    return "\n".join(lines)


def write_pages(out: Path, only: Optional[Iterable[str]] = None) -> list[Path]:
    """Write ``out/index.md`` and one ``out/<game>.md`` per game; return the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for game in only if only is not None else games():
        p = out / f"{game}.md"
        p.write_text(render(game), encoding="utf-8")
        written.append(p)
    if only is None:
        p = out / "index.md"
        p.write_text(index_page(), encoding="utf-8")
        written.append(p)
    return written
