"""Blackjack with the 2013 side wagers of chapter 633a as a pure state machine: ``step(cfg, s, e) -> Step``.

What the seed prints is modelled from its clauses: the Straight Jack Progressive and House Money Wagers taken with
a Blackjack Wager (633a.6(e)), the first pass of optional wagers once every hand and the dealer have two cards
(633a.7(g)), House Money winners paid at once or held for the check, with the option to let the payout ride on the
Blackjack Wager (633a.7(g)(10)), the check on an ace or a 10-value up card, a dealer Blackjack ending the round
(633a.7(h)), and the second pass after the dealer's hand (633a.7(o)) where Straight Jack is paid by the length of
the run, the meter's awards included (633a.13(m)). Two more optional wagers are played as printed though their
odds are elided, on paytables the profile gives (BJ-A19): Three Card Poker in the first pass (633a.7(g)(8)) and Hit
and Run at the check on a dealer Blackjack (633a.7(h)) or in the second pass (633a.7(o)(2)), with its own meter.
The base game between them (the deal, the players' decisions,
the dealer's draws, the Blackjack Wager's result and odds, insurance) is elided in the seed: it follows the
profile's base options, whose values are not in the sources (BJ-A01), and outcomes that rest on them cite the
nearest printed clause that names them (633a.7, 633a.7(h), 633a.7(p)). Refused events carry the clause and leave
the state unchanged.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable, Optional

import attrs

from croupier import spec
from croupier.reference.blackjack import kernels as bj
from croupier.reference.blackjack import sides
from croupier.reference.blackjack.config import (BASE, DealOrder, DoubleOn, InsuranceOn, SplitBy, Surrender,
                                                 TableConfig, hit_and_run_row, parse_payout)
from croupier.reference.blackjack.state import (DECK, Bet, Box, Deal, Double, EvenMoney, Hand, Hit, Insure, Money,
                                                Peek, Phase, PlaceBet, PlaceSide, RemoveBet, Reshuffle, Ride,
                                                Shuffle, Split, Stake, Stand, State, Status, Surrender as GiveUp)
from croupier.reference.cards import Card
from croupier.reference.errors import refuse
from croupier.reference.families import blackjack as family
from croupier.reference.outcomes import Handler, Notice, Outcomes, Result, Returned, Settlement, Step, dispatch, run
from croupier.spec.citations import cites
from croupier.reference.parsing import is_int

__all__ = ["due", "in_turn", "replay", "step"]


#: 633a.7(h), 633a.7(g)(10)(i): the up cards on which the dealer checks: the ace and every 10-value rank (BJ-A18)
PEEK_RANKS = (1, 10, 11, 12, 13)
_LIVE = (Phase.DEALING, Phase.RIDE, Phase.INSURANCE, Phase.PEEK, Phase.PLAYING, Phase.DEALER)


def _numbers(cid: str) -> dict[str, str]:
    return dict(spec.ruleset(BASE)[cid].numbers)


#: ``"3 to 2"`` -> ``Fraction(3, 2)``: what a unit staked wins, as the spec's numbers write the odds
_ratio = family.odds_of


#: 633a.13(m)(1): each Straight Jack row's share of the meter and odds ("10% of meter and 200 to 1")
STRAIGHT_JACK = {k: parse_payout(v) for k, v in _numbers("pa:633a.13(m)(1)").items()}
#: 633a.13(n)(1), (2): the House Money odds with one deck and with several (BJ-A02 for the several-deck order)
HOUSE_MONEY = {1: {k: _ratio(v) for k, v in _numbers("pa:633a.13(n)(1)").items()},
               2: {k: _ratio(v) for k, v in _numbers("pa:633a.13(n)(2)").items()}}


def _exact(x: Money) -> Money:
    return int(x) if isinstance(x, Fraction) and x.denominator == 1 else x


# --- the shoe and the wagers -----------------------------------------------------------------------------------------


@cites("pa:633a.7", "pa:633a.13(n)")
def shuffle(cfg: TableConfig, s: State, e: Shuffle) -> tuple[State, Outcomes]:
    """A shoe of ``decks`` full decks, 10s kept (633a.7(h)); how it is shuffled and cut is elided (BJ-A01): the model
    takes where the cutting card lies, or none."""
    if s.phase is not Phase.SHUFFLE:
        raise refuse("pa:633a.7", "the cards are shuffled between shoes (Reshuffle first)")
    n = DECK * cfg.decks
    if not is_int(e.cut_card) or not 0 <= e.cut_card < n:
        raise refuse("pa:633a.7", f"the cutting card lies 0 to {n - 1} cards from the end, not {e.cut_card!r}")
    meter = cfg.straight_jack_meter_initial if s.meter is None else s.meter
    hr = cfg.hit_and_run_meter_initial if s.hit_and_run_meter is None else s.hit_and_run_meter
    return attrs.evolve(s, phase=Phase.BETTING, decks=cfg.decks, seen=(0,) * 52, cut_card=e.cut_card, cut_out=False,
                        meter=meter, hit_and_run_meter=hr), []


@cites("pa:633a.7")
def reshuffle(cfg: TableConfig, s: State, e: Reshuffle) -> tuple[State, Outcomes]:
    """The cards are reshuffled between rounds (BJ-A01)."""
    if s.phase is not Phase.BETTING:
        raise refuse("pa:633a.7", "a reshuffle comes between rounds")
    return attrs.evolve(s, phase=Phase.SHUFFLE), []


_replace = family.replace_box


def _cents(v: object, clause: str) -> int:
    """A wager of ``v`` cents, checked once for the Blackjack Wager and the optional wagers alike."""
    return family.cents(clause, v)


@cites("pa:633a.6", "pa:633a.6(f)")
def place_bet(cfg: TableConfig, s: State, e: PlaceBet) -> tuple[State, Outcomes]:
    """A Blackjack Wager before the deal, within the posted limits; one player's boxes adjacent and at most the
    Rules Submission's number (633a.6(f))."""
    if s.phase is not Phase.BETTING:
        raise refuse("pa:633a.6", "wagers are made between rounds, with a shoe in play")
    if not is_int(e.box) or not 1 <= e.box <= cfg.boxes:
        raise refuse("pa:633a.2", f"the table has boxes 1 to {cfg.boxes}, not {e.box!r}")
    amount = _cents(e.amount, "pa:633a.6")
    player = e.box if e.player is None else e.player
    old = family.owner("pa:633a.6(f)", s, e.box, player)
    total = amount + (old.bet if old else 0)
    if not cfg.table_min <= total <= cfg.table_max:
        raise refuse("pa:633a.6", f"the table takes {cfg.table_min} to {cfg.table_max} cents, not {total}")
    mine = sorted({b.number for b in s.boxes if b.player == player} | {e.box})
    if len(mine) > cfg.max_boxes_per_player or mine != list(range(mine[0], mine[-1] + 1)):
        raise refuse("pa:633a.6(f)", f"a player's boxes are adjacent, at most {cfg.max_boxes_per_player}: not {mine}")
    box = attrs.evolve(old, bet=total) if old else Box(number=e.box, player=player, bet=total)
    return _replace(s, box), []


