"""An independent Pai Gow engine: 58 Pa. Code chapter 621a (2012), its temporary predecessor chapter 535 (2010) and
the Maryland Lottery and Gaming Control Agency's Pai Gow rules v1.1, with Maryland's Pair Fortunes bonus.

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text as the project's
spec holds it (``spec/paigow/pa-621a@2012.toml``, ``pa-535@2010t.toml``,
``md-paigow@1.1.toml``), the digest of it (``pai-gow.md``: the delivery table
of section 3.5, the house way of 8.3, the bank of 3.11), the options and
readings of ``spec/paigow/tables.toml`` (AMB-n) and the protocol
(``conformance/INTERPRETING.md``), and it shares no code with
:mod:`croupier.reference`. It is deliberately plain: one constant per figure of
the text, one small function per rule, mutable state and exact numbers
(integers and :class:`fractions.Fraction`, never floats), so that a catalogue
of mutants (realistic vendor bugs, ``paigow_mutants.py``) can each change one
obvious place.

Amounts are in the table's smallest unit (cents in the bundled profiles).
Clause references in comments are written in 621a's numbers (``pa:621a.8(k)``);
the table cites them in the numbers of its own edition
(:meth:`PaiGowTable.cite`: 535 and Maryland renumber 621a through the
``[[renumber]]`` tables of their spec files, copied below as
:data:`EDITION_535` and :data:`EDITION_MD`). Maryland's own provisions (the
Pair Fortunes bonus) are cited as Maryland numbers them.

Places are 0 (the dealer), 1-6 (the betting positions, 1 the farthest to the
dealer's right) and 7 (the Dead Hand); a tile is its two pip counts, the
smaller first, ``(2, 4)``; a hand is two tiles in that order.

Supported profile options (every option of ``spec/paigow/tables.toml``):
``game`` = ``paigow``; ``ruleset`` (``pa-621a@2012``, ``pa-535@2010t``,
``md-paigow@1.1``); ``start_position_source`` (shaker, rng; rng not under
535); ``rng_range`` (three_dice or a count, with rng); ``alternative_styles``
(none or a list of the nine styles); ``two_adjacent_areas``;
``player_banking``; ``co_banking`` (with player_banking);
``dealer_wager_against_bank`` (last_wager, amount); ``dealer_wager_amount``
(with amount); ``house_way`` (strongest_low, strongest_high);
``vig_rounding`` (quarter, none); ``pair_fortunes`` (none, A-D, Maryland
only); ``zero_clause_scope``; ``player_misset``; ``start_of_game``;
``bank_offer_pointer``; ``bank_covers_dealer_wager``;
``bank_settlement_order``; ``dealer_win_vig``; ``cobank_odd_cent``;
``bank_follows_house_way``; ``abandoned_wager``; ``pair_fortunes_void``.
Anything else is :class:`Unsupported`. The engine reports clauses, observable
state and notices.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Mapping, Optional, Union

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer, boolean, integer, notice, whole_amount
from croupier.conformance.protocol import ProtocolError, amount, parse_amount

__all__ = ["Config", "PaiGowEngine", "PaiGowTable", "parse_profile"]

Message = dict[str, Any]
Money = Union[int, Fraction]
Tile = tuple[int, int]
Hand = tuple[Tile, Tile]
Setting = tuple[Hand, Hand]  # (high hand, low hand)

# ---------------------------------------------------------------------------------------------
# The table, pa:621a.2, pa:621a.6(c)

POSITIONS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)  # pa:621a.2(a): six betting positions
DEALER = 0
DEAD_HAND = 7  # pa:621a.2(b)(3): the Dead Hand at the dealer's left
PLACES = 8  # pa:621a.6(c): the count goes round the dealer, the six positions and the Dead Hand
STACKS, LEVELS = 8, 4  # pa:621a.4(d): eight stacks of four
DICE = 3  # pa:621a.6(a)(2): three dice
DIE_FACES = range(1, 7)
DICE_TOTALS = range(3, 19)  # pa:621a.6(a)(2); AMB-10: an RNG shows the same by default

# ---------------------------------------------------------------------------------------------
# Tiles, pa:621a.3

#: pa:621a.3(h) (535.4(f), md:paigow.3(I)): each tile's rank, best first, and how many the set holds
TILE_TABLE: dict[int, str] = {
    1: "6-6 x2", 2: "1-1 x2", 3: "4-4 x2", 4: "1-3 x2", 5: "5-5 x2", 6: "3-3 x2", 7: "2-2 x2", 8: "5-6 x2",
    9: "4-6 x2", 10: "1-6 x2", 11: "1-5 x2", 12: "3-6 x1; 4-5 x1", 13: "2-6 x1; 3-5 x1", 14: "2-5 x1; 3-4 x1",
    15: "2-4 x1", 16: "1-4 x1; 2-3 x1", 17: "1-2 x1",
}
#: pa:621a.3(c) (535.4(a), md:paigow.3(B)(2)): the permissible pairs, best first: the Supreme Pair, fifteen pairs,
#: then the Wongs (17, 18) and Gongs (19, 20)
PAIR_TABLE: dict[int, str] = {
    1: "1-2 + 2-4", 2: "6-6 + 6-6", 3: "1-1 + 1-1", 4: "4-4 + 4-4", 5: "1-3 + 1-3", 6: "5-5 + 5-5",
    7: "3-3 + 3-3", 8: "2-2 + 2-2", 9: "5-6 + 5-6", 10: "4-6 + 4-6", 11: "1-6 + 1-6", 12: "1-5 + 1-5",
    13: "3-6 + 4-5", 14: "2-6 + 3-5", 15: "2-5 + 3-4", 16: "1-4 + 2-3",
    17: "4-5 + 6-6; 3-6 + 6-6", 18: "1-1 + 4-5; 1-1 + 3-6", 19: "2-6 + 6-6; 3-5 + 6-6; 4-4 + 6-6",
    20: "1-1 + 2-6; 1-1 + 3-5; 1-1 + 4-4",
}
SET_PAIRS = 16  # pa:621a.4(a)(1): the set sorts into the Supreme Pair and fifteen other pairs
MIXED_PAIRS = range(13, 17)  # pa:621a.3(c): the unmatched pairs of two different tiles
GEE_JOON: tuple[Tile, Tile] = ((1, 2), (2, 4))  # pa:621a.3(f)
#: pa:621a.3(f): a Gee Joon tile alone counts 3 (with the 1-2's rank) or 6 (with the 2-4's); AMB-3: the better
GEE_JOON_COUNTS: tuple[tuple[int, Tile], ...] = ((3, (1, 2)), (6, (2, 4)))
VALUE_MODULUS = 10  # pa:621a.3(e): the value is the pips' last digit
HEAVEN: Hand = ((6, 6), (6, 6))  # md:paigow.8(L), AMB-25: the Heaven Pair

# ---------------------------------------------------------------------------------------------
# The deal, pa:621a.6(d), pa:621a.7(a): what places p0 ... p7 receive (the digest's section 3.5 table)

#: ``R3`` a whole stack, ``R1.1-2`` levels 1-2 of a stack, ``R8..R5 level 1`` one level of four stacks
DELIVERY: dict[str, tuple[str, ...]] = {
    "standard": ("R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8"),  # pa:621a.6(d), AMB-7
    "house_way_from_the_left": ("R8", "R7", "R6", "R5", "R4", "R3", "R2", "R1"),  # pa:621a.7(a)(1)
    "cup_say_from_the_right": ("R1.1-2,R2.1-2", "R1.3-4,R2.3-4", "R3.1-2,R4.1-2", "R3.3-4,R4.3-4",  # (2), AMB-9
                               "R5.1-2,R6.1-2", "R5.3-4,R6.3-4", "R7.1-2,R8.1-2", "R7.3-4,R8.3-4"),
    "cup_say_from_the_left": ("R8.1-2,R7.1-2", "R8.3-4,R7.3-4", "R6.1-2,R5.1-2", "R6.3-4,R5.3-4",  # (3)
                              "R4.1-2,R3.1-2", "R4.3-4,R3.3-4", "R2.1-2,R1.1-2", "R2.3-4,R1.3-4"),
    "jung_quat": ("R4.1-2,R5.1-2", "R4.3-4,R5.3-4", "R3.1-2,R6.1-2", "R3.3-4,R6.3-4",  # (4)
                  "R2.1-2,R7.1-2", "R2.3-4,R7.3-4", "R1.1-2,R8.1-2", "R1.3-4,R8.3-4"),
    "chee_yee": ("R1.1-2,R8.1-2", "R1.3-4,R8.3-4", "R2.1-2,R7.1-2", "R2.3-4,R7.3-4",  # (5)
                 "R3.1-2,R6.1-2", "R3.3-4,R6.3-4", "R4.1-2,R5.1-2", "R4.3-4,R5.3-4"),
    "pin_say_from_the_right": ("R1..R4 level 1", "R8..R5 level 1", "R1..R4 level 2", "R8..R5 level 2",  # (6)
                               "R1..R4 level 3", "R8..R5 level 3", "R1..R4 level 4", "R8..R5 level 4"),
    "pin_say_from_the_left": ("R8..R5 level 1", "R1..R4 level 1", "R8..R5 level 2", "R1..R4 level 2",  # (7)
                              "R8..R5 level 3", "R1..R4 level 3", "R8..R5 level 4", "R1..R4 level 4"),
    "dragon_head_from_the_right": ("R1.1-2,R2.1-2", "R8..R5 level 1", "R1.3-4,R2.3-4", "R8..R5 level 2",  # (8)
                                   "R3.1-2,R4.1-2", "R8..R5 level 3", "R3.3-4,R4.3-4", "R8..R5 level 4"),
    "dragon_head_from_the_left": ("R8.1-2,R7.1-2", "R1..R4 level 1", "R8.3-4,R7.3-4", "R1..R4 level 2",  # (9)
                                  "R6.1-2,R5.1-2", "R1..R4 level 3", "R6.3-4,R5.3-4", "R1..R4 level 4"),
}
#: pa:621a.7(a)(1)-(9): the paragraph of each alternative style
STYLE_PARAGRAPH: dict[str, str] = {style: f"pa:621a.7(a)({n})" for n, style in enumerate(list(DELIVERY)[1:], 1)}
COUNT_STARTS_AT = 1  # pa:621a.6(c): the place counted from counts as one

# ---------------------------------------------------------------------------------------------
# The house way, pa:621a.8(d)

SUPREME_FIRST, PAIR_NEXT, NINE_EIGHT_SEVEN, HIGH_WITH_LOW = 1, 2, 3, 4  # pa:621a.8(d)(1)-(4)
KEPT_TOGETHER_VALUES = (9, 8, 7)  # pa:621a.8(d)(3)

# ---------------------------------------------------------------------------------------------
# Payouts, pa:621a.8(i), (k); the bank, pa:621a.9; Pair Fortunes, md:paigow.8(L)

PAI_GOW_PAYS = 1  # pa:621a.8(i): 1 to 1
VIG_RATE = Fraction(5, 100)  # pa:621a.8(k): 5% of the amount won
VIG_QUARTER = 25  # pa:621a.8(k): rounded up to 25 cents or the next multiple
CO_BANK_SHARE = Fraction(1, 2)  # pa:621a.9(r): the house co-banks half
#: md:paigow.8(L)(1)-(4): paytables A-D, "N to 1", by category
PAYTABLES: dict[str, dict[str, int]] = {
    "A": {"gee_joon_and_heaven": 300, "two_pairs": 25, "gee_joon": 8, "mixed_pair": 4, "identical_pair": 3},
    "B": {"gee_joon_and_heaven": 250, "two_pairs": 25, "gee_joon": 8, "mixed_pair": 5, "identical_pair": 2},
    "C": {"gee_joon_and_heaven": 250, "two_pairs": 30, "gee_joon": 7, "mixed_pair": 5, "identical_pair": 2},
    "D": {"gee_joon_and_heaven": 200, "two_pairs": 30, "gee_joon": 10, "mixed_pair": 4, "identical_pair": 2},
}
PAYTABLE_CLAUSE = {"A": "md:paigow.8(L)(1)", "B": "md:paigow.8(L)(2)", "C": "md:paigow.8(L)(3)",
                   "D": "md:paigow.8(L)(4)"}
#: md:paigow.8(L)(n)(a)-(d): the item of each category (mixed and identical pairs share item (d))
CATEGORY_ITEM = {"gee_joon_and_heaven": "a", "two_pairs": "b", "gee_joon": "c", "mixed_pair": "d",
                 "identical_pair": "d"}

PAI_GOW, PAIR_FORTUNES = "pai_gow", "pair_fortunes"
BETS = (PAI_GOW, PAIR_FORTUNES)
DEALER_WAGER, BANK, CO_BANK = "dealer_wager", "bank", "co_bank"

# ---------------------------------------------------------------------------------------------
# Editions

PA_621A, PA_535, MARYLAND = "pa-621a@2012", "pa-535@2010t", "md-paigow@1.1"
RULESETS = (PA_621A, PA_535, MARYLAND)
#: under pa-535@2010t: 621a's number -> 535's (the inverse of 621a's [[renumber]] table, for the units cited here)
EDITION_535: dict[str, str] = {
    "pa:621a.1#high-hand": "pa:535.1#high-hand", "pa:621a.1#low-hand": "pa:535.1#low-hand",
    "pa:621a.2(a)": "pa:535.2(a)",
    "pa:621a.3(c)": "pa:535.4(a)", "pa:621a.3(d)": "pa:535.4(b)", "pa:621a.3(e)": "pa:535.4(c)",
    "pa:621a.3(f)": "pa:535.4(d)", "pa:621a.3(g)": "pa:535.4(e)", "pa:621a.3(h)": "pa:535.4(f)",
    "pa:621a.3(i)": "pa:535.4(g)",
    "pa:621a.4(a)": "pa:535.6(a)", "pa:621a.4(a)(1)": "pa:535.6(a)(1)", "pa:621a.4(d)": "pa:535.6(d)",
    "pa:621a.4(e)": "pa:535.6(e)",
    "pa:621a.5": "pa:535.7", "pa:621a.5(a)": "pa:535.7(a)", "pa:621a.5(b)": "pa:535.7(b)",
    "pa:621a.5(c)": "pa:535.7(c)", "pa:621a.5(d)": "pa:535.13(a)",
    "pa:621a.6(a)": "pa:535.8",
    "pa:621a.6(a)(1)": "pa:535.8",  # 535 has no RNG: the nearest unit, 535.8
    "pa:621a.6(a)(2)": "pa:535.8(a)", "pa:621a.6(b)": "pa:535.8(b)", "pa:621a.6(c)": "pa:535.8(c)",
    "pa:621a.6(d)": "pa:535.8(d)", "pa:621a.6(e)": "pa:535.8(e)",
    "pa:621a.7(a)": "pa:535.9(a)",
    **{f"pa:621a.7(a)({n})": f"pa:535.9(a)({n})" for n in range(1, 10)},
    "pa:621a.8(a)": "pa:535.10(a)", "pa:621a.8(b)": "pa:535.10(b)", "pa:621a.8(c)": "pa:535.10(c)",
    "pa:621a.8(d)": "pa:535.10(d)", **{f"pa:621a.8(d)({n})": f"pa:535.10(d)({n})" for n in range(1, 5)},
    "pa:621a.8(e)": "pa:535.10(e)", "pa:621a.8(f)": "pa:535.10(f)", "pa:621a.8(g)": "pa:535.10(g)",
    "pa:621a.8(h)": "pa:535.10(h)", "pa:621a.8(h)(1)": "pa:535.10(h)(1)", "pa:621a.8(h)(2)": "pa:535.10(h)(2)",
    "pa:621a.8(i)": "pa:535.10(j)", "pa:621a.8(k)": "pa:535.10(k)",
    **{f"pa:621a.9({x})": f"pa:535.11({x})" for x in "abcdefghijklnopqr"},
    "pa:621a.9(d)(1)": "pa:535.11(d)(1)", "pa:621a.9(d)(2)": "pa:535.11(d)(2)",
    "pa:621a.9(g)(1)": "pa:535.11(g)(1)", "pa:621a.9(g)(2)": "pa:535.11(g)(2)",
    **{f"pa:621a.10({x})": f"pa:535.12({x})" for x in "abcdef"},
}
#: under md-paigow@1.1: 621a's number -> Maryland's (md-paigow@1.1.toml [[renumber]], for the units cited here)
EDITION_MD: dict[str, str] = {
    "pa:621a.1#high-hand": "md:paigow.1(B)(5)", "pa:621a.1#low-hand": "md:paigow.1(B)(6)",
    "pa:621a.2(a)": "md:paigow.2(A)",
    "pa:621a.3(c)": "md:paigow.3(B)", "pa:621a.3(d)": "md:paigow.3(C)", "pa:621a.3(e)": "md:paigow.3(D)",
    "pa:621a.3(f)": "md:paigow.3(E)", "pa:621a.3(g)": "md:paigow.3(H)", "pa:621a.3(h)": "md:paigow.3(I)",
    "pa:621a.3(i)": "md:paigow.3(J)",
    "pa:621a.4(a)": "md:paigow.4(A)", "pa:621a.4(a)(1)": "md:paigow.4(C)(1)", "pa:621a.4(d)": "md:paigow.4(E)(1)",
    "pa:621a.4(e)": "md:paigow.4(F)",
    "pa:621a.5": "md:paigow.5", "pa:621a.5(a)": "md:paigow.5(A)", "pa:621a.5(b)": "md:paigow.5(C)",
    "pa:621a.5(c)": "md:paigow.5(D)", "pa:621a.5(d)": "md:paigow.5(E)",
    "pa:621a.6(a)": "md:paigow.6(A)", "pa:621a.6(a)(1)": "md:paigow.6(A)(1)", "pa:621a.6(a)(2)": "md:paigow.6(A)(2)",
    "pa:621a.6(b)": "md:paigow.6(A)(2)(d)", "pa:621a.6(c)": "md:paigow.6(B)", "pa:621a.6(d)": "md:paigow.6(C)",
    "pa:621a.6(e)": "md:paigow.6(D)",
    "pa:621a.7(a)": "md:paigow.7(A)", **{f"pa:621a.7(a)({n})": f"md:paigow.7(B)({n})" for n in range(1, 10)},
    "pa:621a.8(a)": "md:paigow.8(A)", "pa:621a.8(b)": "md:paigow.8(B)", "pa:621a.8(c)": "md:paigow.8(C)",
    "pa:621a.8(d)": "md:paigow.8(D)", **{f"pa:621a.8(d)({n})": f"md:paigow.8(D)({n})" for n in range(1, 5)},
    "pa:621a.8(e)": "md:paigow.8(E)", "pa:621a.8(f)": "md:paigow.8(F)", "pa:621a.8(g)": "md:paigow.8(G)",
    "pa:621a.8(h)": "md:paigow.8(H)", "pa:621a.8(h)(1)": "md:paigow.8(H)(1)", "pa:621a.8(h)(2)": "md:paigow.8(H)(2)",
    "pa:621a.8(i)": "md:paigow.8(I)", "pa:621a.8(k)": "md:paigow.8(K)",
    "pa:621a.9(a)": "md:paigow.9(A)", "pa:621a.9(b)": "md:paigow.9(B)", "pa:621a.9(c)": "md:paigow.9(C)",
    "pa:621a.9(d)": "md:paigow.9(D)", "pa:621a.9(d)(1)": "md:paigow.9(D)(1)", "pa:621a.9(d)(2)": "md:paigow.9(D)(2)",
    "pa:621a.9(e)": "md:paigow.9(E)", "pa:621a.9(f)": "md:paigow.9(F)", "pa:621a.9(g)": "md:paigow.9(G)",
    "pa:621a.9(g)(1)": "md:paigow.9(G)(3)(a)", "pa:621a.9(g)(2)": "md:paigow.9(G)(3)(b)",
    "pa:621a.9(h)": "md:paigow.9(H)", "pa:621a.9(i)": "md:paigow.9(J)", "pa:621a.9(j)": "md:paigow.9(K)",
    "pa:621a.9(k)": "md:paigow.9(L)", "pa:621a.9(l)": "md:paigow.9(M)", "pa:621a.9(n)": "md:paigow.9(O)",
    "pa:621a.9(o)": "md:paigow.9(P)", "pa:621a.9(p)": "md:paigow.9(Q)", "pa:621a.9(q)": "md:paigow.9(R)",
    "pa:621a.9(r)": "md:paigow.9(S)",
    **{f"pa:621a.10({x})": f"md:paigow.10({x.upper()})" for x in "abcdef"},
}
EDITIONS: dict[str, dict[str, str]] = {PA_621A: {}, PA_535: EDITION_535, MARYLAND: EDITION_MD}
#: Maryland splits these 621a provisions into items of its own, which the table cites instead of the paragraph
#: (under md:paigow.3 B, D, H, 6 B, 8 G, H(1), I, K and 9 P, S): 621a's number -> the items' suffixes
MD_ITEMS: dict[str, tuple[str, ...]] = {
    "pa:621a.3(c)": ("(1)",), "pa:621a.3(e)": ("(1)", "(2)"), "pa:621a.3(g)": ("(1)", "(2)"),
    "pa:621a.6(c)": ("(1)", "(2)"), "pa:621a.8(g)": ("(1)", "(2)"), "pa:621a.8(h)(1)": ("(a)", "(b)", "(c)"),
    "pa:621a.8(i)": ("(1)", "(2)"), "pa:621a.8(k)": ("(1)", "(2)"),
    "pa:621a.9(o)": tuple(f"({n})" for n in range(1, 9)), "pa:621a.9(r)": tuple(f"({n})" for n in range(1, 11)),
}
_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi")
#: md:paigow.3(B)(2)(a)-(e): the item of Maryland's pair table that ranks each pair (the Supreme Pair; eleven
#: matched pairs; four mixed pairs; the Wongs; the Gongs)
MD_PAIR_ITEM: dict[int, str] = {
    1: "md:paigow.3(B)(2)(a)",
    **{rank: f"md:paigow.3(B)(2)(b)({_ROMAN[rank - 2]})" for rank in range(2, 13)},
    **{rank: f"md:paigow.3(B)(2)(c)({_ROMAN[rank - 13]})" for rank in range(13, 17)},
    17: "md:paigow.3(B)(2)(d)(i)", 18: "md:paigow.3(B)(2)(d)(ii)",
    19: "md:paigow.3(B)(2)(e)(i)", 20: "md:paigow.3(B)(2)(e)(ii)",
}
#: pa:621a.3(g): two hands of value 0 go to the banker outright (621a and Maryland ch. 3 H(2); not 535.4(e))
ZERO_ZERO_RULE: dict[str, bool] = {PA_621A: True, PA_535: False, MARYLAND: True}


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    ruleset: str = PA_621A
    start_position_source: str = "shaker"  # pa:621a.6(a)
    rng_range: Optional[int] = None  # pa:621a.6(a)(1), AMB-10: None for 3 to 18
    alternative_styles: frozenset[str] = frozenset()  # pa:621a.7(a)
    two_adjacent_areas: bool = False  # pa:621a.5(d)
    player_banking: bool = False  # pa:621a.9(a)
    co_banking: bool = False  # pa:621a.9(e)
    dealer_wager_against_bank: str = "last_wager"  # pa:621a.9(h)
    dealer_wager_amount: int = 0  # pa:621a.9(h)
    house_way: str = "strongest_low"  # pa:621a.8(d), AMB-6
    vig_rounding: str = "quarter"  # pa:621a.8(k)
    pair_fortunes: str = "none"  # md:paigow.5(F)(1)
    zero_clause_scope: str = "value_hands_only"  # pa:621a.8(g), AMB-1
    player_misset: str = "relabel_by_rank"  # pa:621a.8(a), AMB-5
    start_of_game: str = "new_set_or_idle"  # pa:621a.9(b), AMB-11
    bank_offer_pointer: str = "rotate_one_seat"  # pa:621a.9(c), AMB-12
    bank_covers_dealer_wager: bool = True  # pa:621a.9(d)(2), AMB-13
    bank_settlement_order: str = "aggregate"  # pa:621a.9(o), AMB-14
    dealer_win_vig: str = "none"  # pa:621a.9(p), AMB-15
    cobank_odd_cent: str = "exact"  # pa:621a.9(r), AMB-17
    bank_follows_house_way: str = "when_dealer_sets"  # pa:621a.10(f), AMB-18
    abandoned_wager: str = "lose"  # pa:621a.5(b), AMB-26
    pair_fortunes_void: str = "return"  # md:paigow.5(F)(1), AMB-25

    @property
    def zero_zero(self) -> bool:
        return ZERO_ZERO_RULE[self.ruleset]

    @property
    def starting_numbers(self) -> range:
        """pa:621a.6(a): what the shaker, or the RNG, may give."""
        if self.start_position_source == "rng" and self.rng_range is not None:
            return range(1, self.rng_range + 1)
        return DICE_TOTALS

    @property
    def vig_unit(self) -> int:
        return VIG_QUARTER if self.vig_rounding == "quarter" else 0


CHOICES: dict[str, tuple[str, ...]] = {
    "start_position_source": ("shaker", "rng"),
    "dealer_wager_against_bank": ("last_wager", "amount"),
    "house_way": ("strongest_high", "strongest_low"),
    "vig_rounding": ("none", "quarter"),
    "pair_fortunes": ("none", "A", "B", "C", "D"),
    "zero_clause_scope": ("value_hands_only", "any_pip_total"),
    "player_misset": ("relabel_by_rank", "reset_house_way", "foul_lose"),
    "start_of_game": ("new_set_or_idle", "every_round"),
    "bank_offer_pointer": ("rotate_one_seat", "seat_after_last_bank"),
    "bank_settlement_order": ("aggregate", "sequential"),
    "dealer_win_vig": ("none", "five_percent"),
    "cobank_odd_cent": ("exact", "house"),
    "bank_follows_house_way": ("when_dealer_sets", "always"),
    "abandoned_wager": ("lose", "return"),
    "pair_fortunes_void": ("return", "settle"),
}
FLAGS: tuple[str, ...] = ("two_adjacent_areas", "player_banking", "co_banking", "bank_covers_dealer_wager")


def _bad(name: str, reason: str) -> Unsupported:
    return Unsupported(f"profile/{name}", reason)


def _styles(value: Any) -> frozenset[str]:
    if value == "none":
        return frozenset()
    if not isinstance(value, list) or any(not isinstance(s, str) or s not in STYLE_PARAGRAPH for s in value):
        raise _bad("alternative_styles", f"none or a list of {', '.join(STYLE_PARAGRAPH)}, not {value!r}")
    return frozenset(value)


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks."""
    if game != "paigow":
        raise _bad("game", f"this engine deals Pai Gow only, not {game!r}")
    p = dict(profile)
    if p.get("game", game) != game:
        raise _bad("game", f"the profile is for {p['game']!r}, the table for {game!r}")
    cfg = Config()
    ruleset = p.get("ruleset", cfg.ruleset)
    if ruleset not in RULESETS:
        raise _bad("ruleset", f"only {', '.join(RULESETS)} are implemented")
    cfg.ruleset = ruleset
    for name, value in p.items():
        if name in ("game", "ruleset"):
            continue
        if name in CHOICES:
            if not isinstance(value, str) or value not in CHOICES[name]:
                raise _bad(name, f"one of {', '.join(CHOICES[name])}, not {value!r}")
            setattr(cfg, name, value)
        elif name in FLAGS:
            if not isinstance(value, bool):
                raise _bad(name, f"true or false, not {value!r}")
            setattr(cfg, name, value)
        elif name == "alternative_styles":
            cfg.alternative_styles = _styles(value)
        elif name == "dealer_wager_amount":
            if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
                raise _bad(name, f"a positive whole number of cents, not {value!r}")
            cfg.dealer_wager_amount = value
        elif name == "rng_range":
            if value == "three_dice":
                cfg.rng_range = None
            elif isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise _bad(name, f"three_dice or a whole number from 1, not {value!r}")
            else:
                cfg.rng_range = value
        else:
            raise _bad(name, "not an option of this engine")
    if cfg.start_position_source == "rng" and cfg.ruleset == PA_535:  # pa:535.8(a): the shaker only
        raise _bad("start_position_source", "535 has no random number generator")
    if cfg.rng_range is not None and cfg.start_position_source != "rng":
        raise _bad("rng_range", "a range is for start_position_source = rng")
    if cfg.co_banking and not cfg.player_banking:  # pa:621a.9(e)
        raise _bad("co_banking", "co-banking needs player_banking = true")
    if cfg.dealer_wager_amount and cfg.dealer_wager_against_bank != "amount":  # pa:621a.9(h)
        raise _bad("dealer_wager_amount", "an amount is for dealer_wager_against_bank = amount")
    if cfg.pair_fortunes != "none" and cfg.ruleset != MARYLAND:  # md:paigow.5(F)(1)
        raise _bad("pair_fortunes", "Pair Fortunes is Maryland's bonus")
    return cfg


