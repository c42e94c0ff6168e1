"""A random walk through a game's reference model in protocol form, with deliberately illegal and malformed events.

``g``: a game's :class:`~croupier.conformance.games.GameSuite`; ``cfg``: the reference's configuration for a
profile; ``s``: the reference state; ``m``: an event in protocol form. The walk runs the game's generated suite
(its :class:`~croupier.conformance.lockstep.LockstepMachine`: whole rounds, irregularities, refusals) against the
reference alone, with the bundled profiles in turn, and mixes in events built from the game's event schema
(``conformance/schemas/<game>-event.schema.json``), from the event the suite is about to send and from those already
sent: an event replayed out of phase, one with a field changed to another value of its type (the dealer's seat 0, a
seat that is empty or not at the table, an amount of zero, negative or over the maximum) or to a value of the wrong
type, a field dropped or added, the type swapped. Mixed in between the suite's rules and in the middle of them, such
events meet every phase of a round. Every event goes through the game's codec, as ``croupier serve`` takes it. At
every step:

- nothing but a :class:`~croupier.conformance.protocol.ProtocolError` (a malformed event) escapes the codec and the
  model: an assertion, a ``KeyError`` or a contract violation is a crash;
- a refusal is the only outcome of its step, cites a clause of the spec, and leaves the state as it was (a malformed
  event too);
- every amount is exact (the protocol's integer or fraction text, never a float);
- chips are conserved: the models of Craps, Sic Bo, Three Dice Football and Baccarat check it themselves on every
  step (their ``step`` contracts, live while ``CROUPIER_CONTRACTS`` is on); for the others the walk keeps the books
  (:func:`books`), from the wagers of the observable state, or of the model's boxes and hands at the blackjack
  games (whose observable state does not say which wagers are settled).

A broken invariant raises :class:`WalkFailure` with the events that led to it, shortened (:func:`minimize`).
"""

from __future__ import annotations

import copy
import json
import math
import random
import time
import traceback
from fractions import Fraction
from importlib import resources
from pathlib import Path
from typing import Any, Callable, Optional

import attrs
from hypothesis import HealthCheck, Phase, Verbosity, seed as hypothesis_seed, settings, strategies as st
from hypothesis.stateful import get_state_machine_test, initialize, precondition, rule

from croupier import spec
from croupier.conformance.games import GameSuite, suite_for
from croupier.conformance.lockstep import BACKEND, Context, LockstepMachine, paid_rows
from croupier.conformance.runner import Findings

__all__ = ["LEDGERS", "Fuzzer", "WalkFailure", "WalkStats", "books", "check_step", "first_problem", "minimize",
           "run_step", "walk"]

Message = dict[str, Any]
#: values of the wrong type for any field
WRONG: tuple[Any, ...] = (None, True, False, -1, 0, 1.5, "1", "", "x", [], {}, 10**20, -(10**20), "1e3", [1],
                          {"a": 1}, "NaN", float("inf"))
AMOUNTS = ("0", "1", "-1", "-500", "99", "100", "250", "500", "1000", "2500", "5000", "12345", "500000", "500001",
           "1/2", "1000/3", "007", "99999999999999999999", "-0")
SEATS = (-1, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 17, 99)
INTEGERS = (-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 16, 17, 20, 23, 24, 52, 79, 100, 311, 416, 2**31)
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CARDS = tuple(r + s for r in RANKS for s in "SHDC")
FACES = (0, 1, 2, 3, 4, 5, 6, 7)
DIE_KEYS = frozenset({"dice", "face_up", "cocked"})
SEAT_KEYS = frozenset({"seat", "player", "area", "spot", "place", "start", "to_right"})


class WalkFailure(AssertionError):
    """A step of the walk broke one of the walk's invariants."""


@attrs.define
class WalkStats:
    """What a walk sent and what came back."""

    events: int = 0
    fuzzed: int = 0
    refused: int = 0
    malformed: int = 0
    examples: int = 0
    profiles: set[str] = attrs.field(factory=set)
    seconds: float = 0.0

    def line(self, game: str) -> str:
        return (f"{game}: {self.events} events ({self.fuzzed} fuzzed) over {self.examples} tables, "
                f"{len(self.profiles)} profiles; {self.refused} refused, {self.malformed} malformed; "
                f"{self.seconds:.1f} s ({self.events / max(self.seconds, 1e-9):.0f} events/s)")


