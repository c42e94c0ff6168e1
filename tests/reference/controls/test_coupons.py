"""Match Play Coupons through the kernel (58 Pa. Code 603a.1, 603a.20(c)(4), (5), (q)(5), 603a.21): the golden cases
MP-1 to MP-11 of the controls digest (13.1), on a generic 1 to 1 wager except MP-7 (Craps, through its model), MP-8
(Roulette's boxes) and MP-9 (a chapter 637a Poker table); and the money as properties."""

from __future__ import annotations

import datetime
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from croupier.reference.controls import coupons
from croupier.reference.controls.coupons import (
    Coupon,
    CouponConfig,
    Destination,
    ExpiryCheck,
    PushDisposition,
    WinPayout,
    breakdown,
    coupon_win,
    refusal,
    settle,
    wager_amount,
)
from croupier.reference.craps import AcceptDice, Bet, Join, Kind, PlaceBet, Throw, profile_from_mapping, replay
from croupier.reference.errors import ConfigError
from croupier.reference.money import Odds
from croupier.reference.outcomes import Rejected, Result

CFG = CouponConfig()
EVEN = Odds(1, 1)
C25 = Coupon("MP-1001", 2500)  # a $25 coupon
GAME = "five_card_hi_lo"  # a generic even-money wager: the Ante, 663a.12(a)
AREA = "ante"
JUNE_1 = datetime.date(2015, 6, 1)


def test_mp1_chips_below_the_coupon_value_refused() -> None:
    """MP-1, pa:603a.21(b): a $25 coupon with $20 in chips is refused."""
    r = refusal(CFG, GAME, AREA, 2000, C25)

    assert r is not None and "pa:603a.21(b)" == r.clause


def test_mp2_coupon_with_equal_chips_is_a_wager_of_both() -> None:
    """MP-2, pa:603a.1: $25 coupon + $25 chips is taken; the wager is $50, all the chips on the coupon."""
    assert None is refusal(CFG, GAME, AREA, 2500, C25)
    assert 5000 == wager_amount(2500, C25)
    assert (2500, 0) == breakdown(2500, 2500)


def test_mp3_the_dealer_breaks_down_a_larger_wager() -> None:
    """MP-3, pa:603a.21(b): with $40 in chips, $25 go on the coupon and $15 beside it; the wager is $65."""
    assert None is refusal(CFG, GAME, AREA, 4000, C25)
    assert (2500, 1500) == breakdown(4000, 2500)
    assert 6500 == wager_amount(4000, C25)


def test_mp4_a_losing_coupon_wager_loses_its_chips_only() -> None:
    """MP-4, pa:603a.21(e): the $40 in chips are collected and the coupon goes into the drop box; the patron is down
    $40."""
    s = settle(CFG, Result.LOSE, 4000, C25, EVEN)

    assert (Fraction(4000), Destination.DROP_BOX) == (s.amount, s.coupon_to)


def test_mp5_a_winning_coupon_wager_is_paid_on_chips_and_coupon() -> None:
    """MP-5, pa:603a.21(b), reading C-2 (game_odds_on_coupon_value): $65 at 1 to 1; the patron keeps the $40 in
    chips, the coupon goes into the drop box."""
    s = settle(CFG, Result.WIN, 4000, C25, EVEN)

    assert (Fraction(6500), Destination.DROP_BOX) == (s.amount, s.coupon_to)
    assert ("pa:603a.21(b)", "pa:603a.1#match-play-coupon") == s.clauses


def test_mp6_a_second_coupon_in_the_round_refused() -> None:
    """MP-6, pa:603a.21(d): one coupon per patron per round, whatever the spot (C-14)."""
    r = refusal(CFG, GAME, AREA, 2500, Coupon("MP-1002", 2500), used=1)

    assert r is not None and "pa:603a.21(d)" == r.clause


