"""Random legal and illegal event sequences against the Three Dice Football model.

Every step runs the model's contracts (chip conservation, Defense first, the
extra point order, unchanged state on a refusal, the State invariants, the
kernels' contracts); on top, this machine checks that every legal-event
descriptor is accepted, that refusals carry a clause of pa-661a@2013p and leave
the state unchanged, that money is conserved over the run, and the digest's
invariants (section 4): the marker on the 1 to 23 and the play on 1 to 6 while
live, every game ended by play 6, Touchdown and Defense settled opposite ways.
"""

from __future__ import annotations

from hypothesis import HealthCheck, note, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from croupier import spec
from croupier.reference.outcomes import Notice, Rejected, Result, Returned, Settlement
from croupier.reference.tdf import (
    BETS,
    AcceptDice,
    Bet,
    Cocked,
    DeclineDice,
    ExtraPointRoll,
    InvalidThrow,
    Join,
    Kind,
    Leave,
    Medium,
    NoRoll,
    NoRollGround,
    OfferDice,
    PassDice,
    Phase,
    PlaceBet,
    RemoveBet,
    State,
    Throw,
    VoidThrow,
    legal_events,
    profile_from_mapping,
    step,
)

PROFILES = [
    {},
    {"goal_series_mode": "literal_three_then_three", "touchdown_threshold": "pass_zero"},
    {"goal_status_sticky_after_penalty": False, "pre_first_throw_wager_requirement": "none",
     "single_play_removable_before_throw": False, "fractional_payout_policy": "round_down_to_min_unit"},
    {"single_play_on_extra_point_roll": True, "extra_point_roll_counts_as_play": True,
     "fractional_payout_policy": "reject_non_multiple_of_5", "pre_first_throw_wager_requirement": "every_seated_player"},
    {"offered": ["touchdown", "defense", "extra_point", "penalty"], "table_max": 10_000,
     "qb_may_voluntarily_pass": False},
]
CLAUSES = spec.ruleset("pa-661a@2013p").clauses
dice = st.integers(1, 6)
SEATS = (1, 2, 3, 16)


class TdfMachine(RuleBasedStateMachine):
    @initialize(profile=st.sampled_from(PROFILES))
    def open_table(self, profile: dict) -> None:
        self.cfg = profile_from_mapping(profile)
        self.s = State()
        self.put = self.back = self.collected = self.returned_with_win = 0
        note(f"profile {profile}")

    def apply(self, e: object) -> tuple:
        before = self.s
        st_ = step(self.cfg, self.s, e)  # type: ignore[arg-type]
        note(f"{e!r} -> {st_.outcomes!r}")
        for o in st_.outcomes:
            if isinstance(o, Rejected):
                assert o.clause in CLAUSES, o
                assert st_.state == before
            else:
                assert all(c in CLAUSES for c in o.clauses), o  # type: ignore[union-attr]
            if isinstance(o, Returned):
                self.back += o.amount
            if isinstance(o, Settlement):
                stake = before.wager(o.seat, o.bet).amount  # type: ignore[union-attr]
                if o.result is Result.LOSE:
                    assert stake == o.amount
                    self.collected += stake
                else:
                    self.returned_with_win += stake
        kinds = {o.bet.kind: o.result for o in st_.outcomes if isinstance(o, Settlement) and o.seat == 1}
        if Kind.TOUCHDOWN in kinds and Kind.DEFENSE in kinds:
            assert kinds[Kind.TOUCHDOWN] is not kinds[Kind.DEFENSE], "Touchdown and Defense are complementary"
        if isinstance(e, PlaceBet) and not st_.rejected:
            self.put += e.amount
        self.s = st_.state
        return st_.outcomes

    @rule(data=st.data(), d=st.tuples(dice, dice, dice), amount=st.integers(1, 40))
    def legal_event(self, data: st.DataObject, d: tuple[int, int, int], amount: int) -> None:
        """Any descriptor from legal_events is accepted."""
        legal = legal_events(self.cfg, self.s, SEATS)
        if not legal:
            return
        x = data.draw(st.sampled_from(legal))
        e = x.to_event(amount=min(x.max, max(x.min, amount * 500)) if x.event == "place" else None, dice=d)
        outs = self.apply(e)
        assert not any(isinstance(o, Rejected) for o in outs), (x, outs)

    @rule(d=st.tuples(dice, dice, dice))
    def throw(self, d: tuple[int, int, int]) -> None:
        """Steer toward play: a throw (or the extra point roll) with any dice."""
        self.apply(ExtraPointRoll(*d) if self.s.phase is Phase.EXTRA_POINT else Throw(*d))

    @rule(seat=st.sampled_from(SEATS), bet=st.sampled_from(BETS), amount=st.integers(-100, 600_000),
          medium=st.sampled_from(Medium))
    def any_wager(self, seat: int, bet: Bet, amount: int, medium: Medium) -> None:
        """A wager of any amount, on any bet, by any medium: accepted or refused with a clause."""
        self.apply(PlaceBet(seat, bet, amount, medium))

    @rule(seat=st.integers(0, 18), bet=st.sampled_from(BETS))
    def any_seat_event(self, seat: int, bet: Bet) -> None:
        for e in (Join(seat), AcceptDice(seat), DeclineDice(seat), RemoveBet(seat, bet), Leave(seat)):
            self.apply(e)

    @rule(kind=st.sampled_from(Kind), n=st.integers(-1, 8))
    def odd_bet(self, kind: Kind, n: int) -> None:
        bet = Bet(kind, n)
        outs = self.apply(PlaceBet(1, bet, 1000))
        if bet.problem() is not None and 1 in self.s.seats:
            assert [bet.problem()[0]] == [o.clause for o in outs if isinstance(o, Rejected)]  # type: ignore[index]

    @rule(d=st.tuples(st.integers(-1, 8), st.integers(-1, 8), st.integers(-1, 8)), cocked=st.sampled_from(Cocked))
    def throw_any(self, d: tuple[int, int, int], cocked: Cocked) -> None:
        self.apply(Throw(*d, cocked=cocked))
        self.apply(ExtraPointRoll(*d))

    @rule(e=st.sampled_from([OfferDice(), InvalidThrow(), InvalidThrow(lost=True), VoidThrow(), PassDice()]
                            + [NoRoll(g) for g in NoRollGround]))
    def any_procedure(self, e: object) -> None:
        self.apply(e)

    @invariant()
    def money_is_conserved(self) -> None:
        """Chips put down = chips on the layout + chips handed back + stakes collected + winners' stakes returned."""
        if hasattr(self, "s"):
            assert self.put == self.s.layout_total + self.back + self.collected + self.returned_with_win

    @invariant()
    def the_drive_stays_on_the_field(self) -> None:
        """661a.2(b)(4)-(6): while live, the marker on the 1 to 23 (0 under pass_zero), down 1-3, play 1-6."""
        if hasattr(self, "s") and self.s.phase is Phase.DRIVE:
            low = 1 if self.cfg.reach_zero else 0
            assert low <= self.s.yard <= 23 and 1 <= self.s.down <= 3 and 1 <= self.s.play <= 6

    @invariant()
    def full_game_wagers_only_between_throws(self) -> None:
        """661a.3(e), 661a.6(d): no single play wager outlives its throw, so after a throw only new ones are up."""
        if hasattr(self, "s"):
            assert all(w.seat in self.s.seats for w in self.s.wagers)


TestTdf = TdfMachine.TestCase
TestTdf.settings = settings(max_examples=60, stateful_step_count=40, deadline=None,
                            suppress_health_check=[HealthCheck.too_slow])
