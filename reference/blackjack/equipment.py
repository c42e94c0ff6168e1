"""Blackjack (chapter 633a, the 2013 proposal) equipment as described data, checked clause by clause, as far as the
seed prints it: the layout's approval and its Straight Jack, House Money, odds and payout-limit items (633a.2(b),
(b)(13)-(16)), the Bad Beat progressive and electronic wagering systems (633a.2(c)), the Hit and Run / Straight Jack
progressive system with its wagering devices and lock-out (633a.2(d), (d)(1), (d)(2)), the verification of
progressive wins (633a.7(o)(2)(ii)(A), (B), (o)(3)(ii)(A), (B)) and the Straight Jack meter's amounts (633a.13(m)(2)).

``d``: a :class:`TableDescription`; ``rs``: its ruleset. An operator describes a Blackjack table in TOML
(``game = "blackjack"``, ``ruleset = "pa-633a@2013p"``, the chapter's only edition in the seeds); :func:`check` gives
one :class:`~croupier.reference.findings.Finding` per equipment clause (pass, fail, or not applicable when the table
does not offer the wager the clause is about), plus 633a.2(b), the administrative lead-in whose approval and items
the layout bears on. ``croupier equipment check FILE`` prints them.

The seed prints only the 2013 amendments and the text around them: the base game's equipment (633a.2(a), the layout
items (b)(1)-(12), the cards and shoes of 633a.3 onward) is elided and is not checked here, nor invented (BJ-A01).
The description states the table's elections as facts, spelt as the profile spells them
(:mod:`croupier.reference.blackjack.config`): ``straight_jack_offered``, ``house_money_offered``,
``hit_and_run_offered``, ``straight_jack_meter_initial``, ``straight_jack_meter_reset``, ``rm21_kb_payout_cap`` and
``decks``; plus ``bad_beat_offered``, a fact the profile has no option for (the Bad Beat wager, 633a.6(e)(8), is
elided). ``hit_and_run_offered = true`` needs no paytable here (a profile offering it must give one, since the
wager's odds, 633a.13(l), are not printed, BJ-A19): its equipment and procedures are printed. The description is
not compared with a separate profile. Odds are written as printed and compared, as ratios, with the numbers of 633a.13(m)(1) and (n)(1), (n)(2).

Readings (the text is silent or loose; each is ours):

* An approval, a system built under a chapter not in the seeds (601a.10(a), 605a.2, 605a.3, 605a.7, 465a.2), or a
  dealing procedure cannot be seen in a description: the description declares it (a true-or-false fact), and a
  missing or false declaration fails.
* 633a.2(b)(13), (14): the layout has an area set aside for the wager alone where it is offered. How many positions
  the table has is 633a.2(a), elided, so the area is declared for the layout, not counted position by position.
  Where the wager is not offered, the layout shows no area for it (an area would invite a wager the table does not
  take), and the clause is otherwise not applicable.
* 633a.2(b)(15): each wager offered has its odds on the layout or on a sign at the table (one may be on the layout
  and another on the sign), and every odds shown, on either, is the chapter's. The odds are compared for the wagers
  whose paytables the seed prints: the six Straight Jack rows of 633a.13(m)(1), a six-card row being a share of the
  meter and odds ("10% of meter and 200 to 1"), and the four House Money rows of 633a.13(n)(1) with one deck,
  (n)(2) with more (``decks``; the several-deck table's hand column is lost and read in the one-deck order, BJ-A02).
  The other wagers' odds (the Blackjack Wager, 633a.13(a); Insurance, 633a.8; Hit and Run, 633a.13(l); Bad Beat and
  the other optional wagers) are elided, so that they are shown is declared (``other_odds_shown``). Rows of a wager
  not offered may not be shown. Where House Money is offered and ``decks`` is not stated, the paytable cannot be
  chosen and the clause fails.
* 633a.2(b)(16): its reference to "633a.13(m)" is stale; the payout limit is read as the cap of 633a.13(o)
  (``rm21_kb_payout_cap``; BJ-A14). Where a cap is set, the layout inscribes its amount, or a sign at the table states
  it; a generic inscription on the layout ("subject to the posted payout limit") names no amount, so it still needs
  the sign. Every amount shown must be the cap, and the cap at least $25,000 (633a.13(o)'s first floor; the second,
  the most one player could win at the highest wager, needs the elided paytables of 633a.13(b) and (g)). Where no cap
  is set, there is no limit to state: the clause is not applicable, and an amount shown anyway fails.
* 633a.2(c): applies where the Bad Beat wager is offered (``bad_beat_offered``): the progressive system, the
  electronic wagering system at every position and its lock-out are declared.
* 633a.2(d), (d)(1), (d)(2): one progressive system serves Hit and Run and Straight Jack; it applies where either is
  offered. The "Progressive Payout Wagers" the controlling device watches are read as those two wagers.
* 633a.7(o)(2)(ii)(A), (B) and (o)(3)(ii)(A), (B): the dealer's check of a winning hand and the floor verification
  are declared procedures, each applicable where its wager is offered. "100 for 1" counts the stake in: 99 to 1
  (BJ-A10); the Straight Jack finding names the rows it reaches.
* 633a.13(m)(2): where Straight Jack is offered, the meter's rate, starting and reset amounts are declared to be in
  the Rules Submission, and the amounts stated are at least $5,000 each; an amount not stated fails.
* 633a.2, 633a.2(b) and 633a.2(d) are headings over their paragraphs: each gets the paragraphs' verdict (it fails
  when one of them fails), with its own requirement where it has one (633a.2(b): the layout's approval; 633a.2(d):
  the progressive system), and is not applicable when none of its paragraphs applies. So every equipment clause has
  exactly one finding.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Mapping, Optional

import attrs

from croupier import spec
from croupier.reference.blackjack.config import BASE
from croupier.reference.errors import ConfigError, read_toml
from croupier.reference.findings import (Finding, Status, Verdict, clause_findings, every_equipment_clause_once,
                                         format_report, odds_shown, payout_limit)
from croupier.reference.findings import (fact as _f, not_applicable as _na, short as _short,
                                         unmet as _not, verdict as _verdict)
from croupier.reference.money import dollars, parse_odds, parse_rate
from croupier.reference.parsing import amount as _amount, boolean as _bool, description_fields, is_int, named_table
from croupier.spec.citations import cites

__all__ = ["Award", "Finding", "HEADINGS", "HOUSE_MONEY_MULTI_DECK", "HOUSE_MONEY_ONE_DECK", "ROWS", "RULESETS",
           "STRAIGHT_JACK", "Status", "TableDescription", "VERIFY_FROM", "check", "covered_elsewhere",
           "description_from_mapping", "format_report", "load_description"]

#: the editions a description may name: the 2013 proposal only
RULESETS: tuple[str, ...] = (BASE,)
_RS = spec.ruleset(BASE)
#: the headings checked through their paragraphs, innermost first
HEADINGS: tuple[str, ...] = ("pa:633a.2(b)", "pa:633a.2(d)", "pa:633a.2")


@attrs.frozen
class Award:
    """A paytable row as shown: a share of the progressive meter (0 for none) and odds "to 1", as ratios."""

    meter: Fraction
    odds: Fraction

    def __str__(self) -> str:
        odds = f"{self.odds.numerator} to {self.odds.denominator}"
        if not self.meter:
            return odds
        pct = self.meter * 100
        return f"{pct}% of meter and {odds}"  # an exact share: "10", or "25/2" for 12.5


_AWARD = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?\s*%)\s+of\s+(?:the\s+)?meter\s+(?:and|plus)\s+(.+)$")


def _award(text: str) -> Award:
    """``"3 to 1"`` or ``"10% of meter and 200 to 1"`` as an :class:`Award`; anything else is a ``ValueError``."""
    m = _AWARD.match(text)
    if m:
        return Award(parse_rate(m.group(1)), parse_odds(m.group(2)).ratio)
    return Award(Fraction(0), parse_odds(text).ratio)


def _cents(text: str) -> int:
    """The spec's ``"$5,000"`` in cents."""
    return int(Fraction(text.replace("$", "").replace(",", "")) * 100)


