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
is computed: the wager is ESTIMATED from sampled deals (the analysis draws cards; the model never does), and every
report says so, with the standard error, the number of samples and the seed. The player is taken to set by the same
house way as the dealer, the usual convention. The two seven-card hands are then exchangeable: the player wins two
comparisons or more exactly as often as the dealer does, so the house edge is the chance that neither side wins
two, which takes at least one copy (a copy goes to the dealer, 659a.11(f)(1)). The estimate of that chance has a
much smaller variance than the raw win-loss average, and both are reported with their standard errors.

The design. A sampled unit is a shuffled deck: :data:`HANDS` = 7 hands of seven are dealt from it (49 of its 53
cards), each set once by the house way, and every one of their :data:`PAIRS` = 21 pairs is a deal. Each pair is a
pair of disjoint hands at random, every pair equally likely, so the share of the 21 deals in which neither side
wins two is an unbiased estimate of the edge, and so is its mean over decks; a deck costs 7 settings instead of the
42 that 21 separate deals would. The pairs of one deck share hands and are not independent, the decks are: the
standard error is the standard deviation of the decks' shares over the square root of the number of decks
(:func:`_standard_error`). Measured at the default table, a deck's share has a variance of about 0.0028, against
0.055 for one deal: a deck is worth about 20 independent deals for the price of 3.5.

The run. The decks are cut into fixed chunks of :data:`CHUNK` (:func:`~croupier.analysis.distributed.split`);
chunk ``i`` draws from its own source seeded ``"seed:i"`` (:func:`~croupier.analysis.distributed.chunk_seed`) and
returns integer counts (:class:`Tally`), which add up the same in any order. The chunks run in this process by
default, or on Dask (:func:`croupier.analysis.distributed.run`: a local cluster of processes, or a scheduler's
workers on other machines): the figures are identical whatever runs them; only the wall time, which the report
prints, differs. Budgets (:data:`BUDGETS`): ``default``, 1,000 decks (21,000 deals), a few seconds; ``fine``,
100,000 decks, a standard error at most 0.02 %.

Nothing restates a rule: each hand's setting comes from the profile's house way
(:attr:`~croupier.reference.asia_poker.config.TableConfig.dealer_policy`), each comparison and the wager's result
from the model's kernels (:func:`~croupier.reference.asia_poker.kernels.compare`,
:func:`~croupier.reference.asia_poker.kernels.result`), and one round of each outcome class (win, loss with a copy)
is also played through ``step`` to check that the model settles it so.
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import sys
from fractions import Fraction
from typing import Any, Iterable, Optional, Sequence

import attrs

from croupier.analysis.asia_poker_bonus import ALL_HANDS, bonus_counts
from croupier.analysis.command import Printout, Refusal, contracts_on
from croupier.analysis.distributed import DistributedError, Run, chunk_seed, describe, run, split
from croupier.analysis.result import Ending, WagerAnalysis, fraction_text, percent
from croupier.reference.asia_poker import kernels
from croupier.reference.asia_poker.config import TableConfig, bonus_rows, warnings
from croupier.reference.asia_poker.game import (BONUS, DEALER, DECK, WAGER, DealerSets, Join, NoMoreBets, PlaceWager, Settle,
                                                SetHands, Shuffle, opening, replay, stacked_deck)
from croupier.reference.asia_poker.house_way import Policy
from croupier.reference.asia_poker.kernels import Card, cards
from croupier.reference.outcomes import Result, Settlement

__all__ = ["BUDGETS", "CHUNK", "CONVENTION", "DEFAULT_SAMPLES", "DEFAULT_STAKE", "HANDS", "PAIRS", "REPRESENTATIVES",
           "TARGET", "Tally", "WAGERS", "WagerEstimate", "analyze", "bonus", "deal_chunk", "deal_deck",
           "estimate_cells", "estimate_errors", "estimate_of", "estimate_wager", "extra", "printout", "summary"]

