"""Dice-lifecycle events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome; ``s``: a reference
:class:`~croupier.reference.controls.dice.State`. Times are ISO 8601 local date-times to the minute
(``"2013-02-08T08:00"``), dates ISO dates; roles, games and reasons are the enumerations' values (INTERPRETING.md,
"Dice").
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Callable, Optional

from croupier.conformance import fields
from croupier.conformance.protocol import ProtocolError, outcome_message
from croupier.reference.controls.dice import (
    Clock, CloseTable, Distribute, Event, Game, Inspect, Issue, OpenTable, Place, Reason, Receive, Remove, Role, Seal,
    State, Use, due,
)
from croupier.reference.controls.dice_config import DiceConfig

__all__ = ["decode_event", "encode_event", "encode_outcome", "encode_state"]

Message = dict[str, Any]
MINUTES = "%Y-%m-%dT%H:%M"


def _text(m: Message, key: str) -> str:
    v = m.get(key)
    if not isinstance(v, str) or not v.strip():
        raise ProtocolError(key, f"a non-empty string, not {v!r}")
    return v


def _time(m: Message, key: str) -> dt.datetime:
    v = m.get(key)
    try:
        if isinstance(v, str) and len(v) == 16:
            return dt.datetime.strptime(v, MINUTES)
    except ValueError:
        pass
    raise ProtocolError(key, f"a date and time to the minute, 'YYYY-MM-DDTHH:MM', not {v!r}")


def _date(m: Message, key: str) -> dt.date:
    v = m.get(key)
    try:
        if isinstance(v, str) and len(v) == 10:
            return dt.date.fromisoformat(v)
    except ValueError:
        pass
    raise ProtocolError(key, f"a date, 'YYYY-MM-DD', not {v!r}")


def _strings(m: Message, key: str, default: Optional[tuple[str, ...]] = None) -> tuple[str, ...]:
    if default is not None and key not in m:
        return default
    v = m.get(key)
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ProtocolError(key, f"a list of strings, not {v!r}")
    return tuple(v)


def _roles(m: Message, key: str, default: Optional[tuple[Role, ...]] = None) -> tuple[Role, ...]:
    names = _strings(m, key, None if default is None else tuple(r.value for r in default))
    try:
        return tuple(Role(x) for x in names)
    except ValueError:
        raise ProtocolError(key, f"roles, each one of {', '.join(r.value for r in Role)}, not {names!r}") from None


def _seal_intact(m: Message) -> Optional[bool]:
    v = m.get("seal_intact")
    if v is None or isinstance(v, bool):
        return v
    raise ProtocolError("seal_intact", f"true, false or absent, not {v!r}")


_DECODERS: dict[str, Callable[[Message], Event]] = {
    "clock": lambda m: Clock(_time(m, "at")),
    "receive": lambda m: Receive(_text(m, "set"), fields.one_of(Game, m, "game"), fields.integer(m, "dice")),
    "open_table": lambda m: OpenTable(_text(m, "table"), fields.one_of(Game, m, "game")),
    "close_table": lambda m: CloseTable(_text(m, "table")),
    "distribute": lambda m: Distribute(_text(m, "set"), _roles(m, "by"), fields.boolean(m, "reserve", False)),
    "issue": lambda m: Issue(_text(m, "set"), _text(m, "table"), _roles(m, "by"), _roles(m, "present", ())),
    "inspect": lambda m: Inspect(_text(m, "set"), _roles(m, "by"), _roles(m, "present", ()),
                                 _strings(m, "instruments"), fields.boolean(m, "visible", False),
                                 fields.boolean(m, "surveillance_notified", False)),
    "seal": lambda m: Seal(_text(m, "set"), _date(m, "date"), _strings(m, "signatures")),
    "place": lambda m: Place(_text(m, "set"), _roles(m, "by"), _roles(m, "present", ()), _seal_intact(m)),
    "use": lambda m: Use(_text(m, "table")),
    "remove": lambda m: Remove(_text(m, "set"), fields.one_of(Reason, m, "reason")),
}

#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "dice")


def _names(roles: tuple[Role, ...]) -> list[str]:
    return [r.value for r in roles]


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    if isinstance(e, Clock):
        return {"type": "clock", "at": e.at.strftime(MINUTES)}
    if isinstance(e, Receive):
        return {"type": "receive", "set": e.set_id, "game": e.game.value, "dice": e.dice}
    if isinstance(e, OpenTable):
        return {"type": "open_table", "table": e.table, "game": e.game.value}
    if isinstance(e, CloseTable):
        return {"type": "close_table", "table": e.table}
    if isinstance(e, Distribute):
        m: Message = {"type": "distribute", "set": e.set_id, "by": _names(e.by)}
        return {**m, "reserve": True} if e.reserve else m
    if isinstance(e, Issue):
        m = {"type": "issue", "set": e.set_id, "table": e.table, "by": _names(e.by)}
        return {**m, "present": _names(e.present)} if e.present else m
    if isinstance(e, Inspect):
        m = {"type": "inspect", "set": e.set_id, "by": _names(e.by), "present": _names(e.present),
             "instruments": list(e.instruments), "visible": e.visible}
        return {**m, "surveillance_notified": True} if e.surveillance_notified else m
    if isinstance(e, Seal):
        return {"type": "seal", "set": e.set_id, "date": e.date.isoformat(), "signatures": list(e.signatures)}
    if isinstance(e, Place):
        m = {"type": "place", "set": e.set_id, "by": _names(e.by)}
        if e.present:
            m["present"] = _names(e.present)
        return m if e.seal_intact is None else {**m, "seal_intact": e.seal_intact}
    if isinstance(e, Use):
        return {"type": "use", "table": e.table}
    if isinstance(e, Remove):
        return {"type": "remove", "set": e.set_id, "reason": e.reason.value}
    raise TypeError(f"not a dice event: {e!r}")


def encode_outcome(o: Any) -> Message:
    """A reference outcome -> its protocol form (notices only: the lifecycle settles no wager)."""
    return outcome_message(o, str)


def _when(t: Optional[dt.datetime]) -> Optional[str]:
    return None if t is None else t.strftime(MINUTES)


def encode_state(cfg: DiceConfig, s: State) -> Message:
    """What the facility's records show: the time, the open tables with the dice in play at each, every set with its
    game, size, place, status, reserve flag, table, day of inspection, time put in play and time due out, and the
    sets a Dice Discrepancy Report is due for."""
    return {
        "now": _when(s.now),
        "tables": [{"table": t, "game": g.value, "dice": s.dice_in_play(t)} for t, g in sorted(s.tables.items())],
        "sets": [{"set": d.id, "game": d.game.value, "dice": d.dice, "where": d.where.value, "status": d.status.value,
                  "reserve": d.reserve, "table": d.table, "inspected": None if d.inspected is None else
                  d.inspected.isoformat(), "since": _when(d.since), "due": _when(due(cfg, d))}
                 for _, d in sorted(s.sets.items())],
        "reports": list(s.reports),
    }
