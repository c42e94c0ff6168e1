"""Golden vectors GV-01 .. GV-19 of the craps digest (section 7), against the reference model.

Amounts are in cents ($10 = 1000). The numbers are copied from the digest; nothing
under /work/shared is read at run time. Settlements are compared as sets of
(seat, bet, result, amount); where a vector names the deciding clause, it is
checked to be the first of the settlement's clauses.
"""

from __future__ import annotations

from typing import Iterable, Optional

import pytest

from croupier.reference.craps import (
    AcceptDice,
    Bet,
    CallOn,
    DeclineDice,
    InvalidReason,
    InvalidThrow,
    Join,
    Kind,
    Leave,
    NewDiceSet,
    NoRoll,
    NoRollGround,
    PassDice,
    PlaceBet,
    ReduceBet,
    RemoveBet,
    Role,
    State,
    TableConfig,
    Throw,
    VoidReason,
    VoidThrow,
    offeree,
    profile_from_mapping,
    step,
)
from croupier.reference.errors import ConfigError
from croupier.reference.outcomes import Commission, Notice, Rejected, Result, Returned, Settlement

WIN, LOSE, VOID = Result.WIN, Result.LOSE, Result.VOID

PASS = Bet(Kind.PASS)
DONT_PASS = Bet(Kind.DONT_PASS)
PASS_ODDS = Bet(Kind.PASS_ODDS)
DONT_PASS_ODDS = Bet(Kind.DONT_PASS_ODDS)
COME = Bet(Kind.COME)
DONT_COME = Bet(Kind.DONT_COME)
FIELD = Bet(Kind.FIELD)
FIRE = Bet(Kind.FIRE)
ALL_SMALL = Bet(Kind.ALL_SMALL)
ALL_TALL = Bet(Kind.ALL_TALL)
ALL_OR_NOTHING = Bet(Kind.ALL_OR_NOTHING)

#: CFG-BASE: the default table (PA-CURRENT, every wager, no vig, 1x odds, Fire A, Bonus, $1 chip, §6 defaults)
CFG_BASE = TableConfig()
#: CFG-BASE with a $1 table minimum, for vectors that bet $1 propositions (AMB-28)
CFG_LOW = profile_from_mapping({"table_min": 100})
#: every wager of the 2012 edition (Bonus Craps came with the 2014 amendment)
OFFERED_2012 = [k.value for k in Kind if k not in (Kind.ALL_SMALL, Kind.ALL_TALL, Kind.ALL_OR_NOTHING) and not k.value.endswith("_odds")]


# --- helpers -----------------------------------------------------------------------------------


class Table:
    """A table driven event by event; every event is expected to be accepted unless said otherwise."""

    def __init__(self, cfg: TableConfig, seats: Iterable[int] = (1, 2, 3), shooter: Optional[int] = 1) -> None:
        self.cfg = cfg
        self.s = State()
        for seat in seats:
            self.do(Join(seat))
        if shooter is not None:
            self.do(AcceptDice(shooter))

    def do(self, e):
        st = step(self.cfg, self.s, e)
        rejections = [o for o in st.outcomes if isinstance(o, Rejected)]
        assert [] == rejections, f"{e} was refused"
        self.s = st.state
        return st

    def attempt(self, e):
        """An event that may be refused; the state moves only if it was accepted."""
        st = step(self.cfg, self.s, e)
        if not st.rejected:
            self.s = st.state
        return st

    def bet(self, seat: int, bet: Bet, amount: int):
        return self.do(PlaceBet(seat, bet, amount))

    def throw(self, d1: int, d2: int, line_bet: int = 1000, **kw):
        """A valid throw; before a come-out roll the shooter gets a Pass Bet of ``line_bet`` if he has none."""
        s = self.s
        if (s.point is None and not s.come_bets_only and s.shooter is not None and line_bet
                and s.wager(s.shooter, PASS) is None and s.wager(s.shooter, DONT_PASS) is None):
            self.bet(s.shooter, PASS, line_bet)
        return self.do(Throw(d1, d2, **kw))


def settled(st, seats: Optional[Iterable[int]] = None) -> set[tuple]:
    """The settlements of a step as (seat, bet, result, amount), optionally for some seats only."""
    wanted = None if seats is None else set(seats)
    return {
        (o.seat, o.bet, o.result, o.amount)
        for o in st.outcomes
        if isinstance(o, Settlement) and (wanted is None or o.seat in wanted)
    }


def settlement(st, seat: int, bet: Bet) -> Settlement:
    found = [o for o in st.outcomes if isinstance(o, Settlement) and o.seat == seat and o.bet == bet]
    assert 1 == len(found), f"expected one settlement of {bet} for position {seat}, got {found}"
    return found[0]


def first_clause(st, seat: int, bet: Bet) -> str:
    return settlement(st, seat, bet).clauses[0]


def clauses_of(st, seat: int, bet: Bet) -> tuple[str, ...]:
    return settlement(st, seat, bet).clauses


def notices(st) -> list[Notice]:
    return [o for o in st.outcomes if isinstance(o, Notice)]


def notice_clauses(st) -> set[str]:
    return {c for n in notices(st) for c in n.clauses}


def assert_rejected(cfg: TableConfig, s: State, e, clause: str):
    """``e`` is refused with ``clause`` and the state is unchanged."""
    st = step(cfg, s, e)
    rejections = [o for o in st.outcomes if isinstance(o, Rejected)]
    assert 1 == len(rejections), f"{e} should be refused with {clause}; outcomes {st.outcomes}"
    assert clause == rejections[0].clause
    assert s == st.state
    return st


def assert_accepted(cfg: TableConfig, s: State, e):
    st = step(cfg, s, e)
    assert [] == [o for o in st.outcomes if isinstance(o, Rejected)], f"{e} should be accepted"
    return st


# --- GV-01 -------------------------------------------------------------------------------------


def test_gv01_come_out_natural_seven_off_versus_working():
    """GV-01: 623a.3(a)(1)(i)(A), 623a.3(a)(2)(ii)(A), 623a.3(a)(11)(ii), 623a.3(a)(13)(ii),
    623a.3(a)(5), 623a.3(a)(6), 623a.3(a)(9) (off on the come-out), 623a.3(a)(42) with 623a.5(g)(2)
    (Lay works on the come-out), 623a.12(5) (a 7 collects Bonus Craps and clears the board)."""
    t = Table(CFG_BASE)
    t.bet(1, PASS, 1000)
    t.bet(2, DONT_PASS, 1000)
    t.bet(2, FIELD, 500)
    t.bet(2, Bet(Kind.ANY_CRAPS), 500)
    t.bet(2, Bet(Kind.PLACE_WIN, 6), 1200)
    t.bet(2, Bet(Kind.PLACE_LOSE, 4), 1100)
    t.bet(2, Bet(Kind.LAY, 4), 4000)
    t.bet(2, Bet(Kind.HARDWAY, 8), 500)
    t.bet(2, ALL_TALL, 500)
    st = t.throw(1, 6)

    assert {
        (1, PASS, WIN, 1000),
        (2, DONT_PASS, LOSE, 1000),
        (2, FIELD, LOSE, 500),
        (2, Bet(Kind.ANY_CRAPS), LOSE, 500),
        (2, Bet(Kind.LAY, 4), WIN, 2000),
        (2, ALL_TALL, LOSE, 500),
    } == settled(st)
    assert "pa:623a.3(a)(1)(i)(A)" == first_clause(st, 1, PASS)
    assert "pa:623a.3(a)(2)(ii)(A)" == first_clause(st, 2, DONT_PASS)
    assert "pa:623a.3(a)(11)(ii)" == first_clause(st, 2, FIELD)
    assert "pa:623a.3(a)(13)(ii)" == first_clause(st, 2, Bet(Kind.ANY_CRAPS))
    assert "pa:623a.3(a)(42)(i)" == first_clause(st, 2, Bet(Kind.LAY, 4))
    assert "pa:623a.5(g)(2)" in clauses_of(st, 2, Bet(Kind.LAY, 4))
    assert "pa:623a.12(5)" in clauses_of(st, 2, ALL_TALL)
    # NO_ACTION: still on the layout, unchanged
    for bet, amount in ((Bet(Kind.PLACE_WIN, 6), 1200), (Bet(Kind.PLACE_LOSE, 4), 1100), (Bet(Kind.HARDWAY, 8), 500)):
        w = st.state.wager(2, bet)
        assert w is not None and amount == w.amount
    assert frozenset() == st.state.bonus_marked
    # next state: COME_OUT, S1 still shooting
    assert None is st.state.point
    assert 1 == st.state.shooter


