"""Small pure kernels with contracts: what a throw is, where it leaves the drive, and what each wager wins.

``g1``, ``g2``: the green (offence) dice; ``r``: the red (defence) die; ``d1``,
``d2``, ``d3``: the extra point roll; ``yard``: distance to the goal line;
``goal``: the drive is in its goal series (1st to 3rd & Goal); ``down``: 1-3
within the series; ``play``: 1-6 on the Game Length Puck. Payout kernels return
the odds "X to 1" of a win (``X``), or :data:`LOSES` (0): no wager pushes
(661a.3, 661a.8). Each CrossHair-checked kernel has a deliberately broken twin
in ``tests/contracts/twins.py``. Contract descriptions start with their clause.
"""

from __future__ import annotations

from typing import Optional

import icontract

from croupier.reference.contracts import ENABLED
from croupier.reference.tdf.definitions import End, Kind, ThrowClass
from croupier.spec.citations import cites

__all__ = [
    "BIG_PLAY_YARDS", "COVER_THREE_ODDS", "DEFENSE_ODDS", "EXTRA_POINT_ODDS", "GAME_CHANGER_ODDS", "GAME_LENGTH_ODDS",
    "GOAL_YARD_LINE", "LOSES", "MAX_PLAY", "MAX_YARD", "NO_GAIN_ODDS", "PENALTY_ODDS", "QUICK_STRIKE_ODDS",
    "START_YARD", "TOUCHDOWN_ODDS", "TRIPS_TD_ODDS", "TURNOVER_ODDS", "classify", "extra_point_pays", "full_game_odds",
    "gain_of", "next_down", "single_play_pays",
]

#: a losing wager's "odds"
LOSES = 0

# the field (661a.2(b)(4), (6), 661a.6(a), (e); the numbers agree with spec/tdf/tables.toml [field])
START_YARD = 20
GOAL_YARD_LINE = 10
MAX_YARD = 23
MAX_PLAY = 6
DOWNS = 3

# 661a.8(b), "X to 1"
TRIPS_TD_ODDS = 30
PENALTY_ODDS = 9
TURNOVER_ODDS = 60
COVER_THREE_ODDS = 7
NO_GAIN_ODDS = 5
BIG_PLAY_ODDS = 4
OVER_FOUR_GAIN_ODDS = 1
OVER_FOUR_TRIPS_ODDS = 7
UNDER_FOUR_ODDS = 1
BIG_PLAY_YARDS = 7

# 661a.8(a), (pays, to)
TOUCHDOWN_ODDS = (1, 1)
DEFENSE_ODDS = (4, 5)
GAME_CHANGER_ODDS = (5, 1)
QUICK_STRIKE_ODDS: dict[int, tuple[int, int]] = {1: (8, 1), 2: (5, 1), 3: (3, 1), 4: (1, 1)}
GAME_LENGTH_ODDS: dict[int, tuple[int, int]] = {1: (22, 1), 2: (22, 1), 3: (6, 5), 4: (5, 1), 5: (3, 1), 6: (6, 1)}
#: 661a.8(a) Extra Point, "X to 1", by case (NOTE-T16: one line only)
EXTRA_POINT_ODDS: dict[str, int] = {"one_1": 1, "two_1s": 10, "three_1s": 50, "other_triple": 10}


def _die(d: int) -> bool:
    return 1 <= d <= 6


def _dice(g1: int, g2: int, r: int) -> bool:
    return _die(g1) and _die(g2) and _die(r)


def _is_trips(g1: int, g2: int, r: int) -> bool:
    return g1 == g2 and g2 == r


def _is_turnover(g1: int, g2: int, r: int) -> bool:
    return r == 6 and g1 + g2 <= 3


def gain_of(g1: int, g2: int, r: int) -> int:
    """The dice yards of a throw: green total less the red die (-4 to 11), whatever the marker does (661a.6(d))."""
    return g1 + g2 - r


def _matches(g1: int, g2: int, r: int) -> int:
    """How many of the five class definitions the throw meets, each read on its own words."""
    o = g1 + g2
    return (int(_is_trips(g1, g2, r)) + int(_is_turnover(g1, g2, r)) + int(o > r and not _is_trips(g1, g2, r))
            + int(o < r and not _is_turnover(g1, g2, r)) + int(o == r))


@cites("pa:661a.1", "pa:661a.1#offensive-dice", "pa:661a.1#defensive-die", "pa:661a.1#trips-td", "pa:661a.1#turnover", "pa:661a.1#penalty", "pa:661a.6(c)", "pa:661a.6(c)(1)",
       "pa:661a.6(c)(2)", "pa:661a.6(c)(3)", "pa:661a.6(c)(4)", "pa:661a.6(c)(5)")
