"""Mutants of the bundled Pai Gow implementation: realistic vendor bugs the suite must catch, in the ranking of hands,
the count and the delivery, the house way, the settlement and vigorish, the player bank and Maryland's Pair Fortunes
bonus.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``paigow_table.py``, loaded as a
module of its own, so the bundled implementation itself is never changed. A
patch that no longer applies exactly once is an error, not a silent survivor.

The catalogue itself is data, one ``[[mutant]]`` per bug: ``catalogue/paigow.toml``.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("paigow")
