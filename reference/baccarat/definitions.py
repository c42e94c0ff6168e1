"""Cards, hands, the layout's wagers and the three games of the baccarat family.

``c``: a :class:`Card`; ``rank``: 1 (ace) to 13 (king); ``suit``: one of
``SHDC``. A card is written rank then suit, ``"AS"``, ``"10H"``, ``"QD"``:
the protocol's spelling (INTERPRETING.md). The games differ in a handful of
rules (seats, who deals, the squeeze, the shoe's end, the commission's rounding);
:class:`Variant` names them and the ruleset's chapter decides which one a table
plays.
"""

from __future__ import annotations

import enum
from typing import Optional

import attrs

__all__ = ["Bet", "CHAPTER_VARIANT", "Card", "RANKS", "SUITS", "Variant", "Winner", "parse_card"]

#: the thirteen ranks, ace low, as written on a card (541.6(a))
RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
#: spades, hearts, diamonds, clubs
SUITS: str = "SHDC"


class Variant(enum.Enum):
    """The three games: Minibaccarat (541/627a), Midibaccarat (543/629a), Baccarat (545/631a)."""

    MINI = "minibaccarat"
    MIDI = "midibaccarat"
    BACCARAT = "baccarat"


#: which game a ruleset's chapter is
CHAPTER_VARIANT: dict[str, Variant] = {
    "541": Variant.MINI, "627a": Variant.MINI,
    "543": Variant.MIDI, "629a": Variant.MIDI,
    "545": Variant.BACCARAT, "631a": Variant.BACCARAT,
}


@attrs.frozen(order=True)
class Card:
    """One playing card: ``rank`` 1-13 (A, 2-10, J, Q, K) and ``suit`` S, H, D or C."""

    rank: int
    suit: str

    def __attrs_post_init__(self) -> None:
        if not (isinstance(self.rank, int) and 1 <= self.rank <= 13) or self.suit not in tuple(SUITS):
            raise ValueError(f"not a card: rank {self.rank!r}, suit {self.suit!r}")

    def __str__(self) -> str:
        return RANKS[self.rank - 1] + self.suit

    @property
    def index(self) -> int:
        """0-51: the card's place in one deck (rank-major)."""
        return (self.rank - 1) * 4 + SUITS.index(self.suit)


def parse_card(text: object) -> Optional[Card]:
    """``"10H"`` -> ``Card(10, "H")``; ``None`` if ``text`` is not a card."""
    if not isinstance(text, str) or len(text) < 2 or text[:-1] not in RANKS or text[-1] not in SUITS:
        return None
    return Card(RANKS.index(text[:-1]) + 1, text[-1])


class Bet(enum.Enum):
    """The wagers of the layout: Banker, Player, Tie (541.8(a)) and the 2013 House Money side wager
    (627a.7(a)(7))."""

    BANKER = "banker"
    PLAYER = "player"
    TIE = "tie"
    HOUSE_MONEY = "house_money"

    def __lt__(self, other: "Bet") -> bool:
        return _ORDER[self] < _ORDER[other]


_ORDER = {b: i for i, b in enumerate(Bet)}


class Winner(enum.Enum):
    """The result of a round (541.8(a), 541.12(a)): the higher Point Count wins; equal counts are a Tie Hand."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"
