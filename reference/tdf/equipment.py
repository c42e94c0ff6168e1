"""Three Dice Football equipment as described data, checked clause by clause (661a.2, 661a.4(a), (d), and the game's
additions to 465a and 603a.13(f)).

``d``: a :class:`TableDescription`. A vendor or operator describes a table, its
layout, dice, staffing and dice-inspection procedure in TOML; :func:`check`
gives one :class:`~croupier.reference.findings.Finding` per clause (pass, fail,
or not applicable when the table does not use what the clause is about, such as
another 603a.13(f) alternative); ``croupier equipment check FILE`` prints them.
The verdict types and the report format are shared with the Craps and Sic Bo
equipment checks.

Not checkable from a description, and so not reported (as Sic Bo leaves out
625a.1(c)): the approvals by the Bureau, listed in :data:`NOT_CHECKABLE`. The
headings 661a.2 and 661a.4 are checked through their paragraphs
(:data:`HEADINGS`).

Readings (the text is silent or loose; each is ours):

* 661a.2(a): 1 to 16 betting positions; a table with none is no table.
* 661a.2(b)(2): an area for every one of the fourteen wagers, even those the
  holder does not offer (the note of the clause; tables.toml option offered).
* 661a.2(b)(4): every yard 1 to 23 labelled; other labels are not forbidden.
  (b)(6): the game-length area is numbered exactly 1 to 6 (a 7th play cannot happen).
* 661a.4(a): exactly four green and two red dice at the table; 603a.12(a) is in
  no seed, so the description declares its dice meet it.
* 661a.4(d): a set exactly 24 hours old is still within "every 24 hours" (as
  Craps 623a.7(d) and Sic Bo 625a.2(b)); a reopening, a lost die or unfit dice
  since the set came in call for a new set whatever its age.
* 465a.35(c)(1)(vi), (c)(13): the description names the games of the *other*
  tables the same floorperson supervises; "Pai Gow" is excluded, "Pai Gow Poker"
  is not; that the other game is a banking game is the description's word. The
  50% increase of 465a.35(d) for electronic tables is not modelled.
* 603a.13(f)(2)(v)(A), (f)(3)(iv)(A), AMBIG-T19: a sealed envelope holds
  exactly ``tdf_sealed_set_size`` dice (default 5, as the text says).
* 603a.13(f)(3)(iv)(A), GAP-T20: Alternative 3 dice are distributed as
  Mini-Craps dice are: the floorperson checks the seal at the table and puts the
  dice in the cup with a dealer present.
"""

from __future__ import annotations

import datetime
import enum
import re
from pathlib import Path
from typing import Any, Callable, Optional

import attrs

from croupier import spec
from croupier.reference.errors import read_toml
from croupier.reference.families.table import description, numbered, set_of, when
from croupier.reference.findings import Finding, Status, Verdict, format_report
from croupier.reference.findings import fact as _f, verdict as _verdict, unmet as _not
from croupier.reference.parsing import boolean as _bool, count as _count, is_int
from croupier.reference.tdf.config import DEFAULT_RULESET, Alternative, SealedSetSize
from croupier.reference.tdf.definitions import Kind
from croupier.spec.citations import cites

__all__ = [
    "DownArea", "Finding", "HEADINGS", "NOT_CHECKABLE", "Status", "TableDescription", "Tool", "check",
    "dice_expiry", "format_report", "load_description",
]

#: 661a.4(d): the longest a set of dice stays in use
SET_HOURS = 24
#: 661a.2(a)
MAX_POSITIONS = 16
#: 661a.2(b)(4): the yards labelled along the middle of the field
YARDS: frozenset[int] = frozenset(range(1, 24))
#: 661a.2(b)(6): the numbers of the game-length area
PLAYS: frozenset[int] = frozenset(range(1, 7))
#: 465a.35(c)(13): banking games whose table may not be paired with a Three Dice Football table
EXCLUDED_PAIRS: frozenset[str] = frozenset({"baccarat", "midibaccarat", "craps", "minicraps", "paigow"})
_TDF_NAMES = frozenset({"tdf", "threedicefootball"})

