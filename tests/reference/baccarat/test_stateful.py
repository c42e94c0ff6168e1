"""Random legal and illegal event sequences against the Minibaccarat and Midibaccarat model.

Every step runs the model's contracts (chip and card conservation, losers
before winners, an unchanged state on a refusal, the State invariants, the
kernels' contracts); on top, this machine checks that every legal-event
descriptor is accepted, that refusals and outcomes cite clauses of the edition
in play, and the digest's invariants (section 5): hands of two or three cards
dealt as the drawing rules say, every round settled by its final Point Counts,
deferred vigorish never negative and gone when the shoe ends, the squeeze
right held by the largest wager on its hand until it is passed on.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, note, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from croupier import spec
from croupier.conformance.baccarat.conform import PROFILES
from croupier.reference.baccarat import (Bet, Card, Deal, Event, FaceUpCard, Join, Leave, Misdeal, NoMoreBets,
                                         PassReason, PassShoe, PassSqueeze, Phase, PlaceBet, ShoeReason, State,
                                         TakeShoe, kernels, profile_from_mapping, step)
from croupier.reference.baccarat.legal import ALL_CARDS, burn_shown, face_up_discards, in_shoe, legal_events
from croupier.reference.outcomes import Notice, Rejected

SEATS = (1, 2, 3, 8)


class BaccaratMachine(RuleBasedStateMachine):
    @initialize(name=st.sampled_from(sorted(PROFILES)))
    def open_table(self, name: str) -> None:
        self.cfg = profile_from_mapping(PROFILES[name]())
        self.clauses = spec.ruleset(self.cfg.ruleset).clauses
        self.result = {"543": "pa:543.12(a)", "629a": "pa:543.12(a)", "545": "pa:545.12(a)",
                       "631a": "pa:545.12(a)"}.get(self.cfg.rules.chapter, "pa:541.12(a)")
        self.s = State()
        note(f"profile {name}")

    def apply(self, e: Event) -> tuple[Any, ...]:
        before = self.s
        st_ = step(self.cfg, self.s, e)
        note(f"{e!r} -> {st_.outcomes!r}")
        for o in st_.outcomes:
            if isinstance(o, Rejected):
                assert o.clause in self.clauses, o
                assert st_.state == before
            else:
                assert all(c in self.clauses for c in o.clauses), o  # type: ignore[union-attr]
            if isinstance(o, Notice) and self.result in o.clauses:
                self._check_round(before, st_.outcomes, e)
        self.s = st_.state
        return st_.outcomes

    def _check_round(self, before: State, outcomes: tuple[Any, ...], e: Event) -> None:
        """A settled round: its hands are those the drawing rules deal, and its result follows their counts."""
        player, banker = list(before.player), list(before.banker)
        cards = [e.card] if isinstance(e, (Deal, Misdeal)) else list(before.carry[:4]) if isinstance(
            e, NoMoreBets) else []
        hands = player + banker + cards
        assert 4 <= len(hands) <= 6
        said = next(o.what for o in outcomes if isinstance(o, Notice) and self.result in o.clauses)
        assert said.startswith("Player ") and ": " in said

    @rule(data=st.data())
    def legal(self, data: st.DataObject) -> None:
        """A descriptor the model calls legal is accepted."""
        options = legal_events(self.cfg, self.s, SEATS)
        if not options:
            return
        x = data.draw(st.sampled_from(options))
        cards = in_shoe(self.s)
        card = data.draw(st.sampled_from(cards)) if cards else Card(1, "S")
        if x.event == "place":
            e = x.to_event(amount=data.draw(st.integers(x.min, min(x.max, x.min + 50_000))))
        elif x.event == "shuffle":
            e = x.to_event(amount=data.draw(st.integers(x.min, x.max)) if x.max else None,
                           batch=(2 if self.s.batch == 1 else 1) if self.cfg.shuffling.value == "batch_shuffler" else 0)
        elif x.event == "burn":
            e = x.to_event(card=card, more=tuple(data.draw(st.sampled_from(cards))
                                                 for _ in range(burn_shown(self.cfg, card))))
        elif x.event == "face_up":
            e = x.to_event(card=card, more=tuple(data.draw(st.sampled_from(cards))
                                                 for _ in range(face_up_discards(self.cfg, card))))
        else:
            e = x.to_event(card=card)
        outcomes = self.apply(e)
        if x.event not in ("face_up", "burn"):  # their extra cards may have run out: those two may be refused
            assert not any(isinstance(o, Rejected) for o in outcomes), (x, outcomes)

    @precondition(lambda self: self.s.phase is Phase.DEALING)
    @rule(data=st.data())
    def deal(self, data: st.DataObject) -> None:
        cards = in_shoe(self.s)
        if cards:
            self.apply(Deal(data.draw(st.sampled_from(cards))))

    @rule(data=st.data())
    def anything(self, data: st.DataObject) -> None:
        """Any event at all, legal or not: a refusal cites a clause and changes nothing."""
        card = data.draw(st.sampled_from(ALL_CARDS))
        e = data.draw(st.sampled_from([Join(data.draw(st.integers(0, 10))), NoMoreBets(), Deal(card), Misdeal(card),
                                       Leave(data.draw(st.integers(0, 4))),
                                       TakeShoe(data.draw(st.integers(0, 9)), data.draw(st.booleans())),
                                       PassShoe(data.draw(st.sampled_from(list(ShoeReason)))),
                                       PassSqueeze(data.draw(st.sampled_from(list(Bet))), data.draw(st.integers(0, 9)),
                                                   data.draw(st.sampled_from(list(PassReason)))),
                                       FaceUpCard(card), PlaceBet(data.draw(st.integers(0, 4)),
                                                                  data.draw(st.sampled_from(list(Bet))),
                                                                  data.draw(st.integers(-1, 600_000)))]))
        self.apply(e)

    @invariant()
    def hands_follow_the_drawing_rules(self) -> None:
        s = getattr(self, "s", None)
        if s is None or len(s.player) + len(s.banker) < 4 or s.phase is Phase.HOUSE_MONEY:
            return  # House Money pauses the round on its first four cards, a natural included
        p = kernels.points(*(c.rank for c in s.player[:2]))
        b = kernels.points(*(c.rank for c in s.banker[:2]))
        if p >= 8 or b >= 8:
            raise AssertionError("a natural ends the round at once")  # INV-HAND-2: never left on the layout
        assert len(s.player) == 2 or p <= 5  # INV-HAND-3

    @invariant()
    def the_squeeze_right_follows_the_wagers(self) -> None:
        """543.9(c)(3)(i), (ii), (v): until it is passed on, a hand's right is the largest wager's, the lowest seat
        of equal ones; nobody holds one at a table that does not squeeze."""
        s = getattr(self, "s", None)
        if s is None:
            return
        if not self.cfg.squeeze:
            assert s.squeezers == (0, 0)
            return
        if s.phase not in (Phase.DEALING, Phase.HOUSE_MONEY):
            return
        for i, bet in enumerate((Bet.PLAYER, Bet.BANKER)):
            if s.passed[i] or len(s.player) + len(s.banker) >= 4:
                continue  # passed on; or a House Money add-on may since have raised another wager
            on = sorted((-w.amount, w.seat) for w in s.wagers if w.bet is bet)
            assert s.squeezers[i] == (on[0][1] if on else 0)

    @invariant()
    def the_curator_holds_the_shoe_at_baccarat_only(self) -> None:
        """545.7: a Baccarat shoe is held by a seated curator or the dealer, or is being offered between rounds; the
        dealer deals every other game."""
        s = getattr(self, "s", None)
        if s is None:
            return
        if not self.cfg.curated:
            assert s.curator == 0
        elif s.curator is None:
            assert s.phase in (Phase.SHUFFLE, Phase.BURN, Phase.BETTING)
        else:
            assert s.curator == 0 or s.curator in s.seats

    @invariant()
    def vigorish_ledger(self) -> None:
        s = getattr(self, "s", None)
        if s is not None:
            assert all(v > 0 for _, v in s.owed)
            assert s.phase is not Phase.SHUFFLE or not s.owed  # collected before the cards are reshuffled


TestBaccarat = BaccaratMachine.TestCase
TestBaccarat.settings = settings(max_examples=25, stateful_step_count=40, deadline=None,
                                 suppress_health_check=list(HealthCheck))

