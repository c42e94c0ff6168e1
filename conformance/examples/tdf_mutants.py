"""Mutants of the bundled Three Dice Football implementation: realistic vendor bugs the suite must catch.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``tdf_table.py``, loaded as a
module of its own, so the bundled implementation itself is never changed. A
patch that no longer applies exactly once is an error, not a silent survivor.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- the paytable, pa:661a.8 ---------------------------------------------------------------
    _m("trips-td-pays-25", "pa:661a.8(b)", "The Trips TD single play wager pays 25 to 1",
       ("TRIPS_TD_PAYS = 30", "TRIPS_TD_PAYS = 25")),
    _m("defense-pays-even", "pa:661a.8(a)", "Defense pays even money instead of 4 to 5",
       ("DEFENSE_ODDS = (4, 5)", "DEFENSE_ODDS = (1, 1)")),
    _m("game-length-3-pays-5-to-6", "pa:661a.8(a)", "Game Length 3 pays 5 to 6 (the 6 to 5 read backwards)",
       ("3: (6, 5), 4: (5, 1)", "3: (5, 6), 4: (5, 1)")),
    _m("big-play-on-6-yards", "pa:661a.3(d)(6)", "Big Play wins on a gain of 6 yards",
       ("BIG_PLAY_YARDS = 7", "BIG_PLAY_YARDS = 6")),
    _m("quick-strike-by-down", "pa:661a.3(b)(4)", "Quick Strike TD is priced by the down of the score, not its play "
       "(a touchdown on 1st & Goal pays 8 to 1)",
       ("odds = QUICK_STRIKE_ODDS.get(play) if scored else None",
        "odds = QUICK_STRIKE_ODDS.get(self.drive.down) if scored else None")),
    _m("extra-point-cumulative", "pa:661a.8(a)", "Extra Point lines are added together: 1-1-1 pays 50 + 10 + 1 "
       "(NOTE-T16)",
       ("    if ones == 3:\n        return EXTRA_POINT_THREE_1S\n",
        "    if ones == 3:\n        return EXTRA_POINT_THREE_1S + EXTRA_POINT_TWO_1S + EXTRA_POINT_ONE_1\n")),
    _m("over-four-trips-at-even", "pa:661a.8(b)", "Over Four Yards pays even money on a Trips TD, not 7 to 1",
       ("            return OVER_FOUR_ON_TRIPS_PAYS", "            return OVER_FOUR_PAYS")),
    _m("fraction-floored-under-exact", "pa:661a.8(a)", "A Defense or Game Length 3 win is floored to the cent where "
       "the table pays exact amounts (fractional_payout_policy = exact)",
       ('if self.cfg.fractional_payout_policy == "round_down_to_min_unit":', "if True:")),
    # --- what a throw is and what it wins, pa:661a.1, pa:661a.3, pa:661a.6(c) -------------------
    _m("triple-is-a-gain", "pa:661a.6(c)(5)", "A triple is scored as a gain by its dice yards, not a Trips TD",
       ("if g1 == g2 == r:  # Trips TD, pa:661a.6(c)(5)", "if False:  # Trips TD, pa:661a.6(c)(5)")),
    _m("penalty-loses-on-turnover", "pa:661a.3(d)(2)", "The Penalty wager loses on a turnover, since a turnover is "
       "not a penalty (661a.1); 661a.3(d)(2) says a penalty or a turnover",
       ('return PENALTY_PAYS if c in ("penalty", "turnover") else 0', 'return PENALTY_PAYS if c == "penalty" else 0')),
    _m("no-gain-loses-on-penalty", "pa:661a.3(d)(5)", "No Gain wins only when the green total equals the red die",
       ('return NO_GAIN_PAYS if c in ("no_gain", "penalty", "turnover") else 0',
        'return NO_GAIN_PAYS if c == "no_gain" else 0')),
    _m("under-four-loses-on-no-gain", "pa:661a.3(d)(8)", "Under Four Yards loses on a throw that gains nothing "
       "(NOTE-T18)",
       ('if c in ("no_gain", "penalty", "turnover"):\n            return UNDER_FOUR_PAYS',
        'if c in ("penalty", "turnover"):\n            return UNDER_FOUR_PAYS')),
    _m("turnover-wager-wins-on-downs", "pa:661a.3(d)(3)", "The Turnover wager of the last throw wins when the game "
       "ends on downs (\"a turnover on downs\", NOTE-T13)",
       ("        for w in singles:\n            outs += self.settle_single(w, dice, when)\n"
        "        for w in of[\"quick_strike_td\"] + of[\"game_changer\"] + of[\"game_length\"]:\n"
        "            outs += self.settle_full(w, ending, play, when)\n",
        "        for w in singles:\n            outs += (self.won(w, (TURNOVER_PAYS, 1), [w.rule, \"pa:661a.8(b)\", when])"
        " if w.kind == \"turnover\" and ending == \"downs\" else self.settle_single(w, dice, when))\n"
        "        for w in of[\"quick_strike_td\"] + of[\"game_changer\"] + of[\"game_length\"]:\n"
        "            outs += self.settle_full(w, ending, play, when)\n")),
    _m("game-changer-wins-on-downs", "pa:661a.3(b)(5)", "Game Changer wins on every defence win, downs included "
       "(NOTE-T13)",
       ('odds = GAME_CHANGER_ODDS if ending in ("trips", "turnover") else None',
        'odds = GAME_CHANGER_ODDS if ending in ("trips", "turnover", "downs") else None')),
    _m("defense-wins-on-trips", "pa:661a.3(b)(2)", "Defense is settled as if only a touchdown beat it: it wins on a "
       "Trips TD",
       ("            for w in of[\"defense\"]:\n                outs.append(lost(w, w.rule, when))\n",
        "            for w in of[\"defense\"]:\n                outs += (self.won(w, DEFENSE_ODDS, [w.rule, "
        "\"pa:661a.8(a)\", when]) if ending == \"trips\" else [lost(w, w.rule, when)])\n")),
    # --- the drive, pa:661a.6(c), (e) ----------------------------------------------------------
    _m("penalty-moves-dice-difference", "pa:661a.6(c)(2)", "A penalty moves the marker back by the dice difference, "
       "not 1 yard",
       ("            d.yard += 1\n", "            d.yard += r - (g1 + g2)\n")),
    _m("touchdown-only-past-zero", "pa:661a.1#touchdown", "A touchdown needs the marker past the 0 whatever the table's "
       "reading (touchdown_threshold = reach_zero)",
       ('if self.cfg.touchdown_threshold == "reach_zero" and d.yard <= 0:  # AMBIG-T2',
        'if False:  # AMBIG-T2')),
    _m("goal-series-after-three-downs", "pa:661a.6(e)(2)", "Reaching the 10 gives a 1st & Goal only after the opening "
       "series' three downs (goal_series_mode = reset_on_reaching_10)",
       ('reset = self.cfg.goal_series_mode == "reset_on_reaching_10"', "reset = False")),
    _m("penalty-no-play", "pa:661a.6(c)", "A penalty is not counted on the Game Length Puck",
       ("        d.down += 1\n        return self.next_play()\n",
        "        d.down += 1\n        return None if classify(g1, g2, r) == \"penalty\" else self.next_play()\n")),
    _m("four-goal-downs", "pa:661a.6(e)(2)", "The goal series runs four downs before the defence wins on downs",
       ("        if d.down == DOWNS_PER_SERIES:  # pa:661a.6(e)(1), (2): out of downs",
        "        if d.down == DOWNS_PER_SERIES + d.goal:  # pa:661a.6(e)(1), (2): out of downs")),
    # --- settlement order and timing, pa:661a.3(c), pa:661a.6(f) --------------------------------
    _m("full-game-after-first-throw", "pa:661a.3(c)", "Full game wagers are taken after the game's first throw",
       ("if kind in FULL_GAME and self.full_game_fixed():  # pa:661a.3(c), NOTE-T9",
        "if kind in FULL_GAME and self.extra_point_due:  # pa:661a.3(c), NOTE-T9")),
    _m("full-game-removed-after-first-throw", "pa:661a.3(c)", "A full game wager can be taken down mid-game",
       ("            if self.full_game_fixed():  # pa:661a.3(c)", "            if False:  # pa:661a.3(c)")),
    _m("invalid-throw-releases-full-game", "pa:661a.3(c)", "An invalid first throw leaves the full game wagers free "
       "to be taken down (AMBIG-T10: it releases none)",
       ("        self.drive.thrown = True  # ... but full game wagers stay fixed (pa:661a.3(c))\n", "")),
    _m("extra-point-roll-for-touchdown-wager", "pa:661a.6(f)(1)", "A touchdown calls for the extra point roll when "
       "only a Touchdown wager is up",
       ('extra_point = bool(of["extra_point"])', 'extra_point = bool(of["extra_point"] or of["touchdown"])')),
    _m("touchdown-paid-before-roll", "pa:661a.6(f)(1)", "Touchdown wagers are paid on the scoring throw, before the "
       "extra point roll",
       ('                self.layout = of["touchdown"] + of["extra_point"] + waiting\n',
        '                outs += [o for w in of["touchdown"] for o in self.settle_full(w, ending, play, when)]\n'
        '                self.layout = of["extra_point"] + waiting\n')),
    _m("defense-after-single-plays-on-score", "pa:661a.6(f)(1)", "After a score the single play wagers are "
       "settled before the Defense wagers are taken (only the order differs)",
       ('            for w in of["defense"]:\n                outs.append(lost(w, w.rule, when))\n'
        '            for w in singles:\n                outs += self.settle_single(w, dice, when)\n',
        '            for w in singles:\n                outs += self.settle_single(w, dice, when)\n'
        '            for w in of["defense"]:\n                outs.append(lost(w, w.rule, when))\n')),
    _m("single-plays-first-without-score", "pa:661a.6(f)(2)", "Without a score the single play wagers are settled "
       "before Touchdown, Extra Point and Defense (only the order differs)",
       ('        for w in singles:\n            outs += self.settle_single(w, dice, when)\n'
        '        for w in of["quick_strike_td"]',
        '        for w in of["quick_strike_td"]'),
       ('        when = "pa:661a.6(f)(2)"\n',
        '        when = "pa:661a.6(f)(2)"\n        for w in singles:\n'
        '            outs += self.settle_single(w, dice, when)\n')),
    _m("wager-requirement-ignored", "pa:661a.6(b)", "The first throw of a game is taken with no wager from the "
       "Quarterback (pre_first_throw_wager_requirement = quarterback_only)",
       ('if self.started() or rule == "none":', "if True:")),
    _m("single-play-locked-ignored", "pa:661a.3(e)", "Single play wagers are taken back where the table reads "
       "single_play_removable_before_throw = false",
       ("if not self.cfg.single_play_removable_before_throw:  # GAP-T8", "if False:  # GAP-T8")),
    # --- the dice, pa:661a.4, pa:661a.5, pa:661a.7 ---------------------------------------------
    _m("offer-starts-at-old-quarterback", "pa:661a.7(a)", "After a defence win the dice are offered from the old "
       "Quarterback's seat, not the seat to his left",
       ("        self.offer_from = self.left_of(self.qb)  # pa:661a.7(a)\n",
        "        self.offer_from = self.qb  # pa:661a.7(a)\n")),
    _m("quarterback-loses-dice-after-touchdown", "pa:661a.7(a)", "The Quarterback gives up the dice after a "
       "touchdown with no extra point roll",
       ('                               "pa:661a.6(f)(1)", "pa:661a.7(a)"))\n            self.new_game()\n',
        '                               "pa:661a.6(f)(1)", "pa:661a.7(a)"))\n            self.offer_from = '
        "self.left_of(self.qb)  # type: ignore[arg-type]\n            self.qb = None\n            self.new_game()\n")),
    _m("invalid-throw-uses-a-down", "pa:661a.5(b)", "An invalid throw is counted as a down and a play (AMBIG-T10)",
       ('        outs = [notice(f"invalid throw ({reason}): throw again", "pa:661a.5(b)")]',
        '        self.drive.play += self.drive.play < LAST_PLAY\n'
        '        outs = [notice(f"invalid throw ({reason}): throw again", "pa:661a.5(b)")]')),
    _m("lost-die-no-new-set", "pa:661a.4(d)", "A die lost off the table does not stop the throws for a new set",
       ("            self.new_set_required = True\n", "")),
    _m("cash-verbal-accepted", "pa:661a.3(a)", "A verbal wager backed by cash is taken",
       ('if medium == "cash_verbal":  # pa:661a.3(a)', "if False:  # pa:661a.3(a)")),
    _m("voluntary-pass-mid-game", "pa:661a.7(a)", "The Quarterback may give up the dice in mid-game (GAP-T12)",
       ("if self.started():  # GAP-T12: between games only", "if self.extra_point_due:  # GAP-T12: between games only")),
    # --- limits, pa:661a.3(a) -------------------------------------------------------------------
    _m("table-max-off-by-one", "pa:661a.3(a)", "A wager of exactly the table maximum is refused",
       ("if total > self.cfg.table_max:", "if total >= self.cfg.table_max:")),
    _m("minimum-on-added-chips", "pa:661a.3(a)", "The minimum is checked on the chips added, not the wager they make "
       "up",
       ("if total < self.cfg.table_min:", "if add < self.cfg.table_min:")),
)
