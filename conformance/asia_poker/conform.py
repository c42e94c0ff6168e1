"""The bundled Asia Poker profiles: the default table, and profiles that turn the elections and open readings the
other way.

``default`` is the chapter's table as the options' defaults leave it: six positions, the shaker, a manual shoe
and a manual shuffle, no Bonus Wager. ``bonus`` offers the Bonus on paytable A under the least payout cap
($50,000), lets a player take two adjacent positions, returns abandoned wagers, deals from the hand after an
automated shuffler, starts the deal from the random number generator and sets the dealer's hands by the house way
``best_medium``. ``button`` is a five-position table dealing seven-card stacks from an automated shoe, started by
the flat button, with the Bonus on paytable C paid from 9-high up only (G-7), A-2-3-4 the lowest straight and
straight flush, and neither a joker royal flush nor A-2-3-4-5 counted for the Bonus (G-11, G-12).
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]

PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "asia_poker"},
    "bonus": lambda: {"game": "asia_poker", "bonus_offered": True, "bonus_paytable": "A", "payout_cap": 5000000,
                      "adjacent_spots": True, "abandoned_wager": "return", "dealing": "hand",
                      "shuffling": "automated_shuffler", "start_position": "rng", "house_way": "best_medium"},
    "button": lambda: {"game": "asia_poker", "positions": 5, "dealing": "automated_shoe",
                       "shuffling": "shuffler_loads_shoe", "start_position": "flat_button", "decks": 2,
                       "bonus_offered": True, "bonus_paytable": "C", "bonus_qualifier": "nine_high_or_better",
                       "a234_straight_flush": "lowest", "a234_straight": "lowest", "bonus_royal_with_joker": False,
                       "bonus_wheel": False},
}
DEFAULT_PROFILES = ("default", "bonus", "button")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
