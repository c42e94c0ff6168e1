"""What ``croupier analyze`` prints for a game: each game's analysis module gives a :class:`Printout` (its
``printout(args, label, cfg)``, registered in :mod:`croupier.games`), which the command prints as a table, a JSON
document or a chart (``croupier.cli``).

``args``: the command's options (``argparse.Namespace``); ``label``: the profile's name; ``cfg``: the game's table
configuration.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Callable, Optional, Sequence

import attrs

__all__ = ["Printout", "Refusal", "contracts_on", "main_and_sides", "with_main"]


class Refusal(Exception):
    """An analysis that cannot be made as asked (an unknown wager, an option out of range): ``analyze`` prints the
    message as it is on stderr and exits with status 2."""


@attrs.frozen(kw_only=True)
class Printout:
    """One game's figures and how ``analyze`` presents them."""

    rows: Any  #: the wagers analysed (``WagerAnalysis``), in the order printed
    about: dict[str, Any]  #: the JSON document's header: the game, ruleset, profile and every election that counts
    header: str  #: the table's first lines
    chart_title: str
    #: where the game's ``CONVENTION``, ``extra``, ``summary``, ``estimate_cells`` and ``estimate_errors`` are (those
    #: it has; Craps' conventions where it has none); ``None``: in the module of its ``printout``
    conventions: Any = None
    notes: Sequence[str] = ()  #: lines printed under the table before the conventions' summary
    #: (cfg, cfg -> rows): the analysis again under another configuration, for ``--readings``
    rerun: Optional[tuple[Any, Callable[[Any], Any]]] = None


def contracts_on() -> bool:
    """Whether the reference's run-time contracts are checked (the JSON document's ``contracts``)."""
    return os.environ.get("CROUPIER_CONTRACTS", "1") != "0"


def main_and_sides(wager: Optional[Sequence[str]], main_names: frozenset[str]) -> tuple[bool, Optional[list[str]]]:
    """Whether ``--wager`` asks for the main wager, and the side wagers it asks for (``None``: all of them)."""
    if not wager:
        return True, None
    names = [w.strip().lower().replace("-", "_") for w in wager]
    return any(n in main_names for n in names), [n for n in names if n not in main_names]


def with_main(args: argparse.Namespace, about: dict[str, Any], header: str, main: Any, module: Any,
              effects: Optional[dict[str, dict[str, float]]]) -> str:
    """Add a blackjack-family main wager to a report: its warning (stderr), its JSON and its text lines."""
    from croupier.analysis import blackjack_play

    loud = module.warning(main)
    if loud:
        print(loud, file=sys.stderr)
    about["main_wager"] = {**main.document(), "method": blackjack_play.METHOD,
                           **({"readings": effects} if effects else {}),
                           **({"strategy": blackjack_play.chart(main.rows)} if args.strategy else {})}
    lines = [header, "", *module.lines(main, effects)]
    if args.strategy:
        lines += ["", "The first decision on each two-card hand (H hit, S stand, D double, R surrender, P split; "
                      "F a court card; * where hands of that total are played differently):",
                  blackjack_play.chart(main.rows)]
    return "\n".join([*lines, ""])
