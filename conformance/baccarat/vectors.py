"""Baccarat vector scripts: the sequences the generator mines before random play, and whole rounds.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The
scripts reach what random play reaches only by luck: every Player total against
every Banker total and every value of the fifth card (each cell of 541.11's
rules, with the bets of every area riding on it), the pairs of House Money with
and without an add-on, the cut card in the middle of a round and between
rounds, a shoe that runs out, the irregularities of 541.14 in each phase, the
squeeze right of 543.9(c)(3) with equal wagers, a hand nobody backs, and the
right passed on at each point of a round (543.14(f)), the Baccarat shoe kept,
passed, forced on and taken (545.7, 545.14), and every refusal in each phase
of a round.
"""

from __future__ import annotations

import itertools
from typing import Any, Optional

from croupier.conformance.baccarat.codec import encode_event
from croupier.reference.baccarat import game
from croupier.reference.baccarat.config import TableConfig
from croupier.reference.baccarat.definitions import SUITS, Bet, Card
from croupier.reference.baccarat.legal import burn_shown, face_up_discards, in_shoe
from croupier.reference.baccarat.state import (AddOn, Burn, Deal, Event, FaceUpCard, Join, Leave, Medium, Misdeal,
                                              NoMoreBets, PassReason, PassShoe, PassSqueeze, Phase, PlaceBet, Proceed,
                                              RemoveBet, ShoeReason, Shuffle, State, TakeShoe, VoidRound)

__all__ = ["WORKED_ROUNDS", "scripts", "whole_cases"]

Message = dict[str, Any]

#: the digest's worked rounds (baccarat.md section 8, GV-01 to GV-16): cards in shoe order (suits rotate)
WORKED_ROUNDS: dict[str, str] = {
    "gv01-player-natural": "4 3 5 Q", "gv02-tie-after-a-draw": "K 5 3 2 4", "gv03-banker-5-draws-on-4": "2 3 A 2 4 9",
    "gv04-banker-6-draws-on-7": "J 6 4 K 7 2", "gv05-fifth-card-to-banker": "6 2 K 3 5",
    "gv06-banker-4-draws-player-stood": "6 4 Q K 2", "gv07-banker-3-stands-on-8": "A 2 2 A 8",
    "gv08-ten-reads-column-0": "5 3 K K Q 4", "gv09-banker-6-stands-on-5": "3 6 2 K 5",
    "gv10-banker-4-draws-on-2": "4 4 A K 2 5", "gv11-banker-4-stands-on-1": "4 4 A K A",
    "gv12-both-stand": "7 6 K Q", "gv13-ten-king-no-pair": "10 K K 10 10 10", "gv14-two-pairs-natural": "3 9 3 9",
    "gv15-one-pair": "Q 5 Q 2 9", "gv16-three-card-seven": "2 5 3 A 6 A",
}
_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def _card(text: str, i: int) -> Card:
    return Card(_RANKS.get(text) or int(text), SUITS[i % 4])


def _cards(text: str) -> list[Card]:
    return [_card(t, i) for i, t in enumerate(text.split())]


def _ok(cfg: TableConfig, events: list[Event]) -> tuple[State, bool]:
    s, steps = game.replay(cfg, events)
    return s, all(not st.rejected for st in steps)


def _shoe(cfg: TableConfig, cut: int = 20) -> list[Event]:
    """A shoe made ready: shuffled and cut (the cut card ``cut`` cards from the bottom), burned with a king."""
    if cfg.continuous:
        return [Shuffle()]
    batch = 1 if cfg.shuffling.value == "batch_shuffler" else 0
    king = Card(13, "S")
    more = tuple(Card(r, "H") for r in range(1, 1 + burn_shown(cfg, king)))
    return [Shuffle(cover_card=100, cut_card=cut, batch=batch), Burn(king, more)]


def _seated(cfg: TableConfig, cut: int = 20) -> list[Event]:
    return [Join(1), Join(2), Join(3)] + _shoe(cfg, cut)


def _stake(cfg: TableConfig, want: int) -> int:
    return min(max(want, cfg.table_min), cfg.table_max)


def _bets(cfg: TableConfig) -> list[Event]:
    """A wager on every area: Player (seat 1), Banker (seat 2, a stake whose vigorish rounds), Tie (seat 3), and House
    Money with a Banker wager beside it (seat 1) where the table offers it."""
    out: list[Event] = [PlaceBet(1, Bet.PLAYER, _stake(cfg, cfg.table_min)), PlaceBet(2, Bet.BANKER, _stake(cfg, 1250)),
                        PlaceBet(3, Bet.TIE, _stake(cfg, cfg.table_min)), PlaceBet(3, Bet.BANKER, _stake(cfg, 1300))]
    if cfg.house_money:
        out += [PlaceBet(1, Bet.HOUSE_MONEY, _stake(cfg, cfg.table_min)),
                PlaceBet(2, Bet.HOUSE_MONEY, _stake(cfg, 2000))]
    return out


