"""Five Card Hi-Lo table descriptions checked clause by clause (663a.2, 663a.3, 663a.4, 663a.5(b), (e)-(g), 663a.8(a),
(c), 663a.9(a)(1), (2), 663a.10(a)(1), 663a.11(l), 663a.13(d), (f))."""

from __future__ import annotations

import datetime
import tomllib
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import attrs
import pytest

from croupier import spec
from croupier.reference.cards import parse_card
from croupier.reference.errors import ConfigError
from croupier.reference.five_card_hi_lo import equipment
from croupier.reference.five_card_hi_lo.config import (BASE, AnteBonusPaytable, Dealing, PokerBonusPaytable,
                                                       Shuffling, TableConfig, profile_from_mapping, validate)
from croupier.reference.five_card_hi_lo.equipment import Deck, Quote, Status

GOOD, HAND = "table-five-card-hi-lo.toml", "table-five-card-hi-lo-hand-dealt.toml"
EXAMPLES = Path(equipment.__file__).resolve().parent / "examples"
RS = spec.ruleset(BASE)
ORDER = list(RS.clauses)
#: the equipment clauses of the edition, read from the spec
EQUIPMENT = [c for c, x in RS.clauses.items() if x.kind == "equipment"]


def _path(name: str = GOOD) -> str:
    return str(EXAMPLES / name)


def _example(**change: Any) -> equipment.TableDescription:
    return attrs.evolve(equipment.load_description(_path()), **change)


def _hand(**change: Any) -> equipment.TableDescription:
    return attrs.evolve(equipment.load_description(_path(HAND)), **change)


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


def _deck(*without: str, plus: tuple[str, ...] = (), back: str = "blue", jokers: int = 0) -> Deck:
    """A deck of 663a.3(a) (52 cards, no joker), less ``without``, with ``plus`` added."""
    gone = {parse_card(x) for x in without}
    cards = [c for c in sorted(equipment.DECK_CARDS) if c not in gone] + [parse_card(x) for x in plus]
    return Deck(back=back, cards=tuple(c for c in cards if c is not None), jokers=jokers)


def _with_headings(failing: list[str]) -> list[str]:
    """The clauses that fail, with the headings over them (663a.2(b), 2, 3(b), 3(c), 3, 4)."""
    extra = [h for h in equipment.HEADINGS if any(c.startswith(h + "(") for c in failing)]
    return sorted(set(failing + extra), key=ORDER.index)


def _variants() -> list[equipment.TableDescription]:
    return [_example(), _hand(), _example(preshuffled_decks=True),
            _example(dealing=Dealing.AUTOMATED_SHOE, shuffling=Shuffling.AUTO_RESHUFFLER,
                     auto_reshuffler_approved=True, automated_shoe_loaded_after_shuffle=True,
                     shuffler_failure_reshuffled=True, broken_device_covered_or_signed=True),
            _example(poker_bonus_offered=False, poker_bonus_paytable=PokerBonusPaytable.NONE,
                     poker_bonus_areas=frozenset(), sign_payouts=()),
            equipment.TableDescription()]


# --- one finding per clause ------------------------------------------------------------------------


@pytest.mark.parametrize("d", _variants(), ids=["example", "hand", "preshuffled", "reshuffler", "no_bonus", "empty"])
def test_every_equipment_clause_gets_exactly_one_finding(d: equipment.TableDescription) -> None:
    """Each equipment clause of the edition (read from the spec) has one finding, whatever the table (the empty
    description too); nothing is reported twice or outside the edition."""
    seen = Counter(f.clause for f in equipment.check(d))
    assert {1} == set(seen.values())
    assert all(c in RS for c in seen)
    assert EQUIPMENT and [] == [c for c in EQUIPMENT if seen[c] != 1]


def test_every_equipment_or_administrative_clause_is_reported() -> None:
    """The equipment clauses, the layout's approval (663a.2(b), administrative) and the deck (663a.3(a), game)."""
    reported = {f.clause for f in equipment.check(_example())}
    for cid, c in RS.clauses.items():
        if c.kind in ("equipment", "administrative"):
            assert cid in reported or cid in equipment.covered_elsewhere(BASE), cid
    assert frozenset() == equipment.covered_elsewhere(BASE)
    assert {"pa:663a.2(b)", "pa:663a.3(a)"} == {c for c in reported if RS[c].kind != "equipment"}
    assert len(EQUIPMENT) + 2 == len(reported)


def test_findings_follow_the_text() -> None:
    got = [f.clause for f in equipment.check(_example())]
    assert sorted(got, key=ORDER.index) == got


def test_the_headings_are_the_clauses_with_paragraphs() -> None:
    """Every reported clause that has reported paragraphs is a heading, and every heading has some."""
    reported = [f.clause for f in equipment.check(_example())]
    parents = {c for c in reported if any(x.startswith(c + "(") for x in reported)}
    assert parents == set(equipment.HEADINGS)


