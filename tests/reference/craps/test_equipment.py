"""Equipment clauses of 58 Pa. Code 623a, checked on described tables: one test per requirement, docstring = clause."""

import datetime
import tomllib
from fractions import Fraction
from pathlib import Path

import attrs
import pytest

from croupier import spec
from croupier.reference.craps import equipment as eq
from croupier.reference.craps.definitions import BONUS_KINDS, Game, Kind
from croupier.reference.craps.equipment import (
    DiceSet,
    Finding,
    Length,
    Marker,
    Status,
    check,
    description_from_mapping,
    format_report,
    load_description,
)
from croupier.reference.errors import ConfigError, Problem

PROFILES = Path(eq.__file__).parent / "examples"
DATA = Path(__file__).parent / "data"
CRAPS = PROFILES / "table-craps.toml"
MINI = PROFILES / "table-mini-craps.toml"

PASS, FAIL, NA = Status.PASS, Status.FAIL, Status.NOT_APPLICABLE

ALL_2015 = [
    "pa:623a.2(a)",
    "pa:623a.2(b)",
    "pa:623a.2(c)",
    "pa:623a.2(d)(1)",
    "pa:623a.2(d)(2)",
    "pa:623a.2(d)(3)",
    "pa:623a.2(d)(4)(i)",
    "pa:623a.2(d)(4)(ii)",
    "pa:623a.2(d)(4)(iii)",
    "pa:623a.2(d)(4)(iii)(A)",
    "pa:623a.2(d)(4)(iii)(B)",
    "pa:623a.2(d)(4)(iii)(C)",
    "pa:623a.2(d)(5)(i)",
    "pa:623a.2(d)(5)(i)(A)",
    "pa:623a.2(d)(5)(i)(B)",
    "pa:623a.2(d)(5)(i)(C)",
    "pa:623a.2(d)(5)(ii)",
    "pa:623a.2(d)(5)(iii)",
    "pa:623a.2(e)",
    "pa:623a.3(c)",
    "pa:623a.7(a)",
    "pa:623a.7(d)",
    "pa:623a.11(a)(4)",
    "pa:623a.12(3)",
]


def raw(path=CRAPS):
    return tomllib.loads(path.read_text(encoding="utf-8"))


def craps():
    return load_description(CRAPS)


def mini():
    return load_description(MINI)


def finding(d, clause):
    found = [f for f in check(d) if f.clause == clause]
    assert 1 == len(found), clause
    return found[0]


def with_layout(d, **kw):
    return attrs.evolve(d, layout=attrs.evolve(d.layout, **kw))


def problems(data):
    with pytest.raises(ConfigError) as e:
        description_from_mapping(data)
    return e.value.problems


# --- the examples ---------------------------------------------------------------------------------


def test_craps_example_passes_every_clause_in_text_order():
    """623a.2, 623a.3(c), 623a.7, 623a.11(a)(4), 623a.12(3): the Craps example passes; one finding per clause."""
    findings = check(craps())

    assert ALL_2015 == [f.clause for f in findings]
    assert [] == [f for f in findings if f.status is FAIL]
    assert [Finding("pa:623a.2(c)", NA, "not applicable: a Craps table (see 623a.2(b))")] == [
        f for f in findings if f.status is NA
    ]


def test_mini_craps_example_passes_every_applicable_clause():
    """623a.2(c): the Mini-Craps example passes; the Fire Bet items are not applicable (not offered)."""
    findings = check(mini())

    assert ALL_2015 == [f.clause for f in findings]
    assert [] == [f for f in findings if f.status is FAIL]
    assert {
        "pa:623a.2(b)",
        "pa:623a.2(d)(4)(i)",
        "pa:623a.2(d)(4)(ii)",
        "pa:623a.2(d)(4)(iii)",
        "pa:623a.2(d)(4)(iii)(A)",
        "pa:623a.2(d)(4)(iii)(B)",
        "pa:623a.2(d)(4)(iii)(C)",
        "pa:623a.11(a)(4)",
    } == {f.clause for f in findings if f.status is NA}


