"""Double Attack Blackjack's side wagers, analysed exactly: Bust It row by row, its rows checked against a
brute-force count over every ordered three cards that reads 665a.7(m) and 665a.12(c) afresh (not through the
kernel), and insurance at 5 to 2."""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import pytest

from croupier.analysis import double_attack
from croupier.cli import main
from croupier.reference.double_attack.config import TableConfig

#: 58 Pa. Code 665a.12(c), each row's exact chance from a fresh eight-deck shoe (384 cards, no 10s)
ROWS: dict[Optional[str], Fraction] = {
    "three_8s_same_suit": Fraction(7, 292612),
    "three_8s_same_color": Fraction(7, 73153),
    "third_card_6": Fraction(1124, 219459),
    "third_card_7": Fraction(804, 73153),
    "third_card_8": Fraction(3782, 219459),
    "third_card_9": Fraction(5336, 219459),
    "third_card_jqk": Fraction(6988, 73153),
    None: Fraction(247753, 292612),
}


def _points(ranks: tuple[int, ...]) -> int:
    hard = sum(10 if r > 10 else r for r in ranks)
    return hard + 10 if 1 in ranks and hard + 10 <= 21 else hard


def _brute_force_rows(decks: int) -> dict[Optional[str], Fraction]:
    """Every ordered (up, hole, third card) of the 48 faces, weighted by how many copies are left: the wager loses
    on a first two of 17 or more (665a.7(m)(1)) or a third card that leaves 21 or under ((m)(2)(ii)); a bust pays
    three 8s of one suit, else of one colour, else by the third card ((m)(2)(i), 665a.12(c))."""
    faces = [(r, s) for r in (1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13) for s in "SHDC"]
    n, out = 48 * decks, {row: Fraction(0) for row in ROWS}
    for a in faces:
        for b in faces:
            for c in faces:
                w = decks * (decks - (b == a)) * (decks - (c == a) - (c == b))
                ranks = (a[0], b[0], c[0])
                row: Optional[str] = None
                if _points(ranks[:2]) < 17 and _points(ranks) > 21:
                    suits = {a[1], b[1], c[1]}
                    if ranks == (8, 8, 8) and len(suits) == 1:
                        row = "three_8s_same_suit"
                    elif ranks == (8, 8, 8) and (suits <= {"H", "D"} or suits <= {"S", "C"}):
                        row = "three_8s_same_color"
                    else:
                        row = "third_card_jqk" if c[0] > 10 else f"third_card_{c[0]}"
                out[row] += Fraction(w, n * (n - 1) * (n - 2))
    return out


def test_bust_it_rows_by_the_kernel_agree_with_a_brute_force_count() -> None:
    """665a.7(m), 665a.12(c): each row's chance through the kernel is the count's, and the figures pinned here."""
    assert ROWS == double_attack.bust_it_rows(TableConfig()) == _brute_force_rows(8)


def test_bust_it_edge_at_the_paytable_of_the_spec() -> None:
    """665a.12(c): a row pays its odds from the spec, a loss costs the stake: the house holds 8.006 %."""
    a = double_attack.analyze(TableConfig(), ["bust_it"])[0]
    pays = {"three_8s_same_suit": 200, "three_8s_same_color": 50, "third_card_6": 15, "third_card_7": 10,
            "third_card_8": 8, "third_card_9": 6, "third_card_jqk": 3}
    assert pays == double_attack.bust_it_paytable(TableConfig())
    expected_net = sum((ROWS[row] * k for row, k in pays.items()), -ROWS[None])
    assert 1 == a.total_probability and Fraction(70283, 877836) == a.edge == -expected_net


def test_insurance_wins_five_to_two_on_a_court_card_hole() -> None:
    """665a.8(a), 665a.12(b): 96 court cards among the 383 left after the ace; a win pays 5 to 2."""
    a = double_attack.analyze(TableConfig(), ["insurance"])[0]
    assert Fraction(5, 2) == double_attack.insurance_odds(TableConfig())
    assert Fraction(47, 383) == a.edge == -(Fraction(96, 383) * Fraction(5, 2) - Fraction(287, 383))


def test_a_three_card_dealer_bust_is_the_bust_it_win() -> None:
    """665a.7(m)(2)(i), (n): counted by the dealer's drawing rule, a bust with exactly three cards is the Bust It
    win; the dealer busts more often than that."""
    three, bust = double_attack.dealer_busts(TableConfig())
    assert Fraction(44859, 292612) == three == 1 - ROWS[None]
    assert three < bust < 1 and round(float(bust), 6) == 0.270855


def test_bust_it_is_analysed_only_where_offered() -> None:
    """665a.6(f): without Bust It only insurance is analysed, and asking for Bust It is refused."""
    cfg = TableConfig(bust_it_offered=False)
    assert ["insurance"] == [a.wager for a in double_attack.analyze(cfg)]
    with pytest.raises(KeyError, match="bust_it_offered"):
        double_attack.analyze(cfg, ["bust_it"])


def test_the_command_line_reports_both_wagers(capsys: pytest.CaptureFixture[str]) -> None:
    sides = ["--wager", "bust_it", "--wager", "insurance"]  # the main wagers: test_blackjack_play.py
    assert 0 == main(["analyze", "--game", "double_attack", "--format", "json", *sides])
    out = capsys.readouterr().out
    assert '"bust_it"' in out and '"insurance"' in out and '"70283/877836"' in out and '"47/383"' in out
    assert '"7/292612"' in out and '"44859/292612"' in out
    assert 0 == main(["analyze", "--game", "double_attack", "--stake", "2500", *sides])
    out = capsys.readouterr().out
    assert "main wagers above" in out and "200 to 1" in out and "2500" in out
    assert 2 == main(["analyze", "--game", "double_attack", "--wager", "match_the_dealer"])
