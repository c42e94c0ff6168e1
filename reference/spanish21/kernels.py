"""Spanish 21's own arithmetic, contracted and searched by CrossHair: how a hand's wager ends against the dealer
(551.6(b), (c)), which bonus row a winning 21 earns (551.6(g)), what a Match-The-Dealer wager wins (551.7(a), (e))
and, from the shared kernel, how much insurance a wager allows (551.10(b)).

Cards enter as ranks (1 the ace, 2 to 9, 11 to 13 the court cards; no 10s are dealt, 551.3(a)) and suits as the
letters S, H, D, C; the totals are the blackjack kernel's (:mod:`croupier.reference.blackjack.kernels`).
"""

from __future__ import annotations

from typing import Optional

import icontract

from croupier.reference.blackjack.kernels import insurance_limit
from croupier.reference.contracts import ENABLED
from croupier.spec.citations import cites

__all__ = ["LOSE", "PUSH", "WIN", "bonus_row", "insurance_limit", "match_odds", "versus_dealer"]

WIN, PUSH, LOSE = 1, 0, -1
#: 551.6(g): the rows, by the clause that states each, and their odds (from the spec's numbers: see ``game``)
SIX_SEVEN_EIGHT = (6, 7, 8)
SEVENS = (7, 7, 7)


def _ok(points: int, cards: int) -> bool:
    return 2 <= points <= 30 and 1 <= cards <= 21


@cites("pa:551.6(b)", "pa:551.6(b)(1)", "pa:551.6(b)(2)", "pa:551.6(b)(3)", "pa:551.6(b)(4)", "pa:551.6(c)")
@icontract.require(lambda p_points, p_cards, d_points, d_cards: _ok(p_points, p_cards) and _ok(d_points, d_cards)
                   and d_cards >= 2, "two hands' totals and card counts", enabled=ENABLED)
@icontract.require(lambda p_points, p_cards, p_bj: not p_bj or (p_points, p_cards) == (21, 2),
                   "551.1: a Blackjack is a two-card 21", enabled=ENABLED)
@icontract.require(lambda d_points, d_cards, d_bj: not d_bj or (d_points, d_cards) == (21, 2),
                   "551.1: a Blackjack is a two-card 21", enabled=ENABLED)
@icontract.ensure(lambda p_points, result: p_points <= 21 or result == LOSE,
                  "S21-A02: a hand over 21 loses", enabled=ENABLED)
@icontract.ensure(lambda p_bj, result: not p_bj or result == WIN,
                  "551.6(b)(3): a player Blackjack beats every dealer hand", enabled=ENABLED)
@icontract.ensure(lambda p_bj, d_bj, result: not d_bj or p_bj or result == LOSE,
                  "551.6(c): a dealer Blackjack beats every hand but a Blackjack", enabled=ENABLED)
@icontract.ensure(lambda p_points, p_cards, d_points, d_cards, result: not (
    p_points == d_points == 21 and p_cards >= 3 and d_cards >= 3) or result == WIN,
                  "551.6(b)(4): 21 in three or more cards beats the dealer's", enabled=ENABLED)
@icontract.ensure(lambda p_points, d_points, result: not (p_points <= 21 < d_points) or result == WIN,
                  "551.6(b)(1): a standing hand wins when the dealer busts", enabled=ENABLED)
def versus_dealer(p_points: int, p_cards: int, p_bj: bool, d_points: int, d_cards: int, d_bj: bool) -> int:
    """How a hand's wager ends against the dealer's finished hand: :data:`WIN`, :data:`PUSH` or :data:`LOSE`.

    A hand over 21 loses whatever the dealer holds (S21-A02); a Blackjack wins against every dealer hand, a dealer
    Blackjack included (551.6(b)(3)); a dealer Blackjack beats every other hand (551.6(c)); a busted dealer loses
    to every standing hand ((b)(1)); 21 in three or more cards beats a dealer 21 in three or more ((b)(4)); else the
    higher total wins ((b)(2)) and equal totals push ((c))."""
    if p_points > 21:
        return LOSE
    if p_bj:
        return WIN
    if d_bj:
        return LOSE
    if d_points > 21:
        return WIN
    if p_points == d_points == 21 and p_cards >= 3 and d_cards >= 3:
        return WIN
    return WIN if p_points > d_points else PUSH if p_points == d_points else LOSE


def _suited(suits: str) -> bool:
    return len(set(suits)) == 1


@cites("pa:551.6(g)", "pa:551.6(g)(1)", "pa:551.6(g)(2)", "pa:551.6(g)(3)", "pa:551.6(g)(4)", "pa:551.6(g)(5)",
       "pa:551.6(g)(6)", "pa:551.6(g)(7)")
