"""Minibaccarat, Midibaccarat and Baccarat equipment descriptions, checked clause by clause (541.2-541.5, 541.7,
541.9(d), 541.12(c), 541.15; 627a.2(b), (b)(7), (b)(8), 627a.8(e); 543.2-543.4, 543.5(b), 543.7, 543.12(c); 629a.2(b),
(b)(7), (b)(8); 545.2-545.4, 545.7(a), 545.12(c); 631a.2(b), (b)(7), (b)(8))."""

from __future__ import annotations

import datetime
from importlib import resources
from pathlib import Path
from typing import Any

import attrs
import pytest

from croupier import spec
from croupier.cli import main
from croupier.reference.baccarat import equipment
from croupier.reference.baccarat.clauses import renaming
from croupier.reference.baccarat.config import Shuffling, VigCollection
from croupier.reference.baccarat.definitions import Bet
from croupier.reference.baccarat.equipment import Batch, Hand, MarkerStorage, Status
from croupier.reference.errors import ConfigError

R2010, R2013 = "pa-541@2010t", "pa-627a@2013p"
MIDI2010, MIDI2013 = "pa-543@2010t", "pa-629a@2013p"
BIG2010, BIG2013 = "pa-545@2010t", "pa-631a@2013p"


def _path(name: str = "table-minibaccarat.toml") -> str:
    return str(resources.files("croupier.reference.baccarat").joinpath("examples", name))


def _example() -> equipment.TableDescription:
    return equipment.load_description(_path())


def _house_money() -> equipment.TableDescription:
    """The 2013 example: House Money offered, vigorish deferred with marker buttons, a two-batch shuffler."""
    return equipment.load_description(_path("table-minibaccarat-house-money.toml"))


def _midi() -> equipment.TableDescription:
    """The Midibaccarat example: nine seats, a discard bucket, new decks every shoe, vigorish taken at payout."""
    return equipment.load_description(_path("table-midibaccarat.toml"))


def _midi_house_money() -> equipment.TableDescription:
    """The 2013 Midibaccarat example: House Money offered, vigorish deferred with marker buttons in the float."""
    return equipment.load_description(_path("table-midibaccarat-house-money.toml"))


def _big() -> equipment.TableDescription:
    """The Baccarat example: fourteen seats, a discard bucket, new decks every shoe, vigorish taken at payout."""
    return equipment.load_description(_path("table-baccarat.toml"))


def _big_house_money() -> equipment.TableDescription:
    """The 2013 Baccarat example: twelve seats, House Money offered, vigorish deferred with marker buttons in a rack."""
    return equipment.load_description(_path("table-baccarat-house-money.toml"))


def _status(d: equipment.TableDescription) -> dict[str, Status]:
    return {f.clause: f.status for f in equipment.check(d)}


def _failing(d: equipment.TableDescription) -> list[str]:
    return [c for c, s in _status(d).items() if s is Status.FAIL]


@pytest.mark.parametrize(("make", "rid"), [(_example, R2010), (_house_money, R2013), (_midi, MIDI2010),
                                           (_midi_house_money, MIDI2013), (_big, BIG2010),
                                           (_big_house_money, BIG2013)])
def test_the_bundled_tables_pass_every_clause(make: Any, rid: str) -> None:
    d = make()
    findings = equipment.check(d)
    assert rid == d.ruleset
    assert [] == [f for f in findings if f.status is Status.FAIL]
    assert len({f.clause for f in findings}) == len(findings)
    assert all(f.clause in spec.ruleset(rid) for f in findings)


@pytest.mark.parametrize(("make", "rid"), [(_example, R2010), (_house_money, R2013), (_midi, MIDI2010),
                                           (_midi_house_money, MIDI2013), (_big, BIG2010),
                                           (_big_house_money, BIG2013)])
def test_every_equipment_clause_of_the_edition_is_reported(make: Any, rid: str) -> None:
    """Each equipment or administrative clause of the chapter (541, 543) and of its 2013 excerpt (627a, 629a) has a
    finding or is a heading."""
    reported = {f.clause for f in equipment.check(make())}
    covered = reported | set(equipment.HEADINGS) | set(equipment.NOT_CHECKABLE)
    for cid, c in spec.ruleset(rid).clauses.items():
        if c.kind in ("equipment", "administrative"):
            assert cid in covered, cid


def test_the_2013_edition_reports_its_own_numbers() -> None:
    """627a renumbers 541.2(c) as 627a.2(b), 541.2(c)(4) as 627a.2(b)(8) and 541.9(d) as 627a.8(e)."""
    new = set(_status(_house_money()))
    old = set(_status(_example()))
    assert {"pa:627a.2(b)", "pa:627a.2(b)(7)", "pa:627a.2(b)(8)", "pa:627a.8(e)"} <= new
    assert not {"pa:541.2(c)", "pa:541.2(c)(4)", "pa:541.9(d)"} & new
    assert {"pa:541.2(c)", "pa:541.2(c)(4)", "pa:541.9(d)"} <= old
    assert not {c for c in old if c.startswith("pa:627a")}


BAD: list[tuple[dict[str, Any], str]] = [
    ({"dealer_opposite_seats": False}, "pa:541.2(a)"),
    ({"seat_numbers": tuple(range(1, 9))}, "pa:541.2(a)"),
    ({"seat_numbers": ()}, "pa:541.2(a)"),
    ({"seat_numbers": (1, 2, 3, 3)}, "pa:541.2(a)"),
    ({"seat_numbers": (2, 3, 4)}, "pa:541.2(a)"),
    ({"seats_counterclockwise_from_dealers_right": False}, "pa:541.2(a)"),
    ({"dimensions_approved": False}, "pa:541.2(b)"),
    ({"layout_approved": False}, "pa:541.2(c)"),
    ({"layout_logo": False}, "pa:541.2(c)(1)"),
    ({"wager_areas": frozenset({Bet.BANKER, Bet.PLAYER})}, "pa:541.2(c)(2)"),
    ({"tie_odds_phrase": ""}, "pa:541.2(c)(3)"),
    ({"tie_odds_phrase": "Tie pays 7 to 1"}, "pa:541.2(c)(3)"),
    ({"tie_odds_phrase": "Tie pays 8 for 1"}, "pa:541.2(c)(3)"),
    ({"tie_odds_phrase": "Tie pays 8 to 1 or 9 to 1"}, "pa:541.2(c)(3)"),
    ({"tie_odds_phrase": "Tie pays 8.5 to 1"}, "pa:541.2(c)(3)"),
    ({"vig_boxes": frozenset(range(1, 7))}, "pa:541.2(c)(4)"),
    ({"vig_boxes": frozenset(range(1, 9))}, "pa:541.2(c)(4)"),
    ({"vig_boxes": frozenset()}, "pa:541.2(c)(4)"),
    ({"card_areas": frozenset({Hand.PLAYER})}, "pa:541.2(c)(5)"),
    ({"marker_buttons": True}, "pa:541.2(d)"),
    ({"marker_buttons": True, "marker_button_storage": MarkerStorage.OTHER}, "pa:541.2(d)"),
    ({"marker_buttons": True, "marker_button_storage": MarkerStorage.RACK}, "pa:541.2(d)"),
    ({"drop_box_attached": False}, "pa:541.2(e)"),
    ({"tip_box_attached": False}, "pa:541.2(e)"),
    ({"boxes_dealer_side": False}, "pa:541.2(e)"),
    ({"boxes_either_side_of_dealer": False}, "pa:541.2(e)"),
    ({"boxes_where_approved": False}, "pa:541.2(e)"),
    ({"discard_rack_attached_on_top": False}, "pa:541.2(f)"),
    ({"discard_rack_dealer_side": False}, "pa:541.2(f)"),
    ({"batches": ()}, "pa:541.3(a)"),
    ({"batches": (Batch(decks=5, back_colours=frozenset({"red"}), back_designs=frozenset({"x"})),)}, "pa:541.3(a)"),
    ({"batches": (Batch(decks=9, back_colours=frozenset({"red"}), back_designs=frozenset({"x"})),)}, "pa:541.3(a)"),
    ({"batches": (Batch(decks=8, back_colours=frozenset({"red", "blue"}), back_designs=frozenset({"x"})),)},
     "pa:541.3(a)"),
    ({"batches": (Batch(decks=8, back_colours=frozenset({"red"}), back_designs=frozenset({"x", "y"})),)},
     "pa:541.3(a)"),
    ({"batches": (Batch(decks=8, back_colours=frozenset({"red"}), back_designs=frozenset({"x"})),) * 2},
     "pa:541.3(a)"),
    ({"cover_cards": 1}, "pa:541.3(a)"),
    ({"cover_cards": 3}, "pa:541.3(a)"),
    ({"checked_at": datetime.datetime(2024, 5, 1, 22, 0, 1)}, "pa:541.3(c)"),
    ({"decks_opened_at": None}, "pa:541.3(c)"),
    ({"checked_at": None}, "pa:541.3(c)"),
    ({"checked_at": datetime.datetime(2024, 5, 1, 17, 0)}, "pa:541.3(c)"),
    ({"checked_at": datetime.datetime(2024, 5, 1, 19, 0, tzinfo=datetime.timezone.utc)}, "pa:541.3(c)"),
    ({"opening_dealer_inspects_face_down": False}, "pa:541.4(a)"),
    ({"opening_floorperson_verifies": False}, "pa:541.4(a)"),
    ({"opening_spread_face_up": False}, "pa:541.4(b)"),
    ({"opening_washed_and_stacked": False}, "pa:541.4(c)"),
    ({"shuffle_left_feathered": False}, "pa:541.5(b)"),
    ({"manual_dealing_shoe": False}, "pa:541.7"),
    ({"players_kept_from_cards": False}, "pa:541.9(d)"),
    ({"cards_to_rack_in_order": False}, "pa:541.12(c)"),
]


