"""The hands of the 2013 poker variants, contracted: the five-card high ranking chapter 637a leans on, the low
rankings of 637a.6(c), (d) (A-5, and 2-7 for Triple Draw), the eight-or-better low and the two-plus-three hands of
Five-card Omaha (637a.19(k), (l)), Triple Draw with its Badeucey and Badacey halves (637a.20(k), (l)), Badugi
(637a.21(k)), the split of a pot and its odd amounts (637a.19(k)(2), 637a.20(k)(2), (l), 637a.21(k)(5)), and the
three-card ranking of Three Card Poker with the mini-royal flush, the six-card Super Royal and the mini-royal's
payout floors (649a.6(d)(8), (e), 649a.12(g)).

A card is ``(rank, suit)`` as :class:`croupier.reference.cards.Card` writes it: rank 1 the ace, 2 to 10, 11 to 13
the jack, queen and king; suit one of ``SHDC``. Every ranking has an entry point that returns a **key**, a tuple of
integers ordered so that **the greater key is the better hand** in that ranking, low rankings included (their ranks
enter negated, since the lowest hand wins): ``max(hands, key=...)`` finds the winner in every game, and equal keys
are a tie. Keys of different rankings are not comparable with each other.

Readings (the printed text leaves them open; each is ours, named as in the digest
``spec-notes/poker-variants.md`` section 6; the round model will make the open ones options):

* P-1: 637a.6(b), the five-card high ranking, is not printed (it stands behind the elision of line 750). We use the
  standard one, best first: royal flush, straight flush, four of a kind, full house, flush, straight, three of a
  kind, two pair, one pair, high card. The ace is high, and low only in A-2-3-4-5, the lowest straight; no sequence
  runs round the corner. Within a category, hands are compared by the ranks that make it (the four, the three, the
  higher pair, ...) and then by the other cards, highest first. Suits never rank a hand (637a.6(c)). **Check against
  the codified 637a.6(b).**
* 637a.6(d), P-1: a low ranking is that ranking turned upside down. In A-5 (and the Omaha low, Badacey) the ace is
  only low and straights and flushes are disregarded, so the categories are no pair, one pair, two pair, three of a
  kind, full house, four of a kind, best first, and no-pair hands are compared from the highest card down
  (637a.20(k)(1)). In 2-7 (P-2: "Triple Draw 2-7 Lowball", "Triple Draw Lowball 2-7" and "2-7 Lowball" are one
  game) the ace is only high, so A-2-3-4-5 is an ace-high hand and no straight, and straights and flushes count
  against the hand: the 2-7 ranking is exactly the high ranking without the A-2-3-4-5 straight, reversed.
* P-7: two Omaha lows, and two Badugi hands of one level, are compared highest card first, the ace low.
* P-3: the Badugi half of Badeucey ranks the ace high (its best hand is 2-3-4-5, 637a.20(l)(1)(i)); Badacey's
  Badugi and Badugi itself rank it low (A-2-3-4).
* P-4, P-6: a Badugi's cards differ in suit **and** in rank, at every level, the four-card level included.
* P-5: Badeucey and Badacey fall back on the levels of 637a.21(k)(2)-(4) when nobody holds a four-card Badugi, on
  the best four of the five cards; so a hand's Badugi is its best set of at most four cards of different suits and
  ranks.
* P-8: tied Omaha high hands: the odd amount goes to the hand whose highest card is of the highest suit (spades,
  hearts, diamonds, clubs, 637a.19(k)(2)(iv)); where two tied hands use the very same highest card (a community
  card) the next card decides, and so on.
* P-9: tied Omaha low hands: the hand whose lowest card (the ace low) is of the lowest suit (clubs) takes the odd
  amount (``lowest_suit``; false: the highest suit); a shared lowest card passes to the next card.
* P-10: amounts are whole units of $1, the odd amount the text allows: the two halves of a split pot differ by at
  most that one unit. A remainder of tied shares larger than $1 is not provided for; :func:`share` hands it out a
  unit at a time from the first player in the order given (the player the rule or the Rules Submission names, then
  clockwise from the button), which the caller chooses.
* 649a.6(a)-(c), the three-card ranking, are not printed either. We use the standard one, best first: straight
  flush, three of a kind, straight, flush, pair, high card; the ace high, and low only in A-2-3, the lowest
  straight; then the ranks, highest first.
* P-18: the mini-royal flush of 649a.6(e) is the ace, king and queen of **one suit** (it is called a flush); it ranks
  above every straight flush where the paytable has it (``mini_royal``), and is otherwise the best straight flush.
* P-19: the Super Royal of 649a.6(d)(8) is six cards, counted only under paytable E.
* P-20: which wagers the paytables of 649a.12(b) and (d) pay is not printed; they are the opaque ids ``"b"`` and
  ``"d"``.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Iterator, Optional, Sequence

import icontract

from croupier.reference.cards import pair_name as card_name, pairs as cards, parse_pair as parse_card
from croupier.reference.contracts import ENABLED
from croupier.spec.citations import cites

__all__ = ["ACE", "BEST_ACE_TO_FIVE", "BEST_BADUGI_ACE_HIGH", "BEST_BADUGI_ACE_LOW", "BEST_DEUCE_TO_SEVEN",
           "HIGH_CATEGORIES", "MINI_ROYAL_FLOORS", "SUIT_ORDER", "THREE_CARD_CATEGORIES", "ace_to_five_key", "badacey",
           "badeucey", "badugi_key", "card_name", "cards", "deuce_to_seven_key", "eight_or_better",
           "five_card_category", "high_key", "high_odd_chip", "is_super_royal", "low_odd_chip",
           "mini_royal_odds_allowed", "omaha_hands", "omaha_high", "omaha_high_hand", "omaha_low", "omaha_low_hand",
           "parse_card", "share", "split_pot", "three_card_category", "three_card_key"]

Card = tuple[int, str]
Hand = tuple[Card, ...]
Key = tuple[int, ...]

#: the ace where it ranks above the king
ACE = 14
#: 637a.19(k)(2)(iv): the suits, highest first, for odd amounts only
SUIT_ORDER = "SHDC"
_SUIT_VALUE = {u: len(SUIT_ORDER) - i for i, u in enumerate(SUIT_ORDER)}
#: P-1: the five-card high categories, best first (royal flush: the ace-high straight flush)
HIGH_CATEGORIES = ("royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush", "straight",
                   "three_of_a_kind", "two_pair", "pair", "high_card")
_HIGH = {name: len(HIGH_CATEGORIES) - i for i, name in enumerate(HIGH_CATEGORIES)}
_MADE = frozenset(_HIGH[n] for n in ("royal_flush", "straight_flush", "flush", "straight"))
#: 637a.20(k)(4)(ii): the best A-5 hand, 5-4-3-2-A in any suits, as a key
BEST_ACE_TO_FIVE: Key = (-_HIGH["high_card"], -5, -4, -3, -2, -1)
#: 637a.20(k)(3)(ii): the best 2-7 hand, 7-5-4-3-2 not all of one suit, as a key
BEST_DEUCE_TO_SEVEN: Key = (-_HIGH["high_card"], -7, -5, -4, -3, -2)
#: 637a.19(l)(1): the worst low that qualifies, 8-7-6-5-4
_WORST_EIGHT: Key = (-_HIGH["high_card"], -8, -7, -6, -5, -4)
#: 637a.21(k)(1), 637a.20(l)(2)(i): the best Badugi, A-2-3-4, as a key
BEST_BADUGI_ACE_LOW: Key = (4, -4, -3, -2, -1)
#: 637a.20(l)(1)(i), P-3: Badeucey's best Badugi, 2-3-4-5, as a key
BEST_BADUGI_ACE_HIGH: Key = (4, -5, -4, -3, -2)
#: the three-card categories, best first (649a.6(e) adds the mini-royal flush where the paytable has it)
THREE_CARD_CATEGORIES = ("mini_royal", "straight_flush", "three_of_a_kind", "straight", "flush", "pair", "high_card")
_THREE = {name: len(THREE_CARD_CATEGORIES) - i for i, name in enumerate(THREE_CARD_CATEGORIES)}
#: 649a.12(g)(1), (2): the least odds a mini-royal flush may pay in the paytables of 649a.12(b) and (d), as (pays, to)
MINI_ROYAL_FLOORS = {"b": (5, 1), "d": (40, 1)}
#: 649a.6(d)(8): the ranks of a Super Royal (ace, king, queen, jack, 10, 9)
_SUPER_ROYAL_RANKS = frozenset({1, 13, 12, 11, 10, 9})


def _ok(c: Card) -> bool:
    return isinstance(c, tuple) and len(c) == 2 and 1 <= c[0] <= 13 and c[1] in ("S", "H", "D", "C")


def _distinct(hand: Sequence[Card], n: int) -> bool:
    """``n`` distinct cards of one deck."""
    return len(hand) == n and all(_ok(c) for c in hand) and len(set(hand)) == n


def _ranks(hand: Sequence[Card]) -> set[int]:
    return {r for r, _ in hand}


def _suits(hand: Sequence[Card]) -> set[str]:
    return {u for _, u in hand}


def _rank_key(hand: Hand, ace_high: bool, wheel: bool, made: bool) -> Key:
    """The P-1 high ranking of five cards as a key: the category's value, then what orders the category. The ace
    ranks 14 where ``ace_high`` (1 otherwise); A-2-3-4-5 is a straight (its top card the 5) where ``wheel``;
    straights and flushes count only where ``made``."""
    ranks = sorted((ACE if r == 1 and ace_high else r for r, _ in hand), reverse=True)
    counts = Counter(ranks)
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    top = 0
    if made and len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            top = ranks[0]
        elif wheel and ranks == [ACE, 5, 4, 3, 2]:
            top = 5
    flush = made and len(_suits(hand)) == 1
    if top and flush:
        return (_HIGH["royal_flush"] if top == ACE else _HIGH["straight_flush"], top)
    if top:
        return (_HIGH["straight"], top)
    if shape[0] == 4:
        category = "four_of_a_kind"
    elif shape == [3, 2]:
        category = "full_house"
    elif flush:
        category = "flush"
    elif shape[0] == 3:
        category = "three_of_a_kind"
    elif shape == [2, 2, 1]:
        category = "two_pair"
    elif shape[0] == 2:
        category = "pair"
    else:
        category = "high_card"
    return (_HIGH[category], *order)


def five_card_category(key: Key) -> str:
    """The name of a five-card key's category (of :func:`high_key`, :func:`ace_to_five_key` or
    :func:`deuce_to_seven_key`), from :data:`HIGH_CATEGORIES`."""
    return HIGH_CATEGORIES[len(HIGH_CATEGORIES) - abs(key[0])]


@cites("pa:637a.6", "pa:637a.6(d)", "pa:637a.19(k)(1)", "pa:637a.19(l)(2)")
@icontract.require(lambda hand: _distinct(hand, 5), "five distinct cards", enabled=ENABLED)
@icontract.ensure(lambda hand, result: result[0] not in _MADE or len(_ranks(hand)) == 5,
                  "637a.6 (P-1): a straight or a flush holds five different ranks", enabled=ENABLED)
@icontract.ensure(lambda hand, result: result[0] not in _MADE - {_HIGH["straight"]} or len(_suits(hand)) == 1,
                  "637a.6 (P-1): a flush, straight flush or royal flush is of one suit", enabled=ENABLED)
def high_key(hand: Hand) -> Key:
    """A five-card high hand's place in the standard ranking (P-1) as a key, the greater the better: the ace high,
    and low in A-2-3-4-5. The ranking of Five-card Omaha High and of the high half of High-low (637a.19(k)(1),
    (l)(2)), and the one 637a.6(d) inverts for the low games."""
    return _rank_key(hand, ace_high=True, wheel=True, made=True)


@cites("pa:637a.6(c)", "pa:637a.6(d)", "pa:637a.20(k)", "pa:637a.20(k)(1)", "pa:637a.20(k)(4)",
       "pa:637a.20(k)(4)(i)", "pa:637a.20(k)(4)(ii)", "pa:637a.20(k)(4)(iii)")
@icontract.require(lambda hand: _distinct(hand, 5), "five distinct cards", enabled=ENABLED)
@icontract.ensure(lambda result: -result[0] not in _MADE,
                  "637a.6(d), 637a.20(k)(4)(iii): straights and flushes are disregarded", enabled=ENABLED)
@icontract.ensure(lambda result: result <= BEST_ACE_TO_FIVE,
                  "637a.20(k)(4)(ii): no hand is better than 5-4-3-2-A", enabled=ENABLED)
@icontract.ensure(lambda hand, result: (result == BEST_ACE_TO_FIVE) == (_ranks(hand) == {1, 2, 3, 4, 5}),
                  "637a.20(k)(4)(ii): 5-4-3-2-A in any suits is the best hand", enabled=ENABLED)
def ace_to_five_key(hand: Hand) -> Key:
    """An A-5 low hand's key, the greater the better (637a.6(d)): the P-1 ranking reversed, the ace only low
    (637a.6(c), 637a.20(k)(4)(i)), straights and flushes disregarded ((k)(4)(iii)); no pair beats a pair, and
    no-pair hands are compared from the highest card down ((k)(1)). The ranking of A-5 Triple Draw and Badacey's
    A-5 half."""
    return tuple(-x for x in _rank_key(hand, ace_high=False, wheel=False, made=False))


@cites("pa:637a.6(c)", "pa:637a.6(d)", "pa:637a.20(k)", "pa:637a.20(k)(1)", "pa:637a.20(k)(3)",
       "pa:637a.20(k)(3)(i)", "pa:637a.20(k)(3)(ii)", "pa:637a.20(k)(3)(iii)")
@icontract.require(lambda hand: _distinct(hand, 5), "five distinct cards", enabled=ENABLED)
@icontract.ensure(lambda result: result <= BEST_DEUCE_TO_SEVEN,
                  "637a.20(k)(3)(ii): no hand is better than 7-5-4-3-2", enabled=ENABLED)
@icontract.ensure(lambda hand, result: (result == BEST_DEUCE_TO_SEVEN) == (
    _ranks(hand) == {2, 3, 4, 5, 7} and len(_suits(hand)) > 1),
                  "637a.20(k)(3)(ii): 7-5-4-3-2 not all of one suit is the best hand", enabled=ENABLED)
@icontract.ensure(lambda hand, result: _ranks(hand) != {1, 2, 3, 4, 5} or -result[0] in (
    _HIGH["high_card"], _HIGH["flush"]), "637a.20(k)(3)(i): the ace only high, so A-2-3-4-5 is no straight",
                  enabled=ENABLED)
def deuce_to_seven_key(hand: Hand) -> Key:
    """A 2-7 low hand's key, the greater the better (637a.6(d)): the P-1 ranking reversed, the ace only high (so
    A-2-3-4-5 is no straight, 637a.20(k)(3)(i)), straights, flushes and pairs counting against the hand
    ((k)(3)(iii)); hands of one category compared from the highest card down ((k)(1)). The ranking of 2-7 Triple
    Draw and Badeucey's 2-7 half."""
    return tuple(-x for x in _rank_key(hand, ace_high=True, wheel=False, made=True))


