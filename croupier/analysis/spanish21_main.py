"""Spanish 21's main wager (chapter 551) under the player's best play, through
:mod:`croupier.analysis.blackjack_play`.

``cfg``: a Spanish 21 TableConfig; ``stake``: the Spanish 21 wager in cents (it decides the Super Bonus, a fixed amount).

What the chapter decides, each from the model: the shoe (six or eight decks of 48 cards, 551.3(a)); the dealer
checks for a Blackjack under an ace or a court card before anyone acts (551.8(e)) and stands on every 17
(551.13(b)); a hand doubles on its first two cards, split hands included (551.11(a), 551.12(c)), or on any number
under the 2013 text (635a.10(a), ``ruleset = "pa-551@2013p"``); a doubled hand may be rescued, the double taken
back and the original wager lost (551.11(d)); a pair splits to three hands at most, aces as any pair (551.12(a),
(c)); surrender is the first decision of the initial two cards and costs half the wager (551.9(a)). A standing hand
is settled by the model's :func:`~croupier.reference.spanish21.kernels.versus_dealer` (a player 21 of three cards
or more beats the dealer's, 551.6(b)(4)), a winning undoubled 21 by its :func:`~croupier.reference.spanish21.kernels.bonus_row`
at the odds of 551.6(g) in the spec, the suits of a 6-7-8 or 7-7-7 weighed by their chances given the up card; a
Blackjack at the odds of 551.6(f) under the profile's ``bj_odds_scope`` (S21-A22). The Super Bonus of 551.6(h) is
counted for the stake: its fixed award per unit staked on a winning suited 7-7-7 against a 7 up, neither doubled
nor split; the $50 it gives the other players is theirs, not this wager's, and is not counted.

What it does not change. ``dealer_bj_resolution = "play_through"`` (S21-A01) has the players act before a dealer
Blackjack is shown, but then only the original wager is lost (551.9(a)(2), 551.11(c), 551.12(d)), whatever they did:
the figure is the same as under ``end_round``.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import Any, Optional

from croupier.analysis.blackjack_play import (METHOD, OUTCOMES, Rules, UpCard, analyse, election, favours_player,
                                               hand_total, percent, reading_effects, reading_lines)
from croupier.analysis.result import AnalysisError
from croupier.reference.money import parse_odds
from croupier.reference.spanish21 import kernels
from croupier.reference.spanish21.config import BjOddsScope, TableConfig as Spanish21Config

__all__ = ["MainWager", "READINGS", "effects", "lines", "main_wager", "profile_warning", "rules", "super_bonus_units",
           "warning"]

#: 551.3(a): each value's copies in one 48-card deck (ace, 2 to 9, the twelve court cards)
PER_DECK = (4,) * 9 + (12,)
SUITS = "SHDC"
#: a court card stands for every 10-point card (551.3(b))
COURT_RANK = 13
SEVEN = 7
#: the readings of chapter 551 that change the main wager's figure
READINGS = ("bj_odds_scope", "split_21_is_blackjack")


def _odds(cfg: Spanish21Config, clause: str, name: str) -> float:
    return float(parse_odds(cfg.rules[cfg.cite(clause)].numbers[name]).ratio)


def _dollars(text: str) -> int:
    return int(text.lstrip("$").replace(",", "")) * 100


def super_bonus_units(cfg: Spanish21Config, stake: int) -> Fraction:
    """551.6(h): the fixed award on a wager of ``stake`` cents, per unit staked (0 under the least wager)."""
    n = cfg.rules[cfg.cite("pa:551.6(h)")].numbers
    if stake < _dollars(n["min_wager"]):
        return Fraction(0)
    award = _dollars(n["award_high"] if stake >= _dollars(n["high_wager_from"]) else n["award_low"])
    return Fraction(award, stake)


@lru_cache(maxsize=None)
def suit_chances(ranks: tuple[int, ...], up: int, decks: int) -> dict[str, float]:
    """The chances that the three cards of ``ranks`` (6-7-8 or 7-7-7) are of mixed suits, all of one suit other
    than spades, or all spades, given only the up card (its suit equally likely): each rank's copies of a suit are
    ``decks``, less the up card's."""
    out = {"mixed": 0.0, "suited": 0.0, "spades": 0.0}
    for up_suit in (SUITS if up in ranks else "S"):
        weight = 1 / 4 if up in ranks else 1.0
        for s in SUITS:
            p = 1.0
            for r in set(ranks):
                k = ranks.count(r)
                copies = decks - (r == up and s == up_suit)
                left = 4 * decks - (r == up)
                p *= comb(copies, k) / comb(left, k)
            out["spades" if s == "S" else "suited"] += weight * p
    out["mixed"] = 1 - out["suited"] - out["spades"]
    return out


