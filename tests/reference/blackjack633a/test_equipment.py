"""Blackjack (633a, the 2013 proposal) table descriptions checked clause by clause, as far as the seed prints the
equipment: 633a.2(b), (b)(13)-(16), (c), (d), (d)(1), (d)(2), 633a.7(o)(2)(ii)(A), (B), (o)(3)(ii)(A), (B),
633a.13(m)(2)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import attrs
import pytest

from croupier import spec
from croupier.cli import main
from croupier.reference.blackjack import equipment
from croupier.reference.blackjack.config import BASE
from croupier.reference.blackjack.equipment import Award, Status
from croupier.reference.errors import ConfigError

GOOD, FAULTY = "table-blackjack.toml", "table-blackjack-faulty.toml"
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


def _odds(n: int, meter: Fraction = Fraction(0)) -> Award:
    return Award(meter, Fraction(n))


_PROGRESSIVE = {"hit_and_run_win_verified_by_dealer": True, "hit_and_run_floor_verification": True}
_BAD_BEAT = {"bad_beat_offered": True, "bad_beat_progressive_system": True,
             "bad_beat_electronic_wagering_system": True, "bad_beat_wagering_at_each_position": True,
             "bad_beat_lockout": True}


def _variants() -> list[equipment.TableDescription]:
    """The example; with Hit and Run and Bad Beat too; with one deck; with nothing optional; the faulty one;
    nothing."""
    d = equipment.load_description(_path())
    bare = attrs.evolve(d, straight_jack_offered=False, house_money_offered=False, layout_straight_jack_area=False,
                        layout_house_money_area=False, layout_payouts=(), sign_payouts=(), rm21_kb_payout_cap=None,
                        sign_payout_limit=None)
    return [d, attrs.evolve(d, hit_and_run_offered=True, **_PROGRESSIVE, **_BAD_BEAT),
            attrs.evolve(d, decks=1), bare, equipment.load_description(_path(FAULTY)), equipment.TableDescription()]


# --- one finding per clause ------------------------------------------------------------------------


@pytest.mark.parametrize("d", _variants())
def test_every_equipment_clause_gets_exactly_one_finding(d: equipment.TableDescription) -> None:
    """Each equipment clause of the edition has one finding, whatever the table; nothing is reported twice or outside
    the edition."""
    seen = Counter(f.clause for f in equipment.check(d))
    assert {1} == set(seen.values())
    assert all(c in d.rules for c in seen)
    equip = [c for c, x in d.rules.clauses.items() if x.kind == "equipment"]
    assert 14 == len(equip)
    assert [] == [c for c in equip if seen[c] != 1]


def test_every_equipment_or_administrative_clause_is_reported() -> None:
    """633a.2(b) (the layout's approval, administrative) is reported with the 14 equipment clauses; nothing is left
    to another check."""
    reported = {f.clause for f in equipment.check(_example())}
    for cid, c in spec.ruleset(BASE).clauses.items():
        if c.kind in ("equipment", "administrative"):
            assert cid in reported, cid
    assert frozenset() == equipment.covered_elsewhere(BASE)
    assert 15 == len(reported)


def test_findings_follow_the_text() -> None:
    order = list(spec.ruleset(BASE).clauses)
    got = [f.clause for f in equipment.check(_example())]
    assert sorted(got, key=order.index) == got


# --- the examples ----------------------------------------------------------------------------------


def test_the_example_passes_every_clause() -> None:
    """Straight Jack and House Money offered: Bad Beat (633a.2(c)) and Hit and Run (633a.7(o)(2)(ii)) do not apply."""
    d = equipment.load_description(_path())
    assert [] == _failing(d)
    assert {"pa:633a.2(c)", "pa:633a.7(o)(2)(ii)(A)", "pa:633a.7(o)(2)(ii)(B)"} == {
        c for c, s in _status(d).items() if s is Status.NOT_APPLICABLE}
    assert "House Money by (n)(2), 6 decks" in _detail(d, "pa:633a.2(b)(15)")


def test_the_faulty_example_fails_with_its_clauses() -> None:
    """The one-deck House Money paytable on a six-deck sign and a wrong six-card Straight Jack row (633a.2(b)(15)); a
    $20,000 cap and an old $15,000 on the layout (633a.2(b)(16)); no lock-out (633a.2(d)(2)); a $2,500 reset
    (633a.13(m)(2)); the headings 633a.2, 633a.2(b) and 633a.2(d) with them."""
    d = equipment.load_description(_path(FAULTY))
    assert ["pa:633a.2", "pa:633a.2(b)", "pa:633a.2(b)(15)", "pa:633a.2(b)(16)", "pa:633a.2(d)", "pa:633a.2(d)(2)",
            "pa:633a.13(m)(2)"] == _failing(d)
    assert ("straight_jack_six_card_other_ace shown on the layout as 10% of meter and 100 to 1, not 10% of meter and "
            "200 to 1 (633a.13(m)(1)); house_money_two_card_straight_flush shown on the sign as 5 to 1, not 4 to 1 "
            "(633a.13(n)(2))") == _detail(d, "pa:633a.2(b)(15)")
    assert ("the cap of $20000 is under the $25000 of 633a.13(o); the layout states a payout limit of $15000, not the "
            "cap of $20000") == _detail(d, "pa:633a.2(b)(16)")
    assert "no lock-out refusing Straight Jack wagers once the dealer has begun dealing" == _detail(d,
                                                                                                     "pa:633a.2(d)(2)")
    assert "the meter's reset amount is $2500, under $5000" == _detail(d, "pa:633a.13(m)(2)")
    assert "fails through 633a.2(b)(15), 633a.2(b)(16)" == _detail(d, "pa:633a.2(b)")


# --- each fact fails its clause --------------------------------------------------------------------


BAD: list[tuple[dict[str, Any], list[str]]] = [
    ({"layout_approved": False}, ["pa:633a.2(b)"]),
    ({"layout_straight_jack_area": False}, ["pa:633a.2(b)(13)"]),
    ({"layout_house_money_area": False}, ["pa:633a.2(b)(14)"]),
    ({"other_odds_shown": False}, ["pa:633a.2(b)(15)"]),
    ({"decks": 0}, ["pa:633a.2(b)(15)"]),
    ({"sign_payout_limit": None}, ["pa:633a.2(b)(16)"]),
    ({"sign_payout_limit": 5000000}, ["pa:633a.2(b)(16)"]),
    ({"rm21_kb_payout_cap": 2499999, "sign_payout_limit": 2499999}, ["pa:633a.2(b)(16)"]),
    ({"progressive_system": False}, ["pa:633a.2(d)"]),
    ({"progressive_device_at_each_position": False}, ["pa:633a.2(d)(1)"]),
    ({"progressive_controller": False}, ["pa:633a.2(d)(2)"]),
    ({"progressive_lockout": False}, ["pa:633a.2(d)(2)"]),
    ({"straight_jack_win_verified_by_dealer": False}, ["pa:633a.7(o)(3)(ii)(A)"]),
    ({"straight_jack_floor_verification": False}, ["pa:633a.7(o)(3)(ii)(B)"]),
    ({"straight_jack_meter_in_rules_submission": False}, ["pa:633a.13(m)(2)"]),
    ({"straight_jack_meter_initial": 499999}, ["pa:633a.13(m)(2)"]),
    ({"straight_jack_meter_initial": None}, ["pa:633a.13(m)(2)"]),
    ({"straight_jack_meter_reset": None}, ["pa:633a.13(m)(2)"]),
]


def _with_heading(failing: list[str]) -> list[str]:
    """A heading (633a.2, 633a.2(b), 633a.2(d)) fails with any of its paragraphs; the list is in the text's order."""
    order = list(spec.ruleset(BASE).clauses)
    extra = [h for h in equipment.HEADINGS if any(c.startswith(h + "(") for c in failing)]
    return sorted(set(failing + extra), key=order.index)


@pytest.mark.parametrize(("change", "failing"), BAD, ids=[next(iter(c)) for c, _ in BAD])
def test_each_fact_fails_its_clause_alone(change: dict[str, Any], failing: list[str]) -> None:
    assert _with_heading(failing) == _failing(_example(**change))


def test_a_missing_fact_fails_its_clause(tmp_path: Path) -> None:
    """An absent fact is not assumed: leaving out progressive_lockout fails 633a.2(d)(2), and leaving out
    layout_approved fails 633a.2(b)."""
    base = Path(_path()).read_text(encoding="utf-8")
    text = "\n".join(ln for ln in base.splitlines() if not ln.startswith(("progressive_lockout", "layout_approved")))
    assert ["pa:633a.2", "pa:633a.2(b)", "pa:633a.2(d)", "pa:633a.2(d)(2)"] == _failing(
        equipment.load_description(_write(tmp_path, text)))


# --- the layout's odds -----------------------------------------------------------------------------


def test_the_paytables_are_read_from_the_spec() -> None:
    """633a.13(m)(1): the six-card rows are a share of the meter and 200 to 1; (n)(1) and (n)(2) differ only in the
    straight flush (5 to 1 with one deck, 4 to 1 with more, BJ-A02)."""
    assert {"straight_jack_six_card_ace_of_spades": _odds(200, Fraction(1)),
            "straight_jack_six_card_other_ace": _odds(200, Fraction(1, 10)), "straight_jack_five_card": _odds(200),
            "straight_jack_four_card": _odds(50), "straight_jack_three_card": _odds(15),
            "straight_jack_two_card": _odds(3)} == {k: a for k, (_, a) in equipment.STRAIGHT_JACK.items()}
    one = {k: a for k, (_, a) in equipment.HOUSE_MONEY_ONE_DECK.items()}
    many = {k: a for k, (_, a) in equipment.HOUSE_MONEY_MULTI_DECK.items()}
    assert {"house_money_ace_king_suited": _odds(9), "house_money_two_card_straight_flush": _odds(5),
            "house_money_pair": _odds(3), "house_money_two_card_straight": _odds(1)} == one
    assert {**one, "house_money_two_card_straight_flush": _odds(4)} == many
    assert "10% of meter and 200 to 1" == str(equipment.STRAIGHT_JACK["straight_jack_six_card_other_ace"][1])


def test_the_house_money_paytable_follows_the_decks() -> None:
    """633a.13(n)(1) with one deck, (n)(2) with more; without a deck count neither can be chosen."""
    d = equipment.load_description(_path())
    one = _example(decks=1)
    assert ["pa:633a.2", "pa:633a.2(b)", "pa:633a.2(b)(15)"] == _failing(one)
    assert ("house_money_two_card_straight_flush shown on the sign as 4 to 1, not 5 to 1 (633a.13(n)(1))"
            == _detail(one, "pa:633a.2(b)(15)"))
    single = attrs.evolve(one, sign_payouts=tuple({**dict(d.sign_payouts),
                                                   "house_money_two_card_straight_flush": _odds(5)}.items()))
    assert [] == _failing(single)
    assert "House Money by (n)(1), one deck" in _detail(single, "pa:633a.2(b)(15)")
    assert _detail(_example(decks=0), "pa:633a.2(b)(15)").startswith("the decks in use are not stated (decks)")
    assert [] == _failing(_example(decks=0, house_money_offered=False, layout_house_money_area=False,
                                   sign_payouts=()))


def test_each_row_on_the_layout_or_the_sign() -> None:
    """633a.2(b)(15): everything on the layout, or on the sign, or some on each; a row shown nowhere fails; ratios
    compare ("2 to 2" is even money)."""
    d = equipment.load_description(_path())
    everything = d.layout_payouts + d.sign_payouts
    assert [] == _failing(_example(layout_payouts=everything, sign_payouts=()))
    assert [] == _failing(_example(layout_payouts=(), sign_payouts=everything))
    gone = _example(layout_payouts=tuple(x for x in d.layout_payouts if x[0] != "straight_jack_four_card"))
    assert ("no odds shown for straight_jack_four_card on the layout or a sign (633a.13(m)(1))"
            == _detail(gone, "pa:633a.2(b)(15)"))
    even = tuple({**dict(d.sign_payouts), "house_money_two_card_straight": Award(Fraction(0), Fraction(2, 2))}.items())
    assert [] == _failing(_example(sign_payouts=even))
    no_meter = tuple({**dict(d.layout_payouts), "straight_jack_six_card_ace_of_spades": _odds(200)}.items())
    assert ("straight_jack_six_card_ace_of_spades shown on the layout as 200 to 1, not 100% of meter and 200 to 1 "
            "(633a.13(m)(1))") == _detail(_example(layout_payouts=no_meter), "pa:633a.2(b)(15)")


def test_areas_and_odds_only_for_wagers_offered() -> None:
    """633a.2(b)(13), (14), (15): a wager not offered has no area and no rows; its area clause is then not
    applicable, and with neither offered 633a.2(d) and the Straight Jack clauses do not apply either."""
    d = equipment.load_description(_path())
    no_hm = _example(house_money_offered=False, layout_house_money_area=False, sign_payouts=())
    assert [] == _failing(no_hm)
    assert Status.NOT_APPLICABLE is _status(no_hm)["pa:633a.2(b)(14)"]
    area = attrs.evolve(no_hm, layout_house_money_area=True)
    assert ["pa:633a.2", "pa:633a.2(b)", "pa:633a.2(b)(14)"] == _failing(area)
    rows = attrs.evolve(no_hm, sign_payouts=d.sign_payouts)
    assert ["pa:633a.2", "pa:633a.2(b)", "pa:633a.2(b)(15)"] == _failing(rows)
    assert "the sign shows House Money odds" in _detail(rows, "pa:633a.2(b)(15)")
    none = attrs.evolve(no_hm, straight_jack_offered=False, layout_straight_jack_area=False, layout_payouts=(),
                        progressive_lockout=False, straight_jack_meter_reset=None)
    s = _status(none)
    assert [] == _failing(none)
    assert all(Status.NOT_APPLICABLE is s[c] for c in (
        "pa:633a.2(b)(13)", "pa:633a.2(d)", "pa:633a.2(d)(1)", "pa:633a.2(d)(2)", "pa:633a.7(o)(3)(ii)(A)",
        "pa:633a.7(o)(3)(ii)(B)", "pa:633a.13(m)(2)"))
    assert ["pa:633a.2", "pa:633a.2(b)", "pa:633a.2(b)(13)"] == _failing(attrs.evolve(none,
                                                                                      layout_straight_jack_area=True))


# --- the payout limit ------------------------------------------------------------------------------


def test_the_payout_limit_is_the_cap_of_633a_13_o() -> None:
    """633a.2(b)(16) read with 633a.13(o) (BJ-A14): the cap inscribed or on a sign; a generic inscription needs the
    sign; no cap, nothing to state, and an amount shown anyway fails."""
    inscribed = _example(layout_payout_limit=2500000, layout_payout_limit_generic=False, sign_payout_limit=None)
    assert [] == _failing(inscribed)
    assert "the cap of $25000 (at least $25000), inscribed on the layout" == _detail(inscribed, "pa:633a.2(b)(16)")
    generic_only = _example(sign_payout_limit=None)
    assert ("the layout's generic inscription refers to a posted limit, but no sign at the table states it"
            == _detail(generic_only, "pa:633a.2(b)(16)"))
    nothing = _example(sign_payout_limit=None, layout_payout_limit_generic=False)
    assert ("the payout limit is neither inscribed on the layout nor stated on a sign at the table"
            == _detail(nothing, "pa:633a.2(b)(16)"))
    no_cap = _example(rm21_kb_payout_cap=None, sign_payout_limit=None)
    assert Status.NOT_APPLICABLE is _status(no_cap)["pa:633a.2(b)(16)"]
    stray = attrs.evolve(no_cap, sign_payout_limit=2500000)
    assert ["pa:633a.2", "pa:633a.2(b)", "pa:633a.2(b)(16)"] == _failing(stray)
    assert ("the sign states a payout limit of $25000, but no cap is set (rm21_kb_payout_cap)"
            == _detail(stray, "pa:633a.2(b)(16)"))
    assert [] == _failing(_example(rm21_kb_payout_cap=5000000, sign_payout_limit=5000000))


# --- the progressive wagers and Bad Beat -----------------------------------------------------------


def test_hit_and_run_alone_needs_the_progressive_system() -> None:
    """633a.2(d), (d)(1), (d)(2) apply where Hit and Run is offered without Straight Jack; so do 633a.7(o)(2)(ii)(A),
    (B), and Straight Jack's do not."""
    d = _example(hit_and_run_offered=True, straight_jack_offered=False, layout_straight_jack_area=False,
                 layout_payouts=(), **_PROGRESSIVE)
    s = _status(d)
    assert [] == _failing(d)
    assert "a progressive system for Hit and Run" in _detail(d, "pa:633a.2(d)")
    assert Status.PASS is s["pa:633a.7(o)(2)(ii)(B)"] and Status.NOT_APPLICABLE is s["pa:633a.7(o)(3)(ii)(B)"]
    assert ["pa:633a.7(o)(2)(ii)(A)"] == _failing(attrs.evolve(d, hit_and_run_win_verified_by_dealer=False))
    assert ["pa:633a.7(o)(2)(ii)(B)"] == _failing(attrs.evolve(d, hit_and_run_floor_verification=False))
    assert ["pa:633a.2", "pa:633a.2(d)", "pa:633a.2(d)(2)"] == _failing(attrs.evolve(d, progressive_lockout=False))


def test_floor_verification_from_100_for_1() -> None:
    """"100 for 1" counts the stake: 99 to 1 (BJ-A10), so the five- and six-card Straight Jack rows are verified."""
    assert {"pa:633a.7(o)(2)(ii)(B)": Fraction(99), "pa:633a.7(o)(3)(ii)(B)": Fraction(99)} == equipment.VERIFY_FROM
    assert _detail(_example(), "pa:633a.7(o)(3)(ii)(B)").endswith(
        "(99 to 1): the rows six_card_ace_of_spades, six_card_other_ace, five_card")


@pytest.mark.parametrize("fact", [k for k in _BAD_BEAT if k != "bad_beat_offered"])
def test_bad_beat_equipment(fact: str) -> None:
    """633a.2(c): where Bad Beat is offered, each system, the wagering at every position and the lock-out."""
    ok = _example(**_BAD_BEAT)
    assert Status.PASS is _status(ok)["pa:633a.2(c)"]
    assert ["pa:633a.2", "pa:633a.2(c)"] == _failing(attrs.evolve(ok, **{fact: False}))


# --- loading ---------------------------------------------------------------------------------------


def test_bad_values_and_unknown_keys_are_refused_with_their_clause(tmp_path: Path) -> None:
    """Every problem at once, each naming its field and clause."""
    base = Path(_path()).read_text(encoding="utf-8")
    bad = {
        "decks": ("0", "pa:633a.13(n)"),
        "rm21_kb_payout_cap": ('"25000"', "pa:633a.13(o)"),
        "straight_jack_meter_reset": ("-1", "pa:633a.13(m)(2)"),
        "sign_payout_limit": ("true", "pa:633a.2(b)(16)"),
        "progressive_lockout": ('"yes"', "pa:633a.2(d)(2)"),
        "ruleset": ('"pa-665a@2013p"', "pa:633a.2"),
    }
    lines = [ln for ln in base.splitlines() if ln.split(" = ")[0] not in bad]
    top = lines.index("[layout_payouts]")
    lines[top:top] = [f"{k} = {v}" for k, (v, _) in bad.items()] + ["shoe_decks = 6"]
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, "\n".join(lines)))
    got = {p.field: p.clause for p in e.value.problems}
    assert {**{k: c for k, (_, c) in bad.items()}, "shoe_decks": "pa:633a.2"} == got
    assert "decks: must be the number of decks in use, 1 or more, not 0 (pa:633a.13(n))" in str(e.value)


