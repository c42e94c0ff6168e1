"""Pai Gow table descriptions checked clause by clause (621a.2, 621a.3(a), (b), 621a.4(a), (b), (g), 621a.6(f),
621a.8(j), (l), 621a.9(m); 535.2, 535.3, 535.5, 535.6(a), (b), (g), 535.8(f), 535.10(l), 535.11(m))."""

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
from croupier.reference.paigow import equipment
from croupier.reference.paigow.equipment import Status
from croupier.reference.paigow.tiles import parse_tile

PA, PA_T, MD = "pa-621a@2012", "pa-535@2010t", "md-paigow@1.1"


def _path(name: str = "table-paigow.toml") -> str:
    return str(resources.files("croupier.reference.paigow").joinpath("examples", name))


def _example(**change: Any) -> equipment.TableDescription:
    return attrs.evolve(equipment.load_description(_path()), **change)


def _status(d: equipment.TableDescription) -> dict[str, Status]:
    return {f.clause: f.status for f in equipment.check(d)}


def _failing(d: equipment.TableDescription) -> list[str]:
    return [c for c, s in _status(d).items() if s is Status.FAIL]


def _md(**change: Any) -> equipment.TableDescription:
    return attrs.evolve(equipment.load_description(_path("table-paigow-maryland.toml")), **change)


def _535() -> equipment.TableDescription:
    return _example(ruleset=PA_T, tiles_in_play_since=None, tile_size_inches=tuple(map(__import__("decimal").Decimal,
                                                                                        ("2.5", "1", "0.375"))),
                    tiles_black_nontransparent=True, tile_faces_flat_spots_equal_depth=True,
                    tile_backs_holder_feature=True, tile_texture_identical=True, tiles_unmarked=True,
                    spot_colours=frozenset({"red", "white"}), set_sealed_tamper_evident=True, marker_approved=True)


@pytest.mark.parametrize("make", [_example, _535, _md])
def test_the_examples_pass_every_clause(make: Any) -> None:
    assert [] == _failing(make())


@pytest.mark.parametrize("make", [_example, _535, _md])
def test_every_equipment_clause_of_the_edition_is_reported(make: Any) -> None:
    """Each equipment or administrative clause of the edition has a finding, or is a heading or a procedure the
    description cannot show (equipment.NOT_CHECKABLE)."""
    d = make()
    reported = {f.clause for f in equipment.check(d)}
    for cid, c in d.rules.clauses.items():
        if c.kind in ("equipment", "administrative"):
            assert cid in reported or cid in equipment.covered_elsewhere(d.ruleset), cid


def test_each_edition_reports_in_its_own_numbers() -> None:
    """621a's findings renamed: 535.2(b)(3) is 621a.2(b)(1) (the logo), 535.2(d)(2) the shaker's logo; what an
    edition lacks has no finding (the RNG and the 12 hour change in 535)."""
    old = _status(_535())
    assert {"pa:535.2(a)", "pa:535.2(b)(3)", "pa:535.2(d)(2)", "pa:535.3(b)(1)", "pa:535.5(c)",
            "pa:535.6(a)(1)"} <= set(old)
    assert all(c.startswith("pa:535.") for c in old)
    assert not {"pa:621a.2(e)", "pa:621a.3(b)"} & set(old)


def test_maryland_reports_in_its_numbers_item_by_item() -> None:
    """Maryland's findings are all in its numbers, one per item: the shaker's (1)-(7), the 24 hours apart (E),
    the opening display's four items, the shaker reset's items."""
    got = _status(_md())
    assert all(c.startswith("md:paigow.") for c in got)
    assert {f"md:paigow.2(D)({i})" for i in range(1, 8)} | {"md:paigow.2(E)", "md:paigow.3(A)(1)",
                                                              "md:paigow.3(A)(2)", "md:paigow.1(B)(7)"} <= set(got)
    assert {f"md:paigow.4(D)({i})" for i in range(1, 5)} | {f"md:paigow.6(E)({i})" for i in range(1, 4)} <= set(got)
    assert Status.NOT_APPLICABLE is got["md:paigow.4(B)"]


@pytest.mark.parametrize(("change", "failing"), [
    ({"pair_fortunes_areas": frozenset({1, 2, 3})}, ["md:paigow.2(B)(4)", "md:paigow.2(B)(4)(a)"]),
    ({"shaker_attended_by_dealer": False}, ["md:paigow.2(D)", "md:paigow.2(D)(2)", "md:paigow.2(D)(3)"]),
    ({"shaker_dice": 2}, ["md:paigow.2(D)(1)", "md:paigow.2(D)(5)"]),
    ({"dice_placed_at": datetime.datetime(2024, 4, 30, 23, 0)}, ["md:paigow.2(E)"]),
    ({"opening_display_for_first_player": False}, ["md:paigow.4(D)"] + [f"md:paigow.4(D)({i})" for i in range(1, 5)]),
    ({"shaker_recovered_after_deal": False}, ["md:paigow.6(E)", "md:paigow.6(E)(1)", "md:paigow.6(E)(2)",
                                              "md:paigow.6(E)(3)", "md:paigow.9(N)", "md:paigow.9(N)(1)",
                                              "md:paigow.9(N)(2)"]),
])
def test_maryland_rules_fail_alone(change: dict[str, Any], failing: list[str]) -> None:
    assert failing == _failing(_md(**change))


def test_maryland_without_the_bonus_and_its_standard() -> None:
    """No bonus offered: its area clauses are not applicable; the tile standard is COMAR's."""
    got = {f.clause: f for f in equipment.check(_md(pair_fortunes_offered=False, pair_fortunes_areas=frozenset()))}
    assert Status.NOT_APPLICABLE is got["md:paigow.2(B)(4)"].status is got["md:paigow.2(B)(4)(a)"].status
    worn = {f.clause: f for f in equipment.check(_md(tiles_meet_physical_standard=False))}
    assert "COMAR 36.05.02.18" in worn["md:paigow.3(A)(1)"].detail


