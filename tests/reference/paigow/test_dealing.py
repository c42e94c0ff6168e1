"""The count and the delivery (621a.6(c), (d), 621a.7(a), 621a.9(g), (j)): the digest's dealing vectors, and every
style from every starting place handing each place four tiles, each tile once."""

from __future__ import annotations

from collections import Counter

import pytest

from croupier.reference.paigow.dealing import DEAD_HAND, DEALER, Style, cut, deliver, places_from
from croupier.reference.paigow.kernels import first_position

#: a row whose tiles name their own stack and level: R3.2 is (3, 2)
ROW = tuple(tuple((k, level) for level in range(1, 5)) for k in range(1, 9))


def _r(spec: str) -> set[tuple[int, int]]:
    """'R4.1-2,R5.1-2' -> {(4,1),(4,2),(5,1),(5,2)}; 'R1..R4 level 1' -> level 1 of stacks 1-4."""
    if "level" in spec:
        stacks, level = spec.split(" level ")
        a, b = (int(x.strip("R")) for x in stacks.split(".."))
        step = 1 if b >= a else -1
        return {(k, int(level)) for k in range(a, b + step, step)}
    out = set()
    for part in spec.split(","):
        stack, levels = part.split(".")
        lo, hi = (int(x) for x in levels.split("-"))
        out |= {(int(stack.strip("R")), lv) for lv in range(lo, hi + 1)}
    return out


HOUSE = [(3, 2), (4, 3), (5, 4), (6, 5), (7, 6), (8, DEAD_HAND), (9, DEALER), (10, 1), (11, 2), (12, 3), (13, 4),
         (14, 5), (15, 6), (16, DEAD_HAND), (17, DEALER), (18, 1)]


@pytest.mark.parametrize(("total", "place"), HOUSE)
def test_the_count_from_the_dealer(total: int, place: int) -> None:
    """621a.6(c): the dealer counts as one; 9 is the dealer (c)(1), 15 the sixth position (c)(2)."""
    assert place == first_position(DEALER, total)


def test_the_count_from_a_player_bank() -> None:
    """621a.9(j), DL4: a bank at position 3 counts as one: 9 is the bank itself, 6 the dealer, 5 the Dead Hand."""
    assert (3, DEALER, DEAD_HAND, 5) == (first_position(3, 9), first_position(3, 6), first_position(3, 5),
                                         first_position(3, 3))


def test_standard_delivery() -> None:
    """DL1, DL2: the stacks go right to left from the first place (AMB-7)."""
    got = deliver(ROW, first_position(DEALER, 9), Style.STANDARD)
    assert [ROW[0], *ROW[1:7], ROW[7]] == [got[DEALER], *got[1:7], got[DEAD_HAND]]
    got = deliver(ROW, first_position(DEALER, 15), Style.STANDARD)
    assert (ROW[0], ROW[1], ROW[2], ROW[3]) == (got[6], got[DEAD_HAND], got[DEALER], got[1])


def test_jung_quat_from_the_dead_hand() -> None:
    """DL5: total 8, Jung Quat."""
    got = deliver(ROW, first_position(DEALER, 8), Style.JUNG_QUAT)
    want = {DEAD_HAND: "R4.1-2,R5.1-2", DEALER: "R4.3-4,R5.3-4", 1: "R3.1-2,R6.1-2", 2: "R3.3-4,R6.3-4",
            3: "R2.1-2,R7.1-2", 4: "R2.3-4,R7.3-4", 5: "R1.1-2,R8.1-2", 6: "R1.3-4,R8.3-4"}
    assert {p: _r(s) for p, s in want.items()} == {p: set(got[p]) for p in want}


def test_pin_say_from_the_right() -> None:
    """DL6: total 10, Pin Say From the Right, level by level."""
    got = deliver(ROW, first_position(DEALER, 10), Style.PIN_SAY_FROM_THE_RIGHT)
    want = {1: "R1..R4 level 1", 2: "R8..R5 level 1", 3: "R1..R4 level 2", 6: "R8..R5 level 3",
            DEAD_HAND: "R1..R4 level 4", DEALER: "R8..R5 level 4"}
    assert {p: _r(s) for p, s in want.items()} == {p: set(got[p]) for p in want}


