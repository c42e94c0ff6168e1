"""A round of Five Card Hi-Lo (663a.5, 663a.7-663a.13): the digest's worked examples (section 8: AP, AB, TW, PB, DL)
through the model, the readings' options, properties over random rounds, and illegal events refused with their
clause and no change."""

from __future__ import annotations

import random
from typing import Any, Optional

import pytest
from hypothesis import given, settings, strategies as st

from croupier.reference.five_card_hi_lo import kernels
from croupier.reference.five_card_hi_lo.config import TableConfig, profile_from_mapping
from croupier.reference.five_card_hi_lo.game import (
    ANTE, ANTE_BONUS, DEALER, DECK, PLAY, POKER_BONUS, TIE, CountStub, DealerSets, ExposeCard, Fold, Join, Leave,
    Misdeal, NoMoreBets, Phase, PlaceWager, Play, RemoveWager, SetHands, Settle, ShoeFailure, Shuffle,
    ShufflerFailure, ShufflerMiscount, State, StubMiscount, TakeSecondSpot, VoidChoice, deal, deal_order, replay,
    stacked_deck, step,
)
from croupier.reference.five_card_hi_lo.kernels import cards
from croupier.reference.outcomes import Notice, Rejected, Result, Settlement

SORTED = tuple(sorted(DECK))
DEALER_28_9 = "10D 9D 9C 5D 4D"
DEALER_30_8 = "KD QD 10H 5C 3C"


def cfg_of(**kw: Any) -> TableConfig:
    return profile_from_mapping({"game": "five_card_hi_lo", **kw})


SIDE = cfg_of(tie_offered=True, poker_bonus_offered=True, poker_bonus_paytable="A")


def _money(steps: list[Any]) -> list[Settlement]:
    return [o for st_ in steps for o in st_.outcomes if isinstance(o, Settlement)]


def _ok(cfg: TableConfig, s: State, events: list[Any]) -> tuple[State, list[Any]]:
    s, steps = replay(cfg, events, s)
    assert not any(x.rejected for x in steps), [x.outcomes for x in steps]
    return s, steps


def _dealt(cfg: TableConfig, plants: dict[int, str], antes: dict[int, int], ties: Optional[dict[int, int]] = None,
           bonuses: Optional[dict[int, int]] = None, s: Optional[State] = None) -> State:
    """Wagers placed and a deck stacked so that each planted place (0 the dealer) gets its cards, dealt."""
    deck = stacked_deck(cfg, antes, {p: cards(x) for p, x in plants.items()}, SORTED)
    s = s or State()
    events: list[Any] = [Join(p) for p in sorted(antes) if p not in s.seated and p not in s.second]
    events += [PlaceWager(p, a) for p, a in antes.items()]
    events += [PlaceWager(p, a, TIE) for p, a in (ties or {}).items()]
    events += [PlaceWager(p, a, POKER_BONUS) for p, a in (bonuses or {}).items()]
    s, _ = _ok(cfg, s, events + [Shuffle(deck), NoMoreBets()])
    return s


def _round(cfg: TableConfig, player: str, setting: Optional[str], dealer: str, ante: int = 1000,
           tie: Optional[int] = None, bonus: Optional[int] = None) -> list[Settlement]:
    """One position's round against the dealer: ``setting`` "high / low" plays, ``None`` folds."""
    s = _dealt(cfg, {1: player, DEALER: dealer}, {1: ante}, {1: tie} if tie else None, {1: bonus} if bonus else None)
    if setting is None:
        s, steps = _ok(cfg, s, [Fold(1)])
        return _money(steps)
    high, low = (cards(x) for x in setting.split("/"))
    s, steps = _ok(cfg, s, [Play(1), SetHands(1, high, low), DealerSets(), Settle()])
    assert s.phase is Phase.OPEN
    return _money(steps)


def _net(paid: list[Settlement], key: Optional[str] = None) -> int:
    sign = {Result.WIN: 1, Result.LOSE: -1, Result.VOID: 0}
    return sum(sign[x.result] * int(x.amount) for x in paid if key is None or x.bet == key)


