"""The record of a shift checked clause by clause (465a.6(c), 465a.9(c)(2), 465a.35(b)-(d), 603a.20, 609a.13(c)(3)):
the golden vectors SS-1 to SS-8, CU-1 to CU-8, CC-1, CC-2, RT-1 and RT-2 of spec-notes/controls.md section 13, the
readings, the bundled examples and malformed files."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import given, strategies as st

from croupier import spec
from croupier.reference.controls import records
from croupier.reference.controls.records import (Anchor, BookAction, BookEntry, Camera, CounterCheckBook,
                                                 CouponProgram, Coverage, Dealer, ElidedParagraphs, Floorperson, Game,
                                                 Inventory, Issue, MailEntry, Person, Receipt, Reconciliation, Record,
                                                 RecordClass, RecordOptions, Requisition, ShiftRecord, Status, Table,
                                                 UpliftRounding, UpliftScope, Void, VoucherRetention)
from croupier.reference.errors import ConfigError

EXAMPLES = Path(records.__file__).resolve().parent / "examples"
DAY = datetime.date(2024, 5, 15)
D = datetime.date
FIN = Person(name="Y. Reyes", credential="PA-FIN-2001", department=records.Department.FINANCE)
MKT = Person(name="Z. Schultz", credential="PA-MKT-3001", department=records.Department.MARKETING)


def _table(tid: str, game: Game, dealers: int = 1, cameras: tuple[Coverage, ...] = (Coverage.TABLE,),
           **kw: Any) -> Table:
    staff = tuple(Dealer(name=f"dealer {i}", stickperson=i == 0 and game in records.TWO_CAMERAS)
                  for i in range(dealers))
    return Table(id=tid, game=game, dealers=staff, cameras=tuple(Camera(covers=c) for c in cameras), **kw)


def _tdf(tid: str = "TDF-1", dealers: int = 3, cameras: tuple[Coverage, ...] = (Coverage.END_A, Coverage.END_B)
         ) -> Table:
    return _table(tid, Game.THREE_DICE_FOOTBALL, dealers, cameras)


def _floor(tables: list[Table], **kw: Any) -> ShiftRecord:
    """One floorperson supervising ``tables``."""
    return ShiftRecord(gaming_day=DAY, tables=tuple(tables),
                       floorpersons=(Floorperson(name="F", tables=tuple(t.id for t in tables), **kw),))


def _findings(r: ShiftRecord, o: RecordOptions = RecordOptions()) -> dict[str, records.Finding]:
    return {f.clause: f for f in records.check(r, o)}


def _status(r: ShiftRecord, clause: str, o: RecordOptions = RecordOptions()) -> Status:
    return _findings(r, o)[clause].status


def _detail(r: ShiftRecord, clause: str, o: RecordOptions = RecordOptions()) -> str:
    return _findings(r, o)[clause].detail


# ---------------------------------------------------------------------------
# SS-1 .. SS-8: staffing and surveillance


def test_ss1_three_dice_football_with_two_dealers_fails() -> None:
    """SS-1, pa:465a.35(b)(3): a Three Dice Football table needs three dealers, one of them stickperson."""
    r = _floor([_tdf(dealers=2)])

    assert Status.FAIL == _status(r, "pa:465a.35(b)(3)")
    assert "TDF-1 (Three Dice Football): 2 dealers, not at least 3" == _detail(r, "pa:465a.35(b)(3)")


def test_ss1_s1_one_dealer_rule_is_not_applied_to_three_dice_football() -> None:
    """S-1, pa:465a.35(b)(1): the specific (b)(3) governs; (b)(1) does not look at the table; no boxperson needed."""
    r = _floor([_tdf()])

    assert Status.NOT_APPLICABLE == _status(r, "pa:465a.35(b)(1)")
    assert Status.PASS == _status(r, "pa:465a.35(b)(3)")
    assert Status.NOT_APPLICABLE == _status(r, "pa:465a.35(b)(4)")


def test_three_dealers_without_a_stickperson_fail() -> None:
    """pa:465a.35(b)(3): one of the three acts as stickperson."""
    t = attrs.evolve(_tdf(), dealers=tuple(Dealer(name=f"d{i}") for i in range(3)))

    assert "TDF-1 (Three Dice Football): no dealer acts as stickperson" == _detail(_floor([t]), "pa:465a.35(b)(3)")


def test_craps_needs_a_boxperson_and_baccarat_two_dealers() -> None:
    """pa:465a.35(b)(2), (b)(4)."""
    r = ShiftRecord(gaming_day=DAY, tables=(_table("CR-1", Game.CRAPS, 3, (Coverage.END_A, Coverage.END_B)),
                                            _table("BAC-1", Game.BACCARAT, 1)))

    assert "CR-1 (Craps): no boxperson" == _detail(r, "pa:465a.35(b)(4)")
    assert "BAC-1 (Baccarat): 1 dealer, not at least 2" == _detail(r, "pa:465a.35(b)(2)")


def test_ss2_two_three_dice_football_tables_fit_c13() -> None:
    """SS-2, pa:465a.35(c)(13): a floorperson may supervise two Three Dice Football tables."""
    r = _floor([_tdf("TDF-1"), _tdf("TDF-2")])

    assert Status.PASS == _status(r, "pa:465a.35(c)(13)")
    assert Status.PASS == _status(r, "pa:465a.35(c)")


def test_ss3_three_dice_football_with_mini_craps_fails_c13() -> None:
    """SS-3, pa:465a.35(c)(13): Mini-Craps may not be the other table."""
    r = _floor([_tdf(), _table("MC-1", Game.MINI_CRAPS)])

    assert Status.FAIL == _status(r, "pa:465a.35(c)(13)")
    assert "MC-1 (Mini-Craps) may not be paired with Three Dice Football" in _detail(r, "pa:465a.35(c)(13)")
    assert Status.FAIL == _status(r, "pa:465a.35(c)")


def test_ss4_three_dice_football_with_asia_poker_fits_c13() -> None:
    """SS-4, pa:465a.35(c)(13): Asia Poker is a banking game not excluded."""
    r = _floor([_tdf(), _table("AP-1", Game.ASIA_POKER)])

    assert Status.PASS == _status(r, "pa:465a.35(c)(13)")


def test_three_dice_football_with_two_other_tables_fails() -> None:
    """pa:465a.35(c)(13): one Three Dice Football table and *one* other."""
    r = _floor([_tdf(), _table("AP-1", Game.ASIA_POKER), _table("BJ-1", Game.BLACKJACK)])

    assert "3 tables, more than 2; 2 tables of other games beside Three Dice Football, more than 1" in _detail(
        r, "pa:465a.35(c)(13)")


def _banking(n: int, electronic: bool = False) -> list[Table]:
    games = [Game.ASIA_POKER, Game.FIVE_CARD_HI_LO, Game.BLACKJACK, Game.SPANISH_21, Game.DOUBLE_ATTACK,
             Game.PAI_GOW_POKER, Game.SIC_BO]
    return [_table(f"T{i}", games[i % len(games)], electronic=electronic) for i in range(n)]


def test_ss5_five_banking_tables_fail_c1() -> None:
    """SS-5, pa:465a.35(c)(1): four banking tables at most."""
    r = _floor(_banking(5))

    assert Status.FAIL == _status(r, "pa:465a.35(c)(1)")
    assert _detail(r, "pa:465a.35(c)(1)").endswith("5 tables, more than 4")
    assert Status.PASS == _status(_floor(_banking(4)), "pa:465a.35(c)(1)")


def test_ss6_six_electronic_banking_tables_fit_with_the_increase() -> None:
    """SS-6, pa:465a.35(d): the text's own example, (c)(1) goes from four to six."""
    r = _floor(_banking(6, electronic=True))

    assert Status.PASS == _status(r, "pa:465a.35(c)(1)")
    assert "F: every table electronic, (c)(1) limit 4 raised to 6" == _detail(r, "pa:465a.35(d)")
    assert Status.FAIL == _status(_floor(_banking(7, electronic=True)), "pa:465a.35(c)(1)")