@pytest.mark.parametrize(("change", "clause"), BAD)
def test_each_bad_value_fails_its_clause_2010(change: dict[str, Any], clause: str) -> None:
    assert Status.FAIL == _status(attrs.evolve(_example(), **change))[clause]


def _batch(decks: int = 8, colour: str = "red", design: str = "lattice") -> Batch:
    return Batch(decks=decks, back_colours=frozenset({colour}), back_designs=frozenset({design}))


BAD_2013: list[tuple[dict[str, Any], str]] = [
    ({"layout_approved": False}, "pa:627a.2(b)"),
    ({"house_money_areas": frozenset(range(1, 7))}, "pa:627a.2(b)(7)"),
    ({"house_money_areas": frozenset(range(1, 9))}, "pa:627a.2(b)(7)"),
    ({"vig_boxes": frozenset({1, 2, 3})}, "pa:627a.2(b)(8)"),
    ({"marker_rack_in_front_of_float": False}, "pa:541.2(d)"),
    ({"marker_button_storage": None}, "pa:541.2(d)"),
    ({"batches": (_batch(),)}, "pa:541.3(b)"),
    ({"batches": (_batch(8), _batch(9, "blue"))}, "pa:541.3(b)"),
    ({"batches": (_batch(5), _batch(5, "blue"))}, "pa:541.3(b)"),
    ({"batches": (_batch(), _batch(colour="blue"), _batch(colour="green"))}, "pa:541.3(b)"),
    ({"batches": (_batch(5), _batch(5, "blue"))}, "pa:541.3(b)(1)"),
    ({"batches": (_batch(), Batch(decks=8, back_colours=frozenset({"blue", "green"}),
                                  back_designs=frozenset({"lattice"})))}, "pa:541.3(b)(1)"),
    ({"cover_cards": 0}, "pa:541.3(b)(1)"),
    ({"batches": (_batch(6), _batch(8, "blue"))}, "pa:541.3(b)(2)"),
    ({"batches": (_batch(), _batch(design="logo"))}, "pa:541.3(b)(3)"),
    ({"batches": (_batch(), Batch(decks=8, back_colours=frozenset({"blue"}),
                                  back_designs=frozenset({"lattice", "logo"})))}, "pa:541.3(b)(3)"),
    ({"idle_batch_in_shuffler": False}, "pa:541.3(b)(4)"),
    ({"batches_alternate_by_shoe": False}, "pa:541.3(b)(5)"),
    ({"discard_rack_one_batch": False}, "pa:541.3(b)(6)"),
    ({"opening_each_batch": False}, "pa:541.4(d)"),
    ({"shuffler_holds_one_batch": False}, "pa:541.5(h)(2)(i)"),
    ({"shuffler_storage_approved": False}, "pa:541.5(h)(2)(i)"),
    ({"batch_release_procedures_approved": False}, "pa:541.5(h)(2)(ii)"),
    ({"players_kept_from_cards": False}, "pa:627a.8(e)"),
]


@pytest.mark.parametrize(("change", "clause"), BAD_2013)
def test_each_bad_value_fails_its_clause_2013(change: dict[str, Any], clause: str) -> None:
    assert Status.FAIL == _status(attrs.evolve(_house_money(), **change))[clause]


def test_one_back_design_a_batch_the_batches_may_differ_in_design() -> None:
    """541.3(b)(3) read as the spec summary does: one design within each batch, the colours differ between them."""
    d = attrs.evolve(_house_money(), batches=(_batch(), _batch(colour="blue", design="logo")))
    assert [] == _failing(d)
    same_colour = attrs.evolve(d, batches=(_batch(), _batch(design="logo")))
    assert ["pa:541.3(b)(3)"] == _failing(same_colour)


def test_only_the_clause_at_fault_fails() -> None:
    """A bad value fails its clause and the clauses that restate it, nothing else."""
    assert ["pa:541.2(f)"] == _failing(attrs.evolve(_example(), discard_rack_dealer_side=False))
    assert ["pa:627a.2(b)(7)"] == _failing(attrs.evolve(_house_money(), house_money_areas=frozenset({1})))
    unequal = attrs.evolve(_house_money(), batches=(_batch(6), _batch(8, "blue")))
    assert ["pa:541.3(b)(2)"] == _failing(unequal)


def test_tie_odds_phrases() -> None:
    """541.2(c)(3), 541.13(b): the layout states the Tie odds, at least 8 to 1, whole (A-16); "N for 1" is N-1 to 1."""
    assert frozenset({8}) == equipment.tie_odds("TIE PAYS 8 TO 1")
    assert frozenset({8}) == equipment.tie_odds("Tie pays 9 for 1")
    assert frozenset() == equipment.tie_odds("Tie pays eight to one")
    for phrase in ("Tie pays 8 to 1", "Tie 9 for 1", "Tie Bet pays 30 to 1"):
        assert Status.PASS == _status(attrs.evolve(_example(), tie_odds_phrase=phrase))["pa:541.2(c)(3)"], phrase


