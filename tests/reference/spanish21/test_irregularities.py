"""The irregularities of 551.16 that change the cards or the money, each at its point of the round."""

from __future__ import annotations

import pytest

from croupier.reference.outcomes import Notice, Rejected, Result, Settlement
from croupier.reference.spanish21 import (Burn, Deal, DealerSkipped, DrawnInError, Hit, MissedBox, Peek, Phase,
                                          PlaceBet, ReaderFailure, ReaderRepaired, ReshuffleDiscards, Shuffle,
                                          SkippedHit, Stand, State, TableConfig, step)
from croupier.reference.spanish21.state import Status

from .helpers import card, deals, nets, play, rejected, table

CFG = TableConfig()


def test_551_16_c_an_unseen_card_drawn_in_error_is_the_next_card() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000, 2: 1000}), deals("5S 9C 6H 7D 8S KH"))
    s, out = play(CFG, s, [DrawnInError(card("2D"))])
    assert s.pending == card("2D")
    assert rejected(CFG, s, Deal(card("3D"))).clause == "pa:551.16(c)"
    s, out = play(CFG, s, [Hit(1)])
    assert s.boxes[0].hands[0].cards[-1] == card("2D") and s.pending is None


def test_551_16_d_a_refused_card_goes_on_and_the_dealer_takes_it() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000, 2: 1000}), deals("KS 9C 6H 7D 8S AS"))
    s, out = play(CFG, s, [DrawnInError(card("3D"), True), Stand(1), Stand(2)])
    # the dealer's soft 17 stands: nobody took the 3D, which goes to the rack
    assert any(isinstance(o, Notice) and "pa:551.16(d)" in o.clauses and "not used" in o.what for o in out)
    s, _ = play(CFG, table(CFG, {1: 1000, 2: 1000}), deals("KS 9C 6H 5D 5S 8H"))
    s, out = play(CFG, s, [DrawnInError(card("3D"), True), Stand(1), Stand(2)])
    assert nets(out) == {1: -1000, 2: -1000}  # the dealer's 14 takes the 3D: 17 beats 15 and 14


def test_551_16_f_the_dealer_who_passes_himself_is_dealt_last() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("9S"), DealerSkipped(), *deals("8C 7H")])
    assert s.boxes[0].hands[0].cards == (card("9S"), card("8C")) and s.dealer == (card("7H"),)
    assert rejected(CFG, s, DealerSkipped()).clause == "pa:551.16(f)"


def test_551_16_h_a_box_passed_in_the_deal() -> None:
    s, out = play(CFG, table(CFG, {1: 1000, 2: 1000}), [MissedBox(1)])
    assert [(o.seat, o.result) for o in out if isinstance(o, Settlement)] == [(1, Result.VOID)]
    s, out = play(CFG, s, [*deals("8C 7H 9S 6D"), Stand(2), *deals("KD")])
    assert nets(out) == {2: 1000}


def test_551_16_h_a_late_second_card_comes_after_the_others() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000, 2: 1000}), deals("8S 9C 7H"))
    assert rejected(CFG, s, MissedBox(2)).clause == "pa:551.16(h)"
    s, _ = play(CFG, s, [MissedBox(1, True), *deals("6D 2H")])
    assert len(s.boxes[0].hands[0].cards) == 2 and len(s.boxes[1].hands[0].cards) == 2 and len(s.dealer) == 1


@pytest.mark.parametrize("seat", [0, 3])
def test_551_16_h_no_box_is_passed_where_the_dealers_card_is_due(seat: int) -> None:
    """551.16(h): only a box with a wager is passed in the deal. With the dealer's up card due, a missed box for the
    dealer's seat (0) or for a seat without a wager is refused and the table is as it was (a walk once found the
    first tripping an assertion: issue 29)."""
    s, _ = play(CFG, State(), [Shuffle(20, 79), Burn(), PlaceBet(2, 500), *deals("KS")])

    r = step(CFG, s, MissedBox(seat))

    assert ["pa:551.16(h)"] == [o.clause for o in r.outcomes if isinstance(o, Rejected)]
    assert s == r.state


def test_551_16_i_a_passed_hit_comes_late_or_the_hand_is_dead() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("5S 9C 6H 7D 8S KH"), Hit(1)])
    late, _ = play(CFG, s, [SkippedHit(1, True)])
    assert late.boxes[0].hands[0].late
    late, _ = play(CFG, late, [Stand(2), *deals("8H")])
    assert late.boxes[0].hands[0].points == 20 and late.phase is Phase.PLAYING
    dead, out = play(CFG, s, [SkippedHit(1)])
    assert dead.boxes[0].hands[0].status is Status.DEAD
    assert [(o.seat, o.result, o.amount) for o in out if isinstance(o, Settlement)] == [(1, Result.VOID, 1000)]


def test_551_16_m_no_cards_while_the_reader_is_down() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000}), [ReaderFailure()])
    assert rejected(CFG, s, Deal(card("5S"))).clause == "pa:551.16(m)"
    s, _ = play(CFG, s, [*deals("")])
    s, _ = play(CFG, s, [ReaderRepaired(), *deals("KS KH 6C 7D")])
    assert s.phase is Phase.PEEK
    s2, _ = play(CFG, s, [ReaderFailure()])
    assert rejected(CFG, s2, Peek()).clause == "pa:551.16(m)"


def test_551_16_g_only_an_empty_shoe_is_refilled_from_the_rack() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000}), deals("KS 9C"))
    assert rejected(CFG, s, ReshuffleDiscards()).clause == "pa:551.16(g)"


def test_a_box_whose_hand_is_dead_takes_no_super_bonus_share() -> None:
    """S21-A06: the $50 goes to other players with a wager in the round; a hand dead under 551.16(i) has none."""
    s, out = play(CFG, table(CFG, {1: 2500, 2: 1000}), [*deals("7D 5S 7C 7D 5H 9C"), Hit(1), *deals("7D"), Hit(2),
                                                        SkippedHit(2)])
    assert [(o.seat, o.bet.bet.value) for o in out if isinstance(o, Settlement) and o.result is Result.WIN] == [
        (1, "spanish21"), (1, "super_bonus")]


@pytest.mark.parametrize("box", [True, 0, 8, "1"])
def test_a_bet_on_no_box_of_the_table_is_refused(box: object) -> None:
    """551.2(b)(2)(i): a wager goes on one of the table's boxes; ``True`` is no box number, though Python counts it
    as 1 (Double Attack and 633a refused it already)."""
    s, _ = play(CFG, State(), [Shuffle(20, 79), Burn()])

    r = step(CFG, s, PlaceBet(box, 500))  # type: ignore[arg-type]

    assert ["pa:551.2(b)(2)(i)"] == [o.clause for o in r.outcomes if isinstance(o, Rejected)]
    assert s == r.state
