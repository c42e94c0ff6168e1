"""The model's run-time contracts stay live where the speed-ups of issue 32 touch them: a state's invariants when it
is built (by ``State(...)`` or :func:`~croupier.reference.craps.state.evolve`), a remembered kernel's contracts on
every call that breaks them."""

from __future__ import annotations

import attrs
import icontract
import pytest

from croupier.reference.contracts import ENABLED, checked_once
from croupier.reference.craps import kernels
from croupier.reference.craps.definitions import Bet, Kind
from croupier.reference.craps import state
from croupier.reference.craps.state import State, Wager, evolve, with_new_wager


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


def test_a_state_is_only_its_fields() -> None:
    """With contracts off, :func:`evolve` builds a state without ``State.__init__``, which must therefore do nothing but
    store the fields: no validator, converter or post-init step on a state."""
    assert not hasattr(State, "__attrs_post_init__") and not hasattr(State, "__attrs_pre_init__")
    assert [] == [a.name for a in attrs.fields(State) if a.validator is not None or a.converter is not None]


def test_evolve_with_contracts_off_builds_the_state_init_would(monkeypatch: pytest.MonkeyPatch) -> None:
    """The state :func:`evolve` builds with contracts off equals, field for field, the one ``State(...)`` builds, and
    a name that is no field is refused either way."""
    s = State(point=4, seated=frozenset({1}), wagers=(Wager(1, Bet(Kind.PASS), 500),))
    s.wager(1, Bet(Kind.PASS))  # the index a state keeps is no field: it does not travel
    monkeypatch.setattr(state, "ENABLED", False)

    fast = evolve(s, point=None, hand=2)

    assert State(**{**attrs.asdict(s, recurse=False), "point": None, "hand": 2}) == fast
    assert set(vars(fast)) == {a.name for a in attrs.fields(State)}
    with pytest.raises(TypeError, match="no field 'pointt'"):
        evolve(s, pointt=None)


def test_a_new_wager_keeps_the_index_of_the_state_it_was_made_in() -> None:
    """The index :meth:`State.wager` kept for the state a wager was made in is carried over with the new wager in it:
    it answers as an index built afresh from the wagers would."""
    pass_, field = Bet(Kind.PASS), Bet(Kind.FIELD)
    s = State(seated=frozenset({1}), wagers=(Wager(1, pass_, 500),))
    assert s.wager(1, field) is None  # builds the index

    new = with_new_wager(s, Wager(1, field, 500))

    fresh = State(**attrs.asdict(new, recurse=False))
    assert (fresh.wager(1, pass_), fresh.wager(1, field)) == (new.wager(1, pass_), new.wager(1, field))
    assert new.wager(1, field) is not None and new.wagers == fresh.wagers
