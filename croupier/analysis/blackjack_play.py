"""The blackjack family's main wager under the player's best play: a combinatorial analysis shared by Spanish 21
(chapter 551) and Double Attack Blackjack (chapter 665a).

``rules``: a :class:`Rules`, what a chapter decides (its shoe, what the player may do, how a hand is settled);
``u``: the dealer's up card, as a *value* (1 the ace, 2 to 9, 10 the court cards: the decks of these chapters
have no 10s, so every 10-point card is a king, queen or jack); ``c``: the shoe's count of each value, a tuple of
ten; a *hand* is the multiset of its values, written as a count per value.

What is computed. The house edge of the main wager per initial unit, the player playing each hand the way that
maximises its expected net **given the cards he can see**: the up card and the hand's own cards
(*composition-dependent*: two hands of the same total may be played differently). The up card and the hand's cards
are removed from the shoe; the other players' cards and the player's other hands are not seen (a lone player at a
fresh shoe). Every decision the chapter allows is weighed: stand, hit, double (for the full amount: a hand's
expected net is linear in the amount doubled, and the best of several lines is convex in it, so a part double is
never better), surrender, the rescue of a doubled hand, and split.

How it is exact, and where it is not. The dealer's hand is enumerated exactly from the shoe the player's cards
leave: every multiset of cards the dealer can draw to his standing total is listed once per up card with the number
of orders in which the rules draw it (:func:`dealer_sequences`), and weighted by the falling factorials of the
shoe's counts, so a dealer table is a product of exact counts evaluated in double precision. His hole card is
conditioned on not making a Blackjack where the chapter has him check for one before the players act. The player's
own draws come from the shoe his hand leaves, less the hole card's expected composition. Two simplifications, the
usual ones of a combinatorial analysis, are named in :data:`METHOD`: the split hands are played as if each were
alone (the pair's two cards removed), with resplits chained by the number of hands the chapter allows; and the
figures are computed in binary floating point (they are reported to 10^-6 of a unit, not as fractions).

What the chapter decides is in :class:`Rules`: its adapters are in :mod:`croupier.analysis.spanish21` and
:mod:`croupier.analysis.double_attack`, which read the payouts from the spec and settle each hand by the model's
kernels (``versus_dealer``, ``bonus_row``, ``dealer_draws``). A test plays rounds through the model's ``step`` with
the cards stacked and the play this module chooses, and checks that each settles as this module counts it.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any, Callable, Optional, Sequence

import attrs
import numpy as np

from croupier.reference.blackjack.kernels import dealer_draws

__all__ = ["BUST", "HandEV", "METHOD", "Rules", "UpCard", "analyse", "chart", "dealer_sequences", "favours_player",
           "election", "hand_total", "percent", "reading_effects", "reading_lines"]

#: the values of the cards: 1 the ace, 2 to 9, 10 every 10-point card
VALUES = tuple(range(1, 11))
ACE, TEN = 1, 10
#: the dealer's standing totals, 17 to 21, and a bust
BUST = 22
OUTCOMES = (17, 18, 19, 20, 21, BUST)

METHOD = {
    "strategy": "composition-dependent: each hand played the way that maximises its expected net given the up "
                "card and the hand's own cards; one player alone at a fresh shoe, the other hands unseen",
    "dealer": "exact: every draw the dealer can make to his standing total, weighted by the shoe the up card and "
              "the hand's cards leave; his hole card conditioned on no Blackjack where he checks before play",
    "splits": "approximate: split hands are each played as if alone, with the pair's two cards removed; resplits "
              "chained up to the chapter's number of hands",
    "arithmetic": "binary floating point (a combinatorial analysis, not a fraction): figures to 10^-6 of a unit",
}


@lru_cache(maxsize=None)
def hand_total(hand: tuple[int, ...]) -> tuple[int, bool]:
    """The best total of a hand given as counts per value, and whether it is soft (an ace counted 11)."""
    hard = sum(v * n for v, n in zip(VALUES, hand))
    if hand[0] and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


def _add(hand: tuple[int, ...], v: int) -> tuple[int, ...]:
    return hand[:v - 1] + (hand[v - 1] + 1,) + hand[v:]


def _one(v: int) -> tuple[int, ...]:
    return _add((0,) * 10, v)


@lru_cache(maxsize=None)
def dealer_sequences(up: int, hits_soft_17: bool, peek: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Every multiset of cards the dealer draws after his up card (the hole card first) to a standing total or a
    bust, under :func:`~croupier.reference.blackjack.kernels.dealer_draws`: the counts per value (K x 10), the
    number of orders in which the rules draw it, its size, and the index of its outcome in :data:`OUTCOMES`. With
    ``peek`` and an ace or a 10 up, a hole card that would make a Blackjack is left out (the round would have ended
    before any player acted)."""
    blackjack_hole = {ACE: TEN, TEN: ACE}.get(up) if peek else None
    frontier: dict[tuple[int, ...], int] = {(0,) * 10: 1}
    rows: list[tuple[tuple[int, ...], int, int]] = []
    while frontier:
        nxt: dict[tuple[int, ...], int] = {}
        for drawn, orders in frontier.items():
            for v in VALUES:
                if not any(drawn) and v == blackjack_hole:
                    continue
                m = _add(drawn, v)
                points, soft = hand_total(_add(m, up))
                if points > 21:
                    rows.append((m, orders, len(OUTCOMES) - 1))
                elif sum(m) >= 1 and not dealer_draws(points, soft, hits_soft_17):
                    rows.append((m, orders, OUTCOMES.index(points)))
                else:
                    nxt[m] = nxt.get(m, 0) + orders
        frontier = nxt
    merged: dict[tuple[int, ...], list[int]] = {}
    for m, orders, outcome in rows:
        merged.setdefault(m, [0, outcome])[0] += orders
    ms = np.array(list(merged), dtype=np.int64)
    orders_ = np.array([o for o, _ in merged.values()], dtype=np.float64)
    outcome_ = np.array([k for _, k in merged.values()], dtype=np.int64)
    return ms, orders_, ms.sum(axis=1), outcome_


