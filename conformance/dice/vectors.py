"""Dice-lifecycle vector scripts: the sequences the generator mines before random play, and whole stories.

``cfg``: the reference's DiceConfig; ``m``: an event in protocol form. The scripts are the digest's dice cases (DC-1
to DC-11, controls.md section 13.3) that the facility's alternative can show, and each step of each game's procedure
done wrong once; the whole cases are each game's procedure from receipt to a round of play, and the stories around
it: a removal with its Dice Discrepancy Report, a broken seal reinspected, a lost die and its new set, the 24-hour
change, a table that closes and reopens with a new set.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, cast

import attrs

from croupier.conformance.dice.codec import encode_event
from croupier.conformance.dice.suite import _without
from croupier.reference.controls.dice import (
    COUNT, INSTRUMENTS, LIMIT, Clock, CloseTable, DiceSet, Distribute, Event, Game, Inspect, Issue, OpenTable, Place,
    Reason, Receive, Remove, Role, Seal, Use, due, package,
)
from croupier.reference.controls.dice_config import Alternative, DiceConfig, SicBoShaker
from croupier.reference.controls.dice_scripts import OPENING, SIGNATURES, bring_into_play, carriers, opening_day, placer

__all__ = ["events", "whole_cases"]

Message = dict[str, Any]
GAMES = sorted(Game, key=lambda g: g.value)


def _at(hours: float) -> Clock:
    return Clock(OPENING + dt.timedelta(minutes=round(hours * 60)))


def _wrong_steps(cfg: DiceConfig, g: Game) -> list[list[Event]]:
    """Each step of ``g``'s procedure done wrong in each way, the rest of the procedure after it."""
    day = opening_day(cfg, g)
    out: list[list[Any]] = []
    for i, e in enumerate(day):
        variants: list[Event] = []
        if isinstance(e, Inspect):
            variants += [attrs.evolve(e, instruments=_without(e.instruments, x)) for x in INSTRUMENTS]
            variants += [attrs.evolve(e, visible=False), attrs.evolve(e, surveillance_notified=False),
                         attrs.evolve(e, present=()),
                         attrs.evolve(e, instruments=("approved_equivalent",) + e.instruments[1:])]
            variants += [attrs.evolve(e, by=(r,)) for r in Role]
            variants += [attrs.evolve(e, present=_without(e.present, r)) for r in e.present]
            variants += [attrs.evolve(e, present=(r,)) for r in Role]
        elif isinstance(e, Distribute):
            variants += [attrs.evolve(e, by=(Role.ASSISTANT_SHIFT_MANAGER,)),
                         attrs.evolve(e, by=(Role.PIT_MANAGER, Role.SECURITY)), attrs.evolve(e, reserve=not e.reserve)]
        elif isinstance(e, Issue):
            variants += [attrs.evolve(e, by=(r,)) for r in Role] + [attrs.evolve(e, present=()),
                                                                    attrs.evolve(e, table="T9")]
        elif isinstance(e, Seal):
            variants += [attrs.evolve(e, date=e.date + dt.timedelta(days=1)), attrs.evolve(e, signatures=())]
        elif isinstance(e, Place):
            variants += [attrs.evolve(e, present=())] + [attrs.evolve(e, by=(r,)) for r in Role]
            if e.seal_intact is not None:
                variants += [attrs.evolve(e, seal_intact=None)]
        elif isinstance(e, Receive):
            variants += [attrs.evolve(e, dice=e.dice - 1), attrs.evolve(e, dice=0)]
        out += [day[:i] + [v] + day[i + 1:] + [Use("T1")] for v in variants]
    return out


