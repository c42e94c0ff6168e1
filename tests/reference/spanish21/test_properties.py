"""Properties of the Spanish 21 model over random walks: a refused event leaves the state as it was; every wager
on the table when a round ends has been settled or returned, each exactly once; the cards on the layout have left
the shoe; amounts are exact."""

from __future__ import annotations

from fractions import Fraction

import hypothesis.strategies as st
from hypothesis import given, settings

from croupier.reference.outcomes import Rejected, Returned, Settlement
from croupier.reference.spanish21 import AMENDED, Bet, Deal, Double, Phase, Stake, State, TableConfig, in_turn, step
from croupier.reference.spanish21.config import DealerBjResolution
from croupier.reference.spanish21.legal import candidates

CONFIGS = [TableConfig(), TableConfig(ruleset=AMENDED, decks=8),
           TableConfig(dealer_bj_resolution=DealerBjResolution.PLAY_THROUGH, allow_surrender_on_blackjack=False)]
_LIVE = (Phase.DEALING, Phase.INSURANCE, Phase.PEEK, Phase.PLAYING, Phase.DEALER)


def _keys(s: State) -> set[tuple[int, Stake]]:
    keys: set[tuple[int, Stake]] = set()
    for b in s.boxes:
        if b.mtd:
            keys.add((b.number, Stake(Bet.MTD)))
        if b.insurance:
            keys.add((b.number, Stake(Bet.INSURANCE)))
        for i, h in enumerate(b.hands):
            keys.add((b.number, Stake(Bet.SPANISH21, i + 1)))
            if h.double:
                keys.add((b.number, Stake(Bet.DOUBLE, i + 1)))
    return keys


def _on_layout_seen(s: State) -> bool:
    count = [0] * 52
    for c in (*s.dealer, *(c for b in s.boxes for h in b.hands for c in h.cards)):
        count[c.index] += 1
    return all(count[i] <= s.seen[i] for i in range(52))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CONFIGS), st.data())
def test_random_walks_keep_the_books(cfg: TableConfig, data: st.DataObject) -> None:
    s = State()
    settled: list[tuple[int, Stake]] = []
    returned: list[tuple[int, Stake]] = []
    doubled: set[tuple[int, Stake]] = set()
    rounds = 0
    for _ in range(300):
        options = candidates(cfg, s)
        deals = [e for e in options if isinstance(e, Deal)]
        others = [e for e in options if not isinstance(e, Deal)]
        pool = st.sampled_from(others) if not deals else st.one_of(st.sampled_from(deals), st.sampled_from(others)) \
            if others else st.sampled_from(deals)
        e = data.draw(pool)
        turn = in_turn(s)
        r = step(cfg, s, e)
        if isinstance(e, Double) and turn is not None and not r.rejected:  # its card may end the round at once
            doubled.add((turn[0], Stake(Bet.DOUBLE, turn[1] + 1)))
        if r.rejected:
            assert r.state == s and len(r.outcomes) == 1 and isinstance(r.outcomes[0], Rejected)
            assert r.outcomes[0].clause.startswith(("pa:551.", "pa:635a.10"))
            continue
        for o in r.outcomes:
            if isinstance(o, (Settlement, Returned)):
                assert isinstance(o.amount, (int, Fraction)) and o.amount > 0
                if isinstance(o, Settlement) and o.bet.bet in (Bet.SUPER_BONUS, Bet.SUPER_BONUS_SHARE):
                    continue
                (settled if isinstance(o, Settlement) else returned).append((o.seat, o.bet))
        assert _on_layout_seen(r.state)
        if s.phase in _LIVE and r.state.phase not in _LIVE:
            rounds += 1
            assert len(settled) == len(set(settled)), settled
            keys = _keys(s) | {k for k in doubled if k[0] in {b.number for b in s.boxes}}
            assert set(settled) | set(returned) == keys, (set(settled) | set(returned), keys)
        if r.state.phase not in _LIVE:
            settled, returned, doubled = [], [], set()
        s = r.state
