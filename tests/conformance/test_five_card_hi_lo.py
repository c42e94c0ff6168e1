"""Five Card Hi-Lo on the conformance engine (INTERPRETING.md): the protocol form of its events, outcomes and state,
the scripted and whole cases, and the reference conforming to itself under every bundled profile."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, strategies as st

from croupier.cli import main
from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.five_card_hi_lo.codec import decode_event, encode_event, encode_state
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.protocol import ProtocolError, validate
from croupier.conformance.reference import Reference
from croupier.conformance.runner import Side
from croupier.conformance.session import conform
from croupier.reference.five_card_hi_lo.config import TableConfig
from croupier.reference.five_card_hi_lo.game import (
    DECK, CountStub, DealerSets, ExposeCard, Fold, Join, Misdeal, NoMoreBets, PlaceWager, Play, RemoveWager,
    SetHands, Settle, ShoeFailure, Shuffle, ShufflerFailure, ShufflerMiscount, State, StubMiscount, TakeSecondSpot,
    VoidChoice, replay,
)

SORTED = tuple(sorted(DECK))
CARDS = st.permutations(SORTED)


@given(st.integers(0, 8), st.integers(1, 10 ** 6), CARDS, st.booleans())
def test_events_round_trip_through_their_protocol_form(seat: int, n: int, deck: list[Any], flag: bool) -> None:
    deck = list(deck)
    for e in (Join(seat), PlaceWager(seat, n), PlaceWager(seat, n, "tie"), PlaceWager(seat, n, "poker_bonus"),
              RemoveWager(seat, "tie"), SetHands(seat, tuple(deck[:3]), tuple(deck[3:5])),
              DealerSets(tuple(deck[:3]), tuple(deck[3:5])), DealerSets(), Shuffle(tuple(deck), (seat,) if flag else ()),
              ExposeCard(seat), VoidChoice(seat, flag), TakeSecondSpot(seat, seat + 1), StubMiscount(flag),
              NoMoreBets(), CountStub(), Misdeal(), ShoeFailure(), ShufflerFailure(), ShufflerMiscount(), Play(seat),
              Fold(seat), Settle()):
        m = encode_event(e)
        validate("five_card_hi_lo-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "place", "seat": 1, "bet": "bonus", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "amount": "5.5"}, "amount"),
    ({"type": "shuffle", "cards": ["AS", "JK"]}, "cards"),
    ({"type": "shuffle", "cards": ["AS"], "face_up": [True]}, "face_up"),
    ({"type": "set_hands", "seat": 1, "high": ["AS", "KS"], "low": ["2C", "3C"]}, "high"),
    ({"type": "set_hands", "seat": 1, "high": ["AS", "KS", "QS"], "low": ["2C"]}, "low"),
    ({"type": "dealer_sets", "high": ["AS", "KS", "QS"]}, "high"),
    ({"type": "stub_miscount", "places_ok": "no"}, "places_ok"),
    ({"type": "play"}, "seat"),
    ({"type": "shake", "dice": [1, 2, 3]}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict[str, Any], field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_observable_state_follows_the_reply_schema() -> None:
    cfg = TableConfig()
    s, _ = replay(cfg, [Join(1), Join(3), PlaceWager(1, 1000), PlaceWager(3, 500), Shuffle(SORTED), NoMoreBets()])
    m = encode_state(cfg, s)
    assert {"phase": "dealt", "shuffled": True, "seated": [1, 3], "stub": 37, "counted": False}.items() <= m.items()
    assert [0, 1, 3] == [d["place"] for d in m["dealt"]]
    s2, _ = replay(cfg, [Play(1), Fold(3)], s)
    m2 = encode_state(cfg, s2)
    assert (m2["phase"], m2["played"], m2["folded"]) == ("setting", [1], [])
    assert [(w["seat"], w["bet"]) for w in m2["wagers"]] == [(1, "ante"), (1, "play")]
    for state in (m, m2, encode_state(cfg, State())):
        validate("reply", {"id": 1, "type": "state", "state": state})


def test_every_script_and_whole_case_is_well_formed() -> None:
    """The scripts speak the event schema; the worked rounds play through unrefused."""
    g = suite_for("five_card_hi_lo")
    for name in g.default_profiles:
        cfg = g.config(dict(g.profile_named(name)[1]))
        for events in g.scripts(cfg):
            for m in events:
                validate("five_card_hi_lo-event", m)
        cases = g.whole_cases(cfg)
        assert len(cases) >= 10
        for case, events in cases:
            s = g.initial()
            for m in events:
                out, s = g.run_event(cfg, s, m)
                assert out is not None and not [o for o in out if o["type"] == "rejected"], (name, case, m, out)
                for o in out:
                    validate("reply", {"id": 1, "type": "outcomes", "outcomes": [o]})


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    g = suite_for("five_card_hi_lo")
    side = Side(EngineAdapter(Reference(["five_card_hi_lo"])), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.profiles], Budget(examples=4, steps=12), use_vectors=False)
    assert run.passed and run.findings.steps > 100 and run.game == "five_card_hi_lo"
    assert not run.findings.not_applicable


def test_conform_runs_five_card_hi_lo_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["conform", "--game", "five_card_hi_lo", "--impl", "croupier.conformance.reference:Reference",
               "--profile", "side", "--no-vectors", "--examples", "3", "--steps", "8", "--quiet"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "game five_card_hi_lo" in out and out.rstrip().endswith("CONFORMS")
