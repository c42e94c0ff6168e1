"""The protocol over JSON lines: serving an implementation on stdin/stdout, and talking to one in a subprocess.

One JSON object per line, UTF-8, at most :data:`MAX_LINE` bytes. stdout carries
the protocol only; stderr is drained on a thread so the pipe never blocks, and
its tail is kept for the report. A subprocess that hangs, crashes or prints
garbage raises :class:`~croupier.conformance.runner.Fault`; it is killed and
restarted (with the same ``hello``) on the next request.
"""

from __future__ import annotations

import collections
import json
import os
import queue
import shlex
import subprocess
import sys
import threading
from typing import IO, Any, Optional, Sequence

from croupier.conformance.adapter import Implementation
from croupier.conformance.protocol import MESSAGES, ProtocolError, validate
from croupier.conformance.runner import Fault
from croupier.inputs import InputError, decode, parse_json

__all__ = ["MAX_LINE", "Subprocess", "serve"]

MAX_LINE = 1 << 20  #: bytes per line, either way

Message = dict[str, Any]


def _error(rid: Any, field: str, reason: str) -> Message:
    """An ``error`` reply; a request without a valid id is answered with id 0 (the reply schema wants an integer)."""
    return {"id": rid if _valid_id(rid) else 0, "type": "error", "field": field, "reason": reason[:_REASON]}


_REASON = 1000  #: characters of an error reply's reason


def _valid_id(rid: Any) -> bool:
    return isinstance(rid, int) and not isinstance(rid, bool) and rid >= 0


