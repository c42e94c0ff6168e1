"""Sic Bo as a pure state machine: ``step(cfg, s, e) -> Step``.

``cfg``: :class:`~croupier.reference.sicbo.config.TableConfig`; ``s``:
:class:`~croupier.reference.sicbo.state.State`; ``e``: an event. A round runs
shake (625a.5(b)), "no more bets" (625a.5(c)), reveal and entry of the values
(625a.5(d)), collection of the losers and then payment of the winners
(625a.5(e)), and the clearing of the lights (625a.5(f)), which reopens
betting. A winning stake stays on its spot and rides into the next round
unless the player takes it back (AMBIG-6). A refused event is a
:class:`Rejected` outcome carrying the clause, and the state is returned
unchanged.
"""

from __future__ import annotations

from typing import Iterable, Optional

import attrs
import icontract

from croupier.reference.contracts import ENABLED
from croupier.reference.errors import refuse
from croupier.reference.families.table import cents, staked
from croupier.reference.families.three_dice import is_face
from croupier.reference.money import Odds, winnings
from croupier.reference.outcomes import (Handler, Notice, Outcome, Outcomes, Result, Returned, Settlement, Step,
                                         dispatch, run)
from croupier.reference.sicbo import kernels
from croupier.reference.sicbo.config import DeviceFailBeforeReveal, Resume, SettlementSource, Shaker, TableConfig
from croupier.reference.sicbo.definitions import WAGER_CLAUSE
from croupier.reference.sicbo.state import (
    Abandon, Activate, Enter, Event, Malfunction, Medium, NoMoreBets, NoRoll, Part, Phase, PlaceBet, RemoveBet, Repair,
    Reveal, Shake, ShakerFailure, State, SwitchToManual, Wager, with_wagers,
)
from croupier.spec.citations import cites

__all__ = ["conserves", "replay", "shaker_in_use", "step"]


#: the least number of shakes of a manual shaker (625a.5(b)(1))
MIN_SHAKES = 3


def shaker_in_use(cfg: TableConfig, s: State) -> Shaker:
    """The shaker that starts the next round: the configured one, or a manual one after 625a.7(d)."""
    return Shaker.MANUAL if s.switched_to_manual else cfg.shaker


# --- wagers ------------------------------------------------------------------------------------


@cites("pa:625a.4", "pa:625a.4(a)", "pa:625a.4(b)", "pa:625a.5(c)", "pa:625a.3")
@icontract.ensure(lambda e: e.medium is not Medium.CASH_VERBAL,
                  "625a.4(a): a wager is taken only in value chips or plaques", enabled=ENABLED)
@icontract.ensure(lambda cfg, e, result: cfg.table_min <= staked(result[0], e.seat, e.spot) <= cfg.table_max,
                  "625a.4(a), GAP-14: a wager stays within the posted limits", enabled=ENABLED)
@icontract.ensure(lambda s, e, result: staked(result[0], e.seat, e.spot) == staked(s, e.seat, e.spot) + e.amount,
                  "625a.4(b): the chips sit on the spot the player chose, for that player", enabled=ENABLED)
