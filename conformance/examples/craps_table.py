"""An independent Craps and Mini-Craps engine: 58 Pa. Code chapter 623a (Pennsylvania), as codified in 2015.

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text (seed 001), the
project's digest of it and the readings in ``spec/craps/tables.toml``, and it
shares no code with :mod:`croupier.reference`. It is deliberately plain: one
dict per paytable, one small function or branch per rule, mutable state, exact
integers and :class:`fractions.Fraction` (never floats), so that a catalogue of
mutants (realistic vendor bugs) can each change one obvious place.

Amounts are in the table's smallest unit (cents in the bundled profiles).
Clause references in comments are written ``pa:623a.x(y)``. Where the text is
open, the engine follows the reference model's published readings (AMB-nn).

Supported profile options: ``ruleset`` = ``pa-623a@2015``; ``game``;
``offered``; ``fire_paytable``; ``buy_vig``/``lay_vig`` with their rates and
numbers; ``odds_multiple``/``dont_odds_multiple``; ``table_min``/``table_max``;
``limits``; ``chip``; ``positions``; ``seat_lock``; Match Play Coupons
(``match_play`` and the ``coupon_*`` readings, 58 Pa. Code 603a.21, from the
2013 proposal of chapter 603a, seed 004). Every other option is accepted only
at its default reading; anything else is :class:`Unsupported`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from math import ceil, floor
from typing import Any, Mapping, Optional

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer
from croupier.conformance.protocol import ProtocolError, amount, parse_amount

__all__ = ["CrapsEngine", "CrapsTable", "Config", "parse_profile"]

Message = dict[str, Any]
F = Fraction

# ---------------------------------------------------------------------------------------------
# Numbers of the game

POINTS: tuple[int, ...] = (4, 5, 6, 8, 9, 10)  # pa:623a.1 "Come out point"
HARD_NUMBERS: tuple[int, ...] = (4, 6, 8, 10)  # pa:623a.3(a)(7)-(10)
HORN_NUMBERS: tuple[int, ...] = (2, 3, 11, 12)  # pa:623a.3(a)(19)-(20)
HOPS: tuple[tuple[int, int], ...] = (  # pa:623a.3(a)(22)-(38): 4 pairs and 13 mixed combinations
    (2, 2), (3, 3), (4, 4), (5, 5),
    (1, 3), (1, 4), (2, 3), (1, 5), (2, 4), (1, 6), (2, 5), (3, 4), (2, 6), (3, 5), (3, 6), (4, 5), (4, 6),
)

# ---------------------------------------------------------------------------------------------
# Paytables: winnings per unit staked ("X to Y" = X/Y), pa:623a.5

LINE_PAYS = F(1)  # pa:623a.5(a) Pass, Don't Pass, Come, Don't Come; pa:623a.6(a)(1)-(d)(1)
# Place Bet to Win, pa:623a.5(a)
PLACE_WIN_PAYS: dict[int, Fraction] = {4: F(9, 5), 5: F(7, 5), 6: F(7, 6), 8: F(7, 6), 9: F(7, 5), 10: F(9, 5)}
# Place Bet to Lose, pa:623a.5(a)
PLACE_LOSE_PAYS: dict[int, Fraction] = {4: F(5, 11), 5: F(5, 8), 6: F(4, 5), 8: F(4, 5), 9: F(5, 8), 10: F(5, 11)}
# Buy Bet (true odds), pa:623a.5(g)(1)
BUY_PAYS: dict[int, Fraction] = {4: F(2), 5: F(3, 2), 6: F(6, 5), 8: F(6, 5), 9: F(3, 2), 10: F(2)}
# Lay Bet (true odds), pa:623a.5(g)(2)
LAY_PAYS: dict[int, Fraction] = {4: F(1, 2), 5: F(2, 3), 6: F(5, 6), 8: F(5, 6), 9: F(2, 3), 10: F(1, 2)}
# odds taken behind Pass and Come, pa:623a.6(a)(2),(c)(2)
TAKE_ODDS_PAYS: dict[int, Fraction] = {4: F(2), 5: F(3, 2), 6: F(6, 5), 8: F(6, 5), 9: F(3, 2), 10: F(2)}
# odds laid behind Don't Pass and Don't Come, pa:623a.6(b)(2),(d)(2)
LAY_ODDS_PAYS: dict[int, Fraction] = {4: F(1, 2), 5: F(2, 3), 6: F(5, 6), 8: F(5, 6), 9: F(2, 3), 10: F(1, 2)}
HARDWAY_PAYS: dict[int, Fraction] = {4: F(7), 6: F(9), 8: F(9), 10: F(7)}  # pa:623a.5(a)
FIELD_PAYS: dict[int, Fraction] = {2: F(2), 3: F(1), 4: F(1), 9: F(1), 10: F(1), 11: F(1), 12: F(2)}  # pa:623a.5(a)
ANY_SEVEN_PAYS = F(4)  # pa:623a.5(a)
ANY_CRAPS_PAYS = F(7)  # pa:623a.5(a)
SINGLE_TOTAL_PAYS: dict[str, tuple[int, Fraction]] = {  # pa:623a.5(a): wager -> (total, odds)
    "craps_2": (2, F(30)), "craps_3": (3, F(15)), "craps_12": (12, F(30)), "eleven": (11, F(15)),
}
# Horn numbers, pa:623a.5(a),(c): each quarter of a Horn Bet at its own rate
HORN_PAYS: dict[int, Fraction] = {2: F(30), 3: F(15), 11: F(15), 12: F(30)}
HOP_PAIR_PAYS = F(30)  # pa:623a.5(a) Hardway on the Hop
HOP_MIXED_PAYS = F(15)  # pa:623a.5(a) non-pair hops
SIX_SEVEN_EIGHT_PAYS = {"easy": F(1), "hard": F(2)}  # pa:623a.5(a): easy 6, any 7, easy 8 / 3-3, 4-4
FIRE_PAYTABLES: dict[str, dict[int, Fraction]] = {  # pa:623a.5(f): unique points made -> odds
    "A": {4: F(24), 5: F(249), 6: F(999)},
    "B": {4: F(39), 5: F(199), 6: F(499)},
}
BONUS_NEEDS: dict[str, frozenset[int]] = {  # pa:623a.3(a)(43)
    "all_small": frozenset({2, 3, 4, 5, 6}),
    "all_tall": frozenset({8, 9, 10, 11, 12}),
    "all_or_nothing": frozenset({2, 3, 4, 5, 6, 8, 9, 10, 11, 12}),
}
BONUS_PAYS: dict[str, Fraction] = {"all_small": F(34), "all_or_nothing": F(175), "all_tall": F(34)}  # pa:623a.5(h)

# ---------------------------------------------------------------------------------------------
# Wager kinds

#: the 623a.3(a) wagers a holder may offer (the ``offered`` option)
OFFERABLE: tuple[str, ...] = (
    "pass", "dont_pass", "come", "dont_come", "place_win", "place_lose", "hardway", "field", "any_seven",
    "any_craps", "craps_2", "craps_3", "craps_12", "eleven", "c_and_e", "horn", "horn_high", "whirl", "hop",
    "six_seven_eight", "fire", "buy", "lay", "all_small", "all_or_nothing", "all_tall",
)
ONE_ROLL: frozenset[str] = frozenset({  # decided by the next valid roll, pa:623a.3(a)(11)-(39)
    "field", "any_seven", "any_craps", "craps_2", "craps_3", "craps_12", "eleven", "c_and_e", "horn",
    "horn_high", "whirl", "hop", "six_seven_eight",
})
ODDS_PARENT: dict[str, str] = {  # pa:623a.6: odds kind -> the flat wager it supports
    "pass_odds": "pass", "dont_pass_odds": "dont_pass", "come_odds": "come", "dont_come_odds": "dont_come",
}
BONUS_KINDS: frozenset[str] = frozenset(BONUS_NEEDS)
#: bets that are off on a come-out roll unless called on (pa:623a.3(a)(5)-(10),(41))
OFF_ON_COME_OUT: frozenset[str] = frozenset({"place_win", "place_lose", "hardway", "buy"})
#: bets that work on a come-out roll unless called off (pa:623a.3(a)(42))
ON_ON_COME_OUT: frozenset[str] = frozenset({"lay"})
#: after a win these stay on the layout as the same wager (reading AMB-17, after_win = stays_up)
STAYS_UP: frozenset[str] = frozenset({"place_win", "place_lose", "buy", "lay", "hardway"}) | ONE_ROLL
#: the units of a wager, in chips: Horn 4, Horn High and Whirl 5, C and E halves (AMB-19)
CHIP_UNITS: dict[str, int] = {"c_and_e": 2, "horn": 4, "horn_high": 5, "whirl": 5}

NO_ARG: frozenset[str] = frozenset({
    "pass", "dont_pass", "come", "dont_come", "field", "any_seven", "any_craps", "craps_2", "craps_3",
    "craps_12", "eleven", "c_and_e", "horn", "whirl", "six_seven_eight", "fire", "all_small", "all_tall",
    "all_or_nothing", "pass_odds", "dont_pass_odds",
})
NUMBERED: dict[str, tuple[int, ...]] = {
    "place_win": POINTS, "place_lose": POINTS, "buy": POINTS, "lay": POINTS, "hardway": HARD_NUMBERS,
    "horn_high": HORN_NUMBERS, "come": POINTS, "dont_come": POINTS, "come_odds": POINTS, "dont_come_odds": POINTS,
}

#: Fire Bet limits: $1 to $5 in $1 steps, in cents (pa:623a.11(b)(1))
FIRE_MIN, FIRE_MAX, FIRE_STEP = 100, 500, 100

ROLES = ("boxperson", "stickperson", "dealer", "floorperson")
#: who may call "no roll" (pa:623a.8(e)); who may judge a throw improper (pa:623a.8(c)(6))
NO_ROLL_CALLERS = {"craps": ("boxperson", "stickperson"), "mini_craps": ("dealer", "floorperson")}
IMPROPER_JUDGES = {"craps": ("boxperson", "stickperson"), "mini_craps": ("dealer",)}
NO_ROLL_GROUNDS = ("not_together", "short_of_end", "on_bank", "cup_or_rail", "cheating", "improper", "touched_chips")
#: who settles a face dispute (pa:623a.9(c)); who may order the dice passed (pa:623a.10(a)(2))
FACE_JUDGE = {"craps": "boxperson", "mini_craps": "floorperson"}
ORDER_PASS_BY = {"craps": "boxperson", "mini_craps": "dealer"}


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    game: str = "craps"
    offered: frozenset[str] = frozenset(OFFERABLE)
    fire_paytable: str = "A"
    buy_vig: str = "none"  # none | upfront | on_win, pa:623a.5(g)(3)(i)
    lay_vig: str = "none"  # pa:623a.5(g)(3)(ii)
    buy_vig_rate: Fraction = F(5, 100)
    lay_vig_rate: Fraction = F(5, 100)
    buy_vig_numbers: frozenset[int] = frozenset({4, 10})
    lay_vig_numbers: frozenset[int] = frozenset({4, 10})
    odds_multiple: dict[int, int] = field(default_factory=lambda: {p: 1 for p in POINTS})
    dont_odds_multiple: dict[int, int] = field(default_factory=lambda: {p: 1 for p in POINTS})
    table_min: int = 500
    table_max: int = 500000
    limits: dict[str, tuple[int, int]] = field(default_factory=dict)
    chip: int = 100
    positions: int = 12
    seat_lock: str = "line_decision"  # reading AMB-24
    # Match Play Coupons, pa:603a.10(a), pa:603a.21 (the readings C-2, C-3, C-4, C-6, C-14 of the controls digest)
    match_play: bool = False
    coupon_round: str = "line_decision"  # line_decision | shooter_hand, pa:603a.21(d)
    coupon_takedown: str = "refused"  # refused | coupon_dropped | coupon_returned
    coupon_win_payout: str = "game_odds_on_coupon_value"  # | even_money_on_coupon_value, pa:603a.21(b)
    coupon_push_disposition: str = "drop_at_round_end"  # | return_to_patron, pa:603a.21(e)
    coupon_expiry_check: str = "every_coupon"  # | mailed_only, pa:603a.20(c)(5), (q)(5)
    coupon_dependent_base: str = "wager_amount"  # | chips: what odds behind a coupon wager are sized on


#: options supported only at their default reading (tables.toml), with that default
DEFAULT_ONLY: dict[str, Any] = {
    "ruleset": "pa-623a@2015",
    "odds_payable_excess": True,
    "mini_stickperson": False,
    "fire_ending_seven": "loser_seven",
    "fire_point_source": "come_out_points",
    "fire_carry_over": "accumulate",
    "mini_fire_allowed": False,
    "mini_bonus_allowed": True,
    "bonus_window": "new_shooter",
    "bonus_removable": False,
    "bonus_on_shooter_change": "carry",
    "come_odds_on_come_out": "working",
    "dont_come_odds_on_come_out": "working",
    "odds_on_parent_reduce": "return_excess",
    "vig_on_win_base": "wager",
    "vig_refund_on_removal": False,
    "marker_scope": "until_revoked",
    "after_win": "stays_up",
    "come_placement": "point_only",
    "rounding": "exact",
    "line_bet_rule": "every_come_out",
    "come_only_seven": "loser_seven",
}
SUPPORTED = {"game", "offered", "fire_paytable", "buy_vig", "lay_vig", "buy_vig_rate", "lay_vig_rate",
             "buy_vig_numbers", "lay_vig_numbers", "odds_multiple", "dont_odds_multiple", "table_min",
             "table_max", "limits", "chip", "positions", "seat_lock", "match_play"}
#: the Match Play Coupon readings, each with its values (the first is the default)
COUPON_READINGS: dict[str, tuple[str, ...]] = {
    "coupon_round": ("line_decision", "shooter_hand"),
    "coupon_takedown": ("refused", "coupon_dropped", "coupon_returned"),
    "coupon_win_payout": ("game_odds_on_coupon_value", "even_money_on_coupon_value"),
    "coupon_push_disposition": ("drop_at_round_end", "return_to_patron"),
    "coupon_expiry_check": ("every_coupon", "mailed_only"),
    "coupon_dependent_base": ("wager_amount", "chips"),
}


def _bad(name: str, reason: str) -> Unsupported:
    return Unsupported(f"profile/{name}", reason)


def _int_option(name: str, v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise _bad(name, f"a whole number, not {v!r}")
    return v


def _rate(name: str, v: Any) -> Fraction:
    text = str(v).strip()
    if not text.endswith("%"):
        raise _bad(name, f"a rate such as '5%', not {v!r}")
    try:
        r = F(text[:-1]) / 100
    except ValueError:
        raise _bad(name, f"a rate such as '5%', not {v!r}") from None
    if r < 0 or r > F(5, 100):  # pa:623a.5(g)(3): up to 5%
        raise _bad(name, f"a vigorish of {text} is outside 0% to 5%")
    return r


def _numbers(name: str, v: Any) -> frozenset[int]:
    if not isinstance(v, list):
        raise _bad(name, f"a list of point numbers, not {v!r}")
    out = set()
    for x in v:
        n = _int_option(name, x)
        if n not in POINTS:
            raise _bad(name, f"{n} is not a point number")
        out.add(n)
    return frozenset(out)


def _multiples(name: str, v: Any) -> dict[int, int]:
    if isinstance(v, Mapping):
        got = {int(k) if str(k).isdigit() else -1: _int_option(name, x) for k, x in v.items()}
        if set(got) != set(POINTS):
            raise _bad(name, "a multiple for each of 4, 5, 6, 8, 9 and 10")
    else:
        k = _int_option(name, v)
        got = {p: k for p in POINTS}
    for p, k in got.items():
        if not 1 <= k <= 10:  # pa:623a.6(e); reading AMB-29
            raise _bad(name, f"the cap for point {p} is {k}x; the chapter allows 1x to 10x")
    return got


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks."""
    if game not in ("craps", "mini_craps"):
        raise _bad("game", f"not a game of chapter 623a: {game!r}")
    cfg = Config(game=game, positions=9 if game == "mini_craps" else 12)
    for name, value in profile.items():
        if name in DEFAULT_ONLY:
            if value != DEFAULT_ONLY[name] or type(value) is not type(DEFAULT_ONLY[name]):
                raise _bad(name, f"only {DEFAULT_ONLY[name]!r} is implemented")
        elif name not in SUPPORTED and name not in COUPON_READINGS:
            raise _bad(name, "not an option of this engine")
    p = dict(profile)
    if p.get("game", game) != game:
        raise _bad("game", f"the profile is for {p['game']!r}, the table for {game!r}")
    if "offered" in p:
        if not isinstance(p["offered"], list):
            raise _bad("offered", f"a list of wagers, not {p['offered']!r}")
        kinds = frozenset(str(k) for k in p["offered"])
        unknown = kinds - set(OFFERABLE)
        if unknown:
            raise _bad("offered", f"not wagers of 623a.3(a): {sorted(unknown)}")
        cfg.offered = kinds
    if game == "mini_craps":
        if "fire" in cfg.offered and "offered" in p:
            raise _bad("offered", "the Fire Bet is offered in the game of Craps (pa:623a.11(a))")
        cfg.offered = cfg.offered - {"fire"}  # reading AMB-05, mini_fire_allowed = false
    if "buy" in cfg.offered and "place_win" not in cfg.offered:  # pa:623a.3(a)(41) "in addition to"
        raise _bad("offered", "Buy Bets are offered only in addition to Place Bets to Win")
    if "fire_paytable" in p:
        if p["fire_paytable"] not in FIRE_PAYTABLES:
            raise _bad("fire_paytable", "A or B")
        cfg.fire_paytable = p["fire_paytable"]
    for name in ("buy_vig", "lay_vig"):
        if name in p:
            if p[name] not in ("none", "upfront", "on_win"):
                raise _bad(name, "none, upfront or on_win")
            setattr(cfg, name, p[name])
    for name in ("buy_vig_rate", "lay_vig_rate"):
        if name in p:
            setattr(cfg, name, _rate(name, p[name]))
    for name in ("buy_vig_numbers", "lay_vig_numbers"):
        if name in p:
            setattr(cfg, name, _numbers(name, p[name]))
    for name in ("odds_multiple", "dont_odds_multiple"):
        if name in p:
            setattr(cfg, name, _multiples(name, p[name]))
    for name in ("table_min", "table_max", "chip", "positions"):
        if name in p:
            setattr(cfg, name, _int_option(name, p[name]))
    if "seat_lock" in p:
        if p["seat_lock"] not in ("line_decision", "throw", "own_wagers_decided"):
            raise _bad("seat_lock", "line_decision, throw or own_wagers_decided")
        cfg.seat_lock = p["seat_lock"]
    if "match_play" in p:
        if not isinstance(p["match_play"], bool):
            raise _bad("match_play", "true or false")
        cfg.match_play = p["match_play"]
    for name, values in COUPON_READINGS.items():
        if name in p:
            if p[name] not in values:
                raise _bad(name, " or ".join(values))
            setattr(cfg, name, p[name])
    if "limits" in p:
        for kind, pair in dict(p["limits"]).items():
            if kind not in OFFERABLE or kind == "fire":
                raise _bad("limits", f"no posted limit for {kind!r}")
            lo, hi = (_int_option("limits", x) for x in pair)
            if lo <= 0 or lo > hi:
                raise _bad("limits", f"{kind}: a minimum above zero and not above the maximum")
            cfg.limits[kind] = (lo, hi)
    if cfg.chip <= 0:
        raise _bad("chip", "a positive amount")
    for name in ("table_min", "table_max"):  # pa:623a.4(b): wagers are made with chips
        if getattr(cfg, name) <= 0 or getattr(cfg, name) % cfg.chip:
            raise _bad(name, f"a whole number of {cfg.chip}-unit chips")
    if cfg.table_min > cfg.table_max:  # pa:623a.3(b)
        raise _bad("table_min", "the minimum is above the maximum")
    most = 9 if game == "mini_craps" else 16  # pa:623a.2(c); pa:623a.2(d)(4)(i)
    if not 1 <= cfg.positions <= most:
        raise _bad("positions", f"1 to {most} player positions")
    return cfg


