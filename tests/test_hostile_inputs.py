"""Hostile input (issue 29): every command that reads a file or a line refuses a bad one in one line on stderr, with
a non-zero exit status (2 for a file that is no document at all), never a traceback, never a hang; ``serve``
answers every line and goes on, in flat memory.

The corpus is generated here: binary, UTF-16 and UTF-32, a byte order mark, NUL bytes, empty files, files over the
size limit, arrays, inline tables and dotted keys nested past the depth limit, a 5000-digit integer, a FIFO, a
directory, a missing path, illegal elections, and mutated copies of every bundled example profile, table
description and shift record and of a bundled vector file. Most cases run ``croupier.cli.main`` in-process; a few
run the installed command in a subprocess for the FIFO and the exit status.
"""

from __future__ import annotations

import codecs
import copy
import io
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

import croupier.reference
from croupier.cli import main
from croupier.conformance.adapter import load_implementation
from croupier.conformance.jsonlines import serve
from croupier.reference.inputs import MAX_DEPTH, MAX_JSON_BYTES, MAX_TOML_BYTES

EXAMPLES = sorted(Path(croupier.reference.__file__).parent.glob("*/examples/*.toml"))
VECTORS = Path(croupier.reference.__file__).parent.parent / "conformance" / "vectors" / "pa-623a@2015" / "default.json"
REFERENCE = "croupier.conformance.reference:Reference"
CRAPS_REFERENCE = "croupier.conformance.craps.reference:ReferenceCraps"
QUICK = 10.0  #: seconds any one refusal may take (each takes well under one)

#: how each command is given a TOML file (conform: refused before any table opens; a legal profile runs nothing)
TOML_COMMANDS: dict[str, Callable[[str], list[str]]] = {
    "config check": lambda f: ["config", "check", f],
    "equipment check": lambda f: ["equipment", "check", f],
    "records check": lambda f: ["records", "check", f],
    "analyze --profile": lambda f: ["analyze", "--profile", f, "--wager", "pass"],
    "conform --profile": lambda f: ["conform", "--impl", CRAPS_REFERENCE, "--profile", f, "--no-vectors",
                                    "--no-hypothesis", "--quiet", "--brief"],
    "demo --profile": lambda f: ["demo", "--profile", f],
    "vectors generate --profile": lambda f: ["vectors", "generate", "--profile", f, "--out", os.devnull, "--quiet"],
}
PROFILE_COMMANDS = ("config check", "analyze --profile", "conform --profile")

#: files that are no TOML document croupier reads: name -> bytes
NOT_TOML: dict[str, bytes] = {
    "binary": bytes(range(256)) * 4,
    "utf16": 'game = "craps"\ntable_min = 1000\n'.encode("utf-16"),
    "utf16-no-bom": 'game = "craps"\n'.encode("utf-16-le"),
    "utf16-be": 'game = "craps"\n'.encode("utf-16-be"),
    "utf32": 'game = "craps"\n'.encode("utf-32"),
    "bom-then-binary": codecs.BOM_UTF8 + b"\xff\xfe\x00garbage",
    "nul": b'game = "craps"\x00\n',
    "empty": b"",
    "comments-only": b"# nothing set\n\n   \n",
    "huge": b"# " + b"x" * MAX_TOML_BYTES + b"\n",
    "deep-array": b"a = " + b"[" * 50_000 + b"]" * 50_000 + b"\n",
    "deep-array-under-recursion-limit": b"a = " + b"[" * 500 + b"]" * 500 + b"\n",
    "deep-inline-tables": b"a = " + b"{b = " * 3000 + b"1" + b"}" * 3000 + b"\n",
    "long-dotted-key": b"a" + b".b" * 100_000 + b" = 1\n",
    "long-dotted-header": b"[a" + b".b" * 100_000 + b"]\n",
    "nested-tables": b"".join(b"[" + b".".join([b"t"] * n) + b"]\n" for n in range(1, MAX_DEPTH + 2)),
    "big-int": b"table_min = " + b"1" * 5000 + b"\n",
    "not-toml": b"this is not TOML at all\n",
    "unterminated": b'game = "craps\n',
}

