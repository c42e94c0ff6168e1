"""What the conformance suites of the three-dice games, Sic Bo (625a) and Three Dice Football (661a), share: three
dice read from an event message, and the strategies that draw three dice."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from croupier.conformance import fields

__all__ = ["ANY_DICE", "FACES", "dice"]

#: three dice, each showing a face 1 to 6
FACES = st.tuples(st.integers(1, 6), st.integers(1, 6), st.integers(1, 6))
#: three dice whatever they show, faces off 1-6 included (each chapter refuses them under its own clause)
ANY_DICE = st.tuples(st.integers(-1, 8), st.integers(-1, 8), st.integers(-1, 8))


def dice(m: dict[str, Any]) -> tuple[int, int, int]:
    """The message's three dice (a :class:`ProtocolError` naming ``dice`` when it does not hold three)."""
    d = fields.dice(m, 3)
    return d[0], d[1], d[2]
