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
    assert ("pa-623a@2012", "pa-623a@2013p", "pa-623a@2015") == spec.ruleset_ids()
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


def test_paytable_numbers_match_clause_numbers() -> None:
    """The paytables in tables.toml agree with the numbers the 623a.5(a) clause entry records."""
    from croupier.reference.craps.paytable import paytables

    main = spec.clause("pa:623a.5(a)").numbers
    pt = paytables().main
    assert str(pt["place_win_4"]) == main["place_win_4"]
    assert str(pt["hop_1_3"]) == main["hop_1_3"]


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


def test_file_name_must_match_ruleset_id(tmp_path: Path) -> None:
    root = write(tmp_path, "other.toml", GOOD_HEADER + CLAUSE)
    with pytest.raises(spec.SpecError, match="does not match the file name"):
        spec.load_tree(root)
