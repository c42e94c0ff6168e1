"""The analysis against the model itself, in-process with run-time contracts on.

* The projection that keys the chain is sound: model states with the same key
  have the same one-step distribution of (result, next key).
* A Monte Carlo run through ``step`` with a fixed seed agrees with the exact
  distribution within a 99.9 % interval.
* Where the profile rounds payouts, the stake is chosen so that no payout is rounded.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Optional

import pytest

from croupier.analysis import craps
from croupier.analysis.craps import SEAT, Study, analyze_study, bet_in, drive, make_wager, one_step, opening, project
from croupier.reference.craps import (AcceptDice, Bet, Join, Kind, PlaceBet, RemoveBet, State, TableConfig, Throw,
                                      profile_from_mapping, step)
from croupier.reference.outcomes import Result, Settlement

CFG = TableConfig()
F = Fraction
#: 99.9 % two-sided normal quantile, squared (3.2905^2 = 10.827)
Z2 = F("10.83")
#: the same for each of up to six ending frequencies at once (Bonferroni: 0.1 % / 6 two-sided, 3.77^2)
Z2_EACH = F("14.2")


def _study(name: str, cfg: TableConfig = CFG) -> Study:
    (s,) = craps.studies_named(cfg, [name])
    return s


def _throw(rng: random.Random) -> Throw:
    return Throw(rng.randint(1, 6), rng.randint(1, 6))


@pytest.mark.parametrize("name", ["fire", "place_win 6", "come", "all_small", "hardway 4", "lay 10", "dont_pass_odds 5"])
def test_projection_is_sound(name: str) -> None:
    """Along random walks (after random earlier hands, so hand numbers, Fire points and Bonus marks vary), the model
    state and its projection give the same one-step distribution of the wager's result and of the next key."""
    study = _study(name)
    rng = random.Random(0)
    checked = 0
    for _ in range(3):
        s = opening(CFG, study)
        earlier = 0 if study.setup else rng.randint(0, 25)  # a setup (odds) must stay as it is
        for _ in range(earlier):  # earlier play: the wager is made later, in a later hand perhaps
            s = step(CFG, drive(CFG, s), _throw(rng)).state
        made = make_wager(CFG, s, study, None)
        while made is None:
            s = step(CFG, drive(CFG, s), _throw(rng)).state
            made = make_wager(CFG, s, study, None)
        s = made[0]
        for _ in range(10):
            r = drive(CFG, s)
            bet = bet_in(r, study)
            ends, moves, _ = one_step(CFG, r, bet)
            p_ends, p_moves, _ = one_step(CFG, project(r, study.bet.kind), bet)
            assert (ends, moves) == (p_ends, p_moves)
            checked += 1
            st = step(CFG, r, _throw(rng))
            if any(isinstance(o, Settlement) and o.seat == SEAT and o.bet == bet for o in st.outcomes):
                break
            s = st.state
    assert checked >= 6


def _net(outcomes: tuple[object, ...], bet: Bet) -> Optional[Fraction]:
    for o in outcomes:
        if isinstance(o, Settlement) and o.seat == SEAT and o.bet == bet:
            return F(o.amount) if o.result is Result.WIN else -F(o.amount) if o.result is Result.LOSE else F(0)
    return None


def _simulate(study: Study, stake: int, n: int, rng: random.Random) -> list[Fraction]:
    """``n`` resolutions of the wager through ``step`` with random dice; the game goes on between them."""
    s = step(CFG, step(CFG, State(), Join(SEAT)).state, AcceptDice(SEAT)).state  # one player, holding the dice
    results: list[Fraction] = []
    bet: Optional[Bet] = None
    while len(results) < n:
        if s.shooter is None:
            s = step(CFG, s, AcceptDice(SEAT)).state
        if bet is None:
            st = step(CFG, s, PlaceBet(SEAT, study.bet, stake))
            if not st.rejected:
                s, bet = st.state, study.bet
        if s.point is None and s.wager(SEAT, Bet(Kind.PASS)) is None and s.wager(SEAT, Bet(Kind.DONT_PASS)) is None:
            s = step(CFG, s, PlaceBet(SEAT, Bet(Kind.PASS), 500)).state
        t = _throw(rng)
        st = step(CFG, s, t)
        s = st.state
        if bet is None:
            continue
        net = _net(st.outcomes, bet)
        if net is not None:
            results.append(net / stake)
            bet = None
            if s.wager(SEAT, study.bet) is not None:  # stayed up after a win: take it down, a new wager follows
                s = step(CFG, s, RemoveBet(SEAT, study.bet)).state
        elif bet.kind is Kind.COME and bet.number is None and s.wager(SEAT, bet) is None:
            bet = Bet(Kind.COME, t.d1 + t.d2)
    return results


@pytest.mark.parametrize("name,n", [("pass", 4000), ("place_win 6", 2000), ("field", 4000), ("hardway 8", 1600),
                                    ("come", 1600)])
def test_monte_carlo_agrees(name: str, n: int) -> None:
    """random.Random(0) dice through the model: the mean net and every ending's frequency lie within 99.9 %
    intervals around the exact figures."""
    study = _study(name)
    exact = analyze_study(CFG, study)
    results = _simulate(study, exact.stake, n, random.Random(0))
    mean = sum(results, F(0)) / n
    assert (mean - exact.expected_net) ** 2 * n <= Z2 * exact.variance, (float(mean), float(exact.expected_net))
    for e in exact.endings:
        freq = F(sum(1 for r in results if r == e.net), n)
        assert (freq - e.probability) ** 2 * n <= Z2_EACH * e.probability * (1 - e.probability), (e, float(freq))
    assert {r for r in results} <= {e.net for e in exact.endings}


def test_rounding_profile_stakes_make_payouts_whole() -> None:
    """pa:623a.5(a), reading rounding = floor_to_chip: at a $1 minimum a Place 6 is analysed at $6 (pays $7), so
    rounding does not move its edge; a Field at $1 pays whole chips already."""
    cfg = profile_from_mapping({"table_min": 100, "rounding": "floor_to_chip"})
    place6 = analyze_study(cfg, _study("place_win 6", cfg))
    field = analyze_study(cfg, _study("field", cfg))
    assert (600, F(1, 66)) == (place6.stake, place6.edge)
    assert (100, F(1, 18)) == (field.stake, field.edge)


def test_wager_names() -> None:
    """A kind selects every number; an unknown name lists what is offered."""
    assert ["hardway 4", "hardway 6", "hardway 8", "hardway 10"] == [s.name for s in craps.studies_named(CFG, ["hardway"])]
    with pytest.raises(KeyError, match="offered: pass"):
        craps.studies_named(CFG, ["banana"])
    mini = profile_from_mapping({"game": "mini_craps", "offered": ["pass", "field"]})
    assert ["pass", "field", "pass_odds 4"] == [s.name for s in craps.catalogue(mini)][:3]
