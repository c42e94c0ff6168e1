"""Mutants of the bundled Craps implementation: realistic vendor bugs the suite must catch.

``m``: a :class:`Mutant`. Each mutant is one textual patch (or a few, for one
bug) of ``craps_table.py``, loaded as a module of its own, so the bundled
implementation itself is never changed. A patch that no longer applies
exactly once is an error, not a silent survivor. ``croupier conform --mutants``
runs the default budget on each: vectors first (fast, deterministic), the
generated suite only where the vectors miss. The mutation score is the share
killed.
"""

from __future__ import annotations

import sys
import time
import types
from importlib import resources
from typing import Any, Callable, Optional

import attrs

from croupier.conformance.adapter import EngineAdapter

__all__ = ["MUTANTS", "Mutant", "catalogue", "engine", "kill", "main"]


@attrs.frozen
class Mutant:
    """One planted bug: its name, the clause it breaks, what a vendor got wrong, and the patch."""

    name: str
    clause: str
    bug: str
    patches: tuple[tuple[str, str], ...]
    #: why the default budget does not kill it yet (an open item, reported in the score), or "" for a mutant it must kill
    open_item: str = ""


def _m(name: str, clause: str, bug: str, *patches: tuple[str, str], open_item: str = "") -> Mutant:
    return Mutant(name, clause, bug, tuple(patches), open_item)