#: the optional wagers a box may take: the clause offering each, and the election that does
SIDES: dict[str, tuple[str, str]] = {
    "straight_jack": ("pa:633a.6(e)(11)", "straight_jack_offered"),
    "house_money": ("pa:633a.6(e)(12)", "house_money_offered"),
    "hit_and_run": ("pa:633a.6(e)(10)", "hit_and_run_offered"),
    "three_card_poker": ("pa:633a.7(g)(8)", "three_card_poker_offered"),
}


@cites("pa:633a.6(e)", "pa:633a.6(e)(10)", "pa:633a.6(e)(11)", "pa:633a.6(e)(12)", "pa:633a.2(d)(2)")
def place_side(cfg: TableConfig, s: State, e: PlaceSide) -> tuple[State, Outcomes]:
    """A Straight Jack Progressive, House Money, Hit and Run Progressive or Three Card Poker Wager, where the Rules
    Submission offers it, on a box with a Blackjack Wager (633a.6(e)), before dealing starts (633a.2(d)(2)'s
    lock-out); any positive amount (BJ-A09)."""
    if e.bet not in SIDES:
        raise refuse("pa:633a.6(e)", f"the optional wagers modelled are {', '.join(SIDES)}, not {e.bet!r}")
    clause, offered = SIDES[e.bet]
    if not getattr(cfg, offered):
        raise refuse(clause, f"this table does not offer the {e.bet} wager")
    if s.phase is not Phase.BETTING:
        raise refuse("pa:633a.2(d)(2)", "optional wagers are locked out once dealing starts")
    b = s.box(e.box)
    if b is None:
        raise refuse("pa:633a.6(e)", f"an optional wager needs a Blackjack Wager on box {e.box}")
    amount = _cents(e.amount, clause)
    return _replace(s, attrs.evolve(b, **{e.bet: getattr(b, e.bet) + amount})), []


@cites("pa:633a.6")
def remove_bet(cfg: TableConfig, s: State, e: RemoveBet) -> tuple[State, Outcomes]:
    """A box's wagers come down before the deal."""
    if s.phase is not Phase.BETTING:
        raise refuse("pa:633a.6", "wagers come down only between rounds")
    b = s.box(e.box)
    if b is None:
        raise refuse("pa:633a.6", f"box {e.box} has no wager")
    out: Outcomes = [Returned(b.number, Stake(Bet.BET, 1), b.bet, ("pa:633a.6",))]
    for name in SIDES:
        if getattr(b, name):
            out.append(Returned(b.number, Stake(Bet(name)), getattr(b, name), ("pa:633a.6",)))
    return attrs.evolve(s, boxes=tuple(x for x in s.boxes if x.number != e.box)), out


# --- whose turn, and which card is due -------------------------------------------------------------------------------


def in_turn(s: State) -> Optional[tuple[int, int]]:
    """The box and hand index in turn, from the dealer's left (BJ-A01); ``None`` outside the players' turns."""
    if s.phase is not Phase.PLAYING:
        return None
    for b in s.boxes:
        for i, h in enumerate(b.hands):
            if not h.finished:
                return b.number, i
    return None