# ---------------------------------------------------------------------------------------------
# Messages

_TILE_TEXT = re.compile(r"^([1-6])-([1-6])$")


def _bet(m: Message) -> str:
    v = m.get("bet", PAI_GOW)
    if v not in BETS:
        raise ProtocolError("bet", f"one of {', '.join(BETS)}, not {v!r}")
    return str(v)


def read_tile(v: Any, key: str) -> Tile:
    """``"2-4"`` (or ``"4-2"``) -> ``(2, 4)``."""
    found = _TILE_TEXT.match(v.strip()) if isinstance(v, str) else None
    if found is None:
        raise ProtocolError(key, f"a tile such as '2-4', not {v!r}")
    a, b = int(found.group(1)), int(found.group(2))
    return (a, b) if a <= b else (b, a)


def _hand_of(m: Message, key: str) -> Hand:
    v = m.get(key)
    if not isinstance(v, list) or len(v) != 2:
        raise ProtocolError(key, f"a hand of two tiles, not {v!r}")
    return hand(read_tile(v[0], key), read_tile(v[1], key))


def _stacks(m: Message) -> list[list[Tile]]:
    v = m.get("stacks")
    if not isinstance(v, list) or len(v) != STACKS or any(not isinstance(x, list) or len(x) != LEVELS for x in v):
        raise ProtocolError("stacks", f"{STACKS} stacks of {LEVELS} tiles, not {v!r}")
    return [[read_tile(t, "stacks") for t in x] for x in v]


