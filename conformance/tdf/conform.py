"""The bundled Three Dice Football profiles: the default table, and two that turn every open reading the other way.

``readings-a`` turns the field readings (the touchdown only past the 0, the
literal goal series, goal status lost on a penalty) and the money ones (wins
floored to the cent, single plays that stay until the throw, every seated
player betting first); ``readings-b`` counts the extra point roll as a play,
takes single plays on it, refuses stakes a 4 to 5 or 6 to 5 win cannot pay
exactly, forbids passing the dice, and offers a subset of the wagers.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]

PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "tdf"},
    "readings-a": lambda: {"game": "tdf", "touchdown_threshold": "pass_zero",
                           "goal_series_mode": "literal_three_then_three", "goal_status_sticky_after_penalty": False,
                           "fractional_payout_policy": "round_down_to_min_unit",
                           "single_play_removable_before_throw": False,
                           "pre_first_throw_wager_requirement": "every_seated_player"},
    "readings-b": lambda: {"game": "tdf", "extra_point_roll_counts_as_play": True,
                           "single_play_on_extra_point_roll": True,
                           "fractional_payout_policy": "reject_non_multiple_of_5", "qb_may_voluntarily_pass": False,
                           "supervisor_may_order_pass": False, "pre_first_throw_wager_requirement": "none",
                           "odds_display": "sign", "dice_inspection_alternative": 2, "tdf_sealed_set_size": 6,
                           "table_min": 100, "table_max": 100000,
                           "offered": ["touchdown", "defense", "extra_point", "game_length", "penalty", "no_gain",
                                       "big_play", "over_four_yards", "under_four_yards", "trips_td"]},
}
DEFAULT_PROFILES = ("default", "readings-a", "readings-b")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