def test_ss7_three_dice_football_with_one_camera_fails() -> None:
    """SS-7, pa:465a.9(c)(2)(ii): two stationary cameras, one covering each end."""
    r = _floor([_tdf(cameras=(Coverage.END_A,))])

    assert Status.FAIL == _status(r, "pa:465a.9(c)(2)(ii)")
    assert ("TDF-1 (Three Dice Football): 1 stationary camera, not at least 2, none covering end_b"
            == _detail(r, "pa:465a.9(c)(2)(ii)"))


def test_two_cameras_on_the_same_end_fail() -> None:
    """pa:465a.9(c)(2)(ii): two cameras are not enough unless each end has one."""
    r = _floor([_tdf(cameras=(Coverage.END_A, Coverage.TABLE))])

    assert "TDF-1 (Three Dice Football): none covering end_b" == _detail(r, "pa:465a.9(c)(2)(ii)")


def test_ss8_asia_poker_with_one_camera_passes() -> None:
    """SS-8, pa:465a.9(c)(2)(i): one stationary camera for a game not excepted."""
    r = _floor([_table("AP-1", Game.ASIA_POKER)])

    assert Status.PASS == _status(r, "pa:465a.9(c)(2)(i)")
    assert Status.FAIL == _status(_floor([_table("AP-1", Game.ASIA_POKER, cameras=())]), "pa:465a.9(c)(2)(i)")


def test_s5_baccarat_roulette_big_six_cameras_not_applicable() -> None:
    """S-5, pa:465a.9(c)(2)(i): the excepted games have no rule in the seed, and the finding says so."""
    r = _floor([_table("BAC-1", Game.BACCARAT, 2, ()), _table("RL-1", Game.ROULETTE, cameras=())])

    assert Status.NOT_APPLICABLE == _status(r, "pa:465a.9(c)(2)(i)")
    assert "the seed prints no camera rule of their own (S-5): BAC-1 (Baccarat), RL-1 (Roulette)" in _detail(
        r, "pa:465a.9(c)(2)(i)")


def test_s4_fully_automated_tables_need_no_dealer_or_camera_and_get_no_increase() -> None:
    """S-4: 465a.35(b) and 465a.9(c)(2) leave a fully automated table out; it counts, unincreased, in (c)(1)."""
    auto = [_table(f"A{i}", Game.ROULETTE, 0, (), electronic=True, fully_automated=True) for i in range(5)]
    r = _floor(auto)

    assert Status.NOT_APPLICABLE == _status(r, "pa:465a.35(b)(1)")
    assert Status.NOT_APPLICABLE == _status(r, "pa:465a.9(c)(2)(i)")
    assert Status.FAIL == _status(r, "pa:465a.35(c)(1)")
    assert Status.NOT_APPLICABLE == _status(r, "pa:465a.35(d)")


