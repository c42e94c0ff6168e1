"""Table configuration: a ruleset, the certificate holder's elections, and a reading for every open question.

``cfg``: a :class:`TableConfig`. Every field names its option in
``spec/craps/tables.toml`` (metadata ``option``) and the clause it is about
(metadata ``clause``); :func:`check_against_spec` proves the two agree. A
vendor writes a profile as TOML; :func:`load_profile` validates it and refuses
an illegal election with the clause, listing every problem at once.
"""

from __future__ import annotations

import enum
import functools
from fractions import Fraction
from pathlib import Path
from typing import Any, Mapping

import attrs

from croupier import spec
from croupier.reference.controls import coupons
from croupier.reference.controls.coupons import DependentBase, ExpiryCheck, PushDisposition, WinPayout
from croupier.reference.craps.definitions import BONUS_KINDS, ODDS_KINDS, Game, Kind, POINTS
from croupier.reference.errors import ConfigError, Problem, read_toml
from croupier.reference.money import MAX_VIG_PCT, Rounding, parse_rate
from croupier.reference.parsing import (Shown, amount as _amount, is_int, one_of as _enum, option as _opt,
                                        options_against_spec, parsers_by_type)

__all__ = [
    "AfterWin",
    "BonusOnShooterChange",
    "BonusWindow",
    "ComePlacement",
    "FireCarryOver",
    "FireEndingSeven",
    "FirePaytable",
    "FirePointSource",
    "ComeOnlySeven",
    "CouponRound",
    "CouponTakedown",
    "LineBetRule",
    "MarkerScope",
    "OddsOnComeOut",
    "OddsOnParentReduce",
    "SeatLock",
    "TableConfig",
    "Vig",
    "VigBase",
    "check_against_spec",
    "load_profile",
    "profile_from_mapping",
]

DEFAULT_RULESET = "pa-623a@2015"
MAX_VIG = Fraction(MAX_VIG_PCT, 100)  # 623a.5(g)(3): "up to 5%"


class FirePaytable(enum.Enum):
    A = "A"
    B = "B"


class Vig(enum.Enum):
    NONE = "none"
    UPFRONT = "upfront"
    ON_WIN = "on_win"


class FireEndingSeven(enum.Enum):
    LOSER_SEVEN = "loser_seven"
    ANY_SEVEN = "any_seven"


class FirePointSource(enum.Enum):
    COME_OUT_POINTS = "come_out_points"
    COME_OUT_AND_COME_POINTS = "come_out_and_come_points"


class FireCarryOver(enum.Enum):
    ACCUMULATE = "accumulate"
    FREEZE = "freeze"


class BonusWindow(enum.Enum):
    NEW_SHOOTER = "new_shooter"
    ANY_COME_OUT_EMPTY_BOARD = "any_come_out_empty_board"
    ANY_COME_OUT = "any_come_out"


class BonusOnShooterChange(enum.Enum):
    CARRY = "carry"
    RESET = "reset"


class OddsOnComeOut(enum.Enum):
    WORKING = "working"
    OFF_UNLESS_CALLED_ON = "off_unless_called_on"


class OddsOnParentReduce(enum.Enum):
    RETURN_EXCESS = "return_excess"
    KEEP = "keep"


class VigBase(enum.Enum):
    WAGER = "wager"
    WIN = "win"


class MarkerScope(enum.Enum):
    UNTIL_REVOKED = "until_revoked"
    SINGLE_ROLL = "single_roll"


class AfterWin(enum.Enum):
    STAYS_UP = "stays_up"
    RETURNED = "returned"


class ComePlacement(enum.Enum):
    POINT_ONLY = "point_only"
    ANY_NON_FIRST_ROLL = "any_non_first_roll"


class LineBetRule(enum.Enum):
    EVERY_COME_OUT = "every_come_out"
    FIRST_COME_OUT = "first_come_out"


