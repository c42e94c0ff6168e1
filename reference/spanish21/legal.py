"""The events a Spanish 21 table may see next, for random walks (property tests, the conformance suite's rules):
:func:`candidates` lists a representative set, legal and illegal, so a walk both plays rounds to the end and
tries what the rules refuse. The model, not this list, decides what is legal."""

from __future__ import annotations

from croupier.reference.cards import Card
from croupier.reference.families import blackjack as family
from croupier.reference.spanish21 import kernels
from croupier.reference.spanish21.config import MTD_MIN, Shuffling, TableConfig
from croupier.reference.spanish21.game import in_turn
from croupier.reference.spanish21.state import (DECK, Burn, Deal, DealerSkipped, Double, DrawnInError, Hit, Insure,
                                                MissedBox, Peek, Phase, PlaceMatch, Rescue, Reshuffle, SkippedHit,
                                                Split, Stand, State, Surrender)

__all__ = ["FACES", "candidates", "cards_left"]

#: the 48 faces of a Spanish 21 deck (551.3(a))
FACES: tuple[Card, ...] = family.FACES


def cards_left(s: State) -> list[tuple[Card, int]]:
    """Each face still in the shoe and how many of it (a face-down burn counts against no face)."""
    return family.cards_left(s, FACES)


def candidates(cfg: TableConfig, s: State) -> list[object]:
    """Representative next events: the shuffle, the burn, wagers on each box, the deal, insurance, the check and
    every decision for the box in turn."""
    if s.phase is Phase.SHUFFLE:
        return family.shuffles(DECK * cfg.decks, cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER)
    out: list[object] = []
    if s.burn_due:
        out.append(Burn())
    if s.phase is Phase.BETTING:
        out += family.first_wagers(cfg, s)
        out += [PlaceMatch(b.number, max(MTD_MIN, b.wager // 2)) for b in s.boxes if not b.mtd]
        if s.boxes:
            out.append(Reshuffle())
    if s.phase is Phase.INSURANCE:
        out += [Insure(b.number, kernels.insurance_limit(b.wager, cfg.chip_unit)) for b in s.boxes if not b.insurance]
    if s.phase in (Phase.INSURANCE, Phase.PEEK):
        out.append(Peek())
    at = family.hand_in_turn(s, in_turn(s)) if s.phase is Phase.PLAYING else None
    if at is not None:
        box, h = at
        out += [Hit(box), Stand(box), Double(box, h.wager), Split(box), Surrender(box), Rescue(box),
                SkippedHit(box, True), SkippedHit(box, False)]
    if s.phase is Phase.DEALING:
        out += [DealerSkipped(), *(MissedBox(b.number, late) for b in s.boxes for late in (False, True))]
    if s.phase in (Phase.PLAYING, Phase.DEALER, Phase.INSURANCE, Phase.PEEK):
        left = cards_left(s)
        if left:
            out += [DrawnInError(left[0][0]), DrawnInError(left[-1][0], True)]
    if s.phase in (Phase.BETTING, Phase.DEALING, Phase.PLAYING, Phase.DEALER) and not s.burn_due:
        out += [Deal(c) for c, _ in cards_left(s)]
    return out
