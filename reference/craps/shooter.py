"""Players, shooters and the dice: 623a.4(e), 623a.7, 623a.8, 623a.9(b)-(c) and 623a.10.

``cfg``: TableConfig; ``s``: State; ``e``: an event.
"""

from __future__ import annotations

from typing import Optional

from croupier.reference.craps.config import BonusOnShooterChange, CouponRound, LineBetRule, SeatLock, TableConfig
from croupier.reference.craps.definitions import BONUS_KINDS, Bet, Game, Kind, Role
from croupier.reference.craps.state import (AcceptDice, DeclineDice, InvalidReason, InvalidThrow, Join, Leave,
                                            NewDiceSet, NoRoll, NoRollGround, OrderPassDice, PassDice, State,
                                            VoidReason, VoidThrow, Wager, evolve, with_wagers)
from croupier.reference.errors import refuse
from croupier.reference.outcomes import Notice, Outcome, Result, Settlement
from croupier.reference.parsing import is_int
from croupier.spec.citations import cites
from croupier.reference.craps.wagers import come_bets_remain


@cites("pa:623a.2(c)")
def join(cfg: TableConfig, s: State, e: Join) -> tuple[State, list[Outcome]]:
    if not is_int(e.seat) or not 1 <= e.seat <= cfg.positions:
        clause = "pa:623a.2(c)" if cfg.game is Game.MINI_CRAPS else "pa:623a.2(d)(4)(i)"
        raise refuse(clause, f"the table has positions 1 to {cfg.positions}")
    if e.seat in s.seated:
        raise refuse("pa:623a.2(c)" if cfg.game is Game.MINI_CRAPS else "pa:623a.2(d)(4)(i)", f"position {e.seat} is taken")
    return evolve(s, seated=s.seated | {e.seat}), []


@cites("pa:623a.4(e)")
def leave(cfg: TableConfig, s: State, e: Leave) -> tuple[State, list[Outcome]]:
    if e.seat not in s.seated:
        raise refuse("pa:623a.4(e)" if cfg.game is Game.MINI_CRAPS else "pa:623a.4(b)", f"nobody is at position {e.seat}")
    if cfg.game is Game.MINI_CRAPS and seat_locked(cfg, s, e.seat):
        raise refuse("pa:623a.4(e)", "a Mini-Craps player who has wagered stays seated until the round of play completes")
    out: list[Outcome] = []
    if s.shooter == e.seat:
        s, out = hand_over(cfg, s, "pa:623a.10(a)")
    return evolve(s, seated=s.seated - {e.seat}, declined=s.declined - {e.seat}), out


def seat_locked(cfg: TableConfig, s: State, seat: int) -> bool:
    if cfg.seat_lock is SeatLock.OWN_WAGERS_DECIDED:
        return bool(s.of_seat(seat))
    return seat in s.locked


def clockwise(cfg: TableConfig, start: int) -> list[int]:
    return [(start - 1 + i) % cfg.positions + 1 for i in range(cfg.positions)]


@cites("pa:623a.7(b)", "pa:623a.7(b)(1)", "pa:623a.7(b)(2)", "pa:623a.10(b)", "pa:623a.10(c)")
def offeree(cfg: TableConfig, s: State) -> tuple[Optional[int], bool]:
    """Who is being offered the dice now, and whether only to decide Come bets (623a.10(b)).

    Offers start immediately left of the boxperson (Craps) or of the dealer
    (Mini-Craps) at the start of play, and left of the previous shooter after a
    hand-over, then go clockwise. When every player has declined, no point is
    set (the previous shooter made it) and Come or Don't Come bets remain, the
    previous shooter may roll for them alone.
    """
    if s.shooter is not None:
        return None, False
    for seat in clockwise(cfg, s.offer_from):
        if seat in s.seated and seat not in s.declined:
            return seat, False
    if s.point is None and s.previous_shooter in s.seated and come_bets_remain(s.wagers):
        return s.previous_shooter, True
    for seat in clockwise(cfg, s.offer_from):  # everyone declined: the offers go round again
        if seat in s.seated:
            return seat, False
    return None, False


