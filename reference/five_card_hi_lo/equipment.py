"""Five Card Hi-Lo equipment as described data, checked clause by clause: the table, its layout and the odds it shows,
the drop box, tip box and discard rack (663a.2), the cards and decks and how often they are changed (663a.3), the
opening of the table (663a.4), the counting shuffler, the recut, the idle table and the automatic reshuffling and
counting device (663a.5(b), (e)-(g)), the dealing shoes and the dealer's holding hand (663a.8(a), (c), 663a.9(a)(1),
(2), 663a.10(a)(1)), the discards (663a.11(l)) and a failed or broken device (663a.13(d), (f)).

``d``: a :class:`TableDescription`; ``rs``: its ruleset. An operator describes a Five Card Hi-Lo table in TOML
(``game = "five_card_hi_lo"``, ``ruleset = "pa-663a@2013p"``, the chapter's only edition); :func:`check` gives one
:class:`~croupier.reference.findings.Finding` per equipment clause (pass, fail, or not applicable when the table does
not use what the clause is about, such as the manual shoe at a table dealt from the hand), plus two clauses of other
kinds that the table's physical facts bear on: 663a.2(b) (administrative: the layout's approval, over its items) and
663a.3(a) (game: one deck of 52 cards, no joker, and one cover card). ``croupier equipment check FILE`` prints them.
The decks are listed card by card, suit by suit, with any joker found, so their composition is counted, not declared;
the layout's and the sign's odds are written as printed and compared, as ratios, with 663a.12(a), the elected Ante
Bonus paytable of 663a.12(b), the Tie paytable of 663a.12(c) and the elected Poker Bonus paytable of 663a.12(d); the
hours the decks have been on the table are compared exactly with 663a.3(c).

The description states the table's elections that bear on its equipment as facts, spelt as the profile spells them
and with the profile's enumerations (:mod:`croupier.reference.five_card_hi_lo.config`): ``dealing``, ``shuffling``,
``counting_shuffler``, ``preshuffled_decks``, ``cut_preshuffled``, ``decks``, ``ante_bonus_paytable``,
``tie_offered``, ``poker_bonus_offered`` and ``poker_bonus_paytable``; it is not compared with a separate profile. A
combination the profile refuses is refused here too, with the same clause
(:func:`croupier.reference.five_card_hi_lo.config.validate`): hand dealing without an automated card shuffling device
(663a.9(a)(1)) or with one that loads a shoe (663a.5(a)), two decks without an automated shuffler (663a.3(b)), a
counting shuffler with a manual shuffle (663a.5(b)), the Poker Bonus without a paytable (663a.12(d)). The same
combinations also fail their clauses in :func:`check`, for a description built in code.

Readings (the text is silent or loose; each is ours):

* An approval by a Bureau, an inspection or a dealing procedure cannot be seen in a description: the description
  declares it (a true-or-false fact), and a missing or false declaration fails.
* 663a.2(a): one to six betting positions, numbered 1 to n, each once (the profile's ``positions`` allows fewer than
  six); the text asks for no numbers, only places on one side with the dealer opposite.
* 663a.2(b)(2)-(6): the areas are listed by wager, position by position, and compared with the positions: an Ante
  and a Play area at each, a high and a low hand area at each. No area for the dealer's hands is required: the
  clause lists none (the spec's note), though 663a.10(b) and 663a.11(e) speak of one.
* 663a.2(b)(5), (6): where the Tie (the Poker Bonus) Wager is not offered, the layout shows no area for it (an area
  would invite a wager the table does not take), and the clause is otherwise not applicable.
* 663a.2(b)(7): each payout of a wager offered has its odds on the layout or on a sign at the table (one row may be
  on the layout and another on the sign), and every odds shown, on either, is the chapter's: the Ante and Play
  Wagers as one row, ``ante_and_play``, 1 to 1 (663a.12(a); the two share one result, 663a.11(g)); the three rows of
  the elected Ante Bonus paytable (663a.12(b): not a wager, but a payout on the Ante, so among the Ante's payout
  odds); where the Tie is offered, the three rows of 663a.12(c); where the Poker Bonus is offered, the nine rows of
  the elected paytable (663a.12(d)). Odds shown for a wager not offered, or a row the elected paytable lacks (paytable
  A's pair of 7s at a paytable B table), fail. There is no payout limit to show: the chapter sets no cap.
* 663a.2(b)(7): odds are compared as ratios and with their word: the Ante Bonus is printed "N for 1", every other
  row "N to 1", and a row must be shown with the chapter's word. Neither is turned into the other: what "for" pays on
  a bonus that has no stake of its own is the open question G-6 (the profile's ``ante_bonus_payment``), so a sign
  saying "1000 to 1" would settle by its wording what the chapter leaves open. Figures may be grouped with commas,
  as the seed prints "1,000 for 1".
* 663a.2(b)(7), 663a.12(c): the seed lost the Tie paytable's hand column, so its rows are named by place,
  ``tie_row_1`` to ``tie_row_3`` (4 to 1, 4 to 1, 20 to 1; G-7 reads the last as both totals matching), and only
  their odds are compared; what a sign says each row is for is not checked.
* 663a.2(c): where the Bureau of Casino Compliance approved another place for the tip box, a card shuffler or other
  equipment being in the way, the two boxes need not stand on either side of the dealer.
* 663a.3(a): a deck is the 52 cards of a standard pack, each once, and no joker (the spec's note: the 52 of
  663a.5(b), 663a.8(g), 663a.9(e), 663a.10(e); no rule gives a joker a value); exactly one cover card, the text's
  figure, at every table, two decks included: "except as provided in (b)" lifts the single deck, and the cover card
  still serves the cut of decks that arrive preshuffled (G-17). "Identical in appearance" holds within each deck.
* 663a.3(b): applies with ``decks = 2``, which needs an automated card shuffling device (every ``shuffling`` but
  manual, as the profile reads it); the backs' colours are listed with the decks and must differ (compared without
  case).
* 663a.3(c): the decks in use since ``decks_in_play_since``, checked at ``checked_at``: four hours where the dealer
  deals from his hand ((c)(1)), eight from a manual or an automated shoe ((c)(2)). Decks exactly four (eight) hours
  in play are still in time.
* 663a.4(d): applies with two decks (an automated shuffler being then in use). 663a.4(e) lifts (a) to (d): with
  ``preshuffled_decks`` they are not applicable and (e) passes; otherwise (e) is not applicable.
* 663a.5(b): applies where the table elects a counting shuffler (``counting_shuffler``), unless an automatic
  reshuffling and counting device sets aside (b) to (f) (663a.5(g)): the number of cards the device checks for is
  stated (``counting_shuffler_cards``) and must be the clause's 52, and the removal of a deck it finds wrong is
  declared.
* 663a.5(e): applies wherever a cut is made: a manual shuffle (663a.5(c)(2)), or decks that arrive preshuffled where
  the profile's reading ``cut_preshuffled`` (G-17) cuts them, unless an automatic reshuffling device sets aside (b)
  to (f). Who recuts is not said; read as the dealer, the only one who cuts under (d) (the spec's note).
* 663a.5(f): applies unless an automatic reshuffling device is in use. 663a.5(g) applies where the table elects one
  (``shuffling = "auto_reshuffler"``): its approval under 461a.4 is declared.
* 663a.8(a), (c) apply to a manual shoe, 663a.9(a)(1), (2) to dealing from the hand, 663a.10(a)(1) to an automated
  shoe, each by the dealing method the table elects (``dealing``).
* 663a.13(d): applies wherever an automated card shuffling device is in use (every ``shuffling`` but manual);
  663a.13(f) wherever an automated shuffler or an automated dealing shoe is.
* 663a.2, 663a.2(b), 663a.3, 663a.3(b), 663a.3(c) and 663a.4 are headings over their paragraphs: each gets its
  paragraphs' verdict (it fails when one of them fails), with its own requirement where it has one (663a.2(b): the
  layout's approval; 663a.3(b): two decks listed, with an automated shuffler), and is not applicable when none of
  its paragraphs applies. So every equipment clause has exactly one finding. 663a.5 and 663a.9(a) are headings of
  the game kind and are not reported.
"""

