"""A valid throw: read the dice, then settle everything it decides (623a.9), in the order of 623a.9(d).

``cfg``: TableConfig; ``s``: State; ``e``: a Throw; ``t``: the total.
"""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import Optional

import attrs

from croupier.reference.contracts import checked_once
from croupier.reference.craps import kernels
from croupier.reference.controls import coupons
from croupier.reference.craps.config import (ComeOnlySeven, CouponRound, FireCarryOver, FireEndingSeven,
                                             FirePointSource, MarkerScope, SeatLock, TableConfig)
from croupier.reference.craps.definitions import (BONUS_KINDS, BONUS_NEEDS, COME_KINDS, LINE_KINDS, ODDS_KINDS,
                                                  ONE_ROLL_KINDS, POINTS, Bet, Kind, paragraph)
from croupier.reference.craps.paytable import paytables
from croupier.reference.craps.state import Marker, State, Throw, Wager, evolve, with_wagers
from croupier.reference.errors import refuse
from croupier.reference.money import apply_rounding
from croupier.reference.outcomes import Commission, Notice, Outcome, Result, Settlement
from croupier.spec.citations import cites
from croupier.reference.craps.payouts import (Decision, decides_number_bet, exact, lost, number_decision,
                                              one_roll_decision, win)
from croupier.reference.craps.shooter import hand_over, prune_fire, ready_to_throw
from croupier.reference.craps.wagers import (VIG_KINDS, come_bets_remain, coupon_notice, odds_of, stays_up, upfront_vig,
                                             working_on_come_out)
from croupier.reference.parsing import is_int


@cites("pa:623a.9(a)", "pa:623a.9(b)")
def read_dice(e: Throw) -> tuple[int, int]:
    """The faces that count: the uppermost one of each die, or the face opposite a cocked die's resting side."""
    for f, name in ((e.d1, "d1"), (e.d2, "d2")):
        if not is_int(f) or not 1 <= f <= 6:
            raise refuse("pa:623a.9(a)", f"{name}: a die shows 1 to 6, not {f!r}")
    if e.cocked != () and (not set(e.cocked) <= {0, 1} or len(set(e.cocked)) != len(e.cocked)):
        raise refuse("pa:623a.9(b)", "cocked names die 0 and/or die 1")
    if e.cocked == ():  # neither die cocked: the uppermost faces
        return e.d1, e.d2
    faces = [e.d1, e.d2]
    for i in e.cocked:
        faces[i] = 7 - faces[i]
    return faces[0], faces[1]


@attrs.define
class Roll:
    """One valid throw being settled: what it is, and what has been decided so far."""

    cfg: TableConfig
    s: State
    d1: int
    d2: int
    #: the total (623a.9(a))
    t: int = attrs.field(init=False)
    #: whether it is a come-out roll (623a.1): no point is set
    come_out: bool = attrs.field(init=False)
    #: AMB-04: a 7 with a come out point set; AMB-20: by default also a 7 in come-bets-only rolling
    seven_out: bool = attrs.field(init=False)
    #: wagers still on the layout after the phases so far
    keep: list[Wager] = attrs.Factory(list)
    out: list[Outcome] = attrs.Factory(list)
    #: (seat, the odds spot's place in layout order) -> how the flat bet behind those odds was decided
    flat_results: dict[tuple[int, tuple[int, int, tuple[int, int]]], int] = attrs.Factory(dict)
    #: the serial numbers of the Match Play Coupons deposited in the drop box by this throw (603a.21(e))
    dropped: list[str] = attrs.Factory(list)
    #: whether a Come bet moved to its point: ``keep`` is no longer in layout order
    moved: bool = False
    #: the hands of the Fire Bets on the layout (623a.11(a)(2)), which wait for their own phase
    fire_cohorts: set[int] = attrs.Factory(set)
    #: whether any Bonus Craps wager is on the layout, waiting for its own phase
    bonus: bool = False

    def __attrs_post_init__(self) -> None:
        self.t = self.d1 + self.d2
        self.come_out = self.s.point is None
        self.seven_out = self.t == 7 and (
            not self.come_out or (self.s.come_bets_only and self.cfg.come_only_seven is ComeOnlySeven.LOSER_SEVEN))

    def settle(self, w: Wager, d: Decision) -> None:
        self.out.append(Settlement(w.seat, w.bet, d.result, exact(d.amount), d.clauses, exact(d.commission)))