#: the two wagers: the Asia Poker Wager and the Bonus Wager
WAGERS = (WAGER, BONUS)
#: the stake analysed when none is given: $5
DEFAULT_STAKE = 500
#: hands of seven dealt from each sampled deck (49 of its 53 cards), and the deals (pairs of them) each deck gives
HANDS = 7
PAIRS = HANDS * (HANDS - 1) // 2
#: the named budgets of sampled decks: ``default`` (a few seconds in one process, standard error about 0.17 %) and
#: ``fine`` (standard error at most 0.02 %, projected from the measured spread: docs/analysis.md), and the seed
BUDGETS = {"default": 1000, "fine": 100_000}
DEFAULT_SAMPLES = BUDGETS["default"]
SEED = 659
#: the standard error the fine budget is for: 0.02 %
TARGET = 0.0002
#: decks per chunk of a run: the unit of work a worker takes, and of the seeds (chunk i is seeded "seed:i")
CHUNK = 250
_DECK = sorted(DECK)
#: the analysed player's position
SEAT = 1

CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked, per round: minus the player's expected net result divided by the stake",
    "deal": "one round: the player's seven cards and the dealer's seven are two disjoint hands from one deck of 52 "
            "cards and the joker, every pair of hands equally likely",
    "bonus": "exact: every one of the C(53,7) = 154,143,080 seven-card hands counted by the Bonus hand it makes "
             "(croupier.analysis.asia_poker_bonus), each class settled by one round through the model",
    "asia_poker": "ESTIMATED, not exact: decks sampled with a fixed seed, seven hands dealt from each and every "
                  "pair of them a deal, all hands set by the profile's house way; the edge is the chance that "
                  "neither side wins two comparisons (the hands are exchangeable), reported with its standard "
                  "error taken over the decks (the independent units), the number of decks and the seed",
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


@attrs.frozen
class Tally:
    """What a run of sampled decks counted, as integers (so that chunks add up the same in any order): the decks,
    the deals (pairs of hands, the first one the player's) the player won, those in which neither side won two
    comparisons, those the dealer won two of; and, for the standard errors over decks, the sum over decks of the
    square of each deck's count of the second kind, and of each deck's losses less wins."""

    decks: int = 0
    wins: int = 0
    neither: int = 0
    plain: int = 0
    neither_squares: int = 0
    raw_squares: int = 0

    @classmethod
    def of_decks(cls, decks: Iterable[tuple[int, int, int]]) -> Tally:
        """The tally of decks given as (wins, neither, plain) each."""
        n = w = nei = pl = nsq = rsq = 0
        for wins, neither, plain in decks:
            n, w, nei, pl = n + 1, w + wins, nei + neither, pl + plain
            nsq, rsq = nsq + neither * neither, rsq + (neither + plain - wins) ** 2
        return cls(n, w, nei, pl, nsq, rsq)

    def __add__(self, other: Tally) -> Tally:
        return Tally(*(a + b for a, b in zip(attrs.astuple(self), attrs.astuple(other))))


def _standard_error(decks: int, total: int, squares: int) -> float:
    """The standard error of the mean per deal when each of ``decks`` independent decks holds :data:`PAIRS` deals:
    the sample standard deviation of the decks' means (a deck's count over :data:`PAIRS`), over the square root of
    the number of decks. The deals of one deck share hands and are not independent; the decks are."""
    if decks < 2:
        raise ValueError("a standard error needs at least two decks")
    spread = Fraction(decks * squares - total * total, decks * (decks - 1))  # the variance of the decks' counts
    return math.sqrt(spread / decks) / PAIRS


def deal_deck(policy: Policy, ranking: dict[str, bool], rng: random.Random) -> tuple[int, int, int]:
    """One sampled deck: :data:`HANDS` hands of seven dealt from it, each set once by the house way, and every pair
    of them compared through the model's kernels (the earlier hand as the player's): how many the player won, how
    many neither side won two comparisons of (a copy goes to the dealer, 659a.11(f)(1)), how many the dealer won."""
    drawn = rng.sample(_DECK, 7 * HANDS)
    ways = [policy(tuple(drawn[7 * i:7 * i + 7]), **ranking) for i in range(HANDS)]
    wins = neither = plain = 0
    for mine, his in itertools.combinations(ways, 2):
        marks = [kernels.compare(a, b, **ranking) for a, b in ((mine.high, his.high), (mine.medium, his.medium),
                                                             (mine.low, his.low))]
        if kernels.result(*marks):
            wins += 1
        elif marks.count(kernels.LOSE) < 2:
            neither += 1
        else:
            plain += 1
    return wins, neither, plain


