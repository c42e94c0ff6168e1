"""The worked examples of the baccarat digest (section 8, GV-01 to GV-27, Minibaccarat), through the state machine:
the cards in shoe order, the result, and every settlement."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from croupier.reference.baccarat import (AddOn, Bet, Burn, Deal, FaceUpCard, Join, Leave, Misdeal, NoMoreBets,
                                         Phase, PlaceBet, Proceed, RemoveBet, Shuffle, State, TableConfig, VoidRound,
                                         parse_card, profile_from_mapping, step)
from croupier.reference.outcomes import Commission, Notice, Rejected, Result, Returned, Settlement, Step


def card(text: str) -> Any:
    c = parse_card(text)
    assert c is not None, text
    return c


SUITS = "SHDC"


def cards(spec: str) -> list[Any]:
    """``"4 3 5 Q"`` -> cards of those ranks, suits rotating so no two are the same card; ``"3S"`` keeps its suit."""
    out = []
    for i, t in enumerate(spec.split()):
        out.append(card(t) if t[-1] in SUITS else card(t + SUITS[i % 4]))
    return out


class Table:
    """A Minibaccarat table driven event by event; every step must be accepted unless ``refused`` is asked for."""

    def __init__(self, seats: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7), **options: Any) -> None:
        self.cfg: TableConfig = profile_from_mapping(options)
        self.s = State()
        for seat in seats:
            self.ok(Join(seat))
        self.ok(Shuffle(cover_card=100, cut_card=20 if self.cfg.continuous is False else 0)
                if not self.cfg.continuous else Shuffle())
        if not self.cfg.continuous:
            self.ok(Burn(card("KS")))  # 10 more, unseen

    def step(self, e: Any) -> Step[State]:
        st = step(self.cfg, self.s, e)
        self.s = st.state
        return st

    def ok(self, e: Any) -> Step[State]:
        st = self.step(e)
        assert not st.rejected, st.outcomes
        return st

    def refused(self, e: Any, clause: str) -> Rejected:
        before = self.s
        st = self.step(e)
        assert st.rejected and st.state == before
        r = st.outcomes[0]
        assert isinstance(r, Rejected) and r.clause == clause, r
        return r

    def bet(self, seat: int, bet: Bet, amount: int) -> None:
        self.ok(PlaceBet(seat, bet, amount))

    def round(self, shoe: str, **bets: int) -> list[Any]:
        """Bets as ``player_1=10000`` (bet_seat=cents), "no more bets", then the cards; every outcome of the round."""
        for key, amount in bets.items():
            name, seat = key.rsplit("_", 1)
            self.bet(int(seat), Bet(name), amount)
        out = list(self.ok(NoMoreBets()).outcomes)
        for c in cards(shoe):
            out += self.ok(Deal(c)).outcomes
        assert self.s.phase in (Phase.BETTING, Phase.SHUFFLE), "the round should be over"
        return out


def settled(out: list[Any], bet: Bet, seat: int = 1) -> Settlement:
    found = [o for o in out if isinstance(o, Settlement) and o.bet is bet and o.seat == seat]
    assert len(found) == 1, out
    return found[0]


def net(s: Settlement) -> Fraction:
    """What the player gains (+) or loses (-) on the wager."""
    return {Result.WIN: Fraction(s.amount) - s.commission, Result.LOSE: -Fraction(s.amount),
            Result.VOID: -Fraction(s.commission)}[s.result]


def announced(out: list[Any]) -> str:
    return next(o.what for o in out if isinstance(o, Notice) and "pa:541.12(a)" in o.clauses)


def test_gv01_player_natural_ends_the_round_on_four_cards() -> None:
    t = Table()
    out = t.round("4 3 5 Q", player_1=10000, banker_2=10000, tie_3=1000)
    assert "Player 9, Banker 3" in announced(out)
    assert [net(settled(out, b, s)) for b, s in ((Bet.PLAYER, 1), (Bet.BANKER, 2), (Bet.TIE, 3))] == [10000, -10000,
                                                                                                       -1000]


@pytest.mark.parametrize("mode, banker", [("commission", 0), ("tie_charge", -2500)])
def test_gv02_a_tie_after_a_player_draw_returns_player_and_banker(mode: str, banker: int) -> None:
    t = Table(banker_mode=mode)
    out = t.round("K 5 3 2 4", player_1=10000, banker_2=10000, tie_3=1000)
    assert "Tie Hand" in announced(out)
    assert net(settled(out, Bet.PLAYER, 1)) == 0 and settled(out, Bet.PLAYER, 1).result is Result.VOID
    assert net(settled(out, Bet.BANKER, 2)) == banker
    assert net(settled(out, Bet.TIE, 3)) == 8000


def test_gv03_banker_5_draws_on_a_player_third_card_4() -> None:
    t = Table()
    out = t.round("2 3 A 2 4 9", player_1=5000)
    assert "Player 7, Banker 4" in announced(out)
    assert net(settled(out, Bet.PLAYER)) == 5000


@pytest.mark.parametrize("options, win", [({}, 9500), ({"commission_rate": "4%"}, 9600),
                                          ({"banker_mode": "tie_charge"}, 10000)])
def test_gv04_banker_6_draws_on_a_player_third_card_7(options: dict[str, Any], win: int) -> None:
    t = Table(**options)
    out = t.round("J 6 4 K 7 2", banker_1=10000)
    assert "Player 1, Banker 8" in announced(out)
    assert net(settled(out, Bet.BANKER)) == win


def test_gv05_the_fifth_card_goes_to_the_banker_when_the_player_stands() -> None:
    t = Table()
    out = t.round("6 2 K 3 5", player_1=1000)
    assert "Player 6, Banker 0" in announced(out)
    assert net(settled(out, Bet.PLAYER)) == 1000


@pytest.mark.parametrize("mode, banker", [("commission", 0), ("tie_charge", -500)])
def test_gv06_banker_4_draws_when_the_player_stands(mode: str, banker: int) -> None:
    t = Table(banker_mode=mode)
    out = t.round("6 4 Q K 2", tie_1=1000, banker_2=2000)
    assert "Tie Hand" in announced(out)
    assert net(settled(out, Bet.TIE, 1)) == 8000
    assert net(settled(out, Bet.BANKER, 2)) == banker


def test_gv07_banker_3_stands_on_a_player_third_card_8() -> None:
    t = Table()
    out = t.round("A 2 2 A 8", banker_1=2000)
    assert "Player 1, Banker 3" in announced(out)
    assert net(settled(out, Bet.BANKER)) == 1900


def test_gv08_a_ten_valued_third_card_reads_column_0() -> None:
    t = Table()
    out = t.round("5 3 K K Q 4", banker_1=10000)
    assert "Player 5, Banker 7" in announced(out)
    assert net(settled(out, Bet.BANKER)) == 9500


@pytest.mark.parametrize("shoe, said", [("3 6 2 K 5", "Player 0, Banker 6"), ("4 4 A K 2 5", "Player 7, Banker 9"),
                                        ("4 4 A K A", "Player 6, Banker 4"), ("7 6 K Q", "Player 7, Banker 6")])
def test_gv09_to_gv12_banker_rows_4_and_6(shoe: str, said: str) -> None:
    t = Table()
    assert said in announced(t.round(shoe, banker_1=4000))


def test_gv09_banker_win_at_5_percent() -> None:
    t = Table()
    assert net(settled(t.round("3 6 2 K 5", banker_1=4000), Bet.BANKER)) == 3800


def hm_table(**options: Any) -> Table:
    return Table(ruleset="pa-627a@2013p", house_money=True, table_min=500, **options)


def test_gv13_ten_and_king_are_no_pair() -> None:
    t = hm_table()
    out = t.round("10 K K 10 10 10", house_money_1=1000)
    assert "Tie Hand" in announced(out)
    assert net(settled(out, Bet.HOUSE_MONEY)) == -1000


def test_gv14_both_hands_paired_pay_15_to_1_and_the_win_may_ride_on_the_banker() -> None:
    t = hm_table()
    t.bet(1, Bet.HOUSE_MONEY, 1000)
    t.bet(1, Bet.BANKER, 2500)
    out = list(t.ok(NoMoreBets()).outcomes)
    for c in cards("3S 9D 3H 9C"):
        out += t.ok(Deal(c)).outcomes
    assert t.s.phase is Phase.HOUSE_MONEY  # the result is already certain: Banker natural
    assert net(settled(out, Bet.HOUSE_MONEY)) == 15000
    t.ok(AddOn(1, Bet.BANKER))
    assert t.s.wager(1, Bet.BANKER).amount == 17500  # type: ignore[union-attr]
    out = list(t.ok(Proceed()).outcomes)
    assert net(settled(out, Bet.BANKER)) == Fraction(16625)


def test_gv15_one_pair_pays_3_to_1_and_the_player_may_decline_the_add_on() -> None:
    t = hm_table()
    t.bet(1, Bet.HOUSE_MONEY, 500)
    t.bet(1, Bet.BANKER, 2500)
    out = list(t.ok(NoMoreBets()).outcomes)
    for c in cards("QS 5 QH 2"):
        out += t.ok(Deal(c)).outcomes
    assert net(settled(out, Bet.HOUSE_MONEY)) == 1500
    t.ok(Proceed())
    out = list(t.ok(Deal(card("9D"))).outcomes)
    assert "Player 9, Banker 7" in announced(out)
    assert net(settled(out, Bet.BANKER)) == -2500


def test_house_money_portion_adds_part_of_the_win() -> None:
    t = hm_table(house_money_addon_portion="1/2")
    t.bet(1, Bet.HOUSE_MONEY, 500)
    t.bet(1, Bet.PLAYER, 2500)
    t.ok(NoMoreBets())
    for c in cards("QS 5 QH 2"):
        t.ok(Deal(c))
    t.ok(AddOn(1, Bet.PLAYER))
    assert t.s.wager(1, Bet.PLAYER).amount == 2500 + 750  # type: ignore[union-attr]


def test_house_money_add_on_needs_a_main_wager_and_comes_once() -> None:
    t = hm_table()
    t.bet(1, Bet.HOUSE_MONEY, 500)
    t.bet(2, Bet.HOUSE_MONEY, 500)
    t.bet(2, Bet.PLAYER, 1000)
    t.ok(NoMoreBets())
    for c in cards("QS 5 QH 2"):
        t.ok(Deal(c))
    t.refused(AddOn(1, Bet.PLAYER), "pa:627a.8(d)(1)(i)")
    t.refused(AddOn(2, Bet.BANKER), "pa:627a.8(d)(1)(i)")
    t.refused(Deal(card("9D")), "pa:627a.8(d)(2)")
    t.ok(AddOn(2, Bet.PLAYER))
    t.refused(AddOn(2, Bet.PLAYER), "pa:627a.8(d)(1)(i)")


def test_house_money_is_a_2013_wager() -> None:
    t = Table()
    t.refused(PlaceBet(1, Bet.HOUSE_MONEY, 1000), "pa:541.8(a)")  # 2010: not a wager of the chapter
    t.refused(AddOn(1, Bet.PLAYER), "pa:541.8(c)")
    t.refused(Proceed(), "pa:541.10")
    t13 = Table(ruleset="pa-627a@2013p")
    t13.refused(PlaceBet(1, Bet.HOUSE_MONEY, 1000), "pa:627a.7(a)(7)")  # 2013: a table that does not offer it


@pytest.mark.parametrize("push, banker", [("three_card_7", 0), ("none", 10000)])
def test_gv16_ez_table_banker_three_card_seven(push: str, banker: int) -> None:
    t = Table(ruleset="pa-627a@2013p", ez_table=True, ez_banker_push=push)
    out = t.round("2 5 3 A 6 A", banker_1=10000)
    assert "Player 1, Banker 7" in announced(out)
    assert net(settled(out, Bet.BANKER)) == banker


def test_commission_table_banker_three_card_seven() -> None:
    t = Table()
    assert net(settled(t.round("2 5 3 A 6 A", banker_1=10000), Bet.BANKER)) == 9500


@pytest.mark.parametrize("first, left", [("7S", 8), ("KS", 11), ("AS", 2), ("9S", 10)])
def test_gv17_the_burn_takes_one_more_than_the_face_value(first: str, left: int) -> None:
    cfg = profile_from_mapping({})
    s = step(cfg, State(), Shuffle(cover_card=100, cut_card=20)).state
    after = step(cfg, s, Burn(card(first))).state
    assert s.remaining - after.remaining == left


def test_gv17_a_shown_burn_lists_every_card() -> None:
    cfg = profile_from_mapping({"burn_reveal": "all"})
    s = step(cfg, State(), Shuffle(cover_card=100, cut_card=20)).state
    assert step(cfg, s, Burn(card("2S"))).rejected
    after = step(cfg, s, Burn(card("2S"), tuple(cards("5 6")))).state
    assert after.phase is Phase.BETTING and s.remaining - after.remaining == 3


def short_shoe(t: Table, behind: int) -> None:
    """Move the shoe on (unseen cards, like a burn) until ``behind`` cards are left above the cut card."""
    t.s = State(**{**t.s.__dict__, "hidden": t.s.hidden + t.s.remaining - t.s.cut_card - behind})


def test_gv18_the_cut_card_mid_round_finishes_that_round_and_one_more() -> None:
    t = Table()
    short_shoe(t, 2)
    out = t.round("4 3 5 Q", player_1=1000)  # the cut card comes out before the third card
    assert any("cut card" in o.what for o in out if isinstance(o, Notice))
    assert any(o.what == "last hand" for o in out if isinstance(o, Notice))
    out = t.round("4 3 5 Q", player_1=1000)
    assert t.s.phase is Phase.SHUFFLE
    t.refused(NoMoreBets(), "pa:541.9(b)")


@pytest.mark.parametrize("reading, rounds", [("that_round_and_one_more", 2), ("one_more", 1)])
def test_cut_card_as_the_first_card_of_a_round(reading: str, rounds: int) -> None:
    t = Table(cut_card_between_rounds=reading)
    short_shoe(t, 0)
    for _ in range(rounds):
        assert t.s.phase is Phase.BETTING
        t.round("4 3 5 Q", player_1=1000)
    assert t.s.phase is Phase.SHUFFLE


def test_gv19_an_undisclosed_player_card_becomes_the_banker_third_card() -> None:
    t = Table()
    t.bet(1, Bet.BANKER, 1000)
    t.ok(NoMoreBets())
    for c in cards("6 4 Q K"):
        t.ok(Deal(c))
    out = list(t.ok(Misdeal(card("2S"))).outcomes)
    assert "Player 6, Banker 6" in announced(out)


def test_gv19_when_the_banker_stands_it_is_the_next_round_first_card() -> None:
    t = Table()
    t.round("6 7 Q K", player_1=1000)
    t.ok(Misdeal(card("2S")))
    assert t.s.carry == (card("2S"),)
    t.bet(1, Bet.PLAYER, 1000)
    t.ok(NoMoreBets())
    assert t.s.player == (card("2S"),)


def test_gv20_a_disclosed_card_goes_with_one_more_unseen() -> None:
    t = Table()
    before = t.s.remaining
    t.ok(Misdeal(card("2S"), exposed=True))
    assert before - t.s.remaining == 2 and t.s.hidden == 11


@pytest.mark.parametrize("reading, found, more", [("baccarat_value", "6S", 6), ("baccarat_value", "QS", 0),
                                                   ("face_value", "QS", 10)])
def test_gv21_a_face_up_card_in_the_shoe(reading: str, found: str, more: int) -> None:
    t = Table(faceup_card_value=reading)
    t.refused(FaceUpCard(card(found), tuple(cards("A " * (more + 1)))), "pa:541.14(d)")
    t.ok(FaceUpCard(card(found), tuple(cards("A 2 3 4 5 6 7 8 9 10 J")[:more])))


def test_gv22_a_shoe_that_runs_out_voids_the_round() -> None:
    t = Table()
    t.s = State(**{**t.s.__dict__, "hidden": t.s.hidden + t.s.remaining - 5, "cut_card": 3, "rounds_left": 0})
    t.bet(1, Bet.PLAYER, 1000)
    t.bet(2, Bet.TIE, 1000)
    t.ok(NoMoreBets())
    out = []
    for c in cards("K 5 3 2 4"):
        out += t.ok(Deal(c)).outcomes
    # K 3 (Player 3) and 5 2 (Banker 7): the Player draws the 4, the Banker stays on 7: complete on five cards
    assert t.s.phase is Phase.SHUFFLE
    t2 = Table()
    t2.s = State(**{**t2.s.__dict__, "hidden": t2.s.hidden + t2.s.remaining - 4, "cut_card": 2, "rounds_left": 0})
    t2.bet(1, Bet.PLAYER, 1000)
    t2.ok(NoMoreBets())
    out = []
    for c in cards("K 5 3 2"):
        out += t2.ok(Deal(c)).outcomes
    s = settled(out, Bet.PLAYER)
    assert s.result is Result.VOID and s.amount == 1000 and s.clauses == ("pa:541.14(e)",)
    assert t2.s.phase is Phase.SHUFFLE


@pytest.mark.parametrize("stake, rounding, vig", [(700, True, 35), (1300, True, 55), (1250, False, Fraction(125, 2)),
                                                  (1250, True, 65)])
def test_gv23_mini_rounds_the_vigorish_up_to_five_cents(stake: int, rounding: bool, vig: Fraction) -> None:
    t = Table(vig_rounding=rounding, commission_rate="4%" if stake == 1300 else "5%", table_min=100)
    s = settled(t.round("J 6 4 K 7 2", banker_1=stake), Bet.BANKER)
    assert s.commission == vig


def test_gv24_deferred_vigorish_is_marked_then_collected_when_the_player_leaves() -> None:
    t = Table(vig_collection="deferred")
    out = t.round("J 6 4 K 7 2", banker_3=4000)
    s = settled(out, Bet.BANKER, 3)
    assert s.commission == 0 and t.s.owes(3) == 200
    out = list(t.ok(Leave(3)).outcomes)
    assert out == [Commission(3, Bet.BANKER, Fraction(200), ("pa:541.13(e)",))]


def test_gv24_deferred_vigorish_is_collected_before_the_reshuffle() -> None:
    t = Table(vig_collection="deferred")
    short_shoe(t, 2)
    t.round("J 6 4 K 7 2", banker_3=4000)
    out = t.round("J 6 4 K 7 2", banker_3=4000)
    assert Commission(3, Bet.BANKER, Fraction(400), ("pa:541.13(e)",)) in out
    assert t.s.phase is Phase.SHUFFLE and t.s.owed == ()


def test_gv26_losers_first_then_winners_from_the_highest_seat_down() -> None:
    t = Table()
    out = t.round("J 6 4 K 7 2", banker_2=1000, banker_5=1000, banker_7=1000, player_4=1000)
    order = [(o.seat, o.result) for o in out if isinstance(o, Settlement)]
    assert order == [(4, Result.LOSE), (7, Result.WIN), (5, Result.WIN), (2, Result.WIN)]


def test_no_wager_changes_after_no_more_bets() -> None:
    t = Table()
    t.bet(1, Bet.PLAYER, 1000)
    t.ok(NoMoreBets())
    t.refused(PlaceBet(1, Bet.PLAYER, 1000), "pa:541.8(c)")
    t.refused(RemoveBet(1, Bet.PLAYER), "pa:541.8(c)")
    t.refused(Leave(1), "pa:541.8(c)")


def test_limits_and_seats() -> None:
    t = Table(seats=(1,))
    t.refused(Join(8), "pa:541.2(a)")
    t.refused(PlaceBet(1, Bet.PLAYER, 500), "pa:541.8(a)")
    t.refused(PlaceBet(2, Bet.PLAYER, 1000), "pa:541.2(a)")
    t.refused(PlaceBet(1, Bet.PLAYER, 600000), "pa:541.8(a)")
    out = t.ok(RemoveBet(1, Bet.PLAYER)) if t.s.wagers else None
    assert out is None


def test_a_card_cannot_come_out_more_often_than_the_decks_hold() -> None:
    t = Table(decks="6")
    t.ok(FaceUpCard(card("6S"), tuple(card("AS") for _ in range(6))))
    t.refused(Misdeal(card("AS")), "pa:541.3(a)")


def test_shuffle_and_cut_limits() -> None:
    cfg = profile_from_mapping({})
    for e, clause in ((Shuffle(cover_card=9, cut_card=20), "pa:541.5(d)"),
                      (Shuffle(cover_card=100, cut_card=13), "pa:541.5(e)"),
                      (Shuffle(cover_card=100, cut_card=20, batch=1), "pa:541.3(a)")):
        r = step(cfg, State(), e)
        assert r.rejected and r.outcomes[0].clause == clause  # type: ignore[union-attr]


def test_batches_alternate() -> None:
    cfg = profile_from_mapping({"shuffling": "batch_shuffler"})
    s = step(cfg, State(), Shuffle(cover_card=100, cut_card=20, batch=1)).state
    s = attrs_evolve(s, phase=Phase.SHUFFLE)
    r = step(cfg, s, Shuffle(cover_card=100, cut_card=20, batch=1))
    assert r.rejected and r.outcomes[0].clause == "pa:541.3(b)(5)"  # type: ignore[union-attr]
    assert not step(cfg, s, Shuffle(cover_card=100, cut_card=20, batch=2)).rejected


def attrs_evolve(s: State, **kw: Any) -> State:
    import attrs
    return attrs.evolve(s, **kw)


def test_continuous_shuffler_has_no_cut_burn_or_shoe_end() -> None:
    t = Table(shuffling="continuous_shuffler")
    assert t.s.phase is Phase.BETTING
    for _ in range(3):
        t.round("4 3 5 Q", player_1=1000)
    assert t.s.remaining == 416


def test_the_2013_edition_cites_its_own_numbers() -> None:
    t = Table(ruleset="pa-627a@2013p")
    r = t.refused(PlaceBet(1, Bet.PLAYER, 100), t.cfg.rules.renumbered.get("pa:541.8(a)", "pa:541.8(a)"))
    assert r.reason


def test_tie_charge_and_commission_never_mix() -> None:
    t = Table(banker_mode="tie_charge")
    s = settled(t.round("J 6 4 K 7 2", banker_1=1000), Bet.BANKER)
    assert s.commission == 0 and net(s) == 1000


def test_returned_and_pushes_conserve_chips() -> None:
    t = Table()
    t.bet(1, Bet.PLAYER, 1000)
    out = t.ok(RemoveBet(1, Bet.PLAYER)).outcomes
    assert out == (Returned(1, Bet.PLAYER, 1000, ("pa:541.8(c)",)),)




def test_an_uncovered_irregularity_voids_the_round_and_returns_every_wager() -> None:
    t = hm_table()
    t.bet(1, Bet.HOUSE_MONEY, 500)
    t.bet(1, Bet.PLAYER, 1000)
    t.ok(NoMoreBets())
    for c in cards("QS 5 QH 2"):
        t.ok(Deal(c))
    t.ok(AddOn(1, Bet.PLAYER))
    t.ok(Proceed())
    out = t.ok(VoidRound()).outcomes
    s = settled(list(out), Bet.PLAYER)
    assert s.result is Result.VOID and s.amount == 1000 + 1500
    assert t.s.phase is Phase.BETTING and t.s.player == ()
    t.refused(VoidRound(), "pa:541.14")