@cites("pa:623a.9(d)", "pa:623a.9(e)")
def throw(cfg: TableConfig, s: State, e: Throw) -> tuple[State, list[Outcome]]:
    """A valid throw: call the total, then settle every wager it decides (623a.9(a), (d), (e))."""
    ready_to_throw(cfg, s)
    d1, d2 = read_dice(e)
    r = Roll(cfg, s, d1, d2)
    settle_wagers(r)
    settle_odds(r)
    point, made, line_decided = next_point(r)
    fire_points = count_fire_points(r, made)
    settle_fire(r, fire_points)
    marked = settle_bonus(r)
    keep = r.keep
    if cfg.marker_scope is MarkerScope.SINGLE_ROLL and r.come_out:
        keep = [attrs.evolve(w, marker=Marker.NONE) if w.marker is not Marker.NONE else w for w in keep]
    wagers = with_wagers(keep) if r.moved else tuple(keep)  # each phase keeps the wagers in the order it met them
    decided = line_decided or r.seven_out
    locked = s.locked
    if cfg.seat_lock is SeatLock.THROW or (cfg.seat_lock is SeatLock.LINE_DECISION and line_decided):
        locked = frozenset()
    new = evolve(
        s,
        point=point,
        wagers=wagers,
        game_started=True,
        hand_started=s.hand_started or r.come_out,
        fire_points=prune_fire(fire_points, wagers, s.hand),
        bonus_marked=marked,
        barred=frozenset() if decided else s.barred,
        locked=locked,
        # 603a.21(d): a line decision starts a new round of play
        coupon_seats=frozenset() if decided and cfg.coupon_round is CouponRound.LINE_DECISION else s.coupon_seats,
        # 623a.10(b): come-bets-only rolling ends when the Come bets are decided
        come_bets_only=s.come_bets_only and come_bets_remain(wagers),
        drop_box=s.drop_box + tuple(r.dropped),
    )
    if r.seven_out:
        new, more = hand_over(cfg, new, "pa:623a.10(a)(1)")
        return new, r.out + more
    return new, r.out


#: the 623a.6 subsection on the odds behind each flat wager
ODDS_PARAGRAPH = {Kind.PASS: "pa:623a.6(a)", Kind.DONT_PASS: "pa:623a.6(b)", Kind.COME: "pa:623a.6(c)",
                  Kind.DONT_COME: "pa:623a.6(d)"}
#: the kernels a throw calls, each distinct call worked out (and its contracts checked) once: see
#: :func:`~croupier.reference.contracts.checked_once`
_line_outcome = checked_once(kernels.line_outcome)
_fire_count_pays = checked_once(kernels.fire_count_pays)
#: the subparagraph of 623a.3(a)(1)-(4) for each line decision: (i) wins, (ii) loses, (iii) a Don't bet's push
_LINE_SUB = {kernels.WIN: "i", kernels.LOSE: "ii", kernels.VOID: "iii"}
#: the row of 623a.6(a)-(d)(2) that pays the odds on each point
_ODDS_ROW = {4: "i", 10: "i", 5: "ii", 9: "ii", 6: "iii", 8: "iii"}
#: 623a.5(h)(1)-(3): the payout clause of each Bonus Craps wager
_BONUS_PAYS = {Kind.ALL_SMALL: "pa:623a.5(h)(1)", Kind.ALL_OR_NOTHING: "pa:623a.5(h)(2)",
               Kind.ALL_TALL: "pa:623a.5(h)(3)"}