def test_mp7_craps_takes_a_coupon_on_the_pass_line_not_on_come() -> None:
    """MP-7, pa:603a.21(c)(2), through the Craps model: on Come refused, on the Pass Line taken."""
    cfg = profile_from_mapping({"match_play": True})
    s, steps = replay(cfg, [Join(1), Join(2), AcceptDice(1), PlaceBet(1, Bet(Kind.PASS), 500), Throw(2, 2),
                            PlaceBet(2, Bet(Kind.COME), 2500, C25), Throw(2, 2),
                            PlaceBet(2, Bet(Kind.PASS), 2500, C25)])

    assert [Rejected] == [type(o) for o in steps[5].outcomes]
    assert "pa:603a.21(c)(2)" == steps[5].outcomes[0].clause  # type: ignore[union-attr]
    assert () == steps[7].outcomes and C25 == s.wager(2, Bet(Kind.PASS)).coupon  # type: ignore[union-attr]


@pytest.mark.parametrize("area, clause", [("straight 17", "pa:603a.21(c)(3)"), ("split 17-20", "pa:603a.21(c)(3)"),
                                          ("red", None), ("black", None), ("odd", None), ("even", None),
                                          ("1-18", None), ("19-36", None), ("1st 12", None), ("2nd 12", None),
                                          ("3rd 12", None)])
def test_mp8_roulette_takes_coupons_only_in_the_outside_boxes(area: str, clause: str | None) -> None:
    """MP-8, pa:603a.21(c)(3), reading C-13: a straight-up number is refused, Red (and every outside box, the third
    dozen included) is taken."""
    r = refusal(CFG, "roulette", area, 2500, C25)

    assert clause == (r.clause if r else None)


def test_mp9_a_poker_table_takes_no_coupon() -> None:
    """MP-9, pa:603a.21(a): at chapter 637a Poker the patrons do not wager against the house."""
    r = refusal(CFG, "poker", "pot", 2500, C25)

    assert r is not None and "pa:603a.21(a)" == r.clause


def test_mp10_an_expired_mailed_coupon_refused() -> None:
    """MP-10, pa:603a.20(q)(5): the dealer checks a mailed coupon's expiry date."""
    mailed = Coupon("MP-1001", 2500, datetime.date(2015, 5, 31), mailed=True)

    r = refusal(CFG, GAME, AREA, 2500, mailed, today=JUNE_1)

    assert r is not None and "pa:603a.20(q)(5)" == r.clause


def test_mp11_a_push_returns_the_chips_and_drops_the_coupon() -> None:
    """MP-11, reading C-3 (drop_at_round_end): the chips come back, the coupon goes into the drop box; under
    return_to_patron it goes back to the patron."""
    dropped = settle(CFG, Result.VOID, 4000, C25, EVEN)
    back = settle(CouponConfig(coupon_push_disposition=PushDisposition.RETURN_TO_PATRON), Result.VOID, 4000, C25,
                  EVEN)

    assert (Fraction(4000), Destination.DROP_BOX) == (dropped.amount, dropped.coupon_to)
    assert (Fraction(4000), Destination.PATRON) == (back.amount, back.coupon_to)


def test_every_coupon_expiry_is_checked_by_default() -> None:
    """Reading C-4: every coupon's expiry date is checked (pa:603a.20(c)(5)), good through the printed day; under
    mailed_only a coupon handed out at the casino is not."""
    c = Coupon("MP-1001", 2500, datetime.date(2015, 5, 31))
    mailed_only = CouponConfig(coupon_expiry_check=ExpiryCheck.MAILED_ONLY)

    assert "pa:603a.20(c)(5)" == refusal(CFG, GAME, AREA, 2500, c, today=JUNE_1).clause  # type: ignore[union-attr]
    assert None is refusal(CFG, GAME, AREA, 2500, c, today=datetime.date(2015, 5, 31))
    assert None is refusal(mailed_only, GAME, AREA, 2500, c, today=JUNE_1)


def test_the_coupons_own_terms_restrict_game_and_wager() -> None:
    """pa:603a.20(c)(4): a coupon printed for another game, or for another wager, is refused."""
    roulette_only = Coupon("MP-1001", 2500, games=frozenset({"roulette"}))
    dont_only = Coupon("MP-1002", 2500, wagers=frozenset({"dont_pass"}))

    assert "pa:603a.20(c)(4)" == refusal(CFG, "craps", "pass", 2500, roulette_only).clause  # type: ignore[union-attr]
    assert "pa:603a.20(c)(4)" == refusal(CFG, "craps", "pass", 2500, dont_only).clause  # type: ignore[union-attr]
    assert None is refusal(CFG, "craps", "dont_pass", 2500, dont_only)


