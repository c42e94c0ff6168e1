"""The blackjack family's main-wager analysis (croupier.analysis.blackjack_play and its two chapters' adapters).

Three kinds of check:

- the dealer's table against a plain recursion written here, on small shoes;
- rounds played through the models' ``step`` with random cards and the lines the analysis allows (its best line or
  another it deems legal), each hand's net as the model settles it against what the analysis counts for it: every
  line the analysis weighs is one the model accepts, and settles as the analysis says;
- the figures: Double Attack's Bet against an independent computation (about 0.48 % per initial Bet under the
  default reading, a 2.34 % player edge under ``return_full``), and Spanish 21 under the published rules (slow).
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache
from types import SimpleNamespace
from typing import Any, Optional

import attrs
import pytest

from croupier.analysis import blackjack_play as bp, double_attack_main, spanish21_main
from croupier.analysis.blackjack_play import OUTCOMES, hand_total
from croupier.reference.blackjack.kernels import dealer_draws
from croupier.reference.cards import SUITS, Card
from croupier.reference.double_attack import game as da_game, state as da_state
from croupier.reference.double_attack.config import SurrenderAfterDouble, TableConfig as DAConfig
from croupier.reference.outcomes import Result, Settlement
from croupier.reference.spanish21 import game as s21_game, state as s21_state
from croupier.reference.spanish21.config import TableConfig as S21Config

STAKE = 1000

#: the main-wager analyses (minutes of work) are remembered per process (lru_cache) and several tests ask for the same
#: ones: every test of the module runs on one pytest-xdist worker, which computes each once
pytestmark = pytest.mark.xdist_group("analysis-blackjack-play")


# --- the dealer's table --------------------------------------------------------------------------------------------


def _recursive(up: int, c: list[int], peek: bool) -> list[float]:
    """The dealer's outcome chances by plain recursion over his draws, the hole card first."""
    out = [0.0] * len(OUTCOMES)
    hole_bj = {1: 10, 10: 1}.get(up) if peek else None

    def go(hand: list[int], p: float, first: bool) -> None:
        pts, soft = hand_total(tuple(hand.count(v) for v in range(1, 11)))
        if pts > 21:
            out[-1] += p
            return
        if not first and not dealer_draws(pts, soft, False):
            out[OUTCOMES.index(pts)] += p
            return
        n = sum(c) - (len(hand) - 1)
        left = [c[v - 1] - hand[1:].count(v) for v in range(1, 11)]
        if first and hole_bj:
            n_ok = n - left[hole_bj - 1]
        else:
            n_ok = n
        for v in range(1, 11):
            if left[v - 1] <= 0 or (first and v == hole_bj):
                continue
            go(hand + [v], p * left[v - 1] / n_ok, False)

    go([up], 1.0, True)
    return out


@pytest.mark.parametrize("up", [1, 2, 6, 10])
def test_dealer_table_matches_a_plain_recursion(up: int) -> None:
    shoe = (2, 1, 2, 1, 2, 2, 1, 2, 1, 4)
    got = bp._Dealer(up, False, True)(shoe)
    want = _recursive(up, list(shoe), True)
    assert got == pytest.approx(want, abs=1e-12)
    assert sum(got) == pytest.approx(1.0, abs=1e-12)


# --- rounds through the models ------------------------------------------------------------------------------------


def _values(cards: tuple[Card, ...]) -> tuple[int, ...]:
    return tuple(sum(1 for c in cards if min(c.rank, 10) == v) for v in range(1, 11))


def _special(cards: tuple[Card, ...]) -> bool:
    """A three-card 6-7-8 or 7-7-7: the analysis counts its suits by their chances, tested on its own below."""
    return len(cards) == 3 and sorted(c.rank for c in cards) in ([6, 7, 8], [7, 7, 7])


GAMES = {
    "spanish21": SimpleNamespace(game=s21_game, st=s21_state, main=spanish21_main, doubled=s21_state.Status.RESCUE,
                                 after_double=s21_state.Rescue, one_card=None),
    "double_attack": SimpleNamespace(game=da_game, st=da_state, main=double_attack_main, doubled=da_state.Status.DOUBLED,
                                     after_double=da_state.Surrender, one_card=da_state.Status.ONE_CARD),
}


@lru_cache(maxsize=None)
def _hand_ev(rules: bp.Rules, up: int) -> bp.HandEV:
    return bp.HandEV(rules, up)


def _net(outcomes: list[Any]) -> Fraction:
    """Box 1's net over a round's outcomes, as the model settles it."""
    return sum((o.amount if o.result is Result.WIN else -o.amount for o in outcomes
                if isinstance(o, Settlement) and o.seat == 1 and o.result in (Result.WIN, Result.LOSE)), Fraction(0))


