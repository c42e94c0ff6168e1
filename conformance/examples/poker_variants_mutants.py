"""Mutants of the bundled 637a poker-variant implementation: realistic vendor bugs the suite must catch, in the
button and the seats, the deal and the Blind and Straddle Bets, the turn order and the betting limits, the streets and
the draws with their reshuffle, the hand rankings (Omaha's two-plus-three, the eight-or-better low, A-5 and 2-7,
Badugi), the split pots and their odd amounts, the end of a round and the misdeal.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is
one textual patch (or a few, for one bug) of ``poker_variants_table.py``,
loaded as a module of its own, so the bundled implementation itself is never
changed. A patch that no longer applies exactly once is an error, not a silent
survivor. Every mutant changes something the suite observes (money, clauses
or the state); a bug the protocol cannot see (the order of the settlements
inside one step, or the wording of a refusal) is left out.
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- the button and the seats, (b), (c) ----------------------------------------------------
    _m("button-counterclockwise", "pa:637a.19(c)(2)", "The button passes to the previous seated player, "
       "counterclockwise",
       ("    return clockwise(seated, button)[0]\n",
        "    return ([p for p in clockwise(seated, button) if p != button] or [button])[-1]\n")),
    _m("button-stays-after-fold-win", "pa:637a.19(c)(2)", "The button does not move after a round won by every "
       "other player folding (P-23)",
       ("        return self.award({winner: self.pot()}, {winner: [self.cfg.clause(\"(k)\")]}, "
        "[self.betting_clause()])\n",
        "        button = self.button\n"
        "        outs = self.award({winner: self.pot()}, {winner: [self.cfg.clause(\"(k)\")]}, "
        "[self.betting_clause()])\n"
        "        self.button = button\n"
        "        return outs\n")),
    _m("first-button-lowest-seat", "pa:637a.19(c)(1)(i)", "At a right_of_dealer table the button starts at the "
       "lowest seated number, the dealer's left",
       ("            return max(self.seated)\n", "            return min(self.seated)\n")),
    _m("button-draw-ace-low", "pa:637a.19(c)(1)(ii)", "In the draw for the button the ace counts low",
       ("    return card_value(c, True), SUIT_VALUE[c[-1]]", "    return card_value(c, False), SUIT_VALUE[c[-1]]")),
    _m("leave-during-round", "pa:637a.19(g)", "A player still in the round may leave the table",
       ("        if seat in self.live():  # (g)", "        if False:  # (g)")),
    # --- the deal and the forced bets, (b), (d)-(f) -------------------------------------------
    _m("first-card-to-button", "pa:637a.19(f)", "The deal starts with the button instead of the player on its left",
       ("range(self.cfg.hole_cards)] for i, p in enumerate(order)}",
        "range(self.cfg.hole_cards)] for i, p in enumerate(order[-1:] + order[:-1])}")),
    _m("hole-cards-in-stacks", "pa:637a.19(f)", "Each player's hole cards are dealt together instead of one at a "
       "time round the table",
       ("    return deck[k * n + i]", "    return deck[i * HAND_SIZE + k]")),
    _m("blinds-from-button", "pa:637a.19(d)", "The first Blind Bet is posted by the button, not the player on its "
       "left",
       ("        posts = list(zip(order, self.cfg.blinds))", "        posts = list(zip(order[-1:] + order, "
                                                           "self.cfg.blinds))")),
    _m("straddle-skips-a-seat", "pa:637a.19(e)", "The Straddle Bet is posted two seats after the last blind",
       ("posts.append((order[len(self.cfg.blinds)], self.cfg.straddle))",
        "posts.append((order[(len(self.cfg.blinds) + 1) % len(order)], self.cfg.straddle))")),
    _m("big-blind-has-no-option", "pa:637a.19(g)", "The largest blind counts as having acted: the first round "
       "closes when everyone has called it (P-25)",
       ("        self.acted = set()\n        self.last = posts[-1][0]",
        "        self.acted = {p for p, chips in posts if chips == max(c for _, c in posts)}\n"
        "        self.last = posts[-1][0]")),
    _m("big-blind-counts-toward-cap", "pa:637a.19(g)", "The largest blind counts as the first bet toward the "
       "fixed-limit raise cap",
       ("        self.raises = 0  # the blinds and the straddle",
        "        self.raises = 1  # the blinds and the straddle")),
    # --- betting, (g), (h) --------------------------------------------------------------------
    _m("later-rounds-open-after-blinds", "pa:637a.19(h)", "Later betting rounds open left of the last blind, as the "
       "first does, instead of left of the button",
       ("        self.last = self.button or 0", "        self.last = self.players[len(self.cfg.blinds) - 1]")),
    _m("big-bet-from-round-2", "pa:637a.19(h)", "Fixed limit: the big bet from the second betting round on",
       ("SMALL_BET_ROUNDS = 2  #", "SMALL_BET_ROUNDS = 1  #")),
    _m("raise-cap-off-by-one", "pa:637a.19(g)", "Fixed limit: one raise more than raise_cap is taken",
       ("self.raises >= self.cfg.raise_cap", "self.raises > self.cfg.raise_cap")),
    _m("pot-limit-without-call", "pa:637a.19(g)", "Pot limit: the most is the bet plus the pot, leaving out the "
       "player's call",
       ("        return least, self.bet + self.pot() + call", "        return least, self.bet + self.pot()")),
    _m("min-raise-ignores-last-raise", "pa:637a.19(g)", "Pot and no limit: a raise need only be the largest blind, "
       "not the last bet or raise",
       ("least = self.bet + max(self.increment, max(self.cfg.blinds))", "least = self.bet + max(self.cfg.blinds)")),
    _m("check-facing-a-bet", "pa:637a.19(h)", "A player may check while a bet is out against him",
       ("        if self.bets.get(seat, 0) < self.bet:", "        if False:")),
    # --- streets and draws, (h)-(j), P-24 -------------------------------------------------------
    _m("no-burn", "pa:637a.19(h)", "The dealer burns no card before a street or a draw",
       ("BURN = 1  #", "BURN = 0  #")),
    _m("draw-from-button", "pa:637a.20(h)", "The draw starts with the button instead of the player on its left",
       ("            return next((p for p in self.live() if p not in self.drawn), None)",
        "            return next((p for p in self.live()[-1:] + self.live()[:-1] if p not in self.drawn), None)")),
    _m("reshuffle-own-discards", "pa:637a.20(h)", "The reshuffle takes the drawer's own discards too (P-24)",
       ("pool = [c for p, cards in self.thrown.items() if p != seat for c in cards]",
        "pool = [c for p, cards in self.thrown.items() for c in cards]")),
    _m("reshuffle-always-burns", "pa:637a.20(h)", "The burned cards always go into the reshuffle (P-15)",
       ("        if self.cfg.reshuffle_burns:\n            pool += self.burns",
        "        if True:\n            pool += self.burns")),
    _m("reshuffle-on-top", "pa:637a.20(h)", "The reshuffled discards go on top of the stub, not under it (P-24)",
       ("self.deck += list(reshuffled)", "self.deck = list(reshuffled) + self.deck")),
    # --- the rankings, pa:637a.6, pa:637a.19(k), (l), pa:637a.20(k), pa:637a.21(k) ---------------
    _m("omaha-three-hole-cards", "pa:637a.19(k)", "Omaha hands of three hole cards and two community cards",
       ("HOLE_USED, BOARD_USED = 2, 3", "HOLE_USED, BOARD_USED = 3, 2")),
    _m("low-nine-or-better", "pa:637a.19(l)(1)", "The Omaha low qualifies with a 9",
       ("LOW_QUALIFIER = 8  #", "LOW_QUALIFIER = 9  #")),
    _m("low-qualifies-with-pair", "pa:637a.19(l)(1)", "An Omaha low with a pair qualifies",
       ("    if len(values) < HAND_SIZE or max(values) > LOW_QUALIFIER:", "    if max(values) > LOW_QUALIFIER:")),
    _m("ace-high-in-a5", "pa:637a.20(k)(4)(i)", "A-5 lowball ranks the ace high",
       ("reverse(five_card_value(hand, ace_high=False, wheel=False, straights=False, flushes=False))",
        "reverse(five_card_value(hand, ace_high=True, wheel=False, straights=False, flushes=False))")),
    _m("straights-ignored-in-2-7", "pa:637a.20(k)(3)(iii)", "2-7 lowball disregards straights, as A-5 does",
       ("reverse(five_card_value(hand, ace_high=True, wheel=False, straights=True, flushes=True))",
        "reverse(five_card_value(hand, ace_high=True, wheel=False, straights=False, flushes=True))")),
    _m("flush-ignored-in-2-7", "pa:637a.20(k)(3)(iii)", "2-7 lowball disregards flushes",
       ("reverse(five_card_value(hand, ace_high=True, wheel=False, straights=True, flushes=True))",
        "reverse(five_card_value(hand, ace_high=True, wheel=False, straights=True, flushes=False))")),
    _m("badugi-suits-only", "pa:637a.21(k)", "A Badugi needs different suits only, not different ranks (P-6)",
       ("    return len({suit_of(c) for c in cards}) == len(cards) and len({c[:-1] for c in cards}) == len(cards)",
        "    return len({suit_of(c) for c in cards}) == len(cards)")),
    _m("badugi-ace-high", "pa:637a.21(k)(1)", "Badugi ranks the ace high",
       ("made = {p: badugi(tuple(self.hands[p]), True, self.cfg.low_odd_chip_lowest_suit) for p in live}",
        "made = {p: badugi(tuple(self.hands[p]), False, self.cfg.low_odd_chip_lowest_suit) for p in live}")),
    _m("badeucey-badugi-ace-low", "pa:637a.20(l)(1)(i)", "Badeucey's Badugi half ranks the ace low (P-3)",
       ("made = {p: badugi(tuple(self.hands[p]), not deuce, lowest) for p in live}",
        "made = {p: badugi(tuple(self.hands[p]), True, lowest) for p in live}")),
    _m("badugi-level-clause-reversed", "pa:637a.21(k)(1)", "A Badugi's level cites (k)(n) for an n-card hand, "
       "not the paragraph of its level",
       ('f"pa:637a.21(k)({BADUGI_MAX + 1 - level})"', 'f"pa:637a.21(k)({level})"')),
    # --- sharing the pot, (k)(2), (l), P-8 to P-10 -----------------------------------------------
    _m("odd-unit-to-low-half", "pa:637a.19(k)(2)(i)", "The odd $1 of a split pot goes to the low (Badugi) half",
       ("    return (units - second) * UNIT, second * UNIT", "    return second * UNIT, (units - second) * UNIT")),
    _m("low-odd-chip-highest-suit", "pa:637a.19(k)(2)(iii)", "Tied low hands' odd amount goes by the highest suit "
       "whatever low_odd_chip_lowest_suit says (P-9)",
       ("    sign = 1 if lowest_suit else -1", "    sign = -1")),
    _m("high-odd-chip-by-lowest-card", "pa:637a.19(k)(2)(ii)", "Tied high hands' odd amount goes by suit of the "
       "lowest card, not the highest (P-8)",
       ("    return sorted(((card_value(c, True), SUIT_VALUE[suit_of(c)]) for c in hand), reverse=True)",
        "    return sorted(((card_value(c, True), SUIT_VALUE[suit_of(c)]) for c in hand))")),
    _m("odd-chip-ignores-suit", "pa:637a.19(k)(2)(ii)", "Tied hands' odd amount goes to the first tied player left "
       "of the button even where the table gives it by suit",
       ('    if cfg.odd_chip == "by_suit" and len(tied) > 1:', "    if False:")),
    _m("odd-chip-by-seat-number", "pa:637a.20(k)(2)", "Under left_of_button the odd amount goes to the tied "
       "player with the lowest seat number, not the first clockwise from the button (P-10)",
       ("    order = list(tied)\n", "    order = sorted(tied)\n")),
    # --- the end of a round, P-13, P-17 ---------------------------------------------------------
    _m("fold-win-waits-for-round", "pa:637a.19(k)", "A fold leaving one player does not end the round: the betting "
       "goes on to the showdown (P-13)",
       ("        if len(live) == 1:\n", "        if len(live) == 1 and self.to_act() is None:\n")),
    _m("fold-win-cites-showdown", "pa:637a.19(g)", "The players who folded to the last one cite the showdown (k), "
       "not the betting round they folded in",
       ("{winner: [self.cfg.clause(\"(k)\")]}, [self.betting_clause()])",
        "{winner: [self.cfg.clause(\"(k)\")]}, [self.cfg.clause(\"(k)\")])")),
    _m("misdeal-moves-button", "pa:637a.19(c)(2)", "A misdeal moves the button as a played round does (P-17)",
       ("        self.end_round(moved=False)", "        self.end_round(moved=True)")),
)
