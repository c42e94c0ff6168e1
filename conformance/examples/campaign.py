"""Suite strength measured without our own bias: a mutation tool's operators over each bundled example engine.

The hand-planted catalogues (``mutants.py``, ``<game>_mutants.py``) are bugs *we* thought of. This campaign asks a
general-purpose mutation tool for every mutant of one engine's source, samples them deterministically, and kills
each with our own runner (vectors first, then the generated suite at the default budget), so the score is not
shaped by what we expected to find. Opt in: ``pip install -e ".[mutation]"``, then::

    python -m croupier.conformance.examples.campaign sicbo            # generate, sample, kill, write the results
    python -m croupier.conformance.examples.campaign sicbo --list     # the eligible mutants, nothing run
    python -m croupier.conformance.examples.campaign sicbo --rerun-survivors   # after adding a vector
    python -m croupier.conformance.examples.campaign sicbo --show ID  # one mutant's diff

The results go to ``conformance/examples/campaign/<game>.toml``; ``tests/conformance/test_campaign.py`` checks,
without the tool, that each file is current (the engine's sha256), scores at least 95% and triages every survivor
in one line: ``equivalent`` (why no test can tell it from the engine) or, for a real bug no vector kills yet,
``open`` (what the vector would need; an open survivor counts against the score).

**The tool: cosmic-ray 8.7.0**, not mutmut 3.8.1. Both were tried on ``sicbo_table.py``. cosmic-ray exposes exactly
what the runner needs as a plain library: ``cosmic_ray.plugins.operator_names()``/``get_operator(name)`` give the
operator plugins, each ``Operator.mutation_positions(node)`` enumerates its sites over a parso tree, and
``cosmic_ray.mutating.mutate_code(source, operator, occurrence)`` returns the mutated source text of one mutant,
with no configuration file, no working directory and no test runner involved. It mutates module-level code too,
which matters here: these engines keep their paytables as module constants. mutmut 3 is built around its own
runner: ``file_mutation.create_mutations`` works on libcst trees but first reads a global ``[mutmut]``
configuration (it fails without a ``setup.cfg`` naming ``source_paths`` in the working directory), its
``mutate_file_contents`` emits one trampolined file whose mutants are selected by an environment variable at run
time, it applies only mutants inside functions (module constants are out of reach), and its largest operator class
(616 of 1590 sicbo mutants) rewrites string literals (``"XX...XX"``, case changes) which in these engines are mostly
free-text refusal reasons that no conformance check reads, so a large share of triage would be noise.

**Operators.** Every cosmic-ray ``core`` operator that takes no arguments (``VariableReplacer``/
``VariableInserter`` need a cause and an effect variable named by hand, which would be our bias again).

**What is skipped (the protocol boilerplate rule).** The codec lives in :mod:`croupier.conformance.adapter`; an
engine file only has guards that refuse a *malformed* message, and guards that refuse a *profile* the engine does
not take (``Unsupported``, raised directly or through the engine's ``_bad`` helper). A mutation is skipped when its
site is in

* a ``raise ProtocolError(...)`` or ``raise Unsupported(...)``/``raise _bad(...)`` statement;
* the test of an ``if`` whose body is only such a ``raise`` (and which has no ``else``);
* an ``except`` clause that names ``ProtocolError`` or ``Unsupported``;

since such a mutation can only change how the engine answers messages the suite never sends well-formed games
with (it makes the engine speak or accept malformed messages), or which profiles the engine declares it takes: the
suite sends only the bundled, legal profiles, and an engine that refuses one of them is reported as not applicable
to it, which the protocol allows (INTERPRETING.md, section 3), not as a failure. (A mutant that makes the engine
refuse a bundled default profile, or no longer offer (``opened``'s ``wagers``) a wager the example offers under one,
is still counted killed, as ``unsupported``: a vendor's run would not pass that profile, or would report the
wager's clauses "not offered" where the example's run passes them.) Parsing
that *applies* an accepted profile (the options set, the paytables chosen) is game logic. Everything else,
paytables, settlement, refusals, clauses, notices, state, the handshake metadata, is game logic and eligible.

**Sampling.** The eligible mutants are listed in the tool's order (operator, then occurrence) and a sample of
``SAMPLE_SIZE`` (``SAMPLE_SIZES[game]`` where a game draws more) is drawn with ``random.Random(game)``; the sample is
sorted by id. Sizes were set from the measured kill time on 2 shared cores: a mutant a vector kills costs 0.1 to 3 s,
but a survivor costs a whole default suite run (about 25 s for the dice log, 220 s for Sic Bo, whose generated suite
is the largest part), so the survivors set the wall time; one game takes about 10 minutes at these sizes.

**Killing.** Each mutant's source is compiled as a module of its own (as :func:`mutants.engine` does with a patch).
A mutant whose module fails to compile or import, or whose engine fails to construct, to answer ``hello`` or to
open a table under a default profile, is *killed by crash* (counted apart). Otherwise the bundled vectors of every default profile run first
(``stop_early``), and only if they pass, the generated suite at the default budget (``stop_early``). A mutant that
uses more than ``TIMEOUT`` seconds of CPU (an endless loop; CPU, not wall time, so that a loaded machine does not
make a slow run "hung") is *killed by timeout* (counted apart, as crashes).
"""

