"""The generated Blackjack (633a) conformance suite: whole rounds with the 2013 side wagers, and refusals, in
lockstep.

Events come from whole rounds (a shoe, Blackjack Wagers with Straight Jack, House Money, Hit and Run and Three Card
Poker on a few boxes; the first two cards often steered toward a two-card straight (A-K, A-2 and 10-J-Q-K
included), a pair, a suited ace-king, a straight flush, or with the up card toward three of a kind or a three-card
flush; an up card often an ace or a 10-value, with a dealer Blackjack behind it now and then; the ride decisions;
insurance, even money and the check; the hits steered to extend a run, the A-2-3-4-5-6 of spades included; the
dealer's draws, often low cards for a long hand), from rounds steered to a paytable row the run has not paid (a
Blackjack on a wager a House Money payout rode onto, each Straight Jack run of five and six cards, split hands and
doubles winning: see :func:`plans`), from a reshuffle between rounds, and from illegal or malformed events.
"""

from __future__ import annotations

import functools
from typing import Any, Optional

import attrs
from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.blackjack.codec import encode_event
from croupier.conformance.families import blackjack as family
from croupier.conformance.lockstep import LockstepMachine, Row, paid_rows
from croupier.reference.blackjack.config import TableConfig
from croupier.reference.blackjack.game import PEEK_RANKS, due, in_turn
from croupier.reference.blackjack.legal import FACES
from croupier.reference.blackjack.state import (Deal, Double, EvenMoney, Event, Hit, Insure, Peek, Phase, PlaceBet,
                                                PlaceSide, RemoveBet, Reshuffle, Ride, Shuffle, Split, Stand,
                                                State, Surrender)
from croupier.reference.cards import Card

__all__ = ["BlackjackConformance", "MALFORMED"]

Message = dict[str, Any]

AMOUNTS = (100, 500, 1000, 1500, 2500, 12345)
MALFORMED: tuple[Message, ...] = (
    {"type": "place", "seat": 1, "bet": "bad_beat", "amount": "1000"},
    {"type": "place", "seat": 1, "amount": 1000},
    {"type": "place", "seat": 1, "bet": "house_money", "amount": "500", "player": 2},
    {"type": "deal", "card": "1S"},
    {"type": "deal"},
    {"type": "ride", "seat": 1, "ride": "yes"},
    {"type": "double", "seat": 1},
    {"type": "insure", "seat": 1, "amount": "2.5"},
    {"type": "shuffle", "cut_card": "10"},
    {"type": "burn"},
)
TENS = (10, 11, 12, 13)
SIDE_BETS = ("straight_jack", "house_money", "hit_and_run", "three_card_poker")


#: a card a plan wants: its rank, and its suit (``None``: any)
Want = tuple[int, Optional[str]]
SIDE_AMOUNTS = (100, 125, 500, 1000)


@attrs.frozen
class Plan:
    """A round steered toward paytable rows: one box's wagers, its cards and decisions, and the dealer's cards.

    ``cards`` are the box's first two cards; ``hits`` the cards each hand draws after its first two, in turn;
    ``splits``: split a pair until the box plays that many hands; ``double``: the hand (index) that doubles on its
    first two cards; ``run``: hit to that many cards (a Straight Jack run); ``ride``: let a House Money payout ride.
    The dealer shows ``dealer[0]`` and draws the rest in order."""

    bet: int
    sides: tuple[tuple[str, int], ...] = ()
    cards: tuple[Want, Want] = ((10, None), (8, None))
    hits: tuple[Want, ...] = ()
    splits: int = 1
    double: Optional[int] = None
    run: int = 0
    ride: bool = True
    dealer: tuple[Want, ...] = ((6, "C"), (10, "D"), (10, "H"), (10, "S"), (10, "C"))


#: a dealer who stands on his first two cards: a player's Blackjack is paid as soon as the ride is decided
STANDS: tuple[Want, ...] = ((7, "C"), (10, "D"), (10, "H"))


