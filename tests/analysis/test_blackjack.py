"""The 2013 Blackjack side wagers of chapter 633a, analysed exactly: House Money category by category, checked
against a brute force over every ordered two of the shoe's cards that reads 633a.1, 633a.6(e)(12) and 633a.13(n)
afresh (not through the kernel); the two-card part of Straight Jack, and the six-card run, against their counts."""

from __future__ import annotations

import json
from fractions import Fraction
from math import prod
from pathlib import Path
from typing import Optional

import pytest

from croupier.analysis import blackjack
from croupier.cli import main
from croupier.reference.blackjack.config import TableConfig

#: 633a.13(n)(2), each category's exact chance from a fresh six-deck shoe (312 cards, the 10s in)
SIX_DECKS: dict[Optional[str], Fraction] = {
    "ace_king_suited": Fraction(12, 4043),
    "two_card_straight_flush": Fraction(144, 4043),
    "pair": Fraction(23, 311),
    "two_card_straight": Fraction(36, 311),
    None: Fraction(240, 311),
}
#: 633a.13(n)(1) for one deck, (n)(2) for more: the House Money edge by the number of decks
EDGES = {1: Fraction(11, 39), 2: Fraction(383, 1339), 6: Fraction(1071, 4043), 8: Fraction(283, 1079)}
ONE_DECK = {"ace_king_suited": 9, "two_card_straight_flush": 5, "pair": 3, "two_card_straight": 1}
DECKS = {"ace_king_suited": 9, "two_card_straight_flush": 4, "pair": 3, "two_card_straight": 1}


def _consecutive(a: int, b: int) -> bool:
    """633a.1: two ranks next to each other, the ace both below the 2 and above the king (BJ-A04)."""
    return abs(a - b) == 1 or {a, b} == {1, 13}


def _brute_force_categories(decks: int) -> dict[Optional[str], Fraction]:
    """Every ordered two of the shoe's 52 d physical cards: two of one rank are a pair; two consecutive ranks are
    a straight, a straight flush when of one suit, and a suited ace and king above that; the highest is paid
    (BJ-A03)."""
    shoe = [(r, s) for _ in range(decks) for r in range(1, 14) for s in "SHDC"]
    out: dict[Optional[str], Fraction] = {cat: Fraction(0) for cat in SIX_DECKS}
    count: dict[Optional[str], int] = {cat: 0 for cat in SIX_DECKS}
    for i, (r1, s1) in enumerate(shoe):
        for j, (r2, s2) in enumerate(shoe):
            if i == j:
                continue
            cat: Optional[str] = None
            if r1 == r2:
                cat = "pair"
            elif _consecutive(r1, r2):
                cat = ("ace_king_suited" if {r1, r2} == {1, 13} else "two_card_straight_flush") if s1 == s2 \
                    else "two_card_straight"
            count[cat] += 1
    whole = len(shoe) * (len(shoe) - 1)
    for cat, k in count.items():
        out[cat] = Fraction(k, whole)
    return out


@pytest.mark.parametrize("decks", [1, 2, 6, 8])
def test_house_money_categories_by_the_kernel_agree_with_a_brute_force_count(decks: int) -> None:
    """633a.6(e)(12), 633a.13(n): each category's chance through the kernel is the count's."""
    assert _brute_force_categories(decks) == blackjack.house_money_categories(TableConfig(), decks)


def test_house_money_six_decks_pinned() -> None:
    assert SIX_DECKS == blackjack.house_money_categories(TableConfig())


def test_house_money_paytables_come_from_the_spec() -> None:
    """633a.13(n)(1) with one deck, (n)(2) with more: only the straight flush differs (BJ-A02)."""
    assert ONE_DECK == blackjack.house_money_paytable(TableConfig(), 1)
    assert DECKS == blackjack.house_money_paytable(TableConfig(), 2) == blackjack.house_money_paytable(TableConfig())


@pytest.mark.parametrize("decks", sorted(EDGES))
def test_house_money_edge(decks: int) -> None:
    """The edge by the categories' chances at the odds of the paytable the shoe takes: 28.205 % with one deck,
    26.490 % with six."""
    p = _brute_force_categories(decks)
    pays = ONE_DECK if decks == 1 else DECKS
    expected_net = sum((p[cat] * k for cat, k in pays.items()), -p[None])
    a = blackjack.analyze(TableConfig(decks=decks), ["house_money"])[0]
    assert 1 == a.total_probability and EDGES[decks] == a.edge == -expected_net == \
        blackjack.house_money_edge(TableConfig(), decks)


