"""Craps and Mini-Craps (58 Pa. Code ch. 623a) described to the conformance engine (:class:`GameSuite`)."""

from __future__ import annotations

from typing import Any, Optional

from croupier.conformance.craps.codec import decode_event, encode_outcome, encode_state
from croupier.conformance.craps.conform import DEFAULT_PROFILES, PROFILES, VECTOR_PROFILES
from croupier.conformance.craps.suite import CrapsConformance
from croupier.conformance.craps.vectors import FIRE_RUNS, coupon_cases, coupon_scripts, fire_run, systematic
from croupier.conformance.games import GameSuite, applying, staking
from croupier.reference.craps import Bet, State, TableConfig, profile_from_mapping, step
from croupier.reference.craps.config import DEFAULT_RULESET
from croupier.reference.craps.definitions import paragraph
from croupier.reference.craps.legal import spots

__all__ = ["SUITE"]

Message = dict[str, Any]


def dice_class(m: Message) -> Optional[int]:
    """A throw decides by its total (a cocked die's is not read here: it is its own case)."""
    d = m.get("dice")
    if m.get("type") != "throw" or m.get("cocked") or not isinstance(d, list):
        return None
    return sum(d)


def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """Fire Bets settled after each count of points, repeats included; a Don't Pass cut with its odds trimmed; at a
    table that takes Match Play Coupons, the coupon stories of the controls digest."""
    out = []
    for points in FIRE_RUNS:
        run = fire_run(cfg, points)
        if run is not None:
            out.append(("fire-after-" + ("-".join(map(str, points)) or "none"), run))
    # issue 28 (mutation campaign): a Don't Pass cut after the point, its lay odds trimmed to the new limit and the
    # excess returned (623a.4(d), 623a.6(e); odds_on_parent_reduce)
    out.append(("dont-pass-cut-odds-trimmed", [
        {"type": "join", "seat": 1}, {"type": "accept_dice", "seat": 1},
        {"type": "place", "seat": 1, "bet": "dont_pass", "amount": "1000"}, {"type": "throw", "dice": [2, 2]},
        {"type": "place", "seat": 1, "bet": "dont_pass_odds", "amount": "2000"},
        {"type": "reduce", "seat": 1, "bet": "dont_pass", "amount": "500"}]))
    return out + coupon_cases(cfg)


def scripts(cfg: TableConfig) -> list[list[Message]]:
    """Every wager in each phase against each roll; at a table that takes coupons, coupon wagers the same way."""
    return systematic(cfg) + coupon_scripts(cfg)


SUITE = GameSuite(
    name="craps",
    tables=("craps", "mini_craps"),
    default_ruleset=DEFAULT_RULESET,
    profile_clause="pa:623a.2",
    config=profile_from_mapping,
    table_game=lambda cfg: cfg.game.value,
    ruleset=lambda cfg: cfg.ruleset,
    initial=State,
    decode=decode_event,
    apply=applying(step, encode_outcome),
    observe=lambda cfg, s: encode_state(s, cfg.match_play),
    stake=staking(Bet.parse),
    dice_class=dice_class,
    not_offered=lambda offered: {paragraph(b) for b in spots() if b.kind.value not in offered},
    machine=CrapsConformance,
    scripts=scripts,
    whole_cases=whole_cases,
    profiles=PROFILES,
    default_profiles=DEFAULT_PROFILES,
    vector_profiles=VECTOR_PROFILES,
    example="croupier.conformance.examples.craps_table:CrapsEngine",
    reports=("clauses", "state", "notices", "markers"),
)
