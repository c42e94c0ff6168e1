"""Cards, hands, the layout's wagers and the three games of the baccarat family.

Cards are :class:`croupier.reference.cards.Card`. The games differ in a handful of
rules (seats, who deals, the squeeze, the shoe's end, the commission's rounding);
:class:`Variant` names them and the ruleset's chapter decides which one a table
plays.
"""

from __future__ import annotations

import enum

from croupier.reference.cards import RANKS, SUITS, Card, parse_card

__all__ = ["Bet", "CHAPTER_VARIANT", "Card", "RANKS", "SUITS", "Variant", "Winner", "parse_card"]


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
