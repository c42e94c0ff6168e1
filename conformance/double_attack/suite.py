"""The generated Double Attack Blackjack conformance suite: whole rounds, irregularities and refusals in lockstep.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference state; ``m``: an event in protocol form.
Events come from whole rounds (the batch shuffled, cut and burned; Bet and Bust It Wagers on a few boxes; the up card,
often steered to an ace, a court card or an 8; Double Attack Wagers of every size against it; the players' cards,
often steered toward a pair, a pair of aces or a Blackjack; the hole card, steered toward a dealer Blackjack or a
two-card total the third card can bust; insurance and the card reader; every decision for the hand in turn, legal
or not, surrender after hits, doubles and splits included; the dealer's draws, steered toward the Bust It rows),
from rounds steered to a paytable row the run has not paid (a pair split into up to four hands, each doubling,
all winning; the dealer busting on each Bust It row; insurance), from the irregularities of 665a.13 at their
points of the round, from a new dealer or a floor-ordered reshuffle between rounds, and from deliberately illegal
or malformed events.
"""

from __future__ import annotations

import functools
from typing import Any, Optional

import attrs
from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.double_attack.codec import encode_event
from croupier.conformance.families.blackjack import ShoeConformance
from croupier.conformance.lockstep import Row, card_wanted, follow_plan, rows_played
from croupier.reference.blackjack.kernels import insurance_limit
from croupier.reference.cards import Card
from croupier.reference.double_attack.config import Shuffling, TableConfig
from croupier.reference.double_attack.game import due, in_turn
from croupier.reference.double_attack.legal import FACES
from croupier.reference.double_attack.state import (DECK, Burn, Deal, Double, DrawnInError, Event, Hit, Insure,
                                                    MissedBox, Peek, Phase, PlaceAttack, PlaceBet, PlaceBustIt,
                                                    RemoveBet, ReshuffleDiscards, Shuffle, ShufflerFault, Split,
                                                    Stand, State, Status, Surrender)

__all__ = ["DoubleAttackConformance", "MALFORMED"]

Message = dict[str, Any]

AMOUNTS = (100, 500, 1000, 1500, 2500, 5000, 12345)
MALFORMED: tuple[Message, ...] = (
    {"type": "place", "seat": 1, "bet": "blackjack", "amount": "1000"},
    {"type": "place", "seat": 1, "amount": 1000},
    {"type": "place", "seat": 1, "amount": "10.5"},
    {"type": "place", "seat": "1", "amount": "1000"},
    {"type": "place", "seat": 1, "bet": "double_attack", "amount": "500", "player": 2},
    {"type": "place", "seat": 1, "bet": "bust_it", "amount": "500", "player": 2},
    {"type": "deal", "card": "1S"},
    {"type": "deal", "card": "KX"},
    {"type": "deal"},
    {"type": "double", "seat": 1},
    {"type": "insure", "seat": 1, "amount": "2.5"},
    {"type": "shuffle", "cover": "100"},
    {"type": "burn", "card": 7},
    {"type": "allow_entry"},
    {"type": "rescue", "seat": 1},
    {"type": "settle"},
)
COURT = (11, 12, 13)
#: the third cards that can bust a hard 12 to 16 (665a.12(c))
BUSTERS = (6, 7, 8, 9, *COURT)


#: the most hands a box can be split into (665a.11(b)) that the steered rounds ask for
MOST_HANDS = 4
#: a card a plan wants: its rank, and its suit (``None``: any)
Want = tuple[int, Optional[str]]
#: a dealer who shows a 6, turns a court card and busts on another
BUSTS: tuple[Want, ...] = ((6, None), (11, None), (12, None))


@attrs.frozen
class Plan:
    """A round steered toward paytable rows on one box: a Bet Wager with a full Double Attack Wager (and a Bust It
    Wager with ``bust_it``); the first two ``cards``, a pair split into ``hands`` hands, the hand of index ``double``
    (if any) doubling on 8-3, the others standing on a court card; the ``dealer``'s cards in order; with ``insure``,
    all the insurance allowed."""

    hands: int = 1
    double: Optional[int] = None
    cards: tuple[Want, Want] = ((8, None), (8, None))
    dealer: tuple[Want, ...] = BUSTS
    bust_it: bool = False
    insure: bool = False


