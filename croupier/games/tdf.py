"""Three Dice Football, ch. 661a, in the game registry (:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Analysis, Game

GAME = Game(name="tdf",
            title="Three Dice Football",
            order=30,
            reference="croupier.reference.tdf",
            suite="croupier.conformance.tdf",
            conform_help=", tdf (Three Dice Football, ch. 661a)",
            config="croupier.reference.tdf.config",
            demo="croupier.reference.tdf.demo",
            equipment="croupier.reference.tdf.equipment",
            analysis=Analysis(printout="croupier.analysis.tdf:printout",
                              help=", tdf (Three Dice Football)",
                              notes={"wager": "'game_length 6'"}))
