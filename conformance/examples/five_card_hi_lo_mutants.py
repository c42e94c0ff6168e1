"""Mutants of the bundled Five Card Hi-Lo implementation: realistic vendor bugs the suite must catch, in the point
values and the setting of the hands, the dealer's setting, the deal and the stub, the play-or-fold round, the
settlement of the Ante and Play Wagers, the Ante Bonus, the Tie and Poker Bonus Wagers and their paytables, the
positions and wagers, and the irregularities of 663a.13.

Every mutant changes something the suite observes (money, its order where 663a.11(f), (j) and (k) prescribe one,
clauses, notices or the state).

Each is a ``[[mutant]]`` of ``catalogue/five_card_hi_lo.toml``; :mod:`~croupier.conformance.examples.mutants` says how
its patches apply.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("five_card_hi_lo")
