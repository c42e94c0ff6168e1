"""Craps vector generation: one short case for every distinct behaviour the generated suite reaches.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The
generator runs the suite's own rules against the reference alone, with a fixed
seed, and keeps the first sequence that shows each *signature*. A signature is
a money outcome's (bet, result, deciding clause, dice total), a refusal's
(clause, event type) or a notice's clauses. Each kept sequence is then shrunk
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
        if t == "rejected":
            sigs.add((t, o.get("clause"), m.get("type")))
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


def generate(profile_name: str, profile: Mapping[str, Any], budget: Budget,
             progress: Optional[Callable[[str], None]] = None) -> Message:
    """The vector file for one profile: run the suite's rules on the reference, keep and shrink one case per signature."""
    cfg = profile_from_mapping(dict(profile))
    first: dict[Signature, list[Message]] = {}

    def collect(machine: CrapsConformance, m: Message, expected: Optional[list[Message]]) -> None:
        for sig in signatures(m, expected, machine.s):
            if sig not in first:
                first[sig] = list(machine.trail)

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
    source = (f"generated by croupier {__version__} (croupier vectors generate) from the reference model of "
              f"{cfg.ruleset}: Hypothesis seed {budget.seed}, {budget.examples} examples of {budget.steps} steps; "
              f"one shrunk case per behaviour")
    return document(cfg.game.value, cfg.ruleset, profile_name, dict(profile), source, cases)


def replay_document(failure: Failure, profile: Mapping[str, Any]) -> Message:
    """A one-case vector file that replays ``failure`` (the reference's outcomes for every step)."""
    cfg = profile_from_mapping(dict(profile))
    steps = expect_steps(cfg, failure.events)
    case = {"id": "replay", "clauses": list(failure.clauses), "steps": steps}
    source = f"replay of a failure found by croupier {__version__}: {failure.problem}"
    return document(cfg.game.value, cfg.ruleset, failure.profile, dict(profile), source, [case])
