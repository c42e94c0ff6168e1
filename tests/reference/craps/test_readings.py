"""Each named reading of an open question changes the outcome the way its option says (both branches)."""

from __future__ import annotations

from fractions import Fraction

from croupier.reference.craps import (
    AcceptDice,
    Bet,
    CallOn,
    Join,
    Kind,
    Leave,
    PassDice,
    PlaceBet,
    RemoveBet,
    Throw,
    profile_from_mapping,
    replay,
    step,
)
from croupier.reference.outcomes import Rejected, Result, Returned, Settlement

PASS, FIELD, FIRE = Bet(Kind.PASS), Bet(Kind.FIELD), Bet(Kind.FIRE)


def settled(outcomes: tuple) -> set[tuple]:
    return {(o.seat, str(o.bet), o.result, o.amount) for o in outcomes if isinstance(o, Settlement)}


def play(options: dict, events: list) -> tuple:
    cfg = profile_from_mapping(options)
    s, steps = replay(cfg, [Join(1), Join(2), AcceptDice(1)] + events)
    return cfg, s, steps


def test_line_bet_rule() -> None:
    """pa:623a.8(a) (AMB-23): a line bet before every come-out, or only before the hand's first."""
    events = [PlaceBet(1, PASS, 1000), Throw(3, 4)]  # natural: the Pass Bet is paid and returned
    cfg, s, _ = play({}, events)
    assert "pa:623a.8(a)" == step(cfg, s, Throw(3, 4)).outcomes[0].clause
    cfg, s, _ = play({"line_bet_rule": "first_come_out"}, events)
    assert not step(cfg, s, Throw(3, 4)).rejected


def come_only_seven(option: str) -> tuple:
    events = [PlaceBet(1, PASS, 1000), Throw(2, 2), PlaceBet(2, Bet(Kind.COME), 1000), Throw(2, 3), Throw(1, 3),
              PassDice(), Join(3)]
    cfg = profile_from_mapping({"come_only_seven": option})
    s, _ = replay(cfg, [Join(1), Join(2), AcceptDice(1)] + events)
    from croupier.reference.craps import DeclineDice

    s, _ = replay(cfg, [DeclineDice(2), DeclineDice(3), DeclineDice(1)], s)
    s, _ = replay(cfg, [AcceptDice(1)], s)
    assert s.come_bets_only
    return cfg, step(cfg, s, Throw(3, 4))


def test_come_only_seven() -> None:
    """pa:623a.10(b) (AMB-20): a 7 while rolling only for Come bets moves the dice, or does not."""
    _, loser = come_only_seven("loser_seven")
    assert loser.state.shooter is None
    _, not_loser = come_only_seven("not_loser")
    assert 1 == not_loser.state.shooter
    assert {(2, "come 5", Result.LOSE, 1000)} == settled(loser.outcomes) == settled(not_loser.outcomes)


def test_after_win() -> None:
    """pa:623a.4(c) (AMB-17): a winning Field bet stays up, or comes back."""
    for option, stays in (("stays_up", True), ("returned", False)):
        _, s, steps = play({"after_win": option}, [PlaceBet(2, FIELD, 500), PlaceBet(1, PASS, 1000), Throw(1, 1)])
        assert (2, "field", Result.WIN, 1000) in settled(steps[-1].outcomes)
        assert stays == (s.wager(2, FIELD) is not None)


def test_bar12_returns_the_dont_bet() -> None:
    """pa:623a.3(a)(2)(iii) (AMB-31, fixed): a Don't Pass on a come-out 12 is returned and the wager ends."""
    _, s, steps = play({}, [PlaceBet(1, Bet(Kind.DONT_PASS), 1000), Throw(6, 6)])
    assert {(1, "dont_pass", Result.VOID, 1000)} == settled(steps[-1].outcomes)
    assert s.wager(1, Bet(Kind.DONT_PASS)) is None


