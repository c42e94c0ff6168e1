"""Pai Gow profiles: every option of spec/paigow/tables.toml is a TableConfig field with the same clause, values and
default; illegal elections are refused with the edition's own clause; config check on the command line."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from croupier.cli import main
from croupier.reference.errors import ConfigError
from croupier.reference.paigow import config
from croupier.reference.paigow.config import PairFortunes, StartSource, TableConfig
from croupier.reference.paigow.dealing import Style
from croupier.reference.paigow.house_way import KEEP_PAIRS, HouseWay, HouseWayRules


def _problems(data: dict[str, object]) -> dict[str, str]:
    with pytest.raises(ConfigError) as e:
        config.profile_from_mapping({"game": "paigow", **data})
    return {p.field: p.clause for p in e.value.problems}


def test_the_options_agree_with_the_spec() -> None:
    assert [] == config.check_against_spec()


def test_the_default_table() -> None:
    cfg = config.profile_from_mapping({"game": "paigow"})
    assert cfg == TableConfig()
    assert ("pa-621a@2012", StartSource.SHAKER, HouseWay.STRONGEST_LOW, 25) == (
        cfg.ruleset, cfg.start_position_source, cfg.house_way, cfg.vig_unit)
    assert range(3, 19) == cfg.starting_numbers


def test_the_example_profile() -> None:
    path = resources.files("croupier.reference.paigow").joinpath("examples", "paigow-rng-cobank.toml")
    cfg = config.load_profile(str(path))
    assert ("pa-621a@2012", StartSource.RNG, frozenset({Style.CHEE_YEE}), True) == (
        cfg.ruleset, cfg.start_position_source, cfg.alternative_styles, cfg.co_banking)
    assert [] == config.warnings(cfg)


def test_the_maryland_example() -> None:
    path = resources.files("croupier.reference.paigow").joinpath("examples", "paigow-maryland-bonus.toml")
    cfg = config.load_profile(str(path))
    assert ("md-paigow@1.1", PairFortunes.PAYTABLE_B, frozenset({Style.CHEE_YEE})) == (
        cfg.ruleset, cfg.pair_fortunes, cfg.alternative_styles)
    assert [] == config.warnings(cfg)


def test_the_house_way_example() -> None:
    """A fuller house way (621a.8(b), 621a.10(f)): pairs broken for a low of 7 or more, high nines played, then
    low_unless_weak; the defaults describe the dealer of earlier releases (no rule, then strongest_low)."""
    path = resources.files("croupier.reference.paigow").joinpath("examples", "paigow-house-way.toml")
    cfg = config.load_profile(str(path))
    assert HouseWayRules(HouseWay.LOW_UNLESS_WEAK, 7, True) == cfg.dealer_way
    assert [] == config.warnings(cfg)
    assert HouseWayRules(HouseWay.STRONGEST_LOW, None, False) == TableConfig().dealer_way
    assert KEEP_PAIRS == config.profile_from_mapping({"house_way_pairs": "keep"}).house_way_pairs
    assert 0 == config.profile_from_mapping({"house_way_pairs": 0}).house_way_pairs


def test_bad_house_way_rules_are_refused_naming_the_field() -> None:
    """house_way_pairs is "tie_break", "keep" or 0-9 points; house_way_high_nine true or false."""
    for bad in (10, -1, True, "never", 7.5):
        with pytest.raises(ConfigError) as e:
            config.profile_from_mapping({"game": "paigow", "house_way_pairs": bad})
        assert [("house_way_pairs", "pa:621a.8(d)(2)")] == [(p.field, p.clause) for p in e.value.problems]
        assert "house_way_pairs" in str(e.value)
    assert {"house_way_high_nine": "pa:621a.8(d)(3)", "house_way": "pa:621a.8(d)"} == _problems(
        {"house_way_high_nine": "yes", "house_way": "foxwoods"})


def test_the_pair_fortunes_bonus_is_maryland_only() -> None:
    """The PA editions have no Pair Fortunes bonus: refused under the table section of each."""
    assert {"pair_fortunes": "pa:621a.5"} == _problems({"pair_fortunes": "A"})
    assert {"pair_fortunes": "pa:535.7"} == _problems({"ruleset": "pa-535@2010t", "pair_fortunes": "A"})
    assert [] == config.validate(TableConfig(ruleset="md-paigow@1.1", pair_fortunes=PairFortunes.PAYTABLE_D))
    assert ["pair_fortunes is none: pair_fortunes_void has no effect"] == config.warnings(
        config.profile_from_mapping({"ruleset": "md-paigow@1.1", "pair_fortunes_void": "settle"}))


def test_elections_an_edition_lacks_are_refused_in_its_numbers() -> None:
    """535 has no RNG (535.8(a) is the shaker only), so an RNG table is refused under 535's dealing clause."""
    assert {"start_position_source": "pa:535.8(a)"} == _problems({"ruleset": "pa-535@2010t",
                                                                   "start_position_source": "rng"})
    assert {"rng_range": "pa:535.8(a)"} == _problems({"ruleset": "pa-535@2010t", "rng_range": 18})


def test_options_that_need_another_are_refused() -> None:
    assert {"co_banking": "pa:621a.9(e)"} == _problems({"co_banking": True})
    assert {"dealer_wager_amount": "pa:621a.9(h)"} == _problems({"dealer_wager_amount": 500})
    assert {"rng_range": "pa:621a.6(a)(1)"} == _problems({"rng_range": 18})
    cfg = config.profile_from_mapping({"start_position_source": "rng", "rng_range": 8})
    assert range(1, 9) == cfg.starting_numbers


def test_bad_values_unknown_keys_and_rulesets() -> None:
    got = _problems({"alternative_styles": ["standard"], "house_way": "any", "colour": "red", "rng_range": 0,
                     "ruleset": "pa-621a@2099"})
    assert {"alternative_styles": "pa:621a.7(a)", "house_way": "pa:621a.8(d)", "colour": "pa:621a.2",
            "rng_range": "pa:621a.6(a)(1)", "ruleset": "pa:621a.2"} == got


def test_bank_options_without_a_bank_warn() -> None:
    cfg = config.profile_from_mapping({"bank_settlement_order": "sequential"})
    assert ["player_banking is false: the bank options set here have no effect"] == config.warnings(cfg)


def test_cli_config_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.toml"
    good.write_text('game = "paigow"\nruleset = "pa-535@2010t"\nhouse_way = "strongest_high"\n', encoding="utf-8")
    assert 0 == main(["config", "check", str(good)])
    assert "valid paigow profile under pa-535@2010t" in capsys.readouterr().out
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "paigow"\nruleset = "pa-535@2010t"\nstart_position_source = "rng"\n', encoding="utf-8")
    assert 1 == main(["config", "check", str(bad)])
    assert "pa:535.8(a)" in capsys.readouterr().err