@icontract.require(lambda g1, g2, r: _dice(g1, g2, r), "661a.5(e): three dice, each showing 1 to 6", enabled=ENABLED)
@icontract.ensure(lambda g1, g2, r: _matches(g1, g2, r) == 1,
                  "661a.1, 661a.6(c): every valid throw meets exactly one class", enabled=ENABLED)
@icontract.ensure(lambda g1, g2, r, result: not _is_trips(g1, g2, r) or result is ThrowClass.TRIPS_TD,
                  "661a.6(c)(5): three alike is a Trips TD, never a gain", enabled=ENABLED)
@icontract.ensure(lambda g1, g2, r, result: (result is ThrowClass.TURNOVER) == _is_turnover(g1, g2, r),
                  "661a.1 turnover: red 6 with a green total of 2 or 3, and nothing else", enabled=ENABLED)
@icontract.ensure(lambda g1, g2, r, result: result is not ThrowClass.PENALTY
                  or (g1 + g2 < r and not _is_turnover(g1, g2, r)),
                  "661a.1 penalty: green total below the red die; a turnover is never a penalty", enabled=ENABLED)
@icontract.ensure(lambda g1, g2, r, result: (result is ThrowClass.GAIN) == (g1 + g2 > r and not _is_trips(g1, g2, r)),
                  "661a.6(c)(1): a gain when the green total beats the red die (a triple aside)", enabled=ENABLED)
@icontract.ensure(lambda g1, g2, r, result: (result is ThrowClass.NO_GAIN) == (g1 + g2 == r),
                  "661a.6(c)(3): no gain when the green total equals the red die", enabled=ENABLED)
def classify(g1: int, g2: int, r: int) -> ThrowClass:
    """The class of a valid throw, tested in the digest's order: Trips TD, turnover, gain, penalty, no gain."""
    o = g1 + g2
    if g1 == g2 and g2 == r:
        return ThrowClass.TRIPS_TD
    if r == 6 and o <= 3:
        return ThrowClass.TURNOVER
    if o > r:
        return ThrowClass.GAIN
    if o < r:
        return ThrowClass.PENALTY
    return ThrowClass.NO_GAIN


def _bound(goal: bool, down: int) -> int:
    """The farthest a live marker can stand: the series' start, plus one yard per earlier penalty in it (a goal
    series earned at the 10 in the opening series may start two penalties behind it, literal_three_then_three)."""
    return (GOAL_YARD_LINE + DOWNS - 1 if goal else START_YARD) + down - 1


def _live(yard: int, goal: bool, down: int, play: int, reach_zero: bool, sticky: bool) -> bool:
    """A drive a game can reach: 661a.2(b)(4) yards (0 only under pass_zero), 661a.2(b)(5) downs, 661a.2(b)(6)
    plays; under sticky goal status each series' downs track its plays."""
    return ((1 if reach_zero else 0) <= yard <= min(MAX_YARD, _bound(goal, down)) and 1 <= down <= DOWNS
            and 1 <= play <= MAX_PLAY and (not sticky or (play <= down + DOWNS if goal else play == down)))


Drive = tuple[int, bool, int, int, bool, Optional[End]]


@cites("pa:661a.6(c)", "pa:661a.6(c)(1)", "pa:661a.6(c)(2)", "pa:661a.6(c)(3)", "pa:661a.6(c)(4)",
       "pa:661a.6(c)(5)", "pa:661a.6(e)", "pa:661a.6(e)(1)", "pa:661a.6(e)(2)", "pa:661a.1#touchdown",
       "pa:661a.2(b)(4)", "pa:661a.2(b)(6)")
@icontract.require(lambda g1, g2, r: _dice(g1, g2, r), "661a.5(e): three dice, each showing 1 to 6", enabled=ENABLED)
@icontract.require(lambda yard, goal, down, play, reach_zero, sticky: _live(yard, goal, down, play, reach_zero, sticky),
                   "661a.2(b)(4)-(6): a live drive: yard line, down and play within the layout", enabled=ENABLED)
@icontract.ensure(lambda result: result[5] is not None or result[3] <= MAX_PLAY,
                  "661a.2(b)(6): a game ends by play 6", enabled=ENABLED)
@icontract.ensure(lambda yard, goal, down, play, reach_zero, sticky, result: result[5] is not None
                  or _live(result[0], result[1], result[2], result[3], reach_zero, sticky),
                  "661a.2(b)(4): while the game is live the marker stays on the 1 to 23 (the 0 under pass_zero)",
                  enabled=ENABLED)
