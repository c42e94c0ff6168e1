"""An independent Three Dice Football engine: 58 Pa. Code chapter 661a (Pennsylvania), as proposed in 2013.

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text, the project's
digest of it and the readings in ``spec/tdf/tables.toml`` (AMBIG-Tn, GAP-Tn,
NOTE-Tn, MODEL-Tn), and it shares no code with :mod:`croupier.reference`. It
is deliberately plain: one constant per paytable line, one small function or
branch per rule, mutable state and exact numbers (integers and
:class:`fractions.Fraction`, never floats), so that a catalogue of mutants
(realistic vendor bugs, ``tdf_mutants.py``) can each change one obvious place.

Amounts are in the table's smallest unit (cents in the bundled profiles).
Clause references in comments are written ``pa:661a.x(y)``.

Supported profile options: ``ruleset`` = ``pa-661a@2013p``; ``game`` =
``tdf``; ``offered`` (a list of wager types or ``"all"``); ``odds_display``;
``dice_inspection_alternative`` (1, 2, 3, as numbers or strings);
``table_min``/``table_max`` (positive whole numbers of cents);
``goal_series_mode``; ``touchdown_threshold``;
``goal_status_sticky_after_penalty``; ``single_play_on_extra_point_roll``;
``extra_point_roll_counts_as_play``; ``pre_first_throw_wager_requirement``;
``single_play_removable_before_throw``; ``fractional_payout_policy``;
``qb_may_voluntarily_pass``; ``supervisor_may_order_pass``;
``tdf_sealed_set_size`` (5, 6, as numbers or strings). Anything else is
:class:`Unsupported`. The engine reports clauses, observable state and notices.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Mapping, Optional, Union

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer, integer, notice
from croupier.conformance.protocol import ProtocolError, amount, parse_amount

__all__ = ["Config", "FootballEngine", "FootballTable", "parse_profile"]

Message = dict[str, Any]
Money = Union[int, Fraction]

# ---------------------------------------------------------------------------------------------
# The field, pa:661a.2(b)(4)-(6), pa:661a.6(a), (e)

SEATS = 16  # pa:661a.2(a): sixteen player positions
START_YARD = 20  # pa:661a.6(a): every drive starts on the 20
GOAL_LINE_10 = 10  # pa:661a.6(e)(2): reaching the 10 earns a 1st & Goal
DOWNS_PER_SERIES = 3  # pa:661a.6(e)(1), (2)
LAST_PLAY = 6  # pa:661a.2(b)(6): the Game Length Puck numbers plays 1 to 6

# ---------------------------------------------------------------------------------------------
# Paytable, pa:661a.8. Single play wagers "X to 1" (pa:661a.8(b)); full game wagers (pays, to) (pa:661a.8(a))

TRIPS_TD_PAYS = 30
PENALTY_PAYS = 9
TURNOVER_PAYS = 60
COVER_THREE_PAYS = 7
NO_GAIN_PAYS = 5
BIG_PLAY_PAYS = 4
BIG_PLAY_YARDS = 7  # pa:661a.3(d)(6): 7 yards or more
OVER_FOUR_PAYS = 1  # pa:661a.3(d)(7): 5 yards or more
OVER_FOUR_ON_TRIPS_PAYS = 7  # pa:661a.8(b): Over 4 Yards on a Trips TD
OVER_FOUR_YARDS = 5
UNDER_FOUR_PAYS = 1  # pa:661a.3(d)(8): 3 yards or less
UNDER_FOUR_YARDS = 3

TOUCHDOWN_ODDS = (1, 1)
DEFENSE_ODDS = (4, 5)
GAME_CHANGER_ODDS = (5, 1)
QUICK_STRIKE_ODDS: dict[int, tuple[int, int]] = {1: (8, 1), 2: (5, 1), 3: (3, 1), 4: (1, 1)}
GAME_LENGTH_ODDS: dict[int, tuple[int, int]] = {1: (22, 1), 2: (22, 1), 3: (6, 5), 4: (5, 1), 5: (3, 1), 6: (6, 1)}
EXTRA_POINT_ONE_1 = 1  # pa:661a.8(a): exactly one 1 (NOTE-T16)
EXTRA_POINT_TWO_1S = 10
EXTRA_POINT_THREE_1S = 50
EXTRA_POINT_TRIPLE = 10  # another triple, pa:661a.3(b)(3)(ii)

# ---------------------------------------------------------------------------------------------
# Wager kinds, NOTE-T15

FULL_GAME: tuple[str, ...] = ("touchdown", "defense", "extra_point", "quick_strike_td", "game_changer", "game_length")
SINGLE_PLAY: tuple[str, ...] = ("trips_td", "penalty", "turnover", "cover_three", "no_gain", "big_play",
                                "over_four_yards", "under_four_yards")
KINDS: tuple[str, ...] = FULL_GAME + SINGLE_PLAY
WAGER_CLAUSES: dict[str, str] = {
    "touchdown": "pa:661a.3(b)(1)",
    "defense": "pa:661a.3(b)(2)",
    "extra_point": "pa:661a.3(b)(3)",
    "quick_strike_td": "pa:661a.3(b)(4)",
    "game_changer": "pa:661a.3(b)(5)",
    "game_length": "pa:661a.3(b)(6)",
    "trips_td": "pa:661a.3(d)(1)",
    "penalty": "pa:661a.3(d)(2)",
    "turnover": "pa:661a.3(d)(3)",
    "cover_three": "pa:661a.3(d)(4)",
    "no_gain": "pa:661a.3(d)(5)",
    "big_play": "pa:661a.3(d)(6)",
    "over_four_yards": "pa:661a.3(d)(7)",
    "under_four_yards": "pa:661a.3(d)(8)",
}
ROMAN = ("i", "ii", "iii", "iv", "v", "vi")
#: the stakes that win in fifths (AMBIG-T14)
FIFTHS: tuple[str, ...] = ("defense", "game_length 3")

GROUNDS: dict[str, str] = {  # pa:661a.5(c)(1)-(6); "player_chips" is pa:661a.5(d)'s ground that is not one
    "not_released_together": "1", "missed_far_end": "2", "on_bank_chips": "3", "in_cup_or_on_rail": "4",
    "cheating": "5", "improper": "6", "player_chips": "",
}


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    offered: tuple[str, ...] = KINDS  # pa:661a.2(b)(3)
    odds_display: str = "layout"  # pa:661a.2(b)(3); no effect on play
    dice_inspection_alternative: str = "1"  # pa:603a.13(f); no effect on play
    table_min: int = 500  # pa:661a.3(a)
    table_max: int = 500_000
    goal_series_mode: str = "reset_on_reaching_10"  # AMBIG-T1
    touchdown_threshold: str = "reach_zero"  # AMBIG-T2
    goal_status_sticky_after_penalty: bool = True  # AMBIG-T3
    single_play_on_extra_point_roll: bool = False  # AMBIG-T5
    extra_point_roll_counts_as_play: bool = False  # AMBIG-T6
    pre_first_throw_wager_requirement: str = "quarterback_only"  # AMBIG-T7
    single_play_removable_before_throw: bool = True  # GAP-T8
    fractional_payout_policy: str = "exact"  # AMBIG-T14
    qb_may_voluntarily_pass: bool = True  # GAP-T12
    supervisor_may_order_pass: bool = True  # GAP-T12
    tdf_sealed_set_size: str = "5"  # AMBIG-T19; no effect on play


CHOICES: dict[str, tuple[str, ...]] = {
    "odds_display": ("layout", "sign"),
    "goal_series_mode": ("reset_on_reaching_10", "literal_three_then_three"),
    "touchdown_threshold": ("reach_zero", "pass_zero"),
    "pre_first_throw_wager_requirement": ("every_seated_player", "quarterback_only", "none"),
    "fractional_payout_policy": ("exact", "round_down_to_min_unit", "reject_non_multiple_of_5"),
}
#: choices that may be written as a number or as a string
NUMBERED: dict[str, tuple[str, ...]] = {
    "dice_inspection_alternative": ("1", "2", "3"),
    "tdf_sealed_set_size": ("5", "6"),
}
FLAGS: tuple[str, ...] = (
    "goal_status_sticky_after_penalty", "single_play_on_extra_point_roll", "extra_point_roll_counts_as_play",
    "single_play_removable_before_throw", "qb_may_voluntarily_pass", "supervisor_may_order_pass",
)
RULESETS = ("pa-661a@2013p",)


def _bad(name: str, reason: str) -> Unsupported:
    return Unsupported(f"profile/{name}", reason)


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks."""
    if game != "tdf":
        raise _bad("game", f"not the game of chapter 661a: {game!r}")
    p = dict(profile)
    if p.get("game", game) != game:
        raise _bad("game", f"the profile is for {p['game']!r}, the table for {game!r}")
    if p.get("ruleset", RULESETS[0]) not in RULESETS:  # pa:661a.2
        raise _bad("ruleset", f"only {', '.join(RULESETS)} is implemented")
    cfg = Config()
    for name, value in p.items():
        if name in ("game", "ruleset"):
            continue
        if name in CHOICES:
            if not isinstance(value, str) or value not in CHOICES[name]:
                raise _bad(name, f"one of {', '.join(CHOICES[name])}, not {value!r}")
            setattr(cfg, name, value)
        elif name in NUMBERED:
            text = str(value) if isinstance(value, int) and not isinstance(value, bool) else value
            if not isinstance(text, str) or text not in NUMBERED[name]:
                raise _bad(name, f"one of {', '.join(NUMBERED[name])}, not {value!r}")
            setattr(cfg, name, text)
        elif name in FLAGS:
            if not isinstance(value, bool):
                raise _bad(name, f"true or false, not {value!r}")
            setattr(cfg, name, value)
        elif name in ("table_min", "table_max"):
            if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
                raise _bad(name, f"a positive whole number of cents, not {value!r}")
            setattr(cfg, name, value)
        elif name == "offered":
            cfg.offered = _offered(value)
        else:
            raise _bad(name, "not an option of this engine")
    if cfg.table_min > cfg.table_max:  # pa:661a.3(a)
        raise _bad("table_min", "the minimum is above the maximum")
    return cfg


