"""The record of a shift: one gaming day's open tables, staff, retained records, Match Play Coupon ledger and manual
Counter Check book, checked clause by clause (465a.6(c), 465a.9(c)(2), 465a.35(b)-(d), 603a.20(b)-(r),
609a.13(c)(3)).

``r``: a :class:`ShiftRecord`; ``o``: :class:`RecordOptions`. An auditor or a table-management system writes a
gaming day as TOML (``game = "records"``); :func:`load_record` reads it with cattrs and reports every malformed value
at once, naming the field (``tables[2].dealers[0].stickperson``); :func:`check` gives one
:class:`~croupier.reference.findings.Finding` per clause: pass, fail with what failed, or not applicable when the
record holds nothing the clause is about; ``croupier records check FILE`` prints them.

Only what a record can show is checked: names, Board credential numbers, dates, counts and serial numbers.
Signatures are on paper: a person the record lists is taken to have signed. What identifies a ledger entry (its
dates, serial range, denomination and quantity: 603a.20(f)(1)-(3), (g)(1)-(3), (h)(1)-(2), (j)(1)-(5), (l)(1)-(3))
is a required key, so an entry without it is a malformed file rather than a failing clause; the people an entry
must name, the reasons for voids and the explanation of a variance are findings. The content and look of a coupon
(603a.20(c) but (3)), its use at the table (603a.21) and the parts of the mail path a record cannot show
(603a.20(q)(1), (3)-(6)) are not checked here.

Readings (the options are in ``spec/controls/tables.toml``, ``game = "records"``):

* R-1, C-11 (option ``retention_anchor``): a retention period runs from the date the record reached its final state
  (a coupon redeemed, voided or expired; a document completed), or from the date it was made.
* C-12 (option ``suspect_voucher_retention``): the 2 years of 465a.6(c)(1) ("should") as a minimum, or the general
  5 years.
* R-2 (fixed): periods are calendar months and years; a day the target month lacks is its last day; destruction on
  the first day allowed is allowed.
* R-3 (fixed): every calendar month that ended before the gaming day, from the month of the first coupon received,
  needs an inventory dated in it (603a.20(n)); every calendar quarter from the first receipt's needs a report filed
  by the end of the quarter after it (603a.20(o) sets no deadline).
* S-1 (fixed): 465a.35(b)(3), the specific rule, governs Three Dice Football; (b)(1) is not applied to it, and (b)(4)
  asks a boxperson of Craps only.
* S-2 (options ``uplift_rounding``, ``uplift_scope``): the 50% of 465a.35(d) rounds down, and applies only when every
  table of the floorperson is electronic and not fully automated; or rounds up; or applies table by table.
* S-3 (option ``elided_span_paragraphs``): an assignment only the paragraphs (3)-(11) the seed leaves out could
  cover fails as needing the codified text, or is left unchecked.
* S-4 (fixed): a fully automated electronic table has no dealer: 465a.35(b) is not applied to it; it counts in its
  floorperson's span, without the increase of (d).
* S-5 (fixed): 465a.9(c)(2)(i) excepts Craps, Baccarat, Roulette and Big Six Wheel; (ii) covers Craps and Three Dice
  Football; the rule for the other three is not in the seed, so they are reported as not applicable.
* S-6 (fixed): which paragraph of 465a.35(c) governs a floorperson's tables: any Three Dice Football table, (13) (the
  only paragraph that admits the game); else all Poker, (12); all Baccarat, (2); all banking games (1) admits, (1);
  anything else (Craps, Mini-Craps, Midibaccarat, Pai Gow, a mix of kinds, a Poker floorperson who seats players),
  the elided paragraphs (S-3). Poker is the only game here that is not a banking game. The increase of (d) applies
  to every number of the paragraph, (13)'s one table of another game included.
* C-5 (fixed): the held-over coupons' area (603a.20(k), citing 601a.10(f)) and finance's (603a.20(i), citing
  601a.10(g)) are both a secured, locked area the Bureau of Casino Compliance approved; "recoded" reads "recorded".
"""

from __future__ import annotations

import calendar
import datetime
import enum
from collections import Counter, defaultdict
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, NewType, Optional, get_origin

import attrs
import cattrs
import icontract
from cattrs.cols import homogenous_tuple_structure_factory
from cattrs.gen import make_dict_structure_fn

from croupier.reference.contracts import ENABLED
from croupier.reference.errors import ConfigError, Problem, read_toml
from croupier.reference.findings import Finding, Status, Verdict, format_report, not_applicable
from croupier.reference.findings import verdict as _verdict
from croupier.reference.parsing import one_of as _enum, option as _opt, options_against_spec, shown_by_type
from croupier.spec.citations import cites

__all__ = [
    "Anchor", "BookAction", "BookEntry", "Camera", "CounterCheckBook", "CouponProgram", "Coverage", "Dealer",
    "Department", "ElidedParagraphs", "Finding", "Floorperson", "Game", "Inventory", "Issue", "MailEntry", "Paragraph",
    "Person", "QuarterlyReport", "Receipt", "ReceiptSource", "Reconciliation", "Record", "RecordClass", "RecordOptions",
    "RedeemedTotal", "Requisition", "Return", "ShiftRecord", "Status", "Table", "UpliftRounding", "UpliftScope",
    "VoucherRetention", "Void", "add_months", "anchor", "check", "check_against_spec", "earliest_destruction",
    "format_report", "governing_paragraph", "increased", "load_record", "options_from_mapping", "record_from_mapping",
    "retention_months", "span_fits", "unaccounted",
]

#: a number of coupons, dealers, tables: zero or more
Count = NewType("Count", int)
#: a coupon's serial number
Serial = NewType("Serial", int)
#: a coupon denomination or a value, in cents, more than zero
Cents = NewType("Cents", int)
#: 1 to 4
Quarter = NewType("Quarter", int)


# ---------------------------------------------------------------------------
# The options (spec/controls/tables.toml, game = "records")


class Anchor(enum.Enum):
    """R-1, C-11: the date a retention period of 465a.6(c) runs from."""

    FINAL_STATE = "final_state"  #: the date the record reached its final state (redeemed, voided, expired, completed)
    CREATED = "created"  #: the date the record was made
    BY_CLASS = "by_class"  #: the digest's split: a coupon from its final state, any other record from its making


class VoucherRetention(enum.Enum):
    """C-12: how long 465a.6(c)(1)'s documents on suspect gaming vouchers are kept ("should ... 2 years")."""

    TWO_YEARS = "two_years"  #: the exception's own period, read as a minimum
    FIVE_YEARS = "five_years"  #: "should" makes no exception: the 5 years of 465a.6(c)


class UpliftRounding(enum.Enum):
    """S-2: how 465a.35(d)'s 50% increase rounds a limit of an odd number of tables."""

    DOWN = "down"  #: one Baccarat table stays one
    UP = "up"  #: one Baccarat table becomes two


class UpliftScope(enum.Enum):
    """S-2: when 465a.35(d)'s increase applies to a floorperson's tables."""

    ALL_TABLES = "all_tables"  #: only when every one of them is electronic and not fully automated
    PRO_RATA = "pro_rata"  #: table by table: each such table counts as (limit / increased limit) of a table


class ElidedParagraphs(enum.Enum):
    """S-3: a floorperson's tables that only the paragraphs 465a.35(c)(3)-(11), not in the seed, could cover."""

    FAIL = "fail"  #: fails, as needing the codified text
    NOT_CHECKED = "not_checked"  #: reported, not failed


@attrs.frozen(kw_only=True)
class RecordOptions:
    """The readings :func:`check` applies where the text is open; each names its option in tables.toml."""

    retention_anchor: Anchor = _opt("retention_anchor", "pa:465a.6(c)", Anchor.FINAL_STATE)
    suspect_voucher_retention: VoucherRetention = _opt("suspect_voucher_retention", "pa:465a.6(c)(1)",
                                                       VoucherRetention.TWO_YEARS)
    uplift_rounding: UpliftRounding = _opt("uplift_rounding", "pa:465a.35(d)", UpliftRounding.DOWN)
    uplift_scope: UpliftScope = _opt("uplift_scope", "pa:465a.35(d)", UpliftScope.ALL_TABLES)
    elided_span_paragraphs: ElidedParagraphs = _opt("elided_span_paragraphs", "pa:465a.35(c)", ElidedParagraphs.FAIL)


_OPTION_PARSERS: dict[str, Callable[[Any], Any]] = {
    "retention_anchor": _enum(Anchor), "suspect_voucher_retention": _enum(VoucherRetention),
    "uplift_rounding": _enum(UpliftRounding), "uplift_scope": _enum(UpliftScope),
    "elided_span_paragraphs": _enum(ElidedParagraphs),
}