from __future__ import annotations

import argparse
import difflib
import functools
import hashlib
import json
import random
import signal
import sys
import time
import tomllib
import types
import warnings
from importlib import resources
from pathlib import Path
from typing import Any, Iterator, Optional

import attrs

__all__ = ["SAMPLE_SIZE", "SAMPLE_SIZES", "Site", "eligible", "kill", "main", "results_path", "sample_size",
           "skipped_lines"]

TOOL = "cosmic-ray"
#: mutants drawn per game: about 10 minutes of wall time on 2 shared cores (see the module docstring)
SAMPLE_SIZE = 25
#: the games that draw more: the dice log's survivors cost a tenth of a card game's
SAMPLE_SIZES: dict[str, int] = {"dice": 60}
#: seconds of CPU a mutant may use (vectors and suite together) before it counts as hung: killed by timeout
TIMEOUT = 420.0
#: operators that need hand-chosen arguments (see the module docstring)
NEEDS_ARGUMENTS = ("core/VariableReplacer", "core/VariableInserter")

RESULTS_DIR = Path(__file__).resolve().parent / "campaign"


def sample_size(game: str) -> int:
    return SAMPLE_SIZES.get(game, SAMPLE_SIZE)


def results_path(game: str) -> Path:
    return RESULTS_DIR / f"{game}.toml"


def engine_file(game: str) -> str:
    from croupier.conformance.examples.mutants import implementation

    return implementation(game)[0]


def engine_source(game: str) -> str:
    return resources.files("croupier.conformance.examples").joinpath(engine_file(game)).read_text("utf-8")


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# ---------------------------------------------------------------------------------------------
# Which lines are protocol boilerplate


#: the exceptions whose guards are skipped: a malformed message, a profile the engine does not take
GUARDS = ("ProtocolError", "Unsupported")


def skipped_lines(source: str) -> set[int]:
    """The lines of malformed-message and profile-refusal guards (see the module docstring), by Python's own
    ``ast``."""
    import ast

    tree = ast.parse(source)
    # a module function that builds one of GUARDS (``def _bad(...) -> Unsupported``) raises it as well as its name
    makers = set(GUARDS) | {f.name for f in tree.body if isinstance(f, ast.FunctionDef)
                            and isinstance(f.returns, ast.Name) and f.returns.id in GUARDS}

    def is_protocol_raise(stmt: ast.stmt) -> bool:
        if not isinstance(stmt, ast.Raise) or stmt.exc is None:
            return False
        exc = stmt.exc.func if isinstance(stmt.exc, ast.Call) else stmt.exc
        return isinstance(exc, ast.Name) and exc.id in makers

    def span(node: ast.AST) -> range:
        return range(node.lineno, (node.end_lineno or node.lineno) + 1)  # type: ignore[attr-defined]

    lines: set[int] = set()
    for node in ast.walk(tree):
        if is_protocol_raise(node):  # type: ignore[arg-type]
            lines.update(span(node))
        elif isinstance(node, ast.If) and not node.orelse and len(node.body) == 1 and is_protocol_raise(node.body[0]):
            lines.update(span(node.test))
        elif isinstance(node, ast.ExceptHandler) and node.type is not None \
                and set(GUARDS) & {n.id for n in ast.walk(node.type) if isinstance(n, ast.Name)}:
            lines.add(node.lineno)
    return lines


