"""The bundled Five Card Hi-Lo profiles: the default table, and profiles that turn the elections and open readings
the other way.

``default`` is the chapter's table as the options' defaults leave it: six positions, a manual shoe and a manual
shuffle, Ante Bonus paytable A, no Tie or Poker Bonus Wager, a hand set against the rule refused (G-2). ``side``
offers the Tie Wager and the Poker Bonus on paytable A, lets a player take two adjacent positions, returns abandoned
wagers, deals from the hand after a counting automated shuffler (so no stub count), pays Ante Bonus paytable B on a
folded hand too (G-5), and has the dealer set again a hand set against the rule. ``shoe`` is a four-position table
dealing five-card stacks from an automated shoe loaded by the shuffler with two decks, the Tie and the Poker Bonus on
paytable B (pairs of 6s), Ante Bonus paytable D read as N - 1 Antes (G-6), a mis-set hand forfeiting its wagers, two
of the dealer's four aces low (G-4) and no rule for exposed cards (G-12).
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["DEFAULT_PROFILES", "PROFILES", "VECTOR_PROFILES"]

PROFILES: dict[str, Callable[[], dict[str, Any]]] = {
    "default": lambda: {"game": "five_card_hi_lo"},
    "side": lambda: {"game": "five_card_hi_lo", "tie_offered": True, "poker_bonus_offered": True,
                     "poker_bonus_paytable": "A", "adjacent_spots": True, "abandoned_wager": "return",
                     "dealing": "hand", "shuffling": "automated_shuffler", "counting_shuffler": True,
                     "ante_bonus_paytable": "B", "ante_bonus_on_fold": True, "misset_policy": "dealer_corrects"},
    "shoe": lambda: {"game": "five_card_hi_lo", "positions": 4, "dealing": "automated_shoe",
                     "shuffling": "shuffler_loads_shoe", "decks": 2, "tie_offered": True, "poker_bonus_offered": True,
                     "poker_bonus_paytable": "B", "ante_bonus_paytable": "D", "ante_bonus_payment": "n_less_one",
                     "misset_policy": "forfeit", "dealer_four_aces_low": 2, "exposed_cards": "none"},
}
DEFAULT_PROFILES = ("default", "side", "shoe")
#: the profiles with bundled vector files
VECTOR_PROFILES = DEFAULT_PROFILES
