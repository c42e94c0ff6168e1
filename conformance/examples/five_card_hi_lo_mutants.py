"""Mutants of the bundled Five Card Hi-Lo implementation: realistic vendor bugs the suite must catch, in the point
values and the setting of the hands, the dealer's setting, the deal and the stub, the play-or-fold round, the
settlement of the Ante and Play Wagers, the Ante Bonus, the Tie and Poker Bonus Wagers and their paytables, the
positions and wagers, and the irregularities of 663a.13.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``five_card_hi_lo_table.py``,
loaded as a module of its own, so the bundled implementation itself is never
changed. A patch that no longer applies exactly once is an error, not a silent
survivor. Every mutant changes something the suite observes (money, its order
where 663a.11(f), (j) and (k) prescribe one, clauses, notices or the state).
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- point values and the setting of the hands, pa:663a.6(a), pa:663a.11(d), (e) -----------
    _m("ace-always-11", "pa:663a.6(a)", "An ace counts 11 in the low hand too, not 1",
       ("ACE_IN_LOW = 1  #", "ACE_IN_LOW = 11  #")),
    _m("court-cards-at-rank", "pa:663a.6(a)", "Jacks, queens and kings count 11, 12 and 13 instead of 10 (G-1)",
       ("    return COURT_POINTS\n", "    return RANKS.index(r) + 1\n")),
    _m("two-aces-low-allowed", "pa:663a.11(d)", "A player may put two aces in the low hand",
       ("MAX_ACES_LOW = 1  #", "MAX_ACES_LOW = 2  #")),
    _m("misset-always-refused", "pa:663a.11(d)", "A hand set against the rule is refused whatever the table's "
       "misset_policy: the dealer never corrects it and it never forfeits (G-2)",
       ('            if self.cfg.misset_policy == "reject":', "            if True:")),
    _m("correction-ignores-the-ace", "pa:663a.11(d)", "The dealer correcting a mis-set hand sets every ace high, "
       "though the player may keep one ace low (G-2)",
       ("    ace = next((c for c in low if is_ace(c)), None)", "    ace = None")),
    _m("dealer-aces-by-value-low", "pa:663a.11(e)", "The dealer's aces are sorted as 1s and go low, as a player may "
       "send one",
       ("    ordered = aces + others\n", "    ordered = others + aces\n")),
    _m("dealer-four-aces-like-any", "pa:663a.11(e)", "A dealer holding four aces sets them like any other cards, "
       "three high and one low, where the Rules Submission puts two low (G-4)",
       ("    if len(aces) == FOUR_ACES:", "    if False:")),
    # --- the deal and the stub, pa:663a.8-pa:663a.10, pa:663a.13(a) ---------------------------
    _m("deal-from-far-right", "pa:663a.8(d)", "The deal starts with the Ante position at the dealer's far right "
       "and runs counterclockwise",
       ("    return sorted(antes) + [DEALER]", "    return sorted(antes, reverse=True) + [DEALER]")),
    _m("deal-to-every-position", "pa:663a.8(d)", "Every betting position is dealt five cards, an Ante or not",
       ("order = deal_order(self.antes)",
        "order = deal_order({p: 0 for p in range(1, self.cfg.positions + 1)})")),
    _m("automated-shoe-card-by-card", "pa:663a.10(b)", "The automated shoe's cards are dealt one at a time round "
       "the table instead of in stacks of five",
       ('STACK_DEALING = ("automated_shoe",)', "STACK_DEALING: tuple[str, ...] = ()")),
    _m("face-up-card-dealt", "pa:663a.13(a)", "A single card found face up is dealt like any other instead of going "
       "to the discard rack",
       ("usable = [c for i, c in enumerate(self.deck) if i not in reached]", "usable = list(self.deck)")),
    _m("two-face-up-cards-played", "pa:663a.13(a)", "Two cards found face up are both set aside and the round goes "
       "on, instead of every hand being void",
       ("MAX_FACE_UP = 1  #", "MAX_FACE_UP = 2  #")),
    _m("stub-window-of-five", "pa:663a.8(f)", "Five rounds in a row may go without a stub count, not four (G-16)",
       ("UNCOUNTED_ROUNDS = 4  #", "UNCOUNTED_ROUNDS = 5  #")),
    _m("decisions-before-due-count", "pa:663a.8(f)", "The players decide before the stub count that is due this "
       "round",
       ("        if self.count_due() and not self.counted:  # G-16", "        if False:  # G-16")),
    _m("counting-shuffler-stub-counted", "pa:663a.5(b)", "The stub is counted every five rounds even behind a "
       "counting shuffler",
       ('        return not (self.counting_shuffler or self.shuffling == "auto_reshuffler")',
        "        return True")),
    # --- play or fold, pa:663a.11(b), (c) -----------------------------------------------------
    _m("decisions-from-far-right", "pa:663a.11(b)", "The dealer asks for play or fold from his far right",
       ("return next((p for p in sorted(self.antes) if p not in self.decisions), None)",
        "return next((p for p in sorted(self.antes, reverse=True) if p not in self.decisions), None)")),
    _m("fold-keeps-tie", "pa:663a.11(b)(1)", "A fold gives up the Ante only; the Tie Wager is not collected",
       ("            if p in self.ties:  # pa:663a.11(b)(1)", "            if False:  # pa:663a.11(b)(1)")),
    _m("fold-loses-poker-bonus", "pa:663a.11(b)(2)", "A fold gives up the Poker Bonus Wager with the Ante",
       ("            if self.keeps_cards(p):\n",
        "            if p in self.bonuses:\n"
        "                outs.append(settlement(p, POKER_BONUS, \"lose\", self.bonuses.pop(p),\n"
        "                                       [\"pa:663a.11(b)(1)\", \"pa:663a.11(c)\"]))\n"
        "            if self.keeps_cards(p):\n")),
    _m("ante-bonus-on-fold-always", "pa:663a.11(h)", "A folded hand of three aces or more earns the Ante Bonus where "
       "the table pays none after a fold (G-5)",
       ("or (self.cfg.ante_bonus_on_fold and ante_bonus_hand(", "or (ante_bonus_hand("),
       ("outs = self.settle_ante_bonus(p) if self.cfg.ante_bonus_on_fold else []",
        "outs = self.settle_ante_bonus(p)")),
    # --- the Ante and Play Wagers, pa:663a.11(g), pa:663a.12(a) ---------------------------------
    _m("equal-high-to-player", "pa:663a.11(g)(2)", "A high total equal to the dealer's counts for the player",
       ("    if mine[0] > dealer[0]:\n        sides += 1", "    if mine[0] >= dealer[0]:\n        sides += 1")),
    _m("equal-low-to-player", "pa:663a.11(g)(2)", "A low total equal to the dealer's counts for the player",
       ("    if mine[1] < dealer[1]:\n        sides += 1", "    if mine[1] <= dealer[1]:\n        sides += 1")),
    _m("low-hand-higher-wins", "pa:663a.11(g)(1)", "The low hand wins by being above the dealer's, like the high "
       "hand",
       ("    if mine[1] < dealer[1]:\n        sides += 1", "    if mine[1] > dealer[1]:\n        sides += 1")),
    _m("tie-result-cites-wrong-side", "pa:663a.11(g)(3)", "A push cites (g)(3)(i), the high hand above the dealer's, "
       "whichever side the player won",
       ('which = "pa:663a.11(g)(3)(i)" if mine[0] > dealer[0] else "pa:663a.11(g)(3)(ii)"',
        'which = "pa:663a.11(g)(3)(i)"')),
    _m("misset-forfeits-poker-bonus", "pa:663a.11(j)(2)", "A hand forfeited for its setting also loses the Poker "
       "Bonus, which is judged on the five cards however set (G-2)",
       ("        if hand is None or hand not in rows:", "        if hand is None or hand not in rows or p in "
        "self.forfeit:")),
    # --- the Ante Bonus, pa:663a.11(h), pa:663a.12(b) -------------------------------------------
    _m("ante-bonus-always-paytable-a", "pa:663a.12(b)", "The Ante Bonus is paid on paytable A whatever paytable "
       "the Rules Submission elects",
       ("n = ANTE_BONUS_TABLES[cfg.ante_bonus_paytable][hand]", 'n = ANTE_BONUS_TABLES["A"][hand]')),
    _m("ante-bonus-n-less-one-ignored", "pa:663a.12(b)", "\"N for 1\" always pays N Antes, where the table reads it "
       "as N - 1 (G-6)",
       ('    if cfg.ante_bonus_payment == "n_less_one":', "    if False:")),
    _m("four-aces-and-2-as-four-aces", "pa:663a.12(b)", "Four aces and a 2 are paid as four aces",
       ('return "four_aces_and_one_2" if any(rank_of(c) == "2" for c in cards) else "four_aces"',
        'return "four_aces"')),
    # --- the Tie Wager, pa:663a.11(j)(1), pa:663a.12(c) ----------------------------------------
    _m("tie-one-total-pays-20", "pa:663a.12(c)", "The Tie Wager pays 20 to 1 on one equal total, not only on both "
       "(G-7)",
       ("TIE_PAYS: dict[int, int] = {1: 4, 2: 20}", "TIE_PAYS: dict[int, int] = {1: 20, 2: 20}")),
    # --- the Poker Bonus, pa:663a.6(b), pa:663a.11(j)(2), pa:663a.12(d) ------------------------
    _m("wheel-not-a-straight", "pa:663a.6(b)(6)", "A-2-3-4-5 is not a straight: the ace only ranks high",
       ("    if tuple(distinct) == WHEEL:\n        return True", "    if False:\n        return True")),
    _m("wraparound-straight", "pa:663a.6(b)(2)", "A sequence may turn the corner (Q-K-A-2-3)",
       ("    return distinct[-1] - distinct[0] == HAND_CARDS - 1",
        "    return any({(r - s) % 13 for r in distinct} == set(range(HAND_CARDS)) for s in distinct)")),
    _m("pair-of-6s-on-paytable-a", "pa:663a.6(b)(9)", "Paytable A pays a pair of 6s, where its least pair is 7s "
       "(G-8)",
       ('LEAST_PAIR: dict[str, int] = {"A": 7, "B": 6}', 'LEAST_PAIR: dict[str, int] = {"A": 6, "B": 6}')),
    _m("paytable-b-flush-10", "pa:663a.12(d)", "Paytable B pays a flush at paytable A's 10 to 1",
       ('"four_of_a_kind": 40, "full_house": 15, "flush": 8,', '"four_of_a_kind": 40, "full_house": 15, "flush": 10,')),
    # --- positions, wagers and irregularities, pa:663a.7, pa:663a.13 ----------------------------
    _m("equal-wagers-lower-number-first", "pa:663a.7(f)", "Of two positions with equal wagers, the lower-numbered "
       "hand is set first, clockwise (G-15)",
       ("return max(mine, key=lambda a: (self.antes[a], a))", "return max(mine, key=lambda a: (self.antes[a], -a))")),
    _m("smaller-wager-set-first", "pa:663a.7(f)", "Of two positions, the smaller wager's hand is set first",
       ("return max(mine, key=lambda a: (self.antes[a], a))", "return max(mine, key=lambda a: (-self.antes[a], a))")),
    _m("second-spot-not-adjacent", "pa:663a.7(f)", "A player may take any free position as his second, not only one "
       "beside his own",
       ("        if abs(spot - seat) != 1:  # pa:663a.7(f)", "        if spot == seat:  # pa:663a.7(f)")),
    _m("side-wager-without-ante", "pa:663a.7(e)", "A Tie or Poker Bonus Wager is taken at a position with no Ante",
       ("        if seat not in self.antes:  # pa:663a.7(e)", "        if False:  # pa:663a.7(e)")),
    _m("abandoned-wager-always-lost", "pa:663a.7(b)", "A player leaving mid-round loses his wagers where the table "
       "returns abandoned wagers",
       ('lose = self.cfg.abandoned_wager == "lose" and not before_call', "lose = not before_call")),
    _m("dealer-exposure-ignored", "pa:663a.13", "A card of the dealer's exposed is let go, where the table voids "
       "every hand as Asia Poker does (G-12)",
       ('        if self.cfg.exposed_cards == "none":', '        if self.cfg.exposed_cards == "none" or place == '
        "DEALER:")),
    _m("exposed-card-rule-always", "pa:663a.13", "An exposed card voids or may void hands where the table has no "
       "rule for exposed cards (G-12)",
       ('        if self.cfg.exposed_cards == "none":', "        if False:")),
    # --- the order of settlement, pa:663a.11(f), (j), (k) ---------------------------------------
    _m("settled-from-the-dealers-left", "pa:663a.11(f)", "The hands are revealed and settled from the dealer's far "
       "left, position 1 first, not from his far right (only the order differs)",
       ("        return sorted(self.antes, reverse=True)\n\n    def standing",
        "        return sorted(self.antes)\n\n    def standing")),
    _m("optional-wagers-before-ante", "pa:663a.11(j)", "A player's Tie and Poker Bonus Wagers are settled before his "
       "Ante and Play Wagers, not after them (only the order differs)",
       ("outs += self.settle_ante(p) + self.settle_ante_bonus(p) + self.settle_tie(p) + self.settle_poker_bonus(p)",
        "outs += self.settle_tie(p) + self.settle_poker_bonus(p) + self.settle_ante(p) + self.settle_ante_bonus(p)")),
    _m("optional-wagers-after-every-hand", "pa:663a.11(k)", "Every player's Ante and Play Wagers are settled first and "
       "the optional wagers after all of them, not in each player's turn (only the order differs)",
       ("""            outs += self.settle_ante(p) + self.settle_ante_bonus(p) + self.settle_tie(p) + self.settle_poker_bonus(p)
        self.finish()""", """            outs += self.settle_ante(p) + self.settle_ante_bonus(p)
        for p in self.settle_order():
            if p not in self.folded:
                outs += self.settle_tie(p) + self.settle_poker_bonus(p)
        self.finish()""")),
)