class ComeOnlySeven(enum.Enum):
    LOSER_SEVEN = "loser_seven"
    NOT_LOSER = "not_loser"


class SeatLock(enum.Enum):
    LINE_DECISION = "line_decision"
    THROW = "throw"
    OWN_WAGERS_DECIDED = "own_wagers_decided"


class CouponRound(enum.Enum):
    """603a.21(d): the round of play in which a patron may use one Match Play Coupon."""

    LINE_DECISION = "line_decision"  #: from a come-out roll to the Pass line decision (as 623a.4(e)'s round)
    SHOOTER_HAND = "shooter_hand"  #: a shooter's hand, until the dice pass


class CouponTakedown(enum.Enum):
    """Whether a Pass or Don't Pass wager made with a Match Play Coupon may be taken down, and where its coupon goes."""

    REFUSED = "refused"  #: it stays until it wins or loses (603a.21(e))
    COUPON_DROPPED = "coupon_dropped"  #: the chips go back, the coupon into the drop box
    COUPON_RETURNED = "coupon_returned"  #: chips and coupon go back to the patron


_COUPON_FIELDS = {f.name: f for f in attrs.fields(coupons.CouponConfig) if "option" in f.metadata}


def _coupon_opt(name: str) -> Any:
    """A Match Play Coupon option: the field of :class:`~croupier.reference.controls.coupons.CouponConfig` of that
    name (its options are in ``spec/controls/tables.toml``, ``game = "coupons"``), carried by the table."""
    f = _COUPON_FIELDS[name]
    return attrs.field(default=f.default, metadata={"coupon_option": name, "clause": f.metadata["clause"]})


ALL_KINDS: frozenset[Kind] = frozenset(Kind) - ODDS_KINDS
#: 623a.6: odds follow the flat wager they support; the holder caps them but does not elect them
ODDS_PARENT = {Kind.PASS_ODDS: Kind.PASS, Kind.DONT_PASS_ODDS: Kind.DONT_PASS, Kind.COME_ODDS: Kind.COME,
               Kind.DONT_COME_ODDS: Kind.DONT_COME}
_EVERY_POINT = tuple((p, 1) for p in sorted(POINTS))


