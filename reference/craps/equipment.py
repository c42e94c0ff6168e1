"""Craps and Mini-Craps equipment, described as data and checked clause by clause (58 Pa. Code 623a).

``d``: a :class:`TableDescription`; ``rs``: its ruleset; ``f``: a :class:`Finding`.

A vendor describes one table in TOML (:func:`load_description`); :func:`check`
reports every equipment clause of the description's edition once, in the
order of the text, as PASS, FAIL or NOT_APPLICABLE (an unoffered feature is
reported as not offered, never as passed); :func:`format_report` prints them.

Clauses: 623a.2(a), (b), (c); 623a.2(d)(1), (d)(2), (d)(3); the Fire Bet
layout items 623a.2(d)(4)(i), (ii), (iii), (iii)(A)-(C); the Bonus Craps
layout items 623a.2(d)(5)(i), (i)(A)-(C), (ii), (iii) (only in the editions
that have Bonus Craps: pa-623a@2013p and pa-623a@2015); 623a.2(e); 623a.3(c);
623a.7(a) and (d); and the marker rules of 623a.11(a)(4) and 623a.12(3).

Readings (the text is silent or loose; each is ours):

* 623a.2(d)(2): "an area for each wager" means each 623a.3 wager the table
  offers; the odds of 623a.6 are not 623a.3 wagers and need no area of their
  own. The Fire Bet areas and the Bonus Craps spots count as areas.
* 623a.2(d)(4)(i): the areas need not cover every player position (players
  use the area *nearest* them, 623a.11(a)(1)), but there are no more areas
  than positions.
* 623a.2(d)(5)(i)(A)-(C): a spot is required for each Bonus wager offered;
  a Bonus wager not offered is reported NOT_APPLICABLE.
* 623a.2(d)(5)(ii): exactly the ten totals 2-6 and 8-12; a spot for 7 fails.
* "In front of the boxperson" is read as "in front of the dealer" at a
  Mini-Craps table, which has no boxperson.
* 623a.7(d): a set exactly 24 hours old is still within "every 24 hours".

Quantities are strings with units, parsed exactly (never through ``float``):
``"14 ft"``, ``"9 ft 6 in"``, ``"9 1/2 ft"``, ``"9.5 ft"`` and ``"114 in"`` are
all accepted; the last four are equal.
"""

from __future__ import annotations

import datetime
import re
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Mapping, NewType, Optional

import attrs

from croupier import spec
from croupier.reference.craps.definitions import BONUS_KINDS, NUMBER_KINDS, ODDS_KINDS, Bet, Game, Kind, paragraph
from croupier.reference.errors import ConfigError, Problem, read_toml
from croupier.spec.citations import cites
from croupier.reference.parsing import boolean as _bool, count as _count, is_int
from croupier.reference.findings import Finding, Status, Verdict, format_report, one_finding_per_clause

__all__ = [
    "CHECKS",
    "DiceSet",
    "Finding",
    "LayoutDescription",
    "Length",
    "Marker",
    "Markers",
    "Status",
    "TableDescription",
    "check",
    "description_from_mapping",
    "format_report",
    "hours_between",
    "load_description",
    "parse_quantity",
]

DEFAULT_RULESET = "pa-623a@2015"

#: 623a.2(d)(4)(iii)(A): the counts of different points whose Fire Bet payout the wall shows
FIRE_PAYOUT_POINTS: frozenset[int] = frozenset({4, 5, 6})

#: 623a.2(d)(5)(i)(A)-(C): the name of each Bonus Craps wager, as the reports give it
BONUS_NAMES: dict[Kind, str] = {
    Kind.ALL_SMALL: "All Small Wager",
    Kind.ALL_OR_NOTHING: "All Or Nothing At All Wager",
    Kind.ALL_TALL: "All Tall Wager",
}

Hours = NewType("Hours", Fraction)

NOT_FIRE = "not applicable: Fire Bet not offered"
NOT_BONUS = "not applicable: Bonus Craps not offered"


# --- quantities ----------------------------------------------------------------------------------

_NUM = r"\d+\s+\d+/\d+|\d+/\d+|\d+(?:\.\d+)?"
_LENGTH_UNITS: tuple[tuple[str, Fraction], ...] = (("ft", Fraction(12)), ("in", Fraction(1)))
_MM_UNITS: tuple[tuple[str, Fraction], ...] = (("mm", Fraction(1)),)
_HOUR_UNITS: tuple[tuple[str, Fraction], ...] = (("h", Fraction(1)), ("min", Fraction(1, 60)))


def _number(text: str) -> Fraction:
    """``"9"``, ``"9.5"``, ``"1/2"`` or ``"9 1/2"`` as an exact Fraction."""
    whole, _, part = text.strip().rpartition(" ")
    try:
        value = Fraction(part)
    except ZeroDivisionError:
        raise ValueError("a fraction's denominator is never 0") from None
    return value + int(whole) if whole.strip() else value


