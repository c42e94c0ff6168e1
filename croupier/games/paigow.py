"""Pai Gow tiles, ch. 621a, temporary ch. 535 and Maryland's rules, in the game registry (:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Analysis, Game

GAME = Game(name="paigow",
            title="Pai Gow",
            order=50,
            reference="croupier.reference.paigow",
            suite="croupier.conformance.paigow",
            conform_help=", paigow (Pai Gow tiles, ch. 621a, temporary ch. 535 and Maryland's rules)",
            config="croupier.reference.paigow.config",
            equipment="croupier.reference.paigow.equipment",
            analysis=Analysis(printout="croupier.analysis.paigow:printout",
                              help=", paigow (one round against the house, and a player bank's and co-bank's "
                                   "side where the profile offers them; both sides on the house way)",
                              options=frozenset({"setting", "stake"}),
                              notes={"wager": "'pai_gow', 'pair_fortunes', 'bank', 'co_bank'", "stake": "$10"}))