def options_from_mapping(data: Mapping[str, Any], source: str = "") -> RecordOptions:
    """:class:`RecordOptions` from option names and values; :class:`ConfigError` lists every unknown option and bad
    value, each with its clause."""
    fields = attrs.fields_dict(RecordOptions)
    problems: list[Problem] = []
    kw: dict[str, Any] = {}
    for key, value in data.items():
        if key not in _OPTION_PARSERS:
            problems.append(Problem(key, "pa:465a.35", f"unknown option; the options are {', '.join(_OPTION_PARSERS)}"))
            continue
        try:
            kw[key] = _OPTION_PARSERS[key](value)
        except ValueError as e:
            problems.append(Problem(key, str(fields[key].metadata["clause"]), str(e)))
    if problems:
        raise ConfigError(problems, source)
    return RecordOptions(**kw)


def check_against_spec() -> list[str]:
    """Differences between the records options of ``spec/controls/tables.toml`` and :class:`RecordOptions` (empty
    when they agree)."""
    return options_against_spec(RecordOptions, "controls", shown_by_type(Anchor, frozenset()), "records")


# ---------------------------------------------------------------------------
# The record


class Game(enum.Enum):
    """The game a table deals. Every one is a banking game except Poker (S-6)."""

    BLACKJACK = "blackjack"
    SPANISH_21 = "spanish_21"
    DOUBLE_ATTACK = "double_attack"
    ASIA_POKER = "asia_poker"
    FIVE_CARD_HI_LO = "five_card_hi_lo"
    PAI_GOW_POKER = "pai_gow_poker"
    SIC_BO = "sic_bo"
    ROULETTE = "roulette"
    BIG_SIX = "big_six"
    MINIBACCARAT = "minibaccarat"
    MIDIBACCARAT = "midibaccarat"
    BACCARAT = "baccarat"
    CRAPS = "craps"
    MINI_CRAPS = "mini_craps"
    PAI_GOW = "pai_gow"
    THREE_DICE_FOOTBALL = "three_dice_football"
    POKER = "poker"
    OTHER_BANKING = "other_banking"  #: a banking game not named here (Three Card Poker, Let It Ride, ...)

    @property
    def banking(self) -> bool:
        return self is not Game.POKER

    @property
    def title(self) -> str:
        """The game's name as the regulations write it."""
        return _TITLES.get(self.value, self.value.replace("_", " ").title())


_TITLES = {"spanish_21": "Spanish 21", "five_card_hi_lo": "Five Card Hi-Lo", "big_six": "Big Six Wheel",
           "mini_craps": "Mini-Craps", "other_banking": "other banking game"}


#: 465a.35(c)(1)(i)-(vi): the banking games a floorperson's four-table mix may not include, by item
C1_EXCLUDED: dict[str, Game] = {"i": Game.BACCARAT, "ii": Game.MIDIBACCARAT, "iii": Game.CRAPS,
                                "iv": Game.MINI_CRAPS, "v": Game.PAI_GOW, "vi": Game.THREE_DICE_FOOTBALL}
#: 465a.35(c)(13): the banking games that may not be the one table beside a Three Dice Football table
C13_EXCLUDED: frozenset[Game] = frozenset({Game.BACCARAT, Game.MIDIBACCARAT, Game.CRAPS, Game.MINI_CRAPS,
                                           Game.PAI_GOW})
#: S-6: games for which only the paragraphs 465a.35(c)(3)-(11), not in the seed, can provide
ELIDED_GAMES: frozenset[Game] = frozenset({Game.MIDIBACCARAT, Game.CRAPS, Game.MINI_CRAPS, Game.PAI_GOW})
#: 465a.9(c)(2)(i): the games excepted from one camera per table
CAMERA_EXCEPTED: frozenset[Game] = frozenset({Game.CRAPS, Game.BACCARAT, Game.ROULETTE, Game.BIG_SIX})
#: 465a.9(c)(2)(ii): the games with two cameras, one at each end
TWO_CAMERAS: frozenset[Game] = frozenset({Game.CRAPS, Game.THREE_DICE_FOOTBALL})


class Coverage(enum.Enum):
    """What a stationary camera covers: one end of the table (465a.9(c)(2)(ii)) or the table as a whole."""

    END_A = "end_a"
    END_B = "end_b"
    TABLE = "table"


class Department(enum.Enum):
    FINANCE = "finance"
    MARKETING = "marketing"


class RecordClass(enum.Enum):
    """465a.6(c): the classes of record by how long they are kept."""

    GENERAL = "general"  #: original books, records and documents: 5 years
    SUSPECT_VOUCHER = "suspect_voucher"  #: (c)(1): about a voucher reported as possibly counterfeit or altered
    COUPON = "coupon"  #: (c)(2): a cash, match play or slot credit coupon, unused, voided or redeemed: 6 months


class ReceiptSource(enum.Enum):
    """603a.20(e): where received coupons come from."""

    GAMING_SERVICE_PROVIDER = "gaming_service_provider"
    IN_HOUSE = "in_house"  #: printed by the certificate holder under 603a.20(p)


class BookAction(enum.Enum):
    """609a.13(c)(3): the two entries of the Counter Check book's log."""

    SIGN_OUT = "sign_out"  #: finance issues the book to the table games department
    SIGN_IN = "sign_in"  #: the book comes back to finance


def _f(clause: str, default: Any = attrs.NOTHING) -> Any:
    return attrs.field(default=default, metadata={"clause": clause})


@attrs.frozen(kw_only=True)
class Person:
    """Someone a ledger entry or form names: name and Board-issued credential number (empty when not recorded)."""

    name: str = ""
    credential: str = ""
    department: Optional[Department] = None


@attrs.frozen(kw_only=True)
class Camera:
    """A stationary camera dedicated to the table."""

    covers: Coverage = _f("pa:465a.9(c)(2)(ii)", Coverage.TABLE)


@attrs.frozen(kw_only=True)
class Dealer:
    name: str = ""
    stickperson: bool = _f("pa:465a.35(b)(3)", False)


@attrs.frozen(kw_only=True)
class Table:
    """A table open for gaming during the gaming day."""

    id: str
    game: Game = _f("pa:465a.35(b)")
    electronic: bool = _f("pa:465a.35(d)", False)
    fully_automated: bool = _f("pa:465a.35(d)", False)  #: a fully automated electronic gaming table
    cameras: tuple[Camera, ...] = _f("pa:465a.9(c)(2)", ())
    dealers: tuple[Dealer, ...] = _f("pa:465a.35(b)", ())
    boxpersons: tuple[str, ...] = _f("pa:465a.35(b)(4)", ())

    @property
    def label(self) -> str:
        return f"{self.id} ({self.game.title})"


@attrs.frozen(kw_only=True)
class Floorperson:
    name: str
    credential: str = ""
    tables: tuple[str, ...] = _f("pa:465a.35(c)", ())  #: the ids of the tables supervised
    seats_players: bool = _f("pa:465a.35(c)(12)", False)  #: a Poker floorperson responsible for seating players


@attrs.frozen(kw_only=True)
class Record:
    """A book, record or document kept under 465a.6(c)."""

    id: str
    kind: RecordClass = _f("pa:465a.6(c)")
    created: datetime.date = _f("pa:465a.6(c)")
    final: Optional[datetime.date] = _f("pa:465a.6(c)", None)  #: reached its final state (redeemed, completed...)
    destroyed: Optional[datetime.date] = _f("pa:465a.6(c)", None)


@attrs.frozen(kw_only=True)
class Void:
    """A voided coupon: its serial number and why."""

    serial: Serial
    reason: str = ""


@attrs.frozen(kw_only=True)
class Receipt:
    """603a.20(e), (f): coupons received from a gaming service provider or printed in house, as the ledger shows."""

    date: datetime.date = _f("pa:603a.20(f)(1)")
    denomination: Cents = _f("pa:603a.20(f)(2)")
    quantity: Count = _f("pa:603a.20(f)(2)")
    first_serial: Serial = _f("pa:603a.20(f)(3)")
    last_serial: Serial = _f("pa:603a.20(f)(3)")
    invoice_quantity: Count = _f("pa:603a.20(e)")
    source: ReceiptSource = _f("pa:603a.20(e)", ReceiptSource.GAMING_SERVICE_PROVIDER)
    checked_by: tuple[Person, ...] = _f("pa:603a.20(f)(4)", ())
    deviation_reported_to_finance_supervisor: bool = _f("pa:603a.20(e)", False)
    deviation_reported_to_bcc: bool = _f("pa:603a.20(e)", False)

    @property
    def label(self) -> str:
        return f"receipt of {self.date} ({self.first_serial}-{self.last_serial})"


