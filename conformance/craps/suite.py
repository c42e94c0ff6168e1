"""The generated Craps conformance suite: a Hypothesis machine running the reference and an implementation in lockstep.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference
state; ``m``: an event in protocol form. Every rule builds one or more events,
and :meth:`CrapsConformance.apply` sends each to both sides and compares
them (INTERPRETING.md, section 4). Events come from what the reference calls
legal now (:func:`~croupier.reference.craps.legal_events`), from steering
rules that throw what is still needed (a Fire point not yet made, an unmarked
Bonus total), and from deliberately illegal or malformed events.
"""

from __future__ import annotations

import datetime
from typing import Any, Callable, Mapping, Optional

from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.craps.codec import encode_event
from croupier.conformance.lockstep import Budget, LockstepMachine, run_profile as run_game_profile
from croupier.conformance.runner import Failure, Findings, Side
from croupier.reference.controls.coupons import Coupon
from croupier.reference.craps import legal_events, offeree
from croupier.reference.craps.definitions import BONUS_KINDS, BONUS_NEEDS, POINTS, Bet, Kind, Role
from croupier.reference.craps import shooter, wagers
from croupier.reference.craps.legal import spots
from croupier.reference.errors import RuleViolation
from croupier.reference.craps.state import (
    AcceptDice,
    CallOff,
    CallOn,
    DeclineDice,
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
    Throw,
    VoidReason,
    VoidThrow,
)

__all__ = ["Budget", "CrapsConformance", "run_profile"]

Message = dict[str, Any]

#: every pair of faces, by total
PAIRS: dict[int, list[tuple[int, int]]] = {t: [(a, b) for a in range(1, 7) for b in range(1, 7) if a + b == t]
                                           for t in range(2, 13)}
#: the totals that decide each one-roll wager in its favour (or, for 6-7-8, at all)
TARGETS: dict[Kind, tuple[int, ...]] = {
    Kind.FIELD: (2, 3, 4, 9, 10, 11, 12), Kind.ANY_SEVEN: (7,), Kind.ANY_CRAPS: (2, 3, 12), Kind.CRAPS_2: (2,),
    Kind.CRAPS_3: (3,), Kind.CRAPS_12: (12,), Kind.ELEVEN: (11,), Kind.C_AND_E: (2, 3, 11, 12),
    Kind.HORN: (2, 3, 11, 12), Kind.WHIRL: (2, 3, 7, 11, 12), Kind.SIX_SEVEN_EIGHT: (6, 7, 8),
    Kind.PASS: (7, 11), Kind.DONT_PASS: (2, 3, 12), Kind.COME: (7, 11), Kind.DONT_COME: (2, 3, 12),
}
#: Match Play Coupon values the suite presents (cents), the day it plays, and the coupons' expiry dates around it
COUPON_VALUES: tuple[int, ...] = (500, 1000, 2500)
TODAY = datetime.date(2015, 6, 1)
EXPIRIES: tuple[Optional[datetime.date], ...] = (None, TODAY, datetime.date(2015, 6, 30), datetime.date(2015, 5, 31))
MALFORMED: tuple[Message, ...] = (
    {"type": "place", "seat": 1, "bet": "pas", "amount": "500"},
    {"type": "place", "seat": 1, "bet": "place_win 7", "amount": "500"},
    {"type": "place", "seat": 1, "bet": "hop 1-2", "amount": "500"},
    {"type": "place", "seat": 1, "bet": "pass", "amount": "5.00"},
    {"type": "place", "seat": 1, "bet": "pass", "amount": 500},
    {"type": "place", "seat": 1, "bet": "pass"},
    {"type": "throw", "dice": [3]},
    {"type": "teleport", "seat": 1},
    {"type": "place", "seat": 1, "bet": "pass", "amount": "500", "coupon": {"value": "0", "serial": "MP-1"}},
    {"type": "place", "seat": 1, "bet": "pass", "amount": "500", "coupon": {"value": "500", "serial": ""}},
    {"type": "place", "seat": 1, "bet": "pass", "amount": "500", "coupon": {"value": "500", "serial": "MP-1",
                                                                           "expires": "2015-06-30"}},
    {"type": "place", "seat": 1, "bet": "pass", "amount": "500", "coupon": {"value": "500", "serial": "MP-1"},
     "date": "June 1st"},
)



