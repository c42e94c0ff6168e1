"""The pytest plugin runs the suite as ``croupier conform`` does (issue 32): the same budget, the reference's
contracts off unless the environment turns them on."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from croupier.cli import build_parser
from croupier.conformance.lockstep import Budget


def test_the_plugins_budget_is_the_commands() -> None:
    args = build_parser().parse_args(["conform"])
    assert (args.examples, args.steps, args.seconds, args.seed) == (Budget().examples, Budget().steps,
                                                                    Budget().seconds, Budget().seed)


@pytest.mark.parametrize("env,enabled", [(None, "False"), ("1", "True"), ("0", "False")])
def test_the_plugin_turns_the_references_contracts_off_unless_asked(env: str | None, enabled: str) -> None:
    """Imported first, as a vendor's test module imports it, the plugin leaves the contracts off (the command's
    default); ``CROUPIER_CONTRACTS=1`` keeps them on."""
    environ = {k: v for k, v in os.environ.items() if k != "CROUPIER_CONTRACTS"}
    if env is not None:
        environ["CROUPIER_CONTRACTS"] = env
    code = ("import croupier.conformance.pytest_plugin\n"
            "from croupier.reference.contracts import ENABLED\n"
            "print(ENABLED)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environ, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == enabled
