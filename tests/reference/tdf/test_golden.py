"""The worked examples of the Three Dice Football digest (three-dice-football.md section 6) as golden tests.

Every payout below is computed here from the digest's odds and the stake, never taken from the model: seat 1 (the
Quarterback) has STAKE on every full game bet, seat 2 puts STAKE on every single play bet before every throw.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import attrs
import pytest

from croupier.reference.outcomes import Notice, Rejected, Result, Settlement
from croupier.reference.tdf import (
    BETS,
    AcceptDice,
    Bet,
    Cocked,
    ExtraPointRoll,
    InvalidThrow,
    Invalidity,
    Join,
    NewDiceSet,
    NoRoll,
    NoRollGround,
    OfferDice,
    Phase,
    PlaceBet,
    RemoveBet,
    State,
    TableConfig,
    Throw,
    VoidThrow,
    profile_from_mapping,
    replay,
    step,
)

STAKE = 1000
FULL = [b for b in BETS if b.full_game]
SINGLE = [b for b in BETS if not b.full_game]
SP = ["TRIPS_TD", "PENALTY", "TURNOVER", "COVER_THREE", "NO_GAIN", "BIG_PLAY", "OVER_FOUR_YARDS", "UNDER_FOUR_YARDS"]


def table(cfg: TableConfig, full: Optional[list[Bet]] = None) -> State:
    """Seats 1 and 2; seat 1 accepts the dice and bets STAKE on each of ``full`` (default: every full game bet)."""
    events = [Join(1), Join(2), OfferDice(), AcceptDice(1)]
    events += [PlaceBet(1, b, STAKE) for b in (FULL if full is None else full)]
    s, steps = replay(cfg, events)
    assert not any(st.rejected for st in steps)
    return s


def down(cfg: TableConfig, s: State, dice: tuple[int, int, int]) -> tuple[State, tuple]:
    """Seat 2 bets STAKE on every single play bet, then the Quarterback throws ``dice``."""
    s, steps = replay(cfg, [PlaceBet(2, b, STAKE) for b in SINGLE], s)
    assert not any(st.rejected for st in steps)
    st = step(cfg, s, Throw(*dice))
    assert not st.rejected, st.outcomes
    return st.state, st.outcomes


def wins(outcomes: tuple, seat: int) -> dict[str, Fraction]:
    """Bet name -> net amount won, for the wins of ``seat``."""
    return {o.bet.name: Fraction(o.amount) for o in outcomes
            if isinstance(o, Settlement) and o.seat == seat and o.result is Result.WIN}


def settled(outcomes: tuple, seat: int) -> dict[str, tuple[Result, Fraction]]:
    return {o.bet.name: (o.result, Fraction(o.amount)) for o in outcomes if isinstance(o, Settlement) and o.seat == seat}


def sp_wins(**odds: int) -> dict[str, Fraction]:
    """The single play winners at "X to 1": X times the stake."""
    return {name: Fraction(STAKE * x) for name, x in odds.items()}


def full_game(scored: bool, play: int, end_changer: bool, **won: Fraction) -> dict[str, tuple[Result, Fraction]]:
    """Every full game bet of seat 1: the named winners with their amounts, the rest lost (stake collected)."""
    out = {b.name: (Result.LOSE, Fraction(STAKE)) for b in FULL}
    for name, amount in won.items():
        out[name] = (Result.WIN, amount)
    return out


def test_g1_text_example_then_trips_td() -> None:
    """pa:661a.6(c)(1), (2), (5), pa:661a.6(f)(1): G1, the text's own example, a penalty, 1st & Goal, a Trips TD on
    play 4, extra point roll 1-4-1."""
    cfg = TableConfig()
    s = table(cfg)
    s, o = down(cfg, s, (5, 5, 2))
    assert (12, "2nd Down") == (s.yard, s.down_puck)
    assert sp_wins(BIG_PLAY=4, OVER_FOUR_YARDS=1) == wins(o, 2)
    s, o = down(cfg, s, (1, 2, 4))
    assert (13, "3rd Down") == (s.yard, s.down_puck)
    assert sp_wins(PENALTY=9, COVER_THREE=7, NO_GAIN=5, UNDER_FOUR_YARDS=1) == wins(o, 2)
    s, o = down(cfg, s, (6, 5, 1))
    assert (3, "1st & Goal") == (s.yard, s.down_puck)
    assert sp_wins(BIG_PLAY=4, OVER_FOUR_YARDS=1) == wins(o, 2)
    s, o = down(cfg, s, (3, 3, 3))
    assert sp_wins(TRIPS_TD=30, COVER_THREE=7, BIG_PLAY=4, OVER_FOUR_YARDS=7) == wins(o, 2)
    assert Phase.EXTRA_POINT == s.phase
    first = [x for x in o if isinstance(x, Settlement)]
    assert (1, "DEFENSE", Result.LOSE) == (first[0].seat, first[0].bet.name, first[0].result)
    assert {"DEFENSE": (Result.LOSE, Fraction(STAKE)), "QUICK_STRIKE_TD": (Result.WIN, Fraction(STAKE)),
            "GAME_CHANGER": (Result.WIN, Fraction(5 * STAKE)), "GAME_LENGTH_4": (Result.WIN, Fraction(5 * STAKE)),
            **{f"GAME_LENGTH_{n}": (Result.LOSE, Fraction(STAKE)) for n in (1, 2, 3, 5, 6)}} == settled(o, 1)
    st = step(cfg, s, ExtraPointRoll(1, 4, 1))
    assert {"TOUCHDOWN": (Result.WIN, Fraction(STAKE)), "EXTRA_POINT": (Result.WIN, Fraction(10 * STAKE))} == settled(
        st.outcomes, 1)
    assert ["TOUCHDOWN", "EXTRA_POINT"] == [x.bet.name for x in st.outcomes if isinstance(x, Settlement)]
    assert (1, Phase.DRIVE, 20, 1, "1st Down") == (st.state.qb, st.state.phase, st.state.yard, st.state.play,
                                                   st.state.down_puck)


@pytest.mark.parametrize("dice", [(1, 1, 6), (1, 2, 6), (2, 1, 6)])
def test_g2_turnover_on_the_first_throw(dice: tuple[int, int, int]) -> None:
    """pa:661a.6(c)(4), pa:661a.6(f)(2), pa:661a.7(a): G2, a turnover on play 1; the dice go to the left of the QB."""
    cfg = TableConfig()
    s, o = down(cfg, table(cfg), dice)
    assert sp_wins(TURNOVER=60, PENALTY=9, COVER_THREE=7, NO_GAIN=5, UNDER_FOUR_YARDS=1) == wins(o, 2)
    assert full_game(False, 1, True, DEFENSE=Fraction(STAKE * 4, 5), GAME_CHANGER=Fraction(5 * STAKE),
                     GAME_LENGTH_1=Fraction(22 * STAKE)) == settled(o, 1)
    names = [x.bet.name for x in o if isinstance(x, Settlement) and x.seat == 1]
    assert {"TOUCHDOWN", "EXTRA_POINT"} == set(names[:2]) and "DEFENSE" == names[2]
    assert (None, 2) == (s.qb, s.offer_from)
    assert 2 == step(cfg, s, OfferDice()).state.offered_to


def test_g2_red_five_is_only_a_penalty() -> None:
    """pa:661a.6(c)(2): (1,1|5) is a penalty, the marker back exactly 1 yard although the dice differ by 3."""
    cfg = TableConfig()
    s, o = down(cfg, table(cfg), (1, 1, 5))
    assert (21, 2, "2nd Down") == (s.yard, s.play, s.down_puck)
    assert sp_wins(PENALTY=9, COVER_THREE=7, NO_GAIN=5, UNDER_FOUR_YARDS=1) == wins(o, 2)


def test_g3_defence_stops_them_in_three() -> None:
    """pa:661a.6(e)(1), NOTE-T13: G3, the downs run out at the 17; Defense 4 to 5, Game Length 3 6 to 5; the Turnover
    wager of play 3 loses."""
    cfg = TableConfig()
    s, o = down(cfg, table(cfg), (2, 3, 4))
    assert (19, sp_wins(UNDER_FOUR_YARDS=1)) == (s.yard, wins(o, 2))
    s, o = down(cfg, s, (4, 4, 6))
    assert (17, sp_wins(UNDER_FOUR_YARDS=1)) == (s.yard, wins(o, 2))
    s, o = down(cfg, s, (3, 3, 6))
    assert sp_wins(NO_GAIN=5, UNDER_FOUR_YARDS=1) == wins(o, 2)
    assert full_game(False, 3, False, DEFENSE=Fraction(800), GAME_LENGTH_3=Fraction(1200)) == settled(o, 1)
    assert s.qb is None


def test_g4_exactly_on_the_goal_line_scores_under_reach_zero() -> None:
    """pa:661a.1#touchdown (AMBIG-T2 reach_zero): G4, 10 then 0: a touchdown on play 2; extra point roll 2-1-5."""
    cfg = TableConfig()
    s, o = down(cfg, table(cfg), (6, 5, 1))
    assert (10, "1st & Goal") == (s.yard, s.down_puck)
    assert sp_wins(BIG_PLAY=4, OVER_FOUR_YARDS=1) == wins(o, 2)
    s, o = down(cfg, s, (6, 6, 2))
    assert sp_wins(BIG_PLAY=4, OVER_FOUR_YARDS=1) == wins(o, 2)
    assert {"QUICK_STRIKE_TD": Fraction(5 * STAKE), "GAME_LENGTH_2": Fraction(22 * STAKE)} == wins(o, 1)
    st = step(cfg, s, ExtraPointRoll(2, 1, 5))
    assert {"TOUCHDOWN": Fraction(STAKE), "EXTRA_POINT": Fraction(STAKE)} == wins(st.outcomes, 1)


