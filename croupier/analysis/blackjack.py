"""Exact analysis of the Blackjack side wagers the 2013 proposal adds to chapter 633a (``pa-633a@2013p``): House
Money, the two-card part of Straight Jack, and, at the odds a profile gives them (BJ-A19), Three Card Poker and Hit
and Run.

``cfg``: the Blackjack TableConfig; ``d``: the decks in the shoe; ``n``: its cards, 52 to a deck (a 633a deck keeps
its 10s, 633a.7(h)), 52 d in all. The number of decks is not in the sources (the base game is elided, BJ-A01): the
profile's ``decks`` (default six) is an assumption, and the House Money, Three Card Poker and Hit and Run figures
are also given for one, two, six and eight decks.

What is dealt. To a player who cannot see the shoe, his first two cards of a fresh shoe are a draw without
replacement, every order equally likely, whatever the deal order (633a.7(a)-(f) are elided). Nothing is sampled and
nothing is rounded.

House Money (633a.6(e)(12), 633a.7(g)(10), 633a.13(n)). Every ordered pair of the 52 faces, each face ``d`` times in
the shoe and drawn without replacement, is weighted by the copies left and handed to the model's kernel
:func:`~croupier.reference.blackjack.sides.house_money_category`: the category the wager is paid on (the highest
only, BJ-A03; the ace next to the 2 and the king, BJ-A04), or none. A category pays at its odds in the spec, the
one-deck table 633a.13(n)(1) when ``d`` is 1 and the several-deck table (n)(2) otherwise (its lost hand column
read in the order of (n)(1), BJ-A02); a loss costs the stake. Whether the payout is then ridden on the Blackjack
Wager (633a.7(g)(10)(ii)) does not change what the House Money Wager wins.

Straight Jack (633a.6(e)(11), 633a.7(g)(9), 633a.7(o)(3), 633a.13(m)(1)). The wager is collected when the first
two cards are no two-card straight (kernel :func:`~croupier.reference.blackjack.sides.two_card_straight`, the ace
next to the 2 and the king) and otherwise paid by the length of the run, which grows with each card the player
draws that extends it. How many cards the player draws is the base game's play, not in the sources (BJ-A01), and
the six-card rows pay a share of a progressive meter: the wager as a whole is **not** analysed. What is exact: the
chance that the wager survives the first settlement (a two-card straight), and the wager's expected value **if the
run ends at two cards** (the player draws nothing that extends it), at the 3 to 1 of 633a.13(m)(1). A longer run
never pays less than 3 to 1, so this is the least the wager can return whatever the play; the row is named
``straight_jack_two_card`` so that it is not read as the wager's edge. For information, :func:`six_card_chances`
gives the chance of the six-card run A-2-3-4-5-6 (the only one at 21 or under, BJ-A05) if the player hits as long
as the run can grow, run through :func:`~croupier.reference.blackjack.sides.straight_run`: no play reaches it more
often.

Three Card Poker (633a.7(g)(8); its odds, 633a.13(k), are elided: the profile's ``three_card_poker_paytable``,
BJ-A19). The dealer's up card and the player's first two cards are, to a player who has seen no other card, three
cards of a fresh shoe drawn without replacement, whatever the deal order. Every multiset of three of the 52 faces
is handed to the model's kernel :func:`~croupier.reference.blackjack.sides.three_card_poker_category` (the highest
hand only, the ace low in A-2-3 and high in Q-K-A, no wrap, BJ-A20) and weighted by the unordered hands of the shoe's
physical cards that hold it, the product over its faces of C(d, copies): C(n, 3) hands in all, 22,100 with one
deck. A hand pays at the profile's odds; a loss costs the stake.

Hit and Run (633a.6(e)(10), 633a.7(o)(2)(i); its odds and meter, 633a.13(l), are elided: the profile's
``hit_and_run_paytable``, BJ-A19). The wager wins when the dealer has a Blackjack (his first two cards) or ends with
five cards or more, the busting card counted (kernel :func:`~croupier.reference.blackjack.sides.hit_and_run_wins`),
and is paid on the row :func:`~croupier.reference.blackjack.config.hit_and_run_row` names. While it is open the
dealer plays his hand out (BJ-A13): he draws while the kernel :func:`~croupier.reference.blackjack.kernels.dealer_draws`
says so, under the profile's ``dealer_hits_soft_17``, until he stands or busts, whatever the players hold.
:func:`dealer_hands` enumerates his draws exactly, memoised on the multiset of values drawn (which fixes his total
and the cards left), as :func:`croupier.analysis.double_attack.dealer_bust_chances` does; the four 10-point ranks
count alike. **The players' cards are ignored**: the dealer's hand is dealt from a fresh shoe. For his first two
cards this is exact (they lie at fixed places of the deal, so they are a fresh shoe's to whoever has not seen the
players' cards), and so it is for his draws if no player draws, or if the players draw without regard to their cards;
players who draw by what they hold leave a shoe that is no longer a random part of the whole, and the base game's
play is not in the sources (BJ-A01), so the figures are the fresh shoe's. A row that pays a share of the meter cannot
be valued without the meter: the row is then named ``hit_and_run_without_meter``, its edge counts the odds only (a
win paying the meter alone counts net 0), and it is not the wager's edge.

The Blackjack Wager, insurance and even money, and the other optional wagers (Bad Beat, Royal Match 21, King's
Bounty) are not analysed: their rules or odds are not in the sources (BJ-A01).
"""

