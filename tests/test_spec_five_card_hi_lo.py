"""The Five Card Hi-Lo spec (58 Pa. Code chapter 663a, the 2013 proposal in seed 004) loads, numbers every unit the
seed prints, in order, with its kinds; its payout figures are the seed's ('to' and 'for' as printed); the seed's
garbles, the coverage list's one extraction artefact and the digest's open questions (five-card-hi-lo.md section 7,
G-1 to G-17) are recorded in the notes. The round model is croupier.reference.five_card_hi_lo.game (model =
"complete")."""

from __future__ import annotations

import re
from collections import Counter

from croupier import spec
from croupier.reference.money import parse_odds

RID = "pa-663a@2013p"

#: every unit seed 004 prints for chapter 663a (lines 1302-1527), lead-ins included, in the seed's order; 663a.11(l)
#: is the subsection the seed prints as '(1)'
SEED_UNITS = [
    "pa:663a.1", "pa:663a.2", "pa:663a.2(a)", "pa:663a.2(b)", "pa:663a.2(b)(1)", "pa:663a.2(b)(2)",
    "pa:663a.2(b)(3)", "pa:663a.2(b)(4)", "pa:663a.2(b)(5)", "pa:663a.2(b)(6)", "pa:663a.2(b)(7)", "pa:663a.2(c)",
    "pa:663a.2(d)", "pa:663a.3", "pa:663a.3(a)", "pa:663a.3(b)", "pa:663a.3(b)(1)", "pa:663a.3(b)(2)",
    "pa:663a.3(b)(3)", "pa:663a.3(b)(4)", "pa:663a.3(c)", "pa:663a.3(c)(1)", "pa:663a.3(c)(2)", "pa:663a.4",
    "pa:663a.4(a)", "pa:663a.4(b)", "pa:663a.4(c)", "pa:663a.4(d)", "pa:663a.4(e)", "pa:663a.5", "pa:663a.5(a)",
    "pa:663a.5(b)", "pa:663a.5(c)", "pa:663a.5(c)(1)", "pa:663a.5(c)(2)", "pa:663a.5(d)", "pa:663a.5(e)",
    "pa:663a.5(f)", "pa:663a.5(g)", "pa:663a.6", "pa:663a.6(a)", "pa:663a.6(b)", "pa:663a.6(b)(1)",
    "pa:663a.6(b)(2)", "pa:663a.6(b)(3)", "pa:663a.6(b)(4)", "pa:663a.6(b)(5)", "pa:663a.6(b)(6)",
    "pa:663a.6(b)(7)", "pa:663a.6(b)(8)", "pa:663a.6(b)(9)", "pa:663a.7", "pa:663a.7(a)", "pa:663a.7(b)",
    "pa:663a.7(c)", "pa:663a.7(d)", "pa:663a.7(e)", "pa:663a.7(e)(1)", "pa:663a.7(e)(2)", "pa:663a.7(f)",
    "pa:663a.8", "pa:663a.8(a)", "pa:663a.8(b)", "pa:663a.8(c)", "pa:663a.8(d)", "pa:663a.8(e)", "pa:663a.8(f)",
    "pa:663a.8(g)", "pa:663a.8(h)", "pa:663a.9", "pa:663a.9(a)", "pa:663a.9(a)(1)", "pa:663a.9(a)(2)",
    "pa:663a.9(a)(3)", "pa:663a.9(b)", "pa:663a.9(c)", "pa:663a.9(d)", "pa:663a.9(e)", "pa:663a.9(f)",
    "pa:663a.10", "pa:663a.10(a)", "pa:663a.10(a)(1)", "pa:663a.10(a)(2)", "pa:663a.10(b)", "pa:663a.10(c)",
    "pa:663a.10(d)", "pa:663a.10(e)", "pa:663a.10(f)", "pa:663a.11", "pa:663a.11(a)", "pa:663a.11(a)(1)",
    "pa:663a.11(a)(2)", "pa:663a.11(a)(3)", "pa:663a.11(b)", "pa:663a.11(b)(1)", "pa:663a.11(b)(2)",
    "pa:663a.11(c)", "pa:663a.11(d)", "pa:663a.11(e)", "pa:663a.11(f)", "pa:663a.11(g)", "pa:663a.11(g)(1)",
    "pa:663a.11(g)(2)", "pa:663a.11(g)(3)", "pa:663a.11(g)(3)(i)", "pa:663a.11(g)(3)(ii)", "pa:663a.11(h)",
    "pa:663a.11(i)", "pa:663a.11(j)", "pa:663a.11(j)(1)", "pa:663a.11(j)(1)(i)", "pa:663a.11(j)(1)(ii)",
    "pa:663a.11(j)(2)", "pa:663a.11(j)(2)(i)", "pa:663a.11(j)(2)(ii)", "pa:663a.11(k)", "pa:663a.11(l)",
    "pa:663a.12", "pa:663a.12(a)", "pa:663a.12(b)", "pa:663a.12(c)", "pa:663a.12(d)", "pa:663a.13",
    "pa:663a.13(a)", "pa:663a.13(b)", "pa:663a.13(c)", "pa:663a.13(d)", "pa:663a.13(e)", "pa:663a.13(f)",
]
#: the unnumbered definitions of 663a.1, as fragments
DEFINITIONS = ["pa:663a.1#high-hand", "pa:663a.1#low-hand", "pa:663a.1#setting-the-hands"]

