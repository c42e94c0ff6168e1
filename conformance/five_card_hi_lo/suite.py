"""The generated Five Card Hi-Lo conformance suite: whole rounds, irregularities and refusals in lockstep.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference state; ``m``: an event in protocol form.
Events come from whole rounds (seats and second positions, Antes, Tie and Poker Bonus Wagers, a shuffled deck, 'no
more bets', the stub count when it is due or sooner, each position's play or fold in turn, every playing hand set by
value, by another allowed setting or against the rule, the dealer's setting by the rule or by one with the same
totals, the settlement), from the irregularities of 663a.13 at their points of the round, and from deliberately
illegal or malformed events. A round's deck is often stacked so that a position holds a hand worth testing (each
Poker Bonus hand, three or four aces, an ace to send low) and the dealer a copy of a player's values, since random
decks reach those only by luck.
"""

from __future__ import annotations

import itertools
from typing import Any, Optional

from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.five_card_hi_lo.codec import encode_event
from croupier.conformance.five_card_hi_lo.vectors import PLANTS, setting
from croupier.conformance.families import table as layout
from croupier.conformance.families.card_setting import CardSettingConformance
from croupier.reference.five_card_hi_lo import kernels
from croupier.reference.five_card_hi_lo.game import (
    ANTE, DEALER, DECK, POKER_BONUS, TIE, UNCOUNTED_MAX, CountStub, DealerSets, Event, ExposeCard, Fold, Join, Leave,
    Misdeal, NoMoreBets, Phase, PlaceWager, Play, RemoveWager, SetHands, Settle, ShoeFailure, Shuffle,
    ShufflerFailure, ShufflerMiscount, StubMiscount, TakeSecondSpot, VoidChoice, stacked_deck,
)

__all__ = ["AMOUNTS", "FiveCardHiLoConformance"]

Message = dict[str, Any]

AMOUNTS = (100, 500, 1000, 2500, 5000, 12345)
SIDE_AMOUNTS = (100, 500, 2500)
SORTED_DECK = tuple(sorted(DECK))
MALFORMED: tuple[Message, ...] = (
    {"type": "place", "seat": 1, "bet": "bonus", "amount": "1000"},
    {"type": "place", "seat": 1, "amount": 1000},
    {"type": "place", "seat": 1, "amount": "10.5"},
    {"type": "shuffle", "cards": ["AS", "JK"]},
    {"type": "shuffle", "cards": "AS KS"},
    {"type": "shuffle", "cards": ["AS"], "face_up": ["1"]},
    {"type": "set_hands", "seat": 1, "high": ["AS", "KS"], "low": ["2C", "3C"]},
    {"type": "set_hands", "seat": 1, "high": ["AS", "KS", "QS"], "low": "4C"},
    {"type": "dealer_sets", "high": ["AS", "KS", "QS"]},
    {"type": "void_choice", "seat": 1, "void": 1},
    {"type": "stub_miscount", "places_ok": "no"},
    {"type": "play"},
    {"type": "fold", "seat": "1"},
    {"type": "expose_card"},
    {"type": "take_second_spot", "seat": 1},
    {"type": "shake", "dice": [1, 2, 3]},
)


def _splits(x: tuple[Any, ...]) -> list[tuple[tuple[Any, ...], tuple[Any, ...]]]:
    return [(h, tuple(c for c in x if c not in h)) for h in itertools.combinations(x, 3)]


def _same_values(plants: dict[int, tuple[Any, ...]], p: int) -> Optional[tuple[Any, ...]]:
    """The dealer the same values as position ``p``'s plant (equal totals), in suits no plant uses; ``None`` where
    there are none."""
    used = {c for x in plants.values() for c in x}
    copy = tuple((r, u) for r, u in ((r, next((v for v in "SHDC" if (r, v) not in used), "")) for r, _ in plants[p]))
    return copy if all(u for _, u in copy) and len(set(copy)) == len(copy) else None