#: administrative clauses no description can settle: an approval by the Bureau (reported by no finding)
NOT_CHECKABLE: dict[str, str] = {
    "pa:661a.2(b)": "the layout's approval by the Bureau of Gaming Operations under 601a.10(a); its minimum "
                    "content is checked as (b)(1)-(6)",
}
#: headings checked through their paragraphs
HEADINGS: tuple[str, ...] = ("pa:661a.2", "pa:661a.4")


class DownArea(enum.Enum):
    """661a.2(b)(5)(i)-(vii): the areas the Down Puck marks."""

    FIRST_DOWN = "1st_down"
    SECOND_DOWN = "2nd_down"
    THIRD_DOWN = "3rd_down"
    FIRST_AND_GOAL = "1st_and_goal"
    SECOND_AND_GOAL = "2nd_and_goal"
    THIRD_AND_GOAL = "3rd_and_goal"
    EXTRA_POINT = "extra_point"


_DOWN_CLAUSE: dict[DownArea, tuple[str, str]] = {
    a: (f"pa:661a.2(b)(5)({n})", t) for a, n, t in zip(
        DownArea, ("i", "ii", "iii", "iv", "v", "vi", "vii"),
        ("1st Down", "2nd Down", "3rd Down", "1st & Goal", "2nd & Goal", "3rd & Goal", "Extra Point"))
}


class Tool(enum.Enum):
    """603a.13(f)(1)(ii): the floorperson's inspection instruments (a micrometer, or an approved one doing the same)."""

    MICROMETER = "micrometer"
    BALANCING_CALIPER = "balancing_caliper"
    STEEL_SET_SQUARE = "steel_set_square"
    MAGNET = "magnet"