def test_the_empty_description_fails_what_it_does_not_show() -> None:
    """Nothing is assumed: with no facts no clause passes, and the clauses the default elections leave aside are not
    applicable."""
    got = _status(equipment.TableDescription())
    assert set() == {c for c, s in got.items() if s is Status.PASS}
    assert Status.FAIL is got["pa:663a.2(a)"] is got["pa:663a.2(b)(7)"] is got["pa:663a.3(a)"] is got["pa:663a.8(a)"]
    assert Status.NOT_APPLICABLE is got["pa:663a.3(b)"] is got["pa:663a.9(a)(1)"] is got["pa:663a.5(g)"]


# --- the examples ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", [GOOD, HAND])
def test_the_bundled_examples_pass_every_clause(name: str) -> None:
    d = equipment.load_description(_path(name))
    assert [] == _failing(d)
    assert all(f.ok for f in equipment.check(d))
    assert len(EQUIPMENT) + 2 == len(equipment.check(d))


def test_the_examples_exercise_the_alternatives() -> None:
    """A manual shoe, a manual shuffle, one deck and the Poker Bonus on A; then the hand, a counting shuffler, two
    decks, the Tie and the Poker Bonus on B, the tip box elsewhere."""
    one, two = equipment.load_description(_path()), equipment.load_description(_path(HAND))
    assert (Dealing.MANUAL_SHOE, Shuffling.MANUAL, 1, False, True) == (
        one.dealing, one.shuffling, one.decks, one.tie_offered, one.poker_bonus_offered)
    assert (Dealing.HAND, Shuffling.AUTOMATED_SHUFFLER, 2, True, True, True, PokerBonusPaytable.PAYTABLE_B) == (
        two.dealing, two.shuffling, two.decks, two.counting_shuffler, two.tie_offered, two.poker_bonus_offered,
        two.poker_bonus_paytable)
    a, b = _status(one), _status(two)
    assert Status.PASS is a["pa:663a.8(a)"] is a["pa:663a.8(c)"] is a["pa:663a.5(e)"] is a["pa:663a.3(c)(2)"]
    assert Status.PASS is b["pa:663a.9(a)(1)"] is b["pa:663a.3(b)(1)"] is b["pa:663a.4(d)"] is b["pa:663a.5(b)"]
    assert Status.PASS is b["pa:663a.3(c)(1)"] is b["pa:663a.2(b)(5)"] is b["pa:663a.13(d)"]
    assert Status.NOT_APPLICABLE is a["pa:663a.3(b)"] is a["pa:663a.2(b)(5)"] is b["pa:663a.8(a)"] is b["pa:663a.5(e)"]


@pytest.mark.parametrize("d", _variants()[2:5], ids=["preshuffled", "reshuffler", "no_bonus"])
def test_the_other_alternatives_pass(d: equipment.TableDescription) -> None:
    assert [] == _failing(d)


@pytest.mark.parametrize("name", [GOOD, HAND])
def test_the_examples_are_valid_profiles_too(name: str) -> None:
    """The elections a description states make a TableConfig the profile accepts (config.validate finds nothing)."""
    d = equipment.load_description(_path(name))
    cfg = TableConfig(positions=len(d.betting_positions), dealing=d.dealing, shuffling=d.shuffling,
                      counting_shuffler=d.counting_shuffler, preshuffled_decks=d.preshuffled_decks,
                      cut_preshuffled=d.cut_preshuffled, decks=d.decks, ante_bonus_paytable=d.ante_bonus_paytable,
                      tie_offered=d.tie_offered, poker_bonus_offered=d.poker_bonus_offered,
                      poker_bonus_paytable=d.poker_bonus_paytable)
    assert [] == validate(cfg)


# --- each fact fails its clause alone --------------------------------------------------------------