# ---------------------------------------------------------------------------------------------
# Bets as the protocol writes them


def parse_bet(text: Any) -> tuple[str, Optional[int], Optional[tuple[int, int]]]:
    """``"place_win 6"`` -> ``("place_win", 6, None)``; a malformed name is a :class:`ProtocolError`."""
    if not isinstance(text, str):
        raise ProtocolError("bet", f"a bet name, not {text!r}")
    parts = text.split(" ")
    kind = parts[0]
    if len(parts) == 1 and kind in NO_ARG:
        return kind, None, None
    if len(parts) == 2 and kind in NUMBERED:
        arg = parts[1]
        if arg.isdigit() and str(int(arg)) == arg and int(arg) in NUMBERED[kind]:
            return kind, int(arg), None
        raise ProtocolError("bet", f"{kind} takes one of {NUMBERED[kind]}, not {arg!r}")
    if len(parts) == 2 and kind == "hop":
        faces = parts[1].split("-")
        if len(faces) == 2 and all(f in "123456" and len(f) == 1 for f in faces):
            combo = (int(faces[0]), int(faces[1]))
            if combo in HOPS:
                return kind, None, combo
        raise ProtocolError("bet", f"a hop bet names one of the 17 hop combinations, lower die first, not {text!r}")
    raise ProtocolError("bet", f"not a craps wager: {text!r}")


