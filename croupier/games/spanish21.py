"""Spanish 21, ch. 551 and the 2013 double-down rule, in the game registry (:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Analysis, Game

GAME = Game(name="spanish21",
            title="Spanish 21",
            order=60,
            reference="croupier.reference.spanish21",
            suite="croupier.conformance.spanish21",
            conform_help=", spanish21 (ch. 551 and the 2013 double-down rule)",
            config="croupier.reference.spanish21.config",
            profile_warning="croupier.analysis.spanish21_main:profile_warning",
            demo="croupier.reference.spanish21.demo",
            equipment="croupier.reference.spanish21.equipment",
            analysis=Analysis(printout="croupier.analysis.spanish21:printout",
                              help=", spanish21 (Match-The-Dealer and insurance from a fresh shoe)",
                              options=frozenset({"stake", "strategy"}),
                              notes={"wager": "'match_the_dealer', 'insurance'",
                                     "stake": "$1 on Match-The-Dealer, half the minimum insured",
                                     "readings": "its main wager too"}))
