"""Random legal and illegal event sequences against the Sic Bo model.

Every step runs the model's contracts (chip conservation, losers before
winners, unchanged state on a refusal, the State invariants); on top, this
machine checks that every legal-event descriptor is accepted, that refusals
carry a clause of pa-625a@2012, and that money is conserved over the run: what
the players put down equals what is on the layout, plus what came back, plus
what the house collected.
"""

from __future__ import annotations

from hypothesis import HealthCheck, note, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from croupier import spec
from croupier.reference.outcomes import Notice, Rejected, Result, Returned, Settlement
from croupier.reference.sicbo import (
    SPOTS,
    Enter,
    Malfunction,
    Medium,
    NoMoreBets,
    Part,
    PlaceBet,
    Reveal,
    Shake,
    Spot,
    State,
    legal_events,
    profile_from_mapping,
    step,
)
from croupier.reference.sicbo.definitions import Kind

PROFILES = [
    {},
    {"shaker": "automated", "two_of_a_kind_on_triple": "loses", "total_on_triple": "loses"},
    {"wager_removal_before_close": False, "device_fail_before_reveal": "void", "settlement_source": "dice",
     "resume_after_malfunction": "device_only", "table_min": 100},
    {"offered": ["small", "big", "one_of_a_kind"], "table_max": 10_000},
]
CLAUSES = spec.ruleset("pa-625a@2012").clauses
dice = st.integers(1, 6)
SEATS = (1, 2, 3)


class SicBoMachine(RuleBasedStateMachine):
    @initialize(profile=st.sampled_from(PROFILES))
    def open_table(self, profile: dict) -> None:
        self.cfg = profile_from_mapping(profile)
        self.s = State()
        self.put = self.back = self.collected = 0
        self.paid = 0
        note(f"profile {profile}")

    def apply(self, e: object) -> tuple:
        st_ = step(self.cfg, self.s, e)  # type: ignore[arg-type]
        note(f"{e!r} -> {st_.outcomes!r}")
        for o in st_.outcomes:
            if isinstance(o, Rejected):
                assert o.clause in CLAUSES, o
                assert st_.state == self.s
            elif isinstance(o, (Settlement, Notice, Returned)):
                assert all(c in CLAUSES for c in o.clauses), o
            if isinstance(o, Returned):
                self.back += o.amount
            if isinstance(o, Settlement) and o.result is Result.LOSE:
                self.collected += o.amount
            if isinstance(o, Settlement) and o.result is Result.WIN:
                self.paid += o.amount
        if isinstance(e, PlaceBet) and not st_.rejected:
            self.put += e.amount
        self.s = st_.state
        return st_.outcomes

    @rule(data=st.data(), d=st.tuples(dice, dice, dice), amount=st.integers(1, 40) )
    def legal_event(self, data: st.DataObject, d: tuple[int, int, int], amount: int) -> None:
        """Any descriptor from legal_events is accepted."""
        legal = legal_events(self.cfg, self.s, SEATS)
        if not legal:
            return
        x = data.draw(st.sampled_from(legal))
        if x.event == "enter":
            d = self.s.dice or d
        e = x.to_event(amount=min(x.max, max(x.min, amount * 100)) if x.event == "place" else None, dice=d)
        outs = self.apply(e)
        assert not any(isinstance(o, Rejected) for o in outs), (x, outs)

    @rule(seat=st.sampled_from(SEATS), spot=st.sampled_from(SPOTS), amount=st.integers(-100, 600_000),
          medium=st.sampled_from(Medium))
    def any_wager(self, seat: int, spot: Spot, amount: int, medium: Medium) -> None:
        """A wager of any amount, on any spot, by any medium: accepted or refused with a clause."""
        self.apply(PlaceBet(seat, spot, amount, medium))

    @rule(kind=st.sampled_from(Kind), a=st.integers(0, 19), b=st.integers(0, 7))
    def odd_spot(self, kind: Kind, a: int, b: int) -> None:
        spot = Spot(kind, a, b)
        outs = self.apply(PlaceBet(1, spot, 1000))
        if spot.problem() is not None:
            assert [spot.problem()[0]] == [o.clause for o in outs if isinstance(o, Rejected)]  # type: ignore[index]

    @rule(d=st.tuples(st.integers(-1, 8), st.integers(-1, 8), st.integers(-1, 8)))
    def reveal_any(self, d: tuple[int, int, int]) -> None:
        self.apply(Reveal(*d))
        self.apply(Enter(*d, supervisor=True))

    @rule(e=st.sampled_from([Shake(), Shake(shakes=2), NoMoreBets(), Malfunction(Part.DEVICE), Malfunction(Part.DISPLAY)]))
    def any_procedure(self, e: object) -> None:
        self.apply(e)

    @invariant()
    def money_is_conserved(self) -> None:
        """Chips put down = chips on the layout + chips handed back + chips the house collected."""
        if hasattr(self, "s"):
            assert self.put == self.s.layout_total + self.back + self.collected


TestSicBo = SicBoMachine.TestCase
TestSicBo.settings = settings(max_examples=60, stateful_step_count=40, deadline=None,
                              suppress_health_check=[HealthCheck.too_slow])
