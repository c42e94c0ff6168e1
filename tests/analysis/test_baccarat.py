"""Exact Minibaccarat analysis through the model, against published figures and figures computed here without it.

Published: the combinations of Banker, Player and Tie for one round from a full six- and eight-deck shoe (Thorp; the
Wizard of Odds), the eight-deck Banker wins on a three-card 7 (the Dragon 7), and the house edges quoted with them
(Banker at 5% and 4%, Player, Tie at 8 and 9 to 1; the EZ Banker 1.0183 %; tables.toml's 1.144 % under the tie
charge). House Money is checked against pair counting by formula. The analyses run through ``croupier analyze --game
baccarat --format json`` in one subprocess with the reference's contracts off; the enumeration's building blocks
run in-process with contracts on.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from fractions import Fraction
from itertools import product
from pathlib import Path
from typing import Any

import pytest

from croupier.analysis import baccarat
from croupier.reference.baccarat import kernels as K
from .conftest import frac

#: one round from a full shoe: (Banker wins, Player wins, Ties) in ordered six-card starts (Thorp; Wizard of Odds)
PUBLISHED = {
    6: (403_095_751_234_560, 392_220_492_728_832, 83_552_962_932_288),
    8: (2_292_252_566_437_888, 2_230_518_282_592_256, 475_627_426_473_216),
}
#: eight decks: Banker wins with a three-card 7 (the Dragon 7 of EZ Baccarat; Wizard of Odds, Jacobson)
DRAGON_7 = 112_633_011_329_024
#: published house edges in percent, four places: Banker at 5% and 4%, Player, Tie at 9 and 8 to 1
EDGES = {6: (1.0558, 0.5972, 1.2374, 4.9313, 14.4382), 8: (1.0579, 0.5993, 1.2351, 4.8440, 14.3596)}

#: name -> (profile keys, extra arguments) for the one subprocess that runs every analysis
RUNS: dict[str, tuple[dict[str, Any], list[str]]] = {
    "eight": ({}, []),
    "eight_4pct_tie9": ({"commission_rate": "4%", "tie_odds": 9}, []),
    "six": ({"decks": 6}, []),
    "six_4pct_tie9": ({"decks": 6, "commission_rate": "4%", "tie_odds": 9}, []),
    "seven_text": ({"decks": 7}, ["--format", "table", "--distribution"]),
    "tie_charge": ({"banker_mode": "tie_charge"}, ["--wager", "banker"]),
    "ez_three_card_7": ({"ruleset": "pa-627a@2013p", "ez_table": True}, ["--wager", "banker"]),
    "ez_none": ({"ruleset": "pa-627a@2013p", "ez_table": True, "ez_banker_push": "none"}, ["--wager", "banker"]),
    "house_money": ({"ruleset": "pa-627a@2013p", "house_money": True}, []),
    "house_money_6_half": ({"ruleset": "pa-627a@2013p", "house_money": True, "decks": 6,
                            "house_money_addon_portion": "1/2"}, ["--wager", "house_money"]),
    "round_1250": ({"vig_rounding": True}, ["--wager", "banker", "--stake", "1250"]),
    "exact_1250": ({}, ["--wager", "banker", "--stake", "1250"]),
    "round_1000": ({"vig_rounding": True}, ["--wager", "banker"]),
    "bundled_vig": ({}, ["--profile", "vig"]),
    "no_house_money_in_2010": ({}, ["--wager", "house_money"]),
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


@pytest.fixture(scope="session")  # built once per worker, not again on each return to this module
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """Every run of RUNS through ``croupier.cli.main``, in one subprocess with contracts off; JSON runs parsed."""
    where = tmp_path_factory.mktemp("baccarat")
    argvs = {}
    for name, (keys, more) in RUNS.items():
        argv = ["analyze", "--game", "baccarat"]
        if keys:
            path = where / f"{name}.toml"
            path.write_text("".join(f"{k} = {json.dumps(v)}\n" for k, v in keys.items()))
            argv += ["--profile", str(path)]
        argvs[name] = argv + (more if "--format" in more else ["--format", "json", *more])
    run = subprocess.run([sys.executable, "-c", _SCRIPT], input=json.dumps(argvs), capture_output=True, text=True,
                         env={**os.environ, "CROUPIER_CONTRACTS": "0"}, check=False)
    assert 0 == run.returncode, run.stderr
    out: dict[str, dict[str, Any]] = json.loads(run.stdout)
    for r in out.values():
        if r["rc"] == 0 and r["stdout"].startswith("{"):
            doc = json.loads(r["stdout"])
            assert "baccarat" == doc["game"] and doc["contracts"] is False and "shoe" in doc["convention"]
            r["doc"] = doc
            r["wagers"] = {w["wager"]: w for w in doc["wagers"]}
    return out


def _edge(run: dict[str, Any], wager: str) -> Fraction:
    return frac(run["wagers"][wager]["edge"])


def _p(run: dict[str, Any], wager: str, result: str) -> Fraction:
    return sum((frac(d["probability"]) for d in run["wagers"][wager]["distribution"] if d["result"] == result),
               Fraction(0))


def _published(decks: int) -> tuple[Fraction, Fraction, Fraction]:
    n = 52 * decks
    total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5)
    assert total == sum(PUBLISHED[decks])
    b, p, t = PUBLISHED[decks]
    return Fraction(b, total), Fraction(p, total), Fraction(t, total)


# --- the enumeration, in-process (contracts on) ------------------------------------------------------------------


def test_value_classes_are_the_model_values() -> None:
    assert ((10, 11, 12, 13), *((r,) for r in range(1, 10))) == baccarat.VALUE_CLASSES


def test_coup_leaves_agree_with_the_kernels_the_state_machine_deals_by() -> None:
    """Every way a round goes on from each pair of two-card counts, as coup deals it, is what is_natural,
    player_draws and banker_draws (the kernels of the state machine's ``due``) say, card by card."""
    leaves = baccarat.coup_leaves()
    assert 3394 == sum(len(v) for v in leaves.values())
    for (p, b), ways in leaves.items():
        natural = K.is_natural(p) or K.is_natural(b)
        for more, key, ranks, player, banker in ways:
            assert (player[:2], banker[:2]) == ((ranks[0], ranks[2]), (ranks[1], ranks[3]))
            drew = not natural and K.player_draws(p, b)
            assert drew == (len(player) == 3)
            third = K.value(player[2]) if drew else None
            assert (not natural and K.banker_draws(b, third)) == (len(banker) == 3)
            assert len(more) == len(player) + len(banker) - 4 and key[2:] == (len(player), len(banker))
        assert len({w[0] for w in ways}) == len(ways)  # no two leaves for the same cards


def test_coup_reads_a_card_by_its_value_only() -> None:
    """Random six-card starts, by rank: coup deals what the leaf of their two-card counts and values says."""
    leaves = baccarat.coup_leaves()
    rng = random.Random(541)
    for _ in range(300):
        c = [rng.randint(1, 13) for _ in range(6)]
        n, player, banker = K.coup(*c)
        p, b = K.points(c[0], c[2]), K.points(c[1], c[3])
        match = [leaf for leaf in leaves[(p, b)] if list(leaf[0]) == [K.value(x) for x in c[4:n]]]
        assert 1 == len(match), c
        assert match[0][1] == (K.points(*player), K.points(*banker), len(player), len(banker))


@pytest.mark.parametrize("decks", [6, 8])
def test_round_probabilities_are_the_published_combinations(decks: int) -> None:
    banker, player, tie = _published(decks)
    classes = baccarat.round_classes(decks)
    assert Fraction(1) == sum(p for _, p, _ in classes)
    assert banker == sum(p for (pf, bf, _, _), p, _ in classes if bf > pf)
    assert player == sum(p for (pf, bf, _, _), p, _ in classes if pf > bf)
    assert tie == sum(p for (pf, bf, _, _), p, _ in classes if pf == bf)
    if decks == 8:
        n = 416
        seven = sum(p for (pf, bf, _, nb), p, _ in classes if bf == 7 > pf and nb == 3)
        assert Fraction(DRAGON_7, n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5)) == seven


