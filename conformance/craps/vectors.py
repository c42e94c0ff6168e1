"""Craps vector scripts: sequences the generator mines first, and the Fire Bet stories kept whole.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The
generator itself is game-neutral (:mod:`croupier.conformance.generate`); this
module gives it what random play reaches only by luck: every wager in each
phase against each of the 21 rolls, odds at the cap and one chip over, and
a Fire Bet after each count of points.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional

from croupier.conformance import generate as generic
from croupier.conformance.lockstep import Budget
from croupier.conformance.runner import Failure
from croupier.reference.craps import State, TableConfig, step
from croupier.conformance.craps.codec import decode_event

__all__ = ["coupon_cases", "coupon_scripts", "expect_steps", "fire_run", "generate", "replay_document", "systematic"]

Message = dict[str, Any]


def _suite() -> Any:
    from croupier.conformance.craps.game import SUITE

    return SUITE


def expect_steps(cfg: TableConfig, events: list[Message]) -> list[Message]:
    """Each event with the reference's outcomes (``None`` if malformed), their clauses and the state after it."""
    return generic.expect_steps(_suite(), cfg, events)


def generate(profile_name: str, profile: Mapping[str, Any], budget: Budget,
             progress: Optional[Callable[[str], None]] = None) -> Message:
    """The Craps vector file for one profile (:func:`croupier.conformance.generate.generate`)."""
    return generic.generate(_suite(), profile_name, profile, budget, progress)


def replay_document(failure: Failure, profile: Mapping[str, Any]) -> Message:
    """A one-case vector file that replays ``failure``."""
    return generic.replay_document(_suite(), failure, profile)


def _legal(cfg: TableConfig, s: State) -> list[Any]:
    """The reference's legal-event descriptors (typed loosely: the scripts below know which carry a bet)."""
    from croupier.reference.craps.legal import legal_events

    return list(legal_events(cfg, s))


PAIRS: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(1, 7) for b in range(a, 7))


def _replay(cfg: TableConfig, events: list[Message]) -> State:
    s = State()
    for m in events:
        s = step(cfg, s, decode_event(m)).state
    return s