def tile_text(t: Tile) -> str:
    return f"{t[0]}-{t[1]}"


def settlement(seat: int, bet: str, result: str, value: Money, clauses: list[str], commission: Money = 0) -> Message:
    return {"type": "settlement", "seat": seat, "bet": bet, "result": result, "amount": amount(value),
            "commission": amount(commission), "clauses": clauses}


# ---------------------------------------------------------------------------------------------
# Tiles and hands, pa:621a.3


def _parse_tile_table() -> tuple[dict[Tile, int], dict[Tile, int]]:
    ranks: dict[Tile, int] = {}
    copies: dict[Tile, int] = {}
    for rank, text in TILE_TABLE.items():
        for item in text.split(";"):
            face, times = item.split()
            t = read_tile(face, "tile")
            ranks[t] = rank
            copies[t] = int(times[1:])
    return ranks, copies


def _parse_pair_table() -> dict[Hand, int]:
    pairs: dict[Hand, int] = {}
    for rank, text in PAIR_TABLE.items():
        for item in text.split(";"):
            a, b = item.split("+")
            pairs[hand(read_tile(a, "pair"), read_tile(b, "pair"))] = rank
    return pairs


def hand(a: Tile, b: Tile) -> Hand:
    return (a, b) if a <= b else (b, a)


