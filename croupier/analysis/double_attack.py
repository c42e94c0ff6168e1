"""Exact analysis of Double Attack Blackjack's Bust It and insurance wagers from a fresh shoe (58 Pa. Code chapter
665a, ``pa-665a@2013p``).

``cfg``: TableConfig; ``d``: the decks in the shoe (eight, 665a.3(a)); ``n``: its cards, 48 to a deck with no 10s
(665a.3(a)), 384 in all.

What is dealt. To a player who cannot see the shoe, the first cards of a fresh shoe after the burn are a draw
without replacement, every order equally likely, so the dealer's up card, hole card and third card are three such
cards whatever order the rules deal them in (665a.7(e), (f), (m)). Nothing is sampled and nothing is rounded.

Bust It (665a.7(m), 665a.12(c)). Every ordered (up, hole, third) of the 48 faces, each face ``d`` times in the
shoe and drawn without replacement, is weighted by how many copies are left and handed to the model's kernel
:func:`~croupier.reference.double_attack.kernels.bust_it_row`: the row of 665a.12(c) the wager is paid on, or none
(the first two cards total 17 or more, a dealer Blackjack included, or the third leaves the dealer at 21 or under).
A row pays at its odds in the spec, a loss costs the stake. The third card is counted even where the first two
stand: its weight then sums to one.

Insurance (665a.8, 665a.12(b)). Offered only on an ace up: the wager wins when the hole card is a king, queen or
jack. The hole card is one of the n - 1 cards other than the up card, 12 d of them court cards (the player's cards,
unseen in this reckoning, do not change the chance: the draw is exchangeable); a win pays the odds of 665a.12(b).

For information, :func:`dealer_busts` gives the chance that the dealer, drawing to 17 and standing on every 17
(665a.7(n)), busts with exactly three cards (the Bust It win) and busts at all.

The Bet and the Double Attack Wager depend on how the player plays each hand: they are analysed under the player's best
play in :mod:`croupier.analysis.double_attack_main`.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from functools import lru_cache
from typing import Any, Optional, Sequence

from croupier.analysis.command import Printout, Refusal, contracts_on, main_and_sides, with_main
from croupier.analysis.result import AnalysisError, Ending, WagerAnalysis, fraction_text
from croupier.reference.blackjack.kernels import dealer_draws, total
from croupier.reference.cards import SUITS
from croupier.reference.double_attack.config import TableConfig, warnings
from croupier.reference.double_attack.kernels import bust_it_row
from croupier.reference.money import parse_odds

__all__ = ["CONVENTION", "FACES", "MAIN", "WAGERS", "analyze", "bust_it_paytable", "bust_it_rows",
           "dealer_bust_chances", "dealer_busts", "extra", "insurance_odds", "printout", "row_ways", "summary"]

GAME = "double_attack"
BUST_IT, INSURANCE = "bust_it", "insurance"
WAGERS = (BUST_IT, INSURANCE)
#: 665a.3(a): the ranks of a Double Attack deck (1 the ace, 11 to 13 the court cards): no 10s
RANKS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13)
#: 665a.8(a): the court cards, the only 10-point cards of the deck
COURT = (11, 12, 13)
#: the 48 faces of one deck, (rank, suit)
FACES: tuple[tuple[int, str], ...] = tuple((r, s) for r in RANKS for s in SUITS)
#: where the paytable and the insurance odds are in the spec
BUST_IT_CLAUSE, INSURANCE_CLAUSE = "pa:665a.12(c)", "pa:665a.12(b)"

CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked: minus the player's expected net result divided by the stake",
    "deal": "the first cards of a fresh shoe, every order equally likely (no cards seen before)",
    "bust_it": "made before the up card, beside a Bet at least as large (665a.6(f)); settled by the dealer's "
               "first two or three cards (665a.7(m)) at the odds of 665a.12(c), the highest row that fits (DA-A16); "
               "a dealer Blackjack or first two cards totalling 17 or more lose",
    "insurance": "made on an ace up card for half the Bet, settled by the check (665a.8, 665a.12(b)); its chance "
                 "is counted before the player looks at his own cards",
    "base": "the Bet and the Double Attack Wager depend on the player's play: they are analysed under the best "
            "play in croupier.analysis.double_attack_main (the report's main wagers)",
}




def _cards(d: int) -> int:
    return len(FACES) * d


def bust_it_paytable(cfg: TableConfig) -> dict[str, Fraction]:
    """665a.12(c): row -> what one unit staked wins, from the spec's numbers."""
    return {row: parse_odds(text).ratio for row, text in cfg.rules[BUST_IT_CLAUSE].numbers.items()}


def insurance_odds(cfg: TableConfig) -> Fraction:
    """665a.12(b): what one unit of insurance wins, from the spec's numbers."""
    return parse_odds(cfg.rules[INSURANCE_CLAUSE].numbers["payout"]).ratio


