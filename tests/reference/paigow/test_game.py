"""A house-banked Pai Gow round (621a.4-621a.8, 621a.10): the digest's round vectors R1-R6, the count and the
delivery through the model, the irregularities, and illegal events refused with their clause and no change."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any

import attrs
import pytest
from hypothesis import given, settings, strategies as st

from croupier.reference.outcomes import Notice, Rejected, Result, Settlement
from croupier.reference.paigow import game
from croupier.reference.paigow import kernels
from croupier.reference.paigow.config import BankSettlement, PairFortunes, PairFortunesVoid, PlayerMisset, TableConfig
from croupier.reference.paigow.config import DealerWager as DealerWagerCfg, StartOfGame as StartOfGameCfg
from croupier.reference.paigow.house_way import choose
from croupier.reference.paigow.dealing import DEALER, Style
from croupier.reference.paigow.game import (BANK, BONUS, CO_BANK, DEALER_WAGER, WAGER, TakeSecondArea,
                                            BankDecision, ChooseStyle,
                                            CutStacks, DealerSets, DirectDealerWager, ExposeTile, Join, Leave, NewSet,
                                            NoMoreBets, Phase, PlaceWager, RandomNumber, RemoveWager, Settle,
                                            SetHands, Shake, Stack, StackExposed, State, Surrender, VoidChoice,
                                            WrongDeal)
from croupier.reference.paigow.tiles import FACES, Ranking, full_set, hand, parse_tile

PA, PA_T, MD = "pa-621a@2012", "pa-535@2010t", "md-paigow@1.1"


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
    for rid, win in ((PA, "pa:621a.8(i)"), (PA_T, "pa:535.10(j)"), (MD, "md:paigow.8(I)")):
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
    (PA, "1-3+1-5", "4-5+5-6", Result.LOSE), (MD, "1-3+1-5", "4-5+5-6", Result.LOSE),
    (PA_T, "1-3+1-5", "4-5+5-6", Result.VOID), (PA, "1-5+5-6", "1-3+4-5", Result.WIN),
    (PA_T, "1-3+5-6", "1-5+4-5", Result.WIN)])
def test_round_r2_zero_zero(rid: str, high: str, low: str, want: Result) -> None:
    """R2: against the dealer's 0 / 0 (HW5), a player's 0 / 0 loses under 621a and Maryland (zero-zero goes to the
    dealer) but pushes under 535 (the better top tile wins the high hand; a low of 0 never wins)."""
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
    st = game.step(TableConfig(ruleset=MD), State(), Stack(((FACES[0],) * 4,) * 8))
    assert ["md:paigow.4(C)(1)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]


def test_a_set_that_is_not_one_set_is_refused() -> None:
    st = game.step(TableConfig(), State(), Stack(((FACES[0],) * 4,) * 8))
    assert st.rejected and ["pa:621a.4(a)(1)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]


TWO = TableConfig(two_adjacent_areas=True)


def _two_areas(first: int, second: int) -> list[Any]:
    """R1 with position 1 also playing area 2 (R1's position 2 tiles), wagering ``first`` and ``second``."""
    return ([Join(p) for p in (1, 3, 4, 5)] + [TakeSecondArea(1, 2), PlaceWager(1, first), PlaceWager(2, second)]
            + [PlaceWager(p, R1_WAGERS[p]) for p in (3, 4, 5)] + [Stack(R1_ROW), NoMoreBets(), Shake((4, 3, 3))])


def test_two_adjacent_areas_are_two_separate_hands() -> None:
    """621a.5(d): position 1 plays area 2 as well; each area is its own hand, settled and charged on its own
    (AMB-33); the larger wager's hand is set first."""
    events = _two_areas(10000, 5000) + R1_SETS + [DealerSets(), Settle()]
    st, out = _play(TWO, events)
    assert {1: (Result.WIN, 10000, 500), 2: (Result.VOID, 5000, 0)} == {
        k: v for k, v in _settlements(out).items() if k in (1, 2)}
    assert {1: 15000, 3: 2500, 4: 1200, 5: 1000} == st.house_round  # AMB-31: both areas summed for a bank
    assert {2: 1} == st.second


@pytest.mark.parametrize(("first", "second", "early"), [(5000, 10000, 1), (5000, 5000, 2)])
def test_the_order_of_setting_two_hands(first: int, second: int, early: int) -> None:
    """The larger wager's hand first (here area 2's); equal wagers counterclockwise (area 1 first)."""
    st, _ = _play(TWO, _two_areas(first, second))
    sets = {1: R1_SETS[0], 2: R1_SETS[1]}
    refused = game.step(TWO, st, sets[early])
    assert ["pa:621a.5(d)"] == [o.clause for o in refused.outcomes if isinstance(o, Rejected)]
    other = 3 - early
    assert not game.step(TWO, game.step(TWO, st, sets[other]).state, sets[early]).rejected


@pytest.mark.parametrize(("cfg", "events", "clause"), [
    (TableConfig(), [Join(1), TakeSecondArea(1, 2)], "pa:621a.5(d)"),
    (TWO, [Join(1), TakeSecondArea(1, 3)], "pa:621a.5(d)"),
    (TWO, [Join(1), Join(2), TakeSecondArea(1, 2)], "pa:621a.5(d)"),
    (TWO, [Join(1), TakeSecondArea(1, 2), Join(2)], "pa:621a.2(a)"),
])
def test_second_area_refusals(cfg: TableConfig, events: list[Any], clause: str) -> None:
    st, steps = game.replay(cfg, events)
    assert [clause] == [o.clause for o in steps[-1].outcomes if isinstance(o, Rejected)]


def test_leaving_takes_the_second_area_too() -> None:
    st, out = _play(TWO, [Join(1), TakeSecondArea(1, 2), PlaceWager(1, 100), PlaceWager(2, 200), Leave(1)])
    assert [(1, Result.VOID, 100), (2, Result.VOID, 200)] == [
        (o.seat, o.result, o.amount) for o in out if isinstance(o, Settlement)]
    assert not st.second and not st.wagers and not st.seated


# --- Maryland's Pair Fortunes Pai Gow Bonus (ch. 5 F(1), ch. 8 L) ---------------------------------------------

MD_B = TableConfig(ruleset=MD, pair_fortunes=PairFortunes.PAYTABLE_B)


def _bonus_events(*extra: Any, sets: list[Any] | None = None) -> list[Any]:
    """R1 with $5 bonuses at positions 1 (3-3,3-3,2-2,2-2: two pairs) and 2 (no pair among its tiles)."""
    return ([Join(p) for p in range(1, 7)] + [PlaceWager(p, a) for p, a in R1_WAGERS.items()]
            + [PlaceWager(1, 500, BONUS), PlaceWager(2, 500, BONUS), Stack(R1_ROW), NoMoreBets(), Shake((4, 3, 3))]
            + list(extra) + (R1_SETS if sets is None else sets) + [DealerSets(), Settle()])


def _bonus(out: list[Any]) -> dict[int, tuple[Result, Any, tuple[str, ...]]]:
    return {o.seat: (o.result, o.amount, o.clauses) for o in out if isinstance(o, Settlement) and o.bet == BONUS}


def test_the_bonus_is_settled_on_the_dealt_tiles_after_the_wager() -> None:
    """Paytable B: two pairs pay 25 to 1 ($125 on $5, no vigorish); no pair loses; each bonus follows its
    position's Pai Gow wager."""
    _, out = _play(MD_B, _bonus_events())
    assert {1: (Result.WIN, 12500, ("md:paigow.5(F)(1)", "md:paigow.8(L)(2)(b)")),
            2: (Result.LOSE, 500, ("md:paigow.5(F)(1)",))} == _bonus(out)
    keys = [(o.seat, o.bet) for o in out if isinstance(o, Settlement)]
    assert keys[:4] == [(1, WAGER), (1, BONUS), (2, WAGER), (2, BONUS)]
    assert {1: (Result.WIN, 10000, 500)} == {k: v for k, v in _settlements(
        [o for o in out if getattr(o, "bet", None) == WAGER]).items() if k == 1}


def test_a_surrendered_or_misset_hand_keeps_its_bonus() -> None:
    """AMB-25(d), (f): the bonus is judged on the tiles dealt, so a surrender or a mis-set hand does not touch it."""
    events = _bonus_events()
    events.insert(events.index(DealerSets()) + 1, Surrender(1))
    _, out = _play(MD_B, events)
    assert Result.WIN is _bonus(out)[1][0]
    sets = [SetHands(1, _h("2-2+2-2"), _h("3-3+3-3"))] + R1_SETS[1:]
    _, out = _play(attrs.evolve(MD_B, player_misset=PlayerMisset.FOUL_LOSE), _bonus_events(sets=sets))
    assert Result.LOSE is _settlements([o for o in out if getattr(o, "bet", None) == WAGER])[1][0]
    assert Result.WIN is _bonus(out)[1][0]


@pytest.mark.parametrize(("void", "want"), [(PairFortunesVoid.RETURN, Result.VOID),
                                            (PairFortunesVoid.SETTLE, Result.WIN)])
def test_a_voided_hand_returns_or_settles_its_bonus(void: PairFortunesVoid, want: Result) -> None:
    """ch. 10 D(2): the player voids the hand after the dealer exposed a tile; AMB-25(f) is pair_fortunes_void."""
    cfg = attrs.evolve(MD_B, pair_fortunes_void=void)
    st, steps = game.replay(cfg, _bonus_events()[:16] + [ExposeTile(1), VoidChoice(1, True)])
    got = [o for o in steps[-1].outcomes if isinstance(o, Settlement)]
    assert [(WAGER, Result.VOID), (BONUS, want)] == [(o.bet, o.result) for o in got]
    assert 1 not in st.bonuses
    _, steps = game.replay(cfg, _bonus_events()[:16] + [WrongDeal()])
    assert want is {o.seat: o.result for o in steps[-1].outcomes if isinstance(o, Settlement) and o.bet == BONUS}[1]


def test_the_bonus_goes_with_the_pai_gow_wager() -> None:
    """ch. 5 F: only beside a Pai Gow wager; taking that wager back returns the bonus; the bonus alone may be
    taken back; a player leaving mid-round abandons both (AMB-26)."""
    st, out = _play(MD_B, [Join(1), PlaceWager(1, 1000), PlaceWager(1, 200, BONUS), RemoveWager(1)])
    assert [(WAGER, Result.VOID, 1000), (BONUS, Result.VOID, 200)] == [
        (o.bet, o.result, o.amount) for o in out if isinstance(o, Settlement)]
    assert not st.wagers and not st.bonuses
    st, out = _play(MD_B, [Join(1), PlaceWager(1, 1000), PlaceWager(1, 200, BONUS), RemoveWager(1, BONUS)])
    assert {1: 1000} == st.wagers and not st.bonuses
    _, steps = game.replay(MD_B, _bonus_events()[:16] + [Leave(1)])
    assert [(WAGER, Result.LOSE), (BONUS, Result.LOSE)] == [
        (o.bet, o.result) for o in steps[-1].outcomes if isinstance(o, Settlement)]


@pytest.mark.parametrize(("cfg", "events", "clause"), [
    (TableConfig(), [Join(1), PlaceWager(1, 1000), PlaceWager(1, 200, BONUS)], "pa:621a.5"),
    (TableConfig(ruleset=PA_T), [Join(1), PlaceWager(1, 1000), PlaceWager(1, 200, BONUS)], "pa:535.7"),
    (TableConfig(ruleset=MD), [Join(1), PlaceWager(1, 1000), PlaceWager(1, 200, BONUS)], "md:paigow.5(F)"),
    (MD_B, [Join(1), PlaceWager(1, 200, BONUS)], "md:paigow.5(F)"),
    (MD_B, [Join(1), PlaceWager(1, 200, "big_six")], "md:paigow.5"),
    (MD_B, [Join(1), PlaceWager(1, 1000), RemoveWager(1, BONUS)], "md:paigow.5(D)"),
])
def test_bonus_refusals(cfg: TableConfig, events: list[Any], clause: str) -> None:
    st, steps = game.replay(cfg, events)
    assert [clause] == [o.clause for o in steps[-1].outcomes if isinstance(o, Rejected)]
    assert st == game.replay(cfg, events[:-1])[0]


# --- player banking and co-banking (621a.9) ---------------------------------------------------------------------

BANKING = TableConfig(player_banking=True, co_banking=True)


def _by_house_way(cfg: TableConfig, s: State, who: list[int]) -> list[Any]:
    r = Ranking.from_ruleset(cfg.ruleset)
    return [SetHands(p, *(lambda x: (x.high, x.low))(choose(r, s.dealt[p], cfg.house_way))) for p in who]


def _house_round(cfg: TableConfig, wagers: dict[int, int], s: State | None = None) -> State:
    """A whole round against the dealer on R1's row (dice 10), every hand set by the house way."""
    s = s or State()
    events: list[Any] = [Join(p) for p in range(1, 7) if p not in s.seated]
    s, _ = _play(cfg, events + [PlaceWager(p, a) for p, a in wagers.items()] + [Stack(R1_ROW), NoMoreBets(),
                                                                                 Shake((4, 3, 3))], s)
    s, _ = _play(cfg, _by_house_way(cfg, s, sorted(s.wagers)) + [DealerSets(), Settle()], s)
    return s


def _banked_round(cfg: TableConfig, s: State, bank: int, wagers: dict[int, int], places: dict[int, str],
                  sets: dict[int, str], before: list[Any] = (), co_bank: bool = False) -> list[Any]:
    """Offer the bank round the table until ``bank`` takes it, then play one round whose deal (dice 1-1-1,
    counted from the bank) gives ``places`` their tiles; ``sets`` says how each position sets them ("high/low")."""
    events: list[Any] = []
    for p in s.offers:
        if p == bank:
            events.append(BankDecision(p, True, chips=10 ** 7, co_bank=co_bank))
            break
        events.append(BankDecision(p, False))
    first = kernels.first_position(bank, 3)
    events += list(before) + [PlaceWager(p, a) for p, a in wagers.items()]
    events += [Stack(_row(first, places)), NoMoreBets(), Shake((1, 1, 1))]
    events += [SetHands(p, _h(x.split("/")[0]), _h(x.split("/")[1])) for p, x in sets.items()]
    return events + [DealerSets(), Settle()]


def _net(out: list[Any]) -> dict[Any, Fraction]:
    """Each party's net from the settlements: players, the dealer (0) and the bank, by (seat, key)."""
    got: dict[Any, Fraction] = {}
    for o in out:
        if isinstance(o, Settlement):
            v = Fraction(o.amount) - o.commission if o.result is Result.WIN else -Fraction(o.amount) \
                if o.result is Result.LOSE else Fraction(0)
            got[(o.seat, o.bet)] = got.get((o.seat, o.bet), Fraction(0)) + v
    return got


def _b1() -> tuple[TableConfig, State, list[Any]]:
    cfg = attrs.evolve(BANKING, dealer_wager_against_bank=DealerWagerCfg.AMOUNT, dealer_wager_amount=10000)
    s = _house_round(cfg, {1: 1000, 2: 1000, 3: 1000, 5: 1000})
    return cfg, s, _banked_round(cfg, s, 3, {1: 10000, 2: 5000, 5: 2500}, {
        3: "5-5,5-5,4-6,3-6", 1: "6-6,6-6,1-1,1-1", 2: "2-3,1-4,2-5,3-4", 5: "4-4,4-4,1-6,2-2",
        DEALER: "2-6,3-5,1-5,1-6"}, {1: "6-6+6-6/1-1+1-1", 2: "2-3+2-5/1-4+3-4", 5: "4-4+4-4/1-6+2-2",
                                     3: "5-5+5-5/4-6+3-6"})


def test_b1_the_bank_takes_the_surplus_less_vigorish() -> None:
    """B1: bank S3, the dealer wagers $100 and loses; S1 wins $100, S2 loses $50, S5 pushes: the centre has $150,
    pays $100, and the bank takes the $50 surplus less $2.50."""
    cfg, s, events = _b1()
    st, out = _play(cfg, events, s)
    net = _net(out)
    assert {(0, DEALER_WAGER): -10000, (1, WAGER): 9500, (2, WAGER): -5000, (5, WAGER): 0,
            (3, BANK): Fraction(4750)} == net
    house = -sum(v for (seat, _), v in net.items() if seat != DEALER)  # what everyone else nets, the house pays
    assert Fraction(-9250) == house == net[(DEALER, DEALER_WAGER)] + 500 + 250  # the dealer's $100 lost, the vig
    first = [o for o in out if isinstance(o, Settlement)][0]
    assert (DEALER, "pa:621a.9(n)") == (first.seat, first.clauses[0])
    assert st.bank is None and st.last_bank == 3 and 3 not in st.offers


def test_b2_the_bank_makes_good_the_shortfall() -> None:
    """B2: bank S2 directs no dealer wager (the dealer's stack is gathered); S1 wins $200, S4 wins $100, S6 loses
    $50: the bank pays $250."""
    cfg = BANKING
    s = _house_round(cfg, {1: 1000, 2: 1000, 4: 1000, 6: 1000})
    events = _banked_round(cfg, s, 2, {1: 20000, 4: 10000, 6: 5000}, {
        2: "2-3,1-4,2-5,3-4", 1: "6-6,6-6,1-1,1-1", 4: "4-4,4-4,5-5,5-5", 6: "5-6,4-5,1-6,1-5"},
        {1: "6-6+6-6/1-1+1-1", 4: "4-4+4-4/5-5+5-5", 6: "1-6+1-5/5-6+4-5", 2: "2-5+3-4/2-3+1-4"},
        before=[DirectDealerWager(0)])
    _, out = _play(cfg, events, s)
    assert {(1, WAGER): 19000, (4, WAGER): 9500, (6, WAGER): -5000, (2, BANK): -25000} == _net(out)
    assert any("gathered" in o.what for o in out if isinstance(o, Notice))


def _cobank(winners: bool) -> tuple[State, list[Any]]:
    s = _house_round(BANKING, {p: 1000 for p in range(1, 6)})
    if winners:  # B3: S1-S3 beat the co-bank's pair and 4; S4 loses
        places = {5: "1-3,1-3,2-5,3-4", 1: "6-6,6-6,1-1,1-1", 2: "4-4,4-4,5-5,5-5", 3: "1-2,2-4,3-3,3-3",
                  4: "5-6,4-5,1-6,1-5"}
        sets = {1: "6-6+6-6/1-1+1-1", 2: "4-4+4-4/5-5+5-5", 3: "1-2+2-4/3-3+3-3", 4: "1-6+1-5/5-6+4-5"}
    else:  # B4: S1-S3 lose to the co-bank's two pairs; S4 beats them
        places = {5: "3-3,3-3,2-2,2-2", 4: "6-6,6-6,1-1,1-1", 1: "1-6,1-5,2-5,3-4", 2: "5-6,5-6,4-6,4-6",
                  3: "1-6,1-5,4-5,2-3"}
        sets = {4: "6-6+6-6/1-1+1-1", 1: "2-5+3-4/1-6+1-5", 2: "5-6+5-6/4-6+4-6", 3: "4-5+2-3/1-6+1-5"}
    return s, _banked_round(BANKING, s, 5, {p: 10000 for p in range(1, 5)}, places, sets, co_bank=True)


def test_b3_b4_a_co_bank_shares_half() -> None:
    """B3: the co-bank and the house each put in half the $200 shortfall. B4: of a $200 surplus the house takes
    half, and the co-bank its half less 5% ($95)."""
    s, events = _cobank(winners=True)
    _, out = _play(BANKING, events, s)
    net = _net(out)
    assert {(1, WAGER): 9500, (2, WAGER): 9500, (3, WAGER): 9500, (4, WAGER): -10000, (5, CO_BANK): -10000} == net
    assert Fraction(-8500) == -sum(net.values())
    s, events = _cobank(winners=False)
    _, out = _play(BANKING, events, s)
    net = _net(out)
    assert {(1, WAGER): -10000, (2, WAGER): -10000, (3, WAGER): -10000, (4, WAGER): 9500, (5, CO_BANK): 9500} == net
    assert Fraction(11000) == -sum(net.values())


def test_a_co_bank_is_set_by_the_dealer_and_faces_no_dealer_wager() -> None:
    s, events = _cobank(winners=True)
    st, steps = game.replay(BANKING, events[:events.index(Shake((1, 1, 1))) + 1], s)
    assert st.co_bank and st.dealer_wager == 0 and DEALER not in st.dealt
    refused = game.step(BANKING, st, SetHands(5, _h("1-3+1-3"), _h("2-5+3-4")))
    assert ["pa:621a.9(e)"] == [o.clause for o in refused.outcomes if isinstance(o, Rejected)]


@pytest.mark.parametrize(("order", "bank"), [(BankSettlement.AGGREGATE, None), (BankSettlement.SEQUENTIAL, -500)])
def test_b5_aggregate_and_sequential(order: BankSettlement, bank: int | None) -> None:
    """B5: S1 wins $100 and S2 loses $100 against bank S6. All at once the centre nets out to nothing; in exposure
    order the bank first pays $100 in, then takes the $100 surplus less $5."""
    cfg = attrs.evolve(BANKING, bank_settlement_order=order)
    s = _house_round(cfg, {1: 1000, 2: 1000, 6: 1000})
    events = _banked_round(cfg, s, 6, {1: 10000, 2: 10000}, {
        6: "3-3,3-3,2-2,2-2", 1: "6-6,6-6,1-1,1-1", 2: "1-6,1-5,2-5,3-4"},
        {1: "6-6+6-6/1-1+1-1", 2: "2-5+3-4/1-6+1-5", 6: "3-3+3-3/2-2+2-2"}, before=[DirectDealerWager(0)])
    _, out = _play(cfg, events, s)
    net = _net(out)
    assert bank == net.get((6, BANK))
    assert (9500, -10000) == (net[(1, WAGER)], net[(2, WAGER)])


def test_rotation_and_eligibility() -> None:
    """8.7: no bank at the start of the game; round 2's offer starts at S1, who banks; round 3's starts at S2
    (never the same bank twice running); S5, who arrived in round 2, never wagered against the dealer."""
    cfg = BANKING
    s = State(seated=frozenset({1, 2, 4}))
    assert () == s.offers and s.start_of_game
    s = _house_round(cfg, {1: 1000, 2: 1000, 4: 1000}, s)
    assert (1, 2, 3, 4, 5, 6) == s.offers  # _house_round seats everyone
    s2, _ = _play(cfg, [Leave(3), Leave(5), Leave(6), BankDecision(1, True, chips=100000), Join(5)], s)
    s3, _ = _play(cfg, [PlaceWager(2, 1000), PlaceWager(5, 1000), Stack(R1_ROW), NoMoreBets(), Shake((4, 3, 3))], s2)
    s3, _ = _play(cfg, _by_house_way(cfg, s3, [1, 2, 5]) + [DealerSets(), Settle()], s3)
    assert (2, 4, 5) == s3.offers and 1 == s3.last_bank and 2 == s3.pointer
    st, steps = game.replay(cfg, [BankDecision(2, False), BankDecision(4, False), BankDecision(5, True, chips=9)], s3)
    assert ["pa:621a.9(d)(1)"] == [o.clause for o in steps[-1].outcomes if isinstance(o, Rejected)]


@pytest.mark.parametrize(("events", "clause"), [
    ([BankDecision(2, True, chips=1)], "pa:621a.9(c)"),  # S1 is asked first
    ([PlaceWager(1, 100)], "pa:621a.9(c)"),  # the offer comes before the wagers (AMB-32)
    ([BankDecision(1, True, chips=0)], "pa:621a.9(d)(2)"),
    ([BankDecision(1, True, chips=500), PlaceWager(1, 100)], "pa:621a.9(f)"),
    ([BankDecision(1, True, chips=500), DirectDealerWager(10 ** 6)], "pa:621a.9(h)"),
    ([BankDecision(1, True, chips=500), PlaceWager(2, 600), Stack(R1_ROW), NoMoreBets()], "pa:621a.9(d)(2)"),
    ([BankDecision(1, True, chips=10 ** 6), Stack(R1_ROW), CutStacks(1, 8, 0)], "pa:621a.9(g)"),
    ([BankDecision(1, True, chips=10 ** 6), Stack(R1_ROW), CutStacks(1, 2, 0), CutStacks(1, 2, 0)], "pa:621a.9(g)"),
    ([BankDecision(1, True, chips=10 ** 6), Leave(1)], "pa:621a.5(b)"),
    ([BankDecision(1, True, chips=10 ** 6), TakeSecondArea(1, 2)], "pa:621a.9(f)"),
])
def test_bank_refusals(events: list[Any], clause: str) -> None:
    cfg = attrs.evolve(BANKING, two_adjacent_areas=True)
    s = _house_round(cfg, {p: 1000 for p in range(1, 7)})
    st, steps = game.replay(cfg, events, s)
    assert [clause] == [o.clause for o in steps[-1].outcomes if isinstance(o, Rejected)]
    assert st == game.replay(cfg, events[:-1], s)[0]


def test_no_bank_at_the_start_of_the_game() -> None:
    """621a.9(b): a new set makes the next round the start of the game; under every_round (the literal reading,
    AMB-11) no round is ever offered."""
    s = _house_round(BANKING, {1: 1000})
    st, steps = game.replay(BANKING, [NewSet(), BankDecision(1, True, chips=10 ** 6)], s)
    assert ["pa:621a.9(b)"] == [o.clause for o in steps[-1].outcomes if isinstance(o, Rejected)]
    literal = attrs.evolve(BANKING, start_of_game=StartOfGameCfg.EVERY_ROUND)
    assert () == _house_round(literal, {1: 1000}).offers


def test_a_table_left_empty_during_a_round_starts_afresh() -> None:
    """621a.4(g), AMB-11: the last player leaves while the tiles are out; the round ends with no one seated, so
    the next is the start of the game (no bank offered), whoever sits down before it."""
    s = _house_round(BANKING, {1: 1000})
    events = [BankDecision(p, False) for p in s.offers] + [Leave(p) for p in range(2, 7)]
    events += [PlaceWager(1, 1000), Stack(R1_ROW), NoMoreBets(), Shake((4, 3, 3)), Leave(1), DealerSets(), Settle()]
    st, _ = _play(BANKING, events, s)
    assert st.start_of_game and () == st.offers
    st, steps = game.replay(BANKING, [Join(2), BankDecision(2, True, chips=10 ** 6)], st)
    assert ["pa:621a.9(b)"] == [o.clause for o in steps[-1].outcomes if isinstance(o, Rejected)]


def test_a_new_set_withdraws_the_offer_and_the_pointer_stays() -> None:
    """AMB-12: a new set ends the offer under way; the round it starts offers no bank, so the pointer does not
    move on after it."""
    s = _house_round(BANKING, {1: 1000})
    first = s.pointer
    st, _ = _play(BANKING, [BankDecision(s.offers[0], False), NewSet()], s)
    assert not st.offered and () == st.offers
    st = _house_round(BANKING, {1: 1000}, st)
    assert first == st.pointer and first == st.offers[0]


def test_a_bank_that_places_its_hands_the_wrong_way_round() -> None:
    """The bank's low hand placed above its high hand is named by rank, with the same notice as a player's
    (player_misset = relabel_by_rank); under reset_house_way it is set again by the house way."""
    cfg, s, events = _b1()
    wrong = [SetHands(3, _h("4-6+3-6"), _h("5-5+5-5")) if isinstance(e, SetHands) and e.position == 3 else e
             for e in events]
    st, steps = game.replay(cfg, wrong, s)
    out = [o for x in steps for o in x.outcomes]
    assert not [o for o in out if isinstance(o, Rejected)]
    assert any("pa:621a.1#high-hand" in o.clauses and "bank" in o.what for o in out if isinstance(o, Notice))
    assert _net(out) == _net(_play(cfg, events, s)[1])
    cfg = attrs.evolve(cfg, player_misset=PlayerMisset.RESET_HOUSE_WAY)
    _, out = _play(cfg, wrong, s)
    assert any("pa:621a.10(f)" in o.clauses for o in out if isinstance(o, Notice))


def test_the_count_starts_at_the_bank() -> None:
    """621a.9(j): dice 1-1-1 counted from bank S3 give the first stack to S5."""
    cfg, s, events = _b1()
    st, _ = _play(cfg, events[:events.index(Shake((1, 1, 1))) + 1], s)
    assert _t("5-5,5-5,4-6,3-6") == list(st.dealt[3])
    assert Phase.DEALT is st.phase and 10000 == st.dealer_wager


@pytest.mark.parametrize(("rid", "dealer", "pot"), [(PA, "pa:621a.9(n)", "pa:621a.9(o)"),
                                                    (PA_T, "pa:535.11(n)", "pa:535.11(o)"),
                                                    (MD, "md:paigow.9(O)", "md:paigow.9(P)(7)")])
def test_a_banked_round_cites_each_editions_numbers(rid: str, dealer: str, pot: str) -> None:
    """621a.9(n), (o): the dealer's wager first, the bank's take of the centre last; Maryland cites the step of
    9 P that decides it (P(7): 5% of the surplus)."""
    cfg, s, events = _b1()
    cfg = attrs.evolve(cfg, ruleset=rid)
    _, out = _play(cfg, events, s)
    settled = [o for o in out if isinstance(o, Settlement)]
    assert dealer == settled[0].clauses[0] and pot == settled[-1].clauses[0]
    assert Fraction(4750) == _net(out)[(3, BANK)]


# --- properties over random rounds -------------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(tiles=st.permutations(full_set(Ranking.from_ruleset(PA))), bank=st.integers(1, 6),
       wagers=st.dictionaries(st.integers(1, 6), st.sampled_from([100, 500, 1110, 2500, 10000]), min_size=1),
       dice=st.tuples(st.integers(1, 6), st.integers(1, 6), st.integers(1, 6)),
       order=st.sampled_from(list(BankSettlement)), dealer_wager=st.sampled_from([0, 1000]),
       surrender=st.sets(st.integers(1, 6), max_size=2))
