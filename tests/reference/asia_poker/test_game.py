"""A round of Asia Poker (659a.5, 659a.7-659a.13): the digest's worked examples (section 9: SP, DS, ST, BN, CAP,
IR) through the model, the house ways, properties over random rounds, and illegal events refused with their clause
and no change."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any, Optional

import pytest
from hypothesis import given, settings, strategies as st

from croupier import spec
from croupier.conformance.asia_poker.vectors import PLANTS, cards, copy_of, stacked_deck
from croupier.reference.asia_poker import house_way, kernels
from croupier.reference.asia_poker.config import TableConfig, profile_from_mapping
from croupier.reference.asia_poker.game import (
    BONUS, DEALER, DECK, WAGER, Deal, DealerSets, ExposeCard, Join, Leave, NoMoreBets, Phase, PlaceWager,
    RandomNumber, RemoveWager, Settle, SetHands, Shake, ShoeFailure, Shuffle, ShufflerFailure, State, StubMiscount,
    Surrender, TakeSecondSpot, VoidChoice, WrongDeal, deal_order, replay, start_place, step,
)
from croupier.reference.asia_poker.house_way import Setting
from croupier.reference.outcomes import Notice, Rejected, Result, Settlement

SORTED = tuple(sorted(DECK))
RID = "pa-659a@2013p"


def cfg_of(**kw: Any) -> TableConfig:
    return profile_from_mapping({"game": "asia_poker", **kw})


BONUS_A = cfg_of(bonus_offered=True, bonus_paytable="A")


def _money(steps: list[Any]) -> list[Settlement]:
    return [o for st_ in steps for o in st_.outcomes if isinstance(o, Settlement)]


def _dealt(cfg: TableConfig, plants: dict[int, str], wagers: dict[int, int], bonuses: Optional[dict[int, int]] = None,
           n: int = 10) -> State:
    """Wagers placed, a deck stacked so that each planted place gets its cards, dealt from the dice total ``n``."""
    start = start_place(n, cfg.positions)
    deck = stacked_deck(cfg, start, {p: cards(x) for p, x in plants.items()}, SORTED)
    events: list[Any] = [Join(p) for p in sorted(wagers)] + [PlaceWager(p, a) for p, a in wagers.items()]
    events += [PlaceWager(p, a, BONUS) for p, a in (bonuses or {}).items()]
    a = min(6, n - 2)
    b = min(6, n - 1 - a)
    s, steps = replay(cfg, events + [Shuffle(deck), NoMoreBets(), Shake((a, b, n - a - b))])
    assert not any(x.rejected for x in steps), steps
    return s


def _set(cfg: TableConfig, s: State, p: int, text: str) -> State:
    high, medium, low = (cards(x) for x in text.split("/"))
    st_ = step(cfg, s, SetHands(p, high, medium, low))
    assert not st_.rejected, st_.outcomes
    return st_.state


def _settle(cfg: TableConfig, s: State) -> list[Settlement]:
    s, steps = replay(cfg, [DealerSets(), Settle()], s)
    assert not any(x.rejected for x in steps), steps
    return _money(steps)


# --- 9.1 the starting position -------------------------------------------------------------------


@pytest.mark.parametrize("n, place, order", [
    (3, 5, (5, 6, 0, 1, 2, 3, 4)),  # SP-1
    (8, 0, (0, 1, 2, 3, 4, 5, 6)),  # SP-2
    (9, 6, (6, 0, 1, 2, 3, 4, 5)),  # SP-3
    (18, 4, (4, 5, 6, 0, 1, 2, 3)),  # SP-4
    (14, 1, (1, 2, 3, 4, 5, 6, 0)),  # SP-5
    (1, 0, None),  # SP-6 (the generator)
    (7, 1, None),  # SP-7
])
def test_the_count_to_the_starting_position(n: int, place: int, order: Optional[tuple[int, ...]]) -> None:
    """659a.5(g)(1)(iii), (2): counted counterclockwise with the dealer as one; the deal then goes clockwise."""
    assert place == start_place(n, 6)
    if order is not None:
        assert order == deal_order(place, 6)


def test_the_first_card_goes_to_the_starting_position_and_the_deal_runs_clockwise() -> None:
    """659a.8(c): one card at a time from the start, to every place; 49 cards dealt, four left."""
    s = _dealt(TableConfig(), {}, {2: 500, 5: 500}, n=3)  # start at position 5
    order = deal_order(5, 6)
    assert s.start == 5 and s.stub == 4
    assert s.dealt[5] == SORTED[0::7][:7] and s.dealt[DEALER] == SORTED[order.index(0)::7][:7]
    assert {DEALER, 2, 5} == set(s.dealt)  # DS-1: the unwagered stacks went unseen to the rack


def test_an_automated_shoe_hands_out_stacks_of_seven() -> None:
    """659a.10(b): the first stack of seven to the start, then clockwise."""
    cfg = cfg_of(dealing="automated_shoe", shuffling="automated_shuffler", start_position="rng")
    s, _ = replay(cfg, [Join(1), PlaceWager(1, 500), Shuffle(SORTED), NoMoreBets(), RandomNumber(7)])
    assert s.start == 1 and s.dealt[1] == SORTED[:7] and s.dealt[DEALER] == SORTED[42:49]


def test_the_flat_button_starts_at_the_dealer_and_moves_clockwise() -> None:
    """SP-8, 659a.5(g)(3): rounds 1, 2, 3 start at the dealer, position 1, position 2; a voided round moves it
    too, once dealt; after the last position it returns to the dealer."""
    cfg = cfg_of(dealing="automated_shoe", shuffling="automated_shuffler", start_position="flat_button",
                 positions=2)
    s = State()
    starts = []
    for _ in range(4):
        s, steps = replay(cfg, [Join(1), PlaceWager(1, 500), Shuffle(SORTED), NoMoreBets(), Deal()], s)
        starts.append(s.start)
        s, _ = replay(cfg, [WrongDeal()], s)
    assert [0, 1, 2, 0] == starts
    assert step(TableConfig(), State(), Deal()).outcomes == (
        Rejected("pa:659a.5(g)", "this table fixes the starting position by its shaker"),)


def test_a_fewer_position_table_deals_round_its_own_ring() -> None:
    """G-1: at four positions the ring has five places and the stub is 53 - 35 = 18."""
    cfg = cfg_of(positions=4)
    s = _dealt(cfg, {}, {4: 500}, n=3)
    assert s.start == (1 - 3) % 5 and s.stub == 18 and len(s.dealt[4]) == 7


def test_a_bad_shake_is_no_roll() -> None:
    """IR-1, 659a.13(a), (b): no roll, shake again; nothing dealt."""
    s, _ = replay(TableConfig(), [Join(1), PlaceWager(1, 500), Shuffle(SORTED), NoMoreBets()])
    for e, clause in ((Shake((1, 2, 3), flat=False), "pa:659a.13(a)"), (Shake((1, 2, 3), fell_out=True),
                                                                         "pa:659a.13(b)")):
        st_ = step(TableConfig(), s, e)
        assert st_.state == s and [clause] == [c for o in st_.outcomes for c in o.clauses]


# --- 9.2 the deal and the stub ---------------------------------------------------------------------


def test_one_face_up_card_is_set_aside_and_the_next_card_used() -> None:
    """DS-4, 659a.13(f), G-3: the card goes to the rack, the deal goes on, the stub is three."""
    s, steps = replay(TableConfig(), [Join(1), PlaceWager(1, 500), Shuffle(SORTED, (3,)), NoMoreBets(),
                                      Shake((4, 2, 2))])
    assert s.phase is Phase.DEALT and s.stub == 3 and SORTED[3] not in {c for x in s.dealt.values() for c in x}
    assert any("pa:659a.13(f)" in o.clauses for o in steps[-1].outcomes if isinstance(o, Notice))


def test_two_face_up_cards_void_the_round_and_one_in_the_stub_is_not_reached() -> None:
    """DS-5, 659a.13(f): two reached void every hand; a card face up in the stub is never reached."""
    s, steps = replay(TableConfig(), [Join(1), PlaceWager(1, 500), Shuffle(SORTED, (3, 40)), NoMoreBets(),
                                      Shake((4, 2, 2))])
    assert s.phase is Phase.OPEN and s.deck is None
    assert [Settlement(1, WAGER, Result.VOID, 500, ("pa:659a.13(f)",))] == _money(steps)
    s, _ = replay(TableConfig(), [Join(1), PlaceWager(1, 500), Shuffle(SORTED, (50, 51)), NoMoreBets(),
                                  Shake((4, 2, 2))])
    assert s.phase is Phase.DEALT and s.stub == 4


@pytest.mark.parametrize("places_ok, clauses", [
    (False, ("pa:659a.8(e)", "pa:659a.13(h)", "pa:659a.13(k)")),  # DS-2: a misdeal
    (True, ("pa:659a.8(e)",)),  # DS-3: the deck is bad and taken off the table
])
def test_a_wrong_stub_voids_every_hand(places_ok: bool, clauses: tuple[str, ...]) -> None:
    s = _dealt(cfg_of(bonus_offered=True, bonus_paytable="B"), {}, {1: 500, 2: 1000}, {2: 100})
    s2, steps = replay(TableConfig(), [StubMiscount(places_ok)], s)
    assert s2.phase is Phase.OPEN and {(x.seat, x.bet, x.result, x.amount) for x in _money(steps)} == {
        (1, WAGER, Result.VOID, 500), (2, WAGER, Result.VOID, 1000), (2, BONUS, Result.VOID, 100)}
    assert all(x.clauses == clauses for x in _money(steps))


# --- 9.4 and 9.5 the setting and the Asia Poker Wager ---------------------------------------------------


@pytest.mark.parametrize("text, ok", [
    ("7D 7C QS 3H/7S 7H/2C", True),  # SV-1, the text's example
    ("KD QC JH 9S/7S 7H/2C", False),  # SV-2
    ("AS AH 5D 4C/9S 5H/KD", False),  # SV-3
    ("AS AH 5D 4C/KS 2H/KD", True),  # SV-4
])
def test_the_setting_rule(text: str, ok: bool) -> None:
    high, medium, low = (cards(x) for x in text.split("/"))
    assert ok == house_way.is_legal(Setting(high, medium, low))


DEALER_JUNK = "2C 3D 4H 6S 7C 9D JH"  # no pair, straight or flush: the dealer's hands are all weak


def test_st1_three_hands_above_the_dealer_win_even_money() -> None:
    cfg = TableConfig()
    s = _dealt(cfg, {3: "AS AH AD AC KS KH QD", DEALER: DEALER_JUNK}, {3: 2500})
    s = _set(cfg, s, 3, "AS AH AD AC/KS KH/QD")
    assert [Settlement(3, WAGER, Result.WIN, 2500, ("pa:659a.11(f)(2)", "pa:659a.12(a)"))] == _settle(cfg, s)


def test_st6_copies_go_to_the_dealer() -> None:
    """ST-6: the player's hands are the dealer's ranks set the dealer's way: three copies lose ((f)(1)(i))."""
    cfg = TableConfig()
    mine = cards("KD 10C 8H 6S 4D 3C 2H")
    dealer = copy_of(mine, ())
    assert dealer is not None
    start = start_place(10, 6)
    deck = stacked_deck(cfg, start, {2: mine, DEALER: dealer}, SORTED)
    s, _ = replay(cfg, [Join(2), PlaceWager(2, 2500), Shuffle(deck), NoMoreBets(), Shake((4, 3, 3))])
    way = house_way.best_high(mine)
    s = step(cfg, s, SetHands(2, way.high, way.medium, way.low)).state
    assert [Settlement(2, WAGER, Result.LOSE, 2500, ("pa:659a.11(f)(1)", "pa:659a.11(f)(1)(i)"))] == _settle(cfg, s)


