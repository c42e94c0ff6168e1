"""Pai Gow equipment as described data, checked clause by clause: the table, layout, shaker, dice, RNG and tiles,
how a set is opened, inspected and shown, and the round's equipment procedures (621a.1 Marker, 621a.2, 621a.3(a),
(b), 621a.4(a), (b), (g), 621a.6(f), 621a.8(j), (l), 621a.9(m); 535.1 Marker, 535.2, 535.3, 535.5, 535.6(a), (b),
(g), 535.8(f), 535.10(l), 535.11(m); Maryland ch. 1 B(7), ch. 2, ch. 3 A, ch. 4 A-D, H, ch. 6 E, ch. 8 J, M,
ch. 9 N).

``d``: a :class:`TableDescription`; ``rs``: its ruleset. An operator describes a Pai Gow table in TOML (``game =
"paigow"``, ``ruleset`` one of the three editions); :func:`check` gives one finding per equipment clause of the
edition, in the edition's numbers: the check states each rule once in 621a's numbers and
:func:`croupier.reference.paigow.clauses.counterpart` gives the number the edition in play uses; a rule the
edition lacks (the 12 hour tile change and the RNG in 535; the Pair Fortunes area outside Maryland) has no
finding there, and a description that relies on it is refused with the clause that says otherwise. Where
Maryland splits a 621a paragraph into items (the shaker of 621a.2(d) into ch. 2 D(1)-(4), the opening display of
621a.4(b) into ch. 4 D(1)-(4), the shaker reset of 621a.6(f), 621a.9(m) into ch. 6 E(1)-(3), ch. 9 N(1), (2)),
each item gets its own finding: from its own facts where the description has them, else the paragraph's. The tiles
themselves are listed, face by face, so the set's composition is checked, not declared.

Readings (the text is silent or loose; each is ours):

* An approval by a Bureau or by the Maryland Commission cannot be seen in a description: the description
  declares it, and a missing declaration fails.
* 621a.2(a): exactly six betting positions (the text's figure), numbered 1 to 6 (535.2(b)(1) requires the
  numbers; 621a and Maryland only an area for each player, and the numbering is harmless there).
* 621a.2(d)(1), 535.5(c), Maryland ch. 2 E: dice placed in a shaker exactly 24 hours ago are still in time; so
  are tiles exactly 12 hours in play (621a.3(b), Maryland ch. 3 A(2)).
* Maryland ch. 4 B lets the operator clean the tiles before the inspection: a permission, reported not
  applicable (there is nothing a table must show).
* 621a.3(a), 621a.4(a)(1): the set is the 32 tiles of 621a.3(h), which sort into the Supreme Pair and the fifteen
  other pairs; a description lists its tiles and the check counts them.
* 535.3(b)(1): the least dimensions are compared exactly, as decimal inches.
"""

from __future__ import annotations

import datetime
from collections import Counter
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, Callable, Optional

import attrs

from croupier import spec
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families import card_setting as family
from croupier.reference.families import table as _table
from croupier.reference.families.table import positions as _positions, when as _when
from croupier.reference.findings import Finding, Status, Verdict, format_report
from croupier.reference.findings import fact as _f, verdict as _verdict, unmet as _not
from croupier.reference.paigow.clauses import BASE, EDITIONS, cites_editions, counterpart
from croupier.reference.paigow.tiles import Ranking, Tile, parse_tile, tile_name
from croupier.reference.parsing import boolean as _bool, count as _count
from croupier.spec.citations import cites

__all__ = ["DICE_HOURS", "Finding", "Status", "TILE_HOURS", "TableDescription", "check", "covered_elsewhere",
           "format_report", "load_description"]

#: 621a.2(a): betting positions
POSITIONS = 6
#: 621a.2(d)(1): dice in a shaker; the most hours they stay on a table
DICE, DICE_HOURS = 3, 24
#: 621a.3(b): the most hours tiles stay in play
TILE_HOURS = 12
#: 535.3(b)(1): the least length, width and thickness of a tile, in inches
MIN_SIZE = (Decimal("2.5"), Decimal("1"), Decimal("0.375"))
#: 535.3(b)(6): the colours a tile's spots may be
SPOT_COLOURS = frozenset({"red", "white"})


