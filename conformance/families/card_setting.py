"""What the card-setting suites share (Asia Poker, Five Card Hi-Lo and, for the codec's seats, wagers and shaker,
Pai Gow): the events every chapter writes alike in protocol form, the lockstep machine's seats, second positions and
rules that read the same, and the scripted sequences in protocol form.

``m``: an event message (a dict); ``e``: a reference event; ``data``: Hypothesis' data object. Each suite keeps its
own draws in the order it makes them, so the same seed plays the same sequences.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Iterable, Mapping, Optional, Sequence

from hypothesis import strategies as st
from hypothesis.stateful import precondition, rule

from croupier.conformance import fields
from croupier.conformance.lockstep import LockstepMachine
from croupier.conformance.protocol import ProtocolError, amount

__all__ = ["CardSettingConformance", "dice3", "in_protocol", "parse_bet", "procedures", "seat_decoders",
           "seat_message", "shake_message", "wager_message"]

Message = dict[str, Any]
#: the dealer's place in every chapter
DEALER = 0


# --- the codec ----------------------------------------------------------------------------------


def parse_bet(text: Any, wagers: Iterable[str]) -> str:
    """A wager a player makes, one of ``wagers``; anything else is a :class:`ProtocolError`."""
    if text not in wagers:
        raise ProtocolError("bet", f"one of {', '.join(wagers)}, not {text!r}")
    return str(text)


def dice3(m: Message) -> tuple[int, int, int]:
    a, b, c = fields.dice(m, 3)
    return a, b, c


def seat_decoders(join: Callable[[int], Any], leave: Callable[[int], Any], place: Callable[[int, int, str], Any],
                  remove: Callable[[int, str], Any], bet: Callable[[Any], str], main: str
                  ) -> dict[str, Callable[[Message], Any]]:
    """The decoders of ``join``, ``leave``, ``place`` and ``remove`` (``bet``: the chapter's parser of a wager's
    name; ``main``: the wager a message without ``bet`` names)."""
    return {
        "join": lambda m: join(fields.integer(m, "seat")),
        "leave": lambda m: leave(fields.integer(m, "seat")),
        "place": lambda m: place(fields.integer(m, "seat"), fields.whole_amount(m), bet(m.get("bet", main))),
        "remove": lambda m: remove(fields.integer(m, "seat"), bet(m.get("bet", main))),
    }


def seat_message(kind: str, e: Any) -> Message:
    """An event that names only a seat (join, leave, surrender, play, fold)."""
    return {"type": kind, "seat": e.position}


def wager_message(e: Any) -> Message:
    """A wager placed (``e.amount``) or taken back."""
    if hasattr(e, "amount"):
        return {"type": "place", "seat": e.position, "bet": e.wager, "amount": amount(e.amount)}
    return {"type": "remove", "seat": e.position, "bet": e.wager}


def shake_message(e: Any) -> Message:
    """The shaker's dice, with ``flat`` and ``fell_out`` only where they are not the defaults."""
    m: Message = {"type": "shake", "dice": list(e.dice)}
    if not e.flat:
        m["flat"] = False
    if e.fell_out:
        m["fell_out"] = True
    return m


# --- the vectors' scripted sequences ------------------------------------------------------------


def procedures(prefixes: Iterable[list[Any]], events: Iterable[Any]) -> list[list[Any]]:
    """Each of ``events`` sent after each of ``prefixes`` (a point of the round)."""
    events = list(events)
    return [prefix + [e] for prefix in prefixes for e in events]


def in_protocol(encode: Callable[[Any], Message], sequences: Iterable[list[Any]]) -> list[list[Message]]:
    """Sequences of reference events in protocol form."""
    return [[encode(e) for e in events] for events in sequences]


def cases_in_protocol(encode: Callable[[Any], Message], cases: Mapping[str, list[Any]]
                      ) -> list[tuple[str, list[Message]]]:
    """Named whole rounds in protocol form."""
    return [(name, [encode(e) for e in events]) for name, events in cases.items()]


# --- the lockstep machine -----------------------------------------------------------------------


