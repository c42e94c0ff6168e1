"""Exact Pai Gow analysis through the model, against counts made here another way.

The draws and the dealer's ways are checked against brute force over the 32 tiles told apart (every four of them
for the player; every four of the 28 left for the dealer, for a few player draws); the strengths against
:meth:`Ranking.beats`; the classes by playing random deals through the model, each of which must settle as its
class's sample does. The Pair Fortunes counts are checked against counting by formula: every tile belongs to one
of the sixteen pairs a set sorts into. The analyses themselves run through ``croupier analyze --game paigow
--format json`` in one subprocess with the reference's contracts off.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import os
import random
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from math import comb
from typing import Any

import pytest

from croupier.analysis import paigow
from croupier.reference.paigow.bonus import Category
from croupier.reference.paigow.config import TableConfig, profile_from_mapping
from croupier.reference.paigow.house_way import HouseWay, choose
from croupier.reference.paigow.tiles import Ranking, full_set
from .conftest import frac

PA, PA_T, MD = "pa-621a@2012", "pa-535@2010t", "md-paigow@1.1"


# --- the enumeration, in-process (contracts on) ------------------------------------------------------------------


def test_the_draws_are_every_four_tiles_of_the_set() -> None:
    """8,130 draws, each weighing its number of ways among the 35,960 choices of four tiles told apart."""
    r = Ranking.from_ruleset(PA)
    d = paigow.draws(PA, HouseWay.STRONGEST_LOW)
    brute = Counter(tuple(sorted(c)) for c in itertools.combinations(full_set(r), 4))
    assert 8130 == len(d.ways) == len(brute)
    assert brute == {d.tiles(i): int(d.ways[i]) for i in range(len(d.ways))}


@pytest.mark.parametrize("seed", range(4))
def test_the_dealers_ways_by_brute_force(seed: int) -> None:
    """For a player draw, every four of the 28 tiles left, told apart, counted directly."""
    r = Ranking.from_ruleset(PA)
    d = paigow.draws(PA, HouseWay.STRONGEST_LOW)
    i = random.Random(seed).randrange(len(d.ways))
    left = list((Counter(full_set(r)) - Counter(d.tiles(i))).elements())
    brute = Counter(tuple(sorted(c)) for c in itertools.combinations(left, 4))
    w = paigow.dealer_ways(d, i)
    assert comb(28, 4) == int(w.sum()) == sum(brute.values())
    assert brute == {d.tiles(j): int(w[j]) for j in range(len(w)) if w[j]}


@pytest.mark.parametrize("rid, way", [(PA, HouseWay.STRONGEST_LOW), (PA_T, HouseWay.STRONGEST_HIGH)])
def test_the_strengths_order_hands_as_the_ranking_does(rid: str, way: HouseWay) -> None:
    r = Ranking.from_ruleset(rid)
    d = paigow.draws(rid, way)
    rng = random.Random(7)
    for _ in range(400):
        i, j = rng.randrange(len(d.ways)), rng.randrange(len(d.ways))
        a, b = choose(r, d.tiles(i), way), choose(r, d.tiles(j), way)
        assert (d.high[i] > d.high[j]) == r.beats(a.high, b.high)
        assert (d.low[i] > d.low[j]) == r.beats(a.low, b.low)


@pytest.mark.parametrize("keys", [
    {}, {"ruleset": PA_T},
    {"zero_clause_scope": "any_pip_total", "vig_rounding": "none", "house_way": "strongest_high",
     "start_position_source": "rng"},
    {"house_way": "low_unless_weak", "house_way_pairs": "keep", "house_way_high_nine": True}])
def test_every_deal_settles_as_its_class_does(keys: dict[str, Any]) -> None:
    """Random deals through the model: each settles the Pai Gow wager exactly as the sample of its class."""
    cfg = profile_from_mapping(keys)
    r = Ranking.from_ruleset(cfg.ruleset)
    classes = paigow.round_classes(cfg.ruleset, cfg.dealer_way)
    assert comb(32, 4) * comb(28, 4) == sum(ways for _, ways, _, _ in classes)
    settled = {key: paigow.play(cfg, p, b, 1200)[paigow.WAGER] for key, _, p, b in classes}
    rng = random.Random(str(keys))
    tiles = list(full_set(r))
    seen = set()
    for _ in range(60):
        deal = rng.sample(tiles, 8)
        mine, banker = choose(r, deal[:4], cfg.dealer_way), choose(r, deal[4:], cfg.dealer_way)
        v = r.evaluate(mine.low)
        key = (r.beats(mine.high, banker.high), r.beats(mine.low, banker.low), not v.is_pair and v.value == 0,
               sum(a + b for a, b in mine.low) % 10 == 0)
        got = paigow.play(cfg, deal[:4], deal[4:], 1200)[paigow.WAGER]
        assert (settled[key].result, settled[key].commission) == (got.result, got.commission), (deal, key)
        seen.add(key)
    assert len(seen) >= 4


def test_pair_fortunes_counts_by_formula() -> None:
    """Four tiles from the sixteen pairs of two: no pair C(16,4) 2^4 ways; two pairs C(16,2), one of them the Gee
    Joon with the Heaven pair; one pair and two tiles of two other pairs C(15,2) 2^2 ways per pair, the pair the
    Supreme (Gee Joon), one of the four mixed pairs or one of the eleven others."""
    got = {c: ways for c, ways, _ in paigow.bonus_classes(MD)}
    one = comb(15, 2) * 4
    assert {Category.GEE_JOON_AND_HEAVEN: 1, Category.TWO_PAIRS: comb(16, 2) - 1, Category.GEE_JOON: one,
            Category.MIXED_PAIR: 4 * one, Category.IDENTICAL_PAIR: 11 * one, None: comb(16, 4) * 16} == got
    assert comb(32, 4) == sum(got.values())


def test_wagers_named() -> None:
    assert [paigow.WAGER] == paigow.wagers_named(TableConfig())
    md = profile_from_mapping({"ruleset": MD, "pair_fortunes": "A"})
    assert [paigow.WAGER, paigow.BONUS] == paigow.wagers_named(md)
    assert [paigow.BONUS] == paigow.wagers_named(md, ["Pair-Fortunes"])
    with pytest.raises(KeyError, match="not offered"):
        paigow.wagers_named(TableConfig(), ["pair_fortunes"])
    with pytest.raises(KeyError, match="not a Pai Gow wager"):
        paigow.wagers_named(TableConfig(), ["banker"])
    banking = profile_from_mapping({"player_banking": True, "co_banking": True})
    assert [paigow.WAGER, paigow.BANK, paigow.CO_BANK] == paigow.wagers_named(banking)
    assert [paigow.CO_BANK] == paigow.wagers_named(banking, ["Co-Bank"])
    with pytest.raises(KeyError, match="player_banking = false"):
        paigow.wagers_named(TableConfig(), ["bank"])
    never = profile_from_mapping({"player_banking": True, "start_of_game": "every_round"})  # AMB-11: no bank ever
    assert [paigow.WAGER] == paigow.wagers_named(never)
    with pytest.raises(KeyError, match="every_round"):
        paigow.wagers_named(never, ["bank"])


@pytest.mark.parametrize("keys", [{"player_banking": True, "co_banking": True},
                                  {"player_banking": True, "co_banking": True, "vig_rounding": "none",
                                   "bank_settlement_order": "sequential", "cobank_odd_cent": "house",
                                   "house_way": "low_unless_weak", "house_way_pairs": 7, "house_way_high_nine": True}])
def test_every_banked_deal_settles_as_its_class_does(keys: dict[str, Any]) -> None:
    """pa:621a.9(o), (r): random deals of a bank (or co-bank) against one hand, through the model: the bank's
    settlement is that of its class's sample (the classes of the player's wager, seen from the banker's side)."""
    cfg = profile_from_mapping(keys)
    r = Ranking.from_ruleset(cfg.ruleset)
    classes = paigow.round_classes(cfg.ruleset, cfg.dealer_way)
    settled = {(key, co): paigow.bank_play(cfg, p, b, 1010, co) for key, _, p, b in classes for co in (False, True)}
    rng = random.Random(str(keys))
    tiles = list(full_set(r))
    seen = set()
    for n in range(30):
        deal = rng.sample(tiles, 8)
        mine, banker = choose(r, deal[:4], cfg.dealer_way), choose(r, deal[4:], cfg.dealer_way)
        v = r.evaluate(mine.low)
        key = (r.beats(mine.high, banker.high), r.beats(mine.low, banker.low), not v.is_pair and v.value == 0,
               sum(a + b for a, b in mine.low) % 10 == 0)
        co = n % 2 == 1
        assert settled[key, co] == paigow.bank_play(cfg, deal[:4], deal[4:], 1010, co), (deal, key, co)
        seen.add(settled[key, co][0])
    assert {"win", "lose", "push"} == seen


