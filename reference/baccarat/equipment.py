"""Minibaccarat, Midibaccarat and Baccarat equipment as described data, checked clause by clause: 541.2-541.5,
541.7, 541.9(d), 541.12(c), 541.15 (in the 2013 proposal 627a.2(b), (b)(7), (b)(8) and 627a.8(e)); 543.2-543.4,
543.5(b), 543.7, 543.12(c) (in the 2013 proposal 629a.2(b), (b)(7) and (b)(8)); 545.2-545.4, 545.7(a), 545.12(c) (in
the 2013 proposal 631a.2(b), (b)(7), (b)(8) and the Baccarat staffing of 465a.35(b)(2), (c)(2)).

``d``: a :class:`TableDescription`; ``rs``: its ruleset; ``ch``: its game's
:class:`Chapter`. A vendor or operator describes a Minibaccarat, Midibaccarat or
Baccarat table, its layout, its decks, its shoe or shuffler and the way its
cards are opened, shuffled and collected in TOML (``game = "baccarat"``); the
``ruleset`` field picks the chapter and the edition. :func:`check` gives one
:class:`~croupier.reference.findings.Finding` per clause (pass, fail, or not
applicable when the table does not use what the clause is about, such as the
batch rules at a table without an automated shuffler); ``croupier equipment
check FILE`` prints them. The verdict types and the report format are shared
with the other games' equipment checks.

Findings cite the numbers of the description's chapter and edition. The check
states a rule the two games share once, in Minibaccarat's numbers, and
:func:`croupier.reference.baccarat.clauses.renaming` gives the number it has in
the chapter in play: under pa-543@2010t the seats are 543.2(a); under
pa-627a@2013p the vigorish boxes are 627a.2(b)(8), the layout's approval
627a.2(b) and the ban on touching the cards 627a.8(e); under pa-629a@2013p the
vigorish boxes are 629a.2(b)(8) and the layout's approval 629a.2(b), the
paragraphs the 2013 excerpt does not reprint keeping their 543 numbers
(``Ruleset.renumbered``). The House Money areas of 627a.2(b)(7) and
629a.2(b)(7) exist only in 2013. A Minibaccarat provision Midibaccarat does
not have (the two-batch shuffler of 541.3(b), 541.4(d) and 541.5(h)(2), the
4 hour change of 541.3(c), the ban of 541.9(d), the continuous shuffler of
541.15) maps to no clause of 543 or 629a and has no finding there. The
headings 541.2 (627a.2), 541.4, 543.2 (629a.2) and 543.4 are checked through
their paragraphs (:data:`HEADINGS`).

Where the two games differ, the difference is data, one :class:`Chapter` per
game (:data:`CHAPTERS`): the most seats, the shufflers a table may have, the
discard rack or bucket, the deck change, where the round's cards go, and the
fields of the other game's description, which are refused with the clause
that says otherwise.

The description states the table's own elections (``shuffling``,
``vig_collection``, ``house_money``, ``ez_table``) as facts, as the Sic Bo and
Three Dice Football descriptions state theirs; like them it is not compared
with a separate profile.

Readings (the text is silent or loose; each is ours):

* 541.2(b), (c), (e), 541.5(h)(2)(i), (ii), 541.15, 543.2(b), (c), (e), (f):
  an approval by the Bureau cannot be seen in a description; the description
  declares it, and a missing declaration fails. So no clause of either game is
  :data:`NOT_CHECKABLE`.
* 541.2(a): the numbered places are numbered 1 to n, each once, with 1 <= n <= 7,
  seat 1 at the dealer's right and numbers rising counterclockwise (A-28).
* 541.2(c)(2): the layout needs an area for each of the Banker, Player and Tie
  wagers; it need not have one per seat (the text does not say so).
* 541.2(c)(3): the phrase states whole odds "N to 1" (or "N for 1", which is
  N - 1 to 1) with the result at least 8 to 1 (541.13(b); A-16, whole odds);
  a phrase giving two different odds fails.
* 541.2(c)(4), 627a.2(b)(7): one box (area) per seat number, and none for a
  seat the table does not have. In 2013 a layout may keep vigorish boxes it does
  not need; the clause is then not applicable.
* 541.2(d): applies when the table marks vigorish with marker buttons (541.13(e)
  also allows coins).
* 541.3: 541.3(b) is the two-batch shuffler (shuffling = batch_shuffler). A
  continuous shuffler table (541.15) plays with the decks of 541.3(a), one set
  of six to eight, and needs no cover cards, since 541.15 replaces the cut of
  541.5 they serve. At a two-batch table 541.3(a) gives way to (b), and (b)(1)
  carries (a) over to each batch: six to eight decks, one back colour and
  design, and the two cover cards of the cut.
* 541.3(b)(3): "of the same design, but of a different color than the cards
  included in the other batch" is read as the spec summary reads it: one back
  design within each batch, the colours of the two batches different; two
  batches of different designs are not refused.
* 541.3(c), A-9: the decks are changed at least every 4 hours only at a table
  without an automated shuffler; decks exactly 4 hours old are still in time.
* 541.4(a)-(c) apply at every table (new decks are opened at a shuffler table
  too); (d) only at a two-batch table.
* 541.5(b): applies where the dealer shuffles (shuffling = manual); a device
  shuffles at the other tables (541.5(a), 541.15).
* 541.12(c): the round's cards go to the discard rack in order at every table,
  a continuous shuffler's included (541.15 does not replace 541.12).

Midibaccarat (543, 629a) reads as Minibaccarat except:

* 543.2(a): as 541.2(a) with 1 <= n <= 9; the numbering of A-28 also places
  the squeeze's tie-break (543.9(c)(3)(v)).
* 543.2(f): the seed's "Each Minibaccarat table" is read as the Midibaccarat
  table (A-10). The bucket stands on the dealer's side at a place the Bureau
  approves (declared); unlike 541.2(f) it need not be fixed to the table.
* 543.3(a): one set of six to eight decks of one back colour and design, and
  the two cover cards of the cut (543.5(d), (e)). The chapter has no automated
  shuffler of either kind (no counterpart of 541.3(b) or 541.15; the dealer
  shuffles, 543.5(a), and deals from a manual shoe, 543.7): a description that
  names one is refused, and one built by hand fails 543.3(a).
* 543.3(b): the replacement of the decks after every shoe is declared
  (``new_decks_every_shoe``); there is no clock to check, and the 4 hour
  fields of 541.3(c) are refused.
* 543.4(a)-(c): as 541.4(a)-(c), for every new set of decks (the spec's
  reading of 543.4); there is no (d).
* 543.5(b) and 543.7 apply at every Midibaccarat table, as 541.5(b) and 541.7
  do at a Minibaccarat table without a shuffler: the dealer shuffles and deals
  from a manual shoe.
* 543.12(c): every card on the layout goes to the discard bucket at the end
  of the round, in no required order.
* No counterpart of 541.9(d): the squeeze (543.9(c)(3)) hands the cards to
  players, so ``players_kept_from_cards`` is refused.
* 629a.2(b), (b)(7), (b)(8): as 627a.2(b), (b)(7), (b)(8).

Baccarat (545, 631a) reads as Midibaccarat except:

* 545.2 has no dimensions clause: the layout of 541.2(c) is 545.2(b), its items
  (1)-(5) keep their numbers, the marker buttons are 545.2(c), the boxes
  545.2(d) and the discard bucket 545.2(e) (read as 543.2(f)); the clause map
  (:mod:`croupier.reference.baccarat.clauses`) holds the moves, and
  ``dimensions_approved`` is refused.
* 545.2(a): ten to 14 numbered seats, 1 to n, numbered as A-28 says. The
  clause places no dealer opposite them (the table has two dealers,
  465a.35(b)(2)), so ``dealer_opposite_seats`` is refused.
* 545.4(b): the opening spread is in columns, not rows.
* 545.5(a): the dealers shuffle with no feathered-stack check (no counterpart
  of 541.5(b)), so ``shuffle_left_feathered`` is refused; 545.7(a) is the
  manual shoe of 541.7.
* No counterpart of 541.9(d): a player, the curator, deals the cards
  (545.9(c)), so ``players_kept_from_cards`` is refused.
* 631a only, the 465a provisions on Baccarat that the 2013 Annex prints
  (``dealers``, ``floorperson_other_tables``; refused under every other
  ruleset, which carries none): at least two dealers (465a.35(b)(2)); the
  floorperson supervises this Baccarat table and no other (465a.35(c)(2), with
  (c)(1)(i) keeping Baccarat out of the four-table span; the elided
  paragraphs (3)-(11) might allow another pairing, which no seed prints).
  465a.9(c)(2)(i) (Baccarat excepted from the one-camera rule) and
  465a.35(c)(1)(ii) (about Midibaccarat) ask nothing of a Baccarat table and
  are reported not applicable.
"""

