"""Asia Poker equipment as described data, checked clause by clause: the table, its layout, the devices that fix the
starting position (the shaker and its dice, the random number generator, the flat button), the drop box, tip box
and discard rack (659a.2), the cards and decks and how often they are changed (659a.3), the opening of the table
(659a.4), the recut, the idle table, the automatic reshuffling device, the shaker after the deal and the marker of
the starting position (659a.5(d)-(f), (g)(1)(iv), (h)), the dealing shoes and the dealer's holding hand (659a.8(a),
659a.9(a)(1), (2), 659a.10(a)(1)), the discards (659a.11(i)) and a failed or broken device (659a.13(l), (n)).

``d``: a :class:`TableDescription`; ``rs``: its ruleset. An operator describes an Asia Poker table in TOML (``game =
"asia_poker"``, ``ruleset = "pa-659a@2013p"``, the chapter's only edition); :func:`check` gives one
:class:`~croupier.reference.findings.Finding` per equipment clause (pass, fail, or not applicable when the table
does not use what the clause is about, such as the shaker at a table whose start a random number generator fixes),
plus two clauses of other kinds that the table's physical facts bear on: 659a.2(b) (administrative: the layout's
approval, over its items) and 659a.3(a) (game: one deck of 52 cards and one joker, and two cover cards). ``croupier
equipment check FILE`` prints them. The decks are listed card by card, suit by suit, with the jokers in play and the
jokers taken out, so their composition is counted, not declared; the layout's and the sign's odds are written as
printed and compared, as ratios, with 659a.12(a) and the elected paytable of 659a.12(b); the hours the dice and the
decks have been on the table are compared exactly with 659a.2(c)(1)(i) and 659a.3(c).

The description states the table's elections that bear on its equipment as facts, spelt as the profile spells
them and with the profile's enumerations (:mod:`croupier.reference.asia_poker.config`): ``start_position``,
``dealing``, ``shuffling``, ``preshuffled_decks``, ``decks``, ``two_joker_decks``, ``mark_start_with_cover_card``,
``bonus_offered``, ``bonus_paytable`` and ``payout_cap``; it is not compared with a separate profile. A combination
the profile refuses is refused here too, with the same clause (:func:`croupier.reference.asia_poker.config.validate`):
hand dealing without an automated card shuffling device (659a.9(a)(1)) or with one that loads a shoe (659a.5(a)), the
flat button without an automated shuffler and an automated dealing shoe (659a.5(g)(3)), two decks without an
automated shuffler (659a.3(b)), the Bonus without a paytable (659a.12(b)); and a payout cap under $50,000
(659a.12(c)). The same combinations also fail their clauses in :func:`check`, for a description built in code.

Readings (the text is silent or loose; each is ours):

* An approval by a Bureau, an inspection or a dealing procedure cannot be seen in a description: the description
  declares it (a true-or-false fact), and a missing or false declaration fails.
* 659a.2(a): one to six betting positions, numbered 1 to n, each once (G-1: fewer than six are allowed); the text
  asks for no numbers, only places on one side with the dealer opposite.
* 659a.2(b)(3), (4): each position has a high, a medium and a low hand area, and the dealer has the three: the areas
  are listed by hand, position by position, and compared with the positions.
* 659a.2(b)(5): where the Bonus Wager is not offered, the layout shows no Bonus area (an area would invite a wager
  the table does not take), and the clause is otherwise not applicable.
* 659a.2(b)(6): each wager offered has its odds on the layout or on a sign at the table (one may be on the layout
  and another on the sign), and every odds shown, on either, is the chapter's: the Asia Poker Wager 1 to 1
  (659a.12(a)) and, where the Bonus is offered, all eleven rows of the elected paytable (659a.12(b)), as the clause
  prints them whatever ``bonus_qualifier`` reads of G-7. Bonus odds shown where the Bonus is not offered fail.
* 659a.2(b)(7): where a cap is set (``payout_cap``), the layout inscribes its amount, or a sign at the table states
  it; a general reference on the layout to "the posted payout limit" names no amount, so it still needs the sign
  (as the Blackjack reading of 633a.2(b)(16)). Every amount shown must be the cap. Where no cap is set the clause is
  not applicable, and an amount shown anyway fails.
* 659a.2(c): the device the table elects (``start_position``) is checked, and the other two are not applicable:
  659a.5(g) has the holder use one of them. The shaker's 24 hours (659a.2(c)(1)(i)): dice placed in it exactly 24
  hours before the check are still in time. G-21: the shaker's dice are handled as the Pai Gow shaker's three dice;
  603a.13(f) does not name them, so nothing more is checked.
* 659a.2(c)(2): the generator shows the numbers 1 to 7 as 659a.5(g)(2) prints them, whatever the table's positions
  (G-1: the count wraps round a smaller table).
* 659a.2(c)(3): the flat button's approval is declared; that the table also uses an automated shuffler and an
  automated dealing shoe (659a.5(g)(3)) is read off its elections.
* 659a.2(d): where the Bureau of Casino Compliance approved another place for the tip box, a card shuffler or other
  equipment being in the way, the two boxes need not stand on either side of the dealer.
* 659a.3(a): a deck is the 52 cards of a standard pack, each once, and one joker in play (the spec's note: the deal
  of seven cards to seven places and a stub of four implies 53); exactly two cover cards, the text's figure. A deck
  made with two jokers (``two_joker_decks``) keeps one in play; a joker taken out of a deck made with one fails.
* 659a.3(b): applies with ``decks = 2``; the backs' colours are listed with the decks and must differ (compared
  without case). "Identical in appearance" holds within each deck.
* 659a.3(c): the decks in use since ``decks_in_play_since``, checked at ``checked_at``: four hours where the dealer
  deals from his hand ((c)(1)), eight from a manual or an automated shoe ((c)(2)); the text's "Asia Ride Poker" is
  read as Asia Poker. Decks exactly four (eight) hours in play are still in time.
* 659a.4(b): where the decks were made with two jokers, each listed deck shows one joker taken out, and the dealer and
  a floorperson are declared to have torn it in two and put it back in the deck's box. 659a.4(e) lifts (a) to (d),
  (b) included (the spec's note): with ``preshuffled_decks`` they are not applicable and (e) passes; the single
  joker in play is still 659a.3(a)'s.
* 659a.4(d): applies with two decks (an automated shuffler being then in use).
* 659a.5(d): applies wherever a cut is made: a manual shuffle, or preshuffled decks (659a.5(b)(2)), unless an
  automatic reshuffling device sets aside (c) to (e) (659a.5(f)). Who recuts is not said; read as the dealer.
* 659a.5(e): applies unless an automatic reshuffling device is in use (659a.5(f)). 659a.5(f) applies where the table
  elects one (``shuffling = "auto_reshuffler"``): its approval under 461a.4 is declared.
* 659a.5(h): a permission; not applicable unless ``mark_start_with_cover_card``. The marker is a cover card, the
  second of the two of 659a.3(a) (the cut uses one: the spec's note), or a similar object whose approval by the
  Bureau of Gaming Operations is declared.
* 659a.8(a), 659a.9(a)(1), (2), 659a.10(a)(1): each applies to the dealing method the table elects (``dealing``).
* 659a.13(l): applies wherever an automated card shuffling device is in use (every ``shuffling`` but manual);
  659a.13(n) wherever an automated shuffler or an automated dealing shoe is.
* 659a.2, 659a.2(b), 659a.2(c), 659a.2(c)(1), 659a.3, 659a.3(b), 659a.3(c) and 659a.4 are headings over their
  paragraphs: each gets its paragraphs' verdict (it fails when one of them fails), with its own requirement where it
  has one (659a.2(b): the layout's approval; 659a.2(c)(1): the shaker's approval, build and custody; 659a.3(b): two
  decks with an automated shuffler), and is not applicable when none of its paragraphs applies. So every equipment
  clause has exactly one finding.
"""