def _rows(cid: str, prefix: str) -> dict[str, tuple[str, Award]]:
    return {f"{prefix}_{k}": (cid, _award(v)) for k, v in _RS[cid].numbers.items()}


#: 633a.13(m)(1): the Straight Jack rows, by the name they are listed under -> (the clause, the award)
STRAIGHT_JACK: dict[str, tuple[str, Award]] = _rows("pa:633a.13(m)(1)", "straight_jack")
#: 633a.13(n)(1): the House Money rows with a single deck
HOUSE_MONEY_ONE_DECK: dict[str, tuple[str, Award]] = _rows("pa:633a.13(n)(1)", "house_money")
#: 633a.13(n)(2): the House Money rows with several decks (the hand column lost, read in (1)'s order, BJ-A02)
HOUSE_MONEY_MULTI_DECK: dict[str, tuple[str, Award]] = _rows("pa:633a.13(n)(2)", "house_money")
#: every row name a layout or sign may list
ROWS: tuple[str, ...] = tuple(STRAIGHT_JACK) + tuple(HOUSE_MONEY_ONE_DECK)
#: 633a.13(m)(2): the least starting and reset amounts of the Straight Jack meter, in cents
METER_INITIAL_MIN = _cents(_RS["pa:633a.13(m)(2)"].numbers["initial_min"])
METER_RESET_MIN = _cents(_RS["pa:633a.13(m)(2)"].numbers["reset_min"])
#: 633a.13(o): the least payout cap, in cents
CAP_MIN = _cents(_RS["pa:633a.13(o)"].numbers["cap_min"])


