"""The Double Attack Blackjack spec (58 Pa. Code chapter 665a, the 2013 proposal in seed 004) loads, numbers every unit the seed
prints, in order, and declares its model complete; tables.toml decides every open question of the digest (DA-A01 to
A19) once, and agrees with the model's TableConfig."""

from __future__ import annotations

from croupier import spec

RID = "pa-665a@2013p"

#: every unit seed 004 prints for chapter 665a, lead-ins included, in the seed's order (definitions apart)
SEED_UNITS = [
    "pa:665a.1", "pa:665a.2", "pa:665a.2(a)", "pa:665a.2(b)", "pa:665a.2(b)(1)", "pa:665a.2(b)(2)",
    "pa:665a.2(b)(3)", "pa:665a.2(b)(3)(i)", "pa:665a.2(b)(3)(ii)", "pa:665a.2(b)(3)(iii)", "pa:665a.2(b)(4)",
    "pa:665a.2(b)(5)", "pa:665a.2(c)", "pa:665a.2(d)", "pa:665a.2(e)", "pa:665a.2(e)(1)", "pa:665a.2(e)(2)",
    "pa:665a.3", "pa:665a.3(a)", "pa:665a.3(b)", "pa:665a.3(b)(1)", "pa:665a.3(b)(2)", "pa:665a.3(b)(3)",
    "pa:665a.3(b)(4)", "pa:665a.3(b)(5)", "pa:665a.3(c)", "pa:665a.3(d)", "pa:665a.3(d)(1)", "pa:665a.3(d)(2)",
    "pa:665a.3(d)(3)", "pa:665a.4", "pa:665a.4(a)", "pa:665a.4(b)", "pa:665a.4(c)", "pa:665a.4(d)",
    "pa:665a.4(e)", "pa:665a.4(f)", "pa:665a.5", "pa:665a.5(a)", "pa:665a.5(b)", "pa:665a.5(c)",
    "pa:665a.5(c)(1)", "pa:665a.5(c)(2)", "pa:665a.5(c)(3)", "pa:665a.5(c)(4)", "pa:665a.5(d)", "pa:665a.5(e)",
    "pa:665a.5(f)", "pa:665a.5(g)", "pa:665a.5(h)", "pa:665a.6", "pa:665a.6(a)", "pa:665a.6(b)",
    "pa:665a.6(b)(1)", "pa:665a.6(b)(2)", "pa:665a.6(c)", "pa:665a.6(d)", "pa:665a.6(e)", "pa:665a.6(f)",
    "pa:665a.6(g)", "pa:665a.7", "pa:665a.7(a)", "pa:665a.7(b)", "pa:665a.7(c)", "pa:665a.7(d)", "pa:665a.7(e)",
    "pa:665a.7(f)", "pa:665a.7(f)(1)", "pa:665a.7(f)(2)", "pa:665a.7(f)(3)", "pa:665a.7(g)", "pa:665a.7(h)",
    "pa:665a.7(h)(1)", "pa:665a.7(h)(2)", "pa:665a.7(i)", "pa:665a.7(j)", "pa:665a.7(j)(1)", "pa:665a.7(j)(2)",
    "pa:665a.7(k)", "pa:665a.7(l)", "pa:665a.7(m)", "pa:665a.7(m)(1)", "pa:665a.7(m)(2)", "pa:665a.7(m)(2)(i)",
    "pa:665a.7(m)(2)(ii)", "pa:665a.7(n)", "pa:665a.7(o)", "pa:665a.7(o)(1)", "pa:665a.7(o)(1)(i)",
    "pa:665a.7(o)(1)(i)(A)", "pa:665a.7(o)(1)(i)(B)", "pa:665a.7(o)(1)(i)(C)", "pa:665a.7(o)(1)(ii)",
    "pa:665a.7(o)(1)(ii)(A)", "pa:665a.7(o)(1)(ii)(B)", "pa:665a.7(o)(1)(ii)(C)", "pa:665a.7(o)(1)(iii)",
    "pa:665a.7(o)(2)", "pa:665a.7(p)", "pa:665a.7(q)", "pa:665a.7(r)", "pa:665a.8", "pa:665a.8(a)",
    "pa:665a.8(b)", "pa:665a.8(c)", "pa:665a.8(d)", "pa:665a.9", "pa:665a.9(a)", "pa:665a.9(b)",
    "pa:665a.9(b)(1)", "pa:665a.9(b)(2)", "pa:665a.9(b)(2)(i)", "pa:665a.9(b)(2)(ii)", "pa:665a.9(c)",
    "pa:665a.9(d)", "pa:665a.10", "pa:665a.10(a)", "pa:665a.10(b)", "pa:665a.10(c)", "pa:665a.11",
    "pa:665a.11(a)", "pa:665a.11(b)", "pa:665a.11(c)", "pa:665a.11(d)", "pa:665a.11(e)", "pa:665a.12",
    "pa:665a.12(a)", "pa:665a.12(b)", "pa:665a.12(c)", "pa:665a.13", "pa:665a.13(a)", "pa:665a.13(b)",
    "pa:665a.13(c)", "pa:665a.13(d)", "pa:665a.13(e)", "pa:665a.13(f)", "pa:665a.13(g)", "pa:665a.13(h)",
    "pa:665a.13(h)(1)", "pa:665a.13(h)(2)", "pa:665a.13(i)", "pa:665a.13(j)", "pa:665a.13(k)",
]
#: the definitions of 665a.1 the seed prints, as fragments
DEFINITIONS = [
    "pa:665a.1#blackjack", "pa:665a.1#card-reader-device", "pa:665a.1#hard-total", "pa:665a.1#hole-card",
    "pa:665a.1#soft-total",
]


