"""The bundled Sic Bo profiles: the example table, and profiles that turn each open reading the other way.

An implementation claiming every option of ``spec/sicbo/tables.toml`` is
tested on both sides of each: the default profile and the example table take
every default; ``automated`` runs the automated shaker (its failure and the
switch to a manual one, 625a.7(c), (d)) with wagers that cannot be taken back
and a device failure that voids the round at once; ``readings`` turns the
triple, settlement-source and repair readings and offers a subset of the wagers.
"""

from __future__ import annotations

from importlib import resources
from typing import Any, Callable

from croupier.reference.errors import read_toml

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]


def _example(name: str) -> dict[str, Any]:
    path = resources.files("croupier.reference.sicbo").joinpath("examples", name)
    with resources.as_file(path) as p:
        return read_toml(p, "pa:625a.1")


PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "sicbo"},
    "sicbo-example": lambda: _example("profile-sicbo.toml"),
    "automated": lambda: {"game": "sicbo", "shaker": "automated", "wager_removal_before_close": False,
                          "device_fail_before_reveal": "void", "table_min": 100, "table_max": 100000},
    "readings": lambda: {"game": "sicbo", "two_of_a_kind_on_triple": "loses", "total_on_triple": "loses",
                         "settlement_source": "dice", "resume_after_malfunction": "device_only",
                         "odds_display": "sign", "dice_month": "30_days",
                         "offered": ["two_of_a_kind", "total_value_bet", "two_dice_combination", "small", "big",
                                     "one_of_a_kind"]},
}
DEFAULT_PROFILES = ("default", "sicbo-example", "automated", "readings")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
