"""Small pure kernels with contracts: line decisions, odds caps, split-bet nets, Fire payouts.

Each is CrossHair-sized (integers in, integers or Fractions out) and has a
deliberately broken twin in ``tests/contracts/twins.py`` that CrossHair must
refute. Contract descriptions start with the clause they come from.

``t``: a total of two dice (2-12); ``p``: the point, or ``None`` on a come-out
roll; ``dont``: the wager bets against the dice (Don't Pass, Don't Come).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import icontract

from croupier.reference.contracts import ENABLED
from croupier.spec.citations import cites

__all__ = ["LOSE", "VOID", "WIN", "fire_count_pays", "line_outcome", "odds_cap", "plain_odds_cap", "split_net"]

WIN, LOSE, VOID = 1, -1, 0
_POINTS = (4, 5, 6, 8, 9, 10)


@cites(
    "pa:623a.3(a)(1)(i)(A)",
    "pa:623a.3(a)(1)(i)(B)",
    "pa:623a.3(a)(1)(ii)(A)",
    "pa:623a.3(a)(1)(ii)(B)",
    "pa:623a.3(a)(2)(i)(A)",
    "pa:623a.3(a)(2)(i)(B)",
    "pa:623a.3(a)(2)(ii)(A)",
    "pa:623a.3(a)(2)(ii)(B)",
    "pa:623a.3(a)(2)(iii)",
    "pa:623a.3(a)(3)(i)(A)",
    "pa:623a.3(a)(3)(i)(B)",
    "pa:623a.3(a)(3)(ii)(A)",
    "pa:623a.3(a)(3)(ii)(B)",
    "pa:623a.3(a)(4)(i)(A)",
    "pa:623a.3(a)(4)(i)(B)",
    "pa:623a.3(a)(4)(ii)(A)",
    "pa:623a.3(a)(4)(ii)(B)",
    "pa:623a.3(a)(4)(iii)",
)
@icontract.require(lambda t: 2 <= t <= 12, "two dice total 2 to 12", enabled=ENABLED)
@icontract.require(lambda p: p is None or p in _POINTS, "a point is 4, 5, 6, 8, 9 or 10", enabled=ENABLED)
@icontract.ensure(
    lambda t, p, result: p is not None or t not in _POINTS or result is None,
    "623a.1: a point number on the first roll sets a point and decides nothing",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda t, p, result: p is None or (result is None) == (t != 7 and t != p),
    "623a.3(a)(1)(i)(B): with a point set, only the point or a 7 decides",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda dont, t, p, result: result != VOID or (dont and p is None and t == 12),
    "623a.3(a)(2)(iii): only a don't bet is voided, and only by a 12 on its first roll",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda dont, t, p, result: t != 7 or result == (WIN if dont == (p is not None) else LOSE),
    "623a.3(a)(1)-(4): a 7 wins for the right side on the first roll and for the don't side after it",
    enabled=ENABLED,
)
def line_outcome(dont: bool, t: int, p: Optional[int]) -> Optional[int]:
    """Decide a Pass/Don't Pass (or, with ``p`` its come point, a Come/Don't Come) bet on total ``t``.

    Returns ``WIN``, ``LOSE``, ``VOID`` or ``None`` (no decision: a point is set
    or stays). The same rule serves the line and the come bets: a Come bet's
    first roll is its come-out roll.
    """
    if p is None:
        if t in (7, 11):
            return LOSE if dont else WIN
        if t == 12 and dont:
            return VOID
        if t in (2, 3, 12):
            return WIN if dont else LOSE
        return None
    if t == p:
        return LOSE if dont else WIN
    if t == 7:
        return WIN if dont else LOSE
    return None


def _largest_within(limit: int, pays: int, to: int) -> int:
    """The largest amount whose winnings at ``pays`` to ``to`` do not exceed ``limit``."""
    return (limit * to) // pays


def _plain_cap(flat: int, multiple: int, pays: int, to: int, dont: bool) -> int:
    """623a.6(a)-(e): the cap before any 623a.6(f) excess."""
    return _largest_within(multiple * flat, pays, to) if dont else multiple * flat


@cites("pa:623a.6(a)", "pa:623a.6(b)", "pa:623a.6(c)", "pa:623a.6(d)", "pa:623a.6(e)", "pa:623a.6(f)")
@icontract.require(lambda flat: flat > 0, "an odds wager supports a flat wager", enabled=ENABLED)
@icontract.require(lambda multiple: 1 <= multiple <= 10, "623a.6(e): a cap of 1x to 10x", enabled=ENABLED)
@icontract.require(lambda pays, to: pays > 0 and to > 0, "odds terms are positive", enabled=ENABLED)
@icontract.require(lambda chip: chip > 0, "a chip has positive value", enabled=ENABLED)
@icontract.ensure(
    lambda flat, multiple, pays, to, dont, result: result >= _plain_cap(flat, multiple, pays, to, dont),
    "623a.6(a)-(e): the cap is never below what the elected multiple allows",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda flat, multiple, pays, to, dont, result: not dont or (result * pays) // to <= multiple * flat
    or result > _plain_cap(flat, multiple, pays, to, dont),
    "623a.6(b),(d): a don't cap limits what the odds win",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda flat, multiple, pays, to, dont, payable_excess, result: payable_excess
    or result == _plain_cap(flat, multiple, pays, to, dont),
    "623a.6(e): without the 623a.6(f) election the cap is exact",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda flat, multiple, pays, to, dont, chip, result: result == _plain_cap(flat, multiple, pays, to, dont)
    or (result % chip == 0 and (result * pays) % (to * chip) == 0
        and 0 < result - _plain_cap(flat, multiple, pays, to, dont) < to * chip),
    "623a.6(f): an excess is whole chips, only makes the payout payable, and is less than one payable step",
    enabled=ENABLED,
)
def odds_cap(flat: int, multiple: int, pays: int, to: int, dont: bool, chip: int, payable_excess: bool) -> int:
    """The most a player may have in odds behind ``flat`` at ``pays`` to ``to``.

    Right side (Pass, Come): ``multiple`` times the flat wager. Don't side: the
    largest amount whose winnings stay within ``multiple`` times the flat. With
    the 623a.6(f) election, when the plain cap is not a whole number of chips
    paying a whole number of chips, the cap becomes the least such amount above
    it (AMB-12); amounts between the two stay refused (:func:`plain_odds_cap`).
    """
    base = _plain_cap(flat, multiple, pays, to, dont)
    if not payable_excess or (base % chip == 0 and (base * pays) % (to * chip) == 0):
        return base
    amount = -(-base // chip) * chip
    while amount == base or (amount * pays) % (to * chip) != 0:
        amount += chip
    return amount


def plain_odds_cap(flat: int, multiple: int, pays: int, to: int, dont: bool) -> int:
    """623a.6(a)-(e): the cap before any 623a.6(f) excess (it need not be a whole number of chips)."""
    return _plain_cap(flat, multiple, pays, to, dont)


@cites("pa:623a.5(b)", "pa:623a.5(c)", "pa:623a.5(d)", "pa:623a.5(e)")
@icontract.require(lambda stake: stake > 0, "a wager has a positive stake", enabled=ENABLED)
@icontract.require(lambda parts: parts in (2, 4, 5), "C and E halves, Horn quarters, Horn High and Whirl fifths", enabled=ENABLED)
@icontract.require(lambda wins, parts: 0 <= wins <= parts, "no more winning parts than parts", enabled=ENABLED)
@icontract.require(lambda pays: pays >= 0, "odds are not negative", enabled=ENABLED)
@icontract.ensure(
    lambda stake, parts, wins, pays, result: result == sum([Fraction(stake, parts) * pays] * wins, Fraction(0)) - Fraction(stake, parts) * (parts - wins),
    "623a.5(b)-(e): a split bet nets exactly what its component wagers would",
    enabled=ENABLED,
)
def split_net(stake: int, parts: int, wins: int, pays: int) -> Fraction:
    """Net result of a split bet of ``stake`` in ``parts`` equal parts, ``wins`` of which win at ``pays`` to 1."""
    unit = Fraction(stake, parts)
    return unit * (wins * pays - (parts - wins))


@cites("pa:623a.3(a)(40)(i)", "pa:623a.3(a)(40)(ii)", "pa:623a.5(f)", "pa:623a.11(b)(2)")
@icontract.require(lambda count: 0 <= count <= 6, "623a.11(b)(2): at most six different points", enabled=ENABLED)
@icontract.ensure(
    lambda count, result: (result is None) == (count < 4),
    "623a.3(a)(40): four or more different points win, fewer lose",
    enabled=ENABLED,
)
def fire_count_pays(count: int) -> Optional[int]:
    """Which Fire paytable row (4, 5 or 6 points) a count of unique points reaches; ``None`` if it loses."""
    if count < 4:
        return None
    return min(count, 6)
