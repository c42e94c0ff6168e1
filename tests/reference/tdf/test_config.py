"""Three Dice Football profiles: options agree with spec/tdf/tables.toml; every value of every option is accepted;
illegal values are refused naming the field and its clause; the money options change what they say."""

from __future__ import annotations

from fractions import Fraction

import pytest

from croupier import spec
from croupier.reference.errors import ConfigError
from croupier.reference.outcomes import Notice, Rejected, Result, Returned, Settlement
from croupier.reference.tdf import (
    AcceptDice,
    Bet,
    Join,
    OfferDice,
    PassDice,
    PassReason,
    PlaceBet,
    RemoveBet,
    TableConfig,
    Throw,
    profile_from_mapping,
    replay,
    step,
)
from croupier.reference.tdf import kernels
from croupier.reference.tdf.config import check_against_spec, load_profile, warnings
from croupier.reference.tdf.definitions import Kind

OPTIONS = spec.tables("tdf")["option"]


def test_options_agree_with_tables_toml() -> None:
    assert [] == check_against_spec()


def _value(raw: str, option: dict) -> object:
    if option["values"] == ["true", "false"]:
        return raw == "true"
    if option["values"] == ["amount"]:
        return int(raw)
    return raw


@pytest.mark.parametrize("option, raw", [(o, v) for o in OPTIONS for v in o["values"] if v != "amount"]
                         + [(o, o["default"]) for o in OPTIONS if o["values"] == ["amount"]],
                         ids=lambda x: x["name"] if isinstance(x, dict) else str(x))
def test_every_value_of_every_option_is_accepted(option: dict, raw: str) -> None:
    """Every value tables.toml lists for an option builds a table (offered: each wager type alone)."""
    value = [raw] if option["name"] == "offered" else _value(raw, option)
    cfg = profile_from_mapping({option["name"]: value})
    got = getattr(cfg, option["name"])
    if option["name"] == "offered":
        assert frozenset({Kind(raw)}) == got
    else:
        assert value == getattr(got, "value", got)


@pytest.mark.parametrize("data, field, clause", [
    ({"goal_series_mode": "three_and_out"}, "goal_series_mode", "pa:661a.6(e)"),
    ({"touchdown_threshold": "cross"}, "touchdown_threshold", "pa:661a.1#touchdown"),
    ({"goal_status_sticky_after_penalty": "yes"}, "goal_status_sticky_after_penalty", "pa:661a.6(e)(2)"),
    ({"single_play_on_extra_point_roll": 1}, "single_play_on_extra_point_roll", "pa:661a.6(f)(1)"),
    ({"extra_point_roll_counts_as_play": "false"}, "extra_point_roll_counts_as_play", "pa:661a.1#extra-point-roll"),
    ({"pre_first_throw_wager_requirement": "all"}, "pre_first_throw_wager_requirement", "pa:661a.6(b)"),
    ({"single_play_removable_before_throw": None}, "single_play_removable_before_throw", "pa:661a.3(e)"),
    ({"fractional_payout_policy": "nearest"}, "fractional_payout_policy", "pa:661a.8(a)"),
    ({"qb_may_voluntarily_pass": "no"}, "qb_may_voluntarily_pass", "pa:661a.7(a)"),
    ({"supervisor_may_order_pass": 0}, "supervisor_may_order_pass", "pa:661a.7(a)"),
    ({"tdf_sealed_set_size": 4}, "tdf_sealed_set_size", "pa:603a.13(f)(2)(v)(A)"),
    ({"dice_inspection_alternative": "4"}, "dice_inspection_alternative", "pa:603a.13(f)"),
    ({"odds_display": "screen"}, "odds_display", "pa:661a.2(b)(3)"),
    ({"offered": ["touchdown", "field_goal"]}, "offered", "pa:661a.2(b)(3)"),
    ({"offered": []}, "offered", "pa:661a.2(b)(3)"),
    ({"table_min": 0}, "table_min", "pa:661a.3(a)"),
    ({"table_max": -5}, "table_max", "pa:661a.3(a)"),
    ({"table_min": 10_000, "table_max": 500}, "table_min", "pa:661a.3(a)"),
    ({"ruleset": "pa-625a@2012"}, "ruleset", "pa:661a.2"),
    ({"game": "sicbo"}, "game", "pa:661a.2"),
    ({"overtime": True}, "overtime", "pa:661a.2"),
], ids=lambda x: x if isinstance(x, str) else None)
def test_illegal_values_are_refused_naming_field_and_clause(data: dict, field: str, clause: str) -> None:
    with pytest.raises(ConfigError) as err:
        profile_from_mapping(data)
    assert [(field, clause)] == [(p.field, p.clause) for p in err.value.problems]


def test_every_problem_is_listed_at_once() -> None:
    with pytest.raises(ConfigError) as err:
        profile_from_mapping({"goal_series_mode": "x", "touchdown_threshold": "y"})
    assert {"goal_series_mode", "touchdown_threshold"} == {p.field for p in err.value.problems}


