"""Mutants of the bundled Spanish 21 implementation: realistic vendor bugs the suite must catch, in the Blackjack odds
and the dealer's Blackjack, the 21-against-21 rule and the push, the bonus rows and the Super Bonus, Match-The-Dealer,
insurance, surrender, the double and the rescue, splitting, the dealer's draws, the card reader, the irregularities
of 551.16, the cutting card, the decks and the wager limits.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``spanish21_table.py``, loaded as a
module of its own, so the bundled implementation itself is never changed. A
patch that no longer applies exactly once is an error, not a silent survivor.

The catalogue itself is data, one ``[[mutant]]`` per bug: ``catalogue/spanish21.toml``.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("spanish21")
