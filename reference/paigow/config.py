"""Pai Gow table configuration: the certificate holder's elections and a reading for every open question.

``cfg``: a :class:`TableConfig`. Every option field names its option in ``spec/paigow/tables.toml`` (metadata
``option``) and the clause it is about (metadata ``clause``, in 621a's numbers); :func:`check_against_spec`
proves the two agree. A profile is a TOML file (``game = "paigow"``); :func:`load_profile` validates it and
refuses an election the edition does not allow with the edition's own clause, listing every problem at once.
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Any, Mapping, Optional

import attrs

from croupier import spec
from croupier.reference.errors import Problem, read_toml
from croupier.reference.paigow.clauses import BASE, counterpart
from croupier.reference.paigow.dealing import Style
from croupier.reference.paigow.house_way import KEEP_PAIRS, HouseWay, HouseWayRules
from croupier.reference.parsing import (is_int, one_of as _enum, option as _opt, options_against_spec, parsers_by_type,
                                        profile, shown_by_type)

__all__ = [
    "AbandonedWager", "BankOfferPointer", "BankSettlement", "BankFollowsHouseWay", "CobankOddCent",
    "DEFAULT_RULESET", "DealerWager", "DealerWinVig", "PairFortunes", "PairFortunesVoid", "PlayerMisset",
    "StartOfGame", "StartSource", "TableConfig", "VigRounding", "ZeroClauseScope", "check_against_spec",
    "load_profile", "profile_from_mapping", "validate", "warnings",
]

DEFAULT_RULESET = BASE
#: 621a.6(a)(2): three dice total 3 to 18
DICE_TOTALS = range(3, 19)


class StartSource(enum.Enum):
    """621a.6(a): what picks the starting position."""

    SHAKER = "shaker"
    RNG = "rng"


class DealerWager(enum.Enum):
    """621a.9(h): what the dealer wagers against a player bank."""

    LAST_WAGER = "last_wager"
    AMOUNT = "amount"


class VigRounding(enum.Enum):
    """621a.8(k): the 5% vigorish exact, or rounded up to a multiple of 25 cents."""

    NONE = "none"
    QUARTER = "quarter"

    @property
    def unit(self) -> int:
        return 25 if self is VigRounding.QUARTER else 0


class PairFortunes(enum.Enum):
    """Maryland ch. 5 F(1), ch. 8 L: the bonus not offered, or offered on paytable A-D."""

    NONE = "none"
    PAYTABLE_A = "A"
    PAYTABLE_B = "B"
    PAYTABLE_C = "C"
    PAYTABLE_D = "D"


class ZeroClauseScope(enum.Enum):
    """AMB-1: which low hands of 'value zero' can win nothing (621a.8(g), (h)(1))."""

    VALUE_HANDS_ONLY = "value_hands_only"
    ANY_PIP_TOTAL = "any_pip_total"


class PlayerMisset(enum.Enum):
    """AMB-5: a player's high hand set below the low hand."""

    RELABEL_BY_RANK = "relabel_by_rank"
    RESET_HOUSE_WAY = "reset_house_way"
    FOUL_LOSE = "foul_lose"


class StartOfGame(enum.Enum):
    """AMB-11: the round no player may bank (621a.9(b))."""

    NEW_SET_OR_IDLE = "new_set_or_idle"
    EVERY_ROUND = "every_round"


class BankOfferPointer(enum.Enum):
    """AMB-12: where each round's offer of the bank starts."""

    ROTATE_ONE_SEAT = "rotate_one_seat"
    SEAT_AFTER_LAST_BANK = "seat_after_last_bank"


class BankSettlement(enum.Enum):
    """AMB-14: the centre pot settled all at once, or in exposure order."""

    AGGREGATE = "aggregate"
    SEQUENTIAL = "sequential"


class DealerWinVig(enum.Enum):
    """AMB-15: vigorish on the dealer's win against a player bank."""

    NONE = "none"
    FIVE_PERCENT = "five_percent"


class CobankOddCent(enum.Enum):
    """AMB-17: halving an odd number of cents between the house and a co-bank."""

    EXACT = "exact"
    HOUSE = "house"


class BankFollowsHouseWay(enum.Enum):
    """AMB-18: when a bank's hand must follow the house way (621a.10(f))."""

    WHEN_DEALER_SETS = "when_dealer_sets"
    ALWAYS = "always"


class AbandonedWager(enum.Enum):
    """AMB-26: the wager of a player who leaves mid-round (621a.5(b))."""

    LOSE = "lose"
    RETURN = "return"


class PairFortunesVoid(enum.Enum):
    """AMB-25: the bonus when its Pai Gow wager is voided or surrendered."""

    RETURN = "return"
    SETTLE = "settle"


