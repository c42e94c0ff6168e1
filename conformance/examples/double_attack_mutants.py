"""Mutants of the bundled Double Attack Blackjack implementation: realistic vendor bugs the suite must catch, in the
even-money Blackjack and the dealer's Blackjack, the Double Attack Wager and its window, insurance, the Bust It
paytable and the dealer's first three cards, surrender after hits, doubles and splits, the double and the split
money, the dealer's draws, the deal order and the card reader, the irregularities of 665a.13, the cover card and the
layout.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``double_attack_table.py``, loaded
as a module of its own, so the bundled implementation itself is never changed.
A patch that no longer applies exactly once is an error, not a silent survivor.

The catalogue itself is data, one ``[[mutant]]`` per bug: ``catalogue/double_attack.toml``.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("double_attack")
