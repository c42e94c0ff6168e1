"""Asia Poker table descriptions checked clause by clause (659a.2, 659a.3, 659a.4, 659a.5(d)-(f), (g)(1)(iv), (h),
659a.8(a), 659a.9(a)(1), (2), 659a.10(a)(1), 659a.11(i), 659a.13(l), (n))."""

from __future__ import annotations

import datetime
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import attrs
import pytest

from croupier import spec
from croupier.cli import main
from croupier.reference.asia_poker import equipment
from croupier.reference.asia_poker.config import (BASE, MAX_POSITIONS, BonusPaytable, Dealing, Shuffling,
                                                  StartPosition, TableConfig)
from croupier.reference.asia_poker.equipment import Deck, HandArea, StartMarker, Status
from croupier.reference.cards import parse_card
from croupier.reference.errors import ConfigError

GOOD, BUTTON = "table-asia-poker.toml", "table-asia-poker-flat-button.toml"
EXAMPLES = Path(equipment.__file__).resolve().parent / "examples"
ORDER = list(spec.ruleset(BASE).clauses)


def _path(name: str = GOOD) -> str:
    return str(EXAMPLES / name)


def _example(**change: Any) -> equipment.TableDescription:
    return attrs.evolve(equipment.load_description(_path()), **change)


def _button(**change: Any) -> equipment.TableDescription:
    return attrs.evolve(equipment.load_description(_path(BUTTON)), **change)


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


def _refused(tmp_path: Path, text: str) -> dict[str, str]:
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, text))
    return {p.field: p.clause for p in e.value.problems}


def _deck(*without: str, plus: tuple[str, ...] = (), back: str = "blue", jokers: int = 1, removed: int = 0) -> Deck:
    """A deck of 659a.3(a) (52 cards and its joker), less ``without``, with ``plus`` added."""
    gone = {parse_card(x) for x in without}
    cards = [c for c in sorted(equipment.DECK_CARDS) if c not in gone] + [parse_card(x) for x in plus]
    return Deck(back=back, cards=tuple(c for c in cards if c is not None), jokers=jokers, jokers_removed=removed)


#: the headings that fail with any of their paragraphs (659a.2(b), 2(c)(1), 2(c), 2, 3(b), 3(c), 3, 4)
def _with_headings(failing: list[str]) -> list[str]:
    extra = [h for h in equipment.HEADINGS if any(c.startswith(h + "(") for c in failing)]
    return sorted(set(failing + extra), key=ORDER.index)


def _rng(**change: Any) -> equipment.TableDescription:
    return _example(**{"start_position": StartPosition.RNG, "rng_approved": True, "rng_range": (1, 7), **change})


def _hand(**change: Any) -> equipment.TableDescription:
    """A table dealing from the hand after an automated shuffler, the deck 3h59m in play."""
    return _example(**{"dealing": Dealing.HAND, "shuffling": Shuffling.AUTOMATED_SHUFFLER,
                       "shuffler_failure_reshuffled": True, "broken_device_covered_or_signed": True,
                       "deck_held_in_one_hand_over_inventory": True,
                       "decks_in_play_since": datetime.datetime(2024, 5, 1, 19, 31), **change})


def _variants() -> list[equipment.TableDescription]:
    return [_example(), _button(), _rng(), _hand(), _example(preshuffled_decks=True),
            _example(shuffling=Shuffling.AUTO_RESHUFFLER, auto_reshuffler_approved=True,
                     shuffler_failure_reshuffled=True, broken_device_covered_or_signed=True),
            _example(bonus_offered=False, bonus_paytable=BonusPaytable.NONE, bonus_areas=frozenset(),
                     sign_payouts=(), payout_cap=None, layout_payout_limit=None),
            equipment.TableDescription()]


# --- one finding per clause ------------------------------------------------------------------------


@pytest.mark.parametrize("d", _variants())
def test_every_equipment_clause_gets_exactly_one_finding(d: equipment.TableDescription) -> None:
    """Each equipment clause of the edition has one finding, whatever the table (the empty description too); nothing is
    reported twice or outside the edition."""
    seen = Counter(f.clause for f in equipment.check(d))
    assert {1} == set(seen.values())
    assert all(c in d.rules for c in seen)
    equip = [c for c, x in d.rules.clauses.items() if x.kind == "equipment"]
    assert 45 == len(equip)
    assert [] == [c for c in equip if seen[c] != 1]


def test_every_equipment_or_administrative_clause_is_reported() -> None:
    """The 45 equipment clauses, the layout's approval (659a.2(b), administrative) and the deck (659a.3(a), game)."""
    reported = {f.clause for f in equipment.check(_example())}
    for cid, c in spec.ruleset(BASE).clauses.items():
        if c.kind in ("equipment", "administrative"):
            assert cid in reported or cid in equipment.covered_elsewhere(BASE), cid
    assert frozenset() == equipment.covered_elsewhere(BASE)
    assert {"pa:659a.2(b)", "pa:659a.3(a)"} == {c for c in reported if spec.ruleset(BASE)[c].kind != "equipment"}
    assert 47 == len(reported)


def test_findings_follow_the_text() -> None:
    got = [f.clause for f in equipment.check(_example())]
    assert sorted(got, key=ORDER.index) == got


