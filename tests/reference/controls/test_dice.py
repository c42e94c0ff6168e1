"""The dice lifecycle of 603a.13(f), (g): the digest's dice cases (controls.md 13.3, DC-1 to DC-11), each
alternative's procedure for every game, the configuration, and refusals that name their clause and change nothing."""

from __future__ import annotations

import datetime as dt
from typing import Any

import attrs
import pytest
from hypothesis import given, settings, strategies as st

from croupier.reference.controls import dice_config
from croupier.reference.controls.dice import (
    INSTRUMENTS, Clock, CloseTable, Distribute, Game, Inspect, Issue, OpenTable, Place, Reason, Receive, Remove, Role, Seal,
    State, Status, Use, replay, step,
)
from croupier.reference.controls.dice_config import profile_from_mapping
from croupier.reference.controls.dice_scripts import OPENING, SIGNATURES, carriers, opening_day
from croupier.reference.errors import ConfigError
from croupier.reference.outcomes import Notice, Rejected

ALT1, ALT2, ALT3 = (profile_from_mapping({"alternative": a}) for a in "123")


def _last(cfg: Any, events: list[Any], s: State | None = None) -> tuple[State, tuple[Any, ...]]:
    s, steps = replay(cfg, events, s)
    return s, steps[-1].outcomes


def _refused(outcomes: tuple[Any, ...]) -> str:
    assert len(outcomes) == 1 and isinstance(outcomes[0], Rejected), outcomes
    return str(outcomes[0].clause)


@pytest.mark.parametrize("cfg", [ALT1, ALT2, ALT3, profile_from_mapping({"alternative": "3", "tdf_sealed_set_size": 6,
                                                                          "sic_bo_shaker": "automated"})])
@pytest.mark.parametrize("g", list(Game))
def test_every_alternative_brings_every_game_into_play(cfg: Any, g: Game) -> None:
    s, steps = replay(cfg, opening_day(cfg, g) + [Use("T1")])
    assert not [o for st_ in steps for o in st_.outcomes]
    assert s.dice_in_play("T1") == {Game.TDF: 6, Game.CRAPS: 5, Game.MINI_CRAPS: 5}.get(g, 3)


def test_dc1_tdf_inspected_at_the_table_goes_in_the_cup() -> None:
    s, _ = replay(ALT1, opening_day(ALT1, Game.TDF))
    assert s.sets["S1"].status is Status.IN_USE and s.sets["S1"].dice == 6


def test_dc2_an_inspection_without_the_magnet_is_refused_and_the_dice_stay_out_of_play() -> None:
    day = opening_day(ALT1, Game.CRAPS)
    i = next(k for k, e in enumerate(day) if isinstance(e, Inspect))
    s, out = _last(ALT1, day[:i] + [attrs.evolve(day[i], instruments=INSTRUMENTS[:3])])
    assert _refused(out) == "pa:603a.13(f)(1)(ii)" and "magnet" in out[0].reason
    assert _refused(step(ALT1, s, day[i + 1]).outcomes) == "pa:603a.13(f)(1)(ii)"
    # an approved equivalent of the micrometer does the same job
    s, out = _last(ALT1, day[:i] + [attrs.evolve(day[i], instruments=("approved_equivalent",) + INSTRUMENTS[1:])])
    assert out == () and s.sets["S1"].status is Status.INSPECTED


def _reserve(cfg: Any, g: Game = Game.CRAPS) -> list[Any]:
    return [Clock(OPENING), OpenTable("T1", g), Receive("R1", g, 5), Distribute("R1", carriers(), True)]


def test_dc3_alternative_1_reserve_dice_straight_into_the_cup() -> None:
    s, out = _last(ALT1, _reserve(ALT1) + [Issue("R1", "T1", (Role.PIT_MANAGER,)),
                                         Place("R1", (Role.BOXPERSON,), (Role.DEALER,))])
    assert _refused(out) == "pa:603a.13(f)(1)(iv)"
    assert s.sets["R1"].status is Status.UNINSPECTED


