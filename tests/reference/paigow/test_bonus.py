"""Maryland's Pair Fortunes Pai Gow Bonus (ch. 5 F(1), ch. 8 L(1)-(4)): the digest's vectors PF1-PF8."""

from __future__ import annotations

import pytest

from croupier.reference.money import winnings
from croupier.reference.paigow.bonus import Category, category, paytable
from croupier.reference.paigow.tiles import Ranking, parse_tile

MD = "md-paigow@1.1"

#: PF1-PF8: tiles, category, what a $5 bonus wins on paytables A-D (None: the bet loses)
VECTORS = [
    ("1-2,2-4,6-6,6-6", Category.GEE_JOON_AND_HEAVEN, (1500, 1250, 1250, 1000)),
    ("1-1,1-1,3-6,4-5", Category.TWO_PAIRS, (125, 125, 150, 150)),
    ("1-2,2-4,5-5,3-4", Category.GEE_JOON, (40, 40, 35, 50)),
    ("3-6,4-5,1-1,2-2", Category.MIXED_PAIR, (20, 25, 25, 20)),
    ("5-5,5-5,1-2,3-4", Category.IDENTICAL_PAIR, (15, 10, 10, 10)),
    ("6-6,6-6,1-3,2-2", Category.IDENTICAL_PAIR, (15, 10, 10, 10)),
    ("1-2,2-4,1-1,1-1", Category.TWO_PAIRS, (125, 125, 150, 150)),
    ("6-6,4-5,1-1,2-6", None, None),
]


@pytest.mark.parametrize(("tiles", "want", "wins"), VECTORS)
def test_pair_fortunes(tiles: str, want: Category | None, wins: tuple[int, ...] | None) -> None:
    """AMB-25: the highest category only; a Gee Joon Pair with another pair is two pairs (PF7); Wongs and Gongs
    are not among the sixteen pairs (PF8); the Heaven Pair alone is an identical pair (PF6)."""
    r = Ranking.from_ruleset(MD)
    assert want is category(r, [parse_tile(t) for t in tiles.split(",")])
    if want is not None and wins is not None:
        assert list(wins) == [winnings(500, paytable(MD, t)[want]) / 100 for t in "ABCD"]


def test_the_category_does_not_depend_on_the_order_of_the_tiles() -> None:
    r = Ranking.from_ruleset(MD)
    tiles = [parse_tile(t) for t in ("4-5", "1-1", "3-6", "1-1")]
    assert Category.TWO_PAIRS is category(r, tiles) is category(r, list(reversed(tiles)))
    with pytest.raises(ValueError):
        paytable(MD, "E")
