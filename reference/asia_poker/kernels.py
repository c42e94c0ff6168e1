"""The hand rankings of Asia Poker (chapter 659a, the 2013 proposal), contracted: the card order and the joker
(659a.6(a)), the high, medium and low hands (659a.6(b), (c)), whether a player's three hands are set in order
(659a.11(b)), and the result of the Asia Poker Wager from the three comparisons (659a.11(f)).

A card is ``(rank, suit)`` as :class:`croupier.reference.cards.Card` writes it: rank 1 the ace, 2 to 10, 11 to 13
the jack, queen and king; suit one of ``SHDC``; the joker is :data:`JOKER`. Inside, the ace ranks 14, above the king
(659a.6(a)). A hand's :func:`key` is a tuple that orders hands as the chapter does, a longer hand above its own
prefix: so the same function ranks two high hands, two medium hands or two low hands against each other
(659a.6(c)), and a hand against the smaller one beside it (659a.11(b)).

Readings (the text leaves them open; each is ours, as the digest suggests):

* G-4: the joker takes whatever card makes the hand highest: an ace (659a.6(a) ranks it as one), or, only where that
  completes a straight, flush, straight flush or royal flush, any card the hand does not already hold; in a flush it
  is the highest card of the suit not held.
* G-5: hands of one category are ordered first as 659a.6(b) orders that category (the rank of the pair, of the three
  or four of a kind, the two pairs high then low, the sequences of straights), and 659a.6(c)'s rule of the highest
  card the other hand lacks breaks what remains (the kickers, flushes, hands of no category).
* G-6: 659a.6(b)(9)'s pair "of two cards" in a high or a low hand is read as a pair in the high or the medium hand.
* Ties: hands 659a.6(c) cannot separate are a copy (equal keys).
* Bonus hands (659a.6(d)) from the seven cards: G-10, the joker is an ace in every hand made by rank (four of a
  kind, full house, three of a kind, three of a kind and four 8s); G-11, a royal flush the joker completes is a royal
  flush unless the Rules Submission asks for a natural one (``royal_with_joker`` false); G-12, A-2-3-4-5 is a
  straight (the ace low, as 659a.6(a) allows with 2-3-4; ``wheel`` false where it is not), and no sequence runs
  round the corner; a 9-high is the seven cards 9-8-7-6-4-3-2 or 9-8-7-5-4-3-2, so it holds no joker.
"""

from __future__ import annotations

from typing import Iterable, Optional

import icontract

from croupier.reference.cards import RANKS, parse_card as _parse, read_cards
from croupier.reference.contracts import ENABLED
from croupier.spec.citations import cites

__all__ = ["BONUS_HANDS", "CATEGORIES", "JOKER", "JOKER_TEXT", "WIN", "COPY", "LOSE", "bonus_hand", "capped",
           "card_name", "cards", "category", "compare", "key", "parse_card", "result", "set_in_order"]

Card = tuple[int, str]
#: the joker (659a.3(a): one to a deck)
JOKER: Card = (0, "*")
#: how the joker is written (the protocol's spelling, INTERPRETING.md)
JOKER_TEXT = "JK"
#: the ace above the king (659a.6(a))
ACE = 14
#: 659a.6(b)(1)-(9), and no category (659a.6(c)): best first
CATEGORIES = ("four_aces", "royal_flush", "straight_flush", "four_of_a_kind", "flush", "straight", "three_of_a_kind",
              "two_pair", "pair", "none")
_VALUE = {name: len(CATEGORIES) - i for i, name in enumerate(CATEGORIES)}
_MADE = ("royal_flush", "straight_flush", "flush", "straight")
#: a comparison of one of the player's hands with the dealer's in the same place
WIN, COPY, LOSE = 1, 0, -1

Key = tuple[int, ...]


def card_name(c: Card) -> str:
    """A card as written: rank then suit, ``"AS"``, ``"10H"``; the joker ``"JK"``."""
    return JOKER_TEXT if c == JOKER else RANKS[c[0] - 1] + c[1]


def parse_card(text: object) -> Optional[Card]:
    """``"10H"`` -> ``(10, "H")``, ``"JK"`` -> :data:`JOKER`; ``None`` if ``text`` is not a card."""
    if text == JOKER_TEXT:
        return JOKER
    c = _parse(text)
    return None if c is None else (c.rank, c.suit)


def cards(text: str) -> tuple[Card, ...]:
    """``"AS KH JK"`` -> the cards; a :class:`ValueError` names a word that is not one."""
    return read_cards(text, parse_card)


def _ok(c: Card) -> bool:
    return c == JOKER or (1 <= c[0] <= 13 and len(c[1]) == 1 and c[1] in "SHDC")


def _hand_ok(cards: tuple[Card, ...]) -> bool:
    return len(cards) in (1, 2, 4) and all(_ok(c) for c in cards) and len(set(cards)) == len(cards)