@cites("pa:637a.19(l)", "pa:637a.19(l)(1)", "pa:637a.6(d)")
@icontract.require(lambda hand: _distinct(hand, 5), "five distinct cards", enabled=ENABLED)
@icontract.ensure(lambda hand, result: (result is None) == (len(_ranks(hand)) < 5 or max(_ranks(hand)) > 8),
                  "637a.19(l)(1): a low qualifies with five different ranks, ace to 8", enabled=ENABLED)
@icontract.ensure(lambda result: result is None or BEST_ACE_TO_FIVE >= result >= _WORST_EIGHT,
                  "637a.19(l)(1): a qualifying low is never worse than 8-7-6-5-4", enabled=ENABLED)
def eight_or_better(hand: Hand) -> Optional[Key]:
    """The five cards' low for Omaha High-low Split Eight or Better, or ``None`` if it does not qualify: five
    different ranks from the ace (low) to the 8, no 9, 10, jack, queen or king (637a.19(l)(1)). A qualifying low is
    ranked as A-5 (637a.6(d): straights and flushes disregarded), compared highest card first (P-7)."""
    ranks = _ranks(hand)
    if len(ranks) < 5 or max(ranks) > 8:
        return None
    return ace_to_five_key(hand)


def _omaha_ok(hole: Hand, board: Hand) -> bool:
    return len(hole) == 5 and len(board) == 5 and _distinct(hole + board, 10)


