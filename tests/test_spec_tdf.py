"""The Three Dice Football spec (58 Pa. Code ch. 661a, 2013 proposal) loads, numbers every unit of the seed, decides
every open question of the digest, and its paytable and field facts in tables.toml agree with the clause numbers."""

from __future__ import annotations

import re
from itertools import product

import pytest

from croupier import spec

RID = "pa-661a@2013p"

#: Every unit the seed numbers in Annex A, chapter 661a (seed 004, lines ~1117-1302), lead-ins included; the
#: unnumbered definitions of 661a.1 as fragments.
SEED_UNITS = (
    "661a.1",
    "661a.1#defensive-die", "661a.1#down", "661a.1#extra-point-roll", "661a.1#offensive-dice", "661a.1#penalty",
    "661a.1#quarterback", "661a.1#stickperson", "661a.1#touchdown", "661a.1#triple", "661a.1#trips-td",
    "661a.1#turnover",
    "661a.2", "661a.2(a)", "661a.2(b)", "661a.2(b)(1)", "661a.2(b)(2)", "661a.2(b)(3)", "661a.2(b)(4)",
    "661a.2(b)(5)", "661a.2(b)(5)(i)", "661a.2(b)(5)(ii)", "661a.2(b)(5)(iii)", "661a.2(b)(5)(iv)",
    "661a.2(b)(5)(v)", "661a.2(b)(5)(vi)", "661a.2(b)(5)(vii)", "661a.2(b)(6)", "661a.2(c)",
    "661a.3", "661a.3(a)", "661a.3(b)", "661a.3(b)(1)", "661a.3(b)(2)", "661a.3(b)(3)", "661a.3(b)(3)(i)",
    "661a.3(b)(3)(ii)", "661a.3(b)(4)", "661a.3(b)(5)", "661a.3(b)(6)", "661a.3(b)(6)(i)", "661a.3(b)(6)(ii)",
    "661a.3(b)(6)(iii)", "661a.3(b)(6)(iv)", "661a.3(b)(6)(v)", "661a.3(b)(6)(vi)", "661a.3(c)",
    "661a.3(d)", "661a.3(d)(1)", "661a.3(d)(2)", "661a.3(d)(3)", "661a.3(d)(4)", "661a.3(d)(5)", "661a.3(d)(6)",
    "661a.3(d)(7)", "661a.3(d)(8)", "661a.3(e)",
    "661a.4", "661a.4(a)", "661a.4(b)", "661a.4(c)", "661a.4(d)",
    "661a.5", "661a.5(a)", "661a.5(b)", "661a.5(c)", "661a.5(c)(1)", "661a.5(c)(2)", "661a.5(c)(3)",
    "661a.5(c)(4)", "661a.5(c)(5)", "661a.5(c)(6)", "661a.5(d)", "661a.5(e)", "661a.5(f)", "661a.5(g)", "661a.5(h)",
    "661a.6", "661a.6(a)", "661a.6(b)", "661a.6(c)", "661a.6(c)(1)", "661a.6(c)(2)", "661a.6(c)(3)",
    "661a.6(c)(4)", "661a.6(c)(5)", "661a.6(d)", "661a.6(e)", "661a.6(e)(1)", "661a.6(e)(2)", "661a.6(f)",
    "661a.6(f)(1)", "661a.6(f)(2)", "661a.6(g)",
    "661a.7", "661a.7(a)", "661a.7(b)",
    "661a.8", "661a.8(a)", "661a.8(b)",
)

#: The Three Dice Football provision of another chapter this ruleset carries: the floorperson span of 465a.35(c)(13).
OTHER_UNITS = ("465a.35(c)(13)",)
#: The other Three Dice Football additions of the same rulemaking (seed lines ~129-280), whose home is the controls
#: rulesets: the units that name the game, plus 603a.13(f), the choice among the three inspection alternatives.
MOVED_UNITS = {
    "pa-465a@2013p": ("465a.9(c)(2)(ii)", "465a.35(b)(3)", "465a.35(c)(1)(vi)"),
    "pa-603a@2013p": ("603a.13(f)", "603a.13(f)(1)(ii)", "603a.13(f)(1)(iii)(B)", "603a.13(f)(2)(i)(B)",
                      "603a.13(f)(2)(iii)(D)", "603a.13(f)(2)(v)(A)", "603a.13(f)(3)(iv)(A)"),
}