@icontract.ensure(lambda yard, g1, g2, r, result: result[5] is not None or classify(g1, g2, r) is not ThrowClass.PENALTY
                  or result[0] == yard + 1,
                  "661a.6(c)(2): a penalty moves the marker back exactly 1 yard, whatever the dice", enabled=ENABLED)
@icontract.ensure(lambda yard, g1, g2, r, result: classify(g1, g2, r) is not ThrowClass.GAIN
                  or result[0] == yard - gain_of(g1, g2, r),
                  "661a.6(c)(1): a gain moves the marker forward by the dice yards", enabled=ENABLED)
@icontract.ensure(lambda play, result: result[5] is not None or result[3] == play + 1,
                  "661a.6(c): every valid throw that leaves the game live is one play more", enabled=ENABLED)
@icontract.ensure(lambda g1, g2, r, result: (result[5] is End.TRIPS_TD) == _is_trips(g1, g2, r)
                  and (result[5] is End.TURNOVER) == _is_turnover(g1, g2, r),
                  "661a.6(c)(4), (5): a Trips TD or a turnover ends the game at once, and only they end it so",
                  enabled=ENABLED)
@icontract.ensure(lambda reach_zero, result: result[5] is not End.TOUCHDOWN
                  or (result[0] <= 0 if reach_zero else result[0] < 0),
                  "661a.1 touchdown: the marker reached (passed, under pass_zero) the 0 yard line", enabled=ENABLED)
def next_down(yard: int, goal: bool, down: int, play: int, earned: bool, g1: int, g2: int, r: int,
              reset_on_10: bool, reach_zero: bool, sticky: bool) -> Drive:
    """The drive after one valid throw: ``(yard, goal, down, play, earned, end)``, ``end`` ``None`` while live.

    ``earned``: in the opening series, the 10 has been reached and a 1st & Goal is due once the series' downs are
    used (literal_three_then_three; kept after a penalty only under a sticky goal status).

    ``reset_on_10``: goal_series_mode is reset_on_reaching_10 (AMBIG-T1); ``reach_zero``: touchdown_threshold is
    reach_zero (AMBIG-T2); ``sticky``: goal_status_sticky_after_penalty (AMBIG-T3). Under a non-sticky goal status
    a drive could outlast the six plays of the Game Length Puck; it then ends on downs at play 6 (661a.2(b)(6)).
    """
    c = classify(g1, g2, r)
    if c is ThrowClass.TRIPS_TD:
        return 0, goal, down, play, earned, End.TRIPS_TD
    if c is ThrowClass.TURNOVER:
        return yard, goal, down, play, earned, End.TURNOVER
    if c is ThrowClass.GAIN:
        yard = yard - gain_of(g1, g2, r)
        if yard <= 0 if reach_zero else yard < 0:
            return yard, goal, down, play, earned, End.TOUCHDOWN
    elif c is ThrowClass.PENALTY:
        yard = yard + 1
    if goal and not sticky and yard > GOAL_YARD_LINE:
        goal = False
    if not goal:
        earned = yard <= GOAL_YARD_LINE or (earned and sticky)
    if not goal and earned and (reset_on_10 or down == DOWNS):
        return yard, True, 1, _next_play(play), False, _on_downs(play)
    if down == DOWNS:
        return yard, goal, down, play, earned, End.DOWNS_EXHAUSTED
    return yard, goal, down + 1, _next_play(play), earned, _on_downs(play)


def _next_play(play: int) -> int:
    return play + 1 if play < MAX_PLAY else play


def _on_downs(play: int) -> Optional[End]:
    return End.DOWNS_EXHAUSTED if play >= MAX_PLAY else None


def _yards_ok(over: bool, g1: int, g2: int, r: int, result: int) -> bool:
    c = classify(g1, g2, r)
    g = gain_of(g1, g2, r)
    if over:
        want = OVER_FOUR_TRIPS_ODDS if c is ThrowClass.TRIPS_TD else (
            OVER_FOUR_GAIN_ODDS if c is ThrowClass.GAIN and g >= 5 else LOSES)
    else:
        want = UNDER_FOUR_ODDS if c in (ThrowClass.PENALTY, ThrowClass.TURNOVER, ThrowClass.NO_GAIN) or (
            c is ThrowClass.GAIN and g <= 3) else LOSES
    return result == want


@cites("pa:661a.3(d)", "pa:661a.3(d)(1)", "pa:661a.3(d)(2)", "pa:661a.3(d)(3)", "pa:661a.3(d)(4)", "pa:661a.3(d)(5)",
       "pa:661a.3(d)(6)", "pa:661a.3(d)(7)", "pa:661a.3(d)(8)", "pa:661a.6(d)", "pa:661a.8(b)")
