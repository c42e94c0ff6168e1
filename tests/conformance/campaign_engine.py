"""Sic Bo engines with planted bugs the generated suite finds in a few examples, for the campaign tests: the bundled
example implementation's mutants ``triple-pays-180`` (Three of a Kind paid 180 to 1, ``--impl
campaign_engine:TriplePays180`` from this folder) and ``double-pays-10`` (Two of a Kind paid 10 to 1), and an engine
with both bugs."""

from __future__ import annotations

from croupier.conformance.examples import mutants


def _engine_class(*names: str) -> type:
    """The engine class of a patched copy of ``sicbo_table.py``, with the patches of the mutants named."""
    chosen = [m for m in mutants.catalogue("sicbo") if m.name in names]
    both = mutants.Mutant("-and-".join(names), chosen[0].clause, "", tuple(p for m in chosen for p in m.patches))
    return type(mutants.engine(both, "sicbo"))


TriplePays180 = _engine_class("triple-pays-180")
DoublePays10 = _engine_class("double-pays-10")
BothBugs = _engine_class("triple-pays-180", "double-pays-10")