from __future__ import annotations

import datetime
import re
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Mapping, Optional

import attrs

from croupier import spec
from croupier.reference.cards import RANKS, SUITS, Card
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families import card_setting as family
from croupier.reference.families.table import positions as _positions, when as _when
from croupier.reference.findings import (Finding, Status, Verdict, approved_layout, clause_findings,
                                         every_equipment_clause_once, format_report, odds_shown)
from croupier.reference.findings import fact as _f, not_applicable as _na, unmet as _not, verdict as _verdict
from croupier.reference.five_card_hi_lo.config import (BASE, AnteBonusPaytable, Dealing, PokerBonusPaytable,
                                                       Shuffling, TableConfig, validate)
from croupier.reference.money import parse_odds
from croupier.reference.parsing import boolean as _bool, count as _count, one_of as _enum, named_table, printed_odds
from croupier.spec.citations import cites

__all__ = ["ANTE_AND_PLAY", "ANTE_BONUS", "ANTE_PLAY_ODDS", "DECK_CARDS", "Deck", "Finding", "HEADINGS",
           "POKER_BONUS", "Quote", "RULESETS", "ROWS", "Status", "TIE", "TableDescription", "check",
           "covered_elsewhere", "description_from_mapping", "format_report", "load_description"]

#: the editions a description may name: the 2013 proposal only
RULESETS: tuple[str, ...] = (BASE,)
_RS = spec.ruleset(BASE)
#: 663a.2(a): the most betting positions
MAX_POSITIONS = int(_RS["pa:663a.2(a)"].numbers["max_positions"])
#: 663a.3(a): the decks (unless (b) applies) and the cover cards
DECKS = int(_RS["pa:663a.3(a)"].numbers["decks"])
COVER_CARDS = int(_RS["pa:663a.3(a)"].numbers["cover_cards"])
#: 663a.3(b): the decks of a table with an automated shuffler that uses two
TWO_DECKS = int(_RS["pa:663a.3(b)"].numbers["decks"])
#: 663a.5(b): the cards of a whole deck, which a counting shuffler checks for
DECK_SIZE = int(_RS["pa:663a.5(b)"].numbers["cards"])
#: 663a.3(a): the cards of a deck, a standard pack with no joker (DECK_SIZE of them)
DECK_CARDS: frozenset[Card] = frozenset(Card(r, s) for r in range(1, len(RANKS) + 1) for s in SUITS)
#: 663a.3(c)(1), (2): the longest a deck stays in play dealt from the hand, and from a shoe
HAND_HOURS = int(_RS["pa:663a.3(c)(1)"].numbers["max_hours"])
SHOE_HOURS = int(_RS["pa:663a.3(c)(2)"].numbers["max_hours"])
#: the headings checked through their paragraphs (each finding is its paragraphs' verdict, with its own where it has
#: one), innermost first
HEADINGS: tuple[str, ...] = ("pa:663a.2(b)", "pa:663a.2", "pa:663a.3(b)", "pa:663a.3(c)", "pa:663a.3", "pa:663a.4")


