"""The croupier command line: demo, config check, equipment check, cite, trace, diff, analyze."""

from __future__ import annotations

from pathlib import Path

import pytest

from croupier.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent / "reference" / "craps" / "examples"
DATA = Path(__file__).resolve().parent / "reference" / "craps" / "data"


def test_demo_prints_settlements_with_clauses(capsys: pytest.CaptureFixture[str]) -> None:
    """The scripted session reaches Fire (four points) and Bonus (All Small, All Tall) payouts."""
    assert 0 == main(["demo"])
    out = capsys.readouterr().out
    assert "seat 1 fire: win $120   [pa:623a.3(a)(40)(i), pa:623a.11(a)(5), pa:623a.11(b)(2), pa:623a.11(b)(3), pa:623a.5(f)]" in out
    assert "seat 2 all_small: win $170" in out
    assert "REJECTED" not in out


@pytest.mark.parametrize("name", ["profile-craps.toml", "profile-mini-craps.toml"])
def test_config_check_accepts_examples(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["config", "check", str(EXAMPLES / name)])
    assert "valid" in capsys.readouterr().out


def test_config_check_refuses_illegal_elections_with_clauses(capsys: pytest.CaptureFixture[str]) -> None:
    """pa:623a.6(e) 20x odds; pa:623a.5(f) pay table C; pa:623a.5(g)(3) 6% vig; pa:623a.2(c) ten seats."""
    assert 1 == main(["config", "check", str(DATA / "profile-bad.toml")])
    err = capsys.readouterr().err
    for expected in ("odds_multiple", "[pa:623a.6(e)]", "fire_paytable", "[pa:623a.5(f)]", "shoe_colour: unknown option"):
        assert expected in err


def test_config_check_limits_on_parsable_profile(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """pa:623a.6(e): odds above 10x; pa:623a.2(c): ten seats at Mini-Craps; pa:623a.5(g)(3): a 6% vig."""
    p = tmp_path / "p.toml"
    p.write_text('game = "mini_craps"\npositions = 10\nodds_multiple = 20\nbuy_vig_rate = "6%"\n', encoding="utf-8")
    assert 1 == main(["config", "check", str(p)])
    err = capsys.readouterr().err
    assert "[pa:623a.6(e)]" in err and "[pa:623a.2(c)]" in err and "[pa:623a.5(g)(3)]" in err


def test_equipment_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["equipment", "check", str(EXAMPLES / "table-craps.toml")])
    assert 1 == main(["equipment", "check", str(DATA / "table-bad.toml")])
    assert "pa:623a.2(b)" in capsys.readouterr().out


def test_cite_shows_summary_code_and_tests(capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["cite", "623a.11(b)(1)"])
    out = capsys.readouterr().out
    assert "implemented by:" in out and "croupier.reference.craps.wagers" in out
    assert "test_rejections.py" in out and "conformance vectors: " in out and "pa-623a@2015/default: 2 cases" in out


def test_cite_unknown_clause(capsys: pytest.CaptureFixture[str]) -> None:
    assert 1 == main(["cite", "pa:623a.99"])


def test_trace_summary_all_game_clauses_cited(capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["trace", "--summary"])
    out = capsys.readouterr().out
    assert "pa-623a@2015" in out
    sicbo = out.partition("pa-625a@2012")[2].splitlines()[0]
    assert "game logic   32  cited by code   32" in sicbo  # Sic Bo: every 625a game clause has code


def test_diff_lists_bonus_craps_and_relettering(capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["diff", "pa-623a@2012", "pa-623a@2015"])
    out = capsys.readouterr().out
    assert "+ pa:623a.12(1)" in out
    assert "> pa:623a.5(h)@2012 -> pa:623a.5(i)" in out


