"""The Midibaccarat and Baccarat specs (58 Pa. Code temporary chapters 543 and 545 of 2010, and the 2013 proposed
amendments to their successors 629a and 631a) load, number every unit of the seeds, resolve as deltas, carry the
restored Table 1 and the payout and rounding facts as strings, and record the seed's garbles."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from decimal import ROUND_CEILING, Decimal
from importlib import resources

import pytest

from croupier import spec

MIDI, BACC = "pa-543@2010t", "pa-545@2010t"
MIDI13, BACC13 = "pa-629a@2013p", "pa-631a@2013p"
ALL = (MIDI, BACC, MIDI13, BACC13)

#: Every unit seed 002 numbers in temporary chapter 543 (lines ~698-935), lead-ins included; the definition as fragment.
SEED_UNITS_543 = (
    "543.1", "543.1#natural",
    "543.2", "543.2(a)", "543.2(b)", "543.2(c)", "543.2(c)(1)", "543.2(c)(2)", "543.2(c)(3)", "543.2(c)(4)",
    "543.2(c)(5)", "543.2(d)", "543.2(e)", "543.2(f)",
    "543.3", "543.3(a)", "543.3(b)",
    "543.4", "543.4(a)", "543.4(b)", "543.4(c)",
    "543.5", "543.5(a)", "543.5(b)", "543.5(c)", "543.5(d)", "543.5(e)", "543.5(f)", "543.5(g)",
    "543.6", "543.6(a)", "543.6(a)(1)", "543.6(a)(2)", "543.6(a)(3)", "543.6(b)", "543.6(b)(1)", "543.6(b)(2)",
    "543.7",
    "543.8", "543.8(a)", "543.8(a)(1)", "543.8(a)(1)(i)", "543.8(a)(1)(ii)", "543.8(a)(1)(iii)",
    "543.8(a)(1)(iii)(A)", "543.8(a)(1)(iii)(B)", "543.8(a)(2)", "543.8(a)(2)(i)", "543.8(a)(2)(ii)",
    "543.8(a)(2)(iii)", "543.8(a)(3)", "543.8(a)(3)(i)", "543.8(a)(3)(ii)", "543.8(b)", "543.8(c)",
    "543.9", "543.9(a)", "543.9(b)", "543.9(c)", "543.9(c)(1)", "543.9(c)(2)", "543.9(c)(3)", "543.9(c)(3)(i)",
    "543.9(c)(3)(ii)", "543.9(c)(3)(iii)", "543.9(c)(3)(iv)", "543.9(c)(3)(v)",
    "543.10", "543.10(a)", "543.10(b)", "543.10(c)", "543.10(d)", "543.10(e)",
    "543.11", "543.11(a)", "543.11(b)", "543.11(b)(1)", "543.11(b)(2)", "543.11(c)", "543.11(c)(1)",
    "543.11(c)(2)", "543.11(c)(2)(i)", "543.11(c)(2)(ii)", "543.11(c)(2)(iii)", "543.11(d)", "543.11(e)",
    "543.11(f)", "543.11(g)",
    "543.12", "543.12(a)", "543.12(b)", "543.12(c)",
    "543.13", "543.13(a)", "543.13(b)", "543.13(c)", "543.13(d)", "543.13(e)", "543.13(f)", "543.13(g)",
    "543.14", "543.14(a)", "543.14(b)", "543.14(c)", "543.14(d)", "543.14(e)", "543.14(f)",
)

#: Every unit seed 002 numbers in temporary chapter 545 (lines ~939-1190), lead-ins included; definitions as fragments.
SEED_UNITS_545 = (
    "545.1", "545.1#curator", "545.1#natural",
    "545.2", "545.2(a)", "545.2(b)", "545.2(b)(1)", "545.2(b)(2)", "545.2(b)(3)", "545.2(b)(4)", "545.2(b)(5)",
    "545.2(c)", "545.2(d)", "545.2(e)",
    "545.3", "545.3(a)", "545.3(b)",
    "545.4", "545.4(a)", "545.4(b)", "545.4(c)",
    "545.5", "545.5(a)", "545.5(b)", "545.5(c)", "545.5(d)", "545.5(e)", "545.5(f)",
    "545.6", "545.6(a)", "545.6(a)(1)", "545.6(a)(2)", "545.6(a)(3)", "545.6(b)", "545.6(b)(1)", "545.6(b)(2)",
    "545.7", "545.7(a)", "545.7(b)", "545.7(c)", "545.7(d)", "545.7(d)(1)", "545.7(d)(2)",
    "545.8", "545.8(a)", "545.8(a)(1)", "545.8(a)(1)(i)", "545.8(a)(1)(ii)", "545.8(a)(1)(iii)", "545.8(a)(2)",
    "545.8(a)(2)(i)", "545.8(a)(2)(ii)", "545.8(a)(2)(iii)", "545.8(a)(3)", "545.8(a)(3)(i)", "545.8(a)(3)(ii)",
    "545.8(b)", "545.8(c)",
    "545.9", "545.9(a)", "545.9(b)", "545.9(c)", "545.9(d)", "545.9(d)(1)", "545.9(d)(2)", "545.9(d)(3)",
    "545.9(d)(4)", "545.9(d)(5)", "545.9(d)(6)", "545.9(d)(7)",
    "545.10", "545.10(a)", "545.10(b)", "545.10(c)", "545.10(d)", "545.10(e)",
    "545.11", "545.11(a)", "545.11(b)", "545.11(b)(1)", "545.11(b)(2)", "545.11(c)", "545.11(c)(1)",
    "545.11(c)(2)", "545.11(c)(2)(i)", "545.11(c)(2)(ii)", "545.11(c)(2)(iii)", "545.11(d)", "545.11(e)",
    "545.11(f)", "545.11(g)",
    "545.12", "545.12(a)", "545.12(b)", "545.12(c)",
    "545.13", "545.13(a)", "545.13(b)", "545.13(c)", "545.13(d)", "545.13(e)", "545.13(f)",
    "545.14", "545.14(a)", "545.14(a)(1)", "545.14(a)(2)", "545.14(b)",
    "545.15", "545.15(a)", "545.15(b)", "545.15(c)", "545.15(d)", "545.15(e)", "545.15(f)",
)

#: Every unit the 2013 excerpt of chapter 629a prints (seed 004, lines ~507-557), lead-ins included.
SEED_UNITS_629A = (
    "629a.2", "629a.2(b)", "629a.2(b)(7)", "629a.2(b)(8)",
    "629a.7", "629a.7(a)", "629a.7(a)(7)", "629a.7(a)(7)(i)", "629a.7(a)(7)(ii)", "629a.7(b)", "629a.7(c)",
    "629a.8", "629a.8(c)", "629a.8(c)(3)", "629a.8(c)(3)(i)", "629a.8(c)(3)(i)(A)", "629a.8(c)(3)(i)(B)",
    "629a.8(c)(3)(ii)", "629a.8(c)(4)", "629a.8(c)(5)", "629a.8(c)(6)",
    "629a.12", "629a.12(h)",
)

#: Every unit the 2013 excerpt of chapter 631a prints (seed 004, lines ~559-600), lead-ins included.
SEED_UNITS_631A = (
    "631a.2", "631a.2(b)", "631a.2(b)(7)", "631a.2(b)(8)",
    "631a.8", "631a.8(a)", "631a.8(a)(7)", "631a.8(a)(7)(i)", "631a.8(a)(7)(ii)", "631a.8(b)", "631a.8(c)",
    "631a.9", "631a.9(e)", "631a.9(e)(1)", "631a.9(e)(1)(i)", "631a.9(e)(1)(ii)", "631a.9(e)(2)", "631a.9(f)",
    "631a.13", "631a.13(h)",
)

#: The 465a provisions about Baccarat (and Midibaccarat) the same Annex prints (seed 004, lines ~120-160) that no
#: other ruleset carries; 465a.35(c)(13) is the Three Dice Football ruleset's.
OTHER_UNITS_631A = (
    "465a.9(c)(2)(i)", "465a.35(b)(2)", "465a.35(c)(1)(i)", "465a.35(c)(1)(ii)", "465a.35(c)(2)",
)

#: 2010 id -> 2013 id, where the excerpt prints the provision (or its heading) under the new number.
RENUMBERED_629A = {
    "pa:543.2": "pa:629a.2", "pa:543.2(c)": "pa:629a.2(b)", "pa:543.2(c)(4)": "pa:629a.2(b)(8)",
    "pa:543.8": "pa:629a.7", "pa:543.8(a)": "pa:629a.7(a)", "pa:543.8(b)": "pa:629a.7(b)",
    "pa:543.8(c)": "pa:629a.7(c)",
    "pa:543.9": "pa:629a.8", "pa:543.9(c)": "pa:629a.8(c)", "pa:543.9(c)(3)(iii)": "pa:629a.8(c)(4)",
    "pa:543.9(c)(3)(iv)": "pa:629a.8(c)(5)", "pa:543.9(c)(3)(v)": "pa:629a.8(c)(6)",
    "pa:543.13": "pa:629a.12",
}
RENUMBERED_631A = {
    "pa:545.2": "pa:631a.2", "pa:545.2(b)": "pa:631a.2(b)", "pa:545.2(b)(4)": "pa:631a.2(b)(8)",
    "pa:545.8": "pa:631a.8", "pa:545.8(a)": "pa:631a.8(a)", "pa:545.8(b)": "pa:631a.8(b)",
    "pa:545.8(c)": "pa:631a.8(c)",
    "pa:545.9": "pa:631a.9", "pa:545.15(f)": "pa:631a.9(f)",
    "pa:545.13": "pa:631a.13",
}

#: Extraction damage, slips and wrong cross-references of the seeds: clause -> a phrase its note must quote.
SEED_GARBLES = {
    (MIDI, "pa:543.1"): "section list",
    (MIDI, "pa:543.8"): "section list",
    (MIDI, "pa:543.14"): "section list",
    (BACC, "pa:545.1"): "section list",
    (BACC, "pa:545.8"): "section list",
    (BACC, "pa:545.15"): "section list",
    (MIDI, "pa:543.2(f)"): "Each Minibaccarat table",
    (MIDI, "pa:543.2(c)(2)"): "Players Hand",
    (BACC, "pa:545.2(b)(2)"): "Players Hand",
    (BACC, "pa:545.2(e)"): "on dealer's side",
    (MIDI, "pa:543.5(c)"): "reshuffling",
    (MIDI, "pa:543.5(e)"): "at the bottom of the stack",
    (BACC, "pa:545.5(b)"): "reshuffle",
    (BACC, "pa:545.5(d)"): "says nothing of a cover card at the bottom",
    (MIDI, "pa:543.8(a)(1)(iii)"): "Garbled",
    (MIDI, "pa:543.8(a)(1)(iii)(B)"): "licensee",
    (MIDI, "pa:543.9(c)(3)"): "until the Player's Hand.",
    (MIDI, "pa:543.10(a)"): "541.9(c)(3)",
    (MIDI, "pa:543.10(c)"): "541.9(c)(3)",
    (MIDI, "pa:543.11(c)(2)(iii)"): "damaged",
    (BACC, "pa:545.11(c)(2)(iii)"): "damaged",
    (MIDI, "pa:543.13(e)"): "certificate holders Rules Submission",
    (BACC, "pa:545.13(e)"): "certificate holders Rules Submission",
    (BACC, "pa:545.7(d)(1)"): "'and ... designates'",
    (BACC, "pa:545.9(c)"): "Dealer's Hand",
    (BACC, "pa:545.9(d)"): "Read literally",
    (MIDI13, "pa:629a.2(b)(7)"): "bold",
    (MIDI13, "pa:629a.2(b)(8)"): "EZ Baccarat",
    (MIDI13, "pa:629a.7"): "42 Pa.B. 6761",
    (MIDI13, "pa:629a.12"): "42 Pa.B. 6761",
    (MIDI13, "pa:629a.7(a)(7)(ii)"): "Read literally",
    (MIDI13, "pa:629a.8(c)(3)(i)(A)"): "play-",
    (MIDI13, "pa:629a.8(c)(4)"): "[(3)] (4)",
    (MIDI13, "pa:629a.8(c)(5)"): "[(4)] (5)",
    (MIDI13, "pa:629a.8(c)(6)"): "[(5)] (6)",
    (MIDI13, "pa:629a.12(h)"): "HandOddsPlayer",
    (BACC13, "pa:631a.2(b)"): "'minimum:'",
    (BACC13, "pa:631a.2(b)(8)"): "EZ Baccarat",
    (BACC13, "pa:631a.8"): "42 Pa.B. 6761",
    (BACC13, "pa:631a.13"): "42 Pa.B. 6761",
    (BACC13, "pa:631a.8(a)(7)(ii)"): "Read literally",
    (BACC13, "pa:631a.9(e)"): "subsections (c) and (d)",
    (BACC13, "pa:631a.9(e)(2)"): "(d)(5)",
    (BACC13, "pa:631a.9(f)"): "unreasonable delay only",
    (BACC13, "pa:631a.13(h)"): "flattens",
}

#: Open questions of the digest (baccarat.md section 7) that only Midi and Baccarat raise: clause -> item.
DIGEST_ITEMS = {
    (MIDI, "pa:543.2(f)"): "A-10",
    (MIDI, "pa:543.10(a)"): "A-10",
    (MIDI, "pa:543.10(c)"): "A-10",
    (BACC, "pa:545.9(c)"): "A-10",
    (MIDI, "pa:543.9(c)(3)"): "A-11",
    (BACC, "pa:545.9(d)(7)"): "A-12",
    (BACC, "pa:545.14(a)(1)"): "A-27",
    (BACC, "pa:545.7(d)(1)"): "A-27",
    (BACC, "pa:545.5(b)"): "A-29",
    (MIDI, "pa:543.5(c)"): "A-29",
}

#: Table 1 as the seed prints it (its one surviving row) and as restored; columns are the Player's third card 0..9.
SEED_ROW = "S S S S D D D D S S"
RESTORED = {3: "D D D D D D D D S D", 4: "S S D D D D D D S S", 6: "S S S S S S D D S S"}


def _units(rid: str) -> list[str]:
    return sorted(spec.ruleset(rid).clauses)


def _raw(rid: str) -> dict:
    return tomllib.loads((resources.files("croupier.spec") / "baccarat" / f"{rid}.toml").read_text("utf-8"))


def test_rulesets_load_with_their_headers() -> None:
    """Two full temporary editions of 2010 and two 2013 proposal deltas, all modelled."""
    midi, bacc = spec.ruleset(MIDI), spec.ruleset(BACC)
    for rs, chapter, title, model in ((midi, "543", "Midibaccarat", "complete"), (bacc, "545", "Baccarat", "complete")):
        assert ("pa", chapter, title, "temporary", "2010-03-20", "", model) == (
            rs.jurisdiction, rs.chapter, rs.title, rs.status, rs.effective, rs.derives_from, rs.model)
        assert "seed 002" in rs.source and "40 Pa.B. 1504" in rs.source and "Annex A" in rs.source
        assert f"chapter {chapter}" in rs.source
    for rid, chapter, base, title, model in ((MIDI13, "629a", MIDI, "Midibaccarat", "complete"),
                                             (BACC13, "631a", BACC, "Baccarat", "complete")):
        rs = spec.ruleset(rid)
        assert ("pa", chapter, title, "proposed", "", base, model) == (
            rs.jurisdiction, rs.chapter, rs.title, rs.status, rs.effective, rs.derives_from, rs.model)
        assert "seed 004" in rs.source and "43 Pa.B. 834" in rs.source and "125-166" in rs.source
        assert "only changed text" in rs.source and "only changed text" in rs.summary
        assert "2010 id" in rs.summary
    assert set(ALL) <= set(spec.ruleset_ids())


def test_full_editions_hold_every_unit_of_the_seed() -> None:
    """Every section, subsection, paragraph, subparagraph and clause of 543 and 545, and each definition; nothing else."""
    assert sorted("pa:" + u for u in SEED_UNITS_543) == _units(MIDI)
    assert sorted("pa:" + u for u in SEED_UNITS_545) == _units(BACC)
    assert (107, 114) == (len(SEED_UNITS_543), len(SEED_UNITS_545))
    assert len(set(SEED_UNITS_543)) == len(SEED_UNITS_543) and len(set(SEED_UNITS_545)) == len(SEED_UNITS_545)


def test_deltas_print_every_unit_of_the_excerpt() -> None:
    """Each delta file's own entries are exactly the units the 2013 excerpt prints (plus 631a's 465a provisions)."""
    assert sorted("pa:" + u for u in SEED_UNITS_629A) == sorted(c["id"] for c in _raw(MIDI13)["clause"])
    assert sorted("pa:" + u for u in SEED_UNITS_631A + OTHER_UNITS_631A) == sorted(
        c["id"] for c in _raw(BACC13)["clause"])
    assert "remove" not in _raw(MIDI13) and "remove" not in _raw(BACC13)


@pytest.mark.parametrize(("rid", "base", "renumbered", "new"), [
    (MIDI13, MIDI, RENUMBERED_629A, SEED_UNITS_629A),
    (BACC13, BACC, RENUMBERED_631A, SEED_UNITS_631A + OTHER_UNITS_631A),
])
def test_deltas_resolve(rid: str, base: str, renumbered: dict[str, str], new: tuple[str, ...]) -> None:
    """The renumbered ids are present and the old ones gone; every other 2010 clause carries over unchanged."""
    rs, old = spec.ruleset(rid), spec.ruleset(base)
    assert renumbered == dict(rs.renumbered)
    assert [] == [o for o in renumbered if o in rs]
    assert [] == [n for n in renumbered.values() if n not in rs]
    carried = set(old.clauses) - set(renumbered)
    assert sorted(carried | {"pa:" + u for u in new}) == _units(rid)
    assert [] == [cid for cid in carried if rs[cid] != old[cid]]
    for o, n in renumbered.items():
        assert old.local(n) == o and rs.local(n) == n
        assert "Renumbered from " + o.removeprefix("pa:") in rs[n].note, n
        assert rs[n].kind == old[o].kind, n


def test_printed_units_have_their_lead_ins() -> None:
    """In the full editions every unit's enclosing unit is present; in the deltas every 2013 unit's is."""
    for rid in (MIDI, BACC):
        rs = spec.ruleset(rid)
        assert [] == [cid for cid, c in rs.clauses.items() if c.parent is not None and c.parent not in rs]
    for rid, chapter in ((MIDI13, "629a"), (BACC13, "631a")):
        rs = spec.ruleset(rid)
        mine = [c for cid, c in rs.clauses.items() if cid.startswith(f"pa:{chapter}.")]
        assert [] == [c.id for c in mine if c.parent is not None and c.parent not in rs]


def test_every_clause_is_well_formed() -> None:
    for rid in ALL:
        rs = spec.ruleset(rid)
        for cid, c in rs.clauses.items():
            assert spec.CLAUSE_ID.match(cid), cid
            assert c.title.strip() and c.summary.strip(), cid
            assert all(r in rs for r in c.refs), cid
            assert not any(r.startswith("pa:541.") for r in c.refs), cid


#: Kinds the brief fixes: game for what decides outcomes, actions or flow; equipment for the table, layout, shoe and
#: the handling of the cards; administrative for approvals and staffing.
KINDS = {
    "game": ("543.1#natural", "543.3(a)", "543.3(b)", "543.5(c)", "543.5(e)", "543.5(g)", "543.6(a)(2)",
             "543.9(c)(3)(i)", "543.10(e)", "543.11(c)(2)(iii)", "543.12(b)", "543.13(d)", "543.13(f)", "543.14(d)",
             "545.1#curator", "545.5(f)", "545.7(b)", "545.7(d)(2)", "545.9(d)(7)", "545.13(d)", "545.14(a)(1)",
             "545.14(b)", "545.15(f)"),
    "equipment": ("543.2", "543.2(a)", "543.2(c)(4)", "543.2(f)", "543.4(a)", "543.5(b)", "543.7", "543.12(c)",
                  "545.2(a)", "545.2(e)", "545.4(b)", "545.7(a)", "545.12(c)"),
    "administrative": ("543.2(b)", "543.2(c)", "545.2(b)"),
}
KINDS_2013 = {
    "game": ("629a.7(a)(7)", "629a.8(c)(3)(i)(A)", "629a.12(h)", "631a.9(e)(2)", "631a.9(f)", "631a.13(h)"),
    "equipment": ("629a.2(b)(7)", "629a.2(b)(8)", "631a.2(b)(7)", "631a.2(b)(8)"),
    "administrative": ("629a.2(b)", "631a.2(b)") + OTHER_UNITS_631A,
}


def test_kinds_are_sane() -> None:
    """Card values, draws, wagers, payouts, shoe end and the curator are game; table and layout items equipment;
    approvals and staffing administrative; every section of draw rules, wagers and payouts is game throughout."""
    for kinds, rids in ((KINDS, (MIDI, BACC)), (KINDS_2013, (MIDI13, BACC13))):
        merged = {cid: c for rid in rids for cid, c in spec.ruleset(rid).clauses.items()}
        for kind, units in kinds.items():
            assert [] == [u for u in units if merged["pa:" + u].kind != kind], kind
    for rid, sections in ((MIDI, (6, 8, 9, 10, 11, 13, 14)), (BACC, (6, 8, 9, 10, 11, 13, 14, 15))):
        for cid, c in spec.ruleset(rid).clauses.items():
            section = re.match(r"pa:\d+\.(\d+)", cid)
            assert section is not None, cid
            if int(section[1]) in sections:
                assert "game" == c.kind, cid


def _table(rs: spec.Ruleset, chapter: str) -> dict[int, list[str]]:
    n = rs[f"pa:{chapter}.11(c)(2)(iii)"].numbers
    return {b: n[f"banker_{b}"].split() for b in (3, 4, 5, 6)}


@pytest.mark.parametrize(("rid", "chapter"), [(MIDI, "543"), (BACC, "545"), (MIDI13, "543"), (BACC13, "545")])
def test_tableau_pins_the_legible_row_and_the_example(rid: str, chapter: str) -> None:
    """The surviving row is the Banker-5 row; the (g) example reads D from it; rows 3, 4 and 6 are marked restored."""
    rs = spec.ruleset(rid)
    iii = rs[f"pa:{chapter}.11(c)(2)(iii)"]
    table = _table(rs, chapter)
    assert SEED_ROW == iii.numbers["banker_5"] and "banker_5" == iii.numbers["legible"]
    assert {f"banker_{b}": row for b, row in RESTORED.items()} == {
        k: iii.numbers[k] for k in iii.numbers["restored"].split(", ")}
    assert all(len(row) == 10 and set(row) <= {"D", "S"} for row in table.values())
    g = rs[f"pa:{chapter}.11(g)"].numbers
    assert g["result"] == table[int(g["banker_point_count"])][int(g["player_third_card"])] == "D"
    assert ("5", "4") == (g["banker_point_count"], g["player_third_card"])
    for phrase in ("damaged", SEED_ROW, "Banker-5", "(g)", "restored", "631a.11"):
        assert phrase in iii.note, phrase
    assert "agrees" in rs[f"pa:{chapter}.11(g)"].note
    draws = [{i for i, x in enumerate(table[b]) if x == "D"} for b in (3, 4, 5, 6)]
    assert draws[0] > draws[1] > draws[2] > draws[3], "a higher Banker count never draws where a lower one stands"


def _outcome_probabilities(rs: spec.Ruleset, chapter: str) -> tuple[float, float, float]:
    """Banker, Player, Tie for a full shoe of the chapter's largest deck count, drawn without replacement, from the
    rule numbers of x.1, x.3(a), x.6(a) and x.11 alone."""
    n = {u: rs[f"pa:{chapter}.{u}"].numbers for u in ("11(b)(1)", "11(c)(1)", "11(c)(2)(i)", "11(c)(2)(ii)")}
    naturals = {int(v) for v in rs[f"pa:{chapter}.1#natural"].numbers["point_counts"].split(", ")}
    decks = int(rs[f"pa:{chapter}.3(a)"].numbers["max_decks"])
    zero_ranks = len(rs[f"pa:{chapter}.6(a)(2)"].numbers["ranks"].split(", "))
    assert "0" == rs[f"pa:{chapter}.6(a)(2)"].numbers["value"] and "1" == rs[f"pa:{chapter}.6(a)(3)"].numbers["value"]
    table = _table(rs, chapter)
    left = [4 * decks * zero_ranks] + [4 * decks] * 9  # cards of each baccarat value 0..9
    out = {"banker": 0.0, "player": 0.0, "tie": 0.0}

    def settle(pt: int, bt: int, w: float) -> None:
        out["banker" if bt > pt else "player" if pt > bt else "tie"] += w

    def deal(w: float, then: Callable[[int, float], None]) -> None:
        """Draw each value still in the shoe as the next card, weighted, and go on with ``then(value, weight)``."""
        total = sum(left)
        for v in range(10):
            if left[v]:
                wv = w * left[v] / total
                left[v] -= 1
                then(v, wv)
                left[v] += 1

    def after_four(p1: int, b1: int, p3: int, b4: int, w: float) -> None:
        p2, b2 = (p1 + p3) % 10, (b1 + b4) % 10
        if p2 in naturals or b2 in naturals:
            settle(p2, b2, w)
        elif p2 >= int(n["11(b)(1)"]["draw_below"]):
            if b2 <= int(n["11(c)(1)"]["draw_max"]):
                deal(w, lambda c, wc: settle(p2, (b2 + c) % 10, wc))
            else:
                settle(p2, b2, w)
        else:
            def player_drew(c3: int, w3: float) -> None:
                pt = (p2 + c3) % 10
                if b2 < int(n["11(c)(2)(i)"]["draw_below"]):
                    draw = True
                elif b2 == int(n["11(c)(2)(ii)"]["stand_on"]):
                    draw = False
                else:
                    draw = table[b2][c3] == "D"
                if draw:
                    deal(w3, lambda c, wc: settle(pt, (b2 + c) % 10, wc))
                else:
                    settle(pt, b2, w3)
            deal(w, player_drew)

    deal(1.0, lambda a, wa: deal(wa, lambda b, wb: deal(wb, lambda c, wc: deal(
        wc, lambda d, wd: after_four(a, b, c, d, wd)))))
    return out["banker"], out["player"], out["tie"]


@pytest.mark.parametrize(("rid", "chapter"), [(MIDI, "543"), (BACC, "545")])
def test_drawing_rules_give_the_known_baccarat_odds(rid: str, chapter: str) -> None:
    """The natural, the fixed draws and the restored Table 1 together give the game's published eight-deck outcome
    probabilities (Banker 0.458597, Player 0.446247, Tie 0.095156); a wrong restored row would not."""
    banker, player, tie = _outcome_probabilities(spec.ruleset(rid), chapter)
    assert abs(1 - (banker + player + tie)) < 1e-12
    assert (0.458597, 0.446247, 0.095156) == (round(banker, 6), round(player, 6), round(tie, 6))


def test_numbers_are_strings() -> None:
    """Every number in the four files is written as a string (never a TOML integer or float)."""
    for rid in ALL:
        for c in _raw(rid)["clause"]:
            assert all(isinstance(v, str) for v in c.get("numbers", {}).values()), c["id"]


ODDS = re.compile(r"^([1-9][0-9]*) to ([1-9][0-9]*)$")


def test_odds_parse_as_n_to_m() -> None:
    """Every payout number reads 'N to M'; the base and House Money rates are the seed's."""
    for rid in ALL:
        for cid, c in spec.ruleset(rid).clauses.items():
            for k, v in c.numbers.items():
                if k.endswith(("payout", "_pair")):
                    assert ODDS.match(v), (cid, k, v)
    for rid, ch in ((MIDI, "543"), (BACC, "545"), (MIDI13, "543"), (BACC13, "545")):
        rs = spec.ruleset(rid)
        assert ("1 to 1", "8 to 1", "1 to 1") == (rs[f"pa:{ch}.13(a)"].numbers["payout"],
                                                  rs[f"pa:{ch}.13(b)"].numbers["min_payout"],
                                                  rs[f"pa:{ch}.13(c)"].numbers["payout"])
        assert "4%, 5%" == rs[f"pa:{ch}.13(c)"].numbers["rates"]
    for rid, cid in ((MIDI13, "pa:629a.12(h)"), (BACC13, "pa:631a.13(h)")):
        assert {"player_and_banker_pair": "15 to 1", "player_or_banker_pair": "3 to 1"} == dict(
            spec.ruleset(rid)[cid].numbers)


