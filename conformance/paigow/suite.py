"""The generated Pai Gow conformance suite: whole rounds, banked rounds, irregularities and refusals in lockstep.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference
state; ``m``: an event in protocol form. Events come from whole rounds (seats,
the bank's offer answered, wagers and bonuses, a shuffled set stacked, a
delivery style, the dice or the RNG, every hand set by the house way, by
another split or the wrong way round, the dealer's setting right or wrong,
surrenders, the settlement), from the irregularities of 621a.10 at any point,
from second areas, cuts and the dealer's wager, and from deliberately illegal
or malformed events.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.families import table as layout
from croupier.conformance.families.card_setting import CardSettingConformance
from croupier.conformance.paigow.codec import encode_event
from croupier.reference.paigow.config import PairFortunes, StartSource
from croupier.reference.paigow.dealing import DEALER, STACKS, Style
from croupier.reference.paigow.game import (
    BONUS, WAGER, BankDecision, ChooseStyle, CutStacks, DealerSets, DirectDealerWager, Event, ExposeTile, Join,
    Leave, NewSet, NoMoreBets, Phase, PlaceWager, RandomNumber, RemoveWager, Settle, SetHands, Shake, Stack,
    StackExposed, Surrender, TakeSecondArea, VoidChoice, WrongDeal,
)
from croupier.reference.paigow.house_way import choose, splits
from croupier.reference.paigow.tiles import FACES, Ranking, full_set, hand

__all__ = ["PaiGowConformance", "SEATS"]

Message = dict[str, Any]

#: the positions the suite plays
SEATS = (1, 2, 3, 4, 5, 6)


def _sixteen_pairs(r: Ranking) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The sixteen two-tile pairs a set sorts into (pair ranks 1-16: the Supreme Pair, the matched and the mixed
    pairs), which between them hold every tile once (621a.4(a)(1))."""
    return [h for h, rank in sorted(r.pair_rank.items(), key=lambda kv: kv[1]) if rank <= 16]
AMOUNTS = (100, 500, 1000, 1110, 2500, 5000, 10000, 12345)
MALFORMED: tuple[Message, ...] = (
    {"type": "place", "seat": 1, "bet": "dragon", "amount": "1000"},
    {"type": "place", "seat": 1, "amount": 1000},
    {"type": "place", "seat": 1, "amount": "10.5"},
    {"type": "stack", "stacks": [["1-2"] * 4] * 7},
    {"type": "stack", "stacks": [["0-7"] * 4] * 8},
    {"type": "shake", "dice": [1, 2]},
    {"type": "shake", "dice": [1, 2, 3], "flat": "yes"},
    {"type": "set_hands", "seat": 1, "high": ["1-2"], "low": ["2-4", "6-6"]},
    {"type": "set_hands", "seat": 1, "high": ["1-2", "2-4"], "low": ["6-6", 7]},
    {"type": "dealer_sets", "high": ["1-1", "6-6"], "low": "3-3"},
    {"type": "choose_style", "style": "sideways"},
    {"type": "bank_decision", "seat": 1, "accept": "yes"},
    {"type": "bank_decision", "seat": 1, "accept": True, "chips": 1000},
    {"type": "cut", "start": 1, "size": 2},
    {"type": "void_choice", "seat": 1, "void": 1},
    {"type": "deal"},
)