@attrs.frozen(kw_only=True)
class TableDescription:
    """A Pai Gow table as its owner describes it: every field is a fact a clause asks about (metadata ``clause``,
    in 621a's numbers, or the 535 or Maryland number of a fact only that edition asks about)."""

    ruleset: str = _f("pa:621a.2", BASE)
    betting_positions: tuple[int, ...] = _f("pa:621a.2(a)", ())
    dealer_opposite_positions: bool = _f("pa:621a.2(a)")
    layout_approved: bool = _f("pa:621a.2(b)")
    layout_logo: bool = _f("pa:621a.2(b)(1)")
    betting_areas: frozenset[int] = _f("pa:621a.2(b)(2)", frozenset())  #: the positions with a betting area
    dead_hand_area_left_of_dealer: bool = _f("pa:621a.2(b)(3)")
    pair_fortunes_offered: bool = _f("md:paigow.2(B)(4)")
    pair_fortunes_areas: frozenset[int] = _f("md:paigow.2(B)(4)(a)", frozenset())
    drop_box_attached: bool = _f("pa:621a.2(c)")
    tip_box_attached: bool = _f("pa:621a.2(c)")
    boxes_dealer_side: bool = _f("pa:621a.2(c)")
    boxes_either_side_of_dealer: bool = _f("pa:621a.2(c)")
    boxes_where_approved: bool = _f("pa:621a.2(c)")
    shaker_approved: bool = _f("pa:621a.2(d)")
    shaker_attended_by_dealer: bool = _f("pa:621a.2(d)")  #: the dealer's responsibility, never left unattended
    shaker_keeps_game_integrity: bool = _f("pa:621a.2(d)")
    shaker_dice: int = _f("pa:621a.2(d)(1)", 0)
    dice_kept_in_shaker: bool = _f("pa:621a.2(d)(1)")  #: 535.5(a): at all times at the table
    dice_placed_at: Optional[datetime.datetime] = _f("pa:621a.2(d)(1)", None)
    checked_at: Optional[datetime.datetime] = _f("pa:621a.2(d)(1)", None)  #: when the description is checked
    shaker_hides_dice: bool = _f("pa:621a.2(d)(2)")
    shaker_logo: bool = _f("pa:621a.2(d)(3)")
    rng_used: bool = _f("pa:621a.2(e)")
    rng_approved: bool = _f("pa:621a.2(e)")
    tiles: tuple[Tile, ...] = _f("pa:621a.4(a)(1)", ())  #: the set, face by face (also 621a.3(a), 535.3(a), (c))
    tiles_meet_physical_standard: bool = _f("pa:621a.3(a)")  #: 603a.18 (PA), COMAR 36.05.02.18 (Maryland)
    tiles_in_play_since: Optional[datetime.datetime] = _f("pa:621a.3(b)", None)
    tile_size_inches: tuple[Decimal, ...] = _f("pa:535.3(b)(1)", ())  #: length, width, thickness (535 only)
    tiles_black_nontransparent: bool = _f("pa:535.3(b)(1)")
    tile_faces_flat_spots_equal_depth: bool = _f("pa:535.3(b)(2)")
    tile_backs_holder_feature: bool = _f("pa:535.3(b)(3)")
    tile_texture_identical: bool = _f("pa:535.3(b)(4)")
    tiles_unmarked: bool = _f("pa:535.3(b)(5)")
    spot_colours: frozenset[str] = _f("pa:535.3(b)(6)", frozenset())
    set_sealed_tamper_evident: bool = _f("pa:535.3(d)")
    opening_dealer_inspects: bool = _f("pa:621a.4(a)")  #: the dealer sorts and inspects the set
    opening_floorperson_verifies: bool = _f("pa:621a.4(a)")
    tiles_same_size_and_shading: bool = _f("pa:621a.4(a)(2)")
    tiles_backs_sides_unflawed: bool = _f("pa:621a.4(a)(3)")
    unsuitable_set_replaced_from_pit: bool = _f("pa:621a.4(a)(3)(i)")  #: by a floorperson or above
    unsuitable_set_sealed_labelled_signed: bool = _f("pa:621a.4(a)(3)(ii)")
    opening_display_for_first_player: bool = _f("pa:621a.4(b)")  #: face up in 16 ranked pairs, Supreme Pair first
    idle_display_in_pairs: bool = _f("pa:621a.4(g)")  #: face up in 16 ranked pairs while the table is idle
    shaker_recovered_after_deal: bool = _f("pa:621a.6(f)")  #: covered, shaken once, set at the dealer's right
    tiles_collected_after_each_settlement: bool = _f("pa:621a.8(j)")  #: face up, to the dealer's right
    tiles_collected_in_order: bool = _f("pa:621a.8(l)")  #: so that each hand can be laid out again
    bank_marker: bool = _f("pa:621a.1#marker")  #: an object marks the bank and the co-bank
    marker_approved: bool = _f("pa:535.1#marker")  #: 535 only: the marker approved by the Bureau

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)


