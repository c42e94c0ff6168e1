"""Double Attack Blackjack events, outcomes and observable state in protocol form, to and from the reference's
types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome; ``s``: a reference
:class:`~croupier.reference.double_attack.state.State`. A card is its rank then its suit, ``"AS"``, ``"9H"``, ``"QD"``
(a ``"10S"`` is only ever found, never dealt: 665a.3(a)). Boxes are the ``seat`` of every message, numbered from the
dealer's far left (INTERPRETING.md, section 2).
"""

from __future__ import annotations

from typing import Any, Callable

from croupier.conformance import fields
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.cards import Card, parse_card
from croupier.reference.double_attack.config import TableConfig
from croupier.reference.double_attack.game import in_turn
from croupier.reference.double_attack.state import (AllowEntry, Burn, Deal, Double, DrawnInError, Event, FaceUpCard,
                                                    Hit, Insure, MissedBox, MistakenDraw, NewDealer, Peek,
                                                    PlaceAttack, PlaceBet, PlaceBustIt, ReaderFailure,
                                                    ReaderRepaired, RemoveBet, Reshuffle, ReshuffleDiscards,
                                                    Shuffle, ShufflerFault, SkippedHit, Split, Stand, State,
                                                    Surrender, TenFound)

__all__ = ["BETS", "card", "decode_event", "encode_event", "encode_outcome", "encode_state"]

Message = dict[str, Any]

#: the wagers a player places: the Bet (665a.6(d)), the Double Attack Wager (665a.6(e)) and Bust It (665a.6(f))
BET, ATTACK, BUST_IT = "bet", "double_attack", "bust_it"
BETS = (BET, ATTACK, BUST_IT)


def card(m: Message, key: str = "card") -> Card:
    c = parse_card(m.get(key))
    if c is None:
        raise ProtocolError(key, f"a card such as 'AS', '9H' or 'QD', not {m.get(key)!r}")
    return c


def _place(m: Message) -> Event:
    bet = m.get("bet", BET)
    if bet not in BETS:
        raise ProtocolError("bet", f"one of {', '.join(BETS)}, not {bet!r}")
    seat, stake = fields.integer(m, "seat"), fields.whole_amount(m)
    if bet != BET:
        if "player" in m:
            raise ProtocolError("player", f"a {bet} wager is the box's: no player field")
        return PlaceAttack(seat, stake) if bet == ATTACK else PlaceBustIt(seat, stake)
    return PlaceBet(seat, stake, None if m.get("player") is None else fields.integer(m, "player"))


def _burn(m: Message) -> Event:
    return Burn(None if m.get("card") is None else card(m))


_DECODERS: dict[str, Callable[[Message], Event]] = {
    "shuffle": lambda m: Shuffle(fields.integer(m, "cover", 0), fields.integer(m, "cut_card", 0)),
    "burn": _burn,
    "new_dealer": lambda m: NewDealer(),
    "reshuffle": lambda m: Reshuffle(),
    "shuffler_fault": lambda m: ShufflerFault(),
    "place": _place,
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

#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "double_attack")

_SIMPLE: dict[type, str] = {NewDealer: "new_dealer", Reshuffle: "reshuffle", ShufflerFault: "shuffler_fault",
                            Peek: "peek", ReaderFailure: "reader_failure", ReaderRepaired: "reader_repaired",
                            ReshuffleDiscards: "reshuffle_discards"}
_SEATED: dict[type, str] = {RemoveBet: "remove", Hit: "hit", Stand: "stand", Split: "split",
                            Surrender: "surrender"}
_CARDED: dict[type, str] = {Deal: "deal", FaceUpCard: "face_up_card", TenFound: "ten_found",
                            MistakenDraw: "mistaken_draw"}


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    if type(e) in _SIMPLE:
        return {"type": _SIMPLE[type(e)]}
    if type(e) in _SEATED:
        return {"type": _SEATED[type(e)], "seat": e.box}  # type: ignore[union-attr]
    if type(e) in _CARDED:
        return {"type": _CARDED[type(e)], "card": str(e.card)}  # type: ignore[union-attr]
    if isinstance(e, Shuffle):
        return {"type": "shuffle", "cover": e.cover, "cut_card": e.cut_card}
    if isinstance(e, Burn):
        return {"type": "burn"} if e.card is None else {"type": "burn", "card": str(e.card)}
    if isinstance(e, PlaceBet):
        m: Message = {"type": "place", "seat": e.box, "bet": BET, "amount": amount(e.amount)}
        if e.player is not None:
            m["player"] = e.player
        return m
    if isinstance(e, (PlaceAttack, PlaceBustIt)):
        return {"type": "place", "seat": e.box, "bet": ATTACK if isinstance(e, PlaceAttack) else BUST_IT,
                "amount": amount(e.amount)}
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
    raise TypeError(f"not a Double Attack Blackjack event: {e!r}")


def encode_outcome(o: Any) -> Message:
    """A reference outcome -> its protocol form (bets: ``bet/<hand>``, ``double_attack/<hand>``,
    ``double/<hand>``, ``bust_it``, ``insurance``)."""
    return outcome_message(o, str)


def encode_state(cfg: TableConfig, s: State) -> Message:
    """What a player or a camera can see: the phase, each box's wagers and hands, the dealer's cards, whose turn it
    is, and the shoe."""
    turn = in_turn(s)
    return {
        "phase": s.phase.value,
        "boxes": [{"seat": b.number, "player": b.player, "bet": amount(b.bet), "double_attack": amount(b.attack),
                   "bust_it": amount(b.bust_it), "insurance": amount(b.insurance), "dead": b.dead,
                   "hands": [{"cards": [str(c) for c in h.cards], "bet": amount(h.bet),
                              "double_attack": amount(h.attack), "double": amount(h.double),
                              "status": h.status.value} for h in b.hands]}
                  for b in s.boxes],
        "dealer": [str(c) for c in s.dealer],
        "in_turn": None if turn is None else {"seat": turn[0], "hand": turn[1] + 1},
        "peeked": s.peeked,
        "cards_left": s.remaining,
        "batch": s.batch,
        "cover_card_out": s.cut_out,
        "burn_due": s.burn_due,
        "reader_down": s.halted,
        "drawn_in_error": None if s.pending is None else {"card": str(s.pending), "exposed": s.pending_exposed},
    }
