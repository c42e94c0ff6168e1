"""Vector generation for any game: one short case for every distinct behaviour the generated suite reaches.

``g``: the game's :class:`~croupier.conformance.games.GameSuite`; ``cfg``: the
reference's configuration; ``m``: an event in protocol form. The generator runs
the game's scripted sequences and then the suite's own rules against the
reference alone, with a fixed seed, and keeps the first sequence that shows
each *signature*. A signature is a money outcome's (bet, result, deciding
clauses, what the dice show, payout ratio), a refusal's (clause, event type, standing of the
event's seat: empty, seated or wagering; and, where the game says so, what
sets the refusal apart from others under the same clause) or a notice's clauses. Each kept
sequence is then shrunk greedily, dropping every event the signature does not
need, and written with the reference's outcomes, clauses and state for every
step.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Mapping, Optional

from croupier import __version__
from croupier.conformance.compare import clauses_of
from croupier.conformance.lockstep import Budget, LockstepMachine, run_profile
from croupier.conformance.runner import Failure
from croupier.conformance.vectors import document

__all__ = ["expect_steps", "generate", "replay_document", "signatures"]

Message = dict[str, Any]
Signature = tuple[Any, ...]


def expect_steps(g: Any, cfg: Any, events: list[Message]) -> list[Message]:
    """Each event with the reference's outcomes (``None`` if malformed), their clauses and the state after it."""
    s = g.initial()
    out: list[Message] = []
    for m in events:
        expected, s = g.run_event(cfg, s, m)
        out.append({"event": m, "expect": expected, "clauses": list(clauses_of(expected or [])),
                    "state": g.observe(cfg, s)})
    return out


def _standing(s: Any, seat: Any) -> Optional[str]:
    """Whether the event's seat is empty, seated, or seated with wagers (``None``: no seat, or no seating)."""
    if s is None or not isinstance(seat, int) or isinstance(seat, bool):
        return None
    seated = getattr(s, "seated", None)
    if seated is not None and seat not in seated:
        return "empty"
    wagers = s.wagers
    if isinstance(wagers, Mapping):  # Pai Gow: position -> amount
        return "wagering" if seat in wagers else "seated"
    return "wagering" if any(w.seat == seat for w in wagers) else "seated"


def signatures(g: Any, m: Message, expected: Optional[list[Message]], before: Any = None) -> set[Signature]:
    """The behaviours one step shows (see the module docstring).

    With ``before`` (the state the event met), a money outcome's signature also
    holds its amount as a multiple of the stake, so that each payout ratio
    (a Fire Bet on four, five or six points; a One of a Kind on two matches) is
    a case.
    """
    if expected is None:
        return {("malformed", m.get("type"))}
    dice = g.dice_class(m)
    sigs: set[Signature] = set()
    for o in expected:
        t = o["type"]
        if t == "rejected":  # with the seat's standing: a refusal to an empty seat is not one to a wagering player
            sig: Signature = (t, o.get("clause"), m.get("type"), _standing(before, m.get("seat")))
            key = g.refusal_key(o)
            sigs.add(sig if key is None else sig + (key,))
        elif t == "notice":
            sigs.add((t, tuple(o.get("clauses", ()))))
        else:
            ratio = None
            if before is not None and o.get("bet"):
                staked = g.stake(before, o["seat"], o["bet"])
                if staked:
                    ratio = str(Fraction(o["amount"]) / staked)
            cited = tuple(o.get("clauses", ()))
            for clauses in ([(c,) for c in cited] if g.signature_by_clause else [cited]):
                sigs.add((t, o.get("bet"), o.get("result"), clauses, dice, ratio))
    return sigs


def _shows(g: Any, cfg: Any, events: list[Message], sig: Signature) -> bool:
    s = g.initial()
    for m in events[:-1]:
        _, s = g.run_event(cfg, s, m)
    expected, _ = g.run_event(cfg, s, events[-1])
    return sig in signatures(g, events[-1], expected, s)