def test_g4_pass_zero_plays_on_from_the_goal_line() -> None:
    """AMBIG-T2 pass_zero: landing on the 0 is no touchdown; 2nd & Goal at the 0, play 3."""
    cfg = profile_from_mapping({"touchdown_threshold": "pass_zero"})
    s, _ = down(cfg, table(cfg), (6, 5, 1))
    s, o = down(cfg, s, (6, 6, 2))
    assert (0, "2nd & Goal", 3) == (s.yard, s.down_puck, s.play)
    assert {} == settled(o, 1)


def test_g5_goal_line_stand() -> None:
    """pa:661a.6(e)(2), AMBIG-T1, AMBIG-T3: G5, 1st & Goal on play 1, a penalty to the 11 keeps goal status, the goal
    downs run out on play 4: Defense 4 to 5, Game Length 4 5 to 1."""
    cfg = TableConfig()
    s, _ = down(cfg, table(cfg), (6, 5, 1))
    s, _ = down(cfg, s, (1, 2, 4))
    assert (11, "2nd & Goal") == (s.yard, s.down_puck)
    s, _ = down(cfg, s, (2, 2, 4))
    assert (11, "3rd & Goal") == (s.yard, s.down_puck)
    s, o = down(cfg, s, (3, 1, 2))
    assert full_game(False, 4, False, DEFENSE=Fraction(800), GAME_LENGTH_4=Fraction(5 * STAKE)) == settled(o, 1)


