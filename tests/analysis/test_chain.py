"""The exact absorbing-chain solver, on chains whose answers are known in closed form."""

from __future__ import annotations

from fractions import Fraction

import pytest

from croupier.analysis.chain import ChainError, Node, solve

F = Fraction


def test_gamblers_ruin_fair_coin() -> None:
    """A fair walk on 1..3 absorbed at 0 and 4: from i, P(reach 4) = i/4 and the expected duration is i(4 - i)."""
    nodes = {
        1: Node(((2, F(1, 2)),), (("ruin", F(1, 2)),)),
        2: Node(((1, F(1, 2)), (3, F(1, 2))), ()),
        3: Node(((2, F(1, 2)),), (("top", F(1, 2)),)),
    }

    sol = solve(nodes)

    for i in (1, 2, 3):
        assert F(i, 4) == sol.ends[i]["top"]
        assert F(4 - i, 4) == sol.ends[i]["ruin"]
        assert i * (4 - i) == sol.steps[i]


def test_self_loop_is_geometric() -> None:
    """Staying with probability 5/6 each step: the end comes after 6 steps on average."""
    sol = solve({"s": Node((("s", F(5, 6)),), (("end", F(1, 6)),))})

    assert {"end": F(1)} == sol.ends["s"]
    assert 6 == sol.steps["s"]


def test_components_solved_successors_first() -> None:
    """A chain of two cycles: a <-> b feeds c <-> d, which ends; every state ends with probability 1."""
    nodes = {
        "a": Node((("b", F(1, 2)), ("c", F(1, 2))), ()),
        "b": Node((("a", F(1, 3)),), (("x", F(2, 3)),)),
        "c": Node((("d", F(1)),), ()),
        "d": Node((("c", F(1, 4)),), (("y", F(3, 4)),)),
    }

    sol = solve(nodes)

    for k in nodes:
        assert 1 == sum(sol.ends[k].values())
    # a: 1/2 to b, which ends x w.p. 2/3 or returns: P_a(x) = (1/2)(2/3) / (1 - (1/2)(1/3))
    assert F(2, 5) == sol.ends["a"]["x"]
    assert F(3, 5) == sol.ends["a"]["y"]


def test_weighted_steps_count_the_steps_from_the_states_weighed() -> None:
    """An off state (weight 0) that moves to an on state (weight 1) half the time, which ends a third of the time:
    3 steps are taken from the on state whichever state the chain starts in, 2 from the off state if it starts
    there; with no weight the weighted steps are the steps."""
    nodes = {
        "off": Node((("off", F(1, 2)), ("on", F(1, 2))), ()),
        "on": Node((("on", F(2, 3)),), (("end", F(1, 3)),)),
    }

    weighed = solve(nodes, {"off": F(0), "on": F(1)})
    plain = solve(nodes)

    assert {"off": 3, "on": 3} == weighed.weighted
    assert {"off": 5, "on": 3} == weighed.steps == plain.steps == plain.weighted


def test_closed_class_is_refused() -> None:
    """A state that never reaches an end has no absorption probabilities."""
    with pytest.raises(ChainError):
        solve({"a": Node((("b", F(1)),), ()), "b": Node((("a", F(1)),), ())})


def test_probabilities_must_sum_to_one() -> None:
    with pytest.raises(ChainError):
        solve({"a": Node((("a", F(1, 2)),), (("end", F(1, 3)),))})


def test_moves_must_stay_in_the_chain() -> None:
    with pytest.raises(ChainError):
        solve({"a": Node((("nowhere", F(1, 2)),), (("end", F(1, 2)),))})
