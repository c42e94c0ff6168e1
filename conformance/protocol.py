"""The conformance protocol: JSON messages between a runner and an implementation under test.

``m``: a message (a JSON object as a ``dict``); ``o``: one outcome. The same
messages travel in-process (as dicts) and over JSON lines (one object per line),
so every check sees exactly what a vendor's engine in any language would send.
``conformance/INTERPRETING.md`` is the normative description; the JSON Schemas
in ``conformance/schemas/`` are checked against every message in tests and
against every reply an implementation sends during a run.

Amounts travel as strings of an integer or a fraction in the table's smallest
unit (``"1250"``, ``"35/3"``), never as JSON numbers.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from functools import lru_cache
from importlib import resources
from typing import Any, Callable, Mapping, Optional

__all__ = [
    "MESSAGES",
    "PROTOCOL",
    "ProtocolError",
    "amount",
    "boolean",
    "integer",
    "outcome_message",
    "parse_amount",
    "schema",
    "validate",
    "whole_amount",
]

#: the protocol version a runner speaks; an implementation answers ``hello`` with the version it speaks
PROTOCOL = "0.2"

#: request type -> the reply types it may get
MESSAGES: dict[str, tuple[str, ...]] = {
    "hello": ("hello",),
    "open": ("opened", "unsupported", "error"),
    "event": ("outcomes", "error"),
    "state": ("state", "error"),
    "close": ("closed", "error"),
}

#: what an implementation may declare it reports, beyond accept/reject and money (compared only when declared)
REPORTS = ("clauses", "state", "notices", "markers")

_AMOUNT = re.compile(r"-?(0|[1-9][0-9]*)(/[1-9][0-9]*)?")


class ProtocolError(ValueError):
    """A message that does not follow the protocol; ``field`` is the JSON path at fault."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"{field}: {reason}")


def amount(x: int | Fraction) -> str:
    """An exact amount as the protocol writes it: ``1250`` -> ``"1250"``, ``Fraction(35, 3)`` -> ``"35/3"``."""
    if isinstance(x, bool) or not isinstance(x, (int, Fraction)):
        raise TypeError(f"an amount is an int or a Fraction, not {type(x).__name__}")
    return str(Fraction(x))


def parse_amount(text: Any, field: str = "amount") -> Fraction:
    """Read an amount string; a float, a JSON number or a decimal point is a :class:`ProtocolError`."""
    if not isinstance(text, str) or not _AMOUNT.fullmatch(text):
        raise ProtocolError(field, f"an amount is a string such as '1250' or '35/3', not {text!r}")
    return Fraction(text)


def integer(m: Mapping[str, Any], key: str, default: Optional[int] = None) -> int:
    """The integer at ``key`` of message ``m`` (never a boolean); ``default`` when the field is absent and a default
    is given."""
    v = m.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int):
        raise ProtocolError(key, f"an integer, not {v!r}")
    return v


def boolean(m: Mapping[str, Any], key: str, default: Optional[bool] = None) -> bool:
    """The true or false at ``key`` of message ``m``; ``default`` when the field is absent and a default is given
    (a field the event schema requires has none)."""
    v = m.get(key, default)
    if not isinstance(v, bool):
        raise ProtocolError(key, f"true or false, not {v!r}")
    return v


def whole_amount(m: Mapping[str, Any], key: str = "amount") -> int:
    """A wager at ``key`` of message ``m``: an amount string that is a whole number of the smallest unit."""
    a = parse_amount(m.get(key), key)
    if a.denominator != 1:
        raise ProtocolError(key, "a wager is a whole number of the smallest unit")
    return int(a)


@lru_cache(maxsize=None)
def schema(name: str) -> dict[str, Any]:
    """The JSON Schema of one message (``"request"``, ``"reply"``, ``"vectors"``, ...)."""
    text = resources.files("croupier.conformance").joinpath("schemas", f"{name}.schema.json").read_text("utf-8")
    return json.loads(text)  # type: ignore[no-any-return]


#: the schemas of the messages a run exchanges, checked on every message: with jsonschema-rs (compiled Rust, 20 times
#: faster than fastjsonschema on a state); the rest (a vector file, once per file) with fastjsonschema
MESSAGE_SCHEMAS = ("request", "reply")


