"""Asia Poker, ch. 659a, in the game registry (:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Analysis, Game

GAME = Game(name="asia_poker",
            title="Asia Poker",
            order=90,
            reference="croupier.reference.asia_poker",
            suite="croupier.conformance.asia_poker",
            conform_help=" or asia_poker (Asia Poker, ch. 659a)",
            config="croupier.reference.asia_poker.config",
            demo="croupier.reference.asia_poker.demo",
            equipment="croupier.reference.asia_poker.equipment",
            analysis=Analysis(printout="croupier.analysis.asia_poker:printout",
                              help=" or asia_poker (the Bonus Wager exactly, the Asia Poker Wager estimated from "
                                   "sampled deals)",
                              options=frozenset({"budget", "samples", "scheduler", "stake", "workers"}),
                              notes={"wager": "'bonus'", "stake": "$5",
                                     "samples": "the Asia Poker Wager, seven hands dealt from each deck and every "
                                                "pair of them a deal"},
                              budgets=("default", "fine")))
