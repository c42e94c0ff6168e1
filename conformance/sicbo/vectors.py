"""Sic Bo vector scripts: the sequences the generator mines before random play.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The
generator (:mod:`croupier.conformance.generate`) keeps one shrunk case per
behaviour. These scripts reach what random play reaches only by luck: every
spot of the layout settled against each of the 56 different throws, entered
values that differ from the dice, every refusal of a wager, and every
procedure of 625a.5 and 625a.7 tried in each phase of the round.
"""

from __future__ import annotations

import itertools
from typing import Any

from croupier.conformance.sicbo.codec import encode_event
from croupier.conformance.sicbo.suite import OFF_LAYOUT, start_event
from croupier.reference.sicbo import SPOTS, Kind, Spot, State, TableConfig, step
from croupier.reference.sicbo.state import (
    Abandon, Activate, Enter, Event, Malfunction, Medium, NoMoreBets, NoRoll, Part, PlaceBet, RemoveBet, Repair, Reveal,
    Shake, ShakerFailure, SwitchToManual,
)

__all__ = ["scripts", "whole_cases"]

Message = dict[str, Any]

SMALL, BIG, TRIPLE_1 = Spot(Kind.SMALL), Spot(Kind.BIG), Spot(Kind.THREE_OF_A_KIND, 1)
#: the 56 different throws (as multisets of faces)
DIFFERENT_THROWS: tuple[tuple[int, int, int], ...] = tuple(itertools.combinations_with_replacement(range(1, 7), 3))
#: every procedure event, each variant once
PROCEDURES: tuple[Event, ...] = (
    Shake(), Shake(2), Shake(3, False), Activate(), ShakerFailure(), SwitchToManual(), SwitchToManual(False, True),
    SwitchToManual(True, False), NoMoreBets(), NoRoll(), Reveal(1, 2, 3), Reveal(0, 2, 7), Enter(1, 2, 3),
    Enter(1, 2, 3, supervisor=True), Enter(4, 5, 6, supervisor=True), Enter(1, 2, 9, supervisor=True),
    Malfunction(Part.DEVICE), Malfunction(Part.DISPLAY), Repair(Part.DEVICE), Repair(Part.DISPLAY), Abandon(),
)


def _replay(cfg: TableConfig, events: list[Event]) -> State:
    s = State()
    for e in events:
        s = step(cfg, s, e).state
    return s


def _round(cfg: TableConfig, before: list[Event], dice: tuple[int, int, int],
           keyed: tuple[int, int, int] | None = None) -> list[Event]:
    start = start_event(cfg, _replay(cfg, before))
    return before + [start, NoMoreBets(), Reveal(*dice), Enter(*(keyed or dice))]


def _each_spot(cfg: TableConfig) -> list[Event]:
    """A least wager on every spot the table offers: seat 1, each at the table minimum."""
    return [PlaceBet(1, spot, cfg.table_min) for spot in SPOTS if cfg.offers(spot.kind)]


def scripts(cfg: TableConfig) -> list[list[Message]]:
    """The scripted sequences, in protocol form."""
    out: list[list[Event]] = []
    layout: list[Event] = _each_spot(cfg)
    out += [_round(cfg, layout, d) for d in DIFFERENT_THROWS]  # every spot against every different throw
    for keyed in ((1, 2, 3), (6, 6, 6), (3, 2, 1)):  # values keyed in that differ from the dice (GAP-12), or not
        out.append(_round(cfg, layout, (4, 5, 6), keyed))
    small: list[Event] = [PlaceBet(1, SMALL, cfg.table_min)]  # one wager, for the phases below
    out.append(small + [PlaceBet(1, SMALL, cfg.table_max)])  # more chips on it, past the maximum only with them
    begin = start_event(cfg, State())
    phases: list[list[Event]] = [
        [], small, small + [begin], small + [begin, NoMoreBets()], small + [begin, NoMoreBets(), Reveal(2, 2, 5)],
        small + [begin, NoMoreBets(), Reveal(2, 2, 5), Malfunction(Part.DEVICE)],
        small + [begin, NoMoreBets(), Reveal(2, 2, 5), Malfunction(Part.DISPLAY)],
        small + [begin, NoMoreBets(), Malfunction(Part.DEVICE)],
        small + [begin, Malfunction(Part.DISPLAY)],
        small + [begin, NoMoreBets(), Reveal(2, 2, 5), Malfunction(Part.DEVICE), Enter(2, 2, 5, supervisor=True)],
        small + [begin, NoMoreBets(), Reveal(2, 2, 5), Malfunction(Part.DISPLAY), Enter(2, 2, 5, supervisor=True)],
        small + [begin, ShakerFailure()], small + [SwitchToManual()],
    ]
    for prefix in phases:
        out += [prefix + [e] for e in PROCEDURES]
        out += [prefix + [PlaceBet(seat, spot, a, medium)] for spot in (TRIPLE_1, SMALL, BIG) + OFF_LAYOUT
                for seat, a, medium in ((1, cfg.table_min, Medium.CHIPS), (2, cfg.table_min, Medium.PLAQUES),
                                        (0, cfg.table_min, Medium.CHIPS), (1, cfg.table_min, Medium.CASH_VERBAL),
                                        (1, cfg.table_min - 1, Medium.CHIPS), (1, cfg.table_max + 1, Medium.CHIPS),
                                        (1, 0, Medium.CHIPS))]
        out += [prefix + [RemoveBet(seat, spot)] for seat, spot in ((1, SMALL), (2, SMALL), (1, TRIPLE_1))]
    out += [[PlaceBet(1, spot, cfg.table_min)] for spot in SPOTS]  # type: ignore[misc]  # every spot, offered or not
    return [[encode_event(e) for e in events] for events in out]


def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """Stories kept whole: the values keyed in the dice's own order or another (no irregularity either way)."""
    bets: list[Event] = [PlaceBet(1, SMALL, cfg.table_min), PlaceBet(2, BIG, cfg.table_min)]
    out = []
    for name, dice, keyed in (("entry-same-order", (4, 5, 6), (4, 5, 6)), ("entry-other-order", (4, 5, 6), (6, 4, 5)),
                              ("entry-other-order-pair", (2, 5, 2), (5, 2, 2))):
        events = _round(cfg, bets, dice, keyed)
        out.append((name, [encode_event(e) for e in events]))
    # GAP-8 with AMBIG-9: a round held for the device and the display, the device repaired first: still held until
    # the display is repaired too (only a table that resumes on the device alone lets it go on at once)
    held = bets + [start_event(cfg, _replay(cfg, bets)), NoMoreBets(), Malfunction(Part.DEVICE),
                   Malfunction(Part.DISPLAY), Repair(Part.DEVICE), Repair(Part.DISPLAY), Reveal(4, 5, 6), Enter(4, 5, 6)]
    out.append(("held-until-device-and-display-work", [encode_event(e) for e in held]))
    return out
