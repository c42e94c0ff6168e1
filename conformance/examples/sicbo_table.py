"""An independent Sic Bo engine: 58 Pa. Code chapter 625a (Pennsylvania), as adopted in 2012.

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text (seed 000), the
project's digest of it and the readings in ``spec/sicbo/tables.toml``, and it
shares no code with :mod:`croupier.reference`. It is deliberately plain: one
dict per paytable, one small function or branch per rule, mutable state and
exact integers (never floats), so that a catalogue of mutants (realistic vendor
bugs, ``sicbo_mutants.py``) can each change one obvious place.

Amounts are in the table's smallest unit (cents in the bundled profiles).
Clause references in comments are written ``pa:625a.x(y)``. Where the text is
open, the engine follows the readings of ``tables.toml`` (AMBIG-n, GAP-n).

Supported profile options: ``ruleset`` = ``pa-625a@2012``; ``game`` =
``sicbo``; ``shaker``; ``odds_display``; ``offered`` (a list of wager types or
``"all"``); ``two_of_a_kind_on_triple``; ``total_on_triple``;
``wager_removal_before_close``; ``resume_after_malfunction``;
``device_fail_before_reveal``; ``dice_month``; ``settlement_source``;
``table_min``/``table_max`` (positive whole numbers of cents). Anything else is
:class:`Unsupported`. The engine reports clauses, observable state and notices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer, integer
from croupier.conformance.protocol import ProtocolError, amount, parse_amount

__all__ = ["SicBoEngine", "SicBoTable", "Config", "parse_profile"]

Message = dict[str, Any]

# ---------------------------------------------------------------------------------------------
# Numbers of the game

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)  # pa:625a.2(a): three dice
BETTABLE_TOTALS: tuple[int, ...] = tuple(range(4, 18))  # pa:625a.6(a) prices 4 to 17 (AMBIG-3)
SMALL_TOTALS: tuple[int, ...] = (4, 5, 6, 7, 8, 9, 10)  # pa:625a.3(6)
BIG_TOTALS: tuple[int, ...] = (11, 12, 13, 14, 15, 16, 17)  # pa:625a.3(7)
MIN_SHAKES = 3  # pa:625a.5(b)(1): at least three times

# ---------------------------------------------------------------------------------------------
# Paytable: "X to 1", winnings per unit staked; the stake stays with the winner (AMBIG-13), pa:625a.6

TRIPLE_PAYS = 150  # pa:625a.6(a) Three of a Kind
DOUBLE_PAYS = 8  # pa:625a.6(a) Two of a Kind
ANY_TRIPLE_PAYS = 24  # pa:625a.6(a) Any Three of a Kind
TOTAL_PAYS: dict[int, int] = {  # pa:625a.6(a) Total Value Bet of 4 ... 17
    4: 50, 5: 18, 6: 14, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 14, 16: 18, 17: 50,
}
COMBINATION_PAYS = 5  # pa:625a.6(a) Any Two Dice Combination, paid once (AMBIG-4)
SMALL_BIG_PAYS = 1  # pa:625a.6(a) Small Bet, Big Bet
SINGLE_PAYS: dict[int, int] = {1: 1, 2: 2, 3: 3}  # pa:625a.6(b)(1)-(3): by the dice showing the number

# ---------------------------------------------------------------------------------------------
# Wager kinds

#: the eight wagers of pa:625a.3, in its order
KINDS: tuple[str, ...] = (
    "three_of_a_kind", "two_of_a_kind", "any_three_of_a_kind", "total_value_bet", "two_dice_combination",
    "small", "big", "one_of_a_kind",
)
#: the paragraph of pa:625a.3 that says what wins each wager
WAGER_CLAUSES: dict[str, str] = {
    "three_of_a_kind": "pa:625a.3(1)",
    "two_of_a_kind": "pa:625a.3(2)",
    "any_three_of_a_kind": "pa:625a.3(3)",
    "total_value_bet": "pa:625a.3(4)",
    "two_dice_combination": "pa:625a.3(5)",
    "small": "pa:625a.3(6)",
    "big": "pa:625a.3(7)",
    "one_of_a_kind": "pa:625a.3(8)",
}
#: wagers that name one face of a die
FACE_KINDS: frozenset[str] = frozenset({"three_of_a_kind", "two_of_a_kind", "one_of_a_kind"})
#: wagers that name nothing
PLAIN_KINDS: frozenset[str] = frozenset({"any_three_of_a_kind", "small", "big"})


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    shaker: str = "manual"  # pa:625a.1(d)
    odds_display: str = "layout"  # pa:625a.1(c)(3); no effect on play
    offered: tuple[str, ...] = KINDS  # pa:625a.1(c)(3), AMBIG-5
    two_of_a_kind_on_triple: str = "wins"  # pa:625a.3(2), AMBIG-1
    total_on_triple: str = "wins"  # pa:625a.3(4), AMBIG-2
    wager_removal_before_close: bool = True  # pa:625a.5(c), AMBIG-6
    resume_after_malfunction: str = "device_and_display"  # pa:625a.7(b), AMBIG-9
    device_fail_before_reveal: str = "hold_then_void"  # pa:625a.5(d), GAP-8
    dice_month: str = "calendar_month"  # pa:625a.2(b), GAP-10; no effect on play
    settlement_source: str = "entered"  # pa:625a.4(c), GAP-12
    table_min: int = 500  # pa:625a.4(a), GAP-14
    table_max: int = 500_000


#: the options whose value is one of a few words, with those words
CHOICES: dict[str, tuple[str, ...]] = {
    "shaker": ("manual", "automated"),
    "odds_display": ("layout", "sign"),
    "two_of_a_kind_on_triple": ("wins", "loses"),
    "total_on_triple": ("wins", "loses"),
    "resume_after_malfunction": ("device_and_display", "device_only"),
    "device_fail_before_reveal": ("hold_then_void", "void"),
    "dice_month": ("calendar_month", "30_days"),
    "settlement_source": ("entered", "dice"),
}
RULESETS = ("pa-625a@2012",)


def _bad(name: str, reason: str) -> Unsupported:
    return Unsupported(f"profile/{name}", reason)


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks."""
    if game != "sicbo":
        raise _bad("game", f"not the game of chapter 625a: {game!r}")
    p = dict(profile)
    if p.get("game", game) != game:
        raise _bad("game", f"the profile is for {p['game']!r}, the table for {game!r}")
    if p.get("ruleset", RULESETS[0]) not in RULESETS:  # pa:625a.1
        raise _bad("ruleset", f"only {', '.join(RULESETS)} is implemented")
    cfg = Config()
    for name, value in p.items():
        if name in ("game", "ruleset"):
            continue
        if name in CHOICES:
            if not isinstance(value, str) or value not in CHOICES[name]:
                raise _bad(name, f"one of {', '.join(CHOICES[name])}, not {value!r}")
            setattr(cfg, name, value)
        elif name == "offered":
            cfg.offered = _offered(value)
        elif name == "wager_removal_before_close":
            if not isinstance(value, bool):
                raise _bad(name, f"true or false, not {value!r}")
            cfg.wager_removal_before_close = value
        elif name in ("table_min", "table_max"):
            if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
                raise _bad(name, f"a positive whole number of cents, not {value!r}")
            setattr(cfg, name, value)
        else:
            raise _bad(name, "not an option of this engine")
    if cfg.table_min > cfg.table_max:  # pa:625a.4(a)
        raise _bad("table_min", "the minimum is above the maximum")
    return cfg