@pytest.mark.parametrize("marks, wins, which", [
    ((1, 1, 1), True, None), ((1, 1, -1), True, None), ((1, 1, 0), True, None),  # ST-1 to ST-3
    ((1, 0, -1), False, "pa:659a.11(f)(1)(ii)"), ((1, 0, 0), False, "pa:659a.11(f)(1)(i)"),  # ST-4, ST-5
    ((0, 0, 0), False, "pa:659a.11(f)(1)(i)"), ((1, -1, -1), False, "pa:659a.11(f)(1)(i)"),  # ST-6, ST-7
])
def test_two_hands_of_three_decide_the_wager(marks: tuple[int, int, int], wins: bool, which: Optional[str]) -> None:
    """659a.11(f): the kernel's result; no push and no commission (ST-1 to ST-7)."""
    assert wins == kernels.result(*marks)


def test_st8_a_fouled_hand_loses_whatever_it_holds() -> None:
    cfg = TableConfig()
    s = _dealt(cfg, {3: "AS AH AD AC KS KH QD", DEALER: DEALER_JUNK}, {3: 2500})
    s = _set(cfg, s, 3, "AS AH AD KH/KS QD/AC")  # the low ace above the medium king-queen
    assert [Settlement(3, WAGER, Result.LOSE, 2500, ("pa:659a.11(f)(1)", "pa:659a.11(f)(1)(iv)", "pa:659a.11(b)"))] \
        == _settle(cfg, s)
    s = _dealt(cfg, {1: "KD QC JS 9S 7S 7H 2H", DEALER: DEALER_JUNK}, {1: 2500})
    s = _set(cfg, s, 1, "KD QC JS 9S/7S 7H/2H")  # SV-2, other suits
    assert "pa:659a.11(f)(1)(iii)" in _settle(cfg, s)[0].clauses


