"""The generated Spanish 21 conformance suite: whole rounds, irregularities and refusals in lockstep.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference state; ``m``: an event in protocol form.
Events come from whole rounds (the shoe shuffled, cut and burned; wagers and Match-The-Dealer on a few boxes; the
initial cards, often steered toward a pair, a Blackjack, a dealer ace or court card with or without a Blackjack
behind it, a match of the up card, or 7-7 against a 7; insurance and the card reader; every decision for the hand
in turn, legal or not; hit cards steered now and then toward 21 and the bonus hands; the dealer's draws), from
rounds steered to a paytable row the run has not paid (split hands and doubles winning, each bonus 21 on a hand
and on a split hand, each Match-The-Dealer match, insurance), from the irregularities of 551.16 at their points of
the round, from a new dealer or a floor-ordered reshuffle between rounds, and from deliberately illegal or
malformed events.
"""

from __future__ import annotations

import functools
from typing import Any, Optional

import attrs
from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.families.blackjack import ShoeConformance
from croupier.conformance.lockstep import Row, card_wanted, follow_plan, rows_played
from croupier.conformance.spanish21.codec import encode_event
from croupier.reference.cards import Card
from croupier.reference.spanish21 import kernels
from croupier.reference.spanish21.config import MTD_MIN, Shuffling, TableConfig
from croupier.reference.spanish21.game import due, in_turn
from croupier.reference.spanish21.legal import FACES
from croupier.reference.spanish21.state import (DECK, Burn, Deal, DealerSkipped, Double, Event, Hit, Insure,
                                                MissedBox, Peek, Phase, PlaceBet, PlaceMatch, RemoveBet, Rescue,
                                                ReshuffleDiscards, Shuffle, Split, Stand, State, Status, Surrender)

__all__ = ["MALFORMED", "Spanish21Conformance"]

Message = dict[str, Any]

AMOUNTS = (100, 500, 1000, 1500, 2500, 5000, 12345)
MALFORMED: tuple[Message, ...] = (
    {"type": "place", "seat": 1, "bet": "blackjack", "amount": "1000"},
    {"type": "place", "seat": 1, "amount": 1000},
    {"type": "place", "seat": 1, "amount": "10.5"},
    {"type": "place", "seat": "1", "amount": "1000"},
    {"type": "place", "seat": 1, "bet": "match_the_dealer", "amount": "500", "player": 2},
    {"type": "deal", "card": "1S"},
    {"type": "deal", "card": "KX"},
    {"type": "deal"},
    {"type": "double", "seat": 1},
    {"type": "insure", "seat": 1, "amount": "2.5"},
    {"type": "shuffle", "cover": "100"},
    {"type": "burn", "card": 7},
    {"type": "allow_entry"},
    {"type": "settle"},
)
COURT = (11, 12, 13)


#: a card a plan wants: its rank, and its suit (``None``: any)
Want = tuple[int, Optional[str]]
#: a dealer who shows a 6, turns a court card and busts on another
BUSTS: tuple[Want, ...] = ((6, "C"), (11, "D"), (12, "H"))


@attrs.frozen
class Plan:
    """A round steered toward paytable rows on one box: the wager (and a Match-The-Dealer wager with ``mtd``); the
    first two ``cards``; a pair split into ``hands`` hands; ``tails[i]``, the cards hand ``i`` draws after its first
    two (after its first, once split; a court card when it has none left), hitting for each; the hand of index
    ``double`` (if any) doubling; the ``dealer``'s cards in order; with ``insure``, all the insurance allowed."""

    cards: tuple[Want, Want] = ((8, None), (8, None))
    hands: int = 1
    tails: tuple[tuple[Want, ...], ...] = ()
    double: Optional[int] = None
    mtd: bool = False
    dealer: tuple[Want, ...] = BUSTS
    insure: bool = False


def _ranks(*ranks: int, suit: Optional[str] = None) -> tuple[Want, ...]:
    return tuple((r, suit) for r in ranks)


#: the 21s the bonus rows of 551.6 pay (five, six and seven cards; 6-7-8 and 7-7-7 mixed, suited and in spades)
BONUS_21S: tuple[tuple[Want, ...], ...] = (
    _ranks(2, 3, 4, 5, 7), _ranks(1, 2, 3, 4, 5, 6), _ranks(1, 1, 2, 2, 3, 4, 8),
    ((6, "H"), (7, "D"), (8, "C")), _ranks(6, 7, 8, suit="H"), _ranks(6, 7, 8, suit="S"),
    ((7, "H"), (7, "D"), (7, "C")), _ranks(7, 7, 7, suit="H"), _ranks(7, 7, 7, suit="S"))