def _offered(v: Any) -> tuple[str, ...]:
    """``"all"`` or a non-empty list of pa:661a.3 wager types (pa:661a.2(b)(3))."""
    if v == "all":
        return KINDS
    if not isinstance(v, list) or not v:
        raise _bad("offered", f"\"all\" or a non-empty list of wager types, not {v!r}")
    for kind in v:
        if not isinstance(kind, str) or kind not in KINDS:
            raise _bad("offered", f"not a wager of 661a.3: {kind!r}")
    return tuple(k for k in KINDS if k in v)


# ---------------------------------------------------------------------------------------------
# Messages


def parse_bet(text: Any) -> tuple[str, int]:
    """``"game_length 3"`` -> ``("game_length", 3)``, ``"touchdown"`` -> ``("touchdown", 0)``.

    Any play parses for Game Length: a play the puck does not have is refused by a rule.
    """
    if not isinstance(text, str):
        raise ProtocolError("bet", f"a bet name, not {text!r}")
    kind, _, rest = text.strip().partition(" ")
    rest = rest.strip()
    if kind not in KINDS:
        raise ProtocolError("bet", f"not a Three Dice Football wager: {text!r}")
    if kind == "game_length":
        if not (rest and all(c in "0123456789" for c in rest)):
            raise ProtocolError("bet", f"game_length names a play, as 'game_length 3', not {text!r}")
        return kind, int(rest)
    if rest:
        raise ProtocolError("bet", f"{kind} names no play, not {text!r}")
    return kind, 0


