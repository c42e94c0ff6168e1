"""Sic Bo profiles: options agree with spec/sicbo/tables.toml; illegal elections are refused with their clause;
each option's alternative changes what the digest says it changes."""

from __future__ import annotations

import pytest

from croupier import spec
from croupier.reference.errors import ConfigError
from croupier.reference.outcomes import Notice, Rejected, Returned
from croupier.reference.sicbo import (
    Abandon,
    Activate,
    Malfunction,
    NoMoreBets,
    Part,
    PlaceBet,
    RemoveBet,
    Repair,
    Reveal,
    Shake,
    Spot,
    State,
    TableConfig,
    load_profile,
    profile_from_mapping,
    replay,
    step,
)
from croupier.reference.sicbo import kernels
from croupier.reference.sicbo.config import Shaker, check_against_spec, warnings
from croupier.reference.sicbo.definitions import Kind


def test_options_agree_with_tables_toml() -> None:
    assert [] == check_against_spec()


def test_paytable_agrees_with_tables_toml() -> None:
    """pa:625a.6: the kernels' rates are the rates of spec/sicbo/tables.toml."""
    t = spec.tables("sicbo")["paytable"]
    rate = lambda s: int(s.split(" to ")[0])  # noqa: E731
    assert rate(t["three_of_a_kind"]["odds"]) == kernels.TRIPLE_ODDS
    assert rate(t["two_of_a_kind"]["odds"]) == kernels.DOUBLE_ODDS
    assert rate(t["any_three_of_a_kind"]["odds"]) == kernels.ANY_TRIPLE_ODDS
    assert rate(t["two_dice_combination"]["odds"]) == kernels.COMBINATION_ODDS
    assert rate(t["small"]["odds"]) == rate(t["big"]["odds"]) == kernels.BIG_SMALL_ODDS
    assert {int(k): rate(v) for k, v in t["total_value_bet"]["odds"].items()} == kernels.TOTAL_ODDS
    assert {1: 1, 2: 2, 3: 3} == {int(k): rate(v) for k, v in t["one_of_a_kind"]["odds"].items()}


def test_bundled_example_profile_loads() -> None:
    from importlib import resources

    path = resources.files("croupier.reference.sicbo").joinpath("examples", "profile-sicbo.toml")
    cfg = load_profile(str(path))
    assert Shaker.MANUAL == cfg.shaker


@pytest.mark.parametrize("data, field, clause", [
    ({"shaker": "robotic"}, "shaker", "pa:625a.1(d)"),
    ({"offered": ["fire_bet"]}, "offered", "pa:625a.1(c)(3)"),
    ({"two_of_a_kind_on_triple": "push"}, "two_of_a_kind_on_triple", "pa:625a.3(2)"),
    ({"table_min": 0}, "table_min", "pa:625a.4(a)"),
    ({"table_min": 1000, "table_max": 500}, "table_min", "pa:625a.4(a)"),
    ({"wager_removal_before_close": "yes"}, "wager_removal_before_close", "pa:625a.5(c)"),
    ({"ruleset": "pa-623a@2015"}, "ruleset", "pa:625a.1"),
    ({"game": "craps"}, "game", "pa:625a.1"),
    ({"color": "red"}, "color", "pa:625a.1"),
])
def test_illegal_election_refused_with_clause(data: dict, field: str, clause: str) -> None:
    with pytest.raises(ConfigError) as e:
        profile_from_mapping(data)
    assert (field, clause) in [(p.field, p.clause) for p in e.value.problems]


def test_every_problem_is_listed_at_once() -> None:
    with pytest.raises(ConfigError) as e:
        profile_from_mapping({"shaker": "x", "dice_month": "lunar"})
    assert {"shaker", "dice_month"} == {p.field for p in e.value.problems}


def test_offering_a_subset_warns_and_refuses_the_rest() -> None:
    """AMBIG-5: a subset of the wagers may be offered (with a warning); a wager not offered is refused."""
    cfg = profile_from_mapping({"offered": ["small", "big"]})
    assert warnings(cfg) and not warnings(TableConfig())
    st = step(cfg, State(), PlaceBet(1, Spot(Kind.THREE_OF_A_KIND, 1), 1000))
    assert ["pa:625a.1(c)(3)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]


def test_wager_removal_option() -> None:
    """AMBIG-6: with ``true`` a wager comes back before "no more bets"; with ``false`` it stays until settled."""
    bet = [PlaceBet(1, Spot(Kind.SMALL), 1000)]
    s, _ = replay(TableConfig(), bet)
    assert [Returned(1, Spot(Kind.SMALL), 1000, ("pa:625a.5(c)",))] == list(step(TableConfig(), s, RemoveBet(1, Spot(Kind.SMALL))).outcomes)
    cfg = profile_from_mapping({"wager_removal_before_close": False})
    s, _ = replay(cfg, bet)
    assert step(cfg, s, RemoveBet(1, Spot(Kind.SMALL))).rejected


def test_shaker_option_decides_how_a_round_starts() -> None:
    """pa:625a.5(b)(1), (2): a manual table shakes, an automated one activates; each refuses the other's start."""
    auto = profile_from_mapping({"shaker": "automated"})
    assert step(auto, State(), Shake()).rejected and not step(auto, State(), Activate()).rejected
    assert step(TableConfig(), State(), Activate()).rejected


def test_device_failure_before_reveal_hold_then_void_or_void() -> None:
    """GAP-8: hold_then_void holds the dice covered (repair continues, abandon voids); void voids at once."""
    bets = [PlaceBet(1, Spot(Kind.BIG), 1000), Shake(), NoMoreBets(), Malfunction(Part.DEVICE)]
    s, _ = replay(TableConfig(), bets)
    assert s.held and ["pa:625a.5(d)"] == [o.clause for o in step(TableConfig(), s, Reveal(1, 2, 3)).outcomes
                                           if isinstance(o, Rejected)]
    assert not step(TableConfig(), step(TableConfig(), s, Repair()).state, Reveal(1, 2, 3)).rejected
    voided = step(TableConfig(), s, Abandon())
    assert [1000] == [o.amount for o in voided.outcomes if isinstance(o, Returned)] and voided.state.suspended
    cfg = profile_from_mapping({"device_fail_before_reveal": "void"})
    _, steps = replay(cfg, bets)
    assert [1000] == [o.amount for o in steps[-1].outcomes if isinstance(o, Returned)]


def test_resume_after_malfunction_option() -> None:
    """AMBIG-9: after a 625a.7(b) display failure, device_and_display waits for the display's repair; device_only
    lets the next round start (the restart sentence names the device alone), settled by hand again."""
    from croupier.reference.sicbo import Enter

    events = [PlaceBet(1, Spot(Kind.BIG), 1000), Shake(), NoMoreBets(), Reveal(4, 5, 6), Malfunction(Part.DISPLAY),
              Enter(4, 5, 6, supervisor=True)]
    s, _ = replay(TableConfig(), events)
    assert s.suspended and step(TableConfig(), s, Shake()).rejected
    assert not step(TableConfig(), step(TableConfig(), s, Repair(Part.DISPLAY)).state, Shake()).rejected
    only = profile_from_mapping({"resume_after_malfunction": "device_only"})
    s, _ = replay(only, events)
    assert not s.suspended and not step(only, s, Shake()).rejected
