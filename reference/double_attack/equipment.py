"""Double Attack Blackjack equipment as described data, checked clause by clause: the card reader device (665a.1,
665a.2(d)), the table, layout, odds, drop and tip boxes and discard rack (665a.2), the decks and the two batches of a
shuffler table (665a.3(a), (b), (c)), the opening of the table (665a.4), the cut, the recut, the idle table and the
automatic reshuffling device (665a.5(b), (c), (e), (g), (h)), chips and verbal cash wagers (665a.6(a)), the shoe,
the dealer's hands, the pick-up and hands off the cards (665a.7(a), (b), (q), (r)) and a failed or broken shuffler
(665a.13(j), (k)).

``d``: a :class:`TableDescription`; ``rs``: its ruleset. An operator describes a Double Attack Blackjack table in
TOML (``game = "double_attack"``, ``ruleset = "pa-665a@2013p"``, the chapter's only edition); :func:`check` gives one
:class:`~croupier.reference.findings.Finding` per equipment clause (pass, fail, or not applicable when the table does
not use what the clause is about, such as the batch rules at a table shuffled by hand), plus the clauses of other
kinds that the table's physical facts bear on: 665a.2(b) (the layout's approval and contents) and 665a.3(a), (b),
(b)(1) (the decks and batches). ``croupier equipment check FILE`` prints them. The decks are listed card by card,
batch by batch, so their composition is counted, not declared; the layout's and the sign's odds are written as
printed and compared, as ratios, with the odds of 665a.12.

The description states the table's own elections (``bust_it_offered``, ``shuffling``, ``preshuffled_decks``) as
facts, spelt as the profile spells them (:mod:`croupier.reference.double_attack.config`); it is not compared with a
separate profile. The facts that depend on one another are checked together: the discard rack against the decks of a
batch, the areas against the positions and against ``bust_it_offered``, the odds shown against the wagers offered.
665a.6(g) (how many adjacent boxes one player may bet) is an election of the profile, checked there
(:func:`covered_elsewhere`).

Readings (the text is silent or loose; each is ours):

* An approval by a Bureau, an inspection or a dealing procedure cannot be seen in a description: the description
  declares it (a true-or-false fact), and a missing or false declaration fails.
* 665a.2(a): one to six positions, numbered from the dealer's left 1 to n, each once (the text asks for no
  numbers, only positions along one side).
* 665a.2(b)(2): each position has a Bet Wager area and a Double Attack Wager area (the text's "a separate betting
  area ... for the Bet Wager and the Double Attack Wager" is read as one area for each wager, as the digest does).
* 665a.2(b)(3)(iii): the inscription is recorded as the numbers it states (draws to 16, stands on 17, soft 17s
  included); other wording the Executive Director approves states the same numbers.
* 665a.2(b)(4): the Bust It Wager is the holder's to offer (665a.6(f); the text's reference to 665a.6(e) is read as
  (f)). Where it is not offered, the table shows no Bust It area and no Bust It odds (an area or odds would invite a
  wager the table does not take).
* 665a.2(b)(5): each wager offered has its odds on the layout or on the sign at the table (one wager may be on the
  layout and another on the sign); the wagers are the Bet and Double Attack (665a.12(a)), Insurance (665a.12(b)) and,
  where offered, the seven rows of the Bust It paytable (665a.12(c)). The insurance inscription of (b)(3)(ii) is the
  layout's statement of Insurance's odds. Every odds shown, on either, must be the chapter's. The Double Down and
  split wagers, whose odds the chapter never states (DA-A02), are not asked for. The text's "each Blackjack table"
  is read as each Double Attack Blackjack table.
* 665a.2(c): where the Bureau of Casino Compliance approved another place for the tip box, equipment being in the
  way, the two boxes need not stand on either side of the dealer.
* 665a.2(d): the daily inspection by the table's floorperson is declared (there is no clock for "the beginning of the
  gaming day"); 665a.1's card reader device is the attached device that tells the dealer whether he holds a
  Blackjack.
* 665a.2(e)(1), (2): the rack's height and its mark are measured in decks (the height of that many decks' cards
  stacked) and compared exactly with the decks a shoe holds: one batch, the largest listed (the shoe never holds two
  batches, 665a.3(b)(3), (5)). A rack as tall as the stack meets (1); a taller one meets (2) when a distinct, visible
  mark stands exactly at the stack's height; the alternative not taken is not applicable. A shorter rack fails (e)
  and (e)(1).
* 665a.3(a), (b): the decks listed are those of the table after the opening inspection, grouped in batches: one batch
  of eight decks, or at a batch shuffler table (an automated shuffler other than a continuous one) two (the text's
  "at two batches" and "subsections (b)" are read as two batches and subsection (b), DA-A19). Each deck is exactly
  the 48 cards without the four 10s, whatever the shuffling; "identical in appearance" holds within a batch, the two
  batches' backs being of different colours under (b)(2). At least one cover card, except at a continuous shuffler
  table, where 665a.5(h) sets aside the cut the cover card serves.
* 665a.3(c): the longest time the decks stay in use is stated in hours (``decks_changed_within_hours``): more than 24,
  or not stated, fails.
* 665a.4(b): a 10 still in a listed deck shows the 10s were not taken out; it fails 665a.4(b) as well as 665a.3(a).
  (b) applies to preinspected, preshuffled decks too (665a.4(f)).
* 665a.4(e): the text applies "(a)-(c)", though the mixing, stacking and shuffling it names are (d)'s; one
  declaration covers the whole preparation of each batch apart from the other, (a) to (d).
* 665a.4(f): ``preshuffled_decks`` declares that the decks arrive preinspected and preshuffled under 603a.16(u) or
  (v) (not in the seeds); (a) and (c) to (e) are then not applicable, and (f) passes. Without it (f) is not
  applicable.
* 665a.5(c)(3), (4): one declaration covers the counterclockwise passing of a refused cut in both items; (1) and (2)
  say nothing about a refusal (DA-A15) and ask for none.
* 665a.5(h): the automatic reshuffling device is the continuous shuffler of the profile (``shuffling =
  "continuous_shuffler"``); it sets aside 665a.5(b) to (g) (not applicable then). 665a.7(a) still applies: the device
  is the table's dealing shoe.
* 665a.6(a): the verbal cash wager's confirmation and conversion are not applicable where no verbal cash wager is
  taken.
* 665a.13(j), (k): apply wherever an automated shuffler (batch or continuous) is in use.
* 665a.2, 665a.2(b), 665a.2(b)(3), 665a.3(b), 665a.4 and 665a.5(c) are headings over their paragraphs: each gets the
  paragraphs' verdict (it fails when one of them fails), with its own requirement where it has one (665a.2(b): the
  layout's approval), and is not applicable when none of its paragraphs applies. So every equipment clause has
  exactly one finding.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any, Mapping, Optional

import attrs

from croupier import spec
from croupier.reference.cards import SUITS, Card
from croupier.reference.double_attack.config import BASE, Shuffling
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families import blackjack as family
from croupier.reference.findings import (Finding, Status, Verdict, approved_layout, clause_findings, drop_and_tip_boxes,
                                         every_equipment_clause_once, format_report, odds_not_offered, odds_shown)
from croupier.reference.findings import (fact as _f, not_applicable as _na, short as _short,
                                         unmet as _not, verdict as _verdict)
from croupier.reference.parsing import named_table
from croupier.spec.citations import cites

__all__ = ["Batch", "Deck", "Finding", "HEADINGS", "PAYOUTS", "RULESETS", "Status", "TableDescription", "check",
           "covered_elsewhere", "description_from_mapping", "format_report", "load_description"]

#: the editions a description may name: the 2013 proposal only
RULESETS: tuple[str, ...] = (BASE,)
_RS = spec.ruleset(BASE)
#: 665a.3(a): the decks of a batch, the cards a deck keeps, the rank taken out, the fewest cover cards
DECKS_PER_BATCH = int(_RS["pa:665a.3(a)"].numbers["decks"])
CARDS_PER_DECK = int(_RS["pa:665a.3(a)"].numbers["cards"])
TEN = 10
DECK_CARDS: frozenset[Card] = frozenset(Card(r, s) for r in range(1, 14) if r != TEN for s in SUITS)
MIN_COVER_CARDS = int(_RS["pa:665a.3(a)"].numbers["cover_cards_min"])
#: 665a.3(b)(1): the batches of a batch shuffler table, and the decks of each
SHUFFLER_BATCHES = int(_RS["pa:665a.3(b)(1)"].numbers["batches"])
DECKS_PER_SHUFFLER_BATCH = int(_RS["pa:665a.3(b)(1)"].numbers["decks_per_batch"])
#: 665a.2(a): the most player positions
MAX_POSITIONS = int(_RS["pa:665a.2(a)"].numbers["max_positions"])
#: 665a.3(c): the longest the decks may stay in use, in hours
MAX_DECK_HOURS = int(_RS["pa:665a.3(c)"].numbers["max_hours"])
#: the headings checked through their paragraphs (each finding is its paragraphs' verdict, with its own where it has
#: one), innermost first
HEADINGS: tuple[str, ...] = ("pa:665a.2(b)(3)", "pa:665a.2(b)", "pa:665a.3(b)", "pa:665a.5(c)", "pa:665a.2",
                             "pa:665a.4")

#: 665a.2(b)(5): the name a wager's odds are listed under -> (the clause of 665a.12 setting them, its number)
_PAYOUT_NUMBERS: dict[str, tuple[str, str]] = {
    "bet": ("pa:665a.12(a)", "payout"),
    "double_attack": ("pa:665a.12(a)", "payout"),
    "insurance": ("pa:665a.12(b)", "payout"),
    **{f"bust_it_{k}": ("pa:665a.12(c)", k) for k in _RS["pa:665a.12(c)"].numbers},
}


_odds = family.odds_of


#: 665a.2(b)(5): each wager's odds -> (the clause of 665a.12 that sets them, the odds); Bust It's rows are 665a.12(c)'s
PAYOUTS: dict[str, tuple[str, Fraction]] = {k: (c, _odds(_RS[c].numbers[n])) for k, (c, n) in _PAYOUT_NUMBERS.items()}
#: 665a.2(b)(4), (5): the rows shown only where the Bust It Wager is offered
BUST_IT_ROWS: tuple[str, ...] = tuple(k for k in PAYOUTS if k.startswith("bust_it_"))

#: 665a.2(b)(5): odds as shown on the layout or the sign, as (the name in :data:`PAYOUTS`, the odds), sorted by name
Payouts = tuple[tuple[str, Fraction], ...]


#: 665a.3(a): one deck as found after the opening inspection, card by card
Deck = family.Deck


@attrs.frozen(kw_only=True)
class Batch:
    """665a.3(a), (b): one batch of decks and the colour of its backs, as found ("" when not stated)."""

    back: str = ""
    decks: tuple[Deck, ...] = ()


@attrs.frozen(kw_only=True)
class TableDescription(family.ShoeTable):
    """A Double Attack Blackjack table as its owner describes it: every field is a fact a clause asks about (metadata
    ``clause``)."""

    ruleset: str = _f("pa:665a.2", BASE)
    bust_it_offered: bool = _f("pa:665a.2(b)(4)")  #: the table offers the Bust It Wager (665a.6(f))
    shuffling: Shuffling = _f("pa:665a.5(a)", Shuffling.MANUAL)
    preshuffled_decks: bool = _f("pa:665a.4(f)")  #: the decks arrive preinspected and preshuffled (603a.16(u), (v))
    dealer_opposite_players: bool = _f("pa:665a.2(a)")
    positions: tuple[int, ...] = _f("pa:665a.2(a)", ())  #: numbered from the dealer's left
    layout_approved: bool = _f("pa:665a.2(b)")
    layout_logo: bool = _f("pa:665a.2(b)(1)")
    bet_areas: frozenset[int] = _f("pa:665a.2(b)(2)", frozenset())  #: the positions with one
    double_attack_areas: frozenset[int] = _f("pa:665a.2(b)(2)", frozenset())  #: the positions with one
    layout_blackjack_odds: Optional[Fraction] = _f("pa:665a.2(b)(3)(i)", None)  #: as printed; None: not printed
    layout_insurance_odds: Optional[Fraction] = _f("pa:665a.2(b)(3)(ii)", None)
    layout_dealer_draws_to: int = _f("pa:665a.2(b)(3)(iii)", 0)  #: 0: not printed
    layout_dealer_stands_on: int = _f("pa:665a.2(b)(3)(iii)", 0)
    layout_dealer_stands_on_soft: bool = _f("pa:665a.2(b)(3)(iii)")  #: "all 17s": soft ones too
    bust_it_areas: frozenset[int] = _f("pa:665a.2(b)(4)", frozenset())  #: the positions with one
    layout_payouts: Payouts = _f("pa:665a.2(b)(5)", ())
    sign_payouts: Payouts = _f("pa:665a.2(b)(5)", ())  #: the sign at the table; empty: no sign
    drop_box_attached: bool = _f("pa:665a.2(c)")
    tip_box_attached: bool = _f("pa:665a.2(c)")
    boxes_dealer_side: bool = _f("pa:665a.2(c)")
    boxes_either_side_of_dealer: bool = _f("pa:665a.2(c)")
    boxes_where_approved: bool = _f("pa:665a.2(c)")
    tip_box_elsewhere_approved: bool = _f("pa:665a.2(c)")  #: another place approved, equipment being in the way
    card_reader_attached: bool = _f("pa:665a.2(d)")  #: to the top of the dealer's side
    card_reader_detects_blackjack: bool = _f("pa:665a.1#card-reader-device")
    card_reader_inspected_daily: bool = _f("pa:665a.2(d)")  #: by the table's floorperson, each gaming day's start
    discard_rack_attached_on_top: bool = _f("pa:665a.2(e)")  #: securely
    discard_rack_dealer_side: bool = _f("pa:665a.2(e)")
    discard_rack_height_decks: Optional[Decimal] = _f("pa:665a.2(e)(1)", None)  #: the rack's height, in decks
    discard_rack_mark_decks: Optional[Decimal] = _f("pa:665a.2(e)(2)", None)  #: where its mark stands, in decks
    discard_rack_mark_visible: bool = _f("pa:665a.2(e)(2)")  #: distinct and clearly visible
    batches: tuple[Batch, ...] = _f("pa:665a.3(a)", ())
    decks_identical_in_appearance: bool = _f("pa:665a.3(a)")  #: within each batch
    cover_cards: int = _f("pa:665a.3(a)", 0)
    batches_same_design: bool = _f("pa:665a.3(b)(2)")
    idle_batch_in_shuffler: bool = _f("pa:665a.3(b)(3)")  #: shuffled and stored there while the other is dealt
    batches_alternate_by_shoe: bool = _f("pa:665a.3(b)(4)")
    discard_rack_one_batch: bool = _f("pa:665a.3(b)(5)")  #: never cards of both batches in the rack
    decks_changed_within_hours: int = _f("pa:665a.3(c)", 0)  #: the longest decks stay in use; 0: not stated
    opening_dealer_inspects_for_defects: bool = _f("pa:665a.4(a)")
    opening_floorperson_verifies: bool = _f("pa:665a.4(a)")
    opening_tens_removed_torn_returned: bool = _f("pa:665a.4(b)")  #: by the dealer and a floorperson
    opening_spread_face_up: bool = _f("pa:665a.4(c)")  #: for the first player: fan columns by deck, suit, sequence
    opening_washed_stacked_shuffled: bool = _f("pa:665a.4(d)")
    opening_each_batch_apart: bool = _f("pa:665a.4(e)")
    cut_offered_backs_away: bool = _f("pa:665a.5(b)")
    dealer_cuts_when_no_player_does: bool = _f("pa:665a.5(b)")
    cut_first_player_new_game: bool = _f("pa:665a.5(c)(1)")
    cut_player_at_cover_card_box: bool = _f("pa:665a.5(c)(2)")
    cut_farthest_right_after_dealer_cover_card: bool = _f("pa:665a.5(c)(3)")
    cut_farthest_right_after_floor_reshuffle: bool = _f("pa:665a.5(c)(4)")
    cut_refused_passes_counterclockwise: bool = _f("pa:665a.5(c)(3)")  #: in (3) and (4)
    recut_by_last_or_next_entitled: bool = _f("pa:665a.5(e)")  #: when a floorperson or above orders a recut
    idle_cards_spread_for_inspection: bool = _f("pa:665a.5(g)")  #: from the shoe and the rack, for the first player
    idle_washed_shuffled_cut: bool = _f("pa:665a.5(g)")
    continuous_shuffler_approved: bool = _f("pa:665a.5(h)")  #: by the Bureau of Gaming Laboratory Operations
    wagers_in_chips_or_plaques: bool = _f("pa:665a.6(a)")
    verbal_cash_wagers_taken: bool = _f("pa:665a.6(a)")
    verbal_wager_confirmed: bool = _f("pa:665a.6(a)")  #: by the dealer
    verbal_cash_converted_promptly: bool = _f("pa:665a.6(a)")
    dealing_shoe: bool = _f("pa:665a.7(a)")
    shoe_where_approved: bool = _f("pa:665a.7(a)")
    dealt_shoe_hand_out_other_hand_down: bool = _f("pa:665a.7(b)")
    cards_collected_for_reconstruction: bool = _f("pa:665a.7(q)")
    players_kept_from_cards: bool = _f("pa:665a.7(r)")  #: players and spectators
    shuffler_failure_reshuffled: bool = _f("pa:665a.13(j)")
    broken_shuffler_covered_or_signed: bool = _f("pa:665a.13(k)")

    @property
    def batch_shuffler(self) -> bool:
        return self.shuffling is Shuffling.BATCH_SHUFFLER

    @property
    def shoe_decks(self) -> int:
        """The decks a shoe holds: one batch, the largest listed."""
        return max((len(b.decks) for b in self.batches), default=0)


_nums = family.nums


_show = family.show


_CSM = "a continuous shuffler table: 665a.5(h) sets aside 665a.5(b) to (g)"
_NO_BATCH = "no batch shuffler"


@cites("pa:665a.1#card-reader-device", "pa:665a.2(d)")
def _card_reader(d: TableDescription) -> dict[str, Verdict]:
    """665a.1, 665a.2(d): a card reader device on the dealer's side, inspected at the start of every gaming day."""
    attached = ("no card reader device attached to the top of the dealer's side", d.card_reader_attached)
    return {
        "pa:665a.1#card-reader-device": _verdict(_not((attached, (
            "the device does not let the dealer tell whether his hole card gives him a Blackjack",
            d.card_reader_detects_blackjack))), "a device that tells the dealer whether he holds a Blackjack"),
        "pa:665a.2(d)": _verdict(_not((attached, (
            "the table's floorperson does not inspect the card reader for tampering and working order at the start of "
            "each gaming day", d.card_reader_inspected_daily))),
            "on the dealer's side, inspected at the start of each gaming day"),
    }