def _high(rank: int) -> int:
    return ACE if rank == 1 else rank


def _run(ranks: list[int], a234_high: bool, straight_flush: bool) -> int:
    """The order of a four-card sequence among straights (or straight flushes), higher better, or 0 for none.
    Ordinary runs count by their top card, doubled (2-3-4-5 is 10, K-Q-J-10 is 26, A-K-Q-J 28); A-2-3-4 sits where
    659a.6(b)(3) or (6) puts it, or lowest (1) where the Rules Submission says so (``a234_high`` false)."""
    s = sorted(ranks)
    if len(set(s)) != 4:
        return 0
    if s == [2, 3, 4, ACE]:
        if not a234_high:
            return 1
        return 30 if straight_flush else 27  # (b)(3): above K-Q-J-10; (b)(6): between A-K-Q-J and K-Q-J-10
    if s[3] - s[0] == 3:
        return 2 * s[3]
    return 0


def _natural(cards: tuple[Card, ...], a234_sf_high: bool, a234_straight_high: bool) -> Key:
    """The key with every card as it is, the joker an ace without a suit (659a.6(a))."""
    ranks = sorted((ACE if c == JOKER else _high(c[0]) for c in cards), reverse=True)
    counts = {r: ranks.count(r) for r in set(ranks)}
    by_count = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    if len(cards) == 4:
        suits = {c[1] for c in cards if c != JOKER}
        flush = JOKER not in cards and len(suits) == 1
        if counts.get(ACE) == 4:
            return (_VALUE["four_aces"],)
        run = _run(ranks, a234_sf_high if flush else a234_straight_high, flush)
        if flush and run == 2 * ACE:
            return (_VALUE["royal_flush"],)
        if flush and run:
            return (_VALUE["straight_flush"], run)
        if 4 in counts.values():
            return (_VALUE["four_of_a_kind"], by_count[0])
        if flush:
            return (_VALUE["flush"], *ranks)
        if run:
            return (_VALUE["straight"], run)
        if 3 in counts.values():
            return (_VALUE["three_of_a_kind"], by_count[0], *[r for r in ranks if r != by_count[0]])
        if sorted(counts.values()) == [2, 2]:
            return (_VALUE["two_pair"], by_count[0], by_count[1])
    if 2 in counts.values():
        return (_VALUE["pair"], by_count[0], *[r for r in ranks if r != by_count[0]])
    return (_VALUE["none"], *ranks)


def _substitutes(others: tuple[Card, ...]) -> Iterable[Card]:
    """The cards a joker might stand for to complete a straight or a flush of four with the other three (G-4):
    every card of their suit not held, when they share one; and each rank that puts the four in sequence, in a suit
    that does not duplicate a held card."""
    held = set(others)
    suits = {c[1] for c in others}
    if len(suits) == 1:
        (u,) = suits
        yield from ((r, u) for r in range(1, 14) if (r, u) not in held)
    ranks = {_high(c[0]) for c in others}
    for r in range(1, 14):
        if _run(sorted(ranks | {_high(r)}), True, False):
            yield next((r, u) for u in "SHDC" if (r, u) not in held)


@cites("pa:659a.6", "pa:659a.6(a)", "pa:659a.6(b)", "pa:659a.6(b)(1)", "pa:659a.6(b)(2)", "pa:659a.6(b)(3)", "pa:659a.6(b)(4)",
       "pa:659a.6(b)(5)", "pa:659a.6(b)(6)", "pa:659a.6(b)(7)", "pa:659a.6(b)(8)", "pa:659a.6(b)(9)", "pa:659a.6(c)")
@icontract.require(lambda cards: _hand_ok(cards), "a high (4), medium (2) or low (1) hand of distinct cards",
                   enabled=ENABLED)
@icontract.ensure(lambda cards, result: len(cards) == 4 or result[0] in (_VALUE["pair"], _VALUE["none"]),
                  "659a.6(b): a medium or low hand is a pair or no category", enabled=ENABLED)
@icontract.ensure(lambda cards, result: len(cards) == 1 or result[0] != _VALUE["pair"] or len(
    {ACE if c == JOKER else _high(c[0]) for c in cards}) < len(cards), "659a.6(b)(9): a pair holds two of a rank",
                  enabled=ENABLED)
@icontract.ensure(lambda cards, result: result[0] != _VALUE["four_aces"] or all(c == JOKER or c[0] == 1 for c in cards),
                  "659a.6(b)(1): four aces, or three and the joker", enabled=ENABLED)