#: Match-The-Dealer: the first two cards against a 9 of spades up, matching it in suit, in rank only, or not at all
MATCHES: tuple[tuple[Want, Want], ...] = (((9, "S"), (9, "S")), ((9, "S"), (9, "H")), ((9, "H"), (9, "D")),
                                          ((9, "S"), (5, "H")), ((9, "H"), (5, "D")))
#: every plan: split hands and doubles winning; each bonus 21 on an unsplit hand and on the second hand of a split;
#: each Match-The-Dealer match; insurance against a dealer Blackjack
PLANS: tuple[Plan, ...] = (
    tuple(Plan(hands=n, double=d, tails=tuple(((3, None), (12, None)) if i == d else ((12, None),)
                                              for i in range(n)))
          for n in range(1, 5) for d in (None, *range(n)))
    + tuple(Plan(cards=(seq[0], seq[1]), tails=(seq[2:],)) for seq in BONUS_21S)
    + tuple(Plan(cards=(seq[0], (seq[0][0], None)), hands=2, tails=(((12, None),), seq[1:])) for seq in BONUS_21S
            if seq[0][0] != seq[1][0])
    + tuple(Plan(cards=m, mtd=True, dealer=((9, "S"), (11, "D"), (12, "H"))) for m in MATCHES)
    + (Plan(cards=((9, None), (12, None)), dealer=((1, "S"), (13, "D")), insure=True),))


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
    if s.phase is Phase.BETTING and p.mtd and not b.mtd:
        return PlaceMatch(box, MTD_MIN)
    if s.phase is Phase.INSURANCE and p.insure and not b.insurance:
        return Insure(box, kernels.insurance_limit(b.wager, cfg.chip_unit))
    if s.phase in (Phase.INSURANCE, Phase.PEEK):
        return Peek()
    target = due(cfg, s)
    if target == (0, 0):
        return _deal(s, p.dealer[min(len(s.dealer), len(p.dealer) - 1)])
    if target is not None and target[0] != box:
        return _deal(s, (9, None))
    if s.phase is not Phase.PLAYING:
        return _deal(s, p.cards[min(len(b.hands[0].cards) if b.hands else 0, 1)]) if target is not None else None
    turn = in_turn(s)
    if turn is None or turn[0] != box:
        return Stand(turn[0]) if turn is not None else None
    i = turn[1]
    h = b.hands[i]
    tail = p.tails[i] if i < len(p.tails) else ()
    taken = len(h.cards) - (1 if h.split else 2)  # the cards of its tail it holds
    if len(h.cards) < 2 and len(b.hands) < p.hands:  # a split hand: another of the pair while more hands are wanted
        return _deal(s, (h.cards[0].rank, None))
    if len(h.cards) < 2 or h.wants:
        return _deal(s, tail[taken] if taken < len(tail) else (12, None))
    if h.status is not Status.OPEN:
        return Stand(box)
    if len(h.cards) == 2 and len(b.hands) < p.hands and h.cards[0].rank == h.cards[1].rank:
        return Split(box)
    if len(h.cards) == 2 and i == p.double:
        return Double(box, h.wager)
    return Hit(box) if taken < len(tail) and h.points < 21 else Stand(box)


def _deal(s: State, want: Want) -> Optional[Event]:
    """The card wanted if the shoe still holds it, else one of its rank, else any."""
    c = card_wanted([c for c in FACES if s.seen[c.index] < s.decks], want)
    return Deal(c) if c is not None else None


def play_plan(cfg: TableConfig, s: State, p: Plan, box: int, send: Any) -> None:
    """Play the round of plan ``p`` from ``s`` through ``send`` (which returns the state after each event)."""
    follow_plan(lambda now: plan_event(cfg, now, p, box), s, send, (Phase.BETTING, Phase.SHUFFLE))