def _stake(h: Any) -> int:
    return h.wager if hasattr(h, "wager") else h.bet + h.attack


def _round(name: str, cfg: Any, rules: bp.Rules, rnd: random.Random, attack: bool) -> Optional[tuple[Fraction, float]]:
    """One round at box 1 from a fresh shoe: the model's net for the box, and the analysis's. ``None`` when a hand
    is a 6-7-8 or 7-7-7 (tested apart)."""
    g = GAMES[name]
    st, game = g.st, g.game
    shoe = [Card(r, s) for r in range(1, 14) if r != 10 for s in SUITS] * cfg.decks
    rnd.shuffle(shoe)
    cards = iter(shoe)
    n = len(shoe)
    s = st.State()
    outcomes: list[Any] = []

    last: list[Any] = []

    def do(e: object) -> None:
        nonlocal s
        last[:] = [s, e, game.due(cfg, s), game.in_turn(s)]
        step = game.step(cfg, s, e)
        assert not step.rejected, f"the model refused {e}: {step.outcomes}"
        s = step.state
        outcomes.extend(step.outcomes)

    do(st.Shuffle(n // 2, n // 4))
    do(st.Burn())
    do(st.PlaceBet(1, STAKE))
    placed = False
    do(st.Deal(next(cards)))  # the round's first card
    while True:
        if s.phase is st.Phase.BETTING:
            break
        if name == "double_attack" and s.phase is st.Phase.ATTACK and attack and not placed:
            placed = True
            do(st.PlaceAttack(1, STAKE))
            continue
        if game.due(cfg, s) is not None:
            do(st.Deal(next(cards)))
            continue
        if s.phase in (st.Phase.INSURANCE, st.Phase.PEEK):
            do(st.Peek())
            continue
        turn = game.in_turn(s)
        assert turn is not None, f"nothing to do in {s.phase}"
        b = s.box(1)
        h = b.hands[turn[1]]
        up = min(s.dealer[0].rank, 10)
        ev = _hand_ev(rules, up)
        values = _values(h.cards)
        if h.status is g.doubled:
            keep = ev.stand(values, (0,) * 10, True, h.split)
            take = rnd.random() < 0.5 and rules.after_double_net is not None
            do(g.after_double(1) if take or (rules.after_double_net or -9) > keep else st.Stand(1))
            continue
        split_aces = g.one_card is not None and h.status is g.one_card
        first = len(h.cards) == 2 and not h.split and len(b.hands) == 1
        legal = "S" + rules.lines(values, h.split, first, split_aces)
        if not split_aces and rules.may_split(values, len(b.hands)):
            legal += "P"
        extra = bp._one(min(h.cards[0].rank, 10)) if h.split else (0,) * 10
        line = ev.best(values, extra, h.split, first, split_aces)[1] if rnd.random() < 0.5 else rnd.choice(legal)
        event = {"S": st.Stand(1), "H": st.Hit(1), "R": st.Surrender(1), "P": st.Split(1),
                 "D": st.Double(1, _stake(h))}[line]
        do(event)
    # the hands as they ended: the state before the round's last event, and that event
    prev, e, target, turn = last
    assert prev.box(1) is not None, (prev.phase, e, s.phase, outcomes)
    hands = list(prev.box(1).hands)
    dealer = prev.dealer
    if isinstance(e, st.Deal):
        if target == (0, 0):
            dealer = dealer + (e.card,)
        else:
            hands[target[1]] = attrs.evolve(hands[target[1]], cards=hands[target[1]].cards + (e.card,))
    elif turn is not None:
        status = {st.Stand: "stood", st.Surrender: "surrendered"}
        if hasattr(st, "Rescue"):
            status[st.Rescue] = "rescued"
        hands[turn[1]] = attrs.evolve(hands[turn[1]], status=st.Status(status.get(type(e), "stood")))
    finals = dict(enumerate(hands))
    model = _net(outcomes)
    # the analysis's
    up = min(dealer[0].rank, 10)
    d_points, _ = hand_total(_values(dealer))
    dealer_bj = len(dealer) == 2 and d_points == 21
    # a dealer who stopped under 17 (551.13(c): no hand left that his total could change) is counted at 17
    k = OUTCOMES.index(min(max(d_points, 17), 22))
    want = 0.0
    for h in finals.values():
        if _special(h.cards):
            return None
        values = _values(h.cards)
        natural = len(h.cards) == 2 and hand_total(values)[0] == 21 and not h.split
        if dealer_bj:
            # the Bet alone is settled; the Double Attack Wager is returned
            want += STAKE * (rules.blackjack_vs_blackjack if natural else rules.loses_to_blackjack)
            continue
        stake = _stake(h)
        status = h.status.value
        if status == "surrendered" and h.double:  # Double Attack: surrendered after a double
            want += stake * rules.after_double_net
        elif status in ("surrendered",):
            want += stake * rules.surrender_net
        elif status == "rescued":
            want += stake * rules.after_double_net
        elif natural:
            want += stake * rules.blackjack_net(k)
        else:
            want += stake * rules.settle(values, k, bool(h.double), h.split, up)
    return model, want


@pytest.mark.parametrize("name,cfg", [
    ("spanish21", S21Config()),
    ("spanish21", S21Config(ruleset="pa-551@2013p", decks=8)),
    ("double_attack", DAConfig()),
    ("double_attack", DAConfig(surrender_after_double_dd=SurrenderAfterDouble.RETURN_FULL,
                               surrender_split_aces=False)),
    ("double_attack", DAConfig(surrender_after_double_dd=SurrenderAfterDouble.FORFEIT_FULL)),
], ids=["s21", "s21-2013-8", "da", "da-return-full", "da-forfeit"])
def test_rounds_through_the_model_settle_as_the_analysis_counts(name: str, cfg: Any) -> None:
    rules = GAMES[name].main.rules(cfg, STAKE) if name == "spanish21" else GAMES[name].main.rules(cfg)
    rnd = random.Random(f"{name}:{cfg}")
    compared = 0
    for i in range(120):
        got = _round(name, cfg, rules, rnd, attack=i % 2 == 0)
        if got is None:
            continue
        model, want = got
        assert float(model) == pytest.approx(want, abs=1e-6), f"round {i}: the model nets {model}, the analysis {want}"
        compared += 1
    assert compared >= 100


def _play(cfg: S21Config, player: list[Card], up: Card, hole: Card) -> Fraction:
    """A Spanish 21 round: box 1's first two cards, the up card and hole card, then hits to three cards and a stand."""
    st = s21_state
    events: list[object] = [st.Shuffle(144, 72), st.Burn(), st.PlaceBet(1, STAKE), st.Deal(player[0]), st.Deal(up),
                            st.Deal(player[1]), st.Deal(hole)]
    if up.rank in (1, 11, 12, 13):
        events.append(st.Peek())
    events += [st.Hit(1), st.Deal(player[2])]
    _, steps = s21_game.replay(cfg, events, st.State())
    s = steps[-1].state
    while s.phase is not st.Phase.BETTING:
        step = s21_game.step(cfg, s, st.Deal(Card(2, "D")) if s21_game.due(cfg, s) else st.Stand(1))
        steps.append(step)
        s = step.state
    return _net([o for step in steps for o in step.outcomes])


@pytest.mark.parametrize("ranks,up", [((6, 7, 8), 9), ((7, 7, 7), 9), ((7, 7, 7), 7), ((6, 7, 8), 7)])
def test_six_seven_eight_and_sevens_weighed_by_their_suits(ranks: tuple[int, ...], up: int) -> None:
    """A winning 6-7-8 or 7-7-7 pays by its suits (551.6(g)(1)-(4)) and, suited against a 7 up, the Super Bonus
    (551.6(h)): the analysis's net is the model's, each suit pattern weighed by its chance."""
    cfg = S21Config()
    rules = spanish21_main.rules(cfg, STAKE)
    chances = spanish21_main.suit_chances(ranks, up, cfg.decks)
    want = 0.0
    for kind, suits in (("mixed", "SHD"), ("suited", "HHH"), ("spades", "SSS")):
        player = [Card(r, x) for r, x in zip(ranks, suits)]
        net = _play(cfg, player, Card(up, "C"), Card(10 + 3, "D"))  # the dealer stands on 17 or more, or busts
        want += chances[kind] * float(net) / STAKE
    hand = _values(tuple(Card(r, "S") for r in ranks))
    dealer = _values((Card(up, "C"), Card(13, "D")))
    k = OUTCOMES.index(hand_total(dealer)[0])
    assert rules.settle(hand, k, False, False, up) == pytest.approx(want, abs=1e-12)


# --- the figures ---------------------------------------------------------------------------------------------------


def test_double_attack_bet_matches_an_independent_computation() -> None:
    """An independent computation (the issue's: 8 x 48 cards, S17, peek, Blackjack 1:1, doubles on any cards,
    surrender after hits and doubles) gives about 0.48 % per initial Bet under DA-A03 ``half`` and a 2.34 % player
    edge under ``return_full``."""
    half = double_attack_main.main_wager(DAConfig())
    assert half.edge == pytest.approx(0.0048, abs=0.0001)
    full = double_attack_main.main_wager(DAConfig(surrender_after_double_dd=SurrenderAfterDouble.RETURN_FULL))
    assert full.edge == pytest.approx(-0.0234, abs=0.0001)
    assert double_attack_main.warning(full) is not None and double_attack_main.warning(half) is None
    # the Double Attack Wager goes on against the dealer's weak cards only
    assert [r.up for r in half.rows if half.attacks(r)] == [2, 3, 4, 5, 6, 7, 8]


def test_spanish21_default_is_a_house_edge() -> None:
    w = spanish21_main.main_wager(S21Config())
    assert 0.004 < w.edge < 0.007
    assert spanish21_main.warning(w) is None


@pytest.mark.slow
@pytest.mark.parametrize("decks,published", [(6, 0.0037), (8, 0.0038)])
def test_spanish21_against_the_published_figures(decks: int, published: float) -> None:
    """The published Spanish 21 figures (0.37 % with six decks, 0.38 % with eight, dealer standing on soft 17)
    assume doubling on any number of cards and splits to four hands; under those rules, with the Super Bonus at a $5
    stake, the analysis agrees to 0.015 %."""
    cfg = S21Config(ruleset="pa-551@2013p", decks=decks)
    rules = attrs.evolve(spanish21_main.rules(cfg, 500), max_hands=4)
    w = spanish21_main.MainWager(cfg, 500, bp.analyse(rules))
    assert w.edge == pytest.approx(published, abs=0.00015)


def test_config_check_and_analyze_warn_when_the_main_wager_favours_the_player(capsys: pytest.CaptureFixture[str]) -> None:
    """The bundled Double Attack example elects ``return_full`` (DA-A03): legal, and loudly a player's game."""
    from croupier.cli import main

    example = "reference/double_attack/examples/profile-double-attack.toml"
    assert main(["config", "check", example]) == 0
    err = capsys.readouterr().err
    assert "WARNING" in err and "favours the player" in err and "surrender_after_double_dd = return_full" in err
    assert main(["analyze", "--game", "double_attack", "--profile", example, "--wager", "bet"]) == 0
    out, err = capsys.readouterr()
    assert "WARNING" in err and "-2.3346 %" in out
    assert main(["config", "check", "reference/spanish21/examples/profile-spanish21.toml"]) == 0
    assert "WARNING" not in capsys.readouterr().err


def _quoted(game: str, name: str) -> str:
    from croupier import spec

    return next(o["summary"] for o in spec.tables("blackjack")["option"] if o["name"] == name and o["game"] == game)


def test_the_options_table_quotes_the_default_and_the_players_reading() -> None:
    """spec/blackjack/tables.toml quotes each reading's effect on the main wager: here the two Double Attack
    figures this module computes anyway (the rest: ``--run-slow``)."""
    text = _quoted("double_attack", "surrender_after_double_dd")
    for value, cfg in (("half", DAConfig()), ("return_full",
                                              DAConfig(surrender_after_double_dd=SurrenderAfterDouble.RETURN_FULL))):
        assert f"{value} {bp.percent(double_attack_main.main_wager(cfg).edge)}" in text


@pytest.mark.slow
def test_the_options_table_quotes_every_readings_effect() -> None:
    for game, module, cfg in (("double_attack", double_attack_main, DAConfig()), ("spanish21", spanish21_main, S21Config())):
        for name, values in module.effects(cfg).items():
            text = _quoted(game, name)
            for value, edge in values.items():
                assert f"{value} {bp.percent(edge)}" in text, (game, name, value)


@pytest.mark.parametrize("argv,clause", [
    (["--game", "spanish21", "--stake", "0"], "--stake is a positive whole number of cents"),
    (["--game", "spanish21", "--stake", "1", "--wager", "spanish21"], "pa:551.6(a)"),
    (["--game", "spanish21", "--stake", "1", "--wager", "match_the_dealer"], "pa:551.7(b)"),
    (["--game", "double_attack", "--stake", "-3"], "--stake is a positive whole number of cents"),
])
def test_a_stake_the_table_refuses_is_one_line_naming_the_clause(argv: list[str], clause: str,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from croupier.cli import main

    assert main(["analyze", *argv]) == 2
    out, err = capsys.readouterr()
    assert clause in err and len(err.strip().splitlines()) == 1 and "Traceback" not in out + err