def test_fire_not_offered_is_not_applicable_never_passed():
    """623a.2(d)(4)(i): an unoffered Fire Bet is reported as not offered, not as passed."""
    assert Finding("pa:623a.2(d)(4)(i)", NA, "not applicable: Fire Bet not offered") == finding(
        mini(), "pa:623a.2(d)(4)(i)"
    )


def test_bonus_not_offered_is_not_applicable():
    """623a.2(d)(5)(ii): without Bonus Craps, its layout items are not applicable."""
    d = attrs.evolve(craps(), offered=craps().offered - BONUS_KINDS)

    assert Finding("pa:623a.2(d)(5)(ii)", NA, "not applicable: Bonus Craps not offered") == finding(
        d, "pa:623a.2(d)(5)(ii)"
    )
    assert Finding("pa:623a.12(3)", NA, "not applicable: Bonus Craps not offered") == finding(d, "pa:623a.12(3)")


def test_bad_table_fails_the_expected_clauses():
    """623a.2(b), (d)(3), (d)(4)(i), 623a.7(a), (d): the bad example fails exactly these, with reasons."""
    findings = check(load_description(DATA / "table-bad.toml"))

    assert [
        Finding("pa:623a.2(b)", FAIL, "15 ft long; a Craps table is at most 14 ft"),
        Finding("pa:623a.2(d)(3)", FAIL, 'the words "no call bets" are not on the layout'),
        Finding("pa:623a.2(d)(4)(i)", FAIL, "17 Fire Bet areas; at most 16"),
        Finding("pa:623a.7(a)", FAIL, "a set of 4 dice; the set has 5"),
        Finding("pa:623a.7(d)", FAIL, "the set is 30 h old; it is changed at least every 24 h"),
    ] == [f for f in findings if f.status is FAIL]


# --- one failing case per requirement -------------------------------------------------------------


def test_table_shape():
    """pa:623a.2(a): an oblong table with rounded corners and high walled sides."""
    d = attrs.evolve(craps(), oblong=False, high_walled_sides=False)

    assert Finding(
        "pa:623a.2(a)", FAIL, "the table is not oblong; the sides are not high walled"
    ) == finding(d, "pa:623a.2(a)")


def test_craps_table_over_14_ft():
    """pa:623a.2(b): a Craps table is at most 14 ft long."""
    d = attrs.evolve(craps(), length=Length.parse("14 ft 1/2 in"))

    assert Finding("pa:623a.2(b)", FAIL, "14 ft 1/2 in long; a Craps table is at most 14 ft") == finding(
        d, "pa:623a.2(b)"
    )


def test_mini_craps_table_too_long_and_too_many_seats():
    """pa:623a.2(c): a Mini-Craps table is at most 9 1/2 ft long and seats at most 9."""
    d = attrs.evolve(mini(), length=Length.parse("9 ft 7 in"), seats=10)

    assert Finding(
        "pa:623a.2(c)",
        FAIL,
        "9 ft 7 in long; a Mini-Craps table is at most 9 ft 6 in; 10 seats; a Mini-Craps table seats at most 9",
    ) == finding(d, "pa:623a.2(c)")


def test_mini_craps_limit_does_not_apply_to_craps_length():
    """pa:623a.2(b): the 14 ft limit is for Craps; a Mini-Craps table is judged under (c)."""
    assert NA is finding(mini(), "pa:623a.2(b)").status


def test_name_or_logo():
    """pa:623a.2(d)(1): the layout shows the certificate holder's name or logo."""
    d = with_layout(craps(), name_or_logo=False)

    assert Finding("pa:623a.2(d)(1)", FAIL, "no name or logo on the layout") == finding(d, "pa:623a.2(d)(1)")


def test_area_for_each_offered_wager():
    """pa:623a.2(d)(2): each offered 623a.3 wager has an area on the layout."""
    d = with_layout(craps(), wager_areas=craps().layout.wager_areas - {Kind.BUY, Kind.LAY})

    assert Finding("pa:623a.2(d)(2)", FAIL, "no area for: buy, lay") == finding(d, "pa:623a.2(d)(2)")


def test_odds_need_no_area_of_their_own():
    """pa:623a.2(d)(2): the odds are 623a.6 wagers, not 623a.3 wagers; they need no area."""
    d = craps()

    assert Kind.PASS_ODDS in d.offered and Kind.PASS_ODDS not in d.layout.areas
    assert PASS is finding(d, "pa:623a.2(d)(2)").status


