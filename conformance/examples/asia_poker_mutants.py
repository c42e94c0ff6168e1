"""Mutants of the bundled Asia Poker implementation: realistic vendor bugs the suite must catch, in the ranking of
hands and the joker, the count to the starting position and the deal, the house way, the settlement of the Asia
Poker Wager, the Bonus hands and paytables, the payout cap, the positions and wagers, and the irregularities of
659a.13.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``asia_poker_table.py``, loaded as
a module of its own, so the bundled implementation itself is never changed. A
patch that no longer applies exactly once is an error, not a silent survivor.
Every mutant changes something the suite observes (money, its order where
659a.11(e) and (h) prescribe one, clauses, notices or the state); a bug the
protocol cannot see (a check that can never decide) is left out.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- ranking hands and the joker, pa:659a.6(a)-(c) ----------------------------------------
    _m("joker-ranks-lowest", "pa:659a.6(a)", "The joker counts as the lowest card, not an ace, outside the straights "
       "and flushes it completes",
       ("JOKER_RANK = ACE  #", "JOKER_RANK = 1  #")),
    _m("joker-never-completes", "pa:659a.6(a)", "The joker is only ever an ace: it never completes a straight, flush, "
       "straight flush or royal flush (G-4)",
       ('JOKER_COMPLETES = frozenset({"royal_flush", "straight_flush", "flush", "straight"})',
        "JOKER_COMPLETES: frozenset[str] = frozenset()")),
    _m("a234-straight-always-second", "pa:659a.6(b)(6)", "A-2-3-4 of mixed suits ranks second among the straights "
       "even where the Rules Submission makes it the lowest",
       ('return self.a234_straight == "second_highest"', "return True")),
    _m("a234-straight-flush-always-highest", "pa:659a.6(b)(3)", "A-2-3-4 of one suit ranks highest among the "
       "straight flushes even where the Rules Submission makes it the lowest",
       ('return self.a234_straight_flush == "highest"', "return True")),
    _m("a234-straight-always-lowest", "pa:659a.6(b)(6)", "A-2-3-4 of mixed suits is always the lowest straight, "
       "not the second highest the text prints",
       ("A234_STRAIGHT_SECOND_HIGHEST = 27", "A234_STRAIGHT_SECOND_HIGHEST = 9")),
    _m("flush-below-straight", "pa:659a.6(b)(5)", "A flush ranks below a straight in the high hand",
       ('"four_of_a_kind", "flush", "straight",', '"four_of_a_kind", "straight", "flush",')),
    _m("two-pair-by-lower-pair", "pa:659a.6(b)(8)", "Two pairs are ordered by the lower pair first",
       ('return (category_value("two_pair"), grouped[0], grouped[1])',
        'return (category_value("two_pair"), grouped[1], grouped[0])')),
    _m("pair-kickers-ignored", "pa:659a.6(c)", "Pairs of the same rank are copies whatever their other cards: the "
       "highest card one hand lacks is not looked at (G-5)",
       ('return (category_value("pair"), grouped[0], *[r for r in ranks if r != grouped[0]])',
        'return (category_value("pair"), grouped[0])')),
    _m("flush-by-top-card-only", "pa:659a.6(c)", "Flushes are compared by their highest card only",
       ('return (category_value("flush"), *ranks)', 'return (category_value("flush"), ranks[0])')),
    # --- the count and the deal, pa:659a.5(g), pa:659a.8-pa:659a.10, pa:659a.13(f) -------------
    _m("count-clockwise", "pa:659a.5(g)(1)(iii)", "The count to the starting position runs clockwise, like the deal",
       ("COUNT_DIRECTION = -1  #", "COUNT_DIRECTION = 1  #")),
    _m("dealer-not-counted", "pa:659a.5(g)(1)(iii)", "The count starts one place late: the dealer is not counted as "
       "one",
       ("DEALER_COUNTS_AS = 1  #", "DEALER_COUNTS_AS = 0  #")),
    _m("ring-always-six-positions", "pa:659a.2(a)", "A table of fewer positions is counted and dealt round as if it "
       "had six (G-1)",
       ("        return self.positions + 1", "        return MAX_POSITIONS + 1")),
    _m("automated-shoe-card-by-card", "pa:659a.10(b)", "The automated shoe's cards are dealt one at a time round the "
       "table instead of in stacks of seven",
       ('STACK_DEALING = ("automated_shoe",)', "STACK_DEALING: tuple[str, ...] = ()")),
    _m("face-up-card-dealt", "pa:659a.13(f)", "A single card found face up is dealt like any other instead of going "
       "to the discard rack",
       ("usable = [c for i, c in enumerate(self.deck) if i not in reached]", "usable = list(self.deck)")),
    _m("two-face-up-cards-played", "pa:659a.13(f)", "Two cards found face up are both set aside and the round goes "
       "on, instead of every hand being void",
       ("MAX_FACE_UP = 1  #", "MAX_FACE_UP = 2  #")),
    _m("stub-counts-face-up-card", "pa:659a.8(d)", "The stub is reported as if the face-up card set aside were still "
       "in it (G-3)",
       ("        self.stub = stub\n", "        self.stub = stub + len(reached)\n")),
    _m("empty-positions-not-gathered", "pa:659a.8(f)", "The seven cards of positions with no wager stay on the layout "
       "instead of going unseen to the rack",
       ("self.dealt = {p: cs for p, cs in hands.items() if p == DEALER or p in self.stakes}",
        "self.dealt = dict(hands)")),
    _m("button-never-moves", "pa:659a.5(g)(3)", "The flat button stays at the dealer round after round",
       ("BUTTON_STEP = 1  #", "BUTTON_STEP = 0  #")),
    _m("button-moves-counterclockwise", "pa:659a.5(g)(3)", "The flat button moves one place counterclockwise",
       ("BUTTON_STEP = 1  #", "BUTTON_STEP = -1  #")),
    _m("no-roll-deals-anyway", "pa:659a.13(a)", "The cards are dealt from dice not lying flat instead of calling no "
       "roll",
       ("        if not flat:  # pa:659a.13(a)", "        if False:  # pa:659a.13(a)")),
    # --- the house way and the settings, pa:659a.7(f), pa:659a.11(a)-(d), pa:659a.13(i) --------
    _m("best-medium-sets-best-high", "pa:659a.11(c)", "The dealer always keeps the best high hand, whatever house way "
       "the Rules Submission names",
       ('    if way == "best_medium":', "    if False:")),
    _m("dealer-misset-stands", "pa:659a.13(i)", "The dealer's hands set against the house way are noted but played "
       "as set",
       ("            else:\n                chosen = (arranged(given[0])",
        "            if True:\n                chosen = (arranged(given[0])")),
    _m("equal-wagers-lower-number-first", "pa:659a.7(f)", "Of two positions with equal wagers, the lower-numbered "
       "hand is set first, clockwise (G-15)",
       ("return max(mine, key=lambda a: (self.stakes[a], a))", "return max(mine, key=lambda a: (self.stakes[a], -a))")),
    _m("smaller-wager-set-first", "pa:659a.7(f)", "Of two positions, the smaller wager's hand is set first",
       ("return max(mine, key=lambda a: (self.stakes[a], a))", "return max(mine, key=lambda a: (-self.stakes[a], a))")),
    _m("second-spot-not-adjacent", "pa:659a.7(f)", "A player may take any free position as his second, not only one "
       "beside his own",
       ("        if abs(spot - seat) != 1:  # pa:659a.7(f)", "        if spot == seat:  # pa:659a.7(f)")),
    _m("surrender-with-bonus", "pa:659a.11(d)", "A player with a Bonus Wager may surrender",
       ("        if seat in self.bonuses:  # pa:659a.11(d)", "        if False:  # pa:659a.11(d)")),
    _m("surrender-costs-half", "pa:659a.11(d)", "A surrender forfeits half the Asia Poker Wager (G-8)",
       ("forfeit = self.stakes.pop(seat)  # G-8", "forfeit = self.stakes.pop(seat) // 2  # G-8")),
    # --- the Asia Poker Wager, pa:659a.11(f), pa:659a.12(a) ------------------------------------
    _m("copies-to-player", "pa:659a.1#copy-hand", "A copy of the dealer's hand counts as a hand the player wins",
       ("    if mine > dealer:\n        return WIN", "    if mine >= dealer:\n        return WIN")),
    _m("win-needs-three-hands", "pa:659a.11(f)(2)", "The Asia Poker Wager wins only when all three hands beat the "
       "dealer's",
       ("HANDS_TO_WIN = 2  #", "HANDS_TO_WIN = 3  #")),
    _m("high-foul-not-checked", "pa:659a.11(f)(1)(iii)", "A high hand set below the medium hand is not a foul: the "
       "hands are compared as set",
       ("    if not high > medium:\n        return FOUL_HIGH", "    if False:\n        return FOUL_HIGH")),
    _m("medium-foul-not-checked", "pa:659a.11(f)(1)(iv)", "A medium hand set below the low card is not a foul",
       ("    if not medium > low:\n        return FOUL_MEDIUM", "    if False:\n        return FOUL_MEDIUM")),
    _m("any-copy-cites-copy-rule", "pa:659a.11(f)(1)(ii)", "A lost wager cites the copy-and-lower rule whenever a "
       "copy was among the comparisons, two or three copies included",
       ("if COPY in marks and LOSE in marks else", "if COPY in marks else")),
    _m("abandoned-wager-always-lost", "pa:659a.7(b)", "A player leaving mid-round loses his wagers where the table "
       "returns abandoned wagers",
       ('lose = self.cfg.abandoned_wager == "lose" and not before_call', "lose = not before_call")),
    # --- the Bonus Wager, pa:659a.6(d), pa:659a.7(e), pa:659a.11(h), pa:659a.12(b) -------------
    _m("bonus-without-asia-poker-wager", "pa:659a.7(e)", "A Bonus Wager is taken at a position with no Asia Poker "
       "Wager",
       ("        if seat not in self.stakes:  # pa:659a.7(e)", "        if False:  # pa:659a.7(e)")),
    _m("removal-leaves-bonus", "pa:659a.7(e)", "Taking back the Asia Poker Wager leaves its Bonus on the layout",
       ("if bet == WAGER and seat in self.bonuses:", "if False:")),
    _m("void-keeps-bonus", "pa:659a.13(d)", "A player voiding his exposed hand gets only the Asia Poker Wager back; "
       "the Bonus stays on the layout (G-17)",
       ('        if seat in self.bonuses:\n            outs.append(settlement(seat, BONUS, "void"',
        '        if False:\n            outs.append(settlement(seat, BONUS, "void"')),
    _m("paytable-a-natural-sf-50", "pa:659a.12(b)", "Paytable A pays a natural straight flush at B and C's 50 to 1",
       ('"natural_straight_flush": 80,', '"natural_straight_flush": 50,')),
    _m("paytable-c-four-of-a-kind-30", "pa:659a.12(b)", "Paytable C pays four of a kind at A and B's 30 to 1",
       ('"four_of_a_kind": 25,', '"four_of_a_kind": 30,')),
    _m("nine-high-qualifier-ignored", "pa:659a.11(h)(1)", "The hands below 9-high are paid where the table pays only "
       "9-high or better (G-7)",
       ('if cfg.bonus_qualifier == "nine_high_or_better":', "if False:")),
    _m("wheel-always-a-sequence", "pa:659a.6(d)(11)", "A-2-3-4-5 counts as a Bonus sequence where the table does not "
       "count it (G-12)",
       ("    if cfg.bonus_wheel:", "    if True:")),
    _m("joker-royal-always-royal", "pa:659a.6(d)(3)", "A royal flush the joker completes is paid as a royal flush "
       "where the table needs a natural one (G-11)",
       ("royal_jokers = joker if cfg.bonus_royal_with_joker else 0", "royal_jokers = joker")),
    _m("joker-straight-flush-paid-natural", "pa:659a.6(d)(4)", "A straight flush the joker completes is paid as a "
       "natural straight flush",
       ("if any(run <= held for held in suited.values() for run in runs):  # (d)(4)",
        "if any(_fills(held, joker, run) for held in suited.values() for run in runs):  # (d)(4)")),
    _m("bonus-joker-not-an-ace", "pa:659a.6(d)(2)", "For the Bonus the joker is no ace in hands made by rank: four "
       "aces and the joker are four of a kind (G-10)",
       ("    count[ACE] += joker  # G-10", "    count[ACE] += 0  # G-10")),
    _m("nine-high-flush-paid-as-flush", "pa:659a.6(d)(7)", "A 9-high whose seven cards hold a flush is paid as the "
       "flush",
       ("if not joker and frozenset(ranks) in NINE_HIGH_RANKS and len(set(ranks)) == HAND_CARDS:  # (d)(7)",
        "if not joker and frozenset(ranks) in NINE_HIGH_RANKS and len(set(ranks)) == HAND_CARDS and not any(\n"
        "            len(held) >= BONUS_RUN for held in suited.values()):  # (d)(7)")),
    # --- the payout cap, pa:659a.12(c) -----------------------------------------------------------
    _m("cap-not-applied", "pa:659a.12(c)", "The payout cap of the Rules Submission is never applied",
       ("        if self.cfg.payout_cap is None:\n            return paid",
        "        if True:\n            return paid")),
    _m("cap-per-wager", "pa:659a.12(c)", "The cap limits each wager's payout on its own, not a position's winnings "
       "of the round together (G-13)",
       ("            left -= won\n", "")),
    # --- irregularities and the round, pa:659a.7(c), pa:659a.13 ---------------------------------
    _m("wagers-after-the-call", "pa:659a.7(c)", "Wagers are still taken after 'no more bets', until the deal",
       ('self.need_phase("pa:659a.7(c)", "open")  # pa:659a.7(c): nothing after',
        'self.need_phase("pa:659a.7(c)", "open", "closed")  # pa:659a.7(c): nothing after')),
    _m("dealer-exposure-not-void", "pa:659a.13(e)", "A card of the dealer's exposed is treated as a player's card: "
       "the round is not voided (G-20)",
       ("        if place == DEALER:  # pa:659a.13(e)", "        if False:  # pa:659a.13(e)")),
    _m("misdeal-without-13h", "pa:659a.13(h)", "A place dealt the wrong number of cards is voided as a stub miscount "
       "only, without the wrong-number rule",
       ('return self.void_all("a place has the wrong number of cards", misdeal, "pa:659a.13(h)", "pa:659a.13(k)")',
        'return self.void_all("a place has the wrong number of cards", misdeal)')),
    _m("shuffler-failure-at-a-manual-table", "pa:659a.13(l)", "A shuffler failure is taken at a table that shuffles "
       "by hand, and the deck is dropped",
       ("        if not self.cfg.automated_shuffle:  # pa:659a.13(l)", "        if False:  # pa:659a.13(l)")),
    # --- the order of settlement, pa:659a.11(e), (h) ----------------------------------------------
    _m("revealed-from-the-dealers-left", "pa:659a.11(e)", "The hands are revealed and settled from the dealer's far "
       "left, position 1 first, not from his far right (only the order differs)",
       ("        return sorted(self.stakes, reverse=True)", "        return sorted(self.stakes)")),
    _m("bonuses-after-every-wager", "pa:659a.11(h)", "Every Asia Poker Wager is settled first and the Bonus Wagers "
       "after all of them, not each Bonus in its player's turn (only the order differs)",
       ("""        for seat in self.reveal_order():  # pa:659a.11(e): counterclockwise from the dealer's far right
            paid = [self.settle_wager(seat)]
            if seat in self.bonuses:  # pa:659a.11(h): after the Asia Poker Wager
                paid.append(self.settle_bonus(seat))
            outs += self.capped(paid)
""", """        paid = [self.capped([self.settle_wager(seat)] + ([self.settle_bonus(seat)] if seat in self.bonuses else []))
                for seat in self.reveal_order()]
        outs += [each[0] for each in paid] + [bonus for each in paid for bonus in each[1:]]
""")),
)
