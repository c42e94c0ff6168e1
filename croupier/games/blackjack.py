"""The 2013 Blackjack side wagers of ch. 633a, in the game registry (:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Analysis, Game

GAME = Game(name="blackjack",
            title="Blackjack side wagers",
            order=80,
            reference="croupier.reference.blackjack",
            suite="croupier.conformance.blackjack",
            conform_help=", blackjack (the 2013 side wagers of ch. 633a)",
            config="croupier.reference.blackjack.config",
            demo="croupier.reference.blackjack.demo",
            equipment="croupier.reference.blackjack.equipment",
            analysis=Analysis(printout="croupier.analysis.blackjack:printout",
                              help=" or blackjack (the 2013 side wagers of ch. 633a: House Money, the two-card "
                                   "part of Straight Jack, and Three Card Poker and Hit and Run at a profile's odds)",
                              options=frozenset({"stake"}),
                              named_as={"stake": "blackjack's side wagers"},
                              notes={"wager": "'house_money', 'straight_jack', 'three_card_poker', 'hit_and_run'"}))
