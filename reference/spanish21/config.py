"""Spanish 21 table configuration: the certificate holder's elections and a reading for every open question.

``cfg``: a :class:`TableConfig`. Every option field names its option in ``spec/blackjack/tables.toml`` (metadata
``option``) and the clause it is about (metadata ``clause``, in chapter 551's numbers); :func:`check_against_spec`
proves the two agree. A profile is a TOML file (``game = "spanish21"``); :func:`load_profile` validates it and
lists every problem at once, each with its clause.

Two editions: the 2010 temporary chapter 551 (``pa-551@2010t``, the default) and the same chapter with the 2013
double-down amendment, 635a.10(a) (``pa-551@2013p``), which lets a hand double on two or more cards.
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Any, Mapping, Optional

import attrs

from croupier import spec
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families.table import Shuffling
from croupier.reference.money import parse_odds
from croupier.reference.parsing import (amount as _amount, is_int, option as _opt, options_against_spec,
                                        parsers_by_type, profile, shown_by_type)

__all__ = [
    "AMENDED", "BASE", "BjOddsScope", "DealerBjResolution", "MtdMatchBy", "SettlementOrder", "ShareScope",
    "Shuffling", "TableConfig", "check_against_spec", "load_profile", "profile_from_mapping", "validate",
    "warnings",
]

#: the edition whose numbers the model cites: the 2010 temporary chapter
BASE = "pa-551@2010t"
#: chapter 551 with the 2013 proposed double-down rule (635a.10(a)) in place of 551.11(a)
AMENDED = "pa-551@2013p"
#: 551.2(b)(2)(i): at most seven player positions
MOST_BOXES = 7
#: 551.7(b)(2): the least Match-The-Dealer wager, in cents
MTD_MIN = 100


class DealerBjResolution(enum.Enum):
    """S21-A01: what a dealer Blackjack found by the card reader does (551.8(e))."""

    END_ROUND = "end_round"  #: revealed and settled at once; no player acts
    PLAY_THROUGH = "play_through"  #: the players act, then 551.9(a)(2), 551.11(c), 551.12(d) apply at the reveal


class BjOddsScope(enum.Enum):
    """S21-A22: which winning Blackjacks 551.6(f) pays 3 to 2."""

    ALL_BLACKJACK_WINS = "all_blackjack_wins"
    LITERAL_B3_ONLY = "literal_b3_only"  #: only against a dealer 21 (551.6(b)(3)); else 1 to 1


class MtdMatchBy(enum.Enum):
    """S21-A04: what makes a Match-The-Dealer match (551.7(a))."""

    RANK = "rank"
    VALUE = "value"


class ShareScope(enum.Enum):
    """S21-A06: who receives the $50 of a Super Bonus (551.6(h))."""

    OTHER_PLAYERS = "other_players"
    OTHER_BOXES = "other_boxes"


class SettlementOrder(enum.Enum):
    """S21-A14: the order the hands are settled in (551.8(i) gives only the pick-up order)."""

    RIGHT_TO_LEFT = "right_to_left"
    LEFT_TO_RIGHT = "left_to_right"


def _odds_shown(default: Optional[int]) -> Any:
    return {"shown": (["odds"], "minimum" if default is None else str(default))}


@attrs.frozen(kw_only=True)
class TableConfig:
    """One Spanish 21 table. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=BASE, metadata={"clause": "pa:551.14"})
    decks: int = _opt("decks", "pa:551.3(a)", 6, meta={"shown": (["6", "8"], "6")})
    boxes: int = _opt("boxes", "pa:551.2(b)(2)(i)", MOST_BOXES, meta={"shown": (["count"], "7")})
    table_min: int = _opt("table_min", "pa:551.6(a)", 500)
    table_max: int = _opt("table_max", "pa:551.6(a)", 500000)
    mtd_offered: bool = _opt("mtd_offered", "pa:551.2(b)(2)(ii)", True)
    mtd_max: Optional[int] = _opt("mtd_max", "pa:551.7(b)(2)", None, meta={"shown": (["amount"], "none")})
    mtd_odds_different_suit: Optional[int] = _opt("mtd_odds_different_suit", "pa:551.7(e)", None,
                                                  meta=_odds_shown(None))
    mtd_odds_same_suit: Optional[int] = _opt("mtd_odds_same_suit", "pa:551.7(e)", None, meta=_odds_shown(None))
    max_boxes_per_player: int = _opt("max_boxes_per_player", "pa:551.14", MOST_BOXES,
                                     meta={"shown": (["count"], "7")})
    no_midshoe_entry: bool = _opt("no_midshoe_entry", "pa:551.6(k)", False)
    shuffling: Shuffling = _opt("shuffling", "pa:551.5(a)", Shuffling.MANUAL)
    chip_unit: int = _opt("chip_unit", "pa:551.10(b)", 100)
    reader_reveals_to_players: bool = _opt("reader_reveals_to_players", "pa:551.16(l)", False)
    dealer_bj_resolution: DealerBjResolution = _opt("dealer_bj_resolution", "pa:551.8(e)",
                                                    DealerBjResolution.END_ROUND)
    bj_odds_scope: BjOddsScope = _opt("bj_odds_scope", "pa:551.6(f)", BjOddsScope.ALL_BLACKJACK_WINS)
    split_21_is_blackjack: bool = _opt("split_21_is_blackjack", "pa:551.1#blackjack", False)
    mtd_match_by: MtdMatchBy = _opt("mtd_match_by", "pa:551.7(a)", MtdMatchBy.RANK)
    super_bonus_share_scope: ShareScope = _opt("super_bonus_share_scope", "pa:551.6(h)", ShareScope.OTHER_PLAYERS)
    super_bonus_share_needs_award: bool = _opt("super_bonus_share_needs_award", "pa:551.6(h)", True)
    allow_surrender_on_blackjack: bool = _opt("allow_surrender_on_blackjack", "pa:551.9(a)", True)
    settlement_order: SettlementOrder = _opt("settlement_order", "pa:551.8(i)", SettlementOrder.RIGHT_TO_LEFT)

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def double_on_any_count(self) -> bool:
        """635a.10(a) (2013): a hand may double on two or more cards, not only its first two."""
        return self.ruleset == AMENDED

    def cite(self, cid: str) -> str:
        """The id the table's edition uses for the 551 provision ``cid``."""
        return self.rules.renumbered.get(cid, cid)

    @property
    def mtd_odds(self) -> tuple[int, int]:
        """551.7(e): what each matching card pays, N to 1: (another suit, the same suit)."""
        low_diff, low_same = mtd_minimum(self.decks)
        return (self.mtd_odds_different_suit or low_diff, self.mtd_odds_same_suit or low_same)


