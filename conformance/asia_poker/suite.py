"""The generated Asia Poker conformance suite: whole rounds, irregularities and refusals in lockstep.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference state; ``m``: an event in protocol form.
Events come from whole rounds (seats and second positions, wagers and Bonus Wagers, a shuffled deck, 'no more
bets', the dice, the generator or the button, every hand set by a house way, by another legal setting or out of
order, the dealer's setting right or wrong, surrenders, the settlement), from the irregularities of 659a.13 at
their points of the round, and from deliberately illegal or malformed events. A round's deck is often stacked so
that a wagered position holds a hand worth testing (each Bonus hand, A-2-3-4, a copy of the dealer's hands), since
random decks reach the rare hands only by luck; and a round is often steered to a Bonus row the run has not paid
(each Bonus hand, the payout cap on each wager).
"""

from __future__ import annotations

import functools
from typing import Any, Callable

import attrs
from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.asia_poker.codec import encode_event
from croupier.conformance.asia_poker.vectors import BONUS_PLANTS, PLANTS, copy_of, stacked_deck
from croupier.conformance.families import table as layout
from croupier.conformance.families.card_setting import CardSettingConformance
from croupier.conformance.lockstep import Row, rows_played
from croupier.reference.asia_poker.config import StartPosition, TableConfig
from croupier.reference.asia_poker.game import (
    BONUS, DEALER, DECK, WAGER, Deal, DealerSets, Event, ExposeCard, Join, Leave, NoMoreBets, Phase, PlaceWager,
    RandomNumber, RemoveWager, Settle, SetHands, Shake, ShoeFailure, Shuffle, ShufflerFailure, State, StubMiscount,
    Surrender, TakeSecondSpot, VoidChoice, WrongDeal, opening, start_place,
)
from croupier.reference.asia_poker.house_way import BUILT_IN, legal, settings
from croupier.reference.asia_poker.kernels import Card, cards

__all__ = ["AMOUNTS", "AsiaPokerConformance"]

Message = dict[str, Any]

AMOUNTS = (100, 500, 1000, 2500, 5000, 12345)
#: Bonus Wagers, the last large enough for a payout cap of $50,000 to bite on a flush
BONUS_AMOUNTS = (100, 500, 2500, 2000000)
SORTED_DECK = tuple(sorted(DECK))
MALFORMED: tuple[Message, ...] = (
    {"type": "place", "seat": 1, "bet": "dragon", "amount": "1000"},
    {"type": "place", "seat": 1, "amount": 1000},
    {"type": "place", "seat": 1, "amount": "10.5"},
    {"type": "shuffle", "cards": ["AS", "ZZ"]},
    {"type": "shuffle", "cards": "AS KS"},
    {"type": "shuffle", "cards": ["AS"], "face_up": ["1"]},
    {"type": "shake", "dice": [1, 2]},
    {"type": "shake", "dice": [1, 2, 3], "flat": "yes"},
    {"type": "set_hands", "seat": 1, "high": ["AS", "KS", "QS"], "medium": ["2C", "3C"], "low": ["4C"]},
    {"type": "set_hands", "seat": 1, "high": ["AS", "KS", "QS", "JS"], "medium": ["2C", "3C"], "low": "4C"},
    {"type": "dealer_sets", "high": ["AS", "KS", "QS", "JS"]},
    {"type": "void_choice", "seat": 1, "void": 1},
    {"type": "stub_miscount", "places_ok": "no"},
    {"type": "expose_card"},
    {"type": "take_second_spot", "seat": 1},
    {"type": "cut"},
)


#: the position a steered round plays
PLAN_SEAT = 2


@attrs.frozen
class Plan:
    """A round steered toward a Bonus row: at :data:`PLAN_SEAT` alone, an Asia Poker Wager of ``wager`` and a Bonus
    Wager of ``bonus``, the seven cards ``hand`` (the rest of the deck in order), every hand set by the house way."""

    wager: int
    bonus: int
    hand: tuple[Card, ...]


@functools.lru_cache(maxsize=None)
def plans(cfg: TableConfig) -> tuple[Plan, ...]:
    """Each Bonus hand of 659a.6(d); and, where a payout cap bites, four 8s and three kings (5000 to 1) on each
    Asia Poker Wager with Bonus Wagers whose payout the cap cuts (the Bonus paid the cap less the wager's win)."""
    if not cfg.bonus_offered:
        return ()
    out = [Plan(1000, 500, cards(x)) for x in BONUS_PLANTS.values()]
    if cfg.payout_cap is not None:
        out += [Plan(w, b, cards(BONUS_PLANTS["trips-and-four-8s"])) for w in AMOUNTS
                for b in sorted({2500, BONUS_AMOUNTS[-1], cfg.payout_cap})]
    return tuple(out)


