"""How the dealer sets four tiles into a high and a low hand: the priorities the text fixes (621a.8(d)(1)-(4);
535.10(d)(1)-(4); Maryland ch. 8 D(1)-(4)), and the named house ways that settle what they leave open.

``tiles``: the four tiles dealt to the dealer; ``r``: a :class:`~croupier.reference.paigow.tiles.Ranking`; a
``split`` is a :class:`Split`, the high hand and the low hand.

The text fixes an order of preference: keep the Supreme Pair together; else play a pair, Wong or Gong; else put
two tiles worth 9, 8 or 7 together; else put the highest-ranked tile with the lowest. :func:`decide` gives the
step that decides a set and the splits it allows. Where it allows several (two pairs to choose from, or two ways
to make a 9, 8 or 7), the holder's Rules Submission decides (621a.8(b), 621a.10(f)); the text does not. Of the
8,130 different sets of four tiles, the text alone fixes the split of 5,348 (66%; the digest's figure, checked by
``tests/reference/paigow/test_house_way.py``). A :class:`HouseWay` is a named choice among the allowed splits;
``table_config.house_way`` names the one a table uses (AMB-6).
"""

from __future__ import annotations

import enum
from typing import Callable, Iterable

import attrs

from croupier.reference.paigow.clauses import cites_editions
from croupier.reference.paigow.tiles import SUPREME, Hand, Ranking, Tile, hand

__all__ = ["HouseWay", "Split", "Step", "choose", "decide", "is_permitted", "splits"]


@attrs.frozen
class Split:
    """Four tiles set as two hands, the high hand the one that ranks at least as high (621a.1)."""

    high: Hand
    low: Hand


class Step(enum.IntEnum):
    """The paragraph of 621a.8(d) that decides a set of four tiles."""

    SUPREME = 1  #: (1) the Supreme Pair is played together
    PAIR = 2  #: (2) a pair, Wong or Gong is played
    NINE_EIGHT_SEVEN = 3  #: (3) two tiles worth 9, 8 or 7 are played together
    HIGH_WITH_LOW = 4  #: (4) the highest-ranked tile is played with the lowest


def splits(r: Ranking, tiles: Iterable[Tile]) -> list[Split]:
    """The three ways to set four tiles, each with its hands labelled by rank (621a.1: the high hand outranks the
    low hand; equal hands either way)."""
    a, b, c, d = sorted(tiles)
    out = []
    for one, other in ((hand(a, b), hand(c, d)), (hand(a, c), hand(b, d)), (hand(a, d), hand(b, c))):
        high, low = (one, other) if r.strength(one) >= r.strength(other) else (other, one)
        s = Split(high, low)
        if s not in out:
            out.append(s)
    return out


def _qualifies(r: Ranking, s: Split, step: Step, tiles: tuple[Tile, ...]) -> bool:
    hands = (s.high, s.low)
    if step is Step.SUPREME:
        return SUPREME in hands
    if step is Step.PAIR:
        return any(r.is_pair(h) for h in hands)
    if step is Step.NINE_EIGHT_SEVEN:
        return any(not r.is_pair(h) and r.evaluate(h).value in (7, 8, 9) for h in hands)
    best = min(tiles, key=lambda t: r.tile_rank[t] if t not in SUPREME else min(x for _, x in r.options(t)))
    worst = max(tiles, key=r.lowest_rank)
    return hand(best, worst) in hands


@cites_editions("pa:621a.8(d)", "pa:621a.8(d)(1)", "pa:621a.8(d)(2)", "pa:621a.8(d)(3)", "pa:621a.8(d)(4)")
def decide(r: Ranking, tiles: Iterable[Tile]) -> tuple[Step, list[Split]]:
    """The first paragraph of 621a.8(d) some split of ``tiles`` meets, and every split that meets it."""
    ts = tuple(sorted(tiles))
    if len(ts) != 4:
        raise ValueError(f"the dealer sets four tiles, not {len(ts)}")
    every = splits(r, ts)
    for step in Step:
        ok = [s for s in every if _qualifies(r, s, step, ts)]
        if ok:
            return step, ok
    raise AssertionError("621a.8(d)(4) always applies")  # pragma: no cover


def is_permitted(r: Ranking, tiles: Iterable[Tile], s: Split) -> bool:
    """Does the split ``s`` keep to 621a.8(d): one of the splits its deciding paragraph allows?"""
    _, ok = decide(r, tiles)
    return any({x.high, x.low} == {s.high, s.low} for x in ok)


def _strongest_high(r: Ranking, s: Split) -> tuple[object, ...]:
    return (r.strength(s.high), r.strength(s.low))


def _strongest_low(r: Ranking, s: Split) -> tuple[object, ...]:
    return (r.strength(s.low), r.strength(s.high))


class HouseWay(enum.Enum):
    """A named refinement of 621a.8(d): which of the splits it allows the dealer plays (AMB-6)."""

    STRONGEST_HIGH = "strongest_high"  #: the split with the best high hand, then the best low hand
    STRONGEST_LOW = "strongest_low"  #: the split with the best low hand, then the best high hand

    @property
    def key(self) -> Callable[[Ranking, Split], tuple[object, ...]]:
        return {HouseWay.STRONGEST_HIGH: _strongest_high, HouseWay.STRONGEST_LOW: _strongest_low}[self]


@cites_editions("pa:621a.8(b)", "pa:621a.8(d)")
def choose(r: Ranking, tiles: Iterable[Tile], way: HouseWay) -> Split:
    """The dealer's setting of ``tiles`` under house way ``way``: always a split 621a.8(d) allows."""
    _, ok = decide(r, tiles)
    return max(ok, key=lambda s: way.key(r, s))
