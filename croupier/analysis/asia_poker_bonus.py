"""Exact counts of Asia Poker's Bonus hands (``pa:659a.6(d)``): how many of a player's seven-card hands make each
one, as the dealer arranges the seven cards for the Bonus Wager (``pa:659a.11(h)``), through the model's kernel
:func:`~croupier.reference.asia_poker.kernels.bonus_hand`.

What is dealt. Seven cards from one Asia Poker deck: 52 cards and the joker, 53 in all (659a.3(a)), each of the
C(53, 7) = 154,143,080 hands (cards told apart, order not counted) equally likely. Nothing is sampled and nothing
is rounded: the classes below weigh 154,143,080 hands between them or the count refuses.

How the hands are sorted. A hand is counted with the joker or without it, and in one of two kinds of class.

* No flush is possible: no suit holds five of the natural cards, nor four where the joker is there (at most four
  of a suit among seven natural cards, three among six beside the joker). Then no flush, straight flush or royal
  flush of any kind can be made, and the kernel's answer depends on the ranks alone (and the joker). The class is the
  hand's count of each rank, 0 to 4 (seven natural cards, or six and the joker); its weight is the number of ways
  to give each rank's cards distinct suits with no suit reaching five (four with the joker), counted exactly over
  the suits one rank at a time. That number depends only on the counts' multiset (how many ranks are single,
  paired, and so on), so it is worked out once per multiset.
* A flush is possible: one suit holds five natural cards or more (four or more with the joker). Only one suit
  can (5 + 5 > 7; 4 + 4 > 6). The class is that suit's set of ranks and the ranks of the one or two cards of other
  suits; those cards make nothing by suit, so which other suits they are does not matter to the kernel. Its weight
  is 4 (the suit: the kernel treats the four alike) times the ways to give the other cards distinct suits among
  the other three.

Every class is settled by calling the kernel on one hand of the class, so the counts are the kernel's by
construction; only the weights are arithmetic. 67,600 classes have no possible flush and 224,653 do: 292,253
calls of the kernel a setting, about ten seconds with the contracts off (``CROUPIER_CONTRACTS=0``).

The hands are ranked as the kernel's :data:`~croupier.reference.asia_poker.kernels.BONUS_HANDS` lists them, the
order of 659a.6(d): three of a kind above the straight, so that the 50,600 hands of the 52 cards that hold both
count as three of a kind, and 9-high above the flush.

The counting works for a smaller deck too (:func:`deck_counts`: some of the ranks, some of the suits, the joker),
which lets the tests check it against every hand of such a deck.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import lru_cache
from math import comb, prod
from typing import Iterator, Optional, Sequence

from croupier.analysis.result import AnalysisError
from croupier.reference.asia_poker import kernels
from croupier.reference.asia_poker.kernels import BONUS_HANDS, JOKER

__all__ = ["ALL_HANDS", "BONUS_CLAUSES", "RANKS", "SUITS", "AnalysisError", "bonus_counts", "bonus_probabilities",
           "deck_counts"]

Card = tuple[int, str]
#: the clauses counted: the Bonus hands, and the dealer arranging the seven cards into the highest of them
BONUS_CLAUSES = ("pa:659a.6(d)", "pa:659a.11(h)")
#: the ranks of one deck, 1 (the ace) to 13 (the king), as the kernel writes them
RANKS = tuple(range(1, 14))
#: the four suits, as the kernel writes them
SUITS = "SHDC"
#: the seven-card hands of one Asia Poker deck: 52 cards and the joker
ALL_HANDS = comb(53, 7)
#: the natural cards of one suit that make a flush possible: without the joker, and with it
FLUSH_WITHOUT, FLUSH_WITH = 5, 4




@lru_cache(maxsize=None)
def _spread(shape: tuple[int, ...], n_suits: int, cap: int) -> tuple[int, Optional[tuple[tuple[int, ...], ...]]]:
    """The ways to give ranks held ``shape`` times each (one rank per entry) distinct suits out of ``n_suits`` with
    no suit used more than ``cap`` times; and one such way (each entry's suit indices), or None where there is none.
    Counted one rank at a time, over the number of cards each suit holds so far."""
    ways: dict[tuple[int, ...], int] = {(0,) * n_suits: 1}
    for k in shape:
        nxt: dict[tuple[int, ...], int] = {}
        for held, n in ways.items():
            for pick in itertools.combinations(range(n_suits), k):
                new = tuple(h + (i in pick) for i, h in enumerate(held))
                if max(new) <= cap:
                    nxt[new] = nxt.get(new, 0) + n
        ways = nxt
    total = sum(ways.values())

    def first(i: int, held: tuple[int, ...]) -> Optional[tuple[tuple[int, ...], ...]]:
        if i == len(shape):
            return ()
        for pick in itertools.combinations(range(n_suits), shape[i]):
            new = tuple(h + (j in pick) for j, h in enumerate(held))
            if max(new) <= cap:
                rest = first(i + 1, new)
                if rest is not None:
                    return (pick,) + rest
        return None

    return total, first(0, (0,) * n_suits) if total else None


def _rank_counts(ranks: Sequence[int], cards: int, most: int) -> Iterator[tuple[tuple[int, int], ...]]:
    """Every way to hold ``cards`` cards of ``ranks``, at most ``most`` of a rank: (rank, count) pairs, counts > 0."""
    if not ranks:
        if cards == 0:
            yield ()
        return
    for k in range(min(most, cards), -1, -1):
        for rest in _rank_counts(ranks[1:], cards - k, most):
            yield (((ranks[0], k),) + rest) if k else rest


@lru_cache(maxsize=None)
def _part(ranks: tuple[int, ...], suits: str, joker: bool, royal_with_joker: bool,
          wheel: bool) -> tuple[tuple[Optional[str], int], ...]:
    """The hands that hold the joker (``joker``) or do not, by the kernel's Bonus hand: every class, its weight,
    and the kernel's answer for one hand of it."""
    n = len(suits)
    natural = 6 if joker else 7
    flush = FLUSH_WITH if joker else FLUSH_WITHOUT
    extra = (JOKER,) if joker else ()
    tally: dict[Optional[str], int] = {h: 0 for h in (*BONUS_HANDS, None)}
    # no flush possible: the ranks decide, every suit holding fewer than `flush` cards
    for held in _rank_counts(ranks, natural, min(n, 4)):
        order = sorted(held, key=lambda rc: -rc[1])
        ways, picks = _spread(tuple(k for _, k in order), n, flush - 1)
        if not ways:
            continue
        assert picks is not None
        hand = tuple((r, suits[i]) for (r, _), pick in zip(order, picks) for i in pick) + extra
        tally[kernels.bonus_hand(hand, royal_with_joker, wheel)] += ways
    # a flush possible: the suit's own ranks, and the ranks of the one or two cards of other suits
    for s in range(flush, min(natural, len(ranks)) + 1):
        if s < natural and n < 2:
            continue  # no other suit for the other cards
        for suited in itertools.combinations(ranks, s):
            own = tuple((r, suits[0]) for r in suited) + extra
            for others in itertools.combinations_with_replacement(ranks, natural - s):
                copies = [(r, others.count(r)) for r in sorted(set(others))]
                ways = n * prod(comb(n - 1, k) for _, k in copies)
                if not ways:
                    continue
                hand = own + tuple((r, suits[1 + i]) for r, k in copies for i in range(k))
                tally[kernels.bonus_hand(hand, royal_with_joker, wheel)] += ways
    want = comb(n * len(ranks), natural)
    if sum(tally.values()) != want:
        raise AnalysisError(f"the hands {'with' if joker else 'without'} the joker weigh {sum(tally.values())}, "
                            f"not {want}")
    return tuple(tally.items())


def deck_counts(ranks: Sequence[int] = RANKS, suits: str = SUITS, royal_with_joker: bool = True,
                wheel: bool = True, joker: Optional[bool] = None) -> dict[Optional[str], int]:
    """For each Bonus hand (best first, then None for none), the number of seven-card hands from a deck of the
    given ``ranks`` in each of the given ``suits`` that the kernel rates as that hand. ``joker``: None, the deck
    holds the joker and every hand is counted; true, only the hands that hold it; false, a deck without it. The
    default is one Asia Poker deck; a smaller one is for checking the counts against every hand it deals."""
    ranks = tuple(ranks)
    n = len(suits)
    if len(set(ranks)) != len(ranks) or not set(ranks) <= set(RANKS) or len(set(suits)) != n or \
            not set(suits) <= set(SUITS) or n * len(ranks) < 7:
        raise ValueError("distinct ranks 1-13 and suits of SHDC, seven natural cards or more")
    parts = (False, True) if joker is None else (joker,)
    tally: dict[Optional[str], int] = {h: 0 for h in (*BONUS_HANDS, None)}
    for j in parts:
        for h, k in _part(ranks, suits, j, royal_with_joker, wheel):
            tally[h] += k
    cards = n * len(ranks)
    want = comb(cards + 1, 7) if joker is None else comb(cards, 6) if joker else comb(cards, 7)
    if sum(tally.values()) != want:
        raise AnalysisError(f"the hands weigh {sum(tally.values())}, not {want}")
    return tally


@lru_cache(maxsize=None)
def _counts(royal_with_joker: bool, wheel: bool) -> tuple[tuple[Optional[str], int], ...]:
    tally = deck_counts(RANKS, SUITS, royal_with_joker, wheel)
    if sum(tally.values()) != ALL_HANDS:
        raise AnalysisError(f"the hands weigh {sum(tally.values())}, not {ALL_HANDS}")
    return tuple(tally.items())


def bonus_counts(royal_with_joker: bool = True, wheel: bool = True) -> dict[Optional[str], int]:
    """For each Bonus hand of 659a.6(d) (best first, then None for none), the number of the C(53, 7) =
    154,143,080 seven-card hands of one deck whose highest Bonus hand it is (659a.11(h)), the joker and the
    A-2-3-4-5 read as the kernel's ``royal_with_joker`` and ``wheel`` say (G-11, G-12). Counted once per setting."""
    return dict(_counts(royal_with_joker, wheel))


def bonus_probabilities(royal_with_joker: bool = True, wheel: bool = True) -> dict[Optional[str], Fraction]:
    """:func:`bonus_counts` over C(53, 7): the chance of each Bonus hand (None: no Bonus hand), exactly."""
    return {h: Fraction(n, ALL_HANDS) for h, n in bonus_counts(royal_with_joker, wheel).items()}
