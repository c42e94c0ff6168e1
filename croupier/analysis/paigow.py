"""Exact analysis of the Pai Gow wager and Maryland's Pair Fortunes bonus, for one house-banked round, and of the
other side, a player bank and a co-bank (621a.9), through the reference model.

``cfg``: TableConfig; ``r``: the edition's :class:`~croupier.reference.paigow.tiles.Ranking`; a *kind* is one of
the 21 faces (11 of them twice in a set, 10 once, 621a.3(a)); a *draw* is a multiset of four tiles, one of the
8,130 a set can deal a position, written as its count of each kind.

What is dealt. The model draws nothing: a round's 32 tiles come in stacked, and the dice choose which stack goes
where (621a.6). Whatever the row and the dice, the player's four tiles and the dealer's four are, to a player who
cannot see the stacking, two disjoint draws at random from the full set: each of the C(32, 4) x C(28, 4) =
736,281,000 ways to choose them (copies told apart) equally likely. The enumeration weighs each pair of draws by
its number of ways: the product over kinds of C(copies, taken) for the player, and C(copies left, taken) for the
dealer. Nothing is sampled and nothing is rounded; the weights sum to 736,281,000 or the analysis refuses.

How the hands are set. The dealer sets by the house way the profile describes (``cfg.dealer_way``: 621a.8(d)'s
steps, then ``house_way_pairs``, ``house_way_high_nine`` and the tie-break ``house_way``); a casino's own is its
Rules Submission (621a.8(b), 621a.10(f)), so every figure is for that house way only (:func:`house_way_note`). The
player is taken to set by the same house way, the usual convention of a Pai Gow analysis. Both settings come from
:func:`~croupier.reference.paigow.house_way.choose`, once per draw. A player may set as he likes:
``setting = "best"`` (:func:`best_setting_classes`) has him set each draw the way, of its three, with the best
expected net against the dealer's house way, knowing only his own four tiles.

How the rounds are settled. Nothing here restates a result, a payout or the vigorish. The enumeration sorts pairs
of draws into classes that decide any settlement under any profile: whether the player's high hand outranks the
dealer's and whether his low hand does (:meth:`Ranking.beats`, copies and the zero-zero rule going to the banker),
and whether his low hand is a 'value of zero' under either reading of AMB-1 (a value hand of value 0; any hand
whose pips total a multiple of ten). One round of each class is played through
:func:`~croupier.reference.paigow.game.step` with the class's tiles stacked to the player and the dealer: the
model's settlement gives the result and the vigorish, rounded as the profile says. The Pair Fortunes bonus is
sorted by the category of the player's four tiles (:func:`~croupier.reference.paigow.bonus.category`) and settled
the same way, one round per category.

The other side. A player bank (or co-bank) against one opposing hand uses the same classes, the opposing hand as
the class's player and the bank's as its dealer; one banked round per class is played through ``step``
(:func:`bank_play`), and the bank's settlement of the centre (621a.9(o), (r)) gives its result and the 5% it pays
on a surplus. The edge is per unit the bank covers (the stake, or a co-bank's half).

The pairs are counted with numpy, one player draw at a time against every dealer draw at once (about 66 million
pairs of draws, most of weight 0 or 1).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import Mapping, Optional, Sequence

import attrs
import numpy as np

from croupier.analysis.command import Printout, Refusal, contracts_on
from croupier.analysis.result import AnalysisError, Ending, WagerAnalysis, fraction_text
from croupier.reference.outcomes import Result, Settlement
from croupier.reference.paigow import bonus, kernels
from croupier.reference.paigow.config import PairFortunes, StartOfGame, StartSource, TableConfig, warnings
from croupier.reference.paigow.dealing import DEALER
from croupier.reference.paigow.game import BANK, BONUS, CO_BANK, WAGER, BankDecision, DealerSets, DirectDealerWager, \
    Join, NoMoreBets, PlaceWager, RandomNumber, SetHands, Settle, Shake, Stack, State, replay
from croupier.reference.paigow.house_way import KEEP_PAIRS, HouseWay, HouseWayRules, Split, choose, splits
from croupier.reference.paigow.tiles import Ranking, Tile, full_set

__all__ = ["CONVENTION", "DEFAULT_STAKE", "SETTINGS", "WAGERS", "AnalysisError", "Draws", "analyze", "bank_play",
           "best_setting_classes", "bonus_classes", "draws", "dealer_ways", "extra", "house_way_note", "play",
           "printout", "round_classes", "setting_counts", "summary", "wagers_named"]

#: the wagers analysed: the two a player makes against the house (the Pai Gow wager, and Maryland's Pair Fortunes
#: bonus), and the other side, a player who banks (621a.9(a)) or co-banks with the house (621a.9(e))
WAGERS = (WAGER, BONUS, BANK, CO_BANK)
#: how the player sets his tiles: as the dealer does, or the way that does best against the dealer's house way
SETTINGS = ("house_way", "best")
#: the stake analysed when none is given: $10, whose 5% (50 cents) is already a multiple of 25 cents
DEFAULT_STAKE = 1000
#: the player's position in the analysed round; in a banked round, the bank's
SEAT = 1
#: the position that wagers against the bank in a banked round
OPPONENT = 2
#: the number of ways to deal a player four tiles and the dealer four of the 28 left
ALL_WAYS = comb(32, 4) * comb(28, 4)

#: how every Pai Gow figure is measured, in words
CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked, per round: minus the player's expected net result divided by the "
            "stake, a push (one hand won, one lost) counting with net 0",
    "deal": "one round: the player's four tiles and the dealer's (or the bank's) four are two disjoint draws at "
            "random from the 32-tile set, each of the C(32,4) x C(28,4) = 736,281,000 ways equally likely; the "
            "other positions and the Dead Hand are unseen and change nothing",
    "setting": "the dealer sets by the profile's house way: the steps of 621a.8(d), then the rules the profile "
               "describes (house_way_pairs, house_way_high_nine) and the named tie-break (house_way) where the text "
               "leaves a choice; a casino's real house way is its Rules Submission (621a.8(b), 621a.10(f)), so "
               "every figure is for this house way only. The player is taken to set by the same house way, the "
               "usual convention, or (--setting best) each draw the way that does best against the dealer's house "
               "way, knowing his own four tiles only",
    "bank": "the other side (621a.9): a player at position 1 banks against one opposing hand, a Pai Gow wager of "
            "the stake at position 2; the dealer's wager against the bank is directed to nothing (621a.9(h)), and "
            "a co-bank has none (621a.9(e)). The bank and the opposing player both set by the house way (a "
            "co-bank's hand is set by the dealer, 621a.9(e)), whatever --setting says. The edge is per unit "
            "banked, per round: minus the bank's expected net divided by what it covers (the stake for a bank, "
            "its half for a co-bank, 621a.9(r)), after the 5% the bank pays on a surplus it keeps (621a.9(o), "
            "(r)), as the model settles the centre. Against several hands the 5% is paid on the net surplus "
            "only, so the bank pays no more per unit than here: this edge is the most the bank gives up",
    "resolution": "the Pai Gow wager is decided by the round: a win when both of the player's hands outrank the "
                  "dealer's, a loss when neither does, a push otherwise; copies, and two hands of value 0 where the "
                  "edition has the zero-zero rule, go to the banker; the Pair Fortunes bonus is decided by the "
                  "player's four tiles alone",
    "vig": "the 5% vigorish on a winning Pai Gow wager is included, rounded as the profile says (vig_rounding): "
           "at the stated stake; none is taken on a bonus win; a bank pays it on the surplus it keeps, a co-bank on "
           "its half (621a.9(o), (r))",
    "per_roll": "one round per wager: the edge per round equals the edge per wager",
    "made": "one Pai Gow wager of the stake at position 1, alone at the table with the dealer as banker; the "
            "bonus, where analysed, with it at the same position, of the same stake; the bank and co-bank as "
            "'bank' says",
}

GAME = "paigow"




# --- the draws ----------------------------------------------------------------------------------------------------

#: C(n, k) for n, k in 0..2: the ways to take k of the n copies of a kind
_CHOOSE = np.array([[comb(n, k) for k in range(3)] for n in range(3)], dtype=np.int64)


@attrs.frozen(eq=False)
class Draws:
    """Every four-tile draw from a set, with what the house way makes of it (arrays indexed by draw)."""

    kinds: tuple[Tile, ...]  #: the 21 faces, in face order
    copies: np.ndarray  #: (21,) how many of each kind a set holds
    counts: np.ndarray  #: (n, 21) how many of each kind the draw holds
    ways: np.ndarray  #: (n,) the ways to draw it from a full set, copies told apart
    high: np.ndarray  #: (n,) the strength (an index: higher is better, equal is a copy) of its house-way high hand
    low: np.ndarray  #: (n,) the same for its low hand
    zero_value: np.ndarray  #: (n,) its low hand is a value hand of value 0 (AMB-1, value_hands_only)
    zero_pips: np.ndarray  #: (n,) its low hand's pips total a multiple of ten (AMB-1, any_pip_total)

    def tiles(self, i: int) -> tuple[Tile, ...]:
        """The four tiles of draw ``i``."""
        return tuple(t for t, n in zip(self.kinds, self.counts[i]) for _ in range(int(n)))


@lru_cache(maxsize=None)
def _strength_order(ruleset: str) -> dict[tuple[int, int, int], int]:
    """Every two-tile hand's strength (:meth:`Ranking.strength`) -> its index among them, higher better."""
    r = Ranking.from_ruleset(ruleset)
    kinds = sorted(set(full_set(r)))
    hands = {tuple(sorted((a, b))) for a, b in itertools.combinations_with_replacement(kinds, 2)}
    return {s: i for i, s in enumerate(sorted({r.strength(h) for h in hands}))}  # type: ignore[arg-type]


