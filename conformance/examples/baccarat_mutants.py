"""Mutants of the bundled baccarat-family implementation: realistic vendor bugs the suite must catch, 41 of them in
what the three games share (Minibaccarat's rules) and 20 each in Midibaccarat's and Baccarat's own.

Each is a ``[[mutant]]`` of ``catalogue/baccarat.toml``; :mod:`~croupier.conformance.examples.mutants` says how
its patches apply.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("baccarat")
