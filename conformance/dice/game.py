"""The dice lifecycle of 603a.13(f) and (g) described to the conformance engine (:class:`GameSuite`): a
table-management system that tracks dice from the storage area to the table is checked like a game."""

from __future__ import annotations

from croupier.conformance.dice import codec, conform, vectors
from croupier.conformance.dice.suite import DiceConformance
from croupier.conformance.games import suite_of
from croupier.reference.controls.dice import State, step
from croupier.reference.controls.dice_config import BASE, profile_from_mapping

__all__ = ["SUITE"]

SUITE = suite_of("dice", step=step, codec=codec, conform=conform, vectors=vectors,
                 default_ruleset=BASE, profile_clause="pa:603a.13(f)", config=profile_from_mapping, initial=State,
                 stake=lambda s, seat, bet: None, machine=DiceConformance,
                 example="croupier.conformance.examples.dice_log:DiceEngine", scope=("pa:603a.13",))
