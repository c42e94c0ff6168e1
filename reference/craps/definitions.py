"""Dice, totals and the wagers of 58 Pa. Code 623a.1 and 623a.3 (their names, numbers and paragraphs).

``d1, d2``: the uppermost faces of the two dice; ``t``: their total;
``b``: a :class:`Bet`, the spot a wager occupies on the layout.
"""

from __future__ import annotations

import enum
from typing import Optional

import attrs

from croupier.reference.errors import MalformedEvent

__all__ = [
    "BONUS_NEEDS",
    "Bet",
    "Game",
    "HOP_PARAGRAPH",
    "Kind",
    "POINTS",
    "Role",
    "paragraph",
]

#: come out points and come points (623a.1)
POINTS: frozenset[int] = frozenset({4, 5, 6, 8, 9, 10})
HARD_NUMBERS: frozenset[int] = frozenset({4, 6, 8, 10})
HORN_NUMBERS: frozenset[int] = frozenset({2, 3, 11, 12})


class Game(enum.Enum):
    """623a.2: the two games of the chapter."""

    CRAPS = "craps"
    MINI_CRAPS = "mini_craps"


class Role(enum.Enum):
    """The staff the chapter names (623a.1, 623a.8(e), 623a.9(c), 623a.10(a)(2))."""

    BOXPERSON = "boxperson"
    STICKPERSON = "stickperson"
    DEALER = "dealer"
    FLOORPERSON = "floorperson"


class Kind(enum.Enum):
    """Every wager of 623a.3(a) and the four supplemental (odds) wagers of 623a.6."""

    # Members are singletons and compare by identity, so the identity hash is consistent with equality. Enum's
    # own hash (of the member name, in Python) was a tenth of a throw's time: kinds are looked up in sets on
    # every settlement.
    __hash__ = object.__hash__

    PASS = "pass"
    DONT_PASS = "dont_pass"
    COME = "come"
    DONT_COME = "dont_come"
    PLACE_WIN = "place_win"
    PLACE_LOSE = "place_lose"
    HARDWAY = "hardway"
    FIELD = "field"
    ANY_SEVEN = "any_seven"
    ANY_CRAPS = "any_craps"
    CRAPS_2 = "craps_2"
    CRAPS_3 = "craps_3"
    CRAPS_12 = "craps_12"
    ELEVEN = "eleven"
    C_AND_E = "c_and_e"
    HORN = "horn"
    HORN_HIGH = "horn_high"
    WHIRL = "whirl"
    HOP = "hop"
    SIX_SEVEN_EIGHT = "six_seven_eight"
    FIRE = "fire"
    BUY = "buy"
    LAY = "lay"
    ALL_SMALL = "all_small"
    ALL_OR_NOTHING = "all_or_nothing"
    ALL_TALL = "all_tall"
    PASS_ODDS = "pass_odds"
    DONT_PASS_ODDS = "dont_pass_odds"
    COME_ODDS = "come_odds"
    DONT_COME_ODDS = "dont_come_odds"


#: kinds that carry a box number (4, 5, 6, 8, 9, 10) chosen by the player
NUMBER_KINDS = frozenset({Kind.PLACE_WIN, Kind.PLACE_LOSE, Kind.BUY, Kind.LAY})
ODDS_KINDS = frozenset({Kind.PASS_ODDS, Kind.DONT_PASS_ODDS, Kind.COME_ODDS, Kind.DONT_COME_ODDS})
LINE_KINDS = frozenset({Kind.PASS, Kind.DONT_PASS})
COME_KINDS = frozenset({Kind.COME, Kind.DONT_COME})
BONUS_KINDS = frozenset({Kind.ALL_SMALL, Kind.ALL_OR_NOTHING, Kind.ALL_TALL})
#: decided by the next valid roll, whatever it is (623a.3(a)(11)-(39))
ONE_ROLL_KINDS = frozenset(
    {
        Kind.FIELD,
        Kind.ANY_SEVEN,
        Kind.ANY_CRAPS,
        Kind.CRAPS_2,
        Kind.CRAPS_3,
        Kind.CRAPS_12,
        Kind.ELEVEN,
        Kind.C_AND_E,
        Kind.HORN,
        Kind.HORN_HIGH,
        Kind.WHIRL,
        Kind.HOP,
        Kind.SIX_SEVEN_EIGHT,
    }
)

