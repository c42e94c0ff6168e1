"""The irregularities of 665a.13, the readings where the chapter is silent (DA-A12, DA-A13), the shoe and the
wagers' limits: each event's effect, and each refusal with its clause and the state unchanged."""

from __future__ import annotations

import attrs
import pytest

from croupier.reference.double_attack import (AllowEntry, Bet, Burn, Deal, Double, DrawnInError, FaceUpCard, Hit,
                                              MissedBox, MistakenDraw, NewDealer, Peek, Phase, PlaceAttack, PlaceBet,
                                              PlaceBustIt, ReaderFailure, ReaderRepaired, RemoveBet, Reshuffle,
                                              ReshuffleDiscards, Shuffle, ShufflerFault, SkippedHit, Stake, Stand,
                                              State, Surrender, TableConfig, TenFound, step)
from croupier.reference.double_attack.config import DeadHandBustIt, Shuffling
from croupier.reference.outcomes import Notice, Rejected, Result, Returned, Settlement

from .helpers import card, deals, nets, play, rejected, table

CFG = TableConfig()


def _bets(out: list[object]) -> dict[Stake, Result]:
    return {o.bet: o.result for o in out if isinstance(o, Settlement)}


def test_a_face_up_card_is_discarded_and_never_voids_the_round() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("KS 9C"), FaceUpCard(card("5H")), *deals("8D 7D"),
                                               FaceUpCard(card("6H")), Peek(), Stand(1)])
    assert [o.clauses for o in out if isinstance(o, Notice)][:2] == [("pa:665a.13(a)",), ("pa:665a.13(a)",)]
    assert nets(out) == {1: 0} and s.remaining == 384 - 7


def test_a_ten_found_is_taken_out_with_a_notice() -> None:
    s = table(CFG, {1: 1000})
    st, out = play(CFG, s, [TenFound(card("10H")), TenFound(card("10S"))])
    assert st == s and all(isinstance(o, Notice) and o.clauses == ("pa:665a.4(b)",) for o in out)
    assert rejected(CFG, s, TenFound(card("9H"))).clause == "pa:665a.4(b)"
    assert rejected(CFG, s, Deal(card("10H"))).clause == "pa:665a.3(a)"


def test_a_mistaken_draw_after_the_dealer_stood() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000}), [*deals("KS 7C KD QD"), Peek(), Stand(1)])
    s, out = play(CFG, s, [MistakenDraw(card("4S"))])
    assert out[0].clauses == ("pa:665a.13(d)",) and s.remaining == 384 - 6  # type: ignore[union-attr]
    assert rejected(CFG, s, MistakenDraw(card("4H"))).clause == "pa:665a.13(d)"


def test_an_unseen_card_drawn_in_error_is_the_next_card() -> None:
    s, out = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("5S 9C 6H 7D 8S KH"), DrawnInError(card("2D"))])
    assert s.pending == card("2D") and rejected(CFG, s, Deal(card("3C"))).clause == "pa:665a.13(b)"
    s, out = play(CFG, s, [Hit(1)])
    assert s.boxes[0].hands[0].cards[-1] == card("2D") and s.pending is None


def test_an_exposed_card_refused_by_standing_goes_to_the_dealer() -> None:
    s, out = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("5S 9C 6H 5D 5S 8H"), DrawnInError(card("3D"), True),
                                                        Stand(1), Stand(2)])
    assert s.dealer[-1] == card("3D") and s.phase is Phase.DEALER
    assert any(o.clauses == ("pa:665a.13(c)",) for o in out if isinstance(o, Notice))


def test_an_exposed_card_in_the_initial_deal_is_discarded() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("5S"), DrawnInError(card("AD"), True)])
    assert s.phase is Phase.ATTACK and s.remaining == 384 - 3 and s.pending is None
    s, _ = play(CFG, s, [PlaceAttack(1, 1000)])  # the window stays open: no player card is out yet
    assert s.boxes[0].attack == 1000


def test_an_unused_offered_card_is_discarded_at_the_end_of_the_round() -> None:
    s, out = play(CFG, table(CFG, {1: 1000}), [*deals("KS 9C 8D QD"), Peek(), DrawnInError(card("3D"), True),
                                               Stand(1)])
    assert s.phase is Phase.BETTING
    assert "not used" in [o for o in out if isinstance(o, Notice)][-1].what


def _bust_it(out: list[object]) -> Settlement:
    return next(o for o in out if isinstance(o, Settlement) and o.bet == Stake(Bet.BUST_IT))


@pytest.mark.parametrize(("mode", "result"), [(DeadHandBustIt.STAYS_LIVE, Result.WIN),
                                              (DeadHandBustIt.RETURNED, Result.VOID)])
