"""Three Dice Football as a pure state machine: ``step(cfg, s, e) -> Step``.

``cfg``: :class:`~croupier.reference.tdf.config.TableConfig`; ``s``:
:class:`~croupier.reference.tdf.state.State`; ``e``: an event. The dice are
offered clockwise until a player accepts and becomes Quarterback (661a.4(b),
(c)); wagers go down (661a.3, 661a.6(b)); each valid throw is one down and one
play (661a.6(c)), after which the single play wagers are settled on the dice
yards (661a.6(d)); the game ends in a touchdown, a Trips TD, a turnover or on
downs (661a.6(c), (e)) and is settled in the order of 661a.6(f)(1) or (2), with
an extra point roll only if someone has an Extra Point wager. Invalid, "no
roll" and void throws (661a.5(b), (c), (f), (g)) change nothing. A refused
event is a :class:`Rejected` outcome carrying the clause, and the state is
returned unchanged.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Iterable, Optional, Union

import attrs
import icontract

from croupier.reference.contracts import ENABLED
from croupier.reference.errors import refuse
from croupier.reference.families.table import cents, conserves, staked
from croupier.reference.families.three_dice import is_face
from croupier.reference.money import Odds, winnings
from croupier.reference.outcomes import (Handler, Notice, Outcome, Outcomes, Result, Returned, Settlement, Step,
                                         dispatch, run)
from croupier.reference.parsing import is_int
from croupier.reference.tdf import kernels
from croupier.reference.tdf.config import FractionalPayout, TableConfig, WagerRequirement
from croupier.reference.tdf.definitions import WAGER_CLAUSE, Bet, End, Kind, ThrowClass
from croupier.reference.tdf.state import (
    AcceptDice, Cocked, DeclineDice, Event, ExtraPointRoll, InvalidThrow, Join, Leave, MAX_SEATS, Medium, NewDiceSet,
    NoRoll, NoRollGround, OfferDice, PassDice, PassReason, Phase, PlaceBet, RemoveBet, State, Throw, VoidThrow, Wager,
    with_wagers,
)
from croupier.spec.citations import cites

__all__ = ["conserves", "replay", "step"]

Amount = Union[int, Fraction]

#: the wagers whose odds are not whole multiples of the stake (AMBIG-T14)
FIFTHS: frozenset[Bet] = frozenset({Bet(Kind.DEFENSE), Bet(Kind.GAME_LENGTH, 3)})


# --- seats and the dice ------------------------------------------------------------------------


def _left_of(seat: int) -> int:
    """The seat immediately to the left, i.e. next clockwise (661a.4(b), 661a.7(a))."""
    return seat % MAX_SEATS + 1


def _clockwise(s: State, start: int) -> Optional[int]:
    """The first occupied seat from ``start`` going clockwise, ``start`` included."""
    for i in range(MAX_SEATS):
        seat = (start - 1 + i) % MAX_SEATS + 1
        if seat in s.seats:
            return seat
    return None


@cites("pa:661a.2(a)")
def join(cfg: TableConfig, s: State, e: Join) -> tuple[State, Outcomes]:
    """A player takes one of the table's 16 player positions (661a.2(a))."""
    if not is_int(e.seat) or not 1 <= e.seat <= MAX_SEATS:
        raise refuse("pa:661a.2(a)", f"the table has player positions 1 to {MAX_SEATS}, not {e.seat}")
    if e.seat in s.seats:
        raise refuse("pa:661a.2(a)", f"position {e.seat} is taken")
    return attrs.evolve(s, seats=tuple(sorted(s.seats + (e.seat,)))), []


