"""The ``croupier`` command line.

Subcommands: ``demo`` (a scripted Craps session, each settlement with its
clause), ``config check FILE``, ``equipment check FILE``, ``cite CLAUSE``,
``trace [--summary]``, ``diff A B``.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from typing import Sequence

from croupier import __version__, spec
from croupier.reference.errors import ConfigError

GAME_MODULES = ("croupier.reference.craps",)


def _import_all() -> None:
    """Import every model module so that every ``@cites`` has registered."""
    for name in GAME_MODULES:
        pkg = importlib.import_module(name)
        for m in pkgutil.walk_packages(pkg.__path__, name + "."):
            importlib.import_module(m.name)


def cmd_demo(args: argparse.Namespace) -> int:
    """A scripted session across come-out, point, Fire and Bonus, printing each settlement with its clause."""
    from croupier.reference.craps import demo

    cfg = _profile(args.profile)
    if cfg is None:
        return 2
    for line in demo.run(cfg):
        print(line)
    return 0


def _profile(path: str | None):  # type: ignore[no-untyped-def]
    from croupier.reference.craps.config import TableConfig, load_profile

    if path is None:
        return TableConfig()
    try:
        return load_profile(path)
    except ConfigError as e:
        _print_config_error(e)
        return None


def _print_config_error(e: ConfigError) -> None:
    print(f"{e.source}: refused, {len(e.problems)} problem(s):", file=sys.stderr)
    for p in e.problems:
        print(f"  {p.field}: {p.reason}  [{p.clause}]", file=sys.stderr)


def cmd_config_check(args: argparse.Namespace) -> int:
    from croupier.reference.craps.config import load_profile

    try:
        cfg = load_profile(args.file)
    except ConfigError as e:
        _print_config_error(e)
        return 1
    print(f"{args.file}: valid {cfg.game.value.replace('_', '-')} profile under {cfg.ruleset}")
    return 0


def cmd_equipment_check(args: argparse.Namespace) -> int:
    from croupier.reference.craps import equipment

    try:
        desc = equipment.load_description(args.file)
    except ConfigError as e:
        _print_config_error(e)
        return 2
    findings = equipment.check(desc)
    print(equipment.format_report(findings))
    return 1 if any(f.status is equipment.Status.FAIL for f in findings) else 0


def cmd_cite(args: argparse.Namespace) -> int:
    from croupier.spec.citations import citing

    _import_all()
    cid = args.clause if args.clause.startswith("pa:") else "pa:" + args.clause
    editions = spec.editions_of(cid)
    if not editions:
        print(f"{cid}: no such clause in spec/ (rulesets: {', '.join(spec.ruleset_ids())})", file=sys.stderr)
        return 1
    c = spec.clause(cid)
    print(f"{cid}  [{c.kind}]  {c.title}")
    print(f"  in: {', '.join(editions)}")
    print(f"  {c.summary}")
    for k, v in c.numbers.items():
        print(f"  {k}: {v}")
    if c.note:
        print(f"  note: {c.note}")
    code = citing(cid)
    print("  implemented by: " + (", ".join(code) if code else "(no code cites it)"))
    tests = _tests_citing(cid)
    print("  checked by: " + (", ".join(tests) if tests else "(no test names it)"))
    return 0


def _tests_citing(cid: str) -> list[str]:
    """Test functions whose docstring or body names ``cid`` (tests are in the source tree, not the wheel)."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "tests"
    if not root.is_dir():
        return []
    bare = cid.split(":", 1)[1]
    found = []
    for path in sorted(root.rglob("test_*.py")):
        text = path.read_text(encoding="utf-8")
        if bare not in text:
            continue
        in_functions = []
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                seg = ast.get_source_segment(text, node) or ""
                if bare in seg:
                    in_functions.append(f"{path.relative_to(root.parent)}::{node.name}")
        # named only in module-level data (a parametrize table): the file's tests cover it
        found += in_functions or [str(path.relative_to(root.parent))]
    return found


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
        if missing:
            rc = 1
            if not args.summary:
                print("   not cited: " + " ".join(missing))
    return rc


def cmd_diff(args: argparse.Namespace) -> int:
    a, b = spec.ruleset(args.a), spec.ruleset(args.b)
    renames = {**a.renumbered, **b.renumbered}
    for cid in sorted(set(a.clauses) | set(b.clauses), key=spec._sort_key):
        if cid in a.clauses and cid in b.clauses:
            if a[cid].summary != b[cid].summary:
                print(f"~ {cid}: {b[cid].summary}")
        elif cid in a.clauses:
            new = renames.get(cid)
            print(f"- {cid}" + (f"  (now {new})" if new and new in b.clauses else ""))
        else:
            print(f"+ {cid}: {b[cid].summary}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="croupier", description="Cited reference models of casino table-game rules.")
    p.add_argument("--version", action="version", version=f"croupier {__version__}")
    sub = p.add_subparsers(dest="command", required=True)

    d = sub.add_parser("demo", help="a scripted Craps session, each settlement with its clause")
    d.add_argument("--profile", help="a profile TOML file (default: the built-in default table)")
    d.set_defaults(func=cmd_demo)

    c = sub.add_parser("config", help="table configurations (profiles)")
    csub = c.add_subparsers(dest="action", required=True)
    cc = csub.add_parser("check", help="validate a profile; refuse an illegal election with its clause")
    cc.add_argument("file")
    cc.set_defaults(func=cmd_config_check)

    e = sub.add_parser("equipment", help="described tables, layouts and dice")
    esub = e.add_subparsers(dest="action", required=True)
    ec = esub.add_parser("check", help="report clause by clause on a described table")
    ec.add_argument("file")
    ec.set_defaults(func=cmd_equipment_check)

    ci = sub.add_parser("cite", help="a clause: its summary, the code that implements it, the tests that cover it")
    ci.add_argument("clause")
    ci.set_defaults(func=cmd_cite)

    t = sub.add_parser("trace", help="clause coverage: game-logic clauses cited by code, per ruleset")
    t.add_argument("--summary", action="store_true", help="counts only")
    t.set_defaults(func=cmd_trace)

    df = sub.add_parser("diff", help="the differences between two editions")
    df.add_argument("a")
    df.add_argument("b")
    df.set_defaults(func=cmd_diff)

    args = p.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    raise SystemExit(main())