# ---------------------------------------------------------------------------
# 465a.35(c), (d): the paragraphs and the readings S-2, S-3, S-6


@pytest.mark.parametrize("games, seats, expected", [
    ([Game.BLACKJACK, Game.ROULETTE, Game.MINIBACCARAT], False, records.Paragraph.C1),
    ([Game.BACCARAT], False, records.Paragraph.C2),
    ([Game.POKER] * 10, False, records.Paragraph.C12),
    ([Game.POKER], True, records.Paragraph.ELIDED),
    ([Game.THREE_DICE_FOOTBALL, Game.CRAPS], False, records.Paragraph.C13),
    ([Game.CRAPS], False, records.Paragraph.ELIDED),
    ([Game.MIDIBACCARAT], False, records.Paragraph.ELIDED),
    ([Game.BACCARAT, Game.BLACKJACK], False, records.Paragraph.ELIDED),
    ([Game.POKER, Game.BLACKJACK], False, records.Paragraph.ELIDED),
])
def test_s6_governing_paragraph(games: list[Game], seats: bool, expected: records.Paragraph) -> None:
    """S-6, pa:465a.35(c): the one printed paragraph that can cover the tables, or the elided ones."""
    assert expected == records.governing_paragraph(games, seats)


def test_poker_floorperson_up_to_ten_tables() -> None:
    """pa:465a.35(c)(12): ten Poker tables if the floorperson does not seat players."""
    poker = [_table(f"P{i}", Game.POKER) for i in range(11)]

    assert Status.PASS == _status(_floor(poker[:10]), "pa:465a.35(c)(12)")
    assert _detail(_floor(poker), "pa:465a.35(c)(12)").endswith("11 tables, more than 10")


def test_s3_craps_needs_the_codified_text_or_is_not_checked() -> None:
    """S-3, pa:465a.35(c): only the elided (c)(3)-(11) could cover a Craps floorperson."""
    r = _floor([_table("CR-1", Game.CRAPS, 3, (Coverage.END_A, Coverage.END_B), boxpersons=("box",))])
    lax = RecordOptions(elided_span_paragraphs=ElidedParagraphs.NOT_CHECKED)

    assert Status.FAIL == _status(r, "pa:465a.35(c)")
    assert "needs the codified text (S-3)" in _detail(r, "pa:465a.35(c)")
    assert Status.PASS == _status(r, "pa:465a.35(c)", lax)
    assert "not checked (S-3)" in _detail(r, "pa:465a.35(c)", lax)
    assert "judged under (c)(3)-(11)" in _detail(r, "pa:465a.35(c)(1)(iii)")


def test_unsupervised_table_fails_c() -> None:
    """pa:465a.35(c): every open table has a floorperson."""
    r = ShiftRecord(gaming_day=DAY, tables=(_table("BJ-1", Game.BLACKJACK),))

    assert "BJ-1 (Blackjack): no floorperson supervises it" == _detail(r, "pa:465a.35(c)")


def test_s2_rounding_one_baccarat_table() -> None:
    """S-2, pa:465a.35(d): 1.5 Baccarat tables round down to one (default) or up to two."""
    two = _floor([_table(f"B{i}", Game.BACCARAT, 2, electronic=True) for i in range(2)])

    assert Status.FAIL == _status(two, "pa:465a.35(c)(2)")
    assert Status.PASS == _status(two, "pa:465a.35(c)(2)", RecordOptions(uplift_rounding=UpliftRounding.UP))
    assert [6, 7, 1, 2, 15, 3] == [records.increased(4), records.increased(5), records.increased(1),
                                   records.increased(1, RecordOptions(uplift_rounding=UpliftRounding.UP)),
                                   records.increased(10), records.increased(2)]


def test_s2_scope_mixed_tables() -> None:
    """S-2, pa:465a.35(d): four electronic and one ordinary table: no increase unless pro rata (4 x 2/3 + 1 <= 4)."""
    r = _floor(_banking(4, electronic=True) + [_table("X", Game.BLACKJACK)])
    pro = RecordOptions(uplift_scope=UpliftScope.PRO_RATA)

    assert Status.FAIL == _status(r, "pa:465a.35(c)(1)")
    assert "F: 4 of 5 tables electronic, no increase (S-2: all tables)" == _detail(r, "pa:465a.35(d)")
    assert Status.PASS == _status(r, "pa:465a.35(c)(1)", pro)
    assert "each counted as 2/3 of a table under (c)(1)" in _detail(r, "pa:465a.35(d)", pro)
    six = _floor(_banking(5, electronic=True) + [_table("X", Game.BLACKJACK)])
    assert Status.FAIL == _status(six, "pa:465a.35(c)(1)", pro)


# ---------------------------------------------------------------------------
# CU-1 .. CU-8: the Match Play Coupon program


def _receipt(**kw: Any) -> Receipt:
    return Receipt(**{"date": D(2023, 11, 1), "denomination": 2500, "quantity": 1000, "first_serial": 1001,
                      "last_serial": 2000, "invoice_quantity": 1000, "checked_by": (FIN, MKT), **kw})


