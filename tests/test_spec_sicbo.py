"""The Sic Bo spec (58 Pa. Code ch. 625a, 2012 final form) loads, numbers every unit of the seed, decides every
open question of the digest, and its paytable in tables.toml agrees with the clause numbers."""

from __future__ import annotations

import re

import pytest

from croupier import spec

RID = "pa-625a@2012"

#: Every unit the seed numbers in Annex A, chapter 625a (seed 000, lines ~1703-1866), lead-ins included.
SEED_UNITS = (
    "625a.1", "625a.1(a)", "625a.1(b)", "625a.1(c)", "625a.1(c)(1)", "625a.1(c)(2)", "625a.1(c)(3)",
    "625a.1(d)", "625a.1(d)(1)", "625a.1(d)(1)(i)", "625a.1(d)(1)(ii)", "625a.1(d)(1)(iii)",
    "625a.1(d)(2)", "625a.1(d)(2)(i)", "625a.1(d)(2)(ii)", "625a.1(d)(2)(iii)", "625a.1(e)",
    "625a.2", "625a.2(a)", "625a.2(b)",
    "625a.3", "625a.3(1)", "625a.3(2)", "625a.3(3)", "625a.3(4)", "625a.3(5)", "625a.3(6)", "625a.3(7)", "625a.3(8)",
    "625a.4", "625a.4(a)", "625a.4(b)", "625a.4(c)",
    "625a.5", "625a.5(a)", "625a.5(a)(1)", "625a.5(a)(2)", "625a.5(b)", "625a.5(b)(1)", "625a.5(b)(2)",
    "625a.5(c)", "625a.5(d)", "625a.5(e)", "625a.5(f)",
    "625a.6", "625a.6(a)", "625a.6(b)", "625a.6(b)(1)", "625a.6(b)(2)", "625a.6(b)(3)",
    "625a.7", "625a.7(a)", "625a.7(b)", "625a.7(c)", "625a.7(d)",
)

#: The AMBIG items of /work/shared/spec-notes/sic-bo.md section 5 (the numbering skips the GAP and NOTE rows).
DIGEST_AMBIGS = (1, 2, 3, 4, 5, 6, 7, 9, 13, 15)
#: The GAP items of the same table: each is recorded in the note of the clause nearest to it.
DIGEST_GAPS = (8, 10, 11, 12, 14)

#: 625a.6 as printed in the seed (garbled row names normalised), written out a third time as an independent witness.
SEED_ODDS = {
    "three_of_a_kind": "150 to 1", "two_of_a_kind": "8 to 1", "any_three_of_a_kind": "24 to 1",
    "total_4": "50 to 1", "total_5": "18 to 1", "total_6": "14 to 1", "total_7": "12 to 1", "total_8": "8 to 1",
    "total_9": "6 to 1", "total_10": "6 to 1", "total_11": "6 to 1", "total_12": "6 to 1", "total_13": "8 to 1",
    "total_14": "12 to 1", "total_15": "14 to 1", "total_16": "18 to 1", "total_17": "50 to 1",
    "two_dice_combination": "5 to 1", "small": "1 to 1", "big": "1 to 1",
}


def test_ruleset_loads() -> None:
    """The 2012 final-form Sic Bo chapter is a full edition of 625a, and the craps editions are untouched."""
    rs = spec.ruleset(RID)
    assert ("pa", "625a", "final-form", "", "2012-05-19") == (rs.jurisdiction, rs.chapter, rs.status, rs.derives_from,
                                                              rs.effective)
    assert "seed 000" in rs.source and "125-149" in rs.source
    assert {"pa-623a@2012", "pa-623a@2013p", "pa-623a@2015", RID} <= set(spec.ruleset_ids())


def test_every_numbered_unit_of_the_seed_is_a_clause() -> None:
    """Every section, subsection, paragraph and subparagraph the seed numbers has its own entry; nothing else."""
    assert sorted("pa:" + u for u in SEED_UNITS) == sorted(spec.ruleset(RID).clauses)


def test_every_clause_id_is_well_formed_and_has_its_lead_in() -> None:
    """Ids are pa:625a.N(...), match the loader's pattern, and every level's enclosing unit is present."""
    rs = spec.ruleset(RID)
    for cid, c in rs.clauses.items():
        assert spec.CLAUSE_ID.match(cid), cid
        assert re.fullmatch(r"pa:625a\.[1-7](\([a-z0-9]+\))*", cid), cid
        assert c.parent is None or c.parent in rs, cid
        assert c.kind in ("game", "equipment", "administrative")
        assert c.title.strip() and c.summary.strip(), cid
        assert all(isinstance(v, str) for v in c.numbers.values()), cid
        assert all(r.startswith("pa:625a.") for r in c.refs), cid


def test_every_open_reading_of_the_digest_is_decided() -> None:
    """AMBIG-1 .. AMBIG-15 of the 625a digest each have an option or a fixed reading in spec/sicbo/tables.toml."""
    t = spec.tables("sicbo")
    named = " ".join([o.get("reading", "") for o in t["option"]] + [r["amb"] for r in t["reading"]])
    decided = {int(n) for n in re.findall(r"AMBIG-(\d+)", named)}
    assert [] == [f"AMBIG-{n}" for n in DIGEST_AMBIGS if n not in decided]
    assert decided <= set(DIGEST_AMBIGS)


