"""A scripted Craps session: come-out, point, odds, props, Fire and Bonus Craps, each settlement with its clause.

The dice are part of the script (the model draws nothing); every line printed
comes from the model's outcomes.
"""

from __future__ import annotations

from typing import Iterator

from croupier.reference.craps.config import TableConfig
from croupier.reference.craps.definitions import Bet, Kind
from croupier.reference.craps.game import step
from croupier.reference.craps.state import AcceptDice, Event, Join, PlaceBet, State, Throw
from croupier.reference.families.table import bets
from croupier.reference.outcomes import Commission, Notice, Rejected, Returned, Settlement
from croupier.reference.money import dollars

P, F = Bet(Kind.PASS), Bet(Kind.FIRE)


def script() -> list[Event]:
    """Two players; the shooter makes four different points (Fire), the Bonus board fills, then a seven-out."""
    ev: list[Event] = [
        Join(1), Join(2), AcceptDice(1),
        PlaceBet(1, P, 1000), PlaceBet(1, F, 500), PlaceBet(2, F, 200),
        PlaceBet(2, Bet(Kind.ALL_SMALL), 500), PlaceBet(2, Bet(Kind.ALL_TALL), 500),
        PlaceBet(2, Bet(Kind.FIELD), 500),
        Throw(5, 6),  # come-out natural 11
        PlaceBet(1, P, 1000), PlaceBet(2, Bet(Kind.HORN), 800),
        Throw(1, 1),  # come-out craps 2
        PlaceBet(1, P, 1000),
        Throw(2, 2),  # point 4
        PlaceBet(1, Bet(Kind.PASS_ODDS), 1000), PlaceBet(2, Bet(Kind.PLACE_WIN, 6), 1200),
        PlaceBet(2, Bet(Kind.COME), 1000),
        Throw(1, 2), Throw(2, 3), Throw(1, 5), Throw(1, 3),  # 3, 5, 6 (All Small done), 4 made
    ]
    for point, rolls in ((5, [(2, 3), (4, 4), (2, 3)]), (9, [(4, 5), (6, 6), (4, 6), (5, 6), (3, 6)]),
                         (10, [(4, 6), (4, 6)])):
        ev.append(PlaceBet(1, P, 1000))
        ev += [Throw(a, b) for a, b in rolls]
    ev += [PlaceBet(1, P, 1000), Throw(3, 3), Throw(3, 4)]  # point 6, then a loser 7
    return ev


def run(cfg: TableConfig) -> Iterator[str]:
    """Play the script under ``cfg``; yield one line per event and per outcome."""
    s = State()
    yield f"croupier demo: {cfg.game.value.replace('_', '-')} under {cfg.ruleset}, Fire pay table {cfg.fire_paytable.value}"
    for e in script():
        st = step(cfg, s, e)
        s = st.state
        if isinstance(e, Throw):
            phase = f"point {s.point}" if s.point else "come-out next"
            yield f"throw {e.d1}-{e.d2} = {e.d1 + e.d2}   ({phase})"
        elif isinstance(e, PlaceBet):
            yield "  " + bets("seat", e.seat, e.amount, e.bet)
        for o in st.outcomes:
            if isinstance(o, Settlement):
                extra = f" (vig {dollars(o.commission)})" if o.commission else ""
                yield f"    seat {o.seat} {o.bet}: {o.result.value} {dollars(o.amount)}{extra}   [{', '.join(o.clauses)}]"
            elif isinstance(o, (Commission, Returned)):
                yield f"    seat {o.seat} {o.bet}: {type(o).__name__.lower()} {dollars(o.amount)}   [{', '.join(o.clauses)}]"
            elif isinstance(o, Notice):
                yield f"    note: {o.what}   [{', '.join(o.clauses)}]"
            elif isinstance(o, Rejected):
                yield f"    REJECTED: {o.reason}   [{o.clause}]"
    yield f"end: Fire points by hand {dict((h, sorted(p)) for h, p in s.fire_points)}; Bonus board {sorted(s.bonus_marked)}"