@attrs.frozen(order=True)
class Quote:
    """Odds as printed: what one unit wins (``ratio``) and the word between the figures, ``"to"`` or ``"for"``
    (663a.12(b) prints "for", the rest of 663a.12 "to")."""

    ratio: Fraction
    word: str = "to"

    def __str__(self) -> str:
        return f"{self.ratio.numerator} {self.word} {self.ratio.denominator}"


_QUOTE = re.compile(r"^\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)\s+(to|for)\s+([0-9]+)\s*$")


def _quote(text: str) -> Quote:
    """``"1,000 for 1"`` or ``"4 to 1"`` as a :class:`Quote`; anything else is a ``ValueError``."""
    m = _QUOTE.match(text)
    if not m:
        raise ValueError(f"not payout odds 'N to M' or 'N for M': {text!r}")
    return Quote(parse_odds(f"{m.group(1).replace(',', '')} to {m.group(3)}").ratio, m.group(2))


def _rows(cid: str, prefix: str, name: str) -> dict[str, Quote]:
    """The rows of one paytable of clause ``cid`` (its ``numbers`` keys that start with ``prefix``), each named
    ``name`` followed by the key without its prefix."""
    return {name + k.removeprefix(prefix): _quote(v) for k, v in _RS[cid].numbers.items() if k.startswith(prefix)}


#: 663a.12(a): the Ante and Play Wagers' odds, shown as one row under this name
ANTE_AND_PLAY = "ante_and_play"
ANTE_PLAY_ODDS: Quote = _quote(_RS["pa:663a.12(a)"].numbers["payout"])
#: 663a.12(b): the three rows of each Ante Bonus paytable, by the name they are shown under
ANTE_BONUS: dict[AnteBonusPaytable, dict[str, Quote]] = {
    t: _rows("pa:663a.12(b)", t.value.lower() + "_", "ante_bonus_") for t in AnteBonusPaytable}
