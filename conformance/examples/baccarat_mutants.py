"""Mutants of the bundled baccarat-family implementation: realistic vendor bugs the suite must catch, 41 of them in
what the three games share (Minibaccarat's rules) and 20 each in Midibaccarat's and Baccarat's own.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``baccarat_table.py``, loaded as a
module of its own, so the bundled implementation itself is never changed. A
patch that no longer applies exactly once is an error, not a silent survivor.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- Table 1 and the drawing rules, pa:541.1, pa:541.6, pa:541.11 --------------------------
    _m("table1-row3-draws-on-8", "pa:541.11(c)(2)(iii)", "A Banker 3 draws on a Player third card of 8 (row 3 "
       "restored as all D)",
       ('3: "DDDDDDDDSD",', '3: "DDDDDDDDDD",')),
    _m("table1-row4-draws-on-1", "pa:541.11(c)(2)(iii)", "A Banker 4 draws on a Player third card of 1",
       ('4: "SSDDDDDDSS",', '4: "SDDDDDDDSS",')),
    _m("table1-row5-stands-on-4", "pa:541.11(g)", "A Banker 5 stands on a Player third card of 4, against the "
       "legible row and the worked example of 541.11(g)",
       ('5: "SSSSDDDDSS",', '5: "SSSSSDDDSS",')),
    _m("table1-row6-stands-on-6", "pa:541.11(c)(2)(iii)", "A Banker 6 stands on a Player third card of 6",
       ('6: "SSSSSSDDSS",', '6: "SSSSSSSDSS",')),
    _m("table1-by-player-total", "pa:541.11(e)", "Table 1 is read by the Player's new Point Count instead of the "
       "value of its third card",
       ("return TABLE_1[b][value(player[2])]", "return TABLE_1[b][point_count(player)]")),
    _m("player-draws-on-6", "pa:541.11(b)(2)", "The Player's Hand draws on 6",
       ("PLAYER_DRAWS_BELOW = 6", "PLAYER_DRAWS_BELOW = 7")),
    _m("banker-ignores-player-stood", "pa:541.11(c)(1)", "When the Player stood, the Banker draws only on 0 to 2, "
       "as if (c)(2)(i) applied",
       ("return b < BANKER_DRAWS_BELOW_IF_PLAYER_STOOD", "return b < BANKER_ALWAYS_DRAWS_BELOW")),
    _m("banker-third-card-first", "pa:541.10(c)", "The fifth card goes to the Banker when both hands draw: the "
       "Banker's third card is dealt before the Player's",
       ("        if len(p) == 2 and player_draws(p):  # pa:541.11(b)\n            return \"player\"\n"
        "        if len(b) == 2 and banker_draws(b, p):  # pa:541.11(c)\n            return \"banker\"\n",
        "        if len(b) == 2 and banker_draws(b, p):  # pa:541.11(c)\n            return \"banker\"\n"
        "        if len(p) == 2 and player_draws(p):  # pa:541.11(b)\n            return \"player\"\n")),
    _m("fifth-card-to-player", "pa:541.10(c)", "When the Player stands and the Banker draws, the fifth card is laid "
       "on the Player's Hand",
       ("if len(p) == 2 and player_draws(p):  # pa:541.11(b)",
        "if len(p) == 2 and (player_draws(p) or banker_draws(b, p)):  # pa:541.11(b)")),
    _m("naturals-on-7", "pa:541.1#natural", "A two-card 7 is taken for a Natural and stops the deal",
       ("NATURALS: tuple[int, ...] = (8, 9)", "NATURALS: tuple[int, ...] = (7, 8, 9)")),
    _m("natural-does-not-stop-other-hand", "pa:541.11(a)", "A Natural stops the deal only when both hands have one",
       ("if is_natural(p) or is_natural(b):  # pa:541.11(a)", "if is_natural(p) and is_natural(b):  # pa:541.11(a)")),
    _m("ten-counts-ten", "pa:541.6(a)(2)", "A 10 or court card counts 10: the Point Count still drops the tens, "
       "but Table 1's column and the cards taken with a face-up card go wrong",
       ('    if r in ("10", "J", "Q", "K"):\n        return 0\n    return int(r)\n\n\ndef face_value',
        '    if r in ("10", "J", "Q", "K"):\n        return 10\n    return int(r)\n\n\ndef face_value')),
    _m("ten-read-as-one", "pa:541.6(a)(2)", "A 10 is read by its first character and counts 1",
       ('    """pa:541.6(a): 2 to 9 at face value (1), a 10 or court card zero (2), an ace one (3)."""\n'
        '    r = rank(card)\n',
        '    """pa:541.6(a): 2 to 9 at face value (1), a 10 or court card zero (2), an ace one (3)."""\n'
        '    r = card[0]\n')),
    # --- payouts and vigorish, pa:541.8, pa:541.13 ---------------------------------------------
    _m("tie-pays-8-for-1", "pa:541.13(b)", "The Tie Bet pays 8 for 1 (7 to 1) instead of 8 to 1",
       ("w.amount * self.cfg.tie_odds,", "w.amount * (self.cfg.tie_odds - 1),")),
    _m("commission-on-whole-return", "pa:541.13(c)", "The commission is taken on the stake and the win together",
       ("vig = self.vigorish(win)", "vig = self.vigorish(win + w.amount)")),
    _m("commission-on-tied-banker", "pa:541.8(a)(1)(iii)(A)", "A Banker wager returned on a tie is charged "
       "commission",
       ('["pa:541.8(a)(1)(iii)", "pa:541.8(a)(1)(iii)(A)"])]',
        '["pa:541.8(a)(1)(iii)", "pa:541.8(a)(1)(iii)(A)"], self.vigorish(w.amount))]')),
    _m("vig-rounded-down", "pa:541.13(d)", "Rounded vigorish goes down to the 5 cents below, not up",
       ("return math.ceil(vig / unit) * unit", "return math.floor(vig / unit) * unit")),
    _m("vig-rounded-to-nearest", "pa:541.13(d)", "Rounded vigorish goes to the nearest 5 cents, not up",
       ("return math.ceil(vig / unit) * unit", "return round(vig / unit) * unit")),
    _m("four-percent-read-as-five", "pa:541.13(c)", "A 4% commission table charges 5%",
       ("cfg.commission_rate = Fraction(int(value[0]), 100)", "cfg.commission_rate = Fraction(5, 100)")),
    _m("tie-charge-in-commission-mode", "pa:541.8(a)(1)(iii)(A)", "A tied Banker wager is charged 25% at a "
       "commission table (banker_mode = commission)",
       ('if self.cfg.banker_mode == "tie_charge":  # pa:541.8(a)(1)(iii)(B), pa:541.13(f)',
        "if True:  # pa:541.8(a)(1)(iii)(B), pa:541.13(f)")),
    _m("commission-under-tie-charge", "pa:541.13(f)", "A Banker win is charged commission at a table that elected "
       "the 25% tie charge instead",
       ('if self.cfg.banker_mode == "tie_charge":  # pa:541.13(f): no commission on wins',
        "if False:  # pa:541.13(f): no commission on wins")),
    _m("deferred-vig-kept-at-shoe-end", "pa:541.13(e)", "Deferred vigorish is not collected before the reshuffle",
       ("        outs = self.collect_all_vig()\n        self.carried = []  # A-8\n",
        "        outs: list[Message] = []\n        self.carried = []  # A-8\n")),
    _m("deferred-vig-kept-on-leaving", "pa:541.13(e)", "Deferred vigorish is not collected when the player leaves",
       ("        outs += self.collect_vig(seat)\n        self.seated.remove(seat)\n",
        "        self.seated.remove(seat)\n")),
    _m("ez-pushes-every-three-card-win", "pa:627a.2(b)(8)", "An EZ table pushes every three-card Banker win, not only "
       "a three-card 7 (A-25)",
       ("len(self.banker) == EZ_PUSH_CARDS and b == EZ_PUSH_TOTAL", "len(self.banker) == EZ_PUSH_CARDS")),
    # --- House Money, pa:627a.7(a)(7), pa:627a.8(d), pa:627a.12(g) ----------------------------
    _m("house-money-pair-by-value", "pa:627a.7(a)(7)(i)", "A House Money pair is two cards of the same value (10-K "
       "pays)",
       ("return rank(cards[0]) == rank(cards[1])", "return value(cards[0]) == value(cards[1])")),
    _m("house-money-both-pairs-15-plus-3", "pa:627a.12(g)", "Both hands paired pays 15 to 1 plus 3 to 1 (A-20)",
       ("odds = HOUSE_MONEY_BOTH_PAYS if pairs == 2 else HOUSE_MONEY_ONE_PAYS",
        "odds = HOUSE_MONEY_BOTH_PAYS + HOUSE_MONEY_ONE_PAYS if pairs == 2 else HOUSE_MONEY_ONE_PAYS")),
    _m("house-money-after-third-card", "pa:627a.8(d)", "House Money is settled with the round, after the third "
       "cards",
       ("if len(self.player) + len(self.banker) == 4 and any(", "if self.next_hand() is None and any(")),
    _m("house-money-settled-clockwise", "pa:627a.8(d)(1)", "House Money is settled from the dealer's left, "
       "clockwise (highest seat first; only the order differs)",
       ('for w in sorted((w for w in self.layout if w.bet == "house_money"), key=lambda w: w.seat):',
        'for w in sorted((w for w in self.layout if w.bet == "house_money"), key=lambda w: -w.seat):')),
    _m("winners-paid-from-lowest-seat", "pa:541.12(b)", "After the losers, the winners are paid from the "
       "lowest-numbered seat up instead of from the highest down (only the order differs)",
       ('key=lambda m: -int(m[0]["seat"]))', 'key=lambda m: int(m[0]["seat"]))')),
    _m("add-on-whole-win-under-portion", "pa:627a.8(d)(1)(i)", "The whole House Money win is added where the table "
       "allows only a portion (house_money_addon_portion = 1/2)",
       ("add = math.floor(self.house_money_won[seat] * self.cfg.house_money_addon_portion)",
        "add = self.house_money_won[seat]")),
    _m("void-keeps-the-add-on", "pa:541.14(e)", "A round voided for want of cards returns the wagers without the "
       "House Money win added to them (A-5)",
       ('outs = [settlement(w, "void", w.amount, [clause]) for w in self.layout]',
        'outs = [settlement(w, "void", w.amount - w.added, [clause]) for w in self.layout]')),
    # --- the shoe, pa:541.5, pa:541.10(e) ------------------------------------------------------
    _m("burn-ace-as-11", "pa:541.5(g)", "An ace burned first counts 11, as in blackjack",
       ('    """pa:541.5(g): for the burn a 10 or court card counts ten and an ace one."""\n'
        '    r = rank(card)\n    if r == "A":\n        return 1\n',
        '    """pa:541.5(g): for the burn a 10 or court card counts ten and an ace one."""\n'
        '    r = rank(card)\n    if r == "A":\n        return 11\n')),
    _m("burn-court-as-0", "pa:541.5(g)", "A 10 or court card burned first counts its baccarat value, 0",
       ('    if r in ("10", "J", "Q", "K"):\n        return 10\n',
        '    if r in ("10", "J", "Q", "K"):\n        return 0\n')),
    _m("cut-card-round-is-the-last", "pa:541.10(e)", "The round the cut card comes out in is the shoe's last: no "
       "round is played after it",
       ('if between and self.cfg.cut_card_between_rounds == "one_more":', "if True:")),
    _m("cut-card-one-card-late", "pa:541.5(e)", "The cut card is taken to lie one card deeper than the shuffle put "
       "it",
       ("self.left <= self.cut_card:", "self.left < self.cut_card:")),
    _m("batches-not-alternated", "pa:541.3(b)(5)", "The same batch may be dealt twice running",
       ("if not recut and batch == self.batch:  # pa:541.3(b)(5)", "if False:  # pa:541.3(b)(5)")),
    # --- irregularities, pa:541.14 -------------------------------------------------------------
    _m("disclosed-misdeal-discards-one", "pa:541.14(c)", "A card drawn in error and shown is discarded alone, "
       "without the extra unseen card",
       ("            if self.left:\n                outs += self.take([None])\n", "")),
    _m("undisclosed-card-never-banker-third", "pa:541.14(b)", "An undisclosed third card to the Player is always "
       "carried to the next round, even when the Banker must draw",
       ('if self.phase == "dealing" and self.next_hand() == "banker" and len(self.player) == len(self.banker) == 2:',
        "if False:")),
    _m("card-in-error-after-player-third-is-banker-third", "pa:541.14(a)", "An undisclosed card drawn in error "
       "after a legitimate Player third card becomes the Banker's third card (541.14(b) covers only a Player's Hand "
       "that stood)",
       ('self.next_hand() == "banker" and len(self.player) == len(self.banker) == 2:',
        'self.next_hand() == "banker" and len(self.banker) == 2:')),
    _m("face-up-discards-face-value", "pa:541.14(d)", "A face-up 10 or court card takes ten more cards with it "
       "where the table reads its baccarat value (faceup_card_value = baccarat_value)",
       ('count = face_value(card) if self.cfg.faceup_card_value == "face_value" else value(card)',
        "count = face_value(card)")),
    # --- wagers, pa:541.8 ----------------------------------------------------------------------
    _m("bets-after-no-more-bets", "pa:541.8(c)", "Wagers are taken after 'no more bets'",
       ('        if self.phase in ("dealing", "house_money"):  # pa:541.8(c)\n'
        '            raise Refused("pa:541.8(c)", "no wager is made after \'no more bets\'")\n', "")),
    _m("leave-mid-round", "pa:541.8(c)", "A player leaves with wagers in a round being dealt and takes them back",
       ("if mine and live:  # pa:541.8(c)", "if False:  # pa:541.8(c)")),
    _m("table-max-off-by-one", "pa:541.8(a)", "A wager of exactly the table maximum is refused",
       ("if total > self.cfg.table_max:", "if total >= self.cfg.table_max:")),
    # --- Midibaccarat: the squeeze, pa:543.9(c)(3), pa:543.14(f); new decks, pa:543.3(b) ----------
    _m("squeeze-tie-to-highest-seat", "pa:543.9(c)(3)(v)", "Of equal largest wagers, the highest seat number turns "
       "the hand (the tie-break read clockwise)",
       ("return min(w.seat for w in on if w.amount == top)", "return max(w.seat for w in on if w.amount == top)")),
    _m("squeeze-smallest-wager", "pa:543.9(c)(3)(i)", "The smallest wager on a hand turns it",
       ("top = max(w.amount for w in on)", "top = min(w.amount for w in on)")),
    _m("squeeze-tie-bet-counts-for-banker", "pa:543.9(c)(3)(ii)", "A Tie Bet counts as a wager on the Banker's Hand "
       "when the squeezer is chosen",
       ('on = [w for w in self.layout if w.bet == bet]', 'on = [w for w in self.layout if w.bet in (bet, "tie")]')),
    _m("squeeze-unbacked-hand-to-seat-1", "pa:543.9(c)(3)", "A hand nobody wagered on is handed to the lowest seat "
       "instead of being turned by the dealer (A-12)",
       ("        if not on:\n            return 0\n        top = max(",
        "        if not on:\n            return min(self.seated)\n        top = max(")),
    _m("squeeze-pass-never-wraps", "pa:543.14(f)", "A squeeze right given up is offered only to the higher seats, "
       "never round past the dealer to seat 1",
       ("order = [x for x in ring if x > holder] + [x for x in ring if x < holder]",
        "order = [x for x in ring if x > holder]")),
    _m("squeeze-declined-seats-offered-again", "pa:543.14(f)", "Seats that declined the right are offered it again "
       "later in the round",
       ("self.passed_over[hand] += [holder] + skipped", "self.passed_over[hand] += [holder]")),
    _m("squeeze-holder-offered-again", "pa:543.14(f)", "A player whose right was taken away may be given it back "
       "in the same round",
       ("self.passed_over[hand] += [holder] + skipped", "self.passed_over[hand] += skipped")),
    _m("squeeze-voluntary-pass-always", "pa:543.14(f)", "A squeezer may give the right up where the table allows "
       "only its withdrawal (squeeze_voluntary_pass = false, A-34)",
       ('if reason == "voluntary" and not self.cfg.squeeze_voluntary_pass:', "if False:")),
    _m("squeeze-right-outlives-the-round", "pa:543.14(f)", "The squeeze right passed on is kept into the next round",
       ('        self.banker = []\n        self.squeezer = {"player": 0, "banker": 0}\n'
        '        self.passed_over = {"player": [], "banker": []}\n        self.phase = "betting"\n'
        '        if self.cfg.continuous:',
        '        self.banker = []\n        self.phase = "betting"\n        if self.cfg.continuous:')),
    _m("squeeze-no-tie-break-clause", "pa:543.9(c)(3)(v)", "A hand given to the nearest of equal wagers does not cite "
       "the tie-break",
       ('clauses.append("pa:543.9(c)(3)(v)")', "pass")),
    _m("squeeze-third-cards-swapped", "pa:543.9(c)(3)(iii)", "The Player's third card cites the Banker's paragraph "
       "and the other way round",
       ('third = "pa:543.9(c)(3)(iii)" if hand == "player" else "pa:543.9(c)(3)(iv)"',
        'third = "pa:543.9(c)(3)(iv)" if hand == "player" else "pa:543.9(c)(3)(iii)"')),
    _m("squeezer-leaves-with-the-right", "pa:543.14(f)", "A player holding the squeeze right leaves mid-round",
       ("if live and seat in self.squeezer.values():  # pa:543.14(f)", "if False:")),
    _m("squeeze-dealer-turns-cites-a-12", "pa:543.14(f)", "When nobody takes a right passed on, the dealer's turn "
       "cites the unbacked-hand reading instead of 543.14(f)",
       ("if self.passed_over[hand]:  # pa:543.14(f): nobody took it", "if False:")),
    _m("midi-idle-respread", "pa:543.5(a)", "A Midibaccarat table respreads and reshuffles when idle, as "
       "Minibaccarat's 541.5(h)",
       ('and self.cfg.chapter == "541")  # Midibaccarat and Baccarat take new decks instead',
        'and self.cfg.chapter != "545")')),
    _m("midi-reshuffles", "pa:543.3(b)", "At the end of a Midibaccarat shoe the cards are reshuffled, not replaced "
       "by new decks",
       ('        if self.cfg.chapter == "541":\n            return outs + [notice(why, clause)]',
        '        if self.cfg.chapter != "545":\n            return outs + [notice(why, clause)]')),
    _m("midi-seven-seats", "pa:543.2(a)", "A Midibaccarat table has Minibaccarat's seven seats",
       ('"543": (1, 9)', '"543": (1, 7)')),
    _m("midi-irregularities-keep-541", "pa:543.14(a)", "Midibaccarat's irregularities cite Minibaccarat's 541.14",
       ('            if clause.startswith("pa:541."):\n                clause = "pa:543."',
        '            if clause.startswith("pa:541.") and not clause.startswith("pa:541.14"):\n'
        '                clause = "pa:543."')),
    _m("midi-2013-paytable-as-627a", "pa:629a.12(h)", "The 2013 Midibaccarat House Money paytable is cited as "
       "Minibaccarat's (g), not 629a.12(h)",
       ('"pa:627a.8(d)(2)": "pa:629a.8(c)(3)(ii)", "pa:627a.12(g)": "pa:629a.12(h)",',
        '"pa:627a.8(d)(2)": "pa:629a.8(c)(3)(ii)",')),
    _m("midi-2013-third-card-2010-number", "pa:629a.8(c)(4)", "The 2013 squeeze's third card keeps its 2010 number",
       ('    "pa:543.9(c)(3)(iii)": "pa:629a.8(c)(4)", "pa:543.9(c)(3)(iv)": "pa:629a.8(c)(5)",',
        '    "pa:543.9(c)(3)(iv)": "pa:629a.8(c)(5)",')),
    _m("midi-2013-house-money-lead-in", "pa:629a.8(c)(3)(i)", "House Money is settled citing the lead-in's (c)(3), "
       "not (c)(3)(i)",
       ('"pa:627a.8(d)(1)": "pa:629a.8(c)(3)(i)",', '"pa:627a.8(d)(1)": "pa:629a.8(c)(3)",')),
    # --- Baccarat: the curator, pa:545.7, pa:545.14; the chapter's own numbers -------------------
    _m("curator-passes-on-banker-win", "pa:545.14(a)(1)", "The curator must pass the shoe when the Banker's Hand "
       "wins instead of when it loses",
       ("(p > b or (p == b and self.cfg.curator_passes_on_tie))",
        "(p < b or (p == b and self.cfg.curator_passes_on_tie))")),
    _m("curator-passes-on-every-tie", "pa:545.14(a)(1)", "A tie makes the curator pass the shoe where the table "
       "reads it as no loss (curator_passes_on_tie = false, A-27)",
       ("(p > b or (p == b and self.cfg.curator_passes_on_tie))", "(p >= b)")),
    _m("outgoing-curator-offered-again", "pa:545.14(b)", "The curator who gave up the shoe is offered it again in "
       "the same round of offers",
       ("            self.refused_shoe = [self.curator]\n", "            self.refused_shoe = []\n")),
    _m("dealer-never-curates", "pa:545.7(d)(2)", "When nobody accepts the shoe the dealer may not act as curator",
       ("if seat != 0 and seat not in self.shoe_offer():", "if seat not in self.shoe_offer():")),
    _m("shoe-offer-never-wraps", "pa:545.14(b)", "The shoe is offered only to seats above the outgoing curator's",
       ("order = [x for x in ring if x > self.offer_after] + [x for x in ring if x < self.offer_after]",
        "order = [x for x in ring if x > self.offer_after]")),
    _m("deal-without-a-curator", "pa:545.7(b)", "'No more bets' is called while the shoe is still being offered",
       ("if self.cfg.curated and self.curator is None:  # pa:545.7(b)", "if False:")),
    _m("new-shoe-keeps-the-curator", "pa:545.7(b)", "The curator keeps a new shoe where it is offered from seat 1 "
       "(new_shoe_curator = offer_from_seat_1, A-32)",
       ('self.cfg.new_shoe_curator == "offer_from_seat_1":  # pa:545.7(b), A-32',
        'self.cfg.new_shoe_curator == "curator_continues":')),
    _m("shoe-passed-mid-round", "pa:545.14(a)", "The curator passes the shoe in the middle of a round",
       ('            raise Refused("pa:545.14(a)", "the shoe changes hands between rounds")\n', "            pass\n")),
    _m("curator-leaves-mid-round", "pa:545.14(a)", "The curator leaves the table in the middle of a round",
       ("if live and self.cfg.curated and seat == self.curator:  # pa:545.14(a)", "if False:")),
    _m("departed-curator-keeps-the-shoe", "pa:545.14(b)", "A curator who leaves between rounds is still recorded "
       "as holding the shoe",
       ('        if self.cfg.curated and seat == self.curator:\n            outs += self.give_up_shoe(',
        '        if False:\n            outs += self.give_up_shoe(')),
    _m("dealer-deals-unannounced", "pa:545.7(d)(1)", "A player naming the dealer to deal for him is not recorded",
       ('                outs.append(notice("the dealer deals for the curator", "pa:545.7(d)", "pa:545.7(d)(1)"))\n',
        "                pass\n")),
    _m("shoe-taken-cites-the-first-offer", "pa:545.14(b)", "A shoe taken after a pass cites the first offer of "
       "545.7(b)",
       ('"pa:545.14(b)" if self.shoe_given_up else "pa:545.7(b)"', '"pa:545.7(b)"')),
    _m("baccarat-vigorish-to-5-cents", "pa:545.13(d)", "Baccarat rounds the vigorish to 5 cents, as Minibaccarat",
       ("unit = BACCARAT_VIG_UNIT[int(self.cfg.commission_rate * 100)] if self.cfg.curated else VIG_UNIT",
        "unit = VIG_UNIT")),
    _m("baccarat-rounding-units-swapped", "pa:545.13(d)", "Baccarat rounds a 5% vigorish to 20 cents and a 4% one "
       "to 25",
       ("BACCARAT_VIG_UNIT = {5: 25, 4: 20}", "BACCARAT_VIG_UNIT = {5: 20, 4: 25}")),
    _m("baccarat-irregularities-as-545-14", "pa:545.15(a)", "Baccarat's irregularities cite 545.14, the curator's "
       "section, as Minibaccarat's number would have it",
       ('    ("pa:541.14", "pa:545.15"), ', "    ")),
    _m("baccarat-burn-as-545-5-g", "pa:545.5(f)", "Baccarat's burn cites 545.5(g), Minibaccarat's paragraph letter",
       ('("pa:541.5(f)", "pa:545.5(e)"), ("pa:541.5(g)", "pa:545.5(f)"),', '("pa:541.5(f)", "pa:545.5(e)"),')),
    _m("baccarat-unbacked-hand-cites-midi", "pa:545.9(d)(7)", "At Baccarat a hand nobody backs cites "
       "Midibaccarat's reading instead of 545.9(d)(7)",
       ("elif self.cfg.curated:  # pa:545.9(d)(7)", "elif False:")),
    _m("baccarat-2013-violation-ground-kept", "pa:631a.9(f)", "Under the 2013 Baccarat text the squeeze right is "
       "still taken away for a breach of the rules",
       ('if reason == "violation" and self.cfg.ruleset == "pa-631a@2013p":',
        'if reason == "violation" and self.cfg.ruleset == "pa-629a@2013p":')),
    _m("baccarat-2013-withdrawal-2010-number", "pa:631a.9(f)", "The 2013 Baccarat squeeze withdrawal keeps its 2010 "
       "number, 545.15(f)",
       ('"pa:545.9": "pa:631a.9", "pa:545.15(f)": "pa:631a.9(f)",', '"pa:545.9": "pa:631a.9",')),
    _m("baccarat-2013-house-money-lead-in", "pa:631a.9(e)(1)", "Baccarat's 2013 House Money settlement cites the "
       "lead-in 631a.9(e) for its paragraph (1)",
       ('"pa:627a.8(d)(1)": "pa:631a.9(e)(1)",', '"pa:627a.8(d)(1)": "pa:631a.9(e)",')),
)
