"""Craps vector generation: one short case for every distinct behaviour the generated suite reaches.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The
generator runs the suite's own rules against the reference alone, with a fixed
seed, and keeps the first sequence that shows each *signature*. A signature is
a money outcome's (bet, result, deciding clause, dice total, payout ratio), a
refusal's (clause, event type, standing of the event's seat: empty, seated or
wagering) or a notice's clauses. Each kept sequence is then shrunk
greedily, dropping every event the signature does not need, and written with
the reference's outcomes, clauses and state for every step.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Mapping, Optional

from croupier import __version__
from croupier.conformance.compare import clauses_of
from croupier.conformance.craps.codec import decode_event, encode_outcome, encode_state
from croupier.conformance.craps.suite import Budget, CrapsConformance, run_profile
from croupier.conformance.protocol import ProtocolError
from croupier.conformance.runner import Failure
from croupier.conformance.vectors import document
from croupier.reference.craps import Bet, State, TableConfig, profile_from_mapping, step

__all__ = ["expect_steps", "generate", "replay_document", "signatures"]

Message = dict[str, Any]
Signature = tuple[Any, ...]


def expect_steps(cfg: TableConfig, events: list[Message]) -> list[Message]:
    """Each event with the reference's outcomes (``None`` if malformed), their clauses and the state after it."""
    s = State()
    out: list[Message] = []
    for m in events:
        try:
            e = decode_event(m)
        except ProtocolError:
            out.append({"event": m, "expect": None, "clauses": [], "state": encode_state(s)})
            continue
        st = step(cfg, s, e)
        s = st.state
        expected = [encode_outcome(o) for o in st.outcomes]
        out.append({"event": m, "expect": expected, "clauses": list(clauses_of(expected)), "state": encode_state(s)})
    return out


def _standing(s: Optional[State], seat: Any) -> Optional[str]:
    """Whether the event's seat is empty, seated, or seated with wagers on the layout (``None``: no seat or state)."""
    if s is None or not isinstance(seat, int) or isinstance(seat, bool):
        return None
    if seat not in s.seated:
        return "empty"
    return "wagering" if s.of_seat(seat) else "seated"


def signatures(m: Message, expected: Optional[list[Message]], before: Optional[State] = None) -> set[Signature]:
    """The behaviours one step shows (see the module docstring).

    With ``before`` (the state the event met), a money outcome's signature also
    holds its amount as a multiple of the stake, so that each payout ratio
    (a Fire Bet on four, five or six points; odds on each number) is a case.
    """
    if expected is None:
        return {("malformed", m.get("type"))}
    total = sum(m["dice"]) if m.get("type") == "throw" and not m.get("cocked") else None
    sigs: set[Signature] = set()
    for o in expected:
        t = o["type"]
        if t == "rejected":  # with the seat's standing: a refusal to an empty seat is not one to a wagering player
            sigs.add((t, o.get("clause"), m.get("type"), _standing(before, m.get("seat"))))
        elif t == "notice":
            sigs.add((t, tuple(o.get("clauses", ()))))
        else:
            ratio = None
            if before is not None and o.get("bet"):
                w = before.wager(o["seat"], Bet.parse(o["bet"]))
                if w is not None:
                    ratio = str(Fraction(o["amount"]) / w.amount)
            sigs.add((t, o.get("bet"), o.get("result"), tuple(o.get("clauses", ())), total, ratio))
    return sigs


def _shows(cfg: TableConfig, events: list[Message], sig: Signature) -> bool:
    s = State()
    for m in events[:-1]:
        try:
            s = step(cfg, s, decode_event(m)).state
        except ProtocolError:
            pass
    try:
        expected: Optional[list[Message]] = [encode_outcome(o) for o in step(cfg, s, decode_event(events[-1])).outcomes]
    except ProtocolError:
        expected = None
    return sig in signatures(events[-1], expected, s)