def events(cfg: DiceConfig) -> list[list[Event]]:
    """The scripted sequences, as model events (the suite sends them in protocol form)."""
    alt = cfg.alternative
    out: list[list[Any]] = []
    for g in GAMES:
        out += _wrong_steps(cfg, g)
        day = opening_day(cfg, g)
        # DC-9, DC-11: play past the limit (to the minute), and a set asked into play twice
        out.append(day + [Use("T1"), _at(24), Use("T1"), _at(24 + 1 / 60), Use("T1"), _at(24 * 31), Use("T1")])
        out.append(day + [Place("S1", *placer(cfg, g)), Issue("S1", "T1", (Role.PIT_MANAGER,))])
        # no clock yet; a set for another game; a table that is not open; a second table of the same id
        out.append([OpenTable("T1", g), Receive("S1", g, 5), Receive("S1", g, 5), Inspect("S1", (Role.FLOORPERSON,),
                   (Role.DEALER,), INSTRUMENTS, True), OpenTable("T1", g), CloseTable("T2"), Use("T1"),
                   Clock(OPENING), Clock(OPENING - dt.timedelta(minutes=1))])
        other = GAMES[(GAMES.index(g) + 1) % len(GAMES)]
        out.append([Clock(OPENING), OpenTable("T1", other)] + bring_into_play(cfg, g, "S1", "T1"))
        # removal of every kind, before and in play
        for r in Reason:
            out.append(day + [Remove("S1", r), Remove("S1", r), Use("T1")])
            out.append([Clock(OPENING), Receive("S1", g, 3), Remove("S1", r)])
        # the table closes: its dice are retired; a reopened table needs a new set (623a.7(d), 661a.4(d))
        out.append(day + [CloseTable("T1"), OpenTable("T1", g), Issue("S1", "T1", (Role.PIT_MANAGER,)), Use("T1")])
    # DC-3: Alternative 1 reserve dice straight into the cup; DC-5: Alternative 2 unsealed reserve not reinspected
    for g in (Game.CRAPS, Game.SIC_BO):
        reserve = [Clock(OPENING), OpenTable("T1", g), Receive("R1", g, 5 if g is Game.CRAPS else 3),
                   Distribute("R1", carriers(), True)]
        out.append(reserve + [Issue("R1", "T1", (Role.PIT_MANAGER,)), Place("R1", *placer(cfg, g))])
        out.append(reserve + [Inspect("R1", (Role.FLOORPERSON,), (Role.DEALER,), INSTRUMENTS, True)])
        out.append(reserve + [Inspect("R1", (Role.FLOORPERSON,), (Role.FLOORPERSON,), INSTRUMENTS, True),
                              Seal("R1", OPENING.date(), SIGNATURES)])
    if alt is not Alternative.ONE:
        # sealing what is not inspected; packages of every size (singles are Alternative 3's reserve dice), each
        # then taken to a table and its seal checked
        for g in GAMES:
            size = package(cfg, g)[1]
            out.append([Clock(OPENING), Receive("S1", g, size), Seal("S1", OPENING.date(), SIGNATURES),
                        Receive("S2", g, 1), Distribute("S2", carriers(), True)])
            for n in sorted({1, size - 1, size, min(size + 1, COUNT[g][1])}):
                sealed = _sealed_to_table(cfg, g, n)
                out.append(sealed + [Place("S1", *placer(cfg, g), None), Place("S1", *placer(cfg, g), True),
                                     Use("T1")])
                out.append(sealed[:-1] + [Distribute("S1", carriers()), Issue("S1", "T1", (Role.PIT_MANAGER,))])
    else:
        out.append([Clock(OPENING), Receive("S1", Game.CRAPS, 5), Seal("S1", OPENING.date(), SIGNATURES)])
    return out


