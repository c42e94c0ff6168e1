"""Bad input: every illegal event is a rejection carrying its clause, and the state is unchanged."""

from __future__ import annotations

import pytest

from croupier.reference.craps import (
    AcceptDice,
    Bet,
    CallOn,
    Join,
    Kind,
    NoRoll,
    NoRollGround,
    OrderPassDice,
    OrderReason,
    PlaceBet,
    ReduceBet,
    RemoveBet,
    Role,
    State,
    TableConfig,
    Throw,
    replay,
    step,
)
from croupier.reference.errors import MalformedEvent
from croupier.reference.outcomes import Rejected

CFG = TableConfig()


def at_point(point_dice: tuple[int, int] = (2, 2)) -> State:
    s, _ = replay(CFG, [Join(1), Join(2), AcceptDice(1), PlaceBet(1, Bet(Kind.PASS), 1000), Throw(*point_dice)])
    return s


def come_out() -> State:
    s, _ = replay(CFG, [Join(1), Join(2), AcceptDice(1), PlaceBet(1, Bet(Kind.PASS), 1000)])
    return s


CASES = [
    ("fire over $5", come_out, PlaceBet(2, Bet(Kind.FIRE), 600), "pa:623a.11(b)(1)"),
    ("fire of $2.50", come_out, PlaceBet(2, Bet(Kind.FIRE), 250), "pa:623a.11(b)(1)"),
    ("fire after the hand began", at_point, PlaceBet(2, Bet(Kind.FIRE), 500), "pa:623a.3(a)(40)"),
    ("horn not in units of four", come_out, PlaceBet(2, Bet(Kind.HORN), 1000), "pa:623a.3(a)(19)"),
    ("whirl not in units of five", come_out, PlaceBet(2, Bet(Kind.WHIRL), 1200), "pa:623a.3(a)(21)"),
    ("below the table minimum", come_out, PlaceBet(2, Bet(Kind.FIELD), 100), "pa:623a.3(b)(1)"),
    ("above the table maximum", come_out, PlaceBet(2, Bet(Kind.FIELD), 600_000), "pa:623a.5(j)"),
    ("not whole chips", come_out, PlaceBet(2, Bet(Kind.FIELD), 550), "pa:623a.4(b)"),
    ("no player at the position", come_out, PlaceBet(5, Bet(Kind.FIELD), 500), "pa:623a.4(b)"),
    ("pass after the point", at_point, PlaceBet(2, Bet(Kind.PASS), 1000), "pa:623a.4(c)(1)"),
    ("come before a point", come_out, PlaceBet(2, Bet(Kind.COME), 1000), "pa:623a.3(a)(3)"),
    ("odds with no point", come_out, PlaceBet(1, Bet(Kind.PASS_ODDS), 1000), "pa:623a.6(a)"),
    ("odds above the cap", at_point, PlaceBet(1, Bet(Kind.PASS_ODDS), 1100), "pa:623a.6(e)"),
    ("remove pass after the point", at_point, RemoveBet(1, Bet(Kind.PASS)), "pa:623a.4(c)(1)"),
    ("reduce pass after the point", at_point, ReduceBet(1, Bet(Kind.PASS), 500), "pa:623a.4(c)(1)"),
    ("remove a wager that is not there", at_point, RemoveBet(2, Bet(Kind.FIELD)), "pa:623a.4(c)"),
    ("dice value 7", at_point, Throw(7, 1), "pa:623a.9(a)"),
    ("dice value 0", at_point, Throw(3, 0), "pa:623a.9(a)"),
    ("throw without a line bet", lambda: replay(CFG, [Join(1), AcceptDice(1)])[0], Throw(3, 4), "pa:623a.8(a)"),
    ("throw with no shooter", lambda: State(), Throw(3, 4), "pa:623a.7(c)"),
    ("accept out of turn", lambda: replay(CFG, [Join(1), Join(2)])[0], AcceptDice(2), "pa:623a.7(b)"),
    ("no roll for touching chips", at_point, NoRoll(NoRollGround.TOUCHED_CHIPS, Role.STICKPERSON), "pa:623a.8(d)"),
    ("no roll by a dealer at craps", at_point, NoRoll(NoRollGround.ON_BANK, Role.DEALER), "pa:623a.8(e)(1)"),
    ("order to pass by a dealer at craps", at_point, OrderPassDice(Role.DEALER, OrderReason.DELAY), "pa:623a.10(a)(2)"),
    ("call on a field bet", lambda: replay(CFG, [Join(1), PlaceBet(1, Bet(Kind.FIELD), 500)])[0],
     CallOn(1, Bet(Kind.FIELD)), "pa:623a.3(a)(11)"),
]


@pytest.mark.parametrize("name,make,event,clause", CASES, ids=[c[0] for c in CASES])
def test_illegal_event_is_rejected_with_clause_and_state_unchanged(name, make, event, clause) -> None:  # type: ignore[no-untyped-def]
    """Each refusal names the clause at fault; nothing about the table changes."""
    s = make()

    result = step(CFG, s, event)

    assert 1 == len(result.outcomes)
    assert isinstance(result.outcomes[0], Rejected)
    assert clause == result.outcomes[0].clause
    assert s == result.state


def test_unknown_wager_name_is_malformed() -> None:
    """A wager that 623a.3 does not list is not an event at all: the field is named."""
    with pytest.raises(MalformedEvent, match="unknown wager 'big_6'"):
        Bet.parse("big_6")


def test_hop_on_a_pair_the_layout_has_no_hop_for() -> None:
    """1-1 is the Craps Two Bet, not a hop (623a.3(a)(14), (22)-(38))."""
    with pytest.raises(MalformedEvent, match="hop"):
        Bet(Kind.HOP, combo=(1, 1))


def test_bet_names_round_trip() -> None:
    for text in ("pass", "place_win 6", "hop 2-5", "horn_high 12", "come 5", "come_odds 9"):
        assert text == str(Bet.parse(text))
