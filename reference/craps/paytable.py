"""Payout odds of 623a.5 and 623a.6, read from ``spec/craps/tables.toml`` and typed here.

``b``: a :class:`~croupier.reference.craps.definitions.Bet`; ``p``: a point.
The numbers live in spec/ (they are facts of the regulation); this module
gives them types and refuses a table that lacks an entry the model needs.
"""

from __future__ import annotations

import functools
from typing import Mapping

from croupier import spec
from croupier.reference.craps.definitions import HARD_NUMBERS, HOP_PARAGRAPH, POINTS, Kind
from croupier.reference.money import Odds, parse_odds

__all__ = ["Paytables", "paytables"]


class Paytables:
    """Every paytable of the chapter, typed: ``main``, ``buy``, ``lay``, right/wrong odds, Fire A/B, Bonus."""

    def __init__(self, raw: Mapping[str, Mapping[str, object]]) -> None:
        def table(name: str) -> dict[str, Odds]:
            try:
                odds = raw[name]["odds"]
            except KeyError:
                raise spec.SpecError(f"spec/craps/tables.toml: paytable.{name} is missing") from None
            assert isinstance(odds, Mapping)
            return {k: parse_odds(str(v)) for k, v in odds.items()}

        self.clause = {name: str(t["clause"]) for name, t in raw.items()}
        self.main = table("main")
        self.buy = table("buy")
        self.lay = table("lay")
        self.right_odds = table("right_odds")
        self.wrong_odds = table("wrong_odds")
        self.fire = {"A": table("fire_a"), "B": table("fire_b")}
        self.bonus = table("bonus")
        needed = (
            [f"place_win_{p}" for p in POINTS]
            + [f"place_lose_{p}" for p in POINTS]
            + [f"hardway_{n}" for n in HARD_NUMBERS]
            + [f"hop_{a}_{b}" for a, b in HOP_PARAGRAPH]
            + ["pass", "dont_pass", "come", "dont_come", "field", "field_2", "field_12", "any_seven", "any_craps"]
            + ["craps_2", "craps_3", "craps_12", "eleven", "six_seven_eight", "six_seven_eight_hard"]
        )
        missing = [k for k in needed if k not in self.main]
        missing += [f"buy_{p}" for p in POINTS if f"buy_{p}" not in self.buy]
        missing += [f"lay_{p}" for p in POINTS if f"lay_{p}" not in self.lay]
        missing += [f"odds_{p}" for p in POINTS if f"odds_{p}" not in self.right_odds or f"odds_{p}" not in self.wrong_odds]
        if missing:
            raise spec.SpecError(f"spec/craps/tables.toml: no payout for {', '.join(missing)}")

    def number_odds(self, kind: Kind, number: int) -> Odds:
        """Payout of a number wager (Place to Win/Lose, Buy, Lay) or an odds wager on ``number``."""
        if kind is Kind.PLACE_WIN:
            return self.main[f"place_win_{number}"]
        if kind is Kind.PLACE_LOSE:
            return self.main[f"place_lose_{number}"]
        if kind is Kind.BUY:
            return self.buy[f"buy_{number}"]
        if kind is Kind.LAY:
            return self.lay[f"lay_{number}"]
        if kind in (Kind.PASS_ODDS, Kind.COME_ODDS):
            return self.right_odds[f"odds_{number}"]
        return self.wrong_odds[f"odds_{number}"]


@functools.cache
def paytables() -> Paytables:
    """The chapter's paytables (read once)."""
    return Paytables(spec.tables("craps")["paytable"])
