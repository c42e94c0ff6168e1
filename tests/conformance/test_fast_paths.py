"""The judge's cheaper checks give the answers of the plain walks they replace, on any value a reply may hold.

``nesting_problem`` passes over a container of plain scalars without looking at each member, and ``_identical``
compares plain scalars in place: both are checked here against the member-by-member versions they replaced, on
generated JSON values with the awkward cases mixed in (``True`` beside ``1`` and ``1.0``, NaN, tuples, subclasses of
the containers and scalars, shared and cyclic containers, nesting at and past the bound).
"""

from __future__ import annotations

import math
from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from collections import Counter
from fractions import Fraction

from croupier.conformance.compare import _diff, _identical, _state_fields, state_problem
from croupier.conformance.runner import MAX_DEPTH, nesting_problem


def plain_nesting_problem(value: Any, limit: int = MAX_DEPTH) -> Optional[str]:
    """The walk before: every member of every container looked at."""
    level = [value] if isinstance(value, (dict, list, tuple)) else []
    for _ in range(limit):
        below: list[Any] = []
        for v in level:
            below.extend(c for c in (v.values() if isinstance(v, dict) else v) if isinstance(c, (dict, list, tuple)))
        if not below:
            return None
        level = list({id(c): c for c in below}.values())
    return f"a reply nests at most {limit} levels of arrays and objects"


def plain_identical(a: Any, b: Any) -> bool:
    """The comparison before: a call per member."""
    t = type(a)
    if t is not type(b):
        return False
    if t is dict:
        return a.keys() == b.keys() and all(plain_identical(v, b[k]) for k, v in a.items())
    if t is list:
        return len(a) == len(b) and all(map(plain_identical, a, b))
    return bool(a == b)


class Text(str):
    pass


class Number(int):
    pass


class Mapping(dict):  # type: ignore[type-arg]
    pass


class Array(list):  # type: ignore[type-arg]
    pass


SCALARS = st.one_of(st.none(), st.booleans(), st.sampled_from([0, 1, 2, 1.0, 0.0, math.nan, "1", "a", ""]),
                    st.integers(-3, 3), st.text(max_size=2), st.builds(Text, st.sampled_from(["a", "1"])),
                    st.builds(Number, st.integers(0, 2)))
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.sampled_from("abcd"), inner, max_size=4),
    st.lists(inner, max_size=3).map(tuple), st.lists(inner, max_size=3).map(Array),
    st.dictionaries(st.sampled_from("ab"), inner, max_size=3).map(Mapping)), max_leaves=24)


def nested(depth: int, leaf: Any = 1) -> Any:
    v = leaf
    for n in range(depth):
        v = [v] if n % 2 else {"x": v}
    return v


@settings(max_examples=400, deadline=None)
@given(VALUES)
def test_nesting_problem_answers_as_the_member_by_member_walk(value: Any) -> None:
    """The same answer at any bound, the bound itself included."""
    for limit in (1, 2, 3, MAX_DEPTH):
        assert plain_nesting_problem(value, limit) == nesting_problem(value, limit)


def test_nesting_at_and_past_the_bound_shared_and_cyclic() -> None:
    """64 levels pass, 65 do not; a container shared a thousand times costs one look; a cycle is too deep."""
    assert nesting_problem(nested(MAX_DEPTH)) is None
    assert "nests at most 64 levels" in str(nesting_problem(nested(MAX_DEPTH + 1)))
    assert "nests at most 64 levels" in str(nesting_problem(nested(MAX_DEPTH + 1, Mapping(a=1))))
    shared: list[Any] = [1]
    for _ in range(MAX_DEPTH - 1):
        shared = [shared] * 1000
    assert nesting_problem(shared) is None
    cycle: list[Any] = []
    cycle.append(cycle)
    assert "nests at most 64 levels" in str(nesting_problem({"state": cycle}))
    assert "nests at most 64 levels" in str(nesting_problem(Array([Array([nested(MAX_DEPTH - 1)])])))


@settings(max_examples=400, deadline=None)
@given(VALUES, VALUES)
def test_identical_answers_as_the_member_by_member_comparison(a: Any, b: Any) -> None:
    """Two values, and a value with itself and with a copy of itself whose scalars changed type."""
    assert plain_identical(a, b) == _identical(a, b)
    assert plain_identical(a, a) == _identical(a, a)


def test_identical_tells_types_apart_in_arrays_and_objects() -> None:
    """``True`` is not ``1`` nor ``1.0``, a str subclass is not a str, NaN is not NaN, in an array as in an object."""
    for x, y in [(True, 1), (1, 1.0), ("a", Text("a")), (1, Number(1)), (None, 0)]:
        assert not _identical([1, x], [1, y]) and not _identical({"k": x}, {"k": y})
        assert not _identical([1, y], [1, x]) and not _identical({"k": y}, {"k": x})
    nan = math.nan
    assert not _identical([nan], [nan]) and not _identical({"k": nan}, {"k": nan})
    assert _identical({"a": [1, "x", None, True], "b": [{"c": [2]}]}, {"b": [{"c": [2]}], "a": [1, "x", None, True]})
    assert not _identical({"a": [1, 2]}, {"a": [2, 1]})
    assert not _identical({"a": (1, 2)}, {"a": [1, 2]})


def test_a_state_identical_but_for_a_type_is_still_compared_field_by_field() -> None:
    """``[True]`` where ``[1]`` is expected: not identical, so the fields are compared, and the list differs."""
    assert "seated is [True], expected [1]" == state_problem({"seated": [1]}, {"seated": [True]}, ())


