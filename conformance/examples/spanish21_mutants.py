"""Mutants of the bundled Spanish 21 implementation: realistic vendor bugs the suite must catch, in the Blackjack odds
and the dealer's Blackjack, the 21-against-21 rule and the push, the bonus rows and the Super Bonus, Match-The-Dealer,
insurance, surrender, the double and the rescue, splitting, the dealer's draws, the card reader, the irregularities
of 551.16, the cutting card, the decks and the wager limits.

Each is a ``[[mutant]]`` of ``catalogue/spanish21.toml``; :mod:`~croupier.conformance.examples.mutants` says how
its patches apply.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("spanish21")
