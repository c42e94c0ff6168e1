"""Where the tiles go: the eight places round the table, the stacks, the standard delivery and the nine alternative
styles, and the player bank's cut (621a.4(d), 621a.6(c)-(e), 621a.7(a)(1)-(9), 621a.9(g); 535.6(d), 535.8(c)-(e),
535.9(a)(1)-(9), 535.11(g); Maryland ch. 4 E, ch. 6 B-D, ch. 7 B, ch. 9 G).

``row``: the eight stacks of four tiles, R1 the one at the dealer's far right and R8 at his left (the digest's
notation), each stack listed from its top tile (level 1) down; ``p0`` the place that takes the first delivery,
then counterclockwise ``p1`` ... ``p7``. The eight places are :data:`PLACES`: the dealer, the six betting
positions (1 the farthest to the dealer's right) and the Dead Hand at the dealer's left (621a.2(b)(3)); the
count of 621a.6(c) and every delivery go round them in that order.

Every style hands each place four tiles and uses each tile once (checked for every style by
``tests/reference/paigow/test_dealing.py``). The text describes the styles by how the dealer moves the stacks; a
place's four tiles are what the model needs, and two readings the text leaves open (AMB-8, which tall stack a
Dragon Head delivery leaves on which; AMB-9, how Cup Say pairs the remaining stacks) are fixed as the digest reads
them: the first changes nothing a place receives.
"""

from __future__ import annotations

import enum
from typing import Sequence

from croupier.reference.paigow.clauses import cites_editions
from croupier.reference.paigow.tiles import Tile

__all__ = ["DEAD_HAND", "DEALER", "PLACES", "STACKS", "Style", "cut", "deliver", "places_from"]

DEALER = 0
DEAD_HAND = 7
#: the places in counting order (621a.6(c)): the dealer, betting positions 1-6, the Dead Hand
PLACES = ("dealer", "1", "2", "3", "4", "5", "6", "dead hand")
#: 621a.4(d): the dealer builds eight stacks of four
STACKS, LEVELS = 8, 4


class Style(enum.Enum):
    """The standard delivery (621a.6(d)) and the alternative styles of 621a.7(a)(1)-(9)."""

    STANDARD = "standard"
    HOUSE_WAY_FROM_THE_LEFT = "house_way_from_the_left"
    CUP_SAY_FROM_THE_RIGHT = "cup_say_from_the_right"
    CUP_SAY_FROM_THE_LEFT = "cup_say_from_the_left"
    JUNG_QUAT = "jung_quat"
    CHEE_YEE = "chee_yee"
    PIN_SAY_FROM_THE_RIGHT = "pin_say_from_the_right"
    PIN_SAY_FROM_THE_LEFT = "pin_say_from_the_left"
    DRAGON_HEAD_FROM_THE_RIGHT = "dragon_head_from_the_right"
    DRAGON_HEAD_FROM_THE_LEFT = "dragon_head_from_the_left"


#: (stack 1-8, levels 1-4) taken for one place
_Take = tuple[tuple[int, tuple[int, ...]], ...]
_TOP, _BOTTOM, _ALL = (1, 2), (3, 4), (1, 2, 3, 4)


def _whole(order: Sequence[int]) -> tuple[_Take, ...]:
    return tuple(((k, _ALL),) for k in order)


def _cup(pairs: Sequence[tuple[int, int]]) -> tuple[_Take, ...]:
    """Two stacks at a time: their top halves to one place, their bottom halves to the next."""
    out: list[_Take] = []
    for a, b in pairs:
        out += [((a, _TOP), (b, _TOP)), ((a, _BOTTOM), (b, _BOTTOM))]
    return tuple(out)


def _pin(first: Sequence[int], second: Sequence[int]) -> tuple[_Take, ...]:
    """Level by level: one level of four stacks to a place, the same level of the other four to the next."""
    out: list[_Take] = []
    for level in range(1, LEVELS + 1):
        out += [tuple((k, (level,)) for k in first), tuple((k, (level,)) for k in second)]
    return tuple(out)