from __future__ import annotations

import argparse
import sys
import types
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb, prod
from typing import Any, Optional, Sequence

from croupier.analysis.command import Printout, Refusal, contracts_on
from croupier.analysis.result import AnalysisError, Ending, WagerAnalysis, fraction_text, percent
from croupier.reference.blackjack.config import THREE_CARD_POKER_ROWS, TableConfig, hit_and_run_row, warnings
from croupier.reference.blackjack.kernels import dealer_draws, is_blackjack, total, value
from croupier.reference.blackjack.sides import hit_and_run_wins, house_money_category, straight_jack_row, \
    straight_run, three_card_poker_category, two_card_straight
from croupier.reference.cards import SUITS
from croupier.reference.money import parse_odds

__all__ = ["CONVENTION", "DECK_TABLE", "FACES", "WAGERS", "analyze", "category_ways", "dealer_hands", "extra",
           "hit_and_run_chances", "hit_and_run_edge", "hit_and_run_name", "hit_and_run_win_chance",
           "house_money_categories", "house_money_clause", "house_money_edge", "house_money_paytable", "printout",
           "six_card_chances", "straight_jack_two_card_odds", "summary", "three_card_poker_categories",
           "three_card_poker_edge", "three_card_poker_ways", "two_card_straight_chance"]

GAME = "blackjack"
HOUSE_MONEY, STRAIGHT_JACK = "house_money", "straight_jack_two_card"
THREE_CARD_POKER, HIT_AND_RUN = "three_card_poker", "hit_and_run"
#: the name of the Hit and Run row when a row of the paytable pays a share of the meter: its edge leaves the meter out
HIT_AND_RUN_WITHOUT_METER = "hit_and_run_without_meter"
WAGERS = (HOUSE_MONEY, STRAIGHT_JACK, THREE_CARD_POKER, HIT_AND_RUN)
#: the names ``--wager`` also takes
ALIASES = {"straight_jack": STRAIGHT_JACK, HIT_AND_RUN_WITHOUT_METER: HIT_AND_RUN}
#: the option that offers each wager (633a.6(e)(10)-(12), 633a.7(g)(8))
OFFERED = {HOUSE_MONEY: "house_money_offered", STRAIGHT_JACK: "straight_jack_offered",
           THREE_CARD_POKER: "three_card_poker_offered", HIT_AND_RUN: "hit_and_run_offered"}
#: the ranks of a 633a deck, 1 the ace, 2 to 10, 11 to 13 the court cards (the 10s are in, 633a.7(h))
RANKS = tuple(range(1, 14))
#: the 52 faces of one deck, (rank, suit)
FACES: tuple[tuple[int, str], ...] = tuple((r, s) for r in RANKS for s in SUITS)
#: what a card counts toward a hard total (551.3(b)): 1 the ace, 2 to 9, 10 the 10 and the court cards, which no
#: dealer total tells apart (rank 10 stands for the four of them)
VALUES = tuple(range(1, 11))
#: where the House Money paytables and the Straight Jack paytable are in the spec
HOUSE_MONEY_ONE_DECK, HOUSE_MONEY_DECKS = "pa:633a.13(n)(1)", "pa:633a.13(n)(2)"
STRAIGHT_JACK_CLAUSE = "pa:633a.13(m)(1)"
#: the clauses that settle Three Card Poker and Hit and Run (their odds, 633a.13(k) and (l), are elided: BJ-A19)
THREE_CARD_POKER_CLAUSE, HIT_AND_RUN_CLAUSE = "pa:633a.7(g)(8)", "pa:633a.7(o)(2)(i)"
#: the shoes the House Money, Three Card Poker and Hit and Run figures are also given for (the number of decks is not
#: in the sources)
DECK_TABLE = (1, 2, 6, 8)
#: the length of the longest Straight Jack run, A-2-3-4-5-6 (633a.13(m)(1), BJ-A05)
SIX = 6
#: the dealer Blackjack, as :func:`dealer_hands` names it (the Hit and Run row of the same name)
BLACKJACK = "blackjack"
#: the wagers of chapter 633a refused by name, their rules or odds not in the sources (BJ-A01)
NOT_ANALYSED = frozenset({"blackjack", "blackjack_wager", "insurance", "even_money", "bad_beat", "royal_match_21",
                          "kings_bounty"})

CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked: minus the player's expected net result divided by the stake",
    "deal": "the player's first two cards of a fresh shoe, every order equally likely (no cards seen before)",
    "decks": "the number of decks is not in the sources (BJ-A01): the profile's decks (default 6) is an "
             "assumption; House Money, Three Card Poker and Hit and Run are also given for 1, 2, 6 and 8 decks",
    "house_money": "settled on the player's first two cards (633a.7(g)(10)) at the odds of 633a.13(n)(1) for one "
                   "deck, (n)(2) for more (its hand column read in the order of (n)(1), BJ-A02), on the highest "
                   "category only (BJ-A03), the ace next to the 2 and the king (BJ-A04); riding the payout does not "
                   "change what the wager wins",
    "straight_jack_two_card": "the Straight Jack Wager if its run ends at two cards: collected without a two-card "
                              "straight (633a.7(g)(9)), else 3 to 1 (633a.13(m)(1)). Not the wager's edge: a run "
                              "that grows with the player's draws pays more, and the draws are the base game's "
                              "play, not in the sources; this is the least the wager returns whatever the play",
    "three_card_poker": "settled on the dealer's up card and the player's first two cards (633a.7(g)(8)), three "
                        "cards of a fresh shoe, on the highest hand only (BJ-A20), at the profile's odds "
                        "(633a.13(k) is elided, BJ-A19: an assumption of the profile); a loss costs the stake",
    "hit_and_run": "wins on a dealer Blackjack or a dealer hand of five cards or more, the busting card counted "
                   "(633a.7(o)(2)(i)), paid on the profile's row for that hand (633a.13(l) is elided, BJ-A19). The "
                   "dealer plays his hand out (BJ-A13) under the profile's soft 17 rule from a fresh shoe: the "
                   "players' cards are ignored, exact for his first two cards and for his draws when the players "
                   "draw nothing or without regard to their cards, not otherwise (their play is not in the sources). "
                   "Where a row pays a share of the meter the row is hit_and_run_without_meter: its edge counts the "
                   "odds only, not the meter, and is not the wager's edge",
    "base": "the Blackjack Wager, insurance and even money, and the other optional wagers (Bad Beat, Royal Match 21, "
            "King's Bounty) are not in the sources (BJ-A01): not analysed; Three Card Poker and Hit and Run are "
            "analysed at the odds of a profile that offers them (BJ-A19)",
}




def _cards(d: int) -> int:
    return len(FACES) * d


def house_money_clause(decks: int) -> str:
    """633a.13(n): the one-deck paytable (1) for a single deck, the several-deck paytable (2) otherwise."""
    return HOUSE_MONEY_ONE_DECK if decks == 1 else HOUSE_MONEY_DECKS


def house_money_paytable(cfg: TableConfig, decks: Optional[int] = None) -> dict[str, Fraction]:
    """633a.13(n)(1) or (2) for ``decks`` (default the table's): category -> what one unit staked wins, from the
    spec's numbers."""
    clause = house_money_clause(cfg.decks if decks is None else decks)
    return {cat: parse_odds(text).ratio for cat, text in cfg.rules[clause].numbers.items()}


def straight_jack_two_card_odds(cfg: TableConfig) -> Fraction:
    """633a.13(m)(1): what one unit of Straight Jack wins on a two-card run, from the spec's numbers."""
    return parse_odds(cfg.rules[STRAIGHT_JACK_CLAUSE].numbers["two_card"]).ratio


@lru_cache(maxsize=None)
def category_ways(decks: int) -> tuple[tuple[Optional[str], int], ...]:
    """(category of 633a.13(n), or ``None``: the House Money Wager loses; the ordered first two cards that make it)
    for a fresh shoe of ``decks`` decks, by the kernel; cached."""
    ways: dict[Optional[str], int] = {}
    for i, a in enumerate(FACES):
        for j, b in enumerate(FACES):
            w = decks * (decks - (i == j))
            if w > 0:
                cat = house_money_category(a, b)
                ways[cat] = ways.get(cat, 0) + w
    return tuple(ways.items())


def house_money_categories(cfg: TableConfig, decks: Optional[int] = None) -> dict[Optional[str], Fraction]:
    """The category the House Money Wager is paid on (``None``: it loses) -> its exact probability, over every
    ordered first two cards of the faces, each weighted by the copies left in a shoe of ``decks`` decks (default
    the table's); in the paytable's order, the loss last."""
    d = cfg.decks if decks is None else decks
    n = _cards(d)
    ways = dict(category_ways(d))
    whole = n * (n - 1)
    if sum(ways.values()) != whole:
        raise AnalysisError(f"the House Money classes count {sum(ways.values())} ways, not {whole}")
    pays = house_money_paytable(cfg, d)
    for cat in ways:
        if cat is not None and cat not in pays:
            raise AnalysisError(f"the kernel named category {cat!r}, not in {house_money_clause(d)}")
    return {cat: Fraction(ways.get(cat, 0), whole) for cat in (*pays, None)}


def house_money_edge(cfg: TableConfig, decks: Optional[int] = None) -> Fraction:
    """The house edge of the House Money Wager per unit staked, with ``decks`` decks (default the table's)."""
    d = cfg.decks if decks is None else decks
    pays = house_money_paytable(cfg, d)
    p = house_money_categories(cfg, d)
    return p[None] - sum((pays[cat] * q for cat, q in p.items() if cat is not None), Fraction(0))


@lru_cache(maxsize=None)
def two_card_straight_chance(decks: int) -> Fraction:
    """The chance that the player's first two cards are a two-card straight (633a.1, the ace next to the 2 and
    the king, BJ-A04, BJ-A05): the Straight Jack Wager survives its first settlement (633a.7(g)(9)); by the
    kernel, over every ordered pair of ranks, each rank 4 d times in the shoe; cached."""
    n, k = _cards(decks), len(SUITS) * decks
    ways = sum(k * (k - (a == b)) for a in RANKS for b in RANKS if two_card_straight(a, b) is not None)
    return Fraction(ways, n * (n - 1))


