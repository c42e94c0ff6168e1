"""A round of a 637a poker variant (637a.19 to 637a.21): the digest's worked hands (section 7: OM, TD, BG) dealt and
played through the model, the button, blinds, straddle and betting structures, the draws and their reshuffle, the
readings' options, properties over random rounds (the pot conserved, every card accounted for), and illegal events
refused with their clause and no change."""

from __future__ import annotations

from collections import Counter
from typing import Any, Optional, Sequence

import pytest
from hypothesis import given, settings, strategies as st

from croupier.reference.poker_variants.scripts import dealt, least_bet, play_out
from croupier.reference.outcomes import Notice, Rejected, Result, Returned, Settlement
from croupier.reference.poker_variants.config import TableConfig, profile_from_mapping
from croupier.reference.poker_variants.game import (
    DECK, Bet, Call, Check, Deal, Draw, DrawForButton, Fold, Join, Leave, Misdeal, Phase, Shuffle, State, replay,
    reshuffle_pool, step,
)

SORTED = tuple(sorted(DECK))


def cfg_of(**kw: Any) -> TableConfig:
    return profile_from_mapping({"game": "poker_variants", **kw})


def _money(steps: Sequence[Any]) -> dict[int, int]:
    """Each seat's net result over ``steps``: + won, - lost."""
    out: dict[int, int] = {}
    for st_ in steps:
        for o in st_.outcomes:
            if isinstance(o, Settlement):
                sign = {Result.WIN: 1, Result.LOSE: -1, Result.VOID: 0}[o.result]
                out[o.seat] = out.get(o.seat, 0) + sign * int(o.amount)
    return out


def _settlements(steps: Sequence[Any]) -> list[Settlement]:
    return [o for st_ in steps for o in st_.outcomes if isinstance(o, Settlement)]


def _ok(cfg: TableConfig, events: list[Any], s: Optional[State] = None) -> tuple[State, list[Any]]:
    s, steps = replay(cfg, events, s)
    refused = [(e, st_.outcomes) for e, st_ in zip(events, steps) if st_.rejected]
    assert not refused, refused
    return s, steps


def _refused(cfg: TableConfig, s: State, e: Any, clause: str, words: str = "") -> None:
    st_ = step(cfg, s, e)
    assert st_.state is s
    assert len(st_.outcomes) == 1 and isinstance(st_.outcomes[0], Rejected), st_.outcomes
    assert st_.outcomes[0].clause == clause, st_.outcomes[0]
    assert words in st_.outcomes[0].reason


def _round(cfg: TableConfig, hands: Sequence[str], board: str = "", policy: Any = None) -> tuple[State, list[Any]]:
    seats = list(range(1, len(hands) + 1))
    deal = dealt(cfg, seats, dict(zip(seats, hands)), board)
    return _ok(cfg, deal + play_out(cfg, deal, policy))


# --- Five-card Omaha ------------------------------------------------------------------------------


def test_om_1_one_hand_takes_both_halves() -> None:
    """OM-1: Ad 4c with 5c 3h 2s is the wheel, the best low and a straight: seat 1 scoops."""
    s, steps = _round(cfg_of(), ["AD 4C KH QH JD", "AS 2D 7H 7C 9S"], "KS 8D 5C 3H 2S")
    assert _money(steps) == {1: 200, 2: -200}
    win = next(o for o in _settlements(steps) if o.seat == 1)
    assert {"pa:637a.19(k)(2)(i)", "pa:637a.19(l)(1)", "pa:637a.19(l)(2)"} <= set(win.clauses)
    assert s.phase is Phase.OPEN and s.button == 1  # the button passes clockwise from seat 2 ((c)(2))


def test_om_2_no_qualifying_low_gives_the_high_hand_the_whole_pot() -> None:
    """OM-2: one hole card of 8 or less makes no low; nobody qualifies, so the high hand takes everything."""
    _, steps = _round(cfg_of(), ["AC KD QD JS 10S", "9C 9D 10C JC QC"], "8H 6C 4D 3S KC")
    wins = [o for o in _settlements(steps) if o.result is Result.WIN]
    assert len(wins) == 1 and "pa:637a.19(l)(1)" in wins[0].clauses


