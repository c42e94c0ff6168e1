"""Fields of an event message, read once for every game's codec: each reader returns the typed value or raises
:class:`~croupier.conformance.protocol.ProtocolError` naming the field (the event is then malformed, not refused).

``m``: an event message (a dict); ``key``: the field's name.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, TypeVar

from croupier.conformance.protocol import ProtocolError, boolean, integer, whole_amount

__all__ = ["boolean", "cards", "decoder", "dice", "indices", "integer", "named", "one_of", "whole_amount"]

Message = dict[str, Any]
E = TypeVar("E")
C = TypeVar("C")
_MISSING = object()


def one_of(cls: Any, m: Message, key: str, default: Any = _MISSING) -> Any:
    """A member of enumeration ``cls`` by its value."""
    v = m.get(key) if default is _MISSING else m.get(key, default)
    try:
        return cls(v)
    except ValueError:
        raise ProtocolError(key, f"one of {', '.join(str(x.value) for x in cls)}, not {v!r}") from None


def named(table: Mapping[str, Any], m: Message, key: str, default: Any = _MISSING) -> Any:
    """The value ``table`` gives the field's name."""
    v = m.get(key) if default is _MISSING else m.get(key, default)
    if not isinstance(v, str) or v not in table:  # a list or an object is no name (nor hashable)
        raise ProtocolError(key, f"one of {', '.join(table)}, not {v!r}")
    return table[v]


def dice(m: Message, n: int, key: str = "dice") -> list[int]:
    """``n`` integers (their range is a rule of the game, checked by the model)."""
    d = m.get(key)
    if not (isinstance(d, list) and len(d) == n and all(isinstance(x, int) and not isinstance(x, bool) for x in d)):
        raise ProtocolError(key, f"{n} integers, not {d!r}")
    return d


def cards(m: Message, key: str, parse: Callable[[Any], Optional[C]], written: str, n: Optional[int] = None
          ) -> tuple[C, ...]:
    """The list of cards under ``key``, each read by ``parse`` (``None``: not a card of the game, which ``written``
    describes, e.g. "'AS', '10H' or 'QD'"); exactly ``n`` of them where ``n`` is given."""
    v = m.get(key)
    if not isinstance(v, list) or (n is not None and len(v) != n):
        size = f"{n} cards" if n is not None else "cards"
        raise ProtocolError(key, f"a list of {size} such as {written}, not {v!r}")
    out = []
    for x in v:
        c = parse(x)
        if c is None:
            raise ProtocolError(key, f"a card such as {written}, not {x!r}")
        out.append(c)
    return tuple(out)


def indices(m: Message, key: str) -> tuple[int, ...]:
    """A list of whole numbers (places in a deck), empty when the field is absent."""
    v = m.get(key, [])
    if not isinstance(v, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        raise ProtocolError(key, f"a list of places in the deck (whole numbers), not {v!r}")
    return tuple(v)


def decoder(decoders: Mapping[str, Callable[[Message], E]], game: str) -> Callable[[Any], E]:
    """A codec's ``decode_event``: the event's ``type`` picks its reader in ``decoders``; a message that is not an
    object, or an unknown type, is a :class:`~croupier.conformance.protocol.ProtocolError` naming the field."""

    def decode_event(m: Any) -> E:
        """A protocol event -> a reference event; a malformed one is a ProtocolError naming the field."""
        if not isinstance(m, dict):
            raise ProtocolError("(event)", "an event is a JSON object")
        t = m.get("type")
        decode = decoders.get(t) if isinstance(t, str) else None
        if decode is None:
            raise ProtocolError("type", f"not a {game} event: {m.get('type')!r}")
        return decode(m)

    return decode_event
