"""Five Card Hi-Lo (58 Pa. Code ch. 663a, the 2013 proposal) described to the conformance engine
(:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.five_card_hi_lo.codec import decode_event, encode_outcome, encode_state
from croupier.conformance.five_card_hi_lo.conform import DEFAULT_PROFILES, PROFILES, VECTOR_PROFILES
from croupier.conformance.five_card_hi_lo.suite import FiveCardHiLoConformance
from croupier.conformance.five_card_hi_lo.vectors import scripts, whole_cases
from croupier.conformance.games import GameSuite, applying, reason_shape
from croupier.reference.five_card_hi_lo.config import BASE, profile_from_mapping
from croupier.reference.five_card_hi_lo.game import ANTE, PLAY, POKER_BONUS, TIE, State, step

__all__ = ["SUITE"]

#: the clause of each wager a player places before the deal (663a.7(d), (e))
WAGER_CLAUSE = {ANTE: "pa:663a.7(d)", TIE: "pa:663a.7(e)(1)", POKER_BONUS: "pa:663a.7(e)(2)"}


def stake(s: State, seat: Any, bet: str) -> Optional[int]:
    """The amount on the layout behind a settlement: a position's Ante (and its Play Wager, the same), Tie or Poker
    Bonus Wager; the Ante Bonus has no stake of its own."""
    if not isinstance(seat, int):
        return None
    held = {ANTE: s.antes, PLAY: s.antes, TIE: s.ties, POKER_BONUS: s.bonuses}.get(bet)
    return None if held is None else held.get(seat)


SUITE = GameSuite(
    name="five_card_hi_lo",
    tables=("five_card_hi_lo",),
    default_ruleset=BASE,
    profile_clause="pa:663a.2",
    config=profile_from_mapping,
    table_game=lambda cfg: "five_card_hi_lo",
    ruleset=lambda cfg: cfg.ruleset,
    initial=State,
    decode=decode_event,
    apply=applying(step, encode_outcome),
    observe=encode_state,
    stake=stake,
    dice_class=lambda m: None,
    not_offered=lambda offered: {c for k, c in WAGER_CLAUSE.items() if k not in offered},
    machine=FiveCardHiLoConformance,
    scripts=scripts,
    whole_cases=whole_cases,
    profiles=PROFILES,
    default_profiles=DEFAULT_PROFILES,
    vector_profiles=VECTOR_PROFILES,
    example="croupier.conformance.examples.five_card_hi_lo_table:FiveCardHiLoEngine",
    refusal_key=reason_shape,
)
