"""The pure arithmetic of Pai Gow, contracted and searched by CrossHair: how one hand compares with the banker's,
a round's result from the two comparisons, the vigorish and the dice count (621a.3, 621a.6(c), 621a.8(g)-(k);
535.4, 535.8(c), 535.10(g)-(k); Maryland ch. 3, 6 B, 8 G-K).

Hands enter as integers so the checks can search them: ``pair`` is a permissible pair's rank (1-20, 0 for a value
hand), ``value`` the value 0-9 and ``top`` the rank (1-17) of the higher tile of a value hand.
:mod:`croupier.reference.paigow.tiles` reads the tiles into these numbers.
"""

from __future__ import annotations

import enum
from fractions import Fraction

import icontract

from croupier.reference.contracts import ENABLED
from croupier.reference.paigow.clauses import cites_editions

__all__ = ["POSITIONS", "Result", "VIG_PCT", "first_position", "outcome", "player_beats", "pot", "strength",
           "vigorish"]

#: 621a.8(k): the vigorish on a winning Pai Gow wager, percent of the amount won
VIG_PCT = 5
#: 621a.6(c): the places the count and the deal go round, counterclockwise: the dealer (0), the six betting
#: positions (1-6, the first the farthest to the dealer's right) and the Dead Hand (7)
POSITIONS = 8


class Result(enum.Enum):
    """621a.8(g)-(i): how a wager against the banker ends."""

    WIN = "win"
    LOSE = "lose"
    PUSH = "push"  #: the text's "tie": the wager is returned


def _hand(pair: int, value: int, top: int) -> bool:
    return 0 <= pair <= 20 and 0 <= value <= 9 and (pair > 0 or 1 <= top <= 17)


@cites_editions("pa:621a.3(c)", "pa:621a.3(e)", "pa:621a.3(g)")
@icontract.require(lambda pair, value, top: _hand(pair, value, top), "a pair rank 1-20, or a value 0-9 and a top "
                   "tile rank 1-17", enabled=ENABLED)
@icontract.ensure(lambda pair, result: (result[0] == 1) == (pair > 0), "621a.3(c): a permissible pair outranks "
                  "every hand without one", enabled=ENABLED)
@icontract.ensure(lambda pair, value, zero_zero, result: not (pair == 0 and value == 0 and zero_zero)
                  or result == (0, 0, 0), "621a.3(g): every hand of value 0 is as bad as any other", enabled=ENABLED)
def strength(pair: int, value: int, top: int, zero_zero: bool) -> tuple[int, int, int]:
    """A key ordering hands, higher better; hands of equal keys are copies of each other (621a.3(d), (i)), or two
    zeros where the edition has the zero-zero rule (621a.3(g))."""
    if pair:
        return (1, -pair, 0)
    if value == 0 and zero_zero:
        return (0, 0, 0)
    return (0, value, -top)


@cites_editions("pa:621a.3(c)", "pa:621a.3(d)", "pa:621a.3(e)", "pa:621a.3(g)", "pa:621a.3(i)")
@icontract.require(lambda pp, pv, pt: _hand(pp, pv, pt), "the player's hand", enabled=ENABLED)
@icontract.require(lambda bp, bv, bt: _hand(bp, bv, bt), "the banker's hand", enabled=ENABLED)
@icontract.ensure(lambda pp, bp, result: not (pp and not bp) or result, "621a.3(c): a pair beats any value hand",
                  enabled=ENABLED)
@icontract.ensure(lambda pp, bp, result: not (bp and not pp) or not result, "621a.3(c): a value hand never beats a "
                  "pair", enabled=ENABLED)
@icontract.ensure(lambda pp, bp, result: not (pp and bp) or result == (pp < bp), "621a.3(c), (d): the better pair "
                  "rank wins; equal ranks are a copy, the banker's", enabled=ENABLED)
@icontract.ensure(lambda pp, pv, bp, bv, result: pp or bp or pv == bv or result == (pv > bv), "621a.3(e): the higher "
                  "value wins", enabled=ENABLED)
@icontract.ensure(lambda pp, pv, pt, bp, bv, bt, zero_zero, result: pp or bp or pv != bv or (pv == 0 and zero_zero)
                  or result == (pt < bt), "621a.3(g), (i): equal values go to the better top tile; equal top ranks "
                  "are a copy, the banker's", enabled=ENABLED)
@icontract.ensure(lambda pp, pv, bp, bv, zero_zero, result: not (not pp and not bp and pv == bv == 0 and zero_zero)
                  or not result, "621a.3(g): two hands of value 0 go to the banker", enabled=ENABLED)
def player_beats(pp: int, pv: int, pt: int, bp: int, bv: int, bt: int, zero_zero: bool) -> bool:
    """Does the player's hand (pair rank ``pp``, value ``pv``, top tile ``pt``) outrank the banker's? Copies go to
    the banker, the dealer or the player bank (621a.3(d), (g), (i))."""
    return strength(pp, pv, pt, zero_zero) > strength(bp, bv, bt, zero_zero)


@cites_editions("pa:621a.8(g)", "pa:621a.8(h)", "pa:621a.8(h)(1)", "pa:621a.8(h)(2)", "pa:621a.8(i)")
@icontract.ensure(lambda high, low, low_zero, result: (result is Result.WIN) == (high and low and not low_zero),
                  "621a.8(i): a win needs both hands to outrank the banker's", enabled=ENABLED)