def _two_and_three(hole: Hand, board: Hand, hand: Hand) -> bool:
    return sum(c in hole for c in hand) == 2 and sum(c in board for c in hand) == 3 and len(set(hand)) == 5


@cites("pa:637a.19(k)", "pa:637a.19(l)(2)")
def omaha_hands(hole: Hand, board: Hand) -> Iterator[Hand]:
    """Every five-card hand a player may show (637a.19(k)): exactly two of his five hole cards and three of the five
    community cards, 10 x 10 = 100 hands."""
    for two in itertools.combinations(hole, 2):
        for three in itertools.combinations(board, 3):
            yield two + three


def _high_order(hand: Hand) -> tuple[tuple[int, int], ...]:
    """P-8: the cards from the highest down, the ace high, cards of one rank by the suit order of 637a.19(k)(2)(iv)."""
    return tuple(sorted(((ACE if r == 1 else r, _SUIT_VALUE[u]) for r, u in hand), reverse=True))


def _low_order(hand: Hand, lowest_suit: bool) -> tuple[tuple[int, int], ...]:
    """P-9: the cards from the lowest up, the ace low, cards of one rank by suit, the winning suit first."""
    return tuple(sorted((r, _SUIT_VALUE[u] if lowest_suit else -_SUIT_VALUE[u]) for r, u in hand))