@functools.lru_cache(maxsize=None)
def plans(cfg: TableConfig) -> tuple[Plan, ...]:
    """The rounds the suite steers toward rows random rounds seldom pay: a Blackjack paid on a wager a House Money
    payout rode onto, in the step that lets it ride (each wager, House Money wager and ace-king, suited or not); a
    Straight Jack run of five and of six cards (each wager, the ace of spades or another); a pair split into each
    count of hands with each hand doubling, or none, all winning against a dealer who busts."""
    bets = sorted({cfg.table_min, *AMOUNTS})
    out = [Plan(w, (("house_money", h),), ((1, "S"), (13, "S" if suited else "H")), dealer=STANDS)
           for w in bets for h in SIDE_AMOUNTS for suited in (True, False)]
    out += [Plan(cfg.table_min, (("straight_jack", a),), ((1, "S" if spade else "H"), (2, "D")),
                 ((3, "C"), (4, "H"), (5, "S"), (6, "D")), run=n)
            for a in SIDE_AMOUNTS for n in (5, 6) for spade in (True, False)]
    for n in range(1, cfg.max_split_hands + 1):
        for d in (None, *range(n)):
            if n == 1:  # no split: eleven, to double on
                out.append(Plan(cfg.table_min, (), ((6, "S"), (5, "H")), ((10, None),), 1, d))
            else:
                out.append(Plan(cfg.table_min, (), ((8, "S"), (8, "H")), splits=n, double=d))
    return tuple(out)


def _card(s: State, want: Want) -> Optional[Card]:
    """The card wanted if the shoe still holds it, else one of its rank, else any."""
    left = [c for c in FACES if s.seen[c.index] < s.decks]
    rank, suit = want
    for fit in ([c for c in left if c.rank == rank and c.suit == suit], [c for c in left if c.rank == rank], left):
        if fit:
            return fit[0]
    return None


def plan_event(cfg: TableConfig, s: State, p: Plan, box: int = 1) -> Optional[Event]:
    """The event that carries the round of plan ``p`` (on ``box``) on from ``s``; ``None`` once it is over. Other boxes
    on the layout get nines and stand."""
    b = s.box(box)
    if s.phase is Phase.BETTING:
        if b is None:
            return PlaceBet(box, p.bet)
        missing = [(k, a) for k, a in p.sides if not getattr(b, k)]
        if missing:
            return PlaceSide(box, *missing[0])
    target = due(cfg, s)
    if s.phase in (Phase.BETTING, Phase.DEALING) and target is not None:
        if target == (0, 0):
            return _deal_want(s, p.dealer[min(len(s.dealer), len(p.dealer) - 1)])
        if target[0] != box:
            return _deal_want(s, (9, None))
        return _deal_want(s, p.cards[min(len(b.hands[0].cards) if b and b.hands else 0, 1)])
    if s.phase is Phase.RIDE:
        if b is not None and b.ride_offer:
            return Ride(box, p.ride)
        return Ride(next((x.number for x in s.boxes if x.ride_offer), box), False)
    if s.phase in (Phase.INSURANCE, Phase.PEEK):
        return Peek()
    if s.phase is Phase.PLAYING and b is not None:
        turn = in_turn(s)
        if turn is None:
            return None
        if turn[0] != box:
            x = s.box(turn[0])
            assert x is not None
            return _deal_want(s, (9, None)) if x.hands[turn[1]].wants or len(x.hands[turn[1]].cards) < 2 \
                else Stand(turn[0])
        i = turn[1]
        h = b.hands[i]
        if len(h.cards) < 2:  # a split hand's second card: another of the pair while more hands are wanted
            more = len(b.hands) < p.splits
            return _deal_want(s, (h.cards[0].rank, None) if more else ((3, None) if i == p.double else (10, None)))
        if h.wants:
            k = len(h.cards) - 2
            return _deal_want(s, p.hits[k] if k < len(p.hits) else (10, None))
        if len(h.cards) == 2 and len(b.hands) < p.splits and h.cards[0].rank == h.cards[1].rank:
            return Split(box)
        if len(h.cards) == 2 and i == p.double:
            return Double(box, int(h.wager))
        if len(h.cards) < p.run and h.points < 21:
            return Hit(box)
        return Stand(box)
    if s.phase is Phase.DEALER and target is not None:
        return _deal_want(s, p.dealer[min(len(s.dealer), len(p.dealer) - 1)])
    return None


