"""Profile parsers derived from a TableConfig's field types (``reference/parsing.py``)."""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import Any

import attrs
import pytest

from croupier.reference import parsing
from croupier.reference.parsing import option, parsers_by_type


class Colour(enum.Enum):
    RED = "red"
    BLACK = "black"


@attrs.frozen(kw_only=True)
class Config:
    ruleset: str = "pa-1@2012"
    colour: Colour = option("colour", "pa:1.1", Colour.RED)
    open_late: bool = option("open_late", "pa:1.2", False)
    table_min: int = option("table_min", "pa:1.3", 500)
    rate: Fraction = option("rate", "pa:1.4", Fraction(1, 20))


def _rate(v: Any) -> Fraction:
    return Fraction(v)


def test_each_option_is_read_as_its_default_s_type_says() -> None:
    parsers = parsers_by_type(Config, rate=_rate)
    assert set(parsers) == {"colour", "open_late", "table_min", "rate"}  # not the ruleset
    assert parsers["colour"]("black") is Colour.BLACK
    with pytest.raises(ValueError, match="must be one of 'red', 'black'"):
        parsers["colour"]("green")
    assert parsers["open_late"] is parsing.boolean and parsers["table_min"] is parsing.amount
    assert parsers["rate"] is _rate


def test_an_option_of_another_type_needs_its_own_parser() -> None:
    with pytest.raises(TypeError, match=r"Config\.rate: no parser for a default of type Fraction"):
        parsers_by_type(Config)
    with pytest.raises(TypeError, match="Config has no option 'colur'"):
        parsers_by_type(Config, rate=_rate, colur=_rate)