from __future__ import annotations

import datetime
import enum
import re
from pathlib import Path
from typing import Any, Callable, Mapping, Optional, Union

import attrs

from croupier import spec
from croupier.reference.baccarat.clauses import renaming
from croupier.reference.baccarat.config import DEFAULT_RULESET, Shuffling, VigCollection
from croupier.reference.baccarat.definitions import Bet
from croupier.reference.errors import ConfigError, Problem, read_toml
from croupier.reference.families.table import set_of, when
from croupier.reference.findings import Finding, Status, Verdict, format_report, one_finding_per_clause
from croupier.reference.findings import fact as _f, verdict as _verdict, unmet as _not
from croupier.reference.parsing import boolean as _bool, count as _count, is_int, one_of as _enum
from croupier.spec.citations import cites

__all__ = [
    "BACCARAT", "Batch", "CHAPTERS", "Chapter", "DeckAge", "Declared", "Finding", "HEADINGS", "Hand", "MIDIBACCARAT",
    "MINIBACCARAT", "MarkerStorage", "NOT_CHECKABLE", "Status", "TableDescription", "check", "deck_change_due",
    "format_report", "load_description", "tie_odds",
]

#: 541.3(a), 543.3(a): decks in a shoe (and, 541.3(b)(1), in each batch)
DECKS = range(6, 9)
#: 541.3(b): decks at a two-batch shuffler table
BATCH_DECKS = range(12, 17)
#: 541.3(a), 543.3(a)
COVER_CARDS = 2
#: 541.3(c): the longest a set of decks stays in use at a table without an automated shuffler
DECK_HOURS = 4
#: 541.13(b), 543.13(b): the least a Tie Bet may pay, N to 1
MIN_TIE_ODDS = 8
#: 465a.35(b)(2): the fewest dealers at a Baccarat table (carried by pa-631a@2013p only)
MIN_DEALERS = 2
#: the first of the 465a staffing clauses a ruleset carries when it checks them
STAFFING = "pa:465a.35(b)(2)"
#: headings checked through their paragraphs, in both editions' numbers
HEADINGS: tuple[str, ...] = ("pa:541.2", "pa:627a.2", "pa:541.4", "pa:543.2", "pa:629a.2", "pa:543.4", "pa:545.2",
                              "pa:631a.2", "pa:545.4")
#: equipment or administrative clauses no description can settle: none (approvals are declared, see the readings)
NOT_CHECKABLE: dict[str, str] = {}


class Hand(enum.Enum):
    """541.2(c)(5): the two hands whose cards the layout has an area for."""

    PLAYER = "player"
    BANKER = "banker"


class MarkerStorage(enum.Enum):
    """541.2(d): where the marker buttons are kept."""

    FLOAT = "float"  #: in the table inventory float container
    RACK = "rack"  #: in a separate rack made for them
    OTHER = "other"  #: anywhere else


_MAIN_WAGERS: frozenset[Bet] = frozenset({Bet.BANKER, Bet.PLAYER, Bet.TIE})


def _known_ruleset(_: Any, __: Any, value: str) -> None:
    if value not in CHAPTERS:
        raise ValueError("not a Minibaccarat, Midibaccarat or Baccarat ruleset")


@attrs.frozen(kw_only=True)
class Batch:
    """One set of decks: the shoe's decks, or one of the two batches of a shuffler table (541.3)."""

    decks: int = _f("pa:541.3(a)", 0)
    back_colours: frozenset[str] = _f("pa:541.3(a)", frozenset())  #: the colours found on the backs
    back_designs: frozenset[str] = _f("pa:541.3(a)", frozenset())  #: the designs found on the backs