@icontract.require(lambda ranks, suits: 2 <= len(ranks) <= 21 and len(suits) == len(ranks)
                   and all(1 <= r <= 13 and r != 10 for r in ranks) and all(x in "SHDC" for x in suits),
                   "a hand of two to twenty-one cards of a Spanish 21 deck", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result is None or sum(min(r, 10) for r in ranks) + (
    10 if 1 in ranks and sum(min(r, 10) for r in ranks) <= 11 else 0) == 21,
                  "551.6(g): every bonus is a hand of 21", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result is None or len(ranks) >= 3, "551.6(g): no two-card hand earns a bonus",
                  enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result is None or len(ranks) != 4, "551.6(g): no four-card row",
                  enabled=ENABLED)
@icontract.ensure(lambda ranks, result: len(ranks) < 5 or (result is not None) == (
    sum(min(r, 10) for r in ranks) + (10 if 1 in ranks and sum(min(r, 10) for r in ranks) <= 11 else 0) == 21),
                  "551.6(g)(5)-(7): every 21 of five or more cards earns its row", enabled=ENABLED)
@icontract.ensure(lambda suits, result: result is None or result[1] != "payout_spades" or set(suits) == {"S"},
                  "551.6(g)(2), (4): the spade payout needs three spades", enabled=ENABLED)
@icontract.ensure(lambda suits, result: result is None or result[1] != "payout_suited" or len(set(suits)) == 1,
                  "551.6(g)(2), (4): the suited payout needs one suit", enabled=ENABLED)
def bonus_row(ranks: tuple[int, ...], suits: str) -> Optional[tuple[str, str]]:
    """Which 551.6(g) row a winning hand earns: the clause that states it and the name of its payout among the
    clause's numbers (``payout``; ``payout_suited`` or ``payout_spades`` for the one-suit rows of (g)(2) and
    (g)(4)), or ``None``: 6-7-8 or 7-7-7 in three cards, mixed ((g)(1), (3)), of one suit, or of spades
    ((g)(2), (4)); any five, six, or seven or more cards totalling 21 ((g)(5)-(7)). The caller pays it only on a
    winning hand that was not doubled (551.6(g), 551.11(b))."""
    hard = sum(min(r, 10) for r in ranks)
    points = hard + 10 if 1 in ranks and hard <= 11 else hard
    if points != 21:
        return None
    n = len(ranks)
    if n == 3:
        kind = tuple(sorted(ranks))
        if kind not in (SIX_SEVEN_EIGHT, SEVENS):
            return None
        if not _suited(suits):
            return ("pa:551.6(g)(1)" if kind == SIX_SEVEN_EIGHT else "pa:551.6(g)(3)"), "payout"
        return (("pa:551.6(g)(2)" if kind == SIX_SEVEN_EIGHT else "pa:551.6(g)(4)"),
                "payout_spades" if suits[0] == "S" else "payout_suited")
    if n == 5:
        return "pa:551.6(g)(5)", "payout"
    if n == 6:
        return "pa:551.6(g)(6)", "payout"
    if n >= 7:
        return "pa:551.6(g)(7)", "payout"
    return None


@cites("pa:551.7(a)", "pa:551.7(e)")
@icontract.require(lambda up, cards: 1 <= up[0] <= 13 and len(cards) == 2 and all(1 <= r <= 13 for r, _ in cards),
                   "the dealer's up card and the player's first two cards", enabled=ENABLED)
@icontract.require(lambda diff, same: 0 < diff and 0 < same, "odds N to 1 for each kind of match", enabled=ENABLED)
@icontract.ensure(lambda diff, same, result: result in (0, diff, same, 2 * diff, diff + same, 2 * same),
                  "551.7(a): each of the two cards pays on its own", enabled=ENABLED)
@icontract.ensure(lambda up, cards, by_value, result: result == 0 or any(
    (min(r, 10) == min(up[0], 10)) if by_value else r == up[0] for r, _ in cards),
                  "551.7(a): only a card matching the up card pays", enabled=ENABLED)
def match_odds(up: tuple[int, str], cards: tuple[tuple[int, str], ...], diff: int, same: int,
               by_value: bool = False) -> int:
    """What a Match-The-Dealer wager wins, in units of the wager: each of the player's first two cards matching
    the dealer's up card pays ``same`` to 1 when it is of the up card's suit and ``diff`` to 1 otherwise, and the
    two add up; the stake comes back once (551.7(a), (e); S21-A05). A match is the same rank (S21-A04), or the same
    point value with ``by_value``. 0: no card matches, and the wager loses."""
    won = 0
    for rank, suit in cards:
        if (min(rank, 10) == min(up[0], 10)) if by_value else rank == up[0]:
            won += same if suit == up[1] else diff
    return won