def mtd_minimum(decks: int) -> tuple[int, int]:
    """551.7(e)(1), (2): the least odds a matching card of another suit and of the same suit may pay."""
    n = spec.ruleset(BASE)["pa:551.7(e)(1)" if decks == 6 else "pa:551.7(e)(2)"].numbers
    diff, same = parse_odds(n["different_suit"]).ratio, parse_odds(n["same_suit"]).ratio
    return int(diff), int(same)


def _decks(v: Any) -> int:
    if v not in (6, 8) or isinstance(v, bool):
        raise ValueError(f"must be 6 or 8, not {v!r}")
    return int(v)


def _boxes(v: Any) -> int:
    if not is_int(v) or not 1 <= v <= MOST_BOXES:
        raise ValueError(f"must be a whole number from 1 to {MOST_BOXES}, not {v!r}")
    return v


def _mtd_max(v: Any) -> Optional[int]:
    return None if v == "none" else _amount(v)


def _odds(v: Any) -> Optional[int]:
    if v == "minimum":
        return None
    if not is_int(v) or v < 1:
        raise ValueError(f'must be "minimum" or a whole number N for N to 1, not {v!r}')
    return v


_PARSERS = parsers_by_type(TableConfig, decks=_decks, boxes=_boxes, mtd_max=_mtd_max, mtd_odds_different_suit=_odds,
                           mtd_odds_same_suit=_odds, max_boxes_per_player=_boxes)


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(TableConfig, data, source, game="spanish21", title="Spanish 21", chapter="551",
                   default_ruleset=BASE, clause="pa:551.14", parsers=_PARSERS, validate=validate)


def validate(cfg: TableConfig) -> list[Problem]:
    """Every election the chapter does not allow, with its clause."""
    p: list[Problem] = []
    low_diff, low_same = mtd_minimum(cfg.decks)
    for name, low, got in (("mtd_odds_different_suit", low_diff, cfg.mtd_odds_different_suit),
                           ("mtd_odds_same_suit", low_same, cfg.mtd_odds_same_suit)):
        if got is not None and got < low:
            p.append(Problem(name, "pa:551.7(e)(1)" if cfg.decks == 6 else "pa:551.7(e)(2)",
                             f"with {cfg.decks} decks a matching card pays at least {low} to 1, not {got} to 1"))
    if cfg.table_min > cfg.table_max:
        p.append(Problem("table_min", "pa:551.6(a)", f"the minimum {cfg.table_min} is above the maximum "
                                                     f"{cfg.table_max}"))
    if cfg.mtd_max is not None and cfg.mtd_max < MTD_MIN:
        p.append(Problem("mtd_max", "pa:551.7(b)(2)", f"Match-The-Dealer takes at least {MTD_MIN} cents: a maximum "
                                                      f"of {cfg.mtd_max} leaves no legal wager"))
    return p


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate a Spanish 21 profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:551.14"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the Spanish 21 options in ``spec/blackjack/tables.toml`` and :class:`TableConfig`."""
    return options_against_spec(TableConfig, "blackjack", shown_by_type(Shuffling, frozenset()), "spanish21")


def warnings(cfg: TableConfig) -> list[str]:
    """Legal but noteworthy elections: options that do nothing without another."""
    out = []
    if not cfg.mtd_offered and (cfg.mtd_max is not None or cfg.mtd_odds_different_suit is not None
                                or cfg.mtd_odds_same_suit is not None):
        out.append("mtd_offered is false: the Match-The-Dealer options set here have no effect")
    if cfg.max_boxes_per_player > cfg.boxes:
        out.append(f"max_boxes_per_player is {cfg.max_boxes_per_player} but the table has {cfg.boxes} boxes: no "
                   "limit beyond the table's")
    if cfg.table_min < 500:
        out.append("table_min is under $5: a suited 7-7-7 on such a wager earns no Super Bonus award (551.6(h))")
    return out
