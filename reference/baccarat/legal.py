"""Which events are legal now, as typed descriptors: generators and user interfaces never guess.

``cfg``: TableConfig; ``s``: State. Each :class:`Legal` names an event kind
and, for seats and wagers, the seat, the bet and the least and greatest legal
amount (cents). Card events are legal with any card the shoe still holds
(:func:`in_shoe`). The descriptors come from
:func:`~croupier.reference.baccarat.game.step` itself, so an event built from one
is accepted.
"""

from __future__ import annotations

from typing import Optional, Sequence

import attrs

from croupier.reference.baccarat import game, kernels
from croupier.reference.families.table import seat_events
from croupier.reference.baccarat.config import BurnReveal, FaceUpCardValue, TableConfig
from croupier.reference.baccarat.definitions import Bet, Card, SUITS
from croupier.reference.baccarat.state import (AddOn, Burn, Deal, Event, FaceUpCard, Join, Leave, Misdeal, NoMoreBets,
                                              PassReason, PassShoe, PassSqueeze, Phase, PlaceBet, Proceed, RemoveBet,
                                              ShoeReason, Shuffle, State, TakeShoe, VoidRound)

__all__ = ["ALL_CARDS", "Legal", "in_shoe", "legal_events"]

#: one of each of the 52 cards, in index order
ALL_CARDS: tuple[Card, ...] = tuple(Card(r, x) for r in range(1, 14) for x in SUITS)


def in_shoe(s: State) -> tuple[Card, ...]:
    """The cards of which the shoe may still hold a copy (fewer seen than its decks hold)."""
    return tuple(c for c in ALL_CARDS if s.seen[c.index] < s.decks) if s.remaining else ()


@attrs.frozen
class Legal:
    """One legal event, or a family of them over an amount range or over cards."""

    #: join | leave | place | remove | add_on | shuffle | burn | deal | misdeal | face_up | no_more_bets | proceed |
    #: void_round | pass_squeeze (``bet``: the hand; ``seat``: who takes the right, 0 nobody) | take_shoe (``seat``: who
    #: takes it, 0 the dealer) | pass_shoe
    event: str
    seat: Optional[int] = None
    bet: Optional[Bet] = None
    min: int = 0  #: least amount (cents), for place; least cut-card depth, for shuffle
    max: int = 0  #: greatest amount (cents); greatest cut-card depth, for shuffle

    def to_event(self, amount: Optional[int] = None, card: Optional[Card] = None,
                 more: tuple[Card, ...] = (), batch: int = 0, cover: int = 10,
                 reason: PassReason = PassReason.DELAY) -> Event:
        """The event this descriptor allows: ``amount`` (default the least) for place and the cut card's depth for
        shuffle; ``card`` and ``more`` (the burn's shown cards, the face-up card's discards) for card events;
        ``reason`` for a squeeze right passed (a withdrawal for delay is legal whether or not a player may give it
        up)."""
        if self.event == "pass_squeeze":
            assert self.seat is not None and self.bet is not None
            return PassSqueeze(self.bet, self.seat, reason)
        if self.event == "take_shoe":
            assert self.seat is not None
            return TakeShoe(self.seat)
        if self.event == "pass_shoe":
            return PassShoe(ShoeReason.DELAY if reason is PassReason.DELAY else ShoeReason.VOLUNTARY)
        if self.event == "place":
            assert self.seat is not None and self.bet is not None
            return PlaceBet(self.seat, self.bet, self.min if amount is None else amount)
        if self.event == "remove":
            assert self.seat is not None and self.bet is not None
            return RemoveBet(self.seat, self.bet)
        if self.event == "add_on":
            assert self.seat is not None and self.bet is not None
            return AddOn(self.seat, self.bet)
        if self.event in ("join", "leave"):
            assert self.seat is not None
            return Join(self.seat) if self.event == "join" else Leave(self.seat)
        if self.event == "shuffle":
            if self.max == 0:
                return Shuffle()
            return Shuffle(cover_card=cover, cut_card=self.min if amount is None else amount, batch=batch)
        if self.event in ("no_more_bets", "proceed", "void_round"):
            simple: dict[str, Event] = {"no_more_bets": NoMoreBets(), "proceed": Proceed(), "void_round": VoidRound()}
            return simple[self.event]
        assert card is not None
        if self.event == "burn":
            return Burn(card, more)
        if self.event == "deal":
            return Deal(card)
        if self.event == "misdeal":
            return Misdeal(card, self.bet is not None)
        return FaceUpCard(card, more)


def burn_shown(cfg: TableConfig, card: Card) -> int:
    """How many burned cards after the first an event lists (541.5(g); burn_reveal, A-3)."""
    return kernels.burn_count(card.rank) - 1 if cfg.burn_reveal is BurnReveal.ALL else 0


def face_up_discards(cfg: TableConfig, card: Card) -> int:
    """How many cards go with a card found face up (541.14(d); faceup_card_value, A-6)."""
    return kernels.value(card.rank) if cfg.faceup_card_value is FaceUpCardValue.BACCARAT_VALUE else min(card.rank, 10)


def legal_events(cfg: TableConfig, s: State, seats: Sequence[int] = (1,)) -> tuple[Legal, ...]:
    """Every event the rules accept in state ``s``; seat and wager events for the players at ``seats``."""
    out: list[Legal] = []

    def ok(e: Event) -> bool:
        return not game.step(cfg, s, e).rejected

    if s.phase is Phase.SHUFFLE:
        n = 52 * cfg.decks
        if ok(Shuffle()):
            out.append(Legal("shuffle"))
        else:
            out.append(Legal("shuffle", min=game.CUT_CARD_MIN, max=n - 1))
    cards = in_shoe(s)
    if s.phase is Phase.BURN and cards:
        out.append(Legal("burn"))
    if s.phase is Phase.DEALING and cards:
        out.append(Legal("deal"))
    if s.phase in (Phase.BETTING, Phase.DEALING, Phase.HOUSE_MONEY) and cards:
        out += [Legal("misdeal"), Legal("misdeal", bet=Bet.PLAYER)]  # bet set: the card was disclosed
    if s.phase in (Phase.BURN, Phase.BETTING, Phase.DEALING, Phase.HOUSE_MONEY) and cards:
        out.append(Legal("face_up"))
    for name, e in (("no_more_bets", NoMoreBets()), ("proceed", Proceed()), ("void_round", VoidRound())):
        if ok(e):
            out.append(Legal(name))
    if ok(TakeShoe(0)):
        out += [Legal("take_shoe", to) for to in game.shoe_order(s) + (0,)]
    if ok(PassShoe()):
        out.append(Legal("pass_shoe"))
    for hand in (Bet.PLAYER, Bet.BANKER):
        if ok(PassSqueeze(hand, 0, PassReason.DELAY)):
            out += [Legal("pass_squeeze", to, hand) for to in game.offer_order(s, hand) + (0,)]
    for seat, won in s.house_money:
        for bet in (Bet.PLAYER, Bet.BANKER):
            if s.wager(seat, bet) is not None:
                out.append(Legal("add_on", seat, bet))
    out += seat_events(cfg, s, seats, Bet, ok, Join, Leave, PlaceBet, RemoveBet, Legal)
    return tuple(out)