@lru_cache(maxsize=None)
def six_card_chances(decks: int) -> dict[str, Fraction]:
    """For information: the chance of each six-card row of 633a.13(m)(1) if the player keeps hitting as long as
    his Straight Jack run can grow (every draw extends it, the hand stays at 21 or under): every ordered draw of
    ranks through :func:`straight_run`, stopping where the run stops growing, each rank 4 d times in the shoe;
    the one ace of the run is the ace of spades ``d`` times in ``4 d``, its row by :func:`straight_jack_row`.
    Since a run never shrinks, no way of playing reaches six cards more often. Cached."""
    n, k = _cards(decks), len(SUITS) * decks
    six = Fraction(0)

    def grow(ranks: tuple[int, ...], p: Fraction) -> None:
        nonlocal six
        if len(ranks) == SIX:
            six += p
            return
        for r in RANKS:
            left = k - ranks.count(r)
            if left > 0 and straight_run(ranks + (r,)) == len(ranks) + 1:
                grow(ranks + (r,), p * Fraction(left, n - len(ranks)))

    for a in RANKS:
        for b in RANKS:
            left = k - (a == b)
            if two_card_straight(a, b) is not None:
                grow((a, b), Fraction(k, n) * Fraction(left, n - 1))
    spades = Fraction(decks, k)
    return {straight_jack_row(SIX, True): six * spades, straight_jack_row(SIX, False): six * (1 - spades)}


# --- Three Card Poker (633a.7(g)(8)) -------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def _face_triples() -> tuple[tuple[Optional[str], tuple[int, ...], int], ...]:
    """(hand of 633a.7(g)(8) or ``None``, the copies of each distinct face in it, how many multisets of three of the
    52 faces are so) over every such multiset, by the kernel; the same for every shoe, so cached once."""
    classes: Counter[tuple[Optional[str], tuple[int, ...]]] = Counter()
    for i, j, k in combinations_with_replacement(range(len(FACES)), 3):
        cat = three_card_poker_category(FACES[i], FACES[j], FACES[k])
        classes[cat, tuple(sorted(Counter((i, j, k)).values(), reverse=True))] += 1
    return tuple((cat, copies, w) for (cat, copies), w in classes.items())


@lru_cache(maxsize=None)
def three_card_poker_ways(decks: int) -> tuple[tuple[Optional[str], int], ...]:
    """(hand of 633a.7(g)(8), or ``None``: the Three Card Poker Wager loses; the unordered hands of three of the
    shoe's physical cards that make it) for a fresh shoe of ``decks`` decks: a multiset of faces is held by the
    product over its faces of C(d, copies) hands, C(52 d, 3) in all; cached."""
    ways: dict[Optional[str], int] = {}
    for cat, copies, w in _face_triples():
        ways[cat] = ways.get(cat, 0) + w * prod(comb(decks, c) for c in copies)
    return tuple(ways.items())


def three_card_poker_categories(decks: int) -> dict[Optional[str], Fraction]:
    """The hand the Three Card Poker Wager is paid on (``None``: it loses) -> its exact probability, the dealer's up
    card and the player's first two cards being three cards of a fresh shoe of ``decks`` decks; in the order of
    633a.7(g)(8), the loss last."""
    ways = dict(three_card_poker_ways(decks))
    whole = comb(_cards(decks), 3)
    if sum(ways.values()) != whole:
        raise AnalysisError(f"the Three Card Poker classes count {sum(ways.values())} hands, not {whole}")
    for cat in ways:
        if cat is not None and cat not in THREE_CARD_POKER_ROWS:
            raise AnalysisError(f"the kernel named hand {cat!r}, not in {THREE_CARD_POKER_CLAUSE}")
    return {cat: Fraction(ways.get(cat, 0), whole) for cat in (*THREE_CARD_POKER_ROWS, None)}


def _three_card_poker_odds(cfg: TableConfig) -> dict[str, Fraction]:
    odds = cfg.three_card_poker_odds
    if not odds:
        raise KeyError("three_card_poker has no odds at this table: 633a.13(k) is elided, and the profile gives no "
                       "three_card_poker_paytable (BJ-A19)")
    return odds


def three_card_poker_edge(cfg: TableConfig, decks: Optional[int] = None) -> Fraction:
    """The house edge of the Three Card Poker Wager per unit staked at the profile's odds (BJ-A19), with ``decks``
    decks (default the table's); :class:`KeyError` if the profile gives no paytable."""
    odds = _three_card_poker_odds(cfg)
    p = three_card_poker_categories(cfg.decks if decks is None else decks)
    return p[None] - sum((odds[cat] * q for cat, q in p.items() if cat is not None), Fraction(0))


# --- Hit and Run (633a.6(e)(10), 633a.7(o)(2)(i)) ------------------------------------------------------------------


@lru_cache(maxsize=None)
def _points(hard: int, ace: bool) -> tuple[int, bool]:
    """The kernel's total of a dealer hand of ``hard`` points, its aces counted 1, holding an ace or not: nothing else
    changes a total (551.3(b)), so the kernel is asked once per pair, on a short hand that has them (an ace if the
    hand has one, then 10s and the rest, never an ace the hand does not have). That also keeps within the kernel's
    domain of twelve cards, which a dealer hitting soft 17 from three decks or more can pass: seven aces (soft 17),
    a 5, four aces (hard 16 in twelve cards), and a thirteenth."""
    cards, rest = ([1], hard - 1) if ace else ([], hard)
    while rest > 10:
        card = 9 if rest == 11 else 10  # 10 and 1 would add an ace
        cards.append(card)
        rest -= card
    return total(tuple(cards + [rest] if rest else cards))