def _dragon(head: Sequence[tuple[int, int]], tail: Sequence[int]) -> tuple[_Take, ...]:
    """Head deliveries (two tiles from two stacks) alternate with tail deliveries (one level of four stacks)."""
    heads = [((a, levels), (b, levels)) for a, b in head for levels in (_TOP, _BOTTOM)]
    out: list[_Take] = []
    for i, h in enumerate(heads):
        out += [h, tuple((k, (i + 1,)) for k in tail)]
    return tuple(out)


_R2L, _L2R = (1, 2, 3, 4), (8, 7, 6, 5)
#: what each place p0 ... p7 takes, per style (the digest's section 3.5 table)
_DELIVERY: dict[Style, tuple[_Take, ...]] = {
    Style.STANDARD: _whole(range(1, 9)),  # AMB-7: the stacks go right to left
    Style.HOUSE_WAY_FROM_THE_LEFT: _whole(range(8, 0, -1)),
    Style.CUP_SAY_FROM_THE_RIGHT: _cup(((1, 2), (3, 4), (5, 6), (7, 8))),  # AMB-9: adjacent pairs
    Style.CUP_SAY_FROM_THE_LEFT: _cup(((8, 7), (6, 5), (4, 3), (2, 1))),
    Style.JUNG_QUAT: _cup(((4, 5), (3, 6), (2, 7), (1, 8))),
    Style.CHEE_YEE: _cup(((1, 8), (2, 7), (3, 6), (4, 5))),
    Style.PIN_SAY_FROM_THE_RIGHT: _pin(_R2L, _L2R),
    Style.PIN_SAY_FROM_THE_LEFT: _pin(_L2R, _R2L),
    Style.DRAGON_HEAD_FROM_THE_RIGHT: _dragon(((1, 2), (3, 4)), _L2R),
    Style.DRAGON_HEAD_FROM_THE_LEFT: _dragon(((8, 7), (6, 5)), _R2L),
}


def places_from(first: int) -> tuple[int, ...]:
    """The places in delivery order: ``first`` (621a.6(c)), then counterclockwise."""
    return tuple((first + i) % STACKS for i in range(STACKS))


@cites_editions("pa:621a.6(d)", "pa:621a.7(a)", "pa:621a.7(a)(1)", "pa:621a.7(a)(2)", "pa:621a.7(a)(3)",
                "pa:621a.7(a)(4)", "pa:621a.7(a)(5)", "pa:621a.7(a)(6)", "pa:621a.7(a)(7)", "pa:621a.7(a)(8)",
                "pa:621a.7(a)(9)", "pa:621a.9(k)")
def deliver(row: Sequence[Sequence[Tile]], first: int, style: Style) -> tuple[tuple[Tile, ...], ...]:
    """The four tiles each place receives, indexed by place (0 the dealer ... 7 the Dead Hand), when the stacks of
    ``row`` are delivered in ``style`` starting at place ``first``."""
    if len(row) != STACKS or any(len(s) != LEVELS for s in row):
        raise ValueError(f"a row is {STACKS} stacks of {LEVELS} tiles (621a.4(d))")
    got: list[tuple[Tile, ...]] = [()] * STACKS
    for place, take in zip(places_from(first), _DELIVERY[style]):
        got[place] = tuple(row[k - 1][level - 1] for k, levels in take for level in levels)
    return tuple(got)


@cites_editions("pa:621a.9(g)", "pa:621a.9(g)(1)", "pa:621a.9(g)(2)")
def cut(row: Sequence[Sequence[Tile]], start: int, size: int, to_right: int) -> tuple[tuple[Tile, ...], ...]:
    """The row after the bank's cut (621a.9(g)): the block of ``size`` adjacent stacks from R``start`` is taken
    out, its first ``to_right`` stacks going to the right end of the row and the rest to the left end. One end
    only is (g)(1) (``to_right`` 0 or ``size``); a split block, some stacks to each end, is (g)(2) and needs at
    least two stacks."""
    if not (1 <= start and size >= 1 and start + size - 1 <= STACKS and 0 <= to_right <= size):
        raise ValueError("a cut moves a block of adjacent stacks within the row")
    if size == STACKS:
        raise ValueError("a cut moves some of the stacks, not the whole row")
    stacks = [tuple(s) for s in row]
    block = stacks[start - 1:start - 1 + size]
    rest = stacks[:start - 1] + stacks[start - 1 + size:]
    return tuple(block[:to_right] + rest + block[to_right:])
