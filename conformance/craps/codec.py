"""Craps events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome;
``s``: a reference :class:`~croupier.reference.craps.state.State`.
"""

from __future__ import annotations

import datetime
import re
from typing import Any, Callable, Optional

from croupier.conformance import fields
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.controls.coupons import Coupon
from croupier.reference.craps.definitions import Bet, Kind, Role
from croupier.reference.craps.state import (
    AcceptDice,
    CallOff,
    CallOn,
    DeclineDice,
    Event,
    InvalidReason,
    InvalidThrow,
    Join,
    Leave,
    NewDiceSet,
    NoRoll,
    NoRollGround,
    OrderPassDice,
    OrderReason,
    PassDice,
    PlaceBet,
    ReduceBet,
    RemoveBet,
    State,
    Throw,
    VoidReason,
    VoidThrow,
    Wager,
)
from croupier.reference.errors import MalformedEvent
from croupier.reference.outcomes import Outcome

__all__ = ["decode_event", "encode_event", "encode_outcome", "encode_state"]

Message = dict[str, Any]


def _bet(m: Message) -> Bet:
    try:
        return Bet.parse(m.get("bet"))  # type: ignore[arg-type]
    except MalformedEvent as x:
        raise ProtocolError("bet", x.reason) from None


def _dice(m: Message) -> Throw:
    d = fields.dice(m, 2)
    cocked = m.get("cocked", [])
    if not (isinstance(cocked, list) and all(c in (0, 1) for c in cocked) and len(set(cocked)) == len(cocked)):
        raise ProtocolError("cocked", f"a list of die indexes 0 and 1, not {cocked!r}")
    return Throw(d[0], d[1], tuple(sorted(cocked)))


_DATE = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")


def _date(v: Any, key: str) -> datetime.date:
    """An ISO calendar date, ``"2015-06-30"``."""
    try:
        if isinstance(v, str) and _DATE.match(v):
            return datetime.date.fromisoformat(v)
    except ValueError:
        pass
    raise ProtocolError(key, f"a date written YYYY-MM-DD, not {v!r}")


def _names(c: Message, key: str) -> frozenset[str]:
    v = c.get(key, [])
    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
        raise ProtocolError(f"coupon.{key}", f"a list of names, not {v!r}")
    return frozenset(v)


def _coupon(m: Message) -> tuple[Optional[Coupon], Optional[datetime.date]]:
    """The Match Play Coupon of a place event and the date it is presented on (603a.21; 603a.20(c)(5))."""
    day = _date(m["date"], "date") if "date" in m else None
    c = m.get("coupon")
    if c is None:
        return None, day
    if not isinstance(c, dict):
        raise ProtocolError("coupon", "a Match Play Coupon is an object: value, serial, expires, mailed, games, wagers")
    unknown = sorted(set(c) - {"value", "serial", "expires", "mailed", "games", "wagers"})
    if unknown:
        raise ProtocolError("coupon", f"not a field of a coupon: {', '.join(unknown)}")
    value = fields.whole_amount(c, "value")
    if value <= 0:
        raise ProtocolError("coupon.value", "a coupon's stated value is a positive whole amount")
    serial = c.get("serial")
    if not isinstance(serial, str) or not serial.strip() or len(serial) > 40:
        raise ProtocolError("coupon.serial", f"a serial number of 1 to 40 characters, not {serial!r}")
    expires = _date(c["expires"], "coupon.expires") if "expires" in c else None
    if expires is not None and day is None:
        raise ProtocolError("date", "a coupon with an expiry date is presented on a date")
    mailed = fields.boolean(c, "mailed", False)
    return Coupon(serial, value, expires, mailed, _names(c, "games"), _names(c, "wagers")), day


def _place(m: Message) -> PlaceBet:
    seat, bet, chips = fields.integer(m, "seat"), _bet(m), fields.whole_amount(m)
    coupon, day = _coupon(m)
    return PlaceBet(seat, bet, chips, coupon, day)


def _encode_coupon(c: Coupon) -> Message:
    out: Message = {"value": amount(c.value), "serial": c.serial}
    if c.expires is not None:
        out["expires"] = c.expires.isoformat()
    if c.mailed:
        out["mailed"] = True
    if c.games:
        out["games"] = sorted(c.games)
    if c.wagers:
        out["wagers"] = sorted(c.wagers)
    return out


