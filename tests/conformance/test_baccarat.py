"""The baccarat family on the conformance engine (INTERPRETING.md): the protocol form of its events, outcomes and
state, and the reference conforming to itself under every bundled profile."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, strategies as st

from croupier.cli import main
from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.baccarat.codec import decode_event, encode_event, encode_state, parse_bet
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.protocol import ProtocolError, validate
from croupier.conformance.reference import Reference
from croupier.conformance.runner import Side
from croupier.conformance.session import conform
from croupier.reference.baccarat import (AddOn, Bet, Burn, Card, Deal, FaceUpCard, Join, Leave, Medium, Misdeal,
                                         NoMoreBets, PlaceBet, Proceed, RemoveBet, Shuffle, State, TableConfig,
                                         VoidRound, replay)

CARDS = st.builds(Card, st.integers(1, 13), st.sampled_from("SHDC"))


def test_bets_are_the_names_of_their_areas() -> None:
    assert [parse_bet(b.value) for b in Bet] == list(Bet)
    with pytest.raises(ProtocolError):
        parse_bet("dragon_7")


@given(st.sampled_from(list(Bet)), st.integers(-5, 10**7), st.sampled_from(Medium), CARDS,
       st.lists(CARDS, max_size=10), st.booleans(), st.integers(0, 500), st.integers(0, 2))
def test_events_round_trip_through_their_protocol_form(bet: Bet, n: int, medium: Medium, card: Card,
                                                       more: list[Card], exposed: bool, cut: int, batch: int) -> None:
    for e in (PlaceBet(3, bet, n, medium), RemoveBet(1, bet), AddOn(2, bet), Deal(card), Burn(card, tuple(more)),
              FaceUpCard(card, tuple(more)), Misdeal(card, exposed), Shuffle(cut, cut + 1, batch), Join(4), Leave(2),
              NoMoreBets(), Proceed(), VoidRound()):
        m = encode_event(e)
        validate("baccarat-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "place", "seat": 1, "bet": "dragon", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "bet": "banker", "amount": 500}, "amount"),
    ({"type": "deal", "card": "1S"}, "card"),
    ({"type": "deal", "card": "AX"}, "card"),
    ({"type": "deal"}, "card"),
    ({"type": "burn", "card": "KS", "more": "QS"}, "more"),
    ({"type": "face_up_card", "card": "5H", "discards": ["5Z"]}, "discards"),
    ({"type": "misdeal", "card": "2S", "exposed": "yes"}, "exposed"),
    ({"type": "shuffle", "cut_card": "20"}, "cut_card"),
    ({"type": "squeeze"}, "type"),
    ({"type": "pass_shoe", "reason": []}, "reason"),  # a list is no name (once a TypeError)
    ({"type": {"deal": 1}}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict[str, Any], field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_observable_state_follows_the_reply_schema() -> None:
    cfg = TableConfig()
    s, _ = replay(cfg, [Join(1), Shuffle(100, 20), Burn(Card(13, "S")), PlaceBet(1, Bet.PLAYER, 1000), NoMoreBets(),
                        Deal(Card(4, "S")), Deal(Card(3, "H"))])
    m = encode_state(cfg, s)
    assert {"phase": "dealing", "player": ["4S"], "banker": ["3H"], "cards_left": 416 - 13}.items() <= m.items()
    for state in (m, encode_state(cfg, State())):
        validate("reply", {"id": 1, "type": "state", "state": state})


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    g = suite_for("baccarat")
    side = Side(EngineAdapter(Reference(["baccarat"])), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.profiles], Budget(examples=5, steps=30), use_vectors=False)
    assert run.passed and run.findings.steps > 300 and run.game == "baccarat"
    assert not run.findings.not_applicable


def test_conform_runs_baccarat_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["conform", "--game", "baccarat", "--impl", "croupier.conformance.reference:Reference", "--profile",
               "default", "--no-vectors", "--examples", "3", "--steps", "20", "--quiet"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "game baccarat" in out and out.rstrip().endswith("CONFORMS")
