"""Mutants of the bundled dice log: realistic bugs of a table-management system's dice records, in custody out of
the storage area, who inspects and who watches, the instruments and surveillance, sealing and its labels, the seal
check at the table, who puts dice in play, the number of dice and the time limits, and removal with its report.

Every mutant changes something the suite observes (a refusal, its clause, a notice or the records).

Each is a ``[[mutant]]`` of ``catalogue/dice.toml``; :mod:`~croupier.conformance.examples.mutants` says how
its patches apply.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("dice")
