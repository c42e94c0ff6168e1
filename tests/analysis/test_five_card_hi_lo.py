"""``croupier analyze --game five_card_hi_lo``: the value-class enumeration against a card-by-card enumeration of
every dealer hand for chosen player hands and against seeded random deals played through the kernels; the payouts
as the spec prints them; the Ante Bonus's worth counted by hand; the Poker Bonus against the textbook counts of
five-card poker hands; the figures of the default readings and of the variants that change them."""

from __future__ import annotations

import itertools
import json
import random
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt
import pytest

from croupier.analysis import five_card_hi_lo as F
from croupier.cli import main
from croupier.reference.cards import parse_card
from croupier.reference.five_card_hi_lo import kernels
from croupier.reference.five_card_hi_lo.config import (AnteBonusPayment, AnteBonusPaytable, PokerBonusPaytable,
                                                       TableConfig)
from tests.analysis.conftest import analyze_json, by_name, frac

Card = tuple[int, str]
DECK: list[Card] = [(r, s) for r in range(1, 14) for s in "SHDC"]
HANDS = comb(52, 5)
DEALER = comb(47, 5)
CLASS_INDEX = {c: i for i, (_, members) in enumerate(F.value_classes()) for c in members}

#: 663a.12(b) as the digest prints it: "N for 1" per paytable
ANTE_BONUS = {"A": (1000, 100, 10), "B": (500, 50, 5), "C": (200, 50, 5), "D": (100, 50, 5)}
#: 663a.12(d) as the digest prints it, "N to 1", best first; the last row the least pair
POKER_A = (250, 50, 25, 15, 10, 8, 5, 3, 1)
POKER_B = (500, 100, 40, 15, 8, 6, 4, 3, 1)
#: the textbook counts of the five-card poker hands (royal flush to two pair), and one pair of each rank
TEXTBOOK = (4, 36, 624, 3744, 5108, 10200, 54912, 123552)
ONE_PAIR_OF_A_RANK = 84480
#: the hands holding three aces, four aces without a 2, four aces and a 2
THREE_ACES, FOUR_ACES, FOUR_ACES_AND_A_2 = comb(4, 3) * comb(48, 2), 44, 4

#: the edges of the default readings on each Ante Bonus paytable (measured; see docs/analysis.md)
EDGE = {"A": Fraction(27546161737, 996661525860), "B": Fraction(37808213647, 996661525860),
        "C": Fraction(420531817, 10952324460), "D": Fraction(38421789247, 996661525860)}


def cards(text: str) -> tuple[Card, ...]:
    out = []
    for t in text.split():
        c = parse_card(t)
        assert c is not None, t
        out.append((c.rank, c.suit))
    return tuple(out)


def class_of(hand: tuple[Card, ...]) -> tuple[int, ...]:
    """The hand's multiset of value classes, as the analysis counts them."""
    index = CLASS_INDEX
    counts = [0] * len(F.value_classes())
    for c in hand:
        counts[index[c]] += 1
    return tuple(counts)


def decisions(cfg: TableConfig) -> dict[tuple[int, ...], Any]:
    """The player's decision for each multiset of classes."""
    return {d.player.counts: d for d in F.strategy(cfg).decisions}


