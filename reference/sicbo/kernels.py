"""Small pure kernels with contracts: which wagers a throw wins, and at what odds.

Each kernel takes the three dice as integers and returns the odds "X to 1"
of a win (``X``), or :data:`LOSES` (0): there is no push on a valid throw.
Each CrossHair-checked kernel has a deliberately broken twin in
``tests/contracts/twins.py`` that CrossHair must refute. Contract
descriptions start with the clause they come from.

``n``: the face a wager names; ``t``: the total it names; ``a``, ``b``: the
two faces of a combination; ``d1``, ``d2``, ``d3``: the dice.
"""

from __future__ import annotations

import icontract

from croupier.reference.contracts import ENABLED
from croupier.reference.sicbo.definitions import Kind, Spot
from croupier.spec.citations import cites

__all__ = [
    "ANY_TRIPLE_ODDS", "BIG_SMALL_ODDS", "COMBINATION_ODDS", "DOUBLE_ODDS", "LOSES", "TOTAL_ODDS", "TRIPLE_ODDS",
    "combination_odds", "double_odds", "odds", "odds_clause", "single_odds", "small_big_odds", "total_odds",
    "triple_odds",
]

#: a losing wager's "odds"
LOSES = 0

# 625a.6(a), "X to 1" (the numbers agree with spec/sicbo/tables.toml: tests/reference/sicbo/test_paytable.py)
TRIPLE_ODDS = 150
DOUBLE_ODDS = 8
ANY_TRIPLE_ODDS = 24
COMBINATION_ODDS = 5
BIG_SMALL_ODDS = 1
TOTAL_ODDS: dict[int, int] = {4: 50, 5: 18, 6: 14, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 14,
                              16: 18, 17: 50}


def _die(d: int) -> bool:
    return 1 <= d <= 6


def _dice(d1: int, d2: int, d3: int) -> bool:
    return _die(d1) and _die(d2) and _die(d3)


def _count(n: int, d1: int, d2: int, d3: int) -> int:
    return int(d1 == n) + int(d2 == n) + int(d3 == n)


@cites("pa:625a.3(1)", "pa:625a.3(3)", "pa:625a.6(a)")
@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3), "625a.2(a): three dice, each 1 to 6", enabled=ENABLED)
@icontract.require(lambda n: n == 0 or _die(n), "a named face 1 to 6, or 0 for any triple", enabled=ENABLED)
@icontract.ensure(
    lambda n, d1, d2, d3, result: (result != LOSES) == (d1 == d2 == d3 and (n == 0 or d1 == n)),
    "625a.3(1), (3): a triple wins only when all three dice match (and show the named face, if one is named)",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda n, result: result in (LOSES, TRIPLE_ODDS if n else ANY_TRIPLE_ODDS),
    "625a.6(a): a specific triple pays 150 to 1, any triple 24 to 1",
    enabled=ENABLED,
)
def triple_odds(n: int, d1: int, d2: int, d3: int) -> int:
    """Three of a Kind on ``n`` (625a.3(1)), or Any Three of a Kind when ``n`` is 0 (625a.3(3))."""
    if not (d1 == d2 and d2 == d3):
        return LOSES
    if n == 0:
        return ANY_TRIPLE_ODDS
    return TRIPLE_ODDS if d1 == n else LOSES


@cites("pa:625a.3(2)", "pa:625a.6(a)")
@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3), "625a.2(a): three dice, each 1 to 6", enabled=ENABLED)
@icontract.require(lambda n: _die(n), "625a.3(2): the wager names a face, 1 to 6", enabled=ENABLED)
@icontract.ensure(
    lambda n, d1, d2, d3, on_triple, result: (result != LOSES)
    == (_count(n, d1, d2, d3) == 2 or (on_triple and _count(n, d1, d2, d3) == 3)),
    "625a.3(2): wins when two of the dice show the face; a triple of it wins only under the 'wins' reading (AMBIG-1)",
    enabled=ENABLED,
)
@icontract.ensure(lambda result: result in (LOSES, DOUBLE_ODDS), "625a.6(a): a specific double pays 8 to 1",
                  enabled=ENABLED)
def double_odds(n: int, d1: int, d2: int, d3: int, on_triple: bool) -> int:
    """Two of a Kind on ``n``; ``on_triple``: the option two_of_a_kind_on_triple is ``wins``."""
    matches = [d1, d2, d3].count(n)
    if matches == 2 or (matches == 3 and on_triple):
        return DOUBLE_ODDS
    return LOSES


@cites("pa:625a.3(4)", "pa:625a.6(a)")
@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3), "625a.2(a): three dice, each 1 to 6", enabled=ENABLED)
@icontract.require(lambda t: 4 <= t <= 17, "625a.6(a): the bettable totals are 4 to 17 (AMBIG-3)", enabled=ENABLED)
@icontract.ensure(
    lambda t, d1, d2, d3, on_triple, result: (result != LOSES)
    == (d1 + d2 + d3 == t and (on_triple or not d1 == d2 == d3)),
    "625a.3(4): wins when the dice add up to the total; a triple counts only under the 'wins' reading (AMBIG-2)",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda t, result: result == LOSES or result == TOTAL_ODDS[21 - t],
    "625a.6(a): the paytable is symmetric: a total pays what its mirror 21 - t pays",
    enabled=ENABLED,
)
@icontract.ensure(lambda result: result == LOSES or 6 <= result <= 50, "625a.6(a): totals pay 6 to 50 to 1",
                  enabled=ENABLED)