@cites("pa:633a.7(g)")
def due(cfg: TableConfig, s: State) -> Optional[tuple[int, int]]:
    """Where the next card goes: ``(box, hand)``, ``(0, 0)`` for the dealer, or ``None``. The initial deal follows
    ``deal_order`` (BJ-A01), ending with every box and the dealer holding two cards (633a.7(g))."""
    if s.phase is Phase.BETTING:
        return (0, 0) if s.boxes and cfg.deal_order is DealOrder.DEALER_FIRST else \
            (s.boxes[0].number, 0) if s.boxes else None
    if s.phase is Phase.DEALING:
        if cfg.deal_order is DealOrder.DEALER_FIRST and not s.dealer:
            return 0, 0
        for n in (1, 2):
            for b in s.boxes:
                if len(b.hands[0].cards) < n:
                    return b.number, 0
            if len(s.dealer) < n:
                return 0, 0
        return None
    if s.phase is Phase.PLAYING:
        return family.owed(s, in_turn(s))
    if s.phase is Phase.DEALER and _dealer_draws(cfg, s):
        return 0, 0
    return None


# --- dealing -------------------------------------------------------------------------------------------------------


_take = family.take


_with_hand = family.with_hand


@cites("pa:633a.2(d)(2)", "pa:633a.13(m)(2)")
def _start_round(cfg: TableConfig, s: State) -> State:
    """The first card locks the optional wagers out (633a.2(c), (d)(2)); each Straight Jack Wager feeds its meter at
    the Rules Submission's rate (633a.13(m)(2)), each Hit and Run Wager its own at the profile's (BJ-A19)."""
    boxes = tuple(attrs.evolve(b, hands=(Hand(wager=b.bet),)) for b in s.boxes)
    fed = sum((b.straight_jack * cfg.straight_jack_meter_rate for b in s.boxes), Fraction(0))
    meter = (s.meter if s.meter is not None else cfg.straight_jack_meter_initial) + fed
    hr_fed = sum((b.hit_and_run * cfg.hit_and_run_meter_rate for b in s.boxes), Fraction(0))
    hr = (s.hit_and_run_meter if s.hit_and_run_meter is not None else cfg.hit_and_run_meter_initial) + hr_fed
    return attrs.evolve(s, phase=Phase.DEALING, boxes=boxes, meter=_exact(meter), hit_and_run_meter=_exact(hr))


@cites("pa:633a.7", "pa:633a.7(g)")
def deal(cfg: TableConfig, s: State, e: Deal) -> tuple[State, Outcomes]:
    """The next card leaves the shoe and goes where :func:`due` says."""
    if s.phase is Phase.SHUFFLE:
        raise refuse("pa:633a.7", "the cards are shuffled before they are dealt")
    if s.phase is Phase.BETTING and not s.boxes:
        raise refuse("pa:633a.6", "no box has a Blackjack Wager")
    target = due(cfg, s)
    if target is None:
        raise refuse(*_why_no_card(s))
    if s.seen[e.card.index] >= s.decks:
        raise refuse("pa:633a.7", f"the {s.decks} decks hold {s.decks} of {e.card}, and all have been seen")
    if s.remaining <= 0:
        raise refuse("pa:633a.7", "the shoe is empty")
    if s.phase is Phase.BETTING:
        s = _start_round(cfg, s)
    s = _take(s, e.card)
    if target == (0, 0):
        s = attrs.evolve(s, dealer=s.dealer + (e.card,))
    else:
        b = s.box(target[0])
        assert b is not None
        h = b.hands[target[1]]
        s = _with_hand(s, b.number, target[1], attrs.evolve(h, cards=h.cards + (e.card,), wants=False))
    out: Outcomes = []
    if s.cut_card and not s.cut_out and s.remaining <= s.cut_card:
        s = attrs.evolve(s, cut_out=True)
        out.append(Notice("the cutting card is out: the cards are shuffled after this round", ("pa:633a.7",)))
    return _advance(cfg, s, out)


def _why_no_card(s: State) -> tuple[str, str]:
    if s.phase is Phase.RIDE:
        return "pa:633a.7(g)(10)(ii)", "the House Money winners decide whether to let their payouts ride"
    if s.phase in (Phase.INSURANCE, Phase.PEEK):
        return "pa:633a.7(h)", "the dealer checks his hole card before any more cards are dealt"
    if s.phase is Phase.PLAYING:
        return "pa:633a.7", "the player in turn decides before another card is dealt"
    return "pa:633a.7", "no card is due"


# --- the automatic steps -------------------------------------------------------------------------------------------


def _ordered(boxes: Iterable[Box]) -> list[Box]:
    """From the dealer's far right, counterclockwise (633a.7(g), (o))."""
    return sorted(boxes, key=lambda b: b.number, reverse=True)


def _offers_insurance(cfg: TableConfig, up: Card) -> bool:
    return up.rank == 1 or (cfg.insurance_up_cards is InsuranceOn.ACE_OR_TEN_VALUE and up.rank in PEEK_RANKS)


