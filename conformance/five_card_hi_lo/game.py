"""Five Card Hi-Lo (58 Pa. Code ch. 663a, the 2013 proposal) described to the conformance engine
(:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.families import card_setting as family
from croupier.conformance.five_card_hi_lo import codec, conform, vectors
from croupier.conformance.five_card_hi_lo.suite import FiveCardHiLoConformance
from croupier.conformance.orders import counterclockwise_from_right, kind, player_by_player
from croupier.reference.five_card_hi_lo import game
from croupier.reference.five_card_hi_lo.config import BASE, profile_from_mapping
from croupier.reference.five_card_hi_lo.game import ANTE, ANTE_BONUS, PLAY, POKER_BONUS, TIE, State

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


#: 663a.11(f): each player's hands revealed and his Ante and Play Wagers settled (under 663a.11(g)) one player after
#: another from the dealer's far right (position ``positions``) counterclockwise, down to position 1; 663a.11(j):
#: his optional wagers (Tie, Poker Bonus) settled after his Ante and Play Wagers (and the Ante Bonus paid on them,
#: 663a.11(h)), before the dealer turns to the next player
#: the settlements the reveal makes: Ante and Play (663a.11(g)), the Ante Bonus (663a.11(h)), the optional wagers
#: (663a.11(j)); a folded Ante collected under 663a.11(b) on the same step is not ranked
_SHOWDOWN = ("pa:663a.11(g)", "pa:663a.11(h)", "pa:663a.11(j)")

ORDER = (
    counterclockwise_from_right("pa:663a.11(f)", "each player's Ante and Play Wagers settled from the dealer's far "
                                "right, counterclockwise (descending positions)", True, ("settlement",),
                                lambda o: kind(o) in (ANTE, PLAY), within=("pa:663a.11(g)",), among=_SHOWDOWN),
    player_by_player("pa:663a.11(j)", "a player's Tie and Poker Bonus Wagers settled after his Ante and Play Wagers, "
                     "before the next player's (descending positions)",
                     {ANTE: 0, PLAY: 0, ANTE_BONUS: 0, TIE: 1, POKER_BONUS: 1}, among=_SHOWDOWN),
    player_by_player("pa:663a.11(k)", "all of a player's optional wagers settled in his turn, before his cards go "
                     "(descending positions)", {TIE: 0, POKER_BONUS: 0}, within=("pa:663a.11(j)",), among=_SHOWDOWN),
)

SUITE = family.suite(
    "five_card_hi_lo", game, codec, conform, vectors, wager_clauses=WAGER_CLAUSE, engine="FiveCardHiLoEngine",
    default_ruleset=BASE, profile_clause="pa:663a.2", config=profile_from_mapping, stake=stake,
    dice_class=lambda m: None, machine=FiveCardHiLoConformance, order=ORDER)