from __future__ import annotations

import datetime
import enum
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Mapping, Optional

import attrs

from croupier import spec
from croupier.reference.asia_poker.config import (BASE, CAP_MIN, MAX_POSITIONS, BonusPaytable, Dealing, Shuffling,
                                                  StartPosition, TableConfig, validate)
from croupier.reference.cards import SUITS, Card
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families import card_setting as family
from croupier.reference.families.table import positions as _positions, when as _when
from croupier.reference.findings import (Finding, Status, Verdict, approved_layout, clause_findings,
                                         every_equipment_clause_once, format_report, odds_not_offered, odds_shown,
                                         payout_limit)
from croupier.reference.findings import fact as _f, not_applicable as _na, unmet as _not, verdict as _verdict
from croupier.reference.money import dollars, parse_odds
from croupier.reference.parsing import (boolean as _bool, count as _count, is_int, named_table, one_of as _enum,
                                        printed_odds)
from croupier.spec.citations import cites

__all__ = ["DECK_CARDS", "Deck", "Finding", "HEADINGS", "HandArea", "PAYOUTS", "RULESETS", "StartMarker", "Status",
           "TableDescription", "check", "covered_elsewhere", "description_from_mapping", "format_report",
           "load_description"]

#: the editions a description may name: the 2013 proposal only
RULESETS: tuple[str, ...] = (BASE,)
_RS = spec.ruleset(BASE)
#: 659a.3(a): the decks (unless (b) applies), the jokers in play in each, the cover cards
DECKS = int(_RS["pa:659a.3(a)"].numbers["decks"])
JOKERS = int(_RS["pa:659a.3(a)"].numbers["jokers"])
COVER_CARDS = int(_RS["pa:659a.3(a)"].numbers["cover_cards"])
#: 659a.3(a): the 52 cards of a deck beside its joker
DECK_CARDS: frozenset[Card] = frozenset(Card(r, s) for r in range(1, 14) for s in SUITS)
#: 659a.3(b): the decks of a table with an automated shuffler that uses two
TWO_DECKS = int(_RS["pa:659a.3(b)"].numbers["decks"])
#: 659a.3(c)(1), (2): the longest a deck stays in play dealt from the hand, and from a shoe
HAND_HOURS = int(_RS["pa:659a.3(c)(1)"].numbers["max_hours"])
SHOE_HOURS = int(_RS["pa:659a.3(c)(2)"].numbers["max_hours"])
#: 659a.2(c)(1)(i): the dice in the shaker, and the most hours they stay on the table
DICE = int(_RS["pa:659a.2(c)(1)(i)"].numbers["dice"])
DICE_HOURS = int(_RS["pa:659a.2(c)(1)(i)"].numbers["max_hours"])
#: 659a.5(g)(2): the least and the greatest number the generator shows
RNG_RANGE: tuple[int, ...] = tuple(int(x) for x in _RS["pa:659a.5(g)(2)"].numbers["range"].split(" to "))
#: the headings checked through their paragraphs (each finding is its paragraphs' verdict, with its own where it has
#: one), innermost first
HEADINGS: tuple[str, ...] = ("pa:659a.2(b)", "pa:659a.2(c)(1)", "pa:659a.2(c)", "pa:659a.2", "pa:659a.3(b)",
                             "pa:659a.3(c)", "pa:659a.3", "pa:659a.4")


