"""Three Dice Football vector scripts: the sequences the generator mines before random play, and whole games.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The
scripts reach what random play reaches only by luck: every single play wager
against each of the 216 throws on a first down, every full game wager through
the digest's worked games (a Trips TD on the fourth play, a turnover on the
first, a stand on downs, a touchdown landing on the 0, a goal-line stand, a
touchdown on the sixth play) with each extra point roll, and every refusal
and dice procedure in each phase of a game.
"""

from __future__ import annotations

import itertools
from typing import Any

from croupier.conformance.tdf.codec import encode_event
from croupier.conformance.tdf.suite import OFF_LAYOUT
from croupier.reference.tdf import game
from croupier.reference.tdf.config import TableConfig
from croupier.reference.tdf.definitions import BETS, Bet, Kind, SINGLE_PLAY
from croupier.reference.tdf.state import (
    AcceptDice, Cocked, DeclineDice, Event, ExtraPointRoll, InvalidThrow, Invalidity, Join, Leave, Medium, NewDiceSet,
    NoRoll, NoRollGround, OfferDice, PassDice, PassReason, PlaceBet, RemoveBet, State, Throw, VoidThrow,
)

__all__ = ["WORKED_GAMES", "scripts", "whole_cases"]

Message = dict[str, Any]

THROWS: tuple[tuple[int, int, int], ...] = tuple((a, b, c) for a, b, c in itertools.product(range(1, 7), repeat=3))
#: the digest's worked games (three-dice-football.md section 6): the throws, then the extra point roll if one is due
WORKED_GAMES: dict[str, tuple[tuple[tuple[int, int, int], ...], tuple[int, int, int]]] = {
    "g1-trips-td-on-play-4": (((5, 5, 2), (1, 2, 4), (6, 5, 1), (3, 3, 3)), (1, 4, 1)),
    "g2-turnover-on-play-1": (((1, 1, 6),), (1, 1, 1)),
    "g3-stopped-in-three": (((2, 3, 4), (4, 4, 6), (3, 3, 6)), (1, 1, 1)),
    "g4-touchdown-on-the-0": (((6, 5, 1), (6, 6, 2)), (2, 1, 5)),
    "g5-goal-line-stand": (((6, 5, 1), (1, 2, 4), (2, 2, 4), (3, 1, 2)), (1, 1, 1)),
    "g6-touchdown-on-play-6": (((3, 4, 2), (4, 3, 3), (6, 5, 2), (1, 1, 3), (2, 2, 4), (5, 4, 5)), (6, 6, 6)),
    "g7-trips-td-on-play-1": (((4, 4, 4),), (5, 5, 6)),
    "g8-dice-yards-at-the-goal": (((6, 5, 1), (3, 4, 3), (3, 3, 1), (6, 5, 1)), (1, 5, 5)),
}
EXTRA_POINT_ROLLS = ((1, 1, 1), (1, 1, 4), (1, 5, 5), (6, 6, 6), (2, 3, 4), (5, 5, 6))


def _ok(cfg: TableConfig, events: list[Event]) -> tuple[State, bool]:
    s, steps = game.replay(cfg, events)
    return s, all(not st.rejected for st in steps)


