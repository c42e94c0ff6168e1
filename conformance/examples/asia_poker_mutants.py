"""Mutants of the bundled Asia Poker implementation: realistic vendor bugs the suite must catch, in the ranking of
hands and the joker, the count to the starting position and the deal, the house way, the settlement of the Asia
Poker Wager, the Bonus hands and paytables, the payout cap, the positions and wagers, and the irregularities of
659a.13.

Every mutant changes something the suite observes (money, its order where 659a.11(e) and (h) prescribe one, clauses,
notices or the state); a bug the protocol cannot see (a check that can never decide) is left out.

Each is a ``[[mutant]]`` of ``catalogue/asia_poker.toml``; :mod:`~croupier.conformance.examples.mutants` says how
its patches apply.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("asia_poker")
