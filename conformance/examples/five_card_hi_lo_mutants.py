"""Mutants of the bundled Five Card Hi-Lo implementation: realistic vendor bugs the suite must catch, in the point
values and the setting of the hands, the dealer's setting, the deal and the stub, the play-or-fold round, the
settlement of the Ante and Play Wagers, the Ante Bonus, the Tie and Poker Bonus Wagers and their paytables, the
positions and wagers, and the irregularities of 663a.13.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``five_card_hi_lo_table.py``,
loaded as a module of its own, so the bundled implementation itself is never
changed. A patch that no longer applies exactly once is an error, not a silent
survivor. Every mutant changes something the suite observes (money, its order
where 663a.11(f), (j) and (k) prescribe one, clauses, notices or the state).

The catalogue itself is data, one ``[[mutant]]`` per bug: ``catalogue/five_card_hi_lo.toml``.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, catalogue

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = catalogue("five_card_hi_lo")
