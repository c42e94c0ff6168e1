"""Spanish 21 on the conformance engine (INTERPRETING.md): the protocol form of its events, outcomes and state, the
scripted and whole cases, and the reference conforming to itself under every bundled profile."""

from __future__ import annotations

from typing import Any

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
from croupier.conformance.spanish21.codec import decode_event, encode_event, encode_state
from croupier.conformance.spanish21.vectors import WORKED
from croupier.reference.cards import Card
from croupier.reference.spanish21 import (AllowEntry, Burn, Deal, DealerSkipped, Double, DrawnInError, Insure,
                                          MissedBox, PlaceBet, PlaceMatch, Shuffle, SkippedHit, State, TableConfig,
                                          TenFound, replay)
from croupier.reference.spanish21.legal import FACES

CARDS = st.sampled_from(FACES)


@given(st.integers(0, 8), st.integers(1, 10 ** 6), CARDS, st.booleans(), st.one_of(st.none(), st.integers(1, 7)))
def test_events_round_trip_through_their_protocol_form(seat: int, n: int, card: Card, flag: bool,
                                                       player: Any) -> None:
    for e in (Shuffle(seat, n), Burn(), Burn(card), PlaceBet(seat, n, player), PlaceMatch(seat, n), Deal(card),
              Insure(seat, n), Double(seat, n), AllowEntry(seat), TenFound(Card(10, card.suit)),
              DrawnInError(card, flag), DealerSkipped(), MissedBox(seat, flag), SkippedHit(seat, flag)):
        m = encode_event(e)
        validate("spanish21-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "place", "seat": 1, "bet": "blackjack", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "amount": "5.5"}, "amount"),
    ({"type": "deal", "card": "1S"}, "card"),
    ({"type": "double", "seat": 1}, "amount"),
    ({"type": "missed_box", "seat": 1, "late": "yes"}, "late"),
    ({"type": "place", "seat": 1, "bet": "match_the_dealer", "amount": "500", "player": 2}, "player"),
    ({"type": "settle"}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict[str, Any], field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_observable_state_follows_the_reply_schema() -> None:
    cfg = TableConfig()
    cards = [Deal(Card(r, "S")) for r in (9, 1, 8, 13)]
    s, _ = replay(cfg, [Shuffle(100, 100), Burn(), PlaceBet(1, 1000), PlaceMatch(1, 500), *cards])
    m = encode_state(cfg, s)
    assert {"phase": "insurance", "dealer": ["AS", "KS"], "in_turn": None, "cards_left": 283}.items() <= m.items()
    assert m["boxes"][0]["hands"][0]["cards"] == ["9S", "8S"]
    for state in (m, encode_state(cfg, State())):
        validate("reply", {"id": 1, "type": "state", "state": state})


def test_every_script_and_whole_case_is_well_formed() -> None:
    """The scripts speak the event schema; the worked rounds play through, refused only where they show a refusal."""
    g = suite_for("spanish21")
    refusing = {"s21-04-double-on-four-cards", "s21-09-blackjack-insured", "s21-14-split-resplit",
                "s21-i3-mistaken-draw", "dealer-bj-behind-king", "dealer-bj-surrender-held",
                "dealer-skip-refused-while-a-box-is-due", "discards-reshuffled"}
    for name in g.default_profiles:
        cfg = g.config(dict(g.profile_named(name)[1]))
        for events in g.scripts(cfg):
            for m in events:
                validate("spanish21-event", m)
        for case, events in g.whole_cases(cfg):
            s = g.initial()
            refused = []
            for m in events:
                out, s = g.run_event(cfg, s, m)
                assert out is not None
                refused += [o for o in out if o["type"] == "rejected"]
                for o in out:
                    validate("reply", {"id": 1, "type": "outcomes", "outcomes": [o]})
            if name == "default":
                assert bool(refused) == (case in refusing), (case, refused)
    assert refusing <= {*WORKED, "discards-reshuffled"}


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    g = suite_for("spanish21")
    side = Side(EngineAdapter(Reference(["spanish21"])), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.profiles], Budget(examples=4, steps=8), use_vectors=False)
    assert run.passed and run.findings.steps > 300 and run.game == "spanish21"
    assert not run.findings.not_applicable


def test_conform_runs_spanish21_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["conform", "--game", "spanish21", "--impl", "croupier.conformance.reference:Reference", "--profile",
               "amended", "--no-vectors", "--examples", "3", "--steps", "6", "--quiet"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "game spanish21" in out and out.rstrip().endswith("CONFORMS")
