"""The poker variants of the 2013 proposal in seed 004 (lines 744-871): chapter 637a Poker, of which the seed prints the
amended 637a.6(c) and (d) and the new 637a.19 (Five-card Omaha), 637a.20 (Triple Draw) and 637a.21 (Badugi), and
chapter 649a Three Card Poker, of which it prints fragments of 649a.6 and 649a.12 (637a has a round model, model =
"complete"; 649a is clauses only, model = "none"): every unit the seed numbers, in order, with its kind; the figures
as printed; the unprinted text each depends on named in the header, never invented; the seed's garbles and the
digest's open questions (poker-variants.md section 6, P-1 to P-21, and the round model's P-22 to P-26) recorded in
the notes."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from croupier import spec

POKER = "pa-637a@2013p"
TCP = "pa-649a@2013p"

#: the lead-in, button, blind, straddle, deal, betting and showdown units the three new 637a sections share, in order
_ROUND = ["", "(a)", "(b)", "(c)", "(c)(1)", "(c)(1)(i)", "(c)(1)(ii)", "(c)(2)", "(d)", "(e)", "(f)", "(g)", "(h)",
          "(i)", "(j)", "(k)"]

#: every unit seed 004 prints for chapter 637a (lines 744-855), lead-ins included, in the seed's order
SEED_UNITS_637A = (
    ["pa:637a.6", "pa:637a.6(c)", "pa:637a.6(d)"]
    + [f"pa:637a.19{u}" for u in _ROUND]
    + [f"pa:637a.19{u}" for u in ("(k)(1)", "(k)(2)", "(k)(2)(i)", "(k)(2)(ii)", "(k)(2)(iii)", "(k)(2)(iv)", "(l)",
                                  "(l)(1)", "(l)(2)", "(l)(3)")]
    + [f"pa:637a.20{u}" for u in _ROUND]
    + [f"pa:637a.20{u}" for u in ("(k)(1)", "(k)(2)", "(k)(3)", "(k)(3)(i)", "(k)(3)(ii)", "(k)(3)(iii)", "(k)(4)",
                                  "(k)(4)(i)", "(k)(4)(ii)", "(k)(4)(iii)", "(l)", "(l)(1)", "(l)(1)(i)",
                                  "(l)(1)(ii)", "(l)(2)", "(l)(2)(i)", "(l)(2)(ii)")]
    + [f"pa:637a.21{u}" for u in _ROUND]
    + [f"pa:637a.21{u}" for u in ("(k)(1)", "(k)(2)", "(k)(3)", "(k)(4)", "(k)(5)")]
)
#: every unit seed 004 prints for chapter 649a (lines 857-871), in the seed's order
SEED_UNITS_649A = ["pa:649a.6", "pa:649a.6(d)", "pa:649a.6(d)(8)", "pa:649a.6(e)", "pa:649a.12", "pa:649a.12(g)",
                   "pa:649a.12(g)(1)", "pa:649a.12(g)(2)"]

#: the figures each clause fixes, written out a second time from the seed as an independent witness; a clause not
#: listed fixes none
SEED_NUMBERS = {
    "pa:637a.6(c)": {"low_order": "ace, 2, 3, 4, 5, 6, 7, 8, 9, 10, jack, queen, king",
                     "triple_draw_2_7_order": "2, 3, 4, 5, 6, 7, 8, 9, 10, jack, queen, king, ace"},
    "pa:637a.6(d)": {"cards": "5"},
    "pa:637a.19(a)": {"variants": "2"},
    "pa:637a.19(b)": {"max_players": "8"},
    "pa:637a.19(c)(1)(ii)": {"cards": "1"},
    "pa:637a.19(e)": {"max_straddles": "1"},
    "pa:637a.19(f)": {"cards": "5"},
    "pa:637a.19(g)": {"cards": "5"},
    "pa:637a.19(h)": {"burn": "1", "community_cards": "3"},
    "pa:637a.19(i)": {"burn": "1", "community_cards": "4"},
    "pa:637a.19(j)": {"burn": "1", "community_cards": "5"},
    "pa:637a.19(k)": {"hand_cards": "5", "hole_cards_used": "2", "community_cards_used": "3"},
    "pa:637a.19(k)(1)": {"cards": "5"},
    "pa:637a.19(k)(2)(i)": {"share": "1/2", "max_excess": "$1"},
    "pa:637a.19(k)(2)(ii)": {"max_excess": "$1"},
    "pa:637a.19(k)(2)(iii)": {"max_excess": "$1"},
    "pa:637a.19(k)(2)(iv)": {"suit_order": "spades, hearts, diamonds, clubs"},
    "pa:637a.19(l)": {"qualifier": "eight or better"},
    "pa:637a.19(l)(1)": {"excluded_ranks": "9, 10, jack, queen, king"},
    "pa:637a.19(l)(2)": {"hands": "2", "hole_cards_used": "2", "community_cards_used": "3"},
    "pa:637a.20(b)": {"max_players": "7"},
    "pa:637a.20(c)(1)(ii)": {"cards": "1"},
    "pa:637a.20(e)": {"max_straddles": "1"},
    "pa:637a.20(f)": {"cards": "5"},
    "pa:637a.20(g)": {"cards": "5"},
    "pa:637a.20(h)": {"burn": "1", "betting_round": "2"},
    "pa:637a.20(i)": {"burn": "1", "betting_round": "3"},
    "pa:637a.20(j)": {"burn": "1", "betting_round": "4"},
    "pa:637a.20(k)": {"cards": "5"},
    "pa:637a.20(k)(2)": {"max_excess": "$1"},
    "pa:637a.20(k)(3)(ii)": {"best_hand": "7-5-4-3-2"},
    "pa:637a.20(k)(4)(ii)": {"best_hand": "5-4-3-2-A"},
    "pa:637a.20(l)(1)(i)": {"share": "1/2", "badugi_cards": "4", "of_cards": "5", "best_badugi": "2, 3, 4, 5"},
    "pa:637a.20(l)(1)(ii)": {"max_excess": "$1"},
    "pa:637a.20(l)(2)(i)": {"share": "1/2", "badugi_cards": "4", "of_cards": "5", "best_badugi": "ace, 2, 3, 4"},
    "pa:637a.20(l)(2)(ii)": {"max_excess": "$1"},
    "pa:637a.21(b)": {"max_players": "9"},
    "pa:637a.21(c)(1)(ii)": {"cards": "1"},
    "pa:637a.21(e)": {"max_straddles": "1"},
    "pa:637a.21(f)": {"cards": "4"},
    "pa:637a.21(g)": {"cards": "4"},
    "pa:637a.21(h)": {"burn": "1", "betting_round": "2"},
    "pa:637a.21(i)": {"burn": "1", "betting_round": "3"},
    "pa:637a.21(j)": {"burn": "1", "betting_round": "4"},
    "pa:637a.21(k)(1)": {"cards": "4", "best_badugi": "ace, 2, 3, 4"},
    "pa:637a.21(k)(2)": {"cards": "3"},
    "pa:637a.21(k)(3)": {"cards": "2"},
    "pa:637a.21(k)(4)": {"cards": "1"},
    "pa:637a.21(k)(5)": {"max_excess": "$1"},
    "pa:649a.6(d)(8)": {"cards": "6", "ranks": "ace, king, queen, jack, 10, 9", "paytable": "E"},
    "pa:649a.6(e)": {"cards": "3", "ranks": "ace, king, queen"},
    "pa:649a.12(g)(1)": {"min_odds": "5 to 1"},
    "pa:649a.12(g)(2)": {"min_odds": "40 to 1"},
}

#: extraction damage, typos and elision marks of the seed: clause -> a phrase its note must quote
SEED_GARBLES = {
    "pa:637a.6": "lone '*'",
    "pa:637a.6(c)": "'low hand Poker'",
    "pa:637a.6(d)": "page break",
    "pa:637a.19": "list item",
    "pa:637a.19(c)": "'in accordance with following procedures'",
    "pa:637a.20(c)": "'in accordance with following procedures'",
    "pa:637a.21(c)": "'in accordance with following procedures'",
    "pa:637a.19(k)(2)(iii)": "'under \\$ 601a.2'",
    "pa:637a.19(l)": "without a colon",
    "pa:637a.20(g)": "page break",
    "pa:637a.20(h)": "'the second betting round'",
    "pa:637a.21(h)": "'the second betting round'",
    "pa:637a.20(l)(2)(i)": "'\\$637a.6(c)\\$'",
    "pa:637a.21(e)": "page break",
    "pa:637a.21(k)": "'rakings'",
    "pa:637a.21(k)(2)": "no main verb",
    "pa:637a.21(k)(3)": "'than the player'",
    "pa:637a.21(k)(4)": "'than the player with the lowest card'",
    "pa:649a.6": "no '* * * * *' marks",
    "pa:649a.6(d)": "lone '*'",
    "pa:649a.12": "list item",
}

#: the digest's open questions (poker-variants.md section 6) -> the clauses whose notes must name each
GAPS = {
    "P-1": ["pa:637a.6", "pa:637a.6(d)", "pa:637a.19(k)(1)", "pa:637a.20(k)", "pa:637a.20(k)(1)",
            "pa:637a.20(k)(3)(iii)", "pa:637a.20(k)(4)(iii)"],
    "P-2": ["pa:637a.6(c)", "pa:637a.6(d)", "pa:637a.20(k)(3)"],
    "P-3": ["pa:637a.20(l)(1)(i)"],
    "P-4": ["pa:637a.20(l)(1)(i)", "pa:637a.20(l)(2)(i)"],
    "P-5": ["pa:637a.20(l)"],
    "P-6": ["pa:637a.21(k)(1)"],
    "P-7": ["pa:637a.19(l)", "pa:637a.21(k)"],
    "P-8": ["pa:637a.19(k)(2)(ii)"],
    "P-9": ["pa:637a.19(k)(2)(iii)"],
    "P-10": ["pa:637a.19(k)(2)", "pa:637a.19(k)(2)(i)", "pa:637a.19(k)(2)(ii)", "pa:637a.19(k)(2)(iii)",
             "pa:637a.20(k)(2)", "pa:637a.21(k)(5)"],
    "P-11": ["pa:637a.19(e)", "pa:637a.20(e)", "pa:637a.21(e)"],
    "P-12": ["pa:637a.19(c)(1)(ii)", "pa:637a.20(c)(1)(ii)", "pa:637a.21(c)(1)(ii)"],
    "P-13": ["pa:637a.19(k)", "pa:637a.20(k)", "pa:637a.21(k)"],
    "P-14": ["pa:637a.19(b)", "pa:637a.19(l)(3)", "pa:637a.20(b)", "pa:637a.21(b)"],
    "P-15": ["pa:637a.20(h)", "pa:637a.21(h)"],
    "P-16": ["pa:637a.21(k)(3)", "pa:637a.21(k)(4)"],
    "P-17": ["pa:637a.19", "pa:637a.20", "pa:637a.21"],
    "P-18": ["pa:649a.6(e)"],
    "P-19": ["pa:649a.6(d)", "pa:649a.6(d)(8)"],
    "P-20": ["pa:649a.12(g)"],
    "P-21": ["pa:637a.19(b)", "pa:637a.19(l)(3)"],
}
#: which ruleset each gap's clauses belong to: P-18 to P-20 are Three Card Poker's
_TCP_GAPS = {"P-18", "P-19", "P-20"}


def _units(rid: str) -> list[str]:
    return list(spec.ruleset(rid).clauses)


@pytest.mark.parametrize("rid, chapter, title, model", [(POKER, "637a", "Poker", "complete"),
                                                         (TCP, "649a", "Three Card Poker", "none")])
def test_the_header(rid: str, chapter: str, title: str, model: str) -> None:
    """A proposal of which the seed prints only amendments, as pa-633a@2013p: no base edition in any seed, so no
    derives_from; 637a's three games are modelled, 649a's fragments are clauses only."""
    rs = spec.ruleset(rid)
    assert ("pa", chapter, title, "proposed", "", "", model) == (
        rs.jurisdiction, rs.chapter, rs.title, rs.status, rs.effective, rs.derives_from, rs.model)
    for phrase in ("seed 004", "125-166", "13-230", "601a.2", "poker-variants.md", "never invent"):
        assert phrase in rs.source, (rid, phrase)
    assert rs.summary.strip()


def test_the_637a_header_names_the_missing_text() -> None:
    """What 637a.6 and 637a.19 to 637a.21 depend on but the seed does not print: 637a.1 to 637a.5, 637a.6(a) and (b)
    (the high ranking the low ranking inverts), 637a.7 to 637a.18, the Kill mechanics, betting structure, rake and
    irregularities; and the lines it comes from."""
    src = spec.ruleset(POKER).source
    for phrase in ("744-855", "line 760", "637a.1 to 637a.5", "637a.6(a)", "637a.6(b)", "637a.7 to 637a.18",
                   "Kill and Half-kill", "betting structure", "rake", "irregularity", "'[Straights]'", "'[hand]'",
                   "P-1", "P-14", "P-17", "P-21", "42 Pa.B. 2686"):
        assert phrase in src, phrase


def test_the_649a_header_names_the_missing_text() -> None:
    """649a.6(a) to (c) with the three-card ranking, the Six Card Bonus hands (d)(1) to (7), 649a.7(d)(5), and every
    paytable of 649a.12(a) to (f), paytable E among them."""
    src = spec.ruleset(TCP).source
    for phrase in ("857-871", "line 43", "(a) to (c)", "(d)(1) to (7)", "649a.7(d)(5)", "(a) to (f)", "paytable E",
                   "649a.1 to 649a.5", "649a.8 to 649a.11", "P-18 to P-20"):
        assert phrase in src, phrase


def test_every_printed_unit_in_its_order() -> None:
    """Every section, subsection, paragraph and subparagraph the seed numbers has its own entry, and nothing else."""
    assert SEED_UNITS_637A == _units(POKER)
    assert SEED_UNITS_649A == _units(TCP)
    assert (83, 8) == (len(SEED_UNITS_637A), len(SEED_UNITS_649A))


@pytest.mark.parametrize("rid, sections", [(POKER, {"637a.6", "637a.19", "637a.20", "637a.21"}),
                                           (TCP, {"649a.6", "649a.12"})])
def test_only_printed_units_and_their_enclosing_units(rid: str, sections: set[str]) -> None:
    """No unit of an elided section or subsection is in the file (no 637a.6(a) or (b), no 649a.6(b), no paytable of
    649a.12(a)-(f)); every unit's enclosing unit is; every entry has a title, a summary and resolvable refs."""
    rs = spec.ruleset(rid)
    assert sections == {cid.split(":")[1].split("(")[0] for cid in rs.clauses}
    for cid, c in rs.clauses.items():
        assert c.parent is None or c.parent in rs, cid
        assert c.title.strip() and c.summary.strip(), cid
        assert all(r in rs for r in c.refs), cid
    for absent in ("pa:637a.6(a)", "pa:637a.6(b)", "pa:649a.6(b)", "pa:649a.6(d)(1)", "pa:649a.12(b)",
                   "pa:649a.12(d)", "pa:649a.12(f)"):
        assert absent not in rs, absent