def test_the_empty_description_fails_what_it_does_not_show() -> None:
    """Nothing is assumed: with no facts every clause the default elections reach fails, and the others are not
    applicable; no clause passes on a declaration it lacks."""
    got = _status(equipment.TableDescription())
    assert set() == {c for c, s in got.items() if s is Status.PASS}
    assert Status.FAIL is got["pa:659a.2(c)"] is got["pa:659a.2(c)(1)"] is got["pa:659a.2(b)(2)"]
    assert Status.NOT_APPLICABLE is got["pa:659a.2(c)(2)"] is got["pa:659a.3(b)"] is got["pa:659a.9(a)(1)"]


# --- the examples ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", [GOOD, BUTTON])
def test_the_bundled_examples_pass_every_clause(name: str) -> None:
    d = equipment.load_description(_path(name))
    assert [] == _failing(d)
    assert all(f.ok for f in equipment.check(d))


def test_the_examples_exercise_the_alternatives() -> None:
    """The shaker, the manual shoe and the manual shuffle, one deck, the Bonus and a cap; then the flat button, the
    automated shuffler and shoe, two decks made with two jokers, five positions, an approved marker."""
    one, two = equipment.load_description(_path()), equipment.load_description(_path(BUTTON))
    assert (StartPosition.SHAKER, Dealing.MANUAL_SHOE, Shuffling.MANUAL, 1) == (
        one.start_position, one.dealing, one.shuffling, one.decks)
    assert (StartPosition.FLAT_BUTTON, Dealing.AUTOMATED_SHOE, Shuffling.AUTOMATED_SHUFFLER, 2, True) == (
        two.start_position, two.dealing, two.shuffling, two.decks, two.two_joker_decks)
    assert (5, StartMarker.OBJECT) == (len(two.betting_positions), two.start_marker)
    a, b = _status(one), _status(two)
    assert Status.PASS is a["pa:659a.2(c)(1)(i)"] is a["pa:659a.8(a)"] is a["pa:659a.2(b)(7)"] is a["pa:659a.3(c)(2)"]
    assert Status.PASS is b["pa:659a.2(c)(3)"] is b["pa:659a.3(b)(1)"] is b["pa:659a.4(d)"] is b["pa:659a.10(a)(1)"]
    assert Status.NOT_APPLICABLE is b["pa:659a.2(c)(1)"] is b["pa:659a.8(a)"] is a["pa:659a.3(b)"]


@pytest.mark.parametrize("d", _variants()[2:7], ids=["rng", "hand", "preshuffled", "reshuffler", "no_bonus"])
def test_the_other_alternatives_pass(d: equipment.TableDescription) -> None:
    assert [] == _failing(d)


def test_the_examples_are_valid_profiles_too() -> None:
    """The elections a description states make a TableConfig the profile accepts (config.validate finds nothing)."""
    from croupier.reference.asia_poker.config import validate

    for name in (GOOD, BUTTON):
        d = equipment.load_description(_path(name))
        cfg = TableConfig(positions=len(d.betting_positions), start_position=d.start_position, dealing=d.dealing,
                          shuffling=d.shuffling, preshuffled_decks=d.preshuffled_decks, decks=d.decks,
                          two_joker_decks=d.two_joker_decks, mark_start_with_cover_card=d.mark_start_with_cover_card,
                          bonus_offered=d.bonus_offered, bonus_paytable=d.bonus_paytable, payout_cap=d.payout_cap)
        assert [] == validate(cfg)


# --- each fact fails its clause alone --------------------------------------------------------------


