"""Mutants of the bundled Sic Bo implementation: realistic vendor bugs the suite must catch.

Each is a ``[[mutant]]`` of ``catalogue/sicbo.toml``; :mod:`~croupier.conformance.examples.mutants` says how
its patches apply.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("sicbo")
