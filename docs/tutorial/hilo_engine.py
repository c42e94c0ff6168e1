"""An adapter between the croupier conformance protocol and "your" Five Card Hi-Lo engine.

The bundled independent implementation stands in for your engine here: replace
``your_engine`` with your own classes. The adapter translates. It opens a table
for a game and a profile. It applies one event and returns the event's outcomes.
It describes the observable state when asked.
"""

from __future__ import annotations

from typing import Any, Mapping

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples import five_card_hi_lo_table as your_engine


class HiLoTable(Table):
    """One open table: events in, outcomes out, both in protocol form (dicts)."""

    def __init__(self, profile: Mapping[str, Any]) -> None:
        # read the profile into your own configuration; raise Unsupported for an option you do not implement
        self.inner = your_engine.FiveCardHiLoTable(your_engine.parse_profile("five_card_hi_lo", profile))

    def event(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        # three kinds of answer:
        # - a list of outcomes: settlements, returned stakes and notices, in the order your table settles them;
        # - a refusal: [{"type": "rejected", "clause": ..., "reason": ...}], the table left as it was;
        # - an event you cannot read at all: raise croupier.conformance.protocol.ProtocolError(field, reason).
        return self.inner.event(event)

    def state(self) -> dict[str, Any]:
        # asked after every event, because HiLoEngine.reports says "state"
        return self.inner.state()


class HiLoEngine(Engine):
    """What the runner loads with ``--impl hilo_engine:HiLoEngine``."""

    name = "my-hilo"
    version = "1.0"
    games = ("five_card_hi_lo",)
    reports = ("clauses", "state", "notices")  # compared only because we declare them

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        if game not in self.games:
            raise Unsupported("game", f"{game} is not dealt by this engine")
        return HiLoTable(profile)
