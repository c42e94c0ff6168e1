"""58 Pa. Code ch. 661a (2013 proposal), Three Dice Football: the reference model.

``cfg``: TableConfig; ``s``: State; ``e``: an event. The public API is
:func:`step` (one event in, the next state and outcomes out), the events, the
configuration, the layout's bets and :func:`legal_events`.
"""

from croupier.reference.tdf.config import TableConfig, load_profile, profile_from_mapping
from croupier.reference.tdf.definitions import BETS, Bet, End, Kind, ThrowClass
from croupier.reference.tdf.game import replay, step
from croupier.reference.tdf.legal import Legal, legal_events
from croupier.reference.tdf.state import (
    AcceptDice, Cocked, DeclineDice, Event, ExtraPointRoll, InvalidThrow, Invalidity, Join, Leave, Medium, NewDiceSet,
    NoRoll, NoRollGround, OfferDice, PassDice, PassReason, Phase, PlaceBet, RemoveBet, State, Throw, VoidThrow, Wager,
)

__all__ = [
    "AcceptDice", "BETS", "Bet", "Cocked", "DeclineDice", "End", "Event", "ExtraPointRoll", "InvalidThrow",
    "Invalidity", "Join", "Kind", "Leave", "Legal", "Medium", "NewDiceSet", "NoRoll", "NoRollGround", "OfferDice",
    "PassDice", "PassReason", "Phase", "PlaceBet", "RemoveBet", "State", "TableConfig", "Throw", "ThrowClass",
    "VoidThrow", "Wager", "legal_events", "load_profile", "profile_from_mapping", "replay", "step",
]
