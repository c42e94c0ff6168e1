"""Budgets: the default run is what CI runs; ``--run-slow`` adds the long budgets (marker ``slow``) and
``--run-bench`` the benchmarks (marker ``bench``). The longest tests run first, so that on several workers
(``pytest -n auto --dist loadgroup``) none of them is left to run alone at the end."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("ci", max_examples=60, stateful_step_count=40, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("long", max_examples=500, stateful_step_count=100, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("CROUPIER_HYPOTHESIS", "ci"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-slow", action="store_true", help="run the long budgets (whole-module CrossHair sweeps)")
    parser.addoption("--run-bench", action="store_true", help="run the benchmarks (marker bench; pytest-benchmark)")


#: the tests that take minutes, not seconds (the Sphinx build, then the bundled engines' suites and the mutant kills):
#: first in the run, longest first, so that pytest-xdist hands them out before the many short ones
FIRST = ("tests/test_docs.py::test_docs_build_without_warnings_and_the_tutorial_runs",
         "tests/conformance/test_mutants.py::test_the_bundled_implementation_conforms_under_every_profile_it_supports",
         "tests/conformance/test_mutants.py::test_every_mutant_is_killed")


def _rank(item: pytest.Item) -> int:
    return next((n for n, prefix in enumerate(FIRST) if item.nodeid.startswith(prefix)), len(FIRST))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    items.sort(key=_rank)  # stable: the rest keep their order
    for marker, option in (("slow", "--run-slow"), ("bench", "--run-bench")):
        if config.getoption(option):
            continue
        opted = [i for i in items if marker in i.keywords]  # deselected, not skipped: they are opt-in
        if opted:
            items[:] = [i for i in items if marker not in i.keywords]
            config.hook.pytest_deselected(items=opted)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Under ``--dist loadgroup`` each test of a group (``xdist_group``) carries its group in its node id; pytest 9.2
    stopped honouring the id pytest-xdist rewrites (pytest-xdist issue #1386), and the groups were silently spread
    over the workers, each building the modules' shared fixtures again. Say so instead (pyproject pins pytest)."""
    config = session.config
    if not (os.environ.get("PYTEST_XDIST_WORKER") and config.getvalue("loadgroup")):
        return
    lost = [i.nodeid for i in session.items if any(i.iter_markers("xdist_group")) and "@" not in i.nodeid]
    if lost:
        raise pytest.UsageError(f"--dist loadgroup does not group {lost[0]} (and {len(lost) - 1} more): this pytest "
                                f"({pytest.__version__}) ignores pytest-xdist's group ids; use pytest < 9.2")