@attrs.frozen(kw_only=True)
class Requisition:
    """603a.20(g): marketing's request for the coupons of a gaming day or promotion."""

    id: str
    prepared: datetime.date = _f("pa:603a.20(g)(1)")
    needed: datetime.date = _f("pa:603a.20(g)(2)")
    denomination: Cents = _f("pa:603a.20(g)(3)")
    quantity: Count = _f("pa:603a.20(g)(3)")
    marketing_supervisor: Person = _f("pa:603a.20(g)(4)", Person())
    finance_supervisor: Person = _f("pa:603a.20(g)(5)", Person())


@attrs.frozen(kw_only=True)
class Issue:
    """603a.20(h): coupons finance issues to marketing on a requisition, as the ledger shows."""

    date: datetime.date = _f("pa:603a.20(h)")
    requisition: str = _f("pa:603a.20(h)")
    denomination: Cents = _f("pa:603a.20(h)(2)")
    quantity: Count = _f("pa:603a.20(h)(2)")
    first_serial: Serial = _f("pa:603a.20(h)(1)")
    last_serial: Serial = _f("pa:603a.20(h)(1)")
    finance_supervisor: Person = _f("pa:603a.20(h)(3)", Person())
    voided: tuple[Void, ...] = _f("pa:603a.20(h)(4)", ())

    @property
    def label(self) -> str:
        return f"issue of {self.date} ({self.first_serial}-{self.last_serial})"


@attrs.frozen(kw_only=True)
class Reconciliation:
    """603a.20(j): marketing's daily Match Play Coupon Reconciliation Form, for one denomination."""

    date: datetime.date = _f("pa:603a.20(j)(1)")
    first_serial: Serial = _f("pa:603a.20(j)(2)")
    last_serial: Serial = _f("pa:603a.20(j)(2)")
    denomination: Cents = _f("pa:603a.20(j)(3)")
    received: Count = _f("pa:603a.20(j)(3)")  #: issued to marketing by finance that day
    held_over_in: Count = _f("pa:603a.20(k)", Count(0))  #: kept from the day before (603a.20(k))
    distributed: Count = _f("pa:603a.20(j)(4)")
    voided: tuple[Void, ...] = _f("pa:603a.20(j)(6)", ())
    returned: Count = _f("pa:603a.20(k)", Count(0))  #: returned to finance at the end of the day
    held_over_out: Count = _f("pa:603a.20(k)", Count(0))  #: kept for the next gaming day
    expired_held_over: Count = _f("pa:603a.20(k)", Count(0))  #: expired coupons among those kept
    variance: str = _f("pa:603a.20(j)(7)", "")  #: the variations found and their explanation
    supervisor: Person = _f("pa:603a.20(j)(8)", Person())

    @property
    def label(self) -> str:
        return f"form of {self.date} ({self.denomination} cents)"


@attrs.frozen(kw_only=True)
class Return:
    """603a.20(l): unused and expired coupons marketing returns to finance, as the ledger shows."""

    date: datetime.date = _f("pa:603a.20(l)(1)")
    first_serial: Serial = _f("pa:603a.20(l)(2)")
    last_serial: Serial = _f("pa:603a.20(l)(2)")
    denomination: Cents = _f("pa:603a.20(l)(3)")
    quantity: Count = _f("pa:603a.20(l)(3)")
    voided: tuple[Void, ...] = _f("pa:603a.20(l)(4)", ())
    marketing_supervisor: Person = _f("pa:603a.20(l)(5)", Person())
    finance_supervisor: Person = _f("pa:603a.20(l)(5)", Person())

    @property
    def label(self) -> str:
        return f"return of {self.date} ({self.first_serial}-{self.last_serial})"


@attrs.frozen(kw_only=True)
class Inventory:
    """603a.20(n): an inventory of the coupons not distributed to patrons, logged in the ledger."""

    date: datetime.date
    quantity: Count


@attrs.frozen(kw_only=True)
class RedeemedTotal:
    denomination: Cents
    value: Count  #: the total value redeemed, in cents


@attrs.frozen(kw_only=True)
class QuarterlyReport:
    """603a.20(o): the quarterly report to the Bureau of Casino Compliance of the value redeemed, by denomination."""

    year: int
    quarter: Quarter
    filed: datetime.date
    totals: tuple[RedeemedTotal, ...] = ()


@attrs.frozen(kw_only=True)
class MailEntry:
    """603a.20(q)(2): one patron on the list sent to the gaming service provider that mails coupons."""

    patron: str = _f("pa:603a.20(q)(2)(i)", "")
    address: str = _f("pa:603a.20(q)(2)(ii)", "")
    denomination: Optional[Cents] = _f("pa:603a.20(q)(2)(iii)", None)
    expires: Optional[datetime.date] = _f("pa:603a.20(q)(2)(iv)", None)
    serial: Optional[Serial] = _f("pa:603a.20(q)(2)(v)", None)
    excluded: bool = _f("pa:603a.20(q)(7)", False)  #: on the exclusion list (ch. 511a)
    self_excluded: bool = _f("pa:603a.20(q)(7)", False)  #: on the self-exclusion list (ch. 503a)


@attrs.frozen(kw_only=True)
class CouponProgram:
    """The Match Play Coupon program: its approvals, the ledger and the forms (603a.20)."""

    design_approved: Optional[datetime.date] = _f("pa:603a.20(b)(1)", None)
    controls_approved: Optional[datetime.date] = _f("pa:603a.20(b)(2)", None)
    storage_area: str = _f("pa:603a.20(i)", "")  #: finance's approved locked area, as the internal controls name it
    holdover_area: str = _f("pa:603a.20(k)", "")  #: marketing's approved locked area for held-over coupons (C-5)
    in_house_controls_approved: bool = _f("pa:603a.20(p)", False)
    mailing_in_controls: bool = _f("pa:603a.20(q)", False)
    computerized: bool = _f("pa:603a.20(r)", False)
    computerized_procedures_approved: bool = _f("pa:603a.20(r)(3)", False)
    receipts: tuple[Receipt, ...] = ()
    requisitions: tuple[Requisition, ...] = ()
    issues: tuple[Issue, ...] = ()
    forms: tuple[Reconciliation, ...] = ()
    returns: tuple[Return, ...] = ()
    inventories: tuple[Inventory, ...] = ()
    reports: tuple[QuarterlyReport, ...] = ()
    mailing: tuple[MailEntry, ...] = ()

    def first_day(self) -> Optional[datetime.date]:
        """The date the first coupon exists in the ledger (received, issued or on a form)."""
        days = [x.date for x in self.receipts] + [x.date for x in self.issues] + [x.date for x in self.forms] + [
            x.date for x in self.returns]
        return min(days) if days else None


@attrs.frozen(kw_only=True)
class BookEntry:
    """609a.13(c)(3): one line of the manual Counter Check book's sign-out and sign-in log."""

    book: str = "manual"
    action: BookAction
    at: datetime.datetime
    finance: Person = Person()
    table_games: Person = Person()


@attrs.frozen(kw_only=True)
class CounterCheckBook:
    """609a.13(c)(3): whether finance may issue the book to table games, and the log of transfers."""

    transfer_enabled: bool = False  #: the internal controls let finance issue the book to table games
    procedures_approved: bool = False  #: the sign-out and sign-in procedures were approved
    log: tuple[BookEntry, ...] = ()


@attrs.frozen(kw_only=True)
class ShiftRecord:
    """One gaming day as its record shows it."""

    gaming_day: datetime.date
    tables: tuple[Table, ...] = ()
    floorpersons: tuple[Floorperson, ...] = ()
    records: tuple[Record, ...] = ()
    coupons: Optional[CouponProgram] = None
    counter_checks: Optional[CounterCheckBook] = None

    def table(self, tid: str) -> Table:
        return next(t for t in self.tables if t.id == tid)


# ---------------------------------------------------------------------------
# Kernels


@icontract.ensure(lambda d, months, result: months < 0 or result >= d,
                  "465a.6(c): a period never ends before it starts", enabled=ENABLED)
def add_months(d: datetime.date, months: int) -> datetime.date:
    """R-2: the same day ``months`` calendar months later, or that month's last day when it has no such day."""
    y, m = divmod(d.month - 1 + months, 12)
    year, month = d.year + y, m + 1
    return datetime.date(year, month, min(d.day, calendar.monthrange(year, month)[1]))


def retention_months(kind: RecordClass, o: RecordOptions) -> int:
    """465a.6(c): 5 years; (c)(1): 2 years (C-12: or 5); (c)(2): 6 months."""
    if kind is RecordClass.COUPON:
        return 6
    if kind is RecordClass.SUSPECT_VOUCHER and o.suspect_voucher_retention is VoucherRetention.TWO_YEARS:
        return 24
    return 60