def _round(cfg: TableConfig, prefix: list[Event], cards: list[Card], add_on: bool = True,
           between: Optional[dict[int, list[Event]]] = None) -> list[Event]:
    """``prefix``, "no more bets", then ``cards`` dealt while the round needs them (House Money: seat 1 adds its win
    to its Player wager, seat 2 to its Banker wager, when ``add_on``); ``between[k]`` goes in once ``k`` cards are
    dealt."""
    s, _ = _ok(cfg, prefix)
    events = prefix + _curator(cfg, s) + [NoMoreBets()]
    cards = list(cards)
    between = dict(between or {})
    for _ in range(12):
        s, ok = _ok(cfg, events)
        if not ok:
            return events
        more = between.pop(len(s.player) + len(s.banker), [])
        if more and s.phase in (Phase.DEALING, Phase.HOUSE_MONEY):
            events += more
            continue
        if s.phase is Phase.HOUSE_MONEY:
            if add_on:
                events += [AddOn(seat, bet) for seat, bet in ((1, Bet.PLAYER), (2, Bet.BANKER))
                           if dict(s.house_money).get(seat) and s.wager(seat, bet)]
            events.append(Proceed())
            continue
        if s.phase is not Phase.DEALING or not cards:
            return events
        events.append(Deal(cards.pop(0)))
    return events


def _curator(cfg: TableConfig, s: State) -> list[Event]:
    """Baccarat: the first seat the shoe is offered to takes it, the dealer if nobody is seated (545.7)."""
    if not cfg.curated or s.curator is not None or s.phase is not Phase.BETTING:
        return []
    order = game.shoe_order(s)
    return [TakeShoe(order[0] if order else 0)]


