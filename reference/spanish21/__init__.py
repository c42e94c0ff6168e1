"""Spanish 21 (58 Pa. Code ch. 551, 2010; the 2013 double-down amendment 635a.10(a)) as a pure state machine."""

from croupier.reference.spanish21.config import (AMENDED, BASE, TableConfig, check_against_spec, load_profile,
                                                 profile_from_mapping)
from croupier.reference.spanish21.game import due, in_turn, replay, step
from croupier.reference.spanish21.state import (AllowEntry, Bet, Box, Burn, Deal, DealerSkipped, Double,
                                                DrawnInError, Event, FaceUpCard, Hand, Hit, Insure, MissedBox,
                                                SkippedHit, MistakenDraw, NewDealer, Peek, Phase, PlaceBet,
                                                PlaceMatch, ReaderFailure, ReaderRepaired, RemoveBet, Rescue,
                                                Reshuffle, ReshuffleDiscards, Shuffle, Split, Stake, Stand, State,
                                                Status, Surrender, TenFound)

__all__ = [
    "AMENDED", "AllowEntry", "BASE", "Bet", "Box", "Burn", "Deal", "DealerSkipped", "Double", "DrawnInError",
    "Event", "FaceUpCard", "Hand", "Hit", "Insure", "MissedBox", "MistakenDraw", "SkippedHit", "NewDealer", "Peek", "Phase", "PlaceBet", "PlaceMatch", "ReaderFailure",
    "ReaderRepaired", "RemoveBet", "Rescue", "Reshuffle", "ReshuffleDiscards", "Shuffle", "Split", "Stake", "Stand",
    "State", "Status", "Surrender", "TableConfig", "TenFound", "check_against_spec", "due", "in_turn",
    "load_profile", "profile_from_mapping", "replay", "step",
]
