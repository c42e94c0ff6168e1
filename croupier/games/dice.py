"""The dice lifecycle of 603a.13(f), (g): a table-management system's dice records, in the game registry
(:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Game

GAME = Game(name="dice",
            title="Dice lifecycle",
            order=120,
            reference="croupier.reference.controls",
            suite="croupier.conformance.dice",
            conform_help=", or dice (the dice lifecycle of 603a.13(f), (g): a table-management system's "
                         "dice records)",
            config="croupier.reference.controls.dice_config",
            demo="croupier.reference.controls.dice_demo")
