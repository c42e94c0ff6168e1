"""The 637a poker variants (58 Pa. Code ch. 637a, the 2013 proposal: Five-card Omaha, Triple Draw, Badugi)
described to the conformance engine (:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.games import GameSuite, applying, reason_shape
from croupier.conformance.poker_variants.codec import decode_event, encode_outcome, encode_state
from croupier.conformance.poker_variants.conform import DEFAULT_PROFILES, PROFILES, VECTOR_PROFILES
from croupier.conformance.poker_variants.suite import PokerVariantsConformance
from croupier.conformance.poker_variants.vectors import scripts, whole_cases
from croupier.reference.poker_variants.config import BASE, profile_from_mapping
from croupier.reference.poker_variants.game import State, step

__all__ = ["SUITE"]


def stake(s: State, seat: Any, bet: str) -> Optional[int]:
    """No stake: a share of the pot is no multiple of the player's chips in it (each pot's sizes are an accident of
    the betting), so the vectors tell settlements apart by their result and clauses alone."""
    return None


SUITE = GameSuite(
    name="poker_variants",
    tables=("poker_variants",),
    default_ruleset=BASE,
    profile_clause="pa:637a.19",
    config=profile_from_mapping,
    table_game=lambda cfg: "poker_variants",
    ruleset=lambda cfg: cfg.ruleset,
    initial=State,
    decode=decode_event,
    apply=applying(step, encode_outcome),
    observe=encode_state,
    stake=stake,
    dice_class=lambda m: None,
    not_offered=lambda offered: set(),
    machine=PokerVariantsConformance,
    scripts=scripts,
    whole_cases=whole_cases,
    profiles=PROFILES,
    default_profiles=DEFAULT_PROFILES,
    vector_profiles=VECTOR_PROFILES,
    example="croupier.conformance.examples.poker_variants_table:PokerVariantsEngine",
    refusal_key=reason_shape,
)