#: split hands and doubles winning; then a Bust It row for each dealer's third card that busts him, and three 8s
#: of one suit and of one colour (665a.12(c)), against a player standing on 19; insurance against a dealer Blackjack
PLANS: tuple[Plan, ...] = tuple(Plan(n, d) for n in range(1, MOST_HANDS + 1) for d in (None, *range(n))) + tuple(
    Plan(cards=((9, None), (12, None)), dealer=d, bust_it=True)
    for d in (((8, "S"), (8, "H"), (third, "D")) for third in (6, 7, 9, 12))) + (
    Plan(cards=((9, None), (12, None)), dealer=((7, "S"), (8, "H"), (8, "D")), bust_it=True),
    Plan(cards=((9, None), (12, None)), dealer=((8, "S"), (8, "S"), (8, "S")), bust_it=True),
    Plan(cards=((9, None), (12, None)), dealer=((8, "S"), (8, "C"), (8, "S")), bust_it=True),
    Plan(cards=((9, None), (12, None)), dealer=((1, "S"), (13, "D")), insure=True))


def plan_event(cfg: TableConfig, s: State, p: Plan, box: int) -> Optional[Event]:
    """The event that carries the round of plan ``p`` (on ``box``) on from ``s``; ``None`` once it is over or off
    course. Other boxes on the layout get nines and stand."""
    if s.burn_due:
        return Burn()
    if s.phase is Phase.SHUFFLE:
        return None
    if s.remaining <= 0:
        return ReshuffleDiscards()
    b = s.box(box)
    if s.phase is Phase.BETTING and b is None:
        return PlaceBet(box, cfg.table_min)
    if b is None:
        return None
    if s.phase is Phase.BETTING and p.bust_it and not b.bust_it:
        return PlaceBustIt(box, b.bet)
    if s.phase is Phase.ATTACK and not b.hands[0].attack and not b.attack:
        return PlaceAttack(box, b.bet)
    if s.phase is Phase.INSURANCE and p.insure and not b.insurance:
        return Insure(box, insurance_limit(b.bet, cfg.chip_unit))
    if s.phase in (Phase.INSURANCE, Phase.PEEK):
        return Peek()
    target = due(cfg, s)
    if target == (0, 0):
        return _deal(s, p.dealer[min(len(s.dealer), len(p.dealer) - 1)])
    if target is not None and target[0] != box:
        return _deal(s, (9, None))
    if s.phase is not Phase.PLAYING:
        return _deal(s, p.cards[min(len(b.hands[0].cards), 1)]) if target is not None else None
    turn = in_turn(s)
    if turn is None or turn[0] != box:
        return Stand(turn[0]) if turn is not None else None
    i = turn[1]
    h = b.hands[i]
    if len(h.cards) < 2:  # a split hand's second card: another of the pair while more hands are wanted
        more = len(b.hands) < p.hands
        return _deal(s, (h.cards[0].rank, None) if more else (3, None) if i == p.double else (12, None))
    if h.wants:
        return _deal(s, (13, None))
    if len(h.cards) == 2 and h.status is Status.OPEN and len(b.hands) < p.hands and h.cards[0].rank == h.cards[1].rank:
        return Split(box)
    if len(h.cards) == 2 and h.status is Status.OPEN and i == p.double:
        return Double(box, h.bet + h.attack)
    return Stand(box)


def _deal(s: State, want: Want) -> Optional[Event]:
    """The card wanted if the shoe still holds it, else one of its rank, else any."""
    c = card_wanted([c for c in FACES if s.seen[c.index] < s.decks], want)
    return Deal(c) if c is not None else None


def play_plan(cfg: TableConfig, s: State, p: Plan, box: int, send: Any) -> None:
    """Play the round of plan ``p`` from ``s`` through ``send`` (which returns the state after each event)."""
    follow_plan(lambda now: plan_event(cfg, now, p, box), s, send, (Phase.BETTING, Phase.SHUFFLE))


