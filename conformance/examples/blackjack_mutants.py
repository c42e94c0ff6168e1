"""Mutants of the bundled Blackjack (633a) implementation: realistic vendor bugs the suite must catch, in the
Straight Jack run (the ace at both ends, no wrap-around, the breaking and the busting card, the double card), its
paytable, meter and settlement on a dealer Blackjack, the House Money categories and paytables, the held winners and
the check, the ride and what it adds to the Blackjack Wager, the two wagers whose odds the profile gives (BJ-A19):
the Three Card Poker hands (BJ-A20) and their place in the first pass, the Hit and Run condition, row, meter and its
sharing, its place in the second pass and the dealer's play while it is open (BJ-A13), the paytables' 'for' odds,
and the base game's options (BJ-A01): the deal order, insurance and even money, the dealer's soft 17 and his play
when nothing rides, the Blackjack odds, splits and surrender, the cutting card and the side wagers offered.

Each is a ``[[mutant]]`` of ``catalogue/blackjack.toml``; :mod:`~croupier.conformance.examples.mutants` says how
its patches apply.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("blackjack")