#: the Ante Bonus paytables of 663a.12(b) as the seed prints them (lines 1488-1495), written out a second time as an
#: independent witness: hand -> (A, B, C, D); 'for 1' as printed, the comma of '1,000' dropped
SEED_ANTE_BONUS = {
    "four_aces_and_one_2": ("1000 for 1", "500 for 1", "200 for 1", "100 for 1"),
    "four_aces": ("100 for 1", "50 for 1", "50 for 1", "50 for 1"),
    "three_aces": ("10 for 1", "5 for 1", "5 for 1", "5 for 1"),
}
#: the Tie paytable of 663a.12(c) (lines 1499-1502): its hand column is lost, so rows are keyed by position
SEED_TIE = {"row_1": "4 to 1", "row_2": "4 to 1", "row_3": "20 to 1"}
#: the Poker Bonus paytables of 663a.12(d) (lines 1506-1516): hand -> (A, B), None where the seed leaves the cell empty
SEED_POKER_BONUS = {
    "royal_flush": ("250 to 1", "500 to 1"),
    "straight_flush": ("50 to 1", "100 to 1"),
    "four_of_a_kind": ("25 to 1", "40 to 1"),
    "full_house": ("15 to 1", "15 to 1"),
    "flush": ("10 to 1", "8 to 1"),
    "straight": ("8 to 1", "6 to 1"),
    "three_of_a_kind": ("5 to 1", "4 to 1"),
    "two_pair": ("3 to 1", "3 to 1"),
    "pair_of_7s_or_better": ("1 to 1", None),
    "pair_of_6s_or_better": (None, "1 to 1"),
}

#: extraction damage and typos of the seed: clause -> a phrase its note must quote
SEED_GARBLES = {
    "pa:663a.2(b)": "page break",
    "pa:663a.5(e)": "stray '- ' bullet",
    "pa:663a.6(a)": "face cards",
    "pa:663a.6(b)": "cites '663a.7(e)'",
    "pa:663a.7(a)": "page break",
    "pa:663a.7(e)(2)": "'pay table'",
    "pa:663a.8(b)": "LaTeX",
    "pa:663a.8(c)": "stray '- ' bullet",
    "pa:663a.9(c)": "manual dealing shoe",
    "pa:663a.10": "wraps",
    "pa:663a.10(f)": "page break",
    "pa:663a.11(f)": "page break",
    "pa:663a.11(k)": "closing period",
    "pa:663a.11(l)": "'(1)'",
    "pa:663a.12(b)": "Paytable",
    "pa:663a.12(c)": "hand column",
    "pa:663a.12(d)": "Paytable",
}