def test_om_4_an_odd_dollar_goes_to_the_high_half() -> None:
    """OM-4: a $41 pot with a high winner and another low winner: $21 and $20 (637a.19(k)(2)(i))."""
    cfg = cfg_of(betting="no_limit")
    deal = dealt(cfg, [1, 2, 3], {2: "KH KD QH JD 9S", 3: "AD 7C 9H 10H JC"}, "KS 8D 5C 3H 2S")
    s, steps = _ok(cfg, deal + [Bet(3, 2000), Fold(1), Call(2)])
    assert s.pot == 4100
    s, steps = _ok(cfg, play_out(cfg, deal + [Bet(3, 2000), Fold(1), Call(2)]), s)
    assert _money(steps) == {1: -100, 2: 100, 3: 0}  # seat 2: $21 for $20 in; seat 3 gets its $20 back
    void = next(o for o in _settlements(steps) if o.seat == 3)
    assert void.result is Result.VOID and void.amount == 2000


@pytest.mark.parametrize("lowest, odd", [(True, 1), (False, 2)])
def test_tied_lows_odd_dollar_by_the_lowest_card_s_suit(lowest: bool, odd: int) -> None:
    """OM-5/OM-6: two lows tie (A-4 with the board's 5-3-2); the odd $1 of the low half goes to the tied hand whose
    lowest card, the ace, is of the lowest suit (diamonds beats hearts for the lowest, P-9) or the highest."""
    cfg = cfg_of(low_odd_chip_lowest_suit=lowest)
    _, steps = _round(cfg, ["AD 4C KH QH JD", "AH 4D 9C 9D 10C", "QC QD 8H 8S 7C"], "KS 8D 5C 3H 2S")
    # seats 1 and 2 also tie for high (the wheel); 600 in the pot: 300 and 300, each shared 200/100
    net = _money(steps)
    assert net[3] == -200 and net[1] + net[2] == 200
    first_high = 2  # the high hands' highest card: the ace, AH (seat 2) above AD (P-8)
    shares = {1: 0, 2: 0}
    shares[first_high] += 200
    shares[3 - first_high] += 100
    shares[odd] += 200
    shares[3 - odd] += 100
    assert net[1] == shares[1] - 200 and net[2] == shares[2] - 200


def test_left_of_button_odd_chip_goes_to_the_first_tied_player_clockwise() -> None:
    cfg = cfg_of(odd_chip="left_of_button")
    _, steps = _round(cfg, ["AD 4C KH QH JD", "AH 4D 9C 9D 10C", "QC QD 8H 8S 7C"], "KS 8D 5C 3H 2S")
    assert _money(steps) == {1: 200, 2: 0, 3: -200}  # the button is seat 3: seat 1 first for both odd dollars


def test_omaha_high_takes_the_whole_pot() -> None:
    _, steps = _round(cfg_of(variant="omaha_high"), ["AD 4C KH QH JD", "AS 2D 7H 7C 9S"], "KS 8D 5C 3H 2S")
    win = next(o for o in _settlements(steps) if o.result is Result.WIN)
    assert win.seat == 1 and win.clauses == ("pa:637a.19(k)(1)",)


# --- Triple Draw and Badugi ---------------------------------------------------------------------


@pytest.mark.parametrize("variant, hands, winner", [
    ("triple_draw_2_7", ["7S 5H 4D 3C 2S", "7D 6H 4S 3D 2H"], 1),  # TD-1
    ("triple_draw_2_7", ["7H 5H 4H 3H 2H", "8S 6D 5C 3D 2D"], 2),  # TD-2: the flush counts
    ("triple_draw_2_7", ["6S 5H 4D 3C 2S", "KH KD 9C 8S 7H"], 2),  # TD-3: the straight is worse than a pair
    ("triple_draw_2_7", ["AS 5H 4D 3C 2C", "QS JH 9D 8C 7S"], 2),  # TD-4: the ace is high
    ("triple_draw_a_5", ["5S 4S 3S 2S AS", "6H 4D 3C 2D AH"], 1),  # TD-5
    ("triple_draw_a_5", ["6H 4D 3C 2S AH", "6S 5D 3H 2C AD"], 1),  # TD-6
    ("triple_draw_a_5", ["KS QD JH 9C 8S", "2S 2H 3D 4C 5H"], 1),  # TD-7
    ("badugi", ["KS QH JD 10C", "AS 2H 3D 3C"], 1),  # BG-2: a four-card Badugi beats any three-card hand
    ("badugi", ["4S 3H 2D AC", "5H 3S 2C AD"], 1),  # BG-3
    ("badugi", ["AS 2S 3H 4D", "2C 3C 5H 6D"], 1),  # BG-4
    ("badugi", ["9C 7C 4C 2C", "KH QH JH 10H"], 1),  # BG-5: single cards, 2 against 10
])
def test_the_digest_s_showdowns(variant: str, hands: list[str], winner: int) -> None:
    s, steps = _round(cfg_of(variant=variant), hands)
    assert _money(steps)[winner] == 200


