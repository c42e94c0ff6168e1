"""Mutants of the bundled Three Dice Football implementation: realistic vendor bugs the suite must catch.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``tdf_table.py``, loaded as a
module of its own, so the bundled implementation itself is never changed. A
patch that no longer applies exactly once is an error, not a silent survivor.

The catalogue itself is data, one ``[[mutant]]`` per bug: ``catalogue/tdf.toml``.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("tdf")