def test_bad_odds_tables_are_refused(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    text = base.replace('straight_jack_two_card = "3 to 1"', 'straight_jack_seven_card = "3 to 1"')
    text = text.replace('house_money_pair = "3 to 1"', 'house_money_pair = "3:1"')
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, text))
    assert {"layout_payouts": "pa:633a.2(b)(15)", "sign_payouts": "pa:633a.2(b)(15)"} == {
        p.field: p.clause for p in e.value.problems}
    assert "straight_jack_seven_card: not rows of 633a.13(m)(1) or (n)" in str(e.value)
    assert "\"10% of meter and 200 to 1\", not '3:1'" in str(e.value)
    with pytest.raises(ConfigError) as e:
        equipment.description_from_mapping({"sign_payouts": ["9 to 1"], "decks": True})
    assert {"sign_payouts": "pa:633a.2(b)(15)", "decks": "pa:633a.13(n)"} == {p.field: p.clause
                                                                              for p in e.value.problems}
    assert equipment.description_from_mapping({"rm21_kb_payout_cap": "none"}).rm21_kb_payout_cap is None


def test_the_game_and_the_ruleset_are_checked(tmp_path: Path) -> None:
    base = Path(_path()).read_text(encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, base.replace('game = "blackjack"', 'game = "double_attack"')))
    assert [("game", "pa:633a.2")] == [(p.field, p.clause) for p in e.value.problems]
    with pytest.raises(ConfigError) as e:
        equipment.load_description(_write(tmp_path, "game = [unclosed"))
    assert [("(file)", "pa:633a.2")] == [(p.field, p.clause) for p in e.value.problems]


def test_every_check_cites_its_clauses() -> None:
    """Each clause reported is cited by the code that decides it (``@cites``)."""
    cited = {c for name in dir(equipment) for c in getattr(getattr(equipment, name), "__clauses__", ())}
    for d in _variants():
        assert {f.clause for f in equipment.check(d)} <= cited


def test_cli_equipment_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``game = "blackjack"``: the example exits 0, the faulty one 1 naming its clauses, a bad key 2."""
    assert 0 == main(["equipment", "check", _path()])
    out = capsys.readouterr().out
    assert "pa:633a.2(b)(16)" in out and "12 pass, 0 fail, 3 not applicable" in out
    assert 1 == main(["equipment", "check", _path(FAULTY)])
    out = capsys.readouterr().out
    assert any(ln.startswith("pa:633a.2(d)(2)") and "fail" in ln for ln in out.splitlines())
    assert "5 pass, 7 fail, 3 not applicable" in out
    broken = Path(_path()).read_text(encoding="utf-8").replace("decks = 6", "decks = 6\nfelt = 1")
    assert 2 == main(["equipment", "check", _write(tmp_path, broken)])
    assert "felt" in capsys.readouterr().err