def play_plan(cfg: TableConfig, s: State, p: Plan, send: Callable[[Event], State]) -> None:
    """Play the round of plan ``p`` from ``s`` (a table open, with no wager on it) through ``send``, which returns
    the state after each event; the position sets its hands twice (the second refused, 659a.11(a)(3))."""
    if PLAN_SEAT not in s.seated:
        s = send(Join(PLAN_SEAT))
    s = send(PlaceWager(PLAN_SEAT, p.wager))
    s = send(PlaceWager(PLAN_SEAT, p.bonus, BONUS))
    if PLAN_SEAT not in s.wagers:
        return
    start, begin = opening(cfg, 10, s.button)
    for e in (Shuffle(stacked_deck(cfg, start, {PLAN_SEAT: p.hand}, sorted(DECK))), NoMoreBets(), begin):
        s = send(e)
    for q in sorted(s.wagers):
        if s.phase is not Phase.DEALT or q not in s.dealt:
            return
        x = cfg.dealer_policy(s.dealt[q], **cfg.ranking)
        s = send(SetHands(q, x.high, x.medium, x.low))
        if q == PLAN_SEAT:  # and touched again: refused (659a.11(a)(3))
            s = send(SetHands(q, x.high, x.medium, x.low))
    for e in (DealerSets(), Settle()):
        s = send(e)


@functools.lru_cache(maxsize=None)
def plan_rows(cfg: TableConfig, p: Plan) -> frozenset[Row]:
    """The rows plan ``p`` pays, played on a fresh table."""
    from croupier.conformance.asia_poker.game import SUITE

    return rows_played(SUITE, cfg, State(), lambda s, send: play_plan(cfg, s, p, send))


