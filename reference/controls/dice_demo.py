"""A short scripted day of a facility's dice under its alternative of 603a.13(f): a Craps set from the storage area
into play, an inspection without the magnet refused, a round after the 24-hour limit refused, a Board employee's
request for removal with its Dice Discrepancy Report, and a Three Dice Football table made up to six dice."""

from __future__ import annotations

import datetime as dt
from typing import Iterator

import attrs

from croupier.reference.controls.dice import (Clock, Event, Game, Inspect, Reason, Remove, State, Use, step)
from croupier.reference.controls.dice_config import DiceConfig
from croupier.reference.outcomes import Notice, Rejected
from croupier.reference.controls.dice_scripts import OPENING, opening_day

__all__ = ["run"]


def _describe(e: Event) -> str:
    fields = attrs.asdict(e, recurse=False)
    parts = []
    for k, v in fields.items():
        if isinstance(v, tuple):
            v = ", ".join(getattr(x, "value", str(x)) for x in v) or "nobody"
        name = "set" if k == "set_id" else k
        parts.append(f"{name}={getattr(v, 'value', v)}")
    return f"{type(e).__name__.lower()}: " + " ".join(parts)


def _narrate(cfg: DiceConfig, s: State, events: list[Event]) -> Iterator[tuple[str, State]]:
    for e in events:
        st = step(cfg, s, e)
        line = "  " + _describe(e)
        for o in st.outcomes:
            if isinstance(o, Notice):
                line += f"\n      -> {o.what.replace(':', ' for set ')}  [{', '.join(o.clauses)}]"
            elif isinstance(o, Rejected):
                line += f"\n      -> refused: {o.reason}  [{o.clause}]"
        s = st.state
        yield line, s


def run(cfg: DiceConfig) -> Iterator[str]:
    yield f"Dice under Alternative {cfg.alternative.value} of 603a.13(f) ({cfg.ruleset})"
    s = State()
    day = opening_day(cfg, Game.CRAPS)
    bad: list[Event] = [attrs.evolve(e, instruments=e.instruments[:-1]) if isinstance(e, Inspect) else e
                        for e in day]
    yield "A Craps set inspected without the magnet: refused, and the dice cannot go into the cup"
    for line, s in _narrate(cfg, s, bad):
        yield line
    yield "The inspection again, with all four instruments, and the steps after it"
    first = next(i for i, e in enumerate(day) if isinstance(e, Inspect))
    for line, s in _narrate(cfg, s, day[first:]):
        yield line
    later: list[Event] = [Use("T1"), Clock(OPENING + dt.timedelta(hours=24, minutes=1)), Use("T1"),
                          Remove("S1", Reason.BOARD_REQUEST)]
    yield "A round, another after 24 hours and a minute, and a Board employee asks for the dice"
    for line, s in _narrate(cfg, s, later):
        yield line
    yield "A Three Dice Football table: six dice in play (661a.4(a))"
    t = State()
    for line, t in _narrate(cfg, t, opening_day(cfg, Game.TDF) + [Use("T1")]):
        yield line
