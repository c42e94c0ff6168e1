"""Double Attack Blackjack's own arithmetic, contracted and searched by CrossHair: how a hand's wagers end against
the dealer (665a.7(o)) and which row of the Bust It paytable the dealer's first three cards earn (665a.7(m),
665a.12(c)). The insurance limit of 665a.8(b) is the shared kernel's
(:func:`croupier.reference.blackjack.kernels.insurance_limit`).

Cards enter as ranks (1 the ace, 2 to 9, 11 to 13 the court cards; no 10s are dealt, 665a.3(a)) and suits as the
letters S, H, D, C; the totals are the blackjack kernel's (:mod:`croupier.reference.blackjack.kernels`).
"""

from __future__ import annotations

from typing import Optional

import icontract

from croupier.reference.contracts import ENABLED
from croupier.spec.citations import cites

__all__ = ["LOSE", "PUSH", "WIN", "bust_it_row", "versus_dealer"]

WIN, PUSH, LOSE = 1, 0, -1
#: the red suits, for the 50 to 1 row of 665a.12(c) (three 8s of one colour)
RED = frozenset("HD")


def _ok(points: int, cards: int) -> bool:
    return 2 <= points <= 30 and 1 <= cards <= 21


def _points(ranks: tuple[int, ...]) -> int:
    hard = sum(min(r, 10) for r in ranks)
    return hard + 10 if 1 in ranks and hard <= 11 else hard


@cites("pa:665a.7(o)", "pa:665a.7(o)(1)", "pa:665a.7(o)(1)(i)", "pa:665a.7(o)(1)(i)(A)", "pa:665a.7(o)(1)(i)(B)",
       "pa:665a.7(o)(1)(i)(C)", "pa:665a.7(o)(1)(ii)", "pa:665a.7(o)(1)(ii)(A)", "pa:665a.7(o)(1)(ii)(B)",
       "pa:665a.7(o)(1)(ii)(C)", "pa:665a.7(o)(1)(iii)")
@icontract.require(lambda p_points, p_cards, d_points, d_cards: _ok(p_points, p_cards) and _ok(d_points, d_cards)
                   and d_cards >= 2, "two hands' totals and card counts", enabled=ENABLED)
@icontract.require(lambda p_points, p_cards, p_bj: not p_bj or (p_points, p_cards) == (21, 2),
                   "665a.1: a Blackjack is a two-card 21", enabled=ENABLED)
@icontract.require(lambda d_points, d_cards, d_bj: not d_bj or (d_points, d_cards) == (21, 2),
                   "665a.1: a Blackjack is a two-card 21", enabled=ENABLED)
@icontract.ensure(lambda p_points, result: p_points <= 21 or result == LOSE,
                  "DA-A01: a hand over 21 loses, whatever the dealer holds", enabled=ENABLED)
@icontract.ensure(lambda p_bj, d_bj, result: not (p_bj and d_bj) or result == PUSH,
                  "665a.7(o)(1)(iii): two Blackjacks tie", enabled=ENABLED)
@icontract.ensure(lambda p_bj, d_bj, result: not d_bj or p_bj or result == LOSE,
                  "665a.7(o)(1)(ii)(A): a dealer Blackjack beats every other hand", enabled=ENABLED)
@icontract.ensure(lambda p_bj, d_bj, result: not p_bj or d_bj or result == WIN,
                  "665a.7(o)(1)(i)(C): a Blackjack beats every dealer hand but a Blackjack", enabled=ENABLED)
@icontract.ensure(lambda p_points, d_points, result: not (p_points <= 21 < d_points) or result == WIN,
                  "665a.7(o)(1)(i)(A): a standing hand wins when the dealer busts", enabled=ENABLED)
@icontract.ensure(lambda p_points, p_bj, d_points, d_bj, result: p_bj or d_bj or p_points > 21 or d_points > 21 or (
    result == (WIN if p_points > d_points else PUSH if p_points == d_points else LOSE)),
                  "665a.7(o)(1)(i)(B), (ii)(C), (iii): otherwise the higher total wins, equal totals tie",
                  enabled=ENABLED)
