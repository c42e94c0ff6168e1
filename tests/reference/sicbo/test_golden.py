"""The worked examples of the Sic Bo digest (sic-bo.md section 6) as golden tests, through ``step``.

Each row: a wager on every one of the 50 spots, one round with the given
dice; the winners and their odds must be exactly the row's, every other spot
loses, and the settlements cite the deciding clause first.
"""

from __future__ import annotations

import pytest

from croupier.reference.outcomes import Notice, Rejected, Result, Returned, Settlement
from croupier.reference.sicbo import (
    SPOTS,
    Enter,
    Malfunction,
    Medium,
    NoMoreBets,
    NoRoll,
    Phase,
    PlaceBet,
    Reveal,
    Shake,
    Spot,
    State,
    TableConfig,
    profile_from_mapping,
    replay,
    round_events,
    step,
)
from croupier.reference.sicbo.definitions import WAGER_CLAUSE

STAKE = 1000


def _settle_everything(cfg: TableConfig, dice: tuple[int, int, int]) -> dict[str, object]:
    """One wager of STAKE on each of the 50 spots, one round: spot name -> odds won (0 for a loss)."""
    events = [PlaceBet(1, spot, STAKE) for spot in SPOTS] + round_events(dice, cfg)
    _, steps = replay(cfg, events)
    assert not any(st.rejected for st in steps)
    got: dict[str, object] = {}
    for o in steps[-1].outcomes:
        if isinstance(o, Settlement):
            got[o.bet.name] = o.amount // STAKE if o.result is Result.WIN else 0
            assert WAGER_CLAUSE[o.bet.kind] == o.clauses[0]
    assert 50 == len(got)
    return got


#: (dice, {winning spot: odds}); every other spot loses (sic-bo.md 6, default readings)
GOLDEN = [
    ((1, 2, 3), {"SINGLE_1": 1, "SINGLE_2": 1, "SINGLE_3": 1, "TOTAL_6": 14, "COMBO_1_2": 5, "COMBO_1_3": 5,
                 "COMBO_2_3": 5, "SMALL": 1}),
    ((3, 3, 5), {"DOUBLE_3": 8, "SINGLE_3": 2, "SINGLE_5": 1, "TOTAL_11": 6, "COMBO_3_5": 5, "BIG": 1}),
    ((1, 1, 2), {"DOUBLE_1": 8, "SINGLE_1": 2, "SINGLE_2": 1, "TOTAL_4": 50, "COMBO_1_2": 5, "SMALL": 1}),
    ((6, 6, 5), {"DOUBLE_6": 8, "SINGLE_6": 2, "SINGLE_5": 1, "TOTAL_17": 50, "COMBO_5_6": 5, "BIG": 1}),
    ((4, 5, 6), {"SINGLE_4": 1, "SINGLE_5": 1, "SINGLE_6": 1, "TOTAL_15": 14, "COMBO_4_5": 5, "COMBO_4_6": 5,
                 "COMBO_5_6": 5, "BIG": 1}),
    ((2, 4, 6), {"SINGLE_2": 1, "SINGLE_4": 1, "SINGLE_6": 1, "TOTAL_12": 6, "COMBO_2_4": 5, "COMBO_2_6": 5,
                 "COMBO_4_6": 5, "BIG": 1}),
    ((2, 2, 2), {"TRIPLE_2": 150, "ANY_TRIPLE": 24, "DOUBLE_2": 8, "SINGLE_2": 3, "TOTAL_6": 14}),
    ((5, 5, 5), {"TRIPLE_5": 150, "ANY_TRIPLE": 24, "DOUBLE_5": 8, "SINGLE_5": 3, "TOTAL_15": 14}),
    ((1, 1, 1), {"TRIPLE_1": 150, "ANY_TRIPLE": 24, "DOUBLE_1": 8, "SINGLE_1": 3}),
    ((6, 6, 6), {"TRIPLE_6": 150, "ANY_TRIPLE": 24, "DOUBLE_6": 8, "SINGLE_6": 3}),
]


@pytest.mark.parametrize("dice, winners", GOLDEN, ids=["-".join(map(str, d)) for d, _ in GOLDEN])
def test_worked_example(dice: tuple[int, int, int], winners: dict[str, int]) -> None:
    """pa:625a.3(1)-(8), pa:625a.6: the winners of each worked example, at their odds; every other spot loses."""
    expected = {s.name: winners.get(s.name, 0) for s in SPOTS}

    assert expected == _settle_everything(TableConfig(), dice)


@pytest.mark.parametrize("dice", [(3, 1, 2), (2, 3, 1)])
def test_dice_order_does_not_matter(dice: tuple[int, int, int]) -> None:
    assert _settle_everything(TableConfig(), (1, 2, 3)) == _settle_everything(TableConfig(), dice)


