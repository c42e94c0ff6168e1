"""Exact analysis of every Craps wager, computed by throwing all 36 dice outcomes at the reference model.

``cfg``: TableConfig; ``s``: State; ``st``: a Step; ``k``: a chain key. Nothing
here restates a payout or a rule. A wager is made through
:func:`~croupier.reference.craps.game.step`. Each state it can be in is thrown
every one of the 36 ordered dice outcomes (probability 1/36 each), and its
result is read from the model's own settlements. The states it is still
pending in form an absorbing Markov chain, and
:func:`croupier.analysis.chain.solve` solves it exactly.

States are keyed by :func:`project`. It drops what cannot affect the wager
under study: hand numbers (made relative), Fire points (kept only for a Fire
Bet), Bonus marks (kept only for Bonus Craps, and only the totals the wager needs) and,
for Bonus Craps, the point.
The tests check that the projection is sound. Two model states with the same key
must have the same one-step distribution of (result, next key).

The game is kept going by a fixed driver (:func:`drive`), described in
:data:`croupier.analysis.result.CONVENTION`.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Hashable, Iterable, Optional, Sequence, Union

import attrs

from croupier.analysis.chain import Node, solve
from croupier.analysis.result import Ending, WagerAnalysis
from croupier.reference.craps import wagers as wager_rules
from croupier.reference.craps.config import TableConfig
from croupier.reference.craps.definitions import BONUS_KINDS, BONUS_NEEDS, COME_KINDS, POINTS, Bet, Kind
from croupier.reference.craps.game import step
from croupier.reference.craps.legal import legal_events, spots
from croupier.reference.craps.shooter import has_line_bet, offeree
from croupier.reference.craps.state import AcceptDice, Event, Join, PlaceBet, State, Throw
from croupier.reference.money import Rounding
from croupier.reference.outcomes import Commission, Outcome, Result, Returned, Settlement

__all__ = ["AnalysisError", "Study", "analyze", "analyze_study", "bet_in", "catalogue", "drive", "make_wager", "one_step",
           "opening", "project", "start", "studies_named"]

GAME = "craps"
#: the one player at the table: shooter, driver and the player under study
SEAT = 1
DICE: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
P_DICE = Fraction(1, 36)

#: a wager's end: (result, net in cents before the upfront vigorish)
Label = tuple[str, Fraction]
Key = tuple[Hashable, ...]
#: a setup instruction: a spot to bet the least legal amount on, or dice to throw (after the driver)
SetupItem = Union[Bet, tuple[int, int]]


class AnalysisError(RuntimeError):
    """The analysis could not drive the model as it planned: a refused event or a wager that vanished."""


@attrs.frozen
class Study:
    """One wager to analyse: its spot, the setup that comes before it, and which amount is staked."""

    name: str
    bet: Bet
    setup: tuple[SetupItem, ...] = ()
    at_cap: bool = False  #: odds: stake the most the profile allows
    made: str = "at its first legal moment in a fresh hand"


def _dice_for(total: int) -> tuple[int, int]:
    return total // 2, total - total // 2


def _setup_words(setup: Sequence[SetupItem]) -> str:
    words = []
    for item in setup:
        if isinstance(item, Bet):
            words.append(f"the least {item} bet")
        else:
            words.append(f"a throw of {item[0]}-{item[1]}")
    return ", then ".join(words)


def catalogue(cfg: TableConfig) -> list[Study]:
    """Every wager the profile offers, each number, combination and point separately, in layout order."""
    out: list[Study] = []
    for bet in spots():
        k = bet.kind
        if not cfg.offers(k):
            continue
        if k in (Kind.PASS_ODDS, Kind.DONT_PASS_ODDS):
            parent = Bet(Kind.PASS if k is Kind.PASS_ODDS else Kind.DONT_PASS)
            for p in sorted(POINTS):
                setup: tuple[SetupItem, ...] = ((parent, _dice_for(p)) if k is Kind.DONT_PASS_ODDS else (_dice_for(p),))
                out.append(Study(f"{k.value} {p}", bet, setup, at_cap=True,
                                 made=f"at the cap, after {_setup_words(setup)} (point {p})"))
            continue
        if k in (Kind.COME_ODDS, Kind.DONT_COME_ODDS):
            n = bet.number
            assert n is not None
            point = 10 if n < 7 else 4  # a come-out point other than n, chosen so that n and 14 - n mirror
            flat = Bet(Kind.COME if k is Kind.COME_ODDS else Kind.DONT_COME)
            setup = (_dice_for(point), flat, _dice_for(n))
            out.append(Study(str(bet), bet, setup, at_cap=True,
                             made=f"at the cap, after {_setup_words(setup)} (come point {n}, point {point})"))
            continue
        out.append(Study(str(bet), bet))
    return out


def studies_named(cfg: TableConfig, names: Iterable[str]) -> list[Study]:
    """The studies whose name is one of ``names``, or starts with one of them and a space (a whole kind)."""
    every = catalogue(cfg)
    chosen: list[Study] = []
    for name in names:
        want = " ".join(name.split()).lower()
        found = [x for x in every if x.name == want or x.name.startswith(want + " ")]
        if not found:
            raise KeyError(f"no offered wager {name!r}; offered: {', '.join(x.name for x in every)}")
        chosen += [x for x in found if x not in chosen]
    return chosen


# --- the model, driven -------------------------------------------------------------------------


def _apply(cfg: TableConfig, s: State, e: Event) -> tuple[State, tuple[Outcome, ...]]:
    st = step(cfg, s, e)
    if st.rejected:
        raise AnalysisError(f"the model refused {e!r}: {st.outcomes}")
    return st.state, st.outcomes


def _least(cfg: TableConfig, s: State, bet: Bet) -> int:
    wager_rules.check_window(cfg, s, SEAT, bet)
    return wager_rules.bounds(cfg, s, SEAT, bet)[0]


def drive(cfg: TableConfig, s: State) -> State:
    """The driver's fixed policy before a throw: a shooter holds the dice, and has a line bet on a come-out roll."""
    if s.shooter is None:
        seat, _ = offeree(cfg, s)
        if seat is None:
            raise AnalysisError("nobody to offer the dice to")
        s, _ = _apply(cfg, s, AcceptDice(seat))
    assert s.shooter is not None
    if s.point is None and not s.come_bets_only and not has_line_bet(s, s.shooter):
        pass_bet = Bet(Kind.PASS)
        s, _ = _apply(cfg, s, PlaceBet(s.shooter, pass_bet, _least(cfg, s, pass_bet)))
    return s


