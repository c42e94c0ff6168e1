"""Order rules (protocol 0.2): the reference's own outcomes always satisfy every game's rules, and each rule fails
an out-of-order list of the outcomes it orders."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from croupier.conformance.compare import OrderRule, compare_step
from croupier.conformance.games import GAMES, suite_for

VECTORS = Path(__file__).resolve().parents[2] / "conformance" / "vectors"
Message = dict[str, Any]


def _ok(rule: OrderRule, outcomes: list[Message]) -> bool:
    ranks = [r for o in outcomes if o.get("type") in ("settlement", "commission", "returned")
             and (r := rule.ranks(o, o)) is not None]
    return all(a <= b for a, b in zip(ranks, ranks[1:]))


def _steps() -> list[tuple[str, str, list[Message]]]:
    out = []
    for f in sorted(VECTORS.rglob("*.json")):
        d = json.loads(f.read_text())
        for case in d["cases"]:
            for st in case["steps"]:
                if isinstance(st.get("expect"), list):
                    out.append((str(d["game"]), f"{f.parent.name}/{f.name} {case['id']}", st["expect"]))
    return out


def test_reference_outcomes_keep_every_order_rule() -> None:
    """Every bundled vector step: the expected outcomes come in the order of each rule whose clause they cite."""
    checked: dict[str, int] = {}
    bad = []
    for game, where, expect in _steps():
        cited = {c for o in expect for c in (o.get("clauses") or [])}
        for rule in suite_for(game).order:
            if not rule.governs(cited):
                continue
            if len({rule.ranks(o, o) for o in expect if o.get("type") in ("settlement", "commission", "returned")}
                   - {None}) >= 2:
                checked[rule.clause] = checked.get(rule.clause, 0) + 1
            if not _ok(rule, expect):
                bad.append(f"{where}: {rule.clause}")
    assert not bad, bad[:10]
    every = {r.clause for g in GAMES for r in suite_for(g).order}
    assert set(checked) == every, f"no vector step with two ranks under {sorted(every - set(checked))}"


def _settle(seat: int, bet: str, result: str, clause: str, amount: str = "10") -> Message:
    return {"type": "settlement", "seat": seat, "bet": bet, "result": result, "amount": amount, "clauses": [clause]}


def _comm(seat: int, bet: str, clause: str, amount: str = "1") -> Message:
    return {"type": "commission", "seat": seat, "bet": bet, "amount": amount, "clauses": [clause]}


#: game -> (clause, outcomes in the rule's order); each case's reversal must fail that clause's order (and only
#: that clause's, but for the rules listed in ALSO_BLAMED, which prescribe the same order in other words)
HAND_MADE: dict[str, list[tuple[str, list[Message]]]] = {
    "sicbo": [("pa:625a.5(e)", [_settle(1, "big", "lose", "pa:625a.5(e)"),
                                _settle(2, "small", "win", "pa:625a.5(e)")])],
    "tdf": [("pa:661a.6(f)(1)", [_settle(1, "defense", "lose", "pa:661a.6(f)(1)"),
                                 _settle(2, "big_play", "win", "pa:661a.6(f)(1)"),
                                 _settle(1, "touchdown", "win", "pa:661a.6(f)(1)")]),
            ("pa:661a.6(f)(2)", [_settle(1, "touchdown", "lose", "pa:661a.6(f)(2)"),
                                 _settle(2, "defense", "win", "pa:661a.6(f)(2)"),
                                 _settle(2, "big_play", "lose", "pa:661a.6(f)(2)")])],
    "baccarat": [(c, [_settle(1, "house_money", "lose", c), _settle(3, "house_money", "win", c, "150"),
                      _settle(4, "house_money", "lose", c)])
                 for c in ("pa:627a.8(d)(1)", "pa:629a.8(c)(3)(i)", "pa:631a.9(e)(1)")]
                + [(c, [_settle(2, "player", "lose", c), _settle(6, "banker", "win", c, "9.50"),
                        _settle(3, "banker", "win", c, "9.50")])
                   for c in ("pa:541.12(b)", "pa:543.12(b)", "pa:545.12(b)")],
    "blackjack": [("pa:633a.7(g)", [_settle(3, "house_money", "win", "pa:633a.7(g)(10)(ii)", "500"),
                                    _settle(2, "three_card_poker", "lose", "pa:633a.7(g)"),
                                    _settle(2, "straight_jack", "lose", "pa:633a.7(g)(9)")]),
                  ("pa:633a.7(o)", [_settle(2, "straight_jack", "win", "pa:633a.7(o)(3)(i)", "150"),
                                    _settle(1, "hit_and_run", "lose", "pa:633a.7(o)"),
                                    _settle(2, "blackjack/1", "win", "pa:633a.7(p)")])],
    "paigow": [(c, [_settle(1, "pai_gow", "win", c), _settle(2, "pai_gow", "lose", c),
                    _settle(5, "pai_gow", "void", c)])
               for c in ("pa:621a.8(f)", "md:paigow.8(F)", "pa:621a.9(o)", "pa:621a.9(r)", "md:paigow.9(P)",
                         "md:paigow.9(S)")]
              + [("pa:535.10(f)", [_settle(2, "pai_gow", "lose", "pa:535.10(f)"),
                                   _settle(4, "pai_gow", "void", "pa:535.10(f)")])]
              + [(c, [_settle(3, "pai_gow", "lose", c), _settle(1, "pai_gow", "win", c), _settle(2, "pai_gow", "win", c)])
                 for c in ("pa:535.10(j)", "pa:535.11(o)", "pa:535.11(r)")],
    "double_attack": [("pa:665a.7(m)(1)", [_settle(2, "bust_it", "lose", "pa:665a.7(m)(1)"),
                                           _settle(3, "bet/1", "lose", "pa:665a.7(o)(1)(ii)(A)")]),
                      ("pa:665a.7(o)", [_settle(4, "bet/1", "win", "pa:665a.7(o)(1)(i)(A)"),
                                        _settle(4, "double_attack/1", "win", "pa:665a.7(o)(2)"),
                                        _settle(1, "bet/1", "lose", "pa:665a.7(o)(1)(ii)(C)")])],
    "asia_poker": [("pa:659a.11(e)", [_settle(6, "asia_poker", "win", "pa:659a.11(f)(2)"),
                                      _settle(2, "asia_poker", "lose", "pa:659a.11(f)(1)(i)")]),
                   ("pa:659a.11(h)", [_settle(3, "asia_poker", "lose", "pa:659a.11(f)(1)(ii)"),
                                      _settle(3, "bonus", "win", "pa:659a.11(h)(2)", "500")])],
    "five_card_hi_lo": [("pa:663a.11(f)", [_settle(5, "ante", "win", "pa:663a.11(g)(1)"),
                                           _settle(5, "play", "win", "pa:663a.11(g)(1)"),
                                           _settle(2, "ante", "lose", "pa:663a.11(g)(3)(i)")]),
                        ("pa:663a.11(j)", [_settle(4, "ante", "lose", "pa:663a.11(g)(2)"),
                                           _settle(4, "tie", "lose", "pa:663a.11(j)(1)(ii)")]),
                        ("pa:663a.11(k)", [_settle(4, "tie", "win", "pa:663a.11(j)(1)(i)", "900"),
                                           _settle(1, "poker_bonus", "lose", "pa:663a.11(j)(2)(ii)")])],
}

#: rules that prescribe the same order as another in other words, so that breaking one breaks both: 665a.7(o) and
#: (p) settle from the dealer's far right (the settlements cite (o)'s items, so (p) is compared with (o)); 663a.11(j) settles each player's optional wagers in his turn, which holds
#: 663a.11(k)'s order among the players
ALSO_BLAMED = {"pa:665a.7(o)": {"pa:665a.7(p)"}, "pa:663a.11(k)": {"pa:663a.11(j)"}}


def test_every_game_with_rules_has_a_hand_made_case() -> None:
    assert {g for g in GAMES if suite_for(g).order} <= set(HAND_MADE)


@pytest.mark.parametrize("game,clause,outcomes",
                         [(g, c, o) for g, cases in HAND_MADE.items() for c, o in cases],
                         ids=[f"{g}-{c}" for g, cases in HAND_MADE.items() for c, _ in cases])
def test_hand_made_out_of_order_list_fails_only_its_clause(game: str, clause: str, outcomes: list[Message]) -> None:
    rules = suite_for(game).order
    assert clause in {r.clause for r in rules}
    ok = compare_step(outcomes, list(outcomes), {"clauses"}, rules)
    assert ok.ok, ok.problem
    rev = compare_step(outcomes, list(reversed(outcomes)), {"clauses"}, rules)
    assert not rev.ok
    assert {d.aspect for d in rev.differences} == {"order"}
    assert {c for d in rev.differences for c in d.blamed} == {clause} | ALSO_BLAMED.get(clause, set())