@attrs.frozen(kw_only=True)
class TableDescription:
    """A Minibaccarat, Midibaccarat or Baccarat table as its owner describes it: every field is a fact a clause asks
    about.

    Field metadata ``clause`` is the 2010 number (541, or 543 for a fact only Midibaccarat asks about); findings and
    load problems use the chapter's and the edition's. Each game's :class:`Chapter` refuses the fields only the other
    game has.
    """

    ruleset: str = attrs.field(default=DEFAULT_RULESET, validator=_known_ruleset, metadata={"clause": "pa:541.2"})
    shuffling: Shuffling = _f("pa:541.3(b)", Shuffling.MANUAL)
    vig_collection: VigCollection = _f("pa:541.2(c)(4)", VigCollection.AT_PAYOUT)
    house_money: bool = _f("pa:627a.2(b)(7)")  #: the table offers the House Money Wager (2013)
    ez_table: bool = _f("pa:627a.2(b)(8)")  #: an EZ Baccarat table: no vigorish collected (2013)
    dealer_opposite_seats: bool = _f("pa:541.2(a)")  #: a place for the dealer, the seats on the opposite side
    seat_numbers: tuple[int, ...] = _f("pa:541.2(a)", ())
    seats_counterclockwise_from_dealers_right: bool = _f("pa:541.2(a)")  #: A-28
    dimensions_approved: bool = _f("pa:541.2(b)")
    layout_approved: bool = _f("pa:541.2(c)")
    layout_logo: bool = _f("pa:541.2(c)(1)")
    wager_areas: frozenset[Bet] = _f("pa:541.2(c)(2)", frozenset())
    tie_odds_phrase: str = _f("pa:541.2(c)(3)", "")  #: as printed on the layout, "" for none
    vig_boxes: frozenset[int] = _f("pa:541.2(c)(4)", frozenset())  #: the seat numbers with a vigorish box
    card_areas: frozenset[Hand] = _f("pa:541.2(c)(5)", frozenset())
    house_money_areas: frozenset[int] = _f("pa:627a.2(b)(7)", frozenset())  #: the seat numbers with one
    marker_buttons: bool = _f("pa:541.2(d)")  #: vigorish is marked with marker buttons
    marker_button_storage: Optional[MarkerStorage] = _f("pa:541.2(d)", None)
    marker_rack_in_front_of_float: bool = _f("pa:541.2(d)")  #: during gaming activity
    drop_box_attached: bool = _f("pa:541.2(e)")
    tip_box_attached: bool = _f("pa:541.2(e)")
    boxes_dealer_side: bool = _f("pa:541.2(e)")
    boxes_either_side_of_dealer: bool = _f("pa:541.2(e)")
    boxes_where_approved: bool = _f("pa:541.2(e)")
    discard_rack_attached_on_top: bool = _f("pa:541.2(f)")  #: securely, to the top of the table (Minibaccarat)
    discard_rack_dealer_side: bool = _f("pa:541.2(f)")  #: Minibaccarat
    discard_bucket_dealer_side: bool = _f("pa:543.2(f)")  #: the table has a discard bucket there (Midibaccarat)
    discard_bucket_where_approved: bool = _f("pa:543.2(f)")  #: Midibaccarat
    batches: tuple[Batch, ...] = _f("pa:541.3(a)", ())
    cover_cards: int = _f("pa:541.3(a)", 0)
    idle_batch_in_shuffler: bool = _f("pa:541.3(b)(4)")  #: the batch not in play is shuffled and held in the device
    batches_alternate_by_shoe: bool = _f("pa:541.3(b)(5)")
    discard_rack_one_batch: bool = _f("pa:541.3(b)(6)")  #: never cards of both batches in the rack
    decks_opened_at: Optional[datetime.datetime] = _f("pa:541.3(c)", None)
    checked_at: Optional[datetime.datetime] = _f("pa:541.3(c)", None)  #: when the description is checked
    new_decks_every_shoe: bool = _f("pa:543.3(b)")  #: the decks are replaced once each shoe is played (Midibaccarat)
    opening_dealer_inspects_face_down: bool = _f("pa:541.4(a)")  #: each deck sorted and inspected on its own
    opening_floorperson_verifies: bool = _f("pa:541.4(a)")
    opening_spread_face_up: bool = _f("pa:541.4(b)")  #: for the first player, rows by deck, by suit, in sequence
    opening_washed_and_stacked: bool = _f("pa:541.4(c)")  #: turned face down, washed thoroughly, stacked
    opening_each_batch: bool = _f("pa:541.4(d)")  #: every deck of both batches opened under (a)-(c)
    shuffle_left_feathered: bool = _f("pa:541.5(b)")  #: not squared off, for the floorperson's check
    shuffler_holds_one_batch: bool = _f("pa:541.5(h)(2)(i)")
    shuffler_storage_approved: bool = _f("pa:541.5(h)(2)(i)")
    batch_release_procedures_approved: bool = _f("pa:541.5(h)(2)(ii)")
    manual_dealing_shoe: bool = _f("pa:541.7")  #: a manual shoe made for dealing the game
    players_kept_from_cards: bool = _f("pa:541.9(d)")  #: no player touches, handles, removes or alters a card
    cards_to_rack_in_order: bool = _f("pa:541.12(c)")  #: so the two hands can be laid out again (Minibaccarat)
    cards_to_discard_bucket: bool = _f("pa:543.12(c)")  #: every card on the layout, in any order (Midibaccarat)
    continuous_shuffler_approved: bool = _f("pa:541.15")  #: by the Bureau of Gaming Laboratory Operations
    continuous_shuffler_procedures_approved: bool = _f("pa:541.15")
    dealers: int = _f("pa:465a.35(b)(2)", 0)  #: dealers staffing the table while it is open (Baccarat, 2013)
    #: the games of the other tables the table's floorperson supervises (Baccarat, 2013)
    floorperson_other_tables: tuple[str, ...] = _f("pa:465a.35(c)(2)", ())

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def chapter(self) -> Chapter:
        """The game whose chapter the ruleset is."""
        return CHAPTERS[self.ruleset]

    @property
    def edition_2013(self) -> bool:
        """The 2013 proposal (627a, 629a), with House Money and EZ Baccarat tables."""
        return self.ruleset == self.chapter.rulesets[1]


_FIELDS = frozenset(f.name for f in attrs.fields(TableDescription))
_FACTS = frozenset(f.name for f in attrs.fields(TableDescription) if f.type == "bool")


def _local(rs: spec.Ruleset, cid: str) -> str:
    """The chapter's and edition's number for a Minibaccarat (or 2010 Midibaccarat) clause id."""
    return renaming(rs.id).get(cid, cid)


def _nums(ns: Any) -> str:
    return ", ".join(map(str, sorted(ns))) or "none"


def _facts_exist(_: Any, __: Any, facts: tuple[tuple[str, str], ...]) -> None:
    if not all(name in _FACTS for name, _why in facts):
        raise ValueError("every declared fact is a true-or-false field of TableDescription")


@attrs.frozen
class Declared:
    """A clause the description settles by declaring facts: each named field must be true, or its problem is
    reported."""

    clause: str
    facts: tuple[tuple[str, str], ...] = attrs.field(validator=_facts_exist)  #: (field, the problem when false)
    ok: str  #: what a pass says

    def verdict(self, d: TableDescription) -> Verdict:
        return _verdict([why for name, why in self.facts if not getattr(d, name)], self.ok)


@attrs.frozen
class DeckAge:
    """541.3(c), A-9: at a table without an automated shuffler the decks are changed at least every ``hours`` hours,
    measured from ``decks_opened_at`` to ``checked_at``."""

    clause: str
    hours: int

    def verdict(self, d: TableDescription) -> Verdict:
        if d.shuffling is not Shuffling.MANUAL:
            return (Status.NOT_APPLICABLE, f"automated shuffler (shuffling = {d.shuffling.value}): the {self.hours} "
                                           "hour change binds tables without one (A-9)")
        start, now = d.decks_opened_at, d.checked_at
        if start is None or now is None:
            return Status.FAIL, f"decks_opened_at and checked_at are needed to check the {self.hours} hour limit"
        if (start.tzinfo is None) != (now.tzinfo is None):
            return Status.FAIL, "decks_opened_at and checked_at both have a UTC offset, or neither"
        due = start + datetime.timedelta(hours=self.hours)
        if now < start:
            return Status.FAIL, "checked_at is before the decks were opened"
        return _verdict([f"the decks were due for change at {due.isoformat()}"] if now > due else [],
                        f"in use until {due.isoformat()} (A-9: a table without an automated shuffler)")


