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
from croupier.conformance.families import blackjack as family
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.double_attack.config import TableConfig
from croupier.reference.double_attack.game import in_turn
from croupier.reference.double_attack.state import Event, PlaceAttack, PlaceBustIt, ShufflerFault, State

__all__ = ["BETS", "card", "decode_event", "encode_event", "encode_outcome", "encode_state"]

Message = dict[str, Any]

#: the wagers a player places: the Bet (665a.6(d)), the Double Attack Wager (665a.6(e)) and Bust It (665a.6(f))
BET, ATTACK, BUST_IT = "bet", "double_attack", "bust_it"
BETS = (BET, ATTACK, BUST_IT)


card = family.card


def _place(m: Message) -> Event:
    bet = m.get("bet", BET)
    if bet not in BETS:
        raise ProtocolError("bet", f"one of {', '.join(BETS)}, not {bet!r}")
    seat, stake = fields.integer(m, "seat"), fields.whole_amount(m)
    if bet != BET:
        if "player" in m:
            raise ProtocolError("player", f"a {bet} wager is the box's: no player field")
        return PlaceAttack(seat, stake) if bet == ATTACK else PlaceBustIt(seat, stake)
    return family.place_bet(m, seat, stake)


_DECODERS: dict[str, Callable[[Message], Event]] = {
    **family.DECODERS,
    "shuffler_fault": lambda m: ShufflerFault(),
    "place": _place,
}

#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "double_attack")


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    m = family.encode_event(e, BET)
    if m is not None:
        return m
    if isinstance(e, ShufflerFault):
        return {"type": "shuffler_fault"}
    if isinstance(e, (PlaceAttack, PlaceBustIt)):
        return {"type": "place", "seat": e.box, "bet": ATTACK if isinstance(e, PlaceAttack) else BUST_IT,
                "amount": amount(e.amount)}
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