@icontract.ensure(lambda s: s.betting_open, "625a.5(c): no wager is made after \"no more bets\"", enabled=ENABLED)
def place(cfg: TableConfig, s: State, e: PlaceBet) -> tuple[State, Outcomes]:
    """Put chips on a spot. Only chips or plaques (625a.4(a)), only a layout spot the table offers, only before
    "no more bets" (625a.5(c)), within the posted limits (GAP-14). The wager is recorded where the player put it
    (625a.4(b))."""
    if e.medium is Medium.CASH_VERBAL:
        raise refuse("pa:625a.4(a)", "a verbal wager accompanied by cash is not accepted")
    if not cents(e.amount):
        raise refuse("pa:625a.4(a)", "a wager is a positive number of cents in chips or plaques")
    if e.seat < 1:
        raise refuse("pa:625a.4(b)", "a wager belongs to a player position, numbered from 1")
    bad = e.spot.problem()
    if bad is not None:
        raise refuse(*bad)
    if not cfg.offers(e.spot.kind):
        raise refuse("pa:625a.1(c)(3)", f"{e.spot.kind.value} is not offered at this table")
    _betting_open(s, "no wager is made after \"no more bets\"")
    if s.suspended:
        raise refuse("pa:625a.7(b)", "gaming has ceased until the electrical device is repaired")
    w = s.wager(e.seat, e.spot)
    total = e.amount + (w.amount if w else 0)
    if total < cfg.table_min:
        raise refuse("pa:625a.4(a)", f"below the table minimum of {cfg.table_min}")
    if total > cfg.table_max:
        raise refuse("pa:625a.4(a)", f"above the table maximum of {cfg.table_max}")
    rest = [x for x in s.wagers if x is not w]
    return attrs.evolve(s, wagers=with_wagers(rest + [Wager(e.seat, e.spot, total)])), []


@cites("pa:625a.5(c)")
@icontract.ensure(lambda s: s.betting_open, "625a.5(c): no wager is withdrawn after \"no more bets\"",
                  enabled=ENABLED)
def remove(cfg: TableConfig, s: State, e: RemoveBet) -> tuple[State, Outcomes]:
    """Take a wager back before "no more bets", where the table allows it (AMBIG-6)."""
    w = s.wager(e.seat, e.spot)
    if w is None:
        raise refuse("pa:625a.4(b)", f"seat {e.seat} has no wager on {e.spot}")
    _betting_open(s, "no wager is withdrawn after \"no more bets\"")
    if not cfg.wager_removal_before_close and not s.suspended:
        raise refuse("pa:625a.5(c)", "this table does not let a wager be taken back (wager_removal_before_close)")
    rest = tuple(x for x in s.wagers if x is not w)
    return attrs.evolve(s, wagers=rest), [Returned(w.seat, w.spot, w.amount, ("pa:625a.5(c)",))]


def _returned(outcomes: Outcomes) -> int:
    return sum(int(o.amount) for o in outcomes if isinstance(o, Returned))


def _betting_open(s: State, reason: str) -> None:
    if not s.betting_open:
        raise refuse("pa:625a.5(c)", reason)


# --- the round ---------------------------------------------------------------------------------


def _ready(cfg: TableConfig, s: State) -> None:
    if s.phase is not Phase.BETTING:
        raise refuse("pa:625a.5(b)", "a round starts only once the previous one is cleared (625a.5(f))")
    if s.suspended:
        raise refuse("pa:625a.7(b)", "gaming has ceased until the electrical device is repaired")
    if s.held or not s.device_ok:
        raise refuse("pa:625a.5(d)", "no round starts while the electrical device is out of order")


@cites("pa:625a.5", "pa:625a.5(b)", "pa:625a.5(b)(1)")
@icontract.ensure(lambda s, result: s.phase is Phase.BETTING and result[0].phase is Phase.SHAKEN,
                  "625a.5(b): a round starts, once the last is cleared, with the shake", enabled=ENABLED)
@icontract.ensure(lambda e: e.covered and e.shakes >= MIN_SHAKES,
                  "625a.5(b)(1): the cover on and at least three shakes", enabled=ENABLED)
def shake(cfg: TableConfig, s: State, e: Shake) -> tuple[State, Outcomes]:
    """Start a round with the manual shaker: cover on and at least three shakes (625a.5(b)(1))."""
    _ready(cfg, s)
    if shaker_in_use(cfg, s) is not Shaker.MANUAL:
        raise refuse("pa:625a.5(b)(2)", "this table's rounds start by activating the automated shaker")
    if not e.covered:
        raise refuse("pa:625a.5(b)(1)", "the cover goes on the manual shaker before it is shaken")
    if e.shakes < MIN_SHAKES:
        raise refuse("pa:625a.5(b)(1)", f"the manual shaker is shaken at least {MIN_SHAKES} times, not {e.shakes}")
    return attrs.evolve(s, phase=Phase.SHAKEN), []