_areas = family.areas


@cites("pa:665a.2(a)", "pa:665a.2(b)", "pa:665a.2(b)(1)", "pa:665a.2(b)(2)", "pa:665a.2(b)(4)", "pa:665a.2(c)")
def _table(d: TableDescription) -> dict[str, Verdict]:
    """665a.2(a)-(c): the positions and the dealer's place, the layout's approval, logo and areas, the drop and tip
    boxes."""
    out: dict[str, Verdict] = {}
    n = len(d.positions)
    places = _not((("no place for the dealer opposite the players' side", d.dealer_opposite_players),))
    places += [f"{n} positions, more than {MAX_POSITIONS}"] if n > MAX_POSITIONS else []
    places += ["no positions"] if n == 0 else [] if sorted(d.positions) == list(range(1, n + 1)) else [
        f"positions numbered {_nums(d.positions)}, not 1 to {n}, each once"]
    out["pa:665a.2(a)"] = _verdict(places, f"{n} positions (at most {MAX_POSITIONS}), the dealer opposite")
    out["pa:665a.2(b)"], out["pa:665a.2(b)(1)"] = approved_layout(d)
    seats = frozenset(d.positions)
    out["pa:665a.2(b)(2)"] = _verdict(_areas("Bet Wager area", d.bet_areas, seats)
                                      + _areas("Double Attack Wager area", d.double_attack_areas, seats),
                                      "a Bet Wager area and a Double Attack Wager area at every position")
    if d.bust_it_offered:
        out["pa:665a.2(b)(4)"] = _verdict(_areas("Bust It Wager area", d.bust_it_areas, seats),
                                          "a Bust It Wager area at every position")
    elif d.bust_it_areas:
        out["pa:665a.2(b)(4)"] = Status.FAIL, (f"Bust It Wager areas at position {_nums(d.bust_it_areas)}, but the "
                                               "table does not offer the wager")
    else:
        out["pa:665a.2(b)(4)"] = _na("the Bust It Wager is not offered")
    out["pa:665a.2(c)"] = drop_and_tip_boxes(d)
    return out