# --- the fuzzer -----------------------------------------------------------------------------------------------------


class Fuzzer:
    """Events of one game built from its event schema and from the events already sent."""

    def __init__(self, game: str) -> None:
        path = resources.files("croupier.conformance").joinpath("schemas", f"{game}-event.schema.json")
        doc = json.loads(Path(str(path)).read_text())
        self.defs: dict[str, Any] = doc.get("definitions", {})
        self.types: list[str] = list(doc["properties"]["type"]["enum"])
        self.fields: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {t: ({}, ()) for t in self.types}
        for branch in doc.get("allOf", []):
            named = branch["if"]["properties"]["type"]
            then = branch["then"]
            props = {k: v for k, v in then.get("properties", {}).items() if k != "type"}
            for t in named.get("enum", [named.get("const")]):
                self.fields[t] = (props, tuple(r for r in then.get("required", ()) if r != "type"))

    def _resolve(self, schema: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in schema:
            schema = self.defs[schema["$ref"].rsplit("/", 1)[1]]
        return schema

    def value(self, rng: random.Random, key: str, schema: dict[str, Any], depth: int = 0) -> Any:
        """A value of ``schema``'s type for field ``key``, not necessarily a legal one."""
        schema = self._resolve(schema)
        if "enum" in schema:
            return rng.choice(schema["enum"])
        if "const" in schema:
            return schema["const"]
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = rng.choice(kind)
        if kind == "integer":
            return rng.choice(SEATS if key in SEAT_KEYS else FACES if key in DIE_KEYS else INTEGERS)
        if kind == "boolean":
            return rng.random() < 0.5
        if kind == "null":
            return None
        if kind == "string":
            pattern = schema.get("pattern", "")
            if "SHDC" in pattern:
                return rng.choice(CARDS + ("JK",)) if "JK" in pattern else rng.choice(CARDS)
            if "[0-9]+)(/" in pattern or key in ("amount", "chips", "to"):
                return rng.choice(AMOUNTS)
            if pattern == "^[0-9]-[0-9]$":
                return f"{rng.randint(0, 9)}-{rng.randint(0, 9)}"
            if "T[0-9]" in pattern:
                return f"2013-0{rng.randint(1, 9)}-{rng.randint(10, 28)}T{rng.randint(10, 23)}:{rng.randint(10, 59)}"
            if "[0-9]{4}" in pattern:
                return f"2013-0{rng.randint(1, 9)}-{rng.randint(10, 28)}"
            return rng.choice(("S1", "S2", "T1", "T2", "pass", "field", "big", "small", "x", "1"))
        if kind == "array":
            if depth > 2:
                return []
            items = schema.get("items", {})
            n = schema["maxItems"] if "maxItems" in schema and rng.random() < 0.8 else rng.choice((0, 1, 2, 3, 4, 5, 7))
            return [self.value(rng, key, items, depth + 1) for _ in range(n)]
        if kind == "object":
            props = schema.get("properties", {})
            return {k: self.value(rng, k, v, depth + 1) for k, v in props.items() if rng.random() < 0.9}
        return rng.choice(WRONG)

    def fresh(self, rng: random.Random) -> Message:
        """An event of any type, its fields drawn from the schema (optional ones now and then)."""
        t = rng.choice(self.types)
        props, required = self.fields[t]
        m: Message = {"type": t}
        for k, v in props.items():
            if k in required or rng.random() < 0.5:
                m[k] = self.value(rng, k, v)
        return m

    def mutate(self, rng: random.Random, m: Any) -> Message:
        """``m`` with one change: a field given another value of its type or one of the wrong type, a field dropped
        or added, or another type (its required fields filled in)."""
        if not isinstance(m, dict):
            return self.fresh(rng)
        m = copy.deepcopy(m)
        t = m.get("type")
        props, _ = self.fields[t] if isinstance(t, str) and t in self.fields else ({}, ())
        keys = sorted(set(props) | set(m) - {"type"})
        r = rng.random()
        if not keys or r < 0.2:
            m["type"] = t = rng.choice(self.types)
            props, required = self.fields[t]
            for k in required:
                if k not in m:
                    m[k] = self.value(rng, k, props[k])
            for k in [k for k in m if k != "type" and k not in props]:
                if rng.random() < 0.8:
                    del m[k]
        elif r < 0.75:
            k = rng.choice(keys)
            m[k] = self.value(rng, k, props.get(k, {}))
        elif r < 0.9:
            m[rng.choice(keys)] = rng.choice(WRONG)
        elif r < 0.95:
            m.pop(rng.choice(keys), None)
        else:
            m[rng.choice(("extra", "seat", "amount", "bet"))] = rng.choice(WRONG + AMOUNTS)
        return m

    def message(self, rng: random.Random, trail: list[Message], upcoming: Any = None) -> Any:
        """One event for the walk: the suite's ``upcoming`` event changed (it fits the phase the table is in), an
        earlier event replayed or changed, or a fresh one."""
        r = rng.random()
        if upcoming is not None and r < 0.4:
            return self.mutate(rng, upcoming)
        r = rng.random()
        if trail and r < 0.25:
            return copy.deepcopy(rng.choice(trail[-40:]))
        if trail and r < 0.6:
            return self.mutate(rng, rng.choice(trail))
        if r < 0.995:
            return self.fresh(rng)
        return rng.choice(([], "deal", None, {"type": None}, {"type": "no_such_event"}, {}))


# --- the invariants -------------------------------------------------------------------------------------------------

#: g, cfg, state before, m, outcomes, state after -> a problem, or None
Ledger = Callable[[GameSuite, Any, Any, Message, list[Message], Any], Optional[str]]


def _exact(v: Any) -> bool:
    if not isinstance(v, str):
        return False
    try:
        Fraction(v)
    except (ValueError, ZeroDivisionError):
        return False
    return "." not in v and "e" not in v.lower()


def _where(x: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(x.__traceback__) if "/reference/" in f.filename
              or "/conformance/" in f.filename]
    if not frames:
        return "?"
    f = frames[-1]
    return f"{f.filename.rsplit('/', 2)[-2]}/{f.filename.rsplit('/', 1)[-1]}:{f.lineno}"


def run_step(g: GameSuite, cfg: Any, s: Any, m: Any) -> tuple[Optional[list[Message]], Any, Optional[str]]:
    """``m`` through the codec and the model: the outcomes (``None``: malformed), the state after, and a crash."""
    try:
        expected, after = g.run_event(cfg, s, m)
    except Exception as x:  # noqa: BLE001: anything but ProtocolError (caught by run_event) is a crash
        return None, s, f"crash: {type(x).__name__} at {_where(x)}: {x}"
    return expected, after, None


def check_step(g: GameSuite, cfg: Any, before: Any, m: Any, expected: Optional[list[Message]], after: Any,
               ledger: Optional[Ledger]) -> Optional[str]:
    """The first of the walk's invariants that the step ``before --m--> after`` breaks, if any."""
    if expected is None:
        return None if after is before else "a malformed event changed the state"
    if not isinstance(expected, list) or not all(isinstance(o, dict) and "type" in o for o in expected):
        return f"outcomes are not a list of typed objects: {expected!r}"
    rejected = [o for o in expected if o["type"] == "rejected"]
    if rejected:
        clause = rejected[0].get("clause")
        if len(expected) != 1:
            return f"a refusal ({clause}) is not the only outcome of its step"
        if after != before:
            return f"the refusal {clause} changed the state"
        if clause not in spec.all_clause_ids():
            return f"the refusal cites {clause!r}, not a clause of the spec"
        return None
    for o in expected:
        for k in ("amount", "commission"):
            if k in o and o[k] is not None and not _exact(o[k]):
                return f"a {o['type']} {k} is not exact: {o[k]!r}"
        for c in o.get("clauses", ()):
            if c not in spec.all_clause_ids():
                return f"a {o['type']} cites {c!r}, not a clause of the spec"
    if ledger is not None:
        return ledger(g, cfg, before, m, expected, after)
    return None


def first_problem(g: GameSuite, cfg: Any, events: list[Any], ledger: Optional[Ledger] = None
                  ) -> Optional[tuple[int, str]]:
    """Replay ``events`` on a fresh table: the index of the first step that breaks an invariant, and the problem."""
    s = g.initial()
    for i, m in enumerate(events):
        expected, after, crash = run_step(g, cfg, s, m)
        problem = crash or check_step(g, cfg, s, m, expected, after, ledger)
        if problem is not None:
            return i, problem
        s = after
    return None


def _signature(problem: str) -> str:
    return problem.split(": ", 2)[1] if problem.startswith("crash: ") else problem


def minimize(g: GameSuite, cfg: Any, events: list[Any], ledger: Optional[Ledger] = None,
             seconds: float = 30.0) -> list[Any]:
    """A shorter sequence that breaks the same invariant (the same crash site), found by dropping chunks of events
    for at most ``seconds``."""
    found = first_problem(g, cfg, events, ledger)
    if found is None:
        return events
    events = events[:found[0] + 1]
    want = _signature(found[1])
    deadline = time.monotonic() + seconds
    size = max(1, len(events) // 2)
    while size >= 1 and time.monotonic() < deadline:
        i = 0
        while i < len(events) - 1 and time.monotonic() < deadline:
            trial = events[:i] + events[i + size:]
            if trial:
                f = first_problem(g, cfg, trial, ledger)
                if f is not None and _signature(f[1]) == want:
                    events = trial[:f[0] + 1]
                    continue
            i += size
        size //= 2
    return events


# --- the ledgers ----------------------------------------------------------------------------------------------------

#: (seat, bet as a settlement names it) -> chips on the layout behind it
Layout = dict[tuple[Any, str], Fraction]


def _observed(g: GameSuite, cfg: Any, s: Any) -> Layout:
    """The players' wagers in the observable state (INTERPRETING.md, "Observable state")."""
    out: Layout = {}
    for w in g.observe(cfg, s).get("wagers", ()):
        out[w["seat"], w["bet"]] = out.get((w["seat"], w["bet"]), Fraction(0)) + Fraction(w["amount"])
    return out


def _boxes(s: Any, base: str, box_wagers: tuple[tuple[str, str], ...], hand_wagers: tuple[tuple[str, str], ...]
           ) -> Layout:
    """A blackjack family layout: each box's side wagers not yet settled (``box_wagers``: attribute, bet), and its
    hands' wagers not yet settled (``hand_wagers``), or the box's own before the deal (``base``: the bet of hand 1).
    A dead box has had its wagers returned, but for a Bust It Wager, which may stay (DA-A12)."""
    out: Layout = {}
    for b in s.boxes:
        dead = getattr(b, "dead", False)
        for attr, bet in box_wagers:
            if getattr(b, attr) and not getattr(b, f"{attr}_settled") and (attr == "bust_it" or not dead):
                out[b.number, bet] = Fraction(getattr(b, attr))
        if dead:
            continue
        if not b.hands:
            out[b.number, f"{base}/1"] = Fraction(b.bet if hasattr(b, "bet") else b.wager)
            if getattr(b, "attack", 0):
                out[b.number, "double_attack/1"] = Fraction(b.attack)
        for i, h in enumerate(b.hands):
            if h.settled:
                continue
            for attr, bet in hand_wagers:
                if getattr(h, attr):
                    out[b.number, f"{bet}/{i + 1}"] = Fraction(getattr(h, attr))
    return out


#: g, cfg, s -> the chips on the layout, for the games whose models do not check conservation themselves
LAYOUTS: dict[str, Callable[[GameSuite, Any, Any], Layout]] = {
    "paigow": _observed, "asia_poker": _observed, "five_card_hi_lo": _observed, "poker_variants": _observed,
    "spanish21": lambda g, cfg, s: _boxes(s, "spanish21", (("mtd", "match_the_dealer"), ("insurance", "insurance")),
                                          (("wager", "spanish21"), ("double", "double"))),
    "double_attack": lambda g, cfg, s: _boxes(s, "bet", (("bust_it", "bust_it"), ("insurance", "insurance")),
                                              (("bet", "bet"), ("attack", "double_attack"), ("double", "double"))),
    "blackjack": lambda g, cfg, s: _boxes(s, "blackjack", (
        ("straight_jack", "straight_jack"), ("house_money", "house_money"), ("hit_and_run", "hit_and_run"),
        ("three_card_poker", "three_card_poker"), ("insurance", "insurance")), (("wager", "blackjack"),
                                                                                ("double", "double"))),
}
#: the events by which players put chips down
CHIPS_IN: dict[str, frozenset[str]] = {
    "paigow": frozenset({"place"}), "asia_poker": frozenset({"place"}),
    "five_card_hi_lo": frozenset({"place", "play"}), "poker_variants": frozenset({"deal", "call", "bet"}),
    "spanish21": frozenset({"place", "insure", "double", "split"}),
    "double_attack": frozenset({"place", "insure", "double", "split"}),
    "blackjack": frozenset({"place", "insure", "double", "split", "ride"}),
}
#: the events whose ``amount`` is what they put down
AMOUNT_IN = frozenset({"place", "insure", "double"})
#: the settlements of the counterparties of a player bank at Pai Gow (621a.9): the bank's own, and the dealer's wager
#: against it; like the house's, their chips are not players' wagers on the layout
BANK = frozenset({"bank", "co_bank", "dealer_wager"})
#: the games whose wagers make a pot the players share (637a.19(k), 637a.20(k))
POTS = frozenset({"poker_variants"})


def books(game: str) -> Ledger:
    """The chip books of ``game``: what leaves the layout is what the outcomes collect, return or pay back with a
    win (the stake); what comes onto it comes by an event that puts chips down, and exactly its amount. In a pot
    game (:data:`POTS`) a settlement is the player's net result: his whole share of the pot leaves the layout, and
    the winners take what the losers lose (no rake)."""
    layout, chips_in, pot = LAYOUTS[game], CHIPS_IN[game], game in POTS

    def ledger(g: GameSuite, cfg: Any, before: Any, m: Message, expected: list[Message], after: Any
               ) -> Optional[str]:
        was, now = layout(g, cfg, before), layout(g, cfg, after)
        released = won = lost = Fraction(0)
        for o in expected:
            if o.get("bet") in BANK or o["type"] not in ("settlement", "returned"):
                continue
            key, amount, result = (o.get("seat"), o.get("bet")), Fraction(o["amount"]), o.get("result")
            taken = max(Fraction(0), was.get(key, Fraction(0)) - now.get(key, Fraction(0)))
            if o["type"] == "returned" or result == "void" or (result == "lose" and not pot):
                released += amount
            else:  # the stake goes back with the winnings; a pot share with the net result
                released += taken
            won += amount if result == "win" else 0
            lost += amount if result == "lose" else 0
        if pot and won != lost:
            return f"the pot pays {won} to its winners and collects {lost} from its losers"
        put = sum(now.values(), Fraction(0)) - sum(was.values(), Fraction(0)) + released
        if put < 0:
            return f"{-put} left the layout that no outcome collected, returned or paid back"
        if put > 0 and m.get("type") not in chips_in:
            return f"{put} came onto the layout by a {m.get('type')!r} event, which puts no chips down"
        if put and m["type"] in AMOUNT_IN and put != Fraction(m["amount"]):
            return f"a {m['type']} of {m['amount']} put {put} on the layout"
        return None

    return ledger


LEDGERS: dict[str, Ledger] = {game: books(game) for game in LAYOUTS}


# --- the walk -------------------------------------------------------------------------------------------------------


class _Walk(LockstepMachine):
    """The game's suite machine, checked at every step, with fuzzed events sent between its rules and, now and then,
    in the middle of one (before one of the suite's own events), so that they meet every phase of a round."""

    fuzzer: Fuzzer
    stats: WalkStats
    target: int
    ledger: Optional[Ledger]
    inject: float  #: the chance of a fuzzed event before each of the suite's own
    rng: random.Random

    def __init__(self) -> None:
        super().__init__()
        if not self.dead:
            self.stats.examples += 1

    @initialize(seed=st.integers(0, 2**32 - 1))
    def fuzz_seed(self, seed: int) -> None:
        """The fuzzer's randomness, drawn by Hypothesis so that the example replays."""
        self.rng = random.Random(seed)

    def apply(self, m: Message) -> Optional[list[Message]]:
        if not self.dead and self.rng.random() < self.inject:
            self._send(self.fuzzer.message(self.rng, self.trail, m), fuzzed=True)
        return self._send(m, fuzzed=False)

    def _send(self, m: Any, fuzzed: bool) -> Optional[list[Message]]:
        if self.dead:
            return None
        g, before = self.ctx.game, self.s
        expected, after, crash = run_step(g, self.cfg, before, m)
        problem = crash or check_step(g, self.cfg, before, m, expected, after, self.ledger)
        self.stats.events += 1
        self.stats.fuzzed += fuzzed
        if problem is not None:
            events = [*self.trail, m]
            short = minimize(g, self.cfg, events, self.ledger)
            raise WalkFailure(f"{g.name}, profile {self.ctx.profile_name!r}: {problem}\n"
                              f"  after {len(events)} events; reproduced by these {len(short)}:\n  "
                              + "\n  ".join(json.dumps(e) for e in short))
        if expected is None:
            self.stats.malformed += 1
        elif any(o["type"] == "rejected" for o in expected):
            self.stats.refused += 1
        if self.stats.events >= self.target:
            self.ctx.deadline = -math.inf  # the tables opened from now on are closed at once
        # what LockstepMachine.apply does with no implementation to compare, without running the event twice
        self.trail.append(m)
        self.paid_here |= paid_rows(g, before, expected)
        self.s = after
        self.local.steps += 1
        return expected

    @precondition(lambda self: not self.dead)
    @rule(n=st.integers(1, 8))
    def fuzz(self, n: int) -> None:
        """Events built from the schema and from the events already sent: replayed out of phase, changed, swapped."""
        for _ in range(n):
            self._send(self.fuzzer.message(self.rng, self.trail), fuzzed=True)


def walk(game: str, events: int, seed: int = 0, examples: int = 4, steps: int = 40, inject: float = 0.15
         ) -> WalkStats:
    """Walk ``game``'s reference for at least ``events`` events, the bundled profiles in turn (``examples`` tables
    of up to ``steps`` rules on each before the next); raise :class:`WalkFailure` at the first broken invariant."""
    from croupier.reference import contracts

    assert contracts.ENABLED, "the walk needs the models' contracts on (CROUPIER_CONTRACTS unset or 1)"
    g = suite_for(game)
    stats = WalkStats()
    fuzzer = Fuzzer(g.name)
    names = sorted(g.profiles)
    ledger = LEDGERS.get(g.name)
    start = time.monotonic()
    chunk = 0
    while stats.events < events:
        name, profile = g.profile_named(names[(seed + chunk) % len(names)])
        ctx = Context(game=g, side=None, profile_name=name, profile=profile, cfg=g.config(dict(profile)),
                      findings=Findings(), deadline=math.inf)
        machine = type(f"Walk_{g.name}_{chunk}", (_Walk, g.machine),
                       {"ctx": ctx, "fuzzer": fuzzer, "stats": stats, "target": events,
                        "ledger": staticmethod(ledger) if ledger else None, "inject": inject})
        backend: dict[str, Any] = {"backend": BACKEND} if BACKEND else {}
        test = get_state_machine_test(machine, settings=settings(
            **backend, max_examples=examples, stateful_step_count=steps, deadline=None, database=None,
            suppress_health_check=list(HealthCheck), phases=[Phase.generate], report_multiple_bugs=False,
            print_blob=False, verbosity=Verbosity.quiet))
        hypothesis_seed(seed * 1_000_003 + chunk)(test)
        before = stats.events
        test()
        stats.profiles.add(name)
        chunk += 1
        if stats.events == before and chunk > 2 * len(names):
            raise WalkFailure(f"{game}: the walk sends no events")
    stats.seconds = time.monotonic() - start
    return stats