def deal_chunk(chunk: tuple[TableConfig, int, int, int]) -> Tally:
    """The task of one chunk of a run: ``(cfg, seed, index, decks)``, the decks dealt from the chunk's own random
    source (:func:`~croupier.analysis.distributed.chunk_seed`), so the chunk counts the same wherever it runs."""
    cfg, seed, index, decks = chunk
    rng = chunk_seed(seed, index)
    policy, ranking = cfg.dealer_policy, cfg.ranking
    return Tally.of_decks(deal_deck(policy, ranking, rng) for _ in range(decks))


@attrs.frozen
class WagerEstimate:
    """The sampled Asia Poker Wager: the run's tally, and the estimates with their standard errors over decks."""

    samples: int  #: sampled decks: the independent units
    seed: int
    tally: Tally
    run: Run  #: where the run went and its wall time
    chunk: int = CHUNK  #: decks per chunk

    @property
    def deals(self) -> int:
        """The deals compared: :data:`PAIRS` per deck."""
        return self.samples * PAIRS

    @property
    def edge(self) -> Fraction:
        """The symmetric estimate: the share of deals in which neither side won two comparisons."""
        return Fraction(self.tally.neither, self.deals)

    @property
    def edge_error(self) -> float:
        """Its standard error, over decks."""
        return _standard_error(self.tally.decks, self.tally.neither, self.tally.neither_squares)

    @property
    def raw_edge(self) -> Fraction:
        """The plain estimate: losses less wins of the earlier hand of each pair, over the deals."""
        t = self.tally
        return Fraction(t.neither + t.plain - t.wins, self.deals)

    @property
    def raw_error(self) -> float:
        t = self.tally
        return _standard_error(t.decks, t.neither + t.plain - t.wins, t.raw_squares)

    @property
    def wins(self) -> int:
        return self.tally.wins

    @property
    def copy_losses(self) -> int:
        return self.tally.neither

    @property
    def plain_losses(self) -> int:
        return self.tally.plain

    @property
    def label(self) -> str:
        """``"ESTIMATE 5.745 % ± 0.165 % (standard error)"``: how the edge is printed everywhere."""
        return f"ESTIMATE {percent(self.edge)} ± {100 * self.edge_error:.3f} % (standard error)"

    @property
    def design(self) -> str:
        return (f"{self.samples:,} decks sampled (seed {self.seed}, chunks of {self.chunk}), {HANDS} hands of seven "
                f"dealt from each and every one of their {PAIRS} pairs compared: {self.deals:,} deals; standard "
                f"errors over the decks")


def estimate_wager(cfg: TableConfig, samples: int = DEFAULT_SAMPLES, seed: int = SEED, workers: Optional[int] = 1,
                   scheduler: Optional[str] = None, chunk: int = CHUNK) -> WagerEstimate:
    """Sample ``samples`` decks (seeded), in chunks of :data:`CHUNK` each with its own seed derived from ``seed``
    and its index; deal :data:`HANDS` hands from each, set by the house way, and sort each of their pairs by the
    wager's result (:func:`deal_deck`). ``workers``, ``scheduler``: where the chunks run
    (:func:`croupier.analysis.distributed.run`: in this process by default); the figures are the same wherever.
    ``chunk``: decks per chunk, part of the design as the seed is (another size draws other decks)."""
    if samples < 2:
        raise ValueError("the Asia Poker Wager is estimated from at least 2 sampled decks (the standard error is "
                         "taken over decks)")
    chunks = [(cfg, seed, i, n) for i, n in enumerate(split(samples, chunk))]
    parts, where = run(deal_chunk, chunks, workers, scheduler, name=f"asia-poker-{seed}-{chunk}")
    return WagerEstimate(samples, seed, sum(parts[1:], parts[0]), where, chunk)


def _check_classes(cfg: TableConfig, stake: int) -> None:
    """One round of each class through the model: a win pays the stake, both losses take it."""
    cases = {"win": ("AS AH AD AC KS KH QD", "2C 3D 4H 6S 7C 9D JH"),
             "copies": ("KD 10C 8H 6S 4D 3C 2H", "KH 10D 8S 6H 4C 3H 2S")}
    for name, (mine, his) in cases.items():
        (o,) = [x for x in play(cfg, cards(mine), cards(his), stake) if x.bet == WAGER]
        want = (Result.WIN if name == "win" else Result.LOSE, stake)
        if (o.result, o.amount) != want:
            raise ValueError(f"the model settles the {name} class as {o}, not {want}")


