"""``croupier conform``, ``vectors run`` and the reports they write (JUnit XML, HTML)."""

from __future__ import annotations

import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from croupier import cli
from croupier.cli import main
from croupier.conformance import jsonlines
from croupier.conformance.craps.conform import bundled_vectors

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import faulty_engine  # noqa: E402
REFERENCE = "croupier.conformance.craps.reference:ReferenceCraps"


def test_conform_prints_a_per_clause_table_and_writes_both_reports(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    junit, html = tmp_path / "r.xml", tmp_path / "r.html"
    rc = main(["conform", "--impl", REFERENCE, "--profile", "default", "--examples", "3", "--steps", "20",
               "--junit", str(junit), "--html", str(html), "--quiet"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "pa:623a.3(a)(1)(i)(A)" in out and "passed" in out and out.rstrip().endswith("CONFORMS")
    suite = ET.parse(junit).getroot()
    assert "0" == suite.get("failures") and int(suite.get("tests", 0)) > 100
    assert "<p class='verdict passed'>Conforms</p>" in html.read_text()


def test_conform_reports_a_crashing_engine_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cmd = f"{sys.executable} {HERE / 'faulty_engine.py'} crash"
    rc = main(["conform", "--exec", cmd, "--profile", "default", "--no-vectors", "--examples", "3", "--steps", "20",
               "--timeout", "5", "--quiet", "--brief", "--replays", str(tmp_path)])
    out = capsys.readouterr().out
    assert 1 == rc
    assert "fault: crashed: stdout closed (exit status 3)" in out and "DOES NOT CONFORM" in out


def test_vectors_run_replays_a_bundled_file(capsys: pytest.CaptureFixture[str]) -> None:
    path = bundled_vectors("default", {})
    assert path is not None
    rc = main(["vectors", "run", str(path), "--impl", REFERENCE, "--brief", "--case", "0001-malformed-place"])
    out = capsys.readouterr().out
    assert 0 == rc, out
    assert "1 cases" in out


def test_vectors_run_selects_cases_by_glob_and_refuses_a_pattern_that_matches_none(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = str(bundled_vectors("default", {}))
    assert 0 == main(["vectors", "run", path, "--impl", REFERENCE, "--brief", "--case", "*-settlement-pass-win-*"])
    assert " 0 cases" not in capsys.readouterr().out
    assert 2 == main(["vectors", "run", path, "--impl", REFERENCE, "--case", "9999-no-such-case"])
    assert "no case matches 9999-no-such-case" in capsys.readouterr().err


def test_an_unknown_profile_file_is_refused_with_its_name(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["conform", "--impl", REFERENCE, "--profile", "/nonexistent/profile.toml", "--quiet"])
    assert 2 == rc
    assert "profile.toml" in capsys.readouterr().err


def test_conform_does_not_wait_for_a_child_that_holds_the_engine_s_stdout(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The engine exits without answering hello; the ``sleep`` it left holds stdout open: no session, at once (it was
    26 s for a ``sleep 25``), and the ``sleep`` is ended with the engine's process group."""
    pidfile = tmp_path / "pid"
    began = time.monotonic()
    rc = main(["conform", "--exec", f"sh -c 'sleep 30 & echo $! > {pidfile}; read x; exit 0'", "--timeout", "1",
               "--startup-timeout", "2", "--quiet"])
    assert time.monotonic() - began < 10
    assert 1 == rc
    assert "no session (crashed: the process exited (exit status 0) without a reply)" in capsys.readouterr().err
    assert not faulty_engine.alive(int(pidfile.read_text()))


@pytest.mark.parametrize("value", ["-1", "0", "nan", "soon"])
def test_a_time_limit_is_a_positive_number_of_seconds(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    for option in ("--timeout", "--startup-timeout"):
        with pytest.raises(SystemExit) as stop:
            main(["conform", option, value])
        assert 2 == stop.value.code
        assert f"argument {option}: " in capsys.readouterr().err


def test_the_start_up_limit_s_default_is_the_runner_s() -> None:
    assert jsonlines.STARTUP_TIMEOUT == cli.STARTUP_TIMEOUT
