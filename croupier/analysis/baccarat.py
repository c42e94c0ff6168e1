"""Exact analysis of every Minibaccarat wager, for one round dealt from a fresh shoe, through the reference model.

``cfg``: TableConfig; ``decks``: 6, 7 or 8; ``p``, ``b``: two-card Point Counts; ``v``: a card class (a value
0-9, or a rank 1-13 less one). The round's cards are drawn without replacement from the profile's full shoe of
52 x ``decks`` cards: the chance of each start is a product of counts over a shrinking shoe, so every figure is
composition-dependent and exact, in fractions. Nothing is sampled and nothing is rounded.

How the cards are enumerated. The drawing rules read a card by its value only (541.6(a), 541.11), so the Banker,
Player and Tie wagers are enumerated over the ten value classes that
:func:`~croupier.reference.baccarat.kernels.value` makes of the thirteen ranks (value 0: the 10 and the court
cards, 16 a deck; 1 to 9: 4 a deck):

* every start of four cards, grouped by the classes of the Player's two cards and of the Banker's two cards,
  weighted by the number of ordered ways to deal them one by one from the shoe;
* for each pair of two-card Point Counts (computed by :func:`~croupier.reference.baccarat.kernels.points`),
  :func:`~croupier.reference.baccarat.kernels.coup` is asked which cards the round goes on to take: with the
  cards so far and placeholders, it says how many cards it used; each card it uses beyond those is tried in
  each of the ten classes. The leaves are every way a round can end, as coup deals it;
* each leaf's weight is the start's weight times the counts of its further cards in the shoe that is left.

The House Money wager needs ranks (a pair is two cards of one rank, 627a.7(a)(7)(i): a 10 and a king are not one),
and only the first four cards: it is enumerated over the thirteen ranks.

How the rounds are settled. Nothing here restates a payout, a commission or a push. The enumeration sorts rounds
into classes that decide any settlement (the final Point Counts of both hands and their numbers of cards; for House
Money, which hands' first two cards are pairs and how the four ranks coincide), and one round of each class is
played through :func:`~croupier.reference.baccarat.game.step` from a fresh, shuffled, cut and burned shoe, with one
wager of the stake on each wager under study, each at its own seat. The model's settlement gives the net: its
commission, rounded as the profile says, its 25% tie charge, its EZ push, a vigorish marked for later collection
(counted as paid). The model routes every card itself (:func:`~croupier.reference.baccarat.game.due`); a round it
deals differently from coup is an :class:`AnalysisError`.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from math import prod
from typing import Iterator, Mapping, Optional, Sequence

from croupier.analysis.command import Printout, Refusal, contracts_on
from croupier.analysis.result import AnalysisError, Ending, WagerAnalysis, fraction_text, percent
from croupier.reference.baccarat import kernels
from croupier.reference.baccarat.config import BurnReveal, Shuffling, TableConfig, warnings
from croupier.reference.baccarat.definitions import SUITS, Bet, Card
from croupier.reference.baccarat.game import due, replay, step
from croupier.reference.baccarat.state import Burn, Deal, Event, Join, NoMoreBets, Phase, PlaceBet, Proceed, \
    Shuffle, State, TakeShoe
from croupier.reference.outcomes import Result, Settlement

__all__ = ["CONVENTION", "AnalysisError", "VALUE_CLASSES", "analyze", "bets_named", "coup_leaves",
           "edge_excluding_pushes", "extra", "pair_classes", "printout", "round_classes", "summary"]

#: how every baccarat figure is measured, in words
CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked, per round: minus the player's expected net result divided by the "
            "stake, a tie counting as a round whose Banker and Player wagers push with net 0 (the usual "
            "convention); the summary also gives the edge per decided wager: divided by the chance of a result "
            "other than a push that returns the whole stake (a tie under the tie charge, which costs 25%, and a "
            "loss are decisions)",
    "shoe": "one round dealt from a fresh shoe: its cards drawn at random, without replacement, from the full "
            "shoe of the profile's decks (52 x decks cards; averaged over the burn, whose cards are unseen, the "
            "first round of a shoe is exactly this); every start of six cards weighs the product of the counts "
            "left in the shrinking shoe; later rounds of a shoe depend on the cards already dealt and are not "
            "analysed",
    "resolution": "every wager is decided by the round it is made in; a Banker or Player wager on a tie is "
                  "returned (a push: result 'push', the model's void), less 25% of it under "
                  "banker_mode = tie_charge; House Money is decided by the first four cards",
    "vig": "the commission is included: it reduces the net of a Banker win by the model's amount (the profile's "
           "commission_rate; none under tie_charge or on an EZ table); a vigorish marked for later collection "
           "(vig_collection = deferred) counts as paid. vig_rounding rounds a single commission up to a "
           "multiple of 5 cents: it changes single amounts, and the expectation per unit only at a stake whose "
           "exact commission is not already such a multiple (any whole-dollar stake at 5%, a multiple of $1.25 "
           "at 4%); the figures are for the stated stake, settled as the model settles it",
    "per_roll": "one round per wager: the edge per round equals the edge per wager",
    "made": "one wager of the stake (the table minimum unless stated) on each wager under study, each at its own "
            "seat, before 'no more bets'; the House Money wager with no Player or Banker wager at its seat, so "
            "no add-on arises",
    "house_money": "the add-on (627a.8(d)(1)(i)) only moves a House Money win, once paid, onto the same player's "
                   "Player or Banker wager, with the four cards known (A-18): the House Money wager's own results "
                   "and expectation are the same whether or not the player adds, and whatever "
                   "house_money_addon_portion is",
}

GAME = "baccarat"




def _classes() -> tuple[tuple[int, ...], ...]:
    by_value: dict[int, list[int]] = {}
    for rank in range(1, 14):
        by_value.setdefault(kernels.value(rank), []).append(rank)
    return tuple(tuple(by_value[v]) for v in sorted(by_value))


#: value -> the ranks of that value (541.6(a), by kernels.value): ten classes, the first rank of each its stand-in
VALUE_CLASSES: tuple[tuple[int, ...], ...] = _classes()
#: a card put where coup only needs six arguments: whatever it is, coup says whether it used it
_FILLER = VALUE_CLASSES[0][0]

#: a class of rounds: the Player's final Point Count, the Banker's, and the numbers of cards in the two hands
Round = tuple[int, int, int, int]
#: a leaf of coup's tree: the classes of the cards after the fourth, the round's class, the ranks dealt, and the
#: Player's and Banker's hands (ranks)
Leaf = tuple[tuple[int, ...], Round, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
#: a class of House Money starts: the Player's first two cards a pair, the Banker's, and how many of the four cards
#: share each rank (sorted), e.g. (False, True, (1, 1, 2))
Pairs = tuple[bool, bool, tuple[int, ...]]


def _falling(n: int, k: int) -> int:
    """n (n-1) ... (n-k+1): the ordered ways to draw k cards of a kind the shoe holds n of."""
    return prod(range(n, n - k, -1))


def _starts(counts: Sequence[int]) -> Iterator[tuple[int, int, int, int, int]]:
    """Every first four cards: ``(a, c, b, d, ways)`` with the Player's two cards (shoe cards 1 and 3) in classes
    a <= c, the Banker's (cards 2 and 4) in b <= d, and the number of ordered ways to deal them one by one from a
    shoe holding ``counts[v]`` cards of class v (each order weighs the same product of counts)."""
    k = len(counts)
    pairs = [(i, j) for i in range(k) for j in range(i, k)]
    for a, c in pairs:
        for b, d in pairs:
            ways = prod(_falling(counts[v], n) for v, n in Counter((a, b, c, d)).items())
            if ways:
                yield a, c, b, d, ways * (1 if a == c else 2) * (1 if b == d else 2)


def _walk(ranks: tuple[int, ...], classes: tuple[int, ...]) -> Iterator[Leaf]:
    n, player, banker = kernels.coup(*ranks, *(_FILLER,) * (6 - len(ranks)))
    if n < len(ranks):
        raise AnalysisError(f"coup used {n} cards of {ranks} after saying it uses more")
    if n == len(ranks):
        key = (kernels.points(*player), kernels.points(*banker), len(player), len(banker))
        yield classes, key, ranks, player, banker
        return
    for v, of_value in enumerate(VALUE_CLASSES):
        yield from _walk(ranks + (of_value[0],), classes + (v,))


@lru_cache(maxsize=None)
def coup_leaves() -> dict[tuple[int, int], tuple[Leaf, ...]]:
    """For every pair of two-card Point Counts ``(p, b)``: every way the round goes on, as coup deals it from a start
    of those counts (the Player's cards of values p and 0, the Banker's b and 0)."""
    zero = VALUE_CLASSES[0][0]
    return {(p, b): tuple(_walk((VALUE_CLASSES[p][0], VALUE_CLASSES[b][0], zero, zero), ()))
            for p in range(10) for b in range(10)}


@lru_cache(maxsize=None)
def round_classes(decks: int) -> tuple[tuple[Round, Fraction, Leaf], ...]:
    """Every class of rounds from a fresh shoe of ``decks`` decks: its probability, exactly, and one leaf of coup's
    tree that reaches it; the probabilities sum to 1."""
    counts = [4 * decks * len(ranks) for ranks in VALUE_CLASSES]
    n = sum(counts)
    leaves = coup_leaves()
    two = [[kernels.points(VALUE_CLASSES[a][0], VALUE_CLASSES[c][0]) for c in range(10)] for a in range(10)]
    # every weight is over n (n-1) ... (n-5): a round of four or five cards stands for the sixth cards it leaves
    four, five = (n - 4) * (n - 5), n - 5
    tally: dict[Round, int] = {}
    sample: dict[Round, Leaf] = {}
    for a, c, b, d, ways in _starts(counts):
        left = list(counts)
        for v in (a, b, c, d):
            left[v] -= 1
        for leaf in leaves[(two[a][c], two[b][d])]:
            more, key = leaf[0], leaf[1]
            if not more:
                w = ways * four
            elif len(more) == 1:
                w = ways * left[more[0]] * five
            else:
                t, u = more
                w = ways * left[t] * (left[u] - (t == u))
            if w:
                tally[key] = tally.get(key, 0) + w
                sample.setdefault(key, leaf)
    total = _falling(n, 6)
    if sum(tally.values()) != total:
        raise AnalysisError(f"the rounds of {decks} decks weigh {sum(tally.values())}, not {total}")
    return tuple((k, Fraction(tally[k], total), sample[k]) for k in sorted(tally))


@lru_cache(maxsize=None)
def pair_classes(decks: int) -> tuple[tuple[Pairs, Fraction, tuple[int, ...]], ...]:
    """Every class of House Money starts (the first four cards, by rank) from a fresh shoe of ``decks`` decks: its
    probability, exactly, and four ranks in shoe order (Player, Banker, Player, Banker) that make it."""
    counts = [4 * decks] * 13
    tally: dict[Pairs, int] = {}
    sample: dict[Pairs, tuple[int, ...]] = {}
    for a, c, b, d, ways in _starts(counts):
        key = (a == c, b == d, tuple(sorted(Counter((a, b, c, d)).values())))
        tally[key] = tally.get(key, 0) + ways
        sample.setdefault(key, (a + 1, b + 1, c + 1, d + 1))
    total = _falling(52 * decks, 4)
    if sum(tally.values()) != total:
        raise AnalysisError(f"the starts of {decks} decks weigh {sum(tally.values())}, not {total}")
    return tuple((k, Fraction(tally[k], total), sample[k]) for k in sorted(tally))


# --- settlement, through the model --------------------------------------------------------------------------------


def bets_named(cfg: TableConfig, names: Optional[Sequence[str]] = None) -> list[Bet]:
    """The wagers the table offers, in layout order, or those ``names`` name (``banker``, ``house_money``,
    ``House-Money``); :class:`KeyError` if a name is no baccarat wager or the table does not offer it."""
    offered = [b for b in Bet if cfg.offers(b)]
    if not names:
        return offered
    chosen = set()
    for name in names:
        text = name.strip().lower().replace("-", "_").replace(" ", "_")
        try:
            bet = Bet(text)
        except ValueError:
            raise KeyError(f"not a baccarat wager: {name!r} (one of {', '.join(b.value for b in Bet)})") from None
        if bet not in offered:
            raise KeyError(f"{name!r} is not offered at this table")
        chosen.add(bet)
    return [b for b in offered if b in chosen]


def _opening(cfg: TableConfig, seats: Mapping[Bet, int], stake: int) -> State:
    """A fresh shoe, shuffled, cut and burned (an ace: it and one more card), a player at each seat of ``seats``
    with one wager of ``stake`` there."""
    events: list[Event] = [Join(seat) for seat in sorted(set(seats.values()))]
    if cfg.continuous:
        events.append(Shuffle())
    else:
        batch = 1 if cfg.shuffling is Shuffling.BATCH_SHUFFLER else 0
        events.append(Shuffle(cover_card=26 * cfg.decks, cut_card=14, batch=batch))
        shown = (Card(1, "C"),) if cfg.burn_reveal is BurnReveal.ALL else ()
        events.append(Burn(Card(1, "D"), shown))
    events += [PlaceBet(seat, bet, stake) for bet, seat in seats.items()]
    s, steps = replay(cfg, events)
    if s.curator is None:  # Baccarat's shoe offered round the table (545.7(b)): nobody takes it, the dealer deals
        events.append(TakeShoe(0))  # (545.7(d)(2)); who holds the shoe changes no wager's odds
        s, steps = replay(cfg, events)
    for e, st in zip(events, steps):
        if st.rejected:
            raise AnalysisError(f"the model refused {e}: {st.outcomes}")
    return s


def _result(o: Settlement, stake: int, marked: Fraction) -> tuple[str, Fraction]:
    """The settlement's result and the player's net per unit staked (a vigorish ``marked`` for later counts)."""
    if o.result is Result.WIN:
        net = Fraction(o.amount) - Fraction(o.commission)
    elif o.result is Result.LOSE:
        net = -Fraction(o.amount)
    else:  # the stake returned, less any charge
        net = Fraction(o.amount) - stake - Fraction(o.commission)
    return ("push" if o.result is Result.VOID else o.result.value), (net - marked) / stake


def _play(cfg: TableConfig, s: State, seats: Mapping[Bet, int], stake: int, ranks: Sequence[int],
          hands: Optional[tuple[tuple[int, ...], tuple[int, ...]]]) -> dict[Bet, tuple[str, Fraction]]:
    """Deal ``ranks`` after "no more bets"; the results of the wagers at ``seats``. ``hands``: coup's Player and
    Banker hands, when the cards are a whole round (the model must deal them so, and settle on the last card)."""
    st = step(cfg, s, NoMoreBets())
    if st.rejected:
        raise AnalysisError(f"the model refused \"no more bets\": {st.outcomes}")
    s = st.state
    seat_bet = {seat: bet for bet, seat in seats.items()}
    got: dict[Bet, tuple[str, Fraction]] = {}
    dealt: dict[Bet, tuple[int, ...]] = {Bet.PLAYER: (), Bet.BANKER: ()}
    seen: Counter[int] = Counter()
    for rank in ranks:
        to = due(s)
        if to is None:
            raise AnalysisError(f"the model ended the round {dealt} before coup dealt all of {ranks}")
        dealt[to] += (rank,)
        card = Card(rank, SUITS[seen[rank] % 4])
        seen[rank] += 1
        st = step(cfg, s, Deal(card))
        if st.rejected:
            raise AnalysisError(f"the model refused {card} after {dealt}: {st.outcomes}")
        for o in st.outcomes:
            if isinstance(o, Settlement) and o.seat in seat_bet and o.bet is seat_bet[o.seat]:
                got[o.bet] = _result(o, stake, st.state.owes(o.seat) - s.owes(o.seat))
        s = st.state
        if s.phase is Phase.HOUSE_MONEY:  # a House Money winner who could add: he takes the payout
            st = step(cfg, s, Proceed())
            if st.rejected:
                raise AnalysisError(f"the model refused to proceed after House Money: {st.outcomes}")
            s = st.state
    if hands is not None:
        if (dealt[Bet.PLAYER], dealt[Bet.BANKER]) != hands or s.phase is not Phase.BETTING:
            raise AnalysisError(f"coup deals {hands} from {ranks}; the model dealt {dealt} and is in {s.phase}")
    missing = [b for b in seats if b not in got]
    if missing:
        raise AnalysisError(f"the round {ranks} did not settle {missing}")
    return got


def _tallies(cfg: TableConfig, bets: Sequence[Bet], stake: int,
             classes: Sequence[tuple[object, Fraction, tuple[int, ...], Optional[tuple[tuple[int, ...], ...]]]]
             ) -> dict[Bet, dict[tuple[str, Fraction], Fraction]]:
    """Play one round of each class through the model (every wager up together, one per seat, where the table has
    the seats; else one wager at a time) and add the class's probability to each wager's result."""
    groups = [list(bets)] if cfg.seat_count >= len(bets) else [[b] for b in bets]
    tallies: dict[Bet, dict[tuple[str, Fraction], Fraction]] = {b: {} for b in bets}
    for group in groups:
        seats = {bet: i + 1 for i, bet in enumerate(group)}
        opening = _opening(cfg, seats, stake)
        for _, p, ranks, hands in classes:
            for bet, key in _play(cfg, opening, seats, stake, ranks, hands).items():  # type: ignore[arg-type]
                tallies[bet][key] = tallies[bet].get(key, Fraction(0)) + p
    return tallies


def _row(cfg: TableConfig, bet: Bet, stake: int, tally: Mapping[tuple[str, Fraction], Fraction]) -> WagerAnalysis:
    endings = tuple(Ending(r, net, p) for (r, net), p in sorted(tally.items(), key=lambda kv: (kv[0][1], kv[0][0])))
    made = (f"one wager of {stake} at its own seat before \"no more bets\", in a round dealt from a fresh "
            f"{cfg.decks}-deck shoe")
    return WagerAnalysis(game=GAME, wager=bet.value, made=made, stake=stake, vig=Fraction(0), endings=endings,
                         expected_rolls=Fraction(1), states=1)


def analyze(cfg: TableConfig, wager: Optional[Sequence[str]] = None,
            stake: Optional[int] = None) -> list[WagerAnalysis]:
    """Every offered wager (or those ``wager`` names: ``banker``, ``player``, ``tie``, ``house_money``), in layout
    order: the exact distribution of results per unit staked in one round from a fresh shoe, and the house edge.
    ``stake``: the amount of each wager in cents (default: the table minimum)."""
    bets = bets_named(cfg, wager)
    stake = cfg.table_min if stake is None else stake
    if isinstance(stake, bool) or not isinstance(stake, int) or not cfg.table_min <= stake <= cfg.table_max:
        raise ValueError(f"the stake must be a whole number of cents from the table minimum {cfg.table_min} to the "
                         f"maximum {cfg.table_max}, not {stake!r}")
    rows: dict[Bet, WagerAnalysis] = {}
    main = [b for b in bets if b is not Bet.HOUSE_MONEY]
    if main:
        rounds = [(key, p, leaf[2], (leaf[3], leaf[4])) for key, p, leaf in round_classes(cfg.decks)]
        for bet, tally in _tallies(cfg, main, stake, rounds).items():
            rows[bet] = _row(cfg, bet, stake, tally)
    if Bet.HOUSE_MONEY in bets:
        starts = [(key, p, ranks, None) for key, p, ranks in pair_classes(cfg.decks)]
        for bet, tally in _tallies(cfg, [Bet.HOUSE_MONEY], stake, starts).items():
            rows[bet] = _row(cfg, bet, stake, tally)
    return [rows[b] for b in bets]


# --- what the report adds for baccarat ----------------------------------------------------------------------------


def _by_result(a: WagerAnalysis) -> dict[str, Fraction]:
    out = {"win": Fraction(0), "push": Fraction(0), "lose": Fraction(0)}
    for e in a.endings:
        out[e.result] = out.get(e.result, Fraction(0)) + e.probability
    return out


def edge_excluding_pushes(a: WagerAnalysis) -> Fraction:
    """House edge per decided wager: the edge per round divided by the chance that the wager is not pushed with its
    whole stake returned (net 0). A tie under the tie charge costs 25% of the stake: it is a decision here."""
    return a.edge / (1 - sum((e.probability for e in a.endings if e.net == 0), Fraction(0)))


def extra(rows: Sequence[WagerAnalysis]) -> dict[str, dict[str, str]]:
    """Per wager, for the JSON report: the chances of win, push and loss, and the edge with pushes excluded."""
    out = {}
    for a in rows:
        r = _by_result(a)
        out[a.wager] = {"p_win": fraction_text(r["win"]), "p_push": fraction_text(r["push"]),
                        "p_lose": fraction_text(r["lose"]), "edge_excluding_pushes": fraction_text(
                            edge_excluding_pushes(a)), "edge_excluding_pushes_decimal":
                            f"{float(edge_excluding_pushes(a)):.10f}"}
    return out


def summary(rows: Sequence[WagerAnalysis]) -> list[str]:
    """Lines for the text report: the chances of win, push and loss per wager, and the edge per decided wager."""
    head = ("wager", "win", "push", "lose", "edge per decided wager (net-0 pushes excluded)")
    body = []
    for a in rows:
        r = _by_result(a)
        body.append((a.wager, *(f"{float(r[k]):.6f}" for k in ("win", "push", "lose")),
                     percent(edge_excluding_pushes(a), 4)))
    widths = [max(len(x[i]) for x in [head, *body]) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(x, widths))).rstrip()
             for x in [head, *body]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def printout(args: argparse.Namespace, label: str, cfg: TableConfig) -> Printout:
    """``croupier analyze --game baccarat``: one round from a fresh shoe, every start of six cards without
    replacement, through the Minibaccarat model."""
    try:
        rows = analyze(cfg, args.wager, args.stake)
    except (KeyError, ValueError) as e:
        raise Refusal(e.args[0]) from None
    for w in warnings(cfg):
        print(f"warning: {w}", file=sys.stderr)
    stake = cfg.table_min if args.stake is None else args.stake
    about = {"game": "baccarat", "ruleset": cfg.ruleset, "profile": label, "decks": cfg.decks, "stake": stake,
             "contracts": contracts_on()}
    return Printout(rows=rows, about=about,
                    header=f"{cfg.variant.value} under {cfg.ruleset}, profile {label}: exact house edges (one round "
                           f"from a fresh {cfg.decks}-deck shoe, every start of six cards without replacement)",
                    chart_title=f"House edge per wager: Minibaccarat {label} ({cfg.ruleset})",
                    rerun=(cfg, lambda c: analyze(c, args.wager, args.stake)))