@cites("pa:661a.2(a)", "pa:661a.3(c)", "pa:661a.7(a)")
def leave(cfg: TableConfig, s: State, e: Leave) -> tuple[State, Outcomes]:
    """A player leaves once nothing of theirs is on the layout. A Quarterback leaving in mid-game is replaced by
    offering the dice as after a defence win; the game goes on unchanged (GAP-T12)."""
    if e.seat not in s.seats:
        raise refuse("pa:661a.2(a)", f"no player at position {e.seat}")
    mine = [w for w in s.wagers if w.seat == e.seat]
    if any(w.bet.full_game for w in mine) and s.full_game_fixed:
        raise refuse("pa:661a.3(c)", "a full game wager stays until the game is decided")
    if mine:
        raise refuse("pa:661a.3", "the player's wagers are taken down before leaving")
    if s.qb == e.seat and s.phase is Phase.EXTRA_POINT:
        raise refuse("pa:661a.6(f)(1)", "the Quarterback throws the extra point roll")
    out: Outcomes = []
    seats = tuple(x for x in s.seats if x != e.seat)
    if s.qb == e.seat:
        after = attrs.evolve(s, seats=seats, qb=None, offer_from=_left_of(e.seat))
        out.append(Notice("the Quarterback left: the dice are offered from the seat to his left; the game goes on "
                          "(GAP-T12)", ("pa:661a.7(a)",)))
    elif s.offered_to == e.seat:
        moved, out = _pass_offer(s, e.seat)
        after = attrs.evolve(moved, seats=seats, offered_to=moved.offered_to if moved.offered_to != e.seat else None)
    else:
        after = attrs.evolve(s, seats=seats)
    return after, out


def _pass_offer(s: State, seat: int) -> tuple[State, Outcomes]:
    """The offer moves clockwise from ``seat``; when it comes back to its first seat nobody has accepted."""
    nxt = _clockwise(s, _left_of(seat))
    if nxt is None or nxt == s.offer_started or (s.offer_started not in s.seats and nxt is not None
                                                 and _passed_start(s, seat, nxt)):
        return attrs.evolve(s, offered_to=None, offer_started=None), [
            Notice("no player accepted the dice: no game until one does (GAP-T12)", ("pa:661a.4(b)", "pa:661a.7(a)"))]
    return attrs.evolve(s, offered_to=nxt), []


def _passed_start(s: State, seat: int, nxt: int) -> bool:
    """The offer's first seat has left: has going from ``seat`` to ``nxt`` gone past where it was?"""
    start = s.offer_started or seat
    return (start - seat - 1) % MAX_SEATS < (nxt - seat - 1) % MAX_SEATS


@cites("pa:661a.4(b)", "pa:661a.7(a)")
@icontract.ensure(lambda result: result[0].offered_to is not None and result[0].qb is None,
                  "661a.4(b): the dice are offered to a player while there is no Quarterback", enabled=ENABLED)
def offer(cfg: TableConfig, s: State, e: OfferDice) -> tuple[State, Outcomes]:
    """The stickperson offers the dice to the first player clockwise from the seat left of the stickperson, or, after
    a defence win, left of the last Quarterback (661a.4(b), 661a.7(a))."""
    if s.qb is not None:
        raise refuse("pa:661a.7(a)", f"the Quarterback at position {s.qb} has the dice")
    if s.offered_to is not None:
        raise refuse("pa:661a.4(b)", f"the dice are being offered to position {s.offered_to}")
    first = _clockwise(s, s.offer_from)
    if first is None:
        raise refuse("pa:661a.4(b)", "no player to offer the dice to")
    return attrs.evolve(s, offered_to=first, offer_started=first), []


@cites("pa:661a.4(b)", "pa:661a.4(c)", "pa:661a.1#quarterback", "pa:661a.7(b)")
@icontract.ensure(lambda e, result: result[0].qb == e.seat, "661a.4(c): the first player to accept is Quarterback",
                  enabled=ENABLED)
def accept(cfg: TableConfig, s: State, e: AcceptDice) -> tuple[State, Outcomes]:
    """The player offered the dice accepts and chooses two green dice and one red (661a.4(c))."""
    if s.offered_to != e.seat:
        raise refuse("pa:661a.4(b)", f"the dice are not being offered to position {e.seat}")
    return attrs.evolve(s, qb=e.seat, offered_to=None, offer_started=None), [
        Notice(f"position {e.seat} is Quarterback and chooses two green dice and one red; the rest go to the cup",
               ("pa:661a.4(c)",) if s.games == 0 else ("pa:661a.7(b)",))]  # a later Quarterback: 661a.7(b)


@cites("pa:661a.4(b)")
def decline(cfg: TableConfig, s: State, e: DeclineDice) -> tuple[State, Outcomes]:
    """The player offered the dice declines; the offer goes on clockwise (661a.4(b))."""
    if s.offered_to != e.seat:
        raise refuse("pa:661a.4(b)", f"the dice are not being offered to position {e.seat}")
    return _pass_offer(s, e.seat)


