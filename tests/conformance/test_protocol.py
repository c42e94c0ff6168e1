"""The protocol's grammar (INTERPRETING.md section 2): schemas, amounts, the codec, the engine adapter."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from croupier.conformance.craps.codec import decode_event, encode_event
from croupier.conformance.craps.reference import reference_adapter
from croupier.conformance.protocol import ProtocolError, amount, parse_amount, reply_problem, validate
from croupier.reference.craps import Bet, PlaceBet, Throw
from croupier.reference.craps.legal import spots


def test_amounts_travel_as_exact_strings() -> None:
    assert ["1250", "35/3", "0", "-5"] == [amount(1250), amount(Fraction(35, 3)), amount(0), amount(-5)]
    assert Fraction(35, 3) == parse_amount("35/3")


@pytest.mark.parametrize("bad", [1250, 12.5, "12.50", "1e3", "", "01", "3/0", None, True])
def test_an_amount_is_never_a_number_or_a_decimal(bad: object) -> None:
    with pytest.raises(ProtocolError, match="amount"):
        parse_amount(bad)


@given(st.sampled_from(spots()), st.integers(1, 6), st.integers(1, 6), st.integers(1, 10**6))
def test_events_round_trip_through_their_protocol_form(bet: Bet, d1: int, d2: int, n: int) -> None:
    for e in (PlaceBet(2, bet, n), Throw(d1, d2), Throw(d1, d2, (1,))):
        m = encode_event(e)
        validate("craps-event", m)
        assert e == decode_event(m)


@pytest.mark.parametrize("m, field", [
    ({"type": "place", "seat": 1, "bet": "pas", "amount": "500"}, "bet"),
    ({"type": "place", "seat": "1", "bet": "pass", "amount": "500"}, "seat"),
    ({"type": "place", "seat": 1, "bet": "pass", "amount": "5.5"}, "amount"),
    ({"type": "throw", "dice": [1, 2, 3]}, "dice"),
    ({"type": "no_roll", "ground": "wind", "caller": "dealer"}, "ground"),
    ({"type": "fly"}, "type"),
])
def test_a_malformed_event_names_its_field(m: dict, field: str) -> None:
    with pytest.raises(ProtocolError) as x:
        decode_event(m)
    assert field == x.value.field


def test_the_reference_adapter_answers_every_request_by_the_schema() -> None:
    a = reference_adapter()
    requests = [
        {"id": 1, "type": "hello", "protocol": "0.2"},
        {"id": 2, "type": "open", "table": "t", "game": "craps", "profile": {}},
        {"id": 3, "type": "event", "table": "t", "event": {"type": "join", "seat": 1}},
        {"id": 4, "type": "event", "table": "t", "event": {"type": "accept_dice", "seat": 1}},
        {"id": 5, "type": "event", "table": "t", "event": {"type": "place", "seat": 1, "bet": "pass", "amount": "1000"}},
        {"id": 6, "type": "event", "table": "t", "event": {"type": "throw", "dice": [3, 4]}},
        {"id": 7, "type": "event", "table": "t", "event": {"type": "place", "seat": 9, "bet": "pass", "amount": "1000"}},
        {"id": 8, "type": "event", "table": "t", "event": {"type": "place", "seat": 1, "bet": "pas", "amount": "1"}},
        {"id": 9, "type": "state", "table": "t"},
        {"id": 10, "type": "open", "table": "u", "game": "craps", "profile": {"fire_paytable": "C"}},
        {"id": 11, "type": "close", "table": "t"},
        {"id": 12, "type": "state", "table": "t"},
    ]
    replies = []
    for m in requests:
        validate("request", m)
        r = a.request(m)
        assert reply_problem(m, r) is None, (m, r)
        replies.append(r)
    assert {"type": "settlement", "seat": 1, "bet": "pass", "result": "win", "amount": "1000", "commission": "0",
            "clauses": ["pa:623a.3(a)(1)(i)(A)", "pa:623a.5(a)"]} == replies[5]["outcomes"][0]
    assert "rejected" == replies[6]["outcomes"][0]["type"]
    assert ("error", "event/bet") == (replies[7]["type"], replies[7]["field"])
    assert {"point": None, "shooter": 1, "seated": [1], "wagers": [], "fire": [], "bonus_marked": []} == replies[8]["state"]
    assert ("unsupported", "profile/fire_paytable") == (replies[9]["type"], replies[9]["field"])
    assert "error" == replies[11]["type"]


@pytest.mark.parametrize("reply, problem", [
    ({"id": 1, "type": "outcomes", "outcomes": [{"type": "settlement", "seat": 1, "bet": "pass", "result": "win",
                                                 "amount": 1000}]}, "outcomes/0/amount"),
    ({"id": 2, "type": "outcomes", "outcomes": []}, "id:"),
    ({"id": 1, "type": "state", "state": {"point": None, "shooter": None, "seated": [], "wagers": []}}, "type:"),
    ({"id": 1, "type": "outcomes", "outcomes": [], "debug": 1}, "(message)"),
    ([], "a reply is a JSON object"),
])
def test_a_reply_that_breaks_the_protocol_is_named(reply: object, problem: str) -> None:
    request = {"id": 1, "type": "event", "table": "t", "event": {"type": "pass_dice"}}
    assert problem in (reply_problem(request, reply) or "")
