"""Mutants of the bundled Spanish 21 implementation (placeholder while the engine is checked)."""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = ()