def _vig(amount: str, rate: str, unit: str) -> Decimal:
    exact = Decimal(amount) * Decimal(rate.rstrip("%")) / 100
    u = Decimal(unit.lstrip("$"))
    return (exact / u).to_integral_value(rounding=ROUND_CEILING) * u


def test_rounding_units() -> None:
    """Baccarat rounds a 5% vigorish up to $0.25 steps and a 4% one to $0.20; Midibaccarat to $0.05 at either rate."""
    bacc = spec.ruleset(BACC)["pa:545.13(d)"].numbers
    midi = spec.ruleset(MIDI)["pa:543.13(d)"].numbers
    assert {"unit_5_percent": "$0.25", "unit_4_percent": "$0.20"} == dict(bacc)
    assert {"unit": "$0.05"} == dict(midi)
    assert "25%" == spec.ruleset(MIDI)["pa:543.13(f)"].numbers["rate"] == \
        spec.ruleset(MIDI)["pa:543.8(a)(1)(iii)(B)"].numbers["rate"]
    # baccarat.md section 3.2: the rounding test table
    for amount, rate, midi_vig, bacc_vig in (("100", "5%", "5.00", "5.00"), ("7", "5%", "0.35", "0.50"),
                                             ("22", "5%", "1.10", "1.25"), ("12.50", "5%", "0.65", "0.75"),
                                             ("1", "5%", "0.05", "0.25"), ("13", "4%", "0.55", "0.60"),
                                             ("25", "4%", "1.00", "1.00")):
        assert Decimal(midi_vig) == _vig(amount, rate, midi["unit"])
        assert Decimal(bacc_vig) == _vig(amount, rate, bacc["unit_5_percent" if rate == "5%" else "unit_4_percent"])


