"""Which events are legal now, as typed descriptors: generators and user interfaces never guess.

``cfg``: TableConfig; ``s``: State. Each :class:`Legal` names an event kind,
the seat and bet it concerns, and for amounts the least and greatest legal
value and the step between them (all in cents). The descriptors come from the
same checks :func:`~croupier.reference.craps.game.step` applies, so an event
built from one is accepted.
"""

from __future__ import annotations

from typing import Optional

import attrs

from croupier.reference.craps import game, shooter, wagers
from croupier.reference.craps.config import TableConfig
from croupier.reference.craps.definitions import (HARD_NUMBERS, HOP_PARAGRAPH, HORN_NUMBERS, NUMBER_KINDS, POINTS, Bet,
                                                  Kind)
from croupier.reference.craps.state import (AcceptDice, CallOff, CallOn, DeclineDice, Event, Join, Leave, PassDice,
                                            PlaceBet, ReduceBet, RemoveBet, State, Throw, Wager)
from croupier.reference.errors import RuleViolation

__all__ = ["Legal", "legal_events", "spots"]


@attrs.frozen
class Legal:
    """One legal event, or a family of them over an amount range."""

    event: str  #: place | reduce | remove | call_on | call_off | accept_dice | decline_dice | pass_dice | throw | join | leave
    seat: Optional[int] = None
    bet: Optional[Bet] = None
    min: int = 0  #: least amount (cents), for place and reduce
    max: int = 0  #: greatest amount (cents)
    unit: int = 0  #: amounts are multiples of this

    def to_event(self, amount: Optional[int] = None, dice: tuple[int, int] = (1, 1)) -> Event:
        """The event this descriptor allows: ``amount`` (default the least) for place and reduce, ``dice`` for throw."""
        seat, bet = self.seat, self.bet
        if self.event in ("place", "reduce"):
            assert seat is not None and bet is not None
            return (PlaceBet if self.event == "place" else ReduceBet)(seat, bet, self.min if amount is None else amount)
        if self.event == "throw":
            return Throw(*dice)
        if self.event == "pass_dice":
            return PassDice()
        assert seat is not None
        if self.event == "remove":
            assert bet is not None
            return RemoveBet(seat, bet)
        if self.event in ("call_on", "call_off"):
            assert bet is not None
            return (CallOn if self.event == "call_on" else CallOff)(seat, bet)
        seated: dict[str, type[AcceptDice] | type[DeclineDice] | type[Join] | type[Leave]] = {
            "accept_dice": AcceptDice, "decline_dice": DeclineDice, "join": Join, "leave": Leave}
        return seated[self.event](seat)


def spots() -> tuple[Bet, ...]:
    """Every spot a wager can be placed on (Come bets on their line; odds on every number)."""
    out: list[Bet] = []
    for k in Kind:
        if k in NUMBER_KINDS or k in (Kind.COME_ODDS, Kind.DONT_COME_ODDS):
            out += [Bet(k, n) for n in sorted(POINTS)]
        elif k is Kind.HARDWAY:
            out += [Bet(k, n) for n in sorted(HARD_NUMBERS)]
        elif k is Kind.HORN_HIGH:
            out += [Bet(k, n) for n in sorted(HORN_NUMBERS)]
        elif k is Kind.HOP:
            out += [Bet(k, combo=c) for c in sorted(HOP_PARAGRAPH)]
        else:
            out.append(Bet(k))
    return tuple(out)


_SPOTS = spots()


def legal_events(cfg: TableConfig, s: State) -> tuple[Legal, ...]:
    """Every event the rules accept in state ``s``."""
    out: list[Legal] = []
    for seat in range(1, cfg.positions + 1):
        out.append(Legal("leave", seat) if seat in s.seated else Legal("join", seat))
    out = [x for x in out if x.event == "join" or not game.step(cfg, s, Leave(x.seat or 0)).rejected]
    offered, _ = shooter.offeree(cfg, s)
    if offered is not None:
        out += [Legal("accept_dice", offered), Legal("decline_dice", offered)]
    if s.shooter is not None:
        out.append(Legal("pass_dice", s.shooter))
        try:
            shooter.ready_to_throw(cfg, s)
            out.append(Legal("throw"))
        except RuleViolation:
            pass
    for seat in sorted(s.seated):
        for bet in _SPOTS:
            try:
                wagers.check_window(cfg, s, seat, bet)
                lo, hi, unit = wagers.bounds(cfg, s, seat, bet)
            except RuleViolation:
                continue
            w = s.wager(seat, bet)
            have = w.amount if w else 0
            least = max(unit, lo - have)
            least = -(-least // unit) * unit
            most = hi - have
            most -= most % unit
            excess = 0
            if bet.is_odds:  # 623a.6(f): up to the plain cap, or exactly the payable excess above it
                plain = wagers.odds_plain_cap(cfg, s, seat, bet)
                excess = hi - have if plain < hi else 0
                most = min(most, plain - have - (plain - have) % unit)
            if least <= most:
                out.append(Legal("place", seat, bet, least, most, unit))
            if excess >= least:
                out.append(Legal("place", seat, bet, excess, excess, unit))
        for w in s.of_seat(seat):
            out += _changes(cfg, s, w)
    return tuple(out)


def _changes(cfg: TableConfig, s: State, w: Wager) -> list[Legal]:
    """Remove, reduce, call on and call off, where the rules allow them for ``w``."""
    out = []
    for name, e in (("remove", RemoveBet(w.seat, w.bet)), ("call_on", CallOn(w.seat, w.bet)),
                    ("call_off", CallOff(w.seat, w.bet))):
        if not game.step(cfg, s, e).rejected:
            out.append(Legal(name, w.seat, w.bet))
    try:
        wagers.check_removal(cfg, s, w, removing=False)
        lo, _, unit = wagers.bounds(cfg, s, w.seat, w.bet) if not w.bet.is_odds else (cfg.chip, 0, cfg.chip)
    except RuleViolation:
        return out
    keep = max(lo - w.coupon.value, w.coupon.value) if w.coupon else lo  # 603a.21(b): chips of the coupon's value
    most = w.amount - keep
    most -= (most - w.amount) % unit  # what stays must be a whole number of units
    if w.amount % unit == 0 and unit <= most:
        out.append(Legal("reduce", w.seat, w.bet, unit, most, unit))
    return out