def test_no_call_bets():
    """pa:623a.2(d)(3): the layout carries the words "no call bets"."""
    d = with_layout(craps(), no_call_bets=False)

    assert Finding("pa:623a.2(d)(3)", FAIL, 'the words "no call bets" are not on the layout') == finding(
        d, "pa:623a.2(d)(3)"
    )


def test_fire_areas_at_most_16():
    """pa:623a.2(d)(4)(i): at most 16 Fire Bet areas."""
    d = attrs.evolve(with_layout(craps(), fire_areas=range(1, 18), fire_relocation_area=range(1, 18)), seats=17)

    assert Finding("pa:623a.2(d)(4)(i)", FAIL, "17 Fire Bet areas; at most 16") == finding(d, "pa:623a.2(d)(4)(i)")


def test_fire_areas_numbered_clockwise_from_boxpersons_left():
    """pa:623a.2(d)(4)(i): areas run 1, 2, 3, ... clockwise, area 1 immediately left of the boxperson."""
    d = with_layout(craps(), fire_areas=(2, 1, 3), fire_relocation_area=(1, 2, 3))

    assert Finding(
        "pa:623a.2(d)(4)(i)",
        FAIL,
        "read clockwise from the boxperson's left the areas are numbered 2, 1, 3; they must run 1 to 3",
    ) == finding(d, "pa:623a.2(d)(4)(i)")


def test_fire_areas_no_more_than_positions():
    """pa:623a.2(d)(4)(i): one area per player position, so no more areas than positions."""
    d = attrs.evolve(craps(), seats=12)

    assert Finding("pa:623a.2(d)(4)(i)", FAIL, "16 Fire Bet areas for 12 player positions") == finding(
        d, "pa:623a.2(d)(4)(i)"
    )


def test_fire_offered_without_areas():
    """pa:623a.2(d)(4)(i): a table offering the Fire Bet has Fire Bet areas."""
    d = with_layout(craps(), fire_areas=())

    assert Finding("pa:623a.2(d)(4)(i)", FAIL, "no Fire Bet areas on the layout") == finding(d, "pa:623a.2(d)(4)(i)")


def test_fire_relocation_spots_match_areas():
    """pa:623a.2(d)(4)(ii): the relocation area's numbered spots match the Fire Bet areas."""
    d = with_layout(craps(), fire_relocation_area=(*range(1, 15), 17))

    assert Finding(
        "pa:623a.2(d)(4)(ii)",
        FAIL,
        "the relocation spots do not match the Fire Bet areas: no spot for area(s) 15, 16,"
        " spot(s) 17 match no Fire Bet area",
    ) == finding(d, "pa:623a.2(d)(4)(ii)")


def test_fire_relocation_area_in_front_of_boxperson():
    """pa:623a.2(d)(4)(ii): the relocation area lies in front of the boxperson."""
    d = with_layout(craps(), fire_relocation_in_front_of_boxperson=False)

    assert Finding("pa:623a.2(d)(4)(ii)", FAIL, "the relocation area is not in front of the boxperson") == finding(
        d, "pa:623a.2(d)(4)(ii)"
    )


def test_fire_relocation_area_missing():
    """pa:623a.2(d)(4)(ii): a table offering the Fire Bet has a relocation area."""
    d = with_layout(craps(), fire_relocation_area=())

    assert Finding("pa:623a.2(d)(4)(ii)", FAIL, "no Fire Bet relocation area") == finding(d, "pa:623a.2(d)(4)(ii)")


def test_fire_wall_visible_from_every_position():
    """pa:623a.2(d)(4)(iii): the Fire Bet wall information is visible from every player position."""
    d = with_layout(craps(), fire_wall_visible_from_every_position=False)

    assert Finding(
        "pa:623a.2(d)(4)(iii)",
        FAIL,
        "the Fire Bet information on the inside wall is not visible from every player position",
    ) == finding(d, "pa:623a.2(d)(4)(iii)")


