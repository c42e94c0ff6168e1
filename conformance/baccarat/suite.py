"""The generated baccarat conformance suite: shoes, rounds, House Money, irregularities and refusals in lockstep.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference
state; ``m``: an event in protocol form. Events come from what the reference
calls legal now (:func:`~croupier.reference.baccarat.legal.legal_events`), from
whole rounds (a shoe made ready, wagers, "no more bets", cards until the round
is settled, House Money add-ons), from rounds steered to a chosen Player total,
Banker total and third card (every cell of the drawing rules) or to pairs, from
the irregularities of 541.14 at any point, from squeeze rights given up or
taken away mid-round (543.14(f)), from the Baccarat shoe offered, taken and
given up (545.7, 545.14), and from deliberately illegal or malformed events.
"""

from __future__ import annotations

from typing import Any, Optional

from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.baccarat.codec import encode_event
from croupier.conformance.families import table as layout
from croupier.reference.baccarat.config import Shuffling
from croupier.reference.baccarat.definitions import Bet, Card
from croupier.reference.baccarat.legal import ALL_CARDS, Legal, burn_shown, face_up_discards, in_shoe, legal_events
from croupier.reference.baccarat.state import (AddOn, Burn, Deal, Event, FaceUpCard, Join, Leave, Medium, Misdeal,
                                              NoMoreBets, PassReason, PassShoe, PassSqueeze, Phase, PlaceBet, Proceed,
                                              RemoveBet, ShoeReason, Shuffle, TakeShoe, VoidRound)

__all__ = ["BaccaratConformance", "SEATS", "cards_for"]

Message = dict[str, Any]

#: the seats the suite plays
SEATS = (1, 2, 3)
MALFORMED: tuple[Message, ...] = (
    {"type": "place", "seat": 1, "bet": "dragon", "amount": "1000"},
    {"type": "place", "seat": 1, "bet": "banker", "amount": "10.00"},
    {"type": "place", "seat": 1, "bet": "banker", "amount": 1000},
    {"type": "deal", "card": "1S"},
    {"type": "deal", "card": "AX"},
    {"type": "deal"},
    {"type": "burn", "card": "KS", "more": "QS"},
    {"type": "face_up_card", "card": "5H", "discards": ["5Z"]},
    {"type": "misdeal", "card": "2S", "exposed": "yes"},
    {"type": "shuffle", "cut_card": "20"},
    {"type": "add_on", "seat": 1, "bet": "pair"},
    {"type": "squeeze"},
    {"type": "pass_squeeze", "hand": "tie", "to": 2},
    {"type": "pass_squeeze", "hand": "player"},
    {"type": "pass_squeeze", "hand": "banker", "to": 1, "reason": "tired"},
    {"type": "take_shoe"},
    {"type": "take_shoe", "seat": 1, "dealer_deals": "yes"},
    {"type": "pass_shoe", "reason": "tired"},
)


def cards_for(value: int) -> tuple[int, ...]:
    """The ranks worth ``value`` (541.6(a)): 10, J, Q, K for 0."""
    return (10, 11, 12, 13) if value == 0 else (value,)


