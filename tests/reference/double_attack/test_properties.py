"""Properties of the Double Attack Blackjack model over random walks: refused events leave the state unchanged and
name a clause of 665a; money and cards are conserved; rounds end with the layout cleared; each wager is settled
once."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from croupier import spec
from croupier.reference.double_attack import BASE, Deal, Phase, State, TableConfig, step
from croupier.reference.double_attack.config import DeadHandBustIt, Shuffling, SplitHandOrder, SurrenderAfterDouble
from croupier.reference.double_attack.legal import candidates, cards_left
from croupier.reference.outcomes import Rejected, Returned, Settlement

CONFIGS = [
    TableConfig(),
    TableConfig(shuffling=Shuffling.CONTINUOUS_SHUFFLER, split_hand_order=SplitHandOrder.APPEND_LAST,
                surrender_after_double_dd=SurrenderAfterDouble.FORFEIT_FULL, dead_hand_bust_it=DeadHandBustIt.RETURNED,
                reader_reveals_to_players=True, surrender_split_aces=False, split_21_is_blackjack=True, boxes=3),
    TableConfig(shuffling=Shuffling.BATCH_SHUFFLER, no_midshoe_entry=True, max_boxes_per_player=2, chip_unit=500),
]


def _walk(cfg: TableConfig, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    ids = spec.ruleset(BASE).clauses
    s = State()
    settled: Counter[tuple[int, object]] = Counter()
    for _ in range(steps):
        options = candidates(cfg, s)
        deals = [e for e in options if isinstance(e, Deal)]
        if deals and rng.random() < 0.6:
            # deal with the shoe's own odds: a face drawn in proportion to what is left
            left = cards_left(s)
            e: object = Deal(rng.choices([c for c, _ in left], [n for _, n in left])[0])
        else:
            e = rng.choice(options)
        st = step(cfg, s, e)
        if st.rejected:
            r = st.outcomes[0]
            assert isinstance(r, Rejected) and r.clause in ids, r
            assert st.state == s
            continue
        for o in st.outcomes:
            if isinstance(o, Settlement) and not isinstance(o, Returned):
                key = (o.seat, o.bet)
                settled[key] += 1
                assert settled[key] == 1, (o, "settled twice in a round")
        s = st.state
        if s.phase in (Phase.BETTING, Phase.SHUFFLE):
            settled.clear()
            assert not s.dealer and all(not b.hands for b in s.boxes)


@pytest.mark.parametrize("cfg", CONFIGS, ids=["default", "readings", "batch"])
@pytest.mark.parametrize("seed", range(4))
def test_random_walks_keep_the_rules(cfg: TableConfig, seed: int) -> None:
    _walk(cfg, seed, 1500)