def wager(cfg: TableConfig, stake: int, samples: int, seed: int = SEED, workers: Optional[int] = 1,
          scheduler: Optional[str] = None) -> tuple[WagerAnalysis, WagerEstimate]:
    """The Asia Poker Wager's estimated result distribution (as fractions of the deals sampled) and its estimate."""
    _check_classes(cfg, stake)
    est = estimate_wager(cfg, samples, seed, workers, scheduler)
    # exchangeable hands: P(win) = P(the dealer wins two) = (1 - edge) / 2, the edge estimated as above
    endings = (Ending("win", Fraction(1), (1 - est.edge) / 2), Ending("lose", Fraction(-1), (1 + est.edge) / 2))
    made = (f"ESTIMATED, not exact: {est.design}; every hand set by the house way {cfg.house_way}; edge "
            f"{est.label}")
    return WagerAnalysis("asia_poker", WAGER, made, stake, Fraction(0), endings, Fraction(1), 0), est


#: the estimate behind each sampled analysis, by its ``made`` text (which names the samples and the seed)
_ESTIMATES: dict[str, WagerEstimate] = {}


def analyze(cfg: TableConfig, names: Optional[Sequence[str]] = None, stake: Optional[int] = None,
            samples: int = DEFAULT_SAMPLES, seed: int = SEED, workers: Optional[int] = 1,
            scheduler: Optional[str] = None) -> list[WagerAnalysis]:
    """The named wagers (default: both where the table offers the Bonus, else the Asia Poker Wager); the Asia Poker
    Wager estimated from ``samples`` decks, run where ``workers`` and ``scheduler`` say (:func:`estimate_wager`)."""
    wanted = list(names) if names else [WAGER] + ([BONUS] if bonus_rows(cfg) else [])
    unknown = [w for w in wanted if w not in WAGERS]
    if unknown:
        raise KeyError(f"unknown wager {unknown[0]!r}; the Asia Poker wagers are {', '.join(WAGERS)}")
    stake = DEFAULT_STAKE if stake is None else stake
    rows = []
    for w in wanted:
        if w == WAGER:
            a, est = wager(cfg, stake, samples, seed, workers, scheduler)
            _ESTIMATES[a.made] = est
            rows.append(a)
        else:
            rows.append(bonus(cfg, stake))
    return rows


def estimate_of(a: WagerAnalysis) -> Optional[WagerEstimate]:
    """The estimate behind an analysis, or ``None`` for an exact one."""
    return _ESTIMATES.get(a.made)


def extra(rows: Sequence[WagerAnalysis]) -> dict[str, dict[str, Any]]:
    """For the JSON report: whether each figure is exact (a JSON boolean), and the Asia Poker Wager's estimate: the
    design, the decks and deals sampled, the seed, the estimates (exact ratios of counts, as ``"n/d"``, and as
    decimals) with their standard errors (decimals, as strings like every decimal of the report), and the run."""
    out: dict[str, dict[str, Any]] = {}
    for a in rows:
        est = estimate_of(a)
        if est is None:
            out[a.wager] = {"exact": True}
            continue
        out[a.wager] = {"exact": False, "estimate": est.label, "design": est.design, "samples": est.samples,
                        "sample_unit": "deck", "hands_per_deck": HANDS, "deals": est.deals, "seed": est.seed,
                        "chunk": est.chunk, "edge_estimate": fraction_text(est.edge),
                        "edge_estimate_decimal": f"{float(est.edge):.10f}",
                        "edge_standard_error": f"{est.edge_error:.10f}", "raw_edge": fraction_text(est.raw_edge),
                        "raw_edge_decimal": f"{float(est.raw_edge):.10f}",
                        "raw_standard_error": f"{est.raw_error:.10f}",
                        "counts": {"wins": est.wins, "neither_wins_two": est.copy_losses,
                                   "dealer_wins_two": est.plain_losses},
                        "run": {"where": est.run.where, "workers": est.run.workers,
                                "wall_seconds": f"{est.run.wall_seconds:.1f}"}}
    return out


def estimate_cells(rows: Sequence[WagerAnalysis]) -> dict[str, str]:
    """For the text table and the chart: the edge of each estimated wager as it is printed instead of a fraction,
    ``"ESTIMATE 5.745 % ± 0.165 % (standard error)"``."""
    return {a.wager: est.label for a in rows if (est := estimate_of(a)) is not None}