#: 663a.12(c): the Tie paytable's three rows, named by place (the seed lost their hands; G-7)
TIE: dict[str, Quote] = _rows("pa:663a.12(c)", "", "tie_")
#: 663a.12(d): the nine rows of each Poker Bonus paytable, by the name they are shown under
POKER_BONUS: dict[PokerBonusPaytable, dict[str, Quote]] = {
    t: _rows("pa:663a.12(d)", t.value.lower() + "_", "poker_bonus_") for t in PokerBonusPaytable
    if t is not PokerBonusPaytable.NONE}
#: every row name a layout or a sign may show, in the order of 663a.12
ROWS: tuple[str, ...] = tuple(dict.fromkeys([ANTE_AND_PLAY, *(k for t in ANTE_BONUS.values() for k in t), *TIE,
                                             *(k for t in POKER_BONUS.values() for k in t)]))

#: 663a.2(b)(7): odds as shown on the layout or the sign, as (the row's name, the odds), sorted by name
Payouts = tuple[tuple[str, Quote], ...]


@attrs.frozen(kw_only=True)
class Deck:
    """663a.3(a): one deck as found at the table after the opening, card by card: the cards, any jokers found, and the
    colour of its backs ("" when not stated; 663a.3(b)(1))."""

    back: str = ""
    cards: tuple[Card, ...] = ()
    jokers: int = 0