def anchor(rec: Record, o: RecordOptions = RecordOptions()) -> tuple[Optional[datetime.date], str]:
    """R-1: the date ``rec``'s retention runs from under the option ``retention_anchor``, and what it is."""
    final = o.retention_anchor is Anchor.FINAL_STATE or (o.retention_anchor is Anchor.BY_CLASS
                                                         and rec.kind is RecordClass.COUPON)
    return (rec.final, "final state") if final else (rec.created, "making")


@cites("pa:465a.6(c)", "pa:465a.6(c)(1)", "pa:465a.6(c)(2)")
def earliest_destruction(rec: Record, o: RecordOptions = RecordOptions()) -> Optional[datetime.date]:
    """The first day ``rec`` may be destroyed: its anchor (R-1) plus its class's period (R-2); ``None`` while it has
    not reached the final state its anchor needs."""
    start = anchor(rec, o)[0]
    return None if start is None else add_months(start, retention_months(rec.kind, o))


@icontract.ensure(lambda form, result: (result == 0) == (
    form.received + form.held_over_in == form.distributed + len(form.voided) + form.returned + form.held_over_out),
    "603a.20(j)(7): nothing is unaccounted exactly when the day's coupons balance", enabled=ENABLED)
@cites("pa:603a.20(j)(7)")
def unaccounted(form: Reconciliation) -> int:
    """603a.20(j), (k), (m)(3): the coupons marketing had (received and held over from the day before) less those
    it accounts for (distributed, voided, returned, held over); 0 when the form balances, negative when it accounts
    for more than it had."""
    return form.received + form.held_over_in - (form.distributed + len(form.voided) + form.returned
                                                + form.held_over_out)


class Paragraph(enum.Enum):
    """465a.35(c): the paragraphs of the seed a floorperson's tables can fit; ELIDED: only (3)-(11) could."""

    C1 = "(c)(1)"
    C2 = "(c)(2)"
    C12 = "(c)(12)"
    C13 = "(c)(13)"
    ELIDED = "(c)(3)-(11)"

    @property
    def clause(self) -> str:
        return "pa:465a.35(c)" if self is Paragraph.ELIDED else f"pa:465a.35{self.value}"


#: 465a.35(c): each paragraph's most tables
LIMITS: dict[Paragraph, int] = {Paragraph.C1: 4, Paragraph.C2: 1, Paragraph.C12: 10, Paragraph.C13: 2}


@cites("pa:465a.35(c)", "pa:465a.35(c)(1)", "pa:465a.35(c)(2)", "pa:465a.35(c)(12)", "pa:465a.35(c)(13)")
def governing_paragraph(games: Iterable[Game], seats_players: bool = False) -> Paragraph:
    """S-6: the one paragraph of 465a.35(c) that can cover a floorperson's tables, or ELIDED."""
    kinds = set(games)
    if Game.THREE_DICE_FOOTBALL in kinds:
        return Paragraph.C13
    if kinds & ELIDED_GAMES:
        return Paragraph.ELIDED
    if kinds == {Game.POKER}:
        return Paragraph.ELIDED if seats_players else Paragraph.C12
    if kinds == {Game.BACCARAT}:
        return Paragraph.C2
    if all(g.banking and g not in C1_EXCLUDED.values() for g in kinds):
        return Paragraph.C1
    return Paragraph.ELIDED


@icontract.ensure(lambda limit, result: limit <= result <= limit * 2, "465a.35(d): the limit rises by about half",
                  enabled=ENABLED)
@cites("pa:465a.35(d)")
def increased(limit: int, o: RecordOptions = RecordOptions()) -> int:
    """465a.35(d): a limit raised by 50%, rounded as S-2 says (4 -> 6; 1 -> 1, or 2 rounding up)."""
    return (limit * 3) // 2 if o.uplift_rounding is UpliftRounding.DOWN else -((-limit * 3) // 2)


def _uplifted(t: Table) -> bool:
    """465a.35(d): an electronic table that is not fully automated."""
    return t.electronic and not t.fully_automated


def _weighted(tables: list[Table], limit: int, o: RecordOptions, every: list[Table]) -> tuple[Fraction, int]:
    """``tables`` counted against ``limit`` under (d) and S-2, and the limit they are held to: the increased limit
    when ``every`` table of the floorperson is electronic and not fully automated, or each such table pro rata."""
    up = increased(limit, o)
    if o.uplift_scope is UpliftScope.ALL_TABLES:
        everyone = bool(every) and all(_uplifted(t) for t in every)
        return Fraction(len(tables)), up if everyone else limit
    return sum((Fraction(limit, up) if _uplifted(t) else Fraction(1) for t in tables), Fraction(0)), limit


@cites("pa:465a.35(c)(1)", "pa:465a.35(c)(2)", "pa:465a.35(c)(12)", "pa:465a.35(c)(13)", "pa:465a.35(d)")
def span_fits(p: Paragraph, tables: list[Table], o: RecordOptions = RecordOptions()) -> list[str]:
    """What keeps ``tables`` (already governed by ``p``) from fitting paragraph ``p`` with (d)'s increase: empty when
    they fit."""
    problems: list[str] = []
    counted, limit = _weighted(tables, LIMITS[p], o, tables)
    if counted > limit:
        n = f"{counted} (pro rata)" if counted.denominator != 1 else str(counted)
        problems.append(f"{n} tables, more than {limit}")
    if p is Paragraph.C13:
        others = [t for t in tables if t.game is not Game.THREE_DICE_FOOTBALL]
        bad = [t.label for t in others if t.game in C13_EXCLUDED or not t.game.banking]
        if bad:
            problems.append(f"{', '.join(bad)} may not be paired with Three Dice Football")
        counted_others, other_limit = _weighted(others, 1, o, tables)
        if counted_others > other_limit:
            problems.append(f"{len(others)} tables of other games beside Three Dice Football, more than {other_limit}")
    return problems


# ---------------------------------------------------------------------------
# The check


def _missing(p: Person, role: str) -> list[str]:
    """What a ledger entry lacks about a person it must name: their name, their Board-issued credential number."""
    gaps = [w for w, v in (("name", p.name), ("Board-issued credential number", p.credential)) if not v.strip()]
    return [f"{role}: no {' or '.join(gaps)}"] if gaps else []


def _voids(voids: tuple[Void, ...], where: str) -> list[str]:
    return [f"{where}: voided coupon {v.serial} has no reason" for v in voids if not v.reason.strip()]


def _kept(what: str, n: int) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


def _retention(r: ShiftRecord, o: RecordOptions) -> list[Finding]:
    out = []
    for clause, kind, period in (("pa:465a.6(c)", RecordClass.GENERAL, "5 years"),
                                 ("pa:465a.6(c)(1)", RecordClass.SUSPECT_VOUCHER,
                                  "2 years" if retention_months(RecordClass.SUSPECT_VOUCHER, o) == 24 else "5 years"),
                                 ("pa:465a.6(c)(2)", RecordClass.COUPON, "6 months")):
        recs = [x for x in r.records if x.kind is kind]
        if not recs:
            out.append(Finding(clause, *not_applicable(f"no {kind.value.replace('_', ' ')} record in the record")))
            continue
        problems = []
        for x in recs:
            if x.destroyed is None:
                continue
            first = earliest_destruction(x, o)
            if first is None:
                problems.append(f"{x.id} destroyed {x.destroyed} before it reached its final state (R-1)")
            elif x.destroyed < first:
                problems.append(f"{x.id} destroyed {x.destroyed}, before {first} ({period} after its "
                                f"{anchor(x, o)[1]}, R-1)")
        gone = sum(1 for x in recs if x.destroyed is not None)
        note = " (465a.6(c)(1) says 'should')" if kind is RecordClass.SUSPECT_VOUCHER else ""
        out.append(Finding(clause, *_verdict(problems, f"{_kept('record', len(recs))}, {gone} destroyed, none before "
                                                       f"{period}{note}")))
    return out


def _cameras(r: ShiftRecord) -> list[Finding]:
    watched = [t for t in r.tables if not t.fully_automated]
    auto = [t.label for t in r.tables if t.fully_automated]
    auto_note = f"; fully automated tables are outside (c)(2): {', '.join(auto)}" if auto else ""
    one = [t for t in watched if t.game not in CAMERA_EXCEPTED]
    unruled = [t.label for t in watched if t.game in CAMERA_EXCEPTED - TWO_CAMERAS]
    unruled_note = (f"; excepted with no rule in the seed (S-5): {', '.join(unruled)}" if unruled else "")
    if one:
        bad = [f"{t.label}: no stationary camera" for t in one if not t.cameras]
        first = _verdict(bad, f"{_kept('table', len(one))}, each with a stationary camera{unruled_note}{auto_note}")
    elif unruled:
        first = not_applicable(f"Baccarat, Roulette and Big Six Wheel are excepted from (i) and the seed prints no "
                               f"camera rule of their own (S-5): {', '.join(unruled)}{auto_note}")
    else:
        first = not_applicable(f"no open table other than Craps, Baccarat, Roulette and Big Six Wheel{auto_note}")
    two = [t for t in watched if t.game in TWO_CAMERAS]
    bad = []
    for t in two:
        ends = {c.covers for c in t.cameras}
        gaps = [f"{len(t.cameras)} stationary camera{'' if len(t.cameras) == 1 else 's'}, not at least 2"] if len(
            t.cameras) < 2 else []
        gaps += [f"none covering {e.value}" for e in (Coverage.END_A, Coverage.END_B) if e not in ends]
        if gaps:
            bad.append(f"{t.label}: {', '.join(gaps)}")
    second = _verdict(bad, f"{_kept('Craps or Three Dice Football table', len(two))}, each with a camera at each "
                           f"end") if two else not_applicable("no Craps or Three Dice Football table open")
    return [Finding("pa:465a.9(c)(2)(i)", *first), Finding("pa:465a.9(c)(2)(ii)", *second)]


