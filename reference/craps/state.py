"""The table's state and the events that change it (frozen values; transitions live in ``game``).

``s``: a :class:`State`; ``w``: a :class:`Wager`; ``e``: an event.
"""

from __future__ import annotations

import bisect
import datetime
import enum
import operator
from fractions import Fraction
from typing import Any, Optional, Union

import attrs
import icontract

from croupier.reference.contracts import ENABLED, FROZEN
from croupier.reference.controls.coupons import Coupon
from croupier.reference.craps.definitions import BONUS_NEEDS, LINE_KINDS, Bet, Kind, POINTS, Role
from croupier.reference.families.table import Join, Leave

__all__ = [
    "AcceptDice",
    "CallOff",
    "CallOn",
    "DeclineDice",
    "Event",
    "InvalidReason",
    "InvalidThrow",
    "Join",
    "Leave",
    "Marker",
    "NewDiceSet",
    "NoRoll",
    "NoRollGround",
    "OrderPassDice",
    "PassDice",
    "PlaceBet",
    "ReduceBet",
    "RemoveBet",
    "State",
    "Throw",
    "VoidReason",
    "VoidThrow",
    "Wager",
]

_MARKED = frozenset(set(BONUS_NEEDS[Kind.ALL_OR_NOTHING]))


class Marker(enum.Enum):
    """The on/off button a dealer puts on a wager to reverse its come-out status (623a.3(a)(5)-(10),(41),(42))."""

    NONE = "none"
    ON = "on"
    OFF = "off"


@attrs.frozen(slots=False)
class Wager:
    """A wager on the layout: whose, where, how much, and what has happened to it."""

    seat: int
    bet: Bet
    amount: int
    marker: Marker = Marker.NONE
    #: 623a.4(d): a Don't bet that was reduced may not be increased again
    reduced: bool = False
    #: the shooter's hand a Fire Bet belongs to (623a.11(a)(2))
    cohort: int = 0
    #: an upfront vigorish collected when it was made (623a.5(g)(3)(i)(A), (ii)(A))
    vig: Fraction = Fraction(0)
    #: a Match Play Coupon under the chips (603a.21(b)); ``amount`` is the chips, the wager amount chips plus its value
    coupon: Optional[Coupon] = None
    #: its place in layout order: seat, then spot (worked out once: a wager is frozen)
    place_key: tuple[int, tuple[int, int, tuple[int, int]]] = attrs.field(init=False, eq=False, repr=False)

    @place_key.default
    def _place_key(self) -> tuple[int, tuple[int, int, tuple[int, int]]]:
        return (self.seat, self.bet.sort_key)


def _wagers_well_formed(wagers: tuple[Wager, ...]) -> bool:
    before = None
    for w in wagers:
        key = w.place_key
        if not w.amount > 0 or (before is not None and not before < key):
            return False
        before = key
    return True


def _fire_points_distinct(fire_points: tuple[tuple[int, frozenset[int]], ...]) -> bool:
    for _, pts in fire_points:
        if not (pts <= POINTS and len(pts) <= 6):
            return False
    return True


def _coupons_well_placed(wagers: tuple[Wager, ...]) -> bool:
    for w in wagers:
        if w.coupon is not None and not (w.bet.kind in LINE_KINDS and w.amount >= w.coupon.value):
            return False
    return True