# --- 8.2 Ante and Play -----------------------------------------------------------------------------


@pytest.mark.parametrize("case, player, setting, dealer, result, net", [
    ("AP-1", "KS QS 10S 3H 2H", "KS QS 10S / 3H 2H", DEALER_28_9, Result.WIN, 2000),
    ("AP-2", "AS JH 10D 9C 2S", "JH 10D 9C / AS 2S", DEALER_30_8, Result.VOID, 0),
    ("AP-3", "AS JH 10D 9C 2S", "AS JH 10D / 9C 2S", DEALER_30_8, Result.VOID, 0),
    ("AP-4", "AH KH 10C 5S 3S", "AH KH 10C / 5S 3S", DEALER_30_8, Result.VOID, 0),
    ("AP-5", "10S 9S 9H 5S 4S", "10S 9S 9H / 5S 4S", DEALER_28_9, Result.LOSE, -2000),
    ("AP-6", "9S 8S 8H 6S 6H", "9S 8S 8H / 6S 6H", "10D 9D 8D 4D 2D", Result.LOSE, -2000),
    ("AP-7", "9S 8S 8H 6S 6H", None, "10D 9D 8D 4D 2D", Result.LOSE, -1000),
])
def test_ante_and_play(case: str, player: str, setting: Optional[str], dealer: str, result: Result,
                       net: int) -> None:
    paid = _round(cfg_of(), player, setting, dealer)
    assert {x.result for x in paid} == {result}
    assert [x.bet for x in paid] == ([ANTE, PLAY] if setting else [ANTE])
    assert _net(paid) == net
    if result is Result.VOID:
        assert all("pa:663a.11(g)(3)" in x.clauses for x in paid)


# --- 8.3 the Ante Bonus ----------------------------------------------------------------------------


@pytest.mark.parametrize("case, player, setting, amounts", [
    ("AB-1", "AS AH AD KS 4C", "AS AH AD / KS 4C", (10000, 5000, 5000, 5000)),
    ("AB-2", "AS AH AD AC 9C", "AS AH AD / AC 9C", (100000, 50000, 50000, 50000)),
    ("AB-3", "AS AH AD AC 2C", "AS AH AD / AC 2C", (1000000, 500000, 200000, 100000)),
    ("AB-4", "AS AH KD QC 3S", "AS AH KD / QC 3S", (0, 0, 0, 0)),
])
@pytest.mark.parametrize("table", "ABCD")
def test_the_ante_bonus_whatever_the_ante(case: str, player: str, setting: str, amounts: tuple[int, ...],
                                          table: str) -> None:
    """$10 Antes against a dealer at (30, 4): the Ante ties or wins and the bonus is paid besides (663a.11(h))."""
    paid = _round(cfg_of(ante_bonus_paytable=table), player, setting, "KH QH JH 2S 2H")
    assert _net(paid, ANTE_BONUS) == amounts["ABCD".index(table)]
    assert _net(paid, ANTE) >= 0


def test_the_ante_bonus_read_as_including_a_stake_and_on_a_fold() -> None:
    """G-6 ``n_less_one`` pays 9 Antes for three aces on paytable A; G-5 ``ante_bonus_on_fold`` pays a folded hand
    (whose cards then stay on the table), the default does not."""
    assert _net(_round(cfg_of(ante_bonus_payment="n_less_one"), "AS AH AD KS 4C", "AS AH AD / KS 4C",
                       "KH QH JH 2S 2H"), ANTE_BONUS) == 9000
    assert _net(_round(cfg_of(), "AS AH AD KS 4C", None, "KH QH JH 2S 2H")) == -1000
    paid = _round(cfg_of(ante_bonus_on_fold=True), "AS AH AD KS 4C", None, "KH QH JH 2S 2H")
    assert [(x.bet, x.result, x.amount) for x in paid] == [(ANTE, Result.LOSE, 1000), (ANTE_BONUS, Result.WIN, 10000)]


# --- 8.4 the Tie Wager -----------------------------------------------------------------------------


