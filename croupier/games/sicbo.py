"""Sic Bo, ch. 625a, in the game registry (:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Analysis, Game

GAME = Game(name="sicbo",
            title="Sic Bo",
            order=20,
            reference="croupier.reference.sicbo",
            suite="croupier.conformance.sicbo",
            conform_help=", sicbo (ch. 625a)",
            config="croupier.reference.sicbo.config",
            demo="croupier.reference.sicbo.demo",
            equipment="croupier.reference.sicbo.equipment",
            analysis=Analysis(printout="croupier.analysis.sicbo:printout",
                              help=", sicbo"))
