"""The Three Dice Football table's state and the events that change it (frozen values; transitions live in ``game``).

``s``: a :class:`State`; ``w``: a :class:`Wager`; ``e``: an event. The dice
arrive in events: the model draws nothing. Seats are numbered 1 to 16
clockwise from the seat immediately left of the stickperson (661a.2(a),
661a.4(b)).
"""

from __future__ import annotations

import enum
from typing import Optional, Union

import attrs
import icontract

from croupier.reference.contracts import ENABLED, FROZEN
from croupier.reference.families.table import Join, Leave, find, in_order, one_each
from croupier.reference.families.three_dice import Medium
from croupier.reference.tdf.definitions import SINGLE_PLAY, Bet, Kind

__all__ = [
    "AcceptDice", "Cocked", "DeclineDice", "Event", "ExtraPointRoll", "InvalidThrow", "Invalidity", "Join", "Leave",
    "MAX_SEATS", "Medium", "NewDiceSet", "NoRoll", "NoRollGround", "OfferDice", "PassDice", "PassReason", "Phase",
    "PlaceBet", "RemoveBet", "State", "Throw", "VoidThrow", "Wager", "with_wagers",
]

#: 661a.2(a): at most sixteen player positions
MAX_SEATS = 16


class Phase(enum.Enum):
    """Where the game stands."""

    DRIVE = "drive"  #: the drive: before its first throw, or between downs (661a.6(a)-(e))
    EXTRA_POINT = "extra_point"  #: a touchdown has ended the game and an Extra Point wager awaits the roll (661a.6(f)(1))


@attrs.frozen(slots=False)
class Wager:
    """Chips on a bet of the layout, and whose they are."""

    seat: int
    bet: Bet
    amount: int


def _bet(w: Wager) -> Bet:
    return w.bet


def _well_formed(wagers: tuple[Wager, ...]) -> bool:
    return one_each(wagers, _bet) and all(w.bet.problem() is None for w in wagers)


_AFTER_TD = frozenset({Kind.TOUCHDOWN, Kind.EXTRA_POINT, Kind.GAME_LENGTH} | SINGLE_PLAY)


def _seats_ok(seats: tuple[int, ...]) -> bool:
    return all(1 <= x <= MAX_SEATS for x in seats) and list(seats) == sorted(set(seats))


@icontract.invariant(lambda self: _well_formed(self.wagers), "one wager per bet per seat, each positive, on the layout",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: _seats_ok(self.seats), "661a.2(a): at most 16 player positions, numbered 1 to 16",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.qb is None or self.qb in self.seats, "661a.4(c): the Quarterback is a player",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.offered_to is None or (self.qb is None and self.offered_to in self.seats),
                     "661a.4(b): the dice are offered to a seated player while there is no Quarterback",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: 1 <= self.down <= 3 and 1 <= self.play <= 6,
                     "661a.2(b)(5), (6): a live game is on 1st to 3rd down and on play 1 to 6",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: 0 <= self.yard <= 23,
                     "661a.2(b)(4): a live marker stands on the 1 to 23 (the 0 under pass_zero)",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.phase is Phase.DRIVE or (self.qb is not None and all(
    w.bet.kind in _AFTER_TD for w in self.wagers)),
    "661a.6(f)(1): the Quarterback's extra point roll decides only what waits for it: Touchdown, Extra Point (and "
    "single play and Game Length wagers under their readings)", enabled=ENABLED, check_on=FROZEN)
@attrs.frozen(slots=False, kw_only=True)
class State:
    """Everything the rules need to decide the next event."""

    phase: Phase = Phase.DRIVE
    wagers: tuple[Wager, ...] = ()
    #: occupied player positions (661a.2(a))
    seats: tuple[int, ...] = ()
    #: the Quarterback's seat (661a.4(c)); ``None`` until a player accepts the dice
    qb: Optional[int] = None
    #: the seat the dice are being offered to (661a.4(b), 661a.7(a))
    offered_to: Optional[int] = None
    #: the seat the next offer starts from: left of the stickperson, then left of the last Quarterback (661a.7(a))
    offer_from: int = 1
    #: the first seat offered in the current round of offers (to know when every player has declined)
    offer_started: Optional[int] = None
    #: distance from the goal line (661a.2(b)(4)); 20 at the start of a game (661a.6(a))
    yard: int = 20
    #: in the goal series: 1st to 3rd & Goal (661a.6(e)(2))
    goal: bool = False
    #: literal_three_then_three: the 10 was reached in the opening series; the goal series follows it (AMBIG-T1)
    earned: bool = False
    down: int = 1
    play: int = 1
    #: 661a.4(d): a die has been lost; a new set comes in before the next throw
    new_set_required: bool = False
    #: 661a.3(c), AMBIG-T10: this game has seen a throw that did not count (invalid, "no roll" or void)
    thrown: bool = False
    #: the dice sets used since the table opened (661a.4(d))
    dice_set: int = 1
    #: games finished since the table opened
    games: int = 0

    def wager(self, seat: int, bet: Bet) -> Optional[Wager]:
        return find(self.wagers, seat, bet, _bet)

    @property
    def layout_total(self) -> int:
        """The chips on the layout."""
        return sum(w.amount for w in self.wagers)

    @property
    def started(self) -> bool:
        """661a.3(c): the game's first throw has been made (full game wagers are fixed from then on)."""
        return self.play > 1 or self.phase is Phase.EXTRA_POINT

    @property
    def full_game_fixed(self) -> bool:
        """661a.3(c): full game wagers may no longer be made, increased or withdrawn: the dice have been thrown in
        this game, a throw that did not count (661a.5(b), (c), (f), (g)) included (AMBIG-T10: it releases no
        wager)."""
        return self.started or self.thrown

    @property
    def down_puck(self) -> str:
        """661a.2(b)(5): what the Down Puck shows."""
        if self.phase is Phase.EXTRA_POINT:
            return "Extra Point"
        nth = {1: "1st", 2: "2nd", 3: "3rd"}[self.down]
        return f"{nth} & Goal" if self.goal else f"{nth} Down"


