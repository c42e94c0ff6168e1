"""Double Attack Blackjack, ch. 665a, in the game registry (:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Analysis, Game

GAME = Game(name="double_attack",
            title="Double Attack Blackjack",
            order=70,
            reference="croupier.reference.double_attack",
            suite="croupier.conformance.double_attack",
            conform_help=", double_attack (Double Attack Blackjack, ch. 665a)",
            config="croupier.reference.double_attack.config",
            profile_warning="croupier.analysis.double_attack_main:profile_warning",
            demo="croupier.reference.double_attack.demo",
            equipment="croupier.reference.double_attack.equipment",
            analysis=Analysis(printout="croupier.analysis.double_attack:printout",
                              help=", double_attack (Double Attack Blackjack: Bust It and insurance from a "
                                   "fresh shoe)",
                              options=frozenset({"stake", "strategy"}),
                              notes={"wager": "'bust_it', 'insurance'",
                                     "stake": "the minimum on Bust It, half of it insured",
                                     "readings": "its main wager too"}))