def test_odds_are_not_elected_but_follow_the_flat_wager() -> None:
    """pa:623a.6: odds may be taken behind any offered flat wager; a profile cannot list them as elections."""
    import pytest

    from croupier.reference.errors import ConfigError

    with pytest.raises(ConfigError, match="pass_odds"):
        profile_from_mapping({"offered": ["pass", "pass_odds"]})
    cfg = profile_from_mapping({"offered": ["pass", "field"]})
    assert cfg.offers(Kind.PASS_ODDS) and not cfg.offers(Kind.DONT_PASS_ODDS)


def test_marker_scope() -> None:
    """pa:623a.3(a)(5) (AMB-16): an "on" marker lasts until revoked, or for one come-out roll."""
    place6 = Bet(Kind.PLACE_WIN, 6)
    events = [PlaceBet(2, place6, 600), CallOn(2, place6), PlaceBet(1, PASS, 1000), Throw(1, 1), PlaceBet(1, PASS, 1000),
              Throw(3, 3)]
    _, _, steps = play({}, events)
    assert (2, "place_win 6", Result.WIN, 700) in settled(steps[-1].outcomes)
    _, _, steps = play({"marker_scope": "single_roll"}, events)
    assert (2, "place_win 6", Result.WIN, 700) not in settled(steps[-1].outcomes)


def test_fire_ending_seven() -> None:
    """pa:623a.3(a)(40) (AMB-01): a come-out natural 7 leaves a Fire Bet pending, or decides it."""
    events = [PlaceBet(2, FIRE, 500), PlaceBet(1, PASS, 1000), Throw(3, 4)]
    _, s, steps = play({}, events)
    assert s.wager(2, FIRE) is not None
    _, s, steps = play({"fire_ending_seven": "any_seven"}, events)
    assert (2, "fire", Result.LOSE, 500) in settled(steps[-1].outcomes)


def test_fire_point_source() -> None:
    """pa:623a.11(a)(4) (AMB-02): come points made count for the Fire Bet only under the wider reading."""
    events = [PlaceBet(2, FIRE, 500), PlaceBet(1, PASS, 1000), Throw(2, 2), PlaceBet(2, Bet(Kind.COME), 1000),
              Throw(4, 5), Throw(4, 5)]
    _, s, _ = play({}, events)
    assert 0 == s.fire_count(s.hand)
    _, s, _ = play({"fire_point_source": "come_out_and_come_points"}, events)
    assert 1 == s.fire_count(s.hand)


def test_rounding() -> None:
    """pa:623a.5(a) (AMB-13): a $10 Place Bet on the 6 wins $11.67 exactly, or $11 floored to the chip."""
    place6 = Bet(Kind.PLACE_WIN, 6)
    events = [PlaceBet(1, PASS, 1000), Throw(2, 2), PlaceBet(2, place6, 1000), Throw(3, 3)]
    _, _, steps = play({}, events)
    assert (2, "place_win 6", Result.WIN, Fraction(3500, 3)) in settled(steps[-1].outcomes)
    _, _, steps = play({"rounding": "floor_to_chip"}, events)
    assert (2, "place_win 6", Result.WIN, 1100) in settled(steps[-1].outcomes)


def test_odds_payable_excess() -> None:
    """pa:623a.6(f) (AMB-12): $6 odds behind a $5 Pass on the 5 only with the payable-excess election."""
    events = [PlaceBet(1, PASS, 500), Throw(2, 3)]
    cfg, s, _ = play({}, events)
    assert not step(cfg, s, PlaceBet(1, Bet(Kind.PASS_ODDS), 600)).rejected
    cfg, s, _ = play({"odds_payable_excess": False}, events)
    assert "pa:623a.6(e)" == step(cfg, s, PlaceBet(1, Bet(Kind.PASS_ODDS), 600)).outcomes[0].clause


