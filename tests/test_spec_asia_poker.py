"""The Asia Poker spec (58 Pa. Code chapter 659a, the 2013 proposal in seed 004) loads, numbers every unit the seed
prints, in order, with its kinds; its payout figures are the seed's; the seed's garbles and the digest's open
questions (asia-poker.md section 8, G-1 to G-21) are recorded in the notes. The round model is croupier.reference.asia_poker.game."""

from __future__ import annotations

import re
from collections import Counter

from croupier import spec
from croupier.reference.money import parse_odds

RID = "pa-659a@2013p"

#: every unit seed 004 prints for chapter 659a (lines ~875-1116), lead-ins included, in the seed's order
SEED_UNITS = [
    "pa:659a.1", "pa:659a.2", "pa:659a.2(a)", "pa:659a.2(b)", "pa:659a.2(b)(1)", "pa:659a.2(b)(2)",
    "pa:659a.2(b)(3)", "pa:659a.2(b)(4)", "pa:659a.2(b)(5)", "pa:659a.2(b)(6)", "pa:659a.2(b)(7)", "pa:659a.2(c)",
    "pa:659a.2(c)(1)", "pa:659a.2(c)(1)(i)", "pa:659a.2(c)(1)(ii)", "pa:659a.2(c)(1)(iii)", "pa:659a.2(c)(2)",
    "pa:659a.2(c)(3)", "pa:659a.2(d)", "pa:659a.2(e)", "pa:659a.3", "pa:659a.3(a)", "pa:659a.3(b)",
    "pa:659a.3(b)(1)", "pa:659a.3(b)(2)", "pa:659a.3(b)(3)", "pa:659a.3(b)(4)", "pa:659a.3(c)", "pa:659a.3(c)(1)",
    "pa:659a.3(c)(2)", "pa:659a.4", "pa:659a.4(a)", "pa:659a.4(b)", "pa:659a.4(c)", "pa:659a.4(d)", "pa:659a.4(e)",
    "pa:659a.5", "pa:659a.5(a)", "pa:659a.5(b)", "pa:659a.5(b)(1)", "pa:659a.5(b)(2)", "pa:659a.5(c)",
    "pa:659a.5(d)", "pa:659a.5(e)", "pa:659a.5(f)", "pa:659a.5(g)", "pa:659a.5(g)(1)", "pa:659a.5(g)(1)(i)",
    "pa:659a.5(g)(1)(ii)", "pa:659a.5(g)(1)(iii)", "pa:659a.5(g)(1)(iv)", "pa:659a.5(g)(2)", "pa:659a.5(g)(3)",
    "pa:659a.5(h)", "pa:659a.6", "pa:659a.6(a)", "pa:659a.6(b)", "pa:659a.6(b)(1)", "pa:659a.6(b)(2)",
    "pa:659a.6(b)(3)", "pa:659a.6(b)(4)", "pa:659a.6(b)(5)", "pa:659a.6(b)(6)", "pa:659a.6(b)(7)", "pa:659a.6(b)(8)",
    "pa:659a.6(b)(9)", "pa:659a.6(c)", "pa:659a.6(d)", "pa:659a.6(d)(1)", "pa:659a.6(d)(2)", "pa:659a.6(d)(3)",
    "pa:659a.6(d)(4)", "pa:659a.6(d)(5)", "pa:659a.6(d)(6)", "pa:659a.6(d)(7)", "pa:659a.6(d)(8)", "pa:659a.6(d)(9)",
    "pa:659a.6(d)(10)", "pa:659a.6(d)(11)", "pa:659a.7", "pa:659a.7(a)", "pa:659a.7(b)", "pa:659a.7(c)",
    "pa:659a.7(d)", "pa:659a.7(e)", "pa:659a.7(f)", "pa:659a.8", "pa:659a.8(a)", "pa:659a.8(b)", "pa:659a.8(c)",
    "pa:659a.8(d)", "pa:659a.8(e)", "pa:659a.8(f)", "pa:659a.9", "pa:659a.9(a)", "pa:659a.9(a)(1)",
    "pa:659a.9(a)(2)", "pa:659a.9(a)(3)", "pa:659a.9(b)", "pa:659a.9(c)", "pa:659a.9(d)", "pa:659a.9(e)",
    "pa:659a.10", "pa:659a.10(a)", "pa:659a.10(a)(1)", "pa:659a.10(a)(2)", "pa:659a.10(b)", "pa:659a.10(c)",
    "pa:659a.10(d)", "pa:659a.10(e)", "pa:659a.11", "pa:659a.11(a)", "pa:659a.11(a)(1)", "pa:659a.11(a)(2)",
    "pa:659a.11(a)(3)", "pa:659a.11(b)", "pa:659a.11(c)", "pa:659a.11(d)", "pa:659a.11(e)", "pa:659a.11(f)",
    "pa:659a.11(f)(1)", "pa:659a.11(f)(1)(i)", "pa:659a.11(f)(1)(ii)", "pa:659a.11(f)(1)(iii)",
    "pa:659a.11(f)(1)(iv)", "pa:659a.11(f)(1)(v)", "pa:659a.11(f)(2)", "pa:659a.11(g)", "pa:659a.11(h)",
    "pa:659a.11(h)(1)", "pa:659a.11(h)(2)", "pa:659a.11(i)", "pa:659a.12", "pa:659a.12(a)", "pa:659a.12(b)",
    "pa:659a.12(c)", "pa:659a.13", "pa:659a.13(a)", "pa:659a.13(b)", "pa:659a.13(c)", "pa:659a.13(d)",
    "pa:659a.13(e)", "pa:659a.13(f)", "pa:659a.13(g)", "pa:659a.13(h)", "pa:659a.13(i)", "pa:659a.13(j)",
    "pa:659a.13(k)", "pa:659a.13(l)", "pa:659a.13(m)", "pa:659a.13(n)",
]
#: the unnumbered definitions of 659a.1, as fragments
DEFINITIONS = [
    "pa:659a.1#copy-hand", "pa:659a.1#high-hand", "pa:659a.1#low-hand", "pa:659a.1#medium-hand",
    "pa:659a.1#setting-the-hands",
]

