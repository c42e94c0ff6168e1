"""CrossHair checks each contracted kernel (no counterexample) and refutes each broken twin.

The twins prove the check runs: a kernel that "passes" while its twin also
passes would mean CrossHair never looked. Whole-module sweeps are the
opt-in ``slow`` budget.
"""

from __future__ import annotations

import contextlib
from typing import Iterator

import icontract._checkers as _checkers
import pytest

#: icontract's three checks, as they enforce contracts
_ENFORCING = {name: getattr(_checkers, name) for name in ("_assert_invariant", "_assert_preconditions",
                                                          "_assert_postconditions")}
import crosshair.core_and_libs  # noqa: E402, F401  (registers CrossHair's plugins for the standard library)
from crosshair.core import analyze_function, run_checkables  # noqa: E402
from crosshair.options import AnalysisKind, AnalysisOptionSet
from crosshair.statespace import MessageType

from croupier.reference import money  # noqa: E402
from croupier.reference.craps import kernels  # noqa: E402
from croupier.reference.sicbo import kernels as sicbo_kernels  # noqa: E402
from croupier.reference.tdf import kernels as tdf_kernels  # noqa: E402
from croupier.reference.baccarat import kernels as baccarat_kernels  # noqa: E402
from croupier.reference.paigow import kernels as paigow_kernels  # noqa: E402
from croupier.reference.blackjack import kernels as blackjack_kernels  # noqa: E402
from croupier.reference.spanish21 import kernels as spanish21_kernels  # noqa: E402
from croupier.reference.double_attack import kernels as double_attack_kernels  # noqa: E402
from croupier.reference.blackjack import sides as blackjack_sides  # noqa: E402
from croupier.reference.asia_poker import kernels as asia_poker_kernels  # noqa: E402
from croupier.reference.five_card_hi_lo import kernels as five_card_hi_lo_kernels  # noqa: E402
from croupier.reference.poker_variants import kernels as poker_variants_kernels  # noqa: E402
from croupier.reference.controls import coupons as controls_coupons  # noqa: E402

from . import twins  # noqa: E402

#: Importing CrossHair's plugins turns icontract's checks into no-ops for the whole process (CrossHair runs the
#: contracts itself, symbolically). Under pytest-xdist every worker imports this module as it collects, so the rest of
#: the run would check no contract at run time: the checks are put back here, and silenced only while CrossHair searches.
_SILENT = {name: getattr(_checkers, name) for name in _ENFORCING}
for _name, _check in _ENFORCING.items():
    setattr(_checkers, _name, _check)


@contextlib.contextmanager
def _crosshair_runs_the_contracts() -> Iterator[None]:
    for name, check in _SILENT.items():
        setattr(_checkers, name, check)
    try:
        yield
    finally:
        for name, check in _ENFORCING.items():
            setattr(_checkers, name, check)

OPTIONS = AnalysisOptionSet(
    analysis_kind=[AnalysisKind.icontract],
    per_condition_timeout=8.0,
    per_path_timeout=2.0,
    max_uninteresting_iterations=60,
)
#: the kernels' search in CI: half the time per condition (a twin keeps the whole of it, so each planted bug is still
#: found in CI); ``--run-slow`` searches the kernels with OPTIONS, beside the whole-module sweeps
CI_KERNEL_OPTIONS = AnalysisOptionSet(
    analysis_kind=[AnalysisKind.icontract],
    per_condition_timeout=4.0,
    per_path_timeout=2.0,
    max_uninteresting_iterations=40,
)


def problems(fn: object, options: AnalysisOptionSet = OPTIONS) -> list[MessageType]:
    """The kinds of failure CrossHair finds for ``fn`` (empty: none found within the budget)."""
    with _crosshair_runs_the_contracts():
        messages = run_checkables(analyze_function(fn, options))  # type: ignore[arg-type]
    return [m.state for m in messages if m.state not in (MessageType.CONFIRMED, MessageType.CANNOT_CONFIRM)]


