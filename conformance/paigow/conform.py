"""The bundled Pai Gow profiles: the default table of each edition, and profiles that turn every election and open
reading the other way.

``default`` is the 2012 chapter's house-banked table; ``banking`` offers
player banking and co-banking, settles the centre pot in exposure order and
pays the dealer's wager from the Rules Submission's amount; ``readings``
turns the other readings (the house way, an exact vigorish, the literal zero
rule, a mis-set hand that loses, abandoned wagers returned, the bank held to
the house way) and allows every delivery style, two adjacent areas and an RNG;
``pa-535`` is the 2010 temporary chapter (no zero-zero rule, winners paid
last); ``maryland`` is Maryland's rules with the Pair Fortunes bonus on
paytable B and player banking, and ``maryland-settle`` settles a voided
hand's bonus on paytable D.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]

EVERY_STYLE = ["house_way_from_the_left", "cup_say_from_the_right", "cup_say_from_the_left", "jung_quat", "chee_yee",
               "pin_say_from_the_right", "pin_say_from_the_left", "dragon_head_from_the_right",
               "dragon_head_from_the_left"]

PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "paigow"},
    "banking": lambda: {"game": "paigow", "player_banking": True, "co_banking": True,
                        "bank_settlement_order": "sequential", "dealer_wager_against_bank": "amount",
                        "dealer_wager_amount": 2500, "cobank_odd_cent": "house", "dealer_win_vig": "five_percent",
                        "bank_offer_pointer": "seat_after_last_bank", "bank_covers_dealer_wager": False},
    "readings": lambda: {"game": "paigow", "house_way": "strongest_high", "vig_rounding": "none",
                         "zero_clause_scope": "any_pip_total", "player_misset": "foul_lose",
                         "abandoned_wager": "return", "alternative_styles": EVERY_STYLE, "two_adjacent_areas": True,
                         "start_position_source": "rng", "player_banking": True,
                         "bank_follows_house_way": "always"},
    "pa-535": lambda: {"game": "paigow", "ruleset": "pa-535@2010t", "player_banking": True, "co_banking": True,
                       "player_misset": "reset_house_way", "alternative_styles": EVERY_STYLE,
                       "two_adjacent_areas": True},
    "maryland": lambda: {"game": "paigow", "ruleset": "md-paigow@1.1", "pair_fortunes": "B", "player_banking": True,
                         "co_banking": True, "two_adjacent_areas": True},
    "maryland-settle": lambda: {"game": "paigow", "ruleset": "md-paigow@1.1", "pair_fortunes": "D",
                                "pair_fortunes_void": "settle", "start_position_source": "rng", "rng_range": 8,
                                "alternative_styles": EVERY_STYLE},
}
DEFAULT_PROFILES = ("default", "banking", "readings", "pa-535", "maryland", "maryland-settle")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
