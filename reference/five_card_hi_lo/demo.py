"""A short scripted Five Card Hi-Lo session (chapter 663a): decks stacked so that the digest's worked hands come out,
each position playing or folding in turn, setting its hands, the dealer setting his by 663a.11(e), and every
settlement printed with its clauses: a win, a win with an ace sent low, a fold, three aces tying the Ante and
earning the Ante Bonus, equal totals losing the Ante, and
where the table offers them the Tie Wager on equal totals and the Poker Bonus on a fold."""

from __future__ import annotations

from typing import Any

from croupier.reference.families import card_setting as family
from croupier.reference.families.table import STACKED, acts, narrate, sits
from croupier.reference.five_card_hi_lo.config import TableConfig
from croupier.reference.five_card_hi_lo.game import (DEALER, DECK, POKER_BONUS, TIE, CountStub, DealerSets, Fold,
                                                     Join, NoMoreBets, PlaceWager, Play, Settle, SetHands, Shuffle,
                                                     State, stacked_deck, step)
from croupier.reference.five_card_hi_lo.kernels import card_name, cards

__all__ = ["run"]

_WAGER = {"ante": "Ante", TIE: "Tie Wager", POKER_BONUS: "Poker Bonus Wager"}


def _describe(e: object) -> str:
    if isinstance(e, Join):
        return sits("position", e.position)
    if isinstance(e, PlaceWager):
        return family.wagered(e.position, _WAGER[e.wager], e.amount)
    if isinstance(e, Shuffle):
        return STACKED
    if isinstance(e, NoMoreBets):
        return "no more bets: five cards to each Ante position and the dealer"
    if isinstance(e, CountStub):
        return "the dealer counts the stub"
    if isinstance(e, Play):
        return f"position {e.position} makes a Play Wager"
    if isinstance(e, Fold):
        return acts(e, "position")
    if isinstance(e, SetHands):
        return family.sets(e.position, (e.high, e.low), card_name)
    if isinstance(e, DealerSets):
        return "the dealer turns his cards over and sets them"
    if isinstance(e, Settle):
        return family.SETTLES
    return type(e).__name__


def _round(cfg: TableConfig, s: State, antes: dict[int, int], plants: dict[int, str], settings: dict[int, str],
           side: dict[tuple[int, str], int]) -> list[Any]:
    deck = stacked_deck(cfg, antes, {p: cards(x) for p, x in plants.items()}, sorted(DECK))
    events: list[Any] = [Join(p) for p in sorted(antes) if p not in s.seated]
    events += [PlaceWager(p, a) for p, a in sorted(antes.items())]
    events += [PlaceWager(p, a, key) for (p, key), a in sorted(side.items())
               if (key == TIE and cfg.tie_offered) or (key == POKER_BONUS and cfg.poker_bonus_offered)]
    events += [Shuffle(deck), NoMoreBets()] + ([CountStub()] if cfg.counts_stub else [])
    events += [Play(p) if p in settings else Fold(p) for p in sorted(antes)]
    for p, x in settings.items():
        high, low = (cards(h) for h in x.split("/"))
        events.append(SetHands(p, high, low))
    return events + [DealerSets(), Settle()]


def run(cfg: TableConfig) -> list[str]:
    """The session's lines: each event, then what it settled, announced or refused."""
    s = State()
    lines: list[str] = [f"Five Card Hi-Lo ({cfg.ruleset}): {cfg.positions} positions, dealing {cfg.dealing.value}, "
                        f"Ante Bonus paytable {cfg.ante_bonus_paytable.value}"]
    rounds: list[tuple[dict[int, int], dict[int, str], dict[int, str], dict[tuple[int, str], int]]] = [
        ({2: 1000, 4: 1000, 5: 500}, {2: "KS QS 10S 3H 2H", 4: "AS JH 10D 9C 2S", 5: "9S 8S 8H 6S 6H",
                                      DEALER: "10C 9D 9H 5D 4D"},
         {2: "KS QS 10S / 3H 2H", 4: "JH 10D 9C / AS 2S"}, {(5, POKER_BONUS): 500, (2, TIE): 500}),
        ({1: 2500, 3: 1000}, {1: "AS AH AD KS 4C", 3: "10S 9S 9H 5S 4S", DEALER: "10C 9D 9C 5D 4D"},
         {1: "AS AH AD / KS 4C", 3: "10S 9S 9H / 5S 4S"}, {(3, TIE): 500}),
    ]
    for antes, plants, sets, side in rounds:
        s, more = narrate(lambda s, e: step(cfg, s, e), s, _round(cfg, s, antes, plants, sets, side), _describe,
                          place="position")
        lines += more
    return lines