@attrs.frozen(kw_only=True)
class Chapter:
    """What one game's chapter asks of its tables where the three games differ; the rest is shared and stated once,
    in Minibaccarat's numbers."""

    game: str
    rulesets: tuple[str, str]  #: the 2010 chapter and its 2013 successor
    max_seats: int  #: 541.2(a), 543.2(a), 545.2(a)
    min_seats: int = 1  #: 545.2(a): a Baccarat table has at least ten
    dealer_opposite: bool = True  #: 541.2(a), 543.2(a) place the dealer opposite the seats; 545.2(a) does not
    spread: str = "rows"  #: 541.4(b), 543.4(b): horizontal rows; 545.4(b): columns
    #: the shufflers the chapter has no clause for: each with the clause that says how the table shuffles, and why
    refused_shufflings: Mapping[Shuffling, tuple[str, str]]
    discard: Declared  #: 541.2(f) a rack fixed to the table; 543.2(f) a bucket
    deck_change: Union[DeckAge, Declared]  #: 541.3(c) every 4 hours; 543.3(b) every shoe
    discarded_cards: Declared  #: 541.12(c) to the rack in order; 543.12(c) to the bucket
    #: the other game's facts, which this chapter has no clause for: field -> (the clause that says otherwise, why)
    refused: Mapping[str, tuple[str, str]]

    @property
    def shufflings(self) -> frozenset[Shuffling]:
        """The ways a table of the game may be shuffled."""
        return frozenset(Shuffling) - frozenset(self.refused_shufflings)


def _refuse(fields: str, clause: str, why: str) -> dict[str, tuple[str, str]]:
    return {name: (clause, why) for name in fields.split()}


MINIBACCARAT = Chapter(
    game="Minibaccarat",
    rulesets=("pa-541@2010t", "pa-627a@2013p"),
    max_seats=7,
    refused_shufflings={},
    discard=Declared("pa:541.2(f)", (
        ("discard_rack_attached_on_top", "the discard rack is not attached securely to the top of the table"),
        ("discard_rack_dealer_side", "the discard rack is not on the dealer's side")),
        "discard rack attached securely to the top of the table on the dealer's side"),
    deck_change=DeckAge("pa:541.3(c)", DECK_HOURS),
    discarded_cards=Declared("pa:541.12(c)", (
        ("cards_to_rack_in_order", "the round's cards do not go to the discard rack in an order that shows each "
                                   "hand"),),
        "the round's cards go to the discard rack in order, each hand recoverable"),
    refused={
        **_refuse("discard_bucket_dealer_side discard_bucket_where_approved", "pa:541.2(f)",
                  "a Midibaccarat fact (543.2(f)): a Minibaccarat table has a discard rack fixed to its top; state "
                  "discard_rack_attached_on_top and discard_rack_dealer_side"),
        **_refuse("new_decks_every_shoe", "pa:541.3(c)",
                  "a Midibaccarat fact (543.3(b)): Minibaccarat changes its decks at least every 4 hours; state "
                  "decks_opened_at and checked_at"),
        **_refuse("dealers floorperson_other_tables", "pa:541.2",
                  "465a's staffing rules are carried, and checked, only for a Baccarat table under pa-631a@2013p"),
        **_refuse("cards_to_discard_bucket", "pa:541.12(c)",
                  "a Midibaccarat fact (543.12(c)): Minibaccarat's cards go to the discard rack in order; state "
                  "cards_to_rack_in_order"),
    },
)

MIDIBACCARAT = Chapter(
    game="Midibaccarat",
    rulesets=("pa-543@2010t", "pa-629a@2013p"),
    max_seats=9,
    refused_shufflings={
        Shuffling.BATCH_SHUFFLER: ("pa:543.3(a)", "Midibaccarat has no two-batch automated shuffler: one set of 6 "
                                                  "to 8 decks, shuffled by the dealer (543.5(a))"),
        Shuffling.CONTINUOUS_SHUFFLER: ("pa:543.7", "Midibaccarat is dealt from a manual dealing shoe: the chapter "
                                                    "has no continuous shuffler (nothing like 541.15)"),
    },
    discard=Declared("pa:543.2(f)", (
        ("discard_bucket_dealer_side", "no discard bucket on the dealer's side"),
        ("discard_bucket_where_approved", "the discard bucket's place is not declared approved by the Bureau of "
                                          "Gaming Operations")),
        "a discard bucket on the dealer's side, where approved (declared)"),
    deck_change=Declared("pa:543.3(b)", (
        ("new_decks_every_shoe", "the decks are not replaced after every shoe"),),
        "new decks for every shoe (declared)"),
    discarded_cards=Declared("pa:543.12(c)", (
        ("cards_to_discard_bucket", "the round's cards do not all go to the discard bucket"),),
        "every card on the layout goes to the discard bucket at the end of the round (no order required)"),
    refused={
        **_refuse("discard_rack_attached_on_top discard_rack_dealer_side", "pa:543.2(f)",
                  "a Midibaccarat table has a discard bucket, not a rack fixed to the table (A-10); state "
                  "discard_bucket_dealer_side and discard_bucket_where_approved"),
        **_refuse("idle_batch_in_shuffler batches_alternate_by_shoe discard_rack_one_batch opening_each_batch "
                  "shuffler_holds_one_batch shuffler_storage_approved batch_release_procedures_approved",
                  "pa:543.3(a)", "Midibaccarat has no two-batch automated shuffler (nothing like 541.3(b)): one set "
                                 "of 6 to 8 decks"),
        **_refuse("continuous_shuffler_approved continuous_shuffler_procedures_approved", "pa:543.7",
                  "Midibaccarat is dealt from a manual dealing shoe: the chapter has no continuous shuffler "
                  "(nothing like 541.15)"),
        **_refuse("decks_opened_at checked_at", "pa:543.3(b)",
                  "Midibaccarat replaces its decks after every shoe, not every 4 hours (nothing like 541.3(c)); "
                  "state new_decks_every_shoe"),
        **_refuse("players_kept_from_cards", "pa:543.9(c)(3)",
                  "Midibaccarat has no ban on players handling the cards (nothing like 541.9(d)): its squeeze hands "
                  "them to players"),
        **_refuse("dealers floorperson_other_tables", "pa:543.2",
                  "465a's staffing rules are carried, and checked, only for a Baccarat table under pa-631a@2013p"),
        **_refuse("cards_to_rack_in_order", "pa:543.12(c)",
                  "Midibaccarat's cards go to the discard bucket in no set order; state cards_to_discard_bucket"),
    },
)

