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


# --- Sic Bo (58 Pa. Code ch. 625a) ---------------------------------------------------------------

from croupier.reference.sicbo.kernels import (  # noqa: E402
    ANY_TRIPLE_ODDS, BIG_SMALL_ODDS, COMBINATION_ODDS, DOUBLE_ODDS, LOSES, TOTAL_ODDS, TRIPLE_ODDS, _count, _dice, _die,
)


@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3))
@icontract.require(lambda n: n == 0 or _die(n))
@icontract.ensure(
    lambda n, d1, d2, d3, result: (result != LOSES) == (d1 == d2 == d3 and (n == 0 or d1 == n)),
    "625a.3(1), (3): a triple wins only when all three dice match (and show the named face, if one is named)",
)
def triple_odds_any_face(n: int, d1: int, d2: int, d3: int) -> int:
    """Bug: a specific triple wins on any triple, whatever face it named."""
    if not (d1 == d2 and d2 == d3):
        return LOSES
    return TRIPLE_ODDS if n else ANY_TRIPLE_ODDS


@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3))
@icontract.require(lambda n: _die(n))
@icontract.ensure(
    lambda n, d1, d2, d3, on_triple, result: (result != LOSES)
    == (_count(n, d1, d2, d3) == 2 or (on_triple and _count(n, d1, d2, d3) == 3)),
    "625a.3(2): two of the dice; a triple only under the 'wins' reading (AMBIG-1)",
)
def double_odds_ignores_reading(n: int, d1: int, d2: int, d3: int, on_triple: bool) -> int:
    """Bug: a triple of the face always wins the double, whatever the reading says."""
    return DOUBLE_ODDS if [d1, d2, d3].count(n) >= 2 else LOSES


@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3))
@icontract.require(lambda t: 4 <= t <= 17)
@icontract.ensure(
    lambda t, result: result == LOSES or result == TOTAL_ODDS[21 - t],
    "625a.6(a): a total pays what its mirror 21 - t pays",
)
def total_odds_misread_13(t: int, d1: int, d2: int, d3: int, on_triple: bool) -> int:
    """Bug: the garbled row 'Total Value of Bet 13' read as 6 to 1 instead of 8 to 1."""
    if d1 + d2 + d3 != t:
        return LOSES
    return 6 if t == 13 else TOTAL_ODDS[t]


@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3))
@icontract.require(lambda a, b: _die(a) and _die(b) and a < b)
@icontract.ensure(
    lambda result: result in (LOSES, COMBINATION_ODDS),
    "625a.6(a): paid 5 to 1, once, even when a face shows twice (AMBIG-4)",
)
def combination_odds_per_pair(a: int, b: int, d1: int, d2: int, d3: int) -> int:
    """Bug: paid once per die pair, so 1-1-2 on 1 and 2 pays 10 to 1."""
    dice = [d1, d2, d3]
    if a not in dice or b not in dice:
        return LOSES
    return COMBINATION_ODDS * (dice.count(a) * dice.count(b))


@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3))
@icontract.ensure(
    lambda d1, d2, d3, result: not (d1 == d2 == d3) or result == LOSES,
    "625a.3(6), (7): Small and Big lose on every triple",
)
def small_big_odds_triples_count(big: bool, d1: int, d2: int, d3: int) -> int:
    """Bug: the triple exclusion forgotten, so 2-2-2 wins Small."""
    total = d1 + d2 + d3
    low, high = (11, 17) if big else (4, 10)
    return BIG_SMALL_ODDS if low <= total <= high else LOSES


@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3))
@icontract.require(lambda n: _die(n))
@icontract.ensure(
    lambda n, d1, d2, d3, result: result == _count(n, d1, d2, d3),
    "625a.6(b)(1)-(3): the odds are the number of dice showing the face, to 1",
)
def single_odds_flat(n: int, d1: int, d2: int, d3: int) -> int:
    """Bug: One of a Kind paid 1 to 1 however many dice match."""
    return 1 if n in (d1, d2, d3) else LOSES


# --- Three Dice Football (58 Pa. Code ch. 661a, 2013 proposal) -----------------------------------

from croupier.reference.tdf.definitions import Kind as TdfKind, ThrowClass  # noqa: E402
from croupier.reference.tdf.kernels import (  # noqa: E402
    _SINGLE_RATES, _dice as _tdf_dice, _is_trips, _is_turnover, _ones, _yards_ok,
)


