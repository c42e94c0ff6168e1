"""The generated dice-lifecycle conformance suite: whole procedures, play against the clock, removals and refusals
in lockstep.

``cfg``: the reference's DiceConfig for the profile; ``s``: the reference state; ``m``: an event in protocol form.
Events come from each alternative's whole procedure for a random game (receipt, distribution, inspection, sealing,
issue and placing), often with one step done wrong (an instrument missing, the wrong person, no witness, the
inspection out of surveillance's sight, surveillance not told, a label with the wrong date or no signature, a broken
seal, a package of the wrong size); from rounds played as the clock runs past the limits; from removals for every
reason, tables closing, events sent to any set in any state, and malformed events.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Callable

import attrs
from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.dice.codec import encode_event
from croupier.conformance.lockstep import LockstepMachine
from croupier.reference.controls.dice import (
    COUNT, INSTRUMENTS, Clock, CloseTable, Distribute, Event, Game, Inspect, Issue, OpenTable, Place, Reason, Receive,
    Remove, Role, Seal, Status, Use, package,
)
from croupier.reference.controls.dice_config import Alternative
from croupier.reference.controls.dice_scripts import OPENING, bring_into_play, carriers, placer

__all__ = ["DiceConformance"]

Message = dict[str, Any]

MALFORMED: tuple[Message, ...] = (
    {"type": "clock", "at": "2013-02-08 08:00"},
    {"type": "clock", "at": "2013-02-30T08:00"},
    {"type": "receive", "set": "S9", "game": "roulette", "dice": 5},
    {"type": "receive", "set": "", "game": "craps", "dice": 5},
    {"type": "receive", "set": "S9", "game": "craps", "dice": "5"},
    {"type": "distribute", "set": "S1", "by": "security"},
    {"type": "inspect", "set": "S1", "by": ["boxperson"], "present": ["croupier"], "instruments": [], "visible": True},
    {"type": "inspect", "set": "S1", "by": ["boxperson"], "instruments": "magnet", "visible": True},
    {"type": "seal", "set": "S1", "date": "8 Feb 2013", "signatures": ["A"]},
    {"type": "place", "set": "S1", "by": ["boxperson"], "seal_intact": "yes"},
    {"type": "remove", "set": "S1", "reason": "worn"},
    {"type": "use"},
    {"type": "shake", "table": "T1"},
)
ROLES = sorted(Role, key=lambda r: r.value)


def _without(xs: tuple[Any, ...], x: Any) -> tuple[Any, ...]:
    return tuple(y for y in xs if y != x)


def _wrong(data: st.DataObject, e: Event) -> Event:
    """The same step done wrong in one of the ways the procedure refuses (or, now and then, allows)."""
    if isinstance(e, Inspect):
        ways: list[Callable[[], Event]] = [
            lambda: attrs.evolve(e, instruments=_without(e.instruments, data.draw(st.sampled_from(INSTRUMENTS)))),
            lambda: attrs.evolve(e, instruments=("approved_equivalent",) + e.instruments[1:]),
            lambda: attrs.evolve(e, visible=False),
            lambda: attrs.evolve(e, surveillance_notified=False),
            lambda: attrs.evolve(e, by=(data.draw(st.sampled_from(ROLES)),)),
            lambda: attrs.evolve(e, present=()),
            lambda: attrs.evolve(e, present=(data.draw(st.sampled_from(ROLES)),)),
        ]
    elif isinstance(e, Distribute):
        ways = [lambda: attrs.evolve(e, by=(Role.ASSISTANT_SHIFT_MANAGER,)),
                lambda: attrs.evolve(e, by=(Role.PIT_MANAGER, Role.SECURITY)),
                lambda: attrs.evolve(e, reserve=not e.reserve)]
    elif isinstance(e, Issue):
        ways = [lambda: attrs.evolve(e, by=(data.draw(st.sampled_from(ROLES)),)),
                lambda: attrs.evolve(e, present=()), lambda: attrs.evolve(e, table="T9")]
    elif isinstance(e, Seal):
        ways = [lambda: attrs.evolve(e, date=e.date + dt.timedelta(days=1)), lambda: attrs.evolve(e, signatures=()),
                lambda: attrs.evolve(e, signatures=(" ",))]
    elif isinstance(e, Place):
        ways = [lambda: attrs.evolve(e, seal_intact=False), lambda: attrs.evolve(e, seal_intact=None),
                lambda: attrs.evolve(e, by=(data.draw(st.sampled_from(ROLES)),)),
                lambda: attrs.evolve(e, present=())]
    elif isinstance(e, Receive):
        ways = [lambda: attrs.evolve(e, dice=data.draw(st.integers(0, 7)))]
    else:
        return e
    return data.draw(st.sampled_from(ways))()


class DiceConformance(LockstepMachine):
    """One example of a facility's dice: nothing received and no table open on both sides, then events in
    lockstep."""

    def send(self, e: Event) -> None:
        self.apply(encode_event(e))

    def _clock(self) -> None:
        if self.s.now is None:
            self.send(Clock(OPENING))

    def _new_set(self) -> str:
        return f"S{len(self.s.sets) + 1}"

    def _table(self, data: st.DataObject, g: Game) -> str:
        """An open table of game ``g``, opening one if there is none."""
        mine = sorted(t for t, x in self.s.tables.items() if x is g)
        reuse: bool = data.draw(st.booleans())
        if mine and reuse:
            return mine[0]
        t = data.draw(st.sampled_from([f"T{i}" for i in range(1, 5)]))
        if t not in self.s.tables:
            self.send(OpenTable(t, g))
        return t

    # --- rules --------------------------------------------------------------------------------

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), g=st.sampled_from(sorted(Game, key=lambda g: g.value)))
    def procedure(self, data: st.DataObject, g: Game) -> None:
        """A set brought into play at a table by the facility's procedure, often with one step done wrong; a table
        that then holds too few dice is made up with a single reserve die or a second set."""
        self._clock()
        table = self._table(data, g)
        in_play = self.s.dice_in_play(table) if table in self.s.tables else 0
        short = COUNT[g][1] - in_play
        size = COUNT[g][1] if self.cfg.alternative is Alternative.ONE else package(self.cfg, g)[1]
        dice = data.draw(st.sampled_from(sorted({size, max(1, short)})))
        events = bring_into_play(self.cfg, g, self._new_set(), table, dice)
        if data.draw(st.integers(0, 2)) == 0:
            i = data.draw(st.integers(0, len(events) - 1))
            events[i] = _wrong(data, events[i])
        for e in events:
            self.send(e)

    @precondition(lambda self: not self.dead and bool(self.s.tables))
    @rule(data=st.data(), hours=st.sampled_from([0, 1, 5, 23, 24, 25, 200, 720, 744]), minutes=st.integers(0, 60))
    def play(self, data: st.DataObject, hours: int, minutes: int) -> None:
        """Time passes (sometimes past a limit to the minute) and a round is played at an open table."""
        table = data.draw(st.sampled_from(sorted(self.s.tables)))
        if self.s.now is not None:
            self.send(Clock(self.s.now + dt.timedelta(hours=hours, minutes=minutes)))
        self.send(Use(table))

    @precondition(lambda self: not self.dead and bool(self.s.sets))
    @rule(data=st.data(), reason=st.sampled_from(sorted(Reason, key=lambda r: r.value)))
    def remove(self, data: st.DataObject, reason: Reason) -> None:
        """A set leaves play: a 603a.13(g) removal with its report, a lost die, or a routine change."""
        self.send(Remove(data.draw(st.sampled_from(sorted(self.s.sets))), reason))

    @precondition(lambda self: not self.dead and bool(self.s.tables))
    @rule(data=st.data())
    def close(self, data: st.DataObject) -> None:
        """A table closes; its dice are retired."""
        self.send(CloseTable(data.draw(st.sampled_from(sorted(self.s.tables)))))

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["clock", "receive", "open", "distribute", "issue", "inspect", "seal",
                                                "place", "use", "remove"]))
    def anything(self, data: st.DataObject, kind: str) -> None:
        """An event for any set or table, whatever its state: legal or refused, both sides must agree."""
        sid = data.draw(st.sampled_from(sorted(self.s.sets) + ["S0"]))
        table = data.draw(st.sampled_from(sorted(self.s.tables) + ["T0"]))
        g = data.draw(st.sampled_from(sorted(Game, key=lambda g: g.value)))
        roles = tuple(data.draw(st.lists(st.sampled_from(ROLES), max_size=3)))
        present = tuple(data.draw(st.lists(st.sampled_from(ROLES), max_size=3)))
        now = self.s.now or OPENING
        events: dict[str, Callable[[], Event]] = {
            "clock": lambda: Clock(now + dt.timedelta(minutes=data.draw(st.integers(-60, 3000)))),
            "receive": lambda: Receive(data.draw(st.sampled_from([sid, self._new_set()])), g,
                                       data.draw(st.integers(0, 7))),
            "open": lambda: OpenTable(table if table != "T0" else "T1", g),
            "distribute": lambda: Distribute(sid, data.draw(st.sampled_from([carriers(), roles])),
                                             data.draw(st.booleans())),
            "issue": lambda: Issue(sid, table, data.draw(st.sampled_from([(Role.PIT_MANAGER,), roles])), present),
            "inspect": lambda: Inspect(sid, roles, present, INSTRUMENTS, data.draw(st.booleans()),
                                       data.draw(st.booleans())),
            "seal": lambda: Seal(sid, now.date(), ("R. Alvarez",)),
            "place": lambda: Place(sid, roles, present, data.draw(st.sampled_from([None, True, False]))),
            "use": lambda: Use(table),
            "remove": lambda: Remove(sid, data.draw(st.sampled_from(sorted(Reason, key=lambda r: r.value)))),
        }
        self.send(events[kind]())

    @precondition(lambda self: not self.dead and any(d.status is Status.QUARANTINED for d in self.s.sets.values()))
    @rule(data=st.data())
    def reinspect(self, data: st.DataObject) -> None:
        """A quarantined set reinspected at its table (Alternative 1's way) or by two supervisors, then placed."""
        d = data.draw(st.sampled_from(sorted((x for x in self.s.sets.values() if x.status is Status.QUARANTINED),
                                             key=lambda x: x.id)))
        inspector = Role.BOXPERSON if d.game is Game.CRAPS else Role.FLOORPERSON
        witness = data.draw(st.sampled_from([Role.DEALER, Role.FLOORPERSON]))
        self.send(Inspect(d.id, (inspector,), (witness,), INSTRUMENTS, True))
        by, present = placer(self.cfg, d.game)
        self.send(Place(d.id, by, present))

    @precondition(lambda self: not self.dead)
    @rule(m=st.sampled_from(MALFORMED))
    def malformed(self, m: Message) -> None:
        """Not an event at all: both sides must refuse it and change nothing."""
        self.apply(dict(m))
