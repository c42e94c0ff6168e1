"""The dice lifecycle of 603a.13(f) and (g) described to the conformance engine (:class:`GameSuite`): a
table-management system that tracks dice from the storage area to the table is checked like a game."""

from __future__ import annotations

from croupier.conformance.dice.codec import decode_event, encode_outcome, encode_state
from croupier.conformance.dice.conform import DEFAULT_PROFILES, PROFILES, VECTOR_PROFILES
from croupier.conformance.dice.suite import DiceConformance
from croupier.conformance.dice.vectors import scripts, whole_cases
from croupier.conformance.games import GameSuite, applying, reason_shape
from croupier.reference.controls.dice import State, step
from croupier.reference.controls.dice_config import BASE, profile_from_mapping

__all__ = ["SUITE"]

SUITE = GameSuite(
    name="dice",
    tables=("dice",),
    default_ruleset=BASE,
    profile_clause="pa:603a.13(f)",
    config=profile_from_mapping,
    table_game=lambda cfg: "dice",
    ruleset=lambda cfg: cfg.ruleset,
    initial=State,
    decode=decode_event,
    apply=applying(step, encode_outcome),
    observe=encode_state,
    stake=lambda s, seat, bet: None,
    dice_class=lambda m: None,
    not_offered=lambda offered: set(),
    machine=DiceConformance,
    scripts=scripts,
    whole_cases=whole_cases,
    profiles=PROFILES,
    default_profiles=DEFAULT_PROFILES,
    vector_profiles=VECTOR_PROFILES,
    example="croupier.conformance.examples.dice_log:DiceEngine",
    refusal_key=reason_shape,
    scope=("pa:603a.13",),
)