def _rank(w: Wager) -> tuple[int, int]:
    return w.bet.rank


def with_wagers(wagers: list[Wager] | tuple[Wager, ...]) -> tuple[Wager, ...]:
    """Wagers in canonical order (the bets' own, compared by :attr:`Bet.rank`)."""
    return in_order(wagers, _rank)


# --- events ------------------------------------------------------------------------------------


@attrs.frozen
class OfferDice:
    """The stickperson offers the dice, clockwise from the seat the offer starts at (661a.4(b), 661a.7(a))."""


@attrs.frozen
class AcceptDice:
    """The player offered the dice accepts and becomes Quarterback, choosing 2 green and 1 red (661a.4(c))."""

    seat: int


@attrs.frozen
class DeclineDice:
    """The player offered the dice declines; the offer moves clockwise (661a.4(b))."""

    seat: int


@attrs.frozen
class PlaceBet:
    """``seat`` puts ``amount`` (cents) on ``bet``: a new wager, or more on the one already there."""

    seat: int
    bet: Bet
    amount: int
    medium: Medium = Medium.CHIPS


@attrs.frozen
class RemoveBet:
    """``seat`` takes its whole wager on ``bet`` back."""

    seat: int
    bet: Bet


class Cocked(enum.Enum):
    """661a.5(f): a die resting on an object."""

    NONE = "none"
    ONE_SIDE = "one_side"  #: one side rests on the object: the face opposite it counts (the event carries that face)
    TWO_SIDES = "two_sides"  #: more than one side rests on it: the throw is void


@attrs.frozen
class Throw:
    """The Quarterback's throw comes to rest: green ``g1``, ``g2`` and red ``r``, as the stickperson calls them."""

    g1: int
    g2: int
    r: int
    cocked: Cocked = Cocked.NONE


class Invalidity(enum.Enum):
    """661a.5(b): why a throw is invalid."""

    OFF_TABLE = "off_table"
    ON_ANOTHER_DIE = "on_another_die"


@attrs.frozen
class InvalidThrow:
    """661a.5(b): a die left the table or rests on another die; ``lost``: the die left the table and is lost."""

    why: Invalidity = Invalidity.OFF_TABLE
    lost: bool = False


class NoRollGround(enum.Enum):
    """661a.5(c)(1)-(6), and 661a.5(d)'s ground that is not one."""

    NOT_RELEASED_TOGETHER = "1"
    MISSED_FAR_END = "2"
    ON_BANK_CHIPS = "3"
    IN_CUP_OR_ON_RAIL = "4"
    CHEATING = "5"
    IMPROPER = "6"
    OFF_PLAYER_CHIPS = "player_chips"  #: 661a.5(d): hitting other chips is no ground


@attrs.frozen
class NoRoll:
    """The stickperson calls "no roll" on ``ground`` (661a.5(c))."""

    ground: NoRollGround = NoRollGround.IMPROPER


@attrs.frozen
class VoidThrow:
    """661a.5(g): the stickperson voids a throw whose face is disputed, and orders a rethrow."""


@attrs.frozen
class ExtraPointRoll:
    """The extra point roll (661a.6(f)(1)): ``d1``, ``d2`` green, ``d3`` red."""

    d1: int
    d2: int
    d3: int


class PassReason(enum.Enum):
    """GAP-T12: why the Quarterback gives up the dice between games."""

    VOLUNTARY = "voluntary"
    SUPERVISOR = "supervisor"


@attrs.frozen
class PassDice:
    """The Quarterback gives up the dice between games, of his own accord or on a supervisor's order (GAP-T12)."""

    reason: PassReason = PassReason.VOLUNTARY


@attrs.frozen
class NewDiceSet:
    """A new set of dice is brought in (661a.4(d)): the day's change, a reopening, a lost or damaged die."""


Event = Union[Join, Leave, OfferDice, AcceptDice, DeclineDice, PlaceBet, RemoveBet, Throw, InvalidThrow, NoRoll,
              VoidThrow, ExtraPointRoll, PassDice, NewDiceSet]