MUTANTS: tuple[Mutant, ...] = (
    _m("field-12-pays-3", "pa:623a.5(a)", "Field pays 3 to 1 on 12",
       ("9: F(1), 10: F(1), 11: F(1), 12: F(2)}", "9: F(1), 10: F(1), 11: F(1), 12: F(3)}")),
    _m("field-2-pays-even", "pa:623a.5(a)", "Field pays even money on 2",
       ("FIELD_PAYS: dict[int, Fraction] = {2: F(2),", "FIELD_PAYS: dict[int, Fraction] = {2: F(1),")),
    _m("dont-pass-12-loses", "pa:623a.3(a)(2)(iii)", "Don't Pass loses on a come-out 12 instead of standing off",
       ('return ("void", 0)  # pa:623a.3(a)(2)(iii)', 'return lose  # pa:623a.3(a)(2)(iii)')),
    _m("dont-come-12-wins", "pa:623a.3(a)(4)(iii)", "Don't Come wins on a first-roll 12",
       ('return ("void", 0)  # pa:623a.3(a)(4)(iii)', 'return ("win", LINE_PAYS)  # pa:623a.3(a)(4)(iii)')),
    _m("place-bets-work-on-come-out", "pa:623a.3(a)(5)", "Place bets work on the come-out roll",
       ('OFF_ON_COME_OUT: frozenset[str] = frozenset({"place_win", "place_lose", "hardway", "buy"})',
        'OFF_ON_COME_OUT: frozenset[str] = frozenset({"hardway", "buy"})')),
    _m("lay-vig-on-wager", "pa:623a.5(g)(3)(ii)(B)", "On-win Lay vigorish charged on the wager, not the win",
       ("return self.cfg.lay_vig_rate * winnings  # on what the Lay won",
        "return self.cfg.lay_vig_rate * w.amount  # on what the Lay won")),
    _m("lay-upfront-vig-on-stake", "pa:623a.5(g)(3)(ii)(A)", "Upfront Lay vigorish on the stake, not the possible win",
       ("return self.cfg.lay_vig_rate * stake * LAY_PAYS[number]", "return self.cfg.lay_vig_rate * stake")),
    _m("buy-upfront-vig-on-win", "pa:623a.5(g)(3)(i)(A)", "Upfront Buy vigorish on the possible win, not the stake",
       ("return self.cfg.buy_vig_rate * stake  # on the amount wagered",
        "return self.cfg.buy_vig_rate * stake * BUY_PAYS[number]  # on the amount wagered")),
    _m("buy-on-win-vig-on-win", "pa:623a.5(g)(3)(i)(B)", "On-win Buy vigorish on the winnings, not the wager",
       ("return self.cfg.buy_vig_rate * w.amount  # on the amount wagered",
        "return self.cfg.buy_vig_rate * winnings  # on the amount wagered")),
    _m("odds-cap-not-enforced", "pa:623a.6(e)", "Odds above the table's multiple are accepted",
       ("if total > ceiling:  # pa:623a.6(a)-(e)", "if False:  # pa:623a.6(a)-(e)")),
    _m("odds-excess-any-amount", "pa:623a.6(f)", "Any odds up to the payable ceiling are taken, not just the ceiling",
       ("if plain < total < ceiling:", "if False:")),
    _m("fire-counts-repeated-point", "pa:623a.11(b)(2)", "A point made twice counts twice toward the Fire Bet",
       ("            self.fire_points.setdefault(h, set()).add(point)  # pa:623a.11(b)(2): repeats do not count",
        "            self.fire_points.setdefault(h, set()).add(point)  # pa:623a.11(b)(2): repeats do not count\n"
        "            made = self.__dict__.setdefault('fire_made', {})\n"
        "            made[h] = made.get(h, 0) + 1"),
       ("            made = len(self.fire_points.get(w.hand, set()))",
        "            made = self.__dict__.get('fire_made', {}).get(w.hand, 0)")),
    _m("fire-pays-on-three-points", "pa:623a.3(a)(40)(i)", "The Fire Bet pays with three different points",
       ("if made >= 4:  # pa:623a.3(a)(40)(i)", "if made >= 3:  # pa:623a.3(a)(40)(i)")),
    _m("fire-6-points-pays-like-5", "pa:623a.5(f)", "Fire Bet paytable A pays 249 to 1 on six points",
       ('"A": {4: F(24), 5: F(249), 6: F(999)}', '"A": {4: F(24), 5: F(249), 6: F(249)}')),
    _m("fire-after-first-roll", "pa:623a.3(a)(40)", "Fire Bets accepted after the new shooter's initial come out roll",
       ("if self.hand_rolled:  # pa:623a.3(a)(40); pa:623a.11(a)(1)", "if False:  # pa:623a.3(a)(40); pa:623a.11(a)(1)")),
    _m("bonus-not-cleared-on-7", "pa:623a.12(5)", "Bonus Craps marks are not cleared by a 7",
       ("            self.bonus_marked = set()\n            return outs", "            return outs")),
    _m("bonus-after-first-roll", "pa:623a.12(1)", "Bonus Craps wagers accepted after the new shooter's initial come out roll",
       ("if self.hand_rolled:  # pa:623a.12(1)", "if False:  # pa:623a.12(1)")),
    _m("all-small-pays-30", "pa:623a.5(h)(1)", "All Small pays 30 to 1",
       ('BONUS_PAYS: dict[str, Fraction] = {"all_small": F(34)', 'BONUS_PAYS: dict[str, Fraction] = {"all_small": F(30)')),
    _m("horn-one-wager-floored", "pa:623a.5(c)", "Horn paid as one wager, the quarter's odds floored to whole units",
       ("return (\"win\", (HORN_PAYS[total] - 3) / 4)", "return (\"win\", F((HORN_PAYS[total] - 3) // 4))")),
    _m("horn-losing-quarters-kept", "pa:623a.5(c)", "Horn pays the winning quarter without collecting the other three",
       ("return (\"win\", (HORN_PAYS[total] - 3) / 4)", "return (\"win\", HORN_PAYS[total] / 4)")),
    _m("horn-high-no-double-share", "pa:623a.5(d)", "Horn High pays the named number as a single share",
       ("shares = 2 if total == w.number else 1", "shares = 1")),
    _m("c-and-e-craps-half-gross", "pa:623a.5(b)", "C and E pays the craps half without collecting the other half",
       ("return (\"win\", (ANY_CRAPS_PAYS - 1) / 2)", "return (\"win\", ANY_CRAPS_PAYS / 2)")),
    _m("whirl-seven-loses", "pa:623a.3(a)(21)(i)", "Whirl collects on a 7 instead of a net-zero win",
       ("return (\"win\", (ANY_SEVEN_PAYS - 4) / 5)", "return lose")),
    _m("place-6-pays-even", "pa:623a.5(a)", "Place to Win on 6 pays even money",
       ("PLACE_WIN_PAYS: dict[int, Fraction] = {4: F(9, 5), 5: F(7, 5), 6: F(7, 6)",
        "PLACE_WIN_PAYS: dict[int, Fraction] = {4: F(9, 5), 5: F(7, 5), 6: F(1)")),
    _m("place-lose-4-pays-true", "pa:623a.5(a)", "Place to Lose on 4 pays 1 to 2 instead of 5 to 11",
       ("PLACE_LOSE_PAYS: dict[int, Fraction] = {4: F(5, 11)", "PLACE_LOSE_PAYS: dict[int, Fraction] = {4: F(1, 2)")),
    _m("hardway-easy-wins", "pa:623a.3(a)(7)(i)", "A hardway wins on an easy number",
       ("if total == n and hard:", "if total == n:")),
    _m("hardway-survives-seven", "pa:623a.3(a)(8)(ii)", "A hardway stays up on a 7",
       ("return lose if total == n or total == 7 else None", "return lose if total == n else None")),
    _m("any-seven-5-to-1", "pa:623a.5(a)", "Any Seven pays 5 to 1 (read from a 5 for 1 layout)",
       ("ANY_SEVEN_PAYS = F(4)", "ANY_SEVEN_PAYS = F(5)")),
    _m("hop-mixed-pays-30", "pa:623a.5(a)", "A mixed hop pays the pair rate",
       ("HOP_MIXED_PAYS = F(15)", "HOP_MIXED_PAYS = F(30)")),
    _m("six-seven-eight-hard-even", "pa:623a.5(a)", "6-7-8 pays even money on a hard 6 or 8",
       ('SIX_SEVEN_EIGHT_PAYS = {"easy": F(1), "hard": F(2)}', 'SIX_SEVEN_EIGHT_PAYS = {"easy": F(1), "hard": F(1)}')),
    _m("pass-odds-4-pays-3-to-2", "pa:623a.6(a)(2)(i)", "Odds on a point of 4 pay 3 to 2",
       ("TAKE_ODDS_PAYS: dict[int, Fraction] = {4: F(2)", "TAKE_ODDS_PAYS: dict[int, Fraction] = {4: F(3, 2)")),
    _m("lay-odds-pay-take-odds", "pa:623a.6(b)(2)(iii)", "Odds laid against 6 or 8 pay 6 to 5",
       ("LAY_ODDS_PAYS: dict[int, Fraction] = {4: F(1, 2), 5: F(2, 3), 6: F(5, 6), 8: F(5, 6)",
        "LAY_ODDS_PAYS: dict[int, Fraction] = {4: F(1, 2), 5: F(2, 3), 6: F(6, 5), 8: F(6, 5)")),
    _m("pass-removable-after-point", "pa:623a.4(c)(1)", "A Pass Bet may be taken down after the point is set",
       ('if w.kind == "pass" and self.point is not None:', 'if False:')),
    _m("table-max-not-enforced", "pa:623a.3(b)(2)", "Wagers above the table maximum are accepted",
       ("if total > hi:", "if False:")),
    _m("minimum-checked-per-chip-stack", "pa:623a.3(b)(1)", "The minimum is checked on the chips added, not the wager",
       ("if total < lo:", "if add < lo:")),
    _m("cocked-die-face-as-is", "pa:623a.9(b)", "A cocked die is read by the face resting on the object",
       ("faces = [7 - d if i in cocked else d for i, d in enumerate(dice)]", "faces = list(dice)")),
    _m("dice-out-of-range-accepted", "pa:623a.9(a)", "A die reading 0 or 7 is accepted",
       ("if not all(1 <= d <= 6 for d in dice):", "if False:")),
    _m("seven-out-keeps-shooter", "pa:623a.10(a)(1)", "The shooter keeps the dice after a loser 7",
       ("self.relinquish()  # pa:623a.10(a)(1)", "pass  # pa:623a.10(a)(1)")),
    _m("reduced-dont-increased", "pa:623a.4(d)", "A reduced Don't bet may be increased again",
       ("if existing is not None and existing.reduced:", "if False:")),
    _m("mini-craps-seat-not-locked", "pa:623a.4(e)", "A Mini-Craps player may leave with wagers in play",
       ('        if self.cfg.game != "mini_craps":\n            return False', '        if True:\n            return False')),
    # Match Play Coupons (603a.1, 603a.21, the 2013 proposal), found by the match_play profile's vectors
    _m("coupon-on-come-taken", "pa:603a.21(c)(2)", "A Match Play Coupon is taken on the Come Line as on the Pass Line",
       ('if name not in ("pass", "dont_pass"):  # pa:603a.21(c)(2)',
        'if name not in ("pass", "dont_pass", "come"):  # pa:603a.21(c)(2)')),
    _m("coupon-short-chips-taken", "pa:603a.21(b)", "A coupon is taken with chips worth less than its value",
       ("if chips < c.value:  # pa:603a.21(b); pa:603a.1", "if chips <= 0:  # pa:603a.21(b); pa:603a.1")),
    _m("coupon-value-collected-on-loss", "pa:603a.1#match-play-coupon",
       "A losing coupon wager is collected as chips plus the coupon's value",
       ('return [settlement(w, result, w.amount)]  # the chips only: a coupon is no cash',
        'return [settlement(w, result, w.amount + (w.coupon_value if result == "lose" else 0))]')),
    _m("coupon-counted-per-wager", "pa:603a.21(d)",
       "One coupon per wager, not per patron: a second coupon on the other line is taken in the same round",
       ("if seat in self.coupon_seats or (existing is not None and existing.coupon_value):  # pa:603a.21(d)",
        "if existing is not None and existing.coupon_value:  # pa:603a.21(d)")),
    _m("coupon-returned-on-push", "pa:603a.21(e)",
       "A pushed coupon wager's coupon goes back to the patron although the table drops it (C-3)",
       ('if result != "void" or self.cfg.coupon_push_disposition == "drop_at_round_end":', 'if result != "void":')),
    _m("odds-on-coupon-chips-only", "pa:603a.1#match-play-coupon",
       "Odds behind a coupon wager are capped on its chips, not on chips plus coupon (C-6)",
       ('if self.cfg.coupon_dependent_base == "wager_amount":', "if False:")),
    _m("coupon-win-on-chips-only", "pa:603a.21(b)", "A winning coupon wager is paid on its chips alone",
       ('return [settlement(w, "win", (w.amount + w.coupon_value) * odds)]',
        'return [settlement(w, "win", w.amount * odds)]')),
    _m("coupon-expiry-mailed-only", "pa:603a.20(c)(5)", "Only mailed coupons are checked for their expiry date (C-4)",
       ('if self.cfg.coupon_expiry_check == "every_coupon":  # pa:603a.20(c)(5), reading C-4',
        "if False:  # pa:603a.20(c)(5), reading C-4")),
)