def test_st9_st10_surrender_takes_the_whole_wager_and_never_with_a_bonus() -> None:
    cfg = BONUS_A
    s = _dealt(cfg, {}, {1: 2500, 2: 1000}, {2: 500})
    for p in (1, 2):
        x = house_way.best_high(s.dealt[p])
        s = step(cfg, s, SetHands(p, x.high, x.medium, x.low)).state
    s = step(cfg, s, DealerSets()).state
    st_ = step(cfg, s, Surrender(2))
    assert st_.outcomes == (Rejected("pa:659a.11(d)", "position 2 has a Bonus Wager: no surrender"),)
    st_ = step(cfg, s, Surrender(1))
    assert st_.outcomes == (Settlement(1, WAGER, Result.LOSE, 2500, ("pa:659a.11(d)",)),)
    assert [2] == [x.seat for x in step(cfg, st_.state, Settle()).outcomes if isinstance(x, Settlement)][:1]
    before = step(cfg, s, Settle()).state
    assert step(cfg, before, Surrender(1)).rejected


def test_the_reveal_runs_from_the_dealers_far_right() -> None:
    """659a.11(e): position 6 first, counterclockwise."""
    cfg = TableConfig()
    s = _dealt(cfg, {}, {1: 500, 4: 500, 6: 500})
    for p in (1, 4, 6):
        x = house_way.best_high(s.dealt[p])
        s = step(cfg, s, SetHands(p, x.high, x.medium, x.low)).state
    assert [6, 4, 1] == [x.seat for x in _settle(cfg, s)]