@icontract.require(lambda g1, g2, r: _dice(g1, g2, r), "661a.5(e): three dice, each showing 1 to 6", enabled=ENABLED)
@icontract.require(lambda kind: kind in _SINGLE_RATES, "661a.3(d): a single play wager", enabled=ENABLED)
@icontract.ensure(lambda kind, result: result in (LOSES, *_SINGLE_RATES[kind]),
                  "661a.8(b): a single play wager wins at its rate or loses; no push", enabled=ENABLED)
@icontract.ensure(lambda kind, g1, g2, r, result: kind not in (Kind.OVER_FOUR_YARDS, Kind.UNDER_FOUR_YARDS)
                  or _yards_ok(kind is Kind.OVER_FOUR_YARDS, g1, g2, r, result),
                  "661a.3(d)(7), (8): over four wins on 5 yards or more (7 to 1 on a Trips TD), under four on 3 or "
                  "fewer, none, a penalty or a turnover; a gain of 4 loses both", enabled=ENABLED)
@icontract.ensure(lambda kind, g1, g2, r, result: kind is not Kind.TURNOVER
                  or (result != LOSES) == _is_turnover(g1, g2, r),
                  "661a.3(d)(3): the Turnover wager wins on a turnover throw only", enabled=ENABLED)
def single_play_pays(kind: Kind, g1: int, g2: int, r: int) -> int:
    """What one valid throw does to a single play wager of ``kind``, by the dice yards (661a.6(d))."""
    c = classify(g1, g2, r)
    g = gain_of(g1, g2, r)
    bad = c in (ThrowClass.PENALTY, ThrowClass.TURNOVER)
    if kind is Kind.TRIPS_TD:
        return TRIPS_TD_ODDS if c is ThrowClass.TRIPS_TD else LOSES
    if kind is Kind.PENALTY:
        return PENALTY_ODDS if bad else LOSES
    if kind is Kind.TURNOVER:
        return TURNOVER_ODDS if c is ThrowClass.TURNOVER else LOSES
    if kind is Kind.COVER_THREE:
        return COVER_THREE_ODDS if bad or c is ThrowClass.TRIPS_TD else LOSES
    if kind is Kind.NO_GAIN:
        return NO_GAIN_ODDS if bad or c is ThrowClass.NO_GAIN else LOSES
    if kind is Kind.BIG_PLAY:
        return BIG_PLAY_ODDS if c is ThrowClass.TRIPS_TD or (c is ThrowClass.GAIN and g >= BIG_PLAY_YARDS) else LOSES
    if kind is Kind.OVER_FOUR_YARDS:
        if c is ThrowClass.TRIPS_TD:
            return OVER_FOUR_TRIPS_ODDS
        return OVER_FOUR_GAIN_ODDS if c is ThrowClass.GAIN and g >= 5 else LOSES
    if c is ThrowClass.TRIPS_TD:
        return LOSES
    return UNDER_FOUR_ODDS if bad or c is ThrowClass.NO_GAIN or g <= 3 else LOSES


_SINGLE_RATES: dict[Kind, tuple[int, ...]] = {
    Kind.TRIPS_TD: (TRIPS_TD_ODDS,), Kind.PENALTY: (PENALTY_ODDS,), Kind.TURNOVER: (TURNOVER_ODDS,),
    Kind.COVER_THREE: (COVER_THREE_ODDS,), Kind.NO_GAIN: (NO_GAIN_ODDS,), Kind.BIG_PLAY: (BIG_PLAY_ODDS,),
    Kind.OVER_FOUR_YARDS: (OVER_FOUR_GAIN_ODDS, OVER_FOUR_TRIPS_ODDS), Kind.UNDER_FOUR_YARDS: (UNDER_FOUR_ODDS,),
}


def _ones(d1: int, d2: int, d3: int) -> int:
    return int(d1 == 1) + int(d2 == 1) + int(d3 == 1)


@cites("pa:661a.3(b)(3)", "pa:661a.3(b)(3)(i)", "pa:661a.3(b)(3)(ii)", "pa:661a.1#triple", "pa:661a.8(a)")
@icontract.require(lambda d1, d2, d3: _dice(d1, d2, d3), "661a.5(e): three dice, each showing 1 to 6", enabled=ENABLED)
@icontract.ensure(lambda result: result in (LOSES, 1, 10, 50),
                  "661a.8(a), NOTE-T16: one Extra Point line is paid, never two added together", enabled=ENABLED)
@icontract.ensure(lambda d1, d2, d3, result: (result == 50) == (_ones(d1, d2, d3) == 3),
                  "661a.8(a): 1-1-1 pays 50 to 1", enabled=ENABLED)
