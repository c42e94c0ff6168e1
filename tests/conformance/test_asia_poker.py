"""Asia Poker on the conformance engine (INTERPRETING.md): the protocol form of its events, outcomes and state, the
scripted and whole cases, and the reference conforming to itself under every bundled profile."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, strategies as st

from croupier.cli import main
from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.asia_poker.codec import decode_event, encode_event, encode_state
from croupier.conformance.asia_poker.vectors import stacked_deck
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.protocol import ProtocolError, validate
from croupier.conformance.reference import Reference
from croupier.conformance.runner import Side
from croupier.conformance.session import conform
from croupier.reference.asia_poker.config import TableConfig, profile_from_mapping
from croupier.reference.asia_poker.game import (
    DECK, Deal, DealerSets, ExposeCard, Join, NoMoreBets, PlaceWager, RandomNumber, RemoveWager, SetHands, Shake,
    Shuffle, State, StubMiscount, TakeSecondSpot, VoidChoice, replay,
)

SORTED = tuple(sorted(DECK))
CARDS = st.permutations(SORTED)


@given(st.integers(0, 8), st.integers(1, 10 ** 6), CARDS, st.tuples(st.integers(1, 6), st.integers(1, 6),
                                                                      st.integers(1, 6)), st.booleans())
def test_events_round_trip_through_their_protocol_form(seat: int, n: int, deck: list[Any],
                                                       dice: tuple[int, int, int], flag: bool) -> None:
    deck = list(deck)
    for e in (Join(seat), PlaceWager(seat, n), PlaceWager(seat, n, "bonus"), RemoveWager(seat, "bonus"),
              SetHands(seat, tuple(deck[:4]), tuple(deck[4:6]), tuple(deck[6:7])),
              DealerSets(tuple(deck[:4]), tuple(deck[4:6]), tuple(deck[6:7])), DealerSets(), Shake(dice, flag, not flag),
              Shuffle(tuple(deck), (seat,) if flag else ()), RandomNumber(n), Deal(), ExposeCard(seat),
              VoidChoice(seat, flag), TakeSecondSpot(seat, seat + 1), StubMiscount(flag), NoMoreBets()):
        m = encode_event(e)
        validate("asia_poker-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "place", "seat": 1, "bet": "dragon", "amount": "500"}, "bet"),
    ({"type": "place", "seat": 1, "amount": "5.5"}, "amount"),
    ({"type": "shake", "dice": [1, 2]}, "dice"),
    ({"type": "shuffle", "cards": ["AS", "1S"]}, "cards"),
    ({"type": "shuffle", "cards": ["AS"], "face_up": [True]}, "face_up"),
    ({"type": "set_hands", "seat": 1, "high": ["AS", "KS", "QS"], "medium": ["2C", "3C"], "low": ["4C"]}, "high"),
    ({"type": "dealer_sets", "high": ["AS", "KS", "QS", "JS"]}, "high"),
    ({"type": "stub_miscount", "places_ok": "no"}, "places_ok"),
    ({"type": "cut"}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict[str, Any], field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_observable_state_follows_the_reply_schema() -> None:
    cfg = TableConfig()
    s, _ = replay(cfg, [Join(1), PlaceWager(1, 1000), Shuffle(SORTED), NoMoreBets(), Shake((4, 3, 3))])
    m = encode_state(cfg, s)
    assert {"phase": "dealt", "start": 5, "shuffled": True, "seated": [1], "stub": 4}.items() <= m.items()
    assert [0, 1] == [d["place"] for d in m["dealt"]]
    s2, _ = replay(cfg, [DealerSets()], s)  # refused: position 1 has not set
    for state in (m, encode_state(cfg, State()), encode_state(cfg, s2)):
        validate("reply", {"id": 1, "type": "state", "state": state})


def test_a_stacked_deck_deals_the_planted_cards_under_every_procedure() -> None:
    for profile in ({}, {"dealing": "automated_shoe", "shuffling": "automated_shuffler", "positions": 4}):
        cfg = profile_from_mapping({"game": "asia_poker", **profile})
        plant = SORTED[10:17]
        for start in range(cfg.positions + 1):
            deck = stacked_deck(cfg, start, {3: plant}, SORTED[::-1])
            assert sorted(deck) == list(SORTED)
            n = next(k for k in range(1, 8) if (1 - k) % (cfg.positions + 1) == start)
            s, _ = replay(profile_from_mapping({"game": "asia_poker", "start_position": "rng", **profile}),
                          [Join(3), PlaceWager(3, 500), Shuffle(deck), NoMoreBets(), RandomNumber(n)])
            assert plant == s.dealt[3]


def test_every_script_and_whole_case_is_well_formed() -> None:
    """The scripts speak the event schema; the worked rounds play through unrefused."""
    g = suite_for("asia_poker")
    for name in g.default_profiles:
        cfg = g.config(dict(g.profile_named(name)[1]))
        for events in g.scripts(cfg):
            for m in events:
                validate("asia_poker-event", m)
        cases = g.whole_cases(cfg)
        assert len(cases) >= 4
        for case, events in cases:
            s = g.initial()
            for m in events:
                out, s = g.run_event(cfg, s, m)
                assert out is not None and not [o for o in out if o["type"] == "rejected"], (name, case, m, out)
                for o in out:
                    validate("reply", {"id": 1, "type": "outcomes", "outcomes": [o]})


def test_the_reference_conforms_to_itself_under_every_bundled_profile() -> None:
    g = suite_for("asia_poker")
    side = Side(EngineAdapter(Reference(["asia_poker"])), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.profiles], Budget(examples=4, steps=12), use_vectors=False)
    assert run.passed and run.findings.steps > 100 and run.game == "asia_poker"
    assert not run.findings.not_applicable


def test_conform_runs_asia_poker_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["conform", "--game", "asia_poker", "--impl", "croupier.conformance.reference:Reference", "--profile",
               "bonus", "--no-vectors", "--examples", "3", "--steps", "8", "--quiet"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "game asia_poker" in out and out.rstrip().endswith("CONFORMS")
