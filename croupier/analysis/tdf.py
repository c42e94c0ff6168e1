"""Exact analysis of every Three Dice Football wager, computed by throwing all 216 dice outcomes at the reference model.

``cfg``: TableConfig; ``s``: State; ``k``: a chain key; ``bet``: a layout bet.
Nothing here restates a payout, a drive rule or an option. The wagers are made
through :func:`~croupier.reference.tdf.game.step`; every state the game can be
in is thrown each of the 216 equally likely ordered throws (green, green, red),
and the results are read from the model's own settlements, so every option of
the profile (goal_series_mode, touchdown_threshold,
goal_status_sticky_after_penalty, extra_point_roll_counts_as_play,
fractional_payout_policy, ...) acts as the model makes it act.

Full game wagers ride one drive. The drive states (the model's yard line, goal
status, down and play, and after a score the extra point roll that is due,
with what the scoring throw already settled) form an absorbing Markov chain,
solved exactly by :func:`croupier.analysis.chain.solve`. Every offered full game
wager is up together, at one seat, so an offered Extra Point wager brings the
extra point roll after every score as it does at a real table; each wager's
figures are its own. Single play wagers are decided by one throw, by its dice
(661a.6(d)): they are made before a game's first throw and read off its 216
outcomes.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from typing import Optional, Sequence

from croupier.analysis.chain import Node, solve
from croupier.analysis.command import Printout, Refusal, contracts_on
from croupier.analysis.result import AnalysisError, Ending, WagerAnalysis
from croupier.reference.outcomes import Result, Settlement
from croupier.reference.tdf.config import FractionalPayout, TableConfig
from croupier.reference.tdf.definitions import BETS, Bet, Kind
from croupier.reference.tdf.game import FIFTHS, replay, step
from croupier.reference.tdf.state import AcceptDice, Event, ExtraPointRoll, Join, OfferDice, Phase, PlaceBet, State, \
    Throw

__all__ = ["CONVENTION", "THROWS", "AnalysisError", "analyze", "bet_name", "bets_named", "printout", "stake_for"]

#: how every Three Dice Football figure is measured, in words
CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked, per wager decision: minus the player's expected net result divided by "
            "the stake (no Three Dice Football wager pushes)",
    "resolution": "a full game wager is decided by its game (one drive from the 20, each valid throw one of the "
                  "216 equally likely ordered outcomes of two green dice and a red die); Touchdown and Extra Point "
                  "(and Game Length, where the extra point roll counts as a play) wait for the extra point roll; "
                  "a single play wager is decided by the one throw it is made for",
    "invalid": "invalid, 'no roll' and void throws change nothing (AMBIG-T10) and are ignored: probabilities are "
               "over valid throws only",
    "vig": "chapter 661a provides for no commission, and the model charges none",
    "per_roll": "edge_per_roll divides by the expected number of valid throws from the first throw of the game "
                "to the wager's decision, the extra point roll included when the wager waits for it",
    "made": "each wager is one bet of the table minimum (a multiple of 5 on Defense and Game Length 3 where the "
            "profile refuses other stakes there) by the Quarterback, alone at the table, before the game's first "
            "throw; every offered full game wager is up together, so an offered Extra Point wager brings the "
            "extra point roll after every score; wins are paid as the profile's fractional_payout_policy says",
}

GAME = "tdf"
SEAT = 1
THROWS: tuple[tuple[int, int, int], ...] = tuple((a, b, c) for a in range(1, 7) for b in range(1, 7)
                                                 for c in range(1, 7))
P_THROW = Fraction(1, 216)

#: one settlement: the bet, its result, the net per unit staked, and whether the extra point roll decided it
Item = tuple[Bet, str, Fraction, bool]
#: a chain state: the model state's phase, yard line, goal status, earned 1st & Goal, down and play (the wagers up,
#: the Quarterback and the counters cannot differ within one game), and the items the scoring throw settled while
#: the extra point roll is due
Key = tuple[Phase, int, bool, bool, int, int, tuple[int, ...]]
#: how a game ended for every wager up: the ids of its items, in increasing order
Label = tuple[int, ...]




def bet_name(bet: Bet) -> str:
    """``touchdown``, ``game_length 3``: how the report names a bet."""
    return bet.kind.value + (f" {bet.n}" if bet.n else "")


def bets_named(cfg: TableConfig, names: Optional[Sequence[str]] = None) -> list[Bet]:
    """The offered bets in layout order, or those ``names`` match (``touchdown``, ``game_length 3``,
    ``GAME_LENGTH_3``, or a kind such as ``game_length`` for its six plays); :class:`KeyError` if none does."""
    offered = [b for b in BETS if cfg.offers(b.kind)]
    if not names:
        return offered
    chosen: list[Bet] = []
    for name in names:
        text = name.strip().replace(" ", "_").replace("-", "_")
        try:
            wanted = Bet.parse(text)
        except ValueError:
            raise KeyError(f"not a Three Dice Football wager: {name!r}") from None
        match = [b for b in offered if b == wanted or (wanted.kind is Kind.GAME_LENGTH and wanted.n == 0
                                                       and b.kind is Kind.GAME_LENGTH)]
        if not match:
            raise KeyError(f"{name!r} is not offered at this table")
        chosen += [b for b in match if b not in chosen]
    return [b for b in offered if b in chosen]


def stake_for(cfg: TableConfig, bet: Bet) -> int:
    """The table minimum, raised to a multiple of 5 on a 4 to 5 or 6 to 5 bet where the profile refuses others."""
    if cfg.fractional_payout_policy is FractionalPayout.REJECT_NON_MULTIPLE_OF_5 and bet in FIFTHS:
        return cfg.table_min + (-cfg.table_min) % 5
    return cfg.table_min


def _opening(cfg: TableConfig, bets: Sequence[Bet]) -> State:
    """One player, Quarterback, with one wager on each of ``bets``, before the game's first throw."""
    events: list[Event] = [Join(SEAT), OfferDice(), AcceptDice(SEAT)]
    events += [PlaceBet(SEAT, b, stake_for(cfg, b)) for b in bets]
    s, steps = replay(cfg, events)
    for e, st in zip(events, steps):
        if st.rejected:
            raise AnalysisError(f"the model refused {e}: {st.outcomes}")
    return s