_stated = family.stated


@cites("pa:665a.2(b)(3)(i)", "pa:665a.2(b)(3)(ii)", "pa:665a.2(b)(3)(iii)")
def _inscriptions(d: TableDescription) -> dict[str, Verdict]:
    """665a.2(b)(3): Blackjack pays even money, Insurance pays 5 to 2, the dealer draws to 16 and stands on all
    17s."""
    rs = d.rules
    out: dict[str, Verdict] = {}
    bj = _odds(rs["pa:665a.2(b)(3)(i)"].numbers["payout"])
    out["pa:665a.2(b)(3)(i)"] = _verdict(_stated("the Blackjack odds", d.layout_blackjack_odds, bj),
                                         f"Blackjack pays {_show(bj)} (even money)")
    ins = _odds(rs["pa:665a.2(b)(3)(ii)"].numbers["payout"])
    out["pa:665a.2(b)(3)(ii)"] = _verdict(_stated("the insurance odds", d.layout_insurance_odds, ins),
                                          f"Insurance pays {_show(ins)}")
    out["pa:665a.2(b)(3)(iii)"] = family.dealer_rule_stated(d, rs["pa:665a.2(b)(3)(iii)"].numbers)
    return out


@cites("pa:665a.2(b)(5)")
def _payouts(d: TableDescription) -> dict[str, Verdict]:
    """665a.2(b)(5): the odds of every wager offered, on the layout or the sign, each the odds of 665a.12."""
    offered = [k for k in PAYOUTS if d.bust_it_offered or k not in BUST_IT_ROWS]
    layout = dict(d.layout_payouts)
    if d.layout_insurance_odds is not None:
        layout.setdefault("insurance", d.layout_insurance_odds)
    sign = dict(d.sign_payouts)
    problems = odds_shown({name: (PAYOUTS[name][1], _short(PAYOUTS[name][0])) for name in offered}, layout, sign,
                          _show, note_missing=True)
    if not d.bust_it_offered:
        problems += odds_not_offered("Bust It", BUST_IT_ROWS, layout, sign)
    on_sign = f", {sum(k in sign for k in offered)} on the sign" if sign else ""
    return {"pa:665a.2(b)(5)": _verdict(problems, f"the odds of all {len(offered)} wagers and rows offered, as 665a.12 "
                                                  f"sets them ({sum(k in layout for k in offered)} on the layout"
                                                  f"{on_sign})")}