# --- GV-02 -------------------------------------------------------------------------------------


def test_gv02_come_out_twelve():
    """GV-02: 623a.3(a)(1)(ii)(A); 623a.3(a)(2)(iii) (Don't Pass void on a come-out 12);
    623a.5(a); 623a.5(b) (C and E); 623a.5(c) (Horn); 623a.5(d) (Horn High); 623a.5(e) (Whirl)."""
    t = Table(CFG_LOW)
    horn_high = Bet(Kind.HORN_HIGH, 12)
    t.bet(1, PASS, 1000)
    t.bet(2, DONT_PASS, 1000)
    t.bet(2, FIELD, 1000)
    t.bet(2, Bet(Kind.CRAPS_12), 100)
    t.bet(2, Bet(Kind.ANY_CRAPS), 100)
    t.bet(2, Bet(Kind.HORN), 400)
    t.bet(2, Bet(Kind.C_AND_E), 200)
    t.bet(2, Bet(Kind.WHIRL), 500)
    t.bet(2, horn_high, 500)
    st = t.throw(6, 6)

    assert {
        (1, PASS, LOSE, 1000),
        (2, DONT_PASS, VOID, 1000),
        (2, FIELD, WIN, 2000),
        (2, Bet(Kind.CRAPS_12), WIN, 3000),
        (2, Bet(Kind.ANY_CRAPS), WIN, 700),
        (2, Bet(Kind.HORN), WIN, 2700),
        (2, Bet(Kind.C_AND_E), WIN, 600),
        (2, Bet(Kind.WHIRL), WIN, 2600),
        (2, horn_high, WIN, 5700),
    } == settled(st)
    assert "pa:623a.3(a)(1)(ii)(A)" == first_clause(st, 1, PASS)
    assert "pa:623a.3(a)(2)(iii)" == first_clause(st, 2, DONT_PASS)
    for bet in (FIELD, Bet(Kind.CRAPS_12), Bet(Kind.ANY_CRAPS)):
        assert "pa:623a.5(a)" in clauses_of(st, 2, bet)
    assert "pa:623a.5(b)" in clauses_of(st, 2, Bet(Kind.C_AND_E))
    assert "pa:623a.5(c)" in clauses_of(st, 2, Bet(Kind.HORN))
    assert "pa:623a.5(d)" in clauses_of(st, 2, horn_high)
    assert "pa:623a.5(e)" in clauses_of(st, 2, Bet(Kind.WHIRL))
    # the voided Don't Pass leaves the layout (AMB-31 default RETURN)
    assert None is st.state.wager(2, DONT_PASS)
    assert None is st.state.point


# --- GV-03 -------------------------------------------------------------------------------------


@pytest.mark.parametrize("called_on", [False, True], ids=["hard4-off", "hard4-called-on"])
def test_gv03_hard_number_off_on_come_out_point_made_with_10x_odds(called_on):
    """GV-03: 623a.3(a)(7) (hardway off on the come-out unless called on; (7)(i) 7:1, (7)(ii) easy 4 loses);
    623a.6(e) (10x cap; 110 over it is refused); 623a.6(a)(2)(i) (2:1 on 4); 623a.11(a)(4) (Fire marker)."""
    cfg = profile_from_mapping({"odds_multiple": 10})
    t = Table(cfg)
    hard4 = Bet(Kind.HARDWAY, 4)
    t.bet(1, PASS, 1000)
    t.bet(2, hard4, 500)
    if called_on:
        t.do(CallOn(2, hard4))
    st = t.throw(2, 2)
    assert 4 == st.state.point
    if called_on:
        assert {(2, hard4, WIN, 3500)} == settled(st)
        assert "pa:623a.3(a)(7)(i)" == first_clause(st, 2, hard4)
    else:
        assert set() == settled(st)  # NO_ACTION
    assert 500 == st.state.wager(2, hard4).amount

    assert_rejected(cfg, t.s, PlaceBet(1, PASS_ODDS, 11000), "pa:623a.6(e)")
    t.bet(1, PASS_ODDS, 10000)

    st = t.throw(1, 3)
    assert {(1, PASS, WIN, 1000), (1, PASS_ODDS, WIN, 20000), (2, hard4, LOSE, 500)} == settled(st)
    assert "pa:623a.3(a)(1)(i)(B)" == first_clause(st, 1, PASS)
    assert "pa:623a.6(a)(2)(i)" == first_clause(st, 1, PASS_ODDS)
    assert "pa:623a.3(a)(7)(ii)" == first_clause(st, 2, hard4)
    assert frozenset({4}) == dict(st.state.fire_points)[st.state.hand]
    assert None is st.state.point


# --- GV-04 -------------------------------------------------------------------------------------


def test_gv04_dont_pass_lay_odds_seven_out():
    """GV-04: 623a.6(b), 623a.6(e), 623a.6(f) (lay odds capped on what they win: 15 behind 10 on 9 is
    accepted, 18 refused); 623a.3(a)(2)(i)(B); 623a.6(b)(2)(ii); 623a.3(a)(5)(ii); 623a.11(a)(5)
    (pending Fire Bets settle on the loser 7); 623a.10(a)(1) and 623a.10(c) (dice pass to the left)."""
    t = Table(CFG_BASE)
    t.bet(1, DONT_PASS, 1000)
    t.bet(3, FIRE, 500)
    st = t.throw(4, 5)
    assert 9 == st.state.point
    assert_rejected(CFG_BASE, t.s, PlaceBet(1, DONT_PASS_ODDS, 1800), "pa:623a.6(e)")
    t.bet(1, DONT_PASS_ODDS, 1500)
    t.bet(2, Bet(Kind.PLACE_WIN, 6), 1200)

    st = t.throw(2, 5)
    assert {
        (1, DONT_PASS, WIN, 1000),
        (1, DONT_PASS_ODDS, WIN, 1000),
        (2, Bet(Kind.PLACE_WIN, 6), LOSE, 1200),
        (3, FIRE, LOSE, 500),
    } == settled(st)
    assert "pa:623a.3(a)(2)(i)(B)" == first_clause(st, 1, DONT_PASS)
    assert "pa:623a.6(b)(2)(ii)" == first_clause(st, 1, DONT_PASS_ODDS)
    assert "pa:623a.3(a)(5)(ii)" == first_clause(st, 2, Bet(Kind.PLACE_WIN, 6))
    assert "pa:623a.11(a)(5)" in clauses_of(st, 3, FIRE)
    # the shooter must pass the dice; they are offered from the seat left of the shooter
    assert "pa:623a.10(a)(1)" in notice_clauses(st)
    assert None is st.state.shooter
    assert None is st.state.point
    assert (2, False) == offeree(CFG_BASE, st.state)