@lru_cache(maxsize=None)
def _draws(points: int, soft: bool, hits_soft_17: bool) -> bool:
    return dealer_draws(points, soft, hits_soft_17)


@lru_cache(maxsize=None)
def _dealer_ways(decks: int, hits_soft_17: bool) -> tuple[tuple[int, int], ...]:
    """(cards the dealer's finished hand holds, 0 for a Blackjack; how many ordered draws of the shoe's physical
    cards end so), his hand dealt from a fresh shoe of ``decks`` decks and played out; memoised on the multiset of
    values drawn, which fixes his total and the cards left; cached."""
    shoe = {v: len(SUITS) * decks * sum(value(r) == v for r in RANKS) for v in VALUES}
    memo: dict[tuple[int, ...], dict[int, int]] = {}

    def ways(hand: tuple[int, ...]) -> dict[int, int]:
        done = memo.get(hand)
        if done is not None:
            return done
        out: dict[int, int] = {}
        if len(hand) == 2 and is_blackjack(hand):
            out[0] = 1
        elif len(hand) >= 2 and not _draws(*_points(sum(hand), 1 in hand), hits_soft_17):
            out[len(hand)] = 1
        else:
            for v, k in shoe.items():
                k -= hand.count(v)
                if k > 0:
                    for cards, w in ways(tuple(sorted(hand + (v,)))).items():
                        out[cards] = out.get(cards, 0) + k * w
        memo[hand] = out
        return out

    return tuple(sorted(ways(()).items()))


def dealer_hands(decks: int, hits_soft_17: bool) -> dict[str, Fraction]:
    """How the dealer's hand ends, dealt from a fresh shoe of ``decks`` decks (the players' cards ignored) and played
    out as while a Hit and Run Wager is open (BJ-A13), drawing while the kernel ``dealer_draws`` says so
    (``hits_soft_17``) until he stands or busts: ``blackjack`` (his first two cards) and ``N_cards`` (a finished hand
    of N cards other than a Blackjack, the busting card counted) -> its exact probability, which sum to 1."""
    out: dict[str, Fraction] = {}
    n = _cards(decks)
    for cards, w in _dealer_ways(decks, hits_soft_17):
        out[BLACKJACK if cards == 0 else f"{cards}_cards"] = Fraction(w, prod(range(n - max(cards, 2) + 1, n + 1)))
    if sum(out.values()) != 1:
        raise AnalysisError(f"the dealer's hands weigh {sum(out.values())}, not 1")
    return out


def _dealer_cards(hand: str) -> tuple[int, bool]:
    """A key of :func:`dealer_hands` -> (its cards, a dealer Blackjack)."""
    return (2, True) if hand == BLACKJACK else (int(hand.split("_")[0]), False)


def hit_and_run_win_chance(decks: int, hits_soft_17: bool) -> Fraction:
    """The chance that a Hit and Run Wager wins (kernel ``hit_and_run_wins``: a dealer Blackjack, or five cards or
    more), the dealer's hand as :func:`dealer_hands` deals it."""
    return sum((p for hand, p in dealer_hands(decks, hits_soft_17).items()
                if hit_and_run_wins(*_dealer_cards(hand))), Fraction(0))


def _hit_and_run_rows(cfg: TableConfig) -> dict[str, tuple[Fraction, Fraction]]:
    rows = cfg.hit_and_run_rows
    if not rows:
        raise KeyError("hit_and_run has no odds at this table: 633a.13(l) is elided, and the profile gives no "
                       "hit_and_run_paytable (BJ-A19)")
    return rows


def hit_and_run_chances(cfg: TableConfig, decks: Optional[int] = None,
                        hits_soft_17: Optional[bool] = None) -> dict[Optional[str], Fraction]:
    """The row of the profile's Hit and Run paytable the wager is paid on (``None``: it loses) -> its exact
    probability, the row by :func:`~croupier.reference.blackjack.config.hit_and_run_row`, with ``decks`` decks and
    the soft 17 rule given (default the table's); in the paytable's order, the loss last."""
    rows = _hit_and_run_rows(cfg)
    d = cfg.decks if decks is None else decks
    h17 = cfg.dealer_hits_soft_17 if hits_soft_17 is None else hits_soft_17
    out: dict[Optional[str], Fraction] = {row: Fraction(0) for row in (*rows, None)}
    for hand, p in dealer_hands(d, h17).items():
        cards, bj = _dealer_cards(hand)
        row = hit_and_run_row(cards, bj, rows) if hit_and_run_wins(cards, bj) else None
        if row not in out:
            raise AnalysisError(f"hit_and_run_row named {row!r}, not in the profile's paytable")
        out[row] += p
    return out


def hit_and_run_edge(cfg: TableConfig, decks: Optional[int] = None, hits_soft_17: Optional[bool] = None) -> Fraction:
    """The house edge of the Hit and Run Wager per unit staked at the odds of the profile's paytable, **leaving out
    any share of the meter** a row pays (a row paying the meter alone counts net 0): the wager's edge only when no
    row pays a share of the meter (:func:`hit_and_run_name`); ``decks`` and the soft 17 rule default to the
    table's."""
    rows = _hit_and_run_rows(cfg)
    p = hit_and_run_chances(cfg, decks, hits_soft_17)
    return p[None] - sum((rows[row][1] * q for row, q in p.items() if row is not None), Fraction(0))