@pytest.mark.parametrize("dice, loses", [((2, 2, 2), {"DOUBLE_2", "TOTAL_6"}), ((5, 5, 5), {"DOUBLE_5", "TOTAL_15"})])
def test_triples_under_the_loses_readings(dice: tuple[int, int, int], loses: set[str]) -> None:
    """AMBIG-1, AMBIG-2 with ``loses``: the specific double and the total lose on a triple; nothing else changes."""
    cfg = profile_from_mapping({"two_of_a_kind_on_triple": "loses", "total_on_triple": "loses"})
    base = _settle_everything(TableConfig(), dice)

    got = _settle_everything(cfg, dice)

    assert {k: (0 if k in loses else v) for k, v in base.items()} == got


MONEY_BETS = [("SMALL", 1000), ("TOTAL_6", 500), ("DOUBLE_2", 500), ("ANY_TRIPLE", 500), ("SINGLE_2", 500),
              ("COMBO_1_2", 500)]
MONEY = [
    ((2, 2, 2), {"SMALL": -1000, "TOTAL_6": 7000, "DOUBLE_2": 4000, "ANY_TRIPLE": 12000, "SINGLE_2": 1500,
                 "COMBO_1_2": -500}, 23000),
    ((1, 2, 3), {"SMALL": 1000, "TOTAL_6": 7000, "DOUBLE_2": -500, "ANY_TRIPLE": -500, "SINGLE_2": 500,
                 "COMBO_1_2": 2500}, 10000),
    ((2, 2, 5), {"SMALL": 1000, "TOTAL_6": -500, "DOUBLE_2": 4000, "ANY_TRIPLE": -500, "SINGLE_2": 1000,
                 "COMBO_1_2": -500}, 4500),
    ((4, 4, 6), {"SMALL": -1000, "TOTAL_6": -500, "DOUBLE_2": -500, "ANY_TRIPLE": -500, "SINGLE_2": -500,
                 "COMBO_1_2": -500}, -3500),
]


@pytest.mark.parametrize("dice, nets, total", MONEY, ids=["-".join(map(str, m[0])) for m in MONEY])
def test_money_example(dice: tuple[int, int, int], nets: dict[str, int], total: int) -> None:
    """pa:625a.5(e), pa:625a.6: the digest's money example, in cents; losers are collected before winners are paid."""
    events = [PlaceBet(1, Spot.parse(n), a) for n, a in MONEY_BETS] + round_events(dice)
    _, steps = replay(TableConfig(), events)
    settlements = [o for o in steps[-1].outcomes if isinstance(o, Settlement)]
    got = {o.bet.name: (o.amount if o.result is Result.WIN else -o.amount) for o in settlements}

    assert nets == got
    assert total == sum(got.values())
    results = [o.result for o in settlements]
    assert sorted(results, key=lambda r: r is Result.WIN) == results


def test_winning_stake_rides_and_losers_leave_the_layout() -> None:
    """AMBIG-6: a winner's stake stays on its spot into the next round; a loser's is collected."""
    s, _ = replay(TableConfig(), [PlaceBet(1, Spot.parse("SMALL"), 1000), PlaceBet(2, Spot.parse("BIG"), 1000),
                                  *round_events((1, 2, 3))])

    assert [(1, "SMALL", 1000)] == [(w.seat, w.spot.name, w.amount) for w in s.wagers]
    assert Phase.BETTING == s.phase and (1, 2, 3) == s.last


def _closed(bets: list[PlaceBet]) -> State:
    s, steps = replay(TableConfig(), [*bets, Shake(), NoMoreBets()])
    assert not any(st.rejected for st in steps)
    return s


def test_no_roll_returns_every_wager() -> None:
    """pa:625a.7(a): a die not flat: "no roll", every wager returned, no settlement, betting reopens."""
    s = _closed([PlaceBet(1, Spot.parse("SMALL"), 1000), PlaceBet(2, Spot.parse("TRIPLE_4"), 500)])

    st = step(TableConfig(), s, NoRoll())

    assert [(1, 1000), (2, 500)] == [(o.seat, o.amount) for o in st.outcomes if isinstance(o, Returned)]
    assert not any(isinstance(o, Settlement) for o in st.outcomes)
    assert () == st.state.wagers and Phase.BETTING == st.state.phase


def test_automated_shaker_failure_voids_the_round_and_manual_needs_7d() -> None:
    """pa:625a.7(c), (d): a failed activation voids the round; a manual shaker only after the dice are out and the
    automated shaker covered or signed."""
    from croupier.reference.sicbo import Activate, ShakerFailure, SwitchToManual

    cfg = profile_from_mapping({"shaker": "automated"})
    s, steps = replay(cfg, [PlaceBet(1, Spot.parse("BIG"), 1000), Activate(), ShakerFailure()])
    assert [Returned(1, Spot.parse("BIG"), 1000, ("pa:625a.7(c)",))] == [
        o for o in steps[-1].outcomes if isinstance(o, Returned)]

    assert "pa:625a.7(d)" == step(cfg, s, Activate()).outcomes[0].clause  # type: ignore[union-attr]
    assert "pa:625a.7(d)" == step(cfg, s, SwitchToManual(dice_removed=True, covered_or_signed=False)).outcomes[0].clause  # type: ignore[union-attr]
    s = step(cfg, s, SwitchToManual()).state
    assert not step(cfg, s, Shake()).rejected


