"""Five Card Hi-Lo events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome; ``s``: a reference
:class:`~croupier.reference.five_card_hi_lo.game.State`. A card is its rank then its suit (``"AS"``, ``"10H"``,
``"QD"``); a hand is a list of cards; the deck is its 52 cards top first (INTERPRETING.md, section 2).
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from croupier.conformance import fields
from croupier.conformance.families import card_setting as family
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.five_card_hi_lo.config import TableConfig
from croupier.reference.five_card_hi_lo.game import (
    ANTE, PLAY, POKER_BONUS, TIE, WAGERS, CountStub, DealerSets, Event, ExposeCard, Fold, Join, Leave, Misdeal,
    NoMoreBets, PlaceWager, Play, RemoveWager, SetHands, Settle, ShoeFailure, Shuffle, ShufflerFailure,
    ShufflerMiscount, State, StubMiscount, TakeSecondSpot, VoidChoice,
)
from croupier.reference.five_card_hi_lo.kernels import Card, card_name, parse_card

__all__ = ["card_text", "decode_event", "encode_event", "encode_outcome", "encode_state", "parse_bet", "parse_cards"]

Message = dict[str, Any]
#: a card as the protocol writes it
card_text = card_name


def parse_cards(m: Message, key: str, n: Optional[int] = None) -> tuple[Card, ...]:
    """The list of cards under ``key`` (exactly ``n`` of them where ``n`` is given)."""
    return fields.cards(m, key, parse_card, "'AS', '10H' or 'QD'", n)


def parse_bet(text: Any) -> str:
    """A wager a player places before the deal: ``ante``, ``tie`` or ``poker_bonus``; anything else is a
    :class:`ProtocolError`."""
    return family.parse_bet(text, WAGERS)


def _dealer_sets(m: Message) -> DealerSets:
    given = [k for k in ("high", "low") if m.get(k) is not None]
    if not given:
        return DealerSets()
    if len(given) != 2:
        raise ProtocolError("high", "the dealer's two hands (high, low), or neither to follow the rule")
    return DealerSets(parse_cards(m, "high", 3), parse_cards(m, "low", 2))


_SIMPLE: dict[type, str] = {ShufflerFailure: "shuffler_failure", ShufflerMiscount: "shuffler_miscount",
                            NoMoreBets: "no_more_bets", CountStub: "count_stub", Misdeal: "misdeal",
                            ShoeFailure: "shoe_failure", Settle: "settle"}
_SEAT: dict[type, str] = {Join: "join", Leave: "leave", Play: "play", Fold: "fold"}
_DEALT_DECODERS, _DEALT = family.dealt_events(parse_cards, card_text, second_spot=TakeSecondSpot, shuffle=Shuffle,
                                              stub_miscount=StubMiscount, expose_card=ExposeCard,
                                              void_choice=VoidChoice)

_DECODERS: dict[str, Callable[[Message], Event]] = {
    **family.seat_decoders(Join, Leave, PlaceWager, RemoveWager, parse_bet, ANTE),
    **family.simple_decoders(_SIMPLE), **_DEALT_DECODERS,
    "play": lambda m: Play(fields.integer(m, "seat")),
    "fold": lambda m: Fold(fields.integer(m, "seat")),
    "set_hands": lambda m: SetHands(fields.integer(m, "seat"), parse_cards(m, "high", 3), parse_cards(m, "low", 2)),
    "dealer_sets": _dealer_sets,
}

#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "five_card_hi_lo")


def _cards(cs: tuple[Card, ...]) -> list[str]:
    return [card_text(c) for c in cs]


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    if type(e) in _SIMPLE:
        return {"type": _SIMPLE[type(e)]}
    if type(e) in _DEALT:
        return _DEALT[type(e)](e)
    if isinstance(e, (Join, Leave, Play, Fold)):
        return family.seat_message(_SEAT[type(e)], e)
    if isinstance(e, (PlaceWager, RemoveWager)):
        return family.wager_message(e)
    if isinstance(e, SetHands):
        return {"type": "set_hands", "seat": e.position, "high": _cards(e.high), "low": _cards(e.low)}
    if isinstance(e, DealerSets):
        m: Message = {"type": "dealer_sets"}
        if e.high is not None and e.low is not None:
            m.update(high=_cards(e.high), low=_cards(e.low))
        return m
    raise TypeError(f"not a Five Card Hi-Lo event: {e!r}")


def encode_outcome(o: Any) -> Message:
    """A reference outcome -> its protocol form (bets: ante, play, ante_bonus, tie, poker_bonus)."""
    return outcome_message(o, str)


def encode_state(cfg: TableConfig, s: State) -> Message:
    """What a player or a camera can see: the phase, the seats and second positions, the wagers (a Play Wager once
    made), whether the deck is shuffled, each place's five cards while in play, the stub, whether it was counted
    this round and the rounds before it that went uncounted, who played and who folded, who has set, the dealer's
    hands once set, and the positions whose card was exposed."""
    wagers = []
    for p in sorted(s.antes):
        if p not in s.folded:
            wagers.append({"seat": p, "bet": ANTE, "amount": amount(s.antes[p])})
        if s.decisions.get(p):
            wagers.append({"seat": p, "bet": PLAY, "amount": amount(s.antes[p])})
    wagers += [{"seat": p, "bet": TIE, "amount": amount(a)} for p, a in sorted(s.ties.items())]
    wagers += [{"seat": p, "bet": POKER_BONUS, "amount": amount(a)} for p, a in sorted(s.bonuses.items())]
    dealer = None if s.dealer is None else {"high": _cards(s.dealer[0]), "low": _cards(s.dealer[1])}
    return {
        "phase": s.phase.value,
        "seated": sorted(s.seated),
        "second_spots": [{"spot": a, "seat": p} for a, p in sorted(s.second.items())],
        "wagers": wagers,
        "shuffled": s.deck is not None,
        "dealt": [{"place": p, "cards": _cards(cs)} for p, cs in sorted(s.dealt.items())],
        "stub": s.stub,
        "counted": s.counted,
        "uncounted": s.uncounted,
        "played": sorted(p for p, x in s.decisions.items() if x),
        "folded": sorted(p for p, x in s.decisions.items() if not x),
        "set": sorted(s.settings),
        "dealer": dealer,
        "exposed": sorted(s.exposed),
    }
