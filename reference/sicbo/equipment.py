"""Sic Bo equipment as described data, checked clause by clause (625a.1, 625a.2, 625a.5(a), 625a.7(d)).

``d``: a :class:`TableDescription`. A vendor or operator describes a table,
its layout, shaker and dice in TOML; :func:`check` gives one
:class:`~croupier.reference.findings.Finding` per equipment clause
(pass, fail, or not applicable when the table does not use what the clause is
about); ``croupier equipment check FILE`` prints them. The verdict types and
the report format are shared with the Craps equipment checks.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any, Callable, Optional

import attrs

from croupier.reference.findings import Finding, Status, format_report
from croupier.reference.findings import verdict as _verdict
from croupier.reference.controls.dice import month_after
from croupier.reference.errors import read_toml
from croupier.reference.families.table import description, when
from croupier.reference.sicbo.config import Month, Shaker
from croupier.reference.sicbo.definitions import Kind
from croupier.spec.citations import cites
from croupier.reference.parsing import boolean as _bool, count as _count

__all__ = ["Finding", "Status", "TableDescription", "check", "dice_expiry", "format_report", "load_description"]

#: 625a.2(b): dice in a manual shaker (and, GAP-10, any dice not locked and 603a.12(c)-compliant)
MANUAL_HOURS = 24


@attrs.frozen(kw_only=True)
class TableDescription:
    """A Sic Bo table as its owner describes it: every field is a fact the clauses ask about."""

    ruleset: str = "pa-625a@2012"
    shaker: Shaker = Shaker.MANUAL
    dice_month: Month = Month.CALENDAR
    drop_box_dealer_side: bool = False  #: 625a.1(a)
    tip_box_dealer_side: bool = False  #: 625a.1(a)
    boxes_either_side_of_dealer: bool = False  #: 625a.1(a)
    wager_areas: frozenset[Kind] = frozenset()  #: 625a.1(b), (c)(2)
    electrical_device: bool = False  #: 625a.1(b): lights the winning combinations from the keyed-in values
    layout_logo: bool = False  #: 625a.1(c)(1)
    odds_on_layout: bool = False  #: 625a.1(c)(3)
    odds_sign: bool = False  #: 625a.1(c)(3)
    compartment_transparent: bool = False  #: 625a.1(d)(1)(i)
    cover_opaque: bool = False  #: 625a.1(d)(1)(i)
    sealable: bool = False  #: 625a.1(d)(1)(ii)
    shaker_logo: bool = False  #: 625a.1(d)(1)(iii)
    dealer_attends_shaker: bool = False  #: 625a.1(e)
    dice: int = 0  #: 625a.2(a)
    dice_kept_in_shaker: bool = False  #: 625a.2(a)
    dice_locked_in_automated: bool = False  #: 625a.2(b)
    dice_meet_603a_12c: bool = False  #: 625a.2(b)
    dice_loaded_at: Optional[datetime.datetime] = None  #: 625a.2(b)
    checked_at: Optional[datetime.datetime] = None  #: when the description is checked
    opening_values_entered: int = 0  #: 625a.5(a)(1)
    opening_lights_correct: bool = False  #: 625a.5(a)(1)
    opening_shaker_runs: int = 0  #: 625a.5(a)(2)
    automated_out_of_order: bool = False  #: 625a.7(d)
    automated_dice_removed: bool = False  #: 625a.7(d)
    automated_covered_or_signed: bool = False  #: 625a.7(d)
    manual_in_use: bool = False  #: 625a.7(d): a manual shaker replaces the automated one


def dice_expiry(d: TableDescription) -> Optional[datetime.datetime]:
    """625a.2(b): when the dice loaded at ``d.dice_loaded_at`` stop being usable (GAP-10 for the month)."""
    start = d.dice_loaded_at
    if start is None:
        return None
    monthly = d.shaker is Shaker.AUTOMATED and d.dice_locked_in_automated and d.dice_meet_603a_12c
    if not monthly:
        return start + datetime.timedelta(hours=MANUAL_HOURS)
    return month_after(start, d.dice_month)


@cites("pa:625a.1(a)", "pa:625a.1(b)", "pa:625a.1(c)(2)", "pa:625a.1(c)(3)", "pa:625a.1(d)", "pa:625a.1(d)(1)",
       "pa:625a.1(d)(1)(i)", "pa:625a.1(d)(1)(ii)", "pa:625a.1(d)(1)(iii)", "pa:625a.1(d)(2)", "pa:625a.1(d)(2)(i)",
       "pa:625a.1(e)", "pa:625a.2", "pa:625a.2(b)", "pa:625a.5(a)", "pa:625a.5(a)(1)", "pa:625a.5(a)(2)",
       "pa:625a.7(d)")
def check(d: TableDescription) -> list[Finding]:
    """One finding per equipment clause of 625a, in the order of the text."""
    manual = d.shaker is Shaker.MANUAL
    out: list[Finding] = []

    def add(clause: str, verdict: tuple[Status, str]) -> None:
        out.append(Finding(clause, *verdict))

    boxes = [w for w, ok in (("no drop box on the dealer's side", d.drop_box_dealer_side),
                             ("no tip box on the dealer's side", d.tip_box_dealer_side),
                             ("the boxes are not one to either side of the dealer", d.boxes_either_side_of_dealer)) if not ok]
    add("pa:625a.1(a)", _verdict(boxes, "drop box and tip box on the dealer's side, one to either side"))
    missing = sorted(k.value for k in set(Kind) - d.wager_areas)
    area = [f"no area for {', '.join(missing)}"] if missing else []
    add("pa:625a.1(b)", _verdict(area + ([] if d.electrical_device else ["no electrical device lighting the winners"]),
                                 "an area for every 625a.3 wager and an electrical device"))
    add("pa:625a.1(c)(1)", _verdict([] if d.layout_logo else ["no name or logo on the layout"], "name or logo on the layout"))
    add("pa:625a.1(c)(2)", _verdict(area, "a betting area for each of the eight wagers"))
    add("pa:625a.1(c)(3)", _verdict([] if d.odds_on_layout or d.odds_sign else ["the odds are neither on the layout "
                                                                                "nor on a sign at the table"],
                                    "odds on the layout" if d.odds_on_layout else "odds on a sign at the table"))
    spec_i = [w for w, ok in (("the dice compartment is not transparent", d.compartment_transparent),
                              ("the cover is not opaque", d.cover_opaque)) if not ok]
    spec_ii = [] if d.sealable else ["the shaker cannot be sealed or locked"]
    add("pa:625a.1(d)(1)(i)", _verdict(spec_i, "transparent compartment for three dice, opaque cover"))
    add("pa:625a.1(d)(1)(ii)", _verdict(spec_ii, "can be sealed or locked"))
    if manual:
        add("pa:625a.1(d)(1)(iii)", _verdict([] if d.shaker_logo else ["no name or logo on the shaker"],
                                             "name or logo on the shaker"))
        add("pa:625a.1(d)(2)(i)", (Status.NOT_APPLICABLE, "manual shaker"))
        add("pa:625a.1(e)", _verdict([] if d.dealer_attends_shaker else ["the manual shaker may be left unattended"],
                                     "the dealer attends the manual shaker"))
    else:
        add("pa:625a.1(d)(1)(iii)", (Status.NOT_APPLICABLE, "automated shaker: (d)(2)(i) does not carry (1)(iii) over"))
        add("pa:625a.1(d)(2)(i)", _verdict(spec_i + spec_ii, "meets (d)(1)(i) and (ii)"))
        add("pa:625a.1(e)", (Status.NOT_APPLICABLE, "automated shaker"))
    dice = [] if d.dice == 3 else [f"{d.dice} dice, not 3"]
    dice += [] if d.dice_kept_in_shaker else ["the dice are not kept in the shaker at the table"]
    add("pa:625a.2(a)", _verdict(dice, "three dice, kept in the shaker"))
    expiry = dice_expiry(d)
    if expiry is None or d.checked_at is None:
        add("pa:625a.2(b)", (Status.FAIL, "dice_loaded_at and checked_at are needed to check the retention limit"))
    else:
        add("pa:625a.2(b)", _verdict([f"the dice expired at {expiry.isoformat()}"] if d.checked_at > expiry else [],
                                     f"in use until {expiry.isoformat()}"))
    test = [] if d.opening_values_entered >= 3 and d.opening_lights_correct else [
        "the opening test keys in three values and checks every winning combination lights"]
    add("pa:625a.5(a)(1)", _verdict(test, "device tested with three values"))
    if manual and not d.manual_in_use:
        add("pa:625a.5(a)(2)", (Status.NOT_APPLICABLE, "manual shaker"))
    else:
        add("pa:625a.5(a)(2)", _verdict([] if d.opening_shaker_runs >= 3 or d.automated_out_of_order else
                                        [f"the automated shaker was run {d.opening_shaker_runs} times, not 3"],
                                        "automated shaker run three times"))
    if d.manual_in_use and d.automated_out_of_order:
        sw = [w for w, ok in (("the dice are still in the automated shaker", d.automated_dice_removed),
                              ("the automated shaker is neither covered nor signed out of order",
                               d.automated_covered_or_signed)) if not ok]
        add("pa:625a.7(d)", _verdict(sw, "dice out, automated shaker covered or signed"))
    else:
        add("pa:625a.7(d)", (Status.NOT_APPLICABLE, "no failed automated shaker replaced"))
    return out


def _kinds(v: Any) -> frozenset[Kind]:
    if v == "all":
        return frozenset(Kind)
    if not isinstance(v, list):
        raise ValueError("must be \"all\" or a list of wager types")
    return frozenset(Kind(x) for x in v)


_PARSERS: dict[str, tuple[str, Callable[[Any], Any]]] = {
    "shaker": ("pa:625a.1(d)", Shaker),
    "dice_month": ("pa:625a.2(b)", Month),
    "wager_areas": ("pa:625a.1(b)", _kinds),
    "dice": ("pa:625a.2(a)", _count),
    "opening_values_entered": ("pa:625a.5(a)(1)", _count),
    "opening_shaker_runs": ("pa:625a.5(a)(2)", _count),
    "dice_loaded_at": ("pa:625a.2(b)", when),
    "checked_at": ("pa:625a.2(b)", when),
}
for _f in attrs.fields(TableDescription):
    if _f.type in ("bool", bool):
        _PARSERS.setdefault(_f.name, ("pa:625a.1", _bool))


def load_description(path: str | Path) -> TableDescription:
    """Read a table description; every unknown key or bad value is reported at once, with its clause."""
    return description(TableDescription, read_toml(path, "pa:625a.1"), str(path), _PARSERS, "pa:625a.1",
                       keep=("ruleset",))
