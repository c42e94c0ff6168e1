"""The Pai Gow specs (58 Pa. Code temporary chapter 535 of 2010, final-form chapter 621a of 2012 as its delta, and
Maryland's Pai Gow rules v1.1 as a delta of 621a) load, number every unit of the seeds, resolve as deltas with no
unit of the older text left over, map each provision the model cites to every edition, and agree with the options
of spec/paigow/tables.toml."""

from __future__ import annotations

import pytest

from croupier import spec
from croupier.reference.paigow.clauses import EDITIONS, counterpart

PA_T, PA, MD = "pa-535@2010t", "pa-621a@2012", "md-paigow@1.1"


def _units(section: str, items: str) -> list[str]:
    """``_units("535.2", "a b b1 b2")`` -> the section and its units (``b1`` is (b)(1), ``a3ii`` is (a)(3)(ii))."""
    out = [f"pa:{section}"]
    for item in items.split():
        parts, i = [], 0
        while i < len(item):
            j = i + 1
            while j < len(item) and (item[j].isdigit() == item[i].isdigit()) and not (
                    item[i].isalpha() and len(parts) == 0):
                j += 1
            parts.append(item[i:j])
            i = j
        out.append(f"pa:{section}" + "".join(f"({p})" for p in parts))
    return out


_DEFINED = "copy-hand high-hand low-hand marker setting-the-hands supreme-pair value"

#: every unit seed 002 numbers in temporary chapter 535 (lines ~100-445), lead-ins included; definitions as fragments
SEED_UNITS_535 = (
    ["pa:535.1"] + [f"pa:535.1#{t}" for t in _DEFINED.split()]
    + _units("535.2", "a b b1 b2 b3 c d d1 d2")
    + _units("535.3", "a b b1 b2 b3 b4 b5 b6 c d")
    + _units("535.4", "a b c c1 c2 d e f g")
    + _units("535.5", "a b c")
    + _units("535.6", "a a1 a2 a3 a3i a3ii b c d e f g")
    + _units("535.7", "a b c")
    + _units("535.8", "a b c c1 c2 d e f")
    + _units("535.9", "a a1 a2 a3 a4 a5 a6 a7 a8 a9")
    + _units("535.10", "a b c d d1 d2 d3 d4 e f g h h1 h2 i j k l")
    + _units("535.11", "a b c d d1 d2 e f g g1 g2 h i j k l m n o p q r")
    + _units("535.12", "a b c d e f")
    + _units("535.13", "a b")
)

#: every unit of the final text of chapter 621a in seed 000 (lines 463-954; struck text dropped, 621a.3's relettered
#: (C)-(I) read in lower case, 621a.9(l) printed as "(1)")
SEED_UNITS_621A = (
    ["pa:621a.1"] + [f"pa:621a.1#{t}" for t in ("bank co-banking " + _DEFINED).split()]
    + _units("621a.2", "a b b1 b2 b3 c d d1 d2 d3 e")
    + _units("621a.3", "a b c d e e1 e2 f g h i")
    + _units("621a.4", "a a1 a2 a3 a3i a3ii b c d e f g")
    + _units("621a.5", "a b c d")
    + _units("621a.6", "a a1 a2 b c c1 c2 d e f")
    + _units("621a.7", "a a1 a2 a3 a4 a5 a6 a7 a8 a9")
    + _units("621a.8", "a b c d d1 d2 d3 d4 e f g h h1 h2 i j k l")
    + _units("621a.9", "a b c d d1 d2 e f g g1 g2 h i j k l m n o p q r")
    + _units("621a.10", "a b c d e f")
)