def _odds(text: str) -> Fraction:
    """The spec's ``"5000 to 1"`` as what a unit staked wins."""
    return parse_odds(text).ratio


#: the Asia Poker Wager's name among the odds shown
ASIA_POKER = "asia_poker"
#: 659a.2(b)(6): the odds of each paytable, by the name they are shown under: the Asia Poker Wager (659a.12(a)) and
#: the eleven Bonus rows of the paytable (659a.12(b), in the order of 659a.6(d))
PAYOUTS: dict[BonusPaytable, dict[str, Fraction]] = {
    t: {ASIA_POKER: _odds(_RS["pa:659a.12(a)"].numbers["payout"]),
        **{k.removeprefix(t.value.lower() + "_"): _odds(v) for k, v in _RS["pa:659a.12(b)"].numbers.items()
           if k.startswith(t.value.lower() + "_")}}
    for t in BonusPaytable if t is not BonusPaytable.NONE
}
#: the names of the Bonus rows, best first
BONUS_ROWS: tuple[str, ...] = tuple(k for k in PAYOUTS[BonusPaytable.PAYTABLE_A] if k != ASIA_POKER)
_NAMES: tuple[str, ...] = (ASIA_POKER, *BONUS_ROWS)

#: 659a.2(b)(6): odds as shown on the layout or the sign, as (the name, the odds), sorted by name
Payouts = tuple[tuple[str, Fraction], ...]


class HandArea(enum.Enum):
    """659a.2(b)(3), (4): the three hand areas of each player and of the dealer."""

    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"


class StartMarker(enum.Enum):
    """659a.5(h): what marks the starting position, where the holder marks it."""

    COVER_CARD = "cover_card"  #: the second cover card of 659a.3(a)
    OBJECT = "object"  #: a similar object the Bureau of Gaming Operations approved


@attrs.frozen(kw_only=True)
class Deck:
    """659a.3(a): one deck as found at the table after the opening, card by card: the 52 cards, the jokers in play,
    the jokers taken out (659a.4(b)), and the colour of its backs ("" when not stated; 659a.3(b)(1))."""

    back: str = ""
    cards: tuple[Card, ...] = ()
    jokers: int = 0
    jokers_removed: int = 0