class _Dealer:
    """The dealer's outcome chances for one up card from any shoe, memoised by the shoe."""

    def __init__(self, up: int, hits_soft_17: bool, peek: bool) -> None:
        self.ms, self.orders, self.sizes, self.outcomes = dealer_sequences(up, hits_soft_17, peek)
        self.depth = int(self.ms.max()) + 1
        self.longest = int(self.sizes.max())
        self.hole = {ACE: TEN, TEN: ACE}.get(up) if peek else None
        self.steps = np.arange(self.depth - 1, dtype=np.float64)[None, :]
        self.ones = np.ones((10, 1))
        self.columns = np.arange(10)[None, :]
        # pick[k, j * depth + m] = 1 where draw k holds m cards of value j + 1
        self.pick = np.zeros((len(self.ms), 10 * self.depth))
        self.pick[np.arange(len(self.ms))[:, None], self.columns * self.depth + self.ms] = 1.0
        self.by_outcome = np.zeros((len(OUTCOMES), len(self.ms)))
        self.by_outcome[self.outcomes, np.arange(len(self.ms))] = 1.0
        self.cache: dict[tuple[int, ...], np.ndarray] = {}

    def __call__(self, c: tuple[int, ...]) -> np.ndarray:
        hit = self.cache.get(c)
        if hit is not None:
            return hit
        n = sum(c)
        factors = np.maximum(np.array(c, dtype=np.float64)[:, None] - self.steps, 0.0)
        tables = np.cumprod(np.concatenate((self.ones, factors), axis=1), axis=1)
        # the product over values of the falling factorials, as a sum of logarithms: one matrix product
        logs = np.log(np.maximum(tables, 1e-300)).ravel()
        total = np.cumprod(np.concatenate(([1.0], n - np.arange(self.longest))))
        weight = self.orders * np.exp(self.pick @ logs) / total[self.sizes]
        chances = self.by_outcome @ weight
        ok = 1.0 if self.hole is None else (n - c[self.hole - 1]) / n
        chances = chances / ok
        self.cache[c] = chances
        return chances


