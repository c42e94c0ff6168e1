"""The 637a poker variants' table configuration: the options agree with spec/poker/tables.toml, every reading the
model takes is named once and recorded on its clause, illegal elections are refused with their clause, and ``config
check`` reads a profile."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from croupier import spec
from croupier.cli import main
from croupier.reference.errors import ConfigError
from croupier.reference.poker_variants import config

GAME = "poker_variants"


def test_the_options_agree_with_the_spec_and_decide_each_reading_once() -> None:
    t = {k: [x for x in v if x.get("game") == GAME] for k, v in spec.tables("poker").items()}
    rs = spec.ruleset(config.BASE)
    for o in t["option"]:
        assert o["clause"] in rs, o["name"]
        assert (o["kind"] == "election") == ("reading" not in o), o["name"]
        assert f"Default {o['default']}" in o["summary"], o["name"]
    for r in t["reading"]:
        assert r["clause"] in rs and len(r["reading"]) > 80, r["amb"]
    decided = [o["reading"] for o in t["option"] if "reading" in o] + [r["amb"] for r in t["reading"]]
    assert len(decided) == len(set(decided))
    notes = " ".join(c.note for c in rs.clauses.values())
    assert [] == [g for g in decided if not re.search(rf"\b{g}\b", notes)]
    assert [] == config.check_against_spec()


def _cfg(**kw: object) -> config.TableConfig:
    return config.profile_from_mapping({"game": GAME, **kw})


@pytest.mark.parametrize("kw, field, clause", [
    ({"split": "badeucey"}, "split", "pa:637a.20(l)(1)"),
    ({"variant": "triple_draw_2_7", "split": "badacey"}, "split", "pa:637a.20(l)(2)"),
    ({"kill": "half_kill"}, "kill", "pa:637a.19(b)"),
    ({"variant": "badugi", "kill": "kill"}, "kill", "pa:637a.21(b)"),
    ({"ante": 150}, "ante", "pa:637a.19(b)"),
    ({"blinds": [50, 100]}, "blinds", "pa:637a.19(d)"),
    ({"blinds": []}, "blinds", "pa:637a.19(d)"),
    ({"straddle": 200}, "straddle", "pa:637a.19(e)"),
    ({"small_bet": 800}, "small_bet", "pa:637a.19(g)"),
    ({"variant": "triple_draw_a_5", "blinds": [100] * 6, "straddle": 1000}, "blinds", "pa:637a.20(d)"),
    ({"variant": "stud"}, "variant", "pa:637a.19(a)"),
    ({"dragon": 1}, "dragon", "pa:637a.19"),
])
def test_illegal_elections_are_refused_with_their_clause(kw: dict[str, object], field: str, clause: str) -> None:
    with pytest.raises(ConfigError) as x:
        _cfg(**kw)
    assert (field, clause) in {(p.field, p.clause) for p in x.value.problems}


def test_the_variant_fixes_the_section_the_limit_and_the_cards() -> None:
    assert [(c.section, c.players, c.variant.hole_cards) for c in (
        _cfg(), _cfg(variant="triple_draw_2_7"), _cfg(variant="badugi"))] == [
        ("637a.19", 8, 5), ("637a.20", 7, 5), ("637a.21", 9, 4)]
    assert _cfg(variant="badugi").clause("(k)(5)") == "pa:637a.21(k)(5)"


def test_config_check_reads_a_profile(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.toml"
    good.write_text('game = "poker_variants"\nvariant = "badugi"\nkill = "kill"\n', encoding="utf-8")
    assert 1 == main(["config", "check", str(good)])
    assert "P-14" in capsys.readouterr().err
    good.write_text('game = "poker_variants"\nvariant = "badugi"\nbetting = "pot_limit"\n', encoding="utf-8")
    assert 0 == main(["config", "check", str(good)])
    capsys.readouterr()
    assert ["raise_cap limits fixed-limit betting only: it has no effect here"] == config.warnings(
        _cfg(betting="no_limit"))
