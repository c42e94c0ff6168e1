"""Exact Three Dice Football analysis through the model, against figures computed here without it.

The single play wagers are checked against the digest's wins per 216 throws
(three-dice-football.md 3.2); the full game wagers against a drive written again
from the digest's transition rules (2.5, 2.6) under the default readings, and
against the digest's own figures for the other readings. The full analyses run
through ``croupier analyze --game tdf --format json`` with the reference's
contracts off (the conftest's subprocess); the single play wagers run in-process
with contracts on.
"""

from __future__ import annotations

import functools
import json
from fractions import Fraction
from itertools import product
from pathlib import Path
from typing import Any

import pytest

from croupier.analysis import tdf
from croupier.reference.tdf import TableConfig, profile_from_mapping
from .conftest import analyze_json, by_name, frac

FULL = ["touchdown", "defense", "extra_point", "quick_strike_td", "game_changer",
        *[f"game_length {n}" for n in range(1, 7)]]
THROWS = list(product(range(1, 7), repeat=3))

#: the digest's table 3.2: wins per 216 throws and the odds "X to 1" of each win
SINGLE: dict[str, list[tuple[int, int]]] = {
    "trips_td": [(6, 30)], "penalty": [(20, 9)], "turnover": [(3, 60)], "cover_three": [(26, 7)],
    "no_gain": [(35, 5)], "big_play": [(41, 4)], "over_four_yards": [(79, 1), (6, 7)], "under_four_yards": [(105, 1)],
}


def _report(tmp_path: Path, **options: Any) -> dict[str, dict[str, Any]]:
    args = ["--game", "tdf"]
    if options:
        lines = [f"{k} = {json.dumps(v)}" for k, v in options.items()]
        profile = tmp_path / "profile.toml"
        profile.write_text("\n".join(lines) + "\n")
        args += ["--profile", str(profile)]
    doc = analyze_json(*args)
    assert "tdf" == doc["game"] and "pa-661a@2013p" == doc["ruleset"] and doc["contracts"] is False
    assert "invalid" in doc["convention"]
    return by_name(doc)


