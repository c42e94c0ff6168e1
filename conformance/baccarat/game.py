"""The baccarat family (58 Pa. Code chs. 541/627a; Midibaccarat and Baccarat to follow) described to the conformance
engine (:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.baccarat import codec, conform, vectors
from croupier.conformance.baccarat.suite import BaccaratConformance
from croupier.conformance.families.table import layout_suite
from croupier.conformance.games import not_offered_of
from croupier.conformance.orders import losers_then_winners_down, seat_order
from croupier.reference.baccarat.config import DEFAULT_RULESET, profile_from_mapping
from croupier.reference.baccarat.definitions import parse_card
from croupier.reference.baccarat.game import step
from croupier.reference.baccarat.kernels import value
from croupier.reference.baccarat.state import State

__all__ = ["SUITE"]

Message = dict[str, Any]

#: the clause of each wager (541.8(a); House Money 627a.7(a)(7))
WAGER_CLAUSE = {"banker": "pa:541.8(a)(1)", "player": "pa:541.8(a)(2)", "tie": "pa:541.8(a)(3)",
                "house_money": "pa:627a.7(a)(7)"}

#: House Money is settled from the dealer's right counterclockwise: seat 1 up (INTERPRETING.md, Baccarat; A-28)
HOUSE_MONEY_ORDER = tuple(
    seat_order(clause, "House Money wagers settled seat by seat from the dealer's right counterclockwise "
               "(ascending seat numbers)", lambda seat: seat, ("settlement",),
               lambda o: o.get("bet") == "house_money")
    for clause in ("pa:627a.8(d)(1)", "pa:629a.8(c)(3)(i)", "pa:631a.9(e)(1)"))

#: the round's settlement: losers first, then winners from the highest-numbered seat down (541.12(b) and its like)
ROUND_ORDER = tuple(losers_then_winners_down(clause) for clause in ("pa:541.12(b)", "pa:543.12(b)", "pa:545.12(b)"))


def card_class(m: Message) -> Optional[str]:
    """A card decides by its value (541.6(a)) and, for House Money, its rank: the signature keeps both."""
    c = parse_card(m.get("card"))
    if c is None or m.get("type") not in ("deal", "misdeal", "burn", "face_up_card"):
        return None
    return f"v{value(c.rank)}" + ("-court" if c.rank >= 10 else "")


SUITE = layout_suite("baccarat", step=step, codec=codec, conform=conform, vectors=vectors,
                     default_ruleset=DEFAULT_RULESET, profile_clause="pa:541.13(g)", config=profile_from_mapping,
                     initial=State, dice_class=card_class, not_offered=not_offered_of(WAGER_CLAUSE),
                     machine=BaccaratConformance,
                     example="croupier.conformance.examples.baccarat_table:BaccaratEngine",
                     order=HOUSE_MONEY_ORDER + ROUND_ORDER)