#: the Bonus paytables of 659a.12(b) as the seed prints them (lines ~1086-1096), rows in the order of 659a.6(d),
#: written out a second time as an independent witness: hand -> (A, B, C)
SEED_BONUS = {
    "three_of_a_kind_and_four_8s": ("5000 to 1", "5000 to 1", "5000 to 1"),
    "five_aces": ("800 to 1", "800 to 1", "800 to 1"),
    "royal_flush": ("200 to 1", "200 to 1", "200 to 1"),
    "natural_straight_flush": ("80 to 1", "50 to 1", "50 to 1"),
    "straight_flush_with_a_joker": ("40 to 1", "40 to 1", "40 to 1"),
    "four_of_a_kind": ("30 to 1", "30 to 1", "25 to 1"),
    "9_high": ("10 to 1", "10 to 1", "10 to 1"),
    "full_house": ("5 to 1", "5 to 1", "5 to 1"),
    "flush": ("4 to 1", "4 to 1", "4 to 1"),
    "three_of_a_kind": ("3 to 1", "3 to 1", "3 to 1"),
    "straight": ("2 to 1", "2 to 1", "2 to 1"),
}

#: extraction damage and typos of the seed: clause -> a phrase its note must quote
SEED_GARBLES = {
    "pa:659a.1": "scrambled",
    "pa:659a.5": "scrambled",
    "pa:659a.10": "scrambled",
    "pa:659a.11": "scrambled",
    "pa:659a.3(c)": "Asia Ride Poker",
    "pa:659a.4(b)": "page break",
    "pa:659a.5(f)": "a by certificate holder",
    "pa:659a.6(b)(9)": "a high hand or a low hand",
    "pa:659a.7(b)": "round of player",
    "pa:659a.9(b)": "page break",
    "pa:659a.10(a)(1)": "closing period",
    "pa:659a.11(a)": "page break",
    "pa:659a.11(g)": "Except as provide",
    "pa:659a.12(b)": "Paytable",
    "pa:659a.12(c)": "escaped dollar",
    "pa:659a.13(k)": "all hand shall be void",
    "pa:659a.13(n)": "dealing show",
}


