"""The events a Blackjack (633a) table may see next, for random walks: :func:`candidates` lists a representative set,
legal and illegal, so a walk both plays rounds to the end and tries what the rules refuse. The model decides what
is legal."""

from __future__ import annotations

from croupier.reference.blackjack.config import TableConfig
from croupier.reference.blackjack.game import SIDES, in_turn
from croupier.reference.blackjack.state import (Deal, Double, EvenMoney, Hit, Insure, Peek, Phase, PlaceBet,
                                                PlaceSide, Reshuffle, Ride, Shuffle, Split, Stand, State, Surrender)
from croupier.reference.cards import SUITS, Card
from croupier.reference.families import blackjack as family

__all__ = ["FACES", "candidates", "cards_left"]

#: the 52 faces of a deck that keeps its 10s (633a.7(h))
FACES: tuple[Card, ...] = tuple(Card(r, x) for r in range(1, 14) for x in SUITS)


def cards_left(s: State) -> list[tuple[Card, int]]:
    """Each face still in the shoe and how many of it."""
    return family.cards_left(s, FACES)


def candidates(cfg: TableConfig, s: State) -> list[object]:
    """Representative next events for the table's state."""
    if s.phase is Phase.SHUFFLE:
        return [Shuffle(0), Shuffle(cfg.decks * 13)]
    if s.phase is Phase.BETTING and s.remaining < 30:  # too few cards for a round: reshuffle
        return [Reshuffle()]
    out: list[object] = []
    if s.phase is Phase.BETTING:
        taken = {b.number for b in s.boxes}
        out += [PlaceBet(n, cfg.table_min) for n in range(1, min(cfg.boxes, 4) + 1) if n not in taken]
        out += [PlaceSide(b.number, kind, 500) for b in s.boxes for kind in SIDES if not getattr(b, kind)]
        out.append(Reshuffle())
    if s.phase is Phase.RIDE:
        out += [Ride(b.number, r) for b in s.boxes if b.ride_offer for r in (True, False)]
    if s.phase is Phase.INSURANCE:
        out += [Insure(b.number, b.bet // 2) for b in s.boxes if not b.insurance]
        out += [EvenMoney(b.number) for b in s.boxes]
    if s.phase in (Phase.INSURANCE, Phase.PEEK):
        out.append(Peek())
    at = family.hand_in_turn(s, in_turn(s)) if s.phase is Phase.PLAYING else None
    if at is not None:
        box, h = at
        out += [Hit(box), Stand(box), Double(box, int(h.wager)), Split(box), Surrender(box)]
    if s.phase in (Phase.BETTING, Phase.DEALING, Phase.PLAYING, Phase.DEALER):
        out += [Deal(c) for c, _ in cards_left(s)]
    return out
