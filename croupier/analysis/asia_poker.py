"""Analysis of Asia Poker's two wagers under a profile, through the reference model: the Bonus Wager exactly, the
Asia Poker Wager by sampling, with its standard error.

``cfg``: a :class:`~croupier.reference.asia_poker.config.TableConfig`.

The Bonus Wager (659a.7(e), 659a.11(h), 659a.12(b)) depends only on the player's seven cards, each of the
C(53, 7) = 154,143,080 hands of one deck equally likely. :func:`~croupier.analysis.asia_poker_bonus.bonus_counts`
counts exactly how many make each Bonus hand under the profile's readings (G-11, G-12). Nothing here restates a
payout: for each Bonus hand one round is played through :func:`~croupier.reference.asia_poker.game.step`, the
position dealt a hand of that class, and the model's settlement (the paytable's row, the qualifier of G-7) gives
the result and the amount. The figures are exact fractions.

The Asia Poker Wager (659a.11(f), 659a.12(a)) depends on the player's seven cards and the dealer's seven: about
8.2 x 10^15 pairs of hands, each set by a house way that looks at all 105 ways to set seven cards. No exact figure
is computed: the wager is estimated from a fixed number of deals sampled with a fixed seed (the analysis draws
cards; the model never does), so a run repeats exactly. The player is taken to set by the same house way as the
dealer, the usual convention. The two seven-card hands are then exchangeable: the player wins two comparisons or
more exactly as often as the dealer does, so the house edge is the chance that neither side wins two, which takes
at least one copy (a copy goes to the dealer, 659a.11(f)(1)). The estimate of that chance has a much smaller
variance than the raw win-loss average, and both are reported with their standard errors. Each sampled deal's
comparisons use the model's kernels (:func:`~croupier.reference.asia_poker.kernels.compare`,
:func:`~croupier.reference.asia_poker.kernels.result`) and the profile's house way; one round of each outcome
class (win, loss with a copy, loss without) is also played through ``step`` to check that the model settles it so.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Any, Optional, Sequence

from croupier.analysis.asia_poker_bonus import ALL_HANDS, bonus_counts
from croupier.analysis.result import Ending, WagerAnalysis, fraction_text, percent
from croupier.reference.asia_poker import kernels
from croupier.reference.asia_poker.config import TableConfig, bonus_rows
from croupier.reference.asia_poker.game import (BONUS, DEALER, DECK, WAGER, DealerSets, Join, NoMoreBets, PlaceWager, Settle,
                                                SetHands, Shuffle, opening, replay, stacked_deck)
from croupier.reference.asia_poker.kernels import Card, cards
from croupier.reference.outcomes import Result, Settlement

__all__ = ["CONVENTION", "DEFAULT_SAMPLES", "DEFAULT_STAKE", "REPRESENTATIVES", "WAGERS", "WagerEstimate", "analyze",
           "bonus", "estimate_wager", "extra", "summary"]

#: the two wagers: the Asia Poker Wager and the Bonus Wager
WAGERS = (WAGER, BONUS)
#: the stake analysed when none is given: $5
DEFAULT_STAKE = 500
#: the deals sampled for the Asia Poker Wager when none is given, and the seed
DEFAULT_SAMPLES = 4000
SEED = 659
#: the analysed player's position
SEAT = 1

CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked, per round: minus the player's expected net result divided by the stake",
    "deal": "one round: the player's seven cards and the dealer's seven are two disjoint hands from one deck of 52 "
            "cards and the joker, every pair of hands equally likely",
    "bonus": "exact: every one of the C(53,7) = 154,143,080 seven-card hands counted by the Bonus hand it makes "
             "(croupier.analysis.asia_poker_bonus), each class settled by one round through the model",
    "asia_poker": "estimated, not exact: deals sampled with a fixed seed, both hands set by the profile's house way; "
                  "the edge is the chance that neither side wins two comparisons (the hands are exchangeable), "
                  "reported with its standard error",
}

#: one seven-card hand of each Bonus hand (and of none), to play through the model
REPRESENTATIVES: dict[Optional[str], str] = {
    "three_of_a_kind_and_four_8s": "8S 8H 8D 8C KS KH KD",
    "five_aces": "AS AH AD AC JK 7D 2C",
    "royal_flush": "AS KS QS JS 10S 4H 2D",
    "natural_straight_flush": "9H 8H 7H 6H 5H KC 2D",
    "straight_flush_with_a_joker": "JK 8H 7H 6H 5H KC 2D",
    "four_of_a_kind": "QS QH QD QC 9S 5H 2D",
    "9_high": "9S 8H 7D 6C 4S 3H 2D",
    "full_house": "JK AS AH KD KC 7S 2H",
    "flush": "KD 9D 7D 4D 2D QS 3C",
    "three_of_a_kind": "7S 7H 7D KC 9H 4S 2C",
    "straight": "9S 8D 7C 6H 5S KC 2D",
    None: "KS KH 9D 9C 5S 3H 2D",
}
def play(cfg: TableConfig, player: Sequence[Card], dealer: Sequence[Card], stake: int,
         bonus_stake: Optional[int] = None) -> list[Settlement]:
    """One round through the model: the player at position 1 with ``player``'s cards, the dealer with ``dealer``'s
    (or whatever the deck gives him if empty), both set by the house way; the settlements."""
    start, begin = opening(cfg, 10)
    plants = {SEAT: tuple(player), **({DEALER: tuple(dealer)} if dealer else {})}
    deck = stacked_deck(cfg, start, plants, sorted(DECK))
    events: list[Any] = [Join(SEAT), PlaceWager(SEAT, stake)]
    if bonus_stake is not None:
        events.append(PlaceWager(SEAT, bonus_stake, BONUS))
    s, steps = replay(cfg, events + [Shuffle(deck), NoMoreBets(), begin])
    way = cfg.dealer_policy(s.dealt[SEAT], **cfg.ranking)
    s, more = replay(cfg, [SetHands(SEAT, way.high, way.medium, way.low), DealerSets(), Settle()], s)
    refused = [o for st in steps + more for o in st.outcomes if not isinstance(o, Settlement) and
               type(o).__name__ == "Rejected"]
    if refused:
        raise ValueError(f"the analysed round was refused: {refused}")
    return [o for st in more for o in st.outcomes if isinstance(o, Settlement)]


def _net(o: Settlement, stake: int) -> tuple[str, Fraction]:
    if o.result is Result.WIN:
        return "win", Fraction(o.amount) / stake
    if o.result is Result.LOSE:
        return "lose", Fraction(-o.amount) / stake
    return "void", Fraction(0)


def bonus(cfg: TableConfig, stake: int = DEFAULT_STAKE) -> WagerAnalysis:
    """The Bonus Wager exactly: each Bonus hand's count, settled by one round through the model."""
    if not bonus_rows(cfg):
        raise KeyError("this profile offers no Bonus Wager (bonus_offered, bonus_paytable)")
    counts = bonus_counts(**cfg.bonus_ranking)
    tally: dict[tuple[str, Fraction], Fraction] = {}
    for hand, n in counts.items():
        seven = cards(REPRESENTATIVES[hand])
        if kernels.bonus_hand(seven, **cfg.bonus_ranking) != hand:
            raise ValueError(f"the representative of {hand} is not one under this profile")
        (settled,) = [o for o in play(cfg, seven, (), DEFAULT_STAKE, stake) if o.bet == BONUS]
        key = _net(settled, stake)
        tally[key] = tally.get(key, Fraction(0)) + Fraction(n, ALL_HANDS)
    endings = tuple(Ending(r, net, p) for (r, net), p in sorted(tally.items(), key=lambda kv: (-kv[0][1], kv[0][0])))
    return WagerAnalysis("asia_poker", BONUS, "beside the Asia Poker Wager, on the player's seven cards", stake,
                         Fraction(0), endings, Fraction(1), len(counts))