def test_the_centre_balances_and_every_tile_is_dealt_once(tiles: list[Any], bank: int, wagers: dict[int, int],
                                                          dice: tuple[int, int, int], order: BankSettlement,
                                                          dealer_wager: int, surrender: set[int]) -> None:
    """In any banked round, whatever the tiles, wagers and dice: the places hold distinct tiles of the one set
    (the Dead Hand and the gathered stacks the rest), and the centre balances: every losing wager (the dealer's
    too) and what the bank puts in equal every winning wager paid and what the bank takes out (621a.9(o))."""
    cfg = attrs.evolve(BANKING, co_banking=False, bank_settlement_order=order, dealer_wager_amount=dealer_wager,
                       dealer_wager_against_bank=DealerWagerCfg.AMOUNT)
    s = _house_round(cfg, {p: 1000 for p in range(1, 7)})
    events: list[Any] = [BankDecision(p, p == bank, 10 ** 7 if p == bank else 0)
                         for p in s.offers[:s.offers.index(bank) + 1]]
    events += [PlaceWager(p, a) for p, a in sorted(wagers.items()) if p != bank]
    events += [Stack(tuple(tuple(tiles[4 * k:4 * k + 4]) for k in range(8))), NoMoreBets(), Shake(dice)]
    st_, steps = game.replay(cfg, events, s)
    if any(x.rejected for x in steps):  # only the bank wagered: nothing to deal for
        assert not {p for p in wagers if p != bank}
        return
    dealt = [t for ts in st_.dealt.values() for t in ts]
    assert Counter(dealt) <= Counter(full_set(Ranking.from_ruleset(PA))) and len(dealt) == 4 * len(st_.dealt)
    rest = _by_house_way(cfg, st_, sorted(set(st_.wagers) | {bank})) + [DealerSets()]
    rest += [Surrender(p) for p in sorted(surrender) if p in st_.wagers] + [Settle()]
    _, out = _play(cfg, rest, st_)
    settled = [o for o in out if isinstance(o, Settlement)]
    into = sum(o.amount for o in settled if o.result is Result.LOSE)  # losing wagers, and the bank's pay-in
    out_of = sum(o.amount for o in settled if o.result is Result.WIN)  # winning wagers, and the bank's take
    assert into == out_of
