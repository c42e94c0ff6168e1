"""Sic Bo on the conformance engine (INTERPRETING.md): the protocol form of its events, outcomes and state, the
reference conforming to itself, the CLI, and a served session speaking more than one game."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from croupier.cli import main
from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.protocol import ProtocolError, validate
from croupier.conformance.reference import Reference
from croupier.conformance.runner import Side
from croupier.conformance.session import conform
from croupier.conformance.sicbo.codec import bet_text, decode_event, encode_event, encode_state, parse_bet
from croupier.conformance.sicbo.suite import OFF_LAYOUT
from croupier.conformance.sicbo.vectors import PROCEDURES
from croupier.reference.sicbo import SPOTS, Enter, Medium, PlaceBet, RemoveBet, Reveal, Spot, State, TableConfig
from croupier.reference.sicbo import replay, round_events

REFERENCE = "croupier.conformance.sicbo.reference:ReferenceSicBo"


def test_every_layout_spot_is_written_as_kind_then_number() -> None:
    assert ["three_of_a_kind 1", "any_three_of_a_kind", "total_value_bet 4", "two_dice_combination 1-2", "small",
            "one_of_a_kind 6"] == [bet_text(SPOTS[i]) for i in (0, 12, 13, 27, 42, 49)]
    assert all(parse_bet(bet_text(s)) == s for s in SPOTS + OFF_LAYOUT)


@given(st.sampled_from(SPOTS + OFF_LAYOUT), st.integers(-5, 10**7), st.sampled_from(Medium), st.integers(1, 6),
       st.integers(1, 6), st.integers(1, 6), st.booleans())
def test_events_round_trip_through_their_protocol_form(spot: Spot, n: int, medium: Medium, d1: int, d2: int, d3: int,
                                                       sup: bool) -> None:
    for e in (PlaceBet(3, spot, n, medium), RemoveBet(1, spot), Reveal(d1, d2, d3), Enter(d1, d2, d3, sup),
              *PROCEDURES):
        m = encode_event(e)
        validate("sicbo-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "place", "seat": 1, "bet": "smal", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "bet": "small 4", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "bet": "two_dice_combination 12", "amount": "500"}, "bet"),
    ({"type": "place", "seat": "1", "bet": "small", "amount": "500"}, "seat"),
    ({"type": "place", "seat": 1, "bet": "small", "amount": "5.5"}, "amount"),
    ({"type": "place", "seat": 1, "bet": "small", "amount": "500", "medium": "coins"}, "medium"),
    ({"type": "reveal", "dice": [1, 2]}, "dice"),
    ({"type": "enter", "dice": [1, 2, 3], "supervisor": "yes"}, "supervisor"),
    ({"type": "repair", "part": "shaker"}, "part"),
    ({"type": "throw", "dice": [1, 2]}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict, field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_observable_state_follows_the_reply_schema() -> None:
    cfg = TableConfig()
    events = [PlaceBet(1, SPOTS[42], 500), *round_events((2, 2, 5))[:3]]
    s, _ = replay(cfg, events)
    m = encode_state(cfg, s)
    assert {"phase": "revealed", "dice": [2, 2, 5], "shaker": "manual"}.items() <= m.items()
    validate("reply", {"id": 1, "type": "state", "state": m})
    validate("reply", {"id": 1, "type": "state", "state": encode_state(cfg, State())})


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    g = suite_for("sicbo")
    side = Side(EngineAdapter(Reference()), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.profiles], Budget(examples=6, steps=30), use_vectors=False)
    assert run.passed and run.findings.steps > 300 and run.game == "sicbo"
    assert not run.findings.not_applicable


def test_one_session_serves_craps_and_sicbo_tables() -> None:
    a = EngineAdapter(Reference())
    hello = a.request({"id": 1, "type": "hello", "protocol": "0.2"})
    assert {"craps", "mini_craps", "sicbo"} <= set(hello["games"])
    assert "opened" == a.request({"id": 2, "type": "open", "table": "c", "game": "craps", "profile": {}})["type"]
    assert "opened" == a.request({"id": 3, "type": "open", "table": "s", "game": "sicbo", "profile": {}})["type"]
    r = a.request({"id": 4, "type": "event", "table": "s", "event": {"type": "place", "seat": 1, "bet": "pass",
                                                                         "amount": "500"}})
    assert "error" == r["type"] and "bet" in r["field"]  # a Craps bet at a Sic Bo table is malformed there
    r = a.request({"id": 5, "type": "open", "table": "x", "game": "sicbo", "profile": {"shaker": "robotic"}})
    assert "unsupported" == r["type"] and "shaker" in r["field"]


def test_conform_runs_sicbo_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["conform", "--game", "sicbo", "--impl", REFERENCE, "--profile", "automated", "--examples", "3",
               "--steps", "20", "--quiet"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "game sicbo" in out and "pa:625a.3(6)" in out and out.rstrip().endswith("CONFORMS")