@cites("pa:623a.7(c)", "pa:623a.10(d)")
def accept_dice(cfg: TableConfig, s: State, e: AcceptDice) -> tuple[State, list[Outcome]]:
    if s.shooter is not None:
        raise refuse("pa:623a.10(a)", f"position {s.shooter} is shooting")
    seat, come_only = offeree(cfg, s)
    if seat != e.seat:
        clause = "pa:623a.10(c)" if s.previous_shooter is not None else "pa:623a.7(b)"
        raise refuse(clause, f"the dice are offered to position {seat}" if seat else "nobody is at the table")
    return evolve(s, shooter=e.seat, declined=frozenset(), come_bets_only=come_only and not has_line_bet(s, e.seat)), []


_PASS, _DONT_PASS = Bet(Kind.PASS), Bet(Kind.DONT_PASS)


def has_line_bet(s: State, seat: int) -> bool:
    return s.wager(seat, _PASS) is not None or s.wager(seat, _DONT_PASS) is not None


@cites("pa:623a.7(b)", "pa:623a.10(c)")
def decline_dice(cfg: TableConfig, s: State, e: DeclineDice) -> tuple[State, list[Outcome]]:
    seat, come_only = offeree(cfg, s)
    if seat != e.seat or s.shooter is not None:
        clause = "pa:623a.10(c)" if s.previous_shooter is not None else "pa:623a.7(b)"
        raise refuse(clause, f"the dice are not being offered to position {e.seat}")
    declined = s.declined | {e.seat}
    if come_only:  # the previous shooter declines to roll for the Come bets too: offers start over
        declined = frozenset()
    return evolve(s, declined=declined), []


@cites("pa:623a.10(a)", "pa:623a.10(c)", "pa:623a.11(a)(2)")
def hand_over(cfg: TableConfig, s: State, clause: str) -> tuple[State, list[Outcome]]:
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
    s = evolve(
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
        fire_points=prune_fire(s.fire_points, s.wagers, s.hand),
        # 603a.21(d): the hand was the round of play
        coupon_seats=frozenset() if cfg.coupon_round is CouponRound.SHOOTER_HAND else s.coupon_seats,
    )
    out.append(Notice("dice passed; offered clockwise from the previous shooter's left", (clause, "pa:623a.10(c)")))
    return s, out


def prune_fire(
    fire_points: tuple[tuple[int, frozenset[int]], ...], wagers: tuple[Wager, ...], hand: int
) -> tuple[tuple[int, frozenset[int]], ...]:
    """The Fire points still needed: those of ``hand`` and of each cohort with a Fire Bet among ``wagers``."""
    for c, _ in fire_points:
        if c != hand:
            break
    else:  # only the hand's own points, if any
        return fire_points
    pending = {w.cohort for w in wagers if w.bet.kind is Kind.FIRE}
    return tuple((c, p) for c, p in fire_points if c in pending or c == hand)


@cites("pa:623a.10(a)")
def pass_dice(cfg: TableConfig, s: State, e: PassDice) -> tuple[State, list[Outcome]]:
    if s.shooter is None:
        raise refuse("pa:623a.10(a)", "nobody holds the dice")
    return hand_over(cfg, s, "pa:623a.10(a)")


@cites("pa:623a.10(a)(2)")
def order_pass_dice(cfg: TableConfig, s: State, e: OrderPassDice) -> tuple[State, list[Outcome]]:
    if s.shooter is None:
        raise refuse("pa:623a.10(a)(2)", "nobody holds the dice")
    allowed = Role.BOXPERSON if cfg.game is Game.CRAPS else Role.DEALER
    if e.by is not allowed:
        raise refuse("pa:623a.10(a)(2)", f"only the {allowed.value} may order the shooter to pass the dice")
    return hand_over(cfg, s, "pa:623a.10(a)(2)")


@cites("pa:623a.7(d)")
def new_dice_set(cfg: TableConfig, s: State, e: NewDiceSet) -> tuple[State, list[Outcome]]:
    return evolve(s, new_dice_needed=False), []


@cites("pa:623a.7(c)", "pa:623a.7(d)", "pa:623a.8(a)", "pa:623a.10(b)", "pa:623a.10(d)")
def ready_to_throw(cfg: TableConfig, s: State) -> None:
    """623a.7(c), 623a.7(d), 623a.8(a), 623a.10(b): who may throw, and when."""
    if s.shooter is None:
        raise refuse("pa:623a.7(c)" if s.previous_shooter is None else "pa:623a.10(d)", "no shooter has accepted the dice")
    if s.new_dice_needed:
        raise refuse("pa:623a.7(d)", "a die was lost: a new set of dice is needed before the next throw")
    if s.point is None and not s.come_bets_only and needs_line_bet(cfg, s) and not has_line_bet(s, s.shooter):
        raise refuse("pa:623a.8(a)", "the shooter makes a Pass or Don't Pass Bet before a come-out throw")