def test_numbers_may_be_written_as_numbers() -> None:
    assert "6" == profile_from_mapping({"tdf_sealed_set_size": 6}).tdf_sealed_set_size.value
    assert "2" == profile_from_mapping({"dice_inspection_alternative": "2"}).dice_inspection_alternative.value


def test_profile_file_loads(tmp_path: object) -> None:
    from pathlib import Path

    p = Path(str(tmp_path)) / "tdf.toml"
    p.write_text('game = "tdf"\ngoal_series_mode = "literal_three_then_three"\ntable_min = 100\n', encoding="utf-8")
    cfg = load_profile(p)
    assert (False, 100) == (cfg.reset_on_10, cfg.table_min)


def test_paytable_agrees_with_tables_toml() -> None:
    """pa:661a.8: the kernels' rates are the rates of spec/tdf/tables.toml."""
    pt = spec.tables("tdf")["paytable"]
    odds = lambda s: tuple(int(x) for x in s.split(" to "))  # noqa: E731
    assert odds(pt["touchdown"]["odds"]) == kernels.TOUCHDOWN_ODDS
    assert odds(pt["defense"]["odds"]) == kernels.DEFENSE_ODDS
    assert odds(pt["game_changer"]["odds"]) == kernels.GAME_CHANGER_ODDS
    assert {int(k): odds(v) for k, v in pt["quick_strike_td"]["odds"].items()} == kernels.QUICK_STRIKE_ODDS
    assert {int(k): odds(v) for k, v in pt["game_length"]["odds"].items()} == kernels.GAME_LENGTH_ODDS
    assert {k: odds(v)[0] for k, v in pt["extra_point"]["odds"].items()} == kernels.EXTRA_POINT_ODDS
    single = {"trips_td": kernels.TRIPS_TD_ODDS, "penalty": kernels.PENALTY_ODDS, "turnover": kernels.TURNOVER_ODDS,
              "cover_three": kernels.COVER_THREE_ODDS, "no_gain": kernels.NO_GAIN_ODDS,
              "big_play": kernels.BIG_PLAY_ODDS, "under_four_yards": kernels.UNDER_FOUR_ODDS}
    assert {k: odds(pt[k]["odds"]) for k in single} == {k: (v, 1) for k, v in single.items()}
    assert {"gain": (1, 1), "trips_td": (7, 1)} == {k: odds(v) for k, v in pt["over_four_yards"]["odds"].items()}


# --- the options at work ---------------------------------------------------------------------------------------


def _table(cfg: TableConfig, bets: list[tuple[str, int]]) -> object:
    s, steps = replay(cfg, [Join(1), Join(2), OfferDice(), AcceptDice(1)]
                      + [PlaceBet(1, Bet.parse(n), a) for n, a in bets])
    assert not any(st.rejected for st in steps), steps
    return s


@pytest.mark.parametrize("policy, amount", [("exact", Fraction(4 * 1001, 5)), ("round_down_to_min_unit", 800)])
def test_fractional_payout_policy_pays_defense(policy: str, amount: Fraction) -> None:
    """AMBIG-T14: Defense 4 to 5 on 1001 cents: exactly 800.8 (flagged), or 800 floored to the cent."""
    cfg = profile_from_mapping({"fractional_payout_policy": policy})
    st = step(cfg, _table(cfg, [("DEFENSE", 1001)]), Throw(1, 1, 6))  # type: ignore[arg-type]
    won = [o for o in st.outcomes if isinstance(o, Settlement) and o.bet == Bet.parse("DEFENSE")]
    assert [(Result.WIN, amount)] == [(o.result, o.amount) for o in won]
    flagged = [o for o in st.outcomes if isinstance(o, Notice) and "chips cannot pay" in o.what]
    assert (policy == "exact") == bool(flagged)