def project(s: State, kind: Kind) -> State:
    """The model state with what cannot affect a wager of ``kind`` dropped, hand numbers made relative."""
    shift = 1 - s.hand
    if kind is Kind.FIRE:
        wagers = tuple(attrs.evolve(w, cohort=w.cohort + shift) if w.bet.kind is Kind.FIRE else w for w in s.wagers)
        fire = tuple((c + shift, p) for c, p in s.fire_points)
    else:
        wagers, fire = s.wagers, ()
    bonus = kind in BONUS_KINDS
    return attrs.evolve(
        s,
        hand=1,
        wagers=wagers,
        fire_points=fire,
        bonus_marked=s.bonus_marked & BONUS_NEEDS[kind] if bonus else frozenset(),
        point=None if bonus else s.point,
    )


def key(s: State) -> Key:
    """A hashable key for a (projected) state: its fields in order."""
    return tuple(getattr(s, f.name) for f in attrs.fields(State))


def _net(o: Union[Settlement, Returned]) -> tuple[str, Fraction]:
    if isinstance(o, Returned):
        return "returned", Fraction(0)
    if o.result is Result.WIN:
        return "win", Fraction(o.amount)
    if o.result is Result.LOSE:
        return "lose", -Fraction(o.amount)
    return "void", Fraction(0)


