"""A short scripted Three Dice Football session: the dice offered and accepted, wagers, the digest's game G1 (the
text's own example, a penalty, a 1st & Goal and a Trips TD) with its extra point roll, then a turnover; each
settlement printed with the clauses that decide it."""

from __future__ import annotations

from croupier.reference.families.table import bets, narrate
from croupier.reference.tdf.config import TableConfig
from croupier.reference.tdf.definitions import Bet
from croupier.reference.tdf.game import step
from croupier.reference.tdf.state import (
    AcceptDice, Event, ExtraPointRoll, Join, OfferDice, PlaceBet, State, Throw,
)

__all__ = ["run"]


def _bets(seat: int, names: tuple[str, ...], amount: int = 1000) -> list[Event]:
    return [PlaceBet(seat, Bet.parse(n), amount) for n in names]


def _describe(e: Event) -> str:
    """One event as the stickperson would call it."""
    if isinstance(e, PlaceBet):
        return bets("seat", e.seat, e.amount, e.bet)
    if isinstance(e, Throw):
        return f"the Quarterback throws {e.g1}-{e.g2} | {e.r}"
    if isinstance(e, ExtraPointRoll):
        return f"extra point roll {e.d1}-{e.d2}-{e.d3}"
    if isinstance(e, (Join, AcceptDice)):
        return f"{type(e).__name__} seat {e.seat}"
    return type(e).__name__


def run(cfg: TableConfig) -> list[str]:
    """The session's lines: each event, then what it settled, returned, announced or refused."""
    script: list[Event] = [
        Join(1), Join(2), OfferDice(), AcceptDice(1),
        *_bets(1, ("TOUCHDOWN", "EXTRA_POINT", "QUICK_STRIKE_TD", "GAME_LENGTH_4")), *_bets(2, ("DEFENSE",)),
        Throw(5, 5, 2), *_bets(2, ("PENALTY",)), Throw(1, 2, 4), Throw(6, 5, 1), *_bets(2, ("TRIPS_TD",), 500),
        Throw(3, 3, 3), ExtraPointRoll(1, 4, 1),
        *_bets(1, ("TOUCHDOWN",)), *_bets(2, ("DEFENSE", "GAME_CHANGER")), Throw(1, 1, 6),
        Throw(2, 3, 4),
    ]
    return narrate(lambda s, e: step(cfg, s, e), State(), script, _describe, name=lambda bet: bet.name, width=16,
                   amount_width=8)[1]
