"""Blackjack (633a) vector scripts: the digest's worked rounds for the side wagers (BJ-01 to BJ-18, blackjack.md
section 6), kept whole, and every refusal of each event at each point of a round.

``cfg``: the reference's TableConfig. The base game's results in these rounds follow the profile's assumed rules
(BJ-A01); the side wagers' follow the printed clauses.
"""

from __future__ import annotations

from typing import Any

from croupier.conformance.blackjack.codec import encode_event
from croupier.conformance.families import blackjack as family
from croupier.reference.blackjack.config import DealOrder, SplitBy, Surrender as SurrenderRule, TableConfig
from croupier.reference.blackjack.state import (Deal, Double, EvenMoney, Event, Hit, Insure, Peek, PlaceBet, PlaceSide,
                                                RemoveBet, Reshuffle, Ride, Shuffle, Split, Stand, Surrender)

__all__ = ["SIDE_ODDS", "WORKED", "events", "whole_cases"]

Message = dict[str, Any]


_c = family.card_of


def cards(text: str) -> list[Event]:
    return [Deal(_c(x)) for x in text.split()]


def _hits(text: str) -> list[Event]:
    out: list[Event] = []
    for x in text.split():
        out += [Hit(1), Deal(_c(x))]
    return out


#: the worked rounds: (Straight Jack, House Money) on box 1 with a $10 Blackjack Wager, then the round's events in
#: the default deal order (box card, up card, box card, hole card); section 6's figures
WORKED: dict[str, tuple[int, int, list[Event]]] = {
    "bj-01-three-card-run": (500, 0, [*cards("4C 8S 5D 10H"), *_hits("6H"), Stand(1)]),
    "bj-02-four-card-run": (500, 0, [*cards("4C 8S 5D 10H"), *_hits("3S 6H"), Stand(1)]),
    "bj-03-broken-run": (500, 0, [*cards("4C 8S 5D 10H"), *_hits("2S 3H"), Stand(1)]),
    "bj-04-busting-card": (500, 0, [*cards("4C 8S 5D 10H"), *_hits("6H 7S")]),
    "bj-05-no-straight": (500, 0, [*cards("4C 8S 6D 10H"), Stand(1)]),
    "bj-06-ace-king": (500, 0, [*cards("AS 8S KH 10H")]),
    "bj-07-six-card-ace-of-spades": (500, 0, [*cards("AS 8S 2D 10H"), *_hits("3C 4H 5S 6D")]),
    "bj-08-six-card-other-ace": (500, 0, [*cards("AH 8S 2D 10H"), *_hits("3C 4H 5S 6D")]),
    "bj-09-queen-king-ace": (500, 0, [*cards("QH 8S KD 10H"), *_hits("AS")]),
    "bj-10-no-wrap": (500, 0, [*cards("2C 8S AD 10H"), *_hits("KS"), Stand(1)]),
    "bj-11-ten-and-nine": (500, 0, [*cards("9H 8S 10C 10H"), *_hits("2D")]),
    "bj-12-double-card": (500, 0, [*cards("5S 8S 6S 10H"), Double(1, 1000), *cards("4D")]),
    "bj-13-ace-king-suited-ridden": (0, 500, [*cards("AS 7D KS 9C"), Ride(1), *cards("5H")]),
    "bj-14-pair-ridden-and-split": (0, 500, [*cards("8C 6S 8H 10D"), Ride(1), Split(1), *cards("3D"), Stand(1),
                                             *cards("9S"), Stand(1), *cards("KC")]),
    "bj-15-pair-held-dealer-blackjack": (0, 500, [*cards("8C AS 8H KD"), Insure(1, 500), Peek()]),
    "bj-16-pair-held-no-blackjack": (0, 500, [*cards("8C AS 8H 5D"), Peek(), Ride(1, False), Stand(1),
                                              *cards("KD 4C")]),
    "bj-17-straight-flush": (0, 500, [*cards("9H 6S 10H 10D"), Ride(1, False), Stand(1), *cards("KH")]),
    "bj-17-straight": (0, 500, [*cards("10C 6S JD 10D"), Ride(1), Stand(1), *cards("2C")]),
    "bj-18-no-house-money-hand": (0, 500, [*cards("9C 6S 3D 10D"), Hit(1), *cards("5C"), Stand(1), *cards("QS")]),
    "both-wagers-dealer-blackjack": (500, 500, [*cards("4C KS 5D AS"), Peek()]),
    "even-money": (500, 0, [*cards("AS AD KH 7C"), EvenMoney(1), Peek()]),
}