def _staffing(r: ShiftRecord) -> list[Finding]:
    dealt = [t for t in r.tables if not t.fully_automated]  # S-4

    def rule(games: Callable[[Game], bool], need: int, what: str, extra: Callable[[Table], list[str]],
             none: str) -> Verdict:
        ts = [t for t in dealt if games(t.game)]
        if not ts:
            return not_applicable(none)
        bad = [f"{t.label}: {len(t.dealers)} dealer{'' if len(t.dealers) == 1 else 's'}, not at least {need}"
               for t in ts if len(t.dealers) < need]
        bad += [p for t in ts for p in extra(t)]
        return _verdict(bad, f"{_kept('table', len(ts))}, each with {what}")

    def no_stick(t: Table) -> list[str]:
        return [] if any(d.stickperson for d in t.dealers) else [f"{t.label}: no dealer acts as stickperson"]

    other = {Game.CRAPS, Game.BACCARAT, Game.THREE_DICE_FOOTBALL}  # S-1: (b)(3) governs Three Dice Football
    craps = [t for t in dealt if t.game is Game.CRAPS]
    box = _verdict([f"{t.label}: no boxperson" for t in craps if not t.boxpersons],
                   f"{_kept('Craps table', len(craps))}, each with a boxperson") if craps else not_applicable(
        "no Craps table open")
    return [
        Finding("pa:465a.35(b)(1)", *rule(lambda g: g not in other, 1, "a dealer", lambda t: [],
                                          "no open table of a game other than Craps, Baccarat and Three Dice "
                                          "Football (S-1), or only fully automated ones (S-4)")),
        Finding("pa:465a.35(b)(2)", *rule(lambda g: g is Game.BACCARAT, 2, "two dealers", lambda t: [],
                                          "no Baccarat table open")),
        Finding("pa:465a.35(b)(3)", *rule(lambda g: g in (Game.CRAPS, Game.THREE_DICE_FOOTBALL), 3,
                                          "three dealers, one of them stickperson", no_stick,
                                          "no Craps or Three Dice Football table open")),
        Finding("pa:465a.35(b)(4)", *box),
    ]


def _span(r: ShiftRecord, o: RecordOptions) -> list[Finding]:
    judged: dict[Paragraph, list[tuple[Floorperson, list[Table], list[str]]]] = defaultdict(list)
    open_ids = {t.id for t in r.tables}
    for fp in r.floorpersons:
        ts = [r.table(tid) for tid in dict.fromkeys(fp.tables) if tid in open_ids]
        if not ts:
            continue
        p = governing_paragraph((t.game for t in ts), fp.seats_players)
        judged[p].append((fp, ts, [] if p is Paragraph.ELIDED else span_fits(p, ts, o)))

    def who(fp: Floorperson, ts: list[Table]) -> str:
        return f"{fp.name} ({', '.join(t.label for t in ts)})"

    supervised = {tid for fp in r.floorpersons for tid in fp.tables}
    lead = [f"{t.label}: no floorperson supervises it" for t in r.tables if t.id not in supervised]
    lead += [f"{fp.name}: supervises {tid}, which is not an open table" for fp in r.floorpersons for tid in fp.tables
             if tid not in open_ids]
    elided = [f"{who(fp, ts)}: only the paragraphs (c)(3)-(11) the seed leaves out could cover this; needs the "
              f"codified text (S-3)" for fp, ts, _ in judged[Paragraph.ELIDED]]
    strict = o.elided_span_paragraphs is ElidedParagraphs.FAIL
    failing = [f"{fp.name}: see {p.value}" for p in LIMITS for fp, _, probs in judged[p] if probs]
    ok = f"{_kept('floorperson', len(r.floorpersons))}, every open table supervised"
    if r.tables or r.floorpersons:
        status, detail = _verdict(lead + failing + (elided if strict else []), ok)
        head = (status, detail + ("; not checked (S-3): " + "; ".join(elided) if elided and not strict else ""))
    else:
        head = not_applicable("no table open")
    out = [Finding("pa:465a.35(c)", *head), Finding("pa:465a.35(c)(1)", *_paragraph(Paragraph.C1, judged, who))]
    for item, game in C1_EXCLUDED.items():
        ts = [t for t in r.tables if t.game is game and t.id in supervised]
        if not ts:
            out.append(Finding(f"pa:465a.35(c)(1)({item})", *not_applicable(f"no {game.title} table supervised")))
            continue
        where = sorted({p.value for p, rows in judged.items() for fp, fts, _ in rows if any(t in ts for t in fts)})
        out.append(Finding(f"pa:465a.35(c)(1)({item})", Status.PASS,
                           f"{', '.join(t.label for t in ts)}: not counted in a (c)(1) mix; judged under "
                           f"{', '.join(where)}"))
    for p in (Paragraph.C2, Paragraph.C12, Paragraph.C13):
        out.append(Finding(p.clause, *_paragraph(p, judged, who)))
    out.append(Finding("pa:465a.35(d)", *_increase(judged, o)))
    return out


#: the floorpersons judged under each paragraph: (the floorperson, their tables, what keeps them from fitting)
Judged = Mapping[Paragraph, list[tuple[Floorperson, list[Table], list[str]]]]


def _paragraph(p: Paragraph, judged: Judged, who: Callable[[Floorperson, list[Table]], str]) -> Verdict:
    rows = judged.get(p, [])
    if not rows:
        return not_applicable(f"no floorperson's tables fall under {p.value}")
    bad = [f"{who(fp, ts)}: {'; '.join(probs)}" for fp, ts, probs in rows if probs]
    return _verdict(bad, "; ".join(f"{who(fp, ts)} within {p.value}" for fp, ts, _ in rows))


def _increase(judged: Judged, o: RecordOptions) -> Verdict:
    notes = []
    for p in LIMITS:
        for fp, ts, _ in judged.get(p, []):
            n = sum(1 for t in ts if _uplifted(t))
            if not n:
                continue
            if o.uplift_scope is UpliftScope.PRO_RATA:
                notes.append(f"{fp.name}: {n} of {len(ts)} tables electronic, each counted as "
                             f"{Fraction(LIMITS[p], increased(LIMITS[p], o))} of a table under {p.value}")
            elif n == len(ts):
                notes.append(f"{fp.name}: every table electronic, {p.value} limit {LIMITS[p]} raised to "
                             f"{increased(LIMITS[p], o)}")
            else:
                notes.append(f"{fp.name}: {n} of {len(ts)} tables electronic, no increase (S-2: all tables)")
    if not notes:
        return not_applicable("no floorperson supervises an electronic table that is not fully automated")
    return Status.PASS, "; ".join(notes)


