"""The 32 Pai Gow tiles, the rank of each tile and of each permissible pair, and the value of a two-tile hand
(621a.3(c)-(i); 535.4(a)-(g); Maryland ch. 3 B-J).

``t``: a :data:`Tile`, its two faces ``(a, b)`` with ``a <= b`` (no source orients a tile); ``h``: a two-tile hand;
``r``: a :class:`Ranking`. The tables are data: :meth:`Ranking.from_ruleset` reads them from the clause numbers of
the edition in play (``rank_N = "6-6 x2"`` for the tiles, ``rank_N = "1-2 + 2-4"`` for the pairs), so an edition
that ranked differently would change the model with no code change. The three editions rank alike; they differ
in whether two hands of value 0 go to the banker outright (621a.3(g), Maryland ch. 3 H(2); not 535.4(e)).

Rank 1 is the best, for tiles and pairs alike. A hand is either a permissible pair (ranked by the pair table) or
a value hand: its pips modulo 10, ties broken by its higher-ranked tile (621a.3(e), (g)). The Gee Joon tiles
(1-2 and 2-4), apart, each count 3 or 6 and take the rank that goes with the count (621a.3(f)); the hand is
valued at the count that serves it best (AMB-3, our reading, fixed).
"""

from __future__ import annotations

import functools
import itertools
import re
from typing import Iterable, Mapping, Optional

import attrs

from croupier import spec
from croupier.reference.paigow.clauses import BASE, cites_editions, items

__all__ = [
    "FACES", "GEE_JOON", "Hand", "HandValue", "Ranking", "SUPREME", "Tile", "full_set", "hand", "parse_tile",
    "tile_name",
]

Tile = tuple[int, int]
#: a two-tile hand, its tiles in (a, b) order
Hand = tuple[Tile, Tile]

#: every face a tile can show: (a, b), 1 <= a <= b <= 6
FACES: tuple[Tile, ...] = tuple((a, b) for a in range(1, 7) for b in range(a, 7))
#: the two tiles that, together, are the Supreme Pair and, apart, count 3 or 6 (621a.3(f))
GEE_JOON: tuple[Tile, Tile] = ((1, 2), (2, 4))
SUPREME: Hand = GEE_JOON
#: the counts a Gee Joon tile may take, and which tile's rank goes with each (621a.3(f): 3 as the 1-2, 6 as the 2-4)
_GEE_JOON_COUNTS: tuple[tuple[int, Tile], ...] = ((3, (1, 2)), (6, (2, 4)))

_TILE = re.compile(r"^([1-6])-([1-6])$")


def parse_tile(text: str) -> Tile:
    """``"2-4"`` -> ``(2, 4)``; the faces in either order."""
    m = _TILE.match(text.strip())
    if not m:
        raise ValueError(f"not a tile: {text!r} (write it as two pip counts 1-6, such as 2-4)")
    a, b = sorted((int(m.group(1)), int(m.group(2))))
    return a, b


def tile_name(t: Tile) -> str:
    return f"{t[0]}-{t[1]}"


def hand(t1: Tile, t2: Tile) -> Hand:
    """The two tiles as a hand, in canonical order."""
    return (t1, t2) if t1 <= t2 else (t2, t1)


@attrs.frozen(order=False)
class HandValue:
    """What a two-tile hand is worth: a permissible pair's rank, or a value 0-9 and the rank of its higher tile."""

    pair_rank: Optional[int]  #: 621a.3(c); None for a value hand
    value: int  #: 621a.3(e): pips modulo 10 (Gee Joon at its chosen count); 0 for a pair
    top_rank: int  #: 621a.3(g): the rank of the higher-ranked tile, at the chosen count; 0 for a pair

    @property
    def is_pair(self) -> bool:
        return self.pair_rank is not None


def _rank_table(numbers: Mapping[str, str], what: str) -> dict[int, str]:
    out = {}
    for key, text in numbers.items():
        m = re.match(r"^rank_(\d+)$", key)
        if m:
            out[int(m.group(1))] = text
    if not out or sorted(out) != list(range(1, len(out) + 1)):
        raise ValueError(f"{what}: the ranks are not numbered 1 to n")
    return out


@cites_editions("pa:621a.3", "pa:621a.3(c)", "pa:621a.3(e)", "pa:621a.3(e)(1)", "pa:621a.3(e)(2)", "pa:621a.3(f)",
                "pa:621a.3(h)", "pa:621a.1#supreme-pair", "pa:621a.1#value", "pa:621a.1#copy-hand")
