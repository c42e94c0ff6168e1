"""A short scripted Asia Poker session (chapter 659a): decks stacked so that the digest's worked hands come out,
dealt from the table's starting-position device, each position set, the dealer set by the house way, and every
settlement printed with its clauses: four aces winning all three hands, a hand set out of order, a copy of the
dealer's hands, a surrender, and where the table offers it the Bonus on five aces and on a 9-high."""

from __future__ import annotations

from typing import Any, Optional

from croupier.reference.asia_poker.config import TableConfig
from croupier.reference.asia_poker.game import (BONUS, DEALER, DECK, Deal, DealerSets, Join, NoMoreBets, PlaceWager,
                                                RandomNumber, Settle, SetHands, Shake, Shuffle, State, Surrender,
                                                opening, replay, stacked_deck, step)
from croupier.reference.asia_poker.kernels import card_name, cards
from croupier.reference.families import card_setting as family
from croupier.reference.families.table import STACKED, acts, narrate, sits

__all__ = ["run"]


def _describe(e: object) -> str:
    if isinstance(e, Join):
        return sits("position", e.position)
    if isinstance(e, PlaceWager):
        return family.wagered(e.position, "Bonus Wager" if e.wager == BONUS else "Asia Poker Wager", e.amount)
    if isinstance(e, Shuffle):
        return STACKED
    if isinstance(e, NoMoreBets):
        return "no more bets"
    if isinstance(e, Shake):
        return f"the shaker shows {e.dice}"
    if isinstance(e, RandomNumber):
        return f"the generator shows {e.number}"
    if isinstance(e, Deal):
        return "the deal starts at the flat button"
    if isinstance(e, SetHands):
        return family.sets(e.position, (e.high, e.medium, e.low), card_name)
    if isinstance(e, DealerSets):
        return "the dealer turns his cards over"
    if isinstance(e, Surrender):
        return acts(e, "position")
    if isinstance(e, Settle):
        return family.SETTLES
    return type(e).__name__


def _round(cfg: TableConfig, s: State, wagers: dict[int, int], plants: dict[int, str], settings: dict[int, str],
           bonuses: dict[int, int] | None = None, surrender: tuple[int, ...] = ()) -> list[Any]:
    start, begin = opening(cfg, 10, s.button)
    deck = stacked_deck(cfg, start, {p: cards(x) for p, x in plants.items()}, sorted(DECK))
    events: list[Any] = [Join(p) for p in sorted(wagers) if p not in s.seated]
    events += [PlaceWager(p, a) for p, a in sorted(wagers.items())]
    events += [PlaceWager(p, a, BONUS) for p, a in sorted((bonuses or {}).items())]
    events += [Shuffle(deck), NoMoreBets(), begin]
    for p, x in settings.items():
        high, medium, low = (cards(h) for h in x.split("/"))
        events.append(SetHands(p, high, medium, low))
    return events + [DealerSets()] + [Surrender(p) for p in surrender] + [Settle()]


def run(cfg: TableConfig) -> list[str]:
    """The session's lines: each event, then what it settled, announced or refused."""
    s = State()
    lines: list[str] = [f"Asia Poker ({cfg.ruleset}): {cfg.positions} positions, start by {cfg.start_position.value}, "
                        f"dealing {cfg.dealing.value}, house way {cfg.house_way}"]
    junk = "2C 3D 4H 6S 7C 9D JH"
    rounds: list[tuple[dict[int, int], dict[int, str], dict[int, str], Optional[dict[int, int]], tuple[int, ...]]] = [
        ({2: 2500, 5: 1000}, {2: "AS AH AD AC KS KH QD", 5: "KD QC JS 9S 7S 7H 2H", DEALER: junk},
         {2: "AS AH AD AC/KS KH/QD", 5: "KD QC JS 9S/7S 7H/2H"}, None, ()),
        ({3: 2500, 1: 500}, {3: "KD 10C 8H 6S 4D 3C 2H", DEALER: "KH 10D 8S 6H 4C 3H 2S"},
         {3: "KD 10C 8H 6S/4D 3C/2H"}, None, (1,)),
    ]
    if cfg.bonus_offered:
        rounds.append(({2: 1000, 4: 1000}, {2: "AS AH AD AC JK 8D 5C", 4: "9S 8H 7D 6C 4S 3H 2D", DEALER: junk},
                       {2: "AS AH AD AC/JK 8D/5C", 4: "9S 8H 7D 6C/4S 3H/2D"}, {2: 500, 4: 500}, ()))
    for wagers, plants, sets, bonuses, surrender in rounds:
        events = _round(cfg, s, wagers, plants, sets, bonuses, surrender)
        if 1 in wagers:  # position 1 sets by the house way: its cards are whatever the deck gives it
            probe, _ = replay(cfg, [e for e in events if not isinstance(e, (SetHands, DealerSets, Surrender,
                                                                             Settle))], s)
            way = cfg.dealer_policy(probe.dealt[1], **cfg.ranking)
            at = next(i for i, e in enumerate(events) if isinstance(e, DealerSets))
            events.insert(at, SetHands(1, way.high, way.medium, way.low))
        s, more = narrate(lambda s, e: step(cfg, s, e), s, events, _describe, place="position")
        lines += more
    return lines