#: game -> (the bundled implementation's file, its Engine class, the module of its mutant catalogue)
IMPLEMENTATIONS: dict[str, tuple[str, str, str]] = {
    "craps": ("craps_table.py", "CrapsEngine", "croupier.conformance.examples.mutants"),
    "sicbo": ("sicbo_table.py", "SicBoEngine", "croupier.conformance.examples.sicbo_mutants"),
    "tdf": ("tdf_table.py", "FootballEngine", "croupier.conformance.examples.tdf_mutants"),
    "baccarat": ("baccarat_table.py", "BaccaratEngine", "croupier.conformance.examples.baccarat_mutants"),
    "paigow": ("paigow_table.py", "PaiGowEngine", "croupier.conformance.examples.paigow_mutants"),
    "spanish21": ("spanish21_table.py", "Spanish21Engine", "croupier.conformance.examples.spanish21_mutants"),
    "double_attack": ("double_attack_table.py", "DoubleAttackEngine",
                      "croupier.conformance.examples.double_attack_mutants"),
    "blackjack": ("blackjack_table.py", "BlackjackEngine", "croupier.conformance.examples.blackjack_mutants"),
    "asia_poker": ("asia_poker_table.py", "AsiaPokerEngine", "croupier.conformance.examples.asia_poker_mutants"),
    "five_card_hi_lo": ("five_card_hi_lo_table.py", "FiveCardHiLoEngine",
                        "croupier.conformance.examples.five_card_hi_lo_mutants"),
    "poker_variants": ("poker_variants_table.py", "PokerVariantsEngine",
                       "croupier.conformance.examples.poker_variants_mutants"),
    "dice": ("dice_log.py", "DiceEngine", "croupier.conformance.examples.dice_log_mutants"),
}