@cites("pa:661a.7(a)")
def pass_dice(cfg: TableConfig, s: State, e: PassDice) -> tuple[State, Outcomes]:
    """Between games, the Quarterback gives up the dice, or a supervisor makes him (GAP-T12); they are then offered
    as after a defence win (661a.7(a))."""
    allowed = cfg.qb_may_voluntarily_pass if e.reason is PassReason.VOLUNTARY else cfg.supervisor_may_order_pass
    if not allowed:
        option = "qb_may_voluntarily_pass" if e.reason is PassReason.VOLUNTARY else "supervisor_may_order_pass"
        raise refuse("pa:661a.7(a)", f"this table does not allow it ({option})")
    if s.qb is None:
        raise refuse("pa:661a.7(a)", "there is no Quarterback")
    if s.started:
        raise refuse("pa:661a.7(a)", "the dice change hands between games only (GAP-T12)")
    return attrs.evolve(s, qb=None, offer_from=_left_of(s.qb)), [
        Notice("the dice are offered from the seat left of the Quarterback (GAP-T12)", ("pa:661a.7(a)",))]


@cites("pa:661a.4(d)")
def new_dice_set(cfg: TableConfig, s: State, e: NewDiceSet) -> tuple[State, Outcomes]:
    """A new set of dice comes in (661a.4(d)); in mid-game the same Quarterback chooses from it (GAP-T11)."""
    return attrs.evolve(s, dice_set=s.dice_set + 1, new_set_required=False), [
        Notice("a new set of dice; the Quarterback chooses two green and one red", ("pa:661a.4(d)", "pa:661a.4(c)"))]


# --- wagers ------------------------------------------------------------------------------------


@cites("pa:661a.3", "pa:661a.3(a)", "pa:661a.3(c)", "pa:661a.3(e)", "pa:661a.6(b)", "pa:661a.2(b)(3)", "pa:661a.8(a)")
@icontract.ensure(lambda e: e.medium is not Medium.CASH_VERBAL,
                  "661a.3(a): a wager is made only in chips, plaques or other approved instruments", enabled=ENABLED)
@icontract.ensure(lambda s, e: not e.bet.full_game or not s.full_game_fixed,
                  "661a.3(c): no full game wager is made or raised after the game's first throw", enabled=ENABLED)
@icontract.ensure(lambda cfg, e, result: cfg.table_min <= staked(result[0], e.seat, e.bet) <= cfg.table_max,
                  "661a.3(a): a wager stays within the posted limits", enabled=ENABLED)
@icontract.ensure(lambda s, e, result: staked(result[0], e.seat, e.bet) == staked(s, e.seat, e.bet) + e.amount,
                  "661a.3: the chips sit on the bet the player chose, for that player", enabled=ENABLED)
def place(cfg: TableConfig, s: State, e: PlaceBet) -> tuple[State, Outcomes]:
    """Put chips on a bet: full game wagers before the game's first throw (661a.3(c)), single play wagers before
    any throw (661a.3(e), 661a.6(b)), only chips or plaques (661a.3(a)), within the posted limits."""
    if e.medium is Medium.CASH_VERBAL:
        raise refuse("pa:661a.3(a)", "a verbal wager accompanied by cash is not accepted")
    if not cents(e.amount):
        raise refuse("pa:661a.3(a)", "a wager is a positive number of cents in chips or plaques")
    if e.seat not in s.seats:
        raise refuse("pa:661a.2(a)", f"no player at position {e.seat}")
    bad = e.bet.problem()
    if bad is not None:
        raise refuse(*bad)
    if not cfg.offers(e.bet.kind):
        raise refuse("pa:661a.2(b)(3)", f"{e.bet.kind.value} is not offered at this table")
    if e.bet.full_game and s.full_game_fixed:
        raise refuse("pa:661a.3(c)", "full game wagers are made before the game's first throw")
    if s.phase is Phase.EXTRA_POINT and not cfg.single_play_on_extra_point_roll:
        raise refuse("pa:661a.6(f)(1)", "single play wagers are settled before the extra point roll "
                                        "(single_play_on_extra_point_roll)")
    total = e.amount + staked(s, e.seat, e.bet)
    if total < cfg.table_min:
        raise refuse("pa:661a.3(a)", f"below the table minimum of {cfg.table_min}")
    if total > cfg.table_max:
        raise refuse("pa:661a.3(a)", f"above the table maximum of {cfg.table_max}")
    if cfg.fractional_payout_policy is FractionalPayout.REJECT_NON_MULTIPLE_OF_5 and e.bet in FIFTHS and total % 5:
        raise refuse("pa:661a.8(a)", f"{e.bet} pays in fifths: the stake must be a multiple of 5 "
                                     "(fractional_payout_policy)")
    w = s.wager(e.seat, e.bet)
    rest = [x for x in s.wagers if x is not w]
    return attrs.evolve(s, wagers=with_wagers(rest + [Wager(e.seat, e.bet, total)])), []