@icontract.ensure(lambda d1, d2, d3, result: (result == LOSES) == (_ones(d1, d2, d3) == 0 and not _is_trips(d1, d2, d3)),
                  "661a.3(b)(3)(i), (ii): the roll wins with a 1 on a die or a triple, and loses otherwise",
                  enabled=ENABLED)
@icontract.ensure(lambda d1, d2, d3, result: result != 1 or _ones(d1, d2, d3) == 1,
                  "661a.8(a), NOTE-T16: 1 to 1 only for exactly one 1", enabled=ENABLED)
def extra_point_pays(d1: int, d2: int, d3: int) -> int:
    """The Extra Point wager on the extra point roll: "X to 1" by its one matching line (NOTE-T16), or a loss."""
    ones = _ones(d1, d2, d3)
    if ones == 3:
        return EXTRA_POINT_ODDS["three_1s"]
    if ones == 2:
        return EXTRA_POINT_ODDS["two_1s"]
    if ones == 1:
        return EXTRA_POINT_ODDS["one_1"]
    if d1 == d2 and d2 == d3:
        return EXTRA_POINT_ODDS["other_triple"]
    return LOSES


def extra_point_case(d1: int, d2: int, d3: int) -> Optional[str]:
    """The tables.toml case of an extra point roll (``one_1`` ...), ``None`` for a losing roll."""
    ones = _ones(d1, d2, d3)
    return {3: "three_1s", 2: "two_1s", 1: "one_1"}.get(ones) or ("other_triple" if d1 == d2 == d3 else None)


_FULL = frozenset({Kind.TOUCHDOWN, Kind.DEFENSE, Kind.EXTRA_POINT, Kind.QUICK_STRIKE_TD, Kind.GAME_CHANGER,
                   Kind.GAME_LENGTH})


@cites("pa:661a.3(b)", "pa:661a.3(b)(1)", "pa:661a.3(b)(2)", "pa:661a.3(b)(4)", "pa:661a.3(b)(5)", "pa:661a.3(b)(6)",
       "pa:661a.3(b)(6)(i)", "pa:661a.3(b)(6)(ii)", "pa:661a.3(b)(6)(iii)", "pa:661a.3(b)(6)(iv)", "pa:661a.3(b)(6)(v)",
       "pa:661a.3(b)(6)(vi)", "pa:661a.8", "pa:661a.8(a)")
@icontract.require(lambda kind: kind is not Kind.EXTRA_POINT and kind in _FULL,
                   "661a.3(b): a full game wager decided by how the game ended", enabled=ENABLED)
@icontract.require(lambda n, kind: (1 <= n <= MAX_PLAY) == (kind is Kind.GAME_LENGTH),
                   "661a.3(b)(6): Game Length names a play, 1 to 6", enabled=ENABLED)
@icontract.require(lambda play: 1 <= play, "661a.2(b)(6): plays are counted from 1", enabled=ENABLED)
@icontract.ensure(lambda kind, end, result: kind is not Kind.TOUCHDOWN or (result is not None) == end.scored,
                  "661a.3(b)(1): Touchdown wins exactly when the game ends in a touchdown or a Trips TD",
                  enabled=ENABLED)
@icontract.ensure(lambda kind, end, result: kind is not Kind.DEFENSE or (result is not None) != end.scored,
                  "661a.3(b)(2): Defense wins exactly when Touchdown loses", enabled=ENABLED)
@icontract.ensure(lambda kind, end, result: kind is not Kind.GAME_CHANGER
                  or (result is not None) == (end in (End.TRIPS_TD, End.TURNOVER)),
                  "661a.3(b)(5): Game Changer wins on a Trips TD or a turnover, not on downs (NOTE-T13)",
                  enabled=ENABLED)
def full_game_odds(kind: Kind, n: int, end: End, play: int) -> Optional[tuple[int, int]]:
    """A full game wager (Extra Point aside) when the game ends ``end`` on ``play``: its odds (pays, to), or ``None``."""
    if kind is Kind.TOUCHDOWN:
        return TOUCHDOWN_ODDS if end.scored else None
    if kind is Kind.DEFENSE:
        return None if end.scored else DEFENSE_ODDS
    if kind is Kind.QUICK_STRIKE_TD:
        return QUICK_STRIKE_ODDS.get(play) if end.scored else None
    if kind is Kind.GAME_CHANGER:
        return GAME_CHANGER_ODDS if end in (End.TRIPS_TD, End.TURNOVER) else None
    return GAME_LENGTH_ODDS[n] if play == n else None