@icontract.invariant(
    lambda self: self.point is None or self.point in POINTS, "623a.1: a point is 4, 5, 6, 8, 9 or 10",
    enabled=ENABLED,
    check_on=FROZEN,
)
@icontract.invariant(
    lambda self: _wagers_well_formed(self.wagers), "one wager per spot per seat, each positive, in order",
    enabled=ENABLED,
    check_on=FROZEN,
)
@icontract.invariant(
    lambda self: self.bonus_marked <= _MARKED, "623a.12(3): 7 is never marked", enabled=ENABLED, check_on=FROZEN
)
@icontract.invariant(
    lambda self: _coupons_well_placed(self.wagers),
    "603a.21(b), (c)(2): a coupon lies on the Pass or Don't Pass Line under chips of at least its value",
    enabled=ENABLED,
    check_on=FROZEN,
)
@icontract.invariant(
    lambda self: _fire_points_distinct(self.fire_points),
    "623a.11(b)(2): Fire points are distinct point numbers",
    enabled=ENABLED,
    check_on=FROZEN,
)
@attrs.frozen(slots=False, kw_only=True)
class State:
    """Everything the rules need to decide the next event."""

    #: the come out point, or ``None`` when the next roll is a come-out roll (623a.1)
    point: Optional[int] = None
    #: the seat holding the dice, or ``None`` while they are offered
    shooter: Optional[int] = None
    #: occupied player positions (seats), numbered clockwise from the boxperson's or dealer's left
    seated: frozenset[int] = frozenset()
    #: where the next offer of the dice starts (623a.7(b), 623a.10(c))
    offer_from: int = 1
    #: seats that declined the dice in the current round of offers
    declined: frozenset[int] = frozenset()
    previous_shooter: Optional[int] = None
    #: the current (or next) shooter's hand; Fire Bets belong to one (623a.11(a)(2))
    hand: int = 1
    #: whether this hand's first come-out roll has been thrown (623a.3(a)(40), 623a.12(1))
    hand_started: bool = False
    #: 623a.10(b): the shooter rolls only to decide the remaining Come and Don't Come bets
    come_bets_only: bool = False
    #: whether any valid roll has been thrown since the table opened
    game_started: bool = False
    #: 623a.7(d): a die was lost; a new set is needed before the next throw
    new_dice_needed: bool = False
    wagers: tuple[Wager, ...] = ()
    #: Fire cohort (hand) -> the different points made for it
    fire_points: tuple[tuple[int, frozenset[int]], ...] = ()
    #: 623a.12(3): totals marked on the Bonus Craps area since the last 7
    bonus_marked: frozenset[int] = frozenset()
    #: 623a.4(d): (seat, kind) of Don't bets taken down, which may not be replaced until the next decision
    barred: frozenset[tuple[int, Kind]] = frozenset()
    #: 623a.4(e): Mini-Craps players who must stay seated until the round of play completes
    locked: frozenset[int] = frozenset()
    #: 603a.21(d): seats that have used a Match Play Coupon in this round of play (reading coupon_round)
    coupon_seats: frozenset[int] = frozenset()
    #: 603a.21(e): the serial numbers of the coupons deposited in the table's drop box, in order
    drop_box: tuple[str, ...] = ()

    def wager(self, seat: int, bet: Bet) -> Optional[Wager]:
        """The wager of ``seat`` on ``bet``, if there is one."""
        spots = self.__dict__.get(_SPOTS)
        if spots is None:  # the wagers by their place in layout order, indexed on first use and kept (it is frozen)
            spots = self.__dict__[_SPOTS] = {w.place_key: w for w in self.wagers}
        return spots.get((seat, bet.sort_key))

    def of_seat(self, seat: int) -> tuple[Wager, ...]:
        return tuple(w for w in self.wagers if w.seat == seat)

    def fire_count(self, cohort: int) -> int:
        return len(dict(self.fire_points).get(cohort, frozenset()))

    @property
    def layout_total(self) -> int:
        """The chips in action on the layout."""
        total = self.__dict__.get(_TOTAL)
        if total is None:  # worked out on first use and kept (the state is frozen)
            total = self.__dict__[_TOTAL] = sum(w.amount for w in self.wagers)
        return total


#: where a state keeps what :meth:`State.wager` and :attr:`State.layout_total` work out from its wagers (not fields:
#: equality, hashing and repr ignore them)
_SPOTS, _TOTAL = "_spots", "_layout_total"


def evolve(s: State, **changes: Any) -> State:
    """``attrs.evolve(s, **changes)`` for the state every step builds anew, without looking up its fields each time.

    With contracts on, the new state is built by ``State(...)``, so its invariants are checked as they are on any
    state. With them off, ``State.__init__`` would only store the fields (a state has no validator, converter or
    post-init step: ``tests/reference/craps/test_contracts.py`` keeps it so), and the new state gets them directly.
    """
    if ENABLED:
        if not changes.keys() <= _FIELD_NAMES:
            raise TypeError(f"State has no field {sorted(changes.keys() - _FIELD_NAMES)[0]!r}")
        values = {**s.__dict__, **changes}
        values.pop(_SPOTS, None)
        values.pop(_TOTAL, None)
        return State(**values)
    new = object.__new__(State)
    fields = new.__dict__
    fields.update(s.__dict__)
    fields.update(changes)
    fields.pop(_SPOTS, None)
    fields.pop(_TOTAL, None)
    if len(fields) != len(_FIELD_NAMES):  # a name that is no field (cheaper to count than to compare the names)
        raise TypeError(f"State has no field {sorted(changes.keys() - _FIELD_NAMES)[0]!r}")
    return new


_FIELD_NAMES = frozenset(a.name for a in attrs.fields(State))


def with_new_wager(s: State, w: Wager, **changes: Any) -> State:
    """``s`` with ``w`` on a spot where its seat had no wager, and ``changes``: :meth:`State.wager`'s index of ``s``,
    if it was built, is kept for the new state with ``w`` added, rather than built again on first use."""
    new = evolve(s, wagers=with_wager(s.wagers, w), **changes)
    spots = s.__dict__.get(_SPOTS)
    if spots is not None:
        new.__dict__[_SPOTS] = {**spots, w.place_key: w}
    return new