class _Run:
    """One full game analysis: the model states behind the chain keys, and the settlements met so far, by id."""

    def __init__(self, cfg: TableConfig) -> None:
        self.cfg = cfg
        self.states: dict[Key, State] = {}
        self.items: list[Item] = []
        self.ids: dict[tuple[Bet, Result, object, bool], int] = {}

    def key(self, s: State, before: tuple[int, ...]) -> Key:
        k: Key = (s.phase, s.yard, s.goal, s.earned, s.down, s.play, before)
        known = self.states.setdefault(k, s)
        if known is not s and known != s:
            raise AnalysisError(f"two model states share the chain key {k}: {known} and {s}")
        return k

    def settled(self, s: State, outcomes: Sequence[object], on_roll: bool) -> tuple[int, ...]:
        """The ids of the settlements among ``outcomes`` (the net per unit of each wager's stake in ``s``)."""
        out: list[int] = []
        for o in outcomes:
            if isinstance(o, Settlement):
                raw = (o.bet, o.result, o.amount, on_roll)
                i = self.ids.get(raw)
                if i is None:
                    w = s.wager(o.seat, o.bet)
                    if w is None:
                        raise AnalysisError(f"{o.bet} was settled but not up")
                    amount = Fraction(o.amount)
                    net = amount / w.amount if o.result is Result.WIN else -amount / w.amount
                    i = self.ids[raw] = len(self.items)
                    self.items.append((o.bet, o.result.value, net, on_roll))
                out.append(i)
        return tuple(out)

    def one_step(self, k: Key) -> Node[Key, Label]:
        """Every valid throw from ``k``: to the next drive state, to the extra point roll, or to the game's end."""
        s, before = self.states[k], k[-1]
        roll = s.phase is Phase.EXTRA_POINT
        moves: dict[Key, int] = {}
        ends: dict[Label, int] = {}
        for dice in THROWS:
            e: Event = ExtraPointRoll(*dice) if roll else Throw(*dice)
            st = step(self.cfg, s, e)
            if st.rejected:
                raise AnalysisError(f"the model refused {e} at {s}: {st.outcomes}")
            items = before + self.settled(s, st.outcomes, roll)
            after = st.state
            if after.games > s.games:  # the game is over and everything is settled
                label = tuple(sorted(items))
                ends[label] = ends.get(label, 0) + 1
            else:
                nxt = self.key(after, items if after.phase is Phase.EXTRA_POINT else ())
                moves[nxt] = moves.get(nxt, 0) + 1
        return Node(tuple((t, n * P_THROW) for t, n in moves.items()),
                    tuple((lb, n * P_THROW) for lb, n in ends.items()))

    def chain(self, start: Key) -> dict[Key, Node[Key, Label]]:
        nodes: dict[Key, Node[Key, Label]] = {}
        todo = [start]
        while todo:
            k = todo.pop()
            if k in nodes:
                continue
            nodes[k] = node = self.one_step(k)
            todo += [t for t, _ in node.moves if t not in nodes]
        return nodes