def key(cards: tuple[Card, ...], a234_sf_high: bool = True, a234_straight_high: bool = True) -> Key:
    """The hand's place in 659a.6's order, as a tuple: its category's value (four aces highest), then what orders
    that category (G-5), then the cards high to low (659a.6(c)). The joker is an ace, or any card it completes a
    straight, flush, straight flush or royal flush with, whichever ranks the hand higher (659a.6(a), G-4).
    ``a234_sf_high``, ``a234_straight_high``: false where the Rules Submission makes A-2-3-4 the lowest straight
    flush or straight (659a.6(b)(3), (6))."""
    best = _natural(cards, a234_sf_high, a234_straight_high)
    if JOKER in cards and len(cards) == 4:
        others = tuple(c for c in cards if c != JOKER)
        for sub in _substitutes(others):
            k = _natural(others + (sub,), a234_sf_high, a234_straight_high)
            if CATEGORIES[len(CATEGORIES) - k[0]] in _MADE and k > best:
                best = k
    return best


def category(cards: tuple[Card, ...], a234_sf_high: bool = True, a234_straight_high: bool = True) -> str:
    """The name of the hand's category in 659a.6(b) (``none`` for no category, 659a.6(c))."""
    return CATEGORIES[len(CATEGORIES) - key(cards, a234_sf_high, a234_straight_high)[0]]


@cites("pa:659a.6(c)", "pa:659a.1#copy-hand")
def compare(player: tuple[Card, ...], dealer: tuple[Card, ...], a234_sf_high: bool = True,
            a234_straight_high: bool = True) -> int:
    """One of the player's hands against the dealer's in the same place: :data:`WIN`, :data:`COPY` (identical rank,
    659a.6(c)) or :data:`LOSE`."""
    p, d = key(player, a234_sf_high, a234_straight_high), key(dealer, a234_sf_high, a234_straight_high)
    return WIN if p > d else COPY if p == d else LOSE


@cites("pa:659a.11(b)", "pa:659a.1#setting-the-hands")
@icontract.require(lambda high, medium, low: len(high) == 4 and len(medium) == 2 and len(low) == 1,
                   "four, two and one cards", enabled=ENABLED)
def set_in_order(high: tuple[Card, ...], medium: tuple[Card, ...], low: tuple[Card, ...], a234_sf_high: bool = True,
                 a234_straight_high: bool = True) -> bool:
    """Are the hands set as 659a.11(b) requires: the high hand above the medium hand, the medium hand above the low
    one, each compared as 659a.6 compares hands, the larger hand's extra cards counting as cards the other lacks
    (a medium pair of 7s needs a high hand of at least a pair of 7s and two more cards)?"""
    h, m, lo = (key(x, a234_sf_high, a234_straight_high) for x in (high, medium, low))
    return h > m > lo


@cites("pa:659a.11(f)", "pa:659a.11(f)(1)", "pa:659a.11(f)(1)(i)", "pa:659a.11(f)(1)(ii)", "pa:659a.11(f)(2)")
@icontract.require(lambda high, medium, low: all(x in (WIN, COPY, LOSE) for x in (high, medium, low)),
                   "three comparisons", enabled=ENABLED)
@icontract.ensure(lambda high, medium, low, result: result == ((high, medium, low).count(WIN) >= 2),
                  "659a.11(f): the wager wins with two hands or more above the dealer's; a copy counts for the dealer",
                  enabled=ENABLED)
def result(high: int, medium: int, low: int) -> bool:
    """Does a correctly set Asia Poker Wager win? It wins when two or three of the player's hands rank above the
    dealer's (659a.11(f)(2)) and loses when two or three are copies of the dealer's or below them ((f)(1)(i),
    (ii)): there is no push."""
    wins = 0
    for x in (high, medium, low):
        if x == WIN:
            wins += 1
    return wins >= 2


#: 659a.6(d)(1)-(11): the Bonus hands, best first, named as 659a.12(b)'s rows name them
BONUS_HANDS = ("three_of_a_kind_and_four_8s", "five_aces", "royal_flush", "natural_straight_flush",
               "straight_flush_with_a_joker", "four_of_a_kind", "9_high", "full_house", "flush", "three_of_a_kind",
               "straight")
#: 659a.6(d)(7): the two sets of ranks a 9-high holds
NINE_HIGH = (frozenset({9, 8, 7, 6, 4, 3, 2}), frozenset({9, 8, 7, 5, 4, 3, 2}))


def _runs(wheel: bool) -> list[frozenset[int]]:
    """The five-card sequences, ranks 2-14: 10-J-Q-K-A down to 2-3-4-5-6, and A-2-3-4-5 where ``wheel``."""
    runs = [frozenset(range(t - 4, t + 1)) for t in range(6, ACE + 1)]
    return runs + [frozenset({ACE, 2, 3, 4, 5})] if wheel else runs


def _completes(held: set[int], joker: bool, run: frozenset[int]) -> bool:
    """Do the held ranks make the run, the joker standing for one missing card if it is there?"""
    return len(run - held) <= (1 if joker else 0)


