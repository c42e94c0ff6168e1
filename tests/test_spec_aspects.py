"""Every game-logic clause says what its requirement is about (spec/README.md, "Aspects"), consistently with how the
reference cites it: the verdict engine blames and credits clauses by these aspects (INTERPRETING.md 4 and 7)."""

from __future__ import annotations

import functools
import json
from collections import defaultdict
from importlib import resources

import pytest

from croupier import spec
from croupier.conformance.games import GAMES, suite_for


@functools.cache
def _cited_by() -> dict[str, set[str]]:
    """clause -> the outcome types that cite it in the bundled vectors."""
    out: dict[str, set[str]] = defaultdict(set)
    root = resources.files("croupier.conformance").joinpath("vectors")
    for d in root.iterdir():
        for f in d.iterdir():
            for case in json.loads(f.read_text("utf-8"))["cases"]:
                for st in case["steps"]:
                    for o in st.get("expect") or ():
                        for c in [o["clause"]] if o["type"] == "rejected" else o.get("clauses", ()):
                            out[c].add(o["type"])
    return out


GAME_CLAUSES = [(rid, cid) for rid in spec.ruleset_ids() for cid, c in spec.ruleset(rid).clauses.items()
                if c.kind == "game"]


@pytest.mark.parametrize("rid", sorted({rid for rid, _ in GAME_CLAUSES}))
def test_every_game_clause_states_its_aspects_as_its_citations_require(rid: str) -> None:
    rs = spec.ruleset(rid)
    problems = []
    for cid, c in rs.clauses.items():
        if c.kind != "game":
            continue
        kinds, about = _cited_by().get(cid, set()), set(c.about)
        if not about:
            if not any(spec.parent_id(x) == cid for x in rs.clauses):
                problems.append(f"{cid}: no about (only a lead-in may leave it to its sub-clauses)")
            elif kinds:
                problems.append(f"{cid}: a lead-in cited by outcomes states its own aspects")
            continue
        if "rejected" in kinds and "acceptance" not in about:
            problems.append(f"{cid}: cited by refusals, not about acceptance")
        if "notice" in kinds and "procedure" not in about:
            problems.append(f"{cid}: cited by notices, not about a procedure")
        if kinds & {"settlement", "returned", "commission"} and not about & {"wager", "result", "amount", "order"}:
            problems.append(f"{cid}: cited by money outcomes, about none of wager, result, amount, order")
    assert [] == problems


def test_a_clause_about_conduct_says_why_the_protocol_cannot_see_it() -> None:
    for rid, cid in GAME_CLAUSES:
        c = spec.ruleset(rid)[cid]
        assert "conduct" not in c.about or c.unobserved.strip(), cid


def test_every_order_rule_clause_is_about_order() -> None:
    for name in GAMES:
        for rule in suite_for(name).order:
            assert "order" in spec.clause(rule.clause).about, rule.clause


def test_the_loader_refuses_an_unknown_aspect(tmp_path) -> None:  # type: ignore[no-untyped-def]
    d = tmp_path / "x"
    d.mkdir()
    (d / "pa-1@2000.toml").write_text(
        '[ruleset]\nid = "pa-1@2000"\njurisdiction = "pa"\nchapter = "1"\ntitle = "t"\nstatus = "current"\n'
        'effective = ""\nsource = "s"\n\n[[clause]]\nid = "pa:1.1"\nkind = "game"\nabout = ["payout"]\n'
        'summary = "s"\n')
    with pytest.raises(spec.SpecError, match="payout"):
        spec.load_tree(tmp_path)
