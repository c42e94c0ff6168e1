"""Small pure kernels with contracts: card values, the drawing rules, the result, the commission and House Money.

``rank``: 1 (ace) to 13 (king); ``p``, ``b``: the Point Counts of the Player's
and the Banker's two-card hands; ``third``: the value of the Player's third card,
or ``None`` when the Player's Hand stood. The drawing rules are the same in the
three games (541.11, 543.11, 545.11); the ids cited are Minibaccarat's. Each
CrossHair-checked kernel has a deliberately broken twin in
``tests/contracts/twins.py``. Contract descriptions start with their clause.

Table 1 of 541.11(c)(2)(iii) is read from the clause's numbers in spec/ (rows
3, 4 and 6 are restored there: the seed keeps only the Banker-5 row); the
contract on :func:`banker_draws` states each row independently, as ranges of the
Player's third card, so a wrong row in either place is caught.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import icontract

from croupier import spec
from croupier.reference.contracts import ENABLED
from croupier.reference.baccarat.definitions import Winner
from croupier.reference.baccarat.clauses import cites_family

__all__ = [
    "HOUSE_MONEY_BOTH", "HOUSE_MONEY_ONE", "TABLE_1", "banker_draws", "burn_count", "commission", "coup",
    "house_money_odds", "is_natural", "offer_sequence", "player_draws", "points", "squeeze_seat", "value", "winner",
]

#: 627a.12(g): "X to 1" when both hands' first two cards are a pair, and when exactly one is
HOUSE_MONEY_BOTH = 15
HOUSE_MONEY_ONE = 3


def _table_1() -> dict[int, str]:
    """Banker total (3-6) -> ten letters D/S, one per value 0-9 of the Player's third card (541.11(c)(2)(iii))."""
    numbers = spec.clause("pa:541.11(c)(2)(iii)", "pa-541@2010t").numbers
    rows = {b: numbers[f"banker_{b}"].replace(" ", "") for b in (3, 4, 5, 6)}
    if any(len(r) != 10 or set(r) - {"D", "S"} for r in rows.values()):
        raise ValueError(f"pa:541.11(c)(2)(iii): Table 1 rows must be ten D/S letters: {rows}")
    return rows


TABLE_1: dict[int, str] = _table_1()


def _rank(r: int) -> bool:
    return 1 <= r <= 13


def _count(p: int) -> bool:
    return 0 <= p <= 9


@cites_family("pa:541.6(a)", "pa:541.6(a)(1)", "pa:541.6(a)(2)", "pa:541.6(a)(3)")
@icontract.require(lambda rank: _rank(rank), "541.6(a): a rank is ace (1) to king (13)", enabled=ENABLED)
@icontract.ensure(lambda rank, result: result == (rank if rank <= 9 else 0),
                  "541.6(a): 2-9 their face, 10 and the court cards 0, an ace 1", enabled=ENABLED)
def value(rank: int) -> int:
    """A card's value (541.6(a))."""
    return rank if rank < 10 else 0


@cites_family("pa:541.6", "pa:541.6(b)", "pa:541.6(b)(1)", "pa:541.6(b)(2)")
@icontract.ensure(lambda result: _count(result), "541.6(b): a Point Count is one digit, 0 to 9", enabled=ENABLED)
def points(*ranks: int) -> int:
    """The Point Count of a hand: the last digit of the total of its values (541.6(b))."""
    return sum(value(r) for r in ranks) % 10


@cites_family("pa:541.1", "pa:541.1#natural", "pa:541.11(a)")
@icontract.require(lambda p: _count(p), "541.6(b): a Point Count is 0 to 9", enabled=ENABLED)
@icontract.ensure(lambda p, result: result == (p in (8, 9)), "541.1: a natural is a two-card count of 8 or 9",
                  enabled=ENABLED)
def is_natural(p: int) -> bool:
    """A two-card Point Count of 8 or 9 (541.1)."""
    return p >= 8


@cites_family("pa:541.11(a)", "pa:541.11(b)", "pa:541.11(b)(1)", "pa:541.11(b)(2)")
@icontract.require(lambda p, b: _count(p) and _count(b), "541.6(b): Point Counts are 0 to 9", enabled=ENABLED)
@icontract.ensure(lambda p, b, result: not result or (p <= 5 and b <= 7),
                  "541.11(a), (b): the Player's Hand draws only on 0-5, and never against a natural", enabled=ENABLED)
def player_draws(p: int, b: int) -> bool:
    """Whether the Player's Hand takes a third card: no natural either side, and a count under 6 (541.11(a), (b))."""
    return p <= 7 and b <= 7 and p < 6


