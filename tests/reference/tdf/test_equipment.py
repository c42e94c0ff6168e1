"""Three Dice Football equipment descriptions, checked clause by clause (661a.2, 661a.4(a), (d); 465a; 603a.13(f))."""

from __future__ import annotations

import datetime
from importlib import resources
from pathlib import Path
from typing import Any

import attrs
import pytest

from croupier import spec
from croupier.cli import main
from croupier.reference.errors import ConfigError
from croupier.reference.tdf import equipment
from croupier.reference.tdf.config import Alternative, SealedSetSize
from croupier.reference.tdf.definitions import Kind
from croupier.reference.tdf.equipment import DownArea, Status, Tool

RID = "pa-661a@2013p"


def _path() -> str:
    return str(resources.files("croupier.reference.tdf").joinpath("examples", "table-tdf.toml"))


def _example() -> equipment.TableDescription:
    return equipment.load_description(_path())


def _status(d: equipment.TableDescription) -> dict[str, Status]:
    return {f.clause: f.status for f in equipment.check(d)}


def test_the_bundled_table_passes_every_clause() -> None:
    findings = equipment.check(_example())
    assert [] == [f for f in findings if f.status is Status.FAIL]
    assert len({f.clause for f in findings}) == len(findings)
    assert all(spec.clause(f.clause) for f in findings)


def test_every_equipment_clause_of_the_ruleset_is_reported_or_named_uncheckable() -> None:
    """Each equipment or administrative clause of pa-661a@2013p has a finding, is a heading, or is an approval."""
    reported = {f.clause for f in equipment.check(_example())}
    covered = reported | set(equipment.HEADINGS) | set(equipment.NOT_CHECKABLE)
    for cid, c in spec.ruleset(RID).clauses.items():
        if c.kind in ("equipment", "administrative"):
            assert cid in covered, cid
    assert not reported & set(equipment.NOT_CHECKABLE)


BAD: list[tuple[dict[str, Any], str]] = [
    ({"stickperson_controls_dice": False}, "pa:661a.1#stickperson"),
    ({"oblong": False}, "pa:661a.2(a)"),
    ({"rounded_corners": False}, "pa:661a.2(a)"),
    ({"high_walls": False}, "pa:661a.2(a)"),
    ({"player_positions": 17}, "pa:661a.2(a)"),
    ({"player_positions": 0}, "pa:661a.2(a)"),
    ({"layout_logo": False}, "pa:661a.2(b)(1)"),
    ({"wager_areas": frozenset(Kind) - {Kind.UNDER_FOUR_YARDS}}, "pa:661a.2(b)(2)"),
    ({"odds_on_layout": False}, "pa:661a.2(b)(3)"),
    ({"end_zones": 1}, "pa:661a.2(b)(4)"),
    ({"ten_yard_lines": 1}, "pa:661a.2(b)(4)"),
    ({"twenty_yard_lines": 3}, "pa:661a.2(b)(4)"),
    ({"yard_labels": frozenset(range(1, 23))}, "pa:661a.2(b)(4)"),
    ({"yard_labels_along_middle": False}, "pa:661a.2(b)(4)"),
    ({"down_areas": frozenset(DownArea) - {DownArea.EXTRA_POINT}}, "pa:661a.2(b)(5)"),
    ({"down_areas": frozenset(DownArea) - {DownArea.EXTRA_POINT}}, "pa:661a.2(b)(5)(vii)"),
    ({"down_areas": frozenset(DownArea) - {DownArea.SECOND_AND_GOAL}}, "pa:661a.2(b)(5)(v)"),
    ({"game_length_area": frozenset(range(1, 6))}, "pa:661a.2(b)(6)"),
    ({"game_length_area": frozenset(range(1, 8))}, "pa:661a.2(b)(6)"),
    ({"drop_box_fixed": False}, "pa:661a.2(c)"),
    ({"tip_box_fixed": False}, "pa:661a.2(c)"),
    ({"green_dice": 5}, "pa:661a.4(a)"),
    ({"red_dice": 1}, "pa:661a.4(a)"),
    ({"dice_meet_603a_12a": False}, "pa:661a.4(a)"),
    ({"stickperson_controls_dice": False}, "pa:661a.4(a)"),
    ({"idle_dice_in_cup": False}, "pa:661a.4(a)"),
    ({"checked_at": datetime.datetime(2024, 5, 2, 18, 0, 1)}, "pa:661a.4(d)"),
    ({"set_in_use_since": None}, "pa:661a.4(d)"),
    ({"reopened_since_set": True}, "pa:661a.4(d)"),
    ({"die_lost_since_set": True}, "pa:661a.4(d)"),
    ({"dice_unfit": True}, "pa:661a.4(d)"),
    ({"fixed_cameras": 1}, "pa:465a.9(c)(2)(ii)"),
    ({"camera_at_each_end": False}, "pa:465a.9(c)(2)(ii)"),
    ({"dealers": 2}, "pa:465a.35(b)(3)"),
    ({"stickperson": False}, "pa:465a.35(b)(3)"),
    ({"floorperson_other_tables": ("tdf", "blackjack", "blackjack")}, "pa:465a.35(c)(1)(vi)"),
    ({"floorperson_other_tables": ("tdf", "blackjack")}, "pa:465a.35(c)(13)"),
    ({"floorperson_other_tables": ("Mini-Craps",)}, "pa:465a.35(c)(13)"),
    ({"floorperson_other_tables": ("Pai Gow",)}, "pa:465a.35(c)(13)"),
    ({"inspected_at_table_on_opening": False}, "pa:603a.13(f)(1)(ii)"),
    ({"inspection_tools": frozenset(Tool) - {Tool.MAGNET}}, "pa:603a.13(f)(1)(ii)"),
    ({"inspection_dealer_present": False}, "pa:603a.13(f)(1)(ii)"),
    ({"inspection_surface_visible": False}, "pa:603a.13(f)(1)(ii)"),
    ({"cup_placement_dealer_present": False}, "pa:603a.13(f)(1)(iii)(B)"),
    ({"cup_placement_dealer_present": False}, "pa:603a.13(f)"),
]