def test_dc4_alternative_2_sealed_sic_bo_reserve_plays_without_reinspection() -> None:
    events = [Clock(OPENING), OpenTable("T1", Game.SIC_BO), Receive("R1", Game.SIC_BO, 3),
              Distribute("R1", carriers(), True),
              Inspect("R1", (Role.PIT_MANAGER,), (Role.FLOORPERSON,), INSTRUMENTS, True),
              Seal("R1", OPENING.date(), SIGNATURES), Clock(OPENING + dt.timedelta(days=2)),
              Issue("R1", "T1", (Role.PIT_MANAGER,)),
              Place("R1", (Role.FLOORPERSON,), (Role.FLOORPERSON,), True), Use("T1")]
    s, steps = replay(ALT2, events)
    assert not [o for x in steps for o in x.outcomes]
    assert s.sets["R1"].status is Status.IN_USE and s.sets["R1"].reserve


def test_dc5_alternative_2_unsealed_reserve_is_reinspected_by_two_floorpersons() -> None:
    s, out = _last(ALT2, _reserve(ALT2) + [Issue("R1", "T1", (Role.PIT_MANAGER,))])
    assert _refused(out) == "pa:603a.13(f)(2)(iv)(B)"
    s, out = _last(ALT2, [Inspect("R1", (Role.DEALER,), (Role.FLOORPERSON,), INSTRUMENTS, True)], s)
    assert _refused(out) == "pa:603a.13(f)(2)(iv)(B)"
    s, out = _last(ALT2, [Inspect("R1", (Role.FLOORPERSON,), (Role.PIT_MANAGER,), INSTRUMENTS, True),
                          Issue("R1", "T1", (Role.PIT_MANAGER,)), Place("R1", (Role.BOXPERSON,), (Role.DEALER,)),
                          Use("T1")], s)
    assert out == ()


def test_dc6_alternative_3_inspection_before_surveillance_is_told() -> None:
    events = [Clock(OPENING), Receive("S1", Game.CRAPS, 5),
              Inspect("S1", (Role.FLOORPERSON,), (Role.ASSISTANT_SHIFT_MANAGER, Role.SECURITY), INSTRUMENTS, True)]
    s, out = _last(ALT3, events)
    assert _refused(out) == "pa:603a.13(f)(3)(ii)" and s.sets["S1"].status is Status.UNINSPECTED
    s, out = _last(ALT3, [attrs.evolve(events[-1], present=(Role.ASSISTANT_SHIFT_MANAGER,),
                                       surveillance_notified=True)], s)
    assert _refused(out) == "pa:603a.13(f)(3)(i)" and "security" in out[0].reason


def test_dc7_a_torn_seal_quarantines_the_dice_until_they_are_reinspected() -> None:
    day = opening_day(ALT3, Game.CRAPS)
    s, out = _last(ALT3, day[:-1] + [attrs.evolve(day[-1], seal_intact=False)])
    assert out == (Notice("quarantined:S1", ("pa:603a.13(f)(3)(vi)",)),)
    assert s.sets["S1"].status is Status.QUARANTINED
    s, out = _last(ALT3, [day[-1]], s)
    assert _refused(out) == "pa:603a.13(f)(3)(vi)"
    s, out = _last(ALT3, [Inspect("S1", (Role.BOXPERSON,), (Role.DEALER,), INSTRUMENTS, True),
                          Place("S1", (Role.BOXPERSON,), (Role.DEALER,)), Use("T1")], s)
    assert out == () and s.sets["S1"].status is Status.IN_USE


def test_dc8_a_board_request_removes_the_dice_with_a_discrepancy_report() -> None:
    s, out = _last(ALT1, opening_day(ALT1, Game.CRAPS) + [Remove("S1", Reason.BOARD_REQUEST)])
    assert out == (Notice("dice_discrepancy_report:S1", ("pa:603a.13(g)",)),)
    assert s.reports == ("S1",) and s.sets["S1"].status is Status.REMOVED
    assert _refused(step(ALT1, s, Use("T1")).outcomes) == "pa:623a.7(a)"  # no dice left at the table
    s2, out = _last(ALT1, opening_day(ALT1, Game.CRAPS) + [Remove("S1", Reason.CHANGE)])
    assert out == () and s2.reports == ()


