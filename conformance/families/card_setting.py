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

__all__ = ["CardSettingConformance", "dealt_events", "dice3", "parse_bet", "procedures",
           "seat_decoders", "seat_message", "shake_message", "simple_decoders", "start_count", "start_events",
           "wager_message"]

Message = dict[str, Any]
Decoders = dict[str, Callable[[Message], Any]]
Encoders = dict[type, Callable[[Any], Message]]
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


def simple_decoders(simple: Mapping[type, str]) -> Decoders:
    """The decoders of the events that carry nothing but their type (``simple``: the event -> its type)."""
    def reader(event: type) -> Callable[[Message], Any]:
        return lambda m: event()
    return {kind: reader(event) for event, kind in simple.items()}


def dealt_events(parse_cards: Callable[[Message, str], tuple[Any, ...]], text: Callable[[Any], str], *,
                 second_spot: type, shuffle: type, stub_miscount: type, expose_card: type, void_choice: type
                 ) -> tuple[Decoders, Encoders]:
    """The decoders and encoders of the events the card chapters write alike: a second position taken beside the
    player's own, the deck as shuffled with its face-up cards (``parse_cards``, ``text``: the chapter's card in
    protocol form), a miscounted stub, a card exposed and the player's answer."""
    decoders: Decoders = {
        "take_second_spot": lambda m: second_spot(fields.integer(m, "seat"), fields.integer(m, "spot")),
        "shuffle": lambda m: shuffle(parse_cards(m, "cards"), fields.indices(m, "face_up")),
        "stub_miscount": lambda m: stub_miscount(fields.boolean(m, "places_ok")),
        "expose_card": lambda m: expose_card(fields.integer(m, "place")),
        "void_choice": lambda m: void_choice(fields.integer(m, "seat"), fields.boolean(m, "void")),
    }

    def shuffled(e: Any) -> Message:
        m: Message = {"type": "shuffle", "cards": [text(c) for c in e.cards]}
        if e.face_up:
            m["face_up"] = list(e.face_up)
        return m

    encoders: Encoders = {
        second_spot: lambda e: {"type": "take_second_spot", "seat": e.position, "spot": e.spot},
        shuffle: shuffled,
        stub_miscount: lambda e: {"type": "stub_miscount", "places_ok": e.places_ok},
        expose_card: lambda e: {"type": "expose_card", "place": e.place},
        void_choice: lambda e: {"type": "void_choice", "seat": e.position, "void": e.void},
    }
    return decoders, encoders


def start_events(shake: type, random_number: type) -> tuple[Decoders, Encoders]:
    """The decoders and encoders of the events that fix where the deal starts: the shaker's three dice
    (:func:`shake_message`) and the generator's number."""
    return ({"shake": lambda m: shake(dice3(m), fields.boolean(m, "flat", True), fields.boolean(m, "fell_out", False)),
             "random_number": lambda m: random_number(fields.integer(m, "number"))},
            {shake: shake_message, random_number: lambda e: {"type": "random_number", "number": e.number}})


def shake_message(e: Any) -> Message:
    """The shaker's dice, with ``flat`` and ``fell_out`` only where they are not the defaults."""
    m: Message = {"type": "shake", "dice": list(e.dice)}
    if not e.flat:
        m["flat"] = False
    if e.fell_out:
        m["fell_out"] = True
    return m


# --- the suite ------------------------------------------------------------------------------------


def start_count(m: Message) -> Optional[str]:
    """What decides a deal where a count fixes the starting position: the shaker's dice total, or the number the
    generator shows."""
    if m.get("type") == "shake" and isinstance(m.get("dice"), list):
        return f"total {sum(x for x in m['dice'] if isinstance(x, int))}"
    if m.get("type") == "random_number":
        return f"rng {m.get('number')}"
    return None


# --- the vectors' scripted sequences ------------------------------------------------------------


def procedures(prefixes: Iterable[list[Any]], events: Iterable[Any]) -> list[list[Any]]:
    """Each of ``events`` sent after each of ``prefixes`` (a point of the round)."""
    events = list(events)
    return [prefix + [e] for prefix in prefixes for e in events]


def cases_in_protocol(encode: Callable[[Any], Message], cases: Mapping[str, list[Any]]
                      ) -> list[tuple[str, list[Message]]]:
    """Named whole rounds in protocol form."""
    return [(name, [encode(e) for e in events]) for name, events in cases.items()]


# --- the lockstep machine -----------------------------------------------------------------------


class CardSettingConformance(LockstepMachine):
    """One example of a card-setting table: what the chapters' machines do alike. A chapter's machine sets
    ``encode`` (its codec's ``encode_event``) and its events (``join``, ``leave``, ``second_spot``, ...), and adds
    its rounds (``_round``) and its own rules."""

    encode: ClassVar[Callable[[Any], Message]]
    join: ClassVar[type[Any]]
    leave: ClassVar[type[Any]]
    second_spot: ClassVar[type[Any]]
    place_wager: ClassVar[type[Any]]
    remove_wager: ClassVar[type[Any]]
    shuffle: ClassVar[type[Any]]
    no_more_bets: ClassVar[type[Any]]
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

    def _place_wagers(self, data: st.DataObject, amounts: Sequence[int],
                      sides: Sequence[tuple[str, bool, Sequence[int]]], keys: Sequence[str]) -> None:
        """Now and then a second position; a wager on most positions played (``amounts``), each side wager the
        table offers now and then (``sides``: its key, whether offered, its amounts); now and then one of ``keys``
        taken back."""
        self._second_spot(data)
        for p in sorted(set(self.s.seated) | set(self.s.second)):
            if data.draw(st.integers(0, 4)) == 0:
                continue
            self.send(type(self).place_wager(p, data.draw(st.sampled_from(amounts))))
            for key, offered, side in sides:
                if offered and data.draw(st.booleans()):
                    self.send(type(self).place_wager(p, data.draw(st.sampled_from(side)), key))
        if self.s.wagers and data.draw(st.integers(0, 9)) == 0:
            self.send(type(self).remove_wager(data.draw(st.sampled_from(sorted(self.s.wagers))),
                                              data.draw(st.sampled_from(keys))))

    def _shuffle_and_call(self, data: st.DataObject, deck: Sequence[Any], cards: tuple[Any, ...],
                          face_up: tuple[int, ...], failure: Callable[[], Any]) -> None:
        """The deck shuffled (now and then, at an automated shuffler, first the ``deck`` in order and the
        chapter's ``failure``), now and then a player leaving, and 'no more bets'."""
        if self.cfg.shuffling.automated and data.draw(st.integers(0, 14)) == 0:
            self.send(type(self).shuffle(tuple(deck)))
            self.send(failure())
        self.send(type(self).shuffle(cards, face_up))
        self._someone_leaves(data, 12)  # before the call
        self.send(type(self).no_more_bets())

    def _shoe_fails(self, data: st.DataObject) -> bool:
        """Now and then, at an automated dealing shoe, the shoe fails; whether it did."""
        if self.cfg.dealing.value == "automated_shoe" and data.draw(st.integers(0, 19)) == 0:
            self.send(type(self).shoe_failure())
            return True
        return False

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