@pytest.mark.parametrize("bet", ["DEFENSE", "GAME_LENGTH_3"])
def test_reject_non_multiple_of_5(bet: str) -> None:
    """AMBIG-T14 reject_non_multiple_of_5: a 4 to 5 or 6 to 5 wager not a multiple of 5 is refused (pa:661a.8(a))."""
    cfg = profile_from_mapping({"fractional_payout_policy": "reject_non_multiple_of_5"})
    s = _table(cfg, [])
    st = step(cfg, s, PlaceBet(1, Bet.parse(bet), 1001))  # type: ignore[arg-type]
    assert ["pa:661a.8(a)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]
    assert not step(cfg, s, PlaceBet(1, Bet.parse(bet), 1005)).rejected  # type: ignore[arg-type]
    assert not step(cfg, s, PlaceBet(1, Bet.parse("TOUCHDOWN"), 1001)).rejected  # type: ignore[arg-type]


def test_single_play_removal_option() -> None:
    """GAP-T8: a single play wager comes down before the throw, unless the table says otherwise (pa:661a.3(e))."""
    for removable, clause in ((True, None), (False, "pa:661a.3(e)")):
        cfg = profile_from_mapping({"single_play_removable_before_throw": removable})
        s = _table(cfg, [("PENALTY", 1000)])
        st = step(cfg, s, RemoveBet(1, Bet.parse("PENALTY")))  # type: ignore[arg-type]
        assert ([clause] if clause else []) == [o.clause for o in st.outcomes if isinstance(o, Rejected)]


def test_full_game_wagers_fixed_after_the_first_throw() -> None:
    """pa:661a.3(c): before the first throw a full game wager may come down; after it, none is made, raised or
    withdrawn; single play wagers are still taken (pa:661a.3(e))."""
    cfg = TableConfig()
    s = _table(cfg, [("TOUCHDOWN", 1000), ("DEFENSE", 1000)])
    st = step(cfg, s, RemoveBet(1, Bet.parse("DEFENSE")))  # type: ignore[arg-type]
    assert [Returned(1, Bet.parse("DEFENSE"), 1000, ("pa:661a.3(c)",))] == list(st.outcomes)
    s = step(cfg, s, Throw(3, 4, 2)).state  # type: ignore[arg-type]
    for e in (RemoveBet(1, Bet.parse("TOUCHDOWN")), PlaceBet(1, Bet.parse("TOUCHDOWN"), 500),
              PlaceBet(2, Bet.parse("GAME_LENGTH_4"), 500)):
        st = step(cfg, s, e)
        assert ["pa:661a.3(c)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]
        assert s == st.state
    assert not step(cfg, s, PlaceBet(2, Bet.parse("NO_GAIN"), 500)).rejected


@pytest.mark.parametrize("rule, bets, refused", [
    ("quarterback_only", [], True), ("quarterback_only", [(2, "TOUCHDOWN")], True),
    ("quarterback_only", [(1, "PENALTY")], False), ("every_seated_player", [(1, "PENALTY")], True),
    ("every_seated_player", [(1, "PENALTY"), (2, "DEFENSE")], False), ("none", [], False)])
def test_pre_first_throw_wager_requirement(rule: str, bets: list, refused: bool) -> None:
    """AMBIG-T7: who must have a wager before the first throw (pa:661a.6(b))."""
    cfg = profile_from_mapping({"pre_first_throw_wager_requirement": rule})
    s, _ = replay(cfg, [Join(1), Join(2), OfferDice(), AcceptDice(1)]
                  + [PlaceBet(seat, Bet.parse(n), 1000) for seat, n in bets])
    st = step(cfg, s, Throw(3, 4, 2))
    assert (["pa:661a.6(b)"] if refused else []) == [o.clause for o in st.outcomes if isinstance(o, Rejected)]


def test_passing_the_dice_between_games_only() -> None:
    """GAP-T12: the Quarterback may pass the dice between games, and a supervisor may order it, unless the table
    forbids it (pa:661a.7(a)); the offer then starts left of him."""
    cfg = TableConfig()
    s = _table(cfg, [("TOUCHDOWN", 1000)])
    st = step(cfg, s, PassDice(PassReason.VOLUNTARY))  # type: ignore[arg-type]
    assert (None, 2) == (st.state.qb, st.state.offer_from)
    mid = step(cfg, s, Throw(3, 4, 2)).state  # type: ignore[arg-type]
    assert ["pa:661a.7(a)"] == [o.clause for o in step(cfg, mid, PassDice()).outcomes if isinstance(o, Rejected)]
    for option, reason in (("qb_may_voluntarily_pass", PassReason.VOLUNTARY),
                           ("supervisor_may_order_pass", PassReason.SUPERVISOR)):
        off = profile_from_mapping({option: False})
        st = step(off, _table(off, []), PassDice(reason))  # type: ignore[arg-type]
        assert ["pa:661a.7(a)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]


def test_extra_point_roll_counts_as_play() -> None:
    """AMBIG-T6 true: with an Extra Point wager up, the roll is one play more for Game Length, settled after it."""
    cfg = profile_from_mapping({"extra_point_roll_counts_as_play": True})
    s = _table(cfg, [("EXTRA_POINT", 1000), ("GAME_LENGTH_1", 1000), ("GAME_LENGTH_2", 1000)])
    s = step(cfg, s, Throw(2, 2, 2)).state  # type: ignore[arg-type]
    st = step(cfg, s, __import__("croupier.reference.tdf", fromlist=["ExtraPointRoll"]).ExtraPointRoll(2, 3, 4))
    got = {o.bet.name: o.result for o in st.outcomes if isinstance(o, Settlement)}
    assert {"GAME_LENGTH_1": Result.LOSE, "GAME_LENGTH_2": Result.WIN, "EXTRA_POINT": Result.LOSE} == got


def test_offering_a_subset_warns_and_refuses_the_rest() -> None:
    cfg = profile_from_mapping({"offered": ["touchdown", "defense"]})
    assert warnings(cfg)
    s = _table(cfg, [])
    st = step(cfg, s, PlaceBet(1, Bet.parse("PENALTY"), 1000))  # type: ignore[arg-type]
    assert ["pa:661a.2(b)(3)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]