BAD: list[tuple[dict[str, Any], list[str]]] = [
    ({"dealer_opposite_positions": False}, ["pa:659a.2(a)"]),
    ({"layout_approved": False}, ["pa:659a.2(b)"]),
    ({"layout_logo": False}, ["pa:659a.2(b)(1)"]),
    ({"wager_areas": frozenset({1, 2, 3, 4, 5})}, ["pa:659a.2(b)(2)"]),
    ({"medium_hand_areas": frozenset({1, 2, 3, 4, 5, 6, 7})}, ["pa:659a.2(b)(3)"]),
    ({"low_hand_areas": frozenset({2, 3, 4, 5, 6})}, ["pa:659a.2(b)(3)"]),
    ({"dealer_hand_areas": frozenset({HandArea.HIGH, HandArea.LOW})}, ["pa:659a.2(b)(4)"]),
    ({"bonus_areas": frozenset({1, 2, 3})}, ["pa:659a.2(b)(5)"]),
    ({"layout_payouts": ()}, ["pa:659a.2(b)(6)"]),
    ({"layout_payout_limit": 6000000}, ["pa:659a.2(b)(7)"]),
    ({"shaker_approved": False}, ["pa:659a.2(c)(1)"]),
    ({"shaker_keeps_game_integrity": False}, ["pa:659a.2(c)(1)"]),
    ({"shaker_attended_by_dealer": False}, ["pa:659a.2(c)(1)"]),
    ({"shaker_dice": 2}, ["pa:659a.2(c)(1)(i)"]),
    ({"dice_kept_in_shaker": False}, ["pa:659a.2(c)(1)(i)"]),
    ({"dice_placed_at": datetime.datetime(2024, 4, 30, 23, 29, 59)}, ["pa:659a.2(c)(1)(i)"]),
    ({"dice_placed_at": None}, ["pa:659a.2(c)(1)(i)"]),
    ({"shaker_hides_dice": False}, ["pa:659a.2(c)(1)(ii)"]),
    ({"shaker_logo": False}, ["pa:659a.2(c)(1)(iii)"]),
    ({"drop_box_attached": False}, ["pa:659a.2(d)"]),
    ({"tip_box_attached": False}, ["pa:659a.2(d)"]),
    ({"boxes_dealer_side": False}, ["pa:659a.2(d)"]),
    ({"boxes_either_side_of_dealer": False}, ["pa:659a.2(d)"]),
    ({"boxes_where_approved": False}, ["pa:659a.2(d)"]),
    ({"discard_rack_attached_on_top": False}, ["pa:659a.2(e)"]),
    ({"discard_rack_dealer_side": False}, ["pa:659a.2(e)"]),
    ({"cards_identical_in_appearance": False}, ["pa:659a.3(a)"]),
    ({"cover_cards": 3}, ["pa:659a.3(a)"]),
    ({"decks_in_play_since": datetime.datetime(2024, 5, 1, 15, 29, 59)}, ["pa:659a.3(c)(2)"]),
    ({"opening_dealer_inspects": False}, ["pa:659a.4(a)"]),
    ({"opening_floorperson_verifies": False}, ["pa:659a.4(a)"]),
    ({"opening_spread_face_up": False}, ["pa:659a.4(b)"]),
    ({"opening_washed_stacked_shuffled": False}, ["pa:659a.4(c)"]),
    ({"recut_when_ordered": False}, ["pa:659a.5(d)"]),
    ({"idle_cards_spread": False}, ["pa:659a.5(e)"]),
    ({"idle_washed_stacked_shuffled": False}, ["pa:659a.5(e)"]),
    ({"shaker_recovered_after_deal": False}, ["pa:659a.5(g)(1)(iv)"]),
    ({"shoe_where_approved": False}, ["pa:659a.8(a)"]),
    ({"shoe_loaded_after_shuffle": False}, ["pa:659a.8(a)"]),
    ({"discards_in_order": False}, ["pa:659a.11(i)"]),
]


@pytest.mark.parametrize(("change", "failing"), BAD, ids=[f"{next(iter(c))}-{i}" for i, (c, _) in enumerate(BAD)])
def test_each_fact_fails_its_clause_alone(change: dict[str, Any], failing: list[str]) -> None:
    assert _with_headings(failing) == _failing(_example(**change))


BUTTON_BAD: list[tuple[dict[str, Any], list[str]]] = [
    ({"flat_button_approved": False}, ["pa:659a.2(c)(3)"]),
    ({"decks_same_design": False}, ["pa:659a.3(b)(1)"]),
    ({"idle_deck_in_shuffler": False}, ["pa:659a.3(b)(2)"]),
    ({"decks_alternate_each_round": False}, ["pa:659a.3(b)(3)"]),
    ({"discard_rack_one_deck": False}, ["pa:659a.3(b)(4)"]),
    ({"opening_second_joker_torn_returned": False}, ["pa:659a.4(b)"]),
    ({"opening_each_deck_apart": False}, ["pa:659a.4(d)"]),
    ({"start_marker_approved": False}, ["pa:659a.5(h)"]),
    ({"automated_shoe_loaded_after_shuffle": False}, ["pa:659a.10(a)(1)"]),
    ({"shuffler_failure_reshuffled": False}, ["pa:659a.13(l)"]),
    ({"broken_device_covered_or_signed": False}, ["pa:659a.13(n)"]),
    ({"boxes_dealer_side": False}, ["pa:659a.2(d)"]),
]


@pytest.mark.parametrize(("change", "failing"), BUTTON_BAD, ids=[next(iter(c)) for c, _ in BUTTON_BAD])
def test_each_fact_of_the_alternatives_fails_its_clause_alone(change: dict[str, Any], failing: list[str]) -> None:
    assert _with_headings(failing) == _failing(_button(**change))


def test_a_missing_fact_fails_its_clause(tmp_path: Path) -> None:
    """An absent fact is not assumed: leaving out shaker_logo fails 659a.2(c)(1)(iii), and leaving out
    discards_in_order fails 659a.11(i)."""
    base = Path(_path()).read_text(encoding="utf-8")
    text = "\n".join(ln for ln in base.splitlines() if not ln.startswith(("shaker_logo", "discards_in_order")))
    assert _with_headings(["pa:659a.2(c)(1)(iii)", "pa:659a.11(i)"]) == _failing(
        equipment.load_description(_write(tmp_path, text)))


# --- 659a.2(a), (b): positions, areas, odds and the payout limit -----------------------------------


@pytest.mark.parametrize(("positions", "ok"), [((1,), True), ((1, 2, 3), True), ((1, 2, 3, 4, 5, 6, 7), False),
                                                ((), False), ((1, 2, 4), False), ((1, 1, 2), False)])
