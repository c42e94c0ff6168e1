"""Random legal and illegal event sequences against the Craps model.

Every step runs the model's contracts (chip conservation, unchanged state on a
refusal, the State invariants); on top, this machine checks that the legal-event
descriptors are accepted, that every clause an outcome cites exists in the
table's edition, and that refusals carry a clause.
"""

from __future__ import annotations

from hypothesis import note, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from croupier.reference.craps import (
    AcceptDice,
    Bet,
    InvalidReason,
    InvalidThrow,
    Join,
    Kind,
    NoRoll,
    NoRollGround,
    PlaceBet,
    RemoveBet,
    Role,
    State,
    Throw,
    profile_from_mapping,
    step,
)
from croupier.reference.craps.legal import legal_events, spots
from croupier.reference.outcomes import Commission, Notice, Rejected, Returned, Settlement

PROFILES = [
    {},
    {"ruleset": "pa-623a@2012", "lay_vig": "upfront", "buy_vig": "upfront"},
    {"odds_multiple": {"4": 3, "5": 4, "6": 5, "8": 5, "9": 4, "10": 3}, "dont_odds_multiple": 6, "fire_paytable": "B",
     "buy_vig": "on_win", "lay_vig": "on_win", "come_odds_on_come_out": "off_unless_called_on",
     "fire_carry_over": "freeze", "bonus_window": "any_come_out", "table_min": 100,
     "after_win": "returned"},
    {"game": "mini_craps", "table_min": 100, "seat_lock": "own_wagers_decided", "rounding": "floor_to_chip",
     "fire_point_source": "come_out_and_come_points", "bonus_on_shooter_change": "reset"},
    {"ruleset": "pa-623a@2013p", "fire_ending_seven": "any_seven", "come_placement": "any_non_first_roll",
     "marker_scope": "single_roll", "bonus_removable": True, "odds_payable_excess": False},
]
dice = st.integers(1, 6)


class CrapsMachine(RuleBasedStateMachine):
    @initialize(profile=st.sampled_from(PROFILES), players=st.integers(1, 4))
    def open_table(self, profile: dict, players: int) -> None:
        self.cfg = profile_from_mapping(profile)
        self.s = State()
        note(f"profile {profile}")
        for seat in range(1, players + 1):
            self.apply(Join(seat))

    def apply(self, e: object) -> tuple:
        st_ = step(self.cfg, self.s, e)  # type: ignore[arg-type]
        note(f"{e!r} -> {st_.outcomes!r}")
        rules = self.cfg.rules
        for o in st_.outcomes:
            if isinstance(o, Rejected):
                assert o.clause in rules, o
                assert st_.state == self.s
            elif isinstance(o, (Settlement, Commission, Returned, Notice)):
                assert o.clauses and all(c in rules for c in o.clauses), o
        self.s = st_.state
        return st_.outcomes

    @rule(data=st.data())
    def legal_event(self, data: st.DataObject) -> None:
        """Any event the descriptors call legal is accepted."""
        options = [x for x in legal_events(self.cfg, self.s) if x.event not in ("join", "leave")]
        if not options:
            return
        x = data.draw(st.sampled_from(options))
        amount = data.draw(st.integers(x.min // x.unit, x.max // x.unit)) * x.unit if x.unit else None
        e = x.to_event(amount=amount, dice=(data.draw(dice), data.draw(dice)))
        outcomes = self.apply(e)
        assert not any(isinstance(o, Rejected) for o in outcomes), (x, outcomes)

    @precondition(lambda self: self.s.shooter is not None)
    @rule(d1=dice, d2=dice, line=st.sampled_from([Kind.PASS, Kind.DONT_PASS]))
    def shooter_throws(self, d1: int, d2: int, line: Kind) -> None:
        """Steer toward play: the shooter keeps a line bet and throws."""
        if self.s.point is None and not self.s.come_bets_only:
            self.apply(PlaceBet(self.s.shooter, Bet(line), max(self.cfg.limits_for(line)[0], self.cfg.chip)))
        self.apply(Throw(d1, d2))

    @precondition(lambda self: self.s.shooter is None)
    @rule()
    def someone_takes_the_dice(self) -> None:
        from croupier.reference.craps import offeree

        seat, _ = offeree(self.cfg, self.s)
        if seat is not None:
            self.apply(AcceptDice(seat))

    @rule(seat=st.integers(0, 20), bet=st.sampled_from(spots()), amount=st.integers(-100, 200_000))
    def any_bet(self, seat: int, bet: Bet, amount: int) -> None:
        """Legal or not: a refusal names a clause and changes nothing (checked in apply)."""
        self.apply(PlaceBet(seat, bet, amount))

    @rule(seat=st.integers(1, 4), bet=st.sampled_from(spots()))
    def take_down(self, seat: int, bet: Bet) -> None:
        self.apply(RemoveBet(seat, bet))

    @rule(d1=st.integers(-1, 8), d2=st.integers(-1, 8))
    def any_throw(self, d1: int, d2: int) -> None:
        outcomes = self.apply(Throw(d1, d2))
        if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
            assert any(isinstance(o, Rejected) for o in outcomes)

    @rule(ground=st.sampled_from(NoRollGround), caller=st.sampled_from(Role))
    def no_roll(self, ground: NoRollGround, caller: Role) -> None:
        self.apply(NoRoll(ground, caller))

    @rule(lost=st.booleans())
    def invalid_throw(self, lost: bool) -> None:
        self.apply(InvalidThrow(InvalidReason.DIE_OFF_TABLE, lost))

    @invariant()
    def fire_counts_are_at_most_six(self) -> None:
        assert all(len(p) <= 6 for _, p in self.s.fire_points)


TestCraps = CrapsMachine.TestCase
