"""Sic Bo irregularities that cross each other (GAP-8 with 625a.7(c)): one void, never two."""

from __future__ import annotations

from croupier.reference.outcomes import Returned
from croupier.reference.sicbo import (Abandon, Activate, Kind, Malfunction, Part, Phase, PlaceBet, ShakerFailure, Spot,
                                      TableConfig, replay, step)
from croupier.reference.sicbo.config import Shaker


def test_a_shaker_failure_voids_a_held_round_and_nothing_is_left_held() -> None:
    """GAP-8 and 625a.7(c): a round held for the device, then the automated shaker fails: the round is void once."""
    cfg = TableConfig(shaker=Shaker.AUTOMATED)
    s, steps = replay(cfg, [PlaceBet(1, Spot(Kind.SMALL), 500), Activate(), Malfunction(Part.DEVICE), ShakerFailure()])
    assert not s.held and s.wagers == () and s.phase is Phase.BETTING
    assert [500] == [o.amount for o in steps[-1].outcomes if isinstance(o, Returned)]
    assert step(cfg, s, Abandon()).rejected  # nothing held: nothing to abandon


def test_a_spots_rank_orders_as_the_spots_do() -> None:
    """The layout is sorted by ``Spot.rank``: it must order every pair of spots (on the layout or off it, as a wager
    may name) as ``<`` does, and tell apart exactly the spots that differ."""
    from croupier.reference.sicbo import SPOTS

    spots = list(SPOTS) + [Spot(k, a, b) for k in Kind for a in (0, 1, 7) for b in (0, 2)]
    assert [((x < y), (x == y)) for x in spots for y in spots] == \
        [((x.rank < y.rank), (x.rank == y.rank)) for x in spots for y in spots]