# --- 9.6 and 9.7 the Bonus Wager and the cap ------------------------------------------------------------


@pytest.mark.parametrize("hand, name, a, b, c", [
    ("8S 8H 8D 8C KS KH KD", "three_of_a_kind_and_four_8s", 25000, 25000, 25000),  # BN-1
    ("AS AH AD AC JK 7D 2C", "five_aces", 4000, 4000, 4000),  # BN-2
    ("9H 8H 7H 6H 5H KC 2D", "natural_straight_flush", 400, 250, 250),  # BN-3
    ("JK 8H 7H 6H 5H KC 2D", "straight_flush_with_a_joker", 200, 200, 200),  # BN-4
    ("QS QH QD QC 9S 5H 2D", "four_of_a_kind", 150, 150, 125),  # BN-5
    ("9S 8H 7D 6C 4S 3H 2D", "9_high", 50, 50, 50),  # BN-6
    ("9S 8S 7S 6S 4S 3H 2D", "9_high", 50, 50, 50),  # BN-7
    ("KS KH 9D 9C 5S 3H 2D", None, -5, -5, -5),  # BN-8
    ("JK AS AH KD KC 7S 2H", "full_house", 25, 25, 25),  # BN-9
])
def test_the_bonus_on_each_paytable(hand: str, name: Optional[str], a: int, b: int, c: int) -> None:
    """BN-1 to BN-9: a $5 Bonus, in dollars, on paytables A, B and C (659a.12(b))."""
    assert name == kernels.bonus_hand(cards(hand))
    for table, net in zip("ABC", (a, b, c)):
        cfg = cfg_of(bonus_offered=True, bonus_paytable=table)
        s = _dealt(cfg, {2: hand}, {2: 1000}, {2: 500})
        x = house_way.best_high(s.dealt[2])
        s = step(cfg, s, SetHands(2, x.high, x.medium, x.low)).state
        (bonus,) = [o for o in _settle(cfg, s) if o.bet == BONUS]
        assert (bonus.amount if bonus.result is Result.WIN else -bonus.amount) == net * 100, (table, bonus)
        if name is not None:
            n = kernels.BONUS_HANDS.index(name) + 1
            assert bonus.clauses == ("pa:659a.11(h)(2)", f"pa:659a.6(d)({n})", "pa:659a.12(b)")