@cites("pa:665a.2(e)", "pa:665a.2(e)(1)", "pa:665a.2(e)(2)")
def _discard_rack(d: TableDescription) -> dict[str, Verdict]:
    """665a.2(e): a discard rack fixed on top of the dealer's side, as tall as the shoe's decks stacked, or taller with
    a mark at that height."""
    return family.discard_rack(d, d.shoe_decks, "pa:665a.2(e)")


def _labels(d: TableDescription) -> list[tuple[str, Deck]]:
    """Each listed deck with its name in a finding: "deck 3", or "batch 2 deck 3" where there are batches."""
    many = len(d.batches) > 1
    return [(f"batch {i} deck {j}" if many else f"deck {j}", deck)
            for i, b in enumerate(d.batches, 1) for j, deck in enumerate(b.decks, 1)]


@cites("pa:665a.3(a)")
def _deck_problems(d: TableDescription) -> tuple[list[str], list[str]]:
    """665a.3(a): each listed deck against the 48 cards of a deck without its 10s; (the problems, the 10s found)."""
    return family.deck_problems(_labels(d), [], CARDS_PER_DECK)


@cites("pa:665a.3(a)", "pa:665a.3(b)", "pa:665a.3(b)(1)", "pa:665a.3(b)(2)", "pa:665a.3(b)(3)", "pa:665a.3(b)(4)",
       "pa:665a.3(b)(5)", "pa:665a.3(c)")