class CrapsConformance(LockstepMachine):
    """One example of Craps or Mini-Craps: a fresh table on both sides, then events in lockstep."""

    def offers(self, bet: Bet) -> bool:
        return self.offers_kind(bet.kind.value)

    # --- rules --------------------------------------------------------------------------------

    def legal(self) -> list[Any]:
        return [x for x in legal_events(self.cfg, self.s) if x.bet is None or self.offers(x.bet)]

    def _draw_legal(self, data: st.DataObject, options: list[Any]) -> Any:
        """One legal event: first its family (event and wager kind, uniformly), then its seat, bet and amount."""
        x = self.pick(data, options)
        if x.event in ("place", "reduce"):
            lo, hi = x.min // x.unit, x.max // x.unit
            n = data.draw(st.one_of(st.sampled_from(sorted({lo, min(hi, lo + 1), hi})), st.integers(lo, hi)))
            return x.to_event(amount=n * x.unit)
        if x.event == "throw":
            return x.to_event(dice=(data.draw(st.integers(1, 6)), data.draw(st.integers(1, 6))))
        return x.to_event()

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def legal_event(self, data: st.DataObject) -> None:
        """Anything the reference calls legal now, with an amount from its bounds."""
        options = self.legal()
        if options:
            self.apply(encode_event(self._draw_legal(data, options)))

    @precondition(lambda self: not self.dead and self.s.shooter is not None)
    @rule(data=st.data(), bets=st.integers(1, 3))
    def bet_then_throw(self, data: st.DataObject, bets: int) -> None:
        """A few legal wagers (any kind, uniformly), then a throw: every wager gets decided sooner or later."""
        for _ in range(bets):
            options = [x for x in self.legal() if x.event == "place"]
            if not options:
                break
            self.apply(encode_event(self._draw_legal(data, options)))
        if self.s.point is None:
            self._line_bet(Kind.PASS)
        if self._ready():
            d1, d2 = data.draw(st.integers(1, 6)), data.draw(st.integers(1, 6))
            self.apply(encode_event(Throw(d1, d2)))

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def seat_players(self, data: st.DataObject) -> None:
        """Fill some seats and hand the dice to whoever is offered them."""
        for seat in sorted(data.draw(st.sets(st.integers(1, min(self.cfg.positions, 6)), min_size=1, max_size=3))):
            if seat not in self.s.seated:
                self.apply(encode_event(Join(seat)))
        offered, _ = offeree(self.cfg, self.s)
        if offered is not None and self.s.shooter is None:
            self.apply(encode_event(AcceptDice(offered)))

    def _line_bet(self, kind: Kind) -> None:
        """The shooter backs himself on the line at the least legal amount (if the line is open to him)."""
        seat, bet = self.s.shooter, Bet(kind)
        if seat is None or not self.offers(bet) or self.s.wager(seat, bet) is not None:
            return
        try:
            wagers.check_window(self.cfg, self.s, seat, bet)
            least, _, unit = wagers.bounds(self.cfg, self.s, seat, bet)
        except RuleViolation:
            return
        self.apply(encode_event(PlaceBet(seat, bet, -(-least // unit) * unit)))

    def _ready(self) -> bool:
        try:
            shooter.ready_to_throw(self.cfg, self.s)
        except RuleViolation:
            return False
        return not self.dead

    def _throw_total(self, data: st.DataObject, total: int) -> None:
        d1, d2 = data.draw(st.sampled_from(PAIRS[total]))
        self.apply(encode_event(Throw(d1, d2)))

    @precondition(lambda self: not self.dead and self.s.shooter is not None)
    @rule(data=st.data(), line=st.sampled_from([Kind.PASS, Kind.DONT_PASS]))
    def shooter_throws(self, data: st.DataObject, line: Kind) -> None:
        """Play on: a line bet on the come-out, then any throw."""
        if self.s.point is None:
            self._line_bet(line)
        if self._ready():
            self._throw_total(data, data.draw(st.sampled_from(range(2, 13))))

    @precondition(lambda self: not self.dead and self.s.shooter is not None)
    @rule(data=st.data(), points=st.integers(1, 6))
    def fire_hand(self, data: st.DataObject, points: int) -> None:
        """Steer toward many Fire points: a Fire Bet if one can be made, then new points made one after another."""
        fire = [x for x in self.legal() if x.event == "place" and x.bet is not None and x.bet.kind is Kind.FIRE]
        if fire:
            x = data.draw(st.sampled_from(fire))
            self.apply(encode_event(PlaceBet(x.seat, x.bet, x.min)))
        for _ in range(points):
            if self.dead or self.s.shooter is None:
                return
            made: set[int] = set().union(*(p for _, p in self.s.fire_points)) if self.s.fire_points else set()
            if self.s.point is None:
                self._line_bet(Kind.PASS)
                repeat: bool = bool(made) and data.draw(st.booleans())
                fresh: list[int] = sorted(made) if repeat else sorted(POINTS - made) or sorted(POINTS)
                if not self._ready():
                    return
                self._throw_total(data, data.draw(st.sampled_from(fresh)))
            if self.s.point is not None and self._ready():
                self._throw_total(data, self.s.point)

    @precondition(lambda self: not self.dead and self.s.shooter is not None)
    @rule(data=st.data(), kind=st.sampled_from(sorted(BONUS_KINDS, key=lambda k: k.value)))
    def bonus_run(self, data: st.DataObject, kind: Kind) -> None:
        """Steer toward a Bonus Craps win: a Bonus wager if one can be made, then the unmarked totals it needs."""
        bonus = [x for x in self.legal() if x.event == "place" and x.bet is not None and x.bet.kind is kind]
        if bonus:
            x = data.draw(st.sampled_from(bonus))
            self.apply(encode_event(PlaceBet(x.seat, x.bet, x.min)))
        needed = sorted(BONUS_NEEDS[kind] - self.s.bonus_marked)
        for total in data.draw(st.permutations(needed)):
            if self.dead or not self._ready():
                return
            if self.s.point is None:
                self._line_bet(Kind.PASS)
            self._throw_total(data, total)

    @precondition(lambda self: not self.dead and self.s.shooter is not None and bool(self.s.wagers))
    @rule(data=st.data())
    def throw_for_a_wager(self, data: st.DataObject) -> None:
        """Steer toward a decision: the dice that name a wager on the layout (its hop pair, hard pair or number)."""
        w = data.draw(st.sampled_from(self.s.wagers))
        b = w.bet
        if b.combo is not None:
            pairs = [b.combo]
        elif b.kind is Kind.HARDWAY and b.number:
            pairs = [(b.number // 2, b.number // 2)] + PAIRS[b.number]
        elif b.number is not None:
            pairs = PAIRS[b.number]
        else:
            pairs = [p for t in TARGETS.get(b.kind, range(2, 13)) for p in PAIRS[t]]
        if self.s.point is None:
            self._line_bet(Kind.PASS)
        if self._ready():
            d1, d2 = data.draw(st.sampled_from(pairs))
            self.apply(encode_event(Throw(d1, d2)))

    @precondition(lambda self: not self.dead and self.cfg.match_play and bool(self.s.seated))
    @rule(data=st.data(), line=st.sampled_from([True, True, True, False]), value=st.sampled_from(COUPON_VALUES),
          chips=st.sampled_from(["value", "value", "more", "double", "less"]),
          expires=st.sampled_from(EXPIRIES), mailed=st.booleans(),
          terms=st.sampled_from(["none", "none", "none", "this_game", "other_game", "this_wager", "other_wager"]))
    def coupon_bet(self, data: st.DataObject, line: bool, value: int, chips: str, expires: Optional[datetime.date],
                   mailed: bool, terms: str) -> None:
        """A Match Play Coupon with chips (603a.21): mostly on the Pass or Don't Pass Line with chips of its value or
        more, now and then on another spot, with too few chips, expired, restricted by its terms, or a second one in
        the round. (A table that takes no coupon refuses them under 603a.10(a): the model's tests check it, and the
        vectors of the default table are kept as they are.)"""
        seat = data.draw(st.sampled_from(sorted(self.s.seated)))
        bet = data.draw(st.sampled_from([Bet(Kind.PASS), Bet(Kind.DONT_PASS)])) if line else \
            data.draw(st.sampled_from([b for b in spots() if self.offers(b)] or [Bet(Kind.PASS)]))
        if not self.offers(bet):
            return
        unit = self.cfg.chip
        amount = {"value": value, "more": value + unit, "double": 2 * value, "less": value - unit}[chips]
        wager = bet.kind.value if line else str(bet)
        games = {"this_game": frozenset({self.cfg.game.value}), "other_game": frozenset({"roulette"})}.get(terms)
        wagers = {"this_wager": frozenset({wager}), "other_wager": frozenset({"dont_pass" if wager == "pass" else
                                                                              "pass"})}.get(terms)
        serial = f"MP-{1000 + len(self.trail)}"
        coupon = Coupon(serial, value, expires, mailed, games or frozenset(), wagers or frozenset())
        self.apply(encode_event(PlaceBet(seat, bet, amount, coupon, TODAY if expires is not None else None)))
        if self.s.point is None:
            self._line_bet(Kind.PASS)
        if data.draw(st.booleans()) and self._ready():  # and play it out now and then
            self._throw_total(data, data.draw(st.sampled_from(range(2, 13))))

    # --- illegal and malformed events ---------------------------------------------------------

    @precondition(lambda self: not self.dead)
    @rule(seat=st.integers(0, 12), bet=st.sampled_from(spots()),
          amount=st.sampled_from([-100, 0, 1, 99, 100, 250, 500, 1000, 5000, 100_000, 10_000_000]))
    def any_bet(self, seat: int, bet: Bet, amount: int) -> None:
        """Any wager at all: legal or refused, both sides must agree."""
        if self.offers(bet):
            self.apply(encode_event(PlaceBet(seat, bet, amount)))

    @precondition(lambda self: not self.dead and bool(self.s.wagers))
    @rule(data=st.data(), how=st.sampled_from(["remove", "reduce", "call_on", "call_off"]))
    def change_a_wager(self, data: st.DataObject, how: str) -> None:
        """Take down, reduce or call on/off a wager on the layout, whether the rules allow it or not."""
        w = data.draw(st.sampled_from(self.s.wagers))
        if how == "reduce":
            e: Any = ReduceBet(w.seat, w.bet, data.draw(st.sampled_from([1, self.cfg.chip, w.amount // 2 or 1, w.amount])))
        else:
            e = {"remove": RemoveBet, "call_on": CallOn, "call_off": CallOff}[how](w.seat, w.bet)
        self.apply(encode_event(e))

    @precondition(lambda self: not self.dead)
    @rule(d1=st.integers(-1, 8), d2=st.integers(-1, 8), cocked=st.sampled_from([(), (0,), (1,)]))
    def any_throw(self, d1: int, d2: int, cocked: tuple[int, ...]) -> None:
        """A throw whatever the state: dice off 1-6, no shooter, no line bet, a cocked die."""
        self.apply(encode_event(Throw(d1, d2, cocked)))

    @precondition(lambda self: not self.dead)
    @rule(e=st.one_of(
        st.builds(NoRoll, st.sampled_from(NoRollGround), st.sampled_from(Role)),
        st.builds(InvalidThrow, st.sampled_from(InvalidReason), st.booleans()),
        st.builds(VoidThrow, st.sampled_from(VoidReason), st.sampled_from(Role)),
        st.builds(OrderPassDice, st.sampled_from(Role), st.sampled_from(OrderReason)),
        st.just(PassDice()), st.just(NewDiceSet()),
        st.builds(Join, st.integers(0, 12)), st.builds(Leave, st.integers(0, 12)),
        st.builds(AcceptDice, st.integers(0, 12)), st.builds(DeclineDice, st.integers(0, 12)),
    ))
    def procedure(self, e: Any) -> None:
        """The dice procedures of 623a.7-623a.10 and seating, in any state."""
        self.apply(encode_event(e))

    @precondition(lambda self: not self.dead)
    @rule(m=st.sampled_from(MALFORMED))
    def malformed(self, m: Message) -> None:
        """Not an event at all: both sides must refuse it and change nothing."""
        self.apply(dict(m))


def run_profile(side: Optional[Side], name: str, profile: Mapping[str, Any], budget: Budget,
                on_step: Optional[Callable[[CrapsConformance, Message, Optional[list[Message]]], None]] = None,
                ) -> tuple[Findings, Optional[Failure]]:
    """Run the Craps machine for one profile; return what it found and the shrunk mismatch, if any."""
    from croupier.conformance.craps.game import SUITE

    return run_game_profile(SUITE, side, name, profile, budget, on_step)  # type: ignore[arg-type]
