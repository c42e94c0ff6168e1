"""Spanish 21 (58 Pa. Code ch. 551; the 2013 double-down amendment 635a.10(a)) described to the conformance engine
(:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.games import not_offered_of, suite_of
from croupier.conformance.spanish21 import codec, conform, vectors
from croupier.conformance.spanish21.codec import MATCH, SPANISH21
from croupier.conformance.spanish21.suite import Spanish21Conformance
from croupier.reference.spanish21.config import BASE, profile_from_mapping
from croupier.reference.spanish21.game import step
from croupier.reference.spanish21.state import State

__all__ = ["SUITE"]

Message = dict[str, Any]

#: the clause of each wager a player places (551.6(a), 551.7)
WAGER_CLAUSE = {SPANISH21: "pa:551.6(a)", MATCH: "pa:551.7"}


def stake(s: State, seat: Any, bet: str) -> Optional[int]:
    """The amount on the layout behind a settlement: a hand's wager or double, the Match-The-Dealer wager or the
    insurance (the Super Bonus awards have none)."""
    b = s.box(seat) if isinstance(seat, int) else None
    if b is None:
        return None
    kind, _, hand = bet.partition("/")
    if kind == "match_the_dealer":
        return b.mtd or None
    if kind == "insurance":
        return b.insurance or None
    if kind in ("spanish21", "double") and hand.isdigit() and 1 <= int(hand) <= len(b.hands):
        h = b.hands[int(hand) - 1]
        return (h.wager if kind == "spanish21" else h.double) or None
    return None


SUITE = suite_of("spanish21", step=step, codec=codec, conform=conform, vectors=vectors,
                 default_ruleset=BASE, profile_clause="pa:551.14", config=profile_from_mapping, initial=State,
                 stake=stake, not_offered=not_offered_of(WAGER_CLAUSE), machine=Spanish21Conformance,
                 example="croupier.conformance.examples.spanish21_table:Spanish21Engine")