@attrs.frozen
class Rules:
    """What one chapter decides about its main wager, for :func:`analyse`. Nets are per unit of the hand's wager
    (a doubled hand's net counts both parts, per unit of the wager before the double)."""

    #: the full shoe's count of each value (ace, 2..9, 10-point cards)
    shoe: tuple[int, ...]
    #: the dealer checks for a Blackjack under an ace or a 10-point card before any player acts
    peek: bool
    hits_soft_17: bool
    #: a hand may double on more than its first two cards
    double_any: bool
    double_after_split: bool
    #: the most hands one box may hold after splits
    max_hands: int
    split_aces_one_card: bool
    resplit_aces: bool
    #: where a hand may surrender: "first" (its first decision, not a split hand), "any" (any time before it
    #: stands, below 21), "" (never)
    surrender: str
    surrender_split_aces: bool
    #: the net of a hand that surrenders, and of one doubled and then surrendered or rescued (None: not allowed)
    surrender_net: float
    after_double_net: Optional[float]
    #: net of a standing hand: (hand, dealer outcome index, doubled, from a split, up card) -> net per unit
    settle: Callable[[tuple[int, ...], int, bool, bool, int], float]
    #: net of a player Blackjack against a dealer Blackjack, and against each dealer outcome when he has none
    blackjack_vs_blackjack: float
    blackjack_net: Callable[[int], float]
    #: net of a hand against a dealer Blackjack (the original wager only)
    loses_to_blackjack: float = -1.0

    def lines(self, hand: tuple[int, ...], split: bool, first: bool, split_aces: bool = False) -> str:
        """The lines a hand may take besides standing (a split is :meth:`may_split`'s): H hit, D double, R
        surrender; ``first``: the hand's first decision on its first two cards, ``split_aces``: a split ace that
        takes one card only."""
        if hand_total(hand)[0] >= 21:
            return ""
        out = ""
        if (self.surrender == "first" and first and not split) or (
                self.surrender == "any" and (not split_aces or self.surrender_split_aces)):
            out += "R"
        if not split_aces:
            out += "H"
            if (sum(hand) == 2 or self.double_any) and (not split or self.double_after_split):
                out += "D"
        return out

    def may_split(self, hand: tuple[int, ...], hands: int) -> bool:
        """Whether a box holding ``hands`` hands may split this one (two cards of one value, 551.12(a),
        665a.11(a)): aces only once unless ``resplit_aces``."""
        if sum(hand) != 2 or max(hand) != 2 or hands >= self.max_hands:
            return False
        return hand[0] != 2 or hands == 1 or self.resplit_aces


@attrs.frozen
class UpCard:
    """The main wager's expected net for one up card: the chance of the up card, of a dealer Blackjack, and the
    expected net per unit in each branch (the no-Blackjack branch played best)."""

    up: int
    chance: float
    blackjack: float  #: the chance of a dealer Blackjack with this up card (0 when he does not check)
    net_blackjack: float  #: the player's expected net per unit when the dealer has a Blackjack
    net_play: float  #: ... when he has none: the expected net of the best play
    chart: dict[tuple[int, ...], str]  #: the first decision for each two-card hand (counts per value)


