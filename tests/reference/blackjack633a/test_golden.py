"""The Blackjack (633a) digest's worked examples for the side wagers (BJ-01 to BJ-19), each a golden test of the
model; the base game's results are the profile's assumed rules (BJ-A01) and are checked only where the example
states them."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from typing import Any, Iterable

import pytest

from croupier.reference.blackjack import sides
from croupier.reference.blackjack.config import SplitBy, Surrender, TableConfig
from croupier.reference.blackjack.game import step
from croupier.reference.blackjack.state import (Bet, Deal, Double, Hit, Insure, Peek, Phase, PlaceBet, PlaceSide,
                                                Ride, Shuffle, Split, Stake, Stand, State)
from croupier.reference.cards import parse_card
from croupier.reference.outcomes import Notice, Outcome, Rejected, Result, Settlement

CFG = TableConfig()


def card(text: str) -> Any:
    c = parse_card(text)
    assert c is not None, text
    return c


def deals(text: str) -> list[Deal]:
    return [Deal(card(x)) for x in text.split()]


def play(cfg: TableConfig, s: State, events: Iterable[object]) -> tuple[State, list[Outcome]]:
    out: list[Outcome] = []
    for e in events:
        st = step(cfg, s, e)
        assert not st.rejected, (e, st.outcomes)
        out += st.outcomes
        s = st.state
    return s, out


def table(cfg: TableConfig, sj: int = 0, hm: int = 0, bet: int = 1000) -> State:
    s, _ = play(cfg, State(), [Shuffle(), PlaceBet(1, bet)])
    if sj:
        s, _ = play(cfg, s, [PlaceSide(1, "straight_jack", sj)])
    if hm:
        s, _ = play(cfg, s, [PlaceSide(1, "house_money", hm)])
    return s


def side(out: list[Outcome], bet: Bet) -> Settlement:
    return next(o for o in out if isinstance(o, Settlement) and o.bet == Stake(bet))


def rejected(cfg: TableConfig, s: State, e: object) -> Rejected:
    st = step(cfg, s, e)
    assert st.rejected and st.state == s, st.outcomes
    r = st.outcomes[0]
    assert isinstance(r, Rejected)
    return r


# Straight Jack, $5: players_first deals box card, up card, box card, hole card; the dealer's 10-8 stands on 18.
@pytest.mark.parametrize(("name", "first", "draws", "won"), [
    ("BJ-01", "4C 5D", "6H", 7500), ("BJ-02", "4C 5D", "3S 6H", 25000), ("BJ-03", "4C 5D", "2S 3H", 1500),
    ("BJ-04", "4C 5D", "6H 7S", 7500), ("BJ-09", "QH KD", "AS", 7500), ("BJ-10", "2C AD", "KS", 1500),
    ("BJ-11", "9H 10C", "2D", 1500)])
def test_straight_jack_runs(name: str, first: str, draws: str, won: int) -> None:
    a, b = first.split()
    s, out = play(CFG, table(CFG, sj=500), deals(f"{a} 8S {b} 10H"))
    for c in draws.split():
        if s.phase is Phase.PLAYING:
            s, more = play(CFG, s, [Hit(1), *deals(c)])
            out += more
    if s.phase is Phase.PLAYING:
        s, more = play(CFG, s, [Stand(1)])
        out += more
    sj = side(out, Bet.STRAIGHT_JACK)
    assert (sj.result, sj.amount) == (Result.WIN, won), name
    assert s.phase is Phase.BETTING


def test_bj_05_no_straight_is_taken_in_the_first_pass() -> None:
    s, out = play(CFG, table(CFG, sj=500), deals("4C 8S 6D 10H"))
    sj = side(out, Bet.STRAIGHT_JACK)
    assert (sj.result, sj.amount, sj.clauses) == (Result.LOSE, 500, ("pa:633a.7(g)", "pa:633a.7(g)(9)"))
    assert s.phase is Phase.PLAYING


def test_bj_06_a_blackjack_is_a_two_card_straight() -> None:
    s, out = play(CFG, table(CFG, sj=500), deals("AS 8S KH 10H"))
    assert side(out, Bet.STRAIGHT_JACK).amount == 1500


@pytest.mark.parametrize(("ace", "won"), [("AS", 500000 + 100000), ("AH", 50000 + 100000)])
def test_bj_07_08_six_card_straights(ace: str, won: int) -> None:
    s, out = play(CFG, table(CFG, sj=500), deals(f"{ace} 8S 2D 10H"))
    for c in "3C 4H 5S 6D".split():
        s, more = play(CFG, s, [Hit(1), *deals(c)])
        out += more
    sj = side(out, Bet.STRAIGHT_JACK)
    assert sj.amount == won
    assert s.meter == (500000 if ace == "AS" else 450000)


def test_bj_12_the_double_card_counts() -> None:
    s, out = play(CFG, table(CFG, sj=500), [*deals("5S 8S 6S 10H"), Double(1, 1000), *deals("4D")])
    assert side(out, Bet.STRAIGHT_JACK).amount == 7500
    off = TableConfig(straight_jack_counts_double_card=False)
    s, out = play(off, table(off, sj=500), [*deals("5S 8S 6S 10H"), Double(1, 1000), *deals("4D")])
    assert side(out, Bet.STRAIGHT_JACK).amount == 1500


def test_bj_13_ace_king_suited_paid_at_once_and_ridden() -> None:
    s, out = play(CFG, table(CFG, hm=500), deals("AS 7D KS 9C"))
    hm = side(out, Bet.HOUSE_MONEY)
    assert (hm.result, hm.amount, hm.clauses) == (Result.WIN, 4500, ("pa:633a.7(g)(10)(ii)", "pa:633a.13(n)(2)"))
    assert s.phase is Phase.RIDE and rejected(CFG, s, Hit(1)).clause == "pa:633a.7"
    s, out = play(CFG, s, [Ride(1)])
    assert s.boxes[0].bet == 5500 and isinstance(out[0], Notice)
    s, out = play(CFG, s, deals("5H"))  # the dealer's 7-9 draws to 21; the player's Blackjack wins at 3 to 2
    bet = next(o for o in out if isinstance(o, Settlement) and o.bet == Stake(Bet.BET, 1))
    assert (bet.result, bet.amount) == (Result.WIN, 8250)


def test_bj_14_a_ridden_pair_is_split_at_the_whole_wager() -> None:
    s, out = play(CFG, table(CFG, hm=500), [*deals("8C 6S 8H 10D"), Ride(1), Split(1)])
    assert side(out, Bet.HOUSE_MONEY).amount == 1500
    assert [h.wager for h in s.boxes[0].hands] == [2500, 2500]


@pytest.mark.parametrize(("hole", "ride"), [("KD", False), ("5D", True)])
def test_bj_15_16_a_pair_against_an_ace_is_held_for_the_check(hole: str, ride: bool) -> None:
    s, out = play(CFG, table(CFG, hm=500), deals(f"8C AS 8H {hole}"))
    assert not any(o.bet == Stake(Bet.HOUSE_MONEY) for o in out if isinstance(o, Settlement))
    assert s.phase is Phase.INSURANCE
    s, out = play(CFG, s, [Insure(1, 500), Peek()])
    hm = side(out, Bet.HOUSE_MONEY)
    assert hm.amount == 1500
    assert hm.clauses[0] == ("pa:633a.7(g)(10)(i)(B)" if ride else "pa:633a.7(g)(10)(i)(A)")
    assert (s.phase is Phase.RIDE) == ride
    if not ride:
        assert side(out, Bet.INSURANCE).amount == 1000 and s.phase is Phase.BETTING


@pytest.mark.parametrize(("decks", "won"), [(6, 2000), (1, 2500)])
def test_bj_17_straight_flush_by_the_number_of_decks(decks: int, won: int) -> None:
    cfg = TableConfig(decks=decks)
    s, out = play(cfg, table(cfg, hm=500), deals("9H 6S 10H 10D"))
    assert side(out, Bet.HOUSE_MONEY).amount == won


def test_bj_18_no_house_money_hand() -> None:
    s, out = play(CFG, table(CFG, hm=500), deals("9C 6S 3D 10D"))
    assert side(out, Bet.HOUSE_MONEY).result is Result.LOSE


def test_bj_19_hit_and_run_counts_the_busting_card() -> None:
    assert sides.hit_and_run_wins(6, False) and sides.hit_and_run_wins(2, True) and not sides.hit_and_run_wins(4, False)


def test_the_meter_feeds_on_the_wagers_and_two_full_winners_share_it() -> None:
    cfg = TableConfig(straight_jack_meter_rate=Fraction(1, 20))
    s, _ = play(cfg, State(), [Shuffle(), PlaceBet(1, 1000), PlaceBet(2, 1000), PlaceSide(1, "straight_jack", 1000),
                               PlaceSide(2, "straight_jack", 1000), *deals("AS AS 8S 2S 2D 10H")])
    assert s.meter == 500000 + 100
    out: list[Outcome] = []
    for box in (1, 2):
        for c in "3C 4H 5S 6D".split():
            s, more = play(cfg, s, [Hit(box), *deals(c)])
            out += more
    wins = [o for o in out if isinstance(o, Settlement) and o.bet == Stake(Bet.STRAIGHT_JACK)]
    assert [o.amount for o in wins] == [250050 + 200000, 250050 + 200000]
    assert s.meter == 500000


def test_optional_wagers_are_locked_out_once_dealing_starts() -> None:
    s, _ = play(CFG, table(CFG), deals("9C"))
    assert rejected(CFG, s, PlaceSide(1, "straight_jack", 500)).clause == "pa:633a.2(d)(2)"
    assert rejected(TableConfig(house_money_offered=False), table(CFG),
                    PlaceSide(1, "house_money", 500)).clause == "pa:633a.6(e)(12)"
    assert rejected(CFG, State(), PlaceSide(1, "bad_beat", 500)).clause == "pa:633a.6(e)"


BASE_TURNED = TableConfig(dealer_hits_soft_17=True, dealer_plays_when_moot=False, blackjack_pays="6_to_5",
                          double_after_split=False, split_by=SplitBy.RANK, max_split_hands=3,
                          surrender=Surrender.LATE, insurance_pays=3, even_money=False)


@pytest.mark.parametrize("first, draws", [("4C 5D", "3S 6H"), ("AS KH", ""), ("AS 2D", "3C 4H 5S 6D"),
                                          ("2C AD", "KS"), ("9H 10C", "2D"), ("8C 8H", ""), ("9H 10H", "")])
def test_the_side_wagers_do_not_depend_on_the_base_rules(first: str, draws: str) -> None:
    """The Straight Jack and House Money settlements are the printed clauses': the same under the default base
    rules and under base rules turned the other way (BJ-A01), for the same cards and decisions."""
    results = []
    for cfg in (CFG, BASE_TURNED):
        a, b = first.split()
        s, out = play(cfg, table(cfg, sj=500, hm=500), deals(f"{a} 7S {b} 10D"))
        if s.phase is Phase.RIDE:
            s, more = play(cfg, s, [Ride(1, False)])
            out += more
        for c in draws.split():
            if s.phase is Phase.PLAYING:
                s, more = play(cfg, s, [Hit(1), *deals(c)])
                out += more
        if s.phase is Phase.PLAYING:
            s, more = play(cfg, s, [Stand(1)])
            out += more
        while s.phase is Phase.DEALER:
            s, more = play(cfg, s, deals("2C"))
            out += more
        results.append([(o.bet, o.result, o.amount, o.clauses) for o in out if isinstance(o, Settlement)
                        and o.bet in (Stake(Bet.STRAIGHT_JACK), Stake(Bet.HOUSE_MONEY))])
    assert results[0] == results[1] and results[0]
