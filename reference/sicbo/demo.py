"""A short scripted Sic Bo session: wagers, three rounds (one of them a triple) and a no roll, each
settlement printed with the clauses that decide it."""

from __future__ import annotations

from croupier.reference.families.table import bets, narrate
from croupier.reference.sicbo.config import TableConfig
from croupier.reference.sicbo.definitions import Spot
from croupier.reference.sicbo.game import round_events, step
from croupier.reference.sicbo.state import Enter, Event, NoMoreBets, NoRoll, PlaceBet, Reveal, Shake, State

__all__ = ["run"]


def _bets() -> list[Event]:
    return [PlaceBet(1, Spot.parse(n), a) for n, a in (("SMALL", 1000), ("TOTAL_6", 500), ("DOUBLE_2", 500),
                                                          ("ANY_TRIPLE", 500), ("SINGLE_2", 500), ("COMBO_1_2", 500))]


def _describe(e: Event) -> str:
    """One event as a dealer would call it."""
    if isinstance(e, PlaceBet):
        return bets("seat", e.seat, e.amount, e.spot)
    if isinstance(e, Reveal):
        return f"the dice show {e.d1}-{e.d2}-{e.d3}"
    if isinstance(e, Enter):
        return f"the dealer enters {e.e1}-{e.e2}-{e.e3}"
    return {Shake: "the dealer shakes the covered shaker", NoMoreBets: "no more bets",
            NoRoll: "no roll: a die does not lie flat"}.get(type(e), type(e).__name__)


def run(cfg: TableConfig) -> list[str]:
    """The session's lines: each event, then what it settled, returned or refused."""
    script: list[Event] = [*_bets(), *round_events((1, 2, 3), cfg), *round_events((2, 2, 2), cfg),
                           PlaceBet(1, Spot.parse("TOTAL_18"), 500), Shake(), NoMoreBets(), NoRoll()]
    return narrate(lambda s, e: step(cfg, s, e), State(), script, _describe, name=lambda spot: spot.name, width=10,
                   amount_width=7)[1]
