"""The Double Attack Blackjack digest's worked examples (DA-01 to DA-11), each a golden test of the model."""

from __future__ import annotations

from fractions import Fraction

import pytest

from croupier.reference.double_attack import (Bet, Double, Hit, Insure, Peek, Phase, PlaceAttack, PlaceBustIt, Split,
                                              Stake, Stand, Surrender, TableConfig)
from croupier.reference.double_attack.config import SplitHandOrder, SurrenderAfterDouble
from croupier.reference.outcomes import Result, Settlement

from .helpers import card, deals, nets, play, rejected, table

CFG = TableConfig()


def _settled(out: list[object], bet: Bet, hand: int = 0) -> Settlement:
    return next(o for o in out if isinstance(o, Settlement) and o.bet == Stake(bet, hand))


def test_da_01_double_attack_a_double_and_bust_it_on_an_8() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}, {1: 500}), [*deals("6S"), PlaceAttack(1, 1000), *deals("9H 2C QD"),
                                                         Double(1, 2000), *deals("KC 8H")])
    assert nets(out) == {1: 8000}
    bust_it = _settled(out, Bet.BUST_IT)
    assert (bust_it.result, bust_it.amount, bust_it.clauses) == (Result.WIN, 4000,
                                                                 ("pa:665a.7(m)(2)(i)", "pa:665a.12(c)"))
    assert s.phase is Phase.BETTING and not s.boxes


def test_da_02_dealer_blackjack_ends_the_round() -> None:
    s, out = play(CFG, table(CFG, {1: 1000, 2: 1000}, {1: 500}),
                  [*deals("AS"), PlaceAttack(1, 1000), *deals("9C AH 7D KD JC"), Insure(1, 500), Peek()])
    assert nets(out) == {1: Fraction(-250), 2: 0}
    assert _settled(out, Bet.ATTACK, 1).result is Result.VOID
    assert _settled(out, Bet.INSURANCE).amount == 1250
    assert s.phase is Phase.BETTING and s.remaining == 384 - 7  # the burn, the up card and five more: no draw


def test_da_03_player_blackjack_is_paid_even_money_at_once() -> None:
    s, out = play(CFG, table(CFG, {1: 2000}), [*deals("5C"), PlaceAttack(1, 2000), *deals("AD QS")])
    assert nets(out) == {}
    s, out = play(CFG, s, deals("9H"))  # the hole card: the pass reaches box 1 and pays its Blackjack
    assert nets(out) == {1: 4000}
    assert all(o.clauses == ("pa:665a.7(h)(1)", "pa:665a.12(a)") for o in out if isinstance(o, Settlement))
    assert s.phase is Phase.DEALER  # 5-9 draws on, though no wager turns on it (DA-A10)
    s, out = play(CFG, s, deals("KH"))
    assert nets(out) == {} and s.phase is Phase.BETTING


def test_da_04_surrender_after_a_hit_keeps_bust_it_live() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}, {1: 500}), [*deals("9D"), PlaceAttack(1, 1000), *deals("8C 4H 5S"),
                                                         Hit(1), *deals("2S"), Surrender(1), *deals("JC")])
    assert nets(out) == {1: 500}
    assert _settled(out, Bet.BUST_IT).amount == 1500


@pytest.mark.parametrize(("mode", "net"), [(SurrenderAfterDouble.HALF, -2000),
                                           (SurrenderAfterDouble.RETURN_FULL, -1000),
                                           (SurrenderAfterDouble.FORFEIT_FULL, -3000)])
def test_da_05_surrender_after_a_double(mode: SurrenderAfterDouble, net: int) -> None:
    cfg = TableConfig(surrender_after_double_dd=mode)
    s, out = play(cfg, table(cfg, {1: 1000}), [*deals("9H"), PlaceAttack(1, 1000), *deals("5D 6C 8S"),
                                               Double(1, 2000), *deals("2C"), Surrender(1)])
    assert nets(out) == {1: net}
    assert s.phase is Phase.BETTING  # 9-8 stands


@pytest.mark.parametrize(("split_bj", "net"), [(False, -1500), (True, 0)])
def test_da_06_split_aces_and_a_split_21(split_bj: bool, net: int) -> None:
    cfg = TableConfig(split_21_is_blackjack=split_bj)
    s, out = play(cfg, table(cfg, {1: 1000}), [*deals("7C"), PlaceAttack(1, 500), *deals("AS AH 9D"), Split(1),
                                               *deals("KD AC")])
    assert rejected(cfg, s, Hit(1)).clause == "pa:665a.11(e)"
    assert rejected(cfg, s, Split(1)).clause == "pa:665a.11(e)"
    s, out2 = play(cfg, s, [Stand(1), *deals("5H")])
    assert nets(out + out2) == {1: net}
    assert _settled(out2, Bet.BET, 2).amount == 1000 and _settled(out2, Bet.ATTACK, 2).amount == 500


@pytest.mark.parametrize(("dealer", "row", "won"), [
    ("8H 8D 8H", "three_8s_same_color", 50000), ("8S 8S 8S", "three_8s_same_suit", 200000),
    ("8S 8H 8C", "third_card_8", 8000), ("JS 6D 6H", "third_card_6", 15000), ("9C 4D 9H", "third_card_9", 6000),
    ("9C 6D 7S", "third_card_7", 10000), ("AD 5C 6S", None, None), ("6C 6D 6H", None, None), ("KC 7D", None, None)])