class CardSettingConformance(LockstepMachine):
    """One example of a card-setting table: what the chapters' machines do alike. A chapter's machine sets
    ``encode`` (its codec's ``encode_event``) and ``join``, ``leave`` and ``second_spot`` (its events), and adds its
    rounds (``_round``) and its own rules."""

    encode: ClassVar[Callable[[Any], Message]]
    join: ClassVar[type[Any]]
    leave: ClassVar[type[Any]]
    second_spot: ClassVar[type[Any]]
    stub_miscount: ClassVar[type[Any]]
    shoe_failure: ClassVar[type[Any]]
    expose_card: ClassVar[type[Any]]
    void_choice: ClassVar[type[Any]]

    def send(self, e: Any) -> None:
        self.apply(type(self).encode(e))

    def _round(self, data: st.DataObject) -> None:
        raise NotImplementedError

    @property
    def positions(self) -> list[int]:
        return list(range(1, self.cfg.positions + 1))

    def _seat(self, data: st.DataObject) -> None:
        if not self.s.seated:
            for p in sorted(data.draw(st.sets(st.sampled_from(self.positions), min_size=1, max_size=4))):
                self.send(type(self).join(p))

    def _second_spot(self, data: st.DataObject) -> None:
        """Now and then, where the table allows it, a seated player also takes a position beside his own."""
        if self.cfg.adjacent_spots and self.s.seated and data.draw(st.integers(0, 2)) == 0:
            p = data.draw(st.sampled_from(sorted(self.s.seated)))
            self.send(type(self).second_spot(p, p + data.draw(st.sampled_from([-1, 1]))))

    def _deck(self, data: st.DataObject, deck: Sequence[Any], wagered: Iterable[int], plants: Sequence[Any],
              copy: Callable[[dict[int, tuple[Any, ...]], int], Optional[tuple[Any, ...]]],
              stack: Callable[[dict[int, tuple[Any, ...]], tuple[Any, ...]], tuple[Any, ...]]
              ) -> tuple[tuple[Any, ...], tuple[int, ...]]:
        """A shuffled deck; often stacked (``stack``) so that wagered positions hold chosen hands (``plants``) and
        the dealer, now and then, a ``copy`` of one of them; or with one or two cards found face up."""
        cards: tuple[Any, ...] = tuple(data.draw(st.permutations(deck)))
        face_up: tuple[int, ...] = ()
        how = data.draw(st.integers(0, 9))
        wagered = sorted(wagered)
        if how <= 4 and wagered:
            planted: dict[int, tuple[Any, ...]] = {}
            for p in wagered:
                if data.draw(st.booleans()):
                    planted[p] = data.draw(st.sampled_from(plants))
            if how == 0 and planted:
                p = data.draw(st.sampled_from(sorted(planted)))
                dealer = copy(planted, p)
                if dealer is not None:
                    planted[DEALER] = dealer
            try:
                cards = stack(planted, cards)
            except ValueError:
                pass  # two plants share a card: the plain shuffle
        elif how == 5:
            face_up = tuple(sorted(data.draw(st.sets(st.integers(0, len(deck) - 1), min_size=1, max_size=2))))
        return tuple(cards), face_up

    def _irregular(self, data: st.DataObject) -> None:
        """Now and then, after the deal: a card exposed (and the answer), a misdeal (:meth:`_misdeal`), a
        miscounted stub, a shoe failure."""
        kind = data.draw(st.integers(0, 29))
        if kind == 0:
            self.send(self._misdeal())
        elif kind == 1:
            self.send(type(self).stub_miscount(data.draw(st.booleans())))
        elif kind == 2 and self.cfg.dealing.value == "automated_shoe":
            self.send(type(self).shoe_failure())
        elif kind <= 5:
            place = data.draw(st.sampled_from(sorted(self.s.wagers) or [1]) if kind <= 4 else
                              st.integers(0, self.cfg.positions))
            self.send(type(self).expose_card(place))
            if place in self.s.exposed:
                self.send(type(self).void_choice(place, data.draw(st.booleans())))

    def _misdeal(self) -> Any:
        """The chapter's event for cards dealt wrong."""
        raise NotImplementedError

    def _someone_leaves(self, data: st.DataObject, one_in: int) -> None:
        """One time in ``one_in``, a seated player leaves."""
        if data.draw(st.integers(0, one_in - 1)) == 0 and self.s.seated:
            self.send(type(self).leave(data.draw(st.sampled_from(sorted(self.s.seated)))))

    def _any_cards(self, data: st.DataObject, deck: Sequence[Any], n: int) -> tuple[int, tuple[Any, ...]]:
        """A seat (0 to 7) and ``n`` cards: the seat's own where it holds some, now and then, else any."""
        seat = data.draw(st.integers(0, 7))
        cards = self.s.dealt.get(seat) if data.draw(st.booleans()) else None
        return seat, cards or tuple(data.draw(st.permutations(deck))[:n])

    @precondition(lambda self: not self.dead)
    @rule(data=st.data())
    def two_rounds(self, data: st.DataObject) -> None:
        """Two rounds running, so that what carries over (the seats, the button, the stub window, the bank) is
        tested."""
        self._round(data)
        self._round(data)

    @precondition(lambda self: not self.dead)
    @rule(seats=st.sets(st.integers(1, 6), min_size=1, max_size=3), leave=st.booleans())
    def seats(self, seats: set[int], leave: bool) -> None:
        """Players come or go, whatever the phase."""
        for p in sorted(seats):
            self.send(type(self).leave(p) if leave and p in self.s.seated else type(self).join(p))