@pytest.mark.parametrize("case, player, setting, dealer, tie, ante", [
    ("TW-1", "10S 9S 9H 5S 4S", "10S 9S 9H / 5S 4S", DEALER_28_9, 10000, -2000),
    ("TW-2", "10S 9S 9H 3S 2S", "10S 9S 9H / 3S 2S", DEALER_28_9, 2000, 0),
    ("TW-3", "KS QS 10S 5S 3S", "KS QS 10S / 5S 3S", "10D 9D 8D 5D 3D", 2000, 0),
    ("TW-4", "KS QS 10S 3S 2S", "KS QS 10S / 3S 2S", DEALER_28_9, -500, 2000),
    ("TW-5", "KS QS 10S 3S 2S", None, DEALER_28_9, -500, -1000),
])
def test_the_tie_wager(case: str, player: str, setting: Optional[str], dealer: str, tie: int, ante: int) -> None:
    paid = _round(SIDE, player, setting, dealer, tie=500)
    assert _net(paid, TIE) == tie
    assert _net(paid, ANTE) + _net(paid, PLAY) == ante


# --- 8.5 the Poker Bonus ---------------------------------------------------------------------------


@pytest.mark.parametrize("case, player, setting, a, b", [
    ("PB-1", "10H JH QH KH AH", "AH KH QH / JH 10H", 125000, 250000),
    ("PB-2", "AS 2D 3C 4H 5S", "5S 4H 3C / AS 2D", 4000, 3000),
    ("PB-3", "QS KD AC 2H 3S", "AC KD QS / 3S 2H", -500, -500),
    ("PB-4", "6S 6H KD 9C 2S", "KD 9C 6S / 6H 2S", -500, 500),
    ("PB-5", "7S 7H KD 9C 2S", "KD 9C 7S / 7H 2S", 500, 500),
    ("PB-6", "9S 9H 4D 4C KS", "KS 9S 9H / 4D 4C", 1500, 1500),
    ("PB-7", "9S 9H 4D 4C KS", None, 1500, 1500),
])
def test_the_poker_bonus(case: str, player: str, setting: Optional[str], a: int, b: int) -> None:
    for table, expected in (("A", a), ("B", b)):
        cfg = cfg_of(poker_bonus_offered=True, poker_bonus_paytable=table)
        paid = _round(cfg, player, setting, "10C 8D 8C 3D 3H", bonus=500)
        assert _net(paid, POKER_BONUS) == expected, (case, table)
        if setting is None:  # PB-7: the fold loses the Ante and the bonus stands (663a.11(b)(2))
            assert _net(paid, ANTE) == -1000


# --- 8.6 the deal and the stub ---------------------------------------------------------------------


@pytest.mark.parametrize("antes, stub", [((1, 2, 4, 6), 27), ((1, 2, 3, 4, 5, 6), 17), ((3,), 42)])
def test_cards_go_to_ante_positions_only(antes: tuple[int, ...], stub: int) -> None:
    """DL-1, DL-2: only Ante positions and the dealer get cards, from the far left clockwise, the dealer last."""
    s = _dealt(cfg_of(), {}, {p: 500 for p in antes})
    assert s.stub == stub and set(s.dealt) == set(antes) | {DEALER}
    order = deal_order(antes)
    assert order[-1] == DEALER
    for k, place in enumerate(order):  # one card at a time round the places
        assert s.dealt[place] == SORTED[k::len(order)][:5]


def test_an_automated_shoe_deals_stacks_of_five() -> None:
    cfg = cfg_of(dealing="automated_shoe", shuffling="automated_shuffler")
    s = _dealt(cfg, {}, {2: 500, 5: 500})
    assert (s.dealt[2], s.dealt[5], s.dealt[DEALER]) == (SORTED[:5], SORTED[5:10], SORTED[10:15])