@cites("pa:637a.19(k)", "pa:637a.19(k)(1)", "pa:637a.19(k)(2)(ii)", "pa:637a.19(l)(2)")
@icontract.require(lambda hole, board: _omaha_ok(hole, board), "five hole and five community cards, all distinct",
                   enabled=ENABLED)
@icontract.ensure(lambda hole, board, result: _two_and_three(hole, board, result),
                  "637a.19(k): two hole cards and three community cards", enabled=ENABLED)
def omaha_high_hand(hole: Hand, board: Hand) -> Hand:
    """The five cards of the player's best high hand (637a.19(k)(1)); where several make the same hand, the one the
    odd-amount rule of 637a.19(k)(2)(ii) favours (P-8)."""
    return max(omaha_hands(hole, board), key=lambda h: (high_key(h), _high_order(h)))


@cites("pa:637a.19(k)", "pa:637a.19(k)(1)", "pa:637a.19(l)(2)")
@icontract.require(lambda hole, board: _omaha_ok(hole, board), "five hole and five community cards, all distinct",
                   enabled=ENABLED)
def omaha_high(hole: Hand, board: Hand) -> Key:
    """The player's best high hand in Five-card Omaha (637a.19(k)(1)) as a :func:`high_key`: the best of the 100
    hands of two hole cards and three community cards."""
    return high_key(omaha_high_hand(hole, board))