def test_vigorish_boxes_always_in_2010_only_when_deferred_in_2013() -> None:
    """541.2(c)(4) asks for them whatever the option; 627a.2(b)(8) not when vigorish is taken at payout or at an
    EZ Baccarat table."""
    d10 = attrs.evolve(_example(), vig_boxes=frozenset())
    assert VigCollection.AT_PAYOUT == d10.vig_collection
    assert Status.FAIL == _status(d10)["pa:541.2(c)(4)"]
    d13 = attrs.evolve(_house_money(), vig_boxes=frozenset())
    assert Status.FAIL == _status(d13)["pa:627a.2(b)(8)"]
    at_payout = attrs.evolve(d13, vig_collection=VigCollection.AT_PAYOUT)
    assert Status.NOT_APPLICABLE == _status(at_payout)["pa:627a.2(b)(8)"]
    ez = attrs.evolve(d13, ez_table=True)
    assert Status.NOT_APPLICABLE == _status(ez)["pa:627a.2(b)(8)"]


def test_house_money_areas_only_when_offered() -> None:
    """627a.2(b)(7): an area for each player when the holder offers the wager; not applicable otherwise."""
    d = attrs.evolve(_house_money(), house_money=False, house_money_areas=frozenset())
    assert Status.NOT_APPLICABLE == _status(d)["pa:627a.2(b)(7)"]
    assert "pa:627a.2(b)(7)" not in _status(_example())


def test_marker_buttons_in_the_float_or_a_rack_in_front_of_it() -> None:
    """541.2(d): only when marker buttons mark vigorish; the float container, or a rack in front of it."""
    assert Status.NOT_APPLICABLE == _status(_example())["pa:541.2(d)"]
    d = attrs.evolve(_house_money(), marker_button_storage=MarkerStorage.FLOAT, marker_rack_in_front_of_float=False)
    assert Status.PASS == _status(d)["pa:541.2(d)"]


def test_the_decks_change_within_4_hours_at_a_manual_table() -> None:
    """541.3(c), A-9: decks exactly 4 hours old are in time, a second later they are not; not at shuffler tables."""
    start = datetime.datetime(2024, 5, 1, 18, 0)
    d = attrs.evolve(_example(), decks_opened_at=start, checked_at=start + datetime.timedelta(hours=4))
    assert Status.PASS == _status(d)["pa:541.3(c)"]
    assert start + datetime.timedelta(hours=4) == equipment.deck_change_due(d)
    late = attrs.evolve(d, checked_at=start + datetime.timedelta(hours=4, seconds=1))
    assert Status.FAIL == _status(late)["pa:541.3(c)"]
    stale = attrs.evolve(_house_money(), decks_opened_at=start, checked_at=start + datetime.timedelta(days=2))
    assert Status.NOT_APPLICABLE == _status(stale)["pa:541.3(c)"]


def _continuous(**kw: Any) -> equipment.TableDescription:
    return attrs.evolve(_example(), **{"shuffling": Shuffling.CONTINUOUS_SHUFFLER, "manual_dealing_shoe": False,
                                       "cover_cards": 0, "continuous_shuffler_approved": True,
                                       "continuous_shuffler_procedures_approved": True, **kw})


def test_a_continuous_shuffler_replaces_the_manual_shoe() -> None:
    """541.15: an approved device and procedures in place of 541.5 and 541.7; the decks are still those of 541.3(a),
    without cover cards; no 4 hour change (A-9)."""
    s = _status(_continuous())
    assert [] == [c for c, v in s.items() if v is Status.FAIL]
    assert Status.PASS == s["pa:541.15"] == s["pa:541.3(a)"]
    assert all(Status.NOT_APPLICABLE == s[c] for c in ("pa:541.7", "pa:541.5(b)", "pa:541.3(c)", "pa:541.3(b)",
                                                       "pa:541.4(d)", "pa:541.5(h)(2)(i)"))
    assert Status.FAIL == _status(_continuous(continuous_shuffler_approved=False))["pa:541.15"]
    assert Status.FAIL == _status(_continuous(continuous_shuffler_procedures_approved=False))["pa:541.15"]
    assert Status.FAIL == _status(_continuous(batches=(_batch(10),)))["pa:541.3(a)"]
    assert Status.NOT_APPLICABLE == _status(_example())["pa:541.15"]


def _write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "table.toml"
    p.write_text(text, encoding="utf-8")
    return p


def _replace(base: str, bad: dict[str, str], extra: tuple[str, ...] = ()) -> str:
    """``base`` with the top-level keys of ``bad`` given new values (before the [[batches]] tables)."""
    head, sep, tail = base.partition("[[batches]]")
    lines = [ln for ln in head.splitlines() if ln.split(" = ")[0] not in bad]
    return "\n".join(lines + [f"{k} = {v}" for k, v in bad.items()] + list(extra)) + "\n" + sep + tail


def test_unknown_and_ill_typed_fields_are_refused_with_their_clause(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    bad = {
        "seat_numbers": ('[0, 1, 2]', "pa:541.2(a)"),
        "dimensions_approved": ('"yes"', "pa:541.2(b)"),
        "wager_areas": ('["banker", "dragon"]', "pa:541.2(c)(2)"),
        "tie_odds_phrase": ("8", "pa:541.2(c)(3)"),
        "vig_boxes": ('"1-7"', "pa:541.2(c)(4)"),
        "card_areas": ('["tie"]', "pa:541.2(c)(5)"),
        "marker_button_storage": ('"drawer"', "pa:541.2(d)"),
        "cover_cards": ("-2", "pa:541.3(a)"),
        "shuffling": ('"automatic"', "pa:541.3(b)"),
        "decks_opened_at": ('"this morning"', "pa:541.3(c)"),
        "house_money": ("true", "pa:627a.7(a)(7)"),
        "ez_table": ("true", "pa:627a.2(b)(8)"),
        "game": ('"craps"', "pa:541.2"),
    }
    text = _replace(base, {k: v for k, (v, _) in bad.items()}, ('colour = "green"',))
    text += 'colour = "red"\n'  # an unknown key of a batch
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, text))
    got = {p.field: p.clause for p in e.value.problems}
    assert {**{k: c for k, (_, c) in bad.items()}, "colour": "pa:541.2", "batches[0].colour": "pa:541.3(a)"} == got


def test_load_problems_cite_the_editions_numbers(tmp_path: Path) -> None:
    """Under pa-627a@2013p a bad vigorish box list is refused under 627a.2(b)(8), a House Money area under (b)(7)."""
    base = Path(_path("table-minibaccarat-house-money.toml")).read_text(encoding="utf-8")
    text = _replace(base, {"vig_boxes": '"all"', "house_money_areas": "[true]", "wager_areas": '["house_money"]',
                           "ruleset": '"pa-625a@2012"'})
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, text))
    got = {p.field: p.clause for p in e.value.problems}
    assert {"vig_boxes": "pa:541.2(c)(4)", "house_money_areas": "pa:627a.2(b)(7)", "wager_areas": "pa:541.2(c)(2)",
            "ruleset": "pa:541.2"} == got  # an unknown ruleset: the 2010 numbers
    ok = _replace(base, {"vig_boxes": '"all"', "players_kept_from_cards": '"no"'})
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, ok))
    assert {"vig_boxes": "pa:627a.2(b)(8)", "players_kept_from_cards": "pa:627a.8(e)"} == {
        p.field: p.clause for p in e.value.problems}


def test_a_missing_field_fails_its_clause(tmp_path: Path) -> None:
    """An absent fact is not assumed: leaving out cover_cards fails 541.3(a), decks_opened_at 541.3(c)."""
    base = Path(_path()).read_text(encoding="utf-8")
    text = "\n".join(ln for ln in base.splitlines() if not ln.startswith(("cover_cards", "decks_opened_at")))
    assert ["pa:541.3(a)", "pa:541.3(c)"] == _failing(equipment.load_description(_write(tmp_path, text)))


