"""Exact analysis of Five Card Hi-Lo's wagers (58 Pa. Code chapter 663a, the 2013 proposal, ``pa-663a@2013p``):
the Ante and Play Wagers with the Ante Bonus under the player's best strategy, the Tie Wager, and the Poker Bonus
Wager on each of its paytables.

``cfg``: a :class:`~croupier.reference.five_card_hi_lo.config.TableConfig`. Every figure is an exact fraction; a
float appears only in the text printed for people. Every payout is read from the spec's numbers for 663a.12 (the
"1 to 1" of (a), the "N for 1" of (b), the "N to 1" of (c) and (d)); nothing here restates one.

What is dealt. One deck of 52 cards (663a.3(a); two decks alternate, one a round, 663a.3(b)). The player's five
cards and the dealer's five are two disjoint hands, every pair of hands equally likely: C(52, 5) x C(47, 5) =
2,598,960 x 1,533,939 pairs. Other players' cards are unseen and do not change the chances (the deal is
exchangeable), so the analysis looks at one player alone.

Method: value classes (the Ante and Play Wagers, the Ante Bonus, the Tie Wager). Only the point values matter to
setting, comparing and tying hands, so the 52 cards fall into ten classes by their values high and low under the
kernel's :func:`~croupier.reference.five_card_hi_lo.kernels.value`: the ace (11 high, 1 low), each of 2 to 9 (four
cards each) and the sixteen cards worth 10. The Ante Bonus needs the aces and the 2s, which are classes of their
own, so it too is decided by the class. A hand is a multiset of classes: 1,993 of them for five cards. Each player
multiset weighs the product of binomials C(n_i, c_i) over the classes (n_i cards in class i, c_i held); each
dealer multiset, given the player's, weighs C(n_i - c_i, d_i). The player's weights add to C(52, 5), and for every
player multiset the dealer's add to C(47, 5); both are checked.

For each multiset one hand of it (the first cards of each class) is given to the kernel: the dealer's to
:func:`~croupier.reference.five_card_hi_lo.kernels.dealer_setting` (with the profile's ``dealer_four_aces_low``,
G-4) for his (high, low) totals; the player's to
:func:`~croupier.reference.five_card_hi_lo.kernels.player_settings` for every setting 663a.11(d) allows, kept as
its distinct (high total, low total) pairs (cards of equal value may go either way, and only totals are compared:
the choice is at most whether to send one ace low), and to
:func:`~croupier.reference.five_card_hi_lo.kernels.ante_bonus` for its Ante Bonus hand. For each player multiset
and each of its (high, low) pairs, numpy weighs every dealer multiset at once and adds the ways each result of
:func:`~croupier.reference.five_card_hi_lo.kernels.ante_result` and of
:func:`~croupier.reference.five_card_hi_lo.kernels.tie_result` comes about, in whole numbers (int64; the largest
sum is C(47, 5)). Both results depend only on whether each of the player's totals is below, equal to or above the
dealer's (663a.11(g), (j)(1)), so the kernel is called once for each of the nine ways they can compare
(:func:`outcome_tables`) and numpy looks the results up. The counts are exact; the conversion to fractions comes
last.

The player's strategy (the Ante and Play Wagers). The player sees his five cards and nothing else, and does what
is worth most to him per unit of Ante, counting the Ante Bonus: fold (the Ante is lost, 663a.11(b); the Ante
Bonus paid only with ``ante_bonus_on_fold``) or make the Play Wager, equal to the Ante, with the setting of
663a.11(d) that does best against the dealer's hands left in the deck. A played hand wins, ties or loses
(663a.11(g)); a win pays both wagers 1 to 1 (663a.12(a)); a tie returns both. Ties of value are settled so:

* two settings worth exactly the same: the one with the greater high total (it never happens with one deck;
  :func:`strategy` counts such hands and the report prints the count, 0);
* Play worth exactly as much as folding: the player plays (also 0 hands with one deck; counted and printed).

The house edge is minus the player's expected net per unit of Ante; the element of risk divides the same by the
expected amount wagered per round, the Ante and the Play when made (1 + the chance of playing).

The Ante Bonus (663a.11(h), 663a.12(b)) is paid on the Ante when the player's five cards hold three aces or more,
"N for 1" on the elected paytable A to D. It is the same for every setting of a hand, so it never changes the
setting. And it never changes a fold: with three aces or more the player can set three aces high (33), which the
dealer, holding one ace at most, never reaches (31 at most), so playing is worth at least nothing on the Ante and
Play Wagers, more than folding (the best setting sometimes sends an ace low and then may lose, when that is worth
more still). So the strategy, and with it the Tie Wager, does not depend on the Ante Bonus paytable, its payment or
``ante_bonus_on_fold``, and the edge on each paytable is the edge without the Ante Bonus less the bonus's worth.
The report gives the Ante and Play edge for all four paytables under the profile's other readings.

The Tie Wager (663a.11(j)(1), 663a.12(c)). Per unit wagered, made beside the Ante. The player plays and sets his
hands by the strategy above, made for the Ante and Play Wagers alone (as if the Tie Wager did not change his
mind): a fold loses the Tie Wager (663a.11(b)(1)); a played hand wins when one of his totals equals the dealer's
matching total (the first row of 663a.12(c)) or both do (the third row). A player who weighed the Tie Wager too
might play a few more hands; that joint strategy, which depends on the ratio of the two wagers, is not analysed.

The Poker Bonus Wager (663a.11(j)(2), 663a.12(d)). It depends on the player's five cards alone and stands whatever
he does with the Ante (663a.11(b)(2)), so it is counted over the 2,598,960 five-card hands by classes: each
multiset of ranks (6,175 with no rank five times), and, where its five ranks all differ, apart whether the five
cards are of one suit (4 ways) or not (4^5 - 4 = 1,020); other hands cannot be flushes, and their weight is the
product of C(4, k) over the ranks held k times. One hand of each class goes to
:func:`~croupier.reference.five_card_hi_lo.kernels.poker_hand`, with the paytable's least pair. Both paytables
are analysed; the profile's election is named in the report.

Readings (each a default of the digest ``five-card-hi-lo.md``; the ones a profile can change are options of the
:class:`~croupier.reference.five_card_hi_lo.config.TableConfig`):

* G-1, G-3, G-4: the kernel's point values and dealer setting; ``dealer_four_aces_low`` 1 (default: A-A-A high,
  the fourth ace low) or 2 (two aces low) changes the dealer's four-ace hands, so the edges;
* G-5: ``ante_bonus_on_fold`` (default false): changes nothing under the strategy above (the player never folds an
  Ante Bonus hand);
* G-6: ``ante_bonus_payment``: ``n_times_ante`` (default; "N for 1" pays N times the Ante beside the Ante's own
  result) or ``n_less_one`` (N - 1 times the Ante);
* G-7, G-9: one total equal to the dealer's matching total is the first row of 663a.12(c), both the third (the
  first two rows are both 4 to 1, which the analysis checks);
* G-8: paytable A's least pair is 7s and B's 6s, read from the names of 663a.12(d)'s last rows, as printed;
* G-13: the kernel's poker ranking (ace high; A-2-3-4-5 the only ace-low straight; no wraparound).

Not analysed: the player's mis-set hands (G-2: refused, so never made) and the rules of procedure.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from fractions import Fraction
from functools import lru_cache
from math import comb, prod
from typing import Any, Iterator, Optional, Sequence

import attrs
import numpy as np
import numpy.typing as npt

from croupier.analysis.command import Printout, Refusal, contracts_on
from croupier.analysis.result import AnalysisError, Ending, WagerAnalysis, fraction_text, percent
from croupier.reference.cards import SUITS
from croupier.reference.five_card_hi_lo import kernels
from croupier.reference.five_card_hi_lo.config import (AnteBonusPaytable, PokerBonusPaytable, TableConfig,
                                                       ante_bonus_multiples, poker_bonus_rows, tie_rows, warnings)
from croupier.reference.money import parse_odds

__all__ = ["ALL_DEALS", "ALL_HANDS", "ANTE_PLAY", "AnalysisError", "AntePlayFigures", "CONVENTION", "DEALER_HANDS",
           "DEFAULT_STAKE", "DealerClasses", "Decision", "POKER_BONUS_A", "POKER_BONUS_B", "PlayerClass",
           "SettingCounts", "Strategy", "TIE", "WAGERS", "analyze", "ante_bonus_pays", "ante_play",
           "ante_play_figures", "dealer_classes", "extra", "outcome_tables", "player_classes", "poker_bonus",
           "poker_bonus_pays", "poker_counts", "printout", "strategy", "summary", "tie", "tie_pays", "value_classes"]

GAME = "five_card_hi_lo"
ANTE_PLAY, TIE, POKER_BONUS_A, POKER_BONUS_B = "ante_play", "tie", "poker_bonus_a", "poker_bonus_b"
#: the wagers analysed: the Ante and Play Wagers (with the Ante Bonus), the Tie Wager, the Poker Bonus on A and B
WAGERS = (ANTE_PLAY, TIE, POKER_BONUS_A, POKER_BONUS_B)
_POKER = {POKER_BONUS_A: PokerBonusPaytable.PAYTABLE_A, POKER_BONUS_B: PokerBonusPaytable.PAYTABLE_B}
#: the Ante (and each side wager) named in the report when none is given: $5. Nothing is rounded: the figures
#: per unit do not depend on it
DEFAULT_STAKE = 500
#: the five-card hands of one deck, and the (player, dealer) pairs of them
ALL_HANDS = comb(52, 5)
DEALER_HANDS = comb(47, 5)
ALL_DEALS = ALL_HANDS * DEALER_HANDS
#: where the payouts are in the spec
ANTE_PLAY_CLAUSE, ANTE_BONUS_CLAUSE, TIE_CLAUSE, POKER_BONUS_CLAUSE = ("pa:663a.12(a)", "pa:663a.12(b)",
                                                                      "pa:663a.12(c)", "pa:663a.12(d)")

CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked: minus the player's expected net result divided by the stake (for "
            "ante_play: per unit of Ante, the Play Wager and the Ante Bonus counted in the net)",
    "deal": "one round: the player's five cards and the dealer's five are two disjoint hands from one deck of 52 "
            "cards, every pair of hands equally likely (C(52,5) x C(47,5) pairs)",
    "ante_play": "exact, over classes of card values: the player folds or plays each hand and sets it the way worth "
                 "most to him, knowing his own five cards only (663a.11(b), (d)); the dealer sets by 663a.11(e); "
                 "the Ante Bonus of the elected paytable counted (663a.11(h), 663a.12(b))",
    "tie": "exact: beside the Ante, the player folding and setting as for the Ante and Play Wagers alone; lost on a "
           "fold (663a.11(b)(1)); one equal total pays the first row of 663a.12(c), both the third (G-7, G-9)",
    "poker_bonus": "exact: every one of the C(52,5) = 2,598,960 five-card hands counted by its Poker Bonus hand "
                   "(663a.6(b)), settled at the paytable's odds (663a.12(d)); it stands whatever the fold "
                   "(663a.11(b)(2))",
}




Card = tuple[int, str]
Counts = tuple[int, ...]
IntArray = npt.NDArray[np.int64]


# --- payouts, from the spec

def ante_bonus_pays(cfg: TableConfig, paytable: Optional[AnteBonusPaytable] = None) -> dict[str, Fraction]:
    """663a.12(b): the Ante Bonus hand -> what it pays per unit of Ante on ``paytable`` (default: the profile's),
    "N for 1" read by ``ante_bonus_payment`` (G-6): N, or N - 1 (the model's reading,
    :func:`~croupier.reference.five_card_hi_lo.config.ante_bonus_multiples`)."""
    table = cfg.ante_bonus_paytable if paytable is None else paytable
    pays = ante_bonus_multiples(attrs.evolve(cfg, ante_bonus_paytable=table))
    if set(pays) != set(kernels.ANTE_BONUS_HANDS):
        raise AnalysisError(f"{ANTE_BONUS_CLAUSE}: paytable {table.value} does not pay every hand: {sorted(pays)}")
    return {hand: Fraction(pays[hand]) for hand in kernels.ANTE_BONUS_HANDS}


def _even(cfg: TableConfig) -> Fraction:
    """663a.12(a): what a winning Ante or Play Wager wins per unit."""
    return parse_odds(cfg.rules[ANTE_PLAY_CLAUSE].numbers["payout"]).ratio


def tie_pays(cfg: TableConfig) -> tuple[Fraction, Fraction]:
    """663a.12(c), G-7: what the Tie Wager wins per unit with one equal total (the first row) and with both (the
    third), as the model reads them (:func:`~croupier.reference.five_card_hi_lo.config.tie_rows`). The first two
    rows must pay alike, or the reading that leaves their order open would not hold."""
    rows = [parse_odds(v).ratio for v in cfg.rules[TIE_CLAUSE].numbers.values()]
    if len(rows) != 3 or rows[0] != rows[1]:
        raise AnalysisError(f"{TIE_CLAUSE}: three rows, the first two alike, not {rows}")
    pays = tie_rows(cfg)
    return pays[1], pays[2]


def poker_bonus_pays(cfg: TableConfig, paytable: PokerBonusPaytable) -> tuple[dict[str, Fraction], int]:
    """663a.12(d): the Poker Bonus hand (as the kernel names it) -> its odds on ``paytable`` (A or B), and the least
    pair that pays (G-8), as the model reads them
    (:func:`~croupier.reference.five_card_hi_lo.config.poker_bonus_rows`, :attr:`TableConfig.least_pair`)."""
    table = attrs.evolve(cfg, poker_bonus_offered=True, poker_bonus_paytable=paytable)
    out = poker_bonus_rows(table)
    if set(out) != set(kernels.POKER_HANDS):
        raise AnalysisError(f"{POKER_BONUS_CLAUSE}: paytable {paytable.value} does not pay every hand: {sorted(out)}")
    return out, table.least_pair


# --- value classes

@lru_cache(maxsize=None)
def value_classes() -> tuple[tuple[tuple[int, int], tuple[Card, ...]], ...]:
    """The 52 cards by their (high, low) values under the kernel: ten classes, the ace's last."""
    by: dict[tuple[int, int], list[Card]] = {}
    for rank in range(1, 14):
        for suit in SUITS:
            card = (rank, suit)
            by.setdefault((kernels.value(card, True), kernels.value(card, False)), []).append(card)
    return tuple((k, tuple(v)) for k, v in sorted(by.items()))


def _sizes() -> Counts:
    return tuple(len(cards) for _, cards in value_classes())


def _multisets(caps: Counts, n: int) -> Iterator[Counts]:
    if not caps:
        if n == 0:
            yield ()
        return
    for k in range(min(caps[0], n), -1, -1):
        for rest in _multisets(caps[1:], n - k):
            yield (k,) + rest


def _hand(counts: Counts) -> tuple[Card, ...]:
    """One hand of the multiset: the first cards of each class."""
    return tuple(c for (_, cards), k in zip(value_classes(), counts) for c in cards[:k])


def _weight(sizes: Sequence[int], counts: Counts) -> int:
    return prod(comb(n, k) for n, k in zip(sizes, counts))


def _totals(high: Sequence[Card], low: Sequence[Card]) -> tuple[int, int]:
    return kernels.total(tuple(high), True), kernels.total(tuple(low), False)


@attrs.frozen
class DealerClasses:
    """Every five-card multiset of classes (rows of ``counts``) and the dealer's (high, low) totals for it."""

    counts: IntArray
    high: IntArray
    low: IntArray


@lru_cache(maxsize=None)
def dealer_classes(four_aces_low: int) -> DealerClasses:
    """The dealer's totals for every multiset, set by the kernel (663a.11(e); G-4 as ``four_aces_low``); cached."""
    rows, highs, lows = [], [], []
    for counts in _multisets(_sizes(), 5):
        rows.append(counts)
        h, lo = _totals(*kernels.dealer_setting(_hand(counts), four_aces_low))
        highs.append(h)
        lows.append(lo)
    return DealerClasses(np.array(rows, dtype=np.int64), np.array(highs, dtype=np.int64),
                         np.array(lows, dtype=np.int64))


@attrs.frozen
class SettingCounts:
    """One (high, low) pair of totals a player's hand can be set to, and against how many of the C(47, 5) dealer
    hands it wins, loses, ties one total and ties both."""

    high: int
    low: int
    aces_low: int  #: the aces in the low hand (each costs 10 of the two totals' sum, so the totals tell)
    win: int
    lose: int
    one_tie: int
    both_tie: int

    @property
    def returned(self) -> int:
        return DEALER_HANDS - self.win - self.lose


@attrs.frozen
class PlayerClass:
    """A multiset of classes the player may hold: its weight (hands of the deck), its Ante Bonus hand and each
    distinct (high, low) pair 663a.11(d) lets him set it to."""

    counts: Counts
    weight: int
    bonus: Optional[str]
    settings: tuple[SettingCounts, ...]


@lru_cache(maxsize=None)
def outcome_tables() -> tuple[IntArray, IntArray]:
    """The kernel's :func:`~croupier.reference.five_card_hi_lo.kernels.ante_result` and
    :func:`~croupier.reference.five_card_hi_lo.kernels.tie_result` for each way the two totals compare with the
    dealer's: indexed [high, low], 0 the player's total below the dealer's, 1 equal, 2 above. Both depend on the
    comparisons alone (663a.11(g), (j)(1)); each entry is one call of the kernel on totals that compare so."""
    ante = np.zeros((3, 3), dtype=np.int64)
    tied = np.zeros((3, 3), dtype=np.int64)
    dealer_high, dealer_low = 20, 10
    for i, j in itertools.product(range(3), repeat=2):
        args = (dealer_high + i - 1, dealer_low + j - 1, dealer_high, dealer_low)
        ante[i, j], tied[i, j] = kernels.ante_result(*args), kernels.tie_result(*args)
    return ante, tied


@lru_cache(maxsize=None)
def player_classes(four_aces_low: int) -> tuple[PlayerClass, ...]:
    """Every multiset of the player's five cards, each setting counted against every dealer multiset left in the
    deck (the dealer setting as ``four_aces_low`` says); cached."""
    sizes = np.array(_sizes(), dtype=np.int64)
    binom = np.array([[comb(n, k) for k in range(6)] for n in range(int(sizes.max()) + 1)], dtype=np.int64)
    dealer = dealer_classes(four_aces_low)
    outcomes = outcome_tables()
    out = []
    total = 0
    for counts in _multisets(tuple(int(n) for n in sizes), 5):
        left = sizes - np.array(counts, dtype=np.int64)
        w = binom[left[None, :], dealer.counts].prod(axis=1)
        if int(w.sum()) != DEALER_HANDS:
            raise AnalysisError(f"the dealer's hands beside {counts} weigh {int(w.sum())}, not {DEALER_HANDS}")
        hand = _hand(counts)
        pairs = sorted({(*_totals(h, lo), sum(c[0] == 1 for c in lo)) for h, lo in kernels.player_settings(hand)},
                       reverse=True)
        settings = []
        for h, lo, aces_low in pairs:
            ante, tied = (table[np.sign(h - dealer.high) + 1, np.sign(lo - dealer.low) + 1] for table in outcomes)
            settings.append(SettingCounts(h, lo, aces_low, int(w[ante == kernels.WIN].sum()),
                                          int(w[ante == kernels.LOSE].sum()), int(w[tied == 1].sum()),
                                          int(w[tied == 2].sum())))
        weight = _weight(tuple(int(n) for n in sizes), counts)
        total += weight
        out.append(PlayerClass(counts, weight, kernels.ante_bonus(hand), tuple(settings)))
    if total != ALL_HANDS:
        raise AnalysisError(f"the player's classes weigh {total}, not {ALL_HANDS}")
    return tuple(out)


# --- the strategy and the Ante and Play Wagers

@attrs.frozen
class Decision:
    """What the player does with one multiset: the setting he plays (None: he folds), and his expected net per
    unit of Ante, the Ante Bonus included."""

    player: PlayerClass
    setting: Optional[SettingCounts]
    value: Fraction


@attrs.frozen
class Strategy:
    """The player's decision for every multiset, and how often a tie of value had to be settled by the rule."""

    decisions: tuple[Decision, ...]
    setting_ties: int  #: multisets with two settings worth exactly the same (the greater high total taken)
    fold_ties: int  #: multisets where Play is worth exactly as much as folding (played)


def strategy(cfg: TableConfig) -> Strategy:
    """The player's best play for every multiset under ``cfg`` (the dealer's four aces, the Ante Bonus's paytable,
    payment and standing on a fold)."""
    even = _even(cfg)
    pays = ante_bonus_pays(cfg)
    decisions = []
    setting_ties = fold_ties = 0
    for pc in player_classes(cfg.dealer_four_aces_low):
        bonus = pays[pc.bonus] if pc.bonus else Fraction(0)
        worth = [(Fraction(2 * even * s.win - 2 * s.lose, DEALER_HANDS) + bonus, s) for s in pc.settings]
        best = max(v for v, _ in worth)
        tied = [s for v, s in worth if v == best]
        setting_ties += len(tied) > 1
        chosen = max(tied, key=lambda s: s.high)
        fold = (bonus if cfg.ante_bonus_on_fold else Fraction(0)) - 1
        fold_ties += best == fold
        decisions.append(Decision(pc, chosen if best >= fold else None, max(best, fold)))
    return Strategy(tuple(decisions), setting_ties, fold_ties)


@attrs.frozen
class AntePlayFigures:
    """The Ante and Play Wagers under the strategy, exact: the edges, and the chances over every deal."""

    edge: Fraction  #: per unit of Ante
    element_of_risk: Fraction  #: per unit wagered (Ante plus Play when made)
    fold: Fraction
    win: Fraction
    tie: Fraction
    lose: Fraction
    ace_low: Fraction  #: the chance of a hand played with an ace low
    bonus: Fraction  #: the Ante Bonus's worth per unit of Ante
    setting_ties: int
    fold_ties: int
    edge_by_paytable: dict[str, Fraction]  #: the edge on each Ante Bonus paytable, the other readings as ``cfg``


def _ante_tally(cfg: TableConfig, plan: Strategy) -> dict[tuple[str, Fraction], int]:
    """(result, net per unit of Ante) -> the deals (of ALL_DEALS) that end so."""
    even = _even(cfg)
    pays = ante_bonus_pays(cfg)
    tally: dict[tuple[str, Fraction], int] = {}

    def add(key: tuple[str, Fraction], n: int) -> None:
        if n:
            tally[key] = tally.get(key, 0) + n

    for d in plan.decisions:
        pc, s = d.player, d.setting
        bonus = pays[pc.bonus] if pc.bonus else Fraction(0)
        if s is None:
            add(("fold", (bonus if cfg.ante_bonus_on_fold else Fraction(0)) - 1), pc.weight * DEALER_HANDS)
            continue
        add(("win", 2 * even + bonus), pc.weight * s.win)
        add(("returned", bonus), pc.weight * s.returned)
        add(("lose", -2 + bonus), pc.weight * s.lose)
    return tally


def _endings(tally: dict[tuple[str, Fraction], int], wager: str) -> tuple[Ending, ...]:
    if sum(tally.values()) != ALL_DEALS:
        raise AnalysisError(f"the {wager} endings weigh {sum(tally.values())} deals, not {ALL_DEALS}")
    order = sorted(tally.items(), key=lambda kv: (-kv[0][1], kv[0][0]))
    return tuple(Ending(r, net, Fraction(n, ALL_DEALS)) for (r, net), n in order)


def ante_play_figures(cfg: TableConfig) -> AntePlayFigures:
    """The Ante and Play Wagers' figures under the player's best strategy."""
    plan = strategy(cfg)
    tally = _ante_tally(cfg, plan)
    ev = sum((net * n for (_, net), n in tally.items()), Fraction(0)) / ALL_DEALS
    by: dict[str, Fraction] = {}
    for (r, _), n in tally.items():
        by[r] = by.get(r, Fraction(0)) + Fraction(n, ALL_DEALS)
    fold = by.get("fold", Fraction(0))
    ace_low = Fraction(sum(d.player.weight for d in plan.decisions if d.setting is not None and d.setting.aces_low),
                       ALL_HANDS)
    pays = ante_bonus_pays(cfg)
    bonus = Fraction(sum(d.player.weight * pays[d.player.bonus] for d in plan.decisions if d.player.bonus
                         and (d.setting is not None or cfg.ante_bonus_on_fold)), ALL_HANDS)
    by_paytable = {}
    for table in AnteBonusPaytable:
        other = attrs.evolve(cfg, ante_bonus_paytable=table)
        by_paytable[table.value] = -sum((net * n for (_, net), n in _ante_tally(other, strategy(other)).items()),
                                        Fraction(0)) / ALL_DEALS
    return AntePlayFigures(-ev, -ev / (2 - fold), fold, by.get("win", Fraction(0)), by.get("returned", Fraction(0)),
                           by.get("lose", Fraction(0)), ace_low, bonus, plan.setting_ties, plan.fold_ties,
                           by_paytable)


def ante_play(cfg: TableConfig, stake: int = DEFAULT_STAKE) -> WagerAnalysis:
    """The Ante and Play Wagers, with the Ante Bonus, per unit of Ante, under the player's best strategy."""
    endings = _endings(_ante_tally(cfg, strategy(cfg)), ANTE_PLAY)
    made = (f"an Ante of {stake}, folded or played (Play = Ante) and set as is worth most to the player; Ante Bonus "
            f"paytable {cfg.ante_bonus_paytable.value}, paid {cfg.ante_bonus_payment.value}"
            f"{', also on a fold' if cfg.ante_bonus_on_fold else ''}; the dealer's four aces "
            f"{cfg.dealer_four_aces_low} low")
    return WagerAnalysis(GAME, ANTE_PLAY, made, stake, Fraction(0), endings, Fraction(1), len(player_classes(
        cfg.dealer_four_aces_low)), fixed_stake=False)


def tie(cfg: TableConfig, stake: int = DEFAULT_STAKE) -> WagerAnalysis:
    """The Tie Wager per unit, the player folding and setting as for the Ante and Play Wagers."""
    one, both = tie_pays(cfg)
    tally: dict[tuple[str, Fraction], int] = {}

    def add(key: tuple[str, Fraction], n: int) -> None:
        if n:
            tally[key] = tally.get(key, 0) + n

    for d in strategy(cfg).decisions:
        pc, s = d.player, d.setting
        if s is None:
            add(("fold", Fraction(-1)), pc.weight * DEALER_HANDS)
            continue
        add(("win", both), pc.weight * s.both_tie)
        add(("win", one), pc.weight * s.one_tie)
        add(("lose", Fraction(-1)), pc.weight * (DEALER_HANDS - s.one_tie - s.both_tie))
    offered = "" if cfg.tie_offered else " (not offered at this table: tie_offered = false)"
    made = f"{stake} on the Tie beside the Ante, the player folding and setting as for the Ante and Play{offered}"
    return WagerAnalysis(GAME, TIE, made, stake, Fraction(0), _endings(tally, TIE), Fraction(1),
                         len(player_classes(cfg.dealer_four_aces_low)))


# --- the Poker Bonus Wager

def _rank_multisets() -> Iterator[tuple[int, ...]]:
    """Each multiset of five ranks (1-13), no rank five times, as counts per rank."""
    yield from _multisets((4,) * 13, 5)


@lru_cache(maxsize=None)
def poker_counts(least_pair: int) -> tuple[tuple[Optional[str], int], ...]:
    """For each Poker Bonus hand (best first, then None), the number of the 2,598,960 five-card hands the kernel
    rates so with ``least_pair`` (6 or 7); by classes of ranks and flushness, one kernel call a class; cached."""
    tally: dict[Optional[str], int] = {h: 0 for h in (*kernels.POKER_HANDS, None)}
    for counts in _rank_multisets():
        held = [(r + 1, k) for r, k in enumerate(counts) if k]
        if len(held) == 5:
            ranks = [r for r, _ in held]
            flush = tuple((r, SUITS[0]) for r in ranks)
            mixed = tuple((r, SUITS[0 if i else 1]) for i, r in enumerate(ranks))
            tally[kernels.poker_hand(flush, least_pair)] += len(SUITS)
            tally[kernels.poker_hand(mixed, least_pair)] += len(SUITS) ** 5 - len(SUITS)
        else:
            hand = tuple((r, SUITS[i]) for r, k in held for i in range(k))
            tally[kernels.poker_hand(hand, least_pair)] += prod(comb(len(SUITS), k) for _, k in held)
    if sum(tally.values()) != ALL_HANDS:
        raise AnalysisError(f"the Poker Bonus classes weigh {sum(tally.values())}, not {ALL_HANDS}")
    return tuple(tally.items())


def poker_bonus(cfg: TableConfig, paytable: PokerBonusPaytable, stake: int = DEFAULT_STAKE) -> WagerAnalysis:
    """The Poker Bonus Wager on ``paytable`` (A or B), per unit, over every five-card hand."""
    pays, least = poker_bonus_pays(cfg, paytable)
    tally: dict[tuple[str, Fraction], int] = {}
    for hand, n in poker_counts(least):
        key = ("lose", Fraction(-1)) if hand is None else ("win", pays[hand])
        tally[key] = tally.get(key, 0) + n * DEALER_HANDS
    wager = POKER_BONUS_A if paytable is PokerBonusPaytable.PAYTABLE_A else POKER_BONUS_B
    elected = cfg.poker_bonus_offered and cfg.poker_bonus_paytable is paytable
    made = (f"{stake} on the Poker Bonus, paytable {paytable.value} (pairs of {least}s or better), on the player's "
            f"five cards whatever the fold" + ("" if elected else " (not this table's election)"))
    return WagerAnalysis(GAME, wager, made, stake, Fraction(0), _endings(tally, wager), Fraction(1),
                         len(poker_counts(least)))


# --- the report

def _chosen(names: Optional[Sequence[str]]) -> list[str]:
    if not names:
        return list(WAGERS)
    out: list[str] = []
    for raw in names:
        w = raw.strip().lower().replace("-", "_")
        picked = [POKER_BONUS_A, POKER_BONUS_B] if w == "poker_bonus" else [w]
        for p in picked:
            if p not in WAGERS:
                raise KeyError(f"not a Five Card Hi-Lo wager: {raw!r} (one of {', '.join(WAGERS)}, or poker_bonus "
                               f"for both paytables)")
            if p not in out:
                out.append(p)
    return out


#: the figures behind each Ante and Play analysis, by its ``made`` text
_FIGURES: dict[str, AntePlayFigures] = {}


def analyze(cfg: TableConfig, names: Optional[Sequence[str]] = None,
            stake: Optional[int] = None) -> list[WagerAnalysis]:
    """The named wagers (default: all four: the Ante and Play Wagers on the profile's Ante Bonus paytable, the Tie
    Wager and the Poker Bonus on paytables A and B, offered at the table or not); ``stake`` only labels them."""
    amount = DEFAULT_STAKE if stake is None else stake
    rows = []
    for w in _chosen(names):
        if w == ANTE_PLAY:
            a = ante_play(cfg, amount)
            _FIGURES[a.made] = ante_play_figures(cfg)
            rows.append(a)
        elif w == TIE:
            rows.append(tie(cfg, amount))
        else:
            rows.append(poker_bonus(cfg, _POKER[w], amount))
    return rows


def _by_result(a: WagerAnalysis) -> dict[str, Fraction]:
    out: dict[str, Fraction] = {}
    for e in a.endings:
        out[e.result] = out.get(e.result, Fraction(0)) + e.probability
    return out


def extra(rows: Sequence[WagerAnalysis]) -> dict[str, dict[str, Any]]:
    """For the JSON report: every wager's chance of each result; for the Ante and Play Wagers the fold rate, the
    element of risk, the edge on each Ante Bonus paytable and the ties of value the strategy met."""
    out: dict[str, dict[str, Any]] = {}
    for a in rows:
        out[a.wager] = {"exact": True, **{f"p_{k}": fraction_text(v) for k, v in _by_result(a).items()}}
        f = _FIGURES.get(a.made)
        if f is not None:
            out[a.wager].update({
                "element_of_risk": fraction_text(f.element_of_risk), "p_ace_low": fraction_text(f.ace_low),
                "ante_bonus_worth": fraction_text(f.bonus),
                "edge_by_ante_bonus_paytable": {k: fraction_text(v) for k, v in f.edge_by_paytable.items()},
                "setting_ties": f.setting_ties, "fold_ties": f.fold_ties})
    return out


def summary(rows: Sequence[WagerAnalysis]) -> list[str]:
    """Lines for the text report: the chances of each result, and for the Ante and Play Wagers the fold rate, the
    element of risk and the edge on every Ante Bonus paytable."""
    lines = []
    for a in rows:
        by = _by_result(a)
        lines.append(f"{a.wager}: " + ", ".join(f"{k} {float(v):.6f}" for k, v in by.items()))
        f = _FIGURES.get(a.made)
        if f is None:
            continue
        lines.append(f"  folds {percent(f.fold)} of hands; plays with an ace low {percent(f.ace_low)} of hands; "
                     f"element of risk (per unit wagered, Ante + Play) {fraction_text(f.element_of_risk)} = "
                     f"{percent(f.element_of_risk)}")
        lines.append(f"  the Ante Bonus is worth {percent(f.bonus)} of the Ante; edge by Ante Bonus paytable: "
                     + ", ".join(f"{k} {percent(v)}" for k, v in f.edge_by_paytable.items()))
        lines.append(f"  ties of value settled by rule: {f.setting_ties} between settings, {f.fold_ties} between "
                     f"folding and playing")
    lines.append("every figure exact over the C(52,5) x C(47,5) pairs of hands (the Poker Bonus over C(52,5) hands)")
    return lines


def printout(args: argparse.Namespace, label: str, cfg: TableConfig) -> Printout:
    """``croupier analyze --game five_card_hi_lo``: the Ante and Play Wagers with the Ante Bonus under the player's
    best strategy, the Tie Wager and the Poker Bonus on both paytables, all exact, through the Five Card Hi-Lo
    kernels."""
    try:
        rows = analyze(cfg, args.wager)
    except (KeyError, ValueError) as e:
        raise Refusal(e.args[0]) from None
    for w in warnings(cfg):
        print(f"warning: {w}", file=sys.stderr)
    about = {"game": "five_card_hi_lo", "ruleset": cfg.ruleset, "profile": label,
             "ante_bonus_paytable": cfg.ante_bonus_paytable.value, "ante_bonus_payment": cfg.ante_bonus_payment.value,
             "ante_bonus_on_fold": cfg.ante_bonus_on_fold, "dealer_four_aces_low": cfg.dealer_four_aces_low,
             "tie_offered": cfg.tie_offered, "poker_bonus_offered": cfg.poker_bonus_offered,
             "poker_bonus_paytable": cfg.poker_bonus_paytable.value, "stake": DEFAULT_STAKE,
             "contracts": contracts_on()}
    return Printout(rows=rows, about=about,
                    header=f"Five Card Hi-Lo under {cfg.ruleset}, profile {label}: exact house edges (one deck; the "
                           f"player folds, plays and sets as is worth most to him, the dealer sets by 663a.11(e))",
                    chart_title=f"House edge per wager: Five Card Hi-Lo {label} ({cfg.ruleset})",
                    rerun=(cfg, lambda c: analyze(c, args.wager)))
