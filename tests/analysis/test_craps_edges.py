"""Exact house edges of every Craps wager, as ``croupier analyze`` reports them, against published figures.

The figures below are checks written in the tests, never used by the model or
the analysis: the analysis reads every result from the model's settlements. A
wrong payout or rule anywhere in the model moves one of these edges.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import Any

import pytest

from croupier.analysis.craps import catalogue
from croupier.reference.craps import TableConfig
from croupier.reference.craps.definitions import Kind

from tests.formulas import all_before_seven

from .conftest import analyze_json, by_name, frac

F = Fraction
Report = dict[str, dict[str, Any]]

#: house edge per unit staked, per resolved wager, on the default profile (no vigorish; 623a.5(a) paytable)
KNOWN = {
    "pass": F(7, 495),  # 244/495 wins at even money
    "come": F(7, 495),
    "dont_pass": F(3, 220),  # bar 12: a come-out 12 is a void (net 0)
    "dont_come": F(3, 220),
    "place_win 4": F(1, 15), "place_win 10": F(1, 15),
    "place_win 5": F(1, 25), "place_win 9": F(1, 25),
    "place_win 6": F(1, 66), "place_win 8": F(1, 66),
    "place_lose 4": F(1, 33), "place_lose 5": F(1, 40), "place_lose 6": F(1, 55),
    "hardway 4": F(1, 9), "hardway 10": F(1, 9),
    "hardway 6": F(1, 11), "hardway 8": F(1, 11),
    "field": F(1, 18),  # 2 to 1 on 2 and on 12
    "any_seven": F(1, 6),
    "any_craps": F(1, 9),
    "craps_2": F(5, 36), "craps_12": F(5, 36), "craps_3": F(1, 9), "eleven": F(1, 9),
    "c_and_e": F(1, 9),
    "horn": F(1, 8),
    "horn_high 12": F(23, 180), "horn_high 3": F(11, 90),
    "whirl": F(2, 15),
    "hop 3-3": F(5, 36), "hop 2-5": F(1, 9),
    "six_seven_eight": F(1, 18),
    "buy 4": F(0), "lay 4": F(0),  # true odds, and the default profile charges no vigorish
}


def test_every_distribution_sums_to_exactly_one(default_report: Report) -> None:
    """Each wager's result distribution is a probability distribution, exactly."""
    for name, w in default_report.items():
        probs = [frac(e["probability"]) for e in w["distribution"]]
        assert 1 == sum(probs, F(0)), name
        assert all(p > 0 for p in probs), name
        assert "1" == w["total_probability"], name


def test_every_offered_wager_is_analysed(default_report: Report) -> None:
    """Every wager kind the default table offers appears, with each number and combination separately."""
    names = set(default_report)
    kinds = {n.split()[0] for n in names}
    assert {k.value for k in Kind} == kinds
    assert 6 == sum(1 for n in names if n.startswith("place_win "))
    assert 17 == sum(1 for n in names if n.startswith("hop "))
    assert 6 == sum(1 for n in names if n.startswith("pass_odds "))
    assert [s.name for s in catalogue(TableConfig())] == list(default_report)


@pytest.mark.parametrize("name,edge", sorted(KNOWN.items()))
def test_known_edges(default_report: Report, name: str, edge: Fraction) -> None:
    """pa:623a.3(a), pa:623a.5(a)-(e): the well-known edges, read from the model's settlements."""
    assert edge == frac(default_report[name]["edge"])


def test_pass_line_distribution(default_report: Report) -> None:
    """pa:623a.3(a)(1): Pass wins 244 of 495 decisions at even money, in 557/165 rolls on average."""
    w = default_report["pass"]
    dist = {(e["result"], frac(e["net"])): frac(e["probability"]) for e in w["distribution"]}
    assert {("lose", F(-1)): F(251, 495), ("win", F(1)): F(244, 495)} == dist
    assert F(557, 165) == frac(w["expected_rolls"])
    assert F(7, 495) / F(557, 165) == frac(w["edge_per_roll"])


def test_odds_have_no_edge(default_report: Report) -> None:
    """pa:623a.6(a)-(d): odds are paid at true odds, at every point and behind every flat wager."""
    odds = [n for n in default_report if "_odds " in n]
    assert 24 == len(odds)
    for name in odds:
        assert 0 == frac(default_report[name]["edge"]), name


def _mirror(name: str) -> str:
    """The wager that turning every die upside down (face f -> 7 - f, total t -> 14 - t) makes of ``name``."""
    kind, _, arg = name.partition(" ")
    if kind == "hop":
        a, b = (int(x) for x in arg.split("-"))
        return f"hop {min(7 - a, 7 - b)}-{max(7 - a, 7 - b)}"
    if arg:
        return f"{kind} {14 - int(arg)}"
    return {"craps_2": "craps_12", "craps_12": "craps_2", "craps_3": "eleven", "eleven": "craps_3",
            "all_small": "all_tall", "all_tall": "all_small"}.get(kind, kind)


def test_edges_invariant_under_upside_down_dice(default_report: Report) -> None:
    """Where the rules and paytables treat t and 14 - t alike, mirrored wagers have the same distribution and edge.

    Horn High is left out: its 'high' fifth pays at its own number's odds, and 2 and 3 are not paid alike. Craps 3
    and 11 in One Roll are compared (both 15 to 1), as are every place, buy, lay, hardway, hop, odds and Bonus pair.
    """
    compared = 0
    for name, w in default_report.items():
        twin = _mirror(name)
        if twin == name or twin not in default_report or name.startswith("horn_high"):
            continue
        other = default_report[twin]
        assert w["distribution"] == other["distribution"], (name, twin)
        assert w["expected_rolls"] == other["expected_rolls"], (name, twin)
        compared += 1
    assert compared >= 60


