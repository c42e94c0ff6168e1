"""The dealer's setting (621a.8(d)(1)-(4)): the digest's worked sets and its count, over every set of four tiles,
of how far the text alone decides the split."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from croupier.reference.paigow.config import TableConfig, profile_from_mapping
from croupier.reference.paigow.dealing import DEALER
from croupier.reference.paigow.game import Join, NoMoreBets, PlaceWager, SetHands, Shake, Stack, State, DealerSets, \
    replay
from croupier.reference.paigow.house_way import KEEP_PAIRS, HouseWay, HouseWayRules, Split, Step, choose, decide, \
    is_permitted, splits
from croupier.reference.paigow.tiles import FACES, Ranking, full_set, hand, parse_tile

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


# --- a fuller house way: the rules a profile adds (house_way_pairs, house_way_high_nine) and low_unless_weak -------

FULLER = [HouseWayRules(HouseWay.STRONGEST_LOW, 7, True), HouseWayRules(HouseWay.LOW_UNLESS_WEAK, KEEP_PAIRS, True),
          HouseWayRules(HouseWay.STRONGEST_HIGH, 0, False)]


def test_every_fuller_house_way_sets_within_the_text() -> None:
    """The rules a profile adds only narrow the splits 621a.8(d) allows: for every set of four, each fuller house
    way plays an allowed split, the only one where the text allows one."""
    r = Ranking.from_ruleset(PA)
    for tiles in _sets(r):
        _, ok = decide(r, tiles)
        for way in FULLER:
            s = choose(r, tiles, way)
            assert is_permitted(r, tiles, s), (tiles, way)
            if len(ok) == 1:
                assert s == ok[0]


def _dealer_sets(cfg: TableConfig, dealer: str) -> Split:
    """The dealer's split of ``dealer`` in a house-banked round played through the model (621a.8(c), (d)): the dice
    4-3-3 give the first stack to position 1, which wagers alone and sets by the house way."""
    r = Ranking.from_ruleset(cfg.ruleset)
    places = {DEALER: _tiles(dealer)}
    rest = Counter(full_set(r)) - Counter(places[DEALER])
    left = sorted(rest.elements())
    row = []
    for k in range(8):
        place = (1 + k) % 8
        row.append(tuple(places[place]) if place in places else tuple(left[:4]))
        left = left[4:] if place not in places else left
    events: list[object] = [Join(1), PlaceWager(1, 1000), Stack(tuple(row)), NoMoreBets(), Shake((4, 3, 3))]
    s, _ = replay(cfg, events, State())
    mine = choose(r, s.dealt[1], cfg.dealer_way)
    s, steps = replay(cfg, [SetHands(1, mine.high, mine.low), DealerSets()], s)
    assert not any(st.rejected for st in steps)
    assert s.dealer is not None
    return s.dealer


@pytest.mark.parametrize("options, dealer, default, under", [
    ({"house_way_pairs": "keep"}, "1-1,1-1,1-2,2-6", ("1-1+2-6", "1-1+1-2"), ("1-1+1-1", "1-2+2-6")),
    ({"house_way_pairs": 7}, "1-1,1-1,1-3,2-6", ("1-1+2-6", "1-1+1-3"), ("1-1+1-1", "1-3+2-6")),
    ({"house_way_pairs": 6}, "1-1,1-1,1-3,2-6", ("1-1+2-6", "1-1+1-3"), ("1-1+2-6", "1-1+1-3")),
    ({"house_way_pairs": "keep"}, "1-1,3-6,4-5,6-6",
     ("4-5+6-6", "1-1+3-6"), ("3-6+4-5", "1-1+6-6")),
    ({"house_way_high_nine": True}, "1-1,1-2,1-6,2-5", ("1-1+1-2", "1-6+2-5"), ("1-1+2-5", "1-2+1-6")),
    ({"house_way": "low_unless_weak"}, "1-1,1-2,4-6,5-6", ("1-2+5-6", "1-1+4-6"), ("1-1+1-2", "4-6+5-6")),
    ({"house_way": "low_unless_weak"}, "1-2,1-3,3-3,4-6", ("1-2+1-3", "3-3+4-6"), ("1-2+1-3", "3-3+4-6")),
])
def test_the_dealer_sets_by_the_profiles_house_way(options: dict[str, object], dealer: str,
                                                     default: tuple[str, str], under: tuple[str, str]) -> None:
    """pa:621a.8(d), 621a.8(b), 621a.10(f): the Rules Submission's house way settles what 621a.8(d) leaves open.
    house_way_pairs: by default the Day pair is broken for a Gong with a low of 8 (or 6); it is kept under "keep",
    or when the low would be worth less than the threshold (6 < 7), and broken when it reaches it (6 >= 6); the
    mixed nines, broken for two Wongs by default, are kept under "keep". house_way_high_nine: the Day goes with a
    seven (a high nine) where 621a.8(d)(3) allows it. low_unless_weak: a low hand of 2 is below a high 3, so the
    high hand is made as strong as it can be (8 over 1); a low hand of 6 led by the 3-3 stays (as strongest_low
    plays it)."""
    assert _split(*default) == _dealer_sets(TableConfig(), dealer)
    assert _split(*under) == _dealer_sets(profile_from_mapping({"game": "paigow", **options}), dealer)