def _meter_rows(cfg: TableConfig) -> list[str]:
    return [row for row, (share, _) in cfg.hit_and_run_rows.items() if share]


def hit_and_run_name(cfg: TableConfig) -> str:
    """The name of the Hit and Run row: ``hit_and_run`` when no row of the paytable pays a share of the meter, else
    ``hit_and_run_without_meter``, so that an edge without the meter is not read as the wager's."""
    return HIT_AND_RUN_WITHOUT_METER if _meter_rows(cfg) else HIT_AND_RUN


def _shoe(decks: int) -> str:
    return "one deck" if decks == 1 else f"{decks} decks"


def _row(wager: str, made: str, stake: int, tally: dict[tuple[str, Fraction], Fraction]) -> WagerAnalysis:
    endings = tuple(Ending(r, net, p) for (r, net), p in sorted(tally.items(), key=lambda kv: (kv[0][1], kv[0][0])))
    if sum(e.probability for e in endings) != 1:
        raise AnalysisError(f"the {wager} endings weigh {sum(e.probability for e in endings)}, not 1")
    return WagerAnalysis(game=GAME, wager=wager, made=made, stake=stake, vig=Fraction(0), endings=endings,
                         expected_rolls=Fraction(1), states=1)


def _add(tally: dict[tuple[str, Fraction], Fraction], key: tuple[str, Fraction], p: Fraction) -> None:
    tally[key] = tally.get(key, Fraction(0)) + p


def _offered(cfg: TableConfig) -> list[str]:
    return [w for w in WAGERS if getattr(cfg, OFFERED[w])]


def _soft_17(cfg: TableConfig) -> str:
    return "hits soft 17" if cfg.dealer_hits_soft_17 else "stands on soft 17"


def analyze(cfg: TableConfig, wager: Optional[Sequence[str]] = None,
            stake: Optional[int] = None) -> list[WagerAnalysis]:
    """House Money, the two-card part of Straight Jack, Three Card Poker and Hit and Run (where offered), or those
    ``wager`` names (``straight_jack`` names the second; ``hit_and_run`` the last, whose row is
    ``hit_and_run_without_meter`` when a row pays a share of the meter): the exact distribution of results per unit
    staked and the house edge. ``stake``: the side wager in cents (default: the table minimum). A win per unit
    staked does not depend on the stake: nothing is rounded."""
    chosen = _offered(cfg) if not wager else [w.strip().lower().replace("-", "_") for w in wager]
    chosen = [ALIASES.get(w, w) for w in chosen]
    for w in chosen:
        if w in NOT_ANALYSED:
            raise KeyError(f"{w} is not analysed: its rules or odds are not in the sources (BJ-A01)")
        if w not in WAGERS:
            raise KeyError(f"not a Blackjack side wager that can be analysed: {w!r} (one of "
                           f"{', '.join(WAGERS)}, or straight_jack)")
        if w not in _offered(cfg):
            raise KeyError(f"{w} is not offered at this table ({OFFERED[w]} = false)")
    amount = cfg.table_min if stake is None else stake
    rows = []
    for w in chosen:
        tally: dict[tuple[str, Fraction], Fraction] = {}
        name = w
        if w == HOUSE_MONEY:
            pays = house_money_paytable(cfg)
            for cat, p in house_money_categories(cfg).items():
                if p:
                    _add(tally, ("lose", Fraction(-1)) if cat is None else ("win", pays[cat]), p)
            made = (f"{amount} on House Money beside a Blackjack Wager, from a fresh shoe of {_shoe(cfg.decks)}, paid "
                    f"under {house_money_clause(cfg.decks)}")
        elif w == STRAIGHT_JACK:
            p = two_card_straight_chance(cfg.decks)
            _add(tally, ("win", straight_jack_two_card_odds(cfg)), p)
            _add(tally, ("lose", Fraction(-1)), 1 - p)
            made = (f"{amount} on Straight Jack beside a Blackjack Wager, from a fresh shoe of {_shoe(cfg.decks)}, the "
                    "run taken to end at two cards (the rest depends on the play)")
        elif w == THREE_CARD_POKER:
            odds = _three_card_poker_odds(cfg)
            for cat, p in three_card_poker_categories(cfg.decks).items():
                if p:
                    _add(tally, ("lose", Fraction(-1)) if cat is None else ("win", odds[cat]), p)
            made = (f"{amount} on Three Card Poker beside a Blackjack Wager, the dealer's up card and the player's "
                    f"first two cards from a fresh shoe of {_shoe(cfg.decks)}, at the profile's odds (633a.13(k) "
                    "elided, BJ-A19)")
        else:
            table = _hit_and_run_rows(cfg)
            name = hit_and_run_name(cfg)
            for row, p in hit_and_run_chances(cfg).items():
                if p:
                    _add(tally, ("lose", Fraction(-1)) if row is None else ("win", table[row][1]), p)
            made = (f"{amount} on Hit and Run beside a Blackjack Wager, the dealer's hand played out from a fresh shoe "
                    f"of {_shoe(cfg.decks)} (the players' cards ignored), he {_soft_17(cfg)}, at the profile's odds "
                    "(633a.13(l) elided, BJ-A19)")
            if name == HIT_AND_RUN_WITHOUT_METER:
                made += f"; the meter's share on {', '.join(_meter_rows(cfg))} left out (not the wager's edge)"
        rows.append(_row(name, made, amount, tally))
    return rows


