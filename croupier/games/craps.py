"""Craps and Mini-Craps, 58 Pa. Code ch. 623a, in the game registry (:mod:`croupier.games`)."""

from __future__ import annotations

from typing import Any

from croupier.games import Analysis, Game


def _table(cfg: Any) -> str:
    """``craps`` or ``mini-craps``: the table a valid profile is for."""
    return str(cfg.game.value).replace("_", "-")


GAME = Game(name="craps",
            title="Craps and Mini-Craps",
            order=10,
            reference="croupier.reference.craps",
            suite="croupier.conformance.craps",
            conform_help="craps (Craps and Mini-Craps, ch. 623a)",
            config="croupier.reference.craps.config",
            profile_name=_table,
            demo="croupier.reference.craps.demo",
            equipment="croupier.reference.craps.equipment",
            analysis=Analysis(printout="croupier.analysis.craps:printout",
                              help="craps (default)",
                              notes={"wager": "'place_win 6', 'hop 2-5', 'pass_odds 4', or 'place_win' for every number"}))