def test_even_money_on_the_coupon_differs_where_the_game_pays_more() -> None:
    """Reading C-2 at a 2 to 1 dozen, $25 coupon + $25 chips: game odds on both pay $100; even money on the coupon
    pays $50 + $25. The coupon's own terms override the table's reading."""
    even_on_coupon = CouponConfig(coupon_win_payout=WinPayout.EVEN_MONEY_ON_COUPON_VALUE)
    own_terms = Coupon("MP-1001", 2500, payout=WinPayout.EVEN_MONEY_ON_COUPON_VALUE)

    assert Fraction(10000) == settle(CFG, Result.WIN, 2500, C25, Odds(2, 1)).amount
    assert Fraction(7500) == settle(even_on_coupon, Result.WIN, 2500, C25, Odds(2, 1)).amount
    assert Fraction(7500) == settle(CFG, Result.WIN, 2500, own_terms, Odds(2, 1)).amount


def test_a_coupon_has_a_positive_value_and_a_serial() -> None:
    """pa:603a.1, pa:603a.20(c)(2), (3): a stated value and a serial number."""
    with pytest.raises(ValueError):
        Coupon("MP-1", 0)
    with pytest.raises(ValueError):
        Coupon("", 2500)


def test_options_agree_with_the_spec_and_a_profile_is_checked() -> None:
    """Every coupon option in spec/controls/tables.toml is a CouponConfig field; a bad value is refused with its
    clause."""
    assert [] == coupons.check_against_spec()
    assert PushDisposition.RETURN_TO_PATRON == coupons.profile_from_mapping(
        {"coupon_push_disposition": "return_to_patron"}).coupon_push_disposition
    with pytest.raises(ConfigError, match=r"pa:603a\.21\(b\)"):
        coupons.profile_from_mapping({"coupon_win_payout": "double"})


chips_and_values = st.integers(1, 10**6).flatmap(lambda v: st.tuples(st.integers(v, 4 * 10**6), st.just(v)))


@settings(max_examples=150, deadline=None)
@given(cv=chips_and_values, pays=st.integers(1, 50), to=st.integers(1, 12), even=st.booleans())
def test_a_win_is_the_odds_on_chips_plus_the_coupon_exactly(cv: tuple[int, int], pays: int, to: int,
                                                            even: bool) -> None:
    """pa:603a.1, pa:603a.21(b): exact money, never floats; at 1 to 1 both readings of C-2 agree; more than the chips
    alone win."""
    chips, value = cv
    terms = WinPayout.EVEN_MONEY_ON_COUPON_VALUE if even else WinPayout.GAME_ODDS_ON_COUPON_VALUE
    won = settle(CouponConfig(coupon_win_payout=terms), Result.WIN, chips, Coupon("MP-1", value), Odds(pays, to))

    assert isinstance(won.amount, Fraction)
    assert won.amount == Fraction(chips * pays, to) + (value if even else Fraction(value * pays, to))
    assert won.amount > Fraction(chips * pays, to)
    assert coupon_win(chips, value, 1, 1, True) == coupon_win(chips, value, 1, 1, False) == chips + value


@settings(max_examples=150, deadline=None)
@given(cv=chips_and_values)
def test_the_layout_and_a_loss_hold_the_chips_only(cv: tuple[int, int]) -> None:
    """pa:603a.21(b), (e): the chips on the coupon equal its value, the rest beside it; a loss collects the chips and
    the coupon goes into the drop box."""
    chips, value = cv
    c = Coupon("MP-1", value)
    lost = settle(CFG, Result.LOSE, chips, c, EVEN)

    assert (value, chips - value) == breakdown(chips, value)
    assert (Fraction(chips), Destination.DROP_BOX) == (lost.amount, lost.coupon_to)
    assert chips + value == wager_amount(chips, c)
