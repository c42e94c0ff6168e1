"""Asia Poker profiles: every option of spec/poker/tables.toml (game = "asia_poker") is a TableConfig field with the
same clause, values and default; each illegal election is refused with its field and 659a clause; the payout cap's
floor (G-14); warnings; config check on the command line."""

from __future__ import annotations

from pathlib import Path

import pytest

from croupier.cli import main
from croupier.reference.asia_poker import config
from croupier.reference.asia_poker.config import (BonusPaytable, BonusQualifier, Dealing, Shuffling, StartPosition,
                                                  TableConfig)
from croupier.reference.asia_poker.kernels import JOKER, bonus_hand, key
from croupier.reference.errors import ConfigError

AUTO = {"shuffling": "automated_shuffler"}


def _problems(data: dict[str, object]) -> dict[str, str]:
    with pytest.raises(ConfigError) as e:
        config.profile_from_mapping({"game": "asia_poker", **data})
    return {p.field: p.clause for p in e.value.problems}


def test_the_options_agree_with_the_spec() -> None:
    assert [] == config.check_against_spec()


def test_the_default_table() -> None:
    """Six positions, the shaker, a manual shoe and shuffle, one deck, no Bonus, no cap, the printed A-2-3-4 order."""
    cfg = config.profile_from_mapping({"game": "asia_poker"})
    assert cfg == TableConfig()
    assert ("pa-659a@2013p", 6, StartPosition.SHAKER, Dealing.MANUAL_SHOE, Shuffling.MANUAL, 1) == (
        cfg.ruleset, cfg.positions, cfg.start_position, cfg.dealing, cfg.shuffling, cfg.decks)
    assert {"a234_sf_high": True, "a234_straight_high": True} == cfg.ranking
    assert {"royal_with_joker": True, "wheel": True} == cfg.bonus_ranking
    assert (4, True, 8) == (cfg.expected_stub, cfg.cut_required, cfg.deck_change_hours)
    assert ([], [], {}) == (config.validate(cfg), config.warnings(cfg), config.bonus_rows(cfg))
    assert config.CAP_MIN == config.payout_cap_floor(cfg)


def test_a_full_legal_table() -> None:
    cfg = config.profile_from_mapping({
        "positions": 6, "start_position": "flat_button", "mark_start_with_cover_card": True,
        "dealing": "automated_shoe",
        "shuffling": "shuffler_loads_shoe", "preshuffled_decks": True, "decks": 2, "two_joker_decks": True,
        "adjacent_spots": True, "abandoned_wager": "return", "min_wager": 1000, "bonus_offered": True,
        "bonus_paytable": "C", "min_bonus_wager": 500, "payout_cap": 5000000, "a234_straight_flush": "lowest",
        "a234_straight": "lowest", "bonus_qualifier": "nine_high_or_better", "bonus_royal_with_joker": False,
        "bonus_wheel": False})
    assert ([], []) == (config.validate(cfg), config.warnings(cfg))
    assert {"a234_sf_high": False, "a234_straight_high": False} == cfg.ranking
    assert {"royal_with_joker": False, "wheel": False} == cfg.bonus_ranking
    assert (False, 8) == (cfg.cut_required, cfg.deck_change_hours)


def test_the_ranking_options_reach_the_kernel() -> None:
    """659a.6(b)(3): with a234_straight_flush = lowest, A-2-3-4 suited drops below 2-3-4-5 suited."""
    a234 = ((1, "S"), (2, "S"), (3, "S"), (4, "S"))
    low = ((2, "H"), (3, "H"), (4, "H"), (5, "H"))
    high = TableConfig()
    lowest = config.profile_from_mapping({"a234_straight_flush": "lowest"})
    assert key(a234, **high.ranking) > key(low, **high.ranking)
    assert key(a234, **lowest.ranking) < key(low, **lowest.ranking)


def test_hand_dealing_needs_an_automated_shuffler() -> None:
    assert {"dealing": "pa:659a.9(a)(1)"} == _problems({"dealing": "hand"})
    assert {"shuffling": "pa:659a.5(a)"} == _problems({"dealing": "hand", "shuffling": "shuffler_loads_shoe"})
    for shuffler in ("automated_shuffler", "auto_reshuffler"):
        cfg = config.profile_from_mapping({"dealing": "hand", "shuffling": shuffler})
        assert 4 == cfg.deck_change_hours


def test_the_flat_button_needs_a_shuffler_and_an_automated_shoe() -> None:
    assert {"start_position": "pa:659a.5(g)(3)"} == _problems({"start_position": "flat_button"})
    assert {"start_position": "pa:659a.5(g)(3)"} == _problems({"start_position": "flat_button", **AUTO})
    assert {"start_position": "pa:659a.5(g)(3)"} == _problems({"start_position": "flat_button",
                                                                "dealing": "automated_shoe"})
    config.profile_from_mapping({"start_position": "flat_button", "dealing": "automated_shoe", **AUTO})
    config.profile_from_mapping({"start_position": "rng"})


def test_two_decks_need_an_automated_shuffler() -> None:
    assert {"decks": "pa:659a.3(b)"} == _problems({"decks": 2})
    assert {"decks": "pa:659a.3(b)"} == _problems({"decks": 3, **AUTO})
    assert 2 == config.profile_from_mapping({"decks": 2, **AUTO}).decks


def test_positions_one_to_six() -> None:
    for bad in (0, 7):
        assert {"positions": "pa:659a.2(a)"} == _problems({"positions": bad})
    assert {"positions": "pa:659a.2(a)"} == _problems({"positions": "six"})
    assert [] == config.validate(TableConfig(positions=1))