def test_bn10_a_fouled_hand_keeps_its_bonus() -> None:
    cfg = BONUS_A
    s = _dealt(cfg, {2: "9S 8H 7D 6C 4S 3H 2D"}, {2: 1000}, {2: 500})
    s = _set(cfg, s, 2, "2D 3H 4S 6C/9S 8H/7D")
    out = _settle(cfg, s)
    assert [(WAGER, Result.LOSE, 1000), (BONUS, Result.WIN, 5000)] == [(x.bet, x.result, x.amount) for x in out]


def test_nine_high_or_better_pays_nothing_below_9_high() -> None:
    """G-7 read literally: a full house loses."""
    cfg = cfg_of(bonus_offered=True, bonus_paytable="A", bonus_qualifier="nine_high_or_better")
    s = _dealt(cfg, {2: "JK AS AH KD KC 7S 2H"}, {2: 1000}, {2: 500})
    x = house_way.best_high(s.dealt[2])
    s = step(cfg, s, SetHands(2, x.high, x.medium, x.low)).state
    assert (BONUS, Result.LOSE) == [(o.bet, o.result) for o in _settle(cfg, s)][1]


def test_cap1_the_cap_limits_a_positions_winnings() -> None:
    """CAP-1, G-13: a $25 Bonus on three of a kind and four 8s would win $125,000; with the $10 wager won first the
    position is paid $50,000 in all."""
    cfg = cfg_of(bonus_offered=True, bonus_paytable="A", payout_cap=5000000)
    s = _dealt(cfg, {2: "8S 8H 8D 8C KS KH KD", DEALER: DEALER_JUNK}, {2: 1000}, {2: 2500})
    s = _set(cfg, s, 2, "8S 8H 8D 8C/KS KH/KD")
    out = _settle(cfg, s)
    assert [(WAGER, 1000), (BONUS, 4999000)] == [(x.bet, x.amount) for x in out]
    assert out[1].clauses[-1] == "pa:659a.12(c)" and "pa:659a.12(c)" not in out[0].clauses


