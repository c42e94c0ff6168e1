"""The state of a Blackjack table with the 2013 side wagers of chapter 633a, and the events that change it (frozen
values; transitions live in :mod:`croupier.reference.blackjack.game`).

``s``: a :class:`State`; ``b``: a :class:`Box`; ``h``: a :class:`Hand`. Cards arrive in :class:`Deal` events as
they leave the shoe; the model sends each where the rules (or, for the base game, the assumed rules of
:mod:`~croupier.reference.blackjack.config`, BJ-A01) say the next card goes. Boxes are numbered from the dealer's
left; optional wagers are settled from his far right (633a.7(g), (o)).
"""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import Optional, Union

import attrs
import icontract

from croupier.reference.cards import Card
from croupier.reference.contracts import ENABLED, FROZEN
from croupier.reference.families import blackjack as family
from croupier.reference.families.blackjack import Double, Hit, Split, Stake, Stand, Surrender

__all__ = [
    "Bet", "Box", "Deal", "Double", "EvenMoney", "Event", "Hand", "Hit", "Insure", "Peek", "Phase", "PlaceBet",
    "PlaceSide", "RemoveBet", "Reshuffle", "Ride", "Shuffle", "Split", "Stake", "Stand", "State", "Status",
    "Surrender",
]

#: a standard deck: 633a's decks keep their 10s (633a.7(h))
DECK = 52

Money = Union[int, Fraction]


class Phase(enum.Enum):
    """Where the table stands."""

    SHUFFLE = "shuffle"  #: no shoe in play
    BETTING = "betting"  #: wagers are made
    DEALING = "dealing"  #: the initial cards
    RIDE = "ride"  #: House Money winners decide whether to let the payout ride (633a.7(g)(10)(ii))
    INSURANCE = "insurance"  #: insurance and even money are offered before the check (633a.7(h))
    PEEK = "peek"  #: the dealer checks his hole card (633a.7(h))
    PLAYING = "playing"  #: the players decide (BJ-A01)
    DEALER = "dealer"  #: the dealer's draws (BJ-A01)


class Bet(enum.Enum):
    """What a settlement is about: the ``bet`` of a :class:`~croupier.reference.families.blackjack.Stake`, whose
    ``hand`` counts a box's hands 1 up, in the order played."""

    BET = "blackjack"  #: a hand's Blackjack Wager (633a.6(d), elided; a split hand's equal wager)
    DOUBLE = "double"  #: a hand's Double Down Wager (633a.10, elided)
    STRAIGHT_JACK = "straight_jack"  #: 633a.6(e)(11)
    HOUSE_MONEY = "house_money"  #: 633a.6(e)(12)
    HIT_AND_RUN = "hit_and_run"  #: 633a.6(e)(10)
    THREE_CARD_POKER = "three_card_poker"  #: 633a.7(g)(8)
    INSURANCE = "insurance"  #: 633a.8 (elided)


class Status(enum.Enum):
    """Where one hand stands."""

    OPEN = "open"
    STOOD = "stood"
    BUST = "bust"
    SURRENDERED = "surrendered"


@icontract.invariant(lambda self: 0 <= self.double <= self.wager, "a double is at most the hand's wager (BJ-A01)",
                     enabled=ENABLED, check_on=FROZEN)
@attrs.frozen(kw_only=True, slots=False)
class Hand(family.Cards):
    """One hand of a box: its cards in the order dealt and the money on it."""

    cards: tuple[Card, ...] = ()
    wager: Money
    double: Money = 0
    split: bool = False
    status: Status = Status.OPEN
    wants: bool = False
    settled: bool = False

    @property
    def finished(self) -> bool:
        return self.status is not Status.OPEN


@attrs.frozen(kw_only=True)
class Box:
    """One player position: the Blackjack Wager (raised by a House Money payout let ride, 633a.7(g)(10)(ii)(C)), the
    optional wagers beside it, the insurance on it, and its hands."""

    number: int
    player: int
    bet: Money
    straight_jack: int = 0
    house_money: int = 0
    hit_and_run: int = 0
    three_card_poker: int = 0
    insurance: int = 0
    hands: tuple[Hand, ...] = ()
    straight_jack_settled: bool = False
    house_money_settled: bool = False
    hit_and_run_settled: bool = False
    three_card_poker_settled: bool = False
    #: a winning House Money Wager held for the check (633a.7(g)(10)(i))
    house_money_held: bool = False
    #: the share of a House Money payout the player may let ride, until he decides (633a.7(g)(10)(ii))
    ride_offer: Money = 0
    insurance_settled: bool = False
    #: the cards of the box's first two, kept for Straight Jack when the box splits them apart
    first_two: tuple[Card, ...] = ()


