"""A short scripted baccarat-family session: a shoe shuffled, cut and burned, the digest's worked rounds (a natural, a
tie after a draw, the Banker drawing on Table 1), each settlement printed with the clauses that decide it; at a
Midibaccarat squeeze table, a squeeze right taken away for delay and passed on (543.14(f))."""

from __future__ import annotations

from croupier.reference.baccarat.config import BurnReveal, Shuffling, TableConfig
from croupier.reference.baccarat.definitions import Bet, Card
from croupier.reference.baccarat.game import step
from croupier.reference.baccarat.state import (Burn, Deal, Event, Join, NoMoreBets, PassReason, PassSqueeze, PlaceBet,
                                              Shuffle, State)
from croupier.reference.families.table import bets, narrate, sits

__all__ = ["run"]

_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def _round(cards: str, then: tuple[Event, ...] = ()) -> list[Event]:
    bets: list[Event] = [PlaceBet(1, Bet.PLAYER, 2500), PlaceBet(2, Bet.BANKER, 2500), PlaceBet(3, Bet.TIE, 1000)]
    return bets + [NoMoreBets(), *then] + [Deal(Card(_RANKS.get(t) or int(t), "SHDC"[i % 4]))
                                    for i, t in enumerate(cards.split())]


def _describe(e: Event) -> str:
    if isinstance(e, PlaceBet):
        return bets("seat", e.seat, e.amount, e.bet.value)
    if isinstance(e, (Deal, Burn)):
        return f"{type(e).__name__.lower()} {e.card}"
    if isinstance(e, Shuffle):
        return f"shuffle and cut: cover card {e.cover_card} from the top, cut card {e.cut_card} from the bottom"
    if isinstance(e, Join):
        return sits("seat", e.seat)
    if isinstance(e, PassSqueeze):
        return f"the {e.hand.value}'s squeeze right leaves its holder ({e.reason.value}); seat {e.to} takes it"
    return "\"no more bets\"" if isinstance(e, NoMoreBets) else type(e).__name__


def run(cfg: TableConfig) -> list[str]:
    """The session's lines: each event, then what it settled, returned, announced or refused."""
    batch = 1 if cfg.shuffling is Shuffling.BATCH_SHUFFLER else 0
    shown = tuple(Card(r, "C") for r in range(2, 9)) if cfg.burn_reveal is BurnReveal.ALL else ()
    shoe: list[Event] = [Shuffle()] if cfg.continuous else [Shuffle(cover_card=120, cut_card=16, batch=batch),
                                                              Burn(Card(7, "D"), shown)]
    script: list[Event] = [Join(1), Join(2), Join(3), *shoe, *_round("4 3 5 Q"), *_round("K 5 3 2 4"),
                           *_round("2 3 A 2 4 9", (PassSqueeze(Bet.BANKER, 3, PassReason.DELAY),) if cfg.squeeze
                                   else ()),
                           *_round("J 6 4 K 7 2")]
    return narrate(lambda s, e: step(cfg, s, e), State(), script, _describe, name=lambda bet: bet.value, width=12,
                   amount_width=8)[1]
