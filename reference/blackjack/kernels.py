"""The pure arithmetic every blackjack game shares, contracted and searched by CrossHair: what a card counts, a
hand's total and whether it is soft, a Blackjack, a bust, and whether the dealer draws (551.1, 551.3(b), 551.13(a),
(b)).

Cards enter as ranks so the checks can search them: 1 is the ace, 2 to 10 the pip cards, 11 to 13 the jack, queen
and king. Suits and the deck a card came from never change a total. A hand is a tuple of ranks in the order dealt.
The dealer's soft 17 is a parameter: chapter 551 has him stand on every 17 (551.13(b)); a game that has him hit a
soft 17 says so with ``hits_soft_17``.
"""

from __future__ import annotations

import icontract

from croupier.reference.contracts import ENABLED
from croupier.spec.citations import cites

__all__ = [
    "BLACKJACK", "DEALER_STANDS", "busted", "dealer_draws", "insurance_limit", "is_blackjack", "may_hit", "total",
    "value",
]

#: 551.1: the total of a Blackjack, made by an ace and a 10-point card as a hand's first two cards
BLACKJACK = 21
#: 551.13(b): the least total on which the dealer stands
DEALER_STANDS = 17
#: the most cards a hand can hold: a hand draws only under 21 hard, so at most 20 cards (twenty aces, with eight decks
#: or more) and one more
_MOST = 21


def _hand(ranks: tuple[int, ...]) -> bool:
    return 0 < len(ranks) <= _MOST and all(1 <= r <= 13 for r in ranks)


def _hard(ranks: tuple[int, ...]) -> int:
    """The total with every ace counted 1 (for the contracts: no contract of its own)."""
    return sum(min(r, 10) for r in ranks)


@cites("pa:551.3(b)", "pa:551.3(b)(1)", "pa:551.3(b)(2)", "pa:551.3(b)(3)")
@icontract.require(lambda rank: 1 <= rank <= 13, "a rank: 1 the ace, 2-10, 11-13 the jack, queen, king",
                   enabled=ENABLED)
@icontract.ensure(lambda rank, result: result == (10 if rank >= 10 else rank), "551.3(b)(1), (2): pips, and 10 for "
                  "a ten or a court card; an ace counted low", enabled=ENABLED)
def value(rank: int) -> int:
    """What the card counts toward a hard total: its pips, 10 for a court card (551.3(b)(1), (2)), 1 for an ace
    (551.3(b)(3) counts it 11 where that does not take the hand past 21: :func:`total` does that)."""
    return min(rank, 10)


@cites("pa:551.1#hard-total", "pa:551.1#soft-total", "pa:551.3(b)(3)")
@icontract.require(lambda ranks: _hand(ranks), "one to twenty-one cards, each a rank 1-13", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result[0] in (_hard(ranks), _hard(ranks) + 10),
                  "551.3(b)(3): each ace counts 1, or one of them 11", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result[1] == (result[0] != _hard(ranks)),
                  "551.1: a soft total counts an ace as 11; a hard total counts none so", enabled=ENABLED)
@icontract.ensure(lambda result: not result[1] or result[0] <= 21, "551.3(b)(3): an ace counts 11 only where that "
                  "keeps the total at 21 or under", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result[1] or 1 not in ranks or result[0] > 11,
                  "551.3(b)(3): a hand with an ace whose hard total leaves room counts the ace 11", enabled=ENABLED)
def total(ranks: tuple[int, ...]) -> tuple[int, bool]:
    """The hand's total and whether it is soft: every ace counts 1, and one ace counts 11 where that keeps the total
    at 21 or under (551.3(b)(3)); a total that counts an ace 11 is soft (551.1), any other hard."""
    return plain_total(ranks)


def plain_total(ranks: tuple[int, ...]) -> tuple[int, bool]:
    """:func:`total` without its contracts, for other kernels to call inside theirs: a contracted call nested in a
    CrossHair search makes the search non-deterministic (icontract's re-entry guard)."""
    hard = _hard(ranks)
    if 1 in ranks and hard + 10 <= BLACKJACK:
        return hard + 10, True
    return hard, False


@cites("pa:551.1#blackjack")
@icontract.require(lambda ranks: _hand(ranks), "one to twenty-one cards, each a rank 1-13", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: not result or (len(ranks) == 2 and 1 in ranks and _hard(ranks) == 11),
                  "551.1: a Blackjack is two cards, an ace and a 10-point card (a soft 21)", enabled=ENABLED)
@icontract.ensure(lambda ranks, from_split, result: not from_split or not result,
                  "a hand made by splitting a pair is no Blackjack, where the game so reads", enabled=ENABLED)