#: every unit of Maryland's Pai Gow rules v1.1 (seed 003): chapters 1-10, lettered and numbered as printed (the
#: paytables of ch. 8 L letter two items (d); the id is one unit)
SEED_UNITS_MD = (
    "md:paigow.1", "md:paigow.1(A)", "md:paigow.1(B)", "md:paigow.1(B)(1)", "md:paigow.1(B)(2)", "md:paigow.1(B)(3)",
    "md:paigow.1(B)(4)", "md:paigow.1(B)(5)", "md:paigow.1(B)(6)", "md:paigow.1(B)(7)", "md:paigow.1(B)(8)",
    "md:paigow.1(B)(9)", "md:paigow.1(B)(10)", "md:paigow.1(B)(11)", "md:paigow.2", "md:paigow.2(A)",
    "md:paigow.2(B)", "md:paigow.2(B)(1)", "md:paigow.2(B)(2)", "md:paigow.2(B)(3)", "md:paigow.2(B)(4)",
    "md:paigow.2(B)(4)(a)", "md:paigow.2(C)", "md:paigow.2(D)", "md:paigow.2(D)(1)", "md:paigow.2(D)(2)",
    "md:paigow.2(D)(3)", "md:paigow.2(D)(4)", "md:paigow.2(D)(5)", "md:paigow.2(D)(6)", "md:paigow.2(D)(7)",
    "md:paigow.2(E)", "md:paigow.2(F)", "md:paigow.3", "md:paigow.3(A)", "md:paigow.3(A)(1)", "md:paigow.3(A)(2)",
    "md:paigow.3(B)", "md:paigow.3(B)(1)", "md:paigow.3(B)(2)", "md:paigow.3(B)(2)(a)", "md:paigow.3(B)(2)(b)",
    "md:paigow.3(B)(2)(b)(i)", "md:paigow.3(B)(2)(b)(ii)", "md:paigow.3(B)(2)(b)(iii)", "md:paigow.3(B)(2)(b)(iv)",
    "md:paigow.3(B)(2)(b)(v)", "md:paigow.3(B)(2)(b)(vi)", "md:paigow.3(B)(2)(b)(vii)", "md:paigow.3(B)(2)(b)(viii)",
    "md:paigow.3(B)(2)(b)(ix)", "md:paigow.3(B)(2)(b)(x)", "md:paigow.3(B)(2)(b)(xi)", "md:paigow.3(B)(2)(c)",
    "md:paigow.3(B)(2)(c)(i)", "md:paigow.3(B)(2)(c)(ii)", "md:paigow.3(B)(2)(c)(iii)", "md:paigow.3(B)(2)(c)(iv)",
    "md:paigow.3(B)(2)(d)", "md:paigow.3(B)(2)(d)(i)", "md:paigow.3(B)(2)(d)(ii)", "md:paigow.3(B)(2)(e)",
    "md:paigow.3(B)(2)(e)(i)", "md:paigow.3(B)(2)(e)(ii)", "md:paigow.3(C)", "md:paigow.3(D)", "md:paigow.3(D)(1)",
    "md:paigow.3(D)(2)", "md:paigow.3(E)", "md:paigow.3(E)(1)", "md:paigow.3(E)(2)", "md:paigow.3(F)",
    "md:paigow.3(G)", "md:paigow.3(H)", "md:paigow.3(H)(1)", "md:paigow.3(H)(2)", "md:paigow.3(I)",
    "md:paigow.3(I)(1)", "md:paigow.3(I)(2)", "md:paigow.3(I)(3)", "md:paigow.3(I)(4)", "md:paigow.3(I)(5)",
    "md:paigow.3(I)(6)", "md:paigow.3(I)(7)", "md:paigow.3(I)(8)", "md:paigow.3(I)(9)", "md:paigow.3(I)(10)",
    "md:paigow.3(I)(11)", "md:paigow.3(I)(12)", "md:paigow.3(I)(13)", "md:paigow.3(I)(14)", "md:paigow.3(I)(15)",
    "md:paigow.3(I)(16)", "md:paigow.3(I)(17)", "md:paigow.3(I)(18)", "md:paigow.3(I)(19)", "md:paigow.3(I)(20)",
    "md:paigow.3(I)(21)", "md:paigow.3(J)", "md:paigow.4", "md:paigow.4(A)", "md:paigow.4(B)", "md:paigow.4(C)",
    "md:paigow.4(C)(1)", "md:paigow.4(C)(2)", "md:paigow.4(C)(3)", "md:paigow.4(C)(3)(a)", "md:paigow.4(C)(3)(b)",
    "md:paigow.4(D)", "md:paigow.4(D)(1)", "md:paigow.4(D)(2)", "md:paigow.4(D)(3)", "md:paigow.4(D)(4)",
    "md:paigow.4(E)", "md:paigow.4(E)(1)", "md:paigow.4(E)(1)(a)", "md:paigow.4(E)(1)(b)", "md:paigow.4(E)(1)(c)",
    "md:paigow.4(E)(2)", "md:paigow.4(F)", "md:paigow.4(G)", "md:paigow.4(H)", "md:paigow.4(I)", "md:paigow.5",
    "md:paigow.5(A)", "md:paigow.5(B)", "md:paigow.5(C)", "md:paigow.5(C)(1)", "md:paigow.5(C)(2)", "md:paigow.5(D)",
    "md:paigow.5(E)", "md:paigow.5(E)(1)", "md:paigow.5(E)(2)", "md:paigow.5(E)(3)", "md:paigow.5(E)(4)",
    "md:paigow.5(F)", "md:paigow.5(F)(1)", "md:paigow.6", "md:paigow.6(A)", "md:paigow.6(A)(1)", "md:paigow.6(A)(2)",
    "md:paigow.6(A)(2)(a)", "md:paigow.6(A)(2)(b)", "md:paigow.6(A)(2)(c)", "md:paigow.6(A)(2)(d)", "md:paigow.6(B)",
    "md:paigow.6(B)(1)", "md:paigow.6(B)(2)", "md:paigow.6(C)", "md:paigow.6(C)(1)", "md:paigow.6(C)(2)",
    "md:paigow.6(D)", "md:paigow.6(D)(1)", "md:paigow.6(D)(2)", "md:paigow.6(E)", "md:paigow.6(E)(1)",
    "md:paigow.6(E)(2)", "md:paigow.6(E)(3)", "md:paigow.7", "md:paigow.7(A)", "md:paigow.7(B)", "md:paigow.7(B)(1)",
    "md:paigow.7(B)(1)(a)", "md:paigow.7(B)(1)(b)", "md:paigow.7(B)(1)(c)", "md:paigow.7(B)(2)",
    "md:paigow.7(B)(2)(a)", "md:paigow.7(B)(2)(b)", "md:paigow.7(B)(2)(c)", "md:paigow.7(B)(2)(d)",
    "md:paigow.7(B)(3)", "md:paigow.7(B)(3)(a)", "md:paigow.7(B)(3)(b)", "md:paigow.7(B)(3)(c)",
    "md:paigow.7(B)(3)(d)", "md:paigow.7(B)(4)", "md:paigow.7(B)(4)(a)", "md:paigow.7(B)(4)(b)",
    "md:paigow.7(B)(4)(c)", "md:paigow.7(B)(4)(d)", "md:paigow.7(B)(4)(e)", "md:paigow.7(B)(4)(f)",
    "md:paigow.7(B)(5)", "md:paigow.7(B)(5)(a)", "md:paigow.7(B)(5)(b)", "md:paigow.7(B)(5)(c)",
    "md:paigow.7(B)(5)(d)", "md:paigow.7(B)(5)(e)", "md:paigow.7(B)(5)(f)", "md:paigow.7(B)(6)",
    "md:paigow.7(B)(6)(a)", "md:paigow.7(B)(6)(b)", "md:paigow.7(B)(6)(c)", "md:paigow.7(B)(6)(d)",
    "md:paigow.7(B)(6)(e)", "md:paigow.7(B)(6)(f)", "md:paigow.7(B)(7)", "md:paigow.7(B)(7)(a)",
    "md:paigow.7(B)(7)(b)", "md:paigow.7(B)(7)(c)", "md:paigow.7(B)(7)(d)", "md:paigow.7(B)(7)(e)",
    "md:paigow.7(B)(7)(f)", "md:paigow.7(B)(8)", "md:paigow.7(B)(8)(a)", "md:paigow.7(B)(8)(b)",
    "md:paigow.7(B)(8)(c)", "md:paigow.7(B)(8)(d)", "md:paigow.7(B)(8)(e)", "md:paigow.7(B)(8)(f)",
    "md:paigow.7(B)(9)", "md:paigow.7(B)(9)(a)", "md:paigow.7(B)(9)(b)", "md:paigow.7(B)(9)(c)",
    "md:paigow.7(B)(9)(d)", "md:paigow.7(B)(9)(e)", "md:paigow.7(B)(9)(f)", "md:paigow.8", "md:paigow.8(A)",
    "md:paigow.8(A)(1)", "md:paigow.8(A)(2)", "md:paigow.8(B)", "md:paigow.8(B)(1)", "md:paigow.8(B)(2)",
    "md:paigow.8(B)(3)", "md:paigow.8(B)(4)", "md:paigow.8(C)", "md:paigow.8(C)(1)", "md:paigow.8(C)(2)",
    "md:paigow.8(C)(3)", "md:paigow.8(C)(3)(a)", "md:paigow.8(C)(3)(b)", "md:paigow.8(D)", "md:paigow.8(D)(1)",
    "md:paigow.8(D)(2)", "md:paigow.8(D)(3)", "md:paigow.8(D)(4)", "md:paigow.8(E)", "md:paigow.8(E)(1)",
    "md:paigow.8(E)(2)", "md:paigow.8(E)(2)(a)", "md:paigow.8(E)(2)(b)", "md:paigow.8(E)(2)(c)", "md:paigow.8(F)",
    "md:paigow.8(F)(1)", "md:paigow.8(F)(2)", "md:paigow.8(F)(3)", "md:paigow.8(G)", "md:paigow.8(G)(1)",
    "md:paigow.8(G)(2)", "md:paigow.8(H)", "md:paigow.8(H)(1)", "md:paigow.8(H)(1)(a)", "md:paigow.8(H)(1)(b)",
    "md:paigow.8(H)(1)(c)", "md:paigow.8(H)(2)", "md:paigow.8(I)", "md:paigow.8(I)(1)", "md:paigow.8(I)(2)",
    "md:paigow.8(J)", "md:paigow.8(K)", "md:paigow.8(K)(1)", "md:paigow.8(K)(2)", "md:paigow.8(L)",
    "md:paigow.8(L)(1)", "md:paigow.8(L)(1)(a)", "md:paigow.8(L)(1)(b)", "md:paigow.8(L)(1)(c)",
    "md:paigow.8(L)(1)(d)", "md:paigow.8(L)(2)", "md:paigow.8(L)(2)(a)", "md:paigow.8(L)(2)(b)",
    "md:paigow.8(L)(2)(c)", "md:paigow.8(L)(2)(d)", "md:paigow.8(L)(3)", "md:paigow.8(L)(3)(a)",
    "md:paigow.8(L)(3)(b)", "md:paigow.8(L)(3)(c)", "md:paigow.8(L)(3)(d)", "md:paigow.8(L)(4)",
    "md:paigow.8(L)(4)(a)", "md:paigow.8(L)(4)(b)", "md:paigow.8(L)(4)(c)", "md:paigow.8(L)(4)(d)", "md:paigow.8(M)",
    "md:paigow.9", "md:paigow.9(A)", "md:paigow.9(A)(1)", "md:paigow.9(A)(2)", "md:paigow.9(B)", "md:paigow.9(B)(1)",
    "md:paigow.9(B)(2)", "md:paigow.9(C)", "md:paigow.9(C)(1)", "md:paigow.9(C)(1)(a)", "md:paigow.9(C)(1)(b)",
    "md:paigow.9(C)(2)", "md:paigow.9(C)(3)", "md:paigow.9(C)(4)", "md:paigow.9(D)", "md:paigow.9(D)(1)",
    "md:paigow.9(D)(2)", "md:paigow.9(E)", "md:paigow.9(E)(1)", "md:paigow.9(E)(2)", "md:paigow.9(E)(3)",
    "md:paigow.9(E)(4)", "md:paigow.9(E)(5)", "md:paigow.9(F)", "md:paigow.9(G)", "md:paigow.9(G)(1)",
    "md:paigow.9(G)(2)", "md:paigow.9(G)(3)", "md:paigow.9(G)(3)(a)", "md:paigow.9(G)(3)(b)", "md:paigow.9(H)",
    "md:paigow.9(H)(1)", "md:paigow.9(H)(2)", "md:paigow.9(H)(3)", "md:paigow.9(I)", "md:paigow.9(I)(1)",
    "md:paigow.9(I)(2)", "md:paigow.9(I)(3)", "md:paigow.9(I)(4)", "md:paigow.9(J)", "md:paigow.9(J)(1)",
    "md:paigow.9(J)(2)", "md:paigow.9(J)(3)", "md:paigow.9(J)(4)", "md:paigow.9(J)(5)", "md:paigow.9(K)",
    "md:paigow.9(L)", "md:paigow.9(L)(1)", "md:paigow.9(L)(2)", "md:paigow.9(L)(3)", "md:paigow.9(M)",
    "md:paigow.9(M)(1)", "md:paigow.9(M)(2)", "md:paigow.9(N)", "md:paigow.9(N)(1)", "md:paigow.9(N)(2)",
    "md:paigow.9(O)", "md:paigow.9(O)(1)", "md:paigow.9(O)(2)", "md:paigow.9(O)(3)", "md:paigow.9(O)(4)",
    "md:paigow.9(P)", "md:paigow.9(P)(1)", "md:paigow.9(P)(2)", "md:paigow.9(P)(3)", "md:paigow.9(P)(4)",
    "md:paigow.9(P)(5)", "md:paigow.9(P)(6)", "md:paigow.9(P)(7)", "md:paigow.9(P)(8)", "md:paigow.9(Q)",
    "md:paigow.9(R)", "md:paigow.9(S)", "md:paigow.9(S)(1)", "md:paigow.9(S)(2)", "md:paigow.9(S)(3)",
    "md:paigow.9(S)(4)", "md:paigow.9(S)(5)", "md:paigow.9(S)(6)", "md:paigow.9(S)(7)", "md:paigow.9(S)(8)",
    "md:paigow.9(S)(9)", "md:paigow.9(S)(10)", "md:paigow.10", "md:paigow.10(A)", "md:paigow.10(B)",
    "md:paigow.10(C)", "md:paigow.10(D)", "md:paigow.10(D)(1)", "md:paigow.10(D)(2)", "md:paigow.10(E)",
    "md:paigow.10(F)",
)