@attrs.frozen(kw_only=True)
class TableDescription(family.CardTable):
    """An Asia Poker table as its owner describes it: every field is a fact a clause asks about (metadata
    ``clause``); the elections carry the clause of the profile's option."""

    ruleset: str = _f("pa:659a.2", BASE)
    # --- the table's elections, as the profile spells them
    start_position: StartPosition = _f("pa:659a.5(g)", StartPosition.SHAKER)
    dealing: Dealing = _f("pa:659a.5(b)(1)", Dealing.MANUAL_SHOE)
    shuffling: Shuffling = _f("pa:659a.5(a)", Shuffling.MANUAL)
    preshuffled_decks: bool = _f("pa:659a.4(e)")  #: preinspected and preshuffled under 603a.16(u) or (v)
    decks: int = _f("pa:659a.3(b)", DECKS)
    two_joker_decks: bool = _f("pa:659a.3(a)")  #: decks made with two jokers
    mark_start_with_cover_card: bool = _f("pa:659a.5(h)")
    bonus_offered: bool = _f("pa:659a.7(e)")
    bonus_paytable: BonusPaytable = _f("pa:659a.12(b)", BonusPaytable.NONE)
    payout_cap: Optional[int] = _f("pa:659a.12(c)", None)  #: in cents; None: no cap
    # --- 659a.2(a), (b): the table and its layout
    betting_positions: tuple[int, ...] = _f("pa:659a.2(a)", ())  #: numbered 1 to n
    dealer_opposite_positions: bool = _f("pa:659a.2(a)")  #: the positions along one side, the dealer on the other
    layout_approved: bool = _f("pa:659a.2(b)")  #: by the Bureau of Gaming Operations under 601a.10(a)
    layout_logo: bool = _f("pa:659a.2(b)(1)")
    wager_areas: frozenset[int] = _f("pa:659a.2(b)(2)", frozenset())  #: the positions with an Asia Poker Wager area
    high_hand_areas: frozenset[int] = _f("pa:659a.2(b)(3)", frozenset())  #: the positions with one
    medium_hand_areas: frozenset[int] = _f("pa:659a.2(b)(3)", frozenset())
    low_hand_areas: frozenset[int] = _f("pa:659a.2(b)(3)", frozenset())
    dealer_hand_areas: frozenset[HandArea] = _f("pa:659a.2(b)(4)", frozenset())
    bonus_areas: frozenset[int] = _f("pa:659a.2(b)(5)", frozenset())  #: the positions with a Bonus Wager area
    layout_payouts: Payouts = _f("pa:659a.2(b)(6)", ())
    sign_payouts: Payouts = _f("pa:659a.2(b)(6)", ())  #: the sign at the table; empty: no sign
    layout_payout_limit: Optional[int] = _f("pa:659a.2(b)(7)", None)  #: the amount inscribed, in cents
    layout_payout_limit_generic: bool = _f("pa:659a.2(b)(7)")  #: "subject to the posted payout limit"
    sign_payout_limit: Optional[int] = _f("pa:659a.2(b)(7)", None)  #: the amount on the sign, in cents
    # --- 659a.2(c): the devices that fix the starting position
    shaker_approved: bool = _f("pa:659a.2(c)(1)")  #: under 601a.10(a)
    shaker_keeps_game_integrity: bool = _f("pa:659a.2(c)(1)")
    shaker_attended_by_dealer: bool = _f("pa:659a.2(c)(1)")  #: the dealer's charge, never left unattended
    shaker_dice: int = _f("pa:659a.2(c)(1)(i)", 0)
    dice_kept_in_shaker: bool = _f("pa:659a.2(c)(1)(i)")  #: whenever it is not being shaken
    dice_placed_at: Optional[datetime.datetime] = _f("pa:659a.2(c)(1)(i)", None)
    checked_at: Optional[datetime.datetime] = _f("pa:659a.2(c)(1)(i)", None)  #: when the description is checked
    shaker_hides_dice: bool = _f("pa:659a.2(c)(1)(ii)")
    shaker_logo: bool = _f("pa:659a.2(c)(1)(iii)")
    rng_approved: bool = _f("pa:659a.2(c)(2)")  #: by the Bureau of Gaming Laboratory Operations under 461a.4
    rng_range: tuple[int, ...] = _f("pa:659a.2(c)(2)", ())  #: the least and the greatest number it shows
    flat_button_approved: bool = _f("pa:659a.2(c)(3)")  #: by the Bureau of Gaming Operations
    # --- 659a.2(d), (e): the boxes and the discard rack
    drop_box_attached: bool = _f("pa:659a.2(d)")
    tip_box_attached: bool = _f("pa:659a.2(d)")
    boxes_dealer_side: bool = _f("pa:659a.2(d)")
    boxes_either_side_of_dealer: bool = _f("pa:659a.2(d)")
    boxes_where_approved: bool = _f("pa:659a.2(d)")  #: by the Bureau of Casino Compliance under 601a.10(g)
    tip_box_elsewhere_approved: bool = _f("pa:659a.2(d)")  #: another place approved, equipment being in the way
    discard_rack_attached_on_top: bool = _f("pa:659a.2(e)")  #: securely
    discard_rack_dealer_side: bool = _f("pa:659a.2(e)")
    # --- 659a.3: the cards
    deck: tuple[Deck, ...] = _f("pa:659a.3(a)", ())  #: the decks as found, one [[deck]] table each
    cards_identical_in_appearance: bool = _f("pa:659a.3(a)")  #: within each deck
    cover_cards: int = _f("pa:659a.3(a)", 0)
    decks_same_design: bool = _f("pa:659a.3(b)(1)")
    idle_deck_in_shuffler: bool = _f("pa:659a.3(b)(2)")  #: shuffled and kept there while the other is in play
    decks_alternate_each_round: bool = _f("pa:659a.3(b)(3)")
    discard_rack_one_deck: bool = _f("pa:659a.3(b)(4)")  #: never cards of both decks in the rack
    decks_in_play_since: Optional[datetime.datetime] = _f("pa:659a.3(c)", None)
    # --- 659a.4: the opening
    opening_dealer_inspects: bool = _f("pa:659a.4(a)")  #: for defects, on receiving the decks
    opening_floorperson_verifies: bool = _f("pa:659a.4(a)")
    opening_second_joker_torn_returned: bool = _f("pa:659a.4(b)")  #: by the dealer and a floorperson
    opening_spread_face_up: bool = _f("pa:659a.4(b)")  #: for the first player: fan columns by deck, suit, in order
    opening_washed_stacked_shuffled: bool = _f("pa:659a.4(c)")
    opening_each_deck_apart: bool = _f("pa:659a.4(d)")
    # --- 659a.5: the recut, the idle table, the reshuffler, the shaker after the deal, the marker
    recut_when_ordered: bool = _f("pa:659a.5(d)")  #: by a floorperson or above, before any card is dealt
    idle_cards_spread: bool = _f("pa:659a.5(e)")  #: from the shoe and the rack, face down (face up if asked)
    idle_washed_stacked_shuffled: bool = _f("pa:659a.5(e)")  #: then 659a.4(c) and 659a.5
    auto_reshuffler_approved: bool = _f("pa:659a.5(f)")  #: under 461a.4, before use
    shaker_recovered_after_deal: bool = _f("pa:659a.5(g)(1)(iv)")  #: covered, shaken once, set to the dealer's right
    start_marker: StartMarker = _f("pa:659a.5(h)", StartMarker.COVER_CARD)
    start_marker_approved: bool = _f("pa:659a.5(h)")  #: the object's approval by the Bureau of Gaming Operations
    # --- 659a.8(a), 659a.9(a), 659a.10(a), 659a.11(i): the dealing
    shoe_where_approved: bool = _f("pa:659a.8(a)")  #: by the Bureau of Casino Compliance
    shoe_loaded_after_shuffle: bool = _f("pa:659a.8(a)")  #: by the dealer or an automated shuffler
    deck_held_in_one_hand_over_inventory: bool = _f("pa:659a.9(a)(2)")  #: the same hand all round, over the inventory
    automated_shoe_loaded_after_shuffle: bool = _f("pa:659a.10(a)(1)")
    discards_in_order: bool = _f("pa:659a.11(i)")  #: so that each hand can be rebuilt
    # --- 659a.13(l), (n): failed and broken devices
    shuffler_failure_reshuffled: bool = _f("pa:659a.13(l)")
    broken_device_covered_or_signed: bool = _f("pa:659a.13(n)")  #: before any other way of shuffling or dealing



