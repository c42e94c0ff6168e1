"""Match Play Coupons at the table (58 Pa. Code 603a.1, 603a.10(a), 603a.20(c)(4), (5), (q)(5), 603a.21, the 2013
proposal): a game-independent kernel that any game model calls.

``cfg``: a :class:`CouponConfig`; ``c``: a :class:`Coupon`; ``chips``: the gaming chips wagered with it, in cents;
``game``: the table's game as the protocol names it (``craps``, ``roulette``, ``poker``); ``area``: the spot the
coupon and chips are put on (``pass``, ``red``, ``1st 12``).

What the text fixes, the kernel applies:

* :func:`check` and :func:`refusal`, the dealer's acceptance guards, each refusal citing the clause at fault, in this
  order: a table where the patrons wager against the house (:clause:`pa:603a.21(a)`); the coupon's own restriction
  on games (:clause:`pa:603a.20(c)(4)`); the placement area of the game (:clause:`pa:603a.21(c)(1)` to
  :clause:`pa:603a.21(c)(3)`); the coupon's restriction on wagers (603a.20(c)(4)); chips of at least the coupon's
  value (:clause:`pa:603a.21(b)`, :clause:`pa:603a.1#match-play-coupon`); one coupon per patron per round of play
  (:clause:`pa:603a.21(d)`); not expired on the day of play (:clause:`pa:603a.20(q)(5)` for a mailed coupon,
  :clause:`pa:603a.20(c)(5)` for every other one).
* :func:`breakdown`, the layout of 603a.21(b): chips equal to the coupon's value on it, the rest beside it.
* :func:`wager_amount`, :func:`coupon_win` and :func:`settle`: the wager amount is the chips plus the coupon's value
  (603a.1); a win is paid as the coupon's terms say (603a.21(b)); a loss collects the chips only; the coupon goes
  into the drop box when the win is paid or the loss collected (:clause:`pa:603a.21(e)`), and on a push as the
  reading ``coupon_push_disposition`` says.

Readings (spec-notes/controls.md section 12; the options are in ``spec/controls/tables.toml`` with
``game = "coupons"``):

* C-1: 603a.10(a) lists Match Play Coupons among the table wagering instruments, whatever the garbled proviso.
* C-2 (option ``coupon_win_payout``): the text leaves the payout to the coupon's terms. ``game_odds_on_coupon_value``
  (default) pays the game's odds on the whole wager, chips plus coupon; ``even_money_on_coupon_value`` pays the game's
  odds on the chips and 1 to 1 on the coupon's value. A coupon may carry its own terms (:attr:`Coupon.payout`).
* C-3 (option ``coupon_push_disposition``): on a push the coupon is dropped at the end of the round (default, the
  Preamble's "at the conclusion of each round of play"), or given back to the patron.
* C-4 (option ``coupon_expiry_check``): every coupon's expiry date is checked (default), or only a mailed coupon's,
  as 603a.20(q)(5) literally requires. A coupon is good through the day printed as its expiry date and expired from
  the next day on.
* C-6 (option ``coupon_dependent_base``): a wager sized on the coupon wager (Craps odds, a Play equal to the Ante) is
  sized on the whole wager amount, chips plus coupon (default), or on the chips only.
* C-13: the cut-off Roulette list of 603a.21(c)(3) ends with "3rd 12".
* C-14: the one-coupon limit of 603a.21(d) counts every spot and wager of the patron in the round; the game model
  says what a round of play is.
"""

from __future__ import annotations

import datetime
import enum
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Mapping, Optional

import attrs
import icontract

from croupier.reference.contracts import ENABLED
from croupier.reference.errors import Problem, RuleViolation, read_toml, refuse
from croupier.reference.money import Odds
from croupier.reference.outcomes import Rejected, Result
from croupier.reference.parsing import (is_int, one_of as _enum, option as _opt, options_against_spec, profile,
                                        shown_by_type)
from croupier.spec.citations import cites