class BaccaratConformance(layout.LayoutMachine):
    """One example of a baccarat-family table: a fresh table on both sides, then events in lockstep."""

    encode = staticmethod(encode_event)

    def offers(self, bet: Bet) -> bool:
        return self.offers_kind(bet.value)

    def legal(self) -> list[Legal]:
        return [x for x in legal_events(self.cfg, self.s, SEATS) if x.bet is None or x.event == "misdeal"
                or self.offers(x.bet)]

    def _card(self, data: st.DataObject, ranks: Optional[tuple[int, ...]] = None) -> Optional[Card]:
        """A card the shoe may still hold, of one of ``ranks`` when given (any card if none is left of them)."""
        cards = in_shoe(self.s)
        if ranks is not None:
            cards = tuple(c for c in cards if c.rank in ranks) or cards
        return data.draw(st.sampled_from(cards)) if cards else None

    def _cards(self, data: st.DataObject, n: int) -> tuple[Card, ...]:
        cards = in_shoe(self.s)
        return tuple(data.draw(st.sampled_from(cards)) for _ in range(n)) if cards else ()

    def _shuffle(self, data: st.DataObject, x: Legal) -> Event:
        if x.max == 0:
            return x.to_event()
        n = 52 * self.cfg.decks
        cut = data.draw(st.one_of(st.sampled_from([x.min, x.min + 1, x.max, n - 24, n - 30]),
                                  st.integers(x.min, x.max)))
        cover = data.draw(st.sampled_from([10, n - 10, n // 2]))
        batch = 0
        if self.cfg.shuffling is Shuffling.BATCH_SHUFFLER:
            batch = 2 if self.s.batch == 1 else 1
        return x.to_event(amount=cut, cover=cover, batch=batch)

    def _draw_legal(self, data: st.DataObject, options: list[Legal]) -> Optional[Event]:
        """One legal event: its family first, then seat, bet, amount and cards."""
        x = self.pick(data, options)
        if x.event == "place":
            n = data.draw(st.one_of(layout.edges(x.min, x.max),
                                    st.integers(x.min, min(x.max, x.min + 100_000)),
                                    st.sampled_from([1250, 700, 1300, 2500, 4000]).filter(
                                        lambda v: x.min <= v <= x.max)))
            return x.to_event(amount=n)
        if x.event == "shuffle":
            return self._shuffle(data, x)
        if x.event == "pass_squeeze":
            return x.to_event(reason=data.draw(st.sampled_from(list(PassReason))))
        if x.event == "pass_shoe":
            return PassShoe(data.draw(st.sampled_from(list(ShoeReason))))
        if x.event == "take_shoe" and x.seat:
            return TakeShoe(x.seat, data.draw(st.integers(0, 4)) == 0)
        if x.event in ("burn", "deal", "misdeal", "face_up"):
            c = self._card(data)
            if c is None:
                return None
            if x.event == "burn":
                return x.to_event(card=c, more=self._cards(data, burn_shown(self.cfg, c)))
            if x.event == "face_up":
                return x.to_event(card=c, more=self._cards(data, face_up_discards(self.cfg, c)))
            return x.to_event(card=c)
        return x.to_event()

    def _ready(self, data: st.DataObject) -> None:
        """A seated player and a shoe ready for a round."""
        if not self.s.seats:
            self.send(Join(1))
        if self.s.phase is Phase.SHUFFLE and not self.dead:
            x = next(o for o in self.legal() if o.event == "shuffle")
            self.send(self._shuffle(data, x))
        if self.s.phase is Phase.BURN and not self.dead:
            c = self._card(data)
            if c is not None:
                self.send(Burn(c, self._cards(data, burn_shown(self.cfg, c))))
        takes = [x for x in self.legal() if x.event == "take_shoe"]
        if takes and not self.dead:  # Baccarat: someone takes the shoe before the deal (545.7)
            e = self._draw_legal(data, takes)
            if e is not None:
                self.send(e)

    def _bets(self, data: st.DataObject, n: int, prefer: Optional[Bet] = None) -> None:
        for _ in range(n):
            options = [x for x in self.legal() if x.event == "place"]
            if prefer is not None:
                options = [x for x in options if x.bet is prefer] or options
            if not options or self.dead:
                return
            e = self._draw_legal(data, options)
            if e is not None:
                self.send(e)

    def _finish(self, data: st.DataObject, ranks: list[tuple[int, ...]]) -> None:
        """Deal the round to its end, the next cards of ``ranks`` first; House Money add-ons on the way, and now
        and then a void once they are made."""
        for _ in range(8):
            if self.dead:
                return
            if self.s.phase is Phase.HOUSE_MONEY:
                for seat, _won in self.s.house_money:
                    bets = [b for b in (Bet.PLAYER, Bet.BANKER) if self.s.wager(seat, b)]
                    add: bool = bool(bets) and data.draw(st.booleans())
                    if add:
                        self.send(AddOn(seat, data.draw(st.sampled_from(bets))))
                if data.draw(st.integers(0, 7)) == 0:  # the floorperson voids it: the add-ons go back too
                    self.send(VoidRound())
                    return
                self.send(Proceed())
                continue
            if self.s.phase is not Phase.DEALING:
                return
            passes = [x for x in self.legal() if x.event == "pass_squeeze"]
            if passes and data.draw(st.integers(0, 5)) == 0:  # a squeezer gives the right up or loses it (543.14(f))
                e = self._draw_legal(data, passes)
                if e is not None:
                    self.send(e)
            c = self._card(data, ranks.pop(0) if ranks else None)
            if c is None:
                return
            self.send(Deal(c))

    # --- rules --------------------------------------------------------------------------------

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def legal_event(self, data: st.DataObject) -> None:
        """Anything the reference calls legal now, with an amount or cards from its bounds."""
        options = self.legal()
        if options:
            e = self._draw_legal(data, options)
            if e is not None:
                self.send(e)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), seats=st.sets(st.sampled_from(SEATS), min_size=1, max_size=3))
    def seat_players(self, data: st.DataObject, seats: set[int]) -> None:
        """Fill some seats and make the shoe ready."""
        for seat in sorted(seats):
            if seat not in self.s.seats:
                self.send(Join(seat))
        self._ready(data)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), bets=st.integers(0, 4))
    def play_round(self, data: st.DataObject, bets: int) -> None:
        """A shoe made ready, a few wagers, "no more bets", and the cards until the round is settled."""
        self._ready(data)
        if self.s.phase is not Phase.BETTING:
            return
        self._bets(data, bets)
        self.send(NoMoreBets())
        self._finish(data, [])

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), p=st.integers(0, 9), b=st.integers(0, 9), third=st.integers(0, 9),
          bet=st.sampled_from(list(Bet)))
    def steer_round(self, data: st.DataObject, p: int, b: int, third: int, bet: Bet) -> None:
        """A round dealt to a chosen Player total, Banker total and fifth card: every cell of 541.11's rules."""
        self._ready(data)
        if self.s.phase is not Phase.BETTING:
            return
        self._bets(data, 2, prefer=bet)
        self.send(NoMoreBets())
        if len(self.s.player) + len(self.s.banker):
            self._finish(data, [])
            return
        p1, b1 = data.draw(st.integers(0, 9)), data.draw(st.integers(0, 9))
        if data.draw(st.booleans()):  # pairs (House Money) where the totals allow one
            p1 = p // 2 if p % 2 == 0 else p1
            b1 = b // 2 if b % 2 == 0 else b1
        ranks = [cards_for(p1), cards_for(b1), cards_for((p - p1) % 10), cards_for((b - b1) % 10), cards_for(third)]
        self._finish(data, ranks)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["misdeal", "exposed", "face_up"]))
    def irregularity(self, data: st.DataObject, kind: str) -> None:
        """A card drawn in error, disclosed or not, or a card found face up in the shoe (541.14), at any point."""
        c = self._card(data)
        if c is None:
            return
        if kind == "face_up":
            self.send(FaceUpCard(c, self._cards(data, face_up_discards(self.cfg, c))))
        else:
            self.send(Misdeal(c, kind == "exposed"))
        if data.draw(st.booleans()):
            self._finish(data, [])

    @precondition(lambda self: not self.dead)
    @rule(seat=st.integers(0, 15), bet=st.sampled_from(list(Bet)),
          amount=st.sampled_from([-100, 0, 1, 99, 499, 500, 999, 1000, 1001, 1250, 100_000, 500_000, 500_001]),
          medium=st.sampled_from([Medium.CHIPS, Medium.CHIPS, Medium.PLAQUES, Medium.CASH_VERBAL]))
    def any_bet(self, seat: int, bet: Bet, amount: int, medium: Medium) -> None:
        """Any wager at all: legal or refused, both sides must agree."""
        if self.offers(bet):
            self.send(PlaceBet(seat, bet, amount, medium))

    any_removal = layout.any_removal(RemoveBet, list(Bet))

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["deal", "burn", "shuffle", "no_more_bets", "proceed", "add_on",
                                                "join", "leave", "face_up", "void_round"]))
    def out_of_turn(self, data: st.DataObject, kind: str) -> None:
        """An event whatever the phase: a card before "no more bets", a second burn, a shuffle mid-shoe, a card
        the decks have run out of, an add-on nobody is due, a seat off the table."""
        card = data.draw(st.sampled_from(ALL_CARDS))
        seat = data.draw(st.integers(0, 10))
        events: dict[str, Event] = {
            "deal": Deal(card), "burn": Burn(card), "no_more_bets": NoMoreBets(), "proceed": Proceed(),
            "void_round": VoidRound(),
            "shuffle": Shuffle(data.draw(st.sampled_from([0, 9, 10, 100])), data.draw(st.sampled_from([0, 13, 14, 50])),
                               data.draw(st.sampled_from([0, 1, 2, 3]))),
            "add_on": AddOn(seat, data.draw(st.sampled_from(list(Bet)))), "join": Join(seat), "leave": Leave(seat),
            "face_up": FaceUpCard(card, tuple(data.draw(st.sampled_from(ALL_CARDS)) for _ in range(
                data.draw(st.integers(0, 10))))),
        }
        self.send(events[kind])

    @precondition(lambda self: not self.dead)
    @rule(hand=st.sampled_from(list(Bet)), to=st.integers(0, 5), reason=st.sampled_from(list(PassReason)))
    def any_squeeze_pass(self, hand: Bet, to: int, reason: PassReason) -> None:
        """A squeeze right passed at any time to any seat: legal or refused, both sides must agree."""
        if hand in (Bet.PLAYER, Bet.BANKER):
            self.send(PassSqueeze(hand, to, reason))

    @precondition(lambda self: not self.dead)
    @rule(seat=st.integers(0, 5), dealer_deals=st.booleans(), reason=st.sampled_from(list(ShoeReason)),
          take=st.booleans())
    def any_shoe_change(self, seat: int, dealer_deals: bool, reason: ShoeReason, take: bool) -> None:
        """The shoe taken by any seat or given up for any reason, at any time: legal or refused, both sides must
        agree."""
        self.send(TakeShoe(seat, dealer_deals) if take else PassShoe(reason))

    malformed = layout.malformed(MALFORMED)