@cites("pa:661a.3(c)", "pa:661a.3(e)")
@icontract.ensure(lambda s, e: not e.bet.full_game or not s.full_game_fixed,
                  "661a.3(c): no full game wager is withdrawn after the game's first throw", enabled=ENABLED)
def remove(cfg: TableConfig, s: State, e: RemoveBet) -> tuple[State, Outcomes]:
    """Take a wager back: a full game wager only before the game's first throw (661a.3(c)), a throw that did not
    count included (AMBIG-T10); a single play wager until the throw, where the table allows it (GAP-T8)."""
    w = s.wager(e.seat, e.bet)
    if w is None:
        raise refuse("pa:661a.3", f"position {e.seat} has no wager on {e.bet}")
    if e.bet.full_game:
        if s.full_game_fixed:
            raise refuse("pa:661a.3(c)", "a full game wager cannot be withdrawn after the game's first throw")
        clause = "pa:661a.3(c)"
    else:
        if not cfg.single_play_removable_before_throw:
            raise refuse("pa:661a.3(e)", "this table does not let a single play wager be taken back "
                                         "(single_play_removable_before_throw)")
        clause = "pa:661a.3(e)"
    rest = tuple(x for x in s.wagers if x is not w)
    return attrs.evolve(s, wagers=rest), [Returned(w.seat, w.bet, w.amount, (clause,))]


# --- payouts -----------------------------------------------------------------------------------


def _won(cfg: TableConfig, w: Wager, pays: int, to: int, clauses: tuple[str, ...]) -> Outcomes:
    """A win at "pays to to" on ``w``: exact, or floored to the cent, as fractional_payout_policy says (AMBIG-T14)."""
    exact = winnings(w.amount, Odds(pays, to))
    amount: Amount = int(exact) if exact.denominator == 1 else exact
    out: Outcomes = []
    if exact.denominator != 1:
        if cfg.fractional_payout_policy is FractionalPayout.ROUND_DOWN_TO_MIN_UNIT:
            amount = math.floor(exact)
        else:
            out.append(Notice(f"{w.bet} at position {w.seat} wins {exact} cents, which chips cannot pay exactly "
                              "(AMBIG-T14)", ("pa:661a.8(a)",)))
    return [Settlement(w.seat, w.bet, Result.WIN, amount, clauses), *out]


def _lost(w: Wager, clauses: tuple[str, ...]) -> Settlement:
    return Settlement(w.seat, w.bet, Result.LOSE, w.amount, clauses)


def _rule(bet: Bet) -> str:
    return f"pa:661a.3(b)(6)({'i ii iii iv v vi'.split()[bet.n - 1]})" if bet.kind is Kind.GAME_LENGTH \
        else WAGER_CLAUSE[bet.kind]


def _single_play(cfg: TableConfig, wagers: Iterable[Wager], dice: tuple[int, int, int], when: str) -> Outcomes:
    """Single play wagers on one throw, by the dice yards (661a.6(d)): losers collected, winners paid."""
    out: Outcomes = []
    for w in wagers:
        x = kernels.single_play_pays(w.bet.kind, *dice)
        if x == kernels.LOSES:
            out.append(_lost(w, (_rule(w.bet), when)))
        else:
            out += _won(cfg, w, x, 1, (_rule(w.bet), "pa:661a.8(b)", when))
    return out


def _full_game(cfg: TableConfig, w: Wager, end: End, play: int, when: str) -> Outcomes:
    odds = kernels.full_game_odds(w.bet.kind, w.bet.n, end, play)
    if odds is None:
        return [_lost(w, (_rule(w.bet), when))]
    return _won(cfg, w, *odds, (_rule(w.bet), "pa:661a.8(a)", when))