_NO_STYLES: frozenset[Style] = frozenset()
_STYLE_NAMES = ["none"] + [s.value for s in Style if s is not Style.STANDARD]


@attrs.frozen(kw_only=True)
class TableConfig:
    """One Pai Gow table. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=DEFAULT_RULESET, metadata={"clause": "pa:621a.2"})
    start_position_source: StartSource = _opt("start_position_source", "pa:621a.6(a)", StartSource.SHAKER)
    alternative_styles: frozenset[Style] = _opt("alternative_styles", "pa:621a.7(a)", _NO_STYLES,
                                                meta={"shown": (_STYLE_NAMES, "none")})
    two_adjacent_areas: bool = _opt("two_adjacent_areas", "pa:621a.5(d)", False)
    player_banking: bool = _opt("player_banking", "pa:621a.9(a)", False)
    co_banking: bool = _opt("co_banking", "pa:621a.9(e)", False)
    dealer_wager_against_bank: DealerWager = _opt("dealer_wager_against_bank", "pa:621a.9(h)",
                                                  DealerWager.LAST_WAGER)
    dealer_wager_amount: int = _opt("dealer_wager_amount", "pa:621a.9(h)", 0, meta={"shown": (["amount"], "0")})
    house_way: HouseWay = _opt("house_way", "pa:621a.8(d)", HouseWay.STRONGEST_LOW)
    house_way_pairs: Optional[int] = _opt("house_way_pairs", "pa:621a.8(d)(2)", None,
                                          meta={"shown": (["tie_break", "keep", "points"], "tie_break")})
    house_way_high_nine: bool = _opt("house_way_high_nine", "pa:621a.8(d)(3)", False)
    vig_rounding: VigRounding = _opt("vig_rounding", "pa:621a.8(k)", VigRounding.QUARTER)
    pair_fortunes: PairFortunes = _opt("pair_fortunes", "md:paigow.5(F)(1)", PairFortunes.NONE)
    zero_clause_scope: ZeroClauseScope = _opt("zero_clause_scope", "pa:621a.8(g)", ZeroClauseScope.VALUE_HANDS_ONLY)
    player_misset: PlayerMisset = _opt("player_misset", "pa:621a.8(a)", PlayerMisset.RELABEL_BY_RANK)
    rng_range: Optional[int] = _opt("rng_range", "pa:621a.6(a)(1)", None,
                                    meta={"shown": (["three_dice", "count"], "three_dice")})
    start_of_game: StartOfGame = _opt("start_of_game", "pa:621a.9(b)", StartOfGame.NEW_SET_OR_IDLE)
    bank_offer_pointer: BankOfferPointer = _opt("bank_offer_pointer", "pa:621a.9(c)", BankOfferPointer.ROTATE_ONE_SEAT)
    bank_covers_dealer_wager: bool = _opt("bank_covers_dealer_wager", "pa:621a.9(d)(2)", True)
    bank_settlement_order: BankSettlement = _opt("bank_settlement_order", "pa:621a.9(o)", BankSettlement.AGGREGATE)
    dealer_win_vig: DealerWinVig = _opt("dealer_win_vig", "pa:621a.9(p)", DealerWinVig.NONE)
    cobank_odd_cent: CobankOddCent = _opt("cobank_odd_cent", "pa:621a.9(r)", CobankOddCent.EXACT)
    bank_follows_house_way: BankFollowsHouseWay = _opt("bank_follows_house_way", "pa:621a.10(f)",
                                                       BankFollowsHouseWay.WHEN_DEALER_SETS)
    abandoned_wager: AbandonedWager = _opt("abandoned_wager", "pa:621a.5(b)", AbandonedWager.LOSE)
    pair_fortunes_void: PairFortunesVoid = _opt("pair_fortunes_void", "md:paigow.5(F)(1)", PairFortunesVoid.RETURN)

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def dealer_way(self) -> HouseWayRules:
        """The house way the dealer sets by (621a.8(d); 621a.8(b), 621a.10(f)): the rules the profile describes, then
        its tie-break ``house_way``."""
        return HouseWayRules(self.house_way, self.house_way_pairs, self.house_way_high_nine)

    @property
    def vig_unit(self) -> int:
        """621a.8(k): the rounding unit of the vigorish in cents (0: exact)."""
        return self.vig_rounding.unit

    def cite(self, cid: str) -> str:
        """The id the table's edition uses for the 621a provision ``cid`` (the nearest unit it numbers)."""
        if not cid.startswith("pa:621a."):
            return cid
        return counterpart(cid, self.ruleset) or self.rules.nearest(cid)

    @property
    def starting_numbers(self) -> range:
        """The numbers the shaker or the RNG may give (621a.6(a); AMB-10)."""
        if self.start_position_source is StartSource.RNG and self.rng_range is not None:
            return range(1, self.rng_range + 1)
        return DICE_TOTALS