def _house_money_by_formula(decks: int) -> dict[str, Fraction]:
    """Direct rank-pair counting: of N = 52 d cards, n = 4 d of each rank, dealt P, B, P, B."""
    n, big = 4 * decks, 52 * decks
    four = big * (big - 1) * (big - 2) * (big - 3)
    pair = Fraction(n - 1, big - 1)  # the second card of a hand matches the first
    both = Fraction(13 * n * (n - 1) * (n - 2) * (n - 3) + 13 * 12 * (n * (n - 1)) ** 2, four)
    one = 2 * (pair - both)
    return {"15": both, "3": one, "-1": 1 - both - one}


@pytest.mark.parametrize("decks", [6, 7, 8])
def test_house_money_starts_match_rank_pair_counting(decks: int) -> None:
    got = {"15": Fraction(0), "3": Fraction(0), "-1": Fraction(0)}
    for (p_pair, b_pair, _), p, ranks in baccarat.pair_classes(decks):
        assert (p_pair, b_pair) == (ranks[0] == ranks[2], ranks[1] == ranks[3])
        got[{0: "-1", 1: "3", 2: "15"}[p_pair + b_pair]] += p
    assert _house_money_by_formula(decks) == got


# --- the analysis through the command line (one subprocess, contracts off) -----------------------------------


