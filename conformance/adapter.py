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
import os
import sys
from typing import Any, Mapping, Optional

from croupier.conformance.protocol import PROTOCOL, ProtocolError

__all__ = ["Engine", "EngineAdapter", "Implementation", "ImplementationError", "Table", "Unsupported",
           "load_implementation", "resolve_implementation"]

Message = dict[str, Any]

MAX_TABLES = 1024  #: tables open at once in one session (the runner keeps one open per example)


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
        if kind not in ("open", "event", "state", "close"):
            shown = repr(kind) if len(repr(kind)) <= 60 else repr(kind)[:57] + "..."
            return {"id": rid, "type": "error", "field": "type", "reason": f"unknown request type {shown}"}
        if kind == "open":
            if str(table) in self.tables:
                return {"id": rid, "type": "error", "field": "table",
                        "reason": f"table {table!r} is already open: close it first"}
            if len(self.tables) >= MAX_TABLES:
                return {"id": rid, "type": "error", "field": "table",
                        "reason": f"{MAX_TABLES} tables are open: close one first"}
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
        del self.tables[str(table)]  # close
        return {"id": rid, "type": "closed"}


class ImplementationError(ValueError):
    """``--impl`` names no implementation: not ``module:Name``, a module that does not import, a missing name, or
    something that is neither an :class:`Engine` nor an :class:`Implementation`; the message is one line and starts
    with the spec."""


def resolve_implementation(spec: str) -> Any:
    """What ``"package.module:Name"`` names (imported, not yet made), or :class:`ImplementationError`."""
    module, _, name = spec.partition(":")
    if not module.strip() or not name.strip():
        raise ImplementationError(f"{spec}: give module:Name (a module and, after the colon, its Engine or "
                                  f"Implementation class)")
    if "" not in sys.path and os.getcwd() not in sys.path:
        # the vendor's module is found from the folder the command runs in, as ``python -m`` finds it (the
        # ``croupier`` script's own folder is on the path instead)
        sys.path.append(os.getcwd())
    try:
        found = importlib.import_module(module)
    except ImportError as e:
        raise ImplementationError(f"{spec}: cannot import {module} ({e})") from None
    except Exception as e:  # noqa: BLE001 - the vendor's module failed as it loaded: said, not a traceback
        raise ImplementationError(f"{spec}: importing {module} failed ({type(e).__name__}: {e})") from None
    obj = getattr(found, name, None)
    if obj is None:
        raise ImplementationError(f"{spec}: {module} has no {name}")
    if not (isinstance(obj, (Engine, Implementation))
            or (isinstance(obj, type) and issubclass(obj, (Engine, Implementation)))):
        raise ImplementationError(f"{spec}: {name} is neither a croupier Engine nor an Implementation (class or "
                                  f"instance)")
    return obj


def load_implementation(spec: str) -> Implementation:
    """``"package.module:Name"`` -> an :class:`Implementation` (an :class:`Engine` class is wrapped); an unusable
    spec, or a class whose constructor fails, is an :class:`ImplementationError`."""
    obj = resolve_implementation(spec)
    try:
        made = obj() if isinstance(obj, type) else obj
    except Exception as e:  # noqa: BLE001 - an abstract class, a constructor that needs arguments or fails
        raise ImplementationError(f"{spec}: {type(e).__name__}: {e}") from None
    if isinstance(made, Engine):
        return EngineAdapter(made)
    return made  # type: ignore[no-any-return]