def test_dc9_a_tdf_set_in_use_for_25_hours() -> None:
    s, _ = replay(ALT1, opening_day(ALT1, Game.TDF))
    assert step(ALT1, step(ALT1, s, Clock(OPENING + dt.timedelta(hours=24))).state, Use("T1")).outcomes == ()
    s, out = _last(ALT1, [Clock(OPENING + dt.timedelta(hours=25)), Use("T1")], s)
    assert _refused(out) == "pa:661a.4(d)"


def test_dc10_a_lost_tdf_die_brings_in_a_new_set() -> None:
    s, out = _last(ALT1, opening_day(ALT1, Game.TDF) + [Remove("S1", Reason.LOST_DIE)])
    assert out == () and s.dice_in_play("T1") == 0
    assert _refused(step(ALT1, s, Use("T1")).outcomes) == "pa:661a.4(a)"
    s, _ = replay(ALT1, [Receive("N1", Game.TDF, 6), Distribute("N1", carriers()),
                         Issue("N1", "T1", (Role.PIT_MANAGER,)),
                         Inspect("N1", (Role.FLOORPERSON,), (Role.DEALER,), INSTRUMENTS, True),
                         Place("N1", (Role.FLOORPERSON,), (Role.DEALER,))], s)
    assert step(ALT1, s, Use("T1")).outcomes == ()
    # shaker dice are never lost off the table
    s, out = _last(ALT1, opening_day(ALT1, Game.SIC_BO) + [Remove("S1", Reason.LOST_DIE)])
    assert _refused(out) == "pa:625a.2(a)"


def test_dc11_asia_poker_shaker_dice_for_25_hours() -> None:
    s, out = _last(ALT2, opening_day(ALT2, Game.ASIA_POKER) + [Clock(OPENING + dt.timedelta(hours=25)), Use("T1")])
    assert _refused(out) == "pa:659a.2(c)(1)(i)"


@pytest.mark.parametrize("month, ok_days", [("calendar_month", 28), ("30_days", 30)])
def test_an_automated_sic_bo_shaker_plays_a_month(month: str, ok_days: int) -> None:
    cfg = profile_from_mapping({"alternative": "2", "sic_bo_shaker": "automated", "sic_bo_month": month})
    s, _ = replay(cfg, opening_day(cfg, Game.SIC_BO))  # placed 8 Feb 2013: February has 28 days
    assert step(cfg, step(cfg, s, Clock(OPENING + dt.timedelta(days=ok_days))).state, Use("T1")).outcomes == ()
    late = step(cfg, s, Clock(OPENING + dt.timedelta(days=ok_days, minutes=1))).state
    assert _refused(step(cfg, late, Use("T1")).outcomes) == "pa:625a.2(b)"


@pytest.mark.parametrize("size, ok", [(5, True), (6, False)])
def test_tdf_packages_of_five_or_six(size: int, ok: bool) -> None:
    cfg = profile_from_mapping({"alternative": "3", "tdf_sealed_set_size": size})
    events = [Clock(OPENING), Receive("S1", Game.TDF, 5),
              Inspect("S1", (Role.FLOORPERSON,), (Role.ASSISTANT_SHIFT_MANAGER, Role.SECURITY), INSTRUMENTS, True,
                      True), Seal("S1", OPENING.date(), SIGNATURES)]
    _, out = _last(cfg, events)
    assert out == () if ok else _refused(out) == "pa:603a.13(f)(3)(iv)(A)"


def test_a_closed_table_needs_a_new_set() -> None:
    s, _ = replay(ALT1, opening_day(ALT1, Game.CRAPS) + [Use("T1")])
    s, out = _last(ALT1, [CloseTable("T1"), OpenTable("T1", Game.CRAPS), Issue("S1", "T1", (Role.PIT_MANAGER,))], s)
    assert _refused(out) == "pa:623a.7(d)" and s.sets["S1"].status is Status.RETIRED


