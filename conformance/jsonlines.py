"""The protocol over JSON lines: serving an implementation on stdin/stdout, and talking to one in a subprocess.

One JSON object per line, UTF-8, at most :data:`MAX_LINE` bytes. stdout carries
the protocol only; stderr is drained on a thread so the pipe never blocks, and
its tail is kept for the report. A subprocess that hangs, crashes or prints
garbage raises :class:`~croupier.conformance.runner.Fault`; it is killed and
restarted (with the same ``hello``) on the next request.

The process runs in a session of its own, and is ended with everything it
started: its process group gets SIGTERM, then SIGKILL after :data:`GRACE`
seconds (INTERPRETING.md 6). Nothing waits on a thread that reads its pipes,
so a child that keeps stdout open holds neither the runner nor its exit.
"""

from __future__ import annotations

import atexit
import collections
import json
import os
import queue
import shlex
import signal
import subprocess
import sys
import threading
import time
from typing import IO, Any, NoReturn, Optional, Sequence

from croupier.conformance.adapter import Implementation
from croupier.conformance.protocol import MESSAGES, ProtocolError, validate
from croupier.conformance.runner import Fault
from croupier.reference.inputs import InputError, decode, parse_json

__all__ = ["GRACE", "MAX_LINE", "STARTUP_TIMEOUT", "Subprocess", "serve"]

MAX_LINE = 1 << 20  #: bytes per line, either way
STARTUP_TIMEOUT = 30.0  #: seconds a freshly started process has for its first reply (its ``hello``), by default
GRACE = 0.5  #: seconds between SIGTERM and SIGKILL when a process group is ended
STDERR_LINE = 500  #: characters of each stderr line kept for the report
STDERR_LINES = 40  #: stderr lines kept (the tail)
_CHUNK = 1 << 16  #: bytes read at a time from stderr, and from the rest of an over-long stdout line
_POLL = 0.1  #: seconds between checks, while waiting for a reply, that the process is still running
_EXITED = 0.5  #: seconds a reply may still arrive after the process has exited (a child may hold stdout open)

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


def _signal_group(pgid: int, sig: int) -> bool:
    """Send ``sig`` to a process group; whether the group still had a process in it."""
    try:
        os.killpg(pgid, sig)
    except ProcessLookupError:
        return False
    except PermissionError:  # a member changed its credentials: nothing more this runner can do to it
        return True
    return True


def end_group(proc: "subprocess.Popen[bytes]", grace: float = GRACE) -> None:
    """End ``proc`` and every process of its group (it leads one of its own): SIGTERM, then SIGKILL after ``grace``.

    The leader is reaped; the others, reparented, are reaped by the system. A zombie still counts as a member until
    it is reaped: a group that keeps one only costs the grace.
    """
    pgid = proc.pid
    if _signal_group(pgid, signal.SIGTERM):
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline:
            proc.poll()
            if not _signal_group(pgid, 0):
                break
            time.sleep(0.01)
        else:
            _signal_group(pgid, signal.SIGKILL)
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:  # unkillable (in uninterruptible sleep): leave it to the system
        pass


