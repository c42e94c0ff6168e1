"""Double Attack Blackjack (58 Pa. Code ch. 665a, as proposed in 2013) as a pure state machine."""

from croupier.reference.double_attack.config import (BASE, TableConfig, check_against_spec, load_profile,
                                                     profile_from_mapping)
from croupier.reference.double_attack.game import due, in_turn, replay, step
from croupier.reference.double_attack.state import (AllowEntry, Bet, Box, Burn, Deal, Double, DrawnInError, Event,
                                                    FaceUpCard, Hand, Hit, Insure, MissedBox, MistakenDraw,
                                                    NewDealer, Peek, Phase, PlaceAttack, PlaceBet, PlaceBustIt,
                                                    ReaderFailure, ReaderRepaired, RemoveBet, Reshuffle,
                                                    ReshuffleDiscards, Shuffle, ShufflerFault, SkippedHit, Split,
                                                    Stake, Stand, State, Status, Surrender, TenFound)

__all__ = [
    "AllowEntry", "BASE", "Bet", "Box", "Burn", "Deal", "Double", "DrawnInError", "Event", "FaceUpCard", "Hand",
    "Hit", "Insure", "MissedBox", "MistakenDraw", "NewDealer", "Peek", "Phase", "PlaceAttack", "PlaceBet",
    "PlaceBustIt", "ReaderFailure", "ReaderRepaired", "RemoveBet", "Reshuffle", "ReshuffleDiscards", "Shuffle",
    "ShufflerFault", "SkippedHit", "Split", "Stake", "Stand", "State", "Status", "Surrender", "TableConfig",
    "TenFound", "check_against_spec", "due", "in_turn", "load_profile", "profile_from_mapping", "replay", "step",
]
