"""The controls provisions of the 2013 proposal (seed 004, lines ~95-384) as spec data: 461a.9, 465a.6, 465a.9,
465a.35, 603a.1, 603a.10, 603a.13(f)-(g), 603a.20-21, 609a.13(c)(3), and the rescinded chapters 525, 575, 577 and 579
as ``reserved`` rulesets that code may never cite."""

from __future__ import annotations

import re

import pytest

from croupier import spec
from croupier.spec import citations

#: ruleset -> every unit of it the seed prints, lead-ins included. 465a.9(c)(2)(i), 465a.35(b)(2), (c)(1)(i),
#: (c)(1)(ii) and (c)(2) are carried by pa-631a@2013p, and 465a.35(c)(13) by pa-661a@2013p (one home each).
UNITS = {
    "pa-461a@2013p": ("461a.9",),
    "pa-465a@2013p": (
        "465a.6", "465a.6(c)", "465a.6(c)(1)", "465a.6(c)(2)",
        "465a.9", "465a.9(c)", "465a.9(c)(2)", "465a.9(c)(2)(ii)",
        "465a.35", "465a.35(b)", "465a.35(b)(1)", "465a.35(b)(3)", "465a.35(b)(4)", "465a.35(c)", "465a.35(c)(1)",
        "465a.35(c)(1)(iii)", "465a.35(c)(1)(iv)", "465a.35(c)(1)(v)", "465a.35(c)(1)(vi)", "465a.35(c)(12)",
        "465a.35(d)",
    ),
    "pa-609a@2013p": ("609a.13", "609a.13(c)", "609a.13(c)(3)"),
}

#: 603a as the seed prints it, built level by level.
_F = ["(f)", "(f)(1)", "(f)(1)(i)", "(f)(1)(ii)", "(f)(1)(iii)"] + [f"(f)(1)(iii)({x})" for x in "ABCD"] + [
    "(f)(1)(iv)", "(f)(2)", "(f)(2)(i)"] + [f"(f)(2)(i)({x})" for x in "ABC"] + ["(f)(2)(ii)", "(f)(2)(iii)"] + [
    f"(f)(2)(iii)({x})" for x in "ABCD"] + ["(f)(2)(iv)", "(f)(2)(iv)(A)", "(f)(2)(iv)(B)", "(f)(2)(v)"] + [
    f"(f)(2)(v)({x})" for x in "ABC"] + ["(f)(3)"] + [
    f"(f)(3)({r})" for r in ("i", "ii", "iii", "iv")] + [f"(f)(3)(iv)({x})" for x in "ABCD"] + ["(f)(3)(v)"] + [
    f"(f)(3)(v)({x})" for x in "ABC"] + [f"(f)(3)({r})" for r in ("vi", "vii", "viii")] + ["(g)"]
_PARAGRAPHS_603A20 = {"b": 2, "c": 6, "f": 4, "g": 5, "h": 4, "j": 8, "l": 5, "m": 4, "q": 7, "r": 3}
_20 = [f"({s})" for s in "abcdefghijklmnopqr"]
_20 += [f"({s})({n})" for s, k in _PARAGRAPHS_603A20.items() for n in range(1, k + 1)]
_20 += [f"(q)(2)({r})" for r in ("i", "ii", "iii", "iv", "v")]
UNITS["pa-603a@2013p"] = tuple(
    ["603a.1", "603a.1#match-play-coupon", "603a.10", "603a.10(a)", "603a.13"] + ["603a.13" + u for u in _F]
    + ["603a.20"] + ["603a.20" + u for u in _20]
    + ["603a.21"] + ["603a.21" + u for u in ("(a)", "(b)", "(c)", "(c)(1)", "(c)(2)", "(c)(3)", "(d)", "(e)")])

#: the rescinded chapters: ruleset -> (its sections, the chapter that replaces it, or the 525 inference)
RESERVED = {
    "pa-525@2013p": ([f"525.{n}" for n in (21, 22)], "603a.20"),
    "pa-575@2013p": ([f"575.{n}" for n in range(1, 14)], "659a"),
    "pa-577@2013p": ([f"577.{n}" for n in range(1, 10)], "661a"),
    "pa-579@2013p": ([f"579.{n}" for n in range(1, 14)], "663a"),
}

#: what decides a wager's validity or settlement
GAME = {"603a.1#match-play-coupon", "603a.10", "603a.10(a)"} | {u for u in UNITS["pa-603a@2013p"]
                                                                 if u.startswith("603a.21")}