#: rounds for the wagers whose odds are the profile's (BJ-A19): (the wager, its stake on boxes 1 and 2, the round's
#: events in the players_first order). Box 1 is dealt first; a second box's cards follow box 1's in each pass.
SIDE_ODDS: dict[str, tuple[str, tuple[int, ...], list[Event]]] = {
    # 633a.7(h): a dealer Blackjack found at the check settles Hit and Run at once, on the blackjack row
    "hr-dealer-blackjack": ("hit_and_run", (500,), [*cards("9C AS 7D KH"), Peek()]),
    # 633a.7(o)(2)(i): five cards standing on 18
    "hr-five-cards": ("hit_and_run", (500,), [*cards("10C 2S 9D 3H"), Stand(1), *cards("2D 4C 7S")]),
    # 633a.7(o)(2)(i)'s own example: 14 with five cards, then a card to 23: six cards
    "hr-busting-sixth-card": ("hit_and_run", (500,), [*cards("10C 2S 9D 3H"), Stand(1), *cards("2D 3C 4S 9S")]),
    # four cards lose, even though the dealer busts
    "hr-four-cards-lose": ("hit_and_run", (500,), [*cards("10C 6S 9D 5H"), Stand(1), *cards("3D KC")]),
    # BJ-A13: the only player busts, but the open Hit and Run keeps the dealer drawing: five cards win
    "hr-dealer-plays-out": ("hit_and_run", (500,), [*cards("10C 6S 6D 5H"), Hit(1), *cards("KD 2D 3C 4S")]),
    # seven cards: 10% of the meter as it stands, and 200 to 1
    "hr-seven-cards-meter-share": ("hit_and_run", (500,), [*cards("10C 2S 9D 3H"), Stand(1),
                                                           *cards("2D 3C 2H 3S 2C")]),
    # eight cards: the whole meter, shared equally by the round's two winners, then the reset (633a.7(o)(2)(ii)(C))
    "hr-whole-meter-shared": ("hit_and_run", (500, 300), [*cards("10C 10H 2S 9D 8D 2H"), Stand(1), Stand(2),
                                                          *cards("2D 2C 2S 3C 3H 2H")]),
    # nine cards: no 9_cards row, so the longest row at or below nine, 8_cards, the whole meter (BJ-A19)
    "hr-nine-cards-on-the-eight-card-row": ("hit_and_run", (500,), [*cards("10C 2S 9D 3H"), Stand(1),
                                                                    *cards("2D 2C 2H AS AH AD 3C")]),
    # 633a.7(g)(8): the up card and the first two cards, settled before any third card
    "tcp-straight-flush": ("three_card_poker", (500,), [*cards("9H JH 10H 7C"), Peek(), Stand(1)]),
    "tcp-three-of-a-kind": ("three_card_poker", (500,), [*cards("7C 7S 7D 9C"), Stand(1), *cards("4D")]),
    "tcp-straight-ace-high": ("three_card_poker", (500,), [*cards("QC AS KD 9C"), Peek(), Stand(1)]),
    "tcp-no-wrap": ("three_card_poker", (500,), [*cards("KC AS 2D 9C"), Peek(), Stand(1)]),
    "tcp-flush-for-odds": ("three_card_poker", (500,), [*cards("2S KS 9S 7C"), Peek(), Stand(1)]),
}


def _side_odds(cfg: TableConfig, name: str) -> list[Event]:
    bet, stakes, events = SIDE_ODDS[name]
    head: list[Event] = [Shuffle()]
    for box, stake in enumerate(stakes, 1):
        head += [PlaceBet(box, max(1000, cfg.table_min)), PlaceSide(box, bet, stake)]
    return [*head, *_dealt_as(cfg, events, len(stakes))]


