"""The Sic Bo table's state and the events that change it (frozen values; transitions live in ``game``).

``s``: a :class:`State`; ``w``: a :class:`Wager`; ``e``: an event. Dice values
arrive in events: the model draws nothing.
"""

from __future__ import annotations

import enum
from typing import Optional, Union

import attrs
import icontract

from croupier.reference.contracts import ENABLED, FROZEN
from croupier.reference.families.table import find, in_order, one_each
from croupier.reference.families.three_dice import Medium
from croupier.reference.sicbo.definitions import Spot

__all__ = [
    "Abandon", "Activate", "Enter", "Event", "Malfunction", "Medium", "NoMoreBets", "NoRoll", "Part", "Phase",
    "PlaceBet", "RemoveBet", "Repair", "Reveal", "Shake", "ShakerFailure", "State", "SwitchToManual", "Wager",
    "with_wagers",
]


class Phase(enum.Enum):
    """Where the round stands (625a.5(b)-(f))."""

    BETTING = "betting"  #: the layout is open; the round has not started
    SHAKEN = "shaken"  #: the dice are shaken and hidden; bets are still taken (625a.5(b), (c))
    CLOSED = "closed"  #: "no more bets" has been called (625a.5(c))
    REVEALED = "revealed"  #: the dice are uncovered and lie flat; their values are to be keyed in (625a.5(d))


class Part(enum.Enum):
    """625a.7(b): the two parts of the table whose failure starts the manual procedure."""

    DEVICE = "device"  #: the electrical device that lights the winning combinations (625a.1(b))
    DISPLAY = "display"  #: the area of the table that shows the wagers (625a.1(b))


@attrs.frozen(slots=False)
class Wager:
    """Chips on a spot of the layout, and whose they are (625a.4(b): the player answers for where they sit)."""

    seat: int
    spot: Spot
    amount: int


def _spot(w: Wager) -> Spot:
    return w.spot


def _well_formed(wagers: tuple[Wager, ...]) -> bool:
    return one_each(wagers, _spot) and all(w.spot.problem() is None for w in wagers)


def _die(d: int) -> bool:
    return 1 <= d <= 6


@icontract.invariant(lambda self: _well_formed(self.wagers), "one wager per spot per seat, each positive, on a layout spot",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: (self.dice is not None) == (self.phase is Phase.REVEALED),
                     "625a.5(d): dice are showing exactly while the round is revealed",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.dice is None or all(_die(d) for d in self.dice),
                     "625a.2(a): three dice, each 1 to 6", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: not self.held or self.phase is not Phase.REVEALED,
                     "GAP-8: a round is held only before its reveal", enabled=ENABLED, check_on=FROZEN)
@attrs.frozen(slots=False, kw_only=True)
class State:
    """Everything the rules need to decide the next event."""

    phase: Phase = Phase.BETTING
    wagers: tuple[Wager, ...] = ()
    #: the uncovered dice, while the round is revealed
    dice: Optional[tuple[int, int, int]] = None
    #: the values that settled the last round
    last: Optional[tuple[int, int, int]] = None
    #: 625a.7(b): the electrical device and the wager display work
    device_ok: bool = True
    display_ok: bool = True
    #: GAP-8: the device failed before the reveal; the round waits for a repair
    held: bool = False
    #: 625a.7(b), GAP-8: gaming has ceased until the repair
    suspended: bool = False
    #: 625a.7(c), (d): the automated shaker failed or cannot be used
    auto_out_of_service: bool = False
    #: 625a.7(d): a manual shaker replaced the failed automated one
    switched_to_manual: bool = False
    #: rounds settled since the table opened
    rounds: int = 0

    def wager(self, seat: int, spot: Spot) -> Optional[Wager]:
        return find(self.wagers, seat, spot, _spot)

    @property
    def layout_total(self) -> int:
        """The chips on the layout."""
        return sum(w.amount for w in self.wagers)

    @property
    def betting_open(self) -> bool:
        """625a.5(c): bets are taken until "no more bets"."""
        return self.phase in (Phase.BETTING, Phase.SHAKEN)


def _rank(w: Wager) -> tuple[int, int, int]:
    return w.spot.rank


def with_wagers(wagers: list[Wager] | tuple[Wager, ...]) -> tuple[Wager, ...]:
    """Wagers in canonical order (the spots' own, compared by :attr:`Spot.rank`)."""
    return in_order(wagers, _rank)


# --- events ------------------------------------------------------------------------------------


@attrs.frozen
class PlaceBet:
    """``seat`` puts ``amount`` (cents) on ``spot``: a new wager, or more on the one already there."""

    seat: int
    spot: Spot
    amount: int
    medium: Medium = Medium.CHIPS


@attrs.frozen
class RemoveBet:
    """``seat`` takes its whole wager on ``spot`` back."""

    seat: int
    spot: Spot


@attrs.frozen
class Shake:
    """The dealer starts a round with the manual shaker: cover on, ``shakes`` shakes (625a.5(b)(1))."""

    shakes: int = 3
    covered: bool = True


@attrs.frozen
class Activate:
    """The dealer starts a round by activating the automated shaker (625a.5(b)(2))."""


@attrs.frozen
class ShakerFailure:
    """The automated shaker failed to operate, or malfunctioned, when activated (625a.7(c))."""


@attrs.frozen
class SwitchToManual:
    """A manual shaker replaces the automated one (625a.7(d)): the dice taken out, the shaker covered or signed."""

    dice_removed: bool = True
    covered_or_signed: bool = True


@attrs.frozen
class NoMoreBets:
    """The dealer calls "no more bets" (625a.5(c))."""


@attrs.frozen
class Reveal:
    """The dice are uncovered (or tossed by the automated shaker) and all lie flat, showing ``d1``, ``d2``, ``d3``."""

    d1: int
    d2: int
    d3: int


@attrs.frozen
class NoRoll:
    """The dice are uncovered and not all lie flat on the floor of the shaker: "no roll" (625a.7(a))."""


@attrs.frozen
class Enter:
    """The dealer calls out and keys in the values ``e1``, ``e2``, ``e3``; the layout is settled and cleared.

    ``supervisor``: a floorperson or above is present, which a manual
    settlement after a 625a.7(b) failure needs.
    """

    e1: int
    e2: int
    e3: int
    supervisor: bool = False


@attrs.frozen
class Malfunction:
    """``part`` fails (625a.7(b) after the reveal; GAP-8 before it)."""

    part: Part = Part.DEVICE


@attrs.frozen
class Repair:
    """``part`` is repaired."""

    part: Part = Part.DEVICE


@attrs.frozen
class Abandon:
    """GAP-8 (hold_then_void): the device was not repaired; the held round is void and every wager returned."""


Event = Union[PlaceBet, RemoveBet, Shake, Activate, ShakerFailure, SwitchToManual, NoMoreBets, Reveal, NoRoll, Enter,
              Malfunction, Repair, Abandon]
