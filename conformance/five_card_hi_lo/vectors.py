"""Five Card Hi-Lo vector scripts: the sequences the generator mines before random play, and whole rounds.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The scripts reach what random play reaches
only by luck: the digest's worked rounds (each Ante and Play result, each Ante Bonus hand, each Tie result, each
Poker Bonus hand, a fold with a bonus standing), a dealer with four aces, a hand set against 663a.11(d), the stub's
five-round window, two adjacent positions, each irregularity of 663a.13 at its point of the round, and every refusal
of each event in each phase. :func:`~croupier.reference.five_card_hi_lo.game.stacked_deck` builds the deck that
deals chosen cards to chosen places.
"""

from __future__ import annotations

import itertools
from typing import Any, Mapping, Optional, Sequence

from croupier.conformance.families import card_setting as family
from croupier.conformance.five_card_hi_lo.codec import encode_event
from croupier.reference.five_card_hi_lo import game, kernels
from croupier.reference.five_card_hi_lo.config import MissetPolicy, TableConfig
from croupier.reference.five_card_hi_lo.game import (
    DEALER, DECK, POKER_BONUS, TIE, UNCOUNTED_MAX, CountStub, DealerSets, Event, ExposeCard, Fold, Join, Leave,
    Misdeal, NoMoreBets, PlaceWager, Play, RemoveWager, SetHands, Settle, ShoeFailure, Shuffle, ShufflerFailure,
    ShufflerMiscount, StubMiscount, TakeSecondSpot, VoidChoice, stacked_deck,
)
from croupier.reference.five_card_hi_lo.kernels import Card, cards

__all__ = ["PLANTS", "events", "misset", "setting", "whole_cases"]

Message = dict[str, Any]
SORTED = tuple(sorted(DECK))

#: the digest's worked rounds (section 8): name -> (the player's five cards, the dealer's five); the player sets
#: them by :func:`setting` unless the name says otherwise
ROUNDS: dict[str, tuple[str, str]] = {
    "ap-1-win": ("KS QS 10S 3H 2H", "10D 9D 9C 5D 4D"),
    "ap-2-tie-both-lower": ("AS JH 10D 9C 2S", "KD QD 10H 5C 3C"),  # the ace low: 29 / 3 against 30 / 8
    "ap-3-tie-both-higher": ("AS JH 10D 9C 2S", "KD QD 10H 5C 3C"),  # the ace high: 31 / 11
    "ap-4-tie-low-equal": ("AH KH 10C 5S 3S", "KD QD 10H 5C 3C"),
    "ap-5-lose-both-equal": ("10S 9S 9H 5S 4S", "10D 9D 9C 5D 4D"),
    "ap-6-lose": ("9S 8S 8H 6S 6H", "10D 9D 8D 4D 2D"),
    "ab-1-three-aces": ("AS AH AD KS 4C", "KH QH JH 2S 2H"),
    "ab-2-four-aces": ("AS AH AD AC 9C", "KH QH JH 2S 2H"),
    "ab-3-four-aces-and-a-2": ("AS AH AD AC 2C", "KH QH JH 2S 2H"),
    "tw-2-high-equal": ("10S 9S 9H 3S 2S", "10D 9D 9C 5D 4D"),
    "tw-3-low-equal": ("KS QS 10S 5S 3S", "10D 9D 8D 5D 3D"),
    "dealer-four-aces": ("KS QS 10S 5S 3S", "AS AH AD AC 6C"),
    "dealer-equal-values": ("9S 8S 8H 6S 6H", "KD QD 10H 10C 3C"),
}
#: five-card hands worth dealing to a position: each Poker Bonus hand of 663a.6(b) (the digest's PB-1 to PB-6 and
#: more), the Ante Bonus hands, and hands whose setting is a real choice (one ace low or not)
POKER_PLANTS: dict[str, str] = {
    "royal-flush": "10H JH QH KH AH",
    "straight-flush": "5C 6C 7C 8C 9C",
    "wheel-straight-flush": "AD 2D 3D 4D 5D",
    "four-of-a-kind": "QS QH QD QC 9S",
    "full-house": "7S 7H 7D KC KH",
    "flush": "KD 9D 7D 4D 2D",
    "straight-wheel": "AS 2D 3C 4H 5S",
    "straight-broadway": "AC KD QH JS 10C",
    "no-wraparound": "QS KD AC 2H 3S",
    "three-of-a-kind": "7C 7H 7S KD 2C",
    "two-pair": "9S 9H 4D 4C KS",
    "pair-of-6s": "6S 6H KD 9C 2S",
    "pair-of-7s": "7S 7H KD 9C 2S",
    "pair-of-aces": "AS AH KD QC 3S",
    "nothing": "KC 10D 8H 5S 2C",
}
#: a hand set against 663a.11(d) (two aces low), the dealer's cards, and the setting
MISSET = ("AS AH KD QC 3S", "KH QH 10H 5C 3C", "KD QC 3S / AS AH")
PLANTS: tuple[tuple[Card, ...], ...] = tuple(cards(x) for x in (*POKER_PLANTS.values(),
                                                                 *(a for a, _ in ROUNDS.values())))


