"""The baccarat table's state and the events that change it (frozen values; transitions live in ``game``).

``s``: a :class:`State`; ``w``: a :class:`Wager`; ``e``: an event. The cards
arrive in events, one by one as they leave the shoe: the model draws nothing,
but it knows the shoe's size, what has left it face up, how many cards left it
unseen, and where the cut card lies, so it knows when the cut card appears and
when the shoe runs out. Seats are the table's numbered player positions
(541.2(a)).
"""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import Optional, Union

import attrs
import icontract

from croupier.reference.baccarat.definitions import Bet, Card
from croupier.reference.contracts import ENABLED, FROZEN
from croupier.reference.families.table import Join, Leave, find, in_order, one_each

__all__ = [
    "AddOn", "Burn", "Deal", "Event", "FaceUpCard", "Join", "Leave", "Medium", "Misdeal", "NoMoreBets", "PassReason",
    "PassShoe", "PassSqueeze", "Phase", "PlaceBet", "Proceed", "RemoveBet", "ShoeReason", "Shuffle", "State",
    "TakeShoe", "VoidRound", "Wager", "with_wagers",
]


class Phase(enum.Enum):
    """Where the table stands."""

    SHUFFLE = "shuffle"  #: no shoe in play: the cards are shuffled and cut next (541.5(a)-(f))
    BURN = "burn"  #: a shoe is cut and loaded: the burn comes before play (541.5(g))
    BETTING = "betting"  #: between rounds: wagers are made (541.8)
    DEALING = "dealing"  #: "no more bets" has been called and the round is being dealt (541.9-541.11)
    HOUSE_MONEY = "house_money"  #: House Money is settled; players with a win may add it to a main wager (627a.8(d))


class PassReason(enum.Enum):
    """543.14(f): why the squeeze right leaves the player holding it."""

    VOLUNTARY = "voluntary"  #: the player gives it up (A-34: squeeze_voluntary_pass)
    DELAY = "delay"  #: the dealer or floorperson takes it away for unreasonable delay
    VIOLATION = "violation"  #: ... or for a breach of the Act or this part (2010 text)


class ShoeReason(enum.Enum):
    """545.14(a): why a Baccarat curator gives up the shoe."""

    VOLUNTARY = "voluntary"  #: the curator passes it after a round (545.14(a))
    DELAY = "delay"  #: made to, for holding up the game (545.14(a)(2))
    INVALID_DEALS = "invalid_deals"  #: ... for dealing invalidly again and again
    VIOLATION = "violation"  #: ... for a breach of the Act or this part


class Medium(enum.Enum):
    """541.8(b): what a wager is made with."""

    CHIPS = "chips"
    PLAQUES = "plaques"
    CASH_VERBAL = "cash_verbal"  #: a spoken wager backed by cash, confirmed by the dealer (2010 text only)


@attrs.frozen(slots=False)
class Wager:
    """Chips on one area of the layout, and whose they are."""

    seat: int
    bet: Bet
    amount: int


def _bet(w: Wager) -> Bet:
    return w.bet


def with_wagers(wagers: list[Wager] | tuple[Wager, ...]) -> tuple[Wager, ...]:
    """Wagers in canonical order."""
    return in_order(wagers, _bet)


@icontract.invariant(lambda self: one_each(self.wagers, _bet), "one wager per area per seat, each positive",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: len(self.player) <= 3 and len(self.banker) <= 3,
                     "541.10(d): at most one card more than two to either hand", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.phase in (Phase.DEALING, Phase.HOUSE_MONEY) or (
    not self.player and not self.banker), "541.12(c): the cards leave the layout when the round ends",
    enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.remaining >= 0 and all(0 <= n <= self.decks for n in self.seen),
                     "541.3(a), INV-CONS-1: no card leaves the shoe more often than the decks hold it",
                     enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.phase in (Phase.DEALING, Phase.HOUSE_MONEY) or (
    self.squeezers == (0, 0) and self.passed == ((), ())), "543.14(f): the squeeze right lasts one round",
    enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: self.curator is None or self.curator == 0 or self.curator in self.seats,
                     "545.7(c): the curator is a player at the table", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: all(x == 0 or x in self.seats for x in self.squeezers),
                     "543.9(c)(3): only a seated player holds the squeeze right", enabled=ENABLED, check_on=FROZEN)
