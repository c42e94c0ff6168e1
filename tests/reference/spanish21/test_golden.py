"""The Spanish 21 digest's worked examples (S21-01 to S21-17, S21-I1 to I3), each a golden test of the model."""

from __future__ import annotations

import pytest

from croupier.reference.outcomes import Notice, Result, Returned, Settlement
from croupier.reference.spanish21 import (AMENDED, Bet, Double, Hit, Insure, MistakenDraw, Peek, Phase, Rescue, Split,
                                          Stake, Stand, Surrender, TableConfig, TenFound)
from croupier.reference.spanish21.config import BjOddsScope, DealerBjResolution

from .helpers import card, deals, nets, play, rejected, table

CFG = TableConfig()


def test_s21_01_push_and_plain_win() -> None:
    s, out = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("9H KD 7C 8D 9S QS"), Stand(1), Stand(2)])
    assert nets(out) == {1: 0, 2: 1000}
    push = next(o for o in out if isinstance(o, Settlement) and o.seat == 1)
    assert push.result is Result.VOID and push.clauses == ("pa:551.6(c)",)
    assert s.phase is Phase.BETTING and not s.boxes


def test_s21_02_dealer_stands_on_soft_17() -> None:
    s, out = play(CFG, table(CFG, {1: 2000}), [*deals("KH 6S 8C AD"), Stand(1)])
    assert nets(out) == {1: 2000}
    assert s.remaining == 288 - 5  # the burn and four cards: no draw to A-6


def test_s21_03_five_card_21_bonus() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("2H 9C 3S 8D"), Hit(1), *deals("AC"), Hit(1), *deals("2D"),
                                               Hit(1), *deals("3H")])
    assert nets(out) == {1: 1500}
    win = next(o for o in out if isinstance(o, Settlement))
    assert win.clauses == ("pa:551.6(b)(2)", "pa:551.6(g)(5)")
    assert s.phase is Phase.BETTING


def test_s21_04_double_on_four_cards_2010_refused_2013_paid_even() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000}), [*deals("2H 9C 3S 8D"), Hit(1), *deals("AC"), Hit(1), *deals("2D")])
    r = rejected(CFG, s, Double(1, 1000))
    assert r.clause == "pa:551.11(a)"
    new = TableConfig(ruleset=AMENDED)
    s, _ = play(new, table(new, {1: 1000}), [*deals("2H 9C 3S 8D"), Hit(1), *deals("AC"), Hit(1), *deals("2D")])
    s, out = play(new, s, [Double(1, 1000), *deals("3H"), Stand(1)])
    assert nets(out) == {1: 2000}
    assert all("pa:551.6(g)(5)" not in o.clauses for o in out if isinstance(o, Settlement))
    assert any("pa:551.11(b)" in o.clauses for o in out if isinstance(o, Settlement))


def test_s21_04_rejection_cites_635a_in_2013_for_a_bad_amount() -> None:
    new = TableConfig(ruleset=AMENDED)
    s, _ = play(new, table(new, {1: 1000}), deals("2H 9C 3S 8D"))
    r = rejected(new, s, Double(1, 1001))
    assert r.clause == "pa:635a.10(a)"


def test_s21_05_spade_678_and_dealer_draws() -> None:
    s, out = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("6S KH 5H 7S 8D 9C"), Hit(1), *deals("8S"),
                                                        Stand(2), *deals("KD")])
    assert nets(out) == {1: 3000, 2: 1000}


def test_s21_06_dealer_does_not_draw_when_nothing_depends_on_it() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("6S 5H 7S 9C"), Hit(1), *deals("8S")])
    assert nets(out) == {1: 3000}
    assert s.phase is Phase.BETTING and s.remaining == 288 - 6  # burn + 5 cards: KD stays in the shoe


def test_s21_07_super_bonus() -> None:
    s, out = play(CFG, table(CFG, {1: 2500, 2: 1000}), [*deals("7D KS 7C 7D 9H 9S"), Hit(1), *deals("7D"),
                                                        Stand(2), *deals("5H")])
    assert nets(out) == {1: 5000 + 500000, 2: -1000 + 5000}
    bonus = [o for o in out if isinstance(o, Settlement) and o.bet.bet in (Bet.SUPER_BONUS, Bet.SUPER_BONUS_SHARE)]
    assert [(o.seat, o.bet.bet, o.amount) for o in bonus] == [(1, Bet.SUPER_BONUS, 500000),
                                                               (2, Bet.SUPER_BONUS_SHARE, 5000)]