def total_odds(t: int, d1: int, d2: int, d3: int, on_triple: bool) -> int:
    """A Total Value Bet on ``t``; ``on_triple``: the option total_on_triple is ``wins``."""
    if d1 + d2 + d3 != t:
        return LOSES
    if d1 == d2 == d3 and not on_triple:
        return LOSES
    return TOTAL_ODDS[t]


@cites("pa:625a.3(5)", "pa:625a.6(a)")
@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3), "625a.2(a): three dice, each 1 to 6", enabled=ENABLED)
@icontract.require(lambda a, b: _die(a) and _die(b) and a < b, "625a.3(5): two different faces", enabled=ENABLED)
@icontract.ensure(
    lambda a, b, d1, d2, d3, result: (result != LOSES) == (_count(a, d1, d2, d3) > 0 and _count(b, d1, d2, d3) > 0),
    "625a.3(5): wins when both faces show, each on at least one die",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda result: result in (LOSES, COMBINATION_ODDS),
    "625a.6(a): paid 5 to 1, once, even when a face shows twice (AMBIG-4)",
    enabled=ENABLED,
)
def combination_odds(a: int, b: int, d1: int, d2: int, d3: int) -> int:
    """A Two Dice Combination on ``a`` and ``b``."""
    shown = {d1, d2, d3}
    return COMBINATION_ODDS if a in shown and b in shown else LOSES


@cites("pa:625a.3(6)", "pa:625a.3(7)", "pa:625a.6(a)")
@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3), "625a.2(a): three dice, each 1 to 6", enabled=ENABLED)
@icontract.ensure(
    lambda d1, d2, d3, result: not (d1 == d2 == d3) or result == LOSES,
    "625a.3(6), (7): Small and Big lose on every triple",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda big, d1, d2, d3, result: d1 == d2 == d3
    or (result != LOSES) == ((11 <= d1 + d2 + d3 <= 17) if big else (4 <= d1 + d2 + d3 <= 10)),
    "625a.3(6), (7): otherwise Small wins on 4 to 10, Big on 11 to 17",
    enabled=ENABLED,
)
@icontract.ensure(lambda result: result in (LOSES, BIG_SMALL_ODDS), "625a.6(a): Small and Big pay 1 to 1",
                  enabled=ENABLED)
def small_big_odds(big: bool, d1: int, d2: int, d3: int) -> int:
    """The Big Bet (``big``) or the Small Bet."""
    if d1 == d2 and d2 == d3:
        return LOSES
    total = d1 + d2 + d3
    low, high = (11, 17) if big else (4, 10)
    return BIG_SMALL_ODDS if low <= total <= high else LOSES


@cites("pa:625a.3(8)", "pa:625a.6(b)", "pa:625a.6(b)(1)", "pa:625a.6(b)(2)", "pa:625a.6(b)(3)")
@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3), "625a.2(a): three dice, each 1 to 6", enabled=ENABLED)
@icontract.require(lambda n: _die(n), "625a.3(8): the wager names a face, 1 to 6", enabled=ENABLED)
@icontract.ensure(
    lambda n, d1, d2, d3, result: result == _count(n, d1, d2, d3),
    "625a.6(b)(1)-(3): the odds are the number of dice showing the face, to 1; none showing loses",
    enabled=ENABLED,
)
def single_odds(n: int, d1: int, d2: int, d3: int) -> int:
    """One of a Kind on ``n``: 1, 2 or 3 to 1 by matching dice (625a.6(b)), or a loss."""
    return [d1, d2, d3].count(n)


def _rates() -> frozenset[int]:
    return frozenset(TOTAL_ODDS.values()) | {TRIPLE_ODDS, DOUBLE_ODDS, ANY_TRIPLE_ODDS, COMBINATION_ODDS,
                                             BIG_SMALL_ODDS, 2, 3}


_RATES = _rates()


@cites("pa:625a.3", "pa:625a.6", "pa:625a.4(c)")
@icontract.require(lambda spot: spot.problem() is None, "625a.3: a spot of the layout", enabled=ENABLED)
@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3), "625a.2(a): three dice, each 1 to 6", enabled=ENABLED)
@icontract.ensure(lambda result: result == LOSES or result in _RATES,
                  "625a.6: every wager wins at a paytable rate or loses; no push on a valid throw", enabled=ENABLED)
def odds(spot: Spot, d1: int, d2: int, d3: int, double_on_triple: bool = True, total_on_triple: bool = True) -> int:
    """What the entered values ``d1``, ``d2``, ``d3`` do to a wager on ``spot``: its odds "X to 1", or :data:`LOSES`."""
    k = spot.kind
    if k is Kind.THREE_OF_A_KIND:
        return triple_odds(spot.a, d1, d2, d3)
    if k is Kind.ANY_THREE_OF_A_KIND:
        return triple_odds(0, d1, d2, d3)
    if k is Kind.TWO_OF_A_KIND:
        return double_odds(spot.a, d1, d2, d3, double_on_triple)
    if k is Kind.TOTAL_VALUE_BET:
        return total_odds(spot.a, d1, d2, d3, total_on_triple)
    if k is Kind.TWO_DICE_COMBINATION:
        return combination_odds(spot.a, spot.b, d1, d2, d3)
    if k in (Kind.SMALL, Kind.BIG):
        return small_big_odds(k is Kind.BIG, d1, d2, d3)
    return single_odds(spot.a, d1, d2, d3)


def odds_clause(spot: Spot, x: int) -> str:
    """The clause that fixes the odds ``x`` paid to a winning wager on ``spot``."""
    if spot.kind is Kind.ONE_OF_A_KIND:
        return f"pa:625a.6(b)({x})"
    return "pa:625a.6(a)"