@functools.lru_cache(maxsize=None)
def plan_rows(cfg: TableConfig, p: Plan) -> frozenset[Row]:
    """The rows plan ``p`` pays, played on a fresh table and batch."""
    from croupier.conformance.double_attack.game import SUITE

    n = DECK * cfg.decks
    s = SUITE.apply(cfg, State(), Shuffle(0, 0) if cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER else
                    Shuffle(n // 2, n // 4))[1]
    return rows_played(SUITE, cfg, s, lambda s, send: play_plan(cfg, s, p, 1, send))


class DoubleAttackConformance(ShoeConformance):
    """One example of a Double Attack Blackjack table: a fresh table on both sides, then events in lockstep (the
    batch, the cards, the irregularities and the steered rounds as the blackjack family's :class:`ShoeConformance`
    plays them)."""

    phase = Phase
    continuous = Shuffling.CONTINUOUS_SHUFFLER
    faces = FACES
    plans = PLANS

    encode, in_turn, plan_rows, play_plan = encode_event, in_turn, plan_rows, play_plan

    # --- between rounds -------------------------------------------------------------------------

    def _jam(self, data: st.DataObject) -> None:
        if self.cfg.shuffling is not Shuffling.MANUAL and data.draw(st.integers(0, 9)) == 0:
            self.send(ShufflerFault())  # a jam: the cards are shuffled again (665a.13(j))

    def _bets(self, data: st.DataObject) -> None:
        boxes = sorted(data.draw(st.sets(st.integers(1, self.cfg.boxes), min_size=1, max_size=3)))
        for n in boxes:
            player = n if data.draw(st.integers(0, 4)) else max(1, n - 1)
            amount = data.draw(st.sampled_from([self.cfg.table_min, *AMOUNTS, 2500]))
            self.send(PlaceBet(n, amount, player if player != n else None))
            b = self.s.box(n)
            if b is not None and data.draw(st.integers(0, 1)) == 0:
                self.send(PlaceBustIt(n, data.draw(st.sampled_from([b.bet, max(1, b.bet // 2), b.bet + 100, 100]))))
        if self.s.boxes and data.draw(st.integers(0, 12)) == 0:
            self.send(RemoveBet(data.draw(st.sampled_from([b.number for b in self.s.boxes]))))

    # --- the round ------------------------------------------------------------------------------

    def _attack(self, data: st.DataObject) -> None:
        """The Double Attack Wagers, once the up card is out: the full Bet, less, more (refused), or none."""
        for b in self.s.boxes:
            k = data.draw(st.integers(0, 5))
            if k <= 2:
                self.send(PlaceAttack(b.number, b.bet if k == 0 else max(1, b.bet // (k + 1))))
            elif k == 3:
                self.send(PlaceAttack(b.number, b.bet + 1))
        if data.draw(st.integers(0, 14)) == 0:
            self.send(PlaceBustIt(self.s.boxes[0].number, 100))  # after the up card: refused (665a.7(e))

    def _initial(self, data: st.DataObject) -> None:
        """The up card, the Double Attack window, two cards to each box and the hole card, steered: an ace, court
        card or 8 up; a pair, aces or a Blackjack to the first box; a dealer Blackjack, or a hole card that leaves
        a hard 12-16 for the Bust It Wagers."""
        plan = data.draw(st.sampled_from(["any", "any", "pair", "aces", "blackjack", "ace_up", "court_up",
                                          "dealer_bj", "bust", "eights"]))
        up_ranks = {"ace_up": (1,), "court_up": COURT, "dealer_bj": (1, *COURT), "eights": (8,),
                    "bust": (2, 3, 4, 5, 6, 7, 8, 9, *COURT)}.get(plan)
        first: Optional[Card] = None
        for _ in range(2 * len(self.s.boxes) + 6):
            if self.dead or self.s.phase not in (Phase.BETTING, Phase.ATTACK, Phase.DEALING):
                return
            if self.s.phase is Phase.BETTING and not self.s.boxes:
                return
            if self.s.burn_due:
                self.send(Burn())
                continue
            target = due(self.cfg, self.s)
            if target is None:
                return
            ranks: Optional[tuple[int, ...]] = None
            suit: Optional[str] = None
            up = self.s.up
            if target == (0, 0) and up is None:
                ranks = up_ranks
            elif target == (0, 0) and up is not None:
                if plan == "dealer_bj":
                    ranks = COURT if up.rank == 1 else (1,)
                elif plan == "eights":
                    ranks, suit = (8,), up.suit if data.draw(st.booleans()) else None
                elif plan == "bust" or data.draw(st.booleans()):
                    want = [r for r in (*range(2, 10), *COURT) if 12 <= min(r, 10) + min(up.rank, 10) <= 16]
                    ranks = tuple(want) or None
            elif self.s.boxes and target[0] == self.s.boxes[0].number:
                hand = self.s.boxes[0].hands[0]
                if not hand.cards and plan in ("aces", "blackjack"):
                    ranks = (1,)
                elif len(hand.cards) == 1 and plan in ("pair", "aces"):
                    ranks = (hand.cards[0].rank,)
                elif len(hand.cards) == 1 and plan == "blackjack":
                    ranks = COURT if hand.cards[0].rank == 1 else (1,)
            if self.s.phase is Phase.ATTACK and data.draw(st.integers(0, 1)) == 0:
                self._attack(data)
            elif self.s.phase is Phase.DEALING and data.draw(st.integers(0, 9)) == 0:
                b = data.draw(st.sampled_from(self.s.boxes))
                self.send(PlaceAttack(b.number, max(1, b.bet // 2)))  # the window has closed (665a.7(e))
            if self.s.phase is not Phase.BETTING and data.draw(st.integers(0, 39)) == 0 and target != (0, 0):
                self.send(MissedBox(target[0], data.draw(st.booleans())))  # 665a.13(f)
                continue
            if self.s.phase is not Phase.BETTING and data.draw(st.integers(0, 49)) == 0:
                c = self._card(data)
                if c is not None:  # a card drawn in error in the deal, shown or not (665a.13(b); DA-A13)
                    self.send(DrawnInError(c, data.draw(st.booleans())))
                    continue
            was_betting = self.s.phase is Phase.BETTING
            self._deal(data, ranks, suit)
            if was_betting and self.s.phase is Phase.ATTACK:
                self._attack(data)
            if first is None and self.s.boxes and self.s.boxes[0].hands and self.s.boxes[0].hands[0].cards:
                first = self.s.boxes[0].hands[0].cards[0]

    def _insurance_and_peek(self, data: st.DataObject) -> None:
        if self.s.phase is Phase.INSURANCE:
            for b in self.s.boxes:
                if data.draw(st.integers(0, 2)) == 0:
                    top = insurance_limit(b.bet, self.cfg.chip_unit)
                    self.send(Insure(b.number, data.draw(st.sampled_from([top, max(1, top // 2), top + 1,
                                                                           top + b.attack]))))
        if self.s.phase in (Phase.INSURANCE, Phase.PEEK):
            if data.draw(st.integers(0, 14)) == 0:
                self.send(Hit(self.s.boxes[0].number))  # before the check: refused (665a.7(g))
            self.send(Peek())
        elif self.s.phase is Phase.PLAYING and data.draw(st.integers(0, 19)) == 0:
            self.send(Peek())  # the reader with a 2-9 up card (665a.13(h))

    def _decide(self, data: st.DataObject) -> None:
        turn = in_turn(self.s)
        if turn is None:
            return
        b = self.s.box(turn[0])
        assert b is not None
        h = b.hands[turn[1]]
        if h.wants or len(h.cards) < 2:
            steer = data.draw(st.integers(0, 3)) == 0
            need = 21 - h.points if h.cards else 0
            ranks: Optional[tuple[int, ...]] = (need,) if steer and 1 < need < 10 else (1,) if steer and need == 11 \
                else COURT if steer and need == 10 else None
            if len(h.cards) == 1 and data.draw(st.integers(0, 2)) == 0:
                ranks = (h.cards[0].rank,)  # a resplit where one is allowed
            self._deal(data, ranks)
            return
        if h.status in (Status.DOUBLED, Status.ONE_CARD):
            k = data.draw(st.integers(0, 7))
            self.send(Surrender(b.number) if k == 0 else Hit(b.number) if k == 1 else Split(b.number) if k == 2
                      else Double(b.number, h.bet) if k == 3 else Stand(b.number))
            if in_turn(self.s) == turn and k in (1, 2, 3):  # refused (665a.7(j)(2), 665a.10(a), 665a.11(e))
                self.send(Stand(b.number))
            return
        points = h.points
        choice = data.draw(st.integers(0, 19))
        if choice == 0:  # a box out of turn
            other = data.draw(st.integers(1, self.cfg.boxes))
            self.send(Hit(other) if other != b.number else Stand(other))
        if choice <= 2:
            self.send(Surrender(b.number))
        elif choice <= 6:
            top = h.bet + h.attack
            self.send(Double(b.number, data.draw(st.sampled_from([top, h.bet, max(1, top // 2), top + 1]))))
        elif choice <= 10:
            self.send(Split(b.number))
        if in_turn(self.s) != turn or self.s.box(turn[0]) is None:
            return
        h = self.s.box(turn[0]).hands[turn[1]]  # type: ignore[union-attr]
        if h.wants or h.status is not Status.OPEN:
            return
        stand_on = data.draw(st.sampled_from([12, 15, 17, 18, 21]))
        if data.draw(st.integers(0, 7)) == 0 and len(h.cards) >= 3:
            self.send(Surrender(b.number))  # after drawing (665a.9(a), 665a.7(k))
            return
        self.send(Hit(b.number) if points < stand_on or data.draw(st.integers(0, 9)) == 0 else Stand(b.number))

    def _dealer(self, data: st.DataObject) -> None:
        """The dealer's draws: the third card steered now and then toward a bust, a same-suit or same-colour 8."""
        ranks: Optional[tuple[int, ...]] = None
        suit: Optional[str] = None
        if len(self.s.dealer) == 2 and data.draw(st.booleans()):
            d = self.s.dealer
            if d[0].rank == d[1].rank == 8:
                ranks = (8,)
                suit = d[0].suit if data.draw(st.booleans()) else None
            else:
                ranks = BUSTERS
        self._deal(data, ranks, suit)

    def _play(self, data: st.DataObject) -> None:
        for _ in range(90):
            if self.dead or self.s.phase in (Phase.BETTING, Phase.SHUFFLE):
                return
            if self.s.burn_due:
                self.send(Burn())
            elif self.s.phase in (Phase.INSURANCE, Phase.PEEK):
                self._insurance_and_peek(data)
            elif self.s.phase is Phase.PLAYING:
                if data.draw(st.integers(0, 29)) == 0:
                    self._irregular(data)
                    continue
                if data.draw(st.integers(0, 19)) == 0:
                    self._insurance_and_peek(data)
                self._decide(data)
            elif self.s.phase is Phase.DEALER:
                self._dealer(data)
            elif self.s.phase in (Phase.ATTACK, Phase.DEALING):
                self._initial(data)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def play_round(self, data: st.DataObject) -> None:
        """A whole round: the batch ready, wagers, the deal, insurance and the check, the decisions, the dealer; a
        third of the time, while there is one, a round steered to a row the run has not paid (see :data:`PLANS`:
        random rounds seldom split three and four ways, or bust the dealer on three 8s)."""
        self._round(data)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["new_dealer", "reshuffle", "face_up", "ten", "mistaken_draw",
                                                "reader", "shuffler"]))
    def between_rounds(self, data: st.DataObject, kind: str) -> None:
        """What happens between rounds: a new dealer (who burns a card), a floor-ordered reshuffle, a face-up card
        or a 10 found in the shoe, a mistaken draw, the reader down and repaired, a shuffler jam."""
        self._between_rounds(data, kind)
        if kind == "shuffler":
            self.send(ShufflerFault())

    @precondition(lambda self: not self.dead)
    @rule(seat=st.integers(0, 8), amount=st.sampled_from([0, 1, 99, 100, 500, 2500, 500000, 500001]),
          bet=st.sampled_from(["bet", "double_attack", "bust_it"]), player=st.sampled_from([None, 1, 2, 5]))
    def any_bet(self, seat: int, amount: int, bet: str, player: Optional[int]) -> None:
        """A wager anywhere, of any size, at any time: the rules decide."""
        if bet == "bet":
            self.send(PlaceBet(seat, amount, player))
        elif bet == "double_attack":
            self.send(PlaceAttack(seat, amount))
        else:
            self.send(PlaceBustIt(seat, amount))

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["deal", "peek", "insure", "hit", "stand", "double", "split",
                                                "surrender", "burn", "shuffle", "attack"]))
    def out_of_turn(self, data: st.DataObject, kind: str) -> None:
        """An event whose time may not have come."""
        seat = data.draw(st.integers(1, 6))
        events: dict[str, Event] = {
            "deal": Deal(self._card(data) or Card(5, "D")), "peek": Peek(), "insure": Insure(seat, 500),
            "hit": Hit(seat), "stand": Stand(seat), "double": Double(seat, 500), "split": Split(seat),
            "surrender": Surrender(seat), "burn": Burn(), "shuffle": Shuffle(100, 100),
            "attack": PlaceAttack(seat, 500)}
        self.send(events[kind])

    @precondition(lambda self: not self.dead)
    @rule(m=st.sampled_from(MALFORMED))
    def malformed(self, m: Message) -> None:
        """A malformed event: both sides report the field at fault."""
        self.apply(m)