def _for_one(text: str) -> Fraction:
    """``"100 for 1"`` (the stake counted in) as odds "to 1": 99 (BJ-A10)."""
    o = parse_odds(text.replace(" for ", " to "))
    return Fraction(o.pays - o.to, o.to)


#: 633a.7(o)(2)(ii)(B), (o)(3)(ii)(B): the odds from which a floorperson verifies a progressive payout, by clause
VERIFY_FROM: dict[str, Fraction] = {c: _for_one(_RS[c].numbers["verify_from"])
                                    for c in ("pa:633a.7(o)(2)(ii)(B)", "pa:633a.7(o)(3)(ii)(B)")}

#: odds as shown on the layout or a sign, as (the row name, the award), sorted by name
Payouts = tuple[tuple[str, Award], ...]


@attrs.frozen(kw_only=True)
class TableDescription:
    """A Blackjack table with the 2013 side wagers as its owner describes it: every field is a fact a clause asks about
    (metadata ``clause``)."""

    ruleset: str = _f("pa:633a.2", BASE)
    # --- the holder's elections, spelt as the profile spells them
    straight_jack_offered: bool = _f("pa:633a.6(e)(11)")
    house_money_offered: bool = _f("pa:633a.6(e)(12)")
    hit_and_run_offered: bool = _f("pa:633a.6(e)(10)")
    bad_beat_offered: bool = _f("pa:633a.2(c)")  #: 633a.6(e)(8) is elided: no profile option
    decks: int = _f("pa:633a.13(n)", 0)  #: the decks in use; 0: not stated
    rm21_kb_payout_cap: Optional[int] = _f("pa:633a.13(o)", None)  #: in cents; None: no cap set
    straight_jack_meter_initial: Optional[int] = _f("pa:633a.13(m)(2)", None)  #: in cents; None: not stated
    straight_jack_meter_reset: Optional[int] = _f("pa:633a.13(m)(2)", None)
    # --- 633a.2(b): the layout
    layout_approved: bool = _f("pa:633a.2(b)")  #: by the Bureau of Gaming Operations under 601a.10(a)
    layout_straight_jack_area: bool = _f("pa:633a.2(b)(13)")  #: an area for that wager alone
    layout_house_money_area: bool = _f("pa:633a.2(b)(14)")
    layout_payouts: Payouts = _f("pa:633a.2(b)(15)", ())
    sign_payouts: Payouts = _f("pa:633a.2(b)(15)", ())  #: the sign at the table; empty: no sign
    other_odds_shown: bool = _f("pa:633a.2(b)(15)")  #: the odds the seed does not print, on the layout or a sign
    layout_payout_limit: Optional[int] = _f("pa:633a.2(b)(16)", None)  #: the amount inscribed, in cents
    layout_payout_limit_generic: bool = _f("pa:633a.2(b)(16)")  #: "subject to the posted payout limit"
    sign_payout_limit: Optional[int] = _f("pa:633a.2(b)(16)", None)  #: the amount on the sign, in cents
    # --- 633a.2(c): Bad Beat
    bad_beat_progressive_system: bool = _f("pa:633a.2(c)")  #: under 605a.7
    bad_beat_electronic_wagering_system: bool = _f("pa:633a.2(c)")  #: under 605a.2 and 605a.3
    bad_beat_wagering_at_each_position: bool = _f("pa:633a.2(c)")
    bad_beat_lockout: bool = _f("pa:633a.2(c)")  #: no wager once the dealer has begun dealing
    # --- 633a.2(d): Hit and Run and Straight Jack
    progressive_system: bool = _f("pa:633a.2(d)")  #: under 605a.7
    progressive_device_at_each_position: bool = _f("pa:633a.2(d)(1)")  #: acknowledges or accepts the wager
    progressive_controller: bool = _f("pa:633a.2(d)(2)")  #: controls or monitors the wagers at the table
    progressive_lockout: bool = _f("pa:633a.2(d)(2)")  #: no wager once the dealer has begun dealing
    # --- 633a.7(o)(2)(ii), (o)(3)(ii): winning progressive hands
    hit_and_run_win_verified_by_dealer: bool = _f("pa:633a.7(o)(2)(ii)(A)")
    hit_and_run_floor_verification: bool = _f("pa:633a.7(o)(2)(ii)(B)")  #: from 100 for 1, under 465a.2 controls
    straight_jack_win_verified_by_dealer: bool = _f("pa:633a.7(o)(3)(ii)(A)")
    straight_jack_floor_verification: bool = _f("pa:633a.7(o)(3)(ii)(B)")
    # --- 633a.13(m)(2): the Straight Jack meter
    straight_jack_meter_in_rules_submission: bool = _f("pa:633a.13(m)(2)")  #: its rate, initial and reset amounts

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)