@icontract.invariant(lambda self: all(a.number < b.number for a, b in zip(self.boxes, self.boxes[1:])),
                     "one entry per box, in dealing order", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: all(0 <= n <= self.decks for n in self.seen) and self.remaining >= 0,
                     "no card leaves the shoe more often than the decks hold it", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.meter is None or self.meter >= 0, "633a.13(m): the meter is never negative",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.hit_and_run_meter is None or self.hit_and_run_meter >= 0,
                     "633a.7(o)(2)(ii)(C): the Hit and Run meter is never negative", enabled=ENABLED, check_on=FROZEN)
@attrs.frozen(kw_only=True, slots=False)
class State(family.Table[Box]):
    """Everything the rules need to decide the next event."""

    phase: Phase = Phase.SHUFFLE
    boxes: tuple[Box, ...] = ()
    dealer: tuple[Card, ...] = ()
    peeked: bool = False
    decks: int = 0
    seen: tuple[int, ...] = (0,) * 52
    #: cards behind the cutting card (BJ-A01: the cut is elided); 0 for none
    cut_card: int = 0
    cut_out: bool = False
    #: the Straight Jack meter, in cents; ``None`` until the table's initial amount is first used (633a.13(m)(2))
    meter: Optional[Money] = None
    #: the Hit and Run meter, in cents; ``None`` until the table's initial amount is first used (BJ-A19)
    hit_and_run_meter: Optional[Money] = None

    @property
    def remaining(self) -> int:
        return DECK * self.decks - sum(self.seen)

    @property
    def wagers(self) -> dict[int, Money]:
        return {b.number: b.bet for b in self.boxes}


# --- events ------------------------------------------------------------------------------------------------------


@attrs.frozen
class Shuffle:
    """The cards are shuffled (BJ-A01: 633a.5 is elided): ``cut_card`` cards lie behind the cutting card, or 0."""

    cut_card: int = 0


@attrs.frozen
class Reshuffle:
    """The cards are reshuffled between rounds (BJ-A01)."""


@attrs.frozen
class PlaceBet:
    """``player`` puts ``amount`` cents on box ``box``'s Blackjack Wager (633a.6(d), elided)."""

    box: int
    amount: int
    player: Optional[int] = None


@attrs.frozen
class PlaceSide:
    """An optional wager of ``amount`` cents on box ``box``: ``bet`` is ``straight_jack``, ``house_money``,
    ``hit_and_run`` or ``three_card_poker`` (633a.6(e)(10)-(12), 633a.7(g)(8))."""

    box: int
    bet: str
    amount: int


@attrs.frozen
class RemoveBet:
    """The box's wagers come down before the deal."""

    box: int


@attrs.frozen
class Deal:
    """The next card leaves the shoe; the model knows where it goes."""

    card: Card


@attrs.frozen
class Ride:
    """Box ``box`` lets its House Money payout ride on its Blackjack Wager (``ride``), or takes it
    (633a.7(g)(10)(ii))."""

    box: int
    ride: bool = True


@attrs.frozen
class Insure:
    """Box ``box`` takes insurance of ``amount`` cents (633a.7(h); 633a.8 elided)."""

    box: int
    amount: int


@attrs.frozen
class EvenMoney:
    """Box ``box``, holding a Blackjack, takes even money before the check (633a.7(h); 633a.8 elided)."""

    box: int


@attrs.frozen
class Peek:
    """The dealer checks his hole card with the reader (633a.7(h))."""


# the players' decisions (Hit, Stand, Double, Split, Surrender) are the blackjack family's events, imported above


Event = Union[Shuffle, Reshuffle, PlaceBet, PlaceSide, RemoveBet, Deal, Ride, Insure, EvenMoney, Peek, Hit, Stand,
              Double, Split, Surrender]