def _extra_point(cfg: TableConfig, w: Wager, dice: tuple[int, int, int]) -> Outcomes:
    case = kernels.extra_point_case(*dice)
    if case is None:
        return [_lost(w, ("pa:661a.3(b)(3)", "pa:661a.6(f)(1)"))]
    rule = "pa:661a.3(b)(3)(ii)" if case == "other_triple" else "pa:661a.3(b)(3)(i)"
    return _won(cfg, w, kernels.extra_point_pays(*dice), 1, (rule, "pa:661a.8(a)", "pa:661a.6(f)(1)"))


# --- the game ----------------------------------------------------------------------------------


def _dice(values: tuple[int, int, int]) -> None:
    if not all(is_face(d) for d in values):
        raise refuse("pa:661a.5(e)", f"each die shows one face, 1 to 6, not {values}")


def _thrower(s: State) -> None:
    if s.qb is None:
        raise refuse("pa:661a.5(a)", "only the Quarterback throws, and there is none")
    if s.new_set_required:
        raise refuse("pa:661a.4(d)", "a die was lost: a new set of dice comes in first")


def _required_wagers(cfg: TableConfig, s: State) -> None:
    """661a.6(b), AMBIG-T7: who must have a wager before the game's first throw."""
    rule = cfg.pre_first_throw_wager_requirement
    if s.started or rule is WagerRequirement.NONE:
        return
    who = (s.qb,) if rule is WagerRequirement.QUARTERBACK_ONLY else s.seats
    bare = [x for x in who if not any(w.seat == x for w in s.wagers)]
    if bare:
        raise refuse("pa:661a.6(b)", f"before the first throw each player places a wager: none from position "
                                     f"{bare[0]} (pre_first_throw_wager_requirement)")


#: how a down that does not end the game moved the marker (661a.6(c)(1)-(3))
DOWN_CLAUSE: dict[ThrowClass, str] = {ThrowClass.GAIN: "pa:661a.6(c)(1)", ThrowClass.PENALTY: "pa:661a.6(c)(2)",
                                      ThrowClass.NO_GAIN: "pa:661a.6(c)(3)"}
#: what ended the game (661a.6(c)(1): a gain to the goal line; (c)(4), (c)(5); (e)(1): no 1st & Goal in three downs;
#: downs used up in the goal series end it under (e)(2))
END_CLAUSE: dict[End, tuple[str, ...]] = {End.TOUCHDOWN: ("pa:661a.6(c)(1)", "pa:661a.1#touchdown"),
                                          End.TRIPS_TD: ("pa:661a.6(c)(5)",), End.TURNOVER: ("pa:661a.6(c)(4)",),
                                          End.DOWNS_EXHAUSTED: ("pa:661a.6(e)(1)",)}
#: 661a.6(a): the next game is set up as soon as one ends
_SET_UP = Notice("the next game: Down Puck on 1st Down, Yard Marker on the 20, Game Length Puck on Play 1",
                 ("pa:661a.6(a)",))


def _did_not_count(s: State) -> State:
    """AMBIG-T10: a throw that did not count (661a.5(b), (c), (f), (g)) leaves the field and every wager as they
    were, but it is a throw of the dice: full game wagers are fixed from then on (661a.3(c))."""
    return attrs.evolve(s, thrown=True)


def _new_game(s: State) -> State:
    """661a.6(a): Down Puck on 1st Down, Yard Marker on the 20, Game Length Puck on Play 1."""
    return attrs.evolve(s, phase=Phase.DRIVE, yard=kernels.START_YARD, goal=False, earned=False, down=1, play=1,
                        games=s.games + 1, thrown=False)


@cites("pa:661a.5(a)", "pa:661a.5(e)", "pa:661a.5(f)", "pa:661a.5(h)", "pa:661a.6(b)", "pa:661a.6(c)", "pa:661a.6(d)",
       "pa:661a.6(a)", "pa:661a.6(e)", "pa:661a.6(f)", "pa:661a.6(f)(1)", "pa:661a.6(f)(2)", "pa:661a.6(g)",
       "pa:661a.1#down", "pa:661a.7", "pa:661a.7(a)")
@icontract.ensure(lambda e, result: e.cocked is Cocked.TWO_SIDES
                  or not any(not w.bet.full_game for w in result[0].wagers),
                  "661a.3(e), 661a.6(d): every single play wager is settled on the throw it was made for",
                  enabled=ENABLED)
