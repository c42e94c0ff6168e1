"""Mutants of the bundled dice log: realistic bugs of a table-management system's dice records, in custody out of
the storage area, who inspects and who watches, the instruments and surveillance, sealing and its labels, the seal
check at the table, who puts dice in play, the number of dice and the time limits, and removal with its report.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is one textual patch (or a few, for one
bug) of ``dice_log.py``, loaded as a module of its own, so the bundled implementation itself is never changed. Every
mutant changes something the suite observes (a refusal, its clause, a notice or the records).

The catalogue itself is data, one ``[[mutant]]`` per bug: ``catalogue/dice.toml``.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("dice")