def test_the_stub_is_counted_at_least_once_in_five_rounds() -> None:
    """DL-3, G-16: four rounds in a row may go uncounted; in the fifth the players' decisions wait for the count."""
    cfg = cfg_of()
    s = State()
    for k in range(4):
        s = _dealt(cfg, {}, {1: 500}, s=s)
        s, _ = _ok(cfg, s, [Fold(1)])
        assert s.uncounted == k + 1
    s = _dealt(cfg, {}, {1: 500}, s=s)
    refused = step(cfg, s, Fold(1))
    assert refused.rejected and refused.outcomes[0].clause == "pa:663a.8(f)" and refused.state is s
    s, _ = _ok(cfg, s, [CountStub(), Fold(1)])
    assert s.uncounted == 0
    counting = cfg_of(shuffling="automated_shuffler", counting_shuffler=True)
    s = State(uncounted=9)
    s = _dealt(counting, {}, {1: 500}, s=s)
    assert step(counting, s, CountStub()).rejected
    s, _ = _ok(counting, s, [Fold(1)])


@pytest.mark.parametrize("places_ok, clauses", [(True, ("pa:663a.8(h)",)), (False, ("pa:663a.8(h)", "pa:663a.13(c)"))])
def test_a_wrong_stub_voids_every_hand(places_ok: bool, clauses: tuple[str, ...]) -> None:
    """DL-4, DL-5: every hand void and every wager returned, the deck removed or the cards shuffled again."""
    s = _dealt(SIDE, {}, {1: 500, 3: 700}, ties={3: 100})
    s, steps = _ok(SIDE, s, [StubMiscount(places_ok)])
    assert s.phase is Phase.OPEN and s.deck is None and s.uncounted == 0
    assert [(x.seat, x.bet, x.result, x.amount) for x in _money(steps)] == [
        (3, ANTE, Result.VOID, 700), (3, TIE, Result.VOID, 100), (1, ANTE, Result.VOID, 500)]
    assert all(x.clauses == clauses for x in _money(steps))


def test_face_up_cards_in_the_deal() -> None:
    """663a.13(a): one card found face up is set aside and the next used; two or more void the round."""
    cfg = cfg_of()
    s, _ = _ok(cfg, State(), [Join(1), PlaceWager(1, 500), Shuffle(SORTED, face_up=(1,)), NoMoreBets()])
    rest = SORTED[:1] + SORTED[2:]
    assert s.dealt[1] == rest[0:10:2] and s.stub == 41
    s, steps = _ok(cfg, State(), [Join(1), PlaceWager(1, 500), Shuffle(SORTED, face_up=(3, 7)), NoMoreBets()])
    assert s.phase is Phase.OPEN and [x.result for x in _money(steps)] == [Result.VOID]
    s, _ = _ok(cfg, State(), [Join(1), PlaceWager(1, 500), Shuffle(SORTED, face_up=(12, 40)), NoMoreBets()])
    assert s.phase is Phase.DEALT  # neither is reached by a deal of ten cards


# --- settings ---------------------------------------------------------------------------------------


def test_the_setting_policies() -> None:
    """G-2: a hand set against 663a.11(d) (two aces low) is refused, set again by the dealer, or forfeits the Ante,
    Play and Tie Wagers; the Poker Bonus is settled on the cards whatever the setting."""
    player, bad, dealer = "AS AH KD QC 3S", ("KD QC 3S", "AS AH"), "KH QH 10H 5C 3C"
    s = _dealt(SIDE, {1: player, DEALER: dealer}, {1: 1000}, ties={1: 500}, bonuses={1: 500})
    s, _ = _ok(SIDE, s, [Play(1)])
    refused = step(SIDE, s, SetHands(1, *(cards(x) for x in bad)))
    assert refused.outcomes[0].clause == "pa:663a.11(d)" and refused.state is s

    fixer = cfg_of(misset_policy="dealer_corrects")
    s = _dealt(fixer, {1: player, DEALER: dealer}, {1: 1000})
    s, steps = _ok(fixer, s, [Play(1), SetHands(1, *(cards(x) for x in bad))])
    assert s.settings[1] == (cards("AH KD QC"), cards("AS 3S"))  # one ace kept low, the rest by value
    assert kernels.is_set_in_order(*s.settings[1])

    loser = cfg_of(misset_policy="forfeit", tie_offered=True, poker_bonus_offered=True, poker_bonus_paytable="A")
    s = _dealt(loser, {1: player, DEALER: dealer}, {1: 1000}, ties={1: 500}, bonuses={1: 500})
    s, steps = _ok(loser, s, [Play(1), SetHands(1, *(cards(x) for x in bad)), DealerSets(), Settle()])
    paid = {x.bet: (x.result, x.clauses) for x in _money(steps)}
    assert paid[ANTE] == paid[PLAY] == paid[TIE] == (Result.LOSE, ("pa:663a.11(d)",))
    assert paid[POKER_BONUS][0] is Result.WIN  # a pair of aces