@icontract.ensure(lambda s, e, result: e.cocked is Cocked.TWO_SIDES or result[0].phase is Phase.EXTRA_POINT
                  or result[0].play == s.play + 1 or result[0].play == 1,
                  "661a.6(c): a valid throw is one play; a game that ends starts the next on play 1", enabled=ENABLED)
def throw(cfg: TableConfig, s: State, e: Throw) -> tuple[State, Outcomes]:
    """One down: the stickperson calls the faces (661a.5(e); a cocked die reads the face opposite its resting side,
    two resting sides void the throw, 661a.5(f)); the marker moves (661a.6(c), (e)); the single play wagers are
    settled on the dice (661a.6(d)); a game that ends is settled in the order of 661a.6(f)."""
    if s.phase is Phase.EXTRA_POINT:
        raise refuse("pa:661a.6(f)(1)", "the game is over: the next throw is the extra point roll")
    _thrower(s)
    dice = (e.g1, e.g2, e.r)
    _dice(dice)
    _required_wagers(cfg, s)
    if e.cocked is Cocked.TWO_SIDES:
        return _did_not_count(s), [Notice("void: a cocked die rests on more than one side; throw again",
                                          ("pa:661a.5(f)",))]
    yard, goal, down, play, earned, end = kernels.next_down(
        s.yard, s.goal, s.down, s.play, s.earned, *dice, cfg.reset_on_10, cfg.reach_zero, cfg.goal_status_sticky_after_penalty)
    singles = [w for w in s.wagers if not w.bet.full_game]
    full = [w for w in s.wagers if w.bet.full_game]
    if end is None:
        out = _single_play(cfg, singles, dice, "pa:661a.6(d)")
        after = attrs.evolve(s, yard=yard, goal=goal, down=down, play=play, earned=earned, wagers=tuple(full))
        why = (DOWN_CLAUSE[kernels.classify(*dice)],) + (("pa:661a.6(e)(2)",) if goal and not s.goal else ())
        out.append(Notice(f"{after.down_puck}, {yard} yards to the goal line", why + ("pa:661a.6(d)",)))
        return after, out
    return _end_of_game(cfg, s, full, singles, dice, end)


def _end_of_game(cfg: TableConfig, s: State, full: list[Wager], singles: list[Wager], dice: tuple[int, int, int],
                 end: End) -> tuple[State, Outcomes]:
    assert s.qb is not None
    play = s.play
    ended = END_CLAUSE[end] if end is not End.DOWNS_EXHAUSTED or not s.goal else ("pa:661a.6(e)(2)",)
    out: Outcomes = [Notice(f"game over on play {play}: {end.value.replace('_', ' ')}", ended)]
    of = {k: [w for w in full if w.bet.kind is k] for k in Kind}
    if end.scored:
        when = "pa:661a.6(f)(1)"
        out += [_lost(w, (_rule(w.bet), when)) for w in of[Kind.DEFENSE]]
        out += _single_play(cfg, singles, dice, when)
        extra_point = bool(of[Kind.EXTRA_POINT])
        deferred = of[Kind.GAME_LENGTH] if extra_point and cfg.extra_point_roll_counts_as_play else []
        for k in (Kind.QUICK_STRIKE_TD, Kind.GAME_CHANGER, Kind.GAME_LENGTH):
            for w in of[k]:
                if w not in deferred:
                    out += _full_game(cfg, w, end, play, when)
        if extra_point:
            waiting = of[Kind.TOUCHDOWN] + of[Kind.EXTRA_POINT] + deferred
            out.append(Notice("the Quarterback throws the extra point roll", ("pa:661a.6(f)(1)",)))
            return attrs.evolve(s, phase=Phase.EXTRA_POINT, yard=0, wagers=with_wagers(waiting)), out
        for w in of[Kind.TOUCHDOWN]:
            out += _full_game(cfg, w, end, play, when)
        out.append(Notice("no Extra Point wager: no extra point roll; the Quarterback keeps the dice",
                          ("pa:661a.6(f)(1)", "pa:661a.7(a)")))
        return _new_game(attrs.evolve(s, wagers=())), out + [_SET_UP]
    when = "pa:661a.6(f)(2)"
    out += [_lost(w, (_rule(w.bet), when)) for w in of[Kind.TOUCHDOWN] + of[Kind.EXTRA_POINT]]
    for w in of[Kind.DEFENSE]:
        out += _full_game(cfg, w, end, play, when)
    out += _single_play(cfg, singles, dice, when)
    for k in (Kind.QUICK_STRIKE_TD, Kind.GAME_CHANGER, Kind.GAME_LENGTH):
        for w in of[k]:
            out += _full_game(cfg, w, end, play, when)
    out.append(Notice("the defence wins: the dice are offered from the seat left of the Quarterback",
                      ("pa:661a.7(a)",)))
    return _new_game(attrs.evolve(s, wagers=(), qb=None, offer_from=_left_of(s.qb))), out + [_SET_UP]


