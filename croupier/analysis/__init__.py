"""Exact wager analysis: the house edge of every wager, computed through the reference model's own settlements.

:mod:`croupier.analysis.chain` solves absorbing Markov chains exactly;
:mod:`croupier.analysis.craps` builds one per Craps wager by throwing every dice
outcome at :func:`croupier.reference.craps.step`; :mod:`croupier.analysis.report`
prints a table, a JSON document or a chart. Run it as ``croupier analyze``.
"""

from croupier.analysis.result import CONVENTION, Ending, WagerAnalysis

#: the games with an analysis, and the module that analyses each
GAMES: dict[str, str] = {"craps": "croupier.analysis.craps"}

__all__ = ["CONVENTION", "Ending", "GAMES", "WagerAnalysis"]
