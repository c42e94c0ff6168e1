"""The kernels against the digest's counts (three-dice-football.md 2.5, 3.2) and, exhaustively, the drive's
invariants (section 4) over every reachable drive under every combination of the three field readings."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest

from croupier.reference.tdf import kernels
from croupier.reference.tdf.definitions import End, Kind, ThrowClass

THROWS = list(product(range(1, 7), repeat=3))


def test_every_throw_is_in_exactly_one_class() -> None:
    """pa:661a.6(c): the 216 throws: 6 Trips TD, 3 turnovers, 17 penalties, 15 no gains, 175 gains."""
    got = Counter(kernels.classify(*d) for d in THROWS)
    assert {ThrowClass.TRIPS_TD: 6, ThrowClass.TURNOVER: 3, ThrowClass.PENALTY: 17, ThrowClass.NO_GAIN: 15,
            ThrowClass.GAIN: 175} == dict(got)
    gains = Counter(kernels.gain_of(*d) for d in THROWS if kernels.classify(*d) is ThrowClass.GAIN)
    assert {1: 20, 2: 24, 3: 26, 4: 26, 5: 24, 6: 20, 7: 15, 8: 10, 9: 6, 10: 3, 11: 1} == dict(gains)


@pytest.mark.parametrize("kind, ways", [(Kind.TRIPS_TD, 6), (Kind.PENALTY, 20), (Kind.TURNOVER, 3),
                                        (Kind.COVER_THREE, 26), (Kind.NO_GAIN, 35), (Kind.BIG_PLAY, 41),
                                        (Kind.OVER_FOUR_YARDS, 85), (Kind.UNDER_FOUR_YARDS, 105)])
def test_single_play_ways(kind: Kind, ways: int) -> None:
    """pa:661a.3(d), digest 3.2: winning throws out of 216 for each single play wager."""
    assert ways == sum(1 for d in THROWS if kernels.single_play_pays(kind, *d))


@pytest.mark.parametrize("reset, reach_zero, sticky", list(product([True, False], repeat=3)))
def test_every_reachable_drive_stays_on_the_field_and_ends_by_play_6(reset: bool, reach_zero: bool,
                                                                      sticky: bool) -> None:
    """pa:661a.2(b)(4)-(6), pa:661a.6(e): from the 20, every sequence of throws keeps a live drive on the 1 to 23 (0
    under pass_zero) and ends by play 6; the kernel's contracts run on every call."""
    start = (kernels.START_YARD, False, 1, 1, False)
    seen = {start}
    front = [start]
    ends: Counter[End] = Counter()
    while front:
        nxt = []
        for drive in front:
            for d in THROWS:
                yard, goal, down, play, earned, end = kernels.next_down(*drive, *d, reset, reach_zero, sticky)
                if end is not None:
                    ends[end] += 1
                    assert play <= 6
                    continue
                assert (1 if reach_zero else 0) <= yard <= 23 and 1 <= down <= 3 and 2 <= play <= 6
                if (yard, goal, down, play, earned) not in seen:
                    seen.add((yard, goal, down, play, earned))
                    nxt.append((yard, goal, down, play, earned))
        front = nxt
    assert set(End) == set(ends)


def test_a_bets_rank_orders_as_the_bets_do() -> None:
    """The layout is sorted by ``Bet.rank``: it must order every pair of bets (on the layout or off it, as a wager
    may name) as ``<`` does, and tell apart exactly the bets that differ."""
    from croupier.reference.tdf.definitions import BETS, Bet

    bets = list(BETS) + [Bet(k, n) for k in Kind for n in (0, 1, 6, 7)]
    assert [((x < y), (x == y)) for x in bets for y in bets] == \
        [((x.rank < y.rank), (x.rank == y.rank)) for x in bets for y in bets]