@cites("pa:661a.6(f)(1)", "pa:661a.1#extra-point-roll", "pa:661a.1#triple", "pa:661a.3(b)(3)", "pa:661a.7(a)")
@icontract.ensure(lambda result: result[0].phase is Phase.DRIVE and result[0].wagers == (),
                  "661a.6(f)(1): the extra point roll settles everything that waited for it", enabled=ENABLED)
@icontract.ensure(lambda s, result: result[0].qb == s.qb,
                  "661a.7(a): after a touchdown the Quarterback keeps the dice", enabled=ENABLED)
def extra_point_roll(cfg: TableConfig, s: State, e: ExtraPointRoll) -> tuple[State, Outcomes]:
    """The extra point roll: then Touchdown wagers are paid and Extra Point wagers settled (661a.6(f)(1)); a triple is
    a Triple, not a Trips TD (NOTE-T17). The Quarterback keeps the dice (661a.7(a))."""
    if s.phase is not Phase.EXTRA_POINT:
        raise refuse("pa:661a.6(f)(1)", "an extra point roll follows a touchdown on which an Extra Point wager rides")
    _thrower(s)
    dice = (e.d1, e.d2, e.d3)
    _dice(dice)
    when = "pa:661a.6(f)(1)"
    out: Outcomes = []
    singles = [w for w in s.wagers if not w.bet.full_game]
    out += _single_play(cfg, singles, dice, "pa:661a.6(b)")
    for w in s.wagers:
        if w.bet.kind is Kind.GAME_LENGTH:  # extra_point_roll_counts_as_play: the roll is one play more (AMBIG-T6)
            out += _full_game(cfg, w, End.TOUCHDOWN, s.play + 1, when)
    for w in s.wagers:
        if w.bet.kind is Kind.TOUCHDOWN:
            out += _full_game(cfg, w, End.TOUCHDOWN, s.play, when)
    for w in s.wagers:
        if w.bet.kind is Kind.EXTRA_POINT:
            out += _extra_point(cfg, w, dice)
    out.append(Notice("the Quarterback keeps the dice", ("pa:661a.7(a)",)))
    return _new_game(attrs.evolve(s, wagers=())), out + [_SET_UP]


@cites("pa:661a.5", "pa:661a.5(b)", "pa:661a.4(d)")
@icontract.ensure(lambda s, result: attrs.evolve(result[0], new_set_required=s.new_set_required)
                  == _did_not_count(s),
                  "661a.5(b), AMBIG-T10: an invalid throw changes nothing on the field or the layout", enabled=ENABLED)
def invalid_throw(cfg: TableConfig, s: State, e: InvalidThrow) -> tuple[State, Outcomes]:
    """661a.5(b): a die off the table or on another die: the throw is invalid and repeated with every wager live; a
    lost die brings in a new set (661a.4(d)). It is a throw of the dice: the wagers 661a.6(b) requires before the
    first throw are due before it, and the full game wagers are fixed from then on (661a.3(c))."""
    _thrower(s)
    _required_wagers(cfg, s)
    out: Outcomes = [Notice(f"invalid throw ({e.why.value.replace('_', ' ')}): throw again", ("pa:661a.5(b)",))]
    if e.lost:
        out.append(Notice("a die is lost: a new set of dice is required", ("pa:661a.4(d)",)))
        return attrs.evolve(_did_not_count(s), new_set_required=True), out
    return _did_not_count(s), out


@cites("pa:661a.5(c)", "pa:661a.5(c)(1)", "pa:661a.5(c)(2)", "pa:661a.5(c)(3)", "pa:661a.5(c)(4)", "pa:661a.5(c)(5)",
       "pa:661a.5(c)(6)", "pa:661a.5(d)")
@icontract.ensure(lambda s, result: result[0] == _did_not_count(s),
                  "661a.5(c), AMBIG-T10: \"no roll\" changes nothing on the field or the layout", enabled=ENABLED)