#: Craps profiles that parse but elect what the rules forbid: name -> (text, field named in the refusal)
ILLEGAL: dict[str, tuple[str, str]] = {
    "negative-minimum": ("table_min = -500\n", "table_min"),
    "unknown-game": ('game = "nosuch"\n', "game"),
    "game-a-number": ("game = 42\n", "game"),
    "game-a-table": ("game = {x = 1}\n", "game"),
    "vig-nan": ("buy_vig = nan\n", "buy_vig"),
    "fractional-limits": ("limits = { field = [500.5, 1000] }\n", "limits"),
    "seat-lock-array": ("seat_lock = []\n", "seat_lock"),
    "minimum-inf": ("table_min = inf\n", "table_min"),
}

#: values put in place of a value in the bundled examples, one per line in turn
HOSTILE_VALUES = ("[]", "{x = 1}", "nan", "-1", "1.5", '"?"', "true", "1979-05-27", "[[1]]", "9" * 30,
                  '"' + "x" * 500 + '"', "-inf")


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``croupier ARGV`` in-process: the exit status, stdout and stderr; an exception is the test's failure."""
    began = time.monotonic()
    rc = main(argv)
    took = time.monotonic() - began
    out, err = capsys.readouterr()
    assert took < QUICK, f"{argv}: {took:.1f} s"
    assert "Traceback" not in out + err, argv
    return rc, out, err


def _one_line(err: str, path: str) -> str:
    lines = err.strip().splitlines()
    assert 1 == len(lines), err
    assert lines[0].startswith(path), err
    return lines[0]


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The TOML corpus on disk, plus a directory and a missing path: name -> path."""
    where = tmp_path_factory.mktemp("hostile")
    paths = {}
    for name, data in NOT_TOML.items():
        (where / f"{name}.toml").write_bytes(data)
        paths[name] = str(where / f"{name}.toml")
    (where / "directory.toml").mkdir()
    paths["directory"] = str(where / "directory.toml")
    paths["missing"] = str(where / "no-such-file.toml")
    return paths


@pytest.mark.parametrize("command", list(TOML_COMMANDS))
def test_a_file_that_is_no_toml_document_is_refused_in_one_line(command: str, hostile: dict[str, str],
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Binary, UTF-16/32, NUL, empty, too large, too deep, a 5000-digit integer, not TOML, a directory, a missing
    path: exit status 2 and one line naming the file, from every command that reads a TOML file."""
    for name, path in hostile.items():
        rc, _, err = _run(TOML_COMMANDS[command](path), capsys)
        assert 2 == rc, (name, err)
        _one_line(err, path)