def test_analyze_table_json_and_chart(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """``croupier analyze``: the edge as a fraction and a decimal, JSON with fractions as strings, a PNG and an SVG."""
    import json

    monkeypatch.setenv("CROUPIER_CONTRACTS", "1")
    assert 0 == main(["analyze", "--wager", "pass", "--wager", "hardway", "--distribution"])
    out = capsys.readouterr().out
    assert "7/495 = 1.414 %" in out and "1/11 = 9.091 %" in out
    assert "p = 244/495" in out and "Conventions:" in out

    assert 0 == main(["analyze", "--profile", "craps-example", "--wager", "buy 4", "--format", "json"])
    doc = json.loads(capsys.readouterr().out)
    (buy4,) = doc["wagers"]
    assert ("craps-example", "1/60", "1") == (doc["profile"], buy4["edge"], buy4["total_probability"])
    assert "vig" in doc["convention"] and isinstance(buy4["distribution"][0]["probability"], str)

    png, svg = tmp_path / "edges.png", tmp_path / "edges.svg"
    assert 0 == main(["analyze", "--wager", "field", "--wager", "any_seven", "--chart", str(png)])
    assert 0 == main(["analyze", "--wager", "field", "--chart", str(svg)])
    assert png.read_bytes().startswith(b"\x89PNG")
    assert b"<svg" in svg.read_bytes()[:2000]


def test_analyze_refuses_unknown_wager_and_bad_profile(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CROUPIER_CONTRACTS", "1")
    assert 2 == main(["analyze", "--wager", "banana"])
    assert "no offered wager 'banana'" in capsys.readouterr().err
    assert 2 == main(["analyze", "--profile", str(DATA / "profile-bad.toml")])
    assert "[pa:623a.5(f)]" in capsys.readouterr().err


def test_sicbo_config_and_equipment_checks_pick_the_game_from_the_file(capsys) -> None:  # type: ignore[no-untyped-def]
    """``game = "sicbo"`` in a profile or description sends it to the Sic Bo checks."""
    from croupier.cli import main

    assert 0 == main(["config", "check", "reference/sicbo/examples/profile-sicbo.toml"])
    assert "valid sicbo profile" in capsys.readouterr().out
    assert 0 == main(["equipment", "check", "reference/sicbo/examples/table-sicbo.toml"])
    assert "pa:625a.2(b)" in capsys.readouterr().out


def test_sicbo_demo_and_analyze(capsys) -> None:  # type: ignore[no-untyped-def]
    from croupier.cli import main

    assert 0 == main(["demo", "--game", "sicbo"])
    assert "pa:625a.6(b)(3)" in capsys.readouterr().out
    assert 0 == main(["analyze", "--game", "sicbo", "--wager", "SMALL"])
    assert "1/36" in capsys.readouterr().out


def test_three_dice_football_demo_and_config_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["demo", "--game", "tdf"])
    out = capsys.readouterr().out
    assert "Quarterback" in out and "pa:661a.6(d)" in out
    good, bad = tmp_path / "good.toml", tmp_path / "bad.toml"
    good.write_text('game = "tdf"\ntouchdown_threshold = "pass_zero"\n')
    bad.write_text('game = "tdf"\ngoal_series_mode = "sideways"\n')
    assert 0 == main(["config", "check", str(good)])
    assert "valid tdf profile under pa-661a@2013p" in capsys.readouterr().out
    assert 1 == main(["config", "check", str(bad)])
    err = capsys.readouterr().err
    assert "goal_series_mode" in err and "[pa:661a.6(e)]" in err


@pytest.mark.parametrize(("argv", "says"), [
    (["analyze", "--game", "sicbo", "--stake", "500"],
     "--stake is for --game baccarat, paigow, spanish21, double_attack and asia_poker"),
    (["analyze", "--game", "baccarat", "--setting", "best"], "--setting is for --game paigow"),
    (["analyze", "--game", "paigow", "--samples", "10"], "--samples is for --game asia_poker"),
])
def test_analyze_refuses_options_of_other_games(argv: list[str], says: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert 2 == main(argv)
    assert says in capsys.readouterr().err


def test_spanish21_demo_config_and_equipment_checks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The Spanish 21 demo prints the Super Bonus with its clause; ``game = "spanish21"`` files go to its checks,
    and an illegal election is refused with its clause."""
    from croupier.cli import main

    assert 0 == main(["demo", "--game", "spanish21"])
    out = capsys.readouterr().out
    assert "super_bonus" in out and "[pa:551.6(h)]" in out and "pa:551.6(g)(5)" in out
    assert 0 == main(["config", "check", "reference/spanish21/examples/profile-spanish21.toml"])
    assert "valid spanish21 profile under pa-551@2010t" in capsys.readouterr().out
    assert 0 == main(["equipment", "check", "reference/spanish21/examples/table-spanish21.toml"])
    assert "pa:551.2(e)" in capsys.readouterr().out
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "spanish21"\ndecks = 8\nmtd_odds_same_suit = 11\n')
    assert 1 == main(["config", "check", str(bad)])
    assert "[pa:551.7(e)(2)]" in capsys.readouterr().err


def test_asia_poker_demo_config_equipment_and_analysis(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The Asia Poker demo settles each wager with its clauses; ``game = "asia_poker"`` files go to its checks; an
    illegal election is refused with its clause; the analysis labels the wager's figure an estimate."""
    from croupier.cli import main

    assert 0 == main(["demo", "--game", "asia_poker"])
    out = capsys.readouterr().out
    assert "[pa:659a.11(f)(2), pa:659a.12(a)]" in out and "[pa:659a.11(d)]" in out
    examples = Path(__file__).resolve().parent.parent / "reference" / "asia_poker" / "examples"
    assert 0 == main(["equipment", "check", str(examples / "table-asia-poker.toml")])
    assert "0 fail" in capsys.readouterr().out
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "asia_poker"\ndealing = "hand"\n', encoding="utf-8")
    assert 1 == main(["config", "check", str(bad)])
    assert "pa:659a.9(a)(1)" in capsys.readouterr().err
    assert 0 == main(["analyze", "--game", "asia_poker", "--samples", "20"])
    assert "ESTIMATED from 20 sampled decks (420 deals, seed 659" in capsys.readouterr().out


def test_five_card_hi_lo_equipment_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``game = "five_card_hi_lo"`` files go to its equipment check: both bundled examples pass; a failing fact fails
    its clause (exit 1), and a combination of elections the profile refuses is refused with its clause (exit 2)."""
    examples = Path(__file__).resolve().parent.parent / "reference" / "five_card_hi_lo" / "examples"
    for name in ("table-five-card-hi-lo.toml", "table-five-card-hi-lo-hand-dealt.toml"):
        assert 0 == main(["equipment", "check", str(examples / name)])
        out = capsys.readouterr().out
        assert "pa:663a.3(a)" in out and "0 fail" in out
    text = (examples / "table-five-card-hi-lo.toml").read_text(encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace("cover_cards = 1", "cover_cards = 2"), encoding="utf-8")
    assert 1 == main(["equipment", "check", str(bad)])
    assert any(ln.startswith("pa:663a.3(a)") and "fail" in ln for ln in capsys.readouterr().out.splitlines())
    bad.write_text(text.replace('dealing = "manual_shoe"', 'dealing = "hand"'), encoding="utf-8")
    assert 2 == main(["equipment", "check", str(bad)])
    assert "pa:663a.9(a)(1)" in capsys.readouterr().err


def test_five_card_hi_lo_analysis(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """``croupier analyze --game five_card_hi_lo``: every wager exact, the Ante and Play edge on each Ante Bonus
    paytable, the fold rate; an unknown wager is refused."""
    monkeypatch.setenv("CROUPIER_CONTRACTS", "0")
    assert 0 == main(["analyze", "--game", "five_card_hi_lo"])
    out = capsys.readouterr().out
    assert "Five Card Hi-Lo under pa-663a@2013p, profile default: exact house edges" in out
    for heading in ("ante_play", "tie", "poker_bonus_a", "poker_bonus_b", "27546161737/996661525860 = 2.764 %",
                    "edge by Ante Bonus paytable: A 2.764 %, B 3.793 %, C 3.840 %, D 3.855 %", "folds 3.110 % of hands"):
        assert heading in out, heading
    assert 2 == main(["analyze", "--game", "five_card_hi_lo", "--wager", "dragon"])
    assert "not a Five Card Hi-Lo wager" in capsys.readouterr().err


def test_poker_variants_demo(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The 637a demo plays its worked hands unrefused, for the default Omaha table and a Badugi profile, each share
    and settlement with its clauses."""
    assert 0 == main(["demo", "--game", "poker_variants"])
    out = capsys.readouterr().out
    assert "refused" not in out.lower()
    for text in ("[pa:637a.19(k)(2)(i), pa:637a.19(l)(1), pa:637a.19(l)(2)]", "(P-13)  [pa:637a.19(k)]",
                 "the button passes to seat", "burn and turn"):
        assert text in out, text
    badugi = tmp_path / "badugi.toml"
    badugi.write_text('game = "poker_variants"\nvariant = "badugi"\nbutton_start = "random_card"\n', encoding="utf-8")
    assert 0 == main(["demo", "--game", "poker_variants", "--profile", str(badugi)])
    out = capsys.readouterr().out
    assert "refused" not in out.lower() and "pa:637a.21(k)(2)" in out and "draws the highest card" in out


def test_five_card_hi_lo_demo(capsys: pytest.CaptureFixture[str]) -> None:
    """The Five Card Hi-Lo demo plays its rounds unrefused and settles each wager with its clauses."""
    assert 0 == main(["demo", "--game", "five_card_hi_lo"])
    out = capsys.readouterr().out
    assert "refused" not in out.lower()
    for text in ("[pa:663a.11(g)(1), pa:663a.12(a)]", "[pa:663a.11(b), pa:663a.11(c)]", "ante_bonus",
                 "[pa:663a.11(g)(3), pa:663a.11(g)(3)(i)]", "[pa:663a.11(g)(2)]"):
        assert text in out, text