@attrs.frozen(kw_only=True)
class TableDescription(family.CardTable):
    """A Five Card Hi-Lo table as its owner describes it: every field is a fact a clause asks about (metadata
    ``clause``); the elections carry the clause of the profile's option."""

    ruleset: str = _f("pa:663a.2", BASE)
    # --- the table's elections, as the profile spells them
    dealing: Dealing = _f("pa:663a.5(c)(1)", Dealing.MANUAL_SHOE)
    shuffling: Shuffling = _f("pa:663a.5(a)", Shuffling.MANUAL)
    counting_shuffler: bool = _f("pa:663a.5(b)")
    preshuffled_decks: bool = _f("pa:663a.4(e)")  #: preinspected and preshuffled under 603a.16(u) or (v)
    cut_preshuffled: bool = _f("pa:663a.5(c)", True)  #: the profile's reading of G-17
    decks: int = _f("pa:663a.3(b)", DECKS)
    ante_bonus_paytable: AnteBonusPaytable = _f("pa:663a.12(b)", AnteBonusPaytable.PAYTABLE_A)
    tie_offered: bool = _f("pa:663a.7(e)(1)")
    poker_bonus_offered: bool = _f("pa:663a.7(e)(2)")
    poker_bonus_paytable: PokerBonusPaytable = _f("pa:663a.12(d)", PokerBonusPaytable.NONE)
    # --- 663a.2(a), (b): the table and its layout
    betting_positions: tuple[int, ...] = _f("pa:663a.2(a)", ())  #: numbered 1 to n
    dealer_opposite_positions: bool = _f("pa:663a.2(a)")  #: the positions along one side, the dealer on the other
    layout_approved: bool = _f("pa:663a.2(b)")  #: by the Bureau of Gaming Operations under 601a.10(a)
    layout_logo: bool = _f("pa:663a.2(b)(1)")
    ante_areas: frozenset[int] = _f("pa:663a.2(b)(2)", frozenset())  #: the positions with an Ante Wager area
    play_areas: frozenset[int] = _f("pa:663a.2(b)(3)", frozenset())  #: the positions with a Play Wager area
    high_hand_areas: frozenset[int] = _f("pa:663a.2(b)(4)", frozenset())
    low_hand_areas: frozenset[int] = _f("pa:663a.2(b)(4)", frozenset())
    tie_areas: frozenset[int] = _f("pa:663a.2(b)(5)", frozenset())
    poker_bonus_areas: frozenset[int] = _f("pa:663a.2(b)(6)", frozenset())
    layout_payouts: Payouts = _f("pa:663a.2(b)(7)", ())
    sign_payouts: Payouts = _f("pa:663a.2(b)(7)", ())  #: the sign at the table; empty: no sign
    # --- 663a.2(c), (d): the boxes and the discard rack
    drop_box_attached: bool = _f("pa:663a.2(c)")
    tip_box_attached: bool = _f("pa:663a.2(c)")
    boxes_dealer_side: bool = _f("pa:663a.2(c)")
    boxes_either_side_of_dealer: bool = _f("pa:663a.2(c)")
    boxes_where_approved: bool = _f("pa:663a.2(c)")  #: by the Bureau of Casino Compliance under 601a.10(g)
    tip_box_elsewhere_approved: bool = _f("pa:663a.2(c)")  #: another place approved, equipment being in the way
    discard_rack_attached_on_top: bool = _f("pa:663a.2(d)")  #: securely
    discard_rack_dealer_side: bool = _f("pa:663a.2(d)")
    # --- 663a.3: the cards
    deck: tuple[Deck, ...] = _f("pa:663a.3(a)", ())  #: the decks as found, one [[deck]] table each
    cards_identical_in_appearance: bool = _f("pa:663a.3(a)")  #: within each deck
    cover_cards: int = _f("pa:663a.3(a)", 0)
    decks_same_design: bool = _f("pa:663a.3(b)(1)")
    idle_deck_in_shuffler: bool = _f("pa:663a.3(b)(2)")  #: shuffled and kept there while the other is in play
    decks_alternate_each_round: bool = _f("pa:663a.3(b)(3)")
    discard_rack_one_deck: bool = _f("pa:663a.3(b)(4)")  #: never cards of both decks in the rack
    decks_in_play_since: Optional[datetime.datetime] = _f("pa:663a.3(c)", None)
    checked_at: Optional[datetime.datetime] = _f("pa:663a.3(c)", None)  #: when the description is checked
    # --- 663a.4: the opening
    opening_dealer_inspects: bool = _f("pa:663a.4(a)")  #: for defects, on receiving the decks
    opening_floorperson_verifies: bool = _f("pa:663a.4(a)")
    opening_spread_face_up: bool = _f("pa:663a.4(b)")  #: for the first player: fan columns by deck, suit, in order
    opening_washed_stacked_shuffled: bool = _f("pa:663a.4(c)")
    opening_each_deck_apart: bool = _f("pa:663a.4(d)")
    # --- 663a.5: the counting shuffler, the recut, the idle table, the reshuffler
    counting_shuffler_cards: int = _f("pa:663a.5(b)", 0)  #: the number of cards the counting shuffler checks for
    wrong_count_deck_removed: bool = _f("pa:663a.5(b)")  #: a deck the counting shuffler finds wrong leaves the table
    recut_when_ordered: bool = _f("pa:663a.5(e)")  #: by a floorperson or above, before any card is dealt
    idle_cards_spread: bool = _f("pa:663a.5(f)")  #: from the shoe and the rack, face down (face up if asked)
    idle_washed_stacked_shuffled: bool = _f("pa:663a.5(f)")  #: then 663a.4(c) and 663a.5
    auto_reshuffler_approved: bool = _f("pa:663a.5(g)")  #: by the Bureau of Gaming Laboratory Operations, 461a.4
    # --- 663a.8(a), (c), 663a.9(a), 663a.10(a), 663a.11(l): the dealing
    shoe_where_approved: bool = _f("pa:663a.8(a)")  #: by the Bureau of Casino Compliance under 601a.10(g)
    shoe_loaded_after_shuffle: bool = _f("pa:663a.8(a)")  #: by the dealer or an automated shuffler
    cards_drawn_with_nearer_hand: bool = _f("pa:663a.8(c)")  #: and placed with the other hand
    deck_held_in_one_hand_over_inventory: bool = _f("pa:663a.9(a)(2)")  #: the same hand all round, over the inventory
    automated_shoe_loaded_after_shuffle: bool = _f("pa:663a.10(a)(1)")
    discards_in_order: bool = _f("pa:663a.11(l)")  #: so that each hand can be rebuilt
    # --- 663a.13(d), (f): failed and broken devices
    shuffler_failure_reshuffled: bool = _f("pa:663a.13(d)")
    broken_device_covered_or_signed: bool = _f("pa:663a.13(f)")  #: before any other way of shuffling or dealing



@cites("pa:663a.2(a)", "pa:663a.2(b)", "pa:663a.2(b)(1)", "pa:663a.2(b)(2)", "pa:663a.2(b)(3)", "pa:663a.2(b)(4)",
       "pa:663a.2(b)(5)", "pa:663a.2(b)(6)", "pa:663a.2(c)", "pa:663a.2(d)")