def _follow(s: State, bet: Bet, total: int) -> Optional[Bet]:
    """Where the wager on ``bet`` is now: the same spot, or the box a Come bet moved to."""
    if s.wager(SEAT, bet) is not None:
        return bet
    if bet.kind in COME_KINDS and bet.number is None and s.wager(SEAT, Bet(bet.kind, total)) is not None:
        return Bet(bet.kind, total)
    return None


def one_step(cfg: TableConfig, s: State, bet: Bet) -> tuple[dict[Label, Fraction], dict[Key, Fraction], dict[Key, State]]:
    """Throw all 36 outcomes at ``s``: how the wager on ``bet`` ends, and where it goes on (keyed, projected)."""
    ends: dict[Label, int] = {}  # counts of the 36 outcomes
    moves: dict[Key, int] = {}
    states: dict[Key, State] = {}
    kind = bet.kind
    for d1, d2 in DICE:
        after, outcomes = _apply(cfg, s, Throw(d1, d2))
        mine = [o for o in outcomes if isinstance(o, (Settlement, Returned)) and o.seat == SEAT and o.bet == bet]
        if len(mine) > 1:
            raise AnalysisError(f"{bet} was settled twice by one throw: {mine}")
        if mine:
            label = _net(mine[0])
            ends[label] = ends.get(label, 0) + 1
            continue
        if _follow(after, bet, d1 + d2) is None:
            raise AnalysisError(f"{bet} left the layout with no settlement on {d1}-{d2}")
        nxt = project(drive(cfg, after), kind)
        k = key(nxt)
        states[k] = nxt
        moves[k] = moves.get(k, 0) + 1
    return ({x: n * P_DICE for x, n in ends.items()}, {x: n * P_DICE for x, n in moves.items()}, states)


def bet_in(s: State, study: Study) -> Bet:
    """The spot the studied wager occupies in ``s`` (a Come bet moves to its come point)."""
    if s.wager(SEAT, study.bet) is not None:
        return study.bet
    if study.bet.kind in COME_KINDS:
        for w in s.of_seat(SEAT):
            if w.bet.kind is study.bet.kind and w.bet.number is not None:
                return w.bet
    raise AnalysisError(f"{study.bet} is not on the layout")


def make_wager(cfg: TableConfig, s: State, study: Study, amount: Optional[int]) -> Optional[tuple[State, int, Fraction]]:
    """Make the studied wager now, if the rules allow it: (state, stake, upfront vigorish); ``None`` if not yet."""
    legal = [x for x in legal_events(cfg, s) if x.event == "place" and x.seat == SEAT and x.bet == study.bet]
    if not legal:
        return None
    lo, hi = legal[0].min, legal[0].max
    stake = amount if amount is not None and lo <= amount <= hi else (hi if study.at_cap else lo)
    after, outcomes = _apply(cfg, s, PlaceBet(SEAT, study.bet, stake))
    vig = sum((Fraction(o.amount) for o in outcomes if isinstance(o, Commission) and o.bet == study.bet), Fraction(0))
    return after, stake, vig


def opening(cfg: TableConfig, study: Study) -> State:
    """A fresh table with the player seated and holding the dice, after the study's setup."""
    s = State()
    for e in (Join(SEAT), AcceptDice(SEAT)):
        s, _ = _apply(cfg, s, e)
    for item in study.setup:
        if isinstance(item, Bet):
            s, _ = _apply(cfg, s, PlaceBet(SEAT, item, _least(cfg, s, item)))
        else:
            s, _ = _apply(cfg, drive(cfg, s), Throw(*item))
    return s