# --- the analyses, through the command line (contracts off) -------------------------------------------------------

RUNS: dict[str, list[str]] = {
    "default": [],
    "stake_1200": ["--stake", "1200"],
    "exact_1200": ["--profile", "readings", "--stake", "1200"],
    "pa_535": ["--profile", "pa-535"],
    "maryland": ["--profile", "maryland"],
    "maryland_d": ["--profile", "maryland-settle", "--wager", "pair_fortunes"],
    "no_bonus_here": ["--wager", "pair_fortunes"],
    "bad_stake": ["--stake", "0"],
    "best": ["--setting", "best"],
    "banking": ["--profile", "banking"],
    "bank_1010": ["--profile", "banking", "--stake", "1010", "--wager", "bank", "--wager", "co_bank"],
    "no_bank_here": ["--wager", "bank"],
}

_SCRIPT = """
import contextlib, io, json, sys
from croupier.cli import main
out = {}
for name, argv in json.loads(sys.stdin.read()).items():
    o, e = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(o), contextlib.redirect_stderr(e):
        rc = main(argv)
    out[name] = {"rc": rc, "stdout": o.getvalue(), "stderr": e.getvalue()}
print(json.dumps(out))
"""

#: its fixture takes many seconds: every test of the module runs on one pytest-xdist worker, which builds it once
pytestmark = pytest.mark.xdist_group("analysis-paigow")