def test_the_ocr_l_is_subsection_l() -> None:
    """637a.19(l) is printed '(l)' in this seed; no paragraph (k)(3) of 637a.19 stands in for it, and its note says the
    digest's '(1)' misprint is not there."""
    rs = spec.ruleset(POKER)
    assert "pa:637a.19(l)" in rs and not [c for c in rs.clauses if c.startswith("pa:637a.19(k)(3)")]
    assert "no such misprint" in rs["pa:637a.19(l)"].note


def test_clause_count_by_kind() -> None:
    """Everything printed is game logic (flow of play, hand ranking, pot division, payouts), but for the Kill option's
    filing and posting in 637a.19(l)(3)."""
    assert {"game": 82, "administrative": 1} == Counter(c.kind for c in spec.ruleset(POKER).clauses.values())
    assert "administrative" == spec.ruleset(POKER)["pa:637a.19(l)(3)"].kind
    assert {"game": 8} == Counter(c.kind for c in spec.ruleset(TCP).clauses.values())


def test_the_figures_carry_over_exactly() -> None:
    """Every clause's numbers are the seed's, clause for clause, and no other clause has numbers."""
    got = {cid: dict(c.numbers) for rid in (POKER, TCP) for cid, c in spec.ruleset(rid).clauses.items() if c.numbers}
    assert SEED_NUMBERS == got


