"""A Craps conformance run: vectors first, then the generated suite, per profile, into one report.

``side``: the implementation under test; ``profiles``: (name, mapping) pairs.
The bundled profiles are the example tables shipped with the reference plus
profiles that turn each open reading the other way, so that an implementation
claiming every option is tested on both sides of each.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any, Callable, Mapping, Optional

from croupier.conformance.lockstep import Budget
from croupier.conformance.report import Run
from croupier.conformance.runner import Side
from croupier.reference.errors import read_toml

__all__ = ["PROFILES", "bundled_vectors", "conform", "profile_named"]


def _example(name: str) -> dict[str, Any]:
    path = resources.files("croupier.reference.craps").joinpath("examples", name)
    with resources.as_file(path) as p:
        return read_toml(p, "pa:623a.2")


#: name -> profile mapping; the bundled example implementation supports the default profiles and both Match Play ones
PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": dict,
    "craps-example": lambda: _example("profile-craps.toml"),
    "mini-craps-example": lambda: _example("profile-mini-craps.toml"),
    "vig-elections": lambda: {"buy_vig": "upfront", "buy_vig_rate": "4%", "lay_vig": "on_win", "lay_vig_rate": "5%",
                              "lay_vig_numbers": [4, 5, 6, 8, 9, 10], "fire_paytable": "B", "odds_multiple": 10,
                              "dont_odds_multiple": 10, "table_min": 500, "chip": 100},
    "readings-a": lambda: {"odds_multiple": {"4": 3, "5": 4, "6": 5, "8": 5, "9": 4, "10": 3}, "dont_odds_multiple": 6,
                           "fire_paytable": "B", "buy_vig": "on_win", "lay_vig": "on_win",
                           "come_odds_on_come_out": "off_unless_called_on", "fire_carry_over": "freeze",
                           "bonus_window": "any_come_out", "table_min": 100, "after_win": "returned"},
    "readings-b": lambda: {"game": "mini_craps", "table_min": 100, "seat_lock": "own_wagers_decided",
                           "rounding": "floor_to_chip", "fire_point_source": "come_out_and_come_points",
                           "bonus_on_shooter_change": "reset"},
    "edition-2012": lambda: {"ruleset": "pa-623a@2012", "lay_vig": "upfront", "buy_vig": "upfront"},
    "edition-2013p": lambda: {"ruleset": "pa-623a@2013p", "fire_ending_seven": "any_seven",
                              "come_placement": "any_non_first_roll", "marker_scope": "single_roll",
                              "bonus_removable": True, "odds_payable_excess": False},
    # the other game and the other elections of each older edition, so that its own vectors reach every clause
    "edition-2012-mini": lambda: {"ruleset": "pa-623a@2012", "game": "mini_craps", "table_min": 100},
    "edition-2013p-mini": lambda: {"ruleset": "pa-623a@2013p", "game": "mini_craps", "table_min": 100,
                                   "buy_vig": "upfront", "lay_vig": "upfront"},
    # Match Play Coupons (603a.21): a table that takes them, and one that answers every coupon reading the other way
    "match_play": lambda: {"match_play": True},
    "match_play-readings": lambda: {"game": "mini_craps", "table_min": 100, "match_play": True,
                                    "coupon_round": "shooter_hand", "coupon_takedown": "coupon_dropped",
                                    "coupon_win_payout": "even_money_on_coupon_value",
                                    "coupon_push_disposition": "return_to_patron", "coupon_expiry_check": "mailed_only",
                                    "coupon_dependent_base": "chips"},
}
#: match_play first: its vectors hold the default table's behaviours and the coupon ones, so a run that stops at the
#: first failure (a mutant's) finds it soonest; match_play-readings last, for the coupon readings turned the other way
#: (a coupon past its date and not mailed is taken under coupon_expiry_check = mailed_only)
DEFAULT_PROFILES = ("match_play", "default", "craps-example", "mini-craps-example", "vig-elections",
                    "match_play-readings")
#: the profiles with bundled vector files: the defaults, and two per older edition (each edition's own checks)
VECTOR_PROFILES = DEFAULT_PROFILES + ("edition-2012", "edition-2012-mini", "edition-2013p", "edition-2013p-mini")


def _suite() -> Any:
    from croupier.conformance.craps.game import SUITE

    return SUITE


def profile_named(name: str) -> tuple[str, dict[str, Any]]:
    """A bundled profile by name, or a profile TOML file by path."""
    return _suite().profile_named(name)  # type: ignore[no-any-return]


def bundled_vectors(name: str, profile: Mapping[str, Any]) -> Optional[Path]:
    """The shipped vector file for a bundled profile, if there is one."""
    return _suite().bundled_vectors(name, profile)  # type: ignore[no-any-return]


def conform(side: Side, profiles: list[tuple[str, dict[str, Any]]], budget: Budget, use_vectors: bool = True,
            use_hypothesis: bool = True, stop_early: bool = False, replay_dir: Optional[str] = None,
            progress: Optional[Callable[[str], None]] = None, label: str = "") -> Run:
    """The vectors of every Craps profile, then the generated suite for each (:func:`croupier.conformance.session.conform`)."""
    from croupier.conformance.session import conform as run

    return run(_suite(), side, profiles, budget, use_vectors, use_hypothesis, stop_early, replay_dir, progress, label)