def _show(o: Fraction) -> str:
    return f"{o.numerator} to {o.denominator}"


@cites("pa:659a.2(a)", "pa:659a.2(b)", "pa:659a.2(b)(1)", "pa:659a.2(b)(2)", "pa:659a.2(b)(3)", "pa:659a.2(b)(4)",
       "pa:659a.2(b)(5)", "pa:659a.2(d)", "pa:659a.2(e)")
def _table(d: TableDescription) -> dict[str, Verdict]:
    """659a.2(a), (b)(1)-(5), (d), (e): the positions and the dealer's place, the layout's approval, logo and areas,
    the drop and tip boxes, the discard rack."""
    out: dict[str, Verdict] = {"pa:659a.2(a)": family.places(d, MAX_POSITIONS)}
    out["pa:659a.2(b)"], out["pa:659a.2(b)(1)"] = approved_layout(d)
    seats = d.positions
    out["pa:659a.2(b)(2)"] = _verdict(family.areas("659a", "Asia Poker Wager area", d.wager_areas, seats),
                                      "an Asia Poker Wager area at every position")
    out["pa:659a.2(b)(3)"] = _verdict(
        family.areas("659a", "high hand area", d.high_hand_areas, seats)
        + family.areas("659a", "medium hand area", d.medium_hand_areas, seats)
        + family.areas("659a", "low hand area", d.low_hand_areas, seats),
        "a high, a medium and a low hand area at every position")
    lacking = [a.value for a in HandArea if a not in d.dealer_hand_areas]
    out["pa:659a.2(b)(4)"] = _verdict([f"the dealer has no {', '.join(lacking)} hand area"] if lacking else [],
                                      "the dealer's high, medium and low hand areas")
    out["pa:659a.2(b)(5)"] = family.optional_areas("659a", "Bonus Wager", d.bonus_offered, d.bonus_areas, seats)
    out["pa:659a.2(d)"], out["pa:659a.2(e)"] = family.boxes_and_rack(d)
    return out


@cites("pa:659a.2(b)(6)", "pa:659a.12(a)", "pa:659a.12(b)")
def _payouts(d: TableDescription) -> dict[str, Verdict]:
    """659a.2(b)(6): the odds of every wager offered, on the layout or the sign, each as 659a.12 sets it."""
    problems: list[str] = []
    table = d.bonus_paytable
    if d.bonus_offered and table is BonusPaytable.NONE:
        problems.append("the Bonus Wager is offered with no paytable elected (bonus_paytable, 659a.12(b))")
    want = PAYOUTS[table if table is not BonusPaytable.NONE else BonusPaytable.PAYTABLE_A]
    offered = [k for k in _NAMES if k == ASIA_POKER or (d.bonus_offered and table is not BonusPaytable.NONE)]
    layout, sign = dict(d.layout_payouts), dict(d.sign_payouts)
    problems += odds_shown({name: (want[name], "" if name == ASIA_POKER else f"paytable {table.value}")
                            for name in offered}, layout, sign, _show)
    if not d.bonus_offered:
        problems += odds_not_offered("Bonus", BONUS_ROWS, layout, sign)
    on = {w: sum(k in s for k in offered) for w, s in (("layout", layout), ("sign", sign))}
    bonus = f" and paytable {table.value}'s eleven Bonus rows" if len(offered) > 1 else ""
    return {"pa:659a.2(b)(6)": _verdict(problems, f"the Asia Poker Wager's odds{bonus}, as 659a.12 sets them "
                                                  f"({on['layout']} on the layout, {on['sign']} on the sign)")}


@cites("pa:659a.2(b)(7)", "pa:659a.12(c)")
def _payout_limit(d: TableDescription) -> dict[str, Verdict]:
    """659a.2(b)(7): where a payout cap is set (659a.12(c)), its amount on the layout or on a sign at the table."""
    return {"pa:659a.2(b)(7)": payout_limit(d, d.payout_cap, CAP_MIN, law="659a.12(c)", field="payout_cap",
                                            generic="the layout's general reference is to a posted limit",
                                            least_shown=False)}