def _offered(v: Any) -> tuple[str, ...]:
    """``"all"`` or a non-empty list of pa:625a.3 wager types (pa:625a.1(c)(3), AMBIG-5)."""
    if v == "all":
        return KINDS
    if not isinstance(v, list) or not v:
        raise _bad("offered", f"\"all\" or a non-empty list of wager types, not {v!r}")
    for kind in v:
        if not isinstance(kind, str) or kind not in KINDS:
            raise _bad("offered", f"not a wager of 625a.3: {kind!r}")
    return tuple(k for k in KINDS if k in v)


# ---------------------------------------------------------------------------------------------
# Bets as the protocol writes them


def parse_bet(text: Any) -> tuple[str, int, int]:
    """``"total_value_bet 10"`` -> ``("total_value_bet", 10, 0)``; ``"two_dice_combination 1-2"`` -> ``(.., 1, 2)``.

    Any numbers parse: a spot the layout does not have is refused by a rule (:meth:`SicBoTable.check_spot`).
    A text that is not a wager type with the right shape of number is a :class:`ProtocolError`.
    """
    if not isinstance(text, str):
        raise ProtocolError("bet", f"a bet name, not {text!r}")
    kind, _, rest = text.strip().partition(" ")
    rest = rest.strip()
    if kind not in KINDS:
        raise ProtocolError("bet", f"not a Sic Bo wager: {text!r}")
    if kind == "two_dice_combination":
        a, sep, b = rest.partition("-")
        if not (sep and _digits(a) and _digits(b)):
            raise ProtocolError("bet", f"a combination names two faces, as 'two_dice_combination 1-2', not {text!r}")
        return kind, int(a), int(b)
    if kind in PLAIN_KINDS:
        if rest:
            raise ProtocolError("bet", f"{kind} names no number, not {text!r}")
        return kind, 0, 0
    if not _digits(rest):
        raise ProtocolError("bet", f"{kind} names a number, as '{kind} 4', not {text!r}")
    return kind, int(rest), 0