@icontract.require(lambda g1, g2, r: _tdf_dice(g1, g2, r))
@icontract.ensure(lambda g1, g2, r, result: not _is_trips(g1, g2, r) or result is ThrowClass.TRIPS_TD,
                  "661a.6(c)(5): three alike is a Trips TD, never a gain")
@icontract.ensure(lambda g1, g2, r, result: result is not ThrowClass.PENALTY
                  or (g1 + g2 < r and not _is_turnover(g1, g2, r)),
                  "661a.1 penalty: green total below the red die; a turnover is never a penalty")
def classify_gain_first(g1: int, g2: int, r: int) -> ThrowClass:
    """Bug: the comparison of totals is tested before the Trips TD and turnover definitions."""
    o = g1 + g2
    if o > r:
        return ThrowClass.GAIN
    if o < r:
        return ThrowClass.PENALTY
    if g1 == g2 == r:
        return ThrowClass.TRIPS_TD
    return ThrowClass.NO_GAIN


@icontract.require(lambda d1, d2, d3: _tdf_dice(d1, d2, d3))
@icontract.ensure(lambda result: result in (0, 1, 10, 50),
                  "661a.8(a), NOTE-T16: one Extra Point line is paid, never two added together")
def extra_point_cumulative(d1: int, d2: int, d3: int) -> int:
    """Bug: the lines are added up, so 1-1-1 pays 50 + 10 + 1."""
    ones = _ones(d1, d2, d3)
    pays = {0: 0, 1: 1, 2: 11, 3: 61}[ones]
    return pays if pays or not d1 == d2 == d3 else 10


@icontract.require(lambda g1, g2, r: _tdf_dice(g1, g2, r))
@icontract.require(lambda kind: kind in _SINGLE_RATES)
@icontract.ensure(lambda kind, g1, g2, r, result: kind not in (TdfKind.OVER_FOUR_YARDS, TdfKind.UNDER_FOUR_YARDS)
                  or _yards_ok(kind is TdfKind.OVER_FOUR_YARDS, g1, g2, r, result),
                  "661a.3(d)(7), (8): a gain of 4 loses both Over Four and Under Four")
def single_play_four_is_under(kind: TdfKind, g1: int, g2: int, r: int) -> int:
    """Bug: "3 yards or less" read as "4 yards or less", so a gain of 4 wins Under Four."""
    g = g1 + g2 - r
    if kind is TdfKind.UNDER_FOUR_YARDS:
        return 0 if _is_trips(g1, g2, r) or g > 4 else 1
    if kind is TdfKind.OVER_FOUR_YARDS:
        return 7 if _is_trips(g1, g2, r) else (1 if g >= 5 else 0)
    return 0


# --- Baccarat family (58 Pa. Code chs. 541/627a; the drawing rules of 543 and 545 are the same) ----

from croupier.reference.baccarat import kernels as bac  # noqa: E402
from croupier.reference.baccarat.kernels import _banker_rule, _dealt_in_order, _pairs  # noqa: E402
from croupier.reference.paigow import kernels as pg  # noqa: E402


@icontract.require(lambda b: 0 <= b <= 7)
@icontract.require(lambda third: third is None or 0 <= third <= 9)
@icontract.ensure(lambda b, third, result: result == _banker_rule(b, third),
                  "541.11(c)(2)(iii), Table 1: rows 3 (stay on an 8), 4 (draw on 2-7), 6 (draw on 6-7)")
def banker_draws_six_on_five(b: int, third: Optional[int]) -> bool:
    """Bug: the Banker-6 row of Table 1 restored one column too wide, drawing on a third card of 5 as well."""
    if third is None:
        return b <= 5
    if b <= 2:
        return True
    if b == 7:
        return False
    row = {3: "DDDDDDDDSD", 4: "SSDDDDDDSS", 5: "SSSSDDDDSS", 6: "SSSSSDDDSS"}[b]
    return row[third] == "D"


@icontract.require(lambda c1, c2, c3, c4, c5, c6: 1 <= c1 <= 13 and 1 <= c2 <= 13 and 1 <= c3 <= 13 and 1 <= c4 <= 13
                   and 1 <= c5 <= 13 and 1 <= c6 <= 13)