class WagerEstimate:
    """The sampled Asia Poker Wager: counts of each class of deal, and the estimates with their standard errors."""

    def __init__(self, samples: int, seed: int, wins: int, copy_losses: int, plain_losses: int) -> None:
        self.samples, self.seed = samples, seed
        self.wins, self.copy_losses, self.plain_losses = wins, copy_losses, plain_losses

    @property
    def edge(self) -> Fraction:
        """The symmetric estimate: the share of deals in which neither side won two comparisons."""
        return Fraction(self.copy_losses, self.samples)

    @property
    def edge_error(self) -> float:
        p = self.copy_losses / self.samples
        return math.sqrt(p * (1 - p) / self.samples)

    @property
    def raw_edge(self) -> Fraction:
        """The plain estimate: losses less wins over the deals."""
        return Fraction(self.copy_losses + self.plain_losses - self.wins, self.samples)

    @property
    def raw_error(self) -> float:
        e = float(self.raw_edge)
        return math.sqrt((1 - e * e) / self.samples)


def estimate_wager(cfg: TableConfig, samples: int = DEFAULT_SAMPLES, seed: int = SEED) -> WagerEstimate:
    """Sample ``samples`` deals (seeded); both hands set by the house way; sort each by the wager's result: a win,
    a loss in which the player also lacks two losing comparisons (only copies make those), or a plain loss."""
    rng = random.Random(seed)
    deck = sorted(DECK)
    policy, ranking = cfg.dealer_policy, cfg.ranking
    wins = copy_losses = plain = 0
    for _ in range(samples):
        drawn = rng.sample(deck, 14)
        mine, his = policy(tuple(drawn[:7]), **ranking), policy(tuple(drawn[7:]), **ranking)
        marks = [kernels.compare(a, b, **ranking) for a, b in ((mine.high, his.high), (mine.medium, his.medium),
                                                             (mine.low, his.low))]
        if kernels.result(*marks):
            wins += 1
        elif marks.count(kernels.LOSE) < 2:
            copy_losses += 1
        else:
            plain += 1
    return WagerEstimate(samples, seed, wins, copy_losses, plain)