def _by_values(p: int, b: int, third: int) -> list[Card]:
    """Cards giving the Player ``p`` and the Banker ``b`` on two cards, then a fifth card worth ``third`` (the sixth a
    four): pairs where the totals are even."""
    def rank(v: int) -> int:
        return v if v else 10
    p1, b1 = (p // 2, b // 2) if (p + b) % 2 == 0 else ((p + 1) % 10, (b + 3) % 10)
    ranks = [rank(p1), rank(b1), rank((p - p1) % 10), rank((b - b1) % 10), rank(third), 4]
    return [Card(r, SUITS[i % 4]) for i, r in enumerate(ranks)]


def _exhaust(cfg: TableConfig, events: list[Event], leave: int) -> list[Event]:
    """Cards found face up, one after another, until ``leave`` cards are left in the shoe (541.14(d))."""
    s, _ = _ok(cfg, events)
    out = list(events)
    for card in (Card(r, x) for r in (9, 8, 7, 6, 5, 4, 3, 2, 1) for x in SUITS for _ in range(cfg.decks)):
        n = face_up_discards(cfg, card) + 1
        if s.remaining - n < leave:
            continue
        seen = list(s.seen)
        seen[card.index] += 1
        discards: list[Card] = []
        for c in (Card(r, x) for r in (10, 11, 12, 13, 1, 2, 3, 4, 5, 6, 7, 8, 9) for x in SUITS):
            if len(discards) == n - 1:
                break
            while seen[c.index] < cfg.decks and len(discards) < n - 1:
                seen[c.index] += 1
                discards.append(c)
        if seen[card.index] > cfg.decks or len(discards) != n - 1:
            continue
        found = FaceUpCard(card, tuple(discards))
        st = game.step(cfg, s, found)
        if st.rejected:
            continue
        out.append(found)
        s = st.state
        if s.remaining == leave:
            break
    while s.remaining > leave:  # the last few: a disclosed card drawn in error goes with one more (541.14(c))
        card = next(c for c in in_shoe(s))
        tens = [c for c in in_shoe(s) if c.rank >= 10]
        if s.remaining - leave >= 2:
            e: Event = Misdeal(card, True)
        elif tens and face_up_discards(cfg, tens[0]) == 0:
            e = FaceUpCard(tens[0])  # a 10 or court card found face up goes alone (541.14(d))
        else:
            e = Misdeal(card)  # kept for the next round (541.14(a))
        out.append(e)
        s = game.step(cfg, s, e).state
    return out


def scripts(cfg: TableConfig) -> list[list[Message]]:
    """The scripted sequences, in protocol form."""
    out: list[list[Event]] = []
    seated = _seated(cfg)
    bets = _bets(cfg)
    for p, b, third in itertools.product(range(10), range(10), range(10)):
        out.append(_round(cfg, seated + bets, _by_values(p, b, third)))
    for cards in WORKED_ROUNDS.values():
        out.append(_round(cfg, seated + bets, _cards(cards)))
        out.append(_round(cfg, seated + bets, _cards(cards), add_on=False))
    for _, events in _shoe_ends(cfg):
        out += [events + [NoMoreBets()], events + [Shuffle(100, 20)], events + [Leave(2)]]
    out += _squeeze_rounds(cfg, seated)
    out += _curator_rounds(cfg, seated)
    out += _squeeze_refusals(cfg, seated)
    # deferred vigorish: a Banker win, then the player leaves
    banker_win = _round(cfg, seated + bets, _cards("J 6 4 K 7 2"))
    out += [banker_win + [Leave(2)], banker_win + [Leave(3)]]
    # the phases of a round, each met by every procedure and refusal
    deal4 = _round(cfg, seated + bets, _cards("6 4 Q K"))  # the Banker still to draw
    prefixes: list[list[Event]] = [
        [], [Join(1)], [Join(1), *_shoe(cfg)[:1]], seated, seated + bets, seated + bets + [NoMoreBets()],
        deal4, _round(cfg, seated + bets, _cards("6 7 Q K")), seated + [Misdeal(Card(2, "S"))],
    ]
    if cfg.house_money:
        prefixes.append(seated + bets + [NoMoreBets()] + [Deal(c) for c in _cards("3 9 3 9")])
    procedures: list[Event] = [
        Join(1), Join(4), Join(0), Join(8), Join(15), Leave(1), Leave(2), Leave(5), NoMoreBets(), Proceed(),
        VoidRound(),
        Shuffle(), Shuffle(100, 20), Shuffle(9, 20), Shuffle(100, 13), Shuffle(100, 20, 1), Shuffle(100, 20, 2),
        Burn(Card(13, "S")), Burn(Card(2, "S"), (Card(5, "H"), Card(6, "H"))), Deal(Card(1, "S")), Deal(Card(9, "H")),
        AddOn(1, Bet.PLAYER), AddOn(1, Bet.BANKER), AddOn(2, Bet.BANKER), AddOn(3, Bet.TIE),
        Misdeal(Card(2, "S")), Misdeal(Card(2, "S"), True), FaceUpCard(Card(13, "S")),
        FaceUpCard(Card(13, "S"), tuple(Card(1, x) for x in "SHDC" * 3)[:10]),
        FaceUpCard(Card(3, "S"), (Card(4, "S"), Card(4, "H"), Card(4, "D"))), FaceUpCard(Card(3, "S")),
        PassSqueeze(Bet.PLAYER, 2), PassSqueeze(Bet.PLAYER, 0, PassReason.DELAY),
        PassSqueeze(Bet.BANKER, 1, PassReason.VIOLATION), PassSqueeze(Bet.BANKER, 3, PassReason.DELAY),
        PassSqueeze(Bet.BANKER, 7, PassReason.DELAY),
        TakeShoe(1), TakeShoe(0), TakeShoe(2, True), TakeShoe(0, True), PassShoe(), PassShoe(ShoeReason.INVALID_DEALS),
    ]
    for prefix in prefixes:
        out += [prefix + [e] for e in procedures]
        out += [prefix + [PlaceBet(seat, bet, a, medium)] for bet in Bet
                for seat, a, medium in ((1, cfg.table_min, Medium.CHIPS), (2, cfg.table_min, Medium.PLAQUES),
                                        (1, cfg.table_min, Medium.CASH_VERBAL), (1, cfg.table_min - 1, Medium.CHIPS),
                                        (1, cfg.table_max + 1, Medium.CHIPS), (1, 0, Medium.CHIPS),
                                        (4, cfg.table_min, Medium.CHIPS))]
        out += [prefix + [RemoveBet(seat, bet)] for seat in (1, 2) for bet in Bet]
    return [[encode_event(e) for e in events] for events in out]


_P, _B = Bet.PLAYER, Bet.BANKER
_BOTH_DRAW = "2 3 A 2 4 9"  # Player 3 draws a 4, Banker 5 draws on it: a third card to each hand


def _squeeze_rounds(cfg: TableConfig, seated: list[Event]) -> list[list[Event]]:
    """543.9(c)(3), 543.14(f): who turns each hand (equal wagers, a hand nobody backs, a Tie Bet on neither), and the
    right given up or taken away before the deal, between the first four cards and the third ones, and again by the
    seat that took it; a holder trying to leave. At a table that does not squeeze every pass is refused."""
    m = cfg.table_min
    equal: list[Event] = [PlaceBet(1, _P, 2 * m), PlaceBet(2, _P, 2 * m), PlaceBet(3, _B, m), PlaceBet(2, _B, m)]
    unbacked: list[Event] = [PlaceBet(1, _P, m), PlaceBet(2, Bet.TIE, 2 * m)]
    four = seated + [Join(4)]
    bets = _bets(cfg)
    voluntary = PassReason.VOLUNTARY
    return [
        _round(cfg, seated + equal, _cards(_BOTH_DRAW)),
        _round(cfg, seated + unbacked, _cards(_BOTH_DRAW)),
        _round(cfg, seated + unbacked, _cards("4 3 5 Q")),
        _round(cfg, four + bets, _cards(_BOTH_DRAW), between={0: [PassSqueeze(_P, 3, PassReason.DELAY)]}),
        _round(cfg, four + bets, _cards(_BOTH_DRAW), between={
            0: [PassSqueeze(_P, 3, PassReason.DELAY), PassSqueeze(_P, 4, PassReason.DELAY)],
            4: [PassSqueeze(_P, 0, PassReason.VIOLATION), PassSqueeze(_B, 1, voluntary)]}),
        _round(cfg, four + bets, _cards(_BOTH_DRAW), between={
            2: [PassSqueeze(_B, 4, voluntary), PassSqueeze(_B, 1, PassReason.DELAY)],
            5: [PassSqueeze(_B, 2, PassReason.DELAY), PassSqueeze(_B, 0, PassReason.DELAY)]}),
        _round(cfg, four + bets, _cards("6 2 K 3 5"), between={4: [PassSqueeze(_B, 4, PassReason.DELAY)]}),
        _round(cfg, four + bets, _cards("3 9 3 9"), between={0: [PassSqueeze(_P, 4, voluntary)]}),
    ]


def _squeeze_refusals(cfg: TableConfig, seated: list[Event]) -> list[list[Event]]:
    """A right passed over seats 2 and 3 to seat 4: neither is offered it again, nor is seat 1, while seat 5 may take
    it; seat 4 cannot leave with it."""
    passed = _round(cfg, seated + [Join(4), Join(5)] + _bets(cfg), [],
                    between={0: [PassSqueeze(Bet.PLAYER, 4, PassReason.DELAY)]})
    return [passed + [e] for e in (Leave(4), PassSqueeze(Bet.PLAYER, 3, PassReason.DELAY),
                                   PassSqueeze(Bet.PLAYER, 1, PassReason.DELAY), PassSqueeze(Bet.PLAYER, 2),
                                   PassSqueeze(Bet.PLAYER, 5, PassReason.DELAY))]


_PLAYER_WINS = "4 3 5 Q"  # Player 9 against Banker 3: a natural, and the Banker's Hand loses
_BANKER_WINS = "6 7 Q K"  # Player 6 against Banker 7, both stand
_TIE = "K 5 3 2 4"


def _curator_rounds(cfg: TableConfig, seated: list[Event]) -> list[list[Event]]:
    """545.7, 545.14: the shoe offered from seat 1, kept after a Banker win, forced on after a Banker loss (and on a
    tie where the reading says so) to the outgoing curator's right, passed by choice or by order, left by a curator
    leaving, taken by the dealer when nobody accepts it and offered again from the last player who held it; and
    what is refused while it is offered or mid-round. At a table without a curator every shoe event is refused."""
    bets = _bets(cfg)
    one = _round(cfg, seated + bets, _cards(_BANKER_WINS))  # seat 1 curates and keeps the shoe
    lost = _round(cfg, one + bets, _cards(_PLAYER_WINS))  # ... and must pass it: offered to seat 2, then 3
    tie = _round(cfg, seated + bets, _cards(_TIE))
    out = [one, lost, tie, _round(cfg, lost + [TakeShoe(3)] + bets, _cards(_BANKER_WINS))]
    # the last seat's curator loses: the offer goes round the table to seat 1, which takes it (545.14(b))
    out.append(_round(cfg, lost + [TakeShoe(3)] + bets, _cards(_PLAYER_WINS)) + [TakeShoe(1)])
    out += [lost + [e] for e in (TakeShoe(1), TakeShoe(2), TakeShoe(3), TakeShoe(0), TakeShoe(2, True), NoMoreBets(),
                                 PassShoe(), Leave(2), Join(4), Shuffle(100, 20))]
    dealer = lost + [TakeShoe(0)]  # nobody takes it: the dealer curates until a Banker loss
    out += [_round(cfg, dealer + bets, _cards(_PLAYER_WINS)), _round(cfg, dealer + bets, _cards(_BANKER_WINS))]
    out += [dealer + [PassShoe(ShoeReason.DELAY), TakeShoe(1)], dealer + [PassShoe(), TakeShoe(2)]]
    out += [one + [e] for e in (PassShoe(), PassShoe(ShoeReason.DELAY), PassShoe(ShoeReason.INVALID_DEALS),
                                PassShoe(ShoeReason.VIOLATION), Leave(1), Leave(3))]
    out += [one + [PassShoe(), TakeShoe(1)], one + [PassShoe(), TakeShoe(3)], one + [Leave(1), TakeShoe(2)]]
    live = one + bets + [NoMoreBets()]
    out += [live + [e] for e in (PassShoe(), TakeShoe(2), Leave(1))]
    # a curator with no wager of his own cannot leave mid-round either: he deals it out (545.14(a))
    out.append(seated + [Join(4), TakeShoe(4)] + bets + [NoMoreBets(), Leave(4)])
    return out


def _shoe_ends(cfg: TableConfig) -> list[tuple[str, list[Event]]]:
    """Shoes played to their end: the cut card between rounds (a four-card round ends just above it) and in the
    middle of one, then the last hand (541.10(e)); and shoes that run out in the middle of a round, emptied by cards
    found face up and cards drawn in error first (541.14(d), (c), (e))."""
    out: list[tuple[str, list[Event]]] = []
    n = 52 * cfg.decks
    bets = _bets(cfg)
    for above, first, second in ((4, "4 3 5 Q", "7 6 K Q"), (3, "4 3 5 Q", "K 5 3 2 4"), (5, "2 3 A 2 4 9", "4 3 5 Q")):
        shoe = _seated(cfg, cut=n - 11 - above)  # the burn (a king) takes 11 cards
        one = _round(cfg, shoe + bets, _cards(first))
        two = _round(cfg, one + bets, _cards(second))
        out.append((f"cut-card-{above}-above", _round(cfg, two + bets, _cards("4 3 5 Q"))))
    for leave in (0, 1, 2, 3):
        short = _exhaust(cfg, _seated(cfg), leave)
        s, _ = _ok(cfg, short)
        copies = [c for c in sorted(in_shoe(s), key=lambda c: (c.rank, c.suit))
                  for _ in range(s.decks - s.seen[c.index])]
        out.append((f"shoe-runs-out-{leave}-left", _round(cfg, short + bets, copies[:6])))  # the smallest cards
    return out


def _voided_after_add_on(cfg: TableConfig) -> list[Event]:
    """A-5, A-7: the round of a worked one-pair hand voided once the House Money wins are added to the wagers: each
    wager goes back with the win added to it."""
    events = _round(cfg, _seated(cfg) + _bets(cfg), _cards(WORKED_ROUNDS["gv15-one-pair"]))
    last = max(i for i, e in enumerate(events) if isinstance(e, AddOn))
    return events[:last + 1] + [VoidRound()]


def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The digest's worked rounds and the shoes played to their end, kept whole: each is one story, settled step by
    step."""
    rounds = [(name, _round(cfg, _seated(cfg) + _bets(cfg), _cards(cards))) for name, cards in WORKED_ROUNDS.items()]
    if cfg.squeeze:
        rounds += [(f"squeeze-{i}", events) for i, events in enumerate(_squeeze_rounds(cfg, _seated(cfg)), 1)]
        rounds += [(f"squeeze-refused-{i}", events)
                   for i, events in enumerate(_squeeze_refusals(cfg, _seated(cfg)), 1)]
    if cfg.curated:
        rounds += [(f"curator-{i}", events) for i, events in enumerate(_curator_rounds(cfg, _seated(cfg)), 1)]
    if cfg.house_money:
        rounds.append(("house-money-added-then-voided", _voided_after_add_on(cfg)))
    # 541.14(a), (b): a card drawn in error after a Player third card dealt by the rules is the next round's, not
    # the Banker's third card; the Banker's comes from the shoe (Player 2, 3, 4; Banker 4, K, then 3)
    in_error = [("misdeal-after-player-third", _round(cfg, _seated(cfg) + _bets(cfg), _cards("2 4 3 K 4 3"),
                                                      between={5: [Misdeal(Card(5, "D"))]}))]
    return [(name, [encode_event(e) for e in events]) for name, events in rounds + _shoe_ends(cfg) + in_error]