@icontract.ensure(lambda c1, c2, c3, c4, c5, c6, result: _dealt_in_order((c1, c2, c3, c4, c5, c6), result),
                  "541.9(c), 541.10(c): P, B, P, B; the Player's third card first, then the Banker's")
def coup_banker_first(c1: int, c2: int, c3: int, c4: int, c5: int,
                      c6: int) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """Bug: when both hands draw, the fifth card goes to the Banker and the sixth to the Player."""
    c = (c1, c2, c3, c4, c5, c6)
    player, banker = (c[0], c[2]), (c[1], c[3])
    p, b = bac.points(*player), bac.points(*banker)
    if p >= 8 or b >= 8:
        return 4, player, banker
    if p <= 5:
        third = bac.value(c[5])
        if bac.banker_draws(b, third):
            return 6, player + (c[5],), banker + (c[4],)
        return 5, player + (c[4],), banker
    if b <= 5:
        return 5, player, banker + (c[4],)
    return 4, player, banker


@icontract.require(lambda won, rate_pct, unit: won >= 0 and rate_pct in (4, 5) and unit >= 0)
@icontract.ensure(lambda won, rate_pct, result: result >= Fraction(won * rate_pct, 100),
                  "541.13(d): the vigorish is rounded up, never down")
def commission_to_nearest(won: int, rate_pct: int, unit: int) -> Fraction:
    """Bug: the vigorish rounded to the nearest multiple of the unit, half up, so 0.52 becomes 0.50 at 5 cents."""
    exact = Fraction(won * rate_pct, 100)
    if unit == 0:
        return exact
    return Fraction(((exact + Fraction(unit, 2)) // unit) * unit)


@icontract.require(lambda p1, p2, b1, b2: all(1 <= x <= 13 for x in (p1, p2, b1, b2)))
@icontract.ensure(lambda p1, p2, b1, b2, result: result == {0: 0, 1: 3, 2: 15}[_pairs(p1, p2, b1, b2)],
                  "627a.7(a)(7), 627a.12(g): a pair is two cards of one rank")
def house_money_by_value(p1: int, p2: int, b1: int, b2: int) -> int:
    """Bug: a pair read as two cards of one value, so a 10 and a king (both 0) pay."""
    pairs = (bac.value(p1) == bac.value(p2)) + (bac.value(b1) == bac.value(b2))
    return 15 if pairs == 2 else 3 if pairs == 1 else 0


@icontract.require(lambda amounts: all(a >= 0 for a in amounts))
@icontract.ensure(lambda amounts, result: result == 0 or all(a < amounts[result - 1] for a in amounts[:result - 1]),
                  "543.9(c)(3)(v): of equal largest wagers, the seat nearest the dealer counterclockwise")
def squeeze_seat_highest_seat(amounts: tuple[int, ...]) -> int:
    """Bug: equal largest wagers go to the highest seat number (the tie-break read clockwise)."""
    best, seat = 0, 0
    for i, a in enumerate(amounts):
        if a >= best and a > 0:
            best, seat = a, i + 1
    return seat


@icontract.require(lambda holder, seated: holder >= 1 and all(a < b for a, b in zip(seated, seated[1:])))
@icontract.ensure(lambda holder, seated, out, result: sorted(result) == sorted(
    x for x in seated if x != holder and x not in out),
    "543.14(f): every other seated player not yet passed over is offered the right, once")
def offer_sequence_no_wrap(holder: int, seated: tuple[int, ...], out: tuple[int, ...]) -> tuple[int, ...]:
    """Bug: the right is offered only to the seats above the holder's, never round past the dealer to seat 1."""
    return tuple(x for x in seated if x > holder and x not in out)


# --- Pai Gow -------------------------------------------------------------------------------------


def _pg_hand(pair: int, value: int, top: int) -> bool:
    return 0 <= pair <= 20 and 0 <= value <= 9 and (pair > 0 or 1 <= top <= 17)


@icontract.require(lambda pp, pv, pt: _pg_hand(pp, pv, pt))
@icontract.require(lambda bp, bv, bt: _pg_hand(bp, bv, bt))
@icontract.ensure(lambda pp, pv, pt, bp, bv, bt, zero_zero, result: pp or bp or pv != bv or (pv == 0 and zero_zero)
                  or result == (pt < bt), "621a.3(g), (i): equal values go to the better top tile; equal top ranks "
                  "are a copy, the banker's")
def player_beats_copies_to_player(pp: int, pv: int, pt: int, bp: int, bv: int, bt: int, zero_zero: bool) -> bool:
    """Bug: a copy of top tiles goes to the player (>= where the banker should keep it)."""
    return pg.strength(pp, pv, pt, zero_zero) >= pg.strength(bp, bv, bt, zero_zero)


@icontract.ensure(lambda high, low, low_zero, result: (result is pg.Result.LOSE) == (not high and (not low or low_zero)),
                  "621a.8(g): a loss when neither hand outranks the banker's, a low hand of value 0 never doing so")
def outcome_zero_low_counts(high: bool, low: bool, low_zero: bool) -> pg.Result:
    """Bug: the value-0 clause forgotten, so a low hand of 0 that outranks the banker's low saves a push."""
    if high and low:
        return pg.Result.WIN
    if high or low:
        return pg.Result.PUSH
    return pg.Result.LOSE


@icontract.require(lambda won, unit: won >= 0 and unit >= 0)
@icontract.ensure(lambda won, result: result >= Fraction(won * pg.VIG_PCT, 100),
                  "621a.8(k): never less than 5% of the amount won")
def paigow_vigorish_to_nearest(won: int, unit: int) -> Fraction:
    """Bug: the vigorish rounded to the nearest 25 cents, so 5% of $12 (60 cents) becomes 50."""
    exact = Fraction(won * pg.VIG_PCT, 100)
    if unit == 0:
        return exact
    return Fraction(((exact + Fraction(unit, 2)) // unit) * unit)


@icontract.require(lambda origin, total: 0 <= origin < pg.POSITIONS and total >= 1)
@icontract.ensure(lambda origin, total, result: origin != 0 or total != 9 or result == 0,
                  "621a.6(c)(1): a 9 counted from the dealer is the dealer")
def first_position_from_zero(origin: int, total: int) -> int:
    """Bug: the count starts after the dealer (the dealer counted as none), one place too far."""
    return (origin + total) % pg.POSITIONS


@icontract.ensure(lambda flows, result: result[1] - result[0] == sum(flows),
                  "621a.9(o): the bank makes good the rest and takes what is left")
@icontract.ensure(lambda flows, sequential, result: not sequential or result[0] == pg._drain(flows),
                  "AMB-14 sequential: the bank puts in what the centre lacks each time it cannot pay a winner")
def pot_bank_pays_whole_winner(flows: tuple[int, ...], sequential: bool) -> tuple[int, int]:
    """Bug: when the centre cannot pay a winner in full, the bank pays the whole winning wager and the centre keeps
    its chips, so the bank puts in more than the centre lacked (and takes it back as surplus, vigorish and all)."""
    pot, short = 0, 0
    for f in flows:
        if f < 0 and pot < -f:
            short -= f
        else:
            pot += f
    return short, pot


# --- blackjack ------------------------------------------------------------------------------------------------------

from croupier.reference.blackjack import kernels as bj  # noqa: E402


@icontract.require(lambda ranks: bj._hand(ranks))
@icontract.ensure(lambda ranks, result: result[0] in (sum(min(r, 10) for r in ranks),
                                                      sum(min(r, 10) for r in ranks) + 10))
@icontract.ensure(lambda ranks, result: result[1] == (result[0] != sum(min(r, 10) for r in ranks)))
@icontract.ensure(lambda result: not result[1] or result[0] <= 21,
                  "551.3(b)(3): an ace counts 11 only where that keeps the total at 21 or under")
@icontract.ensure(lambda ranks, result: result[1] or 1 not in ranks or result[0] > 11)
def total_ace_always_eleven(ranks: tuple[int, ...]) -> tuple[int, bool]:
    """Bug: a hand with an ace counts one ace 11 even where that takes it past 21 (A-9-5 is 25, not 15)."""
    hard = sum(min(r, 10) for r in ranks)
    if 1 in ranks:
        return hard + 10, True
    return hard, False


@icontract.require(lambda ranks: bj._hand(ranks))
@icontract.ensure(lambda ranks, result: not result or (len(ranks) == 2 and 1 in ranks and bj._hard(ranks) == 11))
@icontract.ensure(lambda ranks, from_split, result: not from_split or not result,
                  "a hand made by splitting a pair is no Blackjack, where the game so reads")
@icontract.ensure(lambda ranks, from_split, result: from_split or len(ranks) != 2 or 1 not in ranks
                  or bj._hard(ranks) != 11 or result)
def is_blackjack_after_split(ranks: tuple[int, ...], from_split: bool = False) -> bool:
    """Bug: an ace and a 10-point card made by splitting count as a Blackjack."""
    return len(ranks) == 2 and 1 in ranks and (ranks[0] >= 10 or ranks[1] >= 10)


@icontract.require(lambda points, soft: 2 <= points <= 30 and (not soft or 11 <= points <= 21))
@icontract.ensure(lambda points, result: points >= 17 or result)
@icontract.ensure(lambda points, result: points <= 17 or not result)
@icontract.ensure(lambda points, soft, result: (points, soft) != (17, False) or not result)
@icontract.ensure(lambda points, soft, hits_soft_17, result: (points, soft) != (17, True) or result == hits_soft_17,
                  "551.13(b): a soft 17 stands, unless the game has the dealer hit it")
def dealer_hits_every_soft_17(points: int, soft: bool, hits_soft_17: bool = False) -> bool:
    """Bug: the dealer hits a soft 17 whatever the game says."""
    return points < 17 or (points == 17 and soft)


# --- spanish 21 -----------------------------------------------------------------------------------------------------

from croupier.reference.spanish21 import kernels as s21  # noqa: E402


@icontract.require(lambda p_points, p_cards, d_points, d_cards: s21._ok(p_points, p_cards)
                   and s21._ok(d_points, d_cards) and d_cards >= 2)
@icontract.require(lambda p_points, p_cards, p_bj: not p_bj or (p_points, p_cards) == (21, 2))
@icontract.require(lambda d_points, d_cards, d_bj: not d_bj or (d_points, d_cards) == (21, 2))
@icontract.ensure(lambda p_points, result: p_points <= 21 or result == s21.LOSE)
@icontract.ensure(lambda p_bj, result: not p_bj or result == s21.WIN)
@icontract.ensure(lambda p_bj, d_bj, result: not d_bj or p_bj or result == s21.LOSE)
@icontract.ensure(lambda p_points, p_cards, d_points, d_cards, result: not (
    p_points == d_points == 21 and p_cards >= 3 and d_cards >= 3) or result == s21.WIN,
                  "551.6(b)(4): 21 in three or more cards beats the dealer's")
@icontract.ensure(lambda p_points, d_points, result: not (p_points <= 21 < d_points) or result == s21.WIN)
def versus_dealer_21s_push(p_points: int, p_cards: int, p_bj: bool, d_points: int, d_cards: int, d_bj: bool) -> int:
    """Bug: a player 21 of three or more cards pushes against the dealer's, as in ordinary blackjack."""
    if p_points > 21:
        return s21.LOSE
    if p_bj:
        return s21.WIN
    if d_bj:
        return s21.LOSE
    if d_points > 21:
        return s21.WIN
    return s21.WIN if p_points > d_points else s21.PUSH if p_points == d_points else s21.LOSE


@icontract.require(lambda wager, chip: wager > 0 and chip > 0)
@icontract.ensure(lambda wager, result: 2 * result >= wager, "551.10(b): half the wager may always be insured")
@icontract.ensure(lambda wager, chip, result: 2 * result == wager or result % chip == 0)
@icontract.ensure(lambda wager, chip, result: 2 * (result - chip) < wager)
def insurance_limit_rounded_down(wager: int, chip: int) -> int:
    """Bug: half a wager chips cannot make is rounded down to the chip below, not up."""
    if wager % 2 == 0 and (wager // 2) % chip == 0:
        return wager // 2
    return (wager // (2 * chip)) * chip


@icontract.require(lambda up, cards: 1 <= up[0] <= 13 and len(cards) == 2 and all(1 <= r <= 13 for r, _ in cards))
@icontract.require(lambda diff, same: 0 < diff and 0 < same)
@icontract.ensure(lambda diff, same, result: result in (0, diff, same, 2 * diff, diff + same, 2 * same),
                  "551.7(a): each of the two cards pays on its own")
@icontract.ensure(lambda up, cards, by_value, result: result == 0 or any(
    (min(r, 10) == min(up[0], 10)) if by_value else r == up[0] for r, _ in cards))
def match_odds_stake_twice(up: tuple[int, str], cards: tuple[tuple[int, str], ...], diff: int, same: int,
                           by_value: bool = False) -> int:
    """Bug: two matching cards return the stake twice, a unit more than the two odds."""
    won = 0
    hits = 0
    for rank, suit in cards:
        if (min(rank, 10) == min(up[0], 10)) if by_value else rank == up[0]:
            won += same if suit == up[1] else diff
            hits += 1
    return won + (1 if hits == 2 else 0)


# --- Double Attack Blackjack (665a) --------------------------------------------------------------------------------

from croupier.reference.double_attack import kernels as da  # noqa: E402
from croupier.reference.double_attack.kernels import RED, _points as _da_points  # noqa: E402


@icontract.require(lambda p_points, p_cards, d_points, d_cards: 2 <= p_points <= 30 and 1 <= p_cards <= 21
                   and 2 <= d_points <= 30 and 2 <= d_cards <= 21)
@icontract.require(lambda p_points, p_cards, p_bj: not p_bj or (p_points, p_cards) == (21, 2))
@icontract.require(lambda d_points, d_cards, d_bj: not d_bj or (d_points, d_cards) == (21, 2))
@icontract.ensure(lambda p_points, p_bj, d_points, d_bj, result: p_bj or d_bj or p_points > 21 or d_points > 21 or (
    result == (da.WIN if p_points > d_points else da.PUSH if p_points == d_points else da.LOSE)),
                  "665a.7(o)(1)(i)(B), (ii)(C), (iii): otherwise the higher total wins, equal totals tie")
def da_versus_dealer_multi_card_21_wins(p_points: int, p_cards: int, p_bj: bool, d_points: int, d_cards: int,
                                        d_bj: bool) -> int:
    """Bug: Spanish 21's 551.6(b)(4) carried over: a player 21 of three or more cards beats the dealer's."""
    if p_points > 21:
        return da.LOSE
    if p_bj or d_bj:
        return da.PUSH if p_bj and d_bj else da.WIN if p_bj else da.LOSE
    if d_points > 21:
        return da.WIN
    if p_points == d_points == 21 and p_cards >= 3 and d_cards >= 3:
        return da.WIN
    return da.WIN if p_points > d_points else da.PUSH if p_points == d_points else da.LOSE


@icontract.require(lambda ranks, suits: 2 <= len(ranks) <= 3 and len(suits) == len(ranks)
                   and all(1 <= r <= 13 and r != 10 for r in ranks) and all(x in "SHDC" for x in suits))
@icontract.ensure(lambda ranks, suits, result: result != "three_8s_same_color" or len(set(suits)) > 1,
                  "DA-A16: three 8s of one suit take the 200 to 1 row, not the 50 to 1")
def bust_it_row_colour_first(ranks: tuple[int, ...], suits: str) -> Optional[str]:
    """Bug: the same-colour row is tested before the same-suit row, so three 8s of one suit pay 50 to 1."""
    if len(ranks) < 3 or _da_points(ranks[:2]) >= 17 or _da_points(ranks) <= 21:
        return None
    if ranks == (8, 8, 8):
        if set(suits) <= RED or not set(suits) & RED:
            return "three_8s_same_color"
        if len(set(suits)) == 1:
            return "three_8s_same_suit"
    third = ranks[2]
    return "third_card_jqk" if third > 10 else f"third_card_{third}"


# --- Blackjack side wagers (633a) ---------------------------------------------------------------------------------

from croupier.reference.blackjack import sides as bjs  # noqa: E402


@icontract.require(lambda ranks: 2 <= len(ranks) <= 21 and all(1 <= r <= 13 for r in ranks))
@icontract.ensure(lambda ranks, result: result < 3 or bj.plain_total(ranks[:result])[0] <= 21,
                  "633a.7(o)(3)(i)(D): a card that takes the hand over 21 does not count")
def straight_run_counts_the_busting_card(ranks: tuple[int, ...]) -> int:
    """Bug: the card that takes the hand over 21 still extends the run (633a.7(o)(3)(i)(D) says it does not)."""
    run = bjs._pair_run(ranks[0], ranks[1])
    if run is None:
        return 0
    lo, hi = run
    n = 2
    for r in ranks[2:]:
        if r == 1 and lo == 2:
            lo = 1
        elif r == 1 and hi == 13:
            hi = bjs.ACE_HIGH
        elif r != 1 and r == lo - 1:
            lo = r
        elif r != 1 and r == hi + 1:
            hi = r
        else:
            break
        n += 1
    return n


@icontract.require(lambda first, second: 1 <= first[0] <= 13 and 1 <= second[0] <= 13
                   and first[1] in "SHDC" and len(first[1]) == 1 and second[1] in "SHDC" and len(second[1]) == 1)
@icontract.ensure(lambda first, second, result: result != "pair" or first[0] == second[0],
                  "a pair is two cards of one rank")
def house_money_pair_by_value(first: tuple[int, str], second: tuple[int, str]) -> Optional[str]:
    """Bug: a king and a queen (both worth 10) are paid as a pair."""
    (r1, s1), (r2, s2) = first, second
    if min(r1, 10) == min(r2, 10):
        return "pair"
    if bjs._pair_run(r1, r2) is None:
        return None
    if s1 == s2:
        return "ace_king_suited" if {r1, r2} == {1, 13} else "two_card_straight_flush"
    return "two_card_straight"


@icontract.require(lambda up, first, second: bjs._card_ok(up) and bjs._card_ok(first) and bjs._card_ok(second))
@icontract.ensure(lambda up, first, second, result: result not in ("straight_flush", "straight")
                  or bjs._three_ranks_run(up[0], first[0], second[0]), "a straight is three consecutive ranks")
def three_card_poker_wraps_round(up: tuple[int, str], first: tuple[int, str],
                                 second: tuple[int, str]) -> Optional[str]:
    """Bug: ranks are compared round the corner, so K-A-2 is a straight (BJ-A20 says it is none)."""
    ranks = sorted((up[0], first[0], second[0]))
    flush = up[1] == first[1] == second[1]
    run = (ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1) or ranks in ([1, 12, 13], [1, 2, 13])
    if run and flush:
        return "straight_flush"
    if ranks[0] == ranks[2]:
        return "three_of_a_kind"
    if run:
        return "straight"
    return "flush" if flush else None


from croupier.reference.asia_poker import kernels as asia  # noqa: E402


@icontract.require(lambda high, medium, low: all(x in (asia.WIN, asia.COPY, asia.LOSE) for x in (high, medium, low)))
@icontract.ensure(lambda high, medium, low, result: result == ((high, medium, low).count(asia.WIN) >= 2),
                  "659a.11(f): the wager wins with two hands or more above the dealer's; a copy counts for the dealer")
def asia_result_copies_for_player(high: int, medium: int, low: int) -> bool:
    """Bug: a copy is read as a tie that helps the player: the wager wins when no more hands lose than win."""
    comparisons = (high, medium, low)
    return comparisons.count(asia.WIN) >= comparisons.count(asia.LOSE) and asia.WIN in comparisons


@icontract.require(lambda wins, cap: cap >= 0 and all(w >= 0 for w in wins))
@icontract.ensure(lambda wins, result: len(result) == len(wins) and all(0 <= r <= w for r, w in zip(result, wins)))
@icontract.ensure(lambda wins, cap, result: sum(result) == min(sum(wins), cap),
                  "659a.12(c), G-13: the position's winnings of the round together, up to the cap")
def asia_capped_per_wager(wins: tuple[int, ...], cap: int) -> tuple[int, ...]:
    """Bug: the cap is applied to each wager on its own, so a position wins up to twice the cap."""
    return tuple(w if w <= cap else cap for w in wins)


from croupier.reference.five_card_hi_lo import kernels as hilo  # noqa: E402


@icontract.require(lambda player_high, player_low, dealer_high, dealer_low: min(player_high, player_low, dealer_high,
                                                                              dealer_low) >= 0)
@icontract.ensure(lambda player_high, player_low, dealer_high, dealer_low, result:
                  (result == hilo.WIN) == (player_high > dealer_high and player_low < dealer_low),
                  "663a.11(g)(1): a win needs the high hand above the dealer's and the low hand below his")
@icontract.ensure(lambda player_high, player_low, dealer_high, dealer_low, result:
                  (result == hilo.LOSE) == (player_high <= dealer_high and player_low >= dealer_low),
                  "663a.11(g)(2): equal totals go against the player on both sides")
def hilo_ante_result_high_tie_to_player(player_high: int, player_low: int, dealer_high: int, dealer_low: int) -> int:
    """Bug: equal high totals are counted for the player (as a blackjack push might suggest)."""
    better = (player_high >= dealer_high) + (player_low < dealer_low)
    return hilo.WIN if better == 2 else hilo.LOSE if better == 0 else hilo.TIE


@icontract.require(lambda high, low: len(high) == 3 and len(low) == 2)
@icontract.ensure(lambda low, result: not result or sum(c[0] == 1 for c in low) <= 1,
                  "663a.11(d): no more than one ace in the low hand")
def hilo_set_in_order_two_aces_low(high: hilo.Hand, low: hilo.Hand) -> bool:
    """Bug: every ace may go low (the one-ace exception read as 'aces')."""
    rest = [c for c in low if c[0] != 1]
    return all(hilo.value(h, True) >= hilo.value(x, True) for h in high for x in rest)


@icontract.require(lambda pot: pot >= 0)
@icontract.ensure(lambda pot, result: result[0] + result[1] == pot,
                  "637a.19(k)(2), 637a.20(l): the two halves are the whole pot")
@icontract.ensure(lambda low, result: not low or 0 <= result[0] - result[1] <= 1,
                  "637a.19(k)(2)(i), 637a.20(l)(1)(ii), (l)(2)(ii): equal halves, an odd unit to the high "
                  "(2-7, A-5) half")
@icontract.ensure(lambda pot, low, result: low or result == (pot, 0),
                  "637a.19(l)(1): with no qualifying low the high hand takes the whole pot")
def split_pot_odd_unit_to_low(pot: int, low: bool = True) -> tuple[int, int]:
    """Bug: the odd unit goes with the low half (rounding the low half up, as a cashier halving a stack might)."""
    if not low:
        return pot, 0
    half = (pot + 1) // 2
    return pot - half, half


@icontract.require(lambda amount, ways: amount >= 0 and ways >= 1, "an amount in whole units among tied players")
@icontract.ensure(lambda amount, ways, result: len(result) == ways and sum(result) == amount,
                  "637a.20(k)(2), 637a.21(k)(5): the tied players share the whole amount")
@icontract.ensure(lambda result: all(0 <= a - b <= 1 for a, b in zip(result, result[1:]))
                  and result[0] - result[-1] <= 1,
                  "637a.19(k)(2)(ii), (iii): equal shares, odd units to the first players in order (P-10)")
def share_odd_units_to_the_last(amount: int, ways: int) -> tuple[int, ...]:
    """Bug: the units that will not divide go to the last players in the order, not to the player the odd-chip rule
    names first (a dealer pushing the odd chips to the end of the line)."""
    each, odd = divmod(amount, ways)
    return tuple(each + 1 if i >= ways - odd else each for i in range(ways))



@icontract.require(lambda chips, value: 0 < value <= chips, "603a.21(b): chips of at least the coupon's value")
@icontract.require(lambda pays, to: pays > 0 and to > 0, "payout odds are positive")
@icontract.ensure(lambda chips, pays, result: result > chips * pays,
                  "603a.1: the coupon's value is part of the wager, so a win pays more than the chips alone")
@icontract.ensure(lambda chips, value, pays, even_money_on_coupon, result:
                  even_money_on_coupon or result == (chips + value) * pays,
                  "603a.21(b), C-2 game_odds_on_coupon_value: the game's odds on chips plus coupon")
@icontract.ensure(lambda chips, value, pays, to, even_money_on_coupon, result:
                  not even_money_on_coupon or result == chips * pays + value * to,
                  "603a.21(b), C-2 even_money_on_coupon_value: the game's odds on the chips, 1 to 1 on the coupon")
def coupon_win_on_chips_only(chips: int, value: int, pays: int, to: int, even_money_on_coupon: bool) -> int:
    """Bug: the coupon's value is left out of the wager, so a winning coupon wager is paid on its chips alone (a
    dealer treating the coupon as a marker, not as part of the bet)."""
    return chips * pays