@icontract.ensure(lambda high, low, low_zero, result: (result is Result.LOSE) == (not high and (not low or low_zero)),
                  "621a.8(g): a loss when neither hand outranks the banker's, a low hand of value 0 never doing so",
                  enabled=ENABLED)
def outcome(high: bool, low: bool, low_zero: bool) -> Result:
    """The wager's result from whether the player's high and low hands outrank the banker's, ``low_zero`` saying
    the low hand has the value 0 that can win nothing (621a.8(g), (h)(1); AMB-1 for which hands that is)."""
    low_wins = low and not low_zero
    if high and low_wins:
        return Result.WIN
    if high or low_wins:
        return Result.PUSH
    return Result.LOSE


@cites_editions("pa:621a.8(k)")
@icontract.require(lambda won, unit: won >= 0 and unit >= 0, "an amount won in cents; a rounding unit in cents "
                   "(0: none)", enabled=ENABLED)
@icontract.ensure(lambda won, result: result >= Fraction(won * VIG_PCT, 100), "621a.8(k): never less than 5% of "
                  "the amount won", enabled=ENABLED)
@icontract.ensure(lambda won, unit, result: unit == 0 or result - Fraction(won * VIG_PCT, 100) < unit,
                  "621a.8(k): rounded up to the next multiple of the unit, no further", enabled=ENABLED)
@icontract.ensure(lambda unit, result: unit == 0 or result % unit == 0, "621a.8(k): a rounded vigorish is a "
                  "multiple of the unit", enabled=ENABLED)
@icontract.ensure(lambda won, unit, result: unit != 0 or result == Fraction(won * VIG_PCT, 100),
                  "621a.8(k): without rounding, exactly 5% of the amount won", enabled=ENABLED)
def vigorish(won: int, unit: int) -> Fraction:
    """The vigorish on ``won`` cents won, rounded up to a multiple of ``unit`` cents where the holder rounds
    (621a.8(k): to 25 cents or the next higher multiple; AMB-16: upward)."""
    exact = Fraction(won * VIG_PCT, 100)
    if unit == 0:
        return exact
    return Fraction(-(-exact // unit) * unit)


def _drain(flows: tuple[int, ...]) -> int:
    """The most the centre is ever short while ``flows`` are settled in order: what a bank puts in."""
    pot, short = 0, 0
    for f in flows:
        pot += f
        short = max(short, -pot)
    return short


@cites_editions("pa:621a.9(o)", "pa:621a.9(p)", "pa:621a.9(r)")
@icontract.ensure(lambda flows, result: result[1] - result[0] == sum(flows), "621a.9(o): every losing wager goes "
                  "into the centre and every winning wager is paid from it; the bank makes good the rest and takes "
                  "what is left", enabled=ENABLED)
@icontract.ensure(lambda result: result[0] >= 0 and result[1] >= 0, "the bank puts in, and takes out, no negative "
                  "amount", enabled=ENABLED)
@icontract.ensure(lambda sequential, result: sequential or result[0] == 0 or result[1] == 0, "AMB-14 aggregate: "
                  "the bank either makes good a shortfall or takes a surplus, never both", enabled=ENABLED)
@icontract.ensure(lambda flows, sequential, result: not sequential or result[0] == _drain(flows), "AMB-14 "
                  "sequential: the bank puts in what the centre lacks each time it cannot pay a winner",
                  enabled=ENABLED)
def pot(flows: tuple[int, ...], sequential: bool) -> tuple[int, int]:
    """The centre pot of a banked round: ``flows`` are the wagers in exposure order (the dealer's first), each
    positive when the wager lost to the bank (into the centre) and negative when it won (paid out of it). Returns
    what the bank puts in to pay winners the centre cannot and the surplus left for the bank (before vigorish):
    settled in that order (``sequential``), or all at once (621a.9(o); 535.11(o) 'after all hands have been
    exposed'; AMB-14)."""
    if not sequential:
        net = sum(flows)
        return (-net, 0) if net < 0 else (0, net)
    short = _drain(flows)
    return short, sum(flows) + short


@cites_editions("pa:621a.6(c)", "pa:621a.6(c)(1)", "pa:621a.6(c)(2)", "pa:621a.9(j)")
@icontract.require(lambda origin, total: 0 <= origin < POSITIONS and total >= 1, "a place to count from; a "
                   "positive total", enabled=ENABLED)
@icontract.ensure(lambda result: 0 <= result < POSITIONS, "one of the eight places", enabled=ENABLED)
@icontract.ensure(lambda origin, total, result: total != 1 or result == origin, "the count starts at the origin as "
                  "one", enabled=ENABLED)
@icontract.ensure(lambda origin, total, result: origin != 0 or total != 9 or result == 0, "621a.6(c)(1): a 9 "
                  "counted from the dealer is the dealer", enabled=ENABLED)
@icontract.ensure(lambda origin, total, result: origin != 0 or total != 15 or result == 6, "621a.6(c)(2): a 15 "
                  "counted from the dealer is the sixth betting position", enabled=ENABLED)
@icontract.ensure(lambda origin, total, result: (result - origin) % POSITIONS == (total - 1) % POSITIONS,
                  "each further count moves one place counterclockwise", enabled=ENABLED)
def first_position(origin: int, total: int) -> int:
    """The place that takes the first stack: count ``total`` places counterclockwise, ``origin`` (the dealer, or
    the player bank, 621a.9(j)) counting as one, through every betting position and the Dead Hand (621a.6(c))."""
    return (origin + total - 1) % POSITIONS
