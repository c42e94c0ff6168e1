"""The generated Sic Bo conformance suite: rounds, irregularities and refusals in lockstep with the reference.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference
state; ``m``: an event in protocol form. Events come from what the reference
calls legal now (:func:`~croupier.reference.sicbo.legal_events`), from whole
rounds (wagers, shake or activation, "no more bets", the dice, their entry),
from rounds steered toward a win of a wager on the layout (a triple for a
Three of a Kind, a pair for a combination showing one face twice), from rounds
steered toward a paytable row the run has not paid yet (a wager on its spot,
then dice that win it at those odds: every Total, every combination), from the
irregularities of 625a.7 in any phase, and from deliberately illegal or
malformed events.
"""

from __future__ import annotations

import functools
import itertools
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.families import table as layout
from croupier.conformance.families.three_dice import ANY_DICE, FACES
from croupier.conformance.sicbo.codec import bet_text, encode_event
from croupier.reference.sicbo import SPOTS, Kind, Legal, Spot, legal_events
from croupier.reference.sicbo import kernels
from croupier.reference.sicbo.config import Shaker, TableConfig
from croupier.reference.sicbo.game import shaker_in_use
from croupier.reference.sicbo.state import (
    Abandon, Activate, Enter, Event, Malfunction, Medium, NoMoreBets, NoRoll, Part, Phase, PlaceBet, RemoveBet, Repair,
    Reveal, Shake, ShakerFailure, State, SwitchToManual,
)

__all__ = ["OFF_LAYOUT", "SicBoConformance", "THROWS", "start_event", "wins"]

Message = dict[str, Any]

#: the seats the suite plays
SEATS = (1, 2, 3)
#: every ordered throw of three dice
THROWS: tuple[tuple[int, int, int], ...] = tuple((a, b, c) for a, b, c in itertools.product(range(1, 7), repeat=3))
#: well-formed bets on spots the layout does not have (refused under their 625a.3 paragraph)
OFF_LAYOUT: tuple[Spot, ...] = (
    Spot(Kind.TOTAL_VALUE_BET, 3), Spot(Kind.TOTAL_VALUE_BET, 18), Spot(Kind.TWO_DICE_COMBINATION, 2, 2),
    Spot(Kind.TWO_DICE_COMBINATION, 4, 1), Spot(Kind.THREE_OF_A_KIND, 7), Spot(Kind.TWO_OF_A_KIND, 0),
    Spot(Kind.ONE_OF_A_KIND, 9),
)
MALFORMED: tuple[Message, ...] = (
    {"type": "place", "seat": 1, "bet": "smal", "amount": "500"},
    {"type": "place", "seat": 1, "bet": "total_value_bet", "amount": "500"},
    {"type": "place", "seat": 1, "bet": "two_dice_combination 12", "amount": "500"},
    {"type": "place", "seat": 1, "bet": "small 4", "amount": "500"},
    {"type": "place", "seat": 1, "bet": "small", "amount": "5.00"},
    {"type": "place", "seat": 1, "bet": "small", "amount": 500},
    {"type": "place", "seat": 1, "bet": "big", "amount": "500", "medium": "coins"},
    {"type": "reveal", "dice": [1, 2]},
    {"type": "enter", "dice": [1, 2, "3"]},
    {"type": "malfunction", "part": "shaker"},
    {"type": "shake", "shakes": "three"},
    {"type": "deal"},
)


def start_event(cfg: TableConfig, s: State) -> Event:
    """What starts the next round at this table: a shake of the manual shaker or the automated one's activation."""
    return Shake() if shaker_in_use(cfg, s) is Shaker.MANUAL else Activate()


def wins(cfg: TableConfig, spot: Spot, dice: tuple[int, int, int]) -> bool:
    """Whether ``dice`` win a wager on ``spot`` under this table's triple readings."""
    return kernels.odds(spot, *dice, double_on_triple=cfg.double_on_triple,
                        total_on_triple=cfg.totals_on_triple) != kernels.LOSES


