"""The Pai Gow specs (58 Pa. Code temporary chapter 535 of 2010, and final-form chapter 621a of 2012 as its delta)
load, number every unit of the seeds, resolve as deltas with no unit of the older text left over, map each
provision the model cites to every edition, and agree with the options of spec/paigow/tables.toml."""

from __future__ import annotations

import pytest

from croupier import spec
from croupier.reference.paigow.clauses import EDITIONS, counterpart

PA_T, PA = "pa-535@2010t", "pa-621a@2012"


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



def test_the_helper_reads_ids_as_the_seed_numbers_them() -> None:
    assert ["pa:535.6", "pa:535.6(a)(3)(ii)", "pa:535.10(h)(1)"] == [
        _units("535.6", "a3ii")[0], _units("535.6", "a3ii")[1], _units("535.10", "h1")[1]]


@pytest.mark.parametrize(("rid", "units"), [(PA_T, SEED_UNITS_535), (PA, SEED_UNITS_621A)])
def test_every_unit_of_the_seed_and_nothing_else(rid: str, units: tuple[str, ...]) -> None:
    """Each edition resolves to exactly the units its text numbers: a delta leaves no unit of the older text."""
    have = set(spec.ruleset(rid).clauses)
    assert sorted(set(units) - have) == []
    assert sorted(have - set(units)) == []


def test_the_delta_derives_from_the_temporary_chapter() -> None:
    assert ("", PA_T) == tuple(spec.ruleset(r).derives_from for r in (PA_T, PA))
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


def test_the_editions_are_the_modelled_ones() -> None:
    assert (PA, PA_T) == EDITIONS


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


def test_vigorish_facts() -> None:
    """5% of the amount won, which may be rounded up to 25 cents or the next multiple (621a.8(k); 535.10(k))."""
    for rid in EDITIONS:
        rs = spec.ruleset(rid)
        vig = counterpart("pa:621a.8(k)", rid)
        assert vig is not None
        facts = {k: v for c in rs.clauses.values() if c.id == vig or c.id.startswith(vig + "(")
                 for k, v in c.numbers.items()}
        assert "5%" == facts["rate"] and "$0.25" == facts["rounding"], rid


def test_the_zero_zero_rule_is_the_final_texts() -> None:
    """621a.3(g) gives two hands of value 0 to the banker; 535.4(e) has no such rule (digest D9)."""
    assert "banker" == spec.ruleset(PA)["pa:621a.3(g)"].numbers["zero_zero"]
    assert "zero_zero" not in spec.ruleset(PA_T)["pa:535.4(e)"].numbers