def _program(**kw: Any) -> CouponProgram:
    base: dict[str, Any] = {"design_approved": D(2023, 9, 1), "controls_approved": D(2023, 10, 1),
                            "storage_area": "vault", "holdover_area": "cabinet", "receipts": (_receipt(),),
                            "inventories": tuple(Inventory(date=D(y, m, 28), quantity=1000)
                                                 for y, m in ((2023, 11), (2023, 12), (2024, 1), (2024, 2),
                                                              (2024, 3), (2024, 4))),
                            "reports": (records.QuarterlyReport(year=2023, quarter=4, filed=D(2024, 1, 12)),)}
    return CouponProgram(**{**base, **kw})


def _coupons(**kw: Any) -> ShiftRecord:
    return ShiftRecord(gaming_day=DAY, coupons=_program(**kw))


def _form(**kw: Any) -> Reconciliation:
    """CU-3's day: issued 200, distributed 150, voided 2 with reasons, returned 48."""
    return Reconciliation(**{"date": DAY, "first_serial": 1201, "last_serial": 1400, "denomination": 2500,
                             "received": 200, "distributed": 150,
                             "voided": (Void(serial=1399, reason="misprint"), Void(serial=1400, reason="torn")),
                             "returned": 48, "supervisor": MKT, **kw})


def test_cu1_short_delivery_must_be_reported() -> None:
    """CU-1, pa:603a.20(e): invoice 1001-2000, box 1001-1990: report at once to a finance supervisor and the BCC."""
    short = _receipt(quantity=990, last_serial=1990)
    reported = attrs.evolve(short, deviation_reported_to_finance_supervisor=True, deviation_reported_to_bcc=True)

    assert ("receipt of 2023-11-01 (1001-1990): 990 coupons against an invoice of 1000, not reported to a finance "
            "supervisor or the Bureau of Casino Compliance" == _detail(_coupons(receipts=(short,)), "pa:603a.20(e)"))
    assert Status.PASS == _status(_coupons(receipts=(reported,)), "pa:603a.20(e)")
    assert "reported to a finance supervisor and the Bureau" in _detail(_coupons(receipts=(reported,)),
                                                                         "pa:603a.20(e)")
    half = attrs.evolve(short, deviation_reported_to_finance_supervisor=True)
    assert _detail(_coupons(receipts=(half,)), "pa:603a.20(e)").endswith("not reported to the Bureau of Casino "
                                                                         "Compliance")


def test_receipt_examined_by_both_departments_with_credentials() -> None:
    """pa:603a.20(e), (f)(4): one of finance and one of marketing; each named with a credential number."""
    r = _coupons(receipts=(_receipt(checked_by=(attrs.evolve(FIN, credential=""),)),))

    assert "not examined by a member of the marketing department" in _detail(r, "pa:603a.20(e)")
    assert "checker 1: no Board-issued credential number" in _detail(r, "pa:603a.20(f)(4)")


def _requisition(**kw: Any) -> Requisition:
    return Requisition(**{"id": "R-1", "prepared": D(2024, 5, 14), "needed": DAY, "denomination": 2500,
                          "quantity": 200, "marketing_supervisor": MKT, "finance_supervisor": FIN, **kw})


def _issue(**kw: Any) -> Issue:
    return Issue(**{"date": DAY, "requisition": "R-1", "denomination": 2500, "quantity": 200, "first_serial": 1201,
                    "last_serial": 1400, "finance_supervisor": FIN, **kw})


def test_coupon_program_of_the_helpers_passes() -> None:
    """The baseline the CU vectors change: every 603a.20 finding passes or does not apply."""
    r = _coupons(requisitions=(_requisition(),), issues=(_issue(),), forms=(_form(),))

    assert [] == [f for f in records.check(r) if f.status is Status.FAIL]


def test_m3_form_receives_what_finance_issued() -> None:
    """pa:603a.20(m)(3): a form received what finance issued to marketing that day."""
    r = _coupons(forms=(_form(),))

    assert "2024-05-15 (2500 cents): finance issued 0, the form received 200" == _detail(r, "pa:603a.20(m)(3)")


def test_cu2_requisition_without_finance_credential_blocks_the_issue() -> None:
    """CU-2, pa:603a.20(g)(5), (h): no issue on a requisition lacking the finance supervisor's credential number."""
    r = _coupons(requisitions=(_requisition(finance_supervisor=Person(name="Y. Reyes")),), issues=(_issue(),),
                 forms=(_form(),))

    assert "requisition R-1, finance supervisor: no Board-issued credential number" == _detail(r, "pa:603a.20(g)(5)")
    assert Status.PASS == _status(r, "pa:603a.20(g)(4)")
    assert ("issue of 2024-05-15 (1201-1400): issued on requisition R-1, which is incomplete ((g)(5)): no issue "
            "until it is authorized" == _detail(r, "pa:603a.20(h)"))
    ok = _coupons(requisitions=(_requisition(),), issues=(_issue(),), forms=(_form(),))
    assert Status.PASS == _status(ok, "pa:603a.20(h)") == _status(ok, "pa:603a.20(m)(3)")


def test_issue_checks_against_its_requisition_and_ledger() -> None:
    """pa:603a.20(h), (h)(3), (h)(4), (c)(3): an issue matches its requisition, names its supervisor, explains
    voids."""
    r = _coupons(requisitions=(_requisition(),), issues=(_issue(requisition="R-9"), _issue(
        quantity=250, denomination=500, finance_supervisor=Person(), first_serial=2101, last_serial=2350,
        voided=(Void(serial=2101),))))

    h = _detail(r, "pa:603a.20(h)")
    assert "requisition 'R-9' is not in the record" in h
    assert "500 cents, but requisition R-1 asks for 2500" in h and "more than requisition R-1's 200" in h
    assert "issue of 2024-05-15 (2101-2350), finance supervisor: no name or Board-issued credential number" == (
        _detail(r, "pa:603a.20(h)(3)"))
    assert "voided coupon 2101 has no reason" in _detail(r, "pa:603a.20(h)(4)")
    assert "serials 2101-2350 were not received" in _detail(r, "pa:603a.20(c)(3)")