@cites("pa:625a.5(b)(2)")
@icontract.ensure(lambda cfg, s, result: shaker_in_use(cfg, s) is Shaker.AUTOMATED and not s.auto_out_of_service
                  and result[0].phase is Phase.SHAKEN,
                  "625a.5(b)(2): only a working automated shaker is activated to start a round", enabled=ENABLED)
def activate(cfg: TableConfig, s: State, e: Activate) -> tuple[State, Outcomes]:
    """Start a round by activating the automated shaker (625a.5(b)(2))."""
    _ready(cfg, s)
    if shaker_in_use(cfg, s) is not Shaker.AUTOMATED:
        raise refuse("pa:625a.5(b)(1)", "this table's rounds start with the manual shaker")
    if s.auto_out_of_service:
        raise refuse("pa:625a.7(d)", "the automated shaker is out of order")
    return attrs.evolve(s, phase=Phase.SHAKEN), []


def _return_all(s: State, clauses: tuple[str, ...]) -> Outcomes:
    return [Returned(w.seat, w.spot, w.amount, clauses) for w in s.wagers]


@cites("pa:625a.7", "pa:625a.7(c)")
@icontract.ensure(lambda s, result: result[0].wagers == () and _returned(result[1]) == s.layout_total,
                  "625a.7(c): the round is void and every wager returned", enabled=ENABLED)
def shaker_failure(cfg: TableConfig, s: State, e: ShakerFailure) -> tuple[State, Outcomes]:
    """625a.7(c): the automated shaker failed when activated: the round is void and every wager returned."""
    if s.phase is not Phase.SHAKEN or shaker_in_use(cfg, s) is not Shaker.AUTOMATED:
        raise refuse("pa:625a.7(c)", "only an automated shaker that has just been activated can fail on activation")
    out = _return_all(s, ("pa:625a.7(c)",))
    out.append(Notice("round void: the automated shaker failed on activation", ("pa:625a.7(c)",)))
    # a round held for a device failure is void with it: nothing is left to hold (GAP-8)
    return attrs.evolve(s, phase=Phase.BETTING, wagers=(), auto_out_of_service=True, held=False), out


@cites("pa:625a.7(d)")
def switch_to_manual(cfg: TableConfig, s: State, e: SwitchToManual) -> tuple[State, Outcomes]:
    """625a.7(d): a manual shaker replaces the automated one only once its dice are out and it is covered or signed."""
    if shaker_in_use(cfg, s) is not Shaker.AUTOMATED:
        raise refuse("pa:625a.7(d)", "the table already uses a manual shaker")
    if s.phase is not Phase.BETTING:
        raise refuse("pa:625a.5(b)", "the shaker is changed between rounds")
    if not (e.dice_removed and e.covered_or_signed):
        raise refuse("pa:625a.7(d)", "the dice must be taken out of the automated shaker and it must be covered or "
                                     "signed out of order first")
    return attrs.evolve(s, switched_to_manual=True, auto_out_of_service=True), [
        Notice("manual shaker in use; the automated shaker is out of order", ("pa:625a.7(d)",))]


@cites("pa:625a.5(c)")
@icontract.ensure(lambda s, result: s.phase is Phase.SHAKEN and result[0].phase is Phase.CLOSED,
                  "625a.5(c): \"no more bets\" closes the layout after the shake and before the reveal", enabled=ENABLED)
def no_more_bets(cfg: TableConfig, s: State, e: NoMoreBets) -> tuple[State, Outcomes]:
    """625a.5(c): the call that closes the layout, made before the dice are revealed."""
    if s.phase is not Phase.SHAKEN:
        raise refuse("pa:625a.5(c)", "\"no more bets\" is called once the dice are shaken and before they are revealed")
    return attrs.evolve(s, phase=Phase.CLOSED), []


