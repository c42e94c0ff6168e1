"""Spanish 21 (58 Pa. Code ch. 551; the 2013 double-down amendment 635a.10(a)) described to the conformance engine
(:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.games import GameSuite, applying, reason_shape
from croupier.conformance.spanish21.codec import MATCH, SPANISH21, decode_event, encode_outcome, encode_state
from croupier.conformance.spanish21.conform import DEFAULT_PROFILES, PROFILES, VECTOR_PROFILES
from croupier.conformance.spanish21.suite import Spanish21Conformance
from croupier.conformance.spanish21.vectors import scripts, whole_cases
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


SUITE = GameSuite(
    name="spanish21",
    tables=("spanish21",),
    default_ruleset=BASE,
    profile_clause="pa:551.14",
    config=profile_from_mapping,
    table_game=lambda cfg: "spanish21",
    ruleset=lambda cfg: cfg.ruleset,
    initial=State,
    decode=decode_event,
    apply=applying(step, encode_outcome),
    observe=encode_state,
    stake=stake,
    dice_class=lambda m: None,
    not_offered=lambda offered: {c for k, c in WAGER_CLAUSE.items() if k not in offered},
    machine=Spanish21Conformance,
    scripts=scripts,
    whole_cases=whole_cases,
    profiles=PROFILES,
    default_profiles=DEFAULT_PROFILES,
    vector_profiles=VECTOR_PROFILES,
    example="croupier.conformance.examples.spanish21_table:Spanish21Engine",
    refusal_key=reason_shape,
)
