"""The reference model as an implementation under test: what ``croupier serve`` speaks, and the oracle.

``g``: a game's :class:`~croupier.conformance.games.GameSuite`; ``cfg``: its
configuration for the table's profile; ``s``: the reference state. One
:class:`Reference` engine serves every game the engine knows (or the ones it is
given), with every option and reading, and reports all it can.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from croupier import __version__
from croupier.conformance.adapter import Engine, EngineAdapter, Table, Unsupported
from croupier.conformance.games import GAMES, GameSuite, suite_for
from croupier.reference.errors import ConfigError

__all__ = ["Reference", "ReferenceTable", "reference_adapter"]

Message = dict[str, Any]


class ReferenceTable(Table):
    """One table of the reference: its configuration and state."""

    def __init__(self, g: GameSuite, cfg: Any) -> None:
        self.g = g
        self.cfg = cfg
        self.s = g.initial()

    def event(self, event: Message) -> list[Message]:
        outcomes, self.s = self.g.apply(self.cfg, self.s, self.g.decode(event))  # a malformed event: ProtocolError
        return outcomes

    def state(self) -> Message:
        return self.g.observe(self.cfg, self.s)


class Reference(Engine):
    """The reference models of ``games`` (suite names; default every game) behind one session."""

    name = "croupier-reference"
    version = __version__

    def __init__(self, games: Optional[Sequence[str]] = None) -> None:
        self.suites = [suite_for(n) for n in (games or GAMES)]
        self.games = tuple(t for g in self.suites for t in g.tables)
        self.reports = tuple(dict.fromkeys(r for g in self.suites for r in g.reports))

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        g = next((x for x in self.suites if game in x.tables), None)
        if g is None:
            raise Unsupported("game", f"this engine plays {', '.join(self.games)}, not {game!r}")
        data = dict(profile)
        if data.setdefault("game", game) != game:
            raise Unsupported("profile/game", f"the profile is for {data['game']!r}, the table for {game!r}")
        try:
            return ReferenceTable(g, g.config(data))
        except ConfigError as x:
            p = x.problems[0]
            raise Unsupported(f"profile/{p.field}", f"{p.reason} ({p.clause})") from None


def reference_adapter(games: Optional[Sequence[str]] = None) -> EngineAdapter:
    """The reference, ready to be a :class:`~croupier.conformance.runner.Side`."""
    return EngineAdapter(Reference(games))