def test_the_three_games_differ_only_where_the_seed_does() -> None:
    """637a.19-21 are worded alike in (a) to (g): the player limit (8, 7, 9) and the cards dealt (5, 5, 4) are what
    differ; each has one burn before each of three board or draw steps and four betting rounds in all."""
    rs = spec.ruleset(POKER)
    n = {cid: c.numbers for cid, c in rs.clauses.items()}
    assert ["8", "7", "9"] == [n[f"pa:637a.{s}(b)"]["max_players"] for s in (19, 20, 21)]
    assert ["5", "5", "4"] == [n[f"pa:637a.{s}(f)"]["cards"] for s in (19, 20, 21)]
    for s in (19, 20, 21):
        assert n[f"pa:637a.{s}(f)"]["cards"] == n[f"pa:637a.{s}(g)"]["cards"]
        assert "1" == n[f"pa:637a.{s}(e)"]["max_straddles"] == n[f"pa:637a.{s}(c)(1)(ii)"]["cards"]
        assert ["1", "1", "1"] == [n[f"pa:637a.{s}({u})"]["burn"] for u in "hij"]
        assert rs[f"pa:637a.{s}(c)(1)(i)"].summary == rs["pa:637a.19(c)(1)(i)"].summary
    assert ["2", "3", "4"] == [n[f"pa:637a.20({u})"]["betting_round"] for u in "hij"]
    assert ["2", "3", "4"] == [n[f"pa:637a.21({u})"]["betting_round"] for u in "hij"]
    assert ["3", "4", "5"] == [n[f"pa:637a.19({u})"]["community_cards"] for u in "hij"]