def systematic(cfg: TableConfig) -> list[list[Message]]:
    """Short scripted sequences: every wager legal in each phase, at its least amount, against each of the 21 rolls.

    The phases are the come-out roll, each point, and each point with a Come
    Bet moved to each number (for Come odds). This reaches the payout of every
    wager on every roll that decides it, which random play reaches only by luck
    (a winning hop, odds on each number).
    """
    from croupier.conformance.craps.codec import encode_event
    from croupier.reference.craps import (AcceptDice, DeclineDice, InvalidReason, Leave, ReduceBet, RemoveBet, InvalidThrow, Join, NewDiceSet, NoRoll,
                                          NoRollGround, OrderPassDice, OrderReason, PassDice, PlaceBet, Role, Throw,
                                          VoidReason, VoidThrow)
    from croupier.reference.craps.legal import spots

    def ev(e: Any) -> Message:
        return encode_event(e)

    start = [ev(Join(1)), ev(Join(2)), ev(AcceptDice(1))]
    pass_min = [x for x in _legal(cfg, _replay(cfg, start)) if x.event == "place" and x.seat == 1
                and str(x.bet) == "pass"]
    phases: list[tuple[list[Message], bool]] = [(start, False)]  # (prefix, Come odds only)
    dont_min = [x for x in _legal(cfg, _replay(cfg, start)) if x.event == "place" and x.seat == 2
                and str(x.bet) == "dont_pass"]
    if pass_min:
        line = start + [ev(PlaceBet(1, pass_min[0].bet, pass_min[0].min))]
        if dont_min:  # a Don't Pass too, for the odds laid against each point
            line.append(ev(PlaceBet(2, dont_min[0].bet, dont_min[0].min)))
        phases.append((line, False))
        for p in sorted({4, 5, 6, 8, 9, 10}):
            pair = next(q for q in PAIRS if sum(q) == p and q[0] != q[1])
            with_point = line + [ev(Throw(*pair))]
            phases.append((with_point, False))
            for x in _legal(cfg, _replay(cfg, with_point)):
                if x.event == "place" and x.seat == 2 and x.bet is not None and x.bet.kind.value in ("come", "dont_come"):
                    for n in sorted({4, 5, 6, 8, 9, 10} - {p}):
                        moved = with_point + [ev(PlaceBet(2, x.bet, x.min)),
                                              ev(Throw(*next(q for q in PAIRS if sum(q) == n and q[0] != q[1])))]
                        phases.append((moved, True))
    out: list[list[Message]] = []
    if pass_min:  # the shooter's Come bet left after his point; everyone declines the dice (623a.10(b))
        shooter_come = [x for x in _legal(cfg, _replay(cfg, phases[2][0])) if x.event == "place" and x.seat == 1
                        and x.bet is not None and x.bet.kind.value == "come"]
        if shooter_come:
            x = shooter_come[0]
            only = phases[2][0] + [ev(PlaceBet(1, x.bet, x.min)), ev(Throw(2, 3)), ev(Throw(1, 3)), ev(PassDice()),
                                   ev(DeclineDice(2)), ev(DeclineDice(1)), ev(AcceptDice(1))]
            phases.append((only, False))
            out += [only + [ev(PlaceBet(2, b, a))] for b in spots() for a in (x.min, 10**7)]
    for prefix in (start, phases[1][0] if len(phases) > 1 else start):  # refusals: odd amounts on every spot
        out += [prefix + [ev(PlaceBet(seat, b, a))] for b in spots() for a in (1, 150, 600, 10**7) for seat in (2, 7)]
        out += [prefix + [ev(e)] for e in (
            *(NoRoll(g, r) for g in NoRollGround for r in Role), *(VoidThrow(v, r) for v in VoidReason for r in Role),
            *(InvalidThrow(i, lost) for i in InvalidReason for lost in (False, True)),
            *(OrderPassDice(r, o) for r in Role for o in OrderReason), PassDice(), NewDiceSet())]
    for prefix, _ in phases[:3]:  # every spot tried after the come-out too: the windows that close at the first roll
        out += [prefix + [ev(PlaceBet(2, b, 500))] for b in spots()]
        out += [prefix + [ev(Leave(seat))] for seat in (1, 2)]  # seats locked by wagers (623a.4(e))
    dont = [x for x in _legal(cfg, _replay(cfg, start)) if x.event == "place" and x.seat == 2
            and str(x.bet) == "dont_pass" and x.max >= 2 * x.min]
    if dont and pass_min:  # a Don't Pass reduced, then increased or replaced (623a.4(d))
        x = dont[0]
        base = start + [ev(PlaceBet(1, pass_min[0].bet, pass_min[0].min)), ev(PlaceBet(2, x.bet, 2 * x.min))]
        for before in (base, base + [ev(Throw(1, 3))]):  # before the come-out roll, and with a point set
            out.append(before + [ev(ReduceBet(2, x.bet, x.min)), ev(PlaceBet(2, x.bet, x.min))])
            out.append(before + [ev(RemoveBet(2, x.bet)), ev(PlaceBet(2, x.bet, x.min))])
    for prefix, come_odds_only in phases:
        s = _replay(cfg, prefix)
        if come_odds_only:  # a Come bet on its come point is locked, a Don't Come one is not (623a.4(c)(2), (d))
            out += [prefix + [ev(RemoveBet(w.seat, w.bet))] for w in s.of_seat(2) if w.bet.number is not None]
        for x in _legal(cfg, s):
            if x.event != "place" or x.bet is None or (x.seat != 2 and not x.bet.is_odds):
                continue
            if come_odds_only and x.bet.kind.value not in ("come_odds", "dont_come_odds"):
                continue
            placed = prefix + [ev(PlaceBet(x.seat, x.bet, x.min))]
            out += [placed + [ev(Throw(*pair))] for pair in PAIRS]
            if x.bet.is_odds:  # the cap, and one chip over it (623a.6(e), (f))
                out += [prefix + [ev(PlaceBet(x.seat, x.bet, x.max)), ev(Throw(*pair))] for pair in PAIRS]
                out.append(prefix + [ev(PlaceBet(x.seat, x.bet, x.max + x.unit))])
    return out