class HandEV:
    """The best expected net of any hand against one up card."""

    def __init__(self, rules: Rules, up: int) -> None:
        self.r = rules
        self.up = up
        self.full = tuple(n - (v == up) for v, n in zip(VALUES, rules.shoe))
        self.dealer = _Dealer(up, rules.hits_soft_17, rules.peek)
        self.memo: dict[tuple[object, ...], tuple[float, str]] = {}
        self.nets: dict[tuple[object, ...], np.ndarray] = {}
        self.stood: dict[tuple[object, ...], float] = {}

    # the shoe and its draws

    def shoe(self, removed: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(a - b for a, b in zip(self.full, removed))

    def draws(self, c: tuple[int, ...]) -> list[tuple[int, float]]:
        """The next card's chances from shoe ``c``, the hole card (conditioned) already out of it."""
        n = sum(c)
        hole = self.dealer.hole
        out = []
        if hole is None:
            return [(v, c[v - 1] / n) for v in VALUES if c[v - 1]]
        rest = n - c[hole - 1]
        for v in VALUES:
            held = 0.0 if v == hole else c[v - 1] / rest
            p = (c[v - 1] - held) / (n - 1)
            if p > 0:
                out.append((v, p))
        return out

    # the lines of play

    def stand(self, hand: tuple[int, ...], extra: tuple[int, ...], doubled: bool, split: bool) -> float:
        key = (hand, extra, doubled, split)
        hit = self.stood.get(key)
        if hit is None:
            nets = self.nets.get((hand, doubled, split))
            if nets is None:
                nets = self.nets[(hand, doubled, split)] = np.array([self.r.settle(hand, k, doubled, split, self.up)
                                                       for k in range(len(OUTCOMES))])
            chances = self.dealer(self.shoe(tuple(a + b for a, b in zip(hand, extra))))
            hit = self.stood[key] = float(chances @ nets)
        return hit

    def best(self, hand: tuple[int, ...], extra: tuple[int, ...], split: bool, first: bool,
             split_aces: bool = False) -> tuple[float, str]:
        """The best expected net of ``hand`` (``extra``: cards of the box's other hands taken out of the shoe),
        and its line: S stand, H hit, D double, R surrender."""
        key = (hand, extra, split, first, split_aces)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        legal = self.r.lines(hand, split, first, split_aces)
        lines = {"S": self.stand(hand, extra, False, split)}
        if "R" in legal:
            lines["R"] = self.r.surrender_net
        if "H" in legal or "D" in legal:
            draws = self.draws(self.shoe(tuple(a + b for a, b in zip(hand, extra))))
            if "H" in legal:
                lines["H"] = sum(p * (self.best(_add(hand, v), extra, split, False)[0]
                                      if hand_total(_add(hand, v))[0] <= 21 else -1.0) for v, p in draws)
            if "D" in legal:
                lines["D"] = sum(p * self.doubled(_add(hand, v), extra, split) for v, p in draws)
        line = max(lines, key=lambda k: lines[k])
        self.memo[key] = (lines[line], line)
        return self.memo[key]

    def doubled(self, hand: tuple[int, ...], extra: tuple[int, ...], split: bool) -> float:
        """The expected net of a doubled hand after its one card (both parts of the wager)."""
        if hand_total(hand)[0] > 21:
            return -2.0
        keep = self.stand(hand, extra, True, split)
        if self.r.after_double_net is not None and hand_total(hand)[0] < 21:
            return max(keep, self.r.after_double_net)
        return keep

    def split(self, pair: int) -> float:
        """The expected net of splitting a pair of cards of value ``pair``, every split hand counted (per unit of one
        hand)."""
        r = self.r
        extra = _one(pair)
        aces = pair == ACE
        draws = self.draws(self.shoe(_add(extra, pair)))
        may_resplit = not aces or r.resplit_aces

        def played(v: int) -> float:
            hand = _add(_one(pair), v)
            return self.best(hand, extra, True, False, split_aces=aces and r.split_aces_one_card)[0]

        values = {v: played(v) for v, _ in draws}

        @lru_cache(maxsize=None)
        def pending(hands: int, splits_left: int) -> float:
            if hands == 0:
                return 0.0
            out = 0.0
            for v, p in draws:
                keep = values[v] + pending(hands - 1, splits_left)
                if v == pair and may_resplit and splits_left > 0:
                    keep = max(keep, pending(hands + 1, splits_left - 1))
                out += p * keep
            return out

        return pending(2, r.max_hands - 2)


def analyse(rules: Rules, ups: Sequence[int] = VALUES) -> list[UpCard]:
    """The main wager's expected net for each up card, from a fresh shoe."""
    out = []
    total = sum(rules.shoe)
    for up in ups:
        ev = HandEV(rules, up)
        c = ev.full
        n = sum(c)
        hole = ev.dealer.hole
        chart: dict[tuple[int, ...], str] = {}
        p_bj = net_bj = net_play = 0.0
        for a in VALUES:
            for b in VALUES:
                pa = c[a - 1] / n
                c2 = _add(_one(a), b)
                pb = (c[b - 1] - (a == b)) / (n - 1)
                if pa * pb <= 0:
                    continue
                left = ev.shoe(c2)
                bj_hole = left[hole - 1] / (n - 2) if hole is not None else 0.0
                weight = pa * pb
                natural = hand_total(c2)[0] == 21
                if bj_hole:
                    p_bj += weight * bj_hole
                    net_bj += weight * bj_hole * (rules.blackjack_vs_blackjack if natural else rules.loses_to_blackjack)
                w = weight * (1 - bj_hole)
                if natural:
                    chances = ev.dealer(left)
                    net_play += w * float(sum(chances[k] * rules.blackjack_net(k) for k in range(len(OUTCOMES))))
                    chart[c2] = "BJ"
                    continue
                value, line = ev.best(c2, (0,) * 10, False, True)
                if a == b and rules.max_hands >= 2:
                    split = ev.split(a)
                    if split > value:
                        value, line = split, "P"
                chart[c2] = line
                net_play += w * value
        play = 1 - p_bj
        out.append(UpCard(up=up, chance=rules.shoe[up - 1] / total, blackjack=p_bj,
                          net_blackjack=net_bj / p_bj if p_bj else 0.0,
                          net_play=net_play / play, chart=chart))
    return out


def chart(rows: Sequence[UpCard], hard: Sequence[int] = tuple(range(5, 21)), soft: Sequence[int] = tuple(range(13, 21))) -> str:
    """A two-card strategy chart from :func:`analyse`: one line per player hand (hard totals, soft totals, pairs),
    one column per up card; where hands of one total are played differently the commonest line is shown with an
    asterisk."""
    ups = [r.up for r in rows]
    head = "hand   " + " ".join(f"{'A' if u == ACE else str(u):>3}" for u in ups)
    lines = [head, "-" * len(head)]

    def cell(r: UpCard, pick: Callable[[tuple[int, ...]], bool]) -> str:
        seen: dict[str, int] = {}
        for hand, line in r.chart.items():
            if pick(hand):
                seen[line] = seen.get(line, 0) + 1
        if not seen:
            return "   "
        best = max(seen, key=lambda k: seen[k])
        return f"{best + ('*' if len(seen) > 1 else ''):>3}"

    def pair(h: tuple[int, ...]) -> bool:
        return max(h) == 2

    def row(name: str, pick: Callable[[tuple[int, ...]], bool]) -> None:
        cells = [cell(r, pick) for r in rows]
        if any(c.strip() for c in cells):  # a total no two cards make (hard 20 in a deck without 10s) is left out
            lines.append(f"{name:<7}" + " ".join(cells))

    def of_total(t: int, soft_: bool) -> Callable[[tuple[int, ...]], bool]:
        return lambda h: not pair(h) and hand_total(h) == (t, soft_)

    def of_pair(v: int) -> Callable[[tuple[int, ...]], bool]:
        return lambda h: h[v - 1] == 2

    for t in hard:
        row(f"{t:>2}", of_total(t, False))
    for t in soft:
        row(f"A,{t - 11}", of_total(t, True))
    for v in VALUES:
        row("A,A" if v == ACE else f"{v},{v}" if v < TEN else "F,F", of_pair(v))
    return "\n".join(lines)


def reading_effects(cfg: Any, options: Sequence[str], edge: Callable[[Any], float]) -> dict[str, dict[str, float]]:
    """For each option of ``options`` and each of its values, the house edge ``edge`` gives with that value elected
    and the profile's other elections kept: option -> value -> edge."""
    out: dict[str, dict[str, float]] = {}
    for name in options:
        field = attrs.fields_dict(type(cfg))[name]
        current = getattr(cfg, name)
        kind: Any = type(current)
        values: list[Any] = [True, False] if isinstance(current, bool) else list(kind)
        out[name] = {}
        for v in values:
            label = v.value if hasattr(v, "value") else str(v).lower()
            out[name][label] = edge(cfg if v == current else attrs.evolve(cfg, **{field.name: v}))
    return out


def favours_player(edge: float, what: str, elections: str) -> Optional[str]:
    """A loud warning when a main wager's house edge is negative, else ``None``."""
    if edge >= 0:
        return None
    return (f"WARNING: under this profile {what} favours the player: a player edge of {-edge * 100:.4f} % under "
            f"the best play ({elections}). A casino offering these rules loses money to a player who plays well.")


def percent(x: float) -> str:
    """``0.004812`` -> ``"0.4812 %"`` (a combinatorial figure: four decimals of a percent)."""
    return f"{x * 100:.4f} %"


def election(v: object) -> str:
    """How an options table writes an elected value: ``SurrenderAfterDouble.HALF`` -> ``half``, ``True`` ->
    ``true``."""
    return str(getattr(v, "value", v)).lower()


def reading_lines(cfg: Any, readings: Sequence[str], effects: Optional[dict[str, dict[str, float]]], per: str,
                  unchanged: str = "") -> list[str]:
    """The report's lines on the readings that change a main wager: each value's edge (``per``: per unit of what)
    when ``effects`` were computed, else their names and where the figures are; ``unchanged``: what does not change
    it."""
    if not effects:
        return ["  Readings that change it: " + ", ".join(readings) + " (their figures: --readings, and the options "
                "table)" + (f"; {unchanged}" if unchanged else "")]
    out = [f"  Readings that change it (the profile's other elections kept), house edge {per}:"]
    for name, values in effects.items():
        now = election(getattr(cfg, name))
        out.append(f"    {name}: " + ", ".join(f"{v} {percent(e)}{' (this profile)' if v == now else ''}"
                                              for v, e in values.items()))
    return out