@lru_cache(maxsize=None)
def draws(ruleset: str, way: HouseWay | HouseWayRules) -> Draws:
    """Every draw of four tiles from the set of ``ruleset``, set by the house way ``way``."""
    r = Ranking.from_ruleset(ruleset)
    kinds = tuple(sorted(set(full_set(r))))
    copies = [r.copies[t] for t in kinds]
    order = _strength_order(ruleset)
    rows, ways, high, low, zero_value, zero_pips = [], [], [], [], [], []
    for combo in itertools.combinations_with_replacement(range(len(kinds)), 4):
        taken = Counter(combo)
        if any(n > copies[k] for k, n in taken.items()):
            continue
        tiles = [kinds[k] for k in combo]
        split = choose(r, tiles, way)
        v = r.evaluate(split.low)
        rows.append([taken.get(k, 0) for k in range(len(kinds))])
        ways.append(np.prod([comb(copies[k], n) for k, n in taken.items()]))
        high.append(order[r.strength(split.high)])
        low.append(order[r.strength(split.low)])
        zero_value.append(not v.is_pair and v.value == 0)
        zero_pips.append(sum(a + b for a, b in split.low) % 10 == 0)
    return Draws(kinds, np.array(copies, dtype=np.int64), np.array(rows, dtype=np.int64),
                 np.array(ways, dtype=np.int64), np.array(high), np.array(low), np.array(zero_value),
                 np.array(zero_pips))