@cites("pa:623a.1#come-out-roll", "pa:623a.1#come-out-point", "pa:623a.1#come-point",
       "pa:623a.3(a)(1)(i)", "pa:623a.3(a)(1)(ii)", "pa:623a.3(a)(2)(i)", "pa:623a.3(a)(2)(ii)",
       "pa:623a.3(a)(3)(i)", "pa:623a.3(a)(3)(ii)", "pa:623a.3(a)(4)(i)", "pa:623a.3(a)(4)(ii)",
       "pa:623a.6(a)(1)", "pa:623a.6(b)(1)", "pa:623a.6(c)(1)", "pa:623a.6(d)(1)")
def settle_line(r: Roll, w: Wager) -> None:
    """Pass, Don't Pass, Come and Don't Come: a Come bet's first roll is its come-out roll; then it moves."""
    k = w.bet.kind
    point = r.s.point if k in LINE_KINDS else w.bet.number
    result = _line_outcome(k in (Kind.DONT_PASS, Kind.DONT_COME), r.t, point)
    if result is None:
        if k in COME_KINDS and w.bet.number is None:  # to the box of its come point
            r.keep.append(attrs.evolve(w, bet=Bet(k, r.t)))
            r.moved = True
            r.out.append(Notice(f"{k.value} of position {w.seat} moves to the {r.t}", (paragraph(w.bet),)))
        else:
            r.keep.append(w)
        return
    odds = odds_of(w)
    backed = odds is not None and r.s.wager(w.seat, odds) is not None
    if w.coupon is not None:
        settle_coupon_line(r, w, result, line_rule(w.bet, result, point is None), backed)
    else:
        r.out.append(line_settlement(r.cfg, w.seat, w.bet, w.amount, result, point is None, backed))
    if odds is not None:
        r.flat_results[(w.seat, odds.sort_key)] = result


def line_rule(bet: Bet, result: int, first_roll: bool) -> str:
    """The subparagraph of 623a.3(a)(1)-(4) that decides a line or come wager: (i) it wins, (ii) it loses, (iii) a
    Don't bet's push; (A) on its first roll, (B) once its point is set."""
    sub = _LINE_SUB[result]
    return f"{paragraph(bet)}({sub})" + ("" if sub == "iii" else "(A)" if first_roll else "(B)")


@checked_once
def line_settlement(cfg: TableConfig, seat: int, bet: Bet, amount: int, result: int, first_roll: bool,
                    backed: bool) -> Settlement:
    """How ``result`` settles ``amount`` on the line or come wager ``bet`` of ``seat`` (no coupon under it; ``backed``:
    odds behind it), remembered by its arguments: the settlement depends on nothing else."""
    rule = line_rule(bet, result, first_roll)
    if result == kernels.WIN:
        # 623a.6(a)-(d)(1): the flat behind odds, even money
        even = (ODDS_PARAGRAPH[bet.kind] + "(1)",) if backed else ()
        d = win(cfg, amount, paytables(cfg.ruleset).main[bet.kind.value], rule, "pa:623a.5(a)", *even)
    elif result == kernels.LOSE:
        d = lost(amount, rule)
    else:
        d = Decision(Result.VOID, Fraction(amount), (rule,))
    return Settlement(seat, bet, d.result, exact(d.amount), d.clauses, exact(d.commission))


@cites("pa:603a.1#match-play-coupon", "pa:603a.21(b)", "pa:603a.21(c)(2)", "pa:603a.21(e)")
def settle_coupon_line(r: Roll, w: Wager, result: int, rule: str, backed: bool) -> None:
    """A Pass or Don't Pass wager made with a Match Play Coupon: a win paid on chips plus coupon as the terms say, a
    loss collecting the chips only, a push returning them; then the coupon into the drop box (603a.21(e); C-3)."""
    assert w.coupon is not None
    odds = paytables(r.cfg.ruleset).main[w.bet.kind.value]
    res = {kernels.WIN: Result.WIN, kernels.LOSE: Result.LOSE, kernels.VOID: Result.VOID}[result]
    c = coupons.settle(r.cfg.coupon_config, res, w.amount, w.coupon, odds)
    if res is Result.WIN:
        even = (ODDS_PARAGRAPH[w.bet.kind] + "(1)",) if backed else ()
        amount = apply_rounding(c.amount, r.cfg.chip, r.cfg.rounding)
        r.settle(w, Decision(res, amount, (rule, "pa:623a.5(a)", *even, *c.clauses)))
    else:
        r.settle(w, Decision(res, c.amount, (rule, *c.clauses)))
    dropped = c.coupon_to is coupons.Destination.DROP_BOX
    r.out.append(coupon_notice(w, dropped))
    if dropped:
        r.dropped.append(w.coupon.serial)