def _decks(d: TableDescription) -> dict[str, Verdict]:
    """665a.3(a)-(c): one batch of eight identical decks of 48 cards without the 10s and a cover card, or two batches
    with backs of different colours at a batch shuffler table; the decks changed at least every 24 hours."""
    out: dict[str, Verdict] = {}
    bs = d.batches
    problems, _ = _deck_problems(d)
    if not d.batch_shuffler:
        if len(bs) != 1:
            problems.insert(0, f"{len(bs)} batches, not 1 (two are for a batch shuffler, 665a.3(b))")
        elif len(bs[0].decks) != DECKS_PER_BATCH:
            problems.insert(0, f"{len(bs[0].decks)} decks, not {DECKS_PER_BATCH}")
    problems += _not((("the decks are not declared identical in appearance", d.decks_identical_in_appearance),))
    if not d.continuous and d.cover_cards < MIN_COVER_CARDS:
        problems.append(f"{d.cover_cards} cover cards, not at least {MIN_COVER_CARDS}")
    cover = "" if d.continuous else f", {d.cover_cards} cover card{'s' * (d.cover_cards != 1)}"
    some = "two batches" if d.batch_shuffler else f"one batch of {d.shoe_decks}"
    out["pa:665a.3(a)"] = _verdict(problems, f"{some} identical decks of {CARDS_PER_DECK} cards, no 10s{cover}")
    if not d.batch_shuffler:
        for c in ("pa:665a.3(b)", "pa:665a.3(b)(1)", "pa:665a.3(b)(2)", "pa:665a.3(b)(3)", "pa:665a.3(b)(4)",
                  "pa:665a.3(b)(5)"):
            out[c] = _na(f"{_NO_BATCH} (shuffling = {d.shuffling.value})")
    else:
        sizes = [f"batch {i} has {len(b.decks)} decks, not {DECKS_PER_SHUFFLER_BATCH}" for i, b in enumerate(bs, 1)
                 if len(b.decks) != DECKS_PER_SHUFFLER_BATCH]
        count = [] if len(bs) == SHUFFLER_BATCHES else [f"{len(bs)} batches, not {SHUFFLER_BATCHES}"]
        out["pa:665a.3(b)(1)"] = _verdict(count + sizes, f"{SHUFFLER_BATCHES} batches of {DECKS_PER_SHUFFLER_BATCH} "
                                                         "decks")
        backs = [f"batch {i}'s back colour is not stated" for i, b in enumerate(bs, 1) if not b.back.strip()]
        colours = {b.back.strip().lower() for b in bs if b.back.strip()}
        if not backs and len(colours) < len(bs):
            backs.append(f"the batches' backs are not of different colours ({', '.join(b.back for b in bs)})")
        backs += _not((("the batches are not declared of the same design", d.batches_same_design),))
        out["pa:665a.3(b)(2)"] = _verdict(backs, "one design; backs "
                                                 f"{' and '.join(b.back for b in bs)}, a colour for each batch")
        out["pa:665a.3(b)(3)"] = _verdict(_not((("the batch not in play is not shuffled and stored in the shuffler",
                                                 d.idle_batch_in_shuffler),)),
                                          "one batch in play, the other shuffled and stored in the shuffler")
        out["pa:665a.3(b)(4)"] = _verdict(_not((("the batches do not alternate shoe by shoe",
                                                 d.batches_alternate_by_shoe),)),
                                          "the batches alternate, each dealt for every other shoe")
        out["pa:665a.3(b)(5)"] = _verdict(_not((("the discard rack may hold cards of both batches",
                                                 d.discard_rack_one_batch),)),
                                          "the discard rack holds one batch's cards at a time")
    hours = d.decks_changed_within_hours
    out["pa:665a.3(c)"] = _verdict(
        ["how often the decks are changed is not stated (decks_changed_within_hours)"] if hours == 0 else
        [f"the decks stay in use up to {hours} hours, more than {MAX_DECK_HOURS}"] if hours > MAX_DECK_HOURS else [],
        f"the decks changed at least every {hours} hours")
    return out


