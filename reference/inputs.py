"""What a user hands croupier, read one way: profile, description and record TOML files, vector JSON files, and the
JSON lines ``croupier serve`` answers.

``data``: the bytes read; ``text``: them decoded; ``source``: the file's name as the user gave it (or ``line``).
Every command reads through :func:`load_toml` or :func:`load_json`, and ``serve`` parses each line with
:func:`parse_json`, so each input meets the same guards:

* a regular file only: a named pipe would block the command for ever, a directory or a device is no document
  (checked on the opened descriptor, which is opened without blocking);
* at most :data:`MAX_TOML_BYTES` (a profile is a few KiB) or :data:`MAX_JSON_BYTES` (the largest bundled vector file
  is under 3 MB);
* UTF-8 only: UTF-16, UTF-32 and binary data are refused by name; a UTF-8 byte order mark is skipped;
* arrays, tables and objects nested at most :data:`MAX_DEPTH` deep, and at most :data:`MAX_DEPTH` dots on a line of
  TOML (Python's parsers recurse, and ``tomllib`` spends time and memory quadratic in the parts of a dotted key,
  which lies on one line);
* no integer of more than Python's limit of digits, no JSON ``NaN`` or ``Infinity``;
* a TOML file holds at least one key: an empty profile is refused, never read as the default table.

Each refusal is an :class:`InputError` whose text is one line.
"""

from __future__ import annotations

import codecs
import json
import os
import stat
import sys
import tomllib
from pathlib import Path
from typing import Any, Callable, NoReturn

from croupier.reference.errors import ConfigError, CroupierError, UnreadableFile

__all__ = ["InputError", "MAX_DEPTH", "MAX_JSON_BYTES", "MAX_TOML_BYTES", "depth", "load_json", "load_toml",
           "parse_json", "parse_toml", "print_refusal", "read_text"]

MAX_TOML_BYTES = 256 << 10  #: a profile, a table description or a shift record (the bundled ones: under 10 KiB)
MAX_JSON_BYTES = 64 << 20  #: a vector or replay file
MAX_DEPTH = 64  #: arrays, tables and objects within one another; parts of one dotted key

