"""Properties of the Blackjack (633a) model over random walks, under the default base rules and their opposites
(BJ-A01): refused events leave the state unchanged and name a clause of 633a; each wager is settled once a round;
the layout is cleared at the end of each round; the Straight Jack meter never falls under its reset amount."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

from croupier import spec
from croupier.reference.blackjack.config import (BASE, DealOrder, DoubleOn, InsuranceOn, SplitBy, Surrender,
                                                 TableConfig)
from croupier.reference.blackjack.game import step
from croupier.reference.blackjack.legal import candidates, cards_left
from croupier.reference.blackjack import kernels as bj
from croupier.reference.blackjack.state import Bet, Deal, Phase, PlaceSide, Stake, State
from croupier.reference.outcomes import Rejected, Settlement

CONFIGS = [
    TableConfig(),
    TableConfig(decks=1, deal_order=DealOrder.DEALER_FIRST, dealer_hits_soft_17=True, dealer_plays_when_moot=False,
                blackjack_pays="6_to_5", double_down_on=DoubleOn.TEN_ELEVEN, double_after_split=False,
                split_by=SplitBy.RANK, max_split_hands=2, split_aces_one_card=False, resplit_aces=True,
                surrender=Surrender.LATE, insurance_pays=2, insurance_up_cards=InsuranceOn.ACE_OR_TEN_VALUE,
                even_money=False, straight_jack_meter_rate=Fraction(1, 10), house_money_ride_portion=Fraction(1, 2),
                straight_jack_counts_double_card=False),
    TableConfig(decks=2, dealer_plays_when_moot=False, hit_and_run_offered=True, three_card_poker_offered=True,
                hit_and_run_meter_initial=100000, hit_and_run_meter_reset=50000, hit_and_run_meter_rate=Fraction(1, 10),
                hit_and_run_paytable=(("blackjack", "15 to 1"), ("5_cards", "5 to 2"), ("6_cards", "10% of meter"),
                                      ("7_cards", "100% of meter")),
                three_card_poker_paytable=(("straight_flush", "40 to 1"), ("three_of_a_kind", "30 to 1"),
                                           ("straight", "6 to 1"), ("flush", "5 for 1"))),
]


@pytest.mark.parametrize("cfg", CONFIGS, ids=["default", "opposite", "side-odds"])
@pytest.mark.parametrize("seed", range(4))
def test_random_walks_keep_the_rules(cfg: TableConfig, seed: int) -> None:
    rng = random.Random(seed)
    ids = spec.ruleset(BASE).clauses
    s = State()
    settled: Counter[tuple[int, object]] = Counter()
    rounds = hr_seen = 0
    for _ in range(3000):
        options = candidates(cfg, s)
        wagers = [e for e in options if isinstance(e, PlaceSide)]
        if wagers and rng.random() < 0.5:
            e: object = rng.choice(wagers)
        elif any(isinstance(e, Deal) for e in options) and rng.random() < 0.6:
            left = cards_left(s)
            e = Deal(rng.choices([c for c, _ in left], [n for _, n in left])[0])
        else:
            e = rng.choice(options)
        st = step(cfg, s, e)
        if st.rejected:
            r = st.outcomes[0]
            assert isinstance(r, Rejected) and r.clause in ids, r
            assert st.state == s
            continue
        for o in st.outcomes:
            if isinstance(o, Settlement):
                settled[(o.seat, o.bet)] += 1
                assert settled[(o.seat, o.bet)] == 1, o
            if isinstance(o, Settlement) and o.bet == Stake(Bet.HIT_AND_RUN):
                # BJ-A13: Hit and Run is settled on a dealer Blackjack or once he stands or busts by his rules
                dealer = tuple(c.rank for c in s.dealer) + ((e.card.rank,) if isinstance(e, Deal)
                                                            and s.phase is Phase.DEALER else ())
                points, soft = bj.total(dealer)
                assert bj.is_blackjack(dealer) or not bj.dealer_draws(points, soft, cfg.dealer_hits_soft_17), dealer
                hr_seen += 1
        if st.state.phase in (Phase.BETTING, Phase.SHUFFLE) and s.phase not in (Phase.BETTING, Phase.SHUFFLE):
            rounds += 1
            settled.clear()
            assert not st.state.dealer and not st.state.boxes
        s = st.state
        assert s.meter is None or s.meter >= min(cfg.straight_jack_meter_reset, cfg.straight_jack_meter_initial) // 2
        assert s.hit_and_run_meter is None or s.hit_and_run_meter >= 0
    assert rounds > 15
    assert hr_seen > 2 or not cfg.hit_and_run_offered