def catalogue(game: str = "craps") -> tuple[Mutant, ...]:
    """The mutants of one game's bundled implementation."""
    import importlib

    return importlib.import_module(IMPLEMENTATIONS[game][2]).MUTANTS  # type: ignore[no-any-return]


def source(game: str = "craps") -> str:
    return resources.files("croupier.conformance.examples").joinpath(IMPLEMENTATIONS[game][0]).read_text("utf-8")


def engine(m: Mutant, game: str = "craps") -> Any:
    """The mutant's engine instance, from a patched copy of the game's bundled implementation."""
    text = source(game)
    for old, new in m.patches:
        n = text.count(old)
        if n != 1:
            raise ValueError(f"mutant {m.name}: its patch matches {n} places, not 1: {old[:60]!r}")
        text = text.replace(old, new)
    name = f"croupier.conformance.examples._mutant_{game}_{m.name.replace('-', '_')}"
    module = types.ModuleType(name)
    module.__file__ = f"<mutant {m.name}>"
    sys.modules[name] = module  # dataclass-like decorators look their module up
    try:
        exec(compile(text, module.__file__, "exec"), module.__dict__)
    finally:
        del sys.modules[name]
    return getattr(module, IMPLEMENTATIONS[game][1])()


@attrs.frozen
class Kill:
    mutant: Mutant
    killed: bool
    found_by: str  #: the vector case or "suite", or "" if it survived
    problem: str
    seconds: float