def dealer_ways(d: Draws, i: int) -> np.ndarray:
    """For every draw: the ways to deal it to the dealer from the 28 tiles left once the player holds draw ``i``
    (0 where his tiles leave too few of a kind). Only the kinds the player took change from the full set's ways."""
    taken = d.counts[i]
    w = d.ways.copy()
    for k in np.nonzero(taken)[0]:
        col = d.counts[:, k]
        w = w // _CHOOSE[d.copies[k], col] * _CHOOSE[d.copies[k] - taken[k], col]
    return w


#: a class of rounds: the player's high hand outranks the dealer's, his low hand does, and his low hand is a value
#: hand of value 0, or a hand whose pips total a multiple of ten (the two readings of AMB-1)
Round = tuple[bool, bool, bool, bool]


@lru_cache(maxsize=None)
def round_classes(ruleset: str, way: HouseWay | HouseWayRules
                  ) -> tuple[tuple[Round, int, tuple[Tile, ...], tuple[Tile, ...]], ...]:
    """Every class of rounds: its number of ways out of :data:`ALL_WAYS`, exactly, and one player draw and one
    dealer draw that make it. The player's draws are taken one at a time; the dealer's ways given the player's
    tiles differ from the full set's only in the kinds the player took."""
    d = draws(ruleset, way)
    tally: dict[Round, int] = {}
    sample: dict[Round, tuple[int, int]] = {}
    for i in range(len(d.ways)):
        w = dealer_ways(d, i)
        hb, lb = d.high[i] > d.high, d.low[i] > d.low
        for h, lo in itertools.product((False, True), repeat=2):
            mask = (hb == h) & (lb == lo) & (w > 0)
            n = int(w[mask].sum())
            if n:
                key = (h, lo, bool(d.zero_value[i]), bool(d.zero_pips[i]))
                tally[key] = tally.get(key, 0) + int(d.ways[i]) * n
                sample.setdefault(key, (i, int(np.nonzero(mask)[0][0])))
    if sum(tally.values()) != ALL_WAYS:
        raise AnalysisError(f"the deals weigh {sum(tally.values())}, not {ALL_WAYS}")
    return tuple((k, tally[k], d.tiles(sample[k][0]), d.tiles(sample[k][1])) for k in sorted(tally))