def test_td_9_badeucey_one_hand_takes_both_halves_the_odd_dollar_with_the_2_7_half() -> None:
    """TD-9: 2s 3h 4d 5c 7s is the best 2-7 hand and holds the best Badugi (ace high): it scoops; a $101 pot (three
    players, one folding his $1 blind) gives $51 and $50."""
    cfg = cfg_of(variant="triple_draw_2_7", split="badeucey", betting="no_limit")
    deal = dealt(cfg, [1, 2, 3], {2: "2S 3H 4D 5C 7S", 3: "KS QS JS 9S 8S"})
    s, steps = _ok(cfg, deal + [Bet(3, 5000), Fold(1), Call(2)])
    assert s.pot == 10100
    s, steps = _ok(cfg, play_out(cfg, deal + [Bet(3, 5000), Fold(1), Call(2)]), s)
    notes = [o.what for st_ in steps for o in st_.outcomes if isinstance(o, Notice) and "half" in o.what]
    assert notes == ["the best 2-7 hand takes its half: seat 2 5100", "the best Badugi takes the other half: seat 2 "
                                                                         "5000"]
    assert _money(steps) == {1: -100, 2: 5100, 3: -5000}


def test_td_8_a_short_stub_reshuffles_the_other_players_discards() -> None:
    """TD-8: with seven players each throwing five cards, the stub runs short; the discards but the drawer's own are
    reshuffled for him; the wrong pool, or none, is refused."""
    cfg = cfg_of(variant="triple_draw_a_5")
    deal = dealt(cfg, list(range(1, 8)))
    s, _ = _ok(cfg, deal + [Call(3), Call(4), Call(5), Call(6), Call(7), Call(1), Check(2)])
    assert s.phase is Phase.DRAWING and len(s.deck or ()) == 52 - 35 - 1
    for seat in (1, 2, 3):
        s, _ = _ok(cfg, [Draw(seat, s.hands[seat])], s)
    assert len(s.deck or ()) == 1
    mine = s.hands[4]
    pool = reshuffle_pool(cfg, s, 4)
    assert len(pool) == 15 and not set(pool) & set(mine)
    _refused(cfg, s, Draw(4, mine), "pa:637a.20(h)", "reshuffled")
    _refused(cfg, s, Draw(4, mine, tuple(pool[1:])), "pa:637a.20(h)")
    _refused(cfg, s, Draw(4, mine[:1], tuple(pool)), "pa:637a.20(h)", "no reshuffle")
    s2, steps = _ok(cfg, [Draw(4, mine, tuple(reversed(pool)))], s)
    assert len(s2.hands[4]) == 5 and not set(s2.hands[4]) & set(mine)
    assert s2.hands[4][0] == s.deck[0] and s2.hands[4][1:] == tuple(reversed(pool))[:4]  # the stub first
    assert s2.thrown == {4: mine}


def test_reshuffle_options_add_the_burns_and_the_folded_hands() -> None:
    base = cfg_of(variant="badugi")
    deal = dealt(base, [1, 2, 3])
    s, _ = _ok(base, deal + [Fold(3), Call(1), Check(2), Draw(1, SORTED[:0])])
    for cfg, extra in ((base, 0), (cfg_of(variant="badugi", reshuffle_burns=True), 1),
                       (cfg_of(variant="badugi", reshuffle_folded=True), 4)):
        assert len(reshuffle_pool(cfg, s, 2)) == extra


# --- the button, blinds, straddle, betting ----------------------------------------------------------


def test_the_button_starts_right_of_the_dealer_and_moves_clockwise() -> None:
    cfg = cfg_of()
    s, _ = _ok(cfg, [Join(2), Join(5), Join(7), Shuffle(SORTED), Deal()])
    assert s.button == 7 and s.players == (2, 5, 7) and s.bets == {2: 100, 5: 200} and s.to_act == 7
    assert {p: len(h) for p, h in s.hands.items()} == {2: 5, 5: 5, 7: 5}
    assert s.hands[2][0] == SORTED[0] and s.hands[7][0] == SORTED[2] and s.hands[2][1] == SORTED[3]
    s, _ = _ok(cfg, [Bet(7, 400), Fold(2), Fold(5)], s)
    assert s.phase is Phase.OPEN and s.button == 2
    s, _ = _ok(cfg, [Shuffle(SORTED), Deal(), Misdeal()], s)
    assert s.button == 2 and s.deck is None