def with_wagers(wagers: list[Wager] | tuple[Wager, ...]) -> tuple[Wager, ...]:
    """Wagers in canonical order."""
    return tuple(sorted(wagers, key=_in_layout_order))


def with_wager(wagers: tuple[Wager, ...], w: Wager) -> tuple[Wager, ...]:
    """``wagers`` (in canonical order) with ``w`` added in its place."""
    out = list(wagers)
    bisect.insort(out, w, key=_in_layout_order)
    return tuple(out)


_in_layout_order = operator.attrgetter("place_key")


# --- events ------------------------------------------------------------------------------------


@attrs.frozen
class PlaceBet:
    """Put ``amount`` on ``bet`` for ``seat``: a new wager, or an increase of the one already there.

    ``coupon``: a Match Play Coupon presented with the chips (603a.21); ``date``: the gaming day it is presented on,
    against which its expiry date is checked (603a.20(c)(5), (q)(5)).
    """

    seat: int
    bet: Bet
    amount: int
    coupon: Optional[Coupon] = None
    date: Optional[datetime.date] = None


@attrs.frozen
class ReduceBet:
    """Take ``amount`` off the wager ``bet`` of ``seat``."""

    seat: int
    bet: Bet
    amount: int


@attrs.frozen
class RemoveBet:
    """Take the whole wager ``bet`` of ``seat`` down."""

    seat: int
    bet: Bet


@attrs.frozen
class CallOn:
    """The player calls ``bet`` "on" for come-out rolls; the dealer confirms with a marker."""

    seat: int
    bet: Bet


@attrs.frozen
class CallOff:
    """The player calls ``bet`` "off" for come-out rolls; the dealer confirms with a marker."""

    seat: int
    bet: Bet


@attrs.frozen
class AcceptDice:
    """The player at ``seat`` accepts the offered dice and keeps two of them."""

    seat: int


@attrs.frozen
class DeclineDice:
    """The player at ``seat`` declines the offered dice."""

    seat: int


@attrs.frozen
class PassDice:
    """The shooter gives up the dice of his own accord (623a.10(a))."""


class OrderReason(enum.Enum):
    """623a.10(a)(2): why a shooter may be ordered to pass the dice."""

    DELAY = "delay"
    REPEATED_INVALID = "repeated_invalid"
    VIOLATION = "violation"


@attrs.frozen
class OrderPassDice:
    """Staff order the shooter to pass the dice (623a.10(a)(2))."""

    by: Role
    reason: OrderReason


@attrs.frozen
class NewDiceSet:
    """A new set of five dice is brought to the table (623a.7(d))."""


@attrs.frozen
class Throw:
    """A valid throw: the faces ``d1`` and ``d2``.

    A die listed in ``cocked`` (0 for ``d1``, 1 for ``d2``) rested on one side
    against chips or another object; its given value is the face *resting* on
    the object, and the opposite face counts (623a.9(b)).
    """

    d1: int
    d2: int
    cocked: tuple[int, ...] = ()


class InvalidReason(enum.Enum):
    """623a.8(b): throws that are invalid whoever sees them."""

    DIE_OFF_TABLE = "die_off_table"
    DIE_ON_DIE = "die_on_die"


@attrs.frozen
class InvalidThrow:
    """An invalid throw (623a.8(b)); ``lost``: a die left the table and was lost (623a.7(d))."""

    reason: InvalidReason
    lost: bool = False


class NoRollGround(enum.Enum):
    """623a.8(c)(1)-(6), and the one ground 623a.8(d) rules out."""

    NOT_TOGETHER = "not_together"  # (c)(1)
    SHORT_OF_END = "short_of_end"  # (c)(2)
    ON_BANK = "on_bank"  # (c)(3)
    CUP_OR_RAIL = "cup_or_rail"  # (c)(4)
    CHEATING = "cheating"  # (c)(5)
    IMPROPER = "improper"  # (c)(6)
    TOUCHED_CHIPS = "touched_chips"  # not a ground: (d)


@attrs.frozen
class NoRoll:
    """A "no roll" call by ``caller`` on ``ground`` (623a.8(c), (e))."""

    ground: NoRollGround
    caller: Role


class VoidReason(enum.Enum):
    """623a.9(b), (c): throws voided and rethrown."""

    COCKED_SEVERAL_SIDES = "cocked_several_sides"
    FACE_DISPUTE = "face_dispute"


@attrs.frozen
class VoidThrow:
    """A throw voided and rethrown, decided by ``by`` (623a.9(b), (c))."""

    reason: VoidReason
    by: Role


Event = Union[
    Join,
    Leave,
    PlaceBet,
    ReduceBet,
    RemoveBet,
    CallOn,
    CallOff,
    AcceptDice,
    DeclineDice,
    PassDice,
    OrderPassDice,
    NewDiceSet,
    Throw,
    InvalidThrow,
    NoRoll,
    VoidThrow,
]