def _check_classes(cfg: TableConfig, stake: int) -> None:
    """One round of each class through the model: a win pays the stake, both losses take it."""
    cases = {"win": ("AS AH AD AC KS KH QD", "2C 3D 4H 6S 7C 9D JH"),
             "copies": ("KD 10C 8H 6S 4D 3C 2H", "KH 10D 8S 6H 4C 3H 2S")}
    for name, (mine, his) in cases.items():
        (o,) = [x for x in play(cfg, cards(mine), cards(his), stake) if x.bet == WAGER]
        want = (Result.WIN if name == "win" else Result.LOSE, stake)
        if (o.result, o.amount) != want:
            raise ValueError(f"the model settles the {name} class as {o}, not {want}")


def wager(cfg: TableConfig, stake: int, samples: int, seed: int = SEED) -> tuple[WagerAnalysis, WagerEstimate]:
    """The Asia Poker Wager's sampled result distribution (as fractions of the sample) and its estimate."""
    _check_classes(cfg, stake)
    est = estimate_wager(cfg, samples, seed)
    # exchangeable hands: P(win) = P(the dealer wins two) = (1 - edge) / 2, the edge estimated as above
    endings = (Ending("win", Fraction(1), (1 - est.edge) / 2), Ending("lose", Fraction(-1), (1 + est.edge) / 2))
    made = (f"estimated from {est.samples} sampled deals (seed {seed}), both hands set by the house way {cfg.house_way}; "
            f"edge {percent(est.edge)} +/- {100 * est.edge_error:.3f} % (standard error)")
    return WagerAnalysis("asia_poker", WAGER, made, stake, Fraction(0), endings, Fraction(1), 0), est


#: the estimate behind each sampled analysis, by its ``made`` text (which names the samples and the seed)
_ESTIMATES: dict[str, WagerEstimate] = {}


def analyze(cfg: TableConfig, names: Optional[Sequence[str]] = None, stake: Optional[int] = None,
            samples: int = DEFAULT_SAMPLES) -> list[WagerAnalysis]:
    """The named wagers (default: both where the table offers the Bonus, else the Asia Poker Wager)."""
    wanted = list(names) if names else [WAGER] + ([BONUS] if bonus_rows(cfg) else [])
    unknown = [w for w in wanted if w not in WAGERS]
    if unknown:
        raise KeyError(f"unknown wager {unknown[0]!r}; the Asia Poker wagers are {', '.join(WAGERS)}")
    stake = DEFAULT_STAKE if stake is None else stake
    rows = []
    for w in wanted:
        if w == WAGER:
            a, est = wager(cfg, stake, samples)
            _ESTIMATES[a.made] = est
            rows.append(a)
        else:
            rows.append(bonus(cfg, stake))
    return rows


def extra(rows: Sequence[WagerAnalysis]) -> dict[str, dict[str, Any]]:
    """For the JSON report: the Bonus's probability per row, and the Asia Poker Wager's estimates."""
    out: dict[str, dict[str, Any]] = {}
    for a in rows:
        est = _ESTIMATES.get(a.made)
        if est is not None:
            out[a.wager] = {"samples": str(est.samples), "seed": str(est.seed), "edge_estimate": fraction_text(est.edge),
                            "edge_standard_error": f"{est.edge_error:.6f}", "raw_edge": fraction_text(est.raw_edge),
                            "raw_standard_error": f"{est.raw_error:.6f}", "exact": False}
        else:
            out[a.wager] = {"exact": True}
    return out


def summary(rows: Sequence[WagerAnalysis]) -> list[str]:
    """Lines for the text report: how each figure was made."""
    lines = []
    for a in rows:
        est = _ESTIMATES.get(a.made)
        if est is None:
            lines.append(f"{a.wager}: exact over all {ALL_HANDS:,} seven-card hands")
            continue
        lines.append(f"{a.wager}: ESTIMATE from {est.samples:,} sampled deals (seed {est.seed}): edge "
                     f"{percent(est.edge)} +/- {100 * est.edge_error:.3f} % (neither side wins two comparisons: "
                     f"{est.copy_losses:,}); win-loss average {percent(est.raw_edge)} +/- "
                     f"{100 * est.raw_error:.3f} %")
    return lines