def _coupons(r: ShiftRecord, o: RecordOptions) -> list[Finding]:
    c = r.coupons
    clauses = ("pa:603a.20(b)(1)", "pa:603a.20(b)(2)", "pa:603a.20(c)(3)", "pa:603a.20(e)", "pa:603a.20(f)(4)",
               "pa:603a.20(g)(4)", "pa:603a.20(g)(5)", "pa:603a.20(h)", "pa:603a.20(h)(3)", "pa:603a.20(h)(4)",
               "pa:603a.20(i)", "pa:603a.20(j)(6)", "pa:603a.20(j)(7)", "pa:603a.20(j)(8)", "pa:603a.20(k)",
               "pa:603a.20(l)(4)", "pa:603a.20(l)(5)", "pa:603a.20(m)(3)", "pa:603a.20(n)", "pa:603a.20(o)",
               "pa:603a.20(p)", "pa:603a.20(q)", "pa:603a.20(q)(2)", "pa:603a.20(q)(7)", "pa:603a.20(r)(3)")
    if c is None:
        return [Finding(x, *not_applicable("no Match Play Coupon program in the record")) for x in clauses]
    got: dict[str, Verdict] = {}
    first = c.first_day()
    for clause, when, what in (("pa:603a.20(b)(1)", c.design_approved, "design specifications approved"),
                               ("pa:603a.20(b)(2)", c.controls_approved, "internal controls approved")):
        if first is None:
            got[clause] = not_applicable("no coupon in the ledger")
        elif when is None:
            got[clause] = Status.FAIL, f"coupons exist from {first} but the {what} date is not recorded"
        else:
            got[clause] = _verdict([f"{what} {when}, after the first coupon ({first})"] if when > first else [],
                                   f"{what} {when}, before the first coupon ({first})")
    got["pa:603a.20(c)(3)"] = _serials(c)
    got.update(_receipts(c))
    got.update(_requisitions_and_issues(c))
    got["pa:603a.20(i)"] = (not_applicable("no coupon received") if not c.receipts else _verdict(
        [] if c.storage_area.strip() else ["the internal controls name no approved locked storage area for finance"],
        f"held by finance in {c.storage_area}"))
    got.update(_forms(c))
    got.update(_returns(c))
    got["pa:603a.20(m)(3)"] = _issued_received(c)
    got["pa:603a.20(n)"], got["pa:603a.20(o)"] = _cadence(r, c)
    in_house = [x.label for x in c.receipts if x.source is ReceiptSource.IN_HOUSE]
    got["pa:603a.20(p)"] = (not_applicable("no coupon printed in house") if not in_house else _verdict(
        [] if c.in_house_controls_approved else [f"printed in house without approved controls: {', '.join(in_house)}"],
        "in-house printing under approved controls"))
    got.update(_mailing(c))
    got["pa:603a.20(r)(3)"] = (not_applicable("no computerized system") if not c.computerized else _verdict(
        [] if c.computerized_procedures_approved else ["the computerized system's procedures are not in the approved "
                                                      "internal controls"], "computerized system under approved "
                                                                            "procedures"))
    return [Finding(x, *got[x]) for x in clauses]


def _ranges(entries: Iterable[Any]) -> list[tuple[int, int]]:
    return [(x.first_serial, x.last_serial) for x in entries]


def _serials(c: CouponProgram) -> Verdict:
    """603a.20(c)(3): received serials run in sequence (as many as the quantity) and never twice; what is issued,
    on a form or returned was received."""
    if not c.receipts:
        return not_applicable("no coupon received")
    bad = [f"{x.label}: {x.quantity} coupons but serials {x.first_serial}-{x.last_serial} number "
           f"{x.last_serial - x.first_serial + 1}" for x in c.receipts
           if x.last_serial - x.first_serial + 1 != x.quantity]
    got = sorted(_ranges(c.receipts))
    bad += [f"serials {a[0]}-{a[1]} and {b[0]}-{b[1]} overlap" for a, b in zip(got, got[1:]) if b[0] <= a[1]]

    def received(lo: int, hi: int) -> bool:
        return any(a <= lo and hi <= b for a, b in got)

    for what, entries in (("issue", c.issues), ("form", c.forms), ("return", c.returns)):
        bad += [f"{what} of {x.date}: serials {x.first_serial}-{x.last_serial} were not received"
                for x in entries if not received(x.first_serial, x.last_serial)]
    return _verdict(bad, f"{_kept('receipt', len(c.receipts))}, serials sequential and unique")


def _receipts(c: CouponProgram) -> dict[str, Verdict]:
    if not c.receipts:
        return {x: not_applicable("no coupon received") for x in ("pa:603a.20(e)", "pa:603a.20(f)(4)")}
    e, f, reported = [], [], []
    for x in c.receipts:
        depts = {p.department for p in x.checked_by}
        e += [f"{x.label}: not examined by a member of the {d.value} department" for d in Department if d not in depts]
        if x.quantity != x.invoice_quantity:
            to = [w for w, done in (("a finance supervisor", x.deviation_reported_to_finance_supervisor),
                                    ("the Bureau of Casino Compliance", x.deviation_reported_to_bcc)) if not done]
            gap = f"{x.label}: {x.quantity} coupons against an invoice of {x.invoice_quantity}"
            if to:
                e.append(f"{gap}, not reported to {' or '.join(to)}")
            else:
                reported.append(f"{gap}, reported to a finance supervisor and the Bureau of Casino Compliance")
        if not x.checked_by:
            f.append(f"{x.label}: names no one who checked the coupons")
        f += [m for i, p in enumerate(x.checked_by) for m in _missing(p, f"{x.label}, checker {i + 1}")]
    return {"pa:603a.20(e)": _verdict(e, "; ".join([f"{_kept('receipt', len(c.receipts))} examined by finance and "
                                                     "marketing"] + reported)),
            "pa:603a.20(f)(4)": _verdict(f, "every checker named with a Board-issued credential number")}


def _requisitions_and_issues(c: CouponProgram) -> dict[str, Verdict]:
    g4 = [m for q in c.requisitions for m in _missing(q.marketing_supervisor, f"requisition {q.id}, marketing "
                                                                                f"supervisor")]
    g5 = [m for q in c.requisitions for m in _missing(q.finance_supervisor, f"requisition {q.id}, finance "
                                                                              f"supervisor")]
    none_q = not_applicable("no requisition")
    out: dict[str, Verdict] = {
        "pa:603a.20(g)(4)": _verdict(g4, "every requisition names its marketing supervisor with a credential number")
        if c.requisitions else none_q,
        "pa:603a.20(g)(5)": _verdict(g5, "every requisition names the authorizing finance supervisor with a "
                                         "credential number") if c.requisitions else none_q,
    }
    if not c.issues:
        none_i = not_applicable("no coupon issued to marketing")
        return {**out, "pa:603a.20(h)": none_i, "pa:603a.20(h)(3)": none_i, "pa:603a.20(h)(4)": none_i}
    by_id = {q.id: q for q in c.requisitions}
    h = []
    for x in c.issues:
        q = by_id.get(x.requisition)
        if q is None:
            h.append(f"{x.label}: requisition {x.requisition!r} is not in the record")
            continue
        if _missing(q.marketing_supervisor, "") or _missing(q.finance_supervisor, ""):
            lacks = "(g)(4)" if _missing(q.marketing_supervisor, "") else "(g)(5)"
            h.append(f"{x.label}: issued on requisition {q.id}, which is incomplete ({lacks}): no issue until it is "
                     f"authorized")
        if x.denomination != q.denomination:
            h.append(f"{x.label}: {x.denomination} cents, but requisition {q.id} asks for {q.denomination}")
        if x.quantity > q.quantity:
            h.append(f"{x.label}: {x.quantity} coupons, more than requisition {q.id}'s {q.quantity}")
        if x.date < q.prepared:
            h.append(f"{x.label}: before requisition {q.id} was prepared ({q.prepared})")
        if x.quantity + len(x.voided) != x.last_serial - x.first_serial + 1:
            h.append(f"{x.label}: {x.quantity} issued and {len(x.voided)} voided, but the range holds "
                     f"{x.last_serial - x.first_serial + 1}")
    h3 = [m for x in c.issues for m in _missing(x.finance_supervisor, f"{x.label}, finance supervisor")]
    h4 = [m for x in c.issues for m in _voids(x.voided, x.label)]
    h4 += [f"{x.label}: voided coupon {v.serial} is outside the range" for x in c.issues for v in x.voided
           if not x.first_serial <= v.serial <= x.last_serial]
    return {**out,
            "pa:603a.20(h)": _verdict(h, f"{_kept('issue', len(c.issues))}, each on a complete requisition, in the "
                                         f"ledger before issue"),
            "pa:603a.20(h)(3)": _verdict(h3, "every issue names the finance supervisor with a credential number"),
            "pa:603a.20(h)(4)": _verdict(h4, "every coupon voided at issue recorded with its reason")}