TILE_RANK, COPIES = _parse_tile_table()
PAIR_RANK = _parse_pair_table()
FULL_SET: Counter[Tile] = Counter(COPIES)  # pa:621a.4(a)(1): the 32 tiles of one set
SUPREME: Hand = hand(*GEE_JOON)


def counts(t: Tile) -> tuple[tuple[int, int], ...]:
    """pa:621a.3(f): the (pips, rank) a tile may count as; a Gee Joon tile 3 or 6, any other its own."""
    if t in GEE_JOON:
        return tuple((pips, TILE_RANK[like]) for pips, like in GEE_JOON_COUNTS)
    return ((t[0] + t[1], TILE_RANK[t]),)


def pair_rank(h: Hand) -> Optional[int]:
    """pa:621a.3(c): the permissible pair's rank, or None."""
    return PAIR_RANK.get(hand(*h))


def value_and_top(h: Hand) -> tuple[int, int]:
    """pa:621a.3(e), (f): the value (pips mod 10) and the rank of the better tile, at the Gee Joon count that gives
    the higher value (AMB-3)."""
    best = max(((p1 + p2) % VALUE_MODULUS, -min(r1, r2)) for p1, r1 in counts(h[0]) for p2, r2 in counts(h[1]))
    return best[0], -best[1]


def strength(h: Hand, zero_zero: bool) -> tuple[int, int, int]:
    """An order on hands, higher better; equal keys go to the banker: copies (pa:621a.3(d), (i)) and, where the
    edition has pa:621a.3(g), any two hands of value 0."""
    rank = pair_rank(h)
    if rank is not None:  # pa:621a.3(c): a pair beats every value hand
        return (1, -rank, 0)
    value, top = value_and_top(h)
    if value == 0 and zero_zero:  # pa:621a.3(g)
        return (0, 0, 0)
    return (0, value, -top)  # pa:621a.3(e), (g), (h)


def beats(mine: Hand, banker: Hand, zero_zero: bool) -> bool:
    """Does ``mine`` outrank the banker's hand? A copy is the banker's (pa:621a.3(d), (i))."""
    return strength(mine, zero_zero) > strength(banker, zero_zero)


def items(ruleset: str, clause: str, *suffixes: str) -> list[str]:
    """The items Maryland prints inside its counterpart of the 621a ``clause`` (``suffixes`` as "(1)"), cited instead
    of the paragraph; the paragraph itself under the other editions."""
    if ruleset != MARYLAND or clause not in MD_ITEMS:
        return [clause]
    return [EDITION_MD[clause] + x for x in suffixes if x in MD_ITEMS[clause]] or [clause]


def pips(h: Hand) -> int:
    """pa:621a.3(e): the spots of the two tiles added, at the Gee Joon count value_and_top chose."""
    return max(((p1 + p2) % VALUE_MODULUS, -min(r1, r2), p1 + p2)
               for p1, r1 in counts(h[0]) for p2, r2 in counts(h[1]))[2]


def comparison_rules(mine: Hand, banker: Hand, zero_zero: bool, ruleset: str = PA_621A) -> list[str]:
    """The paragraphs of pa:621a.3 that decide one comparison (Maryland's items where it prints them)."""
    pm, pb = pair_rank(mine), pair_rank(banker)
    md = ruleset == MARYLAND
    if pm is not None or pb is not None:
        held = [r for r in (pm, pb) if r is not None]
        out = items(ruleset, "pa:621a.3(c)", "(1)") if len(held) == 1 else []
        out += [MD_PAIR_ITEM[r] if md else "pa:621a.3(c)" for r in held]
        return out + ["pa:621a.3(d)"] if pm == pb else out
    tens = pips(mine) >= VALUE_MODULUS or pips(banker) >= VALUE_MODULUS
    out = items(ruleset, "pa:621a.3(e)", "(1)", "(2)" if tens else "(1)")
    if any(t in GEE_JOON for t in (*mine, *banker)):
        out.append("pa:621a.3(f)")
    (vm, tm), (vb, tb) = value_and_top(mine), value_and_top(banker)
    if vm == vb:
        if vm == 0 and zero_zero:
            out += items(ruleset, "pa:621a.3(g)", "(2)")
        else:
            out += items(ruleset, "pa:621a.3(g)", "(1)") + ["pa:621a.3(h)"]
            if tm == tb:
                out.append("pa:621a.3(i)")
    return out


def low_is_zero(low: Hand, scope: str) -> bool:
    """pa:621a.8(g), (h)(1): a low hand with 'a value of zero' wins nothing (AMB-1: value hands, or any pip total)."""
    if scope == "any_pip_total":
        return sum(a + b for a, b in low) % VALUE_MODULUS == 0
    return pair_rank(low) is None and value_and_top(low)[0] == 0


def wager_result(high_wins: bool, low_wins: bool, low_zero: bool) -> str:
    """pa:621a.8(g)-(i): both hands outrank the banker's: win; one: a tie (void); neither: lose."""
    low_counts = low_wins and not low_zero
    if high_wins and low_counts:
        return "win"
    if high_wins or low_counts:
        return "void"
    return "lose"


def vigorish(won: Money, unit: int) -> Money:
    """pa:621a.8(k): 5% of the amount won, rounded up to the unit (25 cents) where the table rounds."""
    vig = won * VIG_RATE
    if unit:
        return math.ceil(vig / unit) * unit
    return vig


# ---------------------------------------------------------------------------------------------
# The house way, pa:621a.8(d)


def label(one: Hand, other: Hand, zero_zero: bool) -> Setting:
    """pa:621a.1 high hand, low hand: the hand that ranks higher is the high hand (equal hands as given)."""
    if strength(one, zero_zero) >= strength(other, zero_zero):
        return one, other
    return other, one


def three_settings(tiles: list[Tile], zero_zero: bool) -> list[Setting]:
    """The three ways to set four tiles as two hands."""
    a, b, c, d = sorted(tiles)
    return [label(hand(a, b), hand(c, d), zero_zero), label(hand(a, c), hand(b, d), zero_zero),
            label(hand(a, d), hand(b, c), zero_zero)]


def best_tile(tiles: list[Tile]) -> Tile:
    """pa:621a.8(d)(4): the highest-ranked tile (a Gee Joon tile at its better rank)."""
    return min(sorted(tiles), key=lambda t: min(r for _, r in counts(t)))


def worst_tile(tiles: list[Tile]) -> Tile:
    """pa:621a.8(d)(4): the lowest-ranked tile (a Gee Joon tile at its worse rank)."""
    return max(sorted(tiles), key=lambda t: max(r for _, r in counts(t)))


def meets(setting: Setting, paragraph: int, tiles: list[Tile]) -> bool:
    """Does ``setting`` keep to paragraph (1)-(4) of pa:621a.8(d)?"""
    if paragraph == SUPREME_FIRST:  # (1) the Supreme Pair together
        return SUPREME in setting
    if paragraph == PAIR_NEXT:  # (2) a pair, Wong or Gong played
        return any(pair_rank(h) is not None for h in setting)
    if paragraph == NINE_EIGHT_SEVEN:  # (3) two tiles worth 9, 8 or 7 together
        return any(pair_rank(h) is None and value_and_top(h)[0] in KEPT_TOGETHER_VALUES for h in setting)
    return hand(best_tile(tiles), worst_tile(tiles)) in setting  # (4) the highest with the lowest


def house_way_paragraph(tiles: list[Tile], zero_zero: bool) -> tuple[int, list[Setting]]:
    """The first paragraph of pa:621a.8(d) some setting meets, and every setting that meets it."""
    every = three_settings(tiles, zero_zero)
    for paragraph in (SUPREME_FIRST, PAIR_NEXT, NINE_EIGHT_SEVEN, HIGH_WITH_LOW):
        allowed = [s for s in every if meets(s, paragraph, tiles)]
        if allowed:
            return paragraph, allowed
    raise AssertionError("pa:621a.8(d)(4) always applies")


def house_way(tiles: list[Tile], way: str, zero_zero: bool) -> Setting:
    """pa:621a.8(d) refined by the Rules Submission (AMB-6): of the allowed settings the best low hand then the best
    high (strongest_low), or the best high then the best low (strongest_high); the first of equals."""
    _, allowed = house_way_paragraph(tiles, zero_zero)

    def key(s: Setting) -> tuple[Any, ...]:
        high, low = strength(s[0], zero_zero), strength(s[1], zero_zero)
        return (low, high) if way == "strongest_low" else (high, low)

    return max(allowed, key=key)


def same_setting(a: Setting, b: Setting) -> bool:
    return {a[0], a[1]} == {b[0], b[1]}


# ---------------------------------------------------------------------------------------------
# The deal, pa:621a.6(c), (d), pa:621a.7(a)


def first_place(origin: int, number: int) -> int:
    """pa:621a.6(c): count ``number`` places counterclockwise, ``origin`` (the dealer; the bank, pa:621a.9(j)) as
    one, round the eight places."""
    return (origin + number - COUNT_STARTS_AT) % PLACES


def _delivery_tiles(row: list[list[Tile]], part: str) -> list[Tile]:
    """The tiles one delivery of the table in :data:`DELIVERY` hands out, in the order laid."""
    out: list[Tile] = []
    for piece in part.split(","):
        level_run = re.fullmatch(r"R(\d)\.\.R(\d) level (\d)", piece)
        if level_run:
            a, b, level = (int(x) for x in level_run.groups())
            step = 1 if b >= a else -1
            out += [row[k - 1][level - 1] for k in range(a, b + step, step)]
            continue
        half = re.fullmatch(r"R(\d)\.(\d)-(\d)", piece)
        if half:
            k, top, bottom = (int(x) for x in half.groups())
            out += [row[k - 1][level - 1] for level in range(top, bottom + 1)]
            continue
        out += list(row[int(piece[1:]) - 1])
    return out


def deliver(row: list[list[Tile]], first: int, style: str) -> dict[int, list[Tile]]:
    """Every place's four tiles when ``row`` is delivered in ``style`` from place ``first`` counterclockwise."""
    return {(first + i) % PLACES: _delivery_tiles(row, part) for i, part in enumerate(DELIVERY[style])}