@attrs.frozen
class Ranking:
    """One edition's tables: each tile's rank and count in the set (621a.3(h)), each permissible pair's rank
    (621a.3(c)), and whether two value-0 hands go to the banker outright (621a.3(g))."""

    tile_rank: Mapping[Tile, int]
    copies: Mapping[Tile, int]
    pair_rank: Mapping[Hand, int]
    zero_zero: bool
    clauses: Mapping[str, str] = attrs.field(factory=dict)  #: what each rule is in the edition's numbers
    edition: str = BASE  #: the ruleset whose numbers :meth:`deciding` cites where it prints finer items than 621a
    pair_items: Mapping[int, str] = attrs.field(factory=dict)  #: pair rank -> the item of the table ranking it

    @classmethod
    def from_tables(cls, tiles: Mapping[str, str], pairs: Mapping[str, str], zero_zero: bool,
                    clauses: Mapping[str, str] | None = None, edition: str = BASE,
                    pair_items: Mapping[int, str] | None = None) -> Ranking:
        """Build from clause numbers: ``tiles`` as ``rank_N = "3-6 x1; 4-5 x1"``, ``pairs`` as
        ``rank_N = "4-5 + 6-6; 3-6 + 6-6"``."""
        tile_rank: dict[Tile, int] = {}
        copies: dict[Tile, int] = {}
        for rank, text in _rank_table(tiles, "tile ranking").items():
            for item in text.split(";"):
                m = re.match(r"^\s*(\S+)\s+x(\d+)\s*$", item)
                if not m:
                    raise ValueError(f"tile rank {rank}: {item!r} is not 'a-b xN'")
                t = parse_tile(m.group(1))
                if t in tile_rank:
                    raise ValueError(f"tile {tile_name(t)} ranked twice")
                tile_rank[t], copies[t] = rank, int(m.group(2))
        if set(tile_rank) != set(FACES) or sum(copies.values()) != 32:
            raise ValueError("the tile table must rank all 21 faces, 32 tiles in all")
        pair_rank: dict[Hand, int] = {}
        for rank, text in _rank_table(pairs, "pair ranking").items():
            for item in text.split(";"):
                parts = item.split("+")
                if len(parts) != 2:
                    raise ValueError(f"pair rank {rank}: {item!r} is not 'a-b + c-d'")
                h = hand(parse_tile(parts[0]), parse_tile(parts[1]))
                if h in pair_rank:
                    raise ValueError(f"pair {item.strip()!r} ranked twice")
                pair_rank[h] = rank
        return cls(tile_rank, copies, pair_rank, zero_zero, dict(clauses or {}), edition, dict(pair_items or {}))

    @staticmethod
    @functools.cache
    def from_ruleset(rid: str) -> Ranking:
        """The tables of edition ``rid``, read from its clauses (:data:`croupier.reference.paigow.clauses`)."""
        from croupier.reference.paigow.clauses import local

        rs = spec.ruleset(rid)

        def carrying(cid: str, key: str) -> Optional[str]:
            """The clause at ``cid``'s counterpart, or the first of its items, whose figures hold ``key`` (Maryland
            splits 621a's paragraphs into items and prints the figure on one of them)."""
            head = local(rid, cid)
            return next((c for c in rs.clauses if (c == head or c.startswith(head + "(")) and key in rs[c].numbers),
                        None)

        tiles, pairs, zero = (carrying("pa:621a.3(h)", "rank_1"), carrying("pa:621a.3(c)", "rank_1"),
                              carrying("pa:621a.3(g)", "zero_zero"))
        if tiles is None or pairs is None:
            raise ValueError(f"{rid} prints no ranking table where 621a.3(c) and 621a.3(h) have theirs")
        zero_zero = zero is not None
        zero = zero or local(rid, "pa:621a.3(g)")
        # an edition that prints each rank of the pair table as an item of its own (Maryland ch. 3 B(2)(a)-(e))
        pair_items = {int(rs[c].numbers["rank"]): c for c in rs.clauses
                      if c.startswith(pairs + "(") and "rank" in rs[c].numbers}
        return Ranking.from_tables(rs[tiles].numbers, rs[pairs].numbers, zero_zero,
                                   {"tiles": tiles, "pairs": pairs, "zero_zero": zero}, rid, pair_items)

    # --- single tiles ---

    def options(self, t: Tile) -> tuple[tuple[int, int], ...]:
        """The (pips, rank) a tile may count as alone: a Gee Joon tile 3 or 6 (621a.3(f)), any other its own."""
        if t in GEE_JOON:
            return tuple((pips, self.tile_rank[as_tile]) for pips, as_tile in _GEE_JOON_COUNTS)
        return ((t[0] + t[1], self.tile_rank[t]),)

    def lowest_rank(self, t: Tile) -> int:
        """The worst rank ``t`` can have (a Gee Joon tile's is the 1-2's)."""
        return max(r for _, r in self.options(t))

    # --- hands ---

    def evaluate(self, h: Hand) -> HandValue:
        """621a.3(c)-(f): a permissible pair's rank, or the value and top-tile rank at the best Gee Joon count."""
        h = hand(*h)
        if h in self.pair_rank:
            return HandValue(self.pair_rank[h], 0, 0)
        value, neg_top = max(((p1 + p2) % 10, -min(r1, r2))
                             for p1, r1 in self.options(h[0]) for p2, r2 in self.options(h[1]))
        return HandValue(None, value, -neg_top)

    def strength(self, h: Hand) -> tuple[int, int, int]:
        """An order on hands, higher is better, in which a banker wins every tie: equal strengths are copies, or
        (621a.3(g)) two value-0 hands in an edition that gives them to the banker outright."""
        v = self.evaluate(h)
        if v.pair_rank is not None:
            return (1, -v.pair_rank, 0)
        if v.value == 0 and self.zero_zero:
            return (0, 0, 0)
        return (0, v.value, -v.top_rank)

    def beats(self, p: Hand, b: Hand) -> bool:
        """Does hand ``p`` outrank the banker's ``b``? Copies and (621a.3(g)) two zeros go to the banker."""
        return self.strength(p) > self.strength(b)

    def deciding(self, p: Hand, b: Hand) -> tuple[str, ...]:
        """The rules that decide the comparison of ``p`` with the banker's ``b``, in 621a's numbers or, where the
        edition prints finer items (Maryland), in the edition's: the pair table (621a.3(c); Maryland: a pair beats
        a hand without one, B(1), and the item ranking each pair, B(2)(a)-(e)) and a copy of a pair (3(d)); else
        the values (3(e); Maryland: the spots added, D(1), and the tens digit dropped, D(2)), a Gee Joon tile
        counted 3 or 6 (3(f)), and on equal values the zero-zero rule (3(g); Maryland H(2)) or the tile table
        (3(g), 3(h); Maryland H(1), I) and a copy (3(i))."""
        vp, vb = self.evaluate(p), self.evaluate(b)
        ed = self.edition
        if vp.pair_rank is not None or vb.pair_rank is not None:
            ranks = [v.pair_rank for v in (vp, vb) if v.pair_rank is not None]
            out = list(items(ed, "pa:621a.3(c)", "(1)")) if len(ranks) == 1 else []
            out += [self.pair_items.get(rank, "pa:621a.3(c)") for rank in ranks]
            if vp.pair_rank == vb.pair_rank:
                out.append("pa:621a.3(d)")
            return tuple(dict.fromkeys(out))
        tens = any(self.total(h) >= 10 for h in (p, b))
        out = list(items(ed, "pa:621a.3(e)", "(1)", *(("(2)",) if tens else ())))
        if any(t in GEE_JOON for t in (*p, *b)):
            out.append("pa:621a.3(f)")
        if vp.value == vb.value:
            if vp.value == 0 and self.zero_zero:
                out += items(ed, "pa:621a.3(g)", "(2)")
            else:
                out += [*items(ed, "pa:621a.3(g)", "(1)"), "pa:621a.3(h)"] + (
                    ["pa:621a.3(i)"] if vp.top_rank == vb.top_rank else [])
        return tuple(out)

    def total(self, h: Hand) -> int:
        """The spots of a value hand's two tiles added, at the Gee Joon count :meth:`evaluate` chose (621a.3(e))."""
        return max(((p1 + p2) % 10, -min(r1, r2), p1 + p2)
                   for p1, r1 in self.options(h[0]) for p2, r2 in self.options(h[1]))[2]

    def is_pair(self, h: Hand) -> bool:
        return hand(*h) in self.pair_rank


def full_set(r: Ranking) -> tuple[Tile, ...]:
    """The 32 tiles of a set, in face order (621a.3(a), (h))."""
    return tuple(t for t in FACES for _ in range(r.copies[t]))


def two_tile_draws(tiles: Iterable[Tile]) -> list[Hand]:
    """Every two-tile hand drawn from ``tiles`` (496 from a full set: C(32, 2), copies told apart)."""
    return [hand(a, b) for a, b in itertools.combinations(tuple(tiles), 2)]