#: ``cache_hash``: a table is hashed once (it keys the remembered kernels of every step), not field by field per call
@attrs.frozen(kw_only=True, cache_hash=True)
class TableConfig:
    """One table: ruleset, elections and readings. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=DEFAULT_RULESET, metadata={"clause": "pa:623a.1"})
    game: Game = _opt("game", "pa:623a.2", Game.CRAPS)
    offered: frozenset[Kind] = _opt("offered", "pa:623a.3(a)", ALL_KINDS)
    fire_paytable: FirePaytable = _opt("fire_paytable", "pa:623a.5(f)", FirePaytable.A)
    buy_vig: Vig = _opt("buy_vig", "pa:623a.5(g)(3)(i)", Vig.NONE)
    lay_vig: Vig = _opt("lay_vig", "pa:623a.5(g)(3)(ii)", Vig.NONE)
    buy_vig_rate: Fraction = _opt("buy_vig_rate", "pa:623a.5(g)(3)", MAX_VIG)
    lay_vig_rate: Fraction = _opt("lay_vig_rate", "pa:623a.5(g)(3)", MAX_VIG)
    buy_vig_numbers: frozenset[int] = _opt("buy_vig_numbers", "pa:623a.5(g)(3)(i)(B)", frozenset({4, 10}))
    lay_vig_numbers: frozenset[int] = _opt("lay_vig_numbers", "pa:623a.5(g)(3)(ii)(B)", frozenset({4, 10}))
    #: point -> cap as a multiple of the flat wager
    odds_multiple: tuple[tuple[int, int], ...] = _opt("odds_multiple", "pa:623a.6(e)", _EVERY_POINT)
    #: point -> cap on what the odds may win, as a multiple of the flat wager
    dont_odds_multiple: tuple[tuple[int, int], ...] = _opt("dont_odds_multiple", "pa:623a.6(e)", _EVERY_POINT)
    odds_payable_excess: bool = _opt("odds_payable_excess", "pa:623a.6(f)", True)
    table_min: int = _opt("table_min", "pa:623a.3(b)(1)", 500)
    table_max: int = _opt("table_max", "pa:623a.3(b)(2)", 500_000)
    #: kind -> (min, max) posted for that wager
    limits: tuple[tuple[Kind, int, int], ...] = _opt("limits", "pa:623a.3(b)", ())
    chip: int = _opt("chip", "pa:623a.4(b)", 100)
    positions: int = _opt(
        "positions", "pa:623a.2(d)(4)(i)", attrs.Factory(lambda self: 9 if self.game is Game.MINI_CRAPS else 12, takes_self=True)
    )
    mini_stickperson: bool = _opt("mini_stickperson", "pa:623a.7(a)", False)
    # readings of open questions
    fire_ending_seven: FireEndingSeven = _opt("fire_ending_seven", "pa:623a.3(a)(40)", FireEndingSeven.LOSER_SEVEN)
    fire_point_source: FirePointSource = _opt("fire_point_source", "pa:623a.11(a)(4)", FirePointSource.COME_OUT_POINTS)
    fire_carry_over: FireCarryOver = _opt("fire_carry_over", "pa:623a.11(a)(2)", FireCarryOver.ACCUMULATE)
    mini_fire_allowed: bool = _opt("mini_fire_allowed", "pa:623a.11(a)", False)
    mini_bonus_allowed: bool = _opt("mini_bonus_allowed", "pa:623a.12", True)
    bonus_window: BonusWindow = _opt("bonus_window", "pa:623a.12(1)", BonusWindow.NEW_SHOOTER)
    bonus_removable: bool = _opt("bonus_removable", "pa:623a.12(2)", False)
    bonus_on_shooter_change: BonusOnShooterChange = _opt(
        "bonus_on_shooter_change", "pa:623a.12(5)", BonusOnShooterChange.CARRY
    )
    come_odds_on_come_out: OddsOnComeOut = _opt("come_odds_on_come_out", "pa:623a.6(c)", OddsOnComeOut.WORKING)
    dont_come_odds_on_come_out: OddsOnComeOut = _opt(
        "dont_come_odds_on_come_out", "pa:623a.6(d)", OddsOnComeOut.WORKING
    )
    odds_on_parent_reduce: OddsOnParentReduce = _opt(
        "odds_on_parent_reduce", "pa:623a.4(d)", OddsOnParentReduce.RETURN_EXCESS
    )
    vig_on_win_base: VigBase = _opt("vig_on_win_base", "pa:623a.5(g)(3)", VigBase.WAGER)
    vig_refund_on_removal: bool = _opt("vig_refund_on_removal", "pa:623a.5(g)(3)", False)
    marker_scope: MarkerScope = _opt("marker_scope", "pa:623a.3(a)(5)", MarkerScope.UNTIL_REVOKED)
    after_win: AfterWin = _opt("after_win", "pa:623a.4(c)", AfterWin.STAYS_UP)
    come_placement: ComePlacement = _opt("come_placement", "pa:623a.3(a)(3)", ComePlacement.POINT_ONLY)
    rounding: Rounding = _opt("rounding", "pa:623a.5(a)", Rounding.EXACT)
    seat_lock: SeatLock = _opt("seat_lock", "pa:623a.4(e)", SeatLock.LINE_DECISION)
    line_bet_rule: LineBetRule = _opt("line_bet_rule", "pa:623a.8(a)", LineBetRule.EVERY_COME_OUT)
    come_only_seven: ComeOnlySeven = _opt("come_only_seven", "pa:623a.10(b)", ComeOnlySeven.LOSER_SEVEN)
    # Match Play Coupons (603a.21, the 2013 proposal): the election, and its readings
    match_play: bool = _opt("match_play", "pa:603a.10(a)", False)
    coupon_round: CouponRound = _opt("coupon_round", "pa:603a.21(d)", CouponRound.LINE_DECISION)
    coupon_takedown: CouponTakedown = _opt("coupon_takedown", "pa:603a.21(e)", CouponTakedown.REFUSED)
    coupon_win_payout: WinPayout = _coupon_opt("coupon_win_payout")
    coupon_push_disposition: PushDisposition = _coupon_opt("coupon_push_disposition")
    coupon_expiry_check: ExpiryCheck = _coupon_opt("coupon_expiry_check")
    coupon_dependent_base: DependentBase = _coupon_opt("coupon_dependent_base")

    # -- derived views --------------------------------------------------------------------------
    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def edition(self) -> str:
        return self.ruleset.partition("@")[2]

    @property
    def lay_vig_on_wager(self) -> bool:
        """Whether this edition's text computes the Lay vigorish on the amount wagered: the one rule of 623a.5(g)(3)
        (2012, kept unamended by the 2013 proposal). Since the 2015 text splits it, 623a.5(g)(3)(ii)(A) charges it on
        what the Lay could win (AMB-14 reads the on-win vigorish the same way)."""
        return "pa:623a.5(g)(3)(ii)(A)" not in self.rules

    @property
    def has_bonus(self) -> bool:
        """Bonus Craps exists only from the 2014 amendment (and in the 2013 proposal)."""
        return "pa:623a.12" in self.rules

    @property
    def coupon_config(self) -> coupons.CouponConfig:
        """The table's readings of the Match Play Coupon rules, for the kernel."""
        return coupons.CouponConfig(**{name: getattr(self, name) for name in _COUPON_FIELDS})

    def cite(self, cid: str) -> str:
        """This edition's id for the current clause ``cid`` (623a.5(j) is 623a.5(i)@2012)."""
        return self.rules.local(cid)

    def multiple(self, point: int, dont: bool) -> int:
        for p, m in reversed(self.dont_odds_multiple if dont else self.odds_multiple):  # the last entry of a point
            if p == point:
                return m
        raise KeyError(point)

    def limits_for(self, kind: Kind) -> tuple[int, int]:
        for k, lo, hi in self.limits:
            if k is kind:
                return lo, hi
        return self.table_min, self.table_max

    def offers(self, kind: Kind) -> bool:
        return kind in kinds_offered(self)


