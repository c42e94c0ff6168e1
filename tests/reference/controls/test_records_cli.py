"""``croupier records check FILE``: the findings clause by clause, and the exit status (0 nothing failed, 1 something
did, 2 a malformed file or option)."""

from __future__ import annotations

from pathlib import Path

import pytest

from croupier.cli import main
from croupier.reference.controls import records

EXAMPLES = Path(records.__file__).resolve().parent / "examples"


def test_ok_example_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["records", "check", str(EXAMPLES / "shift-ok.toml")])
    out = capsys.readouterr().out
    assert "pa:465a.35(c)(13)" in out and "pa:609a.13(c)(3)" in out
    assert ", 0 fail, " in out.splitlines()[-1]


def test_findings_example_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert 1 == main(["records", "check", str(EXAMPLES / "shift-findings.toml")])
    out = capsys.readouterr().out
    assert "needs the codified text (S-3)" in out
    assert "entry 2 (Chris Doe): on the self-exclusion list" in out
    assert ", 17 fail, " in out.splitlines()[-1]


def test_option_changes_a_reading(capsys: pytest.CaptureFixture[str]) -> None:
    """--option elided_span_paragraphs=not_checked: the Craps floorperson is listed, not failed."""
    assert 1 == main(["records", "check", str(EXAMPLES / "shift-findings.toml"), "--option",
                      "elided_span_paragraphs=not_checked"])
    assert "not checked (S-3)" in capsys.readouterr().out


def test_malformed_file_or_option_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "shift.toml"
    bad.write_text('gaming_day = 2024-05-15\n[[tables]]\nid = "BJ-1"\ngame = "blackjack"\ndealers = 1\n',
                   encoding="utf-8")

    assert 2 == main(["records", "check", str(bad)])
    assert "tables[0].dealers: must be a list, not 1" in capsys.readouterr().err
    assert 2 == main(["records", "check", str(EXAMPLES / "shift-ok.toml"), "--option", "uplift_rounding=sideways"])
    assert "uplift_rounding: must be one of 'down', 'up'" in capsys.readouterr().err
