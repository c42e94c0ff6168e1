"""What the conformance suites of the blackjack family's shoe games (Spanish 21, ch. 551; Double Attack Blackjack,
ch. 665a) share: the protocol form of the events both chapters take (:mod:`croupier.reference.families.blackjack`),
and the parts of the lockstep machine that deal from the shoe, shuffle and burn, send the irregularities and the
malformed messages. Each game's ``codec`` and ``suite`` add the wagers, decisions and steering of its own chapter.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Optional

from hypothesis import strategies as st

from croupier.conformance import fields
from croupier.conformance.lockstep import LockstepMachine
from croupier.conformance.protocol import ProtocolError, amount
from croupier.reference.cards import SUITS, Card, parse_card
from croupier.reference.families.blackjack import (FACES, AllowEntry, Burn, Deal, Double, DrawnInError, FaceUpCard,
                                                  Hit, Insure, MissedBox, MistakenDraw, NewDealer, Peek, PlaceBet,
                                                  ReaderFailure, ReaderRepaired, RemoveBet, Reshuffle,
                                                  ReshuffleDiscards, Shuffle, SkippedHit, Split, Stand, Surrender,
                                                  TenFound)

__all__ = ["DECODERS", "ShoeConformance", "card", "card_of", "cards", "encode_event", "pick", "place_bet", "run_down",
           "shoe", "split_box"]

Message = dict[str, Any]


def card(m: Message, key: str = "card", examples: str = "'AS', '9H' or 'QD'") -> Card:
    """The card in field ``key``: its rank then its suit."""
    c = parse_card(m.get(key))
    if c is None:
        raise ProtocolError(key, f"a card such as {examples}, not {m.get(key)!r}")
    return c


def _burn(m: Message) -> Burn:
    return Burn(None if m.get("card") is None else card(m))


#: the protocol's reader of each event both chapters take (a game adds ``place`` and its own)
DECODERS: dict[str, Callable[[Message], Any]] = {
    "shuffle": lambda m: Shuffle(fields.integer(m, "cover", 0), fields.integer(m, "cut_card", 0)),
    "burn": _burn,
    "new_dealer": lambda m: NewDealer(),
    "reshuffle": lambda m: Reshuffle(),
    "remove": lambda m: RemoveBet(fields.integer(m, "seat")),
    "allow_entry": lambda m: AllowEntry(fields.integer(m, "player")),
    "deal": lambda m: Deal(card(m)),
    "insure": lambda m: Insure(fields.integer(m, "seat"), fields.whole_amount(m)),
    "peek": lambda m: Peek(),
    "hit": lambda m: Hit(fields.integer(m, "seat")),
    "stand": lambda m: Stand(fields.integer(m, "seat")),
    "double": lambda m: Double(fields.integer(m, "seat"), fields.whole_amount(m)),
    "split": lambda m: Split(fields.integer(m, "seat")),
    "surrender": lambda m: Surrender(fields.integer(m, "seat")),
    "face_up_card": lambda m: FaceUpCard(card(m)),
    "ten_found": lambda m: TenFound(card(m)),
    "mistaken_draw": lambda m: MistakenDraw(card(m)),
    "reader_failure": lambda m: ReaderFailure(),
    "reader_repaired": lambda m: ReaderRepaired(),
    "reshuffle_discards": lambda m: ReshuffleDiscards(),
    "drawn_in_error": lambda m: DrawnInError(card(m), fields.boolean(m, "exposed", False)),
    "missed_box": lambda m: MissedBox(fields.integer(m, "seat"), fields.boolean(m, "late", False)),
    "skipped_hit": lambda m: SkippedHit(fields.integer(m, "seat"), fields.boolean(m, "late", False)),
}


def place_bet(m: Message, seat: int, stake: int) -> PlaceBet:
    """A box's own wager, for the player named (the box's by default)."""
    return PlaceBet(seat, stake, None if m.get("player") is None else fields.integer(m, "player"))


_SIMPLE: dict[type, str] = {NewDealer: "new_dealer", Reshuffle: "reshuffle", Peek: "peek",
                            ReaderFailure: "reader_failure", ReaderRepaired: "reader_repaired",
                            ReshuffleDiscards: "reshuffle_discards"}
_SEATED: dict[type, str] = {RemoveBet: "remove", Hit: "hit", Stand: "stand", Split: "split",
                            Surrender: "surrender"}
_CARDED: dict[type, str] = {Deal: "deal", FaceUpCard: "face_up_card", TenFound: "ten_found",
                            MistakenDraw: "mistaken_draw"}


def encode_event(e: object, bet: str) -> Optional[Message]:
    """One of the shared events -> its protocol form (defaults left out), the box's own wager named ``bet``;
    ``None`` for any other event."""
    if type(e) in _SIMPLE:
        return {"type": _SIMPLE[type(e)]}
    if type(e) in _SEATED:
        return {"type": _SEATED[type(e)], "seat": e.box}  # type: ignore[attr-defined]
    if type(e) in _CARDED:
        return {"type": _CARDED[type(e)], "card": str(e.card)}  # type: ignore[attr-defined]
    if isinstance(e, Shuffle):
        return {"type": "shuffle", "cover": e.cover, "cut_card": e.cut_card}
    if isinstance(e, Burn):
        return {"type": "burn"} if e.card is None else {"type": "burn", "card": str(e.card)}
    if isinstance(e, PlaceBet):
        m: Message = {"type": "place", "seat": e.box, "bet": bet, "amount": amount(e.amount)}
        if e.player is not None:
            m["player"] = e.player
        return m
    if isinstance(e, DrawnInError):
        m = {"type": "drawn_in_error", "card": str(e.card)}
        if e.exposed:
            m["exposed"] = True
        return m
    if isinstance(e, (MissedBox, SkippedHit)):
        m = {"type": "missed_box" if isinstance(e, MissedBox) else "skipped_hit", "seat": e.box}
        if e.late:
            m["late"] = True
        return m
    if isinstance(e, AllowEntry):
        return {"type": "allow_entry", "player": e.player}
    if isinstance(e, (Insure, Double)):
        return {"type": "insure" if isinstance(e, Insure) else "double", "seat": e.box, "amount": amount(e.amount)}
    return None


def pick(data: st.DataObject, left: list[Card], ranks: Optional[tuple[int, ...]] = None,
         suit: Optional[str] = None) -> Optional[Card]:
    """One of the cards ``left``: of one of ``ranks`` (and ``suit``) where one is left, else any; ``None`` when none
    is left."""
    if not left:
        return None
    fit = [c for c in left if (ranks is None or c.rank in ranks) and (suit is None or c.suit == suit)]
    return data.draw(st.sampled_from(fit or left))


class ShoeConformance(LockstepMachine):
    """The parts of a shoe game's lockstep machine both chapters play alike. A subclass names its chapter's
    ``Phase``, its continuous ``Shuffling`` value, its 48 ``faces`` and its steered ``plans``, and the chapter's
    functions that encode an event, find the hand in turn, list the rows a plan pays and play a plan."""

    phase: Any
    continuous: Any
    faces: tuple[Card, ...]
    plans: tuple[Any, ...]
    encode: ClassVar[Callable[[Any], Any]]  #: e -> its protocol form (the chapter's codec)
    in_turn: ClassVar[Callable[[Any], Optional[tuple[int, int]]]]  #: s -> the (box, hand) in turn
    plan_rows: ClassVar[Callable[[Any, Any], frozenset[Any]]]  #: cfg, plan -> the rows it pays
    play_plan: ClassVar[Callable[[Any, Any, Any, int, Callable[[Any], Any]], None]]  #: cfg, s, plan, box, send

    def send(self, e: Any) -> None:
        self.apply(type(self).encode(e))

    def _in_turn(self) -> Optional[tuple[int, int]]:
        return type(self).in_turn(self.s)

    def _plan_rows(self, p: Any) -> frozenset[Any]:
        return type(self).plan_rows(self.cfg, p)

    def _play_planned(self, p: Any, box: int, send: Callable[[Any], Any]) -> None:
        type(self).play_plan(self.cfg, self.s, p, box, send)

    # --- cards ----------------------------------------------------------------------------------

    def _left(self) -> list[Card]:
        return [c for c in self.faces if self.s.seen[c.index] < self.s.decks]

    def _card(self, data: st.DataObject, ranks: Optional[tuple[int, ...]] = None,
              suit: Optional[str] = None) -> Optional[Card]:
        """A card still in the shoe: of one of ``ranks`` (and ``suit``) where one is left, else any."""
        return pick(data, self._left(), ranks, suit)

    def _deal(self, data: st.DataObject, ranks: Optional[tuple[int, ...]] = None, suit: Optional[str] = None) -> None:
        if self.s.remaining <= 0:
            self.send(ReshuffleDiscards())
            if self.s.burn_due:
                self.send(Burn())
            return
        c = self._card(data, ranks, suit)
        if c is not None:
            self.send(Deal(c))

    # --- between rounds -------------------------------------------------------------------------

    def _jam(self, data: st.DataObject) -> None:
        """Before a shuffle: a shuffler's fault, where the chapter has one."""

    def _ready(self, data: st.DataObject) -> None:
        if self.s.phase is self.phase.SHUFFLE:
            n = 48 * self.cfg.decks
            self._jam(data)
            if self.cfg.shuffling is self.continuous:
                self.send(Shuffle(0, 0))
            else:
                if data.draw(st.integers(0, 9)) == 0:  # a cut too near the end, refused (551.5(d), (e), 665a.5(d))
                    self.send(Shuffle(data.draw(st.sampled_from([5, n - 5, n // 2])),
                                      data.draw(st.sampled_from([n // 4 - 1, n // 4, n]))))
                # a cutting card late in the shoe now and then, so that the end of the shoe comes up (551.8(j),
                # 665a.7(d))
                cut = data.draw(st.sampled_from([n // 4, n // 4 + 7, n - 24]))
                self.send(Shuffle(data.draw(st.integers(10, n - 10)), cut))
        if self.s.burn_due:
            self.send(Burn(self._card(data) if data.draw(st.booleans()) else None))

    # --- the round ------------------------------------------------------------------------------

    def _insurance_and_peek(self, data: st.DataObject) -> None:
        raise NotImplementedError

    def _irregular(self, data: st.DataObject) -> None:
        kind = data.draw(st.integers(0, 8))
        if kind == 0:
            c = self._card(data)
            if c is not None:
                self.send(FaceUpCard(c))
        elif kind == 1:
            self.send(TenFound(Card(10, data.draw(st.sampled_from(tuple(SUITS))))))
        elif kind == 2:
            self.send(ReaderFailure())
            # refused while the reader is down (551.16(m), 665a.13(i))
            self.send(Deal(self._card(data) or Card(2, "S")))
            self.send(ReaderRepaired())
        elif kind == 3:
            self.send(ReshuffleDiscards())  # refused: the shoe has cards (551.16(g), 665a.13(e))
        elif kind in (4, 5):  # a card drawn when none is due, shown or not (551.16(c), (d), 665a.13(b), (c))
            c = self._card(data)
            if c is not None:
                self.send(DrawnInError(c, kind == 5))
        elif kind == 6:
            turn = self._in_turn()
            if turn is not None:
                self.send(Hit(turn[0]))
                self.send(SkippedHit(turn[0], data.draw(st.booleans())))
        else:
            self._insurance_and_peek(data)

    def _play_plan(self, data: st.DataObject) -> bool:
        """Play a round steered to a row the run has not paid (see the suite's ``PLANS``), on a box the layout has
        free; whether there was one."""
        paid = self.paid()
        options = [p for p in self.plans if not self._plan_rows(p) <= paid]
        free = [n for n in range(1, self.cfg.boxes + 1) if self.s.box(n) is None]
        if not options or not free:
            return False

        def send(e: Any) -> Any:
            self.send(e)
            return self.s

        self._play_planned(data.draw(st.sampled_from(options)), free[0], send)
        return True

    def _bets(self, data: st.DataObject) -> None:
        raise NotImplementedError

    def _initial(self, data: st.DataObject) -> None:
        raise NotImplementedError

    def _play(self, data: st.DataObject) -> None:
        raise NotImplementedError

    def _round(self, data: st.DataObject) -> None:
        """A whole round: the shoe ready, then a third of the time, while there is one, a round steered to a row the
        run has not paid; else the chapter's wagers, a player let back in now and then, the deal, the play, and
        after it now and then a card the dealer draws by mistake."""
        self._ready(data)
        if self.s.phase is not self.phase.BETTING:
            return
        if data.draw(st.integers(0, 2)) == 0 and self._play_plan(data):
            return
        self._bets(data)
        if self.cfg.no_midshoe_entry and data.draw(st.integers(0, 3)) == 0:
            self.send(AllowEntry(data.draw(st.integers(1, self.cfg.boxes))))
        self._initial(data)
        self._play(data)
        if self.s.phase is self.phase.BETTING and data.draw(st.integers(0, 5)) == 0:
            self.send(MistakenDraw(self._card(data) or Card(4, "S")))

    def _between_rounds(self, data: st.DataObject, kind: str) -> None:
        """What happens between rounds: a new dealer (who burns a card), a floor-ordered reshuffle, a face-up card
        or a 10 found in the shoe, a mistaken draw, the reader down and repaired."""
        self._ready(data)
        if kind == "new_dealer":
            self.send(NewDealer())
            self._ready(data)
        elif kind == "reshuffle":
            self.send(Reshuffle())
        elif kind == "face_up":
            c = self._card(data)
            if c is not None:
                self.send(FaceUpCard(c))
        elif kind == "ten":
            self.send(TenFound(Card(10, "H")))
            self.send(TenFound(Card(9, "H")))  # not a 10: refused
        elif kind == "mistaken_draw":
            self.send(MistakenDraw(self._card(data) or Card(4, "S")))
        elif kind == "reader":
            self.send(ReaderFailure())
            self.send(ReaderFailure())
            self.send(ReaderRepaired())


# --- vector scripts ------------------------------------------------------------------------------------------------


def card_of(text: str) -> Card:
    """``"9H"`` -> the card (a script's own text: a typo is the script's bug)."""
    c = parse_card(text)
    assert c is not None, text
    return c


def cards(text: str) -> list[Any]:
    """``"9H KD | 7C"`` -> the deals of those cards in order (``|`` only marks where the players act)."""
    return [Deal(card_of(x)) for x in text.replace("|", " ").split()]


def shoe(decks: int, continuous: bool) -> list[Any]:
    """A script's shuffle, cut and burn; a continuous shuffler is not cut and burns nothing."""
    if continuous:
        return [Shuffle(0, 0)]
    n = 48 * decks
    return [Shuffle(n // 2, n // 3), Burn(card_of("2C"))]


def run_down(decks: int, round_: list[Any]) -> list[Any]:
    """A shoe that the next round, ``round_``, runs out by dealing (551.16(g), 665a.13(e)): shuffled with the cutting
    card back a quarter of the way up, the first card burned face down, then cards found face up and discarded between
    rounds (551.16(a), 665a.13(a)), deck by deck, until one card more than lies behind the cutting card is left: the
    first cards ``round_`` deals. No card taken out between rounds reaches the cutting card; the round's first card
    brings it out, and the round's own cards empty the shoe."""
    n = 48 * decks
    keep = [e.card for e in round_ if isinstance(e, Deal)][:n // 4 + 1]
    if len(keep) <= n // 4:
        raise ValueError(f"the round deals {len(keep)} cards: the shoe holds {n // 4} behind the cutting card")
    shown = []
    for _ in range(decks):
        for face in FACES:
            if face in keep:
                keep.remove(face)
            else:
                shown.append(face)
    return [Shuffle(n // 2, n // 4), Burn(), *(FaceUpCard(c) for c in shown[:-1])]  # the last one is burned


def split_box(box: int, hands: str) -> list[Any]:
    """Box ``box``, dealt a pair (the first cards of its first and last hands), plays ``hands`` (``"2S 3S 6S KS |
    2H ..."``: the box's hands in order, each card as dealt): the pair is split, and the first hand resplit each time
    it is dealt a card of the same value (the new hand goes after it), then each hand takes its second card and a hit
    for each card after that. A hand of one card is left waiting for its second."""
    played = [h.split() for h in hands.split("|")]
    out: list[Any] = [Split(box)]
    for h in reversed(played[1:-1]):
        out += [Deal(card_of(h[0])), Split(box)]
    for h in played:
        if len(h) > 1:
            out.append(Deal(card_of(h[1])))
        for x in h[2:]:
            out += [Hit(box), Deal(card_of(x))]
    return out
