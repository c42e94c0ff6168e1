"""58 Pa. Code chs. 541/627a (Minibaccarat), 543/629a (Midibaccarat), 545/631a (Baccarat): the reference model.

``cfg``: TableConfig; ``s``: State; ``e``: an event. The public API is
:func:`step` (one event in, the next state and outcomes out), the events, the
configuration and the cards. The ruleset in the configuration decides the game:
Minibaccarat, Midibaccarat and Baccarat, whose shoe a player (the curator)
holds and deals.
"""

from croupier.reference.baccarat.config import TableConfig, load_profile, profile_from_mapping
from croupier.reference.baccarat.definitions import Bet, Card, Variant, Winner, parse_card
from croupier.reference.baccarat.game import due, replay, step
from croupier.reference.baccarat.state import (
    AddOn, Burn, Deal, Event, FaceUpCard, Join, Leave, Medium, Misdeal, NoMoreBets, PassReason, PassShoe, PassSqueeze,
    Phase, PlaceBet, Proceed, RemoveBet, ShoeReason, Shuffle, State, TakeShoe, VoidRound, Wager,
)

__all__ = [
    "AddOn", "Bet", "Burn", "Card", "Deal", "Event", "FaceUpCard", "Join", "Leave", "Medium", "Misdeal", "NoMoreBets",
    "PassReason", "PassShoe", "PassSqueeze", "Phase", "PlaceBet", "Proceed", "RemoveBet", "ShoeReason", "Shuffle",
    "State", "TableConfig", "TakeShoe", "Variant", "VoidRound", "Wager", "Winner", "due", "load_profile",
    "parse_card", "profile_from_mapping", "replay", "step",
]