def parse_quantity(text: str, units: tuple[tuple[str, Fraction], ...]) -> Fraction:
    """An exact quantity, in the last (smallest) unit, from text such as ``"9 ft 6 in"``.

    ``units`` runs from the largest unit to the smallest, each with its size in
    the smallest unit. Each unit appears at most once, in that order; a number
    is a whole number, a decimal (read exactly), a fraction or a mixed number
    (``"9 1/2"``). A term after a larger one is less than one larger unit
    (``"9 ft 13 in"`` is refused).
    """
    names = " ".join(u for u, _ in units)
    if not isinstance(text, str):
        raise ValueError(f"must be a string with its unit ({names}), such as \"{_example(units)}\"")
    pattern = r"\s*".join(rf"(?:(?P<u{i}>{_NUM})\s*{re.escape(u)}\b)?" for i, (u, _) in enumerate(units))
    m = re.fullmatch(rf"\s*{pattern}\s*", text)
    if m is None or not any(m.groups()):
        raise ValueError(f"{text!r} is not a quantity in {names}, such as \"{_example(units)}\"")
    total = Fraction(0)
    larger: Optional[Fraction] = None
    for i, (_, size) in enumerate(units):
        raw = m.group(f"u{i}")
        if raw is None:
            continue
        value = _number(raw) * size
        if larger is not None and value >= larger:
            raise ValueError(f"{text!r}: a smaller unit after a larger one must be less than one larger unit")
        larger = size
        total += value
    return total


def _example(units: tuple[tuple[str, Fraction], ...]) -> str:
    return {"ft": "9 ft 6 in", "mm": "43 mm", "h": "23 h 30 min"}.get(units[0][0], "1 " + units[0][0])


def _format_number(x: Fraction) -> str:
    """``Fraction(19, 2)`` -> ``"9 1/2"``."""
    whole, rest = divmod(x.numerator, x.denominator)
    if rest == 0:
        return str(whole)
    frac = f"{rest}/{x.denominator}"
    return f"{whole} {frac}" if whole else frac


def _to_fraction(value: int | Fraction) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        raise TypeError("a quantity is an int or a Fraction, never a float")  # constant text
    return Fraction(value)


def _positive(_: object, __: object, value: Fraction) -> None:
    if not value > 0:
        raise ValueError("a size is positive")  # constant text


def _not_negative(_: object, __: object, value: Fraction | int) -> None:
    if not value >= 0:
        raise ValueError("a count or an age is never negative")  # constant text


def _whole(_: object, __: object, value: int) -> None:
    if not is_int(value):
        raise TypeError("a count is a whole number")  # constant text


def _flag(_: object, __: object, value: bool) -> None:
    if not isinstance(value, bool):
        raise TypeError("a yes/no item is True or False")  # constant text


@attrs.frozen(slots=False, order=True)
class Length:
    """A length, exactly, in inches: ``Length.parse("9 ft 6 in") == Length(114)``."""

    inches: Fraction = attrs.field(converter=_to_fraction, validator=_positive)

    @classmethod
    def parse(cls, text: str) -> "Length":
        """``"14 ft"``, ``"9 ft 6 in"``, ``"9 1/2 ft"``, ``"9.5 ft"`` or ``"113 in"``, read exactly."""
        return cls(parse_quantity(text, _LENGTH_UNITS))

    def __str__(self) -> str:
        feet, inches = divmod(self.inches, 12)
        if inches == 0:
            return f"{feet} ft"
        if feet == 0:
            return f"{_format_number(inches)} in"
        return f"{feet} ft {_format_number(inches)} in"

    def __repr__(self) -> str:
        return f"Length.parse({str(self)!r})"


def _local(rs: spec.Ruleset, cid: str) -> str:
    """This edition's id for ``cid``, else for its nearest enclosing unit (the section itself at worst)."""
    try:
        return rs.nearest(cid)
    except KeyError:
        return rs.local("pa:623a.2")


def _limit(rs: spec.Ruleset, cid: str, key: str) -> str:
    """A number the clause fixes (``"14 ft"``), from the spec."""
    return rs[rs.local(cid)].numbers[key]


# --- the description -----------------------------------------------------------------------------


def _f(clause: str, **kw: Any) -> Any:
    return attrs.field(metadata={"clause": clause}, **kw)


def _kinds(value: Any) -> frozenset[Kind]:
    return frozenset(value)


def _ints(value: Any) -> tuple[int, ...]:
    return tuple(value)