@lru_cache(maxsize=None)
def row_ways(decks: int) -> tuple[tuple[Optional[str], int], ...]:
    """(row of 665a.12(c), or ``None``: the Bust It Wager loses; the ordered (up, hole, third card) draws that end
    so) for a fresh shoe of ``decks`` decks, by the kernel; cached."""
    ways: dict[Optional[str], int] = {}
    for i, (r1, s1) in enumerate(FACES):
        for j, (r2, s2) in enumerate(FACES):
            w2 = decks * (decks - (i == j))
            for k, (r3, s3) in enumerate(FACES):
                w = w2 * (decks - (k == i) - (k == j))
                if w > 0:
                    row = bust_it_row((r1, r2, r3), s1 + s2 + s3)
                    ways[row] = ways.get(row, 0) + w
    return tuple(ways.items())


def bust_it_rows(cfg: TableConfig) -> dict[Optional[str], Fraction]:
    """The row of 665a.12(c) the Bust It Wager is paid on (``None``: it loses) -> its exact probability, over every
    ordered (up, hole, third card) of the faces, each weighted by the copies left in the shoe."""
    n = _cards(cfg.decks)
    ways = dict(row_ways(cfg.decks))
    whole = n * (n - 1) * (n - 2)
    if sum(ways.values()) != whole:
        raise AnalysisError(f"the Bust It classes count {sum(ways.values())} ways, not {whole}")
    pays = bust_it_paytable(cfg)
    for row in ways:
        if row is not None and row not in pays:
            raise AnalysisError(f"the kernel named row {row!r}, not in {BUST_IT_CLAUSE}")
    return {row: Fraction(ways.get(row, 0), whole) for row in (*pays, None)}


def dealer_busts(cfg: TableConfig) -> tuple[Fraction, Fraction]:
    """(the dealer busts with exactly three cards, the dealer busts), from a fresh shoe: he draws to 17 and stands
    on every 17, soft 17 included (665a.7(n)), whatever the players hold (no skip rule, DA-A10). Counted by the
    shared blackjack kernels' totals, not by the Bust It kernel: the first figure is the Bust It win again."""
    return dealer_bust_chances(cfg.decks)


@lru_cache(maxsize=None)
def dealer_bust_chances(decks: int) -> tuple[Fraction, Fraction]:
    """:func:`dealer_busts` for a fresh shoe of ``decks`` decks; cached."""
    n = _cards(decks)
    # the court cards count alike: one class of 12 d, written 13
    left = {r: 4 * decks for r in RANKS if r not in COURT} | {COURT[-1]: len(COURT) * 4 * decks}

    @lru_cache(maxsize=None)
    def ends(hand: tuple[int, ...]) -> tuple[Fraction, Fraction]:
        if len(hand) >= 2:
            points, soft = total(hand)
            if not dealer_draws(points, soft):
                bust = Fraction(int(points > 21))
                return bust if len(hand) == 3 else Fraction(0), bust
        three, bust = Fraction(0), Fraction(0)
        for r, k in left.items():
            k -= hand.count(r)
            if k > 0:
                p = Fraction(k, n - len(hand))
                t, b = ends(tuple(sorted(hand + (r,))))
                three, bust = three + p * t, bust + p * b
        return three, bust

    return ends(())


def _row(wager: str, made: str, stake: int, tally: dict[tuple[str, Fraction], Fraction]) -> WagerAnalysis:
    endings = tuple(Ending(r, net, p) for (r, net), p in sorted(tally.items(), key=lambda kv: (kv[0][1], kv[0][0])))
    if sum(e.probability for e in endings) != 1:
        raise AnalysisError(f"the {wager} endings weigh {sum(e.probability for e in endings)}, not 1")
    return WagerAnalysis(game=GAME, wager=wager, made=made, stake=stake, vig=Fraction(0), endings=endings,
                         expected_rolls=Fraction(1), states=1)


def _add(tally: dict[tuple[str, Fraction], Fraction], key: tuple[str, Fraction], p: Fraction) -> None:
    tally[key] = tally.get(key, Fraction(0)) + p