def _any_hand(points: int, cards: int) -> tuple[int, ...]:
    """A hand of ``cards`` cards totalling ``points`` (hard, or soft when it must be) that is no 6-7-8 or 7-7-7:
    what every such hand is settled like."""
    for hand in _hands(cards):
        if hand_total(hand)[0] == points and not (cards == 3 and hand[6]):
            return hand
    raise ValueError(f"no hand of {cards} cards totals {points}")


@lru_cache(maxsize=None)
def _hands(cards: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [(0,) * 10]
    for _ in range(cards):
        out = sorted({h[:v] + (h[v] + 1,) + h[v + 1:] for h in out for v in range(10)})
    return out


def rules(cfg: Spanish21Config, stake: int) -> Rules:
    """Chapter 551's main wager as :class:`~croupier.analysis.blackjack_play.Rules`."""
    even = _odds(cfg, "pa:551.6(f)", "other_wins")
    blackjack = _odds(cfg, "pa:551.6(f)", "blackjack")
    award = float(super_bonus_units(cfg, stake))
    twenty_one = OUTCOMES.index(21)

    def win(hand: tuple[int, ...], split: bool, up: int) -> float:
        ranks = tuple(r for v, n in zip(range(1, 11), hand) for r in [COURT_RANK if v == 10 else v] * n)
        if len(ranks) == 3 and sorted(ranks) in ([6, 7, 8], [7, 7, 7]):
            chances = suit_chances(tuple(sorted(ranks)), up, cfg.decks)
            out = 0.0
            for kind, suits in (("mixed", "SHD"), ("suited", "HHH"), ("spades", "SSS")):
                row = kernels.bonus_row(ranks, suits)
                odds = _odds(cfg, row[0], row[1]) if row else even
                bonus = award if (row and row[0] == "pa:551.6(g)(4)" and up == SEVEN and not split
                                  and kind != "mixed") else 0.0
                out += chances[kind] * (odds + bonus)
            return out
        row = kernels.bonus_row(ranks, "".join(SUITS[i % 4] for i in range(len(ranks))))
        return _odds(cfg, row[0], row[1]) if row else even

    def settle(hand: tuple[int, ...], k: int, doubled: bool, split: bool, up: int) -> float:
        points, _ = hand_total(hand)
        cards = sum(hand)
        natural = cards == 2 and points == 21 and (not split or cfg.split_21_is_blackjack)
        if cards == 3 and points == 21 and hand[6] and not doubled:  # a 6-7-8 or a 7-7-7 may earn its row
            return settled(hand, k, doubled, split, up, points, cards, natural)
        # every other hand is settled by its total, its number of cards up to seven and whether it is a Blackjack
        return settled(None, k, doubled, split, 0, points, min(cards, 7), natural)

    @lru_cache(maxsize=None)
    def settled(hand: Optional[tuple[int, ...]], k: int, doubled: bool, split: bool, up: int, points: int,
                cards: int, natural: bool) -> float:
        if hand is None:
            hand = _any_hand(points, cards)
        d_points = OUTCOMES[k]
        r = kernels.versus_dealer(points, cards, natural, d_points, 3 if d_points == 21 else 2, False)
        stake_ = 2.0 if doubled else 1.0
        if r == kernels.LOSE:
            return -stake_
        if r == kernels.PUSH:
            return 0.0
        if doubled:
            return stake_ * even
        if natural:
            return blackjack_net(k)
        return win(hand, split, up)

    def blackjack_net(k: int) -> float:
        if cfg.bj_odds_scope is BjOddsScope.ALL_BLACKJACK_WINS or k == twenty_one:
            return blackjack
        return even

    shoe = tuple(n * cfg.decks for n in PER_DECK)
    return Rules(shoe=shoe, peek=True, hits_soft_17=False, double_any=cfg.double_on_any_count,
                 double_after_split=True, max_hands=3, split_aces_one_card=False, resplit_aces=True,
                 surrender="first", surrender_split_aces=False, surrender_net=-0.5, after_double_net=-1.0,
                 settle=settle, blackjack_vs_blackjack=blackjack, blackjack_net=blackjack_net)


class MainWager:
    """The main wager's figures for one profile: per up card and in all."""

    def __init__(self, cfg: Spanish21Config, stake: int, rows: list[UpCard]) -> None:
        self.cfg, self.stake, self.rows = cfg, stake, rows

    @property
    def expected_net(self) -> float:
        """The player's expected net per unit of the Spanish 21 wager."""
        return sum(r.chance * (r.blackjack * r.net_blackjack + (1 - r.blackjack) * r.net_play) for r in self.rows)

    @property
    def edge(self) -> float:
        return -self.expected_net

    def document(self) -> dict[str, Any]:
        return {"wager": "spanish21", "stake": self.stake, "edge": round(self.edge, 8), "exact": False,
                "per": "unit of the Spanish 21 wager made (the initial wager)",
                "up_cards": [{"up": r.up, "chance": round(r.chance, 8), "dealer_blackjack": round(r.blackjack, 8),
                              "net_if_play": round(r.net_play, 8)} for r in self.rows]}


def main_wager(cfg: Spanish21Config, stake: Optional[int] = None) -> MainWager:
    """The main wager under the best play, at ``stake`` cents (default the table minimum); a stake outside the
    table's limits (551.6(a)) is refused with :class:`~croupier.analysis.result.AnalysisError`."""
    stake = cfg.table_min if stake is None else stake
    if not cfg.table_min <= stake <= cfg.table_max:
        raise AnalysisError(f"pa:551.6(a): the Spanish 21 wager is from {cfg.table_min} to {cfg.table_max} cents at "
                            f"this table, not {stake}")
    return _main_wager(cfg, stake)


@lru_cache(maxsize=16)
def _main_wager(cfg: Spanish21Config, stake: int) -> MainWager:
    return MainWager(cfg, stake, analyse(rules(cfg, stake)))


def effects(cfg: Spanish21Config, stake: Optional[int] = None) -> dict[str, dict[str, float]]:
    """The edge under each value of each reading in :data:`READINGS`, the profile's other elections kept."""
    return reading_effects(cfg, READINGS, lambda c: main_wager(c, stake).edge)


def warning(main: MainWager) -> Optional[str]:
    """A loud warning when the profile's Spanish 21 wager favours the player."""
    elections = ", ".join(f"{k} = {election(getattr(main.cfg, k))}" for k in READINGS)
    return favours_player(main.edge, "the Spanish 21 wager", f"{elections}, {main.cfg.decks} decks, {main.cfg.ruleset}")


def lines(main: MainWager, effects_: Optional[dict[str, dict[str, float]]] = None) -> list[str]:
    """The text report of the main wager."""
    cfg = main.cfg
    doubles = "on any number of cards (635a.10(a))" if cfg.double_on_any_count else "on the first two cards (551.11(a))"
    bonus = float(super_bonus_units(cfg, main.stake))
    out = ["Main wager: the Spanish 21 wager under the best play (a combinatorial analysis, not a fraction):",
           f"  spanish21   house edge {percent(main.edge)} per unit of the initial wager, at a stake of "
           f"{main.stake} cents ({cfg.decks} decks, doubles {doubles}, the Super Bonus counted at "
           f"{bonus:g} units)" if bonus else
           f"  spanish21   house edge {percent(main.edge)} per unit of the initial wager, at a stake of "
           f"{main.stake} cents ({cfg.decks} decks, doubles {doubles}; no Super Bonus under $5)",
           *(f"  {k}: {v}" for k, v in METHOD.items())]
    out += reading_lines(cfg, READINGS, effects_, "per unit",
                         "dealer_bj_resolution does not (only the original wager is lost either way)")
    return out


def profile_warning(cfg: Spanish21Config) -> Optional[str]:
    """``config check``'s loud warning on a valid profile whose rules hand the main wager to a player who plays well
    (an analysis of a few seconds: ``croupier analyze`` gives the figures)."""
    return warning(main_wager(cfg))