_DECODERS: dict[str, Callable[[Message], Event]] = {
    "join": lambda m: Join(fields.integer(m, "seat")),
    "leave": lambda m: Leave(fields.integer(m, "seat")),
    "place": _place,
    "reduce": lambda m: ReduceBet(fields.integer(m, "seat"), _bet(m), fields.whole_amount(m)),
    "remove": lambda m: RemoveBet(fields.integer(m, "seat"), _bet(m)),
    "call_on": lambda m: CallOn(fields.integer(m, "seat"), _bet(m)),
    "call_off": lambda m: CallOff(fields.integer(m, "seat"), _bet(m)),
    "accept_dice": lambda m: AcceptDice(fields.integer(m, "seat")),
    "decline_dice": lambda m: DeclineDice(fields.integer(m, "seat")),
    "pass_dice": lambda m: PassDice(),
    "order_pass_dice": lambda m: OrderPassDice(fields.one_of(Role, m, "by"), fields.one_of(OrderReason, m, "reason")),
    "new_dice_set": lambda m: NewDiceSet(),
    "throw": _dice,
    "invalid_throw": lambda m: InvalidThrow(fields.one_of(InvalidReason, m, "reason"), bool(m.get("lost", False))),
    "no_roll": lambda m: NoRoll(fields.one_of(NoRollGround, m, "ground"), fields.one_of(Role, m, "caller")),
    "void_throw": lambda m: VoidThrow(fields.one_of(VoidReason, m, "reason"), fields.one_of(Role, m, "by")),
}


#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "craps")


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`)."""
    if isinstance(e, (Join, Leave, AcceptDice, DeclineDice)):
        name = {Join: "join", Leave: "leave", AcceptDice: "accept_dice", DeclineDice: "decline_dice"}[type(e)]
        return {"type": name, "seat": e.seat}
    if isinstance(e, (PlaceBet, ReduceBet)):
        m: Message = {"type": "place" if isinstance(e, PlaceBet) else "reduce", "seat": e.seat,
                      "bet": str(e.bet), "amount": amount(e.amount)}
        if isinstance(e, PlaceBet) and e.coupon is not None:
            m["coupon"] = _encode_coupon(e.coupon)
        if isinstance(e, PlaceBet) and e.date is not None:
            m["date"] = e.date.isoformat()
        return m
    if isinstance(e, (RemoveBet, CallOn, CallOff)):
        name = {RemoveBet: "remove", CallOn: "call_on", CallOff: "call_off"}[type(e)]
        return {"type": name, "seat": e.seat, "bet": str(e.bet)}
    if isinstance(e, PassDice):
        return {"type": "pass_dice"}
    if isinstance(e, NewDiceSet):
        return {"type": "new_dice_set"}
    if isinstance(e, OrderPassDice):
        return {"type": "order_pass_dice", "by": e.by.value, "reason": e.reason.value}
    if isinstance(e, Throw):
        m = {"type": "throw", "dice": [e.d1, e.d2]}
        if e.cocked:
            m["cocked"] = list(e.cocked)
        return m
    if isinstance(e, InvalidThrow):
        return {"type": "invalid_throw", "reason": e.reason.value, "lost": e.lost}
    if isinstance(e, NoRoll):
        return {"type": "no_roll", "ground": e.ground.value, "caller": e.caller.value}
    if isinstance(e, VoidThrow):
        return {"type": "void_throw", "reason": e.reason.value, "by": e.by.value}
    raise TypeError(f"not a craps event: {e!r}")


def encode_outcome(o: Outcome) -> Message:
    """A reference outcome -> its protocol form."""
    return outcome_message(o)


def _wager(w: Wager) -> Message:
    out: Message = {"seat": w.seat, "bet": str(w.bet), "amount": amount(w.amount), "marker": w.marker.value}
    if w.coupon is not None:  # 603a.21(b): under the chips, its value visible
        out["coupon"] = {"value": amount(w.coupon.value), "serial": w.coupon.serial}
    return out


def encode_state(s: State, match_play: bool = False) -> Message:
    """What a player or a camera can see: point, shooter, seats, the wagers, Fire points and Bonus marks; at a table
    that takes Match Play Coupons, the coupons on the wagers and those in the drop box (603a.21(b), (e))."""
    live_fire = {w.cohort for w in s.wagers if w.bet.kind is Kind.FIRE}
    out: Message = {
        "point": s.point,
        "shooter": s.shooter,
        "seated": sorted(s.seated),
        "wagers": [_wager(w) for w in s.wagers],
        "fire": [{"hand": h, "points": sorted(dict(s.fire_points).get(h, ()))} for h in sorted(live_fire)],
        "bonus_marked": sorted(s.bonus_marked),
    }
    if match_play:
        out["drop_box"] = list(s.drop_box)
    return out
