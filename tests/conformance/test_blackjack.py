"""Blackjack with the 2013 side wagers (633a) on the conformance engine (INTERPRETING.md): the protocol form of its
events and state, the scripted and whole cases, and the reference conforming to itself under every bundled
profile."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, strategies as st

from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.blackjack.codec import decode_event, encode_event, encode_state
from croupier.conformance.blackjack.vectors import WORKED
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.protocol import ProtocolError, validate
from croupier.conformance.reference import Reference
from croupier.conformance.runner import Side
from croupier.conformance.session import conform
from croupier.reference.blackjack.config import TableConfig
from croupier.reference.blackjack.game import replay
from croupier.reference.blackjack.legal import FACES
from croupier.reference.blackjack.state import (Deal, Double, EvenMoney, Insure, PlaceBet, PlaceSide, Ride, Shuffle,
                                                State)
from croupier.reference.cards import Card


@given(st.integers(0, 8), st.integers(1, 10 ** 6), st.sampled_from(FACES), st.booleans(),
       st.one_of(st.none(), st.integers(1, 7)), st.sampled_from(["straight_jack", "house_money"]))
def test_events_round_trip_through_their_protocol_form(seat: int, n: int, card: Card, flag: bool, player: Any,
                                                       side: str) -> None:
    for e in (Shuffle(n), PlaceBet(seat, n, player), PlaceSide(seat, side, n), Deal(card), Ride(seat, flag),
              Insure(seat, n), EvenMoney(seat), Double(seat, n)):
        m = encode_event(e)
        validate("blackjack-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "place", "seat": 1, "bet": "bad_beat", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "bet": "house_money", "amount": "500", "player": 2}, "player"),
    ({"type": "ride", "seat": 1, "ride": "yes"}, "ride"),
    ({"type": "deal", "card": "1S"}, "card"),
    ({"type": "burn"}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict[str, Any], field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_observable_state_follows_the_reply_schema() -> None:
    cfg = TableConfig()
    s, _ = replay(cfg, [Shuffle(), PlaceBet(1, 1000), PlaceSide(1, "house_money", 500),
                        *(Deal(Card(r, x)) for r, x in ((1, "S"), (7, "D"), (13, "S"), (9, "C")))])
    m = encode_state(cfg, s)
    assert {"phase": "ride", "dealer": ["7D", "9C"], "meter": "500000"}.items() <= m.items()
    assert m["boxes"][0]["ride_offer"] == "4500"
    for state in (m, encode_state(cfg, State())):
        validate("reply", {"id": 1, "type": "state", "state": state})


def test_every_script_and_whole_case_is_well_formed() -> None:
    """The scripts speak the event schema; the worked rounds play through, refused only where they show a refusal."""
    g = suite_for("blackjack")
    for name in g.default_profiles:
        cfg = g.config(dict(g.profile_named(name)[1]))
        for events in g.scripts(cfg):
            for m in events:
                validate("blackjack-event", m)
        for case, events in g.whole_cases(cfg):
            s = g.initial()
            refused = []
            for m in events:
                out, s = g.run_event(cfg, s, m)
                assert out is not None
                refused += [o for o in out if o["type"] == "rejected"]
            if name == "default":  # only the case that shows a refusal has one
                assert bool(refused) == (case == "bet-under-the-minimum-refused"), (case, refused)
            assert s.phase.value in ("betting", "shuffle"), (name, case)
    assert len(WORKED) >= 19


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    g = suite_for("blackjack")
    side = Side(EngineAdapter(Reference(["blackjack"])), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.profiles], Budget(examples=4, steps=8), use_vectors=False)
    assert run.passed and run.findings.steps > 100 and run.game == "blackjack"
