"""The hands of Five Card Hi-Lo (chapter 663a, the 2013 proposal), contracted: the point values (663a.6(a)), how a
player and the dealer set five cards into a high hand of three and a low hand of two (663a.11(d), (e)), the result
of the Ante and Play Wagers and of the Tie Wager from the two comparisons (663a.11(g), (j)(1)), the Ante Bonus hands
(663a.11(h)) and the Poker Bonus hands (663a.6(b), 663a.11(j)(2)).

A card is ``(rank, suit)`` as :class:`croupier.reference.cards.Card` writes it: rank 1 the ace, 2 to 10, 11 to 13
the jack, queen and king; suit one of ``SHDC``. One deck of 52 cards, no joker (663a.3(a)).

Readings (the text leaves them open; each is ours, as the digest suggests; the round model will make the open ones
options):

* G-1: 663a.6(a)'s "face cards" at their denomination are the number cards 2 to 10; jacks, queens and kings are 10.
* 663a.11(d): a player's setting is in order when the low hand holds at most one ace and, that ace aside, no card of
  the low hand is worth more than a card of the high hand (an ace in the high hand worth 11). Cards of equal value
  may go either way.
* G-3, G-4: the dealer puts every ace in the high hand and otherwise the three cards of highest value; with four aces
  the high hand is three of them (33) and the low hand the fourth with the other card (``four_aces_low = 1``), or
  two aces and the other card high with two aces low where the Rules Submission says so (``four_aces_low = 2``).
* G-7, G-9: a Tie Wager compares the player's high hand with the dealer's high hand and low with low only; one equal
  total is the first row of 663a.12(c) (4 to 1), both equal the third (20 to 1).
* G-13: for the Poker Bonus the cards rank ace high, the ace also low in A-2-3-4-5 only, no sequence round the
  corner; a pair counts from the paytable's least pair up (6s or 7s).
"""

from __future__ import annotations

import itertools
from typing import Iterator, Optional

import icontract

from croupier.reference.cards import pair_name as card_name, pairs as cards, parse_pair as parse_card
from croupier.reference.contracts import ENABLED
from croupier.spec.citations import cites

__all__ = ["ACE_HIGH", "ACE_LOW", "ANTE_BONUS_HANDS", "LOSE", "POKER_HANDS", "TIE", "WIN", "ante_bonus",
           "ante_result", "card_name", "cards", "parse_card", "dealer_setting", "is_set_in_order", "player_settings", "poker_hand", "tie_result", "total",
           "value"]

Card = tuple[int, str]
Hand = tuple[Card, ...]
#: 663a.6(a): an ace is worth 11 in the high hand and 1 in the low hand; jacks, queens and kings 10
ACE_HIGH, ACE_LOW, COURT = 11, 1, 10
#: the results of the Ante and Play Wagers (663a.11(g)): win, tie (returned), lose
WIN, TIE, LOSE = 1, 0, -1
#: 663a.12(b): the Ante Bonus hands, best first
ANTE_BONUS_HANDS = ("four_aces_and_one_2", "four_aces", "three_aces")
#: 663a.6(b)(1)-(9): the Poker Bonus hands, best first, named as 663a.12(d)'s rows name them (the pair's row carries
#: the paytable's least pair: ``pair_of_6s_or_better`` or ``pair_of_7s_or_better``)
POKER_HANDS = ("royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush", "straight",
               "three_of_a_kind", "two_pair", "pair")


def _ok(c: Card) -> bool:
    return isinstance(c, tuple) and len(c) == 2 and 1 <= c[0] <= 13 and c[1] in ("S", "H", "D", "C")


def _five(cards: Hand) -> bool:
    return len(cards) == 5 and all(_ok(c) for c in cards) and len(set(cards)) == 5


@cites("pa:663a.6", "pa:663a.6(a)")
def value(card: Card, high: bool) -> int:
    """A card's points: 2 to 10 their number (G-1), a jack, queen or king 10, an ace 11 in the high hand and 1 in the
    low hand (663a.6(a))."""
    rank = card[0]
    if rank == 1:
        return ACE_HIGH if high else ACE_LOW
    return COURT if rank > 10 else rank