def test_da_07_bust_it_outcomes(dealer: str, row: str | None, won: int | None) -> None:
    up, hole, *draws = dealer.split()
    s, out = play(CFG, table(CFG, {1: 1000}, {1: 1000}), [*deals(f"{up} 9C 9S {hole}")])
    if up[0] in "AKQJ":
        s, out = play(CFG, s, [Peek()])
    s, more = play(CFG, s, [Stand(1), *deals(" ".join(draws))])
    bust_it = _settled(out + more, Bet.BUST_IT)
    if won is None:
        assert bust_it.result is Result.LOSE and bust_it.amount == 1000
    else:
        assert (bust_it.result, bust_it.amount) == (Result.WIN, won)
    if dealer == "AD 5C 6S":  # soft 16, then hard 12: the dealer draws on, and Bust It has already lost
        assert s.phase is Phase.DEALER
        s, last = play(CFG, s, deals("KH"))
        assert not any(o.bet == Stake(Bet.BUST_IT) for o in last if isinstance(o, Settlement))


def test_da_07_dealer_blackjack_loses_bust_it() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}, {1: 1000}), [*deals("AS 9C 9S KD"), Peek()])
    assert _settled(out, Bet.BUST_IT).result is Result.LOSE


def test_da_08_caps() -> None:
    s = table(CFG, {1: 1000})
    assert rejected(CFG, s, PlaceBustIt(1, 1100)).clause == "pa:665a.6(f)"
    s, _ = play(CFG, s, deals("AS"))
    assert rejected(CFG, s, PlaceAttack(1, 1200)).clause == "pa:665a.6(e)"
    s, _ = play(CFG, s, [PlaceAttack(1, 500), *deals("8C 8D 9H")])
    assert rejected(CFG, s, Insure(1, 600)).clause == "pa:665a.8(b)"
    s, _ = play(CFG, s, [Insure(1, 500), Peek()])
    assert rejected(CFG, s, Double(1, 1600)).clause == "pa:665a.10(a)"
    s, _ = play(CFG, s, [Split(1)])
    new = s.boxes[0].hands[1]
    assert (new.bet, new.attack) == (1000, 500)


def test_da_09_both_bust_the_player_loses() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("6H KC 5D QS"), Hit(1), *deals("9C 8D")])
    assert nets(out) == {1: -1000}
    assert _settled(out, Bet.BET, 1).clauses == ("pa:665a.7(o)(1)(ii)(B)",)


@pytest.mark.parametrize(("order", "net"), [(SplitHandOrder.INSERT_AFTER_CURRENT, 8000),
                                            (SplitHandOrder.APPEND_LAST, None)])
def test_da_10_three_splits_four_hands(order: SplitHandOrder, net: int | None) -> None:
    cfg = TableConfig(split_hand_order=order)
    s, out = play(cfg, table(cfg, {1: 1000}, {1: 500}), [*deals("6H 8C 8D QS"), Split(1), *deals("8S"), Split(1),
                                                         *deals("8H"), Split(1), *deals("2D")])
    assert len(s.boxes[0].hands) == 4
    if net is None:  # the resplit hands are played last: the 2D went to the first hand still, then B is next
        assert [len(h.cards) for h in s.boxes[0].hands] == [2, 1, 1, 1]
        return
    s, more = play(cfg, s, [Double(1, 1000), *deals("9H"), Stand(1), *deals("8C")])
    assert rejected(cfg, s, Split(1)).clause == "pa:665a.11(c)"
    s, last = play(cfg, s, [Stand(1), *deals("KD"), Stand(1), *deals("3H"), Hit(1), *deals("7S"), Stand(1),
                            *deals("9C")])
    assert nets(out + more + last) == {1: net}


def test_da_11_illegal_actions() -> None:
    s = table(CFG, {1: 1000, 2: 1000})
    s, _ = play(CFG, s, deals("6H"))
    assert rejected(CFG, s, PlaceBustIt(1, 500)).clause == "pa:665a.7(e)"
    s, _ = play(CFG, s, deals("KC"))
    assert rejected(CFG, s, PlaceAttack(1, 500)).clause == "pa:665a.7(e)"
    s, _ = play(CFG, s, deals("AD 5S QH 9D"))  # box 1 K-5, box 2 A-Q (a Blackjack), hole 9D
    s, _ = play(CFG, s, [Stand(1)])
    assert rejected(CFG, s, Surrender(1)).clause == "pa:665a.7(h)"  # box 1 has stood; box 2 was paid at once
    assert s.phase is Phase.DEALER


def test_surrender_at_21_and_hit_on_21_are_refused() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000}), [*deals("6H 9C 5D QS"), Hit(1), *deals("7S")])
    assert s.phase is Phase.DEALER  # 21 in three cards stands by itself (665a.7(j)(1))


def test_double_on_blackjack_and_a_fourth_card_on_a_split_ace() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("6H AC AD AH KD 9S"), Split(1), *deals("5C")])
    assert rejected(CFG, s, Hit(1)).clause == "pa:665a.11(e)"
    assert rejected(CFG, s, Double(1, 500)).clause == "pa:665a.11(e)"
    assert card("5C") in s.boxes[0].hands[0].cards