def setting(x: Sequence[Card]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """A player's setting by value with every ace high, except one ace low where four are held: always in order
    (663a.11(d))."""
    return kernels.dealer_setting(tuple(x), 1)


def misset(x: Sequence[Card]) -> Optional[tuple[tuple[Card, ...], tuple[Card, ...]]]:
    """A setting of ``x`` that 663a.11(d) does not allow, or ``None`` if every split is allowed."""
    for high in itertools.combinations(x, 3):
        low = tuple(c for c in x if c not in high)
        if not kernels.is_set_in_order(high, low):
            return high, low
    return None


def _dealt(cfg: TableConfig, antes: Mapping[int, int], plants: Mapping[int, str] = {},
           ties: Mapping[int, int] = {}, bonuses: Mapping[int, int] = {}, face_up: tuple[int, ...] = (),
           seated: bool = False) -> list[Event]:
    """Players at the Ante positions (unless ``seated``), their wagers, a deck stacked so that the planted places
    get their cards, and 'no more bets'."""
    deck = stacked_deck(cfg, antes, {p: cards(x) for p, x in plants.items()}, SORTED)
    out: list[Event] = [] if seated else [Join(p) for p in sorted(antes)]
    out += [PlaceWager(p, a) for p, a in sorted(antes.items())]
    out += [PlaceWager(p, a, TIE) for p, a in sorted(ties.items()) if cfg.tie_offered]
    out += [PlaceWager(p, a, POKER_BONUS) for p, a in sorted(bonuses.items()) if cfg.poker_bonus_offered]
    return out + [Shuffle(deck, face_up), NoMoreBets()]


def _finish(cfg: TableConfig, events: list[Event], fold: Sequence[int] = (), how: str = "value",
            sets: Mapping[int, str] = {}) -> list[Event]:
    """After ``events`` have dealt a round: the stub counted if it is due, each Ante position's play or fold in
    turn, each playing position set (by value, out of order, or as ``sets`` writes it "high / low"; the larger wager
    of two positions first), the dealer by the rule, the settlement."""
    s, _ = game.replay(cfg, events)
    out: list[Event] = []
    if cfg.counts_stub and s.uncounted >= UNCOUNTED_MAX:
        out.append(CountStub())
    out += [Fold(p) if p in fold else Play(p) for p in sorted(s.antes)]
    playing = [p for p in s.antes if p not in fold]
    if not playing:
        return out
    for p in sorted(playing, key=lambda p: (-s.antes[p], -p)):
        c = s.dealt[p]
        if p in sets:
            high, low = (cards(x) for x in sets[p].split("/"))
        else:
            high, low = (misset(c) if how == "misset" else None) or setting(c)
        out.append(SetHands(p, high, low))
    return out + [DealerSets(), Settle()]


def _cases(cfg: TableConfig) -> dict[str, list[Event]]:
    """The rounds kept whole, by name."""
    out: dict[str, list[Event]] = {}
    for name, (mine, his) in ROUNDS.items():
        dealt = _dealt(cfg, {1: 1000}, {1: mine, DEALER: his}, ties={1: 500}, bonuses={1: 500})
        sets = {1: "JH 10D 9C / AS 2S"} if name.startswith("ap-2") else {}
        out[name] = dealt + _finish(cfg, dealt, sets=sets)
    fold = _dealt(cfg, {1: 1000, 3: 500}, {1: POKER_PLANTS["two-pair"], 3: "AS AH AD QS 5C"},
                  ties={1: 500}, bonuses={1: 500, 3: 100})
    out["pb-7-fold-keeps-the-bonus"] = fold + _finish(cfg, fold, fold=(1, 3))
    mixed = _dealt(cfg, {1: 1000, 2: 2500, 3: 500}, {2: POKER_PLANTS["full-house"]}, bonuses={1: 500, 2: 100})
    out["fold-then-play"] = mixed + _finish(cfg, mixed, fold=(1,))
    if cfg.poker_bonus_offered:
        for name, hand in POKER_PLANTS.items():
            dealt = _dealt(cfg, {2: 1000}, {2: hand}, bonuses={2: 500})
            out[f"pb-{name}"] = dealt + _finish(cfg, dealt)
    if cfg.misset_policy is not MissetPolicy.REJECT:
        bad = _dealt(cfg, {1: 1000}, {1: MISSET[0], DEALER: MISSET[1]}, ties={1: 500}, bonuses={1: 500})
        out["misset-two-aces-low"] = bad + _finish(cfg, bad, sets={1: MISSET[2]})
    if cfg.counts_stub:
        rounds: list[Event] = []
        for k in range(UNCOUNTED_MAX + 2):  # four rounds uncounted, the fifth waits for the count, then one more
            dealt = _dealt(cfg, {1: 500}, seated=bool(rounds))
            rounds += dealt
            rounds += _finish(cfg, rounds, fold=(1,))
        out["dl-3-stub-window"] = rounds
    if cfg.adjacent_spots:
        two: list[Event] = [Join(2), TakeSecondSpot(2, 3)]
        two += _dealt(cfg, {2: 1000, 3: 1000}, seated=True)
        out["two-spots-equal-wagers"] = two + _finish(cfg, two)
        two = [Join(4), TakeSecondSpot(4, 3)]
        two += _dealt(cfg, {3: 500, 4: 2500}, seated=True)
        out["two-spots-larger-first"] = two + _finish(cfg, two)
    return out


def events(cfg: TableConfig) -> list[list[Event]]:
    """The scripted sequences, as model events (the suite sends them in protocol form)."""
    out: list[list[Event]] = list(_cases(cfg).values())
    for antes in ({1: 1000}, {1: 1000, 4: 500, 6: 2500}, {2: 100, 3: 200, 5: 300}, {p: 500 for p in range(1, 7)}):
        antes = {p: a for p, a in antes.items() if p <= cfg.positions}
        dealt = _dealt(cfg, antes)
        out.append(dealt + _finish(cfg, dealt))
        out.append(dealt + _finish(cfg, dealt, how="misset"))
        out.append(dealt + _finish(cfg, dealt, fold=sorted(antes)[:1]))
    dealt = _dealt(cfg, {1: 1000, 2: 500}, ties={2: 100}, bonuses={1: 100})
    s, _ = game.replay(cfg, dealt)
    x1, x2 = setting(s.dealt[1]), setting(s.dealt[2])
    irregular: list[list[Event]] = [
        [CountStub()], [CountStub(), CountStub()], [StubMiscount(True)], [StubMiscount(False)], [Misdeal()],
        [ShoeFailure()], [ExposeCard(1), VoidChoice(1, True)], [ExposeCard(1), VoidChoice(1, False)],
        [ExposeCard(DEALER)], [ExposeCard(3)], [ExposeCard(9)], [VoidChoice(1, True)], [Settle()], [DealerSets()],
        [ExposeCard(1), Play(1)], [Play(2)], [Play(1), Play(1)], [Play(1), CountStub()], [Play(1), StubMiscount(True)],
        [Play(1), ShoeFailure()], [Play(1), Fold(2), Misdeal()], [Play(1), Fold(2), ExposeCard(1), SetHands(1, *x1)],
        [Play(1), Play(2), SetHands(1, *x1), SetHands(1, *x1), SetHands(2, *x2), DealerSets(), Misdeal()],
        [Play(1), Play(2), SetHands(2, *x2), DealerSets(), SetHands(1, *x1), DealerSets(), ExposeCard(1), Settle(),
         Settle()],
        [Fold(1), Fold(2)], [Fold(1), Leave(2)], [Play(1), Play(2), Leave(1), SetHands(2, *x2), DealerSets(), Settle()],
        [Play(1), Play(2), SetHands(1, x1[0][:2] + x1[1][:1], x1[0][2:] + x1[1][1:])],
        [Play(1), Play(2), SetHands(1, x2[0], x2[1])],
    ]
    out += [dealt + x for x in irregular]
    bad = _dealt(cfg, {1: 1000}, {1: MISSET[0], DEALER: MISSET[1]})
    out.append(bad + [Play(1), SetHands(1, *(cards(x) for x in MISSET[2].split("/"))),
                      SetHands(1, cards("AH KD QC"), cards("AS 3S")), DealerSets(), Settle()])
    if cfg.counts_stub:  # a fifth round whose decisions wait for the stub count
        rounds: list[Event] = []
        for k in range(UNCOUNTED_MAX + 1):
            rounds += _dealt(cfg, {1: 500}, seated=bool(rounds))
            rounds += [Fold(1)] + ([CountStub(), Fold(1)] if k == UNCOUNTED_MAX else [])
        out.append(rounds)
    dealer = s.dealt[DEALER]
    players: list[Event] = [Play(1), Play(2), SetHands(1, *x1), SetHands(2, *x2)]
    for high in itertools.combinations(dealer, 3):  # every setting of the dealer's cards: the rule's stand
        low = tuple(c for c in dealer if c not in high)
        out.append(dealt + players + [DealerSets(high, low), Settle()])
    out.append(dealt + players + [DealerSets(dealer[:3], dealer[:2])])
    for face_up in ((5,), (5, 12), (50,), (0, 51), (9, 10, 11)):
        dealt_up = _dealt(cfg, {1: 1000}, face_up=face_up)
        out.append(dealt_up + _finish(cfg, dealt_up))
    if cfg.tie_offered or cfg.poker_bonus_offered:
        side = _dealt(cfg, {1: 1000}, ties={1: 500}, bonuses={1: 500})
        joined = side[:2]
        out += [joined + [RemoveWager(1), PlaceWager(1, 500, TIE), PlaceWager(1, 500, POKER_BONUS)],
                side[:-2] + [RemoveWager(1, TIE), RemoveWager(1, POKER_BONUS), RemoveWager(1)],
                [Join(1), PlaceWager(1, 500, TIE)], [Join(1), PlaceWager(1, 500, POKER_BONUS)]]
    if cfg.adjacent_spots:
        two: list[Event] = [Join(2), TakeSecondSpot(2, 3)]
        two += _dealt(cfg, {2: 1000, 3: 2500}, seated=True)
        s2, _ = game.replay(cfg, two)
        more: list[Event] = [Play(2), Play(3), SetHands(2, *setting(s2.dealt[2])),
                             SetHands(3, *setting(s2.dealt[3])), SetHands(2, *setting(s2.dealt[2])), Leave(2)]
        out.append(two + more)
        out.append([Join(2), TakeSecondSpot(2, 4), TakeSecondSpot(2, 1), TakeSecondSpot(2, 3), Leave(3), Leave(2),
                    Join(3)])
    shuffled = Shuffle(SORTED)
    procedures: list[Event] = [
        Join(1), Join(7), Leave(1), Leave(2), PlaceWager(1, 1000), PlaceWager(2, 1000), PlaceWager(1, 0),
        PlaceWager(1, 500, TIE), PlaceWager(1, 500, POKER_BONUS), RemoveWager(1), RemoveWager(1, TIE), NoMoreBets(),
        shuffled, ShufflerFailure(), ShufflerMiscount(), CountStub(), StubMiscount(False), Misdeal(), ShoeFailure(),
        ExposeCard(1), VoidChoice(1, True), Play(1), Fold(1), DealerSets(), Settle(), TakeSecondSpot(1, 2),
        SetHands(1, cards("AS KS QS"), cards("2C 3C")), Shuffle(SORTED[:51]), Shuffle(SORTED, (60,)),
        Shuffle(SORTED[:51] + SORTED[:1]),
    ]
    prefixes: list[list[Event]] = [[], [Join(1)], [Join(1), PlaceWager(1, 1000)],
                                   [Join(1), PlaceWager(1, 1000), shuffled], dealt, dealt + [Play(1), Play(2)],
                                   dealt + [Play(1), Play(2), SetHands(1, *x1), SetHands(2, *x2), DealerSets()]]
    return out + family.procedures(prefixes, procedures)



def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The digest's worked rounds the table can play, kept whole."""
    return family.cases_in_protocol(encode_event, _cases(cfg))