@cites("pa:637a.19(k)", "pa:637a.19(k)(2)(iii)", "pa:637a.19(l)", "pa:637a.19(l)(1)", "pa:637a.19(l)(2)")
@icontract.require(lambda hole, board: _omaha_ok(hole, board), "five hole and five community cards, all distinct",
                   enabled=ENABLED)
@icontract.ensure(lambda hole, board, result: result is None or _two_and_three(hole, board, result),
                  "637a.19(k), (l)(2): two hole cards and three community cards", enabled=ENABLED)
@icontract.ensure(lambda result: result is None or eight_or_better(result) is not None,
                  "637a.19(l)(1): only a qualifying low", enabled=ENABLED)
def omaha_low_hand(hole: Hand, board: Hand, lowest_suit: bool = True) -> Optional[Hand]:
    """The five cards of the player's best qualifying low (637a.19(l)), or ``None`` when no two hole cards and three
    community cards make one; where several make the same low, the one the odd-amount rule of 637a.19(k)(2)(iii)
    favours (P-9, ``lowest_suit``)."""
    lows = [(k, h) for h in omaha_hands(hole, board) if (k := eight_or_better(h)) is not None]
    if not lows:
        return None
    return max(lows, key=lambda kh: (kh[0], tuple((-r, -s) for r, s in _low_order(kh[1], lowest_suit))))[1]


@cites("pa:637a.19(k)", "pa:637a.19(l)", "pa:637a.19(l)(1)", "pa:637a.19(l)(2)")
@icontract.require(lambda hole, board: _omaha_ok(hole, board), "five hole and five community cards, all distinct",
                   enabled=ENABLED)
@icontract.ensure(lambda result: result is None or BEST_ACE_TO_FIVE >= result >= _WORST_EIGHT,
                  "637a.19(l)(1): a qualifying low is never worse than 8-7-6-5-4", enabled=ENABLED)
