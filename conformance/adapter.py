"""The seam between the runner and an implementation under test.

``m``: a request message; ``r``: its reply. The runner only ever calls
:meth:`Implementation.request` with a protocol message and reads the reply;
the same dicts travel over JSON lines (:mod:`croupier.conformance.jsonlines`).

A vendor with a Python engine writes an :class:`Engine` (open a table, apply an
event, describe the state) and the runner wraps it in :class:`EngineAdapter`,
which does the message bookkeeping: ids, table names, ``hello``, ``close``.
An engine in another language speaks JSON lines instead.
"""

from __future__ import annotations

import abc
import importlib
from typing import Any, Mapping, Optional

from croupier.conformance.protocol import PROTOCOL, ProtocolError

__all__ = ["Engine", "EngineAdapter", "Implementation", "Table", "Unsupported", "load_implementation"]

Message = dict[str, Any]


class Implementation(abc.ABC):
    """Anything that answers protocol messages: an in-process adapter or a subprocess."""

    @abc.abstractmethod
    def request(self, m: Message) -> Message:
        """Answer one request with one reply (same ``id``)."""

    def shutdown(self) -> None:
        """Release what the implementation holds (a subprocess, files); called once at the end of a run."""


class Unsupported(Exception):
    """The engine cannot run this profile (an option value or game it does not implement)."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"{field}: {reason}")


class Table(abc.ABC):
    """One open table of an :class:`Engine`."""

    @abc.abstractmethod
    def event(self, event: Message) -> list[Message]:
        """Apply one event (protocol form) and return its outcomes (protocol form).

        A malformed event (not an event of the protocol, as opposed to one the rules refuse, which is a ``rejected``
        outcome) raises :class:`~croupier.conformance.protocol.ProtocolError` naming the field: the adapter answers
        ``error``. Any other exception is a fault, reported with its traceback (INTERPRETING.md 6).
        """

    def state(self) -> Message:
        """The observable state (protocol form); only asked when the engine reports ``"state"``."""
        raise NotImplementedError

    def wagers(self) -> Optional[list[str]]:
        """The wager kinds offered at this table, or ``None`` for every kind the profile offers."""
        return None


class Engine(abc.ABC):
    """A vendor's Python engine: opens tables for a game and a profile."""

    name: str = "engine"
    version: str = "0"
    games: tuple[str, ...] = ("craps", "mini_craps")
    #: which optional parts it reports (see INTERPRETING.md): clauses, state, notices, markers
    reports: tuple[str, ...] = ()

    @abc.abstractmethod
    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        """A fresh table; raise :class:`Unsupported` for a profile the engine does not implement."""


class EngineAdapter(Implementation):
    """Speaks the protocol for an :class:`Engine`: ids, tables, ``hello``, ``unsupported``, ``close``."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.tables: dict[str, Table] = {}

    def request(self, m: Message) -> Message:
        kind, rid = m.get("type"), m.get("id", 0)
        if kind == "hello":
            return {"id": rid, "type": "hello", "protocol": PROTOCOL,
                    "implementation": {"name": self.engine.name, "version": self.engine.version},
                    "games": list(self.engine.games), "reports": list(self.engine.reports)}
        table = m.get("table")
        if kind == "open":
            try:
                t = self.engine.open(str(m.get("game")), m.get("profile") or {})
            except Unsupported as u:
                return {"id": rid, "type": "unsupported", "table": table, "field": u.field, "reason": u.reason}
            self.tables[str(table)] = t
            reply: Message = {"id": rid, "type": "opened", "table": table}
            offered = t.wagers()
            if offered is not None:
                reply["wagers"] = list(offered)
            return reply
        found = self.tables.get(str(table))
        if found is None:
            return {"id": rid, "type": "error", "field": "table", "reason": f"no open table {table!r}"}
        t = found
        if kind == "event":
            try:
                return {"id": rid, "type": "outcomes", "outcomes": t.event(m.get("event") or {})}
            except ProtocolError as p:
                return {"id": rid, "type": "error", "field": f"event/{p.field}", "reason": p.reason}
        if kind == "state":
            return {"id": rid, "type": "state", "state": t.state()}
        if kind == "close":
            del self.tables[str(table)]
            return {"id": rid, "type": "closed"}
        return {"id": rid, "type": "error", "field": "type", "reason": f"unknown request type {kind!r}"}


def load_implementation(spec: str) -> Implementation:
    """``"package.module:Name"`` -> an :class:`Implementation` (an :class:`Engine` class is wrapped)."""
    module, _, name = spec.partition(":")
    if not module or not name:
        raise ValueError(f"--impl takes module:Name, not {spec!r}")
    obj = getattr(importlib.import_module(module), name)
    made = obj() if isinstance(obj, type) else obj
    if isinstance(made, Engine):
        return EngineAdapter(made)
    if isinstance(made, Implementation):
        return made
    raise TypeError(f"{spec} is neither a croupier Engine nor an Implementation")