@icontract.invariant(lambda self: all(v > 0 for _, v in self.owed), "541.13(e): only vigorish actually owed is marked",
                     enabled=ENABLED, check_on=FROZEN)
@attrs.frozen(slots=False, kw_only=True)
class State:
    """Everything the rules need to decide the next event."""

    phase: Phase = Phase.SHUFFLE
    #: occupied player positions (541.2(a))
    seats: tuple[int, ...] = ()
    wagers: tuple[Wager, ...] = ()
    #: the hands on the layout, in the order their cards were dealt
    player: tuple[Card, ...] = ()
    banker: tuple[Card, ...] = ()
    #: decks in the shoe in play (0 before the first shuffle)
    decks: int = 0
    #: how many of each of the 52 cards have left this shoe face up (dealt, burned first, discarded face up)
    seen: tuple[int, ...] = (0,) * 52
    #: cards that have left this shoe unseen (the burn's face-down cards, 541.5(g); the extra card of 541.14(c))
    hidden: int = 0
    #: cards behind the cut card (541.5(e)); 0 with a continuous shuffler
    cut_card: int = 0
    #: rounds still to deal after the current one once the cut card has appeared (541.10(e)); ``None`` before
    rounds_left: Optional[int] = None
    #: cards drawn in error and kept for the next round's first cards (541.14(a), (b))
    carry: tuple[Card, ...] = ()
    #: deferred vigorish by seat, marked with a marker button in the seat's numbered box (541.13(e))
    owed: tuple[tuple[int, Fraction], ...] = ()
    #: House Money winnings of this round that their owner may still add to a main wager (627a.8(d)(1))
    house_money: tuple[tuple[int, int], ...] = ()
    #: the batch of a two-batch automated shuffler in the shoe (541.3(b)); 0 without one
    batch: int = 0
    #: shoes dealt since the table opened
    shoes: int = 0
    #: the seats holding the squeeze right to the Player's and the Banker's Hand in the round being dealt, 0 where
    #: the dealer turns the hand (543.9(c)(3)(i), (ii), 543.14(f); A-12)
    squeezers: tuple[int, int] = (0, 0)
    #: per hand, the seats that have held the right this round or let it pass them by (543.14(f))
    passed: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    #: Baccarat: the seat of the curator holding the shoe, 0 when the dealer acts as curator (and at every other
    #: table, where the dealer deals), ``None`` while the shoe is being offered (545.7, 545.14)
    curator: Optional[int] = 0
    #: Baccarat: the last player to have held the shoe, 0 if none (545.14(b); A-27)
    last_curator: int = 0
    #: Baccarat: the shoe being offered goes first to the seat to the right of this one (0: seat 1, 545.7(b)), not to
    #: the seats that have declined it or just given it up (545.14(b))
    shoe_from: int = 0
    declined: tuple[int, ...] = ()
    #: Baccarat: the shoe being offered was given up (545.14(b)), not just put in play (545.7(b))
    shoe_passed: bool = False

    @property
    def remaining(self) -> int:
        """Cards still in the shoe."""
        return 52 * self.decks - sum(self.seen) - self.hidden

    def wager(self, seat: int, bet: Bet) -> Optional[Wager]:
        return find(self.wagers, seat, bet, _bet)

    def owes(self, seat: int) -> Fraction:
        return next((v for x, v in self.owed if x == seat), Fraction(0))

    @property
    def layout_total(self) -> int:
        """The chips on the layout."""
        return sum(w.amount for w in self.wagers)


# --- events ------------------------------------------------------------------------------------