def analyze(cfg: TableConfig, wager: Optional[Sequence[str]] = None,
            stake: Optional[int] = None) -> list[WagerAnalysis]:
    """Bust It (where offered) and insurance, or those ``wager`` names: the exact distribution of results per unit
    staked and the house edge. ``stake``: the side wager in cents (default: Bust It of the table minimum, insurance
    of half of it). A win per unit staked does not depend on the stake: nothing is rounded."""
    offered = [w for w in WAGERS if w != BUST_IT or cfg.bust_it_offered]
    chosen = offered if not wager else [w.strip().lower().replace("-", "_") for w in wager]
    for w in chosen:
        if w not in WAGERS:
            raise KeyError(f"not a Double Attack side wager: {w!r} (one of {', '.join(WAGERS)})")
        if w == BUST_IT and not cfg.bust_it_offered:
            raise KeyError("bust_it is not offered at this table (bust_it_offered = false)")
    rows = []
    for w in chosen:
        tally: dict[tuple[str, Fraction], Fraction] = {}
        if w == BUST_IT:
            amount = cfg.table_min if stake is None else stake
            pays = bust_it_paytable(cfg)
            for row, p in bust_it_rows(cfg).items():
                if p:
                    _add(tally, ("lose", Fraction(-1)) if row is None else ("win", pays[row]), p)
            made = f"{amount} on Bust It beside a Bet, from a fresh shoe of {cfg.decks} decks"
        else:
            amount = max(cfg.table_min // 2, 1) if stake is None else stake
            p_bj = Fraction(len(COURT) * 4 * cfg.decks, _cards(cfg.decks) - 1)
            _add(tally, ("win", insurance_odds(cfg)), p_bj)
            _add(tally, ("lose", Fraction(-1)), 1 - p_bj)
            made = f"{amount} of insurance on an ace up card, from a fresh shoe of {cfg.decks} decks"
        rows.append(_row(w, made, amount, tally))
    return rows


def _by_result(a: WagerAnalysis) -> dict[str, Fraction]:
    out = {"win": Fraction(0), "lose": Fraction(0)}
    for e in a.endings:
        out[e.result] = out.get(e.result, Fraction(0)) + e.probability
    return out


def _bust_it_rows() -> list[tuple[str, str, Fraction]]:
    """(row, odds, probability) of each paying row of 665a.12(c), in the paytable's order. The reports take no
    table: the chapter has one edition and one shoe of eight decks (665a.3(a)), so the default table is every
    table."""
    cfg = TableConfig()
    p = bust_it_rows(cfg)
    return [(row, odds, p[row]) for row, odds in cfg.rules[BUST_IT_CLAUSE].numbers.items()]


def extra(rows: Sequence[WagerAnalysis]) -> dict[str, dict[str, Any]]:
    """Per wager, for the JSON report: the chances of a win and a loss; for Bust It, each row's odds and chance,
    and the dealer's chance of busting with exactly three cards and at all."""
    out: dict[str, dict[str, Any]] = {}
    for a in rows:
        out[a.wager] = {f"p_{k}": fraction_text(v) for k, v in _by_result(a).items()}
        if a.wager == BUST_IT:
            out[a.wager]["rows"] = {row: {"odds": odds, "probability": fraction_text(p)}
                                    for row, odds, p in _bust_it_rows()}
            three, bust = dealer_busts(TableConfig())
            out[a.wager]["p_dealer_busts_three_cards"] = fraction_text(three)
            out[a.wager]["p_dealer_busts"] = fraction_text(bust)
    return out


def summary(rows: Sequence[WagerAnalysis]) -> list[str]:
    """Lines for the text report: the chances of a win and a loss per wager; each Bust It row's odds and chance;
    the dealer's bust chances; and where the main wagers are."""
    lines = []
    for a in rows:
        won = _by_result(a)
        lines.append(f"{a.wager}: win {float(won['win']):.6f}, lose {float(won['lose']):.6f}")
        if a.wager == BUST_IT:
            for row, odds, p in _bust_it_rows():
                lines.append(f"  {row:20} {odds:>10}  p = {fraction_text(p)} = {float(p):.6f}")
            three, bust = dealer_busts(TableConfig())
            lines.append(f"  the dealer busts with exactly three cards {float(three):.6f}, at all {float(bust):.6f}")
    lines.append("the Bet and the Double Attack Wager depend on the player's play: their figures under the best play "
                 "are the main wagers above (--wager bet)")
    return lines


#: the names ``--wager`` takes for the main wager
MAIN = frozenset({"bet", "bet_and_double_attack", "double_attack", "main"})


def printout(args: argparse.Namespace, label: str, cfg: TableConfig) -> Printout:
    """``croupier analyze --game double_attack``: Bust It and insurance from a fresh shoe, each Bust It row by the
    Double Attack kernel, and the main wager under the best play (:mod:`croupier.analysis.double_attack_main`)."""
    try:
        main_wanted, sides = main_and_sides(args.wager, MAIN)
        rows = analyze(cfg, sides, args.stake) if sides is None or sides else []
    except (KeyError, ValueError) as e:
        raise Refusal(e.args[0]) from None
    for w in warnings(cfg):
        print(f"warning: {w}", file=sys.stderr)
    about: dict[str, Any] = {"game": "double_attack", "ruleset": cfg.ruleset, "profile": label, "decks": cfg.decks,
                             "bust_it_odds": dict(cfg.rules[BUST_IT_CLAUSE].numbers),
                             "insurance_odds": cfg.rules[INSURANCE_CLAUSE].numbers["payout"],
                             "contracts": contracts_on()}
    header = (f"Double Attack Blackjack under {cfg.ruleset}, profile {label}: exact house edges of the side wagers "
              f"({cfg.decks} decks of 48 cards, no 10s)")
    if main_wanted:
        from croupier.analysis import double_attack_main

        main = double_attack_main.main_wager(cfg)
        effects = double_attack_main.effects(cfg) if args.readings else None
        header = with_main(args, about, header, main, double_attack_main, effects)
    return Printout(rows=rows, about=about, header=header,
                    chart_title=f"House edge per wager: Double Attack Blackjack {label} ({cfg.ruleset})",
                    rerun=(cfg, lambda c: analyze(c, sides, args.stake) if sides is None or sides else []))
