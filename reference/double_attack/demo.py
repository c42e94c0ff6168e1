"""A short scripted Double Attack Blackjack session: an eight-deck batch shuffled, cut and burned, then four of the
digest's worked rounds (a Double Attack Wager and a double with Bust It on a third-card 8, a dealer Blackjack with
insurance, a surrender after a hit, three splits to four hands), each settlement printed with its clauses."""

from __future__ import annotations

from croupier.reference.families.table import bets, narrate
from croupier.reference.double_attack.config import TableConfig
from croupier.reference.double_attack.game import CH665A, step
from croupier.reference.double_attack.state import (Burn, Double, Hit, Insure, Peek, PlaceAttack, PlaceBet,
                                                    PlaceBustIt, Shuffle, Split, Stand, State, Surrender)
from croupier.reference.families import blackjack as family
from croupier.reference.money import dollars

__all__ = ["run"]


_cards = family.deals


def _describe(e: object) -> str:
    if isinstance(e, PlaceBustIt):
        return bets("box", e.box, e.amount, "Bust It")
    if isinstance(e, PlaceAttack):
        return f"box {e.box} adds a Double Attack Wager of {dollars(e.amount)}"
    return family.describe(CH665A, e)


def run(cfg: TableConfig) -> list[str]:
    """The session's lines: each event, then what it settled, returned, announced or refused."""
    script: list[object] = [
        Shuffle(190, 120), Burn(),
        PlaceBet(1, 1000), PlaceBustIt(1, 500), *_cards("6S"), PlaceAttack(1, 1000), *_cards("9H 2C QD"),
        Double(1, 2000), *_cards("KC 8H"),
        PlaceBet(1, 1000), PlaceBustIt(1, 500), PlaceBet(2, 1000), *_cards("AS"), PlaceAttack(1, 1000),
        *_cards("9C AH 7D KD JC"), Insure(1, 500), Peek(),
        PlaceBet(1, 1000), PlaceBustIt(1, 500), *_cards("9D"), PlaceAttack(1, 1000), *_cards("8C 4H 5S"), Hit(1),
        *_cards("2S"), Surrender(1), *_cards("JC"),
        PlaceBet(1, 1000), PlaceBustIt(1, 500), *_cards("6H 8C 8D QS"), Split(1), *_cards("8S"), Split(1),
        *_cards("8H"), Split(1), *_cards("2D"), Double(1, 1000), *_cards("9H"), Stand(1), *_cards("8C"), Stand(1),
        *_cards("KD"), Stand(1), *_cards("3H"), Hit(1), *_cards("7S"), Stand(1), *_cards("9C"),
    ]
    _, lines = narrate(lambda s, e: step(cfg, s, e), State(), script, _describe, place="box")
    return lines
