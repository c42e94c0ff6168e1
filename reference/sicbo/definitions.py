"""The Sic Bo layout: the eight wager types of 625a.3 and the 50 spots they give.

``k``: a :class:`Kind`; ``spot``: a :class:`Spot`; ``n``: a die face (1-6);
``t``: a total of three dice. Spot names follow the digest (NOTE-16):
``TRIPLE_n``, ``DOUBLE_n``, ``ANY_TRIPLE``, ``TOTAL_t``, ``COMBO_a_b``,
``SMALL``, ``BIG``, ``SINGLE_n``.
"""

from __future__ import annotations

import enum
from typing import Optional

import attrs

__all__ = ["FACES", "Kind", "ODDS_CLAUSE", "SPOTS", "Spot", "TOTALS", "WAGER_CLAUSE"]

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
#: the totals the paytable prices (AMBIG-3: 3 and 18 are not bettable)
TOTALS: tuple[int, ...] = tuple(range(4, 18))


class Kind(enum.Enum):
    """The eight wager types of 625a.3, named as in ``spec/sicbo/tables.toml``."""

    THREE_OF_A_KIND = "three_of_a_kind"
    TWO_OF_A_KIND = "two_of_a_kind"
    ANY_THREE_OF_A_KIND = "any_three_of_a_kind"
    TOTAL_VALUE_BET = "total_value_bet"
    TWO_DICE_COMBINATION = "two_dice_combination"
    SMALL = "small"
    BIG = "big"
    ONE_OF_A_KIND = "one_of_a_kind"


#: the paragraph of 625a.3 that says what wins each wager type
WAGER_CLAUSE: dict[Kind, str] = {
    Kind.THREE_OF_A_KIND: "pa:625a.3(1)",
    Kind.TWO_OF_A_KIND: "pa:625a.3(2)",
    Kind.ANY_THREE_OF_A_KIND: "pa:625a.3(3)",
    Kind.TOTAL_VALUE_BET: "pa:625a.3(4)",
    Kind.TWO_DICE_COMBINATION: "pa:625a.3(5)",
    Kind.SMALL: "pa:625a.3(6)",
    Kind.BIG: "pa:625a.3(7)",
    Kind.ONE_OF_A_KIND: "pa:625a.3(8)",
}

#: the clause that prices each wager type (One of a Kind: by matches, 625a.6(b)(1)-(3))
ODDS_CLAUSE: dict[Kind, str] = {k: "pa:625a.6(a)" for k in Kind} | {Kind.ONE_OF_A_KIND: "pa:625a.6(b)"}

_NAMES = {
    Kind.THREE_OF_A_KIND: "TRIPLE",
    Kind.TWO_OF_A_KIND: "DOUBLE",
    Kind.ANY_THREE_OF_A_KIND: "ANY_TRIPLE",
    Kind.TOTAL_VALUE_BET: "TOTAL",
    Kind.TWO_DICE_COMBINATION: "COMBO",
    Kind.SMALL: "SMALL",
    Kind.BIG: "BIG",
    Kind.ONE_OF_A_KIND: "SINGLE",
}
_BY_NAME = {v: k for k, v in _NAMES.items()}
_ORDER = {k: i for i, k in enumerate(Kind)}


@attrs.frozen(order=True)
class Spot:
    """A place on the layout: a wager type and the number(s) it names.

    ``a``: the face of a Three, Two or One of a Kind, the total of a Total
    Value Bet, or the lower face of a Two Dice Combination; ``b``: the higher
    face of a combination. Unused numbers are 0. A spot built here need not
    exist on the layout (``Spot(Kind.TOTAL_VALUE_BET, 3)``): :meth:`problem`
    says why, and :func:`~croupier.reference.sicbo.game.step` refuses a wager
    on it with that clause.
    """

    kind: Kind = attrs.field(order=lambda k: _ORDER[k])
    a: int = 0
    b: int = 0

    @property
    def name(self) -> str:
        """The digest's name: ``TOTAL_6``, ``COMBO_1_2``, ``SMALL``."""
        head = _NAMES[self.kind]
        nums = [n for n in (self.a, self.b) if n]
        return "_".join([head, *map(str, nums)])

    def __str__(self) -> str:
        return self.name

    @property
    def rank(self) -> tuple[int, int, int]:
        """The spot's place in the layout's order, the one ``<`` compares (its kind's place, then its numbers), as
        a tuple that sorts at C speed: placing a wager sorts the layout, and a round asks each spot whether it may be
        bet."""
        return _ORDER[self.kind], self.a, self.b

    @classmethod
    def parse(cls, text: str) -> "Spot":
        """``"TOTAL_6"`` -> ``Spot(Kind.TOTAL_VALUE_BET, 6)``; case-insensitive; a ``ValueError`` otherwise."""
        parts = text.strip().upper().split("_")
        if parts[:2] == ["ANY", "TRIPLE"]:
            parts = ["ANY_TRIPLE", *parts[2:]]
        kind = _BY_NAME.get(parts[0])
        if kind is None or not all(p.isdigit() for p in parts[1:]) or len(parts) > 3:
            raise ValueError(f"not a Sic Bo spot: {text!r}")
        nums = [int(p) for p in parts[1:]] + [0, 0]
        return cls(kind, nums[0], nums[1])

    def problem(self) -> Optional[tuple[str, str]]:
        """Why this spot is not on the layout, as (clause, reason); ``None`` for one of the 50 spots."""
        k, a, b = self.kind, self.a, self.b
        if k in (Kind.THREE_OF_A_KIND, Kind.TWO_OF_A_KIND, Kind.ONE_OF_A_KIND):
            if a in FACES and b == 0:
                return None
            return WAGER_CLAUSE[k], "the wager names one face, 1 to 6"
        if k is Kind.TOTAL_VALUE_BET:
            if a in TOTALS and b == 0:
                return None
            return "pa:625a.3(4)", "a Total Value Bet names a total of 4 to 17: 3 and 18 have no odds in 625a.6(a)"
        if k is Kind.TWO_DICE_COMBINATION:
            if a in FACES and b in FACES and a < b:
                return None
            return "pa:625a.3(5)", "a Two Dice Combination names two different faces, 1 to 6 (lower first)"
        if a == 0 and b == 0:
            return None
        return WAGER_CLAUSE[k], "this wager names no number"


def _spots() -> tuple[Spot, ...]:
    out: list[Spot] = []
    out += [Spot(Kind.THREE_OF_A_KIND, n) for n in FACES]
    out += [Spot(Kind.TWO_OF_A_KIND, n) for n in FACES]
    out.append(Spot(Kind.ANY_THREE_OF_A_KIND))
    out += [Spot(Kind.TOTAL_VALUE_BET, t) for t in TOTALS]
    out += [Spot(Kind.TWO_DICE_COMBINATION, a, b) for a in FACES for b in FACES if a < b]
    out += [Spot(Kind.SMALL), Spot(Kind.BIG)]
    out += [Spot(Kind.ONE_OF_A_KIND, n) for n in FACES]
    return tuple(out)


#: the 50 spots of the layout, in the order of 625a.3
SPOTS: tuple[Spot, ...] = _spots()
