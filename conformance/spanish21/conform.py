"""The bundled Spanish 21 profiles: the default table, the 2013 edition, and profiles that turn every election and
open reading the other way.

``default`` is chapter 551's six-deck table; ``amended`` is the 2013 edition (a double on two or more cards,
635a.10(a)) with eight decks, Match-The-Dealer above the floor odds under a house cap, $5 chips and the players
acting against an unknown dealer Blackjack (play_through); ``readings`` turns the other readings (the literal 3 to
2, a split ace and king as a Blackjack, matches by value, the Super Bonus's $50 per box and without an award, no
surrender of a Blackjack, settlement from the left), a reader that could show the hole card, a continuous shuffler,
no mid-shoe entry, two boxes per player, eight decks and a house cap on Match-The-Dealer; ``batch`` has an
automated batch shuffler, five boxes, no Match-The-Dealer and the players acting against an unknown dealer
Blackjack; ``amended-six`` is the 2013 edition with six decks, a reader that could show the hole card, a split
ace and king paid as a Blackjack and no mid-shoe entry.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]

PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "spanish21"},
    "amended": lambda: {"game": "spanish21", "ruleset": "pa-551@2013p", "decks": 8, "mtd_odds_same_suit": 14,
                        "mtd_max": 2500, "chip_unit": 500, "dealer_bj_resolution": "play_through"},
    "readings": lambda: {"game": "spanish21", "bj_odds_scope": "literal_b3_only", "split_21_is_blackjack": True,
                         "mtd_match_by": "value", "super_bonus_share_scope": "other_boxes",
                         "super_bonus_share_needs_award": False, "allow_surrender_on_blackjack": False,
                         "settlement_order": "left_to_right", "reader_reveals_to_players": True,
                         "shuffling": "continuous_shuffler", "no_midshoe_entry": True, "max_boxes_per_player": 2,
                         "table_min": 100, "decks": 8, "mtd_max": 2500},
    "batch": lambda: {"game": "spanish21", "shuffling": "batch_shuffler", "mtd_offered": False, "boxes": 5,
                      "dealer_bj_resolution": "play_through"},
    "amended-six": lambda: {"game": "spanish21", "ruleset": "pa-551@2013p", "mtd_odds_different_suit": 5,
                            "reader_reveals_to_players": True, "split_21_is_blackjack": True,
                            "no_midshoe_entry": True},
}
DEFAULT_PROFILES = ("default", "amended", "readings", "batch", "amended-six")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