def test_the_clock_goes_forward_and_is_needed_first() -> None:
    s, out = _last(ALT1, [Receive("S1", Game.CRAPS, 5), Distribute("S1", carriers()), OpenTable("T1", Game.CRAPS),
                          Issue("S1", "T1", (Role.PIT_MANAGER,)),
                          Inspect("S1", (Role.BOXPERSON,), (Role.DEALER,), INSTRUMENTS, True)])
    assert _refused(out) == "pa:603a.13(f)" and "clock" in out[0].reason
    s, out = _last(ALT1, [Clock(OPENING), Clock(OPENING - dt.timedelta(minutes=1))], s)
    assert _refused(out) == "pa:603a.13(f)" and s.now == OPENING


def test_the_options_agree_with_the_spec_and_illegal_values_are_refused() -> None:
    assert dice_config.check_against_spec() == []
    with pytest.raises(ConfigError) as x:
        profile_from_mapping({"alternative": "4", "tdf_sealed_set_size": 7, "colour": "red"})
    fields = {p.field: p.clause for p in x.value.problems}
    assert fields == {"alternative": "pa:603a.13(f)", "tdf_sealed_set_size": "pa:603a.13(f)(2)(v)(A)",
                      "colour": "pa:603a.13(f)"}


EVENTS = st.one_of(
    st.builds(Clock, st.integers(-120, 3000).map(lambda m: OPENING + dt.timedelta(minutes=m))),
    st.builds(Receive, st.sampled_from(["S1", "S2"]), st.sampled_from(list(Game)), st.integers(0, 6)),
    st.builds(OpenTable, st.sampled_from(["T1", "T2"]), st.sampled_from(list(Game))),
    st.builds(Distribute, st.sampled_from(["S1", "S2"]), st.lists(st.sampled_from(list(Role)), max_size=3).map(tuple),
              st.booleans()),
    st.builds(Issue, st.sampled_from(["S1", "S2"]), st.sampled_from(["T1", "T2"]),
              st.lists(st.sampled_from(list(Role)), max_size=2).map(tuple),
              st.lists(st.sampled_from(list(Role)), max_size=2).map(tuple)),
    st.builds(Inspect, st.sampled_from(["S1", "S2"]), st.lists(st.sampled_from(list(Role)), max_size=2).map(tuple),
              st.lists(st.sampled_from(list(Role)), max_size=3).map(tuple),
              st.sampled_from([INSTRUMENTS, INSTRUMENTS[1:]]), st.booleans(), st.booleans()),
    st.builds(Seal, st.sampled_from(["S1", "S2"]), st.just(OPENING.date()), st.just(SIGNATURES)),
    st.builds(Place, st.sampled_from(["S1", "S2"]), st.lists(st.sampled_from(list(Role)), max_size=2).map(tuple),
              st.lists(st.sampled_from(list(Role)), max_size=2).map(tuple), st.sampled_from([None, True, False])),
    st.builds(Use, st.sampled_from(["T1", "T2"])),
    st.builds(Remove, st.sampled_from(["S1", "S2"]), st.sampled_from(list(Reason))),
)


@settings(max_examples=60)
@given(st.sampled_from([ALT1, ALT2, ALT3]), st.lists(EVENTS, max_size=40))
def test_a_refused_event_names_its_clause_and_changes_nothing(cfg: Any, events: list[Any]) -> None:
    s = State()
    for e in events:
        st_ = step(cfg, s, e)
        refused = [o for o in st_.outcomes if isinstance(o, Rejected)]
        if refused:
            assert st_.state == s and refused[0].clause.startswith("pa:") and refused[0].reason
        s = st_.state
        for d in s.sets.values():  # no die is in play uninspected, nor past a table's count
            assert d.status is not Status.IN_USE or d.inspected is not None