BAD: list[tuple[dict[str, Any], list[str]]] = [
    ({"dealer_opposite_positions": False}, ["pa:663a.2(a)"]),
    ({"layout_approved": False}, ["pa:663a.2(b)"]),
    ({"layout_logo": False}, ["pa:663a.2(b)(1)"]),
    ({"ante_areas": frozenset({1, 2, 3, 4, 5})}, ["pa:663a.2(b)(2)"]),
    ({"play_areas": frozenset(range(1, 8))}, ["pa:663a.2(b)(3)"]),
    ({"high_hand_areas": frozenset({2, 3, 4, 5, 6})}, ["pa:663a.2(b)(4)"]),
    ({"low_hand_areas": frozenset()}, ["pa:663a.2(b)(4)"]),
    ({"tie_areas": frozenset({1, 2})}, ["pa:663a.2(b)(5)"]),
    ({"poker_bonus_areas": frozenset({1, 2, 3})}, ["pa:663a.2(b)(6)"]),
    ({"layout_payouts": ()}, ["pa:663a.2(b)(7)"]),
    ({"sign_payouts": ()}, ["pa:663a.2(b)(7)"]),
    ({"drop_box_attached": False}, ["pa:663a.2(c)"]),
    ({"tip_box_attached": False}, ["pa:663a.2(c)"]),
    ({"boxes_dealer_side": False}, ["pa:663a.2(c)"]),
    ({"boxes_either_side_of_dealer": False}, ["pa:663a.2(c)"]),
    ({"boxes_where_approved": False}, ["pa:663a.2(c)"]),
    ({"discard_rack_attached_on_top": False}, ["pa:663a.2(d)"]),
    ({"discard_rack_dealer_side": False}, ["pa:663a.2(d)"]),
    ({"cards_identical_in_appearance": False}, ["pa:663a.3(a)"]),
    ({"cover_cards": 0}, ["pa:663a.3(a)"]),
    ({"cover_cards": 2}, ["pa:663a.3(a)"]),
    ({"decks_in_play_since": datetime.datetime(2024, 5, 1, 15, 29, 59)}, ["pa:663a.3(c)(2)"]),
    ({"decks_in_play_since": None}, ["pa:663a.3(c)(2)"]),
    ({"opening_dealer_inspects": False}, ["pa:663a.4(a)"]),
    ({"opening_floorperson_verifies": False}, ["pa:663a.4(a)"]),
    ({"opening_spread_face_up": False}, ["pa:663a.4(b)"]),
    ({"opening_washed_stacked_shuffled": False}, ["pa:663a.4(c)"]),
    ({"recut_when_ordered": False}, ["pa:663a.5(e)"]),
    ({"idle_cards_spread": False}, ["pa:663a.5(f)"]),
    ({"idle_washed_stacked_shuffled": False}, ["pa:663a.5(f)"]),
    ({"shoe_where_approved": False}, ["pa:663a.8(a)"]),
    ({"shoe_loaded_after_shuffle": False}, ["pa:663a.8(a)"]),
    ({"cards_drawn_with_nearer_hand": False}, ["pa:663a.8(c)"]),
    ({"discards_in_order": False}, ["pa:663a.11(l)"]),
]


@pytest.mark.parametrize(("change", "failing"), BAD, ids=[f"{next(iter(c))}-{i}" for i, (c, _) in enumerate(BAD)])
def test_each_fact_fails_its_clause_alone(change: dict[str, Any], failing: list[str]) -> None:
    assert _with_headings(failing) == _failing(_example(**change))


HAND_BAD: list[tuple[dict[str, Any], list[str]]] = [
    ({"tip_box_attached": False}, ["pa:663a.2(c)"]),
    ({"boxes_dealer_side": False}, ["pa:663a.2(c)"]),
    ({"tie_areas": frozenset({1, 2, 3, 4})}, ["pa:663a.2(b)(5)"]),
    ({"decks_same_design": False}, ["pa:663a.3(b)(1)"]),
    ({"idle_deck_in_shuffler": False}, ["pa:663a.3(b)(2)"]),
    ({"decks_alternate_each_round": False}, ["pa:663a.3(b)(3)"]),
    ({"discard_rack_one_deck": False}, ["pa:663a.3(b)(4)"]),
    ({"decks_in_play_since": datetime.datetime(2024, 5, 1, 19, 29, 59)}, ["pa:663a.3(c)(1)"]),
    ({"opening_each_deck_apart": False}, ["pa:663a.4(d)"]),
    ({"counting_shuffler_cards": 53}, ["pa:663a.5(b)"]),
    ({"wrong_count_deck_removed": False}, ["pa:663a.5(b)"]),
    ({"deck_held_in_one_hand_over_inventory": False}, ["pa:663a.9(a)(2)"]),
    ({"shuffler_failure_reshuffled": False}, ["pa:663a.13(d)"]),
    ({"broken_device_covered_or_signed": False}, ["pa:663a.13(f)"]),
]


@pytest.mark.parametrize(("change", "failing"), HAND_BAD, ids=[f"{next(iter(c))}-{i}" for i, (c, _) in
                                                               enumerate(HAND_BAD)])
def test_each_fact_of_the_alternatives_fails_its_clause_alone(change: dict[str, Any], failing: list[str]) -> None:
    assert _with_headings(failing) == _failing(_hand(**change))


def test_a_missing_fact_fails_its_clause(tmp_path: Path) -> None:
    """An absent fact is not assumed: leaving out layout_logo fails 663a.2(b)(1), and leaving out discards_in_order
    fails 663a.11(l)."""
    base = Path(_path()).read_text(encoding="utf-8")
    text = "\n".join(ln for ln in base.splitlines() if not ln.startswith(("layout_logo", "discards_in_order")))
    assert _with_headings(["pa:663a.2(b)(1)", "pa:663a.11(l)"]) == _failing(
        equipment.load_description(_write(tmp_path, text)))


# --- 663a.2(a), (b): positions, areas and odds -----------------------------------------------------