# --- GV-05 -------------------------------------------------------------------------------------


def test_gv05_payable_amount_exception():
    """GV-05: 623a.6(f) (odds of 6 behind a Pass of 5 on point 5 are accepted because 5 would pay 7.50;
    7 is refused under 623a.6(e)); 623a.6(a)(2)(ii) (3:2)."""
    t = Table(CFG_BASE)
    t.bet(1, PASS, 500)
    t.throw(2, 3)
    assert_rejected(CFG_BASE, t.s, PlaceBet(1, PASS_ODDS, 700), "pa:623a.6(e)")
    t.bet(1, PASS_ODDS, 600)
    st = t.throw(1, 4)
    assert {(1, PASS, WIN, 500), (1, PASS_ODDS, WIN, 900)} == settled(st)
    assert "pa:623a.6(a)(2)(ii)" == first_clause(st, 1, PASS_ODDS)


def test_gv05_companion_point_six_needs_no_exception():
    """GV-05 companion: 623a.6(e) (odds of 5 behind a Pass of 5 on 6 are within 1x); 623a.6(a)(2)(iii) (6:5);
    the (f) excess is not granted when the plain cap already pays in whole chips."""
    t = Table(CFG_BASE)
    t.bet(1, PASS, 500)
    t.throw(3, 3)
    assert_rejected(CFG_BASE, t.s, PlaceBet(1, PASS_ODDS, 600), "pa:623a.6(e)")
    t.bet(1, PASS_ODDS, 500)
    st = t.throw(2, 4)
    assert {(1, PASS, WIN, 500), (1, PASS_ODDS, WIN, 600)} == settled(st)
    assert "pa:623a.6(a)(2)(iii)" == first_clause(st, 1, PASS_ODDS)


# --- GV-06 -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "odds_option, roll, expected",
    [
        ("working", (2, 5), {(2, Bet(Kind.COME, 5), LOSE, 1000), (2, Bet(Kind.COME_ODDS, 5), LOSE, 1000)}),
        ("off_unless_called_on", (2, 5),
         {(2, Bet(Kind.COME, 5), LOSE, 1000), (2, Bet(Kind.COME_ODDS, 5), VOID, 1000)}),
        ("working", (1, 4), {(2, Bet(Kind.COME, 5), WIN, 1000), (2, Bet(Kind.COME_ODDS, 5), WIN, 1500)}),
        ("off_unless_called_on", (1, 4),
         {(2, Bet(Kind.COME, 5), WIN, 1000), (2, Bet(Kind.COME_ODDS, 5), VOID, 1000)}),
    ],
    ids=["seven-working", "seven-off", "five-working", "five-off"],
)
def test_gv06_come_bet_lifecycle_and_come_odds_on_come_out(odds_option, roll, expected):
    """GV-06: 623a.3(a)(3) (a Come Bet moves to its come point); 623a.3(a)(3)(ii)(B) (no come-out exemption
    for a come point); 623a.3(a)(3)(i)(B); 623a.6(c) with AMB-09 (come odds WORKING lose or win 3:2 with the
    flat; OFF_UNLESS_CALLED_ON are returned, VOID)."""
    cfg = profile_from_mapping({"come_odds_on_come_out": odds_option})
    t = Table(cfg)
    t.bet(1, PASS, 1000)
    t.throw(3, 3)  # point 6
    t.bet(2, COME, 1000)
    st = t.throw(1, 4)
    assert st.state.wager(2, Bet(Kind.COME, 5)) is not None
    assert None is st.state.wager(2, COME)
    t.bet(2, Bet(Kind.COME_ODDS, 5), 1000)
    st = t.throw(3, 3)
    assert {(1, PASS, WIN, 1000)} == settled(st)
    assert None is st.state.point
    t.bet(1, PASS, 1000)  # S1's new Pass Bet

    st = t.throw(*roll)
    assert expected == settled(st, seats=[2])
    come = settlement(st, 2, Bet(Kind.COME, 5))
    assert ("pa:623a.3(a)(3)(ii)(B)" if come.result is LOSE else "pa:623a.3(a)(3)(i)(B)") == come.clauses[0]
    if roll == (2, 5):
        assert {(1, PASS, WIN, 1000)} == settled(st, seats=[1])
    assert None is st.state.wager(2, Bet(Kind.COME_ODDS, 5))


# --- GV-07 -------------------------------------------------------------------------------------


def test_gv07_dont_come_bar12_reduction_no_reincrease():
    """GV-07: 623a.3(a)(4)(iii) (Don't Come void on a 12 on its first roll); 623a.4(d) (a Don't Come may be
    reduced, never increased again); AMB-11 (lay odds above the new cap are returned); 623a.6(d)(2)(ii);
    623a.3(a)(4)(i)(B); 623a.3(a)(1)(ii)(B)."""
    t = Table(CFG_BASE)
    t.bet(1, PASS, 1000)
    t.throw(4, 4)  # point 8
    t.bet(2, DONT_COME, 1000)
    st = t.throw(6, 6)
    assert {(2, DONT_COME, VOID, 1000)} == settled(st)
    assert "pa:623a.3(a)(4)(iii)" == first_clause(st, 2, DONT_COME)
    assert None is st.state.wager(2, DONT_COME)
    assert 8 == st.state.point

    t.bet(2, DONT_COME, 1000)
    st = t.throw(1, 3)
    dc4, dc4_odds = Bet(Kind.DONT_COME, 4), Bet(Kind.DONT_COME_ODDS, 4)
    assert 1000 == st.state.wager(2, dc4).amount
    t.bet(2, dc4_odds, 2000)

    st = t.do(ReduceBet(2, dc4, 500))
    returned = {(o.seat, o.bet, o.amount) for o in st.outcomes if isinstance(o, Returned)}
    assert {(2, dc4, 500), (2, dc4_odds, 1000)} == returned
    assert 500 == st.state.wager(2, dc4).amount
    assert 1000 == st.state.wager(2, dc4_odds).amount

    assert_rejected(CFG_BASE, t.s, PlaceBet(2, dc4, 500), "pa:623a.4(d)")

    st = t.throw(1, 6)
    assert {(2, dc4, WIN, 500), (2, dc4_odds, WIN, 500), (1, PASS, LOSE, 1000)} == settled(st)
    assert "pa:623a.3(a)(4)(i)(B)" == first_clause(st, 2, dc4)
    assert "pa:623a.6(d)(2)(i)" == first_clause(st, 2, dc4_odds)
    assert "pa:623a.3(a)(1)(ii)(B)" == first_clause(st, 1, PASS)