def _deal_want(s: State, want: Want) -> Optional[Event]:
    c = _card(s, want)
    return Deal(c) if c is not None else None


@functools.lru_cache(maxsize=None)
def plan_rows(cfg: TableConfig, p: Plan) -> frozenset[Row]:
    """The rows plan ``p`` pays, played on a fresh table and shoe (the Straight Jack meter where it starts)."""
    from croupier.conformance.blackjack.game import SUITE

    s = SUITE.apply(cfg, State(), Shuffle(0))[1]
    rows: set[Row] = set()
    for _ in range(60):
        e = plan_event(cfg, s, p)
        if e is None:
            break
        out, after = SUITE.apply(cfg, s, e)
        if any(o["type"] == "rejected" for o in out):
            break
        rows |= paid_rows(SUITE, s, out)
        s = after
        if round_over(s):
            break
    return frozenset(rows)


def round_over(s: State) -> bool:
    """Whether the round has been played out (the table back to its wagers, or to the shuffle)."""
    return s.phase in (Phase.BETTING, Phase.SHUFFLE) and not s.boxes

class BlackjackConformance(LockstepMachine):
    """One example of a Blackjack table with the 2013 side wagers: a fresh table on both sides, then events."""

    def send(self, e: Event) -> None:
        self.apply(encode_event(e))

    def _left(self) -> list[Card]:
        return [c for c in FACES if self.s.seen[c.index] < self.s.decks]

    def _card(self, data: st.DataObject, ranks: Optional[tuple[int, ...]] = None,
              suit: Optional[str] = None) -> Optional[Card]:
        return family.pick(data, self._left(), ranks, suit)

    def _deal(self, data: st.DataObject, ranks: Optional[tuple[int, ...]] = None, suit: Optional[str] = None) -> None:
        c = self._card(data, ranks, suit)
        if c is not None:
            self.send(Deal(c))

    def _ready(self, data: st.DataObject) -> None:
        if self.s.phase is Phase.BETTING and self.s.remaining < 40:
            self.send(Reshuffle())
        if self.s.phase is Phase.SHUFFLE:
            n = 52 * self.cfg.decks
            self.send(Shuffle(data.draw(st.sampled_from([0, n // 4, n - 30]))))

    def _bets(self, data: st.DataObject) -> None:
        boxes = sorted(data.draw(st.sets(st.integers(1, min(self.cfg.boxes, 5)), min_size=1, max_size=3)))
        for n in boxes:
            self.send(PlaceBet(n, data.draw(st.sampled_from([self.cfg.table_min, *AMOUNTS]))))
            if self.s.box(n) is None:
                continue
            for kind in SIDE_BETS:
                if data.draw(st.integers(0, 2)):
                    self.send(PlaceSide(n, kind, data.draw(st.sampled_from([100, 125, 500, 1000]))))
        if self.s.boxes and data.draw(st.integers(0, 12)) == 0:
            self.send(RemoveBet(data.draw(st.sampled_from([b.number for b in self.s.boxes]))))

    def _initial(self, data: st.DataObject) -> None:
        """The initial cards, steered: the first box's two cards toward a straight, a pair, a suited ace-king or a
        straight flush; the up card toward an ace or a 10-value; the hole card toward a dealer Blackjack."""
        plan = data.draw(st.sampled_from(["any", "straight", "pair", "ak_suited", "flush", "ace_up", "ten_up",
                                          "dealer_bj", "low_run", "trips", "three_flush"]))
        for _ in range(2 * len(self.s.boxes) + 4):
            if self.dead or self.s.phase not in (Phase.BETTING, Phase.DEALING):
                return
            target = due(self.cfg, self.s)
            if target is None:
                return
            ranks: Optional[tuple[int, ...]] = None
            suit: Optional[str] = None
            first_box = self.s.boxes[0]
            first_cards = first_box.hands[0].cards if first_box.hands else ()
            if target == (0, 0) and not self.s.dealer:
                ranks = {"ace_up": (1,), "ten_up": TENS, "dealer_bj": (1, *TENS)}.get(plan)
                if first_cards and plan == "trips":  # the up card of the first box's rank (Three Card Poker)
                    ranks = (first_cards[0].rank,)
                elif first_cards and plan == "three_flush":
                    suit = first_cards[0].suit
            elif target == (0, 0):
                if plan == "dealer_bj":
                    ranks = TENS if self.s.dealer[0].rank == 1 else (1,)
            elif target[0] == first_box.number and first_box.hands:
                cards = first_box.hands[0].cards
                if not cards:
                    ranks = {"ak_suited": (1,), "low_run": (1, 2)}.get(plan)
                else:
                    r = cards[0].rank
                    if plan in ("straight", "flush", "low_run"):
                        ranks = tuple(x for x in (r - 1, r + 1, 13 if r == 1 else 0, 1 if r in (2, 13) else 0)
                                      if 1 <= x <= 13)
                        suit = cards[0].suit if plan == "flush" else None
                    elif plan in ("pair", "trips"):
                        ranks = (r,)
                    elif plan == "three_flush":
                        suit = cards[0].suit
                    elif plan == "ak_suited":
                        ranks, suit = (13,), cards[0].suit
            self._deal(data, ranks, suit)

    def _early(self, data: st.DataObject) -> None:
        """The ride decisions, insurance, even money and the check."""
        if self.s.phase is Phase.RIDE:
            for b in self.s.boxes:
                if b.ride_offer:
                    self.send(Ride(b.number, data.draw(st.booleans())))
            if self.s.phase is Phase.RIDE and data.draw(st.integers(0, 9)) == 0:
                self.send(Ride(self.s.boxes[0].number))  # a second decision: refused
        if self.s.phase is Phase.INSURANCE:
            for b in self.s.boxes:
                k = data.draw(st.integers(0, 5))
                if k == 0:
                    self.send(Insure(b.number, max(1, b.bet // 2) if isinstance(b.bet, int) else 100))
                elif k == 1:
                    self.send(EvenMoney(b.number))
                elif k == 2:
                    self.send(Insure(b.number, int(b.bet) + 1))  # over half: refused
        if self.s.phase in (Phase.INSURANCE, Phase.PEEK):
            self.send(Peek())

    def _decide(self, data: st.DataObject) -> None:
        turn = in_turn(self.s)
        if turn is None:
            return
        b = self.s.box(turn[0])
        assert b is not None
        h = b.hands[turn[1]]
        if h.wants or len(h.cards) < 2:
            ranks: Optional[tuple[int, ...]] = None
            suit: Optional[str] = None
            if data.draw(st.integers(0, 2)) == 0 and b.first_two:  # a card that may extend the run
                lo = min(c.rank for c in h.cards)
                hi = max(c.rank for c in h.cards)
                ranks = tuple(x for x in (lo - 1, hi + 1) if 1 <= x <= 13) or None
                suit = "S" if data.draw(st.booleans()) else None
            self._deal(data, ranks, suit)
            return
        choice = data.draw(st.integers(0, 15))
        if choice == 0:
            self.send(Surrender(b.number))
        elif choice <= 2:
            self.send(Double(b.number, data.draw(st.sampled_from([int(h.wager), max(1, int(h.wager) // 2),
                                                                  int(h.wager) + 1]))))
        elif choice <= 4:
            self.send(Split(b.number))
        if in_turn(self.s) != turn or self.s.box(turn[0]) is None:
            return
        h = self.s.box(turn[0]).hands[turn[1]]  # type: ignore[union-attr]
        if h.wants or h.finished:
            return
        stand_on = data.draw(st.sampled_from([12, 15, 17, 19, 21]))
        self.send(Hit(b.number) if h.points < stand_on else Stand(b.number))

    def _play(self, data: st.DataObject) -> None:
        for _ in range(80):
            if self.dead or self.s.phase in (Phase.BETTING, Phase.SHUFFLE):
                return
            if self.s.phase in (Phase.RIDE, Phase.INSURANCE, Phase.PEEK):
                self._early(data)
            elif self.s.phase is Phase.PLAYING:
                self._decide(data)
            elif self.s.phase is Phase.DEALER:  # often a low card, for a long hand (Hit and Run)
                self._deal(data, (1, 2, 3, 4) if data.draw(st.integers(0, 2)) == 0 else None)
            elif self.s.phase is Phase.DEALING:
                self._initial(data)
            if self.s.remaining <= 0:
                return

    def _unpaid_plan(self, data: st.DataObject) -> Optional[Plan]:
        """A plan whose round pays a row the run has not paid (where Straight Jack Wagers feed the meter, a six-card
        run only while this table's meter has not moved)."""
        paid, cfg = self.paid(), self.cfg
        fresh = self._meter_fresh()
        options = [p for p in plans(cfg) if not plan_rows(cfg, p) <= paid
                   and (fresh or p.run < 6 or not cfg.straight_jack_meter_rate)]
        return data.draw(st.sampled_from(options)) if options else None

    def _meter_fresh(self) -> bool:
        """Whether the Straight Jack meter stands where a fresh table's does, with no wager on the layout to feed it."""
        return self.s.meter in (None, self.cfg.straight_jack_meter_initial) and not self.s.boxes

    def _fresh_meter_plan(self, data: st.DataObject) -> Optional[Plan]:
        """On a table whose Straight Jack meter stands where it started, a six-card run whose row the run has not
        paid: its payout shares the meter, which every Straight Jack Wager feeds, so only here."""
        if not self.cfg.straight_jack_meter_rate or not self._meter_fresh():
            return None
        paid = self.paid()
        options = [p for p in plans(self.cfg) if p.run == 6 and not plan_rows(self.cfg, p) <= paid]
        return data.draw(st.sampled_from(options)) if options else None

    def _play_plan(self, p: Plan) -> None:
        """Play the round of plan ``p`` on a box the layout has free."""
        free = [n for n in range(1, min(self.cfg.boxes, 5) + 1) if self.s.box(n) is None]
        if not free:
            return
        for _ in range(60):
            e = plan_event(self.cfg, self.s, p, free[0])
            if e is None or self.dead:
                return
            before = self.s
            self.send(e)
            if self.s is before or round_over(self.s):
                return

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def play_round(self, data: st.DataObject) -> None:
        """A whole round: the shoe, wagers, the deal, the first pass, the check, the decisions, the second pass; a
        third of the time, while there is one, a round steered to a row the run has not paid (see :func:`plans`); on a
        fresh table whose meter a six-card row shares, that round first."""
        self._ready(data)
        if self.s.phase is not Phase.BETTING:
            return
        p = self._fresh_meter_plan(data)
        if p is None and data.draw(st.integers(0, 2)) == 0:
            p = self._unpaid_plan(data)
        if p is not None:
            self._play_plan(p)
            return
        self._bets(data)
        self._initial(data)
        self._play(data)

    @precondition(lambda self: not self.dead)
    @rule(seat=st.integers(0, 8), amount=st.sampled_from([0, 1, 100, 500, 500000, 500001]),
          bet=st.sampled_from(["blackjack", *SIDE_BETS]), player=st.sampled_from([None, 1, 5]))
    def any_bet(self, seat: int, amount: int, bet: str, player: Optional[int]) -> None:
        """A wager anywhere, of any size, at any time: the rules decide."""
        self.send(PlaceBet(seat, amount, player) if bet == "blackjack" else PlaceSide(seat, bet, amount))

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["deal", "peek", "insure", "hit", "stand", "double", "split",
                                                "surrender", "ride", "even_money", "reshuffle", "shuffle"]))
    def out_of_turn(self, data: st.DataObject, kind: str) -> None:
        """An event whose time may not have come."""
        seat = data.draw(st.integers(1, 5))
        events: dict[str, Event] = {
            "deal": Deal(self._card(data) or Card(5, "D")), "peek": Peek(), "insure": Insure(seat, 500),
            "hit": Hit(seat), "stand": Stand(seat), "double": Double(seat, 500), "split": Split(seat),
            "surrender": Surrender(seat), "ride": Ride(seat), "even_money": EvenMoney(seat),
            "reshuffle": Reshuffle(), "shuffle": Shuffle(0)}
        self.send(events[kind])

    @precondition(lambda self: not self.dead)
    @rule(m=st.sampled_from(MALFORMED))
    def malformed(self, m: Message) -> None:
        """A malformed event: both sides report the field at fault."""
        self.apply(m)


_ = PEEK_RANKS
