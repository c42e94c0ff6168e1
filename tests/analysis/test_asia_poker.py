"""``croupier analyze --game asia_poker``: the Bonus Wager exact on each paytable, from the hand counts and the
printed odds; the Asia Poker Wager's sampled estimate, seeded and consistent with the exchangeability it rests on."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from croupier.analysis import asia_poker
from croupier.reference.asia_poker import kernels
from croupier.reference.asia_poker.config import TableConfig, profile_from_mapping
from tests.analysis.conftest import analyze_json, by_name, frac

#: 659a.12(b): the odds of paytable A, as the seed prints them
ODDS_A = {"three_of_a_kind_and_four_8s": 5000, "five_aces": 800, "royal_flush": 200, "natural_straight_flush": 80,
          "straight_flush_with_a_joker": 40, "four_of_a_kind": 30, "9_high": 10, "full_house": 5, "flush": 4,
          "three_of_a_kind": 3, "straight": 2}


@pytest.fixture(scope="module")
def bonus_report() -> dict[str, Any]:
    doc = analyze_json("--game", "asia_poker", "--profile", "bonus", "--samples", "300")
    assert doc["profile"] == "bonus" and doc["samples"] == 300 and doc["contracts"] is False
    return doc


def test_the_bonus_edge_is_the_counts_at_the_printed_odds(bonus_report: dict[str, Any]) -> None:
    """Paytable A: the model's settlements of each Bonus hand, weighed by the exact counts, give the same edge as
    the counts times the odds of 659a.12(b) written out here."""
    counts = {"three_of_a_kind_and_four_8s": 54, "five_aces": 1128, "royal_flush": 26132,
              "natural_straight_flush": 38728, "straight_flush_with_a_joker": 146104, "four_of_a_kind": 307418,
              "9_high": 32768, "full_house": 4188528, "flush": 6170400, "three_of_a_kind": 7672500,
              "straight": 11034204}
    total = 154143080
    expected = sum(Fraction(n * (ODDS_A[h] + 1), total) for h, n in counts.items())
    bonus = by_name(bonus_report)["bonus"]
    assert 1 - expected == frac(bonus["edge"])
    assert bonus["exact"] is True


def test_the_wager_is_an_estimate_and_says_so(bonus_report: dict[str, Any]) -> None:
    wager = by_name(bonus_report)["asia_poker"]
    assert (False, "300", "659") == (wager["exact"], wager["samples"], wager["seed"])
    assert 0 < float(frac(wager["edge_estimate"])) < 0.2


def test_the_estimate_is_seeded_and_rests_on_exchangeable_hands() -> None:
    """Same seed, same figures; the player wins two comparisons about as often as the dealer does (the identity
    the edge estimate uses), within four standard errors."""
    cfg = TableConfig()
    a, b = asia_poker.estimate_wager(cfg, 400, 7), asia_poker.estimate_wager(cfg, 400, 7)
    assert (a.wins, a.copy_losses, a.plain_losses) == (b.wins, b.copy_losses, b.plain_losses)
    assert a.wins + a.copy_losses + a.plain_losses == 400
    assert abs(a.wins - a.plain_losses) <= 4 * (a.wins + a.plain_losses) ** 0.5
    assert a.copy_losses > 0


def test_a_profile_without_the_bonus_analyses_the_wager_only() -> None:
    rows = asia_poker.analyze(TableConfig(), samples=50)
    assert ["asia_poker"] == [r.wager for r in rows]
    with pytest.raises(KeyError):
        asia_poker.analyze(TableConfig(), ["bonus"], samples=50)
    with pytest.raises(KeyError):
        asia_poker.analyze(TableConfig(), ["dragon"], samples=50)


def test_the_model_settles_each_bonus_representative_as_its_hand() -> None:
    cfg = profile_from_mapping({"game": "asia_poker", "bonus_offered": True, "bonus_paytable": "A"})
    for hand, odds in ODDS_A.items():
        (o,) = [x for x in asia_poker.play(cfg, kernels.cards(asia_poker.REPRESENTATIVES[hand]), (), 500, 100)
                if x.bet == "bonus"]
        assert o.amount == 100 * odds, hand