def _meter_kept(cfg: TableConfig) -> list[Event]:
    """The Hit and Run meter fed in one shoe is still there after a reshuffle: a round that feeds it, a new shoe, then
    a seven-card win on a tenth of the meter as it stands (BJ-A19)."""
    feed = [PlaceBet(1, 1000), PlaceSide(1, "hit_and_run", 1000), *_dealt_as(cfg, cards("10C 9S 9D KH")), Stand(1)]
    win = [PlaceBet(1, 1000), PlaceSide(1, "hit_and_run", 500),
           *_dealt_as(cfg, [*cards("10C 2S 9D 3H"), Stand(1), *cards("2D 3C 2H 3S 2C")])]
    return [Shuffle(), *feed, Reshuffle(), Shuffle(), *win]


def _base_cases(cfg: TableConfig) -> list[tuple[str, list[Event]]]:
    """Whole rounds for the base options a profile turns (BJ-A01): a king and a queen not split where pairs split by
    rank, a surrender of an odd wager paid to the exact half, a Bet a cent under the posted minimum refused (633a.6),
    and the cutting card ending the shoe."""
    out: list[tuple[str, list[Event]]] = []
    if cfg.split_by is SplitBy.RANK:
        out.append(("split-by-rank", [Shuffle(), PlaceBet(1, 1000), *_dealt_as(cfg, cards("KC 7D QH 9S")), Split(1),
                                      Stand(1), *cards("5C")]))
    if cfg.surrender is not SurrenderRule.NONE:
        out.append(("surrender-odd-wager", [Shuffle(), PlaceBet(1, 1001), *_dealt_as(cfg, cards("10C 7D 6H 9S")),
                                            Surrender(1), *cards("5C")]))
    out.append(("bet-under-the-minimum-refused", [Shuffle(), PlaceBet(1, cfg.table_min - 1), PlaceBet(1, cfg.table_min),
                                                  *_dealt_as(cfg, cards("10C 7D 9H 10S")), Stand(1)]))
    n = 52 * cfg.decks
    out.append(("cutting-card-ends-the-shoe", [Shuffle(n - 2), PlaceBet(1, 1000),
                                               *_dealt_as(cfg, cards("10C 7D 9H 10S")), Stand(1), Shuffle(0),
                                               PlaceBet(1, 1000)]))
    return out


def _two_boxes_optional(cfg: TableConfig) -> list[Event]:
    """Optional wagers on two boxes in one round, settled box by box from the dealer's far right, the highest box first
    (633a.7(g), (o)). Box 1 (9C 4D) makes no two-card straight and no House Money hand: its Straight Jack and House
    Money are taken in the first pass, after box 2's House Money (5S 6H: paid, the ride declined) and Three Card Poker
    (no hand with the 8C up card); box 2's Straight Jack, a two-card straight, stays up. Box 1 stands on
    13; box 2 draws a 7 (a three-card run) and stands on 18; the dealer draws a 2 to 17, three cards. In the second
    pass box 2's Straight Jack is paid before box 1's Hit and Run, which loses on three dealer cards."""
    sides: list[Event] = []
    for box, bets in ((1, ("straight_jack", "house_money", "hit_and_run")),
                      (2, ("straight_jack", "house_money", "three_card_poker"))):
        sides += [PlaceSide(box, bet, 500) for bet in bets if getattr(cfg, f"{bet}_offered")]
    ride: list[Event] = [Ride(2, False)] if cfg.house_money_offered else []
    return [Shuffle(), PlaceBet(1, max(1000, cfg.table_min)), PlaceBet(2, max(1000, cfg.table_min)), *sides,
            *_dealt_as(cfg, [*cards("9C 5S 8C 4D 6H 7D"), *ride, Stand(1), Hit(2), *cards("7C"), Stand(2),
                             *cards("2D")], 2)]


def _side_names(cfg: TableConfig) -> list[str]:
    return [n for n, (bet, _, _) in SIDE_ODDS.items() if getattr(cfg, f"{bet}_offered")]


def _dealt_as(cfg: TableConfig, events: list[Event], boxes: int = 1) -> list[Event]:
    """The rounds are written in the players_first order (each box, the up card, each box, the hole card); with
    dealer_first the up card moves to the front, so that every card still reaches the same hand."""
    if cfg.deal_order is not DealOrder.DEALER_FIRST:
        return events
    at = [i for i, e in enumerate(events) if isinstance(e, Deal)][:boxes + 1]
    out = list(events)
    out[at[0]] = events[at[-1]]
    for i, j in zip(at[1:], at):
        out[i] = events[j]
    return out