__all__ = ["BASE", "LINE_AREAS", "LINE_GAMES", "NOT_AGAINST_HOUSE", "ROULETTE_AREAS", "Coupon", "CouponConfig",
           "CouponSettlement", "DependentBase", "Destination", "ExpiryCheck", "PushDisposition", "WinPayout",
           "breakdown", "check", "check_against_spec", "coupon_win", "dependent_base", "expired", "load_profile",
           "placement_clause", "profile_from_mapping", "refusal", "settle", "wager_amount"]

#: the only edition in the seeds: chapter 603a as the 2013 proposal amends it
BASE = "pa-603a@2013p"

#: 603a.21(c)(2): the games where a coupon goes only on the Pass or Don't Pass Line
LINE_GAMES = frozenset({"craps", "mini_craps"})
LINE_AREAS = frozenset({"pass", "dont_pass"})
#: 603a.21(c)(3), with the list's cut-off last box read as "3rd 12" (C-13)
ROULETTE_AREAS = frozenset({"black", "red", "odd", "even", "1-18", "19-36", "1st 12", "2nd 12", "3rd 12"})
#: 603a.21(a): games whose patrons wager against each other, not the house: Poker under chapter 637a
NOT_AGAINST_HOUSE = frozenset({"poker", "poker_variants"})


class WinPayout(enum.Enum):
    """C-2: what a winning coupon wager is paid (603a.21(b) leaves it to the coupon's terms and conditions)."""

    GAME_ODDS_ON_COUPON_VALUE = "game_odds_on_coupon_value"  #: the game's odds on chips plus coupon
    EVEN_MONEY_ON_COUPON_VALUE = "even_money_on_coupon_value"  #: the game's odds on the chips, 1 to 1 on the coupon


class PushDisposition(enum.Enum):
    """C-3: where the coupon of a wager that pushes goes (603a.21(e) names only a win and a loss)."""

    DROP_AT_ROUND_END = "drop_at_round_end"  #: into the drop box at the end of the round (the Preamble)
    RETURN_TO_PATRON = "return_to_patron"  #: back to the patron, who may use it again


class ExpiryCheck(enum.Enum):
    """C-4: whose expiry date the dealer checks (603a.20(q)(5) names mailed coupons; (c)(5) prints it on all)."""

    EVERY_COUPON = "every_coupon"
    MAILED_ONLY = "mailed_only"


class DependentBase(enum.Enum):
    """C-6: what a wager sized on a coupon wager (Craps odds, a Play wager equal to the Ante) is sized on."""

    WAGER_AMOUNT = "wager_amount"  #: chips plus coupon, the wager amount of 603a.1
    CHIPS = "chips"  #: the chips only


class Destination(enum.Enum):
    """Where the coupon goes when its wager is settled (603a.21(e))."""

    DROP_BOX = "drop_box"
    PATRON = "patron"


def _positive(_: object, __: object, value: int) -> None:
    if not is_int(value) or value <= 0:
        raise ValueError("a coupon's stated value is a positive whole number of cents")  # constant text


def _serial(_: object, __: object, value: str) -> None:
    if not isinstance(value, str) or not value.strip() or len(value) > 40:
        raise ValueError("a coupon's serial number is a non-empty string of at most 40 characters")


@attrs.frozen
class Coupon:
    """A Match Play Coupon as the dealer sees it (603a.1, 603a.20(c)): its number, value, expiry and restrictions."""

    #: 603a.20(c)(3): a sequential serial number
    serial: str = attrs.field(validator=_serial)
    #: 603a.1, 603a.20(c)(2): the stated value, in cents
    value: int = attrs.field(validator=_positive)
    #: 603a.20(c)(5): the date the coupon expires (``None``: the runner does not model dates)
    expires: Optional[datetime.date] = None
    #: 603a.20(q): printed and mailed to the patron by a gaming service provider
    mailed: bool = False
    #: 603a.20(c)(4): the games it may be redeemed at (empty: any)
    games: frozenset[str] = frozenset()
    #: 603a.20(c)(4): the wagers (placement areas) it may back (empty: any the game's placement rule allows)
    wagers: frozenset[str] = frozenset()
    #: 603a.21(b): its own payout terms (``None``: the table's reading ``coupon_win_payout``, C-2)
    payout: Optional[WinPayout] = None