#: the digest's open questions (five-card-hi-lo.md section 7) -> the clauses whose notes must name each
GAPS = {
    "G-1": ["pa:663a.6(a)"],
    "G-2": ["pa:663a.11(d)"],
    "G-3": ["pa:663a.11(e)"],
    "G-4": ["pa:663a.11(e)", "pa:663a.6(a)"],
    "G-5": ["pa:663a.11(c)", "pa:663a.11(h)"],
    "G-6": ["pa:663a.12(b)", "pa:663a.11(h)"],
    "G-7": ["pa:663a.12(c)", "pa:663a.11(j)(1)(i)"],
    "G-8": ["pa:663a.12(d)", "pa:663a.6(b)(9)", "pa:663a.7(e)(2)"],
    "G-9": ["pa:663a.11(j)(1)(i)", "pa:663a.7(e)(1)"],
    "G-10": ["pa:663a.9(c)"],
    "G-11": ["pa:663a.13(a)", "pa:663a.8(g)", "pa:663a.8(h)"],
    "G-12": ["pa:663a.13"],
    "G-13": ["pa:663a.6(b)", "pa:663a.11(j)(2)"],
    "G-14": ["pa:663a.7(a)", "pa:663a.11(b)"],
    "G-15": ["pa:663a.7(f)"],
    "G-16": ["pa:663a.8(f)", "pa:663a.9(d)", "pa:663a.10(d)"],
    "G-17": ["pa:663a.5(c)", "pa:663a.4(e)"],
}


def test_the_header() -> None:
    """A full edition of a proposed chapter, modelled (croupier.reference.five_card_hi_lo); its source names the
    rulemaking and the missing text."""
    rs = spec.ruleset(RID)
    assert ("pa", "663a", "Five Card Hi-Lo", "proposed", "", "", "complete") == (
        rs.jurisdiction, rs.chapter, rs.title, rs.status, rs.effective, rs.derives_from, rs.model)
    for phrase in ("seed 004", "125-166", "13-230", "1302-1527", "chapter 579", "601a.2", "601a.10", "461a.4",
                   "603a.16", "G-1 to G-17"):
        assert phrase in rs.source, phrase
    assert rs.summary.strip()
    assert RID in spec.ruleset_ids()


def test_every_printed_unit_in_its_order() -> None:
    """Every section, subsection, paragraph and subparagraph the seed numbers has its own entry, and nothing else."""
    ids = list(spec.ruleset(RID).clauses)
    assert SEED_UNITS == [c for c in ids if "#" not in c]
    assert DEFINITIONS == [c for c in ids if "#" in c]
    assert 129 == len(SEED_UNITS) and 132 == len(ids)


def test_every_section_is_present_with_its_lead_in() -> None:
    """663a.1 to 663a.13 each have an entry, and every unit's enclosing unit is in the edition."""
    rs = spec.ruleset(RID)
    assert [f"pa:663a.{n}" for n in range(1, 14)] == [c for c in rs.clauses if re.fullmatch(r"pa:663a\.\d+", c)]
    for cid, c in rs.clauses.items():
        assert c.parent is None or c.parent in rs, cid
        assert c.title.strip() and c.summary.strip(), cid
        assert all(r in rs for r in c.refs), cid


def test_the_ocr_l_is_subsection_l_not_a_paragraph_of_k() -> None:
    """The seed prints 663a.11(l) as '(1)'; the coverage list counts it as 663a.11(k)(1), which does not exist. The
    entry is (l), and its note says why the other id is an artefact."""
    rs = spec.ruleset(RID)
    assert "pa:663a.11(k)(1)" not in rs and "pa:663a.11(l)" in rs
    assert not [c for c in rs.clauses if c.startswith("pa:663a.11(k)(")]
    note = rs["pa:663a.11(l)"].note
    assert "663a.11(k)(1)" in note and "clause-ids.json" in note and "artefact" in note