@cites("pa:633a.2(b)", "pa:633a.2(b)(13)", "pa:633a.2(b)(14)")
def _layout(d: TableDescription) -> dict[str, Verdict]:
    """633a.2(b), (b)(13), (14): the layout approved; an area for each of Straight Jack and House Money where
    offered."""
    out: dict[str, Verdict] = {
        "pa:633a.2(b)": _verdict(_not((("the layout is not declared approved by the Bureau of Gaming Operations",
                                        d.layout_approved),)), "layout approved (declared)"),
    }
    for cid, name, offered, area in (
            ("pa:633a.2(b)(13)", "Straight Jack Progressive", d.straight_jack_offered, d.layout_straight_jack_area),
            ("pa:633a.2(b)(14)", "House Money", d.house_money_offered, d.layout_house_money_area)):
        if offered:
            out[cid] = _verdict(_not(((f"the layout has no area of its own for the {name} Wager", area),)),
                                f"an area for the {name} Wager alone")
        elif area:
            out[cid] = Status.FAIL, f"the layout has a {name} Wager area, but the table does not offer the wager"
        else:
            out[cid] = _na(f"the {name} Wager is not offered")
    return out


def _expected(d: TableDescription) -> tuple[dict[str, tuple[str, Award]], list[str]]:
    """The rows whose odds the table must show (row -> (clause, award)), and why some cannot be chosen."""
    rows: dict[str, tuple[str, Award]] = dict(STRAIGHT_JACK) if d.straight_jack_offered else {}
    problems = []
    if d.house_money_offered:
        if d.decks == 0:
            problems.append("the decks in use are not stated (decks), so neither House Money paytable, 633a.13(n)(1) "
                            "nor (n)(2), can be chosen")
        else:
            rows.update(HOUSE_MONEY_ONE_DECK if d.decks == 1 else HOUSE_MONEY_MULTI_DECK)
    return rows, problems