def test_one_to_six_positions_numbered_from_one(positions: tuple[int, ...], ok: bool) -> None:
    """659a.2(a): at most six (G-1: fewer allowed), numbered 1 to n, each once; the areas follow the positions."""
    seats = frozenset(positions)
    d = _example(betting_positions=positions, wager_areas=seats, high_hand_areas=seats, medium_hand_areas=seats,
                 low_hand_areas=seats, bonus_areas=seats)
    assert ok == ("pa:659a.2(a)" not in _failing(d))
    assert MAX_POSITIONS == int(spec.ruleset(BASE)["pa:659a.2(a)"].numbers["max_positions"])


def test_the_areas_are_compared_with_the_positions() -> None:
    d = _example(high_hand_areas=frozenset({1, 2, 3, 4, 5}), low_hand_areas=frozenset(range(1, 8)))
    detail = _detail(d, "pa:659a.2(b)(3)")
    assert "no high hand area at position 6" in detail and "a low hand area numbered 7, which is no position" in detail
    assert "no medium hand area" in _detail(_example(dealer_hand_areas=frozenset({HandArea.HIGH, HandArea.LOW})),
                                            "pa:659a.2(b)(4)")


def test_bonus_areas_only_where_the_bonus_is_offered() -> None:
    """659a.2(b)(5): not applicable without the Bonus, but an area shown anyway fails."""
    off = dict(bonus_offered=False, bonus_paytable=BonusPaytable.NONE, sign_payouts=())
    assert Status.NOT_APPLICABLE is _status(_example(**off, bonus_areas=frozenset()))["pa:659a.2(b)(5)"]
    assert "does not offer" in _detail(_example(**off), "pa:659a.2(b)(5)")


def _odds(**rows: str) -> tuple[tuple[str, Fraction], ...]:
    return tuple(sorted((k, Fraction(int(v.split(" to ")[0]), int(v.split(" to ")[1]))) for k, v in rows.items()))


def test_the_odds_shown_are_the_elected_paytables() -> None:
    """659a.2(b)(6): paytable A's 80 to 1 natural straight flush on a table electing B (50 to 1) fails, naming the row;
    so does a row missing from both layout and sign, and an Asia Poker Wager shown at 2 to 1."""
    b = _example(bonus_paytable=BonusPaytable.PAYTABLE_B)
    assert _with_headings(["pa:659a.2(b)(6)"]) == _failing(b)
    assert "natural_straight_flush shown on the sign as 80 to 1, not 50 to 1 (paytable B)" == _detail(
        b, "pa:659a.2(b)(6)")
    sign = dict(_example().sign_payouts)
    del sign["straight"]
    assert "no odds shown for straight on the layout or a sign" == _detail(
        _example(sign_payouts=tuple(sorted(sign.items()))), "pa:659a.2(b)(6)")
    even = _example(layout_payouts=_odds(asia_poker="2 to 1"))
    assert "asia_poker shown on the layout as 2 to 1, not 1 to 1" == _detail(even, "pa:659a.2(b)(6)")
    moved = _example(layout_payouts=(), sign_payouts=_example().sign_payouts + _odds(asia_poker="1 to 1"))
    assert [] == _failing(moved)  # on the sign instead: either will do


def test_bonus_odds_without_the_bonus_fail() -> None:
    d = _example(bonus_offered=False, bonus_paytable=BonusPaytable.NONE, bonus_areas=frozenset())
    assert "the sign shows Bonus odds" in _detail(d, "pa:659a.2(b)(6)")
    no_table = _example(bonus_paytable=BonusPaytable.NONE)
    assert "no paytable elected" in _detail(no_table, "pa:659a.2(b)(6)")


def test_the_payout_tables_are_the_spec_numbers() -> None:
    """The eleven rows of each paytable, in 659a.6(d)'s order, differing only where 659a.12(b) says."""
    assert 11 == len(equipment.BONUS_ROWS) and "9_high" in equipment.BONUS_ROWS
    a, b, c = (equipment.PAYOUTS[t] for t in (BonusPaytable.PAYTABLE_A, BonusPaytable.PAYTABLE_B,
                                              BonusPaytable.PAYTABLE_C))
    assert {"natural_straight_flush"} == {k for k in a if a[k] != b[k]}
    assert {"natural_straight_flush", "four_of_a_kind"} == {k for k in a if a[k] != c[k]}
    assert Fraction(5000) == a["three_of_a_kind_and_four_8s"] and Fraction(1) == a["asia_poker"]


@pytest.mark.parametrize(("change", "status", "words"), [
    ({}, Status.PASS, "the cap of $50000, inscribed on the layout"),
    ({"layout_payout_limit": None, "sign_payout_limit": 5000000}, Status.PASS, "stated on the sign"),
    ({"layout_payout_limit": None, "layout_payout_limit_generic": True}, Status.FAIL, "no sign at the table states it"),
    ({"layout_payout_limit": None, "layout_payout_limit_generic": True, "sign_payout_limit": 5000000}, Status.PASS,
     "stated on the sign"),
    ({"layout_payout_limit": None}, Status.FAIL, "neither inscribed on the layout nor stated on a sign"),
    ({"sign_payout_limit": 4000000}, Status.FAIL, "the sign states a payout limit of $40000, not the cap of $50000"),
    ({"payout_cap": None}, Status.FAIL, "but no cap is set"),
    ({"payout_cap": None, "layout_payout_limit": None}, Status.NOT_APPLICABLE, "no payout cap"),
    ({"payout_cap": 4999999, "layout_payout_limit": 4999999}, Status.FAIL, "under the $50000 of 659a.12(c)"),
])
def test_the_payout_limit(change: dict[str, Any], status: Status, words: str) -> None:
    """659a.2(b)(7): the cap's amount on the layout, or on a sign; a general reference still needs the sign."""
    f = {f.clause: f for f in equipment.check(_example(**change))}["pa:659a.2(b)(7)"]
    assert (status, True) == (f.status, words in f.detail), f.detail