def bet_name(kind: str, number: Optional[int] = None, combo: Optional[tuple[int, int]] = None) -> str:
    if combo is not None:
        return f"{kind} {combo[0]}-{combo[1]}"
    if number is not None:
        return f"{kind} {number}"
    return kind


# ---------------------------------------------------------------------------------------------
# State


@dataclass
class Wager:
    seat: int
    kind: str
    number: Optional[int]  # the number of a Place/Buy/Lay/hardway/Horn High bet, or a Come bet's come point
    combo: Optional[tuple[int, int]]  # a hop bet's dice
    amount: int
    marker: str = "none"  # on/off button, pa:623a.3(a)(5)-(10),(41),(42)
    reduced: bool = False  # a Don't bet once reduced, pa:623a.4(d)
    hand: int = 0  # the shooter's hand a Fire Bet belongs to
    coupon_value: int = 0  # a Match Play Coupon under the chips, pa:603a.21(b); 0: none
    coupon_serial: str = ""

    @property
    def bet(self) -> str:
        return bet_name(self.kind, self.number, self.combo)


def settlement(w: Wager, result: str, value: Fraction | int, commission: Fraction | int = 0) -> Message:
    return {"type": "settlement", "seat": w.seat, "bet": w.bet, "result": result,
            "amount": amount(F(value)), "commission": amount(F(commission))}


def returned(seat: int, bet: str, value: Fraction | int) -> Message:
    return {"type": "returned", "seat": seat, "bet": bet, "amount": amount(F(value))}


def commission(seat: int, bet: str, value: Fraction | int) -> Message:
    return {"type": "commission", "seat": seat, "bet": bet, "amount": amount(F(value))}


def _seat(m: Message) -> int:
    v = m.get("seat")
    if isinstance(v, bool) or not isinstance(v, int):
        raise ProtocolError("seat", f"an integer, not {v!r}")
    return v


def _choice(m: Message, key: str, values: tuple[str, ...]) -> str:
    v = m.get(key)
    if v not in values:
        raise ProtocolError(key, f"one of {', '.join(values)}, not {v!r}")
    return str(v)


def _wager_amount(m: Message) -> int:
    a = parse_amount(m.get("amount"))
    if a.denominator != 1:
        raise ProtocolError("amount", "a wager is a whole number of the smallest unit")
    return int(a)


@dataclass
class Coupon:
    """A Match Play Coupon as the patron presents it (pa:603a.1, pa:603a.20(c))."""

    value: int
    serial: str
    expires: Optional[date] = None
    mailed: bool = False
    games: tuple[str, ...] = ()  # its terms: where it may be used (pa:603a.20(c)(4)); empty: anywhere
    wagers: tuple[str, ...] = ()


ISO_DATE = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")


def _date(v: Any, key: str) -> date:
    if isinstance(v, str) and ISO_DATE.match(v):
        try:
            return date.fromisoformat(v)
        except ValueError:
            pass
    raise ProtocolError(key, f"a date written YYYY-MM-DD, not {v!r}")


def _names(c: Message, key: str) -> tuple[str, ...]:
    v = c.get(key, [])
    if not isinstance(v, list) or not all(isinstance(x, str) and x != "" for x in v):
        raise ProtocolError("coupon." + key, f"a list of names, not {v!r}")
    return tuple(v)