#: points made in one hand before the loser 7, for the Fire Bet cases
FIRE_RUNS: tuple[tuple[int, ...], ...] = ((), (4,), (4, 5), (4, 5, 6), (4, 5, 6, 8), (4, 5, 6, 8, 9), (4, 5, 6, 8, 9, 10),
                                          (4, 4, 5, 6), (4, 5, 4, 5, 6, 6), (10, 9, 8, 6, 5, 5, 4))


def fire_run(cfg: TableConfig, points: tuple[int, ...]) -> Optional[list[Message]]:
    """A Fire Bet, the shooter making ``points`` in order, then a loser 7; ``None`` if the profile has no Fire Bet."""
    from croupier.conformance.craps.codec import encode_event
    from croupier.reference.craps import AcceptDice, Join, PlaceBet, Throw

    events = [encode_event(e) for e in (Join(1), Join(2), AcceptDice(1))]
    s = _replay(cfg, events)
    options = {(x.seat, str(x.bet)): x for x in _legal(cfg, s) if x.event == "place"}
    fire, line = options.get((2, "fire")), options.get((1, "pass"))
    if fire is None or line is None:
        return None
    events += [encode_event(PlaceBet(2, fire.bet, fire.min)), encode_event(PlaceBet(1, line.bet, line.min))]
    for p in points:  # each point set, then made
        pair = next(q for q in PAIRS if sum(q) == p and q[0] != q[1])
        events += [encode_event(Throw(*pair)), encode_event(Throw(*pair))]
        if not _replay(cfg, events).wager(1, line.bet):  # the shooter backs himself again (623a.8(a))
            events.append(encode_event(PlaceBet(1, line.bet, line.min)))
    events.append(encode_event(Throw(1, 3)))  # a point of 4 set, then the loser 7
    events.append(encode_event(Throw(3, 4)))
    return events


# --- Match Play Coupons (603a.1, 603a.21) -------------------------------------------------------------------------

#: the day the coupon stories are played, and a coupon's expiry date after and before it
PLAYED, GOOD_UNTIL, EXPIRED_ON = "2015-06-01", "2015-06-30", "2015-05-31"


def _place(seat: int, bet: str, chips: int, value: Optional[int] = None, serial: str = "MP-1001",
           **coupon: Any) -> Message:
    m: Message = {"type": "place", "seat": seat, "bet": bet, "amount": str(chips)}
    if value is not None:
        m["coupon"] = {"value": str(value), "serial": serial, **coupon}
        if "expires" in coupon:
            m["date"] = PLAYED
    return m


def _throw(d1: int, d2: int) -> Message:
    return {"type": "throw", "dice": [d1, d2]}


_START: list[Message] = [{"type": "join", "seat": 1}, {"type": "join", "seat": 2}, {"type": "accept_dice", "seat": 1}]


