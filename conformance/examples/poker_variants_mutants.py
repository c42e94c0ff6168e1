"""Mutants of the bundled 637a poker-variant implementation: realistic vendor bugs the suite must catch, in the
button and the seats, the deal and the Blind and Straddle Bets, the turn order and the betting limits, the streets and
the draws with their reshuffle, the hand rankings (Omaha's two-plus-three, the eight-or-better low, A-5 and 2-7,
Badugi), the split pots and their odd amounts, the end of a round and the misdeal.

Every mutant changes something the suite observes (money, clauses or the state); a bug the protocol cannot see (the
order of the settlements inside one step, or the wording of a refusal) is left out.

Each is a ``[[mutant]]`` of ``catalogue/poker_variants.toml``; :mod:`~croupier.conformance.examples.mutants` says how
its patches apply.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("poker_variants")
