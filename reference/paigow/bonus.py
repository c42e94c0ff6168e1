"""Maryland's Pair Fortunes Pai Gow Bonus: which category a player's four tiles make and what paytables A-D pay
(Maryland ch. 2 B(4)(a), ch. 5 F(1), ch. 8 L(1)-(4)).

The bonus is a bet that the four tiles dealt to the player hold at least one of the sixteen pairs a set sorts into
(621a.4(a)(1): the Supreme Pair and the fifteen matched and unmatched pairs, i.e. pair ranks 1-16; Wongs and Gongs
are not among them). Every tile belongs to exactly one of the sixteen, so four tiles hold none, one or two of them,
however the hands are set: the category is judged on the dealt tiles (AMB-25(d)). Readings (AMB-25, ours): the
undefined "Gee Joon Pair" is the Supreme Pair and "Heaven Pair" the two 6-6 tiles; only the highest category that
applies is paid, so a Gee Joon Pair with any other pair is "two pairs" unless the other is the Heaven Pair; no
qualifying pair loses the bet; no vigorish is taken on a bonus win.
"""

from __future__ import annotations

import enum
from collections import Counter
from typing import Iterable, Mapping, Optional

from croupier import spec
from croupier.reference.money import Odds, parse_odds
from croupier.reference.paigow.tiles import SUPREME, Ranking, Tile, hand

__all__ = ["Category", "PAYTABLES", "category", "paytable"]

#: the Maryland clause of each paytable
PAYTABLES: Mapping[str, str] = {"A": "md:paigow.8(L)(1)", "B": "md:paigow.8(L)(2)", "C": "md:paigow.8(L)(3)",
                                "D": "md:paigow.8(L)(4)"}
_HEAVEN = ((6, 6), (6, 6))
#: the sixteen pairs of a set: pair ranks 1 (Supreme) to 16 (Mixed Fives)
_SIXTEEN = 16
_MIXED = range(13, 17)


class Category(enum.Enum):
    """The paying categories of Maryland ch. 8 L, best first; the value is the paytable's numbers key."""

    GEE_JOON_AND_HEAVEN = "gee_joon_and_heaven"
    TWO_PAIRS = "two_pairs"
    GEE_JOON = "gee_joon"
    MIXED_PAIR = "mixed_pair"
    IDENTICAL_PAIR = "identical_pair"


def _pairs_held(r: Ranking, tiles: Iterable[Tile]) -> list[int]:
    """The ranks of the sixteen pairs the tiles hold (each tile in one pair at most)."""
    left = Counter(tiles)
    held = []
    for (a, b), rank in sorted(r.pair_rank.items(), key=lambda kv: kv[1]):
        if rank > _SIXTEEN:
            continue
        need = Counter((a, b))
        if all(left[t] >= n for t, n in need.items()):
            left -= need
            held.append(rank)
    return held


def category(r: Ranking, tiles: Iterable[Tile]) -> Optional[Category]:
    """The highest category the four dealt tiles make, or ``None`` (the bet loses)."""
    ts = list(tiles)
    if len(ts) != 4:
        raise ValueError(f"the bonus is judged on the four tiles dealt, not {len(ts)}")
    held = _pairs_held(r, ts)
    supreme, heaven = r.pair_rank[SUPREME], r.pair_rank[hand(*_HEAVEN)]
    if sorted(held) == sorted((supreme, heaven)):
        return Category.GEE_JOON_AND_HEAVEN
    if len(held) == 2:
        return Category.TWO_PAIRS
    if held == [supreme]:
        return Category.GEE_JOON
    if held and held[0] in _MIXED:
        return Category.MIXED_PAIR
    if held:
        return Category.IDENTICAL_PAIR
    return None


def paytable(rid: str, table: str) -> Mapping[Category, Odds]:
    """Paytable ``table`` (A-D) of Maryland ch. 8 L, read from its clause numbers."""
    if table not in PAYTABLES:
        raise ValueError(f"Pair Fortunes paytables are {', '.join(PAYTABLES)}, not {table!r}")
    numbers = spec.ruleset(rid)[PAYTABLES[table]].numbers
    return {c: parse_odds(numbers[c.value]) for c in Category}