@pytest.fixture(scope="session")  # built once per worker, not again on each return to this module
def runs() -> dict[str, dict[str, Any]]:
    argvs = {name: ["analyze", "--game", "paigow", "--format", "json", *more] for name, more in RUNS.items()}
    run = subprocess.run([sys.executable, "-c", _SCRIPT], input=json.dumps(argvs), capture_output=True, text=True,
                         env={**os.environ, "CROUPIER_CONTRACTS": "0"}, check=False)
    assert 0 == run.returncode, run.stderr
    out: dict[str, dict[str, Any]] = json.loads(run.stdout)
    for r in out.values():
        if r["rc"] == 0:
            doc = json.loads(r["stdout"])
            assert "paigow" == doc["game"] and doc["contracts"] is False and "setting" in doc["convention"]
            r["wagers"] = {w["wager"]: w for w in doc["wagers"]}
    return out


def _dist(run: dict[str, Any], wager: str) -> dict[tuple[str, Fraction], Fraction]:
    return {(d["result"], frac(d["net"])): frac(d["probability"]) for d in run["wagers"][wager]["distribution"]}


def test_every_distribution_is_whole_and_its_edge_follows(runs: dict[str, dict[str, Any]]) -> None:
    for name, r in runs.items():
        for w in r.get("wagers", {}).values():
            dist = {k: v for k, v in _dist(r, w["wager"]).items()}
            assert 1 == sum(dist.values()), name
            assert frac(w["edge"]) == -sum(net * p for (_, net), p in dist.items()), name


def test_the_pai_gow_wager(runs: dict[str, dict[str, Any]]) -> None:
    """At $10 the vigorish is 50 cents; at $12 it is 60 cents, rounded up to 75 (vig_rounding = quarter) or not
    (none): the chances of win, push and loss do not move. The 535 edition lacks the zero-zero rule: two hands of
    value 0 are compared by their tiles, and the player wins a little more often."""
    base = _dist(runs["default"], paigow.WAGER)
    assert {"lose", "push", "win"} == {r for r, _ in base}
    p_win = next(p for (r, _), p in base.items() if r == "win")
    assert (("win", Fraction(19, 20)) in base and ("win", Fraction(15, 16)) in _dist(runs["stake_1200"], paigow.WAGER)
            and ("win", Fraction(19, 20)) in _dist(runs["exact_1200"], paigow.WAGER))
    assert p_win == _dist(runs["stake_1200"], paigow.WAGER)[("win", Fraction(15, 16))]
    assert Fraction(31678123, 1227135000) == frac(runs["default"]["wagers"][paigow.WAGER]["edge"])
    old = _dist(runs["pa_535"], paigow.WAGER)
    assert old[("win", Fraction(19, 20))] > p_win
    assert frac(runs["maryland"]["wagers"][paigow.WAGER]["edge"]) == frac(
        runs["default"]["wagers"][paigow.WAGER]["edge"])  # Maryland ranks and settles as 621a does


def test_pair_fortunes(runs: dict[str, dict[str, Any]]) -> None:
    """Paytable B (maryland) and D (maryland-settle), by category: 250 or 200 for the Gee Joon with the Heaven
    pair, 25 or 30 for two pairs, 8 or 10 for the Gee Joon pair, 5 or 4 for a mixed pair, 2 for an identical one."""
    n = comb(32, 4)
    one = comb(15, 2) * 4
    for run, pays in (("maryland", (250, 25, 8, 5, 2)), ("maryland_d", (200, 30, 10, 4, 2))):
        got = _dist(runs[run], paigow.BONUS)
        ways = (1, comb(16, 2) - 1, one, 4 * one, 11 * one)
        assert {**{("win", Fraction(x)): Fraction(w, n) for x, w in zip(pays, ways)},
                ("lose", Fraction(-1)): Fraction(comb(16, 4) * 16, n)} == got