def bet_name(kind: str, n: int = 0) -> str:
    return f"{kind} {n}" if kind == "game_length" else kind


def _flag(m: Message, key: str, default: bool) -> bool:
    v = m.get(key, default)
    if not isinstance(v, bool):
        raise ProtocolError(key, f"true or false, not {v!r}")
    return v


def _choice(m: Message, key: str, values: tuple[str, ...], default: Optional[str] = None) -> str:
    v = m.get(key, default)
    if not isinstance(v, str) or v not in values:
        raise ProtocolError(key, f"one of {', '.join(values)}, not {v!r}")
    return v


def _dice(m: Message) -> tuple[int, int, int]:
    d = m.get("dice")
    if not (isinstance(d, list) and len(d) == 3 and all(isinstance(x, int) and not isinstance(x, bool) for x in d)):
        raise ProtocolError("dice", f"three integers, not {d!r}")
    return d[0], d[1], d[2]


def _wager_amount(m: Message) -> int:
    a = parse_amount(m.get("amount"))
    if a.denominator != 1:
        raise ProtocolError("amount", "a wager is a whole number of the smallest unit")
    return int(a)


def check_faces(dice: tuple[int, int, int]) -> None:
    """pa:661a.5(e): each die shows one face, 1 to 6."""
    if not all(1 <= d <= 6 for d in dice):
        raise Refused("pa:661a.5(e)", f"each die shows one face, 1 to 6, not {list(dice)}")


#: pa:661a.6(c)(1)-(3): how a down that does not end the game moved the marker
MOVE_CLAUSE = {"gain": "pa:661a.6(c)(1)", "penalty": "pa:661a.6(c)(2)", "no_gain": "pa:661a.6(c)(3)"}
#: what ended the game: a gain to the goal line, pa:661a.6(c)(4), (c)(5), and no 1st & Goal in three downs (e)(1)
END_CLAUSES = {"touchdown": ("pa:661a.6(c)(1)", "pa:661a.1#touchdown"), "trips": ("pa:661a.6(c)(5)",),
               "turnover": ("pa:661a.6(c)(4)",), "downs": ("pa:661a.6(e)(1)",)}
#: pa:661a.6(a): the next game is set up as soon as one ends
SET_UP = notice("the next game: 1st Down on the 20, Play 1", "pa:661a.6(a)")


@dataclass
class Wager:
    seat: int
    kind: str
    n: int  # the play a Game Length wager names; 0 otherwise
    amount: int

    @property
    def bet(self) -> str:
        return bet_name(self.kind, self.n)

    @property
    def full_game(self) -> bool:
        return self.kind in FULL_GAME

    @property
    def rule(self) -> str:
        """The paragraph that says what wins it; Game Length cites the play it names (pa:661a.3(b)(6)(i)-(vi))."""
        if self.kind == "game_length":
            return f"pa:661a.3(b)(6)({ROMAN[self.n - 1]})"
        return WAGER_CLAUSES[self.kind]


def settlement(w: Wager, result: str, value: Money, clauses: list[str]) -> Message:
    return {"type": "settlement", "seat": w.seat, "bet": w.bet, "result": result,
            "amount": amount(value), "commission": "0", "clauses": clauses}


def lost(w: Wager, *clauses: str) -> Message:
    return settlement(w, "lose", w.amount, list(clauses))


# ---------------------------------------------------------------------------------------------
# What a throw is, pa:661a.1, pa:661a.6(c)


def classify(g1: int, g2: int, r: int) -> str:
    """trips | turnover | gain | penalty | no_gain, one and only one."""
    offence = g1 + g2
    if g1 == g2 == r:  # Trips TD, pa:661a.6(c)(5)
        return "trips"
    if r == 6 and offence in (2, 3):  # Turnover, pa:661a.1
        return "turnover"
    if offence > r:  # pa:661a.6(c)(1)
        return "gain"
    if offence < r:  # pa:661a.6(c)(2); a turnover is not a penalty
        return "penalty"
    return "no_gain"  # pa:661a.6(c)(3)


