"""Sic Bo equipment descriptions, checked clause by clause (625a.1, 625a.2, 625a.5(a), 625a.7(d))."""

from __future__ import annotations

import datetime
from importlib import resources

import attrs

from croupier.reference.sicbo import equipment
from croupier.reference.sicbo.config import Month, Shaker
from croupier.reference.sicbo.equipment import Status


def _example() -> equipment.TableDescription:
    path = resources.files("croupier.reference.sicbo").joinpath("examples", "table-sicbo.toml")
    return equipment.load_description(str(path))


def _status(d: equipment.TableDescription) -> dict[str, Status]:
    return {f.clause: f.status for f in equipment.check(d)}


def test_the_bundled_table_passes() -> None:
    assert [] == [f for f in equipment.check(_example()) if f.status is Status.FAIL]


def test_each_requirement_fails_its_clause() -> None:
    d = _example()
    assert Status.FAIL == _status(attrs.evolve(d, dice=2))["pa:625a.2(a)"]
    assert Status.FAIL == _status(attrs.evolve(d, cover_opaque=False))["pa:625a.1(d)(1)(i)"]
    assert Status.FAIL == _status(attrs.evolve(d, odds_on_layout=False))["pa:625a.1(c)(3)"]
    assert Status.PASS == _status(attrs.evolve(d, odds_on_layout=False, odds_sign=True))["pa:625a.1(c)(3)"]
    assert Status.FAIL == _status(attrs.evolve(d, opening_values_entered=2))["pa:625a.5(a)(1)"]


def test_dice_retention_24_hours_or_a_month() -> None:
    """pa:625a.2(b): 24 h in a manual shaker; a month locked in an automated one with 603a.12(c) dice (GAP-10)."""
    start = datetime.datetime(2024, 1, 31, 18, 0)
    d = attrs.evolve(_example(), dice_loaded_at=start, checked_at=start + datetime.timedelta(hours=25))
    assert Status.FAIL == _status(d)["pa:625a.2(b)"]
    auto = attrs.evolve(d, shaker=Shaker.AUTOMATED, dice_locked_in_automated=True, dice_meet_603a_12c=True,
                        opening_shaker_runs=3)
    assert Status.PASS == _status(auto)["pa:625a.2(b)"]
    assert datetime.datetime(2024, 2, 29, 18, 0) == equipment.dice_expiry(auto)
    assert datetime.datetime(2024, 3, 1, 18, 0) == equipment.dice_expiry(attrs.evolve(auto, dice_month=Month.THIRTY_DAYS))
    assert start + datetime.timedelta(hours=24) == equipment.dice_expiry(attrs.evolve(auto, dice_meet_603a_12c=False))


def test_switch_to_manual_needs_7d() -> None:
    d = attrs.evolve(_example(), automated_out_of_order=True, manual_in_use=True)
    assert Status.FAIL == _status(d)["pa:625a.7(d)"]
    ok = attrs.evolve(d, automated_dice_removed=True, automated_covered_or_signed=True)
    assert Status.PASS == _status(ok)["pa:625a.7(d)"]
