"""A short scripted Blackjack session with the 2013 side wagers of chapter 633a: a six-deck shoe (an assumption:
the base game is not in the sources, BJ-A01), then the digest's worked rounds: a three-card Straight Jack run, a
House Money ace-king suited let ride onto a Blackjack, a pair held for the check against an ace, and the six-card
ace-of-spades straight that takes the meter; each settlement printed with its clauses."""

from __future__ import annotations

from croupier.reference.blackjack.config import TableConfig
from croupier.reference.blackjack.game import step
from croupier.reference.blackjack.state import (Deal, Hit, Insure, Peek, PlaceBet, PlaceSide, Ride, Shuffle, Stand,
                                                State)
from croupier.reference.families.table import narrate
from croupier.reference.cards import parse_card
from croupier.reference.money import dollars

__all__ = ["run"]


def _cards(text: str) -> list[object]:
    return [Deal(parse_card(x)) for x in text.split()]  # type: ignore[arg-type]


def _describe(e: object) -> str:
    if isinstance(e, PlaceBet):
        return f"box {e.box} bets {dollars(e.amount)}"
    if isinstance(e, PlaceSide):
        return f"box {e.box} bets {dollars(e.amount)} on {e.bet.replace('_', ' ').title()}"
    if isinstance(e, Deal):
        return f"deal {e.card}"
    if isinstance(e, Shuffle):
        return "shuffle a fresh shoe"
    if isinstance(e, Ride):
        return f"box {e.box} {'lets its House Money payout ride' if e.ride else 'takes its House Money payout'}"
    if isinstance(e, Insure):
        return f"box {e.box} insures for {dollars(e.amount)}"
    if isinstance(e, Peek):
        return "the dealer checks his hole card in the card reader"
    box = getattr(e, "box", None)
    return f"box {box} {type(e).__name__.lower()}s" if box is not None else type(e).__name__


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