@pytest.mark.parametrize("wager, net1, net2", [(1000, 2000 + 100000, -1000 + 5000), (400, 800, -1000)])
def test_s21_07_super_bonus_variants(wager: int, net1: int, net2: int) -> None:
    cfg = TableConfig(table_min=100)
    s, out = play(cfg, table(cfg, {1: wager, 2: 1000}), [*deals("7D KS 7C 7D 9H 9S"), Hit(1), *deals("7D"),
                                                         Stand(2), *deals("5H")])
    assert nets(out) == {1: net1, 2: net2}


def test_s21_07_split_777_gets_the_row_only() -> None:
    s, out = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("7D 9S 7C 7D 9C 9H"), Split(1), *deals("7D"),
                                                        Hit(1), *deals("7D"), *deals("KH"), Stand(1), Stand(2),
                                                        *deals("5H")])
    # hand 1: 7D 7D 7D, 21 in three: (g)(4) at 2 to 1 but no award (551.12(e)); hand 2 7D KH 17 and box 2's 18
    # lose to the dealer's 21 in three
    assert nets(out) == {1: 2000 - 1000, 2: -1000}
    assert not any(isinstance(o, Settlement) and o.bet.bet in (Bet.SUPER_BONUS, Bet.SUPER_BONUS_SHARE) for o in out)


def test_s21_08_match_the_dealer_then_check_eight_decks() -> None:
    cfg = TableConfig(decks=8)
    s, out = play(cfg, table(cfg, {1: 1000}, {1: 1000}), [*deals("QH QH QS 5C")])
    mtd = [o for o in out if isinstance(o, Settlement) and o.bet == Stake(Bet.MTD)]
    assert [(o.result, o.amount) for o in mtd] == [(Result.WIN, 15000)]
    assert s.phase is Phase.PEEK
    assert rejected(cfg, s, Insure(1, 500)).clause == "pa:551.10(a)"
    s, more = play(cfg, s, [Peek(), Stand(1), *deals("6D")])
    assert nets(out + more) == {1: 14000}


def test_s21_09_blackjack_against_dealer_blackjack_with_insurance() -> None:
    s, out = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("AD 9C AS KC 9D QH"), Insure(1, 500), Peek()])
    assert nets(out) == {1: 2500, 2: -1000}
    assert s.phase is Phase.BETTING


def test_s21_10_surrender_against_a_9() -> None:
    s, out = play(CFG, table(CFG, {1: 2000}), [*deals("KS 9H 6C 8C")])
    s, more = play(CFG, s, [Surrender(1)])
    first = [o for o in more if isinstance(o, (Settlement, Returned))]
    assert first[:2] == [Settlement(1, Stake(Bet.SPANISH21, 1), Result.LOSE, 1000, ("pa:551.9(a)", "pa:551.9(a)(1)")),
                         Returned(1, Stake(Bet.SPANISH21, 1), 1000, ("pa:551.9(a)(1)",))]
    assert nets(out + more) == {1: -1000}


def test_s21_11_surrender_against_a_king_waits_for_the_hole_card() -> None:
    s, out = play(CFG, table(CFG, {1: 2000}), [*deals("KS KH 6C 7D"), Peek(), Surrender(1)])
    settled = [o for o in out if isinstance(o, Settlement)]
    assert settled and settled[0].clauses == ("pa:551.9(a)", "pa:551.9(a)(2)")
    assert nets(out) == {1: -1000}


def test_s21_12_double_then_rescue() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("5H 6S 6D JC"), Double(1, 1000), *deals("2C"), Rescue(1)])
    assert nets(out) == {1: -1000}
    assert s.remaining == 288 - 6  # the dealer's 16 draws nothing: no live hand


def test_s21_13_a_busting_double_card_bars_the_rescue() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("7H 6S 5D JC"), Double(1, 1000), *deals("KD")])
    assert nets(out) == {1: -2000}
    assert s.phase is Phase.BETTING


def test_s21_14_split_resplit_and_the_three_hand_cap() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("8H 6C 8S KD"), Split(1), *deals("8C"), Split(1),
                                               *deals("3D"), Double(1, 1000), *deals("9S"), Stand(1),
                                               *deals("8D")])
    assert rejected(CFG, s, Split(1)).clause == "pa:551.12(c)"
    s, more = play(CFG, s, [Stand(1), *deals("KS"), Stand(1), *deals("7H")])
    assert nets(out + more) == {1: 4000}


