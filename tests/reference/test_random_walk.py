"""Random walks through every game's reference model as ``croupier serve`` takes events (issue 29).

Each walk (:mod:`tests.reference.walk`) mixes the generated suite's rounds with events built from the game's schema
and from the events already sent, some legal, most not, and checks at every step that nothing but a malformed
event's ProtocolError escapes the codec and the model, that a refusal cites a clause and leaves the state as it
was, that amounts are exact, and that chips are conserved. The default budget is what CI runs (about a thousand
events a game); ``CROUPIER_WALK_EVENTS`` and ``CROUPIER_WALK_SEED`` set another for every game, and ``--run-slow``
adds a longer walk on another seed. Every crash a walk has found is kept below as a sequence that must now be
refused with its clause.
"""

from __future__ import annotations

import os
from typing import Any

import attrs
import pytest

from croupier.conformance.games import GAMES, suite_for

from .walk import LEDGERS, Fuzzer, books, check_step, first_problem, run_step, walk

#: events per game in CI: about a second of CPU each. The models of Craps, Sic Bo, Three Dice Football and Baccarat
#: check their contracts (conservation among them) at every step, and their suites step the model for the legal
#: events they consider: they walk slower
CI_EVENTS = {game: 1000 for game in GAMES} | {game: 500 for game in ("craps", "sicbo", "tdf", "baccarat")}
LONG_EVENTS = 20_000
EVENTS = os.environ.get("CROUPIER_WALK_EVENTS")
SEED = int(os.environ.get("CROUPIER_WALK_SEED", "0"))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_random_walk_breaks_no_invariant(game: str) -> None:
    """Legal, illegal and malformed events in any phase: refused with a clause, never a crash (issue 29)."""
    n = int(EVENTS) if EVENTS else CI_EVENTS[game]

    stats = walk(game, n, seed=SEED)

    print(stats.line(game))
    assert stats.events >= n and stats.fuzzed and stats.refused and stats.malformed, stats


@pytest.mark.slow
@pytest.mark.parametrize("game", list(GAMES))
def test_a_long_random_walk_breaks_no_invariant(game: str) -> None:
    """The same on a longer walk and another seed."""
    stats = walk(game, LONG_EVENTS, seed=SEED + 1)

    print(stats.line(game))
    assert stats.events >= LONG_EVENTS


# --- what the walks found ---------------------------------------------------------------------------------------------

_DEALT_S21 = [{"type": "shuffle", "cover": 20, "cut_card": 79}, {"type": "burn"},
              {"type": "place", "seat": 2, "bet": "spanish21", "amount": "500"}, {"type": "deal", "card": "KS"}]
_DEALT_DA = [{"type": "shuffle", "cover": 330, "cut_card": 96}, {"type": "burn"},
             {"type": "place", "seat": 1, "bet": "bet", "amount": "1000"},
             *({"type": "deal", "card": c} for c in ("3S", "9C", "QS"))]
#: the model crashes; the codec's (a list where a name or the type goes: TypeError) are malformed-event cases in
#: tests/conformance/test_tdf.py and test_baccarat.py
FOUND: list[tuple[str, str, list[Any], str]] = [
    # the dealer's up card due: a missed box for seat 0 tripped `assert b is not None` (551.16(h))
    ("spanish21", "default", [*_DEALT_S21, {"type": "missed_box", "seat": 0, "late": False}], "pa:551.16(h)"),
    ("spanish21", "default", [*_DEALT_S21, {"type": "missed_box", "seat": 0, "late": True}], "pa:551.16(h)"),
    # the same at Double Attack, the hole card due (665a.13(f))
    ("double_attack", "default", [*_DEALT_DA, {"type": "missed_box", "seat": 0, "late": False}], "pa:665a.13(f)"),
]


@pytest.mark.parametrize(("game", "profile", "events", "clause"), FOUND,
                         ids=[f"{g}-{i}" for i, (g, *_) in enumerate(FOUND)])