#: The AMBIG-Tn and GAP-Tn items of /work/shared/spec-notes/three-dice-football.md section 5 (there is no T4).
DIGEST_AMBIGS = (1, 2, 3, 5, 6, 7, 10, 14, 19)
DIGEST_GAPS = (8, 11, 12, 20)
#: The NOTE-Tn items that still decide how the model reads the text (T24, the damaged source, is in the clause notes).
DIGEST_NOTES = (9, 13, 15, 16, 17, 18, 21, 22, 23)

#: Extraction damage the digest (section 0) and the seed show: clause -> a phrase its note must quote.
SEED_GARBLES = {
    "pa:661a.1": "scrambled",
    "pa:661a.2": "scrambled",
    "pa:661a.5": "scrambled",
    "pa:661a.6": "scrambled",
    "pa:661a.7": "scrambled",
    "pa:661a.1#offensive-dice": "Quarter-",
    "pa:661a.1#touchdown": "end of the",
    "pa:661a.2(b)(2)": "(relating to",
    "pa:661a.6(a)": "no full stop",
    "pa:661a.7(b)": "one of the red die",
    "pa:661a.8(a)": "Game Change",
    "pa:661a.8(b)": "Paytable",
}

#: 661a.8 as printed in the seed (names normalised to 661a.3's), written out a third time as an independent witness.
SEED_PAYOUTS = {
    "touchdown": "1 to 1",
    "defense": "4 to 5",
    "extra_point_one_1": "1 to 1",
    "extra_point_two_1s": "10 to 1",
    "extra_point_three_1s": "50 to 1",
    "extra_point_other_triple": "10 to 1",
    "quick_strike_td_play_1": "8 to 1",
    "quick_strike_td_play_2": "5 to 1",
    "quick_strike_td_play_3": "3 to 1",
    "quick_strike_td_play_4": "1 to 1",
    "game_changer": "5 to 1",
    "game_length_1": "22 to 1",
    "game_length_2": "22 to 1",
    "game_length_3": "6 to 5",
    "game_length_4": "5 to 1",
    "game_length_5": "3 to 1",
    "game_length_6": "6 to 1",
    "trips_td": "30 to 1",
    "penalty": "9 to 1",
    "turnover": "60 to 1",
    "cover_three": "7 to 1",
    "no_gain": "5 to 1",
    "big_play": "4 to 1",
    "over_four_yards_gain": "1 to 1",
    "over_four_yards_trips_td": "7 to 1",
    "under_four_yards": "1 to 1",
}


def test_ruleset_loads() -> None:
    """The 2013 proposal is a full edition of 661a with a complete model (croupier.reference.tdf), and the other
    games' editions are untouched."""
    rs = spec.ruleset(RID)
    assert ("pa", "661a", "proposed", "", "", "complete") == (rs.jurisdiction, rs.chapter, rs.status, rs.derives_from,
                                                          rs.effective, rs.model)
    assert "seed 004" in rs.source and "125-166" in rs.source and "13-230" in rs.source
    assert {"pa-623a@2012", "pa-623a@2013p", "pa-623a@2015", "pa-625a@2012", RID} <= set(spec.ruleset_ids())


def test_every_numbered_unit_of_the_seed_is_a_clause() -> None:
    """Every section, subsection, paragraph and subparagraph of 661a, each definition, and 465a.35(c)(13) has its own
    entry; nothing else."""
    assert sorted("pa:" + u for u in SEED_UNITS + OTHER_UNITS) == sorted(spec.ruleset(RID).clauses)
    assert 100 == len(SEED_UNITS) and 1 == len(OTHER_UNITS)


def test_other_additions_for_the_game_have_one_home_in_the_controls_rulesets() -> None:
    """The Three Dice Football additions to 465a and 603a other than 465a.35(c)(13) are each in one ruleset, its
    chapter's controls ruleset, and say what they do for the game."""
    for rid, units in MOVED_UNITS.items():
        for u in units:
            cid = "pa:" + u
            assert (rid,) == spec.editions_of(cid), cid
            c = spec.ruleset(rid)[cid]
            assert "Three Dice Football" in c.summary + c.note, cid
    assert (RID,) == spec.editions_of("pa:465a.35(c)(13)")