@attrs.frozen(kw_only=True)
class TableDescription:
    """A Three Dice Football table as its owner describes it: every field is a fact a clause asks about."""

    ruleset: str = _f("pa:661a.2", DEFAULT_RULESET)
    dice_inspection_alternative: Alternative = _f("pa:603a.13(f)", Alternative.ONE)
    tdf_sealed_set_size: SealedSetSize = _f("pa:603a.13(f)(2)(v)(A)", SealedSetSize.FIVE)  #: AMBIG-T19
    oblong: bool = _f("pa:661a.2(a)")
    rounded_corners: bool = _f("pa:661a.2(a)")
    high_walls: bool = _f("pa:661a.2(a)")
    player_positions: int = _f("pa:661a.2(a)", 0)
    layout_logo: bool = _f("pa:661a.2(b)(1)")
    wager_areas: frozenset[Kind] = _f("pa:661a.2(b)(2)", frozenset())
    odds_on_layout: bool = _f("pa:661a.2(b)(3)")
    odds_sign: bool = _f("pa:661a.2(b)(3)")
    end_zones: int = _f("pa:661a.2(b)(4)", 0)
    ten_yard_lines: int = _f("pa:661a.2(b)(4)", 0)
    twenty_yard_lines: int = _f("pa:661a.2(b)(4)", 0)
    yard_labels: frozenset[int] = _f("pa:661a.2(b)(4)", frozenset())
    yard_labels_along_middle: bool = _f("pa:661a.2(b)(4)")
    down_areas: frozenset[DownArea] = _f("pa:661a.2(b)(5)", frozenset())
    game_length_area: frozenset[int] = _f("pa:661a.2(b)(6)", frozenset())
    drop_box_fixed: bool = _f("pa:661a.2(c)")
    tip_box_fixed: bool = _f("pa:661a.2(c)")
    green_dice: int = _f("pa:661a.4(a)", 0)
    red_dice: int = _f("pa:661a.4(a)", 0)
    dice_meet_603a_12a: bool = _f("pa:661a.4(a)")
    stickperson_controls_dice: bool = _f("pa:661a.4(a)")  #: also 661a.1 "Stickperson"
    idle_dice_in_cup: bool = _f("pa:661a.4(a)")  #: every die not being thrown is in a dice cup at the table
    set_in_use_since: Optional[datetime.datetime] = _f("pa:661a.4(d)", None)
    checked_at: Optional[datetime.datetime] = _f("pa:661a.4(d)", None)  #: when the description is checked
    reopened_since_set: bool = _f("pa:661a.4(d)")  #: the table reopened for gaming on the set now in use
    die_lost_since_set: bool = _f("pa:661a.4(d)")  #: a die of the set left the table and was lost
    dice_unfit: bool = _f("pa:661a.4(d)")  #: tampered, altered, marked, chipped, scratched or otherwise unfit
    fixed_cameras: int = _f("pa:465a.9(c)(2)(ii)", 0)
    camera_at_each_end: bool = _f("pa:465a.9(c)(2)(ii)")
    dealers: int = _f("pa:465a.35(b)(3)", 0)
    stickperson: bool = _f("pa:465a.35(b)(3)")  #: one of the dealers works as stickperson
    floorperson_other_tables: tuple[str, ...] = _f("pa:465a.35(c)(13)", ())  #: games of the floorperson's other tables
    inspected_at_table_on_opening: bool = _f("pa:603a.13(f)(1)(ii)")
    inspection_tools: frozenset[Tool] = _f("pa:603a.13(f)(1)(ii)", frozenset())
    inspection_dealer_present: bool = _f("pa:603a.13(f)(1)(ii)")
    inspection_surface_visible: bool = _f("pa:603a.13(f)(1)(ii)")  #: flat, in view of surveillance and bystanders
    cup_placement_dealer_present: bool = _f("pa:603a.13(f)(1)(iii)(B)")  #: the floorperson cups the dice, dealer there
    pit_inspection_watched: bool = _f("pa:603a.13(f)(2)(i)(B)")  #: a second floorperson watches
    inspectors_supervise_eligible_games: bool = _f("pa:603a.13(f)(2)(i)(B)")  #: TDF, Sic Bo, Pai Gow (Poker)
    handed_to_table_floorperson: bool = _f("pa:603a.13(f)(2)(iii)(D)")
    reserve_dice_used: bool = _f("pa:603a.13(f)(2)(v)(A)")
    sealed_set_size: int = _f("pa:603a.13(f)(2)(v)(A)", 0)  #: dice in each sealed envelope or container
    seal_label_dated_signed: bool = _f("pa:603a.13(f)(2)(v)(A)")
    reserve_in_locked_compartment: bool = _f("pa:603a.13(f)(2)(v)(A)")
    seal_checked_at_table: bool = _f("pa:603a.13(f)(3)(iv)(A)")  #: GAP-T20


def _norm(game: str) -> str:
    return re.sub(r"[\s_-]+", "", game.lower())


def dice_expiry(d: TableDescription) -> Optional[datetime.datetime]:
    """661a.4(d): when the set in use since ``d.set_in_use_since`` must be changed at the latest."""
    return None if d.set_in_use_since is None else d.set_in_use_since + datetime.timedelta(hours=SET_HOURS)


def _sealed(d: TableDescription) -> list[str]:
    want = int(d.tdf_sealed_set_size.value)
    size = [] if d.sealed_set_size == want else [
        f"sealed sets of {d.sealed_set_size} dice, not {want} (tdf_sealed_set_size, AMBIG-T19)"]
    return size + _not((("the seal's label is not dated and signed by the inspectors", d.seal_label_dated_signed),))


