"""Mutants of the bundled Double Attack Blackjack implementation: realistic vendor bugs the suite must catch, in the
even-money Blackjack and the dealer's Blackjack, the Double Attack Wager and its window, insurance, the Bust It
paytable and the dealer's first three cards, surrender after hits, doubles and splits, the double and the split
money, the dealer's draws, the deal order and the card reader, the irregularities of 665a.13, the cover card and the
layout.

Each is a ``[[mutant]]`` of ``catalogue/double_attack.toml``; :mod:`~croupier.conformance.examples.mutants` says how
its patches apply.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("double_attack")