@cites("pa:663a.6(a)", "pa:663a.1#high-hand", "pa:663a.1#low-hand")
def total(hand: Hand, high: bool) -> int:
    """A hand's point total, the high hand's aces at 11 and the low hand's at 1."""
    return sum(value(c, high) for c in hand)


@cites("pa:663a.11(d)", "pa:663a.1#setting-the-hands")
@icontract.require(lambda high, low: len(high) == 3 and len(low) == 2, "three cards high and two low", enabled=ENABLED)
@icontract.ensure(lambda low, result: not result or sum(c[0] == 1 for c in low) <= 1,
                  "663a.11(d): no more than one ace in the low hand", enabled=ENABLED)
@icontract.ensure(lambda high, low, result: not result or all(c[0] == 1 or total((c,), True) <= total((h,), True)
                                                             for c in low for h in high),
                  "663a.11(d): the ace aside, no low card is worth more than a high card", enabled=ENABLED)
def is_set_in_order(high: Hand, low: Hand) -> bool:
    """Is a player's setting as 663a.11(d) requires: the three cards of higher value high and the two of lower value
    low, except that at most one ace may go low (and counts 1 there)? Cards of equal value may go either way."""
    aces_low = [c for c in low if c[0] == 1]
    if len(aces_low) > 1:
        return False
    rest = [c for c in low if c[0] != 1]
    return all(value(h, True) >= value(x, True) for h in high for x in rest)


def _splits(cards: Hand) -> Iterator[tuple[Hand, Hand]]:
    for high in itertools.combinations(cards, 3):
        yield high, tuple(c for c in cards if c not in high)


@cites("pa:663a.11(d)")
@icontract.require(lambda cards: _five(cards), "five distinct cards", enabled=ENABLED)
@icontract.ensure(lambda result: 1 <= len(result) <= 10, "some setting is always in order", enabled=ENABLED)
def player_settings(cards: Hand) -> list[tuple[Hand, Hand]]:
    """Every setting of the five cards 663a.11(d) allows, as (high, low)."""
    return [(h, lo) for h, lo in _splits(cards) if is_set_in_order(h, lo)]


@cites("pa:663a.11(e)")
@icontract.require(lambda cards: _five(cards), "five distinct cards", enabled=ENABLED)
@icontract.require(lambda four_aces_low: four_aces_low in (1, 2), "one or two aces low with four", enabled=ENABLED)
@icontract.ensure(lambda cards, result: sorted(result[0] + result[1]) == sorted(cards), "the five cards, split",
                  enabled=ENABLED)
@icontract.ensure(lambda cards, result: sum(c[0] == 1 for c in cards) == 4 or all(c[0] != 1 for c in result[1]),
                  "663a.11(e): every ace high, unless the dealer holds four", enabled=ENABLED)
def dealer_setting(cards: Hand, four_aces_low: int = 1) -> tuple[Hand, Hand]:
    """The dealer's high and low hands (663a.11(e)): the aces high, then the cards of highest value (G-3); with four
    aces, ``four_aces_low`` of them low with the fifth card's place decided by value (G-4). Which of equal cards goes
    where changes no total; the choice is fixed so that the hands are one answer: the aces in the order of ``cards``
    (the last one or two low), the others by value, then rank, then suit S, H, D, C."""
    aces = [c for c in cards if c[0] == 1]
    others = sorted((c for c in cards if c[0] != 1), key=lambda c: (value(c, True), c[0], c[1]), reverse=True)
    if len(aces) == 4:
        low_aces = aces[4 - four_aces_low:]
        high = tuple(aces[:4 - four_aces_low]) + tuple(others[:3 - (4 - four_aces_low)])
        return high, tuple(low_aces) + tuple(others[3 - (4 - four_aces_low):])
    ordered = aces + others
    return tuple(ordered[:3]), tuple(ordered[3:])


@cites("pa:663a.11(g)", "pa:663a.11(g)(1)", "pa:663a.11(g)(2)", "pa:663a.11(g)(3)", "pa:663a.11(g)(3)(i)",
       "pa:663a.11(g)(3)(ii)")
@icontract.require(lambda player_high, player_low, dealer_high, dealer_low: min(player_high, player_low, dealer_high,
                                                                              dealer_low) >= 0, "point totals",
                   enabled=ENABLED)