@cites("pa:659a.2(c)", "pa:659a.2(c)(1)", "pa:659a.2(c)(1)(i)", "pa:659a.2(c)(1)(ii)", "pa:659a.2(c)(1)(iii)",
       "pa:659a.2(c)(2)", "pa:659a.2(c)(3)", "pa:659a.5(g)", "pa:659a.5(g)(2)", "pa:659a.5(g)(3)",
       "pa:659a.5(g)(1)(iv)")
def _devices(d: TableDescription) -> dict[str, Verdict]:
    """659a.2(c), 659a.5(g)(1)(iv): the device the table elects to fix the starting position, and the shaker after the
    deal; the devices it does not use are not applicable."""
    out: dict[str, Verdict] = {}
    used = d.start_position
    elected = {StartPosition.SHAKER: "the shaker of (c)(1)", StartPosition.RNG: "the random number generator of (c)(2)",
               StartPosition.FLAT_BUTTON: "the flat button of (c)(3)"}
    out["pa:659a.2(c)"] = Status.PASS, f"the start fixed by {elected[used]} (start_position = {used.value})"
    shaker = ("pa:659a.2(c)(1)", "pa:659a.2(c)(1)(i)", "pa:659a.2(c)(1)(ii)", "pa:659a.2(c)(1)(iii)",
              "pa:659a.5(g)(1)(iv)")
    if used is StartPosition.SHAKER:
        out["pa:659a.2(c)(1)"] = _verdict(_not((
            ("the shaker is not declared approved under 601a.10(a)", d.shaker_approved),
            ("the shaker is not declared built to protect the game's integrity", d.shaker_keeps_game_integrity),
            ("the shaker is not the dealer's charge, never left unattended", d.shaker_attended_by_dealer))),
            "an approved shaker in the dealer's charge, never unattended")
        dice = [] if d.shaker_dice == DICE else [f"the shaker holds {d.shaker_dice} dice, not {DICE}"]
        dice += _not((("the dice are not kept in the shaker when it is not being shaken", d.dice_kept_in_shaker),))
        status, age = family.within(d.dice_placed_at, d.checked_at, DICE_HOURS, "dice", "dice_placed_at")
        out["pa:659a.2(c)(1)(i)"] = _verdict(dice + ([age] if status is Status.FAIL else []),
                                             f"{DICE} dice kept in the shaker; {age}")
        out["pa:659a.2(c)(1)(ii)"] = _verdict(_not((("the dice can be seen while shaken", d.shaker_hides_dice),)),
                                              "the dice cannot be seen while shaken")
        out["pa:659a.2(c)(1)(iii)"] = _verdict(_not((("no name or logo of the certificate holder on the shaker",
                                                      d.shaker_logo),)), "the holder's name or logo on the shaker")
        out["pa:659a.5(g)(1)(iv)"] = _verdict(_not((
            ("the shaker is not covered, shaken once and set to the dealer's right after the deal",
             d.shaker_recovered_after_deal),)), "covered, shaken once and set to the dealer's right after the deal")
    else:
        out.update({c: _na(f"no shaker: start_position = {used.value}") for c in shaker})
    if used is StartPosition.RNG:
        rng = _not((("the random number generator is not declared approved by the Bureau of Gaming Laboratory "
                     "Operations under 461a.4", d.rng_approved),))
        if d.rng_range != RNG_RANGE:
            shown = " to ".join(map(str, d.rng_range)) or "no stated range"
            rng.append(f"the generator shows {shown}, not {' to '.join(map(str, RNG_RANGE))} (659a.5(g)(2))")
        out["pa:659a.2(c)(2)"] = _verdict(rng, f"an approved generator showing {RNG_RANGE[0]} to {RNG_RANGE[-1]}")
    else:
        out["pa:659a.2(c)(2)"] = _na(f"no random number generator: start_position = {used.value}")
    if used is StartPosition.FLAT_BUTTON:
        button = _not((("the flat button is not declared approved by the Bureau of Gaming Operations",
                        d.flat_button_approved),))
        if not d.automated_shuffler or d.dealing is not Dealing.AUTOMATED_SHOE:
            button.append(f"the flat button needs an automated card shuffling device and an automated dealing shoe "
                          f"(659a.5(g)(3)), not shuffling = {d.shuffling.value}, dealing = {d.dealing.value}")
        out["pa:659a.2(c)(3)"] = _verdict(button, "an approved flat button, with an automated shuffler and an "
                                                  "automated dealing shoe")
    else:
        out["pa:659a.2(c)(3)"] = _na(f"no flat button: start_position = {used.value}")
    return out


@cites("pa:659a.3(a)")
def _composition(d: TableDescription) -> list[str]:
    """659a.3(a): each listed deck against the 52 cards, each once, and one joker in play."""
    def jokers(name: str, deck: Deck) -> list[str]:
        out = [] if deck.jokers == JOKERS else [f"{name} has {deck.jokers} jokers in play, not {JOKERS}"]
        if deck.jokers_removed and not d.two_joker_decks:
            out.append(f"{name}: {deck.jokers_removed} joker taken out of a deck made with one (two_joker_decks is "
                       "false)")
        return out
    return family.composition(d.deck, DECK_CARDS, " beside its jokers", jokers)