# --- 659a.2(c): the devices that fix the starting position -----------------------------------------


def test_the_dice_hours_are_exact() -> None:
    """659a.2(c)(1)(i): dice placed exactly 24 hours before the check are in time; a second more is not."""
    at = datetime.datetime(2024, 5, 1, 23, 30)
    assert 24 == equipment.DICE_HOURS and 3 == equipment.DICE
    assert [] == _failing(_example(dice_placed_at=at - datetime.timedelta(hours=24)))
    late = _example(dice_placed_at=at - datetime.timedelta(hours=24, seconds=1))
    assert "the dice were due for change at 2024-05-01T23:29:59 (24 hours)" in _detail(late, "pa:659a.2(c)(1)(i)")
    assert "before" in _detail(_example(dice_placed_at=at + datetime.timedelta(seconds=1)), "pa:659a.2(c)(1)(i)")
    mixed = _example(dice_placed_at=at.replace(tzinfo=datetime.timezone.utc))
    assert "UTC offset" in _detail(mixed, "pa:659a.2(c)(1)(i)")


def test_only_the_elected_device_is_checked() -> None:
    """659a.2(c): the shaker's facts do not matter at a table using a generator, and the reverse."""
    no_shaker = _rng(shaker_approved=False, shaker_dice=0, dice_placed_at=None, shaker_recovered_after_deal=False)
    assert [] == _failing(no_shaker)
    got = _status(no_shaker)
    assert all(Status.NOT_APPLICABLE is got[c] for c in ("pa:659a.2(c)(1)", "pa:659a.2(c)(1)(i)",
                                                         "pa:659a.2(c)(1)(ii)", "pa:659a.2(c)(1)(iii)",
                                                         "pa:659a.5(g)(1)(iv)", "pa:659a.2(c)(3)"))
    assert Status.PASS is got["pa:659a.2(c)(2)"]
    assert Status.NOT_APPLICABLE is _status(_example(rng_approved=False))["pa:659a.2(c)(2)"]


@pytest.mark.parametrize(("change", "words"), [
    ({"rng_approved": False}, "Bureau of Gaming Laboratory Operations"),
    ({"rng_range": (1, 6)}, "shows 1 to 6, not 1 to 7"),
    ({"rng_range": ()}, "no stated range"),
])
def test_the_random_number_generator(change: dict[str, Any], words: str) -> None:
    """659a.2(c)(2): approved, and showing 1 to 7 (659a.5(g)(2)) whatever the table's positions (G-1)."""
    d = _rng(**change)
    assert _with_headings(["pa:659a.2(c)(2)"]) == _failing(d)
    assert words in _detail(d, "pa:659a.2(c)(2)")
    assert (1, 7) == equipment.RNG_RANGE


def test_the_flat_button_needs_an_automated_shuffler_and_shoe() -> None:
    """659a.2(c)(3) with 659a.5(g)(3): a button at a table shuffling by hand, or dealing from a manual shoe, fails."""
    one_deck = dict(decks=1, deck=_button().deck[:1], opening_each_deck_apart=False)
    assert [] == _failing(_button(**one_deck))
    by_hand = _button(**one_deck, shuffling=Shuffling.MANUAL, recut_when_ordered=True)
    assert _with_headings(["pa:659a.2(c)(3)"]) == _failing(by_hand)
    assert "not shuffling = manual" in _detail(by_hand, "pa:659a.2(c)(3)")
    manual_shoe = _button(dealing=Dealing.MANUAL_SHOE, shoe_where_approved=True, shoe_loaded_after_shuffle=True)
    assert _with_headings(["pa:659a.2(c)(3)"]) == _failing(manual_shoe)


# --- 659a.3: the cards, counted --------------------------------------------------------------------


def test_the_deck_is_counted_not_declared() -> None:
    """659a.3(a): a deck missing a card, holding one twice, or with no joker or two in play fails, naming the cards."""
    short = _example(deck=(_deck("QH"),))
    assert _with_headings(["pa:659a.3(a)"]) == _failing(short)
    assert "deck 1 (blue) has 51 cards beside its jokers, not 52; deck 1 (blue): missing QH" == _detail(
        short, "pa:659a.3(a)")
    swapped = _example(deck=(_deck("QH", plus=("QS",)),))
    assert "missing QH; deck 1 (blue): 2 x QS" in _detail(swapped, "pa:659a.3(a)")
    assert "has 0 jokers in play, not 1" in _detail(_example(deck=(_deck(jokers=0),)), "pa:659a.3(a)")
    assert "has 2 jokers in play, not 1" in _detail(_example(deck=(_deck(jokers=2),)), "pa:659a.3(a)")
    assert [] == _failing(_example(deck=(_deck(),)))
    assert (52, 1, 2) == (len(equipment.DECK_CARDS), equipment.JOKERS, equipment.COVER_CARDS)


