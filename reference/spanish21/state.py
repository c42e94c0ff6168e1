"""The Spanish 21 table's state and the events that change it (frozen values; transitions live in ``game``).

``s``: a :class:`State`; ``b``: a :class:`Box`, one player position's wagers and hands; ``h``: a :class:`Hand`. The
cards arrive in :class:`Deal` events, one by one as they leave the shoe, and the model sends each where the rules
say the next card goes (551.8(d), (g), (h)): it draws nothing, but it knows the shoe's size, which cards have left
it, and where the cutting card lies. Boxes are numbered from the dealer's left, the order the cards are dealt in
(551.8(d)).
"""

from __future__ import annotations

import enum
from typing import Optional, Union

import attrs
import icontract

from croupier.reference.blackjack import kernels as bj
from croupier.reference.cards import Card
from croupier.reference.contracts import ENABLED

__all__ = [
    "AllowEntry", "Bet", "Box", "Burn", "Deal", "DealerSkipped", "Double", "DrawnInError", "Event", "FaceUpCard",
    "Hand", "Hit", "Insure", "MissedBox", "SkippedHit",
    "MistakenDraw", "NewDealer", "Peek", "Phase", "PlaceBet", "PlaceMatch", "ReaderFailure", "ReaderRepaired",
    "RemoveBet", "Rescue", "Reshuffle", "ReshuffleDiscards", "Shuffle", "Split", "Stake", "Stand", "State",
    "Status", "Surrender", "TenFound",
]

#: 551.3(a): a Spanish 21 deck holds 48 cards, the four 10s taken out
DECK = 48


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
    """What a settlement is about."""

    SPANISH21 = "spanish21"  #: a hand's wager: the box's own, or a split hand's (551.6(a), 551.12(a))
    DOUBLE = "double"  #: the Double Down Wager on a hand (551.11)
    MTD = "match_the_dealer"  #: 551.7
    INSURANCE = "insurance"  #: 551.10
    SUPER_BONUS = "super_bonus"  #: the fixed $1,000 or $5,000 award of 551.6(h)
    SUPER_BONUS_SHARE = "super_bonus_share"  #: the $50 another player's Super Bonus brings (551.6(h))


@attrs.frozen(order=True)
class Stake:
    """The key a settlement carries: the wager, and for a hand's wagers the hand (1 to 3, left to right)."""

    bet: Bet
    hand: int = 0

    def __str__(self) -> str:
        return f"{self.bet.value}/{self.hand}" if self.hand else self.bet.value


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
                     "under 21 hard)", enabled=ENABLED)
@icontract.invariant(lambda self: 0 <= self.double <= self.wager, "551.11(a): a double is at most the hand's wager",
                     enabled=ENABLED)
@attrs.frozen(kw_only=True, slots=False)
class Hand:
    """One hand of a box: its cards in the order dealt and the money on it."""

    cards: tuple[Card, ...] = ()
    wager: int
    double: int = 0
    #: made by splitting a pair (551.12)
    split: bool = False
    status: Status = Status.OPEN
    #: a card is owed to it: the player hit or doubled (551.8(g)), or it was just split (551.12(c))
    wants: bool = False
    #: its wagers have been settled
    settled: bool = False
    #: the dealer skipped the card it asked for; it comes after the others' cards (551.16(i))
    late: bool = False

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(c.rank for c in self.cards)

    @property
    def points(self) -> int:
        return bj.total(self.ranks)[0] if self.cards else 0

    @property
    def finished(self) -> bool:
        return self.status not in (Status.OPEN, Status.RESCUE)


@attrs.frozen(kw_only=True)
class Box:
    """One player position: the Spanish 21 wager and its Match-The-Dealer wager (551.2(b)(2)), the player who made
    them, the insurance on it (551.10), and once the round is dealt its hands (three at most, 551.12(c))."""

    number: int
    player: int
    wager: int
    mtd: int = 0
    insurance: int = 0
    #: the hands, left to right; one until a split (551.12)
    hands: tuple[Hand, ...] = ()
    #: the insurance, or the Match-The-Dealer wager, has been settled
    insurance_settled: bool = False
    mtd_settled: bool = False
    #: the box's hands are dead and its wagers returned (551.16(h), 551.16(l)(1))
    dead: bool = False
    #: the dealer passed the box's second card; it comes after every other box's (551.16(h))
    late: bool = False


