"""The tutorial's Five Card Hi-Lo engine with one planted bug each: an order, an amount and a refusal's clause."""

from __future__ import annotations

from typing import Any, Mapping

from hilo_engine import HiLoEngine, HiLoTable

from croupier.conformance.adapter import Table


class LeftFirstTable(HiLoTable):
    def event(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        outcomes = self.inner.event(event)
        if event.get("type") == "settle":
            outcomes.sort(key=lambda o: o.get("seat") or 0)  # the bug: position 1 is settled first
        return outcomes


class TieRateTable(HiLoTable):
    def event(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        ties = dict(self.inner.ties)  # the Tie Wagers on the layout before the event
        outcomes = self.inner.event(event)
        for o in outcomes:
            if o.get("bet") == "tie" and o.get("result") == "win":
                o["amount"] = str(4 * ties[o["seat"]])  # the bug: 4 to 1 even when both totals tie
        return outcomes


class SettingClauseTable(HiLoTable):
    def event(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        outcomes = self.inner.event(event)
        for o in outcomes:
            if o.get("type") == "rejected" and o.get("clause") == "pa:663a.11(d)":
                o["clause"] = "pa:663a.6(a)"  # the bug: a mis-set hand refused under the point values
        return outcomes


class LeftFirstEngine(HiLoEngine):
    name = "my-hilo-left-first"

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        super().open(game, profile)  # the same checks
        return LeftFirstTable(profile)


class TieRateEngine(HiLoEngine):
    name = "my-hilo-tie-rate"

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        super().open(game, profile)
        return TieRateTable(profile)


class SettingClauseEngine(HiLoEngine):
    name = "my-hilo-setting-clause"

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        super().open(game, profile)
        return SettingClauseTable(profile)