class AsiaPokerConformance(CardSettingConformance):
    """One example of an Asia Poker table: a fresh table on both sides, then events in lockstep."""

    encode, join, leave, second_spot = encode_event, Join, Leave, TakeSecondSpot
    stub_miscount, shoe_failure, expose_card, void_choice = StubMiscount, ShoeFailure, ExposeCard, VoidChoice
    place_wager, remove_wager, shuffle, no_more_bets = PlaceWager, RemoveWager, Shuffle, NoMoreBets

    # --- pieces of a round ----------------------------------------------------------------------

    def _wagers(self, data: st.DataObject) -> None:
        self._place_wagers(data, AMOUNTS, [(BONUS, self.cfg.bonus_offered, BONUS_AMOUNTS)], [WAGER, BONUS])

    def _start_event(self, data: st.DataObject) -> tuple[int, Event]:
        """The event that will start the deal, and the place it starts from."""
        how = self.cfg.start_position
        if how is StartPosition.SHAKER:
            dice = tuple(data.draw(st.integers(1, 6)) for _ in range(3))
            return start_place(sum(dice), self.cfg.positions), Shake(dice)  # type: ignore[arg-type]
        if how is StartPosition.RNG:
            n = data.draw(st.integers(1, 7))
            return start_place(n, self.cfg.positions), RandomNumber(n)
        return self.s.button, Deal()

    def _start(self, data: st.DataObject, start_event: Event) -> None:
        if isinstance(start_event, Shake):
            for _ in range(3):
                odd = data.draw(st.integers(0, 9))
                if odd > 1:
                    break
                self.send(Shake(start_event.dice, flat=odd != 0, fell_out=odd == 1))  # no roll, shake again
        self.send(start_event)

    def _misdeal(self) -> Event:
        return WrongDeal()

    def _setting(self, data: st.DataObject, cards: tuple[Any, ...]) -> Any:
        """A house way's setting, another legal one, or any split at all (out of order, a foul)."""
        how = data.draw(st.integers(0, 5))
        if how <= 2:
            return BUILT_IN[data.draw(st.sampled_from(sorted(BUILT_IN)))](cards, **self.cfg.ranking)
        if how <= 4:
            return data.draw(st.sampled_from(legal(cards, **self.cfg.ranking)))
        return data.draw(st.sampled_from(list(settings(cards))))

    def _set(self, data: st.DataObject) -> None:
        for p in data.draw(st.permutations(sorted(self.s.wagers))):
            if self.dead or self.s.phase is not Phase.DEALT:
                return
            if p in self.s.settings or p not in self.s.dealt:
                continue
            if p in self.s.exposed:
                self.send(VoidChoice(p, data.draw(st.booleans())))
                if p not in self.s.dealt:
                    continue
            x = self._setting(data, self.s.dealt[p])
            self.send(SetHands(p, x.high, x.medium, x.low))

    def _dealer(self, data: st.DataObject) -> None:
        if self.s.phase is not Phase.DEALT or self.dead:
            return
        if data.draw(st.integers(0, 3)) == 0:
            x = self._setting(data, self.s.dealt[DEALER])
            self.send(DealerSets(x.high, x.medium, x.low))
        else:
            self.send(DealerSets())
        for p in sorted(self.s.wagers):
            if self.s.phase is Phase.DEALER_SET and data.draw(st.integers(0, 7)) == 0:
                self.send(Surrender(p))

    def _round(self, data: st.DataObject) -> None:
        self._seat(data)
        if self.s.phase is not Phase.OPEN or self.dead:
            return
        self._wagers(data)
        start, start_event = self._start_event(data)
        cards, face_up = self._deck(data, SORTED_DECK, self.s.wagers, PLANTS,
                                    lambda plants, p: copy_of(plants[p], [c for x in plants.values() for c in x]),
                                    lambda plants, cards: stacked_deck(self.cfg, start, plants, cards))
        self._shuffle_and_call(data, SORTED_DECK, cards, face_up, ShufflerFailure)
        if self.s.phase is not Phase.CLOSED or self._shoe_fails(data):
            return
        self._start(data, start_event)
        if self.s.phase is not Phase.DEALT:
            return
        self._irregular(data)
        if self.s.phase is not Phase.DEALT:
            return
        self._set(data)
        self._someone_leaves(data, 15)  # mid-round
        self._dealer(data)
        if self.s.phase is Phase.DEALER_SET:
            self.send(Settle())

    # --- rules --------------------------------------------------------------------------------

    def _play_plan(self, data: st.DataObject) -> bool:
        """On an open table with no wager on it, play a round steered to a Bonus row the run has not paid (see
        :func:`plans`); whether there was one."""
        if self.s.phase is not Phase.OPEN or self.s.wagers or PLAN_SEAT in self.s.second:
            return False
        paid = self.paid()
        options = [p for p in plans(self.cfg) if not plan_rows(self.cfg, p) <= paid]
        if not options:
            return False

        def send(e: Event) -> State:
            self.send(e)
            return self.s

        play_plan(self.cfg, self.s, data.draw(st.sampled_from(options)), send)
        return True

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def play_round(self, data: st.DataObject) -> None:
        """A whole round from the seats to the settlement; a third of the time, while there is one, a round steered
        to a Bonus row the run has not paid (each Bonus hand, and the payout cap on each wager: see :func:`plans`)."""
        if data.draw(st.integers(0, 2)) == 0 and self._play_plan(data):
            return
        self._round(data)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["place", "bonus", "remove", "no_more_bets", "shake", "random",
                                                "deal", "shuffle", "shuffler_failure", "expose", "void_choice",
                                                "set", "dealer_sets", "surrender", "settle", "second_spot",
                                                "wrong_deal", "stub_miscount", "shoe_failure"]))
    def out_of_turn(self, data: st.DataObject, kind: str) -> None:
        """An event whatever the phase and whoever sends it: legal or refused, both sides must agree."""
        seat, cards = self._any_cards(data, SORTED_DECK, 7)
        x = data.draw(st.sampled_from(list(settings(cards))))
        events: dict[str, Any] = {
            "place": lambda: PlaceWager(seat, data.draw(st.sampled_from([-5, 0, 1, 100, 2500]))),
            "bonus": lambda: PlaceWager(seat, 500, BONUS),
            "remove": lambda: RemoveWager(seat, data.draw(st.sampled_from([WAGER, BONUS]))),
            "no_more_bets": NoMoreBets,
            "shake": lambda: Shake(tuple(data.draw(st.integers(0, 7)) for _ in range(3))),  # type: ignore[arg-type]
            "random": lambda: RandomNumber(data.draw(st.integers(0, 9))),
            "deal": Deal,
            "shuffle": lambda: Shuffle(data.draw(st.sampled_from([SORTED_DECK, SORTED_DECK[:52],
                                                                  SORTED_DECK[:52] + SORTED_DECK[:1]])),
                                       data.draw(st.sampled_from([(), (53,), (3, 3)]))),
            "shuffler_failure": ShufflerFailure,
            "expose": lambda: ExposeCard(data.draw(st.integers(-1, 7))),
            "void_choice": lambda: VoidChoice(seat, data.draw(st.booleans())),
            "set": lambda: SetHands(seat, x.high, x.medium, x.low),
            "dealer_sets": lambda: DealerSets(x.high, x.medium, x.low),
            "surrender": lambda: Surrender(seat),
            "settle": Settle,
            "second_spot": lambda: TakeSecondSpot(seat, data.draw(st.integers(0, 7))),
            "wrong_deal": WrongDeal,
            "stub_miscount": lambda: StubMiscount(data.draw(st.booleans())),
            "shoe_failure": ShoeFailure,
        }
        self.send(events[kind]())

    malformed = layout.malformed(MALFORMED)
