"""Payout odds of 623a.5 and 623a.6, read from the clauses' numbers in spec/ and typed here.

``rid``: a ruleset id. The numbers live in one place, the clause entries of
each edition (``pa:623a.5(a)`` holds the main paytable, ``pa:623a.5(g)(1)`` the
Buy odds, ...); this module gives them types and refuses an edition that lacks
a number the model needs, naming the clause and the key.
"""

from __future__ import annotations

import functools
from typing import Mapping

from croupier import spec
from croupier.reference.craps.definitions import HARD_NUMBERS, HOP_PARAGRAPH, POINTS, Kind
from croupier.reference.money import Odds, parse_odds

__all__ = ["Paytables", "paytables"]

_TRUE_ODDS_ROW = {4: "i", 10: "i", 5: "ii", 9: "ii", 6: "iii", 8: "iii"}


class Paytables:
    """Every paytable of one edition, typed: ``main``, ``buy``, ``lay``, right/wrong odds, Fire A/B, Bonus."""

    def __init__(self, rs: spec.Ruleset) -> None:
        def numbers(cid: str) -> Mapping[str, str]:
            if cid not in rs:
                raise spec.SpecError(f"{rs.id}: no clause {cid} for its paytable")
            return rs[cid].numbers

        def odds(cid: str, key: str) -> Odds:
            try:
                return parse_odds(numbers(cid)[key])
            except KeyError:
                raise spec.SpecError(f"{rs.id}: {cid} has no number {key!r}") from None

        main_keys = (
            ["pass", "dont_pass", "come", "dont_come", "any_seven", "any_craps", "craps_2", "craps_3", "craps_12"]
            + ["eleven", "six_seven_eight", "six_seven_eight_hard"]
            + [f"field_{t}" for t in (2, 3, 4, 9, 10, 11, 12)]
            + [f"place_win_{p}" for p in sorted(POINTS)]
            + [f"place_lose_{p}" for p in sorted(POINTS)]
            + [f"hardway_{n}" for n in sorted(HARD_NUMBERS)]
            + [f"hop_{a}_{b}" for a, b in sorted(HOP_PARAGRAPH)]
        )
        self.main = {k: odds("pa:623a.5(a)", k) for k in main_keys}
        self.buy = {p: odds("pa:623a.5(g)(1)", f"buy_{p}") for p in POINTS}
        self.lay = {p: odds("pa:623a.5(g)(2)", f"lay_{p}") for p in POINTS}
        self.right_odds = {p: odds(f"pa:623a.6(a)(2)({_TRUE_ODDS_ROW[p]})", "payout") for p in POINTS}
        self.wrong_odds = {p: odds(f"pa:623a.6(b)(2)({_TRUE_ODDS_ROW[p]})", "payout") for p in POINTS}
        self.fire = {t: {n: odds("pa:623a.5(f)", f"{t.lower()}_{n}_points") for n in (4, 5, 6)} for t in ("A", "B")}
        self.bonus: dict[str, Odds] = {}
        if "pa:623a.5(h)(1)" in rs:  # Bonus Craps exists from the 2013 proposal on
            for kind, row in (("all_small", 1), ("all_or_nothing", 2), ("all_tall", 3)):
                self.bonus[kind] = odds(f"pa:623a.5(h)({row})", "payout")

    def number_odds(self, kind: Kind, number: int) -> Odds:
        """Payout of a number wager (Place to Win/Lose, Buy, Lay) or an odds wager on ``number``."""
        if kind is Kind.PLACE_WIN:
            return self.main[f"place_win_{number}"]
        if kind is Kind.PLACE_LOSE:
            return self.main[f"place_lose_{number}"]
        if kind is Kind.BUY:
            return self.buy[number]
        if kind is Kind.LAY:
            return self.lay[number]
        if kind in (Kind.PASS_ODDS, Kind.COME_ODDS):
            return self.right_odds[number]
        return self.wrong_odds[number]


@functools.cache
def paytables(rid: str) -> Paytables:
    """The paytables of ruleset ``rid`` (read once per edition)."""
    return Paytables(spec.ruleset(rid))