#: garbles and gaps: clause -> a phrase its note must carry
NOTES = {
    "pa:603a.10(a)": "C-1",
    "pa:603a.21(b)": "C-2",
    "pa:603a.21(e)": "C-3",
    "pa:603a.20(q)(5)": "C-4",
    "pa:603a.20(k)": "recoded",
    "pa:603a.20(i)": "601a.10(g)",
    "pa:603a.21": "C-6",
    "pa:603a.13(f)(2)(v)(A)": "C-7",
    "pa:603a.13(f)(3)(v)": "C-8",
    "pa:603a.13(f)": "C-9",
    "pa:603a.13(f)(2)(v)": "C-10",
    "pa:465a.6(c)": "R-1",
    "pa:465a.6(c)(1)": "C-12",
    "pa:603a.21(c)(3)": "C-13",
    "pa:603a.21(d)": "C-14",
    "pa:603a.13": "C-15",
    "pa:603a.13(g)": "C-15",
    "pa:465a.35(b)(1)": "S-1",
    "pa:465a.35(d)": "S-2",
    "pa:465a.35(c)": "S-3",
    "pa:609a.13(c)(3)": "609a.13(3)",
    "pa:461a.9": "elided",
}


def _all() -> dict[str, tuple[str, ...]]:
    return {**UNITS, **{rid: tuple(units) for rid, (units, _) in RESERVED.items()}}


@pytest.mark.parametrize("rid", sorted(_all()))
def test_ruleset_loads_with_every_printed_unit(rid: str) -> None:
    """Each chapter is a full file of the 2013 proposal with exactly the units the seed prints; 603a is modelled (the
    dice lifecycle and the Match Play Coupons at the table), the others are clauses only (the record of a shift checks
    465a, 603a.20 and 609a.13 without a state machine)."""
    rs = spec.ruleset(rid)
    status = "reserved" if rid in RESERVED else "proposed"
    model = "complete" if rid == "pa-603a@2013p" else "none"
    assert ("pa", status, "", "", model) == (rs.jurisdiction, rs.status, rs.effective, rs.derives_from, rs.model)
    assert rs.chapter == rid.removeprefix("pa-").partition("@")[0]
    assert "seed 004" in rs.source and "125-166" in rs.source and "13-230" in rs.source
    assert sorted("pa:" + u for u in _all()[rid]) == sorted(rs.clauses)


def test_unit_counts() -> None:
    assert (1, 21, 131, 3) == tuple(len(UNITS[r]) for r in ("pa-461a@2013p", "pa-465a@2013p", "pa-603a@2013p",
                                                             "pa-609a@2013p"))
    assert 37 == sum(len(u) for u, _ in RESERVED.values())


@pytest.mark.parametrize("rid", sorted(_all()))
def test_every_clause_is_titled_summarised_and_kinded(rid: str) -> None:
    """Non-empty title and summary; kinds as the brief sets them; lead-ins present; refs stay in the edition."""
    rs = spec.ruleset(rid)
    for cid, c in rs.clauses.items():
        assert c.title.strip() and c.summary.strip(), cid
        assert spec.CLAUSE_ID.match(cid), cid
        assert c.parent is None or c.parent in rs or rid == "pa-465a@2013p", cid
        assert all(r in rs for r in c.refs), cid
        unit = cid.removeprefix("pa:")
        if unit in GAME:
            assert "game" == c.kind, cid
        elif unit.startswith("603a.13") or unit == "603a.1":
            assert "equipment" == c.kind, cid
        else:
            assert "administrative" == c.kind, cid


def test_lead_ins_of_465a_are_present_or_carried_elsewhere() -> None:
    """A 465a unit's enclosing unit is in pa-465a@2013p; the units it leaves out are in their one other home."""
    rs = spec.ruleset("pa-465a@2013p")
    for cid, c in rs.clauses.items():
        assert c.parent is None or c.parent in rs, cid
    for cid in ("pa:465a.9(c)(2)(i)", "pa:465a.35(b)(2)", "pa:465a.35(c)(1)(i)", "pa:465a.35(c)(1)(ii)",
                "pa:465a.35(c)(2)"):
        assert ("pa-631a@2013p",) == spec.editions_of(cid), cid
    assert ("pa-661a@2013p",) == spec.editions_of("pa:465a.35(c)(13)")


def test_garbles_and_gaps_are_noted() -> None:
    """Each garble, cut-off, wrong cross-reference and digest gap is on the clause it concerns."""
    missing = [(cid, phrase) for cid, phrase in NOTES.items()
               if not re.search(re.escape(phrase) + r"(?![0-9])", spec.clause(cid).note)]
    assert [] == missing


