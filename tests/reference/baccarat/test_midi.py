"""Midibaccarat (543, 629a): the squeeze, its right passed on, new decks every shoe, and the chapter's own numbers.

Each case plays a table from empty through the model's ``step``; refusals are
checked to name their clause and leave the state as it was.
"""

from __future__ import annotations

from typing import Any, Sequence

import pytest

from croupier.reference.baccarat import (Bet, Burn, Deal, Event, Join, Leave, NoMoreBets, PassReason, PassSqueeze,
                                         Phase, PlaceBet, Proceed, Shuffle, State, parse_card, profile_from_mapping,
                                         replay, step)
from croupier.reference.baccarat.game import offer_order
from croupier.reference.baccarat.legal import in_shoe
from croupier.reference.outcomes import Notice, Rejected, Result, Settlement

P, B = Bet.PLAYER, Bet.BANKER


def _cfg(**kw: Any) -> Any:
    return profile_from_mapping({"ruleset": "pa-543@2010t", "initial_deal": "squeeze", **kw})


def _table(cfg: Any, seats: Sequence[int], bets: Sequence[tuple[int, Bet, int]]) -> State:
    """Seated players, a shoe cut and burned, the wagers down and "no more bets" called."""
    events: list[Event] = [Join(x) for x in seats] + [Shuffle(10, 20), Burn(parse_card("5S"))]
    events += [PlaceBet(seat, bet, amount) for seat, bet, amount in bets] + [NoMoreBets()]
    s, steps = replay(cfg, events)
    assert not [st for st in steps if st.rejected]
    assert s.phase is Phase.DEALING
    return s


def _deal(cfg: Any, s: State, *cards: str) -> tuple[State, list[Any]]:
    out: list[Any] = []
    for c in cards:
        st = step(cfg, s, Deal(parse_card(c)))
        assert not st.rejected, st.outcomes
        s = st.state
        out += st.outcomes
    return s, out


def _notices(outcomes: Sequence[Any]) -> list[tuple[str, ...]]:
    return [o.clauses for o in outcomes if isinstance(o, Notice)]


def _refused(cfg: Any, s: State, e: Event) -> str:
    st = step(cfg, s, e)
    assert st.state == s
    [r] = st.outcomes
    assert isinstance(r, Rejected)
    return r.clause


# --- who turns the cards ---------------------------------------------------------------------------


def test_the_largest_wager_on_each_hand_turns_it() -> None:
    cfg = _cfg()
    s = _table(cfg, [1, 2, 3], [(1, P, 2000), (2, P, 5000), (3, B, 1000), (1, B, 3000)])
    assert s.squeezers == (2, 1)
    s, out = _deal(cfg, s, "2S", "3S", "2H", "3H")
    assert [("pa:543.9(c)(3)", "pa:543.9(c)(3)(i)"), ("pa:543.9(c)(3)", "pa:543.9(c)(3)(ii)")] == _notices(out)


def test_equal_wagers_go_to_the_seat_nearest_the_dealer() -> None:
    """543.9(c)(3)(v): counterclockwise from the dealer's right is seat 1 upward (A-28)."""
    cfg = _cfg()
    s = _table(cfg, [2, 4, 6], [(6, P, 2000), (4, P, 2000), (2, B, 1000), (6, B, 1500)])
    assert s.squeezers == (4, 6)
    s, out = _deal(cfg, s, "2S", "3S", "2H", "3H")
    assert ("pa:543.9(c)(3)", "pa:543.9(c)(3)(i)", "pa:543.9(c)(3)(v)") in _notices(out)
    assert ("pa:543.9(c)(3)", "pa:543.9(c)(3)(ii)") in _notices(out)


def test_a_hand_nobody_wagered_on_is_turned_by_the_dealer() -> None:
    """A-12: a Tie Bet is on neither hand."""
    cfg = _cfg()
    s = _table(cfg, [1, 2], [(1, P, 2000), (2, Bet.TIE, 5000)])
    assert s.squeezers == (1, 0)
    s, out = _deal(cfg, s, "2S", "3S", "2H", "3H")
    assert ("pa:543.9(c)(3)",) in _notices(out)


