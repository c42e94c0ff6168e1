"""Shared fixtures: the exact analysis of a profile, as ``croupier analyze --format json`` reports it.

The analysis runs once per session in a subprocess with the reference's
run-time contracts off (``CROUPIER_CONTRACTS=0``), the setting analysis is meant
to run with. The model tests in ``test_craps_model.py`` run in-process with
contracts on.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from fractions import Fraction
from typing import Any

import pytest


def analyze_json(*args: str) -> dict[str, Any]:
    """``croupier analyze --format json ARGS``, parsed."""
    run = subprocess.run(
        [sys.executable, "-m", "croupier.cli", "analyze", "--format", "json", *args],
        env={**os.environ, "CROUPIER_CONTRACTS": "0"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert 0 == run.returncode, run.stderr
    doc: dict[str, Any] = json.loads(run.stdout)
    return doc


def by_name(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {w["wager"]: w for w in doc["wagers"]}


def frac(text: str) -> Fraction:
    """An exact amount as the report writes it: ``"7/495"``."""
    assert isinstance(text, str)
    return Fraction(text)


@pytest.fixture(scope="session")
def default_report() -> dict[str, dict[str, Any]]:
    """Every wager of the built-in default profile."""
    doc = analyze_json()
    assert "pa-623a@2015" == doc["ruleset"] and "default" == doc["profile"] and doc["contracts"] is False
    return by_name(doc)
