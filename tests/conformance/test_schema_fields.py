"""The event schemas and the reference's decoders agree on which fields an event must carry (INTERPRETING.md,
section 2): a field a schema requires is refused when missing, naming the field, never read as a default. Every
event type met in the bundled vectors is tried, field by field. (A field a schema leaves optional may still be needed
with another: a coupon's date, the dealer's hands given together or not at all; the decoders name it then too.)"""

from __future__ import annotations

import functools
import json
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from croupier.conformance.games import GAMES, suite_for
from croupier.conformance.protocol import ProtocolError, validate

pytestmark = pytest.mark.xdist_group("schema_fields")  # one worker reads the vectors once

VECTORS = Path(str(resources.files("croupier.conformance").joinpath("vectors")))


def _required(game: str) -> dict[str, set[str]]:
    """event type -> the fields the game's event schema requires of it."""
    schema = json.loads(resources.files("croupier.conformance").joinpath(
        "schemas", f"{game}-event.schema.json").read_text())
    out: dict[str, set[str]] = {}
    for rule in schema.get("allOf", []):
        which = rule["if"]["properties"]["type"]
        for kind in which.get("enum", [which.get("const")]):
            out.setdefault(kind, set()).update(set(rule["then"].get("required", ())) - {"type"})
    return out


@functools.lru_cache(maxsize=None)
def _messages() -> dict[str, dict[str, list[dict[str, Any]]]]:
    """game -> event type -> the bundled vectors' messages of that type, each file read once, the longest first."""
    out: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for path in sorted(VECTORS.glob("*/*.json")):
        doc = json.loads(path.read_text())
        kinds = out.setdefault(suite_for(doc["game"]).name, {})
        for case in doc["cases"]:
            for step in case["steps"]:
                kinds.setdefault(step["event"]["type"], []).append(step["event"])
    for kinds in out.values():
        for ms in kinds.values():
            ms.sort(key=len, reverse=True)  # stable: among the longest, the first met
    return out


def _samples(game: str, decode: Any) -> dict[str, dict[str, Any]]:
    """event type -> the bundled vectors' message of that type with the most fields, of those the schema takes and
    the decoder reads (the vectors' negative cases send malformed ones on purpose)."""
    out = {}
    for kind, ms in _messages().get(game, {}).items():
        m = next((m for m in ms if _valid(game, m, decode)), None)
        if m is not None:
            out[kind] = m
    return out


def _valid(game: str, m: dict[str, Any], decode: Any) -> bool:
    try:
        validate(f"{game}-event", m)
        decode(m)
    except ProtocolError:
        return False
    return True


@pytest.mark.parametrize("game", list(GAMES))
def test_a_required_field_left_out_is_refused_by_name(game: str) -> None:
    decode = suite_for(game).decode
    required = _required(game)
    samples = _samples(game, decode)
    assert samples, f"no bundled vector of {game}"
    problems = []
    for kind, m in samples.items():
        for key in sorted(set(m) & required.get(kind, set())):  # a type with no fields has no rule of its own
            short = {k: v for k, v in m.items() if k != key}
            try:
                decode(short)
            except ProtocolError as x:
                if x.field != key:
                    problems.append(f"{kind}: the required {key!r} left out is blamed on {x.field!r}")
            else:
                problems.append(f"{kind}: the required {key!r} left out is read as a default")
    assert [] == problems