@pytest.mark.parametrize("low, totals", [(1, (33, 7)), (2, (28, 2))])
def test_the_dealers_four_aces(low: int, totals: tuple[int, int]) -> None:
    """G-4: a dealer with four aces sets one low (A-A-A / A-6) or two (A-A-6 / A-A)."""
    cfg = cfg_of(dealer_four_aces_low=low)
    s = _dealt(cfg, {DEALER: "AS AH AD AC 6C"}, {1: 1000})
    s, _ = _ok(cfg, s, [Play(1), SetHands(1, *kernels.player_settings(s.dealt[1])[0]), DealerSets()])
    assert s.dealer is not None
    assert (kernels.total(s.dealer[0], True), kernels.total(s.dealer[1], False)) == totals


def test_the_dealer_sets_by_the_rule() -> None:
    """663a.11(e): a setting with the rule's totals stands (equal values may swap); any other is refused."""
    cfg = cfg_of()
    s = _dealt(cfg, {1: "9S 8S 8H 6S 6H", DEALER: "KD QD 10H 10C 3C"}, {1: 1000})
    s, _ = _ok(cfg, s, [Play(1), SetHands(1, cards("9S 8S 8H"), cards("6S 6H"))])
    assert not step(cfg, s, DealerSets(cards("KD QD 10C"), cards("10H 3C"))).rejected
    refused = step(cfg, s, DealerSets(cards("KD QD 3C"), cards("10H 10C")))
    assert refused.outcomes[0].clause == "pa:663a.11(e)" and refused.state is s


# --- turns, seats and side wagers -------------------------------------------------------------------


def test_play_or_fold_in_turn_and_the_folds_collected() -> None:
    """663a.11(b), (c): the dealer asks from his far left clockwise; the folded Antes and Ties are collected once
    all have chosen; a folded hand with a Poker Bonus keeps its cards until the bonus is settled."""
    s = _dealt(SIDE, {}, {2: 500, 4: 500, 5: 500}, ties={2: 100, 4: 100}, bonuses={4: 100})
    refused = step(SIDE, s, Play(4))
    assert refused.outcomes[0].clause == "pa:663a.11(b)" and refused.state is s
    s, steps = _ok(SIDE, s, [Fold(2), Fold(4)])
    assert not _money(steps)
    s, steps = _ok(SIDE, s, [Play(5)])
    assert [(x.seat, x.bet, x.result) for x in _money(steps)] == [
        (2, ANTE, Result.LOSE), (2, TIE, Result.LOSE), (4, ANTE, Result.LOSE), (4, TIE, Result.LOSE)]
    assert s.phase is Phase.SETTING and 4 in s.dealt and 2 not in s.dealt and s.folded == {4}
    s, steps = _ok(SIDE, s, [SetHands(5, *kernels.player_settings(s.dealt[5])[0]), DealerSets(), Settle()])
    assert [(x.seat, x.bet) for x in _money(steps)] == [(5, ANTE), (5, PLAY), (4, POKER_BONUS)]


def test_every_fold_ends_the_round() -> None:
    s = _dealt(SIDE, {1: "9S 9H 4D 4C KS"}, {1: 500, 2: 500}, bonuses={1: 100})
    s, steps = _ok(SIDE, s, [Fold(1), Fold(2)])
    assert s.phase is Phase.OPEN and s.deck is None
    assert [(x.seat, x.bet, x.result) for x in _money(steps)] == [
        (1, ANTE, Result.LOSE), (2, ANTE, Result.LOSE), (1, POKER_BONUS, Result.WIN)]


