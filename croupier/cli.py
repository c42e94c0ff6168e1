"""The ``croupier`` command line.

Subcommands: ``demo`` (a scripted Craps session, each settlement with its
clause), ``conform`` (run the conformance suite against an implementation),
``serve`` (the reference over JSON lines), ``vectors generate|run``,
``config check FILE``, ``config options --game G`` (a game's options and fixed readings), ``rulebook --game G``
(the vendor's rulebook of a game, generated), ``equipment check FILE``, ``records check FILE`` (a shift's record against the
controls provisions), ``cite CLAUSE``,
``trace [--summary]``, ``diff A B``, ``analyze`` (exact house edges).

The games, their order and where each one's parts are (model, suite, profiles, demo, equipment checks, analysis)
come from the game registry, :mod:`croupier.games`: no command names a game of its own.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from typing import TYPE_CHECKING, Any, Sequence

from croupier import __version__, games, spec
from croupier.reference.errors import ConfigError

if TYPE_CHECKING:  # imported when analyze runs
    from croupier.analysis.command import Printout

def _import_all() -> None:
    """Import every module of every registered game's model (once each package) so that every ``@cites`` has
    registered."""
    for name in dict.fromkeys(g.reference for g in games.games()):
        pkg = importlib.import_module(name)
        for m in pkgutil.walk_packages(pkg.__path__, name + "."):
            importlib.import_module(m.name)


def cmd_demo(args: argparse.Namespace) -> int:
    """A scripted session of a game (its demo module's ``run``; Craps: come-out, point, Fire and Bonus) on its default
    table or ``--profile``, printing each settlement with its clauses."""
    g = games.named(args.game)
    config = g.module("config")
    try:
        cfg = config.load_profile(args.profile) if args.profile else config.profile_from_mapping({}, "default")
    except ConfigError as e:
        _print_config_error(e)
        return 2
    for line in g.module("demo").run(cfg):
        print(line)
    return 0


def _print_config_error(e: ConfigError) -> None:
    from croupier.reference.inputs import print_refusal

    print_refusal(e)


def _game_of_file(path: str) -> str:
    """The ``game`` key of a profile or description (the default game, ``craps``, when absent or unreadable: its
    loader reports why)."""
    from croupier.reference.inputs import InputError, load_toml

    try:
        return str(load_toml(path).get("game", games.DEFAULT))
    except InputError:
        return games.DEFAULT


def cmd_config_check(args: argparse.Namespace) -> int:
    """0: a legal profile; 1: an illegal election (each problem with its clause); 2: not a profile file at all. The
    file's ``game`` chooses the loader: that game's, or the default game's for a game with none (it says why)."""
    from croupier.reference.errors import UnreadableFile

    g = games.for_file(_game_of_file(args.file), "config")
    config = g.module("config")
    try:
        cfg = config.load_profile(args.file)
    except ConfigError as e:
        _print_config_error(e)
        return 2 if isinstance(e, UnreadableFile) else 1
    for w in config.warnings(cfg) if hasattr(config, "warnings") else ():
        print(f"warning: {w}", file=sys.stderr)
    loud = games.load(g.profile_warning)(cfg) if g.profile_warning else None
    if loud:
        print(loud, file=sys.stderr)
    print(f"{args.file}: valid {g.described(cfg)} profile under {cfg.ruleset}")
    return 0


def cmd_config_options(args: argparse.Namespace) -> int:
    """Every option and fixed reading of a game, from its ``spec/<family>/tables.toml`` (``croupier.rulebook``)."""
    from croupier import rulebook

    print(rulebook.format_options(args.game, args.format))
    return 0


def cmd_rulebook(args: argparse.Namespace) -> int:
    """The vendor's rulebook of a game (Markdown), or every game's page and the index into a directory."""
    os.environ.setdefault("CROUPIER_CONTRACTS", "0")
    from pathlib import Path

    from croupier import rulebook

    if args.all:
        for path in rulebook.write_pages(Path(args.out or "docs/vendor/rulebook")):
            print(f"wrote {path}", file=sys.stderr)
        return 0
    if not args.game:
        print("croupier rulebook: give --game GAME, or --all", file=sys.stderr)
        return 2
    text = rulebook.render(args.game)
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
        print(f"wrote {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def cmd_equipment_check(args: argparse.Namespace) -> int:
    from croupier.reference.findings import format_report

    equipment = games.for_file(_game_of_file(args.file), "equipment").module("equipment")
    try:
        desc = equipment.load_description(args.file)
    except ConfigError as e:
        _print_config_error(e)
        return 2
    findings = equipment.check(desc)
    print(format_report(findings))
    return 0 if all(f.ok for f in findings) else 1


def cmd_cite(args: argparse.Namespace) -> int:
    """A clause in every edition that has the provision: its summary per edition (once where they agree), its
    numbers, the code that implements it, the tests that name it and the conformance vectors that check it."""
    from croupier import trace
    from croupier.spec.citations import citing

    _import_all()
    found = spec.locate(args.clause)
    if not found:
        shown = args.clause if len(args.clause) <= 80 else args.clause[:77] + "..."  # repr: one line, whatever it holds
        print(f"{shown!r}: no such clause in spec/ (write it as pa:623a.5(f), 623a.5(f), md:paigow.9(S), or with an "
              f"edition, 623a.5(f)@2012; croupier trace lists the rulesets)", file=sys.stderr)
        return 1
    # the provision in every edition related to the ones named: 623a.5(f) in 2012, 2013p and 2015
    editions = dict(found)
    if len(found) == 1 and "@" not in args.clause:
        for rid in spec.ruleset_ids():
            same = trace._same_provision(found[0][1], spec.ruleset(rid))
            if same is not None and rid not in editions and editions_related(found[0][0], rid):
                editions[rid] = same
    first_rid, first = next(iter(editions.items()))
    c = spec.clause(first, first_rid)
    print(f"{first}  [{c.kind}]  {c.title}")
    print("  in: " + ", ".join(rid + ("" if cid == first else f" (as {cid})") for rid, cid in editions.items()))
    by_text: dict[tuple[str, tuple[tuple[str, str], ...]], list[str]] = {}
    for rid, cid in editions.items():
        x = spec.clause(cid, rid)
        by_text.setdefault((x.summary, tuple(x.numbers.items())), []).append(rid)
    for (summary, numbers), rids in by_text.items():
        head = "  " if len(by_text) == 1 else f"  [{', '.join(rids)}] "
        print(head + summary)
        for k, v in numbers:
            print(f"    {k}: {v}")
    if c.note:
        print(f"  note: {c.note}")
    code = sorted({q for cid in set(editions.values()) for q in citing(cid)})
    print("  implemented by: " + (", ".join(code) if code else "(no code cites it)"))
    tests = sorted({t for cid in set(editions.values()) for t in trace.tests_naming(cid)})
    print("  tests: " + (", ".join(tests) if tests else "(no test names it)"))
    checks = [f"{v.ruleset}/{v.profile}: {v.cases} case{'s' if v.cases != 1 else ''}, {v.steps} "
              f"step{'s' if v.steps != 1 else ''}" for rid, cid in editions.items() for v in trace.vector_checks(rid, cid)]
    print("  conformance vectors: " + ("; ".join(checks) if checks else "(no vector step cites it)"))
    return 0


def editions_related(a: str, b: str) -> bool:
    from croupier import editions

    return editions.related(a, b)


def cmd_trace(args: argparse.Namespace) -> int:
    from croupier.spec.citations import REGISTRY

    _import_all()
    rc = 0
    for rid in spec.ruleset_ids():
        rs = spec.ruleset(rid)
        by_kind: dict[str, list[str]] = {}
        for cid, c in rs.clauses.items():
            by_kind.setdefault(c.kind, []).append(cid)
        game = by_kind.get("game", [])
        cited = [c for c in game if REGISTRY.get(c)]
        print(f"{rid:16} {len(rs.clauses):4} clauses  game logic {len(game):4}  cited by code {len(cited):4}"
              f"  equipment {len(by_kind.get('equipment', [])):3}  administrative {len(by_kind.get('administrative', [])):3}")
        missing = [c for c in game if not REGISTRY.get(c)]
        if rs.model == "none":  # the spec file's own word: spec data only, no model of its own
            why = "the chapter is rescinded, its number reserved" if rs.status == "reserved" else "spec data only"
            used = [c for c in rs.clauses if REGISTRY.get(c)]
            print(f"   model: none ({why}); not counted as a failure"
                  + (f"; {len(used)} of its clauses cited by other models' code" if used else ""))
        elif missing:
            rc = 1 if rs.model == "complete" else rc
            if not args.summary:
                print(f"   not cited (model: {rs.model}): " + " ".join(missing))
    return rc


def cmd_diff(args: argparse.Namespace) -> int:
    from croupier import editions

    try:
        d = editions.diff(args.a, args.b, unrelated=args.unrelated)
    except (spec.SpecError, editions.Unrelated) as e:
        print(f"croupier diff: {e}", file=sys.stderr)
        return 2
    a, b = spec.ruleset(args.a), spec.ruleset(args.b)
    print(f"{args.a} -> {args.b}: {d.counts()}" + ("" if d.related else " (unrelated rulesets: ids compared as they are)"))
    for cid in d.added:
        print(f"+ {cid}: {b[cid].summary}")
    for cid in d.removed:
        print(f"- {cid}: {a[cid].summary}")
    for c in d.renumbered:
        print(f"> {c.was} -> {c.now}" + (f"  [differs: {', '.join(c.what)}]" if c.what else "  [same entry]"))
        if c.in_substance:
            print(f"    then: {_numbered(a[c.was])}")
            print(f"    now:  {_numbered(b[c.now])}")
    for c in d.changed:
        print(f"~ {c.now}  [differs: {', '.join(c.what)}]")
        print(f"    then: {_numbered(a[c.was])}")
        print(f"    now:  {_numbered(b[c.now])}")
    return 0


def _numbered(c: spec.Clause) -> str:
    return c.summary + ("" if not c.numbers else "  [" + "; ".join(f"{k}: {v}" for k, v in c.numbers.items()) + "]")


EXAMPLE_IMPL = "the game's bundled example implementation"
STARTUP_TIMEOUT = 30.0  #: --startup-timeout's default (croupier.conformance.jsonlines.STARTUP_TIMEOUT)


def _seconds(text: str) -> float:
    """A time limit on the command line: a positive, finite number of seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"a time limit is a positive number of seconds, not {text}")
    return value


class SeedNotGiven(int):
    """``--seed``'s default, 0, told apart from a ``--seed 0`` given: a campaign's workers each draw their own."""


def _hours(text: str) -> float:
    """A campaign's length on the command line: a positive, finite number of hours."""
    try:
        return _seconds(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(f"a campaign's length is a positive number of hours, not {text}") from None


def _rounds(text: str) -> int:
    """A number of campaign rounds: a positive whole number."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"a number of rounds is a whole number from 1, not {text}")
    return value


def _contracts(args: argparse.Namespace) -> None:
    """Conformance runs check the implementation, not the reference: its contracts are off unless asked for."""
    os.environ.setdefault("CROUPIER_CONTRACTS", "1" if getattr(args, "contracts", False) else "0")


def _load_implementation(spec_: str) -> Any:
    """``--impl module:Name`` made, or ``None`` with a one-line reason on stderr."""
    from croupier.conformance.adapter import ImplementationError, load_implementation

    try:
        return load_implementation(spec_)
    except ImplementationError as e:
        print(f"croupier: --impl {e}", file=sys.stderr)
        return None


def _target(args: argparse.Namespace) -> Any:
    """The implementation under test as the command line names it (:class:`~croupier.conformance.jobs.Target`)."""
    from croupier.conformance.jobs import Target

    return Target(impl=args.impl, exec=args.exec, timeout=args.timeout, startup_timeout=args.startup_timeout)


def _side(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    """The implementation under test, after its ``hello``; ``None`` (reported on stderr) if no session starts."""
    from croupier.conformance.adapter import ImplementationError
    from croupier.conformance.runner import Fault

    target = _target(args)
    game = getattr(args, "game", None) or games.DEFAULT
    label = target.label(game)
    try:
        side = target.instance(game)  # its module and name were checked (_unusable_implementation): a failing
    except ImplementationError as e:  # constructor starts no session
        print(f"croupier: --impl {e}", file=sys.stderr)
        return None
    try:
        side.handshake()
    except Fault as f:
        print(f"{label}: no session ({f}); stderr: {getattr(side.impl, 'stderr_tail', lambda: '')()}", file=sys.stderr)
        side.shutdown()
        return None
    return side, label


def _blank_implementation(args: argparse.Namespace) -> bool:
    """An empty or blank ``--exec``/``--impl`` is an error, never a silent run of the bundled example (a CI job with an
    unset ``$ENGINE`` must not pass); said on stderr."""
    for flag in ("exec", "impl"):
        value = getattr(args, flag, None)
        if value is not None and not value.strip():
            print(f"croupier: --{flag} is empty: name the implementation to test (leave --{flag} out to test the "
                  f"bundled example)", file=sys.stderr)
            return True
    return False


def _unusable_implementation(args: argparse.Namespace) -> bool:
    """An ``--exec`` that is not a command line (an unbalanced quote), or an ``--impl`` whose module does not import
    or has no such name, is a usage error, said in one line on stderr (exit status 2); nothing is started."""
    import shlex

    from croupier.conformance.adapter import ImplementationError, resolve_implementation

    if getattr(args, "exec", None):
        try:
            shlex.split(args.exec)
        except ValueError as e:
            print(f"croupier: --exec {args.exec!r} is not a command line ({e})", file=sys.stderr)
            return True
    if args.impl:
        try:
            resolve_implementation(args.impl)
        except ImplementationError as e:
            print(f"croupier: --impl {e}", file=sys.stderr)
            return True
    return False


def _replay_with(args: argparse.Namespace, label: str) -> str:
    """The arguments that name the implementation under test, for the replay command a failure prints."""
    import shlex

    named = f"--exec {shlex.quote(args.exec)}" if args.exec else f"--impl {shlex.quote(label)}"
    return (named + (f" --timeout {args.timeout:g}" if args.timeout != 10.0 else "")
            + (f" --startup-timeout {args.startup_timeout:g}" if args.startup_timeout != STARTUP_TIMEOUT else ""))


def _progress(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    if getattr(args, "quiet", False):
        return None
    return lambda msg: print(f"... {msg}", file=sys.stderr, flush=True)


def cmd_conform(args: argparse.Namespace) -> int:
    _contracts(args)
    from croupier.conformance.games import GAMES, suite_for
    from croupier.conformance.lockstep import Budget
    from croupier.conformance.report import text_summary, write_reports
    from croupier.conformance.session import conform

    every = args.game == "all"
    budget = Budget(examples=args.examples, steps=args.steps, seconds=args.seconds, seed=int(args.seed))
    if _blank_implementation(args) or _unusable_implementation(args) or _unusable_campaign(args):
        return 2
    if args.campaign is not None and (every or args.jobs > 1):
        print("croupier: --campaign is one worker on one game: start one process per worker (each with its --game) "
              "instead of --game all or --jobs", file=sys.stderr)
        return 2
    if every and args.profile:
        print("croupier: --profile names one game's profile: give its --game too (--game all runs each game's "
              "default profiles, or every profile with --all-profiles)", file=sys.stderr)
        return 2
    if args.jobs < 1:
        print(f"croupier: --jobs {args.jobs}: give at least 1", file=sys.stderr)
        return 2
    if args.mutants:
        from croupier.conformance.examples import mutants

        return max(mutants.main(budget, progress=_progress(args), game=name) for name in (GAMES if every else [args.game]))
    if every or args.jobs > 1:
        return _conform_units(args, budget, list(GAMES) if every else [args.game])
    g = suite_for(args.game)
    try:
        profiles = [_checked_profile(g, n) for n in _profile_names(args, g)]
    except ConfigError as e:
        _print_config_error(e)
        return 2
    if args.campaign is not None:
        return _campaign(args, g, budget, profiles)
    session = _side(args)
    if session is None:
        return 1
    side, label = session
    try:
        run = conform(g, side, profiles, budget, use_vectors=not args.no_vectors, use_hypothesis=not args.no_hypothesis,
                      replay_dir=args.replays, progress=_progress(args), label=label)
    finally:
        side.shutdown()
    run.replay_with = _replay_with(args, label)
    print(text_summary(run, per_clause=not args.brief))
    write_reports(run, args.junit, args.html)
    return 0 if run.passed else 1


def _conform_units(args: argparse.Namespace, budget: Any, names: list[str]) -> int:
    """``conform --game all`` or ``--jobs N``: every profile of every game named, each on an instance of the
    implementation of its own, on ``--jobs`` processes; each game's report, then one summary of them all."""
    import time

    from croupier.conformance.games import suite_for
    from croupier.conformance.jobs import run_units, units_for
    from croupier.conformance.report import all_games_summary, text_summary, write_all_reports

    target = _target(args)
    suites = [suite_for(n) for n in names]
    if args.impl or args.exec:  # a vendor's implementation: the games its hello lists
        session = _side(args)
        if session is None:
            return 1
        side, _ = session
        side.shutdown()
        offered = set(side.hello.get("games", ()))
        suites = [g for g in suites if offered & set(g.tables)] if len(suites) > 1 else suites
        if not suites:
            print(f"croupier: the implementation's hello lists no game croupier has a suite for "
                  f"({', '.join(sorted(offered)) or 'none'})", file=sys.stderr)
            return 1
    try:
        work = [(g.name, [_checked_profile(g, n) for n in _profile_names(args, g)]) for g in suites]
    except ConfigError as e:
        _print_config_error(e)
        return 2
    units = units_for(work, target, budget, args.replays, use_vectors=not args.no_vectors,
                      use_hypothesis=not args.no_hypothesis, quiet=getattr(args, "quiet", False))
    began = time.monotonic()
    runs = run_units(units, jobs=args.jobs)
    seconds = time.monotonic() - began
    for game, run in runs.items():
        run.replay_with = _replay_with(args, target.label(game))
        print(text_summary(run, per_clause=not args.brief))
        print()
    print(all_games_summary(list(runs.values()), seconds, args.jobs))
    write_all_reports(list(runs.values()), args.junit, args.html)
    return 0 if all(r.passed for r in runs.values()) else 1


def _unusable_campaign(args: argparse.Namespace) -> bool:
    """Options that make no campaign, said in one line on stderr (exit status 2): ``--hours`` or ``--rounds``
    without ``--campaign``, or ``--campaign`` with ``--mutants`` or ``--no-hypothesis``."""
    if args.campaign is None:
        for flag in ("hours", "rounds"):
            if getattr(args, flag) is not None:
                print(f"croupier: --{flag} bounds a campaign: give --campaign DB too", file=sys.stderr)
                return True
        return False
    for flag in ("mutants", "no_hypothesis"):
        if getattr(args, flag):
            print(f"croupier: --campaign runs the generated suite on one implementation: it takes no "
                  f"--{flag.replace('_', '-')}", file=sys.stderr)
            return True
    return False


def _campaign(args: argparse.Namespace, g: Any, budget: Any, profiles: list[tuple[str, dict[str, Any]]]) -> int:
    """``conform --campaign DB``: this process is one worker of a long campaign (:mod:`croupier.conformance.campaign`);
    the report is ``conform``'s, then the campaign's lines: its rounds and seeds, each failure, where it came from
    and its replay file."""
    import attrs

    from croupier.conformance.campaign import CampaignError, campaign, first_seed, open_database, shown
    from croupier.conformance.report import text_summary, write_reports

    try:
        db = open_database(args.campaign)
    except CampaignError as e:
        print(f"croupier: --campaign {e}", file=sys.stderr)
        return 2
    budget = attrs.evolve(budget, seed=first_seed(None if isinstance(args.seed, SeedNotGiven) else args.seed))
    session = _side(args)
    if session is None:
        return 1
    side, label = session
    progress = _progress(args)
    if progress:
        progress(f"campaign on {shown(args.campaign)}: first seed {budget.seed}, pid {os.getpid()}")
    try:
        run, outcome = campaign(g, side, profiles, budget, db, shown(args.campaign), hours=args.hours,
                                rounds=args.rounds, use_vectors=not args.no_vectors, replay_dir=args.replays,
                                progress=progress, label=label)
    finally:
        side.shutdown()
    run.replay_with = _replay_with(args, label)
    print(text_summary(run, per_clause=not args.brief))
    print("\n".join(outcome.lines(budget.examples, len(profiles))))
    write_reports(run, args.junit, args.html)
    if outcome.lost:
        print(f"croupier: --campaign {shown(args.campaign)}: the database stopped answering ({outcome.lost}); the "
              f"campaign ended short", file=sys.stderr)
    return 0 if run.passed and not outcome.lost else 1


def _profile_names(args: argparse.Namespace, g: Any) -> list[str]:
    """The profiles a run of game ``g`` takes: those named, else every bundled one (``--all-profiles``), else its
    default ones."""
    return list(args.profile or (g.profiles if args.all_profiles else g.default_profiles))


def _checked_profile(g: Any, name: str) -> tuple[str, dict[str, Any]]:
    """A bundled profile or a profile file, checked as ``config check`` checks it before any table opens: a
    :class:`ConfigError` names the file, each field and its clause."""
    label, profile = g.profile_named(name)
    try:
        g.config(dict(profile))
    except ConfigError as e:
        raise type(e)(e.problems, name) from None
    return label, profile


def cmd_serve(args: argparse.Namespace) -> int:
    _contracts(args)
    from croupier.conformance.jsonlines import serve

    if _unusable_implementation(args):
        return 2
    impl = _load_implementation(args.impl or "croupier.conformance.reference:Reference")
    return 1 if impl is None else serve(impl)


def cmd_vectors_generate(args: argparse.Namespace) -> int:
    _contracts(args)
    from pathlib import Path

    from croupier.conformance.games import GAMES, suite_for
    from croupier.conformance.generate import generate
    from croupier.conformance.lockstep import Budget
    from croupier.conformance.vectors import dump

    budget = Budget(examples=args.examples, steps=args.steps, seconds=args.seconds, seed=int(args.seed), chunk=50)
    games = [suite_for(args.game)] if args.game else [suite_for(n) for n in GAMES]
    if args.profile and len(games) > 1:
        games = games[:1]  # named profiles belong to one game: --game says which (Craps by default)
    try:
        work = [(g, _checked_profile(g, n)) for g in games for n in (args.profile or g.vector_profiles)]
    except ConfigError as e:
        _print_config_error(e)
        return 2
    for g, (name, profile) in work:
        doc = generate(g, name, profile, budget, progress=_progress(args))
        path = Path(args.out) / doc["ruleset"] / f"{name}.json"
        dump(doc, path)
        print(f"{path}: {len(doc['cases'])} cases, {sum(len(c['steps']) for c in doc['cases'])} steps")
    return 0


def cmd_vectors_run(args: argparse.Namespace) -> int:
    _contracts(args)
    from croupier.conformance import vectors
    from croupier.conformance.games import suite_for
    from croupier.conformance.protocol import ProtocolError
    from croupier.conformance.report import Run, text_summary, write_reports
    from croupier.conformance.runner import Findings

    if _blank_implementation(args) or _unusable_implementation(args):
        return 2
    if not (args.impl or args.exec):  # the example implementation of the first file's game
        try:
            args.game = suite_for(vectors.load(args.files[0])["game"]).name
        except ProtocolError as e:
            print(f"{e}", file=sys.stderr)
            return 2
    session = _side(args)
    if session is None:
        return 1
    side, label = session
    total = Findings()
    rulesets: list[str] = []
    names = []
    games: set[str] = set()
    try:
        for path in args.files:
            try:
                doc = vectors.load(path)
            except ProtocolError as e:
                print(f"{e}", file=sys.stderr)
                return 2
            names.append(doc["profile_name"])
            games.add(suite_for(doc["game"]).name)
            rulesets.append(doc["ruleset"])
            unmatched = [p for p in args.case or () if not any(vectors.matches(c["id"], [p]) for c in doc["cases"])]
            if unmatched:
                print(f"{path}: no case matches {', '.join(unmatched)}", file=sys.stderr)
                return 2
            total.merge(vectors.run_document(side, doc, source=path, only=args.case or None))
    finally:
        side.shutdown()
    run = Run(implementation=label, hello=side.hello, game=" and ".join(sorted(games)), rulesets=sorted(set(rulesets)), profiles=names,
              budget={"vectors": args.files}, findings=total, replay_with=_replay_with(args, label))
    print(text_summary(run, per_clause=not args.brief))
    write_reports(run, args.junit, args.html)
    return 0 if run.passed else 1


class UnknownProfile(LookupError):
    """A ``--profile`` that is neither a bundled profile of the game nor a file; the message lists the bundled ones."""


def _analysis_profile(game: str, name: str | None) -> tuple[str, Any]:
    """A bundled profile of ``game`` by name (as ``conform --profile`` takes them), a profile file, or the built-in
    default table: :class:`ConfigError` if the profile is not legal, :class:`UnknownProfile` if ``name`` is neither
    a bundled profile nor a file."""
    g = games.named(game)
    config = g.module("config")
    if name is None:
        return "default", config.TableConfig()
    profiles = importlib.import_module(f"{g.suite}.conform").PROFILES
    if name in profiles:
        return name, config.profile_from_mapping(profiles[name](), source=name)
    if not os.path.exists(name):
        raise UnknownProfile(f"{name}: no bundled {game} profile of that name and no such file; the bundled "
                          f"{game} profiles are {', '.join(profiles)}")
    return name, config.load_profile(name)


def _analysis_config(args: argparse.Namespace) -> tuple[str, Any] | None:
    """``--profile`` for ``--game``, loaded; ``None`` once the reason it cannot be is printed."""
    try:
        return _analysis_profile(args.game, args.profile)
    except ConfigError as e:
        _print_config_error(e)
    except UnknownProfile as e:
        print(e.args[0], file=sys.stderr)
    return None


def _takers(option: str, what: str, before: str = " (", after: str = ")") -> str:
    """An ``analyze`` option's help from the registry: the games that take it, where only some do (every game takes
    ``--readings``), then ``what`` it does, with in place of ``{}`` each game's own words on it
    (:attr:`~croupier.games.Analysis.notes`) between ``before`` and ``after``, each after its game's name unless one
    game alone has any."""
    takers = [name for name, a in games.analyses() if option in a.options]
    noted = [(name, a.notes[option]) for name, a in games.analyses() if option in a.notes]
    notes = "; ".join(note if len(noted) == 1 else f"{name} {note}" for name, note in noted)
    return (f"{', '.join(takers)}: " if takers else "") + what.format(f"{before}{notes}{after}" if notes else "")


def _only_for(option: str) -> str:
    """The games that take an ``analyze`` option some games take: "is for --game a, b and c", then the games named
    otherwise ("and for blackjack's side wagers")."""
    takers = [(name, a.named_as.get(option)) for name, a in games.analyses() if option in a.options]
    names = [name for name, phrase in takers if phrase is None]
    listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return f"is for --game {listed}" + "".join(f", and for {phrase}" for _, phrase in takers if phrase is not None)


def cmd_analyze(args: argparse.Namespace) -> int:
    """Exact result distribution and house edge of every offered wager, through the reference model."""
    _contracts(args)
    analysis = dict(games.analyses())[args.game]
    if args.strategy and "strategy" not in analysis.options:
        print(f"--strategy {_only_for('strategy')} (their main wagers)", file=sys.stderr)
        return 2
    if args.stake is not None and args.stake < 1:
        print(f"--stake is a positive whole number of cents, not {args.stake}", file=sys.stderr)
        return 2
    if args.setting is not None and "setting" not in analysis.options:
        print(f"--setting {_only_for('setting')}", file=sys.stderr)
        return 2
    if args.stake is not None and "stake" not in analysis.options:
        print(f"--stake {_only_for('stake')} (the other games analyse the table minimum)", file=sys.stderr)
        return 2
    for option in ("samples", "budget", "workers", "scheduler"):
        if getattr(args, option) is not None and option not in analysis.options:
            print(f"--{option} {_only_for(option)}", file=sys.stderr)
            return 2
    loaded = _analysis_config(args)
    if loaded is None:
        return 2
    label, cfg = loaded
    from croupier.analysis.command import Refusal
    from croupier.analysis.result import AnalysisError

    printout = games.load(analysis.printout)
    try:
        return _analysis_report(args, printout(args, label, cfg), sys.modules[printout.__module__])
    except Refusal as e:  # the game's analysis cannot be made as asked: its own words
        print(e.args[0], file=sys.stderr)
        return 2
    except AnalysisError as e:  # the model refused the wager as asked (a stake it does not take, say)
        print(f"croupier analyze: {e}", file=sys.stderr)
        return 2


def _readings(args: argparse.Namespace, rows: Any, rerun: Any, estimated: set[str]) -> Any:
    """``--readings``: what each reading of the game does to the exact figures of ``rows`` (estimates left out), or
    ``None`` when not asked."""
    if not args.readings or rerun is None or not rows:
        return None
    from croupier import rulebook
    from croupier.analysis import readings

    cfg, again = rerun

    def exact(c: Any) -> list[Any]:
        return [a for a in again(c) if a.wager not in estimated]

    return readings.effects(cfg, rulebook.options(args.game)["options"], exact,
                            [a for a in rows if a.wager not in estimated])


def _analysis_report(args: argparse.Namespace, p: Printout, own: Any) -> int:
    """Print a game's :class:`~croupier.analysis.command.Printout` as JSON or as a table with the game's summary lines
    and conventions (the ``CONVENTION``, ``extra`` and ``summary`` of ``p.conventions``, else of ``own``, the module of
    its ``printout``, where it has them; Craps' conventions where it has none); draw its chart."""
    from croupier.analysis import report

    rows, about, header, rerun = p.rows, p.about, p.header, p.rerun
    module = own if p.conventions is None else p.conventions
    convention = getattr(module, "CONVENTION", None)
    # a game whose figures are partly sampled says which (estimate_cells) and how far off (estimate_errors)
    estimated = module.estimate_cells(rows) if hasattr(module, "estimate_cells") else None
    found = _readings(args, rows, rerun, set(estimated or ()))
    if found is not None and args.format == "json":
        from croupier.analysis import readings

        about["readings"] = readings.document(found)
    if args.format == "json":
        extra = module.extra(rows) if hasattr(module, "extra") else None
        print(report.document(rows, about, convention, extra))
    elif not rows:  # only a main wager was asked for
        print(header)
    else:
        print(header)
        summary = [*p.notes, *(module.summary(rows) if hasattr(module, "summary") else [])]
        print(report.table(rows, distribution=args.distribution, convention=convention, notes=summary,
                           estimated=estimated))
        if found is not None:
            from croupier.analysis import readings
            from croupier.analysis.result import fraction_text, percent

            print()
            print("\n".join(readings.lines(found, lambda x: f"{fraction_text(x)} = {percent(x)}")))
    if args.chart and rows:
        errors = module.estimate_errors(rows) if hasattr(module, "estimate_errors") else None
        try:
            path = report.chart(rows, args.chart, p.chart_title, estimated, errors)
        except (OSError, ValueError) as e:  # an unwritable place, or a suffix matplotlib cannot write
            print(f"--chart {args.chart}: {e}", file=sys.stderr)
            return 2
        print(f"chart written to {path}", file=sys.stderr)
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The ``croupier`` argument parser (also read by the docs' command-line page)."""
    p = argparse.ArgumentParser(prog="croupier", description="Cited reference models of casino table-game rules.")
    p.add_argument("--version", action="version", version=f"croupier {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    suites = [g.name for g in games.suite_games()]

    d = sub.add_parser("demo", help="a scripted session of a game (Craps by default), each settlement with its clause")
    d.add_argument("--game", choices=[g.name for g in games.demo_games()], default=games.DEFAULT)
    d.add_argument("--profile", help="a profile TOML file (default: the built-in default table)")
    d.set_defaults(func=cmd_demo)

    c = sub.add_parser("config", help="table configurations (profiles)")
    csub = c.add_subparsers(dest="action", required=True)
    cc = csub.add_parser("check", help="validate a profile; refuse an illegal election with its clause")
    cc.add_argument("file")
    cc.set_defaults(func=cmd_config_check)
    co = csub.add_parser("options", help="every option and fixed reading of a game: values, default, clause, summary")
    co.add_argument("--game", required=True, choices=suites)
    co.add_argument("--format", choices=["table", "markdown", "json"], default="table")
    co.set_defaults(func=cmd_config_options)

    rb = sub.add_parser("rulebook", help="a game's rulebook (Markdown), generated from the bundled vectors and the spec: "
                                         "what each outcome cites, the refusal clauses and their precedence, the "
                                         "options, the order rules")
    rb.add_argument("--game", choices=suites)
    rb.add_argument("--all", action="store_true", help="every game's page and the index (--out: a directory, default "
                                                       "docs/vendor/rulebook)")
    rb.add_argument("--out", help="write here (default: standard output)")
    rb.set_defaults(func=cmd_rulebook)

    e = sub.add_parser("equipment", help="described tables, layouts and dice")
    esub = e.add_subparsers(dest="action", required=True)
    ec = esub.add_parser("check", help="report clause by clause on a described table")
    ec.add_argument("file")
    ec.set_defaults(func=cmd_equipment_check)

    from croupier.controls_cli import add_records_parser  # ``records check FILE``: the record of a shift

    add_records_parser(sub)

    ci = sub.add_parser("cite", help="a clause: its summary, the code that implements it, the tests that cover it")
    ci.add_argument("clause")
    ci.set_defaults(func=cmd_cite)

    t = sub.add_parser("trace", help="clause coverage: game-logic clauses cited by code, per ruleset")
    t.add_argument("--summary", action="store_true", help="counts only")
    t.set_defaults(func=cmd_trace)

    df = sub.add_parser("diff", help="the differences between two editions",
                        description="What changed from ruleset A to ruleset B: clauses added (+), removed (-), "
                                    "renumbered (>, with what differs and both summaries where the entries differ) "
                                    "and changed under the same id (~). The counts are those of the docs' edition "
                                    "pages.")
    df.add_argument("a", metavar="A", help="a ruleset id, e.g. pa-623a@2012 (croupier trace lists them)")
    df.add_argument("b", metavar="B", help="a later (or earlier) edition, e.g. pa-623a@2015, or a chapter derived "
                                          "from A's, e.g. md-paigow@1.1 from pa-621a@2012")
    df.add_argument("--unrelated", action="store_true",
                    help="compare two rulesets of different chapters neither of which derives from the other")
    df.set_defaults(func=cmd_diff)

    def impl_options(q: argparse.ArgumentParser) -> None:
        g = q.add_mutually_exclusive_group()
        g.add_argument("--impl", help=f"module:Class of an in-process implementation (default: {EXAMPLE_IMPL})")
        g.add_argument("--exec", help="a command that speaks the protocol over JSON lines on stdin/stdout")
        q.add_argument("--timeout", type=_seconds, default=10.0, help="seconds to wait for each reply (default 10)")
        q.add_argument("--startup-timeout", type=_seconds, default=STARTUP_TIMEOUT,
                       help=f"seconds a freshly started implementation has for its first reply, its hello "
                            f"(default {STARTUP_TIMEOUT:g}; --timeout if that is longer)")
        q.add_argument("--contracts", action="store_true", help="also check the reference's own contracts (slower)")
        q.add_argument("--junit", help="write a JUnit XML report here")
        q.add_argument("--html", help="write an HTML report here")
        q.add_argument("--brief", action="store_true", help="no per-clause table")
        q.add_argument("--quiet", action="store_true", help="no progress lines")

    def budget_options(q: argparse.ArgumentParser, examples: int, steps: int, campaign: bool = False) -> None:
        q.add_argument("--examples", type=int, default=examples, help=f"Hypothesis examples per profile (default {examples})")
        q.add_argument("--steps", type=int, default=steps, help=f"steps per example (default {steps})")
        q.add_argument("--seconds", type=float, default=600.0, help="time limit per profile (default 600)")
        q.add_argument("--seed", type=int, default=SeedNotGiven(0),
                       help="the run's seed (default 0" + ("; a campaign's first round: random" if campaign else "")
                            + "): same seed, same run")

    cf = sub.add_parser("conform", help="run the conformance suite against an implementation, per clause")
    cf.add_argument("--game", choices=[*suites, "all"], default=games.DEFAULT,
                    help="".join(g.conform_help for g in games.suite_games())
                         + ", or all (every game: its bundled example, or each game the implementation's hello lists, "
                           f"and one summary); default {games.DEFAULT}")
    impl_options(cf)
    budget_options(cf, 40, 50, campaign=True)
    cf.add_argument("--profile", action="append", help="a bundled profile name or a profile TOML file (repeatable)")
    cf.add_argument("--all-profiles", action="store_true", help="every bundled profile, every reading both ways")
    cf.add_argument("--no-vectors", action="store_true", help="skip the bundled vectors")
    cf.add_argument("--no-hypothesis", action="store_true", help="vectors only")
    cf.add_argument("--replays", default="croupier-replays", help="where replay files go (default ./croupier-replays)")
    cf.add_argument("--jobs", type=int, default=1,
                    help="run the profiles on this many processes, each profile on an instance of the "
                         "implementation of its own; the same seed gives the same report whatever the number "
                         "(default 1)")
    cf.add_argument("--mutants", action="store_true", help="measure the suite: run it on every mutant of the example implementation")
    cf.add_argument("--campaign", metavar="DB",
                    help="be one worker of a long campaign: run rounds of the generated suite (--examples a "
                         "profile each, a new seed each) sharing every failing example through this Hypothesis "
                         "example database, a directory (the workers of one machine) or redis://HOST:PORT/DB (the "
                         "workers of several; needs croupier[campaign]); each round first replays what the others "
                         "found; every failure is a replay file; --examples 0 only replays")
    cf.add_argument("--hours", type=_hours, help="with --campaign: stop after this many hours (default: when every "
                                                 "profile has failed, or interrupted)")
    cf.add_argument("--rounds", type=_rounds, help="with --campaign: stop after this many rounds")
    cf.set_defaults(func=cmd_conform)

    sv = sub.add_parser("serve", help="serve an implementation (default: the reference) over JSON lines")
    sv.add_argument("--impl", help="module:Class (default: the reference model)")
    sv.add_argument("--contracts", action="store_true", help="check the reference's contracts on every event")
    sv.set_defaults(func=cmd_serve)

    v = sub.add_parser("vectors", help="deterministic conformance cases: generate them, or run them")
    vsub = v.add_subparsers(dest="action", required=True)
    vg = vsub.add_parser("generate", help="write one vector file per profile")
    vg.add_argument("--game", choices=suites,
                    help="one game's profiles (default: every game's)")
    vg.add_argument("--profile", action="append", help="a bundled profile name or TOML file (default: every profile with bundled vectors)")
    vg.add_argument("--out", default="vectors", help="directory (files go to OUT/<ruleset>/<profile>.json)")
    vg.add_argument("--contracts", action="store_true")
    vg.add_argument("--quiet", action="store_true")
    budget_options(vg, 400, 60)
    vg.set_defaults(func=cmd_vectors_generate)
    vr = vsub.add_parser("run", help="replay vector files (or replay files) against an implementation")
    vr.add_argument("files", nargs="+")
    vr.add_argument("--case", action="append", help="only the cases with this id or matching this glob, e.g. '*-dont_pass-void-*' (repeatable)")
    impl_options(vr)
    vr.set_defaults(func=cmd_vectors_run)
    an = sub.add_parser("analyze", help="exact result distribution and house edge of every wager, through the model")
    an.add_argument("--game", choices=[name for name, _ in games.analyses()], default=games.DEFAULT,
                    help="".join(a.help for _, a in games.analyses()))
    an.add_argument("--profile", help="a bundled profile name of the game (as conform --profile takes them; an unknown "
                                      "name lists them) or a profile TOML file (default: the built-in default table)")
    an.add_argument("--wager", action="append",
                    help=_takers("wager", "only this wager (repeatable), by its name, or by its kind for every wager of "
                                          "that kind{}", ": ", ""))
    an.add_argument("--stake", type=int,
                    help=_takers("stake", "the amount of each wager in cents (default: the table minimum{}), to show "
                                          "the effect of vig_rounding at that stake", "; ", ""))
    an.add_argument("--samples", type=int,
                    help=_takers("samples", "the decks sampled to estimate{} (default 1000, seeded: the same figures "
                                            "every run)", " ", ""))
    an.add_argument("--budget", choices=sorted({b for _, a in games.analyses() for b in a.budgets}),
                    help=_takers("budget", "a named number of sampled decks{}: default (1,000: a few seconds) or fine "
                                           "(100,000: a standard error of at most 0.02 percent; run on a local Dask "
                                           "cluster of the machine's cores unless --workers or --scheduler says "
                                           "otherwise)"))
    an.add_argument("--workers", type=int,
                    help=_takers("workers", "run the sampled decks on a local Dask cluster of this many processes (1: "
                                            "in this process, no Dask){}; the figures are the same whatever the "
                                            "number"))
    an.add_argument("--scheduler", metavar="ADDRESS",
                    help=_takers("scheduler", "run the sampled decks on the workers of this dask.distributed "
                                              "scheduler (e.g. tcp://10.0.0.5:8786){}, to spread a long run over "
                                              "several machines"))
    an.add_argument("--setting", choices=["house_way", "best"],
                    help=_takers("setting", "how the player sets his tiles{}: by the dealer's house way (default), or "
                                            "the way that does best against the dealer's house way"))
    an.add_argument("--readings", action="store_true",
                    help=_takers("readings", "also what each reading (an option answering an open question of the "
                                             "text) does to the figures: the analysis run again under each of its "
                                             "values, the profile's other elections kept{}"))
    an.add_argument("--strategy", action="store_true",
                    help=_takers("strategy", "also the chart of the first decision on each two-card hand under the "
                                             "best play{}"))
    an.add_argument("--format", choices=["table", "json"], default="table",
                    help="table (default): per wager the edge per bet made, the edge per bet resolved where it can "
                         "push, the standard deviation and, for games of throws, per roll figures; json: the same "
                         "and more, fractions as \"n/d\" strings, yes or no as booleans")
    an.add_argument("--distribution", action="store_true", help="table: also print each wager's result distribution")
    an.add_argument("--chart", help="also draw the edge per bet made of each wager to this .png or .svg file, for "
                                    "any game (needs matplotlib)")
    an.add_argument("--contracts", action="store_true", help="check the reference's run-time contracts (slower)")
    an.set_defaults(func=cmd_analyze)

    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except BrokenPipeError:  # the reader went away (croupier ... | head): stop quietly, as other tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