def test_the_best_setting(runs: dict[str, dict[str, Any]]) -> None:
    """A player who sets each draw the way that does best against the dealer's house way does at least as well as
    one who copies it, draw by draw, so in all; his wins and losses are still the model's (vigorish included)."""
    best, way = _dist(runs["best"], paigow.WAGER), _dist(runs["default"], paigow.WAGER)
    assert set(best) == set(way)
    assert frac(runs["best"]["wagers"][paigow.WAGER]["edge"]) < frac(runs["default"]["wagers"][paigow.WAGER]["edge"])
    assert "best against" in runs["best"]["wagers"][paigow.WAGER]["made"]


def test_every_setting_counts_as_brute_force_does() -> None:
    """For a few player draws and each of their three settings: the dealer ways of each class (his high hand wins or
    not, his low hand wins or not), counted with numpy, against every four of the 28 tiles left, told apart,
    compared one by one with :meth:`Ranking.beats`."""
    from croupier.reference.paigow.house_way import splits
    cfg = TableConfig()
    r = Ranking.from_ruleset(PA)
    d = paigow.draws(PA, cfg.house_way)
    rng = random.Random(11)
    for _ in range(2):
        i = rng.randrange(len(d.ways))
        tiles = d.tiles(i)
        left = list((Counter(full_set(r)) - Counter(tiles)).elements())
        dealers = [choose(r, c, cfg.house_way) for c in itertools.combinations(left, 4)]
        for s in splits(r, tiles):
            brute = Counter((r.beats(s.high, x.high), r.beats(s.low, x.low)) for x in dealers)
            got = paigow.setting_counts(PA, d, paigow.dealer_ways(d, i), s)
            assert brute == Counter({key[:2]: n for key, (n, _) in got.items()}), (tiles, s)


def test_the_bank_and_the_co_bank(runs: dict[str, dict[str, Any]]) -> None:
    """pa:621a.9(o), (r): against one hand set by the house way, the bank wins what the player loses, less 5% of
    its surplus, and pays what he wins; a co-bank the same on its half. At $10 the 5% is 50 cents (25 on a half);
    at $10.10 it is 50.5 cents rounded up to 75 (vig_rounding = quarter) on the bank's $10.10, and 25.25 rounded
    up to 50 on the co-bank's $5.05 (cobank_odd_cent = house in the banking profile: the halves are whole)."""
    player = _dist(runs["default"], paigow.WAGER)
    p = {r: pr for (r, _), pr in player.items()}
    for key in (paigow.BANK, paigow.CO_BANK):
        bank = _dist(runs["banking"], key)
        assert {("win", Fraction(19, 20)): p["lose"], ("lose", Fraction(-1)): p["win"], ("push", Fraction(0)): p["push"]
                } == bank
        edge = frac(runs["banking"]["wagers"][key]["edge"])
        assert p["win"] - p["lose"] * Fraction(19, 20) == edge
        assert "621a.9" in runs["banking"]["wagers"][key]["made"]
    assert Fraction(1749231, 409045000) == frac(runs["banking"]["wagers"][paigow.BANK]["edge"])
    assert ("win", Fraction(935, 1010)) in _dist(runs["bank_1010"], paigow.BANK)
    assert ("win", Fraction(455, 505)) in _dist(runs["bank_1010"], paigow.CO_BANK)
    assert frac(runs["bank_1010"]["wagers"][paigow.CO_BANK]["edge"]) > frac(
        runs["bank_1010"]["wagers"][paigow.BANK]["edge"])


def test_the_house_way_is_named_beside_the_figures(runs: dict[str, dict[str, Any]]) -> None:
    """pa:621a.8(b), 621a.10(f): every figure is for the house way the profile describes; the report says which."""
    for name in ("default", "banking", "best"):
        doc = json.loads(runs[name]["stdout"])
        assert "Rules Submission" in doc["house_way_note"] and "strongest_low" in doc["house_way_note"]
        assert "tie_break" == doc["house_way_pairs"] and doc["house_way_high_nine"] is False
        assert "Rules Submission" in doc["convention"]["setting"]


def test_refusals(runs: dict[str, dict[str, Any]]) -> None:
    assert 2 == runs["no_bank_here"]["rc"] and "player_banking = false" in runs["no_bank_here"]["stderr"]
    assert 2 == runs["no_bonus_here"]["rc"] and "not offered" in runs["no_bonus_here"]["stderr"]
    assert 2 == runs["bad_stake"]["rc"] and "positive whole number" in runs["bad_stake"]["stderr"]


def test_text_report_in_process() -> None:
    from croupier.cli import main
    o = io.StringIO()
    with contextlib.redirect_stdout(o):
        assert 0 == main(["analyze", "--game", "paigow", "--profile", "maryland", "--wager", "pair_fortunes",
                          "--distribution"])
    text = o.getvalue()
    assert "pair_fortunes" in text and "house way" in text and "Conventions:" in text
    assert "House way: the dealer sets by 621a.8(d)(1)-(4)" in text and "Rules Submission" in text
