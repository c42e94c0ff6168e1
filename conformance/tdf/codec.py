"""Three Dice Football events, outcomes and observable state in protocol form, to and from the reference's types.

``m``: an event message (a dict); ``e``: a reference event; ``o``: an outcome;
``s``: a reference :class:`~croupier.reference.tdf.state.State`. A bet is its
wager kind, then the play for Game Length (``game_length 3``): the grammar of
Craps and Sic Bo bets (INTERPRETING.md, section 2).
"""

from __future__ import annotations

import re
from typing import Any, Callable

from croupier.conformance import fields
from croupier.conformance.families.table import place_message, wager_messages
from croupier.conformance.families.three_dice import dice
from croupier.conformance.protocol import ProtocolError, amount, outcome_message
from croupier.reference.outcomes import Outcome
from croupier.reference.tdf.config import TableConfig
from croupier.reference.tdf.definitions import Bet, Kind
from croupier.reference.tdf.state import (
    AcceptDice, Cocked, DeclineDice, Event, ExtraPointRoll, InvalidThrow, Invalidity, Join, Leave, Medium, NewDiceSet,
    NoRoll, NoRollGround, OfferDice, PassDice, PassReason, PlaceBet, RemoveBet, State, Throw, VoidThrow,
)

__all__ = ["bet_text", "decode_event", "encode_event", "encode_outcome", "encode_state", "parse_bet"]

Message = dict[str, Any]

_DIGITS = re.compile(r"[0-9]+")
#: the protocol's names of the grounds for a "no roll" (661a.5(c)(1)-(6), and 661a.5(d)'s ground that is not one)
GROUNDS: dict[str, NoRollGround] = {
    "not_released_together": NoRollGround.NOT_RELEASED_TOGETHER, "missed_far_end": NoRollGround.MISSED_FAR_END,
    "on_bank_chips": NoRollGround.ON_BANK_CHIPS, "in_cup_or_on_rail": NoRollGround.IN_CUP_OR_ON_RAIL,
    "cheating": NoRollGround.CHEATING, "improper": NoRollGround.IMPROPER, "player_chips": NoRollGround.OFF_PLAYER_CHIPS,
}
_GROUND_NAMES = {v: k for k, v in GROUNDS.items()}


def bet_text(bet: Bet) -> str:
    """``Bet(Kind.GAME_LENGTH, 3)`` -> ``"game_length 3"``; ``Bet(Kind.TOUCHDOWN)`` -> ``"touchdown"``."""
    return f"{bet.kind.value} {bet.n}" if bet.kind is Kind.GAME_LENGTH else bet.kind.value


def parse_bet(text: Any) -> Bet:
    """The inverse of :func:`bet_text`. Any play parses for Game Length (a play off the layout is a rule
    refusal); a text that is not a wager kind with the right shape is a :class:`ProtocolError`."""
    if not isinstance(text, str):
        raise ProtocolError("bet", f"a bet is a string such as 'game_length 3', not {text!r}")
    head, _, rest = text.strip().partition(" ")
    try:
        kind = Kind(head)
    except ValueError:
        raise ProtocolError("bet", f"not a Three Dice Football wager: {text!r}") from None
    rest = rest.strip()
    if kind is Kind.GAME_LENGTH:
        if not _DIGITS.fullmatch(rest):
            raise ProtocolError("bet", f"game_length names a play, as 'game_length 3', not {text!r}")
        return Bet(kind, int(rest))
    if rest:
        raise ProtocolError("bet", f"{kind.value} names no play, not {text!r}")
    return Bet(kind)


_MEDIA = {x.value: x for x in Medium}
_COCKED = {x.value: x for x in Cocked}
_INVALID = {x.value: x for x in Invalidity}
_PASS = {x.value: x for x in PassReason}

_DECODERS: dict[str, Callable[[Message], Event]] = {
    "join": lambda m: Join(fields.integer(m, "seat")),
    "leave": lambda m: Leave(fields.integer(m, "seat")),
    "offer_dice": lambda m: OfferDice(),
    "accept_dice": lambda m: AcceptDice(fields.integer(m, "seat")),
    "decline_dice": lambda m: DeclineDice(fields.integer(m, "seat")),
    "place": lambda m: PlaceBet(fields.integer(m, "seat"), parse_bet(m.get("bet")), fields.whole_amount(m),
                                fields.named(_MEDIA, m, "medium", "chips")),
    "remove": lambda m: RemoveBet(fields.integer(m, "seat"), parse_bet(m.get("bet"))),
    "throw": lambda m: Throw(*dice(m), cocked=fields.named(_COCKED, m, "cocked", "none")),
    "invalid_throw": lambda m: InvalidThrow(fields.named(_INVALID, m, "reason"), fields.boolean(m, "lost", False)),
    "no_roll": lambda m: NoRoll(fields.named(GROUNDS, m, "ground")),
    "void_throw": lambda m: VoidThrow(),
    "extra_point_roll": lambda m: ExtraPointRoll(*dice(m)),
    "pass_dice": lambda m: PassDice(fields.named(_PASS, m, "reason")),
    "new_dice_set": lambda m: NewDiceSet(),
}


#: a protocol event -> a reference event; a malformed one is a ProtocolError naming the field
decode_event: Callable[[Any], Event] = fields.decoder(_DECODERS, "Three Dice Football")


def encode_event(e: Event) -> Message:
    """A reference event -> its protocol form (the inverse of :func:`decode_event`; defaults left out)."""
    if isinstance(e, (Join, Leave, AcceptDice, DeclineDice)):
        name = {Join: "join", Leave: "leave", AcceptDice: "accept_dice", DeclineDice: "decline_dice"}[type(e)]
        return {"type": name, "seat": e.seat}
    if isinstance(e, PlaceBet):
        return place_message(e.seat, bet_text(e.bet), e.amount, e.medium)
    if isinstance(e, RemoveBet):
        return {"type": "remove", "seat": e.seat, "bet": bet_text(e.bet)}
    if isinstance(e, Throw):
        m: Message = {"type": "throw", "dice": [e.g1, e.g2, e.r]}
        if e.cocked is not Cocked.NONE:
            m["cocked"] = e.cocked.value
        return m
    if isinstance(e, InvalidThrow):
        return {"type": "invalid_throw", "reason": e.why.value, "lost": e.lost}
    if isinstance(e, NoRoll):
        return {"type": "no_roll", "ground": _GROUND_NAMES[e.ground]}
    if isinstance(e, ExtraPointRoll):
        return {"type": "extra_point_roll", "dice": [e.d1, e.d2, e.d3]}
    if isinstance(e, PassDice):
        return {"type": "pass_dice", "reason": e.reason.value}
    simple = {OfferDice: "offer_dice", VoidThrow: "void_throw", NewDiceSet: "new_dice_set"}
    if type(e) in simple:
        return {"type": simple[type(e)]}
    raise TypeError(f"not a Three Dice Football event: {e!r}")


def encode_outcome(o: Outcome) -> Message:
    """A reference outcome -> its protocol form (bets written as :func:`bet_text`)."""
    return outcome_message(o, bet_text)


def encode_state(cfg: TableConfig, s: State) -> Message:
    """What a player or a camera can see: seats, Quarterback, the field (yard, series, down, play) and the wagers."""
    return {
        "phase": s.phase.value,
        "seated": list(s.seats),
        "quarterback": s.qb,
        "offered_to": s.offered_to,
        "yard": s.yard,
        "goal": s.goal,
        "down": s.down,
        "play": s.play,
        "new_set_required": s.new_set_required,
        "wagers": wager_messages(s.wagers, lambda w: bet_text(w.bet)),
    }
