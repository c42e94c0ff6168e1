"""The tutorial's engine with one planted bug: a come-out 12 loses a Don't Pass bet instead of standing off."""

from __future__ import annotations

from typing import Any, Mapping

from my_engine import MyEngine, MyTable

from croupier.conformance.adapter import Table


class BuggyTable(MyTable):
    def event(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        outcomes = self.inner.event(event)
        for o in outcomes:
            if o.get("bet") == "dont_pass" and o.get("result") == "void":
                o.update(result="lose")  # the bug
        return outcomes


class BuggyEngine(MyEngine):
    name = "my-craps-buggy"

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        super().open(game, profile)  # the same checks
        return BuggyTable(game, profile)