@functools.lru_cache(maxsize=None)
def plan_rows(cfg: TableConfig, p: Plan) -> frozenset[Row]:
    """The rows plan ``p`` pays, played on a fresh table and shoe."""
    from croupier.conformance.spanish21.game import SUITE

    n = DECK * cfg.decks
    s = SUITE.apply(cfg, State(), Shuffle(0, 0) if cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER else
                    Shuffle(n // 2, n // 4))[1]
    return rows_played(SUITE, cfg, s, lambda s, send: play_plan(cfg, s, p, 1, send))


class Spanish21Conformance(ShoeConformance):
    """One example of a Spanish 21 table: a fresh table on both sides, then events in lockstep (the shoe, the cards,
    the irregularities and the steered rounds as the blackjack family's :class:`ShoeConformance` plays them)."""

    phase = Phase
    continuous = Shuffling.CONTINUOUS_SHUFFLER
    faces = FACES
    plans = PLANS

    encode, in_turn, plan_rows, play_plan = encode_event, in_turn, plan_rows, play_plan

    # --- between rounds -------------------------------------------------------------------------

    def _bets(self, data: st.DataObject) -> None:
        boxes = sorted(data.draw(st.sets(st.integers(1, self.cfg.boxes), min_size=1, max_size=3)))
        for n in boxes:
            player = n if data.draw(st.integers(0, 4)) else max(1, n - 1)
            amount = data.draw(st.sampled_from([self.cfg.table_min, *AMOUNTS, 2500]))
            self.send(PlaceBet(n, amount, player if player != n else None))
            b = self.s.box(n)
            if b is not None and self.cfg.mtd_offered and data.draw(st.integers(0, 2)) == 0:
                self.send(PlaceMatch(n, data.draw(st.sampled_from([MTD_MIN, b.wager, b.wager + 100, 50]))))
        if self.s.boxes and data.draw(st.integers(0, 12)) == 0:
            self.send(RemoveBet(data.draw(st.sampled_from([b.number for b in self.s.boxes]))))

    # --- the round ------------------------------------------------------------------------------

    def _initial(self, data: st.DataObject) -> None:
        """The two rounds of cards, steered: a pair, a Blackjack, 7-7 against a 7, an ace or court card up with or
        without a Blackjack behind it, a card matching the up card."""
        plan = data.draw(st.sampled_from(["any", "any", "pair", "blackjack", "sevens", "ace_up", "court_up",
                                          "dealer_bj", "match"]))
        up_ranks = {"sevens": (7,), "ace_up": (1,), "court_up": COURT, "dealer_bj": (1, *COURT)}.get(plan)
        first: Optional[Card] = None
        up: Optional[Card] = None
        for _ in range(2 * (len(self.s.boxes) + 1) + 2):
            if self.dead or self.s.phase not in (Phase.BETTING, Phase.DEALING):
                return
            if self.s.phase is Phase.BETTING and not self.s.boxes:
                return
            if self.s.burn_due:
                self.send(Burn())
                continue
            n_dealer = len(self.s.dealer)
            box_cards = [len(b.hands[0].cards) if b.hands else 0 for b in self.s.boxes if not b.dead] or [0]
            to_dealer = self.s.phase is Phase.DEALING and all(k > n_dealer for k in box_cards)
            first_card = not to_dealer and n_dealer == 0 and box_cards[0] == 0
            second_card = not to_dealer and n_dealer == 1 and box_cards[0] == 1 and first is not None
            ranks: Optional[tuple[int, ...]] = None
            suit: Optional[str] = None
            if to_dealer and n_dealer == 0:
                ranks = up_ranks
            elif to_dealer:
                if plan == "dealer_bj" and up is not None:
                    ranks = COURT if up.rank == 1 else (1,)
                elif plan in ("ace_up", "court_up") and data.draw(st.booleans()):
                    ranks = tuple(range(2, 10))
            elif first_card and plan in ("blackjack", "sevens"):
                ranks = (1,) if plan == "blackjack" else (7,)
            elif second_card and first is not None:
                if plan == "pair":
                    ranks = (first.rank,) if first.rank < 10 else COURT
                elif plan == "blackjack":
                    ranks = COURT if first.rank == 1 else (1,)
                elif plan == "sevens":
                    ranks, suit = (7,), first.suit
            elif plan == "match" and n_dealer == 1 and up is not None and not to_dealer:
                ranks, suit = (up.rank,), (up.suit if data.draw(st.booleans()) else None)
            if data.draw(st.integers(0, 39)) == 0:  # the dealer passes a box, or himself (551.16(f), (h))
                target = due(self.cfg, self.s)
                if target is not None:
                    self.send(DealerSkipped() if target == (0, 0) else MissedBox(target[0], data.draw(st.booleans())))
                continue
            self._deal(data, ranks, suit)
            if to_dealer and n_dealer == 0:
                up = self.s.dealer[0] if self.s.dealer else None
            if first is None and self.s.boxes and self.s.boxes[0].hands and self.s.boxes[0].hands[0].cards:
                first = self.s.boxes[0].hands[0].cards[0]

    def _insurance_and_peek(self, data: st.DataObject) -> None:
        if self.s.phase is Phase.INSURANCE:
            for b in self.s.boxes:
                if data.draw(st.integers(0, 2)) == 0:
                    top = kernels.insurance_limit(b.wager, self.cfg.chip_unit)
                    self.send(Insure(b.number, data.draw(st.sampled_from([top, max(1, top // 2), top + 1]))))
        if self.s.phase in (Phase.INSURANCE, Phase.PEEK):
            if data.draw(st.integers(0, 14)) == 0:
                self.send(Hit(self.s.boxes[0].number))  # before the check: refused (551.8(e))
            self.send(Peek())
        elif self.s.phase is Phase.PLAYING and data.draw(st.integers(0, 19)) == 0:
            self.send(Peek())  # the reader with a 2-9 up card (551.16(l))

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
                else None
            pair = sorted(c.rank for c in h.cards)
            if steer and len(h.cards) == 2 and pair in ([6, 7], [6, 8], [7, 8], [7, 7]):
                # toward 6-7-8 and 7-7-7, often of one suit: the bonus rows and the Super Bonus (551.6(g), (h))
                ranks = (7,) if pair == [7, 7] else tuple({6, 7, 8} - set(pair))
                self._deal(data, ranks, h.cards[0].suit if data.draw(st.integers(0, 3)) else None)
                return
            if len(h.cards) == 1 and data.draw(st.integers(0, 3)) == 0:
                ranks = (h.cards[0].rank,)  # a resplit where one is allowed
            self._deal(data, ranks)
            return
        if h.status is Status.RESCUE:
            self.send(Rescue(b.number) if data.draw(st.booleans()) else Stand(b.number))
            return
        points = h.points
        choice = data.draw(st.integers(0, 19))
        if choice == 0:  # a box out of turn
            other = data.draw(st.integers(1, self.cfg.boxes))
            self.send(Hit(other) if other != b.number else Stand(other))
        if choice <= 2:
            self.send(Surrender(b.number))
        elif choice <= 5:
            self.send(Double(b.number, data.draw(st.sampled_from([h.wager, max(1, h.wager // 2), h.wager + 1]))))
        elif choice <= 8:
            self.send(Split(b.number))
        elif choice <= 9:
            self.send(Rescue(b.number))
        if in_turn(self.s) != turn or self.s.box(turn[0]) is None:
            return
        h = self.s.box(turn[0]).hands[turn[1]]  # type: ignore[union-attr]
        if h.wants or h.status is not Status.OPEN:
            return
        stand_on = data.draw(st.sampled_from([12, 15, 17, 18, 21]))
        self.send(Hit(b.number) if points < stand_on or data.draw(st.integers(0, 9)) == 0 else Stand(b.number))

    def _play(self, data: st.DataObject) -> None:
        for _ in range(80):
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
                self._deal(data, None)
            elif self.s.phase is Phase.DEALING:
                self._initial(data)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def play_round(self, data: st.DataObject) -> None:
        """A whole round: the shoe ready, wagers, the deal, insurance and the check, the decisions, the dealer; a
        third of the time, while there is one, a round steered to a row the run has not paid (see :data:`PLANS`:
        random rounds seldom make a bonus 21 on a split hand, or match the up card twice in its suit)."""
        self._round(data)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["new_dealer", "reshuffle", "face_up", "ten", "mistaken_draw",
                                                "reader"]))
    def between_rounds(self, data: st.DataObject, kind: str) -> None:
        """What happens between rounds: a new dealer (who burns a card), a floor-ordered reshuffle, a face-up card
        or a 10 found in the shoe, a mistaken draw, the reader down and repaired."""
        self._between_rounds(data, kind)

    @precondition(lambda self: not self.dead)
    @rule(seat=st.integers(0, 8), amount=st.sampled_from([0, 1, 99, 100, 500, 2500, 500000, 500001]),
          bet=st.sampled_from(["spanish21", "match_the_dealer"]), player=st.sampled_from([None, 1, 2, 5]))
    def any_bet(self, seat: int, amount: int, bet: str, player: Optional[int]) -> None:
        """A wager anywhere, of any size, at any time: the rules decide."""
        if bet == "spanish21":
            self.send(PlaceBet(seat, amount, player))
        else:
            self.send(PlaceMatch(seat, amount))

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["deal", "peek", "insure", "hit", "stand", "double", "split",
                                                "surrender", "rescue", "burn", "shuffle"]))
    def out_of_turn(self, data: st.DataObject, kind: str) -> None:
        """An event whose time may not have come."""
        seat = data.draw(st.integers(1, 7))
        events: dict[str, Event] = {
            "deal": Deal(self._card(data) or Card(5, "D")), "peek": Peek(), "insure": Insure(seat, 500),
            "hit": Hit(seat), "stand": Stand(seat), "double": Double(seat, 500), "split": Split(seat),
            "surrender": Surrender(seat), "rescue": Rescue(seat), "burn": Burn(), "shuffle": Shuffle(100, 100)}
        e = events[kind]
        self.send(e)

    @precondition(lambda self: not self.dead)
    @rule(m=st.sampled_from(MALFORMED))
    def malformed(self, m: Message) -> None:
        """A malformed event: both sides report the field at fault."""
        self.apply(m)

