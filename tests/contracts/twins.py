"""Deliberately broken twins of the contracted kernels: CrossHair must refute each one.

Every twin carries the same contracts as its kernel and one realistic bug, so
a CrossHair run that reports nothing for a twin means the check did not run.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import icontract

from croupier.reference.craps.kernels import LOSE, VOID, WIN, _plain_cap
from croupier.reference.money import Odds

_POINTS = (4, 5, 6, 8, 9, 10)


@icontract.ensure(lambda stake, odds, result: result * odds.to == stake * odds.pays, "exact payout")
def winnings_floored(stake: int, odds: Odds) -> Fraction:
    """Bug: integer division drops the fraction of a 7 to 6 payout."""
    return Fraction((stake * odds.pays) // odds.to)


@icontract.require(lambda t: 2 <= t <= 12)
@icontract.require(lambda p: p is None or p in _POINTS)
@icontract.ensure(
    lambda dont, t, p, result: result != VOID or (dont and p is None and t == 12),
    "623a.3(a)(2)(iii): only a don't bet is voided, and only by a 12 on its first roll",
)
def line_outcome_bar_3(dont: bool, t: int, p: Optional[int]) -> Optional[int]:
    """Bug: the don't side is barred on 3 instead of 12 (a 12 loses, a 3 pushes)."""
    if p is None:
        if t in (7, 11):
            return LOSE if dont else WIN
        if t == 3 and dont:
            return VOID
        if t in (2, 3, 12):
            return WIN if dont else LOSE
        return None
    if t == p:
        return LOSE if dont else WIN
    if t == 7:
        return WIN if dont else LOSE
    return None


@icontract.require(lambda flat: flat > 0)
@icontract.require(lambda multiple: 1 <= multiple <= 10)
@icontract.require(lambda pays, to: pays > 0 and to > 0)
@icontract.require(lambda chip: chip > 0)
@icontract.ensure(
    lambda flat, multiple, pays, to, dont, payable_excess, result: payable_excess
    or result == _plain_cap(flat, multiple, pays, to, dont),
    "623a.6(e): without the 623a.6(f) election the cap is exact",
)
def odds_cap_on_stake(flat: int, multiple: int, pays: int, to: int, dont: bool, chip: int, payable_excess: bool) -> int:
    """Bug: the don't-side cap limits the odds stake instead of what the odds win."""
    return multiple * flat


@icontract.require(lambda stake: stake > 0)
@icontract.require(lambda parts: parts in (2, 4, 5))
@icontract.require(lambda wins, parts: 0 <= wins <= parts)
@icontract.require(lambda pays: pays >= 0)
@icontract.ensure(
    lambda stake, parts, wins, pays, result: result
    == sum([Fraction(stake, parts) * pays] * wins, Fraction(0)) - Fraction(stake, parts) * (parts - wins),
    "623a.5(b)-(e): a split bet nets exactly what its component wagers would",
)
def split_net_whole_stake(stake: int, parts: int, wins: int, pays: int) -> Fraction:
    """Bug: the winning part is paid on the whole stake, not on its share."""
    return Fraction(stake * pays * wins, parts) - Fraction(stake, parts) * (parts - wins) + (Fraction(stake) if wins > 1 else 0)


@icontract.require(lambda count: 0 <= count <= 6)
@icontract.ensure(lambda count, result: (result is None) == (count < 4), "623a.3(a)(40): four or more win")
def fire_count_repeats(count: int) -> Optional[int]:
    """Bug: pays from three points, as if a repeated point counted."""
    if count < 3:
        return None
    return min(count + 1, 6)


@icontract.require(lambda den: den > 0)
@icontract.require(lambda chip: chip > 0)
@icontract.ensure(
    lambda num, den, chip, half_up, result: half_up or result * den <= num < (result + chip) * den,
    "floor: never more than the exact amount, nor a chip less",
)
def round_to_chip_ceiling(num: int, den: int, chip: int, half_up: bool) -> int:
    """Bug: breakage rounded up, in the player's favour."""
    return -((-num) // (chip * den)) * chip


@icontract.require(lambda base_num, base_den: base_num >= 0 and base_den > 0)
@icontract.require(lambda rate_num, rate_den: rate_den > 0 and 0 <= rate_num * 100 <= 5 * rate_den)
@icontract.ensure(
    lambda base_num, base_den, result: 0 <= result * 100 * base_den <= 5 * base_num,
    "623a.5(g)(3), (i): never more than 5% of its base",
)
def vigorish_on_wager_and_vig(base_num: int, base_den: int, rate_num: int, rate_den: int) -> Fraction:
    """Bug: the vig is charged on the wager plus a one-unit minimum, so a small wager pays more than 5%."""
    return Fraction(base_num * rate_num, base_den * rate_den) + (1 if base_num else 0)