def test_cu3_day_that_balances() -> None:
    """CU-3, pa:603a.20(j)(7): 200 = 150 distributed + 2 voided + 48 returned."""
    r = _coupons(forms=(_form(),))

    assert Status.PASS == _status(r, "pa:603a.20(j)(7)")
    assert 0 == records.unaccounted(_form())


def test_cu4_unexplained_variance_fails() -> None:
    """CU-4, pa:603a.20(j)(7): 200 issued, 150 + 2 + 40 + 0 accounted for: 8 need an explanation on the form."""
    short = _form(returned=40)

    assert 8 == records.unaccounted(short)
    assert ("form of 2024-05-15 (2500 cents): 8 coupons unaccounted for, and no variance explained"
            == _detail(_coupons(forms=(short,)), "pa:603a.20(j)(7)"))
    explained = _coupons(forms=(attrs.evolve(short, variance="8 coupons found in the promotions desk drawer"),))
    assert Status.PASS == _status(explained, "pa:603a.20(j)(7)")
    assert "variance of 8 explained" in _detail(explained, "pa:603a.20(j)(7)")


def test_cu5_expired_coupons_held_over_fail() -> None:
    """CU-5, pa:603a.20(k): expired coupons go back to finance daily."""
    r = _coupons(forms=(_form(returned=38, held_over_out=10, expired_held_over=3),))

    assert Status.FAIL == _status(r, "pa:603a.20(k)")
    assert "3 expired coupons kept for the next day" in _detail(r, "pa:603a.20(k)")


def test_c5_holdover_needs_an_approved_area_and_the_next_form() -> None:
    """C-5, pa:603a.20(k): held-over coupons sit in an approved locked area and appear on the next day's form."""
    day1 = _form(date=D(2024, 5, 14), returned=38, held_over_out=10)
    day2 = _form(held_over_in=8, returned=56)

    k = _detail(_coupons(holdover_area="", forms=(day1, day2)), "pa:603a.20(k)")
    assert "no approved locked area named for them (C-5)" in k
    assert "form of 2024-05-15 (2500 cents): 8 held over in, but form of 2024-05-14 (2500 cents) held 10 over" in k
    fine = _coupons(forms=(day1, attrs.evolve(day2, held_over_in=10, returned=58)))
    assert Status.PASS == _status(fine, "pa:603a.20(k)") == _status(fine, "pa:603a.20(j)(7)")


def test_cu6_self_excluded_patron_on_the_mailing_list() -> None:
    """CU-6, pa:603a.20(q)(7): nothing is mailed to an excluded or self-excluded person."""
    entry = MailEntry(patron="Chris Doe", address="9 Pine Rd", denomination=2500, expires=D(2024, 6, 30),
                      serial=1902)
    r = _coupons(mailing_in_controls=True, mailing=(attrs.evolve(entry, self_excluded=True),))

    assert "entry 1 (Chris Doe): on the self-exclusion list" == _detail(r, "pa:603a.20(q)(7)")
    ok = _coupons(mailing_in_controls=True, mailing=(entry,))
    assert Status.PASS == _status(ok, "pa:603a.20(q)(7)") == _status(ok, "pa:603a.20(q)(2)")
    assert Status.FAIL == _status(_coupons(mailing=(entry,)), "pa:603a.20(q)")
    assert "no address" in _detail(_coupons(mailing=(attrs.evolve(entry, address=""),)), "pa:603a.20(q)(2)")


def test_cu7_coupon_destroyed_five_months_after_redemption() -> None:
    """CU-7, pa:465a.6(c)(2): a coupon is kept 6 months after its final state."""
    redeemed = Record(id="c-1", kind=RecordClass.COUPON, created=D(2023, 11, 1), final=D(2023, 12, 1))
    r = ShiftRecord(gaming_day=DAY, records=(attrs.evolve(redeemed, destroyed=D(2024, 5, 1)),))

    assert ("c-1 destroyed 2024-05-01, before 2024-06-01 (6 months after its final state, R-1)"
            == _detail(r, "pa:465a.6(c)(2)"))
    kept = ShiftRecord(gaming_day=DAY, records=(attrs.evolve(redeemed, destroyed=D(2024, 6, 1)),))
    assert Status.PASS == _status(kept, "pa:465a.6(c)(2)")


def test_cu8_month_without_inventory() -> None:
    """CU-8, pa:603a.20(n): at least one inventory every calendar month (R-3)."""
    r = _coupons(inventories=tuple(x for x in _program().inventories if x.date.month != 2))

    assert "no inventory logged in 2024-02" == _detail(r, "pa:603a.20(n)")