def test_adjacent_positions_set_the_larger_wager_first() -> None:
    """663a.7(f), G-15: the larger wager's hand is set first; with equal wagers the one reached first in the
    reveal (the higher number)."""
    cfg = cfg_of(adjacent_spots=True)
    for antes, first in (({2: 500, 3: 900}, 3), ({2: 900, 3: 500}, 2), ({2: 500, 3: 500}, 3)):
        s, _ = _ok(cfg, State(), [Join(2), TakeSecondSpot(2, 3)])
        s = _dealt(cfg, {}, antes, s=s)
        s, _ = _ok(cfg, s, [Play(2), Play(3)])
        other = 5 - first
        refused = step(cfg, s, SetHands(other, *kernels.player_settings(s.dealt[other])[0]))
        assert refused.outcomes[0].clause == "pa:663a.7(f)"
        s, _ = _ok(cfg, s, [SetHands(p, *kernels.player_settings(s.dealt[p])[0]) for p in (first, other)])
    assert step(cfg_of(), State(seated=frozenset({2})), TakeSecondSpot(2, 3)).outcomes[0].clause == "pa:663a.7(f)"


@pytest.mark.parametrize("policy, result", [("lose", Result.LOSE), ("return", Result.VOID)])
def test_abandoned_wagers(policy: str, result: Result) -> None:
    """663a.7(b): a player who leaves after the deal has his wagers lost or returned as the holder says; before
    'no more bets' they are returned."""
    cfg = cfg_of(abandoned_wager=policy, tie_offered=True)
    s = _dealt(cfg, {}, {1: 500, 2: 500}, ties={1: 100})
    s, _ = _ok(cfg, s, [Play(1)])
    s, steps = _ok(cfg, s, [Leave(1)])
    assert [(x.bet, x.result) for x in _money(steps)] == [(ANTE, result), (PLAY, result), (TIE, result)]
    s, _ = _ok(cfg, State(), [Join(1), PlaceWager(1, 500)])
    s, steps = _ok(cfg, s, [Leave(1)])
    assert [x.result for x in _money(steps)] == [Result.VOID]


def test_side_wagers_need_an_ante_and_the_table_offering_them() -> None:
    s, _ = _ok(SIDE, State(), [Join(1)])
    assert step(SIDE, s, PlaceWager(1, 100, TIE)).outcomes[0].clause == "pa:663a.7(e)"
    assert step(cfg_of(), s, PlaceWager(1, 100, TIE)).outcomes[0].clause == "pa:663a.7(e)(1)"
    assert step(cfg_of(), s, PlaceWager(1, 100, POKER_BONUS)).outcomes[0].clause == "pa:663a.7(e)(2)"
    s, _ = _ok(SIDE, s, [PlaceWager(1, 500), PlaceWager(1, 100, TIE), PlaceWager(1, 100, POKER_BONUS)])
    s, steps = _ok(SIDE, s, [RemoveWager(1)])
    assert [(x.bet, x.result) for x in _money(steps)] == [(ANTE, Result.VOID), (TIE, Result.VOID),
                                                           (POKER_BONUS, Result.VOID)]
    assert not s.antes and not s.ties and not s.bonuses


# --- irregularities ---------------------------------------------------------------------------------


def test_exposed_cards() -> None:
    """G-12 ``as_asia_poker``: a player whose card the dealer exposed may void his hand; a dealer's card voids
    every hand. ``none``: play goes on."""
    cfg = cfg_of()
    s = _dealt(cfg, {}, {1: 500, 2: 500})
    s, _ = _ok(cfg, s, [ExposeCard(2)])
    assert step(cfg, s, Play(1)).rejected is False
    s1, _ = _ok(cfg, s, [Play(1)])
    assert step(cfg, s1, Play(2)).outcomes[0].clause == "pa:663a.13"
    s1, steps = _ok(cfg, s1, [VoidChoice(2, True)])
    assert [(x.seat, x.result) for x in _money(steps)] == [(2, Result.VOID)] and s1.phase is Phase.SETTING
    s2, steps = _ok(cfg, s, [ExposeCard(DEALER)])
    assert s2.phase is Phase.OPEN and {x.result for x in _money(steps)} == {Result.VOID}
    none = cfg_of(exposed_cards="none")
    s = _dealt(none, {}, {1: 500})
    s3, steps = _ok(none, s, [ExposeCard(DEALER)])
    assert s3 == s and isinstance(steps[0].outcomes[0], Notice)