def test_midi_and_baccarat_differ_where_the_seed_does() -> None:
    midi, bacc = spec.ruleset(MIDI), spec.ruleset(BACC)
    assert "9" == midi["pa:543.2(a)"].numbers["max_players"]
    assert ("10", "14") == (bacc["pa:545.2(a)"].numbers["min_players"], bacc["pa:545.2(a)"].numbers["max_players"])
    assert "pa:543.13(f)" in midi and "pa:545.13(g)" not in bacc and "pa:545.8(a)(1)(iii)(A)" not in bacc
    assert "pa:545.9(d)(7)" in bacc and "pa:543.9(c)(3)(vi)" not in midi
    assert "1" == bacc["pa:545.7(b)"].numbers["first_seat"]
    for rs, cut, card in ((midi, "pa:543.5(d)", "pa:543.5(e)"), (bacc, "pa:545.5(c)", "pa:545.5(d)")):
        assert ("10", "14") == (rs[cut].numbers["min_from_end"], rs[card].numbers["cut_card_min_from_bottom"])
    for rs, burn in ((midi, "pa:543.5(g)"), (bacc, "pa:545.5(f)")):
        assert ("10", "1") == (rs[burn].numbers["ten_and_face_cards"], rs[burn].numbers["ace"])
    for rs, ch in ((midi, "543"), (bacc, "545")):
        assert ("6", "8", "2") == tuple(rs[f"pa:{ch}.3(a)"].numbers[k] for k in ("min_decks", "max_decks",
                                                                                  "cover_cards"))
        assert "1" == rs[f"pa:{ch}.10(d)"].numbers["max_extra_cards"]
        assert "0" == rs[f"pa:{ch}.6(a)(2)"].numbers["value"] and "1" == rs[f"pa:{ch}.6(a)(3)"].numbers["value"]