class _Process:
    """One running engine process, with the two threads that read its stdout (into ``lines``) and stderr (into
    ``err``). Each thread owns its pipe and closes it at end of file; nothing waits on them for long."""

    def __init__(self, popen: "subprocess.Popen[bytes]", err: "collections.deque[str]") -> None:
        self.popen = popen
        self.lines: queue.Queue[Optional[bytes]] = queue.Queue(maxsize=4)
        self.stop = threading.Event()  #: set once the process is ended: the threads keep nothing more
        self.fresh = True  #: no reply yet: the first one is allowed the start-up time
        self.err = err
        assert popen.stdout is not None and popen.stderr is not None  # both are pipes: see Subprocess._start
        self.reader = threading.Thread(target=self._read, args=(popen.stdout,), daemon=True,
                                       name=f"croupier-stdout-{popen.pid}")
        self.drainer = threading.Thread(target=self._drain, args=(popen.stderr,), daemon=True,
                                        name=f"croupier-stderr-{popen.pid}")
        self.reader.start()
        self.drainer.start()
        _LIVE.add(self)

    def _put(self, line: Optional[bytes]) -> None:
        while not self.stop.is_set():
            try:
                self.lines.put(line, timeout=_POLL)
                return
            except queue.Full:
                continue

    def _read(self, pipe: IO[bytes]) -> None:
        """Put each stdout line on ``lines`` (``None`` at end of file). A line over :data:`MAX_LINE` bytes is put
        cut, and the rest of it read in pieces and dropped, so that memory stays bounded."""
        try:
            while not self.stop.is_set():
                line = pipe.readline(MAX_LINE + 1)
                if not line:
                    break
                if len(line) > MAX_LINE and not line.endswith(b"\n"):
                    rest = line
                    while rest and not rest.endswith(b"\n"):  # drop the rest of the over-long line
                        rest = pipe.readline(_CHUNK)
                self._put(line)
        except (OSError, ValueError):
            pass
        finally:
            self._put(None)
            _close(pipe)

    def _drain(self, pipe: IO[bytes]) -> None:
        """Keep the tail of stderr, read :data:`_CHUNK` bytes at a time: of each line, its first
        :data:`STDERR_LINE` characters; the rest of a longer line is dropped as it comes (a line without end costs
        no memory), and so are the lines of a chunk that the tail would push out at once."""
        keep = 4 * STDERR_LINE  # bytes: room for STDERR_LINE characters of UTF-8
        start, over = b"", False  # the line being read: its first `keep` bytes, and whether it has more
        try:
            fd = pipe.fileno()
            while True:
                data = os.read(fd, _CHUNK)
                if not data:
                    break
                *ended, rest = data.split(b"\n")
                if ended:
                    done = [(start + ended[0][:keep - len(start)], over or len(start) + len(ended[0]) > keep)]
                    done += [(x[:keep], len(x) > keep) for x in ended[max(1, len(ended) - STDERR_LINES):]]
                    for line, cut in done[-STDERR_LINES:]:
                        self._keep(line, cut)
                    start, over = b"", False
                room = keep - len(start)
                start, over = start + rest[:room], over or len(rest) > room
            if start or over:
                self._keep(start, over)
        except (OSError, ValueError):
            pass
        finally:
            _close(pipe)

    def _keep(self, line: bytes, cut: bool) -> None:
        if self.stop.is_set():  # the process was ended: what a survivor writes is not its tail
            return
        text = line.decode("utf-8", "replace").rstrip("\r")
        cut = cut or len(text) > STDERR_LINE
        self.err.append(text[:STDERR_LINE] + (" [...]" if cut else ""))

    def end(self) -> None:
        """End the process group; wait briefly for the stderr tail; never for the stdout reader."""
        _LIVE.discard(self)
        end_group(self.popen)
        self.drainer.join(timeout=1.0)
        self.stop.set()
        _close(self.popen.stdin)


#: the processes started and not yet ended: a runner that exits without shutting one down still ends its group
_LIVE: "set[_Process]" = set()


@atexit.register
def _end_all() -> None:
    for proc in list(_LIVE):
        end_group(proc.popen)


def _close(pipe: Optional[IO[bytes]]) -> None:
    try:
        if pipe is not None:
            pipe.close()
    except (OSError, ValueError):
        pass