def cut_row(row: list[list[Tile]], start: int, size: int, to_right: int) -> list[list[Tile]]:
    """pa:621a.9(g): ``size`` adjacent stacks from R``start`` taken out, the first ``to_right`` of them to the right
    end of the row (R1's side), the rest to the left end."""
    if start < 1 or size < 1 or start + size - 1 > STACKS or not 0 <= to_right <= size:
        raise Refused("pa:621a.9(g)", "a cut moves a block of adjacent stacks within the row")
    if size == STACKS:
        raise Refused("pa:621a.9(g)", "a cut moves some of the stacks, not the whole row")
    block = row[start - 1:start - 1 + size]
    rest = row[:start - 1] + row[start - 1 + size:]
    return block[:to_right] + rest + block[to_right:]


# ---------------------------------------------------------------------------------------------
# Pair Fortunes, md:paigow.5(F)(1), md:paigow.8(L)


def set_pairs_held(tiles: list[Tile]) -> list[int]:
    """The ranks of the sixteen pairs of a set (pa:621a.4(a)(1)) that the four tiles hold."""
    have = Counter(tiles)
    held = []
    for h, rank in PAIR_RANK.items():
        if rank <= SET_PAIRS and not Counter(h) - have:
            held.append(rank)
            have -= Counter(h)
    return sorted(held)


def bonus_category(tiles: list[Tile]) -> Optional[str]:
    """md:paigow.8(L): the best category the dealt tiles make (AMB-25: the Gee Joon Pair is the Supreme Pair, the
    Heaven Pair the two 6-6; one category paid), or None."""
    held = set_pairs_held(tiles)
    supreme, heaven = PAIR_RANK[SUPREME], PAIR_RANK[HEAVEN]
    if held == sorted((supreme, heaven)):
        return "gee_joon_and_heaven"
    if len(held) == 2:
        return "two_pairs"
    if held == [supreme]:
        return "gee_joon"
    if held and held[0] in MIXED_PAIRS:
        return "mixed_pair"
    if held:
        return "identical_pair"
    return None


# ---------------------------------------------------------------------------------------------
# The table


@dataclass
class Bank:
    """This round's player bank, pa:621a.9."""

    seat: int
    chips: int
    co_bank: bool
    dealer_wager: int