def _shrink(g: Any, cfg: Any, events: list[Message], sig: Signature) -> list[Message]:
    """Drop every run of events before the last that the signature does not need (halving chunks, then singles)."""
    size = max(1, (len(events) - 1) // 2)
    while True:
        i = 0
        while i < len(events) - 1:
            trial = events[:i] + events[min(i + size, len(events) - 1):]
            if len(trial) < len(events) and _shows(g, cfg, trial, sig):
                events = trial
            else:
                i += size
        if size == 1:
            return events
        size //= 2


def _slug(sig: Signature) -> str:
    parts = [str(p) for p in sig if p not in (None, (), "")]
    text = "-".join(p.replace("pa:", "").strip("()',") for p in parts)
    for chapter in ("623a.", "625a."):
        text = text.replace(chapter, "")
    return "".join(c if c.isalnum() or c in "-._" else "_" for c in text)[:80]


def generate(g: Any, profile_name: str, profile: Mapping[str, Any], budget: Budget,
             progress: Optional[Callable[[str], None]] = None) -> Message:
    """The vector file for one profile: the scripts and the suite on the reference, one shrunk case per signature."""
    cfg = g.config(dict(profile))
    first: dict[Signature, list[Message]] = {}

    def collect(machine: LockstepMachine, m: Message, expected: Optional[list[Message]]) -> None:
        for sig in signatures(g, m, expected, machine.s):
            if sig not in first:
                first[sig] = list(machine.trail)

    for events in g.scripts(cfg):
        s = g.initial()
        for n, m in enumerate(events):
            expected, after = g.run_event(cfg, s, m)
            for sig in signatures(g, m, expected, s):
                if sig not in first:
                    first[sig] = events[: n + 1]
            s = after
    run_profile(g, None, profile_name, profile, budget, on_step=collect)
    cases: list[Message] = []
    seen_events: set[str] = set()
    for n, (sig, events) in enumerate(sorted(first.items(), key=lambda kv: repr(kv[0]))):
        if progress and n % 25 == 0:
            progress(f"{profile_name}: shrinking case {n + 1} of {len(first)}")
        events = _shrink(g, cfg, events, sig)
        key = repr(events)
        if key in seen_events:
            continue
        seen_events.add(key)
        steps = expect_steps(g, cfg, events)
        last = steps[-1]["expect"]
        case: Message = {"id": f"{len(cases) + 1:04d}-{_slug(sig)}", "clauses": sorted(set(steps[-1]["clauses"])),
                         "steps": steps}
        if last is None or any(o["type"] == "rejected" for o in last):
            case["negative"] = True
        cases.append(case)
    for suffix, events in g.whole_cases(cfg):  # kept whole: each is one story (a Fire Bet after n points)
        steps = expect_steps(g, cfg, events)
        cases.append({"id": f"{len(cases) + 1:04d}-{suffix}", "clauses": sorted(set(steps[-1]["clauses"])),
                      "steps": steps})
    source = (f"generated by croupier {__version__} (croupier vectors generate) from the reference model of "
              f"{g.ruleset(cfg)}: Hypothesis seed {budget.seed}, {budget.examples} examples of {budget.steps} steps; "
              f"one shrunk case per behaviour, from scripted sequences and from the generated suite")
    return document(g.table_game(cfg), g.ruleset(cfg), profile_name, dict(profile), source, cases)


def replay_document(g: Any, failure: Failure, profile: Mapping[str, Any]) -> Message:
    """A one-case vector file that replays ``failure`` (the reference's outcomes for every step); for an exception
    in-process, with the implementation's traceback."""
    cfg = g.config(dict(profile))
    steps = expect_steps(g, cfg, failure.events)
    case = {"id": "replay", "clauses": list(failure.clauses), "steps": steps}
    source = f"replay of a failure found by croupier {__version__}: {failure.problem}"
    doc = document(g.table_game(cfg), g.ruleset(cfg), failure.profile, dict(profile), source, [case])
    if failure.traceback:
        doc["traceback"] = failure.traceback
    return doc