def test_the_bonus_area_is_refused_outside_maryland(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, base + "pair_fortunes_offered = true\n"))
    assert {"pair_fortunes_offered": "pa:621a.2"} == {p.field: p.clause for p in e.value.problems}


def _tiles(text: str) -> tuple[tuple[int, int], ...]:
    return tuple(parse_tile(x) for x in text.split(","))


@pytest.mark.parametrize(("change", "clause", "words"), [
    ({"betting_positions": (1, 2, 3, 4, 5), "betting_areas": frozenset(range(1, 6))}, "pa:621a.2(a)", "not 1 to 6"),
    ({"betting_areas": frozenset({1, 2, 3, 4, 5})}, "pa:621a.2(b)(2)", "no betting area for position 6"),
    ({"dead_hand_area_left_of_dealer": False}, "pa:621a.2(b)(3)", "Dead Hand"),
    ({"boxes_either_side_of_dealer": False}, "pa:621a.2(c)", "opposite sides"),
    ({"shaker_attended_by_dealer": False}, "pa:621a.2(d)", "unattended"),
    ({"shaker_dice": 2}, "pa:621a.2(d)(1)", "2 dice, not 3"),
    ({"dice_placed_at": datetime.datetime(2024, 4, 30, 23, 0)}, "pa:621a.2(d)(1)", "due for change"),
    ({"shaker_hides_dice": False}, "pa:621a.2(d)(2)", "seen"),
    ({"rng_used": True}, "pa:621a.2(e)", "not declared approved"),
    ({"checked_at": datetime.datetime(2024, 5, 2, 6, 0, 1), "dice_placed_at": datetime.datetime(2024, 5, 1, 12)},
     "pa:621a.3(b)", "due for change"),
    ({"tiles_backs_sides_unflawed": False}, "pa:621a.4(a)(3)", "flawed"),
])
def test_each_rule_fails_alone(change: dict[str, Any], clause: str, words: str) -> None:
    d = _example(**change)
    got = {f.clause: f for f in equipment.check(d)}
    assert [clause] == _failing(d)
    assert words in got[clause].detail


def test_the_set_is_counted_not_declared() -> None:
    """621a.3(a), 621a.4(a)(1): a set missing a tile or holding a third 6-6 fails both, naming the tiles."""
    d = equipment.load_description(_path())
    short = _example(tiles=d.tiles[1:])
    assert ["pa:621a.3(a)", "pa:621a.4(a)(1)"] == _failing(short)
    detail = {f.clause: f for f in equipment.check(short)}["pa:621a.4(a)(1)"].detail
    assert "31 tiles, not 32; missing 1 x 6-6" == detail
    swapped = _example(tiles=d.tiles[1:] + _tiles("6-6"))
    assert [] == _failing(swapped)
    wrong = _example(tiles=d.tiles[:-1] + _tiles("6-6"))
    assert "missing 1 x 1-2; 1 x 6-6 too many" in {f.clause: f for f in equipment.check(wrong)}["pa:621a.3(a)"].detail


def test_535_physical_specifications() -> None:
    """535.3(b)(1): at least 2.5 x 1 x 0.375 inches; (b)(6): spots red or white."""
    from decimal import Decimal

    small = attrs.evolve(_535(), tile_size_inches=(Decimal("2.5"), Decimal("0.99"), Decimal("0.375")))
    assert ["pa:535.3(b)(1)"] == _failing(small)
    blue = attrs.evolve(_535(), spot_colours=frozenset({"red", "blue"}))
    assert ["pa:535.3(b)(6)"] == _failing(blue)


def _write(tmp_path: Path, text: str) -> str:
    p = tmp_path / "table.toml"
    p.write_text(text, encoding="utf-8")
    return str(p)


def test_facts_an_edition_has_no_clause_for_are_refused(tmp_path: Path) -> None:
    """A 535 fact (tile dimensions) under 621a, a 621a fact (the 12 hour change) under 535: each refused with the
    edition's table section; bad values with their clause."""
    base = Path(_path()).read_text(encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        text = base.replace("shaker_dice = 3", "shaker_dice = -1")
        equipment.load_description(_write(tmp_path, text + 'tile_size_inches = ["2.5", "1", "0.375"]\n'
                                                           "marker_approved = true\n"))
    got = {p.field: p.clause for p in e.value.problems}
    assert {"tile_size_inches": "pa:621a.2", "marker_approved": "pa:621a.2", "shaker_dice": "pa:621a.2(d)(1)"} == got
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, base.replace('ruleset = "pa-621a@2012"',
                                                                 'ruleset = "pa-535@2010t"')))
    got = {p.field: p.clause for p in e.value.problems}
    assert {"tiles_in_play_since": "pa:535.2", "tiles_meet_physical_standard": "pa:535.2", "rng_used": "pa:535.2",
            "tiles_collected_after_each_settlement": "pa:535.2"} == got


def test_cli_equipment_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["equipment", "check", _path()])
    assert "pa:621a.4(a)(1)" in capsys.readouterr().out
    broken = Path(_path()).read_text(encoding="utf-8").replace("shaker_dice = 3", "shaker_dice = 2")
    assert 1 == main(["equipment", "check", _write(tmp_path, broken)])
    assert any(ln.startswith("pa:621a.2(d)(1)") and "fail" in ln for ln in capsys.readouterr().out.splitlines())


def test_the_rulesets_are_known() -> None:
    assert all(r in spec.ruleset_ids() for r in (PA, PA_T, MD))