@pytest.mark.parametrize(("positions", "ok"), [((1,), True), ((1, 2, 3), True), ((1, 2, 3, 4, 5, 6, 7), False),
                                                ((), False), ((1, 2, 4), False), ((1, 1, 2), False)])
def test_one_to_six_positions_numbered_from_one(positions: tuple[int, ...], ok: bool) -> None:
    """663a.2(a): at most six (the spec's figure), numbered 1 to n, each once; the areas follow the positions."""
    seats = frozenset(positions)
    d = _example(betting_positions=positions, ante_areas=seats, play_areas=seats, high_hand_areas=seats,
                 low_hand_areas=seats, poker_bonus_areas=seats)
    assert ok == ("pa:663a.2(a)" not in _failing(d))
    assert int(RS["pa:663a.2(a)"].numbers["max_positions"]) == equipment.MAX_POSITIONS == 6


def test_the_areas_are_compared_with_the_positions() -> None:
    d = _example(high_hand_areas=frozenset({1, 2, 3, 4, 5}), low_hand_areas=frozenset(range(1, 8)))
    detail = _detail(d, "pa:663a.2(b)(4)")
    assert "no high hand area at position 6" in detail and "a low hand area numbered 7, which is no position" in detail


def test_optional_areas_only_where_the_wager_is_offered() -> None:
    """663a.2(b)(5), (6): not applicable without the wager, but an area shown anyway fails."""
    tie = _example(tie_areas=frozenset({1, 2, 3, 4, 5, 6}))
    assert _with_headings(["pa:663a.2(b)(5)"]) == _failing(tie)
    assert "does not offer the wager" in _detail(tie, "pa:663a.2(b)(5)")
    off = _example(poker_bonus_offered=False, poker_bonus_paytable=PokerBonusPaytable.NONE, sign_payouts=())
    assert _with_headings(["pa:663a.2(b)(6)"]) == _failing(off)
    assert Status.NOT_APPLICABLE is _status(attrs.evolve(off, poker_bonus_areas=frozenset()))["pa:663a.2(b)(6)"]


def test_the_odds_are_read_from_the_spec() -> None:
    """663a.12: the rows compared are the spec's numbers, as ratios with their word ("for" only in 663a.12(b))."""
    assert Quote(Fraction(1), "to") == equipment.ANTE_PLAY_ODDS
    assert {t: len(r) for t, r in equipment.ANTE_BONUS.items()} == {t: 3 for t in AnteBonusPaytable}
    assert Quote(Fraction(1000), "for") == equipment.ANTE_BONUS[AnteBonusPaytable.PAYTABLE_A][
        "ante_bonus_four_aces_and_one_2"]
    assert [Fraction(4), Fraction(4), Fraction(20)] == [q.ratio for q in equipment.TIE.values()]
    assert {9} == {len(r) for r in equipment.POKER_BONUS.values()}
    assert "poker_bonus_pair_of_7s_or_better" in equipment.POKER_BONUS[PokerBonusPaytable.PAYTABLE_A]
    assert "poker_bonus_pair_of_6s_or_better" in equipment.POKER_BONUS[PokerBonusPaytable.PAYTABLE_B]
    for cid, table in (("pa:663a.12(b)", equipment.ANTE_BONUS), ("pa:663a.12(d)", equipment.POKER_BONUS)):
        assert sum(map(len, table.values())) == len(RS[cid].numbers)
    assert {q.word for t in equipment.ANTE_BONUS.values() for q in t.values()} == {"for"}
    assert {q.word for t in equipment.POKER_BONUS.values() for q in t.values()} == {"to"}


def _payouts(**rows: str) -> equipment.Payouts:
    return tuple(sorted((k, equipment._parse_quote(v)) for k, v in rows.items()))


def test_each_shown_odds_is_the_chapters() -> None:
    """663a.2(b)(7): a wrong figure on the layout or the sign fails, naming the clause it differs from."""
    layout = dict(_example().layout_payouts)
    wrong = _example(layout_payouts=tuple(sorted({**layout, "ante_and_play": Quote(Fraction(2))}.items())))
    assert _with_headings(["pa:663a.2(b)(7)"]) == _failing(wrong)
    assert "ante_and_play shown on the layout as 2 to 1, not 1 to 1 (663a.12(a))" == _detail(wrong, "pa:663a.2(b)(7)")
    b_table = _example(layout_payouts=tuple(sorted({**layout, "ante_bonus_four_aces_and_one_2": Quote(
        Fraction(500), "for")}.items())))
    assert "not 1000 for 1 (663a.12(b), paytable A)" in _detail(b_table, "pa:663a.2(b)(7)")
    on_sign = _example(sign_payouts=_example().sign_payouts + _payouts(ante_and_play="1 to 1"))
    assert [] == _failing(on_sign)
    assert "(4 on the layout, 10 on the sign)" in _detail(on_sign, "pa:663a.2(b)(7)")


