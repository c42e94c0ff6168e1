"""A short scripted Spanish 21 session: a six-deck shoe shuffled, cut and burned, then four of the digest's worked
rounds (a five-card 21, Match-The-Dealer before the check, a Super Bonus with its $50 to the other player, a split
and resplit with a double), each settlement printed with the clauses that decide it."""

from __future__ import annotations

from croupier.reference.families.table import bets, narrate
from croupier.reference.families import blackjack as family
from croupier.reference.spanish21.config import TableConfig
from croupier.reference.spanish21.game import CH551, step
from croupier.reference.spanish21.state import (Burn, Double, Hit, Peek, PlaceBet, PlaceMatch, Shuffle, Split, Stand,
                                                State)

__all__ = ["run"]


_cards = family.deals


def _describe(e: object) -> str:
    if isinstance(e, PlaceMatch):
        return bets("box", e.box, e.amount, "Match-The-Dealer")
    return family.describe(CH551, e)


def run(cfg: TableConfig) -> list[str]:
    """The session's lines: each event, then what it settled, returned, announced or refused."""
    script: list[object] = [
        Shuffle(140, 80), Burn(),
        PlaceBet(1, 1000), *_cards("2H 9C 3S 8D"), Hit(1), *_cards("AC"), Hit(1), *_cards("2D"), Hit(1),
        *_cards("3H"),
        PlaceBet(1, 1000), PlaceMatch(1, 1000), *_cards("QH QH QS 5C"), Peek(), Stand(1), *_cards("6D"),
        PlaceBet(1, 2500), PlaceBet(2, 1000), *_cards("7D KS 7C 7D 9H 9S"), Hit(1), *_cards("7D"), Stand(2),
        *_cards("5H"),
        PlaceBet(1, 1000), *_cards("8H 6C 8S KD"), Split(1), *_cards("8C"), Split(1), *_cards("3D"),
        Double(1, 1000), *_cards("9S"), Stand(1), *_cards("8D"), Stand(1), *_cards("KS"), Stand(1), *_cards("7H"),
    ]
    _, lines = narrate(lambda s, e: step(cfg, s, e), State(), script, _describe, place="box")
    return lines