# --- GV-08 -------------------------------------------------------------------------------------


@pytest.mark.parametrize("buy_vig", ["on_win", "upfront"])
def test_gv08_place_buy_place_to_lose_buy_vig(buy_vig):
    """GV-08: 623a.3(a)(5)(i) with 623a.5(a) (7:6 on 6, 7:5 on 5); 623a.3(a)(41)(i) with 623a.5(g)(1) (Buy 2:1);
    623a.5(g)(3)(i)(B) (5% vig on the amount wagered, deducted from the win) versus 623a.5(g)(3)(i)(A)
    (collected when the bet is made); 623a.3(a)(6)(i) (5:11 on 10); 623a.3(a)(5)(ii), 623a.3(a)(41)(ii)."""
    cfg = profile_from_mapping({"buy_vig": buy_vig})
    t = Table(cfg)
    t.bet(1, PASS, 1000)
    t.throw(4, 5)  # point 9
    p6, p5, buy4, lose10 = (Bet(Kind.PLACE_WIN, 6), Bet(Kind.PLACE_WIN, 5), Bet(Kind.BUY, 4),
                            Bet(Kind.PLACE_LOSE, 10))
    t.bet(2, p6, 1200)
    t.bet(2, p5, 1000)
    st = t.bet(2, buy4, 2000)
    commissions = {(o.seat, o.bet, o.amount) for o in st.outcomes if isinstance(o, Commission)}
    assert ({(2, buy4, 100)} if buy_vig == "upfront" else set()) == commissions
    t.bet(2, lose10, 1100)

    st = t.throw(2, 4)
    assert {(2, p6, WIN, 1400)} == settled(st)
    assert "pa:623a.3(a)(5)(i)" == first_clause(st, 2, p6)
    st = t.throw(1, 4)
    assert {(2, p5, WIN, 1400)} == settled(st)
    st = t.throw(1, 3)
    buy = settlement(st, 2, buy4)
    assert "pa:623a.3(a)(41)(i)" == buy.clauses[0]
    if buy_vig == "on_win":
        assert {(2, buy4, WIN, 3900)} == settled(st)
        assert 100 == buy.commission
        assert "pa:623a.5(g)(3)(i)(B)" in buy.clauses
    else:
        assert {(2, buy4, WIN, 4000)} == settled(st)
        assert 0 == buy.commission

    st = t.throw(3, 4)
    assert {
        (2, lose10, WIN, 500),
        (2, p6, LOSE, 1200),
        (2, p5, LOSE, 1000),
        (2, buy4, LOSE, 2000),
        (1, PASS, LOSE, 1000),
    } == settled(st)
    assert "pa:623a.3(a)(6)(i)" == first_clause(st, 2, lose10)


# --- GV-09 -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "ruleset, vig",
    [("pa-623a@2015", 100), ("pa-623a@2012", 200)],
    ids=["PA-CURRENT", "PA-2012"],
)
@pytest.mark.parametrize("roll", [(3, 4), (1, 3)], ids=["seven", "four"])
def test_gv09_lay_vig_by_version(ruleset, vig, roll):
    """GV-09: 623a.5(g)(3)(ii)(A) (current: 5% of what the Lay could win) versus 623a.5(g)(3) of 2012
    (5% of the amount wagered); 623a.3(a)(42)(i) with 623a.5(g)(2) (1:2 on 4); 623a.3(a)(42)(ii);
    AMB-15 (the vig is not refunded)."""
    mapping = {"ruleset": ruleset, "lay_vig": "upfront"}
    if ruleset.endswith("2012"):
        mapping["offered"] = OFFERED_2012
    cfg = profile_from_mapping(mapping)
    t = Table(cfg)
    t.bet(1, PASS, 1000)
    lay4 = Bet(Kind.LAY, 4)
    st = t.bet(2, lay4, 4000)
    assert {(2, lay4, vig)} == {(o.seat, o.bet, o.amount) for o in st.outcomes if isinstance(o, Commission)}
    st = t.throw(*roll)
    if roll == (3, 4):
        assert {(2, lay4, WIN, 2000)} == settled(st, seats=[2])
        assert "pa:623a.3(a)(42)(i)" == first_clause(st, 2, lay4)
        assert 0 == settlement(st, 2, lay4).commission
    else:
        assert {(2, lay4, LOSE, 4000)} == settled(st, seats=[2])
        assert "pa:623a.3(a)(42)(ii)" == first_clause(st, 2, lay4)
        assert [] == [o for o in st.outcomes if isinstance(o, Returned)]


# --- GV-10, GV-11 ------------------------------------------------------------------------------


def _fire_hand(cfg: TableConfig, rolls: list[tuple[int, int]], fire_amount: int = 500) -> tuple[Table, list]:
    """A new shooter (position 1); position 2 bets Fire before the first come-out; then ``rolls``."""
    t = Table(cfg)
    t.bet(2, FIRE, fire_amount)
    steps = [t.throw(*r) for r in rolls]
    return t, steps


# come-out 4 then 4; come-out 7; 6, 6; 9, 9; 6, 6 (a repeat); 10, 10
_FOUR_POINTS = [(1, 3), (2, 2), (3, 4), (2, 4), (3, 3), (4, 5), (3, 6), (1, 5), (2, 4), (4, 6), (5, 5)]


def test_gv10_fire_bet_limits():
    """GV-10: 623a.11(b)(1) (a Fire Bet is $1 to $5 in whole dollars: 6 and 2.50 are refused)."""
    t = Table(CFG_BASE)
    t.bet(2, FIRE, 500)
    assert_rejected(CFG_BASE, t.s, PlaceBet(3, FIRE, 600), "pa:623a.11(b)(1)")
    assert_rejected(CFG_BASE, t.s, PlaceBet(3, FIRE, 250), "pa:623a.11(b)(1)")


@pytest.mark.parametrize("paytable, won", [("A", 12000), ("B", 19500)])
def test_gv10_fire_bet_four_unique_points(paytable, won):
    """GV-10: 623a.11(a)(4) (a marker per different point made); 623a.11(b)(2) (a repeated point does not count);
    AMB-01 (a come-out natural 7 leaves the Fire Bet alone); 623a.11(a)(6) (surveillance notified at four);
    623a.4(c)(3) (not removable); 623a.11(a)(5), 623a.3(a)(40)(i), 623a.5(f) (A 24:1, B 39:1)."""
    cfg = profile_from_mapping({"fire_paytable": paytable})
    t, steps = _fire_hand(cfg, [])
    hand = t.s.hand

    def fire_set():
        return dict(t.s.fire_points).get(hand, frozenset())

    t.throw(1, 3)
    t.throw(2, 2)
    assert frozenset({4}) == fire_set()
    st = t.throw(3, 4)  # come-out natural
    assert set() == settled(st, seats=[2])
    assert 500 == t.s.wager(2, FIRE).amount
    assert frozenset({4}) == fire_set()
    t.throw(2, 4)
    t.throw(3, 3)
    assert frozenset({4, 6}) == fire_set()
    t.throw(4, 5)
    t.throw(3, 6)
    assert frozenset({4, 6, 9}) == fire_set()
    t.throw(1, 5)
    st = t.throw(2, 4)
    assert frozenset({4, 6, 9}) == fire_set()
    assert "pa:623a.11(a)(6)" not in notice_clauses(st)
    t.throw(4, 6)
    st = t.throw(5, 5)
    assert frozenset({4, 6, 9, 10}) == fire_set()
    assert "pa:623a.11(a)(6)" in notice_clauses(st)

    assert_rejected(cfg, t.s, RemoveBet(2, FIRE), "pa:623a.4(c)(3)")

    t.throw(2, 3)
    st = t.throw(3, 4)  # loser 7
    assert {(2, FIRE, WIN, won)} == settled(st, seats=[2])
    fire = settlement(st, 2, FIRE)
    assert "pa:623a.3(a)(40)(i)" == fire.clauses[0]
    assert "pa:623a.11(a)(5)" in fire.clauses and "pa:623a.5(f)" in fire.clauses