def test_one_deck_unless_two_are_elected() -> None:
    """659a.3(a): one deck listed with decks = 1; two listed fail."""
    assert "2 decks listed, not 1" in _detail(_example(deck=(_deck(), _deck(back="red"))), "pa:659a.3(a)")
    assert "0 decks listed, not 1" in _detail(_example(deck=()), "pa:659a.3(a)")


def test_a_joker_removed_from_a_deck_made_with_one_fails() -> None:
    d = _example(deck=(_deck(removed=1),))
    assert _with_headings(["pa:659a.3(a)"]) == _failing(d)
    assert "two_joker_decks is false" in _detail(d, "pa:659a.3(a)")


def test_two_joker_decks_show_the_second_torn() -> None:
    """659a.4(b): each deck made with two jokers shows one taken out; 659a.3(a): one stays in play."""
    kept = _button(deck=(_deck(back="red", removed=1), _deck(back="blue", removed=0)))
    assert _with_headings(["pa:659a.4(b)"]) == _failing(kept)
    assert "deck 2 (blue) shows 0 jokers taken out, not 1" in _detail(kept, "pa:659a.4(b)")
    both = _button(deck=(_deck(back="red", removed=1), _deck(back="blue", jokers=2, removed=0)))
    assert _with_headings(["pa:659a.3(a)", "pa:659a.4(b)"]) == _failing(both)


def test_two_decks_have_backs_of_different_colours() -> None:
    """659a.3(b)(1): the listed backs differ (without case), and each is stated."""
    same = _button(deck=(_deck(back="Red", removed=1), _deck(back="red", removed=1)))
    assert _with_headings(["pa:659a.3(b)(1)"]) == _failing(same)
    assert "not of different colours (Red, red)" in _detail(same, "pa:659a.3(b)(1)")
    unstated = _button(deck=(_deck(back="red", removed=1), _deck(back="", removed=1)))
    assert "the back colour of deck 2 is not stated" in _detail(unstated, "pa:659a.3(b)(1)")


def test_two_decks_need_two_listed_and_a_shuffler() -> None:
    """659a.3(b): two decks elected with one listed fail; with a manual shuffle (built in code: loading refuses it)
    659a.3(b) fails too."""
    one = _button(deck=_button().deck[:1])
    assert "1 decks listed, not 2" in _detail(one, "pa:659a.3(b)")
    manual = _example(decks=2, deck=_button().deck, two_joker_decks=True, decks_same_design=True,
                      idle_deck_in_shuffler=True, decks_alternate_each_round=True, discard_rack_one_deck=True,
                      opening_second_joker_torn_returned=True, opening_each_deck_apart=True)
    assert _with_headings(["pa:659a.3(b)"]) == _failing(manual)
    assert "two decks need an automated card shuffling device, not shuffling = manual" in _detail(manual,
                                                                                                   "pa:659a.3(b)")


def test_the_deck_hours_are_exact_by_dealing_method() -> None:
    """659a.3(c): eight hours from a shoe, four from the hand, exactly (decks exactly 4 or 8 hours in play are in
    time); TableConfig.deck_change_hours says the same."""
    at = datetime.datetime(2024, 5, 1, 23, 30)
    assert (4, 8) == (equipment.HAND_HOURS, equipment.SHOE_HOURS)
    assert (4, 8, 8) == tuple(TableConfig(dealing=m, shuffling=Shuffling.AUTOMATED_SHUFFLER).deck_change_hours
                              for m in (Dealing.HAND, Dealing.MANUAL_SHOE, Dealing.AUTOMATED_SHOE))
    assert [] == _failing(_example(decks_in_play_since=at - datetime.timedelta(hours=8)))
    assert _with_headings(["pa:659a.3(c)(2)"]) == _failing(
        _example(decks_in_play_since=at - datetime.timedelta(hours=8, seconds=1)))
    four = _hand(decks_in_play_since=at - datetime.timedelta(hours=4))
    assert [] == _failing(four)
    assert Status.NOT_APPLICABLE is _status(four)["pa:659a.3(c)(2)"]
    five = _hand(decks_in_play_since=at - datetime.timedelta(hours=5))
    assert _with_headings(["pa:659a.3(c)(1)"]) == _failing(five)
    assert "(4 hours)" in _detail(five, "pa:659a.3(c)(1)")
    assert "decks_in_play_since and checked_at are needed" in _detail(_example(decks_in_play_since=None),
                                                                     "pa:659a.3(c)(2)")


# --- 659a.4, 659a.5: opening, recut, idle table, reshuffler, marker --------------------------------


def test_preshuffled_decks_skip_the_opening() -> None:
    """659a.4(e): (a) to (d) are not applicable, (b) included; the recut of 659a.5(d) applies even after an automated
    shuffler, the preshuffled deck being cut (659a.5(b)(2))."""
    d = _example(preshuffled_decks=True, opening_dealer_inspects=False, opening_spread_face_up=False,
                 opening_washed_stacked_shuffled=False)
    got = _status(d)
    assert [] == _failing(d)
    assert all(Status.NOT_APPLICABLE is got[f"pa:659a.4({x})"] for x in "abcd")
    assert Status.PASS is got["pa:659a.4(e)"] is got["pa:659a.4"]
    button = _button(preshuffled_decks=True, recut_when_ordered=False)
    assert _with_headings(["pa:659a.5(d)"]) == _failing(button)