def test_fire_wall_payouts():
    """pa:623a.2(d)(4)(iii)(A): the wall shows the payouts for 4, 5 and 6 points."""
    d = with_layout(craps(), fire_wall_payouts={4, 5})

    assert Finding("pa:623a.2(d)(4)(iii)(A)", FAIL, "the wall does not show the payout for 6 points") == finding(
        d, "pa:623a.2(d)(4)(iii)(A)"
    )


def test_fire_wall_timing_notice():
    """pa:623a.2(d)(4)(iii)(B): the wall says Fire Bets are taken only before a shooter's first come out roll."""
    d = with_layout(craps(), fire_wall_timing_notice=False)

    assert Finding("pa:623a.2(d)(4)(iii)(B)", FAIL, "the wall does not say when Fire Bets are accepted") == finding(
        d, "pa:623a.2(d)(4)(iii)(B)"
    )


def test_fire_wall_limits():
    """pa:623a.2(d)(4)(iii)(C): the wall shows the Fire Bet's limits."""
    d = with_layout(craps(), fire_wall_limits=False)

    assert Finding("pa:623a.2(d)(4)(iii)(C)", FAIL, "the wall does not show the Fire Bet limits") == finding(
        d, "pa:623a.2(d)(4)(iii)(C)"
    )


def test_bonus_area_in_front_of_boxperson():
    """pa:623a.2(d)(5)(i): a Bonus Craps area lies in front of the boxperson."""
    d = with_layout(craps(), bonus_area_in_front_of_boxperson=False)

    assert Finding("pa:623a.2(d)(5)(i)", FAIL, "no Bonus Craps area in front of the boxperson") == finding(
        d, "pa:623a.2(d)(5)(i)"
    )


@pytest.mark.parametrize(
    "kind, clause, name",
    [
        (Kind.ALL_SMALL, "pa:623a.2(d)(5)(i)(A)", "All Small Wager"),
        (Kind.ALL_OR_NOTHING, "pa:623a.2(d)(5)(i)(B)", "All Or Nothing At All Wager"),
        (Kind.ALL_TALL, "pa:623a.2(d)(5)(i)(C)", "All Tall Wager"),
    ],
)
def test_bonus_spot_for_each_bonus_wager(kind, clause, name):
    """pa:623a.2(d)(5)(i)(A)-(C): the Bonus area has a spot for each Bonus wager offered."""
    d = with_layout(craps(), bonus_areas=craps().layout.bonus_areas - {kind})

    assert Finding(clause, FAIL, f"no spot for the {name} in the Bonus Craps area") == finding(d, clause)


def test_bonus_spot_not_applicable_for_unoffered_bonus_wager():
    """pa:623a.2(d)(5)(i)(C): no All Tall spot is needed when All Tall is not offered."""
    d = with_layout(attrs.evolve(craps(), offered=craps().offered - {Kind.ALL_TALL}), bonus_areas=set())

    assert Finding("pa:623a.2(d)(5)(i)(C)", NA, "not applicable: All Tall Wager not offered") == finding(
        d, "pa:623a.2(d)(5)(i)(C)"
    )
    assert FAIL is finding(d, "pa:623a.2(d)(5)(i)(A)").status


def test_bonus_marker_spots():
    """pa:623a.2(d)(5)(ii): a marker-button spot on each of 2-6 and 8-12, none on 7."""
    d = with_layout(craps(), bonus_marker_spots={2, 3, 4, 5, 6, 7, 8, 9, 10, 11})

    assert Finding(
        "pa:623a.2(d)(5)(ii)",
        FAIL,
        "no marker-button spot for 12; marker-button spot(s) for 7, which is never marked",
    ) == finding(d, "pa:623a.2(d)(5)(ii)")


def test_bonus_odds_shown():
    """pa:623a.2(d)(5)(iii): the layout shows the payout odds of each Bonus wager offered."""
    d = with_layout(craps(), bonus_odds_shown={Kind.ALL_SMALL})

    assert Finding(
        "pa:623a.2(d)(5)(iii)", FAIL, "the layout does not show the payout odds of: all_or_nothing, all_tall"
    ) == finding(d, "pa:623a.2(d)(5)(iii)")