class FiveCardHiLoConformance(CardSettingConformance):
    """One example of a Five Card Hi-Lo table: a fresh table on both sides, then events in lockstep."""

    encode, join, leave, second_spot = encode_event, Join, Leave, TakeSecondSpot
    stub_miscount, shoe_failure, expose_card, void_choice = StubMiscount, ShoeFailure, ExposeCard, VoidChoice
    place_wager, remove_wager, shuffle, no_more_bets = PlaceWager, RemoveWager, Shuffle, NoMoreBets

    # --- pieces of a round ----------------------------------------------------------------------

    def _wagers(self, data: st.DataObject) -> None:
        self._place_wagers(data, AMOUNTS, [(TIE, self.cfg.tie_offered, SIDE_AMOUNTS),
                                           (POKER_BONUS, self.cfg.poker_bonus_offered, SIDE_AMOUNTS)],
                           [ANTE, TIE, POKER_BONUS])

    def _misdeal(self) -> Event:
        return Misdeal()

    def _decide(self, data: st.DataObject) -> None:
        if self.cfg.counts_stub and not self.s.counted and (self.s.uncounted >= UNCOUNTED_MAX or
                                                            data.draw(st.integers(0, 4)) == 0):
            self.send(CountStub())
        for p in sorted(self.s.antes):
            if self.dead or self.s.phase is not Phase.DEALT:
                return
            if p in self.s.exposed:
                self.send(VoidChoice(p, data.draw(st.booleans())))
                if p not in self.s.antes:
                    continue
            self.send(Play(p) if data.draw(st.integers(0, 3)) else Fold(p))

    def _setting(self, data: st.DataObject, cards: tuple[Any, ...]) -> Any:
        """By value, another allowed setting, or any split at all (against the rule now and then)."""
        how = data.draw(st.integers(0, 5))
        if how <= 2:
            return setting(cards)
        if how <= 4:
            return data.draw(st.sampled_from(kernels.player_settings(cards)))
        return data.draw(st.sampled_from(_splits(cards)))

    def _set(self, data: st.DataObject) -> None:
        order = sorted(self.s.playing, key=lambda p: (-self.s.antes[p], -p))
        if data.draw(st.integers(0, 5)) == 0:
            order = data.draw(st.permutations(order))
        for p in order:
            if self.dead or self.s.phase is not Phase.SETTING:
                return
            if p in self.s.exposed:
                self.send(VoidChoice(p, data.draw(st.booleans())))
            if p not in self.s.playing or p in self.s.settings:
                continue
            self.send(SetHands(p, *self._setting(data, self.s.dealt[p])))

    def _dealer(self, data: st.DataObject) -> None:
        if self.s.phase is not Phase.SETTING or self.dead:
            return
        if data.draw(st.integers(0, 3)) == 0:
            self.send(DealerSets(*data.draw(st.sampled_from(_splits(self.s.dealt[DEALER])))))
        if self.s.phase is Phase.SETTING:
            self.send(DealerSets())

    def _round(self, data: st.DataObject) -> None:
        self._seat(data)
        if self.s.phase is not Phase.OPEN or self.dead:
            return
        self._wagers(data)
        cards, face_up = self._deck(data, SORTED_DECK, self.s.antes, PLANTS, _same_values,
                                    lambda plants, cards: stacked_deck(self.cfg, self.s.antes, plants, cards))
        self._shuffle_and_call(data, SORTED_DECK, cards, face_up, lambda: ShufflerMiscount() if (
            self.cfg.counting_shuffler and data.draw(st.booleans())) else ShufflerFailure())
        if self.s.phase is not Phase.DEALT or self._shoe_fails(data):
            return
        self._irregular(data)
        self._decide(data)
        self._set(data)
        self._someone_leaves(data, 15)  # mid-round
        self._dealer(data)
        if self.s.phase is Phase.DEALER_SET:
            self.send(Settle())

    # --- rules --------------------------------------------------------------------------------

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def play_round(self, data: st.DataObject) -> None:
        """A whole round from the seats to the settlement."""
        self._round(data)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["place", "tie", "poker_bonus", "remove", "no_more_bets", "shuffle",
                                                "shuffler_failure", "shuffler_miscount", "count_stub", "expose",
                                                "void_choice", "play", "fold", "set", "dealer_sets", "settle",
                                                "second_spot", "misdeal", "stub_miscount", "shoe_failure"]))
    def out_of_turn(self, data: st.DataObject, kind: str) -> None:
        """An event whatever the phase and whoever sends it: legal or refused, both sides must agree."""
        seat, cards = self._any_cards(data, SORTED_DECK, 5)
        x = data.draw(st.sampled_from(_splits(cards)))
        events: dict[str, Any] = {
            "place": lambda: PlaceWager(seat, data.draw(st.sampled_from([-5, 0, 1, 100, 2500]))),
            "tie": lambda: PlaceWager(seat, 500, TIE),
            "poker_bonus": lambda: PlaceWager(seat, 500, POKER_BONUS),
            "remove": lambda: RemoveWager(seat, data.draw(st.sampled_from([ANTE, TIE, POKER_BONUS]))),
            "no_more_bets": NoMoreBets,
            "shuffle": lambda: Shuffle(data.draw(st.sampled_from([SORTED_DECK, SORTED_DECK[:51],
                                                                  SORTED_DECK[:51] + SORTED_DECK[:1]])),
                                       data.draw(st.sampled_from([(), (52,), (3, 3)]))),
            "shuffler_failure": ShufflerFailure,
            "shuffler_miscount": ShufflerMiscount,
            "count_stub": CountStub,
            "expose": lambda: ExposeCard(data.draw(st.integers(-1, 7))),
            "void_choice": lambda: VoidChoice(seat, data.draw(st.booleans())),
            "play": lambda: Play(seat),
            "fold": lambda: Fold(seat),
            "set": lambda: SetHands(seat, *x),
            "dealer_sets": lambda: DealerSets(*x),
            "settle": Settle,
            "second_spot": lambda: TakeSecondSpot(seat, data.draw(st.integers(0, 7))),
            "misdeal": Misdeal,
            "stub_miscount": lambda: StubMiscount(data.draw(st.booleans())),
            "shoe_failure": ShoeFailure,
        }
        self.send(events[kind]())

    malformed = layout.malformed(MALFORMED)
