"""The dealer's setting (621a.8(d)(1)-(4)): the digest's worked sets and its count, over every set of four tiles,
of how far the text alone decides the split."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from croupier.reference.paigow.house_way import HouseWay, Split, Step, choose, decide, is_permitted, splits
from croupier.reference.paigow.tiles import FACES, Ranking, hand, parse_tile

PA = "pa-621a@2012"


def _tiles(text: str) -> list[tuple[int, int]]:
    return [parse_tile(x) for x in text.split(",")]


def _split(high: str, low: str) -> Split:
    h = [parse_tile(x) for x in high.split("+")]
    lo = [parse_tile(x) for x in low.split("+")]
    return Split(hand(*h), hand(*lo))


def _sets(r: Ranking) -> list[tuple[tuple[int, int], ...]]:
    """Every distinct set of four tiles a dealer can hold (no face more often than the set has it)."""
    return [c for c in itertools.combinations_with_replacement(FACES, 4)
            if all(n <= r.copies[t] for t, n in Counter(c).items())]


def test_how_far_the_text_decides_the_dealers_split() -> None:
    """Over all 8,130 sets of four: the Supreme Pair decides 182; a pair, Wong or Gong 3,409 with one way to play
    it and 589 with several; a 9, 8 or 7 1,378 with one way and 2,193 with several; highest-with-lowest 379, always
    one way. So the text alone fixes 5,348 splits (66%), and a house way must settle the other 2,782 (AMB-6)."""
    r = Ranking.from_ruleset(PA)
    sets = _sets(r)
    assert 8130 == len(sets)
    counts: Counter[tuple[Step, bool]] = Counter()
    for tiles in sets:
        step, ok = decide(r, tiles)
        counts[(step, len(ok) == 1)] += 1
    assert {(Step.SUPREME, True): 182, (Step.PAIR, True): 3409, (Step.PAIR, False): 589,
            (Step.NINE_EIGHT_SEVEN, True): 1378, (Step.NINE_EIGHT_SEVEN, False): 2193,
            (Step.HIGH_WITH_LOW, True): 379} == dict(counts)


#: digest 8.3: tiles -> (deciding step, the splits allowed, high/low)
HOUSE_WAY = [
    ("1-2,2-4,6-6,5-5", Step.SUPREME, [("1-2+2-4", "6-6+5-5")]),
    ("5-5,5-5,1-2,3-4", Step.PAIR, [("5-5+5-5", "1-2+3-4")]),
    ("1-3,1-4,5-6,2-5", Step.NINE_EIGHT_SEVEN, [("1-3+1-4", "5-6+2-5")]),
    ("1-1,5-5,2-2,4-6", Step.HIGH_WITH_LOW, [("5-5+2-2", "1-1+4-6")]),
    ("5-5,4-6,3-3,2-2", Step.HIGH_WITH_LOW, [("5-5+4-6", "3-3+2-2")]),
    ("1-1,2-3,3-6,4-5", Step.PAIR, [("1-1+4-5", "2-3+3-6"), ("1-1+3-6", "2-3+4-5"), ("3-6+4-5", "1-1+2-3")]),
    ("1-2,1-3,3-3,4-6", Step.NINE_EIGHT_SEVEN, [("1-2+1-3", "3-3+4-6"), ("1-2+3-3", "1-3+4-6")]),
]


@pytest.mark.parametrize(("tiles", "step", "allowed"), HOUSE_WAY)
def test_worked_settings(tiles: str, step: Step, allowed: list[tuple[str, str]]) -> None:
    """HW1-HW7: the step that decides and every split it allows, hands labelled high and low by rank (in HW5 the
    two hands are equally bad in 621a, value 0 both, and the labels follow the set's order)."""
    r = Ranking.from_ruleset(PA)
    got_step, ok = decide(r, _tiles(tiles))
    assert step is got_step
    assert {frozenset((s.high, s.low)) for s in ok} == {frozenset((x.high, x.low))
                                                        for x in (_split(h, lo) for h, lo in allowed)}
    for h, lo in allowed:
        want = _split(h, lo)
        if r.strength(want.high) != r.strength(want.low):
            assert any((s.high, s.low) == (want.high, want.low) for s in ok)


def test_every_house_way_sets_within_the_text() -> None:
    """Each named house way picks one of the splits 621a.8(d) allows, for every set of four; where the text allows
    only one, every house way plays it."""
    r = Ranking.from_ruleset(PA)
    for tiles in _sets(r):
        _, ok = decide(r, tiles)
        for way in HouseWay:
            s = choose(r, tiles, way)
            assert is_permitted(r, tiles, s)
            if len(ok) == 1:
                assert s == ok[0]


def test_the_named_house_ways_differ_where_the_text_is_open() -> None:
    """HW6: the strongest high hand is the mixed pair 3-6+4-5; the strongest low keeps the 7 of 1-1+2-3 beneath
    a pair, which also wins: both Wong splits give a low of 4."""
    r = Ranking.from_ruleset(PA)
    tiles = _tiles("1-1,2-3,3-6,4-5")
    assert _split("3-6+4-5", "1-1+2-3") == choose(r, tiles, HouseWay.STRONGEST_HIGH)
    assert _split("3-6+4-5", "1-1+2-3") == choose(r, tiles, HouseWay.STRONGEST_LOW)
    tiles = _tiles("1-2,1-3,3-3,4-6")
    assert _split("1-2+3-3", "1-3+4-6") == choose(r, tiles, HouseWay.STRONGEST_HIGH)
    assert _split("1-2+1-3", "3-3+4-6") == choose(r, tiles, HouseWay.STRONGEST_LOW)


def test_a_split_outside_the_text_is_not_permitted() -> None:
    """IRV4: 1-2+6-6 / 2-4+5-5 breaks the Supreme Pair (621a.8(d)(1)); the reset plays HW1 (621a.10(f))."""
    r = Ranking.from_ruleset(PA)
    tiles = _tiles("1-2,2-4,6-6,5-5")
    assert not is_permitted(r, tiles, _split("1-2+6-6", "2-4+5-5"))
    assert _split("1-2+2-4", "6-6+5-5") == choose(r, tiles, HouseWay.STRONGEST_LOW)
    assert 3 == len(splits(r, tiles))
