"""Match Play Coupons at Craps (58 Pa. Code 603a.1, 603a.10(a), 603a.21, the 2013 proposal): refusals cite their
clause and leave the state unchanged; a coupon wager is paid on chips plus coupon, loses its chips only, and its
coupon goes into the drop box; the readings of the round, the takedown, the push and the odds."""

from __future__ import annotations

import datetime
from typing import Any, Callable

import pytest

from croupier.reference.controls.coupons import Coupon
from croupier.reference.craps import (
    AcceptDice,
    Bet,
    Join,
    Kind,
    PassDice,
    PlaceBet,
    ReduceBet,
    RemoveBet,
    State,
    TableConfig,
    Throw,
    profile_from_mapping,
    replay,
    step,
)
from croupier.reference.craps.config import check_against_spec
from croupier.reference.errors import ConfigError
from croupier.reference.outcomes import Notice, Rejected, Result, Returned, Settlement

MP = profile_from_mapping({"match_play": True})
PASS, DONT = Bet(Kind.PASS), Bet(Kind.DONT_PASS)
JUNE_1 = datetime.date(2015, 6, 1)


def coupon(serial: str = "MP-1001", value: int = 2500, **kw: Any) -> Coupon:
    return Coupon(serial, value, **kw)


def seated(cfg: TableConfig = MP) -> State:
    s, _ = replay(cfg, [Join(1), Join(2), AcceptDice(1)])
    return s


def with_coupon_pass(cfg: TableConfig = MP, chips: int = 4000) -> State:
    s, _ = replay(cfg, [PlaceBet(1, PASS, chips, coupon())], seated(cfg))
    return s


def at_point(cfg: TableConfig = MP) -> State:
    s, _ = replay(cfg, [PlaceBet(1, PASS, 2500, coupon()), PlaceBet(2, DONT, 5000, coupon("MP-1002")),
                        Throw(4, 5)], seated(cfg))
    return s


def settlements(outcomes: tuple[Any, ...]) -> list[tuple[int, str, Result, Any]]:
    return [(o.seat, str(o.bet), o.result, o.amount) for o in outcomes if isinstance(o, Settlement)]


def drop_notices(outcomes: tuple[Any, ...]) -> list[str]:
    return [o.what for o in outcomes if isinstance(o, Notice) and o.clauses == ("pa:603a.21(e)",)]


REFUSALS: list[tuple[str, Callable[[], State], Any, str]] = [
    ("a table without match play", lambda: seated(TableConfig()), PlaceBet(1, PASS, 2500, coupon()),
     "pa:603a.10(a)"),
    ("chips below the coupon's value", seated, PlaceBet(1, PASS, 2000, coupon()), "pa:603a.21(b)"),
    ("on the Field", seated, PlaceBet(2, Bet(Kind.FIELD), 2500, coupon()), "pa:603a.21(c)(2)"),
    ("on Come", at_point, PlaceBet(1, Bet(Kind.COME), 2500, coupon("MP-9")), "pa:603a.21(c)(2)"),
    ("on the odds", at_point, PlaceBet(1, Bet(Kind.PASS_ODDS), 2500, coupon("MP-9")), "pa:603a.21(c)(2)"),
    ("a second coupon on another spot", with_coupon_pass, PlaceBet(1, DONT, 2500, coupon("MP-2")), "pa:603a.21(d)"),
    ("a second coupon on the same wager", with_coupon_pass, PlaceBet(1, PASS, 2500, coupon("MP-2")),
     "pa:603a.21(d)"),
    ("expired", seated, PlaceBet(1, PASS, 2500, coupon(expires=datetime.date(2015, 5, 31)), JUNE_1),
     "pa:603a.20(c)(5)"),
    ("mailed and expired", seated,
     PlaceBet(1, PASS, 2500, coupon(expires=datetime.date(2015, 5, 31), mailed=True), JUNE_1), "pa:603a.20(q)(5)"),
    ("printed for another game", seated, PlaceBet(1, PASS, 2500, coupon(games=frozenset({"roulette"}))),
     "pa:603a.20(c)(4)"),
    ("printed for the other line", seated, PlaceBet(1, PASS, 2500, coupon(wagers=frozenset({"dont_pass"}))),
     "pa:603a.20(c)(4)"),
    ("a wager amount over the maximum", seated, PlaceBet(1, PASS, 499_000, coupon(value=2000)), "pa:623a.5(j)"),
    ("pass after the point", at_point, PlaceBet(2, PASS, 2500, coupon("MP-9")), "pa:623a.4(c)(1)"),
    ("a coupon wager taken down", at_point, RemoveBet(2, DONT), "pa:603a.21(e)"),
    ("a coupon wager's chips cut below its value", at_point, ReduceBet(2, DONT, 3000), "pa:603a.21(b)"),
]


