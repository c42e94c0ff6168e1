"""The dice lifecycle's configuration (58 Pa. Code 603a.13(f), the 2013 proposal): which of the three inspection
alternatives the certificate holder follows, and an option for each open reading a profile may answer otherwise.

``cfg``: a :class:`DiceConfig`. Every option field names its option in ``spec/controls/tables.toml`` (the options with
``game = "dice"``) and the clause it is about; :func:`check_against_spec` proves the two agree. A profile is a TOML
file (``game = "dice"``); :func:`load_profile` validates it and lists every problem at once.
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Any, Callable, Mapping

import attrs

from croupier.reference.errors import Problem, read_toml
from croupier.reference.parsing import one_of as _enum, option as _opt, options_against_spec, profile, shown_by_type

__all__ = ["BASE", "Alternative", "DiceConfig", "Month", "SicBoShaker", "check_against_spec", "load_profile",
           "profile_from_mapping", "warnings"]

#: the only edition in the seeds: chapter 603a as the 2013 proposal amends it
BASE = "pa-603a@2013p"


class Alternative(enum.Enum):
    """603a.13(f): how dice are inspected and sent to the tables (the same election as Three Dice Football's
    ``dice_inspection_alternative``, whose config module re-exports it)."""

    ONE = "1"  #: (f)(1): at the table when it opens, the dealer watching
    TWO = "2"  #: (f)(2): in the pit, by two supervisors
    THREE = "3"  #: (f)(3): in the approved storage area, then sealed


class SicBoShaker(enum.Enum):
    """603a.13(f)(3)(iv)(B), (v)(B); 625a.2(b): the kind of Sic Bo shaker at the facility's tables."""

    MANUAL = "manual"  #: dice sealed or locked inside it; 24 hours of play
    AUTOMATED = "automated"  #: dice sealed in an envelope and loaded at the table; one month of play


class Month(enum.Enum):
    """625a.2(b): how the one-month limit on dice in an automated Sic Bo shaker is counted (sic-bo.md GAP-10): the
    dice controls' ``sic_bo_month`` and Sic Bo's ``dice_month``, whose config module re-exports it."""

    CALENDAR = "calendar_month"  #: to the same day and time of the next month (the month's last day if it has none)
    THIRTY_DAYS = "30_days"


def _set_size(v: Any) -> int:
    if str(v) not in ("5", "6"):
        raise ValueError(f"must be 5 or 6, not {v!r}")
    return int(v)


@attrs.frozen(kw_only=True)
class DiceConfig:
    """One licensed facility's dice procedure. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=BASE, metadata={"clause": "pa:603a.13"})
    alternative: Alternative = _opt("alternative", "pa:603a.13(f)", Alternative.ONE)
    sic_bo_shaker: SicBoShaker = _opt("sic_bo_shaker", "pa:603a.13(f)(3)(iv)(B)", SicBoShaker.MANUAL)
    # --- readings a profile may answer otherwise
    tdf_sealed_set_size: int = _opt("tdf_sealed_set_size", "pa:603a.13(f)(2)(v)(A)", 5,
                                    meta={"shown": (["5", "6"], "5")})
    sic_bo_month: Month = _opt("sic_bo_month", "pa:625a.2(b)", Month.CALENDAR)


_PARSERS: dict[str, Callable[[Any], Any]] = {
    "alternative": lambda v: _enum(Alternative)(str(v)),
    "sic_bo_shaker": _enum(SicBoShaker),
    "tdf_sealed_set_size": _set_size,
    "sic_bo_month": _enum(Month),
}


def validate(cfg: DiceConfig) -> list[Problem]:
    """Nothing the options can combine into is illegal: every alternative serves every game."""
    return []


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> DiceConfig:
    """Build a validated :class:`DiceConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(DiceConfig, data, source, game="dice", title="dice procedure", chapter="603a", default_ruleset=BASE,
                   clause="pa:603a.13(f)", parsers=_PARSERS, validate=validate)


def load_profile(path: str | Path) -> DiceConfig:
    """Read and validate a dice-procedure profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:603a.13(f)"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the dice options in ``spec/controls/tables.toml`` and :class:`DiceConfig` (empty when they
    agree)."""
    return options_against_spec(DiceConfig, "controls", shown_by_type(Alternative, frozenset()), "dice")


def warnings(cfg: DiceConfig) -> list[str]:
    """Legal but noteworthy elections."""
    out = []
    if cfg.alternative is not Alternative.THREE and cfg.sic_bo_shaker is SicBoShaker.AUTOMATED:
        out.append("sic_bo_shaker: outside Alternative 3 the kind of shaker changes only the time limit (625a.2(b))")
    return out
