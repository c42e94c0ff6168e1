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
from croupier.conformance.runner import Fault

__all__ = ["MAX_LINE", "Subprocess", "serve"]

MAX_LINE = 1 << 20  #: bytes per line, either way

Message = dict[str, Any]


def _error(rid: Any, field: str, reason: str) -> Message:
    return {"id": rid if isinstance(rid, int) and not isinstance(rid, bool) and rid >= 0 else 0,
            "type": "error", "field": field, "reason": reason}


def serve(impl: Implementation, stdin: Optional[IO[bytes]] = None, stdout: Optional[IO[bytes]] = None) -> int:
    """Answer requests from ``stdin`` on ``stdout`` until ``stdin`` closes; return the exit status.

    A line that is not a JSON object, or is too long, is answered with an
    ``error`` naming the line; the server goes on.
    """
    rd = stdin or sys.stdin.buffer
    wr = stdout or sys.stdout.buffer
    while True:
        line = rd.readline(MAX_LINE + 1)
        if not line:
            break
        if len(line) > MAX_LINE and not line.endswith(b"\n"):
            while line and not line.endswith(b"\n"):  # skip the rest of the over-long line
                line = rd.readline(MAX_LINE)
            reply = _error(0, "(line)", f"a line is at most {MAX_LINE} bytes")
        elif not line.strip():
            continue
        else:
            try:
                m = json.loads(line)
            except (UnicodeDecodeError, json.JSONDecodeError) as e:
                reply = _error(0, "(line)", f"not JSON: {e}")
            else:
                if not isinstance(m, dict):
                    reply = _error(0, "(line)", "a request is a JSON object")
                else:
                    try:
                        reply = impl.request(m)
                    except Exception as e:  # noqa: BLE001 - one bad request must not end the service
                        reply = _error(m.get("id"), "(request)", f"{type(e).__name__}: {e}")
        wr.write(json.dumps(reply, separators=(",", ":")).encode("utf-8") + b"\n")
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