def test_the_button_by_a_card_dealt_to_each_player() -> None:
    cfg = cfg_of(button_start="random_card")
    s, _ = _ok(cfg, [Join(1), Join(4), Shuffle(SORTED)])
    _refused(cfg, s, Deal(), "pa:637a.19(c)(1)(ii)")
    _refused(cfg, s, DrawForButton(((1, (13, "S")),)), "pa:637a.19(c)(1)(ii)")
    s, _ = _ok(cfg, [DrawForButton(((1, (13, "S")), (4, (13, "H"))))], s)
    assert s.button == 1  # kings: spades above hearts (P-12)
    _refused(cfg, s, DrawForButton(((1, (1, "S")), (4, (13, "H")))), "pa:637a.19(c)(2)")
    _refused(cfg_of(), State(seated=frozenset({1, 2})), DrawForButton(((1, (1, "S")), (2, (2, "S")))),
             "pa:637a.19(c)(1)(i)")


def test_a_straddle_is_posted_left_of_the_last_blind_and_acts_last() -> None:
    cfg = cfg_of(straddle=400, variant="badugi")
    s, _ = _ok(cfg, [Join(1), Join(2), Join(3), Join(4), Shuffle(SORTED), Deal(True)])
    assert s.bets == {1: 100, 2: 200, 3: 400} and s.bet == 400 and s.to_act == 4
    _refused(cfg_of(), s, Deal(True), "pa:637a.19(f)")
    s0, _ = _ok(cfg_of(), [Join(1), Join(2), Shuffle(SORTED)])
    _refused(cfg_of(), s0, Deal(True), "pa:637a.19(e)")


def test_fixed_limit_sizes_and_the_cap() -> None:
    cfg = cfg_of(raise_cap=2)
    s, _ = _ok(cfg, [Join(1), Join(2), Join(3), Shuffle(SORTED), Deal()])
    _refused(cfg, s, Bet(3, 500), "pa:637a.19(g)", "to 400")
    _refused(cfg, s, Check(3), "pa:637a.19(g)", "to call")
    _refused(cfg, s, Call(1), "pa:637a.19(g)", "seat 3 acts first")
    s, _ = _ok(cfg, [Bet(3, 400), Bet(1, 600)], s)
    _refused(cfg, s, Bet(2, 800), "pa:637a.19(g)", "cap")
    s, _ = _ok(cfg, [Call(2), Call(3)], s)
    assert s.street == 2 and s.to_act == 1 and len(s.board) == 3
    _refused(cfg, s, Call(1), "pa:637a.19(h)", "no bet")
    s, _ = _ok(cfg, [Bet(1, 200), Call(2), Call(3), Bet(1, 400)], s)
    assert s.street == 3 and s.bet == 400  # the big bet from the third round


def test_pot_and_no_limit_bounds() -> None:
    cfg = cfg_of(betting="pot_limit")
    s, _ = _ok(cfg, [Join(1), Join(2), Join(3), Shuffle(SORTED), Deal()])
    # pot 300, seat 3 owes 200: at most 200 + 300 + 200 = 700; at least 200 + 200
    _refused(cfg, s, Bet(3, 800), "pa:637a.19(g)", "up to 700")
    _refused(cfg, s, Bet(3, 300), "pa:637a.19(g)")
    s, _ = _ok(cfg, [Bet(3, 700)], s)
    assert least_bet(cfg, s) == 1200  # the last raise was 500
    cfg = cfg_of(betting="no_limit")
    s, _ = _ok(cfg, [Join(1), Join(2), Shuffle(SORTED), Deal(), Bet(1, 100000)])  # heads up: seat 1 acts first
    _refused(cfg, s, Bet(2, 150000), "pa:637a.19(g)", "at least 199800")
    _refused(cfg, s, Bet(2, 199850), "pa:637a.19(g)", "whole dollars")


def test_a_fold_leaving_one_player_ends_the_round() -> None:
    """P-13: the last player takes the pot at once, without a showdown."""
    cfg = cfg_of(ante=100)
    s, steps = _ok(cfg, [Join(1), Join(2), Join(3), Shuffle(SORTED), Deal(), Fold(3), Fold(1)])
    assert s.phase is Phase.OPEN and _money(steps) == {1: -200, 2: 300, 3: -100}
    won = next(o for o in _settlements(steps) if o.seat == 2)
    assert won.clauses == ("pa:637a.19(k)",)


