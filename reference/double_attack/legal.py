"""The events a Double Attack Blackjack table may see next, for random walks (property tests, the conformance
suite's rules): :func:`candidates` lists a representative set, legal and illegal, so a walk both plays rounds to
the end and tries what the rules refuse. The model, not this list, decides what is legal."""

from __future__ import annotations

from croupier.reference.blackjack.kernels import insurance_limit
from croupier.reference.cards import Card
from croupier.reference.double_attack.config import Shuffling, TableConfig
from croupier.reference.double_attack.game import in_turn
from croupier.reference.double_attack.state import (DECK, Burn, Deal, Double, DrawnInError, Hit, Insure, MissedBox,
                                                    Peek, Phase, PlaceAttack, PlaceBustIt, Reshuffle, SkippedHit,
                                                    Split, Stand, State, Surrender)
from croupier.reference.families import blackjack as family

__all__ = ["FACES", "candidates", "cards_left"]

#: the 48 faces of a deck without 10s (665a.3(a))
FACES: tuple[Card, ...] = family.FACES


def cards_left(s: State) -> list[tuple[Card, int]]:
    """Each face still in the shoe and how many of it (a face-down burn counts against no face)."""
    return family.cards_left(s, FACES)


def candidates(cfg: TableConfig, s: State) -> list[object]:
    """Representative next events: the shuffle, the burn, wagers on each box, the deal, the Double Attack Wagers,
    insurance, the check and every decision for the hand in turn."""
    if s.phase is Phase.SHUFFLE:
        return family.shuffles(DECK * cfg.decks, cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER)
    out: list[object] = []
    if s.burn_due:
        out.append(Burn())
    if s.phase is Phase.BETTING:
        out += family.first_wagers(cfg, s)
        out += [PlaceBustIt(b.number, max(1, b.bet // 2)) for b in s.boxes if not b.bust_it]
        if s.boxes:
            out.append(Reshuffle())
    if s.phase is Phase.ATTACK:
        out += [PlaceAttack(b.number, a) for b in s.boxes if not b.attack for a in (b.bet, b.bet + 100)]
    if s.phase is Phase.INSURANCE:
        out += [Insure(b.number, insurance_limit(b.bet, cfg.chip_unit)) for b in s.boxes if not b.insurance]
    if s.phase in (Phase.INSURANCE, Phase.PEEK):
        out.append(Peek())
    at = family.hand_in_turn(s, in_turn(s)) if s.phase is Phase.PLAYING else None
    if at is not None:
        box, h = at
        out += [Hit(box), Stand(box), Double(box, h.bet + h.attack), Split(box), Surrender(box),
                SkippedHit(box, True), SkippedHit(box, False)]
    if s.phase in (Phase.ATTACK, Phase.DEALING):
        out += [MissedBox(b.number, late) for b in s.boxes for late in (False, True)]
    if s.phase in _LIVE:
        left = cards_left(s)
        if left:
            out += [DrawnInError(left[0][0]), DrawnInError(left[-1][0], True)]
    if s.phase in (Phase.BETTING, Phase.ATTACK, Phase.DEALING, Phase.PLAYING, Phase.DEALER) and not s.burn_due:
        out += [Deal(c) for c, _ in cards_left(s)]
    return out


_LIVE = (Phase.ATTACK, Phase.DEALING, Phase.INSURANCE, Phase.PEEK, Phase.PLAYING, Phase.DEALER)
