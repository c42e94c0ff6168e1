"""The vendor's rulebook (issue 28): ``croupier config options``, ``croupier rulebook`` and the committed pages
``docs/vendor/rulebook/`` (generated; they must equal what the generator gives now)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from croupier import games, rulebook, spec
from croupier.cli import build_parser, main
from croupier.conformance.games import GAMES, suite_for

#: its fixture takes many seconds: every test of the module runs on one pytest-xdist worker, which builds it once
pytestmark = pytest.mark.xdist_group("rulebook")

ROOT = Path(__file__).resolve().parent.parent
PAGES = ROOT / "docs" / "vendor" / "rulebook"
REGENERATE = "croupier rulebook --all --out docs/vendor/rulebook"


def _choices(*path: str) -> list[str]:
    p = build_parser()
    for name in path:
        sub = next(a for a in p._actions if a.__class__.__name__ == "_SubParsersAction")
        p = sub.choices[name]  # type: ignore[attr-defined]
    return list(next(a for a in p._actions if a.dest == "game").choices)


def test_every_conform_game_has_options_and_a_rulebook() -> None:
    assert [g.name for g in games.suite_games()] == list(GAMES) == [c for c in _choices("conform") if c != "all"]
    assert _choices("config", "options") == _choices("rulebook") == list(GAMES)


@pytest.mark.parametrize("game", list(GAMES))
def test_config_options_prints_every_option_and_reading(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["config", "options", "--game", game, "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    folder = data["tables"].split("/")[1]
    raw = spec.tables(folder)
    assert data["options"], game  # every suite's game has options
    for entry in data["options"] + data["readings"]:
        assert entry.get("game", game) == game
        assert entry in [dict(x) for x in raw["option"] + raw["reading"]]
    if folder in ("craps", "sicbo", "tdf", "baccarat", "paigow"):  # a file of one game: all of it
        assert len(data["options"]) == len(raw["option"]) and len(data["readings"]) == len(raw["reading"])
    assert 0 == main(["config", "options", "--game", game])
    table = capsys.readouterr().out
    assert 0 == main(["config", "options", "--game", game, "--format", "markdown"])
    markdown = capsys.readouterr().out
    for o in data["options"]:
        assert f"  {o['name']}  [{o['clause']}]" in table
        assert f"| `{o['name']}` |" in markdown
    for r in data["readings"]:
        assert f"  {r['amb']}  [{r['clause']}]" in table


def test_config_options_of_a_shared_file_keeps_the_game_s_own() -> None:
    spanish = {o["name"] for o in rulebook.options("spanish21")["options"]}
    blackjack = {o["name"] for o in rulebook.options("blackjack")["options"]}
    assert "mtd_max" in spanish and "mtd_max" not in blackjack
    dice = rulebook.options("dice")  # the controls file: the dice options, and the readings of 603a.13 only
    assert {o["game"] for o in dice["options"]} == {"dice"}
    assert dice["readings"] and all(r["clause"].startswith("pa:603a.13") for r in dice["readings"])


@pytest.fixture(scope="session")  # built once per worker, not again on each return to this module
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every page as ``croupier rulebook --all`` writes it now (one process: the model without its contracts)."""
    out = tmp_path_factory.mktemp("rulebook")
    env = dict(os.environ, CROUPIER_CONTRACTS="0")
    r = subprocess.run([sys.executable, "-m", "croupier.cli", "rulebook", "--all", "--out", str(out)], cwd=ROOT,
                       env=env, capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr
    return out


def test_committed_pages_are_what_the_generator_gives_now(generated: Path) -> None:
    made = sorted(p.name for p in generated.glob("*.md"))
    assert made == sorted(["index.md"] + [f"{g}.md" for g in GAMES])
    assert sorted(p.name for p in PAGES.glob("*.md")) == made, f"regenerate with: {REGENERATE}"
    stale = [n for n in made if (PAGES / n).read_text(encoding="utf-8") != (generated / n).read_text(encoding="utf-8")]
    assert not stale, f"stale rulebook pages {stale}: regenerate with: {REGENERATE}"


def _vector_clauses(game: str) -> tuple[set[str], dict[str, set[str]]]:
    """Every clause the game's bundled vectors cite, and the refusal clauses per event type (read independently)."""
    g = suite_for(game)
    cited: set[str] = set()
    refused: dict[str, set[str]] = {}
    for name, make in g.profiles.items():
        path = g.bundled_vectors(name, make())
        if path is None:
            continue
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            for st in case["steps"]:
                for o in st["expect"] or ():
                    if o["type"] == "rejected":
                        cited.add(o["clause"])
                        refused.setdefault(st["event"]["type"], set()).add(o["clause"])
                    else:
                        cited.update(o.get("clauses", ()))
    return cited, refused


def _section(page: str, heading: str) -> str:
    start = page.index(heading + "\n")
    m = re.search(r"^#{1,%d} " % heading.count("#", 0, heading.index(" ")), page[start + len(heading):], re.M)
    return page[start: start + len(heading) + (m.start() if m else len(page))]


@pytest.mark.parametrize("game", list(GAMES))
def test_rulebook_renders_and_names_every_clause_the_vectors_cite(game: str, generated: Path) -> None:
    page = (generated / f"{game}.md").read_text(encoding="utf-8")
    for heading in ("## Outcomes and the clauses they cite", "## Refusals", "### Refusal precedence", "## Options",
                    "## Fixed readings", "## Order of money outcomes"):
        assert f"\n{heading}\n" in page, heading
    cited, refused = _vector_clauses(game)
    assert cited
    missing = sorted(c for c in cited if f"`{c}`" not in page)
    assert not missing, missing
    precedence = _section(page, "### Refusal precedence")
    for etype, clauses in refused.items():  # every refusal is placed in the check order of its event type
        rows = _section(precedence, f"#### `{etype}`")
        assert not [c for c in clauses if f"`{c}`" not in rows], etype
    for rule in suite_for(game).order:
        assert f"| `{rule.clause}` |" in _section(page, "## Order of money outcomes")
    for o in rulebook.options(game)["options"]:
        assert f"| `{o['name']}` |" in _section(page, "## Options")
    assert f"\n{game}\n" in (generated / "index.md").read_text(encoding="utf-8")


def test_precedence_is_the_clause_the_reference_names(generated: Path) -> None:
    """An event that breaks two rules is refused under the check listed first (Sic Bo's ``place``)."""
    rows = _section(_section((generated / "sicbo.md").read_text(encoding="utf-8"), "### Refusal precedence"),
                    "#### `place`")
    assert rows.index("a wager is a positive number") < rows.index("`pa:625a.4(b)`") < rows.index("`pa:625a.3(1)`")
    g = suite_for("sicbo")
    cfg = g.config({"game": "sicbo"})

    def refused(event: dict[str, object]) -> str:
        outs, _ = g.run_event(cfg, g.initial(), event)
        assert outs is not None and outs[0]["type"] == "rejected", outs
        return str(outs[0]["clause"])

    assert refused({"type": "place", "seat": 0, "bet": "small", "amount": "0"}) == "pa:625a.4(a)"
    assert refused({"type": "place", "seat": 0, "bet": "three_of_a_kind 7", "amount": "500"}) == "pa:625a.4(b)"
    assert refused({"type": "place", "seat": 1, "bet": "three_of_a_kind 7", "amount": "500"}) == "pa:625a.3(1)"


def test_rulebook_cli_prints_or_writes_one_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sicbo.md"
    assert 0 == main(["rulebook", "--game", "sicbo", "--out", str(out)])
    assert out.read_text(encoding="utf-8") == (PAGES / "sicbo.md").read_text(encoding="utf-8")
    assert 2 == main(["rulebook"])
    assert "--game" in capsys.readouterr().err


def test_interpreting_points_to_the_rulebooks() -> None:
    text = (ROOT / "conformance" / "INTERPRETING.md").read_text(encoding="utf-8")
    at = text.index("### Per-game rulebooks")
    assert text.index("## 2. Messages") < at < text.index("## 3. How a run proceeds")
    assert not re.search(r"^##+ ", text[at + 5: text.index("## 3. How a run proceeds")], re.M)
    assert "](../docs/vendor/rulebook/index.md)" in text and "croupier rulebook --game" in text
    assert "rulebook/index" in (ROOT / "docs" / "vendor" / "index.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(("game", "own"), [("asia_poker", {"pa:659a.2(a)"}), ("five_card_hi_lo", {"pa:663a.2(a)"}),
                                           ("paigow", {"pa:621a.2(a)", "pa:535.2(a)", "md:paigow.2(A)"})])