def _forms(c: CouponProgram) -> dict[str, Verdict]:
    keys = ("pa:603a.20(j)(6)", "pa:603a.20(j)(7)", "pa:603a.20(j)(8)", "pa:603a.20(k)")
    if not c.forms:
        return {x: not_applicable("no daily reconciliation form") for x in keys}
    j6 = [m for x in c.forms for m in _voids(x.voided, x.label)]
    j7, explained = [], []
    for x in c.forms:
        n = unaccounted(x)
        if n and not x.variance.strip():
            j7.append(f"{x.label}: {abs(n)} coupon{'' if abs(n) == 1 else 's'} "
                      f"{'unaccounted for' if n > 0 else 'accounted for beyond those received'}, and no variance "
                      f"explained")
        elif n:
            explained.append(f"{x.label}: variance of {n} explained: {x.variance.strip()}")
    j8 = [m for x in c.forms for m in _missing(x.supervisor, f"{x.label}, marketing supervisor")]
    k = [f"{x.label}: {x.expired_held_over} expired coupon{'' if x.expired_held_over == 1 else 's'} kept for the next "
         f"day; expired coupons go back to finance daily" for x in c.forms if x.expired_held_over]
    if any(x.held_over_out for x in c.forms) and not c.holdover_area.strip():
        k.append("coupons held over with no approved locked area named for them (C-5)")
    by_denom: dict[int, list[Reconciliation]] = defaultdict(list)
    for x in sorted(c.forms, key=lambda x: x.date):
        by_denom[x.denomination].append(x)
    for forms in by_denom.values():
        k += [f"{b.label}: {b.held_over_in} held over in, but {a.label} held {a.held_over_out} over"
              for a, b in zip(forms, forms[1:]) if a.held_over_out != b.held_over_in]
    return {"pa:603a.20(j)(6)": _verdict(j6, "every voided coupon on the forms has its reason"),
            "pa:603a.20(j)(7)": _verdict(j7, "; ".join([f"{_kept('form', len(c.forms))}: received and held over "
                                                        "equal distributed, voided, returned and held over"]
                                                       + explained)),
            "pa:603a.20(j)(8)": _verdict(j8, "every form names its marketing supervisor with a credential number"),
            "pa:603a.20(k)": _verdict(k, "undistributed coupons returned or held over in the approved area, "
                                         "carried to the next day's form; no expired coupon kept")}


def _returns(c: CouponProgram) -> dict[str, Verdict]:
    if not c.returns:
        return {x: not_applicable("no coupon returned to finance") for x in ("pa:603a.20(l)(4)", "pa:603a.20(l)(5)")}
    l4 = [m for x in c.returns for m in _voids(x.voided, x.label)]
    l5 = [m for x in c.returns for who, p in (("marketing supervisor", x.marketing_supervisor),
                                             ("finance supervisor", x.finance_supervisor))
          for m in _missing(p, f"{x.label}, {who}")]
    return {"pa:603a.20(l)(4)": _verdict(l4, "every coupon voided on return recorded with its reason"),
            "pa:603a.20(l)(5)": _verdict(l5, "every return names both supervisors with credential numbers")}


def _issued_received(c: CouponProgram) -> Verdict:
    """603a.20(m)(3): what finance issued each day is what marketing's form of that day received."""
    if not c.issues and not c.forms:
        return not_applicable("no coupon issued to marketing")
    issued: Counter[tuple[datetime.date, int]] = Counter()
    received: Counter[tuple[datetime.date, int]] = Counter()
    for x in c.issues:
        issued[x.date, x.denomination] += x.quantity
    for f in c.forms:
        received[f.date, f.denomination] += f.received
    bad = [f"{d} ({v} cents): finance issued {issued[d, v]}, the form received {received[d, v]}"
           for d, v in sorted(set(issued) | set(received)) if issued[d, v] != received[d, v]]
    return _verdict(bad, "what finance issued each day is what marketing's forms received")


def _months(start: datetime.date, end: datetime.date) -> list[tuple[int, int]]:
    """The calendar months from ``start``'s through the month before ``end``'s."""
    out = []
    y, m = start.year, start.month
    while (y, m) < (end.year, end.month):
        out.append((y, m))
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return out