def high_values(hands: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Card indices into DECK -> each card's value in the high hand, written out here (ace 11, court cards 10)."""
    ranks = np.array([r for r, _ in DECK], dtype=np.int64)[hands]
    return np.where(ranks == 1, 11, np.minimum(ranks, 10))


def dealer_totals(values: npt.NDArray[np.int64], four_aces_low: int) -> tuple[Any, Any]:
    """663a.11(e) on many hands at once, written independently of the kernel: with three aces or fewer the three
    cards of highest value (the aces, at 11, among them) high and the other two low; with four, A-A-A high and the
    fourth ace low with the fifth card, or (``four_aces_low`` 2) two aces and the fifth card high, two aces low."""
    ordered = -np.sort(-values, axis=1)
    high, low = ordered[:, :3].sum(axis=1), ordered[:, 3:].sum(axis=1)
    four = (values == 11).sum(axis=1) == 4
    fifth = values.sum(axis=1) - 44
    if four_aces_low == 1:
        high, low = np.where(four, 33, high), np.where(four, 1 + fifth, low)
    else:
        high, low = np.where(four, 22 + fifth, high), np.where(four, 2, low)
    return high, low


@pytest.fixture(scope="session")  # built once per worker, not again on each return to this module
def dealer_hands() -> npt.NDArray[np.int64]:
    """Every five of 47 positions, one row a hand: C(47, 5) rows."""
    flat = np.fromiter(itertools.chain.from_iterable(itertools.combinations(range(47), 5)), dtype=np.int8,
                       count=5 * DEALER)
    return flat.reshape(-1, 5).astype(np.int64)


def test_the_independent_dealer_rule_is_the_kernels() -> None:
    """The rule written out above agrees with the kernel on 1,500 random hands and on all 48 four-ace hands, both
    readings of G-4 (so that the card-by-card enumeration below checks the classes, not the kernel)."""
    rng = random.Random(663)
    hands = [tuple(rng.sample(DECK, 5)) for _ in range(1500)]
    hands += [tuple(c for c in DECK if c[0] == 1) + (x,) for x in DECK if x[0] != 1]
    idx = np.array([[DECK.index(c) for c in h] for h in hands], dtype=np.int64)
    for low_aces in (1, 2):
        high, low = dealer_totals(high_values(idx), low_aces)
        for h, dh, dl in zip(hands, high, low):
            hi, lo = kernels.dealer_setting(h, low_aces)
            assert (kernels.total(hi, True), kernels.total(lo, False)) == (dh, dl), h


def test_the_outcome_tables_are_the_kernels_on_any_totals() -> None:
    """The nine-entry tables the analysis looks results up in give what the kernel gives on 3,000 random pairs of
    totals as a round can make them (high 6 to 33, low 2 to 20), equal totals made often."""
    ante, tied = F.outcome_tables()
    rng = random.Random(12)
    for _ in range(3000):
        ph, dh = rng.randint(6, 33), rng.randint(6, 33)
        pl, dl = rng.randint(2, 20), rng.randint(2, 20)
        if rng.random() < 0.3:
            ph = dh
        if rng.random() < 0.3:
            pl = dl
        i, j = (ph > dh) - (ph < dh) + 1, (pl > dl) - (pl < dl) + 1
        assert (ante[i, j], tied[i, j]) == (kernels.ante_result(ph, pl, dh, dl), kernels.tie_result(ph, pl, dh, dl))


@pytest.mark.parametrize(("text", "plays", "aces_low"), [
    ("AS JH 10D 9C 2S", True, 1),  # PV-1: the text's own example, set ace low (29 / 3), never loses
    ("4S 5H 5D 5C 6S", False, 0),  # folded: Play is worth 2 x -0.50102 per Ante, below the Ante's -1
    ("4S 5H 7D 7C 8S", True, 0),  # played: Play is worth 2 x -0.49949 per Ante
    ("AS AH AD 9C 9S", True, 1),  # three aces: A-A-9 / A-9 rather than A-A-A / 9-9
])
def test_each_setting_against_every_dealer_hand_card_by_card(dealer_hands: npt.NDArray[np.int64], text: str,
                                                             plays: bool, aces_low: int) -> None:
    """Every one of the C(47, 5) = 1,533,939 dealer hands beside a chosen player hand, card by card: each setting's
    wins, losses and ties of one and both totals are the class counts, and the player's decision is the best by
    this count."""
    cfg = TableConfig()
    mine = cards(text)
    rest = np.array([i for i, c in enumerate(DECK) if c not in mine], dtype=np.int64)
    dh, dl = dealer_totals(high_values(rest[dealer_hands]), cfg.dealer_four_aces_low)
    d = decisions(cfg)[class_of(mine)]
    by_totals = {(s.high, s.low): s for s in d.player.settings}
    direct = {}
    for high, low in kernels.player_settings(mine):
        h, lo = kernels.total(high, True), kernels.total(low, False)
        win, lose = int(((h > dh) & (lo < dl)).sum()), int(((h <= dh) & (lo >= dl)).sum())
        one, both = int(((h == dh) ^ (lo == dl)).sum()), int(((h == dh) & (lo == dl)).sum())
        direct[(h, lo)] = (win, lose, one, both)
    assert set(direct) == set(by_totals)
    for key, (win, lose, one, both) in direct.items():
        s = by_totals[key]
        assert (s.win, s.lose, s.one_tie, s.both_tie) == (win, lose, one, both), key
    best = max(direct, key=lambda k: direct[k][0] - direct[k][1])
    worth = Fraction(2 * (direct[best][0] - direct[best][1]), DEALER)
    assert (d.setting is not None) == plays == (worth >= -1)
    if plays:
        assert (d.setting.high, d.setting.low) == best and d.setting.aces_low == aces_low


def test_random_deals_through_the_kernels_agree_with_the_classes() -> None:
    """3,000 seeded deals, card by card: the dealer's totals are his class's, the kernel's setting of the player's
    decision exists, and the sample's mean net on the Ante and Play and on the Tie lies within four standard errors
    of the exact figures."""
    cfg = TableConfig()
    rows = {a.wager: a for a in F.analyze(cfg, ["ante_play", "tie"])}
    dealer = F.dealer_classes(cfg.dealer_four_aces_low)
    totals = {tuple(int(x) for x in row): (int(h), int(lo)) for row, h, lo in zip(dealer.counts, dealer.high,
                                                                                   dealer.low)}
    bonus = F.ante_bonus_pays(cfg)
    one, both = F.tie_pays(cfg)
    plan = decisions(cfg)
    rng = random.Random(5)
    n, ante, side = 3000, Fraction(0), Fraction(0)
    for _ in range(n):
        drawn = rng.sample(DECK, 10)
        mine, his = tuple(drawn[:5]), tuple(drawn[5:])
        d = plan[class_of(mine)]
        hand = kernels.ante_bonus(mine)
        extra = bonus[hand] if hand else Fraction(0)
        if d.setting is None:
            ante, side = ante - 1, side - 1
            continue
        hi, lo = kernels.dealer_setting(his, cfg.dealer_four_aces_low)
        dh, dl = kernels.total(hi, True), kernels.total(lo, False)
        assert totals[class_of(his)] == (dh, dl)
        (h, low) = next((h, low) for h, low in kernels.player_settings(mine)
                        if (kernels.total(h, True), kernels.total(low, False)) == (d.setting.high, d.setting.low))
        ph, pl = kernels.total(h, True), kernels.total(low, False)
        ante += 2 * kernels.ante_result(ph, pl, dh, dl) + extra
        side += {0: Fraction(-1), 1: one, 2: both}[kernels.tie_result(ph, pl, dh, dl)]
    for a, total in ((rows["ante_play"], ante), (rows["tie"], side)):
        error = (float(a.variance) / n) ** 0.5
        assert abs(float(total / n - a.expected_net)) < 4 * error, a.wager


def test_the_classes_weigh_every_hand_and_every_deal() -> None:
    assert [len(m) for _, m in F.value_classes()] == [4] * 8 + [16, 4]
    assert [v for v, _ in F.value_classes()] == [(v, v) for v in range(2, 11)] + [(11, 1)]
    players = F.player_classes(1)
    assert 1993 == len(players) == len(F.dealer_classes(1).counts)
    assert HANDS == sum(p.weight for p in players)
    assert all(1 <= len(p.settings) <= 2 for p in players)
    for a in F.analyze(TableConfig()):
        assert 1 == a.total_probability, a.wager


def test_the_payouts_are_the_spec_s() -> None:
    """663a.12(b)-(d) as the digest prints them; "N for 1" read as N (default) or N - 1 (G-6)."""
    cfg = TableConfig()
    for table in AnteBonusPaytable:
        want = ANTE_BONUS[table.value]
        assert tuple(F.ante_bonus_pays(cfg, table).values()) == want
        less = attrs.evolve(cfg, ante_bonus_payment=AnteBonusPayment.N_LESS_ONE)
        assert tuple(F.ante_bonus_pays(less, table).values()) == tuple(n - 1 for n in want)
    assert (4, 20) == F.tie_pays(cfg)
    for table, odds, least in ((PokerBonusPaytable.PAYTABLE_A, POKER_A, 7), (PokerBonusPaytable.PAYTABLE_B, POKER_B,
                                                                              6)):
        pays, pair = F.poker_bonus_pays(cfg, table)
        assert (tuple(pays[h] for h in kernels.POKER_HANDS), pair) == (odds, least)


def test_the_poker_bonus_counts_are_the_textbook_s() -> None:
    """Every category of the 2,598,960 hands as the textbooks count them, and the edges at the printed odds."""
    for least, pair_ranks in ((7, 8), (6, 9)):
        counts = dict(F.poker_counts(least))
        assert tuple(counts[h] for h in kernels.POKER_HANDS) == TEXTBOOK + (pair_ranks * ONE_PAIR_OF_A_RANK,)
        assert HANDS == sum(counts.values())
    cfg = TableConfig()
    for wager, odds, pair_ranks in ((F.POKER_BONUS_A, POKER_A, 8), (F.POKER_BONUS_B, POKER_B, 9)):
        n = TEXTBOOK + (pair_ranks * ONE_PAIR_OF_A_RANK,)
        (a,) = F.analyze(cfg, [wager])
        assert a.edge == 1 - Fraction(sum(k * (o + 1) for k, o in zip(n, odds)), HANDS)
    assert ["poker_bonus_a", "poker_bonus_b"] == [a.wager for a in F.analyze(cfg, ["poker-bonus"])]
    assert (Fraction(2341, 30940), Fraction(1203, 30940)) == tuple(a.edge for a in F.analyze(cfg, ["poker_bonus"]))


def test_the_ante_bonus_is_worth_its_hand_counts() -> None:
    """The strategy does not depend on the Ante Bonus: between two paytables the edges differ by the worth of the
    bonus, counted by hand (4,512 hands of three aces, 44 of four without a 2, 4 with one); the bonus standing on a
    fold changes nothing, since no Ante Bonus hand folds."""
    cfg = TableConfig()
    f = F.ante_play_figures(cfg)

    def worth(table: str, less: int = 0) -> Fraction:
        top, four, three = (n - less for n in ANTE_BONUS[table])
        return Fraction(FOUR_ACES_AND_A_2 * top + FOUR_ACES * four + THREE_ACES * three, HANDS)

    assert f.bonus == worth("A") == Fraction(223, 10829)
    for table in "BCD":
        assert f.edge_by_paytable[table] - f.edge_by_paytable["A"] == worth("A") - worth(table)
    assert EDGE == f.edge_by_paytable and f.edge == EDGE["A"]
    assert all(d.setting is not None for d in F.strategy(cfg).decisions if d.player.bonus)
    assert F.ante_play_figures(attrs.evolve(cfg, ante_bonus_on_fold=True)).edge_by_paytable == EDGE
    less = F.ante_play_figures(attrs.evolve(cfg, ante_bonus_payment=AnteBonusPayment.N_LESS_ONE))
    for table in "ABCD":
        assert less.edge_by_paytable[table] - EDGE[table] == Fraction(THREE_ACES + FOUR_ACES + FOUR_ACES_AND_A_2, HANDS)


def test_the_default_figures() -> None:
    """Paytable A, the default readings: the edge, the element of risk, the fold rate and the results; no tie of
    value needed the rule."""
    f = F.ante_play_figures(TableConfig())
    assert f.edge == Fraction(27546161737, 996661525860)
    assert f.element_of_risk == f.edge / (2 - f.fold) == Fraction(27546161737, 1962323678469)
    assert f.fold == Fraction(2887, 92820)
    assert (f.win, f.tie, f.lose) == (Fraction(34412351293, 249165381465), Fraction(15496088548, 22651398315),
                                      Fraction(9745656755, 66444101724))
    assert 1 == f.fold + f.win + f.tie + f.lose
    assert (0, 0) == (f.setting_ties, f.fold_ties)
    (t,) = F.analyze(TableConfig(), ["tie"])
    assert t.edge == Fraction(29293647833, 249165381465)


def test_the_dealer_s_four_aces_two_low() -> None:
    """G-4's other reading changes the dealer's four-ace hands only: the edges move by less than 0.001 %."""
    f = F.ante_play_figures(TableConfig(dealer_four_aces_low=2))
    assert f.edge == Fraction(27552345661, 996661525860)
    assert all(0 < f.edge_by_paytable[k] - EDGE[k] < Fraction(1, 100000) for k in EDGE)
    (t,) = F.analyze(TableConfig(dealer_four_aces_low=2), ["tie"])
    assert t.edge == Fraction(16739462791, 142380217980)


def test_unknown_wagers_are_refused() -> None:
    with pytest.raises(KeyError):
        F.analyze(TableConfig(), ["dragon"])


def test_the_command_reports_every_wager_exactly(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """``croupier analyze --game five_card_hi_lo --format json``: the default table (in a subprocess, contracts off),
    then a profile file (paytable D, "N for 1" as N - 1; in this process)."""
    doc = analyze_json("--game", "five_card_hi_lo")
    assert ("five_card_hi_lo", "default", "A", False) == (doc["game"], doc["profile"], doc["ante_bonus_paytable"],
                                                          doc["contracts"])
    rows = by_name(doc)
    assert ["ante_play", "tie", "poker_bonus_a", "poker_bonus_b"] == list(rows)
    assert EDGE["A"] == frac(rows["ante_play"]["edge"])
    assert {k: frac(v) for k, v in rows["ante_play"]["edge_by_ante_bonus_paytable"].items()} == EDGE
    assert Fraction(2887, 92820) == frac(rows["ante_play"]["p_fold"])
    assert all(r["exact"] is True for r in rows.values())
    profile = tmp_path / "hi-lo.toml"
    profile.write_text('game = "five_card_hi_lo"\nante_bonus_paytable = "D"\nante_bonus_payment = "n_less_one"\n',
                       encoding="utf-8")
    monkeypatch.setenv("CROUPIER_CONTRACTS", "0")  # what the command would set for good; restored after the test
    assert 0 == main(["analyze", "--game", "five_card_hi_lo", "--profile", str(profile), "--wager", "ante_play",
                      "--format", "json"])
    doc = json.loads(capsys.readouterr().out)
    (row,) = doc["wagers"]
    assert ("D", "n_less_one") == (doc["ante_bonus_paytable"], doc["ante_bonus_payment"])
    assert EDGE["D"] + Fraction(THREE_ACES + FOUR_ACES + FOUR_ACES_AND_A_2, HANDS) == frac(row["edge"])


def test_the_strategy_played_through_the_round_model_nets_what_the_analysis_counts() -> None:
    """400 seeded deals played as rounds of the model (croupier.reference.five_card_hi_lo.game), the player folding,
    playing and setting as the analysis's strategy says: each round's settlements net exactly what the analysis
    counts for that deal (the Ante and Play with the Ante Bonus, and the Tie)."""
    from croupier.reference.five_card_hi_lo import game

    cfg = attrs.evolve(TableConfig(), tie_offered=True)
    bonus = F.ante_bonus_pays(cfg)
    one, both = F.tie_pays(cfg)
    plan = decisions(cfg)
    rng = random.Random(663)
    sign = {"win": 1, "lose": -1, "void": 0}
    for _ in range(400):
        drawn = rng.sample(DECK, 10)
        mine, his = tuple(drawn[:5]), tuple(drawn[5:])
        d = plan[class_of(mine)]
        deck = game.stacked_deck(cfg, (1,), {1: mine, game.DEALER: his}, sorted(game.DECK))
        events: list[Any] = [game.Join(1), game.PlaceWager(1, 100), game.PlaceWager(1, 100, game.TIE),
                             game.Shuffle(deck), game.NoMoreBets(), game.CountStub()]
        if d.setting is None:
            events.append(game.Fold(1))
            want_ante, want_tie = Fraction(-1), Fraction(-1)
        else:
            h, low = next((h, low) for h, low in kernels.player_settings(mine)
                          if (kernels.total(h, True), kernels.total(low, False)) == (d.setting.high, d.setting.low))
            events += [game.Play(1), game.SetHands(1, h, low), game.DealerSets(), game.Settle()]
            hi, lo = kernels.dealer_setting(his, cfg.dealer_four_aces_low)
            dh, dl = kernels.total(hi, True), kernels.total(lo, False)
            hand = kernels.ante_bonus(mine)
            want_ante = 2 * kernels.ante_result(d.setting.high, d.setting.low, dh, dl) + (bonus[hand] if hand else 0)
            want_tie = {0: Fraction(-1), 1: one, 2: both}[kernels.tie_result(d.setting.high, d.setting.low, dh, dl)]
        s, steps = game.replay(cfg, events)
        assert s.phase is game.Phase.OPEN and not any(x.rejected for x in steps)
        paid = [o for x in steps for o in x.outcomes if hasattr(o, "result")]
        net = {key: sum(sign[o.result.value] * Fraction(o.amount) for o in paid if o.bet in keys) / 100
               for key, keys in (("ante", ("ante", "play", "ante_bonus")), ("tie", ("tie",)))}
        assert (net["ante"], net["tie"]) == (want_ante, want_tie), (mine, his)