def _dice(values: tuple[int, int, int]) -> None:
    if not all(is_face(d) for d in values):
        raise refuse("pa:625a.2(a)", f"three dice, each showing 1 to 6, not {values}")


@cites("pa:625a.2(a)", "pa:625a.5(d)")
@icontract.ensure(lambda s: s.phase is Phase.CLOSED and not s.held,
                  "625a.5(d): the dice are uncovered only after the call, with a working device", enabled=ENABLED)
@icontract.ensure(lambda result: result[0].dice is not None and len(result[0].dice) == 3
                  and all(1 <= d <= 6 for d in result[0].dice),
                  "625a.2(a): three dice, each showing 1 to 6", enabled=ENABLED)
def reveal(cfg: TableConfig, s: State, e: Reveal) -> tuple[State, Outcomes]:
    """625a.5(d): the dice are uncovered after "no more bets"; all three lie flat."""
    if s.phase is not Phase.CLOSED:
        raise refuse("pa:625a.5(c)", "the dice are revealed only after \"no more bets\"")
    if s.held:
        raise refuse("pa:625a.5(d)", "the dice stay covered while the electrical device is out of order (GAP-8)")
    values = (e.d1, e.d2, e.d3)
    _dice(values)
    return attrs.evolve(s, phase=Phase.REVEALED, dice=values), []


@cites("pa:625a.7", "pa:625a.7(a)")
@icontract.ensure(lambda s, result: result[0].wagers == () and _returned(result[1]) == s.layout_total
                  and not any(isinstance(o, Settlement) for o in result[1]),
                  "625a.7(a): no roll: every wager returned, nothing decided", enabled=ENABLED)
def no_roll(cfg: TableConfig, s: State, e: NoRoll) -> tuple[State, Outcomes]:
    """625a.7(a): a die not flat on the floor of the shaker: "no roll", every wager returned, the round void (AMBIG-7)."""
    if s.phase is not Phase.CLOSED or s.held:
        raise refuse("pa:625a.7(a)", "\"no roll\" is called when the tossed dice are uncovered")
    out = _return_all(s, ("pa:625a.7(a)",))
    out.append(Notice("no roll: every wager returned; betting reopens (AMBIG-7)", ("pa:625a.7(a)",)))
    return attrs.evolve(s, phase=Phase.BETTING, wagers=()), out


@cites("pa:625a.4(c)", "pa:625a.5(d)", "pa:625a.5(e)", "pa:625a.5(f)", "pa:625a.7(b)", "pa:625a.3", "pa:625a.6")
@icontract.ensure(lambda result: result[0].phase is Phase.BETTING and result[0].dice is None,
                  "625a.5(f): once losers are collected and winners paid the lights are cleared", enabled=ENABLED)
@icontract.ensure(lambda s, e: (s.device_ok and s.display_ok) or e.supervisor,
                  "625a.7(b): after a failure the layout is settled only before a floorperson or above", enabled=ENABLED)
@icontract.ensure(lambda s, result: len([o for o in result[1] if isinstance(o, Settlement)]) == len(s.wagers),
                  "625a.4(c), 625a.5(e): every wager on the layout is settled, none twice", enabled=ENABLED)