def _advance(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """Carry the round on until an event is needed."""
    while True:
        if s.phase is Phase.DEALING:
            if due(cfg, s) is not None:
                return s, out
            s, out = _first_pass(cfg, s, out)
            s = attrs.evolve(s, phase=Phase.RIDE)
            continue
        if s.phase is Phase.RIDE:
            if any(b.ride_offer for b in s.boxes):
                return s, out
            if s.peeked or s.up is None or s.up.rank not in PEEK_RANKS:
                s = attrs.evolve(s, phase=Phase.PLAYING)
            else:
                s = attrs.evolve(s, phase=Phase.INSURANCE if _offers_insurance(cfg, s.up) else Phase.PEEK)
            continue
        if s.phase is Phase.PLAYING:
            turned = Notice("the hole card is turned", ("pa:633a.7",))
            went = family.play_by_cards(s, out, in_turn(s), Phase.DEALER, turned,
                                        lambda s, b, i, h: _by_cards(cfg, s, b, i, h))
            if went is None:
                return s, out
            s, out = went
            continue
        if s.phase is Phase.DEALER:
            if _dealer_draws(cfg, s):
                return s, out
            return _second_pass(cfg, s, out)
        return s, out


def _by_cards(cfg: TableConfig, s: State, b: Box, i: int, h: Hand) -> Optional[tuple[State, Outcomes]]:
    nxt = _finish_by_cards(cfg, h)
    return None if nxt is None else (_with_hand(s, b.number, i, nxt), [])


def _finish_by_cards(cfg: TableConfig, h: Hand) -> Optional[Hand]:
    """A hand over 21 is bust; at 21 it stands; a doubled hand has its one card; a split ace its one card where the
    table so rules (BJ-A01)."""
    if bj.busted(h.ranks):
        return attrs.evolve(h, status=Status.BUST)
    if h.points == bj.BLACKJACK or h.double:
        return attrs.evolve(h, status=Status.STOOD)
    if h.split and h.cards[0].rank == 1 and cfg.split_aces_one_card:
        if cfg.resplit_aces and h.cards[1].rank == 1:
            return None
        return attrs.evolve(h, status=Status.STOOD)
    return None


@cites("pa:633a.7(g)", "pa:633a.7(g)(8)", "pa:633a.7(g)(9)", "pa:633a.7(g)(10)", "pa:633a.7(g)(10)(i)",
       "pa:633a.7(g)(10)(ii)", "pa:633a.13(n)", "pa:633a.13(n)(1)", "pa:633a.13(n)(2)")
def _first_pass(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """633a.7(g): once every box and the dealer have two cards, before any third card and before the reader, from
    the dealer's far right: a Three Card Poker Wager is paid on the hand the up card and the first two cards make
    at the profile's odds (633a.13(k) elided, BJ-A19), or taken when they make none ((g)(8)); a Straight Jack Wager
    whose first two cards make no two-card straight is taken ((g)(9)); a House Money Wager whose cards fit no category is taken ((g)(10)); a winning one is held for the check
    when the up card is an ace or 10-value ((g)(10)(i); BJ-A06), else paid at 633a.13(n)(1) with one deck or (n)(2)
    with more, the player being offered to let it ride ((g)(10)(ii))."""
    up = s.dealer[0]
    for b in _ordered(s.boxes):
        first = b.hands[0].cards
        b = attrs.evolve(b, first_two=first)
        if b.three_card_poker:
            category = sides.three_card_poker_category((up.rank, up.suit), (first[0].rank, first[0].suit),
                                                       (first[1].rank, first[1].suit))
            if category is None:
                out.append(Settlement(b.number, Stake(Bet.THREE_CARD_POKER), Result.LOSE, b.three_card_poker,
                                      ("pa:633a.7(g)",)))
            else:
                won = b.three_card_poker * cfg.three_card_poker_odds[category]
                out.append(Settlement(b.number, Stake(Bet.THREE_CARD_POKER), Result.WIN, _exact(won),
                                      ("pa:633a.7(g)", "pa:633a.7(g)(8)")))
            b = attrs.evolve(b, three_card_poker_settled=True)
        if b.straight_jack and sides.two_card_straight(first[0].rank, first[1].rank) is None:
            out.append(Settlement(b.number, Stake(Bet.STRAIGHT_JACK), Result.LOSE, b.straight_jack,
                                  ("pa:633a.7(g)", "pa:633a.7(g)(9)")))
            b = attrs.evolve(b, straight_jack_settled=True)
        if b.house_money:
            category = sides.house_money_category((first[0].rank, first[0].suit), (first[1].rank, first[1].suit))
            if category is None:
                out.append(Settlement(b.number, Stake(Bet.HOUSE_MONEY), Result.LOSE, b.house_money,
                                      ("pa:633a.7(g)", "pa:633a.7(g)(10)")))
                b = attrs.evolve(b, house_money_settled=True)
            elif up.rank in PEEK_RANKS:
                b = attrs.evolve(b, house_money_held=True)
            else:
                b, more = _pay_house_money(cfg, s, b, category, ("pa:633a.7(g)(10)(ii)",), ride=True)
                out += more
        s = _replace(s, b)
    return s, out


def _house_money_odds(cfg: TableConfig, category: str) -> tuple[Fraction, str]:
    clause = "pa:633a.13(n)(1)" if cfg.decks == 1 else "pa:633a.13(n)(2)"
    return HOUSE_MONEY[1 if cfg.decks == 1 else 2][category], clause


@cites("pa:633a.7(g)(10)(ii)(A)", "pa:633a.7(g)(10)(ii)(B)")
def _pay_house_money(cfg: TableConfig, s: State, b: Box, category: str, why: tuple[str, ...],
                     ride: bool) -> tuple[Box, Outcomes]:
    """Pay a winning House Money Wager; with ``ride``, offer the player to let the payout, or the share the Rules
    Submission allows (rounded down to the cent, BJ-A09), ride on his Blackjack Wager ((g)(10)(ii)(A), (B))."""
    odds, clause = _house_money_odds(cfg, category)
    won = b.house_money * odds
    out: Outcomes = [Settlement(b.number, Stake(Bet.HOUSE_MONEY), Result.WIN, _exact(won), (*why, clause))]
    offer: Money = 0
    if ride:
        offer = _exact(Fraction(int(won * cfg.house_money_ride_portion)))
    return attrs.evolve(b, house_money_settled=True, house_money_held=False, ride_offer=offer), out


@cites("pa:633a.7(g)(10)(ii)", "pa:633a.7(g)(10)(ii)(A)", "pa:633a.7(g)(10)(ii)(B)", "pa:633a.7(g)(10)(ii)(C)")
def ride(cfg: TableConfig, s: State, e: Ride) -> tuple[State, Outcomes]:
    """The House Money winner lets the payout (or the allowed share) ride on his Blackjack Wager, which it then is
    part of for every purpose, a split or double included ((g)(10)(ii)(A)-(C)); or takes it."""
    b = s.box(e.box)
    if s.phase is not Phase.RIDE or b is None or not b.ride_offer:
        raise refuse("pa:633a.7(g)(10)(ii)", f"box {e.box} has no House Money payout to let ride")
    if not isinstance(e.ride, bool):
        raise refuse("pa:633a.7(g)(10)(ii)", f"ride is true or false, not {e.ride!r}")
    out: Outcomes = []
    bet, hands = b.bet, b.hands
    if e.ride:
        bet = _exact(b.bet + b.ride_offer)
        hands = (attrs.evolve(b.hands[0], wager=bet),) + b.hands[1:]
        out.append(Notice(f"box {b.number} lets {b.ride_offer} cents of its House Money payout ride: its Blackjack "
                          f"Wager is {bet} cents", ("pa:633a.7(g)(10)(ii)(A)", "pa:633a.7(g)(10)(ii)(C)")))
    s = _replace(s, attrs.evolve(b, bet=bet, hands=hands, ride_offer=0))
    return _advance(cfg, s, out)


# --- insurance, even money and the check ----------------------------------------------------------------------------


@cites("pa:633a.7(h)")
def insure(cfg: TableConfig, s: State, e: Insure) -> tuple[State, Outcomes]:
    """Insurance before the check, up to half the Blackjack Wager (633a.7(h); its terms, 633a.8, elided: BJ-A01)."""
    if s.phase is not Phase.INSURANCE:
        raise refuse("pa:633a.7(h)", "insurance is offered before the check, on the up cards the table allows")
    b = s.box(e.box)
    if b is None or b.insurance or b.hands[0].settled:
        raise refuse("pa:633a.7(h)", f"box {e.box} may not insure now")
    if not is_int(e.amount) or not (0 < e.amount and 2 * e.amount <= b.bet):
        raise refuse("pa:633a.7(h)", f"insurance is up to half the Blackjack Wager, not {e.amount!r}")
    return _replace(s, attrs.evolve(b, insurance=e.amount)), []


@cites("pa:633a.7(h)")
def even_money(cfg: TableConfig, s: State, e: EvenMoney) -> tuple[State, Outcomes]:
    """A player holding a Blackjack takes even money before the check (633a.7(h); terms BJ-A01)."""
    b = s.box(e.box)
    if not cfg.even_money or s.phase is not Phase.INSURANCE or b is None:
        raise refuse("pa:633a.7(h)", "even money is offered with insurance, where the table offers it")
    h = b.hands[0]
    if h.settled or not bj.is_blackjack(h.ranks) or b.insurance:
        raise refuse("pa:633a.7(h)", f"box {e.box} has no Blackjack to take even money on")
    out: Outcomes = [Settlement(b.number, Stake(Bet.BET, 1), Result.WIN, h.wager, ("pa:633a.7(h)",))]
    s = _with_hand(s, b.number, 0, attrs.evolve(h, status=Status.STOOD, settled=True))
    return s, out


@cites("pa:633a.7(h)", "pa:633a.7(g)(10)(i)", "pa:633a.7(g)(10)(i)(A)", "pa:633a.7(g)(10)(i)(B)")
def peek(cfg: TableConfig, s: State, e: Peek) -> tuple[State, Outcomes]:
    """The check on an ace or 10-value up card (633a.7(h)). A dealer Blackjack ends the round: held House Money
    winners are paid without the ride ((g)(10)(i)(A)), the Blackjack Wagers and insurance are settled, and the second
    pass follows at once. Otherwise losing insurance is taken and held winners paid with the ride offered
    ((g)(10)(i)(B))."""
    if s.phase not in (Phase.INSURANCE, Phase.PEEK):
        raise refuse("pa:633a.7(h)", "the dealer checks once, on an ace or 10-value up card, after the first pass")
    s = attrs.evolve(s, peeked=True)
    dealer_bj = bj.is_blackjack(tuple(c.rank for c in s.dealer))
    out: Outcomes = []
    for b in _ordered(s.boxes):
        if b.house_money_held:
            first = b.first_two
            category = sides.house_money_category((first[0].rank, first[0].suit), (first[1].rank, first[1].suit))
            assert category is not None
            why = ("pa:633a.7(g)(10)(i)(A)",) if dealer_bj else ("pa:633a.7(g)(10)(i)(B)", "pa:633a.7(g)(10)(ii)")
            # a hand already settled (even money) has no Blackjack Wager left for a payout to ride on
            b, more = _pay_house_money(cfg, s, b, category, why, ride=not dealer_bj and not b.hands[0].settled)
            out += more
        if b.insurance and not dealer_bj:
            out.append(Settlement(b.number, Stake(Bet.INSURANCE), Result.LOSE, b.insurance, ("pa:633a.7(h)",)))
            b = attrs.evolve(b, insurance_settled=True)
        s = _replace(s, b)
    if dealer_bj:
        out.append(Notice("the dealer has Blackjack: no more cards are dealt", ("pa:633a.7(h)",)))
        return _second_pass(cfg, attrs.evolve(s, phase=Phase.DEALER), out)
    return _advance(cfg, attrs.evolve(s, phase=Phase.RIDE), out)


# --- the players' decisions (the base game: BJ-A01) ----------------------------------------------------------------


def _turn(s: State, number: int) -> tuple[Box, int, Hand]:
    turn = in_turn(s)
    if turn is None or turn[0] != number:
        raise refuse("pa:633a.7", f"box {number} has no hand in turn")
    b = s.box(number)
    assert b is not None
    h = b.hands[turn[1]]
    if h.wants or len(h.cards) < 2:
        raise refuse("pa:633a.7", "the hand is owed a card first")
    return b, turn[1], h


@cites("pa:633a.7")
def hit(cfg: TableConfig, s: State, e: Hit) -> tuple[State, Outcomes]:
    """The hand in turn takes a card, under 21 (BJ-A01)."""
    b, i, h = _turn(s, e.box)
    if not bj.may_hit(h.ranks):
        raise refuse("pa:633a.7", "no card is drawn to 21")
    if h.split and h.cards[0].rank == 1 and cfg.split_aces_one_card:
        raise refuse("pa:633a.7", "a split ace takes one card (split_aces_one_card)")
    return _advance(cfg, _with_hand(s, b.number, i, attrs.evolve(h, wants=True)), [])


@cites("pa:633a.7")
def stand(cfg: TableConfig, s: State, e: Stand) -> tuple[State, Outcomes]:
    """The hand in turn stands (BJ-A01)."""
    b, i, h = _turn(s, e.box)
    return _advance(cfg, _with_hand(s, b.number, i, attrs.evolve(h, status=Status.STOOD)), [])


@cites("pa:633a.7(g)(10)(ii)(C)")
def double(cfg: TableConfig, s: State, e: Double) -> tuple[State, Outcomes]:
    """The hand in turn doubles for up to its wager, a ridden House Money payout included (633a.7(g)(10)(ii)(C)), on
    its first two cards as ``double_down_on`` and ``double_after_split`` allow, and takes one card (BJ-A01)."""
    b, i, h = _turn(s, e.box)
    points, soft = bj.total(h.ranks)  # 9_10_11 and 10_11 name hard totals: a soft hand is not doubled there
    allowed = {DoubleOn.ANY_TWO_CARDS: True, DoubleOn.NINE_TEN_ELEVEN: not soft and points in (9, 10, 11),
               DoubleOn.TEN_ELEVEN: not soft and points in (10, 11)}[cfg.double_down_on]
    if len(h.cards) != 2 or bj.is_blackjack(h.ranks, from_split=h.split) or not allowed:
        raise refuse("pa:633a.7", f"a double is on a first two cards as the table allows ({cfg.double_down_on.value})")
    if h.split and (not cfg.double_after_split or (h.cards[0].rank == 1 and cfg.split_aces_one_card)):
        raise refuse("pa:633a.7", "this table does not double a split hand here")
    if not is_int(e.amount) or not 0 < e.amount <= h.wager:
        raise refuse("pa:633a.7(g)(10)(ii)(C)", f"a double is up to the hand's whole wager, {h.wager}, not "
                                                f"{e.amount!r}")
    return _advance(cfg, _with_hand(s, b.number, i, attrs.evolve(h, double=e.amount, wants=True)), [])


@cites("pa:633a.7(g)(10)(ii)(C)")
def split(cfg: TableConfig, s: State, e: Split) -> tuple[State, Outcomes]:
    """The pair in turn becomes two hands, the new one wagered the box's whole Blackjack Wager, a ridden House Money
    payout included (633a.7(g)(10)(ii)(C)); what may be split and how often is ``split_by``, ``max_split_hands``,
    ``resplit_aces`` (BJ-A01)."""
    b, i, h = _turn(s, e.box)
    a, c = h.cards[0], h.cards[-1]
    same = (a.rank == c.rank) if cfg.split_by is SplitBy.RANK else (bj.value(a.rank) == bj.value(c.rank))
    if len(h.cards) != 2 or not same:
        raise refuse("pa:633a.7", f"only a pair is split (split_by = {cfg.split_by.value})")
    if len(b.hands) >= cfg.max_split_hands:
        raise refuse("pa:633a.7", f"a box plays at most {cfg.max_split_hands} hands")
    if h.split and a.rank == 1 and not cfg.resplit_aces:
        raise refuse("pa:633a.7", "aces are split once (resplit_aces = false)")
    one = attrs.evolve(h, cards=h.cards[:1], split=True)
    two = Hand(cards=h.cards[1:], wager=b.bet, split=True)
    return _advance(cfg, _replace(s, attrs.evolve(b, hands=b.hands[:i] + (one, two) + b.hands[i + 1:])), [])


@cites("pa:633a.7")
def surrender(cfg: TableConfig, s: State, e: GiveUp) -> tuple[State, Outcomes]:
    """Where the table allows it, a first two cards that are no Blackjack are given up for half the wager, after
    the check (``surrender = late``; BJ-A01)."""
    b, i, h = _turn(s, e.box)
    if cfg.surrender is Surrender.NONE or len(b.hands) != 1 or len(h.cards) != 2 or bj.is_blackjack(h.ranks):
        raise refuse("pa:633a.7", "this table has no surrender, or this hand may not surrender")
    half = Fraction(h.wager, 2)
    out: Outcomes = [Settlement(b.number, Stake(Bet.BET, 1), Result.LOSE, _exact(half), ("pa:633a.7",)),
                     Returned(b.number, Stake(Bet.BET, 1), _exact(half), ("pa:633a.7",))]
    s = _with_hand(s, b.number, i, attrs.evolve(h, status=Status.SURRENDERED, settled=True))
    return _advance(cfg, s, out)


# --- the dealer and the second pass ---------------------------------------------------------------------------------


def _dealer_draws(cfg: TableConfig, s: State) -> bool:
    """The dealer draws to 17, hitting a soft 17 where the table so rules; with ``dealer_plays_when_moot`` false he
    stops once every hand is decided (BJ-A01), unless a Hit and Run Wager is open: it turns on his last card, so he
    plays out (BJ-A13)."""
    points, soft = bj.total(tuple(c.rank for c in s.dealer))
    if not bj.dealer_draws(points, soft, cfg.dealer_hits_soft_17):
        return False
    if any(b.hit_and_run and not b.hit_and_run_settled for b in s.boxes):
        return True
    if not cfg.dealer_plays_when_moot and all(h.settled or h.status in (Status.BUST, Status.SURRENDERED)
                                              or bj.is_blackjack(h.ranks, from_split=h.split)
                                              for b in s.boxes for h in b.hands):
        return False
    return True


def _run(cfg: TableConfig, b: Box) -> tuple[int, bool]:
    """The box's Straight Jack run, and whether its ace is the ace of spades: the first two cards and the cards the
    player then draws to the same hand; none after a split (BJ-A07), the double card as straight_jack_counts_double_card
    says."""
    first = b.first_two
    if len(b.hands) > 1:
        cards = first
    else:
        h = b.hands[0]
        cards = h.cards if (not h.double or cfg.straight_jack_counts_double_card) else h.cards[:-1]
    n = sides.straight_run(tuple(c.rank for c in cards))
    ace_of_spades = any(c.rank == 1 and c.suit == "S" for c in cards[:n])
    return n, ace_of_spades


@cites("pa:633a.7(h)", "pa:633a.7(o)(2)", "pa:633a.7(o)(2)(i)", "pa:633a.7(o)(2)(ii)", "pa:633a.7(o)(2)(ii)(C)")
def _hit_and_run(cfg: TableConfig, s: State, out: Outcomes) -> State:
    """633a.7(o)(2), and 633a.7(h) on a dealer Blackjack: every open Hit and Run Wager wins when the dealer has a
    Blackjack or ends with five cards or more, the busting card counted ((o)(2)(i)), and is paid on the profile's
    row for that hand (633a.13(l) elided, BJ-A19); else it is taken. A row paying the whole meter shares it equally
    among the round's winners, and the meter goes back to its reset amount ((o)(2)(ii)(C)); a smaller share is taken
    from the meter as it stands, winner by winner from the dealer's far right (BJ-A11, BJ-A19)."""
    open_ = [b for b in _ordered(s.boxes) if b.hit_and_run and not b.hit_and_run_settled]
    if not open_:
        return s
    d_bj = bj.is_blackjack(tuple(c.rank for c in s.dealer))
    wins = sides.hit_and_run_wins(len(s.dealer), d_bj)
    meter: Money = s.hit_and_run_meter if s.hit_and_run_meter is not None else cfg.hit_and_run_meter_initial
    rows = cfg.hit_and_run_rows
    share, odds = rows[hit_and_run_row(len(s.dealer), d_bj, rows)] if wins else (Fraction(0), Fraction(0))
    lead = ("pa:633a.7(h)",) if d_bj else ()
    whole: Optional[Money] = Fraction(meter) / len(open_) if share == 1 else None
    for b in open_:
        if not wins:
            out.append(Settlement(b.number, Stake(Bet.HIT_AND_RUN), Result.LOSE, b.hit_and_run,
                                  ("pa:633a.7(o)", "pa:633a.7(o)(2)(i)")))
        else:
            won: Money = b.hit_and_run * odds
            if whole is not None:
                won += whole
            elif share:
                award = Fraction(meter) * share
                meter, won = Fraction(meter) - award, won + award
            out.append(Settlement(b.number, Stake(Bet.HIT_AND_RUN), Result.WIN, _exact(won),
                                  (*lead, "pa:633a.7(o)(2)(i)", "pa:633a.7(o)(2)(ii)(C)")))
        s = _replace(s, attrs.evolve(b, hit_and_run_settled=True))
    if whole is not None:
        meter = cfg.hit_and_run_meter_reset
    return attrs.evolve(s, hit_and_run_meter=_exact(meter))


@cites("pa:633a.7(o)", "pa:633a.7(o)(3)", "pa:633a.7(o)(3)(i)", "pa:633a.7(o)(3)(ii)", "pa:633a.7(o)(3)(ii)(C)",
       "pa:633a.13(m)", "pa:633a.13(m)(1)", "pa:633a.13(m)(2)")
def _second_pass(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """633a.7(o): once the dealer's hand is complete, from his far right: the Hit and Run Wagers
    (:func:`_hit_and_run`, (o)(2)), then each Straight Jack Wager still up is paid
    on the row of 633a.13(m)(1) its run reaches ((o)(3)(i)); a six-card run of A-2-3-4-5-6 takes the whole meter
    with the ace of spades, shared equally among that round's winners ((o)(3)(ii)(C)), or a tenth of it with another
    ace, each taken from the meter as it stands (BJ-A11); the meter goes back to its reset amount after a whole-meter
    award. The two are settled box by box, from the dealer's far right: a box's Hit and Run, then its Straight Jack
    (the meters are reckoned wager by wager as above; only the order the outcomes are given in is box by box). Then
    the Blackjack Wagers are settled (:func:`_settle`)."""
    start = len(out)
    s = _hit_and_run(cfg, s, out)
    meter: Money = s.meter if s.meter is not None else cfg.straight_jack_meter_initial
    open_ = [b for b in _ordered(s.boxes) if b.straight_jack and not b.straight_jack_settled]
    runs = {b.number: _run(cfg, b) for b in open_}
    whole = [b for b in open_ if runs[b.number] == (6, True)]
    shared: Optional[Money] = None
    for b in open_:
        n, spade = runs[b.number]
        row = sides.straight_jack_row(n, spade)
        share, odds = STRAIGHT_JACK[row]
        won: Money = b.straight_jack * odds
        clauses: tuple[str, ...] = ("pa:633a.7(o)(3)(i)", "pa:633a.13(m)(1)")
        if row == "six_card_ace_of_spades":
            if shared is None:
                shared = Fraction(meter) / len(whole)
                meter = cfg.straight_jack_meter_reset
            won += shared
            clauses += ("pa:633a.7(o)(3)(ii)(C)",)
        elif share:
            award = Fraction(meter) * share
            meter = Fraction(meter) - award
            won += award
        out.append(Settlement(b.number, Stake(Bet.STRAIGHT_JACK), Result.WIN, _exact(won), clauses))
        s = _replace(s, attrs.evolve(b, straight_jack_settled=True))
    s = attrs.evolve(s, meter=_exact(meter))
    out[start:] = sorted(out[start:], key=lambda o: -o.seat)  # type: ignore[union-attr]
    return _settle(cfg, s, out)


@cites("pa:633a.7(p)", "pa:633a.7(h)")
def _settle(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """The Blackjack Wagers: 633a.7(p)'s conditions and 633a.13(a)'s odds are elided, so the result is the base
    game's (BJ-A01): a hand over 21 loses; a Blackjack ties a dealer Blackjack and else wins at ``blackjack_pays``;
    a dealer Blackjack beats every other hand; a dealer over 21 loses to every other; else the higher total wins 1 to
    1 and equal totals tie. Insurance wins at ``insurance_pays`` on a dealer Blackjack (633a.7(h))."""
    d = tuple(c.rank for c in s.dealer)
    d_points, _ = bj.total(d)
    d_bj = bj.is_blackjack(d)
    for b in _ordered(s.boxes):
        if b.insurance and not b.insurance_settled:
            out.append(Settlement(b.number, Stake(Bet.INSURANCE), Result.WIN, b.insurance * cfg.insurance_pays,
                                  ("pa:633a.7(h)",)))
        for i, h in enumerate(b.hands):
            if h.settled:
                continue
            p_bj = bj.is_blackjack(h.ranks, from_split=h.split)
            why = ("pa:633a.7(h)",) if d_bj else ("pa:633a.7(p)",)
            if h.points > 21 or (d_bj and not p_bj) or (d_points <= 21 and not p_bj and h.points < d_points):
                result, odds = Result.LOSE, Fraction(1)
            elif (p_bj and d_bj) or (not p_bj and h.points == d_points):
                result, odds = Result.VOID, Fraction(1)
            else:
                result, odds = Result.WIN, cfg.blackjack_odds if p_bj else Fraction(1)
            for bet, amount in ((Bet.BET, h.wager), (Bet.DOUBLE, h.double)):
                if amount:
                    paid = amount * odds if result is Result.WIN else amount
                    out.append(Settlement(b.number, Stake(bet, i + 1), result, _exact(paid), why))
    return _end_round(cfg, s, out)


def _end_round(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    return attrs.evolve(s, phase=Phase.SHUFFLE if s.cut_out else Phase.BETTING, boxes=(), dealer=(),
                        peeked=False), out


# --- the step ------------------------------------------------------------------------------------------------------

_HANDLERS: dict[type, Handler] = {
    Shuffle: shuffle, Reshuffle: reshuffle, PlaceBet: place_bet, PlaceSide: place_side, RemoveBet: remove_bet,
    Deal: deal, Ride: ride, Insure: insure, EvenMoney: even_money, Peek: peek, Hit: hit, Stand: stand,
    Double: double, Split: split, GiveUp: surrender,
}


def step(cfg: TableConfig, s: State, e: object) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    return dispatch(_HANDLERS, cfg, s, e, unknown="pa:633a.7", game="a Blackjack")


def replay(cfg: TableConfig, events: Iterable[object], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (an empty table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)