@pytest.mark.parametrize("decks, plain, other", [(8, "eight", "eight_4pct_tie9"), (6, "six", "six_4pct_tie9")])
def test_published_edges(runs: dict[str, dict[str, Any]], decks: int, plain: str, other: str) -> None:
    """Banker 5% and 4%, Player, Tie 9 and 8 to 1: exactly the published combinations' edges, and the published
    percentages."""
    banker, player, tie = _published(decks)
    a, b = runs[plain], runs[other]
    assert decks == a["doc"]["decks"] == b["doc"]["decks"]
    assert ["banker", "player", "tie"] == list(a["wagers"])
    exact = (player - Fraction(19, 20) * banker, player - Fraction(24, 25) * banker, banker - player, 1 - 10 * tie,
             1 - 9 * tie)
    got = (_edge(a, "banker"), _edge(b, "banker"), _edge(a, "player"), _edge(b, "tie"), _edge(a, "tie"))
    assert exact == got
    assert EDGES[decks] == tuple(round(float(x) * 100, 4) for x in got)
    assert _edge(a, "player") == _edge(b, "player")
    for run in (a, b):
        for name, w in run["wagers"].items():
            assert Fraction(1) == frac(w["total_probability"]), name
            assert "expected_rolls" not in w and "edge_per_roll" not in w, name  # one round: no per roll figures
    assert (banker, tie, player) == (_p(a, "banker", "win"), _p(a, "banker", "push"), _p(a, "banker", "lose"))
    assert {"-1", "0", "19/20"} == {d["net"] for d in a["wagers"]["banker"]["distribution"]}


def test_summary_keys_give_the_push_and_the_edge_per_decided_wager(runs: dict[str, dict[str, Any]]) -> None:
    banker, player, tie = _published(8)
    w = runs["eight"]["wagers"]["banker"]
    assert (banker, tie, player) == (frac(w["p_win"]), frac(w["p_push"]), frac(w["p_lose"]))
    assert frac(w["edge"]) / (1 - tie) == frac(w["edge_excluding_pushes"])
    assert "1.1692" == f"{float(frac(w['edge_excluding_pushes'])) * 100:.4f}"
    assert "0" == runs["eight"]["wagers"]["tie"]["p_push"]


def test_tie_charge(runs: dict[str, dict[str, Any]]) -> None:
    """banker_mode = tie_charge: 1 to 1, no commission, a quarter of the stake lost on a tie: 1.144 % (tables.toml)."""
    banker, player, tie = _published(8)
    r = runs["tie_charge"]
    assert ["banker"] == list(r["wagers"])
    assert player + tie / 4 - banker == _edge(r, "banker")
    assert "1.144" == f"{float(_edge(r, 'banker')) * 100:.3f}"
    assert {"-1", "-1/4", "1"} == {d["net"] for d in r["wagers"]["banker"]["distribution"]}
    # the tie costs a quarter: a decision, not a push to leave out of the edge per decided wager
    assert frac(r["wagers"]["banker"]["edge_excluding_pushes"]) == _edge(r, "banker")
    assert tie == frac(r["wagers"]["banker"]["p_push"])


def test_ez_banker(runs: dict[str, dict[str, Any]]) -> None:
    """EZ: three_card_7 pushes a Banker win on a three-card 7 (1.0183 %, the published figure); none pays every
    Banker win 1 to 1 and gives the player exactly the Player wager's edge."""
    banker, player, _ = _published(8)
    seven = Fraction(DRAGON_7, sum(PUBLISHED[8]))
    ez = runs["ez_three_card_7"]
    assert player - (banker - seven) == _edge(ez, "banker")
    assert "1.0183" == f"{float(_edge(ez, 'banker')) * 100:.4f}"
    assert banker - seven == _p(ez, "banker", "win")
    none = runs["ez_none"]
    assert player - banker == _edge(none, "banker") == -_edge(runs["eight"], "player")
    assert "-1.2351" == f"{float(_edge(none, 'banker')) * 100:.4f}"
    assert any("A-25" in line for line in none["stderr"].splitlines())


