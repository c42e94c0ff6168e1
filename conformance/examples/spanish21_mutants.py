"""Mutants of the bundled Spanish 21 implementation: realistic vendor bugs the suite must catch, in the Blackjack odds
and the dealer's Blackjack, the 21-against-21 rule and the push, the bonus rows and the Super Bonus, Match-The-Dealer,
insurance, surrender, the double and the rescue, splitting, the dealer's draws, the card reader, the irregularities
of 551.16, the cutting card, the decks and the wager limits.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``spanish21_table.py``, loaded as a
module of its own, so the bundled implementation itself is never changed. A
patch that no longer applies exactly once is an error, not a silent survivor.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- Blackjack and the dealer's Blackjack, pa:551.6(b)(3), pa:551.6(f), pa:551.8(e) ---------------
    _m("blackjack-pays-6-to-5", "pa:551.6(f)", "A player Blackjack is paid 6 to 5, as at a shoe game with the "
       "short payout, not 3 to 2",
       ("BLACKJACK_PAYS = Fraction(3, 2)  # pa:551.6(f)", "BLACKJACK_PAYS = Fraction(6, 5)  # pa:551.6(f)")),
    _m("blackjacks-push", "pa:551.6(b)(3)", "A player Blackjack pushes against a dealer Blackjack, as in ordinary "
       "blackjack, instead of winning 3 to 2",
       ('    if p_bj:  # pa:551.6(b)(3)\n        return "win"',
        '    if p_bj:  # pa:551.6(b)(3)\n        return "void" if d_bj else "win"')),
    # --- 21 against 21 and the push, pa:551.6(b)(4), pa:551.6(c) --------------------------------------
    _m("multi-card-21s-push", "pa:551.6(b)(4)", "A player 21 of three or more cards pushes against a dealer 21 of "
       "three or more cards instead of winning",
       ("    if p_points == d_points == TWENTY_ONE and p_cards >= MULTI_CARD_21 and d_cards >= MULTI_CARD_21:",
        "    if False:")),
    _m("two-card-21-beats-multi-card-21", "pa:551.6(b)(4)", "A two-card 21 that is not a Blackjack (a split ace "
       "and king) wins against a dealer 21 of three cards, where 551.6(b)(4) needs three player cards",
       ("p_cards >= MULTI_CARD_21 and d_cards >= MULTI_CARD_21:", "d_cards >= MULTI_CARD_21:")),
    _m("push-loses", "pa:551.6(c)", "Equal totals lose the wager instead of pushing",
       ('    if p_points == d_points:  # pa:551.6(c)\n        return "void"',
        '    if p_points == d_points:  # pa:551.6(c)\n        return "lose"')),
    # --- the bonus rows, pa:551.6(g) -------------------------------------------------------------------
    _m("spade-678-paid-as-suited", "pa:551.6(g)(2)", "A 6-7-8 of spades is paid 2 to 1 like any suited 6-7-8, "
       "not 3 to 1",
       ("SPADES_678_PAYS = 3  # pa:551.6(g)(2)", "SPADES_678_PAYS = 2  # pa:551.6(g)(2)")),
    _m("mixed-suits-means-all-different", "pa:551.6(g)(1)", "'Mixed suits' read as three different suits: a "
       "6-7-8 or 7-7-7 with two cards of one suit is paid as suited (S21-A07)",
       ("    return len({suit(c) for c in cards}) == 1", "    return len({suit(c) for c in cards}) < 3")),
    _m("five-card-21-pays-2-to-1", "pa:551.6(g)(5)", "A five-card 21 is paid 2 to 1, the six-card row's odds",
       ("FIVE_CARD_21_PAYS = Fraction(3, 2)  # pa:551.6(g)(5)", "FIVE_CARD_21_PAYS = 2  # pa:551.6(g)(5)")),
    _m("doubled-hand-paid-bonus", "pa:551.11(b)", "A doubled hand that makes a bonus 21 is paid the 551.6(g) "
       "odds on its wager",
       ("        if h.double:  # pa:551.11(b): even money only, on both wagers",
        "        if h.double and bonus_row(h.cards) is None:  # pa:551.11(b): even money only, on both wagers")),
    # --- the Super Bonus, pa:551.6(h), pa:551.12(e) ----------------------------------------------------
    _m("super-bonus-25-paid-low", "pa:551.6(h)", "A $25 original wager earns the $1,000 award: the $5,000 band is "
       "read as 'over $25'",
       ("SUPER_BONUS_HIGH_FROM = 2500  # pa:551.6(h): $25 or more",
        "SUPER_BONUS_HIGH_FROM = 2501  # pa:551.6(h): $25 or more")),
    _m("super-bonus-on-split-hand", "pa:551.12(e)", "A suited 7-7-7 made on a split hand earns the Super Bonus",
       ("            if h.double or h.split or len(b.hands) > 1:", "            if h.double:")),
    _m("super-bonus-share-always-needs-award", "pa:551.6(h)", "The other players' $50 is never paid without the "
       "fixed award, even where the table pays it on a wager under $5 (S21-A06)",
       ("            elif self.cfg.super_bonus_share_needs_award:  # S21-A06", "            elif True:  # S21-A06")),
    # --- Match-The-Dealer, pa:551.7 --------------------------------------------------------------------
    _m("mtd-eight-decks-six-deck-floor", "pa:551.7(e)(2)", "An eight-deck shoe pays Match-The-Dealer at the "
       "six-deck floor odds, 4 and 9 to 1, not 3 and 12 to 1",
       ("{6: (4, 9), 8: (3, 12)}", "{6: (4, 9), 8: (4, 9)}")),
    _m("mtd-two-matches-pay-once", "pa:551.7(a)", "When both cards match the up card only the better match is paid",
       ("            won += same if suit(c) == suit(up) else diff",
        "            won = max(won, same if suit(c) == suit(up) else diff)")),
    _m("mtd-house-maximum-ignored", "pa:551.7(b)(2)", "Match-The-Dealer is capped by the Spanish 21 wager only, "
       "never by the house maximum",
       ("        top = b.wager if self.cfg.mtd_max is None else min(b.wager, self.cfg.mtd_max)",
        "        top = b.wager")),
    # --- insurance, pa:551.10 --------------------------------------------------------------------------
    _m("insurance-limit-rounded-down", "pa:551.10(b)", "Where chips cannot make half the wager, the insurance "
       "limit is rounded down to the chip below, not up",
       ("    return math.ceil(half / chip) * chip", "    return math.floor(half / chip) * chip")),
    _m("insurance-pays-even-money", "pa:551.10(c)", "Winning insurance is paid 1 to 1, not 2 to 1",
       ("INSURANCE_PAYS = 2  # pa:551.10(c): 2 to 1", "INSURANCE_PAYS = 1  # pa:551.10(c): 2 to 1")),
    _m("losing-insurance-collected-at-the-end", "pa:551.10(d)", "Losing insurance stays on the layout until the "
       "round is settled instead of being collected right after the check",
       ("        if not dealer_bj:\n            for b in self.settling_order():",
        "        if False:\n            for b in self.settling_order():")),
    # --- surrender, pa:551.9 ---------------------------------------------------------------------------
    _m("surrender-against-court-settled-at-once", "pa:551.9(a)(2)", "A surrender against an ace or court card "
       "is settled at once, as against a 2-9, instead of waiting for the hole card",
       ("        if rank(self.dealer[0]) not in PEEK_RANKS:  # pa:551.9(a)(1): settled at once",
        "        if True:  # pa:551.9(a)(1): settled at once")),
    _m("surrender-after-split", "pa:551.9(a)", "A split hand of two cards may be surrendered",
       ("        if len(b.hands) != 1 or len(h.cards) != 2:  # pa:551.9(a)",
        "        if len(h.cards) != 2:  # pa:551.9(a)")),
    # --- the double and the rescue, pa:551.11, pa:635a.10(a) -------------------------------------------
    _m("double-on-more-cards-in-2010", "pa:551.11(a)", "The 2013 double on two or more cards (635a.10(a)) is "
       "allowed under the 2010 chapter too",
       ("{PA_2010: False, PA_2013: True}", "{PA_2010: True, PA_2013: True}")),
    _m("double-above-the-wager", "pa:551.11(a)", "A double may be up to twice the hand's wager",
       ("        if not 0 < stake <= h.wager:  # pa:551.11(a), S21-A10",
        "        if not 0 < stake <= 2 * h.wager:  # pa:551.11(a), S21-A10")),
    _m("rescue-after-bust", "pa:551.11(d)", "A doubled hand that goes over 21 on its card may still be rescued",
       ("        if busted(h.cards):\n            h.status = BUST\n            return True\n"
        "        if h.double:\n            h.status = RESCUE\n            return True\n",
        "        if h.double:\n            h.status = RESCUE\n            return True\n"
        "        if busted(h.cards):\n            h.status = BUST\n            return True\n")),
    _m("rescue-forfeits-the-double", "pa:551.11(d)", "A rescue gives back the original wager and forfeits the "
       "double",
       ('        outs = [settlement(b.seat, hand_bet(i), "lose", h.wager, ["pa:551.11(d)"]),\n'
        '                returned(b.seat, double_bet(i), h.double, ["pa:551.11(d)"])]',
        '        outs = [settlement(b.seat, double_bet(i), "lose", h.double, ["pa:551.11(d)"]),\n'
        '                returned(b.seat, hand_bet(i), h.wager, ["pa:551.11(d)"])]')),
    # --- splitting, pa:551.12 --------------------------------------------------------------------------
    _m("resplit-to-four-hands", "pa:551.12(c)", "A box may resplit twice, to four hands",
       ("MOST_HANDS = 3  # pa:551.12(c)", "MOST_HANDS = 4  # pa:551.12(c)")),
    _m("split-by-rank-only", "pa:551.12(a)", "Only two cards of the same rank split: a jack and a king do not",
       ("    return points(a) == points(b)", "    return rank(a) == rank(b)")),
    # --- the dealer's draws, pa:551.13(b), (c) ---------------------------------------------------------
    _m("dealer-hits-soft-17", "pa:551.13(b)", "The dealer hits a soft 17",
       ("    return total(cards) < DEALER_STANDS_ON\n",
        "    return total(cards) < DEALER_STANDS_ON or (total(cards) == DEALER_STANDS_ON and "
        "sum(points(c) for c in cards) < DEALER_STANDS_ON)\n")),
    _m("dealer-always-draws", "pa:551.13(c)", "The dealer draws to 17 even when no hand's result can change",
       ("        if all(self.decided(h) for b in self.live_boxes() for h in b.hands):",
        "        if not self.live_boxes():")),
    _m("two-card-21-fixes-the-dealer", "pa:551.13(c)", "A split hand's two-card 21 counts as decided, so the "
       "dealer does not draw against it, though it pushes against a dealer 21 of three cards",
       ("        return total(h.cards) == TWENTY_ONE and len(h.cards) >= MULTI_CARD_21",
        "        return total(h.cards) == TWENTY_ONE")),
    # --- the card reader, pa:551.16(l), (m) ------------------------------------------------------------
    _m("reader-misuse-always-voids", "pa:551.16(l)(2)", "A hole card put in the reader with a 2-9 up voids the "
       "round even where the device shows the card to nobody",
       ("        if not self.cfg.reader_reveals_to_players:", "        if False:")),
    _m("deal-while-reader-down", "pa:551.16(m)", "Cards are dealt while the card reader is out of order",
       ('        if self.reader_down:  # pa:551.16(m)\n            raise Refused("pa:551.16(m)", "the card reader is '
        'down: no dealing")\n        if self.phase == SHUFFLE:',
        "        if self.phase == SHUFFLE:")),
    # --- irregularities, pa:551.16 ---------------------------------------------------------------------
    _m("first-face-up-card-voids", "pa:551.16(a)", "The first card found face up in the shoe voids the round",
       ("        if self.face_ups > 1:  # S21-A17", "        if self.face_ups > 0:  # S21-A17")),
    _m("found-ten-counted-from-the-shoe", "pa:551.16(b)", "A 10 found in the shoe is counted as a card dealt from "
       "it, so the shoe's count comes out one short",
       ('        outs = [notice(f"{card} found in the shoe is torn and boxed", "pa:551.16(b)")]',
        '        self.out[card] += 1\n'
        '        outs = [notice(f"{card} found in the shoe is torn and boxed", "pa:551.16(b)")]')),
    _m("dead-hand-keeps-the-double", "pa:551.16(i)", "A hand called dead returns only its original wager; the "
       "double is kept by the house (551.16(i) read literally, against S21-A16)",
       ('            outs.append(settlement(b.seat, hand_bet(i), "void", h.wager, clauses))\n'
        '            if h.double:\n'
        '                outs.append(settlement(b.seat, double_bet(i), "void", h.double, clauses))\n'
        '        return outs',
        '            outs.append(settlement(b.seat, hand_bet(i), "void", h.wager, clauses))\n'
        '        return outs')),
    # --- the shoe, pa:551.3(a), pa:551.8(j) ------------------------------------------------------------
    _m("cutting-card-one-late", "pa:551.8(j)", "The cutting card is taken to come out one card after it does",
       ("self.cards_left() <= self.cut_card:", "self.cards_left() < self.cut_card:")),
    _m("decks-of-52", "pa:551.3(a)", "The shoe is counted as full 52-card decks, the 10s left in",
       ("DECK_CARDS = 48  # pa:551.3(a)", "DECK_CARDS = 52  # pa:551.3(a)")),
    # --- wager limits, pa:551.6(a), pa:551.14 ----------------------------------------------------------
    _m("limits-checked-on-chips-added", "pa:551.6(a)", "The table limits are checked on the chips added, not on "
       "the box's whole wager",
       ("        if not self.cfg.table_min <= wager <= self.cfg.table_max:  # pa:551.6(a)",
        "        if not self.cfg.table_min <= stake <= self.cfg.table_max:  # pa:551.6(a)")),
    _m("boxes-need-not-be-adjacent", "pa:551.14", "One player's boxes need not be adjacent",
       ("        if mine != list(range(mine[0], mine[-1] + 1)):  # pa:551.14: adjacent",
        "        if False:  # pa:551.14: adjacent")),
)
