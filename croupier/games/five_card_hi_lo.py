"""Five Card Hi-Lo, ch. 663a, in the game registry (:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Analysis, Game

GAME = Game(name="five_card_hi_lo",
            title="Five Card Hi-Lo",
            order=100,
            reference="croupier.reference.five_card_hi_lo",
            suite="croupier.conformance.five_card_hi_lo",
            conform_help=", five_card_hi_lo (Five Card Hi-Lo, ch. 663a)",
            config="croupier.reference.five_card_hi_lo.config",
            demo="croupier.reference.five_card_hi_lo.demo",
            equipment="croupier.reference.five_card_hi_lo.equipment",
            analysis=Analysis(printout="croupier.analysis.five_card_hi_lo:printout",
                              help=" or five_card_hi_lo (Five Card Hi-Lo, ch. 663a: the Ante and Play Wagers "
                                   "with the Ante Bonus under the player's best strategy, the Tie Wager and the "
                                   "Poker Bonus, all exact)",
                              notes={"wager": "'ante_play', 'tie', 'poker_bonus_a', or 'poker_bonus' for both Poker "
                                              "Bonus paytables"}))
