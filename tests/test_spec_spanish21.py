"""The Spanish 21 spec (58 Pa. Code temporary chapter 551 of 2010) loads, numbers every unit of the seed, carries
the chapter's paytables exactly, and declares its model complete; the 2013 edition replaces 551.11(a) with 635a.10(a)
and nothing else; tables.toml decides every open question of the digest (S21-A01 to A22) once, and agrees with
the model's TableConfig."""

from __future__ import annotations

import attrs

from croupier import spec
from .test_spec_paigow import _units

RID = "pa-551@2010t"

#: every unit seed 002 numbers in temporary chapter 551 (lines ~1192-1536), lead-ins included; the four definitions
#: of 551.1 as fragments. 551.5(h)(2)(i) and (ii) are sub-paragraphs of (h)(2), not subsections (i) and (ii)
SEED_UNITS_551 = (
    ["pa:551.1"] + [f"pa:551.1#{t}" for t in ("blackjack", "card-reader-device", "hard-total", "soft-total")]
    + _units("551.2", "a b b1 b2 b2i b2ii c c1 c2 c3 c4 c5 d e f f1 f2 g g1 g2")
    + _units("551.3", "a b b1 b2 b3")
    + _units("551.4", "a b c")
    + _units("551.5", "a b b1 b2 b3 b4 c d e f g h h1 h2 h2i h2ii")
    + _units("551.6", "a b b1 b2 b3 b4 c d e e1 e2 f g g1 g2 g3 g4 g5 g6 g7 h i j k k1 k2")
    + _units("551.7", "a b b1 b2 c c1 c2 d e e1 e2 f")
    + _units("551.8", "a b c d d1 d2 d3 d4 e f g h i j j1 j2 j3 k l")
    + _units("551.9", "a a1 a2 b")
    + _units("551.10", "a b c d e")
    + _units("551.11", "a b c d")
    + _units("551.12", "a b c d e")
    + _units("551.13", "a a1 a2 b c")
    + _units("551.14", "")
    + _units("551.15", "")
    + _units("551.16", "a b c d e f g h i j k l l1 l2 m")
)


def test_every_unit_of_the_seed_in_its_order() -> None:
    assert SEED_UNITS_551 == list(spec.ruleset(RID).clauses)


def test_the_header() -> None:
    rs = spec.ruleset(RID)
    assert ("pa", "551", "temporary", "", "complete") == (rs.jurisdiction, rs.chapter, rs.status, rs.derives_from,
                                                           rs.model)


def test_the_paytables_carry_over_exactly() -> None:
    """551.3(a) 48-card decks; 551.6(f) 3 to 2 and 1 to 1; the bonuses of 551.6(g)(1)-(7); the Super Bonus of
    551.6(h); the least Match-The-Dealer odds of 551.7(e) for six and eight decks."""
    n = {cid: dict(c.numbers) for cid, c in spec.ruleset(RID).clauses.items()}
    assert "48" == n["pa:551.3(a)"]["cards"] and "6, 8" == n["pa:551.3(a)"]["decks"]
    assert {"blackjack": "3 to 2", "other_wins": "1 to 1"} == n["pa:551.6(f)"]
    assert "1 to 1" == n["pa:551.6(g)"]["doubled_payout"]
    assert [("3 to 2",), ("2 to 1", "3 to 1"), ("3 to 2",), ("2 to 1", "3 to 1"), ("3 to 2",), ("2 to 1",),
            ("3 to 1",)] == [tuple(v for k, v in n[f"pa:551.6(g)({i})"].items() if k.startswith("payout"))
                             for i in range(1, 8)]
    assert ("$1,000", "$5,000", "$50") == tuple(n["pa:551.6(h)"][k] for k in ("award_low", "award_high",
                                                                            "other_players"))
    assert ("4 to 1", "9 to 1") == (n["pa:551.7(e)(1)"]["different_suit"], n["pa:551.7(e)(1)"]["same_suit"])
    assert ("3 to 1", "12 to 1") == (n["pa:551.7(e)(2)"]["different_suit"], n["pa:551.7(e)(2)"]["same_suit"])


def test_the_2013_edition_replaces_only_the_double_down_paragraph() -> None:
    """S21-A19: of chapter 635a the seeds print 635a.10(a) alone; the edition is 551 with that paragraph in place of
    551.11(a) (a double on two or more cards), every other unit unchanged."""
    old, new = spec.ruleset(RID), spec.ruleset("pa-551@2013p")
    assert ("551", "proposed", RID, "complete") == (new.chapter, new.status, new.derives_from, new.model)
    assert {"pa:551.11(a)": "pa:635a.10(a)"} == dict(new.renumbered)
    assert set(old.clauses) - {"pa:551.11(a)"} == set(new.clauses) - {"pa:635a.10(a)"}
    moved = {"pa:551.11(a)": "pa:635a.10(a)"}  # a carried unit's references follow the paragraph to its new number
    assert all(attrs.evolve(old[c], refs=tuple(moved.get(x, x) for x in old[c].refs)) == new[c]
               for c in old.clauses if c != "pa:551.11(a)")
    assert "two or more cards" in new["pa:635a.10(a)"].summary and "first two cards" in old["pa:551.11(a)"].summary


def test_the_options_decide_every_open_question_once() -> None:
    """Every option and fixed reading cites a clause of chapter 551; every S21-A of the digest is decided, by an
    option or a fixed reading (S21-A06 by two options), with one question of ours (ours-1: what brings the cutting
    card out), and the options agree with the model's TableConfig."""
    from croupier.reference.spanish21.config import check_against_spec

    t = {k: [x for x in v if x["game"] == "spanish21"] for k, v in spec.tables("blackjack").items()}
    rs = spec.ruleset(RID)
    for o in t["option"]:
        assert o["clause"] in rs, o["name"]
        assert o["kind"] in ("election", "reading") and (o["kind"] == "election") == ("reading" not in o), o["name"]
    for r in t["reading"]:
        assert r["clause"] in rs and len(r["reading"]) > 80, r["amb"]
    decided = [o["reading"] for o in t["option"] if "reading" in o] + [r["amb"] for r in t["reading"]]
    assert sorted(set(decided)) == [*[f"S21-A{n:02d}" for n in range(1, 23)], "ours-1"]
    assert [] == check_against_spec()
