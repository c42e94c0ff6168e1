"""The switch for run-time contracts.

Contracts are on by default (tests, Hypothesis runs, the conformance engine all
check them); ``CROUPIER_CONTRACTS=0`` turns them off for benchmarks and exact
analysis. CrossHair needs them on (the default).
"""

from __future__ import annotations

import os

ENABLED: bool = os.environ.get("CROUPIER_CONTRACTS", "1") != "0"
