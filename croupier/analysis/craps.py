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

import argparse
import math
import sys
from fractions import Fraction
from typing import Hashable, Iterable, Optional, Sequence, Union

import attrs

from croupier.analysis.chain import Node, solve
from croupier.analysis.command import Printout, Refusal, contracts_on
from croupier.analysis.result import AnalysisError, Ending, WagerAnalysis, fraction_text, percent
from croupier.reference.craps import wagers as wager_rules
from croupier.reference.craps.config import AfterWin, TableConfig, Vig, VigBase
from croupier.reference.craps.definitions import BONUS_KINDS, BONUS_NEEDS, COME_KINDS, POINTS, Bet, Kind
from croupier.reference.craps.game import step
from croupier.reference.craps.legal import legal_events, spots
from croupier.reference.craps.paytable import paytables
from croupier.reference.craps.shooter import has_line_bet, offeree
from croupier.reference.craps.state import AcceptDice, Event, Join, PlaceBet, State, Throw
from croupier.reference.money import Rounding
from croupier.reference.outcomes import Commission, Outcome, Result, Returned, Settlement

__all__ = ["AnalysisError", "Combined", "Study", "analyze", "analyze_study", "bet_in", "catalogue",
           "combined_with_odds", "drive", "elections", "make_wager", "one_step", "opening", "point_chances",
           "printout", "project", "start", "studies_named", "working"]

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


def working(cfg: TableConfig, s: State, bet: Bet) -> bool:
    """Whether the player's wager on ``bet`` acts on the next throw: not off on a come-out roll (the model's rule)."""
    w = s.wager(SEAT, bet)
    if w is None:
        raise AnalysisError(f"{bet} is not on the layout")
    return s.point is not None or wager_rules.working_on_come_out(cfg, w)


def _chain(cfg: TableConfig, study: Study, amount: Optional[int]
           ) -> tuple[dict[Label, Fraction], Fraction, Fraction, int, Fraction, int]:
    """(end -> probability, expected rolls, expected working rolls, stake, upfront vigorish, transient states) for
    one study."""
    dist, states, stake, vig = start(cfg, study, amount)
    nodes: dict[Key, Node[Key, Label]] = {}
    works: dict[Key, Fraction] = {}
    todo = list(states)
    while todo:
        k = todo.pop()
        if k in nodes:
            continue
        s = states[k]
        bet = bet_in(s, study)
        works[k] = Fraction(1 if working(cfg, s, bet) else 0)
        ends, moves, found = one_step(cfg, s, bet)
        nodes[k] = Node(tuple(moves.items()), tuple(ends.items()))
        for nk, ns in found.items():
            if nk not in states:
                states[nk] = ns
                todo.append(nk)
    sol = solve(nodes, works)
    out: dict[Label, Fraction] = {}
    rolls = worked = Fraction(0)
    for k, p in dist.items():
        rolls += p * sol.steps[k]
        worked += p * sol.weighted[k]
        for label, q in sol.ends[k].items():
            out[label] = out.get(label, Fraction(0)) + p * q
    return out, rolls, worked, stake, vig, len(nodes)


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
        ends, _, _, stake, vig, _ = _chain(exact_cfg, study, None)
        m = _whole_chip_multiple([net for _, net in ends] + [vig], cfg.chip)
        if m > 1:
            amount = stake * m  # made at the least amount instead if the table's maximum is lower
    ends, rolls, worked, stake, vig, n = _chain(cfg, study, amount)
    endings = tuple(
        Ending(result, (net - vig) / stake, p) for (result, net), p in sorted(ends.items(), key=lambda x: (x[0][1], x[0][0]))
    )
    return WagerAnalysis(GAME, study.name, study.made, stake, vig, endings, rolls, n, working_rolls=worked)


def analyze(cfg: TableConfig, names: Optional[Iterable[str]] = None) -> list[WagerAnalysis]:
    """Every offered wager of ``cfg`` (or those named), analysed exactly."""
    chosen = catalogue(cfg) if names is None else studies_named(cfg, names)
    return [analyze_study(cfg, x) for x in chosen]


# --- what the figures depend on, and the line wagers with their odds ----------------------------


def _percent_rate(rate: Fraction) -> str:
    return f"{float(rate * 100):g}%"


def _numbers(nums: Iterable[int]) -> str:
    return ", ".join(str(n) for n in sorted(nums))