# ---------------------------------------------------------------------------------------------
# The tool's mutants


@attrs.frozen
class Site:
    """One mutant: the operator, its occurrence in the tool's numbering, and the line it changes."""

    operator: str
    occurrence: int
    line: int

    @property
    def id(self) -> str:
        return f"{self.operator}:L{self.line}:{self.occurrence}"


def _operators() -> Iterator[tuple[str, Any]]:
    from cosmic_ray.plugins import get_operator, operator_names  # type: ignore[import-not-found, import-untyped, unused-ignore]

    for name in operator_names():
        if name in NEEDS_ARGUMENTS or not name.startswith("core/"):
            continue
        yield name, get_operator(name)()


def all_sites(source: str) -> list[Site]:
    """Every mutant the tool makes of ``source``, numbered as ``cosmic_ray.mutating.mutate_code`` numbers them."""
    from cosmic_ray.ast import Visitor, get_ast  # type: ignore[import-not-found, import-untyped, unused-ignore]

    sites: list[Site] = []
    for name, op in _operators():
        found: list[int] = []

        class Recorder(Visitor):  # walks exactly as cosmic_ray.mutating.MutationVisitor does, mutating nothing
            def visit(self, node: Any) -> Any:
                for start, _end in op.mutation_positions(node):
                    found.append(start[0])
                return node

        Recorder().walk(get_ast(source))
        sites.extend(Site(name, k, line) for k, line in enumerate(found))
    return sites


def eligible(source: str) -> tuple[list[Site], int]:
    """The mutants of game logic, and how many the tool made in all."""
    sites = all_sites(source)
    skip = skipped_lines(source)
    return [s for s in sites if s.line not in skip], len(sites)


def mutate(source: str, site: Site) -> Optional[str]:
    from cosmic_ray.mutating import mutate_code  # type: ignore[import-not-found, import-untyped, unused-ignore]
    from cosmic_ray.plugins import get_operator  # type: ignore[import-not-found, import-untyped, unused-ignore]

    return mutate_code(source, get_operator(site.operator)(), site.occurrence)  # type: ignore[no-any-return]


def diff_line(source: str, mutated: str, context: int = 30) -> str:
    """The change, before => after, on one line: the changed text with ``context`` characters either side."""
    old, new = source.splitlines(), mutated.splitlines()
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag != "equal":
            a = " ".join(x.strip() for x in old[i1:i2])
            b = " ".join(x.strip() for x in new[j1:j2])
            p = 0
            while p < min(len(a), len(b)) and a[p] == b[p]:
                p += 1
            q = 0
            while q < min(len(a), len(b)) - p and a[len(a) - 1 - q] == b[len(b) - 1 - q]:
                q += 1
            lo = max(0, p - context)

            def cut(x: str) -> str:
                hi = min(len(x), len(x) - q + context)
                return ("…" if lo else "") + x[lo:hi] + ("…" if hi < len(x) else "")

            return f"{cut(a)} => {cut(b)}"
    return "(no change)"


def sample(game: str, sites: list[Site], size: int) -> list[Site]:
    chosen = random.Random(game).sample(sites, min(size, len(sites)))
    return sorted(chosen, key=lambda s: (s.line, s.operator, s.occurrence))


# ---------------------------------------------------------------------------------------------
# Killing one mutant with our own runner


class _Timeout(Exception):
    pass


def _alarm(_signum: int, _frame: Any) -> None:
    raise _Timeout()


def load_engine(game: str, text: str, tag: str) -> Any:
    """The engine of a mutated source text, loaded as a module of its own (as ``mutants.engine`` does)."""
    from cosmic_ray.exceptions import CosmicRayTestingException  # type: ignore[import-not-found, import-untyped, unused-ignore]

    from croupier.conformance.examples.mutants import implementation

    name = f"croupier.conformance.examples._campaign_{game}_{tag}"
    module = types.ModuleType(name)
    module.__file__ = f"<campaign mutant {tag}>"
    module.__dict__["CosmicRayTestingException"] = CosmicRayTestingException  # the ExceptionReplacer's name
    sys.modules[name] = module
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SyntaxWarning)  # ``x is "literal"``, as the tool writes it
            exec(compile(text, module.__file__, "exec"), module.__dict__)
    finally:
        del sys.modules[name]
    return getattr(module, implementation(game)[1])()


