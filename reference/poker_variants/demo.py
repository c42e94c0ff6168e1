"""A short scripted session of the table's 637a poker variant (Five-card Omaha, Triple Draw or Badugi): decks
stacked so that the digest's worked hands come out, the blinds, a bet and its calls, the board or the draws, the
showdown's shares with their clauses, a round won when everyone else folds, and the button moving on."""

from __future__ import annotations

from typing import Any

from croupier.reference.poker_variants.scripts import HANDS, dealt, family, least_bet, play_out
from croupier.reference.families.table import STACKED, acts, narrate, sits
from croupier.reference.money import dollars
from croupier.reference.poker_variants.config import TableConfig
from croupier.reference.poker_variants.game import (Bet, Call, Check, Deal, Draw, DrawForButton, Fold, Join,
                                                    Shuffle, State, step)
from croupier.reference.poker_variants.kernels import card_name

__all__ = ["run"]

#: the worked hands each family's demonstration deals
_SHOWN = {"omaha": ("om-1-scoop", "om-5-tied-lows"), "draw": ("td-1", "tied-lows"), "badugi": ("bg-4", "bg-3")}


def _describe(e: object) -> str:
    if isinstance(e, Join):
        return sits("seat", e.seat)
    if isinstance(e, DrawForButton):
        return "a card to each player for the button: " + ", ".join(f"seat {p} {card_name(c)}" for p, c in e.cards)
    if isinstance(e, Shuffle):
        return STACKED
    if isinstance(e, Deal):
        return "the blinds" + (" and a straddle" if e.straddle else "") + " are posted and the cards dealt"
    if isinstance(e, (Check, Call, Fold)):
        return acts(e, "seat")
    if isinstance(e, Bet):
        return f"seat {e.seat} bets, to {dollars(e.to)}"
    if isinstance(e, Draw):
        return (f"seat {e.seat} throws {' '.join(map(card_name, e.discards))}" if e.discards
                else f"seat {e.seat} stands pat")
    return type(e).__name__


def run(cfg: TableConfig) -> list[str]:
    """The session's lines: each event, then what it settled, announced or refused."""
    lines: list[str] = [f"637a poker ({cfg.ruleset}): {cfg.variant.value}"
                        + (f" split as {cfg.split.value}" if cfg.split.value != "none" else "")
                        + f", {cfg.betting.value}, blinds {', '.join(dollars(b) for b in cfg.blinds)}"]
    s = State()
    events: list[Any] = []
    for name in _SHOWN[family(cfg)]:
        board, hands = HANDS[family(cfg)][name]
        seats = list(range(1, max(len(hands), len(cfg.blinds) + 1) + 1))
        deal = dealt(cfg, seats, dict(zip(seats, hands)), board, seated=s if s.seated else None)
        if s.seated:
            deal = [Join(p) for p in seats if p not in s.seated] + deal
        first = True

        def bettor(c: TableConfig, st: State, seat: int) -> Any:
            nonlocal first
            if first and st.street == 2 and st.phase.value == "betting":
                first = False
                return Bet(seat, least_bet(c, st))
            return None

        script = deal + play_out(cfg, events + deal, bettor)
        s, more = narrate(lambda s, e: step(cfg, s, e), s, script, _describe)
        events += script
        lines += [f"-- {name}"] + more
    deal = dealt(cfg, [], seated=s)
    folds = play_out(cfg, events + deal, lambda c, st, seat: Bet(seat, least_bet(c, st)) if not st.acted
                     else Fold(seat))
    s, more = narrate(lambda s, e: step(cfg, s, e), s, deal + folds, _describe)
    return lines + ["-- everyone else folds"] + more