def test_a_payout_missing_from_layout_and_sign_fails() -> None:
    rows = tuple(r for r in _example().sign_payouts if r[0] != "poker_bonus_two_pair")
    d = _example(sign_payouts=rows)
    assert "no odds shown for poker_bonus_two_pair on the layout or a sign" == _detail(d, "pa:663a.2(b)(7)")


def test_the_ante_bonus_is_shown_for_not_to() -> None:
    """663a.2(b)(7), G-6: "1000 to 1" for a "1000 for 1" row fails, and "1,000 for 1" is read as 1000 for 1."""
    layout = dict(_example().layout_payouts)
    to = _example(layout_payouts=tuple(sorted({**layout, "ante_bonus_four_aces_and_one_2": Quote(
        Fraction(1000), "to")}.items())))
    assert "as 1000 to 1, not 1000 for 1" in _detail(to, "pa:663a.2(b)(7)")
    assert Quote(Fraction(1000), "for") == equipment._parse_quote("1,000 for 1") == equipment._parse_quote(
        "1000 for 1")
    assert Quote(Fraction(1)) == equipment._parse_quote("2 to 2")


@pytest.mark.parametrize(("table", "row"), [(AnteBonusPaytable.PAYTABLE_B, "ante_bonus_three_aces"),
                                             (AnteBonusPaytable.PAYTABLE_C, "ante_bonus_four_aces_and_one_2"),
                                             (AnteBonusPaytable.PAYTABLE_D, "ante_bonus_four_aces_and_one_2")])
def test_the_elected_ante_bonus_paytable_is_compared(table: AnteBonusPaytable, row: str) -> None:
    """663a.12(b): paytable A's rows on the layout fail at a table electing B, C or D, row by row."""
    d = _example(ante_bonus_paytable=table)
    assert _with_headings(["pa:663a.2(b)(7)"]) == _failing(d)
    assert f"{row} shown on the layout as" in _detail(d, "pa:663a.2(b)(7)")
    fixed = {k: v for k, v in equipment.ANTE_BONUS[table].items()}
    layout = {**dict(d.layout_payouts), **fixed}
    assert [] == _failing(attrs.evolve(d, layout_payouts=tuple(sorted(layout.items()))))


def test_odds_for_wagers_not_offered_or_rows_not_elected_fail() -> None:
    """663a.2(b)(7): Tie odds where the Tie is not offered; paytable A's pair of 7s at a paytable B table; Poker
    Bonus odds where the wager is not offered."""
    tie = _example(sign_payouts=_example().sign_payouts + _payouts(tie_row_3="20 to 1"))
    assert "the sign shows odds for tie_row_3 (20 to 1), but the Tie Wager is not offered" == _detail(
        tie, "pa:663a.2(b)(7)")
    sevens = _hand(sign_payouts=_hand().sign_payouts + _payouts(poker_bonus_pair_of_7s_or_better="1 to 1"))
    assert "poker_bonus_pair_of_7s_or_better (1 to 1), but not a row of Poker Bonus paytable B" in _detail(
        sevens, "pa:663a.2(b)(7)")
    off = _example(poker_bonus_offered=False, poker_bonus_paytable=PokerBonusPaytable.NONE,
                   poker_bonus_areas=frozenset())
    assert _with_headings(["pa:663a.2(b)(7)"]) == _failing(off)
    assert "but the Poker Bonus Wager is not offered" in _detail(off, "pa:663a.2(b)(7)")


def test_the_tie_rows_are_compared_in_their_places() -> None:
    """663a.12(c), G-7: the rows are named by place; 20 to 1 in the first row fails."""
    signs = dict(_hand().sign_payouts)
    swapped = _hand(sign_payouts=tuple(sorted({**signs, "tie_row_1": Quote(Fraction(20)),
                                               "tie_row_3": Quote(Fraction(4))}.items())))
    detail = _detail(swapped, "pa:663a.2(b)(7)")
    assert "tie_row_1 shown on the sign as 20 to 1, not 4 to 1 (663a.12(c))" in detail
    assert "tie_row_3 shown on the sign as 4 to 1, not 20 to 1 (663a.12(c))" in detail


def test_the_poker_bonus_without_a_paytable_fails() -> None:
    """663a.12(d) (built in code: loading refuses it): the Poker Bonus offered with no paytable elected."""
    d = _example(poker_bonus_paytable=PokerBonusPaytable.NONE, sign_payouts=())
    assert "offered with no paytable elected" in _detail(d, "pa:663a.2(b)(7)")


# --- 663a.3: the cards -----------------------------------------------------------------------------


