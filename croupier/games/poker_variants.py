"""The poker variants of ch. 637a: Five-card Omaha, Triple Draw and Badugi, in the game registry
(:mod:`croupier.games`)."""

from __future__ import annotations

from croupier.games import Game

GAME = Game(name="poker_variants",
            title="637a poker variants",
            order=110,
            reference="croupier.reference.poker_variants",
            suite="croupier.conformance.poker_variants",
            conform_help=" or poker_variants (Five-card Omaha, Triple Draw, Badugi, ch. 637a)",
            config="croupier.reference.poker_variants.config",
            demo="croupier.reference.poker_variants.demo")