@pytest.fixture(scope="session")  # built once per worker, not again on each return to this module
def default(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    return _report(tmp_path_factory.mktemp("tdf"))


def _edge(w: dict[str, Any]) -> Fraction:
    return frac(w["edge"])


def _player_percent(w: dict[str, Any], places: int) -> float:
    return round(-float(_edge(w)) * 100, places)


# --- an independent drive (digest 2.5, 2.6: reset_on_reaching_10, sticky goal status) ---------------------------


@functools.lru_cache(maxsize=None)
def _games(yard: int, goal: bool, down: int, play: int, reach_zero: bool) -> dict[tuple[str, int], Fraction]:
    """(how the game ends, its last play) -> probability, from a live drive."""
    out: dict[tuple[str, int], Fraction] = {}

    def end(how: str, p: Fraction) -> None:
        out[(how, play)] = out.get((how, play), Fraction(0)) + p

    for g1, g2, r in THROWS:
        p = Fraction(1, 216)
        o = g1 + g2
        if g1 == g2 == r:
            end("trips_td", p)
            continue
        if r == 6 and o <= 3:
            end("turnover", p)
            continue
        y = yard - (o - r) if o > r else yard + 1 if o < r else yard
        if o > r and (y <= 0 if reach_zero else y < 0):
            end("touchdown", p)
        elif not goal and y <= 10:
            for k, q in _games(y, True, 1, play + 1, reach_zero).items():
                out[k] = out.get(k, Fraction(0)) + p * q
        elif down == 3:
            end("downs", p)
        else:
            for k, q in _games(y, goal, down + 1, play + 1, reach_zero).items():
                out[k] = out.get(k, Fraction(0)) + p * q
    return out


def _independent_edges(reach_zero: bool) -> dict[str, Fraction]:
    games = _games(20, False, 1, 1, reach_zero)
    assert Fraction(1) == sum(games.values()) and all(play <= 6 for _, play in games)
    scored = sum((p for (how, _), p in games.items() if how in ("touchdown", "trips_td")), Fraction(0))
    # the extra point roll: exactly one 1 pays 1, two 1s 10, 1-1-1 50, another triple 10, else it loses
    roll = Fraction(sum({1: 1, 2: 10, 3: 50}.get(d.count(1), 10 if len(set(d)) == 1 else -1) for d in THROWS), 216)
    quick = {1: 8, 2: 5, 3: 3, 4: 1}
    length = {1: 22, 2: 22, 3: Fraction(6, 5), 4: 5, 5: 3, 6: 6}

    def ev(pays: dict[tuple[str, int], Fraction | int]) -> Fraction:
        win = sum((p for k, p in games.items() if k in pays), Fraction(0))
        return sum((p * pays[k] for k, p in games.items() if k in pays), Fraction(0)) - (1 - win)

    keys = list(games)
    edges = {
        "touchdown": -(2 * scored - 1),
        "defense": -((1 - scored) * Fraction(4, 5) - scored),
        "extra_point": -(scored * roll - (1 - scored)),
        "quick_strike_td": -ev({k: quick[k[1]] for k in keys if k[0] in ("touchdown", "trips_td") and k[1] in quick}),
        "game_changer": -ev({k: 5 for k in keys if k[0] in ("trips_td", "turnover")}),
    }
    for n, odds in length.items():
        edges[f"game_length {n}"] = -ev({k: odds for k in keys if k[1] == n})
    return edges


# --- the tests ---------------------------------------------------------------------------------------------------


def test_single_play_wagers_match_the_digest_counts() -> None:
    """In-process, contracts on: each single play wager wins on the digest's throws at its odds, and no more."""
    rows = {a.wager: a for a in tdf.analyze(TableConfig(), list(SINGLE))}
    assert list(SINGLE) == list(rows)
    for name, wins in SINGLE.items():
        a = rows[name]
        assert Fraction(1) == a.total_probability and Fraction(1) == a.expected_rolls
        won = {e.net: e.probability for e in a.endings if e.result == "win"}
        assert {Fraction(odds): Fraction(n, 216) for n, odds in wins} == won, name
        lost = 216 - sum(n for n, _ in wins)
        assert -Fraction(sum(n * odds for n, odds in wins) - lost, 216) == a.edge, name
    assert Fraction(1, 36) == rows["no_gain"].edge == rows["under_four_yards"].edge  # NOTE-T18


def test_default_profile_matches_the_independent_drive(default: dict[str, dict[str, Any]]) -> None:
    assert FULL + list(SINGLE) == list(default)
    for w in default.values():
        assert Fraction(1) == frac(w["total_probability"]), w["wager"]
    assert {n: _edge(default[n]) for n in FULL} == _independent_edges(reach_zero=True)


def test_touchdown_and_defense_are_complementary(default: dict[str, dict[str, Any]]) -> None:
    td = {d["result"]: frac(d["probability"]) for d in default["touchdown"]["distribution"]}
    de = {d["result"]: frac(d["probability"]) for d in default["defense"]["distribution"]}
    assert td["win"] == de["lose"] and td["lose"] == de["win"] and Fraction(1) == td["win"] + td["lose"]
    assert ["-1", "4/5"] == [d["net"] for d in default["defense"]["distribution"]]
    # the extra point roll is thrown after every score: Touchdown waits for it, Defense does not
    assert frac(default["touchdown"]["expected_rolls"]) == frac(default["defense"]["expected_rolls"]) + td["win"]


def test_digest_figures_under_the_defaults(default: dict[str, dict[str, Any]]) -> None:
    """Every wager keeps a house edge; Touchdown 3.62 %, Defense 6.74 %, Extra Point 6.07 % (tables.toml AMBIG-T2)."""
    assert all(_edge(w) > 0 for w in default.values())
    assert (-3.62, -6.74, -6.07, -5.48, -3.80, -4.17, -12.43) == tuple(
        _player_percent(default[n], 2) for n in ("touchdown", "defense", "extra_point", "quick_strike_td",
                                                 "game_changer", "game_length 1", "game_length 5"))


def test_pass_zero_gives_game_length_6_to_the_player(tmp_path: Path) -> None:
    rows = _report(tmp_path, touchdown_threshold="pass_zero")
    assert {n: _edge(rows[n]) for n in FULL} == _independent_edges(reach_zero=False)
    assert 4.20 == _player_percent(rows["game_length 6"], 2)
    assert [n for n in FULL if _edge(rows[n]) < 0] == ["game_length 6"]


def test_literal_goal_series_gives_game_length_6_and_touchdown_to_the_player(tmp_path: Path) -> None:
    rows = _report(tmp_path, goal_series_mode="literal_three_then_three")
    assert 30.6 == _player_percent(rows["game_length 6"], 1)
    assert 3.9 == _player_percent(rows["touchdown"], 1)
    assert all(Fraction(1) == frac(w["total_probability"]) for w in rows.values())


def test_extra_point_roll_as_a_play_moves_game_length_only_when_the_roll_is_thrown(
        tmp_path: Path, default: dict[str, dict[str, Any]]) -> None:
    """MODEL-T5: with the roll a play, Game Length waits for it (and Game Length 6 turns to the player); with no
    Extra Point wager there is no roll and no extra play."""
    counted = _report(tmp_path, extra_point_roll_counts_as_play=True)
    assert _edge(counted["game_length 6"]) < 0 < _edge(default["game_length 6"])
    assert [_edge(counted[n]) for n in FULL[:5]] == [_edge(default[n]) for n in FULL[:5]]
    offered = ["touchdown", "defense", "quick_strike_td", "game_changer", "game_length"]
    no_roll = _report(tmp_path, extra_point_roll_counts_as_play=True, offered=offered)
    assert "extra_point" not in no_roll
    assert all(_edge(no_roll[n]) == _edge(default[n]) for n in FULL if n != "extra_point")


def test_fractional_payout_policy_is_honoured(tmp_path: Path, default: dict[str, dict[str, Any]]) -> None:
    """A 501 stake: Defense wins 400.8, floored to 400 under round_down; reject_non_multiple_of_5 stakes 505 there."""
    down = _report(tmp_path, table_min=501, fractional_payout_policy="round_down_to_min_unit")
    assert ["-1", "400/501"] == [d["net"] for d in down["defense"]["distribution"]]
    assert ["-1", "601/501"] == [d["net"] for d in down["game_length 3"]["distribution"]]
    assert _edge(down["touchdown"]) == _edge(default["touchdown"])
    reject = profile_from_mapping({"table_min": 501, "fractional_payout_policy": "reject_non_multiple_of_5"})
    bets = tdf.bets_named(reject, ["defense", "touchdown", "game_length 3"])  # in layout order
    assert [501, 505, 505] == [tdf.stake_for(reject, b) for b in bets]


def test_wager_names() -> None:
    cfg = TableConfig()
    assert ["game_length 3"] == [tdf.bet_name(b) for b in tdf.bets_named(cfg, ["GAME_LENGTH_3"])]
    assert ["game_length 6"] == [tdf.bet_name(b) for b in tdf.bets_named(cfg, ["game_length 6"])]
    assert 6 == len(tdf.bets_named(cfg, ["game_length"]))
    with pytest.raises(KeyError):
        tdf.bets_named(cfg, ["banana"])
    with pytest.raises(KeyError):
        tdf.bets_named(profile_from_mapping({"offered": ["touchdown"]}), ["defense"])


def test_cli_text_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    from croupier.cli import main

    assert 0 == main(["analyze", "--game", "tdf", "--wager", "no_gain", "--wager", "over_four_yards",
                      "--distribution"])
    out = capsys.readouterr().out
    assert "three dice football under pa-661a@2013p" in out and "1/36 = 2.778 %" in out and "invalid:" in out
    assert 0 == main(["analyze", "--game", "tdf", "--wager", "trips_td", "--format", "json"])
    doc = json.loads(capsys.readouterr().out)
    assert "tdf" == doc["game"] and ["trips_td"] == [w["wager"] for w in doc["wagers"]]
    assert "5/36" == doc["wagers"][0]["edge"]
    assert 2 == main(["analyze", "--game", "tdf", "--wager", "banana"])
    assert "banana" in capsys.readouterr().err