def test_device_dark_after_uncover_settles_by_hand_then_suspends() -> None:
    """pa:625a.7(b): device fails after the uncover, dice 3-3-5: settled as the 3-3-5 row, before a floorperson;
    then the next shake is refused until the device is repaired."""
    from croupier.reference.sicbo import Repair

    cfg = TableConfig()
    s = _closed([PlaceBet(1, Spot.parse("DOUBLE_3"), 1000), PlaceBet(1, Spot.parse("SMALL"), 1000)])
    s = step(cfg, s, Reveal(3, 3, 5)).state
    s = step(cfg, s, Malfunction()).state

    refused = step(cfg, s, Enter(3, 3, 5))
    st = step(cfg, s, Enter(3, 3, 5, supervisor=True))

    assert ("pa:625a.7(b)",) == tuple(o.clause for o in refused.outcomes if isinstance(o, Rejected))
    won = {o.bet.name: (o.result, o.amount, o.clauses[-1]) for o in st.outcomes if isinstance(o, Settlement)}
    assert {"SMALL": (Result.LOSE, 1000, "pa:625a.7(b)"), "DOUBLE_3": (Result.WIN, 8000, "pa:625a.7(b)")} == won
    nxt = step(cfg, st.state, Shake())
    assert ("pa:625a.7(b)",) == tuple(o.clause for o in nxt.outcomes if isinstance(o, Rejected))
    fixed = step(cfg, st.state, Repair()).state
    assert not step(cfg, fixed, Shake()).rejected


@pytest.mark.parametrize("s_events, e, clause", [
    ([Shake(), NoMoreBets()], PlaceBet(1, Spot.parse("BIG"), 1000), "pa:625a.5(c)"),
    ([], PlaceBet(1, Spot.parse("BIG"), 1000, Medium.CASH_VERBAL), "pa:625a.4(a)"),
    ([], Shake(shakes=2), "pa:625a.5(b)(1)"),
    ([], Shake(covered=False), "pa:625a.5(b)(1)"),
    ([], PlaceBet(1, Spot.parse("TOTAL_3"), 1000), "pa:625a.3(4)"),
    ([], PlaceBet(1, Spot.parse("TOTAL_18"), 1000), "pa:625a.3(4)"),
    ([], PlaceBet(1, Spot(Spot.parse("COMBO_1_2").kind, 2, 2), 1000), "pa:625a.3(5)"),
    ([Shake(), NoMoreBets()], Reveal(0, 3, 7), "pa:625a.2(a)"),
    ([Shake(), NoMoreBets(), Reveal(1, 2, 3)], Enter(1, 2, 7), "pa:625a.2(a)"),
    ([Shake()], Reveal(1, 2, 3), "pa:625a.5(c)"),
    ([], NoMoreBets(), "pa:625a.5(c)"),
], ids=["bet-after-close", "cash-verbal", "two-shakes", "uncovered-shake", "total-3", "total-18", "combo-pair",
        "die-out-of-range", "entered-7", "reveal-before-close", "close-before-shake"])
def test_irregular_events_are_refused_with_their_clause(s_events: list, e: object, clause: str) -> None:
    """Each refused event names the clause at fault and leaves the state unchanged (sic-bo.md 6, irregularities)."""
    s, _ = replay(TableConfig(), [PlaceBet(1, Spot.parse("SMALL"), 1000), *s_events])

    st = step(TableConfig(), s, e)  # type: ignore[arg-type]

    assert [clause] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]
    assert s == st.state


def test_entered_values_settle_and_a_mismatch_is_raised() -> None:
    """GAP-12 (entered): the keyed-in values settle the layout, and a mismatch with the dice is a notice citing
    pa:625a.4(c); under ``dice`` the dice settle."""
    bets = [PlaceBet(1, Spot.parse("SMALL"), 1000)]
    for source, result in (("entered", Result.LOSE), ("dice", Result.WIN)):
        cfg = profile_from_mapping({"settlement_source": source})
        _, steps = replay(cfg, [*bets, Shake(), NoMoreBets(), Reveal(1, 2, 3), Enter(5, 5, 6)])
        outs = steps[-1].outcomes
        assert any(isinstance(o, Notice) and o.clauses == ("pa:625a.4(c)",) for o in outs)
        assert [result] == [o.result for o in outs if isinstance(o, Settlement)]