@cites("pa:665a.4(a)", "pa:665a.4(b)", "pa:665a.4(c)", "pa:665a.4(d)", "pa:665a.4(e)", "pa:665a.4(f)")
def _opening(d: TableDescription) -> dict[str, Verdict]:
    """665a.4: the decks inspected and verified, the 10s destroyed, the cards shown to the first player, then washed,
    stacked and shuffled; each batch apart; preinspected, preshuffled decks skip all but the 10s."""
    _, tens = _deck_problems(d)
    left = [f"10s left in the decks ({'; '.join(tens)}): they were not taken out"] if tens else []
    out: dict[str, Verdict] = {
        "pa:665a.4(b)": _verdict(left + _not((
            ("the 10s are not declared removed, torn in half and returned to the decks' container by the dealer and a "
             "floorperson", d.opening_tens_removed_torn_returned),)), "10s out, torn and returned to the container"),
    }
    if d.preshuffled_decks:
        pre = "the decks arrive preinspected and preshuffled: 665a.4(f) sets aside (a) and (c) to (e)"
        out.update({c: _na(pre) for c in ("pa:665a.4(a)", "pa:665a.4(c)", "pa:665a.4(d)", "pa:665a.4(e)")})
        out["pa:665a.4(f)"] = Status.PASS, "preinspected and preshuffled decks (declared); the 10s rule of (b) applies"
        return out
    out["pa:665a.4(a)"] = _verdict(_not((
        ("the dealer does not inspect the cards for defects on receiving them", d.opening_dealer_inspects_for_defects),
        ("the table's floorperson does not verify the inspection", d.opening_floorperson_verifies))),
        "the dealer inspects for defects, the floorperson verifies")
    out["pa:665a.4(c)"] = _verdict(_not((
        ("the cards are not spread face up for the first player in fan columns by deck, suit and sequence",
         d.opening_spread_face_up),)), "spread face up for the first player by deck, suit and sequence")
    out["pa:665a.4(d)"] = _verdict(_not((("the cards are not turned face down, washed, stacked and shuffled",
                                          d.opening_washed_stacked_shuffled),)),
                                   "turned face down, washed, stacked, then shuffled")
    out["pa:665a.4(e)"] = _verdict(_not((("the batches are not each spread, mixed, stacked and shuffled apart",
                                          d.opening_each_batch_apart),)), "each batch prepared apart") \
        if d.batch_shuffler else _na(f"{_NO_BATCH} (shuffling = {d.shuffling.value})")
    out["pa:665a.4(f)"] = _na("the decks do not arrive preinspected and preshuffled")
    return out