def test_the_helper_reads_ids_as_the_seed_numbers_them() -> None:
    assert ["pa:535.6", "pa:535.6(a)(3)(ii)", "pa:535.10(h)(1)"] == [
        _units("535.6", "a3ii")[0], _units("535.6", "a3ii")[1], _units("535.10", "h1")[1]]


@pytest.mark.parametrize(("rid", "units"), [(PA_T, SEED_UNITS_535), (PA, SEED_UNITS_621A), (MD, SEED_UNITS_MD)])
def test_every_unit_of_the_seed_and_nothing_else(rid: str, units: tuple[str, ...]) -> None:
    """Each edition resolves to exactly the units its text numbers: a delta leaves no unit of the older text."""
    have = set(spec.ruleset(rid).clauses)
    assert sorted(set(units) - have) == []
    assert sorted(have - set(units)) == []


def test_the_deltas_derive_in_order() -> None:
    assert ("", PA_T, PA) == tuple(spec.ruleset(r).derives_from for r in (PA_T, PA, MD))
    assert "md" == spec.ruleset(MD).jurisdiction
    assert ("temporary", "final-form") == (spec.ruleset(PA_T).status, spec.ruleset(PA).status)
    removed = {"pa:535.3", "pa:535.5", "pa:535.10(i)", "pa:535.13", "pa:535.13(b)"}
    assert not removed & set(spec.ruleset(PA).renumbered)