def omaha_low(hole: Hand, board: Hand) -> Optional[Key]:
    """The player's best low in Five-card Omaha High-low Split Eight or Better as an :func:`eight_or_better` key,
    or ``None`` when he has none (637a.19(l)(1)); the same cards may also make his high hand, an ace playing low
    here and high there (637a.19(l)(2))."""
    hand = omaha_low_hand(hole, board)
    return None if hand is None else eight_or_better(hand)


@cites("pa:637a.21(k)", "pa:637a.21(k)(1)", "pa:637a.21(k)(2)", "pa:637a.21(k)(3)", "pa:637a.21(k)(4)",
       "pa:637a.6(c)", "pa:637a.20(l)", "pa:637a.20(l)(1)(i)", "pa:637a.20(l)(2)(i)")
@icontract.require(lambda hand: _distinct(hand, len(hand)) and len(hand) in (4, 5),
                   "four distinct cards (Badugi) or five (Badeucey, Badacey)", enabled=ENABLED)
@icontract.ensure(lambda result: 1 <= result[0] <= 4 and len(result) == 1 + result[0],
                  "637a.21(k)(1)-(4): a hand of one to four cards", enabled=ENABLED)
@icontract.ensure(lambda hand, result: result[0] <= min(len(_suits(hand)), len(_ranks(hand))),
                  "637a.21(k)(1)-(3), P-6: each card of its own suit and rank", enabled=ENABLED)
@icontract.ensure(lambda ace_low, result: result <= (BEST_BADUGI_ACE_LOW if ace_low else BEST_BADUGI_ACE_HIGH),
                  "637a.21(k)(1), 637a.20(l)(1)(i), (l)(2)(i): none better than A-2-3-4 (2-3-4-5 ace high)",
                  enabled=ENABLED)
def badugi_key(hand: Hand, ace_low: bool = True) -> Key:
    """A Badugi hand's key, the greater the better (637a.21(k)): first how many cards of different suits and ranks
    it holds (a four-card Badugi beats any three-card hand, and so down to the lowest single card, (k)(1)-(4); P-6),
    then those cards from the highest down, the lowest winning (P-7): ``(n, -highest, ..., -lowest)``. From five
    cards (Badeucey, Badacey) the best four or fewer (P-4, P-5). The ace is low (637a.6(c)) where ``ace_low``, and
    high for Badeucey's half (P-3)."""
    return _badugi(hand, ace_low)[0]


def _badugi(hand: Hand, ace_low: bool) -> tuple[Key, Hand]:
    best: tuple[Key, Hand] = ((), ())
    for n in range(1, 5):
        for sub in itertools.combinations(hand, n):
            if len(_suits(sub)) == n and len(_ranks(sub)) == n:
                values = sorted((ACE if r == 1 and not ace_low else r for r, _ in sub), reverse=True)
                k = (n, *(-v for v in values))
                if k > best[0]:
                    best = k, sub
    return best


@cites("pa:637a.20(l)", "pa:637a.20(l)(1)", "pa:637a.20(l)(1)(i)")
@icontract.require(lambda hand: _distinct(hand, 5), "five distinct cards", enabled=ENABLED)
def badeucey(hand: Hand) -> tuple[Key, Key]:
    """A Badeucey hand's two keys (637a.20(l)(1)(i)): its 2-7 hand (:func:`deuce_to_seven_key`) for one half of the
    pot and its Badugi, the ace high (P-3), for the other."""
    return deuce_to_seven_key(hand), badugi_key(hand, ace_low=False)


@cites("pa:637a.20(l)", "pa:637a.20(l)(2)", "pa:637a.20(l)(2)(i)")
@icontract.require(lambda hand: _distinct(hand, 5), "five distinct cards", enabled=ENABLED)
def badacey(hand: Hand) -> tuple[Key, Key]:
    """A Badacey hand's two keys (637a.20(l)(2)(i)): its A-5 hand (:func:`ace_to_five_key`) for one half of the pot
    and its Badugi, the ace low, for the other."""
    return ace_to_five_key(hand), badugi_key(hand, ace_low=True)


@cites("pa:637a.19(k)(2)", "pa:637a.19(k)(2)(i)", "pa:637a.19(l)(1)", "pa:637a.20(l)", "pa:637a.20(l)(1)(i)",
       "pa:637a.20(l)(1)(ii)", "pa:637a.20(l)(2)(i)", "pa:637a.20(l)(2)(ii)")
