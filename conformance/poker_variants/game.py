"""The 637a poker variants (58 Pa. Code ch. 637a, the 2013 proposal: Five-card Omaha, Triple Draw, Badugi)
described to the conformance engine (:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.games import suite_of
from croupier.conformance.poker_variants import codec, conform, vectors
from croupier.conformance.poker_variants.suite import PokerVariantsConformance
from croupier.reference.poker_variants.config import BASE, profile_from_mapping
from croupier.reference.poker_variants.game import State, step

__all__ = ["SUITE"]


def stake(s: State, seat: Any, bet: str) -> Optional[int]:
    """No stake: a share of the pot is no multiple of the player's chips in it (each pot's sizes are an accident of
    the betting), so the vectors tell settlements apart by their result and clauses alone."""
    return None


SUITE = suite_of("poker_variants", step=step, codec=codec, conform=conform, vectors=vectors,
                 default_ruleset=BASE, profile_clause="pa:637a.19", config=profile_from_mapping, initial=State,
                 stake=stake, machine=PokerVariantsConformance,
                 example="croupier.conformance.examples.poker_variants_table:PokerVariantsEngine")
