"""The switch for run-time contracts, and when a frozen value's invariants are checked.

Contracts are on by default (tests, Hypothesis runs, the conformance engine all
check them); ``CROUPIER_CONTRACTS=0`` turns them off for benchmarks and exact
analysis. CrossHair needs them on (the default).
"""

from __future__ import annotations

import functools
import os
from typing import Any, Callable, TypeVar, cast

import icontract

__all__ = ["ENABLED", "FROZEN", "checked_once"]

F = TypeVar("F", bound=Callable[..., Any])

ENABLED: bool = os.environ.get("CROUPIER_CONTRACTS", "1") != "0"

#: ``check_on`` for the invariants of a frozen attrs class: a frozen value changes only by being built anew (its
#: ``__init__``, which ``attrs.evolve`` calls too), and icontract always checks invariants there. Its default,
#: ``CALL``, would check them again before and after every method and property call of a value that cannot have
#: changed since (a copy or an unpickled value is one that was checked when built); ``SETATTR`` adds only the
#: ``__setattr__`` that a frozen class refuses anyway.
FROZEN = icontract.InvariantCheckEvent.SETATTR


def checked_once(kernel: F) -> F:
    """``kernel``, a pure function with contracts, remembered by its arguments (which must be hashable).

    Each distinct call runs the kernel, and with contracts on checks them, once; a repeated call returns the same
    result without running either again. The contracts still hold for every call: a pure kernel's result, and so
    every condition on it, depends on its arguments alone. A model calls its few kernels with the same few arguments
    over and over (a stake at a paytable's odds, a total against a point), where the checks would cost more than the
    rules. A call that breaks a contract raises, and is checked again next time.
    """
    return cast(F, functools.lru_cache(maxsize=4096)(kernel))