#: digest 3.5: what p0 ... p7 take in each alternative style
STYLES = {
    Style.HOUSE_WAY_FROM_THE_LEFT: ["R8.1-4", "R7.1-4", "R6.1-4", "R5.1-4", "R4.1-4", "R3.1-4", "R2.1-4", "R1.1-4"],
    Style.CUP_SAY_FROM_THE_RIGHT: ["R1.1-2,R2.1-2", "R1.3-4,R2.3-4", "R3.1-2,R4.1-2", "R3.3-4,R4.3-4",
                                   "R5.1-2,R6.1-2", "R5.3-4,R6.3-4", "R7.1-2,R8.1-2", "R7.3-4,R8.3-4"],
    Style.CUP_SAY_FROM_THE_LEFT: ["R8.1-2,R7.1-2", "R8.3-4,R7.3-4", "R6.1-2,R5.1-2", "R6.3-4,R5.3-4",
                                  "R4.1-2,R3.1-2", "R4.3-4,R3.3-4", "R2.1-2,R1.1-2", "R2.3-4,R1.3-4"],
    Style.CHEE_YEE: ["R1.1-2,R8.1-2", "R1.3-4,R8.3-4", "R2.1-2,R7.1-2", "R2.3-4,R7.3-4", "R3.1-2,R6.1-2",
                     "R3.3-4,R6.3-4", "R4.1-2,R5.1-2", "R4.3-4,R5.3-4"],
    Style.PIN_SAY_FROM_THE_LEFT: ["R8..R5 level 1", "R1..R4 level 1", "R8..R5 level 2", "R1..R4 level 2",
                                  "R8..R5 level 3", "R1..R4 level 3", "R8..R5 level 4", "R1..R4 level 4"],
    Style.DRAGON_HEAD_FROM_THE_RIGHT: ["R1.1-2,R2.1-2", "R8..R5 level 1", "R1.3-4,R2.3-4", "R8..R5 level 2",
                                       "R3.1-2,R4.1-2", "R8..R5 level 3", "R3.3-4,R4.3-4", "R8..R5 level 4"],
    Style.DRAGON_HEAD_FROM_THE_LEFT: ["R8.1-2,R7.1-2", "R1..R4 level 1", "R8.3-4,R7.3-4", "R1..R4 level 2",
                                      "R6.1-2,R5.1-2", "R1..R4 level 3", "R6.3-4,R5.3-4", "R1..R4 level 4"],
}


@pytest.mark.parametrize("style", STYLES)
def test_alternative_styles(style: Style) -> None:
    """621a.7(a)(1)-(9) as the digest's table reads them, from the dealer's right (the first place p0)."""
    got = deliver(ROW, 1, style)
    assert [_r(s) for s in STYLES[style]] == [set(got[p]) for p in places_from(1)]


@pytest.mark.parametrize("style", list(Style))
def test_every_style_deals_every_tile_once(style: Style) -> None:
    """INV-T3: from every first place, every place gets four tiles and every tile goes to one place."""
    for first in range(8):
        got = deliver(ROW, first, style)
        assert all(4 == len(t) for t in got)
        assert Counter(t for ts in got for t in ts) == Counter(t for s in ROW for t in s)


def test_the_banks_cut() -> None:
    """DL8 and 621a.9(g)(2): a block to one end, or split between the two ends; the stacks stay whole."""
    assert [3, 4, 5, 6, 7, 8, 1, 2] == [s[0][0] for s in cut(ROW, 1, 2, 0)]
    assert [4, 1, 2, 3, 6, 7, 8, 5] == [s[0][0] for s in cut(ROW, 4, 2, 1)]
    with pytest.raises(ValueError):
        cut(ROW, 7, 3, 0)
    with pytest.raises(ValueError):
        deliver(ROW[:7], 0, Style.STANDARD)