@attrs.frozen(kw_only=True)
class CouponConfig:
    """How a table handles Match Play Coupons: a reading for each open question of 603a.21 (C-2, C-3, C-4, C-6)."""

    ruleset: str = attrs.field(default=BASE, metadata={"clause": "pa:603a.21"})
    coupon_win_payout: WinPayout = _opt("coupon_win_payout", "pa:603a.21(b)", WinPayout.GAME_ODDS_ON_COUPON_VALUE)
    coupon_push_disposition: PushDisposition = _opt("coupon_push_disposition", "pa:603a.21(e)",
                                                    PushDisposition.DROP_AT_ROUND_END)
    coupon_expiry_check: ExpiryCheck = _opt("coupon_expiry_check", "pa:603a.20(q)(5)", ExpiryCheck.EVERY_COUPON)
    coupon_dependent_base: DependentBase = _opt("coupon_dependent_base", "pa:603a.1#match-play-coupon",
                                                DependentBase.WAGER_AMOUNT)


#: option name -> parser: the coupon options, as every game's profile reads them
PARSERS: dict[str, Callable[[Any], Any]] = {
    "coupon_win_payout": _enum(WinPayout),
    "coupon_push_disposition": _enum(PushDisposition),
    "coupon_expiry_check": _enum(ExpiryCheck),
    "coupon_dependent_base": _enum(DependentBase),
}


# --- acceptance ------------------------------------------------------------------------------------------------


@cites("pa:603a.21(c)", "pa:603a.21(c)(1)", "pa:603a.21(c)(2)", "pa:603a.21(c)(3)")
def placement_clause(game: str, area: str) -> Optional[str]:
    """The clause that refuses a coupon on ``area`` of ``game``, or ``None`` where it may go."""
    if game in LINE_GAMES:
        return None if area in LINE_AREAS else "pa:603a.21(c)(2)"
    if game == "roulette":
        return None if area in ROULETTE_AREAS else "pa:603a.21(c)(3)"
    return None  # 603a.21(c)(1): the patron's betting area, which the game's model names


@cites("pa:603a.20(c)(5)", "pa:603a.20(q)(5)")
def expired(cfg: CouponConfig, c: Coupon, today: Optional[datetime.date]) -> Optional[str]:
    """The clause under which ``c`` is refused as expired on ``today``, or ``None`` (C-4)."""
    if c.expires is None or today is None or today <= c.expires:
        return None
    if c.mailed:
        return "pa:603a.20(q)(5)"
    return "pa:603a.20(c)(5)" if cfg.coupon_expiry_check is ExpiryCheck.EVERY_COUPON else None


def _taken_lawfully(game: str, area: str, chips: int, c: Coupon, used: int) -> bool:
    """What every coupon the dealer takes satisfies (controls.md 10.4, invariant 1), read straight off 603a.21."""
    if game in LINE_GAMES:
        placed = area in LINE_AREAS  # (c)(2)
    elif game == "roulette":
        placed = area in ROULETTE_AREAS  # (c)(3)
    else:
        placed = True  # (c)(1): the patron's betting area
    return game not in NOT_AGAINST_HOUSE and placed and chips >= c.value and used == 0 and (
        not c.games or game in c.games) and (not c.wagers or area in c.wagers)


@cites("pa:603a.10", "pa:603a.10(a)", "pa:603a.21(a)", "pa:603a.21(b)", "pa:603a.21(c)(1)", "pa:603a.21(c)(3)",
       "pa:603a.21(d)", "pa:603a.20(c)(4)", "pa:603a.1#match-play-coupon")
@icontract.ensure(lambda game, area, chips, c, used: _taken_lawfully(game, area, chips, c, used),
                  "603a.10(a), 603a.21(a)-(d), 603a.20(c)(4): a coupon the dealer takes is at a house-banked table, in "
                  "its place, with chips of at least its value, the patron's first this round, within its terms",
                  enabled=ENABLED)
