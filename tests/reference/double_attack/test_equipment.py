"""Double Attack Blackjack table descriptions checked clause by clause (665a.1's card reader device, 665a.2,
665a.3(a)-(c), 665a.4, 665a.5(b), (c), (e), (g), (h), 665a.6(a), 665a.7(a), (b), (q), (r), 665a.13(j), (k))."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import attrs
import pytest

from croupier import spec
from croupier.cli import main
from croupier.reference.cards import parse_card
from croupier.reference.double_attack import equipment
from croupier.reference.double_attack.config import BASE, Shuffling
from croupier.reference.double_attack.equipment import Batch, Deck, Status
from croupier.reference.errors import ConfigError

GOOD, FAULTY = "table-double-attack.toml", "table-double-attack-faulty.toml"
EXAMPLES = Path(equipment.__file__).resolve().parent / "examples"


def _path(name: str = GOOD) -> str:
    return str(EXAMPLES / name)


def _example(**change: Any) -> equipment.TableDescription:
    return attrs.evolve(equipment.load_description(_path()), **change)


def _status(d: equipment.TableDescription) -> dict[str, Status]:
    return {f.clause: f.status for f in equipment.check(d)}


def _failing(d: equipment.TableDescription) -> list[str]:
    return [c for c, s in _status(d).items() if s is Status.FAIL]


def _detail(d: equipment.TableDescription, clause: str) -> str:
    return {f.clause: f.detail for f in equipment.check(d)}[clause]


def _write(tmp_path: Path, text: str) -> str:
    p = tmp_path / "table.toml"
    p.write_text(text, encoding="utf-8")
    return str(p)


def _deck(*without: str, plus: tuple[str, ...] = ()) -> Deck:
    """A deck of 665a.3(a) (48 cards, no 10s), less ``without``, with ``plus`` added."""
    gone = {parse_card(x) for x in without}
    cards = [c for c in sorted(equipment.DECK_CARDS) if c not in gone] + [parse_card(x) for x in plus]
    return Deck(tuple(c for c in cards if c is not None))


def _batch(back: str = "blue", decks: int = 8) -> Batch:
    return Batch(back=back, decks=tuple(_deck() for _ in range(decks)))


def _with_decks(d: equipment.TableDescription, decks: tuple[Deck, ...]) -> equipment.TableDescription:
    return attrs.evolve(d, batches=(attrs.evolve(d.batches[0], decks=decks),))


def _batch_table(**change: Any) -> equipment.TableDescription:
    """The example with a batch shuffler: two batches, blue and red backs, and every shuffler fact declared."""
    return _example(**{"shuffling": Shuffling.BATCH_SHUFFLER, "batches": (_batch("blue"), _batch("red")),
                       "batches_same_design": True, "idle_batch_in_shuffler": True, "batches_alternate_by_shoe": True,
                       "discard_rack_one_batch": True, "opening_each_batch_apart": True,
                       "shuffler_failure_reshuffled": True, "broken_shuffler_covered_or_signed": True, **change})


def _variants() -> list[equipment.TableDescription]:
    """The example, with each way of shuffling, without Bust It, with preshuffled decks; the faulty one; nothing."""
    d = equipment.load_description(_path())
    return [d, _batch_table(), attrs.evolve(d, shuffling=Shuffling.CONTINUOUS_SHUFFLER),
            attrs.evolve(d, bust_it_offered=False, bust_it_areas=frozenset(), sign_payouts=()),
            attrs.evolve(d, preshuffled_decks=True),
            equipment.load_description(_path(FAULTY)), equipment.TableDescription()]


# --- one finding per clause ------------------------------------------------------------------------


@pytest.mark.parametrize("d", _variants())
def test_every_equipment_clause_gets_exactly_one_finding(d: equipment.TableDescription) -> None:
    """Each equipment clause of the edition has one finding, whatever the table; nothing is reported twice or outside
    the edition."""
    seen = Counter(f.clause for f in equipment.check(d))
    assert {1} == set(seen.values())
    assert all(c in d.rules for c in seen)
    equip = [c for c, x in d.rules.clauses.items() if x.kind == "equipment"]
    assert [] == [c for c in equip if seen[c] != 1]


def test_every_equipment_or_administrative_clause_is_reported_or_covered_elsewhere() -> None:
    """665a.2(b) (the layout's approval) and the game clauses on the decks are reported; 665a.6(g) is the profile's
    (max_boxes_per_player)."""
    reported = {f.clause for f in equipment.check(_example())}
    for cid, c in spec.ruleset(BASE).clauses.items():
        if c.kind in ("equipment", "administrative"):
            assert cid in reported or cid in equipment.covered_elsewhere(BASE), cid
    assert frozenset({"pa:665a.6(g)"}) == equipment.covered_elsewhere(BASE)
    assert {"pa:665a.2(b)", "pa:665a.3(a)", "pa:665a.3(b)", "pa:665a.3(b)(1)"} <= reported


def test_findings_follow_the_text() -> None:
    order = list(spec.ruleset(BASE).clauses)
    got = [f.clause for f in equipment.check(_example())]
    assert sorted(got, key=order.index) == got


# --- the examples ----------------------------------------------------------------------------------


def test_the_example_passes_every_clause() -> None:
    """A manual table: the batch rules, the automatic reshuffling device, the shuffler failures and the preshuffled
    decks do not apply; nor does the taller rack's mark."""
    d = equipment.load_description(_path())
    assert [] == _failing(d)
    assert {"pa:665a.2(e)(2)", "pa:665a.3(b)", "pa:665a.3(b)(1)", "pa:665a.3(b)(2)", "pa:665a.3(b)(3)",
            "pa:665a.3(b)(4)", "pa:665a.3(b)(5)", "pa:665a.4(e)", "pa:665a.4(f)", "pa:665a.5(h)", "pa:665a.13(j)",
            "pa:665a.13(k)"} == {c for c, s in _status(d).items() if s is Status.NOT_APPLICABLE}


def test_the_faulty_example_fails_with_its_clauses() -> None:
    """Seven positions (665a.2(a)); insurance 2 to 1 on the layout (665a.2(b)(3)(ii), (b)(5)); the sign's Bust It row
    for a third-card 6 at 10 to 1 (665a.2(b)(5)); a rack seven decks tall (665a.2(e), (e)(1)); a 10 left in deck 5
    (665a.3(a), 665a.4(b)); the headings 665a.2, 665a.2(b), (b)(3) and 665a.4 with them."""
    d = equipment.load_description(_path(FAULTY))
    assert ["pa:665a.2", "pa:665a.2(a)", "pa:665a.2(b)", "pa:665a.2(b)(3)", "pa:665a.2(b)(3)(ii)", "pa:665a.2(b)(5)",
            "pa:665a.2(e)", "pa:665a.2(e)(1)", "pa:665a.3(a)", "pa:665a.4", "pa:665a.4(b)"] == _failing(d)
    assert "7 positions, more than 6" == _detail(d, "pa:665a.2(a)")
    assert "the layout states the insurance odds as 2 to 1, not 5 to 2" == _detail(d, "pa:665a.2(b)(3)(ii)")
    assert ("insurance shown on the layout as 2 to 1, not 5 to 2 (665a.12(b)); bust_it_third_card_6 shown on the sign "
            "as 10 to 1, not 15 to 1 (665a.12(c))") == _detail(d, "pa:665a.2(b)(5)")
    assert "the rack is 7 decks tall, shorter than the 8 decks of the shoe" == _detail(d, "pa:665a.2(e)(1)")
    assert "deck 5 has 49 cards, not 48; deck 5: a 10 left in (10S)" == _detail(d, "pa:665a.3(a)")
    assert "deck 5: 10S" in _detail(d, "pa:665a.4(b)")
    assert "fails through 665a.2(b)(3), 665a.2(b)(3)(ii), 665a.2(b)(5)" == _detail(d, "pa:665a.2(b)")


# --- each fact fails its clause --------------------------------------------------------------------


BAD: list[tuple[dict[str, Any], list[str]]] = [
    ({"dealer_opposite_players": False}, ["pa:665a.2(a)"]),
    ({"positions": (1, 2, 2, 4, 5, 6)}, ["pa:665a.2(a)", "pa:665a.2(b)(2)", "pa:665a.2(b)(4)"]),
    ({"layout_approved": False}, ["pa:665a.2(b)"]),
    ({"layout_logo": False}, ["pa:665a.2(b)", "pa:665a.2(b)(1)"]),
    ({"bet_areas": frozenset(range(1, 6))}, ["pa:665a.2(b)", "pa:665a.2(b)(2)"]),
    ({"double_attack_areas": frozenset(range(2, 8))}, ["pa:665a.2(b)", "pa:665a.2(b)(2)"]),
    ({"layout_blackjack_odds": Fraction(3, 2)}, ["pa:665a.2(b)", "pa:665a.2(b)(3)", "pa:665a.2(b)(3)(i)"]),
    ({"layout_blackjack_odds": None}, ["pa:665a.2(b)", "pa:665a.2(b)(3)", "pa:665a.2(b)(3)(i)"]),
    ({"layout_dealer_draws_to": 17}, ["pa:665a.2(b)", "pa:665a.2(b)(3)", "pa:665a.2(b)(3)(iii)"]),
    ({"layout_dealer_stands_on_soft": False}, ["pa:665a.2(b)", "pa:665a.2(b)(3)", "pa:665a.2(b)(3)(iii)"]),
    ({"bust_it_areas": frozenset(range(1, 4))}, ["pa:665a.2(b)", "pa:665a.2(b)(4)"]),
    ({"tip_box_attached": False}, ["pa:665a.2(c)"]),
    ({"boxes_either_side_of_dealer": False}, ["pa:665a.2(c)"]),
    ({"boxes_where_approved": False}, ["pa:665a.2(c)"]),
    ({"card_reader_detects_blackjack": False}, ["pa:665a.1#card-reader-device"]),
    ({"card_reader_attached": False}, ["pa:665a.1#card-reader-device", "pa:665a.2(d)"]),
    ({"card_reader_inspected_daily": False}, ["pa:665a.2(d)"]),
    ({"discard_rack_attached_on_top": False}, ["pa:665a.2(e)"]),
    ({"discard_rack_dealer_side": False}, ["pa:665a.2(e)"]),
    ({"decks_identical_in_appearance": False}, ["pa:665a.3(a)"]),
    ({"cover_cards": 0}, ["pa:665a.3(a)"]),
    ({"decks_changed_within_hours": 25}, ["pa:665a.3(c)"]),
    ({"decks_changed_within_hours": 0}, ["pa:665a.3(c)"]),
    ({"opening_dealer_inspects_for_defects": False}, ["pa:665a.4", "pa:665a.4(a)"]),
    ({"opening_floorperson_verifies": False}, ["pa:665a.4", "pa:665a.4(a)"]),
    ({"opening_tens_removed_torn_returned": False}, ["pa:665a.4", "pa:665a.4(b)"]),
    ({"opening_spread_face_up": False}, ["pa:665a.4", "pa:665a.4(c)"]),
    ({"opening_washed_stacked_shuffled": False}, ["pa:665a.4", "pa:665a.4(d)"]),
    ({"cut_offered_backs_away": False}, ["pa:665a.5(b)"]),
    ({"dealer_cuts_when_no_player_does": False}, ["pa:665a.5(b)"]),
    ({"cut_first_player_new_game": False}, ["pa:665a.5(c)", "pa:665a.5(c)(1)"]),
    ({"cut_player_at_cover_card_box": False}, ["pa:665a.5(c)", "pa:665a.5(c)(2)"]),
    ({"cut_farthest_right_after_dealer_cover_card": False}, ["pa:665a.5(c)", "pa:665a.5(c)(3)"]),
    ({"cut_farthest_right_after_floor_reshuffle": False}, ["pa:665a.5(c)", "pa:665a.5(c)(4)"]),
    ({"cut_refused_passes_counterclockwise": False}, ["pa:665a.5(c)", "pa:665a.5(c)(3)", "pa:665a.5(c)(4)"]),
    ({"recut_by_last_or_next_entitled": False}, ["pa:665a.5(e)"]),
    ({"idle_cards_spread_for_inspection": False}, ["pa:665a.5(g)"]),
    ({"idle_washed_shuffled_cut": False}, ["pa:665a.5(g)"]),
    ({"wagers_in_chips_or_plaques": False}, ["pa:665a.6(a)"]),
    ({"verbal_wager_confirmed": False}, ["pa:665a.6(a)"]),
    ({"verbal_cash_converted_promptly": False}, ["pa:665a.6(a)"]),
    ({"dealing_shoe": False}, ["pa:665a.7(a)"]),
    ({"shoe_where_approved": False}, ["pa:665a.7(a)"]),
    ({"dealt_shoe_hand_out_other_hand_down": False}, ["pa:665a.7(b)"]),
    ({"cards_collected_for_reconstruction": False}, ["pa:665a.7(q)"]),
    ({"players_kept_from_cards": False}, ["pa:665a.7(r)"]),
]


def _with_heading(failing: list[str]) -> list[str]:
    """A heading (665a.2, 665a.2(b), (b)(3), 665a.4, 665a.5(c)) fails with any of its paragraphs; the list is in the
    text's order."""
    order = list(spec.ruleset(BASE).clauses)
    extra = [h for h in equipment.HEADINGS if any(c.startswith(h + "(") for c in failing)]
    return sorted(set(failing + extra), key=order.index)


@pytest.mark.parametrize(("change", "failing"), BAD, ids=[next(iter(c)) for c, _ in BAD])
def test_each_fact_fails_its_clause_alone(change: dict[str, Any], failing: list[str]) -> None:
    assert _with_heading(failing) == _failing(_example(**change))


def test_a_missing_fact_fails_its_clause(tmp_path: Path) -> None:
    """An absent fact is not assumed: leaving out card_reader_inspected_daily fails 665a.2(d), and leaving out
    players_kept_from_cards fails 665a.7(r)."""
    base = Path(_path()).read_text(encoding="utf-8")
    text = "\n".join(ln for ln in base.splitlines()
                     if not ln.startswith(("card_reader_inspected_daily", "players_kept_from_cards")))
    assert ["pa:665a.2", "pa:665a.2(d)", "pa:665a.7(r)"] == _failing(equipment.load_description(_write(tmp_path, text)))


# --- the decks are counted -------------------------------------------------------------------------


def test_the_decks_are_counted_not_declared() -> None:
    """665a.3(a): each deck is the 48 cards without the 10s; a 10 left in also fails 665a.4(b)."""
    d = equipment.load_description(_path())
    assert 1 == len(d.batches) and 8 == len(d.batches[0].decks)
    assert all(48 == len(k.cards) for k in d.batches[0].decks)
    decks = d.batches[0].decks
    ten = _with_decks(d, decks[:2] + (_deck(plus=("10H",)),) + decks[3:])
    assert ["pa:665a.3(a)", "pa:665a.4", "pa:665a.4(b)"] == _failing(ten)
    assert "deck 3 has 49 cards, not 48; deck 3: a 10 left in (10H)" == _detail(ten, "pa:665a.3(a)")
    swapped = _with_decks(d, (_deck("7H", plus=("8H",)),) + decks[1:])
    assert ["pa:665a.3(a)"] == _failing(swapped)
    assert "deck 1: missing 7H; deck 1: 2 x 8H" == _detail(swapped, "pa:665a.3(a)")
    short = _with_decks(d, (_deck("AS", "KC"),) + decks[1:])
    assert "deck 1 has 46 cards, not 48; deck 1: missing AS, KC" == _detail(short, "pa:665a.3(a)")


def test_eight_decks_in_one_batch_and_the_rack_follows_the_count() -> None:
    """665a.3(a): one batch of eight decks; the rack (665a.2(e)) is read against the decks listed."""
    d = equipment.load_description(_path())
    seven = _with_decks(d, d.batches[0].decks[:7])
    assert "7 decks, not 8" == _detail(seven, "pa:665a.3(a)")
    assert ["pa:665a.2", "pa:665a.2(e)", "pa:665a.2(e)(2)", "pa:665a.3(a)"] == _failing(seven)
    two = _example(batches=(_batch("blue"), _batch("red")))
    assert ["pa:665a.3(a)"] == _failing(two)
    assert _detail(two, "pa:665a.3(a)").startswith("2 batches, not 1 (two are for a batch shuffler, 665a.3(b))")


def test_the_discard_rack_is_as_tall_as_the_decks_or_taller_and_marked() -> None:
    """665a.2(e)(1): exactly the decks' height; (2): taller, with a visible mark at that height; shorter fails."""
    taller = _example(discard_rack_height_decks=Decimal("8.5"), discard_rack_mark_decks=Decimal(8),
                      discard_rack_mark_visible=True)
    s = _status(taller)
    assert (Status.NOT_APPLICABLE, Status.PASS, Status.PASS) == (s["pa:665a.2(e)(1)"], s["pa:665a.2(e)(2)"],
                                                                 s["pa:665a.2(e)"])
    unmarked = ["pa:665a.2", "pa:665a.2(e)", "pa:665a.2(e)(2)"]
    assert unmarked == _failing(attrs.evolve(taller, discard_rack_mark_visible=False))
    assert unmarked == _failing(attrs.evolve(taller, discard_rack_mark_decks=None))
    assert unmarked == _failing(attrs.evolve(taller, discard_rack_mark_decks=Decimal(6)))
    shorter = _example(discard_rack_height_decks=Decimal(7))
    assert ["pa:665a.2", "pa:665a.2(e)", "pa:665a.2(e)(1)"] == _failing(shorter)
    assert Status.NOT_APPLICABLE is _status(shorter)["pa:665a.2(e)(2)"]
    assert ["pa:665a.2", "pa:665a.2(e)", "pa:665a.2(e)(1)"] == _failing(_example(discard_rack_height_decks=None))


# --- the layout's odds -----------------------------------------------------------------------------


def test_the_payout_odds_are_those_of_665a_12() -> None:
    """665a.2(b)(5): the Bet and Double Attack at 1 to 1, Insurance 5 to 2 and the seven Bust It rows, read from the
    spec's numbers, exactly; ratios compare ("2 to 2" is even money)."""
    p = {k: o for k, (_, o) in equipment.PAYOUTS.items()}
    assert {"bet": Fraction(1), "double_attack": Fraction(1), "insurance": Fraction(5, 2),
            "bust_it_three_8s_same_suit": Fraction(200), "bust_it_three_8s_same_color": Fraction(50),
            "bust_it_third_card_6": Fraction(15), "bust_it_third_card_7": Fraction(10),
            "bust_it_third_card_8": Fraction(8), "bust_it_third_card_9": Fraction(6),
            "bust_it_third_card_jqk": Fraction(3)} == p
    d = equipment.load_description(_path())
    sign = dict(d.sign_payouts)
    low = _example(sign_payouts=tuple({**sign, "bust_it_third_card_jqk": Fraction(2)}.items()))
    assert ["pa:665a.2", "pa:665a.2(b)", "pa:665a.2(b)(5)"] == _failing(low)
    assert "bust_it_third_card_jqk shown on the sign as 2 to 1, not 3 to 1 (665a.12(c))" == _detail(low,
                                                                                                    "pa:665a.2(b)(5)")
    gone = _example(sign_payouts=tuple((k, v) for k, v in sign.items() if k != "bust_it_three_8s_same_color"))
    assert ("no odds shown for bust_it_three_8s_same_color on the layout or a sign (665a.12(c))"
            == _detail(gone, "pa:665a.2(b)(5)"))
    assert [] == _failing(_example(layout_payouts=(("bet", Fraction(2, 2)), ("double_attack", Fraction(1)))))


def test_each_wager_s_odds_on_the_layout_or_the_sign() -> None:
    """665a.2(b)(5): everything on the layout, or on the sign, or some on each; the insurance inscription is the
    layout's statement of Insurance's odds, and a sign can show them instead."""
    d = equipment.load_description(_path())
    everything = d.layout_payouts + d.sign_payouts
    assert [] == _failing(_example(layout_payouts=everything, sign_payouts=()))
    assert [] == _failing(_example(layout_payouts=(), sign_payouts=everything + (("insurance", Fraction(5, 2)),)))
    no_inscription = _example(layout_insurance_odds=None)
    assert ["pa:665a.2", "pa:665a.2(b)", "pa:665a.2(b)(3)", "pa:665a.2(b)(3)(ii)", "pa:665a.2(b)(5)"] == _failing(
        no_inscription)
    assert "no odds shown for insurance on the layout or a sign (665a.12(b))" == _detail(no_inscription,
                                                                                          "pa:665a.2(b)(5)")
    on_sign = attrs.evolve(no_inscription, sign_payouts=d.sign_payouts + (("insurance", Fraction(5, 2)),))
    assert ["pa:665a.2", "pa:665a.2(b)", "pa:665a.2(b)(3)", "pa:665a.2(b)(3)(ii)"] == _failing(on_sign)
    wrong_twice = _example(sign_payouts=d.sign_payouts + (("bet", Fraction(3, 2)),))
    assert "bet shown on the sign as 3 to 2, not 1 to 1 (665a.12(a))" == _detail(wrong_twice, "pa:665a.2(b)(5)")


def test_bust_it_areas_and_odds_only_when_offered() -> None:
    """665a.2(b)(4), (5): a table without the Bust It Wager shows no area and no odds for it; (b)(4) is then not
    applicable and (b)(5) asks only for the Bet, Double Attack and Insurance."""
    off = _example(bust_it_offered=False, bust_it_areas=frozenset(), sign_payouts=())
    assert [] == _failing(off)
    assert Status.NOT_APPLICABLE is _status(off)["pa:665a.2(b)(4)"]
    areas = attrs.evolve(off, bust_it_areas=frozenset(range(1, 7)))
    assert ["pa:665a.2", "pa:665a.2(b)", "pa:665a.2(b)(4)"] == _failing(areas)
    d = equipment.load_description(_path())
    odds = attrs.evolve(off, sign_payouts=d.sign_payouts)
    assert ["pa:665a.2", "pa:665a.2(b)", "pa:665a.2(b)(5)"] == _failing(odds)
    assert "but the table does not offer the wager" in _detail(odds, "pa:665a.2(b)(5)")


# --- boxes, preshuffled decks, verbal wagers -------------------------------------------------------


def test_the_tip_box_elsewhere_where_approved() -> None:
    """665a.2(c): with another place approved for the tip box, the boxes need not flank the dealer; the drop box still
    stands on the dealer's side."""
    moved = _example(tip_box_elsewhere_approved=True, boxes_either_side_of_dealer=False, boxes_where_approved=False)
    assert [] == _failing(moved)
    assert ["pa:665a.2", "pa:665a.2(c)"] == _failing(attrs.evolve(moved, boxes_dealer_side=False))


def test_preshuffled_decks_skip_all_but_the_tens() -> None:
    """665a.4(f): (a) and (c)-(e) are not applicable; (b) still is, and a 10 left in still fails it."""
    d = _example(preshuffled_decks=True, opening_dealer_inspects_for_defects=False, opening_spread_face_up=False,
                 opening_washed_stacked_shuffled=False)
    s = _status(d)
    assert [] == _failing(d)
    assert Status.PASS is s["pa:665a.4(f)"]
    assert all(Status.NOT_APPLICABLE is s[c] for c in ("pa:665a.4(a)", "pa:665a.4(c)", "pa:665a.4(d)",
                                                        "pa:665a.4(e)"))
    ten = _with_decks(d, (_deck(plus=("10C",)),) + d.batches[0].decks[1:])
    assert ["pa:665a.3(a)", "pa:665a.4", "pa:665a.4(b)"] == _failing(ten)


def test_no_verbal_cash_wagers() -> None:
    """665a.6(a): the dealer's confirmation and the conversion are asked for only where verbal cash wagers are
    taken."""
    d = _example(verbal_cash_wagers_taken=False, verbal_wager_confirmed=False, verbal_cash_converted_promptly=False)
    assert [] == _failing(d)
    assert "no verbal cash wagers taken" in _detail(d, "pa:665a.6(a)")


# --- how the table shuffles ------------------------------------------------------------------------


def test_a_batch_shuffler_table_has_two_batches_of_different_colours() -> None:
    """665a.3(b), (b)(1)-(5), 665a.4(e), 665a.13(j), (k) apply; two batches of eight decks, backs of two colours."""
    ok = _batch_table()
    s = _status(ok)
    assert [] == _failing(ok)
    assert all(Status.PASS is s[c] for c in ("pa:665a.3(b)", "pa:665a.3(b)(1)", "pa:665a.3(b)(2)", "pa:665a.4(e)",
                                             "pa:665a.13(j)", "pa:665a.13(k)"))
    same = _batch_table(batches=(_batch("blue"), _batch("Blue")))
    assert ["pa:665a.3(b)", "pa:665a.3(b)(2)"] == _failing(same)
    assert "the batches' backs are not of different colours (blue, Blue)" == _detail(same, "pa:665a.3(b)(2)")
    one = _batch_table(batches=(_batch("blue"),))
    assert ["pa:665a.3(b)", "pa:665a.3(b)(1)"] == _failing(one)
    assert "1 batches, not 2" == _detail(one, "pa:665a.3(b)(1)")
    small = _batch_table(batches=(_batch("blue"), _batch("red", 6)))
    assert "batch 2 has 6 decks, not 8" == _detail(small, "pa:665a.3(b)(1)")
    tens = _batch_table(batches=(_batch("blue"), Batch(back="red", decks=(_deck(plus=("10D",)),) * 8)))
    assert "batch 2 deck 1: 10D" in _detail(tens, "pa:665a.4(b)")


@pytest.mark.parametrize(("fact", "clause"), [
    ("batches_same_design", "pa:665a.3(b)(2)"), ("idle_batch_in_shuffler", "pa:665a.3(b)(3)"),
    ("batches_alternate_by_shoe", "pa:665a.3(b)(4)"), ("discard_rack_one_batch", "pa:665a.3(b)(5)"),
    ("opening_each_batch_apart", "pa:665a.4(e)"), ("shuffler_failure_reshuffled", "pa:665a.13(j)"),
    ("broken_shuffler_covered_or_signed", "pa:665a.13(k)")])
def test_each_batch_shuffler_fact_fails_its_clause(fact: str, clause: str) -> None:
    heading = {"pa:665a.3(b)(": "pa:665a.3(b)", "pa:665a.4(": "pa:665a.4"}
    want = [h for p, h in heading.items() if clause.startswith(p)] + [clause]
    assert want == _failing(_batch_table(**{fact: False}))


def test_a_continuous_shuffler_sets_aside_the_cut() -> None:
    """665a.5(h): 665a.5(b)-(g) are not applicable, nor is the cover card; the device must be approved; the shuffler
    failures apply, the batch rules do not."""
    d = _example(shuffling=Shuffling.CONTINUOUS_SHUFFLER, cover_cards=0, cut_offered_backs_away=False,
                 idle_cards_spread_for_inspection=False)
    assert ["pa:665a.5(h)", "pa:665a.13(j)", "pa:665a.13(k)"] == _failing(d)
    s = _status(d)
    cut = [c for c in s if c.startswith("pa:665a.5(") and c != "pa:665a.5(h)"]
    assert 8 == len(cut) and all(Status.NOT_APPLICABLE is s[c] for c in cut)
    assert Status.NOT_APPLICABLE is s["pa:665a.3(b)"]
    ok = attrs.evolve(d, continuous_shuffler_approved=True, shuffler_failure_reshuffled=True,
                      broken_shuffler_covered_or_signed=True)
    assert [] == _failing(ok)
    assert ["pa:665a.7(a)"] == _failing(attrs.evolve(ok, dealing_shoe=False))


# --- loading ---------------------------------------------------------------------------------------


def test_bad_values_and_unknown_keys_are_refused_with_their_clause(tmp_path: Path) -> None:
    """Every problem at once, each naming its field and clause."""
    base = Path(_path()).read_text(encoding="utf-8")
    bad = {
        "positions": ("[0, 1]", "pa:665a.2(a)"),
        "bust_it_areas": ('"all"', "pa:665a.2(b)(4)"),
        "layout_insurance_odds": ('"5:2"', "pa:665a.2(b)(3)(ii)"),
        "layout_dealer_draws_to": ("-16", "pa:665a.2(b)(3)(iii)"),
        "card_reader_inspected_daily": ('"yes"', "pa:665a.2(d)"),
        "discard_rack_height_decks": ('"tall"', "pa:665a.2(e)(1)"),
        "discard_rack_mark_decks": ("8.5", "pa:665a.2(e)(2)"),
        "cover_cards": ("-1", "pa:665a.3(a)"),
        "decks_changed_within_hours": ("true", "pa:665a.3(c)"),
        "shuffling": ('"by_hand"', "pa:665a.5(a)"),
        "ruleset": ('"pa-551@2010t"', "pa:665a.2"),
    }
    lines = [ln for ln in base.splitlines() if ln.split(" = ")[0] not in bad]
    top = lines.index("[layout_payouts]")
    lines[top:top] = [f"{k} = {v}" for k, (v, _) in bad.items()] + ['table_felt = "green"']
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, "\n".join(lines)))
    got = {p.field: p.clause for p in e.value.problems}
    assert {**{k: c for k, (_, c) in bad.items()}, "table_felt": "pa:665a.2"} == got


