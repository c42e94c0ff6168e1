"""The Double Attack Blackjack table's state and the events that change it (frozen values; transitions live in
``game``).

``s``: a :class:`State`; ``b``: a :class:`Box`, one player position's wagers and hands; ``h``: a :class:`Hand`. The
cards arrive in :class:`Deal` events, one by one as they leave the shoe, and the model sends each where the rules
say the next card goes (665a.7(e), (f), (i)): it draws nothing, but it knows the batch's size, which cards have left
it, and where the cover card lies. Boxes are numbered from the dealer's far left, the order the cards are dealt in
(665a.7(f)).

A split hand carries a Bet part and a Double Attack part equal to the box's own (665a.11(a), DA-A02): ``bet`` and
``attack`` on every :class:`Hand`, ``double`` its Double Down Wager.
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
    "AllowEntry", "Bet", "Box", "Burn", "Deal", "Double", "DrawnInError", "Event", "FaceUpCard", "Hand", "Hit",
    "Insure", "MissedBox", "MistakenDraw", "NewDealer", "Peek", "Phase", "PlaceAttack", "PlaceBet", "PlaceBustIt",
    "ReaderFailure", "ReaderRepaired", "RemoveBet", "Reshuffle", "ReshuffleDiscards", "Shuffle", "ShufflerFault",
    "SkippedHit", "Split", "Stake", "Stand", "State", "Status", "Surrender", "TenFound",
]

#: 665a.3(a): a deck holds 48 cards, the four 10s taken out
DECK = family.DECK


class Phase(enum.Enum):
    """Where the table stands."""

    SHUFFLE = "shuffle"  #: no batch in play: the cards are shuffled and cut next (665a.5)
    BETTING = "betting"  #: between rounds: Bet and Bust It Wagers are made (665a.6(d), (f), 665a.7(e))
    ATTACK = "attack"  #: the up card is out: Double Attack Wagers are made (665a.6(e), 665a.7(e))
    DEALING = "dealing"  #: two cards to each box, then the hole card (665a.7(f))
    INSURANCE = "insurance"  #: the up card is an ace: insurance is offered until the reader is used (665a.8)
    PEEK = "peek"  #: the up card is a king, queen or jack: the dealer checks the hole card (665a.7(g))
    PLAYING = "playing"  #: the players decide, box by box and hand by hand (665a.7(h), 665a.11(b))
    DEALER = "dealer"  #: the hole card is turned and the dealer draws (665a.7(l)-(n))


class Bet(enum.Enum):
    """What a settlement is about: the ``bet`` of a :class:`~croupier.reference.families.blackjack.Stake`, whose
    ``hand`` counts a box's hands 1 to 4, in the order played."""

    BET = "bet"  #: a hand's Bet part: the box's Bet Wager, or a split hand's equal part (665a.6(d), 665a.11(a))
    ATTACK = "double_attack"  #: a hand's Double Attack part (665a.6(e), 665a.11(a))
    DOUBLE = "double"  #: the Double Down Wager on a hand (665a.10)
    BUST_IT = "bust_it"  #: 665a.6(f), 665a.7(m)
    INSURANCE = "insurance"  #: 665a.8


class Status(enum.Enum):
    """Where one hand stands."""

    OPEN = "open"  #: the player may act on it (or it waits for a card)
    DOUBLED = "doubled"  #: doubled and given its card, under 21: the player stands or surrenders (DA-A04)
    ONE_CARD = "one_card"  #: a split ace with its one card, under 21: stands or surrenders (665a.11(e), DA-A05)
    STOOD = "stood"  #: finished, standing against the dealer (stood, 21, or a Blackjack paid at once)
    BUST = "bust"  #: over 21 (DA-A01)
    SURRENDERED = "surrendered"  #: 665a.9
    DEAD = "dead"  #: the hand is dead and its wagers returned (665a.13(f), (g))


@icontract.invariant(lambda self: len(self.cards) <= 21, "no hand holds more than twenty-one cards (it draws only "
                     "under 21 hard)", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: 0 <= self.double <= self.bet + self.attack,
                     "665a.10(a): a double is at most the hand's Bet and Double Attack",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: 0 <= self.attack <= self.bet,
                     "665a.6(e): the Double Attack Wager is at most the Bet", enabled=ENABLED, check_on=FROZEN)
