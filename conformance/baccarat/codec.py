"""Baccarat events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome;
``s``: a reference :class:`~croupier.reference.baccarat.state.State`. A card is
its rank then its suit, ``"AS"``, ``"10H"``, ``"QD"``; a bet is the name of
its area, ``banker``, ``player``, ``tie``, ``house_money`` (INTERPRETING.md,
section 2).
"""

from __future__ import annotations

from typing import Any, Callable

from croupier.conformance import fields
from croupier.conformance.families.table import place_message, wager_messages
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.baccarat.config import TableConfig
from croupier.reference.baccarat.definitions import Bet, Card, parse_card
from croupier.reference.baccarat.state import (AddOn, Burn, Deal, Event, FaceUpCard, Join, Leave, Medium, Misdeal,
                                              NoMoreBets, PassReason, PassShoe, PassSqueeze, PlaceBet, Proceed,
                                              RemoveBet, ShoeReason, Shuffle, State, TakeShoe, VoidRound)

__all__ = ["bet_text", "card", "decode_event", "encode_event", "encode_outcome", "encode_state", "parse_bet"]

Message = dict[str, Any]


def bet_text(bet: Bet) -> str:
    return bet.value


def parse_bet(text: Any) -> Bet:
    """A bet's name; anything else is a :class:`ProtocolError`."""
    try:
        return Bet(text)
    except ValueError:
        raise ProtocolError("bet", f"one of {', '.join(b.value for b in Bet)}, not {text!r}") from None


def card(m: Message, key: str = "card") -> Card:
    c = parse_card(m.get(key))
    if c is None:
        raise ProtocolError(key, f"a card such as 'AS', '10H' or 'QD', not {m.get(key)!r}")
    return c


def cards(m: Message, key: str) -> tuple[Card, ...]:
    v = m.get(key, [])
    if not isinstance(v, list):
        raise ProtocolError(key, f"a list of cards, not {v!r}")
    out = []
    for x in v:
        c = parse_card(x)
        if c is None:
            raise ProtocolError(key, f"a list of cards such as 'AS', '10H', not {x!r}")
        out.append(c)
    return tuple(out)


_MEDIA = {x.value: x for x in Medium}
_REASONS = {x.value: x for x in PassReason}
_SHOE_REASONS = {x.value: x for x in ShoeReason}
_HANDS = {"player": Bet.PLAYER, "banker": Bet.BANKER}

_DECODERS: dict[str, Callable[[Message], Event]] = {
    "join": lambda m: Join(fields.integer(m, "seat")),
    "leave": lambda m: Leave(fields.integer(m, "seat")),
    "shuffle": lambda m: Shuffle(fields.integer(m, "cover_card", 0), fields.integer(m, "cut_card", 0),
                                 fields.integer(m, "batch", 0)),
    "burn": lambda m: Burn(card(m), cards(m, "more")),
    "place": lambda m: PlaceBet(fields.integer(m, "seat"), parse_bet(m.get("bet")), fields.whole_amount(m),
                                fields.named(_MEDIA, m, "medium", "chips")),
    "remove": lambda m: RemoveBet(fields.integer(m, "seat"), parse_bet(m.get("bet"))),
    "no_more_bets": lambda m: NoMoreBets(),
    "deal": lambda m: Deal(card(m)),
    "add_on": lambda m: AddOn(fields.integer(m, "seat"), parse_bet(m.get("bet"))),
    "proceed": lambda m: Proceed(),
    "misdeal": lambda m: Misdeal(card(m), fields.boolean(m, "exposed", False)),
    "face_up_card": lambda m: FaceUpCard(card(m), cards(m, "discards")),
    "void_round": lambda m: VoidRound(),
    "pass_squeeze": lambda m: PassSqueeze(fields.named(_HANDS, m, "hand"), fields.integer(m, "to"),
                                          fields.named(_REASONS, m, "reason", "voluntary")),
    "take_shoe": lambda m: TakeShoe(fields.integer(m, "seat"), fields.boolean(m, "dealer_deals", False)),
    "pass_shoe": lambda m: PassShoe(fields.named(_SHOE_REASONS, m, "reason", "voluntary")),
}


#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "baccarat")


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    if isinstance(e, (Join, Leave)):
        return {"type": "join" if isinstance(e, Join) else "leave", "seat": e.seat}
    if isinstance(e, Shuffle):
        m: Message = {"type": "shuffle"}
        for k in ("cover_card", "cut_card", "batch"):
            if getattr(e, k):
                m[k] = getattr(e, k)
        return m
    if isinstance(e, Burn):
        m = {"type": "burn", "card": str(e.card)}
        if e.more:
            m["more"] = [str(c) for c in e.more]
        return m
    if isinstance(e, PlaceBet):
        return place_message(e.seat, bet_text(e.bet), e.amount, e.medium)
    if isinstance(e, (RemoveBet, AddOn)):
        return {"type": "remove" if isinstance(e, RemoveBet) else "add_on", "seat": e.seat, "bet": bet_text(e.bet)}
    if isinstance(e, Deal):
        return {"type": "deal", "card": str(e.card)}
    if isinstance(e, Misdeal):
        m = {"type": "misdeal", "card": str(e.card)}
        if e.exposed:
            m["exposed"] = True
        return m
    if isinstance(e, FaceUpCard):
        m = {"type": "face_up_card", "card": str(e.card)}
        if e.discards:
            m["discards"] = [str(c) for c in e.discards]
        return m
    if isinstance(e, NoMoreBets):
        return {"type": "no_more_bets"}
    if isinstance(e, Proceed):
        return {"type": "proceed"}
    if isinstance(e, VoidRound):
        return {"type": "void_round"}
    if isinstance(e, TakeShoe):
        m = {"type": "take_shoe", "seat": e.seat}
        if e.dealer_deals:
            m["dealer_deals"] = True
        return m
    if isinstance(e, PassShoe):
        m = {"type": "pass_shoe"}
        if e.reason is not ShoeReason.VOLUNTARY:
            m["reason"] = e.reason.value
        return m
    if isinstance(e, PassSqueeze):
        m = {"type": "pass_squeeze", "hand": bet_text(e.hand), "to": e.to}
        if e.reason is not PassReason.VOLUNTARY:
            m["reason"] = e.reason.value
        return m
    raise TypeError(f"not a baccarat event: {e!r}")


def encode_outcome(o: Any) -> Message:
    """A reference outcome -> its protocol form."""
    return outcome_message(o, bet_text)


def encode_state(cfg: TableConfig, s: State) -> Message:
    """What a player or a camera can see: the seats, the wagers, the hands, the shoe and the marked vigorish."""
    return {
        "phase": s.phase.value,
        "seated": list(s.seats),
        "wagers": wager_messages(s.wagers, lambda w: bet_text(w.bet)),
        "player": [str(c) for c in s.player],
        "banker": [str(c) for c in s.banker],
        "cards_left": s.remaining,
        "cut_card_out": s.rounds_left is not None,
        "last_hand": s.rounds_left == 0,
        "carried": [str(c) for c in s.carry],
        "vig_owed": [{"seat": seat, "amount": amount(v)} for seat, v in s.owed],
        "house_money_due": [seat for seat, _ in s.house_money],
        "squeeze": {"player": s.squeezers[0], "banker": s.squeezers[1]},
        "curator": s.curator,
    }