@lru_cache(maxsize=None)
def bonus_classes(ruleset: str) -> tuple[tuple[Optional[bonus.Category], int, tuple[Tile, ...]], ...]:
    """Every Pair Fortunes category of a player's four tiles (``None``: no qualifying pair), its number of ways out
    of C(32, 4), and a draw that makes it."""
    r = Ranking.from_ruleset(ruleset)
    d = draws(ruleset, HouseWay.STRONGEST_LOW)  # the category does not depend on the setting (AMB-25(d))
    tally: dict[Optional[bonus.Category], int] = {}
    sample: dict[Optional[bonus.Category], int] = {}
    for i in range(len(d.ways)):
        c = bonus.category(r, d.tiles(i))
        tally[c] = tally.get(c, 0) + int(d.ways[i])
        sample.setdefault(c, i)
    if sum(tally.values()) != comb(32, 4):
        raise AnalysisError(f"the draws weigh {sum(tally.values())}, not {comb(32, 4)}")
    best = list(bonus.Category)
    return tuple((c, tally[c], d.tiles(sample[c]))
                 for c in sorted(tally, key=lambda c: best.index(c) if c is not None else len(best)))


def _round_of(r: Ranking, split: Split, high: bool, low: bool) -> Round:
    v = r.evaluate(split.low)
    return high, low, not v.is_pair and v.value == 0, sum(a + b for a, b in split.low) % 10 == 0


def setting_counts(ruleset: str, d: Draws, w: np.ndarray, split: Split) -> dict[Round, tuple[int, int]]:
    """For a player who sets his draw as ``split`` against the dealer's draws weighing ``w`` (:func:`dealer_ways`):
    each class of rounds, its number of dealer ways and one dealer draw that makes it."""
    r, order = Ranking.from_ruleset(ruleset), _strength_order(ruleset)
    hb, lb = order[r.strength(split.high)] > d.high, order[r.strength(split.low)] > d.low
    out: dict[Round, tuple[int, int]] = {}
    for h, lo in itertools.product((False, True), repeat=2):
        mask = (hb == h) & (lb == lo) & (w > 0)
        n = int(w[mask].sum())
        if n:
            out[_round_of(r, split, h, lo)] = (n, int(np.nonzero(mask)[0][0]))
    return out


