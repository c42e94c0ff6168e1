"""Pai Gow (58 Pa. Code ch. 621a; temporary ch. 535; Maryland's rules v1.1) described to the conformance engine
(:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.compare import OrderRule
from croupier.conformance.families import card_setting as family
from croupier.conformance.games import not_offered_of, suite_of
from croupier.conformance.orders import seat, seat_order
from croupier.conformance.paigow import codec, conform, vectors
from croupier.conformance.paigow.suite import PaiGowConformance
from croupier.reference.paigow.config import DEFAULT_RULESET, profile_from_mapping
from croupier.reference.paigow.game import BONUS, DEALER_WAGER, WAGER, State, step

__all__ = ["SUITE"]

Message = dict[str, Any]

#: the clause of each wager a player makes (621a.5; Maryland ch. 5 F(1))
WAGER_CLAUSE = {"pai_gow": "pa:621a.5(a)", "pair_fortunes": "md:paigow.5(F)(1)"}


#: what decides a deal: the total the count goes by (621a.6(c))
dice_class = family.start_count


def stake(s: State, seat: Any, bet: str) -> Optional[int]:
    """The amount on the layout behind a settlement: a player's wager or bonus, or the dealer's wager against a
    bank (the bank's own settlement has no stake)."""
    if not isinstance(seat, int):
        return None
    if bet == DEALER_WAGER:
        return s.dealer_wager or None
    if bet in (WAGER, BONUS):
        return (s.bonuses if bet == BONUS else s.wagers).get(seat)
    return None


_RIGHT_CCW = "from the player farthest to the dealer's right counterclockwise (ascending positions)"


def _pai_gow(o: Message) -> bool:
    return o.get("bet") == "pai_gow"


def _dealer_then_players(o: Message) -> bool:
    return o.get("bet") in ("pai_gow", "dealer_wager")


def _winners_after(by_loser_seat: bool) -> Any:
    """535: losers as the hands are exposed, winners paid once every hand is exposed, in position order."""
    def rank(o: Message) -> Any:
        s = seat(o)
        if o.get("type") != "settlement" or not _pai_gow(o) or s is None:
            return None
        return {"lose": (0, s if by_loser_seat else 0), "win": (1, s)}.get(str(o.get("result")))
    return rank


ORDER = (
    seat_order("pa:621a.8(f)", "each player's Pai Gow wager " + _RIGHT_CCW, lambda p: p, ("settlement",), _pai_gow),
    seat_order("md:paigow.8(F)", "each player's Pai Gow wager " + _RIGHT_CCW, lambda p: p, ("settlement",),
               _pai_gow),
    seat_order("pa:621a.9(o)", "the dealer's wager, then each player's " + _RIGHT_CCW, lambda p: p, ("settlement",),
               _dealer_then_players),
    seat_order("pa:621a.9(r)", "each player's wager " + _RIGHT_CCW, lambda p: p, ("settlement",),
               _dealer_then_players),
    seat_order("md:paigow.9(P)", "the dealer's wager, then each player's " + _RIGHT_CCW, lambda p: p,
               ("settlement",), _dealer_then_players),
    seat_order("md:paigow.9(S)", "each player's wager " + _RIGHT_CCW, lambda p: p, ("settlement",),
               _dealer_then_players),
    seat_order("pa:535.10(f)", "losing and tied wagers as the hands are exposed " + _RIGHT_CCW, lambda p: p,
               ("settlement",), lambda o: _pai_gow(o) and o.get("result") != "win"),
    OrderRule("pa:535.10(j)", "every losing wager before any winner; winners paid once every hand is exposed, "
              + _RIGHT_CCW, _winners_after(False)),
    OrderRule("pa:535.11(o)", "losers to the centre as exposed, then winners paid, each " + _RIGHT_CCW,
              _winners_after(True)),
    OrderRule("pa:535.11(r)", "losers to the centre as exposed, then winners paid, each " + _RIGHT_CCW,
              _winners_after(True)),
)


SUITE = suite_of("paigow", step=step, codec=codec, conform=conform, vectors=vectors,
                 signature_by_clause=True, default_ruleset=DEFAULT_RULESET, profile_clause="pa:621a.2",
                 config=profile_from_mapping, initial=State, stake=stake, dice_class=dice_class,
                 not_offered=not_offered_of(WAGER_CLAUSE), machine=PaiGowConformance,
                 example="croupier.conformance.examples.paigow_table:PaiGowEngine", order=ORDER)