@functools.lru_cache(maxsize=256)
def kinds_offered(cfg: TableConfig) -> frozenset[Kind]:
    """The kinds of wager ``cfg`` offers: its elections, what its edition has, and the odds behind each flat wager
    offered (worked out once per table)."""

    def offers(kind: Kind) -> bool:
        if kind in ODDS_PARENT:
            return offers(ODDS_PARENT[kind])
        if kind not in cfg.offered:
            return False
        if kind in BONUS_KINDS:
            return cfg.has_bonus and (cfg.game is Game.CRAPS or cfg.mini_bonus_allowed)
        if kind is Kind.FIRE:
            return cfg.game is Game.CRAPS or cfg.mini_fire_allowed
        return True

    return frozenset(k for k in Kind if offers(k))


# --- loading and validation --------------------------------------------------------------------

_FIELDS = {f.name: f for f in attrs.fields(TableConfig)}


def _clause(name: str) -> str:
    return _FIELDS[name].metadata["clause"]


def _rate(v: Any) -> Fraction:
    if not isinstance(v, str):
        raise ValueError(f"must be a percentage written as a string such as \"5%\", not {v!r}")
    return parse_rate(v)


def _numbers(v: Any) -> frozenset[int]:
    if not isinstance(v, list) or not all(isinstance(n, int) and n in POINTS for n in v):
        raise ValueError("must be a list of numbers among 4, 5, 6, 8, 9, 10")
    return frozenset(v)