@icontract.ensure(lambda ranks, from_split, result: from_split or len(ranks) != 2 or 1 not in ranks
                  or _hard(ranks) != 11 or result, "551.1: every ace with a 10-point card dealt as a hand's first two "
                  "cards is a Blackjack", enabled=ENABLED)
def is_blackjack(ranks: tuple[int, ...], from_split: bool = False) -> bool:
    """Is the hand a Blackjack: two cards, an ace and a 10-point card (551.1)? A hand made by splitting a pair is
    not, where the game so reads (``from_split``; S21-A03 in the Spanish 21 digest)."""
    return not from_split and len(ranks) == 2 and 1 in ranks and (ranks[0] >= 10 or ranks[1] >= 10)


@cites("pa:551.6(b)(1)", "pa:551.6(b)(2)")
@icontract.require(lambda ranks: _hand(ranks), "one to twenty-one cards, each a rank 1-13", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result == (_hard(ranks) > BLACKJACK),
                  "a hand busts when even its aces counted 1 take it past 21", enabled=ENABLED)
def busted(ranks: tuple[int, ...]) -> bool:
    """Has the hand gone over 21 (551.6(b)(1), (2): it cannot win)?"""
    return total(ranks)[0] > BLACKJACK


@cites("pa:551.13(a)", "pa:551.13(a)(1)")
@icontract.require(lambda ranks: _hand(ranks), "one to twenty-one cards, each a rank 1-13", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result == (total(ranks)[0] < BLACKJACK),
                  "551.13(a), (a)(1): a player may draw while his total is under 21, never on 21", enabled=ENABLED)
def may_hit(ranks: tuple[int, ...]) -> bool:
    """May a player take another card (551.13(a))? Only while the total, soft or hard, is under 21; a Blackjack or
    any 21 stands (551.13(a)(1)). The game adds its own limits (a doubled hand takes one card, 551.13(a)(2))."""
    return total(ranks)[0] < BLACKJACK


@cites("pa:551.13(b)")
@icontract.require(lambda points, soft: 2 <= points <= 30 and (not soft or 11 <= points <= 21),
                   "a dealer's total (hard 2-30; soft 11-21)", enabled=ENABLED)
@icontract.ensure(lambda points, result: points >= DEALER_STANDS or result,
                  "551.13(b): the dealer draws to every total under 17", enabled=ENABLED)
@icontract.ensure(lambda points, result: points <= DEALER_STANDS or not result,
                  "551.13(b): the dealer stands on 18 and over", enabled=ENABLED)
@icontract.ensure(lambda points, soft, result: (points, soft) != (DEALER_STANDS, False) or not result,
                  "551.13(b): the dealer stands on a hard 17", enabled=ENABLED)
@icontract.ensure(lambda points, soft, hits_soft_17, result: (points, soft) != (DEALER_STANDS, True)
                  or result == hits_soft_17, "551.13(b): a soft 17 stands, unless the game has the dealer hit it",
                  enabled=ENABLED)
def dealer_draws(points: int, soft: bool, hits_soft_17: bool = False) -> bool:
    """Does the dealer, holding ``points`` (``soft``, as :func:`total` gives them), take another card? Under 17 he
    draws and from 17 he stands (551.13(b)), a soft 17 included unless the game has him hit it
    (``hits_soft_17``). Whether his total can still change the result is the game's question (551.13(c))."""
    return points < DEALER_STANDS or (points == DEALER_STANDS and soft and hits_soft_17)


@cites("pa:551.10(b)", "pa:665a.8(b)")
@icontract.require(lambda wager, chip: wager > 0 and chip > 0, "a wager and the smallest chip, in cents",
                   enabled=ENABLED)
@icontract.ensure(lambda wager, result: 2 * result >= wager,
                  "551.10(b), 665a.8(b): half the wager may always be insured", enabled=ENABLED)
@icontract.ensure(lambda wager, chip, result: 2 * result == wager or result % chip == 0,
                  "551.10(b), 665a.8(b): above half only as far as the chips allow", enabled=ENABLED)
@icontract.ensure(lambda wager, chip, result: 2 * (result - chip) < wager,
                  "551.10(b), 665a.8(b): the next chip amount above half, no more", enabled=ENABLED)
def insurance_limit(wager: int, chip: int) -> int:
    """The most a wager of ``wager`` cents may insure: half of it, or, when chips of ``chip`` cents cannot make
    exactly half, the next amount they can (551.10(b) for Spanish 21, 665a.8(b) for Double Attack Blackjack, where
    the wager is the Bet alone)."""
    if wager % 2 == 0 and (wager // 2) % chip == 0:
        return wager // 2
    return -(-wager // (2 * chip)) * chip