class Subprocess(Implementation):
    """An implementation in another process, spoken to over JSON lines.

    ``timeout``: seconds per reply; ``startup_timeout``: seconds for the first reply of a freshly started process
    (its ``hello``), when longer than ``timeout``.
    """

    def __init__(self, command: str | Sequence[str], timeout: float = 10.0, env: Optional[dict[str, str]] = None,
                 cwd: Optional[str] = None, startup_timeout: float = STARTUP_TIMEOUT) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        self.timeout = timeout
        self.startup_timeout = startup_timeout
        self.env = env
        self.cwd = cwd
        self.proc: Optional[_Process] = None
        self.err: collections.deque[str] = collections.deque(maxlen=STDERR_LINES)
        self.hello: Optional[Message] = None
        self.restarts = 0

    # --- process management ------------------------------------------------------------------

    def _start(self) -> None:
        env = None if self.env is None else {**os.environ, **self.env}
        try:
            popen = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, env=env, cwd=self.cwd, start_new_session=True)
        except OSError as e:
            raise Fault("crashed", f"cannot start {self.argv[0]!r}: {e}") from None
        self.proc = _Process(popen, self.err)

    def stderr_tail(self) -> str:
        return "\n".join(self.err)

    def _kill(self) -> None:
        proc, self.proc = self.proc, None
        if proc is not None:
            proc.end()

    # --- the protocol --------------------------------------------------------------------------

    def _exchange(self, m: Message) -> Message:
        proc = self.proc
        if proc is None or proc.popen.stdin is None:
            raise Fault("crashed", "the process is not running")
        data = json.dumps(m, separators=(",", ":")).encode("utf-8") + b"\n"
        try:
            proc.popen.stdin.write(data)
            proc.popen.stdin.flush()
        except (OSError, ValueError):
            self._fail("crashed", "the process no longer reads its stdin")
        line = self._receive(proc)
        if len(line) > MAX_LINE:
            self._fail("protocol", f"a reply line longer than {MAX_LINE} bytes")
        try:
            reply = json.loads(line)
        except (UnicodeDecodeError, json.JSONDecodeError):
            self._fail("protocol", f"not JSON on stdout: {line[:200]!r}")
        except RecursionError:
            self._fail("protocol", "a reply nested too deeply to parse")
        except ValueError as e:  # an integer of more digits than Python converts
            self._fail("protocol", f"a reply this runner cannot read: {str(e)[:200]}")
        proc.fresh = False
        return reply  # type: ignore[no-any-return]

    def _receive(self, proc: _Process) -> bytes:
        """The next stdout line, or a fault: no reply in time, stdout closed, or the process gone."""
        timeout = max(self.timeout, self.startup_timeout) if proc.fresh else self.timeout
        deadline = time.monotonic() + timeout
        exited: Optional[float] = None
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                what = f"no reply within {timeout:g} s" + (" of starting" if proc.fresh else "")
                self._fail("timeout", what)
            try:
                line = proc.lines.get(timeout=min(left, _POLL))
                break
            except queue.Empty:
                pass
            if exited is None and proc.popen.poll() is not None:
                exited = time.monotonic()
            elif exited is not None and time.monotonic() - exited > _EXITED:
                self._fail("crashed", f"the process exited (exit status {proc.popen.returncode}) without a reply")
        if line is None:
            try:
                code: Optional[int] = proc.popen.wait(timeout=2)
            except subprocess.TimeoutExpired:
                code = None
            self._fail("crashed", f"stdout closed (exit status {code})")
        return line

    def _fail(self, kind: str, detail: str) -> NoReturn:
        self._kill()
        self.restarts += 1
        raise Fault(kind, detail)

    def request(self, m: Message) -> Message:
        hello = m.get("type") == "hello"
        if hello:
            self.hello = dict(m)
        if self.proc is None or self.proc.popen.poll() is not None:
            restart = self.proc is not None
            self._kill()
            if restart:
                self.restarts += 1
            self._start()
            if self.hello is not None and not hello:  # a restarted process gets the session's hello again
                try:
                    self._exchange({**self.hello, "id": 0})
                except Fault as f:
                    raise Fault(f.kind, f"{f.detail} (on the hello of a restarted process: the engine cannot be "
                                        f"restarted)", fatal=True) from None
        return self._exchange(m)

    def reset(self) -> None:
        """Kill the process; the next request starts a new one (after a reply that broke the protocol)."""
        if self.proc is not None:
            self._kill()
            self.restarts += 1

    def shutdown(self) -> None:
        """Close stdin and give the process a moment to exit on its own; then end its group (a child it left)."""
        proc = self.proc
        if proc is not None and proc.popen.stdin is not None:
            _close(proc.popen.stdin)
            try:
                proc.popen.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
        self._kill()
