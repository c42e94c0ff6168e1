"""Issue 32: a long campaign's workers share every failing example through Hypothesis's example database, on a Redis
server (several machines) or in a directory (one machine); a failure one worker finds is replayed by another, which
could not find it alone, and both write it as the same replay file.

Each worker is a ``croupier conform --campaign DB`` process of its own, as on a lab's machines, so the database key
must be the same in every process. The Redis server is Debian's ``redis-server`` where it is installed (``.ci/run``
installs it), else fakeredis's TCP server (the ``dev`` extra), each started here on a free loopback port. The engine is
the Sic Bo example's mutant ``triple-pays-180`` (``campaign_engine.py``).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator, Optional

import pytest
import redis

from croupier.cli import main
from croupier.conformance.adapter import EngineAdapter, load_implementation
from croupier.conformance.campaign import open_database, replayed
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget, Context, _Guarded, database_key, run_profile
from croupier.conformance.runner import Side

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from campaign_engine import BothBugs, DoublePays10, TriplePays180  # noqa: E402

ENGINE = "campaign_engine:TriplePays180"  #: found from the folder a worker runs in, tests/conformance
FIXED = "croupier.conformance.examples.sicbo_table:SicBoEngine"
FAKE_SERVER = "import sys, fakeredis; fakeredis.TcpFakeServer(('127.0.0.1', int(sys.argv[1]))).serve_forever()"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start(cmd: list[str], url: str, log: Path) -> Optional[subprocess.Popen[bytes]]:
    """``cmd`` started, once its server answers at ``url``; ``None`` if it ended first (the port was taken)."""
    with log.open("wb") as out:
        server = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
    client = redis.Redis.from_url(url)
    deadline = time.monotonic() + 20
    while server.poll() is None:
        try:
            client.ping()
            return server
        except redis.ConnectionError:
            if time.monotonic() > deadline:
                server.kill()
                server.wait()
                raise AssertionError(f"{cmd[0]} did not answer at {url}: {log.read_text(errors='replace')}")
            time.sleep(0.05)
    return None


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    """A Redis server of this test's own on a free loopback port: Debian's, else fakeredis's."""
    exe = shutil.which("redis-server")
    for attempt in range(5):  # another process may take the free port before the server binds it
        port = _free_port()
        cmd = ([exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir",
                str(tmp_path)] if exe else [sys.executable, "-c", FAKE_SERVER, str(port)])
        url = f"redis://127.0.0.1:{port}/0"
        server = _start(cmd, url, tmp_path / f"server-{attempt}.log")
        if server is not None:
            break
    else:
        raise AssertionError(f"{cmd[0]} would not start: {(tmp_path / 'server-4.log').read_text(errors='replace')}")
    try:
        yield url
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def worker(db: str, replays: Path, *args: str, impl: str = ENGINE) -> subprocess.CompletedProcess[str]:
    """One worker of the campaign on ``db``, a process of its own: the Sic Bo suite's default profile, no vectors, 20
    steps an example."""
    return subprocess.run([sys.executable, "-m", "croupier.cli", "conform", "--game", "sicbo", "--impl", impl,
                           "--profile", "default", "--no-vectors", "--steps", "20", "--brief", "--campaign", db,
                           "--replays", str(replays), *args],
                          cwd=HERE, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONHASHSEED": "random"})


def _replays(d: Path) -> dict[str, str]:
    return {p.name: p.read_text("utf-8") for p in sorted(d.glob("replay-*.json"))} if d.is_dir() else {}


def _found_and_replayed(db: str, tmp_path: Path) -> dict[str, str]:
    """Worker 1 finds the planted bug in one round and saves it to ``db``; worker 2, which generates no example
    (``--examples 0``: it only replays the database), reports the same failure and writes the same replay file."""
    first = worker(db, tmp_path / "w1", "--rounds", "1", "--seed", "0")
    assert 1 == first.returncode, first.stdout + first.stderr
    assert "[default] mismatch, found in round 1 (seed 0): " in first.stdout, first.stdout
    found = _replays(tmp_path / "w1")
    assert 1 == len(found), found

    second = worker(db, tmp_path / "w2", "--examples", "0")
    assert 1 == second.returncode, second.stdout + second.stderr
    assert "[default] mismatch, replayed from the shared database: " in second.stdout, second.stdout
    assert "three_of_a_kind 1: win 90000, the reference settlement seat 1 three_of_a_kind 1: win 75000" \
        in second.stdout
    assert found == _replays(tmp_path / "w2")  # the same failure, minimised alike: the same file
    return found


def test_a_failure_one_worker_finds_is_replayed_by_another_through_redis(redis_url: str, tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    client = redis.Redis.from_url(redis_url)
    assert [] == client.keys("*")

    found = _found_and_replayed(redis_url, tmp_path)

    assert client.keys("hypothesis-example:*"), "the failing example is in the shared database"
    (name,) = found
    assert 1 == main(["vectors", "run", str(tmp_path / "w2" / name), "--impl", ENGINE, "--brief"])
    assert "DOES NOT CONFORM" in capsys.readouterr().out


def test_a_worker_alone_finds_nothing_without_the_database_and_a_fixed_build_clears_it(tmp_path: Path) -> None:
    """The control: worker 2's budget cannot find the bug by itself. A worker on a fixed build replays the failure
    (and the examples met while shrinking it), passes, and removes them from the database."""
    db = tmp_path / "db"
    alone = worker(str(db), tmp_path / "alone", "--examples", "0")
    assert 0 == alone.returncode, alone.stdout + alone.stderr
    assert "stopped: replay only (--examples 0): the database holds no failure" in alone.stdout
    assert {} == _replays(tmp_path / "alone")

    _found_and_replayed(str(db), tmp_path)
    assert any(db.rglob("*")), "the failing example is in the shared directory"

    fixed = worker(str(db), tmp_path / "fixed", "--examples", "0", impl=FIXED)
    assert 0 == fixed.returncode, fixed.stdout + fixed.stderr
    assert [] == [p for p in db.rglob("*") if p.is_file()], "a fixed build leaves nothing to replay"


@pytest.mark.parametrize("shared", [False, True], ids=["a run", "a campaign"])
def test_a_campaign_example_steers_by_its_own_choices_alone(shared: bool, tmp_path: Path) -> None:
    """Steering aims at the paytable rows not paid yet. A run remembers what its earlier examples paid; a campaign's
    examples do not, so that an example saved by one worker makes the same events in another process, whatever that
    process ran before."""
    g = suite_for("sicbo")
    side = Side(load_implementation(FIXED), threaded=False)
    side.handshake()
    remembered: list[int] = []
    findings, failure = run_profile(g, side, "default", g.profile_named("default")[1],
                                    Budget(examples=3, steps=20, seed=0),
                                    on_step=lambda m, e, expected: remembered.append(len(m.ctx.paid)),
                                    database=open_database(str(tmp_path / "db")) if shared else None)
    assert failure is None and findings.cases >= 3
    assert (0 == max(remembered)) is shared


def test_every_failure_the_database_holds_is_replayed_not_only_the_first(tmp_path: Path) -> None:
    """Two workers that find two bugs at once leave two failing examples under one profile. Hypothesis's own replay
    stops at the first that fails; a worker replays each alone and reports both."""
    g = suite_for("sicbo")
    name, profile = g.profile_named("default")
    budget = Budget(examples=40, steps=20, seed=3, shrink_seconds=5)
    db = open_database(str(tmp_path / "db"))

    def side(engine: type) -> Side:
        s = Side(EngineAdapter(engine()), threaded=False)
        s.handshake()
        return s

    for engine in (TriplePays180, DoublePays10):  # each worker's round, finding its bug (no replay first)
        assert run_profile(g, side(engine), name, profile, budget, database=db)[1] is not None
    assert 2 == len(list(db.fetch(database_key(g, profile, budget))))

    failures = [f for _, f in replayed(g, side(BothBugs), name, profile, budget, db)]

    assert ["three_of_a_kind", "two_of_a_kind"] == sorted(
        next(k for k in ("three_of_a_kind", "two_of_a_kind") if k in f.problem) for f in failures if f is not None)


def test_only_failures_go_in_and_only_an_example_that_ran_to_its_end_takes_one_out(tmp_path: Path) -> None:
    """Hypothesis removes an entry that no longer fails when replayed; an example cut short (the time up, faults, an
    unsupported profile) is no evidence, and another worker's failure stays. It saves the choices of an example that
    ended in its own error too (drawn otherwise on replay, once the time to shrink is up): not a failure, kept out."""
    db = open_database(str(tmp_path / "db"))
    ctx = Context(game=None, side=None, profile_name="default", profile={}, cfg=None, findings=None, deadline=0.0)
    shared = _Guarded(db, ctx)

    for ended, kept in (("cut", []), ("passed", []), ("failed", [b"failing example"])):
        ctx.ended = ended
        shared.save(b"k", b"failing example")
        assert kept == list(db.fetch(b"k")), ended

    for ended, kept in (("cut", [b"failing example"]), ("failed", [b"failing example"]), ("passed", [])):
        ctx.ended = ended
        shared.delete(b"k", b"failing example")
        assert kept == list(db.fetch(b"k")), ended


@pytest.mark.parametrize("argv, said", [
    (["--campaign", "redis://127.0.0.1:{port}/0"], "croupier: --campaign redis://127.0.0.1:{port}/0: no Redis server "
                                                   "answers there"),
    (["--campaign", "redis://:secret@127.0.0.1:{port}/0"], "croupier: --campaign redis://:***@127.0.0.1:{port}/0: "),
    (["--campaign", "http://127.0.0.1/"], "croupier: --campaign http://127.0.0.1/: not a database this command knows"),
    (["--hours", "2"], "croupier: --hours bounds a campaign: give --campaign DB too"),
    (["--campaign", "{tmp}", "--mutants"], "croupier: --campaign runs the generated suite on one implementation: it "
                                           "takes no --mutants"),
])
def test_a_campaign_that_cannot_run_is_one_line_and_exit_status_2(argv: list[str], said: str, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    port = _free_port()  # nothing listens there

    def filled(text: str) -> str:
        return text.format(port=port, tmp=tmp_path)

    assert 2 == main(["conform", "--game", "sicbo", "--quiet", *map(filled, argv)])
    err = capsys.readouterr().err
    assert err.startswith(filled(said)) and 1 == len(err.splitlines()), err
    assert "secret" not in err
