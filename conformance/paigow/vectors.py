"""Pai Gow vector scripts: the sequences the generator mines before random play, and whole rounds.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The
scripts reach what random play reaches only by luck: the digest's worked
rounds (R1: a win, a push, a loss, a pair low and a copy; R2: two zeros
against two zeros), a round for every count of the dice from the dealer, each
delivery style the table allows, each irregularity of 621a.10 at its point of
the round, the digest's banked rounds B1-B5 where the table offers a bank, the
Pair Fortunes categories where Maryland's bonus is offered, two adjacent areas,
and every refusal of each event in each phase.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from croupier.conformance.families import card_setting as family
from croupier.conformance.paigow.codec import encode_event
from croupier.reference.paigow import game, kernels
from croupier.reference.paigow.config import PairFortunes, StartSource, TableConfig
from croupier.reference.paigow.dealing import DEALER, STACKS, Style
from croupier.reference.paigow.game import (
    BONUS, BankDecision, ChooseStyle, CutStacks, DealerSets, DirectDealerWager, Event, ExposeTile, Join, Leave,
    NewSet, NoMoreBets, PlaceWager, RandomNumber, RemoveWager, Settle, SetHands, Shake, Stack, StackExposed,
    Surrender, TakeSecondArea, VoidChoice, WrongDeal,
)
from croupier.reference.paigow.house_way import choose
from croupier.reference.paigow.tiles import FACES, Hand, Ranking, Tile, full_set, hand, parse_tile

__all__ = ["WORKED_ROUNDS", "events", "whole_cases"]

Message = dict[str, Any]


def _t(text: str) -> list[Tile]:
    return [parse_tile(x) for x in text.split(",")]


def _h(text: str) -> Hand:
    a, b = (parse_tile(x) for x in text.split("+"))
    return hand(a, b)


def row(first: int, places: dict[int, str]) -> tuple[tuple[Tile, ...], ...]:
    """A stacked row that, delivered in the standard style from place ``first``, gives each listed place its tiles;
    the other stacks take the rest of the set in order."""
    rest = Counter(full_set(Ranking.from_ruleset("pa-621a@2012")))
    wanted = {p: _t(x) for p, x in places.items()}
    for ts in wanted.values():
        rest -= Counter(ts)
    left = sorted(rest.elements())
    stacks = []
    for k in range(STACKS):
        place = (first + k) % STACKS
        if place in wanted:
            stacks.append(tuple(wanted[place]))
        else:
            stacks.append(tuple(left[:4]))
            left = left[4:]
    return tuple(stacks)


#: the digest's worked rounds (pai-gow.md section 8.4): the dice, each place's tiles, the wagers, the settings
WORKED_ROUNDS: dict[str, tuple[tuple[int, int, int], dict[int, str], dict[int, int], dict[int, str]]] = {
    "r1-win-push-lose-copy": ((4, 3, 3), {1: "3-3,3-3,2-2,2-2", 2: "6-6,1-6,1-5,3-4", 3: "5-5,3-6,2-6,1-5",
                                          4: "1-1,1-1,4-6,4-6", 5: "1-3,2-3,4-4,5-5", 6: "6-6,5-6,1-6,4-4",
                                          7: "4-5,3-5,2-4,1-2", DEALER: "1-3,1-4,5-6,2-5"},
                              {1: 10000, 2: 5000, 3: 2500, 4: 1200, 5: 1000},
                              {1: "3-3+3-3/2-2+2-2", 2: "6-6+1-6/1-5+3-4", 3: "5-5+3-6/2-6+1-5", 4: "1-1+1-1/4-6+4-6",
                               5: "1-3+2-3/4-4+5-5"}),
    "r2-zero-zero": ((2, 3, 4), {DEALER: "5-5,4-6,3-3,2-2", 1: "1-3,1-5,4-5,5-6"}, {1: 10000},
                     {1: "1-3+1-5/4-5+5-6"}),
    "r2-zero-zero-better-top": ((2, 3, 4), {DEALER: "5-5,4-6,3-3,2-2", 1: "1-3,1-5,4-5,5-6"}, {1: 10000},
                                {1: "1-3+5-6/1-5+4-5"}),
}


def _setting(text: str) -> tuple[Hand, Hand]:
    high, low = text.split("/")
    return _h(high), _h(low)


def _round(cfg: TableConfig, dice: tuple[int, int, int], places: dict[int, str], wagers: dict[int, int],
           sets: dict[int, str], seats: Iterable[int] = range(1, 7)) -> list[Event]:
    """A house-banked round dealt from the dice (or the RNG's number) so that each listed place gets its tiles."""
    start = _dice(cfg, dice)
    first = kernels.first_position(DEALER, start.number if isinstance(start, RandomNumber) else sum(dice))
    out: list[Event] = [Join(p) for p in seats]
    out += [PlaceWager(p, a) for p, a in wagers.items()]
    out += [Stack(row(first, places)), NoMoreBets(), start]
    out += [SetHands(p, *_setting(x)) for p, x in sets.items()]
    return out + [DealerSets(), Settle()]


def _dice(cfg: TableConfig, dice: tuple[int, int, int]) -> Shake | RandomNumber:
    """The dice, or the RNG showing their total where the table uses one (and the total is in its range)."""
    if cfg.start_position_source is StartSource.RNG:
        n = sum(dice)
        return RandomNumber(n if n in cfg.starting_numbers else cfg.starting_numbers.start)
    return Shake(dice)


def _house_way_sets(cfg: TableConfig, events: list[Event]) -> list[Event]:
    """After ``events`` have dealt a round: every wagering position (and a bank) set by the house way, then the
    dealer, then the settlement."""
    s, _ = game.replay(cfg, events)
    r = Ranking.from_ruleset(cfg.ruleset)
    out: list[Event] = []
    for p in sorted(set(s.wagers) | ({s.bank} if s.bank is not None and not s.co_bank else set())):
        if p in s.dealt:
            x = choose(r, s.dealt[p], cfg.house_way)
            out.append(SetHands(p, x.high, x.low))
    return out + [DealerSets(), Settle()]


def _deal(cfg: TableConfig, total: int, style: Style = Style.STANDARD) -> list[Event]:
    """Three wagers, a fresh set in order, the style, and the dice summing to ``total`` (or the RNG's number)."""
    a = min(6, total - 2)
    b = min(6, total - 1 - a)
    dice = (a, b, total - a - b)
    r = Ranking.from_ruleset(cfg.ruleset)
    tiles = full_set(r)
    out: list[Event] = [Join(1), Join(3), Join(6), PlaceWager(1, 1000), PlaceWager(3, 2500), PlaceWager(6, 500),
                        Stack(tuple(tuple(tiles[4 * k:4 * k + 4]) for k in range(STACKS)))]
    if style is not Style.STANDARD:
        out.append(ChooseStyle(style))
    out.append(NoMoreBets())
    if cfg.start_position_source is StartSource.RNG:
        return out + [RandomNumber(total)]
    return out + [Shake(dice)]


#: the digest's banked rounds (section 8.6): the bank, the wagers, each place's tiles, the settings, the dealer's
#: wager (None: the bank directs none) and whether the house co-banks
BANKED: dict[str, tuple[int, dict[int, int], dict[int, str], dict[int, str], bool, bool]] = {
    "b1-surplus": (3, {1: 10000, 2: 5000, 5: 2500},
                   {3: "5-5,5-5,4-6,3-6", 1: "6-6,6-6,1-1,1-1", 2: "2-3,1-4,2-5,3-4", 5: "4-4,4-4,1-6,2-2",
                    DEALER: "2-6,3-5,1-5,1-6"},
                   {1: "6-6+6-6/1-1+1-1", 2: "2-3+2-5/1-4+3-4", 5: "4-4+4-4/1-6+2-2", 3: "5-5+5-5/4-6+3-6"},
                   True, False),
    "b2-shortfall": (2, {1: 20000, 4: 10000, 6: 5000},
                     {2: "2-3,1-4,2-5,3-4", 1: "6-6,6-6,1-1,1-1", 4: "4-4,4-4,5-5,5-5", 6: "5-6,4-5,1-6,1-5"},
                     {1: "6-6+6-6/1-1+1-1", 4: "4-4+4-4/5-5+5-5", 6: "1-6+1-5/5-6+4-5", 2: "2-5+3-4/2-3+1-4"},
                     False, False),
    "b3-cobank-shortfall": (5, {1: 10000, 2: 10000, 3: 10000, 4: 10000},
                            {5: "1-3,1-3,2-5,3-4", 1: "6-6,6-6,1-1,1-1", 2: "4-4,4-4,5-5,5-5", 3: "1-2,2-4,3-3,3-3",
                             4: "5-6,4-5,1-6,1-5"},
                            {1: "6-6+6-6/1-1+1-1", 2: "4-4+4-4/5-5+5-5", 3: "1-2+2-4/3-3+3-3",
                             4: "1-6+1-5/5-6+4-5"}, False, True),
    "b4-cobank-surplus": (5, {1: 10000, 2: 10000, 3: 10000, 4: 10000},
                          {5: "3-3,3-3,2-2,2-2", 4: "6-6,6-6,1-1,1-1", 1: "1-6,1-5,2-5,3-4", 2: "5-6,5-6,4-6,4-6",
                           3: "1-6,1-5,4-5,2-3"},
                          {4: "6-6+6-6/1-1+1-1", 1: "2-5+3-4/1-6+1-5", 2: "5-6+5-6/4-6+4-6", 3: "4-5+2-3/1-6+1-5"},
                          False, True),
    "b5-centre-nets-out": (6, {1: 10000, 2: 10000}, {6: "3-3,3-3,2-2,2-2", 1: "6-6,6-6,1-1,1-1",
                                                     2: "1-6,1-5,2-5,3-4"},
                           {1: "6-6+6-6/1-1+1-1", 2: "2-5+3-4/1-6+1-5", 6: "3-3+3-3/2-2+2-2"}, False, False),
    # issue 28 (mutation campaign): the bank sets two equal hands (not a mis-set: neither is lower), and the centre
    # nets out one cent short, so the bank pays that cent in
    "b6-level-bank-one-cent-short": (6, {1: 10000, 2: 9999}, {6: "5-6,5-6,3-3,3-3", 1: "6-6,6-6,1-1,1-1",
                                                             2: "2-6,3-6,4-5,1-5"},
                                     {1: "6-6+6-6/1-1+1-1", 2: "2-6+3-6/4-5+1-5", 6: "5-6+3-3/5-6+3-3"}, False, False),
}


def _first_round(cfg: TableConfig) -> list[Event]:
    """The start of the game: every seat wagers against the dealer (so that any may bank the next round)."""
    events: list[Event] = [Join(p) for p in range(1, 7)]
    events += [PlaceWager(p, 1000) for p in range(1, 7)]
    tiles = full_set(Ranking.from_ruleset(cfg.ruleset))
    events += [Stack(tuple(tuple(tiles[4 * k:4 * k + 4]) for k in range(STACKS))), NoMoreBets(),
               _dice(cfg, (4, 3, 3))]
    return events + _house_way_sets(cfg, events)


def _banked_rounds(cfg: TableConfig) -> list[str]:
    """The banked rounds the table can play: the co-bank's only where co-banking is offered."""
    return [name for name, x in BANKED.items() if cfg.co_banking or not x[5]]


def _banked(cfg: TableConfig, name: str) -> list[Event]:
    bank, wagers, places, sets, dealer, co = BANKED[name]
    events = _first_round(cfg)
    s, _ = game.replay(cfg, events)
    for p in s.offers:
        if p == bank:
            events.append(BankDecision(p, True, 10 ** 7, co and cfg.co_banking))
            break
        events.append(BankDecision(p, False))
    if not dealer and not co:
        events.append(DirectDealerWager(0))
    events += [PlaceWager(p, a) for p, a in wagers.items()]
    events += [Stack(row(kernels.first_position(bank, 3), places)), NoMoreBets(), Shake((1, 1, 1))]
    events += [SetHands(p, *_setting(x)) for p, x in sets.items()]
    return events + [DealerSets(), Settle()]


#: Pair Fortunes categories (digest 8.10): position 1's tiles
BONUS_HANDS = {"pf-gee-joon-and-heaven": "1-2,2-4,6-6,6-6", "pf-two-pairs": "1-1,1-1,3-6,4-5",
               "pf-gee-joon": "1-2,2-4,5-5,3-4", "pf-mixed-pair": "3-6,4-5,1-1,2-2",
               "pf-identical-pair": "5-5,5-5,1-2,3-4", "pf-gee-joon-with-another": "1-2,2-4,1-1,1-1",
               "pf-no-pair": "6-6,4-5,1-1,2-6"}


def _bonus_round(cfg: TableConfig, tiles: str) -> list[Event]:
    start = _dice(cfg, (4, 3, 3))
    first = kernels.first_position(DEALER, start.number if isinstance(start, RandomNumber) else 10)
    events: list[Event] = [Join(1), PlaceWager(1, 1000), PlaceWager(1, 500, BONUS),
                           Stack(row(first, {1: tiles, DEALER: "1-3,1-4,5-6,2-5"})), NoMoreBets(), start]
    return events + _house_way_sets(cfg, events)


def _two_areas(cfg: TableConfig) -> list[Event]:
    events: list[Event] = [Join(1), Join(4), TakeSecondArea(1, 2), PlaceWager(1, 1000), PlaceWager(2, 2500),
                           PlaceWager(4, 500)]
    tiles = full_set(Ranking.from_ruleset(cfg.ruleset))
    events += [Stack(tuple(tuple(tiles[4 * k:4 * k + 4]) for k in range(STACKS))), NoMoreBets(), _dice(cfg, (4, 3, 3))]
    s, _ = game.replay(cfg, events)
    r = Ranking.from_ruleset(cfg.ruleset)
    out = list(events)
    for p in (1, 2, 4):  # area 1 first: refused where area 2's larger wager sets first
        if p in s.dealt:
            x = choose(r, s.dealt[p], cfg.house_way)
            out.append(SetHands(p, x.high, x.low))
    s2, _ = game.replay(cfg, out)
    if 1 not in s2.settings and 1 in s.dealt:
        x = choose(r, s.dealt[1], cfg.house_way)
        out.append(SetHands(1, x.high, x.low))
    return out + [DealerSets(), Settle()]


def events(cfg: TableConfig) -> list[list[Event]]:
    """The scripted sequences, as model events (the suite sends them in protocol form)."""
    out: list[list[Event]] = []
    for dice, places, wagers, sets in WORKED_ROUNDS.values():
        out.append(_round(cfg, dice, places, wagers, sets))
    for total in range(3, 19):  # every count from the dealer (621a.6(c))
        events = _deal(cfg, total)
        out.append(events + _house_way_sets(cfg, events))
    for style in sorted(cfg.alternative_styles, key=lambda x: x.value):
        events = _deal(cfg, 11, style)
        out.append(events + _house_way_sets(cfg, events))
    dealt = _deal(cfg, 9)
    r = Ranking.from_ruleset(cfg.ruleset)
    s, _ = game.replay(cfg, dealt)
    dealer = s.dealt.get(DEALER, ())
    irregular: list[list[Event]] = [
        [WrongDeal()], [ExposeTile(1), VoidChoice(1, True)], [ExposeTile(1), VoidChoice(1, False)],
        [ExposeTile(DEALER)], [ExposeTile(7)], [ExposeTile(2)], [ExposeTile(9)], [VoidChoice(1, True)],
        [Surrender(1)], [Settle()], [DealerSets()],
    ]
    out += [dealt + x for x in irregular]
    if dealer:  # the dealer's setting against the house way, reset (621a.10(f)); the wrong tiles, refused
        way = choose(r, dealer, cfg.house_way)
        other = [x for x in (hand(dealer[0], dealer[1]), hand(dealer[0], dealer[2])) if x not in (way.high, way.low)]
        if other:
            rest = [t for t in dealer]
            for t in other[0]:
                rest.remove(t)
            players = _house_way_sets(cfg, dealt)[:-2]
            out.append(dealt + players + [DealerSets(other[0], hand(*rest)), Settle()])
            out.append(dealt + players + [DealerSets(), Surrender(1), Surrender(4), Settle()])
        out.append(dealt + [SetHands(1, hand(FACES[0], FACES[0]), hand(FACES[1], FACES[1]))])
        p1 = s.dealt.get(1)
        if p1:
            x = choose(r, p1, cfg.house_way)
            out.append(dealt + [SetHands(1, x.low, x.high)])  # the wrong way round (player_misset)
            out.append(dealt + [SetHands(1, x.high, x.low), SetHands(1, x.high, x.low)])
    out.append(dealt[:-1] + [Shake((2, 3, 4), flat=False), Shake((2, 3, 4), fell_out=True)])
    out.append(_deal(cfg, 10)[:-3] + [StackExposed(), NoMoreBets()])
    if cfg.player_banking:
        out += [_banked(cfg, name) for name in _banked_rounds(cfg)]
        first = _first_round(cfg)
        s, _ = game.replay(cfg, first)
        if s.offers:
            p = s.offers[0]
            out += [first + [BankDecision(p, True, 10 ** 7), Stack(row(0, {})), CutStacks(2, 3, 1)],
                    first + [BankDecision(p, True, 10 ** 7), Stack(row(0, {})), CutStacks(1, 8, 0)],
                    first + [BankDecision(p, True, 500), PlaceWager(p % 6 + 1, 1000), Stack(row(0, {})),
                             NoMoreBets()],
                    first + [BankDecision(p, True, 10 ** 7), PlaceWager(p, 100)],
                    first + [BankDecision(p, True, 10 ** 7), Leave(p)],
                    first + [BankDecision(p, True, 10 ** 7), DirectDealerWager(10 ** 8)],
                    first + [BankDecision(p, True, 10 ** 7, True)],
                    first + [BankDecision(p % 6 + 1, True, 10 ** 7)],
                    first + [PlaceWager(1, 100)],
                    first + [NewSet()],
                    first + [BankDecision(p, True, 0)]]
    if cfg.pair_fortunes is not PairFortunes.NONE:
        out += [_bonus_round(cfg, tiles) for tiles in BONUS_HANDS.values()]
        out += [_bonus_round(cfg, BONUS_HANDS["pf-two-pairs"])[:6] + [ExposeTile(1), VoidChoice(1, True)],
                _bonus_round(cfg, BONUS_HANDS["pf-two-pairs"])[:6] + [WrongDeal()],
                [Join(1), PlaceWager(1, 500, BONUS)], [Join(1), PlaceWager(1, 500), PlaceWager(1, 500, BONUS),
                                                       RemoveWager(1)]]
    if cfg.two_adjacent_areas:
        out.append(_two_areas(cfg))
    procedures: list[Event] = [
        Join(1), Join(7), Leave(1), Leave(2), PlaceWager(1, 1000), PlaceWager(2, 1000), PlaceWager(1, 0),
        PlaceWager(1, 500, BONUS), RemoveWager(1), RemoveWager(1, BONUS), NoMoreBets(), Shake((3, 4, 5)),
        Shake((0, 4, 5)), RandomNumber(9), NewSet(), BankDecision(1, True, 10 ** 7), CutStacks(1, 2, 1),
        DirectDealerWager(0), TakeSecondArea(1, 2), TakeSecondArea(1, 3), ChooseStyle(Style.CHEE_YEE),
        StackExposed(), WrongDeal(), ExposeTile(1), VoidChoice(1, True), DealerSets(), Surrender(1), Settle(),
        Stack(((FACES[0],) * 4,) * STACKS),
    ]
    prefixes: list[list[Event]] = [[], [Join(1)], [Join(1), PlaceWager(1, 1000)], _deal(cfg, 12)[:-2],
                                   _deal(cfg, 12)[:-1], _deal(cfg, 12)]
    return out + family.procedures(prefixes, procedures)



def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The digest's worked rounds, each Pair Fortunes category where the table offers the wager, and where the table
    banks its banked rounds, kept whole."""
    out = [(name, [encode_event(e) for e in _round(cfg, *x)]) for name, x in WORKED_ROUNDS.items()]
    if cfg.pair_fortunes is not PairFortunes.NONE:  # each Pair Fortunes category, kept whole: two pay alike at 25 to 1
        out += [(name, [encode_event(e) for e in _bonus_round(cfg, tiles)]) for name, tiles in BONUS_HANDS.items()]
    if cfg.player_banking:
        out += [(name, [encode_event(e) for e in _banked(cfg, name)]) for name in _banked_rounds(cfg)]
    return out