def _banker_rule(b: int, third: Optional[int]) -> bool:
    """541.11(c) stated row by row as ranges of the Player's third card (Table 1 rows 3, 4, 6 restored)."""
    if third is None:
        return b <= 5
    return (b <= 2 or (b == 3 and third != 8) or (b == 4 and 2 <= third <= 7) or (b == 5 and 4 <= third <= 7)
            or (b == 6 and 6 <= third <= 7))


@cites_family("pa:541.11(c)", "pa:541.11(c)(1)", "pa:541.11(c)(2)", "pa:541.11(c)(2)(i)", "pa:541.11(c)(2)(ii)",
              "pa:541.11(c)(2)(iii)", "pa:541.11(d)", "pa:541.11(e)", "pa:541.11(f)", "pa:541.11(g)")
@icontract.require(lambda b: 0 <= b <= 7, "541.11(c): the Banker's rule applies only below a natural", enabled=ENABLED)
@icontract.require(lambda third: third is None or 0 <= third <= 9,
                   "541.11(e): Table 1 is read by the value (0-9) of the Player's third card", enabled=ENABLED)
@icontract.ensure(lambda b, third, result: third is not None or result == (b <= 5),
                  "541.11(c)(1): when the Player stood, the Banker draws on 0-5 and stays on 6-7", enabled=ENABLED)
@icontract.ensure(lambda b, third, result: third is None or b > 2 or result,
                  "541.11(c)(2)(i): the Banker draws on 0-2 when the Player drew", enabled=ENABLED)
@icontract.ensure(lambda b, third, result: third is None or b != 7 or not result,
                  "541.11(c)(2)(ii): the Banker stays on 7", enabled=ENABLED)
@icontract.ensure(lambda b, third, result: third is None or b != 5 or result == (4 <= third <= 7),
                  "541.11(g), Table 1 (the legible Banker-5 row): draw when the third card is 4-7", enabled=ENABLED)
@icontract.ensure(lambda b, third, result: result == _banker_rule(b, third),
                  "541.11(c)(2)(iii), Table 1: rows 3 (stay on an 8), 4 (draw on 2-7), 6 (draw on 6-7)",
                  enabled=ENABLED)
def banker_draws(b: int, third: Optional[int]) -> bool:
    """Whether the Banker's Hand (two-card count ``b``, no natural either side) takes a third card (541.11(c))."""
    if third is None:
        return b <= 5
    if b <= 2:
        return True
    if b == 7:
        return False
    return TABLE_1[b][third] == "D"


def _pts(*ranks: int) -> int:
    return sum(r if r < 10 else 0 for r in ranks) % 10


def _dealt_in_order(c: tuple[int, ...], result: tuple[int, tuple[int, ...], tuple[int, ...]]) -> bool:
    """541.9(c), 541.10(c): cards 1, 3 to the Player, 2, 4 to the Banker; the next to the Player if it draws; then
    the Banker's."""
    n, player, banker = result
    if player[:2] != (c[0], c[2]) or banker[:2] != (c[1], c[3]):
        return False
    nxt = 4
    if len(player) == 3:
        if player[2] != c[nxt]:
            return False
        nxt += 1
    return (len(banker) == 2 or banker[2] == c[nxt]) and n == len(player) + len(banker)


def _draws_as_ruled(c: tuple[int, ...], result: tuple[int, tuple[int, ...], tuple[int, ...]]) -> bool:
    _, player, banker = result
    p, b = _pts(c[0], c[2]), _pts(c[1], c[3])
    if p >= 8 or b >= 8:
        return len(player) == 2 and len(banker) == 2
    third = _pts(player[2]) if len(player) == 3 else None
    return (len(player) == 3) == (p <= 5) and (len(banker) == 3) == _banker_rule(b, third)


@cites_family("pa:541.9(c)", "pa:541.10(c)", "pa:541.10(d)", "pa:541.11", "pa:541.11(a)")
@icontract.require(lambda c1, c2, c3, c4, c5, c6: _rank(c1) and _rank(c2) and _rank(c3) and _rank(c4) and _rank(c5)
                   and _rank(c6), "541.6: six cards in shoe order, each ace to king", enabled=ENABLED)
@icontract.ensure(lambda result: 2 <= len(result[1]) <= 3 and 2 <= len(result[2]) <= 3,
                  "541.10(d): two cards to each hand and at most one more", enabled=ENABLED)