class PaiGowTable(Table):
    """One Pai Gow table: the seats and areas, the wagers, the stacked set, the deal, the settings and the bank."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.seated: set[int] = set()
        self.second: dict[int, int] = {}  # pa:621a.5(d): a second area -> the player playing it
        # the round
        self.phase = "open"
        self.stakes: dict[int, int] = {}  # each area's Pai Gow wager
        self.bonuses: dict[int, int] = {}
        self.row: Optional[list[list[Tile]]] = None
        self.style = "standard"
        self.number: Optional[int] = None
        self.dealt: dict[int, list[Tile]] = {}
        self.settings: dict[int, Setting] = {}
        self.dealer_setting: Optional[Setting] = None
        self.exposed: set[int] = set()
        self.staked: dict[int, int] = {}  # each player's wagers at 'no more bets'
        self.forfeited: dict[int, int] = {}  # lost before the settlement, for the centre (ours-2)
        self.cut_done = False
        # the bank, pa:621a.9
        self.start_of_game = True
        self.offers: list[int] = []
        self.offered = False
        self.pointer = 1
        self.bank: Optional[Bank] = None
        self.last_bank: Optional[int] = None
        self.house_round: dict[int, int] = {}  # the last round without a player bank: player -> wager

    # --- the protocol ---------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        outs = answer(self, event, "a Pai Gow event", self.cite)
        for o in outs:
            if "clauses" in o:
                o["clauses"] = list(dict.fromkeys(self.cite(c) for c in o["clauses"]))
        return outs  # type: ignore[no-any-return]

    def cite(self, clause: str) -> str:
        """A 621a clause in the numbers of the table's edition (Maryland's own clauses as they are)."""
        return EDITIONS[self.cfg.ruleset].get(clause, clause)

    def state(self) -> Message:
        wagers = [{"seat": p, "bet": PAI_GOW, "amount": amount(a)} for p, a in sorted(self.stakes.items())]
        wagers += [{"seat": p, "bet": PAIR_FORTUNES, "amount": amount(a)} for p, a in sorted(self.bonuses.items())]
        return {
            "phase": self.phase,
            "seated": sorted(self.seated),
            "second_areas": [{"area": a, "seat": p} for a, p in sorted(self.second.items())],
            "wagers": wagers,
            "stacked": self.row is not None,
            "style": self.style,
            "number": self.number,
            "dealt": [{"place": p, "tiles": [tile_text(t) for t in ts]} for p, ts in sorted(self.dealt.items())],
            "set": sorted(self.settings),
            "dealer_set": self.dealer_setting is not None,
            "exposed": sorted(self.exposed),
            "start_of_game": self.start_of_game,
            "offered_to": self.offers[0] if self.offers else None,
            "bank": self.bank.seat if self.bank else None,
            "co_bank": bool(self.bank and self.bank.co_bank),
            "dealer_wager": amount(self.bank.dealer_wager if self.bank else 0),
        }

    def wagers(self) -> Optional[list[str]]:
        return [PAI_GOW] + ([PAIR_FORTUNES] if self.cfg.pair_fortunes != "none" else [])

    # --- lookups -------------------------------------------------------------------------------

    def owner(self, area: int) -> int:
        """The seated player who plays ``area``: himself, or the player who took it as a second area."""
        return self.second.get(area, area)

    def bank_seat(self) -> Optional[int]:
        return self.bank.seat if self.bank else None

    def in_round(self) -> list[int]:
        """The positions still in the round, in settlement order (pa:621a.8(f))."""
        return [p for p in POSITIONS if p in self.stakes]

    def need_phase(self, clause: str, *phases: str) -> None:
        if self.phase not in phases:
            raise Refused(clause, f"not now: the round is {self.phase}")

    # --- seats and areas, pa:621a.2(a), pa:621a.5 ----------------------------------------------

    def on_join(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if seat not in POSITIONS:  # pa:621a.2(a)
            raise Refused("pa:621a.2(a)", f"betting positions are 1 to 6, not {seat}")
        if seat in self.seated or seat in self.second:
            raise Refused("pa:621a.2(a)", f"position {seat} is taken")
        self.seated.add(seat)
        return []

    def on_take_second_area(self, m: Message) -> list[Message]:
        seat, area = integer(m, "seat"), integer(m, "area")
        if area not in POSITIONS:  # pa:621a.2(a)
            raise Refused("pa:621a.2(a)", f"betting positions are 1 to 6, not {area}")
        self.need_phase("pa:621a.5(d)", "open")
        if not self.cfg.two_adjacent_areas:  # pa:621a.5(d)
            raise Refused("pa:621a.5(d)", "this table lets no player wager on two areas")
        if seat not in self.seated:
            raise Refused("pa:621a.5(d)", f"nobody sits at position {seat}")
        if seat == self.bank_seat():  # pa:621a.9(f)
            raise Refused("pa:621a.9(f)", "the bank plays one betting area only")
        if abs(area - seat) != 1:  # pa:621a.5(d): adjacent
            raise Refused("pa:621a.5(d)", f"area {area} is not beside position {seat}")
        if area in self.seated or area in self.second or seat in self.second.values():
            raise Refused("pa:621a.5(d)", f"area {area} is taken, or position {seat} already plays two")
        self.second[area] = seat
        return []

    def give_up(self, area: int) -> list[Message]:
        """The wagers of an area its player leaves: returned before 'no more bets' (pa:621a.5(c)); later abandoned,
        lost or returned (pa:621a.5(b), AMB-26)."""
        outs: list[Message] = []
        lose = self.cfg.abandoned_wager == "lose"
        for bet, held in ((PAI_GOW, self.stakes), (PAIR_FORTUNES, self.bonuses)):
            if area not in held:
                continue
            stake = held.pop(area)
            if self.phase == "open":
                outs.append(settlement(area, bet, "void", stake, ["pa:621a.5(c)"]))
                continue
            if lose and bet == PAI_GOW and self.bank:  # ours-2: into the centre
                self.forfeited[area] = stake
            outs.append(settlement(area, bet, "lose" if lose else "void", stake, ["pa:621a.5(b)"]))
        self.settings.pop(area, None)
        self.exposed.discard(area)
        return outs

    def on_leave(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if seat in self.second:  # the player gives up his second area
            outs = self.give_up(seat)
            del self.second[seat]
            return outs
        if seat not in self.seated:  # pa:621a.5(b)
            raise Refused("pa:621a.5(b)", f"nobody sits at position {seat}")
        if seat == self.bank_seat():  # pa:621a.5(b): the bank stays to the settlement
            raise Refused("pa:621a.5(b)", f"position {seat} banks this round")
        outs = self.give_up(seat)
        for area in [a for a, p in self.second.items() if p == seat]:  # his second area goes with him
            outs += self.give_up(area)
            del self.second[area]
        self.seated.discard(seat)
        self.offers = [p for p in self.offers if p != seat]
        if not self.seated:  # pa:621a.4(g): an idle table starts afresh (AMB-11)
            self.start_of_game = True
        return outs

    # --- wagers, pa:621a.5; md:paigow.5(F) -----------------------------------------------------

    def on_place(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        stake = whole_amount(m)
        bet = _bet(m)
        if seat not in POSITIONS:  # pa:621a.2(a)
            raise Refused("pa:621a.2(a)", f"betting positions are 1 to 6, not {seat}")
        self.need_phase("pa:621a.5(c)", "open")
        if seat not in self.seated and seat not in self.second:  # pa:621a.5(b)
            raise Refused("pa:621a.5(b)", f"only a seated player may wager: position {seat} is empty")
        if stake <= 0:  # pa:621a.5(a)
            raise Refused("pa:621a.5(a)", "a wager is a positive amount of chips")
        if self.offers:  # pa:621a.9(c), AMB-32: the bank is offered before wagers
            raise Refused("pa:621a.9(c)", f"the bank is being offered to position {self.offers[0]}")
        if seat == self.bank_seat():  # pa:621a.9(f)
            raise Refused("pa:621a.9(f)", f"position {seat} is the bank")
        if bet == PAI_GOW:
            self.stakes[seat] = self.stakes.get(seat, 0) + stake
            return []
        if self.cfg.pair_fortunes == "none":  # md:paigow.5(F)(1)
            raise Refused("md:paigow.5(F)" if self.cfg.ruleset == MARYLAND else "pa:621a.5",
                          "this table offers no Pair Fortunes bonus")
        if seat not in self.stakes:  # md:paigow.5(F): beside a Pai Gow wager only
            raise Refused("md:paigow.5(F)", "the bonus is open only to a player with a Pai Gow wager")
        self.bonuses[seat] = self.bonuses.get(seat, 0) + stake
        return []

    def on_remove(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        bet = _bet(m)
        self.need_phase("pa:621a.5(c)", "open")
        held = self.stakes if bet == PAI_GOW else self.bonuses
        if seat not in held:  # pa:621a.5(c)
            raise Refused("pa:621a.5(c)", f"no {bet} wager at position {seat}")
        outs = [settlement(seat, bet, "void", held.pop(seat), ["pa:621a.5(c)"])]
        if bet == PAI_GOW and seat in self.bonuses:  # md:paigow.5(F): the bonus goes with its Pai Gow wager
            outs.append(settlement(seat, PAIR_FORTUNES, "void", self.bonuses.pop(seat),
                                   ["pa:621a.5(c)", "md:paigow.5(F)"]))
        return outs

    # --- the set, pa:621a.4 --------------------------------------------------------------------

    def on_new_set(self, m: Message) -> list[Message]:
        self.need_phase("pa:621a.4(a)", "open")
        if self.stakes or self.row is not None:  # pa:621a.4(a)
            raise Refused("pa:621a.4(a)", "a set is opened between rounds, before wagers and stacking")
        self.start_of_game = True  # pa:621a.9(b), AMB-11
        self.offers = []
        self.offered = False  # the round offered no bank: the pointer stays
        self.bank = None
        return [notice("a new set: the start of the game, which no player banks", "pa:621a.9(b)")]

    def on_stack(self, m: Message) -> list[Message]:
        row = _stacks(m)
        self.need_phase("pa:621a.4(d)", "open")
        if Counter(t for stack in row for t in stack) != FULL_SET:  # pa:621a.4(a)(1)
            raise Refused("pa:621a.4(a)(1)", "the stacks are not the 32 tiles of one set")
        self.row = row
        return []

    def on_stack_exposed(self, m: Message) -> list[Message]:
        self.need_phase("pa:621a.4(e)", "open")
        self.row = None  # pa:621a.4(e): mixed again
        return [notice("a tile was exposed while stacking: the set is mixed again", "pa:621a.4(e)")]

    def on_choose_style(self, m: Message) -> list[Message]:
        style = m.get("style")
        if not isinstance(style, str) or style not in DELIVERY:
            raise ProtocolError("style", f"one of {', '.join(DELIVERY)}, not {style!r}")
        self.need_phase("pa:621a.7(a)", "open", "closed")
        if style != "standard" and style not in self.cfg.alternative_styles:  # pa:621a.7(a)
            raise Refused("pa:621a.7(a)", f"the Rules Submission does not allow {style}")
        self.style = style
        return []

    # --- the bank, pa:621a.9 -------------------------------------------------------------------

    def need_banking(self) -> None:
        if not self.cfg.player_banking:  # pa:621a.9(a)
            raise Refused("pa:621a.9(a)", "this table offers no player bank")

    def on_bank_decision(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        accept = boolean(m, "accept", False)
        chips = whole_amount(m, "chips") if "chips" in m else 0
        co_bank = boolean(m, "co_bank", False)
        self.need_banking()
        self.need_phase("pa:621a.9(c)", "open")
        if not self.offers:
            if self.start_of_game:  # pa:621a.9(b)
                raise Refused("pa:621a.9(b)", "this round is the start of the game: no player banks it")
            raise Refused("pa:621a.9(c)", "the bank is not on offer")
        if seat != self.offers[0]:  # pa:621a.9(c): seat by seat
            raise Refused("pa:621a.9(c)", f"the bank is offered to position {self.offers[0]} now")
        self.offered = True
        if not accept:
            self.offers.pop(0)
            return []
        if seat not in self.house_round:  # pa:621a.9(d)(1)
            raise Refused("pa:621a.9(d)(1)", "no wager against the dealer in the last round without a player bank")
        if chips <= 0:  # pa:621a.9(d)(2)
            raise Refused("pa:621a.9(d)(2)", "a bank has chips on the table to cover the wagers")
        if seat in self.second.values():  # pa:621a.9(f)
            raise Refused("pa:621a.9(f)", "a bank plays one area only")
        if co_bank and not self.cfg.co_banking:  # pa:621a.9(e)
            raise Refused("pa:621a.9(e)", "this table offers no co-banking")
        self.offers = []
        self.bank = Bank(seat, chips, co_bank, 0 if co_bank else self.dealer_wager_for(seat))
        if co_bank:
            return [notice(f"position {seat} co-banks with the house", "pa:621a.9(c)", "pa:621a.9(d)",
                           "pa:621a.9(e)")]
        return [notice(f"position {seat} banks; the dealer wagers {self.bank.dealer_wager}", "pa:621a.9(c)",
                       "pa:621a.9(d)", "pa:621a.9(h)")]

    def dealer_wager_for(self, seat: int) -> int:
        """pa:621a.9(h): the bank's last wager against the dealer (AMB-31: both areas), or the submitted amount."""
        if self.cfg.dealer_wager_against_bank == "last_wager":
            return self.house_round[seat]
        return self.cfg.dealer_wager_amount

    def on_cut(self, m: Message) -> list[Message]:
        start, size, to_right = integer(m, "start"), integer(m, "size"), integer(m, "to_right")
        self.need_banking()
        self.need_phase("pa:621a.9(g)", "open")
        if self.bank is None:
            raise Refused("pa:621a.9(g)", "only a player bank has the stacks cut")
        if self.row is None:
            raise Refused("pa:621a.9(g)", "the tiles are cut once stacked")
        if self.cut_done:  # pa:621a.9(g): once
            raise Refused("pa:621a.9(g)", "the bank may have the stacks cut once")
        self.row = cut_row(self.row, start, size, to_right)
        self.cut_done = True
        one_end = to_right in (0, size)  # pa:621a.9(g)(1); a split block is (g)(2)
        return [notice(f"the bank cuts {size} stacks from R{start}", "pa:621a.9(g)",
                       "pa:621a.9(g)(1)" if one_end else "pa:621a.9(g)(2)")]

    def on_direct_dealer_wager(self, m: Message) -> list[Message]:
        wager = whole_amount(m)
        self.need_banking()
        self.need_phase("pa:621a.9(h)", "open")
        if self.bank is None:
            raise Refused("pa:621a.9(h)", "the dealer wagers against a player bank only")
        if self.bank.co_bank:  # pa:621a.9(e)
            raise Refused("pa:621a.9(e)", "the dealer does not wager against a co-bank")
        if not 0 <= wager <= self.bank.dealer_wager:  # pa:621a.9(h): lowered or refused, never raised
            raise Refused("pa:621a.9(h)", f"the dealer's wager of {self.bank.dealer_wager} may only be lowered")
        self.bank.dealer_wager = wager
        return []

    # --- the call and the deal, pa:621a.5(c), pa:621a.6 ----------------------------------------

    def on_no_more_bets(self, m: Message) -> list[Message]:
        self.need_phase("pa:621a.5(c)", "open")
        if self.row is None:  # pa:621a.6(a)
            raise Refused("pa:621a.6(a)", "'no more bets' follows the stacking")
        if self.offers:  # pa:621a.9(c)
            raise Refused("pa:621a.9(c)", f"the bank is still offered to position {self.offers[0]}")
        if not self.stakes and not (self.bank and self.bank.dealer_wager):
            raise Refused("pa:621a.6(a)", "no wager to deal for")
        if self.bank:  # pa:621a.9(d)(2), AMB-13
            cover = sum(self.stakes.values())
            if self.cfg.bank_covers_dealer_wager:
                cover += self.bank.dealer_wager
            if cover > self.bank.chips:
                raise Refused("pa:621a.9(d)(2)", f"the bank's {self.bank.chips} does not cover {cover}")
        self.staked = {}
        for area, stake in self.stakes.items():  # AMB-31: a player's two areas together
            self.staked[self.owner(area)] = self.staked.get(self.owner(area), 0) + stake
        self.phase = "closed"
        return []

    def on_shake(self, m: Message) -> list[Message]:
        dice = m.get("dice")
        if not isinstance(dice, list) or len(dice) != DICE or any(
                isinstance(d, bool) or not isinstance(d, int) for d in dice):
            raise ProtocolError("dice", f"{DICE} integers, not {dice!r}")
        flat = boolean(m, "flat", True)
        fell_out = boolean(m, "fell_out", False)
        self.need_phase("pa:621a.6(a)", "closed")
        if self.cfg.start_position_source != "shaker" and self.bank is None:  # AMB-10b: a bank shakes
            raise Refused("pa:621a.6(a)", "this table takes the starting number from its RNG")
        if any(d not in DIE_FACES for d in dice):  # pa:621a.6(a)(2)
            raise Refused("pa:621a.6(a)(2)", "three dice, each showing 1 to 6")
        if not flat:  # pa:621a.10(a)
            return [notice("no roll: a die is not flat; shake again", "pa:621a.10(a)")]
        if fell_out:  # pa:621a.10(b)
            return [notice("no roll: a die fell out; shake again", "pa:621a.10(b)")]
        return self.deal(sum(dice), "pa:621a.6(a)(2)")

    def on_random_number(self, m: Message) -> list[Message]:
        number = integer(m, "number")
        self.need_phase("pa:621a.6(a)", "closed")
        if self.cfg.start_position_source != "rng":  # pa:621a.6(a)
            raise Refused("pa:621a.6(a)", "this table shakes the dice")
        if self.bank is not None:  # pa:621a.9(i), AMB-10b
            raise Refused("pa:621a.9(i)", "in a banked round the bank shakes the dice")
        if number not in self.cfg.starting_numbers:  # pa:621a.6(a)(1), AMB-10
            raise Refused("pa:621a.6(a)(1)", f"the RNG does not show {number}")
        return self.deal(number, "pa:621a.6(a)(1)")

    def deal(self, number: int, source: str) -> list[Message]:
        """pa:621a.6(c)-(e), pa:621a.7(a); banked: pa:621a.9(i)-(l). The stacks of unwagered places go unseen to the
        Dead Hand; so does the dealer's when he has no wager against the bank."""
        assert self.row is not None
        banked = self.bank is not None
        origin = self.bank.seat if self.bank else DEALER  # pa:621a.9(j): the count starts at the bank
        places = deliver(self.row, first_place(origin, number), self.style)
        if banked:
            clauses = [source, "pa:621a.9(i)", "pa:621a.9(j)", "pa:621a.9(k)"]
        else:
            clauses = [source, "pa:621a.6(b)", *items(self.cfg.ruleset, "pa:621a.6(c)", "(1)", "(2)"), "pa:621a.6(d)"]
        if self.style != "standard":
            clauses += ["pa:621a.7(a)", STYLE_PARAGRAPH[self.style]]
        outs = [notice(f"{number}: the stacks go out ({self.style})", *clauses)]
        gather = "pa:621a.9(l)" if banked else "pa:621a.6(e)"
        unwagered = [p for p in POSITIONS if p not in self.stakes and p != self.bank_seat()]
        if unwagered:
            outs.append(notice("the stacks of unwagered positions go to the Dead Hand", gather))
        dealer_plays = not self.bank or self.bank.dealer_wager > 0
        if not dealer_plays:
            outs.append(notice("the dealer has no wager against the bank: his stack is gathered", gather))
        keep = ([DEALER] if dealer_plays else []) + ([self.bank.seat] if self.bank else []) + self.in_round()
        self.dealt = {p: places[p] for p in keep}
        self.number = number
        self.phase = "dealt"
        return outs

    # --- irregularities, pa:621a.10 ------------------------------------------------------------

    def void_round(self, clause: str, why: str) -> list[Message]:
        """Every hand void and the tiles mixed again; the round is played again with the same bank (ours-1)."""
        outs = [notice(why, clause)]
        for p in POSITIONS:
            if p in self.stakes:
                outs.append(settlement(p, PAI_GOW, "void", self.stakes[p], [clause]))
            if p in self.bonuses:
                outs.append(self.bonus_on_void(p, clause))
        self.clear_round()
        return outs

    def on_wrong_deal(self, m: Message) -> list[Message]:
        self.need_phase("pa:621a.10(c)", "dealt")
        return self.void_round("pa:621a.10(c)", "dice totalled wrongly and tiles dealt wrongly: every hand void")

    def on_expose_tile(self, m: Message) -> list[Message]:
        place = integer(m, "place")
        self.need_phase("pa:621a.10(d)", "dealt")
        if not 0 <= place < PLACES:  # pa:621a.6(c)
            raise Refused("pa:621a.6(c)", f"places are 0 to 7, not {place}")
        if place in self.stakes:  # pa:621a.10(d): the player chooses
            if place in self.settings:
                raise Refused("pa:621a.10(d)", f"position {place} has already set its hands")
            self.exposed.add(place)
            return [notice(f"a tile of position {place} was exposed: the player may void the hand", "pa:621a.10(d)")]
        return self.void_round("pa:621a.10(e)", f"a tile of place {place} was exposed: every hand void")

    def on_void_choice(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        void = boolean(m, "void", False)
        self.need_phase("pa:621a.10(d)", "dealt")
        if seat not in self.exposed:
            raise Refused("pa:621a.10(d)", f"no tile of position {seat} was exposed")
        self.exposed.discard(seat)
        if not void:
            return []
        outs = [settlement(seat, PAI_GOW, "void", self.stakes.pop(seat), ["pa:621a.10(d)"])]
        if seat in self.bonuses:
            outs.append(self.bonus_on_void(seat, "pa:621a.10(d)"))
            del self.bonuses[seat]
        del self.dealt[seat]
        return outs

    # --- setting the hands, pa:621a.8(a)-(d) ---------------------------------------------------

    def first_of_two(self, area: int) -> Optional[int]:
        """pa:621a.5(d): of a player's two wagered areas, the larger wager's is set first, equal wagers
        counterclockwise (the lower number)."""
        mine = sorted(a for a in self.stakes if self.owner(a) == self.owner(area))
        if len(mine) < 2:
            return None
        return min(mine, key=lambda a: (-self.stakes[a], a))

    def on_set_hands(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        high, low = _hand_of(m, "high"), _hand_of(m, "low")
        self.need_phase("pa:621a.8(a)", "dealt")
        if seat == self.bank_seat():
            return self.bank_sets(high, low)
        if seat not in self.stakes:
            raise Refused("pa:621a.8(a)", f"position {seat} has no hand in this round")
        if seat in self.exposed:  # pa:621a.10(d)
            raise Refused("pa:621a.10(d)", f"position {seat} first chooses whether to void the hand")
        if seat in self.settings:  # pa:621a.8(b)
            raise Refused("pa:621a.8(b)", "a hand once set may not be touched again")
        first = self.first_of_two(seat)
        if first is not None and first != seat and first not in self.settings:  # pa:621a.5(d)
            raise Refused("pa:621a.5(d)", f"the hand of area {first} is set first")
        tiles = self.dealt[seat]
        if Counter(tiles) != Counter((*high, *low)):  # pa:621a.8(a)
            raise Refused("pa:621a.8(a)", "the hands are not the four tiles dealt")
        zz = self.cfg.zero_zero
        if strength(high, zz) >= strength(low, zz):
            self.settings[seat] = (high, low)
            return []
        return self.misset(seat, high, low)

    def misset(self, seat: int, high: Hand, low: Hand) -> list[Message]:
        """AMB-5: a low hand placed above the high hand."""
        how = self.cfg.player_misset
        if how == "relabel_by_rank":  # pa:621a.1 high hand, low hand
            self.settings[seat] = (low, high)
            return [notice(f"position {seat}'s hands named by rank", "pa:621a.1#high-hand", "pa:621a.1#low-hand")]
        if how == "reset_house_way":  # by analogy with pa:621a.10(f)
            self.settings[seat] = house_way(self.dealt[seat], self.cfg.house_way, self.cfg.zero_zero)
            return [notice(f"position {seat}'s hands reset by the house way", "pa:621a.8(a)")]
        stake = self.stakes.pop(seat)  # foul_lose
        if self.bank:
            self.forfeited[seat] = stake
        return [settlement(seat, PAI_GOW, "lose", stake, ["pa:621a.8(a)"])]

    def bank_sets(self, high: Hand, low: Hand) -> list[Message]:
        """A player bank sets its own hands (pa:621a.9(e): the dealer a co-bank's); reset by the house way where
        the bank must follow it (pa:621a.10(f), AMB-18) or a mis-set hand is reset (AMB-5)."""
        assert self.bank is not None
        seat = self.bank.seat
        if self.bank.co_bank:  # pa:621a.9(e)
            raise Refused("pa:621a.9(e)", "the dealer sets the co-bank's hands")
        if seat in self.settings:  # pa:621a.8(b)
            raise Refused("pa:621a.8(b)", "a hand once set may not be touched again")
        tiles = self.dealt[seat]
        if Counter(tiles) != Counter((*high, *low)):  # pa:621a.8(a)
            raise Refused("pa:621a.8(a)", "the hands are not the four tiles dealt to the bank")
        zz = self.cfg.zero_zero
        given = label(high, low, zz)
        way = house_way(tiles, self.cfg.house_way, zz)
        must_follow = self.cfg.bank_follows_house_way == "always" and not same_setting(given, way)
        misset = strength(high, zz) < strength(low, zz) and self.cfg.player_misset == "reset_house_way"
        if must_follow or misset:
            self.settings[seat] = way
            return [notice("the bank's hands are set again by the house way", "pa:621a.10(f)")]
        self.settings[seat] = given
        if strength(high, zz) < strength(low, zz):  # named by rank, as a player's (pa:621a.1)
            return [notice("the bank's hands named by rank", "pa:621a.1#high-hand", "pa:621a.1#low-hand")]
        return []

    def on_dealer_sets(self, m: Message) -> list[Message]:
        high = None if m.get("high") is None else _hand_of(m, "high")
        low = None if m.get("low") is None else _hand_of(m, "low")
        self.need_phase("pa:621a.8(c)", "dealt")
        waiting = [p for p in self.in_round() if p not in self.settings]
        if self.bank and not self.bank.co_bank and self.bank.seat not in self.settings:
            waiting.append(self.bank.seat)
        if waiting:  # pa:621a.8(c): the dealer sets last
            raise Refused("pa:621a.8(c)", f"position {min(waiting)} has not set")
        if self.bank and not self.bank.co_bank and DEALER not in self.dealt:  # pa:621a.9(n)
            if high is not None or low is not None:
                raise Refused("pa:621a.9(n)", "the dealer holds no tiles this round")
            self.phase = "dealer_set"
            return [notice("the bank's hands are exposed", "pa:621a.9(n)")]
        whose = self.bank.seat if self.bank and self.bank.co_bank else DEALER
        tiles = self.dealt[whose]
        zz = self.cfg.zero_zero
        way = house_way(tiles, self.cfg.house_way, zz)
        outs: list[Message] = []
        chosen = way
        if high is not None and low is not None:
            if Counter(tiles) != Counter((*high, *low)):
                raise Refused("pa:621a.8(c)", "the hands are not the dealer's four tiles")
            if not same_setting(label(high, low, zz), way):  # pa:621a.10(f)
                outs.append(notice("the dealer set against the house way: reset, the round goes on",
                                   "pa:621a.10(f)", "pa:621a.8(d)"))
        paragraph, _ = house_way_paragraph(tiles, zz)
        clauses = ["pa:621a.8(c)", "pa:621a.8(d)", f"pa:621a.8(d)({paragraph})"]
        if whose != DEALER:  # pa:621a.9(e): the co-bank's hands, set by the dealer
            clauses.append("pa:621a.9(e)")
            self.settings[whose] = chosen
        else:
            self.dealer_setting = chosen
        outs.append(notice(f"the dealer sets {'+'.join(map(tile_text, chosen[0]))} high", *clauses))
        self.phase = "dealer_set"
        return outs

    def on_surrender(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        self.need_phase("pa:621a.8(e)", "dealer_set")
        if seat not in self.stakes:
            raise Refused("pa:621a.8(e)", f"position {seat} has no hand to surrender")
        stake = self.stakes.pop(seat)
        if self.bank:  # ours-2
            self.forfeited[seat] = stake
        return [settlement(seat, PAI_GOW, "lose", stake, ["pa:621a.8(e)"])]

    # --- settlement, pa:621a.8(f)-(k), pa:621a.9(n)-(r) ----------------------------------------

    def judge(self, mine: Setting, banker: Setting) -> tuple[str, bool, list[str], list[str]]:
        """One hand against the banker's: the result, whether the high hand won, the rules that decided and, for
        a tie won high only, why the low hand did not count (md:paigow.8(H)(1)(a)-(c))."""
        zz, ed = self.cfg.zero_zero, self.cfg.ruleset
        high_wins, low_wins = beats(mine[0], banker[0], zz), beats(mine[1], banker[1], zz)
        zero = low_is_zero(mine[1], self.cfg.zero_clause_scope)
        result = wager_result(high_wins, low_wins, zero)
        why = comparison_rules(mine[0], banker[0], zz, ed) + comparison_rules(mine[1], banker[1], zz, ed)
        low = [] if low_wins else ["(a)" if strength(mine[1], zz) == strength(banker[1], zz) else "(b)"]
        return result, high_wins, why, low + (["(c)"] if zero else [])

    def settle_hand(self, seat: int, banker: Setting) -> Message:
        stake = self.stakes[seat]
        ed = self.cfg.ruleset
        result, high_wins, why, low = self.judge(self.settings[seat], banker)
        bank = ("pa:621a.9(r)" if self.bank.co_bank else "pa:621a.9(o)") if self.bank else None
        step = {"win": ["(4)"], "lose": ["(3)"]}.get(result, [])
        if bank:  # md:paigow.9(P)(1)-(4), 9(S)(1)-(4): revealed, compared, into the centre or paid from it
            why = items(ed, bank, "(1)", "(2)", *step) + why
        if result == "win":  # pa:621a.8(i), (k)
            paid = (["pa:621a.8(f)"] + items(ed, "pa:621a.8(i)", "(1)", "(2)") + self.vig_clauses() + why
                    + (["pa:621a.9(q)"] if self.bank else []))
            won = stake * PAI_GOW_PAYS
            return settlement(seat, PAI_GOW, "win", won, paid, vigorish(won, self.cfg.vig_unit))
        if result == "lose":  # pa:621a.8(g)
            return settlement(seat, PAI_GOW, "lose", stake,
                              ["pa:621a.8(f)"] + items(ed, "pa:621a.8(g)", "(1)", "(2)") + why)
        which = items(ed, "pa:621a.8(h)(1)", *low) if high_wins else ["pa:621a.8(h)(2)"]  # pa:621a.8(h)
        return settlement(seat, PAI_GOW, "void", stake, ["pa:621a.8(f)", "pa:621a.8(h)", *which] + why)

    def vig_clauses(self) -> list[str]:
        """pa:621a.8(k); in Maryland its items: rounded to 25 cents (K(1), where the table rounds), taken when paid."""
        return items(self.cfg.ruleset, "pa:621a.8(k)", "(1)" if self.cfg.vig_unit else "(2)", "(2)")

    def on_settle(self, m: Message) -> list[Message]:
        self.need_phase("pa:621a.8(f)", "dealer_set")
        banker = self.settings[self.bank.seat] if self.bank else self.dealer_setting
        assert banker is not None
        decided = [self.settle_hand(p, banker) for p in self.in_round()]  # pa:621a.8(f): from position 1 on
        if self.cfg.ruleset == PA_535:  # 535.10(j): winners are paid once every hand is exposed
            decided = [o for o in decided if o["result"] != "win"] + [o for o in decided if o["result"] == "win"]
        if self.bank:
            decided = self.settle_bank(banker, decided)
        for seat in sorted(self.bonuses):  # md:paigow.5(F)(1): on the four tiles dealt
            decided.append(self.settle_bonus(seat))
        self.end_round()
        return decided

    def settle_bank(self, bank_hands: Setting, players: list[Message]) -> list[Message]:
        """pa:621a.9(n)-(r): the dealer's wager against the bank first, then the players; every loser into the
        centre, every winner paid from it; the bank (or its half, co-banking) makes good a shortfall or takes the
        surplus less 5% (AMB-14: all at once, or in exposure order)."""
        assert self.bank is not None
        outs: list[Message] = []
        flows = [self.forfeited[p] for p in sorted(self.forfeited)]  # ours-2
        if self.bank.dealer_wager and self.dealer_setting is not None:  # pa:621a.9(n)
            dealer = self.settle_dealer_wager(bank_hands)
            outs.append(dealer)
            if dealer["result"] != "void":
                flows.append(self.bank.dealer_wager if dealer["result"] == "lose" else -self.bank.dealer_wager)
        outs += players
        for o in players:
            if o["result"] != "void":
                stake = int(parse_amount(o["amount"]))
                flows.append(stake if o["result"] == "lose" else -stake)
        paid_in, surplus = centre(flows, self.cfg.bank_settlement_order == "sequential")
        key, clause = (CO_BANK, "pa:621a.9(r)") if self.bank.co_bank else (BANK, "pa:621a.9(o)")
        # md:paigow.9(P)(5)-(8), 9(S)(5)-(10): the shortfall paid in (half each with the house), the surplus taken
        short, over = ((["(5)", "(6)", "(7)"], ["(8)", "(9)", "(10)"]) if self.bank.co_bank
                       else (["(5)", "(6)"], ["(7)", "(8)"]))
        ed = self.cfg.ruleset
        if paid_in:
            outs.append(settlement(self.bank.seat, key, "lose", self.bank_share(paid_in), items(ed, clause, *short)))
        if surplus:
            share = self.bank_share(surplus)
            outs.append(settlement(self.bank.seat, key, "win", share, items(ed, clause, *over) + self.vig_clauses(),
                                   vigorish(share, self.cfg.vig_unit)))
        return outs

    def settle_dealer_wager(self, bank_hands: Setting) -> Message:
        """pa:621a.9(n), (p): the dealer's wager, judged as a player's hand (ours-3)."""
        assert self.bank is not None and self.dealer_setting is not None
        stake = self.bank.dealer_wager
        result, _, why, _ = self.judge(self.dealer_setting, bank_hands)
        if result == "win":  # pa:621a.9(p), AMB-15
            vig = vigorish(stake, self.cfg.vig_unit) if self.cfg.dealer_win_vig == "five_percent" else 0
            return settlement(DEALER, DEALER_WAGER, "win", stake, ["pa:621a.9(n)", "pa:621a.9(p)"] + why, vig)
        return settlement(DEALER, DEALER_WAGER, result, stake, ["pa:621a.9(n)"] + why)

    def bank_share(self, total: int) -> Money:
        """pa:621a.9(r): a co-bank bears half (AMB-17: exactly, or the house keeps the odd cent)."""
        if not self.bank or not self.bank.co_bank:
            return total
        if self.cfg.cobank_odd_cent == "exact":
            return total * CO_BANK_SHARE
        return total // 2

    def settle_bonus(self, seat: int) -> Message:
        """md:paigow.5(F)(1), 8(L): paid on the paytable's best category of the four dealt tiles, no vigorish."""
        stake = self.bonuses[seat]
        got = bonus_category(self.dealt[seat])
        if got is None:
            return settlement(seat, PAIR_FORTUNES, "lose", stake, ["md:paigow.5(F)(1)"])
        table = self.cfg.pair_fortunes
        row = f"{PAYTABLE_CLAUSE[table]}({CATEGORY_ITEM[got]})"
        return settlement(seat, PAIR_FORTUNES, "win", stake * PAYTABLES[table][got], ["md:paigow.5(F)(1)", row])

    def bonus_on_void(self, seat: int, clause: str) -> Message:
        """AMB-25: a voided hand's bonus returned, or settled on its dealt tiles."""
        if self.cfg.pair_fortunes_void == "settle" and seat in self.dealt:
            return self.settle_bonus(seat)
        return settlement(seat, PAIR_FORTUNES, "void", self.bonuses[seat], [clause, "md:paigow.5(F)(1)"])

    # --- between rounds, pa:621a.4(f), pa:621a.9(b), (c) ---------------------------------------

    def clear_round(self) -> None:
        """pa:621a.4(f): the tiles are mixed again and the wagers are done."""
        self.phase = "open"
        self.stakes = {}
        self.bonuses = {}
        self.row = None
        self.style = "standard"
        self.number = None
        self.dealt = {}
        self.settings = {}
        self.dealer_setting = None
        self.exposed = set()
        self.staked = {}
        self.forfeited = {}
        self.cut_done = False

    def end_round(self) -> None:
        """A settled round passes the bank on: the next is offered from the pointer, never to this bank."""
        staked, bank = self.staked, self.bank_seat()
        self.clear_round()
        if bank is None:
            self.house_round = staked  # pa:621a.9(d)(1): the last round without a player bank
        if self.offered:
            self.pointer = self.next_pointer(bank)
        self.last_bank = bank
        self.bank = None
        self.offered = False
        # AMB-11: every round, or after the table was left empty (pa:621a.4(g))
        self.start_of_game = self.cfg.start_of_game == "every_round" or not self.seated
        self.offers = self.bank_offers()

    def seat_after(self, p: int) -> int:
        """The next occupied seat counterclockwise after ``p``."""
        ring = sorted(self.seated)
        later = [x for x in ring if x > p]
        if later:
            return later[0]
        return ring[0] if ring else p % len(POSITIONS) + 1

    def next_pointer(self, bank: Optional[int]) -> int:
        """AMB-12: one occupied seat on, or the seat after the last bank."""
        if self.cfg.bank_offer_pointer == "rotate_one_seat":
            return self.seat_after(self.pointer)
        return self.seat_after(bank) if bank is not None else self.pointer

    def bank_offers(self) -> list[int]:
        """pa:621a.9(c): the seated players from the pointer counterclockwise, never the bank of the round before;
        none at the start of the game (pa:621a.9(b))."""
        if not self.cfg.player_banking or self.start_of_game:
            return []
        ring = sorted(self.seated)
        ring = [p for p in ring if p >= self.pointer] + [p for p in ring if p < self.pointer]
        return [p for p in ring if p != self.last_bank]


def centre(flows: list[int], sequential: bool) -> tuple[int, int]:
    """pa:621a.9(o): what the bank puts into the centre and what it takes, the wagers lost to it positive and the
    wagers won from it negative: netted (aggregate), or in order, the bank paying in when the centre runs dry."""
    if not sequential:
        net = sum(flows)
        return (-net, 0) if net < 0 else (0, net)
    pot, paid_in = 0, 0
    for f in flows:
        pot += f
        if pot < 0:
            paid_in += -pot
            pot = 0
    return paid_in, pot


class PaiGowEngine(Engine):
    """The example vendor engine for Pai Gow, reporting clauses, observable state and notices."""

    name = "croupier-example-paigow"
    version = "1"
    games = ("paigow",)
    reports = ("clauses", "state", "notices")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return PaiGowTable(parse_profile(game, profile))