def test_the_deck_is_counted_not_declared() -> None:
    """663a.3(a): a deck missing a card, holding one twice, or holding a joker fails, naming the cards."""
    short = _example(deck=(_deck("QH"),))
    assert _with_headings(["pa:663a.3(a)"]) == _failing(short)
    assert "deck 1 (blue) has 51 cards, not 52; deck 1 (blue): missing QH" == _detail(short, "pa:663a.3(a)")
    swapped = _example(deck=(_deck("QH", plus=("QS",)),))
    assert "missing QH; deck 1 (blue): 2 x QS" in _detail(swapped, "pa:663a.3(a)")
    joker = _example(deck=(_deck(jokers=1),))
    assert _with_headings(["pa:663a.3(a)"]) == _failing(joker)
    assert "deck 1 (blue) holds 1 joker: the deck has none" == _detail(joker, "pa:663a.3(a)")
    assert [] == _failing(_example(deck=(_deck(),)))
    assert (52, 52, 1, 1) == (len(equipment.DECK_CARDS), equipment.DECK_SIZE, equipment.DECKS, equipment.COVER_CARDS)


def test_one_deck_unless_two_are_elected() -> None:
    """663a.3(a): one deck listed with decks = 1; two listed, or none, fail."""
    assert "2 decks listed, not 1" in _detail(_example(deck=(_deck(), _deck(back="red"))), "pa:663a.3(a)")
    assert "0 decks listed, not 1" in _detail(_example(deck=()), "pa:663a.3(a)")


def test_two_decks_have_backs_of_different_colours() -> None:
    """663a.3(b)(1): the listed backs differ (without case), and each is stated."""
    same = _hand(deck=(_deck(back="Red"), _deck(back="red")))
    assert _with_headings(["pa:663a.3(b)(1)"]) == _failing(same)
    assert "not of different colours (Red, red)" in _detail(same, "pa:663a.3(b)(1)")
    unstated = _hand(deck=(_deck(back="red"), _deck(back="")))
    assert "the back colour of deck 2 is not stated" in _detail(unstated, "pa:663a.3(b)(1)")


def test_two_decks_need_two_listed_and_a_shuffler() -> None:
    """663a.3(b): two decks elected with one listed fail; with a manual shuffle (built in code: loading refuses it)
    663a.3(b) fails too."""
    one = _hand(deck=_hand().deck[:1])
    assert "1 decks listed, not 2" in _detail(one, "pa:663a.3(b)")
    manual = _example(decks=2, deck=_hand().deck, decks_same_design=True, idle_deck_in_shuffler=True,
                      decks_alternate_each_round=True, discard_rack_one_deck=True, opening_each_deck_apart=True)
    assert _with_headings(["pa:663a.3(b)"]) == _failing(manual)
    assert "two decks need an automated card shuffling device, not shuffling = manual" in _detail(manual,
                                                                                                   "pa:663a.3(b)")


def test_the_deck_hours_are_exact_by_dealing_method() -> None:
    """663a.3(c): eight hours from a shoe, four from the hand, exactly (decks exactly 4 or 8 hours in play are in
    time), the figures read from the spec."""
    at = datetime.datetime(2024, 5, 1, 23, 30)
    assert (4, 8) == (equipment.HAND_HOURS, equipment.SHOE_HOURS)
    assert [] == _failing(_example(decks_in_play_since=at - datetime.timedelta(hours=8)))
    assert _with_headings(["pa:663a.3(c)(2)"]) == _failing(
        _example(decks_in_play_since=at - datetime.timedelta(hours=8, seconds=1)))
    auto = _example(decks_in_play_since=at - datetime.timedelta(hours=7), dealing=Dealing.AUTOMATED_SHOE,
                    shuffling=Shuffling.AUTOMATED_SHUFFLER, automated_shoe_loaded_after_shuffle=True,
                    shuffler_failure_reshuffled=True, broken_device_covered_or_signed=True)
    assert [] == _failing(auto)
    four = _hand(decks_in_play_since=at - datetime.timedelta(hours=4))
    assert [] == _failing(four)
    assert Status.NOT_APPLICABLE is _status(four)["pa:663a.3(c)(2)"]
    five = _hand(decks_in_play_since=at - datetime.timedelta(hours=5))
    assert _with_headings(["pa:663a.3(c)(1)"]) == _failing(five)
    assert "(4 hours)" in _detail(five, "pa:663a.3(c)(1)")
    assert "decks_in_play_since and checked_at are needed" in _detail(_example(decks_in_play_since=None),
                                                                     "pa:663a.3(c)(2)")
    assert "checked_at is before" in _detail(_example(checked_at=at - datetime.timedelta(hours=6)),
                                             "pa:663a.3(c)(2)")


# --- 663a.4, 663a.5: opening, counting shuffler, recut, idle table, reshuffler ---------------------


