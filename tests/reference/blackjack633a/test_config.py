"""Blackjack (633a) profiles: the printed elections checked with their clauses, the base options marked as not in
the sources, the warnings, and the command line's demo and config check."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from croupier.reference.blackjack.config import (NOT_IN_SOURCES, ODDS_NOT_IN_SOURCES, DealOrder, TableConfig,
                                                 check_against_spec,
                                                 profile_from_mapping, warnings)
from croupier.reference.errors import ConfigError


def test_the_default_table_and_the_spec_agree() -> None:
    assert [] == check_against_spec()
    assert profile_from_mapping({"game": "blackjack"}) == TableConfig()
    assert len(NOT_IN_SOURCES) == 16 and len(ODDS_NOT_IN_SOURCES) == 5


def test_shares_are_written_as_fractions() -> None:
    cfg = profile_from_mapping({"game": "blackjack", "straight_jack_meter_rate": "1/20",
                                "house_money_ride_portion": "1/2", "deal_order": "dealer_first"})
    assert (cfg.straight_jack_meter_rate, cfg.house_money_ride_portion, cfg.deal_order) == (
        Fraction(1, 20), Fraction(1, 2), DealOrder.DEALER_FIRST)


@pytest.mark.parametrize(("data", "field", "clause"), [
    ({"straight_jack_meter_reset": 400000}, "straight_jack_meter_reset", "pa:633a.13(m)(2)"),
    ({"straight_jack_meter_initial": 100}, "straight_jack_meter_initial", "pa:633a.13(m)(2)"),
    ({"hit_and_run_offered": True}, "hit_and_run_paytable", "pa:633a.7(o)(2)(ii)(C)"),
    ({"three_card_poker_offered": True}, "three_card_poker_paytable", "pa:633a.7(g)(8)"),
    ({"hit_and_run_paytable": {"blackjack": "10 to 1"}}, "hit_and_run_paytable", "pa:633a.7(o)(2)(ii)(C)"),
    ({"hit_and_run_paytable": {"blackjack": "10 to 1", "5_cards": "1 for 1"}}, "hit_and_run_paytable",
     "pa:633a.7(o)(2)(ii)(C)"),
    ({"hit_and_run_paytable": {"blackjack": "10 to 1", "5_cards": "120% of meter"}}, "hit_and_run_paytable",
     "pa:633a.7(o)(2)(ii)(C)"),
    ({"hit_and_run_paytable": {"blackjack": "10 to 1", "5_cards": "5 to 1", "4_cards": "1 to 1"}},
     "hit_and_run_paytable", "pa:633a.7(o)(2)(ii)(C)"),
    ({"three_card_poker_paytable": {"straight_flush": "40 to 1", "three_of_a_kind": "30 to 1", "straight": "10 to 1",
                                    "flush": "10% of meter"}}, "three_card_poker_paytable", "pa:633a.7(g)(8)"),
    ({"three_card_poker_paytable": {"straight_flush": "40 to 1"}}, "three_card_poker_paytable", "pa:633a.7(g)(8)"),
    ({"hit_and_run_meter_rate": "3/2"}, "hit_and_run_meter_rate", "pa:633a.7(o)(2)(ii)(C)"),
    ({"rm21_kb_payout_cap": 2000000}, "rm21_kb_payout_cap", "pa:633a.13(o)"),
    ({"straight_jack_meter_rate": "1"}, "straight_jack_meter_rate", "pa:633a.13(m)(2)"),
    ({"house_money_ride_portion": 0}, "house_money_ride_portion", "pa:633a.7(g)(10)(ii)(A)"),
    ({"house_money_ride_portion": 0.5}, "house_money_ride_portion", "pa:633a.7(g)(10)(ii)(A)"),
    ({"blackjack_pays": "2_to_1"}, "blackjack_pays", "pa:633a.7(p)"),
    ({"decks": 0}, "decks", "pa:633a.13(n)"),
    ({"table_min": 2000, "table_max": 1000}, "table_min", "pa:633a.6"),
    ({"game": "double_attack"}, "game", "pa:633a.6(f)"),
])
def test_an_illegal_election_names_its_field_and_clause(data: dict[str, object], field: str, clause: str) -> None:
    with pytest.raises(ConfigError) as x:
        profile_from_mapping({"game": "blackjack", **data})
    assert (field, clause) in {(p.field, p.clause) for p in x.value.problems}


def test_the_warnings_say_the_base_game_is_assumed() -> None:
    assert "not in the sources" in warnings(TableConfig())[0]


def test_paytables_are_read_as_633a_13_writes_odds() -> None:
    """BJ-A19: the elided odds come from the profile, written as 633a.13 writes odds; 'for' counts the stake in."""
    cfg = profile_from_mapping({"game": "blackjack", "hit_and_run_offered": True, "three_card_poker_offered": True,
                                "hit_and_run_meter_initial": 1000000, "hit_and_run_meter_rate": "1/10",
                                "hit_and_run_paytable": {"blackjack": "100 for 1", "5_cards": "5 to 2",
                                                         "7_cards": "100% of meter",
                                                         "6_cards": "10% of meter and 50 to 1"},
                                "three_card_poker_paytable": {"straight_flush": "40 to 1", "three_of_a_kind": "30 to 1",
                                                              "straight": "6 to 1", "flush": "3 to 1"}})
    assert cfg.hit_and_run_rows == {"blackjack": (0, 99), "5_cards": (0, Fraction(5, 2)),
                                    "6_cards": (Fraction(1, 10), 50), "7_cards": (1, 0)}
    assert cfg.three_card_poker_odds == {"straight_flush": 40, "three_of_a_kind": 30, "straight": 6, "flush": 3}
    assert any("BJ-A19" in w for w in warnings(cfg))
    assert any("no effect" in w for w in warnings(TableConfig(three_card_poker_paytable=(("flush", "3 to 1"),))))


def test_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from croupier.cli import main

    assert 0 == main(["demo", "--game", "blackjack"])
    out = capsys.readouterr().out
    assert "straight_jack" in out and "pa:633a.13(m)(1)" in out and "pa:633a.7(g)(10)(i)(A)" in out
    good = tmp_path / "good.toml"
    good.write_text('game = "blackjack"\ndecks = 1\n')
    assert 0 == main(["config", "check", str(good)])
    assert "valid blackjack profile under pa-633a@2013p" in capsys.readouterr().out
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "blackjack"\nhit_and_run_offered = true\n')
    assert 1 == main(["config", "check", str(bad)])
    assert "[pa:633a.7(o)(2)(ii)(C)]" in capsys.readouterr().err