@pytest.mark.parametrize("decks", [1, 6, 8])
def test_straight_jack_two_card_part(decks: int) -> None:
    """633a.7(g)(9), 633a.13(m)(1): 26 ordered pairs of ranks make a two-card straight (A-K counts), so it comes
    with chance 8 d / (52 d - 1); ended at two cards the wager pays 3 to 1 and the house holds
    (20 d - 1) / (52 d - 1): 119/311 with six decks."""
    n = 52 * decks
    p = Fraction(26 * (4 * decks) ** 2, n * (n - 1))
    assert p == Fraction(8 * decks, 52 * decks - 1) == blackjack.two_card_straight_chance(decks)
    assert Fraction(3) == blackjack.straight_jack_two_card_odds(TableConfig())
    a = blackjack.analyze(TableConfig(decks=decks), ["straight_jack"])[0]
    assert "straight_jack_two_card" == a.wager and 1 == a.total_probability
    assert Fraction(20 * decks - 1, 52 * decks - 1) == a.edge == -(3 * p - (1 - p))
    assert Fraction(119, 311) == blackjack.analyze(TableConfig(), ["straight_jack"])[0].edge


@pytest.mark.parametrize("decks", [1, 6])
def test_six_card_run_if_the_player_hits_while_the_run_grows(decks: int) -> None:
    """633a.13(m)(1), BJ-A05: the six-card run is A-2-3-4-5-6 dealt so that every prefix of two cards or more is a
    run: 2^5 = 32 orders of six distinct ranks, each 4 d times in the shoe; the ace of spades a quarter of it."""
    n, k = 52 * decks, 4 * decks
    six = Fraction(32 * k ** 6, prod(n - i for i in range(6)))
    chances = blackjack.six_card_chances(decks)
    assert six / 4 == chances["six_card_ace_of_spades"] and six * 3 / 4 == chances["six_card_other_ace"]


def test_only_offered_wagers_are_analysed_and_the_base_game_is_refused() -> None:
    """633a.6(e)(11), (12): a wager not offered is not analysed; the Blackjack Wager and insurance are not in the
    sources (BJ-A01)."""
    assert ["house_money", "straight_jack_two_card"] == [a.wager for a in blackjack.analyze(TableConfig())]
    cfg = TableConfig(house_money_offered=False)
    assert ["straight_jack_two_card"] == [a.wager for a in blackjack.analyze(cfg)]
    with pytest.raises(KeyError, match="house_money_offered"):
        blackjack.analyze(cfg, ["house_money"])
    for name in ("insurance", "blackjack"):
        with pytest.raises(KeyError, match="not in the sources"):
            blackjack.analyze(TableConfig(), [name])
    with pytest.raises(KeyError, match="not a Blackjack side wager"):
        blackjack.analyze(TableConfig(), ["bust_it"])


def test_the_command_line_reports_both_wagers(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert 0 == main(["analyze", "--game", "blackjack", "--format", "json"])
    out = capsys.readouterr().out
    assert '"house_money"' in out and '"straight_jack_two_card"' in out and '"1071/4043"' in out
    assert '"119/311"' in out and '"12/4043"' in out and '"11/39"' in out and '"48/311"' in out
    assert 0 == main(["analyze", "--game", "blackjack", "--stake", "2500"])
    out = capsys.readouterr().out
    assert "not analysed" in out and "9 to 1" in out and "2500" in out and "BJ-A01" in out
    one = tmp_path / "one-deck.toml"
    one.write_text("decks = 1\n")
    assert 0 == main(["analyze", "--game", "blackjack", "--profile", str(one), "--wager", "house_money"])
    out = capsys.readouterr().out
    assert "11/39 = 28.205 %" in out and "5 to 1" in out and "1 deck of 52 cards" in out
    assert 0 == main(["analyze", "--game", "blackjack", "--profile", "house-money", "--format", "json"])
    out = capsys.readouterr().out
    doc = json.loads(out)
    assert 8 == doc["decks"] and ["house_money"] == [w["wager"] for w in doc["wagers"]]
    assert "283/1079" == doc["wagers"][0]["edge"]
    assert 2 == main(["analyze", "--game", "blackjack", "--wager", "insurance"])
    assert 2 == main(["analyze", "--game", "blackjack", "--wager", "match_the_dealer"])