def _styles(v: Any) -> frozenset[Style]:
    if v == "none":
        return _NO_STYLES
    if not isinstance(v, list):
        raise ValueError(f'must be "none" or a list of styles ({", ".join(_STYLE_NAMES[1:])}), not {v!r}')
    out = frozenset(_enum(Style)(x) for x in v)
    if Style.STANDARD in out:
        raise ValueError("the standard delivery (621a.6(d)) is always allowed: list only the alternatives")
    return out


def _pairs(v: Any) -> Optional[int]:
    if v == "tie_break":
        return None
    if v == "keep":
        return KEEP_PAIRS
    if not is_int(v) or not 0 <= v <= 9:
        raise ValueError(f'must be "tie_break", "keep" or a whole number of points from 0 to 9 (the least a low hand '
                         f'may be worth for the dealer to break a pair), not {v!r}')
    return v


def _rng_range(v: Any) -> Optional[int]:
    if v == "three_dice":
        return None
    if not is_int(v) or v < 1:
        raise ValueError(f'must be "three_dice" or a whole number from 1 (the largest number shown), not {v!r}')
    return v


_PARSERS = parsers_by_type(TableConfig, alternative_styles=_styles, house_way_pairs=_pairs, rng_range=_rng_range)


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(TableConfig, data, source, game="paigow", title="Pai Gow", chapter=("621a", "535", "md-paigow"),
                   default_ruleset=DEFAULT_RULESET, clause="pa:621a.2", parsers=_PARSERS, validate=validate)


def validate(cfg: TableConfig) -> list[Problem]:
    """Every election ``cfg``'s edition does not allow, cited in the edition's numbers."""
    p: list[Problem] = []
    rid = cfg.ruleset
    has_rng = counterpart("pa:621a.6(a)(1)", rid) is not None
    shaker = cfg.cite("pa:621a.6(a)(2)")
    if cfg.start_position_source is StartSource.RNG and not has_rng:
        p.append(Problem("start_position_source", shaker,
                         f"{rid} has no random number generator: the starting position comes from the shaker"))
    if cfg.rng_range is not None and cfg.start_position_source is not StartSource.RNG:
        p.append(Problem("rng_range", cfg.cite("pa:621a.6(a)(1)") if has_rng else shaker,
                         "a range is for start_position_source = \"rng\""))
    if cfg.co_banking and not cfg.player_banking:
        p.append(Problem("co_banking", cfg.cite("pa:621a.9(e)"), "co-banking needs a player bank: set "
                                                                 "player_banking = true"))
    if cfg.dealer_wager_amount and cfg.dealer_wager_against_bank is not DealerWager.AMOUNT:
        p.append(Problem("dealer_wager_amount", cfg.cite("pa:621a.9(h)"), "an amount is for "
                                                                          "dealer_wager_against_bank = \"amount\""))
    if cfg.pair_fortunes is not PairFortunes.NONE and "md:paigow.5(F)(1)" not in cfg.rules:
        p.append(Problem("pair_fortunes", cfg.cite("pa:621a.5"), f"{rid} has no Pair Fortunes bonus (Maryland "
                                                                  "ch. 5 F only)"))
    if cfg.bank_follows_house_way is BankFollowsHouseWay.ALWAYS and counterpart("pa:621a.10(f)", rid) is None:
        p.append(Problem("bank_follows_house_way", cfg.cite("pa:621a.10"),
                         f"{rid} has no reset of a wrongly set hand (nothing like 621a.10(f))"))
    return p


def warnings(cfg: TableConfig) -> list[str]:
    """Legal but noteworthy elections: options that do nothing without another."""
    out = []
    banking = ("co_banking", "dealer_wager_against_bank", "bank_offer_pointer", "bank_settlement_order")
    if not cfg.player_banking and any(getattr(cfg, f) != attrs.fields_dict(TableConfig)[f].default
                                      for f in banking):
        out.append("player_banking is false: the bank options set here have no effect")
    if cfg.pair_fortunes is PairFortunes.NONE and cfg.pair_fortunes_void is not PairFortunesVoid.RETURN:
        out.append("pair_fortunes is none: pair_fortunes_void has no effect")
    return out


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate a Pai Gow profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:621a.2"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the options in ``spec/paigow/tables.toml`` and :class:`TableConfig` (empty when they
    agree)."""
    return options_against_spec(TableConfig, "paigow", shown_by_type(Style, frozenset()))