def _fire_by_formula(pays: dict[int, int]) -> Fraction:
    """An independent Fire Bet edge: a recursion over the set of points made, from the dice probabilities alone."""
    ways = {4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3}
    set_p = {p: F(w, 24) for p, w in ways.items()}  # the come-out eventually sets p (naturals and craps repeat)
    made = {p: F(w, w + 6) for p, w in ways.items()}  # p before 7

    @cache
    def final(points: frozenset[int]) -> dict[int, Fraction]:
        """Distribution of the number of different points made by the end of the hand, from ``points``."""
        stay = sum((set_p[p] * made[p] for p in points), F(0))
        out: dict[int, Fraction] = {len(points): sum((set_p[p] * (1 - made[p]) for p in ways), F(0))}
        for p in ways:
            if p not in points:
                for n, q in final(points | {p}).items():
                    out[n] = out.get(n, F(0)) + set_p[p] * made[p] * q
        return {n: q / (1 - stay) for n, q in out.items()}

    dist = final(frozenset())
    ev = sum((q * pays.get(n, -1) for n, q in dist.items()), F(0))
    return -ev


def test_fire_bet_paytable_a(default_report: Report) -> None:
    """pa:623a.5(f) pay table A (24, 249, 999 to 1): the model agrees with an independent recursion and with
    Ethier's published distribution (The Doctrine of Chances, 2010, ch. 15): P(4 points) = 0.008798178440 and
    P(fewer than 4) = 0.593939393939 + 0.260750492004 + 0.101275355549 + 0.033434212179."""
    w = default_report["fire"]
    assert _fire_by_formula({4: 24, 5: 249, 6: 999}) == frac(w["edge"])
    dist = {frac(e["net"]): frac(e["probability"]) for e in w["distribution"]}
    assert abs(dist[F(24)] - F("0.008798178440")) < F(1, 10**12)
    assert abs(dist[F(-1)] - F("0.989399453671")) < F(4, 10**12)
    assert F("0.2076") < frac(w["edge"]) < F("0.2077")


def test_vig_and_fire_b_on_the_example_profile() -> None:
    """pa:623a.5(f) pay table B (39, 199, 499 to 1); pa:623a.5(g)(3): a 5% Buy vigorish on a win on 4 and 10 costs
    1/60 of the stake; a 5% upfront Lay vigorish on what the Lay wins costs 1/41, 1/31, 1/25 of what is put down."""
    report = by_name(analyze_json("--profile", "craps-example", "--wager", "fire", "--wager", "buy",
                                  "--wager", "lay", "--wager", "pass_odds"))
    assert _fire_by_formula({4: 39, 5: 199, 6: 499}) == frac(report["fire"]["edge"])
    assert F(1, 60) == frac(report["buy 4"]["edge"]) == frac(report["buy 10"]["edge"])
    assert 0 == frac(report["buy 6"]["edge"])
    for n, per_outlay in ((4, F(1, 41)), (5, F(1, 31)), (6, F(1, 25)), (8, F(1, 25)), (9, F(1, 31)), (10, F(1, 41))):
        assert per_outlay == frac(report[f"lay {n}"]["edge_per_outlay"])
    assert {n: 1000 * m for n, m in ((4, 3), (5, 4), (6, 5))} == {n: report[f"pass_odds {n}"]["stake"] for n in (4, 5, 6)}
    for n in (4, 5, 6, 8, 9, 10):
        assert 0 == frac(report[f"pass_odds {n}"]["edge"])


@pytest.mark.parametrize("name,totals,pays", [
    ("all_small", {2, 3, 4, 5, 6}, 34),
    ("all_tall", {8, 9, 10, 11, 12}, 34),
    ("all_or_nothing", {2, 3, 4, 5, 6, 8, 9, 10, 11, 12}, 175),
])
def test_bonus_craps(default_report: Report, name: str, totals: set[int], pays: int) -> None:
    """pa:623a.3(a)(43), pa:623a.5(h): the edge is 1 - (pays + 1) P(all before 7); published as 7.76% and 7.46%."""
    p = all_before_seven(frozenset(totals))
    assert 1 - (pays + 1) * p == frac(default_report[name]["edge"])


@pytest.mark.slow
@pytest.mark.parametrize("profile", ["craps-example", "mini-craps-example", "vig-elections", "readings-a", "readings-b",
                                     "edition-2012", "edition-2013p"])
def test_every_bundled_profile_sums_to_one(profile: str) -> None:
    """Every wager of every bundled profile: an exact distribution, and odds at no edge where payouts are exact.

    readings-b rounds payouts down to the $1 chip: odds at the cap behind a $1 flat wager ($2 on a 6 pays $2, $1
    laid against a 5 wins nothing) carry the breakage as edge, which the analysis reports as it is.
    """
    report = by_name(analyze_json("--profile", profile))
    assert report
    for name, w in report.items():
        assert 1 == sum((frac(e["probability"]) for e in w["distribution"]), F(0)), (profile, name)
        if "_odds " in name and profile != "readings-b":
            assert 0 == frac(w["edge"]), (profile, name)
    if profile == "readings-b":
        assert F(1, 11) == frac(report["pass_odds 6"]["edge"])
        assert F(2, 5) == frac(report["dont_pass_odds 5"]["edge"])
