"""Asia Poker events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome; ``s``: a reference
:class:`~croupier.reference.asia_poker.game.State`. A card is its rank then its suit (``"AS"``, ``"10H"``, ``"QD"``)
and the joker is ``"JK"``; a hand is a list of cards; the deck is its 53 cards top first (INTERPRETING.md,
section 2).
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from croupier.conformance import fields
from croupier.conformance.families import card_setting as family
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.asia_poker.config import TableConfig
from croupier.reference.asia_poker.game import (
    WAGER, WAGERS, Deal, DealerSets, Event, ExposeCard, Join, Leave, NoMoreBets, PlaceWager, RandomNumber,
    RemoveWager, Settle, SetHands, Shake, ShoeFailure, Shuffle, ShufflerFailure, State, StubMiscount, Surrender,
    TakeSecondSpot, VoidChoice, WrongDeal,
)
from croupier.reference.asia_poker.kernels import Card, card_name, parse_card

__all__ = ["card_text", "decode_event", "encode_event", "encode_outcome", "encode_state", "parse_bet", "parse_cards"]

Message = dict[str, Any]
#: a card as the protocol writes it
card_text = card_name


def parse_cards(m: Message, key: str, n: Optional[int] = None) -> tuple[Card, ...]:
    """The list of cards under ``key`` (exactly ``n`` of them where ``n`` is given)."""
    return fields.cards(m, key, parse_card, "'AS', '10H' or 'JK' (the joker)", n)


def parse_bet(text: Any) -> str:
    """A wager a player makes: ``asia_poker`` or ``bonus``; anything else is a :class:`ProtocolError`."""
    return family.parse_bet(text, WAGERS)


def _dealer_sets(m: Message) -> DealerSets:
    given = [k for k in ("high", "medium", "low") if m.get(k) is not None]
    if not given:
        return DealerSets()
    if len(given) != 3:
        raise ProtocolError("high", "the dealer's three hands (high, medium, low), or none for the house way")
    return DealerSets(parse_cards(m, "high", 4), parse_cards(m, "medium", 2), parse_cards(m, "low", 1))


_SIMPLE: dict[type, str] = {ShufflerFailure: "shuffler_failure", NoMoreBets: "no_more_bets", Deal: "deal",
                            WrongDeal: "wrong_deal", ShoeFailure: "shoe_failure", Settle: "settle"}
_DEALT_DECODERS, _DEALT = family.dealt_events(parse_cards, card_text, second_spot=TakeSecondSpot, shuffle=Shuffle,
                                              stub_miscount=StubMiscount, expose_card=ExposeCard,
                                              void_choice=VoidChoice)
_START_DECODERS, _START = family.start_events(Shake, RandomNumber)
#: the events the card chapters encode alike -> their encoders
_ALIKE = {**_DEALT, **_START}

_DECODERS: dict[str, Callable[[Message], Event]] = {
    **family.seat_decoders(Join, Leave, PlaceWager, RemoveWager, parse_bet, WAGER),
    **family.simple_decoders(_SIMPLE), **_DEALT_DECODERS, **_START_DECODERS,
    "set_hands": lambda m: SetHands(fields.integer(m, "seat"), parse_cards(m, "high", 4), parse_cards(m, "medium", 2),
                                    parse_cards(m, "low", 1)),
    "dealer_sets": _dealer_sets,
    "surrender": lambda m: Surrender(fields.integer(m, "seat")),
}

#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "asia_poker")


def _cards(cs: tuple[Card, ...]) -> list[str]:
    return [card_text(c) for c in cs]


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    if type(e) in _SIMPLE:
        return {"type": _SIMPLE[type(e)]}
    if type(e) in _ALIKE:
        return _ALIKE[type(e)](e)
    if isinstance(e, (Join, Leave, Surrender)):
        return family.seat_message({Join: "join", Leave: "leave", Surrender: "surrender"}[type(e)], e)
    if isinstance(e, (PlaceWager, RemoveWager)):
        return family.wager_message(e)
    if isinstance(e, SetHands):
        return {"type": "set_hands", "seat": e.position, "high": _cards(e.high), "medium": _cards(e.medium),
                "low": _cards(e.low)}
    if isinstance(e, DealerSets):
        m: Message = {"type": "dealer_sets"}
        if e.high is not None and e.medium is not None and e.low is not None:
            m.update(high=_cards(e.high), medium=_cards(e.medium), low=_cards(e.low))
        return m
    raise TypeError(f"not an Asia Poker event: {e!r}")


def encode_outcome(o: Any) -> Message:
    """A reference outcome -> its protocol form (bets: asia_poker, bonus)."""
    return outcome_message(o, str)


def encode_state(cfg: TableConfig, s: State) -> Message:
    """What a player or a camera can see: the phase, the seats and second positions, the wagers, whether the deck
    is shuffled, where the deal started and where the button lies, each place's seven cards while in play, who has
    set, the dealer's hands once set, and the positions whose card was exposed."""
    wagers = [{"seat": p, "bet": WAGER, "amount": amount(a)} for p, a in sorted(s.wagers.items())]
    wagers += [{"seat": p, "bet": "bonus", "amount": amount(a)} for p, a in sorted(s.bonuses.items())]
    dealer = None if s.dealer is None else {"high": _cards(s.dealer.high), "medium": _cards(s.dealer.medium),
                                            "low": _cards(s.dealer.low)}
    return {
        "phase": s.phase.value,
        "seated": sorted(s.seated),
        "second_spots": [{"spot": a, "seat": p} for a, p in sorted(s.second.items())],
        "wagers": wagers,
        "shuffled": s.deck is not None,
        "start": s.start,
        "button": s.button,
        "dealt": [{"place": p, "cards": _cards(cs)} for p, cs in sorted(s.dealt.items())],
        "stub": s.stub,
        "set": sorted(s.settings),
        "dealer": dealer,
        "exposed": sorted(s.exposed),
    }
