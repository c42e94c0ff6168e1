"""Craps and Mini-Craps as a pure state machine: ``step(cfg, s, e) -> Step``.

``cfg``: :class:`~croupier.reference.craps.config.TableConfig`; ``s``:
:class:`~croupier.reference.craps.state.State`; ``e``: an event; ``w``: a
wager; ``t``: a total. Wagers are made before the dice are thrown (623a.4(a)):
every event is applied whole, so no wager can land while dice are in the air.
A refused event is a :class:`Rejected` outcome carrying the clause, and the
state is returned unchanged.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable, Optional

import attrs
import icontract

from croupier.reference.contracts import ENABLED
from croupier.reference.craps import kernels
from croupier.reference.craps.config import (
    AfterWin,
    Bar12,
    BonusOnShooterChange,
    BonusWindow,
    ComeOnlySeven,
    ComePlacement,
    FireCarryOver,
    LineBetRule,
    FireEndingSeven,
    FirePointSource,
    MarkerScope,
    OddsOnComeOut,
    OddsOnParentReduce,
    SeatLock,
    TableConfig,
    Vig,
    VigBase,
)
from croupier.reference.craps.definitions import (
    BONUS_KINDS,
    BONUS_NEEDS,
    COME_KINDS,
    HORN_NUMBERS,
    LINE_KINDS,
    NUMBER_KINDS,
    ODDS_KINDS,
    ONE_ROLL_KINDS,
    POINTS,
    Bet,
    Game,
    Kind,
    Role,
    paragraph,
)
from croupier.reference.craps.paytable import paytables
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
    Marker,
    NewDiceSet,
    NoRoll,
    NoRollGround,
    OrderPassDice,
    PassDice,
    PlaceBet,
    ReduceBet,
    RemoveBet,
    State,
    Throw,
    VoidReason,
    VoidThrow,
    Wager,
    with_wagers,
)
from croupier.reference.errors import RuleViolation
from croupier.reference.money import Odds, apply_rounding, percent_of, winnings
from croupier.reference.outcomes import Commission, Notice, Outcome, Rejected, Result, Returned, Settlement, Step
from croupier.spec.citations import cites

__all__ = ["come_bets_remain", "conserves", "offeree", "replay", "step", "stays_up"]

FIRE_UNIT = 100  # 623a.11(b)(1): Fire Bets are $1 to $5 in $1 steps; amounts are in cents
#: wagers whose stake stays up after a win under ``after_win = stays_up`` (AMB-17)
STAY_UP_KINDS = frozenset({Kind.PLACE_WIN, Kind.PLACE_LOSE, Kind.BUY, Kind.LAY, Kind.HARDWAY}) | ONE_ROLL_KINDS
#: wagers that are off on a come-out roll unless called on (623a.3(a)(5)-(10), (41))
OFF_ON_COME_OUT = frozenset({Kind.PLACE_WIN, Kind.PLACE_LOSE, Kind.HARDWAY, Kind.BUY})


def _no(clause: str, reason: str) -> RuleViolation:
    return RuleViolation(clause=clause, reason=reason)


# --- the single entry point ---------------------------------------------------------------------


def stays_up(cfg: TableConfig, kind: Kind) -> bool:
    """Whether a winning wager of ``kind`` stays on the layout (AMB-17)."""
    return kind in STAY_UP_KINDS and cfg.after_win is AfterWin.STAYS_UP


def conserves(cfg: TableConfig, before: State, after: State, outcomes: tuple[Outcome, ...], placed: int) -> bool:
    """Chips on the layout change only by what was placed, returned, collected or voided (no chip is lost).

    ``placed`` is what the event put on the layout. Winnings come from the
    bank; a winning stake either stays up or goes back to the player.
    """
    left = before.layout_total + placed - after.layout_total
    accounted = Fraction(0)
    for o in outcomes:
        if isinstance(o, Returned) and o.bet is not None:
            accounted += o.amount
        elif isinstance(o, Settlement) and o.result is not Result.WIN:
            accounted += o.amount
        elif isinstance(o, Settlement) and not stays_up(cfg, o.bet.kind):
            stake = before.wager(o.seat, o.bet)
            accounted += stake.amount if stake else 0
    return left == accounted


def _placed(e: Event, outcomes: tuple[Outcome, ...]) -> int:
    if isinstance(e, PlaceBet) and not any(isinstance(o, Rejected) for o in outcomes):
        return e.amount
    return 0


@cites("pa:623a.3", "pa:623a.4", "pa:623a.4(a)", "pa:623a.5", "pa:623a.6", "pa:623a.7", "pa:623a.8", "pa:623a.9",
       "pa:623a.10", "pa:623a.11", "pa:623a.11(b)", "pa:623a.1")
@icontract.ensure(
    lambda s, result: not result.rejected or result.state == s,
    "a refused event leaves the state unchanged",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda cfg, s, e, result: conserves(cfg, s, result.state, result.outcomes, _placed(e, result.outcomes)),
    "chip conservation: every chip that leaves the layout is returned, collected or settled",
    enabled=ENABLED,
)
def step(cfg: TableConfig, s: State, e: Event) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    handlers = {
        Join: _join,
        Leave: _leave,
        PlaceBet: _place,
        ReduceBet: _reduce,
        RemoveBet: _remove,
        CallOn: _call,
        CallOff: _call,
        AcceptDice: _accept,
        DeclineDice: _decline,
        PassDice: _pass_dice,
        OrderPassDice: _order_pass,
        NewDiceSet: _new_dice,
        Throw: _throw,
        InvalidThrow: _invalid,
        NoRoll: _no_roll,
        VoidThrow: _void,
    }
    handler = handlers.get(type(e))
    if handler is None:
        return Step(s, (Rejected("pa:623a.4(a)", f"not a craps event: {type(e).__name__}"),))
    try:
        state, outcomes = handler(cfg, s, e)  # type: ignore[operator]
        return Step(state, tuple(outcomes))
    except RuleViolation as v:
        return Step(s, (Rejected(v.clause, v.reason),))


# --- players -----------------------------------------------------------------------------------


@cites("pa:623a.2(c)")
def _join(cfg: TableConfig, s: State, e: Join) -> tuple[State, list[Outcome]]:
    if not 1 <= e.seat <= cfg.positions:
        clause = "pa:623a.2(c)" if cfg.game is Game.MINI_CRAPS else "pa:623a.2(d)(4)(i)"
        raise _no(clause, f"the table has positions 1 to {cfg.positions}")
    if e.seat in s.seated:
        raise _no("pa:623a.2(c)" if cfg.game is Game.MINI_CRAPS else "pa:623a.2(d)(4)(i)", f"position {e.seat} is taken")
    return attrs.evolve(s, seated=s.seated | {e.seat}), []


@cites("pa:623a.4(e)")
def _leave(cfg: TableConfig, s: State, e: Leave) -> tuple[State, list[Outcome]]:
    if e.seat not in s.seated:
        raise _no("pa:623a.4(e)" if cfg.game is Game.MINI_CRAPS else "pa:623a.4(b)", f"nobody is at position {e.seat}")
    if cfg.game is Game.MINI_CRAPS and _seat_locked(cfg, s, e.seat):
        raise _no("pa:623a.4(e)", "a Mini-Craps player who has wagered stays seated until the round of play completes")
    out: list[Outcome] = []
    if s.shooter == e.seat:
        s, out = _hand_over(cfg, s, "pa:623a.10(a)")
    return attrs.evolve(s, seated=s.seated - {e.seat}, declined=s.declined - {e.seat}), out


def _seat_locked(cfg: TableConfig, s: State, seat: int) -> bool:
    if cfg.seat_lock is SeatLock.OWN_WAGERS_DECIDED:
        return bool(s.of_seat(seat))
    return seat in s.locked


# --- making, reducing and removing wagers ------------------------------------------------------


def _is_come_out(s: State) -> bool:
    return s.point is None


def come_bets_remain(s: State) -> bool:
    """Whether any Come or Don't Come bet (on the line or on a number) is still undecided."""
    return any(w.bet.kind in COME_KINDS for w in s.wagers)