def _row(cfg: TableConfig, bet: Bet, tally: dict[tuple[str, Fraction], Fraction], rolls: Fraction, states: int,
         made: str) -> WagerAnalysis:
    endings = tuple(Ending(r, net, p) for (r, net), p in sorted(tally.items(), key=lambda kv: (kv[0][1], kv[0][0])))
    return WagerAnalysis(game=GAME, wager=bet_name(bet), made=made, stake=stake_for(cfg, bet), vig=Fraction(0),
                         endings=endings, expected_rolls=rolls, states=states)


def _full_game(cfg: TableConfig, bets: Sequence[Bet], wanted: Sequence[Bet]) -> list[WagerAnalysis]:
    run = _Run(cfg)
    start = run.key(_opening(cfg, bets), ())
    nodes = run.chain(start)
    sol = solve(nodes)
    ends = sol.ends[start]
    tallies: dict[Bet, dict[tuple[str, Fraction], Fraction]] = {b: {} for b in wanted}
    late: dict[Bet, Fraction] = {b: Fraction(0) for b in bets}
    any_roll = Fraction(0)
    for label, p in ends.items():
        seen = set()
        for bet, result, net, on_roll in (run.items[i] for i in label):
            seen.add(bet)
            if on_roll:
                late[bet] += p
            if bet in tallies:
                t = tallies[bet]
                t[(result, net)] = t.get((result, net), Fraction(0)) + p
        if any(run.items[i][3] for i in label):
            any_roll += p
        if seen != set(bets):
            raise AnalysisError(f"a game ended without settling {sorted(set(bets) - seen)}")
    drive = sol.steps[start] - any_roll  # valid throws of the drive, the extra point roll aside
    made = "by the Quarterback before the game's first throw, with every offered full game wager up"
    return [_row(cfg, b, tallies[b], drive + late[b], len(nodes), made) for b in wanted]


def _single_play(cfg: TableConfig, bets: Sequence[Bet]) -> list[WagerAnalysis]:
    s = _opening(cfg, bets)
    run = _Run(cfg)
    tallies: dict[Bet, dict[tuple[str, Fraction], Fraction]] = {b: {} for b in bets}
    for dice in THROWS:
        st = step(cfg, s, Throw(*dice))
        if st.rejected:
            raise AnalysisError(f"the model refused the throw {dice}: {st.outcomes}")
        items = [run.items[i] for i in run.settled(s, st.outcomes, False)]
        if sorted(i[0] for i in items) != sorted(bets):
            raise AnalysisError(f"the throw {dice} did not settle every single play wager once")
        for bet, result, net, _ in items:
            t = tallies[bet]
            t[(result, net)] = t.get((result, net), Fraction(0)) + P_THROW
    made = "by the Quarterback before a throw, decided by that throw's dice"
    return [_row(cfg, b, tallies[b], Fraction(1), 1, made) for b in bets]


def analyze(cfg: TableConfig, wager: Optional[Sequence[str]] = None) -> list[WagerAnalysis]:
    """Every offered bet (or the bets ``wager`` names, such as ``touchdown`` or ``game_length 6``), in layout
    order: the exact distribution of results per unit staked, and the house edge."""
    wanted = bets_named(cfg, wager)
    full = [b for b in BETS if cfg.offers(b.kind) and b.full_game]
    rows: dict[Bet, WagerAnalysis] = {}
    if any(b.full_game for b in wanted):
        rows.update(zip([b for b in wanted if b.full_game],
                        _full_game(cfg, full, [b for b in wanted if b.full_game])))
    singles = [b for b in wanted if not b.full_game]
    if singles:
        rows.update(zip(singles, _single_play(cfg, singles)))
    return [rows[b] for b in wanted]


def printout(args: argparse.Namespace, label: str, cfg: TableConfig) -> Printout:
    """``croupier analyze --game tdf``: the drive as an exact Markov chain over the 216 throws, through the TDF
    model."""
    try:
        rows = analyze(cfg, args.wager)
    except (KeyError, ValueError) as e:
        raise Refusal(e.args[0]) from None
    about = {"game": "tdf", "ruleset": cfg.ruleset, "profile": label, "contracts": contracts_on()}
    return Printout(rows=rows, about=about,
                    header=f"three dice football under {cfg.ruleset}, profile {label}: exact house edges "
                           "(216 ordered throws a down)",
                    chart_title=f"House edge per wager: Three Dice Football {label} ({cfg.ruleset})",
                    rerun=(cfg, lambda c: analyze(c, args.wager)))
