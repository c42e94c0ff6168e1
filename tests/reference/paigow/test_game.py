"""A house-banked Pai Gow round (621a.4-621a.8, 621a.10): the digest's round vectors R1-R6, the count and the
delivery through the model, the irregularities, and illegal events refused with their clause and no change."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any

import pytest

from croupier.reference.outcomes import Notice, Rejected, Result, Settlement
from croupier.reference.paigow import game
from croupier.reference.paigow.config import TableConfig
from croupier.reference.paigow.dealing import DEALER, Style
from croupier.reference.paigow.game import (ChooseStyle, DealerSets, ExposeTile, Join, NoMoreBets, Phase, PlaceWager,
                                            RandomNumber, Settle, SetHands, Shake, Stack, StackExposed, State,
                                            Surrender, VoidChoice, WrongDeal)
from croupier.reference.paigow.tiles import FACES, Ranking, full_set, hand, parse_tile

PA, PA_T = "pa-621a@2012", "pa-535@2010t"


def _t(text: str) -> list[tuple[int, int]]:
    return [parse_tile(x) for x in text.split(",")]


def _h(text: str) -> tuple[tuple[int, int], tuple[int, int]]:
    a, b = (parse_tile(x) for x in text.split("+"))
    return hand(a, b)


def _row(first: int, places: dict[int, str]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """A stacked row that, dealt in the standard style from place ``first``, gives each listed place its tiles; the
    other stacks take the rest of the set."""
    rest = Counter(full_set(Ranking.from_ruleset(PA)))
    wanted = {p: _t(x) for p, x in places.items()}
    for ts in wanted.values():
        rest -= Counter(ts)
    left = sorted(rest.elements())
    stacks = []
    for k in range(8):
        place = (first + k) % 8
        if place in wanted:
            stacks.append(tuple(wanted[place]))
        else:
            stacks.append(tuple(left[:4]))
            left = left[4:]
    return tuple(stacks)


def _play(cfg: TableConfig, events: list[Any], s: State | None = None) -> tuple[State, list[Any]]:
    state, steps = game.replay(cfg, events, s)
    rejected = [o for st in steps for o in st.outcomes if isinstance(o, Rejected)]
    assert [] == rejected
    return state, [o for st in steps for o in st.outcomes]


def _settlements(outcomes: list[Any]) -> dict[int, tuple[Result, Any, Any]]:
    return {o.seat: (o.result, o.amount, o.commission) for o in outcomes if isinstance(o, Settlement)}


R1_ROW = _row(1, {1: "3-3,3-3,2-2,2-2", 2: "6-6,1-6,1-5,3-4", 3: "5-5,3-6,2-6,1-5", 4: "1-1,1-1,4-6,4-6",
                  5: "1-3,2-3,4-4,5-5", 6: "6-6,5-6,1-6,4-4", 7: "4-5,3-5,2-4,1-2", DEALER: "1-3,1-4,5-6,2-5"})
R1_WAGERS = {1: 10000, 2: 5000, 3: 2500, 4: 1200, 5: 1000}
R1_SETS = [SetHands(1, _h("3-3+3-3"), _h("2-2+2-2")), SetHands(2, _h("6-6+1-6"), _h("1-5+3-4")),
           SetHands(3, _h("5-5+3-6"), _h("2-6+1-5")), SetHands(4, _h("1-1+1-1"), _h("4-6+4-6")),
           SetHands(5, _h("1-3+2-3"), _h("4-4+5-5"))]


def _r1_events(dealer: DealerSets = DealerSets()) -> list[Any]:
    return ([Join(p) for p in range(1, 7)] + [PlaceWager(p, a) for p, a in R1_WAGERS.items()]
            + [Stack(R1_ROW), NoMoreBets(), Shake((4, 3, 3))] + R1_SETS + [dealer, Settle()])


def test_round_r1() -> None:
    """R1: dice 10 give the first stack to position 1; the dealer sets 1-3+1-4 / 5-6+2-5 (HW3); position 1 wins
    $100 less $5.00, 2 pushes, 3 loses, 4 wins $12 less 75 cents (rounded up from 60; its 4-6 pair low counts as a
    pair, AMB-1), 5 pushes on a copy of the dealer's high hand. Position 6 has no wager: its stack goes unseen to
    the Dead Hand."""
    s, out = _play(TableConfig(), _r1_events())
    assert {1: (Result.WIN, 10000, 500), 2: (Result.VOID, 5000, 0), 3: (Result.LOSE, 2500, 0),
            4: (Result.WIN, 1200, 75), 5: (Result.VOID, 1000, 0)} == _settlements(out)
    notices = [o for o in out if isinstance(o, Notice)]
    assert notices[0].what.startswith("10: the first stack goes to the 1")
    assert "pa:621a.6(e)" in notices[1].clauses and "6" in notices[1].what
    assert Phase.OPEN is s.phase and s.row is None and not s.wagers  # 621a.4(f): mixed again for the next round
    house = -sum(a - c if r is Result.WIN else -a if r is Result.LOSE else 0
                 for r, a, c in _settlements(out).values())
    assert Fraction(-8125) == house


def test_round_r1_exact_vigorish_and_the_literal_zero_clause() -> None:
    """R1, S4: exact vigorish 60 cents; under any_pip_total the 4-6 pair is a 'value of zero' and pushes."""
    _, out = _play(TableConfig(vig_rounding=game.TableConfig().vig_rounding.NONE), _r1_events())
    assert (Result.WIN, 1200, Fraction(60)) == _settlements(out)[4]
    _, out = _play(TableConfig(zero_clause_scope=TableConfig().zero_clause_scope.ANY_PIP_TOTAL), _r1_events())
    assert Result.VOID is _settlements(out)[4][0]


def test_round_r1_under_each_edition_cites_its_numbers() -> None:
    for rid, win in ((PA, "pa:621a.8(i)"), (PA_T, "pa:535.10(j)")):
        _, out = _play(TableConfig(ruleset=rid), _r1_events())
        s1 = next(o for o in out if isinstance(o, Settlement) and o.seat == 1)
        assert any(c.startswith(win) for c in s1.clauses), (rid, s1.clauses)


def test_winners_are_paid_last_under_535() -> None:
    """535.10(j): winners are paid once every hand is exposed; 621a.8(f) settles each in turn."""
    _, out = _play(TableConfig(ruleset=PA_T), _r1_events())
    order = [o.seat for o in out if isinstance(o, Settlement)]
    assert [2, 3, 5, 1, 4] == order
    _, out = _play(TableConfig(), _r1_events())
    assert [1, 2, 3, 4, 5] == [o.seat for o in out if isinstance(o, Settlement)]


R2_ROW = _row(0, {DEALER: "5-5,4-6,3-3,2-2", 1: "1-3,1-5,4-5,5-6"})


@pytest.mark.parametrize(("rid", "high", "low", "want"), [
    (PA, "1-3+1-5", "4-5+5-6", Result.LOSE),
    (PA_T, "1-3+1-5", "4-5+5-6", Result.VOID), (PA, "1-5+5-6", "1-3+4-5", Result.WIN),
    (PA_T, "1-3+5-6", "1-5+4-5", Result.WIN)])
def test_round_r2_zero_zero(rid: str, high: str, low: str, want: Result) -> None:
    """R2: against the dealer's 0 / 0 (HW5), a player's 0 / 0 loses under 621a (zero-zero goes to the dealer) but
    pushes under 535 (the better top tile wins the high hand; a low of 0 never wins)."""
    events = [Join(1), PlaceWager(1, 10000), Stack(R2_ROW), NoMoreBets(), Shake((2, 3, 4)),
              SetHands(1, _h(high), _h(low)), DealerSets(), Settle()]
    _, out = _play(TableConfig(ruleset=rid), events)
    assert want is _settlements(out)[1][0]


def test_surrender_costs_the_whole_wager() -> None:
    """R6: position 3 surrenders after the dealer sets: it loses $25, no vigorish; the others settle as in R1."""
    events = _r1_events()
    events.insert(-1, Surrender(3))
    _, out = _play(TableConfig(), events)
    s3 = [o for o in out if isinstance(o, Settlement) and o.seat == 3]
    assert 1 == len(s3) and (Result.LOSE, 2500, 0) == (s3[0].result, s3[0].amount, s3[0].commission)
    assert "pa:621a.8(e)" in s3[0].clauses


def test_the_dealer_is_reset_to_the_house_way() -> None:
    """IRV4 in spirit: a dealer split 621a.8(d) does not allow is reset and the round goes on (621a.10(f))."""
    wrong = DealerSets(_h("1-3+5-6"), _h("1-4+2-5"))
    _, out = _play(TableConfig(), _r1_events(wrong))
    reset = [o for o in out if isinstance(o, Notice) and "pa:621a.10(f)" in o.clauses]
    assert reset and "against 621a.8(d)" in reset[0].what
    _, plain = _play(TableConfig(), _r1_events())
    assert _settlements(plain) == _settlements(out)


def test_alternative_style_and_rng() -> None:
    """621a.7(a)(4), 621a.6(a)(1): a table that allows Jung Quat and draws its number from an RNG."""
    cfg = TableConfig(alternative_styles=frozenset({Style.JUNG_QUAT}),
                      start_position_source=TableConfig().start_position_source.RNG)
    s, _ = _play(cfg, [Join(1), PlaceWager(1, 500), Stack(R1_ROW), ChooseStyle(Style.JUNG_QUAT), NoMoreBets(),
                       RandomNumber(8)])
    assert Phase.DEALT is s.phase
    assert Counter((*R1_ROW[3][:2], *R1_ROW[4][:2])) != Counter(s.dealt[1])  # the Dead Hand took R4/R5's tops
    assert Counter((*R1_ROW[2][:2], *R1_ROW[5][:2])) == Counter(s.dealt[1])  # DL5: position 1 takes R3/R6's tops


def test_no_roll() -> None:
    """621a.10(a), (b): a tilted die or one that fell out is no roll; nothing moves."""
    s, _ = _play(TableConfig(), [Join(1), PlaceWager(1, 500), Stack(R1_ROW), NoMoreBets()])
    for shake, clause in ((Shake((1, 2, 3), flat=False), "pa:621a.10(a)"), (Shake((1, 2, 3), fell_out=True),
                                                                             "pa:621a.10(b)")):
        st = game.step(TableConfig(), s, shake)
        assert st.state == s and any(isinstance(o, Notice) and clause in o.clauses for o in st.outcomes)


def _dealt() -> State:
    s, _ = _play(TableConfig(), [Join(p) for p in range(1, 7)] + [PlaceWager(p, a) for p, a in R1_WAGERS.items()]
                 + [Stack(R1_ROW), NoMoreBets(), Shake((4, 3, 3))])
    return s


@pytest.mark.parametrize(("event", "clause"), [(ExposeTile(DEALER), "pa:621a.10(e)"), (ExposeTile(7), "pa:621a.10(e)"),
                                               (ExposeTile(6), "pa:621a.10(e)"), (WrongDeal(), "pa:621a.10(c)")])
def test_irregularities_that_void_every_hand(event: Any, clause: str) -> None:
    """IRV1, IRV3: every wager is returned and the tiles are mixed again."""
    st = game.step(TableConfig(), _dealt(), event)
    voids = _settlements(list(st.outcomes))
    assert {p: (Result.VOID, a, 0) for p, a in R1_WAGERS.items()} == voids
    assert all(clause in o.clauses for o in st.outcomes if isinstance(o, Settlement))
    assert Phase.OPEN is st.state.phase and st.state.row is None


def test_a_players_exposed_tile_gives_that_player_the_choice() -> None:
    """IRV2: position 4 alone chooses; voiding returns its wager, the others play on."""
    s = game.step(TableConfig(), _dealt(), ExposeTile(4)).state
    refused = game.step(TableConfig(), s, R1_SETS[3])
    assert refused.rejected and refused.state == s
    st = game.step(TableConfig(), s, VoidChoice(4, True))
    assert {4: (Result.VOID, 1200, 0)} == _settlements(list(st.outcomes))
    rest = [x for x in R1_SETS if x.position != 4] + [DealerSets(), Settle()]
    _, out = _play(TableConfig(), rest, st.state)
    assert 4 not in _settlements(out) and Result.WIN is _settlements(out)[1][0]


def test_stacking_exposure_remixes() -> None:
    """IRV5 (621a.4(e)): the row is gone; 'no more bets' waits for a new one."""
    s, out = _play(TableConfig(), [Join(1), PlaceWager(1, 500), Stack(R1_ROW), StackExposed()])
    assert s.row is None and any("pa:621a.4(e)" in o.clauses for o in out if isinstance(o, Notice))
    st = game.step(TableConfig(), s, NoMoreBets())
    assert st.rejected and st.state == s


@pytest.mark.parametrize(("event", "clause"), [
    (PlaceWager(2, 500), "pa:621a.5(c)"), (SetHands(1, _h("3-3+3-3"), _h("2-2+1-1")), "pa:621a.8(a)"),
    (DealerSets(), "pa:621a.8(c)"), (Settle(), "pa:621a.8(f)"), (Surrender(1), "pa:621a.8(e)"),
    (Stack(R1_ROW), "pa:621a.4(d)"), (ChooseStyle(Style.CHEE_YEE), "pa:621a.7(a)")])
def test_illegal_events_are_refused_with_their_clause(event: Any, clause: str) -> None:
    s = _dealt()
    st = game.step(TableConfig(), s, event)
    assert st.state == s
    assert [clause] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]


def test_refusals_cite_the_editions_numbers() -> None:
    st = game.step(TableConfig(ruleset=PA_T), State(), PlaceWager(1, 500))
    assert ["pa:535.7(b)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]
    st = game.step(TableConfig(ruleset=PA_T), State(), Stack(((FACES[0],) * 4,) * 8))
    assert ["pa:535.6(a)(1)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]


def test_a_set_that_is_not_one_set_is_refused() -> None:
    st = game.step(TableConfig(), State(), Stack(((FACES[0],) * 4,) * 8))
    assert st.rejected and ["pa:621a.4(a)(1)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]


def test_banking_is_refused_until_modelled() -> None:
    st = game.step(TableConfig(player_banking=True), State(), Join(1))
    assert ["pa:621a.9(a)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]
