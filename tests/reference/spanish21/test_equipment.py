"""Spanish 21 table descriptions checked clause by clause (551.1's card reader device, 551.2, 551.3(a), 551.4,
551.5(b), (c), (f), (h), 551.6(e), 551.7(c), 551.8(a), (b), (i)-(k), 551.15, 551.16(j), (k))."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from fractions import Fraction
from importlib import resources
from pathlib import Path
from typing import Any

import attrs
import pytest

from croupier import spec
from croupier.cli import main
from croupier.reference.cards import parse_card
from croupier.reference.errors import ConfigError
from croupier.reference.spanish21 import equipment
from croupier.reference.spanish21.config import AMENDED, BASE, Shuffling, load_profile
from croupier.reference.spanish21.equipment import Deck, MtdOdds, Status

GOOD, FAULTY = "table-spanish21.toml", "table-spanish21-faulty.toml"


def _path(name: str = GOOD) -> str:
    return str(resources.files("croupier.reference.spanish21").joinpath("examples", name))


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
    """A deck of 551.3(a) (48 cards, no 10s), less ``without``, with ``plus`` added."""
    gone = {parse_card(x) for x in without}
    cards = [c for c in sorted(equipment.DECK_CARDS) if c not in gone] + [parse_card(x) for x in plus]
    return Deck(tuple(c for c in cards if c is not None))


def _variants() -> list[equipment.TableDescription]:
    """The example under both editions, with each way of shuffling, without Match-The-Dealer, and the faulty one."""
    d = equipment.load_description(_path())
    return [d, attrs.evolve(d, ruleset=AMENDED),
            attrs.evolve(d, shuffling=Shuffling.BATCH_SHUFFLER),
            attrs.evolve(d, shuffling=Shuffling.CONTINUOUS_SHUFFLER),
            attrs.evolve(d, mtd_offered=False, mtd_areas=frozenset(), sign_mtd_odds=None),
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


@pytest.mark.parametrize("rid", [BASE, AMENDED])
def test_every_equipment_or_administrative_clause_is_reported_or_covered_elsewhere(rid: str) -> None:
    """As for Pai Gow: 551.2(b) (the layout's approval) is reported; 551.14 is the profile's (max_boxes_per_player)."""
    reported = {f.clause for f in equipment.check(_example(ruleset=rid))}
    for cid, c in spec.ruleset(rid).clauses.items():
        if c.kind in ("equipment", "administrative"):
            assert cid in reported or cid in equipment.covered_elsewhere(rid), cid
    assert frozenset({"pa:551.14"}) == equipment.covered_elsewhere(rid)
    assert {"pa:551.2(b)", "pa:551.3(a)"} <= reported


def test_findings_follow_the_text() -> None:
    order = list(spec.ruleset(BASE).clauses)
    got = [f.clause for f in equipment.check(_example())]
    assert sorted(got, key=order.index) == got


# --- the examples ----------------------------------------------------------------------------------


@pytest.mark.parametrize("rid", [BASE, AMENDED])
def test_the_example_passes_every_clause(rid: str) -> None:
    d = _example(ruleset=rid)
    assert [] == _failing(d)
    assert {"pa:551.2(f)(2)", "pa:551.5(h)(2)", "pa:551.5(h)(2)(i)", "pa:551.5(h)(2)(ii)", "pa:551.15",
            "pa:551.16(j)", "pa:551.16(k)"} == {c for c, s in _status(d).items() if s is Status.NOT_APPLICABLE}


def test_the_example_agrees_with_the_profile() -> None:
    """The description's elections are those of the profile profile-spanish21.toml: decks, boxes, Match-The-Dealer and
    its odds, shuffling (no code compares them: this keeps the two examples together)."""
    cfg = load_profile(_path("profile-spanish21.toml"))
    d = equipment.load_description(_path())
    assert cfg.decks == len(d.decks)
    assert cfg.boxes == len(d.positions)
    assert cfg.mtd_offered is d.mtd_offered
    assert cfg.shuffling is d.shuffling
    assert d.sign_mtd_odds == MtdOdds(Fraction(cfg.mtd_odds[0]), Fraction(cfg.mtd_odds[1]))


def test_the_faulty_example_fails_with_its_clauses() -> None:
    """Eight positions (551.2(b)(2)); no daily reader inspection (551.2(e)); a rack marked at eight decks for six
    (551.2(f), (f)(2)); a 10 left in deck 3 (551.3(a), 551.4(b)); the headings 551.2 and 551.4 with them."""
    d = equipment.load_description(_path(FAULTY))
    assert ["pa:551.2", "pa:551.2(b)(2)", "pa:551.2(e)", "pa:551.2(f)", "pa:551.2(f)(2)", "pa:551.3(a)", "pa:551.4",
            "pa:551.4(b)"] == _failing(d)
    assert "8 positions, more than 7" == _detail(d, "pa:551.2(b)(2)")
    assert "start of each gaming day" in _detail(d, "pa:551.2(e)")
    assert "the rack's mark stands at 8 decks, not at the 6 decks of the shoe" == _detail(d, "pa:551.2(f)(2)")
    assert "deck 3 has 49 cards, not 48; deck 3: a 10 left in (10H)" == _detail(d, "pa:551.3(a)")
    assert "fails through 551.2(b)(2), 551.2(e), 551.2(f), 551.2(f)(2)" == _detail(d, "pa:551.2")


# --- each fact fails its clause --------------------------------------------------------------------


BAD: list[tuple[dict[str, Any], list[str]]] = [
    ({"dealer_opposite_players": False}, ["pa:551.2(a)"]),
    ({"layout_approved": False}, ["pa:551.2(b)"]),
    ({"layout_logo": False}, ["pa:551.2(b)(1)"]),
    ({"positions": tuple(range(1, 9)), "spanish21_areas": frozenset(range(1, 9)), "mtd_areas": frozenset(range(1, 9))},
     ["pa:551.2(b)(2)"]),
    ({"positions": (1, 2, 2, 4, 5, 6, 7)}, ["pa:551.2(b)(2)", "pa:551.2(b)(2)(i)", "pa:551.2(b)(2)(ii)"]),
    ({"spanish21_areas": frozenset(range(1, 7))}, ["pa:551.2(b)(2)(i)"]),
    ({"mtd_areas": frozenset(range(2, 8))}, ["pa:551.2(b)(2)(ii)"]),
    ({"layout_blackjack_odds": Fraction(6, 5)}, ["pa:551.2(c)", "pa:551.2(c)(1)"]),
    ({"layout_blackjack_odds": None}, ["pa:551.2(c)", "pa:551.2(c)(1)"]),
    ({"layout_dealer_draws_to": 17}, ["pa:551.2(c)", "pa:551.2(c)(2)"]),
    ({"layout_dealer_stands_on_soft": False}, ["pa:551.2(c)", "pa:551.2(c)(2)"]),
    ({"layout_insurance_odds": Fraction(3, 2)}, ["pa:551.2(c)", "pa:551.2(c)(3)"]),
    ({"tip_box_attached": False}, ["pa:551.2(d)"]),
    ({"boxes_either_side_of_dealer": False}, ["pa:551.2(d)"]),
    ({"card_reader_detects_blackjack": False}, ["pa:551.1#card-reader-device"]),
    ({"card_reader_attached": False}, ["pa:551.1#card-reader-device", "pa:551.2(e)"]),
    ({"card_reader_approved": False}, ["pa:551.2(e)"]),
    ({"card_reader_inspected_daily": False}, ["pa:551.2(e)"]),
    ({"discard_rack_attached_on_top": False}, ["pa:551.2(f)"]),
    ({"discard_rack_dealer_side": False}, ["pa:551.2(f)"]),
    ({"sign_posted": False}, ["pa:551.2(g)"]),
    ({"sign_approved": False}, ["pa:551.2(g)"]),
    ({"sign_doubled_hands_no_bonus": False}, ["pa:551.2(g)(1)"]),
    ({"decks_identical_in_appearance": False}, ["pa:551.3(a)"]),
    ({"cutting_cards": 0}, ["pa:551.3(a)"]),
    ({"opening_dealer_inspects_for_defects": False}, ["pa:551.4", "pa:551.4(a)"]),
    ({"opening_tens_removed_torn_returned": False}, ["pa:551.4", "pa:551.4(b)"]),
    ({"opening_floorperson_verifies": False}, ["pa:551.4", "pa:551.4(b)"]),
    ({"opening_spread_face_up": False}, ["pa:551.4", "pa:551.4(b)"]),
    ({"opening_washed_and_stacked": False}, ["pa:551.4", "pa:551.4(c)"]),
    ({"cut_offered_face_down": False}, ["pa:551.5(b)"]),
    ({"cut_first_player_new_game": False}, ["pa:551.5(b)(1)"]),
    ({"cut_player_at_cutting_card_box": False}, ["pa:551.5(b)(2)"]),
    ({"cut_farthest_right_after_dealer_cutting_card": False}, ["pa:551.5(b)(3)"]),
    ({"cut_farthest_right_after_floor_reshuffle": False}, ["pa:551.5(b)(4)"]),
    ({"cut_refused_passes_clockwise": False}, ["pa:551.5(c)"]),
    ({"recut_by_next_entitled_player": False}, ["pa:551.5(f)"]),
    ({"idle_cards_spread_for_inspection": False}, ["pa:551.5(h)"]),
    ({"idle_washed_shuffled_cut": False}, ["pa:551.5(h)(1)"]),
    ({"wagers_in_chips_or_plaques": False}, ["pa:551.6(e)", "pa:551.7(c)"]),
    ({"verbal_wager_confirmed": False}, ["pa:551.6(e)(1)", "pa:551.7(c)(1)"]),
    ({"verbal_cash_converted_promptly": False}, ["pa:551.6(e)(2)", "pa:551.7(c)(2)"]),
    ({"dealing_shoe": False}, ["pa:551.8(a)"]),
    ({"dealt_left_hand_out_right_hand_down": False}, ["pa:551.8(b)"]),
    ({"cards_picked_up_in_order": False}, ["pa:551.8(i)", "pa:551.8(j)(1)"]),
    ({"shoe_remainder_to_rack": False}, ["pa:551.8(j)(2)"]),
    ({"players_kept_from_cards": False}, ["pa:551.8(k)"]),
]


def _with_heading(failing: list[str]) -> list[str]:
    """551.2 fails with any of its paragraphs; the list is in the text's order."""
    order = list(spec.ruleset(BASE).clauses)
    extra = ["pa:551.2"] if any(c.startswith("pa:551.2(") for c in failing) else []
    return sorted(set(failing + extra), key=order.index)


@pytest.mark.parametrize(("change", "failing"), BAD, ids=[next(iter(c)) for c, _ in BAD])
def test_each_fact_fails_its_clause_alone(change: dict[str, Any], failing: list[str]) -> None:
    assert _with_heading(failing) == _failing(_example(**change))


def test_a_missing_fact_fails_its_clause(tmp_path: Path) -> None:
    """An absent fact is not assumed: leaving out card_reader_inspected_daily fails 551.2(e), and leaving out
    players_kept_from_cards fails 551.8(k)."""
    base = Path(_path()).read_text(encoding="utf-8")
    text = "\n".join(ln for ln in base.splitlines()
                     if not ln.startswith(("card_reader_inspected_daily", "players_kept_from_cards")))
    assert ["pa:551.2", "pa:551.2(e)", "pa:551.8(k)"] == _failing(equipment.load_description(_write(tmp_path, text)))


# --- the decks are counted -------------------------------------------------------------------------


def test_the_decks_are_counted_not_declared() -> None:
    """551.3(a): each deck is the 48 cards without the 10s; a 10 left in also fails 551.4(b)."""
    d = equipment.load_description(_path())
    assert 8 == len(d.decks) and all(48 == len(k.cards) for k in d.decks)
    ten = _example(decks=d.decks[:2] + (_deck(plus=("10S",)),) + d.decks[3:])
    assert ["pa:551.3(a)", "pa:551.4", "pa:551.4(b)"] == _failing(ten)
    assert "deck 3 has 49 cards, not 48; deck 3: a 10 left in (10S)" == _detail(ten, "pa:551.3(a)")
    assert "deck 3: 10S" in _detail(ten, "pa:551.4(b)")
    swapped = _example(decks=(_deck("7H", plus=("8H",)),) + d.decks[1:])
    assert ["pa:551.3(a)"] == _failing(swapped)
    assert "deck 1: missing 7H; deck 1: 2 x 8H" == _detail(swapped, "pa:551.3(a)")
    short = _example(decks=(_deck("AS", "KC"),) + d.decks[1:])
    assert "deck 1 has 46 cards, not 48; deck 1: missing AS, KC" == _detail(short, "pa:551.3(a)")


def test_six_or_eight_decks_and_the_rack_and_odds_follow_the_count() -> None:
    """551.3(a): 6 or 8 decks; the rack (551.2(f)) and the Match-The-Dealer floors (551.7(e)) are read against the
    decks listed."""
    d = equipment.load_description(_path())
    seven = _example(decks=d.decks[:7])
    assert "7 decks, not 6 or 8" == _detail(seven, "pa:551.3(a)")
    assert {"pa:551.3(a)", "pa:551.2(f)", "pa:551.2(f)(2)", "pa:551.2(g)(2)"} <= set(_failing(seven))
    six = _example(decks=d.decks[:6], discard_rack_height_decks=Decimal(6),
                   sign_mtd_odds=MtdOdds(Fraction(4), Fraction(12)))  # 3 to 1 is under the floor of six decks
    assert [] == _failing(six)


def test_the_discard_rack_is_as_tall_as_the_decks_or_taller_and_marked() -> None:
    """551.2(f)(1): exactly the decks' height; (2): taller, with a visible mark at that height; shorter fails."""
    taller = _example(discard_rack_height_decks=Decimal("8.5"), discard_rack_mark_decks=Decimal(8),
                      discard_rack_mark_visible=True)
    s = _status(taller)
    assert (Status.NOT_APPLICABLE, Status.PASS, Status.PASS) == (s["pa:551.2(f)(1)"], s["pa:551.2(f)(2)"],
                                                                 s["pa:551.2(f)"])
    unmarked = ["pa:551.2", "pa:551.2(f)", "pa:551.2(f)(2)"]
    assert unmarked == _failing(attrs.evolve(taller, discard_rack_mark_visible=False))
    assert unmarked == _failing(attrs.evolve(taller, discard_rack_mark_decks=None))
    shorter = _example(discard_rack_height_decks=Decimal(6))
    assert ["pa:551.2", "pa:551.2(f)", "pa:551.2(f)(1)"] == _failing(shorter)
    assert Status.NOT_APPLICABLE is _status(shorter)["pa:551.2(f)(2)"]


# --- the layout's odds -----------------------------------------------------------------------------


def test_the_payout_odds_are_those_of_551_6() -> None:
    """551.2(c)(4): every odds of 551.6(f), (g), read from the spec, exactly; ratios compare ("6 to 4" is 3 to 2)."""
    assert (Fraction(3, 2), Fraction(1)) == (equipment.PAYOUTS["blackjack"][1], equipment.PAYOUTS["win"][1])
    assert Fraction(3) == equipment.PAYOUTS["seven_card_21"][1]
    d = equipment.load_description(_path())
    shown = dict(d.layout_payouts)
    low = _example(layout_payouts=tuple({**shown, "six_card_21": Fraction(3, 2)}.items()))
    assert ["pa:551.2", "pa:551.2(c)", "pa:551.2(c)(4)"] == _failing(low)
    assert "six_card_21 shown as 3 to 2, not 2 to 1 (551.6(g)(6))" == _detail(low, "pa:551.2(c)(4)")
    gone = _example(layout_payouts=tuple((k, v) for k, v in shown.items() if k != "three_sevens_spades"))
    assert "no odds shown for three_sevens_spades (551.6(g)(4))" == _detail(gone, "pa:551.2(c)(4)")
    assert [] == _failing(_example(layout_payouts=tuple({**shown, "blackjack": Fraction(6, 4)}.items()),
                                   layout_blackjack_odds=Fraction(6, 4)))


def test_match_the_dealer_odds_on_the_layout_or_the_sign_above_the_floors() -> None:
    """551.2(c)(5), (g)(2), 551.7(e): shown on one of them, no lower than the floors for the decks, the same on both."""
    d = equipment.load_description(_path())
    on_layout = _example(layout_mtd_odds=d.sign_mtd_odds, sign_mtd_odds=None)
    s = _status(on_layout)
    assert [] == _failing(on_layout) and Status.NOT_APPLICABLE is s["pa:551.2(g)(2)"]
    assert [] == _failing(_example(layout_mtd_odds=d.sign_mtd_odds))
    neither = _example(sign_mtd_odds=None)
    assert ["pa:551.2", "pa:551.2(c)", "pa:551.2(c)(5)", "pa:551.2(g)(2)"] == _failing(neither)
    eight_low = _example(sign_mtd_odds=MtdOdds(Fraction(3), Fraction(11)))
    assert ["pa:551.2", "pa:551.2(g)(2)"] == _failing(eight_low)
    assert "below the 12 to 1 of 551.7(e)(2) for 8 decks" in _detail(eight_low, "pa:551.2(g)(2)")
    six = _example(decks=d.decks[:6], discard_rack_height_decks=Decimal(6), sign_mtd_odds=MtdOdds(Fraction(3),
                                                                                                    Fraction(12)))
    assert "below the 4 to 1 of 551.7(e)(1) for 6 decks" in _detail(six, "pa:551.2(g)(2)")
    differ = _example(layout_mtd_odds=MtdOdds(Fraction(5), Fraction(14)))
    assert ["pa:551.2", "pa:551.2(g)(2)"] == _failing(differ)


def test_match_the_dealer_areas_and_odds_only_when_offered() -> None:
    """551.2(b)(2)(ii), (c)(5), (g)(2), 551.7(c): a table without the wager shows no area and no odds for it; its
    clauses are then not applicable."""
    off = _example(mtd_offered=False, mtd_areas=frozenset(), sign_mtd_odds=None)
    s = _status(off)
    assert [] == _failing(off)
    assert all(Status.NOT_APPLICABLE is s[c] for c in ("pa:551.2(b)(2)(ii)", "pa:551.2(c)(5)", "pa:551.2(g)(2)",
                                                        "pa:551.7(c)", "pa:551.7(c)(1)", "pa:551.7(c)(2)"))
    assert ["pa:551.2", "pa:551.2(b)(2)(ii)"] == _failing(attrs.evolve(off, mtd_areas=frozenset(range(1, 8))))
    assert ["pa:551.2", "pa:551.2(g)(2)"] == _failing(attrs.evolve(off, sign_mtd_odds=MtdOdds(Fraction(4),
                                                                                            Fraction(14))))


# --- how the table shuffles ------------------------------------------------------------------------


def test_a_batch_shuffler_table() -> None:
    """551.5(h)(2), (i), (ii) and 551.16(j), (k) apply; 551.5(h)(1) does not."""
    d = _example(shuffling=Shuffling.BATCH_SHUFFLER, idle_washed_shuffled_cut=False)
    assert ["pa:551.5(h)(2)", "pa:551.5(h)(2)(i)", "pa:551.5(h)(2)(ii)", "pa:551.16(j)", "pa:551.16(k)"] == _failing(d)
    assert Status.NOT_APPLICABLE is _status(d)["pa:551.5(h)(1)"]
    ok = attrs.evolve(d, idle_batch_exchanged_in_shuffler=True, shuffler_holds_one_batch=True,
                      shuffler_storage_approved=True, batch_procedures_approved=True, shuffler_failure_reshuffled=True,
                      shuffler_removed_before_other_shuffling=True)
    assert [] == _failing(ok)


def test_a_continuous_shuffler_replaces_the_cut_and_the_shoe() -> None:
    """551.15: the cut, the idle table's handling, the shoe and the end-of-shoe procedure are not applicable, nor is
    the cutting card; the shuffler and its procedures must be approved; the pick-up and the rack still apply."""
    d = _example(shuffling=Shuffling.CONTINUOUS_SHUFFLER, cutting_cards=0, dealing_shoe=False,
                 cut_offered_face_down=False, idle_cards_spread_for_inspection=False, shoe_remainder_to_rack=False)
    assert ["pa:551.15", "pa:551.16(j)", "pa:551.16(k)"] == _failing(d)
    s = _status(d)
    replaced = [c for c in s if c.startswith(("pa:551.5(", "pa:551.8(a)", "pa:551.8(j)"))]
    assert 15 == len(replaced) and all(Status.NOT_APPLICABLE is s[c] for c in replaced)
    ok = attrs.evolve(d, continuous_shuffler_approved=True, continuous_shuffler_procedures_approved=True,
                      shuffler_failure_reshuffled=True, shuffler_removed_before_other_shuffling=True)
    assert [] == _failing(ok)
    assert ["pa:551.8(i)"] == _failing(attrs.evolve(ok, cards_picked_up_in_order=False))


def test_no_verbal_cash_wagers() -> None:
    """551.6(e)(1), (2), 551.7(c)(1), (2) apply only where verbal cash wagers are taken."""
    d = _example(verbal_cash_wagers_taken=False, verbal_wager_confirmed=False, verbal_cash_converted_promptly=False)
    s = _status(d)
    assert [] == _failing(d)
    assert all(Status.NOT_APPLICABLE is s[c] for c in ("pa:551.6(e)(1)", "pa:551.6(e)(2)", "pa:551.7(c)(1)",
                                                        "pa:551.7(c)(2)"))


# --- loading ---------------------------------------------------------------------------------------


def test_bad_values_and_unknown_keys_are_refused_with_their_clause(tmp_path: Path) -> None:
    """Every problem at once, each naming its field and clause."""
    base = Path(_path()).read_text(encoding="utf-8")
    bad = {
        "positions": ("[0, 1]", "pa:551.2(b)(2)"),
        "mtd_areas": ('"all"', "pa:551.2(b)(2)(ii)"),
        "layout_blackjack_odds": ('"3:2"', "pa:551.2(c)(1)"),
        "layout_dealer_draws_to": ("-16", "pa:551.2(c)(2)"),
        "card_reader_inspected_daily": ('"yes"', "pa:551.2(e)"),
        "discard_rack_height_decks": ('"tall"', "pa:551.2(f)(1)"),
        "discard_rack_mark_decks": ("6.5", "pa:551.2(f)(2)"),
        "cutting_cards": ("-1", "pa:551.3(a)"),
        "shuffling": ('"by_hand"', "pa:551.5(a)"),
        "ruleset": ('"pa-541@2010t"', "pa:551.2"),
    }
    lines = [ln for ln in base.splitlines() if ln.split(" = ")[0] not in bad]
    top = lines.index("[layout_payouts]")
    lines[top:top] = [f"{k} = {v}" for k, (v, _) in bad.items()] + ['table_felt = "green"']
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, "\n".join(lines)))
    got = {p.field: p.clause for p in e.value.problems}
    assert {**{k: c for k, (_, c) in bad.items()}, "table_felt": "pa:551.2"} == got