def _points(*pts: int) -> list[tuple[int, int]]:
    """Rolls that make each point in turn: the come-out and the repeat (as a non-hard pair where possible)."""
    dice = {4: (1, 3), 5: (2, 3), 6: (2, 4), 8: (3, 5), 9: (4, 5), 10: (4, 6)}
    out = []
    for p in pts:
        out += [dice[p], dice[p]]
    return out


@pytest.mark.parametrize(
    "points, paytable, expected",
    [
        ((4, 5, 6, 8, 9), "A", (WIN, 124500)),
        ((4, 5, 6, 8, 9), "B", (WIN, 99500)),
        ((4, 5, 6, 8, 9, 10), "A", (WIN, 499500)),
        ((4, 5, 6, 8, 9, 10), "B", (WIN, 249500)),
        ((5, 8, 8, 8), "A", (LOSE, 500)),
        ((5, 8, 8, 8), "B", (LOSE, 500)),
    ],
    ids=["five-A", "five-B", "six-A", "six-B", "two-A", "two-B"],
)
def test_gv11_fire_bet_five_six_and_fewer_than_four(points, paytable, expected):
    """GV-11: 623a.5(f) (A: 249:1 for five, 999:1 for six; B: 199:1, 499:1); 623a.3(a)(40)(ii) (fewer than four
    different points lose); 623a.11(b)(2) (repeats count once); paid once only on the loser 7."""
    cfg = profile_from_mapping({"fire_paytable": paytable})
    t, steps = _fire_hand(cfg, _points(*points))
    for st in steps:
        assert set() == settled(st, seats=[2])
    assert len(set(points)) == len(dict(t.s.fire_points)[t.s.hand])
    t.throw(2, 3)
    st = t.throw(1, 6)
    result, amount = expected
    assert {(2, FIRE, result, amount)} == settled(st, seats=[2])
    assert ("pa:623a.3(a)(40)(i)" if result is WIN else "pa:623a.3(a)(40)(ii)") == first_clause(st, 2, FIRE)
    assert None is st.state.wager(2, FIRE)


# --- GV-12 -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "carry_over, old_cohort",
    [("accumulate", (WIN, 12000)), ("freeze", (LOSE, 500))],
)
def test_gv12_fire_carry_over(carry_over, old_cohort):
    """GV-12: 623a.11(a)(2) (a Fire Bet pending when the shooter passes the dice voluntarily settles on the next
    shooter's loser 7); AMB-03 (ACCUMULATE: {4,5,6,8} wins 24:1; FREEZE: {4,5} loses); the new shooter's own
    Fire Bets form their own cohort ({6,8}) and lose."""
    cfg = profile_from_mapping({"fire_carry_over": carry_over})
    t = Table(cfg, seats=(1, 2, 3, 4))
    t.bet(3, FIRE, 500)
    for r in _points(4, 5):
        t.throw(*r)
    st = t.do(PassDice())
    assert "pa:623a.10(a)" in notice_clauses(st)
    assert settled(st) == set()
    assert 500 == t.s.wager(3, FIRE).amount  # still pending
    t.do(AcceptDice(2))
    t.bet(4, FIRE, 500)
    for r in _points(6, 8):
        t.throw(*r)
    t.throw(2, 3)
    st = t.throw(3, 4)  # S2's loser 7
    assert {(3, FIRE) + old_cohort, (4, FIRE, LOSE, 500)} == settled(st, seats=[3, 4])


# --- GV-13 -------------------------------------------------------------------------------------


def test_gv13_bonus_craps_completion():
    """GV-13: 623a.12(3) and AMB-32 (every valid non-7 total is marked, come-out rolls included);
    623a.12(4) (a completed wager is paid at once; the markers stay); 623a.5(h) (All Small and All Tall 34:1,
    All Or Nothing At All 175:1)."""
    t = Table(CFG_BASE)
    t.bet(2, ALL_SMALL, 500)
    t.bet(2, ALL_TALL, 500)
    t.bet(2, ALL_OR_NOTHING, 500)
    table = [
        ((1, 1), {2}),
        ((1, 2), {2, 3}),
        ((5, 6), {2, 3, 11}),
        ((6, 6), {2, 3, 11, 12}),
        ((1, 3), {2, 3, 4, 11, 12}),
        ((2, 3), {2, 3, 4, 5, 11, 12}),
        ((3, 3), {2, 3, 4, 5, 6, 11, 12}),
        ((3, 5), {2, 3, 4, 5, 6, 8, 11, 12}),
        ((4, 5), {2, 3, 4, 5, 6, 8, 9, 11, 12}),
        ((4, 6), {2, 3, 4, 5, 6, 8, 9, 10, 11, 12}),
    ]
    for roll, marked in table:
        t.bet(3, DONT_PASS, 1000) if roll == (6, 6) else None
        st = t.throw(*roll)
        assert frozenset(marked) == st.state.bonus_marked, roll
        if roll == (6, 6):
            assert {(3, DONT_PASS, VOID, 1000)} == settled(st, seats=[3])
        if roll == (1, 3):
            assert 4 == st.state.point
        if roll == (3, 3):
            assert {(2, ALL_SMALL, WIN, 17000)} == settled(st, seats=[2])
            assert "pa:623a.12(4)" in clauses_of(st, 2, ALL_SMALL)
            assert None is st.state.wager(2, ALL_SMALL)
        elif roll == (4, 6):
            assert {(2, ALL_TALL, WIN, 17000), (2, ALL_OR_NOTHING, WIN, 87500)} == settled(st, seats=[2])
            assert "pa:623a.12(4)" in clauses_of(st, 2, ALL_TALL)
            assert "pa:623a.12(4)" in clauses_of(st, 2, ALL_OR_NOTHING)
        else:
            assert set() == settled(st, seats=[2]), roll