def test_a_family_check_is_shown_with_the_clause_its_chapter_passes(game: str, own: set[str], generated: Path) -> None:
    """``families/card_setting.py: join`` is written once; each chapter's page names its own clauses and caller."""
    rows = _section(_section((generated / f"{game}.md").read_text(encoding="utf-8"), "### Refusal precedence"),
                    "#### `join`")
    line = next(x for x in rows.splitlines() if "families/card_setting.py: join" in x)
    assert f"(from {game}/game.py: _join)" in line
    assert set(re.findall(r"`((?:pa|md):[^`]+)`", line.split("|")[2])) == own


def test_a_clause_held_in_a_name_is_read_even_where_no_vector_refuses(generated: Path) -> None:
    """The family's finished-hand check takes its clause from Spanish 21's decision; the page names each, unrefused."""
    rows = _section((generated / "spanish21.md").read_text(encoding="utf-8"), "### Refusal precedence")
    opened = [x for x in rows.splitlines() if "`families/blackjack.py: decision (from spanish21/game.py: " in x]
    assert opened and not [x for x in opened if "(computed" in x]
    assert {"pa:551.9(a)", "pa:551.11(a)", "pa:551.12(a)", "pa:551.13(a)"} <= set(re.findall(r"`(pa:[^`]+)`", "".join(opened)))


@pytest.mark.parametrize(("game", "clause", "words"), [("spanish21", "pa:551.8(c)", "shoe"),
                                                        ("double_attack", "pa:665a.7(c)", "batch")])
def test_a_family_check_s_reason_is_in_its_chapter_s_words(game: str, clause: str, words: str,
                                                            generated: Path) -> None:
    """The burn check is written once (``families/blackjack.py: burn``); each page words it as its chapter does."""
    rows = _section(_section((generated / f"{game}.md").read_text(encoding="utf-8"), "### Refusal precedence"),
                    "#### `burn`")
    line = next(x for x in rows.splitlines() if "families/blackjack.py: burn" in x and f"`{clause}`" in x)
    assert f"a card is burned after the {words} is loaded and when a new dealer arrives, not now" in line
    assert f"(from {game}/game.py: burn)" in line
