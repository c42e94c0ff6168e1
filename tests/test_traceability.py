"""Every citation resolves; every game-logic clause of 623a and 625a is cited by code; every option is in the spec."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

from croupier import spec
from croupier.spec import citations


def _import_models() -> None:
    import croupier.reference

    for m in pkgutil.walk_packages(croupier.reference.__path__, "croupier.reference."):
        importlib.import_module(m.name)


def test_unknown_citation_fails_at_import() -> None:
    """A clause id no spec file has is refused when the decorator runs."""
    with pytest.raises(citations.UnknownClause, match=r"pa:623a\.99"):
        citations.cites("pa:623a.99")


@pytest.mark.parametrize("rid", ["pa-623a@2012", "pa-623a@2013p", "pa-623a@2015", "pa-625a@2012"])
def test_every_game_clause_is_cited_by_code(rid: str) -> None:
    """Each game-logic clause of the edition is implemented somewhere (cites it)."""
    _import_models()
    game = [cid for cid, c in spec.ruleset(rid).clauses.items() if c.kind == "game"]
    assert [] == [cid for cid in game if not citations.citing(cid)]


def test_every_cited_clause_exists() -> None:
    _import_models()
    assert [] == [cid for cid in citations.REGISTRY if cid not in spec.all_clause_ids()]


def test_options_agree_with_table_config() -> None:
    """Every option in spec/craps/tables.toml is a TableConfig field with the same values, default and clause."""
    from croupier.reference.craps.config import check_against_spec

    assert [] == check_against_spec()


def test_fixed_readings_name_clauses_of_the_current_edition() -> None:
    """Every open question answered without an option names an existing clause and says how it is read."""
    readings = spec.tables("craps")["reading"]
    assert readings
    current = spec.ruleset("pa-623a@2015")
    for r in readings:
        assert set(r) == {"amb", "clause", "reading"}, r
        assert r["clause"] in current, r
        assert r["reading"].strip()


def test_every_open_reading_of_the_craps_digest_is_decided() -> None:
    """AMB-01 .. AMB-35 of the 623a digest each have an option or a fixed reading in spec/craps/tables.toml."""
    import re

    t = spec.tables("craps")
    named = " ".join([o.get("reading", "") for o in t["option"]] + [r["amb"] for r in t["reading"]])
    decided = {int(n) for n in re.findall(r"AMB-(\d+)", named)}
    assert [] == [f"AMB-{n:02d}" for n in range(1, 36) if n not in decided]


def test_sicbo_options_agree_with_table_config() -> None:
    """Every option in spec/sicbo/tables.toml is a Sic Bo TableConfig field with the same values, default and clause."""
    from croupier.reference.sicbo.config import check_against_spec

    assert [] == check_against_spec()
