"""The 2013 Blackjack side wagers of chapter 633a, analysed exactly: House Money category by category, checked
against a brute force over every ordered two of the shoe's cards that reads 633a.1, 633a.6(e)(12) and 633a.13(n)
afresh (not through the kernel); the two-card part of Straight Jack, and the six-card run, against their counts;
Three Card Poker against the well-known one-deck counts, a closed formula and a brute force over the physical cards
of two decks; the dealer's hand that settles Hit and Run against a brute force over every ordered draw, written
apart from the model's kernels; and both edges at the ``side-odds`` profile's paytables, by hand."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from fractions import Fraction
from itertools import combinations, combinations_with_replacement
from math import comb, prod
from pathlib import Path
from typing import Any, Optional

import pytest

from croupier.analysis import blackjack
from croupier.cli import main
from croupier.conformance.blackjack.conform import PROFILES
from croupier.reference.blackjack.config import TableConfig, profile_from_mapping
from croupier.reference.blackjack.kernels import total

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


# --- Three Card Poker (633a.7(g)(8), BJ-A20) -------------------------------------------------------------------------

#: the well-known three-card Poker counts over the 22,100 hands of one deck
ONE_DECK_POKER = {"straight_flush": 48, "three_of_a_kind": 52, "straight": 720, "flush": 1096, None: 20184}


#: the side wagers of the bundled ``side-odds`` profile (two decks; Three Card Poker 40, 30 and 6 to 1 and 5 for 1;
#: Hit and Run 15 to 1, 5 to 2, 100 for 1, 10 % of the meter and 200 to 1, the whole meter), copied so that the
#: figures here and in docs/analysis.md stay put; the profile's other options do not change them
SIDE_ODDS: dict[str, Any] = {
    "decks": 2, "hit_and_run_offered": True, "three_card_poker_offered": True,
    "hit_and_run_meter_initial": 1000000, "hit_and_run_meter_reset": 500000, "hit_and_run_meter_rate": "1/10",
    "hit_and_run_paytable": {"blackjack": "15 to 1", "5_cards": "5 to 2", "6_cards": "100 for 1",
                             "7_cards": "10% of meter and 200 to 1", "8_cards": "100% of meter"},
    "three_card_poker_paytable": {"straight_flush": "40 to 1", "three_of_a_kind": "30 to 1", "straight": "6 to 1",
                                  "flush": "5 for 1"},
}


def side_odds(**changes: Any) -> TableConfig:
    """A table with the ``side-odds`` profile's side wagers, and the default's House Money and Straight Jack, with
    ``changes``."""
    return profile_from_mapping({"game": "blackjack", **SIDE_ODDS, **changes}, source="side-odds")


def test_the_bundled_side_odds_profile_has_these_side_wagers() -> None:
    """The figures at the ``side-odds`` paytables are the bundled profile's (``--profile side-odds``)."""
    bundled = PROFILES["side-odds"]()
    assert {k: bundled.get(k) for k in SIDE_ODDS} == SIDE_ODDS


def _poker_by_formula(decks: int) -> dict[Optional[str], int]:
    """The unordered hands of three of the 52 d cards, counted by formula: 12 runs (A-2-3 to Q-K-A, BJ-A20) of 4 d
    cards a rank, 48 of them one suit; three of a rank, C(4 d, 3) ways; a flush, three of one suit's 13 d cards that
    are no straight flush and not three of one face (three of a kind first, BJ-A20)."""
    d = decks
    sf, trips = 12 * 4 * d ** 3, 13 * comb(4 * d, 3)
    out: dict[Optional[str], int] = {"straight_flush": sf, "three_of_a_kind": trips, "straight": 12 * (4 * d) ** 3 - sf,
                                     "flush": 4 * comb(13 * d, 3) - sf - 52 * comb(d, 3)}
    out[None] = comb(52 * d, 3) - sum(v for v in out.values())
    return out


def _poker_by_brute_force(decks: int) -> dict[Optional[str], int]:
    """Every unordered three of the shoe's physical cards, ranked afresh (not by the kernel): three of a rank is
    three of a kind; else three consecutive ranks (A-2-3 and Q-K-A, no wrap) a straight, a straight flush if of one
    suit; else one suit a flush."""
    shoe = [(r, s) for _ in range(decks) for r in range(1, 14) for s in "SHDC"]
    out: dict[Optional[str], int] = {k: 0 for k in ONE_DECK_POKER}
    for a, b, c in combinations(shoe, 3):
        ranks = sorted((a[0], b[0], c[0]))
        suited = a[1] == b[1] == c[1]
        run = ranks in ([1, 12, 13],) or (ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1)
        cat: Optional[str] = None
        if ranks[0] == ranks[2]:
            cat = "three_of_a_kind"
        elif run:
            cat = "straight_flush" if suited else "straight"
        elif suited:
            cat = "flush"
        out[cat] += 1
    return out


