"""Blackjack with the 2013 side wagers of chapter 633a described to the conformance engine (:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.blackjack.codec import (BLACKJACK, HIT_AND_RUN, HOUSE_MONEY, STRAIGHT_JACK, THREE_CARD_POKER,
                                                  decode_event, encode_outcome, encode_state)
from croupier.conformance.blackjack.conform import DEFAULT_PROFILES, PROFILES, VECTOR_PROFILES
from croupier.conformance.blackjack.suite import BlackjackConformance
from croupier.conformance.blackjack.vectors import scripts, whole_cases
from croupier.conformance.games import GameSuite, applying, reason_shape
from croupier.conformance.orders import counterclockwise_from_right
from croupier.reference.blackjack.config import BASE, profile_from_mapping
from croupier.reference.blackjack.game import step
from croupier.reference.blackjack.state import State

__all__ = ["SUITE"]

#: the clause of each wager a player places
WAGER_CLAUSE = {BLACKJACK: "pa:633a.6", STRAIGHT_JACK: "pa:633a.6(e)(11)", HOUSE_MONEY: "pa:633a.6(e)(12)"}


def stake(s: State, seat: Any, bet: str) -> Optional[Any]:
    """The amount on the layout behind a settlement."""
    b = s.box(seat) if isinstance(seat, int) else None
    if b is None:
        return None
    kind, _, hand = bet.partition("/")
    if kind in (STRAIGHT_JACK, HOUSE_MONEY, "insurance"):
        return {STRAIGHT_JACK: b.straight_jack, HOUSE_MONEY: b.house_money, "insurance": b.insurance}[kind] or None
    if kind in (BLACKJACK, "double") and hand.isdigit() and 1 <= int(hand) <= len(b.hands):
        h = b.hands[int(hand) - 1]
        return (h.wager if kind == BLACKJACK else h.double) or None
    return None


#: the optional wagers (633a.7(g), (o)); the Blackjack Wagers and insurance are not ranked
OPTIONAL = (STRAIGHT_JACK, HOUSE_MONEY, HIT_AND_RUN, THREE_CARD_POKER)

#: 633a.7(g), (o): the optional wagers settled box by box from the dealer's far right, counterclockwise: boxes are
#: numbered from the dealer's left, so from the highest box down
ORDER = tuple(
    counterclockwise_from_right(clause, what + " settled box by box from the dealer's far right counterclockwise "
                                "(descending box numbers)", True, ("settlement",),
                                lambda o: str(o.get("bet")).partition("/")[0] in OPTIONAL)
    for clause, what in (("pa:633a.7(g)", "the optional wagers of the first pass"),
                         ("pa:633a.7(o)", "the optional wagers still in play")))


SUITE = GameSuite(
    name="blackjack",
    tables=("blackjack",),
    default_ruleset=BASE,
    profile_clause="pa:633a.6(f)",
    config=profile_from_mapping,
    table_game=lambda cfg: "blackjack",
    ruleset=lambda cfg: cfg.ruleset,
    initial=State,
    decode=decode_event,
    apply=applying(step, encode_outcome),
    observe=encode_state,
    stake=stake,
    dice_class=lambda m: None,
    not_offered=lambda offered: {c for k, c in WAGER_CLAUSE.items() if k not in offered},
    machine=BlackjackConformance,
    scripts=scripts,
    whole_cases=whole_cases,
    profiles=PROFILES,
    default_profiles=DEFAULT_PROFILES,
    vector_profiles=VECTOR_PROFILES,
    example="croupier.conformance.examples.blackjack_table:BlackjackEngine",
    refusal_key=reason_shape,
    order=ORDER,
)