def kill(game: str, text: str, tag: str, budget: Any, timeout: float = TIMEOUT) -> tuple[str, str, float]:
    """``(killed_by, problem, seconds)``: a vector case id, ``suite``, ``crash``, ``unsupported``, ``timeout`` or
    ``survived``."""
    from croupier.conformance.adapter import EngineAdapter
    from croupier.conformance.games import suite_for
    from croupier.conformance.runner import Side
    from croupier.conformance.session import conform

    g = suite_for(game)
    began = time.monotonic()
    old = signal.signal(signal.SIGVTALRM, _alarm)
    signal.setitimer(signal.ITIMER_VIRTUAL, timeout)  # CPU time: a loaded machine does not make a slow run "hung"
    try:
        profiles = [g.profile_named(n) for n in g.default_profiles]
        try:
            side = Side(EngineAdapter(load_engine(game, text, tag)), threaded=False)
            side.handshake()
            fewer = _fewer_wagers(game, side, profiles)
        except BaseException as e:  # noqa: BLE001 - failing to load, to say hello or to open a table is a crash
            if _timed_out(e):
                raise
            return "crash", f"{type(e).__name__}: {e}"[:200], time.monotonic() - began
        if fewer:  # the example offers every wager a bundled profile elects: hiding one narrows the run
            return "unsupported", fewer[:200], time.monotonic() - began
        for use_vectors in (True, False):  # vectors first; the generated suite only if they miss
            run = conform(g, side, profiles, budget, use_vectors=use_vectors, use_hypothesis=not use_vectors,
                          stop_early=True, minimise_seconds=0)
            if run.findings.failures:
                first = run.findings.failures[0]
                return first.found_by, first.problem[:200], time.monotonic() - began
            if run.findings.not_applicable:  # the example supports every bundled profile: refusing one is a change
                name, why = sorted(run.findings.not_applicable.items())[0]
                return "unsupported", f"profile {name} refused: {why}"[:200], time.monotonic() - began
        return "survived", "", time.monotonic() - began
    except BaseException as e:
        if not _timed_out(e):
            raise
        return "timeout", f"still running after {timeout:.0f} s of CPU", time.monotonic() - began
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)
        signal.signal(signal.SIGVTALRM, old)


def _offered(game: str, side: Any, profiles: list[tuple[str, Any]]) -> dict[str, frozenset[str]]:
    """profile -> the wager kinds the engine behind ``side`` says it offers at a table under that profile."""
    from croupier.conformance.games import suite_for

    g = suite_for(game)
    out = {}
    for n, (name, profile) in enumerate(profiles):
        table = f"campaign-offered-{n}"
        r = side.call({"type": "open", "table": table, "game": g.table_game(g.config(dict(profile))),
                       "profile": dict(profile)})
        if r.get("type") == "opened":
            out[name] = frozenset(r.get("wagers") or ())
            side.call({"type": "close", "table": table})
    return out


@functools.cache
def _offered_by_the_example(game: str) -> dict[str, frozenset[str]]:
    from croupier.conformance.adapter import load_implementation
    from croupier.conformance.games import suite_for
    from croupier.conformance.runner import Side

    g = suite_for(game)
    side = Side(load_implementation(g.example), threaded=False)
    side.handshake()
    return _offered(game, side, [g.profile_named(n) for n in g.default_profiles])


def _fewer_wagers(game: str, side: Any, profiles: list[tuple[str, Any]]) -> str:
    """What the mutant no longer offers that the example offers under a bundled profile (protocol ``opened``'s
    ``wagers``): a run then marks those wagers' clauses "not offered" and compares nothing of them, as a profile the
    engine refuses is "not applicable"; empty if it offers the same."""
    mine, theirs = _offered(game, side, profiles), _offered_by_the_example(game)
    for name, kinds in theirs.items():
        lost = kinds - mine.get(name, kinds)
        if lost:
            return f"profile {name}: no longer offers {', '.join(sorted(lost))}"
    return ""