class Phase(enum.Enum):
    """Where a throw settles each kind of wager (623a.9(d))."""

    LINE = "line"  #: Pass, Don't Pass, Come and Don't Come: :func:`settle_line`
    ONE_ROLL = "one_roll"  #: decided by every valid roll
    NUMBER = "number"  #: Place, Buy, Lay and the hardways: decided by their number or a 7
    ODDS = "odds"  #: after the flat wager they support (:func:`settle_odds`)
    FIRE = "fire"  #: on a seven-out (:func:`settle_fire`)
    BONUS = "bonus"  #: as the board fills, or on a 7 (:func:`settle_bonus`)


#: the phase of each kind of wager
PHASE: dict[Kind, Phase] = {
    **{k: Phase.NUMBER for k in Kind},
    **{k: Phase.LINE for k in LINE_KINDS | COME_KINDS},
    **{k: Phase.ONE_ROLL for k in ONE_ROLL_KINDS},
    **{k: Phase.ODDS for k in ODDS_KINDS},
    Kind.FIRE: Phase.FIRE,
    **{k: Phase.BONUS for k in BONUS_KINDS},
}
#: the phases by module name: the loop below would otherwise look each up on the class, every wager of every throw
_LINE, _ONE_ROLL, _NUMBER, _FIRE, _BONUS = Phase.LINE, Phase.ONE_ROLL, Phase.NUMBER, Phase.FIRE, Phase.BONUS


def settle_wagers(r: Roll) -> None:
    """Every flat wager this throw decides; odds, Fire and Bonus wagers wait for their own phases."""
    cfg, d1, d2, t, come_out, keep = r.cfg, r.d1, r.d2, r.t, r.come_out, r.keep
    for w in r.s.wagers:
        bet = w.bet
        k = bet.kind
        phase = PHASE[k]
        if phase is _ONE_ROLL:
            o = settlement(cfg, w.seat, bet, w.amount, d1, d2)
        elif phase is _NUMBER:
            if not decides_number_bet(bet, t) or (come_out and not working_on_come_out(cfg, w)):
                keep.append(w)  # not its number nor a 7, or off on the come-out
                continue
            o = settlement(cfg, w.seat, bet, w.amount, d1, d2)
        elif phase is _LINE:
            settle_line(r, w)
            continue
        else:
            keep.append(w)
            if phase is _FIRE:
                r.fire_cohorts.add(w.cohort)
            elif phase is _BONUS:
                r.bonus = True
            continue
        if o is None:
            keep.append(w)
            continue
        r.out.append(o)
        if o.result is Result.WIN and stays_up(cfg, k):
            if k in VIG_KINDS or w.vig:  # a vigorish then or now: :func:`renew` works it out again
                w, vig = renew(cfg, w)
                r.out += vig
            keep.append(w)


@checked_once
def settlement(cfg: TableConfig, seat: int, bet: Bet, amount: int, d1: int, d2: int) -> Optional[Settlement]:
    """How a throw of ``d1``, ``d2`` settles ``amount`` on the one-roll or number wager ``bet`` of ``seat``
    (``None``: it does not decide it), remembered by its arguments: the settlement depends on nothing else."""
    if bet.kind in ONE_ROLL_KINDS:
        d: Optional[Decision] = one_roll_decision(cfg, bet, amount, d1, d2)
    else:
        d = number_decision(cfg, bet, amount, d1, d2)
    return None if d is None else Settlement(seat, bet, d.result, exact(d.amount), d.clauses, exact(d.commission))


