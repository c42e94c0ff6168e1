"""Sic Bo events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome;
``s``: a reference :class:`~croupier.reference.sicbo.state.State`. A bet is
written as its wager kind, then the number or pair it names
(``total_value_bet 10``, ``two_dice_combination 1-2``): the same grammar as
Craps bets (INTERPRETING.md, section 2).
"""

from __future__ import annotations

import re
from typing import Any, Callable

from croupier.conformance import fields
from croupier.conformance.families.table import place_message, wager_messages
from croupier.conformance.families.three_dice import dice
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.outcomes import Outcome
from croupier.reference.sicbo.config import TableConfig
from croupier.reference.sicbo.definitions import Kind, Spot
from croupier.reference.sicbo.game import shaker_in_use
from croupier.reference.sicbo.state import (
    Abandon, Activate, Enter, Event, Malfunction, Medium, NoMoreBets, NoRoll, Part, PlaceBet, RemoveBet, Repair, Reveal,
    Shake, ShakerFailure, State, SwitchToManual,
)

__all__ = ["bet_text", "decode_event", "encode_event", "encode_outcome", "encode_state", "parse_bet"]

Message = dict[str, Any]

_DIGITS = re.compile(r"[0-9]+")
#: the wager kinds that name a number (one face, or a total); the combination names a pair
_NUMBERED = (Kind.THREE_OF_A_KIND, Kind.TWO_OF_A_KIND, Kind.TOTAL_VALUE_BET, Kind.ONE_OF_A_KIND)


def bet_text(spot: Spot) -> str:
    """``Spot(TOTAL_VALUE_BET, 10)`` -> ``"total_value_bet 10"``; a pair is written ``a-b``."""
    if spot.kind is Kind.TWO_DICE_COMBINATION:
        return f"{spot.kind.value} {spot.a}-{spot.b}"
    if spot.kind in _NUMBERED:
        return f"{spot.kind.value} {spot.a}"
    return spot.kind.value


def parse_bet(text: Any) -> Spot:
    """The inverse of :func:`bet_text`. Any numbers parse (a spot off the layout is a rule refusal, not a
    malformed bet); a text that is not a wager kind with the right shape of number is a :class:`ProtocolError`."""
    if not isinstance(text, str):
        raise ProtocolError("bet", f"a bet is a string such as 'total_value_bet 10', not {text!r}")
    head, _, rest = text.strip().partition(" ")
    try:
        kind = Kind(head)
    except ValueError:
        raise ProtocolError("bet", f"not a Sic Bo wager: {text!r}") from None
    rest = rest.strip()
    if kind is Kind.TWO_DICE_COMBINATION:
        a, sep, b = rest.partition("-")
        if not (sep and _DIGITS.fullmatch(a) and _DIGITS.fullmatch(b)):
            raise ProtocolError("bet", f"a two dice combination names two faces, as 'two_dice_combination 1-2', "
                                       f"not {text!r}")
        return Spot(kind, int(a), int(b))
    if kind in _NUMBERED:
        if not _DIGITS.fullmatch(rest):
            raise ProtocolError("bet", f"{kind.value} names a number, as '{kind.value} 4', not {text!r}")
        return Spot(kind, int(rest))
    if rest:
        raise ProtocolError("bet", f"{kind.value} names no number, not {text!r}")
    return Spot(kind)


_DECODERS: dict[str, Callable[[Message], Event]] = {
    "place": lambda m: PlaceBet(fields.integer(m, "seat"), parse_bet(m.get("bet")), fields.whole_amount(m),
                                fields.one_of(Medium, m, "medium", Medium.CHIPS.value)),
    "remove": lambda m: RemoveBet(fields.integer(m, "seat"), parse_bet(m.get("bet"))),
    "shake": lambda m: Shake(fields.integer(m, "shakes", 3), fields.boolean(m, "covered", True)),
    "activate": lambda m: Activate(),
    "shaker_failure": lambda m: ShakerFailure(),
    "switch_to_manual": lambda m: SwitchToManual(fields.boolean(m, "dice_removed", True),
                                                 fields.boolean(m, "covered_or_signed", True)),
    "no_more_bets": lambda m: NoMoreBets(),
    "reveal": lambda m: Reveal(*dice(m)),
    "no_roll": lambda m: NoRoll(),
    "enter": lambda m: Enter(*dice(m), supervisor=fields.boolean(m, "supervisor", False)),
    "malfunction": lambda m: Malfunction(fields.one_of(Part, m, "part")),
    "repair": lambda m: Repair(fields.one_of(Part, m, "part")),
    "abandon": lambda m: Abandon(),
}


#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "Sic Bo")


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    if isinstance(e, PlaceBet):
        return place_message(e.seat, bet_text(e.spot), e.amount, e.medium)
    if isinstance(e, RemoveBet):
        return {"type": "remove", "seat": e.seat, "bet": bet_text(e.spot)}
    if isinstance(e, Shake):
        m: Message = {"type": "shake"}
        if e.shakes != 3:
            m["shakes"] = e.shakes
        if not e.covered:
            m["covered"] = False
        return m
    if isinstance(e, SwitchToManual):
        m = {"type": "switch_to_manual"}
        if not e.dice_removed:
            m["dice_removed"] = False
        if not e.covered_or_signed:
            m["covered_or_signed"] = False
        return m
    if isinstance(e, Reveal):
        return {"type": "reveal", "dice": [e.d1, e.d2, e.d3]}
    if isinstance(e, Enter):
        m = {"type": "enter", "dice": [e.e1, e.e2, e.e3]}
        if e.supervisor:
            m["supervisor"] = True
        return m
    if isinstance(e, (Malfunction, Repair)):
        return {"type": "malfunction" if isinstance(e, Malfunction) else "repair", "part": e.part.value}
    simple = {Activate: "activate", ShakerFailure: "shaker_failure", NoMoreBets: "no_more_bets", NoRoll: "no_roll",
              Abandon: "abandon"}
    if type(e) in simple:
        return {"type": simple[type(e)]}
    raise TypeError(f"not a Sic Bo event: {e!r}")


def encode_outcome(o: Outcome) -> Message:
    """A reference outcome -> its protocol form (bets written as :func:`bet_text`)."""
    return outcome_message(o, bet_text)


def encode_state(cfg: TableConfig, s: State) -> Message:
    """What a player or a camera can see: the phase, the uncovered dice, the shaker, the wagers, the failures."""
    return {
        "phase": s.phase.value,
        "dice": None if s.dice is None else list(s.dice),
        "shaker": shaker_in_use(cfg, s).value,
        "wagers": wager_messages(s.wagers, lambda w: bet_text(w.spot)),
        "device_ok": s.device_ok,
        "display_ok": s.display_ok,
        "held": s.held,
        "suspended": s.suspended,
        "shaker_out_of_service": s.auto_out_of_service,
    }