def _digits(text: str) -> bool:
    return bool(text) and all(c in "0123456789" for c in text)


def bet_name(kind: str, a: int = 0, b: int = 0) -> str:
    if kind == "two_dice_combination":
        return f"{kind} {a}-{b}"
    if kind in PLAIN_KINDS:
        return kind
    return f"{kind} {a}"


# ---------------------------------------------------------------------------------------------
# State


@dataclass
class Wager:
    seat: int
    kind: str
    a: int  # the face of a Three, Two or One of a Kind, the total of a Total Value Bet, a combination's lower face
    b: int  # a combination's higher face
    amount: int

    @property
    def bet(self) -> str:
        return bet_name(self.kind, self.a, self.b)


def settlement(w: Wager, result: str, value: int, clauses: list[str]) -> Message:
    return {"type": "settlement", "seat": w.seat, "bet": w.bet, "result": result,
            "amount": amount(value), "commission": "0", "clauses": clauses}


def returned(w: Wager, clauses: list[str]) -> Message:
    return {"type": "returned", "seat": w.seat, "bet": w.bet, "amount": amount(w.amount), "clauses": clauses}


def notice(what: str, clause: str) -> Message:
    return {"type": "notice", "what": what, "clauses": [clause]}


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
    """pa:625a.2(a): three dice, each showing 1 to 6."""
    if not all(1 <= d <= 6 for d in dice):
        raise Refused("pa:625a.2(a)", f"three dice, each showing 1 to 6, not {list(dice)}")


# ---------------------------------------------------------------------------------------------
# What the values decide: the odds "X to 1" of a win, or 0 for a loss (no push on a valid throw)


def decide(cfg: Config, w: Wager, dice: tuple[int, int, int]) -> int:
    """The odds a wager wins at with these values (pa:625a.3, pa:625a.6), or 0 when it loses."""
    total = sum(dice)
    triple = dice[0] == dice[1] == dice[2]
    k, n = w.kind, w.a
    if k == "three_of_a_kind":  # pa:625a.3(1)
        return TRIPLE_PAYS if triple and dice[0] == n else 0
    if k == "two_of_a_kind":  # pa:625a.3(2)
        shown = dice.count(n)
        if shown == 2:
            return DOUBLE_PAYS
        if shown == 3 and cfg.two_of_a_kind_on_triple == "wins":  # AMBIG-1
            return DOUBLE_PAYS
        return 0
    if k == "any_three_of_a_kind":  # pa:625a.3(3)
        return ANY_TRIPLE_PAYS if triple else 0
    if k == "total_value_bet":  # pa:625a.3(4)
        if total != n:
            return 0
        if triple and cfg.total_on_triple == "loses":  # AMBIG-2
            return 0
        return TOTAL_PAYS[n]
    if k == "two_dice_combination":  # pa:625a.3(5): both faces show; paid once (AMBIG-4)
        return COMBINATION_PAYS if w.a in dice and w.b in dice else 0
    if k == "small":  # pa:625a.3(6): loses on any triple
        return SMALL_BIG_PAYS if total in SMALL_TOTALS and not triple else 0
    if k == "big":  # pa:625a.3(7): loses on any triple
        return SMALL_BIG_PAYS if total in BIG_TOTALS and not triple else 0
    if k == "one_of_a_kind":  # pa:625a.3(8), pa:625a.6(b)
        shown = dice.count(n)
        return SINGLE_PAYS[shown] if shown else 0
    raise AssertionError(f"no rule decides {k}")