@lru_cache(maxsize=None)
def _validator(name: str, game: str = "") -> Any:
    """The compiled schema ``name``; for a ``reply`` at one ``game``'s table, the state it may carry is that game's
    (the schema's ``<game>_state``) rather than any game's: the same check, stricter where a state would fit another
    game, and its problem said of that game's fields, not as a state that fits none of twelve."""
    s = schema(name)
    if game and f"{game}_state" in s.get("definitions", {}):
        s = {**s, "definitions": {**s["definitions"], "state": {"$ref": f"#/definitions/{game}_state"}}}
    if name in MESSAGE_SCHEMAS:
        import jsonschema_rs

        return jsonschema_rs.validator_for(s)
    import fastjsonschema

    return fastjsonschema.compile(s)


def validate(name: str, m: Mapping[str, Any], game: str = "") -> None:
    """Check ``m`` against schema ``name`` (a reply at a table of ``game``: against that game's state); a problem is a
    :class:`ProtocolError` naming its path (``(message)``: the message as a whole)."""
    v = _validator(name, game)
    if name not in MESSAGE_SCHEMAS:
        import fastjsonschema

        try:
            v(m)
        except fastjsonschema.JsonSchemaValueException as e:
            path = "/".join(str(p) for p in e.path[1:]) or "(message)"
            raise ProtocolError(path, e.message.removeprefix("data").lstrip(".")[:300] or "invalid") from None
        return
    try:
        if v.is_valid(m):
            return
        first = next(iter(v.iter_errors(m)))
    except Exception as x:  # noqa: BLE001 - an in-process value no JSON document holds (a set, an object, ...)
        raise ProtocolError("(message)", f"not a JSON value ({type(x).__name__}: {str(x)[:200]})") from None
    path = "/".join(str(p) for p in first.instance_path) or "(message)"
    raise ProtocolError(path, first.message[:300] or "invalid")


def reply_problem(request: Mapping[str, Any], reply: Any, game: str = "") -> Optional[str]:
    """Why ``reply`` is not a valid answer to ``request`` (schema, id, type), or ``None``; ``game``: the protocol game
    of the request's table, where known (its state is checked against that game's)."""
    if not isinstance(reply, dict):
        return f"a reply is a JSON object, not {type(reply).__name__}"
    try:
        validate("reply", reply, game)
    except ProtocolError as e:
        return str(e)
    if reply.get("id") != request.get("id"):
        return f"id: the reply answers {reply.get('id')!r}, the request was {request.get('id')!r}"
    allowed = MESSAGES.get(str(request.get("type")), ())
    if reply.get("type") not in allowed:
        return f"type: {request.get('type')!r} is answered by one of {', '.join(allowed)}, not {reply.get('type')!r}"
    return None


def outcome_message(o: Any, bet: Callable[[Any], str] = str) -> dict[str, Any]:
    """A reference outcome (:mod:`croupier.reference.outcomes`) in protocol form; ``bet`` writes a wager's bet."""
    from croupier.reference.outcomes import Commission, Notice, Rejected, Returned, Settlement

    if isinstance(o, Settlement):
        return {"type": "settlement", "seat": o.seat, "bet": bet(o.bet), "result": o.result.value,
                "amount": amount(o.amount), "commission": amount(o.commission), "clauses": list(o.clauses)}
    if isinstance(o, Commission):
        return {"type": "commission", "seat": o.seat, "bet": bet(o.bet), "amount": amount(o.amount),
                "clauses": list(o.clauses)}
    if isinstance(o, Returned):
        return {"type": "returned", "seat": o.seat, "bet": None if o.bet is None else bet(o.bet),
                "amount": amount(o.amount), "clauses": list(o.clauses)}
    if isinstance(o, Notice):
        return {"type": "notice", "what": o.what, "clauses": list(o.clauses)}
    if isinstance(o, Rejected):
        return {"type": "rejected", "clause": o.clause, "reason": o.reason}
    raise TypeError(f"not an outcome: {o!r}")
