"""The README's command table is kept by hand, so a test holds it to the command line and the game registry
(issue 30: it listed 5 games of 12 and no ``records`` row): every command the CLI has appears, and the games it names
are the games ``croupier conform --game`` takes."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from croupier import cli
from croupier.conformance.games import GAMES

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
TABLE = README.split("## Command line", 1)[1].split("\n## ", 1)[0]


def _subcommands() -> set[str]:
    parser = cli.build_parser()
    actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return set(actions[0].choices)


def test_every_command_has_a_row() -> None:
    rows = set(re.findall(r"^\| `croupier (\w+)", TABLE, flags=re.MULTILINE))
    assert rows == _subcommands()


def test_the_games_named_are_the_registry() -> None:
    named = re.search(r"GAME is one of: ([a-z_, 0-9]+)", TABLE)
    assert named is not None
    assert [g.strip() for g in named.group(1).split(",")] == list(GAMES)