@cites("pa:661a.1#stickperson", "pa:661a.2", "pa:661a.2(a)", "pa:661a.2(b)(1)", "pa:661a.2(b)(2)", "pa:661a.2(b)(3)",
       "pa:661a.2(b)(4)", "pa:661a.2(b)(5)", "pa:661a.2(b)(5)(i)", "pa:661a.2(b)(5)(ii)", "pa:661a.2(b)(5)(iii)",
       "pa:661a.2(b)(5)(iv)", "pa:661a.2(b)(5)(v)", "pa:661a.2(b)(5)(vi)", "pa:661a.2(b)(5)(vii)", "pa:661a.2(b)(6)",
       "pa:661a.2(c)", "pa:661a.4", "pa:661a.4(a)", "pa:661a.4(d)", "pa:465a.9(c)(2)(ii)", "pa:465a.35(b)(3)",
       "pa:465a.35(c)(1)(vi)", "pa:465a.35(c)(13)", "pa:603a.13(f)", "pa:603a.13(f)(1)(ii)",
       "pa:603a.13(f)(1)(iii)(B)", "pa:603a.13(f)(2)(i)(B)", "pa:603a.13(f)(2)(iii)(D)", "pa:603a.13(f)(2)(v)(A)",
       "pa:603a.13(f)(3)(iv)(A)")