KERNELS = [
    pytest.param(money.winnings, id="winnings"),
    pytest.param(money.round_to_chip, id="round_to_chip"),
    pytest.param(money.vigorish, id="vigorish"),
    pytest.param(kernels.line_outcome, id="line_outcome"),
    pytest.param(kernels.odds_cap, id="odds_cap"),
    pytest.param(kernels.split_net, id="split_net"),
    pytest.param(kernels.fire_count_pays, id="fire_count_pays"),
    pytest.param(sicbo_kernels.triple_odds, id="sicbo_triple_odds"),
    pytest.param(sicbo_kernels.double_odds, id="sicbo_double_odds"),
    pytest.param(sicbo_kernels.total_odds, id="sicbo_total_odds"),
    pytest.param(sicbo_kernels.combination_odds, id="sicbo_combination_odds"),
    pytest.param(sicbo_kernels.small_big_odds, id="sicbo_small_big_odds"),
    pytest.param(sicbo_kernels.single_odds, id="sicbo_single_odds"),
    pytest.param(tdf_kernels.classify, id="tdf_classify"),
    pytest.param(tdf_kernels.extra_point_pays, id="tdf_extra_point_pays"),
    pytest.param(tdf_kernels.single_play_pays, id="tdf_single_play_pays"),
    pytest.param(baccarat_kernels.banker_draws, id="baccarat_banker_draws"),
    pytest.param(baccarat_kernels.coup, id="baccarat_coup"),
    pytest.param(baccarat_kernels.commission, id="baccarat_commission"),
    pytest.param(baccarat_kernels.house_money_odds, id="baccarat_house_money_odds"),
    pytest.param(baccarat_kernels.squeeze_seat, id="baccarat_squeeze_seat"),
    pytest.param(baccarat_kernels.offer_sequence, id="baccarat_offer_sequence"),
    pytest.param(paigow_kernels.player_beats, id="paigow_player_beats"),
    pytest.param(paigow_kernels.outcome, id="paigow_outcome"),
    pytest.param(paigow_kernels.vigorish, id="paigow_vigorish"),
    pytest.param(paigow_kernels.first_position, id="paigow_first_position"),
    pytest.param(paigow_kernels.pot, id="paigow_pot"),
    pytest.param(blackjack_kernels.total, id="blackjack_total"),
    pytest.param(blackjack_kernels.is_blackjack, id="blackjack_is_blackjack"),
    pytest.param(blackjack_kernels.dealer_draws, id="blackjack_dealer_draws"),
    pytest.param(spanish21_kernels.versus_dealer, id="spanish21_versus_dealer"),
    pytest.param(blackjack_kernels.insurance_limit, id="blackjack_insurance_limit"),
    pytest.param(spanish21_kernels.match_odds, id="spanish21_match_odds"),
    pytest.param(double_attack_kernels.versus_dealer, id="double_attack_versus_dealer"),
    pytest.param(double_attack_kernels.bust_it_row, id="double_attack_bust_it_row"),
    pytest.param(blackjack_sides.straight_run, id="blackjack_straight_run"),
    pytest.param(blackjack_sides.house_money_category, id="blackjack_house_money_category"),
    pytest.param(blackjack_sides.three_card_poker_category, id="blackjack_three_card_poker_category"),
    pytest.param(asia_poker_kernels.result, id="asia_poker_result"),
    pytest.param(asia_poker_kernels.capped, id="asia_poker_capped"),
    pytest.param(five_card_hi_lo_kernels.ante_result, id="five_card_hi_lo_ante_result"),
    pytest.param(five_card_hi_lo_kernels.is_set_in_order, id="five_card_hi_lo_is_set_in_order"),
    pytest.param(poker_variants_kernels.split_pot, id="poker_variants_split_pot"),
    pytest.param(poker_variants_kernels.share, id="poker_variants_share"),
    pytest.param(controls_coupons.coupon_win, id="coupon_win"),
]
TWINS = [
    pytest.param(twins.winnings_floored, id="winnings_floored"),
    pytest.param(twins.round_to_chip_ceiling, id="round_to_chip_ceiling"),
    pytest.param(twins.vigorish_on_wager_and_vig, id="vigorish_on_wager_and_vig"),
    pytest.param(twins.line_outcome_bar_3, id="line_outcome_bar_3"),
    pytest.param(twins.odds_cap_on_stake, id="odds_cap_on_stake"),
    pytest.param(twins.split_net_whole_stake, id="split_net_whole_stake"),
    pytest.param(twins.fire_count_repeats, id="fire_count_repeats"),
    pytest.param(twins.triple_odds_any_face, id="triple_odds_any_face"),
    pytest.param(twins.double_odds_ignores_reading, id="double_odds_ignores_reading"),
    pytest.param(twins.total_odds_misread_13, id="total_odds_misread_13"),
    pytest.param(twins.combination_odds_per_pair, id="combination_odds_per_pair"),
    pytest.param(twins.small_big_odds_triples_count, id="small_big_odds_triples_count"),
    pytest.param(twins.single_odds_flat, id="single_odds_flat"),
    pytest.param(twins.classify_gain_first, id="tdf_classify_gain_first"),
    pytest.param(twins.extra_point_cumulative, id="tdf_extra_point_cumulative"),
    pytest.param(twins.single_play_four_is_under, id="tdf_single_play_four_is_under"),
    pytest.param(twins.banker_draws_six_on_five, id="baccarat_banker_draws_six_on_five"),
    pytest.param(twins.coup_banker_first, id="baccarat_coup_banker_first"),
    pytest.param(twins.commission_to_nearest, id="baccarat_commission_to_nearest"),
    pytest.param(twins.house_money_by_value, id="baccarat_house_money_by_value"),
    pytest.param(twins.squeeze_seat_highest_seat, id="baccarat_squeeze_seat_highest_seat"),
    pytest.param(twins.offer_sequence_no_wrap, id="baccarat_offer_sequence_no_wrap"),
    pytest.param(twins.player_beats_copies_to_player, id="paigow_player_beats_copies_to_player"),
    pytest.param(twins.outcome_zero_low_counts, id="paigow_outcome_zero_low_counts"),
    pytest.param(twins.paigow_vigorish_to_nearest, id="paigow_vigorish_to_nearest"),
    pytest.param(twins.first_position_from_zero, id="paigow_first_position_from_zero"),
    pytest.param(twins.pot_bank_pays_whole_winner, id="paigow_pot_bank_pays_whole_winner"),
    pytest.param(twins.total_ace_always_eleven, id="blackjack_total_ace_always_eleven"),
    pytest.param(twins.is_blackjack_after_split, id="blackjack_is_blackjack_after_split"),
    pytest.param(twins.dealer_hits_every_soft_17, id="blackjack_dealer_hits_every_soft_17"),
    pytest.param(twins.versus_dealer_21s_push, id="spanish21_versus_dealer_21s_push"),
    pytest.param(twins.insurance_limit_rounded_down, id="blackjack_insurance_limit_rounded_down"),
    pytest.param(twins.match_odds_stake_twice, id="spanish21_match_odds_stake_twice"),
    pytest.param(twins.da_versus_dealer_multi_card_21_wins, id="double_attack_versus_dealer_multi_card_21_wins"),
    pytest.param(twins.bust_it_row_colour_first, id="double_attack_bust_it_row_colour_first"),
    pytest.param(twins.straight_run_counts_the_busting_card, id="blackjack_straight_run_counts_the_busting_card"),
    pytest.param(twins.house_money_pair_by_value, id="blackjack_house_money_pair_by_value"),
    pytest.param(twins.three_card_poker_wraps_round, id="blackjack_three_card_poker_wraps_round"),
    pytest.param(twins.asia_result_copies_for_player, id="asia_poker_result_copies_for_player"),
    pytest.param(twins.asia_capped_per_wager, id="asia_poker_capped_per_wager"),
    pytest.param(twins.hilo_ante_result_high_tie_to_player, id="five_card_hi_lo_ante_result_high_tie_to_player"),
    pytest.param(twins.hilo_set_in_order_two_aces_low, id="five_card_hi_lo_set_in_order_two_aces_low"),
    pytest.param(twins.split_pot_odd_unit_to_low, id="poker_variants_split_pot_odd_unit_to_low"),
    pytest.param(twins.share_odd_units_to_the_last, id="poker_variants_share_odd_units_to_the_last"),
    pytest.param(twins.coupon_win_on_chips_only, id="coupon_win_on_chips_only"),
]