def odds_clause(w: Wager, odds: int) -> str:
    """The clause that fixes the odds paid: pa:625a.6(a), or pa:625a.6(b)(n) for One of a Kind."""
    if w.kind == "one_of_a_kind":
        return f"pa:625a.6(b)({odds})"
    return "pa:625a.6(a)"


class SicBoTable(Table):
    """One Sic Bo table: the shaker, the layout, the electrical device and the wager display."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.phase = "betting"  # betting | shaken | closed | revealed, pa:625a.5(b)-(f)
        self.dice: Optional[tuple[int, int, int]] = None  # the uncovered dice, pa:625a.5(d)
        self.layout: list[Wager] = []
        self.device_ok = True  # the electrical device that lights the winners, pa:625a.1(b)
        self.display_ok = True  # the area that shows the wagers, pa:625a.1(b)
        self.held = False  # GAP-8: the dice stay covered until the device is repaired
        self.suspended = False  # pa:625a.7(b): gaming has ceased until the repair
        self.auto_out_of_service = False  # pa:625a.7(c), (d)
        self.manual_shaker = cfg.shaker == "manual"  # pa:625a.7(d): a manual shaker may replace the automated one

    # --- protocol ------------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        return answer(self, event, "a Sic Bo event")

    def state(self) -> Message:
        return {
            "phase": self.phase,
            "dice": list(self.dice) if self.dice is not None else None,
            "shaker": "manual" if self.manual_shaker else "automated",
            "wagers": [{"seat": w.seat, "bet": w.bet, "amount": amount(w.amount)} for w in self.layout],
            "device_ok": self.device_ok,
            "display_ok": self.display_ok,
            "held": self.held,
            "suspended": self.suspended,
            "shaker_out_of_service": self.auto_out_of_service,
        }

    def wagers(self) -> Optional[list[str]]:
        return list(self.cfg.offered)

    # --- lookups -------------------------------------------------------------------------------

    def find(self, seat: int, bet: str) -> Optional[Wager]:
        for w in self.layout:
            if w.seat == seat and w.bet == bet:
                return w
        return None

    def betting_open(self) -> bool:
        """pa:625a.5(c): bets are taken until "no more bets", the shake included (AMBIG-6)."""
        return self.phase in ("betting", "shaken")

    def must_cease(self) -> bool:
        """pa:625a.7(b): no play until the device is repaired; the display too under device_and_display (AMBIG-9)."""
        if not self.device_ok:
            return True
        return self.cfg.resume_after_malfunction == "device_and_display" and not self.display_ok

    def return_all(self, clause: str) -> list[Message]:
        """Every wager on the layout goes back to its player; the layout is empty."""
        outs = [returned(w, [clause]) for w in self.layout]
        self.layout = []
        return outs

    # --- wagers --------------------------------------------------------------------------------

    def check_spot(self, kind: str, a: int, b: int) -> None:
        """pa:625a.3: the spot is one of the 50 on the layout."""
        if kind in FACE_KINDS and a not in FACES:
            raise Refused(WAGER_CLAUSES[kind], "the wager names one face, 1 to 6")
        if kind == "total_value_bet" and a not in BETTABLE_TOTALS:  # AMBIG-3: no odds for 3 and 18
            raise Refused("pa:625a.3(4)", "a Total Value Bet names a total of 4 to 17")
        if kind == "two_dice_combination" and not (a in FACES and b in FACES and a < b):
            raise Refused("pa:625a.3(5)", "a Two Dice Combination names two different faces, lower first")

    def on_place(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        kind, a, b = parse_bet(m.get("bet"))
        add = _wager_amount(m)
        medium = _choice(m, "medium", ("chips", "plaques", "cash_verbal"), "chips")
        if medium == "cash_verbal":  # pa:625a.4(a)
            raise Refused("pa:625a.4(a)", "a verbal wager accompanied by cash is not accepted")
        if add <= 0:  # pa:625a.4(a): value chips or plaques
            raise Refused("pa:625a.4(a)", "a wager is a positive amount")
        if seat < 1:  # pa:625a.4(b): a wager belongs to a player position
            raise Refused("pa:625a.4(b)", f"no player position {seat}")
        self.check_spot(kind, a, b)
        if kind not in self.cfg.offered:  # pa:625a.1(c)(3)
            raise Refused("pa:625a.1(c)(3)", f"{kind} is not offered at this table")
        if not self.betting_open():  # pa:625a.5(c)
            raise Refused("pa:625a.5(c)", "no wager is made after \"no more bets\"")
        if self.suspended:  # pa:625a.7(b)
            raise Refused("pa:625a.7(b)", "gaming has ceased until the electrical device is repaired")
        name = bet_name(kind, a, b)
        existing = self.find(seat, name)
        total = add + (existing.amount if existing else 0)
        if total < self.cfg.table_min:  # pa:625a.4(a), GAP-14: the wager as it stands
            raise Refused("pa:625a.4(a)", f"below the table minimum of {self.cfg.table_min}")
        if total > self.cfg.table_max:  # pa:625a.4(a), GAP-14
            raise Refused("pa:625a.4(a)", f"above the table maximum of {self.cfg.table_max}")
        if existing is not None:
            existing.amount = total
        else:
            self.layout.append(Wager(seat, kind, a, b, add))  # pa:625a.4(b): where the player put it
        return []

    def on_remove(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        name = bet_name(*parse_bet(m.get("bet")))
        w = self.find(seat, name)
        if w is None:  # pa:625a.4(b)
            raise Refused("pa:625a.4(b)", f"position {seat} has no wager on {name}")
        if not self.betting_open():  # pa:625a.5(c)
            raise Refused("pa:625a.5(c)", "no wager is withdrawn after \"no more bets\"")
        if not self.cfg.wager_removal_before_close and not self.suspended:  # AMBIG-6
            raise Refused("pa:625a.5(c)", "this table does not let a wager be taken back")
        self.layout.remove(w)
        return [returned(w, ["pa:625a.5(c)"])]

    # --- the round -----------------------------------------------------------------------------

    def ready(self) -> None:
        """What must hold before a round starts (pa:625a.5(b), pa:625a.7(b), GAP-8)."""
        if self.phase != "betting":  # pa:625a.5(f): the previous round is cleared
            raise Refused("pa:625a.5(b)", "a round starts only once the previous one is cleared")
        if self.suspended:  # pa:625a.7(b)
            raise Refused("pa:625a.7(b)", "gaming has ceased until the electrical device is repaired")
        if self.held or not self.device_ok:  # pa:625a.5(a)(1), GAP-8
            raise Refused("pa:625a.5(d)", "no round starts while the electrical device is out of order")

    def on_shake(self, m: Message) -> list[Message]:
        shakes = integer(m, "shakes", MIN_SHAKES)
        covered = _flag(m, "covered", True)
        self.ready()
        if not self.manual_shaker:  # pa:625a.5(b)(2)
            raise Refused("pa:625a.5(b)(2)", "this table's rounds start by activating the automated shaker")
        if not covered:  # pa:625a.5(b)(1)
            raise Refused("pa:625a.5(b)(1)", "the cover goes on the manual shaker before it is shaken")
        if shakes < MIN_SHAKES:  # pa:625a.5(b)(1)
            raise Refused("pa:625a.5(b)(1)", f"the manual shaker is shaken at least {MIN_SHAKES} times")
        self.phase = "shaken"
        return []

    def on_activate(self, m: Message) -> list[Message]:
        self.ready()
        if self.manual_shaker:  # pa:625a.5(b)(1)
            raise Refused("pa:625a.5(b)(1)", "this table's rounds start with the manual shaker")
        if self.auto_out_of_service:  # pa:625a.7(d)
            raise Refused("pa:625a.7(d)", "the automated shaker is out of order")
        self.phase = "shaken"
        return []

    def on_shaker_failure(self, m: Message) -> list[Message]:
        if self.phase != "shaken" or self.manual_shaker:  # pa:625a.7(c): when activated
            raise Refused("pa:625a.7(c)", "only an automated shaker just activated fails on activation")
        outs = self.return_all("pa:625a.7(c)")  # pa:625a.7(c): the round is void
        outs.append(notice("round void: the automated shaker failed on activation", "pa:625a.7(c)"))
        self.phase = "betting"
        self.auto_out_of_service = True
        self.held = False  # a round held for the device is void with it (GAP-8)
        return outs

    def on_switch_to_manual(self, m: Message) -> list[Message]:
        dice_removed = _flag(m, "dice_removed", True)
        covered_or_signed = _flag(m, "covered_or_signed", True)
        if self.manual_shaker:  # pa:625a.7(d)
            raise Refused("pa:625a.7(d)", "the table already uses a manual shaker")
        if self.phase != "betting":  # pa:625a.5(b): between rounds
            raise Refused("pa:625a.5(b)", "the shaker is changed between rounds")
        if not dice_removed or not covered_or_signed:  # pa:625a.7(d)
            raise Refused("pa:625a.7(d)", "the dice come out of the automated shaker and it is covered or signed first")
        self.manual_shaker = True
        self.auto_out_of_service = True
        return [notice("manual shaker in use; the automated shaker is out of order", "pa:625a.7(d)")]

    def on_no_more_bets(self, m: Message) -> list[Message]:
        if self.phase != "shaken":  # pa:625a.5(c): after the shake, before the reveal
            raise Refused("pa:625a.5(c)", "\"no more bets\" is called once the dice are shaken")
        self.phase = "closed"
        return []

    def on_reveal(self, m: Message) -> list[Message]:
        dice = _dice(m)
        if self.phase != "closed":  # pa:625a.5(c), (d)
            raise Refused("pa:625a.5(c)", "the dice are revealed only after \"no more bets\"")
        if self.held:  # GAP-8
            raise Refused("pa:625a.5(d)", "the dice stay covered while the electrical device is out of order")
        check_faces(dice)
        self.phase = "revealed"
        self.dice = dice
        return []

    def on_no_roll(self, m: Message) -> list[Message]:
        if self.phase != "closed" or self.held:  # pa:625a.7(a): when the dice are uncovered
            raise Refused("pa:625a.7(a)", "\"no roll\" is called when the tossed dice are uncovered")
        outs = self.return_all("pa:625a.7(a)")  # every wager returned, the round void (AMBIG-7)
        outs.append(notice("no roll: every wager returned", "pa:625a.7(a)"))
        self.phase = "betting"
        return outs

    def on_enter(self, m: Message) -> list[Message]:
        entered = _dice(m)
        supervisor = _flag(m, "supervisor", False)
        if self.phase != "revealed" or self.dice is None:  # pa:625a.5(d)
            raise Refused("pa:625a.5(d)", "values are keyed in once the dice are revealed")
        check_faces(entered)
        by_hand = not (self.device_ok and self.display_ok)  # pa:625a.7(b)
        if by_hand and not supervisor:  # pa:625a.7(b): a floorperson or above present
            raise Refused("pa:625a.7(b)", "a manual settlement needs a floorperson or above present")
        outs: list[Message] = []
        values = entered  # pa:625a.4(c): the entered and lit values settle
        if sorted(entered) != sorted(self.dice):  # GAP-12: a value-entry irregularity
            outs.append(notice("the values keyed in differ from the dice; a supervisor is called", "pa:625a.4(c)"))
            if self.cfg.settlement_source == "dice":
                values = self.dice
        outs += self.settle(values, by_hand)
        outs.append(notice("the winning combinations are cleared", "pa:625a.5(f)"))  # pa:625a.5(f)
        if by_hand:
            outs.append(notice("settled by hand before a floorperson or above", "pa:625a.7(b)"))
            if self.must_cease():  # pa:625a.7(b): gaming ceases until the repair
                self.suspended = True
        self.phase = "betting"
        self.dice = None
        return outs

    def settle(self, values: tuple[int, int, int], by_hand: bool) -> list[Message]:
        """pa:625a.5(e): every losing wager collected first, then every winner paid; a winner's stake rides."""
        extra = ["pa:625a.7(b)"] if by_hand else []
        losers: list[Message] = []
        winners: list[Message] = []
        for w in list(self.layout):
            odds = decide(self.cfg, w, values)
            rule = WAGER_CLAUSES[w.kind]
            if odds == 0:
                self.layout.remove(w)
                losers.append(settlement(w, "lose", w.amount, [rule, "pa:625a.4(c)", "pa:625a.5(e)"] + extra))
            else:
                winners.append(settlement(w, "win", w.amount * odds,
                                          [rule, odds_clause(w, odds), "pa:625a.4(c)", "pa:625a.5(e)"] + extra))
        return losers + winners

    # --- the electrical device and the wager display ---------------------------------------------

    def on_malfunction(self, m: Message) -> list[Message]:
        part = _choice(m, "part", ("device", "display"))
        if not (self.device_ok if part == "device" else self.display_ok):
            raise Refused("pa:625a.7(b)", f"the {part} is already out of order")
        if part == "device":
            self.device_ok = False
        else:
            self.display_ok = False
        if self.phase == "revealed":  # pa:625a.7(b): settle by hand
            return [notice(f"{part} failure after the reveal: settle by hand before a floorperson", "pa:625a.7(b)")]
        if self.cfg.device_fail_before_reveal == "void":  # GAP-8
            return self.void(f"{part} failure before the reveal: the round is void")
        self.held = True  # GAP-8, hold_then_void: the dice stay covered
        return [notice(f"{part} failure before the reveal: the dice stay covered", "pa:625a.5(d)")]

    def void(self, why: str) -> list[Message]:
        """GAP-8: the round is void, every wager returned, and gaming ceases until the repair."""
        outs = self.return_all("pa:625a.5(d)")
        outs.append(notice(why, "pa:625a.5(d)"))
        self.phase = "betting"
        self.held = False
        self.suspended = True
        return outs

    def on_abandon(self, m: Message) -> list[Message]:
        if not self.held:  # GAP-8
            raise Refused("pa:625a.5(d)", "only a round held for a device failure is abandoned")
        return self.void("held round void: the device was not repaired")

    def on_repair(self, m: Message) -> list[Message]:
        part = _choice(m, "part", ("device", "display"))
        if self.device_ok if part == "device" else self.display_ok:
            raise Refused("pa:625a.7(b)", f"the {part} is in order")
        if part == "device":
            self.device_ok = True
        else:
            self.display_ok = True
        outs: list[Message] = []
        if self.held and self.device_ok and self.display_ok:  # GAP-8: the held round continues
            self.held = False
            outs.append(notice("repaired: the held round continues", "pa:625a.5(d)"))
        if self.suspended and self.phase == "betting" and not self.must_cease():  # pa:625a.7(b), AMBIG-9
            self.suspended = False
            outs.append(notice("repaired: gaming resumes", "pa:625a.7(b)"))
        return outs


class SicBoEngine(Engine):
    """The example vendor engine for chapter 625a, reporting clauses, observable state and notices."""

    name = "croupier-example-sicbo"
    version = "1"
    games = ("sicbo",)
    reports = ("clauses", "state", "notices")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return SicBoTable(parse_profile(game, profile))
