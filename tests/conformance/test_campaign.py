"""Issue 28: the committed results of the mutation campaign (``conformance/examples/campaign.py``, cosmic-ray's
operators over each bundled engine) are current and strong enough.

Reads the results files only: neither the mutation tool nor a run of the suite is needed. A change to an engine
changes its sha256, and then the campaign must be run again for that game
(``python -m croupier.conformance.examples.campaign GAME``, with ``pip install -e ".[mutation]"``).
"""

from __future__ import annotations

import hashlib
import tomllib
from pathlib import Path

import pytest

import croupier.conformance.examples as examples_pkg

CAMPAIGN = Path(examples_pkg.__file__).resolve().parent / "campaign"
FILES = sorted(CAMPAIGN.glob("*.toml"))
KILLED_BY = ("vectors:", "suite", "crash", "unsupported", "timeout", "survived")


def _data(path: Path) -> dict:
    return tomllib.loads(path.read_text("utf-8"))


def test_some_game_has_results() -> None:
    assert FILES, f"no campaign results under {CAMPAIGN}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_results_match_the_current_engine(path: Path) -> None:
    d = _data(path)
    assert d["game"] == path.stem
    engine = Path(examples_pkg.__file__).resolve().parent / d["engine"]
    now = hashlib.sha256(engine.read_text("utf-8").encode("utf-8")).hexdigest()
    assert d["engine_sha256"] == now, (f"{d['engine']} changed since its campaign: rerun "
                                       f"python -m croupier.conformance.examples.campaign {d['game']}")
    assert d["tool"] == "cosmic-ray" and d["tool_version"]
    assert d["seed"] == d["game"]


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_results_score_and_triage(path: Path) -> None:
    d = _data(path)
    rows = d["mutant"]
    assert len(rows) == d["sample_size"] <= d["eligible"] <= d["generated"]
    assert len({r["id"] for r in rows}) == len(rows), "a mutant is listed twice"
    for r in rows:
        assert r["killed_by"].startswith(KILLED_BY), r
        assert r["diff"] and " => " in r["diff"], r
        if r["killed_by"] == "survived":
            # triaged: equivalent (why), or open (a real bug no vector kills yet, and what the vector needs)
            reasons = [r.get(k, "") for k in ("equivalent", "open") if r.get(k, "").strip()]
            assert len(reasons) == 1 and "\n" not in reasons[0], \
                f"survivor {r['id']} needs one one-line reason: equivalent (why) or open (what would kill it)"
        else:
            assert "equivalent" not in r and "open" not in r, f"{r['id']} was killed, so it is not a survivor"
    equivalent = sum(r["killed_by"] == "survived" and bool(r.get("equivalent")) for r in rows)
    killed = sum(r["killed_by"] != "survived" for r in rows)
    assert killed / max(1, len(rows) - equivalent) >= 0.95, f"{killed} of {len(rows) - equivalent} killed"