def test_third_cards_go_to_the_seats_that_turned_their_hands() -> None:
    cfg = _cfg()
    s = _table(cfg, [1, 2], [(1, P, 2000), (2, B, 2000)])
    s, out = _deal(cfg, s, "2S", "3S", "2H", "AH", "3D")  # Player 4 draws a 3 (7); Banker 4 draws on a 3
    assert ("pa:543.9(c)(3)(iii)",) in _notices(out)
    s, out = _deal(cfg, s, "KD")
    assert ("pa:543.9(c)(3)(iv)",) in _notices(out)
    assert s.phase is Phase.BETTING and s.squeezers == (0, 0) and s.passed == ((), ())  # one round only


def test_a_table_that_does_not_squeeze_has_no_squeezers() -> None:
    cfg = profile_from_mapping({"ruleset": "pa-543@2010t"})
    s = _table(cfg, [1, 2], [(1, P, 2000), (2, B, 2000)])
    assert s.squeezers == (0, 0)
    assert "pa:543.9(c)(3)" == _refused(cfg, s, PassSqueeze(P, 2, PassReason.DELAY))


# --- the right passed on (543.14(f)) -------------------------------------------------------------


def test_the_right_is_offered_from_the_holders_right_round_the_table() -> None:
    cfg = _cfg()
    s = _table(cfg, [1, 2, 3, 5], [(2, P, 5000), (1, B, 1000)])
    assert offer_order(s, P) == (3, 5, 1)
    st = step(cfg, s, PassSqueeze(P, 5, PassReason.DELAY))
    assert _notices(st.outcomes) == [("pa:543.14(f)",)]
    s = st.state
    assert s.squeezers == (5, 1) and s.passed == ((2, 3), ())
    assert offer_order(s, P) == (1,)  # seat 3 declined: it is out for the round, and so is seat 2
    assert "pa:543.14(f)" == _refused(cfg, s, PassSqueeze(P, 3, PassReason.DELAY))
    assert "pa:543.14(f)" == _refused(cfg, s, PassSqueeze(P, 2, PassReason.VOLUNTARY))
    s = step(cfg, s, PassSqueeze(P, 0, PassReason.VIOLATION)).state
    assert s.squeezers == (0, 1)
    assert "pa:543.14(f)" == _refused(cfg, s, PassSqueeze(P, 1))  # nobody holds it now: the dealer turns it
    s, out = _deal(cfg, s, "2S", "3S", "2H", "3H")
    assert ("pa:543.14(f)",) in _notices(out)  # the dealer turns the Player's Hand: nobody took the right


def test_a_voluntary_pass_needs_the_reading_that_allows_it() -> None:
    """A-34: squeeze_voluntary_pass = false leaves only the dealer's or floorperson's withdrawal."""
    cfg = _cfg(squeeze_voluntary_pass=False)
    s = _table(cfg, [1, 2], [(1, P, 2000)])
    assert "pa:543.14(f)" == _refused(cfg, s, PassSqueeze(P, 2))
    assert step(cfg, s, PassSqueeze(P, 2, PassReason.DELAY)).state.squeezers == (2, 0)


def test_a_holder_cannot_leave_with_the_right() -> None:
    cfg = _cfg()
    s = _table(cfg, [1, 2], [(1, P, 2000)])
    s = step(cfg, s, PassSqueeze(P, 2)).state  # seat 2 has no wager: it may take the right all the same
    assert "pa:543.14(f)" == _refused(cfg, s, Leave(2))


@pytest.mark.parametrize("rid, clause", [("pa-541@2010t", "pa:541.9(d)"), ("pa-627a@2013p", "pa:627a.8(e)")])
def test_minibaccarat_players_never_hold_the_cards(rid: str, clause: str) -> None:
    cfg = profile_from_mapping({"ruleset": rid})
    s = _table(cfg, [1, 2], [(1, P, 2000)])
    assert clause == _refused(cfg, s, PassSqueeze(P, 2, PassReason.DELAY))