def test_preshuffled_decks_skip_the_opening() -> None:
    """663a.4(e): (a) to (d) are not applicable; the recut applies to the preshuffled decks' cut (G-17,
    cut_preshuffled), and not where they are dealt uncut after an automated shuffler."""
    d = _example(preshuffled_decks=True, opening_dealer_inspects=False, opening_spread_face_up=False,
                 opening_washed_stacked_shuffled=False)
    got = _status(d)
    assert [] == _failing(d)
    assert all(Status.NOT_APPLICABLE is got[f"pa:663a.4({x})"] for x in "abcd")
    assert Status.PASS is got["pa:663a.4(e)"] is got["pa:663a.4"]
    hand = _hand(preshuffled_decks=True, recut_when_ordered=False)
    assert _with_headings(["pa:663a.5(e)"]) == _failing(hand)
    uncut = _hand(preshuffled_decks=True, cut_preshuffled=False)
    assert Status.NOT_APPLICABLE is _status(uncut)["pa:663a.5(e)"]
    assert "dealt uncut" in _detail(uncut, "pa:663a.5(e)")


def test_the_counting_shuffler() -> None:
    """663a.5(b): applies with a counting shuffler, which checks for the spec's 52 cards; a manual shuffle with one
    (built in code: loading refuses it) fails."""
    assert equipment.DECK_SIZE == int(RS["pa:663a.5(b)"].numbers["cards"]) == 52
    assert Status.NOT_APPLICABLE is _status(_hand(counting_shuffler=False))["pa:663a.5(b)"]
    assert "checks for 53 cards, not 52" in _detail(_hand(counting_shuffler_cards=53), "pa:663a.5(b)")
    manual = _example(counting_shuffler=True, counting_shuffler_cards=52, wrong_count_deck_removed=True)
    assert _with_headings(["pa:663a.5(b)"]) == _failing(manual)


def test_the_automatic_reshuffler_sets_aside_b_to_f() -> None:
    """663a.5(g): with an automatic reshuffling and counting device (b) to (f) do not apply; its approval is
    declared; 663a.13(d), (f) still apply."""
    d = _hand(shuffling=Shuffling.AUTO_RESHUFFLER, auto_reshuffler_approved=True, wrong_count_deck_removed=False,
              idle_cards_spread=False)
    got = _status(d)
    assert Status.NOT_APPLICABLE is got["pa:663a.5(b)"] is got["pa:663a.5(e)"] is got["pa:663a.5(f)"]
    assert Status.PASS is got["pa:663a.5(g)"]
    assert ["pa:663a.5(g)"] == _failing(attrs.evolve(d, auto_reshuffler_approved=False))
    assert Status.FAIL is _status(attrs.evolve(d, shuffler_failure_reshuffled=False))["pa:663a.13(d)"]


# --- 663a.8-663a.13: dealing and devices -----------------------------------------------------------


def test_hand_dealing_needs_an_automated_shuffler() -> None:
    """663a.9(a)(1): a hand-dealt table shuffling by hand, or with a shuffler that loads a shoe, fails (built in code:
    loading refuses both)."""
    loads = _hand(shuffling=Shuffling.SHUFFLER_LOADS_SHOE)
    assert _with_headings(["pa:663a.9(a)(1)"]) == _failing(loads)
    assert "use none" in _detail(loads, "pa:663a.9(a)(1)")
    manual = _hand(shuffling=Shuffling.MANUAL)
    assert {"pa:663a.9(a)(1)", "pa:663a.3(b)", "pa:663a.5(b)"} <= set(_failing(manual))


def test_the_device_failure_clauses_follow_the_devices() -> None:
    """663a.13(d) wherever an automated shuffler is used, 663a.13(f) wherever a shuffler or an automated shoe is."""
    manual = _status(_example())
    assert Status.NOT_APPLICABLE is manual["pa:663a.13(d)"] is manual["pa:663a.13(f)"]
    shoe_only = _status(_example(dealing=Dealing.AUTOMATED_SHOE, automated_shoe_loaded_after_shuffle=True))
    assert Status.NOT_APPLICABLE is shoe_only["pa:663a.13(d)"]
    assert Status.FAIL is shoe_only["pa:663a.13(f)"]
    assert Status.FAIL is _status(_example(dealing=Dealing.AUTOMATED_SHOE))["pa:663a.10(a)(1)"]


# --- loading: malformed files and refused combinations ---------------------------------------------


