"""The drawing-rules kernel, exhaustively: every two-card total against every third card, every six-card start of a
round by value, and the commission and House Money arithmetic (541.6, 541.11, 541.13, 627a.12(g))."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from croupier import spec
from croupier.reference.baccarat import kernels as K
from croupier.reference.baccarat.definitions import Winner

#: the Banker's decision matrix of the digest (section 2.4), written out independently of spec/ and the kernel:
#: Banker total -> the letter when the Player stood, then for third-card values 0-9
MATRIX = {
    0: "D DDDDDDDDDD", 1: "D DDDDDDDDDD", 2: "D DDDDDDDDDD", 3: "D DDDDDDDDSD", 4: "D SSDDDDDDSS",
    5: "D SSSSDDDDSS", 6: "S SSSSSSDDSS", 7: "S SSSSSSSSSS",
}


def test_card_values_and_point_counts_follow_541_6() -> None:
    assert [K.value(r) for r in range(1, 14)] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]
    assert K.points(1, 2, 4) == 7  # 541.6(b)(1)
    assert K.points(1, 2, 9) == 2  # 541.6(b)(2)
    assert K.points(13, 12) == 0


@pytest.mark.parametrize("b", range(8))
def test_banker_rule_matches_the_decision_matrix_in_every_cell(b: int) -> None:
    stood, row = MATRIX[b].split()
    assert K.banker_draws(b, None) == (stood == "D")
    assert [K.banker_draws(b, t) for t in range(10)] == [x == "D" for x in row]


def test_the_legible_row_and_the_worked_example_of_541_11_g() -> None:
    assert K.TABLE_1[5] == "SSSSDDDDSS"
    assert K.banker_draws(5, 4)  # Banker 5, Player's third card 4: draw


def test_table_1_comes_from_the_clause_and_marks_its_restored_rows() -> None:
    numbers = spec.clause("pa:541.11(c)(2)(iii)", "pa-541@2010t").numbers
    assert {b: numbers[f"banker_{b}"].replace(" ", "") for b in (3, 4, 5, 6)} == K.TABLE_1


def test_player_rule() -> None:
    for p, b in product(range(10), repeat=2):
        assert K.player_draws(p, b) == (p <= 5 and b <= 7)


#: one representative rank per value: ace..9 and a ten
VALUE_RANKS = (10, 1, 2, 3, 4, 5, 6, 7, 8, 9)


def test_every_two_card_total_against_every_third_card_deals_as_the_rules_say() -> None:
    """Every Player total, Banker total and value of the fifth card (1000 rounds; the sixth card varies too): hands,
    order and card count agree with a plain restatement of 541.9(c), 541.10(c) and 541.11."""
    for p, b, fifth in product(range(10), range(10), range(10)):
        sixth = VALUE_RANKS[(p + b + fifth) % 10]
        c = (VALUE_RANKS[p], VALUE_RANKS[b], 10, 13, VALUE_RANKS[fifth], sixth)
        n, player, banker = K.coup(*c)
        if p >= 8 or b >= 8:
            assert (n, player, banker) == (4, (c[0], c[2]), (c[1], c[3]))
            continue
        stood, row = MATRIX[b].split()
        if p <= 5:
            assert player == (c[0], c[2], c[4])
            assert banker == ((c[1], c[3], c[5]) if row[fifth] == "D" else (c[1], c[3]))
        else:
            assert player == (c[0], c[2])
            assert banker == ((c[1], c[3], c[4]) if stood == "D" else (c[1], c[3]))
        assert n == len(player) + len(banker)


def test_two_card_point_counts_over_every_pair_of_ranks() -> None:
    for a, b in product(range(1, 14), repeat=2):
        assert K.points(a, b) == (min(a, 10) % 10 + min(b, 10) % 10) % 10


def test_the_result_rule() -> None:
    assert K.winner(9, 3) is Winner.PLAYER
    assert K.winner(3, 9) is Winner.BANKER
    assert K.winner(7, 7) is Winner.TIE


@pytest.mark.parametrize("stake, rate, unit, vig", [
    (10000, 5, 0, Fraction(500)), (700, 5, 5, Fraction(35)), (700, 5, 25, Fraction(50)), (2200, 5, 5, Fraction(110)),
    (2200, 5, 25, Fraction(125)), (1250, 5, 0, Fraction(125, 2)), (1250, 5, 5, Fraction(65)),
    (1250, 5, 25, Fraction(75)), (100, 5, 5, Fraction(5)), (100, 5, 25, Fraction(25)), (1300, 4, 5, Fraction(55)),
    (1300, 4, 20, Fraction(60)), (2500, 4, 5, Fraction(100)), (2500, 4, 20, Fraction(100)),
])
def test_commission_rounding_table_of_the_digest(stake: int, rate: int, unit: int, vig: Fraction) -> None:
    """Digest section 3.2's table and GV-23: Mini/Midi round up to 5 cents, Baccarat to 25 (5%) or 20 (4%) cents."""
    assert K.commission(stake, rate, unit) == vig


def test_house_money_pairs_are_by_rank_not_value() -> None:
    assert K.house_money_odds(3, 3, 9, 9) == 15  # GV-14
    assert K.house_money_odds(12, 12, 5, 2) == 3  # GV-15
    assert K.house_money_odds(10, 13, 13, 10) == 0  # GV-13: 10-K is no pair
    assert K.house_money_odds(13, 13, 10, 11) == 3


def test_burn_counts() -> None:
    assert [K.burn_count(r) for r in range(1, 14)] == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 11, 11]
