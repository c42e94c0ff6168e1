"""The arithmetic of the Blackjack side wagers the 2013 proposal adds to chapter 633a, contracted and searched by
CrossHair: the Straight Jack run and its row (633a.1, 633a.7(g)(9), 633a.7(o)(3), 633a.13(m)(1)), the House Money
category (633a.1, 633a.6(e)(12), 633a.13(n)), the Hit and Run condition (633a.6(e)(10), 633a.7(o)(2)(i)) and the
share of a payout cap (633a.13(o)).

Cards enter as ranks (1 the ace, 2 to 10, 11 to 13 the jack, queen and king: a 633a deck keeps its 10s,
633a.7(h)) and suits as the letters S, H, D, C. The rows are named as the clauses' numbers name them, so the model
reads the odds there.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import icontract

from croupier.reference.blackjack.kernels import plain_total as total
from croupier.reference.contracts import ENABLED
from croupier.spec.citations import cites

__all__ = ["cap_shares", "house_money_category", "hit_and_run_wins", "straight_jack_row", "straight_run",
           "three_card_poker_category", "two_card_straight"]

#: 633a.6(e)(10), 633a.7(o)(2)(i): a dealer hand of this many cards or more wins Hit and Run
HIT_AND_RUN_CARDS = 5
#: the ace played high, above the king (633a.7(o)(3)(i): an ace and a king make a two-card straight)
ACE_HIGH = 14


def _ranks_ok(ranks: tuple[int, ...]) -> bool:
    return 1 <= len(ranks) <= 21 and all(1 <= r <= 13 for r in ranks)


@cites("pa:633a.1#two-card-straight")
@icontract.require(lambda a, b: 1 <= a <= 13 and 1 <= b <= 13, "two ranks", enabled=ENABLED)
@icontract.ensure(lambda a, b, result: result is None or (result[1] - result[0] == 1 and result[0] >= 1
                                                           and result[1] <= ACE_HIGH),
                  "633a.1: a two-card straight is two consecutive ranks", enabled=ENABLED)
@icontract.ensure(lambda a, b, result: result is None or a != b, "a pair is no straight", enabled=ENABLED)
def two_card_straight(a: int, b: int) -> Optional[tuple[int, int]]:
    """The run two cards make, as (low, high) with the ace 1 below a 2 or 14 above a king, or ``None``: two cards of
    consecutive rank, suits ignored (633a.1), the ace next to both the 2 and the king (BJ-A04, BJ-A05)."""
    return _pair_run(a, b)


def _pair_run(a: int, b: int) -> Optional[tuple[int, int]]:
    """:func:`two_card_straight` without its contracts, for the other kernels to call (see
    :func:`~croupier.reference.blackjack.kernels.plain_total`)."""
    lo, hi = min(a, b), max(a, b)
    if hi - lo == 1:
        return lo, hi
    if (lo, hi) == (1, 13):
        return 13, ACE_HIGH
    return None


@cites("pa:633a.7(o)(3)(i)", "pa:633a.7(o)(3)(i)(A)", "pa:633a.7(o)(3)(i)(B)", "pa:633a.7(o)(3)(i)(C)",
       "pa:633a.7(o)(3)(i)(D)", "pa:633a.7(g)(9)")
@icontract.require(lambda ranks: 2 <= len(ranks) <= 21 and _ranks_ok(ranks), "a hand's cards in the order dealt",
                   enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result == 0 or 2 <= result <= min(len(ranks), 6),
                  "633a.7(o)(3)(i): a run of two cards or more, one card at most per card dealt", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: (result == 0) == (_pair_run(ranks[0], ranks[1]) is None),
                  "633a.7(g)(9): only a first two cards that make a straight have a run", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result < 3 or total(ranks[:result])[0] <= 21,
                  "633a.7(o)(3)(i)(D): a card that takes the hand over 21 does not count", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result != 6 or sorted(ranks[:6]) == [1, 2, 3, 4, 5, 6],
                  "BJ-A05: the only six-card run at 21 or under is A-2-3-4-5-6", enabled=ENABLED)
def straight_run(ranks: tuple[int, ...]) -> int:
    """How many cards the hand's Straight Jack run holds: 0 when its first two cards are no two-card straight
    (633a.7(g)(9)); else 2, and one more for each card drawn after them that extends the run at either end
    ((o)(3)(i)(A), (B)), until a card that does not ((o)(3)(i)(C): nothing after it counts) or that takes the hand
    over 21 ((o)(3)(i)(D)). The ace plays high or low but never wraps (BJ-A05)."""
    run = _pair_run(ranks[0], ranks[1])
    if run is None:
        return 0
    lo, hi = run
    n = 2
    for k in range(2, len(ranks)):
        r = ranks[k]
        if total(ranks[:k + 1])[0] > 21:
            break
        if r == 1 and lo == 2:  # the ace below a 2
            lo = 1
        elif r == 1 and hi == 13:  # the ace above a king
            hi = ACE_HIGH
        elif r != 1 and r == lo - 1:
            lo = r
        elif r != 1 and r == hi + 1:
            hi = r
        else:
            break
        n += 1
    return n


@cites("pa:633a.13(m)(1)")
@icontract.require(lambda length: 2 <= length <= 6, "a run of two to six cards", enabled=ENABLED)
@icontract.ensure(lambda length, ace_of_spades, result: (result.startswith("six_card")) == (length == 6),
                  "633a.13(m)(1): the six-card rows are for six-card runs only", enabled=ENABLED)
@icontract.ensure(lambda length, ace_of_spades, result: result != "six_card_ace_of_spades" or ace_of_spades,
                  "633a.13(m)(1): the whole meter needs the ace of spades", enabled=ENABLED)
def straight_jack_row(length: int, ace_of_spades: bool) -> str:
    """The row of 633a.13(m)(1) a run of ``length`` cards is paid on, as the clause's numbers name it: two to five
    cards by their number; six cards (A-2-3-4-5-6) by whether the ace is the ace of spades."""
    if length == 6:
        return "six_card_ace_of_spades" if ace_of_spades else "six_card_other_ace"
    return {2: "two_card", 3: "three_card", 4: "four_card", 5: "five_card"}[length]


@cites("pa:633a.6(e)(12)", "pa:633a.1#ace-king-suited", "pa:633a.1#two-card-straight-flush",
       "pa:633a.1#two-card-straight", "pa:633a.7(g)(10)")
@icontract.require(lambda first, second: 1 <= first[0] <= 13 and 1 <= second[0] <= 13
                   and first[1] in "SHDC" and len(first[1]) == 1 and second[1] in "SHDC" and len(second[1]) == 1,
                   "a player's first two cards", enabled=ENABLED)
@icontract.ensure(lambda first, second, result: result != "pair" or first[0] == second[0],
                  "a pair is two cards of one rank", enabled=ENABLED)
@icontract.ensure(lambda first, second, result: result not in ("two_card_straight_flush", "ace_king_suited")
                  or first[1] == second[1], "633a.1: the flush and the suited ace-king are of one suit",
                  enabled=ENABLED)
@icontract.ensure(lambda first, second, result: result != "ace_king_suited" or {first[0], second[0]} == {1, 13},
                  "633a.1: an ace and a king", enabled=ENABLED)
@icontract.ensure(lambda first, second, result: result is not None or (
    first[0] != second[0] and _pair_run(first[0], second[0]) is None),
                  "633a.7(g)(10): every pair and every two-card straight wins", enabled=ENABLED)
def house_money_category(first: tuple[int, str], second: tuple[int, str]) -> Optional[str]:
    """The category a House Money Wager is paid on, named as 633a.13(n)'s numbers name it, or ``None`` when it
    loses (633a.7(g)(10)): a suited ace and king ``ace_king_suited``; two consecutive ranks of one suit
    ``two_card_straight_flush``; two cards of one rank ``pair``; two consecutive ranks ``two_card_straight``. Each
    hand is paid once, on the highest category it fits (BJ-A03); the ace is next to the 2 and the king (BJ-A04)."""
    (r1, s1), (r2, s2) = first, second
    if r1 == r2:
        return "pair"
    if _pair_run(r1, r2) is None:
        return None
    if s1 == s2:
        return "ace_king_suited" if {r1, r2} == {1, 13} else "two_card_straight_flush"
    return "two_card_straight"


def _three_ranks_run(a: int, b: int, c: int) -> bool:
    lo, mid, hi = sorted((a, b, c))
    return (mid == lo + 1 and hi == mid + 1) or (lo, mid, hi) == (1, 12, 13)


def _card_ok(c: tuple[int, str]) -> bool:
    return 1 <= c[0] <= 13 and len(c[1]) == 1 and c[1] in "SHDC"


@cites("pa:633a.7(g)(8)")
@icontract.require(lambda up, first, second: _card_ok(up) and _card_ok(first) and _card_ok(second),
                   "the dealer's up card and the player's first two cards", enabled=ENABLED)
@icontract.ensure(lambda up, first, second, result: result != "three_of_a_kind" or up[0] == first[0] == second[0],
                  "three of a kind is three cards of one rank", enabled=ENABLED)
@icontract.ensure(lambda up, first, second, result: result not in ("straight_flush", "flush")
                  or up[1] == first[1] == second[1], "a flush is three cards of one suit", enabled=ENABLED)
@icontract.ensure(lambda up, first, second, result: result not in ("straight_flush", "straight")
                  or _three_ranks_run(up[0], first[0], second[0]), "a straight is three consecutive ranks",
                  enabled=ENABLED)
@icontract.ensure(lambda up, first, second, result: result is not None or (
    not up[1] == first[1] == second[1] and not up[0] == first[0] == second[0]
    and not _three_ranks_run(up[0], first[0], second[0])),
                  "633a.7(g)(8): every straight flush, three of a kind, straight and flush wins", enabled=ENABLED)
def three_card_poker_category(up: tuple[int, str], first: tuple[int, str],
                              second: tuple[int, str]) -> Optional[str]:
    """The three-card Poker hand the dealer's up card and a player's first two cards make, of those 633a.7(g)(8)
    pays, or ``None``: ``straight_flush``, ``three_of_a_kind``, ``straight`` or ``flush``, the highest only
    (BJ-A20: a straight flush is not also a straight or a flush; the ace plays low in A-2-3 and high in Q-K-A, and a
    straight does not wrap round, so K-A-2 is none)."""
    flush = up[1] == first[1] == second[1]
    run = _three_ranks_run(up[0], first[0], second[0])
    if run and flush:
        return "straight_flush"
    if up[0] == first[0] == second[0]:
        return "three_of_a_kind"
    if run:
        return "straight"
    return "flush" if flush else None


@cites("pa:633a.6(e)(10)", "pa:633a.7(o)(2)(i)")
@icontract.require(lambda cards: 2 <= cards <= 24, "the dealer's finished hand", enabled=ENABLED)
@icontract.ensure(lambda cards, dealer_bj, result: result == (dealer_bj or cards >= HIT_AND_RUN_CARDS),
                  "633a.7(o)(2)(i): a dealer Blackjack or five cards or more", enabled=ENABLED)
def hit_and_run_wins(cards: int, dealer_bj: bool) -> bool:
    """Does a Hit and Run Progressive Wager win: the dealer has a Blackjack, or ends with five cards or more, the card
    that takes him over 21 counted (633a.6(e)(10), 633a.7(o)(2)(i))?"""
    return dealer_bj or cards >= HIT_AND_RUN_CARDS


@cites("pa:633a.13(o)")
@icontract.require(lambda wins, stakes, cap: len(wins) == len(stakes) and all(w >= 0 for w in wins)
                   and all(s > 0 for s in stakes) and cap > 0, "each winner's uncapped payout and wager, the cap",
                   enabled=ENABLED)
@icontract.ensure(lambda wins, cap, result: sum(result) <= max(cap, sum(wins)) and sum(result) <= sum(wins),
                  "633a.13(o): the winners together are paid no more than the cap, nor than their payouts",
                  enabled=ENABLED)
@icontract.ensure(lambda wins, cap, result: sum(wins) > cap or list(result) == list(wins),
                  "633a.13(o): under the cap every payout stands", enabled=ENABLED)
@icontract.ensure(lambda wins, cap, result: sum(wins) <= cap or sum(result) == cap,
                  "633a.13(o): over the cap the winners share the whole of it", enabled=ENABLED)
def cap_shares(wins: tuple[Fraction, ...], stakes: tuple[int, ...], cap: int) -> tuple[Fraction, ...]:
    """What each winner of a capped hand is paid in a round: the uncapped payouts where they total no more than
    ``cap``; otherwise the cap shared in proportion to the winners' wagers (633a.13(o))."""
    if sum(wins) <= cap:
        return tuple(wins)
    whole = sum(stakes)
    return tuple(Fraction(cap * s, whole) for s in stakes)
