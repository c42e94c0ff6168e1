"""637a poker-variant events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome; ``s``: a reference
:class:`~croupier.reference.poker_variants.game.State`. A card is its rank then its suit (``"AS"``, ``"10H"``,
``"QD"``); a hand is a list of cards; the deck is its 52 cards top first; a bet's ``to`` is the player's total in the
betting round, an amount string in cents (INTERPRETING.md, section 2).
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from croupier.conformance import fields
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.poker_variants.config import TableConfig
from croupier.reference.poker_variants.game import (
    Bet, Call, Check, Deal, Draw, DrawForButton, Event, Fold, Join, Leave, Misdeal, Shuffle, State,
)
from croupier.reference.poker_variants.kernels import Card, card_name, parse_card

__all__ = ["card_text", "decode_event", "encode_event", "encode_outcome", "encode_state", "parse_cards"]

Message = dict[str, Any]
#: a card as the protocol writes it
card_text = card_name


def parse_cards(m: Message, key: str, n: Optional[int] = None, default: Any = None) -> tuple[Card, ...]:
    """The list of cards under ``key`` (exactly ``n`` of them where ``n`` is given); ``default`` where it is absent
    and one is given."""
    if default is not None and key not in m:
        return tuple(default)
    return fields.cards(m, key, parse_card, "'AS', '10H' or 'QD'", n)


def _button_cards(m: Message) -> DrawForButton:
    rows = m.get("cards")
    if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
        raise ProtocolError("cards", "a list of {seat, card}, one card dealt to each seated player")
    out = []
    for r in rows:
        card = parse_card(r.get("card"))
        if card is None:
            raise ProtocolError("cards", f"a card such as 'AS', '10H' or 'QD', not {r.get('card')!r}")
        out.append((fields.integer(r, "seat"), card))
    return DrawForButton(tuple(out))


_DECODERS: dict[str, Callable[[Message], Event]] = {
    "join": lambda m: Join(fields.integer(m, "seat")),
    "leave": lambda m: Leave(fields.integer(m, "seat")),
    "draw_for_button": _button_cards,
    "shuffle": lambda m: Shuffle(parse_cards(m, "cards")),
    "deal": lambda m: Deal(fields.boolean(m, "straddle", False)),
    "fold": lambda m: Fold(fields.integer(m, "seat")),
    "check": lambda m: Check(fields.integer(m, "seat")),
    "call": lambda m: Call(fields.integer(m, "seat")),
    "bet": lambda m: Bet(fields.integer(m, "seat"), fields.whole_amount(m, "to")),
    "draw": lambda m: Draw(fields.integer(m, "seat"), parse_cards(m, "discards", default=()),
                           parse_cards(m, "reshuffled", default=())),
    "misdeal": lambda m: Misdeal(),
}

#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "poker_variants")

_SEAT: dict[type, str] = {Join: "join", Leave: "leave", Fold: "fold", Check: "check", Call: "call"}


def _cards(cs: tuple[Card, ...]) -> list[str]:
    return [card_text(c) for c in cs]


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    if isinstance(e, (Join, Leave, Fold, Check, Call)):
        return {"type": _SEAT[type(e)], "seat": e.seat}
    if isinstance(e, Misdeal):
        return {"type": "misdeal"}
    if isinstance(e, DrawForButton):
        return {"type": "draw_for_button", "cards": [{"seat": p, "card": card_text(c)} for p, c in e.cards]}
    if isinstance(e, Shuffle):
        return {"type": "shuffle", "cards": _cards(e.cards)}
    if isinstance(e, Deal):
        return {"type": "deal", "straddle": True} if e.straddle else {"type": "deal"}
    if isinstance(e, Bet):
        return {"type": "bet", "seat": e.seat, "to": amount(e.to)}
    if isinstance(e, Draw):
        m: Message = {"type": "draw", "seat": e.seat, "discards": _cards(e.discards)}
        if e.reshuffled:
            m["reshuffled"] = _cards(e.reshuffled)
        return m
    raise TypeError(f"not a 637a poker event: {e!r}")


def encode_outcome(o: Any) -> Message:
    """A reference outcome -> its protocol form (one bet: pot)."""
    return outcome_message(o, str)


def encode_state(cfg: TableConfig, s: State) -> Message:
    """What a player or a camera can see: the phase, the seats, the button, whether the deck is shuffled and the
    stub's size, the players dealt in and who folded, each player's cards, the board, the betting round, the bet to
    match and each player's chips in it, each player's chips in the pot, whose turn it is and who has drawn."""
    return {
        "phase": s.phase.value,
        "seated": sorted(s.seated),
        "button": s.button,
        "shuffled": s.deck is not None,
        "stub": 0 if s.deck is None or not s.players else len(s.deck),
        "players": list(s.players),
        "folded": sorted(s.folded),
        "hands": [{"seat": p, "cards": sorted(_cards(h))} for p, h in sorted(s.hands.items())],
        "board": _cards(s.board),
        "street": s.street,
        "bet": amount(s.bet),
        "bets": [{"seat": p, "amount": amount(a)} for p, a in sorted(s.bets.items())],
        "wagers": [{"seat": p, "bet": "pot", "amount": amount(a)} for p, a in sorted(s.committed.items())],
        "to_act": s.to_act,
        "drawn": sorted(s.drawn),
    }
