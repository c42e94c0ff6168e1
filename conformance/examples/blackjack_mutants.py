"""Mutants of the bundled Blackjack (633a) implementation: realistic vendor bugs the suite must catch, in the
Straight Jack run (the ace at both ends, no wrap-around, the breaking and the busting card, the double card), its
paytable, meter and settlement on a dealer Blackjack, the House Money categories and paytables, the held winners and
the check, the ride and what it adds to the Blackjack Wager, the two wagers whose odds the profile gives (BJ-A19):
the Three Card Poker hands (BJ-A20) and their place in the first pass, the Hit and Run condition, row, meter and its
sharing, its place in the second pass and the dealer's play while it is open (BJ-A13), the paytables' 'for' odds,
and the base game's options (BJ-A01): the deal order, insurance and even money, the dealer's soft 17 and his play
when nothing rides, the Blackjack odds, splits and surrender, the cutting card and the side wagers offered.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``blackjack_table.py``, loaded as a
module of its own, so the bundled implementation itself is never changed. A
patch that no longer applies exactly once is an error, not a silent survivor.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- the Straight Jack run, pa:633a.1, pa:633a.7(g)(9), pa:633a.7(o)(3)(i) ------------------------------------
    _m("straight-jack-ace-king-no-straight", "pa:633a.7(o)(3)(i)", "An ace and a king are no two-card straight: "
       "only neighbouring ranks are tested and the proviso of 633a.7(o)(3)(i) is missed (House Money's too)",
       ('    if (lo, hi) == (LADDER["A"], LADDER["K"]):  # pa:633a.7(o)(3)(i): an ace and a king are a two-card '
        'straight\n        return LADDER["K"], ACE_ABOVE_KING\n', "")),
    _m("straight-jack-ace-only-high", "pa:633a.1#two-card-straight", "The ace plays high only: an ace and a 2 are "
       "no two-card straight (against BJ-A04, BJ-A05)",
       ("    if hi - lo == 1:  # pa:633a.1#two-card-straight",
        '    if hi - lo == 1 and lo != LADDER["A"]:  # pa:633a.1#two-card-straight')),
    _m("straight-jack-wraps-round", "pa:633a.7(o)(3)(i)", "Ranks are compared modulo 13, so a run holding the ace "
       "low is carried on by a king: 2-A then K is a three-card straight (against BJ-A05, vector BJ-10)",
       ("        if r + 1 == lo:  # pa:633a.7(o)(3)(i)(B)", "        if r % 13 + 1 == lo:  # pa:633a.7(o)(3)(i)(B)")),
    _m("straight-jack-busting-card-counted", "pa:633a.7(o)(3)(i)(D)", "The bust test looks at the hand before the "
       "drawn card, so a card that takes the hand over 21 still extends the run",
       ("        if total(cards[:k + 1]) > TWENTY_ONE:  # pa:633a.7(o)(3)(i)(D)",
        "        if total(cards[:k]) > TWENTY_ONE:  # pa:633a.7(o)(3)(i)(D)")),
    _m("straight-jack-run-resumes-after-break", "pa:633a.7(o)(3)(i)(C)", "A card that breaks the run is skipped and "
       "a later card may carry the run on: 4-5, 2, 3 is paid as a three-card straight",
       ("            break  # pa:633a.7(o)(3)(i)(C)", "            continue  # pa:633a.7(o)(3)(i)(C)")),
    _m("straight-jack-run-grows-upward-only", "pa:633a.7(o)(3)(i)(B)", "The run only grows at its top: 4-5 then a 3 "
       "breaks it",
       ("        if r + 1 == lo:  # pa:633a.7(o)(3)(i)(B): the run grows downward, an ace below a 2 included\n"
        "            lo = r\n        elif r - 1 == hi:", "        if r - 1 == hi:")),
    _m("straight-jack-double-card-never-counted", "pa:633a.7(o)(3)(i)", "The card of a double down never counts "
       "for Straight Jack, whatever the table's reading (BJ-A07, vector BJ-12)",
       ("        if h.double and not self.cfg.straight_jack_counts_double_card:",
        "        if h.double:")),
    _m("straight-jack-double-card-option-ignored", "pa:633a.7(o)(3)(i)", "The card of a double down always "
       "counts for Straight Jack, where the table reads it out (straight_jack_counts_double_card = false, BJ-A07)",
       ("        if h.double and not self.cfg.straight_jack_counts_double_card:  # pa:633a.7(o)(3)(i), BJ-A07\n"
        "            return h.cards[:-1]\n", "")),
    _m("straight-jack-two-card-straight-lost", "pa:633a.13(m)(1)", "Straight Jack pays from three cards: a two-card "
       "straight that no drawn card extends is taken in the second pass instead of paid 3 to 1",
       ("            if n < 2:\n", "            if n < 3:\n")),
    _m("straight-jack-lost-to-dealer-blackjack", "pa:633a.7(h)", "A dealer Blackjack takes the Straight Jack Wagers "
       "with the Blackjack Wagers, as if 633a.7(h) listed them, where they are paid as two-card straights (BJ-A08)",
       ("            if n < 2:\n", "            if n < 2 or self.dealer_blackjack():\n")),
    # --- the Straight Jack paytable and meter, pa:633a.13(m) ----------------------------------------------------
    _m("straight-jack-three-card-pays-10", "pa:633a.13(m)(1)", "A three-card straight pays 10 to 1, not 15 to 1",
       ("STRAIGHT_JACK_PAYS: dict[int, int] = {2: 3, 3: 15,", "STRAIGHT_JACK_PAYS: dict[int, int] = {2: 3, 3: 10,")),
    _m("straight-jack-odds-read-as-for", "pa:633a.13(m)(1)", "The paytable is read as 'for' odds, the stake "
       "included: 2 to 1, 14 to 1, 49 to 1 and 199 to 1",
       ("{2: 3, 3: 15, 4: 50, 5: 200, 6: 200}", "{2: 2, 3: 14, 4: 49, 5: 199, 6: 199}")),
    _m("straight-jack-any-six-card-takes-whole-meter", "pa:633a.13(m)(1)", "Every six-card straight takes the whole "
       "meter, not only the one holding the ace of spades (vector BJ-08)",
       ('    return WHOLE_METER if ace_suit == "S" else TENTH_OF_METER', "    return WHOLE_METER")),
    _m("straight-jack-taken-after-dealing-starts", "pa:633a.2(d)(2)", "The lock-out is missing: optional wagers are "
       "taken in every phase of a round once the shoe is shuffled",
       ("        if self.phase != BETTING:  # pa:633a.2(d)(2)",
        "        if self.phase == SHUFFLE:  # pa:633a.2(d)(2)")),
    _m("straight-jack-meter-fed-on-blackjack-wager", "pa:633a.13(m)(2)", "The meter is fed its rate on the boxes' "
       "Blackjack Wagers rather than on the Straight Jack Wagers",
       ("        fed = sum(b.straight_jack for b in self.boxes.values())",
        "        fed = sum(b.bet for b in self.boxes.values())")),
    # --- House Money, pa:633a.6(e)(12), pa:633a.7(g)(10), pa:633a.13(n) ------------------------------------------
    _m("house-money-one-deck-odds-in-a-shoe", "pa:633a.13(n)(2)", "With several decks a two-card straight flush is "
       "paid the one-deck 5 to 1 of 633a.13(n)(1), not 4 to 1",
       ('        return HOUSE_MONEY_DECKS[category], "pa:633a.13(n)(2)"',
        '        return HOUSE_MONEY_ONE_DECK[category], "pa:633a.13(n)(2)"')),
    _m("house-money-straight-flush-paid-as-straight", "pa:633a.1#two-card-straight-flush", "A two-card straight "
       "of one suit is paid as a plain straight, 1 to 1",
       ("    return STRAIGHT_FLUSH  # pa:633a.1#two-card-straight-flush",
        "    return STRAIGHT  # pa:633a.1#two-card-straight-flush")),
    _m("house-money-ace-king-suited-as-straight-flush", "pa:633a.1#ace-king-suited", "A suited ace-king is paid on "
       "the straight flush row, its own 9 to 1 category missed",
       ('    if {rank(a), rank(b)} == {"A", "K"}:  # pa:633a.1#ace-king-suited',
        "    if False:  # pa:633a.1#ace-king-suited")),
    _m("house-money-pair-by-value", "pa:633a.6(e)(12)", "Two cards of one value are a pair: a king and a queen, or a "
       "10 and a jack, are paid 3 to 1 (against BJ-A03)",
       ("    if rank(a) == rank(b):  # a pair", "    if points(a) == points(b):  # a pair")),
    _m("house-money-held-only-against-an-ace", "pa:633a.7(g)(10)(i)", "Winners are held for the check only against "
       "an ace: against a 10-value up card they are paid at once with the ride offered",
       ("                if category is not None and rank(self.up()) in PEEK_RANKS:  # pa:633a.7(g)(10)(i)",
        "                if category is not None and rank(self.up()) == INSURANCE_RANK:  # pa:633a.7(g)(10)(i)")),
    _m("house-money-losers-collected-after-check", "pa:633a.7(g)(10)", "Against an ace or 10-value up card every "
       "House Money Wager waits for the check, the losers too, instead of being taken in the first pass",
       ("                if category is not None and rank(self.up()) in PEEK_RANKS:  # pa:633a.7(g)(10)(i)",
        "                if rank(self.up()) in PEEK_RANKS:  # pa:633a.7(g)(10)(i)")),
    _m("house-money-ride-on-dealer-blackjack", "pa:633a.7(g)(10)(i)(A)", "A held winner is offered the ride when "
       "the check finds a dealer Blackjack, and the round waits for the decision",
       ("ride=not dealer_bj and not b.hands[0].settled)", "ride=not b.hands[0].settled)")),
    _m("house-money-ride-portion-ignored", "pa:633a.7(g)(10)(ii)(A)", "The whole payout is offered to ride where "
       "the Rules Submission lets only a portion of it ride (house_money_ride_portion)",
       ("b.ride_offer = math.floor(won * self.cfg.house_money_ride_portion)", "b.ride_offer = won")),
    _m("house-money-stake-rides-too", "pa:633a.7(g)(10)(ii)(A)", "The dealer moves the House Money stake onto the "
       "Blackjack Wager with the payout",
       ("            b.ridden += b.ride_offer\n", "            b.ridden += b.ride_offer + b.house_money\n")),
    _m("ridden-payout-left-out-of-split", "pa:633a.7(g)(10)(ii)(C)", "A split hand is wagered the Blackjack Wager "
       "as placed, the ridden House Money payout left out",
       ("        second = Hand(wager=b.wager, cards=[h.cards.pop()], split=True)",
        "        second = Hand(wager=b.bet, cards=[h.cards.pop()], split=True)")),
    _m("ridden-payout-left-out-of-double", "pa:633a.7(g)(10)(ii)(C)", "A double is capped at the Blackjack Wager "
       "as placed, the ridden House Money payout left out",
       ("        if not 0 < stake <= h.wager:  # pa:633a.7(g)(10)(ii)(C)",
        "        if not 0 < stake <= b.bet:  # pa:633a.7(g)(10)(ii)(C)")),
    _m("side-wager-not-offered-taken", "pa:633a.6(e)(11)", "An optional wager is taken at a table whose Rules "
       "Submission does not offer it",
       ("        if not self.offered(bet):\n            raise Refused(clause, f\"this table does not offer the {bet} "
        "wager\")\n", "")),
    # --- Three Card Poker, pa:633a.7(g)(8), BJ-A19, BJ-A20 -------------------------------------------------------
    _m("three-card-poker-straight-flush-paid-as-straight", "pa:633a.7(g)(8)", "The straight is tested before the "
       "straight flush, so a three-card straight of one suit is paid on the straight row (against BJ-A20)",
       ("    if straight and flush:\n        return POKER_STRAIGHT_FLUSH\n",
        "    if straight:\n        return POKER_STRAIGHT\n"
        "    if straight and flush:\n        return POKER_STRAIGHT_FLUSH\n")),
    _m("three-card-poker-king-ace-two-straight", "pa:633a.7(g)(8)", "A straight wraps round the ace: K-A-2 is paid "
       "as a straight (against BJ-A20)",
       ('(low, mid, high) == (LADDER["A"], LADDER["Q"], LADDER["K"])',
        '(low, mid, high) in ((LADDER["A"], LADDER["Q"], LADDER["K"]), (LADDER["A"], LADDER["2"], LADDER["K"]))')),
    _m("three-card-poker-ace-low-only", "pa:633a.7(g)(8)", "The ace plays low only: Q-K-A is no straight (against "
       "BJ-A20)",
       (' or (low, mid, high) == (LADDER["A"], LADDER["Q"], LADDER["K"])', "")),
    _m("three-card-poker-flush-loses", "pa:633a.7(g)(8)", "The flush row is left out: three cards of one suit that "
       "are no straight lose",
       ("    if flush:\n        return FLUSH\n", "")),
    _m("three-card-poker-reads-hole-card", "pa:633a.7(g)(8)", "The dealer's second card, the hole card, is read "
       "for the three-card hand instead of his up card",
       ("three_card_hand([self.up(), *b.first_two])", "three_card_hand([self.dealer[-1], *b.first_two])")),
    _m("three-card-poker-settled-with-the-round", "pa:633a.7(g)", "Three Card Poker is settled with the second pass "
       "at the end of the round, as the vendor's other side bets are, instead of in the first pass before any third "
       "card",
       ("            if b.three_card_poker:\n                outs += self.settle_three_card_poker(b)\n", ""),
       ("        optional = self.settle_hit_and_run() + self.second_pass()\n",
        "        for b in self.settling_order():\n            if b.three_card_poker:\n"
        "                outs += self.settle_three_card_poker(b)\n"
        "        optional = self.settle_hit_and_run() + self.second_pass()\n")),
    _m("paytable-for-read-as-to", "pa:633a.7(g)(8)", "A profile's 'N for M' odds are read as 'N to M', the stake "
       "not taken out (5 for 1 paid 5 to 1, against BJ-A10)",
       ("Fraction(n, m) if words[1] == \"to\" else Fraction(n - m, m)", "Fraction(n, m)")),
    # --- Hit and Run, pa:633a.6(e)(10), pa:633a.7(h), pa:633a.7(o)(2), BJ-A13, BJ-A19 --------------------------
    _m("hit-and-run-busting-card-not-counted", "pa:633a.7(o)(2)(i)", "The card that takes the dealer over 21 is "
       "not counted: a dealer who busts on his fifth card has four",
       ("        cards = len(self.dealer)\n",
        "        cards = len(self.dealer) if total(self.dealer) <= TWENTY_ONE else len(self.dealer) - 1\n")),
    _m("hit-and-run-lost-on-dealer-blackjack", "pa:633a.7(h)", "Only the count of the dealer's cards wins: a dealer "
       "Blackjack takes the Hit and Run Wagers with the Blackjack Wagers",
       ("        if not (dealer_bj or cards >= HIT_AND_RUN_CARDS):", "        if not cards >= HIT_AND_RUN_CARDS:")),
    _m("hit-and-run-lowest-row", "pa:633a.7(o)(2)(ii)(C)", "The row is looked up from the bottom: every dealer hand "
       "of five cards or more is paid on the 5_cards row",
       ("    for n in range(dealer_cards, HIT_AND_RUN_CARDS - 1, -1):",
        "    for n in range(HIT_AND_RUN_CARDS, dealer_cards + 1):")),
    _m("hit-and-run-whole-meter-to-each-winner", "pa:633a.7(o)(2)(ii)(C)", "Every winner on a whole-meter row is "
       "paid the whole meter instead of an equal share of it",
       ("        each: Money = Fraction(meter) / len(up)", "        each: Money = Fraction(meter)")),
    _m("hit-and-run-meter-reset-to-initial", "pa:633a.7(o)(2)(ii)(C)", "After a whole-meter award the meter goes "
       "back to its initial amount, not the reset amount",
       ("            meter = self.cfg.hit_and_run_meter_reset\n",
        "            meter = self.cfg.hit_and_run_meter_initial\n")),
    _m("hit-and-run-share-of-initial-meter", "pa:633a.7(o)(2)(ii)(C)", "A partial share is a share of the meter's "
       "initial amount, not of the meter as it stands (against BJ-A19, BJ-A11)",
       ("                award = meter * share  # BJ-A11, BJ-A19",
        "                award = self.cfg.hit_and_run_meter_initial * share  # BJ-A11, BJ-A19")),
    _m("hit-and-run-dealer-stops-when-moot", "pa:633a.7(o)(2)(i)", "With dealer_plays_when_moot false the dealer "
       "stops once every player hand is decided, a Hit and Run Wager still open (against BJ-A13)",
       ("        if any(b.hit_and_run for b in self.boxes.values()):  # BJ-A13\n            return True\n", "")),
    _m("hit-and-run-meter-not-fed", "pa:633a.7(o)(2)(ii)(C)", "The Hit and Run Wagers do not feed their meter at "
       "hit_and_run_meter_rate when the round is dealt",
       ("        self.hit_and_run_meter = hr_meter + hr_fed\n", "        self.hit_and_run_meter = hr_meter\n")),
    _m("hit-and-run-meter-back-to-initial-each-shoe", "pa:633a.7(o)(2)(ii)(C)", "Each shuffle puts the Hit and Run "
       "meter back to its initial amount, losing what the wagers fed it",
       ("        if self.hit_and_run_meter is None:  # BJ-A19", "        if True:  # BJ-A19")),
    _m("hit-and-run-dealer-blackjack-without-check-clause", "pa:633a.7(h)", "A Hit and Run win on a dealer Blackjack "
       "is reported as a second-pass win alone, without the check of 633a.7(h) that settles it",
       ('        why = ["pa:633a.7(h)"] if dealer_bj else []\n', "        why = []\n")),
    _m("new-side-wagers-not-returned", "pa:633a.6", "A box's wagers come down without its Hit and Run and Three Card "
       "Poker Wagers, which the vendor's remove was not taught",
       (",\n                           (HIT_AND_RUN_BET, b.hit_and_run), (THREE_CARD_POKER_BET, b.three_card_poker)):",
        "):")),
    _m("hit-and-run-taken-where-not-offered", "pa:633a.6(e)(10)", "The Hit and Run Wager is taken at a table that "
       "does not offer it",
       ("                HIT_AND_RUN_BET: self.cfg.hit_and_run_offered,", "                HIT_AND_RUN_BET: True,")),
    # --- the base game (BJ-A01): each option followed -----------------------------------------------------------
    _m("first-pass-from-dealer-left", "pa:633a.7(g)", "The first pass of optional wagers goes from the dealer's "
       "left, clockwise (lowest box first; only the order differs)",
       ("        for b in self.settling_order():\n            b.first_two = list(b.hands[0].cards)",
        "        for b in self.ordered_boxes():\n            b.first_two = list(b.hands[0].cards)")),
    _m("second-pass-wager-by-wager", "pa:633a.7(o)", "The second pass settles every Hit and Run Wager, then every "
       "Straight Jack Wager, instead of box by box (only the order differs)",
       ('outs += sorted(optional, key=lambda o: -int(o["seat"]))  # pa:633a.7(o): box by box',
        "outs += optional  # pa:633a.7(o): box by box")),
    _m("dealer-first-ignored", "pa:633a.7(g)", "The players' cards come first whatever deal_order says",
       ('        if self.cfg.deal_order == "dealer_first":', "        if False:")),
    _m("insurance-on-ten-value-regardless", "pa:633a.7(h)", "Insurance and even money are offered on every up card "
       "the dealer checks, where the table offers them on an ace only",
       ('        return up == INSURANCE_RANK or (self.cfg.insurance_up_cards == "ace_or_ten_value" and up in '
        'PEEK_RANKS)',
        "        return up in PEEK_RANKS")),
    _m("insurance-pays-3-to-1", "pa:633a.7(h)", "Winning insurance is paid 3 to 1 from the vendor's own paytable, "
       "the table's insurance_pays ignored",
       ("b.insurance * self.cfg.insurance_pays", "b.insurance * 3")),
    _m("even-money-regardless", "pa:633a.7(h)", "Even money is offered on a Blackjack where the table does not "
       "offer it",
       ("        if not self.cfg.even_money or self.phase != INSURANCE or b is None:",
        "        if self.phase != INSURANCE or b is None:")),
    _m("dealer-hits-soft-17-regardless", "pa:633a.7", "The dealer hits a soft 17 whatever dealer_hits_soft_17 says",
       ("        return hits_soft_17\n", "        return True\n")),
    _m("dealer-plays-out-regardless", "pa:633a.7(o)", "The dealer always plays his hand out, where the table has "
       "him stop once every hand is decided (dealer_plays_when_moot = false)",
       ("        if self.cfg.dealer_plays_when_moot:\n            return True\n",
        "        if True:\n            return True\n")),
    _m("blackjack-pays-3-to-2-regardless", "pa:633a.7(p)", "A Blackjack is paid 3 to 2 at a 6 to 5 table",
       ('return Fraction(3, 2) if self.blackjack_pays == "3_to_2" else Fraction(6, 5)', "return Fraction(3, 2)")),
    _m("split-ace-and-ten-paid-as-blackjack", "pa:633a.7(p)", "A split hand of an ace and a 10-value card is paid "
       "as a Blackjack, at blackjack_pays, instead of as a 21",
       ("        return not h.split and two_card_21(h.cards)", "        return two_card_21(h.cards)")),
    _m("player-blackjack-loses-to-dealer-blackjack", "pa:633a.7(h)", "A dealer Blackjack beats a player Blackjack "
       "too, where the two tie",
       ('    if p_bj and d_bj:  # a Blackjack ties a dealer Blackjack\n        return "void"\n', "")),
    _m("double-after-split-regardless", "pa:633a.7", "A split hand may be doubled where the table does not allow it "
       "(double_after_split = false)",
       ("        if h.split and (not self.cfg.double_after_split or self.split_ace(h)):",
        "        if h.split and self.split_ace(h):")),
    _m("split-by-value-regardless", "pa:633a.7", "Any two cards of one value split, a king and a queen too, where "
       "the table splits by rank",
       ('        if self.cfg.split_by == "rank":', "        if False:")),
    _m("surrender-half-rounded-down", "pa:633a.7", "A surrender collects half the wager rounded down to the cent and "
       "returns the rest, where the half is exact",
       ("        half = Fraction(h.wager) / 2", "        half = Fraction(h.wager // 2)")),
    _m("cutting-card-ignored", "pa:633a.7", "The cutting card coming out is not noticed: the shoe is dealt on into "
       "the next rounds without a shuffle",
       ("        if self.cut_card and not self.cut_out and self.cards_left() <= self.cut_card:", "        if False:")),
)