@icontract.invariant(lambda self: all(a.number < b.number for a, b in zip(self.boxes, self.boxes[1:])),
                     "one entry per box, in dealing order", enabled=ENABLED)
@icontract.invariant(lambda self: all(0 <= n <= self.decks for n in self.seen) and self.remaining >= 0,
                     "551.3(a): no card leaves the shoe more often than the decks hold it", enabled=ENABLED)
@icontract.invariant(lambda self: all(self.seen[(10 - 1) * 4 + i] == 0 for i in range(4)),
                     "551.3(a): the decks hold no 10s", enabled=ENABLED)
@icontract.invariant(lambda self: all(len(b.hands) <= 3 for b in self.boxes),
                     "551.12(c): three hands at most in a box", enabled=ENABLED)
@icontract.invariant(lambda self: self.phase is not Phase.BETTING or (not self.dealer and all(
    not b.hands for b in self.boxes)), "551.8(i): the cards leave the layout when the round ends", enabled=ENABLED)
@attrs.frozen(kw_only=True, slots=False)
class State:
    """Everything the rules need to decide the next event."""

    phase: Phase = Phase.SHUFFLE
    boxes: tuple[Box, ...] = ()
    #: the dealer's cards: the up card first, then the hole card (551.8(d)(2), (4)), then his draws
    dealer: tuple[Card, ...] = ()
    #: the dealer has used the card reader this round (551.8(e))
    peeked: bool = False
    #: decks in the shoe in play (0 before the first shuffle)
    decks: int = 0
    #: how many of each of the 52 card faces have left this shoe seen (indexed by ``Card.index``)
    seen: tuple[int, ...] = (0,) * 52
    #: cards that have left this shoe unseen (a burn put face down)
    hidden: int = 0
    #: cards behind the cutting card (551.5(e)); 0 with a continuous shuffler or after 551.16(g)
    cut_card: int = 0
    #: the cutting card has come out: the round is finished and the cards shuffled (551.8(j))
    cut_out: bool = False
    #: a card is to be burned before the next card is dealt (551.8(c), 551.16(g))
    burn_due: bool = False
    #: 551.16(m): the card reader has failed and no cards are dealt
    halted: bool = False
    #: face-up cards (551.16(a)) and 10s (551.16(b)) found in the shoe this round (S21-A17)
    face_up_found: int = 0
    tens_found: int = 0
    #: 551.6(k): rounds dealt since the shuffle, the players who have bet in every one, and those let back in
    rounds_since_shuffle: int = 0
    regulars: frozenset[int] = frozenset()
    allowed: frozenset[int] = frozenset()
    #: the last round ended with the dealer standing on his own total (551.16(e))
    dealer_stood: bool = False
    #: a card drawn in error, to be the next card due (551.16(c)), or offered as it when it was shown (551.16(d))
    pending: Optional[Card] = None
    pending_exposed: bool = False
    #: the dealer skipped his own first card: he takes his cards after the players' second cards (551.16(f))
    dealer_late: bool = False

    @property
    def remaining(self) -> int:
        """Cards still in the shoe."""
        return DECK * self.decks - sum(self.seen) - self.hidden

    @property
    def wagers(self) -> dict[int, int]:
        """Each wagered box's Spanish 21 wager."""
        return {b.number: b.wager for b in self.boxes}

    def box(self, number: int) -> Optional[Box]:
        for b in self.boxes:
            if b.number == number:
                return b
        return None

    @property
    def up(self) -> Optional[Card]:
        """The dealer's face-up card (551.8(d)(2))."""
        return self.dealer[0] if self.dealer else None


# --- events ------------------------------------------------------------------------------------------------------


@attrs.frozen
class Shuffle:
    """The cards are shuffled and cut (551.5): ``cover``, where the cutting card went in for the cut, counted from
    the top (at least 10 from either end, 551.5(d)); ``cut_card``, how many cards lie behind the cutting card once
    it is put back (at least a quarter of the stack, 551.5(e)). A continuous shuffler (551.15) has neither: 0, 0."""

    cover: int = 0
    cut_card: int = 0


@attrs.frozen
class Burn:
    """The dealer burns the next card to the discard rack (551.8(c), 551.16(g)); ``card`` when it is seen."""

    card: Optional[Card] = None


