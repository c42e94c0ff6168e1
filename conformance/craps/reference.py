"""The Craps and Mini-Craps reference as an implementation under test (:class:`~croupier.conformance.reference.Reference`)."""

from __future__ import annotations

from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.reference import Reference

__all__ = ["ReferenceCraps", "reference_adapter"]


class ReferenceCraps(Reference):
    """The reference model of 623a, every option and reading, reporting clauses, state, notices and markers."""

    def __init__(self) -> None:
        super().__init__(["craps"])


def reference_adapter() -> EngineAdapter:
    return EngineAdapter(ReferenceCraps())
