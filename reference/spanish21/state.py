"""The Spanish 21 table's state and the events that change it (frozen values; transitions live in ``game``).

``s``: a :class:`State`; ``b``: a :class:`Box`, one player position's wagers and hands; ``h``: a :class:`Hand`. The
cards arrive in :class:`Deal` events, one by one as they leave the shoe, and the model sends each where the rules
say the next card goes (551.8(d), (g), (h)): it draws nothing, but it knows the shoe's size, which cards have left
it, and where the cutting card lies. Boxes are numbered from the dealer's left, the order the cards are dealt in
(551.8(d)).
"""

from __future__ import annotations

import enum
from typing import Union

import attrs
import icontract

from croupier.reference.contracts import ENABLED, FROZEN
from croupier.reference.families import blackjack as family
from croupier.reference.families.blackjack import (AllowEntry, Burn, Deal, Double, DrawnInError, FaceUpCard, Hit,
                                                  Insure, MissedBox, MistakenDraw, NewDealer, Peek, PlaceBet,
                                                  ReaderFailure, ReaderRepaired, RemoveBet, Reshuffle,
                                                  ReshuffleDiscards, Shuffle, SkippedHit, Split, Stake, Stand,
                                                  Surrender, TenFound)

__all__ = [
    "AllowEntry", "Bet", "Box", "Burn", "Deal", "DealerSkipped", "Double", "DrawnInError", "Event", "FaceUpCard",
    "Hand", "Hit", "Insure", "MissedBox", "SkippedHit",
    "MistakenDraw", "NewDealer", "Peek", "Phase", "PlaceBet", "PlaceMatch", "ReaderFailure", "ReaderRepaired",
    "RemoveBet", "Rescue", "Reshuffle", "ReshuffleDiscards", "Shuffle", "Split", "Stake", "Stand", "State",
    "Status", "Surrender", "TenFound",
]

#: 551.3(a): a Spanish 21 deck holds 48 cards, the four 10s taken out
DECK = family.DECK


class Phase(enum.Enum):
    """Where the table stands."""

    SHUFFLE = "shuffle"  #: no shoe in play: the cards are shuffled and cut next (551.5)
    BETTING = "betting"  #: between rounds: wagers are made (551.6(a), 551.7(b))
    DEALING = "dealing"  #: the first card has left the shoe; two cards to each box and the dealer (551.8(d))
    INSURANCE = "insurance"  #: the up card is an ace: insurance is offered until the reader is used (551.10)
    PEEK = "peek"  #: the up card is a king, queen or jack: the dealer checks the hole card (551.8(e))
    PLAYING = "playing"  #: the players decide, box by box and hand by hand (551.8(f), 551.12(b))
    DEALER = "dealer"  #: the hole card is turned and the dealer draws (551.8(h), 551.13(b))


class Bet(enum.Enum):
    """What a settlement is about: the ``bet`` of a :class:`~croupier.reference.families.blackjack.Stake`, whose
    ``hand`` counts a box's hands 1 to 3, left to right."""

    SPANISH21 = "spanish21"  #: a hand's wager: the box's own, or a split hand's (551.6(a), 551.12(a))
    DOUBLE = "double"  #: the Double Down Wager on a hand (551.11)
    MTD = "match_the_dealer"  #: 551.7
    INSURANCE = "insurance"  #: 551.10
    SUPER_BONUS = "super_bonus"  #: the fixed $1,000 or $5,000 award of 551.6(h)
    SUPER_BONUS_SHARE = "super_bonus_share"  #: the $50 another player's Super Bonus brings (551.6(h))


class Status(enum.Enum):
    """Where one hand stands."""

    OPEN = "open"  #: the player may act on it (or it waits for a card)
    RESCUE = "rescue"  #: doubled and given its card: the player rescues or keeps it (551.11(d))
    STOOD = "stood"  #: finished, standing against the dealer (stood, 21, or a double kept)
    BUST = "bust"  #: over 21 (S21-A02)
    SURRENDERED = "surrendered"  #: 551.9(a)
    RESCUED = "rescued"  #: 551.11(d)
    DEAD = "dead"  #: the hand is dead and its wagers returned (551.16(i))