def test_clause_count_by_kind() -> None:
    """Game logic (values, rankings, wagers, dealing, settlement, payouts, irregularities), equipment (table, layout,
    cards, shuffling devices, discards) and the one layout approval."""
    rs = spec.ruleset(RID)
    assert {"game": 93, "equipment": 38, "administrative": 1} == Counter(c.kind for c in rs.clauses.values())
    assert "administrative" == rs["pa:663a.2(b)"].kind
    for cid in ("pa:663a.2", "pa:663a.3", "pa:663a.3(b)", "pa:663a.4", "pa:663a.5(b)", "pa:663a.5(e)",
                "pa:663a.5(g)", "pa:663a.8(a)", "pa:663a.8(c)", "pa:663a.9(a)(1)", "pa:663a.10(a)(1)",
                "pa:663a.11(l)", "pa:663a.13(d)", "pa:663a.13(f)"):
        assert "equipment" == rs[cid].kind, cid
    for cid in ("pa:663a.1", "pa:663a.3(a)", "pa:663a.5", "pa:663a.5(d)", "pa:663a.6", "pa:663a.7", "pa:663a.8(f)",
                "pa:663a.11(g)", "pa:663a.12", "pa:663a.13", "pa:663a.13(e)"):
        assert "game" == rs[cid].kind, cid


def test_the_ante_bonus_paytables_carry_over_exactly() -> None:
    """663a.12(b): four tables of three rows each, 'for 1' as printed, each row above the next."""
    n = dict(spec.ruleset(RID)["pa:663a.12(b)"].numbers)
    assert {f"{t}_{hand}": odds[i] for hand, odds in SEED_ANTE_BONUS.items() for i, t in enumerate("abcd")} == n
    assert all(re.fullmatch(r"[0-9]+ for 1", v) for v in n.values())
    for t in "abcd":
        rows = [int(n[f"{t}_{hand}"].split()[0]) for hand in SEED_ANTE_BONUS]
        assert rows == sorted(rows, reverse=True) and len(set(rows)) == 3, t


def test_the_tie_paytable_carries_over_exactly() -> None:
    """663a.12(c): three unlabelled rows, 4, 4 and 20 to 1."""
    n = dict(spec.ruleset(RID)["pa:663a.12(c)"].numbers)
    assert SEED_TIE == n
    assert [4, 4, 20] == [parse_odds(v).pays for v in n.values()]


def test_the_poker_bonus_paytables_carry_over_exactly() -> None:
    """663a.12(d): two tables, A with the pair-of-7s row and B with the pair-of-6s row, every other row in both, at
    the seed's odds, each row paying less than the one above."""
    n = dict(spec.ruleset(RID)["pa:663a.12(d)"].numbers)
    want = {f"{t}_{hand}": odds[i] for hand, odds in SEED_POKER_BONUS.items() for i, t in enumerate("ab")
            if odds[i] is not None}
    assert want == n and 18 == len(n)
    for t in "ab":
        rows = [parse_odds(v) for k, v in n.items() if k.startswith(f"{t}_")]
        assert all(1 == o.to for o in rows)
        pays = [o.pays for o in rows]
        assert pays == sorted(set(pays), reverse=True), t


def test_the_poker_bonus_rows_are_the_hands_of_663a6b() -> None:
    """Rows 1 to 7 of 663a.12(d) are hands 663a.6(b)(1) to (7), titles in snake_case; (8) is 'Two pairs' there and
    'Two pair' in the table; (9) is the pair whose threshold depends on the table."""
    rs = spec.ruleset(RID)
    hands = [re.sub(r"[^a-z0-9]+", "_", rs[f"pa:663a.6(b)({k})"].title.lower()).strip("_") for k in range(1, 10)]
    assert list(SEED_POKER_BONUS)[:7] == hands[:7]
    assert "two_pairs" == hands[7] and "Two pair" in rs["pa:663a.6(b)(8)"].note
    assert "9" == rs["pa:663a.6(b)"].numbers["hands"]
    assert "6s; 7s" == rs["pa:663a.6(b)(9)"].numbers["min_pair"]


def test_even_money_and_no_cap() -> None:
    """663a.12(a) pays Ante and Play 1 to 1; no clause fixes a payout cap."""
    rs = spec.ruleset(RID)
    assert "1 to 1" == rs["pa:663a.12(a)"].numbers["payout"]
    assert "pa:663a.12(a)" in rs["pa:663a.11(g)(1)"].refs
    assert not [cid for cid, c in rs.clauses.items() if any(k.startswith("cap") for k in c.numbers)]