def test_drop_box_and_tip_box():
    """pa:623a.2(e): a drop box and a tip box are attached to the table."""
    d = attrs.evolve(craps(), tip_box_attached=False)

    assert Finding("pa:623a.2(e)", FAIL, "no tip box attached") == finding(d, "pa:623a.2(e)")


def test_limits_posted():
    """pa:623a.3(c): the table shows its minimum and maximum wagers."""
    d = attrs.evolve(craps(), maximum_posted=False)

    assert Finding("pa:623a.3(c)", FAIL, "the maximum wager is not posted") == finding(d, "pa:623a.3(c)")


def test_five_dice():
    """pa:623a.7(a): a set of five dice is at the table."""
    d = attrs.evolve(craps(), dice=attrs.evolve(craps().dice, count=6))

    assert Finding("pa:623a.7(a)", FAIL, "a set of 6 dice; the set has 5") == finding(d, "pa:623a.7(a)")


def test_dice_cup():
    """pa:623a.7(a): dice not in play wait in a dice cup at the table."""
    d = attrs.evolve(craps(), dice=attrs.evolve(craps().dice, cup_at_table=False))

    assert Finding("pa:623a.7(a)", FAIL, "no dice cup at the table") == finding(d, "pa:623a.7(a)")


def test_dice_changed_every_24_hours():
    """pa:623a.7(d): a set exactly 24 h old passes; a minute more fails."""
    at_limit = attrs.evolve(craps(), dice=attrs.evolve(craps().dice, hours_since_issue=24))
    over = attrs.evolve(craps(), dice=attrs.evolve(craps().dice, hours_since_issue=Fraction(24 * 60 + 1, 60)))

    assert Finding("pa:623a.7(d)", PASS, "the set is 24 h old; at most 24 h") == finding(at_limit, "pa:623a.7(d)")
    assert Finding(
        "pa:623a.7(d)", FAIL, "the set is 24 h 1 min old; it is changed at least every 24 h"
    ) == finding(over, "pa:623a.7(d)")


def test_dice_age_from_issue_and_inspection_times():
    """pa:623a.7(d): the age is the exact time from issue to inspection."""
    issued = datetime.datetime(2015, 7, 1, 8, 0, tzinfo=datetime.timezone.utc)
    inspected = issued + datetime.timedelta(hours=24, seconds=1)

    dice = DiceSet.issued_at(issued, inspected, count=5, cup_at_table=True)

    assert Fraction(24 * 3600 + 1, 3600) == dice.hours_since_issue
    assert FAIL is finding(attrs.evolve(craps(), dice=dice), "pa:623a.7(d)").status


def test_fire_markers_wider_than_any_value_chip():
    """pa:623a.11(a)(4): a Fire Bet point marker is wider than the largest value chip (equal is not wider)."""
    markers = attrs.evolve(craps().markers, fire=Marker(diameter=43, distinguishable=True))
    d = attrs.evolve(craps(), markers=markers)

    assert Finding(
        "pa:623a.11(a)(4)",
        FAIL,
        "the Fire Bet point markers are 43 mm across, not wider than the largest value chip (43 mm)",
    ) == finding(d, "pa:623a.11(a)(4)")


def test_fire_markers_distinguishable():
    """pa:623a.11(a)(4): a Fire Bet point marker can be told apart from value chips."""
    markers = attrs.evolve(craps().markers, fire=Marker(diameter=50, distinguishable=False))
    d = attrs.evolve(craps(), markers=markers)

    assert Finding(
        "pa:623a.11(a)(4)", FAIL, "the Fire Bet point markers cannot be told apart from value chips"
    ) == finding(d, "pa:623a.11(a)(4)")


def test_fire_markers_missing():
    """pa:623a.11(a)(4): a table offering the Fire Bet describes its point markers."""
    d = attrs.evolve(craps(), markers=None)

    assert Finding("pa:623a.11(a)(4)", FAIL, "no Fire Bet point markers described") == finding(d, "pa:623a.11(a)(4)")


def test_bonus_marker_buttons():
    """pa:623a.12(3): a Bonus marker button is wider than the largest value chip."""
    markers = attrs.evolve(craps().markers, bonus=Marker(diameter=Fraction(85, 2), distinguishable=True))
    d = attrs.evolve(craps(), markers=markers)

    assert Finding(
        "pa:623a.12(3)",
        FAIL,
        "the Bonus Craps marker buttons are 42 1/2 mm across, not wider than the largest value chip (43 mm)",
    ) == finding(d, "pa:623a.12(3)")


