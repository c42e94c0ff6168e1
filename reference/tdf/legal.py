"""Which events are legal now, as typed descriptors: generators and user interfaces never guess.

``cfg``: TableConfig; ``s``: State. Each :class:`Legal` names an event kind
and, for seats and wagers, the seat, the bet and the least and greatest legal
amount (cents). The descriptors come from
:func:`~croupier.reference.tdf.game.step` itself, so an event built from one
is accepted.
"""

from __future__ import annotations

from typing import Optional, Sequence

import attrs

from croupier.reference.families.table import seat_events
from croupier.reference.tdf import game
from croupier.reference.tdf.config import TableConfig
from croupier.reference.tdf.definitions import BETS, Bet
from croupier.reference.tdf.state import (
    AcceptDice, DeclineDice, Event, ExtraPointRoll, InvalidThrow, Join, Leave, NewDiceSet, NoRoll, OfferDice, PassDice,
    PassReason, PlaceBet, RemoveBet, State, Throw, VoidThrow,
)

__all__ = ["Legal", "legal_events"]

_SIMPLE: dict[str, Event] = {
    "offer": OfferDice(),
    "invalid_throw": InvalidThrow(),
    "no_roll": NoRoll(),
    "void_throw": VoidThrow(),
    "pass_voluntary": PassDice(PassReason.VOLUNTARY),
    "pass_supervisor": PassDice(PassReason.SUPERVISOR),
    "new_dice_set": NewDiceSet(),
}


@attrs.frozen
class Legal:
    """One legal event, or a family of them over an amount range or over dice."""

    event: str  #: join | leave | accept | decline | place | remove | throw | extra_point_roll | a simple event's key
    seat: Optional[int] = None
    bet: Optional[Bet] = None
    min: int = 0  #: least amount (cents), for place
    max: int = 0  #: greatest amount (cents)

    def to_event(self, amount: Optional[int] = None, dice: tuple[int, int, int] = (1, 2, 3)) -> Event:
        """The event this descriptor allows: ``amount`` (default the least) for place, ``dice`` for throws."""
        if self.event == "place":
            assert self.seat is not None and self.bet is not None
            return PlaceBet(self.seat, self.bet, self.min if amount is None else amount)
        if self.event == "remove":
            assert self.seat is not None and self.bet is not None
            return RemoveBet(self.seat, self.bet)
        if self.event in ("join", "leave", "accept", "decline"):
            assert self.seat is not None
            if self.event == "join":
                return Join(self.seat)
            if self.event == "leave":
                return Leave(self.seat)
            return AcceptDice(self.seat) if self.event == "accept" else DeclineDice(self.seat)
        if self.event == "throw":
            return Throw(*dice)
        if self.event == "extra_point_roll":
            return ExtraPointRoll(*dice)
        return _SIMPLE[self.event]


def legal_events(cfg: TableConfig, s: State, seats: Sequence[int] = (1,)) -> tuple[Legal, ...]:
    """Every event the rules accept in state ``s``; seat and wager events for the players at ``seats``."""
    out: list[Legal] = []

    def ok(e: Event) -> bool:
        return not game.step(cfg, s, e).rejected

    for name, e in _SIMPLE.items():
        if ok(e):
            out.append(Legal(name))
    if ok(Throw(1, 2, 3)):
        out.append(Legal("throw"))
    if ok(ExtraPointRoll(1, 2, 3)):
        out.append(Legal("extra_point_roll"))
    if s.offered_to is not None:
        out += [Legal("accept", s.offered_to), Legal("decline", s.offered_to)]
    out += seat_events(cfg, s, seats, BETS, ok, Join, Leave, PlaceBet, RemoveBet, Legal)
    return tuple(out)
