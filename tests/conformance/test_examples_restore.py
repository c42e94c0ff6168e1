"""The example engines' restore point (``conformance/examples/tables.py``): what an engine puts back after a refused
event is what ``copy.deepcopy`` would have put back, shares nothing that can change with the live table, and the
profile it keeps uncopied does not change while the table plays."""

from __future__ import annotations

import copy
import importlib
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import pytest

from croupier.conformance import vectors
from croupier.conformance.adapter import load_implementation
from croupier.conformance.examples import tables
from croupier.conformance.examples.tables import restore_point
from croupier.conformance.games import GAMES, suite_for
from croupier.conformance.runner import Side

def _module(game: str) -> Any:
    return importlib.import_module(suite_for(game).example.split(":")[0])


#: the games whose example engine takes a restore point before each event, in :func:`tables.answer` or its own
#: ``event`` (the dice log keeps no table state)
ENGINES = [g for g in GAMES if vars(_module(g)).get("answer") is tables.answer or "restore_point" in vars(_module(g))]

_IMMUTABLE = (str, int, bool, float, type(None), Fraction, bytes)


def _mutable_ids(v: Any, found: set[int]) -> set[int]:
    """The ids of every object reachable from ``v`` that could change in place."""
    if isinstance(v, _IMMUTABLE):
        return found
    if not isinstance(v, (tuple, frozenset)):
        if id(v) in found:
            return found
        found.add(id(v))
    members = (list(v.keys()) + list(v.values()) if isinstance(v, dict)
               else v if isinstance(v, (list, tuple, set, frozenset))
               else list(vars(v).values()) if hasattr(v, "__dict__") else ())
    for x in members:
        _mutable_ids(x, found)
    return found


def _same(a: Any, b: Any) -> bool:
    """Equal values of the same types all the way down (``==`` alone would take a list for a tuple, a Counter for a
    dict)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if hasattr(a, "__dict__") and not isinstance(a, type):
        return _same(vars(a), vars(b))
    return bool(a == b)


@pytest.mark.parametrize("game", ENGINES)
def test_the_restore_point_is_a_deep_copy_sharing_nothing_that_changes(game: str, monkeypatch: pytest.MonkeyPatch
                                                                          ) -> None:
    """Along every case of the default profile's bundled vectors, at every event."""
    g = suite_for(game)
    taken = 0
    wrong: list[str] = []  # an assertion in the engine's frames would be a fault, not this test's failure
    #: id of a table's profile -> (the profile, held so that its id is not reused; a deep copy taken at its first event)
    profiles: dict[int, tuple[Any, Any]] = {}

    def checked(fields: dict[str, Any], keep: Any = ()) -> dict[str, Any]:
        nonlocal taken
        taken += 1
        point = restore_point(fields, keep)
        live = {k: v for k, v in fields.items() if k not in keep}
        if set(keep) != {"cfg"}:
            wrong.append(f"kept {sorted(keep)}")
        if not _same({k: v for k, v in point.items() if k not in keep}, copy.deepcopy(live)):
            wrong.append(f"event {taken}: not a deep copy")
        if _mutable_ids({k: point[k] for k in live}, set()) & _mutable_ids(live, set()):
            wrong.append(f"event {taken}: shares a mutable object with the table")
        first = profiles.setdefault(id(fields["cfg"]), (fields["cfg"], copy.deepcopy(fields["cfg"])))
        if not _same(fields["cfg"], first[1]):
            wrong.append(f"event {taken}: the kept profile changed during play")
        return point

    monkeypatch.setattr(tables, "restore_point", checked)
    if "restore_point" in vars(_module(game)):  # an engine that takes its restore point itself
        monkeypatch.setattr(_module(game), "restore_point", checked)
    side = Side(load_implementation(g.example), threaded=False)
    side.handshake()
    name, profile = g.profile_named("default")
    path = g.bundled_vectors(name, profile)
    assert path is not None
    found = vectors.run_document(side, vectors.load(path))
    assert not wrong, wrong[:5]
    assert found.passed and taken > 0.9 * found.steps  # one before each event of every case


@dataclass
class _Box:
    cards: list[str] = field(default_factory=list)
    owner: int = 0


def test_each_kind_of_field_is_copied_or_kept_as_it_should() -> None:
    fields = {"cfg": {"decks": 8}, "deck": ["AS", "KH"], "seats": {1: [2, 3]}, "seen": {4}, "tally": Counter(a=2),
              "box": _Box(["QD"], 5), "pair": ("AS", 1), "money": Fraction(3, 2), "nested": [[1], {"x": [2]}]}
    point = restore_point(fields, keep={"cfg"})
    assert point["cfg"] is fields["cfg"] and point["pair"] is fields["pair"] and point["money"] is fields["money"]
    assert _same(point, {**copy.deepcopy(fields), "cfg": fields["cfg"]})
    assert not _mutable_ids({k: v for k, v in point.items() if k != "cfg"}, set()) & _mutable_ids(fields, set())


def test_an_object_with_its_own_copying_is_deep_copied_as_it_says() -> None:
    class Own:
        def __init__(self) -> None:
            self.copied = False

        def __deepcopy__(self, memo: Any) -> "Own":
            twin = Own()
            twin.copied = True
            return twin

    assert tables._copy(Own()).copied