@cites(*[f"pa:623a.6({x}){y}" for x in "abcd" for y in ("(1)", "(2)", "(2)(i)", "(2)(ii)", "(2)(iii)")])
def settle_odds(r: Roll) -> None:
    """Odds follow the flat bet they support, at true odds on its point (623a.6; AMB-09, AMB-10b)."""
    if not r.flat_results:  # no flat bet was decided: no odds are
        return
    keep = []
    for w in r.keep:
        result = r.flat_results.get((w.seat, w.bet.sort_key))
        if result is None or w.bet.kind not in ODDS_KINDS:
            keep.append(w)
            continue
        point = r.s.point if w.bet.kind in (Kind.PASS_ODDS, Kind.DONT_PASS_ODDS) else w.bet.number
        assert point is not None
        if r.come_out and not working_on_come_out(r.cfg, w):
            result = kernels.VOID
        r.out.append(odds_settlement(r.cfg, w.seat, w.bet, w.amount, point, result))
    r.keep = keep


@checked_once
def odds_settlement(cfg: TableConfig, seat: int, bet: Bet, amount: int, point: int, result: int) -> Settlement:
    """How ``result``, the flat wager's, settles ``amount`` of odds on ``bet`` of ``seat`` behind ``point``
    (``VOID`` also for odds that are off on the come-out), remembered by its arguments: the settlement depends on
    nothing else."""
    par = paragraph(bet)
    if result == kernels.VOID:
        return Settlement(seat, bet, Result.VOID, amount, (par,))
    if result == kernels.WIN:
        odds = paytables(cfg.ruleset).number_odds(bet.kind, point)
        d = win(cfg, amount, odds, f"{par}(2)({_ODDS_ROW[point]})", f"{par}(2)")
        return Settlement(seat, bet, d.result, exact(d.amount), d.clauses, exact(d.commission))
    return Settlement(seat, bet, Result.LOSE, amount, (par,))


@cites("pa:623a.1#come-out-roll", "pa:623a.10(a)(1)", "pa:623a.10(b)")
def next_point(r: Roll) -> tuple[Optional[int], Optional[int], bool]:
    """(the point after this throw, the point made if any, whether a Pass line decision happened)."""
    s, t = r.s, r.t
    if s.come_bets_only:  # no line bets: no point is set or made
        return None, None, False
    if r.come_out:
        return (t, None, False) if t in POINTS else (None, None, True)
    if t == s.point:
        return None, t, True
    if t == 7:
        return None, None, True
    return s.point, None, False


@cites("pa:623a.11(a)(2)", "pa:623a.11(a)(4)", "pa:623a.11(a)(6)", "pa:623a.11(b)(2)", "pa:623a.11(b)(3)")
def count_fire_points(r: Roll, made: Optional[int]) -> tuple[tuple[int, frozenset[int]], ...]:
    """Add the point made (and, under the wider reading, come points made) to each Fire cohort that counts.

    Returns the points of every cohort in order of cohort, as :attr:`State.fire_points` holds them.
    """
    cfg, s = r.cfg, r.s
    if made is None and len(s.fire_points) == 1 and s.fire_points[0][0] == s.hand and r.fire_cohorts <= {s.hand} \
            and cfg.fire_point_source is FirePointSource.COME_OUT_POINTS:
        return s.fire_points  # no point made, and only this hand's cohort, counted already: nothing changes
    points = dict(s.fire_points)
    points.setdefault(s.hand, frozenset())
    new: set[int] = {made} if made is not None else set()
    if cfg.fire_point_source is FirePointSource.COME_OUT_AND_COME_POINTS:  # AMB-02
        new |= {w.bet.number for w in s.wagers if w.bet.kind is Kind.COME and w.bet.number == r.t}
    pending = r.fire_cohorts
    if not new and pending <= points.keys():  # no point made, every cohort counted already: nothing changes
        return tuple(sorted(points.items()))
    for c in sorted(set(points) | pending):
        if c != s.hand and cfg.fire_carry_over is FireCarryOver.FREEZE:  # AMB-03
            continue
        before = points.get(c, frozenset())
        points[c] = before | new
        if len(before) < 4 <= len(points[c]) and (c == s.hand or c in pending):
            r.out.append(Notice(f"four different points made: notify surveillance (hand {c})", ("pa:623a.11(a)(6)",)))
    return tuple(sorted(points.items()))