def test_every_clause_id_is_well_formed_and_has_its_lead_in() -> None:
    """Ids match the loader's pattern; every 661a level's enclosing unit is present; refs stay in the edition."""
    rs = spec.ruleset(RID)
    for cid, c in rs.clauses.items():
        assert spec.CLAUSE_ID.match(cid), cid
        if cid.startswith("pa:661a."):
            assert re.fullmatch(r"pa:661a\.[1-8]((\([a-z0-9]+\))*|#[a-z0-9-]+)", cid), cid
            assert c.parent is None or c.parent in rs, cid
        else:
            assert cid.removeprefix("pa:") in OTHER_UNITS, cid
            assert c.kind in ("equipment", "administrative"), cid
        assert c.kind in ("game", "equipment", "administrative")
        assert c.title.strip() and c.summary.strip(), cid
        assert all(isinstance(v, str) for v in c.numbers.values()), cid
        assert all(r in rs for r in c.refs), cid


def test_other_chapter_provisions_state_what_they_add_for_the_game() -> None:
    """465a and 603a entries are about Three Dice Football: each summary names it."""
    rs = spec.ruleset(RID)
    for u in OTHER_UNITS:
        assert "Three Dice Football" in rs["pa:" + u].summary, u


def test_seed_garbles_are_recorded_in_the_notes() -> None:
    """Each extraction garble of the seed is recorded in the note of the clause it damages."""
    rs = spec.ruleset(RID)
    assert [] == [cid for cid, phrase in SEED_GARBLES.items() if phrase not in rs[cid].note]


def test_every_open_reading_of_the_digest_is_decided() -> None:
    """AMBIG-Tn and GAP-Tn of the 661a digest each have an option or a fixed reading in spec/tdf/tables.toml, and
    the NOTE-Tn items that decide a reading have a fixed reading."""
    t = spec.tables("tdf")
    named = " ".join([o.get("reading", "") for o in t["option"]] + [r["amb"] for r in t["reading"]])
    for kind, wanted in (("AMBIG", DIGEST_AMBIGS), ("GAP", DIGEST_GAPS), ("NOTE", DIGEST_NOTES)):
        decided = {int(n) for n in re.findall(rf"{kind}-T(\d+)\b", named)}
        assert [] == [f"{kind}-T{n}" for n in wanted if n not in decided]
        assert decided <= set(wanted), kind


def test_every_ambig_and_gap_of_the_digest_is_noted_on_a_clause() -> None:
    """Each AMBIG-Tn and GAP-Tn is also recorded in the note of a clause it is about."""
    notes = " ".join(c.note for c in spec.ruleset(RID).clauses.values())
    missing = [f"AMBIG-T{n}" for n in DIGEST_AMBIGS if not re.search(rf"AMBIG-T{n}\b", notes)]
    missing += [f"GAP-T{n}" for n in DIGEST_GAPS if not re.search(rf"GAP-T{n}\b", notes)]
    assert [] == missing


def test_options_and_readings_name_clauses_of_the_edition() -> None:
    """Each option has legal values and a default among them; each fixed reading names a clause and says how. The
    clause is in 661a, or (the dice inspection alternative, the sealed set size, GAP-T20) in 603a.13(f) of
    pa-603a@2013p."""
    t = spec.tables("tdf")
    rs = spec.ruleset(RID)
    names = [o["name"] for o in t["option"]]
    assert len(names) == len(set(names))
    for o in t["option"]:
        assert set(o) <= {"name", "kind", "clause", "reading", "values", "default", "summary"}, o
        assert o["kind"] in ("election", "reading"), o
        assert (o["kind"] == "reading") == ("reading" in o), o
        assert o["clause"] in rs or o["clause"] in spec.ruleset("pa-603a@2013p"), o
        assert o["summary"].strip()
        assert all(isinstance(v, str) for v in o["values"]), o
        assert o["default"] in o["values"] or o["default"] == "all" or o["values"] == ["amount"], o
    for r in t["reading"]:
        assert set(r) == {"amb", "clause", "reading"}, r
        assert r["clause"] in rs or r["clause"] in spec.ruleset("pa-603a@2013p"), r
        assert r["reading"].strip()