@cites("pa:659a.3(a)", "pa:659a.3(b)", "pa:659a.3(b)(1)", "pa:659a.3(b)(2)", "pa:659a.3(b)(3)", "pa:659a.3(b)(4)",
       "pa:659a.3(c)(1)", "pa:659a.3(c)(2)")
def _cards(d: TableDescription) -> dict[str, Verdict]:
    """659a.3: one deck of 52 cards and a joker with two cover cards, or two decks with an automated shuffler; the
    decks changed every four hours dealt from the hand, every eight from a shoe."""
    n = len(d.deck)
    made = "two jokers, one in play" if d.two_joker_decks else "one joker"
    return family.cards(d, "659a", _composition(d), DECKS, TWO_DECKS, COVER_CARDS,
                        f"{n} deck{'s' * (n != 1)} of {len(DECK_CARDS) + JOKERS} cards (52 and the joker; made with "
                        f"{made}), {d.cover_cards} cover cards", d.dealing is Dealing.HAND, HAND_HOURS, SHOE_HOURS)


@cites("pa:659a.4(a)", "pa:659a.4(b)", "pa:659a.4(c)", "pa:659a.4(d)", "pa:659a.4(e)")
def _opening(d: TableDescription) -> dict[str, Verdict]:
    """659a.4: the decks inspected and verified, a second joker torn, the cards spread for the first player, then
    washed, stacked and shuffled; two decks each apart; preinspected, preshuffled decks skip (a) to (d)."""
    spread = _not((("the cards are not spread face up for the first player in fan columns by deck, suit and order, "
                    "the joker included", d.opening_spread_face_up),))
    if d.two_joker_decks:
        torn = [f"{family.deck_label(i, k.back)} shows {k.jokers_removed} jokers taken out, not 1" for i, k in enumerate(d.deck, 1)
                if k.jokers_removed != 1]
        torn += _not((("the second joker is not declared torn in two and returned to the deck's box by the dealer and "
                       "a floorperson", d.opening_second_joker_torn_returned),))
        torn_spread = _verdict(torn + spread, "the second joker of each deck torn and returned to its box; the cards "
                                              "spread face up for the first player")
    else:
        torn_spread = _verdict(spread, "decks made with one joker; the cards spread face up for the first player")
    return family.opening(d, "659a", TWO_DECKS, torn_spread)


@cites("pa:659a.5(b)(2)", "pa:659a.5(d)", "pa:659a.5(e)", "pa:659a.5(f)", "pa:659a.5(h)", "pa:659a.13(l)",
       "pa:659a.13(n)")
def _shuffling(d: TableDescription) -> dict[str, Verdict]:
    """659a.5(d)-(f), (h), 659a.13(l), (n): the recut, the idle table, the automatic reshuffling device, the marker of
    the starting position, a failed shuffle and a broken device."""
    out: dict[str, Verdict] = {}
    rsd = "an automatic reshuffling device: 659a.5(f) sets aside (c) to (e)"
    out["pa:659a.5(d)"] = family.recut(d, d.shuffling is Shuffling.MANUAL or d.preshuffled_decks, rsd,
                                       f"no cut: the cards are shuffled by an automated shuffler "
                                       f"({d.shuffling.value}) and do not arrive preshuffled (659a.5(b)(1))")
    out["pa:659a.5(e)"] = family.idle_table(d, rsd)
    out["pa:659a.5(f)"] = _verdict(_not((("the automatic reshuffling device is not declared approved under 461a.4",
                                          d.auto_reshuffler_approved),)), "an approved automatic reshuffling device") \
        if d.reshuffler else _na(f"no automatic reshuffling device (shuffling = {d.shuffling.value})")
    if not d.mark_start_with_cover_card:
        out["pa:659a.5(h)"] = _na("a permission not taken: the starting position is not marked")
    elif d.start_marker is StartMarker.COVER_CARD:
        out["pa:659a.5(h)"] = _verdict([] if d.cover_cards >= COVER_CARDS else [
            f"{d.cover_cards} cover cards: none is left over to mark the starting position (659a.3(a))"],
            "marked with the second cover card")
    else:
        out["pa:659a.5(h)"] = _verdict(_not((("the object marking the starting position is not declared approved by "
                                              "the Bureau of Gaming Operations", d.start_marker_approved),)),
                                       "marked with an approved object")
    out.update(family.failed_devices(d, "pa:659a.13(l)", "pa:659a.13(n)", d.dealing is Dealing.AUTOMATED_SHOE))
    return out


@cites("pa:659a.5(a)", "pa:659a.8(a)", "pa:659a.9(a)(1)", "pa:659a.9(a)(2)", "pa:659a.10(a)(1)", "pa:659a.11(i)")
def _dealing(d: TableDescription) -> dict[str, Verdict]:
    """659a.8(a), 659a.9(a)(1), (2), 659a.10(a)(1), 659a.11(i): the shoe or the dealer's hand the table elects, and
    the discards kept in order."""
    return family.dealing_devices(d, "659a", f"dealing = {d.dealing.value}", d.dealing is Dealing.MANUAL_SHOE,
                                  d.dealing is Dealing.HAND, d.dealing is Dealing.AUTOMATED_SHOE,
                                  d.shuffling is Shuffling.SHUFFLER_LOADS_SHOE, "pa:659a.11(i)")


