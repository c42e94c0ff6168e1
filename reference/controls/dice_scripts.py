"""Scripted dice lifecycles: each alternative's whole procedure for a game, from receipt to play, as the model's
events. The demo, the tests, the conformance suite and its vectors start from these.

``cfg``: a :class:`~croupier.reference.controls.dice_config.DiceConfig`.
"""

from __future__ import annotations

import datetime as dt

from croupier.reference.controls.dice import (
    COUNT, INSTRUMENTS, Clock, Distribute, Event, Game, Inspect, Issue, OpenTable, Place, Receive, Role, Seal, package,
    placing,
)
from croupier.reference.controls.dice_config import Alternative, DiceConfig

__all__ = ["OPENING", "SIGNATURES", "bring_into_play", "carriers", "inspection", "opening_day", "placer"]

#: the time the scripted gaming day starts
OPENING = dt.datetime(2013, 2, 8, 8, 0)
SIGNATURES = ("R. Alvarez", "J. Chen")


def carriers() -> tuple[Role, ...]:
    """Who carries dice out of the storage area ((f)(1)(i), (f)(2)(i), (f)(3)(v))."""
    return (Role.ASSISTANT_SHIFT_MANAGER, Role.SECURITY)


def inspection(cfg: DiceConfig, g: Game, sid: str, reserve: bool = False) -> Inspect:
    """A complete inspection of set ``sid`` where and by whom the facility's alternative wants it."""
    alt = cfg.alternative
    if alt is Alternative.ONE:
        who = Role.BOXPERSON if g is Game.CRAPS else Role.FLOORPERSON
        return Inspect(sid, (who,), (Role.DEALER,), INSTRUMENTS, True)
    if alt is Alternative.TWO:
        if reserve:
            return Inspect(sid, (Role.PIT_MANAGER,), (Role.FLOORPERSON,), INSTRUMENTS, True)
        who = Role.BOXPERSON if g in (Game.CRAPS, Game.MINI_CRAPS) else Role.FLOORPERSON
        return Inspect(sid, (who,), (Role.FLOORPERSON,), INSTRUMENTS, True)
    return Inspect(sid, (Role.FLOORPERSON,), (Role.ASSISTANT_SHIFT_MANAGER, Role.SECURITY), INSTRUMENTS, True, True)


def placer(cfg: DiceConfig, g: Game) -> tuple[tuple[Role, ...], tuple[Role, ...]]:
    """Who puts ``g``'s dice in play under the facility's alternative, and who watches."""
    _, who, witness, _ = placing(cfg, g)
    doer = next(r for r in (Role.BOXPERSON, Role.FLOORPERSON, Role.DEALER, Role.PIT_MANAGER) if who(r))
    return (doer,), (() if witness is None else (witness,))


def bring_into_play(cfg: DiceConfig, g: Game, sid: str, table: str, dice: int = 0) -> list[Event]:
    """Set ``sid`` of ``g``'s dice from receipt to play at ``table`` (already open), by the facility's alternative.
    ``dice``: how many (the table's count, or a sealed package's size, by default)."""
    alt = cfg.alternative
    n = dice or (package(cfg, g)[1] if alt is not Alternative.ONE else COUNT[g][1])
    by, present = placer(cfg, g)
    out: list[Event] = [Receive(sid, g, n)]
    if alt is Alternative.ONE:
        out += [Distribute(sid, carriers()), Issue(sid, table, (Role.PIT_MANAGER,)), inspection(cfg, g, sid),
                Place(sid, by, present)]
    elif alt is Alternative.TWO:
        who = Role.BOXPERSON if g in (Game.CRAPS, Game.MINI_CRAPS) else Role.FLOORPERSON
        out += [Distribute(sid, carriers()), inspection(cfg, g, sid), Issue(sid, table, (who,), (Role.FLOORPERSON,)),
                Place(sid, by, present)]
    else:
        out += [inspection(cfg, g, sid), Seal(sid, OPENING.date(), SIGNATURES), Distribute(sid, carriers()),
                Issue(sid, table, (Role.PIT_MANAGER,)), Place(sid, by, present, True)]
    return out


def opening_day(cfg: DiceConfig, g: Game, table: str = "T1") -> list[Event]:
    """The clock, the table opening and its dice brought into play: after these, a round can be played. Three Dice
    Football with packages of five makes up its six dice with a single die (a reserve die under Alternative 3)."""
    out: list[Event] = [Clock(OPENING), OpenTable(table, g)]
    count = COUNT[g][1]
    if cfg.alternative is Alternative.ONE:
        return out + bring_into_play(cfg, g, "S1", table, count)
    size = package(cfg, g)[1]
    out += bring_into_play(cfg, g, "S1", table, size)
    if size < count:
        out += _single(cfg, g, "S2", table, count - size)
    return out


def _single(cfg: DiceConfig, g: Game, sid: str, table: str, n: int) -> list[Event]:
    """``n`` more dice from the reserve to complete a table's set."""
    by, present = placer(cfg, g)
    if cfg.alternative is Alternative.TWO:  # reinspected reserve dice ((f)(2)(iv)(B))
        return [Receive(sid, g, n), Distribute(sid, carriers(), True), inspection(cfg, g, sid, True),
                Issue(sid, table, (Role.PIT_MANAGER,)), Place(sid, by, present)]
    return [Receive(sid, g, n), inspection(cfg, g, sid), Seal(sid, OPENING.date(), SIGNATURES),
            Distribute(sid, carriers(), True), Issue(sid, table, (Role.PIT_MANAGER,)), Place(sid, by, present, True)]