def test_malformed_values_are_refused_with_field_and_clause(tmp_path: Path) -> None:
    """Every bad value at once, each with its field and clause."""
    base = Path(_path()).read_text(encoding="utf-8")
    text = (base.replace('game = "five_card_hi_lo"', 'game = "asia_poker"\nshaker_dice = 3')
            .replace("cover_cards = 1", 'cover_cards = "one"')
            .replace("decks = 1", "decks = 3")
            .replace('dealing = "manual_shoe"', 'dealing = "pitch"')
            .replace('ante_bonus_paytable = "A"', 'ante_bonus_paytable = "E"')
            .replace("decks_in_play_since = 2024-05-01T18:00:00", 'decks_in_play_since = "18:00"')
            .replace("ante_areas = [1, 2, 3, 4, 5, 6]", "ante_areas = [0, 1]")
            .replace('ante_bonus_four_aces = "100 for 1"', 'ante_bonus_four_aces = "100:1"')
            .replace('poker_bonus_flush = "10 to 1"', 'poker_bonus_flush = "10 to 1"\nflush = "10 to 1"')
            .replace('H = "A 2', 'H = "1 2', 1)
            .replace('back = "blue"', 'back = "blue"\njokers = -1\ncolour = "blue"'))
    assert {"game": "pa:663a.2", "shaker_dice": "pa:663a.2", "cover_cards": "pa:663a.3(a)",
            "decks": "pa:663a.3(b)", "dealing": "pa:663a.5(c)(1)", "ante_bonus_paytable": "pa:663a.12(b)",
            "decks_in_play_since": "pa:663a.3(c)", "ante_areas": "pa:663a.2(b)(2)", "layout_payouts": "pa:663a.2(b)(7)",
            "sign_payouts": "pa:663a.2(b)(7)", "deck[0].H": "pa:663a.3(a)", "deck[0].jokers": "pa:663a.3(a)",
            "deck[0].colour": "pa:663a.3(a)"} == _refused(tmp_path, text)


def test_a_bad_ruleset_deck_list_or_file_is_refused(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    assert {"ruleset": "pa:663a.2"} == _refused(tmp_path, base.replace('ruleset = "pa-663a@2013p"',
                                                                       'ruleset = "pa-659a@2013p"'))
    assert {"deck": "pa:663a.3(a)"} == _refused(tmp_path, base.split("\n[layout_payouts]")[0] + '\ndeck = ["AS"]\n')
    assert {"(file)": "pa:663a.2"} == _refused(tmp_path, "game = \n")
    assert {"sign_payouts": "pa:663a.2(b)(7)"} == _refused(tmp_path, base.replace(
        "[sign_payouts]", "[sign_payouts]\nexacta = \"2 to 1\""))
    with pytest.raises(ConfigError) as e:
        equipment.load_description(str(tmp_path / "missing.toml"))
    assert "(file)" == e.value.problems[0].field


@pytest.mark.parametrize(("name", "replace", "refused"), [
    (GOOD, {'dealing = "manual_shoe"': 'dealing = "hand"'}, {"dealing": "pa:663a.9(a)(1)"}),
    (HAND, {'shuffling = "automated_shuffler"': 'shuffling = "shuffler_loads_shoe"'}, {"shuffling": "pa:663a.5(a)"}),
    (GOOD, {"decks = 1": "decks = 2"}, {"decks": "pa:663a.3(b)"}),
    (GOOD, {"counting_shuffler = false": "counting_shuffler = true"}, {"counting_shuffler": "pa:663a.5(b)"}),
    (GOOD, {'poker_bonus_paytable = "A"': 'poker_bonus_paytable = "none"'}, {"poker_bonus_paytable": "pa:663a.12(d)"}),
    (HAND, {'shuffling = "automated_shuffler"': 'shuffling = "manual"'},
     {"dealing": "pa:663a.9(a)(1)", "decks": "pa:663a.3(b)", "counting_shuffler": "pa:663a.5(b)"}),
], ids=["hand_manual", "hand_loads_shoe", "two_decks_manual", "counting_manual", "poker_bonus_no_paytable",
        "hand_example_manual"])
def test_the_combinations_the_profile_refuses_are_refused(tmp_path: Path, name: str, replace: dict[str, str],
                                                          refused: dict[str, str]) -> None:
    """As config.validate, with the same clause: hand dealing without an automated shuffler, or with one loading a
    shoe; two decks or a counting shuffler without an automated shuffler; the Poker Bonus without a paytable."""
    text = Path(_path(name)).read_text(encoding="utf-8")
    for old, new in replace.items():
        assert old in text
        text = text.replace(old, new)
    assert refused == _refused(tmp_path, text)
    elections = {k: v for k, v in tomllib.loads(text).items() if k in equipment._ELECTIONS}
    with pytest.raises(ConfigError) as e:
        profile_from_mapping({"game": "five_card_hi_lo", **elections})
    assert refused == {p.field: p.clause for p in e.value.problems}


def test_the_elections_are_the_profiles_enumerations() -> None:
    """The description imports the profile's enumerations and spells each election as the profile does, with the
    clause and default of the profile's option."""
    options = attrs.fields_dict(TableConfig)
    fields = attrs.fields_dict(equipment.TableDescription)
    for name in ("dealing", "shuffling", "counting_shuffler", "preshuffled_decks", "cut_preshuffled", "decks",
                 "ante_bonus_paytable", "tie_offered", "poker_bonus_offered", "poker_bonus_paytable"):
        assert options[name].metadata["clause"] == fields[name].metadata["clause"], name
        assert options[name].default == fields[name].default, name
    assert equipment.Shuffling is Shuffling and equipment.Dealing is Dealing


def test_every_field_names_a_clause_of_the_edition() -> None:
    for f in attrs.fields(equipment.TableDescription):
        assert f.metadata["clause"] in RS, f.name
