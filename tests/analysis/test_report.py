"""How ``croupier analyze`` presents an analysis, for every game: the measures, the columns, JSON types, profiles
and charts.

The measures are checked on hand-made distributions whose figures are worked
out in the docstrings; the command is run once per game (in a subprocess,
contracts off) with one of its bundled profiles and a chart.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from croupier.analysis.report import document, table
from croupier.analysis.result import Ending, WagerAnalysis, sqrt_text

F = Fraction


def _wager(game: str, *endings: tuple[str, Fraction, Fraction], fixed_stake: bool = True,
           rolls: Fraction = F(1)) -> WagerAnalysis:
    return WagerAnalysis(game, "w", "made", 500, F(0), tuple(Ending(r, n, p) for r, n, p in endings), rolls, 1,
                         fixed_stake=fixed_stake)


#: Don't Pass as its distribution: 949/1980 wins, 1/36 bar 12 (a void), the rest losses
DONT_PASS = (("win", F(1), F(949, 1980)), ("void", F(0), F(1, 36)), ("lose", F(-1), 1 - F(949, 1980) - F(1, 36)))


def test_edge_per_bet_made_and_per_bet_resolved() -> None:
    """Don't Pass: 3/220 per bet made (the bar counts as a bet with net 0); 3/220 / (35/36) = 27/1925 per bet
    resolved; its element of risk, at a fixed stake, is the per resolved figure."""
    a = _wager("craps", *DONT_PASS)

    assert (F(3, 220), F(1, 36), True) == (a.edge, a.push_probability, a.has_push)
    assert F(27, 1925) == a.edge_per_resolved == a.element_of_risk


def test_only_a_net_zero_return_is_a_push() -> None:
    """A tie that costs a quarter of the stake (baccarat's tie charge) is a decision, not a push; with no push the
    per resolved figure is the edge."""
    a = _wager("baccarat", ("win", F(1), F(2, 5)), ("push", F(-1, 4), F(1, 5)), ("lose", F(-1), F(2, 5)))

    assert (F(1, 20), F(0), False) == (a.edge, a.push_probability, a.has_push)
    assert a.edge == a.edge_per_resolved == a.element_of_risk


def test_element_of_risk_is_not_given_where_the_stake_can_grow() -> None:
    """A wager whose stake a Play Wager adds to has no element of risk per unit of its first stake."""
    a = _wager("five_card_hi_lo", ("win", F(2), F(1, 3)), ("returned", F(0), F(1, 3)), ("lose", F(-2), F(1, 3)),
               fixed_stake=False)

    assert (F(0), None) == (a.edge_per_resolved, a.element_of_risk)


def test_standard_deviation() -> None:
    """Even money, half and half: variance 1, sd 1; Any Seven (4 to 1 on 1/6): variance 25 x 5/36 = 125/36."""
    even = _wager("sicbo", ("win", F(1), F(1, 2)), ("lose", F(-1), F(1, 2)))
    seven = _wager("craps", ("win", F(4), F(1, 6)), ("lose", F(-1), F(5, 6)))

    assert (F(1), "1.0000") == (even.variance, sqrt_text(even.variance, 4))
    assert F(125, 36) == seven.variance
    assert "1.8633899812" == sqrt_text(seven.variance)  # sqrt(125)/6


def test_card_games_have_no_per_roll_columns() -> None:
    """A round of cards has no rolls: the table and the JSON give no per roll figure and no rolls; a game of throws
    does."""
    cards = [_wager("baccarat", *DONT_PASS)]
    dice = [_wager("craps", *DONT_PASS, rolls=F(557, 165))]

    card_table, dice_table = table(cards), table(dice)
    card_doc = json.loads(document(cards, {}))["wagers"][0]
    dice_doc = json.loads(document(dice, {}))["wagers"][0]

    for words in ("edge_per_roll", "expected_rolls", "per_roll:"):
        assert words not in card_table and words in dice_table, words
    assert "edge_per_resolved" in card_table and "27/1925 = 1.403 %" in card_table
    assert not {"edge_per_roll", "expected_rolls"} & set(card_doc)
    assert {"edge_per_roll", "expected_rolls"} <= set(dice_doc)
    assert ("27/1925", True) == (card_doc["edge_per_resolved"], card_doc["fixed_stake"])


def test_edge_per_resolved_column_only_where_a_wager_pushes() -> None:
    """Nothing pushes: no per resolved column (it would repeat the edge)."""
    out = table([_wager("sicbo", ("win", F(1), F(1, 2)), ("lose", F(-1), F(1, 2)))])

    assert "edge_per_resolved" not in out.split("Conventions:")[0]
    assert "per bet made" in out and "sd" in out


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "croupier.cli", "analyze", *args],
                          env={**os.environ, "CROUPIER_CONTRACTS": "0"}, capture_output=True, text=True, check=False)


#: game -> one of its bundled profiles (not the default) and one quick wager
BUNDLED = {
    "craps": ("mini-craps-example", "field"),
    "sicbo": ("readings", "SMALL"),
    "tdf": ("readings-a", "touchdown"),
    "baccarat": ("ez", "banker"),
    "paigow": ("maryland", "pai_gow"),
    "spanish21": ("amended", "match_the_dealer"),
    "double_attack": ("readings", "bust_it"),
    "blackjack": ("single-deck", "house_money"),
    "asia_poker": ("button", "bonus"),
    "five_card_hi_lo": ("side", "poker_bonus_a"),
}


@pytest.mark.parametrize("game", sorted(BUNDLED))
def test_every_game_takes_a_bundled_profile_and_draws_its_chart(game: str, tmp_path: Path) -> None:
    """``analyze --game G --profile NAME --chart edges.svg --format json``: the bundled profile by name, an SVG
    chart, JSON whose every yes or no is a JSON boolean, and per roll figures only for the games of throws."""
    profile, wager = BUNDLED[game]
    svg = tmp_path / "edges.svg"

    run = _run("--game", game, "--profile", profile, "--wager", wager, "--chart", str(svg), "--format", "json")

    assert 0 == run.returncode, run.stderr
    doc = json.loads(run.stdout)
    assert (game, profile) == (doc["game"], doc["profile"])
    assert b"<svg" in svg.read_bytes()[:2000]
    assert f"chart written to {svg}" in run.stderr
    assert [] == _text_booleans(doc)
    (w,) = doc["wagers"]
    assert isinstance(w["fixed_stake"], bool) and isinstance(doc["contracts"], bool)
    assert (game in ("craps", "tdf")) == ("expected_rolls" in w) == ("edge_per_roll" in w)  # only games of throws


def _text_booleans(x: Any, path: str = "") -> list[str]:
    """Where a yes or no is written as text."""
    if isinstance(x, dict):
        return [p for k, v in x.items() for p in _text_booleans(v, f"{path}.{k}")]
    if isinstance(x, list):
        return [p for i, v in enumerate(x) for p in _text_booleans(v, f"{path}[{i}]")]
    return [path] if isinstance(x, str) and x.lower() in ("true", "false", "yes", "no") else []


@pytest.mark.parametrize("game", ["sicbo", "paigow"])
def test_an_unknown_profile_name_lists_the_bundled_ones(game: str) -> None:
    """Neither a bundled name nor a file: exit 2, the game's bundled names listed, no traceback."""
    run = _run("--game", game, "--profile", "no-such-table")

    assert 2 == run.returncode
    assert "Traceback" not in run.stderr
    assert f"no bundled {game} profile of that name and no such file" in run.stderr
    assert BUNDLED[game][0] in run.stderr and "default" in run.stderr


def test_an_unwritable_chart_is_refused_without_a_traceback(tmp_path: Path) -> None:
    """A chart in a missing directory: exit 2 and the reason, no traceback."""
    run = _run("--game", "sicbo", "--wager", "SMALL", "--chart", str(tmp_path / "missing" / "edges.svg"))

    assert 2 == run.returncode
    assert "Traceback" not in run.stderr and "--chart" in run.stderr