@icontract.require(lambda pot: pot >= 0, "a pot in whole units (P-10: $1)", enabled=ENABLED)
@icontract.ensure(lambda pot, result: result[0] + result[1] == pot,
                  "637a.19(k)(2), 637a.20(l): the two halves are the whole pot", enabled=ENABLED)
@icontract.ensure(lambda low, result: not low or 0 <= result[0] - result[1] <= 1,
                  "637a.19(k)(2)(i), 637a.20(l)(1)(ii), (l)(2)(ii): equal halves, an odd unit to the high "
                  "(2-7, A-5) half", enabled=ENABLED)
@icontract.ensure(lambda pot, low, result: low or result == (pot, 0),
                  "637a.19(l)(1): with no qualifying low the high hand takes the whole pot", enabled=ENABLED)
def split_pot(pot: int, low: bool = True) -> tuple[int, int]:
    """A split pot's two halves, ``(high, low)``: in Omaha High-low the best high hand and the best low hand share the
    pot equally, an odd unit going to the high hand (637a.19(k)(2)(i)); with no qualifying low the high hand takes
    it all (637a.19(l)(1), ``low`` false). Badeucey and Badacey split the same way, the odd unit with the 2-7 or
    the A-5 half (637a.20(l)(1)(ii), (l)(2)(ii)). ``pot`` is in units of the odd amount (P-10: $1)."""
    if not low:
        return pot, 0
    half = pot // 2
    return pot - half, half


@cites("pa:637a.19(k)(2)(ii)", "pa:637a.19(k)(2)(iii)", "pa:637a.20(k)(2)", "pa:637a.21(k)(5)")
@icontract.require(lambda amount, ways: amount >= 0 and ways >= 1, "an amount in whole units among tied players",
                   enabled=ENABLED)
@icontract.ensure(lambda amount, ways, result: len(result) == ways and sum(result) == amount,
                  "637a.20(k)(2), 637a.21(k)(5): the tied players share the whole amount", enabled=ENABLED)
@icontract.ensure(lambda result: all(0 <= a - b <= 1 for a, b in zip(result, result[1:]))
                  and result[0] - result[-1] <= 1,
                  "637a.19(k)(2)(ii), (iii): equal shares, odd units to the first players in order (P-10)",
                  enabled=ENABLED)
def share(amount: int, ways: int) -> tuple[int, ...]:
    """Tied players' equal shares of ``amount`` (a pot, or one half of a split pot), in the order given: each the
    same, and a remainder that will not divide evenly one unit at a time from the first (637a.19(k)(2)(ii), (iii),
    637a.20(k)(2), 637a.21(k)(5)). The caller puts first the player the rule names (:func:`high_odd_chip`,
    :func:`low_odd_chip`, or the Rules Submission's choice) and then the others clockwise from the button (P-10)."""
    each, odd = divmod(amount, ways)
    return tuple(each + 1 if i < odd else each for i in range(ways))


def _tied_hands(hands: Sequence[Hand]) -> bool:
    return len(hands) >= 1 and all(_distinct(h, 5) for h in hands) and len({frozenset(h) for h in hands}) == len(hands)


@cites("pa:637a.19(k)(2)(ii)", "pa:637a.19(k)(2)(iv)")
@icontract.require(lambda hands: _tied_hands(hands), "the different five-card high hands of the tied players",
                   enabled=ENABLED)
@icontract.ensure(lambda hands, result: 0 <= result < len(hands), "one of the tied players", enabled=ENABLED)
def high_odd_chip(hands: Sequence[Hand]) -> int:
    """Which of the tied high hands takes an odd amount of the high half (637a.19(k)(2)(ii)): the one whose highest
    card wins by suit, spades, hearts, diamonds, clubs (637a.19(k)(2)(iv)); a highest card the hands share (from the
    board) passes to the next card (P-8). The index into ``hands``."""
    orders = [_high_order(h) for h in hands]
    return orders.index(max(orders))


@cites("pa:637a.19(k)(2)(iii)", "pa:637a.19(k)(2)(iv)")
@icontract.require(lambda hands: _tied_hands(hands), "the different five-card low hands of the tied players",
                   enabled=ENABLED)
