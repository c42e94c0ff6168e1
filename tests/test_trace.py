"""The traceability figures the docs show: every game-logic clause of a ``complete`` ruleset has code and a check."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from croupier import spec, trace

ROOT = Path(__file__).resolve().parent.parent
COMPLETE = [rid for rid in spec.ruleset_ids() if spec.ruleset(rid).model == "complete"]


def test_the_landed_editions_are_complete() -> None:
    """Every landed 623a edition, Sic Bo's 625a, Three Dice Football's 661a, the baccarat family's six chapters
    (541/627a, 543/629a, 545/631a), Pai Gow's three editions (621a, 535, Maryland), Spanish 21's two (551 and
    its 2013 double-down edition), Double Attack Blackjack's 665a, Asia Poker's 659a, Five Card Hi-Lo's 663a and
    the 637a poker variants declare ``model = "complete"``, and so does chapter 603a's 2013 amendment (the dice lifecycle
    and the Match Play Coupons at the table)."""
    assert ["md-paigow@1.1", "pa-535@2010t", "pa-541@2010t", "pa-543@2010t", "pa-545@2010t", "pa-551@2010t",
            "pa-551@2013p", "pa-603a@2013p", "pa-621a@2012",
            "pa-623a@2012", "pa-623a@2013p", "pa-623a@2015", "pa-625a@2012", "pa-627a@2013p", "pa-629a@2013p",
            "pa-631a@2013p", "pa-637a@2013p", "pa-659a@2013p", "pa-661a@2013p", "pa-663a@2013p",
            "pa-665a@2013p"] == COMPLETE


def test_sicbo_game_clauses_are_checked_by_contracts_and_its_own_vectors() -> None:
    """Each 625a game clause has a run-time contract on its code and is cited by a Sic Bo vector case."""
    rows = [t for t in trace.trace("pa-625a@2012") if t.game]
    assert 32 == len(rows)
    assert [] == [t.id for t in rows if not t.has_contract]
    assert [] == [t.id for t in rows if not t.has_vectors]


@pytest.mark.parametrize("rid", COMPLETE)
def test_every_game_clause_of_a_complete_ruleset_has_code_and_a_check(rid: str) -> None:
    """The list the matrix page prints under "lacking": it must stay empty for a complete ruleset."""
    assert [] == trace.gaps(rid)


def test_the_current_edition_is_checked_by_its_own_vectors_or_witnesses() -> None:
    """pa-623a@2015 has vector documents of its own: no clause leans on another edition's checks."""
    rows = [t for t in trace.trace("pa-623a@2015") if t.game]
    assert [] == [t.id for t in rows if t.only_elsewhere]
    assert [] == [t.id for t in rows if not (t.has_vectors or t.has_witness)]


def test_coverage_figures_add_up() -> None:
    for rid in spec.ruleset_ids():
        c = trace.coverage(rid)
        assert c.game == sum(1 for x in spec.ruleset(rid).clauses.values() if x.kind == "game")
        assert c.check <= c.game and c.code <= c.game
        assert c.check == sum(t.has_check for t in trace.trace(rid) if t.game)


def test_contracts_are_read_from_icontract() -> None:
    """line_outcome's postconditions appear on the Pass Line come-out clause, with the twin CrossHair refutes."""
    row = next(t for t in trace.trace("pa-623a@2015") if t.id == "pa:623a.3(a)(1)(i)(A)")
    mine = [k for k in row.contracts if k.owner == "croupier.reference.craps.kernels.line_outcome"]
    assert {"precondition", "postcondition"} == {k.kind for k in mine}
    assert {"line_outcome_bar_3"} == {k.twin for k in mine}


def test_renumbered_clause_is_traced_to_its_current_number() -> None:
    """2012's 623a.5(i) is today's 623a.5(j): the same provision, and checked by its own edition under its 2012 id."""
    assert "pa:623a.5(j)" == trace._same_provision("pa:623a.5(i)@2012", spec.ruleset("pa-623a@2015"))
    row = next(t for t in trace.trace("pa-623a@2012") if t.id == "pa:623a.5(i)@2012")
    assert row.has_vectors and not row.only_elsewhere
    assert {"pa-623a@2012"} == {v.ruleset for v in row.vectors}


def test_every_edition_is_checked_by_its_own_vectors() -> None:
    """Each 623a edition has vector files of its own, and few of its clauses lean on another edition's checks."""
    for rid in ("pa-623a@2012", "pa-623a@2013p", "pa-623a@2015"):
        c = trace.coverage(rid)
        assert c.vector_documents and c.vectors >= c.game - c.witness - 1, c


def _crosshair_pairs() -> list[tuple[str, str, str]]:
    """(module alias, kernel, twin) in the order tests/contracts/test_crosshair.py pairs them."""
    tree = ast.parse((ROOT / "tests" / "contracts" / "test_crosshair.py").read_text(encoding="utf-8"))
    lists: dict[str, list[tuple[str, str]]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.List):
            items = []
            for call in node.value.elts:
                assert isinstance(call, ast.Call) and isinstance(call.args[0], ast.Attribute)
                assert isinstance(call.args[0].value, ast.Name)
                items.append((call.args[0].value.id, call.args[0].attr))
            lists[node.targets[0].id] = items
    return [(mod, fn, twin) for (mod, fn), (_, twin) in zip(lists["KERNELS"], lists["TWINS"], strict=True)]


def test_crosshair_list_agrees_with_the_crosshair_tests() -> None:
    """croupier.trace.CROSSHAIR names exactly the kernel/twin pairs tests/contracts/test_crosshair.py checks."""
    def alias(q: str) -> str:  # ``kernels`` for craps (the first game), ``sicbo_kernels`` for the others
        parts = q.split(".")
        return parts[-2] if parts[-3] in ("reference", "craps") else f"{parts[-3]}_{parts[-2]}"

    declared = [(alias(q), q.rsplit(".", 1)[-1], t) for q, t in trace.CROSSHAIR.items()]
    assert sorted(_crosshair_pairs()) == sorted(declared)
    for q in trace.CROSSHAIR:
        assert trace.resolve(q).__postconditions__


def test_three_dice_football_is_checked_by_its_own_vectors_or_witnesses() -> None:
    """pa-661a@2013p: each of the 79 game clauses is cited by a vector case or exercised through its witnesses."""
    rows = [t for t in trace.trace("pa-661a@2013p") if t.game]
    assert 79 == len(rows)
    assert [] == [t.id for t in rows if not (t.has_vectors or t.has_witness)]