def test_cli_equipment_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``game = "baccarat"`` sends the file to these checks: the examples exit 0, a broken copy 1 naming the clause,
    an unknown key 2."""
    assert 0 == main(["equipment", "check", _path()])
    assert "pa:541.2(c)(3)" in capsys.readouterr().out
    assert 0 == main(["equipment", "check", _path("table-minibaccarat-house-money.toml")])
    assert "pa:627a.2(b)(7)" in capsys.readouterr().out
    broken = Path(_path()).read_text(encoding="utf-8").replace("Tie pays 8 to 1", "Tie pays 8 for 1")
    assert 1 == main(["equipment", "check", str(_write(tmp_path, broken))])
    out = capsys.readouterr().out
    assert any(ln.startswith("pa:541.2(c)(3)") and "fail" in ln for ln in out.splitlines())
    assert 2 == main(["equipment", "check", str(_write(tmp_path, "shoe_colour = 1\n" + broken))])
    assert "pa:541.2" in capsys.readouterr().err


# --- Midibaccarat (543, 629a) ---------------------------------------------------------------------


def test_midibaccarat_reports_its_own_numbers() -> None:
    """Under 543 every finding is a 543 clause; under 629a the layout items 629a.2(b), (b)(7), (b)(8) and the 543
    numbers the 2013 excerpt keeps. No finding for what Midibaccarat lacks: the shuffler batches (541.3(b),
    541.4(d), 541.5(h)(2)), the 4 hour change (541.3(c)), the ban on handling cards (541.9(d)), 541.15."""
    old = _status(_midi())
    assert all(c.startswith("pa:543.") for c in old)
    assert {"pa:543.2(c)", "pa:543.2(c)(4)", "pa:543.2(f)", "pa:543.3(a)", "pa:543.3(b)", "pa:543.5(b)", "pa:543.7",
            "pa:543.12(c)"} <= set(old)
    assert not {"pa:543.3(c)", "pa:543.4(d)", "pa:543.9(d)", "pa:543.15"} & set(old)
    new = _status(_midi_house_money())
    assert {"pa:629a.2(b)", "pa:629a.2(b)(7)", "pa:629a.2(b)(8)", "pa:543.2(a)", "pa:543.2(f)", "pa:543.3(b)",
            "pa:543.12(c)"} <= set(new)
    assert not {"pa:543.2(c)", "pa:543.2(c)(4)"} & set(new)
    assert not [c for c in new if not c.startswith(("pa:543.", "pa:629a."))]


#: (clause, a change that still passes it, a change that fails it): each Midibaccarat rule both ways
MIDI_RULES: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("pa:543.2(a)", {"seat_numbers": tuple(range(1, 10)), "vig_boxes": frozenset(range(1, 10))},
     {"seat_numbers": tuple(range(1, 11)), "vig_boxes": frozenset(range(1, 11))}),
    ("pa:543.2(a)", {"seat_numbers": (1,), "vig_boxes": frozenset({1})}, {"seat_numbers": ()}),
    ("pa:543.2(a)", {}, {"seat_numbers": (1, 2, 3, 4, 5, 6, 7, 8, 8)}),
    ("pa:543.2(a)", {}, {"dealer_opposite_seats": False}),
    ("pa:543.2(b)", {}, {"dimensions_approved": False}),
    ("pa:543.2(c)", {}, {"layout_approved": False}),
    ("pa:543.2(c)(3)", {"tie_odds_phrase": "Tie pays 9 to 1"}, {"tie_odds_phrase": "Tie pays 7 to 1"}),
    ("pa:543.2(c)(4)", {"vig_boxes": frozenset(range(1, 10))}, {"vig_boxes": frozenset(range(1, 8))}),
    ("pa:543.2(d)", {"marker_buttons": True, "marker_button_storage": MarkerStorage.FLOAT},
     {"marker_buttons": True, "marker_button_storage": MarkerStorage.OTHER}),
    ("pa:543.2(e)", {}, {"tip_box_attached": False}),
    ("pa:543.2(f)", {}, {"discard_bucket_dealer_side": False}),
    ("pa:543.2(f)", {}, {"discard_bucket_where_approved": False}),
    ("pa:543.3(a)", {"batches": (Batch(decks=6, back_colours=frozenset({"red"}), back_designs=frozenset({"x"})),)},
     {"batches": (Batch(decks=9, back_colours=frozenset({"red"}), back_designs=frozenset({"x"})),)}),
    ("pa:543.3(a)", {}, {"batches": (Batch(decks=8, back_colours=frozenset({"red", "blue"}),
                                           back_designs=frozenset({"x"})),)}),
    ("pa:543.3(a)", {}, {"batches": (Batch(decks=8, back_colours=frozenset({"red"}), back_designs=frozenset({"x"})),
                                     Batch(decks=8, back_colours=frozenset({"blue"}), back_designs=frozenset({"x"})))}),
    ("pa:543.3(a)", {"cover_cards": 2}, {"cover_cards": 0}),
    ("pa:543.3(a)", {}, {"shuffling": Shuffling.BATCH_SHUFFLER}),
    ("pa:543.3(a)", {}, {"shuffling": Shuffling.CONTINUOUS_SHUFFLER}),
    ("pa:543.3(b)", {}, {"new_decks_every_shoe": False}),
    ("pa:543.4(a)", {}, {"opening_floorperson_verifies": False}),
    ("pa:543.4(b)", {}, {"opening_spread_face_up": False}),
    ("pa:543.4(c)", {}, {"opening_washed_and_stacked": False}),
    ("pa:543.5(b)", {}, {"shuffle_left_feathered": False}),
    ("pa:543.7", {}, {"manual_dealing_shoe": False}),
    ("pa:543.12(c)", {}, {"cards_to_discard_bucket": False}),
]


@pytest.mark.parametrize(("clause", "good", "bad"), MIDI_RULES)
def test_each_midibaccarat_rule_passes_and_fails_2010(clause: str, good: dict[str, Any], bad: dict[str, Any]) -> None:
    """Each 543 rule, from the nine seats of 543.2(a) to the bucket of 543.12(c), passes one table and fails another."""
    assert Status.PASS == _status(attrs.evolve(_midi(), **good))[clause]
    assert Status.FAIL == _status(attrs.evolve(_midi(), **bad))[clause]


def _2013(clause: str) -> str:
    return spec.ruleset(MIDI2013).renumbered.get(clause, clause)


@pytest.mark.parametrize(("clause", "good", "bad"), MIDI_RULES)
def test_each_midibaccarat_rule_passes_and_fails_2013(clause: str, good: dict[str, Any], bad: dict[str, Any]) -> None:
    """The same rules under 629a, in its numbers (543.2(c) is 629a.2(b), 543.2(c)(4) is 629a.2(b)(8))."""
    hm = {"house_money_areas": good.get("vig_boxes", frozenset(range(1, 10)))}
    assert Status.PASS == _status(attrs.evolve(_midi_house_money(), **{**hm, **good}))[_2013(clause)]
    assert Status.FAIL == _status(attrs.evolve(_midi_house_money(), **bad))[_2013(clause)]


def test_nine_seats_are_midibaccarat_only() -> None:
    """543.2(a) allows nine seats where 541.2(a) allows seven; the detail names the limit."""
    nine = {"seat_numbers": tuple(range(1, 10)), "vig_boxes": frozenset(range(1, 10))}
    assert Status.FAIL == _status(attrs.evolve(_example(), **nine))["pa:541.2(a)"]
    assert Status.PASS == _status(attrs.evolve(_midi(), **nine))["pa:543.2(a)"]
    ten = {f.clause: f for f in equipment.check(attrs.evolve(_midi(), seat_numbers=tuple(range(1, 11))))}
    assert "10 numbered seats, not 1 to 9" in ten["pa:543.2(a)"].detail


def test_midibaccarat_details_name_its_own_clauses() -> None:
    """A Tie below 8 to 1 fails 543.2(c)(3) citing 543.13(b); a hand-built shuffler fails 543.3(a) as Midibaccarat's."""
    low = {f.clause: f for f in equipment.check(attrs.evolve(_midi(), tie_odds_phrase="Tie pays 7 to 1"))}
    assert "(543.13(b))" in low["pa:543.2(c)(3)"].detail
    batch = {f.clause: f for f in equipment.check(attrs.evolve(_midi(), shuffling=Shuffling.BATCH_SHUFFLER))}
    assert (Status.FAIL, "Midibaccarat has no automated shuffler (shuffling = batch_shuffler)") == (
        batch["pa:543.3(a)"].status, batch["pa:543.3(a)"].detail)
    two = {f.clause: f for f in equipment.check(attrs.evolve(_midi(), batches=(_batch(), _batch(colour="blue"))))}
    assert "2 sets of decks, not one" == two["pa:543.3(a)"].detail