BACCARAT = Chapter(
    game="Baccarat",
    rulesets=("pa-545@2010t", "pa-631a@2013p"),
    max_seats=14,
    min_seats=10,
    dealer_opposite=False,
    spread="columns",
    refused_shufflings={
        Shuffling.BATCH_SHUFFLER: ("pa:545.3(a)", "Baccarat has no two-batch automated shuffler: one set of 6 to 8 "
                                                  "decks, shuffled by the dealers (545.5(a))"),
        Shuffling.CONTINUOUS_SHUFFLER: ("pa:545.7(a)", "Baccarat is dealt from a manual dealing shoe: the chapter has "
                                                       "no continuous shuffler (nothing like 541.15)"),
    },
    discard=MIDIBACCARAT.discard,  # 545.2(e), as 543.2(f)
    deck_change=MIDIBACCARAT.deck_change,  # 545.3(b), as 543.3(b)
    discarded_cards=MIDIBACCARAT.discarded_cards,  # 545.12(c), as 543.12(c)
    refused={
        **_refuse("dealer_opposite_seats", "pa:545.2(a)",
                  "545.2(a) fixes only the seats, ten to 14, not where the dealers stand (a Baccarat table has "
                  "more than one dealer)"),
        **_refuse("dimensions_approved", "pa:545.2",
                  "545.2 has no clause on the table's dimensions (nothing like 541.2(b))"),
        **_refuse("discard_rack_attached_on_top discard_rack_dealer_side", "pa:545.2(e)",
                  "a Baccarat table has a discard bucket, not a rack fixed to the table; state "
                  "discard_bucket_dealer_side and discard_bucket_where_approved"),
        **_refuse("idle_batch_in_shuffler batches_alternate_by_shoe discard_rack_one_batch opening_each_batch "
                  "shuffler_holds_one_batch shuffler_storage_approved batch_release_procedures_approved",
                  "pa:545.3(a)", "Baccarat has no two-batch automated shuffler (nothing like 541.3(b)): one set of "
                                 "6 to 8 decks"),
        **_refuse("continuous_shuffler_approved continuous_shuffler_procedures_approved", "pa:545.7(a)",
                  "Baccarat is dealt from a manual dealing shoe: the chapter has no continuous shuffler (nothing "
                  "like 541.15)"),
        **_refuse("decks_opened_at checked_at", "pa:545.3(b)",
                  "Baccarat replaces its decks after every shoe, not every 4 hours (nothing like 541.3(c)); state "
                  "new_decks_every_shoe"),
        **_refuse("shuffle_left_feathered", "pa:545.5(a)",
                  "Baccarat has no check of a feathered stack after the shuffle (nothing like 541.5(b))"),
        **_refuse("players_kept_from_cards", "pa:545.9(c)",
                  "Baccarat has no ban on players handling the cards (nothing like 541.9(d)): a player, the "
                  "curator, deals them"),
        **_refuse("cards_to_rack_in_order", "pa:545.12(c)",
                  "Baccarat's cards go to the discard bucket in no set order; state cards_to_discard_bucket"),
    },
)

#: the game whose chapter each ruleset is
CHAPTERS: dict[str, Chapter] = {rid: ch for ch in (MINIBACCARAT, MIDIBACCARAT, BACCARAT) for rid in ch.rulesets}


_ODDS = re.compile(r"(?<![\d.])(\d+)\s+(to|for)\s+1(?![\d.])", re.IGNORECASE)


def tie_odds(phrase: str) -> frozenset[int]:
    """541.2(c)(3): the odds ``N`` (as in N to 1) a layout phrase states; "N for 1" is N - 1 to 1."""
    return frozenset(int(n) - (1 if w.lower() == "for" else 0) for n, w in _ODDS.findall(phrase))


def deck_change_due(d: TableDescription) -> Optional[datetime.datetime]:
    """541.3(c): when the decks opened at ``d.decks_opened_at`` must be changed at the latest (Minibaccarat; a
    Midibaccarat table changes them after every shoe, 543.3(b))."""
    return None if d.decks_opened_at is None else d.decks_opened_at + datetime.timedelta(hours=DECK_HOURS)


def _numbered(what: str, have: frozenset[int], seats: frozenset[int]) -> list[str]:
    missing, extra = seats - have, have - seats
    return ([f"no {what} for seat {_nums(missing)}"] if missing else []) + (
        [f"a {what} numbered {_nums(extra)}, which is no seat of the table"] if extra else [])


def _one_back(b: Batch) -> list[str]:
    out = [] if len(b.back_colours) == 1 else [f"backs of {len(b.back_colours)} colours, not one"]
    return out + ([] if len(b.back_designs) == 1 else [f"backs of {len(b.back_designs)} designs, not one"])


def _deck_set(b: Batch, which: str) -> list[str]:
    """541.3(a) for one set of decks: six to eight decks, one back colour and one back design."""
    count = [] if b.decks in DECKS else [f"{b.decks} decks, not 6 to 8"]
    return [f"{which}: {p}" for p in count + _one_back(b)]


def _cover(d: TableDescription) -> list[str]:
    return [] if d.cover_cards == COVER_CARDS else [f"{d.cover_cards} cover cards, not {COVER_CARDS}"]


def _seats(d: TableDescription, ch: Chapter) -> Verdict:
    seats = d.seat_numbers
    problems = _not((("no place for the dealer opposite the players' seats", d.dealer_opposite_seats),)) \
        if ch.dealer_opposite else []
    if not ch.min_seats <= len(seats) <= ch.max_seats:
        problems.append(f"{len(seats)} numbered seats, not {ch.min_seats} to {ch.max_seats}")
    twice = sorted({n for n in seats if seats.count(n) > 1})
    if twice:
        problems.append(f"seat number {_nums(twice)} used twice")
    if set(seats) != set(range(1, len(set(seats)) + 1)):
        problems.append(f"the seats are numbered {_nums(set(seats))}, not 1 to {len(set(seats))}")
    problems += _not((("seat 1 is not at the dealer's right with numbers rising counterclockwise (A-28)",
                       d.seats_counterclockwise_from_dealers_right),))
    where = "dealer opposite " if ch.dealer_opposite else ""
    return _verdict(problems, f"{where}{len(seats)} seats numbered 1 to {len(seats)} counterclockwise from the "
                              "dealer's right")


def _decks(d: TableDescription) -> dict[str, Verdict]:
    """541.3(a), (b), (b)(1)-(6) and the deck change (541.3(c) or 543.3(b))."""
    out: dict[str, Verdict] = {}
    ch = d.chapter
    sh = d.shuffling
    bs = d.batches
    batch = sh is Shuffling.BATCH_SHUFFLER
    not_batch = (Status.NOT_APPLICABLE, f"no two-batch automated shuffler (shuffling = {sh.value})")
    if sh not in ch.shufflings:
        out["pa:541.3(a)"] = (Status.FAIL, f"{ch.game} has no automated shuffler (shuffling = {sh.value})")
    elif batch:
        out["pa:541.3(a)"] = (Status.NOT_APPLICABLE, "two-batch automated shuffler: 541.3(b) applies")
    else:
        why = " (batches are for a two-batch shuffler)" if Shuffling.BATCH_SHUFFLER in ch.shufflings else ""
        one = [] if len(bs) == 1 else [f"{len(bs)} sets of decks, not one{why}"]
        deck_set = _deck_set(bs[0], "the decks") if len(bs) == 1 else []
        cover = [] if sh is Shuffling.CONTINUOUS_SHUFFLER else _cover(d)
        n = bs[0].decks if bs else 0
        out["pa:541.3(a)"] = _verdict(one + deck_set + cover, f"{n} decks of one back colour and design" + (
            "; no cover cards needed, the continuous shuffler replacing the cut (541.15)"
            if sh is Shuffling.CONTINUOUS_SHUFFLER else f" and {COVER_CARDS} cover cards"))
    if not batch:
        for c in ("pa:541.3(b)", "pa:541.3(b)(1)", "pa:541.3(b)(2)", "pa:541.3(b)(3)", "pa:541.3(b)(4)",
                  "pa:541.3(b)(5)", "pa:541.3(b)(6)"):
            out[c] = not_batch
    else:
        total = sum(b.decks for b in bs)
        b_problems = [] if len(bs) == 2 else [f"{len(bs)} batches, not 2"]
        if total not in BATCH_DECKS:
            b_problems.append(f"{total} decks in all, not 12 to 16")
        out["pa:541.3(b)"] = _verdict(b_problems, f"{total} decks in two batches")
        each = [p for i, b in enumerate(bs, 1) for p in _deck_set(b, f"batch {i}")] + _cover(d)
        out["pa:541.3(b)(1)"] = _verdict(each, f"each batch 6 to 8 decks of one back colour and design; "
                                               f"{COVER_CARDS} cover cards")
        sizes = sorted({b.decks for b in bs})
        out["pa:541.3(b)(2)"] = _verdict([] if len(bs) == 2 and len(sizes) == 1 else [
            f"batches of {', '.join(str(b.decks) for b in bs) or 'no'} decks, not two equal ones"],
            f"two batches of {sizes[0] if sizes else 0} decks")
        designs = [f"batch {i} has backs of {len(b.back_designs)} designs, not one"
                   for i, b in enumerate(bs, 1) if len(b.back_designs) != 1]
        colours = [] if len(bs) == 2 and not bs[0].back_colours & bs[1].back_colours else [
            "the two batches' backs are not of different colours"]
        out["pa:541.3(b)(3)"] = _verdict(designs + colours, "one back design a batch, the batches' colours differ")
        out["pa:541.3(b)(4)"] = _verdict(_not((("the batch not in play is not shuffled and held in the shuffler",
                                                 d.idle_batch_in_shuffler),)),
                                         "one batch in play, the other shuffled and held in the shuffler")
        out["pa:541.3(b)(5)"] = _verdict(_not((("the batches do not alternate shoe by shoe",
                                                 d.batches_alternate_by_shoe),)),
                                         "the batches alternate, each dealt for every other shoe")
        out["pa:541.3(b)(6)"] = _verdict(_not((("the discard rack may hold cards of both batches",
                                                 d.discard_rack_one_batch),)),
                                         "the discard rack holds one batch's cards at a time")
    out[ch.deck_change.clause] = ch.deck_change.verdict(d)
    return out


