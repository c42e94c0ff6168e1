"""Outcomes of one step: settlements, commissions, returns, notices and rejections.

Every outcome carries the clauses that decided it: the rule that decided the
result first, then the payout clause. Amounts are exact (``int`` or
``Fraction``) in the table's smallest unit.
"""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import Any, Callable, Generic, Iterable, Mapping, Sequence, TypeVar, Union

import attrs

from croupier.reference.errors import RuleViolation

__all__ = ["Commission", "Handler", "Notice", "Outcome", "Outcomes", "Rejected", "Result", "Returned", "Settlement",
           "Step", "dispatch", "run"]

Amount = Union[int, Fraction]


class Result(enum.Enum):
    """How a wager ended on this step."""

    WIN = "win"  #: ``amount`` is the net winnings; the stake is returned (or stays up)
    LOSE = "lose"  #: ``amount`` is the stake collected
    VOID = "void"  #: ``amount`` is the stake returned; the wager ends with no decision


@attrs.frozen
class Settlement:
    """A wager decided by this step."""

    seat: int
    bet: Any  # the game's wager key, e.g. craps ``Bet``
    result: Result
    amount: Amount
    clauses: tuple[str, ...]
    commission: Amount = 0  #: vigorish deducted from a win (on-win procedures)


@attrs.frozen
class Commission:
    """A vigorish collected from the player when a wager is made (not part of the wager)."""

    seat: int
    bet: Any
    amount: Amount
    clauses: tuple[str, ...]


@attrs.frozen
class Returned:
    """Chips handed back to the player without a decision (removal, reduction, excess odds)."""

    seat: int
    bet: Any
    amount: Amount
    clauses: tuple[str, ...]


@attrs.frozen
class Notice:
    """A procedure the rules require at this step (notify surveillance, change the dice, pass the dice)."""

    what: str
    clauses: tuple[str, ...]


@attrs.frozen
class Rejected:
    """The event was refused; the state is unchanged."""

    clause: str
    reason: str


Outcome = Union[Settlement, Commission, Returned, Notice, Rejected]
#: what a handler returns beside the state
Outcomes = list[Outcome]

S = TypeVar("S")
E = TypeVar("E")


@attrs.frozen
class Step(Generic[S]):
    """The state after one event, and what the event produced."""

    state: S
    outcomes: tuple[Outcome, ...] = ()

    @property
    def rejected(self) -> bool:
        for o in self.outcomes:
            if isinstance(o, Rejected):
                return True
        return False


def run(step: Callable[[S, E], Step[S]], s: S, events: Iterable[E]) -> tuple[S, list[Step[S]]]:
    """Apply ``events`` in order from ``s`` with ``step``; return the final state and every step (any game)."""
    steps = []
    for e in events:
        st = step(s, e)
        steps.append(st)
        s = st.state
    return s, steps


# a chapter's handler of one kind of event: ``(cfg, s, e) -> (s, outcomes)``, raising ``RuleViolation`` to refuse
Handler = Callable[[Any, Any, Any], tuple[Any, Sequence[Outcome]]]


def dispatch(handlers: Mapping[type, Handler], cfg: Any, s: S, e: object, *, unknown: str, game: str,
             cite: Callable[[Sequence[Outcome]], tuple[Outcome, ...]] = tuple) -> Step[S]:
    """Apply ``e`` with the chapter's handler of its type (every game's ``step``). An event of no handled type is
    refused under ``unknown`` ("not ``game`` event", ``game`` with its article); a :class:`RuleViolation` becomes
    ``Rejected(clause, reason)`` and ``s`` is returned unchanged. ``cite`` finishes the outcomes (whole cents, or
    the clause ids of the edition in play, where a chapter's editions renumber)."""
    handler = handlers.get(type(e))
    if handler is None:
        return Step(s, cite([Rejected(unknown, f"not {game} event: {type(e).__name__}")]))
    try:
        state, outcomes = handler(cfg, s, e)
        return Step(state, cite(outcomes))
    except RuleViolation as v:
        return Step(s, cite([Rejected(v.clause, v.reason)]))
