"""Mutants of the bundled Sic Bo implementation: realistic vendor bugs the suite must catch.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``sicbo_table.py``, loaded as a
module of its own, so the bundled implementation itself is never changed. A
patch that no longer applies exactly once is an error, not a silent survivor.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- the paytable, pa:625a.6 ---------------------------------------------------------------
    _m("triple-pays-180", "pa:625a.6(a)", "Three of a Kind pays 180 to 1 (a Macau paytable)",
       ("TRIPLE_PAYS = 150", "TRIPLE_PAYS = 180")),
    _m("any-triple-pays-30", "pa:625a.6(a)", "Any Three of a Kind pays 30 to 1",
       ("ANY_TRIPLE_PAYS = 24", "ANY_TRIPLE_PAYS = 30")),
    _m("double-pays-10", "pa:625a.6(a)", "Two of a Kind pays 10 to 1",
       ("DOUBLE_PAYS = 8", "DOUBLE_PAYS = 10")),
    _m("total-4-pays-60", "pa:625a.6(a)", "A Total Value Bet of 4 pays 60 to 1",
       ("    4: 50, 5: 18, 6: 14,", "    4: 60, 5: 18, 6: 14,")),
    _m("total-10-pays-8", "pa:625a.6(a)", "A Total Value Bet of 10 pays 8 to 1 (the 8 and 13 row read one line low)",
       ("9: 6, 10: 6, 11: 6", "9: 6, 10: 8, 11: 6")),
    _m("total-13-pays-6", "pa:625a.6(a)", "A Total Value Bet of 13 pays 6 to 1 (the 9 to 12 row read one line "
       "long); the generated suite alone must catch it, not only the vectors",
       ("12: 6, 13: 8, 14: 12", "12: 6, 13: 6, 14: 12")),
    _m("combination-pays-6", "pa:625a.6(a)", "Any Two Dice Combination pays 6 to 1",
       ("COMBINATION_PAYS = 5", "COMBINATION_PAYS = 6")),
    _m("single-three-matches-pays-2", "pa:625a.6(b)(3)", "One of a Kind pays 2 to 1 when all three dice match",
       ("SINGLE_PAYS: dict[int, int] = {1: 1, 2: 2, 3: 3}", "SINGLE_PAYS: dict[int, int] = {1: 1, 2: 2, 3: 2}")),
    _m("single-odds-clause-generic", "pa:625a.6(b)(2)", "One of a Kind wins cite 625a.6(b), not the paragraph "
       "for the number of matching dice",
       ('return f"pa:625a.6(b)({odds})"', 'return "pa:625a.6(b)"')),
    # --- what wins, pa:625a.3 ------------------------------------------------------------------
    _m("small-wins-on-triple", "pa:625a.3(6)", "The Small Bet wins on 2-2-2 and 3-3-3",
       ("return SMALL_BIG_PAYS if total in SMALL_TOTALS and not triple else 0",
        "return SMALL_BIG_PAYS if total in SMALL_TOTALS else 0")),
    _m("big-wins-on-triple", "pa:625a.3(7)", "The Big Bet wins on 4-4-4 and 5-5-5",
       ("return SMALL_BIG_PAYS if total in BIG_TOTALS and not triple else 0",
        "return SMALL_BIG_PAYS if total in BIG_TOTALS else 0")),
    _m("double-loses-on-triple", "pa:625a.3(2)", "Two of a Kind needs exactly two matching dice whatever the "
       "table's reading (two_of_a_kind_on_triple = wins)",
       ('if shown == 3 and cfg.two_of_a_kind_on_triple == "wins":  # AMBIG-1', "if False:  # AMBIG-1")),
    _m("total-excludes-triple", "pa:625a.3(4)", "A Total Value Bet loses on a triple, copied from Small and Big "
       "(total_on_triple = wins)",
       ('if triple and cfg.total_on_triple == "loses":  # AMBIG-2', "if triple:  # AMBIG-2")),
    _m("total-triple-reading-ignored", "pa:625a.3(4)", "A Total Value Bet wins on a triple even where the table "
       "reads total_on_triple = loses",
       ('if triple and cfg.total_on_triple == "loses":  # AMBIG-2', "if False:  # AMBIG-2")),
    _m("combination-paid-per-die", "pa:625a.3(5)", "A Two Dice Combination is paid again for a face showing twice "
       "(1-1-2 pays 10 to 1 on 1-2)",
       ("return COMBINATION_PAYS if w.a in dice and w.b in dice else 0",
        "return COMBINATION_PAYS * (dice.count(w.a) + dice.count(w.b) - 1) if w.a in dice and w.b in dice else 0")),
    # --- the layout and the wagers, pa:625a.3, pa:625a.4 ----------------------------------------
    _m("totals-3-and-18-bettable", "pa:625a.3(4)", "Total Value Bets on 3 and 18 are taken",
       ("BETTABLE_TOTALS: tuple[int, ...] = tuple(range(4, 18))",
        "BETTABLE_TOTALS: tuple[int, ...] = tuple(range(3, 19))")),
    _m("off-layout-total-wrong-clause", "pa:625a.3(4)", "A bet on total 3 or 18 is refused citing the paytable "
       "(625a.6(a)) instead of 625a.3(4)",
       ('raise Refused("pa:625a.3(4)", "a Total Value Bet names a total of 4 to 17")',
        'raise Refused("pa:625a.6(a)", "a Total Value Bet names a total of 4 to 17")')),
    _m("cash-verbal-accepted", "pa:625a.4(a)", "A verbal wager backed by cash is taken",
       ('if medium == "cash_verbal":  # pa:625a.4(a)', "if False:  # pa:625a.4(a)")),
    _m("unoffered-wager-accepted", "pa:625a.1(c)(3)", "A wager the table does not offer is taken",
       ("if kind not in self.cfg.offered:  # pa:625a.1(c)(3)", "if False:  # pa:625a.1(c)(3)")),
    _m("table-max-off-by-one", "pa:625a.4(a)", "A wager of exactly the table maximum is refused",
       ("if total > self.cfg.table_max:", "if total >= self.cfg.table_max:")),
    _m("minimum-on-added-chips", "pa:625a.4(a)", "The minimum is checked on the chips added, not the wager they "
       "make up",
       ("if total < self.cfg.table_min:", "if add < self.cfg.table_min:")),
    _m("maximum-on-added-chips", "pa:625a.4(a)", "The maximum is checked on the chips added, so a wager grows past "
       "it",
       ("if total > self.cfg.table_max:", "if add > self.cfg.table_max:")),
    _m("suspended-table-takes-bets", "pa:625a.7(b)", "Wagers are taken while gaming has ceased for a repair",
       ('        if self.suspended:  # pa:625a.7(b)\n'
        '            raise Refused("pa:625a.7(b)", "gaming has ceased until the electrical device is repaired")\n'
        '        name = ', '        name = ')),
    # --- betting closes, pa:625a.5(c) -----------------------------------------------------------
    _m("bets-after-no-more-bets", "pa:625a.5(c)", "Betting closes at the reveal, not at \"no more bets\"",
       ('if not self.betting_open():  # pa:625a.5(c)\n            raise Refused("pa:625a.5(c)", "no wager is made',
        'if self.phase == "revealed":  # pa:625a.5(c)\n            raise Refused("pa:625a.5(c)", "no wager is made')),
    _m("removal-after-no-more-bets", "pa:625a.5(c)", "A wager can be taken back after \"no more bets\"",
       ('if not self.betting_open():  # pa:625a.5(c)\n            raise Refused("pa:625a.5(c)", "no wager is withdrawn',
        'if self.phase == "revealed":  # pa:625a.5(c)\n            raise Refused("pa:625a.5(c)", "no wager is withdrawn')),
    _m("removal-reading-ignored", "pa:625a.5(c)", "Wagers can be taken back where the table reads "
       "wager_removal_before_close = false",
       ("if not self.cfg.wager_removal_before_close and not self.suspended:  # AMBIG-6", "if False:  # AMBIG-6")),
    # --- the round, pa:625a.5 -------------------------------------------------------------------
    _m("two-shakes-enough", "pa:625a.5(b)(1)", "The manual shaker may be shaken only twice",
       ("MIN_SHAKES = 3  # pa:625a.5(b)(1)", "MIN_SHAKES = 2  # pa:625a.5(b)(1)")),
    _m("uncovered-shake-accepted", "pa:625a.5(b)(1)", "A round starts with the manual shaker uncovered",
       ("if not covered:  # pa:625a.5(b)(1)", "if False:  # pa:625a.5(b)(1)")),
    _m("round-starts-while-suspended", "pa:625a.7(b)", "A round starts while gaming has ceased for a repair",
       ('        if self.suspended:  # pa:625a.7(b)\n'
        '            raise Refused("pa:625a.7(b)", "gaming has ceased until the electrical device is repaired")\n'
        '        if self.held', '        if self.held')),
    _m("settles-on-dice", "pa:625a.4(c)", "The layout is settled on the dice as they lie, not the values keyed in",
       ('if self.cfg.settlement_source == "dice":', "if True:")),
    _m("entry-mismatch-no-notice", "pa:625a.4(c)", "Values keyed in that differ from the dice raise no "
       "irregularity",
       ('outs.append(notice("the values keyed in differ from the dice; a supervisor is called", "pa:625a.4(c)"))',
        "pass")),
    _m("entry-compared-in-order", "pa:625a.4(c)", "Values keyed in are compared with the dice in order, so 2-1-1 "
       "for 1-1-2 is flagged",
       ("if sorted(entered) != sorted(self.dice):", "if list(entered) != list(self.dice):")),
    _m("winner-taken-down", "pa:625a.5(e)", "A winning stake is taken off the layout with the winnings instead of "
       "riding (AMBIG-6)",
       ("            else:\n                winners.append(",
        "            else:\n                self.layout.remove(w)\n                winners.append(")),
    _m("winners-paid-before-losers", "pa:625a.5(e)", "Winners are paid before the losers are collected",
       ("return losers + winners", "return winners + losers")),
    # --- irregularities, pa:625a.7 --------------------------------------------------------------
    _m("no-roll-reshakes", "pa:625a.7(a)", "A no roll re-shakes on the same wagers instead of returning them "
       "(the Asia Poker rule)",
       ('outs = self.return_all("pa:625a.7(a)")  # every wager returned, the round void (AMBIG-7)',
        "outs = []  # every wager returned, the round void (AMBIG-7)")),
    _m("shaker-failure-keeps-wagers", "pa:625a.7(c)", "A failed automated shaker leaves the wagers up for the next "
       "activation",
       ('outs = self.return_all("pa:625a.7(c)")  # pa:625a.7(c): the round is void',
        "outs = []  # pa:625a.7(c): the round is void")),
    _m("failed-shaker-stays-in-service", "pa:625a.7(d)", "The automated shaker is activated again after it failed",
       ('        self.phase = "betting"\n        self.auto_out_of_service = True\n        self.held = False',
        '        self.phase = "betting"\n        self.held = False')),
    _m("switch-with-dice-inside", "pa:625a.7(d)", "The manual shaker replaces the automated one before its dice "
       "are taken out",
       ("if not dice_removed or not covered_or_signed:  # pa:625a.7(d)", "if not covered_or_signed:  # pa:625a.7(d)")),
    _m("supervisor-not-required", "pa:625a.7(b)", "A settlement by hand after a device failure needs no floorperson",
       ("if by_hand and not supervisor:  # pa:625a.7(b): a floorperson or above present",
        "if False:  # pa:625a.7(b): a floorperson or above present")),
    _m("no-cease-after-manual-settlement", "pa:625a.7(b)", "Gaming goes on after a settlement by hand, before the "
       "repair",
       ("if self.must_cease():  # pa:625a.7(b): gaming ceases until the repair",
        "if False:  # pa:625a.7(b): gaming ceases until the repair")),
    _m("display-not-needed-to-resume", "pa:625a.7(b)", "Play resumes with the wager display still broken "
       "(resume_after_malfunction = device_and_display)",
       ('return self.cfg.resume_after_malfunction == "device_and_display" and not self.display_ok', "return False")),
    _m("suspension-not-lifted-on-repair", "pa:625a.7(b)", "The table stays suspended after the repair",
       ('if self.suspended and self.phase == "betting" and not self.must_cease():  # pa:625a.7(b), AMBIG-9',
        "if False:  # pa:625a.7(b), AMBIG-9")),
    _m("held-round-revealable", "pa:625a.5(d)", "The dice of a round held for a device failure are uncovered",
       ('if self.held:  # GAP-8\n            raise Refused("pa:625a.5(d)", "the dice stay covered',
        'if False:  # GAP-8\n            raise Refused("pa:625a.5(d)", "the dice stay covered')),
    _m("held-released-by-device-alone", "pa:625a.5(d)", "A held round continues once the device works, the display "
       "still broken",
       ("if self.held and self.device_ok and self.display_ok:  # GAP-8",
        "if self.held and self.device_ok:  # GAP-8")),
    _m("device-failure-always-voids", "pa:625a.5(d)", "A device failure before the reveal voids the round at once "
       "(device_fail_before_reveal = hold_then_void)",
       ('if self.cfg.device_fail_before_reveal == "void":  # GAP-8', "if True:  # GAP-8")),
    _m("void-does-not-suspend", "pa:625a.5(d)", "A round voided for a device failure leaves the table open",
       ("        self.held = False\n        self.suspended = True\n", "        self.held = False\n")),
)