def test_what_the_walks_found_is_refused(game: str, profile: str, events: list[Any], clause: str) -> None:
    """Each sequence a walk found a crash with: its last event is refused under ``clause``, the table unchanged."""
    g = suite_for(game)
    cfg = g.config(dict(g.profile_named(profile)[1]))
    s = g.initial()
    for m in events[:-1]:
        _, s = g.run_event(cfg, s, m)

    outcomes, after = g.run_event(cfg, s, events[-1])

    assert [clause] == [o["clause"] for o in outcomes or [] if o["type"] == "rejected"]
    assert s == after
    assert first_problem(g, cfg, events, LEDGERS.get(game)) is None


# --- the walk's checks can fail -------------------------------------------------------------------------------------


def _spanish21() -> tuple[Any, Any, Any, Any]:
    g = suite_for("spanish21")
    cfg = g.config({})
    s = g.initial()
    for m in _DEALT_S21[:3]:
        _, s = g.run_event(cfg, s, m)
    return g, cfg, g.initial(), s


def test_the_books_catch_chips_that_vanish() -> None:
    """A wager gone from the layout with no outcome that collects or returns it is a leak."""
    g, cfg, _, wagered = _spanish21()
    cleared = attrs.evolve(wagered, boxes=())

    problem = books("spanish21")(g, cfg, wagered, {"type": "remove", "seat": 2}, [], cleared)

    assert "500 left the layout" in str(problem)


def test_the_books_catch_chips_from_nowhere() -> None:
    """A wager that appears on the layout by an event that puts no chips down is a leak the other way."""
    g, cfg, _, wagered = _spanish21()
    bare = attrs.evolve(wagered, boxes=())

    problem = books("spanish21")(g, cfg, bare, {"type": "peek"}, [], wagered)

    assert "500 came onto the layout by a 'peek' event" in str(problem)


def test_the_books_catch_a_pot_that_pays_more_than_it_takes() -> None:
    """In a pot game the winners take exactly what the losers lose."""
    g = suite_for("poker_variants")
    cfg = g.config({})
    win = {"type": "settlement", "seat": 1, "bet": "pot", "result": "win", "amount": "300"}
    lose = {"type": "settlement", "seat": 2, "bet": "pot", "result": "lose", "amount": "200"}

    problem = books("poker_variants")(g, cfg, g.initial(), {"type": "fold", "seat": 2}, [win, lose], g.initial())

    assert "pays 300 to its winners and collects 200" in str(problem)


def test_a_refusal_that_changes_the_state_is_caught() -> None:
    g, cfg, fresh, wagered = _spanish21()
    refusal = [{"type": "rejected", "clause": "pa:551.6(a)", "reason": "x"}]

    assert "changed the state" in str(check_step(g, cfg, fresh, {"type": "peek"}, refusal, wagered, None))
    assert check_step(g, cfg, fresh, {"type": "peek"}, refusal, fresh, None) is None


def test_a_refusal_citing_no_clause_of_the_spec_is_caught() -> None:
    g, cfg, fresh, _ = _spanish21()
    refusal = [{"type": "rejected", "clause": "pa:551.99(z)", "reason": "x"}]

    assert "not a clause of the spec" in str(check_step(g, cfg, fresh, {"type": "peek"}, refusal, fresh, None))


def test_an_inexact_amount_is_caught() -> None:
    g, cfg, fresh, _ = _spanish21()
    paid = [{"type": "returned", "seat": 2, "bet": None, "amount": "2.5", "clauses": []}]

    assert "not exact" in str(check_step(g, cfg, fresh, {"type": "peek"}, paid, fresh, None))


def test_a_crash_is_reported_with_where_it_happened() -> None:
    g = suite_for("spanish21")

    def broken(cfg: Any, s: Any, e: Any) -> Any:
        raise KeyError("boom")

    _, _, crash = run_step(attrs.evolve(g, apply=broken), g.config({}), g.initial(), {"type": "peek"})

    assert crash is not None and crash.startswith("crash: KeyError at ")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_fuzzer_sends_every_event_type_of_the_schema(game: str) -> None:
    """Fresh events cover the game's whole schema, so that no event type goes unwalked."""
    import random

    f = Fuzzer(game)
    rng = random.Random(0)

    sent = {f.fresh(rng)["type"] for _ in range(40 * len(f.types))}

    assert set(f.types) == sent