def check(d: TableDescription) -> list[Finding]:
    """One finding per checkable equipment clause, 661a first in the order of the text, then 465a and 603a."""
    out: list[Finding] = []

    def add(clause: str, verdict: Verdict) -> None:
        out.append(Finding(clause, *verdict))

    add("pa:661a.1#stickperson", _verdict(_not((
        ("no dealer works as stickperson", d.stickperson),
        ("the stickperson does not control the dice", d.stickperson_controls_dice))),
        "a stickperson controls the selection and use of the dice"))
    table = _not((("the table is not oblong", d.oblong), ("its corners are not rounded", d.rounded_corners),
                  ("it has no high walls", d.high_walls)))
    if not 1 <= d.player_positions <= MAX_POSITIONS:
        table.append(f"{d.player_positions} betting positions, not 1 to {MAX_POSITIONS}")
    add("pa:661a.2(a)", _verdict(table, f"oblong, rounded corners, high walls, {d.player_positions} positions"))
    add("pa:661a.2(b)(1)", _verdict(_not((("no name or logo on the layout", d.layout_logo),)),
                                    "name or logo on the layout"))
    missing = sorted(k.value for k in set(Kind) - d.wager_areas)
    add("pa:661a.2(b)(2)", _verdict([f"no area for {', '.join(missing)}"] if missing else [],
                                    "an area for each of the six full game and eight single play wagers"))
    add("pa:661a.2(b)(3)", _verdict([] if d.odds_on_layout or d.odds_sign else [
        "the odds are neither on the layout nor on a sign at the table"],
        "odds on the layout" if d.odds_on_layout else "odds on a sign at the table"))
    field = [f"{what}: {n}, not 2" for n, what in ((d.end_zones, "end zones"), (d.ten_yard_lines, "10 yard lines"),
                                                   (d.twenty_yard_lines, "20 yard lines")) if n != 2]
    unlabelled = sorted(YARDS - d.yard_labels)
    if unlabelled:
        field.append(f"yards {', '.join(map(str, unlabelled))} are not labelled")
    field += _not((("the yards are not labelled along the middle of the field", d.yard_labels_along_middle),))
    add("pa:661a.2(b)(4)", _verdict(field, "two end zones, 10 and 20 yard lines each side, yards 1 to 23 labelled"))
    downs = [t for a, (_, t) in _DOWN_CLAUSE.items() if a not in d.down_areas]
    add("pa:661a.2(b)(5)", _verdict([f"no area for {', '.join(downs)}"] if downs else [], "all seven down areas"))
    for a, (clause, title) in _DOWN_CLAUSE.items():
        add(clause, _verdict([] if a in d.down_areas else [f"no area marked {title}"], f"an area marked {title}"))
    length = [] if d.game_length_area == PLAYS else [
        f"the game-length area is numbered {', '.join(map(str, sorted(d.game_length_area))) or 'nothing'}, not 1 to 6"]
    add("pa:661a.2(b)(6)", _verdict(length, "game-length area numbered 1 to 6"))
    add("pa:661a.2(c)", _verdict(_not((("no drop box fixed to the table", d.drop_box_fixed),
                                       ("no tip box fixed to the table", d.tip_box_fixed))),
                                 "drop box and tip box fixed to the table (their place is the Bureau's approval)"))
    dice = [f"{n} {c} dice, not {want}" for n, c, want in ((d.green_dice, "green", 4), (d.red_dice, "red", 2))
            if n != want]
    dice += _not((("the dice are not declared to meet 603a.12(a)", d.dice_meet_603a_12a),
                  ("the stickperson is not in charge of the dice", d.stickperson_controls_dice),
                  ("dice not being thrown are not kept in a dice cup at the table", d.idle_dice_in_cup)))
    add("pa:661a.4(a)", _verdict(dice, "four green and two red dice, the stickperson's, idle ones in the cup"))
    expiry = dice_expiry(d)
    if expiry is None or d.checked_at is None:
        add("pa:661a.4(d)", (Status.FAIL, "set_in_use_since and checked_at are needed to check the 24 hour limit"))
    else:
        change = [f"the set was due for change at {expiry.isoformat()}"] if d.checked_at > expiry else []
        change += _not((("no new set since the table reopened", not d.reopened_since_set),
                        ("no new set since a die was lost", not d.die_lost_since_set),
                        ("no new set although the dice are unfit for play", not d.dice_unfit)))
        add("pa:661a.4(d)", _verdict(change, f"in use until {expiry.isoformat()}"))
    cams = [] if d.fixed_cameras >= 2 else [f"{d.fixed_cameras} fixed cameras, not at least 2"]
    cams += _not((("no camera covers each end of the table", d.camera_at_each_end),))
    add("pa:465a.9(c)(2)(ii)", _verdict(cams, f"{d.fixed_cameras} fixed cameras, one at each end"))
    staff = [] if d.dealers >= 3 else [f"{d.dealers} dealers, not at least 3"]
    staff += _not((("none of them works as stickperson", d.stickperson),))
    add("pa:465a.35(b)(3)", _verdict(staff, f"{d.dealers} dealers, one the stickperson"))
    others = d.floorperson_other_tables
    span = [f"supervised with {len(others)} other tables: Three Dice Football is outside the four-table span of "
            "(c)(1)"] if len(others) > 1 else []
    add("pa:465a.35(c)(1)(vi)", _verdict(span, "not counted among four tables under (c)(1)"))
    if not others:
        add("pa:465a.35(c)(13)", (Status.PASS, "the floorperson supervises this table alone"))
    elif len(others) > 1:
        add("pa:465a.35(c)(13)", (Status.FAIL, f"the floorperson supervises {len(others) + 1} tables, not at most 2"))
    elif _norm(others[0]) in _TDF_NAMES:
        add("pa:465a.35(c)(13)", (Status.PASS, "two Three Dice Football tables"))
    else:
        add("pa:465a.35(c)(13)", _verdict([f"paired with a {others[0]} table"] if _norm(others[0]) in EXCLUDED_PAIRS
                                          else [], f"one Three Dice Football table and one {others[0]} table"))

    alt = d.dice_inspection_alternative
    steps: dict[str, Verdict] = {}
    cup = _not((("the dice are not put in the cup on the table with a dealer present",
                 d.cup_placement_dealer_present),))
    if alt is Alternative.ONE:
        lacking = sorted(t.value for t in set(Tool) - d.inspection_tools)
        tools = [f"the inspection lacks {', '.join(lacking)}"] if lacking else []
        steps["pa:603a.13(f)(1)(ii)"] = _verdict(_not((
            ("the floorperson does not inspect the dice at the table on opening", d.inspected_at_table_on_opening),
            ("no dealer is present at the inspection", d.inspection_dealer_present),
            ("the inspection surface is not flat and in view of surveillance and bystanders",
             d.inspection_surface_visible))) + tools, "inspected at the table with micrometer, caliper, square, magnet")
        steps["pa:603a.13(f)(1)(iii)(B)"] = _verdict(cup, "put in the cup on the table with a dealer present")
    elif alt is Alternative.TWO:
        steps["pa:603a.13(f)(2)(i)(B)"] = _verdict(_not((
            ("no second floorperson watches the inspection", d.pit_inspection_watched),
            ("the floorpersons do not supervise Three Dice Football, Sic Bo, Pai Gow or Pai Gow Poker",
             d.inspectors_supervise_eligible_games))), "inspected in the pit, a second floorperson watching")
        steps["pa:603a.13(f)(2)(iii)(D)"] = _verdict(_not((
            ("the dice are not handed to the table's floorperson", d.handed_to_table_floorperson),)) + cup,
            "handed to the table's floorperson, put in the cup with a dealer present")
        if d.reserve_dice_used:
            steps["pa:603a.13(f)(2)(v)(A)"] = _verdict(_sealed(d) + _not((
                ("the sealed reserve dice are not kept in the locked pit-stand compartment",
                 d.reserve_in_locked_compartment),)), f"reserve dice sealed in sets of {d.sealed_set_size}, locked")
    else:
        steps["pa:603a.13(f)(3)(iv)(A)"] = _verdict(_sealed(d) + _not((
            ("the seal is not checked at the table (GAP-T20: the Mini-Craps path)", d.seal_checked_at_table),)) + cup,
            f"sealed in sets of {d.sealed_set_size}; at the table the seal checked and the dice cupped (GAP-T20)")
    failed = [c for c, (s, _) in steps.items() if s is Status.FAIL]
    add("pa:603a.13(f)", _verdict([f"alternative {alt.value}: {', '.join(failed)} failed"] if failed else [],
                                  f"alternative {alt.value}"))
    for clause in ("pa:603a.13(f)(1)(ii)", "pa:603a.13(f)(1)(iii)(B)", "pa:603a.13(f)(2)(i)(B)",
                   "pa:603a.13(f)(2)(iii)(D)", "pa:603a.13(f)(2)(v)(A)", "pa:603a.13(f)(3)(iv)(A)"):
        if clause in steps:
            add(clause, steps[clause])
        elif clause == "pa:603a.13(f)(2)(v)(A)" and alt is Alternative.TWO:
            add(clause, (Status.NOT_APPLICABLE, "no reserve dice used"))
        else:
            add(clause, (Status.NOT_APPLICABLE, f"dice inspected under alternative {alt.value}"))
    return out


