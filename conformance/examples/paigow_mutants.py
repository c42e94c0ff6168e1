"""Mutants of the bundled Pai Gow implementation: realistic vendor bugs the suite must catch, in the ranking of hands,
the count and the delivery, the house way, the settlement and vigorish, the player bank and Maryland's Pair Fortunes
bonus.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``paigow_table.py``, loaded as a
module of its own, so the bundled implementation itself is never changed. A
patch that no longer applies exactly once is an error, not a silent survivor.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- ranking and comparing hands, pa:621a.3 ------------------------------------------------
    _m("copies-to-player", "pa:621a.3(d)", "A copy hand is won by the player instead of the banker",
       ("return strength(mine, zero_zero) > strength(banker, zero_zero)",
        "return strength(mine, zero_zero) >= strength(banker, zero_zero)")),
    _m("zero-zero-under-535", "pa:535.4(e)", "The 2012 zero-zero rule applied to a 535 table: two hands of value 0 "
       "go to the banker instead of to the better top tile",
       ("PA_535: False,", "PA_535: True,")),
    _m("zero-zero-missed-under-621a", "pa:621a.3(g)", "The zero-zero rule of 621a.3(g) missed: two hands of value 0 "
       "are decided by the higher-ranked tile as in 535",
       ("{PA_621A: True,", "{PA_621A: False,")),
    _m("gee-joon-face-value-only", "pa:621a.3(f)", "A Gee Joon tile alone counts only its own pips, never 3 or 6 at "
       "the player's choice",
       ("    if t in GEE_JOON:\n        return tuple(", "    if t in ():\n        return tuple(")),
    _m("wongs-and-gongs-not-pairs", "pa:621a.3(c)", "Wongs and Gongs are valued as 9s and 8s, not ranked as "
       "permissible pairs",
       ('    17: "4-5 + 6-6; 3-6 + 6-6", 18: "1-1 + 4-5; 1-1 + 3-6", 19: "2-6 + 6-6; 3-5 + 6-6; 4-4 + 6-6",\n'
        '    20: "1-1 + 2-6; 1-1 + 3-5; 1-1 + 4-4",\n', "")),
    # --- the count and the delivery, pa:621a.6, pa:621a.7 --------------------------------------
    _m("count-starts-at-zero", "pa:621a.6(c)", "The count starts one place late: the dealer is not counted as one",
       ("COUNT_STARTS_AT = 1", "COUNT_STARTS_AT = 0")),
    _m("dead-hand-not-counted", "pa:621a.6(c)", "The count goes round the dealer and the six positions only, "
       "skipping the Dead Hand",
       ("PLACES = 8  #", "PLACES = 7  #")),
    _m("standard-delivery-from-the-left", "pa:621a.6(d)", "The standard delivery takes the stacks from the left "
       "end of the row (the mirror of AMB-7)",
       ('"standard": ("R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8"),',
        '"standard": ("R8", "R7", "R6", "R5", "R4", "R3", "R2", "R1"),')),
    _m("jung-quat-bottoms-first", "pa:621a.7(a)(4)", "Jung Quat hands out the bottom halves of the middle stacks "
       "before their tops",
       ('"jung_quat": ("R4.1-2,R5.1-2", "R4.3-4,R5.3-4",', '"jung_quat": ("R4.3-4,R5.3-4", "R4.1-2,R5.1-2",')),
    # --- the house way and the settings, pa:621a.5(d), pa:621a.8(a)-(e) ------------------------
    _m("house-way-always-strongest-high", "pa:621a.8(d)", "The dealer always keeps the strongest high hand, "
       "whatever house way the Rules Submission names",
       ('return (low, high) if way == "strongest_low" else (high, low)', "return (high, low)")),
    _m("two-areas-smaller-wager-first", "pa:621a.5(d)", "Of a player's two areas, the smaller wager's hand is set "
       "first",
       ("key=lambda a: (-self.stakes[a], a))", "key=lambda a: (self.stakes[a], a))")),
    _m("dealer-sets-before-players", "pa:621a.8(c)", "The dealer may set his tiles before every player has set",
       ("        if waiting:  # pa:621a.8(c): the dealer sets last\n",
        "        if waiting and False:  # pa:621a.8(c): the dealer sets last\n")),
    _m("surrender-refunds-half", "pa:621a.8(e)", "A surrendered wager forfeits only half the stake",
       ('return [settlement(seat, PAI_GOW, "lose", stake, ["pa:621a.8(e)"])]',
        'return [settlement(seat, PAI_GOW, "lose", stake - stake // 2, ["pa:621a.8(e)"])]')),
    # --- settlement and vigorish, pa:621a.8(f)-(k) ---------------------------------------------
    _m("push-settled-as-loss", "pa:621a.8(h)", "A hand that wins one comparison and loses the other loses the wager "
       "instead of being a tie",
       ('return settlement(seat, PAI_GOW, "void", stake, ["pa:621a.8(f)", "pa:621a.8(h)", *which] + why)',
        'return settlement(seat, PAI_GOW, "lose", stake, ["pa:621a.8(f)", "pa:621a.8(h)", *which] + why)')),
    _m("low-zero-may-win", "pa:621a.8(g)", "A low hand of value zero that outranks the banker's counts as a win",
       ("low_counts = low_wins and not low_zero", "low_counts = low_wins")),
    _m("vig-rounded-to-nearest", "pa:621a.8(k)", "The vigorish is rounded to the nearest 25 cents, not up",
       ("return math.ceil(vig / unit) * unit", "return round(vig / unit) * unit")),
    _m("vig-on-stake-and-win", "pa:621a.8(k)", "The 5% vigorish is taken on the stake and the win together",
       ("vigorish(won, self.cfg.vig_unit))", "vigorish(won + stake, self.cfg.vig_unit))")),
    _m("abandoned-wager-returned", "pa:621a.5(b)", "A player leaving mid-round gets his wager back where the table "
       "treats it as abandoned and lost",
       ('lose = self.cfg.abandoned_wager == "lose"', "lose = False")),
    # --- the player bank, pa:621a.9 ------------------------------------------------------------
    _m("bank-twice-running", "pa:621a.9(c)", "The player who banked the last round is offered the bank again",
       ("return [p for p in ring if p != self.last_bank]", "return ring")),
    _m("new-set-keeps-bank-offer", "pa:621a.9(b)", "Opening a new set leaves the bank on offer, though the round "
       "after it starts the game and no player may bank it",
       ("        self.offers = []\n        self.offered = False", "        self.offered = False")),
    _m("dealer-wager-always-submitted-amount", "pa:621a.9(h)", "The dealer wagers the Rules Submission's amount "
       "against a bank even where he should match the bank's last wager against him",
       ('if self.cfg.dealer_wager_against_bank == "last_wager":', "if False:")),
    _m("bank-chips-ignore-dealer-wager", "pa:621a.9(d)(2)", "The bank's chips need not cover the dealer's wager "
       "against it",
       ("            if self.cfg.bank_covers_dealer_wager:\n", "            if False:\n")),
    _m("settled-clockwise", "pa:621a.8(f)", "The hands are exposed and settled from the dealer's left, clockwise "
       "(position 6 first; only the order differs)",
       ("decided = [self.settle_hand(p, banker) for p in self.in_round()]",
        "decided = [self.settle_hand(p, banker) for p in reversed(self.in_round())]")),
    _m("winners-paid-as-exposed", "pa:535.10(j)", "Under chapter 535 each winner is paid as his hands are exposed, "
       "not once every hand is exposed (only the order differs)",
       ("if self.cfg.ruleset == PA_535:  # 535.10(j)", "if False:  # 535.10(j)")),
    _m("dealer-wager-settled-last", "pa:621a.9(o)", "Where a player banks, the dealer's own wager against the bank is "
       "settled after the players' (only the order differs)",
       ("            outs.append(dealer)\n", "            pass\n"),
       ("        outs += players\n", "        outs += players + ([dealer] if self.bank.dealer_wager and "
        "self.dealer_setting is not None else [])\n")),
    _m("pot-order-confused", "pa:621a.9(o)", "The centre pot is settled in exposure order where the table settles it "
       "all at once, and all at once where it settles in order",
       ('centre(flows, self.cfg.bank_settlement_order == "sequential")',
        'centre(flows, self.cfg.bank_settlement_order != "sequential")')),
    _m("co-bank-bears-everything", "pa:621a.9(r)", "A co-bank makes good (and takes) the whole of the centre's "
       "shortfall or surplus, not half",
       ("CO_BANK_SHARE = Fraction(1, 2)", "CO_BANK_SHARE = Fraction(1, 1)")),
    _m("bank-surplus-vig-free", "pa:621a.9(o)", "The bank takes its surplus from the centre without the 5% vigorish",
       ("                                   vigorish(share, self.cfg.vig_unit)))", "                                   0))")),
    _m("dealer-win-always-vigged", "pa:621a.9(p)", "The house pays 5% vigorish on every win of the dealer's wager "
       "against a bank",
       ('if self.cfg.dealer_win_vig == "five_percent" else 0', "if True else 0")),
    # --- Maryland's Pair Fortunes bonus, md:paigow.5(F)(1), md:paigow.8(L) ----------------------
    _m("identical-pair-paid-as-mixed", "md:paigow.8(L)(2)(d)", "Every single pair is paid at the mixed-pair odds",
       ("if held and held[0] in MIXED_PAIRS:", "if held:")),
    _m("gee-joon-with-pair-paid-as-gee-joon", "md:paigow.8(L)(2)(b)", "The Gee Joon Pair with another pair (not the "
       "Heaven Pair) is paid as a Gee Joon Pair instead of two pairs",
       ('    if len(held) == 2:\n        return "two_pairs"\n',
        '    if len(held) == 2 and supreme not in held:\n        return "two_pairs"\n'),
       ("if held == [supreme]:", "if supreme in held:")),
    _m("bonus-settled-on-void", "md:paigow.5(F)(1)", "A voided hand's bonus is settled on the dealt tiles where the "
       "table returns it",
       ('if self.cfg.pair_fortunes_void == "settle" and seat in self.dealt:', "if seat in self.dealt:")),
)
