"""Exact house edges of every Craps wager, as ``croupier analyze`` reports them, against published figures.

The figures below are checks written in the tests, never used by the model or
the analysis: the analysis reads every result from the model's settlements. A
wrong payout or rule anywhere in the model moves one of these edges.
"""

from __future__ import annotations

import os
import subprocess
import sys
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from croupier.analysis.craps import catalogue
from croupier.reference.craps import TableConfig
from croupier.reference.craps.definitions import Kind

from tests.formulas import WAYS, all_before_seven

from .conftest import analyze_json, by_name, frac

#: its fixture takes many seconds: every test of the module runs on one pytest-xdist worker, which builds it once
pytestmark = pytest.mark.xdist_group("analysis-craps")

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


def test_per_bet_made_and_per_bet_resolved(default_report: Report) -> None:
    """pa:623a.3(a)(2): Don't Pass and Don't Come push on a come-out 12 (1/36): 3/220 per bet made, 27/1925 per bet
    resolved (3/220 x 36/35); a wager that never pushes has one figure."""
    for name in ("dont_pass", "dont_come"):
        w = default_report[name]
        assert (F(3, 220), F(1, 36), F(27, 1925)) == (frac(w["edge"]), frac(w["push_probability"]),
                                                      frac(w["edge_per_resolved"])), name
        assert F(27, 1925) == frac(w["element_of_risk"])
    assert frac(default_report["pass"]["edge"]) == frac(default_report["pass"]["edge_per_resolved"])
    assert 0 == frac(default_report["pass"]["push_probability"])


def _per_working_roll(ways: int, pays: Fraction, losing_ways: int) -> Fraction:
    """The expected loss of one roll on which a wager that stays up is working: it wins ``pays`` on ``ways`` of
    the 36 throws and loses on ``losing_ways``; any other throw leaves it as it was."""
    return -(ways * pays - losing_ways) / 36


#: wager -> its loss per roll while working, computed here from the dice and the 623a.5(a) odds, and the textbook
#: figure (0.463 %, 1.111 %, 1.667 % for Place 6/8, 5/9, 4/10; 2.778 % for every hardway)
PER_WORKING_ROLL = {
    "place_win 6": (_per_working_roll(5, F(7, 6), 6), "0.463 %"),
    "place_win 8": (_per_working_roll(5, F(7, 6), 6), "0.463 %"),
    "place_win 5": (_per_working_roll(4, F(7, 5), 6), "1.111 %"),
    "place_win 9": (_per_working_roll(4, F(7, 5), 6), "1.111 %"),
    "place_win 4": (_per_working_roll(3, F(9, 5), 6), "1.667 %"),
    "place_win 10": (_per_working_roll(3, F(9, 5), 6), "1.667 %"),
    "hardway 6": (_per_working_roll(1, F(9), 6 + 4), "2.778 %"),
    "hardway 8": (_per_working_roll(1, F(9), 6 + 4), "2.778 %"),
    "hardway 4": (_per_working_roll(1, F(7), 6 + 2), "2.778 %"),
    "hardway 10": (_per_working_roll(1, F(7), 6 + 2), "2.778 %"),
    "buy 4": (F(0), "0.000 %"),  # true odds, no vigorish on the default table
}


@pytest.mark.parametrize("name", sorted(PER_WORKING_ROLL))
def test_loss_per_roll_while_working(default_report: Report, name: str) -> None:
    """pa:623a.3(a)(5)-(10): a Place, Buy or hardway wager is off on a come-out roll; per roll while it works it
    costs the textbook figure (Place 6: 1/216), beside the smaller figure per roll from a fresh hand."""
    exact, shown = PER_WORKING_ROLL[name]
    w = default_report[name]
    assert exact == frac(w["edge_per_working_roll"])
    assert shown == f"{float(exact) * 100:.3f} %"
    assert frac(w["expected_working_rolls"]) < frac(w["expected_rolls"])  # the come-out rolls it is off


def test_buy_vigorish_per_working_roll_on_the_example_profile() -> None:
    """pa:623a.5(g)(3)(i)(B): a 5% vigorish on the wager, taken from a win on 4: each working roll wins 2 - 1/20 on 3
    throws and loses on 6, 3/20 / 36 = 1/240 a roll."""
    w = by_name(analyze_json("--profile", "craps-example", "--wager", "buy 4"))["buy 4"]
    assert _per_working_roll(3, 2 - F(1, 20), 6) == F(1, 240) == frac(w["edge_per_working_roll"])


