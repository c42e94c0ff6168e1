"""Asia Poker vector scripts: the sequences the generator mines before random play, and whole rounds.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The scripts reach what random play reaches
only by luck: a deal from every count of the dice or the generator, the button's rounds, each Bonus hand of
659a.6(d) held by a wagered position, a copy of the dealer's hands, a fouled setting, surrender, the payout cap,
each irregularity of 659a.13 at its point of the round, two adjacent positions, and every refusal of each event in
each phase. :func:`stacked_deck` builds the deck that deals chosen cards to chosen places.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Optional, Sequence

from croupier.conformance.asia_poker.codec import encode_event
from croupier.conformance.families import card_setting as family
from croupier.reference.asia_poker import game
from croupier.reference.asia_poker.config import StartPosition, TableConfig
from croupier.reference.asia_poker.game import (
    BONUS, DEALER, DECK, Deal, DealerSets, Event, ExposeCard, Join, Leave, NoMoreBets, PlaceWager,
    RandomNumber, RemoveWager, Settle, SetHands, Shake, ShoeFailure, Shuffle, ShufflerFailure, StubMiscount,
    Surrender, TakeSecondSpot, VoidChoice, WrongDeal, opening, stacked_deck,
)
from croupier.reference.asia_poker.house_way import legal, settings
from croupier.reference.asia_poker.kernels import JOKER, Card, cards

__all__ = ["BONUS_PLANTS", "PLANTS", "copy_of", "events", "stacked_deck", "whole_cases"]

Message = dict[str, Any]


#: seven-card hands worth dealing to a wagered position: each Bonus hand of 659a.6(d) (the digest's BN-1 to BN-9
#: and more), A-2-3-4 and the joker's sequences for the high hand, and a hand every setting of which is weak
BONUS_PLANTS: dict[str, str] = {
    "trips-and-four-8s": "8S 8H 8D 8C KS KH KD",
    "five-aces": "AS AH AD AC JK 7D 2C",
    "royal-flush": "AS KS QS JS 10S 4H 2D",
    "royal-flush-joker": "AH KH QH JK 10H 4C 2D",
    "natural-straight-flush": "9H 8H 7H 6H 5H KC 2D",
    "straight-flush-joker": "JK 8H 7H 6H 5H KC 2D",
    "wheel-straight-flush": "AD 2D 3D 4D 5D KC 9S",
    "four-of-a-kind": "QS QH QD QC 9S 5H 2D",
    "9-high": "9S 8H 7D 6C 4S 3H 2D",
    "9-high-flush": "9S 8S 7S 6S 4S 3H 2D",
    "9-high-other": "9C 8D 7H 5S 4C 3D 2H",
    "full-house-joker": "JK AS AH KD KC 7S 2H",
    "flush": "KD 9D 7D 4D 2D QS 3C",
    "three-of-a-kind": "7S 7H 7D KC 9H 4S 2C",
    "straight": "9S 8D 7C 6H 5S KC 2D",
    "wheel": "AS 2D 3C 4H 5S KC 9D",
    "two-pair": "KS KH 9D 9C 5S 3H 2D",
}
HIGH_PLANTS: dict[str, str] = {
    "a234-straight-flush": "AH 2H 3H 4H KS QD 9C",
    "a234-straight": "AS 2D 3C 4H KD QS 9C",
    "akqj-straight": "AD KS QH JC 7D 5S 2H",
    "four-aces-joker": "AS AH AD JK KC QC 3D",
    "pair-with-joker": "JK KS KH 5D 9C 7S 2H",
    "no-category": "KD 10C 8H 6S 4D 3C 2H",
}
PLANTS: tuple[tuple[Card, ...], ...] = tuple(cards(x) for x in (*BONUS_PLANTS.values(), *HIGH_PLANTS.values()))


def copy_of(hand: Sequence[Card], taken: Iterable[Card]) -> Optional[tuple[Card, ...]]:
    """Seven cards of the same ranks as ``hand`` with the suits renamed (S to H to D to C to S, once, twice or
    three times), so that they make the same hands, none of them in ``taken``; ``None`` if every renaming meets a
    taken card or ``hand`` holds the joker."""
    if JOKER in hand:
        return None
    used = set(taken) | set(hand)
    for shift in (1, 2, 3):
        out = tuple((r, "SHDC"[("SHDC".index(u) + shift) % 4]) for r, u in hand)
        if not used & set(out):
            return out
    return None


def _dealt(cfg: TableConfig, wagers: Mapping[int, int], plants: Mapping[int, str] = {}, n: int = 10,
           bonuses: Mapping[int, int] = {}, face_up: tuple[int, ...] = ()) -> list[Event]:
    """Players at the wagered positions, their wagers, a deck stacked so that the planted places get their cards,
    'no more bets' and the start."""
    start, begin = opening(cfg, n)
    rest = sorted(DECK)
    deck = stacked_deck(cfg, start, {p: cards(x) for p, x in plants.items()}, rest)
    out: list[Event] = [Join(p) for p in sorted(wagers)]
    out += [PlaceWager(p, a) for p, a in sorted(wagers.items())]
    out += [PlaceWager(p, a, BONUS) for p, a in sorted(bonuses.items()) if cfg.bonus_offered]
    return out + [Shuffle(deck, face_up), NoMoreBets(), begin]


def _finish(cfg: TableConfig, events: list[Event], how: str = "way", surrender: Sequence[int] = ()) -> list[Event]:
    """After ``events`` have dealt a round: each wagered position set (by the house way, the first legal setting,
    or a foul), the dealer by the house way, the surrenders, the settlement."""
    s, _ = game.replay(cfg, events)
    out: list[Event] = []
    for p in sorted(s.wagers, key=lambda p: (-s.wagers[p], -p)):  # the larger wager of two positions first
        c = s.dealt[p]
        if how == "way":
            x = cfg.dealer_policy(c, **cfg.ranking)
        elif how == "foul":
            x = next(x for x in settings(c) if x not in legal(c, **cfg.ranking))
        else:
            x = legal(c, **cfg.ranking)[0]
        out.append(SetHands(p, x.high, x.medium, x.low))
    out.append(DealerSets())
    out += [Surrender(p) for p in surrender]
    return out + [Settle()]


#: rounds whose high hands decide the wager (the medium won, the low lost or copied), each to tell apart one rule of
#: 659a.6(b), (c): the player's seven cards set as written, the dealer's by the house way (best_high sets them so)
HIGH_DECIDES: dict[str, tuple[str, str]] = {
    "a234-straight-vs-kqjt": ("AS 2D 3C 4H/9S 9H/5D", "KD QS JH 10C 8D 7C 6S"),
    "a234-straight-flush-vs-kqjt-suited": ("AH 2H 3H 4H/9C 9D/5S", "KS QS JS 10S 8H 7D 6C"),
    "a234-straight-vs-2345": ("AS 2D 3C 4H/9S 9H/6D", "5D 4S 3H 2C KC QH 7S"),
    "two-pair-by-the-higher-pair": ("KS KH 3D 3C/9S 9H/5D", "QS QH JD JC 8D 7C 6S"),
    "flushes-past-the-top-card": ("KD 9D 7D 4D/8S 8C/2D", "KH 9H 7H 3H 6S 5C 2S"),
}


def _high_decides(cfg: TableConfig, name: str) -> list[Event]:
    mine, his = HIGH_DECIDES[name]
    high, medium, low = (cards(x) for x in mine.split("/"))
    start, begin = opening(cfg, 10)
    deck = stacked_deck(cfg, start, {1: high + medium + low, DEALER: cards(his)}, sorted(DECK))
    return [Join(1), PlaceWager(1, 1000), Shuffle(deck), NoMoreBets(), begin, SetHands(1, high, medium, low),
            DealerSets(), Settle()]


def _copy_round(cfg: TableConfig) -> list[Event]:
    """ST-6: the player's seven cards are the dealer's ranks, and both set by the house way: three copies lose."""
    mine = cards(HIGH_PLANTS["no-category"])
    dealer = copy_of(mine, ())
    assert dealer is not None
    start, begin = opening(cfg, 10)
    deck = stacked_deck(cfg, start, {2: mine, DEALER: dealer}, sorted(DECK))
    events: list[Event] = [Join(2), PlaceWager(2, 2500), Shuffle(deck), NoMoreBets(), begin]
    return events + _finish(cfg, events)


def _cases(cfg: TableConfig) -> dict[str, list[Event]]:
    """The rounds kept whole, by name."""
    out: dict[str, list[Event]] = {}
    win = _dealt(cfg, {3: 2500}, {3: "AS AH AD AC KS KH QD", DEALER: "2C 3D 4H 6S 7C 9D JH"})
    out["st-1-four-aces-win"] = win + _finish(cfg, win)
    out["st-6-copies-lose"] = _copy_round(cfg)
    for name in HIGH_DECIDES:
        out[f"high-{name}"] = _high_decides(cfg, name)
    foul = _dealt(cfg, {1: 2500}, {1: "KD QC JH 9S 7S 7H 2C"})
    out["sv-2-foul-loses"] = foul + _finish(cfg, foul, "foul")
    # issue 28 (mutation campaign): a foul of the low hand alone, its one card above the medium's two (659a.11(b)),
    # the high hand above the medium
    low_over = _dealt(cfg, {1: 2500}, {1: "AS KD QC 7H 5S 3D 2C"})
    out["foul-low-above-medium"] = low_over + [SetHands(1, cards("AS KD QC 7H"), cards("3D 2C"), cards("5S")),
                                               *_finish(cfg, low_over)[1:]]
    out["st-9-surrender"] = win + _finish(cfg, win, surrender=[3])
    if cfg.bonus_offered:
        for name, hand in BONUS_PLANTS.items():
            dealt = _dealt(cfg, {2: 1000}, {2: hand}, bonuses={2: 500})
            out[f"bn-{name}"] = dealt + _finish(cfg, dealt)
        # issue 33 (campaign): two three-of-a-kinds and no pair make a full house (659a.6(d)(8)), the second trips as
        # its pair
        trips = _dealt(cfg, {2: 1000}, {2: "AS AH AD KS KH KD 5C"}, bonuses={2: 500})
        out["bn-two-trips-no-pair"] = trips + _finish(cfg, trips)
        fouled = _dealt(cfg, {2: 1000}, {2: BONUS_PLANTS["9-high"]}, bonuses={2: 500})
        out["bn-10-fouled-still-paid"] = fouled + _finish(cfg, fouled, "foul")
        # 659a.11(h): each player's Bonus Wager is settled right after his Asia Poker Wager, player by player
        hands = {2: BONUS_PLANTS["four-of-a-kind"], 4: BONUS_PLANTS["trips-and-four-8s"]}
        both = _dealt(cfg, {2: 1000, 4: 1000}, hands, bonuses={2: 500, 4: 500})
        out["bn-two-players-each-bonus-after-wager"] = both + _finish(cfg, both)
        if cfg.payout_cap is not None:
            capped = _dealt(cfg, {2: 1000}, {2: BONUS_PLANTS["flush"]}, bonuses={2: cfg.payout_cap})
            out["cap-1-capped"] = capped + _finish(cfg, capped)
    if cfg.start_position is StartPosition.FLAT_BUTTON:
        rounds: list[Event] = []
        for _ in range(cfg.positions + 2):  # the button goes round the table and on
            s, _ = game.replay(cfg, rounds)
            deck = stacked_deck(cfg, s.button, {}, sorted(DECK))
            dealt = [Join(1)] if not rounds else []
            dealt += [PlaceWager(1, 500), Shuffle(deck), NoMoreBets(), Deal()]
            rounds += dealt + _finish(cfg, rounds + dealt)
        out["sp-8-button-rounds"] = rounds
    if cfg.adjacent_spots:
        two: list[Event] = [Join(2), TakeSecondSpot(2, 3), PlaceWager(2, 1000), PlaceWager(3, 1000)]
        start, begin = opening(cfg, 9)
        two += [Shuffle(tuple(sorted(DECK))), NoMoreBets(), begin]
        out["two-spots-equal-wagers"] = two + _finish(cfg, two)
    return out


def events(cfg: TableConfig) -> list[list[Event]]:
    """The scripted sequences, as model events (the suite sends them in protocol form)."""
    out: list[list[Event]] = list(_cases(cfg).values())
    for n in range(3, 19):  # every count from the dealer (659a.5(g))
        dealt = _dealt(cfg, {1: 1000, 4: 500, 6: 2500} if cfg.positions >= 6 else {1: 1000, 4: 500}, n=n)
        out.append(dealt + _finish(cfg, dealt))
    dealt = _dealt(cfg, {1: 1000, 2: 500})
    s, _ = game.replay(cfg, dealt)
    irregular: list[list[Event]] = [
        [WrongDeal()], [StubMiscount(True)], [StubMiscount(False)], [ShoeFailure()],
        [ExposeCard(1), VoidChoice(1, True)], [ExposeCard(1), VoidChoice(1, False)], [ExposeCard(DEALER)],
        [ExposeCard(3)], [ExposeCard(9)], [VoidChoice(1, True)], [Surrender(1)], [Settle()], [DealerSets()],
        [ExposeCard(1), SetHands(1, cards("AS KS QS JS"), cards("2C 3C"), cards("4C"))],
    ]
    out += [dealt + x for x in irregular]
    dealer = s.dealt[DEALER]
    way = cfg.dealer_policy(dealer, **cfg.ranking)
    other = next(x for x in legal(dealer, **cfg.ranking) if x != way)
    players = _finish(cfg, dealt)[:-2]
    out.append(dealt + players + [DealerSets(other.high, other.medium, other.low), Settle()])  # reset (659a.13(i))
    out.append(dealt + players + [DealerSets(way.high, way.medium, way.low), Surrender(1), Surrender(1), Settle()])
    out.append(dealt + players + [DealerSets(way.high, way.medium, way.high[:1])])
    x = legal(s.dealt[1], **cfg.ranking)[0]
    out.append(dealt + [SetHands(1, x.high, x.medium, x.low), SetHands(1, x.high, x.medium, x.low),
                        SetHands(2, x.high, x.medium, x.low)])
    out.append(dealt + [SetHands(1, x.high, x.medium, x.low), ShoeFailure(), StubMiscount(True)])
    for face_up in ((5,), (5, 40), (50,), (0, 52)):
        dealt_up = _dealt(cfg, {1: 1000}, face_up=face_up)
        out.append(dealt_up + _finish(cfg, dealt_up))
    if cfg.start_position is StartPosition.SHAKER:
        out.append(dealt[:-1] + [Shake((2, 3, 4), flat=False), Shake((2, 3, 4), fell_out=True), Shake((2, 3, 4))])
    if cfg.bonus_offered:
        bonus = _dealt(cfg, {1: 1000}, bonuses={1: 500})
        out += [bonus + [DealerSets(), Surrender(1)], bonus[:2] + [RemoveWager(1), PlaceWager(1, 500, BONUS)],
                bonus[:3] + [RemoveWager(1, BONUS)], bonus + [ExposeCard(1), VoidChoice(1, True)],
                [Join(1), PlaceWager(1, 500, BONUS)]]
    if cfg.adjacent_spots:
        two: list[Event] = [Join(2), TakeSecondSpot(2, 3), PlaceWager(2, 1000), PlaceWager(3, 2500)]
        _, begin = opening(cfg, 9)
        two += [Shuffle(tuple(sorted(DECK))), NoMoreBets(), begin]
        s2, _ = game.replay(cfg, two)
        x2 = legal(s2.dealt[2], **cfg.ranking)[0]
        x3 = legal(s2.dealt[3], **cfg.ranking)[0]
        out.append(two + [SetHands(2, x2.high, x2.medium, x2.low), SetHands(3, x3.high, x3.medium, x3.low),
                          SetHands(2, x2.high, x2.medium, x2.low), Leave(2)])
        out.append([Join(2), TakeSecondSpot(2, 4), TakeSecondSpot(2, 1), TakeSecondSpot(2, 3), Leave(3), Leave(2),
                    Join(3)])
    shuffled = Shuffle(tuple(sorted(DECK)))
    procedures: list[Event] = [
        Join(1), Join(7), Leave(1), Leave(2), PlaceWager(1, 1000), PlaceWager(2, 1000), PlaceWager(1, 0),
        PlaceWager(1, 500, BONUS), RemoveWager(1), RemoveWager(1, BONUS), NoMoreBets(), Shake((3, 4, 5)),
        Shake((0, 4, 5)), RandomNumber(9), RandomNumber(4), Deal(), shuffled, ShufflerFailure(), WrongDeal(),
        StubMiscount(False), ShoeFailure(), ExposeCard(1), VoidChoice(1, True), DealerSets(), Surrender(1),
        Settle(), TakeSecondSpot(1, 2), Shuffle(tuple(sorted(DECK))[:52]), Shuffle(tuple(sorted(DECK)), (60,)),
    ]
    prefixes: list[list[Event]] = [[], [Join(1)], [Join(1), PlaceWager(1, 1000)],
                                   [Join(1), PlaceWager(1, 1000), shuffled], dealt[:-1], dealt]
    return out + family.procedures(prefixes, procedures)



def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The digest's worked rounds the table can play, kept whole."""
    return family.cases_in_protocol(encode_event, _cases(cfg))
