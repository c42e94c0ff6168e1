"""The tiles, the hand ranking and the comparison (621a.3; 535.4; Maryland ch. 3): the digest's worked hands and
comparisons, and every two-tile draw of a set against every other, checked against an independent reading."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from croupier.reference.paigow.tiles import FACES, Ranking, full_set, hand, parse_tile, two_tile_draws

PA, PA_T, MD = "pa-621a@2012", "pa-535@2010t", "md-paigow@1.1"
EDITIONS = (PA, PA_T, MD)


def _h(text: str) -> tuple[tuple[int, int], tuple[int, int]]:
    a, b = (parse_tile(x) for x in text.split("+"))
    return hand(a, b)


@pytest.fixture(params=EDITIONS)
def rid(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def test_the_set_is_32_tiles_of_21_faces(rid: str) -> None:
    """621a.3(a), (h): every face once or twice, 32 tiles; 11 faces doubled (ranks 1-11)."""
    r = Ranking.from_ruleset(rid)
    tiles = full_set(r)
    assert 32 == len(tiles) and set(FACES) == set(tiles)
    assert sorted(t for t, n in Counter(tiles).items() if n == 2) == sorted(t for t, k in r.tile_rank.items()
                                                                            if k <= 11)
    assert 496 == len(two_tile_draws(tiles))


def test_the_editions_rank_alike_and_differ_on_zero_zero() -> None:
    """The pair and tile tables are the same in all three editions; only 535 lacks the zero-zero rule
    (621a.3(g), Maryland ch. 3 H(2); 535.4(e))."""
    pa, pa_t, md = (Ranking.from_ruleset(x) for x in EDITIONS)
    assert pa.tile_rank == pa_t.tile_rank == md.tile_rank
    assert pa.pair_rank == pa_t.pair_rank == md.pair_rank
    assert (True, False, True) == (pa.zero_zero, pa_t.zero_zero, md.zero_zero)
    assert 20 == max(pa.pair_rank.values()) and 26 == len(pa.pair_rank)


#: digest 8.1: hand -> (pair rank or None, value, top tile rank)
HANDS = {
    "1-1 + 3-3": (None, 8, 2), "5-6 + 1-6": (None, 8, 8), "1-2 + 2-4": (1, 0, 0), "6-6 + 6-6": (2, 0, 0),
    "3-6 + 4-5": (13, 0, 0), "6-6 + 3-6": (17, 0, 0), "1-1 + 4-4": (20, 0, 0), "1-2 + 5-6": (None, 7, 8),
    "2-4 + 1-5": (None, 9, 11), "1-2 + 1-4": (None, 8, 16), "2-4 + 2-3": (None, 8, 16),
    "1-2 + 3-4": (None, 3, 14), "5-5 + 4-6": (None, 0, 5), "4-6 + 4-6": (10, 0, 0),
}


@pytest.mark.parametrize(("text", "want"), HANDS.items())
def test_worked_hands(rid: str, text: str, want: tuple[object, int, int]) -> None:
    """621a.3(c), (e), (f), (h): the digest's hands H1-H14, the text's own examples H1 and H2 among them; a lone
    Gee Joon tile counts 3 or 6, whichever serves, its rank going with the count (H8-H12)."""
    v = Ranking.from_ruleset(rid).evaluate(_h(text))
    assert want == (v.pair_rank, v.value, v.top_rank)


#: digest 8.2: (player, banker, beats under 621a and Maryland, beats under 535)
COMPARISONS = [
    ("6-6 + 6-6", "1-2 + 2-4", False, False), ("1-4 + 2-3", "1-1 + 4-5", True, True),
    ("6-6 + 4-5", "6-6 + 3-6", False, False), ("1-1 + 4-4", "4-5 + 5-5", True, True),
    ("4-6 + 1-5", "3-3 + 5-5", False, False), ("3-6 + 2-5", "4-5 + 3-4", False, False),
    ("5-5 + 4-6", "2-2 + 3-3", False, True), ("1-2 + 5-6", "4-6 + 3-4", True, True),
    ("1-2 + 1-4", "2-4 + 2-3", False, False), ("1-6 + 1-6", "1-3 + 5-6", True, True),
]


@pytest.mark.parametrize(("p", "b", "final", "temporary"), COMPARISONS)
def test_worked_comparisons(p: str, b: str, final: bool, temporary: bool) -> None:
    """C1-C10: a pair beats any value hand, copies go to the banker (C3, C6, C9), and two zeros go to the banker
    in 621a and Maryland but to the better top tile in 535 (C7)."""
    for rid, want in ((PA, final), (MD, final), (PA_T, temporary)):
        assert want == Ranking.from_ruleset(rid).beats(_h(p), _h(b)), rid


# --- an independent reading: the digest's pseudo-code (section 2.5), its tables typed in here ---

_TILE_RANK = {(6, 6): 1, (1, 1): 2, (4, 4): 3, (1, 3): 4, (5, 5): 5, (3, 3): 6, (2, 2): 7, (5, 6): 8, (4, 6): 9,
              (1, 6): 10, (1, 5): 11, (3, 6): 12, (4, 5): 12, (2, 6): 13, (3, 5): 13, (2, 5): 14, (3, 4): 14,
              (2, 4): 15, (1, 4): 16, (2, 3): 16, (1, 2): 17}
_PAIR_RANK = {((1, 2), (2, 4)): 1, ((6, 6), (6, 6)): 2, ((1, 1), (1, 1)): 3, ((4, 4), (4, 4)): 4,
              ((1, 3), (1, 3)): 5, ((5, 5), (5, 5)): 6, ((3, 3), (3, 3)): 7, ((2, 2), (2, 2)): 8,
              ((5, 6), (5, 6)): 9, ((4, 6), (4, 6)): 10, ((1, 6), (1, 6)): 11, ((1, 5), (1, 5)): 12,
              ((3, 6), (4, 5)): 13, ((2, 6), (3, 5)): 14, ((2, 5), (3, 4)): 15, ((1, 4), (2, 3)): 16,
              ((4, 5), (6, 6)): 17, ((3, 6), (6, 6)): 17, ((1, 1), (4, 5)): 18, ((1, 1), (3, 6)): 18,
              ((2, 6), (6, 6)): 19, ((3, 5), (6, 6)): 19, ((4, 4), (6, 6)): 19, ((1, 1), (2, 6)): 20,
              ((1, 1), (3, 5)): 20, ((1, 1), (4, 4)): 20}


def _options(t: tuple[int, int]) -> list[tuple[int, int]]:
    return [(3, 17), (6, 15)] if t in ((1, 2), (2, 4)) else [(t[0] + t[1], _TILE_RANK[t])]


def _classify(h: tuple[tuple[int, int], tuple[int, int]]) -> tuple[object, ...]:
    key = tuple(sorted(h))
    if key in _PAIR_RANK:
        return ("PAIR", _PAIR_RANK[key])  # type: ignore[index]
    best = max(((p1 + p2) % 10, -min(r1, r2)) for p1, r1 in _options(h[0]) for p2, r2 in _options(h[1]))
    return ("VALUE", best[0], -best[1])


def _oracle_beats(p: tuple[tuple[int, int], tuple[int, int]], b: tuple[tuple[int, int], tuple[int, int]],
                  zero_zero: bool) -> bool:
    cp, cb = _classify(p), _classify(b)
    if cp[0] == "PAIR" and cb[0] == "PAIR":
        return cp[1] < cb[1]  # type: ignore[operator]
    if cp[0] == "PAIR":
        return True
    if cb[0] == "PAIR":
        return False
    if cp[1] != cb[1]:
        return cp[1] > cb[1]  # type: ignore[operator]
    if zero_zero and cp[1] == 0:
        return False
    return cp[2] < cb[2]  # type: ignore[operator]


def test_the_tables_are_the_independent_reading() -> None:
    r = Ranking.from_ruleset(PA)
    assert _TILE_RANK == dict(r.tile_rank) and _PAIR_RANK == dict(r.pair_rank)


@pytest.mark.parametrize("rid", EDITIONS)
def test_every_draw_against_every_other(rid: str) -> None:
    """All 496 two-tile draws of a set, each against every draw of the 30 tiles left (215,760 ordered pairings):
    the comparison agrees with the independent reading, never lets both hands win, gives every copy to the banker
    and orders hands consistently (a total preorder: the strength key decides every comparison)."""
    r = Ranking.from_ruleset(rid)
    tiles = full_set(r)
    seen = 0
    cache: dict[tuple[object, ...], bool] = {}
    for i, j in itertools.combinations(range(32), 2):
        p = hand(tiles[i], tiles[j])
        rest = [t for k, t in enumerate(tiles) if k not in (i, j)]
        for b in two_tile_draws(rest):
            seen += 1
            key = (p, b)
            if key in cache:
                continue
            got, back = r.beats(p, b), r.beats(b, p)
            assert got == _oracle_beats(p, b, r.zero_zero), (p, b)
            assert not (got and back), (p, b)
            assert got == (r.strength(p) > r.strength(b))
            if r.strength(p) == r.strength(b):
                assert not got and not back, (p, b)  # a copy: the banker's either way
            cache[key] = got
    assert 496 * 435 == seen


@pytest.mark.parametrize(("p", "b", "final", "temporary"), [
    ("6-6+6-6", "1-3+2-5", ("pa:621a.3(c)",), ("pa:621a.3(c)",)),  # a pair against a value hand
    ("5-5+5-5", "5-5+5-5", ("pa:621a.3(c)", "pa:621a.3(d)"), ("pa:621a.3(c)", "pa:621a.3(d)")),  # a copied pair
    ("1-3+1-5", "5-5+4-6", ("pa:621a.3(e)", "pa:621a.3(g)"), ("pa:621a.3(e)", "pa:621a.3(g)", "pa:621a.3(h)")),
    ("3-6+1-4", "4-5+2-3", ("pa:621a.3(e)", "pa:621a.3(g)", "pa:621a.3(h)", "pa:621a.3(i)"),
     ("pa:621a.3(e)", "pa:621a.3(g)", "pa:621a.3(h)", "pa:621a.3(i)")),  # equal values, tiles of one rank
    ("1-2+5-6", "3-4+2-2", ("pa:621a.3(e)", "pa:621a.3(f)"), ("pa:621a.3(e)", "pa:621a.3(f)")),  # a Gee Joon tile
])
def test_what_decides_a_comparison(p: str, b: str, final: tuple[str, ...], temporary: tuple[str, ...]) -> None:
    """The rules a settlement cites for each comparison: the pair table, the values, a Gee Joon count, and on equal
    values the zero-zero rule (621a only) or the tile table and a copy."""
    assert final == Ranking.from_ruleset(PA).deciding(_h(p), _h(b))
    assert temporary == Ranking.from_ruleset(PA_T).deciding(_h(p), _h(b))


@pytest.mark.parametrize(("p", "b", "maryland"), [
    ("6-6+6-6", "1-3+2-5", ("md:paigow.3(B)(1)", "md:paigow.3(B)(2)(b)(i)")),  # a pair against a value hand
    ("6-6+6-6", "1-1+1-1", ("md:paigow.3(B)(2)(b)(i)", "md:paigow.3(B)(2)(b)(ii)")),  # two pair ranks
    ("1-1+2-6", "1-1+2-6", ("md:paigow.3(B)(2)(e)(ii)", "pa:621a.3(d)")),  # a copied Gong
    ("1-3+1-5", "5-5+4-6", ("md:paigow.3(D)(1)", "md:paigow.3(D)(2)", "md:paigow.3(H)(2)")),  # zero-zero
    ("3-3+4-5", "5-6+2-2", ("md:paigow.3(D)(1)", "md:paigow.3(D)(2)", "md:paigow.3(H)(1)", "pa:621a.3(h)")),
    ("1-2+2-3", "1-1+1-3", ("md:paigow.3(D)(1)", "pa:621a.3(f)")),  # no tens to drop; a Gee Joon tile
])
def test_maryland_cites_the_item_that_decides(p: str, b: str, maryland: tuple[str, ...]) -> None:
    """Maryland prints the pair table, the value and the equal-value rule as items (ch. 3 B(1)-(2)(e)(ii), D(1)-(2),
    H(1)-(2)): a comparison cites the item that decides it (621a's numbers elsewhere, renamed at the outcome)."""
    assert maryland == Ranking.from_ruleset("md-paigow@1.1").deciding(_h(p), _h(b))