def test_bad_batches_decks_and_odds_tables_are_refused(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    deck = '[[batches.decks]]\nS = "A 2 3 4 5 6 7 8 9 J Q K"'
    text = base.replace(deck, '[[batches.decks]]\nS = "A 2 3 4 5 6 7 8 9 1 Q K"', 1)
    text = text.replace("[[batches.decks]]\nS =", "[[batches.decks]]\nX =", 2)
    text = text.replace("[[batches.decks]]\nX =", "[[batches.decks]]\nS =", 1)
    text = text.replace('back = "blue"', 'back = 3\nshoe = 1')
    text = text.replace('bust_it_third_card_9 =', 'bust_it_third_card_10 =')
    text = text.replace('double_attack = "1 to 1"', 'double_attack = 1')
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, text))
    got = {p.field: p.clause for p in e.value.problems}
    assert {"batches[0].back": "pa:665a.3(b)(2)", "batches[0].shoe": "pa:665a.3(a)",
            "batches[0].decks[0].S": "pa:665a.3(a)", "batches[0].decks[1].X": "pa:665a.3(a)",
            "layout_payouts": "pa:665a.2(b)(5)", "sign_payouts": "pa:665a.2(b)(5)"} == got
    assert "bust_it_third_card_10" in str(e.value)
    with pytest.raises(ConfigError) as e:
        equipment.description_from_mapping({"batches": [{"back": "red", "decks": "eight"}], "sign_payouts": []})
    assert {"batches[0].decks": "pa:665a.3(a)", "sign_payouts": "pa:665a.2(b)(5)"} == {
        p.field: p.clause for p in e.value.problems}
    with pytest.raises(ConfigError) as e:
        equipment.description_from_mapping({"batches": {"back": "red"}})
    assert [("batches", "pa:665a.3(a)")] == [(p.field, p.clause) for p in e.value.problems]