#: the provisions the model cites, and where each edition states them (digest section 1.5)
CONCORDANCE = [
    ("pa:621a.3(c)", "pa:535.4(a)"), ("pa:621a.3(g)", "pa:535.4(e)"), ("pa:621a.3(h)", "pa:535.4(f)"),
    ("pa:621a.6(c)", "pa:535.8(c)"), ("pa:621a.6(c)(1)", "pa:535.8(c)(1)"), ("pa:621a.6(d)", "pa:535.8(d)"),
    ("pa:621a.7(a)(4)", "pa:535.9(a)(4)"), ("pa:621a.8(d)(1)", "pa:535.10(d)(1)"), ("pa:621a.8(g)", "pa:535.10(g)"),
    ("pa:621a.8(k)", "pa:535.10(k)"), ("pa:621a.9(g)(2)", "pa:535.11(g)(2)"), ("pa:621a.9(j)", "pa:535.11(j)"),
    ("pa:621a.5(d)", "pa:535.13(a)"),
]


@pytest.mark.parametrize(("final", "temporary"), CONCORDANCE)
def test_the_temporary_chapter_maps_to_621a(final: str, temporary: str) -> None:
    assert temporary == counterpart(final, PA_T)
    assert final == spec.ruleset(PA).renumbered[temporary]


