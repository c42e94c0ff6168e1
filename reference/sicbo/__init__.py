"""58 Pa. Code ch. 625a, Sic Bo: the reference model.

``cfg``: TableConfig; ``s``: State; ``e``: an event. The public API is
:func:`step` (one event in, the next state and outcomes out), the events, the
configuration, the layout's spots and :func:`legal_events`.
"""

from croupier.reference.sicbo.config import TableConfig, load_profile, profile_from_mapping
from croupier.reference.sicbo.definitions import SPOTS, Kind, Spot
from croupier.reference.sicbo.game import replay, round_events, step
from croupier.reference.sicbo.legal import Legal, legal_events
from croupier.reference.sicbo.state import (
    Abandon, Activate, Enter, Event, Malfunction, Medium, NoMoreBets, NoRoll, Part, Phase, PlaceBet, RemoveBet, Repair,
    Reveal, Shake, ShakerFailure, State, SwitchToManual, Wager,
)

__all__ = [
    "Abandon", "Activate", "Enter", "Event", "Kind", "Legal", "Malfunction", "Medium", "NoMoreBets", "NoRoll", "Part",
    "Phase", "PlaceBet", "RemoveBet", "Repair", "Reveal", "SPOTS", "Shake", "ShakerFailure", "Spot", "State",
    "SwitchToManual", "TableConfig", "Wager", "legal_events", "load_profile", "profile_from_mapping", "replay",
    "round_events", "step",
]