@functools.lru_cache(maxsize=None)
def payouts(spot: Spot, double_on_triple: bool,
            totals_on_triple: bool) -> tuple[tuple[int, tuple[tuple[int, int, int], ...]], ...]:
    """Each odds a wager on ``spot`` can be paid at under these triple readings, with the throws that pay it."""
    by: dict[int, list[tuple[int, int, int]]] = {}
    for d in THROWS:
        x = kernels.odds(spot, *d, double_on_triple=double_on_triple, total_on_triple=totals_on_triple)
        if x != kernels.LOSES:
            by.setdefault(x, []).append(d)
    return tuple((x, tuple(ds)) for x, ds in sorted(by.items()))


_DICE = st.one_of(
    FACES,
    st.integers(1, 6).map(lambda n: (n, n, n)),  # triples decide Small, Big and the triple readings
    st.tuples(st.integers(1, 6), st.integers(1, 6)).flatmap(lambda p: st.permutations((p[0], p[0], p[1])))
    .map(lambda d: (d[0], d[1], d[2])),
)
_PROCEDURES = st.one_of(
    st.builds(Shake, st.integers(0, 5), st.booleans()), st.just(Activate()), st.just(ShakerFailure()),
    st.builds(SwitchToManual, st.booleans(), st.booleans()), st.just(NoMoreBets()), st.just(NoRoll()),
    st.builds(Malfunction, st.sampled_from(Part)), st.builds(Repair, st.sampled_from(Part)), st.just(Abandon()),
)