def test_what_an_edition_lacks_has_no_counterpart() -> None:
    """The RNG (621a.2(e), 621a.6(a)(1)), the 12-hour tile change (621a.3(b)), 621a.2(d)(2) on its own and the
    definition of Bank are not in 535."""
    for cid in ("pa:621a.2(e)", "pa:621a.6(a)(1)", "pa:621a.3(b)", "pa:621a.2(d)(2)", "pa:621a.1#bank"):
        assert counterpart(cid, PA_T) is None, cid


#: where Maryland states what the model cites in 621a (digest section 1.5, checked against seed 003: the digest
#: says Maryland lacks 621a.10(f), but the seed prints it as ch. 10 F)
MD_CONCORDANCE = [
    ("pa:621a.3(c)", "md:paigow.3(B)"), ("pa:621a.3(g)", "md:paigow.3(H)"), ("pa:621a.3(h)", "md:paigow.3(I)"),
    ("pa:621a.8(k)", "md:paigow.8(K)"), ("pa:621a.10(f)", "md:paigow.10(F)"),
]


@pytest.mark.parametrize(("pa", "md"), MD_CONCORDANCE)
def test_maryland_maps_to_621a(pa: str, md: str) -> None:
    assert md == counterpart(pa, MD)


def test_what_maryland_drops() -> None:
    """621a's worked examples of dealing (3(e)(1), (2)) and of the count (6(c)(1), (2)) are not printed in Maryland."""
    for cid in ("pa:621a.3(e)(1)", "pa:621a.3(e)(2)", "pa:621a.6(c)(1)", "pa:621a.6(c)(2)"):
        assert counterpart(cid, MD) is None, cid


