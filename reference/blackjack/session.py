"""A scripted session's printout for the blackjack family's demos: each event described, then what it settled,
returned, announced or refused, with the clauses (Spanish 21, Double Attack Blackjack, the 633a side wagers)."""

from __future__ import annotations

from typing import Any, Callable, Iterable

from croupier.reference.money import dollars
from croupier.reference.outcomes import Notice, Rejected, Result, Returned, Settlement, Step

__all__ = ["narrate"]

WORDS = {Result.WIN: "wins", Result.LOSE: "loses", Result.VOID: "is returned"}


def narrate(step: Callable[[Any, object], Step[Any]], s: Any, script: Iterable[object],
            describe: Callable[[object], str]) -> tuple[Any, list[str]]:
    """Play ``script`` from ``s`` with ``step``; return the final state and the lines: each event, then its outcomes."""
    lines = []
    for e in script:
        st = step(s, e)
        lines.append(describe(e))
        for o in st.outcomes:
            if isinstance(o, Settlement):
                lines.append(f"  box {o.seat} {str(o.bet):18} {WORDS[o.result]} {dollars(o.amount):>10}  "
                             f"[{', '.join(o.clauses)}]")
            elif isinstance(o, Returned):
                lines.append(f"  box {o.seat} {str(o.bet):18} returned {dollars(o.amount):>10}  "
                             f"[{', '.join(o.clauses)}]")
            elif isinstance(o, Notice):
                lines.append(f"  {o.what}  [{', '.join(o.clauses)}]")
            elif isinstance(o, Rejected):
                lines.append(f"  refused: {o.reason}  [{o.clause}]")
        s = st.state
    return s, lines