# --- GV-14 -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "window, clause",
    [("new_shooter", "pa:623a.12(1)"), ("any_come_out_empty_board", None)],
)
def test_gv14_bonus_lost_on_come_out_seven_and_window(window, clause):
    """GV-14: 623a.12(5) (a come-out 7 collects Bonus Craps and clears the board); 623a.3(a)(1)(i)(A);
    AMB-06 / 623a.12(1) (at the same shooter's next come-out All Small is refused under NEW_SHOOTER, accepted
    under ANY_COME_OUT_WITH_EMPTY_BOARD); 623a.4(c)(4) (a pending Bonus wager is never increased)."""
    cfg = profile_from_mapping({"bonus_window": window})
    t = Table(cfg)
    t.bet(2, ALL_TALL, 500)
    st = t.throw(3, 4)
    assert {(1, PASS, WIN, 1000), (2, ALL_TALL, LOSE, 500)} == settled(st)
    assert "pa:623a.12(5)" in clauses_of(st, 2, ALL_TALL)
    assert "pa:623a.3(a)(1)(i)(A)" == first_clause(st, 1, PASS)
    assert frozenset() == st.state.bonus_marked
    assert 1 == st.state.shooter and None is st.state.point

    if clause is not None:
        assert_rejected(cfg, t.s, PlaceBet(2, ALL_SMALL, 500), clause)
    else:
        t.bet(2, ALL_SMALL, 500)
        assert_rejected(cfg, t.s, PlaceBet(2, ALL_SMALL, 500), "pa:623a.4(c)(4)")


def test_gv14_bonus_never_increased():
    """GV-14: 623a.4(c)(4) (a pending Bonus Craps wager is never increased, even inside its window)."""
    t = Table(CFG_BASE)
    t.bet(2, ALL_SMALL, 500)
    assert_rejected(CFG_BASE, t.s, PlaceBet(2, ALL_SMALL, 500), "pa:623a.4(c)(4)")


# --- GV-15 -------------------------------------------------------------------------------------

_H12 = Bet(Kind.HORN_HIGH, 12)
_GV15 = [
    (FIELD, 500, (1, 1), 1000),
    (FIELD, 500, (5, 6), 500),
    (FIELD, 500, (2, 6), -500),
    (Bet(Kind.SIX_SEVEN_EIGHT), 1000, (3, 3), 2000),
    (Bet(Kind.SIX_SEVEN_EIGHT), 1000, (2, 4), 1000),
    (Bet(Kind.SIX_SEVEN_EIGHT), 1000, (1, 6), 1000),
    (Bet(Kind.SIX_SEVEN_EIGHT), 1000, (4, 4), 2000),
    (Bet(Kind.SIX_SEVEN_EIGHT), 1000, (3, 5), 1000),
    (Bet(Kind.SIX_SEVEN_EIGHT), 1000, (4, 5), -1000),
    (Bet(Kind.HOP, combo=(2, 5)), 100, (5, 2), 1500),
    (Bet(Kind.HOP, combo=(2, 5)), 100, (3, 4), -100),
    (Bet(Kind.HOP, combo=(3, 3)), 100, (3, 3), 3000),
    (Bet(Kind.HOP, combo=(3, 3)), 100, (2, 4), -100),
    (Bet(Kind.C_AND_E), 200, (5, 6), 1400),
    (Bet(Kind.C_AND_E), 200, (1, 2), 600),
    (Bet(Kind.HORN), 400, (1, 2), 1200),
    (Bet(Kind.HORN), 400, (1, 1), 2700),
    (Bet(Kind.WHIRL), 500, (3, 4), 0),
    (Bet(Kind.WHIRL), 500, (6, 6), 2600),
    (Bet(Kind.WHIRL), 500, (5, 6), 1100),
    (_H12, 500, (1, 2), 1100),
    (_H12, 500, (1, 1), 2600),
]


@pytest.mark.parametrize("bet, stake, roll, net", _GV15, ids=[f"{b}-{s}-{r[0]}{r[1]}" for b, s, r, _ in _GV15])
def test_gv15_one_roll_and_split_bets(bet, stake, roll, net):
    """GV-15: 623a.3(a)(11), (18)-(21), (23), (32), (39) and 623a.5(a)-(e): the net of each one-roll or split bet
    on one roll (a Whirl on 7 wins with a net of 0: its Any Seven unit pays 4 and the four Horn units lose)."""
    t = Table(CFG_LOW)
    t.bet(2, bet, stake)
    st = t.throw(*roll)
    if net > 0 or (net == 0 and bet.kind is Kind.WHIRL):
        assert {(2, bet, WIN, net)} == settled(st, seats=[2])
    else:
        assert {(2, bet, LOSE, -net)} == settled(st, seats=[2])


@pytest.mark.parametrize(
    "bet, stake, clause",
    [(Bet(Kind.HORN), 600, "pa:623a.3(a)(19)"), (Bet(Kind.WHIRL), 400, "pa:623a.3(a)(21)")],
    ids=["horn-6", "whirl-4"],
)
def test_gv15_split_bets_in_whole_units(bet, stake, clause):
    """GV-15: 623a.3(a)(19) (Horn in units of 4) and 623a.3(a)(21) (Whirl in units of 5); AMB-19."""
    t = Table(CFG_LOW)
    assert_rejected(CFG_LOW, t.s, PlaceBet(2, bet, stake), clause)


# --- GV-16 -------------------------------------------------------------------------------------


def _gv16_table(cfg: TableConfig = CFG_BASE) -> Table:
    t = Table(cfg)
    t.bet(1, PASS, 1000)
    t.bet(2, FIELD, 500)
    t.bet(2, Bet(Kind.ANY_SEVEN), 500)
    return t


def test_gv16_lost_die_invalid_then_new_set():
    """GV-16: 623a.8(b) (a die off the table: invalid, no roll); AMB-21 (one-roll bets get no action);
    623a.7(d) (a lost die needs a new set before the next throw); 623a.3(a)(12)(i) (Any Seven 4:1);
    623a.3(a)(11)(ii)."""
    t = _gv16_table()
    before = t.s
    st = t.do(InvalidThrow(InvalidReason.DIE_OFF_TABLE, lost=True))
    assert set() == settled(st)
    assert before.wagers == st.state.wagers
    assert {"pa:623a.8(b)", "pa:623a.7(d)"} <= notice_clauses(st)
    assert_rejected(CFG_BASE, t.s, Throw(1, 6), "pa:623a.7(d)")
    t.do(NewDiceSet())
    st = t.throw(1, 6)
    assert {(2, Bet(Kind.ANY_SEVEN), WIN, 2000), (2, FIELD, LOSE, 500)} == settled(st, seats=[2])
    assert "pa:623a.3(a)(12)(i)" == first_clause(st, 2, Bet(Kind.ANY_SEVEN))
    assert "pa:623a.3(a)(11)(ii)" == first_clause(st, 2, FIELD)


def test_gv16_die_on_die_invalid():
    """GV-16: 623a.8(b) (one die resting on the other: invalid, nothing decided, no new set needed)."""
    t = _gv16_table()
    st = t.do(InvalidThrow(InvalidReason.DIE_ON_DIE))
    assert set() == settled(st)
    assert t.s.wagers == st.state.wagers
    assert False is st.state.new_dice_needed
    assert "pa:623a.8(b)" in notice_clauses(st)


def test_gv16_dice_on_players_chips_stand():
    """GV-16: 623a.8(d) (dice touching a player's chips, not the bank, is no ground for a no roll: the roll stands)."""
    t = _gv16_table()
    assert_rejected(CFG_BASE, t.s, NoRoll(NoRollGround.TOUCHED_CHIPS, Role.STICKPERSON), "pa:623a.8(d)")
    st = t.throw(2, 2)
    assert {(2, Bet(Kind.ANY_SEVEN), LOSE, 500), (2, FIELD, WIN, 500)} == settled(st, seats=[2])