def test_the_editions_are_the_modelled_ones() -> None:
    assert (PA, PA_T, MD) == EDITIONS


def test_the_options_cite_clauses_and_offer_their_defaults() -> None:
    """Every option and fixed reading of tables.toml cites a clause some edition has; every default is a value."""
    t = spec.tables("paigow")
    known = spec.all_clause_ids()
    for o in t["option"]:
        assert o["clause"] in known, o["name"]
        assert o["default"] in o["values"] or o["values"] == ["amount"], o["name"]
        assert o["kind"] in ("election", "reading") and (o["kind"] == "election") == ("reading" not in o), o["name"]
    for r in t["reading"]:
        assert r["clause"] in known, r["amb"]
    ambs = [o["reading"] for o in t["option"] if "reading" in o] + [r["amb"] for r in t["reading"]]
    assert len(ambs) == len(set(ambs))


@pytest.mark.parametrize(("table", "odds"), [
    ("md:paigow.8(L)(1)", ("300 to 1", "25 to 1", "8 to 1", "4 to 1", "3 to 1")),
    ("md:paigow.8(L)(2)", ("250 to 1", "25 to 1", "8 to 1", "5 to 1", "2 to 1")),
    ("md:paigow.8(L)(3)", ("250 to 1", "30 to 1", "7 to 1", "5 to 1", "2 to 1")),
    ("md:paigow.8(L)(4)", ("200 to 1", "30 to 1", "10 to 1", "4 to 1", "2 to 1"))])
def test_pair_fortunes_paytables(table: str, odds: tuple[str, ...]) -> None:
    """Maryland ch. 8 L(1)-(4), as the seed prints them (its "8 to1" typo read as 8 to 1)."""
    n = spec.ruleset(MD)[table].numbers
    keys = ("gee_joon_and_heaven", "two_pairs", "gee_joon", "mixed_pair", "identical_pair")
    assert odds == tuple(n[k] for k in keys)


def test_vigorish_facts() -> None:
    """5% of the amount won, which may be rounded up to 25 cents or the next multiple (621a.8(k); 535.10(k);
    Maryland ch. 8 K)."""
    for rid in EDITIONS:
        rs = spec.ruleset(rid)
        vig = counterpart("pa:621a.8(k)", rid)
        assert vig is not None
        facts = {k: v for c in rs.clauses.values() if c.id == vig or c.id.startswith(vig + "(")
                 for k, v in c.numbers.items()}
        assert "5%" == facts["rate"] and "$0.25" == facts["rounding"], rid


def test_the_zero_zero_rule_is_the_final_texts() -> None:
    """621a.3(g) and Maryland ch. 3 H(2) give two hands of value 0 to the banker; 535.4(e) has no such rule (digest
    D9)."""
    assert "banker" == spec.ruleset(PA)["pa:621a.3(g)"].numbers["zero_zero"]
    assert "banker" == spec.ruleset(MD)["md:paigow.3(H)(2)"].numbers["zero_zero"]
    assert "zero_zero" not in spec.ruleset(PA_T)["pa:535.4(e)"].numbers
