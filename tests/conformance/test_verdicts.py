"""Verdicts claim exactly what was checked (INTERPRETING.md 4 and 7): a difference blames the clauses about the aspect
that differs, order is compared where a clause prescribes it, and a clause is passed only where its requirement was
compared."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from croupier import spec
from croupier.cli import main
from croupier.conformance.adapter import EngineAdapter, load_implementation
from croupier.conformance.compare import Comparison, compare_state, compare_step
from croupier.conformance.orders import losers_first
from croupier.conformance.examples import mutants
from croupier.conformance.games import GAMES, suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.report import (NOT_OBSERVABLE, PASSED, junit_xml, rows, text_summary, unexplained)
from croupier.conformance.runner import Failure, Side
from croupier.conformance.session import conform, minimise

SMALL, BIG = ("pa:625a.3(6)", "pa:625a.4(c)", "pa:625a.5(e)"), ("pa:625a.3(7)", "pa:625a.4(c)", "pa:625a.5(e)")
ALL = ("clauses", "state", "notices")


def _settle(seat: int, bet: str, result: str, amount: str, clauses: tuple[str, ...]) -> dict[str, Any]:
    return {"type": "settlement", "seat": seat, "bet": bet, "result": result, "amount": amount, "commission": "0",
            "clauses": list(clauses)}


def test_a_wrong_result_blames_the_result_clause_of_that_wager_only() -> None:
    """pa:625a.3(6): Small loses on a triple. An engine paying it fails 625a.3(6), not Big's 625a.3(7) (which agreed),
    nor 625a.4(c) (settled by position) or 625a.5(e) (the order), which no difference touches."""
    expected = [_settle(1, "small", "lose", "500", SMALL), _settle(2, "big", "lose", "500", BIG)]
    actual = [_settle(1, "small", "win", "500", SMALL), _settle(2, "big", "lose", "500", BIG)]

    cmp = compare_step(expected, actual, ALL)

    assert {"pa:625a.3(6)": {"result"}} == cmp.blamed
    assert "result" in cmp.checked["pa:625a.3(7)"]
    assert "pa:625a.5(e)" not in cmp.checked  # about order only: no exact match credits it


def test_a_wrong_amount_blames_the_paytable_not_the_winning_rule() -> None:
    """pa:625a.6(b)(2): One of a Kind matching two dice pays 2 to 1; paid 1 to 1, the odds clause fails and the wager
    rule pa:625a.3(8) (which decided the win) is credited with its result."""
    cites = ("pa:625a.3(8)", "pa:625a.6(b)(2)", "pa:625a.4(c)", "pa:625a.5(e)")
    cmp = compare_step([_settle(1, "one_of_a_kind 3", "win", "1000", cites)],
                       [_settle(1, "one_of_a_kind 3", "win", "500", cites)], ALL)

    assert {"pa:625a.6(b)(2)": {"amount"}} == cmp.blamed
    assert "result" in cmp.checked["pa:625a.3(8)"]


def test_settlement_order_is_compared_where_a_clause_prescribes_it() -> None:
    """pa:625a.5(e): every losing wager is collected before any winner is paid (protocol 0.2)."""
    expected = [_settle(1, "small", "lose", "500", SMALL), _settle(2, "big", "win", "500", BIG)]
    rule = (losers_first("pa:625a.5(e)"),)

    out_of_order = compare_step(expected, list(reversed(expected)), ALL, rule)
    in_order = compare_step(expected, expected, ALL, rule)

    assert {"pa:625a.5(e)": {"order"}} == out_of_order.blamed
    assert in_order.ok and {"order"} == in_order.checked["pa:625a.5(e)"]
    assert compare_step(expected, list(reversed(expected)), ALL).ok  # no rule: a multiset, as in protocol 0.1


def test_an_extra_outcome_that_cites_nothing_is_unattributed_not_pinned_on_the_step() -> None:
    cmp = compare_step([_settle(1, "small", "lose", "500", SMALL)],
                       [_settle(1, "small", "lose", "500", SMALL), _settle(3, "big", "win", "100", ())], ())

    assert not cmp.ok and {} == cmp.blamed and 1 == len(cmp.unattributed)
    assert {"result"} == cmp.checked["pa:625a.3(6)"]  # its only aspect


def test_a_refusal_of_an_accepted_event_blames_the_clause_the_implementation_refused_under() -> None:
    cmp = compare_step([], [{"type": "rejected", "clause": "pa:625a.4(a)", "reason": "cash"}], ())

    assert {"pa:625a.4(a)": {"acceptance"}} == cmp.blamed


def test_a_state_difference_blames_the_steps_state_clauses() -> None:
    cmp = compare_state({"phase": "betting"}, {"phase": "closed"}, ALL, ["pa:625a.5(f)", "pa:625a.3(6)"])

    assert {"pa:625a.5(f)": {"state"}} == cmp.blamed


def test_an_unannotated_clause_is_never_let_off() -> None:
    """A clause whose requirement the spec does not describe is blamed for any difference on its outcome."""
    cmp = Comparison()
    cmp.blame("x", "amount", ["pa:not-a-clause(1)"])
    assert {"pa:not-a-clause(1)": {"amount"}} == cmp.blamed


def _sicbo_run(engine: Any, reports: tuple[str, ...] | None = None, **kw: Any) -> Any:
    g = suite_for("sicbo")
    impl = EngineAdapter(engine)
    if reports is not None:
        impl = _Reporting(impl, reports)
    side = Side(impl, threaded=False)
    side.handshake()
    return conform(g, side, [g.profile_named(n) for n in g.default_profiles], Budget(), use_hypothesis=False, **kw)


class _Reporting:
    """An implementation that declares other optional parts than the one it wraps."""

    def __init__(self, impl: Any, reports: tuple[str, ...]) -> None:
        self.impl, self.reports = impl, reports

    def request(self, m: dict[str, Any]) -> dict[str, Any]:
        r = self.impl.request(m)
        return {**r, "reports": list(self.reports)} if r.get("type") == "hello" else r

    def shutdown(self) -> None:
        pass


def test_one_bug_fails_only_the_clauses_it_breaks() -> None:
    """Issue 28: an engine whose only bug is Small winning on a triple fails pa:625a.3(6) and its parent, not Any Three
    of a Kind, Big, the order of settlement or the device-failure clause."""
    m = next(x for x in mutants.catalogue("sicbo") if x.name == "small-wins-on-triple")

    run = _sicbo_run(mutants.engine(m, "sicbo"))

    assert {"pa:625a.3", "pa:625a.3(6)"} == {r.clause for r in rows(run) if r.verdict == "failed"}
    assert all(set(x.blamed) <= {"pa:625a.3(6)"} for x in run.findings.failures)


def test_an_engine_reporting_nothing_is_not_credited_with_state_notices_or_clauses() -> None:
    """A clause about state or a procedure is not passed for an engine whose state and notices nobody compared; the
    console says what was compared."""
    run = _sicbo_run(load_implementation(suite_for("sicbo").example).engine, reports=())

    by = {r.clause: r for r in rows(run)}
    out = text_summary(run)
    assert "not compared: clauses (the implementation does not report clauses)" in out.replace("; notices", "")
    assert "state (the implementation does not report state)" in out
    assert NOT_OBSERVABLE == by["pa:625a.5(f)"].verdict and "does not report" in by["pa:625a.5(f)"].why
    assert PASSED == by["pa:625a.3(6)"].verdict


@pytest.mark.parametrize("game", ["sicbo", "tdf"])
def test_every_not_observable_clause_says_why_and_no_passed_clause_hides_an_uncompared_aspect(game: str) -> None:
    g = suite_for(game)
    impl = load_implementation(g.example)
    side = Side(impl, threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.default_profiles], Budget(), use_hypothesis=False)
    for r in rows(run):
        if r.verdict == NOT_OBSERVABLE:
            assert r.why, r.clause
        if r.verdict == PASSED:
            c = spec.clause(r.clause)
            assert not r.not_compared and r.tally.run, r.clause
            assert not ({"conduct"} >= set(c.about) and c.about), r.clause  # a conduct-only clause is never passed


def test_junit_names_the_implementation_and_the_parts_compared() -> None:
    run = _sicbo_run(load_implementation(suite_for("sicbo").example).engine, reports=("clauses",))

    xml = junit_xml(run)

    assert 'name="implementation.name" value="croupier-example-sicbo"' in xml
    assert 'name="compared" value="acceptance,money,order,clauses"' in xml
    assert "the implementation does not report state" in xml


def test_a_failure_from_the_generated_suite_is_minimised_against_the_implementation() -> None:
    """Refused events and events the failure does not need are dropped; what is left still fails on the engine."""
    m = next(x for x in mutants.catalogue("sicbo") if x.name == "small-wins-on-triple")
    g = suite_for("sicbo")
    side = Side(EngineAdapter(mutants.engine(m, "sicbo")), threaded=False)
    side.handshake()
    remove = {"type": "remove", "seat": 2, "bet": "big"}  # refused: no such wager
    events = [{"type": "place", "seat": 1, "bet": "big", "amount": "500"}, remove, remove, remove,
              {"type": "place", "seat": 1, "bet": "small", "amount": "500"}, remove, {"type": "shake"}, remove,
              {"type": "no_more_bets"}, {"type": "reveal", "dice": [2, 2, 2]}, {"type": "enter", "dice": [2, 2, 2]}]
    failure = Failure("mismatch", "default", "x", events, None, None, ())

    shortest = minimise(g, side, failure, g.profile_named("default")[1])

    assert [e["type"] for e in shortest.events] == ["place", "shake", "no_more_bets", "reveal", "enter"]
    assert {"pa:625a.3(6)"} == set(shortest.blamed)


def test_an_empty_exec_or_impl_is_an_error_not_the_bundled_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert 2 == main(["conform", "--game", "sicbo", "--exec", ""])
    assert 2 == main(["conform", "--game", "sicbo", "--impl", " "])
    assert "--exec is empty" in capsys.readouterr().err


def test_the_printed_replay_runs_the_implementation_that_failed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 28: the replay command a failure prints names the implementation that failed, and running it as printed
    fails again (it used to test the bundled example and print CONFORMS)."""
    (tmp_path / "buggy_sicbo.py").write_text(
        "from croupier.conformance.examples import mutants\n"
        "MUTANT = next(m for m in mutants.catalogue('sicbo') if m.name == 'small-wins-on-triple')\n"
        "ENGINE = mutants.engine(MUTANT, 'sicbo')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.chdir(tmp_path)
    assert 1 == main(["conform", "--game", "sicbo", "--impl", "buggy_sicbo:ENGINE", "--no-hypothesis", "--profile",
                      "default", "--quiet", "--brief"])
    line = next(x for x in capsys.readouterr().out.splitlines() if x.strip().startswith("replay: "))
    command = line.split("replay: croupier ", 1)[1].split()

    assert "--impl" in command and "buggy_sicbo:ENGINE" in command
    assert 1 == main(command + ["--brief"])
    assert capsys.readouterr().out.rstrip().endswith("DOES NOT CONFORM")


def test_no_game_clause_of_the_sic_bo_suite_is_left_unexplained() -> None:
    run = _sicbo_run(load_implementation(suite_for("sicbo").example).engine)
    assert [] == unexplained(rows(run))


def test_every_game_suite_names_order_rules_only_for_clauses_about_order() -> None:
    for name in GAMES:
        for rule in suite_for(name).order:
            assert "order" in spec.clause(rule.clause).about, rule.clause
