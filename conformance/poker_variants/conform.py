"""The bundled 637a poker-variant profiles: one table for each game, the elections and readings turned both ways.

``default`` is Five-card Omaha High-low Split Eight or Better as the options' defaults leave it: blinds of $1 and $2,
fixed limit ($2 and $4, four bets a round), the button from the dealer's right, odd amounts by suit. ``omaha_high``
deals Five-card Omaha High at pot limit with a $1 Ante, a $4 straddle, the button placed by a card dealt to each
player, and odd amounts to the first tied player left of the button. ``deuce`` is Triple Draw 2-7 split as Badeucey,
no limit, one $2 blind, the burns reshuffled with the discards (P-15). ``ace_five`` is Triple Draw A-5 at fixed limit
($3 and $6, no cap), tied lows' odd amount to the highest suit (P-9), folded hands reshuffled with the discards.
``badacey`` is Triple Draw A-5 split as Badacey. ``badugi`` deals Badugi with three blinds and a $1 Ante.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]

PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "poker_variants"},
    "omaha_high": lambda: {"game": "poker_variants", "variant": "omaha_high", "betting": "pot_limit", "ante": 100,
                           "straddle": 400, "button_start": "random_card", "odd_chip": "left_of_button"},
    "deuce": lambda: {"game": "poker_variants", "variant": "triple_draw_2_7", "split": "badeucey",
                      "betting": "no_limit", "blinds": [200], "reshuffle_burns": True},
    "ace_five": lambda: {"game": "poker_variants", "variant": "triple_draw_a_5", "small_bet": 300, "big_bet": 600,
                         "blinds": [100, 300], "raise_cap": 0, "low_odd_chip_lowest_suit": False,
                         "reshuffle_folded": True},
    "badacey": lambda: {"game": "poker_variants", "variant": "triple_draw_a_5", "split": "badacey"},
    "badugi": lambda: {"game": "poker_variants", "variant": "badugi", "blinds": [100, 200, 200], "ante": 100,
                       "straddle": 400},
}
DEFAULT_PROFILES = ("default", "omaha_high", "deuce", "ace_five", "badacey", "badugi")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