def _cadence(r: ShiftRecord, c: CouponProgram) -> tuple[Verdict, Verdict]:
    """603a.20(n), (o) under R-3: an inventory in every month that ended; a report for every quarter whose next
    quarter ended."""
    first = min((x.date for x in c.receipts), default=None)
    if first is None:
        none = not_applicable("no coupon received")
        return none, none
    months = _months(first, r.gaming_day)
    done = {(x.date.year, x.date.month) for x in c.inventories}
    missing = [f"{y}-{m:02}" for y, m in months if (y, m) not in done]
    n = _verdict([f"no inventory logged in {', '.join(missing)}"] if missing else [],
                 f"an inventory in each of {_kept('month', len(months))} since the first receipt") if months else (
        not_applicable("no calendar month has ended since the first receipt"))
    quarters = sorted({(y, (m - 1) // 3 + 1) for y, m in months})
    today = (r.gaming_day.year, (r.gaming_day.month - 1) // 3 + 1)
    due = [(y, q) for y, q in quarters if (y + q // 4, q % 4 + 1) < today]  # the quarter after it has ended
    filed = {(x.year, x.quarter) for x in c.reports if x.filed <= r.gaming_day}
    late = [f"{y}-Q{q}" for y, q in due if (y, q) not in filed]
    o = _verdict([f"no quarterly report filed for {', '.join(late)}"] if late else [],
                 f"a report filed for each of {_kept('quarter', len(due))} due") if due else (
        not_applicable("no quarter's report is due yet (R-3)"))
    return n, o


def _mailing(c: CouponProgram) -> dict[str, Verdict]:
    keys = ("pa:603a.20(q)", "pa:603a.20(q)(2)", "pa:603a.20(q)(7)")
    if not c.mailing:
        return {x: not_applicable("no coupon mailed to patrons") for x in keys}
    q2 = []
    for i, m in enumerate(c.mailing):
        gaps = [w for w, v in (("name", m.patron.strip()), ("address", m.address.strip()),
                               ("denomination", m.denomination), ("expiration date", m.expires),
                               ("serial number", m.serial)) if not v]
        if gaps:
            q2.append(f"entry {i + 1} ({m.patron or 'unnamed'}): no {', '.join(gaps)}")
    q7 = [f"entry {i + 1} ({m.patron or 'unnamed'}): on the " + " and ".join(
        w for w, v in (("exclusion list", m.excluded), ("self-exclusion list", m.self_excluded)) if v)
        for i, m in enumerate(c.mailing) if m.excluded or m.self_excluded]
    return {"pa:603a.20(q)": _verdict([] if c.mailing_in_controls else [
        "coupons mailed by a gaming service provider, which the internal controls do not provide for"],
        "mailing provided for in the internal controls"),
        "pa:603a.20(q)(2)": _verdict(q2, f"{_kept('patron', len(c.mailing))} on the list, each complete"),
        "pa:603a.20(q)(7)": _verdict(q7, "no one on the list is excluded or self-excluded")}


def _counter_checks(r: ShiftRecord) -> Finding:
    b = r.counter_checks
    if b is None or not b.log:
        return Finding("pa:609a.13(c)(3)", *not_applicable("the Counter Check book stayed with finance"))
    bad: list[str] = []
    if not (b.transfer_enabled and b.procedures_approved):
        why = [w for w, v in (("the internal controls do not let finance issue it", b.transfer_enabled),
                              ("the sign-out and sign-in procedures are not approved", b.procedures_approved)) if not v]
        bad.append(f"the book went to table games but {' and '.join(why)}")
    out: dict[str, Optional[BookEntry]] = {}
    for x in sorted(b.log, key=lambda x: x.at):
        if x.action is BookAction.SIGN_OUT:
            if out.get(x.book) is not None:
                bad.append(f"book {x.book} signed out at {x.at} while already out")
            out[x.book] = x
        else:
            if out.get(x.book) is None:
                bad.append(f"book {x.book} signed in at {x.at} with no sign-out")
            out[x.book] = None
        bad += _missing(x.finance, f"{x.action.value} of book {x.book} at {x.at}, finance")
        bad += _missing(x.table_games, f"{x.action.value} of book {x.book} at {x.at}, table games")
    bad += [f"book {k} signed out at {x.at} and never signed back in (open custody)" for k, x in out.items()
            if x is not None]
    n = sum(1 for x in b.log if x.action is BookAction.SIGN_OUT)
    return Finding("pa:609a.13(c)(3)", *_verdict(bad, f"{_kept('sign-out', n)}, each matched by one sign-in"))


@cites("pa:465a.6(c)", "pa:465a.6(c)(1)", "pa:465a.6(c)(2)", "pa:465a.9(c)(2)(i)", "pa:465a.9(c)(2)(ii)",
       "pa:465a.35(b)(1)", "pa:465a.35(b)(2)", "pa:465a.35(b)(3)", "pa:465a.35(b)(4)", "pa:465a.35(c)",
       "pa:465a.35(c)(1)", "pa:465a.35(c)(1)(i)", "pa:465a.35(c)(1)(ii)", "pa:465a.35(c)(1)(iii)",
       "pa:465a.35(c)(1)(iv)", "pa:465a.35(c)(1)(v)", "pa:465a.35(c)(1)(vi)", "pa:465a.35(c)(2)",
       "pa:465a.35(c)(12)", "pa:465a.35(c)(13)", "pa:465a.35(d)", "pa:603a.20(b)(1)", "pa:603a.20(b)(2)",
       "pa:603a.20(c)(3)", "pa:603a.20(e)", "pa:603a.20(f)(4)", "pa:603a.20(g)(4)", "pa:603a.20(g)(5)",
       "pa:603a.20(h)", "pa:603a.20(h)(3)", "pa:603a.20(h)(4)", "pa:603a.20(i)", "pa:603a.20(j)(6)",
       "pa:603a.20(j)(7)", "pa:603a.20(j)(8)", "pa:603a.20(k)", "pa:603a.20(l)(4)", "pa:603a.20(l)(5)",
       "pa:603a.20(m)(3)", "pa:603a.20(n)", "pa:603a.20(o)", "pa:603a.20(p)", "pa:603a.20(q)", "pa:603a.20(q)(2)",
       "pa:603a.20(q)(7)", "pa:603a.20(r)(3)", "pa:609a.13(c)(3)")
def check(r: ShiftRecord, o: RecordOptions = RecordOptions()) -> list[Finding]:
    """One finding per clause: retention (465a.6(c)), cameras (465a.9(c)(2)), staffing and span of control
    (465a.35(b)-(d)), the Match Play Coupon program (603a.20) and the Counter Check book (609a.13(c)(3))."""
    return [*_retention(r, o), *_cameras(r), *_staffing(r), *_span(r, o), *_coupons(r, o), _counter_checks(r)]


# ---------------------------------------------------------------------------
# Reading a record


def _strict(kind: type, what: str) -> Callable[[Any, Any], Any]:
    def hook(v: Any, _: Any) -> Any:
        if type(v) is not kind:
            raise TypeError(f"must be {what}, not {v!r}")
        return v

    return hook


def _number(what: str, least: int, most: Optional[int] = None) -> Callable[[Any, Any], int]:
    def hook(v: Any, _: Any) -> int:
        if type(v) is not int or v < least or (most is not None and v > most):
            raise ValueError(f"must be {what}, not {v!r}")
        return v

    return hook


def _datetime(v: Any, _: Any) -> datetime.datetime:
    if not isinstance(v, datetime.datetime):
        raise TypeError(f"must be a TOML date-time such as 2024-05-01T18:00:00, not {v!r}")
    return v


def _converter() -> cattrs.Converter:
    c = cattrs.Converter(forbid_extra_keys=True)
    c.register_structure_hook(str, _strict(str, "a string"))
    c.register_structure_hook(bool, _strict(bool, "true or false"))
    c.register_structure_hook(int, _strict(int, "a whole number"))
    c.register_structure_hook(datetime.date, _strict(datetime.date, "a TOML date such as 2024-05-01"))
    c.register_structure_hook(datetime.datetime, _datetime)
    c.register_structure_hook(Count, _number("a whole number, zero or more", 0))
    c.register_structure_hook(Serial, _number("a serial number, zero or more", 0))
    c.register_structure_hook(Cents, _number("a positive whole number of cents", 1))
    c.register_structure_hook(Quarter, _number("a quarter, 1 to 4", 1, 4))

    def enums(t: Any) -> Callable[[Any, Any], Any]:
        parse: Callable[[Any], Any] = _enum(t)
        return lambda v, _: parse(v)

    c.register_structure_hook_factory(lambda t: isinstance(t, type) and issubclass(t, enum.Enum), enums)

    def tuples(t: Any, conv: cattrs.Converter) -> Callable[[Any, Any], Any]:
        base = homogenous_tuple_structure_factory(t, conv)

        def hook(v: Any, _: Any) -> Any:
            if not isinstance(v, list):
                raise TypeError(f"must be a list, not {v!r}")
            return base(v, t)

        return hook

    c.register_structure_hook_factory(lambda t: get_origin(t) is tuple, tuples)

    def tables(t: Any, conv: cattrs.Converter) -> Callable[[Any, Any], Any]:
        base = make_dict_structure_fn(t, conv, _cattrs_forbid_extra_keys=True)

        def hook(v: Any, _: Any) -> Any:
            if not isinstance(v, dict):
                raise TypeError(f"must be a table, not {v!r}")
            return base(v, t)

        return hook

    c.register_structure_hook_factory(attrs.has, tables)
    return c


_CONVERTER = _converter()
#: the clause a malformed part of the file is refused under, by its first key
_SECTION = {"tables": "pa:465a.35(b)", "floorpersons": "pa:465a.35(c)", "records": "pa:465a.6(c)",
            "coupons": "pa:603a.20", "counter_checks": "pa:609a.13(c)(3)"}


def _errors(e: BaseException, path: str) -> list[tuple[str, str]]:
    """Each error cattrs gathered, as (the field's path, why)."""
    if isinstance(e, cattrs.IterableValidationError):
        items, bare = e.group_exceptions()
        return [p for x, item in items for p in _errors(x, f"{path}[{item.index}]")] + [
            p for x in bare for p in _errors(x, path)]
    if isinstance(e, cattrs.ClassValidationError):
        noted, rest = e.group_exceptions()
        out: list[tuple[str, str]] = []
        for x, note in noted:
            where = f"{path}.{note.name}" if path else note.name
            out += [(where, "required key missing")] if isinstance(x, KeyError) else _errors(x, where)
        for x in rest:
            if isinstance(x, cattrs.ForbiddenExtraKeysError):
                out += [(f"{path}.{k}" if path else k, "unknown key") for k in sorted(x.extra_fields)]
            else:
                out += _errors(x, path)
        return out
    return [(path or "(file)", str(e))]


def record_from_mapping(data: Mapping[str, Any], source: str = "") -> ShiftRecord:
    """A :class:`ShiftRecord` from a record's TOML keys; :class:`ConfigError` lists every problem, each naming the
    field (``tables[0].dealers``) and the clause its section is about."""
    data = dict(data)
    problems: list[Problem] = []
    game = data.pop("game", "records")
    if game != "records":
        problems.append(Problem("game", "pa:465a.35", f"a shift record says game = \"records\", not {game!r}"))
    try:
        r = _CONVERTER.structure(data, ShiftRecord)
    except Exception as e:  # cattrs gathers every problem
        for field, why in _errors(e, ""):
            problems.append(Problem(field, _SECTION.get(field.split(".")[0].split("[")[0], "pa:465a.6(c)"), why))
        raise ConfigError(problems, source) from None
    problems += _consistency(r)
    if problems:
        raise ConfigError(problems, source)
    return r


def _consistency(r: ShiftRecord) -> list[Problem]:
    """What cross-references in a well-typed record do not hold: unknown table ids, repeated ids, impossible ranges."""
    p: list[Problem] = []
    ids = Counter(t.id for t in r.tables)
    p += [Problem("tables", "pa:465a.35(b)", f"table id {i!r} appears {n} times") for i, n in ids.items() if n > 1]
    for i, t in enumerate(r.tables):
        if t.fully_automated and not t.electronic:
            p.append(Problem(f"tables[{i}].fully_automated", "pa:465a.35(d)",
                             "a fully automated table is an electronic gaming table: set electronic = true"))
    for i, fp in enumerate(r.floorpersons):
        p += [Problem(f"floorpersons[{i}].tables", "pa:465a.35(c)", f"no open table has id {tid!r}")
              for tid in fp.tables if tid not in ids]
        p += [Problem(f"floorpersons[{i}].tables", "pa:465a.35(c)", f"table {tid!r} is listed {n} times")
              for tid, n in Counter(fp.tables).items() if n > 1]
    recs = Counter(x.id for x in r.records)
    p += [Problem("records", "pa:465a.6(c)", f"record id {i!r} appears {n} times") for i, n in recs.items() if n > 1]
    for i, x in enumerate(r.records):
        if x.final is not None and x.final < x.created:
            p.append(Problem(f"records[{i}].final", "pa:465a.6(c)", "before the record was made"))
        if x.destroyed is not None and x.destroyed < x.created:
            p.append(Problem(f"records[{i}].destroyed", "pa:465a.6(c)", "before the record was made"))
    c = r.coupons
    if c is not None:
        reqs = Counter(q.id for q in c.requisitions)
        p += [Problem("coupons.requisitions", "pa:603a.20(g)", f"requisition id {i!r} appears {n} times")
              for i, n in reqs.items() if n > 1]
        serialled: tuple[tuple[str, tuple[Any, ...], str], ...] = (
            ("receipts", c.receipts, "pa:603a.20(f)(3)"), ("issues", c.issues, "pa:603a.20(h)(1)"),
            ("forms", c.forms, "pa:603a.20(j)(2)"), ("returns", c.returns, "pa:603a.20(l)(2)"))
        for name, entries, clause in serialled:
            p += [Problem(f"coupons.{name}[{i}].last_serial", clause, "before first_serial")
                  for i, x in enumerate(entries) if x.last_serial < x.first_serial]
    return p


def load_record(path: str | Path) -> ShiftRecord:
    """Read a shift record TOML file; every malformed value is reported at once, naming its field."""
    return record_from_mapping(read_toml(path, "pa:465a.6(c)"), str(path))