def _by_result(a: WagerAnalysis) -> dict[str, Fraction]:
    out = {"win": Fraction(0), "lose": Fraction(0)}
    for e in a.endings:
        out[e.result] = out.get(e.result, Fraction(0)) + e.probability
    return out


def _decks(cfg: TableConfig) -> tuple[int, ...]:
    return tuple(sorted({*DECK_TABLE, cfg.decks}))


def _hit_and_run_wins_by_decks(cfg: TableConfig) -> dict[int, tuple[Fraction, Fraction]]:
    """decks -> (the chance a Hit and Run Wager wins with the dealer standing on soft 17, with him hitting it)."""
    return {d: (hit_and_run_win_chance(d, False), hit_and_run_win_chance(d, True)) for d in _decks(cfg)}


def extra(rows: Sequence[WagerAnalysis], cfg: Optional[TableConfig] = None) -> dict[str, dict[str, Any]]:
    """Per wager, for the JSON report: the chances of a win and a loss; for House Money, each category's odds and
    chance and the edge by the number of decks; for Straight Jack, the chances of the six-card rows if the player
    hits while the run can grow, and what is not analysed; for Three Card Poker, each hand's odds, count and chance
    and the edge by decks; for Hit and Run, each row's payout and chance, how the dealer's hand ends, the chance of a
    win by decks and soft 17 rule, the edge (without the meter, where a row pays a share of it) by decks, and what is
    not analysed."""
    cfg = cfg or TableConfig()
    out: dict[str, dict[str, Any]] = {}
    for a in rows:
        x = out[a.wager] = {f"p_{k}": fraction_text(v) for k, v in _by_result(a).items()}
        if a.wager == HOUSE_MONEY:
            numbers = cfg.rules[house_money_clause(cfg.decks)].numbers
            p = house_money_categories(cfg)
            x["paytable"] = house_money_clause(cfg.decks)
            x["categories"] = {cat: {"odds": odds, "probability": fraction_text(p[cat])}
                               for cat, odds in numbers.items()}
            x["edge_by_decks"] = {str(d): fraction_text(house_money_edge(cfg, d)) for d in _decks(cfg)}
        elif a.wager == STRAIGHT_JACK:
            x["p_two_card_straight"] = fraction_text(two_card_straight_chance(cfg.decks))
            x["p_six_card_if_hitting_while_the_run_grows"] = {
                row: fraction_text(q) for row, q in six_card_chances(cfg.decks).items()}
            x["not_analysed"] = ("runs of three cards or more: they depend on the player's draws, the base game's "
                                 "play, not in the sources (BJ-A01)")
        elif a.wager == THREE_CARD_POKER:
            texts = dict(cfg.three_card_poker_paytable)
            p3 = three_card_poker_categories(cfg.decks)
            ways = dict(three_card_poker_ways(cfg.decks))
            x["paytable"] = "the profile's three_card_poker_paytable (633a.13(k) is elided, BJ-A19)"
            x["categories"] = {cat: {"odds": texts[cat], "hands": ways.get(cat, 0),
                                     "probability": fraction_text(p3[cat])} for cat in THREE_CARD_POKER_ROWS}
            x["hands"] = comb(_cards(cfg.decks), 3)
            x["edge_by_decks"] = {str(d): fraction_text(three_card_poker_edge(cfg, d)) for d in _decks(cfg)}
        else:
            texts = dict(cfg.hit_and_run_paytable)
            table = cfg.hit_and_run_rows
            ph = hit_and_run_chances(cfg)
            x["paytable"] = "the profile's hit_and_run_paytable (633a.13(l) is elided, BJ-A19)"
            x["rows"] = {row: {"payout": texts[row], "meter_share": fraction_text(share), "odds": fraction_text(odds),
                               "probability": fraction_text(ph[row])} for row, (share, odds) in table.items()}
            x["dealer_hits_soft_17"] = cfg.dealer_hits_soft_17
            x["dealer_hand"] = {hand: fraction_text(q) for hand, q in dealer_hands(cfg.decks,
                                                                                  cfg.dealer_hits_soft_17).items()}
            x["p_win_by_decks"] = {str(d): {"stands_soft_17": fraction_text(s17), "hits_soft_17": fraction_text(h17)}
                                   for d, (s17, h17) in _hit_and_run_wins_by_decks(cfg).items()}
            key = "edge_by_decks" if a.wager == HIT_AND_RUN else "edge_without_meter_by_decks"
            x[key] = {str(d): fraction_text(hit_and_run_edge(cfg, d)) for d in _decks(cfg)}
            x["shoe"] = ("fresh: the players' cards are ignored (exact for the dealer's first two cards, and for his "
                         "draws when no player draws by what he holds)")
            if a.wager == HIT_AND_RUN_WITHOUT_METER:
                x["not_analysed"] = (f"the share of the meter paid on {', '.join(_meter_rows(cfg))}: it depends on the "
                                     "meter when the row comes; the edge counts the odds only")
    return out