def enter(cfg: TableConfig, s: State, e: Enter) -> tuple[State, Outcomes]:
    """Key in the values; settle every wager by its spot (625a.4(c)): losers collected first, then winners paid
    at the 625a.6 odds (625a.5(e)); the lights cleared (625a.5(f)). After a 625a.7(b) failure the same
    settlement is made by hand before a floorperson or above, and gaming then ceases until the repair."""
    if s.phase is not Phase.REVEALED or s.dice is None:
        raise refuse("pa:625a.5(d)", "values are keyed in once the dice are revealed")
    entered = (e.e1, e.e2, e.e3)
    _dice(entered)
    manual = not (s.device_ok and s.display_ok)
    if manual and not e.supervisor:
        raise refuse("pa:625a.7(b)", "after a device or display failure the dealer settles only with a floorperson "
                                     "or above present")
    out: Outcomes = []
    values = entered
    if sorted(entered) != sorted(s.dice):
        out.append(Notice(f"value-entry irregularity: keyed in {entered}, dice show {s.dice}; a supervisor is "
                          "called (GAP-12)", ("pa:625a.4(c)",)))
        if cfg.settlement_source is SettlementSource.DICE:
            values = s.dice
    extra = ("pa:625a.7(b)",) if manual else ()
    losers: Outcomes = []
    winners: Outcomes = []
    kept: list[Wager] = []
    for w in s.wagers:
        x = kernels.odds(w.spot, *values, double_on_triple=cfg.double_on_triple, total_on_triple=cfg.totals_on_triple)
        rule = WAGER_CLAUSE[w.spot.kind]
        if x == kernels.LOSES:
            losers.append(Settlement(w.seat, w.spot, Result.LOSE, w.amount, (rule, "pa:625a.4(c)", "pa:625a.5(e)") + extra))
        else:
            won = winnings(w.amount, Odds(x, 1))
            winners.append(Settlement(w.seat, w.spot, Result.WIN, int(won),
                                      (rule, kernels.odds_clause(w.spot, x), "pa:625a.4(c)", "pa:625a.5(e)") + extra))
            kept.append(w)
    out += losers + winners
    out.append(Notice("the lit winning combinations are cleared; betting reopens", ("pa:625a.5(f)",)))
    if manual:
        out.append(Notice("settled by hand before a floorperson or above" + (
            "; gaming ceases until the repair" if _must_cease(cfg, s) else "") , ("pa:625a.7(b)",)))
    after = attrs.evolve(s, phase=Phase.BETTING, dice=None, wagers=tuple(kept), last=values, rounds=s.rounds + 1,
                         suspended=s.suspended or _must_cease(cfg, s))
    return after, out


def _must_cease(cfg: TableConfig, s: State) -> bool:
    """625a.7(b): gaming ceases until the device is repaired; the display too under device_and_display (AMBIG-9)."""
    needs_display = cfg.resume_after_malfunction is Resume.DEVICE_AND_DISPLAY
    return not s.device_ok or (needs_display and not s.display_ok)


@cites("pa:625a.7", "pa:625a.7(b)")
def malfunction(cfg: TableConfig, s: State, e: Malfunction) -> tuple[State, Outcomes]:
    """A part fails. After the reveal: 625a.7(b), settle by hand. Before it (GAP-8): hold the round, or void it."""
    if (s.device_ok if e.part is Part.DEVICE else s.display_ok) is False:
        raise refuse("pa:625a.7(b)", f"the {e.part.value} is already out of order")
    broken = attrs.evolve(s, device_ok=False) if e.part is Part.DEVICE else attrs.evolve(s, display_ok=False)
    if s.phase is Phase.REVEALED:
        return broken, [Notice(f"{e.part.value} failure after the reveal: settle by hand before a floorperson or above",
                               ("pa:625a.7(b)",))]
    if cfg.device_fail_before_reveal is DeviceFailBeforeReveal.VOID:
        return _void(broken, f"{e.part.value} failure before the reveal: the round is void (GAP-8)")
    return attrs.evolve(broken, held=True), [
        Notice(f"{e.part.value} failure before the reveal: the dice stay covered until it is repaired (GAP-8)",
               ("pa:625a.5(d)",))]


def _void(s: State, why: str) -> tuple[State, Outcomes]:
    out = _return_all(s, ("pa:625a.5(d)",))
    out.append(Notice(why, ("pa:625a.5(d)",)))
    return attrs.evolve(s, phase=Phase.BETTING, wagers=(), held=False, suspended=True), out


@cites("pa:625a.5(d)")
def abandon(cfg: TableConfig, s: State, e: Abandon) -> tuple[State, Outcomes]:
    """GAP-8 (hold_then_void): the device is not repaired; the held round is void, every wager returned."""
    if not s.held:
        raise refuse("pa:625a.5(d)", "only a round held for a device failure is abandoned")
    return _void(s, "held round void: the device was not repaired (GAP-8)")