def best_setting_classes(cfg: TableConfig, stake: int) -> tuple[dict[Round, int], dict[Round, tuple[str, Fraction]]]:
    """The player who sets each draw the way that does best against the dealer's house way (all three settings
    tried against every dealer draw, the expected net of each taken from the model's settlement of its classes;
    ties go to the house way's setting). Every class's number of ways out of :data:`ALL_WAYS`, and its settlement
    (result, net per unit), each class settled once through the model."""
    r = Ranking.from_ruleset(cfg.ruleset)
    d = draws(cfg.ruleset, cfg.dealer_way)
    settled: dict[Round, tuple[str, Fraction]] = {}
    tally: dict[Round, int] = {}
    for i in range(len(d.ways)):
        w = dealer_ways(d, i)
        tiles = d.tiles(i)
        way = choose(r, tiles, cfg.dealer_way)
        options = [way] + [x for x in splits(r, tiles) if {x.high, x.low} != {way.high, way.low}]
        best: Optional[tuple[Fraction, dict[Round, int]]] = None
        for split in options:
            counts = setting_counts(cfg.ruleset, d, w, split)
            for key, (n, j) in counts.items():
                if key not in settled:
                    settled[key] = _result(play(cfg, tiles, d.tiles(j), stake, split=split)[WAGER], stake)
            ev = sum((settled[k][1] * n for k, (n, _) in counts.items()), Fraction(0))
            if best is None or ev > best[0]:
                best = (ev, {k: n for k, (n, _) in counts.items()})
        assert best is not None
        for key, n in best[1].items():
            tally[key] = tally.get(key, 0) + int(d.ways[i]) * n
    if sum(tally.values()) != ALL_WAYS:
        raise AnalysisError(f"the deals weigh {sum(tally.values())}, not {ALL_WAYS}")
    return tally, settled


# --- settlement, through the model --------------------------------------------------------------------------------


def wagers_named(cfg: TableConfig, names: Optional[Sequence[str]] = None) -> list[str]:
    """The wagers the table offers (``pai_gow``, the Pai Gow wager; ``pair_fortunes`` where the table has the bonus;
    ``bank`` and ``co_bank`` where it offers player banking and co-banking, 621a.9(a), (e)), or those ``names``
    name; :class:`KeyError` if a name is no Pai Gow wager or the table does not offer it."""
    banks = cfg.player_banking and cfg.start_of_game is not StartOfGame.EVERY_ROUND  # AMB-11: no round to bank
    offered = [WAGER] + ([BONUS] if cfg.pair_fortunes is not PairFortunes.NONE else []) + (
        [BANK] if banks else []) + ([CO_BANK] if banks and cfg.co_banking else [])
    if not names:
        return offered
    chosen = set()
    for name in names:
        text = name.strip().lower().replace("-", "_").replace(" ", "_")
        text = {"paigow": WAGER, "bonus": BONUS, "cobank": CO_BANK}.get(text, text)
        if text not in WAGERS:
            raise KeyError(f"not a Pai Gow wager: {name!r} (one of {', '.join(WAGERS)})")
        if text not in offered:
            why = {BONUS: "pair_fortunes = none", BANK: "player_banking = false", CO_BANK: "co_banking = false"}[text]
            if text in (BANK, CO_BANK) and cfg.player_banking and cfg.start_of_game is StartOfGame.EVERY_ROUND:
                why = "start_of_game = every_round: no round may be banked"
            raise KeyError(f"{name!r} is not offered at this table ({why})")
        chosen.add(text)
    return [w for w in offered if w in chosen]


def _start(cfg: TableConfig) -> tuple[object, int]:
    """The event that picks the starting position, and the place that takes the first stack: the shaker's 4-3-3,
    or the RNG's first number that gives the same place."""
    if cfg.start_position_source is StartSource.SHAKER:
        return Shake((4, 3, 3)), kernels.first_position(DEALER, 10)
    n = next(n for n in cfg.starting_numbers if kernels.first_position(DEALER, n) == SEAT)
    return RandomNumber(n), SEAT


def _row(first: int, places: Mapping[int, Sequence[Tile]], r: Ranking) -> tuple[tuple[Tile, ...], ...]:
    """A stacked row that, dealt from place ``first`` in the standard style, gives each of ``places`` its tiles;
    the other stacks take the rest of the set."""
    rest = Counter(full_set(r))
    for tiles in places.values():
        rest -= Counter(tiles)
    left = sorted(rest.elements())
    stacks = []
    for k in range(kernels.POSITIONS):
        place = (first + k) % kernels.POSITIONS
        stacks.append(tuple(places[place]) if place in places else tuple(left[:4]))
        if place not in places:
            left = left[4:]
    return tuple(stacks)