def _least(cfg: TableConfig) -> int:
    """The least stake every wager pays exactly: the table minimum rounded up to a multiple of 5 (4 to 5, 6 to 5)."""
    return -(-cfg.table_min // 5) * 5


def _start(cfg: TableConfig) -> list[Event]:
    """Two players seated, seat 1 Quarterback."""
    return [Join(1), Join(2), OfferDice(), AcceptDice(1)]


def _kickoff(cfg: TableConfig) -> list[Event]:
    """Every full game wager the table offers (seat 1) and Defense (seat 2), before the first throw."""
    out = _start(cfg)
    for bet in BETS:
        if bet.full_game and bet.kind in cfg.offered:
            out.append(PlaceBet(2 if bet.kind is Kind.DEFENSE else 1, bet, _least(cfg)))
    return out


def _single_plays(cfg: TableConfig, seat: int = 2) -> list[Event]:
    return [PlaceBet(seat, Bet(k), _least(cfg)) for k in sorted(SINGLE_PLAY, key=lambda k: k.value) if k in cfg.offered]


def _game(cfg: TableConfig, throws: tuple[tuple[int, int, int], ...], roll: tuple[int, int, int]) -> list[Event]:
    """A whole game: the full game wagers, single plays before every throw, the throws, the roll if one is due."""
    events = _kickoff(cfg)
    for dice in throws:
        s, _ = _ok(cfg, events)
        if s.games:
            break
        events += [e for e in _single_plays(cfg) if _ok(cfg, events + [e])[1]]
        events.append(Throw(*dice))
    s, _ = _ok(cfg, events)
    if s.phase.value == "extra_point":
        events.append(ExtraPointRoll(*roll))
    return events


def scripts(cfg: TableConfig) -> list[list[Message]]:
    """The scripted sequences, in protocol form."""
    out: list[list[Event]] = []
    first = _kickoff(cfg) + _single_plays(cfg)
    out += [first + [Throw(*d)] for d in THROWS]  # every single play against every throw of a first down
    for throws, roll in WORKED_GAMES.values():
        out.append(_game(cfg, throws, roll))
        out += [_game(cfg, throws, r) for r in EXTRA_POINT_ROLLS]
    prefixes: list[list[Event]] = [[], [Join(1)], [Join(1), OfferDice()], _start(cfg), _kickoff(cfg),
                                   _kickoff(cfg) + [Throw(3, 3, 2)], _kickoff(cfg) + [Throw(4, 4, 4)],
                                   _kickoff(cfg) + [InvalidThrow(Invalidity.OFF_TABLE, True)],
                                   _kickoff(cfg) + [Throw(1, 1, 6)]]
    procedures: list[Event] = [
        OfferDice(), AcceptDice(1), AcceptDice(2), DeclineDice(1), DeclineDice(2), Join(1), Join(3), Join(17),
        Leave(1), Leave(2), Leave(3), NewDiceSet(), VoidThrow(), PassDice(PassReason.VOLUNTARY),
        PassDice(PassReason.SUPERVISOR), Throw(2, 3, 1), Throw(0, 3, 7), Throw(2, 3, 1, Cocked.TWO_SIDES),
        Throw(2, 3, 1, Cocked.ONE_SIDE), ExtraPointRoll(1, 2, 3), ExtraPointRoll(1, 2, 9),
        *(InvalidThrow(i, lost) for i in Invalidity for lost in (False, True)), *(NoRoll(g) for g in NoRollGround),
    ]
    least = _least(cfg)
    for prefix in prefixes:
        out += [prefix + [e] for e in procedures]
        out += [prefix + [PlaceBet(seat, bet, a, medium)] for bet in BETS + OFF_LAYOUT
                for seat, a, medium in ((1, least, Medium.CHIPS), (2, least, Medium.PLAQUES), (3, least, Medium.CHIPS),
                                        (1, least, Medium.CASH_VERBAL), (1, cfg.table_min - 1, Medium.CHIPS),
                                        (1, cfg.table_max + 1, Medium.CHIPS), (1, least + 1, Medium.CHIPS),
                                        (1, 0, Medium.CHIPS))]
        out += [prefix + [RemoveBet(seat, bet)] for seat in (1, 2) for bet in BETS]
    out.append(_start(cfg) + [PlaceBet(1, Bet(Kind.TOUCHDOWN), least), PlaceBet(1, Bet(Kind.TOUCHDOWN), cfg.table_max)])
    return [[encode_event(e) for e in events] for events in out]


#: offers of the dice kept whole (661a.4(b), GAP-T12): the seat first offered declines and leaves; the offer goes
#: round and, passing where that seat was, ends with nobody accepting
OFFER_ROUNDS: dict[str, list[Event]] = {
    "offer-round-passes-a-seat-that-left": [Join(1), Join(5), Join(9), OfferDice(), DeclineDice(1), Leave(1),
                                            DeclineDice(5), DeclineDice(9)],
    # 661a.3(c) with AMBIG-T10: an invalid first throw is the game's first throw for the full game wagers, which stay
    # fixed (random play reaches it only after many examples)
    "invalid-first-throw-fixes-the-full-game-wagers": [Join(1), OfferDice(), AcceptDice(1),
                                                       PlaceBet(1, Bet.parse("TOUCHDOWN"), 1000), InvalidThrow(),
                                                       RemoveBet(1, Bet.parse("TOUCHDOWN"))],
}


def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The digest's worked games and the offer rounds, kept whole: each is one story, settled step by step."""
    games = [(name, [encode_event(e) for e in _game(cfg, throws, roll)])
             for name, (throws, roll) in WORKED_GAMES.items()]
    return games + [(name, [encode_event(e) for e in events]) for name, events in OFFER_ROUNDS.items()]
