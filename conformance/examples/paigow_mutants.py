"""Mutants of the bundled Pai Gow implementation: realistic vendor bugs the suite must catch, in the ranking of hands,
the count and the delivery, the house way, the settlement and vigorish, the player bank and Maryland's Pair Fortunes
bonus.

Each is a ``[[mutant]]`` of ``catalogue/paigow.toml``; :mod:`~croupier.conformance.examples.mutants` says how
its patches apply.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("paigow")