def test_every_odd_amount_is_capped_at_one_dollar() -> None:
    """Each rule placing a pot's odd amount caps it at $1: Omaha's three, Triple Draw's tie and split-pot rules,
    Badugi's tie rule."""
    rs = spec.ruleset(POKER)
    capped = [cid for cid, c in rs.clauses.items() if "max_excess" in c.numbers]
    assert ["pa:637a.19(k)(2)(i)", "pa:637a.19(k)(2)(ii)", "pa:637a.19(k)(2)(iii)", "pa:637a.20(k)(2)",
            "pa:637a.20(l)(1)(ii)", "pa:637a.20(l)(2)(ii)", "pa:637a.21(k)(5)"] == capped
    assert {"$1"} == {rs[cid].numbers["max_excess"] for cid in capped}


def test_the_low_orders() -> None:
    """637a.6(c): ace best for low, king worst; Triple Draw 2-7 moves the ace to the bottom. The best hands of 637a.20
    and 637a.21 follow: 7-5-4-3-2 with the ace high only, 5-4-3-2-A and A-2-3-4 with it low; Badeucey's 2-3-4-5 is
    P-3."""
    n = spec.ruleset(POKER)["pa:637a.6(c)"].numbers
    low, deuce = n["low_order"].split(", "), n["triple_draw_2_7_order"].split(", ")
    assert 13 == len(low) == len(set(low)) and sorted(low) == sorted(deuce)
    assert deuce == low[1:] + low[:1]
    assert ("ace", "king") == (low[0], low[-1])
    rs = spec.ruleset(POKER)
    assert "ace, 2, 3, 4" == rs["pa:637a.21(k)(1)"].numbers["best_badugi"] == \
        rs["pa:637a.20(l)(2)(i)"].numbers["best_badugi"]
    assert ", ".join(deuce[:4]) == rs["pa:637a.20(l)(1)(i)"].numbers["best_badugi"]