def _vig_words(cfg: TableConfig, lay: bool) -> str:
    """The Buy (or Lay) vigorish election in words, naming the options that set it."""
    name = "lay" if lay else "buy"
    how: Vig = cfg.lay_vig if lay else cfg.buy_vig
    rate = _percent_rate(cfg.lay_vig_rate if lay else cfg.buy_vig_rate)
    wager = "Lay" if lay else "Buy"
    if how is Vig.NONE:
        return (f"{wager} vigorish: NONE ({name}_vig = none): every {wager} wager is paid at true odds with nothing "
                f"charged, so its edge is 0")
    if how is Vig.UPFRONT:
        base = "what the Lay could win" if lay and not cfg.lay_vig_on_wager else "the amount wagered"
        return (f"{wager} vigorish: {rate} of {base}, paid when the wager is made, on every {wager} wager "
                f"({name}_vig = upfront, {name}_vig_rate)")
    if lay:
        base = "the amount wagered" if cfg.lay_vig_on_wager else "the win"
    else:
        base = "the amount wagered" if cfg.vig_on_win_base is VigBase.WAGER else "the win"
    numbers = _numbers(cfg.lay_vig_numbers if lay else cfg.buy_vig_numbers)
    extra = "" if lay else ", vig_on_win_base"
    return (f"{wager} vigorish: {rate} of {base}, taken from a win on {numbers} only ({name}_vig = on_win, "
            f"{name}_vig_rate, {name}_vig_numbers{extra})")


def _caps(cfg: TableConfig, dont: bool) -> str:
    """``1x on every point`` or ``3x on 4 and 10, 4x on 5 and 9, 5x on 6 and 8``."""
    by: dict[int, list[int]] = {}
    for p in sorted(POINTS):
        by.setdefault(cfg.multiple(p, dont), []).append(p)
    if len(by) == 1:
        return f"{next(iter(by))}x on every point"
    return ", ".join(f"{m}x on {' and '.join(str(p) for p in ps)}" for m, ps in by.items())


def elections(cfg: TableConfig) -> list[str]:
    """Every election and reading of ``cfg`` that changes a figure of the analysis, one line each, with the
    option that sets it (the header of ``croupier analyze``)."""
    tables = paytables(cfg.ruleset)
    out = [f"table: {cfg.game.value.replace('_', '-')}, paytables of {cfg.ruleset}; stakes at the least legal amount "
           f"(table_min {cfg.table_min} cents{', limits' if cfg.limits else ''}); payouts {cfg.rounding.value} "
           f"(rounding) in {cfg.chip}-cent chips (chip)"]
    if cfg.offers(Kind.BUY):
        out.append(_vig_words(cfg, lay=False))
    if cfg.offers(Kind.LAY):
        out.append(_vig_words(cfg, lay=True))
    out.append(f"odds caps, in multiples of the flat wager: Pass and Come odds up to {_caps(cfg, False)} "
               f"(odds_multiple); Don't Pass and Don't Come odds winning up to {_caps(cfg, True)} "
               f"(dont_odds_multiple), in whole chips")
    out.append(f"odds on a come-out roll: Come odds {cfg.come_odds_on_come_out.value} (come_odds_on_come_out), "
               f"Don't Come odds {cfg.dont_come_odds_on_come_out.value} (dont_come_odds_on_come_out)")
    stays = "stays up as a new wager" if cfg.after_win is AfterWin.STAYS_UP else "is returned"
    out.append(f"a winning Place, Buy, Lay, hardway or one-roll wager {stays} (after_win = {cfg.after_win.value})")
    if cfg.offers(Kind.FIELD):
        by_odds: dict[str, list[str]] = {}
        for t in (2, 3, 4, 9, 10, 11, 12):
            by_odds.setdefault(str(tables.main[f"field_{t}"]), []).append(str(t))
        pays = "; ".join(f"{', '.join(ts)} {'pays' if len(ts) == 1 else 'pay'} {o}" for o, ts in by_odds.items())
        out.append(f"Field: {pays} (the paytable of {cfg.ruleset})")
    if cfg.offers(Kind.FIRE):
        fire = tables.fire[cfg.fire_paytable.value]
        out.append(f"Fire Bet pay table {cfg.fire_paytable.value} (fire_paytable): 4 points {fire[4]}, 5 points "
                   f"{fire[5]}, 6 points {fire[6]}; ends on a {cfg.fire_ending_seven.value.replace('_', ' ')} "
                   f"(fire_ending_seven); points from {cfg.fire_point_source.value.replace('_', ' ')} "
                   f"(fire_point_source); {cfg.fire_carry_over.value} (fire_carry_over)")
    bonus = [k for k in (Kind.ALL_SMALL, Kind.ALL_TALL, Kind.ALL_OR_NOTHING) if cfg.offers(k)]
    if bonus:
        pays = ", ".join(f"{k.value} {tables.bonus[k.value]}" for k in bonus)
        out.append(f"Bonus Craps: {pays}; window {cfg.bonus_window.value.replace('_', ' ')} (bonus_window)")
    return out