def _nums(ns: Any) -> str:
    return ", ".join(map(str, sorted(ns))) or "none"


def _within(start: Optional[datetime.datetime], now: Optional[datetime.datetime], hours: int,
            what: str, fields: str) -> Verdict:
    return family.within(start, now, hours, what, fields, say_hours=False)


def _set(d: TableDescription) -> list[str]:
    """621a.3(a), (h): the described tiles are the 32 of the table, each face as often as the set has it."""
    want = Counter({t: n for t, n in Ranking.from_ruleset(d.ruleset).copies.items()})
    have = Counter(d.tiles)
    short = sorted((want - have).items())
    extra = sorted((have - want).items())
    out = [f"{len(d.tiles)} tiles, not 32"] if len(d.tiles) != 32 else []
    out += [f"missing {n} x {tile_name(t)}" for t, n in short] + [f"{n} x {tile_name(t)} too many"
                                                                  for t, n in extra]
    return out


@cites_editions("pa:621a.2", "pa:621a.2(a)", "pa:621a.2(b)", "pa:621a.2(b)(1)", "pa:621a.2(b)(2)",
                "pa:621a.2(b)(3)", "pa:621a.2(c)", "pa:621a.2(d)", "pa:621a.2(d)(1)", "pa:621a.2(d)(2)",
                "pa:621a.2(d)(3)", "pa:621a.2(e)", "pa:621a.3(a)", "pa:621a.3(b)", "pa:621a.3(h)", "pa:621a.4(a)",
                "pa:621a.4(a)(1)", "pa:621a.4(a)(2)", "pa:621a.4(a)(3)", "pa:621a.4(a)(3)(i)", "pa:621a.4(a)(3)(ii)",
                "pa:621a.4(b)", "pa:621a.4(g)", "pa:621a.6(f)", "pa:621a.8(j)", "pa:621a.8(l)", "pa:621a.9(m)",
                "pa:621a.1#marker")
@cites("pa:535.1#marker", "pa:535.2(d)(1)", "pa:535.3", "pa:535.3(a)", "pa:535.3(b)", "pa:535.3(b)(1)",
       "pa:535.3(b)(2)", "pa:535.3(b)(3)", "pa:535.3(b)(4)", "pa:535.3(b)(5)", "pa:535.3(b)(6)", "pa:535.3(c)",
       "pa:535.3(d)", "pa:535.5", "pa:535.5(a)", "pa:535.5(b)", "pa:535.5(c)",
       "md:paigow.2(B)(4)", "md:paigow.2(B)(4)(a)", "md:paigow.2(D)(1)", "md:paigow.2(D)(2)", "md:paigow.2(D)(3)",
       "md:paigow.2(D)(4)", "md:paigow.2(E)", "md:paigow.3(A)", "md:paigow.3(A)(1)", "md:paigow.4(B)",
       "md:paigow.4(C)", "md:paigow.4(D)(1)", "md:paigow.4(D)(2)", "md:paigow.4(D)(3)", "md:paigow.4(D)(4)",
       "md:paigow.6(E)(1)", "md:paigow.6(E)(2)", "md:paigow.6(E)(3)", "md:paigow.9(N)(1)", "md:paigow.9(N)(2)")