def _multiples(v: Any) -> tuple[tuple[int, int], ...]:
    if is_int(v):
        return tuple((p, v) for p in sorted(POINTS))
    if isinstance(v, Mapping):
        out = {}
        for k, m in v.items():
            if not (str(k).isdigit() and int(k) in POINTS) or not is_int(m):
                raise ValueError("must map each point (\"4\" ... \"10\") to a whole multiple")
            out[int(k)] = m
        missing = POINTS - set(out)
        if missing:
            raise ValueError(f"has no multiple for point(s) {sorted(missing)}")
        return tuple(sorted(out.items()))
    raise ValueError("must be a whole multiple, or a table of one per point")


def _offered(v: Any) -> frozenset[Kind]:
    if not isinstance(v, list):
        raise ValueError("must be a list of wager names")
    kinds = frozenset(_enum(Kind)(x) for x in v)
    odds = sorted(k.value for k in kinds & ODDS_KINDS)
    if odds:
        raise ValueError(f"odds ({', '.join(odds)}) are not elected: 623a.6 lets the player take them behind "
                         "an offered flat wager, and the holder caps them with odds_multiple")
    return kinds


def _limits(v: Any) -> tuple[tuple[Kind, int, int], ...]:
    if not isinstance(v, Mapping):
        raise ValueError("must be a table: wager name -> [min, max]")
    out = []
    for k, pair in v.items():
        if not (isinstance(pair, list) and len(pair) == 2):
            raise ValueError(f"{k}: must be [min, max]")
        out.append((_enum(Kind)(k), _amount(pair[0]), _amount(pair[1])))
    return tuple(sorted(out, key=lambda t: t[0].value))


def _positions(v: Any) -> int:
    if not is_int(v) or v < 1:
        raise ValueError(f"must be a positive whole number, not {v!r}")
    return v


_PARSERS = parsers_by_type(TableConfig, offered=_offered, buy_vig_rate=_rate, lay_vig_rate=_rate,
                           buy_vig_numbers=_numbers, lay_vig_numbers=_numbers, odds_multiple=_multiples,
                           dont_odds_multiple=_multiples, limits=_limits, positions=_positions, **coupons.PARSERS)


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    problems: list[Problem] = []
    kw: dict[str, Any] = {}
    rid = data.get("ruleset", DEFAULT_RULESET)
    if rid not in spec.ruleset_ids() or not str(rid).startswith("pa-623a@"):
        problems.append(Problem("ruleset", "pa:623a.1", f"unknown ruleset {rid!r}; craps rulesets: "
                                + ", ".join(r for r in spec.ruleset_ids() if r.startswith("pa-623a@"))))
        rid = DEFAULT_RULESET
    kw["ruleset"] = rid
    for key, value in data.items():
        if key == "ruleset":
            continue
        if key not in _PARSERS:
            problems.append(Problem(key, "pa:623a.1", "unknown option"))
            continue
        try:
            kw[key] = _PARSERS[key](value)
        except ValueError as e:
            problems.append(Problem(key, _clause(key), str(e)))
    cfg = TableConfig(**kw)  # the values that parsed; every problem is reported at once
    problems += validate(cfg)
    if problems:
        raise ConfigError(problems, source)
    return cfg