def single_play_odds(kind: str, dice: tuple[int, int, int]) -> int:
    """What one throw does to a single play wager: its odds "X to 1", or 0 when it loses (pa:661a.3(d))."""
    g1, g2, r = dice
    c = classify(g1, g2, r)
    yards = g1 + g2 - r
    if kind == "trips_td":  # pa:661a.3(d)(1)
        return TRIPS_TD_PAYS if c == "trips" else 0
    if kind == "penalty":  # pa:661a.3(d)(2): a penalty or a turnover
        return PENALTY_PAYS if c in ("penalty", "turnover") else 0
    if kind == "turnover":  # pa:661a.3(d)(3): not a turnover on downs (NOTE-T13)
        return TURNOVER_PAYS if c == "turnover" else 0
    if kind == "cover_three":  # pa:661a.3(d)(4): a penalty, a turnover or a Trips TD
        return COVER_THREE_PAYS if c in ("penalty", "turnover", "trips") else 0
    if kind == "no_gain":  # pa:661a.3(d)(5): no gain, a penalty or a turnover
        return NO_GAIN_PAYS if c in ("no_gain", "penalty", "turnover") else 0
    if kind == "big_play":  # pa:661a.3(d)(6): 7 yards or more, or a Trips TD
        return BIG_PLAY_PAYS if c == "trips" or (c == "gain" and yards >= BIG_PLAY_YARDS) else 0
    if kind == "over_four_yards":  # pa:661a.3(d)(7)
        if c == "trips":
            return OVER_FOUR_ON_TRIPS_PAYS
        return OVER_FOUR_PAYS if c == "gain" and yards >= OVER_FOUR_YARDS else 0
    if kind == "under_four_yards":  # pa:661a.3(d)(8): 3 yards or less, nothing, a penalty or a turnover (NOTE-T18)
        if c in ("no_gain", "penalty", "turnover"):
            return UNDER_FOUR_PAYS
        return UNDER_FOUR_PAYS if c == "gain" and yards <= UNDER_FOUR_YARDS else 0
    raise AssertionError(f"no rule decides {kind}")


def extra_point_odds(dice: tuple[int, int, int]) -> int:
    """pa:661a.8(a): the Extra Point wager's one matching line (NOTE-T16), or 0."""
    ones = dice.count(1)
    if ones == 3:
        return EXTRA_POINT_THREE_1S
    if ones == 2:
        return EXTRA_POINT_TWO_1S
    if ones == 1:
        return EXTRA_POINT_ONE_1
    if dice[0] == dice[1] == dice[2]:  # a Triple, pa:661a.1 (NOTE-T17)
        return EXTRA_POINT_TRIPLE
    return 0


@dataclass
class Drive:
    """Where the ball is (pa:661a.6(a)): the yard line, the series, the down and the play."""

    yard: int = START_YARD
    goal: bool = False
    down: int = 1
    play: int = 1
    earned: bool = False  # the 10 was reached in the opening series; the goal series is due (AMBIG-T1, MODEL-T2)
    thrown: bool = False  # a throw that did not count (invalid, no roll, void) was made in this game (AMBIG-T10)


