"""Three Dice Football (58 Pa. Code ch. 661a, 2013 proposal) described to the conformance engine (:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.families.table import layout_suite, not_offered
from croupier.conformance.orders import by_bet
from croupier.conformance.tdf import codec, conform, vectors
from croupier.conformance.tdf.suite import FootballConformance
from croupier.reference.tdf import kernels
from croupier.reference.tdf.config import DEFAULT_RULESET, profile_from_mapping
from croupier.reference.tdf.definitions import WAGER_CLAUSE, Kind, ThrowClass
from croupier.reference.tdf.game import step
from croupier.reference.tdf.state import State

__all__ = ["SUITE"]

Message = dict[str, Any]


def dice_class(m: Message) -> Optional[str]:
    """A throw decides by its class and dice yards; an extra point roll by its 1s and whether it is a triple."""
    d = m.get("dice")
    if not (isinstance(d, list) and len(d) == 3 and all(isinstance(x, int) and 1 <= x <= 6 for x in d)):
        return None
    if m.get("type") == "extra_point_roll":
        return f"ones-{d.count(1)}" + ("-triple" if len(set(d)) == 1 else "")
    if m.get("type") != "throw" or m.get("cocked") == "two_sides":
        return None
    c = kernels.classify(d[0], d[1], d[2])
    return f"gain-{kernels.gain_of(d[0], d[1], d[2])}" if c is ThrowClass.GAIN else c.value


def _after_score(k: str, o: Message) -> int:
    """661a.6(f)(1): Defense (0), then the single play and other full game wagers (1), last Touchdown and Extra
    Point (2, after the extra point roll where there is one)."""
    return 0 if k == "defense" else 2 if k in ("touchdown", "extra_point") else 1


def _no_score(k: str, o: Message) -> int:
    """661a.6(f)(2): Touchdown, Extra Point and Defense (0), then the single play and other full game wagers (1)."""
    return 0 if k in ("touchdown", "extra_point", "defense") else 1


ORDER = (
    by_bet("pa:661a.6(f)(1)", "after a score: Defense first, then the single play and other full game wagers, "
           "Touchdown and Extra Point last", _after_score),
    by_bet("pa:661a.6(f)(2)", "without a score: Touchdown, Extra Point and Defense first, then the single play and "
           "other full game wagers", _no_score),
)


SUITE = layout_suite("tdf", step=step, codec=codec, conform=conform, vectors=vectors, default_ruleset=DEFAULT_RULESET,
                     profile_clause="pa:661a.2", config=profile_from_mapping, initial=State, dice_class=dice_class,
                     not_offered=not_offered(Kind, WAGER_CLAUSE.__getitem__), machine=FootballConformance,
                     example="croupier.conformance.examples.tdf_table:FootballEngine", order=ORDER)
