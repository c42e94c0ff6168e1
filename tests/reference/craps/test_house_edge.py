"""Independent check of every payout: exact house edges computed *through the model* match the published figures.

Each dice combination is thrown at the model and the wager's result read from
its settlement; nothing here restates a payout. A wrong payout anywhere in the
chain (spec numbers, paytable reading, split-bet arithmetic, settlement) moves
an edge off its well-known value.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from croupier.reference.craps import AcceptDice, Bet, Join, Kind, PlaceBet, Throw, profile_from_mapping, replay, step
from croupier.reference.outcomes import Result, Settlement
from tests.formulas import all_before_seven

CFG = profile_from_mapping({"table_min": 100, "after_win": "returned"})
DICE = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def outcome_of(bet: Bet, amount: int, dice: tuple[int, int], point: int | None) -> Fraction | None:
    """Net result for the player (stake units) of ``bet`` on one throw, or None if the throw leaves it undecided."""
    events = [Join(1), Join(2), AcceptDice(1), PlaceBet(1, Bet(Kind.PASS), 100)]
    if point is not None:
        events.append(Throw(point // 2, point - point // 2))
    s, steps = replay(CFG, events + [PlaceBet(2, bet, amount)])
    assert not any(st.rejected for st in steps), steps
    for o in step(CFG, s, Throw(*dice)).outcomes:
        if isinstance(o, Settlement) and o.seat == 2 and o.bet == bet:
            net = Fraction(o.amount) if o.result is Result.WIN else -Fraction(o.amount) if o.result is Result.LOSE else 0
            return net / amount
    return None


def edge_per_decision(bet: Bet, amount: int, point: int | None = None) -> Fraction:
    """House edge per decided wager: minus the expected net over the throws that decide it."""
    results = [outcome_of(bet, amount, d, point) for d in DICE]
    decided = [r for r in results if r is not None]
    return -sum(decided, Fraction(0)) / len(decided)


ONE_ROLL = [
    (Bet(Kind.FIELD), 100, Fraction(1, 18)),
    (Bet(Kind.ANY_SEVEN), 100, Fraction(1, 6)),
    (Bet(Kind.ANY_CRAPS), 100, Fraction(1, 9)),
    (Bet(Kind.CRAPS_2), 100, Fraction(5, 36)),
    (Bet(Kind.CRAPS_3), 100, Fraction(1, 9)),
    (Bet(Kind.CRAPS_12), 100, Fraction(5, 36)),
    (Bet(Kind.ELEVEN), 100, Fraction(1, 9)),
    (Bet(Kind.HOP, combo=(3, 3)), 100, Fraction(5, 36)),
    (Bet(Kind.HOP, combo=(2, 5)), 100, Fraction(1, 9)),
    (Bet(Kind.C_AND_E), 200, Fraction(1, 9)),
    (Bet(Kind.HORN), 400, Fraction(1, 8)),
    (Bet(Kind.WHIRL), 500, Fraction(2, 15)),
    (Bet(Kind.HORN_HIGH, 12), 500, Fraction(23, 180)),  # three fifths at 30 to 1, two at 15 to 1
    (Bet(Kind.SIX_SEVEN_EIGHT), 100, Fraction(1, 18)),
]


@pytest.mark.parametrize("bet,amount,edge", ONE_ROLL, ids=[str(b) for b, _, _ in ONE_ROLL])
def test_one_roll_edges(bet: Bet, amount: int, edge: Fraction) -> None:
    """pa:623a.5(a)-(e): one-roll wagers, all 36 combinations."""
    assert edge == edge_per_decision(bet, amount)


NUMBER_BETS = [
    (Bet(Kind.PLACE_WIN, 4), 500, Fraction(1, 15)),
    (Bet(Kind.PLACE_WIN, 5), 500, Fraction(1, 25)),
    (Bet(Kind.PLACE_WIN, 6), 600, Fraction(1, 66)),
    (Bet(Kind.PLACE_LOSE, 4), 1100, Fraction(1, 33)),
    (Bet(Kind.PLACE_LOSE, 5), 800, Fraction(1, 40)),
    (Bet(Kind.PLACE_LOSE, 8), 500, Fraction(1, 55)),
    (Bet(Kind.HARDWAY, 4), 100, Fraction(1, 9)),
    (Bet(Kind.HARDWAY, 8), 100, Fraction(1, 11)),
    (Bet(Kind.BUY, 10), 100, Fraction(0)),  # true odds: no edge before the vigorish (vig = none here)
    (Bet(Kind.LAY, 9), 300, Fraction(0)),
]


@pytest.mark.parametrize("bet,amount,edge", NUMBER_BETS, ids=[str(b) for b, _, _ in NUMBER_BETS])
def test_number_bet_edges_per_decision(bet: Bet, amount: int, edge: Fraction) -> None:
    """pa:623a.5(a), (g)(1), (g)(2): place, buy, lay and hardway bets while a point (9 or 10) is set."""
    point = 9 if bet.number == 10 else 10
    assert edge == edge_per_decision(bet, amount, point)


def test_pass_line_edge_is_7_in_495() -> None:
    """pa:623a.3(a)(1): Pass wins 244 of 495 decisions; the edge is 7/495 (about 1.414%)."""
    win = Fraction(0)
    s, _ = replay(CFG, [Join(1), AcceptDice(1), PlaceBet(1, Bet(Kind.PASS), 100)])
    points: dict[int, Fraction] = {}
    for d in DICE:
        out = [o for o in step(CFG, s, Throw(*d)).outcomes if isinstance(o, Settlement) and o.bet == Bet(Kind.PASS)]
        if out:
            win += Fraction(1, 36) * (1 if out[0].result is Result.WIN else 0)
        else:
            points[sum(d)] = points.get(sum(d), Fraction(0)) + Fraction(1, 36)
    for p, prob in points.items():
        ps, _ = replay(CFG, [Throw(p // 2, p - p // 2)], s)
        decisions = [o for d in DICE for o in step(CFG, ps, Throw(*d)).outcomes
                     if isinstance(o, Settlement) and o.bet == Bet(Kind.PASS)]
        wins = sum(1 for o in decisions if o.result is Result.WIN)
        win += prob * Fraction(wins, len(decisions))
    assert Fraction(244, 495) == win


def _bonus_win_probability(kind: Kind) -> Fraction:
    """P(the Bonus wager is paid), by an absorbing chain over the marked totals, every transition thrown at the model."""
    import functools

    import attrs

    bet = Bet(kind)
    base, _ = replay(CFG, [Join(1), Join(2), AcceptDice(1), PlaceBet(1, Bet(Kind.PASS), 100), PlaceBet(2, bet, 100)])

    @functools.cache
    def p(marked: frozenset[int]) -> Fraction:
        s = attrs.evolve(base, bonus_marked=marked)
        stay, win = Fraction(0), Fraction(0)
        moves: list[frozenset[int]] = []
        for d in DICE:
            st = step(CFG, s, Throw(*d))
            mine = [o for o in st.outcomes if isinstance(o, Settlement) and o.bet == bet]
            if mine:
                win += Fraction(1, 36) if mine[0].result is Result.WIN else 0
            elif st.state.bonus_marked == marked:
                stay += Fraction(1, 36)
            else:
                moves.append(st.state.bonus_marked)
        total = win + sum((Fraction(1, 36) * p(m) for m in moves), Fraction(0))
        return total / (1 - stay)

    return p(frozenset())


@pytest.mark.parametrize("kind,totals,pays", [(Kind.ALL_SMALL, {2, 3, 4, 5, 6}, 34), (Kind.ALL_TALL, {8, 9, 10, 11, 12}, 34)])
def test_bonus_craps_through_the_model(kind: Kind, totals: set[int], pays: int) -> None:
    """pa:623a.3(a)(43), pa:623a.5(h), pa:623a.12(3)-(5): the model's chance of paying equals inclusion-exclusion,
    and the edge at 34 to 1 is the published 7.76% (to four places)."""
    p = _bonus_win_probability(kind)
    assert all_before_seven(frozenset(totals)) == p
    edge = 1 - (pays + 1) * p
    assert Fraction(7755, 100_000) <= edge < Fraction(7765, 100_000)