@pytest.mark.parametrize(("change", "clause"), BAD)
def test_each_bad_value_fails_its_clause(change: dict[str, Any], clause: str) -> None:
    assert Status.FAIL == _status(attrs.evolve(_example(), **change))[clause]


def test_only_the_clause_at_fault_fails() -> None:
    """A bad value fails its clause and the clauses that restate it, nothing else."""
    status = _status(attrs.evolve(_example(), fixed_cameras=1))
    assert ["pa:465a.9(c)(2)(ii)"] == [c for c, s in status.items() if s is Status.FAIL]


def test_odds_on_a_sign_and_allowed_floorperson_pairings_pass() -> None:
    d = _example()
    assert Status.PASS == _status(attrs.evolve(d, odds_on_layout=False, odds_sign=True))["pa:661a.2(b)(3)"]
    for others in ((), ("tdf",), ("Pai Gow Poker",), ("blackjack",)):
        s = _status(attrs.evolve(d, floorperson_other_tables=others))
        assert Status.PASS == s["pa:465a.35(c)(13)"] == s["pa:465a.35(c)(1)(vi)"], others


def test_the_set_changes_within_24_hours() -> None:
    """pa:661a.4(d): a set exactly 24 hours old is still in time; a second later it is not."""
    start = datetime.datetime(2024, 5, 1, 18, 0)
    d = attrs.evolve(_example(), set_in_use_since=start, checked_at=start + datetime.timedelta(hours=24))
    assert Status.PASS == _status(d)["pa:661a.4(d)"]
    assert start + datetime.timedelta(hours=24) == equipment.dice_expiry(d)
    late = attrs.evolve(d, checked_at=start + datetime.timedelta(hours=24, seconds=1))
    assert Status.FAIL == _status(late)["pa:661a.4(d)"]


def _alt2(**kw: Any) -> equipment.TableDescription:
    return attrs.evolve(_example(), **{"dice_inspection_alternative": Alternative.TWO,
                                       "pit_inspection_watched": True, "inspectors_supervise_eligible_games": True,
                                       "handed_to_table_floorperson": True, **kw})


def test_alternative_2_and_its_sealed_reserve_dice() -> None:
    """603a.13(f)(2): the pit inspection, the hand-over and, when used, reserve dice sealed in fives (AMBIG-T19)."""
    s = _status(_alt2())
    assert all(s[c] is Status.PASS for c in ("pa:603a.13(f)", "pa:603a.13(f)(2)(i)(B)", "pa:603a.13(f)(2)(iii)(D)"))
    assert all(s[c] is Status.NOT_APPLICABLE for c in ("pa:603a.13(f)(1)(ii)", "pa:603a.13(f)(2)(v)(A)",
                                                        "pa:603a.13(f)(3)(iv)(A)"))
    assert Status.FAIL == _status(_alt2(pit_inspection_watched=False))["pa:603a.13(f)(2)(i)(B)"]
    assert Status.FAIL == _status(_alt2(inspectors_supervise_eligible_games=False))["pa:603a.13(f)(2)(i)(B)"]
    assert Status.FAIL == _status(_alt2(handed_to_table_floorperson=False))["pa:603a.13(f)(2)(iii)(D)"]
    reserve = _alt2(reserve_dice_used=True, sealed_set_size=5, seal_label_dated_signed=True,
                    reserve_in_locked_compartment=True)
    assert Status.PASS == _status(reserve)["pa:603a.13(f)(2)(v)(A)"]
    assert Status.FAIL == _status(attrs.evolve(reserve, seal_label_dated_signed=False))["pa:603a.13(f)(2)(v)(A)"]
    assert Status.FAIL == _status(attrs.evolve(reserve, reserve_in_locked_compartment=False))["pa:603a.13(f)(2)(v)(A)"]
    six = attrs.evolve(reserve, tdf_sealed_set_size=SealedSetSize.SIX)
    assert Status.FAIL == _status(six)["pa:603a.13(f)(2)(v)(A)"]
    assert Status.PASS == _status(attrs.evolve(six, sealed_set_size=6))["pa:603a.13(f)(2)(v)(A)"]