@one_finding_per_clause
@cites("pa:541.2", "pa:541.2(a)", "pa:541.2(b)", "pa:541.2(c)", "pa:541.2(c)(1)", "pa:541.2(c)(2)",
       "pa:541.2(c)(3)", "pa:541.2(c)(4)", "pa:541.2(c)(5)", "pa:541.2(d)", "pa:541.2(e)", "pa:541.2(f)",
       "pa:541.3(a)", "pa:541.3(b)", "pa:541.3(b)(1)", "pa:541.3(b)(2)", "pa:541.3(b)(3)", "pa:541.3(b)(4)",
       "pa:541.3(b)(5)", "pa:541.3(b)(6)", "pa:541.3(c)", "pa:541.4", "pa:541.4(a)", "pa:541.4(b)", "pa:541.4(c)",
       "pa:541.4(d)", "pa:541.5(b)", "pa:541.5(h)(2)(i)", "pa:541.5(h)(2)(ii)", "pa:541.7", "pa:541.9(d)",
       "pa:541.12(c)", "pa:541.13(b)", "pa:541.15", "pa:627a.2", "pa:627a.2(b)", "pa:627a.2(b)(7)",
       "pa:627a.2(b)(8)", "pa:627a.8(e)",
       "pa:543.2", "pa:543.2(a)", "pa:543.2(b)", "pa:543.2(c)", "pa:543.2(c)(1)", "pa:543.2(c)(2)",
       "pa:543.2(c)(3)", "pa:543.2(c)(4)", "pa:543.2(c)(5)", "pa:543.2(d)", "pa:543.2(e)", "pa:543.2(f)",
       "pa:543.3(a)", "pa:543.3(b)", "pa:543.4", "pa:543.4(a)", "pa:543.4(b)", "pa:543.4(c)", "pa:543.5(b)",
       "pa:543.7", "pa:543.12(c)", "pa:543.13(b)", "pa:629a.2", "pa:629a.2(b)", "pa:629a.2(b)(7)",
       "pa:629a.2(b)(8)",
       "pa:545.2", "pa:545.2(a)", "pa:545.2(b)", "pa:545.2(b)(1)", "pa:545.2(b)(2)", "pa:545.2(b)(3)",
       "pa:545.2(b)(4)", "pa:545.2(b)(5)", "pa:545.2(c)", "pa:545.2(d)", "pa:545.2(e)", "pa:545.3(a)", "pa:545.3(b)",
       "pa:545.4", "pa:545.4(a)", "pa:545.4(b)", "pa:545.4(c)", "pa:545.7(a)", "pa:545.12(c)", "pa:545.13(b)",
       "pa:631a.2", "pa:631a.2(b)", "pa:631a.2(b)(7)", "pa:631a.2(b)(8)", "pa:465a.9(c)(2)(i)", "pa:465a.35(b)(2)",
       "pa:465a.35(c)(1)(i)", "pa:465a.35(c)(1)(ii)", "pa:465a.35(c)(2)")