def _shown(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 60 else text[:57] + "..."


def _answer(impl: Implementation, line: bytes) -> Message:
    """The reply to one line: the implementation's, or an ``error`` for a line that is no valid request (hostile ones
    included: too deep, a 5000-digit id, ``NaN``, an unknown type) or a request the implementation raised on."""
    try:
        m = parse_json(decode(line, "line"), "line")
    except InputError as e:
        return _error(0, "(line)", e.reason)
    if not isinstance(m, dict):
        return _error(0, "(line)", "a request is a JSON object")
    rid = m.get("id")
    if not _valid_id(rid):
        return _error(0, "id", f"a request's id is an integer >= 0, not {_shown(rid)}")
    if not isinstance(m.get("type"), str) or m["type"] not in MESSAGES:
        return _error(rid, "type", f"unknown request type {_shown(m.get('type'))}")
    try:
        validate("request", m)
        return impl.request(m)
    except ProtocolError as p:
        return _error(rid, p.field, p.reason)
    except Exception as e:  # noqa: BLE001 - one bad request must not end the service
        return _error(rid, "(request)", f"{type(e).__name__}: {_said(e)}")


def _said(e: BaseException) -> str:
    try:
        return str(e)[:_REASON]
    except Exception:  # noqa: BLE001 - an exception that cannot say what it is
        return "(no message)"


def _encoded(reply: Any, rid: Any) -> bytes:
    """One reply line; a reply that is not strict JSON is replaced by an ``error`` saying so."""
    try:
        return json.dumps(reply, separators=(",", ":"), allow_nan=False).encode("utf-8") + b"\n"
    except (TypeError, ValueError, RecursionError) as e:
        reason = f"the implementation's reply is not JSON: {type(e).__name__}: {_said(e)}"
        return json.dumps(_error(rid, "(reply)", reason), separators=(",", ":")).encode("utf-8") + b"\n"


def serve(impl: Implementation, stdin: Optional[IO[bytes]] = None, stdout: Optional[IO[bytes]] = None) -> int:
    """Answer requests from ``stdin`` on ``stdout`` until ``stdin`` closes; return the exit status.

    Every line gets one reply: a line that is not a request (not JSON, too
    long, nested too deep, no valid ``id``, an unknown ``type``, against the
    request schema) is answered with an ``error`` naming the field; the
    server goes on.
    """
    rd = stdin or sys.stdin.buffer
    wr = stdout or sys.stdout.buffer
    while True:
        line = rd.readline(MAX_LINE + 1)
        if not line:
            break
        rid: Any = 0
        if len(line) > MAX_LINE and not line.endswith(b"\n"):
            while line and not line.endswith(b"\n"):  # skip the rest of the over-long line
                line = rd.readline(MAX_LINE)
            reply = _error(0, "(line)", f"a line is at most {MAX_LINE} bytes")
        elif not line.strip():
            continue
        else:
            reply = _answer(impl, line)
            rid = reply.get("id", 0) if isinstance(reply, dict) else 0
        wr.write(_encoded(reply, rid))
        wr.flush()
    impl.shutdown()
    return 0


class Subprocess(Implementation):
    """An implementation in another process, spoken to over JSON lines."""

    def __init__(self, command: str | Sequence[str], timeout: float = 10.0, env: Optional[dict[str, str]] = None,
                 cwd: Optional[str] = None) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        self.timeout = timeout
        self.env = env
        self.cwd = cwd
        self.proc: Optional[subprocess.Popen[bytes]] = None
        self.lines: queue.Queue[Optional[bytes]] = queue.Queue()
        self.err: collections.deque[str] = collections.deque(maxlen=40)
        self.hello: Optional[Message] = None
        self.restarts = 0

    # --- process management ------------------------------------------------------------------

    def _start(self) -> None:
        self.lines = queue.Queue()
        env = None if self.env is None else {**os.environ, **self.env}
        try:
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, env=env, cwd=self.cwd)
        except OSError as e:
            raise Fault("crashed", f"cannot start {self.argv[0]!r}: {e}") from None
        threading.Thread(target=self._read, args=(self.proc.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._drain, args=(self.proc.stderr,), daemon=True).start()
        if self.hello is not None:  # a restarted process gets the session's hello again
            self._exchange({**self.hello, "id": 0})

    @staticmethod
    def _read(pipe: IO[bytes], lines: "queue.Queue[Optional[bytes]]") -> None:
        while True:
            try:
                line = pipe.readline(MAX_LINE + 1)
            except (OSError, ValueError):  # the pipe was closed under us: the process was killed
                line = b""
            if not line:
                lines.put(None)
                return
            lines.put(line)

    def _drain(self, pipe: IO[bytes]) -> None:
        try:
            for line in iter(pipe.readline, b""):
                self.err.append(line.decode("utf-8", "replace").rstrip("\n")[:500])
        except (OSError, ValueError):
            pass

    def stderr_tail(self) -> str:
        return "\n".join(self.err)

    def _kill(self) -> None:
        if self.proc is not None:
            try:
                self.proc.kill()
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                pass
            for pipe in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
                try:
                    if pipe:
                        pipe.close()
                except OSError:
                    pass
            self.proc = None

    # --- the protocol --------------------------------------------------------------------------

    def _exchange(self, m: Message) -> Message:
        assert self.proc is not None and self.proc.stdin is not None
        data = json.dumps(m, separators=(",", ":")).encode("utf-8") + b"\n"
        try:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            self._fail("crashed", "the process no longer reads its stdin")
        try:
            line = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            self._fail("timeout", f"no reply within {self.timeout:g} s")
        if line is None:
            try:
                code: Optional[int] = self.proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                code = None
            self._fail("crashed", f"stdout closed (exit status {code})")
        assert line is not None
        if len(line) > MAX_LINE:
            self._fail("protocol", f"a reply line longer than {MAX_LINE} bytes")
        try:
            reply = json.loads(line)
        except (UnicodeDecodeError, json.JSONDecodeError):
            self._fail("protocol", f"not JSON on stdout: {line[:200]!r}")
        return reply  # type: ignore[no-any-return]

    def _fail(self, kind: str, detail: str) -> None:
        self._kill()
        self.restarts += 1
        raise Fault(kind, detail)

    def request(self, m: Message) -> Message:
        if m.get("type") == "hello":
            self.hello = dict(m)
        if self.proc is None or self.proc.poll() is not None:
            if self.proc is not None:
                self._kill()
            self._start()
        return self._exchange(m)

    def reset(self) -> None:
        """Kill the process; the next request starts a new one (after a reply that broke the protocol)."""
        if self.proc is not None:
            self._kill()
            self.restarts += 1

    def shutdown(self) -> None:
        if self.proc is not None and self.proc.stdin is not None:
            try:
                self.proc.stdin.close()
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self._kill()
