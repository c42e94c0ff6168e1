"""Exact analysis of the Blackjack side wagers the 2013 proposal adds to chapter 633a (``pa-633a@2013p``): House
Money, and the two-card part of Straight Jack.

``cfg``: the Blackjack TableConfig; ``d``: the decks in the shoe; ``n``: its cards, 52 to a deck (a 633a deck keeps
its 10s, 633a.7(h)), 52 d in all. The number of decks is not in the sources (the base game is elided, BJ-A01): the
profile's ``decks`` (default six) is an assumption, and the House Money figures are also given for one, two, six
and eight decks.

What is dealt. To a player who cannot see the shoe, his first two cards of a fresh shoe are a draw without
replacement, every order equally likely, whatever the deal order (633a.7(a)-(f) are elided). Nothing is sampled and
nothing is rounded.

House Money (633a.6(e)(12), 633a.7(g)(10), 633a.13(n)). Every ordered pair of the 52 faces, each face ``d`` times in
the shoe and drawn without replacement, is weighted by the copies left and handed to the model's kernel
:func:`~croupier.reference.blackjack.sides.house_money_category`: the category the wager is paid on (the highest
only, BJ-A03; the ace next to the 2 and the king, BJ-A04), or none. A category pays at its odds in the spec, the
one-deck table 633a.13(n)(1) when ``d`` is 1 and the several-deck table (n)(2) otherwise (its lost hand column
read in the order of (n)(1), BJ-A02); a loss costs the stake. Whether the payout is then ridden on the Blackjack
Wager (633a.7(g)(10)(ii)) does not change what the House Money Wager wins.

Straight Jack (633a.6(e)(11), 633a.7(g)(9), 633a.7(o)(3), 633a.13(m)(1)). The wager is collected when the first
two cards are no two-card straight (kernel :func:`~croupier.reference.blackjack.sides.two_card_straight`, the ace
next to the 2 and the king) and otherwise paid by the length of the run, which grows with each card the player
draws that extends it. How many cards the player draws is the base game's play, not in the sources (BJ-A01), and
the six-card rows pay a share of a progressive meter: the wager as a whole is **not** analysed. What is exact: the
chance that the wager survives the first settlement (a two-card straight), and the wager's expected value **if the
run ends at two cards** (the player draws nothing that extends it), at the 3 to 1 of 633a.13(m)(1). A longer run
never pays less than 3 to 1, so this is the least the wager can return whatever the play; the row is named
``straight_jack_two_card`` so that it is not read as the wager's edge. For information, :func:`six_card_chances`
gives the chance of the six-card run A-2-3-4-5-6 (the only one at 21 or under, BJ-A05) if the player hits as long
as the run can grow, run through :func:`~croupier.reference.blackjack.sides.straight_run`: no play reaches it more
often.

The Blackjack Wager, insurance and even money, and the other optional wagers (Hit and Run, Bad Beat, Three Card
Poker, Royal Match 21, King's Bounty) are not analysed: their rules or odds are not in the sources (BJ-A01).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any, Optional, Sequence

from croupier.analysis.result import Ending, WagerAnalysis, fraction_text, percent
from croupier.reference.blackjack.config import TableConfig
from croupier.reference.blackjack.sides import house_money_category, straight_jack_row, straight_run, \
    two_card_straight
from croupier.reference.cards import SUITS
from croupier.reference.money import parse_odds

__all__ = ["CONVENTION", "DECK_TABLE", "FACES", "WAGERS", "analyze", "category_ways", "extra",
           "house_money_categories", "house_money_clause", "house_money_edge", "house_money_paytable",
           "six_card_chances", "straight_jack_two_card_odds", "summary", "two_card_straight_chance"]

GAME = "blackjack"
HOUSE_MONEY, STRAIGHT_JACK = "house_money", "straight_jack_two_card"
WAGERS = (HOUSE_MONEY, STRAIGHT_JACK)
#: the names ``--wager`` also takes
ALIASES = {"straight_jack": STRAIGHT_JACK}
#: the ranks of a 633a deck, 1 the ace, 2 to 10, 11 to 13 the court cards (the 10s are in, 633a.7(h))
RANKS = tuple(range(1, 14))
#: the 52 faces of one deck, (rank, suit)
FACES: tuple[tuple[int, str], ...] = tuple((r, s) for r in RANKS for s in SUITS)
#: where the House Money paytables and the Straight Jack paytable are in the spec
HOUSE_MONEY_ONE_DECK, HOUSE_MONEY_DECKS = "pa:633a.13(n)(1)", "pa:633a.13(n)(2)"
STRAIGHT_JACK_CLAUSE = "pa:633a.13(m)(1)"
#: the shoes the House Money figures are also given for (the number of decks is not in the sources)
DECK_TABLE = (1, 2, 6, 8)
#: the length of the longest Straight Jack run, A-2-3-4-5-6 (633a.13(m)(1), BJ-A05)
SIX = 6
#: the wagers of chapter 633a refused by name, their rules or odds not in the sources (BJ-A01)
NOT_ANALYSED = frozenset({"blackjack", "blackjack_wager", "insurance", "even_money", "hit_and_run", "bad_beat",
                          "three_card_poker", "royal_match_21", "kings_bounty"})

CONVENTION: dict[str, str] = {
    "edge": "house edge per unit staked: minus the player's expected net result divided by the stake",
    "deal": "the player's first two cards of a fresh shoe, every order equally likely (no cards seen before)",
    "decks": "the number of decks is not in the sources (BJ-A01): the profile's decks (default 6) is an "
             "assumption; House Money is also given for 1, 2, 6 and 8 decks",
    "house_money": "settled on the player's first two cards (633a.7(g)(10)) at the odds of 633a.13(n)(1) for one "
                   "deck, (n)(2) for more (its hand column read in the order of (n)(1), BJ-A02), on the highest "
                   "category only (BJ-A03), the ace next to the 2 and the king (BJ-A04); riding the payout does not "
                   "change what the wager wins",
    "straight_jack_two_card": "the Straight Jack Wager if its run ends at two cards: collected without a two-card "
                              "straight (633a.7(g)(9)), else 3 to 1 (633a.13(m)(1)). Not the wager's edge: a run "
                              "that grows with the player's draws pays more, and the draws are the base game's "
                              "play, not in the sources; this is the least the wager returns whatever the play",
    "base": "the Blackjack Wager, insurance and even money, and the other optional wagers (Hit and Run, Bad Beat, "
            "Three Card Poker, Royal Match 21, King's Bounty) are not in the sources (BJ-A01): not analysed",
}


class AnalysisError(RuntimeError):
    """The kernel named a category the paytable does not have, or the classes do not add up."""


def _cards(d: int) -> int:
    return len(FACES) * d


def house_money_clause(decks: int) -> str:
    """633a.13(n): the one-deck paytable (1) for a single deck, the several-deck paytable (2) otherwise."""
    return HOUSE_MONEY_ONE_DECK if decks == 1 else HOUSE_MONEY_DECKS


def house_money_paytable(cfg: TableConfig, decks: Optional[int] = None) -> dict[str, Fraction]:
    """633a.13(n)(1) or (2) for ``decks`` (default the table's): category -> what one unit staked wins, from the
    spec's numbers."""
    clause = house_money_clause(cfg.decks if decks is None else decks)
    return {cat: parse_odds(text).ratio for cat, text in cfg.rules[clause].numbers.items()}


def straight_jack_two_card_odds(cfg: TableConfig) -> Fraction:
    """633a.13(m)(1): what one unit of Straight Jack wins on a two-card run, from the spec's numbers."""
    return parse_odds(cfg.rules[STRAIGHT_JACK_CLAUSE].numbers["two_card"]).ratio


@lru_cache(maxsize=None)
def category_ways(decks: int) -> tuple[tuple[Optional[str], int], ...]:
    """(category of 633a.13(n), or ``None``: the House Money Wager loses; the ordered first two cards that make it)
    for a fresh shoe of ``decks`` decks, by the kernel; cached."""
    ways: dict[Optional[str], int] = {}
    for i, a in enumerate(FACES):
        for j, b in enumerate(FACES):
            w = decks * (decks - (i == j))
            if w > 0:
                cat = house_money_category(a, b)
                ways[cat] = ways.get(cat, 0) + w
    return tuple(ways.items())


def house_money_categories(cfg: TableConfig, decks: Optional[int] = None) -> dict[Optional[str], Fraction]:
    """The category the House Money Wager is paid on (``None``: it loses) -> its exact probability, over every
    ordered first two cards of the faces, each weighted by the copies left in a shoe of ``decks`` decks (default
    the table's); in the paytable's order, the loss last."""
    d = cfg.decks if decks is None else decks
    n = _cards(d)
    ways = dict(category_ways(d))
    whole = n * (n - 1)
    if sum(ways.values()) != whole:
        raise AnalysisError(f"the House Money classes count {sum(ways.values())} ways, not {whole}")
    pays = house_money_paytable(cfg, d)
    for cat in ways:
        if cat is not None and cat not in pays:
            raise AnalysisError(f"the kernel named category {cat!r}, not in {house_money_clause(d)}")
    return {cat: Fraction(ways.get(cat, 0), whole) for cat in (*pays, None)}


def house_money_edge(cfg: TableConfig, decks: Optional[int] = None) -> Fraction:
    """The house edge of the House Money Wager per unit staked, with ``decks`` decks (default the table's)."""
    d = cfg.decks if decks is None else decks
    pays = house_money_paytable(cfg, d)
    p = house_money_categories(cfg, d)
    return p[None] - sum((pays[cat] * q for cat, q in p.items() if cat is not None), Fraction(0))


@lru_cache(maxsize=None)
def two_card_straight_chance(decks: int) -> Fraction:
    """The chance that the player's first two cards are a two-card straight (633a.1, the ace next to the 2 and
    the king, BJ-A04, BJ-A05): the Straight Jack Wager survives its first settlement (633a.7(g)(9)); by the
    kernel, over every ordered pair of ranks, each rank 4 d times in the shoe; cached."""
    n, k = _cards(decks), len(SUITS) * decks
    ways = sum(k * (k - (a == b)) for a in RANKS for b in RANKS if two_card_straight(a, b) is not None)
    return Fraction(ways, n * (n - 1))


@lru_cache(maxsize=None)
def six_card_chances(decks: int) -> dict[str, Fraction]:
    """For information: the chance of each six-card row of 633a.13(m)(1) if the player keeps hitting as long as
    his Straight Jack run can grow (every draw extends it, the hand stays at 21 or under): every ordered draw of
    ranks through :func:`straight_run`, stopping where the run stops growing, each rank 4 d times in the shoe;
    the one ace of the run is the ace of spades ``d`` times in ``4 d``, its row by :func:`straight_jack_row`.
    Since a run never shrinks, no way of playing reaches six cards more often. Cached."""
    n, k = _cards(decks), len(SUITS) * decks
    six = Fraction(0)

    def grow(ranks: tuple[int, ...], p: Fraction) -> None:
        nonlocal six
        if len(ranks) == SIX:
            six += p
            return
        for r in RANKS:
            left = k - ranks.count(r)
            if left > 0 and straight_run(ranks + (r,)) == len(ranks) + 1:
                grow(ranks + (r,), p * Fraction(left, n - len(ranks)))

    for a in RANKS:
        for b in RANKS:
            left = k - (a == b)
            if two_card_straight(a, b) is not None:
                grow((a, b), Fraction(k, n) * Fraction(left, n - 1))
    spades = Fraction(decks, k)
    return {straight_jack_row(SIX, True): six * spades, straight_jack_row(SIX, False): six * (1 - spades)}


def _shoe(decks: int) -> str:
    return "one deck" if decks == 1 else f"{decks} decks"


def _row(wager: str, made: str, stake: int, tally: dict[tuple[str, Fraction], Fraction]) -> WagerAnalysis:
    endings = tuple(Ending(r, net, p) for (r, net), p in sorted(tally.items(), key=lambda kv: (kv[0][1], kv[0][0])))
    if sum(e.probability for e in endings) != 1:
        raise AnalysisError(f"the {wager} endings weigh {sum(e.probability for e in endings)}, not 1")
    return WagerAnalysis(game=GAME, wager=wager, made=made, stake=stake, vig=Fraction(0), endings=endings,
                         expected_rolls=Fraction(1), states=1)


def _add(tally: dict[tuple[str, Fraction], Fraction], key: tuple[str, Fraction], p: Fraction) -> None:
    tally[key] = tally.get(key, Fraction(0)) + p


def _offered(cfg: TableConfig) -> list[str]:
    return [w for w in WAGERS if (w == HOUSE_MONEY and cfg.house_money_offered)
            or (w == STRAIGHT_JACK and cfg.straight_jack_offered)]


def analyze(cfg: TableConfig, wager: Optional[Sequence[str]] = None,
            stake: Optional[int] = None) -> list[WagerAnalysis]:
    """House Money and the two-card part of Straight Jack (where offered), or those ``wager`` names
    (``straight_jack`` names the latter): the exact distribution of results per unit staked and the house edge.
    ``stake``: the side wager in cents (default: the table minimum). A win per unit staked does not depend on the
    stake: nothing is rounded."""
    chosen = _offered(cfg) if not wager else [w.strip().lower().replace("-", "_") for w in wager]
    chosen = [ALIASES.get(w, w) for w in chosen]
    for w in chosen:
        if w in NOT_ANALYSED:
            raise KeyError(f"{w} is not analysed: its rules or odds are not in the sources (BJ-A01)")
        if w not in WAGERS:
            raise KeyError(f"not a Blackjack side wager that can be analysed: {w!r} (one of "
                           f"{', '.join(WAGERS)}, or straight_jack)")
        if w not in _offered(cfg):
            flag = "house_money_offered" if w == HOUSE_MONEY else "straight_jack_offered"
            raise KeyError(f"{w} is not offered at this table ({flag} = false)")
    amount = cfg.table_min if stake is None else stake
    rows = []
    for w in chosen:
        tally: dict[tuple[str, Fraction], Fraction] = {}
        if w == HOUSE_MONEY:
            pays = house_money_paytable(cfg)
            for cat, p in house_money_categories(cfg).items():
                if p:
                    _add(tally, ("lose", Fraction(-1)) if cat is None else ("win", pays[cat]), p)
            made = (f"{amount} on House Money beside a Blackjack Wager, from a fresh shoe of {_shoe(cfg.decks)}, paid "
                    f"under {house_money_clause(cfg.decks)}")
        else:
            p = two_card_straight_chance(cfg.decks)
            _add(tally, ("win", straight_jack_two_card_odds(cfg)), p)
            _add(tally, ("lose", Fraction(-1)), 1 - p)
            made = (f"{amount} on Straight Jack beside a Blackjack Wager, from a fresh shoe of {_shoe(cfg.decks)}, the "
                    "run taken to end at two cards (the rest depends on the play)")
        rows.append(_row(w, made, amount, tally))
    return rows


def _by_result(a: WagerAnalysis) -> dict[str, Fraction]:
    out = {"win": Fraction(0), "lose": Fraction(0)}
    for e in a.endings:
        out[e.result] = out.get(e.result, Fraction(0)) + e.probability
    return out


def _decks(cfg: TableConfig) -> tuple[int, ...]:
    return tuple(sorted({*DECK_TABLE, cfg.decks}))


def extra(rows: Sequence[WagerAnalysis], cfg: Optional[TableConfig] = None) -> dict[str, dict[str, Any]]:
    """Per wager, for the JSON report: the chances of a win and a loss; for House Money, each category's odds and
    chance and the edge by the number of decks; for Straight Jack, the chances of the six-card rows if the player
    hits while the run can grow, and what is not analysed."""
    cfg = cfg or TableConfig()
    out: dict[str, dict[str, Any]] = {}
    for a in rows:
        out[a.wager] = {f"p_{k}": fraction_text(v) for k, v in _by_result(a).items()}
        if a.wager == HOUSE_MONEY:
            numbers = cfg.rules[house_money_clause(cfg.decks)].numbers
            p = house_money_categories(cfg)
            out[a.wager]["paytable"] = house_money_clause(cfg.decks)
            out[a.wager]["categories"] = {cat: {"odds": odds, "probability": fraction_text(p[cat])}
                                          for cat, odds in numbers.items()}
            out[a.wager]["edge_by_decks"] = {str(d): fraction_text(house_money_edge(cfg, d)) for d in _decks(cfg)}
        else:
            out[a.wager]["p_two_card_straight"] = fraction_text(two_card_straight_chance(cfg.decks))
            out[a.wager]["p_six_card_if_hitting_while_the_run_grows"] = {
                row: fraction_text(q) for row, q in six_card_chances(cfg.decks).items()}
            out[a.wager]["not_analysed"] = ("runs of three cards or more: they depend on the player's draws, the "
                                            "base game's play, not in the sources (BJ-A01)")
    return out


def summary(rows: Sequence[WagerAnalysis], cfg: Optional[TableConfig] = None) -> list[str]:
    """Lines for the text report: the chances of a win and a loss per wager; each House Money category's odds and
    chance, and its edge by the number of decks; the Straight Jack figures; and what is not analysed."""
    cfg = cfg or TableConfig()
    lines = []
    for a in rows:
        won = _by_result(a)
        lines.append(f"{a.wager}: win {float(won['win']):.6f}, lose {float(won['lose']):.6f}")
        if a.wager == HOUSE_MONEY:
            p = house_money_categories(cfg)
            for cat, odds in cfg.rules[house_money_clause(cfg.decks)].numbers.items():
                lines.append(f"  {cat:24} {odds:>8}  p = {fraction_text(p[cat])} = {float(p[cat]):.6f}")
            lines.append("  house edge by decks: " + ", ".join(
                f"{d} {fraction_text(e)} = {percent(e)}" for d in _decks(cfg) for e in [house_money_edge(cfg, d)]))
        else:
            six = sum(six_card_chances(cfg.decks).values(), Fraction(0))
            lines.append(f"  a two-card straight {fraction_text(won['win'])}; the edge shown is the wager's if the run "
                         "ends at two cards (a longer run pays more: whatever the play, the house holds no more)")
            lines.append(f"  six-card run A-2-3-4-5-6 if the player hits while the run grows: {float(six):.3e} "
                         f"(the ace of spades a quarter of it)")
            lines.append("  runs of three cards or more depend on the player's draws: not analysed")
    lines.append("the Blackjack Wager, insurance and even money are not in the sources (BJ-A01): not analysed")
    return lines