def test_quarterly_reports_r3() -> None:
    """pa:603a.20(o), R-3: 2023-Q4's report is due once 2024-Q1 has ended; 2024-Q1's not yet on 15 May."""
    assert Status.FAIL == _status(_coupons(reports=()), "pa:603a.20(o)")
    assert "no quarterly report filed for 2023-Q4" == _detail(_coupons(reports=()), "pa:603a.20(o)")
    assert "a report filed for each of 1 quarter due" == _detail(_coupons(), "pa:603a.20(o)")
    late = ShiftRecord(gaming_day=D(2024, 7, 1), coupons=_program())
    assert "no quarterly report filed for 2024-Q1" == _detail(late, "pa:603a.20(o)")


def test_program_gate_b() -> None:
    """pa:603a.20(b)(1), (b)(2): approvals before the first coupon exists."""
    r = _coupons(design_approved=D(2023, 12, 1), controls_approved=None)

    assert "design specifications approved 2023-12-01, after the first coupon (2023-11-01)" == _detail(
        r, "pa:603a.20(b)(1)")
    assert Status.FAIL == _status(r, "pa:603a.20(b)(2)")


def test_serials_sequential_and_unique() -> None:
    """pa:603a.20(c)(3): a receipt's serials number its quantity; no serial is received twice."""
    r = _coupons(receipts=(_receipt(), _receipt(quantity=10, first_serial=1995, last_serial=2010)))

    c3 = _detail(r, "pa:603a.20(c)(3)")
    assert "10 coupons but serials 1995-2010 number 16" in c3
    assert "serials 1001-2000 and 1995-2010 overlap" in c3


def test_no_program_is_not_applicable() -> None:
    """A record with no coupon program: every 603a.20 finding is not applicable."""
    found = [f for f in records.check(ShiftRecord(gaming_day=DAY)) if f.clause.startswith("pa:603a.20")]

    assert found and all(f.status is Status.NOT_APPLICABLE for f in found)


# ---------------------------------------------------------------------------
# CC-1, CC-2: the Counter Check book


def _entry(action: BookAction, hour: int) -> BookEntry:
    return BookEntry(action=action, at=datetime.datetime(2024, 5, 15, hour), finance=FIN, table_games=MKT)


def _book(*log: BookEntry, enabled: bool = True, approved: bool = True) -> ShiftRecord:
    return ShiftRecord(gaming_day=DAY, counter_checks=CounterCheckBook(transfer_enabled=enabled,
                                                                      procedures_approved=approved, log=log))


def test_cc1_book_never_signed_back_in() -> None:
    """CC-1, pa:609a.13(c)(3): every sign-out has one matching sign-in by the end of the record."""
    r = _book(_entry(BookAction.SIGN_OUT, 10))

    assert ("book manual signed out at 2024-05-15 10:00:00 and never signed back in (open custody)"
            == _detail(r, "pa:609a.13(c)(3)"))
    assert Status.PASS == _status(_book(_entry(BookAction.SIGN_OUT, 10), _entry(BookAction.SIGN_IN, 22)),
                                  "pa:609a.13(c)(3)")
    assert "signed in at 2024-05-15 22:00:00 with no sign-out" in _detail(_book(_entry(BookAction.SIGN_IN, 22)),
                                                                          "pa:609a.13(c)(3)")


@pytest.mark.parametrize("enabled, approved, why", [
    (False, True, "the internal controls do not let finance issue it"),
    (True, False, "the sign-out and sign-in procedures are not approved"),
])
def test_cc2_transfer_when_disabled_or_unapproved(enabled: bool, approved: bool, why: str) -> None:
    """CC-2, pa:609a.13(c)(3): the book goes to table games only when enabled and its procedures approved."""
    r = _book(_entry(BookAction.SIGN_OUT, 10), _entry(BookAction.SIGN_IN, 22), enabled=enabled, approved=approved)

    assert f"the book went to table games but {why}" == _detail(r, "pa:609a.13(c)(3)")


def test_book_that_stays_with_finance() -> None:
    """pa:609a.13(c)(3): no transfer, nothing to check."""
    assert Status.NOT_APPLICABLE == _status(_book(enabled=False, approved=False), "pa:609a.13(c)(3)")


# ---------------------------------------------------------------------------
# RT-1, RT-2 and the readings, C-12


def test_rt1_coupon_redeemed_1_march_may_go_1_september() -> None:
    """RT-1, pa:465a.6(c)(2): 6 months from the final state (R-1 default)."""
    coupon = Record(id="c", kind=RecordClass.COUPON, created=D(2024, 1, 2), final=D(2024, 3, 1))

    assert D(2024, 9, 1) == records.earliest_destruction(coupon)
    assert D(2024, 7, 2) == records.earliest_destruction(coupon, RecordOptions(retention_anchor=Anchor.CREATED))
    assert D(2024, 9, 1) == records.earliest_destruction(coupon, RecordOptions(retention_anchor=Anchor.BY_CLASS))


def test_rt2_general_record_kept_five_years() -> None:
    """RT-2, pa:465a.6(c): a general original record is kept at least 5 years."""
    doc = Record(id="g", kind=RecordClass.GENERAL, created=D(2019, 3, 1), final=D(2019, 3, 4))

    assert D(2024, 3, 4) == records.earliest_destruction(doc)
    assert D(2024, 3, 1) == records.earliest_destruction(doc, RecordOptions(retention_anchor=Anchor.BY_CLASS))
    early = ShiftRecord(gaming_day=DAY, records=(attrs.evolve(doc, destroyed=D(2024, 3, 3)),))
    assert Status.FAIL == _status(early, "pa:465a.6(c)")
    assert Status.PASS == _status(early, "pa:465a.6(c)", RecordOptions(retention_anchor=Anchor.CREATED))