# --- 9.8 irregularities, the dealer's setting -------------------------------------------------------------


def test_ir2_an_exposed_player_card_lets_that_player_void() -> None:
    """IR-2, 659a.13(d), G-17: every wager of the position returned; the others play on."""
    cfg = BONUS_A
    s = _dealt(cfg, {}, {3: 1000, 5: 500}, {3: 100})
    s = step(cfg, s, ExposeCard(3)).state
    assert step(cfg, s, SetHands(3, *[s.dealt[3][:4], s.dealt[3][4:6], s.dealt[3][6:]])).rejected
    st_ = step(cfg, s, VoidChoice(3, True))
    assert [(3, WAGER, Result.VOID, 1000), (3, BONUS, Result.VOID, 100)] == [
        (x.seat, x.bet, x.result, x.amount) for x in st_.outcomes if isinstance(x, Settlement)]
    assert {DEALER, 5} == set(st_.state.dealt) and st_.state.phase is Phase.DEALT


def test_a_dealer_card_exposed_voids_every_hand() -> None:
    """659a.13(e), (j), G-20."""
    s = _dealt(TableConfig(), {}, {3: 1000, 5: 500})
    st_ = step(TableConfig(), s, ExposeCard(DEALER))
    assert st_.state.phase is Phase.OPEN and {x.result for x in _money([st_])} == {Result.VOID}


def test_ir3_the_dealer_set_against_the_house_way_is_set_again_by_it() -> None:
    """IR-3, 659a.13(i)."""
    cfg = TableConfig()
    s = _dealt(cfg, {}, {1: 1000})
    x = house_way.best_high(s.dealt[1])
    s = step(cfg, s, SetHands(1, x.high, x.medium, x.low)).state
    dealer = s.dealt[DEALER]
    way = house_way.best_high(dealer)
    other = next(y for y in house_way.legal(dealer) if not house_way.same_play(y, way))
    st_ = step(cfg, s, DealerSets(other.high, other.medium, other.low))
    assert st_.state.dealer == way and any("pa:659a.13(i)" in o.clauses for o in st_.outcomes)
    st_ = step(cfg, s, DealerSets(way.high, way.medium, way.low))
    assert st_.state.dealer == way and not any("pa:659a.13(i)" in o.clauses for o in st_.outcomes)


def test_ir4_an_automated_shoe_failure_voids_the_round() -> None:
    cfg = cfg_of(dealing="automated_shoe", shuffling="automated_shuffler")
    s = _dealt(cfg, {}, {1: 1000})
    st_ = step(cfg, s, ShoeFailure())
    assert st_.state.phase is Phase.OPEN and [(1, Result.VOID)] == [(x.seat, x.result) for x in _money([st_])]
    assert step(TableConfig(), s, ShoeFailure()).rejected


def test_the_house_ways_differ_and_each_is_legal() -> None:
    """G-9: best_high keeps the strongest high hand, best_medium the strongest medium hand."""
    hand = cards("AS AH KD KC 7S 5H 2D")
    high, medium = house_way.best_high(hand), house_way.best_medium(hand)
    assert high == Setting(cards("AS AH KD KC"), cards("7S 5H"), cards("2D"))
    # a medium pair of aces would need a high hand above it, which the kings cannot make
    assert medium == Setting(cards("AS AH 7S 5H"), cards("KD KC"), cards("2D"))
    assert house_way.is_legal(high) and house_way.is_legal(medium)