def test_house_money(runs: dict[str, dict[str, Any]]) -> None:
    """15 to 1 both pairs, 3 to 1 one, losing otherwise, against pair counting; the add-on portion changes
    nothing."""
    for name, decks in (("house_money", 8), ("house_money_6_half", 6)):
        w = runs[name]["wagers"]["house_money"]
        got = {d["net"]: frac(d["probability"]) for d in w["distribution"]}
        formula = _house_money_by_formula(decks)
        assert formula == got, name
        assert -(15 * formula["15"] + 3 * formula["3"] - formula["-1"]) == frac(w["edge"])
    assert ["banker", "player", "tie", "house_money"] == list(runs["house_money"]["wagers"])
    assert "4231007/11826255" == runs["house_money"]["wagers"]["house_money"]["edge"]
    assert runs["house_money"]["wagers"]["banker"]["edge"] == runs["eight"]["wagers"]["banker"]["edge"]
    assert 2 == runs["no_house_money_in_2010"]["rc"] and "not offered" in runs["no_house_money_in_2010"]["stderr"]


def test_vig_rounding_at_a_stated_stake(runs: dict[str, dict[str, Any]]) -> None:
    """5% of $12.50 is 62.5 cents, rounded up to 65 (541.13(d)): the edge rises by P(Banker) x 2.5/1250; at $10 the
    commission is 50 cents either way and rounding changes nothing."""
    banker, _, _ = _published(8)
    rounded, exact = runs["round_1250"], runs["exact_1250"]
    assert 1250 == rounded["doc"]["stake"] == exact["wagers"]["banker"]["stake"]
    assert _edge(exact, "banker") == _edge(runs["eight"], "banker")
    assert banker * Fraction(25, 10 * 1250) == _edge(rounded, "banker") - _edge(exact, "banker")
    assert {"-1", "0", "237/250"} == {d["net"] for d in rounded["wagers"]["banker"]["distribution"]}
    assert _edge(runs["round_1000"], "banker") == _edge(runs["eight"], "banker")


def test_deferred_vigorish_counts_as_paid(runs: dict[str, dict[str, Any]]) -> None:
    """The bundled 'vig' profile: seven decks, 4%, rounded, deferred, $5 minimum: the marked vigorish is counted."""
    r = runs["bundled_vig"]
    assert (7, 500, "vig") == (r["doc"]["decks"], r["doc"]["stake"], r["doc"]["profile"])
    player, banker = _p(r, "player", "win"), _p(r, "player", "lose")
    assert player - Fraction(24, 25) * banker == _edge(r, "banker")
    assert Fraction(1) == frac(r["wagers"]["banker"]["total_probability"])


def test_text_report(runs: dict[str, dict[str, Any]]) -> None:
    r = runs["seven_text"]
    assert 0 == r["rc"]
    out = r["stdout"]
    assert out.startswith("minibaccarat under pa-541@2010t") and "fresh 7-deck shoe" in out
    assert "edge per decided wager (net-0 pushes excluded)" in out and "  push     net          0 per unit" in out
    assert "house_money:" in out and "vig_rounding" in out


def test_wager_names_and_stakes() -> None:
    from croupier.reference.baccarat import Bet, profile_from_mapping

    cfg = profile_from_mapping({"ruleset": "pa-627a@2013p", "house_money": True})
    assert [Bet.BANKER, Bet.HOUSE_MONEY] == baccarat.bets_named(cfg, ["House-Money", "banker"])
    with pytest.raises(KeyError):
        baccarat.bets_named(cfg, ["dragon_7"])
    with pytest.raises(ValueError):
        baccarat.analyze(cfg, ["tie"], stake=999)


# --- an enumeration written again card by card; slow: the model's state machine on every leaf ---------------


@pytest.mark.slow
def test_the_state_machine_deals_every_leaf_as_coup_does() -> None:
    """All 3394 ways a round goes on, dealt through ``step`` (contracts on): the same hands, settled on the last
    card."""
    from croupier.reference.baccarat import Bet, TableConfig

    cfg = TableConfig()
    seats = {Bet.PLAYER: 1, Bet.BANKER: 2, Bet.TIE: 3}
    opening = baccarat._opening(cfg, seats, cfg.table_min)
    for ways in baccarat.coup_leaves().values():
        for _, (pf, bf, _, _), ranks, player, banker in ways:
            got = baccarat._play(cfg, opening, seats, cfg.table_min, ranks, (player, banker))
            assert ("win" if pf > bf else "push" if pf == bf else "lose") == got[Bet.PLAYER][0]


#: the Banker's decision matrix (digest 2.4), written out again: total -> when the Player stood, then t = 0..9
_MATRIX = {0: "DDDDDDDDDDD", 1: "DDDDDDDDDDD", 2: "DDDDDDDDDDD", 3: "DDDDDDDDDSD", 4: "DSSDDDDDDSS",
           5: "DSSSSDDDDSS", 6: "SSSSSSSDDSS", 7: "SSSSSSSSSSS"}


