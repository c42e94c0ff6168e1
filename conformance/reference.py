"""The reference model of every game as one implementation under test: what ``croupier serve`` speaks."""

from __future__ import annotations

from typing import Any, Mapping

from croupier import __version__
from croupier.conformance.adapter import Engine, Table, Unsupported, load_implementation
from croupier.conformance.games import suite_for, table_games

__all__ = ["Reference"]


class Reference(Engine):
    """Every game's reference model behind one session: a table is opened by the engine of its game."""

    name = "croupier-reference"
    version = __version__
    games = table_games()
    reports = ("clauses", "state", "notices", "markers")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        try:
            g = suite_for(game)
        except KeyError as e:
            raise Unsupported("game", str(e.args[0])) from None
        engine = load_implementation(g.reference).engine  # type: ignore[attr-defined]
        return engine.open(game, profile)  # type: ignore[no-any-return]