@pytest.mark.parametrize("kernel", KERNELS)
def test_kernel_has_no_counterexample(kernel: object, request: pytest.FixtureRequest) -> None:
    """Contracts of the kernel hold on every path CrossHair explores (the CI budget, or the long one with
    ``--run-slow``)."""
    assert [] == problems(kernel, OPTIONS if request.config.getoption("--run-slow") else CI_KERNEL_OPTIONS)


@pytest.mark.parametrize("twin", TWINS)
def test_broken_twin_is_refuted(twin: object) -> None:
    """CrossHair finds the planted bug: a postcondition failure."""
    assert [MessageType.POST_FAIL] == sorted(set(problems(twin)), key=lambda m: m.value)


@pytest.mark.slow
@pytest.mark.parametrize("module", ["croupier.reference.money", "croupier.reference.craps.kernels",
                                    "croupier.reference.sicbo.kernels", "croupier.reference.tdf.kernels",
                                    "croupier.reference.baccarat.kernels", "croupier.reference.paigow.kernels",
                                    "croupier.reference.blackjack.kernels", "croupier.reference.spanish21.kernels",
                                    "croupier.reference.double_attack.kernels",
                                    "croupier.reference.blackjack.sides"])
def test_whole_module_sweep(module: str) -> None:
    """Opt-in budget (--run-slow): CrossHair over every contracted function of the module."""
    import subprocess
    import sys

    run = subprocess.run(
        [sys.executable, "-m", "crosshair", "check", "--analysis_kind=icontract", "--per_condition_timeout=20", module],
        capture_output=True,
        text=True,
    )
    assert 0 == run.returncode, run.stdout + run.stderr