def test_bad_decks_and_odds_tables_are_refused(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    text = base.replace('[[decks]]\nS = "A 2 3 4 5 6 7 8 9 J Q K"', '[[decks]]\nS = "A 2 3 4 5 6 7 8 9 1 Q K"', 1)
    text = text.replace("[[decks]]\nS =", "[[decks]]\nX =", 2).replace("[[decks]]\nX =", "[[decks]]\nS =", 1)
    text = text.replace("five_card_21 =", "five_card_bonus =").replace('same_suit = "12 to 1"', 'same = "12 to 1"')
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, text))
    got = {p.field: p.clause for p in e.value.problems}
    assert {"decks[0].S": "pa:551.3(a)", "decks[1].X": "pa:551.3(a)", "layout_payouts": "pa:551.2(c)(4)",
            "sign_mtd_odds": "pa:551.2(g)(2)"} == got
    assert "five_card_bonus" in str(e.value)


def test_the_game_and_the_ruleset_are_checked(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, base.replace('game = "spanish21"', 'game = "blackjack"')))
    assert [("game", "pa:551.2")] == [(p.field, p.clause) for p in e.value.problems]
    d = equipment.load_description(_write(tmp_path, base.replace('"pa-551@2010t"', '"pa-551@2013p"')))
    assert AMENDED == d.ruleset and [] == _failing(d)


