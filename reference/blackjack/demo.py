"""A short scripted Blackjack session with the 2013 side wagers of chapter 633a: a six-deck shoe (an assumption:
the base game is not in the sources, BJ-A01), then the digest's worked rounds: a three-card Straight Jack run, a
House Money ace-king suited let ride onto a Blackjack, a pair held for the check against an ace, and the six-card
ace-of-spades straight that takes the meter; each settlement printed with its clauses."""

from __future__ import annotations

from croupier.reference.blackjack.config import TableConfig
from croupier.reference.blackjack.game import step
from croupier.reference.blackjack.state import Deal, Hit, Insure, Peek, PlaceBet, PlaceSide, Ride, Shuffle, Stand, State
from croupier.reference.families import blackjack as family
from croupier.reference.families.table import bets, narrate
from croupier.reference.money import dollars

__all__ = ["run"]


def _cards(text: str) -> list[object]:
    return family.deals(text, Deal)


def _describe(e: object) -> str:
    if isinstance(e, PlaceSide):
        return bets("box", e.box, e.amount, e.bet.replace('_', ' ').title())
    if isinstance(e, Shuffle):
        return "shuffle a fresh shoe"
    if isinstance(e, Ride):
        return f"box {e.box} {'lets its House Money payout ride' if e.ride else 'takes its House Money payout'}"
    return family.said(e)


def run(cfg: TableConfig) -> list[str]:
    """The session's lines: each event, then what it settled, returned, announced or refused."""
    script: list[object] = [
        Shuffle(),
        PlaceBet(1, 1000), PlaceSide(1, "straight_jack", 500), *_cards("4C 8S 5D 10H"), Hit(1), *_cards("6H"),
        Stand(1),
        PlaceBet(1, 1000), PlaceSide(1, "house_money", 500), *_cards("AS 7D KS 9C"), Ride(1), *_cards("5H"),
        PlaceBet(1, 1000), PlaceSide(1, "house_money", 500), *_cards("8C AS 8H KD"), Insure(1, 500), Peek(),
        PlaceBet(1, 1000), PlaceSide(1, "straight_jack", 500), *_cards("AS 8S 2D 10H"), Hit(1), *_cards("3C"),
        Hit(1), *_cards("4H"), Hit(1), *_cards("5S"), Hit(1), *_cards("6D"),
    ]
    s, lines = narrate(lambda s, e: step(cfg, s, e), State(), script, _describe, place="box")
    lines.append(f"the Straight Jack meter stands at {dollars(s.meter or 0)}")
    return lines