@cites("pa:633a.2(b)(15)", "pa:633a.13(m)(1)", "pa:633a.13(n)(1)", "pa:633a.13(n)(2)")
def _payouts(d: TableDescription) -> dict[str, Verdict]:
    """633a.2(b)(15): the odds of every wager offered, on the layout or a sign; the printed paytables' rows are those
    of 633a.13(m)(1) and (n)(1) or (n)(2)."""
    want, problems = _expected(d)
    shown = {"layout": dict(d.layout_payouts), "sign": dict(d.sign_payouts)}
    problems += odds_shown({name: (award, _short(cid)) for name, (cid, award) in want.items()}, shown["layout"],
                           shown["sign"], note_missing=True)
    for prefix, wager, offered in (("straight_jack_", "Straight Jack Progressive", d.straight_jack_offered),
                                   ("house_money_", "House Money", d.house_money_offered)):
        for where, s in shown.items():
            extra = [k for k in s if k.startswith(prefix)]
            if extra and not offered:
                problems.append(f"the {where} shows {wager} odds ({', '.join(extra)}), but the table does not offer "
                                "the wager")
    problems += _not((("the odds of the wagers whose paytables are not in the sources (the Blackjack Wager, "
                       "Insurance and the other optional wagers) are not declared shown", d.other_odds_shown),))
    table = "" if not d.house_money_offered or not d.decks else (
        f"; House Money by {'(n)(1), one deck' if d.decks == 1 else f'(n)(2), {d.decks} decks'}")
    on = {w: sum(k in s for k in want) for w, s in shown.items()}
    return {"pa:633a.2(b)(15)": _verdict(problems, f"the odds of all {len(want)} printed rows offered, as 633a.13 sets "
                                                   f"them ({on['layout']} on the layout, {on['sign']} on the sign"
                                                   f"{table}); the other wagers' odds shown (declared)")}


@cites("pa:633a.2(b)(16)", "pa:633a.13(o)")
def _payout_limit(d: TableDescription) -> dict[str, Verdict]:
    """633a.2(b)(16), read with 633a.13(o) (BJ-A14): the cap set, at least $25,000, inscribed or on a sign."""
    return {"pa:633a.2(b)(16)": payout_limit(d, d.rm21_kb_payout_cap, CAP_MIN, law="633a.13(o)",
                                             field="rm21_kb_payout_cap",
                                             generic="the layout's generic inscription refers to a posted limit",
                                             least_shown=True)}


@cites("pa:633a.2(c)")
def _bad_beat(d: TableDescription) -> dict[str, Verdict]:
    """633a.2(c): where Bad Beat is offered, a progressive system, electronic wagering at every position, a
    lock-out."""
    if not d.bad_beat_offered:
        return {"pa:633a.2(c)": _na("the Bad Beat Progressive Wager is not offered")}
    return {"pa:633a.2(c)": _verdict(_not((
        ("no progressive table game system under 605a.7 (declared)", d.bad_beat_progressive_system),
        ("no electronic wagering system under 605a.2 and 605a.3 (declared)", d.bad_beat_electronic_wagering_system),
        ("not every betting position has the electronic wagering system for the Bad Beat Wager",
         d.bad_beat_wagering_at_each_position),
        ("the system has no lock-out refusing Bad Beat wagers once the dealer has begun dealing", d.bad_beat_lockout))),
        "progressive and electronic wagering systems, at every position, with a lock-out once dealing starts")}


