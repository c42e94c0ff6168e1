"""Exact analysis of Spanish 21's Match-The-Dealer and insurance wagers from a fresh shoe, through the reference
model.

``cfg``: TableConfig; ``d``: the decks in the shoe; ``n``: its cards, 48 to a deck (551.3(a)).

What is dealt. The model draws nothing: the cards come in :class:`~croupier.reference.spanish21.state.Deal`
events. To a player who cannot see the shoe, the first cards of a fresh shoe after the burn are a draw without
replacement, every order equally likely, so any three of them (his two, the dealer's up card), and the hole card
behind, are too, whatever order the rules deal them in (551.8(d)). Nothing is sampled and nothing is rounded.

Match-The-Dealer (551.7). Take the up card first: each of the player's two cards then either matches it in the
same suit, matches it in another suit, or does not match (by rank, or by value under ``mtd_match_by = value``,
where a court card up is matched by any court card). The shoe holds ``a`` cards of the first kind, ``b`` of the
second and ``c`` of the third; the player's two cards are ``s`` of the first and ``t`` of the second with
probability C(a, s) C(b, t) C(c, 2 - s - t) / C(n - 1, 2), summed over the up cards' classes (a court card and any
other card differ only under the value reading). Each (s, t) is a class of rounds, settled once through
:func:`~croupier.reference.spanish21.game.step`: its settlement gives the result and the winnings, at the table's
odds.

Insurance (551.10). Offered only on an ace up: the wager wins when the hole card is a king, queen or jack. The
hole card is one of the n - 1 cards other than the up card, 12 d of them court cards (the player's cards, unseen
in this reckoning, do not change the chance: the draw is exchangeable). The two classes, a dealer Blackjack or
not, are each settled once through the model.

The base wager and its bonuses depend on how the player plays each hand: they are analysed under the player's best
play in :mod:`croupier.analysis.spanish21_main`.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from math import comb
from typing import Any, Optional, Sequence

from croupier.analysis.command import Printout, Refusal, contracts_on, main_and_sides, with_main
from croupier.analysis.result import AnalysisError, Ending, WagerAnalysis, fraction_text
from croupier.reference.cards import Card
from croupier.reference.outcomes import Result, Settlement
from croupier.reference.spanish21.config import MTD_MIN, MtdMatchBy, Shuffling, TableConfig, warnings
from croupier.reference.spanish21.game import replay
from croupier.reference.spanish21.state import (DECK, Bet, Burn, Deal, Insure, Peek, PlaceBet, PlaceMatch, Shuffle,
                                                Stake, Stand, State)

__all__ = ["CONVENTION", "MAIN", "WAGERS", "analyze", "extra", "match_classes", "printout", "summary"]

GAME = "spanish21"
MATCH, INSURANCE = "match_the_dealer", "insurance"
WAGERS = (MATCH, INSURANCE)
#: 551.3(a): the court cards, the only 10-point cards of a Spanish 21 deck
COURT = (11, 12, 13)

CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked: minus the player's expected net result divided by the stake",
    "deal": "the first cards of a fresh shoe, every order equally likely (no cards seen before)",
    "match_the_dealer": "made beside a Spanish 21 wager of the same amount, settled when the initial cards are out "
                        "(551.7(d)), at the table's odds (mtd_odds_different_suit, mtd_odds_same_suit)",
    "insurance": "made on an ace up card for half the Spanish 21 wager, settled by the check (551.10); its chance "
                 "is counted before the player looks at his own cards",
}




def _cards(d: int) -> int:
    return DECK * d


def match_classes(cfg: TableConfig) -> dict[tuple[int, int], Fraction]:
    """(same-suit matches, other-suit matches) among the player's two cards -> its exact probability."""
    d, n = cfg.decks, _cards(cfg.decks)
    by_value = cfg.mtd_match_by is MtdMatchBy.VALUE
    ups = [(Fraction(12 * d, n), 3 * d - 1, 9 * d), (Fraction(36 * d, n), d - 1, 3 * d)] if by_value else [
        (Fraction(1), d - 1, 3 * d)]
    out: dict[tuple[int, int], Fraction] = {}
    for p_up, a, b in ups:
        c = n - 1 - a - b
        for s in range(3):
            for t in range(3 - s):
                ways = comb(a, s) * comb(b, t) * comb(c, 2 - s - t)
                if ways:
                    out[(s, t)] = out.get((s, t), Fraction(0)) + p_up * Fraction(ways, comb(n - 1, 2))
    if sum(out.values()) != 1:
        raise AnalysisError(f"the Match-The-Dealer classes weigh {sum(out.values())}, not 1")
    return out


