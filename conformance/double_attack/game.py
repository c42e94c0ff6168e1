"""Double Attack Blackjack (58 Pa. Code ch. 665a, 2013 proposed) described to the conformance engine
(:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.double_attack import codec, conform, vectors
from croupier.conformance.double_attack.codec import ATTACK, BET, BUST_IT
from croupier.conformance.double_attack.suite import DoubleAttackConformance
from croupier.conformance.compare import OrderRule
from croupier.conformance.games import not_offered_of, suite_of
from croupier.conformance.orders import counterclockwise_from_right
from croupier.reference.double_attack.config import BASE, profile_from_mapping
from croupier.reference.double_attack.game import step
from croupier.reference.double_attack.state import State

__all__ = ["SUITE"]

Message = dict[str, Any]

#: the clause of each wager a player places (665a.6(d)-(f))
WAGER_CLAUSE = {BET: "pa:665a.6(d)", ATTACK: "pa:665a.6(e)", BUST_IT: "pa:665a.6(f)"}


def stake(s: State, seat: Any, bet: str) -> Optional[int]:
    """The amount on the layout behind a settlement: a hand's Bet, Double Attack or Double Down part, the Bust It
    Wager or the insurance."""
    b = s.box(seat) if isinstance(seat, int) else None
    if b is None:
        return None
    kind, _, hand = bet.partition("/")
    if kind == BUST_IT:
        return b.bust_it or None
    if kind == "insurance":
        return b.insurance or None
    if kind in (BET, ATTACK, "double") and hand.isdigit() and 1 <= int(hand) <= len(b.hands):
        h = b.hands[int(hand) - 1]
        return {BET: h.bet, ATTACK: h.attack, "double": h.double}[kind] or None
    return None


#: the parts of a hand the end-of-round settlement (665a.7(o)) settles: its Bet, its Double Attack Wager, its double
_HAND_PARTS = (BET, ATTACK, "double")


def _part(o: Message) -> str:
    return str(o.get("bet")).partition("/")[0]


def _bust_its_first(o: Message) -> Optional[int]:
    """665a.7(m)(1): a losing Bust It Wager (rank 0) before any part of a hand (rank 1)."""
    if o.get("type") != "settlement":
        return None
    if _part(o) == BUST_IT and o.get("result") == "lose":
        return 0
    return 1 if _part(o) in _HAND_PARTS else None


#: what the three rules order: the Bust It Wagers (665a.7(m)) and the hands settled at the end of the round (665a.7(o));
#: a surrender (665a.9) or an insurance (665a.8) settled on the same step is not ranked
_SETTLED = ("pa:665a.7(m)", "pa:665a.7(o)")

_RIGHT_CCW = "every hand's Bet, Double Attack and double settled box by box from the dealer's far right, " \
             "counterclockwise (descending box numbers)"

#: 665a.7(m)(1) where the dealer's first two cards total 17 or more (a dealer Blackjack too); 665a.7(o) and (p) on
#: the end-of-round settlement, which cites the items of (o)
ORDER = (
    OrderRule("pa:665a.7(m)(1)", "every losing Bust It Wager collected before any Bet, Double Attack Wager or double "
              "is settled", _bust_its_first, among=_SETTLED),
    counterclockwise_from_right("pa:665a.7(o)", _RIGHT_CCW, True, ("settlement",), lambda o: _part(o) in _HAND_PARTS,
                                among=_SETTLED),
    counterclockwise_from_right("pa:665a.7(p)", _RIGHT_CCW, True, ("settlement",), lambda o: _part(o) in _HAND_PARTS,
                                within=("pa:665a.7(o)",), among=_SETTLED),
)

SUITE = suite_of("double_attack", step=step, codec=codec, conform=conform, vectors=vectors,
                 default_ruleset=BASE, profile_clause="pa:665a.6(g)", config=profile_from_mapping, initial=State,
                 stake=stake, not_offered=not_offered_of(WAGER_CLAUSE), machine=DoubleAttackConformance,
                 example="croupier.conformance.examples.double_attack_table:DoubleAttackEngine", order=ORDER)
