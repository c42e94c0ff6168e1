"""Blackjack (633a) events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message; ``e``: a reference event; ``s``: a reference
:class:`~croupier.reference.blackjack.state.State`. A card is its rank then its suit (``"AS"``, ``"10H"``,
``"QD"``): a 633a deck keeps its 10s. Boxes are the ``seat`` of every message, numbered from the dealer's left.
"""

from __future__ import annotations

from typing import Any, Callable

from croupier.conformance import fields
from croupier.conformance.families import blackjack as family
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.blackjack.config import TableConfig
from croupier.reference.blackjack.game import in_turn
from croupier.reference.blackjack.state import (Deal, Double, EvenMoney, Event, Hit, Insure, Peek, PlaceBet, PlaceSide,
                                                RemoveBet, Reshuffle, Ride, Shuffle, Split, Stand, State, Surrender)
from croupier.reference.cards import Card

__all__ = ["BETS", "card", "decode_event", "encode_event", "encode_outcome", "encode_state"]

Message = dict[str, Any]

#: the wagers a player places: the Blackjack Wager, the two optional wagers the 2013 proposal adds, and the two whose
#: play it prints with their odds elided (paid on the profile's paytables, BJ-A19)
BLACKJACK, STRAIGHT_JACK, HOUSE_MONEY = "blackjack", "straight_jack", "house_money"
HIT_AND_RUN, THREE_CARD_POKER = "hit_and_run", "three_card_poker"
BETS = (BLACKJACK, STRAIGHT_JACK, HOUSE_MONEY, HIT_AND_RUN, THREE_CARD_POKER)


def card(m: Message, key: str = "card") -> Card:
    return family.card(m, key, "'AS', '10H' or 'QD'")


def _place(m: Message) -> Event:
    bet = m.get("bet", BLACKJACK)
    if bet not in BETS:
        raise ProtocolError("bet", f"one of {', '.join(BETS)}, not {bet!r}")
    seat, stake = fields.integer(m, "seat"), fields.whole_amount(m)
    if bet != BLACKJACK:
        if "player" in m:
            raise ProtocolError("player", f"a {bet} wager is the box's: no player field")
        return PlaceSide(seat, bet, stake)
    return PlaceBet(seat, stake, None if m.get("player") is None else fields.integer(m, "player"))


_DECODERS: dict[str, Callable[[Message], Event]] = {
    "shuffle": lambda m: Shuffle(fields.integer(m, "cut_card", 0)),
    "reshuffle": lambda m: Reshuffle(),
    "place": _place,
    "remove": lambda m: RemoveBet(fields.integer(m, "seat")),
    "deal": lambda m: Deal(card(m)),
    "ride": lambda m: Ride(fields.integer(m, "seat"), fields.boolean(m, "ride", True)),
    "insure": lambda m: Insure(fields.integer(m, "seat"), fields.whole_amount(m)),
    "even_money": lambda m: EvenMoney(fields.integer(m, "seat")),
    "peek": lambda m: Peek(),
    **{t: family.DECODERS[t] for t in ("hit", "stand", "double", "split", "surrender")},  # the family's decisions
}

#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "blackjack")

_SEATED: dict[type, str] = {RemoveBet: "remove", Hit: "hit", Stand: "stand", Split: "split",
                            Surrender: "surrender", EvenMoney: "even_money"}


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    if isinstance(e, (Reshuffle, Peek)):
        return {"type": "reshuffle" if isinstance(e, Reshuffle) else "peek"}
    if type(e) in _SEATED:
        return {"type": _SEATED[type(e)], "seat": e.box}  # type: ignore[union-attr]
    if isinstance(e, Deal):
        return {"type": "deal", "card": str(e.card)}
    if isinstance(e, Shuffle):
        return {"type": "shuffle", "cut_card": e.cut_card}
    if isinstance(e, PlaceBet):
        m: Message = {"type": "place", "seat": e.box, "bet": BLACKJACK, "amount": amount(e.amount)}
        if e.player is not None:
            m["player"] = e.player
        return m
    if isinstance(e, PlaceSide):
        return {"type": "place", "seat": e.box, "bet": e.bet, "amount": amount(e.amount)}
    if isinstance(e, Ride):
        return {"type": "ride", "seat": e.box} if e.ride else {"type": "ride", "seat": e.box, "ride": False}
    if isinstance(e, (Insure, Double)):
        return {"type": "insure" if isinstance(e, Insure) else "double", "seat": e.box, "amount": amount(e.amount)}
    raise TypeError(f"not a Blackjack event: {e!r}")


def encode_outcome(o: Any) -> Message:
    """A reference outcome -> its protocol form (bets: ``blackjack/<hand>``, ``double/<hand>``, ``straight_jack``,
    ``house_money``, ``hit_and_run``, ``three_card_poker``, ``insurance``)."""
    return outcome_message(o, str)


def encode_state(cfg: TableConfig, s: State) -> Message:
    """What a player or a camera can see: the phase, each box's wagers and hands, the dealer's cards, whose turn it
    is, the shoe and the Straight Jack and Hit and Run meters."""
    turn = in_turn(s)
    return {
        "phase": s.phase.value,
        "boxes": [{"seat": b.number, "player": b.player, "bet": amount(b.bet), "straight_jack": amount(b.straight_jack),
                   "house_money": amount(b.house_money), "hit_and_run": amount(b.hit_and_run),
                   "three_card_poker": amount(b.three_card_poker), "insurance": amount(b.insurance),
                   "ride_offer": amount(b.ride_offer),
                   "hands": [{"cards": [str(c) for c in h.cards], "wager": amount(h.wager), "double": amount(h.double),
                              "status": h.status.value} for h in b.hands]}
                  for b in s.boxes],
        "dealer": [str(c) for c in s.dealer],
        "in_turn": None if turn is None else {"seat": turn[0], "hand": turn[1] + 1},
        "peeked": s.peeked,
        "cards_left": s.remaining,
        "cut_card_out": s.cut_out,
        "meter": amount(s.meter if s.meter is not None else cfg.straight_jack_meter_initial),
        "hit_and_run_meter": amount(s.hit_and_run_meter if s.hit_and_run_meter is not None
                                    else cfg.hit_and_run_meter_initial),
    }
