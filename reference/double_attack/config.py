"""Double Attack Blackjack table configuration: the certificate holder's elections and a reading for every open
question the model does not answer one way only.

``cfg``: a :class:`TableConfig`. Every option field names its option in ``spec/blackjack/tables.toml`` (metadata
``option``; the options there with ``game = "double_attack"``) and the clause it is about (metadata ``clause``);
:func:`check_against_spec` proves the two agree. A profile is a TOML file (``game = "double_attack"``);
:func:`load_profile` validates it and lists every problem at once, each with its clause.

One edition: the chapter as proposed in 2013 (``pa-665a@2013p``).
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Any, Mapping

import attrs

from croupier import spec
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families.table import Shuffling
from croupier.reference.parsing import (is_int, option as _opt, options_against_spec, parsers_by_type, profile,
                                        shown_by_type)

__all__ = [
    "BASE", "DeadHandBustIt", "Shuffling", "SplitHandOrder", "SurrenderAfterDouble", "TableConfig",
    "check_against_spec", "load_profile", "profile_from_mapping", "validate", "warnings",
]

#: the only edition: the Board's 2013 proposal
BASE = "pa-665a@2013p"
#: 665a.2(a): at most six player positions
MOST_BOXES = 6
#: 665a.3(a): a batch is eight decks
DECKS = 8


class SurrenderAfterDouble(enum.Enum):
    """DA-A03: what a surrender does to the hand's Double Down Wager (665a.9(a), (b))."""

    HALF = "half"
    RETURN_FULL = "return_full"
    FORFEIT_FULL = "forfeit_full"


class DeadHandBustIt(enum.Enum):
    """DA-A12: the Bust It Wager of a box whose hand is dead (665a.13(f), (g))."""

    STAYS_LIVE = "stays_live"
    RETURNED = "returned"


class SplitHandOrder(enum.Enum):
    """DA-A14: where a resplit hand goes in the order of play (665a.11(b), (c))."""

    INSERT_AFTER_CURRENT = "insert_after_current"
    APPEND_LAST = "append_last"


@attrs.frozen(kw_only=True)
class TableConfig:
    """One Double Attack Blackjack table. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=BASE, metadata={"clause": "pa:665a.6(g)"})
    decks: int = _opt("decks", "pa:665a.3(a)", DECKS, meta={"shown": (["8"], "8")})
    boxes: int = _opt("boxes", "pa:665a.2(a)", MOST_BOXES, meta={"shown": (["count"], "6")})
    table_min: int = _opt("table_min", "pa:665a.6(d)", 500)
    table_max: int = _opt("table_max", "pa:665a.6(d)", 500000)
    bust_it_offered: bool = _opt("bust_it_offered", "pa:665a.6(f)", True)
    max_boxes_per_player: int = _opt("max_boxes_per_player", "pa:665a.6(g)", MOST_BOXES,
                                     meta={"shown": (["count"], "6")})
    no_midshoe_entry: bool = _opt("no_midshoe_entry", "pa:665a.6(b)", False)
    shuffling: Shuffling = _opt("shuffling", "pa:665a.5(a)", Shuffling.MANUAL)
    shuffler_loads_shoe: bool = _opt("shuffler_loads_shoe", "pa:665a.5(a)", False)
    preshuffled_decks: bool = _opt("preshuffled_decks", "pa:665a.4(f)", False)
    chip_unit: int = _opt("chip_unit", "pa:665a.8(b)", 100)
    reader_reveals_to_players: bool = _opt("reader_reveals_to_players", "pa:665a.13(h)", False)
    surrender_after_double_dd: SurrenderAfterDouble = _opt("surrender_after_double_dd", "pa:665a.9(b)",
                                                           SurrenderAfterDouble.HALF)
    surrender_split_aces: bool = _opt("surrender_split_aces", "pa:665a.11(e)", True)
    split_21_is_blackjack: bool = _opt("split_21_is_blackjack", "pa:665a.1#blackjack", False)
    dead_hand_bust_it: DeadHandBustIt = _opt("dead_hand_bust_it", "pa:665a.13(f)", DeadHandBustIt.STAYS_LIVE)
    split_hand_order: SplitHandOrder = _opt("split_hand_order", "pa:665a.11(b)", SplitHandOrder.INSERT_AFTER_CURRENT)

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)


def _decks(v: Any) -> int:
    if v != DECKS or isinstance(v, bool):
        raise ValueError(f"must be {DECKS} (665a.3(a) allows no other number), not {v!r}")
    return DECKS


def _boxes(v: Any) -> int:
    if not is_int(v) or not 1 <= v <= MOST_BOXES:
        raise ValueError(f"must be a whole number from 1 to {MOST_BOXES}, not {v!r}")
    return v


_PARSERS = parsers_by_type(TableConfig, decks=_decks, boxes=_boxes, max_boxes_per_player=_boxes)


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(TableConfig, data, source, game="double_attack", title="Double Attack Blackjack", chapter="665a",
                   default_ruleset=BASE, clause="pa:665a.6(g)", parsers=_PARSERS, validate=validate)


def validate(cfg: TableConfig) -> list[Problem]:
    """Every election the chapter does not allow, with its clause."""
    p: list[Problem] = []
    if cfg.table_min > cfg.table_max:
        p.append(Problem("table_min", "pa:665a.6(d)", f"the minimum {cfg.table_min} is above the maximum "
                                                      f"{cfg.table_max}"))
    if cfg.shuffler_loads_shoe and cfg.shuffling is not Shuffling.BATCH_SHUFFLER:
        p.append(Problem("shuffler_loads_shoe", "pa:665a.5(a)", "only an automated shuffler loads the shoe: "
                                                                "shuffling is not batch_shuffler"))
    return p


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate a Double Attack Blackjack profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:665a.6(g)"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the Double Attack options in ``spec/blackjack/tables.toml`` and :class:`TableConfig`."""
    return options_against_spec(TableConfig, "blackjack", shown_by_type(Shuffling, frozenset()), "double_attack")


def warnings(cfg: TableConfig) -> list[str]:
    """Legal but noteworthy elections: options that do nothing without another."""
    out = []
    if cfg.max_boxes_per_player > cfg.boxes:
        out.append(f"max_boxes_per_player is {cfg.max_boxes_per_player} but the table has {cfg.boxes} boxes: no "
                   "limit beyond the table's")
    if not cfg.bust_it_offered and cfg.dead_hand_bust_it is not DeadHandBustIt.STAYS_LIVE:
        out.append("bust_it_offered is false: dead_hand_bust_it has no effect")
    return out