def check(d: TableDescription) -> list[Finding]:
    """One finding per equipment rule of ``d``'s edition, in its numbers, in the order of 621a."""
    rid = d.ruleset
    out: list[Finding] = []

    def add(cid: str, verdict: Verdict) -> None:
        local = counterpart(cid, rid) if cid.startswith("pa:621a.") else cid
        if local is not None and local in d.rules:
            out.append(Finding(local, *verdict))

    positions = d.betting_positions
    seats = _not((("no place for the dealer opposite the betting positions", d.dealer_opposite_positions),))
    if sorted(positions) != list(range(1, POSITIONS + 1)):
        seats.append(f"betting positions {_nums(positions)}, not 1 to {POSITIONS}, each once")
    add("pa:621a.2(a)", _verdict(seats, "six betting positions, the dealer opposite"))
    add("pa:621a.2(b)", _verdict(_not((("the layout is not declared approved", d.layout_approved),)),
                                 "layout approved (declared); its contents are checked item by item"))
    add("pa:621a.2(b)(1)", _verdict(_not((("no name or logo of the operator on the layout", d.layout_logo),)),
                                    "the operator's name or logo on the layout"))
    areas = frozenset(positions)
    missing, extra = areas - d.betting_areas, d.betting_areas - areas
    add("pa:621a.2(b)(2)", _verdict(
        ([f"no betting area for position {_nums(missing)}"] if missing else [])
        + ([f"a betting area numbered {_nums(extra)}, which is no position"] if extra else []),
        "a betting area for each position, numbered as the positions"))
    add("pa:621a.2(b)(3)", _verdict(_not((("no Dead Hand area for four tiles to the dealer's left",
                                           d.dead_hand_area_left_of_dealer),)),
                                    "a Dead Hand area to the dealer's left"))
    if "md:paigow.2(B)(4)" in d.rules:
        if d.pair_fortunes_offered:
            lacking = areas - d.pair_fortunes_areas
            bonus = _verdict([f"no Pair Fortunes area for position {_nums(lacking)}"] if lacking else [],
                             "a Pair Fortunes area for each position")
        else:
            bonus = (Status.NOT_APPLICABLE, "the Pair Fortunes Pai Gow Bonus is not offered")
        add("md:paigow.2(B)(4)", bonus)
        add("md:paigow.2(B)(4)(a)", bonus)
    add("pa:621a.2(c)", _verdict(_not((
        ("no drop box attached to the table", d.drop_box_attached),
        ("no tip box attached to the table", d.tip_box_attached),
        ("the boxes are not on the dealer's side", d.boxes_dealer_side),
        ("the boxes are not on opposite sides of the dealer", d.boxes_either_side_of_dealer),
        ("the boxes' places are not declared approved", d.boxes_where_approved))),
        "drop box and tip box on the dealer's side, one each side of him, where approved"))
    add("pa:621a.2(d)", _verdict(_not((
        ("the shaker is not declared approved", d.shaker_approved),
        ("the shaker is not the dealer's charge, never left unattended", d.shaker_attended_by_dealer),
        ("the shaker is not declared to keep the game's integrity", d.shaker_keeps_game_integrity))),
        "an approved shaker in the dealer's charge, never unattended"))
    three = [] if d.shaker_dice == DICE else [f"the shaker holds {d.shaker_dice} dice, not {DICE}"]
    if "md:paigow.2(D)(1)" in d.rules:  # Maryland items the 621a paragraph 2(d) states in one sentence
        add("md:paigow.2(D)(1)", _verdict(list(three), "three dice shaken to fix where dealing starts"))
        charge = _verdict(_not((("the shaker is not the dealer's charge, never left unattended",
                                 d.shaker_attended_by_dealer),)), "in the dealer's charge, never unattended")
        add("md:paigow.2(D)(2)", charge)
        add("md:paigow.2(D)(3)", charge)
        add("md:paigow.2(D)(4)", _verdict(_not((("the shaker is not declared to keep the game's integrity",
                                                 d.shaker_keeps_game_integrity),)), "built to keep the game's integrity"))
    dice = list(three)
    dice += _not((("the dice are not kept in the shaker", d.dice_kept_in_shaker),))
    if counterpart("pa:621a.2(d)(2)", rid) is None:  # 535.2(d)(1) also hides the dice
        dice += _not((("the dice can be seen while shaken", d.shaker_hides_dice),))
    age = _within(d.dice_placed_at, d.checked_at, DICE_HOURS, "dice", "dice_placed_at")
    if "md:paigow.2(E)" in d.rules:  # Maryland states the 24 hours apart
        add("pa:621a.2(d)(1)", _verdict(dice, "three dice kept in the shaker"))
        add("md:paigow.2(E)", age)
    else:
        dice += [age[1]] if age[0] is Status.FAIL else []
        add("pa:621a.2(d)(1)", _verdict(dice, f"three dice kept in the shaker; {age[1]}"))
    add("pa:621a.2(d)(2)", _verdict(_not((("the dice can be seen while shaken", d.shaker_hides_dice),)),
                                    "the dice cannot be seen while shaken"))
    add("pa:621a.2(d)(3)", _verdict(_not((("no name or logo of the operator on the shaker", d.shaker_logo),)),
                                    "the operator's name or logo on the shaker"))
    if d.rng_used:
        add("pa:621a.2(e)", _verdict(_not((("the random number generator is not declared approved",
                                            d.rng_approved),)), "an approved random number generator"))
    else:
        add("pa:621a.2(e)", (Status.NOT_APPLICABLE, "no random number generator is used"))
    standard = "COMAR 36.05.02.18" if d.rules.jurisdiction == "md" else "603a.18"
    tiles = _set(d) + _not(((f"the tiles are not declared to meet the physical standard of {standard}",
                             d.tiles_meet_physical_standard),))
    add("pa:621a.3(a)", _verdict(tiles, "the 32 tiles of the ranking table, meeting the physical standard"))
    add("pa:621a.3(b)", _within(d.tiles_in_play_since, d.checked_at, TILE_HOURS, "tiles", "tiles_in_play_since"))
    if "pa:535.3" in d.rules:
        out.extend(_physical(d))
    add("pa:621a.4(a)", _verdict(_not((("the dealer does not sort and inspect the set", d.opening_dealer_inspects),
                                       ("the floorperson does not verify the inspection",
                                        d.opening_floorperson_verifies))),
                                 "the dealer sorts and inspects the set, the floorperson verifies"))
    add("md:paigow.4(B)", (Status.NOT_APPLICABLE, "a permission (the tiles may be cleaned before the inspection): "
                                                  "nothing to check"))
    add("pa:621a.4(a)(1)", _verdict(_set(d), "the set sorts into the Supreme Pair and the fifteen other pairs"))
    add("pa:621a.4(a)(2)", _verdict(_not((("the tiles are not all of one size and shading",
                                           d.tiles_same_size_and_shading),)), "one size and shading"))
    add("pa:621a.4(a)(3)", _verdict(_not((("the backs or sides are flawed, scratched or marked",
                                           d.tiles_backs_sides_unflawed),)), "backs and sides unflawed"))
    add("pa:621a.4(a)(3)(i)", _verdict(_not((("an unsuitable set is not replaced from the pit reserve by a floorperson "
                                              "or above", d.unsuitable_set_replaced_from_pit),)),
                                       "an unsuitable set replaced from the pit reserve"))
    add("pa:621a.4(a)(3)(ii)", _verdict(_not((("an unsuitable set is not sealed, labelled and signed",
                                               d.unsuitable_set_sealed_labelled_signed),)),
                                        "an unsuitable set sealed, labelled and signed"))
    add("pa:621a.4(b)", _verdict(_not((("the inspected set is not shown face up in sixteen ranked pairs to the first "
                                        "player", d.opening_display_for_first_player),)),
                                 "shown face up in sixteen pairs by rank, the Supreme Pair first"))
    add("pa:621a.4(g)", _verdict(_not((("an idle table's tiles are not laid face up in sixteen ranked pairs",
                                        d.idle_display_in_pairs),)), "idle: face up in sixteen pairs by rank"))
    reset = _verdict(_not((("the shaker is not covered, shaken once and set to the dealer's right after the deal",
                            d.shaker_recovered_after_deal),)),
                     "the shaker covered, shaken once and set to the dealer's right after the deal")
    add("pa:621a.6(f)", reset)
    add("pa:621a.9(m)", reset)
    add("pa:621a.8(j)", _verdict(_not((("a settled player's tiles are not collected face up to the dealer's right",
                                        d.tiles_collected_after_each_settlement),)),
                                 "each player's tiles collected once the wager is settled"))
    add("pa:621a.8(l)", _verdict(_not((("the tiles are not collected in an order that lets each hand be laid out "
                                        "again", d.tiles_collected_in_order),)), "tiles collected in order"))
    marker = _not((("no object marks the bank and the co-bank", d.bank_marker),))
    if "pa:535.1#marker" in d.rules:
        marker += _not((("the marker is not declared approved by the Bureau of Gaming Operations",
                         d.marker_approved),))
    add("pa:621a.1#marker", _verdict(marker, "an object marks the bank and the co-bank"))
    return _items(out, d.rules)