def _worked(cfg: TableConfig, name: str) -> list[Event]:
    sj, hm, events = WORKED[name]
    events = _dealt_as(cfg, events)
    head: list[Event] = [Shuffle(), PlaceBet(1, max(1000, cfg.table_min))]
    if sj and cfg.straight_jack_offered:
        head.append(PlaceSide(1, "straight_jack", sj))
    if hm and cfg.house_money_offered:
        head.append(PlaceSide(1, "house_money", hm))
    return [*head, *events]


def _two_whole_meters(cfg: TableConfig) -> list[Event]:
    """Two boxes each run A-2-3-4-5-6 with the ace of spades in one round: they share the whole meter equally, and it
    goes back to its reset amount (633a.7(o)(3)(ii)(C); BJ-A11). Needs two decks or more (two aces of spades)."""
    deal = cards("8S AS AS 2S 2D 10H" if cfg.deal_order is DealOrder.DEALER_FIRST else "AS AS 8S 2S 2D 10H")
    out: list[Event] = [Shuffle(), PlaceBet(1, 1000), PlaceBet(2, 1000), PlaceSide(1, "straight_jack", 500),
                        PlaceSide(2, "straight_jack", 500), *deal]
    for box in (1, 2):
        for x in "3C 4H 5S 6D".split():
            out += [Hit(box), Deal(_c(x))]
    return out


def events(cfg: TableConfig) -> list[list[Event]]:
    """The scripted sequences, as model events (the suite sends them in protocol form)."""
    out = [_worked(cfg, name) for name in WORKED] + [_side_odds(cfg, name) for name in _side_names(cfg)]
    if cfg.decks >= 2 and cfg.straight_jack_offered:
        out.append(_two_whole_meters(cfg))
    one: list[Event] = [Shuffle(), PlaceBet(1, 1000), PlaceSide(1, "straight_jack", 500),
                        PlaceSide(1, "house_money", 500)]
    dealt = one + cards("4C 9S 5D 7H")
    ace = one + cards("8C AS 8H 7D")
    ride = one + cards("8C 6S 8H 7D")
    procedures: list[Event] = [
        Shuffle(0), Shuffle(10 ** 6), Reshuffle(), PlaceBet(0, 1000), PlaceBet(99, 1000), PlaceBet(1, 1),
        PlaceBet(1, 10 ** 7), PlaceBet(2, 1000, 1), PlaceBet(3, 1000, 1), PlaceSide(1, "straight_jack", 500),
        PlaceSide(2, "house_money", 500), PlaceSide(1, "hit_and_run", 500), PlaceSide(1, "three_card_poker", 500),
        RemoveBet(1), RemoveBet(2),
        Deal(_c("9S")), Ride(1), Ride(1, False), Insure(1, 500), Insure(1, 501), EvenMoney(1), Peek(), Hit(1),
        Hit(2), Stand(1), Double(1, 1000), Double(1, 1001), Split(1), Surrender(1),
    ]
    prefixes: list[list[Event]] = [[], one[:1], one, dealt[:-2], dealt, ace, ace + [Insure(1, 500)],
                                   ace + [Peek()], ride, ride + [Ride(1)], dealt + [Double(1, 1000)],
                                   dealt + [Hit(1)], ride + [Ride(1), Split(1)]]
    for prefix in prefixes:
        out += [prefix + [e] for e in procedures]
    return out



def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The digest's worked rounds, and the rounds for the wagers whose odds are the profile's, kept whole."""
    meter = [("hr-meter-kept-across-shoes", [encode_event(e) for e in _meter_kept(cfg)])] if cfg.hit_and_run_offered \
        else []
    meter += [(name, [encode_event(e) for e in events]) for name, events in _base_cases(cfg)]
    meter += [("optional-wagers-two-boxes", [encode_event(e) for e in _two_boxes_optional(cfg)])]
    return [(name, [encode_event(e) for e in _worked(cfg, name)]) for name in WORKED] + [
        (name, [encode_event(e) for e in _side_odds(cfg, name)]) for name in _side_names(cfg)] + meter
