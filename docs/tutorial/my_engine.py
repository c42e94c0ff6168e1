"""An adapter between the croupier conformance protocol and "your" Craps engine.

In this tutorial the bundled independent implementation stands in for your
engine: replace ``your_engine`` with your own classes. The adapter's job is to
translate. Open a table for a game and a profile, apply one event and return
its outcomes, and (optionally) describe the observable state.
"""

from __future__ import annotations

from typing import Any, Mapping

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples import craps_table as your_engine


class MyTable(Table):
    """One open table: events in, outcomes out, both in protocol form (dicts)."""

    def __init__(self, game: str, profile: Mapping[str, Any]) -> None:
        self.inner = your_engine.CrapsTable(your_engine.parse_profile(game, profile))

    def event(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        return self.inner.event(event)

    def state(self) -> dict[str, Any]:
        return self.inner.state()


class MyEngine(Engine):
    """What the runner loads with ``--impl my_engine:MyEngine``."""

    name = "my-craps"
    version = "1.0"
    games = ("craps", "mini_craps")
    reports = ("state",)  # we also answer "state" requests, so the runner compares the state after every event

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        if game not in self.games:
            raise Unsupported("game", f"{game} is not dealt by this engine")
        return MyTable(game, profile)
