"""The dice lifecycle on the conformance engine (INTERPRETING.md, "Dice"): the protocol form of its events, outcomes
and records, the scripted and whole cases, and the reference conforming to itself under every bundled profile."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from hypothesis import given, strategies as st

from croupier.cli import main
from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.dice.codec import decode_event, encode_event, encode_state
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.protocol import ProtocolError, validate
from croupier.conformance.reference import Reference
from croupier.conformance.report import rows
from croupier.conformance.runner import Side
from croupier.conformance.session import conform
from croupier.reference.controls.dice import (
    INSTRUMENTS, Clock, CloseTable, Distribute, Game, Inspect, Issue, OpenTable, Place, Reason, Receive, Remove, Role,
    Seal, State, Use, replay,
)
from croupier.reference.controls.dice_config import profile_from_mapping
from croupier.reference.controls.dice_scripts import OPENING, opening_day

ROLES = st.lists(st.sampled_from(list(Role)), max_size=3).map(tuple)
IDS = st.text("ST0123456789", min_size=1, max_size=4)


@given(IDS, st.sampled_from(list(Game)), st.integers(0, 9), ROLES, ROLES, st.booleans(),
       st.sampled_from([None, True, False]), st.sampled_from(list(Reason)), st.integers(0, 10 ** 6))
def test_events_round_trip_through_their_protocol_form(sid: str, g: Game, n: int, by: Any, present: Any, flag: bool,
                                                       intact: Any, reason: Reason, minutes: int) -> None:
    at = OPENING + dt.timedelta(minutes=minutes)
    for e in (Clock(at), Receive(sid, g, n), OpenTable(sid, g), CloseTable(sid), Distribute(sid, by, flag),
              Issue(sid, "T1", by, present), Inspect(sid, by, present, INSTRUMENTS[:n % 5], flag, not flag),
              Seal(sid, at.date(), ("A. B",)), Place(sid, by, present, intact), Use(sid), Remove(sid, reason)):
        m = encode_event(e)
        validate("dice-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "clock", "at": "2013-02-08 08:00"}, "at"),
    ({"type": "clock", "at": "2013-02-30T08:00"}, "at"),
    ({"type": "receive", "set": "S1", "game": "roulette", "dice": 5}, "game"),
    ({"type": "receive", "set": " ", "game": "craps", "dice": 5}, "set"),
    ({"type": "receive", "set": "S1", "game": "craps", "dice": True}, "dice"),
    ({"type": "distribute", "set": "S1", "by": "security"}, "by"),
    ({"type": "inspect", "set": "S1", "by": ["croupier"], "instruments": []}, "by"),
    ({"type": "seal", "set": "S1", "date": "8 Feb 2013", "signatures": []}, "date"),
    ({"type": "place", "set": "S1", "by": ["boxperson"], "seal_intact": "yes"}, "seal_intact"),
    ({"type": "remove", "set": "S1", "reason": "worn"}, "reason"),
    ({"type": "shake", "table": "T1"}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict[str, Any], field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_records_follow_the_reply_schema() -> None:
    cfg = profile_from_mapping({"alternative": "3", "tdf_sealed_set_size": 5})
    s, _ = replay(cfg, opening_day(cfg, Game.TDF))
    m = encode_state(cfg, s)
    assert m["tables"] == [{"table": "T1", "game": "tdf", "dice": 6}]
    assert [(x["set"], x["dice"], x["status"], x["reserve"], x["since"], x["due"]) for x in m["sets"]] == [
        ("S1", 5, "in_use", False, "2013-02-08T08:00", "2013-02-09T08:00"),
        ("S2", 1, "in_use", True, "2013-02-08T08:00", "2013-02-09T08:00")]
    s2, _ = replay(cfg, [Remove("S1", Reason.TAMPERING)], s)
    assert encode_state(cfg, s2)["reports"] == ["S1"]
    for state in (m, encode_state(cfg, s2), encode_state(cfg, State())):
        validate("reply", {"id": 1, "type": "state", "state": state})


def test_every_script_and_whole_case_is_well_formed() -> None:
    """The scripts speak the event schema; the whole cases play through unrefused."""
    g = suite_for("dice")
    for name in g.default_profiles:
        cfg = g.config(dict(g.profile_named(name)[1]))
        for events in g.scripts(cfg):
            for m in events:
                validate("dice-event", m)
        cases = g.whole_cases(cfg)
        assert len(cases) >= 20
        for case, events in cases:
            s = g.initial()
            for m in events:
                out, s = g.run_event(cfg, s, m)
                assert out is not None and not [o for o in out if o["type"] == "rejected"], (name, case, m, out)
                for o in out:
                    validate("reply", {"id": 1, "type": "outcomes", "outcomes": [o]})


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    g = suite_for("dice")
    side = Side(EngineAdapter(Reference(["dice"])), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.profiles], Budget(examples=4, steps=12), use_vectors=False)
    assert run.passed and run.findings.steps > 100 and run.game == "dice"
    assert not run.findings.not_applicable
    # the report is about 603a.13 and the game chapters' dice clauses, not the Match Play clauses of 603a
    assert not [r for r in rows(run) if r.clause.startswith("pa:603a.21")]


def test_conform_runs_the_dice_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["conform", "--game", "dice", "--impl", "croupier.conformance.reference:Reference",
               "--profile", "alternative_3", "--no-vectors", "--examples", "3", "--steps", "8", "--quiet"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "game dice" in out and out.rstrip().endswith("CONFORMS")