def _items(out: list[Finding], rules: spec.Ruleset) -> list[Finding]:
    """Each equipment item an edition prints inside a paragraph the check states whole (Maryland's split of
    621a.4(b), 6(f), 9(m)) gets the paragraph's finding, after it, unless the check gave it one of its own."""
    have = {f.clause for f in out}
    done: list[Finding] = []
    for f in out:
        done.append(f)
        for cid, c in rules.clauses.items():
            if (cid.startswith(f.clause + "(") and "(" not in cid[len(f.clause) + 1:-1] and cid not in have
                    and c.kind == "equipment"):
                done.append(Finding(cid, f.status, f.detail))
                have.add(cid)
    return done


def covered_elsewhere(rid: str) -> frozenset[str]:
    """The equipment clauses of edition ``rid`` reported through their paragraphs: the section headings."""
    heads = ({counterpart(c, rid) for c in ("pa:621a.2", "pa:621a.4")}
             | {"pa:535.3", "pa:535.3(b)", "pa:535.5", "md:paigow.3(A)", "md:paigow.4(C)"})
    return frozenset(c for c in heads if c is not None and c in spec.ruleset(rid))


def _physical(d: TableDescription) -> list[Finding]:
    """535.3, 535.5: the tiles' physical characteristics and the dice's custody, in the 2010 chapter only."""
    size = d.tile_size_inches
    small = [] if len(size) == 3 and all(x >= m for x, m in zip(size, MIN_SIZE)) else [
        f"tiles of {' x '.join(map(str, size)) or 'no stated size'} inches, not at least 2.5 x 1 x 0.375"]
    colours = d.spot_colours - SPOT_COLOURS
    dice_age = _within(d.dice_placed_at, d.checked_at, DICE_HOURS, "dice", "dice_placed_at")
    return [Finding(c, *v) for c, v in (
        ("pa:535.3(a)", _verdict(_set(d) + _not((("the tiles are not all of one size and shading",
                                                  d.tiles_same_size_and_shading),)),
                                 "32 rectangular tiles of one size and shading")),
        ("pa:535.3(b)(1)", _verdict(small + _not((("the tiles are not of a nontransparent black material",
                                                   d.tiles_black_nontransparent),)),
                                    "black, nontransparent, at least 2.5 x 1 x 0.375 inches")),
        ("pa:535.3(b)(2)", _verdict(_not((("the sides are not flat or the spots not of equal depth",
                                           d.tile_faces_flat_spots_equal_depth),)),
                                    "flat sides, spots of equal depth")),
        ("pa:535.3(b)(3)", _verdict(_not((("no identifying feature of the holder on the backs",
                                           d.tile_backs_holder_feature),)), "the holder's feature on the back")),
        ("pa:535.3(b)(4)", _verdict(_not((("the texture and finish differ", d.tile_texture_identical),)),
                                    "identical texture and finish")),
        ("pa:535.3(b)(5)", _verdict(_not((("a tile bears a mark that identifies it", d.tiles_unmarked),)),
                                    "no identifying marks")),
        ("pa:535.3(b)(6)", _verdict([f"spots of {_nums(colours)}, not red or white"] if colours or not d.spot_colours
                                    else [], "spots red, white or both")),
        ("pa:535.3(c)", _verdict(_set(d), "the 32 tiles of the ranking table (535.4(f))")),
        ("pa:535.3(d)", _verdict(_not((("the set is not sealed in tamper-evident packaging",
                                        d.set_sealed_tamper_evident),)), "sealed, tamper-evident packaging")),
        ("pa:535.5(a)", _verdict(_not((("the dice are not kept in the shaker at all times", d.dice_kept_in_shaker),)),
                                 "the dice always in the shaker at the table")),
        ("pa:535.5(b)", _verdict(_not((("the shaker is not the dealer's charge, never left unattended",
                                        d.shaker_attended_by_dealer),)), "the dealer's charge, never unattended")),
        ("pa:535.5(c)", dice_age),
    ) if c in d.rules]