class SicBoConformance(layout.LayoutMachine):
    """One example of Sic Bo: a fresh table on both sides, then events in lockstep."""

    encode = staticmethod(encode_event)

    def legal(self) -> list[Legal]:
        return [x for x in legal_events(self.cfg, self.s, SEATS) if x.spot is None or self.offers(x.spot)]

    def _draw_legal(self, data: st.DataObject, options: list[Legal]) -> Event:
        """One legal event: its family first (event and wager kind, uniformly), then seat, spot and amount."""
        x = self.pick(data, options)
        if x.event == "place":
            n = data.draw(st.one_of(layout.edges(x.min, x.max), st.integers(x.min, x.max)))
            return x.to_event(amount=n)
        if x.event == "reveal":
            return x.to_event(dice=data.draw(_DICE))
        if x.event == "enter":
            assert self.s.dice is not None
            keyed = self.s.dice if data.draw(st.integers(0, 5)) else data.draw(_DICE)
            return x.to_event(dice=keyed, supervisor=data.draw(st.booleans()))
        return x.to_event()

    def _bets(self, data: st.DataObject, n: int) -> None:
        for _ in range(n):
            options = [x for x in self.legal() if x.event == "place"]
            if not options or self.dead:
                return
            self.send(self._draw_legal(data, options))

    def _round(self, data: st.DataObject, dice: tuple[int, int, int]) -> None:
        """Play the round out from wherever it stands: start, the call, the reveal, the entry of the same values."""
        if self.s.phase is Phase.BETTING and not self.dead:
            self.send(start_event(self.cfg, self.s))
        if self.s.phase is Phase.SHAKEN and not self.dead:
            self._bets(data, data.draw(st.integers(0, 1)))  # bets are still taken while the dice are hidden
            self.send(NoMoreBets())
        if self.s.phase is Phase.CLOSED and not self.dead:
            self.send(Reveal(*dice))
        if self.s.phase is Phase.REVEALED and self.s.dice is not None and not self.dead:
            d, manual = self.s.dice, not (self.s.device_ok and self.s.display_ok)
            self.send(Enter(d[0], d[1], d[2], supervisor=manual or data.draw(st.booleans())))

    # --- rules --------------------------------------------------------------------------------

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def legal_event(self, data: st.DataObject) -> None:
        """Anything the reference calls legal now, with an amount from its bounds."""
        options = self.legal()
        if options:
            self.send(self._draw_legal(data, options))

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), bets=st.integers(0, 4), dice=_DICE)
    def play_round(self, data: st.DataObject, bets: int, dice: tuple[int, int, int]) -> None:
        """A few legal wagers, then the round played out: every wager is decided."""
        if self.s.phase is Phase.BETTING:
            self._bets(data, bets)
        self._round(data, dice)

    @precondition(lambda self: not self.dead and bool(self.s.wagers))
    @rule(data=st.data())
    def steer_round(self, data: st.DataObject) -> None:
        """A round whose dice win a wager on the layout: the rarer wins (a triple, a pair on a combination) come."""
        w = data.draw(st.sampled_from(self.s.wagers))
        winning = [d for d in THROWS if wins(self.cfg, w.spot, d)]
        self._round(data, data.draw(st.sampled_from(winning or list(THROWS))))

    def unpaid(self, spot: Spot) -> list[tuple[int, int, int]]:
        """The throws that would pay a wager on ``spot`` at odds the run has not paid yet (a paytable row)."""
        paid, bet = self.paid(), bet_text(spot)
        return [d for x, ds in payouts(spot, self.cfg.double_on_triple, self.cfg.totals_on_triple)
                if (bet, str(x)) not in paid for d in ds]

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def unpaid_round(self, data: st.DataObject) -> None:
        """A round steered toward a paytable row not paid yet: a wager on a spot that has one (or one already on the
        layout), then dice that win it at those odds. A Total or a combination is one spot of many, so rounds of
        random wagers and dice seldom pay each; this pays every row the layout has within the budget."""
        on_layout = [(w.spot, ds) for w in self.s.wagers if (ds := self.unpaid(w.spot))]
        if not on_layout:
            options = [(x, ds) for x in self.legal() if x.event == "place" and x.spot is not None
                       and (ds := self.unpaid(x.spot))]
            if not options:
                return
            x, ds = data.draw(st.sampled_from(options))
            self.send(x.to_event())
            on_layout = [(w.spot, ds) for w in self.s.wagers if w.spot == x.spot]
            if not on_layout:
                return
        _, ds = data.draw(st.sampled_from(on_layout))
        self._round(data, data.draw(st.sampled_from(ds)))

    @precondition(lambda self: not self.dead)
    @rule(e=_PROCEDURES)
    def procedure(self, e: Event) -> None:
        """The shaker and device procedures of 625a.5 and 625a.7, in any phase."""
        self.send(e)

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), e=_PROCEDURES)
    def irregular_round(self, data: st.DataObject, e: Event) -> None:
        """A round interrupted by an irregularity at a random point, then played out."""
        stop = data.draw(st.integers(0, 3))
        if self.s.phase is Phase.BETTING and not self.dead:
            self._bets(data, data.draw(st.integers(1, 3)))
            if stop > 0:
                self.send(start_event(self.cfg, self.s))
        if stop > 1 and self.s.phase is Phase.SHAKEN:
            self.send(NoMoreBets())
        if stop > 2 and self.s.phase is Phase.CLOSED:
            self.send(Reveal(*data.draw(_DICE)))
        self.send(e)
        if data.draw(st.booleans()):
            self._round(data, data.draw(_DICE))

    @precondition(lambda self: not self.dead)
    @rule(seat=st.integers(0, 4), spot=st.sampled_from(SPOTS + OFF_LAYOUT),
          amount=st.sampled_from([-100, 0, 1, 99, 100, 499, 500, 501, 5000, 99_999, 100_000, 100_001, 500_000,
                                  500_001, 10_000_000]),
          medium=st.sampled_from([Medium.CHIPS, Medium.CHIPS, Medium.PLAQUES, Medium.CASH_VERBAL]))
    def any_bet(self, seat: int, spot: Spot, amount: int, medium: Medium) -> None:
        """Any wager at all, on or off the layout: legal or refused, both sides must agree."""
        if spot.problem() is not None or self.offers(spot):
            self.send(PlaceBet(seat, spot, amount, medium))

    any_removal = layout.any_removal(RemoveBet, SPOTS, lambda w: w.spot)

    @precondition(lambda self: not self.dead)
    @rule(dice=ANY_DICE, enter=st.booleans(), supervisor=st.booleans())
    def any_dice(self, dice: tuple[int, int, int], enter: bool, supervisor: bool) -> None:
        """Dice revealed or keyed in whatever the phase, faces off 1-6 included."""
        self.send(Enter(*dice, supervisor=supervisor) if enter else Reveal(*dice))

    malformed = layout.malformed(MALFORMED)