def _trail(game: str, monkeypatch: Any, plain: bool) -> tuple[list[Any], set[str]]:
    from croupier.conformance import lockstep
    from croupier.conformance.adapter import load_implementation
    from croupier.conformance.games import suite_for
    from croupier.conformance.runner import Side

    if not plain:
        monkeypatch.setattr(lockstep, "PLAIN_DRAWS", None)
    g = suite_for(game)
    side = Side(load_implementation(g.example))
    side.handshake()
    seen: list[Any] = []
    kinds: set[str] = set()

    def on_step(machine: Any, m: Any, expected: Any) -> None:
        from hypothesis.control import current_build_context

        seen.append((m, expected))
        kinds.add(type(current_build_context().data._shared_data_strategy).__name__)

    name, profile = g.profile_named(g.default_profiles[0])
    lockstep.run_profile(g, side, name, profile, lockstep.Budget(examples=6, steps=25, seed=3), on_step=on_step)
    side.shutdown()
    return seen, kinds


def test_the_machine_draws_the_same_events_without_hypothesis_random_check(monkeypatch: Any) -> None:
    """The rules' ``st.data()`` object is swapped for one that skips Hypothesis's check of the global ``random``:
    from the same seed, the same events, one by one, as with Hypothesis's own object."""
    from croupier.conformance import lockstep

    assert lockstep.PLAIN_DRAWS is not None, "this Hypothesis has the hook: the swap must be made"
    for game in ("sicbo", "poker_variants"):
        plain, plain_kinds = _trail(game, monkeypatch, plain=True)
        with monkeypatch.context() as m:
            own, own_kinds = _trail(game, m, plain=False)
        assert {"PlainDraws"} == plain_kinds and {"DataObject"} == own_kinds
        assert len(own) > 50
        assert own == plain


def plain_amount(x: Any) -> Any:
    try:
        return Fraction(x)
    except (TypeError, ValueError, ZeroDivisionError):
        return ("unreadable", x)


def plain_state_fields(expected: Any, actual: Any, reports: Any) -> dict[str, str]:
    """The field by field comparison before: every field compared, amounts read anew."""
    if not isinstance(actual, dict):
        return {"state": f"the state is {actual!r}, not an object"}
    if plain_identical(expected, actual):
        return {}
    markers = "markers" in set(reports)

    def wagers(s: Any) -> Counter[Any]:
        return Counter((w.get("seat"), w.get("bet"), plain_amount(w.get("amount")))
                       + ((w.get("marker", "none"),) if markers else ()) for w in s.get("wagers", ())
                       if isinstance(w, dict))

    problems: dict[str, str] = {}
    for key, want in expected.items():
        got = actual.get(key)
        if key == "wagers":
            w = _diff(wagers(expected), wagers(actual),
                      lambda k: f"seat {k[0]} {k[1]} {k[2]}" + (f" marker {k[3]}" if markers else ""))
            if w:
                problems[key] = "wagers: " + w
        elif key == "fire":
            fire_e = Counter(frozenset(f.get("points", ())) for f in want or ())
            fire_a = Counter(frozenset(f.get("points", ())) for f in got or () if isinstance(f, dict)) \
                if isinstance(got, list) else Counter()
            if fire_e != fire_a:
                problems[key] = (f"fire points are {sorted(map(sorted, fire_a.elements()))}, "
                                 f"expected {sorted(map(sorted, fire_e.elements()))}")
        elif isinstance(want, list):
            if not isinstance(got, list) or Counter(map(repr, want)) != Counter(map(repr, got)):
                shown = sorted(got, key=repr) if isinstance(got, list) else got
                problems[key] = f"{key} is {shown!r}, expected {sorted(want, key=repr)!r}"
        elif got != want or key not in actual:
            problems[key] = f"{key} is {got!r}, expected {want!r}"
    return problems


AMOUNTS = st.sampled_from(["500", "500/1", "1000", "35/3", "0", "-5", "x", "1/0", "5.0", "9" * 40, 500, True, None])
WAGERS = st.lists(st.fixed_dictionaries({"seat": st.integers(0, 2), "bet": st.sampled_from(["pass", "field"]),
                                         "amount": AMOUNTS},
                                        optional={"marker": st.sampled_from(["none", "lammer"])}), max_size=4)
FIRE = st.lists(st.fixed_dictionaries({"seat": st.just(1), "points": st.lists(st.sampled_from([4, 5, 6]),
                                                                                  unique=True, max_size=3)}),
                max_size=2)
STATES = st.fixed_dictionaries({}, optional={"wagers": WAGERS, "fire": FIRE, "phase": st.sampled_from(["a", "b"]),
                                             "point": st.sampled_from([None, 4, True, 4.0]),
                                             "seated": st.lists(st.sampled_from([1, 2, True, "1"]), max_size=3),
                                             "box": VALUES})


@settings(max_examples=500, deadline=None)
@given(STATES, STATES, st.sampled_from([(), ("markers",)]), st.randoms(use_true_random=False))
def test_state_fields_answer_as_every_field_compared(expected: Any, actual: Any, reports: Any, rnd: Any) -> None:
    """Fields identical on both sides are passed over and short amounts are read once: the same problems, in the
    same words, for any two states, for a state and a reordering of itself, and for a state and its own copy with
    one field changed."""
    assert plain_state_fields(expected, actual, reports) == _state_fields(expected, actual, reports)
    shuffled = {k: (rnd.sample(v, len(v)) if isinstance(v, list) else v) for k, v in expected.items()}
    assert plain_state_fields(expected, shuffled, reports) == _state_fields(expected, shuffled, reports)
    changed = {**expected, **{k: v for k, v in actual.items() if k in expected}}
    assert plain_state_fields(expected, changed, reports) == _state_fields(expected, changed, reports)
