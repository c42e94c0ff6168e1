"""A seat is a whole number: every game whose players take numbered places refuses, under its seating clause, a
place given as a bool, a float, a string or nothing, instead of taking True or 1.0 for seat 1 or failing with a
TypeError (the protocol's decoders refuse such a message by its field first; this is the model's own API)."""

from __future__ import annotations

from typing import Any

import pytest

from croupier.games import load
from croupier.reference.families import card_setting, table

#: game -> the Join it takes and the clause a seat it does not have is refused under (default profile)
SEATING = {
    "craps": (table.Join, "pa:623a.2(d)(4)(i)"),
    "tdf": (table.Join, "pa:661a.2(a)"),
    "baccarat": (table.Join, "pa:541.2(a)"),
    "poker_variants": (table.Join, "pa:637a.19(b)"),
    "paigow": (card_setting.Join, "pa:621a.2(a)"),
    "asia_poker": (card_setting.Join, "pa:659a.2(a)"),
    "five_card_hi_lo": (card_setting.Join, "pa:663a.2(a)"),
}


@pytest.mark.parametrize("game", SEATING)
@pytest.mark.parametrize("seat", [True, 1.0, "1", None])
def test_a_seat_that_is_no_whole_number_is_refused(game: str, seat: Any) -> None:
    join, clause = SEATING[game]
    cfg = load(f"croupier.reference.{game}.config").profile_from_mapping({"game": game})
    model = load(f"croupier.reference.{game}.game")
    state = getattr(model, "State", None) or load(f"croupier.reference.{game}.state").State
    s = state()
    step = model.step(cfg, s, join(seat))
    assert step.rejected and step.state == s
    assert [o.clause for o in step.outcomes] == [clause]
    assert not model.step(cfg, s, join(1)).rejected