def test_g5_literal_three_then_three_plays_on() -> None:
    """AMBIG-T1 literal_three_then_three: plays 2 and 3 are 2nd and 3rd Down, play 4 is 1st & Goal, the game goes on."""
    cfg = profile_from_mapping({"goal_series_mode": "literal_three_then_three"})
    s, _ = down(cfg, table(cfg), (6, 5, 1))
    assert "2nd Down" == s.down_puck
    s, _ = down(cfg, s, (1, 2, 4))
    assert "3rd Down" == s.down_puck
    s, _ = down(cfg, s, (2, 2, 4))
    assert (11, "1st & Goal", 4) == (s.yard, s.down_puck, s.play)
    s, o = down(cfg, s, (3, 1, 2))
    assert (9, "2nd & Goal", 5) == (s.yard, s.down_puck, s.play)
    assert {} == settled(o, 1)


def test_g6_touchdown_on_the_sixth_play_without_extra_point_wagers() -> None:
    """pa:661a.6(f)(1): G6, a touchdown on play 6; with no Extra Point wager there is no extra point roll."""
    cfg = TableConfig()
    s = table(cfg, [b for b in FULL if b.name != "EXTRA_POINT"])
    expected = [((3, 4, 2), 15, sp_wins(OVER_FOUR_YARDS=1)),
                ((4, 3, 3), 11, {}),
                ((6, 5, 2), 2, sp_wins(BIG_PLAY=4, OVER_FOUR_YARDS=1)),
                ((1, 1, 3), 3, sp_wins(PENALTY=9, COVER_THREE=7, NO_GAIN=5, UNDER_FOUR_YARDS=1)),
                ((2, 2, 4), 3, sp_wins(NO_GAIN=5, UNDER_FOUR_YARDS=1))]
    for dice, yard, won in expected:
        s, o = down(cfg, s, dice)
        assert (yard, won) == (s.yard, wins(o, 2)), dice
    s, o = down(cfg, s, (5, 4, 5))
    assert {} == wins(o, 2)
    assert {"TOUCHDOWN": Fraction(STAKE), "GAME_LENGTH_6": Fraction(6 * STAKE)} == wins(o, 1)
    assert "QUICK_STRIKE_TD" in settled(o, 1) and Result.LOSE == settled(o, 1)["QUICK_STRIKE_TD"][0]
    assert (Phase.DRIVE, 1, 1) == (s.phase, s.play, s.qb)