def test_every_gap_of_the_digest_is_noted_on_a_clause() -> None:
    """GAP-8, -10, -11, -12 and -14 are each recorded in the note of the clause they are about."""
    notes = " ".join(c.note for c in spec.ruleset(RID).clauses.values())
    assert [] == [f"GAP-{n}" for n in DIGEST_GAPS if not re.search(rf"GAP-{n}\b", notes)]


def test_options_and_readings_name_clauses_of_the_edition() -> None:
    """Each option has legal values and a default among them; each fixed reading names a clause and says how."""
    t = spec.tables("sicbo")
    rs = spec.ruleset(RID)
    names = [o["name"] for o in t["option"]]
    assert len(names) == len(set(names))
    for o in t["option"]:
        assert set(o) <= {"name", "kind", "clause", "reading", "values", "default", "summary"}, o
        assert o["kind"] in ("election", "reading"), o
        assert o["clause"] in rs, o
        assert o["summary"].strip()
        assert all(isinstance(v, str) for v in o["values"]), o
        assert o["default"] in o["values"] or o["default"] == "all" or o["values"] == ["amount"], o
    for r in t["reading"]:
        assert set(r) == {"amb", "clause", "reading"}, r
        assert r["clause"] in rs, r
        assert r["reading"].strip()


def test_options_named_in_clause_notes_exist() -> None:
    """A note that sends the reader to 'option X' in tables.toml names an option that is there."""
    names = {o["name"] for o in spec.tables("sicbo")["option"]}
    notes = " ".join(c.note for c in spec.ruleset(RID).clauses.values())
    assert set(re.findall(r"option ([a-z_]+)", notes)) <= names


def test_paytable_matches_the_clause_numbers() -> None:
    """pa:625a.6: the odds in tables.toml are the numbers of pa:625a.6(a) and pa:625a.6(b)(1)-(3), row for row."""
    rs = spec.ruleset(RID)
    pt = spec.tables("sicbo")["paytable"]
    used: set[str] = set()
    for wager, row in pt.items():
        assert row["wager_clause"] in rs and row["odds_clause"] in rs, wager
        if row.get("odds_by") == "total":
            for total, odds in row["odds"].items():
                key = row["key"].format(total=total)
                assert rs[row["odds_clause"]].numbers[key] == odds, (wager, total)
                used.add(key)
        elif row.get("odds_by") == "matching_dice":
            for n, odds in row["odds"].items():
                c = rs[row["odds_clauses"][n]]
                assert c.parent == row["odds_clause"], (wager, n)
                assert (n, odds) == (c.numbers["matches"], c.numbers[row["key"]]), (wager, n)
        else:
            assert rs[row["odds_clause"]].numbers[row["key"]] == row["odds"], wager
            used.add(row["key"])
    assert set(rs["pa:625a.6(a)"].numbers) == used
    assert SEED_ODDS == dict(rs["pa:625a.6(a)"].numbers)


def test_paytable_covers_every_wager_of_625a3_and_fifty_spots() -> None:
    """One entry per wager type (1)-(8); 6 + 6 + 1 + 14 + 15 + 1 + 1 + 6 = 50 layout spots; totals 4-17 only."""
    pt = spec.tables("sicbo")["paytable"]
    assert sorted(f"pa:625a.3({n})" for n in range(1, 9)) == sorted(r["wager_clause"] for r in pt.values())
    assert 50 == sum(int(r["spots"]) for r in pt.values())
    assert [str(t) for t in range(4, 18)] == list(pt["total_value_bet"]["odds"])
    assert len(pt["total_value_bet"]["odds"]) == int(pt["total_value_bet"]["spots"])
    assert 15 == len([(a, b) for a in range(1, 7) for b in range(a + 1, 7)]) == int(pt["two_dice_combination"]["spots"])


@pytest.mark.parametrize("total", range(4, 18))
def test_total_odds_are_symmetric(total: int) -> None:
    """pa:625a.6(a): a total and its mirror (21 - total) are equally likely and pay the same."""
    numbers = spec.ruleset(RID)["pa:625a.6(a)"].numbers
    assert numbers[f"total_{total}"] == numbers[f"total_{21 - total}"]


def test_small_and_big_totals_and_triple_rule() -> None:
    """pa:625a.3(6), (7): Small is 4-10, Big 11-17, both lose on any triple; tables.toml says the same."""
    rs = spec.ruleset(RID)
    pt = spec.tables("sicbo")["paytable"]
    assert ", ".join(str(t) for t in range(4, 11)) == rs["pa:625a.3(6)"].numbers["totals"] == pt["small"]["totals"]
    assert ", ".join(str(t) for t in range(11, 18)) == rs["pa:625a.3(7)"].numbers["totals"] == pt["big"]["totals"]
    assert pt["small"]["triple"].startswith("loses") and pt["big"]["triple"].startswith("loses")


def test_one_of_a_kind_pays_the_number_of_matching_dice() -> None:
    """pa:625a.6(b): the odds equal how many of the three dice show the chosen number."""
    rs = spec.ruleset(RID)
    assert [f"{n} to 1" for n in (1, 2, 3)] == [rs[f"pa:625a.6(b)({r})"].numbers["payout"] for r in ("1", "2", "3")]