def _progressive_wagers(d: TableDescription) -> str:
    return " and ".join(n for n, o in (("Hit and Run", d.hit_and_run_offered),
                                       ("Straight Jack", d.straight_jack_offered)) if o)


@cites("pa:633a.2(d)", "pa:633a.2(d)(1)", "pa:633a.2(d)(2)")
def _progressive(d: TableDescription) -> dict[str, Verdict]:
    """633a.2(d), (d)(1), (d)(2): where Hit and Run or Straight Jack is offered, a progressive system, a wagering
    device at each position and a controlling device with a lock-out."""
    cids = ("pa:633a.2(d)", "pa:633a.2(d)(1)", "pa:633a.2(d)(2)")
    which = _progressive_wagers(d)
    if not which:
        return {c: _na("neither the Hit and Run nor the Straight Jack Progressive Wager is offered") for c in cids}
    return {
        "pa:633a.2(d)": _verdict(_not((("no progressive table game system under 605a.7 (declared)",
                                        d.progressive_system),)), f"a progressive system for {which}"),
        "pa:633a.2(d)(1)": _verdict(_not((("not every betting position has a device acknowledging or accepting the "
                                           "progressive wager", d.progressive_device_at_each_position),)),
                                    "a wagering device at every position"),
        "pa:633a.2(d)(2)": _verdict(_not((
            ("no device controlling or monitoring the progressive wagers at the table", d.progressive_controller),
            (f"no lock-out refusing {which} wagers once the dealer has begun dealing", d.progressive_lockout))),
            "a controlling device with a lock-out once dealing starts"),
    }


@cites("pa:633a.7(o)(2)(ii)(A)", "pa:633a.7(o)(2)(ii)(B)", "pa:633a.7(o)(3)(ii)(A)", "pa:633a.7(o)(3)(ii)(B)")
def _verification(d: TableDescription) -> dict[str, Verdict]:
    """633a.7(o)(2)(ii)(A), (B), (o)(3)(ii)(A), (B): a winning progressive hand checked by the dealer; payouts from
    100 for 1 (99 to 1) verified by a floorperson or above."""
    out: dict[str, Verdict] = {}
    floor_sj = VERIFY_FROM["pa:633a.7(o)(3)(ii)(B)"]
    big = [k.removeprefix("straight_jack_") for k, (_, a) in STRAIGHT_JACK.items() if a.meter or a.odds >= floor_sj]
    for base, name, offered, dealer, floor, reach in (
            ("pa:633a.7(o)(2)(ii)", "Hit and Run", d.hit_and_run_offered, d.hit_and_run_win_verified_by_dealer,
             d.hit_and_run_floor_verification, "which rows depends on the holder's paytable, its odds "
             "(633a.13(l)) not being printed"),
            ("pa:633a.7(o)(3)(ii)", "Straight Jack", d.straight_jack_offered, d.straight_jack_win_verified_by_dealer,
             d.straight_jack_floor_verification, f"the rows {', '.join(big)}")):
        if not offered:
            out[base + "(A)"] = out[base + "(B)"] = _na(f"the {name} Progressive Wager is not offered")
            continue
        out[base + "(A)"] = _verdict(_not(((f"the dealer does not verify a winning {name} hand (declared)", dealer),)),
                                     f"the dealer verifies each winning {name} hand")
        out[base + "(B)"] = _verdict(_not(((f"{name} payouts from 100 for 1 are not verified by a floorperson or "
                                            "above under approved internal controls (declared)", floor),)),
                                     f"a floorperson or above verifies {name} payouts from 100 for 1 "
                                     f"({VERIFY_FROM[base + '(B)']} to 1): {reach}")
    return out