def test_a_misdeal_returns_every_chip() -> None:
    cfg = cfg_of(ante=100)
    s, steps = _ok(cfg, [Join(1), Join(2), Shuffle(SORTED), Deal(), Call(1), Misdeal()])
    returned = [o for o in steps[-1].outcomes if isinstance(o, Returned)]
    assert sorted((o.seat, o.amount) for o in returned) == [(1, 300), (2, 300)]
    assert s.button == 2 and s.players == ()


def test_refusals_name_their_clause_and_change_nothing() -> None:
    cfg = cfg_of(variant="triple_draw_2_7")
    _refused(cfg, State(), Join(8), "pa:637a.20(b)", "7 players")
    s, _ = _ok(cfg, [Join(1), Join(2)])
    _refused(cfg, s, Join(1), "pa:637a.20(b)")
    _refused(cfg, s, Deal(), "pa:637a.20(f)", "shuffled")
    _refused(cfg, s, Shuffle(SORTED[:51] + SORTED[:1]), "pa:637a.20(f)")
    _refused(cfg, s, Misdeal(), "pa:637a.20")
    s, _ = _ok(cfg, [Shuffle(SORTED), Deal()], s)
    _refused(cfg, s, Leave(1), "pa:637a.20(g)")
    _refused(cfg, s, Draw(2), "pa:637a.20(h)")
    _refused(cfg, s, Shuffle(SORTED), "pa:637a.20(f)")
    s, _ = _ok(cfg, [Call(1), Check(2)], s)
    _refused(cfg, s, Check(1), "pa:637a.20(h)", "drawing")
    _refused(cfg, s, Draw(2), "pa:637a.20(h)", "seat 1 draws first")
    _refused(cfg, s, Draw(1, (s.hands[2][0],)), "pa:637a.20(h)", "own hand")
    _refused(cfg, s, Draw(1, s.hands[1][:1] * 2), "pa:637a.20(h)")
    st_ = step(cfg, s, object())
    assert st_.state is s and isinstance(st_.outcomes[0], Rejected)


# --- properties -------------------------------------------------------------------------------------


def _cards_of(s: State) -> Counter[Any]:
    return Counter([*s.deck, *s.board, *s.burns, *s.mucked, *(c for h in s.hands.values() for c in h),
                    *(c for h in s.thrown.values() for c in h)]) if s.deck is not None else Counter(DECK)


PROFILES = [{}, {"variant": "omaha_high", "betting": "pot_limit", "ante": 100, "straddle": 400},
            {"variant": "triple_draw_2_7", "split": "badeucey", "betting": "no_limit", "reshuffle_burns": True},
            {"variant": "triple_draw_a_5", "reshuffle_folded": True, "raise_cap": 0},
            {"variant": "badugi", "blinds": [100, 200, 200]}]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PROFILES), st.data())
def test_random_rounds_keep_every_card_and_chip(profile: dict[str, Any], data: st.DataObject) -> None:
    """Over random rounds: the 52 cards are always all accounted for while dealt; each round's settlements net to
    zero (the pot is shared out exactly, no rake); every hand keeps its size through the draws; and refused events
    change nothing."""
    cfg = cfg_of(**profile)
    seats = sorted(data.draw(st.sets(st.integers(1, cfg.players), min_size=len(cfg.blinds) + 2,
                                     max_size=cfg.players)))
    s, _ = _ok(cfg, [Join(p) for p in seats])
    for _ in range(3):
        s, _ = _ok(cfg, [Shuffle(tuple(data.draw(st.permutations(SORTED)))), Deal(bool(cfg.straddle))], s)
        net: dict[int, int] = {}
        while s.phase is not Phase.OPEN:
            assert set(_cards_of(s)) == DECK and sum(_cards_of(s).values()) == 52
            assert all(len(h) == cfg.variant.hole_cards for h in s.hands.values())
            seat = s.to_act
            assert seat is not None
            if s.phase is Phase.DRAWING:
                discards = tuple(c for c in s.hands[seat] if data.draw(st.booleans()))
                pool = reshuffle_pool(cfg, s, seat) if len(discards) > len(s.deck or ()) else []
                e: Any = Draw(seat, discards, tuple(pool))
            else:
                owed = s.bet - s.bets.get(seat, 0)
                e = data.draw(st.sampled_from([Fold(seat), Call(seat) if owed else Check(seat),
                                               Bet(seat, least_bet(cfg, s)), Check(seat)]))
            st_ = step(cfg, s, e)
            if st_.rejected:
                assert st_.state is s
                continue
            for k, v in _money([st_]).items():
                net[k] = net.get(k, 0) + v
            s = st_.state
        assert sum(net.values()) == 0