def versus_dealer(p_points: int, p_cards: int, p_bj: bool, d_points: int, d_cards: int, d_bj: bool) -> int:
    """How a hand's Bet (and with it its Double Attack, Double Down and split wagers) ends against the dealer's
    finished hand: :data:`WIN`, :data:`PUSH` or :data:`LOSE`.

    A hand over 21 loses whatever the dealer holds (DA-A01); two Blackjacks tie ((o)(1)(iii)); a dealer Blackjack
    beats every other hand ((o)(1)(ii)(A)); a player Blackjack beats every other dealer hand, a 21 of three or more
    cards included ((o)(1)(i)(C)); a dealer over 21 loses to every standing hand ((o)(1)(i)(A)); else the higher
    total wins ((o)(1)(i)(B), (ii)(C)) and equal totals tie ((o)(1)(iii)): unlike Spanish 21, a 21 of three or more
    cards does not beat the dealer's."""
    if p_points > 21:
        return LOSE
    if p_bj or d_bj:
        return PUSH if p_bj and d_bj else WIN if p_bj else LOSE
    if d_points > 21:
        return WIN
    return WIN if p_points > d_points else PUSH if p_points == d_points else LOSE


@cites("pa:665a.7(m)", "pa:665a.7(m)(1)", "pa:665a.7(m)(2)", "pa:665a.7(m)(2)(i)", "pa:665a.7(m)(2)(ii)",
       "pa:665a.12(c)")
@icontract.require(lambda ranks, suits: 2 <= len(ranks) <= 3 and len(suits) == len(ranks)
                   and all(1 <= r <= 13 and r != 10 for r in ranks) and all(x in "SHDC" for x in suits),
                   "the dealer's first two or three cards, from decks without 10s", enabled=ENABLED)
@icontract.ensure(lambda ranks, result: result is None or (len(ranks) == 3 and _points(ranks[:2]) < 17
                                                           and _points(ranks) > 21),
                  "665a.7(m)(2)(i): Bust It wins only on a third card that takes a total under 17 over 21",
                  enabled=ENABLED)
@icontract.ensure(lambda ranks, result: not (len(ranks) == 3 and _points(ranks[:2]) < 17 and _points(ranks) > 21)
                  or result is not None, "665a.12(c): every three-card bust has its row", enabled=ENABLED)
@icontract.ensure(lambda ranks, suits, result: result is None or result.startswith("third_card")
                  or (ranks == (8, 8, 8) and (len(set(suits)) == 1 or set(suits) <= RED or not set(suits) & RED)),
                  "665a.12(c): the 200 and 50 to 1 rows need three 8s of one suit or one colour", enabled=ENABLED)
@icontract.ensure(lambda ranks, suits, result: result != "three_8s_same_color" or len(set(suits)) > 1,
                  "DA-A16: three 8s of one suit take the 200 to 1 row, not the 50 to 1", enabled=ENABLED)
def bust_it_row(ranks: tuple[int, ...], suits: str) -> Optional[str]:
    """The row of 665a.12(c) a Bust It Wager is paid on, as the clause's numbers name it, or ``None`` when the
    wager loses: the dealer's first two cards total 17 or more (665a.7(m)(1)), or his third card leaves him at 21
    or under (665a.7(m)(2)(ii)). A third card that takes a total under 17 over 21 wins (665a.7(m)(2)(i)): three 8s
    of one suit ``three_8s_same_suit``; else three 8s all red or all black ``three_8s_same_color``; else by the
    third card: ``third_card_6``, ``_7``, ``_8``, ``_9``, or ``third_card_jqk`` for a king, queen or jack (DA-A16).
    A third card from ace to 5 never takes the dealer over 21, so no bust is left without a row."""
    if len(ranks) < 3 or _points(ranks[:2]) >= 17 or _points(ranks) <= 21:
        return None
    if ranks == (8, 8, 8):
        if len(set(suits)) == 1:
            return "three_8s_same_suit"
        if set(suits) <= RED or not set(suits) & RED:
            return "three_8s_same_color"
    third = ranks[2]
    return "third_card_jqk" if third > 10 else f"third_card_{third}"