def read_coupon(m: Message) -> tuple[Optional[Coupon], Optional[date]]:
    """The coupon of a place event, if any, and the gaming day it is presented on."""
    day = _date(m["date"], "date") if "date" in m else None
    c = m.get("coupon")
    if c is None:
        return None, day
    if not isinstance(c, dict) or not set(c) <= {"value", "serial", "expires", "mailed", "games", "wagers"}:
        raise ProtocolError("coupon", "an object with value, serial and optionally expires, mailed, games, wagers")
    value = parse_amount(c.get("value"), "coupon.value")
    if value.denominator != 1 or value <= 0:
        raise ProtocolError("coupon.value", "a positive whole amount")
    serial = c.get("serial")
    if not isinstance(serial, str) or serial.strip() == "" or len(serial) > 40:
        raise ProtocolError("coupon.serial", "1 to 40 characters")
    expires = _date(c["expires"], "coupon.expires") if "expires" in c else None
    if expires is not None and day is None:
        raise ProtocolError("date", "the date the coupon is presented on")
    mailed = c.get("mailed", False)
    if not isinstance(mailed, bool):
        raise ProtocolError("coupon.mailed", "true or false")
    return Coupon(int(value), serial, expires, mailed, _names(c, "games"), _names(c, "wagers")), day


