"""Making, reducing and removing wagers: 58 Pa. Code 623a.3, 623a.4, and the odds of 623a.6.

``cfg``: TableConfig; ``s``: State; ``w``: a Wager; ``e``: an event. Each function raises
:class:`~croupier.reference.errors.RuleViolation` (with the clause) when the rules refuse.
"""

from __future__ import annotations

import functools
from fractions import Fraction
from typing import Optional

import attrs

from croupier.reference.contracts import checked_once
from croupier.reference.controls import coupons
from croupier.reference.craps import kernels
from croupier.reference.craps.config import (AfterWin, BonusWindow, ComePlacement, CouponTakedown, OddsOnComeOut,
                                             OddsOnParentReduce, TableConfig, Vig, kinds_offered)
from croupier.reference.craps.definitions import (BONUS_KINDS, COME_KINDS, LINE_KINDS, ODDS_KINDS, ONE_ROLL_KINDS,
                                                  POINTS, Bet, Game, Kind, paragraph)
from croupier.reference.craps.paytable import paytables
from croupier.reference.craps.payouts import ZERO, vig
from croupier.reference.craps.state import (CallOff, CallOn, Marker, PlaceBet, ReduceBet, RemoveBet, State, Wager,
                                            evolve, with_new_wager, with_wagers)
from croupier.reference.errors import refuse
from croupier.reference.money import winnings
from croupier.reference.outcomes import Commission, Notice, Outcome, Returned
from croupier.spec.citations import cites
from croupier.reference.parsing import is_int


#: the odds cap, each distinct call worked out (and its contracts checked) once: see
#: :func:`~croupier.reference.contracts.checked_once`
_odds_cap = checked_once(kernels.odds_cap)

FIRE_UNIT = 100  # 623a.11(b)(1): Fire Bets are $1 to $5 in $1 steps; amounts are in cents


#: wagers whose stake stays up after a win under ``after_win = stays_up`` (AMB-17)
STAY_UP_KINDS = frozenset({Kind.PLACE_WIN, Kind.PLACE_LOSE, Kind.BUY, Kind.LAY, Kind.HARDWAY}) | ONE_ROLL_KINDS


#: wagers that can carry a vigorish (623a.5(g)(3))
VIG_KINDS = frozenset({Kind.BUY, Kind.LAY})


#: wagers with no window of their own: made at any time by a seated player, where the table offers them
ANY_TIME_KINDS = frozenset(Kind) - LINE_KINDS - COME_KINDS - ODDS_KINDS - BONUS_KINDS - {Kind.FIRE}


#: wagers that are off on a come-out roll unless called on (623a.3(a)(5)-(10), (41))
OFF_ON_COME_OUT = frozenset({Kind.PLACE_WIN, Kind.PLACE_LOSE, Kind.HARDWAY, Kind.BUY})


#: flat spot -> the spot of the odds behind it (623a.6(a)-(d))
_ODDS_SPOT = {Bet(Kind.PASS): Bet(Kind.PASS_ODDS), Bet(Kind.DONT_PASS): Bet(Kind.DONT_PASS_ODDS)}
_ODDS_SPOT.update({Bet(k, n): Bet(Kind.COME_ODDS if k is Kind.COME else Kind.DONT_COME_ODDS, n)
                   for k in COME_KINDS for n in sorted(POINTS)})
#: odds spot -> the spot of the flat wager it supports
_FLAT_SPOT = {odds: flat for flat, odds in _ODDS_SPOT.items()}
#: ``_ODDS_SPOT`` and ``_FLAT_SPOT`` by the spots' places in layout order (``Bet.sort_key``): cheaper to look up
_ODDS_SPOT_AT = {flat.sort_key: odds for flat, odds in _ODDS_SPOT.items()}
_FLAT_SPOT_AT = {odds.sort_key: flat for flat, odds in _ODDS_SPOT.items()}


def stays_up(cfg: TableConfig, kind: Kind) -> bool:
    """Whether a winning wager of ``kind`` stays on the layout (AMB-17)."""
    return kind in STAY_UP_KINDS and cfg.after_win is AfterWin.STAYS_UP


def come_bets_remain(wagers: tuple[Wager, ...]) -> bool:
    """Whether any Come or Don't Come bet (on the line or on a number) is still undecided among ``wagers``."""
    return any(w.bet.kind in COME_KINDS for w in wagers)


#: split bets are wagered in whole units of this many chips: C and E halves, Horn quarters, Horn High and Whirl fifths
_CHIPS_A_UNIT = {Kind.HORN: 4, Kind.HORN_HIGH: 5, Kind.WHIRL: 5, Kind.C_AND_E: 2}