def test_vig_refund_on_removal() -> None:
    """pa:623a.5(g)(3) (AMB-15): an upfront Buy vig is kept when the bet comes down, or refunded."""
    buy4 = Bet(Kind.BUY, 4)
    for refund in (False, True):
        cfg, s, _ = play({"buy_vig": "upfront", "vig_refund_on_removal": refund}, [PlaceBet(2, buy4, 2000)])
        out = step(cfg, s, RemoveBet(2, buy4)).outcomes
        returned = sorted(o.amount for o in out if isinstance(o, Returned))
        assert ([100, 2000] if refund else [2000]) == returned


def test_come_placement() -> None:
    """pa:623a.3(a)(3) (AMB-18): Come Bets only with a point set, or before any roll but the game's first."""
    events = [PlaceBet(1, PASS, 1000), Throw(3, 4), PlaceBet(1, PASS, 1000)]
    cfg, s, _ = play({}, events)
    assert step(cfg, s, PlaceBet(2, Bet(Kind.COME), 1000)).rejected
    cfg, s, _ = play({"come_placement": "any_non_first_roll"}, events)
    assert not step(cfg, s, PlaceBet(2, Bet(Kind.COME), 1000)).rejected


def test_bonus_on_shooter_change_and_removal() -> None:
    """pa:623a.12(5) (AMB-10a) and pa:623a.12(2) (AMB-07): Bonus wagers across a hand-over, and taking one down."""
    small = Bet(Kind.ALL_SMALL)
    events = [PlaceBet(2, small, 500), PlaceBet(1, PASS, 1000), Throw(1, 1), PassDice()]
    _, s, _ = play({}, events)
    assert s.wager(2, small) is not None and {2} == s.bonus_marked
    _, s, steps = play({"bonus_on_shooter_change": "reset"}, events)
    assert s.wager(2, small) is None and not s.bonus_marked
    assert (2, "all_small", Result.VOID, 500) in settled(steps[-1].outcomes)
    cfg, s, _ = play({}, [PlaceBet(2, small, 500)])
    assert "pa:623a.12(2)" == step(cfg, s, RemoveBet(2, small)).outcomes[0].clause
    cfg, s, _ = play({"bonus_removable": True}, [PlaceBet(2, small, 500)])
    assert not step(cfg, s, RemoveBet(2, small)).rejected


def test_seat_lock() -> None:
    """pa:623a.4(e) (AMB-24): a Mini-Craps player who wagered stays until the line decision, or the next throw."""
    events = [PlaceBet(2, FIELD, 500), PlaceBet(1, PASS, 1000), Throw(2, 2)]
    cfg, s, _ = play({"game": "mini_craps", "table_min": 100}, events)
    out = step(cfg, s, Leave(2)).outcomes
    assert isinstance(out[0], Rejected) and "pa:623a.4(e)" == out[0].clause
    cfg, s, _ = play({"game": "mini_craps", "table_min": 100, "seat_lock": "throw"}, events)
    assert not step(cfg, s, Leave(2)).rejected


def test_line_bet_ends_come_bets_only_rolling() -> None:
    """pa:623a.10(b): when a player makes a Pass Bet, the game proceeds under 623a.8 and a point can be set."""
    cfg, s = come_only_seven("loser_seven")[0], None
    events = [PlaceBet(1, PASS, 1000), Throw(2, 2), PlaceBet(2, Bet(Kind.COME), 1000), Throw(2, 3), Throw(1, 3),
              PassDice()]
    from croupier.reference.craps import DeclineDice

    s, _ = replay(cfg, [Join(1), Join(2), AcceptDice(1)] + events + [DeclineDice(2), DeclineDice(1), AcceptDice(1)])
    assert s.come_bets_only
    s, _ = replay(cfg, [PlaceBet(1, PASS, 1000), Throw(4, 4)], s)
    assert not s.come_bets_only
    assert 8 == s.point


def test_mini_craps_defaults_to_nine_positions() -> None:
    """pa:623a.2(c): a Mini-Craps table seats at most nine."""
    from croupier.reference.craps import Game, TableConfig

    assert 9 == TableConfig(game=Game.MINI_CRAPS).positions
    assert 12 == TableConfig().positions
