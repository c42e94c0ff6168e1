"""Where the editions give different outcomes or citations (craps digest section 5)."""

from __future__ import annotations

from croupier.reference.craps import AcceptDice, Bet, Join, Kind, PlaceBet, Throw, profile_from_mapping, replay, step
from croupier.reference.outcomes import Commission, Rejected

LAY4 = Bet(Kind.LAY, 4)


def lay_vig(ruleset: str) -> Commission:
    cfg = profile_from_mapping({"ruleset": ruleset, "lay_vig": "upfront"})
    s, _ = replay(cfg, [Join(1)])
    out = step(cfg, s, PlaceBet(1, LAY4, 4000)).outcomes
    assert 1 == len(out) and isinstance(out[0], Commission)
    return out[0]


def test_lay_vig_is_on_the_possible_win_since_2014() -> None:
    """pa:623a.5(g)(3)(ii)(A): a $40 Lay against the 4 could win $20; 5% of that is $1."""
    c = lay_vig("pa-623a@2015")
    assert 100 == c.amount
    assert ("pa:623a.5(g)(3)(ii)(A)",) == c.clauses


def test_lay_vig_was_on_the_wager_in_2012() -> None:
    """pa:623a.5(g)(3) (2012): 5% of the $40 wagered is $2."""
    c = lay_vig("pa-623a@2012")
    assert 200 == c.amount
    assert ("pa:623a.5(g)(3)",) == c.clauses


def test_lay_vig_is_on_the_wager_under_the_2013_proposal_which_keeps_the_2012_rule() -> None:
    """pa:623a.5(g)(3) as the 2013 proposal carries it (unamended): 5% of the $40 wagered is $2 (issue 28: it charged
    $1, the 2015 rule, while citing the 2012 one)."""
    c = lay_vig("pa-623a@2013p")
    assert 200 == c.amount
    assert ("pa:623a.5(g)(3)",) == c.clauses


def test_bonus_craps_exists_only_from_the_2013_proposal() -> None:
    """pa:623a.3(a)(43) is not a wager of the 2012 edition."""
    for rid, accepted in (("pa-623a@2012", False), ("pa-623a@2013p", True), ("pa-623a@2015", True)):
        cfg = profile_from_mapping({"ruleset": rid})
        s, _ = replay(cfg, [Join(1)])
        out = step(cfg, s, PlaceBet(1, Bet(Kind.ALL_SMALL), 500)).outcomes
        assert accepted == (not out), (rid, out)


def test_maximum_bet_clause_is_relettered() -> None:
    """No wager above the posted maximum: 623a.5(j) today, 623a.5(i) in 2012."""
    for rid, clause in (("pa-623a@2015", "pa:623a.5(j)"), ("pa-623a@2012", "pa:623a.5(i)@2012")):
        cfg = profile_from_mapping({"ruleset": rid})
        s, _ = replay(cfg, [Join(1)])
        out = step(cfg, s, PlaceBet(1, Bet(Kind.FIELD), 600_000)).outcomes
        assert [Rejected(clause, "the maximum for this wager is 500000")] == list(out)


def test_pass_after_point_cites_the_wagered_rule_only_since_2015() -> None:
    """pa:623a.4(c)(1) bars wagering a Pass Bet after the point only in the 2015 text; the 2012 text and the 2013
    proposal, whose 623a.4(c)(1) bars only removing or reducing it, rely on 623a.3(a)(1) (issue 28, item 8)."""
    for rid, clause in (("pa-623a@2015", "pa:623a.4(c)(1)"), ("pa-623a@2012", "pa:623a.3(a)(1)"),
                        ("pa-623a@2013p", "pa:623a.3(a)(1)")):
        cfg = profile_from_mapping({"ruleset": rid})
        s, _ = replay(cfg, [Join(1), Join(2), AcceptDice(1), PlaceBet(1, Bet(Kind.PASS), 1000), Throw(2, 2)])
        out = step(cfg, s, PlaceBet(2, Bet(Kind.PASS), 1000)).outcomes
        assert clause == out[0].clause


def test_lay_on_win_vig_base_follows_the_edition() -> None:
    """AMB-14: an on-win Lay vig is 5% of what the Lay wins today, 5% of the wager under the 2012 rule."""
    from croupier.reference.outcomes import Settlement

    for rid, vig in (("pa-623a@2015", 100), ("pa-623a@2012", 200), ("pa-623a@2013p", 200)):
        cfg = profile_from_mapping({"ruleset": rid, "lay_vig": "on_win"})
        s, steps = replay(cfg, [Join(1), AcceptDice(1), PlaceBet(1, LAY4, 4000), PlaceBet(1, Bet(Kind.PASS), 1000),
                                Throw(2, 3), Throw(3, 4)])
        (lay,) = [o for o in steps[-1].outcomes if isinstance(o, Settlement) and o.bet == LAY4]
        assert (2000 - vig, vig) == (lay.amount, lay.commission), rid