@icontract.ensure(lambda c1, c2, c3, c4, c5, c6, result: _dealt_in_order((c1, c2, c3, c4, c5, c6), result),
                  "541.9(c), 541.10(c): P, B, P, B; the Player's third card first, then the Banker's", enabled=ENABLED)
@icontract.ensure(lambda c1, c2, c3, c4, c5, c6, result: _draws_as_ruled((c1, c2, c3, c4, c5, c6), result),
                  "541.11: no draw on a natural; the Player on 0-5; the Banker by 541.11(c) and Table 1",
                  enabled=ENABLED)
def coup(c1: int, c2: int, c3: int, c4: int, c5: int, c6: int) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """One round dealt from the next six ranks of the shoe: ``(cards used, Player's Hand, Banker's Hand)``."""
    c = (c1, c2, c3, c4, c5, c6)
    player: tuple[int, ...] = (c1, c3)
    banker: tuple[int, ...] = (c2, c4)
    p, b = _pts(c1, c3), _pts(c2, c4)
    nxt = 4
    third: Optional[int] = None
    if p <= 5 and b <= 7:
        player += (c[nxt],)
        third = _pts(c[nxt])
        nxt += 1
    if p <= 7 and b <= 7 and (b <= 5 if third is None else b <= 2 or (b != 7 and TABLE_1[b][third] == "D")):
        banker += (c[nxt],)
        nxt += 1
    return nxt, player, banker


@cites_family("pa:541.8(a)(1)(i)", "pa:541.8(a)(1)(ii)", "pa:541.8(a)(2)(i)", "pa:541.8(a)(2)(ii)", "pa:541.8(a)(3)(i)",
              "pa:541.8(a)(3)(ii)", "pa:541.12(a)")
@icontract.ensure(lambda p, b, result: (result is Winner.TIE) == (p == b),
                  "541.12(a): equal Point Counts are a Tie Hand", enabled=ENABLED)
@icontract.ensure(lambda p, b, result: (result is Winner.PLAYER) == (p > b),
                  "541.8(a): the higher Point Count wins", enabled=ENABLED)
def winner(p: int, b: int) -> Winner:
    """The round's result from the final Point Counts (541.8(a), 541.12(a))."""
    return Winner.PLAYER if p > b else Winner.BANKER if b > p else Winner.TIE


@cites_family("pa:541.13(c)", "pa:541.13(d)")
@icontract.require(lambda won, rate_pct, unit: won >= 0 and rate_pct in (4, 5) and unit >= 0,
                   "541.13(c): a 4% or 5% charge on an amount won; a rounding unit in cents (0: none)",
                   enabled=ENABLED)
@icontract.ensure(lambda won, rate_pct, result: result >= Fraction(won * rate_pct, 100),
                  "541.13(d): the vigorish is rounded up, never down", enabled=ENABLED)
@icontract.ensure(lambda won, rate_pct, unit, result: unit == 0 or result - Fraction(won * rate_pct, 100) < unit,
                  "541.13(d): to the next multiple of the unit, no further", enabled=ENABLED)
@icontract.ensure(lambda unit, result: unit == 0 or result % unit == 0,
                  "541.13(d): a rounded vigorish is a multiple of the unit", enabled=ENABLED)
@icontract.ensure(lambda won, rate_pct, unit, result: unit != 0 or result == Fraction(won * rate_pct, 100),
                  "541.13(c): without rounding, exactly the rate times the amount won", enabled=ENABLED)