class PaiGowConformance(CardSettingConformance):
    """One example of a Pai Gow table: a fresh table on both sides, then events in lockstep."""

    encode, join, leave = encode_event, Join, Leave

    @property
    def positions(self) -> list[int]:
        return list(SEATS)

    @property
    def ranking(self) -> Ranking:
        return Ranking.from_ruleset(self.cfg.ruleset)

    # --- pieces of a round ----------------------------------------------------------------------

    def _bank(self, data: st.DataObject) -> None:
        """Answer the bank's offer seat by seat: each passes, or takes it (with chips enough, or too few)."""
        for _ in range(len(SEATS)):
            if self.dead or not self.s.offers:
                return
            p = self.s.offers[0]
            take = data.draw(st.integers(0, 2)) == 0
            chips = data.draw(st.sampled_from([10 ** 7, 10 ** 7, 2000]))
            co = self.cfg.co_banking and data.draw(st.booleans())
            self.send(BankDecision(p, take, chips if take else 0, co if take else False))
        if self.s.bank is not None and not self.s.co_bank and data.draw(st.integers(0, 3)) == 0:
            self.send(DirectDealerWager(data.draw(st.sampled_from([0, self.s.dealer_wager // 2]))))

    def _wagers(self, data: st.DataObject) -> None:
        if self.cfg.two_adjacent_areas and data.draw(st.integers(0, 2)) == 0:
            p = data.draw(st.sampled_from(sorted(self.s.seated)))
            area = p + data.draw(st.sampled_from([-1, 1]))
            self.send(TakeSecondArea(p, area))
        areas = sorted((set(self.s.seated) | set(self.s.second)) - {self.s.bank})
        for p in areas:
            if data.draw(st.integers(0, 4)) == 0:
                continue
            self.send(PlaceWager(p, data.draw(st.sampled_from(AMOUNTS))))
            if self.cfg.pair_fortunes.value != "none" and data.draw(st.booleans()):
                self.send(PlaceWager(p, data.draw(st.sampled_from([100, 500, 2500])), BONUS))
        if self.s.wagers and data.draw(st.integers(0, 9)) == 0:
            self.send(RemoveWager(data.draw(st.sampled_from(sorted(self.s.wagers)))))

    def _stack(self, data: st.DataObject) -> None:
        tiles = data.draw(st.permutations(full_set(self.ranking)))
        if self.cfg.pair_fortunes is not PairFortunes.NONE and data.draw(st.integers(0, 3)) == 0:
            # the sixteen pairs kept whole, two to a stack: the bonus's rarest categories (two pairs, the Gee Joon
            # with another pair or with the Heaven pair, Maryland ch. 8 L) come up in every such round
            pairs = list(data.draw(st.permutations(_sixteen_pairs(self.ranking))))
            if ("pair_fortunes", "250") not in self.paid():
                # the Gee Joon Pair and the Heaven Pair (pair ranks 1 and 2) in one stack, until the run has paid the
                # 250 to 1 row: otherwise the two seldom share a stack that a bonus wager is on
                top = _sixteen_pairs(self.ranking)[:2]
                rest = [x for x in pairs if x not in top]
                k = data.draw(st.integers(0, STACKS - 1))
                pairs = rest[:2 * k] + top + rest[2 * k:]
            tiles = [t for pair in pairs for t in pair]
        row = tuple(tuple(tiles[4 * k:4 * k + 4]) for k in range(STACKS))
        if data.draw(st.integers(0, 14)) == 0:  # 621a.4(e): exposed while stacking, stacked again
            self.send(Stack(row))
            self.send(StackExposed())
            tiles = data.draw(st.permutations(full_set(self.ranking)))
            row = tuple(tuple(tiles[4 * k:4 * k + 4]) for k in range(STACKS))
        self.send(Stack(row))
        if self.s.bank is not None and data.draw(st.integers(0, 2)) == 0:
            size = data.draw(st.integers(1, 7))
            start = data.draw(st.integers(1, STACKS - size + 1))
            self.send(CutStacks(start, size, data.draw(st.integers(0, size))))

    def _start(self, data: st.DataObject) -> None:
        styles = sorted(self.cfg.alternative_styles, key=lambda x: x.value)
        choose_one: bool = data.draw(st.booleans())
        if styles and choose_one:
            self.send(ChooseStyle(data.draw(st.sampled_from([Style.STANDARD, *styles]))))
        if self.cfg.start_position_source is StartSource.RNG and self.s.bank is None:
            self.send(RandomNumber(data.draw(st.sampled_from(list(self.cfg.starting_numbers)))))
            return
        for _ in range(3):
            if self.s.phase is not Phase.CLOSED or self.dead:
                return
            odd = data.draw(st.integers(0, 9))
            dice = tuple(data.draw(st.integers(1, 6)) for _ in range(3))
            self.send(Shake(dice, flat=odd != 0, fell_out=odd == 1))  # type: ignore[arg-type]

    def _split(self, data: st.DataObject, tiles: tuple[Any, ...], wrong_way: bool = True) -> tuple[Any, Any]:
        """The house way's split, another split, or a split placed the wrong way round."""
        r = self.ranking
        how = data.draw(st.integers(0, 5))
        if how <= 2:
            x = choose(r, tiles, self.cfg.house_way)
        else:
            x = data.draw(st.sampled_from(splits(r, tiles)))
        if wrong_way and how == 5:
            return x.low, x.high
        return x.high, x.low

    def _irregular(self, data: st.DataObject) -> None:
        """Now and then, after the deal: a tile exposed (and the answer), or a wrong deal."""
        kind = data.draw(st.integers(0, 19))
        if kind == 0:
            self.send(WrongDeal())
        elif kind <= 2:
            place = data.draw(st.sampled_from(sorted(set(self.s.wagers) or {1})) if kind == 1 else
                              st.integers(0, 7))
            self.send(ExposeTile(place))
            if place in self.s.exposed:
                self.send(VoidChoice(place, data.draw(st.booleans())))

    def _set(self, data: st.DataObject) -> None:
        order = sorted(set(self.s.wagers) | ({self.s.bank} if self.s.bank is not None and not self.s.co_bank
                                              else set()))
        order = data.draw(st.permutations(order))
        for p in order:
            if self.dead or self.s.phase is not Phase.DEALT:
                return
            if p in self.s.settings or p not in self.s.dealt:
                continue
            if p in self.s.exposed:
                self.send(VoidChoice(p, data.draw(st.booleans())))
                if p not in self.s.dealt:
                    continue
            high, low = self._split(data, self.s.dealt[p])
            self.send(SetHands(p, hand(*high), hand(*low)))
            if p not in self.s.settings and p in self.s.dealt and self.s.phase is Phase.DEALT:
                high, low = self._split(data, self.s.dealt[p], wrong_way=False)  # refused (the order of two areas)
                self.send(SetHands(p, hand(*high), hand(*low)))

    def _dealer(self, data: st.DataObject) -> None:
        if self.s.phase is not Phase.DEALT or self.dead:
            return
        whose = self.s.bank if self.s.co_bank else DEALER
        if whose in self.s.dealt and data.draw(st.integers(0, 3)) == 0:
            high, low = self._split(data, self.s.dealt[whose], wrong_way=False)
            self.send(DealerSets(hand(*high), hand(*low)))
        else:
            self.send(DealerSets())
        for p in sorted(self.s.wagers):
            if self.s.phase is Phase.DEALER_SET and data.draw(st.integers(0, 9)) == 0:
                self.send(Surrender(p))

    def _round(self, data: st.DataObject) -> None:
        self._seat(data)
        self._bank(data)
        if self.s.phase is not Phase.OPEN or self.dead:
            return
        self._wagers(data)
        self._stack(data)
        self._someone_leaves(data, 12)  # before the call
        self.send(NoMoreBets())
        if self.s.phase is not Phase.CLOSED:
            return
        self._start(data)
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

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def play_round(self, data: st.DataObject) -> None:
        """A whole round from the seats to the settlement (the bank's offer answered first)."""
        self._round(data)

    @precondition(lambda self: not self.dead)
    @rule(seats=st.sets(st.sampled_from(SEATS), min_size=1, max_size=3), leave=st.booleans())
    def seats(self, seats: set[int], leave: bool) -> None:
        """Players come or go, whatever the phase."""
        for p in sorted(seats):
            self.send(Leave(p) if leave and p in self.s.seated else Join(p))

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from(["place", "bonus", "remove", "no_more_bets", "shake", "random",
                                                "stack", "expose", "void_choice", "set", "dealer_sets",
                                                "surrender", "settle", "bank", "cut", "direct", "new_set",
                                                "second_area", "style", "wrong_deal"]))
    def out_of_turn(self, data: st.DataObject, kind: str) -> None:
        """An event whatever the phase and whoever sends it: legal or refused, both sides must agree."""
        seat = data.draw(st.integers(0, 7))
        tiles = [data.draw(st.sampled_from(FACES)) for _ in range(4)]
        dealt = self.s.dealt.get(seat)
        if dealt and data.draw(st.booleans()):
            tiles = list(dealt)
        events: dict[str, Any] = {
            "place": lambda: PlaceWager(seat, data.draw(st.sampled_from([-5, 0, 1, 100, 2500]))),
            "bonus": lambda: PlaceWager(seat, 500, BONUS),
            "remove": lambda: RemoveWager(seat, data.draw(st.sampled_from([WAGER, BONUS]))),
            "no_more_bets": NoMoreBets,
            "shake": lambda: Shake(tuple(data.draw(st.integers(0, 7)) for _ in range(3))),  # type: ignore[arg-type]
            "random": lambda: RandomNumber(data.draw(st.integers(0, 20))),
            "stack": lambda: Stack(tuple(tuple(data.draw(st.sampled_from(FACES)) for _ in range(4))
                                         for _ in range(STACKS))),
            "expose": lambda: ExposeTile(data.draw(st.integers(-1, 8))),
            "void_choice": lambda: VoidChoice(seat, data.draw(st.booleans())),
            "set": lambda: SetHands(seat, hand(tiles[0], tiles[1]), hand(tiles[2], tiles[3])),
            "dealer_sets": lambda: DealerSets(hand(tiles[0], tiles[1]), hand(tiles[2], tiles[3])),
            "surrender": lambda: Surrender(seat),
            "settle": Settle,
            "bank": lambda: BankDecision(seat, data.draw(st.booleans()), data.draw(st.sampled_from([0, 500, 10 ** 7])),
                                         data.draw(st.booleans())),
            "cut": lambda: CutStacks(data.draw(st.integers(0, 9)), data.draw(st.integers(0, 9)),
                                     data.draw(st.integers(0, 9))),
            "direct": lambda: DirectDealerWager(data.draw(st.sampled_from([0, 100, 10 ** 9]))),
            "new_set": NewSet,
            "second_area": lambda: TakeSecondArea(seat, data.draw(st.integers(0, 7))),
            "style": lambda: ChooseStyle(data.draw(st.sampled_from(list(Style)))),
            "wrong_deal": WrongDeal,
        }
        self.send(events[kind]())

    malformed = layout.malformed(MALFORMED)