class CrapsTable(Table):
    """One Craps or Mini-Craps table: seats, the dice, the layout and the Fire and Bonus boards."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.seated: set[int] = set()
        self.shooter: Optional[int] = None
        self.point: Optional[int] = None
        self.layout: list[Wager] = []
        # the offer of the dice, pa:623a.7(b), pa:623a.10(c): from a position, clockwise, skipping who declined
        self.offer_start = 1  # position 1 is immediately left of the boxperson or dealer, pa:623a.2(d)(4)(i)
        self.declined: set[int] = set()
        self.previous_shooter: Optional[int] = None
        self.come_only = False  # pa:623a.10(b): rolling only to decide the remaining Come bets
        # the hand: numbered. hand_rolled: its shooter has thrown his initial come out roll, which closes the
        # Fire and Bonus windows (a successor taking the dice with a point set has not, until the next come-out)
        self.hand = 1
        self.hand_rolled = False
        self.fire_points: dict[int, set[int]] = {}  # hand -> different points made, pa:623a.11(b)(2)
        self.bonus_marked: set[int] = set()  # pa:623a.12(3)
        self.dice_lost = False  # pa:623a.7(d): a new set is needed
        self.dont_removed: set[tuple[int, str]] = set()  # pa:623a.4(d), reading AMB-30
        self.locked: set[int] = set()  # Mini-Craps seats held until the round completes, pa:623a.4(e)
        self.coupon_seats: set[int] = set()  # seats that used a Match Play Coupon this round, pa:603a.21(d)
        self.drop_box: list[str] = []  # serials of the coupons deposited, pa:603a.21(e)

    # --- protocol ------------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        return answer(self, event, "a craps event")

    def state(self) -> Message:
        live_hands = {w.hand for w in self.layout if w.kind == "fire"}
        wagers = []
        for w in self.layout:
            shown: Message = {"seat": w.seat, "bet": w.bet, "amount": amount(w.amount), "marker": w.marker}
            if w.coupon_value:
                shown["coupon"] = {"value": amount(w.coupon_value), "serial": w.coupon_serial}
            wagers.append(shown)
        out: Message = {
            "point": self.point,
            "shooter": self.shooter,
            "seated": sorted(self.seated),
            "wagers": wagers,
            # a hand is listed from its first valid roll on, as the reference model lists it (see the report)
            "fire": [{"hand": h, "points": sorted(self.fire_points.get(h, ()))} for h in sorted(live_hands)],
            "bonus_marked": sorted(self.bonus_marked),
        }
        if self.cfg.match_play:
            out["drop_box"] = list(self.drop_box)
        return out

    # --- lookups -------------------------------------------------------------------------------

    def find(self, seat: int, bet: str) -> Optional[Wager]:
        for w in self.layout:
            if w.seat == seat and w.bet == bet:
                return w
        return None

    def has_line_bet(self, seat: Optional[int]) -> bool:
        return any(w.seat == seat and w.kind in ("pass", "dont_pass") for w in self.layout)

    def come_bets_remain(self) -> bool:
        return any(w.kind in ("come", "dont_come") for w in self.layout)

    def is_offered(self, kind: str) -> bool:
        if kind in ODDS_PARENT:  # pa:623a.6: odds go behind any offered flat wager
            return ODDS_PARENT[kind] in self.cfg.offered
        return kind in self.cfg.offered

    def clockwise(self, start: int) -> list[int]:
        n = self.cfg.positions
        return sorted(self.seated, key=lambda s: (s - start) % n)

    def offeree(self) -> tuple[Optional[int], bool]:
        """Who is offered the dice now, and whether only to decide Come bets (pa:623a.7(b), 623a.10(b),(c))."""
        if self.shooter is not None:
            return None, False
        order = self.clockwise(self.offer_start)
        if not order:
            return None, False
        for s in order:
            if s not in self.declined:
                return s, False
        # everyone declined: pa:623a.10(b), the previous shooter may roll for the Come bets alone
        if self.point is None and self.previous_shooter in self.seated and self.come_bets_remain():
            return self.previous_shooter, True
        return order[0], False

    # --- seats ---------------------------------------------------------------------------------

    def on_join(self, m: Message) -> list[Message]:
        seat = _seat(m)
        if not 1 <= seat <= self.cfg.positions:  # pa:623a.2(c); pa:623a.2(d)(4)(i)
            raise Refused("pa:623a.2(c)", f"no position {seat} at this table")
        if seat in self.seated:
            raise Refused("pa:623a.2(c)", f"position {seat} is taken")
        self.seated.add(seat)
        return []

    def seat_locked(self, seat: int) -> bool:
        """pa:623a.4(e): a Mini-Craps player who has wagered stays seated until the round of play completes."""
        if self.cfg.game != "mini_craps":
            return False
        if self.cfg.seat_lock == "own_wagers_decided":
            return any(w.seat == seat for w in self.layout)
        return seat in self.locked

    def on_leave(self, m: Message) -> list[Message]:
        seat = _seat(m)
        if seat not in self.seated:
            raise Refused("pa:623a.2(c)", f"no player at position {seat}")
        if self.seat_locked(seat):
            raise Refused("pa:623a.4(e)", "a Mini-Craps player who has wagered stays seated until the round completes")
        self.seated.discard(seat)
        self.declined.discard(seat)
        if seat == self.shooter:  # the shooter leaving gives up the dice, pa:623a.10(c)
            self.relinquish()
        return []

    # --- the dice ------------------------------------------------------------------------------

    def on_accept_dice(self, m: Message) -> list[Message]:
        seat = _seat(m)
        who, come_only = self.offeree()
        if who is None or seat != who:
            raise Refused("pa:623a.7(b)", f"the dice are not offered to position {seat}")
        self.shooter = seat  # pa:623a.7(c), pa:623a.10(d)
        self.come_only = come_only
        self.declined = set()
        return []

    def on_decline_dice(self, m: Message) -> list[Message]:
        seat = _seat(m)
        who, come_only = self.offeree()
        if who is None or seat != who:
            raise Refused("pa:623a.7(b)", f"the dice are not offered to position {seat}")
        if come_only:  # the previous shooter will not roll for the Come bets: the offer goes round again
            self.declined = set()
        else:
            self.declined.add(seat)
        return []

    def relinquish(self) -> None:
        """The shooter gives up the dice; they go to the player on his left, then clockwise (pa:623a.10(c))."""
        assert self.shooter is not None
        self.previous_shooter = self.shooter
        self.offer_start = self.shooter % self.cfg.positions + 1
        self.shooter = None
        self.declined = set()
        self.come_only = False
        # a new hand; pending Fire Bets carry over to it (pa:623a.11(a)(2), reading AMB-03 accumulate)
        self.hand += 1
        self.hand_rolled = False
        if self.cfg.coupon_round == "shooter_hand":  # pa:603a.21(d): the hand is the round of play
            self.coupon_seats = set()

    def on_pass_dice(self, m: Message) -> list[Message]:
        if self.shooter is None:  # pa:623a.10(a)
            raise Refused("pa:623a.10(a)", "no shooter holds the dice")
        self.relinquish()
        return []

    def on_order_pass_dice(self, m: Message) -> list[Message]:
        by = _choice(m, "by", ROLES)
        _choice(m, "reason", ("delay", "repeated_invalid", "violation"))
        if self.shooter is None or by != ORDER_PASS_BY[self.cfg.game]:  # pa:623a.10(a)(2)
            raise Refused("pa:623a.10(a)(2)", "only the Craps boxperson or Mini-Craps dealer orders the dice passed")
        self.relinquish()
        return []

    def on_new_dice_set(self, m: Message) -> list[Message]:
        self.dice_lost = False  # pa:623a.7(d)
        return []

    def ready_to_throw(self) -> None:
        """What must hold before any throw: a shooter, a full set of dice, his line bet (pa:623a.7(c), 7(d), 8(a))."""
        if self.shooter is None:
            raise Refused("pa:623a.7(c)", "no shooter has accepted the dice")
        if self.dice_lost:
            raise Refused("pa:623a.7(d)", "a die was lost: a new set of dice is needed")
        if self.point is None and not self.has_line_bet(self.shooter):
            come_only_roll = (self.come_only and self.come_bets_remain()
                              and not any(w.kind in ("pass", "dont_pass") for w in self.layout))
            if not come_only_roll:  # pa:623a.8(a), except pa:623a.10(b)
                raise Refused("pa:623a.8(a)", "the shooter makes a Pass or Don't Pass Bet before a come-out throw")

    def on_invalid_throw(self, m: Message) -> list[Message]:
        reason = _choice(m, "reason", ("die_off_table", "die_on_die"))
        lost = m.get("lost", False)
        if not isinstance(lost, bool):
            raise ProtocolError("lost", f"true or false, not {lost!r}")
        self.ready_to_throw()
        if lost and reason != "die_off_table":
            raise Refused("pa:623a.7(d)", "only a die that went off the table can be lost")
        # pa:623a.8(b): an invalid roll decides nothing (reading AMB-21)
        if lost:
            self.dice_lost = True  # pa:623a.7(d)
        return []

    def on_no_roll(self, m: Message) -> list[Message]:
        ground = _choice(m, "ground", NO_ROLL_GROUNDS)
        caller = _choice(m, "caller", ROLES)
        self.ready_to_throw()
        if ground == "touched_chips":  # pa:623a.8(d)
            raise Refused("pa:623a.8(d)", "dice touching chips other than the bank is not a ground for no roll")
        if caller not in NO_ROLL_CALLERS[self.cfg.game]:  # pa:623a.8(e)
            raise Refused("pa:623a.8(e)", f"a {caller} may not call no roll")
        if ground == "improper" and caller not in IMPROPER_JUDGES[self.cfg.game]:  # pa:623a.8(c)(6)
            raise Refused("pa:623a.8(c)(6)", f"a {caller} does not judge a throw improper")
        return []  # reading AMB-21: not a roll

    def on_void_throw(self, m: Message) -> list[Message]:
        reason = _choice(m, "reason", ("cocked_several_sides", "face_dispute"))
        by = _choice(m, "by", ROLES)
        self.ready_to_throw()
        if reason == "face_dispute" and by != FACE_JUDGE[self.cfg.game]:  # pa:623a.9(c)
            raise Refused("pa:623a.9(c)", f"a {by} does not decide a face dispute")
        return []  # pa:623a.9(b),(c): void, rethrown

    def on_throw(self, m: Message) -> list[Message]:
        dice = m.get("dice")
        if not (isinstance(dice, list) and len(dice) == 2
                and all(isinstance(d, int) and not isinstance(d, bool) for d in dice)):
            raise ProtocolError("dice", f"two integers, not {dice!r}")
        cocked = m.get("cocked", [])
        if not (isinstance(cocked, list) and all(c in (0, 1) and not isinstance(c, bool) for c in cocked)
                and len(set(cocked)) == len(cocked)):
            raise ProtocolError("cocked", f"a list of die indexes 0 and 1, not {cocked!r}")
        self.ready_to_throw()
        if not all(1 <= d <= 6 for d in dice):
            raise Refused("pa:623a.9(a)", f"a die shows 1 to 6, not {dice}")
        faces = [7 - d if i in cocked else d for i, d in enumerate(dice)]  # pa:623a.9(b): the opposite face
        return self.roll(faces[0], faces[1])

    # --- wagers: making, removing, reducing, on and off ------------------------------------------

    def limits(self, kind: str) -> tuple[int, int, int]:
        """(min, max, unit) of a flat wager of ``kind`` (pa:623a.3(b); readings AMB-08, AMB-19, AMB-28)."""
        if kind == "fire":  # pa:623a.11(b)(1)
            return FIRE_MIN, FIRE_MAX, FIRE_STEP
        unit = self.cfg.chip * CHIP_UNITS.get(kind, 1)
        lo, hi = self.cfg.limits.get(kind, (self.cfg.table_min, self.cfg.table_max))
        return ceil(F(lo, unit)) * unit, hi, unit

    def odds_limits(self, w: Wager) -> tuple[Fraction, int]:
        """The odds the flat wager ``w`` supports: (the plain cap, the ceiling with the 623a.6(f) excess).

        Take (Pass, Come): up to the multiple of the flat (pa:623a.6(a),(c),(e)). Lay (Don't Pass, Don't
        Come): what wins at most the multiple of the flat (pa:623a.6(b),(d),(e)). When the plain cap is not
        a whole number of chips paying a whole number of chips, 623a.6(f) lets the house take the least such
        amount above it (AMB-12); amounts between the two are refused.
        """
        point = self.point if w.kind in ("pass", "dont_pass") else w.number
        assert point is not None
        flat = w.amount  # with a Match Play Coupon, the wager is chips plus coupon (pa:603a.1)
        if self.cfg.coupon_dependent_base == "wager_amount":
            flat += w.coupon_value
        if w.kind in ("pass", "come"):
            ratio = TAKE_ODDS_PAYS[point]
            plain = F(flat * self.cfg.odds_multiple[point])
        else:
            ratio = LAY_ODDS_PAYS[point]
            wins = flat * self.cfg.dont_odds_multiple[point]
            plain = F(floor(wins / ratio))  # the most whole cents whose winnings stay within the cap
        chip = self.cfg.chip

        def payable(amount: Fraction) -> bool:
            return amount % chip == 0 and (amount * ratio) % chip == 0

        if payable(plain):
            return plain, int(plain)
        ceiling = ceil(plain / chip) * chip
        while ceiling == plain or not payable(F(ceiling)):
            ceiling += chip
        return plain, ceiling

    def parent_of(self, seat: int, kind: str, number: Optional[int]) -> Optional[Wager]:
        """The flat wager that odds of ``kind`` support: a line bet with a point, or a Come bet on its point."""
        parent = ODDS_PARENT[kind]
        if parent in ("pass", "dont_pass"):
            return self.find(seat, parent) if self.point is not None else None
        return self.find(seat, bet_name(parent, number))

    def check_window(self, seat: int, kind: str, number: Optional[int], existing: Optional[Wager]) -> None:
        """When a wager of ``kind`` may be made or added to (pa:623a.3(a), 623a.4)."""
        if kind in ("pass", "dont_pass"):
            if number is not None:
                raise Refused("pa:623a.3(a)(1)", "a line bet names no number")
            if self.point is not None:  # pa:623a.3(a)(1),(2); pa:623a.4(c)(1) "wagered"
                raise Refused("pa:623a.4(c)(1)", "a Pass or Don't Pass Bet is made only before a come-out roll")
        elif kind in ("come", "dont_come"):
            if number is not None:  # a Come bet reaches its number only by a roll, pa:623a.3(a)(3)
                raise Refused("pa:623a.3(a)(3)", "a Come Bet is made on the Come Line")
            if self.point is None:  # pa:623a.3(a)(3),(4) "after the come out roll", reading AMB-18
                raise Refused("pa:623a.3(a)(3)", "a Come or Don't Come Bet is made only while a point is set")
        elif kind == "fire":
            if self.hand_rolled:  # pa:623a.3(a)(40); pa:623a.11(a)(1)
                raise Refused("pa:623a.3(a)(40)", "a Fire Bet is made only before a new shooter's initial come-out")
            if existing is not None:  # pa:623a.4(c)(3)
                raise Refused("pa:623a.4(c)(3)", "a Fire Bet is never increased")
            if any(w.seat == seat and w.kind == "fire" for w in self.layout):  # reading FIRE-AREA
                raise Refused("pa:623a.2(d)(4)(ii)", "this position's Fire area holds a pending Fire Bet")
        elif kind in BONUS_KINDS:
            if self.hand_rolled:  # pa:623a.12(1), reading AMB-06 new_shooter
                raise Refused("pa:623a.12(1)", "Bonus Craps is bet only before a new shooter's initial come-out")
            if existing is not None:  # pa:623a.4(c)(4)
                raise Refused("pa:623a.4(c)(4)", "a Bonus Craps wager is never increased")
        elif kind in ODDS_PARENT:
            if self.parent_of(seat, kind, number) is None:  # pa:623a.6(a)-(d)
                raise Refused("pa:623a.6", "odds need the player's flat wager on a point")
        if kind in ("dont_pass", "dont_come"):  # pa:623a.4(d): not replaced or increased
            if existing is not None and existing.reduced:
                raise Refused("pa:623a.4(d)", "a reduced Don't bet may not be increased")
            if existing is None and (seat, bet_name(kind, number)) in self.dont_removed:
                raise Refused("pa:623a.4(d)", "a Don't bet taken down may not be replaced")

    def check_coupon(self, seat: int, name: str, chips: int, c: Coupon, day: Optional[date],
                     existing: Optional[Wager]) -> None:
        """pa:603a.21: may the dealer take this Match Play Coupon with these chips on ``name`` now?"""
        if not self.cfg.match_play:  # pa:603a.10(a): the table has no coupon program
            raise Refused("pa:603a.10(a)", "this table does not take Match Play Coupons")
        if c.games and self.cfg.game not in c.games:  # pa:603a.20(c)(4): the coupon's own terms
            raise Refused("pa:603a.20(c)(4)", f"the coupon is good only at {', '.join(c.games)}")
        if name not in ("pass", "dont_pass"):  # pa:603a.21(c)(2)
            raise Refused("pa:603a.21(c)(2)", "a coupon goes on the Pass or Don't Pass Line only")
        if c.wagers and name not in c.wagers:  # pa:603a.20(c)(4)
            raise Refused("pa:603a.20(c)(4)", f"the coupon is good only on {', '.join(c.wagers)}")
        if chips < c.value:  # pa:603a.21(b); pa:603a.1
            raise Refused("pa:603a.21(b)", "the chips must be at least the coupon's value")
        if seat in self.coupon_seats or (existing is not None and existing.coupon_value):  # pa:603a.21(d)
            raise Refused("pa:603a.21(d)", "one coupon per patron per round of play")
        if c.expires is not None and day is not None and day > c.expires:
            if c.mailed:  # pa:603a.20(q)(5): the dealer checks a mailed coupon's date
                raise Refused("pa:603a.20(q)(5)", "the coupon has expired")
            if self.cfg.coupon_expiry_check == "every_coupon":  # pa:603a.20(c)(5), reading C-4
                raise Refused("pa:603a.20(c)(5)", "the coupon has expired")

    def on_place(self, m: Message) -> list[Message]:
        seat = _seat(m)
        kind, number, combo = parse_bet(m.get("bet"))
        add = _wager_amount(m)
        coupon, day = read_coupon(m)
        if not self.is_offered(kind):  # pa:623a.3(a)
            raise Refused("pa:623a.3(a)", f"{kind} is not offered at this table")
        if seat not in self.seated:  # pa:623a.4(e)
            raise Refused("pa:623a.4(e)", f"no player at position {seat}")
        name = bet_name(kind, number, combo)
        existing = self.find(seat, name)
        self.check_window(seat, kind, number, existing)
        if add <= 0:
            raise Refused("pa:623a.3(b)", "a wager is a positive amount")
        if coupon is not None:
            self.check_coupon(seat, name, add, coupon, day, existing)
        chips = add + (existing.amount if existing else 0)
        # the wager amount counts the coupon's value (pa:603a.1); odds never carry one
        total = chips + (coupon.value if coupon is not None else existing.coupon_value if existing is not None else 0)
        if kind in ODDS_PARENT:  # odds: whole chips up to the cap, free of the table limits (pa:623a.3(b))
            parent = self.parent_of(seat, kind, number)
            assert parent is not None
            if add % self.cfg.chip:
                raise Refused("pa:623a.4(b)", "odds are made in whole chips")
            plain, ceiling = self.odds_limits(parent)
            if total > ceiling:  # pa:623a.6(a)-(e)
                raise Refused("pa:623a.6(e)", "odds above the cap")
            if plain < total < ceiling:  # pa:623a.6(f): an excess only to make the payout payable
                raise Refused("pa:623a.6(f)", f"odds above the cap are taken only as {ceiling}")
        else:
            lo, hi, unit = self.limits(kind)
            if add % unit:  # pa:623a.4(b); pa:623a.3(a)(19)-(21)
                raise Refused("pa:623a.3(a)", f"{kind} is made in units of {unit}")
            if total < lo:  # pa:623a.3(b)(1)
                raise Refused("pa:623a.3(b)(1)", f"below the minimum of {lo}")
            if total > hi:  # pa:623a.3(b)(2); pa:623a.5(j)
                raise Refused("pa:623a.3(b)(2)", f"above the maximum of {hi}")
        outs: list[Message] = []
        vig = self.upfront_vig(kind, number, add)
        if vig is not None:  # pa:623a.5(g)(3)(i)(A), (ii)(A): collected apart from the wager
            outs.append(commission(seat, name, vig))
        if existing is not None:
            existing.amount = chips
        else:
            existing = Wager(seat, kind, number, combo, add, hand=self.hand)
            self.layout.append(existing)
        if coupon is not None:
            existing.coupon_value, existing.coupon_serial = coupon.value, coupon.serial
            self.coupon_seats.add(seat)
        if kind in ("pass", "dont_pass"):
            self.come_only = False  # pa:623a.10(b): a line bet ends rolling for Come bets only
        self.locked.add(seat)  # pa:623a.4(e)
        return outs

    def upfront_vig(self, kind: str, number: Optional[int], stake: int) -> Optional[Fraction]:
        """Vigorish collected when a Buy or Lay Bet is made (pa:623a.5(g)(3)(i)(A), (ii)(A))."""
        if kind == "buy" and self.cfg.buy_vig == "upfront":
            return self.cfg.buy_vig_rate * stake  # on the amount wagered
        if kind == "lay" and self.cfg.lay_vig == "upfront":
            assert number is not None
            return self.cfg.lay_vig_rate * stake * LAY_PAYS[number]  # on what the Lay could win
        return None

    def owned(self, m: Message) -> Wager:
        seat = _seat(m)
        name = bet_name(*parse_bet(m.get("bet")))
        w = self.find(seat, name)  # a player who stood up may still take his own wagers down
        if w is None:
            raise Refused("pa:623a.4(c)", f"position {seat} has no {name} wager")
        return w

    def check_take_down(self, w: Wager, how: str) -> None:
        """pa:623a.4(c): any wager may be removed or reduced before its deciding roll, except ..."""
        if w.kind == "pass" and self.point is not None:  # pa:623a.4(c)(1)
            raise Refused("pa:623a.4(c)(1)", "a Pass Bet stays once its come out point is set")
        if w.kind == "come" and w.number is not None:  # pa:623a.4(c)(2)
            raise Refused("pa:623a.4(c)(2)", "a Come Bet stays once its come point is set")
        if w.kind == "fire":  # pa:623a.4(c)(3)
            raise Refused("pa:623a.4(c)(3)", "a Fire Bet is not taken down before a loser 7")
        if w.kind in BONUS_KINDS:  # pa:623a.4(c)(4); reading AMB-07 (bonus_removable = false)
            raise Refused("pa:623a.4(c)(4)", f"a Bonus Craps wager may not be {how}")

    def on_remove(self, m: Message) -> list[Message]:
        w = self.owned(m)
        self.check_take_down(w, "removed")
        if w.coupon_value:  # reading coupon_takedown
            if self.cfg.coupon_takedown == "refused":
                raise Refused("pa:603a.21(e)", "a coupon wager stays until it wins or loses")
            if self.cfg.coupon_takedown == "coupon_dropped":
                self.drop_box.append(w.coupon_serial)
        self.layout.remove(w)
        outs = [returned(w.seat, w.bet, w.amount)]  # reading AMB-15: an upfront vig is not refunded
        if w.kind in ("dont_pass", "dont_come"):  # pa:623a.4(d)
            self.dont_removed.add((w.seat, w.bet))
        outs += self.trim_odds(w, remove_all=w.kind in ODDS_PARENT.values())
        return outs

    def on_reduce(self, m: Message) -> list[Message]:
        w = self.owned(m)
        less = _wager_amount(m)
        self.check_take_down(w, "reduced")
        if w.kind in ODDS_PARENT:
            lo, unit = self.cfg.chip, self.cfg.chip
        else:
            lo, _, unit = self.limits(w.kind)
        if less <= 0 or (w.amount - less) % unit:  # pa:623a.4(b): what stays is whole chips (units)
            raise Refused("pa:623a.4(b)", f"what stays must be a multiple of {unit}")
        if w.amount - less + w.coupon_value < lo:  # pa:623a.3(b)(1): what stays is still a wager
            raise Refused("pa:623a.3(b)(1)", f"the wager would fall below the minimum of {lo}")
        if w.amount - less < w.coupon_value:  # pa:603a.21(b): the chips on the coupon stay
            raise Refused("pa:603a.21(b)", "the chips may not fall below the coupon's value")
        w.amount -= less
        outs = [returned(w.seat, w.bet, less)]
        if w.kind in ("dont_pass", "dont_come"):  # pa:623a.4(d)
            w.reduced = True
        outs += self.trim_odds(w, remove_all=False)
        return outs

    def trim_odds(self, flat: Wager, remove_all: bool) -> list[Message]:
        """Odds behind a flat wager that was taken down or cut (readings AMB-11, odds_on_parent_reduce)."""
        if flat.kind not in ODDS_PARENT.values():
            return []
        odds_kind = flat.kind + "_odds"
        odds = self.find(flat.seat, bet_name(odds_kind, flat.number if flat.kind in ("come", "dont_come") else None))
        if odds is None:
            return []
        if remove_all:
            self.layout.remove(odds)
            return [returned(odds.seat, odds.bet, odds.amount)]
        plain, ceiling = self.odds_limits(flat)
        if odds.amount <= plain or odds.amount == ceiling:
            return []
        keep = ceiling if odds.amount > ceiling else floor(plain / self.cfg.chip) * self.cfg.chip
        excess = odds.amount - keep
        odds.amount = keep
        return [returned(odds.seat, odds.bet, excess)]

    def working_default(self, w: Wager) -> bool:
        """Whether ``w`` works on a come-out roll with no marker (pa:623a.3(a)(5)-(10),(41),(42))."""
        return w.kind not in OFF_ON_COME_OUT

    def on_call_on(self, m: Message) -> list[Message]:
        return self.call(m, "on")

    def on_call_off(self, m: Message) -> list[Message]:
        return self.call(m, "off")

    def call(self, m: Message, how: str) -> list[Message]:
        w = self.owned(m)
        if w.kind not in OFF_ON_COME_OUT | ON_ON_COME_OUT:
            raise Refused("pa:623a.3(a)(5)", f"{w.bet} has no on/off marker")
        if self.works_on_come_out(w) == (how == "on"):
            raise Refused("pa:623a.3(a)(5)", f"{w.bet} is already {how} for the come-out roll")
        w.marker = how  # the dealer's marker button; reading AMB-16: until revoked
        return []

    def works_on_come_out(self, w: Wager) -> bool:
        if w.marker == "on":
            return True
        if w.marker == "off":
            return False
        return self.working_default(w)

    # --- the roll ------------------------------------------------------------------------------

    def roll(self, d1: int, d2: int) -> list[Message]:
        """Settle every wager a valid roll decides, then move the game on (pa:623a.9(d),(e))."""
        total = d1 + d2
        come_out = self.point is None  # pa:623a.1 "Come out roll"
        # pa:623a.10(b): a roll made only to decide the remaining Come bets (no line bet on the layout)
        come_only_roll = self.come_only and not any(w.kind in ("pass", "dont_pass") for w in self.layout)
        outs: list[Message] = []
        for w in list(self.layout):
            if w.kind == "fire" or w.kind in BONUS_KINDS:
                continue
            if come_out and not self.works_on_come_out(w):
                continue  # inactive on the come-out roll
            decision = self.decide(w, d1, d2, come_out)
            if decision is None:
                continue
            result, value = decision
            if result == "move":  # pa:623a.3(a)(3),(4): onto its come point
                w.number = int(value)
                continue
            outs += self.settle(w, result, F(value))
        outs += self.bonus(total)
        # the line: point set, made, or sevened out
        line_decision = False
        loser_seven = False
        if come_only_roll:
            # the on/off marker stays off (pa:623a.10(b)): no point is set or made, no line decision
            # (come-only rolling starts only after the previous shooter made the point, so none is set)
            loser_seven = total == 7  # reading come_only_seven = loser_seven (AMB-20)
        elif come_out:
            if total in POINTS:
                self.point = total  # pa:623a.1 "Come out point"
            else:
                line_decision = True
        else:
            if total == self.point:
                line_decision = True
                self.point_made(total)
                self.point = None
            elif total == 7:
                line_decision = True
                loser_seven = True
                self.point = None
        if not come_only_roll:
            self.come_only = False  # a line bet was down: the game proceeds under pa:623a.8
        if come_out:
            self.hand_rolled = True  # pa:623a.3(a)(40), pa:623a.12(1): "initial come out roll"
        for h in {self.hand} | {w.hand for w in self.layout if w.kind == "fire"}:
            self.fire_points.setdefault(h, set())  # the hand's Fire record starts with its first roll
        if self.cfg.seat_lock == "throw" or (line_decision and self.cfg.seat_lock == "line_decision"):
            self.locked = set()
        if line_decision:
            self.dont_removed = set()  # reading AMB-30
        if (line_decision or loser_seven) and self.cfg.coupon_round == "line_decision":
            self.coupon_seats = set()  # pa:603a.21(d): the round of play is over
        if loser_seven:
            outs += self.settle_fire()  # pa:623a.11(a)(5)
            self.relinquish()  # pa:623a.10(a)(1)
        return outs

    def decide(self, w: Wager, d1: int, d2: int, come_out: bool) -> Optional[tuple[str, Fraction | int]]:
        """``("win", winnings)``, ``("lose", 0)``, ``("void", 0)``, ``("move", n)`` or ``None`` (no action)."""
        total, hard = d1 + d2, d1 == d2
        k, n = w.kind, w.number
        lose: tuple[str, int] = ("lose", 0)
        if k == "pass":  # pa:623a.3(a)(1)
            if come_out:
                return ("win", LINE_PAYS) if total in (7, 11) else lose if total in (2, 3, 12) else None
            return ("win", LINE_PAYS) if total == self.point else lose if total == 7 else None
        if k == "dont_pass":  # pa:623a.3(a)(2)
            if come_out:
                if total == 12:
                    return ("void", 0)  # pa:623a.3(a)(2)(iii), reading AMB-31
                return ("win", LINE_PAYS) if total in (2, 3) else lose if total in (7, 11) else None
            return ("win", LINE_PAYS) if total == 7 else lose if total == self.point else None
        if k == "pass_odds":  # pa:623a.6(a)
            assert self.point is not None
            return ("win", TAKE_ODDS_PAYS[self.point]) if total == self.point else lose if total == 7 else None
        if k == "dont_pass_odds":  # pa:623a.6(b)
            assert self.point is not None
            return ("win", LAY_ODDS_PAYS[self.point]) if total == 7 else lose if total == self.point else None
        if k == "come":  # pa:623a.3(a)(3)
            if n is None:
                if total in (7, 11):
                    return ("win", LINE_PAYS)
                if total in (2, 3, 12):
                    return lose
                return ("move", total)
            return ("win", LINE_PAYS) if total == n else lose if total == 7 else None
        if k == "dont_come":  # pa:623a.3(a)(4)
            if n is None:
                if total == 12:
                    return ("void", 0)  # pa:623a.3(a)(4)(iii)
                if total in (2, 3):
                    return ("win", LINE_PAYS)
                if total in (7, 11):
                    return lose
                return ("move", total)
            return ("win", LINE_PAYS) if total == 7 else lose if total == n else None
        if k == "come_odds":  # pa:623a.6(c); reading AMB-09: working on the come-out
            assert n is not None
            return ("win", TAKE_ODDS_PAYS[n]) if total == n else lose if total == 7 else None
        if k == "dont_come_odds":  # pa:623a.6(d)
            assert n is not None
            return ("win", LAY_ODDS_PAYS[n]) if total == 7 else lose if total == n else None
        if k in ("place_win", "buy"):  # pa:623a.3(a)(5), (41)
            assert n is not None
            pays = PLACE_WIN_PAYS if k == "place_win" else BUY_PAYS
            return ("win", pays[n]) if total == n else lose if total == 7 else None
        if k in ("place_lose", "lay"):  # pa:623a.3(a)(6), (42)
            assert n is not None
            pays = PLACE_LOSE_PAYS if k == "place_lose" else LAY_PAYS
            return ("win", pays[n]) if total == 7 else lose if total == n else None
        if k == "hardway":  # pa:623a.3(a)(7)-(10)
            if total == n and hard:
                return ("win", HARDWAY_PAYS[n])
            return lose if total == n or total == 7 else None
        return self.decide_one_roll(w, d1, d2)

    def decide_one_roll(self, w: Wager, d1: int, d2: int) -> tuple[str, Fraction | int]:
        """One-roll wagers (pa:623a.3(a)(11)-(39)); the result is net of the losing parts of split bets."""
        total, hard = d1 + d2, d1 == d2
        k = w.kind
        lose: tuple[str, int] = ("lose", 0)
        if k == "field":  # pa:623a.3(a)(11)
            return ("win", FIELD_PAYS[total]) if total in FIELD_PAYS else lose
        if k == "any_seven":  # pa:623a.3(a)(12)
            return ("win", ANY_SEVEN_PAYS) if total == 7 else lose
        if k == "any_craps":  # pa:623a.3(a)(13)
            return ("win", ANY_CRAPS_PAYS) if total in (2, 3, 12) else lose
        if k in SINGLE_TOTAL_PAYS:  # pa:623a.3(a)(14)-(17)
            wins_on, pays = SINGLE_TOTAL_PAYS[k]
            return ("win", pays) if total == wins_on else lose
        if k == "c_and_e":  # pa:623a.5(b): half as Any Craps, half as 11
            if total in (2, 3, 12):
                return ("win", (ANY_CRAPS_PAYS - 1) / 2)
            if total == 11:
                return ("win", (SINGLE_TOTAL_PAYS["eleven"][1] - 1) / 2)
            return lose
        if k == "horn":  # pa:623a.5(c): four quarters on 2, 3, 11, 12
            if total in HORN_PAYS:
                return ("win", (HORN_PAYS[total] - 3) / 4)
            return lose
        if k == "horn_high":  # pa:623a.5(d): four fifths plus a fifth on the named number
            if total in HORN_PAYS:
                shares = 2 if total == w.number else 1
                return ("win", (shares * HORN_PAYS[total] - (5 - shares)) / 5)
            return lose
        if k == "whirl":  # pa:623a.5(e): 4 units as a Horn Bet, 1 as Any Seven
            if total in HORN_PAYS:
                return ("win", (HORN_PAYS[total] - 3 - 1) / 5)
            if total == 7:
                return ("win", (ANY_SEVEN_PAYS - 4) / 5)  # nets zero (pa:623a.3(a)(21)(i) calls it a win)
            return lose
        if k == "hop":  # pa:623a.3(a)(22)-(38)
            assert w.combo is not None
            if (min(d1, d2), max(d1, d2)) == w.combo:
                return ("win", HOP_PAIR_PAYS if w.combo[0] == w.combo[1] else HOP_MIXED_PAYS)
            return lose
        if k == "six_seven_eight":  # pa:623a.3(a)(39)
            if total in (6, 8) and hard:
                return ("win", SIX_SEVEN_EIGHT_PAYS["hard"])
            if total in (6, 7, 8):
                return ("win", SIX_SEVEN_EIGHT_PAYS["easy"])
            return lose
        raise AssertionError(f"no rule decides {k}")

    def settle_coupon(self, w: Wager, result: str, odds: Fraction) -> list[Message]:
        """A line bet made with a Match Play Coupon (pa:603a.1, pa:603a.21(b), (e))."""
        self.layout.remove(w)
        if result != "void" or self.cfg.coupon_push_disposition == "drop_at_round_end":
            self.drop_box.append(w.coupon_serial)  # reading C-3 for a push
        if result == "win":
            if self.cfg.coupon_win_payout == "game_odds_on_coupon_value":
                return [settlement(w, "win", (w.amount + w.coupon_value) * odds)]
            return [settlement(w, "win", w.amount * odds + w.coupon_value)]
        return [settlement(w, result, w.amount)]  # the chips only: a coupon is no cash

    def settle(self, w: Wager, result: str, odds: Fraction) -> list[Message]:
        """Pay, collect or return ``w``; a winner that stays up keeps its place (reading AMB-17)."""
        if w.coupon_value:
            return self.settle_coupon(w, result, odds)
        if result == "lose":
            self.layout.remove(w)
            return [settlement(w, "lose", w.amount)]
        if result == "void":
            self.layout.remove(w)
            return [settlement(w, "void", w.amount)]
        winnings = w.amount * odds
        vig = self.on_win_vig(w, winnings)
        outs = [settlement(w, "win", winnings - vig, vig)]
        if w.kind in STAYS_UP:
            again = self.upfront_vig(w.kind, w.number, w.amount)
            if again is not None:  # the wager stays up as a new Buy or Lay, with its vigorish
                outs.append(commission(w.seat, w.bet, again))
        else:
            self.layout.remove(w)
        return outs

    def on_win_vig(self, w: Wager, winnings: Fraction) -> Fraction:
        """Vigorish taken from a winning Buy or Lay (pa:623a.5(g)(3)(i)(B), (ii)(B); reading AMB-14)."""
        if w.kind == "buy" and self.cfg.buy_vig == "on_win" and w.number in self.cfg.buy_vig_numbers:
            return self.cfg.buy_vig_rate * w.amount  # on the amount wagered
        if w.kind == "lay" and self.cfg.lay_vig == "on_win" and w.number in self.cfg.lay_vig_numbers:
            return self.cfg.lay_vig_rate * winnings  # on what the Lay won
        return F(0)

    # --- Fire Bet and Bonus Craps ----------------------------------------------------------------

    def point_made(self, point: int) -> None:
        """pa:623a.11(a)(4): a point made counts for the hand and for Fire Bets carried over to it."""
        hands = {self.hand} | {w.hand for w in self.layout if w.kind == "fire"}
        for h in hands:
            self.fire_points.setdefault(h, set()).add(point)  # pa:623a.11(b)(2): repeats do not count
        if len(self.fire_points[self.hand]) == 4:
            pass  # pa:623a.11(a)(6): surveillance is notified (a notice; not reported by this engine)

    def settle_fire(self) -> list[Message]:
        """On a loser 7 every pending Fire Bet is paid or collected (pa:623a.11(a)(5), pa:623a.5(f))."""
        outs: list[Message] = []
        paytable = FIRE_PAYTABLES[self.cfg.fire_paytable]
        for w in [w for w in self.layout if w.kind == "fire"]:
            made = len(self.fire_points.get(w.hand, set()))
            self.layout.remove(w)
            if made >= 4:  # pa:623a.3(a)(40)(i); paid once, for the highest count
                outs.append(settlement(w, "win", w.amount * paytable[min(made, 6)]))
            else:  # pa:623a.3(a)(40)(ii)
                outs.append(settlement(w, "lose", w.amount))
        return outs

    def bonus(self, total: int) -> list[Message]:
        """pa:623a.12(3)-(5): mark every total but 7 (reading AMB-32); pay completed sets; a 7 clears all."""
        outs: list[Message] = []
        bonus_wagers = [w for w in self.layout if w.kind in BONUS_KINDS]
        if total == 7:  # pa:623a.12(5), come-out 7 included
            for w in bonus_wagers:
                self.layout.remove(w)
                outs.append(settlement(w, "lose", w.amount))
            self.bonus_marked = set()
            return outs
        self.bonus_marked.add(total)
        for w in bonus_wagers:
            if BONUS_NEEDS[w.kind] <= self.bonus_marked:  # pa:623a.12(4), pa:623a.5(h)
                self.layout.remove(w)
                outs.append(settlement(w, "win", w.amount * BONUS_PAYS[w.kind]))
        return outs


class CrapsEngine(Engine):
    """The example vendor engine for chapter 623a: Craps and Mini-Craps, reporting observable state."""

    name = "example-craps"
    version = "1"
    games = ("craps", "mini_craps")
    reports = ("state",)

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return CrapsTable(parse_profile(game, profile))
