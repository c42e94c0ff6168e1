"""The generated Craps conformance suite: a Hypothesis machine running the reference and an implementation in lockstep.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference
state; ``m``: an event in protocol form. Every rule builds one or more events,
and :meth:`CrapsConformance.apply` sends each to both sides and compares
them (INTERPRETING.md, section 4). Events come from what the reference calls
legal now (:func:`~croupier.reference.craps.legal_events`), from steering
rules that throw what is still needed (a Fire point not yet made, an unmarked
Bonus total), from rolls steered toward a paytable row the run has not paid
(a wager that can pay it, the totals that bring it closer, the roll that pays
it: every hop, Horn High total, Come box and odds, Fire and coupon row), and
from deliberately illegal or malformed events.
"""

from __future__ import annotations

import datetime
from typing import Any, Callable, Mapping, Optional

import attrs
from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.craps.codec import encode_event
from croupier.conformance.lockstep import Budget, LockstepMachine, paid_rows, run_profile as run_game_profile
from croupier.conformance.runner import Failure, Findings, Side
from croupier.reference.controls import coupons
from croupier.reference.controls.coupons import Coupon
from croupier.reference.craps import legal_events, offeree
from croupier.reference.craps.config import TableConfig
from croupier.reference.craps.definitions import (BONUS_KINDS, BONUS_NEEDS, COME_KINDS, LINE_KINDS, NUMBER_KINDS,
                                                  ODDS_KINDS, ONE_ROLL_KINDS, POINTS, Bet, Kind, Role)
from croupier.reference.craps import shooter, wagers
from croupier.reference.craps.legal import spots
from croupier.reference.craps.payouts import Decision, decide_number_bet, decide_one_roll, win
from croupier.reference.craps.paytable import paytables
from croupier.reference.errors import RuleViolation
from croupier.reference.money import apply_rounding
from croupier.reference.outcomes import Result
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
    Wager,
)

__all__ = ["Budget", "CrapsConformance", "run_profile"]

Message = dict[str, Any]

#: every pair of faces, by total
PAIRS: dict[int, list[tuple[int, int]]] = {t: [(a, b) for a in range(1, 7) for b in range(1, 7) if a + b == t]
                                           for t in range(2, 13)}
#: the 21 rolls, each once (the lower face first)
ROLLS: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(1, 7) for b in range(a, 7))
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



#: id(cfg) -> (cfg, its ratios found so far): remembered by the configuration itself, not by its value (hashing a
#: table's configuration, every field of it, costs more than the lookup it keys; the configuration held here keeps
#: its id from being another's)
_RATIOS: dict[int, tuple[TableConfig, dict[tuple[Bet, int, Optional[int]], frozenset[str]]]] = {}


def ratios(cfg: TableConfig, bet: Bet, amount: int, point: Optional[int]) -> frozenset[str]:
    """The payout ratios (won over staked) a wager of ``amount`` on ``bet`` can be paid at, read from the reference's
    kernels and paytables: each roll against a one-roll, hardway or number wager; the row of a line, Come or odds
    wager (odds on their own number, or on ``point`` behind a line wager); each Fire row; the Bonus row. Coupon
    wagers are not counted (their ratio is the coupon's)."""
    held = _RATIOS.get(id(cfg))
    if held is None:
        if len(_RATIOS) >= 64:
            _RATIOS.clear()
        held = _RATIOS[id(cfg)] = (cfg, {})
    found = held[1]
    key = (bet, amount, point)
    if key not in found:
        found[key] = _ratios(cfg, bet, amount, point)
    return found[key]