def _shrink(cfg: TableConfig, events: list[Message], sig: Signature) -> list[Message]:
    """Drop every run of events before the last that the signature does not need (halving chunks, then singles)."""
    size = max(1, (len(events) - 1) // 2)
    while True:
        i = 0
        while i < len(events) - 1:
            trial = events[:i] + events[min(i + size, len(events) - 1):]
            if len(trial) < len(events) and _shows(cfg, trial, sig):
                events = trial
            else:
                i += size
        if size == 1:
            return events
        size //= 2


def _slug(sig: Signature) -> str:
    parts = [str(p) for p in sig if p not in (None, (), "")]
    text = "-".join(p.replace("pa:623a.", "").strip("()',") for p in parts)
    return "".join(c if c.isalnum() or c in "-._" else "_" for c in text)[:80]


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


def generate(profile_name: str, profile: Mapping[str, Any], budget: Budget,
             progress: Optional[Callable[[str], None]] = None) -> Message:
    """The vector file for one profile: run the suite's rules on the reference, keep and shrink one case per signature."""
    cfg = profile_from_mapping(dict(profile))
    first: dict[Signature, list[Message]] = {}

    def collect(machine: CrapsConformance, m: Message, expected: Optional[list[Message]]) -> None:
        for sig in signatures(m, expected, machine.s):
            if sig not in first:
                first[sig] = list(machine.trail)

    for events in systematic(cfg):
        s = State()
        for n, m in enumerate(events):
            st = step(cfg, s, decode_event(m))
            expected = [encode_outcome(o) for o in st.outcomes]
            for sig in signatures(m, expected, s):
                if sig not in first:
                    first[sig] = events[: n + 1]
            s = st.state
    run_profile(None, profile_name, profile, budget, on_step=collect)
    cases: list[Message] = []
    seen_events: set[str] = set()
    for n, (sig, events) in enumerate(sorted(first.items(), key=lambda kv: repr(kv[0]))):
        if progress and n % 25 == 0:
            progress(f"{profile_name}: shrinking case {n + 1} of {len(first)}")
        events = _shrink(cfg, events, sig)
        key = repr(events)
        if key in seen_events:
            continue
        seen_events.add(key)
        steps = expect_steps(cfg, events)
        last = steps[-1]["expect"]
        case: Message = {"id": f"{len(cases) + 1:04d}-{_slug(sig)}", "clauses": sorted(set(steps[-1]["clauses"])),
                         "steps": steps}
        if last is None or any(o["type"] == "rejected" for o in last):
            case["negative"] = True
        cases.append(case)
    for points in FIRE_RUNS:  # Fire Bets settled after each count of points, repeats included: kept whole
        run = fire_run(cfg, points)
        if run is not None:
            steps = expect_steps(cfg, run)
            cases.append({"id": f"{len(cases) + 1:04d}-fire-after-" + ("-".join(map(str, points)) or "none"),
                          "clauses": sorted(set(steps[-1]["clauses"])), "steps": steps})
    source = (f"generated by croupier {__version__} (croupier vectors generate) from the reference model of "
              f"{cfg.ruleset}: Hypothesis seed {budget.seed}, {budget.examples} examples of {budget.steps} steps; "
              f"one shrunk case per behaviour, from scripted wagers against every roll and from the generated suite")
    return document(cfg.game.value, cfg.ruleset, profile_name, dict(profile), source, cases)


def replay_document(failure: Failure, profile: Mapping[str, Any]) -> Message:
    """A one-case vector file that replays ``failure`` (the reference's outcomes for every step)."""
    cfg = profile_from_mapping(dict(profile))
    steps = expect_steps(cfg, failure.events)
    case = {"id": "replay", "clauses": list(failure.clauses), "steps": steps}
    source = f"replay of a failure found by croupier {__version__}: {failure.problem}"
    return document(cfg.game.value, cfg.ruleset, failure.profile, dict(profile), source, [case])