def _table(d: TableDescription) -> dict[str, Verdict]:
    """663a.2(a), (b)(1)-(6), (c), (d): the positions and the dealer's place, the layout's approval, logo and areas,
    the drop and tip boxes, the discard rack."""
    out: dict[str, Verdict] = {"pa:663a.2(a)": family.places(d, MAX_POSITIONS)}
    out["pa:663a.2(b)"], out["pa:663a.2(b)(1)"] = approved_layout(d)
    seats = d.positions
    out["pa:663a.2(b)(2)"] = _verdict(family.areas("663a", "Ante Wager area", d.ante_areas, seats),
                                      "an Ante Wager area at every position")
    out["pa:663a.2(b)(3)"] = _verdict(family.areas("663a", "Play Wager area", d.play_areas, seats),
                                      "a Play Wager area at every position")
    out["pa:663a.2(b)(4)"] = _verdict(
        family.areas("663a", "high hand area", d.high_hand_areas, seats)
        + family.areas("663a", "low hand area", d.low_hand_areas, seats),
        "a high and a low hand area at every position")
    out["pa:663a.2(b)(5)"] = family.optional_areas("663a", "Tie Wager", d.tie_offered, d.tie_areas, seats)
    out["pa:663a.2(b)(6)"] = family.optional_areas("663a", "Poker Bonus Wager", d.poker_bonus_offered,
                                                   d.poker_bonus_areas, seats)
    out["pa:663a.2(c)"], out["pa:663a.2(d)"] = family.boxes_and_rack(d)
    return out


def _offered(d: TableDescription) -> tuple[dict[str, tuple[Quote, str]], list[str]]:
    """663a.12: the rows the table pays (name -> (the odds, where they come from)), and the elections that leave a
    wager offered without a paytable."""
    want: dict[str, tuple[Quote, str]] = {ANTE_AND_PLAY: (ANTE_PLAY_ODDS, "663a.12(a)")}
    table = d.ante_bonus_paytable
    want.update({k: (q, f"663a.12(b), paytable {table.value}") for k, q in ANTE_BONUS[table].items()})
    if d.tie_offered:
        want.update({k: (q, "663a.12(c)") for k, q in TIE.items()})
    problems: list[str] = []
    if d.poker_bonus_offered:
        poker = d.poker_bonus_paytable
        if poker is PokerBonusPaytable.NONE:
            problems.append("the Poker Bonus Wager is offered with no paytable elected (poker_bonus_paytable, "
                            "663a.12(d))")
        else:
            want.update({k: (q, f"663a.12(d), paytable {poker.value}") for k, q in POKER_BONUS[poker].items()})
    return want, problems


def _not_paid(d: TableDescription, name: str) -> str:
    """Why the table pays no odds under row ``name``."""
    if name in TIE:
        return "the Tie Wager is not offered"
    if not d.poker_bonus_offered:
        return "the Poker Bonus Wager is not offered"
    return f"not a row of Poker Bonus paytable {d.poker_bonus_paytable.value}"


@cites("pa:663a.2(b)(7)", "pa:663a.12(a)", "pa:663a.12(b)", "pa:663a.12(c)", "pa:663a.12(d)")
def _payouts(d: TableDescription) -> dict[str, Verdict]:
    """663a.2(b)(7): the odds of every payout of a wager offered, on the layout or the sign, each as 663a.12 sets
    it, and no odds for a wager or a row the table does not pay."""
    want, problems = _offered(d)
    layout, sign = dict(d.layout_payouts), dict(d.sign_payouts)
    problems += odds_shown(want, layout, sign)
    for where, shown in (("layout", layout), ("sign", sign)):
        problems += [f"the {where} shows odds for {k} ({shown[k]}), but {_not_paid(d, k)}"
                     for k in ROWS if k in shown and k not in want]
    on = {w: sum(k in s for k in want) for w, s in (("layout", layout), ("sign", sign))}
    return {"pa:663a.2(b)(7)": _verdict(problems, f"the {len(want)} rows the table pays, as 663a.12 sets them "
                                                  f"({on['layout']} on the layout, {on['sign']} on the sign)")}


@cites("pa:663a.3(a)")
def _composition(d: TableDescription) -> list[str]:
    """663a.3(a): each listed deck against the 52 cards of a standard pack, each once, and no joker."""
    return family.composition(d.deck, DECK_CARDS, "", lambda name, deck: [
        f"{name} holds {deck.jokers} joker{'s' * (deck.jokers != 1)}: the deck has none"] if deck.jokers else [])


