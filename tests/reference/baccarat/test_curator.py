"""Baccarat (545, 631a): the curator who holds the shoe, its offer round the table, and the chapter's own numbers.

Each case plays a table from empty through the model's ``step``; refusals are
checked to name their clause and leave the state as it was.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Sequence

import pytest

from croupier.reference.baccarat import (Bet, Burn, Deal, Event, Join, Leave, Misdeal, NoMoreBets, PassReason,
                                         PassShoe, PassSqueeze, Phase, PlaceBet, ShoeReason, Shuffle, State, TakeShoe,
                                         parse_card, profile_from_mapping, replay, step)
from croupier.reference.baccarat.game import shoe_order
from croupier.reference.baccarat.legal import in_shoe
from croupier.reference.outcomes import Notice, Rejected, Settlement

P, B = Bet.PLAYER, Bet.BANKER
PLAYER_WINS, BANKER_WINS, TIE = "4S 3S 5H QH", "6S 7S QD KD", "KS 5S 3D 2D 4C"


def _cfg(**kw: Any) -> Any:
    return profile_from_mapping({"ruleset": "pa-545@2010t", **kw})


def _open(cfg: Any, seats: Sequence[int] = (1, 2, 3)) -> State:
    s, steps = replay(cfg, [Join(x) for x in seats] + [Shuffle(10, 20), Burn(parse_card("5S"))])
    assert not [x for x in steps if x.rejected]
    return s


def _play(cfg: Any, s: State, cards: str, bets: Sequence[Event] = (PlaceBet(1, P, 2000), PlaceBet(2, B, 2000))
          ) -> tuple[State, list[Any]]:
    out: list[Any] = []
    for e in [*bets, NoMoreBets(), *(Deal(parse_card(c)) for c in cards.split())]:
        st = step(cfg, s, e)
        assert not st.rejected, (e, st.outcomes)
        s, out = st.state, out + list(st.outcomes)
    assert s.phase is Phase.BETTING
    return s, out


def _refused(cfg: Any, s: State, e: Event) -> str:
    st = step(cfg, s, e)
    assert st.state == s
    [r] = st.outcomes
    assert isinstance(r, Rejected)
    return r.clause


def _notices(outcomes: Sequence[Any]) -> list[tuple[str, ...]]:
    return [o.clauses for o in outcomes if isinstance(o, Notice)]


def test_the_shoe_is_offered_from_seat_1_and_taken_before_the_deal() -> None:
    cfg = _cfg()
    s = _open(cfg, (2, 5, 9))
    assert s.curator is None and shoe_order(s) == (2, 5, 9)
    assert "pa:545.7(b)" == _refused(cfg, s, NoMoreBets())
    assert "pa:545.7(b)" == _refused(cfg, s, TakeShoe(4))  # nobody sits there
    st = step(cfg, s, TakeShoe(5))  # seat 2 declined
    assert st.state.curator == 5 and _notices(st.outcomes) == [("pa:545.7(b)", "pa:545.7(c)", "pa:545.1#curator")]
    assert "pa:545.14(a)" == _refused(cfg, st.state, TakeShoe(2))


def test_the_curator_keeps_the_shoe_until_the_bankers_hand_loses() -> None:
    cfg = _cfg()
    s = step(cfg, _open(cfg), TakeShoe(1)).state
    s, _ = _play(cfg, s, BANKER_WINS)
    assert s.curator == 1
    s, _ = _play(cfg, s, TIE)
    assert s.curator == 1  # a tie is no loss of the Banker's Hand
    s, out = _play(cfg, s, PLAYER_WINS)
    assert s.curator is None and ("pa:545.14(a)(1)", "pa:545.14(b)") in _notices(out)
    assert shoe_order(s) == (2, 3)  # from the outgoing curator's right; he is not offered it again
    assert "pa:545.7(b)" == _refused(cfg, s, TakeShoe(1))
    st = step(cfg, s, TakeShoe(2))
    assert st.state.curator == 2 and _notices(st.outcomes) == [("pa:545.14(b)", "pa:545.7(c)", "pa:545.1#curator")]


def test_a_tie_passes_the_shoe_under_the_other_reading() -> None:
    cfg = _cfg(curator_passes_on_tie=True)
    s = step(cfg, _open(cfg), TakeShoe(1)).state
    s, out = _play(cfg, s, TIE)
    assert s.curator is None and ("pa:545.14(a)(1)", "pa:545.14(b)") in _notices(out)


def test_the_dealer_curates_when_nobody_takes_the_shoe_and_offers_it_again_after_a_banker_loss() -> None:
    cfg = _cfg()
    s = step(cfg, _open(cfg), TakeShoe(2)).state
    s, _ = _play(cfg, s, PLAYER_WINS)  # seat 2 passes it; seats 3 and 1 decline
    st = step(cfg, s, TakeShoe(0))
    assert st.state.curator == 0 and _notices(st.outcomes) == [("pa:545.7(d)", "pa:545.7(d)(2)")]
    s, _ = _play(cfg, st.state, PLAYER_WINS)
    assert s.curator is None and shoe_order(s) == (3, 1, 2)  # from the right of the last player who held it


def test_a_player_may_name_the_dealer_to_deal_for_him() -> None:
    cfg = _cfg()
    s = _open(cfg)
    st = step(cfg, s, TakeShoe(1, dealer_deals=True))
    assert st.state.curator == 1 and ("pa:545.7(d)", "pa:545.7(d)(1)") in _notices(st.outcomes)
    assert "pa:545.7(d)(1)" == _refused(cfg, s, TakeShoe(0, dealer_deals=True))


def test_the_shoe_is_passed_between_rounds_by_choice_or_by_order() -> None:
    cfg = _cfg()
    s = step(cfg, _open(cfg), TakeShoe(2)).state
    st = step(cfg, s, PassShoe())
    assert st.state.curator is None and _notices(st.outcomes) == [("pa:545.14(a)", "pa:545.14(b)")]
    st = step(cfg, s, PassShoe(ShoeReason.INVALID_DEALS))
    assert _notices(st.outcomes) == [("pa:545.14(a)(2)", "pa:545.14(b)")]
    assert "pa:545.14(b)" == _refused(cfg, st.state, PassShoe())
    live = step(cfg, step(cfg, s, PlaceBet(1, P, 2000)).state, NoMoreBets()).state
    assert "pa:545.14(a)" == _refused(cfg, live, PassShoe(ShoeReason.DELAY))
    assert "pa:545.14(a)" == _refused(cfg, live, Leave(2))  # the curator deals the round out


def test_a_curator_leaving_between_rounds_gives_up_the_shoe() -> None:
    cfg = _cfg()
    s = step(cfg, _open(cfg), TakeShoe(2)).state
    st = step(cfg, s, Leave(2))
    assert st.state.curator is None and shoe_order(st.state) == (3, 1)
    assert ("pa:545.14(b)",) in _notices(st.outcomes)


@pytest.mark.parametrize("reading", ["offer_from_seat_1", "curator_continues"])
def test_who_holds_a_new_shoe(reading: str) -> None:
    """A-32: every new shoe is offered from seat 1 again, or the curator of the last hand keeps it."""
    cfg = _cfg(new_shoe_curator=reading)
    s = _open(cfg)
    while s.phase is not Phase.SHUFFLE:  # the shoe played out, its cards in index order
        if s.curator is None:
            e: Event = TakeShoe((shoe_order(s) or (0,))[0])
        else:
            e = NoMoreBets() if s.phase is Phase.BETTING else Deal(in_shoe(s)[0])
        st = step(cfg, s, e)
        assert not st.rejected, st.outcomes
        s = st.state
    after = step(cfg, s, Shuffle(10, 20)).state
    assert after.curator == (s.curator if reading == "curator_continues" else None)


@pytest.mark.parametrize("rid, clause", [("pa-541@2010t", "pa:541.9(c)"), ("pa-543@2010t", "pa:543.9(c)")])
def test_the_dealer_deals_the_other_games(rid: str, clause: str) -> None:
    cfg = profile_from_mapping({"ruleset": rid})
    s = _open(cfg)
    assert s.curator == 0
    assert clause == _refused(cfg, s, TakeShoe(1))
    assert clause == _refused(cfg, s, PassShoe())


def test_baccarat_cites_its_own_numbers() -> None:
    cfg = _cfg(vig_rounding=True, initial_deal="squeeze")
    s = step(cfg, _open(cfg), TakeShoe(1)).state
    s, out = _play(cfg, s, "4S 8S 3H KH", (PlaceBet(1, B, 1100), PlaceBet(2, Bet.TIE, 1000)))
    assert ("pa:545.9(d)(7)",) in _notices(out)  # nobody backs the Player's Hand: the dealer turns it
    assert ("pa:545.9(d)(1)", "pa:545.9(d)(3)") in _notices(out)
    [win] = [o for o in out if isinstance(o, Settlement) and o.bet is B]
    assert win.commission == Fraction(75) and set(win.clauses) == {"pa:545.8(a)(1)(i)", "pa:545.13(c)",
                                                                    "pa:545.13(d)", "pa:545.12(b)"}  # 55 cents up to 75
    assert "pa:545.15(a)" in _notices(step(cfg, s, Misdeal(parse_card("2D"))).outcomes)[0]


def test_the_2013_baccarat_text() -> None:
    cfg = profile_from_mapping({"ruleset": "pa-631a@2013p", "initial_deal": "squeeze", "house_money": True})
    s = step(cfg, _open(cfg), TakeShoe(1)).state
    bets = (PlaceBet(1, P, 2000), PlaceBet(1, Bet.HOUSE_MONEY, 1000), PlaceBet(2, B, 2000))
    for e in [*bets, NoMoreBets()]:
        s = step(cfg, s, e).state
    assert "pa:631a.9(f)" == _refused(cfg, s, PassSqueeze(P, 2, PassReason.VIOLATION))  # delay only
    assert step(cfg, s, PassSqueeze(P, 2, PassReason.DELAY)).state.squeezers == (2, 2)
    out: list[Any] = []
    for c in "2S 3S 2H 3H".split():
        st = step(cfg, s, Deal(parse_card(c)))
        s, out = st.state, out + list(st.outcomes)
    [hm] = [o for o in out if isinstance(o, Settlement)]
    assert set(hm.clauses) == {"pa:631a.8(a)(7)(i)", "pa:631a.13(h)", "pa:631a.9(e)(1)"}