def test_alternative_3_seals_and_distributes_as_mini_craps() -> None:
    """603a.13(f)(3)(iv)(A) with the GAP-T20 reading: seal checked at the table, dice cupped before a dealer."""
    d = attrs.evolve(_example(), dice_inspection_alternative=Alternative.THREE, sealed_set_size=5,
                     seal_label_dated_signed=True, seal_checked_at_table=True)
    assert Status.PASS == _status(d)["pa:603a.13(f)(3)(iv)(A)"]
    assert Status.NOT_APPLICABLE == _status(d)["pa:603a.13(f)(1)(iii)(B)"]
    for change in ({"sealed_set_size": 6}, {"seal_label_dated_signed": False}, {"seal_checked_at_table": False},
                   {"cup_placement_dealer_present": False}):
        s = _status(attrs.evolve(d, **change))
        assert Status.FAIL == s["pa:603a.13(f)(3)(iv)(A)"] == s["pa:603a.13(f)"], change


def _write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "table.toml"
    p.write_text(text, encoding="utf-8")
    return p


def test_unknown_and_ill_typed_fields_are_refused_with_their_clause(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    bad = {
        "player_positions": ("-1", "pa:661a.2(a)"),
        "high_walls": ('"yes"', "pa:661a.2(a)"),
        "wager_areas": ('["touchdown", "safety"]', "pa:661a.2(b)(2)"),
        "yard_labels": ('"1-23"', "pa:661a.2(b)(4)"),
        "down_areas": ('["4th_down"]', "pa:661a.2(b)(5)"),
        "game_length_area": ("[1, 2, true]", "pa:661a.2(b)(6)"),
        "green_dice": ("4.0", "pa:661a.4(a)"),
        "set_in_use_since": ('"yesterday"', "pa:661a.4(d)"),
        "floorperson_other_tables": ('"tdf"', "pa:465a.35(c)(13)"),
        "inspection_tools": ('["ruler"]', "pa:603a.13(f)(1)(ii)"),
        "dice_inspection_alternative": ("4", "pa:603a.13(f)"),
        "tdf_sealed_set_size": ("7", "pa:603a.13(f)(2)(v)(A)"),
        "ruleset": ('"pa-625a@2012"', "pa:661a.2"),
    }
    lines = [ln for ln in base.splitlines() if ln.split(" = ")[0] not in bad]
    lines += [f"{k} = {v}" for k, (v, _) in bad.items()] + ["colour = \"green\""]
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, "\n".join(lines)))
    got = {p.field: p.clause for p in e.value.problems}
    assert {**{k: c for k, (_, c) in bad.items()}, "colour": "pa:661a.2"} == got


def test_a_missing_field_fails_its_clause(tmp_path: Path) -> None:
    """An absent fact is not assumed: leaving out red_dice fails 661a.4(a), set_in_use_since 661a.4(d)."""
    base = Path(_path()).read_text(encoding="utf-8")
    text = "\n".join(ln for ln in base.splitlines() if not ln.startswith(("red_dice", "set_in_use_since")))
    s = _status(equipment.load_description(_write(tmp_path, text)))
    assert [c for c, v in s.items() if v is Status.FAIL] == ["pa:661a.4(a)", "pa:661a.4(d)"]


def test_cli_equipment_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``game = "tdf"`` sends the file to these checks: the example exits 0, a broken copy 1 naming the clause."""
    assert 0 == main(["equipment", "check", _path()])
    assert "pa:661a.2(b)(4)" in capsys.readouterr().out
    broken = Path(_path()).read_text(encoding="utf-8").replace("red_dice = 2", "red_dice = 3")
    assert 1 == main(["equipment", "check", str(_write(tmp_path, broken))])
    out = capsys.readouterr().out
    assert any(ln.startswith("pa:661a.4(a)") and "fail" in ln for ln in out.splitlines())
    assert 2 == main(["equipment", "check", str(_write(tmp_path, broken + "\nred_dice_extra = 1\n"))])
    assert "pa:661a.2" in capsys.readouterr().err