def test_a_box_passed_for_its_first_card_is_dead(mode: DeadHandBustIt, result: Result) -> None:
    cfg = TableConfig(dead_hand_bust_it=mode)
    s, out = play(cfg, table(cfg, {1: 1000, 2: 1000}, {1: 500}), [*deals("9S"), PlaceAttack(1, 500), MissedBox(1)])
    dead = [o for o in out if isinstance(o, Settlement)]
    assert {o.bet for o in dead if o.bet != Stake(Bet.BUST_IT)} == {Stake(Bet.BET, 1), Stake(Bet.ATTACK, 1)}
    assert all(o.result is Result.VOID and o.clauses == ("pa:665a.13(f)",) for o in dead)
    s, more = play(cfg, s, [*deals("8C 7H 6D"), Stand(2), *deals("KD")])  # 9-6, then a K: a bust on the third card
    assert _bust_it(out + more).result is result


def test_a_box_passed_for_its_second_card_takes_it_last() -> None:
    s, out = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("8S 9C 7H"), MissedBox(1, True), *deals("6D 2H")])
    assert [c for c in s.boxes[0].hands[0].cards] == [card("9C"), card("2H")] and len(s.dealer) == 1
    assert rejected(CFG, s, MissedBox(1, True)).clause == "pa:665a.13(f)"


@pytest.mark.parametrize("seat", [0, 3])
def test_no_box_is_passed_where_the_dealers_card_is_due(seat: int) -> None:
    """665a.13(f): only a box with a wager is passed in the deal. With the dealer's hole card due, a missed box for
    the dealer's seat (0) or for a seat without a wager is refused and the table is as it was (the first once
    tripped an assertion: issue 29)."""
    s, _ = play(CFG, table(CFG, {1: 1000, 2: 1000}), deals("8S 9C 7H 6D 2H"))

    r = step(CFG, s, MissedBox(seat))

    assert ["pa:665a.13(f)"] == [o.clause for o in r.outcomes if isinstance(o, Rejected)]
    assert s == r.state


def test_a_passed_hit_comes_late_or_the_hand_is_dead() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("5S"), PlaceAttack(1, 500), *deals("9C 6H 7D 8S KH"),
                                                      Hit(1)])
    late, out = play(CFG, s, [SkippedHit(1, True)])
    assert late.boxes[0].hands[0].late and out[0].clauses == ("pa:665a.13(g)",)  # type: ignore[union-attr]
    dead, out = play(CFG, s, [SkippedHit(1)])
    assert _bets(out) == {Stake(Bet.BET, 1): Result.VOID, Stake(Bet.ATTACK, 1): Result.VOID}
    assert rejected(CFG, late, SkippedHit(1, True)).clause == "pa:665a.13(g)"


@pytest.mark.parametrize("reveals", [False, True])
def test_the_reader_used_with_a_2_to_9_up(reveals: bool) -> None:
    cfg = TableConfig(reader_reveals_to_players=reveals)
    s, out = play(cfg, table(cfg, {1: 1000}, {1: 500}), [*deals("9S 9C 8D 7D"), Peek()])
    assert out[0].clauses == ("pa:665a.13(h)",)  # type: ignore[union-attr]
    if reveals:
        assert s.phase is Phase.BETTING and {o.result for o in out if isinstance(o, Settlement)} == {Result.VOID}
        assert _bust_it(out).clauses == ("pa:665a.13(h)(1)",)
    else:
        assert s.phase is Phase.PLAYING and out[1].clauses == ("pa:665a.13(h)(2)",)  # type: ignore[union-attr]


def test_the_reader_down_stops_the_deal() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000}), [ReaderFailure()])
    assert rejected(CFG, s, Deal(card("5S"))).clause == "pa:665a.13(i)"
    assert rejected(CFG, s, ReaderFailure()).clause == "pa:665a.13(i)"
    s, _ = play(CFG, s, [ReaderRepaired(), *deals("5S")])
    assert s.phase is Phase.ATTACK


def test_the_shoe_runs_out() -> None:
    s = table(CFG, {1: 1000})
    assert rejected(CFG, s, ReshuffleDiscards()).clause == "pa:665a.13(e)"
    s, _ = play(CFG, s, [*deals("9S 9C 7D 6D"), Stand(1)])  # the dealer holds 15 and must draw
    s = attrs.evolve(s, hidden=s.hidden + s.remaining)  # every card left has gone unseen: the shoe is empty
    assert rejected(CFG, s, Deal(card("2S"))).clause == "pa:665a.13(e)"
    s, out = play(CFG, s, [ReshuffleDiscards()])
    assert out[0].clauses == ("pa:665a.13(e)",) and s.burn_due and s.remaining == 384 - 4  # type: ignore[union-attr]
    assert rejected(CFG, s, Burn(card("3S"))).clause == "pa:665a.13(e)"
    s, _ = play(CFG, s, [Burn(), *deals("2S")])
    assert s.phase is Phase.SHUFFLE