@cites("pa:665a.5(b)", "pa:665a.5(c)", "pa:665a.5(c)(1)", "pa:665a.5(c)(2)", "pa:665a.5(c)(3)", "pa:665a.5(c)(4)",
       "pa:665a.5(e)", "pa:665a.5(g)", "pa:665a.5(h)")
def _cut(d: TableDescription) -> dict[str, Verdict]:
    """665a.5(b), (c), (e), (g), (h): who is offered the cut, the recut, an idle table's cards, and the automatic
    reshuffling device that replaces them."""
    cut = ("pa:665a.5(b)", "pa:665a.5(c)", "pa:665a.5(c)(1)", "pa:665a.5(c)(2)", "pa:665a.5(c)(3)", "pa:665a.5(c)(4)",
           "pa:665a.5(e)", "pa:665a.5(g)")
    if d.continuous:
        out = {c: _na(_CSM) for c in cut}
        out["pa:665a.5(h)"] = _verdict(_not((
            ("the continuous shuffler is not declared approved by the Bureau of Gaming Laboratory Operations",
             d.continuous_shuffler_approved),)), "an approved automatic reshuffling device")
        return out
    out = {"pa:665a.5(h)": _na(f"no automatic reshuffling device (shuffling = {d.shuffling.value})")}
    out["pa:665a.5(b)"] = _verdict(_not((
        ("the stack is not offered for the cut with its backs away from the dealer", d.cut_offered_backs_away),
        ("the dealer does not cut when no player will", d.dealer_cuts_when_no_player_does))),
        "offered for the cut backs away from the dealer; the dealer cuts if nobody will")
    rotate = ("a refused cut does not pass counterclockwise", d.cut_refused_passes_counterclockwise)
    for cid, fact, who, also in (
            ("pa:665a.5(c)(1)", d.cut_first_player_new_game, "the first player to the table, as the game begins", ()),
            ("pa:665a.5(c)(2)", d.cut_player_at_cover_card_box,
             "the player at whose betting area the cover card came out", ()),
            ("pa:665a.5(c)(3)", d.cut_farthest_right_after_dealer_cover_card,
             "the player farthest to the dealer's right, the cover card having come out on the dealer's hand",
             (rotate,)),
            ("pa:665a.5(c)(4)", d.cut_farthest_right_after_floor_reshuffle,
             "the player farthest to the dealer's right, after a reshuffle a floorperson ordered", (rotate,))):
        out[cid] = _verdict(_not(((f"the cut is not offered to {who}", fact),) + also),
                            f"cut offered to {who}" + (", then counterclockwise" if also else ""))
    out["pa:665a.5(e)"] = _verdict(_not((("a recut is not made by the last cutter or the next player entitled under "
                                          "(c)", d.recut_by_last_or_next_entitled),)),
                                   "a recut ordered by a floorperson or above goes to the last cutter or the next "
                                   "entitled")
    out["pa:665a.5(g)"] = _verdict(_not((
        ("an idle table's cards are not taken from the shoe and the rack and spread for the first player",
         d.idle_cards_spread_for_inspection),
        ("an idle table's cards are not then washed, stacked, shuffled and cut", d.idle_washed_shuffled_cut))),
        "an idle table's cards spread for the first player, then washed, stacked, shuffled and cut")
    return out


@cites("pa:665a.6(a)")
def _wagers(d: TableDescription) -> dict[str, Verdict]:
    """665a.6(a): wagers in chips or plaques; a verbal wager with cash only when confirmed and converted."""
    chips = [("wagers are not made with chips, plaques or approved instruments on the layout's areas",
              d.wagers_in_chips_or_plaques)]
    if d.verbal_cash_wagers_taken:
        chips += [("a verbal cash wager is not confirmed by the dealer", d.verbal_wager_confirmed),
                  ("the cash is not promptly converted to chips or plaques", d.verbal_cash_converted_promptly)]
        ok = "chips or plaques; verbal cash wagers confirmed by the dealer and converted promptly"
    else:
        ok = "chips or plaques; no verbal cash wagers taken"
    return {"pa:665a.6(a)": _verdict(_not(tuple(chips)), ok)}