def _nearest_first(m: Mutant, profiles: list[tuple[str, dict[str, Any]]],
                   default_ruleset: str) -> list[tuple[str, dict[str, Any]]]:
    """The profiles whose ruleset is of the chapter the mutant's clause belongs to first (a Baccarat bug is found by
    the Baccarat profiles, not after every Minibaccarat one has passed), the rest in their order."""
    chapter = m.clause.split(":", 1)[-1].split(".", 1)[0]

    def ours(p: tuple[str, dict[str, Any]]) -> bool:
        return str(p[1].get("ruleset", default_ruleset)).split("@")[0] == f"pa-{chapter}"

    return sorted(profiles, key=lambda p: not ours(p))


def kill(m: Mutant, budget: Any, profiles: Optional[list[tuple[str, dict[str, Any]]]] = None,
         game: str = "craps") -> Kill:
    """Run vectors, then the generated suite, on ``m`` until the first failure."""
    from croupier.conformance.games import suite_for
    from croupier.conformance.runner import Side
    from croupier.conformance.session import conform

    g = suite_for(game)
    began = time.monotonic()
    side = Side(EngineAdapter(engine(m, game)), threaded=False)
    side.handshake()
    run = conform(g, side, profiles or _nearest_first(m, [g.profile_named(n) for n in g.default_profiles],
                                                       g.default_ruleset), budget, stop_early=True,
               minimise_seconds=0)  # a kill needs the failure, not its shortest form
    first = run.findings.failures[0] if run.findings.failures else None
    return Kill(m, first is not None, first.found_by if first else "", first.problem if first else "",
                time.monotonic() - began)


def main(budget: Any, progress: Optional[Callable[[str], None]] = None, game: str = "craps") -> int:
    """``croupier conform --mutants``: each mutant, what killed it, and the score; 0 when all are killed."""
    budget = attrs.evolve(budget, shrink_seconds=min(budget.shrink_seconds, 5.0))
    kills = []
    for m in catalogue(game):
        if progress:
            progress(f"mutant {m.name}")
        kills.append(kill(m, budget, game=game))
    print(f"{'mutant':32} {'clause':24} {'killed by':40} {'s':>5}")
    for k in kills:
        by = k.found_by if k.killed else "SURVIVED"
        print(f"{k.mutant.name:32} {k.mutant.clause:24} {by[:40]:40} {k.seconds:5.1f}")
    killed = sum(k.killed for k in kills)
    for k in kills:
        if k.mutant.open_item and not k.killed:
            print(f"open: {k.mutant.name}: {k.mutant.open_item}")
    print(f"mutation score: {killed}/{len(kills)} killed"
          f" ({sum(k.found_by.startswith('vectors') for k in kills)} by vectors,"
          f" {sum(k.found_by == 'suite' for k in kills)} by the generated suite)")
    return 0 if all(k.killed or k.mutant.open_item for k in kills) else 1