def test_s21_15_player_21_beats_dealer_21_in_three_or_more() -> None:
    s, out = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("9C KH 5D 5S 9H 6H"), Hit(1), *deals("7C"),
                                                        Stand(2), *deals("KC")])
    assert nets(out) == {1: 1000, 2: -1000}
    win = next(o for o in out if isinstance(o, Settlement) and o.seat == 1)
    assert win.clauses[0] == "pa:551.6(b)(4)"


@pytest.mark.parametrize("split_bj, net", [(False, -1000), (True, 500)])
def test_s21_16_split_ace_king_is_not_a_blackjack(split_bj: bool, net: int) -> None:
    cfg = TableConfig(split_21_is_blackjack=split_bj)
    s, out = play(cfg, table(cfg, {1: 1000}), [*deals("AH 6D AS 5C"), Split(1), *deals("KS"), *deals("9D"), Stand(1),
                                               *deals("QC")])
    assert nets(out) == {1: net}


@pytest.mark.parametrize("scope, net", [(BjOddsScope.ALL_BLACKJACK_WINS, 1500), (BjOddsScope.LITERAL_B3_ONLY, 1000)])
def test_s21_17_blackjack_against_a_7(scope: BjOddsScope, net: int) -> None:
    cfg = TableConfig(bj_odds_scope=scope)
    s, out = play(cfg, table(cfg, {1: 1000}), [*deals("AH 7S KC 9D"), Stand(1)])
    if scope is BjOddsScope.LITERAL_B3_ONLY:  # the dealer's total changes what it pays: he draws
        s, more = play(cfg, s, deals("2C"))
        out += more
    assert nets(out) == {1: net}


@pytest.mark.parametrize("reveals", [True, False])
def test_s21_i1_reader_misuse(reveals: bool) -> None:
    cfg = TableConfig(reader_reveals_to_players=reveals)
    s, out = play(cfg, table(cfg, {1: 1000}), [*deals("KS 9C 8D 7D"), Peek()])
    assert any(isinstance(o, Notice) and "pa:551.16(l)" in o.clauses for o in out)
    if reveals:
        assert s.phase is Phase.BETTING
        assert [(o.result, o.amount) for o in out if isinstance(o, Settlement)] == [(Result.VOID, 1000)]
    else:
        assert s.phase is Phase.PLAYING


def test_s21_i2_two_tens_void_the_round_and_retire_the_decks() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000}), deals("KS 9C"))
    s, out = play(CFG, s, [TenFound(card("10H"))])
    assert s.phase is Phase.DEALING
    s, out = play(CFG, s, [*deals("8D"), TenFound(card("10S"))])
    assert s.phase is Phase.SHUFFLE
    assert [(o.result, o.amount) for o in out if isinstance(o, Settlement)] == [(Result.VOID, 1000)]


def test_s21_i3_accidental_dealer_draw_on_17() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("KS 7C KD QD"), Stand(1)])
    assert nets(out) == {1: 1000}
    s, out = play(CFG, s, [MistakenDraw(card("4S"))])
    assert s.remaining == 288 - 6 and s.phase is Phase.BETTING
    assert rejected(CFG, s, MistakenDraw(card("4H"))).clause == "pa:551.16(e)"


def test_play_through_keeps_only_the_original_wager_after_a_double() -> None:
    cfg = TableConfig(dealer_bj_resolution=DealerBjResolution.PLAY_THROUGH)
    s, out = play(cfg, table(cfg, {1: 1000}), [*deals("5H KS 6D AC"), Peek(), Double(1, 1000), *deals("9C"),
                                               Stand(1)])
    assert nets(out) == {1: -1000}
    assert any(isinstance(o, Returned) and o.bet == Stake(Bet.DOUBLE, 1) and "pa:551.11(c)" in o.clauses
               for o in out)


def test_seven_card_21_pays_3_to_1() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("2H 9C 2S 8D"), Hit(1), *deals("2D"), Hit(1), *deals("2C"),
                                               Hit(1), *deals("AH"), Hit(1), *deals("AS"), Hit(1), *deals("AD")])
    assert nets(out) == {1: 3000}
    win = next(o for o in out if isinstance(o, Settlement))
    assert win.clauses == ("pa:551.6(b)(2)", "pa:551.6(g)(7)")