def test_only_the_midibaccarat_clause_at_fault_fails() -> None:
    """A bad value fails its own clause, nothing else; a 2013 vigorish box missing fails 629a.2(b)(8) alone."""
    assert ["pa:543.2(f)"] == _failing(attrs.evolve(_midi(), discard_bucket_dealer_side=False))
    assert ["pa:543.3(b)"] == _failing(attrs.evolve(_midi(), new_decks_every_shoe=False))
    assert ["pa:543.12(c)"] == _failing(attrs.evolve(_midi(), cards_to_discard_bucket=False))
    assert ["pa:629a.2(b)(8)"] == _failing(attrs.evolve(_midi_house_money(), vig_boxes=frozenset(range(1, 9))))
    assert ["pa:629a.2(b)(7)"] == _failing(attrs.evolve(_midi_house_money(), house_money_areas=frozenset({9})))


def test_midibaccarat_2013_vigorish_boxes_and_house_money_areas() -> None:
    """629a.2(b)(8) as 627a.2(b)(8): not applicable when vigorish is taken at payout or at an EZ table; 629a.2(b)(7)
    only when House Money is offered. In 2010, 543.2(c)(4) asks for the boxes whatever the option."""
    d = attrs.evolve(_midi_house_money(), vig_boxes=frozenset())
    assert Status.FAIL == _status(d)["pa:629a.2(b)(8)"]
    assert Status.NOT_APPLICABLE == _status(attrs.evolve(d, vig_collection=VigCollection.AT_PAYOUT))["pa:629a.2(b)(8)"]
    assert Status.NOT_APPLICABLE == _status(attrs.evolve(d, ez_table=True))["pa:629a.2(b)(8)"]
    none = attrs.evolve(_midi_house_money(), house_money=False, house_money_areas=frozenset())
    assert Status.NOT_APPLICABLE == _status(none)["pa:629a.2(b)(7)"]
    assert Status.FAIL == _status(attrs.evolve(_midi(), vig_boxes=frozenset()))["pa:543.2(c)(4)"]


def test_the_chapter_table_holds_the_differences() -> None:
    """The limits and clauses that differ are data: seats, shufflers, discard, deck change, where cards go."""
    mini, midi, big = equipment.MINIBACCARAT, equipment.MIDIBACCARAT, equipment.BACCARAT
    assert ((1, 7), (1, 9), (10, 14)) == tuple((c.min_seats, c.max_seats) for c in (mini, midi, big))
    assert frozenset(Shuffling) == mini.shufflings
    assert frozenset({Shuffling.MANUAL}) == midi.shufflings == big.shufflings
    assert ("pa:541.2(f)", "pa:543.2(f)") == (mini.discard.clause, midi.discard.clause)
    assert ("pa:541.3(c)", "pa:543.3(b)") == (mini.deck_change.clause, midi.deck_change.clause)
    assert ("pa:541.12(c)", "pa:543.12(c)") == (mini.discarded_cards.clause, midi.discarded_cards.clause)
    assert (midi.discard, midi.deck_change, midi.discarded_cards) == (big.discard, big.deck_change,
                                                                      big.discarded_cards)
    assert ("rows", "rows", "columns") == (mini.spread, midi.spread, big.spread)
    assert (True, True, False) == (mini.dealer_opposite, midi.dealer_opposite, big.dealer_opposite)
    assert {R2010: mini, R2013: mini, MIDI2010: midi, MIDI2013: midi, BIG2010: big, BIG2013: big} == \
        equipment.CHAPTERS
    fields = attrs.fields_dict(equipment.TableDescription)
    assert set(mini.refused) <= set(fields) and set(midi.refused) <= set(fields) and set(big.refused) <= set(fields)
    staffing = {"dealers", "floorperson_other_tables"}  # 465a, checked for Baccarat under 631a only
    assert staffing <= set(mini.refused) & set(midi.refused)
    assert not set(mini.refused) & set(midi.refused) - staffing  # what one game refuses the other uses
    assert not set(mini.refused) & set(big.refused) - {"dealer_opposite_seats", "dimensions_approved",
                                                        "shuffle_left_feathered"}  # Minibaccarat's own


@pytest.mark.parametrize("rid", [R2010, R2013, MIDI2010, MIDI2013, BIG2010, BIG2013])
def test_every_refusal_cites_a_clause_of_the_edition(rid: str) -> None:
    """A refused field or shuffler names a clause the edition has, in its numbers."""
    ch, rs = equipment.CHAPTERS[rid], spec.ruleset(rid)
    for clause, _ in [*ch.refused.values(), *ch.refused_shufflings.values()]:
        assert renaming(rid).get(clause, clause) in rs, clause


def test_a_description_names_a_ruleset_the_check_knows() -> None:
    """Only the six baccarat rulesets have a chapter table; a description of another game's ruleset is not built."""
    with pytest.raises(ValueError, match="not a Minibaccarat, Midibaccarat or Baccarat ruleset"):
        equipment.TableDescription(ruleset="pa-623a@2012")


MIDI_TEXT = Path(_path("table-midibaccarat.toml")).read_text(encoding="utf-8")


def _refused(tmp_path: Path, text: str) -> dict[str, tuple[str, str]]:
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, text))
    return {p.field: (p.clause, p.reason) for p in e.value.problems}


def test_midibaccarat_refuses_minibaccarat_fields_with_a_clear_message(tmp_path: Path) -> None:
    """A fact Midibaccarat has no clause for is refused under the 543 clause that says otherwise, and the message
    says what to state instead."""
    bad = {"discard_rack_dealer_side": ("true", "pa:543.2(f)", "discard bucket"),
           "decks_opened_at": ("2024-05-01T18:00:00", "pa:543.3(b)", "after every shoe"),
           "opening_each_batch": ("true", "pa:543.3(a)", "no two-batch automated shuffler"),
           "continuous_shuffler_approved": ("true", "pa:543.7", "no continuous shuffler"),
           "players_kept_from_cards": ("true", "pa:543.9(c)(3)", "squeeze"),
           "cards_to_rack_in_order": ("true", "pa:543.12(c)", "no set order"),
           "shuffling": ('"batch_shuffler"', "pa:543.3(a)", "no two-batch automated shuffler"),
           "house_money": ("true", "pa:629a.7(a)(7)", "a 2013 addition; pa-543@2010t has none"),
           "ez_table": ("true", "pa:629a.2(b)(8)", "a 2013 addition; pa-543@2010t has none")}
    got = _refused(tmp_path, _replace(MIDI_TEXT, {k: v for k, (v, _, _) in bad.items()}))
    assert {k: c for k, (_, c, _) in bad.items()} == {k: c for k, (c, _) in got.items()}
    for key, (_, _, words) in bad.items():
        assert words in got[key][1], key
    cont = _refused(tmp_path, _replace(MIDI_TEXT, {"shuffling": '"continuous_shuffler"'}))
    assert "pa:543.7" == cont["shuffling"][0]


