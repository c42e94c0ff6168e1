"""Throughput of the conformance engine, in steps per second (pytest-benchmark; opt in with ``--run-bench``).

Run as ``CROUPIER_CONTRACTS=0 pytest tests/benchmarks --run-bench`` for the figures without the reference's
run-time contracts (what ``croupier conform`` uses), or without the variable for the contract-checked cost.
Each benchmark records ``steps_per_second`` in its extra info.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable

import pytest

from croupier.conformance import vectors
from croupier.conformance.adapter import load_implementation
from croupier.conformance.craps.codec import decode_event
from croupier.conformance.craps.conform import bundled_vectors
from croupier.conformance.craps.reference import reference_adapter
from croupier.conformance.craps.suite import Budget, run_profile
from croupier.conformance.jsonlines import Subprocess
from croupier.conformance.protocol import ProtocolError
from croupier.conformance.runner import Findings, Side
from croupier.reference.craps import State, TableConfig, step

pytestmark = pytest.mark.bench
EXAMPLE = "croupier.conformance.examples.craps_table:CrapsEngine"
VECTORS = bundled_vectors("default", {})


def _doc() -> dict[str, Any]:
    assert VECTORS is not None
    return vectors.load(VECTORS)


def _measure(benchmark: Any, fn: Callable[[], int]) -> None:
    steps = benchmark.pedantic(fn, rounds=3, iterations=1)
    benchmark.extra_info["steps"] = steps
    benchmark.extra_info["steps_per_second"] = round(steps / benchmark.stats.stats.mean)


def test_reference_model_steps(benchmark: Any) -> None:
    """The model alone: every event of the default vectors through ``step``."""
    cases = [[s["event"] for s in c["steps"]] for c in _doc()["cases"]]
    cfg = TableConfig()

    def run() -> int:
        n = 0
        for events in cases:
            s = State()
            for m in events:
                try:
                    s = step(cfg, s, decode_event(m)).state
                except ProtocolError:
                    pass
                n += 1
        return n

    _measure(benchmark, run)


def _replay(side: Side) -> Callable[[], int]:
    side.handshake()
    doc = _doc()

    def run() -> int:
        found: Findings = vectors.run_document(side, doc)
        assert found.passed
        return found.steps

    return run


def test_vectors_in_process(benchmark: Any) -> None:
    """The bundled implementation in-process: the default vectors, compared step by step with state."""
    _measure(benchmark, _replay(Side(load_implementation(EXAMPLE))))


def test_vectors_over_json_lines(benchmark: Any) -> None:
    """The same vectors over JSON lines to ``croupier serve --impl`` the bundled implementation."""
    impl = Subprocess([sys.executable, "-m", "croupier.cli", "serve", "--impl", EXAMPLE])
    try:
        _measure(benchmark, _replay(Side(impl, threaded=False)))
    finally:
        impl.shutdown()


def test_generated_suite_in_process(benchmark: Any) -> None:
    """The Hypothesis lockstep machine (reference and bundled implementation), one profile."""
    def run() -> int:
        side = Side(load_implementation(EXAMPLE))
        side.handshake()
        found, _ = run_profile(side, "default", {}, Budget(examples=10, steps=50, seed=1))
        return found.steps

    _measure(benchmark, run)


# --- Sic Bo ---------------------------------------------------------------------------------------

def _sicbo() -> Any:
    from croupier.conformance.games import suite_for

    return suite_for("sicbo")


def _sicbo_doc() -> dict[str, Any]:
    path = _sicbo().bundled_vectors("default", {})
    assert path is not None
    return vectors.load(path)


def test_sicbo_reference_model_steps(benchmark: Any) -> None:
    """The Sic Bo model alone: every event of its default vectors through ``step``."""
    g = _sicbo()
    cases = [[s["event"] for s in c["steps"]] for c in _sicbo_doc()["cases"]]
    cfg = g.config({})

    def run() -> int:
        n = 0
        for events in cases:
            s = g.initial()
            for m in events:
                _, s = g.run_event(cfg, s, m)
                n += 1
        return n

    _measure(benchmark, run)


def test_sicbo_vectors_in_process(benchmark: Any) -> None:
    """The bundled Sic Bo implementation in-process: its default vectors, compared step by step with state."""
    side = Side(load_implementation(_sicbo().example))
    side.handshake()
    doc = _sicbo_doc()

    def run() -> int:
        found: Findings = vectors.run_document(side, doc)
        assert found.passed
        return found.steps

    _measure(benchmark, run)


def test_sicbo_generated_suite_in_process(benchmark: Any) -> None:
    """The Sic Bo lockstep machine (reference and bundled implementation), the default profile."""
    from croupier.conformance.lockstep import run_profile as run_game_profile

    def run() -> int:
        side = Side(load_implementation(_sicbo().example))
        side.handshake()
        found, _ = run_game_profile(_sicbo(), side, "default", {}, Budget(examples=10, steps=50, seed=1))
        return found.steps

    _measure(benchmark, run)


@pytest.mark.parametrize("game", ["spanish21", "double_attack", "asia_poker", "five_card_hi_lo", "poker_variants",
                                  "dice"])
def test_blackjack_family_reference_model_steps(benchmark: Any, game: str) -> None:
    """A card game's model alone (the blackjack family, Asia Poker, Five Card Hi-Lo, the 637a poker variants): every
    event of its default vectors through
    ``step``, in protocol form."""
    from croupier.conformance.games import suite_for

    g = suite_for(game)
    name, profile = g.profile_named("default")
    path = g.bundled_vectors(name, profile)
    assert path is not None
    cases = [[s["event"] for s in c["steps"]] for c in vectors.load(path)["cases"]]
    cfg = g.config(dict(profile))

    def run() -> int:
        n = 0
        for events in cases:
            s = g.initial()
            for m in events:
                _, s = g.run_event(cfg, s, m)
                n += 1
        return n

    _measure(benchmark, run)
