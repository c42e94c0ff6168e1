"""Mutants of the bundled Double Attack Blackjack implementation: realistic vendor bugs the suite must catch, in the
even-money Blackjack and the dealer's Blackjack, the Double Attack Wager and its window, insurance, the Bust It
paytable and the dealer's first three cards, surrender after hits, doubles and splits, the double and the split
money, the dealer's draws, the deal order and the card reader, the irregularities of 665a.13, the cover card and the
layout.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``double_attack_table.py``, loaded
as a module of its own, so the bundled implementation itself is never changed.
A patch that no longer applies exactly once is an error, not a silent survivor.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- Blackjack and the dealer's Blackjack, pa:665a.7(g), (h)(1), (o), pa:665a.12(a) ------------------
    _m("blackjack-pays-3-to-2", "pa:665a.12(a)", "A player Blackjack is paid 3 to 2, as at an ordinary blackjack "
       "table, not the even money the layout posts",
       ("BLACKJACK_PAYS = 1  # pa:665a.12(a)", "BLACKJACK_PAYS = Fraction(3, 2)  # pa:665a.12(a)")),
    _m("blackjack-paid-with-the-rest", "pa:665a.7(h)(1)", "A player Blackjack stays on the layout and is paid in "
       "the settlement at the end of the round, not at once when the dealer reaches the box",
       ("            if self.is_blackjack(h) and not h.split:\n                return self.pay_blackjack(b, h)\n",
        "")),
    _m("split-21-paid-as-blackjack", "pa:665a.1#blackjack", "A split ace and a king is paid at once as a Blackjack "
       "where the table reads it as a plain 21 (DA-A06)",
       ("            if self.is_blackjack(h) and not h.split:", "            if two_card_21(h.cards):")),
    _m("double-attack-lost-to-dealer-blackjack", "pa:665a.7(o)(2)", "The Double Attack Wager loses with the Bet to "
       "a dealer Blackjack instead of being returned",
       ('settlement(b.seat, hand_key(ATTACK_BET, 0), "void", h.attack, ["pa:665a.7(o)(2)"])',
        'settlement(b.seat, hand_key(ATTACK_BET, 0), "lose", h.attack, ["pa:665a.7(o)(2)"])')),
    _m("player-21-beats-dealer-21", "pa:665a.7(o)(1)(iii)", "A player 21 of three or more cards beats a dealer 21 "
       "of three or more cards, as in Spanish 21 (551.6(b)(4)), instead of tying",
       ("    if p_points > d_points:  # pa:665a.7(o)(1)(i)(B)",
        "    if p_points > d_points or p_points == d_points == TWENTY_ONE:  # pa:665a.7(o)(1)(i)(B)")),
    _m("both-bust-push", "pa:665a.7(o)(1)(ii)(B)", "A player over 21 ties a dealer who also goes over 21: "
       "665a.7(o)(1)(ii)(B) read as collecting a bust only against a dealer at 21 or under (against DA-A01)",
       ('    if p_points > TWENTY_ONE:  # DA-A01: over 21 loses, whatever the dealer holds\n        return "lose"',
        '    if p_points > TWENTY_ONE:  # DA-A01: over 21 loses, whatever the dealer holds\n'
        '        return "void" if d_points > TWENTY_ONE else "lose"')),
    # --- the Double Attack Wager and the order of the deal, pa:665a.6(e), pa:665a.7(e), (f) ---------------
    _m("double-attack-after-first-player-card", "pa:665a.7(e)", "Double Attack Wagers are still taken after the "
       "first card has gone to a player, until the hole card",
       ("        if self.phase != ATTACK:  # pa:665a.7(e): after the up card, before the players' cards",
        "        if self.phase not in INITIAL_DEAL:  # pa:665a.7(e): after the up card, before the players' cards")),
    _m("double-attack-equal-to-bet-refused", "pa:665a.6(e)", "A Double Attack Wager equal to the Bet is refused: "
       "the cap is read as 'less than' the Bet",
       ("        if b.attack + stake > b.bet:  # pa:665a.6(e): at most the Bet",
        "        if b.attack + stake >= b.bet:  # pa:665a.6(e): at most the Bet")),
    _m("bust-it-after-up-card", "pa:665a.7(e)", "Bust It Wagers are taken in the Double Attack window, after the "
       "dealer's up card is showing",
       ("        if self.phase != BETTING:  # pa:665a.7(e): before the up card\n"
        "            raise Refused(\"pa:665a.7(e)\", \"Bust It Wagers",
        "        if self.phase not in (BETTING, ATTACK):  # pa:665a.7(e): before the up card\n"
        "            raise Refused(\"pa:665a.7(e)\", \"Bust It Wagers")),
    _m("up-card-dealt-with-the-players", "pa:665a.7(e)", "The dealer's up card is dealt after each box's first "
       "card, in the ordinary blackjack order, instead of first and alone before the Double Attack Wagers",
       ("            return DEALER if self.boxes else None  # pa:665a.7(e)",
        "            return (min(self.boxes), 0) if self.boxes else None  # pa:665a.7(e)"),
       ("                if len(b.hands[0].cards) < n:\n                    return b.seat, 0\n"
        "        return DEALER if len(self.dealer) < 2 else None",
        "                if len(b.hands[0].cards) < n:\n                    return b.seat, 0\n"
        "            if len(self.dealer) < n:\n                return DEALER\n        return None")),
    # --- insurance and the card reader, pa:665a.7(g), pa:665a.8, pa:665a.12(b) -----------------------------
    _m("insurance-pays-2-to-1", "pa:665a.12(b)", "Winning insurance is paid 2 to 1, the ordinary blackjack odds, "
       "not 5 to 2",
       ("INSURANCE_PAYS = Fraction(5, 2)  # pa:665a.12(b)", "INSURANCE_PAYS = 2  # pa:665a.12(b)")),
    _m("insurance-limit-counts-double-attack", "pa:665a.8(b)", "The insurance limit is half the Bet and the "
       "Double Attack Wager together, not half the Bet alone",
       ("        top = insurance_limit(b.bet, self.cfg.chip_unit)",
        "        top = insurance_limit(b.bet + b.attack, self.cfg.chip_unit)")),
    _m("insurance-on-court-cards", "pa:665a.8(a)", "Insurance is offered whenever the dealer checks his hole "
       "card, against a king, queen or jack as well as an ace",
       ("                self.phase = INSURANCE if up == INSURANCE_RANK else PEEK if up in PEEK_RANKS else PLAYING",
        "                self.phase = INSURANCE if up in PEEK_RANKS else PLAYING")),
    _m("peek-on-any-up-card", "pa:665a.7(g)", "The dealer puts the hole card in the reader whatever his up card, "
       "so play waits for a check against a 2 to 9 too",
       ("                self.phase = INSURANCE if up == INSURANCE_RANK else PEEK if up in PEEK_RANKS else PLAYING",
        "                self.phase = INSURANCE if up == INSURANCE_RANK else PEEK")),
    _m("reader-misuse-always-voids", "pa:665a.13(h)(2)", "A hole card put in the reader with a 2-9 up voids the "
       "round even where the device shows the card to nobody",
       ("        if not self.cfg.reader_reveals_to_players:", "        if False:")),
    # --- the Bust It Wager, pa:665a.7(m), pa:665a.12(c) ----------------------------------------------------
    _m("bust-it-suited-8s-paid-as-coloured", "pa:665a.12(c)", "Three 8s of one suit are paid the 50 to 1 of the "
       "same-colour row: the colour is tested first and a single suit is one colour too",
       ("        if len({suit(c) for c in cards}) == 1:\n            return SUITED_EIGHTS_PAYS\n"
        "        if len({suit(c) in RED for c in cards}) == 1:\n            return COLOURED_EIGHTS_PAYS",
        "        if len({suit(c) in RED for c in cards}) == 1:\n            return COLOURED_EIGHTS_PAYS\n"
        "        if len({suit(c) for c in cards}) == 1:\n            return SUITED_EIGHTS_PAYS")),
    _m("bust-it-coloured-8s-need-one-suit", "pa:665a.12(c)", "'Same colour' is tested as 'same suit', so three red "
       "or three black 8s of mixed suits are paid the third card's 8 to 1, not 50 to 1",
       ("        if len({suit(c) in RED for c in cards}) == 1:", "        if len({suit(c) for c in cards}) == 1:")),
    _m("bust-it-6-and-7-rows-swapped", "pa:665a.12(c)", "The paytable's rows for a third-card 6 and 7 are swapped: "
       "a 6 pays 10 to 1 and a 7 pays 15 to 1",
       ('{"6": 15, "7": 10,', '{"6": 10, "7": 15,')),
    _m("bust-it-court-pays-3-for-1", "pa:665a.12(c)", "A king, queen or jack third card pays 3 for 1 (2 to 1): the "
       "lowest row read from a 'for' sign",
       ('"J": 3, "Q": 3, "K": 3}', '"J": 2, "Q": 2, "K": 2}')),
    _m("bust-it-soft-total-kept", "pa:665a.7(m)(2)", "Bust It totals the three cards from the dealer's two-card "
       "total, so an ace counted 11 in a soft first two cards is never brought back to 1 and A-5-K is a bust",
       ("    if total(cards) <= TWENTY_ONE:  # pa:665a.7(m)(2)(ii)",
        "    if total(cards[:2]) + points(cards[2]) <= TWENTY_ONE:  # pa:665a.7(m)(2)(ii)")),
    _m("bust-it-on-the-final-hand", "pa:665a.7(m)(2)(i)", "Bust It is settled when the dealer finishes drawing, "
       "winning on any bust by the card that busted him, not on his first three cards only",
       ("        if len(self.dealer) < BUST_IT_CARDS and dealer_must_draw(self.dealer):",
        "        if dealer_must_draw(self.dealer):"),
       ("        cards = self.dealer[:BUST_IT_CARDS]", "        cards = self.dealer")),
    _m("dead-box-bust-it-returned", "pa:665a.13(f)", "The Bust It Wager of a dead hand is returned with its other "
       "wagers even where the table keeps it live (DA-A12)",
       ('        if b.bust_it and not b.bust_it_settled and self.cfg.dead_hand_bust_it == "returned":',
        "        if b.bust_it and not b.bust_it_settled:")),
    # --- surrender, pa:665a.7(k), pa:665a.9 ----------------------------------------------------------------
    _m("surrender-on-first-two-cards-only", "pa:665a.9(a)", "Surrender is refused once the hand has drawn a card, "
       "as in late surrender at ordinary blackjack",
       ("        if total(h.cards) >= TWENTY_ONE:  # pa:665a.7(k)",
        "        if len(h.cards) != 2:\n"
        "            raise Refused(\"pa:665a.9(a)\", \"surrender on the first two cards only\")\n"
        "        if total(h.cards) >= TWENTY_ONE:  # pa:665a.7(k)")),
    _m("surrender-not-after-double", "pa:665a.9(a)", "A doubled hand that has had its card can only stand: "
       "surrender after doubling is refused",
       ("        if h.status not in UNFINISHED:  # pa:665a.9(a): not after standing",
        "        if h.status not in (OPEN, ONE_CARD):  # pa:665a.9(a): not after standing")),
    _m("surrender-after-double-forfeits-double", "pa:665a.9(b)", "A surrender after doubling loses the whole "
       "Double Down Wager under the default reading, where half is lost and half returned (DA-A03)",
       ('        if mode == "forfeit_full":', '        if mode in ("forfeit_full", "half"):')),
    _m("surrender-keeps-double-attack-whole", "pa:665a.9(b)(1)", "A surrender collects half the Bet only; the Double "
       "Attack Wager is returned whole",
       ("        for kind, stake in ((BET, h.bet), (ATTACK_BET, h.attack)):\n            if stake:",
        "        if h.attack:\n"
        "            outs.append(returned(b.seat, hand_key(ATTACK_BET, i), h.attack, list(why)))\n"
        "        for kind, stake in ((BET, h.bet),):\n            if stake:")),
    # --- the double and the split, pa:665a.10, pa:665a.11 --------------------------------------------------
    _m("double-capped-at-bet", "pa:665a.10(a)", "A double is capped at the hand's Bet, the Double Attack Wager "
       "left out",
       ("        top = h.bet + h.attack  # pa:665a.10(a)", "        top = h.bet  # pa:665a.10(a)")),
    _m("double-on-first-two-cards-only", "pa:665a.10(a)", "A double is refused on a hand of three or more cards",
       ("        if self.is_blackjack(h) or not may_draw(h.cards):  # pa:665a.10(a)",
        "        if self.is_blackjack(h) or not may_draw(h.cards) or len(h.cards) != 2:  # pa:665a.10(a)")),
    _m("split-hand-wager-bet-only", "pa:665a.11(a)", "The new hand of a split carries the Bet only, not the Bet and "
       "the Double Attack Wager",
       ("        second = Hand(bet=b.bet, attack=b.attack, cards=[h.cards.pop()], split=True)",
        "        second = Hand(bet=b.bet, attack=0, cards=[h.cards.pop()], split=True)")),
    _m("three-hands-at-most", "pa:665a.11(c)", "Two splits, three hands at most, as in Spanish 21",
       ("MOST_HANDS = 4  # pa:665a.11(c)", "MOST_HANDS = 3  # pa:665a.11(c)")),
    _m("resplit-aces", "pa:665a.11(e)", "A split ace that is dealt another ace may be split again",
       ('        self.still_open(h, "pa:665a.11(a)")',
        '        if h.status == ONE_CARD:\n            h.status = OPEN\n        self.still_open(h, "pa:665a.11(a)")')),
    _m("split-aces-draw", "pa:665a.11(e)", "Split aces are played like any split hand: hit, double or stand",
       ('        if h.split and rank(h.cards[0]) == "A":  # pa:665a.11(e)', '        if False:  # pa:665a.11(e)')),
    _m("split-by-rank-only", "pa:665a.11(a)", "Only two cards of the same rank split: a king and a queen do not",
       ("    return points(a) == points(b)", "    return rank(a) == rank(b)")),
    # --- the dealer's draws, pa:665a.7(m)(2), (n) ----------------------------------------------------------
    _m("dealer-hits-soft-17", "pa:665a.7(n)", "The dealer hits a soft 17",
       ("    return total(cards) < DEALER_STANDS_ON\n",
        "    return total(cards) < DEALER_STANDS_ON or (total(cards) == DEALER_STANDS_ON and "
        "sum(points(c) for c in cards) < DEALER_STANDS_ON)\n")),
    _m("dealer-stops-when-nothing-rides", "pa:665a.7(n)", "The dealer does not draw once every hand is bust, "
       "surrendered or paid and no Bust It Wager is open, as 551.13(c) spares him in Spanish 21 (against DA-A10)",
       ("        return dealer_must_draw(self.dealer)\n",
        "        return dealer_must_draw(self.dealer) and (\n"
        "            any(h.status not in (BUST, SURRENDERED, DEAD) and not h.settled\n"
        "                for b in self.live_boxes() for h in b.hands)\n"
        "            or any(b.bust_it and not b.bust_it_settled for b in self.boxes.values()))\n")),
    # --- irregularities, the shoe and the layout, pa:665a.2(a), pa:665a.7(d), pa:665a.13 -------------------
    _m("cover-card-ignored", "pa:665a.7(d)", "The cover card coming out is not noticed: the shoe is dealt on into "
       "the next rounds without a reshuffle",
       ("        if self.cut_card and not self.cut_out and self.cards_left() <= self.cut_card:  # pa:665a.7(d)",
        "        if False:  # pa:665a.7(d)")),
    _m("deal-while-reader-down", "pa:665a.13(i)", "Cards are dealt while the card reader is out of order",
       ('        if self.reader_down:  # pa:665a.13(i)\n            raise Refused("pa:665a.13(i)", "the card reader is '
        'down: no dealing")\n        if self.phase == SHUFFLE:',
        "        if self.phase == SHUFFLE:")),
    _m("dead-hand-keeps-double-attack", "pa:665a.13(g)", "A hand called dead (a passed box, a skipped hit, a "
       "reader that could show the hole card) returns its Bet and double only; the Double Attack Wager is kept",
       ('            outs += [settlement(b.seat, hand_key(k, i), "void", v, list(clauses)) for k, v in h.wagers()]',
        '            outs += [settlement(b.seat, hand_key(k, i), "void", v, list(clauses)) for k, v in h.wagers()\n'
        '                     if k != ATTACK_BET]')),
    _m("seven-boxes", "pa:665a.2(a)", "The layout has seven boxes, as at a Spanish 21 table",
       ("MOST_BOXES = 6  # pa:665a.2(a)", "MOST_BOXES = 7  # pa:665a.2(a)")),
    # --- the order of settlement, pa:665a.7(m)(1), (o), (p) ------------------------------------------------
    _m("bust-it-collected-box-by-box", "pa:665a.7(m)(1)", "On a dealer Blackjack each box's Bust It Wager is collected "
       "with that box's Bet, not all of them before any Bet is settled (only the order differs)",
       ("""        for b in self.settling_order(self.ordered_boxes()):  # pa:665a.7(m)(1): the Bust It losers come first
            if b.bust_it and not b.bust_it_settled:
                outs.append(settlement(b.seat, BUST_IT, "lose", b.bust_it, ["pa:665a.7(m)(1)"]))
                b.bust_it_settled = True
        for b in self.settling_order(self.ordered_boxes()):
            if b.insurance:
                outs.append(settlement(b.seat, INSURANCE_BET, "win", b.insurance * INSURANCE_PAYS,
                                       ["pa:665a.8(a)", "pa:665a.8(c)", "pa:665a.12(b)"]))
""", """        for b in self.settling_order(self.ordered_boxes()):
            if b.insurance:
                outs.append(settlement(b.seat, INSURANCE_BET, "win", b.insurance * INSURANCE_PAYS,
                                       ["pa:665a.8(a)", "pa:665a.8(c)", "pa:665a.12(b)"]))
            if b.bust_it and not b.bust_it_settled:
                outs.append(settlement(b.seat, BUST_IT, "lose", b.bust_it, ["pa:665a.7(m)(1)"]))
                b.bust_it_settled = True
""")),
    _m("settled-from-the-dealers-left", "pa:665a.7(p)", "The round is settled from the dealer's far left, box 1 "
       "first, not from his far right (only the order differs)",
       ("        return boxes[::-1]", "        return boxes")),
)