@pytest.mark.parametrize("name, before, event, clause", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refused_with_the_clause_and_the_state_unchanged(name: str, before: Callable[[], State], event: Any,
                                                         clause: str) -> None:
    """603a.10(a), 603a.20(c)(4), (5), (q)(5), 603a.21(b)-(e): each refusal names its clause; nothing changes."""
    s = before()
    cfg = TableConfig() if name == "a table without match play" else MP

    st = step(cfg, s, event)

    assert [clause] == [o.clause for o in st.outcomes if isinstance(o, Rejected)] and 1 == len(st.outcomes)
    assert s == st.state


def test_a_coupon_wager_wins_on_chips_and_coupon_and_the_coupon_is_dropped() -> None:
    """MP-5 at Craps, pa:603a.21(b), (e): $40 chips and a $25 coupon on the Pass Line win $65 on a come-out 7; the
    coupon goes into the drop box when the win is paid."""
    s = with_coupon_pass()

    st = step(MP, s, Throw(3, 4))

    assert [(1, "pass", Result.WIN, 6500)] == settlements(st.outcomes)
    assert ["Match Play Coupon MP-1001 of position 1 into the drop box"] == drop_notices(st.outcomes)
    assert ("MP-1001",) == st.state.drop_box and st.state.wager(1, PASS) is None


def test_a_coupon_wager_loses_only_its_chips() -> None:
    """MP-4 at Craps, pa:603a.21(e): a come-out 2 collects the $40 in chips; the coupon is dropped, not collected."""
    st = step(MP, with_coupon_pass(), Throw(1, 1))

    s0 = settlements(st.outcomes)
    assert [(1, "pass", Result.LOSE, 4000)] == s0
    assert ("MP-1001",) == st.state.drop_box


@pytest.mark.parametrize("disposition, dropped", [("drop_at_round_end", ("MP-1001",)), ("return_to_patron", ())])
def test_a_dont_pass_barred_on_12_returns_the_chips_and_the_reading_places_the_coupon(
        disposition: str, dropped: tuple[str, ...]) -> None:
    """MP-11 at Craps, pa:623a.3(a)(2)(iii), reading C-3: the chips come back; the coupon is dropped at the end of the
    round, or handed back."""
    cfg = profile_from_mapping({"match_play": True, "coupon_push_disposition": disposition})
    s, _ = replay(cfg, [PlaceBet(1, PASS, 500), PlaceBet(2, DONT, 4000, coupon())], seated(cfg))

    st = step(cfg, s, Throw(6, 6))

    assert (2, "dont_pass", Result.VOID, 4000) in settlements(st.outcomes)
    assert dropped == st.state.drop_box
    assert 1 == len([o for o in st.outcomes if isinstance(o, Notice) and "MP-1001" in o.what])


@pytest.mark.parametrize("base, cap", [("wager_amount", 5000), ("chips", 2500)])
def test_odds_behind_a_coupon_wager_are_sized_by_the_reading(base: str, cap: int) -> None:
    """Reading C-6: 1x odds behind $25 chips and a $25 coupon are sized on the $50 wager (default), or on the chips."""
    cfg = profile_from_mapping({"match_play": True, "coupon_dependent_base": base})
    s, _ = replay(cfg, [PlaceBet(1, PASS, 2500, coupon()), Throw(3, 3)], seated(cfg))

    over = step(cfg, s, PlaceBet(1, Bet(Kind.PASS_ODDS), cap + 100))

    assert not step(cfg, s, PlaceBet(1, Bet(Kind.PASS_ODDS), cap)).rejected
    assert ["pa:623a.6(e)"] == [o.clause for o in over.outcomes if isinstance(o, Rejected)]


def test_the_round_of_play_ends_at_the_line_decision_by_default() -> None:
    """Reading coupon_round (line_decision), pa:603a.21(d): after the come-out 7 decides the line, a new coupon is
    taken; under shooter_hand only after the dice pass."""
    hand = profile_from_mapping({"match_play": True, "coupon_round": "shooter_hand"})
    again = PlaceBet(1, PASS, 2500, coupon("MP-1002"))
    for cfg, clause in ((MP, None), (hand, "pa:603a.21(d)")):
        s, _ = replay(cfg, [Throw(3, 4)], with_coupon_pass(cfg))
        st = step(cfg, s, again)
        assert clause == next((o.clause for o in st.outcomes if isinstance(o, Rejected)), None)
    s, _ = replay(hand, [Throw(3, 4), PlaceBet(1, PASS, 500), PassDice(), AcceptDice(2)], with_coupon_pass(hand))
    assert not step(hand, s, again).rejected


@pytest.mark.parametrize("takedown, dropped, notices", [("coupon_dropped", ("MP-1002",), 1),
                                                        ("coupon_returned", (), 1)])
def test_a_coupon_wager_taken_down_under_the_reading(takedown: str, dropped: tuple[str, ...], notices: int) -> None:
    """Reading coupon_takedown: the chips come back with the Don't Pass; the coupon is dropped or handed back; the
    coupon still counts for the round (603a.21(d))."""
    cfg = profile_from_mapping({"match_play": True, "coupon_takedown": takedown})
    s = at_point(cfg)

    st = step(cfg, s, RemoveBet(2, DONT))

    assert [Returned(2, DONT, 5000, ("pa:623a.4(d)",))] == [o for o in st.outcomes if isinstance(o, Returned)]
    assert dropped == st.state.drop_box
    assert notices == len([o for o in st.outcomes if isinstance(o, Notice)])
    assert 2 in st.state.coupon_seats


def test_a_coupon_wager_may_be_reduced_to_the_coupon_value() -> None:
    """pa:623a.4(d), pa:603a.21(b): a Don't Pass of $50 with a $25 coupon may be cut to $25 in chips, no lower."""
    st = step(MP, at_point(), ReduceBet(2, DONT, 2500))

    assert [Returned(2, DONT, 2500, ("pa:623a.4(d)",))] == list(st.outcomes)
    assert 2500 == st.state.wager(2, DONT).amount  # type: ignore[union-attr]


def test_the_wager_amount_counts_the_coupon_against_the_minimum() -> None:
    """pa:603a.1: a $3 coupon with $3 in chips is a $6 wager, over a $5 minimum."""
    st = step(MP, seated(), PlaceBet(1, PASS, 300, coupon(value=300)))

    assert () == st.outcomes


def test_the_craps_coupon_options_agree_with_the_spec_and_are_checked() -> None:
    """spec/craps/tables.toml (match_play, coupon_round, coupon_takedown) and the coupon kernel's options agree with
    TableConfig; a bad value is refused with its clause; by default the table takes no coupon."""
    assert [] == check_against_spec()
    assert not TableConfig().match_play
    with pytest.raises(ConfigError, match=r"pa:603a\.21\(d\)"):
        profile_from_mapping({"coupon_round": "forever"})
    with pytest.raises(ConfigError, match=r"pa:603a\.21\(e\)"):
        profile_from_mapping({"coupon_push_disposition": "keep"})


def test_a_coupon_travels_in_the_place_event_and_shows_in_the_state() -> None:
    """INTERPRETING.md, Craps, Match Play: the coupon rides on the place event (its schema), round trips through the
    codec, lies on the wager in the observable state, and its serial reaches the drop box (603a.21(e))."""
    from croupier.conformance.craps.codec import decode_event, encode_event, encode_state
    from croupier.conformance.protocol import validate

    e = PlaceBet(1, PASS, 4000, coupon(expires=datetime.date(2015, 6, 30), mailed=True,
                                       wagers=frozenset({"pass"})), JUNE_1)
    m = encode_event(e)
    s = step(MP, seated(), e).state
    paid = step(MP, s, Throw(3, 4)).state

    validate("craps-event", m)
    assert e == decode_event(m)
    assert {"value": "2500", "serial": "MP-1001"} == encode_state(s, True)["wagers"][0]["coupon"]
    assert ["MP-1001"] == encode_state(paid, True)["drop_box"] and "drop_box" not in encode_state(paid)
    for state in (encode_state(s, True), encode_state(paid, True)):
        validate("reply", {"id": 1, "type": "state", "state": state})


@pytest.mark.parametrize("bad, field", [
    ({"value": "0", "serial": "MP-1"}, "coupon.value"),
    ({"value": "2500", "serial": ""}, "coupon.serial"),
    ({"value": "2500", "serial": "MP-1", "expires": "2015-06-30"}, "date"),
    ({"value": "2500", "serial": "MP-1", "color": "red"}, "coupon"),
])
def test_a_malformed_coupon_names_its_field(bad: dict[str, Any], field: str) -> None:
    """A coupon that is not one is a malformed event, not a refusal (INTERPRETING.md section 2)."""
    from croupier.conformance.craps.codec import decode_event
    from croupier.conformance.protocol import ProtocolError

    with pytest.raises(ProtocolError) as x:
        decode_event({"type": "place", "seat": 1, "bet": "pass", "amount": "2500", "coupon": bad})
    assert field == x.value.field