def _timed_out(e: BaseException) -> bool:
    """Whether ``e`` is the timer's :class:`_Timeout`, or carries it: Hypothesis wraps what a test raises in an
    exception group (``FlakyBackendFailure``) when its replay ends otherwise."""
    seen: set[int] = set()
    todo = [e]
    while todo:
        x = todo.pop()
        if id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, _Timeout):
            return True
        todo += [y for y in (x.__cause__, x.__context__) if y is not None]
        todo += list(getattr(x, "exceptions", ()))
    return False


def default_budget() -> Any:
    from croupier.conformance.lockstep import Budget

    b = Budget()
    return attrs.evolve(b, shrink_seconds=min(b.shrink_seconds, 5.0))  # as ``croupier conform --mutants``


# ---------------------------------------------------------------------------------------------
# The results file


def _s(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a TOML basic string


def write_results(game: str, header: dict[str, Any], rows: list[dict[str, Any]]) -> Path:
    out = [f"# Mutation campaign of {engine_file(game)}: python -m croupier.conformance.examples.campaign {game}",
           "# killed_by: a vector case id, 'suite', 'crash', 'unsupported' (a bundled profile refused) or 'timeout', or 'survived' (then 'equivalent' says why, or 'open' says what would kill it)", ""]
    for k, v in header.items():
        out.append(f"{k} = {v if isinstance(v, int) else _s(str(v))}")
    for r in rows:
        out += ["", "[[mutant]]"]
        for k in ("id", "diff", "killed_by", "seconds", "equivalent", "open"):
            if k in r and r[k] != "":
                out.append(f"{k} = {r[k] if isinstance(r[k], (int, float)) else _s(str(r[k]))}")
    path = results_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return path


def read_results(game: str) -> dict[str, Any]:
    path = results_path(game)
    return tomllib.loads(path.read_text("utf-8")) if path.exists() else {}


def summary(data: dict[str, Any]) -> dict[str, Any]:
    rows = data.get("mutant", [])
    by = [r["killed_by"] for r in rows]
    equivalent = sum(1 for r in rows if r["killed_by"] == "survived" and r.get("equivalent"))
    open_ = sum(1 for r in rows if r["killed_by"] == "survived" and r.get("open"))
    survived = sum(1 for b in by if b == "survived")
    killed = len(rows) - survived
    return {"sampled": len(rows), "vectors": sum(b.startswith("vectors") for b in by),
            "suite": sum(b == "suite" for b in by), "crash": sum(b == "crash" for b in by),
            "unsupported": sum(b == "unsupported" for b in by),
            "timeout": sum(b == "timeout" for b in by), "equivalent": equivalent,
            "open": open_, "survived_untriaged": survived - equivalent - open_, "killed": killed,
            "score": killed / max(1, len(rows) - equivalent)}


# ---------------------------------------------------------------------------------------------
# Killing a survivor with a new vector: append the game's new whole cases, keeping every other id


def append_cases(game: str, suffixes: tuple[str, ...]) -> list[str]:
    """Append to each default profile's vector file the named ``whole_cases`` it lacks, with the reference's
    expectations (``expect_steps``); the cases already there keep their ids. Returns what was added."""
    from croupier.conformance.games import suite_for
    from croupier.conformance import vectors as vector_files
    from croupier.conformance.generate import expect_steps

    g = suite_for(game)
    added = []
    for name in g.default_profiles:
        pname, profile = g.profile_named(name)
        path = g.bundled_vectors(pname, profile)
        if path is None:
            continue
        doc = vector_files.load(path)
        have = {c["id"].split("-", 1)[1] for c in doc["cases"]}
        cfg = g.config(dict(profile))
        for suffix, events in g.whole_cases(cfg):
            if suffix not in suffixes or suffix in have:
                continue
            steps = expect_steps(g, cfg, events)
            doc["cases"].append({"id": f"{len(doc['cases']) + 1:04d}-{suffix}",
                                 "clauses": sorted(set(steps[-1]["clauses"])), "steps": steps})
            added.append(f"{path.name}: {doc['cases'][-1]['id']}")
        vector_files.dump(doc, path)
    return added


# ---------------------------------------------------------------------------------------------
# The command


def run(game: str, size: Optional[int] = None, rerun_survivors: bool = False, only: tuple[str, ...] = ()) -> int:
    import cosmic_ray  # type: ignore[import-not-found, import-untyped, unused-ignore]  # noqa: F401 - fail early without it
    from importlib.metadata import version

    source = engine_source(game)
    began = time.monotonic()
    sites, generated = eligible(source)
    size = size or sample_size(game)
    chosen = sample(game, sites, size)
    previous = read_results(game)
    before = {r["id"]: r for r in previous.get("mutant", [])}
    same_engine = previous.get("engine_sha256") == sha256(source)
    budget = default_budget()
    rows = []
    ran = 0
    for n, site in enumerate(chosen, 1):
        old = before.get(site.id)
        if same_engine and old is not None and not (rerun_survivors and old["killed_by"] == "survived") \
                and not (only and site.id in only):
            rows.append(dict(old, diff=diff_line(source, mutate(source, site) or source)))
            continue
        text = mutate(source, site)
        if text is None:
            raise RuntimeError(f"{site.id}: the tool made no mutant")
        row: dict[str, Any] = {"id": site.id, "diff": diff_line(source, text)}
        ran += 1
        by, problem, seconds = kill(game, text, f"{n}", budget)
        row["killed_by"], row["seconds"] = by, round(seconds, 1)
        if by == "survived" and old is not None and same_engine:
            for k in ("equivalent", "open"):  # the triage carries over while the mutant is the same
                if old.get(k):
                    row[k] = old[k]
        rows.append(row)
        print(f"[{n}/{len(chosen)}] {site.id:55} {by[:50]:50} {seconds:6.1f}s  {row['diff'][:70]}", flush=True)
    header = {"game": game, "engine": engine_file(game), "engine_sha256": sha256(source), "tool": TOOL,
              "tool_version": version("cosmic-ray"), "operators": "every cosmic-ray core operator without arguments",
              "generated": generated, "eligible": len(sites), "seed": game, "sample_size": len(chosen),
              "kill_seconds": int(sum(float(r.get("seconds", 0)) for r in rows))}  # the last run of each mutant
    path = write_results(game, header, rows)
    s = summary(read_results(game))
    print(f"{game}: generated {generated}, eligible {len(sites)}, sampled {s['sampled']}: killed {s['killed']} "
          f"({s['vectors']} vectors, {s['suite']} suite, {s['crash']} crash, {s['timeout']} timeout), "
          f"equivalent {s['equivalent']}, open {s['open']}, untriaged survivors {s['survived_untriaged']}, score {s['score']:.1%}, "
          f"{time.monotonic() - began:.0f} s -> {path}")
    return 0 if s["survived_untriaged"] == 0 and s["score"] >= 0.95 else 1


def main(argv: Optional[list[str]] = None) -> int:
    from croupier.conformance.examples.mutants import games

    ap = argparse.ArgumentParser(prog="python -m croupier.conformance.examples.campaign", description=__doc__.split("\n")[0])
    ap.add_argument("game", choices=sorted(games()))
    ap.add_argument("--size", type=int, help=f"mutants to sample (default: {SAMPLE_SIZE}, or SAMPLE_SIZES[game])")
    ap.add_argument("--list", action="store_true", help="count and list the eligible mutants; run nothing")
    ap.add_argument("--show", metavar="ID", help="print one mutant's unified diff")
    ap.add_argument("--rerun-survivors", action="store_true", help="kill the recorded survivors again (new vectors)")
    ap.add_argument("--append-cases", nargs="+", metavar="NAME", help="append these whole cases to the vector files")
    ap.add_argument("--only", nargs="*", default=[], metavar="ID", help="kill these recorded mutants again")
    args = ap.parse_args(argv)
    if args.append_cases:
        for line in append_cases(args.game, tuple(args.append_cases)):
            print(f"added {line}")
        return 0
    if args.list or args.show:
        source = engine_source(args.game)
        sites, generated = eligible(source)
        if args.show:
            site = next(s for s in all_sites(source) if s.id == args.show)
            text = mutate(source, site) or source
            sys.stdout.writelines(difflib.unified_diff(source.splitlines(True), text.splitlines(True),
                                                       engine_file(args.game), site.id))
            return 0
        for s in sample(args.game, sites, args.size or sample_size(args.game)):
            print(s.id)
        print(f"{generated} generated, {len(sites)} eligible")
        return 0
    return run(args.game, args.size, args.rerun_survivors, tuple(args.only))


if __name__ == "__main__":
    sys.exit(main())