def _profile(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / f"{name}.toml"
    path.write_text(text)
    return str(path)


POINTS = (4, 5, 6, 8, 9, 10)
#: odds cap -> (profile lines, the multiple on each point, Pass or Come with odds at the cap per total wagered: the
#: textbook values)
CAPS = {
    "1x": ("", dict.fromkeys(POINTS, 1), F(7, 825)),
    "2x": ("odds_multiple = 2\n", dict.fromkeys(POINTS, 2), F(1, 165)),
    "3x": ("odds_multiple = 3\n", dict.fromkeys(POINTS, 3), F(7, 1485)),
    "3-4-5x": ('odds_multiple = {"4" = 3, "5" = 4, "6" = 5, "8" = 5, "9" = 4, "10" = 3}\n',
               {4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3}, F(7, 1870)),
}


@pytest.mark.parametrize("cap", sorted(CAPS))
def test_line_wager_with_odds_per_total_wagered(cap: str, tmp_path: Path) -> None:
    """pa:623a.6(a), (c), (e): Pass (and Come) with full odds at the profile's cap, the loss of both over the total
    wagered: 7/825 at 1x, 1/165 at 2x, 7/1485 at 3x, 7/1870 at 3-4-5x, i.e. 7/495 over 1 + cap x 2/3."""
    lines, multiples, expected = CAPS[cap]
    path = _profile(tmp_path, cap, 'game = "craps"\n' + lines)
    doc = analyze_json("--profile", path, "--wager", "pass", "--wager", "pass_odds", "--wager", "come",
                       "--wager", "come_odds")
    combined = {c["flat"]: c for c in doc["combined_with_odds"]}
    assert {"pass", "come"} == set(combined)
    for flat in ("pass", "come"):
        assert expected == frac(combined[flat]["edge_per_total_wagered"]), flat
    assert 1 + sum((F(WAYS[p], 36) * m for p, m in multiples.items()), F(0)) == frac(
        combined["pass"]["expected_total_wagered"])



def test_dont_pass_with_odds_per_total_wagered(tmp_path: Path) -> None:
    """pa:623a.6(b), (e): Don't Pass with odds laid to win the flat wager (1x): 3/220 over 2 units wagered = 3/440,
    behind a $10 flat wager, whose odds are whole chips ($20, $15, $12); behind the default $5 one the odds on 5 and
    9 are $7, the most in whole chips within the cap, so less is wagered and the figure is a little more."""
    path = _profile(tmp_path, "ten", 'game = "craps"\ntable_min = 1000\n')
    doc = analyze_json("--profile", path, "--wager", "dont_pass", "--wager", "dont_pass_odds")
    (c,) = doc["combined_with_odds"]
    assert (F(3, 440), F(2), 1000) == (frac(c["edge_per_total_wagered"]), frac(c["expected_total_wagered"]),
                                       c["flat_stake"])
    assert {"4": 2000, "5": 1500, "6": 1200, "8": 1200, "9": 1500, "10": 2000} == c["odds_stakes"]
    doc = analyze_json("--wager", "dont_pass", "--wager", "dont_pass_odds")
    (c,) = doc["combined_with_odds"]
    assert F(3, 220) / (1 + F(2 * 3 * 2 + 2 * 4 * F(7, 5) + 2 * 5 * F(6, 5), 36)) == frac(c["edge_per_total_wagered"])


def test_the_header_names_the_elections(tmp_path: Path) -> None:
    """The default table charges no vigorish on Buy and Lay, and says so; the vig-elections profile names its
    rates, when they are paid, its odds caps and its Fire pay table."""
    def header(*args: str) -> str:
        run = subprocess.run([sys.executable, "-m", "croupier.cli", "analyze", "--wager", "field", *args],
                             env={**os.environ, "CROUPIER_CONTRACTS": "0"}, capture_output=True, text=True, check=True)
        return run.stdout.split("\nwager ")[0]

    default = header()
    assert "Buy vigorish: NONE (buy_vig = none)" in default and "Lay vigorish: NONE (lay_vig = none)" in default
    assert "Pass and Come odds up to 1x on every point (odds_multiple)" in default
    assert "Fire Bet pay table A (fire_paytable): 4 points 24 to 1, 5 points 249 to 1, 6 points 999 to 1" in default
    assert "Field: 2, 12 pay 2 to 1; 3, 4, 9, 10, 11 pay 1 to 1" in default
    vig = header("--profile", "vig-elections")
    assert "Buy vigorish: 4% of the amount wagered, paid when the wager is made, on every Buy wager" in vig
    assert "Lay vigorish: 5% of the win, taken from a win on 4, 5, 6, 8, 9, 10 only (lay_vig = on_win" in vig
    assert "Pass and Come odds up to 10x on every point" in vig and "Fire Bet pay table B" in vig
    doc = analyze_json("--profile", "vig-elections", "--wager", "field")
    assert any(line.startswith("Buy vigorish: 4%") for line in doc["elections"])


# --- Mini-Craps (623a.2(c)): the same wagers on a smaller table, checked against a calculation from the rules ---

#: the chance that a come-out roll (or a Come bet's first roll) goes to each point
TO_POINT = {p: F(WAYS[p], 36) for p in POINTS}


def _before_seven(p: int) -> Fraction:
    return F(WAYS[p], WAYS[p] + 6)


def _mini_edges() -> dict[str, Fraction]:
    """Every wager of the Mini-Craps example profile, its house edge per bet made, from the rule text and the
    623a.5(a) odds: a line wager wins on a natural or its point before a 7; Don't Pass bars 12."""
    out: dict[str, Fraction] = {}
    win = F(8, 36) + sum((q * _before_seven(p) for p, q in TO_POINT.items()), F(0))
    dont_lose = win
    dont_win = F(3, 36) + sum((q * (1 - _before_seven(p)) for p, q in TO_POINT.items()), F(0))
    for name in ("pass", "come"):
        out[name] = 1 - 2 * win
    for name in ("dont_pass", "dont_come"):
        out[name] = dont_lose - dont_win
    place_win = {4: F(9, 5), 5: F(7, 5), 6: F(7, 6)}
    place_lose = {4: F(5, 11), 5: F(5, 8), 6: F(4, 5)}
    for p in POINTS:
        low = min(p, 14 - p)
        w = _before_seven(p)
        out[f"place_win {p}"] = -(w * place_win[low] - (1 - w))
        out[f"place_lose {p}"] = -((1 - w) * place_lose[low] - w)
    for n, pays in ((4, 7), (6, 9), (8, 9), (10, 7)):
        hard = F(1, 1 + 6 + WAYS[n] - 1)  # the hard way before a 7 or the easy way
        out[f"hardway {n}"] = -(hard * pays - (1 - hard))
    one_roll = {  # total -> net per unit
        "field": {2: F(2), 3: F(1), 4: F(1), 9: F(1), 10: F(1), 11: F(1), 12: F(2)},
        "any_seven": {7: F(4)}, "any_craps": {2: F(7), 3: F(7), 12: F(7)}, "eleven": {11: F(15)},
        "horn": {2: F(30 - 3, 4), 12: F(30 - 3, 4), 3: F(15 - 3, 4), 11: F(15 - 3, 4)},  # a quarter wins, three lose
    }
    for name, nets in one_roll.items():
        out[name] = -sum((F(WAYS[t], 36) * nets.get(t, F(-1)) for t in WAYS), F(0))
    for name, totals, pays in (("all_small", {2, 3, 4, 5, 6}, 34), ("all_tall", {8, 9, 10, 11, 12}, 34),
                               ("all_or_nothing", {2, 3, 4, 5, 6, 8, 9, 10, 11, 12}, 175)):
        out[name] = 1 - (pays + 1) * all_before_seven(frozenset(totals))
    return out


def _place_rolls(n: int) -> Fraction:
    """Expected rolls from a fresh hand until a Place bet on ``n`` is decided: off on come-out rolls (no point: the
    hand stays on a come-out roll; a point q sets it working), on while a point is set; making a point other than
    ``n`` turns it off again. E_q = 1 + (P(stay) E_q) + [q != n] P(q) E_c, solved as E_q = a_q + b_q E_c."""
    a, b = {}, {}
    for q in POINTS:
        leave = F(WAYS[n] + 6 + (WAYS[q] if q != n else 0), 36)
        a[q] = 1 / leave
        b[q] = (F(WAYS[q], 36) if q != n else F(0)) / leave
    come_out = (1 + sum((TO_POINT[q] * a[q] for q in POINTS), F(0))) / (
        1 - F(12, 36) - sum((TO_POINT[q] * b[q] for q in POINTS), F(0)))
    return come_out


@pytest.fixture(scope="session")  # built once per worker, not again on each return to this module
def mini_report() -> Report:
    doc = analyze_json("--profile", "mini-craps-example")
    assert "mini_craps" == doc["table"]
    return by_name(doc)


def test_mini_craps_edges(mini_report: Report) -> None:
    """pa:623a.2(c), pa:623a.3(a), pa:623a.5(a), (c), (h): every wager of the Mini-Craps example profile (no Fire Bet,
    Bonus Craps offered) against the edges computed above from the rule text; its odds at no edge."""
    expected = _mini_edges()
    flat = {n for n in mini_report if "_odds " not in n}
    assert set(expected) == flat
    for name, edge in expected.items():
        assert edge == frac(mini_report[name]["edge"]), name
    for name in set(mini_report) - flat:
        assert 0 == frac(mini_report[name]["edge"]), name
    assert (F(7, 495), F(3, 220), F(1, 66), F(1, 9)) == (expected["pass"], expected["dont_pass"],
                                                         expected["place_win 6"], expected["hardway 4"])


def test_mini_craps_rolls(mini_report: Report) -> None:
    """Expected rolls from a fresh hand: Pass 557/165 (1 + the points' 1/(P(p) + P(7)) weighted), a Place bet as
    the come-out/point chain above; per roll while working, the Place 6 1/216 of the full table."""
    pass_rolls = 1 + sum((q * F(36, WAYS[p] + 6) for p, q in TO_POINT.items()), F(0))
    assert F(557, 165) == pass_rolls == frac(mini_report["pass"]["expected_rolls"])
    for n in POINTS:
        w = mini_report[f"place_win {n}"]
        assert _place_rolls(n) == frac(w["expected_rolls"]), n
        assert F(36, WAYS[n] + 6) == frac(w["expected_working_rolls"]), n
    assert F(1, 216) == frac(mini_report["place_win 6"]["edge_per_working_roll"])
