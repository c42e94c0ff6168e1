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

import icontract

from croupier.reference.contracts import ENABLED
from croupier.reference.craps.config import TableConfig
from croupier.reference.craps.state import (AcceptDice, CallOff, CallOn, DeclineDice, Event, InvalidThrow, Join, Leave,
                                            NewDiceSet, NoRoll, OrderPassDice, PassDice, PlaceBet, ReduceBet, RemoveBet,
                                            State, Throw, VoidThrow)
from croupier.reference.outcomes import Handler, Outcome, Result, Returned, Settlement, Step, dispatch, run
from croupier.spec.citations import cites
from croupier.reference.craps import shooter, wagers
from croupier.reference.craps.throw import throw
from croupier.reference.craps.wagers import stays_up

__all__ = ["conserves", "replay", "step"]


def conserves(cfg: TableConfig, before: State, after: State, outcomes: tuple[Outcome, ...], placed: int) -> bool:
    """Chips on the layout change only by what was placed, returned, collected or voided (no chip is lost).

    ``placed`` is what the event put on the layout. Winnings come from the
    bank; a winning stake either stays up or goes back to the player.
    """
    left = before.layout_total + placed - after.layout_total
    accounted: int | Fraction = 0
    for o in outcomes:
        if isinstance(o, Returned) and o.bet is not None:
            accounted += o.amount
        elif isinstance(o, Settlement) and o.result is not Result.WIN:
            accounted += o.amount
        elif isinstance(o, Settlement) and not stays_up(cfg, o.bet.kind):
            stake = before.wager(o.seat, o.bet)
            accounted += stake.amount if stake else 0
    return left == accounted


#: the rule that applies each kind of event
_HANDLERS: dict[type, Handler] = {
    Join: shooter.join,
    Leave: shooter.leave,
    PlaceBet: wagers.place,
    ReduceBet: wagers.reduce,
    RemoveBet: wagers.remove,
    CallOn: wagers.call,
    CallOff: wagers.call,
    AcceptDice: shooter.accept_dice,
    DeclineDice: shooter.decline_dice,
    PassDice: shooter.pass_dice,
    OrderPassDice: shooter.order_pass_dice,
    NewDiceSet: shooter.new_dice_set,
    Throw: throw,
    InvalidThrow: shooter.invalid_throw,
    NoRoll: shooter.no_roll,
    VoidThrow: shooter.void_throw,
}


def _placed(e: Event, result: Step[State]) -> int:
    return e.amount if isinstance(e, PlaceBet) and not result.rejected else 0


@cites("pa:623a.3", "pa:623a.4", "pa:623a.4(a)", "pa:623a.5", "pa:623a.6", "pa:623a.7", "pa:623a.8", "pa:623a.9",
       "pa:623a.10", "pa:623a.11", "pa:623a.11(b)", "pa:623a.1")
@icontract.ensure(
    lambda s, result: not result.rejected or result.state == s,
    "a refused event leaves the state unchanged",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda cfg, s, e, result: conserves(cfg, s, result.state, result.outcomes, _placed(e, result)),
    "chip conservation: every chip that leaves the layout is returned, collected or settled",
    enabled=ENABLED,
)
def step(cfg: TableConfig, s: State, e: Event) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    return dispatch(_HANDLERS, cfg, s, e, unknown="pa:623a.4(a)", game="a craps")


def replay(cfg: TableConfig, events: Iterable[Event], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (a fresh table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)
