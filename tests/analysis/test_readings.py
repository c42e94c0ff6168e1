"""``croupier analyze --readings``: what each reading of a game does to its figures (croupier.analysis.readings)."""

from __future__ import annotations

import json
from fractions import Fraction

import attrs
import pytest

from croupier import rulebook
from croupier.analysis import readings, sicbo
from croupier.cli import main
from croupier.reference.sicbo.config import TableConfig

#: a few Sic Bo wagers (the analysis of all of them, with contracts on, takes seconds per reading)
WAGERS = ["DOUBLE_5", "TOTAL_6", "SMALL"]
FEW = [x for w in WAGERS for x in ("--wager", w)]


def test_a_reading_that_changes_a_wager_shows_it_under_each_value() -> None:
    """Sic Bo's ``two_of_a_kind_on_triple``: a double's edge under ``wins`` and under ``loses`` is the analysis run
    with each; a reading of procedure changes nothing."""
    cfg = TableConfig()

    def some(c: TableConfig) -> list:  # type: ignore[type-arg]
        return sicbo.analyze(c, WAGERS)

    found = {e.option: e for e in readings.effects(cfg, rulebook.options("sicbo")["options"], some)}
    double = found["two_of_a_kind_on_triple"]
    field = next(f for f in attrs.fields(TableConfig) if f.metadata.get("option") == "two_of_a_kind_on_triple")
    other = next(v for v in type(getattr(cfg, field.name)) if v != getattr(cfg, field.name))
    want = {a.wager: a.edge for a in some(attrs.evolve(cfg, **{field.name: other}))}
    assert double.edges and all(by[other.value] == want[w] for w, by in double.edges.items())
    assert all(len(set(by.values())) == 2 for by in double.edges.values())
    assert found["wager_removal_before_close"].edges == {}
    assert not any(e.failed for e in found.values())


def test_free_values_are_not_varied() -> None:
    """A reading whose values are an amount or a paytable is named, not varied."""
    options = [{"name": "limits", "kind": "reading", "values": ["kind -> [min, max]"]}]

    @attrs.frozen
    class Table:
        limits: dict = attrs.field(factory=dict, metadata={"option": "limits"})  # type: ignore[type-arg]

    (e,) = readings.effects(Table(), options, lambda c: [])
    assert e.skipped and "free" in e.skipped
    assert "not varied" in readings.lines([e], str)[1]


def test_the_command_line_prints_and_documents_them(capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["analyze", "--game", "sicbo", "--readings", *FEW])
    out = capsys.readouterr().out
    assert "Readings (the profile's other elections kept)" in out and "two_of_a_kind_on_triple" in out
    assert 0 == main(["analyze", "--game", "sicbo", "--readings", "--format", "json", *FEW])
    doc = json.loads(capsys.readouterr().out)
    changes = doc["readings"]["two_of_a_kind_on_triple"]["changes"]
    assert changes and all(Fraction(x) for by in changes.values() for x in by.values())
    assert 2 == main(["analyze", "--game", "sicbo", "--strategy"])