@cites("pa:623a.3(a)(40)(i)", "pa:623a.3(a)(40)(ii)", "pa:623a.11(a)(5)", "pa:623a.5(f)")
def settle_fire(r: Roll, fire_points: tuple[tuple[int, frozenset[int]], ...]) -> None:
    """On a loser 7 (or any 7 under the wider reading), every pending Fire Bet is paid or collected, once."""
    if not (r.seven_out or (r.t == 7 and r.cfg.fire_ending_seven is FireEndingSeven.ANY_SEVEN)):
        return
    points = dict(fire_points)
    table = paytables(r.cfg.ruleset).fire[r.cfg.fire_paytable.value]
    keep = []
    for w in r.keep:
        if w.bet.kind is not Kind.FIRE:
            keep.append(w)
            continue
        row = _fire_count_pays(len(points.get(w.cohort, frozenset())))
        if row is None:
            r.out.append(Settlement(w.seat, w.bet, Result.LOSE, w.amount, ("pa:623a.3(a)(40)(ii)", "pa:623a.11(a)(5)")))
        else:
            r.settle(w, win(r.cfg, w.amount, table[row], "pa:623a.3(a)(40)(i)", "pa:623a.11(a)(5)",
                            "pa:623a.11(b)(2)", "pa:623a.11(b)(3)", "pa:623a.5(f)"))
    r.keep = keep


@cites("pa:623a.3(a)(43)(i)", "pa:623a.3(a)(43)(ii)", "pa:623a.3(a)(43)(iii)", "pa:623a.5(h)", "pa:623a.5(h)(1)",
       "pa:623a.5(h)(2)", "pa:623a.5(h)(3)", "pa:623a.12(3)", "pa:623a.12(4)", "pa:623a.12(5)", "pa:623a.12(6)")
def settle_bonus(r: Roll) -> frozenset[int]:
    """Bonus Craps: mark every total but 7; pay each wager whose totals are all marked; a 7 collects them all."""
    if not r.bonus:  # no Bonus wager to pay or collect: only the board changes
        return frozenset() if r.t == 7 else r.s.bonus_marked | {r.t}
    keep = []
    if r.t == 7:
        for w in r.keep:
            if w.bet.kind in BONUS_KINDS:
                r.out.append(Settlement(w.seat, w.bet, Result.LOSE, w.amount, (paragraph(w.bet), "pa:623a.12(5)")))
            else:
                keep.append(w)
        r.keep = keep
        return frozenset()
    marked = r.s.bonus_marked | {r.t}
    for w in r.keep:
        if w.bet.kind in BONUS_KINDS and BONUS_NEEDS[w.bet.kind] <= marked:
            odds = paytables(r.cfg.ruleset).bonus[w.bet.kind.value]
            r.settle(w, win(r.cfg, w.amount, odds, paragraph(w.bet), "pa:623a.12(3)", "pa:623a.12(4)",
                            "pa:623a.12(6)", _BONUS_PAYS[w.bet.kind]))
        else:
            keep.append(w)
    r.keep = keep
    return marked


def renew(cfg: TableConfig, w: Wager) -> tuple[Wager, list[Outcome]]:
    """AMB-17: a winning stake that stays up is the same wager made again (a new upfront vig if any): a Buy or Lay,
    or a wager made with a vigorish (any other stays as it stands, and :func:`settle_wagers` keeps it so)."""
    vig, clauses = upfront_vig(cfg, w.bet, w.amount)
    if not vig and not w.vig:  # no vigorish then or now: the wager as it stands
        return w, []
    out: list[Outcome] = [Commission(w.seat, w.bet, vig, clauses)] if vig else []
    return attrs.evolve(w, vig=vig), out