def test_the_header() -> None:
    """A full edition of a proposed chapter, modelled completely; its source names the rulemaking and the missing
    text."""
    rs = spec.ruleset(RID)
    assert ("pa", "659a", "Asia Poker", "proposed", "", "", "complete") == (
        rs.jurisdiction, rs.chapter, rs.title, rs.status, rs.effective, rs.derives_from, rs.model)
    for phrase in ("seed 004", "125-166", "13-230", "875-1116", "chapter 575", "601a.2", "601a.10", "461a.4",
                   "603a.16"):
        assert phrase in rs.source, phrase
    assert rs.summary.strip()
    assert "pa-659a@2013p" in spec.ruleset_ids()


def test_every_printed_unit_in_its_order() -> None:
    """Every section, subsection, paragraph and subparagraph the seed numbers has its own entry, and nothing else."""
    ids = list(spec.ruleset(RID).clauses)
    assert SEED_UNITS == [c for c in ids if "#" not in c]
    assert DEFINITIONS == [c for c in ids if "#" in c]
    assert 151 == len(SEED_UNITS) and 156 == len(ids)


def test_every_section_is_present_with_its_lead_in() -> None:
    """659a.1 to 659a.13 each have an entry, and every unit's enclosing unit is in the edition."""
    rs = spec.ruleset(RID)
    assert [f"pa:659a.{n}" for n in range(1, 14)] == [c for c in rs.clauses if re.fullmatch(r"pa:659a\.\d+", c)]
    for cid, c in rs.clauses.items():
        assert c.parent is None or c.parent in rs, cid
        assert c.title.strip() and c.summary.strip(), cid
        assert all(r in rs for r in c.refs), cid


def test_clause_count_by_kind() -> None:
    """Game logic (rankings, wagers, dealing, setting, settlement, payouts, irregularities), equipment (table,
    layout, cards, shaker, devices) and the one layout approval."""
    rs = spec.ruleset(RID)
    assert {"game": 110, "equipment": 45, "administrative": 1} == Counter(c.kind for c in rs.clauses.values())
    assert "administrative" == rs["pa:659a.2(b)"].kind
    for cid in ("pa:659a.2", "pa:659a.2(c)(1)(i)", "pa:659a.2(c)(2)", "pa:659a.3(b)", "pa:659a.4", "pa:659a.11(i)",
                "pa:659a.13(l)", "pa:659a.13(n)"):
        assert "equipment" == rs[cid].kind, cid
    for cid in ("pa:659a.1", "pa:659a.3(a)", "pa:659a.5(g)", "pa:659a.6", "pa:659a.7", "pa:659a.11(f)", "pa:659a.12",
                "pa:659a.13(m)"):
        assert "game" == rs[cid].kind, cid


def test_the_bonus_paytables_carry_over_exactly() -> None:
    """659a.12(b): three tables of eleven rows each, named as 659a.6(d) names the hands, at the seed's odds."""
    n = dict(spec.ruleset(RID)["pa:659a.12(b)"].numbers)
    want = {f"{t}_{hand}": odds[i] for hand, odds in SEED_BONUS.items() for i, t in enumerate("abc")}
    assert want == n
    for odds in n.values():
        assert 1 == parse_odds(odds).to


def test_the_bonus_rows_are_the_hands_of_659a6d() -> None:
    """Row (n) of each table is hand 659a.6(d)(n), its title in snake_case."""
    rs = spec.ruleset(RID)
    hands = [re.sub(r"[^a-z0-9]+", "_", rs[f"pa:659a.6(d)({k})"].title.lower()).strip("_") for k in range(1, 12)]
    assert list(SEED_BONUS) == hands
    assert "11" == rs["pa:659a.6(d)"].numbers["hands"]


def test_the_tables_differ_in_two_rows_only() -> None:
    """A, B and C part only on the natural straight flush (80/50/50) and four of a kind (30/30/25)."""
    assert {"natural_straight_flush", "four_of_a_kind"} == {h for h, o in SEED_BONUS.items() if len(set(o)) > 1}


def test_even_money_and_the_payout_cap() -> None:
    """659a.12(a) pays 1 to 1; 659a.12(c)'s optional cap is at least $50,000."""
    rs = spec.ruleset(RID)
    assert "1 to 1" == rs["pa:659a.12(a)"].numbers["payout"]
    assert "$50,000" == rs["pa:659a.12(c)"].numbers["cap_min"]
    assert "pa:659a.12(a)" in rs["pa:659a.11(f)(2)"].refs