def point_chances(cfg: TableConfig, study: Study) -> dict[int, Fraction]:
    """The chance that the line or Come wager of ``study``, made as studied, goes to each point (the model's
    throws: a natural, craps or bar ends it instead)."""
    dist, states, _, _ = start(cfg, study)
    out: dict[int, Fraction] = {}
    for k, p in dist.items():
        s = states[k]
        _, moves, found = one_step(cfg, s, bet_in(s, study))
        for nk, q in moves.items():
            after = found[nk]
            point = after.point if study.bet.kind in (Kind.PASS, Kind.DONT_PASS) else bet_in(after, study).number
            if point is None:
                raise AnalysisError(f"{study.name} went on without a point")
            out[point] = out.get(point, Fraction(0)) + p * q
    return dict(sorted(out.items()))


@attrs.frozen
class Combined:
    """A flat wager with its odds made at the cap whenever it has a point: the edge per total wagered."""

    flat: str  #: the flat wager: pass, dont_pass, come or dont_come
    odds_wager: str  #: the odds wager that backs it
    caps: str  #: the caps, in words
    flat_stake: int  #: the flat wager the odds are made behind (the least legal)
    odds_stakes: tuple[tuple[int, int], ...]  #: (point, odds stake at the cap behind it)
    wagered: Fraction  #: expected total wagered, flat plus odds, per unit of the flat wager
    edge: Fraction  #: expected loss of both over the expected total wagered


#: each flat wager and the odds that back it
_WITH_ODDS = (("pass", "pass_odds"), ("dont_pass", "dont_pass_odds"), ("come", "come_odds"),
              ("dont_come", "dont_come_odds"))


def combined_with_odds(cfg: TableConfig, rows: Sequence[WagerAnalysis]) -> list[Combined]:
    """For each flat line or Come wager analysed together with its odds on every point: the edge per total
    wagered when the odds are made at the profile's cap (Pass at 1x: 7/825)."""
    by = {a.wager: a for a in rows}
    out = []
    for flat, odds in _WITH_ODDS:
        names = [f"{odds} {p}" for p in sorted(POINTS)]
        if flat not in by or any(n not in by for n in names):
            continue
        (flat_study,) = studies_named(cfg, [flat])
        chances = point_chances(cfg, flat_study)
        loss, wagered = by[flat].edge, Fraction(1)
        behind = set()
        for p, q in chances.items():
            (study,) = studies_named(cfg, [f"{odds} {p}"])
            flat_amount = wager_rules.odds_parent(opening(cfg, study), SEAT, study.bet)[0].amount
            behind.add(flat_amount)
            a = by[study.name]
            units = Fraction(a.stake, flat_amount)  # odds per unit of the flat wager behind them
            loss += q * units * a.edge
            wagered += q * units
        if len(behind) != 1:
            raise AnalysisError(f"{odds}: made behind flat wagers of different amounts {sorted(behind)}")
        stakes = tuple((p, by[f"{odds} {p}"].stake) for p in sorted(POINTS))
        dont = flat.startswith("dont")
        out.append(Combined(flat, odds, _caps(cfg, dont), behind.pop(), stakes, wagered, loss / wagered))
    return out


def printout(args: argparse.Namespace, label: str, cfg: TableConfig) -> Printout:
    """``croupier analyze --game craps``: every offered wager as an exact Markov chain over the 36 throws, through the
    Craps model; the header names every election the figures depend on, the notes give each line wager with its
    odds."""
    try:
        rows = analyze(cfg, args.wager)
    except KeyError as e:
        raise Refusal(e.args[0]) from None
    combined = combined_with_odds(cfg, rows)
    about = {"game": "craps", "table": cfg.game.value, "ruleset": cfg.ruleset, "profile": label,
             "elections": elections(cfg),
             "combined_with_odds": [{"flat": c.flat, "odds": c.odds_wager, "caps": c.caps, "flat_stake": c.flat_stake,
                                     "odds_stakes": {str(p): stake for p, stake in c.odds_stakes},
                                     "expected_total_wagered": fraction_text(c.wagered),
                                     "edge_per_total_wagered": fraction_text(c.edge),
                                     "edge_per_total_wagered_decimal": f"{float(c.edge):.10f}"} for c in combined],
             "contracts": contracts_on()}
    header = "\n".join([f"{cfg.game.value.replace('_', '-')} under {cfg.ruleset}, profile {label}: exact house edges",
                        "elections that change these figures:", *(f"  {x}" for x in elections(cfg))])
    notes = [f"{c.flat} with {c.odds_wager} at the cap ({c.caps}): {fraction_text(c.edge)} = {percent(c.edge)} "
             f"per total wagered; odds behind {c.flat} {c.flat_stake}: "
             f"{', '.join(f'{p} {stake}' for p, stake in c.odds_stakes)}" for c in combined]
    return Printout(rows=rows, about=about, header=header,
                    chart_title=f"House edge per wager: {label} ({cfg.ruleset})", notes=notes,
                    rerun=(cfg, lambda c: analyze(c, args.wager)))