# --- loading -------------------------------------------------------------------------------------


def _tiles(v: Any) -> tuple[Tile, ...]:
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ValueError(f"must be a list of tiles such as [\"6-6\", \"1-2\"], not {v!r}")
    return tuple(parse_tile(x) for x in v)


def _size(v: Any) -> tuple[Decimal, ...]:
    if not isinstance(v, list) or len(v) != 3 or not all(isinstance(x, str) for x in v):
        raise ValueError(f"must be the length, width and thickness in inches as strings, such as [\"2.5\", \"1\", "
                         f"\"0.375\"], not {v!r}")
    try:
        return tuple(Decimal(x) for x in v)
    except InvalidOperation:
        raise ValueError(f"not decimal inches: {v!r}") from None


def _colours(v: Any) -> frozenset[str]:
    if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
        raise ValueError(f"must be a list of colours, not {v!r}")
    return frozenset(x.strip().lower() for x in v)


_BY_TYPE: dict[str, Callable[[Any], Any]] = {
    "bool": _bool, "int": _count, "tuple[int, ...]": _positions, "frozenset[int]": lambda v: frozenset(_positions(v)),
    "Optional[datetime.datetime]": _when, "tuple[Tile, ...]": _tiles, "tuple[Decimal, ...]": _size,
    "frozenset[str]": _colours,
}
_PARSERS = {f.name: (str(f.metadata["clause"]), _BY_TYPE[str(f.type)]) for f in attrs.fields(TableDescription)
            if str(f.type) in _BY_TYPE}


