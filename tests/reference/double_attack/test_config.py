"""Double Attack Blackjack profiles: every option parsed and checked with its clause, illegal elections refused,
the warnings, and the command line's demo and config check."""

from __future__ import annotations

from pathlib import Path

import pytest

from croupier.reference.double_attack.config import (DeadHandBustIt, Shuffling, SplitHandOrder, SurrenderAfterDouble,
                                                     TableConfig, check_against_spec, load_profile,
                                                     profile_from_mapping, warnings)
from croupier.reference.errors import ConfigError

EXAMPLES = Path(__file__).resolve().parents[3] / "reference" / "double_attack" / "examples"


def test_the_default_table_and_the_spec_agree() -> None:
    assert [] == check_against_spec()
    cfg = profile_from_mapping({"game": "double_attack"})
    assert cfg == TableConfig() and (cfg.decks, cfg.boxes, cfg.shuffling) == (8, 6, Shuffling.MANUAL)


def test_the_example_profile() -> None:
    cfg = load_profile(EXAMPLES / "profile-double-attack.toml")
    assert (cfg.boxes, cfg.shuffling, cfg.chip_unit, cfg.surrender_after_double_dd) == (
        4, Shuffling.BATCH_SHUFFLER, 500, SurrenderAfterDouble.RETURN_FULL)


def test_every_reading_can_be_turned() -> None:
    cfg = profile_from_mapping({"game": "double_attack", "surrender_after_double_dd": "forfeit_full",
                                "surrender_split_aces": False, "split_21_is_blackjack": True,
                                "dead_hand_bust_it": "returned", "split_hand_order": "append_last"})
    assert (cfg.surrender_after_double_dd, cfg.surrender_split_aces, cfg.split_21_is_blackjack,
            cfg.dead_hand_bust_it, cfg.split_hand_order) == (SurrenderAfterDouble.FORFEIT_FULL, False, True,
                                                             DeadHandBustIt.RETURNED, SplitHandOrder.APPEND_LAST)


@pytest.mark.parametrize(("data", "field", "clause"), [
    ({"decks": 6}, "decks", "pa:665a.3(a)"),
    ({"boxes": 7}, "boxes", "pa:665a.2(a)"),
    ({"max_boxes_per_player": 0}, "max_boxes_per_player", "pa:665a.6(g)"),
    ({"shuffling": "by_hand"}, "shuffling", "pa:665a.5(a)"),
    ({"table_min": 2000, "table_max": 1000}, "table_min", "pa:665a.6(d)"),
    ({"shuffler_loads_shoe": True}, "shuffler_loads_shoe", "pa:665a.5(a)"),
    ({"surrender_after_double_dd": "all"}, "surrender_after_double_dd", "pa:665a.9(b)"),
    ({"mtd_offered": True}, "mtd_offered", "pa:665a.6(g)"),
    ({"game": "spanish21"}, "game", "pa:665a.6(g)"),
    ({"ruleset": "pa-551@2010t"}, "ruleset", "pa:665a.6(g)"),
])
def test_an_illegal_election_names_its_field_and_clause(data: dict[str, object], field: str, clause: str) -> None:
    with pytest.raises(ConfigError) as x:
        profile_from_mapping({"game": "double_attack", **data})
    assert (field, clause) in {(p.field, p.clause) for p in x.value.problems}


def test_warnings() -> None:
    assert warnings(TableConfig()) == []
    assert len(warnings(TableConfig(boxes=3))) == 1
    assert len(warnings(TableConfig(bust_it_offered=False, dead_hand_bust_it=DeadHandBustIt.RETURNED))) == 1


def test_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from croupier.cli import main

    assert 0 == main(["demo", "--game", "double_attack"])
    out = capsys.readouterr().out
    assert "bust_it" in out and "pa:665a.12(c)" in out and "pa:665a.7(o)(2)" in out
    assert 0 == main(["config", "check", str(EXAMPLES / "profile-double-attack.toml")])
    assert "valid double_attack profile under pa-665a@2013p" in capsys.readouterr().out
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "double_attack"\nboxes = 7\n')
    assert 1 == main(["config", "check", str(bad)])
    assert "[pa:665a.2(a)]" in capsys.readouterr().err
