"""Sic Bo table configuration: the certificate holder's elections and a reading for every open question.

``cfg``: a :class:`TableConfig`. Every option field names its option in
``spec/sicbo/tables.toml`` (metadata ``option``) and the clause it is about
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
from croupier.reference.controls.dice_config import Month
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families.table import layout_problems, not_offered, offered
from croupier.reference.families.three_dice import OddsDisplay
from croupier.reference.sicbo.definitions import Kind
from croupier.reference.parsing import option as _opt, options_against_spec, parsers_by_type, profile, shown_by_type

__all__ = [
    "DEFAULT_RULESET", "DeviceFailBeforeReveal", "Month", "OddsDisplay", "Resume", "SettlementSource",
    "Shaker", "TableConfig", "TripleRule", "check_against_spec", "load_profile", "profile_from_mapping", "validate",
    "warnings",
]

DEFAULT_RULESET = "pa-625a@2012"


class Shaker(enum.Enum):
    """625a.1(d)(1), (2): the kind of shaker the table uses."""

    MANUAL = "manual"
    AUTOMATED = "automated"


class TripleRule(enum.Enum):
    """AMBIG-1, AMBIG-2: what a triple does to a Two of a Kind or a Total Value Bet it reaches."""

    WINS = "wins"
    LOSES = "loses"


class Resume(enum.Enum):
    """AMBIG-9: what must be repaired before play resumes after a 625a.7(b) failure."""

    DEVICE_AND_DISPLAY = "device_and_display"
    DEVICE_ONLY = "device_only"


class DeviceFailBeforeReveal(enum.Enum):
    """GAP-8: a device failure before the reveal holds the round (and voids it if not repaired), or voids it at once."""

    HOLD_THEN_VOID = "hold_then_void"
    VOID = "void"


class SettlementSource(enum.Enum):
    """GAP-12: which values settle when the keyed-in values differ from the dice."""

    ENTERED = "entered"
    DICE = "dice"


ALL_KINDS: frozenset[Kind] = frozenset(Kind)


@attrs.frozen(kw_only=True)
class TableConfig:
    """One Sic Bo table. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=DEFAULT_RULESET, metadata={"clause": "pa:625a.1"})
    shaker: Shaker = _opt("shaker", "pa:625a.1(d)", Shaker.MANUAL)
    odds_display: OddsDisplay = _opt("odds_display", "pa:625a.1(c)(3)", OddsDisplay.LAYOUT)
    offered: frozenset[Kind] = _opt("offered", "pa:625a.1(c)(3)", ALL_KINDS)
    two_of_a_kind_on_triple: TripleRule = _opt("two_of_a_kind_on_triple", "pa:625a.3(2)", TripleRule.WINS)
    total_on_triple: TripleRule = _opt("total_on_triple", "pa:625a.3(4)", TripleRule.WINS)
    wager_removal_before_close: bool = _opt("wager_removal_before_close", "pa:625a.5(c)", True)
    resume_after_malfunction: Resume = _opt("resume_after_malfunction", "pa:625a.7(b)", Resume.DEVICE_AND_DISPLAY)
    device_fail_before_reveal: DeviceFailBeforeReveal = _opt(
        "device_fail_before_reveal", "pa:625a.5(d)", DeviceFailBeforeReveal.HOLD_THEN_VOID)
    dice_month: Month = _opt("dice_month", "pa:625a.2(b)", Month.CALENDAR)
    settlement_source: SettlementSource = _opt("settlement_source", "pa:625a.4(c)", SettlementSource.ENTERED)
    table_min: int = _opt("table_min", "pa:625a.4(a)", 500)
    table_max: int = _opt("table_max", "pa:625a.4(a)", 500_000)

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def double_on_triple(self) -> bool:
        return self.two_of_a_kind_on_triple is TripleRule.WINS

    @property
    def totals_on_triple(self) -> bool:
        return self.total_on_triple is TripleRule.WINS

    def offers(self, kind: Kind) -> bool:
        return kind in self.offered


_PARSERS = parsers_by_type(TableConfig, offered=offered(Kind, ALL_KINDS))

def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(TableConfig, data, source, game="sicbo", title="Sic Bo", chapter="625a",
                   default_ruleset=DEFAULT_RULESET, clause="pa:625a.1", parsers=_PARSERS, validate=validate)


def validate(cfg: TableConfig) -> list[Problem]:
    """Every way ``cfg`` breaks the ruleset's limits on elections."""
    return layout_problems(cfg, "pa:625a.4(a)", "pa:625a.1(c)(3)")


def warnings(cfg: TableConfig) -> list[str]:
    """Legal but noteworthy elections (AMBIG-5: a subset of the wagers is offered)."""
    return not_offered(ALL_KINDS, cfg.offered, "625a.3 wager (625a.1(b), (c)(2))", " (AMBIG-5)")


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate a Sic Bo profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:625a.1"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the options in ``spec/sicbo/tables.toml`` and :class:`TableConfig` (empty when they agree)."""
    return options_against_spec(TableConfig, "sicbo", shown_by_type(Kind, ALL_KINDS))