def test_options_named_in_clause_notes_exist() -> None:
    """A note that sends the reader to 'option X' in tables.toml names an option that is there."""
    names = {o["name"] for o in spec.tables("tdf")["option"]}
    notes = " ".join(c.note for c in spec.ruleset(RID).clauses.values())
    named = set(re.findall(r"options? ([a-z_]+)(?: and ([a-z_]+))?", notes))
    assert {n for pair in named for n in pair if n} <= names


def test_digest_defaults_for_the_drive() -> None:
    """The two readings every wager's coherence rests on default as the digest says: the goal series starts when the
    10 is reached, and a gain landing on the 0 scores."""
    opts = {o["name"]: o for o in spec.tables("tdf")["option"]}
    assert "reset_on_reaching_10" == opts["goal_series_mode"]["default"]
    assert ("pa:661a.6(e)", "AMBIG-T1") == (opts["goal_series_mode"]["clause"], opts["goal_series_mode"]["reading"])
    assert "reach_zero" == opts["touchdown_threshold"]["default"]
    assert ("pa:661a.1#touchdown", "AMBIG-T2") == (opts["touchdown_threshold"]["clause"],
                                                   opts["touchdown_threshold"]["reading"])


def _paytable_rates() -> dict[str, tuple[str, str]]:
    """Every rate of tables.toml's paytable: numbers key -> (odds clause, odds)."""
    out: dict[str, tuple[str, str]] = {}
    for wager, row in spec.tables("tdf")["paytable"].items():
        if "odds_by" in row:
            for n, odds in row["odds"].items():
                out[row["key"].format(n=n)] = (row["odds_clause"], odds)
        else:
            assert "{" not in row["key"], wager
            out[row["key"]] = (row["odds_clause"], row["odds"])
    return out


def test_paytable_matches_the_clause_numbers() -> None:
    """pa:661a.8: the odds in tables.toml are the numbers of pa:661a.8(a) and (b), row for row, and nothing else."""
    rs = spec.ruleset(RID)
    rates = _paytable_rates()
    for key, (clause, odds) in rates.items():
        assert rs[clause].numbers[key] == odds, key
    full = {k for k, (c, _) in rates.items() if c == "pa:661a.8(a)"}
    single = {k for k, (c, _) in rates.items() if c == "pa:661a.8(b)"}
    assert set(rs["pa:661a.8(a)"].numbers) == full
    assert set(rs["pa:661a.8(b)"].numbers) == single


def test_paytable_matches_the_seed() -> None:
    """The independent transcription of 661a.8 agrees with the clause numbers and with tables.toml."""
    rs = spec.ruleset(RID)
    assert SEED_PAYOUTS == {**rs["pa:661a.8(a)"].numbers, **rs["pa:661a.8(b)"].numbers}
    assert SEED_PAYOUTS == {k: odds for k, (_, odds) in _paytable_rates().items()}


def test_paytable_covers_every_wager_of_661a3() -> None:
    """One row per wager type: (b)(1)-(6) full game, (d)(1)-(8) single play; sub-wagers map to their clauses."""
    rs = spec.ruleset(RID)
    pt = spec.tables("tdf")["paytable"]
    full = sorted(f"pa:661a.3(b)({n})" for n in range(1, 7))
    single = sorted(f"pa:661a.3(d)({n})" for n in range(1, 9))
    assert full == sorted(r["wager_clause"] for r in pt.values() if r["group"] == "full_game")
    assert single == sorted(r["wager_clause"] for r in pt.values() if r["group"] == "single_play")
    assert {o["name"] for o in spec.tables("tdf")["option"]} >= {"offered"}
    offered = next(o for o in spec.tables("tdf")["option"] if o["name"] == "offered")
    assert sorted(offered["values"]) == sorted(pt)
    gl = pt["game_length"]
    assert [str(n) for n in range(1, 7)] == list(gl["odds"]) == list(gl["wager_clauses"])
    for n, cid in gl["wager_clauses"].items():
        assert rs[cid].parent == gl["wager_clause"] and rs[cid].numbers["plays"] == n
    assert ["1", "2", "3", "4"] == list(pt["quick_strike_td"]["odds"])
    assert "4" == rs["pa:661a.3(b)(4)"].numbers["max_downs"]
    for case, cid in pt["extra_point"]["wager_clauses"].items():
        assert rs[cid].parent == pt["extra_point"]["wager_clause"], case


