"""Reusable rank functions for order rules (protocol 0.2, :class:`~croupier.conformance.compare.OrderRule`).

A rank sees one protocol outcome (``type``, ``seat``, ``bet``, ``result``, ``amount``) and nothing else: an
implementation need not report clauses, so a rank never reads ``clauses``. ``None`` leaves an outcome out of the
order. Each game's suite (``conformance/<game>/game.py``) builds its rules from these helpers; INTERPRETING.md
names them in the game's section ("Order (protocol 0.2)").
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Optional

from croupier.conformance.compare import MONEY, OrderRule

__all__ = ["by_bet", "counterclockwise_from_right", "kind", "losers_first", "losers_then_winners_down",
           "player_by_player", "seat", "seat_order"]

Message = dict[str, Any]


def losers_first(clause: str, what: str = "every losing wager collected before any winner is paid") -> OrderRule:
    """A step's losing settlements come before its winning ones (returns and voids are unranked): Sic Bo 625a.5(e)."""
    return OrderRule(clause, what, lambda o: {"lose": 0, "win": 1}.get(str(o.get("result")))
                     if o.get("type") == "settlement" else None)


def seat(o: Message) -> Optional[int]:
    """The outcome's seat, if it is a whole number."""
    s = o.get("seat")
    return s if isinstance(s, int) and not isinstance(s, bool) else None


def kind(o: Message) -> str:
    """The first word of the bet (``"game_length 3"`` -> ``"game_length"``)."""
    b = o.get("bet")
    return b.split()[0] if isinstance(b, str) and b.strip() else ""


def by_bet(clause: str, what: str, rank: Callable[[str, Message], Any], types: Iterable[str] = ("settlement",),
           within: tuple[str, ...] = ()) -> OrderRule:
    """A rule ranking the money outcomes of ``types`` by ``rank(kind of bet, outcome)``."""
    allowed = tuple(types)
    return OrderRule(clause, what, lambda o: rank(kind(o), o) if o.get("type") in allowed else None, within)


def seat_order(clause: str, what: str, key: Callable[[int], Any], types: Iterable[str] = MONEY,
               only: Callable[[Message], bool] = lambda o: True, within: tuple[str, ...] = (),
               among: tuple[str, ...] = ()) -> OrderRule:
    """A rule ranking the money outcomes of ``types`` (that pass ``only``) by ``key(seat)``: seat after seat."""
    allowed = tuple(types)

    def rank(o: Message) -> Any:
        s = seat(o)
        return key(s) if s is not None and o.get("type") in allowed and only(o) else None

    return OrderRule(clause, what, rank, within, among)


def counterclockwise_from_right(clause: str, what: str, highest_first: bool, types: Iterable[str] = MONEY,
                                only: Callable[[Message], bool] = lambda o: True,
                                within: tuple[str, ...] = (), among: tuple[str, ...] = ()) -> OrderRule:
    """Seat after seat from the dealer's far right, counterclockwise: over the seat numbers that is descending when
    seats are numbered clockwise from the dealer's left (``highest_first``), ascending otherwise."""
    return seat_order(clause, what, (lambda s: -s) if highest_first else (lambda s: s), types, only, within, among)


def player_by_player(clause: str, what: str, parts: Mapping[str, int], within: tuple[str, ...] = (),
                     among: tuple[str, ...] = ()) -> OrderRule:
    """Each player's wagers settled together, from the dealer's far right counterclockwise (descending seat
    numbers), and within one player's turn in the order of ``parts`` (bet kind -> place): 659a.11(h) settles the
    Bonus once that player's Asia Poker Wager is settled, before the dealer turns to the next player (659a.11(e))."""

    def rank(o: Message) -> Any:
        s, part = seat(o), parts.get(kind(o))
        return (-s, part) if s is not None and part is not None and o.get("type") == "settlement" else None

    return OrderRule(clause, what, rank, within, among)


def losers_then_winners_down(clause: str, what: str = "every losing wager collected first, then each winner's "
                             "commission and payout seat by seat from the highest-numbered seat down") -> OrderRule:
    """Baccarat (541.12(b) and its like): losing settlements (rank 0) first, then the winning ones (a winner's
    vigorish rides on its settlement) from the highest seat down. Ties given back, House Money (settled on its own,
    627a.8(d)) and deferred vigorish collected at the end of the shoe (``commission``, 541.13(e)) are left out."""

    def rank(o: Message) -> Any:
        s = seat(o)
        if o.get("type") != "settlement" or o.get("bet") == "house_money":
            return None
        if o.get("result") == "lose":
            return (0, 0)
        if s is not None and o.get("result") == "win":
            return (1, -s)
        return None

    return OrderRule(clause, what, rank)