def test_seven_decks_card_by_card() -> None:
    """An enumeration written again without coup or the grouping of starts, card by card over the ten values in
    integers: the same probability for every class of rounds with seven decks."""
    counts = [16 * 7] + [4 * 7] * 9
    n = sum(counts)
    tally: dict[tuple[int, int, int, int], int] = {}

    def add(key: tuple[int, int, int, int], w: int, used: int) -> None:
        for k in range(used, 6):
            w *= n - k
        tally[key] = tally.get(key, 0) + w

    def deal(w: int) -> Any:
        for v in range(10):
            if counts[v]:
                c = counts[v]
                counts[v] -= 1
                yield v, w * c
                counts[v] += 1

    for p1, w1 in deal(1):
        for b1, w2 in deal(w1):
            for p2, w3 in deal(w2):
                for b2, w4 in deal(w3):
                    p, b = (p1 + p2) % 10, (b1 + b2) % 10
                    if p >= 8 or b >= 8:
                        add((p, b, 2, 2), w4, 4)
                    elif p >= 6:
                        if _MATRIX[b][0] == "D":
                            for v, w5 in deal(w4):
                                add((p, (b + v) % 10, 2, 3), w5, 5)
                        else:
                            add((p, b, 2, 2), w4, 4)
                    else:
                        for t, w5 in deal(w4):
                            pp = (p + t) % 10
                            if _MATRIX[b][1 + t] == "D":
                                for v, w6 in deal(w5):
                                    add((pp, (b + v) % 10, 3, 3), w6, 6)
                            else:
                                add((pp, b, 3, 2), w5, 5)
    total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5)
    assert total == sum(tally.values())
    assert {k: Fraction(w, total) for k, w in tally.items()} == {k: p for k, p, _ in baccarat.round_classes(7)}


def test_eight_decks_agree_with_the_spec_tests_tableau_figures() -> None:
    """tests/test_spec_baccarat_mini.py's figures from the tableau (floats): Banker 1.0579 %, Player 1.2351 %, Tie
    14.3596 % at 8 to 1."""
    banker, player, tie = (sum(p for (pf, bf, _, _), p, _ in baccarat.round_classes(8) if f(pf, bf))
                           for f in (lambda x, y: y > x, lambda x, y: x > y, lambda x, y: x == y))
    assert (-0.010579, -0.012351, -0.143596) == tuple(
        round(float(x), 6) for x in (Fraction(19, 20) * banker - player, player - banker, 8 * tie - (1 - tie)))


def test_every_wager_of_every_profile_is_exact(runs: dict[str, dict[str, Any]]) -> None:
    for name, r in runs.items():
        if "wagers" not in r:
            continue
        for w in r["wagers"].values():
            assert Fraction(1) == frac(w["total_probability"]), (name, w["wager"])
            assert all("/" in d["probability"] or d["probability"] in ("0", "1") for d in w["distribution"])
            assert {d["result"] for d in w["distribution"]} <= {"win", "push", "lose"}


def test_products_of_counts_weigh_every_ordered_start() -> None:
    """The grouping of starts by unordered hands weighs each exactly as the ordered starts it stands for (two
    small shoes, by brute force over ordered starts)."""
    for counts in ([3, 1, 2], [2, 2, 2, 1]):
        brute: dict[tuple[tuple[int, int], tuple[int, int]], int] = {}
        for seq in product(range(len(counts)), repeat=4):
            left, w = list(counts), 1
            for v in seq:
                w *= left[v]
                left[v] -= 1
            if w:
                key = (tuple(sorted((seq[0], seq[2]))), tuple(sorted((seq[1], seq[3]))))
                brute[key] = brute.get(key, 0) + w  # type: ignore[index]
        grouped = {((a, c), (b, d)): w for a, c, b, d, w in baccarat._starts(counts)}
        assert brute == grouped


@pytest.mark.parametrize("profile", ["baccarat", "baccarat-house-money"])
def test_the_545_profiles_are_analysed(profile: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 31: the driver answers Baccarat's shoe offer (545.7(b)) by the dealer's dealing (545.7(d)(2)), which
    changes no wager's odds: the Player's 8-deck edge is the published 1.2351%."""
    import json

    from croupier.cli import main

    assert main(["analyze", "--game", "baccarat", "--profile", profile, "--format", "json"]) == 0
    wagers = {w["wager"]: w for w in json.loads(capsys.readouterr().out)["wagers"]}
    assert wagers["player"]["edge"] == "241149546272/19524993263685"