def test_gv16_cocked_die_opposite_face_counts():
    """GV-16: 623a.9(b) (a die cocked on chips with its 3-face resting on the stack counts as the opposite face, 4):
    3 resting + 3 reads 4 + 3 = 7."""
    t = _gv16_table()
    st = t.do(Throw(3, 3, cocked=(0,)))
    assert {(2, Bet(Kind.ANY_SEVEN), WIN, 2000), (2, FIELD, LOSE, 500)} == settled(st, seats=[2])
    assert {(1, PASS, WIN, 1000)} == settled(st, seats=[1])


def test_gv16_die_on_several_sides_void():
    """GV-16: 623a.9(b) (a die resting on more than one side against chips: void, rethrow; nothing decided)."""
    t = _gv16_table()
    st = t.do(VoidThrow(VoidReason.COCKED_SEVERAL_SIDES, Role.BOXPERSON))
    assert set() == settled(st)
    assert t.s == st.state
    assert "pa:623a.9(b)" in notice_clauses(st)


def test_gv16_who_may_call_no_roll():
    """GV-16: 623a.8(e)(1) (at Craps a dealer other than the stickperson may not call no roll);
    623a.8(e)(2) (at Mini-Craps a floorperson may)."""
    t = _gv16_table()
    assert_rejected(CFG_BASE, t.s, NoRoll(NoRollGround.ON_BANK, Role.DEALER), "pa:623a.8(e)(1)")
    mini = profile_from_mapping({"game": "mini_craps"})
    m = _gv16_table(mini)
    st = assert_accepted(mini, m.s, NoRoll(NoRollGround.ON_BANK, Role.FLOORPERSON))
    assert set() == settled(st)
    assert {"pa:623a.8(c)(3)", "pa:623a.8(e)(2)"} <= notice_clauses(st)


# --- GV-17 -------------------------------------------------------------------------------------


#: who holds the Come bets on 5 and 9 and the Don't Come on 8: one player (position 2) holding all three, or
#: three players (positions 2, 3, 4) holding one each
_GV17_HOLDERS = {"one-player": (2, 2, 2), "three-players": (2, 3, 4)}


def _gv17_table(holders: tuple[int, int, int]) -> Table:
    """S1 (position 1) makes point 6 with Come 10 on 5 and 9 and Don't Come 10 on 8 on the layout; S1 has no new
    line bet; every player, S1 included, declines the dice; S1 takes them to roll for the Come bets only."""
    c5, c9, dc8 = holders
    t = Table(CFG_BASE, seats=(1, 2, 3, 4))
    t.bet(1, PASS, 1000)
    t.throw(2, 4)  # point 6
    t.bet(c5, COME, 1000)
    t.throw(2, 3)
    t.bet(c9, COME, 1000)
    t.throw(4, 5)
    t.bet(dc8, DONT_COME, 1000)
    t.throw(2, 6)
    st = t.throw(3, 3)
    assert {(1, PASS, WIN, 1000)} == settled(st)
    assert {(c5, Bet(Kind.COME, 5)), (c9, Bet(Kind.COME, 9)), (dc8, Bet(Kind.DONT_COME, 8))} == {
        (w.seat, w.bet) for w in t.s.wagers
    }
    assert_rejected(CFG_BASE, t.s, Throw(1, 1), "pa:623a.8(a)")
    t.do(PassDice())
    for seat in (2, 3, 4, 1):
        t.do(DeclineDice(seat))
    assert (1, True) == offeree(CFG_BASE, t.s)
    t.do(AcceptDice(1))
    assert t.s.come_bets_only
    return t


@pytest.mark.parametrize("holders", list(_GV17_HOLDERS.values()), ids=list(_GV17_HOLDERS))
def test_gv17_come_bets_only_all_decided(holders):
    """GV-17: 623a.3(a)(3) (a second Come Bet while one is on a come point); 623a.10(b) (the previous shooter
    rolls only to decide the remaining Come and Don't Come bets; no new Come bets, AMB-20);
    623a.3(a)(3)(i)(B); 623a.3(a)(4)(ii)(B); then 623a.8(a) (a line bet is needed again)."""
    c5, c9, dc8 = holders
    t = _gv17_table(holders)
    assert_rejected(CFG_BASE, t.s, PlaceBet(3, COME, 1000), "pa:623a.10(b)")
    st = t.throw(2, 3, line_bet=0)
    assert {(c5, Bet(Kind.COME, 5), WIN, 1000)} == settled(st)
    assert "pa:623a.3(a)(3)(i)(B)" == first_clause(st, c5, Bet(Kind.COME, 5))
    st = t.throw(4, 5, line_bet=0)
    assert {(c9, Bet(Kind.COME, 9), WIN, 1000)} == settled(st)
    st = t.throw(2, 6, line_bet=0)
    assert {(dc8, Bet(Kind.DONT_COME, 8), LOSE, 1000)} == settled(st)
    assert "pa:623a.3(a)(4)(ii)(B)" == first_clause(st, dc8, Bet(Kind.DONT_COME, 8))
    assert False is st.state.come_bets_only
    assert None is st.state.point
    assert_rejected(CFG_BASE, t.s, Throw(3, 3), "pa:623a.8(a)")


@pytest.mark.parametrize("holders", list(_GV17_HOLDERS.values()), ids=list(_GV17_HOLDERS))
def test_gv17_come_bets_only_seven(holders):
    """GV-17 alternative and AMB-20: a 7 in come-bets-only mode loses the Come bets, wins the Don't Come and moves
    the dice to the next player (a loser 7, 623a.10(a)(1), 623a.10(c))."""
    c5, c9, dc8 = holders
    t = _gv17_table(holders)
    t.throw(2, 3, line_bet=0)
    st = t.throw(3, 4, line_bet=0)
    assert {(c9, Bet(Kind.COME, 9), LOSE, 1000), (dc8, Bet(Kind.DONT_COME, 8), WIN, 1000)} == settled(st)
    assert "pa:623a.10(a)(1)" in notice_clauses(st)
    assert None is st.state.shooter
    assert False is st.state.come_bets_only
    assert (2, False) == offeree(CFG_BASE, st.state)


# --- GV-18 -------------------------------------------------------------------------------------

MINI = profile_from_mapping({"game": "mini_craps"})


def test_gv18_mini_standing_player_may_not_bet():
    """GV-18: 623a.4(e) (only seated players wager at Mini-Craps)."""
    t = Table(MINI)
    assert_rejected(MINI, t.s, PlaceBet(5, FIELD, 500), "pa:623a.4(e)")


def test_gv18_mini_player_stays_seated_until_line_decision():
    """GV-18: 623a.4(e) and AMB-24 (a seated player with a Pass Bet stays until the line decision)."""
    t = Table(MINI)
    t.bet(2, PASS, 1000)
    assert_rejected(MINI, t.s, Leave(2), "pa:623a.4(e)")
    t.throw(2, 2)
    assert_rejected(MINI, t.s, Leave(2), "pa:623a.4(e)")
    t.throw(1, 3)  # point made: the line decision
    assert_accepted(MINI, t.s, Leave(2))