def test_the_game_and_the_ruleset_are_checked(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, base.replace('game = "double_attack"', 'game = "spanish21"')))
    assert [("game", "pa:665a.2")] == [(p.field, p.clause) for p in e.value.problems]
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, "game = [unclosed"))
    assert [("(file)", "pa:665a.2")] == [(p.field, p.clause) for p in e.value.problems]


def test_every_check_cites_its_clauses() -> None:
    """Each clause reported is cited by the code that decides it (``@cites``)."""
    cited = {c for name in dir(equipment) for c in getattr(getattr(equipment, name), "__clauses__", ())}
    for d in _variants():
        assert {f.clause for f in equipment.check(d)} <= cited


def test_cli_equipment_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``game = "double_attack"``: the example exits 0, the faulty one 1 naming its clauses, a bad key 2."""
    assert 0 == main(["equipment", "check", _path()])
    assert "pa:665a.2(e)(1)" in capsys.readouterr().out
    assert 1 == main(["equipment", "check", _path(FAULTY)])
    out = capsys.readouterr().out
    assert any(ln.startswith("pa:665a.2(b)(3)(ii)") and "fail" in ln for ln in out.splitlines())
    broken = Path(_path()).read_text(encoding="utf-8").replace("cover_cards = 1", "cover_cards = 1\nfelt = 1")
    assert 2 == main(["equipment", "check", _write(tmp_path, broken)])
    assert "felt" in capsys.readouterr().err
