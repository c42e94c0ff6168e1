"""Pai Gow events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome;
``s``: a reference :class:`~croupier.reference.paigow.game.State`. A tile is
its two pip counts, the smaller first: ``"2-4"``, ``"6-6"``; a hand is a list
of two tiles; the stacked row is eight lists of four tiles, R1 (the stack at
the dealer's right) first, each from its top tile down (INTERPRETING.md,
section 2).
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from croupier.conformance import fields
from croupier.conformance.families import card_setting as family
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.paigow.config import TableConfig
from croupier.reference.paigow.dealing import LEVELS, STACKS, Style
from croupier.reference.paigow.game import (
    BONUS, WAGER, WAGERS, BankDecision, ChooseStyle, CutStacks, DealerSets, DirectDealerWager, Event, ExposeTile,
    Join, Leave, NewSet, NoMoreBets, PlaceWager, RandomNumber, RemoveWager, Settle, SetHands, Shake, Stack,
    StackExposed, State, Surrender, TakeSecondArea, VoidChoice, WrongDeal,
)
from croupier.reference.paigow.tiles import Hand, Tile, hand, parse_tile, tile_name

__all__ = ["decode_event", "encode_event", "encode_outcome", "encode_state", "parse_bet", "tile_text"]

Message = dict[str, Any]


def tile_text(t: Tile) -> str:
    return tile_name(t)


def parse_bet(text: Any) -> str:
    """A wager a player makes: ``pai_gow`` or ``pair_fortunes``; anything else is a :class:`ProtocolError`."""
    return family.parse_bet(text, WAGERS)


def tile(v: Any, key: str) -> Tile:
    if not isinstance(v, str):
        raise ProtocolError(key, f"a tile such as '2-4', not {v!r}")
    try:
        return parse_tile(v)
    except ValueError:
        raise ProtocolError(key, f"a tile such as '2-4' (two pip counts 1-6), not {v!r}") from None


def two_tiles(m: Message, key: str) -> Hand:
    v = m.get(key)
    if not (isinstance(v, list) and len(v) == 2):
        raise ProtocolError(key, f"a hand of two tiles such as ['1-2', '2-4'], not {v!r}")
    return hand(tile(v[0], key), tile(v[1], key))


def optional_hand(m: Message, key: str) -> Optional[Hand]:
    return None if m.get(key) is None else two_tiles(m, key)


def row(m: Message) -> tuple[tuple[Tile, ...], ...]:
    v = m.get("stacks")
    if not (isinstance(v, list) and len(v) == STACKS and all(isinstance(x, list) and len(x) == LEVELS for x in v)):
        raise ProtocolError("stacks", f"{STACKS} stacks of {LEVELS} tiles, R1 first, each from its top, not {v!r}")
    return tuple(tuple(tile(t, "stacks") for t in x) for x in v)


_SIMPLE: dict[type, str] = {NewSet: "new_set", StackExposed: "stack_exposed", NoMoreBets: "no_more_bets",
                            WrongDeal: "wrong_deal", Settle: "settle"}
_START_DECODERS, _START = family.start_events(Shake, RandomNumber)

_DECODERS: dict[str, Callable[[Message], Event]] = {
    **family.seat_decoders(Join, Leave, PlaceWager, RemoveWager, parse_bet, WAGER),
    **family.simple_decoders(_SIMPLE), **_START_DECODERS,
    "take_second_area": lambda m: TakeSecondArea(fields.integer(m, "seat"), fields.integer(m, "area")),
    "bank_decision": lambda m: BankDecision(fields.integer(m, "seat"), fields.boolean(m, "accept"),
                                            fields.whole_amount(m, "chips") if "chips" in m else 0,
                                            fields.boolean(m, "co_bank", False)),
    "cut": lambda m: CutStacks(fields.integer(m, "start"), fields.integer(m, "size"), fields.integer(m, "to_right")),
    "direct_dealer_wager": lambda m: DirectDealerWager(fields.whole_amount(m)),
    "stack": lambda m: Stack(row(m)),
    "choose_style": lambda m: ChooseStyle(fields.one_of(Style, m, "style")),
    "expose_tile": lambda m: ExposeTile(fields.integer(m, "place")),
    "void_choice": lambda m: VoidChoice(fields.integer(m, "seat"), fields.boolean(m, "void")),
    "set_hands": lambda m: SetHands(fields.integer(m, "seat"), two_tiles(m, "high"), two_tiles(m, "low")),
    "dealer_sets": lambda m: DealerSets(optional_hand(m, "high"), optional_hand(m, "low")),
    "surrender": lambda m: Surrender(fields.integer(m, "seat")),
}

#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "paigow")


def _hand(h: Hand) -> list[str]:
    return [tile_text(t) for t in h]


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    if type(e) in _SIMPLE:
        return {"type": _SIMPLE[type(e)]}
    if type(e) in _START:
        return _START[type(e)](e)
    if isinstance(e, (Join, Leave, Surrender)):
        return family.seat_message({Join: "join", Leave: "leave", Surrender: "surrender"}[type(e)], e)
    if isinstance(e, TakeSecondArea):
        return {"type": "take_second_area", "seat": e.position, "area": e.area}
    if isinstance(e, BankDecision):
        m: Message = {"type": "bank_decision", "seat": e.position, "accept": e.accept}
        if e.chips:
            m["chips"] = amount(e.chips)
        if e.co_bank:
            m["co_bank"] = True
        return m
    if isinstance(e, CutStacks):
        return {"type": "cut", "start": e.start, "size": e.size, "to_right": e.to_right}
    if isinstance(e, DirectDealerWager):
        return {"type": "direct_dealer_wager", "amount": amount(e.amount)}
    if isinstance(e, (PlaceWager, RemoveWager)):
        return family.wager_message(e)
    if isinstance(e, Stack):
        return {"type": "stack", "stacks": [[tile_text(t) for t in x] for x in e.row]}
    if isinstance(e, ChooseStyle):
        return {"type": "choose_style", "style": e.style.value}
    if isinstance(e, ExposeTile):
        return {"type": "expose_tile", "place": e.place}
    if isinstance(e, VoidChoice):
        return {"type": "void_choice", "seat": e.position, "void": e.void}
    if isinstance(e, SetHands):
        return {"type": "set_hands", "seat": e.position, "high": _hand(e.high), "low": _hand(e.low)}
    if isinstance(e, DealerSets):
        m = {"type": "dealer_sets"}
        if e.high is not None and e.low is not None:
            m.update(high=_hand(e.high), low=_hand(e.low))
        return m
    raise TypeError(f"not a Pai Gow event: {e!r}")


def encode_outcome(o: Any) -> Message:
    """A reference outcome -> its protocol form (bets: pai_gow, pair_fortunes, dealer_wager, bank, co_bank)."""
    return outcome_message(o, str)


def encode_state(cfg: TableConfig, s: State) -> Message:
    """What a player or a camera can see: the phase, the seats and areas, the wagers, the bank, the deal and who
    has set."""
    wagers = [{"seat": p, "bet": WAGER, "amount": amount(a)} for p, a in sorted(s.wagers.items())]
    wagers += [{"seat": p, "bet": BONUS, "amount": amount(a)} for p, a in sorted(s.bonuses.items())]
    return {
        "phase": s.phase.value,
        "seated": sorted(s.seated),
        "second_areas": [{"area": a, "seat": p} for a, p in sorted(s.second.items())],
        "wagers": wagers,
        "stacked": s.row is not None,
        "style": s.style.value,
        "number": s.number,
        "dealt": [{"place": p, "tiles": [tile_text(t) for t in ts]} for p, ts in sorted(s.dealt.items())],
        "set": sorted(s.settings),
        "dealer_set": s.dealer is not None,
        "exposed": sorted(s.exposed),
        "start_of_game": s.start_of_game,
        "offered_to": s.offers[0] if s.offers else None,
        "bank": s.bank,
        "co_bank": s.co_bank,
        "dealer_wager": amount(s.dealer_wager),
    }