def test_midibaccarat_2013_refusals_cite_629a_where_it_renumbers(tmp_path: Path) -> None:
    """Under 629a a bad vigorish box list is 629a.2(b)(8); a refused Minibaccarat field keeps its 543 clause."""
    text = _replace(Path(_path("table-midibaccarat-house-money.toml")).read_text(encoding="utf-8"),
                    {"vig_boxes": '"all"', "cards_to_rack_in_order": "true", "layout_approved": '"yes"'})
    got = _refused(tmp_path, text)
    assert {"vig_boxes": "pa:629a.2(b)(8)", "cards_to_rack_in_order": "pa:543.12(c)",
            "layout_approved": "pa:629a.2(b)"} == {k: c for k, (c, _) in got.items()}


def test_minibaccarat_refuses_midibaccarat_fields(tmp_path: Path) -> None:
    """The bucket, the every-shoe change and the unordered discard are Midibaccarat's: refused under 541's clause."""
    base = Path(_path()).read_text(encoding="utf-8")
    got = _refused(tmp_path, _replace(base, {"discard_bucket_dealer_side": "true", "new_decks_every_shoe": "true",
                                             "cards_to_discard_bucket": "true"}))
    assert {"discard_bucket_dealer_side": "pa:541.2(f)", "new_decks_every_shoe": "pa:541.3(c)",
            "cards_to_discard_bucket": "pa:541.12(c)"} == {k: c for k, (c, _) in got.items()}
    assert all(r.startswith("a Midibaccarat fact") for _, r in got.values())


def test_an_unchecked_ruleset_is_refused_naming_those_checked(tmp_path: Path) -> None:
    """A description naming a ruleset of another game is refused, the message listing the rulesets that are
    checked."""
    got = _refused(tmp_path, _replace(MIDI_TEXT, {"ruleset": '"pa-623a@2012"'}))
    assert "pa:541.2" == got["ruleset"][0]
    assert "pa-543@2010t, pa-629a@2013p" in got["ruleset"][1] and "pa-545@2010t, pa-631a@2013p" in got["ruleset"][1]


def test_a_missing_midibaccarat_field_fails_its_clause(tmp_path: Path) -> None:
    """An absent fact is not assumed: leaving out new_decks_every_shoe fails 543.3(b), the bucket 543.2(f)."""
    text = "\n".join(ln for ln in MIDI_TEXT.splitlines() if not ln.startswith(("new_decks", "discard_bucket_where")))
    assert ["pa:543.2(f)", "pa:543.3(b)"] == _failing(equipment.load_description(_write(tmp_path, text)))