def test_the_automatic_reshuffler_sets_aside_the_recut_and_the_idle_spread() -> None:
    """659a.5(f): with an automatic reshuffling device (c) to (e) do not apply; the device's approval is declared."""
    d = _example(shuffling=Shuffling.AUTO_RESHUFFLER, auto_reshuffler_approved=True, recut_when_ordered=False,
                 idle_cards_spread=False, shuffler_failure_reshuffled=True, broken_device_covered_or_signed=True)
    got = _status(d)
    assert Status.NOT_APPLICABLE is got["pa:659a.5(d)"] is got["pa:659a.5(e)"]
    assert Status.PASS is got["pa:659a.5(f)"]
    assert ["pa:659a.5(f)"] == _failing(attrs.evolve(d, auto_reshuffler_approved=False))
    # 659a.13(l), (n) apply to the reshuffler too
    assert Status.FAIL is _status(attrs.evolve(d, shuffler_failure_reshuffled=False))["pa:659a.13(l)"]


def test_the_starting_position_marker() -> None:
    """659a.5(h): a permission; the second cover card serves, or an object the Bureau approved."""
    assert Status.NOT_APPLICABLE is _status(_example(mark_start_with_cover_card=False))["pa:659a.5(h)"]
    one_cover = _example(cover_cards=1)
    assert _with_headings(["pa:659a.3(a)", "pa:659a.5(h)"]) == _failing(one_cover)
    assert "none is left over" in _detail(one_cover, "pa:659a.5(h)")
    assert ["pa:659a.5(h)"] == _failing(_example(start_marker=StartMarker.OBJECT))


# --- 659a.8-659a.13: dealing and devices -----------------------------------------------------------


def test_hand_dealing_needs_an_automated_shuffler() -> None:
    """659a.9(a)(1): a hand-dealt table shuffling by hand, or with a shuffler that loads a shoe, fails (built in code:
    loading refuses both); 659a.9(a)(2): the one holding hand over the inventory."""
    manual = _hand(shuffling=Shuffling.MANUAL)
    assert "659a.9(a)(1)" in ", ".join(_failing(manual))
    loads = _hand(shuffling=Shuffling.SHUFFLER_LOADS_SHOE)
    assert _with_headings(["pa:659a.9(a)(1)"]) == _failing(loads)
    assert "use none" in _detail(loads, "pa:659a.9(a)(1)")
    assert _with_headings(["pa:659a.9(a)(2)"]) == _failing(_hand(deck_held_in_one_hand_over_inventory=False))
    got = _status(_hand())
    assert Status.NOT_APPLICABLE is got["pa:659a.8(a)"] is got["pa:659a.10(a)(1)"] is got["pa:659a.5(d)"]


def test_the_device_failure_clauses_follow_the_devices() -> None:
    """659a.13(l) wherever an automated shuffler is used, 659a.13(n) wherever a shuffler or an automated shoe is."""
    manual = _status(_example())
    assert Status.NOT_APPLICABLE is manual["pa:659a.13(l)"] is manual["pa:659a.13(n)"]
    shoe_only = _status(_example(dealing=Dealing.AUTOMATED_SHOE, automated_shoe_loaded_after_shuffle=True))
    assert Status.NOT_APPLICABLE is shoe_only["pa:659a.13(l)"]
    assert Status.FAIL is shoe_only["pa:659a.13(n)"]


# --- loading: malformed files and refused combinations ----------------------------------------------


def test_malformed_values_are_refused_with_field_and_clause(tmp_path: Path) -> None:
    """Every bad value at once, each with its field and clause."""
    base = Path(_path()).read_text(encoding="utf-8").replace(
        'game = "asia_poker"', 'game = "asia_poker"\nshaker_colour = "red"\nrng_range = [1]')
    text = (base.replace("shaker_dice = 3", "shaker_dice = -1")
            .replace('game = "asia_poker"', 'game = "paigow"')
            .replace("cover_cards = 2", "cover_cards = \"two\"")
            .replace('dealer_hand_areas = ["high", "medium", "low"]', 'dealer_hand_areas = ["high", "middle"]')
            .replace("dice_placed_at = 2024-05-01T09:00:00", 'dice_placed_at = "09:00"')
            .replace("payout_cap = 5000000", "payout_cap = 4000000")
            .replace("decks = 1", "decks = 3")
            .replace('start_position = "shaker"', 'start_position = "dice"')
            .replace('9_high = "10 to 1"', '9_high = "10:1"\nnine_high = "10 to 1"')
            .replace('H = "A 2', 'H = "1 2', 1)
            .replace("jokers_removed = 0", "jokers_removed = -1\ncolour = \"blue\""))
    assert {"shaker_dice": "pa:659a.2(c)(1)(i)", "game": "pa:659a.2", "cover_cards": "pa:659a.3(a)",
            "dealer_hand_areas": "pa:659a.2(b)(4)", "dice_placed_at": "pa:659a.2(c)(1)(i)",
            "payout_cap": "pa:659a.12(c)", "decks": "pa:659a.3(b)", "start_position": "pa:659a.5(g)",
            "sign_payouts": "pa:659a.2(b)(6)", "deck[0].H": "pa:659a.3(a)", "deck[0].jokers_removed": "pa:659a.4(b)",
            "deck[0].colour": "pa:659a.3(a)", "shaker_colour": "pa:659a.2", "rng_range": "pa:659a.2(c)(2)"} == _refused(
        tmp_path, text)


