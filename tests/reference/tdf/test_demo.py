"""The scripted session runs: G1 with its extra point roll, then a turnover that passes the dice."""

from __future__ import annotations

from croupier.reference.tdf import TableConfig
from croupier.reference.tdf.demo import run


def test_demo_session() -> None:
    lines = run(TableConfig())
    assert any("EXTRA_POINT      wins     $100" in x for x in lines)
    assert any("DEFENSE          wins       $8" in x for x in lines)
    assert "[pa:661a.5(a)]" in lines[-1]