def test_device_failures() -> None:
    shoe = cfg_of(dealing="automated_shoe", shuffling="automated_shuffler", counting_shuffler=True)
    s = _dealt(shoe, {}, {1: 500})
    s, steps = _ok(shoe, s, [ShoeFailure()])
    assert s.phase is Phase.OPEN and [x.result for x in _money(steps)] == [Result.VOID]
    s, _ = _ok(shoe, s, [Shuffle(SORTED), ShufflerMiscount()])
    assert s.deck is None
    s, _ = _ok(shoe, s, [Shuffle(SORTED), ShufflerFailure()])
    assert s.deck is None
    manual = cfg_of()
    for e, clause in ((ShoeFailure(), "pa:663a.13(e)"), (ShufflerFailure(), "pa:663a.13(d)"),
                      (ShufflerMiscount(), "pa:663a.5(b)")):
        assert step(manual, State(deck=SORTED), e).outcomes[0].clause == clause
    s = _dealt(manual, {}, {1: 500})
    s, steps = _ok(manual, s, [Play(1), Misdeal()])
    assert [(x.bet, x.result) for x in _money(steps)] == [(ANTE, Result.VOID), (PLAY, Result.VOID)]


@pytest.mark.parametrize("event, clause", [
    (Join(7), "pa:663a.2(a)"),
    (PlaceWager(1, 0), "pa:663a.7(a)"),
    (PlaceWager(2, 100), "pa:663a.7(b)"),
    (PlaceWager(1, 100, "bonus"), "pa:663a.7"),
    (Shuffle(SORTED[:51]), "pa:663a.3(a)"),
    (Shuffle(SORTED, face_up=(52,)), "pa:663a.13(a)"),
    (CountStub(), "pa:663a.8(f)"),
    (Play(1), "pa:663a.11(b)"),
    (SetHands(1, (), ()), "pa:663a.11(d)"),
    (DealerSets(), "pa:663a.11(e)"),
    (Settle(), "pa:663a.11(f)"),
    (VoidChoice(1, True), "pa:663a.13"),
    ("nonsense", "pa:663a.11"),
])
def test_illegal_events_name_their_clause_and_change_nothing(event: Any, clause: str) -> None:
    s = State(seated=frozenset({1}), antes={1: 500})
    got = step(cfg_of(), s, event)
    assert got.state is s and isinstance(got.outcomes[0], Rejected) and got.outcomes[0].clause == clause
    assert NoMoreBets  # the deal needs a shuffled deck:
    assert step(cfg_of(), s, NoMoreBets()).outcomes[0].clause == "pa:663a.5(a)"


def test_the_deal_helper_agrees_with_the_stacking() -> None:
    cfg = cfg_of()
    plants = {3: cards("AS AH AD AC 2C"), DEALER: cards("KS KH KD KC QS")}
    deck = stacked_deck(cfg, (1, 3), plants, SORTED)
    hands, stub = deal(cfg, deck, (1, 3))
    assert hands[3] == plants[3] and hands[DEALER] == plants[DEALER] and stub == 37
    with pytest.raises(ValueError):
        stacked_deck(cfg, (1,), {1: cards("AS AS 2C 3C 4C")}, SORTED)


# --- properties over random rounds -----------------------------------------------------------------------