def test_field_facts_match_the_clause_numbers() -> None:
    """Each field fact in tables.toml is the number of the clause it names."""
    rs = spec.ruleset(RID)
    for name, f in spec.tables("tdf")["field"].items():
        assert rs[f["clause"]].numbers[f["key"]] == f["value"], name
    assert "1 to 23" == rs["pa:661a.2(b)(4)"].numbers["yard_labels"]
    assert ("20", "10", "3", "3") == (rs["pa:661a.6(a)"].numbers["start_yard"], rs["pa:661a.6(e)"].numbers["goal_yard_line"],
                                      rs["pa:661a.6(e)"].numbers["downs"], rs["pa:661a.6(e)(2)"].numbers["goal_downs"])


def _classify(g1: int, g2: int, r: int) -> tuple[str, int]:
    """661a.1, 661a.6(c): the class of one valid throw and its dice yards (green total minus the red die)."""
    o = g1 + g2
    if g1 == g2 == r:
        return "trips_td", o - r
    if r == 6 and o in (2, 3):
        return "turnover", o - r
    return ("gain" if o > r else "penalty" if o < r else "no_gain"), o - r


#: 661a.3(d): when each single play wager wins, from the class and the dice yards of the throw.
SINGLE_PLAY_WINS = {
    "trips_td": lambda c, y: c == "trips_td",
    "penalty": lambda c, y: c in ("penalty", "turnover"),
    "turnover": lambda c, y: c == "turnover",
    "cover_three": lambda c, y: c in ("trips_td", "penalty", "turnover"),
    "no_gain": lambda c, y: c in ("no_gain", "penalty", "turnover"),
    "big_play": lambda c, y: (c == "gain" and y >= 7) or c == "trips_td",
    "over_four_yards": lambda c, y: (c == "gain" and y >= 5) or c == "trips_td",
    "under_four_yards": lambda c, y: (c == "gain" and y <= 3) or c in ("no_gain", "penalty", "turnover"),
}


def test_single_play_ways_agree_with_the_dice() -> None:
    """The ways of each single play row are the winning throws among the 216, counted from the 661a.3(d) rules."""
    pt = spec.tables("tdf")["paytable"]
    throws = [_classify(*d) for d in product(range(1, 7), repeat=3)]
    assert {"trips_td": 6, "turnover": 3, "penalty": 17, "no_gain": 15, "gain": 175} == {
        k: sum(1 for c, _ in throws if c == k) for k in ("trips_td", "turnover", "penalty", "no_gain", "gain")}
    for wager, wins in SINGLE_PLAY_WINS.items():
        assert int(pt[wager]["ways"]) == sum(1 for c, y in throws if wins(c, y)), wager


@pytest.mark.parametrize("wager", sorted(SINGLE_PLAY_WINS))
def test_single_play_wagers_keep_a_house_edge(wager: str) -> None:
    """pa:661a.8(b): every single play rate pays less than the fair price of its wager."""
    from fractions import Fraction

    pt = spec.tables("tdf")["paytable"]
    throws = [_classify(*d) for d in product(range(1, 7), repeat=3)]

    def rate(odds: str) -> Fraction:
        x, y = odds.split(" to ")
        return Fraction(int(x), int(y))

    row = pt[wager]
    if wager == "over_four_yards":
        ret = sum(1 + rate(row["odds"]["trips_td" if c == "trips_td" else "gain"]) for c, y in throws
                  if SINGLE_PLAY_WINS[wager](c, y))
    else:
        ret = sum(1 + rate(row["odds"]) for c, y in throws if SINGLE_PLAY_WINS[wager](c, y))
    assert ret < 216, wager