@cites("pa:625a.7(b)")
def repair(cfg: TableConfig, s: State, e: Repair) -> tuple[State, Outcomes]:
    """A part is repaired; gaming resumes once what the reading resume_after_malfunction asks works (AMBIG-9)."""
    if (s.device_ok if e.part is Part.DEVICE else s.display_ok) is True:
        raise refuse("pa:625a.7(b)", f"the {e.part.value} is in order")
    fixed = attrs.evolve(s, device_ok=True) if e.part is Part.DEVICE else attrs.evolve(s, display_ok=True)
    out: Outcomes = []
    if fixed.held and fixed.device_ok and fixed.display_ok:
        fixed = attrs.evolve(fixed, held=False)
        out.append(Notice(f"{e.part.value} repaired: the held round continues (GAP-8)", ("pa:625a.5(d)",)))
    if fixed.suspended and fixed.phase is Phase.BETTING and not _must_cease(cfg, fixed):
        fixed = attrs.evolve(fixed, suspended=False)
        out.append(Notice("repaired: gaming resumes", ("pa:625a.7(b)",)))
    return fixed, out


# --- the entry point ---------------------------------------------------------------------------


def conserves(before: State, after: State, outcomes: tuple[Outcome, ...], placed: int) -> bool:
    """Chips leave the layout only as returned or collected stakes; a winner's stake stays on its spot."""
    left = before.layout_total + placed - after.layout_total
    accounted = sum(o.amount for o in outcomes if isinstance(o, Returned)) + sum(
        o.amount for o in outcomes if isinstance(o, Settlement) and o.result is Result.LOSE)
    return left == accounted


def _placed(s: State, e: Event, result: Step[State]) -> int:
    return e.amount if isinstance(e, PlaceBet) and not result.rejected else 0


def _losers_first(outcomes: tuple[Outcome, ...]) -> bool:
    results = [o.result for o in outcomes if isinstance(o, Settlement)]
    return all(not (a is Result.WIN and b is Result.LOSE) for a, b in zip(results, results[1:]))


_HANDLERS: dict[type, Handler] = {
    PlaceBet: place,
    RemoveBet: remove,
    Shake: shake,
    Activate: activate,
    ShakerFailure: shaker_failure,
    SwitchToManual: switch_to_manual,
    NoMoreBets: no_more_bets,
    Reveal: reveal,
    NoRoll: no_roll,
    Enter: enter,
    Malfunction: malfunction,
    Repair: repair,
    Abandon: abandon,
}


@cites("pa:625a.4", "pa:625a.5", "pa:625a.5(e)", "pa:625a.7")
@icontract.ensure(lambda s, result: not result.rejected or result.state == s,
                  "a refused event leaves the state unchanged", enabled=ENABLED)
@icontract.ensure(lambda s, e, result: conserves(s, result.state, result.outcomes, _placed(s, e, result)),
                  "chip conservation: every chip that leaves the layout is returned or collected", enabled=ENABLED)
@icontract.ensure(lambda result: _losers_first(result.outcomes),
                  "625a.5(e): every losing wager is collected before any winner is paid", enabled=ENABLED)
def step(cfg: TableConfig, s: State, e: Event) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    return dispatch(_HANDLERS, cfg, s, e, unknown="pa:625a.4(a)", game="a Sic Bo")


def replay(cfg: TableConfig, events: Iterable[Event], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (a fresh table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)


def round_events(dice: tuple[int, int, int], cfg: Optional[TableConfig] = None) -> list[Event]:
    """The events of one plain round after the wagers: shake (or activate), "no more bets", reveal, enter."""
    start: Event = Activate() if cfg is not None and cfg.shaker is Shaker.AUTOMATED else Shake()
    return [start, NoMoreBets(), Reveal(*dice), Enter(*dice)]