@icontract.invariant(lambda self: len(self.cards) <= 21, "no hand holds more than twenty-one cards (it draws only "
                     "under 21 hard)", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: 0 <= self.double <= self.wager, "551.11(a): a double is at most the hand's wager",
                     enabled=ENABLED, check_on=FROZEN)
@attrs.frozen(kw_only=True, slots=False)
class Hand(family.Hand):
    """One hand of a box: its cards in the order dealt (a card owed to it after a hit or double, 551.8(g), or a
    split, 551.12(c); late when the dealer skipped it, 551.16(i)) and the money on it: its wager and a Double Down
    Wager (551.11)."""

    wager: int
    status: Status = Status.OPEN

    @property
    def finished(self) -> bool:
        return self.status not in (Status.OPEN, Status.RESCUE)


@attrs.frozen(kw_only=True)
class Box(family.Box):
    """One player position: the Spanish 21 wager and its Match-The-Dealer wager (551.2(b)(2)), the player who made
    them, the insurance on it (551.10), and once the round is dealt its hands, left to right (three at most,
    551.12(c)); dead with its wagers returned (551.16(h), 551.16(l)(1)), or late when the dealer passed its second
    card (551.16(h))."""

    wager: int
    mtd: int = 0
    mtd_settled: bool = False


@icontract.invariant(lambda self: all(a.number < b.number for a, b in zip(self.boxes, self.boxes[1:])),
                     "one entry per box, in dealing order", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: all(0 <= n <= self.decks for n in self.seen) and self.remaining >= 0,
                     "551.3(a): no card leaves the shoe more often than the decks hold it",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: all(self.seen[(10 - 1) * 4 + i] == 0 for i in range(4)),
                     "551.3(a): the decks hold no 10s", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: all(len(b.hands) <= 3 for b in self.boxes),
                     "551.12(c): three hands at most in a box", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.phase is not Phase.BETTING or (not self.dealer and all(
    not b.hands for b in self.boxes)), "551.8(i): the cards leave the layout when the round ends",
    enabled=ENABLED, check_on=FROZEN)
@attrs.frozen(kw_only=True, slots=False)
class State(family.State[Box]):
    """Everything the rules need to decide the next event: the family's table (the boxes, the dealer's cards
    (551.8(d)(2), (4)), the shoe and its cutting card (551.5(e), 551.8(j), 551.16(g)), the burn (551.8(c)), the
    card reader (551.8(e), 551.16(m)), the 551.6(k) bar, a card drawn in error (551.16(c), (d)), the dealer standing
    (551.16(e))) and the chapter's own below."""

    phase: Phase = Phase.SHUFFLE
    #: face-up cards (551.16(a)) and 10s (551.16(b)) found in the shoe this round (S21-A17)
    face_up_found: int = 0
    tens_found: int = 0
    #: the dealer skipped his own first card: he takes his cards after the players' second cards (551.16(f))
    dealer_late: bool = False

    @property
    def wagers(self) -> dict[int, int]:
        """Each wagered box's Spanish 21 wager."""
        return {b.number: b.wager for b in self.boxes}


# --- events ------------------------------------------------------------------------------------------------------
# the events Spanish 21 and Double Attack Blackjack share are the blackjack family's (imported above); these are
# the chapter's own


@attrs.frozen
class PlaceMatch:
    """A Match-The-Dealer wager of ``amount`` cents on box ``box`` (551.7(b))."""

    box: int
    amount: int


@attrs.frozen
class Rescue:
    """The doubled hand in turn at box ``box`` takes back its double and forfeits its wager (551.11(d))."""

    box: int


@attrs.frozen
class DealerSkipped:
    """The dealer passed his own first card in the deal (551.16(f))."""


Event = Union[Shuffle, Burn, NewDealer, Reshuffle, PlaceBet, PlaceMatch, RemoveBet, AllowEntry, Deal, Insure, Peek,
              Hit, Stand, Double, Split, Surrender, Rescue, FaceUpCard, TenFound, MistakenDraw, ReaderFailure,
              ReaderRepaired, ReshuffleDiscards, DrawnInError, DealerSkipped, MissedBox, SkippedHit]
