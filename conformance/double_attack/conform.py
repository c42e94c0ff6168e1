"""The bundled Double Attack Blackjack profiles: the default table, and profiles that turn every election and open
reading the other way.

``default`` is chapter 665a's six-box table with Bust It, shuffled by hand; ``readings`` turns the readings (the
whole double returned or forfeited at a surrender, split aces not surrendered, a split ace and king as a Blackjack,
a dead hand's Bust It returned, resplit hands played last), with a reader that could show the hole card, a
continuous shuffler, no mid-shoe entry, two boxes per player, $5 chips and a $1 table minimum; ``batch`` has the
two-batch automated shuffler loading the shoe, four boxes, no Bust It and the double forfeited whole at a surrender.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]

PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "double_attack"},
    "readings": lambda: {"game": "double_attack", "surrender_after_double_dd": "return_full",
                         "surrender_split_aces": False, "split_21_is_blackjack": True,
                         "dead_hand_bust_it": "returned", "split_hand_order": "append_last",
                         "reader_reveals_to_players": True, "shuffling": "continuous_shuffler",
                         "no_midshoe_entry": True, "max_boxes_per_player": 2, "chip_unit": 500, "table_min": 100},
    "batch": lambda: {"game": "double_attack", "shuffling": "batch_shuffler", "shuffler_loads_shoe": True,
                      "preshuffled_decks": True, "bust_it_offered": False, "boxes": 4,
                      "surrender_after_double_dd": "forfeit_full"},
}
DEFAULT_PROFILES = ("default", "readings", "batch")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
