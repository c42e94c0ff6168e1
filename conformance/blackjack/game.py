"""Blackjack with the 2013 side wagers of chapter 633a described to the conformance engine (:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.blackjack import codec, conform, vectors
from croupier.conformance.blackjack.codec import BLACKJACK, HIT_AND_RUN, HOUSE_MONEY, STRAIGHT_JACK, THREE_CARD_POKER
from croupier.conformance.blackjack.suite import BlackjackConformance
from croupier.conformance.games import not_offered_of, suite_of
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


def _bet(o: dict[str, Any]) -> str:
    return str(o.get("bet")).partition("/")[0]


def _first_pass(o: dict[str, Any]) -> bool:
    """An optional wager the first pass settles (633a.7(g)): Three Card Poker, House Money (a winner held for the
    check too, (g)(10)(i)) and a Straight Jack taken on no two-card straight ((g)(9))."""
    return _bet(o) in (THREE_CARD_POKER, HOUSE_MONEY) or (_bet(o) == STRAIGHT_JACK and o.get("result") == "lose")


def _second_pass(o: dict[str, Any]) -> bool:
    """An optional wager the second pass settles (633a.7(o)): Hit and Run, and a Straight Jack still up (it wins)."""
    return _bet(o) == HIT_AND_RUN or (_bet(o) == STRAIGHT_JACK and o.get("result") != "lose")


#: 633a.7(g), (o): the optional wagers of each pass settled box by box from the dealer's far right, counterclockwise:
#: boxes are numbered from the dealer's left, so from the highest box down. Each rule ranks only its own pass's
#: wagers, as a dealer Blackjack found at the check settles a held House Money winner and the second pass on one step;
#: the Blackjack Wagers and insurance are not ranked
ORDER = (
    counterclockwise_from_right("pa:633a.7(g)", "the optional wagers of the first pass settled box by box from the "
                                "dealer's far right counterclockwise (descending box numbers)", True, ("settlement",),
                                _first_pass),
    counterclockwise_from_right("pa:633a.7(o)", "the optional wagers still in play settled box by box from the "
                                "dealer's far right counterclockwise (descending box numbers)", True, ("settlement",),
                                _second_pass),
)

SUITE = suite_of("blackjack", step=step, codec=codec, conform=conform, vectors=vectors,
                 default_ruleset=BASE, profile_clause="pa:633a.6(f)", config=profile_from_mapping, initial=State,
                 stake=stake, not_offered=not_offered_of(WAGER_CLAUSE), machine=BlackjackConformance,
                 example="croupier.conformance.examples.blackjack_table:BlackjackEngine", order=ORDER)
