"""Playing cards, shared by every card game: ``c``: a :class:`Card`; ``rank``: 1 (ace) to 13 (king); ``suit``: one
of ``SHDC``. A card is written rank then suit, ``"AS"``, ``"10H"``, ``"QD"``: the protocol's spelling
(INTERPRETING.md). A game says which cards its decks hold (Spanish 21 takes the 10s out, 551.3(a))."""

from __future__ import annotations

from typing import Callable, Optional, TypeVar

import attrs

__all__ = ["Card", "Pair", "RANKS", "SUITS", "pair_name", "pairs", "parse_card", "parse_pair", "read_cards"]

#: the thirteen ranks, ace low, as written on a card
RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
#: spades, hearts, diamonds, clubs
SUITS: str = "SHDC"
#: a card as the poker kernels hold it, ``(rank, suit)``: ``(10, "H")``
Pair = tuple[int, str]
T = TypeVar("T")


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


def pair_name(c: Pair) -> str:
    """A ``(rank, suit)`` card as written: rank then suit, ``"AS"``, ``"10H"``."""
    return RANKS[c[0] - 1] + c[1]


def parse_pair(text: object) -> Optional[Pair]:
    """``"10H"`` -> ``(10, "H")``; ``None`` if ``text`` is not a card."""
    c = parse_card(text)
    return None if c is None else (c.rank, c.suit)


def read_cards(text: str, parse: Callable[[str], Optional[T]]) -> tuple[T, ...]:
    """The cards ``text`` writes, one word each, as ``parse`` reads a word (``None``: not a card); a
    :class:`ValueError` names a word that is not one."""
    out = []
    for word in text.split():
        c = parse(word)
        if c is None:
            raise ValueError(f"not a card: {word!r}")
        out.append(c)
    return tuple(out)


def pairs(text: str) -> tuple[Pair, ...]:
    """``"AS KH 10D"`` -> the ``(rank, suit)`` cards; a :class:`ValueError` names a word that is not one."""
    return read_cards(text, parse_pair)