@attrs.frozen(slots=False, kw_only=True)
class LayoutDescription:
    """What the layout (and, for the Fire Bet, the table's inside wall) shows: 623a.2(d).

    Fire and Bonus items default to absent, so a table that offers neither
    need not mention them.
    """

    #: 623a.2(d)(1): the certificate holder's name or logo is on the layout
    name_or_logo: bool = _f("pa:623a.2(d)(1)", validator=_flag)
    #: 623a.2(d)(2): the wagers that have a marked area of their own
    wager_areas: frozenset[Kind] = _f("pa:623a.2(d)(2)", converter=_kinds)
    #: 623a.2(d)(3): the words "no call bets" are on the layout
    no_call_bets: bool = _f("pa:623a.2(d)(3)", validator=_flag)
    #: 623a.2(d)(4)(i): the Fire Bet areas' numbers, read clockwise from the area
    #: immediately left of the boxperson (the dealer at Mini-Craps)
    fire_areas: tuple[int, ...] = _f("pa:623a.2(d)(4)(i)", converter=_ints, default=())
    #: 623a.2(d)(4)(ii): the numbers on the Fire Bet relocation area's spots (empty: no such area)
    fire_relocation_area: tuple[int, ...] = _f("pa:623a.2(d)(4)(ii)", converter=_ints, default=())
    #: 623a.2(d)(4)(ii): the relocation area lies in front of the boxperson
    fire_relocation_in_front_of_boxperson: bool = _f("pa:623a.2(d)(4)(ii)", default=False, validator=_flag)
    #: 623a.2(d)(4)(iii): the Fire Bet information on the inside wall can be seen from every position
    fire_wall_visible_from_every_position: bool = _f("pa:623a.2(d)(4)(iii)", default=False, validator=_flag)
    #: 623a.2(d)(4)(iii)(A): the counts of different points whose payout the wall shows
    fire_wall_payouts: frozenset[int] = _f("pa:623a.2(d)(4)(iii)(A)", converter=frozenset, default=frozenset())
    #: 623a.2(d)(4)(iii)(B): the wall says Fire Bets are taken only before a shooter's first come out roll
    fire_wall_timing_notice: bool = _f("pa:623a.2(d)(4)(iii)(B)", default=False, validator=_flag)
    #: 623a.2(d)(4)(iii)(C): the wall shows the Fire Bet's minimum, maximum and increment
    fire_wall_limits: bool = _f("pa:623a.2(d)(4)(iii)(C)", default=False, validator=_flag)
    #: 623a.2(d)(5)(i): the layout has a Bonus Craps area in front of the boxperson
    bonus_area_in_front_of_boxperson: bool = _f("pa:623a.2(d)(5)(i)", default=False, validator=_flag)
    #: 623a.2(d)(5)(i)(A)-(C): the Bonus Craps wagers with a spot in that area
    bonus_areas: frozenset[Kind] = _f("pa:623a.2(d)(5)(i)", converter=_kinds, default=frozenset())
    #: 623a.2(d)(5)(ii): the totals that have a marker-button spot
    bonus_marker_spots: frozenset[int] = _f("pa:623a.2(d)(5)(ii)", converter=frozenset, default=frozenset())
    #: 623a.2(d)(5)(iii): the Bonus Craps wagers whose payout odds the layout shows
    bonus_odds_shown: frozenset[Kind] = _f("pa:623a.2(d)(5)(iii)", converter=_kinds, default=frozenset())

    @property
    def areas(self) -> frozenset[Kind]:
        """Every wager with somewhere to go: the marked areas, the Fire Bet areas and the Bonus spots."""
        fire = frozenset({Kind.FIRE}) if self.fire_areas else frozenset()
        return self.wager_areas | fire | self.bonus_areas


@attrs.frozen(slots=False, kw_only=True)
class DiceSet:
    """The dice kept at an open table: 623a.7(a) and (d)."""

    #: 623a.7(a): how many dice the set has
    count: int = _f("pa:623a.7(a)", validator=[_whole, _not_negative])
    #: 623a.7(a): the dice not in play are kept in a dice cup at the table
    cup_at_table: bool = _f("pa:623a.7(a)", validator=_flag)
    #: 623a.7(d): hours from the set's issue to the inspection
    hours_since_issue: Hours = _f("pa:623a.7(d)", converter=_to_fraction, validator=_not_negative)

    @classmethod
    def issued_at(
        cls, issued: datetime.datetime, inspected: datetime.datetime, *, count: int, cup_at_table: bool
    ) -> "DiceSet":
        """A set issued at ``issued`` and seen at ``inspected``; its age is exact to the microsecond."""
        return cls(count=count, cup_at_table=cup_at_table, hours_since_issue=hours_between(issued, inspected))