def coupon_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The golden Match Play stories of the controls digest (13.1) on Craps, kept whole: MP-1 to MP-7, MP-10 and
    MP-11 with a $25 coupon, and the readings a table answers (odds behind a coupon wager, taking one down); none
    where the table takes no coupons."""
    if not cfg.match_play:
        return []
    pass25 = _place(1, "pass", 2500, 2500)
    pass40 = _place(1, "pass", 4000, 2500)
    return [
        ("mp-1-chips-below-the-coupon-refused", _START + [_place(1, "pass", 2000, 2500)]),
        ("mp-2-coupon-25-chips-25-wins-on-50", _START + [pass25, _throw(3, 4)]),
        ("mp-3-coupon-25-chips-40-is-a-65-wager", _START + [pass40, _throw(2, 2), _throw(1, 3)]),
        ("mp-4-coupon-wager-loses-its-chips-only", _START + [pass40, _throw(1, 1)]),
        ("mp-5-coupon-wager-paid-on-chips-and-coupon", _START + [pass40, _throw(5, 6)]),
        ("mp-6-second-coupon-in-the-round-refused",
         _START + [pass25, _place(2, "dont_pass", 2500, 2500, "MP-1002"),
                   _place(1, "dont_pass", 2500, 1000, "MP-1003"), _place(1, "pass", 2500, 1000, "MP-1004")]),
        ("mp-6-new-round-takes-a-new-coupon",
         _START + [pass25, _throw(3, 4), _place(1, "pass", 2500, 2500, "MP-1002")]),
        ("mp-7-coupon-on-come-refused-on-pass-taken",
         _START + [_place(1, "pass", 500), _throw(2, 2), _place(2, "come", 2500, 2500),
                   _place(2, "place_win 6", 3000, 2500), _place(2, "field", 2500, 2500), _throw(2, 2),
                   _place(2, "pass", 2500, 2500)]),
        ("mp-10-expired-coupon-refused",
         _START + [_place(1, "pass", 2500, 2500, mailed=True, expires=EXPIRED_ON),
                   _place(1, "pass", 2500, 2500, expires=EXPIRED_ON),
                   _place(1, "pass", 2500, 2500, expires=PLAYED), _throw(6, 5)]),
        ("mp-11-dont-pass-barred-12-returns-chips",
         _START + [_place(1, "pass", 500), _place(2, "dont_pass", 2500, 2500), _throw(6, 6),
                   _place(2, "dont_pass", 2500, 2500, "MP-1002")]),
        ("mp-odds-behind-a-coupon-wager",
         _START + [pass25, _place(2, "dont_pass", 3000, 2500, "MP-1002"), _throw(3, 3),
                   {"type": "place", "seat": 1, "bet": "pass_odds", "amount": "5000"},
                   {"type": "place", "seat": 2, "bet": "dont_pass_odds", "amount": "6000"}, _throw(5, 1),
                   _place(1, "pass", 2500, 2500, "MP-1003"), _place(2, "dont_pass", 2500, 2500, "MP-1004")]),
        ("mp-coupon-wager-taken-down",
         _START + [pass25, _place(2, "dont_pass", 5000, 2500, "MP-1002"), _throw(4, 5),
                   {"type": "reduce", "seat": 2, "bet": "dont_pass", "amount": "3000"},
                   {"type": "reduce", "seat": 2, "bet": "dont_pass", "amount": "2500"},
                   {"type": "remove", "seat": 2, "bet": "dont_pass"}, _throw(3, 4)]),
        ("mp-coupon-terms-restrict-the-game-and-wager",
         _START + [_place(1, "pass", 2500, 2500, games=["roulette"]),
                   _place(1, "pass", 2500, 2500, wagers=["dont_pass"]),
                   _place(1, "pass", 2500, 2500, games=[cfg.game.value], wagers=["pass"]), _throw(1, 2)]),
    ]


def coupon_scripts(cfg: TableConfig) -> list[list[Message]]:
    """Coupon wagers on both lines, at the coupon's value and above it, against each of the 21 rolls on the come-out
    and with a point set; odds at the cap behind them; and coupons refused on every other spot (603a.21(c)(2))."""
    if not cfg.match_play:
        return []
    from croupier.reference.craps.legal import spots

    out: list[list[Message]] = []
    for chips, value in ((2500, 2500), (4000, 2500), (1000, 500)):
        line = _START + [_place(1, "pass", chips, value), _place(2, "dont_pass", chips, value, "MP-1002")]
        out += [line + [_throw(*pair)] for pair in PAIRS]
        for p in sorted({4, 5, 6, 8, 9, 10}):
            pair = next(q for q in PAIRS if sum(q) == p and q[0] != q[1])
            point = line + [_throw(*pair)]
            s = _replay(cfg, point)
            odds = [x for x in _legal(cfg, s) if x.event == "place" and x.bet is not None and x.bet.is_odds]
            for x in odds:
                capped = point + [{"type": "place", "seat": x.seat, "bet": str(x.bet), "amount": str(x.max)}]
                out += [capped + [_throw(*q)] for q in PAIRS]
                out.append(point + [{"type": "place", "seat": x.seat, "bet": str(x.bet),
                                     "amount": str(x.max + x.unit)}])
    point = _START + [_place(1, "pass", 500), _throw(2, 2)]
    out += [prefix + [_place(2, str(b), 2500, 2500)] for prefix in (_START, point) for b in spots()]
    return out
