"""What the conformance suites of the layout-wager tables share (Sic Bo, Three Dice Football, the baccarat family):
the suite's description for a table of wagers, the protocol form of a wager, and the rules that take wagers back
and send malformed messages whatever the rules allow.

``m``: an event message; ``e``: a reference event; ``s``: a reference state. A rule made here is a
Hypothesis rule like the ones a suite writes itself (bound to an attribute of its own name); each suite
passes its own event classes and layout areas. Hypothesis orders a machine's rules by name and draws a rule's
arguments by name, so a rule made here draws exactly as the same rule written in the suite.
"""

from __future__ import annotations

import enum
from types import ModuleType
from typing import Any, Callable, Sequence

from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.games import GameSuite, staking, suite_of
from croupier.conformance.lockstep import LockstepMachine, sampled
from croupier.conformance.protocol import amount

__all__ = ["LayoutMachine", "any_removal", "edges", "layout_suite", "malformed", "not_offered", "place_message",
           "wager_messages"]

Message = dict[str, Any]


def layout_suite(name: str, *, step: Callable[[Any, Any, Any], Any], codec: ModuleType, conform: ModuleType,
                 vectors: ModuleType, **rest: Any) -> GameSuite:
    """The :class:`GameSuite` of a table of layout wagers (:func:`~croupier.conformance.games.suite_of`), a wager's
    stake read through the codec's ``parse_bet``."""
    return suite_of(name, step=step, codec=codec, conform=conform, vectors=vectors, stake=staking(codec.parse_bet),
                    **rest)


def not_offered(kinds: type[enum.Enum], clause: Callable[[Any], str]) -> Callable[[frozenset[str]], set[str]]:
    """A :attr:`GameSuite.not_offered`: the clause of each wager kind whose value is not offered."""
    return lambda offered: {clause(k) for k in kinds if k.value not in offered}


# --- the protocol form ------------------------------------------------------------------------------------------


def place_message(seat: int, bet: str, stake: int, medium: enum.Enum) -> Message:
    """A wager placed, in protocol form; the medium only when it is not chips (the default)."""
    m: Message = {"type": "place", "seat": seat, "bet": bet, "amount": amount(stake)}
    if medium.value != "chips":
        m["medium"] = medium.value
    return m


def wager_messages(wagers: Sequence[Any], bet: Callable[[Any], str]) -> list[Message]:
    """The wagers on the layout, as the observable state shows them (``bet``: a wager's bet text)."""
    return [{"seat": w.seat, "bet": bet(w), "amount": amount(w.amount)} for w in wagers]


# --- the machine -----------------------------------------------------------------------------------------------


class LayoutMachine(LockstepMachine):
    """A lockstep machine for a table of layout wagers: reference events sent in protocol form through the game's
    ``encode`` (a staticmethod of the subclass), and a wager offered when the implementation offers its kind."""

    encode: Callable[[Any], Message]

    def offers(self, area: Any) -> bool:
        return self.offers_kind(area.kind.value)

    def send(self, e: Any) -> None:
        self.apply(self.encode(e))


# --- rules ------------------------------------------------------------------------------------------------------


def edges(least: int, most: int) -> st.SearchStrategy[int]:
    """An amount at the edges of a legal range: the least, one more than the least, the greatest."""
    return st.sampled_from(sorted({least, min(most, least + 1), most}))


def any_removal(remove: Callable[[int, Any], Any], areas: Sequence[Any],
                area: Callable[[Any], Any] = lambda w: w.bet) -> Callable[..., None]:
    """A rule taking a wager back (``remove(seat, area)``): one on the layout, or any seat 0 to 4 and any of
    ``areas``."""

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def any_removal(self: Any, data: st.DataObject) -> None:
        """Take a wager back, whether it is there and whether the rules allow it or not."""
        if self.s.wagers and data.draw(st.booleans()):
            w = data.draw(sampled(self.s.wagers))
            self.send(remove(w.seat, area(w)))
        else:
            self.send(remove(data.draw(st.integers(0, 4)), data.draw(sampled(areas))))

    return any_removal


def malformed(messages: Sequence[Message]) -> Callable[..., None]:
    """A rule sending a message that is not an event at all."""

    @precondition(lambda self: not self.dead)
    @rule(m=st.sampled_from(messages))
    def malformed(self: Any, m: Message) -> None:
        """Not an event at all: both sides must refuse it and change nothing."""
        self.apply(dict(m))

    return malformed