@cites("pa:665a.7(a)", "pa:665a.7(b)", "pa:665a.7(q)", "pa:665a.7(r)")
def _dealing(d: TableDescription) -> dict[str, Verdict]:
    """665a.7(a), (b), (q), (r): the shoe and its place, the dealer's hands, the pick-up, hands off the cards."""
    return {
        "pa:665a.7(a)": _verdict(_not((
            ("the cards are not dealt from a dealing shoe", d.dealing_shoe),
            ("the shoe's place is not declared approved by the Bureau of Casino Compliance", d.shoe_where_approved))),
            "dealt from a shoe placed where approved"),
        "pa:665a.7(b)": _verdict(_not((("the dealer does not take cards out with the hand nearer the shoe and place "
                                        "them with the other", d.dealt_shoe_hand_out_other_hand_down),)),
                                  "out with the hand nearer the shoe, onto the layout with the other"),
        "pa:665a.7(q)": _verdict(_not((("the cards are not put in the discard rack so that each hand can be rebuilt",
                                        d.cards_collected_for_reconstruction),)),
                                  "collected into the rack so each hand can be rebuilt"),
        "pa:665a.7(r)": _verdict(_not((("players or spectators may handle, remove or alter the cards",
                                        d.players_kept_from_cards),)),
                                  "no player or spectator handles, removes or alters the cards"),
    }


@cites("pa:665a.13(j)", "pa:665a.13(k)")
def _shufflers(d: TableDescription) -> dict[str, Verdict]:
    """665a.13(j), (k): a failed shuffle redone; a broken shuffler covered or signed out of order before another way
    of shuffling."""
    if d.shuffling is Shuffling.MANUAL:
        return {c: _na("no automated shuffler (shuffling = manual)") for c in ("pa:665a.13(j)", "pa:665a.13(k)")}
    return {
        "pa:665a.13(j)": _verdict(_not((("a jammed, stopped or incomplete shuffle is not redone",
                                         d.shuffler_failure_reshuffled),)), "a failed shuffle is redone"),
        "pa:665a.13(k)": _verdict(_not((("a broken shuffler is not covered or signed out of order before the cards are "
                                         "shuffled another way", d.broken_shuffler_covered_or_signed),)),
                                  "a broken shuffler covered or signed out of order before any other shuffling"),
    }


@every_equipment_clause_once
@cites(*HEADINGS)
def check(d: TableDescription) -> list[Finding]:
    """One finding per equipment clause (and 665a.2(b), 665a.3(a), (b), (b)(1)), in the order of the text; a heading
    gets its paragraphs' verdict."""
    return clause_findings(d, (_card_reader, _table, _inscriptions, _payouts, _discard_rack, _decks, _opening, _cut,
                               _wagers, _dealing, _shufflers), HEADINGS, nested=True, under_word="paragraphs and items")


def covered_elsewhere(rid: str) -> frozenset[str]:
    """The equipment and administrative clauses of edition ``rid`` that :func:`check` does not report: 665a.6(g), the
    profile's election (:func:`~croupier.reference.families.blackjack.boxes_per_player`)."""
    return family.boxes_per_player(rid, "pa:665a.6(g)")


# --- loading -------------------------------------------------------------------------------------


_parse_odds = family.odds_value


def _payout_table(v: Any) -> Payouts:
    return named_table(v, PAYOUTS, _parse_odds, "665a.12")

#: field -> (its clause, its reader)
_PARSERS = family.field_parsers(TableDescription, Shuffling, {"Payouts": _payout_table})


def _deck(deck: Any, where: str, problems: list[Problem]) -> Deck:
    """One deck: a table from suit (S, H, D, C) to the ranks found, such as "A 2 3 4 5 6 7 8 9 J Q K"."""
    return Deck(family.deck_cards(deck, where, "pa:665a.3(a)", problems))


def _batch_list(v: Any, problems: list[Problem]) -> tuple[Batch, ...]:
    """``[[batches]]``: each a table with ``back`` (the backs' colour) and ``[[batches.decks]]``, one table per deck."""
    clause = "pa:665a.3(a)"
    if not isinstance(v, list) or not all(isinstance(x, Mapping) for x in v):
        problems.append(Problem("batches", clause, "must be an array of tables ([[batches]]), one per batch"))
        return ()
    out = []
    for i, b in enumerate(v):
        where = f"batches[{i}]"
        for key in sorted(set(b) - {"back", "decks"}):
            problems.append(Problem(f"{where}.{key}", clause, "unknown key: a batch has back and decks"))
        back = b.get("back", "")
        if not isinstance(back, str):
            problems.append(Problem(f"{where}.back", "pa:665a.3(b)(2)", f"must be the backs' colour, not {back!r}"))
            back = ""
        decks = b.get("decks", [])
        if not isinstance(decks, list) or not all(isinstance(x, Mapping) for x in decks):
            problems.append(Problem(f"{where}.decks", clause, "must be an array of tables ([[batches.decks]]), one "
                                                              "per deck"))
            decks = []
        out.append(Batch(back=back, decks=tuple(_deck(x, f"{where}.decks[{j}]", problems)
                                                for j, x in enumerate(decks))))
    return tuple(out)


def description_from_mapping(data: Mapping[str, Any], source: str = "") -> TableDescription:
    """Build a :class:`TableDescription` from parsed TOML; :class:`ConfigError` lists every problem, each with its
    clause."""
    return family.description(data, source, TableDescription, game="double_attack", title="Double Attack Blackjack",
                              clause="pa:665a.2", rulesets=RULESETS, parsers=_PARSERS, lists={"batches": _batch_list})


def load_description(path: str | Path) -> TableDescription:
    """Read a Double Attack Blackjack table description; every unknown or bad value is reported at once, with its
    clause."""
    return description_from_mapping(read_toml(path, "pa:665a.2"), str(path))