@cites("pa:663a.3(a)", "pa:663a.3(b)", "pa:663a.3(b)(1)", "pa:663a.3(b)(2)", "pa:663a.3(b)(3)", "pa:663a.3(b)(4)",
       "pa:663a.3(c)(1)", "pa:663a.3(c)(2)")
def _cards(d: TableDescription) -> dict[str, Verdict]:
    """663a.3: one deck of 52 cards with one cover card, or two decks with an automated shuffler; the decks changed
    every four hours dealt from the hand, every eight from a shoe."""
    n = len(d.deck)
    return family.cards(d, "663a", _composition(d), DECKS, TWO_DECKS, COVER_CARDS,
                        f"{n} deck{'s' * (n != 1)} of {DECK_SIZE} cards, no joker; {d.cover_cards} cover card",
                        d.dealing is Dealing.HAND, HAND_HOURS, SHOE_HOURS)


@cites("pa:663a.4(a)", "pa:663a.4(b)", "pa:663a.4(c)", "pa:663a.4(d)", "pa:663a.4(e)")
def _opening(d: TableDescription) -> dict[str, Verdict]:
    """663a.4: the decks inspected and verified, spread for the first player, then washed, stacked and shuffled; two
    decks each apart; preinspected, preshuffled decks skip (a) to (d)."""
    return family.opening(d, "663a", TWO_DECKS, _verdict(_not((
        ("the cards are not spread face up for the first player in fan columns by deck, suit and order",
         d.opening_spread_face_up),)), "the cards spread face up for the first player"))


@cites("pa:663a.5(b)", "pa:663a.5(c)", "pa:663a.5(e)", "pa:663a.5(f)", "pa:663a.5(g)", "pa:663a.13(d)",
       "pa:663a.13(f)")
def _shuffling(d: TableDescription) -> dict[str, Verdict]:
    """663a.5(b), (e)-(g), 663a.13(d), (f): the counting shuffler, the recut, the idle table, the automatic
    reshuffling and counting device, a failed shuffle and a broken device."""
    out: dict[str, Verdict] = {}
    rsd = "an automatic reshuffling and counting device: 663a.5(g) sets aside (b) to (f)"
    if d.reshuffler:
        out["pa:663a.5(b)"] = _na(rsd)
    elif d.counting_shuffler:
        count = [] if d.automated_shuffler else ["a counting shuffler is an automated card shuffling device, not "
                                                 "shuffling = manual"]
        count += [] if d.counting_shuffler_cards == DECK_SIZE else [
            f"the counting shuffler checks for {d.counting_shuffler_cards} cards, not {DECK_SIZE}"]
        count += _not((("a deck the counting shuffler finds wrong is not declared removed from the table",
                        d.wrong_count_deck_removed),))
        out["pa:663a.5(b)"] = _verdict(count, f"the shuffler checks for {DECK_SIZE} cards; a wrong deck is removed")
    else:
        out["pa:663a.5(b)"] = _na("no counting shuffler (counting_shuffler = false)")
    out["pa:663a.5(e)"] = family.recut(
        d, d.shuffling is Shuffling.MANUAL or (d.preshuffled_decks and d.cut_preshuffled), rsd,
        f"no cut: the cards are shuffled by an automated shuffler ({d.shuffling.value}, 663a.5(c)(1))"
        + (" and the preshuffled decks are dealt uncut (cut_preshuffled)" if d.preshuffled_decks else ""))
    out["pa:663a.5(f)"] = family.idle_table(d, rsd)
    out["pa:663a.5(g)"] = _verdict(_not((("the automatic reshuffling and counting device is not declared approved "
                                          "under 461a.4", d.auto_reshuffler_approved),)),
                                   "an approved automatic reshuffling and counting device") \
        if d.reshuffler else _na(f"no automatic reshuffling device (shuffling = {d.shuffling.value})")
    out.update(family.failed_devices(d, "pa:663a.13(d)", "pa:663a.13(f)", d.dealing is Dealing.AUTOMATED_SHOE))
    return out


@cites("pa:663a.5(a)", "pa:663a.8(a)", "pa:663a.8(c)", "pa:663a.9(a)(1)", "pa:663a.9(a)(2)", "pa:663a.10(a)(1)",
       "pa:663a.11(l)")