def validate(cfg: TableConfig) -> list[Problem]:
    """Every way ``cfg`` breaks the ruleset's limits on elections."""
    p: list[Problem] = []
    rs = cfg.rules

    def bad(name: str, clause: str, reason: str) -> None:
        p.append(Problem(name, rs.nearest(clause), reason))

    for name in ("odds_multiple", "dont_odds_multiple"):
        for point, m in getattr(cfg, name):
            if not 1 <= m <= 10:
                bad(name, "pa:623a.6(e)", f"the cap for point {point} is {m}x; the chapter allows 1x to 10x")
    for name in ("buy_vig_rate", "lay_vig_rate"):
        r = getattr(cfg, name)
        if not 0 <= r <= MAX_VIG:
            bad(name, "pa:623a.5(g)(3)", f"a vigorish of {r * 100}% is above the 5% the chapter allows")
    for vig, nums, clause in (("buy_vig", "buy_vig_numbers", "pa:623a.5(g)(3)(i)(B)"),
                              ("lay_vig", "lay_vig_numbers", "pa:623a.5(g)(3)(ii)(B)")):
        if getattr(cfg, vig) is Vig.ON_WIN and not getattr(cfg, nums):
            bad(nums, clause, "an on-win vigorish must name the wagers it applies to")
    if Kind.BUY in cfg.offered and Kind.PLACE_WIN not in cfg.offered:
        bad("offered", "pa:623a.3(a)(41)", "Buy Bets are offered only in addition to Place Bets to Win")
    if cfg.offered & BONUS_KINDS and not cfg.has_bonus and "offered" in _explicit(cfg):
        bad("offered", "pa:623a.3(a)", f"Bonus Craps is not a wager of {cfg.ruleset}")
    if cfg.game is Game.MINI_CRAPS:
        if cfg.positions > 9:
            bad("positions", "pa:623a.2(c)", f"a Mini-Craps table seats at most 9 players, not {cfg.positions}")
        if Kind.FIRE in cfg.offered and not cfg.mini_fire_allowed and "offered" in _explicit(cfg):
            bad("offered", "pa:623a.11(a)", "the Fire Bet is offered in the game of Craps (reading mini_fire_allowed)")
    if Kind.FIRE in cfg.offered and cfg.positions > 16:
        bad("positions", "pa:623a.2(d)(4)(i)", f"the layout has at most 16 Fire Bet areas, one per position, not {cfg.positions}")
    if cfg.table_min > cfg.table_max:
        bad("table_min", "pa:623a.3(b)", "the minimum is above the maximum")
    for name in ("table_min", "table_max"):
        if getattr(cfg, name) % cfg.chip:
            bad(name, "pa:623a.4(b)", f"{getattr(cfg, name)} is not a whole number of {cfg.chip}-cent chips")
    for kind, lo, hi in cfg.limits:
        if lo > hi:
            bad("limits", "pa:623a.3(b)", f"{kind.value}: the minimum is above the maximum")
        if hi > cfg.table_max:
            bad("limits", "pa:623a.5(j)", f"{kind.value}: {hi} is above the posted table maximum")
    return p


def _explicit(cfg: TableConfig) -> set[str]:
    """The fields that differ from their defaults."""
    defaults = TableConfig(game=cfg.game)
    return {f.name for f in attrs.fields(TableConfig) if getattr(cfg, f.name) != getattr(defaults, f.name)}


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate a profile TOML file."""
    data = read_toml(path, "pa:623a.1")
    return profile_from_mapping(data, str(path))


def check_against_spec() -> list[str]:
    """Differences between the options in ``spec/craps/tables.toml`` and :class:`TableConfig` (empty when they agree)."""

    def shown(default: Any) -> Shown:
        if isinstance(default, enum.Enum):
            return [m.value for m in type(default)], default.value
        if isinstance(default, bool):
            return None, str(default).lower()
        return None  # amounts, rates, kinds and maps: checked by the option's own tests

    problems = options_against_spec(TableConfig, "craps", shown)
    for f in attrs.fields(TableConfig):  # the Match Play Coupon options are the kernel's own
        name = f.metadata.get("coupon_option")
        if name is None:
            continue
        theirs = _COUPON_FIELDS.get(name)
        if theirs is None or (theirs.default, theirs.metadata["clause"]) != (f.default, f.metadata["clause"]):
            problems.append(f"{name}: not the Match Play Coupon option of the same name (CouponConfig)")
    return problems + coupons.check_against_spec()