def test_spot_figures_match_the_seed() -> None:
    """The deck, the deal, the starting-position devices and the deck-change times, as the seed prints them."""
    n = {cid: dict(c.numbers) for cid, c in spec.ruleset(RID).clauses.items()}
    assert "6" == n["pa:659a.2(a)"]["max_positions"]
    assert ("3", "24") == (n["pa:659a.2(c)(1)(i)"]["dice"], n["pa:659a.2(c)(1)(i)"]["max_hours"])
    assert {"decks": "1", "jokers": "1", "cover_cards": "2"} == n["pa:659a.3(a)"]
    assert ("4", "8") == (n["pa:659a.3(c)(1)"]["max_hours"], n["pa:659a.3(c)(2)"]["max_hours"])
    assert "10" == n["pa:659a.5(c)"]["min_cards_from_top"]
    assert "3" == n["pa:659a.5(g)(1)(i)"]["min_shakes"]
    assert "1 to 7" == n["pa:659a.5(g)(2)"]["range"]
    for s in ("8", "9", "10"):
        assert "4" == n[f"pa:659a.{s}({'d' if s == '8' else 'c'})"]["stub"], s
    assert ("7", "7") == (n["pa:659a.8(c)"]["cards"], n["pa:659a.9(b)"]["cards"])
    assert {"high_cards": "4", "medium_cards": "2", "low_cards": "1"} == n["pa:659a.11(b)"]
    assert ("4", "2", "1") == (n["pa:659a.1#high-hand"]["cards"], n["pa:659a.1#medium-hand"]["cards"],
                               n["pa:659a.1#low-hand"]["cards"])
    assert "9-8-7-6-4-3-2; 9-8-7-5-4-3-2" == n["pa:659a.6(d)(7)"]["sets"]
    assert ("A-2-3-4", "A-K-Q-J") == (n["pa:659a.6(b)(3)"]["highest"], n["pa:659a.6(b)(6)"]["highest"])


def test_seed_garbles_are_recorded_in_the_notes() -> None:
    """Each extraction garble or typo of the seed is quoted in the note of the clause it damages."""
    rs = spec.ruleset(RID)
    assert [] == [cid for cid, phrase in SEED_GARBLES.items() if phrase not in rs[cid].note]


def test_every_gap_of_the_digest_is_noted_on_a_clause() -> None:
    """G-1 to G-21 of asia-poker.md section 8 are each recorded in the note of a clause they are about."""
    notes = " ".join(c.note for c in spec.ruleset(RID).clauses.values())
    assert [] == [f"G-{k}" for k in range(1, 22) if not re.search(rf"\bG-{k}\b", notes)]


def test_the_options_decide_every_open_question_once() -> None:
    """spec/poker/tables.toml: every Asia Poker option and fixed reading cites a clause of 659a; G-1 to G-21 are each
    decided exactly once, by an option's reading or a fixed reading; the options agree with the TableConfig."""
    from croupier.reference.asia_poker.config import check_against_spec

    t = {k: [x for x in v if x["game"] == "asia_poker"] for k, v in spec.tables("poker").items()}
    rs = spec.ruleset(RID)
    assert t["option"] and t["reading"]
    for o in t["option"]:
        assert o["clause"] in rs, o["name"]
        assert o["kind"] in ("election", "reading") and (o["kind"] == "election") == ("reading" not in o), o["name"]
        assert o["default"] in o["values"] or o["values"] in (["count"], ["amount"]), o["name"]
        assert f"Default {o['default']}" in o["summary"], o["name"]
    for r in t["reading"]:
        assert r["clause"] in rs and len(r["reading"]) > 80, r["amb"]
    decided = [o["reading"] for o in t["option"] if "reading" in o] + [r["amb"] for r in t["reading"]]
    assert len(decided) == len(set(decided))
    assert sorted(decided, key=lambda g: int(g[2:])) == [f"G-{k}" for k in range(1, 22)]
    assert {"G-7", "G-9", "G-11", "G-12"} == {o["reading"] for o in t["option"] if "reading" in o}
    assert [] == check_against_spec()
