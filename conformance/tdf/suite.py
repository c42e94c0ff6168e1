"""The generated Three Dice Football conformance suite: drives, irregular throws and refusals in lockstep.

``cfg``: the reference's TableConfig for the profile; ``s``: the reference
state; ``m``: an event in protocol form. Events come from what the reference
calls legal now (:func:`~croupier.reference.tdf.legal_events`), from whole
games (seats, the offer of the dice, wagers, throws until the game ends, the
extra point roll), from throws steered toward the rare ends (a Trips TD, a
turnover, a long gain toward the end zone), from games steered to end on the
play a Game Length wager not yet paid names (or an Extra Point roll of three
1s), from the dice procedures of
661a.4, 661a.5 and 661a.7 in any state, and from deliberately illegal or
malformed events.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance.families import table as layout
from croupier.conformance.families.three_dice import ANY_DICE, FACES
from croupier.conformance.tdf.codec import bet_text, encode_event
from croupier.reference.tdf.kernels import EXTRA_POINT_ODDS, GAME_LENGTH_ODDS, QUICK_STRIKE_ODDS
from croupier.reference.tdf.definitions import BETS, Bet, Kind
from croupier.reference.tdf.legal import Legal, legal_events
from croupier.reference.tdf.state import (
    AcceptDice, Cocked, DeclineDice, Event, ExtraPointRoll, InvalidThrow, Invalidity, Join, Leave, Medium, NewDiceSet,
    NoRoll, NoRollGround, OfferDice, PassDice, PassReason, Phase, PlaceBet, RemoveBet, Throw, VoidThrow,
)

__all__ = ["OFF_LAYOUT", "FootballConformance", "SEATS"]

Message = dict[str, Any]

#: the seats the suite plays (the table has 16)
SEATS = (1, 2, 3)
#: well-formed bets the layout does not have (refused under their 661a.3 paragraph)
OFF_LAYOUT: tuple[Bet, ...] = (Bet(Kind.GAME_LENGTH, 0), Bet(Kind.GAME_LENGTH, 7), Bet(Kind.GAME_LENGTH, 12))
MALFORMED: tuple[Message, ...] = (
    {"type": "place", "seat": 1, "bet": "touch_down", "amount": "500"},
    {"type": "place", "seat": 1, "bet": "game_length", "amount": "500"},
    {"type": "place", "seat": 1, "bet": "defense 2", "amount": "500"},
    {"type": "place", "seat": 1, "bet": "defense", "amount": "5.00"},
    {"type": "place", "seat": 1, "bet": "defense", "amount": 500},
    {"type": "throw", "dice": [1, 2]},
    {"type": "throw", "dice": [1, 2, 3], "cocked": "sideways"},
    {"type": "no_roll", "ground": "wind"},
    {"type": "invalid_throw"},
    {"type": "pass_dice", "reason": "bored"},
    {"type": "kick_off"},
)
#: throws that end a game at once, or carry the drive far: Trips TD, turnover, long gains
_RARE = st.sampled_from([(1, 1, 1), (4, 4, 4), (6, 6, 6), (1, 1, 6), (1, 2, 6), (2, 1, 6), (6, 6, 1), (6, 5, 1),
                         (5, 5, 2), (1, 1, 5), (3, 3, 6), (2, 2, 4)])
#: throws that end a drive's game at once (a turnover, a Trips TD), and small gains, penalties and no gains that
#: seldom do: Game Length steering plays the second until the play it names, then the first
_ENDING: tuple[tuple[int, int, int], ...] = ((1, 1, 6), (1, 2, 6), (2, 1, 6), (6, 6, 6), (1, 1, 1))
_QUIET: tuple[tuple[int, int, int], ...] = ((1, 2, 3), (2, 2, 4), (1, 3, 4), (2, 3, 5), (3, 3, 6), (1, 4, 5), (2, 1, 2),
                                            (1, 1, 3), (1, 2, 4), (2, 2, 5), (3, 1, 3), (1, 1, 4))
#: long gains, for a third down that a quiet throw would end: into the goal series, seldom a touchdown
_LONG: tuple[tuple[int, int, int], ...] = ((6, 6, 1), (5, 6, 1), (6, 5, 2), (5, 5, 1), (4, 4, 1), (6, 6, 3), (4, 3, 2))
_DICE = st.one_of(FACES, _RARE)
_PROCEDURES = st.one_of(
    st.builds(InvalidThrow, st.sampled_from(Invalidity), st.booleans()), st.builds(NoRoll, st.sampled_from(NoRollGround)),
    st.just(VoidThrow()), st.builds(PassDice, st.sampled_from(PassReason)), st.just(NewDiceSet()), st.just(OfferDice()),
    st.builds(Join, st.integers(0, 17)), st.builds(Leave, st.integers(0, 17)),
    st.builds(AcceptDice, st.integers(0, 17)), st.builds(DeclineDice, st.integers(0, 17)),
)


class FootballConformance(layout.LayoutMachine):
    """One example of Three Dice Football: a fresh table on both sides, then events in lockstep."""

    encode = staticmethod(encode_event)

    def legal(self) -> list[Legal]:
        return [x for x in legal_events(self.cfg, self.s, SEATS) if x.bet is None or self.offers(x.bet)]

    def _draw_legal(self, data: st.DataObject, options: list[Legal]) -> Event:
        """One legal event: its family first (event and wager kind, uniformly), then seat, bet and amount."""
        x = self.pick(data, options)
        if x.event == "place":
            n = data.draw(st.one_of(layout.edges(x.min, x.max),
                                    st.integers(x.min, x.max), st.sampled_from([x.min, x.max]).map(lambda v: v - v % 5)
                                    .filter(lambda v: v >= x.min)))
            return x.to_event(amount=n)
        if x.event in ("throw", "extra_point_roll"):
            return x.to_event(dice=data.draw(_DICE))
        return x.to_event()

    def _quarterback(self) -> None:
        """Seat a player and hand the dice to whoever is offered them, if nobody holds them."""
        if self.s.qb is None and not self.dead:
            if not self.s.seats:
                self.send(Join(1))
            if self.s.offered_to is None:
                self.send(OfferDice())
            if self.s.offered_to is not None:
                self.send(AcceptDice(self.s.offered_to))

    def _bets(self, data: st.DataObject, n: int) -> None:
        for _ in range(n):
            options = [x for x in self.legal() if x.event == "place"]
            if not options or self.dead:
                return
            self.send(self._draw_legal(data, options))

    def _throw(self, dice: tuple[int, int, int]) -> None:
        if self.s.phase is Phase.EXTRA_POINT:
            self.send(ExtraPointRoll(*dice))
        else:
            self.send(Throw(*dice))

    # --- rules --------------------------------------------------------------------------------

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def legal_event(self, data: st.DataObject) -> None:
        """Anything the reference calls legal now, with an amount from its bounds."""
        options = self.legal()
        if options:
            self.send(self._draw_legal(data, options))

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), seats=st.sets(st.sampled_from(SEATS), min_size=1, max_size=3))
    def seat_players(self, data: st.DataObject, seats: set[int]) -> None:
        """Fill some seats and give the dice to a Quarterback."""
        for seat in sorted(seats):
            if seat not in self.s.seats:
                self.send(Join(seat))
        self._quarterback()

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), bets=st.integers(1, 4), throws=st.integers(1, 7))
    def play_game(self, data: st.DataObject, bets: int, throws: int) -> None:
        """A Quarterback, a few wagers, then throws (and the extra point roll) until the game is decided."""
        self._quarterback()
        self._bets(data, bets)
        for _ in range(throws):
            if self.dead or self.s.qb is None:
                return
            if data.draw(st.booleans()):
                self._bets(data, 1)  # single plays between downs
            before = self.s.games
            self._throw(data.draw(_DICE))
            if self.s.games != before:
                return

    @precondition(lambda self: not self.dead)
    @rule(data=st.data(), kind=st.sampled_from([Kind.EXTRA_POINT, Kind.QUICK_STRIKE_TD, Kind.GAME_CHANGER,
                                                Kind.GAME_LENGTH, Kind.TURNOVER, Kind.TRIPS_TD]))
    def steer_game(self, data: st.DataObject, kind: Kind) -> None:
        """A wager on a rare end, then the throws that bring it: long gains toward the end zone, a triple, a turnover."""
        self._quarterback()
        options = [x for x in self.legal() if x.event == "place" and x.bet is not None and x.bet.kind is kind]
        if options:
            x = data.draw(st.sampled_from(options))
            self.send(PlaceBet(x.seat, x.bet, x.min))  # type: ignore[arg-type]
        self._bets(data, 1)
        for _ in range(7):
            if self.dead or self.s.qb is None:
                return
            before = self.s.games
            self._throw(data.draw(_RARE))
            if self.s.games != before:
                return

    def _ends(self, dice: tuple[int, int, int]) -> bool:
        """Whether this throw (or extra point roll) would end the game, as the reference plays it."""
        e = ExtraPointRoll(*dice) if self.s.phase is Phase.EXTRA_POINT else Throw(*dice)
        out, after = self.ctx.game.run_event(self.cfg, self.s, encode_event(e))
        return out is not None and not any(o["type"] == "rejected" for o in out) and after.games != self.s.games

    def _targets(self) -> list[tuple[Kind, int, bool]]:
        """The rows of a game's length the run has not paid: (wager kind, the play the game ends on, whether it must
        end in a score). Game Length on each play, Quick Strike TD on each, the Extra Point's three 1s."""
        paid = self.paid()
        out = [(Kind.GAME_LENGTH, n, False) for n, (p, q) in sorted(GAME_LENGTH_ODDS.items())
               if (bet_text(Bet(Kind.GAME_LENGTH, n)), str(Fraction(p, q))) not in paid]
        out += [(Kind.QUICK_STRIKE_TD, n, True) for n, (p, q) in sorted(QUICK_STRIKE_ODDS.items())
                if (bet_text(Bet(Kind.QUICK_STRIKE_TD)), str(Fraction(p, q))) not in paid]
        if (bet_text(Bet(Kind.EXTRA_POINT)), str(EXTRA_POINT_ODDS["three_1s"])) not in paid:
            out.append((Kind.EXTRA_POINT, 0, True))
        return [x for x in out if x[1] == 0 or x[1] >= self.s.play]

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def game_of_length(self, data: st.DataObject) -> None:
        """A game steered to a row the run has not paid: a Game Length or Quick Strike TD wager, then throws that keep
        the game going until the play it names and end it there (with a Trips TD where it must score), or an Extra
        Point wager and three 1s on its roll. Random drives seldom last five or six plays, so those rows would be
        left to the vectors."""
        targets = self._targets()
        if not targets:
            return
        kind, n, score = data.draw(st.sampled_from(targets))
        n = n or data.draw(st.integers(max(1, self.s.play), 6))
        self._quarterback()
        options = [x for x in self.legal() if x.event == "place" and x.bet is not None and x.bet.kind is kind
                   and (kind is not Kind.GAME_LENGTH or x.bet.n == n)]
        if options:
            x = data.draw(st.sampled_from(options))
            self.send(PlaceBet(x.seat, x.bet, x.min))  # type: ignore[arg-type]
        start = data.draw(st.integers(0, len(_QUIET) - 1))
        quiet = _QUIET[start:] + _QUIET[:start] + _LONG
        ending = ((6, 6, 6), (1, 1, 1), (5, 5, 5)) if score else _ENDING  # a Trips TD scores, then the extra point
        for _ in range(8):
            if self.dead or self.s.qb is None:
                return
            before = self.s.games
            if self.s.phase is Phase.EXTRA_POINT:
                self._throw((1, 1, 1))
            else:
                last = self.s.play >= n
                order = ending if last else quiet
                self._throw(next((d for d in order if self._ends(d) == last or (last and score)), order[0]))
            if self.s.games != before:
                return

    @precondition(lambda self: not self.dead)
    @rule(e=_PROCEDURES)
    def procedure(self, e: Event) -> None:
        """The dice procedures of 661a.4, 661a.5 and 661a.7, and seating, in any state."""
        self.send(e)

    @precondition(lambda self: not self.dead)
    @rule(seat=st.integers(0, 17), bet=st.sampled_from(BETS + OFF_LAYOUT),
          amount=st.sampled_from([-100, 0, 1, 99, 100, 499, 500, 501, 1001, 5000, 500_000, 500_001, 10_000_000]),
          medium=st.sampled_from([Medium.CHIPS, Medium.CHIPS, Medium.PLAQUES, Medium.CASH_VERBAL]))
    def any_bet(self, seat: int, bet: Bet, amount: int, medium: Medium) -> None:
        """Any wager at all, on or off the layout: legal or refused, both sides must agree."""
        if bet.problem() is not None or self.offers(bet):
            self.send(PlaceBet(seat, bet, amount, medium))

    any_removal = layout.any_removal(RemoveBet, BETS)

    @precondition(lambda self: not self.dead)
    @rule(dice=ANY_DICE, roll=st.booleans(), cocked=st.sampled_from(Cocked))
    def any_throw(self, dice: tuple[int, int, int], roll: bool, cocked: Cocked) -> None:
        """A throw or an extra point roll whatever the state: dice off 1-6, no Quarterback, a cocked die."""
        self.send(ExtraPointRoll(*dice) if roll else Throw(*dice, cocked=cocked))

    malformed = layout.malformed(MALFORMED)