def test_r1_open_record_destroyed_fails_under_final_state() -> None:
    """R-1: a record that never reached its final state may not be destroyed under the default anchor."""
    doc = Record(id="g", kind=RecordClass.GENERAL, created=D(2010, 1, 1), destroyed=D(2020, 1, 1))
    r = ShiftRecord(gaming_day=DAY, records=(doc,))

    assert "g destroyed 2020-01-01 before it reached its final state (R-1)" == _detail(r, "pa:465a.6(c)")
    assert Status.PASS == _status(r, "pa:465a.6(c)", RecordOptions(retention_anchor=Anchor.BY_CLASS))


def test_r2_month_end() -> None:
    """R-2: 31 August plus 6 months is the last day of February."""
    assert D(2024, 2, 29) == records.add_months(D(2023, 8, 31), 6)
    assert D(2025, 2, 28) == records.add_months(D(2024, 2, 29), 12)


def test_c12_suspect_voucher_documents() -> None:
    """C-12, pa:465a.6(c)(1): 2 years ('should'), or the general 5 under the other reading."""
    doc = Record(id="v", kind=RecordClass.SUSPECT_VOUCHER, created=D(2020, 1, 5), final=D(2020, 2, 1),
                 destroyed=D(2023, 2, 1))
    r = ShiftRecord(gaming_day=DAY, records=(doc,))

    assert Status.PASS == _status(r, "pa:465a.6(c)(1)")
    assert "'should'" in _detail(r, "pa:465a.6(c)(1)")
    five = RecordOptions(suspect_voucher_retention=VoucherRetention.FIVE_YEARS)
    assert "v destroyed 2023-02-01, before 2025-02-01 (5 years after its final state, R-1)" == _detail(
        r, "pa:465a.6(c)(1)", five)


@given(st.dates(min_value=D(1990, 1, 1), max_value=D(2090, 12, 31)), st.integers(0, 120))
def test_add_months_lands_on_the_target_month(d: datetime.date, months: int) -> None:
    """R-2: the result is in the month ``months`` later, on the same day or that month's last."""
    got = records.add_months(d, months)

    assert (d.year * 12 + d.month - 1 + months) == got.year * 12 + got.month - 1
    assert got.day == d.day or (got.day < d.day and (got + datetime.timedelta(days=1)).day == 1)


# ---------------------------------------------------------------------------
# Property: 603a.20(j)(7)


@given(received=st.integers(0, 300), held_in=st.integers(0, 50), distributed=st.integers(0, 300),
       voided=st.integers(0, 5), returned=st.integers(0, 300), held_out=st.integers(0, 50),
       variance=st.sampled_from(["", "  ", "8 found in the promotions desk"]))
def test_conservation_passes_exactly_when_balanced_or_explained(received: int, held_in: int, distributed: int,
                                                                voided: int, returned: int, held_out: int,
                                                                variance: str) -> None:
    """pa:603a.20(j)(7): a day's form passes when received and held over in equal distributed, voided, returned and
    held over out, or when the variation is explained on it."""
    form = _form(received=received, held_over_in=held_in, distributed=distributed,
                 voided=tuple(Void(serial=1201 + i, reason="torn") for i in range(voided)), returned=returned,
                 held_over_out=held_out, variance=variance)
    balanced = received + held_in == distributed + voided + returned + held_out

    assert (balanced or bool(variance.strip())) == (
        Status.PASS == _status(ShiftRecord(gaming_day=DAY, coupons=CouponProgram(forms=(form,))), "pa:603a.20(j)(7)"))


# ---------------------------------------------------------------------------
# The examples, the spec, malformed files


def test_example_ok_passes_everything() -> None:
    """shift-ok.toml: no clause fails."""
    found = records.check(records.load_record(EXAMPLES / "shift-ok.toml"))

    assert [] == [f for f in found if f.status is Status.FAIL]
    assert sum(f.status is Status.PASS for f in found) >= 35


def test_example_findings_fails_where_it_says() -> None:
    """shift-findings.toml: the failures its header lists."""
    found = {f.clause: f.status for f in records.check(records.load_record(EXAMPLES / "shift-findings.toml"))}

    failing = {c for c, s in found.items() if s is Status.FAIL}
    assert {"pa:465a.6(c)", "pa:465a.6(c)(2)", "pa:465a.9(c)(2)(i)", "pa:465a.9(c)(2)(ii)", "pa:465a.35(b)(3)",
            "pa:465a.35(c)", "pa:465a.35(c)(1)", "pa:465a.35(c)(13)", "pa:603a.20(e)", "pa:603a.20(g)(5)",
            "pa:603a.20(h)", "pa:603a.20(j)(6)", "pa:603a.20(j)(7)", "pa:603a.20(k)", "pa:603a.20(n)",
            "pa:603a.20(q)(7)", "pa:609a.13(c)(3)"} == failing


def test_findings_cite_existing_clauses_in_a_stable_order() -> None:
    """Every finding's clause is in spec/; the list is the same clauses in the same order whatever the record."""
    empty = [f.clause for f in records.check(ShiftRecord(gaming_day=DAY))]
    full = [f.clause for f in records.check(records.load_record(EXAMPLES / "shift-ok.toml"))]

    assert empty == full
    assert len(set(empty)) == len(empty)
    assert [] == [c for c in empty if c not in spec.all_clause_ids()]