def _cases(cfg: DiceConfig) -> dict[str, list[Event]]:
    """Stories that end unrefused."""
    out: dict[str, list[Any]] = {}
    for g in GAMES:
        day = opening_day(cfg, g)
        out[f"{g.value}-procedure"] = day + [Use("T1")]
        if g in LIMIT:  # the limit's last minute: still in play (623a.7(d), 625a.2(b), 661a.4(d), ...)
            last = due(cfg, DiceSet("S1", g, 1, since=OPENING))
            assert last is not None
            out[f"{g.value}-last-minute"] = day + [Clock(last), Use("T1")]
        # DC-8: a Board employee asks for the dice to be removed mid-shift; a new set comes in
        out[f"{g.value}-board-request"] = day + [_at(3), Use("T1"), Remove("S1", Reason.BOARD_REQUEST)]
        # the 24-hour change: the old set out, a new set in
        if g is not Game.PAI_GOW_POKER:
            out[f"{g.value}-changed"] = day + [_at(12), Use("T1"), Remove("S1", Reason.CHANGE)] + (
                [Remove("S2", Reason.CHANGE)] if any(getattr(e, "set_id", "") == "S2" for e in day) else []) + [
                e for e in _renamed(opening_day(cfg, g)[2:], "N")] + [_at(30), Use("T1")]
    # DC-10: a Three Dice Football die goes off the table and is lost: a new set (661a.4(d))
    tdf = opening_day(cfg, Game.TDF)
    out["tdf-lost-die"] = tdf + [Use("T1"), Remove("S1", Reason.LOST_DIE)] + _renamed(
        [e for e in opening_day(cfg, Game.TDF)[2:] if getattr(e, "set_id", "S1") == "S1"], "N") + [Use("T1")]
    # DC-7 / C-10: a broken seal quarantines the dice; reinspected (Alternative 1's way at the table), then played
    if cfg.alternative is not Alternative.ONE:
        g = Game.CRAPS
        sealed = _sealed_to_table(cfg, g)
        out["craps-broken-seal"] = sealed + [Place("S1", *placer(cfg, g), False),
                                             Inspect("S1", (Role.BOXPERSON,), (Role.DEALER,), INSTRUMENTS, True),
                                             Place("S1", *placer(cfg, g)), Use("T1")]
    # issue 28 (mutation campaign): the quarantined set reinspected the pit's way (two pit inspectors) at the table
    if cfg.alternative is not Alternative.ONE:
        g = Game.CRAPS
        out["craps-broken-seal-pit-way"] = _sealed_to_table(cfg, g) + [
            Place("S1", *placer(cfg, g), False), Inspect("S1", (Role.FLOORPERSON,), (Role.BOXPERSON,), INSTRUMENTS, True),
            Place("S1", *placer(cfg, g)), Use("T1")]
    # issue 28 (mutation campaign): "a floorperson or above" read as any rank from floorperson up, not that rank only:
    # Alternative 2's reserve inspected by a floorperson before a pit manager; Alternative 3's storage inspection
    # attended by a shift manager (above the assistant shift manager the text names as the least)
    if cfg.alternative is not Alternative.ONE:
        g = Game.CRAPS
        who = ((Role.FLOORPERSON,), (Role.PIT_MANAGER,)) if cfg.alternative is Alternative.TWO else \
            ((Role.FLOORPERSON,), (Role.SHIFT_MANAGER, Role.SECURITY))
        out["craps-inspected-before-a-higher-rank"] = [
            attrs.evolve(e, by=who[0], present=who[1]) if isinstance(e, Inspect) else e
            for e in _sealed_to_table(cfg, g)] + [Place("S1", *placer(cfg, g), True), Use("T1")]
    # issue 28: the four instruments and an approved equivalent besides (the equivalent stands for the micrometer)
    out["craps-instruments-and-equivalent"] = [
        attrs.evolve(e, instruments=INSTRUMENTS + ("approved_equivalent",)) if isinstance(e, Inspect) else e
        for e in opening_day(cfg, Game.CRAPS)] + [Use("T1")]
    # the clock past midnight and a closing table, reopened with a new set
    g = Game.MINI_CRAPS
    out["mini-craps-reopened"] = opening_day(cfg, g) + [_at(8), Use("T1"), CloseTable("T1"), OpenTable("T1", g)] + \
        _renamed(opening_day(cfg, g)[2:], "N") + [Use("T1")]
    if cfg.sic_bo_shaker is SicBoShaker.AUTOMATED:
        out["sic-bo-automated-month"] = opening_day(cfg, Game.SIC_BO) + [_at(24 * 27), Use("T1")]
    return out


def _sealed_to_table(cfg: DiceConfig, g: Game, n: int = 0) -> list[Event]:
    """A sealed package of ``n`` of ``g``'s dice (a whole package by default) at an open table, not yet opened: a
    package sealed after inspection in the storage area (Alternative 3) or as a pit reserve (Alternative 2)."""
    size = n or package(cfg, g)[1]
    start: list[Event] = [Clock(OPENING), OpenTable("T1", g), Receive("S1", g, size)]
    if cfg.alternative is Alternative.THREE:
        return start + [Inspect("S1", (Role.FLOORPERSON,), (Role.ASSISTANT_SHIFT_MANAGER, Role.SECURITY),
                                INSTRUMENTS, True, True), Seal("S1", OPENING.date(), SIGNATURES),
                        Distribute("S1", carriers(), size == 1), Issue("S1", "T1", (Role.PIT_MANAGER,))]
    return start + [Distribute("S1", carriers(), True),
                    Inspect("S1", (Role.PIT_MANAGER,), (Role.FLOORPERSON,), INSTRUMENTS, True),
                    Seal("S1", OPENING.date(), SIGNATURES), Issue("S1", "T1", (Role.PIT_MANAGER,))]


def _renamed(events: list[Event], prefix: str) -> list[Event]:
    """The same events for new sets (``S1`` -> ``N1``)."""
    out: list[Any] = [attrs.evolve(cast(Any, e), set_id=prefix + e.set_id[1:]) if hasattr(e, "set_id") else e for e in events]
    return out



def whole_cases(cfg: DiceConfig) -> list[tuple[str, list[Message]]]:
    """Each game's procedure and the stories worth keeping whole."""
    return [(name, [encode_event(e) for e in events]) for name, events in _cases(cfg).items()]