def _ratios(cfg: TableConfig, bet: Bet, amount: int, point: Optional[int]) -> frozenset[str]:
    k, w, pt = bet.kind, Wager(0, bet, amount), paytables(cfg.ruleset)
    won: list[Optional[Decision]]
    if k in ONE_ROLL_KINDS:
        won = [decide_one_roll(cfg, w, a, b) for a, b in ROLLS]
    elif k in NUMBER_KINDS or k is Kind.HARDWAY:
        won = [decide_number_bet(cfg, w, a, b) for a, b in ROLLS]
    elif k in LINE_KINDS or k in COME_KINDS:
        won = [win(cfg, amount, pt.main[k.value])]
    elif k in ODDS_KINDS:
        n = bet.number or point
        won = [win(cfg, amount, pt.number_odds(k, n))] if n is not None else []
    elif k is Kind.FIRE:
        won = [win(cfg, amount, odds) for odds in pt.fire[cfg.fire_paytable.value].values()]
    elif k in BONUS_KINDS and k.value in pt.bonus:
        won = [win(cfg, amount, pt.bonus[k.value])]
    else:
        won = []
    return frozenset(str(d.amount / amount) for d in won if d is not None and d.result is Result.WIN)


def coupon_ratio(cfg: TableConfig, bet: Bet, chips: int, value: int) -> str:
    """The ratio (won over chips) a winning line wager of ``chips`` with a Match Play Coupon of ``value`` is paid at
    under the table's coupon terms (603a.21(b))."""
    won = coupons.settle(cfg.coupon_config, Result.WIN, chips, Coupon("MP-0", value, None, False, frozenset(),
                                                                       frozenset()),
                         paytables(cfg.ruleset).main[bet.kind.value]).amount
    return str(apply_rounding(won, cfg.chip, cfg.rounding) / chips)


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

    def _unpaid(self, bet: Bet, amount: int, point: Optional[int] = None) -> bool:
        """Whether a wager of ``amount`` on ``bet`` can pay a row the run has not paid (odds behind a line wager on
        ``point``, default the point now; a Come or Don't Come wager on its line: also in the boxes it can move to,
        with odds there)."""
        paid, cfg, k, now = self.paid(), self.cfg, bet.kind, self.s.point
        point = point or now
        rows = {(str(bet), r) for r in ratios(cfg, bet, amount, point)}
        if k in LINE_KINDS:  # and the odds behind it, on each point it can have
            odds = Bet(Kind.PASS_ODDS if k is Kind.PASS else Kind.DONT_PASS_ODDS)
            rows |= {(str(odds), r) for n in ([point] if point else sorted(POINTS))
                     for r in ratios(cfg, odds, amount, n)}
        if k in COME_KINDS:  # and in each box it can move to (or its own), with odds there
            odds_kind = Kind.COME_ODDS if k is Kind.COME else Kind.DONT_COME_ODDS
            boxes = sorted(POINTS - {now}) if bet.number is None else [bet.number]
            rows |= {(str(b), r) for n in boxes for b in (Bet(k, n), Bet(odds_kind, n))
                     for r in ratios(cfg, b, amount, None)}
        return not rows <= paid

    def _long_shots(self) -> list[Wager]:
        """The Fire and Bonus wagers on the layout that can still pay an unpaid row: a 7 would end them."""
        return [w for w in self.s.wagers if (w.bet.kind is Kind.FIRE or w.bet.kind in BONUS_KINDS)
                and self._unpaid(w.bet, w.amount)]

    def _unpaid_rolls(self, long_shots: list[Wager]) -> list[tuple[int, int]]:
        """The rolls that would pay a row the run has not paid, as the reference settles them now; while a Fire or
        Bonus wager is on its way to an unpaid row, no 7 but one that pays it."""
        game, paid, kept = self.ctx.game, self.paid(), {str(w.bet) for w in long_shots}
        out: list[tuple[int, int]] = []
        if not any(w.coupon is not None or self._unpaid(w.bet, w.amount) for w in self.s.wagers):
            return out  # (a coupon wager's ratio is the coupon's: its rolls are always looked at)
        for a, b in ROLLS:
            expected, _ = game.apply(self.cfg, self.s, Throw(a, b))
            new = paid_rows(game, self.s, expected) - paid
            if new and (a + b != 7 or not kept or any(bet in kept for bet, _ in new)):
                out.append((a, b))
        return out

    def _headway(self, data: st.DataObject, long_shots: list[Wager]) -> Optional[int]:
        """A total that brings a wager on the layout closer to an unpaid row: a new Fire point (or the point made), an
        unmarked Bonus total, a box for a Come wager on its line, a point with odds unpaid (for odds, and for wagers
        off on the come-out, and for Come wagers, made only once there is one)."""
        s = self.s
        for w in long_shots:
            if w.bet.kind is Kind.FIRE:
                if s.point is not None:
                    return s.point
                made = dict(s.fire_points).get(w.cohort, frozenset())
                return int(data.draw(st.sampled_from(sorted(POINTS - made) or sorted(POINTS))))
            needed = sorted(BONUS_NEEDS[w.bet.kind] - s.bonus_marked)
            if needed:
                return int(data.draw(st.sampled_from(needed)))
        boxes = sorted({n for w in s.wagers if w.bet.kind in COME_KINDS and w.bet.number is None
                        for n in POINTS - {s.point} if self._unpaid(Bet(w.bet.kind, n), w.amount)})
        if boxes:
            return int(data.draw(st.sampled_from(boxes)))
        come = any(self._unpaid(Bet(k), self.cfg.table_min) for k in COME_KINDS if self.offers(Bet(k)))
        if s.point is None and (come or any(self._unpaid(w.bet, w.amount) for w in s.wagers if w.coupon is None)):
            line = [w for w in s.wagers if w.bet.kind in LINE_KINDS]
            odds = sorted({n for w in line for n in POINTS
                           if self._unpaid(Bet(Kind.PASS_ODDS if w.bet.kind is Kind.PASS else Kind.DONT_PASS_ODDS),
                                           w.amount, n)})
            return int(data.draw(st.sampled_from(odds or sorted(POINTS))))
        return None

    def _place_unpaid(self, data: st.DataObject) -> bool:
        """Place a wager that can pay an unpaid row (each such spot as likely as another: there are 17 hops), now and
        then after a chip over its limit, then call it on or off as it already is (refused: the wager's own paragraph
        is compared on a refusal too); whether one was placed."""
        nominal = self.cfg.table_min
        if not any(self._unpaid(b, nominal) for b in spots() if self.offers(b)):
            return False  # (what is legal now is dear to compute: not when no spot has a row left)
        options: dict[str, list[Any]] = {}
        for x in self.legal():
            if x.event != "place" or x.bet is None or str(x.bet) in options:
                continue
            amount = x.max if x.bet.is_odds and x.max > x.min and data.draw(st.booleans()) else x.min
            if self._unpaid(x.bet, amount):
                options.setdefault(str(x.bet), []).append(attrs.evolve(x, min=amount))
        if not options:
            return False
        odds = {b: xs for b, xs in options.items() if xs[0].bet.is_odds}
        options = odds or options  # odds first: the flat wager they follow is on the layout now
        x = data.draw(st.sampled_from(options[data.draw(st.sampled_from(sorted(options)))]))
        if data.draw(st.integers(0, 3)) == 0:  # a chip over its greatest first: refused under its limit (or an excess)
            self.apply(encode_event(PlaceBet(x.seat, x.bet, x.max + x.unit)))
        self.apply(encode_event(x.to_event()))
        w = self.s.wager(x.seat, x.bet)
        if w is not None:  # called on or off as it already is: refused under its own paragraph
            on = wagers.working_on_come_out(self.cfg, w)
            self.apply(encode_event((CallOn if on else CallOff)(w.seat, w.bet)))
        return True

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def unpaid_roll(self, data: st.DataObject) -> None:
        """Steer toward paytable rows the run has not paid: the roll that pays a wager on the layout at one, else a
        wager placed that can pay one and its roll, else the totals that bring one closer (a Come wager to its box,
        a point for odds, the points of a Fire Bet, the totals of a Bonus wager); a few times over. Random rolls
        seldom pay a hop, a Horn High on each total, a Come or its odds on each box or a Fire Bet's rows; this pays
        every row the layout has within the budget."""
        if self.s.shooter is None:  # a shooter first, if a seat can take the dice
            if not self.s.seated:
                self.apply(encode_event(Join(1)))
            offered, _ = offeree(self.cfg, self.s)
            if offered is None or self.dead:
                return
            self.apply(encode_event(AcceptDice(offered)))
        throws = 0
        while throws < 6 or (throws < 16 and self._long_shots()):
            if self.s.point is None:
                self._line_bet(Kind.PASS)
            if self.dead or not self._ready():
                return
            long_shots = self._long_shots()
            rolls = self._unpaid_rolls(long_shots)
            if not rolls and not long_shots and self._place_unpaid(data):
                long_shots = self._long_shots()
                rolls = self._unpaid_rolls(long_shots)
            if self.dead or not self._ready():
                return
            if rolls:
                d1, d2 = data.draw(st.sampled_from(rolls))
                self.apply(encode_event(Throw(d1, d2)))
            else:
                total = self._headway(data, long_shots)
                if total is None:
                    return
                self._throw_total(data, total)
            throws += 1

    @precondition(lambda self: not self.dead and self.cfg.match_play and bool(self.s.seated))
    @rule(data=st.data(), line=st.sampled_from([True, True, True, False]), value=st.sampled_from(COUPON_VALUES),
          chips=st.sampled_from(["value", "value", "more", "double", "less", "six_fifths", "eight_fifths"]),
          expires=st.sampled_from(EXPIRIES), mailed=st.booleans(),
          terms=st.sampled_from(["none", "none", "none", "this_game", "other_game", "this_wager", "other_wager"]))
    def coupon_bet(self, data: st.DataObject, line: bool, value: int, chips: str, expires: Optional[datetime.date],
                   mailed: bool, terms: str) -> None:
        """A Match Play Coupon with chips (603a.21): mostly on the Pass or Don't Pass Line with chips of its value or
        more (a fifth more, three fifths more, double), now and then on another spot, with too few chips, expired,
        restricted by its terms, or a second one in the round; half the time on the come-out, a coupon and chips on a
        line whose win pays a ratio the run has not paid (chips plus coupon over chips), then a roll that wins it. (A
        table that takes no coupon refuses them under 603a.10(a): the model's tests check it, and the vectors of the
        default table are kept as they are.)"""
        seat = data.draw(st.sampled_from(sorted(self.s.seated)))
        bet = data.draw(st.sampled_from([Bet(Kind.PASS), Bet(Kind.DONT_PASS)])) if line else \
            data.draw(st.sampled_from([b for b in spots() if self.offers(b)] or [Bet(Kind.PASS)]))
        if not self.offers(bet):
            return
        unit = self.cfg.chip
        amounts = {"value": lambda v: v, "more": lambda v: v + unit, "double": lambda v: 2 * v,
                   "less": lambda v: v - unit, "six_fifths": lambda v: v * 6 // 5, "eight_fifths": lambda v: v * 8 // 5}
        amount = amounts[chips](value)
        steer = line and chips != "less" and self.s.point is None and data.draw(st.booleans())
        if steer:
            paid = self.paid()
            unpaid = sorted({(b, v, a(v)) for b in (Bet(Kind.PASS), Bet(Kind.DONT_PASS)) if self.offers(b)
                             for v in COUPON_VALUES for c, a in amounts.items() if c != "less"
                             if (b.kind.value, coupon_ratio(self.cfg, b, a(v), v)) not in paid})
            if unpaid:
                bet, value, amount = data.draw(st.sampled_from(unpaid))
                expires, terms = None, "none"
            else:
                steer = False
        wager = bet.kind.value if line else str(bet)
        games = {"this_game": frozenset({self.cfg.game.value}), "other_game": frozenset({"roulette"})}.get(terms)
        wagers = {"this_wager": frozenset({wager}), "other_wager": frozenset({"dont_pass" if wager == "pass" else
                                                                              "pass"})}.get(terms)
        serial = f"MP-{1000 + len(self.trail)}"
        coupon = Coupon(serial, value, expires, mailed, games or frozenset(), wagers or frozenset())
        self.apply(encode_event(PlaceBet(seat, bet, amount, coupon, TODAY if expires is not None else None)))
        if self.s.point is None:
            self._line_bet(Kind.PASS)
        if (steer or data.draw(st.booleans())) and self._ready():  # play it out now and then, at a row not paid if any
            rolls = self._unpaid_rolls([])
            if rolls:
                d1, d2 = data.draw(st.sampled_from(rolls))
                self.apply(encode_event(Throw(d1, d2)))
            else:
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