@cites("pa:623a.3(b)", "pa:623a.3(b)(1)", "pa:623a.3(b)(2)", "pa:623a.5(j)", "pa:623a.11(b)(1)")
def bounds(cfg: TableConfig, s: State, seat: int, bet: Bet) -> tuple[int, int, int]:
    """(least total, greatest total, step) the wager ``bet`` of ``seat`` may reach; raises when none is legal."""
    k = bet.kind
    if k not in ODDS_KINDS:
        return spot_bounds(cfg, k)
    flat, point = odds_parent(s, seat, bet)
    cap, _ = odds_caps(cfg, k, point, flat_base(cfg, flat))
    return cfg.chip, cap, cfg.chip


@functools.lru_cache(maxsize=1024)
def spot_bounds(cfg: TableConfig, k: Kind) -> tuple[int, int, int]:
    """:func:`bounds` of a wager of kind ``k`` that is no odds wager: they depend on the table alone (worked out
    once per table and kind)."""
    if k is Kind.FIRE:
        return FIRE_UNIT, 5 * FIRE_UNIT, FIRE_UNIT
    unit = cfg.chip * _CHIPS_A_UNIT.get(k, 1)
    lo, hi = cfg.limits_for(k)
    lo = max(lo, unit)
    return -(-lo // unit) * unit, hi - hi % unit, unit


def odds_plain_cap(cfg: TableConfig, s: State, seat: int, bet: Bet) -> int:
    """623a.6(a)-(e): the odds cap behind the flat wager before any 623a.6(f) excess."""
    flat, point = odds_parent(s, seat, bet)
    _, plain = odds_caps(cfg, bet.kind, point, flat_base(cfg, flat))
    return plain


@functools.lru_cache(maxsize=1024)
def odds_caps(cfg: TableConfig, k: Kind, point: int, base: int) -> tuple[int, int]:
    """(the cap, the cap before any 623a.6(f) excess) of odds of kind ``k`` on ``point`` behind a flat wager sized
    ``base`` (:func:`flat_base`): they depend on nothing else (worked out once per table, kind, point and base)."""
    dont = k in (Kind.DONT_PASS_ODDS, Kind.DONT_COME_ODDS)
    odds = paytables(cfg.ruleset).number_odds(k, point)
    multiple = cfg.multiple(point, dont)
    return (_odds_cap(base, multiple, odds.pays, odds.to, dont, cfg.chip, cfg.odds_payable_excess),
            kernels.plain_odds_cap(base, multiple, odds.pays, odds.to, dont))


@cites("pa:603a.1#match-play-coupon")
def flat_base(cfg: TableConfig, flat: Wager) -> int:
    """What the odds behind ``flat`` are sized on: its chips, or with a Match Play Coupon the whole wager amount,
    chips plus coupon (reading coupon_dependent_base, C-6)."""
    if flat.coupon is None:
        return flat.amount
    return coupons.dependent_base(cfg.coupon_config, flat.amount, flat.coupon)


def odds_parent(s: State, seat: int, bet: Bet) -> tuple[Wager, int]:
    """The flat wager an odds wager supports, and its point (623a.6(a)-(d))."""
    k = bet.kind
    if k in (Kind.PASS_ODDS, Kind.DONT_PASS_ODDS):
        clause = "pa:623a.6(a)" if k is Kind.PASS_ODDS else "pa:623a.6(b)"
        parent = s.wager(seat, _FLAT_SPOT_AT[bet.sort_key])
        if parent is None or s.point is None:
            raise refuse(clause, "odds need the player's line bet and a come out point")
        return parent, s.point
    flat_kind = Kind.COME if k is Kind.COME_ODDS else Kind.DONT_COME
    clause = "pa:623a.6(c)" if k is Kind.COME_ODDS else "pa:623a.6(d)"
    assert bet.number is not None
    parent = s.wager(seat, _FLAT_SPOT_AT[bet.sort_key])
    if parent is None:
        raise refuse(clause, f"odds need the player's {flat_kind.value.replace('_', ' ')} bet on the {bet.number}")
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
            raise refuse("pa:623a.4(e)", "only players seated at a Mini-Craps table may wager")
        raise refuse("pa:623a.4(b)", f"no player at position {seat}: wagers are chips placed by a player at the table")
    if k not in kinds_offered(cfg):
        clause = {
            Kind.BUY: "pa:623a.3(a)(41)",
            Kind.LAY: "pa:623a.3(a)(42)",
            Kind.FIRE: "pa:623a.11(a)",
        }.get(k, "pa:623a.3(a)")
        if k in BONUS_KINDS and cfg.has_bonus:
            clause = "pa:623a.12"
        raise refuse(clause, f"this table does not offer {k.value.replace('_', ' ')}")
    if k in ANY_TIME_KINDS:
        return
    existing = s.wager(seat, bet)
    if k is Kind.PASS and s.point is not None:
        # 623a.4(c)(1) bars wagering a Pass Bet after the point only from the 2015 text; the 2012 text and the 2013
        # proposal bar only removing or reducing it, and the bar on a new one is 623a.3(a)(1)'s window
        clause = "pa:623a.3(a)(1)" if cfg.edition in ("2012", "2013p") else "pa:623a.4(c)(1)"
        raise refuse(clause, "a Pass Bet is made only before a come-out roll")
    if k is Kind.DONT_PASS and s.point is not None:
        raise refuse("pa:623a.3(a)(2)", "a Don't Pass Bet is made only before a come-out roll")
    if k in COME_KINDS:
        clause = paragraph(bet)
        if bet.number is not None:
            if existing is None:
                raise refuse(clause, "Come and Don't Come Bets are made on their line, not on a number")
            raise refuse("pa:623a.4(c)(2)" if k is Kind.COME else "pa:623a.4(d)",
                      "a bet on its come point is not increased")
        if s.come_bets_only:
            raise refuse("pa:623a.10(b)", "the shooter is rolling only to decide the Come and Don't Come bets left")
        if cfg.come_placement is ComePlacement.POINT_ONLY and s.point is None:
            raise refuse(clause, "Come and Don't Come Bets are made only after the come out roll, while a point is set")
        if cfg.come_placement is ComePlacement.ANY_NON_FIRST_ROLL and not s.game_started:
            raise refuse(clause, "Come and Don't Come Bets are made only after the come out roll")
    if k in (Kind.DONT_PASS, Kind.DONT_COME):
        if existing is not None and existing.reduced:
            raise refuse("pa:623a.4(d)", "a Don't bet that was reduced may not be increased")
        if existing is None and (seat, k) in s.barred:
            raise refuse("pa:623a.4(d)", "a Don't bet that was taken down may not be replaced")
    if k is Kind.FIRE:
        if existing is not None and existing.cohort != s.hand:
            raise refuse("pa:623a.2(d)(4)(ii)", "this position's Fire area still holds a carried-over Fire Bet")
        if existing is not None:
            raise refuse("pa:623a.4(c)(3)", "a Fire Bet is never increased")
        if s.hand_started:
            raise refuse("pa:623a.3(a)(40)", "Fire Bets are made only before a new shooter's first come-out roll")
    if k in BONUS_KINDS:
        if existing is not None:
            raise refuse("pa:623a.4(c)(4)", "a Bonus Craps wager is never increased")
        window = cfg.bonus_window
        if window is BonusWindow.NEW_SHOOTER and s.hand_started:
            raise refuse("pa:623a.12(1)", "Bonus Craps wagers are made only before a new shooter's first come-out roll")
        if window is not BonusWindow.NEW_SHOOTER and s.point is not None:
            raise refuse("pa:623a.3(a)(43)", "Bonus Craps wagers are made only before a come-out roll")
        if window is BonusWindow.ANY_COME_OUT_EMPTY_BOARD and s.bonus_marked:
            raise refuse("pa:623a.3(a)(43)", "Bonus Craps wagers wait for an empty board (reading bonus_window)")
    if k in ODDS_KINDS:
        odds_parent(s, seat, bet)


@cites("pa:623a.5(g)(3)", "pa:623a.5(g)(3)(i)(A)", "pa:623a.5(g)(3)(ii)(A)", "pa:623a.5(i)")
@cites("pa:623a.5(g)(3)(i)", "pa:623a.5(g)(3)(ii)", "pa:623a.5(h)@2012")
def upfront_vig(cfg: TableConfig, bet: Bet, amount: int) -> tuple[Fraction, tuple[str, ...]]:
    """The vigorish collected when ``amount`` is wagered on a Buy or Lay (none for other wagers)."""
    if bet.kind not in VIG_KINDS:
        return ZERO, ()
    if bet.kind is Kind.BUY and cfg.buy_vig is Vig.UPFRONT:
        base: Fraction | int = amount
        rate, clause = cfg.buy_vig_rate, "pa:623a.5(g)(3)(i)(A)"
    elif bet.kind is Kind.LAY and cfg.lay_vig is Vig.UPFRONT:
        assert bet.number is not None
        if cfg.lay_vig_on_wager:  # the one rule of 623a.5(g)(3), 2012 and the 2013 proposal: on the amount wagered
            base = amount
        else:  # since the 2014/2015 amendments: on what the Lay could win
            base = winnings(amount, paytables(cfg.ruleset).number_odds(Kind.LAY, bet.number))
        rate, clause = cfg.lay_vig_rate, "pa:623a.5(g)(3)(ii)(A)"
    else:
        return ZERO, ()
    return vig(cfg, Fraction(base), rate), (cfg.rules.nearest(clause),)  # one rule, 623a.5(g)(3), in 2012


@cites("pa:603a.10", "pa:603a.10(a)", "pa:603a.21", "pa:603a.21(b)", "pa:603a.21(c)(2)", "pa:603a.21(d)")
def check_coupon(cfg: TableConfig, s: State, e: PlaceBet, existing: Optional[Wager]) -> None:
    """603a.10(a), 603a.21: raise unless the table takes the coupon of ``e`` with its chips now."""
    assert e.coupon is not None
    if not cfg.match_play:
        raise refuse("pa:603a.10(a)", "this table does not take Match Play Coupons (match_play = false)")
    area = e.bet.kind.value if e.bet.kind in LINE_KINDS else str(e.bet)
    used = 1 if e.seat in s.coupon_seats or (existing is not None and existing.coupon is not None) else 0
    coupons.check(cfg.coupon_config, cfg.game.value, area, e.amount, e.coupon, used=used, today=e.date)


def place(cfg: TableConfig, s: State, e: PlaceBet) -> tuple[State, list[Outcome]]:
    """623a.3, 623a.4: make a wager, or add to one; 603a.21: with a Match Play Coupon under the chips."""
    seat, bet, amount = e.seat, e.bet, e.amount
    if not is_int(amount) or amount <= 0:
        raise refuse("pa:623a.4(b)", "a wager is a positive whole number of cents")
    check_window(cfg, s, seat, bet)
    existing = s.wager(seat, bet)
    if e.coupon is not None:
        check_coupon(cfg, s, e, existing)
    total = amount + (existing.amount if existing else 0)
    coupon = e.coupon or (existing.coupon if existing else None)
    check_amount(cfg, s, seat, bet, total, coupon.value if coupon else 0)
    out: list[Outcome] = []
    vig: Fraction = ZERO
    if bet.kind in VIG_KINDS:  # :func:`upfront_vig` takes none on any other wager
        vig, clauses = upfront_vig(cfg, bet, amount)
        if vig:
            out.append(Commission(seat, bet, vig, clauses))
    locked = s.locked | {seat} if cfg.game is Game.MINI_CRAPS else s.locked
    # 623a.10(b): once a player makes a line bet, the game goes on as usual under 623a.8
    come_only = s.come_bets_only and bet.kind not in LINE_KINDS
    used = s.coupon_seats | {seat} if e.coupon is not None else s.coupon_seats
    if existing:
        new = attrs.evolve(existing, amount=total, vig=existing.vig + vig, coupon=coupon)
        wagers = with_wagers([new if w is existing else w for w in s.wagers])
        return evolve(s, wagers=wagers, locked=locked, come_bets_only=come_only, coupon_seats=used), out
    cohort = s.hand if bet.kind is Kind.FIRE else 0
    made = Wager(seat, bet, amount, cohort=cohort, vig=vig, coupon=coupon)
    return with_new_wager(s, made, locked=locked, come_bets_only=come_only, coupon_seats=used), out


@cites("pa:623a.5(i)@2012", "pa:623a.3(a)(19)", "pa:623a.3(a)(20)", "pa:623a.3(a)(21)")
def check_amount(cfg: TableConfig, s: State, seat: int, bet: Bet, total: int, coupon: int = 0) -> None:
    """Raise unless ``total`` chips (with a coupon of value ``coupon``) are a legal amount for ``bet`` now: the chips
    in whole units, the wager amount (chips plus coupon, 603a.1) within the limits."""
    lo, hi, unit = bounds(cfg, s, seat, bet)
    k = bet.kind
    if k is Kind.FIRE:
        if not (lo <= total <= hi and total % unit == 0):
            raise refuse("pa:623a.11(b)(1)", "a Fire Bet is $1 to $5 in whole dollars")
        return
    if total % unit:
        clause = {Kind.HORN: "pa:623a.3(a)(19)", Kind.HORN_HIGH: "pa:623a.3(a)(20)", Kind.WHIRL: "pa:623a.3(a)(21)",
                  Kind.C_AND_E: "pa:623a.5(b)"}.get(k, "pa:623a.4(b)")
        raise refuse(clause, f"{k.value.replace('_', ' ')} is wagered in multiples of {unit} cents")
    if k in ODDS_KINDS:
        plain = odds_plain_cap(cfg, s, seat, bet)
        if total > hi:
            raise refuse("pa:623a.6(e)", f"odds may total at most {hi} behind this bet")
        if plain < total < hi:
            raise refuse("pa:623a.6(f)", f"odds above {plain - plain % unit} are taken only as {hi}, to make the payout payable")
        return
    if total + coupon < lo:
        raise refuse("pa:623a.3(b)(1)", f"the minimum for this wager is {lo}")
    if total + coupon > hi:
        raise refuse(cfg.cite("pa:623a.5(j)"), f"the maximum for this wager is {hi}")


@cites("pa:623a.12(2)", "pa:623a.4(c)(4)")
def check_removal(cfg: TableConfig, s: State, w: Wager, removing: bool) -> None:
    """623a.4(c), (d): whether ``w`` may be taken down or reduced now."""
    k = w.bet.kind
    if k is Kind.PASS and s.point is not None:
        raise refuse("pa:623a.4(c)(1)", "a Pass Bet stays once its come out point is set")
    if k is Kind.COME and w.bet.number is not None:
        raise refuse("pa:623a.4(c)(2)", "a Come Bet stays once its come point is set")
    if k is Kind.FIRE:
        raise refuse("pa:623a.4(c)(3)", "a Fire Bet is never reduced, nor removed before a loser 7")
    if k in BONUS_KINDS:
        if not removing:
            raise refuse("pa:623a.4(c)(4)", "a Bonus Craps wager is never reduced")
        if not cfg.bonus_removable:
            raise refuse("pa:623a.12(2)", "a Bonus Craps wager stays until collected or paid (reading bonus_removable)")


@cites("pa:623a.4(c)", "pa:623a.4(c)(1)", "pa:623a.4(c)(2)", "pa:623a.4(c)(3)", "pa:623a.4(c)(4)", "pa:623a.4(d)")
def reduce(cfg: TableConfig, s: State, e: ReduceBet) -> tuple[State, list[Outcome]]:
    w = s.wager(e.seat, e.bet)
    if w is None:
        raise refuse("pa:623a.4(c)", f"position {e.seat} has no {e.bet} wager")
    if not is_int(e.amount) or not 0 < e.amount < w.amount:
        raise refuse("pa:623a.4(c)", "a reduction takes off part of the wager; to take it all down, remove it")
    check_removal(cfg, s, w, removing=False)
    left = w.amount - e.amount
    lo, _, unit = bounds(cfg, s, e.seat, e.bet) if not w.bet.is_odds else (cfg.chip, 0, cfg.chip)
    if left % unit:
        raise refuse("pa:623a.4(b)", f"what stays must be a multiple of {unit} cents")
    coupon = w.coupon.value if w.coupon else 0
    if left + coupon < lo:
        raise refuse("pa:623a.3(b)(1)", f"what stays must be at least the minimum, {lo}")
    if left < coupon:
        raise refuse("pa:603a.21(b)", f"the chips on a Match Play Coupon stay at least its value, {coupon}")
    dont = w.bet.kind in (Kind.DONT_PASS, Kind.DONT_COME)
    clause = "pa:623a.4(d)" if dont else "pa:623a.4(c)"
    new = attrs.evolve(w, amount=left, reduced=w.reduced or dont)
    out: list[Outcome] = [Returned(e.seat, e.bet, e.amount, (clause,))]
    s = evolve(s, wagers=with_wagers([new if x is w else x for x in s.wagers]))
    if dont and cfg.odds_on_parent_reduce is OddsOnParentReduce.RETURN_EXCESS:
        s, more = trim_odds(cfg, s, new)
        out += more
    return s, out


def odds_of(w: Wager) -> Optional[Bet]:
    """The spot of the odds behind flat wager ``w`` (none for a Come bet still on its line)."""
    return _ODDS_SPOT_AT.get(w.bet.sort_key)


def trim_odds(cfg: TableConfig, s: State, flat: Wager) -> tuple[State, list[Outcome]]:
    """AMB-11: after a Don't flat is reduced, odds above the new cap go back to the player."""
    ob = odds_of(flat)
    odds = s.wager(flat.seat, ob) if ob else None
    if ob is None or odds is None:
        return s, []
    _, cap, chip = bounds(cfg, s, flat.seat, ob)
    plain = odds_plain_cap(cfg, s, flat.seat, ob)
    if odds.amount <= plain or odds.amount == cap:
        return s, []
    cap = cap if odds.amount > cap else plain - plain % chip  # the most the player may keep, in whole chips
    excess = odds.amount - cap
    new = attrs.evolve(odds, amount=cap)
    wagers = [new if x is odds else x for x in s.wagers] if cap > 0 else [x for x in s.wagers if x is not odds]
    return evolve(s, wagers=with_wagers(wagers)), [Returned(flat.seat, ob, excess, ("pa:623a.4(d)", "pa:623a.6(e)"))]


@cites("pa:623a.4(c)", "pa:623a.4(d)", "pa:623a.5(g)(3)")
def remove(cfg: TableConfig, s: State, e: RemoveBet) -> tuple[State, list[Outcome]]:
    w = s.wager(e.seat, e.bet)
    if w is None:
        raise refuse("pa:623a.4(c)", f"position {e.seat} has no {e.bet} wager")
    check_removal(cfg, s, w, removing=True)
    if w.coupon is not None and cfg.coupon_takedown is CouponTakedown.REFUSED:
        raise refuse("pa:603a.21(e)", "a wager made with a Match Play Coupon stays until it wins or loses "
                                      "(reading coupon_takedown)")
    dont = w.bet.kind in (Kind.DONT_PASS, Kind.DONT_COME)
    clause = "pa:623a.4(d)" if dont else "pa:623a.4(c)"
    out: list[Outcome] = [Returned(e.seat, e.bet, w.amount, (clause,))]
    drop_box = s.drop_box
    if w.coupon is not None:
        dropped = cfg.coupon_takedown is CouponTakedown.COUPON_DROPPED
        out.append(coupon_notice(w, dropped))
        drop_box += (w.coupon.serial,) if dropped else ()
    gone = {id(w)}
    ob = odds_of(w)
    if ob is not None:
        odds = s.wager(e.seat, ob)
        if odds is not None:  # AMB-11: odds with no flat to support go back with it
            out.append(Returned(e.seat, odds.bet, odds.amount, (clause, paragraph(odds.bet))))
            gone.add(id(odds))
    if w.vig and cfg.vig_refund_on_removal:
        out.append(Returned(e.seat, None, w.vig, ("pa:623a.5(g)(3)",)))
    barred = s.barred | {(e.seat, w.bet.kind)} if dont and w.bet.number is None else s.barred
    return evolve(s, wagers=with_wagers([x for x in s.wagers if id(x) not in gone]), barred=barred,
                  drop_box=drop_box), out


@cites("pa:603a.21(e)")
def coupon_notice(w: Wager, dropped: bool) -> Notice:
    """The dealer deposits the coupon of ``w`` in the drop box, or hands it back (603a.21(e); readings C-3)."""
    assert w.coupon is not None
    where = "into the drop box" if dropped else f"back to position {w.seat}"
    return Notice(f"Match Play Coupon {w.coupon.serial} of position {w.seat} {where}", ("pa:603a.21(e)",))


def default_working_on_come_out(cfg: TableConfig, bet: Bet) -> Optional[bool]:
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
    default = default_working_on_come_out(cfg, w.bet)
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
def call(cfg: TableConfig, s: State, e: CallOn | CallOff) -> tuple[State, list[Outcome]]:
    """A call of "on" or "off" for come-out rolls, confirmed by the dealer's marker."""
    w = s.wager(e.seat, e.bet)
    if w is None:
        raise refuse("pa:623a.4(c)", f"position {e.seat} has no {e.bet} wager")
    default = default_working_on_come_out(cfg, w.bet)
    clause = paragraph(w.bet)
    if default is None:
        raise refuse(clause, f"{w.bet} has no on/off status to call")
    want_on = isinstance(e, CallOn)
    if working_on_come_out(cfg, w) == want_on:
        raise refuse(clause, f"{w.bet} is already {'on' if want_on else 'off'} for the come-out roll")
    marker = Marker.NONE if want_on == default else (Marker.ON if want_on else Marker.OFF)
    new = attrs.evolve(w, marker=marker)
    return evolve(s, wagers=with_wagers([new if x is w else x for x in s.wagers])), []