def test_spot_figures_match_the_seed() -> None:
    """The table, the deck, the cut, the deal, the stub counts and the setting rules, as the seed prints them."""
    n = {cid: dict(c.numbers) for cid, c in spec.ruleset(RID).clauses.items()}
    assert "6" == n["pa:663a.2(a)"]["max_positions"]
    assert "2" == n["pa:663a.2(b)(4)"]["areas"]
    assert {"decks": "1", "cover_cards": "1"} == n["pa:663a.3(a)"]
    assert "2" == n["pa:663a.3(b)"]["decks"]
    assert ("4", "8") == (n["pa:663a.3(c)(1)"]["max_hours"], n["pa:663a.3(c)(2)"]["max_hours"])
    assert "52" == n["pa:663a.5(b)"]["cards"]
    assert "10" == n["pa:663a.5(d)"]["min_cards_from_top"]
    assert {"jack_queen_king": "10", "ace_in_high_hand": "11", "ace_in_low_hand": "1"} == n["pa:663a.6(a)"]
    assert "2" == n["pa:663a.7(f)"]["max_places"]
    for deal in ("pa:663a.8(d)", "pa:663a.9(b)", "pa:663a.10(b)"):
        assert "5" == n[deal]["cards"], deal
    for count, right, wrong in (("8(f)", "8(g)", "8(h)"), ("9(d)", "9(e)", "9(f)"), ("10(d)", "10(e)", "10(f)")):
        assert ("5", "52") == (n[f"pa:663a.{count}"]["count_every_rounds"], n[f"pa:663a.{count}"]["cards"])
        assert "52" == n[f"pa:663a.{right}"]["cards"]
        assert ("5", "52") == (n[f"pa:663a.{wrong}"]["cards"], n[f"pa:663a.{wrong}"]["deck"])
    assert ("3", "2", "5") == (n["pa:663a.1#high-hand"]["cards"], n["pa:663a.1#low-hand"]["cards"],
                               n["pa:663a.1#setting-the-hands"]["cards"])
    assert ("3", "2", "1") == (n["pa:663a.11(d)"]["high_cards"], n["pa:663a.11(d)"]["low_cards"],
                               n["pa:663a.11(d)"]["max_aces_low"])
    assert "4" == n["pa:663a.11(e)"]["aces_exception"]
    assert "3" == n["pa:663a.11(h)"]["min_aces"]
    assert "1" == n["pa:663a.13(a)"]["max_face_up"]


def test_the_setting_example_adds_up_by_the_point_values() -> None:
    """663a.11(d)'s example (ace, jack, 10, 9, 2 set as J-10-9 high and A-2 low; five-card-hi-lo.md PV-1) totals 29
    and 3 by the values of 663a.6(a)."""
    rs = spec.ruleset(RID)
    v = rs["pa:663a.6(a)"].numbers
    high = int(v["jack_queen_king"]) + 10 + 9
    low = int(v["ace_in_low_hand"]) + 2
    ex = rs["pa:663a.11(d)"].numbers
    assert (str(high), str(low)) == (ex["example_high_total"], ex["example_low_total"]) == ("29", "3")


def test_seed_garbles_are_recorded_in_the_notes() -> None:
    """Each extraction garble or typo of the seed is quoted in the note of the clause it damages."""
    rs = spec.ruleset(RID)
    assert [] == [cid for cid, phrase in SEED_GARBLES.items() if phrase not in rs[cid].note]


def test_every_gap_of_the_digest_is_noted_on_its_clauses() -> None:
    """G-1 to G-17 of five-card-hi-lo.md section 7 are each recorded in the notes of the clauses they are about, and
    the notes name no other gap."""
    rs = spec.ruleset(RID)
    assert [f"G-{k}" for k in range(1, 18)] == list(GAPS)
    assert [] == [(g, cid) for g, cids in GAPS.items() for cid in cids if not re.search(rf"\bG-{g[2:]}\b", rs[cid].note)]
    named = {int(m) for c in rs.clauses.values() for m in re.findall(r"\bG-(\d+)\b", c.note)}
    assert set(range(1, 18)) == named