def check(cfg: CouponConfig, game: str, area: str, chips: int, c: Coupon, *, used: int = 0,
          today: Optional[datetime.date] = None) -> None:
    """Raise :class:`~croupier.reference.errors.RuleViolation` with the clause at fault unless the dealer may take
    ``c`` with ``chips`` on ``area``; ``used``: the coupons the patron has already used this round (C-14)."""
    if game in NOT_AGAINST_HOUSE:
        raise refuse("pa:603a.21(a)", "a Match Play Coupon is redeemed only at a table where patrons wager against "
                                      "the house")
    if c.games and game not in c.games:
        raise refuse("pa:603a.20(c)(4)", f"coupon {c.serial} is restricted to {', '.join(sorted(c.games))}")
    clause = placement_clause(game, area)
    if clause is not None:
        where = {"pa:603a.21(c)(2)": "on the Pass or Don't Pass Line", "pa:603a.21(c)(3)": "in an outside box "
                 "(Black, Red, Odd, Even, 1-18, 19-36, 1st 12, 2nd 12, 3rd 12)"}[clause]
        raise refuse(clause, f"at {game.replace('_', '-')} a Match Play Coupon goes only {where}, not on {area}")
    if c.wagers and area not in c.wagers:
        raise refuse("pa:603a.20(c)(4)", f"coupon {c.serial} may back only {', '.join(sorted(c.wagers))}")
    if chips < c.value:
        raise refuse("pa:603a.21(b)", f"a coupon of {c.value} needs gaming chips of at least its value, not {chips}")
    if used >= 1:
        raise refuse("pa:603a.21(d)", "a patron may use only one Match Play Coupon per round of play")
    late = expired(cfg, c, today)
    if late is not None:
        raise refuse(late, f"coupon {c.serial} expired on {c.expires}")


def refusal(cfg: CouponConfig, game: str, area: str, chips: int, c: Coupon, *, used: int = 0,
            today: Optional[datetime.date] = None) -> Optional[Rejected]:
    """Why the dealer refuses ``c`` (a :class:`Rejected` citing the clause at fault), or ``None`` if it is taken."""
    try:
        check(cfg, game, area, chips, c, used=used, today=today)
    except RuleViolation as v:
        return Rejected(v.clause, v.reason)
    return None


# --- the layout and the money ----------------------------------------------------------------------------------


@cites("pa:603a.21(b)")
@icontract.require(lambda chips, value: 0 < value <= chips, "603a.21(b): chips of at least the coupon's value",
                   enabled=ENABLED)
@icontract.ensure(lambda value, result: result[0] == value, "603a.21(b): chips equal to the coupon's value on it",
                  enabled=ENABLED)
@icontract.ensure(lambda chips, result: result[0] + result[1] == chips and result[1] >= 0,
                  "603a.21(b): the rest of the chips beside it", enabled=ENABLED)
def breakdown(chips: int, value: int) -> tuple[int, int]:
    """The dealer's breakdown of a coupon wager: (chips on the coupon, chips beside it)."""
    return value, chips - value


@cites("pa:603a.1#match-play-coupon")
def wager_amount(chips: int, c: Optional[Coupon]) -> int:
    """603a.1: the amount of the patron's wager, the chips plus the coupon's stated value."""
    return chips + (c.value if c is not None else 0)


def dependent_base(cfg: CouponConfig, chips: int, c: Optional[Coupon]) -> int:
    """C-6: what a wager sized on this one (odds, a Play equal to the Ante) is sized on."""
    return wager_amount(chips, c) if cfg.coupon_dependent_base is DependentBase.WAGER_AMOUNT else chips


@cites("pa:603a.1#match-play-coupon", "pa:603a.21(b)")
@icontract.require(lambda chips, value: 0 < value <= chips, "603a.21(b): chips of at least the coupon's value",
                   enabled=ENABLED)