@icontract.ensure(lambda hands, result: 0 <= result < len(hands), "one of the tied players", enabled=ENABLED)
def low_odd_chip(hands: Sequence[Hand], lowest_suit: bool = True) -> int:
    """Which of the tied low hands takes an odd amount of the low half (637a.19(k)(2)(iii)): the one whose lowest
    card (the ace low) wins by suit, the lowest suit, clubs, by our reading (P-9; ``lowest_suit`` false: spades); a
    lowest card the hands share passes to the next card. The index into ``hands``."""
    orders = [_low_order(h, lowest_suit) for h in hands]
    return orders.index(min(orders))


@cites("pa:649a.6", "pa:649a.6(e)")
@icontract.require(lambda hand: _distinct(hand, 3), "three distinct cards", enabled=ENABLED)
@icontract.ensure(lambda hand, mini_royal, result: (result[0] == _THREE["mini_royal"]) == (
    mini_royal and _ranks(hand) == {1, 13, 12} and len(_suits(hand)) == 1),
                  "649a.6(e) (P-18): a mini-royal flush is the ace, king and queen of one suit, where the paytable "
                  "has it", enabled=ENABLED)
@icontract.ensure(lambda hand, result: result[0] not in (_THREE["mini_royal"], _THREE["straight_flush"],
                                                          _THREE["flush"]) or len(_suits(hand)) == 1,
                  "649a.6: a flush is of one suit", enabled=ENABLED)
def three_card_key(hand: Hand, mini_royal: bool = False) -> Key:
    """A three-card hand's key in Three Card Poker, the greater the better: the standard ranking (649a.6(a)-(c) are
    not printed) and, where the paytable has it (``mini_royal``), the mini-royal flush above every straight flush
    (649a.6(e), P-18)."""
    ranks = sorted((ACE if r == 1 else r for r, _ in hand), reverse=True)
    counts = Counter(ranks)
    flush = len(_suits(hand)) == 1
    top = 0
    if len(counts) == 3:
        if ranks[0] - ranks[2] == 2:
            top = ranks[0]
        elif ranks == [ACE, 3, 2]:
            top = 3
    if top and flush:
        return (_THREE["mini_royal"] if mini_royal and top == ACE else _THREE["straight_flush"], top)
    if len(counts) == 1:
        return (_THREE["three_of_a_kind"], ranks[0])
    if top:
        return (_THREE["straight"], top)
    if flush:
        return (_THREE["flush"], *ranks)
    if len(counts) == 2:
        pair = max(counts, key=lambda r: counts[r])
        return (_THREE["pair"], pair, *[r for r in ranks if r != pair])
    return (_THREE["high_card"], *ranks)


def three_card_category(hand: Hand, mini_royal: bool = False) -> str:
    """The name of a three-card hand's category, from :data:`THREE_CARD_CATEGORIES`."""
    return THREE_CARD_CATEGORIES[len(THREE_CARD_CATEGORIES) - three_card_key(hand, mini_royal)[0]]


@cites("pa:649a.6(d)", "pa:649a.6(d)(8)")
@icontract.require(lambda hand: _distinct(hand, 6), "six distinct cards", enabled=ENABLED)
@icontract.ensure(lambda paytable, result: not result or paytable == "E",
                  "649a.6(d)(8): a Super Royal only under paytable E", enabled=ENABLED)
def is_super_royal(hand: Hand, paytable: str) -> bool:
    """Is the six-card hand a Super Royal of the Six Card Bonus: the ace, king, queen, jack, 10 and 9 of one suit,
    counted only where the holder has chosen paytable E (649a.6(d)(8), P-19)?"""
    return paytable == "E" and _ranks(hand) == _SUPER_ROYAL_RANKS and len(_suits(hand)) == 1


@cites("pa:649a.12", "pa:649a.12(g)", "pa:649a.12(g)(1)", "pa:649a.12(g)(2)")
@icontract.require(lambda table, pays, to: table in MINI_ROYAL_FLOORS and pays >= 0 and to >= 1,
                   "odds 'pays to to' in the paytable of 649a.12(b) or (d) (P-20)", enabled=ENABLED)
def mini_royal_odds_allowed(table: str, pays: int, to: int) -> bool:
    """May the paytable of 649a.12(b) (``"b"``) or (d) (``"d"``) pay a mini-royal flush at ``pays`` to ``to``? Not
    below 5 to 1 in (b) and 40 to 1 in (d) (649a.12(g)(1), (2))."""
    floor_pays, floor_to = MINI_ROYAL_FLOORS[table]
    return pays * floor_to >= floor_pays * to
