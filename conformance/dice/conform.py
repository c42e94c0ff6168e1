"""The bundled dice-procedure profiles: one facility for each alternative of 603a.13(f), the readings turned both ways.

``default`` follows Alternative 1 (inspection at the table as it opens) with a manual Sic Bo shaker.
``alternative_2`` inspects in the pit, with sealed reserve packages, and an automated Sic Bo shaker (a month of play,
counted as 30 days). ``alternative_3`` inspects and seals in the storage area, with manual Sic Bo shakers sealed
round their dice and Three Dice Football sealed in sixes; ``alternative_3_automated`` the same with automated
shakers (dice sealed in envelopes, a calendar month of play) and Three Dice Football in fives.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]

PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "dice"},
    "alternative_2": lambda: {"game": "dice", "alternative": "2", "sic_bo_shaker": "automated",
                              "sic_bo_month": "30_days"},
    "alternative_3": lambda: {"game": "dice", "alternative": "3", "tdf_sealed_set_size": 6},
    "alternative_3_automated": lambda: {"game": "dice", "alternative": "3", "sic_bo_shaker": "automated"},
}
DEFAULT_PROFILES = ("default", "alternative_2", "alternative_3", "alternative_3_automated")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