def test_a_custom_house_way_is_loaded_by_name_and_checked() -> None:
    cfg = cfg_of(house_way="croupier.reference.asia_poker.house_way:best_medium")
    s = _dealt(cfg, {}, {1: 1000})
    x = house_way.best_high(s.dealt[1])
    s = step(cfg, s, SetHands(1, x.high, x.medium, x.low)).state
    assert step(cfg, s, DealerSets()).state.dealer == house_way.best_medium(s.dealt[DEALER])
    with pytest.raises(Exception, match="house_way"):
        cfg_of(house_way="no.such.module:way")


def test_two_adjacent_positions_set_in_turn() -> None:
    """659a.7(f), G-15: the larger wager first; equal wagers, the higher number (reached first in the reveal)."""
    cfg = cfg_of(adjacent_spots=True)
    for wagers, first in (({2: 1000, 3: 2500}, 3), ({2: 2500, 3: 1000}, 2), ({2: 1000, 3: 1000}, 3)):
        s, _ = replay(cfg, [Join(2), TakeSecondSpot(2, 3)] + [PlaceWager(p, a) for p, a in wagers.items()]
                      + [Shuffle(SORTED), NoMoreBets(), Shake((4, 3, 3))])
        other = 5 - first
        x = house_way.best_high(s.dealt[other])
        st_ = step(cfg, s, SetHands(other, x.high, x.medium, x.low))
        assert st_.outcomes == (Rejected("pa:659a.7(f)", f"the hand of position {first} is set first (the larger "
                                                        "wager, or equal wagers counterclockwise)"),)


def test_an_abandoned_wager_is_lost_or_returned() -> None:
    """659a.7(b): lost by default, returned where the holder says so; before the call always returned."""
    for option, result in (("lose", Result.LOSE), ("return", Result.VOID)):
        cfg = cfg_of(abandoned_wager=option)
        s = _dealt(cfg, {}, {1: 1000})
        st_ = step(cfg, s, Leave(1))
        assert [(1, result)] == [(x.seat, x.result) for x in _money([st_])] and 1 not in st_.state.dealt
    s, steps = replay(TableConfig(), [Join(1), PlaceWager(1, 700), Leave(1)])
    assert [Settlement(1, WAGER, Result.VOID, 700, ("pa:659a.7(c)",))] == _money(steps)


# --- refusals and properties ------------------------------------------------------------------------------


@pytest.mark.parametrize("events, clause", [
    ([PlaceWager(1, 500)], "pa:659a.7(b)"),
    ([Join(7)], "pa:659a.2(a)"),
    ([Join(1), PlaceWager(1, 500, BONUS)], "pa:659a.7(e)"),
    ([Join(1), PlaceWager(1, 0)], "pa:659a.7(a)"),
    ([Join(1), PlaceWager(1, 500), NoMoreBets(), PlaceWager(1, 500)], "pa:659a.7(c)"),
    ([NoMoreBets()], "pa:659a.8(b)"),
    ([Join(1), PlaceWager(1, 500), NoMoreBets(), Shake((1, 2, 3))], "pa:659a.5(a)"),
    ([Shuffle(SORTED[:52])], "pa:659a.3(a)"),
    ([Shuffle(SORTED, (53,))], "pa:659a.13(f)"),
    ([Join(1), TakeSecondSpot(1, 2)], "pa:659a.7(f)"),
    ([ShufflerFailure()], "pa:659a.13(l)"),
    ([Settle()], "pa:659a.11(e)"),
    ([Join(1), PlaceWager(1, 500), Shuffle(SORTED), NoMoreBets(), RandomNumber(3)], "pa:659a.5(g)"),
])
def test_illegal_events_are_refused_with_their_clause(events: list[Any], clause: str) -> None:
    s, steps = replay(TableConfig(), events[:-1])
    assert not any(x.rejected for x in steps)
    st_ = step(TableConfig(), s, events[-1])
    assert st_.state == s and clause == st_.outcomes[0].clause  # type: ignore[union-attr]


