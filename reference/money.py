"""Money: integers in the table's smallest unit in, ``Fraction`` out, rounding by name.

``stake``: an amount wagered, in the smallest unit (cents); ``odds``: payout
odds quoted "to" (``Odds(7, 6)`` is "7 to 6": a winning stake of 6 wins 7 and
is returned). Every payout in the PA chapters modelled here is quoted "to".
"""

from __future__ import annotations

import enum
import re
from fractions import Fraction

import attrs
import icontract

from croupier.reference.contracts import ENABLED

__all__ = ["MAX_VIG_PCT", "Odds", "Rounding", "apply_rounding", "dollars", "parse_amount", "parse_odds", "parse_rate", "round_to_chip", "vigorish", "winnings"]


def _positive(_: object, __: object, value: int) -> None:
    if not (isinstance(value, int) and value > 0):
        raise ValueError("odds terms must be positive integers")  # constant text: CrossHair-safe


@attrs.frozen(slots=False)
class Odds:
    """Payout odds "pays to to": ``Odds(9, 5)`` is 9 to 5."""

    pays: int = attrs.field(validator=_positive)
    to: int = attrs.field(validator=_positive)

    def __str__(self) -> str:
        return f"{self.pays} to {self.to}"

    @property
    def ratio(self) -> Fraction:
        """What one unit staked wins: ``Odds(3, 2).ratio == Fraction(3, 2)``."""
        return Fraction(self.pays, self.to)


@icontract.require(lambda stake: stake >= 0, "stake is never negative", enabled=ENABLED)
@icontract.ensure(
    lambda stake, odds, result: result * odds.to == stake * odds.pays,
    "623a.5: a winning stake is paid stake x pays / to, exactly",
    enabled=ENABLED,
)
def winnings(stake: int, odds: Odds) -> Fraction:
    """What a winning ``stake`` earns at ``odds`` (the stake itself is returned besides)."""
    return Fraction(stake * odds.pays, odds.to)


MAX_VIG_PCT = 5  # 623a.5(g)(3): "up to 5%"


@icontract.require(lambda base_num, base_den: base_num >= 0 and base_den > 0, "a base is a non-negative amount", enabled=ENABLED)
@icontract.require(lambda rate_num, rate_den: rate_den > 0 and 0 <= rate_num * 100 <= MAX_VIG_PCT * rate_den,
                   "623a.5(g)(3): a rate of 0% to 5%", enabled=ENABLED)
@icontract.ensure(
    lambda base_num, base_den, rate_num, rate_den, result: result * base_den * rate_den == base_num * rate_num,
    "623a.5(g)(3): the vigorish is the rate times its base, exactly",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda base_num, base_den, result: 0 <= result * 100 * base_den <= MAX_VIG_PCT * base_num,
    "623a.5(g)(3), (i): never more than 5% of its base",
    enabled=ENABLED,
)
def vigorish(base_num: int, base_den: int, rate_num: int, rate_den: int) -> Fraction:
    """The vigorish on a base of ``base_num / base_den`` at ``rate_num / rate_den`` (at most 5%), before rounding."""
    return Fraction(base_num * rate_num, base_den * rate_den)


class Rounding(enum.Enum):
    """How an exact amount becomes a payable one (AMB-13: the text is silent)."""

    EXACT = "exact"  #: keep the exact rational
    FLOOR_TO_CHIP = "floor_to_chip"  #: round down to a multiple of the smallest chip (breakage to the house)
    NEAREST_CHIP = "nearest_chip"  #: round half up to a multiple of the smallest chip


@icontract.require(lambda den: den > 0, "a positive denominator", enabled=ENABLED)
@icontract.require(lambda chip: chip > 0, "a chip has positive value", enabled=ENABLED)
@icontract.ensure(lambda chip, result: result % chip == 0, "a whole number of chips", enabled=ENABLED)
@icontract.ensure(
    lambda num, den, chip, half_up, result: half_up or result * den <= num < (result + chip) * den,
    "floor: never more than the exact amount, nor a chip less",
    enabled=ENABLED,
)
@icontract.ensure(
    lambda num, den, chip, half_up, result: not half_up or abs(2 * (num - result * den)) <= chip * den,
    "nearest: within half a chip of the exact amount",
    enabled=ENABLED,
)
def round_to_chip(num: int, den: int, chip: int, half_up: bool) -> int:
    """``num / den`` as a whole number of ``chip``: rounded down, or to the nearest chip (halves up)."""
    if half_up:
        return ((2 * num + chip * den) // (2 * chip * den)) * chip
    return (num // (chip * den)) * chip


@icontract.require(lambda chip: chip > 0, "a chip has positive value", enabled=ENABLED)
@icontract.ensure(
    lambda amount, rule, result: rule is not Rounding.EXACT or result == amount,
    "EXACT changes nothing",
    enabled=ENABLED,
)
def apply_rounding(amount: Fraction, chip: int, rule: Rounding) -> Fraction:
    """Round ``amount`` as ``rule`` says, to multiples of ``chip`` (AMB-13)."""
    # Symbolic Fractions crash CrossHair 0.0.112; the integer kernel round_to_chip is checked instead.
    # crosshair: off
    if rule is Rounding.EXACT:
        return amount
    return Fraction(round_to_chip(amount.numerator, amount.denominator, chip, rule is Rounding.NEAREST_CHIP))


_ODDS = re.compile(r"^\s*([0-9]+)\s+to\s+([0-9]+)\s*$")
_RATE = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?)\s*%\s*$")
_AMOUNT = re.compile(r"^\s*-?[0-9]+(?:/[0-9]+)?\s*$")


def parse_odds(text: str) -> Odds:
    """``"9 to 5"`` -> ``Odds(9, 5)``; anything else is a ``ValueError``."""
    m = _ODDS.match(text)
    if not m:
        raise ValueError(f"not payout odds 'N to M': {text!r}")
    return Odds(int(m.group(1)), int(m.group(2)))


def parse_rate(text: str) -> Fraction:
    """``"5%"`` -> ``Fraction(1, 20)``; written as a string, never a float."""
    m = _RATE.match(text)
    if not m:
        raise ValueError(f"not a percentage 'N%': {text!r}")
    return Fraction(m.group(1)) / 100


def parse_amount(text: str) -> Fraction:
    """An amount as it travels: ``"1250"`` or ``"35/3"`` (never a JSON number)."""
    if not isinstance(text, str) or not _AMOUNT.match(text):
        raise ValueError(f"not an amount ('N' or 'N/M'): {text!r}")
    return Fraction(text.strip())


def dollars(x: int | Fraction) -> str:
    """Cents as dollars, exactly, for people to read: ``$14``, ``$2.50``, or ``3500/3 cents`` when not a whole cent."""
    cents = Fraction(x)
    if cents.denominator != 1:
        return f"{cents} cents"
    whole, part = divmod(cents.numerator, 100)
    return f"${whole}" if part == 0 else f"${whole}.{part:02d}"
