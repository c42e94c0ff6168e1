"""The 637a poker variants on the conformance engine (INTERPRETING.md): the protocol form of their events, outcomes
and state, the scripted and whole cases, and the reference conforming to itself under every bundled profile."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, strategies as st

from croupier.cli import main
from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.poker_variants.codec import decode_event, encode_event, encode_state
from croupier.conformance.protocol import ProtocolError, validate
from croupier.conformance.reference import Reference
from croupier.conformance.runner import Side
from croupier.conformance.session import conform
from croupier.reference.poker_variants.config import TableConfig
from croupier.reference.poker_variants.game import (
    DECK, Bet, Call, Check, Deal, Draw, DrawForButton, Fold, Join, Leave, Misdeal, Shuffle, State, replay,
)

SORTED = tuple(sorted(DECK))
CARDS = st.permutations(SORTED)


@given(st.integers(0, 10), st.integers(1, 10 ** 6), CARDS, st.booleans())
def test_events_round_trip_through_their_protocol_form(seat: int, n: int, deck: list[Any], flag: bool) -> None:
    deck = list(deck)
    for e in (Join(seat), Leave(seat), DrawForButton(((seat, deck[0]), (seat + 1, deck[1]))), Shuffle(tuple(deck)),
              Deal(flag), Fold(seat), Check(seat), Call(seat), Bet(seat, n), Draw(seat, tuple(deck[:2])),
              Draw(seat, (), tuple(deck[:n % 5])), Draw(seat), Misdeal()):
        m = encode_event(e)
        validate("poker_variants-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "bet", "seat": 1, "to": 400}, "to"),
    ({"type": "bet", "seat": 1, "to": "4.5"}, "to"),
    ({"type": "shuffle", "cards": ["AS", "JK"]}, "cards"),
    ({"type": "draw", "seat": 1, "discards": "AS"}, "discards"),
    ({"type": "draw", "seat": 1, "reshuffled": ["1S"]}, "reshuffled"),
    ({"type": "draw_for_button", "cards": [{"seat": 1}]}, "cards"),
    ({"type": "deal", "straddle": "yes"}, "straddle"),
    ({"type": "call"}, "seat"),
    ({"type": "raise", "seat": 1, "to": "400"}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict[str, Any], field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_observable_state_follows_the_reply_schema() -> None:
    cfg = TableConfig()
    s, _ = replay(cfg, [Join(1), Join(3), Join(4), Shuffle(SORTED), Deal()])
    m = encode_state(cfg, s)
    assert {"phase": "betting", "button": 4, "players": [1, 3, 4], "stub": 37, "street": 1, "bet": "200",
            "to_act": 4}.items() <= m.items()
    assert m["wagers"] == [{"seat": 1, "bet": "pot", "amount": "100"}, {"seat": 3, "bet": "pot", "amount": "200"}]
    s2, _ = replay(cfg, [Call(4), Fold(1), Check(3)], s)
    m2 = encode_state(cfg, s2)
    assert (m2["street"], len(m2["board"]), m2["folded"], m2["to_act"], m2["bets"]) == (2, 3, [1], 3, [])
    for state in (m, m2, encode_state(cfg, State())):
        validate("reply", {"id": 1, "type": "state", "state": state})


#: the whole cases whose last event is refused: the rest play through unrefused
REFUSING = {"straddle-with-every-player-on-a-blind"}


def test_every_script_and_whole_case_is_well_formed() -> None:
    """The scripts speak the event schema; the worked hands play through unrefused to the end of their round (but
    :data:`REFUSING`, whose last event the reference refuses)."""
    g = suite_for("poker_variants")
    for name in g.default_profiles:
        cfg = g.config(dict(g.profile_named(name)[1]))
        for events in g.scripts(cfg):
            for m in events:
                validate("poker_variants-event", m)
        cases = g.whole_cases(cfg)
        assert len(cases) >= 10
        for case, events in cases:
            s = g.initial()
            for k, m in enumerate(events):
                out, s = g.run_event(cfg, s, m)
                refused = [o["clause"] for o in out or () if o["type"] == "rejected"]
                if case in REFUSING and k == len(events) - 1:  # the straddle refused under (e), P-11
                    assert refused == [cfg.clause("(e)")], (name, case, out)
                    continue
                assert out is not None and not refused, (name, case, m, out)
                for o in out:
                    validate("reply", {"id": 1, "type": "outcomes", "outcomes": [o]})
            assert s.players == (), (name, case)


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    g = suite_for("poker_variants")
    side = Side(EngineAdapter(Reference(["poker_variants"])), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.profiles], Budget(examples=4, steps=12), use_vectors=False)
    assert run.passed and run.findings.steps > 100 and run.game == "poker_variants"
    assert not run.findings.not_applicable


def test_conform_runs_the_poker_variants_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["conform", "--game", "poker_variants", "--impl", "croupier.conformance.reference:Reference",
               "--profile", "deuce", "--no-vectors", "--examples", "3", "--steps", "8", "--quiet"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "game poker_variants" in out and out.rstrip().endswith("CONFORMS")