#: facts of a 621a paragraph that an older edition states inside another one
_FOLDED: dict[tuple[str, str], str] = {("pa:621a.2(d)(2)", "pa-535@2010t"): "pa:535.2(d)(1)"}


def _edition_parsers(rid: str, table: str) -> dict[str, tuple[str, Callable[[Any], Any]]]:
    """:data:`_PARSERS` with each fact's clause in the numbers of edition ``rid``; a fact the edition has no clause
    for is refused under ``table``, whatever its value."""
    rules = spec.ruleset(rid)

    def local(cid: str) -> Optional[str]:
        if cid.startswith("pa:621a."):
            return counterpart(cid, rid) or _FOLDED.get((cid, rid))
        return cid if cid in rules else None

    def refused(clause: str) -> Callable[[Any], Any]:
        def parse(v: Any) -> Any:
            raise ValueError(f"{rid} has no clause on this ({clause} elsewhere)")
        return parse

    out: dict[str, tuple[str, Callable[[Any], Any]]] = {}
    for key, (clause, parse) in _PARSERS.items():
        where = local(clause)
        out[key] = (where, parse) if where is not None else (table, refused(clause))
    return out


def description_from_mapping(data: dict[str, Any], source: str = "") -> TableDescription:
    """Build a :class:`TableDescription`; :class:`ConfigError` lists every problem with its clause in the edition's
    numbers. A fact the edition has no clause for is refused."""
    rid = data.get("ruleset", BASE)
    found: list[Problem] = []
    if rid not in EDITIONS:
        found.append(Problem("ruleset", "pa:621a.2", f"unknown ruleset {rid!r}; Pai Gow descriptions are checked "
                                                     f"under {', '.join(EDITIONS)}"))
        rid = BASE
    table = counterpart("pa:621a.2", rid) or "pa:621a.2"
    return _table.description(lambda **kw: TableDescription(ruleset=rid, **kw),
                              {k: v for k, v in data.items() if k != "ruleset"}, source, _edition_parsers(rid, table),
                              table, game=("paigow", "Pai Gow"), found=found)


def load_description(path: str | Path) -> TableDescription:
    """Read a Pai Gow table description; every unknown, refused or bad value is reported at once, with its
    clause."""
    return description_from_mapping(read_toml(path, "pa:621a.2"), str(path))
