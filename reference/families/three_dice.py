"""The three-dice games, Sic Bo (625a) and Three Dice Football (661a): what their rounds share beyond the
layout-wager table (:mod:`croupier.reference.families.table`).

The two chapters share the dice, not the procedure: a Sic Bo round is shaken in a shaker, closed by "no more bets",
revealed and keyed in (625a.5); a Three Dice Football game is a drive of throws by a Quarterback (661a.5, 661a.6).
What is the same rule is that three dice come in an event, each showing one face from 1 to 6 (625a.2(a), 661a.5(e)),
each chapter refusing dice that do not under its own clause; that a wager is made in chips or plaques, never by
word backed by cash (625a.4(a), 661a.3(a)); and that the holder elects where the odds are shown, on the layout or on a
sign (625a.1(c)(3), 661a.2(b)(3)), an election each chapter's ``config`` module re-exports under its own clause.
"""

from __future__ import annotations

import enum
from croupier.reference.parsing import is_int

__all__ = ["Dice", "Medium", "OddsDisplay", "is_face"]

#: three dice as the event carries them
Dice = tuple[int, int, int]


class Medium(enum.Enum):
    """625a.4(a), 661a.3(a): what a wager is made with."""

    CHIPS = "chips"
    PLAQUES = "plaques"
    CASH_VERBAL = "cash_verbal"  #: a spoken wager backed by cash: never accepted


class OddsDisplay(enum.Enum):
    """625a.1(c)(3), 661a.2(b)(3): where the odds are shown."""

    LAYOUT = "layout"
    SIGN = "sign"


def is_face(d: object) -> bool:
    """A die shows one face, 1 to 6 (a boolean is not a number here)."""
    return is_int(d) and 1 <= d <= 6