def play(cfg: TableConfig, player: Sequence[Tile], dealer: Sequence[Tile], stake: int,
         wagers: Sequence[str] = (WAGER,), split: Optional[Split] = None) -> dict[str, Settlement]:
    """One house-banked round through the model: a player alone at position 1 wagers ``stake`` on each of
    ``wagers``, is dealt ``player``, the dealer ``dealer``; the dealer sets by the house way, the player as
    ``split`` says (default: the house way too). The player's settlements."""
    r = Ranking.from_ruleset(cfg.ruleset)
    start, first = _start(cfg)
    split = split or choose(r, player, cfg.dealer_way)
    events: list[object] = [Join(SEAT)] + [PlaceWager(SEAT, stake, w) for w in wagers]
    events += [Stack(_row(first, {SEAT: player, DEALER: dealer}, r)), NoMoreBets(), start,
               SetHands(SEAT, split.high, split.low), DealerSets(), Settle()]
    _, steps = replay(cfg, events, State())
    got: dict[str, Settlement] = {}
    for e, st in zip(events, steps):
        if st.rejected:
            raise AnalysisError(f"the model refused {e}: {st.outcomes}")
        got.update({o.bet: o for o in st.outcomes if isinstance(o, Settlement) and o.seat == SEAT})
    missing = [w for w in wagers if w not in got]
    if missing:
        raise AnalysisError(f"the round {player} against {dealer} did not settle {missing}")
    return got


def bank_play(cfg: TableConfig, opponent: Sequence[Tile], bank: Sequence[Tile], stake: int,
              co_bank: bool = False) -> tuple[str, Fraction]:
    """One banked round through the model (621a.9): a house-banked round first, in which positions 1 and 2 each
    wager ``stake`` (so that position 1 may bank, 621a.9(b), (d)(1)); then position 1 takes the bank (or, with
    ``co_bank``, co-banks with the house), the dealer's wager against it is directed to nothing (621a.9(h)), position
    2 wagers ``stake``, is dealt ``opponent`` and the bank ``bank``; both set by the house way (the dealer sets a
    co-bank's hand, 621a.9(e)). The bank's result and its net per unit it covers (the stake, or a co-bank's half,
    621a.9(r)); a round in which the centre neither pays nor takes is a push."""
    if not cfg.player_banking or (co_bank and not cfg.co_banking):
        raise AnalysisError("the table offers no " + ("co-bank" if co_bank else "player bank"))
    r = Ranking.from_ruleset(cfg.ruleset)
    start, first = _start(cfg)
    house = [Join(SEAT), Join(OPPONENT), PlaceWager(SEAT, stake), PlaceWager(OPPONENT, stake),
             Stack(_row(first, {}, r)), NoMoreBets(), start]
    s, _ = replay(cfg, house, State())
    house_sets: list[object] = [SetHands(p, *_hands(choose(r, s.dealt[p], cfg.dealer_way))) for p in (SEAT, OPPONENT)]
    events: list[object] = house + house_sets + [DealerSets(), Settle(), BankDecision(SEAT, True, 10 * stake, co_bank)]
    events += ([] if co_bank else [DirectDealerWager(0)]) + [PlaceWager(OPPONENT, stake)]
    dice = Shake((4, 3, 3))  # a bank shakes (621a.9(i)); the count starts at the bank (621a.9(j))
    events += [Stack(_row(kernels.first_position(SEAT, sum(dice.dice)), {SEAT: bank, OPPONENT: opponent}, r)),
               NoMoreBets(), dice, SetHands(OPPONENT, *_hands(choose(r, opponent, cfg.dealer_way)))]
    events += [DealerSets()] if co_bank else [SetHands(SEAT, *_hands(choose(r, bank, cfg.dealer_way))), DealerSets()]
    events.append(Settle())
    _, steps = replay(cfg, events, State())
    for e, st in zip(events, steps):
        if st.rejected:
            raise AnalysisError(f"the model refused {e}: {st.outcomes}")
    key = CO_BANK if co_bank else BANK
    got = [o for o in steps[-1].outcomes if isinstance(o, Settlement) and o.seat == SEAT and o.bet == key]
    if len(got) > 1:
        raise AnalysisError(f"the bank settled more than once: {got}")
    covered = Fraction(stake, 2) if co_bank else Fraction(stake)
    if not got:
        return "push", Fraction(0)
    o = got[0]
    net = Fraction(o.amount) - Fraction(o.commission) if o.result is Result.WIN else -Fraction(o.amount)
    return o.result.value, net / covered