def commission(won: int, rate_pct: int, unit: int) -> Fraction:
    """The vigorish on a Banker win of ``won`` cents at ``rate_pct``%, rounded up to a multiple of ``unit`` cents
    when the table rounds (541.13(c), (d); 545.13(d) for Baccarat's units)."""
    exact = Fraction(won * rate_pct, 100)
    if unit == 0:
        return exact
    return Fraction(-(-exact // unit) * unit)


def _pairs(p1: int, p2: int, b1: int, b2: int) -> int:
    return int(p1 == p2) + int(b1 == b2)


@cites_family("pa:627a.7(a)(7)", "pa:627a.7(a)(7)(i)", "pa:627a.7(a)(7)(ii)", "pa:627a.12(g)")
@icontract.require(lambda p1, p2, b1, b2: all(_rank(x) for x in (p1, p2, b1, b2)), "four ranks, ace to king",
                   enabled=ENABLED)
@icontract.ensure(lambda p1, p2, b1, b2, result: result == {0: 0, 1: HOUSE_MONEY_ONE, 2: HOUSE_MONEY_BOTH}[
    _pairs(p1, p2, b1, b2)],
    "627a.7(a)(7), 627a.12(g): a pair is two cards of one rank; both hands 15 to 1, one hand 3 to 1, none loses",
    enabled=ENABLED)
def house_money_odds(p1: int, p2: int, b1: int, b2: int) -> int:
    """House Money on the first two cards of each hand: "X to 1", or 0 when it loses (627a.7(a)(7), 627a.12(g);
    both pairs pay 15 to 1 only, A-20; it loses only when neither hand is a pair, A-19)."""
    pairs = (p1 == p2) + (b1 == b2)
    return HOUSE_MONEY_BOTH if pairs == 2 else HOUSE_MONEY_ONE if pairs == 1 else 0


@cites_family("pa:541.5(g)")
@icontract.require(lambda rank: _rank(rank), "a rank is ace to king", enabled=ENABLED)
@icontract.ensure(lambda rank, result: result == 1 + min(rank, 10) and 2 <= result <= 11,
                  "541.5(g): the first card and as many more as its face value (10 and court cards 10, ace 1)",
                  enabled=ENABLED)
def burn_count(rank: int) -> int:
    """The cards the burn takes out of the shoe, the exposed first card included (541.5(g))."""
    return 1 + min(rank, 10)


# --- the squeeze (Midibaccarat) ------------------------------------------------------------------


@cites_family("pa:543.9(c)(3)(i)", "pa:543.9(c)(3)(ii)", "pa:543.9(c)(3)(v)")
@icontract.require(lambda amounts: all(a >= 0 for a in amounts), "wagers in cents, 0 for none", enabled=ENABLED)
@icontract.ensure(lambda amounts, result: (result == 0) == all(a == 0 for a in amounts),
                  "A-12: nobody squeezes a hand nobody wagered on", enabled=ENABLED)
@icontract.ensure(lambda amounts, result: result == 0 or all(a <= amounts[result - 1] for a in amounts),
                  "543.9(c)(3)(i), (ii): the largest wager on the hand squeezes it", enabled=ENABLED)
@icontract.ensure(lambda amounts, result: result == 0 or all(a < amounts[result - 1] for a in amounts[:result - 1]),
                  "543.9(c)(3)(v): of equal largest wagers, the seat nearest the dealer counterclockwise",
                  enabled=ENABLED)
def squeeze_seat(amounts: tuple[int, ...]) -> int:
    """The seat that turns a hand under the squeeze, given ``amounts[i]``, the wager on that hand at seat ``i + 1``:
    the largest, of equal ones the lowest seat number, the seat nearest the dealer's right counterclockwise
    (543.9(c)(3)(i), (ii), (v); A-28); 0 when nobody wagered on it (A-12)."""
    best, seat = 0, 0
    for i, a in enumerate(amounts):
        if a > best:
            best, seat = a, i + 1
    return seat


def _offered_once(holder: int, seated: tuple[int, ...], out: tuple[int, ...], result: tuple[int, ...]) -> bool:
    eligible = [x for x in seated if x != holder and x not in out]
    return sorted(result) == sorted(eligible)


@cites_family("pa:543.14(f)", "pa:545.7(b)", "pa:545.14(b)")
@icontract.require(lambda holder, seated: holder >= 0 and all(a < b for a, b in zip(seated, seated[1:])),
                   "a holder's seat (0: the offer starts at seat 1), and the occupied seats in ascending order",
                   enabled=ENABLED)
@icontract.ensure(lambda holder, seated, out, result: _offered_once(holder, seated, out, result),
                  "543.14(f): every other seated player not yet passed over is offered the right, once",
                  enabled=ENABLED)
@icontract.ensure(lambda holder, result: all(
    not (a < holder < b) for a, b in zip(result, result[1:])) and all(
    (a < b) or (a > holder > b) for a, b in zip(result, result[1:])),
    "543.14(f): from the holder's right counterclockwise: the seats above his, then round to seat 1", enabled=ENABLED)
def offer_sequence(holder: int, seated: tuple[int, ...], out: tuple[int, ...]) -> tuple[int, ...]:
    """The order in which a squeeze right leaving seat ``holder`` is offered: the player immediately to his right
    (the next seat number up, A-28), then on counterclockwise round the table, past the dealer to seat 1; the seats
    in ``out`` (those that have held it or declined it this round) are not offered it again (543.14(f)). The
    Baccarat shoe goes round the same way: from seat 1 when a shoe starts (``holder`` 0, 545.7(b)), from the outgoing
    curator's right when it is given up (545.14(b))."""
    later = tuple(x for x in seated if x > holder) + tuple(x for x in seated if x < holder)
    return tuple(x for x in later if x not in out)