def test_three_card_poker_one_deck_counts() -> None:
    """The well-known counts: 48 straight flushes, 52 three of a kind, 720 straights, 1,096 flushes in 22,100."""
    assert ONE_DECK_POKER == dict(blackjack.three_card_poker_ways(1)) == _poker_by_formula(1)
    assert 22100 == comb(52, 3)
    p = blackjack.three_card_poker_categories(1)
    assert Fraction(1096, 22100) == p["flush"] and 1 == sum(p.values())


@pytest.mark.parametrize("decks", [2, 6, 8])
def test_three_card_poker_by_the_kernel_agrees_with_a_formula(decks: int) -> None:
    """With several decks a hand may hold two or three copies of one face: three of one rank and one suit is three
    of a kind (BJ-A20), two copies and a third card of the suit a flush."""
    ways = _poker_by_formula(decks)
    assert ways == dict(blackjack.three_card_poker_ways(decks))
    whole = comb(52 * decks, 3)
    assert {k: Fraction(v, whole) for k, v in ways.items()} == blackjack.three_card_poker_categories(decks)


def test_three_card_poker_six_decks_pinned() -> None:
    """Six decks: 5,013,320 hands."""
    assert {"straight_flush": 10368, "three_of_a_kind": 26312, "straight": 155520, "flush": 292896,
            None: 4528224} == dict(blackjack.three_card_poker_ways(6))


def test_three_card_poker_two_decks_by_brute_force() -> None:
    """All 182,104 unordered threes of two decks' physical cards."""
    assert _poker_by_brute_force(2) == dict(blackjack.three_card_poker_ways(2)) == _poker_by_formula(2)


def test_three_card_poker_edge_at_the_side_odds_paytable() -> None:
    """40, 30 and 6 to 1, and 5 for 1 (4 to 1, BJ-A10), at two decks: minus the expected net, from the formula's
    counts."""
    cfg = side_odds()
    ways = _poker_by_formula(2)
    whole = comb(104, 3)
    net = Fraction(40 * ways["straight_flush"] + 30 * ways["three_of_a_kind"] + 6 * ways["straight"]
                   + 4 * ways["flush"] - ways[None], whole)
    a = blackjack.analyze(cfg, ["three_card_poker"])[0]
    assert "three_card_poker" == a.wager and 1 == a.total_probability
    assert Fraction(6674, 22763) == -net == a.edge == blackjack.three_card_poker_edge(cfg)
    one = side_odds(decks=1)
    assert Fraction(40 * 48 + 30 * 52 + 6 * 720 + 4 * 1096 - 20184, 22100) == -blackjack.three_card_poker_edge(one)


# --- Hit and Run (633a.6(e)(10), 633a.7(o)(2)(i), BJ-A13) -------------------------------------------------------------


def _dealer_by_brute_force(decks: int, hits_soft_17: bool) -> dict[str, Fraction]:
    """Every ordered draw of the dealer's cards from a fresh shoe, by value (1 the ace, 10 the 16 d cards of ten
    points), weighted by the copies left, with no memo and no kernel: a total counts one ace 11 while that keeps it
    at 21 or under; two cards of 21 are a Blackjack; he draws under 17 and on a soft 17 when he hits it, and stands
    on anything else or busts."""
    left = [0] + [4 * decks] * 9 + [16 * decks]
    n = 52 * decks
    out: dict[str, Fraction] = {}

    def go(cards: int, hard: int, ace: bool, weight: int) -> None:
        if cards >= 2:
            soft = ace and hard + 10 <= 21
            points = hard + 10 if soft else hard
            stands = points > 17 or (points == 17 and not (soft and hits_soft_17))
            if (cards == 2 and points == 21) or stands:
                key = "blackjack" if cards == 2 and points == 21 else f"{cards}_cards"
                out[key] = out.get(key, Fraction(0)) + Fraction(weight, prod(range(n - cards + 1, n + 1)))
                return
        for v in range(1, 11):
            k = left[v]
            if k:
                left[v] -= 1
                go(cards + 1, hard + v, ace or v == 1, weight * k)
                left[v] += 1

    go(0, 0, False, 1)
    return out