def start(cfg: TableConfig, study: Study, amount: Optional[int] = None) -> tuple[dict[Key, Fraction], dict[Key, State], int, Fraction]:
    """Where the studied wager starts: a distribution over (keyed) states just after it is made, its stake and vigorish.

    The wager is made at its first legal moment. If that is not now, the driver
    keeps throwing (every outcome) until it is, which is itself an absorbing
    chain; the states the wager is made in are its ends.
    """
    s0 = opening(cfg, study)
    placed: dict[Key, tuple[State, int, Fraction]] = {}
    nodes: dict[Key, Node[Key, Key]] = {}
    todo = [s0]
    first: Optional[Key] = None
    while todo:
        s = todo.pop()
        k = key(project(s, Kind.PASS))
        if first is None:
            first = k
        if k in nodes:
            continue
        made = make_wager(cfg, s, study, amount)
        if made is not None:
            after = made[0]
            placed[k] = (project(drive(cfg, after), study.bet.kind), made[1], made[2])
            nodes[k] = Node((), ((k, Fraction(1)),))
            continue
        ready = drive(cfg, s)
        moves: dict[Key, Fraction] = {}
        for d in DICE:
            nxt, _ = _apply(cfg, ready, Throw(*d))
            nk = key(project(nxt, Kind.PASS))
            moves[nk] = moves.get(nk, Fraction(0)) + P_DICE
            todo.append(nxt)
        nodes[k] = Node(tuple(moves.items()), ())
    assert first is not None
    reach = solve(nodes).ends[first]
    stakes = {(v[1], v[2]) for v in placed.values()}
    if len(stakes) != 1:
        raise AnalysisError(f"{study.name}: the stake depends on where it is made: {sorted(stakes)}")
    (stake, vig), = stakes
    dist: dict[Key, Fraction] = {}
    states: dict[Key, State] = {}
    for where, p in reach.items():
        s = placed[where][0]
        sk = key(s)
        states[sk] = s
        dist[sk] = dist.get(sk, Fraction(0)) + p
    return dist, states, stake, vig


def _chain(cfg: TableConfig, study: Study, amount: Optional[int]) -> tuple[dict[Label, Fraction], Fraction, int, Fraction, int]:
    """(end -> probability, expected rolls, stake, upfront vigorish, transient states) for one study."""
    dist, states, stake, vig = start(cfg, study, amount)
    nodes: dict[Key, Node[Key, Label]] = {}
    todo = list(states)
    while todo:
        k = todo.pop()
        if k in nodes:
            continue
        s = states[k]
        ends, moves, found = one_step(cfg, s, bet_in(s, study))
        nodes[k] = Node(tuple(moves.items()), tuple(ends.items()))
        for nk, ns in found.items():
            if nk not in states:
                states[nk] = ns
                todo.append(nk)
    sol = solve(nodes)
    out: dict[Label, Fraction] = {}
    rolls = Fraction(0)
    for k, p in dist.items():
        rolls += p * sol.steps[k]
        for label, q in sol.ends[k].items():
            out[label] = out.get(label, Fraction(0)) + p * q
    return out, rolls, stake, vig, len(nodes)


def _whole_chip_multiple(amounts: Iterable[Fraction], chip: int) -> int:
    """The least whole multiplier that makes every amount a whole number of chips."""
    m = 1
    for a in amounts:
        m = math.lcm(m, (Fraction(a) / chip).denominator)
    return m


def analyze_study(cfg: TableConfig, study: Study) -> WagerAnalysis:
    """The exact result distribution and edge of one wager."""
    amount: Optional[int] = None
    if cfg.rounding is not Rounding.EXACT and not study.at_cap:
        exact_cfg = attrs.evolve(cfg, rounding=Rounding.EXACT)
        ends, _, stake, vig, _ = _chain(exact_cfg, study, None)
        m = _whole_chip_multiple([net for _, net in ends] + [vig], cfg.chip)
        if m > 1:
            amount = stake * m  # made at the least amount instead if the table's maximum is lower
    ends, rolls, stake, vig, n = _chain(cfg, study, amount)
    endings = tuple(
        Ending(result, (net - vig) / stake, p) for (result, net), p in sorted(ends.items(), key=lambda x: (x[0][1], x[0][0]))
    )
    return WagerAnalysis(GAME, study.name, study.made, stake, vig, endings, rolls, n)


def analyze(cfg: TableConfig, names: Optional[Iterable[str]] = None) -> list[WagerAnalysis]:
    """Every offered wager of ``cfg`` (or those named), analysed exactly."""
    chosen = catalogue(cfg) if names is None else studies_named(cfg, names)
    return [analyze_study(cfg, x) for x in chosen]