#: 623a.3(a)(n) for each kind with a paragraph of its own
_PARAGRAPH: dict[Kind, int] = {
    Kind.PASS: 1,
    Kind.DONT_PASS: 2,
    Kind.COME: 3,
    Kind.DONT_COME: 4,
    Kind.PLACE_WIN: 5,
    Kind.PLACE_LOSE: 6,
    Kind.FIELD: 11,
    Kind.ANY_SEVEN: 12,
    Kind.ANY_CRAPS: 13,
    Kind.CRAPS_2: 14,
    Kind.CRAPS_3: 15,
    Kind.CRAPS_12: 16,
    Kind.ELEVEN: 17,
    Kind.C_AND_E: 18,
    Kind.HORN: 19,
    Kind.HORN_HIGH: 20,
    Kind.WHIRL: 21,
    Kind.SIX_SEVEN_EIGHT: 39,
    Kind.FIRE: 40,
    Kind.BUY: 41,
    Kind.LAY: 42,
}
HARDWAY_PARAGRAPH: dict[int, int] = {4: 7, 6: 8, 8: 9, 10: 10}
#: the 17 hop bets of 623a.3(a)(22)-(38), by unordered pair of faces
HOP_PARAGRAPH: dict[tuple[int, int], int] = {
    (2, 2): 22,
    (3, 3): 23,
    (4, 4): 24,
    (5, 5): 25,
    (1, 3): 26,
    (1, 4): 27,
    (2, 3): 28,
    (1, 5): 29,
    (2, 4): 30,
    (1, 6): 31,
    (2, 5): 32,
    (3, 4): 33,
    (2, 6): 34,
    (3, 5): 35,
    (3, 6): 36,
    (4, 5): 37,
    (4, 6): 38,
}
_BONUS_SUB = {Kind.ALL_SMALL: "i", Kind.ALL_OR_NOTHING: "ii", Kind.ALL_TALL: "iii"}
_ODDS_SUB = {Kind.PASS_ODDS: "a", Kind.DONT_PASS_ODDS: "b", Kind.COME_ODDS: "c", Kind.DONT_COME_ODDS: "d"}

#: 623a.3(a)(43): the totals each Bonus Craps wager needs before a 7
BONUS_NEEDS: dict[Kind, frozenset[int]] = {
    Kind.ALL_SMALL: frozenset({2, 3, 4, 5, 6}),
    Kind.ALL_TALL: frozenset({8, 9, 10, 11, 12}),
    Kind.ALL_OR_NOTHING: frozenset({2, 3, 4, 5, 6, 8, 9, 10, 11, 12}),
}


_KIND_ORDER: dict[Kind, int] = {k: i for i, k in enumerate(Kind)}