@pytest.mark.parametrize("decks,hits_soft_17", [(1, False), (1, True), (2, False), (3, True)])
def test_dealer_hands_agree_with_a_brute_force(decks: int, hits_soft_17: bool) -> None:
    """Three decks hitting soft 17 reach thirteen cards (seven aces, a 5, four aces, and one more), past the
    kernel's twelve-card domain of ``total``."""
    by_hand = _dealer_by_brute_force(decks, hits_soft_17)
    assert 1 == sum(by_hand.values())
    assert by_hand == blackjack.dealer_hands(decks, hits_soft_17)


def test_the_dealer_s_total_is_the_kernel_s() -> None:
    """The enumeration asks the kernel ``total`` once per hard total and ace, on a short hand of its own: the same
    total as the kernel gives every hand of up to five cards (a hard 11 of 10-point card and ace would be a soft 21:
    no ace is added)."""
    for k in range(1, 6):
        for hand in combinations_with_replacement(range(1, 11), k):
            assert total(hand) == blackjack._points(sum(hand), 1 in hand), hand


@pytest.mark.parametrize("decks", [1, 2, 6, 8])
@pytest.mark.parametrize("hits_soft_17", [False, True])
def test_dealer_hands_sum_to_one(decks: int, hits_soft_17: bool) -> None:
    """The chances sum to 1; the Blackjack is an ace and a 10-point card in either order, 2 (4 d)(16 d) / n (n - 1);
    the longest hand: 10 cards with one deck, 11 with two, 12 from three decks (six aces, a 6, four aces, one
    more), 13 hitting soft 17."""
    hands = blackjack.dealer_hands(decks, hits_soft_17)
    n = 52 * decks
    assert 1 == sum(hands.values()) and all(q > 0 for q in hands.values())
    assert Fraction(2 * 4 * decks * 16 * decks, n * (n - 1)) == hands["blackjack"]
    longest = {1: 10, 2: 11}.get(decks, 13 if hits_soft_17 else 12)
    assert ["blackjack"] + [f"{k}_cards" for k in range(2, longest + 1)] == list(hands)


def test_dealer_six_decks_pinned() -> None:
    """Six decks: the wager wins 5530676/64546495 = 8.569 % with the dealer standing on soft 17, 5753192/64546495 =
    8.913 % with him hitting it."""
    assert Fraction(5530676, 64546495) == blackjack.hit_and_run_win_chance(6, False)
    assert Fraction(5753192, 64546495) == blackjack.hit_and_run_win_chance(6, True)
    hands = blackjack.dealer_hands(6, False)
    assert hands["blackjack"] + sum(q for h, q in hands.items() if h != "blackjack" and int(h.split("_")[0]) >= 5) \
        == blackjack.hit_and_run_win_chance(6, False)


def test_hit_and_run_at_the_side_odds_paytable() -> None:
    """15 to 1 on a dealer Blackjack, 5 to 2 on five cards, 100 for 1 (99 to 1) on six, 10 % of the meter and
    200 to 1 on seven, the whole meter on eight or more (two decks, the dealer standing on soft 17): the rows'
    chances from the brute force, the edge by hand leaving the meter out, and the row so named."""
    cfg = side_odds()
    p = _dealer_by_brute_force(2, False)
    cards = {int(h.split("_")[0]): q for h, q in p.items() if h != "blackjack"}
    rows = {"blackjack": p["blackjack"], "5_cards": cards[5], "6_cards": cards[6], "7_cards": cards[7],
            "8_cards": sum((q for k, q in cards.items() if k >= 8), Fraction(0)),
            None: sum((q for k, q in cards.items() if k < 5), Fraction(0))}
    assert rows == blackjack.hit_and_run_chances(cfg)
    net = 15 * rows["blackjack"] + Fraction(5, 2) * rows["5_cards"] + 99 * rows["6_cards"] + 200 * rows["7_cards"] \
        + 0 * rows["8_cards"] - rows[None]
    a = blackjack.analyze(cfg, ["hit_and_run"])[0]
    assert "hit_and_run_without_meter" == a.wager == blackjack.hit_and_run_name(cfg) and 1 == a.total_probability
    assert Fraction(-4465018549, 15932506590) == -net == a.edge == blackjack.hit_and_run_edge(cfg)
    assert "left out" in a.made and "fresh shoe of 2 decks" in a.made
    assert [a.wager] == [r.wager for r in blackjack.analyze(cfg, ["hit_and_run_without_meter"])]