def test_gv18_mini_tenth_seat_is_a_config_error():
    """GV-18: 623a.2(c) (a Mini-Craps table seats at most nine players)."""
    with pytest.raises(ConfigError) as info:
        profile_from_mapping({"game": "mini_craps", "positions": 10})
    assert ["pa:623a.2(c)"] == [p.clause for p in info.value.problems]
    assert_rejected(MINI, State(), Join(10), "pa:623a.2(c)")


def test_gv18_mini_face_dispute_by_floorperson():
    """GV-18: 623a.9(c)(2) (at Mini-Craps the floorperson settles a face dispute)."""
    t = Table(MINI)
    t.bet(1, PASS, 1000)
    st = assert_accepted(MINI, t.s, VoidThrow(VoidReason.FACE_DISPUTE, Role.FLOORPERSON))
    assert "pa:623a.9(c)(2)" in notice_clauses(st)
    assert t.s == st.state


def test_gv18_mini_dice_first_offered_left_of_dealer():
    """GV-18: 623a.7(b)(2) (at play start the dice go first to the player immediately left of the dealer)."""
    t = Table(MINI, seats=(1, 2, 3), shooter=None)
    assert (1, False) == offeree(MINI, t.s)
    assert_rejected(MINI, t.s, AcceptDice(2), "pa:623a.7(b)")
    assert_accepted(MINI, t.s, AcceptDice(1))


# --- GV-19 -------------------------------------------------------------------------------------


def _gv19_state(cfg: TableConfig) -> State:
    """Point 8. Position 1 (shooter): Pass 10 with odds 5, Place 6 for 12, Fire 5, All Small 5.
    Position 2: Don't Pass 10 and a Come 10 moved to the 5. Position 3: a Come 10 on the line."""
    t = Table(cfg)
    t.bet(1, PASS, 1000)
    t.bet(2, DONT_PASS, 1000)
    t.bet(1, FIRE, 500)
    if cfg.has_bonus:
        t.bet(1, ALL_SMALL, 500)
    t.throw(4, 4)
    t.bet(1, PASS_ODDS, 500)
    t.bet(1, Bet(Kind.PLACE_WIN, 6), 1200)
    t.bet(2, COME, 1000)
    t.throw(2, 3)
    t.bet(3, COME, 1000)
    assert 8 == t.s.point
    assert t.s.wager(2, Bet(Kind.COME, 5)) is not None
    return t.s


_P6 = Bet(Kind.PLACE_WIN, 6)
_GV19 = [
    ("pass-remove", RemoveBet(1, PASS), "pa:623a.4(c)(1)"),
    ("pass-reduce", ReduceBet(1, PASS, 500), "pa:623a.4(c)(1)"),
    ("pass-increase", PlaceBet(1, PASS, 500), "pa:623a.4(c)(1)"),
    ("pass-odds-remove", RemoveBet(1, PASS_ODDS), None),
    ("pass-odds-reduce", ReduceBet(1, PASS_ODDS, 200), None),
    ("pass-odds-increase-to-cap", PlaceBet(1, PASS_ODDS, 500), None),
    ("pass-odds-increase-over-cap", PlaceBet(1, PASS_ODDS, 600), "pa:623a.6(e)"),
    ("dont-pass-remove", RemoveBet(2, DONT_PASS), None),
    ("dont-pass-reduce", ReduceBet(2, DONT_PASS, 500), None),
    ("come-point-remove", RemoveBet(2, Bet(Kind.COME, 5)), "pa:623a.4(c)(2)"),
    ("come-point-reduce", ReduceBet(2, Bet(Kind.COME, 5), 500), "pa:623a.4(c)(2)"),
    ("come-line-remove", RemoveBet(3, COME), None),
    ("come-line-reduce", ReduceBet(3, COME, 500), None),
    ("place6-remove", RemoveBet(1, _P6), None),
    ("place6-reduce", ReduceBet(1, _P6, 600), None),
    ("place6-increase", PlaceBet(1, _P6, 600), None),
    ("fire-remove", RemoveBet(1, FIRE), "pa:623a.4(c)(3)"),
    ("fire-reduce", ReduceBet(1, FIRE, 100), "pa:623a.4(c)(3)"),
    ("fire-increase", PlaceBet(1, FIRE, 100), "pa:623a.4(c)(3)"),
    ("bonus-remove", RemoveBet(1, ALL_SMALL), "pa:623a.12(2)"),
    ("bonus-reduce", ReduceBet(1, ALL_SMALL, 100), "pa:623a.4(c)(4)"),
    ("bonus-increase", PlaceBet(1, ALL_SMALL, 500), "pa:623a.4(c)(4)"),
    ("new-pass-at-point", PlaceBet(3, PASS, 1000), "pa:623a.4(c)(1)"),
]


@pytest.mark.parametrize("event, clause", [(e, c) for _, e, c in _GV19], ids=[i for i, _, _ in _GV19])
def test_gv19_remove_reduce_permission_matrix(event, clause):
    """GV-19: 623a.4(c)(1) (Pass stays once its point is set; no increase, AMB-33; no new Pass once a point is set);
    623a.6(a), 623a.6(e) (Pass odds may be taken down, reduced, or increased up to the cap); 623a.4(d) (Don't Pass
    may be removed or reduced); 623a.4(c)(2) (Come on its come point stays); 623a.4(c) (Come on the line, Place 6);
    623a.4(c)(3) (Fire); 623a.12(2) with AMB-07 and 623a.4(c)(4) (Bonus Craps)."""
    s = _gv19_state(CFG_BASE)
    if clause is None:
        st = assert_accepted(CFG_BASE, s, event)
        assert s != st.state
    else:
        assert_rejected(CFG_BASE, s, event, clause)


def test_gv19_dont_pass_after_reduction_not_increased():
    """GV-19: 623a.4(d) (a Don't Pass that was reduced may not be increased again). At point 8 the increase is
    also outside the Don't Pass window of 623a.3(a)(2), and the vector names no clause for this row, so either
    clause is accepted there; before the come-out roll 623a.4(d) is the only bar and must be the one cited."""
    t = Table(CFG_BASE)
    t.bet(1, PASS, 1000)
    t.bet(2, DONT_PASS, 1000)
    t.do(ReduceBet(2, DONT_PASS, 500))
    assert_rejected(CFG_BASE, t.s, PlaceBet(2, DONT_PASS, 500), "pa:623a.4(d)")
    t.throw(4, 4)
    st = step(CFG_BASE, t.s, PlaceBet(2, DONT_PASS, 500))
    rejections = [o for o in st.outcomes if isinstance(o, Rejected)]
    assert 1 == len(rejections)
    assert rejections[0].clause in {"pa:623a.4(d)", "pa:623a.3(a)(2)"}
    assert t.s == st.state


def test_gv19_new_pass_at_point_2012():
    """GV-19 under PA-2012: 623a.3(a)(1) (a Pass Bet is made immediately prior to the come-out roll)."""
    cfg = profile_from_mapping({"ruleset": "pa-623a@2012", "offered": OFFERED_2012})
    s = _gv19_state(cfg)
    assert_rejected(cfg, s, PlaceBet(3, PASS, 1000), "pa:623a.3(a)(1)")