class FootballTable(Table):
    """One Three Dice Football table: the players, the dice, the field and the layout."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.seated: list[int] = []
        self.qb: Optional[int] = None  # the Quarterback, pa:661a.4(c)
        self.offered_to: Optional[int] = None  # pa:661a.4(b)
        self.offer_from = 1  # the seat left of the stickperson, then left of the last Quarterback (pa:661a.7(a))
        self.offer_first: Optional[int] = None  # the first seat offered this round of offers
        self.drive = Drive()
        self.extra_point_due = False  # pa:661a.6(f)(1)
        self.new_set_required = False  # pa:661a.4(d)
        self.layout: list[Wager] = []
        self.games = 0  # games finished at this table

    # --- the protocol ---------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        return answer(self, event, "a Three Dice Football event")

    def state(self) -> Message:
        d = self.drive
        return {
            "phase": "extra_point" if self.extra_point_due else "drive",
            "seated": sorted(self.seated),
            "quarterback": self.qb,
            "offered_to": self.offered_to,
            "yard": d.yard,
            "goal": d.goal,
            "down": d.down,
            "play": d.play,
            "new_set_required": self.new_set_required,
            "wagers": [{"seat": w.seat, "bet": w.bet, "amount": amount(w.amount)} for w in self.layout],
        }

    def wagers(self) -> Optional[list[str]]:
        return list(self.cfg.offered)

    # --- lookups -------------------------------------------------------------------------------

    def find(self, seat: int, bet: str) -> Optional[Wager]:
        for w in self.layout:
            if w.seat == seat and w.bet == bet:
                return w
        return None

    def started(self) -> bool:
        """pa:661a.3(c): the game's first throw has been made."""
        return self.drive.play > 1 or self.extra_point_due

    def full_game_fixed(self) -> bool:
        """pa:661a.3(c): full game wagers are neither made, increased nor withdrawn after the game's first throw, one
        that did not count included (AMBIG-T10: an invalid throw releases no wager)."""
        return self.started() or self.drive.thrown

    @staticmethod
    def left_of(seat: int) -> int:
        """The next seat clockwise (MODEL-T1): 16 wraps to 1."""
        return seat % SEATS + 1

    def next_player(self, start: int) -> Optional[int]:
        """The first occupied seat from ``start`` clockwise, ``start`` included."""
        for i in range(SEATS):
            seat = (start - 1 + i) % SEATS + 1
            if seat in self.seated:
                return seat
        return None

    # --- players and the dice, pa:661a.4, pa:661a.7 --------------------------------------------

    def on_join(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if not 1 <= seat <= SEATS:  # pa:661a.2(a)
            raise Refused("pa:661a.2(a)", f"the table has player positions 1 to {SEATS}")
        if seat in self.seated:
            raise Refused("pa:661a.2(a)", f"position {seat} is taken")
        self.seated.append(seat)
        return []

    def on_leave(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if seat not in self.seated:
            raise Refused("pa:661a.2(a)", f"no player at position {seat}")
        mine = [w for w in self.layout if w.seat == seat]
        if self.full_game_fixed() and any(w.full_game for w in mine):  # pa:661a.3(c)
            raise Refused("pa:661a.3(c)", "a full game wager stays until the game is decided")
        if mine:  # MODEL-T6
            raise Refused("pa:661a.3", "the player's wagers are taken down before leaving")
        if self.qb == seat and self.extra_point_due:  # MODEL-T6
            raise Refused("pa:661a.6(f)(1)", "the Quarterback throws the extra point roll")
        outs: list[Message] = []
        if self.qb == seat:  # GAP-T12: the dice are offered from his left; the game goes on
            self.qb = None
            self.offer_from = self.left_of(seat)
            outs.append(notice("the Quarterback left: the dice are offered from his left", "pa:661a.7(a)"))
        elif self.offered_to == seat:
            outs = self.move_offer(seat)
            if self.offered_to == seat:
                self.offered_to = None
        self.seated.remove(seat)
        return outs

    def move_offer(self, seat: int) -> list[Message]:
        """pa:661a.4(b): the offer goes on clockwise from ``seat``; once round, nobody has accepted (GAP-T12)."""
        nxt = self.next_player(self.left_of(seat))
        first = self.offer_first
        round_done = nxt is None or nxt == first
        if not round_done and first not in self.seated:  # the first seat offered has left: did we pass it?
            start = first if first else seat
            round_done = (start - seat - 1) % SEATS < (nxt - seat - 1) % SEATS  # type: ignore[operator]
        if round_done:
            self.offered_to = None
            self.offer_first = None
            return [notice("no player accepted the dice: no game until one does", "pa:661a.4(b)", "pa:661a.7(a)")]
        self.offered_to = nxt
        return []

    def on_offer_dice(self, m: Message) -> list[Message]:
        if self.qb is not None:  # pa:661a.7(a)
            raise Refused("pa:661a.7(a)", f"the Quarterback at position {self.qb} has the dice")
        if self.offered_to is not None:  # pa:661a.4(b)
            raise Refused("pa:661a.4(b)", f"the dice are being offered to position {self.offered_to}")
        first = self.next_player(self.offer_from)
        if first is None:
            raise Refused("pa:661a.4(b)", "no player to offer the dice to")
        self.offered_to = first
        self.offer_first = first
        return []

    def on_accept_dice(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if self.offered_to != seat:  # pa:661a.4(b)
            raise Refused("pa:661a.4(b)", f"the dice are not being offered to position {seat}")
        self.qb = seat  # pa:661a.4(c)
        self.offered_to = None
        self.offer_first = None
        chooses = "pa:661a.4(c)" if self.games == 0 else "pa:661a.7(b)"  # a later Quarterback: pa:661a.7(b)
        return [notice(f"position {seat} is Quarterback and chooses two green dice and one red", chooses)]

    def on_decline_dice(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if self.offered_to != seat:  # pa:661a.4(b)
            raise Refused("pa:661a.4(b)", f"the dice are not being offered to position {seat}")
        return self.move_offer(seat)

    def on_pass_dice(self, m: Message) -> list[Message]:
        reason = _choice(m, "reason", ("voluntary", "supervisor"))
        allowed = self.cfg.qb_may_voluntarily_pass if reason == "voluntary" else self.cfg.supervisor_may_order_pass
        if not allowed:  # GAP-T12
            raise Refused("pa:661a.7(a)", "this table does not allow it")
        if self.qb is None:
            raise Refused("pa:661a.7(a)", "there is no Quarterback")
        if self.started():  # GAP-T12: between games only
            raise Refused("pa:661a.7(a)", "the dice change hands between games only")
        self.offer_from = self.left_of(self.qb)
        self.qb = None
        return [notice("the dice are offered from the seat left of the Quarterback", "pa:661a.7(a)")]

    def on_new_dice_set(self, m: Message) -> list[Message]:
        self.new_set_required = False  # pa:661a.4(d), GAP-T11: the same Quarterback chooses from the new set
        return [notice("a new set of dice; the Quarterback chooses two green and one red", "pa:661a.4(d)",
                       "pa:661a.4(c)")]

    # --- wagers, pa:661a.3 ---------------------------------------------------------------------

    def on_place(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        kind, n = parse_bet(m.get("bet"))
        add = _wager_amount(m)
        medium = _choice(m, "medium", ("chips", "plaques", "cash_verbal"), "chips")
        if medium == "cash_verbal":  # pa:661a.3(a)
            raise Refused("pa:661a.3(a)", "a verbal wager accompanied by cash is not accepted")
        if add <= 0:  # pa:661a.3(a)
            raise Refused("pa:661a.3(a)", "a wager is a positive amount")
        if seat not in self.seated:  # pa:661a.2(a)
            raise Refused("pa:661a.2(a)", f"no player at position {seat}")
        if kind == "game_length" and not 1 <= n <= LAST_PLAY:  # pa:661a.3(b)(6)
            raise Refused("pa:661a.3(b)(6)", "a Game Length wager names a play, 1 to 6")
        if kind not in self.cfg.offered:  # pa:661a.2(b)(3)
            raise Refused("pa:661a.2(b)(3)", f"{kind} is not offered at this table")
        if kind in FULL_GAME and self.full_game_fixed():  # pa:661a.3(c), NOTE-T9
            raise Refused("pa:661a.3(c)", "full game wagers are made before the game's first throw")
        if self.extra_point_due and not self.cfg.single_play_on_extra_point_roll:  # pa:661a.6(f)(1), AMBIG-T5
            raise Refused("pa:661a.6(f)(1)", "single play wagers are settled before the extra point roll")
        name = bet_name(kind, n)
        existing = self.find(seat, name)
        total = add + (existing.amount if existing else 0)
        if total < self.cfg.table_min:  # pa:661a.3(a)
            raise Refused("pa:661a.3(a)", f"below the table minimum of {self.cfg.table_min}")
        if total > self.cfg.table_max:  # pa:661a.3(a)
            raise Refused("pa:661a.3(a)", f"above the table maximum of {self.cfg.table_max}")
        if self.cfg.fractional_payout_policy == "reject_non_multiple_of_5" and name in FIFTHS and total % 5:
            raise Refused("pa:661a.8(a)", f"{name} pays in fifths: the stake must be a multiple of 5")  # AMBIG-T14
        if existing is not None:
            existing.amount = total
        else:
            self.layout.append(Wager(seat, kind, n, add))
        return []

    def on_remove(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        name = bet_name(*parse_bet(m.get("bet")))
        w = self.find(seat, name)
        if w is None:  # pa:661a.3
            raise Refused("pa:661a.3", f"position {seat} has no wager on {name}")
        if w.full_game:
            if self.full_game_fixed():  # pa:661a.3(c)
                raise Refused("pa:661a.3(c)", "a full game wager cannot be withdrawn after the game's first throw")
            clause = "pa:661a.3(c)"
        else:
            if not self.cfg.single_play_removable_before_throw:  # GAP-T8
                raise Refused("pa:661a.3(e)", "this table does not let a single play wager be taken back")
            clause = "pa:661a.3(e)"
        self.layout.remove(w)
        return [{"type": "returned", "seat": w.seat, "bet": w.bet, "amount": amount(w.amount), "clauses": [clause]}]

    # --- payouts -------------------------------------------------------------------------------

    def won(self, w: Wager, odds: tuple[int, int], clauses: list[str]) -> list[Message]:
        """A win at "pays to to": exact, or floored to the cent (fractional_payout_policy, MODEL-T4)."""
        pays, to = odds
        win = Fraction(w.amount * pays, to)
        outs: list[Message] = []
        if win.denominator != 1:
            if self.cfg.fractional_payout_policy == "round_down_to_min_unit":
                win = Fraction(math.floor(win))
            else:
                outs.append(notice(f"{w.bet} at position {w.seat} wins {win} cents, which chips cannot pay "
                                   "exactly", "pa:661a.8(a)"))
        return [settlement(w, "win", win, clauses)] + outs

    def settle_single(self, w: Wager, dice: tuple[int, int, int], when: str) -> list[Message]:
        x = single_play_odds(w.kind, dice)
        if x == 0:
            return [lost(w, w.rule, when)]
        return self.won(w, (x, 1), [w.rule, "pa:661a.8(b)", when])

    def settle_full(self, w: Wager, ending: str, play: int, when: str) -> list[Message]:
        """A full game wager (Extra Point aside) once the game has ended ``ending`` on ``play`` (pa:661a.3(b))."""
        scored = ending in ("touchdown", "trips")
        odds: Optional[tuple[int, int]] = None
        if w.kind == "touchdown":  # pa:661a.3(b)(1)
            odds = TOUCHDOWN_ODDS if scored else None
        elif w.kind == "defense":  # pa:661a.3(b)(2)
            odds = DEFENSE_ODDS if not scored else None
        elif w.kind == "quick_strike_td":  # pa:661a.3(b)(4), NOTE-T15: by the play of the score
            odds = QUICK_STRIKE_ODDS.get(play) if scored else None
        elif w.kind == "game_changer":  # pa:661a.3(b)(5): a Trips TD or a turnover, never on downs (NOTE-T13)
            odds = GAME_CHANGER_ODDS if ending in ("trips", "turnover") else None
        elif w.kind == "game_length":  # pa:661a.3(b)(6)
            odds = GAME_LENGTH_ODDS[w.n] if play == w.n else None
        if odds is None:
            return [lost(w, w.rule, when)]
        return self.won(w, odds, [w.rule, "pa:661a.8(a)", when])

    def settle_extra_point(self, w: Wager, dice: tuple[int, int, int]) -> list[Message]:
        x = extra_point_odds(dice)
        if x == 0:
            return [lost(w, "pa:661a.3(b)(3)", "pa:661a.6(f)(1)")]
        rule = "pa:661a.3(b)(3)(i)" if 1 in dice else "pa:661a.3(b)(3)(ii)"
        return self.won(w, (x, 1), [rule, "pa:661a.8(a)", "pa:661a.6(f)(1)"])

    # --- throws, pa:661a.5, pa:661a.6 ----------------------------------------------------------

    def check_thrower(self) -> None:
        if self.qb is None:  # pa:661a.5(a)
            raise Refused("pa:661a.5(a)", "only the Quarterback throws, and there is none")
        if self.new_set_required:  # pa:661a.4(d), MODEL-T6
            raise Refused("pa:661a.4(d)", "a die was lost: a new set of dice comes in first")

    def check_required_wagers(self) -> None:
        """pa:661a.6(b), AMBIG-T7: who must have a wager before the game's first throw."""
        rule = self.cfg.pre_first_throw_wager_requirement
        if self.started() or rule == "none":
            return
        who = [self.qb] if rule == "quarterback_only" else sorted(self.seated)
        for seat in who:
            if not any(w.seat == seat for w in self.layout):
                raise Refused("pa:661a.6(b)", f"before the first throw each player places a wager: none from "
                                              f"position {seat}")

    def advance(self, dice: tuple[int, int, int]) -> Optional[str]:
        """Move the drive for one valid throw (pa:661a.6(c), (e)); the way the game ended, or None while live."""
        g1, g2, r = dice
        d = self.drive
        c = classify(g1, g2, r)
        if c == "trips":  # pa:661a.6(c)(5)
            return "trips"
        if c == "turnover":  # pa:661a.6(c)(4)
            return "turnover"
        if c == "gain":  # pa:661a.6(c)(1): forward by the dice yards
            d.yard -= g1 + g2 - r
            if self.cfg.touchdown_threshold == "reach_zero" and d.yard <= 0:  # AMBIG-T2
                return "touchdown"
            if d.yard < 0:
                return "touchdown"
        elif c == "penalty":  # pa:661a.6(c)(2): back one yard, whatever the dice
            d.yard += 1
        sticky = self.cfg.goal_status_sticky_after_penalty
        if d.goal and not sticky and d.yard > GOAL_LINE_10:  # AMBIG-T3, MODEL-T3: the goal status is lost
            d.goal = False
        if not d.goal:
            d.earned = d.yard <= GOAL_LINE_10 or (d.earned and sticky)
            reset = self.cfg.goal_series_mode == "reset_on_reaching_10"
            if d.earned and (reset or d.down == DOWNS_PER_SERIES):  # pa:661a.6(e)(2): 1st & Goal
                d.goal = True
                d.earned = False
                d.down = 1
                return self.next_play()
        if d.down == DOWNS_PER_SERIES:  # pa:661a.6(e)(1), (2): out of downs
            return "downs"
        d.down += 1
        return self.next_play()

    def next_play(self) -> Optional[str]:
        """One play more on the Game Length Puck; a drive still live after play 6 ends on downs (MODEL-T3)."""
        if self.drive.play >= LAST_PLAY:
            return "downs"
        self.drive.play += 1
        return None

    def on_throw(self, m: Message) -> list[Message]:
        dice = _dice(m)
        cocked = _choice(m, "cocked", ("none", "one_side", "two_sides"), "none")
        if self.extra_point_due:  # pa:661a.6(f)(1)
            raise Refused("pa:661a.6(f)(1)", "the game is over: the next throw is the extra point roll")
        self.check_thrower()
        check_faces(dice)
        self.check_required_wagers()
        if cocked == "two_sides":  # pa:661a.5(f): void, throw again
            self.drive.thrown = True
            return [notice("void: a cocked die rests on more than one side", "pa:661a.5(f)")]
        play, down = self.drive.play, self.drive.down
        before = copy.copy(self.drive)
        ending = self.advance(dice)
        moved = MOVE_CLAUSE.get(classify(*dice), "")  # pa:661a.6(c)(1)-(3)
        singles = [w for w in self.layout if not w.full_game]
        if ending is None:
            outs: list[Message] = []
            for w in singles:  # pa:661a.6(d): settled on this throw
                outs += self.settle_single(w, dice, "pa:661a.6(d)")
            self.layout = [w for w in self.layout if w.full_game]
            reached_goal = ("pa:661a.6(e)(2)",) if self.drive.goal and not before.goal else ()
            outs.append(notice(f"down {self.drive.down}, {self.drive.yard} yards to go", moved, *reached_goal,
                               "pa:661a.6(d)"))
            return outs
        self.drive = before
        return self.end_game(ending, play, down, dice, singles)

    def end_game(self, ending: str, play: int, down: int, dice: tuple[int, int, int],
                 singles: list[Wager]) -> list[Message]:
        """Settle the layout in the order of pa:661a.6(f)(1) (a score) or (f)(2) (the defence wins)."""
        if ending == "downs" and self.drive.goal:  # the three goal downs are used up: pa:661a.6(e)(2)
            outs = [notice(f"game over on play {play}: {ending}", "pa:661a.6(e)(2)")]
        else:
            outs = [notice(f"game over on play {play}: {ending}", *END_CLAUSES[ending])]
        of = {k: [w for w in self.layout if w.kind == k] for k in FULL_GAME}
        if ending in ("touchdown", "trips"):
            when = "pa:661a.6(f)(1)"
            for w in of["defense"]:
                outs.append(lost(w, w.rule, when))
            for w in singles:
                outs += self.settle_single(w, dice, when)
            extra_point = bool(of["extra_point"])
            waiting = of["game_length"] if extra_point and self.cfg.extra_point_roll_counts_as_play else []
            for w in of["quick_strike_td"] + of["game_changer"] + of["game_length"]:
                if w not in waiting:
                    outs += self.settle_full(w, ending, play, when)
            if extra_point:  # pa:661a.6(f)(1): Touchdown and Extra Point wait for the extra point roll
                self.layout = of["touchdown"] + of["extra_point"] + waiting
                self.extra_point_due = True
                self.drive.yard = 0
                outs.append(notice("the Quarterback throws the extra point roll", "pa:661a.6(f)(1)"))
                return outs
            for w in of["touchdown"]:
                outs += self.settle_full(w, ending, play, when)
            outs.append(notice("no Extra Point wager: no extra point roll; the Quarterback keeps the dice",
                               "pa:661a.6(f)(1)", "pa:661a.7(a)"))
            self.new_game()
            return outs + [SET_UP]
        when = "pa:661a.6(f)(2)"
        for w in of["touchdown"] + of["extra_point"]:
            outs.append(lost(w, w.rule, when))
        for w in of["defense"]:
            outs += self.settle_full(w, ending, play, when)
        for w in singles:
            outs += self.settle_single(w, dice, when)
        for w in of["quick_strike_td"] + of["game_changer"] + of["game_length"]:
            outs += self.settle_full(w, ending, play, when)
        outs.append(notice("the defence wins: the dice are offered from the seat left of the Quarterback",
                           "pa:661a.7(a)"))
        assert self.qb is not None
        self.offer_from = self.left_of(self.qb)  # pa:661a.7(a)
        self.qb = None
        self.new_game()
        return outs + [SET_UP]

    def new_game(self) -> None:
        """pa:661a.6(a): 1st Down on the 20, Play 1, an empty layout."""
        self.games += 1
        self.layout = []
        self.drive = Drive()
        self.extra_point_due = False

    def on_extra_point_roll(self, m: Message) -> list[Message]:
        dice = _dice(m)
        if not self.extra_point_due:  # pa:661a.6(f)(1)
            raise Refused("pa:661a.6(f)(1)", "an extra point roll follows a touchdown with an Extra Point wager up")
        self.check_thrower()
        check_faces(dice)
        when = "pa:661a.6(f)(1)"
        outs: list[Message] = []
        for w in self.layout:  # AMBIG-T5, MODEL-T5: single play wagers made for the roll
            if not w.full_game:
                outs += self.settle_single(w, dice, "pa:661a.6(b)")
        for w in self.layout:  # AMBIG-T6: the roll is one play more for Game Length
            if w.kind == "game_length":
                outs += self.settle_full(w, "touchdown", self.drive.play + 1, when)
        for w in self.layout:  # pa:661a.6(f)(1): Touchdown is paid after the roll
            if w.kind == "touchdown":
                outs += self.settle_full(w, "touchdown", self.drive.play, when)
        for w in self.layout:
            if w.kind == "extra_point":
                outs += self.settle_extra_point(w, dice)
        outs.append(notice("the Quarterback keeps the dice", "pa:661a.7(a)"))  # pa:661a.7(a)
        self.new_game()
        return outs + [SET_UP]

    def on_invalid_throw(self, m: Message) -> list[Message]:
        reason = _choice(m, "reason", ("off_table", "on_another_die"))
        lost_die = _flag(m, "lost", False)
        self.check_thrower()
        self.check_required_wagers()  # pa:661a.6(b): an invalid throw is a throw of the dice all the same
        outs = [notice(f"invalid throw ({reason}): throw again", "pa:661a.5(b)")]  # AMBIG-T10: nothing changes
        self.drive.thrown = True  # ... but full game wagers stay fixed (pa:661a.3(c))
        if lost_die:  # pa:661a.4(d)
            self.new_set_required = True
            outs.append(notice("a die is lost: a new set of dice is required", "pa:661a.4(d)"))
        return outs

    def on_no_roll(self, m: Message) -> list[Message]:
        ground = _choice(m, "ground", tuple(GROUNDS))
        self.check_thrower()
        if ground == "player_chips":  # pa:661a.5(d)
            raise Refused("pa:661a.5(d)", "dice hitting chips other than the bank is no ground for \"no roll\"")
        self.check_required_wagers()  # pa:661a.6(b)
        self.drive.thrown = True  # pa:661a.3(c), AMBIG-T10
        return [notice("no roll: throw again", f"pa:661a.5(c)({GROUNDS[ground]})")]

    def on_void_throw(self, m: Message) -> list[Message]:
        self.check_thrower()
        self.check_required_wagers()  # pa:661a.6(b)
        self.drive.thrown = True  # pa:661a.3(c), AMBIG-T10
        return [notice("void: a disputed face; throw again", "pa:661a.5(g)")]  # pa:661a.5(g)


class FootballEngine(Engine):
    """The example vendor engine for chapter 661a, reporting clauses, observable state and notices."""

    name = "croupier-example-tdf"
    version = "1"
    games = ("tdf",)
    reports = ("clauses", "state", "notices")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return FootballTable(parse_profile(game, profile))