def _hands(s: Split) -> tuple[tuple[Tile, Tile], tuple[Tile, Tile]]:
    return s.high, s.low


def _result(o: Settlement, stake: int) -> tuple[str, Fraction]:
    """The settlement's result and the player's net per unit staked."""
    if o.result is Result.WIN:
        net = Fraction(o.amount) - Fraction(o.commission)
    elif o.result is Result.LOSE:
        net = -Fraction(o.amount)
    else:
        net = Fraction(0)
    return ("push" if o.result is Result.VOID else o.result.value), net / stake


def _row_of(cfg: TableConfig, wager: str, stake: int, tally: Mapping[tuple[str, Fraction], Fraction],
            setting: str = "house_way") -> WagerAnalysis:
    endings = tuple(Ending(r, net, p) for (r, net), p in sorted(tally.items(), key=lambda kv: (kv[0][1], kv[0][0])))
    if wager in (BANK, CO_BANK):
        made = (f"position 1 {'co-banks with the house' if wager == CO_BANK else 'banks'} (621a.9) against one Pai "
                f"Gow wager of {stake} at position 2, both set by the house way; per unit "
                f"{'of its half' if wager == CO_BANK else 'it covers'}")
        return WagerAnalysis(game=GAME, wager=wager, made=made, stake=stake, vig=Fraction(0),
                             endings=tuple(Ending(r, net, p) for (r, net), p in sorted(tally.items(),
                                                                                         key=lambda kv: kv[0][1])),
                             expected_rolls=Fraction(1), states=1)
    made = (f"one wager of {stake} at position 1, alone at the table, in a house-banked round"
            + (" (with a Pai Gow wager of the same stake)" if wager == BONUS else "")
            + ("; the player sets each draw the way that does best against the dealer's house way"
               if setting == "best" and wager == WAGER else ""))
    return WagerAnalysis(game=GAME, wager=wager, made=made, stake=stake, vig=Fraction(0), endings=endings,
                         expected_rolls=Fraction(1), states=1)


def analyze(cfg: TableConfig, wager: Optional[Sequence[str]] = None,
            stake: Optional[int] = None, setting: str = "house_way") -> list[WagerAnalysis]:
    """The Pai Gow wager and, where the table has it, the Pair Fortunes bonus (or those ``wager`` names): the exact
    distribution of results per unit staked in one house-banked round, and the house edge. ``stake``: the amount
    of each wager in cents (default :data:`DEFAULT_STAKE`). ``setting``: how the player sets his tiles,
    ``house_way`` (as the dealer) or ``best`` (:func:`best_setting_classes`)."""
    if setting not in SETTINGS:
        raise ValueError(f"the player's setting is one of {', '.join(SETTINGS)}, not {setting!r}")
    chosen = wagers_named(cfg, wager)
    stake = DEFAULT_STAKE if stake is None else stake
    if isinstance(stake, bool) or not isinstance(stake, int) or stake <= 0:
        raise ValueError(f"the stake must be a positive whole number of cents, not {stake!r}")
    rows = []
    for w in chosen:
        tally: dict[tuple[str, Fraction], Fraction] = {}
        if w == WAGER and setting == "best":
            counts, settled = best_setting_classes(cfg, stake)
            for cls, ways in counts.items():
                tally[settled[cls]] = tally.get(settled[cls], Fraction(0)) + Fraction(ways, ALL_WAYS)
        elif w == WAGER:
            for _, ways, player, dealer in round_classes(cfg.ruleset, cfg.dealer_way):
                key = _result(play(cfg, player, dealer, stake)[WAGER], stake)
                tally[key] = tally.get(key, Fraction(0)) + Fraction(ways, ALL_WAYS)
        elif w in (BANK, CO_BANK):  # the classes of (opposing hand, bank's hand): the player's, seen from the bank
            for _, ways, opponent, bank in round_classes(cfg.ruleset, cfg.dealer_way):
                key = bank_play(cfg, opponent, bank, stake, co_bank=w == CO_BANK)
                tally[key] = tally.get(key, Fraction(0)) + Fraction(ways, ALL_WAYS)
        else:
            r = Ranking.from_ruleset(cfg.ruleset)
            rest = full_set(r)
            for _, ways, player in bonus_classes(cfg.ruleset):
                left = list((Counter(rest) - Counter(player)).elements())
                key = _result(play(cfg, player, left[:4], stake, (WAGER, BONUS))[BONUS], stake)
                tally[key] = tally.get(key, Fraction(0)) + Fraction(ways, comb(32, 4))
        rows.append(_row_of(cfg, w, stake, tally, setting))
    return rows