@icontract.ensure(lambda player_high, player_low, dealer_high, dealer_low, result:
                  (result == WIN) == (player_high > dealer_high and player_low < dealer_low),
                  "663a.11(g)(1): a win needs the high hand above the dealer's and the low hand below his",
                  enabled=ENABLED)
@icontract.ensure(lambda player_high, player_low, dealer_high, dealer_low, result:
                  (result == LOSE) == (player_high <= dealer_high and player_low >= dealer_low),
                  "663a.11(g)(2): equal totals go against the player on both sides", enabled=ENABLED)
def ante_result(player_high: int, player_low: int, dealer_high: int, dealer_low: int) -> int:
    """The one result of the Ante and Play Wagers (663a.11(g)): :data:`WIN` when the player's high total is above
    the dealer's and his low total below the dealer's, :data:`LOSE` when neither is, :data:`TIE` (both returned)
    when one is."""
    better = 0
    if player_high > dealer_high:
        better += 1
    if player_low < dealer_low:
        better += 1
    return WIN if better == 2 else LOSE if better == 0 else TIE


@cites("pa:663a.11(j)(1)", "pa:663a.11(j)(1)(i)", "pa:663a.11(j)(1)(ii)", "pa:663a.12(c)")
def tie_result(player_high: int, player_low: int, dealer_high: int, dealer_low: int) -> int:
    """How many of the player's totals equal the dealer's matching total (G-9): 0 loses the Tie Wager, 1 pays the
    first row of 663a.12(c), 2 the third (G-7)."""
    return (player_high == dealer_high) + (player_low == dealer_low)


@cites("pa:663a.11(h)", "pa:663a.12(b)")
@icontract.require(lambda cards: _five(cards), "five distinct cards", enabled=ENABLED)
@icontract.ensure(lambda cards, result: (result is None) == (sum(c[0] == 1 for c in cards) < 3),
                  "663a.11(h): three aces or more earn the Ante Bonus", enabled=ENABLED)
def ante_bonus(cards: Hand) -> Optional[str]:
    """The Ante Bonus hand of the player's five cards (663a.12(b)): four aces and a 2, four aces, three aces, or
    ``None`` with fewer than three aces."""
    aces = sum(c[0] == 1 for c in cards)
    if aces == 4:
        return "four_aces_and_one_2" if any(c[0] == 2 for c in cards) else "four_aces"
    return "three_aces" if aces == 3 else None


@cites("pa:663a.6(b)", "pa:663a.6(b)(1)", "pa:663a.6(b)(2)", "pa:663a.6(b)(3)", "pa:663a.6(b)(4)", "pa:663a.6(b)(5)",
       "pa:663a.6(b)(6)", "pa:663a.6(b)(7)", "pa:663a.6(b)(8)", "pa:663a.6(b)(9)", "pa:663a.11(j)(2)")
@icontract.require(lambda cards: _five(cards), "five distinct cards", enabled=ENABLED)
@icontract.require(lambda least_pair: 2 <= least_pair <= 14, "a pair's rank, the ace 14", enabled=ENABLED)
@icontract.ensure(lambda result: result is None or result in POKER_HANDS, "a hand of 663a.6(b)", enabled=ENABLED)
def poker_hand(cards: Hand, least_pair: int = 7) -> Optional[str]:
    """The best Poker hand of 663a.6(b) the five cards make, as the dealer arranges them (663a.11(j)(2)), or
    ``None``: a pair counts only from ``least_pair`` up (6 or 7 by the paytable, 663a.6(b)(9); the ace 14)."""
    ranks = sorted((14 if r == 1 else r for r, _ in cards), reverse=True)
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    flush = len({u for _, u in cards}) == 1
    distinct = sorted(set(ranks))
    straight = len(distinct) == 5 and (distinct[4] - distinct[0] == 4 or distinct == [2, 3, 4, 5, 14])
    if straight and flush:
        return "royal_flush" if distinct[0] == 10 else "straight_flush"
    if counts[0] == 4:
        return "four_of_a_kind"
    if counts[:2] == [3, 2]:
        return "full_house"
    if flush:
        return "flush"
    if straight:
        return "straight"
    if counts[0] == 3:
        return "three_of_a_kind"
    if counts[:2] == [2, 2]:
        return "two_pair"
    if counts[0] == 2 and max(r for r in set(ranks) if ranks.count(r) == 2) >= least_pair:
        return "pair"
    return None
