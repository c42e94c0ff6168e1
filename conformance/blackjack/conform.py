"""The bundled Blackjack (633a) profiles: the default table (its base rules assumptions, BJ-A01), and a profile that
turns every base rule and the side wagers' options the other way.

``default`` is a six-deck table with both side wagers, the meter standing still; ``single-deck`` is one deck (House
Money's 633a.13(n)(1) odds), the dealer first in the deal and hitting a soft 17, 6 to 5 Blackjacks, doubles on 10
or 11 only and not after splitting, splits by rank to two hands, split aces played on and resplit, late surrender,
insurance on every up card the dealer checks, no even money, the meter fed at 5% of each Straight Jack Wager, half
of a House Money payout allowed to ride and a double card not counted for Straight Jack; ``house-money`` offers House
Money alone, with the dealer stopping when nothing depends on his hand; ``side-odds`` adds the Hit and Run and Three
Card Poker Wagers on a two-deck table without House Money, with paytables of the profile's (their odds,
633a.13(k), (l), are elided: BJ-A19) that exercise every form a row takes: odds to 1 and to 2, odds for 1, a share of the meter with odds, and
the whole meter; the dealer stops when nothing depends on his hand, except while a Hit and Run Wager is open
(BJ-A13).
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]

PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "blackjack"},
    "single-deck": lambda: {"game": "blackjack", "decks": 1, "deal_order": "dealer_first",
                            "dealer_hits_soft_17": True, "blackjack_pays": "6_to_5", "double_down_on": "10_11",
                            "double_after_split": False, "split_by": "rank", "max_split_hands": 2,
                            "split_aces_one_card": False, "resplit_aces": True, "surrender": "late",
                            "insurance_up_cards": "ace_or_ten_value", "even_money": False,
                            "straight_jack_meter_rate": "1/20", "house_money_ride_portion": "1/2",
                            "straight_jack_counts_double_card": False, "boxes": 5, "max_boxes_per_player": 2},
    "house-money": lambda: {"game": "blackjack", "straight_jack_offered": False, "dealer_plays_when_moot": False,
                            "decks": 8, "insurance_pays": 2, "rm21_kb_payout_cap": 2500000},
    "side-odds": lambda: {"game": "blackjack", "decks": 2, "dealer_plays_when_moot": False,
                          "house_money_offered": False,
                          "hit_and_run_offered": True, "three_card_poker_offered": True,
                          "hit_and_run_meter_initial": 1000000, "hit_and_run_meter_reset": 500000,
                          "hit_and_run_meter_rate": "1/10",
                          "hit_and_run_paytable": {"blackjack": "15 to 1", "5_cards": "5 to 2", "6_cards": "100 for 1",
                                                   "7_cards": "10% of meter and 200 to 1",
                                                   "8_cards": "100% of meter"},
                          "three_card_poker_paytable": {"straight_flush": "40 to 1", "three_of_a_kind": "30 to 1",
                                                        "straight": "6 to 1", "flush": "5 for 1"}},
}
DEFAULT_PROFILES = ("default", "single-deck", "house-money", "side-odds")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