def _numbers(v: Any) -> frozenset[int]:
    if not isinstance(v, list) or any(not is_int(x) for x in v):
        raise ValueError(f"must be a list of whole numbers, not {v!r}")
    return frozenset(v)


def _names(v: Any) -> tuple[str, ...]:
    if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
        raise ValueError(f"must be a list of game names, not {v!r}")
    return tuple(v)


def _ruleset(v: Any) -> str:
    ids = [r for r in spec.ruleset_ids() if r.startswith("pa-661a@")]
    if v not in ids:
        raise ValueError(f"unknown ruleset {v!r}; Three Dice Football rulesets: {', '.join(ids)}")
    return str(v)


_BY_TYPE: dict[str, Callable[[Any], Any]] = {
    "bool": _bool,
    "int": _count,
    "str": _ruleset,
    "Alternative": numbered(Alternative),
    "SealedSetSize": numbered(SealedSetSize),
    "frozenset[Kind]": set_of(Kind, "wager types", every=True),
    "frozenset[DownArea]": set_of(DownArea, "down areas", every=True),
    "frozenset[Tool]": set_of(Tool, "inspection tools"),
    "frozenset[int]": _numbers,
    "tuple[str, ...]": _names,
    "Optional[datetime.datetime]": when,
}
#: field -> (its clause, its parser)
_PARSERS: dict[str, tuple[str, Callable[[Any], Any]]] = {
    f.name: (str(f.metadata["clause"]), _BY_TYPE[str(f.type)]) for f in attrs.fields(TableDescription)
}


def load_description(path: str | Path) -> TableDescription:
    """Read a table description; every unknown key or bad value is reported at once, with its clause."""
    return description(TableDescription, read_toml(path, "pa:661a.2"), str(path), _PARSERS, "pa:661a.2",
                       game=("tdf", "Three Dice Football"))