def test_cli_equipment_check_midibaccarat(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The Midibaccarat examples exit 0 citing 543 (629a) numbers; a broken copy 1 naming 543.2(f); a refused
    field 2 naming its clause and what to state instead."""
    assert 0 == main(["equipment", "check", _path("table-midibaccarat.toml")])
    assert "pa:543.12(c)" in capsys.readouterr().out
    assert 0 == main(["equipment", "check", _path("table-midibaccarat-house-money.toml")])
    assert "pa:629a.2(b)(7)" in capsys.readouterr().out
    broken = MIDI_TEXT.replace("discard_bucket_dealer_side = true", "discard_bucket_dealer_side = false")
    assert 1 == main(["equipment", "check", str(_write(tmp_path, broken))])
    out = capsys.readouterr().out
    assert any(ln.startswith("pa:543.2(f)") and "fail" in ln for ln in out.splitlines())
    assert 2 == main(["equipment", "check", str(_write(tmp_path, "players_kept_from_cards = true\n" + MIDI_TEXT))])
    err = capsys.readouterr().err
    assert "players_kept_from_cards" in err and "pa:543.9(c)(3)" in err and "squeeze" in err


# --- Baccarat (545, 631a) -------------------------------------------------------------------------


def test_baccarat_reports_its_own_numbers() -> None:
    """Under 545 every finding is a 545 clause, the layout items one letter up from 541's (545.2(b)(1)-(5)), the
    marker buttons 545.2(c), the boxes 545.2(d), the bucket 545.2(e), the shoe 545.7(a); under 631a the layout items
    631a.2(b), (b)(7), (b)(8) and the 545 numbers the 2013 excerpt keeps. No finding for what Baccarat lacks: the
    table's dimensions (541.2(b)), the shuffler batches, the 4 hour change, the feathered stack (541.5(b)), the ban
    on handling cards (541.9(d)), 541.15. The 465a staffing rules the 2013 Annex prints come last, under 631a only."""
    old = _status(_big())
    assert ["pa:545.2(a)", "pa:545.2(b)", "pa:545.2(b)(1)", "pa:545.2(b)(2)", "pa:545.2(b)(3)", "pa:545.2(b)(4)",
            "pa:545.2(b)(5)", "pa:545.2(c)", "pa:545.2(d)", "pa:545.2(e)", "pa:545.3(a)", "pa:545.3(b)",
            "pa:545.4(a)", "pa:545.4(b)", "pa:545.4(c)", "pa:545.7(a)", "pa:545.12(c)"] == list(old)
    new = _status(_big_house_money())
    assert ["pa:545.2(a)", "pa:631a.2(b)", "pa:545.2(b)(1)", "pa:545.2(b)(2)", "pa:545.2(b)(3)", "pa:545.2(b)(5)",
            "pa:631a.2(b)(7)", "pa:631a.2(b)(8)", "pa:545.2(c)", "pa:545.2(d)", "pa:545.2(e)", "pa:545.3(a)",
            "pa:545.3(b)", "pa:545.4(a)", "pa:545.4(b)", "pa:545.4(c)", "pa:545.7(a)", "pa:545.12(c)",
            "pa:465a.9(c)(2)(i)", "pa:465a.35(b)(2)", "pa:465a.35(c)(1)(i)", "pa:465a.35(c)(1)(ii)",
            "pa:465a.35(c)(2)"] == list(new)


def _decks(n: int = 8, colours: frozenset[str] = frozenset({"red"})) -> Batch:
    return Batch(decks=n, back_colours=colours, back_designs=frozenset({"x"}))


#: (clause, a change that still passes it, a change that fails it): each Baccarat rule both ways
BIG_RULES: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("pa:545.2(a)", {"seat_numbers": tuple(range(1, 11)), "vig_boxes": frozenset(range(1, 11))},
     {"seat_numbers": tuple(range(1, 10)), "vig_boxes": frozenset(range(1, 10))}),
    ("pa:545.2(a)", {"seat_numbers": tuple(range(1, 15)), "vig_boxes": frozenset(range(1, 15))},
     {"seat_numbers": tuple(range(1, 16)), "vig_boxes": frozenset(range(1, 16))}),
    ("pa:545.2(a)", {}, {"seat_numbers": (*range(1, 12), 11)}),
    ("pa:545.2(a)", {}, {"seat_numbers": tuple(range(2, 14))}),
    ("pa:545.2(a)", {}, {"seats_counterclockwise_from_dealers_right": False}),
    ("pa:545.2(b)", {}, {"layout_approved": False}),
    ("pa:545.2(b)(1)", {}, {"layout_logo": False}),
    ("pa:545.2(b)(2)", {}, {"wager_areas": frozenset({Bet.BANKER, Bet.PLAYER})}),
    ("pa:545.2(b)(3)", {"tie_odds_phrase": "Tie pays 9 to 1"}, {"tie_odds_phrase": "Tie pays 8 for 1"}),
    ("pa:545.2(b)(4)", {}, {"vig_boxes": frozenset(range(1, 16))}),
    ("pa:545.2(b)(5)", {}, {"card_areas": frozenset({Hand.PLAYER})}),
    ("pa:545.2(c)", {"marker_buttons": True, "marker_button_storage": MarkerStorage.FLOAT},
     {"marker_buttons": True, "marker_button_storage": MarkerStorage.RACK, "marker_rack_in_front_of_float": False}),
    ("pa:545.2(d)", {}, {"boxes_either_side_of_dealer": False}),
    ("pa:545.2(e)", {}, {"discard_bucket_dealer_side": False}),
    ("pa:545.2(e)", {}, {"discard_bucket_where_approved": False}),
    ("pa:545.3(a)", {"batches": (_decks(6),)}, {"batches": (_decks(5),)}),
    ("pa:545.3(a)", {}, {"batches": (_decks(8, frozenset({"red", "blue"})),)}),
    ("pa:545.3(a)", {}, {"batches": (_decks(), _decks(8, frozenset({"blue"})))}),
    ("pa:545.3(a)", {"cover_cards": 2}, {"cover_cards": 1}),
    ("pa:545.3(a)", {}, {"shuffling": Shuffling.BATCH_SHUFFLER}),
    ("pa:545.3(a)", {}, {"shuffling": Shuffling.CONTINUOUS_SHUFFLER}),
    ("pa:545.3(b)", {}, {"new_decks_every_shoe": False}),
    ("pa:545.4(a)", {}, {"opening_dealer_inspects_face_down": False}),
    ("pa:545.4(b)", {}, {"opening_spread_face_up": False}),
    ("pa:545.4(c)", {}, {"opening_washed_and_stacked": False}),
    ("pa:545.7(a)", {}, {"manual_dealing_shoe": False}),
    ("pa:545.12(c)", {}, {"cards_to_discard_bucket": False}),
]


@pytest.mark.parametrize(("clause", "good", "bad"), BIG_RULES)
def test_each_baccarat_rule_passes_and_fails_2010(clause: str, good: dict[str, Any], bad: dict[str, Any]) -> None:
    """Each 545 rule, from the ten to 14 seats of 545.2(a) to the bucket of 545.12(c), passes one table and fails
    another."""
    assert Status.PASS == _status(attrs.evolve(_big(), **good))[clause]
    assert Status.FAIL == _status(attrs.evolve(_big(), **bad))[clause]


@pytest.mark.parametrize(("clause", "good", "bad"), BIG_RULES)
def test_each_baccarat_rule_passes_and_fails_2013(clause: str, good: dict[str, Any], bad: dict[str, Any]) -> None:
    """The same rules under 631a, in its numbers (545.2(b) is 631a.2(b), 545.2(b)(4) is 631a.2(b)(8))."""
    hm = {"house_money_areas": good.get("vig_boxes", frozenset(range(1, 13)))}
    local = spec.ruleset(BIG2013).renumbered.get(clause, clause)
    assert Status.PASS == _status(attrs.evolve(_big_house_money(), **{**hm, **good}))[local]
    assert Status.FAIL == _status(attrs.evolve(_big_house_money(), **bad))[local]


def test_ten_to_fourteen_seats_are_baccarat_only() -> None:
    """545.2(a) asks for ten to 14 seats and, unlike 541.2(a) and 543.2(a), places no dealer opposite them; the
    detail names the limits."""
    nine = {f.clause: f for f in equipment.check(attrs.evolve(_big(), seat_numbers=tuple(range(1, 10))))}
    assert (Status.FAIL, "9 numbered seats, not 10 to 14") == (nine["pa:545.2(a)"].status,
                                                               nine["pa:545.2(a)"].detail)
    assert Status.FAIL == _status(attrs.evolve(_midi(), seat_numbers=tuple(range(1, 11))))["pa:543.2(a)"]
    assert not _big().dealer_opposite_seats and Status.PASS == _status(_big())["pa:545.2(a)"]
    assert "dealer opposite" not in {f.clause: f for f in equipment.check(_big())}["pa:545.2(a)"].detail


def test_baccarat_details_name_its_own_clauses() -> None:
    """A Tie below 8 to 1 fails 545.2(b)(3) citing 545.13(b); a shuffler fails 545.3(a) as Baccarat's; the opening
    spread is in columns (545.4(b)), not rows."""
    low = {f.clause: f for f in equipment.check(attrs.evolve(_big(), tie_odds_phrase="Tie pays 7 to 1"))}
    assert "(545.13(b))" in low["pa:545.2(b)(3)"].detail
    batch = {f.clause: f for f in equipment.check(attrs.evolve(_big(), shuffling=Shuffling.CONTINUOUS_SHUFFLER))}
    assert (Status.FAIL, "Baccarat has no automated shuffler (shuffling = continuous_shuffler)") == (
        batch["pa:545.3(a)"].status, batch["pa:545.3(a)"].detail)
    spread = {f.clause: f for f in equipment.check(attrs.evolve(_big(), opening_spread_face_up=False))}
    assert "in columns by deck" in spread["pa:545.4(b)"].detail
    assert "in rows by deck" in {f.clause: f for f in equipment.check(_midi())}["pa:543.4(b)"].detail


def test_only_the_baccarat_clause_at_fault_fails() -> None:
    """A bad value fails its own clause, nothing else."""
    assert ["pa:545.2(c)"] == _failing(attrs.evolve(_big_house_money(), marker_rack_in_front_of_float=False))
    assert ["pa:545.2(e)"] == _failing(attrs.evolve(_big(), discard_bucket_dealer_side=False))
    assert ["pa:545.3(b)"] == _failing(attrs.evolve(_big(), new_decks_every_shoe=False))
    assert ["pa:545.7(a)"] == _failing(attrs.evolve(_big(), manual_dealing_shoe=False))
    assert ["pa:631a.2(b)(8)"] == _failing(attrs.evolve(_big_house_money(), vig_boxes=frozenset(range(1, 12))))
    assert ["pa:631a.2(b)(7)"] == _failing(attrs.evolve(_big_house_money(), house_money_areas=frozenset({13})))


def test_baccarat_2013_vigorish_boxes_and_house_money_areas() -> None:
    """631a.2(b)(8) as 627a.2(b)(8): not applicable when vigorish is taken at payout or at an EZ table; 631a.2(b)(7)
    only when House Money is offered. In 2010, 545.2(b)(4) asks for the boxes whatever the option."""
    d = attrs.evolve(_big_house_money(), vig_boxes=frozenset())
    assert Status.FAIL == _status(d)["pa:631a.2(b)(8)"]
    assert Status.NOT_APPLICABLE == _status(attrs.evolve(d, vig_collection=VigCollection.AT_PAYOUT))["pa:631a.2(b)(8)"]
    assert Status.NOT_APPLICABLE == _status(attrs.evolve(d, ez_table=True))["pa:631a.2(b)(8)"]
    none = attrs.evolve(_big_house_money(), house_money=False, house_money_areas=frozenset())
    assert Status.NOT_APPLICABLE == _status(none)["pa:631a.2(b)(7)"]
    assert Status.FAIL == _status(attrs.evolve(_big(), vig_boxes=frozenset()))["pa:545.2(b)(4)"]


BIG_TEXT = Path(_path("table-baccarat.toml")).read_text(encoding="utf-8")


def test_baccarat_refuses_what_its_chapter_does_not_have(tmp_path: Path) -> None:
    """A fact Baccarat has no clause for is refused under the 545 clause that says otherwise, and the message says
    what the chapter has instead."""
    bad = {"dealer_opposite_seats": ("true", "pa:545.2(a)", "not where the dealers stand"),
           "dimensions_approved": ("true", "pa:545.2", "no clause on the table's dimensions"),
           "discard_rack_dealer_side": ("true", "pa:545.2(e)", "discard bucket"),
           "decks_opened_at": ("2024-05-01T18:00:00", "pa:545.3(b)", "after every shoe"),
           "opening_each_batch": ("true", "pa:545.3(a)", "no two-batch automated shuffler"),
           "shuffle_left_feathered": ("true", "pa:545.5(a)", "feathered stack"),
           "continuous_shuffler_approved": ("true", "pa:545.7(a)", "no continuous shuffler"),
           "players_kept_from_cards": ("true", "pa:545.9(c)", "the curator"),
           "cards_to_rack_in_order": ("true", "pa:545.12(c)", "no set order"),
           "shuffling": ('"batch_shuffler"', "pa:545.3(a)", "no two-batch automated shuffler"),
           "house_money": ("true", "pa:631a.8(a)(7)", "a 2013 addition; pa-545@2010t has none"),
           "ez_table": ("true", "pa:631a.2(b)(8)", "a 2013 addition; pa-545@2010t has none")}
    got = _refused(tmp_path, _replace(BIG_TEXT, {k: v for k, (v, _, _) in bad.items()}))
    assert {k: c for k, (_, c, _) in bad.items()} == {k: c for k, (c, _) in got.items()}
    for key, (_, _, words) in bad.items():
        assert words in got[key][1], key
    cont = _refused(tmp_path, _replace(BIG_TEXT, {"shuffling": '"continuous_shuffler"'}))
    assert "pa:545.7(a)" == cont["shuffling"][0]


def test_baccarat_2013_refusals_cite_631a_where_it_renumbers(tmp_path: Path) -> None:
    """Under 631a a bad vigorish box list is 631a.2(b)(8), the layout 631a.2(b), a refused field 631a.2 where 545.2
    is renumbered; the paragraphs the excerpt does not reprint keep their 545 numbers."""
    text = _replace(Path(_path("table-baccarat-house-money.toml")).read_text(encoding="utf-8"),
                    {"vig_boxes": '"all"', "cards_to_rack_in_order": "true", "layout_approved": '"yes"',
                     "dimensions_approved": "true"})
    got = _refused(tmp_path, text)
    assert {"vig_boxes": "pa:631a.2(b)(8)", "cards_to_rack_in_order": "pa:545.12(c)",
            "layout_approved": "pa:631a.2(b)", "dimensions_approved": "pa:631a.2"} == {
        k: c for k, (c, _) in got.items()}


def test_baccarat_2013_staffing() -> None:
    """465a.35(b)(2): at least two dealers; (c)(2): the floorperson supervises this Baccarat table and no other, a
    Baccarat table being outside the four-table span of (c)(1)(i); 465a.9(c)(2)(i) and (c)(1)(ii) ask nothing of a
    Baccarat table."""
    d = _big_house_money()
    assert Status.PASS == _status(attrs.evolve(d, dealers=3))["pa:465a.35(b)(2)"]
    one = {f.clause: f for f in equipment.check(attrs.evolve(d, dealers=1))}
    assert (Status.FAIL, "1 dealers, not at least 2") == (one["pa:465a.35(b)(2)"].status,
                                                          one["pa:465a.35(b)(2)"].detail)
    shared = attrs.evolve(d, floorperson_other_tables=("Craps",))
    assert ["pa:465a.35(c)(1)(i)", "pa:465a.35(c)(2)"] == _failing(shared)
    assert "also supervises 1 other table (Craps)" in {f.clause: f for f in equipment.check(shared)}[
        "pa:465a.35(c)(2)"].detail
    s = _status(d)
    assert Status.NOT_APPLICABLE == s["pa:465a.9(c)(2)(i)"] == s["pa:465a.35(c)(1)(ii)"]
    assert not [c for c in _status(_big()) if c.startswith("pa:465a.")]  # 545 carries no 465a rule


def test_staffing_facts_are_refused_where_no_ruleset_carries_them(tmp_path: Path) -> None:
    """Under 545 the staffing facts are refused as printed only with the 2013 proposal, citing the 465a clause;
    under the Minibaccarat and Midibaccarat rulesets, citing the table section."""
    staff = {"dealers": "2", "floorperson_other_tables": "[]"}
    got = _refused(tmp_path, _replace(BIG_TEXT, staff))
    assert {"dealers": "pa:465a.35(b)(2)", "floorperson_other_tables": "pa:465a.35(c)(2)"} == {
        k: c for k, (c, _) in got.items()}
    assert all("printed with the 2013 proposal; pa-545@2010t has none" in r for _, r in got.values())
    for text, clause in ((Path(_path()).read_text(encoding="utf-8"), "pa:541.2"), (MIDI_TEXT, "pa:543.2"),
                         (Path(_path("table-midibaccarat-house-money.toml")).read_text(encoding="utf-8"),
                          "pa:629a.2")):
        got = _refused(tmp_path, _replace(text, staff))
        assert {clause} == {c for c, _ in got.values()} and set(staff) == set(got)
    bad = _refused(tmp_path, _replace(Path(_path("table-baccarat-house-money.toml")).read_text(encoding="utf-8"),
                                      {"floorperson_other_tables": '"Craps"', "dealers": "-1"}))
    assert {"floorperson_other_tables": "pa:465a.35(c)(2)", "dealers": "pa:465a.35(b)(2)"} == {
        k: c for k, (c, _) in bad.items()}


def test_minibaccarat_and_midibaccarat_keep_their_dealer_and_dimensions() -> None:
    """What Baccarat refuses, 541.2(a), (b) and 543.2(a), (b) still ask for."""
    assert ["pa:541.2(a)"] == _failing(attrs.evolve(_example(), dealer_opposite_seats=False))
    assert ["pa:543.2(b)"] == _failing(attrs.evolve(_midi(), dimensions_approved=False))


def test_a_missing_baccarat_field_fails_its_clause(tmp_path: Path) -> None:
    """An absent fact is not assumed: leaving out the seats' numbering fails 545.2(a), the shoe 545.7(a)."""
    text = "\n".join(ln for ln in BIG_TEXT.splitlines() if not ln.startswith(("seats_counter", "manual_dealing")))
    assert ["pa:545.2(a)", "pa:545.7(a)"] == _failing(equipment.load_description(_write(tmp_path, text)))


def test_cli_equipment_check_baccarat(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The Baccarat examples exit 0 citing 545 (631a) numbers; a broken copy 1 naming 545.2(e); a refused field 2
    naming its clause."""
    assert 0 == main(["equipment", "check", _path("table-baccarat.toml")])
    assert "pa:545.2(b)(4)" in capsys.readouterr().out
    assert 0 == main(["equipment", "check", _path("table-baccarat-house-money.toml")])
    assert "pa:631a.2(b)(7)" in capsys.readouterr().out
    broken = BIG_TEXT.replace("discard_bucket_dealer_side = true", "discard_bucket_dealer_side = false")
    assert 1 == main(["equipment", "check", str(_write(tmp_path, broken))])
    out = capsys.readouterr().out
    assert any(ln.startswith("pa:545.2(e)") and "fail" in ln for ln in out.splitlines())
    assert 2 == main(["equipment", "check", str(_write(tmp_path, "dimensions_approved = true\n" + BIG_TEXT))])
    err = capsys.readouterr().err
    assert "dimensions_approved" in err and "pa:545.2" in err