def no_roll(cfg: TableConfig, s: State, e: NoRoll) -> tuple[State, Outcomes]:
    """661a.5(c): the stickperson calls "no roll" on one of its grounds; dice that hit players' chips are no ground
    (661a.5(d)). Like an invalid throw, it needs the wagers of 661a.6(b) and fixes the full game wagers."""
    _thrower(s)
    if e.ground is NoRollGround.OFF_PLAYER_CHIPS:
        raise refuse("pa:661a.5(d)", "dice hitting chips or plaques other than the bank is no ground for \"no roll\"")
    _required_wagers(cfg, s)
    return _did_not_count(s), [Notice("no roll: throw again", (f"pa:661a.5(c)({e.ground.value})",))]


@cites("pa:661a.5(g)")
@icontract.ensure(lambda s, result: result[0] == _did_not_count(s),
                  "661a.5(g), AMBIG-T10: a void throw changes nothing on the field or the layout", enabled=ENABLED)
def void_throw(cfg: TableConfig, s: State, e: VoidThrow) -> tuple[State, Outcomes]:
    """661a.5(g): a disputed face: the stickperson voids the throw and orders a rethrow. Like an invalid throw, it
    needs the wagers of 661a.6(b) and fixes the full game wagers."""
    _thrower(s)
    _required_wagers(cfg, s)
    return _did_not_count(s), [Notice("void: a disputed face; throw again", ("pa:661a.5(g)",))]


# --- the entry point ---------------------------------------------------------------------------


def _placed(e: Event, result: Step[State]) -> int:
    return e.amount if isinstance(e, PlaceBet) and not result.rejected else 0


def _defense_first(outcomes: tuple[Outcome, ...]) -> bool:
    """661a.6(f): Defense is settled before every wager but Touchdown and Extra Point (taken with it on no score)."""
    kinds = [o.bet.kind for o in outcomes if isinstance(o, Settlement)]
    if Kind.DEFENSE not in kinds:
        return True
    last = max(i for i, k in enumerate(kinds) if k is Kind.DEFENSE)
    return all(k in (Kind.DEFENSE, Kind.TOUCHDOWN, Kind.EXTRA_POINT) for k in kinds[:last])


def _touchdown_after_extra_point_roll(s: State, e: Event, result: Step[State]) -> bool:
    """661a.6(f)(1): with an Extra Point wager up, Touchdown is paid only after the extra point roll."""
    if not isinstance(e, Throw) or result.rejected or result.state.phase is not Phase.EXTRA_POINT:
        return True
    return not any(isinstance(o, Settlement) and o.bet.kind in (Kind.TOUCHDOWN, Kind.EXTRA_POINT)
                   for o in result.outcomes)


_HANDLERS: dict[type, Handler] = {
    Join: join,
    Leave: leave,
    OfferDice: offer,
    AcceptDice: accept,
    DeclineDice: decline,
    PlaceBet: place,
    RemoveBet: remove,
    Throw: throw,
    InvalidThrow: invalid_throw,
    NoRoll: no_roll,
    VoidThrow: void_throw,
    ExtraPointRoll: extra_point_roll,
    PassDice: pass_dice,
    NewDiceSet: new_dice_set,
}


@cites("pa:661a.3", "pa:661a.6", "pa:661a.6(f)", "pa:661a.6(g)")
@icontract.ensure(lambda s, result: not result.rejected or result.state == s,
                  "a refused event leaves the state unchanged", enabled=ENABLED)
@icontract.ensure(lambda s, e, result: conserves(s, result.state, result.outcomes, _placed(e, result)),
                  "chip conservation: every chip that leaves the layout is returned or settled", enabled=ENABLED)
@icontract.ensure(lambda result: _defense_first(result.outcomes),
                  "661a.6(f)(1), (2): Defense wagers are settled first at the end of a game", enabled=ENABLED)
@icontract.ensure(lambda s, e, result: _touchdown_after_extra_point_roll(s, e, result),
                  "661a.6(f)(1): Touchdown and Extra Point wait for the extra point roll", enabled=ENABLED)
def step(cfg: TableConfig, s: State, e: Event) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    return dispatch(_HANDLERS, cfg, s, e, unknown="pa:661a.3(a)", game="a Three Dice Football")


def replay(cfg: TableConfig, events: Iterable[Event], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (an empty table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)