def house_way_note(cfg: TableConfig) -> str:
    """The dealer's setting behind every figure, in words: 621a.8(d)'s steps, the profile's rules and tie-break."""
    w = cfg.dealer_way
    rules = []
    if w.split_pairs is not None:
        rules.append("pairs kept together" if w.split_pairs >= KEEP_PAIRS else
                     f"a pair broken for a Wong or Gong only with a low hand of {w.split_pairs} or better "
                     "(house_way_pairs)")
    if w.high_nine:
        rules.append("a high nine played where 621a.8(d)(3) allows one (house_way_high_nine)")
    return ("the dealer sets by 621a.8(d)(1)-(4), " + "".join(r + ", " for r in rules)
            + f"then the tie-break {w.way.value} where the text leaves a choice: a casino's own house way is its Rules "
              "Submission (621a.8(b), 621a.10(f)), so these figures are for this house way only")


# --- what the report adds for Pai Gow -----------------------------------------------------------------------------


def _by_result(a: WagerAnalysis) -> dict[str, Fraction]:
    out = {"win": Fraction(0), "push": Fraction(0), "lose": Fraction(0)}
    for e in a.endings:
        out[e.result] = out.get(e.result, Fraction(0)) + e.probability
    return out


def extra(rows: Sequence[WagerAnalysis]) -> dict[str, dict[str, str]]:
    """Per wager, for the JSON report: the chances of win, push and loss."""
    return {a.wager: {f"p_{k}": fraction_text(v) for k, v in _by_result(a).items()} for a in rows}


def summary(rows: Sequence[WagerAnalysis]) -> list[str]:
    """Lines for the text report: the chances of win, push and loss per wager."""
    head = ("wager", "win", "push", "lose")
    body = [(a.wager, *(f"{float(v):.6f}" for v in _by_result(a).values())) for a in rows]
    widths = [max(len(x[i]) for x in [head, *body]) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(x, widths))).rstrip()
             for x in [head, *body]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def printout(args: argparse.Namespace, label: str, cfg: TableConfig) -> Printout:
    """``croupier analyze --game paigow``: one round, every pair of four-tile draws for the player and the dealer (or
    the player bank), both set by the house way, through the Pai Gow model."""
    try:
        rows = analyze(cfg, args.wager, args.stake, args.setting or "house_way")
    except (KeyError, ValueError) as e:
        raise Refusal(e.args[0]) from None
    for w in warnings(cfg):
        print(f"warning: {w}", file=sys.stderr)
    stake = DEFAULT_STAKE if args.stake is None else args.stake
    setting = args.setting or "house_way"
    pairs = cfg.house_way_pairs
    about = {"game": "paigow", "ruleset": cfg.ruleset, "profile": label, "house_way": cfg.house_way.value,
             "house_way_pairs": "tie_break" if pairs is None else "keep" if pairs >= KEEP_PAIRS else pairs,
             "house_way_high_nine": cfg.house_way_high_nine, "house_way_note": house_way_note(cfg),
             "player_setting": setting, "stake": stake,
             "contracts": contracts_on()}
    player = ("the player by the same house way" if setting == "house_way" else
              "the player the way that does best against it")
    return Printout(rows=rows, about=about,
                    header=f"Pai Gow under {cfg.ruleset}, profile {label}: exact house edges (one round; the dealer "
                           f"sets by the house way, {player})\nHouse way: {house_way_note(cfg)}",
                    chart_title=f"House edge per wager: Pai Gow {label} ({cfg.ruleset})",
                    rerun=(cfg, lambda c: analyze(c, args.wager, args.stake, args.setting or "house_way")))
