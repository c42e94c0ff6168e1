"""Minibaccarat, Midibaccarat and Baccarat, chs. 541, 543, 545 and their 2013 successors, in the game registry
(:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Analysis, Game

GAME = Game(name="baccarat",
            title="Baccarat",
            order=40,
            reference="croupier.reference.baccarat",
            suite="croupier.conformance.baccarat",
            conform_help=", baccarat (Minibaccarat, Midibaccarat and Baccarat, chs. 541, 543, 545 and "
                         "their 2013 successors)",
            config="croupier.reference.baccarat.config",
            demo="croupier.reference.baccarat.demo",
            equipment="croupier.reference.baccarat.equipment",
            analysis=Analysis(printout="croupier.analysis.baccarat:printout",
                              help=", baccarat (Minibaccarat: one round from a fresh shoe)",
                              options=frozenset({"stake"}),
                              notes={"wager": "'banker', 'house_money'"}))