def _random_round(cfg: TableConfig, rnd: random.Random, s: State) -> tuple[State, list[Any], dict[tuple[int, str], int]]:
    """A random legal round: seats, wagers, a shuffled deck, decisions, settings (legal ones), the dealer, settle.
    Returns the state, every step and the stakes placed."""
    positions = rnd.sample(range(1, cfg.positions + 1), rnd.randint(1, cfg.positions))
    events: list[Any] = [Join(p) for p in positions if p not in s.seated]
    staked: dict[tuple[int, str], int] = {}
    for p in positions:
        staked[(p, ANTE)] = rnd.choice((100, 500, 2500))
        events.append(PlaceWager(p, staked[(p, ANTE)]))
        for key, offered in ((TIE, cfg.tie_offered), (POKER_BONUS, cfg.poker_bonus_offered)):
            if offered and rnd.random() < 0.5:
                staked[(p, key)] = rnd.choice((100, 500))
                events.append(PlaceWager(p, staked[(p, key)], key))
    deck = list(SORTED)
    rnd.shuffle(deck)
    s, steps = replay(cfg, events + [Shuffle(tuple(deck)), NoMoreBets()], s)
    if s.phase is Phase.DEALT and not s.counted and rnd.random() < 0.3:
        s, more = replay(cfg, [CountStub()], s)
        steps += more
    for p in sorted(positions):
        if s.phase is not Phase.DEALT:
            break
        if s.uncounted >= 4 and not s.counted:
            s, more = replay(cfg, [CountStub()], s)
            steps += more
        s, more = replay(cfg, [Play(p) if rnd.random() < 0.7 else Fold(p)], s)
        steps += more
    if s.phase is Phase.SETTING:
        sets = [SetHands(p, *rnd.choice(kernels.player_settings(s.dealt[p]))) for p in s.playing]
        s, more = replay(cfg, sets + [DealerSets(), Settle()], s)
        steps += more
    return s, steps, staked


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), tie=st.booleans(), bonus=st.booleans(), shoe=st.booleans())
def test_every_wager_is_settled_once_and_money_balances(seed: int, tie: bool, bonus: bool, shoe: bool) -> None:
    """Over random rounds: no legal event is refused; every wager placed ends exactly once (a Play Wager only after a
    Play); a Play Wager has the Ante's amount and its result; a lost wager loses its stake, a void returns it."""
    kw: dict[str, Any] = {"tie_offered": tie, "poker_bonus_offered": bonus,
                          "poker_bonus_paytable": "B" if bonus else "none"}
    if shoe:
        kw |= {"dealing": "automated_shoe", "shuffling": "automated_shuffler"}
    cfg = cfg_of(**kw)
    rnd = random.Random(seed)
    s = State()
    for _ in range(3):
        s, steps, staked = _random_round(cfg, rnd, s)
        assert not any(x.rejected for x in steps), [x.outcomes for x in steps if x.rejected]
        assert s.phase is Phase.OPEN
        paid = _money(steps)
        ended = [(x.seat, x.bet) for x in paid if x.bet != ANTE_BONUS]
        assert len(ended) == len(set(ended))
        assert {k for k in ended if k[1] != PLAY} == set(staked)
        for x in paid:
            if x.bet == PLAY:
                ante = next(y for y in paid if (y.seat, y.bet) == (x.seat, ANTE))
                assert (x.result, x.amount) == (ante.result, ante.amount)
            elif x.result is not Result.WIN:
                assert x.amount == staked[(x.seat, x.bet)]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_refused_events_leave_the_state_unchanged(seed: int) -> None:
    """Random events at random moments: each refused one names a 663a clause and returns the very same state."""
    cfg = SIDE
    rnd = random.Random(seed)
    s = State()
    pool: list[Any] = [Join(1), Join(2), PlaceWager(1, 500), PlaceWager(2, 500, TIE), PlaceWager(1, 100, POKER_BONUS),
                       Shuffle(SORTED), NoMoreBets(), CountStub(), StubMiscount(rnd.random() < 0.5), Play(1), Play(2),
                       Fold(1), Fold(2), DealerSets(), Settle(), ExposeCard(rnd.randint(0, 3)), VoidChoice(1, True),
                       Leave(2), Misdeal(), RemoveWager(1, TIE), SetHands(1, cards("AS 2S 3S"), cards("4S 5S"))]
    for _ in range(60):
        e = rnd.choice(pool)
        got = step(cfg, s, e)
        if got.rejected:
            assert got.state is s
            assert got.outcomes[0].clause.startswith("pa:663a")
        s = got.state
