"""The Three Dice Football layout: the fourteen wager types of 661a.3, the bets they give, and the classes of a throw.

``k``: a :class:`Kind`; ``bet``: a :class:`Bet`; ``n``: the play a Game Length
wager names (1-6). Wager ids follow ``spec/tdf/tables.toml`` (NOTE-T15);
bet names are their upper-case forms, ``GAME_LENGTH_n`` for Game Length.
"""

from __future__ import annotations

import enum
from typing import Optional

import attrs

__all__ = [
    "BETS", "Bet", "End", "FACES", "FULL_GAME", "Kind", "ODDS_CLAUSE", "PLAYS", "SINGLE_PLAY", "ThrowClass",
    "WAGER_CLAUSE",
]

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
#: the plays of the Game Length Puck (661a.2(b)(6))
PLAYS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)


class Kind(enum.Enum):
    """The fourteen wager types of 661a.3(b) (full game) and 661a.3(d) (single play), ids as in tables.toml."""

    TOUCHDOWN = "touchdown"
    DEFENSE = "defense"
    EXTRA_POINT = "extra_point"
    QUICK_STRIKE_TD = "quick_strike_td"
    GAME_CHANGER = "game_changer"
    GAME_LENGTH = "game_length"
    TRIPS_TD = "trips_td"
    PENALTY = "penalty"
    TURNOVER = "turnover"
    COVER_THREE = "cover_three"
    NO_GAIN = "no_gain"
    BIG_PLAY = "big_play"
    OVER_FOUR_YARDS = "over_four_yards"
    UNDER_FOUR_YARDS = "under_four_yards"


#: 661a.3(b): made before a game's first throw, fixed from then on (661a.3(c))
FULL_GAME: frozenset[Kind] = frozenset(list(Kind)[:6])
#: 661a.3(d): made before any throw, settled on that throw (661a.3(e))
SINGLE_PLAY: frozenset[Kind] = frozenset(list(Kind)[6:])

#: the paragraph of 661a.3 that says what wins each wager type
WAGER_CLAUSE: dict[Kind, str] = {
    Kind.TOUCHDOWN: "pa:661a.3(b)(1)",
    Kind.DEFENSE: "pa:661a.3(b)(2)",
    Kind.EXTRA_POINT: "pa:661a.3(b)(3)",
    Kind.QUICK_STRIKE_TD: "pa:661a.3(b)(4)",
    Kind.GAME_CHANGER: "pa:661a.3(b)(5)",
    Kind.GAME_LENGTH: "pa:661a.3(b)(6)",
    Kind.TRIPS_TD: "pa:661a.3(d)(1)",
    Kind.PENALTY: "pa:661a.3(d)(2)",
    Kind.TURNOVER: "pa:661a.3(d)(3)",
    Kind.COVER_THREE: "pa:661a.3(d)(4)",
    Kind.NO_GAIN: "pa:661a.3(d)(5)",
    Kind.BIG_PLAY: "pa:661a.3(d)(6)",
    Kind.OVER_FOUR_YARDS: "pa:661a.3(d)(7)",
    Kind.UNDER_FOUR_YARDS: "pa:661a.3(d)(8)",
}

#: the clause that prices each wager type: 661a.8(a) full game, 661a.8(b) single play
ODDS_CLAUSE: dict[Kind, str] = {k: ("pa:661a.8(a)" if k in FULL_GAME else "pa:661a.8(b)") for k in Kind}

_ORDER = {k: i for i, k in enumerate(Kind)}


class ThrowClass(enum.Enum):
    """What one valid throw (g1, g2 | r) is on the field (661a.1, 661a.6(c)); every throw is exactly one."""

    TRIPS_TD = "trips_td"  #: all three dice alike (661a.1 "Trips TD"; 661a.6(c)(5))
    TURNOVER = "turnover"  #: red 6, green total 2 or 3 (661a.1 "Turnover"; 661a.6(c)(4))
    GAIN = "gain"  #: green total above the red die (661a.6(c)(1))
    PENALTY = "penalty"  #: green total below the red die, not a turnover (661a.1 "Penalty"; 661a.6(c)(2))
    NO_GAIN = "no_gain"  #: green total equal to the red die (661a.6(c)(3))


class End(enum.Enum):
    """How a game ended (661a.6(c)(4), (5), (e)(1), (2)); a turnover on downs is DOWNS_EXHAUSTED (NOTE-T13)."""

    TOUCHDOWN = "touchdown"
    TRIPS_TD = "trips_td"
    TURNOVER = "turnover"
    DOWNS_EXHAUSTED = "downs_exhausted"

    @property
    def scored(self) -> bool:
        """661a.3(b)(1), (2): a touchdown or a Trips TD; the defence wins otherwise."""
        return self in (End.TOUCHDOWN, End.TRIPS_TD)


@attrs.frozen(order=True)
class Bet:
    """A place on the layout: a wager type and, for Game Length, the play it names (``n``, 1-6; 0 otherwise).

    A bet built here need not exist on the layout (``Bet(Kind.GAME_LENGTH, 7)``): :meth:`problem` says why, and
    :func:`~croupier.reference.tdf.game.step` refuses a wager on it with that clause.
    """

    kind: Kind = attrs.field(order=lambda k: _ORDER[k])
    n: int = 0

    @property
    def name(self) -> str:
        """``TOUCHDOWN``, ``GAME_LENGTH_3``."""
        return self.kind.name + (f"_{self.n}" if self.n else "")

    def __str__(self) -> str:
        return self.name

    @property
    def rank(self) -> tuple[int, int]:
        """The bet's place in the layout's order, the one ``<`` compares (its kind's place, then its play), as a tuple
        that sorts at C speed: placing a wager sorts the layout, and a round asks each bet whether it may be made."""
        return _ORDER[self.kind], self.n

    @classmethod
    def parse(cls, text: str) -> "Bet":
        """``"GAME_LENGTH_3"`` -> ``Bet(Kind.GAME_LENGTH, 3)``; case-insensitive; a ``ValueError`` otherwise."""
        t = text.strip().upper()
        head, _, tail = t.rpartition("_")
        if head == "GAME_LENGTH" and tail.isdigit():
            return cls(Kind.GAME_LENGTH, int(tail))
        try:
            return cls(Kind[t])
        except KeyError:
            raise ValueError(f"not a Three Dice Football bet: {text!r}") from None

    @property
    def full_game(self) -> bool:
        return self.kind in FULL_GAME

    def problem(self) -> Optional[tuple[str, str]]:
        """Why this bet is not on the layout, as (clause, reason); ``None`` for one of the 19 bets."""
        if self.kind is Kind.GAME_LENGTH:
            if self.n in PLAYS:
                return None
            return "pa:661a.3(b)(6)", "a Game Length wager names a play, 1 to 6"
        if self.n == 0:
            return None
        return WAGER_CLAUSE[self.kind], "this wager names no play"


#: the 19 bets of the layout, in the order of 661a.3
BETS: tuple[Bet, ...] = tuple(
    b for k in Kind for b in ([Bet(k, n) for n in PLAYS] if k is Kind.GAME_LENGTH else [Bet(k)]))
