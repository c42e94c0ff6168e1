"""Which events are legal now, as typed descriptors: generators and user interfaces never guess.

``cfg``: TableConfig; ``s``: State. Each :class:`Legal` names an event kind
and, for wagers, the seat, the spot and the least and greatest legal amount
(cents). The descriptors come from :func:`~croupier.reference.sicbo.game.step`
itself, so an event built from one is accepted.
"""

from __future__ import annotations

from typing import Optional, Sequence

import attrs

from croupier.reference.families.table import layout_events
from croupier.reference.sicbo import game
from croupier.reference.sicbo.config import TableConfig
from croupier.reference.sicbo.definitions import SPOTS, Spot
from croupier.reference.sicbo.state import (
    Abandon, Activate, Enter, Event, Malfunction, NoMoreBets, NoRoll, Part, PlaceBet, RemoveBet, Repair, Reveal, Shake,
    ShakerFailure, State, SwitchToManual,
)

__all__ = ["Legal", "legal_events"]

_SIMPLE: dict[str, Event] = {
    "shake": Shake(),
    "activate": Activate(),
    "shaker_failure": ShakerFailure(),
    "switch_to_manual": SwitchToManual(),
    "no_more_bets": NoMoreBets(),
    "no_roll": NoRoll(),
    "abandon": Abandon(),
    "malfunction_device": Malfunction(Part.DEVICE),
    "malfunction_display": Malfunction(Part.DISPLAY),
    "repair_device": Repair(Part.DEVICE),
    "repair_display": Repair(Part.DISPLAY),
}


@attrs.frozen
class Legal:
    """One legal event, or a family of them over an amount range or over dice."""

    event: str  #: place | remove | reveal | enter | one of the keys of the simple events
    seat: Optional[int] = None
    spot: Optional[Spot] = None
    min: int = 0  #: least amount (cents), for place
    max: int = 0  #: greatest amount (cents)

    def to_event(self, amount: Optional[int] = None, dice: tuple[int, int, int] = (1, 2, 3),
                 supervisor: bool = True) -> Event:
        """The event this descriptor allows: ``amount`` (default the least) for place, ``dice`` for reveal and enter."""
        if self.event == "place":
            assert self.seat is not None and self.spot is not None
            return PlaceBet(self.seat, self.spot, self.min if amount is None else amount)
        if self.event == "remove":
            assert self.seat is not None and self.spot is not None
            return RemoveBet(self.seat, self.spot)
        if self.event == "reveal":
            return Reveal(*dice)
        if self.event == "enter":
            return Enter(*dice, supervisor=supervisor)
        return _SIMPLE[self.event]


def legal_events(cfg: TableConfig, s: State, seats: Sequence[int] = (1,)) -> tuple[Legal, ...]:
    """Every event the rules accept in state ``s``, wagers for the players at ``seats``."""
    out: list[Legal] = []
    for name, e in _SIMPLE.items():
        if not game.step(cfg, s, e).rejected:
            out.append(Legal(name))
    if not game.step(cfg, s, Reveal(1, 2, 3)).rejected:
        out.append(Legal("reveal"))
    if not game.step(cfg, s, Enter(*(s.dice or (1, 2, 3)), supervisor=True)).rejected:
        out.append(Legal("enter"))
    for seat in seats:
        out += layout_events(cfg, s, seat, SPOTS, lambda e: not game.step(cfg, s, e).rejected, PlaceBet, RemoveBet,
                             Legal)
    return tuple(out)
