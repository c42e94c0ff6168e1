"""The Blackjack spec (58 Pa. Code chapter 633a, the 2013 proposal in seed 004) loads, numbers every unit the seed
prints, in order; its model is ``partial`` (issue 9: the side wagers modelled, the base game options not in the sources);
tables.toml decides every open question of the digest (BJ-A01 to A18) once and agrees with the TableConfig."""

from __future__ import annotations

from croupier import spec

RID = "pa-633a@2013p"

#: every unit seed 004 prints for chapter 633a, lead-ins included, in the seed's order (definitions apart)
SEED_UNITS = [
    "pa:633a.1", "pa:633a.2", "pa:633a.2(b)", "pa:633a.2(b)(13)", "pa:633a.2(b)(14)", "pa:633a.2(b)(15)",
    "pa:633a.2(b)(16)", "pa:633a.2(c)", "pa:633a.2(d)", "pa:633a.2(d)(1)", "pa:633a.2(d)(2)", "pa:633a.6",
    "pa:633a.6(e)", "pa:633a.6(e)(10)", "pa:633a.6(e)(11)", "pa:633a.6(e)(12)", "pa:633a.6(f)", "pa:633a.7",
    "pa:633a.7(g)", "pa:633a.7(g)(8)", "pa:633a.7(g)(9)", "pa:633a.7(g)(10)", "pa:633a.7(g)(10)(i)",
    "pa:633a.7(g)(10)(i)(A)", "pa:633a.7(g)(10)(i)(B)", "pa:633a.7(g)(10)(ii)", "pa:633a.7(g)(10)(ii)(A)",
    "pa:633a.7(g)(10)(ii)(B)", "pa:633a.7(g)(10)(ii)(C)", "pa:633a.7(h)", "pa:633a.7(o)", "pa:633a.7(o)(2)",
    "pa:633a.7(o)(2)(i)", "pa:633a.7(o)(2)(ii)", "pa:633a.7(o)(2)(ii)(A)", "pa:633a.7(o)(2)(ii)(B)",
    "pa:633a.7(o)(2)(ii)(C)", "pa:633a.7(o)(3)", "pa:633a.7(o)(3)(i)", "pa:633a.7(o)(3)(i)(A)",
    "pa:633a.7(o)(3)(i)(B)", "pa:633a.7(o)(3)(i)(C)", "pa:633a.7(o)(3)(i)(D)", "pa:633a.7(o)(3)(ii)",
    "pa:633a.7(o)(3)(ii)(A)", "pa:633a.7(o)(3)(ii)(B)", "pa:633a.7(o)(3)(ii)(C)", "pa:633a.7(p)", "pa:633a.13",
    "pa:633a.13(m)", "pa:633a.13(m)(1)", "pa:633a.13(m)(2)", "pa:633a.13(n)", "pa:633a.13(n)(1)",
    "pa:633a.13(n)(2)", "pa:633a.13(o)",
]
#: the definitions of 633a.1 the seed prints, as fragments
DEFINITIONS = [
    "pa:633a.1#ace-king-suited", "pa:633a.1#any-20", "pa:633a.1#triple-match", "pa:633a.1#two-card-straight",
    "pa:633a.1#two-card-straight-flush",
]


def test_every_printed_unit_in_its_order() -> None:
    ids = list(spec.ruleset(RID).clauses)
    assert SEED_UNITS == [c for c in ids if "#" not in c]
    assert DEFINITIONS == [c for c in ids if "#" in c]


def test_the_header() -> None:
    rs = spec.ruleset(RID)
    assert ("pa", "633a", "proposed", "", "", "partial") == (rs.jurisdiction, rs.chapter, rs.status, rs.effective,
                                                          rs.derives_from, rs.model)

def test_only_printed_units_and_no_base_game() -> None:
    """The seed prints the 2013 amendments only: no unit of the base game's unprinted sections is in the file."""
    sections = {cid.split(":")[1].split("(")[0].split("#")[0] for cid in spec.ruleset(RID).clauses}
    assert {"633a.1", "633a.2", "633a.6", "633a.7", "633a.13"} == sections


def test_the_options_decide_every_open_question_once() -> None:
    """Every 633a option and fixed reading cites a clause of the chapter; BJ-A01 (the base game) is decided by the
    options whose values are not in the sources, BJ-A19 (the elided odds of the printed side wagers) by the odds
    options and one fixed reading, every other BJ-A once; the options agree with the TableConfig."""
    from croupier.reference.blackjack.config import NOT_IN_SOURCES, ODDS_NOT_IN_SOURCES, check_against_spec

    t = {k: [x for x in v if x["game"] == "blackjack"] for k, v in spec.tables("blackjack").items()}
    rs = spec.ruleset("pa-633a@2013p")
    for o in t["option"]:
        assert o["clause"] in rs, o["name"]
        assert o["kind"] in ("election", "reading") and (o["kind"] == "election") == ("reading" not in o), o["name"]
        assert (o.get("reading") == "BJ-A01") == (o["name"] in NOT_IN_SOURCES), o["name"]
        assert (o.get("reading") == "BJ-A19") == (o["name"] in ODDS_NOT_IN_SOURCES), o["name"]
        if o["name"] in NOT_IN_SOURCES:
            assert "not in the sources" in o["summary"] and "assumption" in o["summary"], o["name"]
        if o["name"] in ODDS_NOT_IN_SOURCES:
            assert o["summary"].startswith("Odds not in the sources"), o["name"]
    for r in t["reading"]:
        assert r["clause"] in rs and len(r["reading"]) > 80, r["amb"]
    decided = {o["reading"] for o in t["option"] if "reading" in o} | {r["amb"] for r in t["reading"]}
    once = [o["reading"] for o in t["option"] if "reading" in o and o["reading"] not in ("BJ-A01", "BJ-A19")] + [
        r["amb"] for r in t["reading"]]
    assert len(once) == len(set(once))
    assert sorted(decided) == [f"BJ-A{n:02d}" for n in range(1, 21)]
    assert [] == check_against_spec()