@pytest.mark.parametrize("dice", [(4, 4, 4), (1, 1, 1)])
def test_g7_trips_td_on_the_first_throw(dice: tuple[int, int, int]) -> None:
    """pa:661a.6(c)(5): G7, a Trips TD on play 1 (1-1-1 too: a Trips TD, not a 1-yard gain)."""
    cfg = TableConfig()
    s, o = down(cfg, table(cfg), dice)
    assert sp_wins(TRIPS_TD=30, COVER_THREE=7, BIG_PLAY=4, OVER_FOUR_YARDS=7) == wins(o, 2)
    assert {"QUICK_STRIKE_TD": Fraction(8 * STAKE), "GAME_CHANGER": Fraction(5 * STAKE),
            "GAME_LENGTH_1": Fraction(22 * STAKE)} == wins(o, 1)
    st = step(cfg, s, ExtraPointRoll(2, 3, 4))
    assert {"TOUCHDOWN": Fraction(STAKE)} == wins(st.outcomes, 1)


def test_g8_single_play_uses_dice_yards() -> None:
    """pa:661a.6(d): G8, at 1st & Goal from the 3, a 10-yard throw scores; Big Play and Over Four win on the dice."""
    cfg = TableConfig()
    s, _ = down(cfg, table(cfg), (5, 5, 2))
    s, _ = down(cfg, s, (1, 2, 4))
    s, _ = down(cfg, s, (6, 5, 1))
    assert (3, "1st & Goal") == (s.yard, s.down_puck)
    s, o = down(cfg, s, (6, 5, 1))
    assert sp_wins(BIG_PLAY=4, OVER_FOUR_YARDS=1) == wins(o, 2)
    assert Phase.EXTRA_POINT == s.phase


@pytest.mark.parametrize("roll, odds", [((1, 1, 1), 50), ((1, 1, 4), 10), ((1, 5, 5), 1), ((6, 6, 6), 10),
                                        ((2, 3, 4), 0), ((5, 5, 6), 0)])
def test_extra_point_roll(roll: tuple[int, int, int], odds: int) -> None:
    """pa:661a.3(b)(3), pa:661a.8(a), NOTE-T16: the extra point vectors, one line paid only."""
    cfg = TableConfig()
    s, _ = down(cfg, table(cfg, [Bet.parse("EXTRA_POINT"), Bet.parse("TOUCHDOWN")]), (2, 2, 2))
    st = step(cfg, s, ExtraPointRoll(*roll))
    got = settled(st.outcomes, 1)["EXTRA_POINT"]
    assert ((Result.WIN, Fraction(odds * STAKE)) if odds else (Result.LOSE, Fraction(STAKE))) == got


@pytest.mark.parametrize("e, clause", [
    (InvalidThrow(Invalidity.OFF_TABLE), "pa:661a.5(b)"),
    (InvalidThrow(Invalidity.ON_ANOTHER_DIE), "pa:661a.5(b)"),
    (NoRoll(NoRollGround.ON_BANK_CHIPS), "pa:661a.5(c)(3)"),
    (NoRoll(NoRollGround.IN_CUP_OR_ON_RAIL), "pa:661a.5(c)(4)"),
    (VoidThrow(), "pa:661a.5(g)"),
    (Throw(3, 4, 2, cocked=Cocked.TWO_SIDES), "pa:661a.5(f)"),
], ids=["off-table", "on-another-die", "bank-chips", "cup-or-rail", "disputed-face", "cocked-two-sides"])
def test_invalid_throws_change_nothing(e: object, clause: str) -> None:
    """AMBIG-T10: an invalid, "no roll" or void throw leaves yard, down, play and every wager as they were (the
    state only records that the dice were thrown, which fixes the full game wagers, 661a.3(c))."""
    cfg = TableConfig()
    s, _ = down(cfg, table(cfg), (3, 4, 2))
    s, _ = replay(cfg, [PlaceBet(2, b, STAKE) for b in SINGLE], s)

    st = step(cfg, s, e)  # type: ignore[arg-type]

    assert attrs.evolve(s, thrown=True) == st.state
    assert [clause] == [c for o in st.outcomes if isinstance(o, Notice) for c in o.clauses]


