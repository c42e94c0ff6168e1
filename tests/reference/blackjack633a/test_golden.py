"""The Blackjack (633a) digest's worked examples for the side wagers (BJ-01 to BJ-19), each a golden test of the
model; the base game's results are the profile's assumed rules (BJ-A01) and are checked only where the example
states them."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from typing import Any, Iterable

import attrs
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


# --- the wagers whose odds are the profile's (BJ-A19): figures worked by hand from the paytables below ----------------

SIDE_ODDS = TableConfig(dealer_plays_when_moot=False, hit_and_run_offered=True, three_card_poker_offered=True,
                        hit_and_run_meter_initial=1000000, hit_and_run_meter_reset=500000,
                        hit_and_run_paytable=(("blackjack", "15 to 1"), ("5_cards", "5 to 2"), ("6_cards", "100 for 1"),
                                              ("7_cards", "10% of meter and 200 to 1"), ("8_cards", "100% of meter")),
                        three_card_poker_paytable=(("straight_flush", "40 to 1"), ("three_of_a_kind", "30 to 1"),
                                                   ("straight", "6 to 1"), ("flush", "5 for 1")))


def wagered(cfg: TableConfig, bet: str, stakes: tuple[int, ...] = (500,)) -> State:
    s, _ = play(cfg, State(), [Shuffle()])
    for box, stake in enumerate(stakes, 1):
        s, _ = play(cfg, s, [PlaceBet(box, 1000), PlaceSide(box, bet, stake)])
    return s


@pytest.mark.parametrize("box, up, won", [
    ("9H 10H", "JH", 500 * 40),  # a straight flush, not also a straight or a flush (BJ-A20)
    ("7C 7D", "7S", 500 * 30),
    ("7S 7S", "7S", 500 * 30),  # three of one rank and one suit (six decks): three of a kind
    ("QC KD", "AS", 500 * 6),  # the ace high
    ("2C 3D", "AS", 500 * 6),  # the ace low
    ("2S 9S", "KS", 500 * 4),  # 5 for 1 counts the stake in: 4 to 1
    ("KC 2D", "AS", None),  # no wrap round (BJ-A20)
    ("KC KD", "9S", None),  # a pair is no three-card hand of 633a.7(g)(8)
])
def test_three_card_poker_is_settled_in_the_first_pass(box: str, up: str, won: int | None) -> None:
    a, b = box.split()
    s, out = play(SIDE_ODDS, wagered(SIDE_ODDS, "three_card_poker"), deals(f"{a} {up} {b} 5C"))
    o = side(out, Bet.THREE_CARD_POKER)
    assert (o.result, o.amount) == ((Result.WIN, won) if won else (Result.LOSE, 500))
    assert o.clauses == (("pa:633a.7(g)", "pa:633a.7(g)(8)") if won else ("pa:633a.7(g)",))
    assert s.phase is not Phase.DEALING and all(len(h.cards) == 2 for b in s.boxes for h in b.hands)


@pytest.mark.parametrize("draws, won", [
    ("2D 4C 7S", 500 * 5 // 2),  # five cards standing on 18
    ("2D 3C 4S 9S", 500 * 99),  # 633a.7(o)(2)(i)'s example: 14 with five cards, then a card to 23
    ("2D 3C 2H 3S 2C", 500 * 200 + 100000),  # seven cards: 10% of the meter and 200 to 1
])
def test_hit_and_run_counts_the_dealers_cards(draws: str, won: int) -> None:
    s, out = play(SIDE_ODDS, wagered(SIDE_ODDS, "hit_and_run"), deals("10C 2S 9D 3H"))
    s, more = play(SIDE_ODDS, s, [Stand(1), *deals(draws)])
    o = side(more, Bet.HIT_AND_RUN)
    assert (o.result, o.amount) == (Result.WIN, won)
    assert o.clauses == ("pa:633a.7(o)(2)(i)", "pa:633a.7(o)(2)(ii)(C)")
    assert s.phase is Phase.BETTING and s.hit_and_run_meter == (900000 if "2C" in draws else 1000000)


def test_hit_and_run_wins_on_a_dealer_blackjack_at_the_check() -> None:
    s, out = play(SIDE_ODDS, wagered(SIDE_ODDS, "hit_and_run"), [*deals("9C AS 7D KH"), Peek()])
    o = side(out, Bet.HIT_AND_RUN)
    assert (o.result, o.amount, o.clauses[0]) == (Result.WIN, 500 * 15, "pa:633a.7(h)")


def test_hit_and_run_four_cards_lose_and_keep_the_dealer_drawing() -> None:
    """BJ-A13: with dealer_plays_when_moot false the dealer still plays out while a Hit and Run Wager is open, even
    after the only player busts."""
    s, out = play(SIDE_ODDS, wagered(SIDE_ODDS, "hit_and_run"), [*deals("10C 6S 6D 5H"), Hit(1), *deals("KD")])
    assert s.phase is Phase.DEALER
    s, out = play(SIDE_ODDS, s, deals("3D KC"))
    o = side(out, Bet.HIT_AND_RUN)
    assert (o.result, o.amount, o.clauses) == (Result.LOSE, 500, ("pa:633a.7(o)", "pa:633a.7(o)(2)(i)"))
    no_hr = TableConfig(dealer_plays_when_moot=False)
    s, _ = play(no_hr, table(no_hr), [*deals("10C 6S 6D 5H"), Hit(1), *deals("KD")])
    assert s.phase is Phase.BETTING  # nothing rides on his hand: he does not draw


def test_a_whole_meter_is_shared_equally_and_reset() -> None:
    """633a.7(o)(2)(ii)(C): eight dealer cards pay the whole meter; the round's two winners share it equally and it
    goes back to its reset amount."""
    s, _ = play(SIDE_ODDS, wagered(SIDE_ODDS, "hit_and_run", (500, 300)),
                [*deals("10C 10H 2S 9D 8D 2H"), Stand(1), Stand(2)])
    s, out = play(SIDE_ODDS, s, deals("2D 2C 2S 3C 3H 2H"))
    wins = [o for o in out if isinstance(o, Settlement) and o.bet == Stake(Bet.HIT_AND_RUN)]
    assert [(o.seat, o.amount) for o in wins] == [(2, 500000), (1, 500000)]
    assert s.hit_and_run_meter == 500000


def test_a_share_of_the_meter_is_taken_from_it_as_it_stands() -> None:
    """BJ-A19 (as BJ-A11): two winners on a 10% row, from the dealer's far right: 10% of the meter, then 10% of
    what is left; the meter is fed at the rate when the round is dealt."""
    cfg = attrs.evolve(SIDE_ODDS, hit_and_run_meter_rate=Fraction(1, 10))
    s, _ = play(cfg, wagered(cfg, "hit_and_run", (500, 500)), [*deals("10C 10H 2S 9D 8D 3H"), Stand(1), Stand(2)])
    assert s.hit_and_run_meter == 1000000 + 100
    s, out = play(cfg, s, deals("2D 3C 2H 3S 2C"))
    wins = [o.amount for o in out if isinstance(o, Settlement) and o.bet == Stake(Bet.HIT_AND_RUN)]
    assert wins == [100000 + 10 + 100000, Fraction(900090, 10) + 100000]
    assert s.hit_and_run_meter == 900090 - Fraction(900090, 10)


def test_the_wagers_need_a_paytable_and_an_offer() -> None:
    assert rejected(CFG, table(CFG), PlaceSide(1, "hit_and_run", 500)).clause == "pa:633a.6(e)(10)"
    assert rejected(CFG, table(CFG), PlaceSide(1, "three_card_poker", 500)).clause == "pa:633a.7(g)(8)"
    s, _ = play(SIDE_ODDS, wagered(SIDE_ODDS, "hit_and_run"), deals("9C"))
    assert rejected(SIDE_ODDS, s, PlaceSide(1, "three_card_poker", 500)).clause == "pa:633a.2(d)(2)"