def test_the_bonus_paytable_is_a_b_or_c() -> None:
    assert {"bonus_paytable": "pa:659a.12(b)"} == _problems({"bonus_offered": True, "bonus_paytable": "D"})
    assert {"bonus_paytable": "pa:659a.12(b)"} == _problems({"bonus_offered": True})
    for table in "ABC":
        cfg = config.profile_from_mapping({"bonus_offered": True, "bonus_paytable": table})
        assert BonusPaytable(table) is cfg.bonus_paytable


def test_the_bonus_rows_follow_the_paytable_and_the_qualifier() -> None:
    """659a.12(b): A, B and C differ on two rows; G-7 read literally stops at 9-high."""
    rows = {t: config.bonus_rows(config.profile_from_mapping({"bonus_offered": True, "bonus_paytable": t}))
            for t in "ABC"}
    assert (80, 50, 50) == tuple(rows[t]["natural_straight_flush"] for t in "ABC")
    assert (30, 30, 25) == tuple(rows[t]["four_of_a_kind"] for t in "ABC")
    assert 11 == len(rows["A"]) and 2 == rows["A"]["straight"]
    literal = config.profile_from_mapping({"bonus_offered": True, "bonus_paytable": "A",
                                           "bonus_qualifier": "nine_high_or_better"})
    assert BonusQualifier.NINE_HIGH_OR_BETTER is literal.bonus_qualifier
    assert "9_high" == list(config.bonus_rows(literal))[-1] and 7 == len(config.bonus_rows(literal))


def test_the_payout_cap_floor() -> None:
    """659a.12(c), G-14: $50,000 or the most one player wins in a round at the minimum wagers, whichever is more."""
    assert {"payout_cap": "pa:659a.12(c)"} == _problems({"payout_cap": 4000000})  # the digest's CAP-2
    assert 5000000 == config.profile_from_mapping({"payout_cap": 5000000}).payout_cap
    bonus = {"bonus_offered": True, "bonus_paytable": "B", "min_bonus_wager": 1000}
    one = config.profile_from_mapping(bonus)
    assert 1000 * 5000 + 500 == config.payout_cap_floor(one)  # one place: the top row and the even-money wager
    two = config.profile_from_mapping({**bonus, "adjacent_spots": True})
    assert 1000 * (5000 + 800) + 2 * 500 == config.payout_cap_floor(two)
    assert {"payout_cap": "pa:659a.12(c)"} == _problems({**bonus, "adjacent_spots": True, "payout_cap": 5800999})
    config.profile_from_mapping({**bonus, "adjacent_spots": True, "payout_cap": 5801000})
    assert 5000000 == config.payout_cap_floor(config.profile_from_mapping({"adjacent_spots": True,
                                                                            "min_wager": 2000000}))
    assert 6000000 == config.payout_cap_floor(config.profile_from_mapping({"adjacent_spots": True,
                                                                            "min_wager": 3000000}))
    assert {"payout_cap": "pa:659a.12(c)"} == _problems({"payout_cap": 0})


def test_one_deck_holds_the_two_best_bonus_hands_at_once() -> None:
    """G-14: two adjacent places of one round can hold three of a kind and four 8s and five aces together."""
    eights = ((8, "S"), (8, "H"), (8, "D"), (8, "C"), (13, "S"), (13, "H"), (13, "D"))
    aces = ((1, "S"), (1, "H"), (1, "D"), (1, "C"), JOKER, (2, "S"), (3, "H"))
    assert not set(eights) & set(aces)
    assert ("three_of_a_kind_and_four_8s", "five_aces") == (bonus_hand(eights), bonus_hand(aces))


def test_every_problem_at_once_and_unknown_keys() -> None:
    got = _problems({"dealing": "hand", "decks": 2, "start_position": "flat_button", "colour": "red",
                     "shuffling": "riffle", "ruleset": "pa-659a@2099", "game": "paigow"})
    assert {"dealing": "pa:659a.9(a)(1)", "decks": "pa:659a.3(b)", "start_position": "pa:659a.5(g)(3)",
            "colour": "pa:659a.2", "shuffling": "pa:659a.5(a)", "ruleset": "pa:659a.2", "game": "pa:659a.2"} == got


def test_warnings() -> None:
    cfg = config.profile_from_mapping({"positions": 5})
    assert 11 == cfg.expected_stub
    assert ["5 positions: the stub after the deal is 11 cards, not the four 659a.8(d), 659a.9(c) and 659a.10(c) "
            "print for six (G-1)"] == config.warnings(cfg)
    cfg = config.profile_from_mapping({"bonus_paytable": "A", "bonus_wheel": False})
    assert ["bonus_offered is false: the Bonus options set here have no effect"] == config.warnings(cfg)
    assert {} == config.bonus_rows(cfg)


def test_cli_config_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.toml"
    good.write_text('game = "asia_poker"\nbonus_offered = true\nbonus_paytable = "A"\npositions = 5\n',
                    encoding="utf-8")
    assert 0 == main(["config", "check", str(good)])
    out = capsys.readouterr()
    assert "valid asia_poker profile under pa-659a@2013p" in out.out
    assert "(G-1)" in out.err
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "asia_poker"\ndealing = "hand"\nstart_position = "flat_button"\n', encoding="utf-8")
    assert 1 == main(["config", "check", str(bad)])
    err = capsys.readouterr().err
    assert "pa:659a.9(a)(1)" in err and "pa:659a.5(g)(3)" in err