@pytest.mark.parametrize("e", [
    InvalidThrow(Invalidity.OFF_TABLE), InvalidThrow(Invalidity.ON_ANOTHER_DIE),
    NoRoll(NoRollGround.ON_BANK_CHIPS), VoidThrow(), Throw(3, 4, 2, cocked=Cocked.TWO_SIDES),
], ids=["off-table", "on-another-die", "bank-chips", "disputed-face", "cocked-two-sides"])
def test_a_first_throw_that_does_not_count_still_fixes_the_full_game_wagers(e: object) -> None:
    """661a.3(c): full game wagers "may not be increased or withdrawn after the first throw of the dice"; an invalid
    first throw is a throw of the dice and, AMBIG-T10, releases no wager (issue 28, item 8). A full game wager is
    then neither taken back, raised nor newly made; a single play wager still may be, until the next throw."""
    cfg = TableConfig()
    s = table(cfg, [Bet.parse("TOUCHDOWN")])
    before = step(cfg, s, RemoveBet(1, Bet.parse("TOUCHDOWN")))
    assert not before.rejected  # before any throw it could be taken back

    s = step(cfg, s, e).state  # type: ignore[arg-type]

    for refused in (RemoveBet(1, Bet.parse("TOUCHDOWN")), PlaceBet(1, Bet.parse("TOUCHDOWN"), STAKE),
                    PlaceBet(2, Bet.parse("DEFENSE"), STAKE)):
        st = step(cfg, s, refused)
        assert st.rejected and st.state == s
        assert ["pa:661a.3(c)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]
    s = step(cfg, s, PlaceBet(2, Bet.parse("PENALTY"), STAKE)).state
    assert not step(cfg, s, RemoveBet(2, Bet.parse("PENALTY"))).rejected
    after = step(cfg, s, Throw(1, 1, 6)).state  # a turnover ends the game: the next one starts free
    assert not after.full_game_fixed and not step(cfg, after, PlaceBet(1, Bet.parse("TOUCHDOWN"), STAKE)).rejected


def test_lost_die_needs_a_new_set_and_the_game_goes_on() -> None:
    """pa:661a.5(b), pa:661a.4(d), GAP-T11: a lost die: invalid, then a new set before the next throw."""
    cfg = TableConfig()
    s, _ = down(cfg, table(cfg), (3, 4, 2))
    s = step(cfg, s, InvalidThrow(Invalidity.OFF_TABLE, lost=True)).state
    refused = step(cfg, s, Throw(3, 4, 2))
    assert ["pa:661a.4(d)"] == [o.clause for o in refused.outcomes if isinstance(o, Rejected)]
    s = step(cfg, s, NewDiceSet()).state
    st = step(cfg, s, Throw(3, 4, 2))
    assert (10, 3, 1, "1st & Goal") == (st.state.yard, st.state.play, st.state.qb, st.state.down_puck)


def test_dice_off_players_chips_are_no_ground_and_a_one_side_cocked_die_counts() -> None:
    """pa:661a.5(d), pa:661a.5(f): hitting players' chips is no ground for "no roll"; a die cocked on one side reads
    the face opposite (the face the event carries)."""
    cfg = TableConfig()
    s = table(cfg)
    st = step(cfg, s, NoRoll(NoRollGround.OFF_PLAYER_CHIPS))
    assert ["pa:661a.5(d)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]
    assert 15 == step(cfg, s, Throw(3, 4, 2, cocked=Cocked.ONE_SIDE)).state.yard


@pytest.mark.parametrize("e", [InvalidThrow(Invalidity.OFF_TABLE), NoRoll(NoRollGround.IMPROPER), VoidThrow(),
                               Throw(3, 4, 2, cocked=Cocked.TWO_SIDES)],
                         ids=["invalid", "no-roll", "void", "cocked-two-sides"])
def test_a_first_throw_that_does_not_count_needs_the_wagers_due_before_the_first_throw(e: object) -> None:
    """661a.6(b), AMBIG-T7 (quarterback_only): the same "first throw of the dice" as 661a.3(c): a Quarterback with no
    wager may not throw, whether or not the throw would count."""
    cfg = TableConfig()
    s = table(cfg, [])
    st = step(cfg, s, e)  # type: ignore[arg-type]
    assert st.rejected and st.state == s
    assert ["pa:661a.6(b)"] == [o.clause for o in st.outcomes if isinstance(o, Rejected)]