# --- editions -------------------------------------------------------------------------------------


def test_2012_never_reports_bonus_clauses():
    """pa:623a.2(d)(5): not a clause of pa-623a@2012, so never reported for it (even with Bonus areas drawn)."""
    data = raw()
    data["ruleset"] = "pa-623a@2012"
    data["offered"] = [k for k in data["offered"] if Kind(k) not in BONUS_KINDS]

    findings = check(description_from_mapping(data))

    assert [c for c in ALL_2015 if not c.startswith(("pa:623a.2(d)(5)", "pa:623a.12"))] == [
        f.clause for f in findings
    ]
    assert [] == [f for f in findings if f.status is FAIL]


def test_2012_offering_bonus_craps_is_a_config_error():
    """pa:623a.3(a): Bonus Craps is not a wager of pa-623a@2012."""
    data = raw()
    data["ruleset"] = "pa-623a@2012"

    assert [Problem("offered", "pa:623a.3(a)", "Bonus Craps is not a wager of pa-623a@2012")] == problems(data)


@pytest.mark.parametrize("rid", ["pa-623a@2012", "pa-623a@2013p", "pa-623a@2015"])
@pytest.mark.parametrize("path", [CRAPS, MINI, DATA / "table-bad.toml"], ids=lambda p: p.stem)
def test_every_reported_clause_is_in_the_edition(rid, path):
    """pa:623a.1: a report names only clauses its edition has, each once."""
    data = raw(path)
    data["ruleset"] = rid
    if "pa:623a.12" not in spec.ruleset(rid):
        data["offered"] = [k for k in data["offered"] if Kind(k) not in BONUS_KINDS]

    clauses = [f.clause for f in check(description_from_mapping(data))]

    assert [] == [c for c in clauses if c not in spec.ruleset(rid)]
    assert len(set(clauses)) == len(clauses)


def test_every_check_cites_its_clause():
    """Every check function cites exactly one clause, and no two cite the same."""
    cited = [fn.__clauses__ for fn in eq.CHECKS]

    assert [1] * len(cited) == [len(c) for c in cited]
    assert sorted(ALL_2015) == sorted(c[0] for c in cited)


# --- loading --------------------------------------------------------------------------------------


def test_unknown_top_level_key_is_named():
    """pa:623a.2: an unknown key is an error naming the key."""
    data = raw()
    data["colour"] = "green"

    assert [Problem("colour", "pa:623a.2", "unknown key")] == problems(data)


def test_unknown_nested_keys_are_named_with_their_path():
    """pa:623a.2(d), 623a.7, 623a.11(a)(4): unknown keys in sections are named with their path, all at once."""
    data = raw()
    data["layout"]["felt"] = "blue"
    data["dice"]["brand"] = "x"
    data["markers"]["fire"]["colour"] = "red"

    assert [
        Problem("layout.felt", "pa:623a.2(d)", "unknown key"),
        Problem("dice.brand", "pa:623a.7", "unknown key"),
        Problem("markers.fire.colour", "pa:623a.11(a)(4)", "unknown key"),
    ] == problems(data)


def test_missing_key_is_named():
    """pa:623a.2(d)(3): a required item left out is an error naming the key and its clause."""
    data = raw()
    del data["layout"]["no_call_bets"]

    assert [Problem("layout.no_call_bets", "pa:623a.2(d)(3)", "missing")] == problems(data)


def test_bad_values_carry_their_clause():
    """pa:623a.2(c), 623a.7(a): a bad value is a ConfigError naming the field and the clause."""
    data = raw()
    data["seats"] = -1
    data["dice"]["count"] = "five"

    assert [
        Problem("seats", "pa:623a.2(c)", "must be a whole number, zero or more, not -1"),
        Problem("dice.count", "pa:623a.7(a)", "must be a whole number, zero or more, not 'five'"),
    ] == problems(data)


