"""Shared helpers for the Double Attack Blackjack tests: a table dealt to from a script, and each box's net."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from typing import Any, Iterable

from croupier.reference.cards import parse_card
from croupier.reference.double_attack import Burn, Deal, PlaceBet, PlaceBustIt, Shuffle, State, TableConfig, step
from croupier.reference.outcomes import Outcome, Rejected, Result, Settlement, Step


def card(text: str) -> Any:
    c = parse_card(text)
    assert c is not None, text
    return c


def deals(cards: str) -> list[Deal]:
    return [Deal(card(x)) for x in cards.replace("|", " ").split()]


def table(cfg: TableConfig, bets: dict[int, int], bust_its: dict[int, int] | None = None) -> State:
    """A shuffled, burned batch with the Bet and Bust It Wagers down."""
    s = State()
    for e in [Shuffle(100, 100), Burn(card("2C")),
              *(PlaceBet(b, a) for b, a in bets.items()),
              *(PlaceBustIt(b, a) for b, a in (bust_its or {}).items())]:
        st = step(cfg, s, e)
        assert not st.rejected, (e, st.outcomes)
        s = st.state
    return s


def play(cfg: TableConfig, s: State, events: Iterable[object]) -> tuple[State, list[Outcome]]:
    """Apply events that must all be accepted; return the state and every outcome."""
    out: list[Outcome] = []
    for e in events:
        st: Step[State] = step(cfg, s, e)
        assert not st.rejected, (e, st.outcomes)
        out += st.outcomes
        s = st.state
    return s, out


def nets(outcomes: Iterable[Outcome]) -> dict[int, Fraction]:
    """Each box's net result in cents: wins add, losses subtract, returns and pushes nothing."""
    net: dict[int, Fraction] = defaultdict(Fraction)
    for o in outcomes:
        if isinstance(o, Settlement):
            net[o.seat] += 0
            if o.result is Result.WIN:
                net[o.seat] += o.amount
            elif o.result is Result.LOSE:
                net[o.seat] -= o.amount
    return dict(net)


def rejected(cfg: TableConfig, s: State, e: object) -> Rejected:
    st = step(cfg, s, e)
    assert st.rejected and st.state == s, st.outcomes
    r = st.outcomes[0]
    assert isinstance(r, Rejected)
    return r
