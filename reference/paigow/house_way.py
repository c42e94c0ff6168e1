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
``table_config.house_way`` names the one a table uses (AMB-6). A :class:`HouseWayRules` describes more of a Rules
Submission's house way (when to break a pair for a Wong or Gong, whether to play a high nine) as rules that narrow
the allowed splits before the tie-break, so no house way described here can break 621a.8(d).
"""

from __future__ import annotations

import enum
from typing import Iterable, Optional

import attrs

from croupier.reference.paigow.clauses import cites_editions
from croupier.reference.paigow.tiles import SUPREME, Hand, Ranking, Tile, hand

__all__ = ["HouseWay", "HouseWayRules", "KEEP_PAIRS", "Split", "Step", "choose", "decide", "is_high_nine",
           "is_permitted", "is_wong_or_gong", "keeps_pair", "splits"]


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


#: the tiles the published house ways call "high 6" (the 3-3) and "Teen" and "Day" (the 6-6 and the 1-1)
HIGH_SIX, TEEN, DAY = (3, 3), (6, 6), (1, 1)


def _high_three(r: Ranking) -> tuple[int, int, int]:
    """The strength of a "high 3": a hand worth 3 whose better tile ranks as the high 6 (3-3) does."""
    return (0, 3, -r.tile_rank[HIGH_SIX])


def _low_unless_weak(r: Ranking, ok: list[Split]) -> Split:
    best_low = max(ok, key=lambda s: _strongest_low(r, s))
    seven = any(r.is_pair(s.high) or r.evaluate(s.high).value >= 7 for s in ok)
    if r.strength(best_low.low) < _high_three(r) and seven:
        return max(ok, key=lambda s: _strongest_high(r, s))
    return best_low


class HouseWay(enum.Enum):
    """A named refinement of 621a.8(d): which of the splits it allows the dealer plays (AMB-6)."""

    STRONGEST_HIGH = "strongest_high"  #: the split with the best high hand, then the best low hand
    STRONGEST_LOW = "strongest_low"  #: the split with the best low hand, then the best high hand
    #: the best low hand, unless even that is below a high 3 while a high hand of 7 or more can be played: then the
    #: best high hand (the general rule of published house ways, e.g. Foxwoods' of 1997)
    LOW_UNLESS_WEAK = "low_unless_weak"

    def pick(self, r: Ranking, ok: list[Split]) -> Split:
        """The split, of the allowed ``ok``, this house way plays."""
        if self is HouseWay.LOW_UNLESS_WEAK:
            return _low_unless_weak(r, ok)
        key = _strongest_high if self is HouseWay.STRONGEST_HIGH else _strongest_low
        return max(ok, key=lambda s: key(r, s))


#: ``HouseWayRules.split_pairs`` that never breaks a pair 621a.8(d)(2) lets the dealer keep
KEEP_PAIRS = 10


def is_wong_or_gong(r: Ranking, h: Hand) -> bool:
    """A Wong or a Gong: the Teen (6-6) or the Day (1-1) with a nine or an eight, ranked as a pair (621a.3(c))."""
    return r.is_pair(h) and h[0] != h[1] and (TEEN in h or DAY in h)


def keeps_pair(r: Ranking, s: Split) -> bool:
    """Does ``s`` play a pair proper (two like tiles, a mixed pair or the Supreme Pair), not just a Wong or Gong?"""
    return any(r.is_pair(h) and not is_wong_or_gong(r, h) for h in (s.high, s.low))


def is_high_nine(r: Ranking, h: Hand) -> bool:
    """A "high nine": the Teen or the Day with a seven, a hand worth 9 that ranks as no pair."""
    return not r.is_pair(h) and (TEEN in h or DAY in h) and r.evaluate(h).value == 9


@attrs.frozen
class HouseWayRules:
    """A fuller house way, as a Rules Submission describes one (621a.8(b), 621a.10(f)): rules applied in turn to
    the splits 621a.8(d) allows, then the tie-break ``way`` among those left. Every rule only narrows the allowed
    splits, so a house way described here never breaks 621a.8(d).

    ``split_pairs``: where 621a.8(d)(2) allows both keeping a pair together and breaking it (the split then plays
    a Wong or Gong instead): ``None``, the tie-break decides; a number 0-9, break it only when the breaking split's
    low hand is a Wong or Gong or worth at least that many points; :data:`KEEP_PAIRS`, never break it.
    ``high_nine``: where 621a.8(d)(3) allows several splits and one plays a high nine (the Teen or Day with a
    seven), play one that does.
    """

    way: HouseWay = HouseWay.STRONGEST_LOW
    split_pairs: Optional[int] = None
    high_nine: bool = False

    def narrow(self, r: Ranking, step: Step, ok: list[Split]) -> list[Split]:
        """The allowed splits ``ok`` of the deciding paragraph ``step`` that the rules leave to the tie-break."""
        if step is Step.PAIR and self.split_pairs is not None:
            kept = [s for s in ok if keeps_pair(r, s)]
            least = self.split_pairs
            broken = [] if least >= KEEP_PAIRS else [
                s for s in ok if not keeps_pair(r, s) and (r.is_pair(s.low) or r.evaluate(s.low).value >= least)]
            if kept and len(kept) < len(ok):
                ok = broken or kept
        if step is Step.NINE_EIGHT_SEVEN and self.high_nine:
            ok = [s for s in ok if is_high_nine(r, s.high) or is_high_nine(r, s.low)] or ok
        return ok


@cites_editions("pa:621a.8(b)", "pa:621a.8(d)")
def choose(r: Ranking, tiles: Iterable[Tile], way: HouseWay | HouseWayRules) -> Split:
    """The dealer's setting of ``tiles`` under house way ``way``: always a split 621a.8(d) allows."""
    step, ok = decide(r, tiles)
    rules = way if isinstance(way, HouseWayRules) else HouseWayRules(way)
    return rules.way.pick(r, rules.narrow(r, step, ok))