def test_a_bad_ruleset_deck_list_or_file_is_refused(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    assert {"ruleset": "pa:659a.2"} == _refused(tmp_path, base.replace('ruleset = "pa-659a@2013p"',
                                                                       'ruleset = "pa-621a@2012"'))
    assert {"deck": "pa:659a.3(a)"} == _refused(tmp_path, base.split("\n[[deck]]")[0].replace(
        "discards_in_order = true", "discards_in_order = true\ndeck = [\"AS\"]"))
    assert {"(file)": "pa:659a.2"} == _refused(tmp_path, "game = \n")
    assert {"sign_payouts": "pa:659a.2(b)(6)"} == _refused(tmp_path, base.replace(
        "[sign_payouts]", "[sign_payouts]\nexacta = \"2 to 1\""))
    with pytest.raises(ConfigError) as e:
        equipment.load_description(str(tmp_path / "missing.toml"))
    assert "(file)" == e.value.problems[0].field


@pytest.mark.parametrize(("replace", "refused"), [
    ({'dealing = "manual_shoe"': 'dealing = "hand"'}, {"dealing": "pa:659a.9(a)(1)"}),
    ({'dealing = "manual_shoe"': 'dealing = "hand"', 'shuffling = "manual"': 'shuffling = "shuffler_loads_shoe"'},
     {"shuffling": "pa:659a.5(a)"}),
    ({'start_position = "shaker"': 'start_position = "flat_button"'}, {"start_position": "pa:659a.5(g)(3)"}),
    ({'start_position = "shaker"': 'start_position = "flat_button"', 'shuffling = "manual"':
      'shuffling = "automated_shuffler"'}, {"start_position": "pa:659a.5(g)(3)"}),
    ({"decks = 1": "decks = 2"}, {"decks": "pa:659a.3(b)"}),
    ({'bonus_paytable = "A"': 'bonus_paytable = "none"'}, {"bonus_paytable": "pa:659a.12(b)"}),
])
def test_the_combinations_the_profile_refuses_are_refused(tmp_path: Path, replace: dict[str, str],
                                                          refused: dict[str, str]) -> None:
    """As config.validate: hand dealing without an automated shuffler, or with one loading a shoe; the flat button
    without an automated shuffler and an automated shoe; two decks without a shuffler; the Bonus without a paytable."""
    text = Path(_path()).read_text(encoding="utf-8")
    for old, new in replace.items():
        assert old in text
        text = text.replace(old, new)
    assert refused == _refused(tmp_path, text)


def test_the_button_example_refused_with_a_manual_shuffle(tmp_path: Path) -> None:
    """Two refusals at once: the button and the two decks each need the automated shuffler."""
    text = Path(_path(BUTTON)).read_text(encoding="utf-8").replace('shuffling = "automated_shuffler"',
                                                                   'shuffling = "manual"')
    assert {"start_position": "pa:659a.5(g)(3)", "decks": "pa:659a.3(b)"} == _refused(tmp_path, text)


def test_the_elections_are_the_profiles_enumerations() -> None:
    """The description imports the profile's enumerations and spells each election as the profile does, with the
    clause of the profile's option."""
    options = attrs.fields_dict(TableConfig)
    fields = attrs.fields_dict(equipment.TableDescription)
    for name in ("start_position", "dealing", "shuffling", "preshuffled_decks", "decks", "two_joker_decks",
                 "mark_start_with_cover_card", "bonus_offered", "bonus_paytable", "payout_cap"):
        assert options[name].metadata["clause"] == fields[name].metadata["clause"], name
        assert options[name].default == fields[name].default, name
    assert equipment.StartPosition is StartPosition and equipment.Shuffling is Shuffling


def test_every_field_names_a_clause_of_the_edition() -> None:
    rs = spec.ruleset(BASE)
    for f in attrs.fields(equipment.TableDescription):
        assert f.metadata["clause"] in rs, f.name


# --- the command line --------------------------------------------------------------------------------


def test_cli_equipment_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for name in (GOOD, BUTTON):
        assert 0 == main(["equipment", "check", _path(name)])
        assert "pa:659a.3(a)" in capsys.readouterr().out
    broken = Path(_path()).read_text(encoding="utf-8").replace("shaker_dice = 3", "shaker_dice = 2")
    assert 1 == main(["equipment", "check", _write(tmp_path, broken)])
    assert any(ln.startswith("pa:659a.2(c)(1)(i)") and "fail" in ln for ln in capsys.readouterr().out.splitlines())
    assert 2 == main(["equipment", "check", _write(tmp_path, broken.replace("decks = 1", "decks = 2"))])