@cites("pa:633a.13(m)(2)")
def _meter(d: TableDescription) -> dict[str, Verdict]:
    """633a.13(m)(2): the meter's rate, initial and reset amounts in the Rules Submission; the amounts $5,000 or
    more."""
    if not d.straight_jack_offered:
        return {"pa:633a.13(m)(2)": _na("the Straight Jack Progressive Wager is not offered")}
    problems = _not((("the meter's rate, initial and reset amounts are not declared in the Rules Submission",
                      d.straight_jack_meter_in_rules_submission),))
    for name, what, got, low in (("straight_jack_meter_initial", "initial", d.straight_jack_meter_initial,
                                  METER_INITIAL_MIN),
                                 ("straight_jack_meter_reset", "reset", d.straight_jack_meter_reset, METER_RESET_MIN)):
        if got is None:
            problems.append(f"the meter's {what} amount is not stated ({name})")
        elif got < low:
            problems.append(f"the meter's {what} amount is {dollars(got)}, under {dollars(low)}")
    return {"pa:633a.13(m)(2)": _verdict(problems, f"in the Rules Submission; initial "
                                                   f"{dollars(d.straight_jack_meter_initial or 0)}, reset "
                                                   f"{dollars(d.straight_jack_meter_reset or 0)}, each at least "
                                                   f"{dollars(METER_INITIAL_MIN)}")}


@every_equipment_clause_once
@cites(*HEADINGS)
def check(d: TableDescription) -> list[Finding]:
    """One finding per equipment clause (and 633a.2(b)), in the order of the text; a heading gets its paragraphs'
    verdict."""
    return clause_findings(d, (_layout, _payouts, _payout_limit, _bad_beat, _progressive, _verification, _meter),
                           HEADINGS, nested=True, under_word="paragraphs and items")


def covered_elsewhere(rid: str) -> frozenset[str]:
    """The equipment and administrative clauses of edition ``rid`` that :func:`check` does not report: none (the
    adjacent boxes of 633a.6(f), the profile's ``max_boxes_per_player``, are a game clause)."""
    return frozenset()


# --- loading -------------------------------------------------------------------------------------


def _parse_award(v: Any) -> Award:
    try:
        return _award(v) if isinstance(v, str) else _award("")
    except ValueError:
        raise ValueError(f"must be odds as printed, such as \"3 to 1\" or \"10% of meter and 200 to 1\", not "
                         f"{v!r}") from None


def _payout_table(v: Any) -> Payouts:
    return named_table(v, ROWS, _parse_award, "633a.13(m)(1) or (n)", "row", "rows")


def _decks(v: Any) -> int:
    if not is_int(v) or v < 1:
        raise ValueError(f"must be the number of decks in use, 1 or more, not {v!r}")
    return v


def _cap(v: Any) -> Optional[int]:
    """An amount in cents, or "none" (the profile's spelling of no cap)."""
    return None if v == "none" else _amount(v)


_BY_TYPE: dict[str, Callable[[Any], Any]] = {"bool": _bool, "int": _decks, "Optional[int]": _cap,
                                             "Payouts": _payout_table}
_PARSERS = {f.name: (str(f.metadata["clause"]), _BY_TYPE[str(f.type)]) for f in attrs.fields(TableDescription)
            if str(f.type) in _BY_TYPE}


def description_from_mapping(data: Mapping[str, Any], source: str = "") -> TableDescription:
    """Build a :class:`TableDescription` from parsed TOML; :class:`ConfigError` lists every problem, each with its
    clause."""
    kw, problems = description_fields(data, game="blackjack", title="Blackjack", clause="pa:633a.2",
                                      rulesets=RULESETS, parsers=_PARSERS)
    if problems:
        raise ConfigError(problems, source)
    return TableDescription(**kw)


def load_description(path: str | Path) -> TableDescription:
    """Read a Blackjack table description; every unknown or bad value is reported at once, with its clause."""
    return description_from_mapping(read_toml(path, "pa:633a.2"), str(path))