def test_the_mini_royal_floors() -> None:
    """649a.12(g): at least 5 to 1 in the table of (b), 40 to 1 in that of (d); 649a.6(e) defines the hand it pays."""
    rs = spec.ruleset(TCP)
    assert ("5 to 1", "40 to 1") == (rs["pa:649a.12(g)(1)"].numbers["min_odds"],
                                     rs["pa:649a.12(g)(2)"].numbers["min_odds"])
    assert "pa:649a.6(e)" in rs["pa:649a.12(g)"].refs and "pa:649a.12(g)" in rs["pa:649a.6(e)"].refs


def test_seed_garbles_are_recorded_in_the_notes() -> None:
    """Each extraction garble, typo or reduced elision mark of the seed is quoted in the note of the clause it
    damages."""
    notes = {cid: c.note for rid in (POKER, TCP) for cid, c in spec.ruleset(rid).clauses.items()}
    assert [] == [cid for cid, phrase in SEED_GARBLES.items() if phrase not in notes[cid]]


#: the round model's own readings (spec/poker/tables.toml), beyond the digest's: named on the clauses they concern
ROUND_READINGS = {"P-22": ["pa:637a.20(h)"], "P-23": ["pa:637a.19(c)(2)"], "P-24": ["pa:637a.20(h)"],
                  "P-25": ["pa:637a.19(g)"], "P-26": ["pa:637a.21(k)(5)"]}


def test_every_gap_of_the_digest_is_noted_on_its_clauses() -> None:
    """P-1 to P-21 of poker-variants.md section 6 are each recorded in the notes of the clauses they are about, and
    the round model's readings P-22 to P-26 on theirs; each ruleset's notes name its own gaps and no others."""
    assert [f"P-{k}" for k in range(1, 22)] == list(GAPS)
    for rid in (POKER, TCP):
        rs = spec.ruleset(rid)
        mine = {g for g in GAPS if (g in _TCP_GAPS) == (rid == TCP)} | (set(ROUND_READINGS) if rid == POKER else set())
        assert [] == [(g, cid) for g in mine for cid in {**GAPS, **ROUND_READINGS}[g]
                      if not re.search(rf"\b{g}\b", rs[cid].note)]
        named = {f"P-{m}" for c in rs.clauses.values() for m in re.findall(r"\bP-(\d+)\b", c.note)}
        assert mine == named, rid