@attrs.frozen
class Shuffle:
    """The dealer shuffles the cards (new decks, or a reshuffle) and they are cut (541.5(a)-(e)).

    ``cover_card``: where the cover card went into the stack, counted from the top (at least 10 from the top and
    the bottom, 541.5(d)); ``cut_card``: how many cards lie behind the second cover card once the stack is
    rearranged (at least 14, 541.5(e)); ``batch``: with a two-batch automated shuffler, the batch (1 or 2) put into
    play (541.3(b)(5)). A continuous shuffler (541.15) has no cut: both are 0.
    """

    cover_card: int = 0
    cut_card: int = 0
    batch: int = 0


@attrs.frozen
class Burn:
    """The first card is drawn and shown (``card``), then as many more as its face value are discarded (541.5(g));
    ``more`` lists them when they are shown too (burn_reveal = all), and is empty otherwise."""

    card: Card
    more: tuple[Card, ...] = ()


@attrs.frozen
class PlaceBet:
    """``seat`` puts ``amount`` (cents) on ``bet``: a new wager, or more on the one already there."""

    seat: int
    bet: Bet
    amount: int
    medium: Medium = Medium.CHIPS


@attrs.frozen
class RemoveBet:
    """``seat`` takes its whole wager on ``bet`` back before "no more bets" (541.8(c))."""

    seat: int
    bet: Bet


@attrs.frozen
class NoMoreBets:
    """The dealer announces "no more bets" and the round's deal begins (541.9(b))."""


@attrs.frozen
class Deal:
    """The next card leaves the shoe and goes where the rules send it (541.9(c), 541.10(c))."""

    card: Card


@attrs.frozen
class AddOn:
    """The player at ``seat`` has the dealer put his House Money winnings (all, or the table's portion) on his
    wager on ``bet``, Player or Banker (627a.8(d)(1)(i), (ii))."""

    seat: int
    bet: Bet


@attrs.frozen
class Proceed:
    """House Money is settled and every add-on made: the dealer goes on with the round (627a.8(d)(2))."""


@attrs.frozen
class PassSqueeze:
    """The squeeze right to ``hand`` (Player or Banker) leaves the seat holding it, given up or taken away
    (``reason``), and goes to seat ``to``, the first player offered it, counterclockwise from the holder's right,
    who takes it; 0 when nobody does and the dealer turns the hand (543.14(f))."""

    hand: Bet
    to: int
    reason: PassReason = PassReason.VOLUNTARY


@attrs.frozen
class TakeShoe:
    """Baccarat: the shoe, offered round the table, is accepted by ``seat``, the seats offered it before him having
    declined (545.7(b), (c), 545.14(b)); 0 when nobody accepts and the dealer acts as curator (545.7(d)(2)).
    ``dealer_deals``: the player accepts the shoe but names the dealer to deal in his place (545.7(d)(1))."""

    seat: int
    dealer_deals: bool = False


@attrs.frozen
class PassShoe:
    """Baccarat: between rounds the curator gives up the shoe, or is made to (``reason``); it is offered from his
    right (545.14(a), (b))."""

    reason: ShoeReason = ShoeReason.VOLUNTARY


@attrs.frozen
class Misdeal:
    """A card drawn from the shoe in error (541.14(a)-(c)): ``exposed`` when it was disclosed as it was dealt."""

    card: Card
    exposed: bool = False


@attrs.frozen
class FaceUpCard:
    """A card found face up in the shoe (541.14(d)): it is discarded with ``discards``, drawn face up."""

    card: Card
    discards: tuple[Card, ...] = ()


@attrs.frozen
class VoidRound:
    """The floorperson voids the round being dealt after an irregularity the rules do not repair (A-7): every wager
    on it is returned."""


Event = Union[Join, Leave, Shuffle, Burn, PlaceBet, RemoveBet, NoMoreBets, Deal, AddOn, Proceed, Misdeal, FaceUpCard,
              VoidRound, PassSqueeze, TakeShoe, PassShoe]
