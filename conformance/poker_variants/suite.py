"""The generated 637a poker-variant conformance suite: whole rounds, misdeals and refusals in lockstep.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference state; ``m``: an event in protocol form.
Events come from whole rounds (seats, the button's draw, a shuffled deck, the deal with or without a straddle, every
betting turn a fold, check, call, bet or raise of an allowed size or now and then of a refused one, every draw a
random set of discards with the reshuffle the short stub needs, or now and then a wrong one), from misdeals at any
point, and from deliberately illegal or malformed events. A round's deck is often stacked so that the players hold
the digest's worked hands, since random decks reach ties and qualifying lows only by luck.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.families import table as layout
from croupier.conformance.lockstep import LockstepMachine
from croupier.conformance.poker_variants.codec import encode_event
from croupier.reference.poker_variants.scripts import BUTTON_CARDS, HANDS, family, least_bet
from croupier.reference.poker_variants.config import Betting, ButtonStart
from croupier.reference.poker_variants.game import (
    DECK, Bet, Call, Check, Deal, Draw, DrawForButton, Event, Fold, Join, Leave, Misdeal, Phase, Shuffle,
    button_seat, clockwise, reshuffle_pool, stacked_deck,
)
from croupier.reference.poker_variants.kernels import cards

__all__ = ["PokerVariantsConformance"]

Message = dict[str, Any]

SORTED_DECK = tuple(sorted(DECK))
#: turns per round before the suite stops playing it (no-limit raises could go on)
MAX_TURNS = 120
MALFORMED: tuple[Message, ...] = (
    {"type": "bet", "seat": 1, "to": 400},
    {"type": "bet", "seat": 1, "to": "4.5"},
    {"type": "bet", "seat": 1},
    {"type": "shuffle", "cards": ["AS", "JK"]},
    {"type": "shuffle", "cards": "AS KS"},
    {"type": "draw", "seat": 1, "discards": "AS"},
    {"type": "draw", "seat": 1, "discards": ["1S"]},
    {"type": "draw_for_button", "cards": [{"seat": 1}]},
    {"type": "draw_for_button", "cards": ["AS"]},
    {"type": "deal", "straddle": "yes"},
    {"type": "fold", "seat": "1"},
    {"type": "call"},
    {"type": "raise", "seat": 1, "to": "400"},
)


class PokerVariantsConformance(LockstepMachine):
    """One example of a 637a poker table: a fresh table on both sides, then events in lockstep."""

    def send(self, e: Event) -> None:
        self.apply(encode_event(e))

    # --- pieces of a round ----------------------------------------------------------------------

    def _seat(self, data: st.DataObject) -> None:
        if len(self.s.seated) < 2:
            seats = data.draw(st.sets(st.integers(1, self.cfg.players), min_size=2, max_size=self.cfg.players))
            for p in sorted(seats - self.s.seated):
                self.send(Join(p))

    def _button(self, data: st.DataObject) -> None:
        if self.cfg.button_start is ButtonStart.RANDOM_CARD and self.s.button is None and len(self.s.seated) >= 2:
            seats = data.draw(st.permutations(sorted(self.s.seated)))
            dealt = BUTTON_CARDS if data.draw(st.booleans()) else data.draw(st.permutations(SORTED_DECK))
            self.send(DrawForButton(tuple(zip(seats, dealt))))

    def _deck(self, data: st.DataObject) -> tuple[Any, ...]:
        """A shuffled deck; often stacked so that players hold one of the worked hands (and Omaha its board)."""
        deck: tuple[Any, ...] = tuple(data.draw(st.permutations(SORTED_DECK)))
        button = button_seat(self.cfg, self.s)
        if button is None or data.draw(st.integers(0, 2)) == 0:
            return deck
        order = clockwise(self.s.seated, button)
        board, hands = data.draw(st.sampled_from(sorted(HANDS[family(self.cfg)].values())))
        seats = data.draw(st.permutations(order))[:len(hands)]
        try:
            return stacked_deck(self.cfg, order, {p: cards(h) for p, h in zip(seats, hands)}, deck, cards(board))
        except ValueError:
            return deck

    def _bet(self, data: st.DataObject, seat: int) -> Event:
        """A betting action: mostly allowed, sometimes a size or an action the rules refuse."""
        s = self.s
        owed = s.bet - s.bets.get(seat, 0)
        how = data.draw(st.integers(0, 19))
        least = least_bet(self.cfg, s)
        if how == 0:
            odd: list[Event] = [Check(seat), Call(seat), Bet(seat, least - 100), Bet(seat, least + 50),
                                Bet(seat, s.bet), Draw(seat)]
            return data.draw(st.sampled_from(odd))
        if how <= 3:
            return Fold(seat)
        if how <= 7:
            if self.cfg.betting is Betting.FIXED_LIMIT or data.draw(st.booleans()):
                return Bet(seat, least)
            most = s.bet + s.pot + owed if self.cfg.betting is Betting.POT_LIMIT else least + 2000
            return Bet(seat, data.draw(st.sampled_from(sorted({least, most, (least + most) // 200 * 100,
                                                               most + 100}))))
        return Call(seat) if owed > 0 else Check(seat)

    def _draw(self, data: st.DataObject, seat: int) -> Event:
        """A draw: random discards, with the reshuffle a short stub needs (now and then a wrong one)."""
        hand = self.s.hands[seat]
        discards = tuple(c for c in hand if data.draw(st.integers(0, 2)) == 0)
        if data.draw(st.integers(0, 4)) == 0:
            discards = hand
        stub = len(self.s.deck or ())
        if len(discards) <= stub:
            return Draw(seat, discards)
        pool = list(data.draw(st.permutations(reshuffle_pool(self.cfg, self.s, seat))))
        if data.draw(st.integers(0, 9)) == 0:
            pool = pool[1:] if data.draw(st.booleans()) else pool + list(discards[:1])
        return Draw(seat, discards, tuple(pool))

    def _round(self, data: st.DataObject) -> None:
        self._seat(data)
        if self.s.phase is not Phase.OPEN or self.dead:
            return
        self._button(data)
        self.send(Shuffle(self._deck(data)))
        if data.draw(st.integers(0, 11)) == 0 and self.s.seated:  # a player leaves before the deal
            self.send(Leave(data.draw(st.sampled_from(sorted(self.s.seated)))))
        self.send(Deal(bool(self.cfg.straddle) and data.draw(st.booleans())))
        turns = 0
        while self.s.phase is not Phase.OPEN and not self.dead and turns < MAX_TURNS:
            turns += 1
            seat = self.s.to_act
            if seat is None:
                return
            kind = data.draw(st.integers(0, 59))
            if kind == 0:
                self.send(Misdeal())
            elif kind == 1:  # someone else acts out of turn
                other = data.draw(st.sampled_from(sorted(self.s.seated | {seat})))
                self.send(data.draw(st.sampled_from([Check(other), Call(other), Fold(other), Draw(other)])))
            elif self.s.phase is Phase.DRAWING:
                self.send(self._draw(data, seat))
            else:
                self.send(self._bet(data, seat))

    # --- rules --------------------------------------------------------------------------------

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def play_round(self, data: st.DataObject) -> None:
        """A whole round from the seats to the showdown, a fold win or a misdeal."""
        self._round(data)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def two_rounds(self, data: st.DataObject) -> None:
        """Two rounds running, so that the button moves on and the seats carry over."""
        self._round(data)
        self._round(data)

    @precondition(lambda self: not self.dead)
    @rule(seats=st.sets(st.integers(1, 9), min_size=1, max_size=3), leave=st.booleans())
    def seats(self, seats: set[int], leave: bool) -> None:
        """Players come or go, whatever the phase."""
        for p in sorted(seats):
            self.send(Leave(p) if leave and p in self.s.seated else Join(p))

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["button", "shuffle", "deal", "straddle", "fold", "check", "call",
                                                "bet", "draw", "misdeal"]))
    def out_of_turn(self, data: st.DataObject, kind: str) -> None:
        """An event whatever the phase and whoever sends it: legal or refused, both sides must agree."""
        seat = data.draw(st.integers(0, 10))
        hand = self.s.hands.get(seat, SORTED_DECK[:2])
        events: dict[str, Any] = {
            "button": lambda: DrawForButton(tuple(zip(sorted(self.s.seated), data.draw(st.sampled_from(
                [BUTTON_CARDS, SORTED_DECK, (SORTED_DECK[0],) * 9]))))),
            "shuffle": lambda: Shuffle(data.draw(st.sampled_from([SORTED_DECK, SORTED_DECK[:51],
                                                                  SORTED_DECK[:51] + SORTED_DECK[:1]]))),
            "deal": lambda: Deal(False),
            "straddle": lambda: Deal(True),
            "fold": lambda: Fold(seat),
            "check": lambda: Check(seat),
            "call": lambda: Call(seat),
            "bet": lambda: Bet(seat, data.draw(st.sampled_from([0, 100, 200, 400, 600, 800, 1000, 150]))),
            "draw": lambda: Draw(seat, hand[:data.draw(st.integers(0, 2))]),
            "misdeal": Misdeal,
        }
        self.send(events[kind]())

    malformed = layout.malformed(MALFORMED)