def check(d: TableDescription) -> list[Finding]:
    """One finding per checkable equipment clause of ``d``'s chapter and edition, in the order of the text, in its
    numbers."""
    rs = d.rules
    ch = d.chapter
    y2013 = d.edition_2013
    out: list[Finding] = []

    def add(clause: str, verdict: Verdict) -> None:
        local = _local(rs, clause)
        if local in rs:  # else a Minibaccarat provision the chapter does not have (541.9(d) in Midibaccarat)
            out.append(Finding(local, *verdict))

    seats = frozenset(d.seat_numbers)
    sh = d.shuffling
    add("pa:541.2(a)", _seats(d, ch))
    add("pa:541.2(b)", _verdict(_not((("the table's dimensions are not declared approved by the Bureau of Gaming "
                                       "Operations", d.dimensions_approved),)),
                                "dimensions approved by the Bureau of Gaming Operations (declared)"))
    by = "under 601a.10(a)" if y2013 else "by the Bureau of Gaming Operations"
    add("pa:541.2(c)", _verdict(_not(((f"the layout is not declared approved {by}", d.layout_approved),)),
                                f"layout approved {by} (declared); its contents are checked item by item"))
    add("pa:541.2(c)(1)", _verdict(_not((("no name or logo of the certificate holder on the layout",
                                          d.layout_logo),)), "the holder's name or logo on the layout"))
    missing = sorted(b.value for b in _MAIN_WAGERS - d.wager_areas)
    add("pa:541.2(c)(2)", _verdict([f"no area for the {', '.join(missing)} wager"] if missing else [],
                                   "areas for the Banker, Player and Tie wagers"))
    odds = tie_odds(d.tie_odds_phrase)
    if not odds:
        phrase = ["no phrase on the layout stating the Tie odds as 'N to 1' or 'N for 1'"]
    elif len(odds) > 1:
        phrase = [f"the layout states more than one Tie payout: {', '.join(f'{n} to 1' for n in sorted(odds))}"]
    else:
        least = _local(rs, "pa:541.13(b)").removeprefix("pa:")
        phrase = [f"the layout states {min(odds)} to 1, below the {MIN_TIE_ODDS} to 1 a Tie must pay ({least})"] \
            if min(odds) < MIN_TIE_ODDS else []
    add("pa:541.2(c)(3)", _verdict(phrase, f"the layout states the Tie pays {min(odds) if odds else 0} to 1"))
    if y2013 and d.ez_table:
        vig: Verdict = (Status.NOT_APPLICABLE, "an EZ Baccarat table: no vigorish is collected")
    elif y2013 and d.vig_collection is VigCollection.AT_PAYOUT:
        vig = (Status.NOT_APPLICABLE, "vigorish is collected when the win is paid")
    else:
        why = "" if y2013 else " (required whatever the collection option)"
        vig = _verdict(_numbered("vigorish box", d.vig_boxes, seats), f"a numbered vigorish box for every seat{why}")
    if not y2013:  # 2010: item (4); 2013: item (8), after (5) and (7)
        add("pa:541.2(c)(4)", vig)
    hands = sorted(h.value for h in set(Hand) - d.card_areas)
    add("pa:541.2(c)(5)", _verdict([f"no area for the cards of the {' and '.join(hands)} hand"] if hands else [],
                                   "an area for the cards of the Player's and the Banker's Hand"))
    if y2013:
        add("pa:627a.2(b)(7)", _verdict(_numbered("House Money area", d.house_money_areas, seats),
                                        "a House Money area for every seat") if d.house_money else
            (Status.NOT_APPLICABLE, "the House Money Wager is not offered"))
        add("pa:541.2(c)(4)", vig)
    if not d.marker_buttons:
        add("pa:541.2(d)", (Status.NOT_APPLICABLE, "no marker buttons are used to mark vigorish"))
    else:
        where = d.marker_button_storage
        store = {None: ["where the marker buttons are kept is not stated"],
                 MarkerStorage.OTHER: ["the marker buttons are kept neither in the float nor in a rack made for them"],
                 MarkerStorage.FLOAT: [],
                 MarkerStorage.RACK: _not((("their rack is not in front of the table inventory float container",
                                            d.marker_rack_in_front_of_float),))}[where]
        add("pa:541.2(d)", _verdict(store, "marker buttons kept in the table inventory float container"
                                    if where is MarkerStorage.FLOAT else "marker buttons kept in their rack, in front "
                                                                         "of the float container"))
    add("pa:541.2(e)", _verdict(_not((
        ("no drop box attached to the table", d.drop_box_attached),
        ("no tip box attached to the table", d.tip_box_attached),
        ("the boxes are not on the dealer's side", d.boxes_dealer_side),
        ("the boxes are not one on each side of the dealer", d.boxes_either_side_of_dealer),
        ("the boxes' places are not declared approved by the Bureau of Gaming Operations", d.boxes_where_approved))),
        "drop box and tip box attached on the dealer's side, one each side of the dealer, where approved"))
    add(ch.discard.clause, ch.discard.verdict(d))
    for c, v in _decks(d).items():
        add(c, v)
    add("pa:541.4(a)", _verdict(_not((
        ("the dealer does not sort and inspect each deck on its own, face down", d.opening_dealer_inspects_face_down),
        ("the floorperson does not verify the inspection", d.opening_floorperson_verifies))),
        "each deck sorted and inspected face down by the dealer, verified by the floorperson"))
    add("pa:541.4(b)", _verdict(_not(((f"the cards are not spread face up for the first player, in {ch.spread} by "
                                       "deck, suit and sequence", d.opening_spread_face_up),)),
                                f"spread face up for the first player, in {ch.spread} by deck, suit and sequence"))
    add("pa:541.4(c)", _verdict(_not((("the cards are not turned face down, washed and stacked",
                                       d.opening_washed_and_stacked),)), "turned face down, washed and stacked"))
    if sh is Shuffling.BATCH_SHUFFLER:
        add("pa:541.4(d)", _verdict(_not((("the decks of each batch are not opened under (a) to (c)",
                                           d.opening_each_batch),)), "every deck of both batches opened under (a)-(c)"))
    else:
        add("pa:541.4(d)", (Status.NOT_APPLICABLE, f"no two-batch automated shuffler (shuffling = {sh.value})"))
    if sh is Shuffling.MANUAL:
        add("pa:541.5(b)", _verdict(_not((("the shuffled stack is squared off before the floorperson can check it",
                                           d.shuffle_left_feathered),)), "the shuffled stack left feathered"))
    else:
        add("pa:541.5(b)", (Status.NOT_APPLICABLE, f"the dealer does not shuffle (shuffling = {sh.value})"))
    if sh is Shuffling.BATCH_SHUFFLER:
        add("pa:541.5(h)(2)(i)", _verdict(_not((
            ("the shuffler does not hold a single batch", d.shuffler_holds_one_batch),
            ("the shuffler's way of securing the batch is not declared approved by the Bureau of Gaming Operations",
             d.shuffler_storage_approved))), "a single batch held securely in the shuffler, as approved"))
        add("pa:541.5(h)(2)(ii)", _verdict(_not((
            ("the batch is not secured, released and made ready under procedures declared approved",
             d.batch_release_procedures_approved),)), "secured, released and made ready under approved procedures"))
    else:
        for c in ("pa:541.5(h)(2)(i)", "pa:541.5(h)(2)(ii)"):
            add(c, (Status.NOT_APPLICABLE, f"no two-batch automated shuffler (shuffling = {sh.value})"))
    if sh is Shuffling.CONTINUOUS_SHUFFLER and sh in ch.shufflings:
        add("pa:541.7", (Status.NOT_APPLICABLE, "a continuous shuffler deals in place of the manual shoe (541.15)"))
    else:
        add("pa:541.7", _verdict(_not((("the cards are not dealt from a manual dealing shoe made for the game",
                                        d.manual_dealing_shoe),)), "dealt from a manual dealing shoe"))
    verbs = "touch, handle, remove or alter" if y2013 else "handle, remove or alter"
    add("pa:541.9(d)", _verdict(_not(((f"players may {verbs} the cards", d.players_kept_from_cards),)),
                                f"no player may {verbs} the cards"))
    add(ch.discarded_cards.clause, ch.discarded_cards.verdict(d))
    if sh is Shuffling.CONTINUOUS_SHUFFLER:
        add("pa:541.15", _verdict(_not((
            ("the continuous shuffler is not declared approved by the Bureau of Gaming Laboratory Operations",
             d.continuous_shuffler_approved),
            ("its dealing and shuffling procedures are not declared approved",
             d.continuous_shuffler_procedures_approved))),
            "continuous shuffler and its procedures approved by the Bureau of Gaming Laboratory Operations"))
    else:
        add("pa:541.15", (Status.NOT_APPLICABLE, f"no continuous shuffler (shuffling = {sh.value})"))
    if STAFFING in rs:  # 631a: the 465a provisions on Baccarat that the 2013 Annex prints
        add("pa:465a.9(c)(2)(i)", (Status.NOT_APPLICABLE, "Baccarat is excepted from the one-camera rule"))
        add("pa:465a.35(b)(2)", _verdict([] if d.dealers >= MIN_DEALERS else [
            f"{d.dealers} dealers, not at least {MIN_DEALERS}"], f"{d.dealers} dealers"))
        others = d.floorperson_other_tables
        with_others = f"the floorperson also supervises {len(others)} other table{'s' * (len(others) > 1)} " \
                      f"({', '.join(others)})"
        add("pa:465a.35(c)(1)(i)", _verdict([f"{with_others}: Baccarat is outside the four-table span of (c)(1)"]
                                            if others else [], "not counted among four tables under (c)(1)"))
        add("pa:465a.35(c)(1)(ii)", (Status.NOT_APPLICABLE, "about Midibaccarat tables"))
        add("pa:465a.35(c)(2)", _verdict([with_others] if others else [],
                                         "the floorperson supervises this Baccarat table alone"))
    return out