@cites("pa:623a.3(b)", "pa:623a.3(b)(1)", "pa:623a.3(b)(2)", "pa:623a.5(j)", "pa:623a.11(b)(1)")
def bounds(cfg: TableConfig, s: State, seat: int, bet: Bet) -> tuple[int, int, int]:
    """(least total, greatest total, step) the wager ``bet`` of ``seat`` may reach; raises when none is legal."""
    k = bet.kind
    if k is Kind.FIRE:
        return FIRE_UNIT, 5 * FIRE_UNIT, FIRE_UNIT
    unit = cfg.chip * {Kind.HORN: 4, Kind.HORN_HIGH: 5, Kind.WHIRL: 5, Kind.C_AND_E: 2}.get(k, 1)
    if k in ODDS_KINDS:
        flat, point = _odds_parent(s, seat, bet)
        dont = k in (Kind.DONT_PASS_ODDS, Kind.DONT_COME_ODDS)
        odds = paytables().number_odds(k, point)
        cap = kernels.odds_cap(flat.amount, cfg.multiple(point, dont), odds.pays, odds.to, dont, cfg.chip,
                               cfg.odds_payable_excess)
        return cfg.chip, cap, cfg.chip
    lo, hi = cfg.limits_for(k)
    lo = max(lo, unit)
    return -(-lo // unit) * unit, hi - hi % unit, unit


def _odds_parent(s: State, seat: int, bet: Bet) -> tuple[Wager, int]:
    """The flat wager an odds wager supports, and its point (623a.6(a)-(d))."""
    k = bet.kind
    if k in (Kind.PASS_ODDS, Kind.DONT_PASS_ODDS):
        flat_kind = Kind.PASS if k is Kind.PASS_ODDS else Kind.DONT_PASS
        clause = "pa:623a.6(a)" if k is Kind.PASS_ODDS else "pa:623a.6(b)"
        parent = s.wager(seat, Bet(flat_kind))
        if parent is None or s.point is None:
            raise _no(clause, "odds need the player's line bet and a come out point")
        return parent, s.point
    flat_kind = Kind.COME if k is Kind.COME_ODDS else Kind.DONT_COME
    clause = "pa:623a.6(c)" if k is Kind.COME_ODDS else "pa:623a.6(d)"
    assert bet.number is not None
    parent = s.wager(seat, Bet(flat_kind, bet.number))
    if parent is None:
        raise _no(clause, f"odds need the player's {flat_kind.value.replace('_', ' ')} bet on the {bet.number}")
    return parent, bet.number


@cites(
    "pa:623a.3(a)",
    "pa:623a.3(a)(1)",
    "pa:623a.3(a)(2)",
    "pa:623a.3(a)(3)",
    "pa:623a.3(a)(4)",
    "pa:623a.3(a)(40)",
    "pa:623a.3(a)(41)",
    "pa:623a.3(a)(42)",
    "pa:623a.3(a)(43)",
    "pa:623a.4(b)",
    "pa:623a.4(c)(1)",
    "pa:623a.4(c)(3)",
    "pa:623a.4(c)(4)",
    "pa:623a.4(d)",
    "pa:623a.4(e)",
    "pa:623a.11(a)",
    "pa:623a.11(a)(1)",
    "pa:623a.12",
    "pa:623a.12(1)",
    "pa:623a.10(b)",
)
@cites("pa:623a.1#call-bet", "pa:623a.11(a)(3)", "pa:623a.2(d)(4)(ii)")
def check_window(cfg: TableConfig, s: State, seat: int, bet: Bet) -> None:
    """Raise unless ``seat`` may put chips on ``bet`` now (a new wager or an increase)."""
    k = bet.kind
    if seat not in s.seated:
        if cfg.game is Game.MINI_CRAPS:
            raise _no("pa:623a.4(e)", "only players seated at a Mini-Craps table may wager")
        raise _no("pa:623a.4(b)", f"no player at position {seat}: wagers are chips placed by a player at the table")
    if not cfg.offers(k):
        clause = {
            Kind.BUY: "pa:623a.3(a)(41)",
            Kind.LAY: "pa:623a.3(a)(42)",
            Kind.FIRE: "pa:623a.11(a)",
        }.get(k, "pa:623a.3(a)")
        if k in BONUS_KINDS and cfg.has_bonus:
            clause = "pa:623a.12"
        raise _no(clause, f"this table does not offer {k.value.replace('_', ' ')}")
    existing = s.wager(seat, bet)
    if k is Kind.PASS and s.point is not None:
        clause = "pa:623a.4(c)(1)" if cfg.edition != "2012" else "pa:623a.3(a)(1)"
        raise _no(clause, "a Pass Bet is made only before a come-out roll")
    if k is Kind.DONT_PASS and s.point is not None:
        raise _no("pa:623a.3(a)(2)", "a Don't Pass Bet is made only before a come-out roll")
    if k in COME_KINDS:
        clause = paragraph(bet)
        if bet.number is not None:
            if existing is None:
                raise _no(clause, "Come and Don't Come Bets are made on their line, not on a number")
            raise _no("pa:623a.4(c)(2)" if k is Kind.COME else "pa:623a.4(d)",
                      "a bet on its come point is not increased")
        if s.come_bets_only:
            raise _no("pa:623a.10(b)", "the shooter is rolling only to decide the Come and Don't Come bets left")
        if cfg.come_placement is ComePlacement.POINT_ONLY and s.point is None:
            raise _no(clause, "Come and Don't Come Bets are made only after the come out roll, while a point is set")
        if cfg.come_placement is ComePlacement.ANY_NON_FIRST_ROLL and not s.game_started:
            raise _no(clause, "Come and Don't Come Bets are made only after the come out roll")
    if k in (Kind.DONT_PASS, Kind.DONT_COME):
        if existing is not None and existing.reduced:
            raise _no("pa:623a.4(d)", "a Don't bet that was reduced may not be increased")
        if existing is None and (seat, k) in s.barred:
            raise _no("pa:623a.4(d)", "a Don't bet that was taken down may not be replaced")
    if k is Kind.FIRE:
        if existing is not None and existing.cohort != s.hand:
            raise _no("pa:623a.2(d)(4)(ii)", "this position's Fire area still holds a carried-over Fire Bet")
        if existing is not None:
            raise _no("pa:623a.4(c)(3)", "a Fire Bet is never increased")
        if s.hand_started:
            raise _no("pa:623a.3(a)(40)", "Fire Bets are made only before a new shooter's first come-out roll")
    if k in BONUS_KINDS:
        if existing is not None:
            raise _no("pa:623a.4(c)(4)", "a Bonus Craps wager is never increased")
        window = cfg.bonus_window
        if window is BonusWindow.NEW_SHOOTER and s.hand_started:
            raise _no("pa:623a.12(1)", "Bonus Craps wagers are made only before a new shooter's first come-out roll")
        if window is not BonusWindow.NEW_SHOOTER and s.point is not None:
            raise _no("pa:623a.3(a)(43)", "Bonus Craps wagers are made only before a come-out roll")
        if window is BonusWindow.ANY_COME_OUT_EMPTY_BOARD and s.bonus_marked:
            raise _no("pa:623a.3(a)(43)", "Bonus Craps wagers wait for an empty board (reading bonus_window)")
    if k in ODDS_KINDS:
        _odds_parent(s, seat, bet)


@cites("pa:623a.5(g)(3)", "pa:623a.5(g)(3)(i)(A)", "pa:623a.5(g)(3)(ii)(A)", "pa:623a.5(i)")
@cites("pa:623a.5(g)(3)(i)", "pa:623a.5(g)(3)(ii)", "pa:623a.5(h)@2012")
def upfront_vig(cfg: TableConfig, bet: Bet, amount: int) -> tuple[Fraction, tuple[str, ...]]:
    """The vigorish collected when ``amount`` is wagered on a Buy or Lay (none for other wagers)."""
    if bet.kind is Kind.BUY and cfg.buy_vig is Vig.UPFRONT:
        base: Fraction | int = amount
        rate, clause = cfg.buy_vig_rate, "pa:623a.5(g)(3)(i)(A)"
    elif bet.kind is Kind.LAY and cfg.lay_vig is Vig.UPFRONT:
        assert bet.number is not None
        if cfg.edition == "2012":  # the 2012 rule: on the amount wagered
            base = amount
        else:  # since the 2014/2015 amendments: on what the Lay could win
            base = winnings(amount, paytables().number_odds(Kind.LAY, bet.number))
        rate, clause = cfg.lay_vig_rate, "pa:623a.5(g)(3)(ii)(A)"
    else:
        return Fraction(0), ()
    if cfg.edition == "2012":
        clause = "pa:623a.5(g)(3)"
    return apply_rounding(percent_of(base, rate), cfg.chip, cfg.rounding), (clause,)


def _place(cfg: TableConfig, s: State, e: PlaceBet) -> tuple[State, list[Outcome]]:
    """623a.3, 623a.4: make a wager, or add to one."""
    if not isinstance(e.amount, int) or isinstance(e.amount, bool) or e.amount <= 0:
        raise _no("pa:623a.4(b)", "a wager is a positive whole number of cents")
    check_window(cfg, s, e.seat, e.bet)
    existing = s.wager(e.seat, e.bet)
    total = e.amount + (existing.amount if existing else 0)
    _check_amount(cfg, s, e.seat, e.bet, total)
    out: list[Outcome] = []
    vig, clauses = upfront_vig(cfg, e.bet, e.amount)
    if vig:
        out.append(Commission(e.seat, e.bet, vig, clauses))
    if existing:
        new = attrs.evolve(existing, amount=total, vig=existing.vig + vig)
        wagers = [new if w is existing else w for w in s.wagers]
    else:
        cohort = s.hand if e.bet.kind is Kind.FIRE else 0
        wagers = list(s.wagers) + [Wager(e.seat, e.bet, e.amount, cohort=cohort, vig=vig)]
    locked = s.locked | {e.seat} if cfg.game is Game.MINI_CRAPS else s.locked
    # 623a.10(b): once a player makes a line bet, the game goes on as usual under 623a.8
    come_only = s.come_bets_only and e.bet.kind not in LINE_KINDS
    return attrs.evolve(s, wagers=with_wagers(wagers), locked=locked, come_bets_only=come_only), out


@cites("pa:623a.5(i)@2012", "pa:623a.3(a)(19)", "pa:623a.3(a)(20)", "pa:623a.3(a)(21)")
def _check_amount(cfg: TableConfig, s: State, seat: int, bet: Bet, total: int) -> None:
    lo, hi, unit = bounds(cfg, s, seat, bet)
    k = bet.kind
    if k is Kind.FIRE:
        if not (lo <= total <= hi and total % unit == 0):
            raise _no("pa:623a.11(b)(1)", "a Fire Bet is $1 to $5 in whole dollars")
        return
    if total % unit:
        clause = {Kind.HORN: "pa:623a.3(a)(19)", Kind.HORN_HIGH: "pa:623a.3(a)(20)", Kind.WHIRL: "pa:623a.3(a)(21)",
                  Kind.C_AND_E: "pa:623a.5(b)"}.get(k, "pa:623a.4(b)")
        raise _no(clause, f"{k.value.replace('_', ' ')} is wagered in multiples of {unit} cents")
    if k in ODDS_KINDS:
        if total > hi:
            raise _no("pa:623a.6(e)", f"odds may total at most {hi} behind this bet")
        return
    if total < lo:
        raise _no("pa:623a.3(b)(1)", f"the minimum for this wager is {lo}")
    if total > hi:
        raise _no(cfg.cite("pa:623a.5(j)"), f"the maximum for this wager is {hi}")


@cites("pa:623a.12(2)", "pa:623a.4(c)(4)")
def _removal_check(cfg: TableConfig, s: State, w: Wager, removing: bool) -> None:
    """623a.4(c), (d): whether ``w`` may be taken down or reduced now."""
    k = w.bet.kind
    if k is Kind.PASS and s.point is not None:
        raise _no("pa:623a.4(c)(1)", "a Pass Bet stays once its come out point is set")
    if k is Kind.COME and w.bet.number is not None:
        raise _no("pa:623a.4(c)(2)", "a Come Bet stays once its come point is set")
    if k is Kind.FIRE:
        raise _no("pa:623a.4(c)(3)", "a Fire Bet is never reduced, nor removed before a loser 7")
    if k in BONUS_KINDS:
        if not removing:
            raise _no("pa:623a.4(c)(4)", "a Bonus Craps wager is never reduced")
        if not cfg.bonus_removable:
            raise _no("pa:623a.12(2)", "a Bonus Craps wager stays until collected or paid (reading bonus_removable)")


@cites("pa:623a.4(c)", "pa:623a.4(c)(1)", "pa:623a.4(c)(2)", "pa:623a.4(c)(3)", "pa:623a.4(c)(4)", "pa:623a.4(d)")
def _reduce(cfg: TableConfig, s: State, e: ReduceBet) -> tuple[State, list[Outcome]]:
    w = s.wager(e.seat, e.bet)
    if w is None:
        raise _no("pa:623a.4(c)", f"position {e.seat} has no {e.bet} wager")
    if not isinstance(e.amount, int) or isinstance(e.amount, bool) or not 0 < e.amount < w.amount:
        raise _no("pa:623a.4(c)", "a reduction takes off part of the wager; to take it all down, remove it")
    _removal_check(cfg, s, w, removing=False)
    left = w.amount - e.amount
    lo, _, unit = bounds(cfg, s, e.seat, e.bet) if not w.bet.is_odds else (cfg.chip, 0, cfg.chip)
    if left % unit:
        raise _no("pa:623a.4(b)", f"what stays must be a multiple of {unit} cents")
    if left < lo:
        raise _no("pa:623a.3(b)(1)", f"what stays must be at least the minimum, {lo}")
    dont = w.bet.kind in (Kind.DONT_PASS, Kind.DONT_COME)
    clause = "pa:623a.4(d)" if dont else "pa:623a.4(c)"
    new = attrs.evolve(w, amount=left, reduced=w.reduced or dont)
    out: list[Outcome] = [Returned(e.seat, e.bet, e.amount, (clause,))]
    s = attrs.evolve(s, wagers=with_wagers([new if x is w else x for x in s.wagers]))
    if dont and cfg.odds_on_parent_reduce is OddsOnParentReduce.RETURN_EXCESS:
        s, more = _trim_odds(cfg, s, new)
        out += more
    return s, out


def _odds_of(w: Wager) -> Optional[Bet]:
    """The spot of the odds behind flat wager ``w`` (none for a Come bet still on its line)."""
    k, n = w.bet.kind, w.bet.number
    if k is Kind.PASS:
        return Bet(Kind.PASS_ODDS)
    if k is Kind.DONT_PASS:
        return Bet(Kind.DONT_PASS_ODDS)
    if k in COME_KINDS and n is not None:
        return Bet(Kind.COME_ODDS if k is Kind.COME else Kind.DONT_COME_ODDS, n)
    return None


def _trim_odds(cfg: TableConfig, s: State, flat: Wager) -> tuple[State, list[Outcome]]:
    """AMB-11: after a Don't flat is reduced, odds above the new cap go back to the player."""
    ob = _odds_of(flat)
    odds = s.wager(flat.seat, ob) if ob else None
    if ob is None or odds is None:
        return s, []
    _, cap, _ = bounds(cfg, s, flat.seat, ob)
    if odds.amount <= cap:
        return s, []
    excess = odds.amount - cap
    new = attrs.evolve(odds, amount=cap)
    wagers = [new if x is odds else x for x in s.wagers] if cap > 0 else [x for x in s.wagers if x is not odds]
    return attrs.evolve(s, wagers=with_wagers(wagers)), [Returned(flat.seat, ob, excess, ("pa:623a.4(d)", "pa:623a.6(e)"))]


@cites("pa:623a.4(c)", "pa:623a.4(d)", "pa:623a.5(g)(3)")
def _remove(cfg: TableConfig, s: State, e: RemoveBet) -> tuple[State, list[Outcome]]:
    w = s.wager(e.seat, e.bet)
    if w is None:
        raise _no("pa:623a.4(c)", f"position {e.seat} has no {e.bet} wager")
    _removal_check(cfg, s, w, removing=True)
    dont = w.bet.kind in (Kind.DONT_PASS, Kind.DONT_COME)
    clause = "pa:623a.4(d)" if dont else "pa:623a.4(c)"
    out: list[Outcome] = [Returned(e.seat, e.bet, w.amount, (clause,))]
    gone = {id(w)}
    ob = _odds_of(w)
    if ob is not None:
        odds = s.wager(e.seat, ob)
        if odds is not None:  # AMB-11: odds with no flat to support go back with it
            out.append(Returned(e.seat, odds.bet, odds.amount, (clause, paragraph(odds.bet))))
            gone.add(id(odds))
    if w.vig and cfg.vig_refund_on_removal:
        out.append(Returned(e.seat, None, w.vig, ("pa:623a.5(g)(3)",)))
    barred = s.barred | {(e.seat, w.bet.kind)} if dont and w.bet.number is None else s.barred
    return attrs.evolve(s, wagers=with_wagers([x for x in s.wagers if id(x) not in gone]), barred=barred), out


def _default_working_on_come_out(cfg: TableConfig, bet: Bet) -> Optional[bool]:
    """A wager's come-out status with no marker, or ``None`` if it has no on/off status to call."""
    k = bet.kind
    if k in OFF_ON_COME_OUT:
        return False
    if k is Kind.LAY:
        return True
    if k is Kind.COME_ODDS and cfg.come_odds_on_come_out is OddsOnComeOut.OFF_UNLESS_CALLED_ON:
        return False
    if k is Kind.DONT_COME_ODDS and cfg.dont_come_odds_on_come_out is OddsOnComeOut.OFF_UNLESS_CALLED_ON:
        return False
    return None


def working_on_come_out(cfg: TableConfig, w: Wager) -> bool:
    """Whether ``w`` acts on a come-out roll (623a.3(a)(5)-(10), (41), (42); AMB-09)."""
    default = _default_working_on_come_out(cfg, w.bet)
    if default is None:
        return True
    if w.marker is Marker.ON:
        return True
    if w.marker is Marker.OFF:
        return False
    return default


@cites(
    "pa:623a.3(a)(5)",
    "pa:623a.3(a)(6)",
    "pa:623a.3(a)(7)",
    "pa:623a.3(a)(8)",
    "pa:623a.3(a)(9)",
    "pa:623a.3(a)(10)",
    "pa:623a.3(a)(41)",
    "pa:623a.3(a)(42)",
)
def _call(cfg: TableConfig, s: State, e: CallOn | CallOff) -> tuple[State, list[Outcome]]:
    """A call of "on" or "off" for come-out rolls, confirmed by the dealer's marker."""
    w = s.wager(e.seat, e.bet)
    if w is None:
        raise _no("pa:623a.4(c)", f"position {e.seat} has no {e.bet} wager")
    default = _default_working_on_come_out(cfg, w.bet)
    clause = paragraph(w.bet)
    if default is None:
        raise _no(clause, f"{w.bet} has no on/off status to call")
    want_on = isinstance(e, CallOn)
    if working_on_come_out(cfg, w) == want_on:
        raise _no(clause, f"{w.bet} is already {'on' if want_on else 'off'} for the come-out roll")
    marker = Marker.NONE if want_on == default else (Marker.ON if want_on else Marker.OFF)
    new = attrs.evolve(w, marker=marker)
    return attrs.evolve(s, wagers=with_wagers([new if x is w else x for x in s.wagers])), []


# --- the dice: shooters, offers, hand-overs ----------------------------------------------------


def _clockwise(cfg: TableConfig, start: int) -> list[int]:
    return [(start - 1 + i) % cfg.positions + 1 for i in range(cfg.positions)]


@cites("pa:623a.7(b)", "pa:623a.7(b)(1)", "pa:623a.7(b)(2)", "pa:623a.10(b)", "pa:623a.10(c)")
def offeree(cfg: TableConfig, s: State) -> tuple[Optional[int], bool]:
    """Who is being offered the dice now, and whether only to decide Come bets (623a.10(b)).

    Offers start immediately left of the boxperson (Craps) or of the dealer
    (Mini-Craps) at the start of play, and left of the previous shooter after a
    hand-over, then go clockwise. When every player has declined and Come or
    Don't Come bets remain, the previous shooter may roll for them alone.
    """
    if s.shooter is not None:
        return None, False
    for seat in _clockwise(cfg, s.offer_from):
        if seat in s.seated and seat not in s.declined:
            return seat, False
    if s.previous_shooter in s.seated and come_bets_remain(s):
        return s.previous_shooter, True
    for seat in _clockwise(cfg, s.offer_from):  # everyone declined: the offers go round again
        if seat in s.seated:
            return seat, False
    return None, False


@cites("pa:623a.7(c)", "pa:623a.10(d)")
def _accept(cfg: TableConfig, s: State, e: AcceptDice) -> tuple[State, list[Outcome]]:
    if s.shooter is not None:
        raise _no("pa:623a.10(a)", f"position {s.shooter} is shooting")
    seat, come_only = offeree(cfg, s)
    if seat != e.seat:
        clause = "pa:623a.10(c)" if s.previous_shooter is not None else "pa:623a.7(b)"
        raise _no(clause, f"the dice are offered to position {seat}" if seat else "nobody is at the table")
    return attrs.evolve(s, shooter=e.seat, declined=frozenset(), come_bets_only=come_only and not _has_line_bet(s, e.seat)), []


def _has_line_bet(s: State, seat: int) -> bool:
    return s.wager(seat, Bet(Kind.PASS)) is not None or s.wager(seat, Bet(Kind.DONT_PASS)) is not None


@cites("pa:623a.7(b)", "pa:623a.10(c)")
def _decline(cfg: TableConfig, s: State, e: DeclineDice) -> tuple[State, list[Outcome]]:
    seat, come_only = offeree(cfg, s)
    if seat != e.seat or s.shooter is not None:
        clause = "pa:623a.10(c)" if s.previous_shooter is not None else "pa:623a.7(b)"
        raise _no(clause, f"the dice are not being offered to position {e.seat}")
    declined = s.declined | {e.seat}
    if come_only:  # the previous shooter declines to roll for the Come bets too: offers start over
        declined = frozenset()
    return attrs.evolve(s, declined=declined), []


@cites("pa:623a.10(a)", "pa:623a.10(c)", "pa:623a.11(a)(2)")
def _hand_over(cfg: TableConfig, s: State, clause: str) -> tuple[State, list[Outcome]]:
    """The shooter gives up the dice: they go to the left of the previous shooter, and a new hand begins."""
    assert s.shooter is not None
    out: list[Outcome] = []
    wagers = list(s.wagers)
    marked = s.bonus_marked
    if cfg.bonus_on_shooter_change is BonusOnShooterChange.RESET:
        for w in [w for w in wagers if w.bet.kind in BONUS_KINDS]:
            out.append(Settlement(w.seat, w.bet, Result.VOID, w.amount, ("pa:623a.12(5)",)))
            wagers.remove(w)
        marked = frozenset()
    nxt = s.shooter % cfg.positions + 1
    s = attrs.evolve(
        s,
        shooter=None,
        previous_shooter=s.shooter,
        offer_from=nxt,
        declined=frozenset(),
        hand=s.hand + 1,
        hand_started=False,
        come_bets_only=False,
        wagers=with_wagers(wagers),
        bonus_marked=marked,
        fire_points=_prune_fire(s),
    )
    out.append(Notice("dice passed; offered clockwise from the previous shooter's left", (clause, "pa:623a.10(c)")))
    return s, out


def _prune_fire(s: State) -> tuple[tuple[int, frozenset[int]], ...]:
    pending = {w.cohort for w in s.wagers if w.bet.kind is Kind.FIRE}
    return tuple((c, p) for c, p in s.fire_points if c in pending or c == s.hand)


@cites("pa:623a.10(a)")
def _pass_dice(cfg: TableConfig, s: State, e: PassDice) -> tuple[State, list[Outcome]]:
    if s.shooter is None:
        raise _no("pa:623a.10(a)", "nobody holds the dice")
    return _hand_over(cfg, s, "pa:623a.10(a)")


@cites("pa:623a.10(a)(2)")
def _order_pass(cfg: TableConfig, s: State, e: OrderPassDice) -> tuple[State, list[Outcome]]:
    if s.shooter is None:
        raise _no("pa:623a.10(a)(2)", "nobody holds the dice")
    allowed = Role.BOXPERSON if cfg.game is Game.CRAPS else Role.DEALER
    if e.by is not allowed:
        raise _no("pa:623a.10(a)(2)", f"only the {allowed.value} may order the shooter to pass the dice")
    return _hand_over(cfg, s, "pa:623a.10(a)(2)")


@cites("pa:623a.7(d)")
def _new_dice(cfg: TableConfig, s: State, e: NewDiceSet) -> tuple[State, list[Outcome]]:
    return attrs.evolve(s, new_dice_needed=False), []


# --- throws that do not count ------------------------------------------------------------------


def _ready_to_throw(cfg: TableConfig, s: State) -> None:
    """623a.7(c), 623a.7(d), 623a.8(a), 623a.10(b): who may throw, and when."""
    if s.shooter is None:
        raise _no("pa:623a.7(c)" if s.previous_shooter is None else "pa:623a.10(d)", "no shooter has accepted the dice")
    if s.new_dice_needed:
        raise _no("pa:623a.7(d)", "a die was lost: a new set of dice is needed before the next throw")
    needs_line_bet = cfg.line_bet_rule is LineBetRule.EVERY_COME_OUT or not s.hand_started  # AMB-23
    if s.point is None and not s.come_bets_only and needs_line_bet and not _has_line_bet(s, s.shooter):
        raise _no("pa:623a.8(a)", "the shooter makes a Pass or Don't Pass Bet before a come-out throw")


@cites("pa:623a.8(b)", "pa:623a.7(d)")
def _invalid(cfg: TableConfig, s: State, e: InvalidThrow) -> tuple[State, list[Outcome]]:
    """623a.8(b): a die off the table, or one die resting on the other: no roll, nothing decided."""
    _ready_to_throw(cfg, s)
    out: list[Outcome] = [Notice(f"invalid roll: {e.reason.value}", ("pa:623a.8(b)",))]
    if e.lost:
        if e.reason is not InvalidReason.DIE_OFF_TABLE:
            raise _no("pa:623a.7(d)", "only a die that went off the table can be lost")
        out.append(Notice("a die was lost: a new set of dice is required", ("pa:623a.7(d)",)))
        return attrs.evolve(s, new_dice_needed=True), out
    return s, out


_NO_ROLL_GROUND = {
    NoRollGround.NOT_TOGETHER: "pa:623a.8(c)(1)",
    NoRollGround.SHORT_OF_END: "pa:623a.8(c)(2)",
    NoRollGround.ON_BANK: "pa:623a.8(c)(3)",
    NoRollGround.CUP_OR_RAIL: "pa:623a.8(c)(4)",
    NoRollGround.CHEATING: "pa:623a.8(c)(5)",
    NoRollGround.IMPROPER: "pa:623a.8(c)(6)",
}


@cites("pa:623a.8(c)", "pa:623a.8(c)(1)", "pa:623a.8(c)(2)", "pa:623a.8(c)(3)", "pa:623a.8(c)(4)",
       "pa:623a.8(c)(5)", "pa:623a.8(c)(6)", "pa:623a.8(d)", "pa:623a.8(e)", "pa:623a.8(e)(1)", "pa:623a.8(e)(2)")
def _no_roll(cfg: TableConfig, s: State, e: NoRoll) -> tuple[State, list[Outcome]]:
    """623a.8(c)-(e): a "no roll" called by someone entitled to, on a listed ground."""
    _ready_to_throw(cfg, s)
    if e.ground is NoRollGround.TOUCHED_CHIPS:
        raise _no("pa:623a.8(d)", "dice touching chips other than the bank is no ground for a no roll")
    if cfg.game is Game.CRAPS:
        callers, who = {Role.BOXPERSON, Role.STICKPERSON}, "pa:623a.8(e)(1)"
        improper = callers
    else:
        stick = {Role.STICKPERSON} if cfg.mini_stickperson else set()
        callers, who = {Role.DEALER, Role.FLOORPERSON} | stick, "pa:623a.8(e)(2)"
        improper = {Role.DEALER} | stick  # 623a.8(c)(6) as written leaves out the floorperson (AMB-26(c))
    if e.caller not in callers:
        raise _no(who, f"a {e.caller.value} may not call no roll at {cfg.game.value.replace('_', '-')}")
    if e.ground is NoRollGround.IMPROPER and e.caller not in improper:
        raise _no("pa:623a.8(c)(6)", f"a {e.caller.value} does not judge a throw improper")
    return s, [Notice("no roll", (_NO_ROLL_GROUND[e.ground], who))]


@cites("pa:623a.9(b)", "pa:623a.9(c)", "pa:623a.9(c)(1)", "pa:623a.9(c)(2)")
def _void(cfg: TableConfig, s: State, e: VoidThrow) -> tuple[State, list[Outcome]]:
    """623a.9(b), (c): a die resting on several sides, or a face dispute settled by a rethrow."""
    _ready_to_throw(cfg, s)
    if e.reason is VoidReason.FACE_DISPUTE:
        judge, clause = (Role.BOXPERSON, "pa:623a.9(c)(1)") if cfg.game is Game.CRAPS else (Role.FLOORPERSON, "pa:623a.9(c)(2)")
        if e.by is not judge:
            raise _no(clause, f"the {judge.value} settles a face dispute")
        return s, [Notice("throw void: face dispute, rethrow", (clause,))]
    return s, [Notice("throw void: a die rests on more than one side, rethrow", ("pa:623a.9(b)",))]


# --- a valid throw -----------------------------------------------------------------------------


@attrs.frozen
class _Decision:
    result: Result
    amount: Fraction  # winnings (WIN), stake (LOSE, VOID)
    clauses: tuple[str, ...]
    commission: Fraction = Fraction(0)


def _win(cfg: TableConfig, stake: int, odds: Odds, *clauses: str) -> _Decision:
    return _Decision(Result.WIN, apply_rounding(winnings(stake, odds), cfg.chip, cfg.rounding), clauses)


def _lose(w: Wager, *clauses: str) -> _Decision:
    return _Decision(Result.LOSE, Fraction(w.amount), clauses)


def _sub(clause: str, part: str) -> str:
    return f"{clause}({part})"


@cites("pa:623a.9(a)", "pa:623a.9(b)")
def read_dice(e: Throw) -> tuple[int, int]:
    """The faces that count: the uppermost one of each die, or the face opposite a cocked die's resting side."""
    for f, name in ((e.d1, "d1"), (e.d2, "d2")):
        if isinstance(f, bool) or not isinstance(f, int) or not 1 <= f <= 6:
            raise _no("pa:623a.9(a)", f"{name}: a die shows 1 to 6, not {f!r}")
    if not set(e.cocked) <= {0, 1} or len(set(e.cocked)) != len(e.cocked):
        raise _no("pa:623a.9(b)", "cocked names die 0 and/or die 1")
    faces = [e.d1, e.d2]
    for i in e.cocked:
        faces[i] = 7 - faces[i]
    return faces[0], faces[1]


@cites(
    "pa:623a.3(a)(5)(i)", "pa:623a.3(a)(5)(ii)", "pa:623a.3(a)(6)(i)", "pa:623a.3(a)(6)(ii)",
    "pa:623a.3(a)(7)(i)", "pa:623a.3(a)(7)(ii)", "pa:623a.3(a)(8)(i)", "pa:623a.3(a)(8)(ii)",
    "pa:623a.3(a)(9)(i)", "pa:623a.3(a)(9)(ii)", "pa:623a.3(a)(10)(i)", "pa:623a.3(a)(10)(ii)",
    "pa:623a.3(a)(41)(i)", "pa:623a.3(a)(41)(ii)", "pa:623a.3(a)(42)(i)", "pa:623a.3(a)(42)(ii)",
    "pa:623a.5(a)", "pa:623a.5(g)", "pa:623a.5(g)(1)", "pa:623a.5(g)(2)",
    "pa:623a.5(g)(3)(i)(B)", "pa:623a.5(g)(3)(ii)(B)",
)
@cites("pa:623a.1#buy-bet", "pa:623a.1#lay-bet")
def decide_number_bet(cfg: TableConfig, w: Wager, d1: int, d2: int) -> Optional[_Decision]:
    """Place to Win/Lose, Buy, Lay and the hardways: their number (or hard number) against a 7."""
    t, k, n = d1 + d2, w.bet.kind, w.bet.number
    assert n is not None
    par = paragraph(w.bet)
    pt = paytables()
    if k is Kind.HARDWAY:
        if t == n and d1 == d2:
            return _win(cfg, w.amount, pt.main[f"hardway_{n}"], _sub(par, "i"), "pa:623a.5(a)")
        if t == n or t == 7:
            return _lose(w, _sub(par, "ii"))
        return None
    if t not in (n, 7):
        return None
    number_wins = k in (Kind.PLACE_WIN, Kind.BUY)
    if (t == n) != number_wins:
        return _lose(w, _sub(par, "ii"))
    odds = pt.number_odds(k, n)
    pay = {Kind.PLACE_WIN: "pa:623a.5(a)", Kind.PLACE_LOSE: "pa:623a.5(a)", Kind.BUY: "pa:623a.5(g)(1)",
           Kind.LAY: "pa:623a.5(g)(2)"}[k]
    d = _win(cfg, w.amount, odds, _sub(par, "i"), pay)
    vig = _on_win_vig(cfg, w, d.amount)
    if vig:
        clause = "pa:623a.5(g)(3)" if cfg.edition == "2012" else (
            "pa:623a.5(g)(3)(i)(B)" if k is Kind.BUY else "pa:623a.5(g)(3)(ii)(B)")
        return _Decision(Result.WIN, d.amount - vig, d.clauses + (clause,), vig)
    return d


def _on_win_vig(cfg: TableConfig, w: Wager, won: Fraction) -> Fraction:
    k = w.bet.kind
    if k is Kind.BUY and cfg.buy_vig is Vig.ON_WIN and w.bet.number in cfg.buy_vig_numbers:
        base: Fraction | int = w.amount if cfg.vig_on_win_base is VigBase.WAGER else won
        return apply_rounding(percent_of(base, cfg.buy_vig_rate), cfg.chip, cfg.rounding)
    if k is Kind.LAY and cfg.lay_vig is Vig.ON_WIN and w.bet.number in cfg.lay_vig_numbers:
        return apply_rounding(percent_of(won, cfg.lay_vig_rate), cfg.chip, cfg.rounding)
    return Fraction(0)


_SPLIT_ODDS = {2: 30, 3: 15, 11: 15, 12: 30}


@cites(
    "pa:623a.3(a)(11)(i)", "pa:623a.3(a)(11)(ii)", "pa:623a.3(a)(12)(i)", "pa:623a.3(a)(12)(ii)",
    "pa:623a.3(a)(13)(i)", "pa:623a.3(a)(13)(ii)", "pa:623a.3(a)(14)(i)", "pa:623a.3(a)(14)(ii)",
    "pa:623a.3(a)(15)(i)", "pa:623a.3(a)(15)(ii)", "pa:623a.3(a)(16)(i)", "pa:623a.3(a)(16)(ii)",
    "pa:623a.3(a)(17)(i)", "pa:623a.3(a)(17)(ii)", "pa:623a.3(a)(18)(i)", "pa:623a.3(a)(18)(ii)",
    "pa:623a.3(a)(19)(i)", "pa:623a.3(a)(19)(ii)", "pa:623a.3(a)(20)(i)", "pa:623a.3(a)(20)(ii)",
    "pa:623a.3(a)(21)(i)", "pa:623a.3(a)(21)(ii)", "pa:623a.3(a)(39)(i)", "pa:623a.3(a)(39)(ii)",
    "pa:623a.5(b)", "pa:623a.5(c)", "pa:623a.5(d)", "pa:623a.5(e)",
)
@cites(*[f"pa:623a.3(a)({n})" for n in (*range(11, 40),)])
@cites(*[f"pa:623a.3(a)({n})({x})" for n in range(22, 39) for x in ("i", "ii")])
def decide_one_roll(cfg: TableConfig, w: Wager, d1: int, d2: int) -> _Decision:
    """Field, the propositions, hops, split bets and 6-7-8: decided by the next valid roll."""
    t, k = d1 + d2, w.bet.kind
    par = paragraph(w.bet)
    main = paytables().main
    wins_on: dict[Kind, frozenset[int]] = {
        Kind.FIELD: frozenset({2, 3, 4, 9, 10, 11, 12}),
        Kind.ANY_SEVEN: frozenset({7}),
        Kind.ANY_CRAPS: frozenset({2, 3, 12}),
        Kind.CRAPS_2: frozenset({2}),
        Kind.CRAPS_3: frozenset({3}),
        Kind.CRAPS_12: frozenset({12}),
        Kind.ELEVEN: frozenset({11}),
        Kind.C_AND_E: frozenset(HORN_NUMBERS),
        Kind.HORN: frozenset(HORN_NUMBERS),
        Kind.HORN_HIGH: frozenset(HORN_NUMBERS),
        Kind.WHIRL: frozenset(HORN_NUMBERS | {7}),
        Kind.SIX_SEVEN_EIGHT: frozenset({6, 7, 8}),
    }
    if k is Kind.HOP:
        assert w.bet.combo is not None
        if tuple(sorted((d1, d2))) == w.bet.combo:
            a, b = w.bet.combo
            return _win(cfg, w.amount, main[f"hop_{a}_{b}"], _sub(par, "i"), "pa:623a.5(a)")
        return _lose(w, _sub(par, "ii"))
    if t not in wins_on[k]:
        return _lose(w, _sub(par, "ii"))
    won = _sub(par, "i")
    if k is Kind.FIELD:
        return _win(cfg, w.amount, main["field_2" if t == 2 else "field_12" if t == 12 else "field"], won, "pa:623a.5(a)")
    if k is Kind.SIX_SEVEN_EIGHT:
        hard = d1 == d2 and t in (6, 8)
        return _win(cfg, w.amount, main["six_seven_eight_hard" if hard else "six_seven_eight"], won, "pa:623a.5(a)")
    simple = {Kind.ANY_SEVEN: "any_seven", Kind.ANY_CRAPS: "any_craps", Kind.CRAPS_2: "craps_2",
              Kind.CRAPS_3: "craps_3", Kind.CRAPS_12: "craps_12", Kind.ELEVEN: "eleven"}
    if k in simple:
        return _win(cfg, w.amount, main[simple[k]], won, "pa:623a.5(a)")
    if k is Kind.C_AND_E:  # half as Any Craps (7 to 1), half as 11 in One Roll (15 to 1)
        pays = main["eleven"].pays if t == 11 else main["any_craps"].pays
        net, clause = kernels.split_net(w.amount, 2, 1, pays), "pa:623a.5(b)"
    elif k is Kind.HORN:  # four quarters on 2, 3, 11 and 12
        net, clause = kernels.split_net(w.amount, 4, 1, _horn_pays(main, t)), "pa:623a.5(c)"
    elif k is Kind.HORN_HIGH:  # four fifths on 2, 3, 11, 12 and a fifth more on the high number
        wins = 2 if t == w.bet.number else 1
        net, clause = kernels.split_net(w.amount, 5, wins, _horn_pays(main, t)), "pa:623a.5(d)"
    else:  # Whirl: four units as a Horn Bet and one as Any Seven
        pays = main["any_seven"].pays if t == 7 else _horn_pays(main, t)
        net, clause = kernels.split_net(w.amount, 5, 1, pays), "pa:623a.5(e)"
    return _Decision(Result.WIN, apply_rounding(net, cfg.chip, cfg.rounding), (won, clause))


def _horn_pays(main: dict[str, Odds], t: int) -> int:
    key = {2: "craps_2", 3: "craps_3", 11: "eleven", 12: "craps_12"}[t]
    odds = main[key]
    assert odds.to == 1
    return odds.pays


@cites("pa:623a.9(d)", "pa:623a.9(e)", "pa:623a.10(a)(1)", "pa:623a.1#come-out-roll", "pa:623a.1#come-out-point",
       "pa:623a.1#come-point", "pa:623a.6(a)(1)", "pa:623a.6(b)(1)", "pa:623a.6(c)(1)", "pa:623a.6(d)(1)")
@cites("pa:623a.3(a)(1)(i)", "pa:623a.3(a)(1)(ii)", "pa:623a.3(a)(2)(i)", "pa:623a.3(a)(2)(ii)",
       "pa:623a.3(a)(3)(i)", "pa:623a.3(a)(3)(ii)", "pa:623a.3(a)(4)(i)", "pa:623a.3(a)(4)(ii)", "pa:623a.8(a)")
@cites(*[f"pa:623a.6({x}){y}" for x in "abcd" for y in ("(2)", "(2)(i)", "(2)(ii)", "(2)(iii)")])
@cites("pa:623a.3(a)(43)(i)", "pa:623a.3(a)(43)(ii)", "pa:623a.3(a)(43)(iii)", "pa:623a.5(h)", "pa:623a.5(h)(1)",
       "pa:623a.5(h)(2)", "pa:623a.5(h)(3)", "pa:623a.12(3)", "pa:623a.12(4)", "pa:623a.12(5)", "pa:623a.12(6)",
       "pa:623a.11(a)(4)", "pa:623a.11(a)(5)", "pa:623a.11(a)(6)", "pa:623a.11(b)(3)")
def _throw(cfg: TableConfig, s: State, e: Throw) -> tuple[State, list[Outcome]]:
    """A valid throw: call the total, then settle every wager it decides (623a.9(a), (d), (e))."""
    _ready_to_throw(cfg, s)
    d1, d2 = read_dice(e)
    t = d1 + d2
    come_out = s.point is None
    come_only = s.come_bets_only
    # AMB-04: a loser 7 is a 7 with a come out point set; AMB-20: and, by default, a 7 in come-bets-only rolling
    seven_out = t == 7 and (not come_out or (come_only and cfg.come_only_seven is ComeOnlySeven.LOSER_SEVEN))
    out: list[Outcome] = []
    keep: list[Wager] = []
    pt = paytables()

    decided_flat: dict[tuple[int, Bet], tuple[int, bool]] = {}  # (seat, odds bet) -> (parent's result, parent working)
    moved: list[Wager] = []

    for w in s.wagers:
        k = w.bet.kind
        decision: Optional[_Decision] = None
        stays = False
        if k in LINE_KINDS or k in COME_KINDS:
            point = s.point if k in LINE_KINDS else w.bet.number
            r = kernels.line_outcome(k in (Kind.DONT_PASS, Kind.DONT_COME), t, point)
            par = paragraph(w.bet)
            odds_bet = _odds_of(w)
            if r is None:
                if k in COME_KINDS and w.bet.number is None:  # moves to its come point
                    moved.append(attrs.evolve(w, bet=Bet(k, t)))
                    out.append(Notice(f"{k.value} of position {w.seat} moves to the {t}", (par,)))
                    continue
                keep.append(w)
                continue
            sub = "i" if r == kernels.WIN else "ii" if r == kernels.LOSE else "iii"
            first = point is None
            rule = f"{par}({sub})" + ("" if sub == "iii" else "(A)" if first else "(B)")
            if r == kernels.WIN:
                decision = _win(cfg, w.amount, pt.main[k.value], rule, "pa:623a.5(a)")
            elif r == kernels.LOSE:
                decision = _lose(w, rule)
            else:
                if cfg.bar12 is Bar12.PUSH_STAYS:
                    keep.append(w)
                    continue
                decision = _Decision(Result.VOID, Fraction(w.amount), (rule,))
            if odds_bet is not None:
                decided_flat[(w.seat, odds_bet)] = (r, True)
        elif k in ODDS_KINDS:
            keep.append(w)  # decided with its flat bet, below
            continue
        elif k in NUMBER_KINDS or k is Kind.HARDWAY:
            if come_out and not working_on_come_out(cfg, w):
                keep.append(w)
                continue
            decision = decide_number_bet(cfg, w, d1, d2)
            stays = decision is not None and decision.result is Result.WIN and cfg.after_win is AfterWin.STAYS_UP
        elif k in ONE_ROLL_KINDS:
            decision = decide_one_roll(cfg, w, d1, d2)
            stays = decision.result is Result.WIN and cfg.after_win is AfterWin.STAYS_UP
        elif k is Kind.FIRE:
            keep.append(w)  # settled after the point is updated, below
            continue
        elif k in BONUS_KINDS:
            keep.append(w)  # marked and settled below
            continue
        if decision is None:
            keep.append(w)
            continue
        out.append(Settlement(w.seat, w.bet, decision.result, _money(decision.amount), decision.clauses,
                              _money(decision.commission)))
        if stays:
            renewed, vig_out = _renew(cfg, w)
            keep.append(renewed)
            out += vig_out

    # odds follow their flat bets (623a.6; AMB-09, AMB-10b)
    rest: list[Wager] = []
    for w in keep:
        if w.bet.kind not in ODDS_KINDS or (w.seat, w.bet) not in decided_flat:
            rest.append(w)
            continue
        r, _ = decided_flat[(w.seat, w.bet)]
        par = paragraph(w.bet)
        point = s.point if w.bet.kind in (Kind.PASS_ODDS, Kind.DONT_PASS_ODDS) else w.bet.number
        assert point is not None
        odds_off = come_out and not working_on_come_out(cfg, w)
        if odds_off or r == kernels.VOID:
            out.append(Settlement(w.seat, w.bet, Result.VOID, w.amount, (par, "pa:623a.6(e)")))
        elif r == kernels.WIN:
            sub = {4: "i", 10: "i", 5: "ii", 9: "ii", 6: "iii", 8: "iii"}[point]
            d = _win(cfg, w.amount, pt.number_odds(w.bet.kind, point), f"{par}(2)({sub})", f"{par}(2)")
            out.append(Settlement(w.seat, w.bet, Result.WIN, _money(d.amount), d.clauses))
        else:  # AMB-10b: the odds go with the flat bet they support
            out.append(Settlement(w.seat, w.bet, Result.LOSE, w.amount, (par,)))
    keep = rest + moved

    # the point, the Fire Bet points and the hand (623a.1, 623a.10(a)(1), 623a.11)
    point = s.point
    made: Optional[int] = None
    line_decided = False
    if come_only:
        pass
    elif come_out:
        if t in POINTS:
            point = t
        else:
            line_decided = True
    elif t == s.point:
        made, point, line_decided = t, None, True
    elif t == 7:
        point, line_decided = None, True
    fire_points = dict(s.fire_points)
    fire_points.setdefault(s.hand, frozenset())
    come_points_made = {w.bet.number for w in s.wagers if w.bet.kind is Kind.COME and w.bet.number == t}
    new_points: set[int] = set()
    if made is not None:
        new_points.add(made)
    if cfg.fire_point_source is FirePointSource.COME_OUT_AND_COME_POINTS:
        new_points |= {n for n in come_points_made if n is not None}
    pending_cohorts = {w.cohort for w in keep if w.bet.kind is Kind.FIRE}
    for c in sorted(set(fire_points) | pending_cohorts):
        if c == s.hand or cfg.fire_carry_over is FireCarryOver.ACCUMULATE:
            before = fire_points.get(c, frozenset())
            after = before | new_points
            fire_points[c] = after
            if len(before) < 4 <= len(after) and (c == s.hand or c in pending_cohorts):
                out.append(Notice(f"four different points made: notify surveillance (hand {c})", ("pa:623a.11(a)(6)",)))
    fire_settles = seven_out or (t == 7 and cfg.fire_ending_seven is FireEndingSeven.ANY_SEVEN)
    if fire_settles:
        table = pt.fire[cfg.fire_paytable.value]
        survivors = []
        for w in keep:
            if w.bet.kind is not Kind.FIRE:
                survivors.append(w)
                continue
            count = len(fire_points.get(w.cohort, frozenset()))
            row = kernels.fire_count_pays(count)
            if row is None:
                out.append(Settlement(w.seat, w.bet, Result.LOSE, w.amount,
                                      ("pa:623a.3(a)(40)(ii)", "pa:623a.11(a)(5)")))
            else:
                d = _win(cfg, w.amount, table[f"points_{row}"], "pa:623a.3(a)(40)(i)", "pa:623a.11(a)(5)", "pa:623a.5(f)")
                out.append(Settlement(w.seat, w.bet, Result.WIN, _money(d.amount), d.clauses))
        keep = survivors

    # Bonus Craps: mark every non-7 total; pay completed wagers; a 7 collects them all (623a.12)
    marked = s.bonus_marked
    if t == 7:
        survivors = []
        for w in keep:
            if w.bet.kind in BONUS_KINDS:
                out.append(Settlement(w.seat, w.bet, Result.LOSE, w.amount, (paragraph(w.bet), "pa:623a.12(5)")))
            else:
                survivors.append(w)
        keep, marked = survivors, frozenset()
    else:
        marked = marked | {t}
        survivors = []
        for w in keep:
            if w.bet.kind in BONUS_KINDS and BONUS_NEEDS[w.bet.kind] <= marked:
                sub = {Kind.ALL_SMALL: "1", Kind.ALL_OR_NOTHING: "2", Kind.ALL_TALL: "3"}[w.bet.kind]
                d = _win(cfg, w.amount, pt.bonus[w.bet.kind.value], paragraph(w.bet), "pa:623a.12(4)", f"pa:623a.5(h)({sub})")
                out.append(Settlement(w.seat, w.bet, Result.WIN, _money(d.amount), d.clauses))
            else:
                survivors.append(w)
        keep = survivors

    if cfg.marker_scope is MarkerScope.SINGLE_ROLL and come_out:
        keep = [attrs.evolve(w, marker=Marker.NONE) if w.marker is not Marker.NONE else w for w in keep]

    locked = s.locked
    if cfg.seat_lock is SeatLock.THROW or (cfg.seat_lock is SeatLock.LINE_DECISION and line_decided):
        locked = frozenset()
    new = attrs.evolve(
        s,
        point=point,
        wagers=with_wagers(keep),
        game_started=True,
        hand_started=s.hand_started or come_out,
        fire_points=tuple(sorted(fire_points.items())),
        bonus_marked=marked,
        barred=frozenset() if line_decided or seven_out else s.barred,
        locked=locked,
    )
    if come_only and not come_bets_remain(new):
        new = attrs.evolve(new, come_bets_only=False)
    if seven_out:
        new, more = _hand_over(cfg, new, "pa:623a.10(a)(1)")
        out += more
    else:
        new = attrs.evolve(new, fire_points=_prune_fire(new))
    return new, out


def _renew(cfg: TableConfig, w: Wager) -> tuple[Wager, list[Outcome]]:
    """AMB-17: a winning stake that stays up is the same wager made again (a new upfront vig if any)."""
    vig, clauses = upfront_vig(cfg, w.bet, w.amount)
    out: list[Outcome] = [Commission(w.seat, w.bet, vig, clauses)] if vig else []
    return attrs.evolve(w, vig=vig), out


def _money(x: Fraction | int) -> Fraction | int:
    """Exact amounts travel as ``int`` when whole."""
    f = Fraction(x)
    return f.numerator if f.denominator == 1 else f


def replay(cfg: TableConfig, events: Iterable[Event], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (a fresh table by default); return the final state and every step."""
    s = s or State()
    steps = []
    for e in events:
        st = step(cfg, s, e)
        steps.append(st)
        s = st.state
    return s, steps
