"""The model's run-time contracts stay live where the speed-ups of issue 32 touch them: a state's invariants when it
is built (by ``State(...)`` or :func:`~croupier.reference.craps.state.evolve`), a remembered kernel's contracts on
every call that breaks them."""

from __future__ import annotations

import icontract
import pytest

from croupier.reference.contracts import ENABLED, checked_once
from croupier.reference.craps import kernels
from croupier.reference.craps.definitions import Bet, Kind
from croupier.reference.craps.state import State, Wager, evolve


@icontract.require(lambda x: x > 0, "a probe")
def _probe(x: int) -> int:
    return x


def _enforced() -> bool:
    """Whether icontract enforces contracts in this process: importing ``crosshair.core_and_libs`` (as
    ``tests/contracts/test_crosshair.py`` does) replaces icontract's checkers with no-ops for the whole process."""
    try:
        _probe(0)
    except icontract.ViolationError:
        return True
    return False


def test_the_contracts_are_enforced_in_the_test_run() -> None:
    """The test run checks the model's contracts (README): neither ``CROUPIER_CONTRACTS=0`` nor CrossHair's plugins,
    which a worker imports as it collects ``tests/contracts/test_crosshair.py``, have turned icontract's checks off."""
    assert ENABLED, "the tests run with the model's contracts on (CROUPIER_CONTRACTS unset or 1)"
    assert _enforced(), "icontract enforces no contract in this process"


def test_a_state_is_checked_when_built() -> None:
    """623a.1: a point is 4, 5, 6, 8, 9 or 10, whether the state is built or evolved from another."""
    with pytest.raises(icontract.ViolationError, match=r"623a\.1: a point is"):
        State(point=7)
    with pytest.raises(icontract.ViolationError, match=r"623a\.1: a point is"):
        evolve(State(point=4), point=7)


def test_an_evolved_state_keeps_its_wagers_in_order() -> None:
    """One wager per spot per seat, in layout order: a state built with them out of order is refused."""
    field, pass_ = Wager(1, Bet(Kind.FIELD), 500), Wager(1, Bet(Kind.PASS), 500)
    s = State(wagers=(pass_, field))

    with pytest.raises(icontract.ViolationError, match="one wager per spot per seat"):
        evolve(s, wagers=(field, pass_))
    assert field == evolve(s, point=4).wager(1, Bet(Kind.FIELD))


def test_a_remembered_kernel_checks_every_call_that_breaks_a_contract() -> None:
    """A kernel remembered by its arguments still refuses a total that two dice cannot make, each time."""
    line_outcome = checked_once(kernels.line_outcome)

    for _ in range(2):
        with pytest.raises(icontract.ViolationError, match="two dice total 2 to 12"):
            line_outcome(False, 13, None)
    assert kernels.WIN == line_outcome(False, 7, None) == line_outcome(False, 7, None)
