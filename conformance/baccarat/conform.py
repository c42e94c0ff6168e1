"""The bundled baccarat-family profiles: each game's default table, and profiles that turn every election and open
reading the other way.

Minibaccarat: ``elections`` charges 25% of a Banker wager on a tie instead of a
commission, pays a Tie 9 to 1, deals six decks from a two-batch shuffler and
reads the burn, the cut card and a face-up card the other way; ``vig`` takes a
4% commission, rounded up and deferred, on seven decks dealt face down to five
seats; ``house-money`` is the 2013 proposal with the House Money Wager (half
of a win may ride) at a table charging 25% on Banker ties and paying a Tie 10
to 1; ``ez`` is a 2013 EZ Baccarat table (no vigorish) with House Money on a
continuous shuffler.

Midibaccarat: ``midi`` squeezes (543.9(c)(3)) at the full nine-seat table and
defers a rounded 5% vigorish; ``midi-elections`` deals face up, charges 25% on
Banker ties, pays a Tie 9 to 1 and burns in the open on six decks;
``midi-house-money`` is the 2013 proposal's squeeze table with House Money, a
4% commission and no voluntary pass of the squeeze right;
``midi-2013-as-2010`` reads the 2013 text as keeping the 2010 face-up deal
(A-33) and charges 25% on Banker ties.

Baccarat: ``baccarat`` is the 2010 chapter's table of fourteen seats with its
curator; ``baccarat-squeeze`` squeezes at a ten-seat table, rounds a deferred
5% vigorish to 25 cents, shows the whole burn and lets the curator keep a new
shoe (A-32); ``baccarat-house-money`` is the 2013 proposal's squeeze table with
House Money, a 4% vigorish rounded to 20 cents, a tie that passes the shoe
(A-27) and no voluntary pass of the squeeze right.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]

PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "baccarat"},
    "elections": lambda: {"game": "baccarat", "banker_mode": "tie_charge", "tie_odds": 9, "decks": 6,
                          "shuffling": "batch_shuffler", "burn_reveal": "all", "cut_card_between_rounds": "one_more",
                          "faceup_card_value": "face_value"},
    "vig": lambda: {"game": "baccarat", "commission_rate": "4%", "vig_rounding": True, "vig_collection": "deferred",
                    "decks": 7, "initial_deal": "face_down", "seats": 5, "table_min": 500, "table_max": 100000},
    "house-money": lambda: {"game": "baccarat", "ruleset": "pa-627a@2013p", "house_money": True,
                            "house_money_addon_portion": "1/2", "banker_mode": "tie_charge", "tie_odds": "10 to 1"},
    "ez": lambda: {"game": "baccarat", "ruleset": "pa-627a@2013p", "ez_table": True, "house_money": True,
                   "shuffling": "continuous_shuffler", "decks": 6},
    "midi": lambda: {"game": "baccarat", "ruleset": "pa-543@2010t", "initial_deal": "squeeze", "vig_rounding": True,
                     "vig_collection": "deferred"},
    "midi-elections": lambda: {"game": "baccarat", "ruleset": "pa-543@2010t", "banker_mode": "tie_charge",
                               "decks": 6, "burn_reveal": "all", "tie_odds": 9},
    "midi-house-money": lambda: {"game": "baccarat", "ruleset": "pa-629a@2013p", "initial_deal": "squeeze",
                                 "house_money": True, "commission_rate": "4%", "squeeze_voluntary_pass": False},
    "midi-2013-as-2010": lambda: {"game": "baccarat", "ruleset": "pa-629a@2013p",
                                  "midi_2013_deal_procedures": "as_2010", "banker_mode": "tie_charge",
                                  "house_money": True, "house_money_addon_portion": "1/2"},
    "baccarat": lambda: {"game": "baccarat", "ruleset": "pa-545@2010t"},
    "baccarat-squeeze": lambda: {"game": "baccarat", "ruleset": "pa-545@2010t", "initial_deal": "squeeze", "seats": 10,
                                 "vig_rounding": True, "vig_collection": "deferred", "burn_reveal": "all",
                                 "new_shoe_curator": "curator_continues", "tie_odds": 9},
    "baccarat-house-money": lambda: {"game": "baccarat", "ruleset": "pa-631a@2013p", "initial_deal": "squeeze",
                                     "house_money": True, "commission_rate": "4%", "vig_rounding": True,
                                     "curator_passes_on_tie": True, "squeeze_voluntary_pass": False},
}
DEFAULT_PROFILES = ("default", "elections", "vig", "house-money", "ez", "midi", "midi-elections", "midi-house-money",
                    "midi-2013-as-2010", "baccarat", "baccarat-squeeze", "baccarat-house-money")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
