"""Three Dice Football on the conformance engine (INTERPRETING.md): the protocol form of its events, outcomes and
state, and the reference conforming to itself under every bundled profile."""

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
from croupier.conformance.tdf.codec import bet_text, decode_event, encode_event, encode_state, parse_bet
from croupier.conformance.tdf.suite import OFF_LAYOUT
from croupier.reference.tdf.config import TableConfig
from croupier.reference.tdf.definitions import BETS, Bet
from croupier.reference.tdf.game import replay
from croupier.reference.tdf.state import (AcceptDice, Cocked, ExtraPointRoll, InvalidThrow, Invalidity, Join, Medium,
                                          NoRoll, NoRollGround, OfferDice, PassDice, PassReason, PlaceBet, RemoveBet,
                                          State, Throw)


def test_every_bet_is_written_as_kind_then_play() -> None:
    assert ["touchdown", "game_length 1", "game_length 6", "under_four_yards"] == [
        bet_text(BETS[i]) for i in (0, 5, 10, 18)]
    assert all(parse_bet(bet_text(b)) == b for b in BETS + OFF_LAYOUT)


@given(st.sampled_from(BETS + OFF_LAYOUT), st.integers(-5, 10**7), st.sampled_from(Medium), st.integers(1, 6),
       st.integers(1, 6), st.integers(1, 6), st.sampled_from(Cocked), st.sampled_from(NoRollGround),
       st.sampled_from(Invalidity), st.booleans(), st.sampled_from(PassReason))
def test_events_round_trip_through_their_protocol_form(bet: Bet, n: int, medium: Medium, a: int, b: int, c: int,
                                                       cocked: Cocked, ground: NoRollGround, why: Invalidity,
                                                       lost: bool, reason: PassReason) -> None:
    for e in (PlaceBet(3, bet, n, medium), RemoveBet(1, bet), Throw(a, b, c, cocked), ExtraPointRoll(a, b, c),
              NoRoll(ground), InvalidThrow(why, lost), PassDice(reason), Join(4), AcceptDice(2), OfferDice()):
        m = encode_event(e)
        validate("tdf-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "place", "seat": 1, "bet": "touch_down", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "bet": "game_length", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "bet": "defense 2", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "bet": "defense", "amount": 500}, "amount"),
    ({"type": "throw", "dice": [1, 2]}, "dice"),
    ({"type": "throw", "dice": [1, 2, 3], "cocked": "sideways"}, "cocked"),
    ({"type": "no_roll", "ground": "wind"}, "ground"),
    ({"type": "pass_dice", "reason": "bored"}, "reason"),
    ({"type": "kick_off"}, "type"),
    ({"type": "throw", "dice": [2, 1, 6], "cocked": []}, "cocked"),  # a list is no name (once a TypeError)
    ({"type": ["throw"], "dice": [2, 1, 6]}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict, field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_observable_state_follows_the_reply_schema() -> None:
    cfg = TableConfig()
    s, _ = replay(cfg, [Join(1), OfferDice(), AcceptDice(1), PlaceBet(1, BETS[0], 1000), Throw(5, 5, 2)])
    m = encode_state(cfg, s)
    assert {"yard": 12, "down": 2, "play": 2, "quarterback": 1, "goal": False}.items() <= m.items()
    for state in (m, encode_state(cfg, State())):
        validate("reply", {"id": 1, "type": "state", "state": state})


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    g = suite_for("tdf")
    side = Side(EngineAdapter(Reference(["tdf"])), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.profiles], Budget(examples=6, steps=30), use_vectors=False)
    assert run.passed and run.findings.steps > 300 and run.game == "tdf"
    assert not run.findings.not_applicable


def test_conform_runs_three_dice_football_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["conform", "--game", "tdf", "--impl", "croupier.conformance.reference:Reference", "--profile",
               "default", "--no-vectors", "--examples", "3", "--steps", "20", "--quiet"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "game tdf" in out and out.rstrip().endswith("CONFORMS")