@attrs.frozen
class NewDealer:
    """A dealer newly arrives at the table, and burns a card before dealing (551.8(c))."""


@attrs.frozen
class Reshuffle:
    """A floorperson orders the cards reshuffled after a round (551.5(a), (g)), or they are taken out of play."""


@attrs.frozen
class PlaceBet:
    """``player`` puts ``amount`` cents on box ``box``'s Spanish 21 wager (551.6(a)); ``player`` defaults to the
    box's number. More on a box already wagered adds to it."""

    box: int
    amount: int
    player: Optional[int] = None


@attrs.frozen
class PlaceMatch:
    """A Match-The-Dealer wager of ``amount`` cents on box ``box`` (551.7(b))."""

    box: int
    amount: int


@attrs.frozen
class RemoveBet:
    """The box's wagers are taken down before the first card is dealt (551.6(d))."""

    box: int


@attrs.frozen
class AllowEntry:
    """The certificate holder lets ``player`` bet again after sitting out a round (551.6(k)(1))."""

    player: int


@attrs.frozen
class Deal:
    """The next card leaves the shoe face up (the hole card face down, 551.8(d)(4)); the model knows where it goes."""

    card: Card


@attrs.frozen
class Insure:
    """Box ``box`` takes insurance of ``amount`` cents (551.10(a), (b))."""

    box: int
    amount: int


@attrs.frozen
class Peek:
    """The dealer puts the hole card into the card reader device (551.8(e); 551.16(l) when he should not)."""


@attrs.frozen
class Hit:
    """The hand in turn at box ``box`` takes a card (551.13(a))."""

    box: int


@attrs.frozen
class Stand:
    """The hand in turn at box ``box`` stands; a doubled hand waiting on a rescue is kept (551.11(d))."""

    box: int


@attrs.frozen
class Double:
    """The hand in turn at box ``box`` doubles down for ``amount`` cents (551.11(a); 635a.10(a) in 2013)."""

    box: int
    amount: int


@attrs.frozen
class Split:
    """The pair in turn at box ``box`` is split (551.12)."""

    box: int


@attrs.frozen
class Surrender:
    """Box ``box`` surrenders half its wager (551.9(a))."""

    box: int


@attrs.frozen
class Rescue:
    """The doubled hand in turn at box ``box`` takes back its double and forfeits its wager (551.11(d))."""

    box: int


@attrs.frozen
class FaceUpCard:
    """A card is found face up in the shoe (551.16(a))."""

    card: Card


@attrs.frozen
class TenFound:
    """A 10 is found in the shoe (551.16(b))."""

    card: Card


@attrs.frozen
class MistakenDraw:
    """Having stood, the dealer draws ``card`` for himself by mistake (551.16(e))."""

    card: Card


@attrs.frozen
class ReaderFailure:
    """The card reader device malfunctions (551.16(m))."""


@attrs.frozen
class ReaderRepaired:
    """The card reader device is repaired or replaced (551.16(m))."""


@attrs.frozen
class DrawnInError:
    """A card drawn from the shoe when none was due (551.16(c)); ``exposed`` when it was seen (551.16(d))."""

    card: Card
    exposed: bool = False


@attrs.frozen
class DealerSkipped:
    """The dealer passed his own first card in the deal (551.16(f))."""


@attrs.frozen
class MissedBox:
    """The dealer passed box ``box`` in the deal (551.16(h)): with no card it is dead; with one, the player takes
    the second after every other box's (``late``) or gives the hand up."""

    box: int
    late: bool = False


@attrs.frozen
class SkippedHit:
    """The dealer passed the card the hand in turn at ``box`` asked for (551.16(i)): it comes after the other
    hands' cards (``late``), or the hand is dead."""

    box: int
    late: bool = False


@attrs.frozen
class ReshuffleDiscards:
    """The shoe cannot finish the round: the discard rack is shuffled and cut (551.16(g))."""


Event = Union[Shuffle, Burn, NewDealer, Reshuffle, PlaceBet, PlaceMatch, RemoveBet, AllowEntry, Deal, Insure, Peek,
              Hit, Stand, Double, Split, Surrender, Rescue, FaceUpCard, TenFound, MistakenDraw, ReaderFailure,
              ReaderRepaired, ReshuffleDiscards, DrawnInError, DealerSkipped, MissedBox, SkippedHit]