_KINDS: tuple[tuple[Callable[[int], bool], str], ...] = (
    (stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


class InputError(CroupierError, ValueError):
    """A file or line that is not a readable document: nothing in it was judged; ``reason`` is one line."""

    def __init__(self, source: str, reason: str) -> None:
        self.source = source
        self.reason = reason
        super().__init__(f"{source}: {reason}")


def read_text(path: str | Path, limit: int = MAX_TOML_BYTES) -> str:
    """The UTF-8 text of the regular file ``path`` (at most ``limit`` bytes), or :class:`InputError`."""
    source = os.fsdecode(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)  # a FIFO opens at once without a writer; it is refused below, never read
    except OSError as e:
        raise InputError(source, _os_reason(e)) from None
    except ValueError as e:  # a NUL in the name
        raise InputError(ascii(source), str(e)) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            kind = next((name for test, name in _KINDS if test(st.st_mode)), "not a regular file")
            raise InputError(source, f"{kind}, not a file croupier can read")
        if st.st_size > limit:
            raise InputError(source, f"larger than {_size(limit)}: not a file croupier reads")
        chunks, size = [], 0  # read to the limit all the same: the file may grow
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise InputError(source, _os_reason(e)) from None
    finally:
        os.close(fd)
    if size > limit:
        raise InputError(source, f"larger than {_size(limit)}: not a file croupier reads")
    return decode(b"".join(chunks), source)


def _os_reason(e: OSError) -> str:
    if isinstance(e, FileNotFoundError):
        return "no such file"
    if isinstance(e, PermissionError):
        return "permission denied"
    return e.strerror or type(e).__name__


def _size(n: int) -> str:
    for unit, shift in (("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift and not n % (1 << shift):
            return f"{n >> shift} {unit}"
    return f"{n:,} bytes"


def decode(data: bytes, source: str) -> str:
    """``data`` as UTF-8 text (a leading byte order mark dropped), or :class:`InputError` saying what it is."""
    if data.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        raise InputError(source, "UTF-32 text, but croupier reads UTF-8 only")
    head = data[:64]
    if (data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
            or (len(head) >= 2 and (not any(head[1::2]) or not any(head[0::2])))):
        raise InputError(source, "UTF-16 text, but croupier reads UTF-8 only")
    data = data.removeprefix(codecs.BOM_UTF8)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(source, f"not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start}): a binary file? "
                                 f"croupier reads UTF-8 only") from None
    nul = text.find("\x00")
    if nul >= 0:
        raise InputError(source, f"binary data (a NUL byte at offset {nul}), not text")
    return text


def depth(value: Any) -> int:
    """How deep arrays, tables and objects lie in ``value`` (a scalar: 0; ``{"a": []}``: 2), counted without
    recursion and no further than one past :data:`MAX_DEPTH`."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            children: Any = v.values()
        elif isinstance(v, list):
            children = v
        else:
            continue
        deepest = max(deepest, d)
        if d > MAX_DEPTH:
            break
        stack.extend((c, d + 1) for c in children)
    return deepest


def _too_deep(source: str) -> NoReturn:
    raise InputError(source, f"nested more than {MAX_DEPTH} deep")


def _number_reason(e: ValueError) -> str | None:
    """The one-line reason of Python's refusal of an integer with too many digits, or ``None``."""
    if "integer string conversion" in str(e):
        return f"an integer of more than {sys.get_int_max_str_digits()} digits"
    return None


def parse_toml(text: str, source: str) -> dict[str, Any]:
    """The table a TOML document holds, or :class:`InputError` (an empty one too)."""
    for n, line in enumerate(text.split("\n"), 1):  # a key lies on one line: fewer dots, fewer parts
        if line.count(".") > MAX_DEPTH:
            raise InputError(source, f"line {n}: more than {MAX_DEPTH} dots on one line (a dotted key nested more "
                                     f"than {MAX_DEPTH} deep?)")
    try:
        data = tomllib.loads(text)
    except RecursionError:
        _too_deep(source)
    except tomllib.TOMLDecodeError as e:
        raise InputError(source, f"not valid TOML: {e}") from None
    except ValueError as e:
        raise InputError(source, f"not valid TOML: {_number_reason(e) or e}") from None
    if depth(data) > MAX_DEPTH:
        _too_deep(source)
    if not data:
        raise InputError(source, "empty: it sets nothing (an empty file is refused, never read as the defaults)")
    return data


def _no_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a JSON value")


def parse_json(text: str, source: str) -> Any:
    """The value a JSON document holds (strict: no ``NaN``, no ``Infinity``), or :class:`InputError`."""
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        _too_deep(source)
    except ValueError as e:  # json.JSONDecodeError included
        raise InputError(source, f"not JSON: {_number_reason(e) or e}") from None
    if depth(data) > MAX_DEPTH:
        _too_deep(source)
    return data


def load_toml(path: str | Path) -> dict[str, Any]:
    """Read and parse a TOML file a user wrote (:func:`read_text`, :func:`parse_toml`)."""
    return parse_toml(read_text(path, MAX_TOML_BYTES), os.fsdecode(path))


def load_json(path: str | Path) -> Any:
    """Read and parse a JSON file a user gave (:func:`read_text`, :func:`parse_json`)."""
    return parse_json(read_text(path, MAX_JSON_BYTES), os.fsdecode(path))


def print_refusal(e: ConfigError, file: Any = None) -> None:
    """A refused file on stderr: one line for a file not read at all or for one problem (``FILE: refused: FIELD:
    REASON  [CLAUSE]``), else a line per problem under a header."""
    out = file or sys.stderr
    if isinstance(e, UnreadableFile):
        print(f"{e.source}: {'; '.join(p.reason for p in e.problems)}", file=out)
    elif len(e.problems) == 1:
        [p] = e.problems
        print(f"{e.source}: refused: {p.field}: {p.reason}  [{p.clause}]", file=out)
    else:
        print(f"{e.source}: refused, {len(e.problems)} problems:", file=out)
        for p in e.problems:
            print(f"  {p.field}: {p.reason}  [{p.clause}]", file=out)
