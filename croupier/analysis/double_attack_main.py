"""Double Attack Blackjack's main wagers (chapter 665a), the Bet and the Double Attack Wager, under the player's
best play, through :mod:`croupier.analysis.blackjack_play`.

``cfg``: a Double Attack TableConfig.

What the chapter decides, each from the model: eight 48-card decks (665a.3(a)); the up card is dealt first, and
seeing it the player may add a Double Attack Wager of up to his Bet (665a.6(e), 665a.7(e)); the dealer checks for a
Blackjack under an ace or a court card before anyone acts (665a.7(g)) and stands on every 17 (665a.7(n)); a dealer
Blackjack takes the Bet (a player Blackjack ties it) and returns the Double Attack Wager (665a.7(o)(1)(ii)(A), (iii),
(o)(2)); a hand doubles on two cards or more, split hands included, for up to its Bet and Double Attack Wager
(665a.10(a)); a pair splits to four hands, aces once and to one card each (665a.11(a), (c), (e)); a hand may
surrender below 21 at any time before it stands, after hits, a split or a double (665a.7(k), 665a.9(a)), losing half
of its Bet and Double Attack Wager (665a.9(b)) and, after a double, what the profile's reading says of the Double
Down Wager (``surrender_after_double_dd``, DA-A03); split aces may surrender under ``surrender_split_aces``
(DA-A05). A standing hand is settled by the model's :func:`~croupier.reference.double_attack.kernels.versus_dealer`
at the even money of 665a.12(a), a Blackjack included.

The Double Attack Wager. A player who sees an up card against which his hand's expected net (the dealer having no
Blackjack) is positive adds the whole Double Attack Wager; otherwise none: the expected net is linear in the
amount. The figures are per unit of the initial Bet (the wager every round starts with) and per unit wagered in all
(the Bet and the Double Attack Wager, the doubles and splits not counted).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Optional

from croupier.analysis.blackjack_play import (METHOD, OUTCOMES, Rules, UpCard, analyse, election, favours_player,
                                               hand_total, percent, reading_effects, reading_lines)
from croupier.reference.double_attack import kernels
from croupier.reference.double_attack.config import SurrenderAfterDouble, TableConfig as DoubleAttackConfig
from croupier.reference.money import parse_odds

__all__ = ["AFTER_DOUBLE", "MainWager", "READINGS", "effects", "lines", "main_wager", "profile_warning", "rules",
           "warning"]

#: 665a.3(a): each value's copies in one 48-card deck (ace, 2 to 9, the twelve court cards)
PER_DECK = (4,) * 9 + (12,)
#: the readings of chapter 665a that change the Bet's figure
READINGS = ("surrender_after_double_dd", "surrender_split_aces", "split_21_is_blackjack")
#: DA-A03: the net of a doubled hand that surrenders, per unit of its Bet and Double Attack Wager (the double as
#: large): half of them lost, and of the double half (``half``), none (``return_full``) or all (``forfeit_full``)
AFTER_DOUBLE = {SurrenderAfterDouble.HALF: -1.0, SurrenderAfterDouble.RETURN_FULL: -0.5,
                SurrenderAfterDouble.FORFEIT_FULL: -1.5}


def rules(cfg: DoubleAttackConfig) -> Rules:
    """Chapter 665a's Bet (with its Double Attack Wager, which follows it) as
    :class:`~croupier.analysis.blackjack_play.Rules`."""
    even = float(parse_odds(cfg.rules["pa:665a.12(a)"].numbers["payout"]).ratio)

    @lru_cache(maxsize=None)
    def versus(points: int, cards: int, natural: bool, k: int, doubled: bool) -> float:
        d_points = OUTCOMES[k]
        r = kernels.versus_dealer(points, cards, natural, d_points, 3 if d_points == 21 else 2, False)
        stake = 2.0 if doubled else 1.0
        return stake * (even if r == kernels.WIN else 0.0 if r == kernels.PUSH else -1.0)

    def settle(hand: tuple[int, ...], k: int, doubled: bool, split: bool, up: int) -> float:
        points, _ = hand_total(hand)
        cards = sum(hand)
        natural = cards == 2 and points == 21 and (not split or cfg.split_21_is_blackjack)
        return versus(points, min(cards, 3), natural, k, doubled)

    shoe = tuple(n * cfg.decks for n in PER_DECK)
    return Rules(shoe=shoe, peek=True, hits_soft_17=False, double_any=True, double_after_split=True, max_hands=4,
                 split_aces_one_card=True, resplit_aces=False, surrender="any",
                 surrender_split_aces=cfg.surrender_split_aces, surrender_net=-0.5,
                 after_double_net=AFTER_DOUBLE[cfg.surrender_after_double_dd], settle=settle,
                 blackjack_vs_blackjack=0.0, blackjack_net=lambda k: even)


class MainWager:
    """The Bet and Double Attack Wager's figures for one profile: per up card and in all."""

    def __init__(self, cfg: DoubleAttackConfig, rows: list[UpCard]) -> None:
        self.cfg, self.rows = cfg, rows

    def attacks(self, r: UpCard) -> bool:
        """Whether the player adds the Double Attack Wager against this up card."""
        return r.net_play > 0

    def net(self, r: UpCard) -> float:
        """The expected net per unit of the Bet against this up card, the Double Attack Wager made or not: on a
        dealer Blackjack the Bet alone is settled (the Double Attack Wager is returned)."""
        factor = 2.0 if self.attacks(r) else 1.0
        return r.blackjack * r.net_blackjack + (1 - r.blackjack) * factor * r.net_play

    @property
    def expected_net(self) -> float:
        return sum(r.chance * self.net(r) for r in self.rows)

    @property
    def edge(self) -> float:
        """House edge per unit of the initial Bet."""
        return -self.expected_net

    @property
    def wagered(self) -> float:
        """The expected Bet and Double Attack Wager per unit of the Bet."""
        return sum(r.chance * (2.0 if self.attacks(r) else 1.0) for r in self.rows)

    @property
    def edge_per_wagered(self) -> float:
        """House edge per unit of Bet and Double Attack Wager together."""
        return self.edge / self.wagered

    def document(self) -> dict[str, Any]:
        return {"wager": "bet_and_double_attack", "edge": round(self.edge, 8),
                "edge_per_wagered": round(self.edge_per_wagered, 8), "exact": False,
                "per": "unit of the initial Bet; edge_per_wagered: per unit of Bet and Double Attack Wager",
                "up_cards": [{"up": r.up, "chance": round(r.chance, 8), "dealer_blackjack": round(r.blackjack, 8),
                              "net_if_play": round(r.net_play, 8), "double_attack": self.attacks(r)}
                             for r in self.rows]}


