"""The Sic Bo reference as an implementation under test (:class:`~croupier.conformance.reference.Reference`)."""

from __future__ import annotations

from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.reference import Reference

__all__ = ["ReferenceSicBo", "reference_adapter"]


class ReferenceSicBo(Reference):
    """The reference model of 625a, every option and reading, reporting clauses, state and notices."""

    def __init__(self) -> None:
        super().__init__(["sicbo"])


def reference_adapter() -> EngineAdapter:
    return EngineAdapter(ReferenceSicBo())