def test_the_cover_card_ends_the_shoe_after_the_round() -> None:
    s, _ = play(CFG, State(), [Shuffle(190, 380), Burn(), PlaceBet(1, 1000)])
    s, out = play(CFG, s, deals("9S 9C 7D 8D"))
    assert s.cut_out and any(o.clauses == ("pa:665a.7(d)",) for o in out if isinstance(o, Notice))
    s, _ = play(CFG, s, [Stand(1)])
    assert s.phase is Phase.SHUFFLE


def test_the_cut_and_the_burn() -> None:
    assert rejected(CFG, State(), Shuffle(5, 200)).clause == "pa:665a.5(d)"
    assert rejected(CFG, State(), Shuffle(200, 95)).clause == "pa:665a.5(d)"
    s, _ = play(CFG, State(), [Shuffle(200, 96)])
    assert rejected(CFG, s, Deal(card("5S"))).clause == "pa:665a.7(c)"
    s, _ = play(CFG, s, [Burn(), NewDealer()])
    assert s.burn_due and rejected(CFG, s, Burn(card("9S")) if False else Deal(card("5S"))).clause == "pa:665a.7(c)"
    cont = TableConfig(shuffling=Shuffling.CONTINUOUS_SHUFFLER)
    assert rejected(cont, State(), Shuffle(100, 100)).clause == "pa:665a.5(h)"
    s, _ = play(cont, State(), [Shuffle(0, 0), PlaceBet(1, 1000), *deals("9S 9C 7D 8D"), Stand(1)])
    assert s.remaining == 384  # the round's cards went back into the device


def test_batches_alternate_with_a_batch_shuffler() -> None:
    cfg = TableConfig(shuffling=Shuffling.BATCH_SHUFFLER)
    s, _ = play(cfg, State(), [Shuffle(200, 100), Burn()])
    assert s.batch == 1
    s, out = play(cfg, s, [ShufflerFault(), Reshuffle(), Shuffle(200, 100)])
    assert s.batch == 2 and out[0].clauses == ("pa:665a.13(j)",)  # type: ignore[union-attr]
    assert rejected(CFG, State(), ShufflerFault()).clause == "pa:665a.13(j)"


def test_wagers_and_their_windows() -> None:
    s = table(CFG, {1: 1000})
    assert rejected(CFG, s, PlaceBet(7, 1000)).clause == "pa:665a.2(a)"
    assert rejected(CFG, s, PlaceBet(2, 100)).clause == "pa:665a.6(d)"
    assert rejected(CFG, s, PlaceBet(3, 1000, 1)).clause == "pa:665a.6(g)"
    assert rejected(CFG, s, PlaceAttack(1, 500)).clause == "pa:665a.7(e)"
    assert rejected(TableConfig(bust_it_offered=False), s, PlaceBustIt(1, 500)).clause == "pa:665a.6(f)"
    s2, out = play(CFG, s, [PlaceBustIt(1, 500), RemoveBet(1)])
    assert not s2.boxes and [o.amount for o in out if isinstance(o, Returned)] == [1000, 500]
    s, _ = play(CFG, s, deals("5S"))
    assert rejected(CFG, s, RemoveBet(1)).clause == "pa:665a.6(c)"
    assert rejected(CFG, s, PlaceBet(2, 1000)).clause == "pa:665a.7(e)"
    s, _ = play(CFG, s, deals("9C"))
    assert rejected(CFG, s, PlaceAttack(1, 500)).clause == "pa:665a.7(e)"


def test_no_midshoe_entry() -> None:
    cfg = TableConfig(no_midshoe_entry=True)
    s, _ = play(cfg, table(cfg, {1: 1000}), [*deals("9S 9C 7D 8D"), Stand(1)])
    assert rejected(cfg, s, PlaceBet(2, 1000)).clause == "pa:665a.6(b)"
    s, _ = play(cfg, s, [AllowEntry(2), PlaceBet(2, 1000)])
    assert s.box(2) is not None
    assert rejected(CFG, s, AllowEntry(3)).clause == "pa:665a.6(b)"


def test_surrender_and_double_rules() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000}), [*deals("9S"), PlaceAttack(1, 500), *deals("5C 6D 8D")])
    assert rejected(CFG, s, Double(1, 1501)).clause == "pa:665a.10(a)"
    s, _ = play(CFG, s, [Double(1, 1500), *deals("2H")])
    assert rejected(CFG, s, Hit(1)).clause == "pa:665a.7(j)(2)"
    stood, _ = play(CFG, s, [Stand(1)])
    assert stood.phase is Phase.BETTING
    s, out = play(CFG, s, [Surrender(1)])
    assert nets(out) == {1: -1500}  # half of 1000, 500 and 1500


def test_surrender_refused_at_21_and_after_standing() -> None:
    s, _ = play(CFG, table(CFG, {1: 1000, 2: 1000}), [*deals("9S 8C 6D 8D 7C 7H")])
    s, _ = play(CFG, s, [Stand(1)])
    assert rejected(CFG, s, Surrender(1)).clause == "pa:665a.7(h)"