@every_equipment_clause_once
@cites(*HEADINGS)
def check(d: TableDescription) -> list[Finding]:
    """One finding per equipment clause (and 659a.2(b), 659a.3(a)), in the order of the text; a heading gets its
    paragraphs' verdict."""
    return clause_findings(d, (_table, _payouts, _payout_limit, _devices, _cards, _opening, _shuffling, _dealing),
                           HEADINGS)


def covered_elsewhere(rid: str) -> frozenset[str]:
    """The equipment and administrative clauses of edition ``rid`` that :func:`check` does not report: none."""
    return frozenset()


# --- loading -------------------------------------------------------------------------------------


def _range(v: Any) -> tuple[int, ...]:
    if (not isinstance(v, list) or len(v) != 2
            or any(not is_int(x) for x in v)):
        raise ValueError(f"must be the least and the greatest number shown, such as [1, 7], not {v!r}")
    return tuple(v)


def _hand_areas(v: Any) -> frozenset[HandArea]:
    parse = _enum(HandArea)
    if not isinstance(v, list):
        raise ValueError(f"must be a list of hand areas ({', '.join(a.value for a in HandArea)}), not {v!r}")
    return frozenset(parse(x) for x in v)


def _cents(v: Any) -> int:
    if not is_int(v) or v <= 0:
        raise ValueError(f"must be a positive whole number of cents, not {v!r}")
    return v


def _cap(v: Any) -> Optional[int]:
    if v == "none":
        return None
    if isinstance(v, str):
        raise ValueError(f"must be a whole number of cents or \"none\", not {v!r}")
    cap = _cents(v)
    if cap < CAP_MIN:
        raise ValueError(f"a cap is at least {dollars(CAP_MIN)} ({CAP_MIN} cents), not {v!r}")
    return cap


_parse_odds = printed_odds(_odds, '"5000 to 1"')


def _payout_table(v: Any) -> Payouts:
    return named_table(v, _NAMES, _parse_odds, "659a.12")


_BY_TYPE: dict[str, Callable[[Any], Any]] = {
    "bool": _bool, "int": _count, "StartPosition": _enum(StartPosition), "Dealing": _enum(Dealing),
    "Shuffling": _enum(Shuffling), "BonusPaytable": _enum(BonusPaytable), "StartMarker": _enum(StartMarker),
    "tuple[int, ...]": _positions, "frozenset[int]": lambda v: frozenset(_positions(v)),
    "frozenset[HandArea]": _hand_areas, "Payouts": _payout_table, "Optional[int]": _cents,
    "Optional[datetime.datetime]": _when,
}
#: the fields whose values are read otherwise than their type's
_BY_NAME: dict[str, Callable[[Any], Any]] = {"payout_cap": _cap, "decks": family.deck_count(DECKS, TWO_DECKS),
                                             "rng_range": _range}
#: field -> (its clause, its parser)
_PARSERS = family.field_parsers(TableDescription, _BY_TYPE, _BY_NAME)


def _deck(v: Any, where: str, problems: list[Problem]) -> Deck:
    """One ``[[deck]]`` table: ``back``, ``jokers`` (in play), ``jokers_removed`` (659a.4(b)), and for each suit (S, H,
    D, C) the ranks found, such as "A 2 3 4 5 6 7 8 9 10 J Q K"."""
    return family.deck_table(v, where, problems, "pa:659a.3(a)", "pa:659a.3(b)(1)",
                             {"jokers": "pa:659a.3(a)", "jokers_removed": "pa:659a.4(b)"}, Deck)


def _deck_list(v: Any, problems: list[Problem]) -> tuple[Deck, ...]:
    return family.deck_list(v, problems, "pa:659a.3(a)", _deck)


#: the elections the profile's validation reads, by their TableConfig name; positions and the payout cap are not
#: compared (659a.2(a) is a finding here; the cap's floor beyond $50,000 needs the profile's minimum wagers)
_ELECTIONS = ("start_position", "dealing", "shuffling", "preshuffled_decks", "decks", "two_joker_decks",
              "mark_start_with_cover_card", "bonus_offered", "bonus_paytable")


def _refused(d: TableDescription) -> list[Problem]:
    """The combinations of elections the profile refuses (:func:`croupier.reference.asia_poker.config.validate`)."""
    return family.refused_elections(d, TableConfig, validate, _ELECTIONS)


def description_from_mapping(data: Mapping[str, Any], source: str = "") -> TableDescription:
    """Build a :class:`TableDescription` from parsed TOML; :class:`ConfigError` lists every problem, each with its
    clause, and every combination of elections the profile refuses."""
    return family.description(data, source, TableDescription, _refused, game="asia_poker", title="Asia Poker",
                              clause="pa:659a.2", rulesets=RULESETS, parsers=_PARSERS, lists={"deck": _deck_list})


def load_description(path: str | Path) -> TableDescription:
    """Read an Asia Poker table description; every unknown or bad value, and every combination of elections the
    profile refuses, is reported at once, with its clause."""
    return description_from_mapping(read_toml(path, "pa:659a.2"), str(path))