def test_every_printed_unit_in_its_order() -> None:
    ids = list(spec.ruleset(RID).clauses)
    assert SEED_UNITS == [c for c in ids if "#" not in c]
    assert DEFINITIONS == [c for c in ids if "#" in c]


def test_the_header() -> None:
    rs = spec.ruleset(RID)
    assert ("pa", "665a", "proposed", "", "", "complete") == (rs.jurisdiction, rs.chapter, rs.status, rs.effective,
                                                          rs.derives_from, rs.model)

def test_the_paytables_carry_over_exactly() -> None:
    """665a.12(c): the seven rows of the Bust It paytable."""
    n = {cid: dict(c.numbers) for cid, c in spec.ruleset(RID).clauses.items()}
    assert {"three_8s_same_suit": "200 to 1", "three_8s_same_color": "50 to 1", "third_card_6": "15 to 1",
            "third_card_7": "10 to 1", "third_card_8": "8 to 1", "third_card_9": "6 to 1",
            "third_card_jqk": "3 to 1"} == n["pa:665a.12(c)"]


def test_the_options_decide_every_open_question_once() -> None:
    """Every Double Attack option and fixed reading cites a clause of chapter 665a; every DA-A of the digest is
    decided once, by an option or a fixed reading, with one question of ours (ours-1: what brings the cover card
    out); the options agree with the model's TableConfig."""
    from croupier.reference.double_attack.config import check_against_spec

    t = {k: [x for x in v if x["game"] == "double_attack"] for k, v in spec.tables("blackjack").items()}
    rs = spec.ruleset(RID)
    for o in t["option"]:
        assert o["clause"] in rs, o["name"]
        assert o["kind"] in ("election", "reading") and (o["kind"] == "election") == ("reading" not in o), o["name"]
    for r in t["reading"]:
        assert r["clause"] in rs and len(r["reading"]) > 80, r["amb"]
    decided = [o["reading"] for o in t["option"] if "reading" in o] + [r["amb"] for r in t["reading"]]
    assert sorted(decided) == [*[f"DA-A{n:02d}" for n in range(1, 20)], "ours-1"]
    assert [] == check_against_spec()