def test_the_profile_is_not_a_description() -> None:
    """profile-spanish21.toml is a profile: read as a description its options are refused as unknown keys."""
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_path("profile-spanish21.toml"))
    assert {"decks", "table_min", "mtd_odds_same_suit"} <= {p.field for p in e.value.problems}


def test_every_check_cites_its_clauses() -> None:
    """Each clause reported is cited by the code that decides it (``@cites``)."""
    cited = {c for name in dir(equipment) for c in getattr(getattr(equipment, name), "__clauses__", ())}
    assert {f.clause for f in equipment.check(_example())} <= cited


def test_cli_equipment_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``game = "spanish21"``: the example exits 0, the faulty one 1 naming its clauses, a bad key 2."""
    assert 0 == main(["equipment", "check", _path()])
    assert "pa:551.2(f)(1)" in capsys.readouterr().out
    assert 1 == main(["equipment", "check", _path(FAULTY)])
    out = capsys.readouterr().out
    assert any(ln.startswith("pa:551.2(e)") and "fail" in ln for ln in out.splitlines())
    broken = Path(_path()).read_text(encoding="utf-8").replace("cutting_cards = 1", "cutting_cards = 1\nfelt = 1")
    assert 2 == main(["equipment", "check", _write(tmp_path, broken)])
    assert "pa:551.2" in capsys.readouterr().err