def test_seed_garbles_are_recorded_in_the_notes() -> None:
    assert [] == [(rid, cid) for (rid, cid), phrase in SEED_GARBLES.items()
                  if phrase not in spec.ruleset(rid)[cid].note]


def test_midi_and_baccarat_digest_items_are_noted() -> None:
    """A-10, A-11, A-12, A-27 and A-29 of the digest are each recorded on the clause they are about."""
    assert [] == [(rid, cid) for (rid, cid), item in DIGEST_ITEMS.items()
                  if not re.search(rf"{item}\b", spec.ruleset(rid)[cid].note)]


def test_465a_provisions_are_in_no_other_ruleset() -> None:
    """The 465a ids 631a carries are its own (and its descendants'); 465a.35(c)(13) stays with Three Dice Football."""
    for u in OTHER_UNITS_631A:
        cid = "pa:" + u
        assert (BACC13,) == spec.editions_of(cid), cid
        c = spec.ruleset(BACC13)[cid]
        assert "Baccarat" in c.summary or "Midibaccarat" in c.summary, cid
    assert "pa:465a.35(c)(13)" not in spec.ruleset(BACC13)
    assert "pa:465a.35(c)(13)" in spec.ruleset("pa-661a@2013p")
    assert "2" == spec.ruleset(BACC13)["pa:465a.35(b)(2)"].numbers["dealers"]
    assert "1" == spec.ruleset(BACC13)["pa:465a.35(c)(2)"].numbers["tables"]


def test_house_money_is_new_in_2013_only() -> None:
    """The House Money Wager and its paytable exist in the 2013 editions and not in 2010."""
    for old, new, wager, pay in ((MIDI, MIDI13, "pa:629a.7(a)(7)", "pa:629a.12(h)"),
                                 (BACC, BACC13, "pa:631a.8(a)(7)", "pa:631a.13(h)")):
        assert not any("House Money" in c.summary for c in spec.ruleset(old).clauses.values())
        assert wager in spec.ruleset(new) and pay in spec.ruleset(new)
        assert pay in spec.ruleset(new)[wager].refs