def _shoe(cfg: TableConfig) -> list[object]:
    n = _cards(cfg.decks)
    if cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER:
        return [Shuffle(0, 0)]
    return [Shuffle(n // 2, n // 4), Burn()]


def _play(cfg: TableConfig, events: Sequence[object], stake: Stake) -> Settlement:
    """The round's settlement of ``stake`` at box 1, through the model."""
    _, steps = replay(cfg, events, State())
    for e, st in zip(events, steps):
        for o in st.outcomes:
            if isinstance(o, Settlement) and o.seat == 1 and o.bet == stake:
                return o
        if st.rejected:
            raise AnalysisError(f"the model refused {e}: {st.outcomes}")
    raise AnalysisError(f"the round did not settle {stake}")


def _match_round(cfg: TableConfig, s: int, t: int, stake: int) -> list[object]:
    """A round whose two player cards hold ``s`` same-suit and ``t`` other-suit matches of a 9 of spades up card."""
    up = Card(9, "S")
    cards = [Card(9, "S")] * s + [Card(9, "H")] * t + [Card(5, "D")] * (2 - s - t)
    # the deal order: box 1's first card, the up card, its second card, the hole card (551.8(d))
    deals = [Deal(cards[0]), Deal(up), Deal(cards[1]), Deal(Card(7, "C"))]
    return [*_shoe(cfg), PlaceBet(1, max(stake, cfg.table_min)), PlaceMatch(1, stake), *deals]


def _insurance_round(cfg: TableConfig, blackjack: bool, stake: int) -> list[object]:
    """A round with an ace up, insured for ``stake``, the hole card a king or a 7."""
    deals = [Deal(Card(9, "H")), Deal(Card(1, "S")), Deal(Card(8, "H")), Deal(Card(13 if blackjack else 7, "C"))]
    # under play_through the insurance on a Blackjack is settled at the reveal, after the box stands (S21-A01)
    return [*_shoe(cfg), PlaceBet(1, max(2 * stake, cfg.table_min)), *deals, Insure(1, stake), Peek(), Stand(1)]


def _ending(o: Settlement, stake: int) -> tuple[str, Fraction]:
    if o.result is Result.WIN:
        return "win", Fraction(o.amount) / stake
    if o.result is Result.LOSE:
        return "lose", -Fraction(o.amount) / stake
    return "push", Fraction(0)


def _row(wager: str, made: str, stake: int, tally: dict[tuple[str, Fraction], Fraction]) -> WagerAnalysis:
    endings = tuple(Ending(r, net, p) for (r, net), p in sorted(tally.items(), key=lambda kv: (kv[0][1], kv[0][0])))
    return WagerAnalysis(game=GAME, wager=wager, made=made, stake=stake, vig=Fraction(0), endings=endings,
                         expected_rolls=Fraction(1), states=1)


def analyze(cfg: TableConfig, wager: Optional[Sequence[str]] = None,
            stake: Optional[int] = None) -> list[WagerAnalysis]:
    """Match-The-Dealer (where offered) and insurance, or those ``wager`` names: the exact distribution of results
    per unit staked and the house edge. ``stake``: the side wager in cents (default: the least Match-The-Dealer
    wager, $1, and insurance of half the table minimum)."""
    offered = [w for w in WAGERS if w != MATCH or cfg.mtd_offered]
    chosen = offered if not wager else [w.strip().lower().replace("-", "_") for w in wager]
    for w in chosen:
        if w not in WAGERS:
            raise KeyError(f"not a Spanish 21 side wager: {w!r} (one of {', '.join(WAGERS)})")
        if w == MATCH and not cfg.mtd_offered:
            raise KeyError("match_the_dealer is not offered at this table (mtd_offered = false)")
    rows = []
    for w in chosen:
        tally: dict[tuple[str, Fraction], Fraction] = {}
        if w == MATCH:
            amount = MTD_MIN if stake is None else stake
            for (s, t), p in match_classes(cfg).items():
                key = _ending(_play(cfg, _match_round(cfg, s, t, amount), Stake(Bet.MTD)), amount)
                tally[key] = tally.get(key, Fraction(0)) + p
            made = f"{amount} on Match-The-Dealer beside a Spanish 21 wager, from a fresh shoe of {cfg.decks} decks"
        else:
            amount = max(cfg.table_min // 2, 1) if stake is None else stake
            n, d = _cards(cfg.decks), cfg.decks
            p_bj = Fraction(12 * d, n - 1)
            for blackjack, p in ((True, p_bj), (False, 1 - p_bj)):
                key = _ending(_play(cfg, _insurance_round(cfg, blackjack, amount), Stake(Bet.INSURANCE)), amount)
                tally[key] = tally.get(key, Fraction(0)) + p
            made = f"{amount} of insurance on an ace up card, from a fresh shoe of {cfg.decks} decks"
        rows.append(_row(w, made, amount, tally))
    return rows


def _by_result(a: WagerAnalysis) -> dict[str, Fraction]:
    out = {"win": Fraction(0), "lose": Fraction(0)}
    for e in a.endings:
        out[e.result] = out.get(e.result, Fraction(0)) + e.probability
    return out


def extra(rows: Sequence[WagerAnalysis]) -> dict[str, dict[str, str]]:
    """Per wager, for the JSON report: the chances of a win and a loss."""
    return {a.wager: {f"p_{k}": fraction_text(v) for k, v in _by_result(a).items()} for a in rows}


def summary(rows: Sequence[WagerAnalysis]) -> list[str]:
    """Lines for the text report: the chances of a win and a loss per wager."""
    return [f"{a.wager}: win {float(_by_result(a)['win']):.6f}, lose {float(_by_result(a)['lose']):.6f}"
            for a in rows]


#: the names ``--wager`` takes for the main wager
MAIN = frozenset({"spanish21", "main"})


def printout(args: argparse.Namespace, label: str, cfg: TableConfig) -> Printout:
    """``croupier analyze --game spanish21``: Match-The-Dealer and insurance from a fresh shoe, through the Spanish 21
    model, and the main wager under the best play (:mod:`croupier.analysis.spanish21_main`)."""
    try:
        main_wanted, sides = main_and_sides(args.wager, MAIN)
        rows = analyze(cfg, sides, args.stake) if sides is None or sides else []
    except (KeyError, ValueError) as e:
        raise Refusal(e.args[0]) from None
    for w in warnings(cfg):
        print(f"warning: {w}", file=sys.stderr)
    diff, same = cfg.mtd_odds
    about: dict[str, Any] = {"game": "spanish21", "ruleset": cfg.ruleset, "profile": label, "decks": cfg.decks,
                             "mtd_odds": {"different_suit": diff, "same_suit": same},
                             "mtd_match_by": cfg.mtd_match_by.value,
                             "contracts": contracts_on()}
    header = (f"Spanish 21 under {cfg.ruleset}, profile {label}: exact house edges of the side wagers "
              f"({cfg.decks} decks, Match-The-Dealer {diff} to 1 and {same} to 1)")
    if main_wanted:
        from croupier.analysis import spanish21_main

        main = spanish21_main.main_wager(cfg, args.stake)
        effects = spanish21_main.effects(cfg, args.stake) if args.readings else None
        header = with_main(args, about, header, main, spanish21_main, effects)
    return Printout(rows=rows, about=about, header=header,
                    chart_title=f"House edge per wager: Spanish 21 {label} ({cfg.ruleset})",
                    rerun=(cfg, lambda c: analyze(c, sides, args.stake) if sides is None or sides else []))
