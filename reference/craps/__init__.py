"""58 Pa. Code ch. 623a, Craps and Mini-Craps: the reference model.

``cfg``: TableConfig; ``s``: State; ``e``: an event. The public API is
:func:`step` (one event in, the next state and outcomes out), the events, the
configuration and :func:`legal_events`.
"""

from croupier.reference.craps.config import TableConfig, load_profile, profile_from_mapping
from croupier.reference.craps.definitions import Bet, Game, Kind, Role
from croupier.reference.craps.game import replay, step
from croupier.reference.craps.shooter import offeree
from croupier.reference.craps.legal import Legal, legal_events
from croupier.reference.craps.state import (AcceptDice, CallOff, CallOn, DeclineDice, Event, InvalidReason,
                                            InvalidThrow, Join, Leave, Marker, NewDiceSet, NoRoll, NoRollGround,
                                            OrderPassDice, OrderReason, PassDice, PlaceBet, ReduceBet, RemoveBet, State,
                                            Throw, VoidReason, VoidThrow, Wager)

__all__ = [
    "AcceptDice", "Bet", "CallOff", "CallOn", "DeclineDice", "Event", "Game", "InvalidReason", "InvalidThrow",
    "Join", "Kind", "Leave", "Legal", "legal_events", "Marker", "NewDiceSet", "NoRoll", "NoRollGround", "OrderPassDice",
    "OrderReason",
    "PassDice", "PlaceBet", "ReduceBet", "RemoveBet", "Role", "State", "TableConfig", "Throw", "VoidReason",
    "VoidThrow", "Wager", "load_profile", "offeree", "profile_from_mapping", "replay", "step",
]