def needs_line_bet(cfg: TableConfig, s: State) -> bool:
    """AMB-23: whether the shooter needs a Pass or Don't Pass Bet for this come-out (every one, or a hand's first)."""
    return cfg.line_bet_rule is LineBetRule.EVERY_COME_OUT or not s.hand_started


@cites("pa:623a.8(b)", "pa:623a.7(d)")
def invalid_throw(cfg: TableConfig, s: State, e: InvalidThrow) -> tuple[State, list[Outcome]]:
    """623a.8(b): a die off the table, or one die resting on the other: no roll, nothing decided."""
    ready_to_throw(cfg, s)
    out: list[Outcome] = [Notice(f"invalid roll: {e.reason.value}", ("pa:623a.8(b)",))]
    if e.lost:
        if e.reason is not InvalidReason.DIE_OFF_TABLE:
            raise refuse("pa:623a.7(d)", "only a die that went off the table can be lost")
        out.append(Notice("a die was lost: a new set of dice is required", ("pa:623a.7(d)",)))
        return evolve(s, new_dice_needed=True), out
    return s, out


NO_ROLL_GROUND = {
    NoRollGround.NOT_TOGETHER: "pa:623a.8(c)(1)",
    NoRollGround.SHORT_OF_END: "pa:623a.8(c)(2)",
    NoRollGround.ON_BANK: "pa:623a.8(c)(3)",
    NoRollGround.CUP_OR_RAIL: "pa:623a.8(c)(4)",
    NoRollGround.CHEATING: "pa:623a.8(c)(5)",
    NoRollGround.IMPROPER: "pa:623a.8(c)(6)",
}


@cites("pa:623a.8(c)", "pa:623a.8(c)(1)", "pa:623a.8(c)(2)", "pa:623a.8(c)(3)", "pa:623a.8(c)(4)",
       "pa:623a.8(c)(5)", "pa:623a.8(c)(6)", "pa:623a.8(d)", "pa:623a.8(e)", "pa:623a.8(e)(1)", "pa:623a.8(e)(2)")
def no_roll(cfg: TableConfig, s: State, e: NoRoll) -> tuple[State, list[Outcome]]:
    """623a.8(c)-(e): a "no roll" called by someone entitled to, on a listed ground."""
    ready_to_throw(cfg, s)
    if e.ground is NoRollGround.TOUCHED_CHIPS:
        raise refuse("pa:623a.8(d)", "dice touching chips other than the bank is no ground for a no roll")
    if cfg.game is Game.CRAPS:
        callers, who = {Role.BOXPERSON, Role.STICKPERSON}, "pa:623a.8(e)(1)"
        improper = callers
    else:
        stick = {Role.STICKPERSON} if cfg.mini_stickperson else set()
        callers, who = {Role.DEALER, Role.FLOORPERSON} | stick, "pa:623a.8(e)(2)"
        improper = {Role.DEALER} | stick  # 623a.8(c)(6) as written leaves out the floorperson (AMB-26(c))
    if e.caller not in callers:
        raise refuse(who, f"a {e.caller.value} may not call no roll at {cfg.game.value.replace('_', '-')}")
    if e.ground is NoRollGround.IMPROPER and e.caller not in improper:
        raise refuse("pa:623a.8(c)(6)", f"a {e.caller.value} does not judge a throw improper")
    return s, [Notice("no roll", (NO_ROLL_GROUND[e.ground], who))]


@cites("pa:623a.9(b)", "pa:623a.9(c)", "pa:623a.9(c)(1)", "pa:623a.9(c)(2)")
def void_throw(cfg: TableConfig, s: State, e: VoidThrow) -> tuple[State, list[Outcome]]:
    """623a.9(b), (c): a die resting on several sides, or a face dispute settled by a rethrow."""
    ready_to_throw(cfg, s)
    if e.reason is VoidReason.FACE_DISPUTE:
        judge, clause = (Role.BOXPERSON, "pa:623a.9(c)(1)") if cfg.game is Game.CRAPS else (Role.FLOORPERSON, "pa:623a.9(c)(2)")
        if e.by is not judge:
            raise refuse(clause, f"the {judge.value} settles a face dispute")
        return s, [Notice("throw void: face dispute, rethrow", (clause,))]
    return s, [Notice("throw void: a die rests on more than one side, rethrow", ("pa:623a.9(b)",))]