def test_no_right_is_passed_between_rounds() -> None:
    cfg = _cfg()
    s, _ = replay(cfg, [Join(1), Join(2), Shuffle(10, 20), Burn(parse_card("5S"))])
    assert "pa:543.14(f)" == _refused(cfg, s, PassSqueeze(P, 2, PassReason.DELAY))


# --- the shoe --------------------------------------------------------------------------------------


def test_new_decks_follow_the_last_hand_and_an_idle_table_is_not_respread() -> None:
    cfg = profile_from_mapping({"ruleset": "pa-543@2010t", "vig_collection": "deferred"})
    s, _ = replay(cfg, [Join(1), Shuffle(10, 14), Burn(parse_card("AS"))])
    assert "pa:543.5(a)" == _refused(cfg, s, Shuffle(10, 20))  # 541.5(h) has no Midibaccarat counterpart
    s = step(cfg, s, PlaceBet(1, B, 2000)).state
    notices: list[tuple[str, ...]] = []
    while s.phase is not Phase.SHUFFLE:  # round after round, the shoe's cards in index order
        e: Event = NoMoreBets() if s.phase is Phase.BETTING else Deal(in_shoe(s)[0])
        st = step(cfg, s, e)
        assert not st.rejected, st.outcomes
        notices += _notices(st.outcomes)
        s = st.state
    assert notices[-1] == ("pa:543.10(e)", "pa:543.3(b)")
    assert ("pa:543.10(e)",) in notices  # the cut card came out first
    assert step(cfg, s, Shuffle(10, 20)).state.phase is Phase.BURN  # the new decks are shuffled and cut


# --- the 2013 proposal (629a) ----------------------------------------------------------------------


def test_the_2013_text_cites_its_own_numbers() -> None:
    cfg = profile_from_mapping({"ruleset": "pa-629a@2013p", "initial_deal": "squeeze", "house_money": True})
    s = _table(cfg, [1, 2, 3], [(1, P, 2000), (1, Bet.HOUSE_MONEY, 1000), (2, B, 2000), (3, B, 2000)])
    s, out = _deal(cfg, s, "2S", "3S", "2H", "AH")
    assert ("pa:543.9(c)(3)", "pa:543.9(c)(3)(ii)", "pa:629a.8(c)(6)") in _notices(out)  # seats 2 and 3 tie
    [hm] = [o for o in out if isinstance(o, Settlement)]
    assert hm.result is Result.WIN and hm.amount == 3000  # one hand paired: 3 to 1
    assert set(hm.clauses) == {"pa:629a.7(a)(7)(i)", "pa:629a.12(h)", "pa:629a.8(c)(3)(i)"}
    assert s.phase is Phase.HOUSE_MONEY
    s = step(cfg, s, Proceed()).state
    s, out = _deal(cfg, s, "3D")
    assert ("pa:629a.8(c)(4)",) in _notices(out)
    s, out = _deal(cfg, s, "KD")
    assert ("pa:629a.8(c)(5)",) in _notices(out)
    settled = {o.seat: o for o in out if isinstance(o, Settlement)}
    # 629a renumbers 543.8 and 543.13 as sections, not these paragraphs: they keep their 2010 numbers
    assert settled[1].clauses == ("pa:543.8(a)(2)(i)", "pa:543.13(a)", "pa:543.12(b)")
    assert settled[2].clauses == ("pa:543.8(a)(1)(ii)", "pa:543.12(b)")


def test_the_example_squeeze_table_runs_its_demo_without_a_refusal() -> None:
    from pathlib import Path

    from croupier.reference.baccarat import demo, load_profile

    cfg = load_profile(Path(demo.__file__).parent / "examples" / "midibaccarat-squeeze.toml")
    lines = demo.run(cfg)
    assert not [x for x in lines if "refused" in x]
    assert any("taken away for delay; seat 3 takes it" in x for x in lines)