def hours_between(start: datetime.datetime, end: datetime.datetime) -> Hours:
    """The exact time from ``start`` to ``end``, in hours."""
    return Hours(Fraction((end - start) // datetime.timedelta(microseconds=1), 3_600_000_000))


@attrs.frozen(slots=False, kw_only=True)
class Marker:
    """One kind of marker (Fire Bet point marker or Bonus Craps marker button)."""

    #: across, in millimetres
    diameter: Fraction = attrs.field(converter=_to_fraction, validator=_positive)
    #: it can be told apart from a value chip at a glance
    distinguishable: bool = attrs.field(validator=_flag)


@attrs.frozen(slots=False, kw_only=True)
class Markers:
    """The markers a table uses, and the largest value chip they must outsize: 623a.11(a)(4), 623a.12(3)."""

    #: the diameter of the largest value chip authorized at the table, in millimetres
    largest_value_chip: Fraction = _f("pa:623a.11(a)(4)", converter=_to_fraction, validator=_positive)
    #: 623a.11(a)(4): the Fire Bet point markers (None: none described)
    fire: Optional[Marker] = _f("pa:623a.11(a)(4)", default=None)
    #: 623a.12(3): the Bonus Craps marker buttons (None: none described)
    bonus: Optional[Marker] = _f("pa:623a.12(3)", default=None)


@attrs.frozen(slots=False, kw_only=True)
class TableDescription:
    """One Craps or Mini-Craps table as a vendor describes it: the facts every equipment clause is checked on."""

    ruleset: str = _f("pa:623a.1", default=DEFAULT_RULESET)
    game: Game = _f("pa:623a.2", validator=attrs.validators.instance_of(Game))
    #: the wagers the table offers (decides which layout items apply)
    offered: frozenset[Kind] = _f("pa:623a.2(d)(2)", converter=_kinds)
    #: 623a.2(a): the table's shape
    oblong: bool = _f("pa:623a.2(a)", validator=_flag)
    rounded_corners: bool = _f("pa:623a.2(a)", validator=_flag)
    high_walled_sides: bool = _f("pa:623a.2(a)", validator=_flag)
    #: 623a.2(b) (Craps) or (c) (Mini-Craps)
    length: Length = _f("pa:623a.2(b)", validator=attrs.validators.instance_of(Length))
    #: player positions (seats, at Mini-Craps): 623a.2(c)
    seats: int = _f("pa:623a.2(c)", validator=[_whole, _not_negative])
    #: 623a.2(e)
    drop_box_attached: bool = _f("pa:623a.2(e)", validator=_flag)
    tip_box_attached: bool = _f("pa:623a.2(e)", validator=_flag)
    #: 623a.3(c)
    minimum_posted: bool = _f("pa:623a.3(c)", validator=_flag)
    maximum_posted: bool = _f("pa:623a.3(c)", validator=_flag)
    layout: LayoutDescription = _f("pa:623a.2(d)", validator=attrs.validators.instance_of(LayoutDescription))
    dice: DiceSet = _f("pa:623a.7", validator=attrs.validators.instance_of(DiceSet))
    markers: Optional[Markers] = _f("pa:623a.11(a)(4)", default=None)

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def offers_fire(self) -> bool:
        return Kind.FIRE in self.offered

    @property
    def offered_bonus(self) -> frozenset[Kind]:
        """The Bonus Craps wagers offered; always empty in an edition without Bonus Craps."""
        return self.offered & BONUS_KINDS if "pa:623a.12" in self.rules else frozenset()

    @property
    def supervisor(self) -> str:
        """Who the Fire Bet areas are counted from: the boxperson at Craps, the dealer at Mini-Craps."""
        return "boxperson" if self.game is Game.CRAPS else "dealer"


def _pass(detail: str) -> Verdict:
    return Status.PASS, detail


def _fail(*problems: str) -> Verdict:
    return Status.FAIL, "; ".join(problems)


def _na(detail: str) -> Verdict:
    return Status.NOT_APPLICABLE, detail


def _verdict(problems: list[str], ok: str) -> Verdict:
    return _fail(*problems) if problems else _pass(ok)


def _names(kinds: frozenset[Kind] | set[Kind]) -> str:
    order = list(Kind)
    return ", ".join(k.value for k in sorted(kinds, key=order.index))


def _nums(ns: Any) -> str:
    return ", ".join(str(n) for n in sorted(ns))


# --- 623a.2 table and layout ---------------------------------------------------------------------


@cites("pa:623a.2(a)")
def table_shape(d: TableDescription) -> Verdict:
    """Both games are played on an oblong table with rounded corners and high walls on its sides."""
    problems = [
        text
        for ok, text in (
            (d.oblong, "the table is not oblong"),
            (d.rounded_corners, "the corners are not rounded"),
            (d.high_walled_sides, "the sides are not high walled"),
        )
        if not ok
    ]
    return _verdict(problems, "oblong, rounded corners, high walled sides")


@cites("pa:623a.2(b)")
def craps_length(d: TableDescription) -> Verdict:
    """A Craps table is no longer than 14 feet."""
    if d.game is not Game.CRAPS:
        return _na("not applicable: a Mini-Craps table (see 623a.2(c))")
    limit = Length.parse(_limit(d.rules, "pa:623a.2(b)", "max_length"))
    if d.length > limit:
        return _fail(f"{d.length} long; a Craps table is at most {limit}")
    return _pass(f"{d.length} long; at most {limit}")


@cites("pa:623a.2(c)")
def mini_craps_size(d: TableDescription) -> Verdict:
    """A Mini-Craps table is no longer than 9 1/2 feet and seats no more than 9 players."""
    if d.game is not Game.MINI_CRAPS:
        return _na("not applicable: a Craps table (see 623a.2(b))")
    limit = Length.parse(_limit(d.rules, "pa:623a.2(c)", "max_length"))
    seats = int(_limit(d.rules, "pa:623a.2(c)", "max_seats"))
    problems = []
    if d.length > limit:
        problems.append(f"{d.length} long; a Mini-Craps table is at most {limit}")
    if d.seats > seats:
        problems.append(f"{d.seats} seats; a Mini-Craps table seats at most {seats}")
    return _verdict(problems, f"{d.length} long, {d.seats} seats; at most {limit} and {seats} seats")


@cites("pa:623a.2(d)(1)")
def name_or_logo(d: TableDescription) -> Verdict:
    """The layout shows the certificate holder's name or logo."""
    return _verdict([] if d.layout.name_or_logo else ["no name or logo on the layout"], "name or logo shown")


def _authorizing_clause(kind: Kind) -> Optional[str]:
    """The 623a.3(a) paragraph that authorizes ``kind``; None for the odds, which are 623a.6 wagers."""
    if kind in ODDS_KINDS:
        return None
    number = {Kind.HARDWAY: 4, Kind.HORN_HIGH: 12}.get(kind, 6 if kind in NUMBER_KINDS else None)
    return paragraph(Bet(kind, number, (2, 2) if kind is Kind.HOP else None))


@cites("pa:623a.2(d)(2)")
def wager_areas(d: TableDescription) -> Verdict:
    """Each 623a.3 wager the table offers has an area of its own on the layout."""
    rs = d.rules
    needed = {k for k in d.offered if (c := _authorizing_clause(k)) is not None and c in rs}
    missing = needed - d.layout.areas
    if missing:
        return _fail(f"no area for: {_names(missing)}")
    return _pass(f"an area for each of the {len(needed)} wagers offered")


@cites("pa:623a.2(d)(3)")
def no_call_bets(d: TableDescription) -> Verdict:
    """The layout carries the words "no call bets"."""
    return _verdict([] if d.layout.no_call_bets else ['the words "no call bets" are not on the layout'],
                    '"no call bets" shown')


@cites("pa:623a.2(d)(4)(i)")
def fire_areas(d: TableDescription) -> Verdict:
    """At most 16 Fire Bet areas, one per position, numbered 1, 2, ... clockwise from the boxperson's left."""
    if not d.offers_fire:
        return _na(NOT_FIRE)
    areas = d.layout.fire_areas
    most = int(_limit(d.rules, "pa:623a.2(d)(4)(i)", "max_areas"))
    if not areas:
        return _fail("no Fire Bet areas on the layout")
    problems = []
    if len(areas) > most:
        problems.append(f"{len(areas)} Fire Bet areas; at most {most}")
    if len(areas) > d.seats:
        problems.append(f"{len(areas)} Fire Bet areas for {d.seats} player positions")
    expected = tuple(range(1, len(areas) + 1))
    if areas != expected:
        problems.append(
            f"read clockwise from the {d.supervisor}'s left the areas are numbered {', '.join(map(str, areas))};"
            f" they must run 1 to {len(areas)}"
        )
    return _verdict(problems, f"{len(areas)} areas numbered 1 to {len(areas)} clockwise from the {d.supervisor}'s left")


@cites("pa:623a.2(d)(4)(ii)")
def fire_relocation_area(d: TableDescription) -> Verdict:
    """A Fire Bet relocation area lies in front of the boxperson, its spots numbered like the Fire Bet areas."""
    if not d.offers_fire:
        return _na(NOT_FIRE)
    spots = d.layout.fire_relocation_area
    if not spots:
        return _fail("no Fire Bet relocation area")
    problems = []
    if not d.layout.fire_relocation_in_front_of_boxperson:
        problems.append(f"the relocation area is not in front of the {d.supervisor}")
    if sorted(spots) != sorted(d.layout.fire_areas):
        missing = set(d.layout.fire_areas) - set(spots)
        extra = set(spots) - set(d.layout.fire_areas)
        what = [f"no spot for area(s) {_nums(missing)}"] if missing else []
        what += [f"spot(s) {_nums(extra)} match no Fire Bet area"] if extra else []
        what = what or ["some numbers appear more than once"]
        problems.append("the relocation spots do not match the Fire Bet areas: " + ", ".join(what))
    return _verdict(problems, f"in front of the {d.supervisor}, spots 1 to {len(spots)} match the areas")


@cites("pa:623a.2(d)(4)(iii)")
def fire_wall_visible(d: TableDescription) -> Verdict:
    """The Fire Bet information on the inside wall can be seen from every player position."""
    if not d.offers_fire:
        return _na(NOT_FIRE)
    if not d.layout.fire_wall_visible_from_every_position:
        return _fail("the Fire Bet information on the inside wall is not visible from every player position")
    return _pass("visible from every player position")


@cites("pa:623a.2(d)(4)(iii)(A)")
def fire_wall_payouts(d: TableDescription) -> Verdict:
    """The wall shows the Fire Bet payout for 4, 5 and 6 different points made."""
    if not d.offers_fire:
        return _na(NOT_FIRE)
    missing = FIRE_PAYOUT_POINTS - d.layout.fire_wall_payouts
    if missing:
        return _fail(f"the wall does not show the payout for {_nums(missing)} points")
    return _pass("payouts for 4, 5 and 6 points shown")


@cites("pa:623a.2(d)(4)(iii)(B)")
def fire_wall_timing(d: TableDescription) -> Verdict:
    """The wall says Fire Bets are taken only before a shooter's first come out roll."""
    if not d.offers_fire:
        return _na(NOT_FIRE)
    if not d.layout.fire_wall_timing_notice:
        return _fail("the wall does not say when Fire Bets are accepted")
    return _pass("timing notice shown")


@cites("pa:623a.2(d)(4)(iii)(C)")
def fire_wall_limits(d: TableDescription) -> Verdict:
    """The wall shows the Fire Bet's minimum, maximum and increment."""
    if not d.offers_fire:
        return _na(NOT_FIRE)
    if not d.layout.fire_wall_limits:
        return _fail("the wall does not show the Fire Bet limits")
    return _pass("limits shown")


@cites("pa:623a.2(d)(5)(i)")
def bonus_area(d: TableDescription) -> Verdict:
    """Since the 2014 amendment (and in the 2013 proposal): a Bonus Craps area lies in front of the boxperson."""
    if not d.offered_bonus:
        return _na(NOT_BONUS)
    if not d.layout.bonus_area_in_front_of_boxperson:
        return _fail(f"no Bonus Craps area in front of the {d.supervisor}")
    return _pass(f"Bonus Craps area in front of the {d.supervisor}")


def _bonus_spot(d: TableDescription, kind: Kind) -> Verdict:
    name = BONUS_NAMES[kind]
    if not d.offered_bonus:
        return _na(NOT_BONUS)
    if kind not in d.offered_bonus:
        return _na(f"not applicable: {name} not offered")
    if kind not in d.layout.bonus_areas:
        return _fail(f"no spot for the {name} in the Bonus Craps area")
    return _pass(f"{name} spot shown")


@cites("pa:623a.2(d)(5)(i)(A)")
def bonus_all_small_spot(d: TableDescription) -> Verdict:
    """The Bonus Craps area has a spot for the All Small Wager."""
    return _bonus_spot(d, Kind.ALL_SMALL)


@cites("pa:623a.2(d)(5)(i)(B)")
def bonus_all_or_nothing_spot(d: TableDescription) -> Verdict:
    """The Bonus Craps area has a spot for the All Or Nothing At All Wager."""
    return _bonus_spot(d, Kind.ALL_OR_NOTHING)


@cites("pa:623a.2(d)(5)(i)(C)")
def bonus_all_tall_spot(d: TableDescription) -> Verdict:
    """The Bonus Craps area has a spot for the All Tall Wager."""
    return _bonus_spot(d, Kind.ALL_TALL)


@cites("pa:623a.2(d)(5)(ii)")
def bonus_marker_spots(d: TableDescription) -> Verdict:
    """The layout has a marker-button spot for each total 2 to 6 and 8 to 12, and none for 7."""
    if not d.offered_bonus:
        return _na(NOT_BONUS)
    totals = frozenset(int(t) for t in _limit(d.rules, "pa:623a.2(d)(5)(ii)", "totals").split(","))
    spots = d.layout.bonus_marker_spots
    problems = []
    if totals - spots:
        problems.append(f"no marker-button spot for {_nums(totals - spots)}")
    if spots - totals:
        problems.append(f"marker-button spot(s) for {_nums(spots - totals)}, which is never marked")
    return _verdict(problems, "a marker-button spot for each of 2-6 and 8-12")


@cites("pa:623a.2(d)(5)(iii)")
def bonus_odds_shown(d: TableDescription) -> Verdict:
    """The layout shows the payout odds of every Bonus Craps wager offered."""
    if not d.offered_bonus:
        return _na(NOT_BONUS)
    missing = d.offered_bonus - d.layout.bonus_odds_shown
    if missing:
        return _fail(f"the layout does not show the payout odds of: {_names(missing)}")
    return _pass("payout odds shown for every Bonus Craps wager offered")


@cites("pa:623a.2(e)")
def drop_and_tip_boxes(d: TableDescription) -> Verdict:
    """A drop box and a tip box are attached to the table."""
    problems = [
        text
        for ok, text in ((d.drop_box_attached, "no drop box attached"), (d.tip_box_attached, "no tip box attached"))
        if not ok
    ]
    return _verdict(problems, "drop box and tip box attached")


# --- 623a.3(c) limits ----------------------------------------------------------------------------


@cites("pa:623a.3(c)")
def limits_posted(d: TableDescription) -> Verdict:
    """The table shows its minimum and maximum wagers."""
    problems = [
        text
        for ok, text in ((d.minimum_posted, "the minimum wager is not posted"),
                         (d.maximum_posted, "the maximum wager is not posted"))
        if not ok
    ]
    return _verdict(problems, "minimum and maximum posted")


# --- 623a.7 dice ---------------------------------------------------------------------------------


@cites("pa:623a.7(a)")
def dice_set(d: TableDescription) -> Verdict:
    """An open table has one set of five dice, and the dice not in play wait in a dice cup at the table."""
    dice = int(_limit(d.rules, "pa:623a.7(a)", "dice"))
    problems = []
    if d.dice.count != dice:
        problems.append(f"a set of {d.dice.count} dice; the set has {dice}")
    if not d.dice.cup_at_table:
        problems.append("no dice cup at the table")
    return _verdict(problems, f"a set of {dice} dice and a dice cup")


@cites("pa:623a.7(d)")
def dice_age(d: TableDescription) -> Verdict:
    """The dice set is changed at least once every 24 hours."""
    limit = parse_quantity(_limit(d.rules, "pa:623a.7(d)", "max_age"), _HOUR_UNITS)
    age = d.dice.hours_since_issue
    if age > limit:
        return _fail(f"the set is {_hours(age)} old; it is changed at least every {_hours(limit)}")
    return _pass(f"the set is {_hours(age)} old; at most {_hours(limit)}")


def _hours(h: Fraction) -> str:
    whole, rest = divmod(h, 1)
    minutes = rest * 60
    return f"{whole} h" if minutes == 0 else f"{whole} h {_format_number(minutes)} min"


# --- markers -------------------------------------------------------------------------------------


def _marker(d: TableDescription, marker: Optional[Marker], name: str) -> Verdict:
    if d.markers is None or marker is None:
        return _fail(f"no {name} described")
    chip = d.markers.largest_value_chip
    problems = []
    if not marker.distinguishable:
        problems.append(f"the {name} cannot be told apart from value chips")
    if not marker.diameter > chip:
        problems.append(
            f"the {name} are {_format_number(marker.diameter)} mm across, not wider than the largest value chip"
            f" ({_format_number(chip)} mm)"
        )
    return _verdict(
        problems,
        f"{name} distinguishable, {_format_number(marker.diameter)} mm > {_format_number(chip)} mm",
    )


@cites("pa:623a.11(a)(4)")
def fire_markers(d: TableDescription) -> Verdict:
    """Fire Bet point markers look unlike value chips and are wider than any value chip."""
    if not d.offers_fire:
        return _na(NOT_FIRE)
    return _marker(d, d.markers.fire if d.markers else None, "Fire Bet point markers")


@cites("pa:623a.12(3)")
def bonus_marker_buttons(d: TableDescription) -> Verdict:
    """Bonus Craps marker buttons look unlike value chips and are wider than any value chip."""
    if not d.offered_bonus:
        return _na(NOT_BONUS)
    return _marker(d, d.markers.bonus if d.markers else None, "Bonus Craps marker buttons")


#: every check, in the order of the text
CHECKS: tuple[Callable[[TableDescription], Verdict], ...] = (
    table_shape,
    craps_length,
    mini_craps_size,
    name_or_logo,
    wager_areas,
    no_call_bets,
    fire_areas,
    fire_relocation_area,
    fire_wall_visible,
    fire_wall_payouts,
    fire_wall_timing,
    fire_wall_limits,
    bonus_area,
    bonus_all_small_spot,
    bonus_all_or_nothing_spot,
    bonus_all_tall_spot,
    bonus_marker_spots,
    bonus_odds_shown,
    drop_and_tip_boxes,
    limits_posted,
    dice_set,
    dice_age,
    fire_markers,
    bonus_marker_buttons,
)


@one_finding_per_clause
def check(d: TableDescription) -> list[Finding]:
    """Every equipment clause of ``d``'s edition, once each, in the text's order: PASS, FAIL or NOT_APPLICABLE.

    A clause the edition lacks (623a.2(d)(5) and 623a.12(3) in pa-623a@2012)
    is not reported at all.
    """
    rs = d.rules
    order = {cid: i for i, cid in enumerate(rs.clauses)}
    findings = []
    for fn in CHECKS:
        cid = fn.__clauses__[0]  # type: ignore[attr-defined]
        try:
            local = rs.local(cid)
        except KeyError:
            continue
        status, detail = fn(d)
        findings.append(Finding(local, status, detail))
    return sorted(findings, key=lambda f: order[f.clause])


# --- loading -------------------------------------------------------------------------------------


def _game(v: Any) -> Game:
    try:
        return Game(v)
    except ValueError:
        raise ValueError(f"must be one of {', '.join(repr(g.value) for g in Game)}, not {v!r}") from None


def _kind_list(v: Any) -> frozenset[Kind]:
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ValueError("must be a list of wager names")
    unknown = [x for x in v if x not in {k.value for k in Kind}]
    if unknown:
        raise ValueError(f"unknown wager(s) {', '.join(map(repr, unknown))}")
    return frozenset(Kind(x) for x in v)


def _bonus_list(v: Any) -> frozenset[Kind]:
    kinds = _kind_list(v)
    if kinds - BONUS_KINDS:
        raise ValueError(f"names wagers that are not Bonus Craps wagers: {_names(kinds - BONUS_KINDS)}")
    return kinds


def _number_list(v: Any) -> tuple[int, ...]:
    if not isinstance(v, list) or not all(is_int(n) and n > 0 for n in v):
        raise ValueError("must be a list of positive whole numbers")
    return tuple(v)


def _totals(v: Any) -> frozenset[int]:
    numbers = _number_list(v)
    if not all(2 <= n <= 12 for n in numbers):
        raise ValueError("must be a list of dice totals, 2 to 12")
    return frozenset(numbers)


def _points(v: Any) -> frozenset[int]:
    return frozenset(_number_list(v))


def _length(v: Any) -> Length:
    return Length.parse(v)


def _mm(v: Any) -> Fraction:
    value = parse_quantity(v, _MM_UNITS)
    if value <= 0:
        raise ValueError("must be more than 0 mm")
    return value


#: each section's plain keys: TOML key -> parser (raises ValueError with the reason)
_PARSERS: dict[type, dict[str, Any]] = {
    TableDescription: {
        "game": _game,
        "offered": _kind_list,
        "oblong": _bool,
        "rounded_corners": _bool,
        "high_walled_sides": _bool,
        "length": _length,
        "seats": _count,
        "drop_box_attached": _bool,
        "tip_box_attached": _bool,
        "minimum_posted": _bool,
        "maximum_posted": _bool,
    },
    LayoutDescription: {
        "name_or_logo": _bool,
        "wager_areas": _kind_list,
        "no_call_bets": _bool,
        "fire_areas": _number_list,
        "fire_relocation_area": _number_list,
        "fire_relocation_in_front_of_boxperson": _bool,
        "fire_wall_visible_from_every_position": _bool,
        "fire_wall_payouts": _points,
        "fire_wall_timing_notice": _bool,
        "fire_wall_limits": _bool,
        "bonus_area_in_front_of_boxperson": _bool,
        "bonus_areas": _bonus_list,
        "bonus_marker_spots": _totals,
        "bonus_odds_shown": _bonus_list,
    },
    Markers: {"largest_value_chip": _mm},
    Marker: {"diameter": _mm, "distinguishable": _bool},
}
_SECTIONS: dict[type, dict[str, type]] = {
    TableDescription: {"layout": LayoutDescription, "dice": DiceSet, "markers": Markers},
    Markers: {"fire": Marker, "bonus": Marker},
}
#: the clause a section's unknown keys are reported under
_SECTION_CLAUSE: dict[type, str] = {
    TableDescription: "pa:623a.2",
    LayoutDescription: "pa:623a.2(d)",
    DiceSet: "pa:623a.7",
    Markers: "pa:623a.11(a)(4)",
}


def _clause_of(cls: type, key: str, path: str, data: Mapping[str, Any]) -> str:
    """The current id of the clause a key is about (before it is made local to the edition)."""
    if cls is Marker:
        return "pa:623a.12(3)" if path.endswith("bonus.") else "pa:623a.11(a)(4)"
    if cls is TableDescription and key == "length" and data.get("game") == Game.MINI_CRAPS.value:
        return "pa:623a.2(c)"
    fields = {f.name: f for f in attrs.fields(cls)}
    return fields[key].metadata["clause"] if key in fields else _SECTION_CLAUSE[cls]


def _structure(cls: type, data: Any, path: str, rs: spec.Ruleset, problems: list[Problem]) -> Any:
    """Build ``cls`` from ``data``, adding every problem found to ``problems``; None if any."""
    where = path.rstrip(".") or "(file)"
    if cls is DiceSet:
        return _dice(data, path, rs, problems)
    if not isinstance(data, Mapping):
        problems.append(Problem(where, _local(rs, _SECTION_CLAUSE.get(cls, "pa:623a.2")), "must be a table"))
        return None
    parsers = _PARSERS.get(cls, {})
    sections = _SECTIONS.get(cls, {})
    before = len(problems)
    kw: dict[str, Any] = {}
    for key, value in data.items():
        if cls is TableDescription and key == "ruleset":
            continue
        clause = _local(rs, _clause_of(cls, key, path, data))
        if key in sections:
            kw[key] = _structure(sections[key], value, f"{path}{key}.", rs, problems)
        elif key in parsers:
            try:
                kw[key] = parsers[key](value)
            except ValueError as e:
                problems.append(Problem(path + key, clause, str(e)))
        else:
            problems.append(Problem(path + key, _local(rs, _SECTION_CLAUSE.get(cls, clause)), "unknown key"))
    for f in attrs.fields(cls):
        if f.name in (parsers.keys() | sections.keys()) and f.name not in data and f.default is attrs.NOTHING:
            problems.append(Problem(path + f.name, _local(rs, _clause_of(cls, f.name, path, data)), "missing"))
    if len(problems) > before:
        return None
    return cls(**kw)


def _dice(data: Any, path: str, rs: spec.Ruleset, problems: list[Problem]) -> Optional[DiceSet]:
    """``[dice]``: ``count``, ``cup_at_table``, and ``age = "30 h"`` or else ``issued`` and ``inspected``."""
    a, d7 = rs.local("pa:623a.7(a)"), rs.local("pa:623a.7(d)")
    if not isinstance(data, Mapping):
        problems.append(Problem("dice", rs.local("pa:623a.7"), "must be a table"))
        return None
    before = len(problems)
    for key in data.keys() - {"count", "cup_at_table", "age", "issued", "inspected"}:
        problems.append(Problem(path + key, rs.local("pa:623a.7"), "unknown key"))
    kw: dict[str, Any] = {}
    for key, parse, clause in (("count", _count, a), ("cup_at_table", _bool, a)):
        if key not in data:
            problems.append(Problem(path + key, clause, "missing"))
            continue
        try:
            kw[key] = parse(data[key])
        except ValueError as e:
            problems.append(Problem(path + key, clause, str(e)))
    times = {k for k in ("issued", "inspected") if k in data}
    if "age" in data and times:
        problems.append(Problem(path + "age", d7, "give either age or issued and inspected, not both"))
    elif "age" in data:
        try:
            kw["hours_since_issue"] = parse_quantity(data["age"], _HOUR_UNITS)
        except ValueError as e:
            problems.append(Problem(path + "age", d7, str(e)))
    elif times == {"issued", "inspected"}:
        issued, inspected = data["issued"], data["inspected"]
        if not (isinstance(issued, datetime.datetime) and isinstance(inspected, datetime.datetime)):
            problems.append(Problem(path + "issued", d7, "issued and inspected are TOML date-times"))
        elif (issued.tzinfo is None) != (inspected.tzinfo is None):
            problems.append(Problem(path + "issued", d7, "issued and inspected both have a UTC offset, or neither"))
        elif inspected < issued:
            problems.append(Problem(path + "inspected", d7, "the inspection is before the set was issued"))
        else:
            kw["hours_since_issue"] = hours_between(issued, inspected)
    else:
        missing = "age" if not times else ({"issued", "inspected"} - times).pop()
        problems.append(Problem(path + missing, d7, "missing: give age, or issued and inspected"))
    if len(problems) > before:
        return None
    return DiceSet(**kw)


def description_from_mapping(data: Mapping[str, Any], source: str = "") -> TableDescription:
    """Build a :class:`TableDescription` from parsed TOML; :class:`ConfigError` lists every problem at once."""
    problems: list[Problem] = []
    rid = data.get("ruleset", DEFAULT_RULESET)
    craps = tuple(r for r in spec.ruleset_ids() if r.startswith("pa-623a@"))
    if rid not in craps:
        problems.append(Problem("ruleset", "pa:623a.1", f"unknown ruleset {rid!r}; craps rulesets: {', '.join(craps)}"))
        rid = DEFAULT_RULESET
    rs = spec.ruleset(rid)
    desc = _structure(TableDescription, data, "", rs, problems)
    if desc is not None and desc.offered & BONUS_KINDS and "pa:623a.12" not in rs:
        problems.append(Problem("offered", rs.local("pa:623a.3(a)"), f"Bonus Craps is not a wager of {rid}"))
    if problems:
        raise ConfigError(problems, source)
    return attrs.evolve(desc, ruleset=rid)


def load_description(path: str | Path) -> TableDescription:
    """Read and validate a table description TOML file."""
    data = read_toml(path, "pa:623a.2")
    return description_from_mapping(data, str(path))
