"""Three Dice Football table configuration: the certificate holder's elections and a reading for every open question.

``cfg``: a :class:`TableConfig`. Every option field names its option in
``spec/tdf/tables.toml`` (metadata ``option``) and the clause it is about
(metadata ``clause``); :func:`check_against_spec` proves the two agree. A
profile is a TOML file; :func:`load_profile` validates it and refuses an
illegal election with its clause, listing every problem at once.
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Any, Mapping

import attrs

from croupier import spec
from croupier.reference.controls.dice_config import Alternative
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families.table import layout_problems, not_offered, numbered, offered
from croupier.reference.families.three_dice import OddsDisplay
from croupier.reference.parsing import option as _opt, options_against_spec, parsers_by_type, profile, shown_by_type
from croupier.reference.tdf.definitions import Kind

__all__ = [
    "Alternative", "DEFAULT_RULESET", "FractionalPayout", "GoalSeriesMode", "OddsDisplay", "SealedSetSize",
    "TableConfig", "TouchdownThreshold", "WagerRequirement", "check_against_spec", "load_profile",
    "profile_from_mapping", "validate", "warnings",
]

DEFAULT_RULESET = "pa-661a@2013p"


class GoalSeriesMode(enum.Enum):
    """AMBIG-T1: when a 1st & Goal takes effect."""

    RESET_ON_REACHING_10 = "reset_on_reaching_10"
    LITERAL_THREE_THEN_THREE = "literal_three_then_three"


class TouchdownThreshold(enum.Enum):
    """AMBIG-T2: a touchdown at the 0 yard line (reach_zero) or only beyond it (pass_zero)."""

    REACH_ZERO = "reach_zero"
    PASS_ZERO = "pass_zero"


class WagerRequirement(enum.Enum):
    """AMBIG-T7: who must have a wager before a game's first throw (661a.6(b))."""

    EVERY_SEATED_PLAYER = "every_seated_player"
    QUARTERBACK_ONLY = "quarterback_only"
    NONE = "none"


class FractionalPayout(enum.Enum):
    """AMBIG-T14: a 4 to 5 or 6 to 5 win on a stake that is not a multiple of 5."""

    EXACT = "exact"
    ROUND_DOWN_TO_MIN_UNIT = "round_down_to_min_unit"
    REJECT_NON_MULTIPLE_OF_5 = "reject_non_multiple_of_5"


class SealedSetSize(enum.Enum):
    """AMBIG-T19: how many dice a sealed Three Dice Football envelope holds (603a.13(f)(2)(v)(A))."""

    FIVE = "5"
    SIX = "6"


ALL_KINDS: frozenset[Kind] = frozenset(Kind)


@attrs.frozen(kw_only=True)
class TableConfig:
    """One Three Dice Football table. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=DEFAULT_RULESET, metadata={"clause": "pa:661a.2"})
    offered: frozenset[Kind] = _opt("offered", "pa:661a.2(b)(3)", ALL_KINDS)
    odds_display: OddsDisplay = _opt("odds_display", "pa:661a.2(b)(3)", OddsDisplay.LAYOUT)
    dice_inspection_alternative: Alternative = _opt("dice_inspection_alternative", "pa:603a.13(f)", Alternative.ONE)
    table_min: int = _opt("table_min", "pa:661a.3(a)", 500)
    table_max: int = _opt("table_max", "pa:661a.3(a)", 500_000)
    goal_series_mode: GoalSeriesMode = _opt("goal_series_mode", "pa:661a.6(e)", GoalSeriesMode.RESET_ON_REACHING_10)
    touchdown_threshold: TouchdownThreshold = _opt("touchdown_threshold", "pa:661a.1#touchdown",
                                                   TouchdownThreshold.REACH_ZERO)
    goal_status_sticky_after_penalty: bool = _opt("goal_status_sticky_after_penalty", "pa:661a.6(e)(2)", True)
    single_play_on_extra_point_roll: bool = _opt("single_play_on_extra_point_roll", "pa:661a.6(f)(1)", False)
    extra_point_roll_counts_as_play: bool = _opt("extra_point_roll_counts_as_play", "pa:661a.1#extra-point-roll",
                                                 False)
    pre_first_throw_wager_requirement: WagerRequirement = _opt(
        "pre_first_throw_wager_requirement", "pa:661a.6(b)", WagerRequirement.QUARTERBACK_ONLY)
    single_play_removable_before_throw: bool = _opt("single_play_removable_before_throw", "pa:661a.3(e)", True)
    fractional_payout_policy: FractionalPayout = _opt("fractional_payout_policy", "pa:661a.8(a)",
                                                      FractionalPayout.EXACT)
    qb_may_voluntarily_pass: bool = _opt("qb_may_voluntarily_pass", "pa:661a.7(a)", True)
    supervisor_may_order_pass: bool = _opt("supervisor_may_order_pass", "pa:661a.7(a)", True)
    tdf_sealed_set_size: SealedSetSize = _opt("tdf_sealed_set_size", "pa:603a.13(f)(2)(v)(A)", SealedSetSize.FIVE)

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def reset_on_10(self) -> bool:
        return self.goal_series_mode is GoalSeriesMode.RESET_ON_REACHING_10

    @property
    def reach_zero(self) -> bool:
        return self.touchdown_threshold is TouchdownThreshold.REACH_ZERO

    def offers(self, kind: Kind) -> bool:
        return kind in self.offered


_PARSERS = parsers_by_type(TableConfig, offered=offered(Kind, ALL_KINDS),
                           dice_inspection_alternative=numbered(Alternative),
                           tdf_sealed_set_size=numbered(SealedSetSize))

def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(TableConfig, data, source, game="tdf", title="Three Dice Football", chapter="661a",
                   default_ruleset=DEFAULT_RULESET, clause="pa:661a.2", parsers=_PARSERS, validate=validate)


def validate(cfg: TableConfig) -> list[Problem]:
    """Every way ``cfg`` breaks the ruleset's limits on elections."""
    return layout_problems(cfg, "pa:661a.3(a)", "pa:661a.2(b)(3)")


def warnings(cfg: TableConfig) -> list[str]:
    """Legal but noteworthy elections: a subset of the wagers is offered, though the layout shows all (661a.2(b)(2))."""
    return not_offered(ALL_KINDS, cfg.offered, "661a.3 wager (661a.2(b)(2))")


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate a Three Dice Football profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:661a.2"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the options in ``spec/tdf/tables.toml`` and :class:`TableConfig` (empty when they agree)."""
    return options_against_spec(TableConfig, "tdf", shown_by_type(Kind, ALL_KINDS))