@attrs.frozen(order=True, cache_hash=True)
class Bet:
    """A spot on the layout: a wager kind and, where the kind needs one, its number or dice.

    ``Bet(Kind.PLACE_WIN, 6)`` is a Place Bet to Win on 6; ``Bet(Kind.COME)`` a
    Come Bet on the Come Line, ``Bet(Kind.COME, 5)`` one moved to the 5 box;
    ``Bet(Kind.HOP, combo=(2, 5))`` the Two-Five hop; ``Bet(Kind.HORN_HIGH, 12)``
    a Horn High on 12. ``str(b)`` is its protocol name, ``Bet.parse`` reads it back.
    """

    kind: Kind = attrs.field(order=_KIND_ORDER.__getitem__)
    number: Optional[int] = attrs.field(default=None, order=lambda n: -1 if n is None else n)
    combo: Optional[tuple[int, int]] = attrs.field(default=None, order=lambda c: (0, 0) if c is None else c)
    #: layout order, cheap to compare: kind, then number, then dice (worked out once: a bet is frozen)
    sort_key: tuple[int, int, tuple[int, int]] = attrs.field(init=False, eq=False, order=False, repr=False)

    @sort_key.default
    def _sort_key(self) -> tuple[int, int, tuple[int, int]]:
        # a kind that is no Kind (refused before it reaches the layout) sorts last instead of failing here
        return (_KIND_ORDER.get(self.kind, len(_KIND_ORDER)), -1 if self.number is None else self.number,
                self.combo or (0, 0))

    def __attrs_post_init__(self) -> None:
        k, n, c = self.kind, self.number, self.combo
        if k is Kind.HOP:
            if c is None or n is not None or c not in HOP_PARAGRAPH:
                raise MalformedEvent("bet", "a hop bet names one of the 17 hop combinations (a, b) with a <= b")
        elif c is not None:
            raise MalformedEvent("bet", "only hop bets name a combination")
        elif k in NUMBER_KINDS or k in (Kind.COME_ODDS, Kind.DONT_COME_ODDS):
            if n not in POINTS:
                raise MalformedEvent("bet", "this bet needs a number: 4, 5, 6, 8, 9 or 10")
        elif k in COME_KINDS:
            if n is not None and n not in POINTS:
                raise MalformedEvent("bet", "a come bet is on the line (no number) or on 4, 5, 6, 8, 9 or 10")
        elif k is Kind.HARDWAY:
            if n not in HARD_NUMBERS:
                raise MalformedEvent("bet", "a hardway bet is on 4, 6, 8 or 10")
        elif k is Kind.HORN_HIGH:
            if n not in HORN_NUMBERS:
                raise MalformedEvent("bet", "a horn high bet names 2, 3, 11 or 12")
        elif n is not None:
            raise MalformedEvent("bet", "this bet takes no number")

    def __str__(self) -> str:
        if self.combo is not None:
            return f"{self.kind.value} {self.combo[0]}-{self.combo[1]}"
        if self.number is not None:
            return f"{self.kind.value} {self.number}"
        return self.kind.value

    @classmethod
    def parse(cls, text: str) -> "Bet":
        """``"place_win 6"`` -> ``Bet(Kind.PLACE_WIN, 6)``; ``"hop 2-5"`` -> the Two-Five hop."""
        if not isinstance(text, str):
            raise MalformedEvent("bet", "a bet is written as a string such as 'place_win 6'")
        name, _, arg = text.strip().partition(" ")
        try:
            kind = Kind(name)
        except ValueError:
            raise MalformedEvent("bet", f"unknown wager {name!r}") from None
        arg = arg.strip()
        if kind is Kind.HOP:
            a, _, b = arg.partition("-")
            if not (a.isdigit() and b.isdigit()):
                raise MalformedEvent("bet", "a hop bet is written 'hop a-b'")
            x, y = sorted((int(a), int(b)))
            return cls(kind, combo=(x, y))
        if arg:
            if not arg.isdigit():
                raise MalformedEvent("bet", f"not a number: {arg!r}")
            return cls(kind, int(arg))
        return cls(kind)

    @property
    def is_odds(self) -> bool:
        return self.kind in ODDS_KINDS


#: the clause ids of ``_PARAGRAPH``
_PARAGRAPH_ID: dict[Kind, str] = {k: f"pa:623a.3(a)({n})" for k, n in _PARAGRAPH.items()}


def paragraph(b: Bet) -> str:
    """The clause that authorizes ``b`` and decides it: ``pa:623a.3(a)(n)`` (or 623a.6 for odds)."""
    k = b.kind
    if k in _PARAGRAPH_ID:
        return _PARAGRAPH_ID[k]
    if k is Kind.HARDWAY:
        return f"pa:623a.3(a)({HARDWAY_PARAGRAPH[b.number or 0]})"
    if k is Kind.HOP:
        return f"pa:623a.3(a)({HOP_PARAGRAPH[b.combo or (0, 0)]})"
    if k in BONUS_KINDS:
        return f"pa:623a.3(a)(43)({_BONUS_SUB[k]})"
    return f"pa:623a.6({_ODDS_SUB[k]})"