def test_unknown_ruleset():
    """pa:623a.1: the ruleset must be a craps edition in spec/."""
    data = raw()
    data["ruleset"] = "pa-623a@1999"

    assert ["ruleset"] == [p.field for p in problems(data)]


def test_unknown_wager_in_offered():
    """pa:623a.2(d)(2): offered names wagers of the chapter."""
    data = raw()
    data["offered"] = ["pass", "big_red"]

    assert [Problem("offered", "pa:623a.2(d)(2)", "unknown wager(s) 'big_red'")] == problems(data)


def test_dice_age_twice_is_an_error():
    """pa:623a.7(d): the age is given once: as age, or as issued and inspected."""
    data = raw()
    data["dice"]["age"] = "3 h"

    assert [Problem("dice.age", "pa:623a.7(d)", "give either age or issued and inspected, not both")] == problems(data)


def test_dice_inspected_before_issued_is_an_error():
    """pa:623a.7(d): an inspection before the issue is not a description."""
    data = raw()
    data["dice"]["issued"], data["dice"]["inspected"] = data["dice"]["inspected"], data["dice"]["issued"]

    assert [Problem("dice.inspected", "pa:623a.7(d)", "the inspection is before the set was issued")] == problems(data)


# --- lengths --------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["9 ft 6 in", "114 in", "9 1/2 ft", "9.5 ft", "9ft 6in", "  9 ft  6 in "])
def test_length_forms_are_exact(text):
    """pa:623a.2(c): 9 ft 6 in, 114 in, 9 1/2 ft and 9.5 ft are the same length, exactly."""
    assert Length(114) == Length.parse(text)
    assert Fraction(114) == Length.parse(text).inches


def test_decimal_lengths_are_read_exactly_not_as_floats():
    """pa:623a.2(b): 13.1 ft is exactly 157 1/5 in (no binary rounding)."""
    assert Fraction(786, 5) == Length.parse("13.1 ft").inches


@pytest.mark.parametrize(
    "text", ["", "114", "9,5 ft", "nine ft", "-3 ft", "9 ft 12 in", "6 in 9 ft", "1/0 ft", "0 ft", "9 feet", "1e1 ft"]
)
def test_bad_lengths_rejected(text):
    """pa:623a.2(b): a length is a positive number of ft and/or in, written with its units."""
    with pytest.raises(ValueError):
        Length.parse(text)


def test_length_repr_round_trips():
    """Length's repr pastes back."""
    length = Length.parse("9 ft 6 1/2 in")

    assert length == eval(repr(length))
    assert "Length.parse('9 ft 6 1/2 in')" == repr(length)


def test_toml_float_length_is_a_config_error():
    """pa:623a.2(b): a length is a string with units; a TOML float is refused."""
    data = raw()
    data["length"] = 14.0

    assert [("length", "pa:623a.2(b)")] == [(p.field, p.clause) for p in problems(data)]


def test_mini_craps_length_error_cites_623a_2_c():
    """pa:623a.2(c): at Mini-Craps a bad length is reported under (c), not (b)."""
    data = raw(MINI)
    data["length"] = "nine and a half feet"

    assert [("length", "pa:623a.2(c)")] == [(p.field, p.clause) for p in problems(data)]


def test_length_is_never_a_float():
    """Lengths are Fractions or ints: a float is refused outright."""
    with pytest.raises(TypeError):
        Length(9.5)


# --- the report -----------------------------------------------------------------------------------


def test_format_report():
    """A plain-text table, one line per clause, then the totals."""
    findings = check(load_description(DATA / "table-bad.toml"))

    report = format_report(findings).splitlines()

    assert "11 pass, 5 fail, 8 not applicable" == report[-1]
    assert ["clause", "status", "detail"] == report[0].split()
    assert "pa:623a.2(b)             fail            15 ft long; a Craps table is at most 14 ft" == report[3]
    assert len(findings) + 3 == len(report)


def test_finding_ok():
    """Only FAIL is not ok; NOT_APPLICABLE is not a failure."""
    assert [True, False, True] == [Finding("c", s, "").ok for s in (PASS, FAIL, NA)]


def test_game_is_read():
    """pa:623a.2: the game decides which size clause applies."""
    assert (Game.CRAPS, Game.MINI_CRAPS) == (craps().game, mini().game)