def test_what_each_refusal_says(hostile: dict[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    """The reason names what the file is, so the user knows what to fix."""
    says = {"binary": "not UTF-8", "utf16": "UTF-16", "utf16-no-bom": "UTF-16", "utf16-be": "UTF-16",
            "utf32": "UTF-32", "nul": "NUL", "empty": "empty", "comments-only": "empty", "huge": "larger than",
            "deep-array": f"nested more than {MAX_DEPTH} deep", "deep-inline-tables": "nested more than",
            "deep-array-under-recursion-limit": "nested more than", "nested-tables": "nested more than",
            "long-dotted-key": "dots on one line", "long-dotted-header": "dots on one line",
            "big-int": "more than 4300 digits", "not-toml": "not valid TOML", "directory": "a directory",
            "missing": "no such file"}
    for name, reason in says.items():
        assert reason in _run(["config", "check", hostile[name]], capsys)[2], name


def test_a_utf8_byte_order_mark_is_skipped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A UTF-8 file that starts with a byte order mark (as some editors write) is read as without it."""
    path = tmp_path / "bom.toml"
    path.write_bytes(codecs.BOM_UTF8 + b'game = "mini_craps"\n')
    rc, out, _ = _run(["config", "check", str(path)], capsys)
    assert 0 == rc and "valid mini-craps profile" in out


@pytest.mark.parametrize("name", list(ILLEGAL))
def test_an_illegal_election_is_refused_with_field_and_clause(name: str, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """``config check`` exits 1 (the profile is read and judged), ``analyze`` and ``conform`` 2; each names the
    file, the field and the clause in one line, as ``config check`` does (conform checked it after the run began)."""
    text, field = ILLEGAL[name]
    path = tmp_path / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    for command in PROFILE_COMMANDS:
        rc, _, err = _run(TOML_COMMANDS[command](str(path)), capsys)
        assert (1 if command == "config check" else 2) == rc, (command, err)
        line = _one_line(err, str(path))
        assert f"refused: {field}: " in line and "[pa:" in line, (command, line)


def _mutants(path: Path) -> Iterator[tuple[str, str]]:
    """Copies of a bundled example: cut in half, and every fourth value replaced by a hostile one in turn."""
    text = path.read_text(encoding="utf-8")
    yield "half", text[: len(text) // 2]
    lines = text.splitlines()
    values = [i for i, line in enumerate(lines) if "=" in line and line[:1].isalpha()]
    for n, i in enumerate(values[::4]):
        key = lines[i].split("=", 1)[0]
        yield f"line{i + 1}", "\n".join(lines[:i] + [f"{key}= {HOSTILE_VALUES[n % len(HOSTILE_VALUES)]}"]
                                        + lines[i + 1:]) + "\n"


def test_mutated_bundled_examples_never_raise(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Each mutant of each bundled profile, table description and shift record, fed to the command that reads its
    kind (a Craps profile also to ``analyze`` and ``conform``): judged (exit 0 or 1) or refused (exit 2, the first
    line naming the file), quickly, without a traceback."""
    runs = 0
    for example in EXAMPLES:
        kind = ("equipment check" if example.name.startswith("table-") else
                "records check" if example.name.startswith("shift-") else "config check")
        commands = [kind] + (["analyze --profile", "conform --profile"] if example.name.startswith("profile-")
                             and "craps" in example.name else [])
        for label, text in _mutants(example):
            path = tmp_path / f"{example.stem}-{label}.toml"
            path.write_text(text, encoding="utf-8")
            for command in commands:
                rc, _, err = _run(TOML_COMMANDS[command](str(path)), capsys)
                runs += 1
                assert rc in (0, 1, 2), (command, path.name, rc)
                if rc == 2:
                    assert err.startswith(str(path)), (command, path.name, err)
    assert runs > 300


class _Unblock:
    """Opens a FIFO for writing after ``seconds`` unless stopped first: a reader stuck on it is freed, and the test
    fails instead of hanging."""

    def __init__(self, fifo: Path, seconds: float = QUICK) -> None:
        self.fifo, self.seconds, self.done = fifo, seconds, threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)

    def _watch(self) -> None:
        if not self.done.wait(self.seconds):
            try:
                os.close(os.open(self.fifo, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass

    def __enter__(self) -> "_Unblock":
        self.thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.done.set()
        self.thread.join()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_fifo_is_refused_at_once_by_every_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A named pipe given as a file would block for ever: each command refuses it on sight (exit 2, one line)."""
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(fifo)
    for command, argv in [*TOML_COMMANDS.items(), ("vectors run", lambda f: ["vectors", "run", f])]:
        with _Unblock(fifo):
            rc, _, err = _run(argv(str(fifo)), capsys)
        assert 2 == rc, command
        assert "named pipe" in _one_line(err, str(fifo)), command


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_the_installed_command_refuses_a_fifo_in_a_subprocess(tmp_path: Path) -> None:
    """The same through the installed command: exit status 2, one line, no traceback, well within the timeout."""
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(fifo)
    for argv in (["config", "check", str(fifo)], ["vectors", "run", str(fifo)]):
        p = subprocess.run([sys.executable, "-m", "croupier.cli", *argv], capture_output=True, text=True, timeout=60,
                           env={**os.environ, "CROUPIER_CONTRACTS": "0"})
        assert 2 == p.returncode, p.stderr
        assert "Traceback" not in p.stderr and "named pipe" in _one_line(p.stderr, str(fifo))


def _vector_corpus(where: Path) -> dict[str, Path]:
    """Vector files that are no vector file croupier replays: name -> path."""
    bundled = json.loads(VECTORS.read_text(encoding="utf-8"))
    bundled["cases"] = bundled["cases"][:3]

    def mutated(change: Callable[[dict[str, Any]], None]) -> bytes:
        doc = copy.deepcopy(bundled)
        change(doc)
        return json.dumps(doc).encode()

    def step(doc: dict[str, Any]) -> dict[str, Any]:
        return doc["cases"][1]["steps"][0]  # type: ignore[no-any-return]

    files: dict[str, bytes] = {
        "binary": bytes(range(256)) * 4, "utf16": json.dumps(bundled).encode("utf-16"), "empty": b"",
        "deep-array": b"[" * 50_000 + b"]" * 50_000, "deep-object": b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
        "deep-under-recursion-limit": b"[" * 500 + b"]" * 500, "big-int": b'{"format": ' + b"1" * 5000 + b"}",
        "nan": b'{"format": NaN}', "an-array": b"[1, 2]", "not-json": b"{'single': 'quotes'}",
        "truncated": VECTORS.read_bytes()[:5000],
        "unknown-game": mutated(lambda d: d.update(game="nosuch")),
        "unknown-ruleset": mutated(lambda d: d.update(ruleset="623a@2012")),
        "wrong-format": mutated(lambda d: d.update(format="croupier-vectors/99")),
        "cases-an-object": mutated(lambda d: d.update(cases={})),
        "event-type-a-number": mutated(lambda d: step(d)["event"].update(type=1)),
        "expect-a-string": mutated(lambda d: step(d).update(expect="win")),
        "state-fire-a-string": mutated(lambda d: step(d)["state"].update(fire="zz")),
        "state-wagers-a-number": mutated(lambda d: step(d)["state"].update(wagers=-1)),
    }
    paths = {}
    for name, data in files.items():
        (where / f"{name}.json").write_bytes(data)
        paths[name] = where / f"{name}.json"
    huge = where / "huge.json"
    with huge.open("wb") as f:
        f.truncate(MAX_JSON_BYTES + 1)  # sparse: refused by its size before a byte is read
    paths["huge"] = huge
    (where / "directory.json").mkdir()
    paths["directory"] = where / "directory.json"
    paths["missing"] = where / "no-such-file.json"
    return paths


def test_vectors_run_refuses_hostile_files_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A vector file that cannot be replayed (not UTF-8 JSON, too deep, too large, a 5000-digit number, ``NaN``, an
    unknown game or ruleset, a step the protocol's schemas refuse) is refused before any replay: exit 2, one line
    naming the file (and the field)."""
    for name, path in _vector_corpus(tmp_path).items():
        for impl in ([], ["--impl", REFERENCE]):
            rc, _, err = _run(["vectors", "run", str(path), "--brief", *impl], capsys)
            assert 2 == rc, (name, err)
            _one_line(err, str(path))
    assert "cases/1/steps/0/state" in _run(["vectors", "run", str(tmp_path / "state-fire-a-string.json")], capsys)[2]


@pytest.mark.parametrize("a, b", [("nosuch", "pa-623a@2015"), ("623a@2012", "pa-623a@2015"),
                                  ("pa-623a@2015", ""), ("x" * 10_000, "\udcff"), ("../../etc/passwd", "-")])
def test_diff_refuses_an_unknown_ruleset(a: str, b: str, capsys: pytest.CaptureFixture[str]) -> None:
    rc, _, err = _run(["diff", a, b], capsys)
    assert 2 == rc
    assert "unknown ruleset" in _one_line(err, "croupier diff:")


@pytest.mark.parametrize("clause", ["(((", "pa:", ":", "pa:623a.3(a", "x" * 100_000, "\udcff", "pa:623a.3)(",
                                    "../../etc/passwd", "pa:623a.3(a)(1)(i)(A)(B)(C)(D)", "md:", "zz:1", " "])
def test_cite_answers_garbage_with_one_line(clause: str, capsys: pytest.CaptureFixture[str]) -> None:
    rc, _, err = _run(["cite", "--", clause], capsys)
    assert 1 == rc
    assert "no such clause" in _one_line(err, "")


def test_cite_takes_a_maryland_clause_as_written(capsys: pytest.CaptureFixture[str]) -> None:
    """``md:`` ids are looked up as they are, not as ``pa:md:...``."""
    rc, out, _ = _run(["cite", "md:paigow.1"], capsys)
    assert 0 == rc and out.startswith("md:paigow.1")


@pytest.mark.parametrize("flag, value, says", [
    ("--impl", "nosuchmodule:Foo", "cannot import nosuchmodule"),
    ("--impl", "os:Missing", "os has no Missing"),
    ("--impl", "justamodule", "give module:Name"),
    ("--impl", ":", "give module:Name"),
    ("--impl", "os:sep", "neither a croupier Engine nor an Implementation"),
    ("--impl", "os.path:join", "neither a croupier Engine nor an Implementation"),
    ("--exec", "'unbalanced", "not a command line"),
])
def test_an_implementation_that_cannot_be_loaded_is_a_usage_error(flag: str, value: str, says: str,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """``conform``, ``vectors run`` and ``serve`` (``--impl`` only) exit 2 with one line, nothing started."""
    commands = [["conform", "--quiet"], ["vectors", "run", str(VECTORS)]] + ([["serve"]] if flag == "--impl" else [])
    for command in commands:
        rc, _, err = _run([*command, flag, value], capsys)
        assert 2 == rc, (command, err)
        assert says in _one_line(err, "croupier:"), command


def test_an_implementation_whose_constructor_fails_starts_no_session(capsys: pytest.CaptureFixture[str]) -> None:
    """An abstract Engine class: no session (exit 1), said in one line."""
    rc, _, err = _run(["conform", "--quiet", "--impl", "croupier.conformance.adapter:Engine"], capsys)
    assert 1 == rc
    assert "abstract" in _one_line(err, "croupier:")


# --- serve -----------------------------------------------------------------------------------------------------------

def _request(rid: int, kind: str, **fields: Any) -> bytes:
    return json.dumps({"id": rid, "type": kind, **fields}).encode() + b"\n"


OPEN = {"table": "t", "game": "craps", "profile": {}}
#: lines no server may die on, each answered with an error: name -> (line, field of the error)
HOSTILE_LINES: dict[str, tuple[bytes, str]] = {
    "deep-array": (b"[" * 1001 + b"]" * 1001 + b"\n", "(line)"),
    "deep-object": (b'{"a":' * 50_000 + b"1" + b"}" * 50_000 + b"\n", "(line)"),
    "deep-profile": (b'{"id":1,"type":"open","table":"t","game":"craps","profile":{"x":' + b"[" * 5000
                     + b"]" * 5000 + b"}}\n", "(line)"),
    "deep-under-recursion-limit": (b"[" * 500 + b"]" * 500 + b"\n", "(line)"),
    "id-5000-digits": (b'{"id":' + b"1" * 5000 + b',"type":"hello","protocol":"0.2"}\n', "(line)"),
    "id-nan": (b'{"id":NaN,"type":"hello","protocol":"0.2"}\n', "(line)"),
    "id-infinity": (b'{"id":Infinity,"type":"hello","protocol":"0.2"}\n', "(line)"),
    "id-a-string": (b'{"id":"x","type":"hello","protocol":"0.2"}\n', "id"),
    "id-negative": (b'{"id":-3,"type":"hello","protocol":"0.2"}\n', "id"),
    "id-true": (b'{"id":true,"type":"hello","protocol":"0.2"}\n', "id"),
    "id-fractional": (b'{"id":1.5,"type":"hello","protocol":"0.2"}\n', "id"),
    "id-missing": (b'{"type":"hello","protocol":"0.2"}\n', "id"),
    "unknown-type": (_request(1, "bogus"), "type"),
    "type-a-list": (_request(1, ["open"]), "type"),
    "table-a-list": (_request(1, "open", table=[1], game="craps", profile={}), "table"),
    "table-too-long": (_request(1, "open", table="t" * 65, game="craps", profile={}), "table"),
    "unknown-game": (_request(1, "open", table="u", game="nosuch", profile={}), "game"),
    "no-such-table": (_request(1, "event", table="nosuch", event={"type": "throw"}), "table"),
    "utf16": ('{"id":1,"type":"hello"}'.encode("utf-16") + b"\n", "(line)"),
    "binary": (bytes(range(1, 256)).replace(b"\n", b"") + b"\n", "(line)"),
    "nul": (b'{"id":1,\x00"type":"hello"}\n', "(line)"),
    "not-an-object": (b"[1, 2]\n", "(line)"),
    "not-json": (b"not json\n", "(line)"),
}


def test_serve_answers_every_hostile_line_and_goes_on() -> None:
    """Each hostile line gets one ``error`` reply (id 0 where the request has no valid id: the reply schema wants an
    integer), and the good request after it is answered with its own id."""
    lines, names = [], []
    for n, (name, (line, _)) in enumerate(HOSTILE_LINES.items()):
        lines += [line, _request(1000 + n, "hello", protocol="0.2")]
        names.append(name)
    out = io.BytesIO()
    assert 0 == serve(load_implementation(REFERENCE), io.BytesIO(b"".join(lines)), out)
    replies = [json.loads(x) for x in out.getvalue().splitlines()]
    assert 2 * len(names) == len(replies)
    for n, name in enumerate(names):
        bad, good = replies[2 * n], replies[2 * n + 1]
        field = HOSTILE_LINES[name][1]
        assert ("error", field) == (bad["type"], bad["field"]), (name, bad)
        assert isinstance(bad["id"], int) and bad["id"] >= 0 and len(bad["reason"]) <= 1000, name
        assert ("hello", 1000 + n) == (good["type"], good["id"]), name


def test_serve_refuses_to_reopen_an_open_table_and_names_unknown_types() -> None:
    """INTERPRETING.md 2: ``open`` is a fresh table; an open name is refused (the table is not reset), an unknown
    request type is named as such (not "no open table")."""
    lines = [_request(1, "open", **OPEN), _request(2, "event", table="t", event={"type": "join", "seat": 1}),
             _request(3, "open", **OPEN), _request(4, "state", table="t"), _request(5, "bogus"),
             _request(6, "close", table="t"), _request(7, "open", **OPEN)]
    out = io.BytesIO()
    serve(load_implementation(REFERENCE), io.BytesIO(b"".join(lines)), out)
    replies = [json.loads(x) for x in out.getvalue().splitlines()]
    assert ["opened", "outcomes", "error", "state", "error", "closed", "opened"] == [r["type"] for r in replies]
    assert "already open" in replies[2]["reason"] and "table" == replies[2]["field"]
    assert [1] == replies[3]["state"]["seated"], "the table kept its player"
    assert "unknown request type 'bogus'" == replies[4]["reason"]


def test_serve_in_a_subprocess_answers_hostile_lines_and_exits_0() -> None:
    lines = [HOSTILE_LINES[n][0] for n in ("deep-array", "deep-object", "id-5000-digits", "id-nan", "unknown-type")]
    lines.append(_request(9, "hello", protocol="0.2"))
    p = subprocess.run([sys.executable, "-m", "croupier.cli", "serve"], input=b"".join(lines), capture_output=True,
                       timeout=120, env={**os.environ, "CROUPIER_CONTRACTS": "0"})
    assert 0 == p.returncode and b"Traceback" not in p.stderr, p.stderr
    replies = [json.loads(x) for x in p.stdout.splitlines()]
    assert ["error"] * 5 + ["hello"] == [r["type"] for r in replies]


def _resident() -> int:
    with open("/proc/self/statm", encoding="ascii") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _serve_cycles(requests: int, warm_up: int = 1000) -> tuple[int, int]:
    """Serve ``requests`` lines of open, event, a hostile line, close (seven table names in turn); the growth of the
    resident set after the warm-up, and the replies."""
    bad = [line for line, _ in HOSTILE_LINES.values()]
    impl = load_implementation(REFERENCE)

    def lines() -> Iterator[bytes]:
        for i in range(requests):
            table = {**OPEN, "table": f"t{i % 7}"}
            yield from (_request(4 * i, "open", **table),
                        _request(4 * i + 1, "event", table=table["table"],
                                 event={"type": "place", "seat": 1, "bet": "pass", "amount": "500"}),
                        bad[i % len(bad)], _request(4 * i + 3, "close", table=table["table"]))

    class Source:
        def __init__(self) -> None:
            self.lines, self.read, self.warm = lines(), 0, 0

        def readline(self, limit: int = -1) -> bytes:
            if self.read == warm_up:
                self.warm = _resident()
            self.read += 1
            return next(self.lines, b"") if self.read <= requests else b""

    class Sink:
        replies = 0

        def write(self, data: bytes) -> None:
            self.replies += data.count(b"\n")

        def flush(self) -> None:
            pass

    source, sink = Source(), Sink()
    serve(impl, source, sink)  # type: ignore[arg-type]
    assert {} == impl.tables  # type: ignore[attr-defined]
    return _resident() - source.warm, sink.replies


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="reads the resident set from /proc")
def test_serve_memory_stays_flat() -> None:
    """5000 requests after a warm-up of 1000: the resident set grows by less than 4 MiB."""
    growth, replies = _serve_cycles(5000)
    assert 5000 == replies
    assert growth < 4 << 20, f"{growth / 2**20:.1f} MiB"


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="reads the resident set from /proc")
def test_serve_memory_stays_flat_over_100000_requests() -> None:
    growth, replies = _serve_cycles(100_000)
    assert 100_000 == replies
    assert growth < 4 << 20, f"{growth / 2**20:.1f} MiB"