def test_seed_004_facts_carry_over() -> None:
    """The figures of 465a, 603a.13 and 603a.21 as the seed prints them."""
    r465, r603 = spec.ruleset("pa-465a@2013p"), spec.ruleset("pa-603a@2013p")
    assert "5 years" == r465["pa:465a.6(c)"].numbers["retention"]
    assert "2 years" == r465["pa:465a.6(c)(1)"].numbers["retention"]
    assert "6 months" == r465["pa:465a.6(c)(2)"].numbers["retention"]
    assert "2" == r465["pa:465a.9(c)(2)(ii)"].numbers["cameras"]
    assert ("1", "3", "1") == (r465["pa:465a.35(b)(1)"].numbers["dealers"], r465["pa:465a.35(b)(3)"].numbers["dealers"],
                               r465["pa:465a.35(b)(4)"].numbers["boxpersons"])
    assert ("4", "10") == (r465["pa:465a.35(c)(1)"].numbers["tables"], r465["pa:465a.35(c)(12)"].numbers["tables"])
    assert ("50%", "6") == (r465["pa:465a.35(d)"].numbers["increase"], r465["pa:465a.35(d)"].numbers["example_c1"])
    for cid in ("pa:603a.13(f)(2)(v)(A)", "pa:603a.13(f)(3)(iv)(A)"):
        assert "5" == r603[cid].numbers["dice"], cid
        assert "Three Dice Football" in r603[cid].summary, cid
    for cid in ("pa:603a.13(f)(2)(v)(B)", "pa:603a.13(f)(2)(v)(C)", "pa:603a.13(f)(3)(iv)(B)",
                "pa:603a.13(f)(3)(iv)(C)"):
        assert "3" == r603[cid].numbers["dice"], cid
    assert "1" == r603["pa:603a.21(d)"].numbers["coupons_per_round"]
    assert r603["pa:603a.21(c)(3)"].numbers["boxes"].endswith("3rd 12")
    assert "Pass Line, Don't Pass Line" == r603["pa:603a.21(c)(2)"].numbers["areas"]


def test_three_dice_football_additions_keep_their_facts() -> None:
    """The entries moved from pa-661a@2013p still say what they do for Three Dice Football."""
    r465, r603 = spec.ruleset("pa-465a@2013p"), spec.ruleset("pa-603a@2013p")
    for cid in ("pa:465a.9(c)(2)(ii)", "pa:465a.35(b)(3)", "pa:465a.35(c)(1)(vi)"):
        assert "Three Dice Football" in r465[cid].summary, cid
    for cid in ("pa:603a.13(f)", "pa:603a.13(f)(1)(ii)", "pa:603a.13(f)(1)(iii)(B)", "pa:603a.13(f)(2)(i)(B)",
                "pa:603a.13(f)(2)(iii)(D)"):
        assert "Three Dice Football" in r603[cid].summary, cid
    assert "bold" in r603["pa:603a.13(f)(2)(i)(B)"].note
    sealed = r603["pa:603a.13(f)(2)(v)(A)"].note
    assert "[and]" in sealed and "tdf_sealed_set_size" in sealed
    assert "GAP-T20" in r603["pa:603a.13(f)(3)(iv)(A)"].note


@pytest.mark.parametrize("rid", sorted(RESERVED))
def test_reserved_chapters(rid: str) -> None:
    """Every section of a rescinded chapter is '(Reserved)', says it is rescinded and names what replaces the
    chapter; the seed's lack of a section-by-section mapping is noted; 525's link to Match Play is an inference."""
    units, successor = RESERVED[rid]
    rs = spec.ruleset(rid)
    assert "no section-by-section mapping" in rs.source
    for cid, c in rs.clauses.items():
        assert ("administrative", "(Reserved)") == (c.kind, c.title), cid
        assert "rescinded" in c.summary and "Reserved" in c.summary and successor in c.summary, cid
        assert "no section-by-section mapping" in c.note, cid
    if rid == "pa-525@2013p":
        assert all("inference" in c.summary for c in rs.clauses.values())
        assert "inference" in rs.source and "inference" in rs.summary


def test_reserved_clause_is_refused_by_cites() -> None:
    """A rescinded section is never cited as normative: cites and check refuse it, naming the id."""
    with pytest.raises(citations.ReservedClause, match=r"pa:577\.3: reserved"):
        citations.cites("pa:577.3")
    with pytest.raises(citations.UnknownClause, match=r"pa:525\.21.*reserved"):
        citations.check("pa:661a.4(a)", "pa:525.21")
    assert citations.reserved("pa:579.13") and not citations.reserved("pa:603a.21(e)")
    assert ("pa:603a.21(e)",) == citations.check("pa:603a.21(e)")


def test_no_code_cites_a_reserved_clause() -> None:
    """Nothing registered by the models is a reserved clause (the decorator would have refused it at import)."""
    from croupier import trace

    trace.import_models()
    assert [] == [cid for cid in citations.REGISTRY if citations.reserved(cid)]


def test_reserved_is_a_status() -> None:
    """``reserved`` is a ruleset status; a reserved section can still be looked up (it just cannot be cited)."""
    assert "reserved" in spec.Status.__args__  # type: ignore[attr-defined]
    assert ("pa-577@2013p",) == spec.editions_of("pa:577.1")
    assert "(Reserved)" == spec.clause("pa:577.1").title
