"""Sic Bo (58 Pa. Code ch. 625a) described to the conformance engine (:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.orders import losers_first
from croupier.conformance.families.table import layout_suite, not_offered
from croupier.conformance.sicbo import codec, conform, vectors
from croupier.conformance.sicbo.suite import SicBoConformance
from croupier.reference.sicbo import State, profile_from_mapping, step
from croupier.reference.sicbo.config import DEFAULT_RULESET
from croupier.reference.sicbo.definitions import WAGER_CLAUSE, Kind

__all__ = ["SUITE"]

Message = dict[str, Any]


def dice_class(m: Message) -> Optional[str]:
    """Keyed-in values decide by their pattern: a triple, a pair, or three different faces."""
    d = m.get("dice")
    if m.get("type") != "enter" or not isinstance(d, list):
        return None
    return {1: "triple", 2: "pair", 3: "different"}.get(len(set(d)))


SUITE = layout_suite("sicbo", step=step, codec=codec, conform=conform, vectors=vectors,
                     default_ruleset=DEFAULT_RULESET, profile_clause="pa:625a.1", config=profile_from_mapping,
                     initial=State, dice_class=dice_class, not_offered=not_offered(Kind, WAGER_CLAUSE.__getitem__),
                     machine=SicBoConformance, example="croupier.conformance.examples.sicbo_table:SicBoEngine",
                     order=(losers_first("pa:625a.5(e)"),))