@icontract.require(lambda pays, to: pays > 0 and to > 0, "payout odds are positive", enabled=ENABLED)
@icontract.ensure(lambda chips, pays, result: result > chips * pays,
                  "603a.1: the coupon's value is part of the wager, so a win pays more than the chips alone",
                  enabled=ENABLED)
@icontract.ensure(lambda chips, value, pays, even_money_on_coupon, result:
                  even_money_on_coupon or result == (chips + value) * pays,
                  "603a.21(b), C-2 game_odds_on_coupon_value: the game's odds on chips plus coupon", enabled=ENABLED)
@icontract.ensure(lambda chips, value, pays, to, even_money_on_coupon, result:
                  not even_money_on_coupon or result == chips * pays + value * to,
                  "603a.21(b), C-2 even_money_on_coupon_value: the game's odds on the chips, 1 to 1 on the coupon",
                  enabled=ENABLED)
def coupon_win(chips: int, value: int, pays: int, to: int, even_money_on_coupon: bool) -> int:
    """What a winning coupon wager of ``chips`` and a coupon of ``value`` wins at ``pays`` to ``to``, in units of
    ``1/to`` of a cent (integers, so the payout is exact; :func:`settle` divides): the odds on chips plus coupon, or
    the odds on the chips and 1 to 1 on the coupon's value (C-2). The chips are returned besides; the coupon goes
    into the drop box."""
    return chips * pays + value * (to if even_money_on_coupon else pays)


@attrs.frozen
class CouponSettlement:
    """A coupon wager settled: the settlement's amount, where the coupon goes, and the clauses the coupon adds to the
    settlement (the game's deciding rule and payout clause come first); the coupon's move to the drop box, or back to
    the patron, is a procedure of 603a.21(e)."""

    result: Result
    #: the net winnings (win), the chips collected (lose) or returned (a push, ``VOID``)
    amount: Fraction
    coupon_to: Destination
    clauses: tuple[str, ...]


@cites("pa:603a.21(e)")
def settle(cfg: CouponConfig, result: Result, chips: int, c: Coupon, odds: Odds) -> CouponSettlement:
    """Settle a coupon wager whose game decided ``result`` at ``odds``: a win per the terms (603a.21(b)), a loss
    collecting the chips only, a push returning them; the coupon into the drop box (603a.21(e); C-3 on a push)."""
    if result is Result.WIN:
        terms = c.payout or cfg.coupon_win_payout
        won = coupon_win(chips, c.value, odds.pays, odds.to, terms is WinPayout.EVEN_MONEY_ON_COUPON_VALUE)
        return CouponSettlement(result, Fraction(won, odds.to), Destination.DROP_BOX,
                                ("pa:603a.21(b)", "pa:603a.1#match-play-coupon"))
    if result is Result.LOSE:  # a noncash equivalent: only the chips are collected
        return CouponSettlement(result, Fraction(chips), Destination.DROP_BOX, ("pa:603a.1#match-play-coupon",))
    back = cfg.coupon_push_disposition is PushDisposition.RETURN_TO_PATRON
    return CouponSettlement(result, Fraction(chips), Destination.PATRON if back else Destination.DROP_BOX, ())


# --- configuration ---------------------------------------------------------------------------------------------


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> CouponConfig:
    """Build a validated :class:`CouponConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(CouponConfig, data, source, game="coupons", title="Match Play Coupon", chapter="603a",
                   default_ruleset=BASE, clause="pa:603a.21", parsers=PARSERS, validate=lambda cfg: list[Problem]())


def load_profile(path: str | Path) -> CouponConfig:
    """Read and validate a Match Play Coupon profile TOML file (``game = "coupons"``)."""
    return profile_from_mapping(read_toml(path, "pa:603a.21"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the coupon options in ``spec/controls/tables.toml`` and :class:`CouponConfig` (empty when
    they agree)."""
    return options_against_spec(CouponConfig, "controls", shown_by_type(WinPayout, frozenset()), "coupons")
