"""Spanish 21 equipment as described data, checked clause by clause: the table, layout, drop and tip boxes, card
reader, discard rack and sign (551.1 Card reader device, 551.2), the decks (551.3(a)), the opening of the table
(551.4), the cut and the idle table (551.5(b), (c), (f), (h)), chips and verbal cash wagers (551.6(e), 551.7(c)), the
shoe and the dealer's procedures (551.8(a), (b), (i), (j)(1), (j)(2), (k)) and the automated shufflers (551.15,
551.16(j), (k)).

``d``: a :class:`TableDescription`; ``rs``: its ruleset. An operator describes a Spanish 21 table in TOML (``game =
"spanish21"``, ``ruleset`` ``pa-551@2010t`` or ``pa-551@2013p``); :func:`check` gives one
:class:`~croupier.reference.findings.Finding` per equipment clause of the edition (pass, fail, or not applicable
when the table does not use what the clause is about, such as the batch shuffler's rules at a table shuffled by
hand), plus 551.2(b) (the layout's approval) and 551.3(a) (the decks); ``croupier equipment check FILE`` prints them.
The 2013 edition changes only the double down (635a.10(a)), so both editions have the same equipment clauses, in
the same numbers. The decks are listed card by card, so their composition is counted, not declared; the layout's
odds are written as printed and compared with the odds the chapter sets (551.2(c), 551.6(f), (g), 551.7(e)).

The description states the table's own elections (``mtd_offered``, ``shuffling``, the decks and the positions) as
facts, spelt as the profile spells them (:mod:`croupier.reference.spanish21.config`); like the Baccarat and Pai Gow
descriptions it is not compared with a separate profile. The facts that depend on one another are checked
together: the discard rack against the number of decks listed, the Match-The-Dealer odds against the floors for
that number (551.7(e)), the areas against the positions and against ``mtd_offered``. 551.14 (how many adjacent
boxes one player may bet) is an election of the profile, checked there (:func:`covered_elsewhere`).

Readings (the text is silent or loose; each is ours):

* An approval by the Bureau of Gaming Operations, an inspection or a dealing procedure cannot be seen in a
  description: the description declares it (a true-or-false fact), and a missing or false declaration fails.
* 551.2(b)(2): one to seven positions, numbered from the dealer's left 1 to n, each once (the model's numbering,
  :mod:`croupier.reference.spanish21.state`; the text asks for no numbers, only a separate area per position).
* 551.2(b)(2)(ii), (c)(5), (g)(2): the Match-The-Dealer Wager is the holder's to offer ((c)(5) says "if offered").
  Where it is offered every position has its area and its odds are shown on the layout or the sign; where it is
  not, the table shows no area and no odds for it (an area would invite a wager the table does not take), and the
  clauses are otherwise not applicable.
* 551.2(c)(1)-(4): the layout's odds are compared as ratios with the chapter's numbers ("6 to 4" states 3 to 2);
  (c)(4) asks for the odds of every win of 551.6(f) (a Blackjack, every other win) and of the seven hands of
  551.6(g) (:data:`PAYOUTS`), exactly those odds. The fixed awards of 551.6(h) need not be shown.
* 551.2(c)(5), (g)(2), 551.7(e): odds shown for the Match-The-Dealer Wager are no lower than the floors for the
  number of decks listed; when both the layout and the sign show them they agree.
* 551.2(e): the daily inspection by the table's floorperson is declared (there is no clock for "the beginning of
  the gaming day"); 551.1's card reader device is an attached device that tells the dealer whether he holds a
  Blackjack.
* 551.2(f)(1), (2): the rack's height and its mark are measured in decks (the height of that many decks' cards
  stacked), and compared exactly with the number of decks listed: a rack as tall as the stack meets (1), a taller
  one meets (2) when a distinct, visible mark stands exactly at the stack's height; the alternative not taken is
  not applicable. A rack shorter than the stack fails (f) and (f)(1).
* 551.3(a): the decks listed are those of the shoe, each after the opening inspection: exactly the 48 cards of a
  deck without its four 10s. A batch shuffler's stored batch is opened in the same way and is not listed (the
  chapter sets no rule of its own for it). At least one cutting card, except at a continuous shuffler table, where
  551.15 replaces the cut it serves.
* 551.4(b): a 10 still in a listed deck shows the 10s were not taken out; it fails 551.4(b) as well as 551.3(a).
* 551.5(h)(2)(i), (ii): as Baccarat's 541.5(h)(2): conditions a batch shuffler table must meet (declared).
* 551.6(e), 551.7(c): one procedure for verbal cash wagers serves both wagers; items (1) and (2) are not applicable
  where no verbal cash wager is taken, and 551.7(c) where Match-The-Dealer is not offered.
* 551.8(j)(1): the end-of-shoe collection is the pick-up of 551.8(i) (the same declaration).
* 551.15: a continuous shuffler replaces the shuffle, the cut and the shoe (551.5(b), (c), (f), (h) and their items,
  551.8(a), 551.8(j)(1), (2) are then not applicable); the dealer's hands (551.8(b)), the pick-up (551.8(i)), the
  ban on touching cards (551.8(k)) and the discard rack (551.2(f)) still apply.
* 551.16(j), (k): apply wherever an automated shuffler (batch or continuous) is in use.
* 551.2, 551.2(c) and 551.4 are headings over their paragraphs: each gets the paragraphs' verdict (it fails when
  one of them fails), so every equipment clause has exactly one finding.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any, Mapping, Optional

import attrs

from croupier import spec
from croupier.reference.cards import SUITS, Card
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families import blackjack as family
from croupier.reference.findings import Finding, Status, Verdict, every_equipment_clause_once, format_report
from croupier.reference.findings import fact as _f, verdict as _verdict, unmet as _not
from croupier.reference.parsing import named_table
from croupier.reference.spanish21.config import AMENDED, BASE, Shuffling
from croupier.spec.citations import cites

__all__ = ["Deck", "Finding", "HEADINGS", "MtdOdds", "PAYOUTS", "RULESETS", "Status", "TableDescription", "check",
           "covered_elsewhere", "description_from_mapping", "format_report", "load_description"]

#: the editions a description may name
RULESETS: tuple[str, ...] = (BASE, AMENDED)
_RS = spec.ruleset(BASE)
#: 551.3(a): the numbers of decks a shoe may hold
DECK_COUNTS: frozenset[int] = frozenset(int(n) for n in _RS["pa:551.3(a)"].numbers["decks"].split(","))
#: 551.3(a): the rank taken out of every deck, and the cards a deck keeps
TEN = 10
CARDS_PER_DECK = int(_RS["pa:551.3(a)"].numbers["cards"])
DECK_CARDS: frozenset[Card] = frozenset(Card(r, s) for r in range(1, 14) if r != TEN for s in SUITS)
#: 551.3(a): the fewest cutting cards
MIN_CUTTING_CARDS = int(_RS["pa:551.3(a)"].numbers["cutting_cards_min"])
#: 551.2(b)(2): the most player positions
MAX_POSITIONS = int(_RS["pa:551.2(b)(2)"].numbers["max_positions"])
#: the headings checked through their paragraphs (each finding is its paragraphs' verdict)
HEADINGS: tuple[str, ...] = ("pa:551.2", "pa:551.2(c)", "pa:551.4")


#: 551.2(c)(4): the name a layout's odds are listed under -> (the clause of 551.6(f), (g) setting them, its number)
_PAYOUT_NUMBERS: dict[str, tuple[str, str]] = {
    "blackjack": ("pa:551.6(f)", "blackjack"),
    "win": ("pa:551.6(f)", "other_wins"),
    "six_seven_eight_mixed": ("pa:551.6(g)(1)", "payout"),
    "six_seven_eight_suited": ("pa:551.6(g)(2)", "payout_suited"),
    "six_seven_eight_spades": ("pa:551.6(g)(2)", "payout_spades"),
    "three_sevens_mixed": ("pa:551.6(g)(3)", "payout"),
    "three_sevens_suited": ("pa:551.6(g)(4)", "payout_suited"),
    "three_sevens_spades": ("pa:551.6(g)(4)", "payout_spades"),
    "five_card_21": ("pa:551.6(g)(5)", "payout"),
    "six_card_21": ("pa:551.6(g)(6)", "payout"),
    "seven_card_21": ("pa:551.6(g)(7)", "payout"),  # seven cards or more
}


_odds = family.odds_of


#: 551.2(c)(4): each odds the layout must show -> (the clause of 551.6(f), (g) that sets it, the odds)
PAYOUTS: dict[str, tuple[str, Fraction]] = {k: (c, _odds(_RS[c].numbers[n])) for k, (c, n) in _PAYOUT_NUMBERS.items()}

#: 551.2(c)(4): a layout's odds, as (the name in :data:`PAYOUTS`, the odds printed), sorted by name
Payouts = tuple[tuple[str, Fraction], ...]


#: 551.3(a): one deck of the shoe as found after the opening inspection, card by card
Deck = family.Deck


@attrs.frozen
class MtdOdds:
    """551.7(e): the Match-The-Dealer odds shown, per matching card: of another suit, of the same suit."""

    different_suit: Fraction
    same_suit: Fraction

    def __str__(self) -> str:
        return f"{_show(self.different_suit)} and {_show(self.same_suit)}"


_show = family.show


@attrs.frozen(kw_only=True)
class TableDescription(family.ShoeTable):
    """A Spanish 21 table as its owner describes it: every field is a fact a clause asks about (metadata
    ``clause``, in chapter 551's numbers)."""

    ruleset: str = _f("pa:551.2", BASE)
    mtd_offered: bool = _f("pa:551.2(b)(2)(ii)")  #: the table offers the Match-The-Dealer Wager
    shuffling: Shuffling = _f("pa:551.5(a)", Shuffling.MANUAL)
    dealer_opposite_players: bool = _f("pa:551.2(a)")
    layout_approved: bool = _f("pa:551.2(b)")
    layout_logo: bool = _f("pa:551.2(b)(1)")
    positions: tuple[int, ...] = _f("pa:551.2(b)(2)", ())  #: numbered from the dealer's left
    spanish21_areas: frozenset[int] = _f("pa:551.2(b)(2)(i)", frozenset())  #: the positions with one
    mtd_areas: frozenset[int] = _f("pa:551.2(b)(2)(ii)", frozenset())  #: the positions with one
    layout_blackjack_odds: Optional[Fraction] = _f("pa:551.2(c)(1)", None)  #: as printed; None: not printed
    layout_dealer_draws_to: int = _f("pa:551.2(c)(2)", 0)  #: 0: not printed
    layout_dealer_stands_on: int = _f("pa:551.2(c)(2)", 0)
    layout_dealer_stands_on_soft: bool = _f("pa:551.2(c)(2)")  #: "all 17s": soft ones too
    layout_insurance_odds: Optional[Fraction] = _f("pa:551.2(c)(3)", None)
    layout_payouts: Payouts = _f("pa:551.2(c)(4)", ())
    layout_mtd_odds: Optional[MtdOdds] = _f("pa:551.2(c)(5)", None)
    drop_box_attached: bool = _f("pa:551.2(d)")
    tip_box_attached: bool = _f("pa:551.2(d)")
    boxes_same_side: bool = _f("pa:551.2(d)")
    boxes_either_side_of_dealer: bool = _f("pa:551.2(d)")
    boxes_where_approved: bool = _f("pa:551.2(d)")
    card_reader_attached: bool = _f("pa:551.2(e)")
    card_reader_approved: bool = _f("pa:551.2(e)")
    card_reader_detects_blackjack: bool = _f("pa:551.1#card-reader-device")
    card_reader_inspected_daily: bool = _f("pa:551.2(e)")  #: by the table's floorperson, each gaming day's start
    discard_rack_attached_on_top: bool = _f("pa:551.2(f)")
    discard_rack_dealer_side: bool = _f("pa:551.2(f)")
    discard_rack_height_decks: Optional[Decimal] = _f("pa:551.2(f)(1)", None)  #: the rack's height, in decks
    discard_rack_mark_decks: Optional[Decimal] = _f("pa:551.2(f)(2)", None)  #: where its mark stands, in decks
    discard_rack_mark_visible: bool = _f("pa:551.2(f)(2)")  #: distinct and clearly visible
    sign_posted: bool = _f("pa:551.2(g)")
    sign_approved: bool = _f("pa:551.2(g)")
    sign_doubled_hands_no_bonus: bool = _f("pa:551.2(g)(1)")
    sign_mtd_odds: Optional[MtdOdds] = _f("pa:551.2(g)(2)", None)
    decks: tuple[Deck, ...] = _f("pa:551.3(a)", ())
    decks_identical_in_appearance: bool = _f("pa:551.3(a)")
    cutting_cards: int = _f("pa:551.3(a)", 0)
    opening_dealer_inspects_for_defects: bool = _f("pa:551.4(a)")
    opening_tens_removed_torn_returned: bool = _f("pa:551.4(b)")  #: by the dealer and a floorperson
    opening_floorperson_verifies: bool = _f("pa:551.4(b)")
    opening_spread_face_up: bool = _f("pa:551.4(b)")  #: for the first player: fan columns by deck, suit, sequence
    opening_washed_and_stacked: bool = _f("pa:551.4(c)")
    cut_offered_face_down: bool = _f("pa:551.5(b)")
    cut_first_player_new_game: bool = _f("pa:551.5(b)(1)")
    cut_player_at_cutting_card_box: bool = _f("pa:551.5(b)(2)")
    cut_farthest_right_after_dealer_cutting_card: bool = _f("pa:551.5(b)(3)")
    cut_farthest_right_after_floor_reshuffle: bool = _f("pa:551.5(b)(4)")
    cut_refused_passes_clockwise: bool = _f("pa:551.5(c)")  #: then the dealer cuts if nobody will
    recut_by_next_entitled_player: bool = _f("pa:551.5(f)")  #: when a floorperson or above orders a recut
    idle_cards_spread_for_inspection: bool = _f("pa:551.5(h)")
    idle_washed_shuffled_cut: bool = _f("pa:551.5(h)(1)")  #: without an automated shuffler
    idle_batch_exchanged_in_shuffler: bool = _f("pa:551.5(h)(2)")  #: the cards in, the stored batch out
    shuffler_holds_one_batch: bool = _f("pa:551.5(h)(2)(i)")
    shuffler_storage_approved: bool = _f("pa:551.5(h)(2)(i)")
    batch_procedures_approved: bool = _f("pa:551.5(h)(2)(ii)")
    wagers_in_chips_or_plaques: bool = _f("pa:551.6(e)")  #: also the Match-The-Dealer Wager's (551.7(c))
    verbal_cash_wagers_taken: bool = _f("pa:551.6(e)")
    verbal_wager_confirmed: bool = _f("pa:551.6(e)(1)")  #: by the dealer and a floorperson
    verbal_cash_converted_promptly: bool = _f("pa:551.6(e)(2)")
    dealing_shoe: bool = _f("pa:551.8(a)")  #: made for dealing the game
    dealt_left_hand_out_right_hand_down: bool = _f("pa:551.8(b)")
    cards_picked_up_in_order: bool = _f("pa:551.8(i)")  #: far right first, counterclockwise, dealer's last
    shoe_remainder_to_rack: bool = _f("pa:551.8(j)(2)")
    players_kept_from_cards: bool = _f("pa:551.8(k)")
    continuous_shuffler_approved: bool = _f("pa:551.15")
    continuous_shuffler_procedures_approved: bool = _f("pa:551.15")
    shuffler_failure_reshuffled: bool = _f("pa:551.16(j)")
    shuffler_removed_before_other_shuffling: bool = _f("pa:551.16(k)")


_nums = family.nums


def _na(why: str) -> Verdict:
    return Status.NOT_APPLICABLE, why


_CSM = "a continuous shuffler replaces the shuffle, the cut and the shoe (551.15)"


@cites("pa:551.2(a)", "pa:551.2(b)", "pa:551.2(b)(1)", "pa:551.2(b)(2)", "pa:551.2(b)(2)(i)", "pa:551.2(b)(2)(ii)",
       "pa:551.2(d)")
def _table(d: TableDescription) -> dict[str, Verdict]:
    """551.2(a), (b), (d): the players and the dealer, the layout's positions and areas, the drop and tip boxes."""
    out: dict[str, Verdict] = {}
    out["pa:551.2(a)"] = _verdict(_not((("no place for the dealer opposite the players' side",
                                         d.dealer_opposite_players),)), "players on one side, the dealer opposite")
    out["pa:551.2(b)"] = _verdict(_not((("the layout is not declared approved by the Bureau of Gaming Operations",
                                         d.layout_approved),)),
                                  "layout approved (declared); its contents are checked item by item")
    out["pa:551.2(b)(1)"] = _verdict(_not((("no name or logo of the certificate holder on the layout",
                                            d.layout_logo),)), "the holder's name or logo on the layout")
    n = len(d.positions)
    places = [] if n <= MAX_POSITIONS else [f"{n} positions, more than {MAX_POSITIONS}"]
    places += ["no positions"] if n == 0 else [] if sorted(d.positions) == list(range(1, n + 1)) else [
        f"positions numbered {_nums(d.positions)}, not 1 to {n}, each once"]
    out["pa:551.2(b)(2)"] = _verdict(places, f"{n} positions (at most {MAX_POSITIONS})")
    seats = frozenset(d.positions)
    out["pa:551.2(b)(2)(i)"] = _verdict(_areas("Spanish 21 wager area", d.spanish21_areas, seats),
                                        "a Spanish 21 wager area at every position")
    if d.mtd_offered:
        out["pa:551.2(b)(2)(ii)"] = _verdict(_areas("Match-The-Dealer area", d.mtd_areas, seats),
                                             "a Match-The-Dealer area at every position")
    elif d.mtd_areas:
        out["pa:551.2(b)(2)(ii)"] = Status.FAIL, (f"Match-The-Dealer areas at position {_nums(d.mtd_areas)}, but the "
                                                  "table does not offer the wager")
    else:
        out["pa:551.2(b)(2)(ii)"] = _na("the Match-The-Dealer Wager is not offered")
    out["pa:551.2(d)"] = _verdict(_not((
        ("no drop box attached to the table", d.drop_box_attached),
        ("no tip box attached to the table", d.tip_box_attached),
        ("the boxes are not on the same side of the table", d.boxes_same_side),
        ("the boxes are not on opposite sides of the dealer", d.boxes_either_side_of_dealer),
        ("the boxes' places are not declared approved by the Bureau of Gaming Operations", d.boxes_where_approved))),
        "drop box and tip box on one side, either side of the dealer, where approved")
    return out


_areas = family.areas


_stated = family.stated


@cites("pa:551.7(e)", "pa:551.7(e)(1)", "pa:551.7(e)(2)")
def _below_floor(o: MtdOdds, d: TableDescription, where: str) -> list[str]:
    """551.7(e): the odds ``where`` shows are no lower than the floors for the number of decks listed."""
    n = len(d.decks)
    if n not in DECK_COUNTS:
        return [f"the Match-The-Dealer floors of 551.7(e) are set for 6 or 8 decks; {n} are listed"]
    cid = "pa:551.7(e)(1)" if n == min(DECK_COUNTS) else "pa:551.7(e)(2)"
    nums = d.rules[cid].numbers
    out = []
    for name, got, low in (("another suit", o.different_suit, _odds(nums["different_suit"])),
                           ("the same suit", o.same_suit, _odds(nums["same_suit"]))):
        if got < low:
            out.append(f"the {where} pays {_show(got)} for a match of {name}, below the {_show(low)} of "
                       f"{cid.removeprefix('pa:')} for {n} decks")
    return out


@cites("pa:551.2(c)(1)", "pa:551.2(c)(2)", "pa:551.2(c)(3)", "pa:551.2(c)(4)", "pa:551.2(c)(5)", "pa:551.2(g)",
       "pa:551.2(g)(1)", "pa:551.2(g)(2)")
def _inscriptions(d: TableDescription) -> dict[str, Verdict]:
    """551.2(c), (g): what the layout states, and the sign at the table."""
    rs = d.rules
    out: dict[str, Verdict] = {}
    bj = _odds(rs["pa:551.2(c)(1)"].numbers["payout"])
    out["pa:551.2(c)(1)"] = _verdict(_stated("the Blackjack odds", d.layout_blackjack_odds, bj),
                                     f"Blackjack pays {_show(bj)}")
    out["pa:551.2(c)(2)"] = family.dealer_rule_stated(d, rs["pa:551.2(c)(2)"].numbers)
    ins = _odds(rs["pa:551.2(c)(3)"].numbers["payout"])
    out["pa:551.2(c)(3)"] = _verdict(_stated("the insurance odds", d.layout_insurance_odds, ins),
                                     f"insurance pays {_show(ins)}")
    shown = dict(d.layout_payouts)
    odds = []
    for name, (cid, key) in _PAYOUT_NUMBERS.items():
        got, want = shown.get(name), _odds(rs[cid].numbers[key])
        if got is None:
            odds.append(f"no odds shown for {name} ({cid.removeprefix('pa:')})")
        elif got != want:
            odds.append(f"{name} shown as {_show(got)}, not {_show(want)} ({cid.removeprefix('pa:')})")
    out["pa:551.2(c)(4)"] = _verdict(odds, f"the odds of 551.6(f) and (g), all {len(PAYOUTS)} as the chapter sets them")
    lay, sign = d.layout_mtd_odds, d.sign_mtd_odds
    if not d.mtd_offered:
        out["pa:551.2(c)(5)"] = (Status.FAIL, f"the layout shows Match-The-Dealer odds ({lay}), but the table does "
                                              "not offer the wager") if lay else _na("the Match-The-Dealer Wager is "
                                                                                     "not offered")
    elif lay is not None:
        out["pa:551.2(c)(5)"] = _verdict(_below_floor(lay, d, "layout"), f"the layout shows the Match-The-Dealer "
                                                                         f"odds: {lay}")
    elif sign is not None:
        out["pa:551.2(c)(5)"] = Status.PASS, "the Match-The-Dealer odds are on the sign instead (551.2(g)(2))"
    else:
        out["pa:551.2(c)(5)"] = Status.FAIL, "neither the layout nor the sign shows the Match-The-Dealer odds"
    out["pa:551.2(g)"] = _verdict(_not((("no sign posted at the table", d.sign_posted),
                                        ("the sign is not declared approved by the Bureau of Gaming Operations",
                                         d.sign_approved))), "an approved sign at the table")
    out["pa:551.2(g)(1)"] = _verdict(_not((("the sign does not say a doubled hand earns no 551.6(g) or (h) payout",
                                            d.sign_doubled_hands_no_bonus),)),
                                     "the sign says a doubled hand earns no 551.6(g) or (h) payout")
    if not d.mtd_offered:
        out["pa:551.2(g)(2)"] = (Status.FAIL, f"the sign shows Match-The-Dealer odds ({sign}), but the table does not "
                                              "offer the wager") if sign else _na("the Match-The-Dealer Wager is not "
                                                                                  "offered")
    elif sign is not None:
        differ = [f"the sign's odds ({sign}) differ from the layout's ({lay})"] if lay is not None and lay != sign \
            else []
        out["pa:551.2(g)(2)"] = _verdict(_below_floor(sign, d, "sign") + differ,
                                         f"the sign shows the Match-The-Dealer odds: {sign}")
    elif lay is not None:
        out["pa:551.2(g)(2)"] = _na("the layout shows the Match-The-Dealer odds")
    else:
        out["pa:551.2(g)(2)"] = Status.FAIL, "the layout does not show the Match-The-Dealer odds and the sign does not"
    return out


@cites("pa:551.1#card-reader-device", "pa:551.2(e)")
def _card_reader(d: TableDescription) -> dict[str, Verdict]:
    """551.1, 551.2(e): an approved card reader device attached to the table, inspected every gaming day."""
    attached = ("no card reader device attached to the table", d.card_reader_attached)
    return {
        "pa:551.1#card-reader-device": _verdict(_not((attached, (
            "the device does not let the dealer tell whether he holds a Blackjack",
            d.card_reader_detects_blackjack))), "a device that tells the dealer whether he holds a Blackjack"),
        "pa:551.2(e)": _verdict(_not((attached, (
            "the card reader is not declared approved by the Bureau of Gaming Operations", d.card_reader_approved), (
            "the table's floorperson does not inspect the card reader at the start of each gaming day",
            d.card_reader_inspected_daily))), "an approved card reader, inspected at the start of each gaming day"),
    }


@cites("pa:551.2(f)", "pa:551.2(f)(1)", "pa:551.2(f)(2)")
def _discard_rack(d: TableDescription) -> dict[str, Verdict]:
    """551.2(f): a discard rack fixed on top of the dealer's side, as tall as the shoe's decks stacked, or taller with
    a mark at that height."""
    return family.discard_rack(d, len(d.decks), "pa:551.2(f)")


@cites("pa:551.3(a)")
def _deck_problems(d: TableDescription) -> tuple[list[str], list[str]]:
    """551.3(a): each listed deck against the 48 cards of a deck without its 10s; (the problems, the 10s found)."""
    out: list[str] = []
    if len(d.decks) not in DECK_COUNTS:
        out.append(f"{len(d.decks)} decks, not {' or '.join(map(str, sorted(DECK_COUNTS)))}")
    return family.deck_problems(((f"deck {i}", deck) for i, deck in enumerate(d.decks, 1)), out, CARDS_PER_DECK)


@cites("pa:551.3(a)")
def _decks(d: TableDescription) -> dict[str, Verdict]:
    """551.3(a): six or eight decks alike, each of 48 cards, the four 10s out; a cutting card."""
    problems, _ = _deck_problems(d)
    problems += _not((("the decks are not declared identical in appearance", d.decks_identical_in_appearance),))
    if not d.continuous and d.cutting_cards < MIN_CUTTING_CARDS:
        problems.append(f"{d.cutting_cards} cutting cards, not at least {MIN_CUTTING_CARDS}")
    cut = "" if d.continuous else f", {d.cutting_cards} cutting card{'s' * (d.cutting_cards != 1)}"
    return {"pa:551.3(a)": _verdict(problems, f"{len(d.decks)} identical decks of {CARDS_PER_DECK} cards, no 10s{cut}")}


@cites("pa:551.4(a)", "pa:551.4(b)", "pa:551.4(c)")
def _opening(d: TableDescription) -> dict[str, Verdict]:
    """551.4: the decks inspected, the 10s destroyed, the cards shown to the first player, then washed and stacked."""
    _, tens = _deck_problems(d)
    left = [f"10s left in the decks ({'; '.join(tens)}): they were not taken out"] if tens else []
    return {
        "pa:551.4(a)": _verdict(_not((("the dealer does not inspect the decks for defects on receiving them",
                                       d.opening_dealer_inspects_for_defects),)), "the dealer inspects for defects"),
        "pa:551.4(b)": _verdict(left + _not((
            ("the 10s are not declared removed, torn in half and returned to the decks' container by the dealer and a "
             "floorperson", d.opening_tens_removed_torn_returned),
            ("the floorperson does not verify the inspection", d.opening_floorperson_verifies),
            ("the cards are not spread face up for the first player in fan columns by deck, suit and sequence",
             d.opening_spread_face_up))),
            "10s out and destroyed; verified; spread face up for the first player by deck, suit and sequence"),
        "pa:551.4(c)": _verdict(_not((("the cards are not turned face down, washed and stacked",
                                       d.opening_washed_and_stacked),)), "turned face down, washed and stacked"),
    }


@cites("pa:551.5(b)", "pa:551.5(b)(1)", "pa:551.5(b)(2)", "pa:551.5(b)(3)", "pa:551.5(b)(4)", "pa:551.5(c)",
       "pa:551.5(f)", "pa:551.5(h)", "pa:551.5(h)(1)", "pa:551.5(h)(2)", "pa:551.5(h)(2)(i)", "pa:551.5(h)(2)(ii)")
def _cut(d: TableDescription) -> dict[str, Verdict]:
    """551.5(b), (c), (f), (h): who is offered the cut, the recut, and the cards of an idle table."""
    cut = ("pa:551.5(b)", "pa:551.5(b)(1)", "pa:551.5(b)(2)", "pa:551.5(b)(3)", "pa:551.5(b)(4)", "pa:551.5(c)",
           "pa:551.5(f)", "pa:551.5(h)", "pa:551.5(h)(1)", "pa:551.5(h)(2)", "pa:551.5(h)(2)(i)", "pa:551.5(h)(2)(ii)")
    if d.continuous:
        return {c: _na(_CSM) for c in cut}
    out: dict[str, Verdict] = {}
    out["pa:551.5(b)"] = _verdict(_not((("the shuffled stack is not offered face down to the players to cut",
                                         d.cut_offered_face_down),)), "the stack offered face down for the cut")
    for cid, fact, who in (
            ("pa:551.5(b)(1)", d.cut_first_player_new_game, "the first player to the table, as the game begins"),
            ("pa:551.5(b)(2)", d.cut_player_at_cutting_card_box,
             "the player at whose box the cutting card came out"),
            ("pa:551.5(b)(3)", d.cut_farthest_right_after_dealer_cutting_card,
             "the player farthest to the dealer's right, the cutting card having come out on the dealer's hand"),
            ("pa:551.5(b)(4)", d.cut_farthest_right_after_floor_reshuffle,
             "the player farthest to the dealer's right, after a floorperson's reshuffle")):
        out[cid] = _verdict(_not(((f"the cut is not offered to {who}", fact),)), f"cut offered to {who}")
    out["pa:551.5(c)"] = _verdict(_not((("a refused cut does not pass clockwise, then to the dealer",
                                         d.cut_refused_passes_clockwise),)),
                                  "a refused cut passes clockwise; the dealer cuts if nobody will")
    out["pa:551.5(f)"] = _verdict(_not((("a recut is not made by the next player entitled under (c)",
                                         d.recut_by_next_entitled_player),)),
                                  "a recut ordered by a floorperson or above goes to the next player entitled")
    out["pa:551.5(h)"] = _verdict(_not((("an idle table's cards are not spread for inspection and shown to the first "
                                         "player", d.idle_cards_spread_for_inspection),)),
                                  "an idle table's cards spread and shown to the first player")
    batch = d.shuffling is Shuffling.BATCH_SHUFFLER
    if batch:
        out["pa:551.5(h)(1)"] = _na("an automated shuffler is in use: (2) applies")
        out["pa:551.5(h)(2)"] = _verdict(_not((("the idle cards are not put into the shuffler and its stored batch "
                                                "taken out", d.idle_batch_exchanged_in_shuffler),)),
                                         "the idle cards into the shuffler, its stored batch out")
        out["pa:551.5(h)(2)(i)"] = _verdict(_not((
            ("the shuffler does not store a single batch", d.shuffler_holds_one_batch),
            ("the way the shuffler secures the batch is not declared approved by the Bureau of Gaming Operations",
             d.shuffler_storage_approved))), "a single batch stored securely, as approved")
        out["pa:551.5(h)(2)(ii)"] = _verdict(_not((
            ("the batch is not secured, released and readied under procedures declared approved",
             d.batch_procedures_approved),)), "secured, released and readied under approved procedures")
    else:
        out["pa:551.5(h)(1)"] = _verdict(_not((("an idle table's cards are not washed, stacked, shuffled and cut",
                                                d.idle_washed_shuffled_cut),)), "washed, stacked, shuffled and cut")
        for c in ("pa:551.5(h)(2)", "pa:551.5(h)(2)(i)", "pa:551.5(h)(2)(ii)"):
            out[c] = _na("no automated shuffler (shuffling = manual)")
    return out


@cites("pa:551.6(e)", "pa:551.6(e)(1)", "pa:551.6(e)(2)", "pa:551.7(c)", "pa:551.7(c)(1)", "pa:551.7(c)(2)")
def _wagers(d: TableDescription) -> dict[str, Verdict]:
    """551.6(e), 551.7(c): wagers in chips or plaques; a verbal wager with cash only when confirmed and converted."""
    chips = _verdict(_not((("wagers are not made with chips or plaques on the layout's areas",
                            d.wagers_in_chips_or_plaques),)), "chips or plaques on the wager's area")
    if d.verbal_cash_wagers_taken:
        confirmed = _verdict(_not((("a verbal wager is not confirmed by the dealer and a floorperson",
                                    d.verbal_wager_confirmed),)), "confirmed by the dealer and a floorperson")
        converted = _verdict(_not((("the cash is not promptly converted to chips or plaques",
                                    d.verbal_cash_converted_promptly),)), "the cash converted promptly")
    else:
        confirmed = converted = _na("no verbal cash wagers are taken")
    out = {"pa:551.6(e)": chips, "pa:551.6(e)(1)": confirmed, "pa:551.6(e)(2)": converted}
    if d.mtd_offered:
        out.update({"pa:551.7(c)": chips, "pa:551.7(c)(1)": confirmed, "pa:551.7(c)(2)": converted})
    else:
        out.update({c: _na("the Match-The-Dealer Wager is not offered")
                    for c in ("pa:551.7(c)", "pa:551.7(c)(1)", "pa:551.7(c)(2)")})
    return out


@cites("pa:551.8(a)", "pa:551.8(b)", "pa:551.8(i)", "pa:551.8(j)(1)", "pa:551.8(j)(2)", "pa:551.8(k)")
def _dealing(d: TableDescription) -> dict[str, Verdict]:
    """551.8(a), (b), (i)-(k): the shoe, the dealer's hands, the pick-up, the end of the shoe, hands off the cards."""
    pickup = _verdict(_not((("the cards are not picked up in order, from the dealer's far right counterclockwise, the "
                             "dealer's last, into the rack", d.cards_picked_up_in_order),)),
                      "picked up in order from the far right, counterclockwise, the dealer's cards last")
    out: dict[str, Verdict] = {
        "pa:551.8(b)": _verdict(_not((("the dealer does not take cards out with the left hand and place them with the "
                                       "right", d.dealt_left_hand_out_right_hand_down),)),
                                "out with the left hand, onto the layout with the right"),
        "pa:551.8(i)": pickup,
        "pa:551.8(k)": _verdict(_not((("players may handle, remove or alter the cards", d.players_kept_from_cards),)),
                                "no player handles, removes or alters the cards"),
    }
    if d.continuous:
        out.update({c: _na(_CSM) for c in ("pa:551.8(a)", "pa:551.8(j)(1)", "pa:551.8(j)(2)")})
    else:
        out["pa:551.8(a)"] = _verdict(_not((("the cards are not dealt from a shoe made for dealing",
                                             d.dealing_shoe),)), "dealt from a dealing shoe")
        out["pa:551.8(j)(1)"] = pickup
        out["pa:551.8(j)(2)"] = _verdict(_not((("the cards left in the shoe do not go to the discard rack at the "
                                                "cutting card", d.shoe_remainder_to_rack),)),
                                         "the shoe's remaining cards go to the discard rack")
    return out


@cites("pa:551.15", "pa:551.16(j)", "pa:551.16(k)")
def _shufflers(d: TableDescription) -> dict[str, Verdict]:
    """551.15, 551.16(j), (k): an approved continuous shuffler; a failed shuffle redone; the shuffler off the table
    before another way of shuffling."""
    sh = d.shuffling
    out: dict[str, Verdict] = {}
    if d.continuous:
        out["pa:551.15"] = _verdict(_not((
            ("the continuous shuffler is not declared approved by the Bureau of Gaming Operations",
             d.continuous_shuffler_approved),
            ("its dealing and shuffling procedures are not declared approved",
             d.continuous_shuffler_procedures_approved))), "an approved continuous shuffler and procedures")
    else:
        out["pa:551.15"] = _na(f"no continuous shuffler (shuffling = {sh.value})")
    if sh is Shuffling.MANUAL:
        out["pa:551.16(j)"] = out["pa:551.16(k)"] = _na("no automated shuffler (shuffling = manual)")
    else:
        out["pa:551.16(j)"] = _verdict(_not((("a jammed or incomplete shuffle is not redone",
                                              d.shuffler_failure_reshuffled),)), "a failed shuffle is redone")
        out["pa:551.16(k)"] = _verdict(_not((("the shuffler is not removed before the cards are shuffled another way",
                                              d.shuffler_removed_before_other_shuffling),)),
                                       "the shuffler removed before any other shuffling")
    return out


@every_equipment_clause_once
@cites(*HEADINGS)
def check(d: TableDescription) -> list[Finding]:
    """One finding per equipment clause of ``d``'s edition (and 551.2(b), 551.3(a)), in the order of the text; a
    heading gets its paragraphs' verdict."""
    rs = d.rules
    got: dict[str, Verdict] = {}
    for part in (_card_reader, _table, _inscriptions, _discard_rack, _decks, _opening, _cut, _wagers, _dealing,
                 _shufflers):
        got.update(part(d))
    for head in reversed(HEADINGS):  # 551.2(c) before the 551.2 it sits in
        under = [c for c in rs.clauses if c.startswith(head + "(") and c in got]
        failing = [c.removeprefix("pa:") for c in under if got[c][0] is Status.FAIL]
        got[head] = _verdict([f"fails through {', '.join(failing)}"] if failing else [],
                             f"its {len(under)} paragraphs and items pass or do not apply")
    local = {rs.renumbered.get(c, c): v for c, v in got.items()}
    return [Finding(c, *local[c]) for c in rs.clauses if c in local]


def covered_elsewhere(rid: str) -> frozenset[str]:
    """The equipment and administrative clauses of edition ``rid`` that :func:`check` does not report: 551.14, the
    profile's election (:func:`~croupier.reference.families.blackjack.boxes_per_player`)."""
    return family.boxes_per_player(rid, "pa:551.14")


# --- loading -------------------------------------------------------------------------------------


_parse_odds = family.odds_value


def _payout_table(v: Any) -> Payouts:
    return named_table(v, PAYOUTS, _parse_odds, "551.6(f) or (g)")


def _mtd_odds(v: Any) -> MtdOdds:
    if not isinstance(v, Mapping) or set(v) != {"different_suit", "same_suit"}:
        raise ValueError(f"must be a table {{ different_suit = \"4 to 1\", same_suit = \"9 to 1\" }}, not {v!r}")
    return MtdOdds(_parse_odds(v["different_suit"]), _parse_odds(v["same_suit"]))

#: field -> (its clause, its reader)
_PARSERS = family.field_parsers(TableDescription, Shuffling,
                                {"Payouts": _payout_table, "Optional[MtdOdds]": _mtd_odds})


def _deck_list(v: Any, problems: list[Problem]) -> tuple[Deck, ...]:
    """``[[decks]]``: each deck a table from suit (S, H, D, C) to the ranks found, such as "A 2 3 4 5 6 7 8 9 J Q K"."""
    clause = "pa:551.3(a)"
    if not isinstance(v, list) or not all(isinstance(x, Mapping) for x in v):
        problems.append(Problem("decks", clause, "must be an array of tables ([[decks]]), one per deck"))
        return ()
    return tuple(Deck(family.deck_cards(deck, f"decks[{i}]", clause, problems)) for i, deck in enumerate(v))


def description_from_mapping(data: Mapping[str, Any], source: str = "") -> TableDescription:
    """Build a :class:`TableDescription` from parsed TOML; :class:`ConfigError` lists every problem, each with its
    clause."""
    return family.description(data, source, TableDescription, game="spanish21", title="Spanish 21", clause="pa:551.2",
                              rulesets=RULESETS, parsers=_PARSERS, lists={"decks": _deck_list})


def load_description(path: str | Path) -> TableDescription:
    """Read a Spanish 21 table description; every unknown or bad value is reported at once, with its clause."""
    return description_from_mapping(read_toml(path, "pa:551.2"), str(path))