@lru_cache(maxsize=16)
def main_wager(cfg: DoubleAttackConfig) -> MainWager:
    """The Bet and Double Attack Wager under the best play."""
    return MainWager(cfg, analyse(rules(cfg)))


def edge(cfg: DoubleAttackConfig) -> float:
    return main_wager(cfg).edge


def effects(cfg: DoubleAttackConfig) -> dict[str, dict[str, float]]:
    """The edge per unit of the Bet under each value of each reading in :data:`READINGS`, the profile's other
    elections kept."""
    return reading_effects(cfg, READINGS, edge)


def warning(main: MainWager) -> Optional[str]:
    """A loud warning when the profile's Bet favours the player."""
    cfg = main.cfg
    elections = ", ".join(f"{k} = {election(getattr(cfg, k))}" for k in READINGS)
    return favours_player(main.edge, "the Bet and Double Attack Wager", elections)


def lines(main: MainWager, effects_: Optional[dict[str, dict[str, float]]] = None) -> list[str]:
    """The text report of the Bet and the Double Attack Wager."""
    attack = ", ".join("A" if r.up == 1 else "F" if r.up == 10 else str(r.up) for r in main.rows if main.attacks(r))
    out = ["Main wagers: the Bet with its Double Attack Wager, under the best play (a combinatorial analysis, "
           "not a fraction):",
           f"  bet_and_double_attack   house edge {percent(main.edge)} per unit of the initial Bet; "
           f"{percent(main.edge_per_wagered)} per unit of Bet and Double Attack Wager together",
           f"  the Double Attack Wager is added against up cards {attack or 'none'} (F: a court card); "
           f"{main.wagered:.4f} units wagered per unit of Bet",
           *(f"  {k}: {v}" for k, v in METHOD.items())]
    out += reading_lines(main.cfg, READINGS, effects_, "per unit of the Bet")
    return out


def profile_warning(cfg: DoubleAttackConfig) -> Optional[str]:
    """``config check``'s loud warning on a valid profile whose rules hand the main wager to a player who plays well
    (an analysis of a few seconds: ``croupier analyze`` gives the figures)."""
    return warning(main_wager(cfg))