def test_options_agree_with_tables_toml() -> None:
    """spec/controls/tables.toml's records options are RecordOptions' fields, values, defaults and clauses."""
    assert [] == records.check_against_spec()
    options = [o for o in spec.tables("controls")["option"] if o["game"] == "records"]
    assert {"R-1", "C-12", "S-2", "S-3"} == {o["reading"] for o in options}
    fixed = {r["amb"] for r in spec.tables("controls")["reading"] if r["reading"].startswith("Shift record:")}
    assert {"S-1", "S-4", "S-5", "S-6", "R-2", "R-3", "C-5"} == fixed


def test_options_from_mapping_refuses_unknown_and_bad_values() -> None:
    """Every unknown option and bad value at once, each with its clause."""
    assert RecordOptions(uplift_rounding=UpliftRounding.UP) == records.options_from_mapping({"uplift_rounding": "up"})
    with pytest.raises(ConfigError) as e:
        records.options_from_mapping({"nope": "x", "retention_anchor": "whenever"})

    assert {("nope", "pa:465a.35"), ("retention_anchor", "pa:465a.6(c)")} == {
        (p.field, p.clause) for p in e.value.problems}


def _refused(tmp_path: Path, text: str) -> dict[str, str]:
    """The problems of a malformed record file: field -> reason."""
    path = tmp_path / "shift.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        records.load_record(path)
    return {p.field: p.reason for p in e.value.problems}


def test_unknown_keys_are_named(tmp_path: Path) -> None:
    """An unknown key, at the top or nested, is refused with its path."""
    got = _refused(tmp_path, 'gaming_day = 2024-05-15\nshift = "night"\n'
                             '[[tables]]\nid = "BJ-1"\ngame = "blackjack"\ndealers = [{ name = "A", stick = true }]\n')

    assert {"shift": "unknown key", "tables[0].dealers[0].stick": "unknown key"} == got


def test_wrong_types_are_named(tmp_path: Path) -> None:
    """A wrong type or value names the field and says what it must be; every problem is listed."""
    got = _refused(tmp_path, 'gaming_day = "2024-05-15"\n'
                             '[[tables]]\nid = "BJ-1"\ngame = "bingo"\nelectronic = "yes"\ncameras = "one"\n'
                             '[coupons]\n[[coupons.receipts]]\ndate = 2023-11-01\ndenomination = 0\nquantity = 10\n'
                             'first_serial = 1\nlast_serial = 10\n')

    assert got["gaming_day"] == "must be a TOML date such as 2024-05-01, not '2024-05-15'"
    assert got["tables[0].game"].startswith("must be one of 'blackjack'")
    assert got["tables[0].electronic"] == "must be true or false, not 'yes'"
    assert got["tables[0].cameras"] == "must be a list, not 'one'"
    assert got["coupons.receipts[0].denomination"] == "must be a positive whole number of cents, not 0"
    assert got["coupons.receipts[0].invoice_quantity"] == "required key missing"


def test_cross_references_are_checked(tmp_path: Path) -> None:
    """A floorperson's unknown table, a repeated id, a fully automated table not electronic, a backwards range."""
    got = _refused(tmp_path, 'game = "dice"\ngaming_day = 2024-05-15\n'
                             '[[tables]]\nid = "A"\ngame = "roulette"\nfully_automated = true\n'
                             '[[tables]]\nid = "A"\ngame = "blackjack"\n'
                             '[[floorpersons]]\nname = "F"\ntables = ["A", "Z"]\n')

    assert {"game", "tables", "tables[0].fully_automated", "floorpersons[0].tables"} == set(got)
    assert "no open table has id 'Z'" == got["floorpersons[0].tables"]


def test_malformed_toml_is_refused(tmp_path: Path) -> None:
    assert "(file)" in _refused(tmp_path, "gaming_day = \n")


def test_check_cites_every_clause_it_reports() -> None:
    """The clauses ``check`` reports are the ones it declares (``@cites``), so the clause pages link back to it."""
    reported = {f.clause for f in records.check(ShiftRecord(gaming_day=DAY))}

    assert reported == set(getattr(records.check, "__clauses__"))


def test_c13_increase_needs_every_table_electronic() -> None:
    """S-2, pa:465a.35(c)(13), (d): an electronic table beside an ordinary Three Dice Football table gets no increase,
    even rounding up."""
    up = RecordOptions(uplift_rounding=UpliftRounding.UP)
    e_bj = [_table(f"E{i}", Game.BLACKJACK, electronic=True) for i in range(2)]
    mixed = _floor([_tdf()] + e_bj)
    tdf_e = attrs.evolve(_tdf(), electronic=True)

    assert "2 tables of other games beside Three Dice Football, more than 1" in _detail(mixed, "pa:465a.35(c)(13)", up)
    assert Status.PASS == _status(_floor([tdf_e] + e_bj), "pa:465a.35(c)(13)", up)
    assert Status.FAIL == _status(_floor([tdf_e] + e_bj), "pa:465a.35(c)(13)")


def test_check_of_a_record_built_in_code_with_an_unknown_table() -> None:
    """A record built without the loader: a floorperson's table that is not open is a (c) problem, not a crash."""
    r = ShiftRecord(gaming_day=DAY, floorpersons=(Floorperson(name="F", tables=("Z",)),))

    assert "F: supervises Z, which is not an open table" == _detail(r, "pa:465a.35(c)")