def _random_round(cfg: TableConfig, rng: random.Random, s: State) -> list[Any]:
    """Events of one round, legal or not, from a seeded generator."""
    seats = rng.sample(range(1, cfg.positions + 1), rng.randint(1, 3))
    events: list[Any] = [Join(p) for p in seats]
    for p in seats:
        events.append(PlaceWager(p, rng.choice([100, 500, 2500])))
        if rng.random() < 0.5:
            events.append(PlaceWager(p, rng.choice([100, 500]), BONUS))
    deck = list(SORTED)
    rng.shuffle(deck)
    if rng.random() < 0.3:
        deck = list(stacked_deck(cfg, start_place(10, cfg.positions), {seats[0]: rng.choice(PLANTS)}, deck))
    events += [Shuffle(tuple(deck)), NoMoreBets(), Shake((4, 3, 3))]
    s2, _ = replay(cfg, events, s)
    for p in sorted(s2.wagers):
        all_ = list(house_way.settings(s2.dealt[p]))
        x = rng.choice(all_) if rng.random() < 0.3 else house_way.best_high(s2.dealt[p], **cfg.ranking)
        events.append(SetHands(p, x.high, x.medium, x.low))
    events += [DealerSets()] + [Surrender(p) for p in seats if rng.random() < 0.2] + [Settle()]
    if rng.random() < 0.3:
        events.insert(rng.randrange(len(events)), rng.choice([WrongDeal(), ExposeCard(seats[0]),
                                                             VoidChoice(seats[0], True), Leave(seats[-1]),
                                                             RemoveWager(seats[0], BONUS), StubMiscount(True)]))
    return events


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10 ** 6), st.sampled_from(["default", "bonus"]))
def test_every_round_conserves_money_and_cites_real_clauses(seed: int, profile: str) -> None:
    """Over random rounds: every wager made ends exactly once, as a win of its stake (or of the paytable's odds for a
    Bonus, within the cap), a loss of its stake or a return; no push, no commission; a refused event changes
    nothing; every clause cited is in the spec."""
    cfg = BONUS_A if profile == "bonus" else TableConfig()
    rng = random.Random(seed)
    rs = spec.ruleset(RID)
    s = State()
    for _ in range(3):
        staked: dict[tuple[int, str], int] = {}
        for e in _random_round(cfg, rng, s):
            st_ = step(cfg, s, e)
            if st_.rejected:
                assert st_.state == s and st_.outcomes[0].clause in rs  # type: ignore[union-attr]
                continue
            for o in st_.outcomes:
                if isinstance(o, (Settlement, Notice)):
                    assert all(c in rs for c in o.clauses), o
                if isinstance(o, Settlement):
                    stake = staked.pop((o.seat, o.bet))
                    assert o.commission == 0
                    if o.result is Result.WIN and o.bet == WAGER:
                        assert o.amount == stake
                    elif o.result is Result.WIN:
                        assert Fraction(o.amount, stake) in {Fraction(r) for r in
                                                             (5000, 800, 200, 80, 40, 30, 10, 5, 4, 3, 2)}
                    else:
                        assert o.amount == stake
            if isinstance(e, PlaceWager) and not st_.rejected:
                key = (e.position, e.wager)
                staked[key] = staked.get(key, 0) + e.amount
            s = st_.state
        assert s.phase is not Phase.OPEN or not staked or s.wagers, staked
        if s.phase is Phase.OPEN:
            assert staked == {**{(p, WAGER): a for p, a in s.wagers.items()},
                              **{(p, BONUS): a for p, a in s.bonuses.items()}}
        s = replay(cfg, [Leave(p) for p in sorted(s.seated)], s)[0]


def test_every_seven_cards_have_a_legal_setting() -> None:
    """659a.11(b): the house ways always find one (2,000 sampled hands, the joker in about 13% of them, and the
    planted hands of the conformance suite)."""
    rng = random.Random(659)
    for hand in [tuple(rng.sample(SORTED, 7)) for _ in range(2000)] + list(PLANTS):
        assert house_way.legal(hand), hand