@cites("pa:659a.6(d)", "pa:659a.6(d)(1)", "pa:659a.6(d)(2)", "pa:659a.6(d)(3)", "pa:659a.6(d)(4)", "pa:659a.6(d)(5)",
       "pa:659a.6(d)(6)", "pa:659a.6(d)(7)", "pa:659a.6(d)(8)", "pa:659a.6(d)(9)", "pa:659a.6(d)(10)",
       "pa:659a.6(d)(11)", "pa:659a.11(h)")
@icontract.require(lambda cards: len(cards) == 7 and all(_ok(c) for c in cards) and len(set(cards)) == 7,
                   "a player's seven cards", enabled=ENABLED)
@icontract.ensure(lambda cards, result: result != "five_aces" or (JOKER in cards and sum(c[0] == 1 for c in cards) == 4),
                  "659a.6(d)(2): four aces and the joker", enabled=ENABLED)
@icontract.ensure(lambda cards, result: result not in ("straight_flush_with_a_joker", "flush") or JOKER in cards or any(
    sum(c[1] == u for c in cards) >= 5 for u in "SHDC"), "659a.6(d)(5), (9): five of one suit, or four and the joker",
                  enabled=ENABLED)
@icontract.ensure(lambda cards, result: result != "9_high" or frozenset(c[0] for c in cards) in NINE_HIGH,
                  "659a.6(d)(7): the seven cards 9-8-7-6-4-3-2 or 9-8-7-5-4-3-2", enabled=ENABLED)
def bonus_hand(cards: tuple[Card, ...], royal_with_joker: bool = True, wheel: bool = True) -> Optional[str]:
    """The highest hand of 659a.6(d) the seven cards make, as the dealer arranges them for the Bonus Wager
    (659a.11(h)), or ``None``: see the readings G-10 to G-12 above for the joker, the royal flush it completes
    (``royal_with_joker``) and A-2-3-4-5 (``wheel``)."""
    joker = JOKER in cards
    natural = [c for c in cards if c != JOKER]
    ranks = [_high(r) for r, _ in natural]
    count = {r: ranks.count(r) + (1 if joker and r == ACE else 0) for r in set(ranks) | ({ACE} if joker else set())}
    by_suit = {u: {_high(r) for r, x in natural if x == u} for u in "SHDC"}
    runs = _runs(wheel)
    royal = frozenset(range(10, ACE + 1))
    if count.get(8, 0) == 4 and any(n >= 3 for r, n in count.items() if r != 8):
        return "three_of_a_kind_and_four_8s"
    if joker and count.get(ACE, 0) == 5:
        return "five_aces"
    if any(royal <= held or (royal_with_joker and _completes(held, joker, royal)) for held in by_suit.values()):
        return "royal_flush"
    if any(run <= held for held in by_suit.values() for run in runs):
        return "natural_straight_flush"
    if joker and any(_completes(held, True, run) for held in by_suit.values() for run in runs):
        return "straight_flush_with_a_joker"
    if any(n >= 4 for n in count.values()):
        return "four_of_a_kind"
    if not joker and frozenset(ranks) in NINE_HIGH and len(set(ranks)) == 7:
        return "9_high"
    trips = [r for r, n in count.items() if n >= 3]
    if trips and any(n >= 2 for r, n in count.items() if r != trips[0]):
        return "full_house"
    if any(len(held) + (1 if joker else 0) >= 5 for held in by_suit.values()):
        return "flush"
    if trips:
        return "three_of_a_kind"
    if any(_completes(set(ranks), joker, run) for run in runs):
        return "straight"
    return None


@cites("pa:659a.12(c)")
@icontract.require(lambda wins, cap: cap >= 0 and all(w >= 0 for w in wins), "winnings and a cap, none negative",
                   enabled=ENABLED)
@icontract.ensure(lambda wins, result: len(result) == len(wins) and all(0 <= r <= w for r, w in zip(result, wins)),
                  "a win is paid in full or cut down, never raised", enabled=ENABLED)
@icontract.ensure(lambda wins, cap, result: sum(result) == min(sum(wins), cap),
                  "659a.12(c), G-13: the position's winnings of the round together, up to the cap", enabled=ENABLED)
def capped(wins: tuple[int, ...], cap: int) -> tuple[int, ...]:
    """One position's winnings of a round, in the order they are settled (the Asia Poker Wager's, then the Bonus
    Wager's), paid under the cap of 659a.12(c): each in full while the cap lasts, the one that reaches it cut down
    to what is left, any after it nothing (G-13: the cap is on the position's hand, both wagers together)."""
    left = cap
    out = []
    for w in wins:
        paid = w if w <= left else left
        left -= paid
        out.append(paid)
    return tuple(out)
