"""Asia Poker (58 Pa. Code ch. 659a, the 2013 proposal) described to the conformance engine (:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.asia_poker import codec, conform, vectors
from croupier.conformance.asia_poker.suite import AsiaPokerConformance
from croupier.conformance.families import card_setting as family
from croupier.conformance.games import not_offered_of, suite_of
from croupier.conformance.orders import counterclockwise_from_right, kind, player_by_player
from croupier.reference.asia_poker.config import BASE, profile_from_mapping
from croupier.reference.asia_poker.game import BONUS, WAGER, State, step

__all__ = ["SUITE"]

Message = dict[str, Any]

#: the clause of each wager a player makes (659a.7(d), (e))
WAGER_CLAUSE = {WAGER: "pa:659a.7(d)", BONUS: "pa:659a.7(e)"}


#: what decides a deal: the count to the starting position (659a.5(g))
dice_class = family.start_count


def stake(s: State, seat: Any, bet: str) -> Optional[int]:
    """The amount on the layout behind a settlement: a position's Asia Poker Wager or Bonus Wager."""
    if not isinstance(seat, int) or bet not in (WAGER, BONUS):
        return None
    return (s.bonuses if bet == BONUS else s.wagers).get(seat)


#: 659a.11(e): the players' hands revealed and their Asia Poker Wagers settled (under 659a.11(f)) one player after
#: another from the dealer's far right (position ``positions``) counterclockwise, down to position 1; 659a.11(h): a
#: player's Bonus Wager settled once his Asia Poker Wager is, before the dealer turns to the next player
ORDER = (
    counterclockwise_from_right("pa:659a.11(e)", "each player's Asia Poker Wager settled from the dealer's far right, "
                                "counterclockwise (descending positions)", True, ("settlement",),
                                lambda o: kind(o) == WAGER, within=("pa:659a.11(f)",)),
    player_by_player("pa:659a.11(h)", "a player's Bonus Wager settled right after his Asia Poker Wager, before the "
                     "next player's (descending positions)", {WAGER: 0, BONUS: 1}),
)

SUITE = suite_of("asia_poker", step=step, codec=codec, conform=conform, vectors=vectors,
                 default_ruleset=BASE, profile_clause="pa:659a.2", config=profile_from_mapping, initial=State,
                 stake=stake, dice_class=dice_class, not_offered=not_offered_of(WAGER_CLAUSE),
                 machine=AsiaPokerConformance,
                 example="croupier.conformance.examples.asia_poker_table:AsiaPokerEngine", order=ORDER)
