"""Mutants of the bundled 637a poker-variant implementation: realistic vendor bugs the suite must catch, in the
button and the seats, the deal and the Blind and Straddle Bets, the turn order and the betting limits, the streets and
the draws with their reshuffle, the hand rankings (Omaha's two-plus-three, the eight-or-better low, A-5 and 2-7,
Badugi), the split pots and their odd amounts, the end of a round and the misdeal.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``poker_variants_table.py``,
loaded as a module of its own, so the bundled implementation itself is never
changed. A patch that no longer applies exactly once is an error, not a silent
survivor. Every mutant changes something the suite observes (money, clauses
or the state); a bug the protocol cannot see (the order of the settlements
inside one step, or the wording of a refusal) is left out.

The catalogue itself is data, one ``[[mutant]]`` per bug: ``catalogue/poker_variants.toml``.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("poker_variants")
