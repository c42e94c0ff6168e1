"""The clause spec loads, and the loader refuses malformed files naming the file and the key."""

from __future__ import annotations

from pathlib import Path

import pytest

from croupier import spec

GOOD_HEADER = """
[ruleset]
id = "pa-999a@2020"
jurisdiction = "pa"
chapter = "999a"
title = "Test"
status = "current"
effective = "2020-01-01"
source = "test"
"""
CLAUSE = """
[[clause]]
id = "pa:999a.1"
kind = "game"
summary = "A rule."
"""


def write(tmp_path: Path, name: str, text: str) -> Path:
    d = tmp_path / "game"
    d.mkdir(exist_ok=True)
    (d / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_editions_resolve() -> None:
    """The three 623a rulesets load; 2015 derives from the 2013 proposal, which derives from 2012."""
    craps = tuple(r for r in spec.ruleset_ids() if r.startswith("pa-623a@"))
    assert ("pa-623a@2012", "pa-623a@2013p", "pa-623a@2015") == craps
    assert "pa-623a@2013p" == spec.ruleset("pa-623a@2015").derives_from
    assert "pa:623a.12" not in spec.ruleset("pa-623a@2012")
    assert "pa:623a.12" in spec.ruleset("pa-623a@2015")


def test_relettered_subsection_maps_between_editions() -> None:
    """pa:623a.5(j) (no wager above the posted maximum) was 623a.5(i) in 2012."""
    assert "pa:623a.5(i)@2012" == spec.ruleset("pa-623a@2012").local("pa:623a.5(j)")
    assert "pa:623a.5(j)" == spec.ruleset("pa-623a@2015").local("pa:623a.5(j)")
    assert "pa:623a.5(h)@2012" not in spec.ruleset("pa-623a@2015")


def test_every_clause_has_kind_and_summary_in_our_words() -> None:
    """Every entry is typed and summarised; numbers are strings (never floats)."""
    for rid in spec.ruleset_ids():
        for c in spec.ruleset(rid).clauses.values():
            assert c.kind in ("game", "equipment", "administrative")
            assert c.summary.strip()
            assert all(isinstance(v, str) for v in c.numbers.values())


@pytest.mark.parametrize("rid", ["pa-623a@2012", "pa-623a@2013p", "pa-623a@2015"])
def test_paytables_of_each_edition_are_consistent(rid: str) -> None:
    """INV-P1: Buy, Lay and all odds pay true odds (3, 4, 5 ways against 6); Come odds pay as Pass odds, Don't Come
    as Don't Pass (pa:623a.6(c)(2), (d)(2)); INV-P5: the one-combination bets pay 30 to 1 on pairs, 15 to 1 otherwise."""
    from fractions import Fraction

    from croupier.reference.craps.definitions import HOP_PARAGRAPH
    from croupier.reference.craps.paytable import paytables

    pt = paytables(rid)
    rs = spec.ruleset(rid)
    ways = {4: 3, 10: 3, 5: 4, 9: 4, 6: 5, 8: 5}
    for p, w in ways.items():
        assert Fraction(6, w) == Fraction(pt.buy[p].pays, pt.buy[p].to) == Fraction(pt.right_odds[p].pays, pt.right_odds[p].to)
        assert Fraction(w, 6) == Fraction(pt.lay[p].pays, pt.lay[p].to) == Fraction(pt.wrong_odds[p].pays, pt.wrong_odds[p].to)
    for row in ("i", "ii", "iii"):
        assert rs[f"pa:623a.6(a)(2)({row})"].numbers["payout"] == rs[f"pa:623a.6(c)(2)({row})"].numbers["payout"]
        assert rs[f"pa:623a.6(b)(2)({row})"].numbers["payout"] == rs[f"pa:623a.6(d)(2)({row})"].numbers["payout"]
    for a, b in HOP_PARAGRAPH:
        assert (30 if a == b else 15) == pt.main[f"hop_{a}_{b}"].pays
    assert 30 == pt.main["craps_2"].pays == pt.main["craps_12"].pays
    assert 15 == pt.main["craps_3"].pays == pt.main["eleven"].pays
    assert ("pa:623a.12" in rs) == bool(pt.bonus)


def test_unknown_key_is_refused_naming_file_and_key(tmp_path: Path) -> None:
    root = write(tmp_path, "pa-999a@2020.toml", GOOD_HEADER + CLAUSE.replace('kind = "game"', 'kind = "game"\ncolour = "red"'))
    with pytest.raises(spec.SpecError, match=r"pa-999a@2020.toml.*colour"):
        spec.load_tree(root)


def test_duplicate_id_is_refused(tmp_path: Path) -> None:
    root = write(tmp_path, "pa-999a@2020.toml", GOOD_HEADER + CLAUSE + CLAUSE)
    with pytest.raises(spec.SpecError, match=r"duplicate clause id 'pa:999a.1'"):
        spec.load_tree(root)


def test_dangling_reference_is_refused(tmp_path: Path) -> None:
    root = write(tmp_path, "pa-999a@2020.toml", GOOD_HEADER + CLAUSE + 'refs = ["pa:999a.7"]\n')
    with pytest.raises(spec.SpecError, match=r"refs 'pa:999a.7'"):
        spec.load_tree(root)


def test_float_number_is_refused(tmp_path: Path) -> None:
    root = write(tmp_path, "pa-999a@2020.toml", GOOD_HEADER + CLAUSE + "numbers = { rate = 0.05 }\n")
    with pytest.raises(spec.SpecError, match=r"numbers"):
        spec.load_tree(root)


def test_delta_applies_renumber_and_remove(tmp_path: Path) -> None:
    root = write(tmp_path, "pa-999a@2020.toml", GOOD_HEADER + CLAUSE + CLAUSE.replace("999a.1", "999a.1(a)"))
    delta = GOOD_HEADER.replace("@2020", "@2021").replace('source = "test"', 'source = "test"\nderives_from = "pa-999a@2020"')
    delta += '[[renumber]]\nfrom = "pa:999a.1(a)"\nto = "pa:999a.1(b)"\n'
    write(tmp_path, "pa-999a@2021.toml", delta)
    rulesets = spec.load_tree(root)
    assert "pa:999a.1(b)" in rulesets["pa-999a@2021"]
    assert "pa:999a.1(a)" not in rulesets["pa-999a@2021"]
    assert {"pa:999a.1(a)": "pa:999a.1(b)"} == dict(rulesets["pa-999a@2021"].renumbered)


def test_renumbered_units_take_the_references_to_them_along(tmp_path: Path) -> None:
    """A clause carried into a delta that refers to a renumbered unit refers to its new number: a delta need not
    restate a clause only because something it names moved."""
    base = GOOD_HEADER + CLAUSE + CLAUSE.replace("999a.1", "999a.1(a)") + \
        CLAUSE.replace("999a.1", "999a.1(c)") + 'refs = ["pa:999a.1(a)"]\n'
    root = write(tmp_path, "pa-999a@2020.toml", base)
    delta = GOOD_HEADER.replace("@2020", "@2021").replace('source = "test"', 'source = "test"\nderives_from = "pa-999a@2020"')
    delta += '[[renumber]]\nfrom = "pa:999a.1(a)"\nto = "pa:999a.1(b)"\n'
    write(tmp_path, "pa-999a@2021.toml", delta)
    rulesets = spec.load_tree(root)
    assert ("pa:999a.1(b)",) == rulesets["pa-999a@2021"]["pa:999a.1(c)"].refs
    assert ("pa:999a.1(a)",) == rulesets["pa-999a@2020"]["pa:999a.1(c)"].refs


def test_maryland_ids_name_their_rule_document() -> None:
    """Maryland numbers chapters within a named rule document and letters their paragraphs as printed."""
    for good in ("md:paigow.8(H)(1)(c)", "md:paigow.1(B)(4)", "md:paigow.5(F)(1)", "pa:621a.3(h)"):
        assert spec.CLAUSE_ID.match(good), good
    for bad in ("md:PaiGow.8(H)", "md:paigow.8.H", "md:8-paigow(H)"):
        assert not spec.CLAUSE_ID.match(bad), bad


def test_file_name_must_match_ruleset_id(tmp_path: Path) -> None:
    root = write(tmp_path, "other.toml", GOOD_HEADER + CLAUSE)
    with pytest.raises(spec.SpecError, match="does not match the file name"):
        spec.load_tree(root)


def test_nearest_clause_an_edition_numbers() -> None:
    """A citation falls back to the enclosing unit an edition numbers, never to a clause it lacks."""
    assert "pa:623a.5(g)(3)" == spec.ruleset("pa-623a@2012").nearest("pa:623a.5(g)(3)(ii)(A)")
    assert "pa:623a.5(g)(3)(ii)(A)" == spec.ruleset("pa-623a@2015").nearest("pa:623a.5(g)(3)(ii)(A)")
    assert "pa:623a.5(i)@2012" == spec.ruleset("pa-623a@2012").nearest("pa:623a.5(j)")