def _dealing(d: TableDescription) -> dict[str, Verdict]:
    """663a.8(a), (c), 663a.9(a)(1), (2), 663a.10(a)(1), 663a.11(l): the shoe or the dealer's hand the table elects,
    and the discards kept in order."""
    how = f"dealing = {d.dealing.value}"
    manual = d.dealing is Dealing.MANUAL_SHOE
    out = family.dealing_devices(d, "663a", how, manual, d.dealing is Dealing.HAND,
                                 d.dealing is Dealing.AUTOMATED_SHOE, d.shuffling is Shuffling.SHUFFLER_LOADS_SHOE,
                                 "pa:663a.11(l)")
    out["pa:663a.8(c)"] = _verdict(_not((
        ("the cards are not drawn with the dealer's hand nearer the shoe and placed with the other",
         d.cards_drawn_with_nearer_hand),)), "drawn with the hand nearer the shoe, placed with the other") \
        if manual else _na(f"no manual dealing shoe ({how})")
    return out


@every_equipment_clause_once
@cites(*HEADINGS)
def check(d: TableDescription) -> list[Finding]:
    """One finding per equipment clause (and 663a.2(b), 663a.3(a)), in the order of the text; a heading gets its
    paragraphs' verdict."""
    return clause_findings(d, (_table, _payouts, _cards, _opening, _shuffling, _dealing), HEADINGS)


def covered_elsewhere(rid: str) -> frozenset[str]:
    """The equipment and administrative clauses of edition ``rid`` that :func:`check` does not report: none."""
    return frozenset()


# --- loading -------------------------------------------------------------------------------------


_parse_quote = printed_odds(_quote, '"4 to 1" or "1,000 for 1"')


def _payout_table(v: Any) -> Payouts:
    return named_table(v, ROWS, _parse_quote, "663a.12", "row", "rows")


_BY_TYPE: dict[str, Callable[[Any], Any]] = {
    "bool": _bool, "int": _count, "Dealing": _enum(Dealing), "Shuffling": _enum(Shuffling),
    "AnteBonusPaytable": _enum(AnteBonusPaytable), "PokerBonusPaytable": _enum(PokerBonusPaytable),
    "tuple[int, ...]": _positions, "frozenset[int]": lambda v: frozenset(_positions(v)),
    "Payouts": _payout_table,
    "Optional[datetime.datetime]": _when,
}
#: the fields whose values are read otherwise than their type's
_BY_NAME: dict[str, Callable[[Any], Any]] = {"decks": family.deck_count(DECKS, TWO_DECKS)}
#: field -> (its clause, its parser)
_PARSERS = family.field_parsers(TableDescription, _BY_TYPE, _BY_NAME)


def _deck(v: Mapping[str, Any], where: str, problems: list[Problem]) -> Deck:
    """One ``[[deck]]`` table: ``back``, ``jokers`` (any found) and for each suit (S, H, D, C) the ranks found, such
    as "A 2 3 4 5 6 7 8 9 10 J Q K"."""
    return family.deck_table(v, where, problems, "pa:663a.3(a)", "pa:663a.3(b)(1)", {"jokers": "pa:663a.3(a)"}, Deck)


def _deck_list(v: Any, problems: list[Problem]) -> tuple[Deck, ...]:
    return family.deck_list(v, problems, "pa:663a.3(a)", _deck)


#: the elections the profile's validation reads, by their TableConfig name; the positions are not compared (663a.2(a)
#: is a finding here)
_ELECTIONS = ("dealing", "shuffling", "counting_shuffler", "preshuffled_decks", "cut_preshuffled", "decks",
              "ante_bonus_paytable", "tie_offered", "poker_bonus_offered", "poker_bonus_paytable")


def _refused(d: TableDescription) -> list[Problem]:
    """The combinations of elections the profile refuses
    (:func:`croupier.reference.five_card_hi_lo.config.validate`)."""
    return family.refused_elections(d, TableConfig, validate, _ELECTIONS)


def description_from_mapping(data: Mapping[str, Any], source: str = "") -> TableDescription:
    """Build a :class:`TableDescription` from parsed TOML; :class:`ConfigError` lists every problem, each with its
    clause, and every combination of elections the profile refuses."""
    return family.description(data, source, TableDescription, _refused, game="five_card_hi_lo", title="Five Card Hi-Lo",
                              clause="pa:663a.2", rulesets=RULESETS, parsers=_PARSERS, lists={"deck": _deck_list})


def load_description(path: str | Path) -> TableDescription:
    """Read a Five Card Hi-Lo table description; every unknown or bad value, and every combination of elections the
    profile refuses, is reported at once, with its clause."""
    return description_from_mapping(read_toml(path, "pa:663a.2"), str(path))
