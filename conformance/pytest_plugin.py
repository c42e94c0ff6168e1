"""Run the conformance suite inside a vendor's own pytest.

In a test module of your project::

    from croupier.conformance.pytest_plugin import conformance_tests

    test_craps_conformance = conformance_tests(impl="my_engine.croupier:Engine")
    # or: conformance_tests(exec="./build/engine --json-lines")
    test_sicbo_conformance = conformance_tests(impl="my_engine.croupier:Engine", game="sicbo")

This collects one test per bundled vector case (``vectors[default-0042-...]``)
and one generated-suite test per profile (``suite[default]``). A failing test
shows the expected and actual outcomes, the clauses that decide them, and the
replay file. The implementation is started once per session and shared by the
tests. With ``-p croupier.conformance.pytest_plugin`` (or
``pytest_plugins = [...]`` in a conftest) the options ``--croupier-examples``,
``--croupier-steps`` and ``--croupier-seed`` set the budget from the command
line.

The plugin runs the suite as ``croupier conform`` does: the same budget (:class:`Budget`'s defaults are the
command's) and the reference's run-time contracts off, since the suite checks the implementation, not the reference
(``CROUPIER_CONTRACTS=1`` in the environment turns them on, as ``conform --contracts`` does; the switch is read when
the reference is first imported, so it is set here before anything imports it).
"""

from __future__ import annotations

import os

os.environ.setdefault("CROUPIER_CONTRACTS", "0")  # before the reference is imported: its contracts are read once

import functools  # noqa: E402
from typing import Any, Callable, Optional, Sequence  # noqa: E402

import pytest  # noqa: E402

from croupier.conformance.adapter import Implementation, load_implementation  # noqa: E402
from croupier.conformance.games import GameSuite, suite_for  # noqa: E402
from croupier.conformance.lockstep import Budget, run_profile  # noqa: E402
from croupier.conformance.report import Run, text_summary  # noqa: E402
from croupier.conformance.runner import Findings, Side  # noqa: E402
from croupier.conformance import vectors  # noqa: E402

__all__ = ["conformance_tests", "pytest_addoption", "run_conformance_test"]

_OPTIONS: dict[str, Optional[int]] = {"examples": None, "steps": None, "seed": None}


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("croupier", "croupier conformance")
    for name, help_ in (("examples", "Hypothesis examples per profile"), ("steps", "steps per example"),
                        ("seed", "the run's seed")):
        group.addoption(f"--croupier-{name}", type=int, default=None, help=help_)


def pytest_configure(config: pytest.Config) -> None:
    for name in _OPTIONS:
        _OPTIONS[name] = config.getoption(f"--croupier-{name}", None)


@functools.lru_cache(maxsize=16)
def _load(path: str) -> dict[str, Any]:
    return vectors.load(path)


def _budget(base: Budget) -> Budget:
    return Budget(examples=_OPTIONS["examples"] or base.examples, steps=_OPTIONS["steps"] or base.steps,
                  seconds=base.seconds, seed=base.seed if _OPTIONS["seed"] is None else _OPTIONS["seed"])


def _run(g: GameSuite, name: str, mapping: dict[str, Any], found: Findings, side: Side) -> Run:
    return Run(implementation=name, hello=side.hello, game=g.name, rulesets=[str(mapping.get("ruleset", g.default_ruleset))],
               profiles=[name], budget={}, findings=found)


def _fail(g: GameSuite, name: str, mapping: dict[str, Any], found: Findings, side: Side) -> None:
    if found.failures or found.not_applicable or found.not_run:
        run = _run(g, name, mapping, found, side)
        if found.failures or found.not_run:  # not run: the implementation faulted (here or in an earlier test)
            pytest.fail(text_summary(run, per_clause=False), pytrace=False)
        pytest.skip(f"profile {name} not applicable: {found.not_applicable[name]}")


def run_conformance_test(implementation: Implementation, profile: str = "default", budget: Budget = Budget(),
                         game: str = "craps") -> Findings:
    """Vectors, then the generated suite, for one profile; raise ``AssertionError`` with the report on failure."""
    g = suite_for(game)
    side = Side(implementation)
    side.handshake()
    name, mapping = g.profile_named(profile)
    found = Findings()
    path = g.bundled_vectors(name, mapping)
    if path is not None:
        found.merge(vectors.run_document(side, vectors.load(path), source=name))
    if not found.failures:
        more, _ = run_profile(g, side, name, mapping, budget)
        found.merge(more)
    if found.failures:
        raise AssertionError(text_summary(_run(g, name, mapping, found, side), per_clause=False))
    return found


def conformance_tests(impl: Optional[str] = None, exec: Optional[str] = None,
                      profiles: Optional[Sequence[str]] = None, budget: Budget = Budget(),
                      timeout: float = 10.0, game: str = "craps") -> Callable[..., None]:
    """A parametrized pytest test: every bundled vector case and the generated suite, for each profile.

    ``game``: ``craps`` (Craps and Mini-Craps) or ``sicbo``; ``profiles``: bundled profile names or
    profile files (default: the game's default profiles).
    """
    if (impl is None) == (exec is None):
        raise ValueError("give one of impl='module:Class' or exec='command'")
    g = suite_for(game)
    profile_named, bundled_vectors = g.profile_named, g.bundled_vectors

    @functools.lru_cache(maxsize=1)
    def side() -> Side:
        if exec is not None:
            from croupier.conformance.jsonlines import Subprocess

            s = Side(Subprocess(exec, timeout=timeout), timeout=timeout, threaded=False)
        else:
            s = Side(load_implementation(impl or ""), timeout=timeout)
        s.handshake()
        return s

    params: list[Any] = []
    for p in profiles or g.default_profiles:
        name, mapping = profile_named(p)
        path = bundled_vectors(name, mapping)
        if path is not None:
            doc = _load(str(path))
            params += [pytest.param("vectors", name, c["id"], id=f"vectors[{name}-{c['id']}]") for c in doc["cases"]]
        params.append(pytest.param("suite", name, "", id=f"suite[{name}]"))

    @pytest.mark.parametrize("kind, profile, case", params)
    def test(kind: str, profile: str, case: str) -> None:
        s = side()
        name, mapping = profile_named(profile)
        if kind == "vectors":
            path = bundled_vectors(name, mapping)
            assert path is not None
            found = vectors.run_document(s, _load(str(path)), source=name, only=[case])
        else:
            found, _ = run_profile(g, s, name, mapping, _budget(budget))
        _fail(g, name, mapping, found, s)

    return test