def estimate_errors(rows: Sequence[WagerAnalysis]) -> dict[str, float]:
    """For the chart: each estimated wager's standard error, per unit staked."""
    return {a.wager: est.edge_error for a in rows if (est := estimate_of(a)) is not None}


def summary(rows: Sequence[WagerAnalysis]) -> list[str]:
    """Lines for the text report: how each figure was made, and for the estimate its design, seed and run."""
    lines = []
    for a in rows:
        est = estimate_of(a)
        if est is None:
            lines.append(f"{a.wager}: exact over all {ALL_HANDS:,} seven-card hands")
            continue
        lines.append(f"{a.wager}: {est.label}, not exact: from {est.design}")
        lines.append(f"  neither side wins two comparisons in {est.copy_losses:,} deals of {est.deals:,}; the "
                     f"plain win-loss average gives {percent(est.raw_edge)} ± {100 * est.raw_error:.3f} %")
        lines.append(f"  computed {describe(est.run)}; the same figures come from any number of workers (chunks "
                     f"of {est.chunk} decks, chunk i seeded \"{est.seed}:i\")")
        if est.edge_error > TARGET:
            # the spread falls as one over the square root of the decks: the decks that would reach the target
            needed = math.ceil(est.samples * (est.edge_error / TARGET) ** 2 / 1000) * 1000
            how = (f"--budget fine runs {BUDGETS['fine']:,}" if needed <= BUDGETS["fine"] else
                   f"--samples {needed}, more than the fine budget's {BUDGETS['fine']:,}")
            lines.append(f"  for a standard error of at most {100 * TARGET:.2f} %: about {needed:,} decks at this "
                         f"spread ({how}; --workers K or --scheduler ADDRESS spreads the work)")
    return lines


def printout(args: argparse.Namespace, label: str, cfg: TableConfig) -> Printout:
    """``croupier analyze --game asia_poker``: the Bonus Wager exactly over every seven-card hand, the Asia Poker
    Wager estimated from seeded sampled deals, both through the Asia Poker model."""
    if args.samples is not None and args.budget is not None:
        raise Refusal("give --samples or --budget, not both")
    budget = args.budget or ("default" if args.samples is None else None)
    samples = BUDGETS[budget] if budget is not None else args.samples
    if samples < 2:
        raise Refusal("--samples is a number of sampled decks, at least 2 (the standard error is taken over decks)")
    if args.workers is not None and args.workers < 1:
        raise Refusal("--workers is a positive number of worker processes")
    # where the chunks run: --scheduler's cluster; else --workers local processes; else the fine budget on a local
    # cluster of the machine's cores, anything else in this process (no Dask needed)
    workers = args.workers if args.workers is not None else None if budget == "fine" else 1
    try:
        rows = analyze(cfg, args.wager, args.stake, samples, SEED, workers, args.scheduler)
    except (KeyError, ValueError) as e:
        raise Refusal(e.args[0]) from None
    except DistributedError as e:
        raise Refusal(f"croupier: {e}") from None
    for w in warnings(cfg):
        print(f"warning: {w}", file=sys.stderr)
    stake = DEFAULT_STAKE if args.stake is None else args.stake
    about = {"game": "asia_poker", "ruleset": cfg.ruleset, "profile": label, "house_way": cfg.house_way,
             "bonus_paytable": cfg.bonus_paytable.value, "stake": stake, "samples": samples,
             "budget": budget, "seed": SEED,
             "contracts": contracts_on()}
    named = {r.wager for r in rows}
    parts = ([f"the Asia Poker Wager ESTIMATED from {samples:,} sampled decks ({samples * PAIRS:,} "
              f"deals, seed {SEED}; all hands set by the house way {cfg.house_way})"]
             if "asia_poker" in named else []) + (["the Bonus Wager exact"] if "bonus" in named else [])
    return Printout(rows=rows, about=about,
                    header=f"Asia Poker under {cfg.ruleset}, profile {label}: {', '.join(parts)}",
                    chart_title=f"House edge per wager: Asia Poker {label} ({cfg.ruleset})",
                    rerun=(cfg, lambda c: analyze(c, args.wager, args.stake, samples, SEED, workers, args.scheduler)))