@attrs.frozen(kw_only=True, slots=False)
class Hand(family.Hand):
    """One hand of a box: its cards in the order dealt (a card owed to it after a hit or double, 665a.7(i), or a
    split, 665a.11(c); late when the dealer skipped it, 665a.13(g)) and the money on it: its Bet and Double Attack
    parts (665a.11(a)) and a Double Down Wager (665a.10)."""

    bet: int
    attack: int = 0
    status: Status = Status.OPEN

    @property
    def finished(self) -> bool:
        return self.status not in (Status.OPEN, Status.DOUBLED, Status.ONE_CARD)

    @property
    def aces(self) -> bool:
        """A hand made by splitting aces (665a.11(e))."""
        return self.split and bool(self.cards) and self.cards[0].rank == 1


@attrs.frozen(kw_only=True)
class Box(family.Box):
    """One player position: the Bet Wager, the Double Attack and Bust It Wagers beside it (665a.2(b)(2), (4)), the
    player who made them, the insurance on it (665a.8), and once the round is dealt its hands, in the order they
    are played (four at most, 665a.11(c)); dead (665a.13(f)), or late when the dealer passed its second card
    (665a.13(f))."""

    bet: int
    attack: int = 0
    bust_it: int = 0
    bust_it_settled: bool = False


@icontract.invariant(lambda self: all(a.number < b.number for a, b in zip(self.boxes, self.boxes[1:])),
                     "one entry per box, in dealing order", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: all(0 <= n <= self.decks for n in self.seen) and self.remaining >= 0,
                     "665a.3(a): no card leaves the batch more often than its decks hold it",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: all(self.seen[(10 - 1) * 4 + i] == 0 for i in range(4)),
                     "665a.3(a): the decks hold no 10s", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: all(len(b.hands) <= 4 for b in self.boxes),
                     "665a.11(c): four hands at most in a box", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: all(b.attack <= b.bet and b.bust_it <= b.bet for b in self.boxes),
                     "665a.6(e), (f): the Double Attack and Bust It Wagers are at most the Bet",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.phase is not Phase.BETTING or (not self.dealer and all(
    not b.hands for b in self.boxes)), "665a.7(q): the cards leave the layout when the round ends",
    enabled=ENABLED, check_on=FROZEN)
@attrs.frozen(kw_only=True, slots=False)
class State(family.State[Box]):
    """Everything the rules need to decide the next event: the family's table (the boxes, the dealer's cards
    (665a.7(e), (f)(3)), the batch and its cover card (665a.5(d), 665a.7(d), 665a.13(e)), the burn (665a.7(c)), the
    card reader (665a.7(g), 665a.13(i)), the 665a.6(b) bar, a card drawn in error (665a.13(b), (c)), the dealer
    standing (665a.13(d))) and the chapter's own below."""

    phase: Phase = Phase.SHUFFLE
    #: with a batch shuffler, which of the two batches is in play, 1 or 2 (665a.3(b)); 1 otherwise
    batch: int = 0

    @property
    def wagers(self) -> dict[int, int]:
        """Each wagered box's Bet Wager."""
        return {b.number: b.bet for b in self.boxes}


# --- events ------------------------------------------------------------------------------------------------------
# the events Double Attack Blackjack and Spanish 21 share are the blackjack family's (imported above); these are
# the chapter's own


@attrs.frozen
class ShufflerFault:
    """The automated shuffler jams or does not finish its cycle (665a.13(j)): the cards are reshuffled."""


@attrs.frozen
class PlaceBustIt:
    """A Bust It Wager of ``amount`` cents on box ``box``, before the up card (665a.6(f), 665a.7(e))."""

    box: int
    amount: int


@attrs.frozen
class PlaceAttack:
    """A Double Attack Wager of ``amount`` cents on box ``box``, once the up card is out (665a.6(e), 665a.7(e))."""

    box: int
    amount: int


Event = Union[Shuffle, Burn, NewDealer, Reshuffle, ShufflerFault, PlaceBet, PlaceBustIt, PlaceAttack, RemoveBet,
              AllowEntry, Deal, Insure, Peek, Hit, Stand, Double, Split, Surrender, FaceUpCard, TenFound,
              MistakenDraw, ReaderFailure, ReaderRepaired, ReshuffleDiscards, DrawnInError, MissedBox, SkippedHit]