# --- loading -------------------------------------------------------------------------------------


def _wagers(v: Any) -> frozenset[Bet]:
    bets = set_of(Bet, "wagers")(v)
    if Bet.HOUSE_MONEY in bets:
        raise ValueError("House Money areas are one a seat: list their seats as house_money_areas")
    return bets


def _seat_list(v: Any) -> tuple[int, ...]:
    if not isinstance(v, list) or any(not is_int(x) or x < 1 for x in v):
        raise ValueError(f"must be a list of seat numbers (whole numbers from 1), not {v!r}")
    return tuple(v)


def _seat_set(v: Any) -> frozenset[int]:
    return frozenset(_seat_list(v))


def _names(v: Any) -> frozenset[str]:
    if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
        raise ValueError(f"must be a list of names, not {v!r}")
    return frozenset(x.strip().lower() for x in v)


def _games(v: Any) -> tuple[str, ...]:
    if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
        raise ValueError(f"must be a list of the games of those tables, such as [\"Craps\"], not {v!r}")
    return tuple(x.strip() for x in v)


def _phrase(v: Any) -> str:
    if not isinstance(v, str):
        raise ValueError(f"must be the phrase as printed, such as \"Tie pays 8 to 1\", not {v!r}")
    return v


def _storage(v: Any) -> MarkerStorage:
    return _enum(MarkerStorage)(v)


def _ruleset(v: Any) -> str:
    if not isinstance(v, str) or v not in CHAPTERS or v not in spec.ruleset_ids():
        known = "; ".join(f"{ch.game}: {', '.join(ch.rulesets)}" for ch in (MINIBACCARAT, MIDIBACCARAT, BACCARAT))
        raise ValueError(f"unknown ruleset {v!r}; table descriptions are checked under {known}")
    return v


_BY_TYPE: dict[str, Callable[[Any], Any]] = {
    "bool": _bool,
    "int": _count,
    "str": _phrase,
    "Shuffling": _enum(Shuffling),
    "VigCollection": _enum(VigCollection),
    "tuple[int, ...]": _seat_list,
    "frozenset[int]": _seat_set,
    "frozenset[Bet]": _wagers,
    "frozenset[Hand]": set_of(Hand, "hands"),
    "frozenset[str]": _names,
    "tuple[str, ...]": _games,
    "Optional[MarkerStorage]": _storage,
    "Optional[datetime.datetime]": when,
}


def _parsers(cls: type) -> dict[str, tuple[str, Callable[[Any], Any]]]:
    """field -> (its 2010 clause, its parser)"""
    return {f.name: (str(f.metadata["clause"]), _BY_TYPE[str(f.type)]) for f in attrs.fields(cls)
            if str(f.type) in _BY_TYPE}


_PARSERS = {**_parsers(TableDescription), "ruleset": ("pa:541.2", _ruleset)}
_BATCH_PARSERS = _parsers(Batch)


def _batches(v: Any, rs: spec.Ruleset, problems: list[Problem]) -> tuple[Batch, ...]:
    """``[[batches]]``: each with ``decks``, ``back_colours`` and ``back_designs``."""
    clause = _local(rs, "pa:541.3(a)")
    if not isinstance(v, list) or not all(isinstance(x, Mapping) for x in v):
        problems.append(Problem("batches", clause, "must be an array of tables ([[batches]])"))
        return ()
    out = []
    for i, data in enumerate(v):
        kw: dict[str, Any] = {}
        for key, value in data.items():
            where = f"batches[{i}].{key}"
            if key not in _BATCH_PARSERS:
                problems.append(Problem(where, clause, "unknown key"))
                continue
            try:
                kw[key] = _BATCH_PARSERS[key][1](value)
            except ValueError as e:
                problems.append(Problem(where, clause, str(e)))
        out.append(Batch(**kw))
    return tuple(out)


def description_from_mapping(data: Mapping[str, Any], source: str = "") -> TableDescription:
    """Build a :class:`TableDescription` from parsed TOML; :class:`ConfigError` lists every problem, with its clause
    in the chapter's and the edition's numbers. A field only the other game has, or a shuffler the chapter does not
    provide for, is refused with the clause that says otherwise."""
    problems: list[Problem] = []
    rid = data.get("ruleset", DEFAULT_RULESET)
    known = isinstance(rid, str) and rid in CHAPTERS
    rs = spec.ruleset(rid if known else DEFAULT_RULESET)
    ch = CHAPTERS[rs.id]
    kw: dict[str, Any] = {}
    for key, value in data.items():
        if key == "game":
            if value != "baccarat":
                problems.append(Problem(key, _local(rs, "pa:541.2"), f"a {ch.game} description says game = "
                                                                     f"\"baccarat\", not {value!r}"))
            continue
        if key in ch.refused:
            clause, why = ch.refused[key]
            problems.append(Problem(key, _local(rs, clause), why))
            continue
        if key == "batches":
            kw[key] = _batches(value, rs, problems)
            continue
        if key not in _PARSERS:
            problems.append(Problem(key, _local(rs, "pa:541.2"), "unknown key"))
            continue
        clause, parse = _PARSERS[key]
        try:
            kw[key] = parse(value)
        except ValueError as e:
            problems.append(Problem(key, _local(rs, clause), str(e)))
    if known:  # (an unknown ruleset is the one problem reported)
        if kw.get("shuffling") in ch.refused_shufflings:
            clause, why = ch.refused_shufflings[kw["shuffling"]]
            problems.append(Problem("shuffling", _local(rs, clause), why))
        if rid != ch.rulesets[1]:
            successor = spec.ruleset(ch.rulesets[1])
            for key, clause, what in (("house_money", "pa:627a.7(a)(7)", "the House Money Wager"),
                                      ("ez_table", "pa:627a.2(b)(8)", "EZ Baccarat tables")):
                if kw.get(key):
                    problems.append(Problem(key, _local(successor, clause), f"{what}: a 2013 addition; {rs.id} has "
                                                                            "none"))
            for key, clause, what in (("dealers", STAFFING, "the staffing rule of 465a.35(b)(2)"),
                                      ("floorperson_other_tables", "pa:465a.35(c)(2)",
                                       "the floorperson's span of 465a.35(c)(2)")):
                if key in kw and clause in successor:
                    problems.append(Problem(key, clause, f"{what}: printed with the 2013 proposal; {rs.id} has "
                                                         "none"))
    opened, checked = kw.get("decks_opened_at"), kw.get("checked_at")
    if opened is not None and checked is not None and (opened.tzinfo is None) != (checked.tzinfo is None):
        problems.append(Problem("checked_at", _local(rs, "pa:541.3(c)"),
                                "decks_opened_at and checked_at both have a UTC offset, or neither"))
    if problems:
        raise ConfigError(problems, source)
    return TableDescription(**kw)


def load_description(path: str | Path) -> TableDescription:
    """Read a Minibaccarat, Midibaccarat or Baccarat table description; every unknown, refused or bad value is
    reported at once, with its clause."""
    return description_from_mapping(read_toml(path, "pa:541.2"), str(path))