def test_hit_and_run_without_a_meter_row_is_the_wager_s_edge() -> None:
    """With no row paying a share of the meter the edge is the wager's, named ``hit_and_run``; a hand of more cards
    than any row is paid on the highest row at or below it; hitting soft 17 makes more long hands."""
    table = {"blackjack": "10 to 1", "5_cards": "4 to 1", "6_cards": "50 to 1"}
    cfg = side_odds(hit_and_run_paytable=table, decks=6)
    hands = blackjack.dealer_hands(6, False)
    six = sum((q for h, q in hands.items() if h != "blackjack" and int(h.split("_")[0]) >= 6), Fraction(0))
    win = blackjack.hit_and_run_win_chance(6, False)
    expected = 10 * hands["blackjack"] + 4 * hands["5_cards"] + 50 * six - (1 - win)
    a = blackjack.analyze(cfg, ["hit_and_run"])[0]
    assert "hit_and_run" == a.wager and -expected == a.edge == blackjack.hit_and_run_edge(cfg)
    h17 = side_odds(hit_and_run_paytable=table, decks=6, dealer_hits_soft_17=True)
    assert blackjack.hit_and_run_edge(h17) < a.edge
    assert blackjack.hit_and_run_edge(cfg, hits_soft_17=True) == blackjack.hit_and_run_edge(h17)


def test_the_dealer_enumeration_is_quick() -> None:
    """Eight decks, hitting soft 17, from an empty cache, with the contracts as the run has them: well under a
    second (about 0.02 s either way)."""
    blackjack._dealer_ways.cache_clear()
    start = time.perf_counter()
    blackjack.dealer_hands(8, True)
    assert time.perf_counter() - start < 3


def test_side_wagers_not_offered_are_refused_and_not_listed() -> None:
    """The default profile offers neither (their odds are not in the sources, BJ-A19): the report is unchanged."""
    assert ["house_money", "straight_jack_two_card"] == [a.wager for a in blackjack.analyze(TableConfig())]
    for name, flag in (("three_card_poker", "three_card_poker_offered"), ("hit_and_run", "hit_and_run_offered")):
        with pytest.raises(KeyError, match=flag):
            blackjack.analyze(TableConfig(), [name])
    assert ["house_money", "straight_jack_two_card", "three_card_poker", "hit_and_run_without_meter"] == \
        [a.wager for a in blackjack.analyze(side_odds())]


def test_the_command_line_reports_the_profile_s_side_wagers(capsys: pytest.CaptureFixture[str],
                                                             tmp_path: Path) -> None:
    assert 0 == main(["analyze", "--game", "blackjack", "--profile", "side-odds", "--format", "json"])
    doc = json.loads(capsys.readouterr().out)
    wagers = {w["wager"]: w for w in doc["wagers"]}
    assert "6674/22763" == wagers["three_card_poker"]["edge"]
    assert 48 == wagers["three_card_poker"]["categories"]["straight_flush"]["hands"] // 8
    assert "-4465018549/15932506590" == wagers["hit_and_run_without_meter"]["edge"]
    assert "64/1339" == wagers["hit_and_run_without_meter"]["rows"]["blackjack"]["probability"]
    assert "1/10" == wagers["hit_and_run_without_meter"]["rows"]["7_cards"]["meter_share"]
    assert "2" in wagers["hit_and_run_without_meter"]["edge_without_meter_by_decks"]
    assert 1 == sum(Fraction(q) for q in wagers["hit_and_run_without_meter"]["dealer_hand"].values())
    one = tmp_path / "poker.toml"
    one.write_text('decks = 1\nthree_card_poker_offered = true\n'
                   '[three_card_poker_paytable]\nstraight_flush = "40 to 1"\nthree_of_a_kind = "30 to 1"\n'
                   'straight = "6 to 1"\nflush = "4 to 1"\n')
    assert 0 == main(["analyze", "--game", "blackjack", "--profile", str(one), "--wager", "three_card_poker"])
    out = capsys.readouterr().out
    assert "three_card_poker" in out and "48/22100" not in out and "12/5525" in out and "BJ-A19" in out
    assert 2 == main(["analyze", "--game", "blackjack", "--wager", "hit_and_run"])
    assert "hit_and_run_offered" in capsys.readouterr().err


def test_the_side_odds_report_with_contracts_off() -> None:
    """The whole ``side-odds`` report in a subprocess with the contracts off, as ``croupier analyze`` runs them
    (about 1 s, the interpreter's start included)."""
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "croupier.cli", "analyze", "--game", "blackjack", "--profile",
                          "side-odds", "--format", "json"], env={**os.environ, "CROUPIER_CONTRACTS": "0"},
                         capture_output=True, text=True, check=False)
    assert 0 == run.returncode, run.stderr
    doc = json.loads(run.stdout)
    assert doc["contracts"] is False and time.perf_counter() - start < 30
