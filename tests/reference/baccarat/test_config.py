"""Baccarat-family profiles: the options agree with spec/baccarat/tables.toml, and an illegal election is refused
with its clause, every problem at once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from croupier.cli import main
from croupier.reference.baccarat import config
from croupier.reference.baccarat.definitions import Variant
from croupier.reference.errors import ConfigError

EXAMPLES = Path(config.__file__).parent / "examples"


def test_the_options_agree_with_the_spec() -> None:
    assert [] == config.check_against_spec()


def test_the_ruleset_decides_the_game() -> None:
    assert config.TableConfig().variant is Variant.MINI
    assert config.profile_from_mapping({"ruleset": "pa-543@2010t"}).variant is Variant.MIDI
    assert config.profile_from_mapping({"ruleset": "pa-631a@2013p"}).variant is Variant.BACCARAT


def test_the_2013_midibaccarat_text_squeezes_unless_read_otherwise() -> None:
    """A-33: 629a.8(c) deals every first card face down, so only the squeeze is legal by default."""
    with pytest.raises(ConfigError) as x:
        config.profile_from_mapping({"ruleset": "pa-629a@2013p"})
    assert [("initial_deal", "pa:629a.8(c)")] == [(p.field, p.clause) for p in x.value.problems]
    assert config.profile_from_mapping({"ruleset": "pa-629a@2013p", "initial_deal": "squeeze"}).squeeze
    assert not config.profile_from_mapping({"ruleset": "pa-629a@2013p",
                                            "midi_2013_deal_procedures": "as_2010"}).squeeze
    assert not config.profile_from_mapping({"ruleset": "pa-543@2010t"}).squeeze


@pytest.mark.parametrize("data, field, clause", [
    ({"decks": 9}, "decks", "pa:541.3(a)"),
    ({"tie_odds": 7}, "tie_odds", "pa:541.13(b)"),
    ({"tie_odds": "7 to 1"}, "tie_odds", "pa:541.13(b)"),
    ({"commission_rate": "3%"}, "commission_rate", "pa:541.13(c)"),
    ({"seats": 8}, "seats", "pa:541.2(a)"),
    ({"ruleset": "pa-545@2010t", "seats": 9}, "seats", "pa:545.2(a)"),
    ({"ruleset": "pa-545@2010t", "banker_mode": "tie_charge"}, "banker_mode", "pa:545.13(c)"),
    ({"ruleset": "pa-543@2010t", "shuffling": "continuous_shuffler"}, "shuffling", "pa:541.3(b)"),
    ({"initial_deal": "squeeze"}, "initial_deal", "pa:541.9(c)"),
    ({"ruleset": "pa-545@2010t", "initial_deal": "face_down"}, "initial_deal", "pa:545.9(c)"),
    ({"house_money": True}, "house_money", "pa:627a.7(a)(7)"),
    ({"ez_table": True}, "ez_table", "pa:627a.2(b)(8)"),
    ({"ruleset": "pa-627a@2013p", "ez_table": True, "banker_mode": "tie_charge"}, "ez_table", "pa:627a.2(b)(8)"),
    ({"dragon7_insurance": True}, "dragon7_insurance", "pa:627a.12(f)"),
    ({"house_money_addon_portion": "3/2"}, "house_money_addon_portion", "pa:627a.8(d)(1)(i)"),
    ({"table_min": 5000, "table_max": 1000}, "table_min", "pa:541.8(a)"),
    ({"ruleset": "pa-623a@2015"}, "ruleset", "pa:541.13(g)"),
    ({"squeeze_order": "left"}, "squeeze_order", "pa:541.13(g)"),
    ({"ruleset": "pa-543@2010t", "squeeze_voluntary_pass": "no"}, "squeeze_voluntary_pass", "pa:543.14(f)"),
    ({"ruleset": "pa-629a@2013p", "midi_2013_deal_procedures": "none"}, "midi_2013_deal_procedures",
     "pa:629a.8(c)"),
    ({"ruleset": "pa-545@2010t", "curator_passes_on_tie": 1}, "curator_passes_on_tie", "pa:545.14(a)(1)"),
    ({"ruleset": "pa-545@2010t", "new_shoe_curator": "seat_1"}, "new_shoe_curator", "pa:545.7(b)"),
])
def test_an_illegal_election_is_refused_with_its_clause(data: dict[str, Any], field: str, clause: str) -> None:
    with pytest.raises(ConfigError) as x:
        config.profile_from_mapping(data)
    assert (field, clause) in {(p.field, p.clause) for p in x.value.problems}


def test_every_problem_is_listed_at_once() -> None:
    with pytest.raises(ConfigError) as x:
        config.profile_from_mapping({"decks": 5, "tie_odds": 2, "house_money": True})
    assert {"decks", "tie_odds", "house_money"} == {p.field for p in x.value.problems}


def test_the_example_profile_is_valid_and_named_by_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    path = EXAMPLES / "minibaccarat-house-money.toml"
    cfg = config.load_profile(path)
    assert cfg.house_money and cfg.commission_rate == 4 and cfg.rounding_unit == 5
    assert 0 == main(["config", "check", str(path)])
    assert "valid baccarat profile under pa-627a@2013p" in capsys.readouterr().out


def test_rounding_units_follow_the_game_and_the_rate() -> None:
    assert config.profile_from_mapping({"vig_rounding": True}).rounding_unit == 5
    assert config.TableConfig(vig_rounding=True, ruleset="pa-545@2010t").rounding_unit == 25
    assert config.TableConfig(vig_rounding=True, ruleset="pa-545@2010t", commission_rate=4).rounding_unit == 20
    assert config.TableConfig().rounding_unit == 0


def test_the_ez_warning_names_the_missing_rule() -> None:
    cfg = config.profile_from_mapping({"ruleset": "pa-627a@2013p", "ez_table": True, "ez_banker_push": "none"})
    assert any("player edge" in w for w in config.warnings(cfg))


@pytest.mark.parametrize("name", ["default", "elections", "vig", "house-money", "ez", "midi", "midi-elections",
                                  "midi-house-money", "midi-2013-as-2010"])
def test_the_demo_runs_without_a_refusal_under_every_bundled_profile(name: str) -> None:
    from croupier.conformance.baccarat.conform import PROFILES
    from croupier.reference.baccarat import demo

    lines = demo.run(config.profile_from_mapping(PROFILES[name]()))
    assert not [x for x in lines if "refused" in x] and any("Tie Hand" in x for x in lines)