def summary(rows: Sequence[WagerAnalysis], cfg: Optional[TableConfig] = None) -> list[str]:
    """Lines for the text report: the chances of a win and a loss per wager; each House Money category's odds and
    chance, and its edge by the number of decks; the Straight Jack figures; each Three Card Poker hand's odds and
    chance and the edge by decks; the dealer's hand, each Hit and Run row's payout and chance, the win by decks and
    soft 17 rule; and what is not analysed."""
    cfg = cfg or TableConfig()
    lines = []
    for a in rows:
        won = _by_result(a)
        lines.append(f"{a.wager}: win {float(won['win']):.6f}, lose {float(won['lose']):.6f}")
        if a.wager == HOUSE_MONEY:
            p = house_money_categories(cfg)
            for cat, odds in cfg.rules[house_money_clause(cfg.decks)].numbers.items():
                lines.append(f"  {cat:24} {odds:>8}  p = {fraction_text(p[cat])} = {float(p[cat]):.6f}")
            lines.append("  house edge by decks: " + ", ".join(
                f"{d} {fraction_text(e)} = {percent(e)}" for d in _decks(cfg) for e in [house_money_edge(cfg, d)]))
        elif a.wager == STRAIGHT_JACK:
            six = sum(six_card_chances(cfg.decks).values(), Fraction(0))
            lines.append(f"  a two-card straight {fraction_text(won['win'])}; the edge shown is the wager's if the run "
                         "ends at two cards (a longer run pays more: whatever the play, the house holds no more)")
            lines.append(f"  six-card run A-2-3-4-5-6 if the player hits while the run grows: {float(six):.3e} "
                         f"(the ace of spades a quarter of it)")
            lines.append("  runs of three cards or more depend on the player's draws: not analysed")
        elif a.wager == THREE_CARD_POKER:
            p3 = three_card_poker_categories(cfg.decks)
            for cat, odds in cfg.three_card_poker_paytable:
                lines.append(f"  {cat:24} {odds:>8}  p = {fraction_text(p3[cat])} = {float(p3[cat]):.6f}")
            lines.append("  the odds are the profile's (633a.13(k) is elided, BJ-A19); house edge by decks: "
                         + ", ".join(f"{d} {fraction_text(e)} = {percent(e)}"
                                     for d in _decks(cfg) for e in [three_card_poker_edge(cfg, d)]))
        else:
            hands = dealer_hands(cfg.decks, cfg.dealer_hits_soft_17)
            lines.append(f"  the dealer's hand from a fresh shoe (the players' cards ignored), played out, he "
                         f"{_soft_17(cfg)}: " + ", ".join(f"{h.replace('_', ' ')} {float(q):.4g}"
                                                         for h, q in hands.items()))
            ph = hit_and_run_chances(cfg)
            for row, payout in cfg.hit_and_run_paytable:
                lines.append(f"  {row:10} {payout:>26}  p = {fraction_text(ph[row])} = {float(ph[row]):.6g}")
            lines.append("  the odds are the profile's (633a.13(l) is elided, BJ-A19); win by decks, stands / hits "
                         "soft 17: " + ", ".join(f"{d} {float(s17):.6f} / {float(h17):.6f}"
                                            for d, (s17, h17) in _hit_and_run_wins_by_decks(cfg).items()))
            what = "house edge" if a.wager == HIT_AND_RUN else "edge without the meter"
            lines.append(f"  {what} by decks ({_soft_17(cfg)}): " + ", ".join(
                f"{d} {percent(e)}" for d in _decks(cfg) for e in [hit_and_run_edge(cfg, d)]))
            if a.wager == HIT_AND_RUN_WITHOUT_METER:
                lines.append(f"  the meter's share on {', '.join(_meter_rows(cfg))} depends on the meter: left out, "
                             "so the edge shown is not the wager's")
    lines.append("the Blackjack Wager, insurance and even money are not in the sources (BJ-A01): not analysed")
    return lines


def printout(args: argparse.Namespace, label: str, cfg: TableConfig) -> Printout:
    """``croupier analyze --game blackjack``: the 2013 side wagers of chapter 633a from a fresh shoe, House Money by
    the Blackjack kernel and the two-card part of Straight Jack; the Blackjack Wager and insurance are not in the
    sources."""
    try:
        rows = analyze(cfg, args.wager, args.stake)
    except (KeyError, ValueError) as e:
        raise Refusal(e.args[0]) from None
    for w in warnings(cfg):
        print(f"warning: {w}", file=sys.stderr)
    about = {"game": "blackjack", "ruleset": cfg.ruleset, "profile": label, "decks": cfg.decks,
             "house_money_odds": dict(cfg.rules[house_money_clause(cfg.decks)].numbers),
             "straight_jack_odds": dict(cfg.rules[STRAIGHT_JACK_CLAUSE].numbers),
             "three_card_poker_odds": dict(cfg.three_card_poker_paytable),
             "hit_and_run_odds": dict(cfg.hit_and_run_paytable), "dealer_hits_soft_17": cfg.dealer_hits_soft_17,
             "contracts": contracts_on()}
    conventions = types.SimpleNamespace(CONVENTION=CONVENTION, extra=lambda r: extra(r, cfg),
                                        summary=lambda r: summary(r, cfg))
    return Printout(rows=rows, about=about, conventions=conventions,
                    header=f"Blackjack under {cfg.ruleset}, profile {label}: exact house edges of the 2013 side "
                           f"wagers ({cfg.decks} deck{'' if cfg.decks == 1 else 's'} of 52 cards, an assumption: "
                           "the base game is not in the sources)",
                    chart_title=f"House edge per wager: Blackjack {label} ({cfg.ruleset})",
                    rerun=(cfg, lambda c: analyze(c, args.wager, args.stake)))
