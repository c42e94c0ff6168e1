"""Pai Gow on the conformance engine (INTERPRETING.md): the protocol form of its events, outcomes and state, the
scripted and whole cases, and the reference conforming to itself under every bundled profile."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, strategies as st

from croupier.cli import main
from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.paigow.codec import decode_event, encode_event, encode_state
from croupier.conformance.protocol import ProtocolError, validate
from croupier.conformance.reference import Reference
from croupier.conformance.runner import Side
from croupier.conformance.session import conform
from croupier.reference.paigow.config import TableConfig
from croupier.reference.paigow.dealing import Style
from croupier.reference.paigow.game import (BankDecision, ChooseStyle, CutStacks, DealerSets, ExposeTile, Join,
                                            NoMoreBets, PlaceWager, Shake, SetHands, Stack, State, TakeSecondArea,
                                            VoidChoice, replay)
from croupier.reference.paigow.tiles import FACES, Ranking, full_set, hand

TILES = st.sampled_from(FACES)
HANDS = st.builds(hand, TILES, TILES)


@given(st.integers(0, 8), st.integers(1, 10 ** 6), HANDS, HANDS, st.sampled_from(list(Style)),
       st.tuples(st.integers(1, 6), st.integers(1, 6), st.integers(1, 6)), st.booleans())
def test_events_round_trip_through_their_protocol_form(seat: int, n: int, high: Any, low: Any, style: Style,
                                                       dice: tuple[int, int, int], flag: bool) -> None:
    tiles = full_set(Ranking.from_ruleset("pa-621a@2012"))
    row = tuple(tuple(tiles[4 * k:4 * k + 4]) for k in range(8))
    for e in (Join(seat), PlaceWager(seat, n), PlaceWager(seat, n, "pair_fortunes"), SetHands(seat, high, low),
              DealerSets(high, low), DealerSets(), ChooseStyle(style), Shake(dice, flag, not flag), Stack(row),
              BankDecision(seat, flag, n, flag), CutStacks(seat, 2, 1), ExposeTile(seat), VoidChoice(seat, flag),
              TakeSecondArea(seat, seat + 1), NoMoreBets()):
        m = encode_event(e)
        validate("paigow-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "place", "seat": 1, "bet": "dragon", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "amount": "5.5"}, "amount"),
    ({"type": "shake", "dice": [1, 2]}, "dice"),
    ({"type": "stack", "stacks": [["1-2"] * 4] * 7}, "stacks"),
    ({"type": "set_hands", "seat": 1, "high": ["1-2", "0-9"], "low": ["6-6", "1-1"]}, "high"),
    ({"type": "choose_style", "style": "sideways"}, "style"),
    ({"type": "bank_decision", "seat": 1, "accept": "yes"}, "accept"),
    ({"type": "deal"}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict[str, Any], field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_observable_state_follows_the_reply_schema() -> None:
    cfg = TableConfig()
    tiles = full_set(Ranking.from_ruleset(cfg.ruleset))
    row = tuple(tuple(tiles[4 * k:4 * k + 4]) for k in range(8))
    s, _ = replay(cfg, [Join(1), PlaceWager(1, 1000), Stack(row), NoMoreBets(), Shake((4, 3, 3))])
    m = encode_state(cfg, s)
    assert {"phase": "dealt", "number": 10, "stacked": True, "seated": [1], "bank": None}.items() <= m.items()
    assert [0, 1] == [d["place"] for d in m["dealt"]]
    for state in (m, encode_state(cfg, State())):
        validate("reply", {"id": 1, "type": "state", "state": state})


def test_every_script_and_whole_case_is_well_formed() -> None:
    """The scripts speak the event schema; the worked rounds (and the banked ones) play through unrefused."""
    g = suite_for("paigow")
    for name in g.default_profiles:
        cfg = g.config(dict(g.profile_named(name)[1]))
        for events in g.scripts(cfg):
            for m in events:
                validate("paigow-event", m)
        for case, events in g.whole_cases(cfg):
            s = g.initial()
            for m in events:
                out, s = g.run_event(cfg, s, m)
                assert out is not None and not [o for o in out if o["type"] == "rejected"], (name, case, m, out)
                for o in out:
                    validate("reply", {"id": 1, "type": "outcomes", "outcomes": [o]})


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    g = suite_for("paigow")
    side = Side(EngineAdapter(Reference(["paigow"])), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.profiles], Budget(examples=4, steps=12), use_vectors=False)
    assert run.passed and run.findings.steps > 300 and run.game == "paigow"
    assert not run.findings.not_applicable


def test_conform_runs_paigow_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["conform", "--game", "paigow", "--impl", "croupier.conformance.reference:Reference", "--profile",
               "maryland", "--no-vectors", "--examples", "3", "--steps", "8", "--quiet"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "game paigow" in out and out.rstrip().endswith("CONFORMS")
