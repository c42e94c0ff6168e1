"""Spanish 21 events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome; ``s``: a reference
:class:`~croupier.reference.spanish21.state.State`. A card is its rank then its suit, ``"AS"``, ``"9H"``, ``"QD"``
(a ``"10S"`` is only ever found, never dealt: 551.3(a)). Boxes are the ``seat`` of every message, numbered from the
dealer's left (INTERPRETING.md, section 2).
"""

from __future__ import annotations

from typing import Any, Callable

from croupier.conformance import fields
from croupier.conformance.families import blackjack as family
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.spanish21.config import TableConfig
from croupier.reference.spanish21.game import in_turn
from croupier.reference.spanish21.state import DealerSkipped, Event, PlaceMatch, Rescue, State

__all__ = ["BETS", "card", "decode_event", "encode_event", "encode_outcome", "encode_state"]

Message = dict[str, Any]

#: the wagers a player places: the Spanish 21 wager (551.6(a)) and Match-The-Dealer (551.7)
SPANISH21, MATCH = "spanish21", "match_the_dealer"
BETS = (SPANISH21, MATCH)


card = family.card


def _place(m: Message) -> Event:
    bet = m.get("bet", SPANISH21)
    if bet not in BETS:
        raise ProtocolError("bet", f"one of {', '.join(BETS)}, not {bet!r}")
    seat, stake = fields.integer(m, "seat"), fields.whole_amount(m)
    if bet == MATCH:
        if "player" in m:
            raise ProtocolError("player", "a Match-The-Dealer wager is the box's: no player field")
        return PlaceMatch(seat, stake)
    return family.place_bet(m, seat, stake)


_DECODERS: dict[str, Callable[[Message], Event]] = {
    **family.DECODERS,
    "place": _place,
    "rescue": lambda m: Rescue(fields.integer(m, "seat")),
    "dealer_skipped": lambda m: DealerSkipped(),
}

#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "spanish21")


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    m = family.encode_event(e, SPANISH21)
    if m is not None:
        return m
    if isinstance(e, (Rescue, DealerSkipped)):
        return {"type": "rescue", "seat": e.box} if isinstance(e, Rescue) else {"type": "dealer_skipped"}
    if isinstance(e, PlaceMatch):
        return {"type": "place", "seat": e.box, "bet": MATCH, "amount": amount(e.amount)}
    raise TypeError(f"not a Spanish 21 event: {e!r}")


def encode_outcome(o: Any) -> Message:
    """A reference outcome -> its protocol form (bets: ``spanish21/<hand>``, ``double/<hand>``,
    ``match_the_dealer``, ``insurance``, ``super_bonus``, ``super_bonus_share``)."""
    return outcome_message(o, str)


def encode_state(cfg: TableConfig, s: State) -> Message:
    """What a player or a camera can see: the phase, each box's wagers and hands, the dealer's cards, whose turn it
    is, and the shoe."""
    turn = in_turn(s)
    return {
        "phase": s.phase.value,
        "boxes": [{"seat": b.number, "player": b.player, "wager": amount(b.wager), "match": amount(b.mtd),
                   "insurance": amount(b.insurance),
                   "hands": [{"cards": [str(c) for c in h.cards], "wager": amount(h.wager),
                              "double": amount(h.double), "status": h.status.value} for h in b.hands]}
                  for b in s.boxes],
        "dealer": [str(c) for c in s.dealer],
        "in_turn": None if turn is None else {"seat": turn[0], "hand": turn[1] + 1},
        "peeked": s.peeked,
        "cards_left": s.remaining,
        "cut_card_out": s.cut_out,
        "burn_due": s.burn_due,
        "reader_down": s.halted,
        "drawn_in_error": None if s.pending is None else {"card": str(s.pending), "exposed": s.pending_exposed},
    }


