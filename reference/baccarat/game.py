"""The baccarat family as a pure state machine: ``step(cfg, s, e) -> Step``.

``cfg``: :class:`~croupier.reference.baccarat.config.TableConfig`; ``s``:
:class:`~croupier.reference.baccarat.state.State`; ``e``: an event. The cards
are shuffled and cut (541.5(a)-(e)) and burned (541.5(g)); wagers go down until
"no more bets" (541.8(c), 541.9(b)); each card dealt goes where the rules send
it (541.9(c), 541.10(c), 541.11); House Money is settled once the first four
cards are out (627a.8(d)); the round is settled when neither hand draws again
(541.12, 541.13); the cut card brings the last hand and then a new shoe
(541.10(e)); the irregularities of 541.14 are events of their own. A refused
event is a :class:`Rejected` outcome carrying the clause, and the state is
returned unchanged.

Midibaccarat (543, 629a) is the same machine with its own shoe (new decks
for every shoe, 543.3(b)) and the squeeze (543.9(c)(3), 543.14(f)); Baccarat
(545, 631a) adds the curator, the player who holds the shoe and deals
(545.7, 545.14), and its own squeeze (545.9(d)).
Outcomes cite Minibaccarat's 2010 numbers, and Midibaccarat's own where it
has a rule Minibaccarat lacks; :func:`step` renames them to the numbers of the
chapter and edition in play (:func:`~croupier.reference.baccarat.clauses.renaming`).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Iterable, Optional

import attrs
import icontract

from croupier.reference.baccarat import kernels
from croupier.reference.baccarat.clauses import cites_family, renaming
from croupier.reference.baccarat.config import (BankerMode, BurnReveal, CutCardBetweenRounds, EzBankerPush,
                                                FaceUpCardValue, NewShoeCurator, TableConfig, VigCollection)
from croupier.reference.baccarat.definitions import Bet, Card, Variant, Winner
from croupier.reference.baccarat.state import (AddOn, Burn, Deal, Event, FaceUpCard, Join, Leave, Misdeal,
                                              NoMoreBets, PassReason, PassShoe, PassSqueeze, Phase, PlaceBet, Proceed,
                                              RemoveBet, ShoeReason, Shuffle, State, TakeShoe, VoidRound, Wager,
                                              with_wagers)
from croupier.reference.contracts import ENABLED
from croupier.reference.errors import refuse
from croupier.reference.families.table import cents, conserves, staked
from croupier.reference.outcomes import (Commission, Handler, Notice, Outcome, Outcomes, Rejected, Result, Returned,
                                         Settlement, Step, dispatch, run)
from croupier.reference.parsing import is_int

__all__ = ["conserves", "due", "replay", "step"]


#: 541.5(d): the cover card goes in at least this many cards from the top and from the bottom
COVER_MARGIN = 10
#: 541.5(e): the cut card lies at least this many cards above the bottom
CUT_CARD_MIN = 14

_LIVE = (Phase.DEALING, Phase.HOUSE_MONEY)
_SHOE_IN_PLAY = (Phase.BETTING, Phase.DEALING, Phase.HOUSE_MONEY)


# --- seats ---------------------------------------------------------------------------------------


@cites_family("pa:541.2(a)")
def join(cfg: TableConfig, s: State, e: Join) -> tuple[State, Outcomes]:
    """A player takes one of the table's numbered seats (541.2(a))."""
    if not is_int(e.seat) or not 1 <= e.seat <= cfg.seat_count:
        raise refuse("pa:541.2(a)", f"the table has seats 1 to {cfg.seat_count}, not {e.seat}")
    if e.seat in s.seats:
        raise refuse("pa:541.2(a)", f"seat {e.seat} is taken")
    return attrs.evolve(s, seats=tuple(sorted(s.seats + (e.seat,)))), []


@cites_family("pa:541.2(a)", "pa:541.8(c)", "pa:541.13(e)")
def leave(cfg: TableConfig, s: State, e: Leave) -> tuple[State, Outcomes]:
    """A player leaves: wagers not yet in play are handed back, deferred vigorish is collected (541.13(e)); wagers
    in a round being dealt stay until it is settled (541.8(c))."""
    if e.seat not in s.seats:
        raise refuse("pa:541.2(a)", f"no player at seat {e.seat}")
    mine = [w for w in s.wagers if w.seat == e.seat]
    if mine and s.phase in _LIVE:
        raise refuse("pa:541.8(c)", "the player's wagers are in the round being dealt")
    if s.phase in _LIVE and e.seat in s.squeezers:
        raise refuse("pa:543.14(f)", f"seat {e.seat} holds the squeeze right: it is passed on first")
    if s.phase in _LIVE and cfg.curated and e.seat == s.curator:
        raise refuse("pa:545.14(a)", f"seat {e.seat} is the curator: the shoe changes hands only after a round")
    out: Outcomes = [Returned(w.seat, w.bet, w.amount, ("pa:541.8(c)",)) for w in mine]
    owed = s.owes(e.seat)
    if owed:
        out.append(Commission(e.seat, Bet.BANKER, owed, ("pa:541.13(e)",)))
    after = s
    if cfg.curated and e.seat == s.curator:
        after, more = give_up_shoe(s, e.seat, "the curator leaves the table", ("pa:545.14(b)",))
        out += more
    after = attrs.evolve(after, seats=tuple(x for x in s.seats if x != e.seat),
                         wagers=tuple(w for w in s.wagers if w.seat != e.seat),
                         owed=tuple((x, v) for x, v in s.owed if x != e.seat),
                         declined=tuple(x for x in after.declined if x != e.seat))
    return after, out


# --- wagers --------------------------------------------------------------------------------------


@cites_family("pa:541.8", "pa:541.8(a)", "pa:541.8(b)", "pa:541.8(c)", "pa:627a.7", "pa:627a.7(a)", "pa:627a.7(b)",
              "pa:627a.7(c)", "pa:627a.7(a)(7)")
@icontract.ensure(lambda s: s.phase not in _LIVE, "541.8(c): no wager is made or raised after \"no more bets\"",
                  enabled=ENABLED)
@icontract.ensure(lambda cfg, e, result: cfg.table_min <= staked(result[0], e.seat, e.bet) <= cfg.table_max,
                  "541.8(a): a wager stays within the posted limits", enabled=ENABLED)
def place(cfg: TableConfig, s: State, e: PlaceBet) -> tuple[State, Outcomes]:
    """Chips or plaques on an area of the layout (541.8(a), (b)), before "no more bets" (541.8(c)); House Money only
    where the 2013 edition's table offers it (627a.7(a)(7))."""
    if not cents(e.amount):
        raise refuse("pa:541.8(b)", "a wager is a positive number of cents in chips or plaques")
    if e.seat not in s.seats:
        raise refuse("pa:541.2(a)", f"no player at seat {e.seat}")
    if s.phase in _LIVE:
        raise refuse("pa:541.8(c)", "no wager is made or increased after \"no more bets\"")
    if e.bet is Bet.HOUSE_MONEY and not cfg.edition_2013:
        raise refuse("pa:541.8(a)", "the wagers are Banker, Player and Tie: House Money is a 2013 addition")
    if not cfg.offers(e.bet):
        raise refuse("pa:627a.7(a)(7)", "this table does not offer the House Money Wager")
    total = e.amount + staked(s, e.seat, e.bet)
    if total < cfg.table_min:
        raise refuse("pa:541.8(a)", f"below the table minimum of {cfg.table_min}")
    if total > cfg.table_max:
        raise refuse("pa:541.8(a)", f"above the table maximum of {cfg.table_max}")
    w = s.wager(e.seat, e.bet)
    rest = [x for x in s.wagers if x is not w]
    return attrs.evolve(s, wagers=with_wagers(rest + [Wager(e.seat, e.bet, total)])), []


@cites_family("pa:541.8(c)", "pa:627a.7(c)")
@icontract.ensure(lambda s: s.phase not in _LIVE, "541.8(c): no wager is withdrawn after \"no more bets\"",
                  enabled=ENABLED)
def remove(cfg: TableConfig, s: State, e: RemoveBet) -> tuple[State, Outcomes]:
    """Take a wager back before "no more bets" (541.8(c))."""
    w = s.wager(e.seat, e.bet)
    if w is None:
        raise refuse("pa:541.8(a)", f"seat {e.seat} has no wager on {e.bet.value}")
    if s.phase in _LIVE:
        raise refuse("pa:541.8(c)", "no wager is withdrawn after \"no more bets\"")
    return attrs.evolve(s, wagers=tuple(x for x in s.wagers if x is not w)), [
        Returned(w.seat, w.bet, w.amount, ("pa:541.8(c)",))]


# --- the shoe ------------------------------------------------------------------------------------


@cites_family("pa:541.3", "pa:541.3(a)", "pa:541.3(b)", "pa:541.3(b)(2)", "pa:541.3(b)(4)", "pa:541.3(b)(5)",
              "pa:541.5", "pa:541.5(a)", "pa:541.5(c)", "pa:541.5(d)", "pa:541.5(e)", "pa:541.5(f)", "pa:541.5(h)",
              "pa:541.5(h)(1)", "pa:541.5(h)(2)", "pa:541.13(e)", "pa:541.15", "pa:545.7(b)")
@icontract.ensure(lambda cfg, result: result[0].remaining == 52 * cfg.decks,
                  "541.3(a): a shoe of six to eight full decks", enabled=ENABLED)
def shuffle(cfg: TableConfig, s: State, e: Shuffle) -> tuple[State, Outcomes]:
    """The cards are shuffled and cut: the cover card at least 10 cards from either end (541.5(d)), the cut card at
    least 14 above the bottom (541.5(e)); a two-batch shuffler alternates its batches shoe by shoe (541.3(b)(5)); a
    continuous shuffler replaces the shuffle, cut and burn (541.15). Before the burn a floorperson may order a recut
    (541.5(f)). At an idle table, between rounds with nothing on the layout, the cards are respread and shuffled
    again, or the shuffler's other batch comes out (541.5(h)); deferred vigorish is collected first (541.13(e))."""
    out: Outcomes = []
    recut = s.phase is Phase.BURN
    if s.phase is Phase.BETTING and not s.wagers and not cfg.continuous and cfg.variant is Variant.MINI:
        out = [Notice("no gaming activity: the cards are respread and " + (
            "put in the shuffler, whose other batch comes out" if s.batch else "shuffled again"),
            ("pa:541.5(h)", "pa:541.5(h)(2)" if s.batch else "pa:541.5(h)(1)"))]
        out += [Commission(seat, Bet.BANKER, v, ("pa:541.13(e)",)) for seat, v in s.owed]
    elif recut:
        out = [Notice("a recut, ordered by a floorperson", ("pa:541.5(f)",))]
    elif s.phase is not Phase.SHUFFLE:
        raise refuse("pa:541.5(a)", "the cards are shuffled before play, after the shoe is completed, or at an idle "
                                    "table with nothing on the layout (541.5(h))")
    n = 52 * cfg.decks
    if cfg.continuous:
        if e.cover_card or e.cut_card or e.batch:
            raise refuse("pa:541.15", "a continuous shuffler replaces the cut: no cover card, cut card or batch")
        return attrs.evolve(s, phase=Phase.BETTING, decks=cfg.decks, seen=(0,) * 52, hidden=0, cut_card=0,
                            rounds_left=None, shoes=s.shoes + 1), [
            Notice("the continuous shuffler deals the cards: no cut, no burn", ("pa:541.15",))]
    if not COVER_MARGIN <= e.cover_card <= n - COVER_MARGIN:
        raise refuse("pa:541.5(d)", f"the cover card goes at least {COVER_MARGIN} cards from the top and the bottom "
                                    f"of the {n}-card stack, not at {e.cover_card}")
    if not CUT_CARD_MIN <= e.cut_card < n:
        raise refuse("pa:541.5(e)", f"the cut card goes at least {CUT_CARD_MIN} cards above the bottom, "
                                    f"not {e.cut_card}")
    if cfg.shuffling.value == "batch_shuffler":
        if e.batch not in (1, 2):
            raise refuse("pa:541.3(b)(2)", "a two-batch shuffler puts batch 1 or batch 2 into play")
        if recut and e.batch != s.batch:
            raise refuse("pa:541.5(f)", f"a recut cuts the same cards again: batch {s.batch}")
        if not recut and e.batch == s.batch:
            raise refuse("pa:541.3(b)(5)", f"the batches alternate shoe by shoe: batch {e.batch} was just dealt")
    elif e.batch:
        raise refuse("pa:541.3(a)", "batches are for a table with an automated shuffler (541.3(b))")
    after = attrs.evolve(s, phase=Phase.BURN, decks=cfg.decks, seen=(0,) * 52, hidden=0, cut_card=e.cut_card,
                         rounds_left=None, batch=e.batch, shoes=s.shoes + (0 if recut else 1), owed=(), carry=())
    if cfg.curated and not recut and cfg.new_shoe_curator is NewShoeCurator.OFFER_FROM_SEAT_1:
        after = attrs.evolve(after, curator=None, shoe_from=0, declined=(), shoe_passed=False)  # 545.7(b)
    return after, out


def _available(s: State, cards: Iterable[Card], hidden: int) -> None:
    """The cards can leave the shoe: no more of one card than the decks hold, no more cards than it has left."""
    seen = list(s.seen)
    n = 0
    for c in cards:
        seen[c.index] += 1
        n += 1
        if seen[c.index] > s.decks:
            raise refuse("pa:541.3(a)", f"the shoe's {s.decks} decks hold no further {c}")
    if n + hidden > s.remaining:
        raise refuse("pa:541.14(e)", f"the shoe has {s.remaining} cards left, not {n + hidden}")


def _draw(cfg: TableConfig, s: State, cards: tuple[Card, ...], hidden: int = 0) -> tuple[State, Outcomes]:
    """Cards leave the shoe, face up then ``hidden`` unseen; the cut card appears when they pass it (541.10(e))."""
    _available(s, cards, hidden)
    n = len(cards) + hidden
    out: Outcomes = []
    rounds_left = s.rounds_left
    if not cfg.continuous and rounds_left is None and n > s.remaining - s.cut_card:
        between = not s.player and not s.banker
        if between and cfg.cut_card_between_rounds is CutCardBetweenRounds.ONE_MORE:
            rounds_left = 0
            out.append(Notice("the cut card: last hand", ("pa:541.10(e)",)))
        else:
            rounds_left = 1
            out.append(Notice("the cut card: this hand is completed, then one more", ("pa:541.10(e)",)))
    seen = list(s.seen)
    for c in cards:
        seen[c.index] += 1
    return attrs.evolve(s, seen=tuple(seen), hidden=s.hidden + hidden, rounds_left=rounds_left), out


@cites_family("pa:541.5(g)")
@icontract.ensure(lambda s, e, result: s.remaining - result[0].remaining == kernels.burn_count(e.card.rank),
                  "541.5(g): the burn takes the first card and as many more as its face value", enabled=ENABLED)
def burn(cfg: TableConfig, s: State, e: Burn) -> tuple[State, Outcomes]:
    """The first card is shown and discarded with as many more as its face value (541.5(g)); only the first is
    shown unless the table shows them all (burn_reveal, A-3)."""
    if s.phase is not Phase.BURN:
        raise refuse("pa:541.5(g)", "the burn comes once, after the cut and before the shoe's first round")
    more = kernels.burn_count(e.card.rank) - 1
    if cfg.burn_reveal is BurnReveal.ALL:
        if len(e.more) != more:
            raise refuse("pa:541.5(g)", f"{e.card} burns {more} more cards, all shown (burn_reveal), "
                                        f"not {len(e.more)}")
        after, out = _draw(cfg, s, (e.card,) + tuple(e.more))
    else:
        if e.more:
            raise refuse("pa:541.5(g)", "only the first burned card is shown (burn_reveal)")
        after, out = _draw(cfg, s, (e.card,), more)
    return attrs.evolve(after, phase=Phase.BETTING), out + [
        Notice(f"burn: {e.card} and {more} more to the discard rack", ("pa:541.5(g)",))]


# --- the round -----------------------------------------------------------------------------------


def _ranks(cards: tuple[Card, ...]) -> tuple[int, ...]:
    return tuple(c.rank for c in cards)


@cites_family("pa:541.9(c)", "pa:541.10(b)", "pa:541.10(c)", "pa:541.10(d)", "pa:541.11", "pa:541.11(a)",
              "pa:541.11(b)", "pa:541.11(c)")
def due(s: State) -> Optional[Bet]:
    """Which hand the next card of the round goes to (541.9(c), 541.10(c), 541.11), ``None`` when neither draws."""
    n = len(s.player) + len(s.banker)
    if n < 4:
        return Bet.PLAYER if n % 2 == 0 else Bet.BANKER
    p, b = kernels.points(*_ranks(s.player[:2])), kernels.points(*_ranks(s.banker[:2]))
    if kernels.is_natural(p) or kernels.is_natural(b):
        return None
    if len(s.player) == 2 and kernels.player_draws(p, b):
        return Bet.PLAYER
    third = kernels.value(s.player[2].rank) if len(s.player) == 3 else None
    if len(s.banker) == 2 and kernels.banker_draws(b, third):
        return Bet.BANKER
    return None


def _to_hand(s: State, card: Card, hand: Bet) -> State:
    return attrs.evolve(s, player=s.player + (card,)) if hand is Bet.PLAYER else \
        attrs.evolve(s, banker=s.banker + (card,))


@cites_family("pa:541.9", "pa:541.9(a)", "pa:541.9(b)", "pa:541.14(a)", "pa:541.14(e)", "pa:627a.8")
def no_more_bets(cfg: TableConfig, s: State, e: NoMoreBets) -> tuple[State, Outcomes]:
    """The dealer calls "no more bets" and the deal begins (541.9(b)); cards drawn in error earlier are the round's
    first cards (541.14(a), (b))."""
    if s.phase is not Phase.BETTING:
        raise refuse("pa:541.9(b)", "\"no more bets\" is called between rounds, with the shoe ready"
                     if s.phase not in _LIVE else "\"no more bets\" has been called")
    if cfg.curated and s.curator is None:
        raise refuse("pa:545.7(b)", "the shoe is being offered: a player, or the dealer, takes it before the deal")
    after = attrs.evolve(s, phase=Phase.DEALING, squeezers=squeezers(cfg, s))
    out: Outcomes = []
    for c in s.carry[:4]:
        hand = due(after)
        assert hand is not None
        after = _to_hand(after, c, hand)
        out.append(Notice(f"{c}, drawn in error earlier, is dealt as the round's next card", ("pa:541.14(a)",)))
    after = attrs.evolve(after, carry=s.carry[4:])
    return _after_card(cfg, after, out)


@cites_family("pa:541.9(c)", "pa:541.9(c)(1)", "pa:541.9(c)(2)", "pa:541.10", "pa:541.10(a)", "pa:541.10(c)",
              "pa:541.11")
@icontract.ensure(lambda s, e, result: result[0].phase is not Phase.DEALING
                  or len(result[0].player) + len(result[0].banker) == len(s.player) + len(s.banker) + 1,
                  "541.9(c), 541.10(c): each card dealt goes to the one hand it is due to", enabled=ENABLED)
def deal(cfg: TableConfig, s: State, e: Deal) -> tuple[State, Outcomes]:
    """The next card goes to the hand it is due to: P, B, P, B, then the Player's third card, then the Banker's
    (541.9(c), 541.10(c), 541.11)."""
    if s.phase is Phase.HOUSE_MONEY:
        raise refuse("pa:627a.8(d)(2)", "House Money is settled first: add-ons, then the dealer proceeds")
    if s.phase is not Phase.DEALING:
        raise refuse("pa:541.9(b)", "cards are dealt only after \"no more bets\"")
    hand = due(s)
    assert hand is not None  # a round that needs no card is settled at once
    after, out = _draw(cfg, s, (e.card,))
    return _after_card(cfg, _to_hand(after, e.card, hand), out)


def _after_card(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """After a card: House Money once the first four are out (627a.8(d)); the result when neither hand draws
    (541.12); a void round when the shoe cannot finish it (541.14(e))."""
    if cfg.squeeze:
        out = out + squeeze_notices(cfg, s)
    if len(s.player) + len(s.banker) == 4 and any(w.bet is Bet.HOUSE_MONEY for w in s.wagers):
        s, more = settle_house_money(cfg, s)
        out = out + more
        if s.phase is Phase.HOUSE_MONEY:
            return s, out
    return _continue(cfg, s, out)


def _continue(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    if due(s) is None:
        return settle_round(cfg, s, out)
    if s.remaining == 0:
        return void_shoe_out(cfg, s, out)
    return s, out


# --- the squeeze (Midibaccarat) -----------------------------------------------------------------

_HANDS = (Bet.PLAYER, Bet.BANKER)
_NO_ONE = ((), ())


def _top(s: State, bet: Bet) -> tuple[int, bool]:
    """The seat with the largest wager on ``bet`` (0 if none; :func:`~kernels.squeeze_seat`), and whether another
    seat's wager is as large."""
    amounts = [0] * max((w.seat for w in s.wagers), default=0)
    for w in s.wagers:
        if w.bet is bet:
            amounts[w.seat - 1] = w.amount
    seat = kernels.squeeze_seat(tuple(amounts))
    return seat, seat > 0 and amounts.count(amounts[seat - 1]) > 1


@cites_family("pa:541.9(c)")
@cites_family("pa:543.9(c)(3)", "pa:543.9(c)(3)(i)", "pa:543.9(c)(3)(ii)", "pa:543.9(c)(3)(v)")
@icontract.ensure(lambda cfg, s, result: cfg.squeeze or result == (0, 0),
                  "543.9(c)(3): the squeeze right exists only where the table squeezes", enabled=ENABLED)
@icontract.ensure(lambda s, result: all(
    x == 0 or all(w.amount <= s.wager(x, bet).amount for w in s.wagers if w.bet is bet)
    for x, bet in zip(result, _HANDS)),
    "543.9(c)(3)(i), (ii): the right to a hand goes to the largest wager on it", enabled=ENABLED)
def squeezers(cfg: TableConfig, s: State) -> tuple[int, int]:
    """At "no more bets" the largest Player wager takes the right to turn the Player's Hand and the largest Banker
    wager the Banker's (543.9(c)(3)(i), (ii)), a tie going to the seat nearest the dealer counterclockwise
    (543.9(c)(3)(v)); a hand nobody wagered on is turned by the dealer (A-12)."""
    if not cfg.squeeze:
        return 0, 0
    return _top(s, Bet.PLAYER)[0], _top(s, Bet.BANKER)[0]


def _hand_name(bet: Bet) -> str:
    return "Player's" if bet is Bet.PLAYER else "Banker's"


@cites_family("pa:543.9(c)(3)", "pa:543.9(c)(3)(i)", "pa:543.9(c)(3)(ii)", "pa:543.9(c)(3)(iii)",
              "pa:543.9(c)(3)(iv)", "pa:543.9(c)(3)(v)", "pa:543.14(f)", "pa:545.9(d)", "pa:545.9(d)(7)")
def squeeze_notices(cfg: TableConfig, s: State) -> Outcomes:
    """Where the card just dealt goes under the squeeze: with the fourth card, the Banker's Hand under the shoe and
    each hand face down to the seat holding its right (543.9(c)(3), (i), (ii), (v)); a third card face down to the
    seat that turned its hand (543.9(c)(3)(iii), (iv)); the dealer turns a hand nobody holds (A-12, 545.9(d)(7),
    543.14(f))."""
    n = len(s.player) + len(s.banker)
    hands: tuple[Bet, ...]
    if n == 4:
        hands = _HANDS
    elif n == 5:
        hands = (Bet.PLAYER,) if len(s.player) == 3 else (Bet.BANKER,)
    elif n == 6:
        hands = (Bet.BANKER,)
    else:
        return []
    out: Outcomes = []
    for bet in hands:
        i = _HANDS.index(bet)
        seat, name = s.squeezers[i], _hand_name(bet)
        third = n > 4
        if seat == 0:
            unbacked = "pa:545.9(d)(7)" if cfg.curated else "pa:543.9(c)(3)"
            why = ("pa:543.14(f)",) if s.passed[i] else (unbacked,)
            what = f"the dealer turns the {name} {'third card' if third else 'Hand'}"
            out.append(Notice(what + (": nobody took the squeeze right" if s.passed[i] else ": no wager on it"),
                              why))
        elif third:
            out.append(Notice(f"the {name} third card goes face down to seat {seat}, who turns it",
                              ("pa:543.9(c)(3)(iii)" if bet is Bet.PLAYER else "pa:543.9(c)(3)(iv)",)))
        else:
            tied = not s.passed[i] and _top(s, bet)[1]
            clauses = ("pa:543.9(c)(3)", "pa:543.9(c)(3)(i)" if bet is Bet.PLAYER else "pa:543.9(c)(3)(ii)")
            out.append(Notice(f"the {name} Hand goes face down to seat {seat}, who turns it",
                              clauses + (("pa:543.9(c)(3)(v)",) if tied else ())))
    return out


def offer_order(s: State, hand: Bet) -> tuple[int, ...]:
    """The seats a squeeze right given up is offered to, in turn: from the holder's right (the next seat number
    up) counterclockwise round the table, leaving out the seats that have held it or let it pass this round
    (543.14(f); A-28)."""
    i = _HANDS.index(hand)
    if s.squeezers[i] == 0:
        return ()
    return kernels.offer_sequence(s.squeezers[i], s.seats, s.passed[i])


@cites_family("pa:543.14(f)", "pa:543.9(c)(3)")
@cites_family("pa:541.9(d)")
@icontract.ensure(lambda s, e, result: result[0].squeezers[_HANDS.index(e.hand)] == e.to,
                  "543.14(f): the right goes to the player who takes it, or to nobody", enabled=ENABLED)
@icontract.ensure(lambda s, e, result: len(result[0].passed[_HANDS.index(e.hand)])
                  > len(s.passed[_HANDS.index(e.hand)]),
                  "543.14(f): a seat the right has left is not offered it again in the round", enabled=ENABLED)
def pass_squeeze(cfg: TableConfig, s: State, e: PassSqueeze) -> tuple[State, Outcomes]:
    """The squeeze right to a hand leaves its holder, given up (squeeze_voluntary_pass, A-34) or taken away by the
    dealer or floorperson for unreasonable delay or a breach of the rules, and is offered from the holder's right
    counterclockwise for the rest of the round; the first player to take it is ``e.to``, the seats before him
    having declined; nobody taking it, the dealer turns the hand (543.14(f))."""
    if cfg.variant is Variant.MINI:
        raise refuse("pa:541.9(d)", "Minibaccarat players may not handle the cards: there is no squeeze right")
    if not cfg.squeeze:
        raise refuse("pa:543.9(c)(3)", "this table does not use the squeeze procedure")
    if s.phase not in _LIVE:
        raise refuse("pa:543.14(f)", "the squeeze right is held only in a round being dealt")
    if e.hand not in _HANDS:
        raise refuse("pa:543.9(c)(3)", "the squeeze right is to the Player's or the Banker's Hand")
    i = _HANDS.index(e.hand)
    holder = s.squeezers[i]
    if holder == 0:
        raise refuse("pa:543.14(f)", f"nobody holds the right to the {_hand_name(e.hand)} Hand: the dealer turns it")
    if e.reason is PassReason.VIOLATION and cfg.rules.chapter == "631a":
        raise refuse("pa:543.14(f)", "the 2013 text takes the right away for unreasonable delay only (A-41)")
    if e.reason is PassReason.VOLUNTARY and not cfg.squeeze_voluntary_pass:
        raise refuse("pa:543.14(f)", "the right is only taken away by the dealer or floorperson "
                                     "(squeeze_voluntary_pass = false)")
    order = offer_order(s, e.hand)
    if not isinstance(e.to, int) or (e.to != 0 and e.to not in order):
        raise refuse("pa:543.14(f)", f"seat {e.to} is not offered the right: it goes to seats {list(order)} in turn, "
                                     f"or to nobody (0)")
    skipped = order[:order.index(e.to)] if e.to else order
    passed = list(s.passed)
    passed[i] = passed[i] + (holder,) + skipped
    held = list(s.squeezers)
    held[i] = e.to
    after = attrs.evolve(s, squeezers=(held[0], held[1]), passed=(passed[0], passed[1]))
    why = {PassReason.VOLUNTARY: "given up", PassReason.DELAY: "taken away for delay",
           PassReason.VIOLATION: "taken away for a breach of the rules"}[e.reason]
    to = f"seat {e.to} takes it" if e.to else "nobody takes it: the dealer turns the hand"
    return after, [Notice(f"seat {holder}'s right to the {_hand_name(e.hand)} Hand is {why}; {to}",
                          ("pa:543.14(f)",))]


# --- the curator (Baccarat) ----------------------------------------------------------------------


@cites_family("pa:545.14(b)")
def give_up_shoe(s: State, seat: int, why: str, clauses: tuple[str, ...]) -> tuple[State, Outcomes]:
    """The shoe leaves its curator and is offered from his right round the table (545.14(b)); given up by the
    dealer acting as curator, from the right of the last player who held it, seat 1 if none (A-27)."""
    if seat:
        return attrs.evolve(s, curator=None, shoe_from=seat, declined=(seat,), shoe_passed=True), [
            Notice(why, clauses)]
    return attrs.evolve(s, curator=None, shoe_from=s.last_curator, declined=(), shoe_passed=True), [
        Notice(why, clauses)]


def shoe_order(s: State) -> tuple[int, ...]:
    """The seats the shoe being offered goes to, in turn (545.7(b), 545.14(b)): from the right of ``shoe_from`` round
    the table, that seat last when it has not given the shoe up itself (the dealer curated after it, A-27)."""
    if s.curator is not None:
        return ()
    last = (s.shoe_from,) if s.shoe_from in s.seats and s.shoe_from not in s.declined else ()
    return kernels.offer_sequence(s.shoe_from, s.seats, s.declined) + last


@cites_family("pa:545.1#curator", "pa:545.7", "pa:545.7(b)", "pa:545.7(c)", "pa:545.7(d)", "pa:545.7(d)(1)",
              "pa:545.7(d)(2)", "pa:545.14(b)", "pa:541.9(c)")
@icontract.ensure(lambda s, e, result: result[0].curator == e.seat and result[0].declined == (),
                  "545.7(c): the player who accepts the shoe is the curator; the dealer if nobody does",
                  enabled=ENABLED)
def take_shoe(cfg: TableConfig, s: State, e: TakeShoe) -> tuple[State, Outcomes]:
    """The shoe is offered from seat 1 when a shoe starts (545.7(b)) and from the outgoing curator's right when it is
    given up (545.14(b)), round the table counterclockwise; ``e.seat`` accepts it and is the curator (545.7(c)), the
    seats before him having declined, or nobody does and the dealer acts as curator (545.7(d)(2)). A player who
    accepts may name the dealer to deal for him (545.7(d)(1)); he still counts as the curator for 545.14 (A-27)."""
    if not cfg.curated:
        raise refuse("pa:541.9(c)", "the dealer deals at this table: there is no curator")
    if s.curator is not None:
        raise refuse("pa:545.14(a)", f"the shoe is held by {f'seat {s.curator}' if s.curator else 'the dealer'}")
    if s.phase is not Phase.BETTING:
        raise refuse("pa:545.7(b)", "the shoe is offered once the shuffled cards are in it, between rounds")
    order = shoe_order(s)
    if not isinstance(e.seat, int) or (e.seat != 0 and e.seat not in order):
        raise refuse("pa:545.7(b)", f"seat {e.seat} is not offered the shoe: it goes to seats {list(order)} in turn, "
                                    "or to the dealer (0)")
    if e.dealer_deals and not e.seat:
        raise refuse("pa:545.7(d)(1)", "only a player who accepts the shoe names the dealer to deal for him")
    if e.seat:
        offered = (("pa:545.14(b)",) if s.shoe_passed else ("pa:545.7(b)",)) + ("pa:545.7(c)", "pa:545.1#curator")
        said: Outcomes = [Notice(f"seat {e.seat} takes the shoe and is the curator", offered)]
        if e.dealer_deals:
            said.append(Notice(f"seat {e.seat} names the dealer to deal for him", ("pa:545.7(d)", "pa:545.7(d)(1)")))
    else:
        said = [Notice("nobody takes the shoe: the dealer acts as curator", ("pa:545.7(d)", "pa:545.7(d)(2)"))]
    return attrs.evolve(s, curator=e.seat, last_curator=e.seat or s.last_curator, declined=()), said


@cites_family("pa:545.14", "pa:545.14(a)", "pa:545.14(a)(2)", "pa:545.14(b)", "pa:541.9(c)")
def pass_shoe(cfg: TableConfig, s: State, e: PassShoe) -> tuple[State, Outcomes]:
    """After a round the curator may keep the shoe or pass it (545.14(a)); the dealer or a floorperson may make him
    give it up for delay, invalid deals again and again, or a breach of the rules (545.14(a)(2)). It is offered
    from his right (545.14(b))."""
    if not cfg.curated:
        raise refuse("pa:541.9(c)", "the dealer deals at this table: there is no curator")
    if s.curator is None:
        raise refuse("pa:545.14(b)", "the shoe is already being offered")
    if s.phase is not Phase.BETTING:
        raise refuse("pa:545.14(a)", "the shoe changes hands after a round, not during one")
    voluntary = e.reason is ShoeReason.VOLUNTARY
    who = f"seat {s.curator}" if s.curator else "the dealer"
    return give_up_shoe(s, s.curator, f"{who} {'passes the shoe' if voluntary else 'is made to give up the shoe'}",
                        ("pa:545.14(a)", "pa:545.14(b)") if voluntary else ("pa:545.14(a)(2)", "pa:545.14(b)"))


# --- House Money (2013) --------------------------------------------------------------------------


@cites_family("pa:627a.7(a)(7)", "pa:627a.7(a)(7)(i)", "pa:627a.7(a)(7)(ii)", "pa:627a.8(d)", "pa:627a.8(d)(1)",
              "pa:627a.12(g)")
def settle_house_money(cfg: TableConfig, s: State) -> tuple[State, Outcomes]:
    """House Money is settled on the first four cards, before any third card or result (627a.8(d)(1)): losers
    collected, winners paid 15 or 3 to 1 (627a.12(g)); a winner with a Player or Banker wager may add the win to it."""
    odds = kernels.house_money_odds(s.player[0].rank, s.player[1].rank, s.banker[0].rank, s.banker[1].rank)
    out: Outcomes = []
    eligible: list[tuple[int, int]] = []
    hm = [w for w in s.wagers if w.bet is Bet.HOUSE_MONEY]
    rule = ("pa:627a.7(a)(7)(i)", "pa:627a.12(g)", "pa:627a.8(d)(1)") if odds else ("pa:627a.7(a)(7)(ii)",
                                                                                      "pa:627a.8(d)(1)")
    for w in hm:  # from the dealer's right counterclockwise: ascending seats
        if odds:
            won = w.amount * odds
            out.append(Settlement(w.seat, w.bet, Result.WIN, won, rule))
            if any(x.seat == w.seat and x.bet in (Bet.PLAYER, Bet.BANKER) for x in s.wagers):
                eligible.append((w.seat, won))
        else:
            out.append(Settlement(w.seat, w.bet, Result.LOSE, w.amount, rule))
    after = attrs.evolve(s, wagers=tuple(w for w in s.wagers if w.bet is not Bet.HOUSE_MONEY))
    if eligible:
        out.append(Notice("House Money settled: a winner may have the win added to his Player or Banker wager",
                          ("pa:627a.8(d)(1)(i)",)))
        return attrs.evolve(after, phase=Phase.HOUSE_MONEY, house_money=tuple(sorted(eligible))), out
    return after, out


def _addon_amount(cfg: TableConfig, won: int) -> int:
    """627a.8(d)(1)(i): all of the win, or the table's portion of it, in whole cents (A-24)."""
    return math.floor(won * cfg.house_money_addon_portion)


@cites_family("pa:627a.8(d)(1)(i)", "pa:627a.8(d)(1)(ii)")
def add_on(cfg: TableConfig, s: State, e: AddOn) -> tuple[State, Outcomes]:
    """A House Money winner has the dealer put the win (or the table's portion) on his own Player or Banker wager,
    which is then settled as one wager (627a.8(d)(1)(i), (ii); A-17, A-21, A-24)."""
    if not cfg.edition_2013:
        raise refuse("pa:541.8(c)", "no wager is increased after \"no more bets\" (House Money add-ons are a 2013 "
                                    "addition)")
    if s.phase is not Phase.HOUSE_MONEY:
        raise refuse("pa:627a.8(d)(1)(i)", "an add-on is made when House Money has just been settled")
    won = dict(s.house_money).get(e.seat)
    if won is None:
        raise refuse("pa:627a.8(d)(1)(i)", f"seat {e.seat} has no House Money win to add")
    w = s.wager(e.seat, e.bet)
    if e.bet not in (Bet.PLAYER, Bet.BANKER) or w is None:
        raise refuse("pa:627a.8(d)(1)(i)", f"the win goes on the player's existing Player or Banker wager; seat "
                                           f"{e.seat} has none on {e.bet.value}")
    amount = _addon_amount(cfg, won)
    rest = [x for x in s.wagers if x is not w]
    return attrs.evolve(s, wagers=with_wagers(rest + [Wager(w.seat, w.bet, w.amount + amount)]),
                        house_money=tuple(x for x in s.house_money if x[0] != e.seat)), [
        Notice(f"{amount} of seat {e.seat}'s House Money win added to its {e.bet.value} wager",
               ("pa:627a.8(d)(1)(i)", "pa:627a.8(d)(1)(ii)"))]


@cites_family("pa:627a.8(d)(2)")
def proceed(cfg: TableConfig, s: State, e: Proceed) -> tuple[State, Outcomes]:
    """House Money settled: the round goes on, third cards dealt as the rules require (627a.8(d)(2))."""
    if not cfg.edition_2013:
        raise refuse("pa:541.10", "the dealer deals on as the rules require: there is no House Money to settle")
    if s.phase is not Phase.HOUSE_MONEY:
        raise refuse("pa:627a.8(d)(2)", "the dealer proceeds after House Money is settled")
    return _continue(cfg, attrs.evolve(s, phase=Phase.DEALING, house_money=()), [])


# --- settlement ----------------------------------------------------------------------------------


def _three_card_seven(s: State) -> bool:
    return len(s.banker) == 3 and kernels.points(*_ranks(s.banker)) == 7


@cites_family("pa:541.8(a)(1)", "pa:541.8(a)(1)(i)", "pa:541.8(a)(1)(ii)", "pa:541.8(a)(1)(iii)",
              "pa:541.8(a)(1)(iii)(A)", "pa:541.8(a)(1)(iii)(B)", "pa:541.13(c)", "pa:541.13(e)", "pa:541.13(f)",
              "pa:627a.2(b)(8)")
def banker_settlement(cfg: TableConfig, w: Wager, won: Winner, s: State) -> tuple[Settlement, Optional[Fraction]]:
    """The Banker wager: (its settlement, vigorish to mark when deferred)."""
    if won is Winner.PLAYER:
        return Settlement(w.seat, w.bet, Result.LOSE, w.amount, ("pa:541.8(a)(1)(ii)",)), None
    tie_charge = cfg.banker_mode is BankerMode.TIE_CHARGE
    if won is Winner.TIE:
        if tie_charge:
            return Settlement(w.seat, w.bet, Result.VOID, w.amount,
                              ("pa:541.8(a)(1)(iii)", "pa:541.8(a)(1)(iii)(B)", "pa:541.13(f)"),
                              commission=Fraction(w.amount, 4)), None
        return Settlement(w.seat, w.bet, Result.VOID, w.amount, ("pa:541.8(a)(1)(iii)", "pa:541.8(a)(1)(iii)(A)")), None
    if cfg.ez_table:
        if cfg.ez_banker_push is EzBankerPush.THREE_CARD_7 and _three_card_seven(s):
            return Settlement(w.seat, w.bet, Result.VOID, w.amount, ("pa:627a.2(b)(8)",)), None
        return Settlement(w.seat, w.bet, Result.WIN, w.amount, ("pa:541.8(a)(1)(i)", "pa:627a.2(b)(8)")), None
    if tie_charge:
        return Settlement(w.seat, w.bet, Result.WIN, w.amount, ("pa:541.8(a)(1)(i)", "pa:541.13(f)")), None
    vig = kernels.commission(w.amount, cfg.commission_rate, cfg.rounding_unit)
    clauses = ("pa:541.8(a)(1)(i)", "pa:541.13(c)") + (("pa:541.13(d)",) if cfg.rounding_unit else ())
    if cfg.vig_collection is VigCollection.DEFERRED:
        return Settlement(w.seat, w.bet, Result.WIN, w.amount, clauses + ("pa:541.13(e)",)), vig
    return Settlement(w.seat, w.bet, Result.WIN, w.amount, clauses, commission=vig), None


def _rules_applied(s: State) -> tuple[str, ...]:
    """The drawing rules that decided the round's cards (541.11), for the announcement of its result."""
    p, b = kernels.points(*_ranks(s.player[:2])), kernels.points(*_ranks(s.banker[:2]))
    if kernels.is_natural(p) or kernels.is_natural(b):
        return "pa:541.11(a)", "pa:541.1#natural"
    player = "pa:541.11(b)(1)" if len(s.player) == 3 else "pa:541.11(b)(2)"
    if len(s.player) == 2:
        return player, "pa:541.11(c)(1)"
    if b <= 2:
        return player, "pa:541.11(c)(2)(i)"
    if b == 7:
        return player, "pa:541.11(c)(2)(ii)"
    return player, "pa:541.11(c)(2)(iii)", "pa:541.11(d)", "pa:541.11(e)", "pa:541.11(f)", "pa:541.11(g)"


@cites_family("pa:541.8(a)(2)", "pa:541.8(a)(2)(i)", "pa:541.8(a)(2)(ii)", "pa:541.8(a)(2)(iii)", "pa:541.8(a)(3)",
              "pa:541.8(a)(3)(i)", "pa:541.8(a)(3)(ii)", "pa:541.13(a)", "pa:541.13(b)", "pa:627a.12")
def settlement(cfg: TableConfig, w: Wager, won: Winner, s: State) -> tuple[Settlement, Optional[Fraction]]:
    if w.bet is Bet.BANKER:
        return banker_settlement(cfg, w, won, s)
    if w.bet is Bet.PLAYER:
        if won is Winner.PLAYER:
            return Settlement(w.seat, w.bet, Result.WIN, w.amount, ("pa:541.8(a)(2)(i)", "pa:541.13(a)")), None
        if won is Winner.BANKER:
            return Settlement(w.seat, w.bet, Result.LOSE, w.amount, ("pa:541.8(a)(2)(ii)",)), None
        return Settlement(w.seat, w.bet, Result.VOID, w.amount, ("pa:541.8(a)(2)(iii)",)), None
    if won is Winner.TIE:
        return Settlement(w.seat, w.bet, Result.WIN, w.amount * cfg.tie_odds,
                          ("pa:541.8(a)(3)(i)", "pa:541.13(b)")), None
    return Settlement(w.seat, w.bet, Result.LOSE, w.amount, ("pa:541.8(a)(3)(ii)",)), None


@cites_family("pa:541.12", "pa:541.12(a)", "pa:541.12(b)", "pa:541.12(c)", "pa:541.13", "pa:541.13(a)", "pa:541.13(b)",
              "pa:541.13(c)", "pa:541.13(d)", "pa:541.13(e)", "pa:541.13(f)", "pa:541.13(g)", "pa:541.8(a)(1)",
              "pa:541.8(a)(1)(iii)", "pa:541.8(a)(2)", "pa:541.8(a)(3)", "pa:541.10(e)", "pa:627a.2(b)(8)",
              "pa:545.14(a)(1)")
def settle_round(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """The result is announced (541.12(a)); losing wagers are collected, then from the highest-numbered seat down
    each winner's vigorish is collected or marked and the wager paid (541.12(b), 541.13); ties return Player and
    Banker wagers (less the 25% charge where the table makes it, 541.13(f)). The cards go to the discard rack
    (541.12(c)); the cut card's last hand ends the shoe (541.10(e)). At Baccarat a Banker loss makes the curator
    give up the shoe (545.14(a)(1))."""
    p, b = kernels.points(*_ranks(s.player)), kernels.points(*_ranks(s.banker))
    won = kernels.winner(p, b)
    said = "Tie Hand" if won is Winner.TIE else f"{won.value.capitalize()}'s Hand wins"
    out = out + [Notice(f"Player {p}, Banker {b}: {said}", ("pa:541.12(a)", "pa:541.6(b)") + _rules_applied(s))]
    decided = [settlement(cfg, w, won, s) for w in s.wagers]
    ordered = ("pa:541.12(b)",)  # losers first, then winners from the highest seat down
    losers = [attrs.evolve(x, clauses=x.clauses + ordered) for x, _ in decided if x.result is Result.LOSE]
    winners = sorted((attrs.evolve(x, clauses=x.clauses + ordered) for x, _ in decided if x.result is Result.WIN),
                     key=lambda x: -x.seat)
    pushes = [x for x, _ in decided if x.result is Result.VOID]
    owed = dict(s.owed)
    markers: Outcomes = []
    for x, vig in decided:
        if vig:
            owed[x.seat] = owed.get(x.seat, Fraction(0)) + vig
            markers.append(Notice(f"vigorish of {vig} marked in box {x.seat}", ("pa:541.13(e)",)))
    out = out + losers + winners + pushes + markers
    after = attrs.evolve(s, phase=Phase.BETTING, wagers=(), player=(), banker=(), squeezers=(0, 0), passed=_NO_ONE,
                         owed=tuple(sorted((k, v) for k, v in owed.items() if v)))
    if cfg.curated and s.curator is not None and (
            won is Winner.PLAYER or (won is Winner.TIE and cfg.curator_passes_on_tie)):
        after, more = give_up_shoe(after, s.curator, "the Banker's Hand lost: the curator passes the shoe"
                                   if won is Winner.PLAYER else "a tie: the curator passes the shoe",
                                   ("pa:545.14(a)(1)", "pa:545.14(b)"))
        out = out + more
    if cfg.continuous:  # 541.15: the round's cards go back into the shuffler
        return attrs.evolve(after, seen=(0,) * 52, hidden=0), out
    if s.rounds_left == 0:
        return end_of_shoe(cfg, after, out, "the last hand is over")
    if s.rounds_left == 1:
        return attrs.evolve(after, rounds_left=0), out + [Notice("last hand", ("pa:541.10(e)",))]
    return after, out


@cites_family("pa:541.10(e)", "pa:541.13(e)", "pa:541.14(e)")
@cites_family("pa:543.3(b)", "pa:543.13(e)")
def end_of_shoe(cfg: TableConfig, s: State, out: Outcomes, why: str,
                 clause: str = "pa:541.10(e)") -> tuple[State, Outcomes]:
    """The shoe is over: deferred vigorish is collected (541.13(e)) before the reshuffle (Minibaccarat) or the new
    decks (Midibaccarat, 543.3(b), 543.13(e))."""
    collected: Outcomes = [Commission(seat, Bet.BANKER, v, ("pa:541.13(e)",)) for seat, v in sorted(s.owed)
                           if v]
    if cfg.variant is Variant.MINI:
        said = Notice(why + ": the cards are reshuffled", (clause,))
    else:
        said = Notice(why + ": new decks replace the cards", (clause, "pa:543.3(b)"))
    return attrs.evolve(s, phase=Phase.SHUFFLE, owed=(), rounds_left=None, carry=()), out + collected + [said]


@cites_family("pa:541.14(e)")
def void_shoe_out(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """Too few cards to finish the round: it is void, every wager on it returned, add-ons included; a House Money
    result already settled stands (541.14(e); A-5). Play resumes after a full reshuffle."""
    voided: Outcomes = [Settlement(w.seat, w.bet, Result.VOID, w.amount, ("pa:541.14(e)",)) for w in s.wagers]
    after = attrs.evolve(s, wagers=(), player=(), banker=(), phase=Phase.BETTING, house_money=(), squeezers=(0, 0),
                         passed=_NO_ONE)
    return end_of_shoe(cfg, after, out + voided, "the shoe ran out: the round is void", "pa:541.14(e)")


# --- irregularities ------------------------------------------------------------------------------


@cites_family("pa:541.14", "pa:541.14(a)", "pa:541.14(b)", "pa:541.14(c)")
def misdeal(cfg: TableConfig, s: State, e: Misdeal) -> tuple[State, Outcomes]:
    """A card drawn in error: shown as it was dealt, it is discarded with one more card, unseen (541.14(c)); not
    shown, it becomes the Banker's third card when the Player's Hand stood on two cards and the Banker must draw
    (541.14(b): a third card dealt to a Player's Hand that is authorized none), and otherwise the first card of
    the next round (541.14(a), (b)). After a Player third card dealt as 541.11 requires, no third card can be
    dealt to the Player's Hand in error, so (a) governs and the Banker's third card still comes from the shoe."""
    if s.phase not in _SHOE_IN_PLAY:
        raise refuse("pa:541.14(a)", "no shoe is in play")
    if e.exposed:
        after, out = _draw(cfg, s, (e.card,), max(0, min(1, s.remaining - 1)))
        out.append(Notice(f"{e.card} was disclosed: it and one more card, unseen, go to the discard rack",
                          ("pa:541.14(c)",)))
        return _continue(cfg, after, out) if s.phase is Phase.DEALING else (after, out)
    if s.phase is Phase.DEALING and due(s) is Bet.BANKER and len(s.player) == 2 and len(s.banker) == 2:
        after, out = _draw(cfg, s, (e.card,))
        out.append(Notice(f"{e.card}, dealt to the Player in error, is the Banker's third card", ("pa:541.14(b)",)))
        return _after_card(cfg, _to_hand(after, e.card, Bet.BANKER), out)
    after, out = _draw(cfg, s, (e.card,))
    out.append(Notice(f"{e.card}, drawn in error, will be the first card of the next round", ("pa:541.14(a)",)))
    after = attrs.evolve(after, carry=s.carry + (e.card,))
    return _continue(cfg, after, out) if s.phase is Phase.DEALING else (after, out)


@cites_family("pa:541.14(d)", "pa:541.6(a)")
def face_up_card(cfg: TableConfig, s: State, e: FaceUpCard) -> tuple[State, Outcomes]:
    """A card found face up in the shoe is not used: it goes to the discard rack with as many more cards, drawn face
    up, as its value (541.14(d); a 10 or court card counts 0 unless the table reads its face value, A-6)."""
    if s.phase not in _SHOE_IN_PLAY and s.phase is not Phase.BURN:
        raise refuse("pa:541.14(d)", "no shoe is in play")
    n = kernels.value(e.card.rank) if cfg.faceup_card_value is FaceUpCardValue.BACCARAT_VALUE \
        else min(e.card.rank, 10)
    if len(e.discards) != n:
        raise refuse("pa:541.14(d)", f"{e.card} goes with {n} more cards drawn face up, not {len(e.discards)}")
    after, out = _draw(cfg, s, (e.card,) + tuple(e.discards))
    out.append(Notice(f"{e.card} was face up in the shoe: it and {n} more to the discard rack", ("pa:541.14(d)",)))
    return _continue(cfg, after, out) if s.phase is Phase.DEALING else (after, out)


@cites_family("pa:541.14")
def void_round(cfg: TableConfig, s: State, e: VoidRound) -> tuple[State, Outcomes]:
    """An irregularity the rules do not repair: the floorperson voids the round and every wager on it is returned,
    House Money already settled standing (A-7, A-5). The shoe goes on."""
    if s.phase not in _LIVE:
        raise refuse("pa:541.14", "only a round being dealt can be voided")
    voided: Outcomes = [Settlement(w.seat, w.bet, Result.VOID, w.amount, ("pa:541.14",)) for w in s.wagers]
    after = attrs.evolve(s, wagers=(), player=(), banker=(), phase=Phase.BETTING, house_money=(), squeezers=(0, 0),
                         passed=_NO_ONE)
    if cfg.continuous:  # 541.15: the voided round's cards go back into the shuffler too
        after = attrs.evolve(after, seen=(0,) * 52, hidden=0)
    return after, voided + [
        Notice("the floorperson voids the round: every wager on it is returned", ("pa:541.14",))]


# --- the entry point -----------------------------------------------------------------------------


def _placed(s: State, e: Event, result: Step[State]) -> int:
    if result.rejected:
        return 0
    if isinstance(e, PlaceBet):
        return e.amount
    if isinstance(e, AddOn):
        return result.state.layout_total - s.layout_total
    return 0


def _cards_conserved(s: State, result: Step[State]) -> bool:
    """INV-CONS-1: the shoe's cards are only ever moved: what left it is what was dealt, burned or discarded (a
    continuous shuffler takes a round's cards back whole, 541.15)."""
    r = result.state
    return r.decks != s.decks or r.phase is Phase.SHUFFLE or r.remaining == 52 * r.decks or (
        r.remaining <= s.remaining and (
        sum(r.seen) + r.hidden - sum(s.seen) - s.hidden == s.remaining - r.remaining))


def _losers_first(outcomes: tuple[Outcome, ...]) -> bool:
    """541.12(b): after the result, losing wagers first, then winners from the highest-numbered seat down."""
    main = [o for o in outcomes if isinstance(o, Settlement) and o.bet is not Bet.HOUSE_MONEY
            and o.result is not Result.VOID]
    first_win = next((i for i, o in enumerate(main) if o.result is Result.WIN), len(main))
    seats = [o.seat for o in main[first_win:]]
    return all(o.result is Result.LOSE for o in main[:first_win]) and \
        all(o.result is Result.WIN for o in main[first_win:]) and seats == sorted(seats, reverse=True)


_HANDLERS: dict[type, Handler] = {
    Join: join,
    Leave: leave,
    Shuffle: shuffle,
    Burn: burn,
    PlaceBet: place,
    RemoveBet: remove,
    NoMoreBets: no_more_bets,
    Deal: deal,
    AddOn: add_on,
    Proceed: proceed,
    Misdeal: misdeal,
    FaceUpCard: face_up_card,
    VoidRound: void_round,
    PassSqueeze: pass_squeeze,
    TakeShoe: take_shoe,
    PassShoe: pass_shoe,
}


def _edition(cfg: TableConfig, outcomes: Iterable[Outcome]) -> tuple[Outcome, ...]:
    """Outcomes cite the numbers of the edition in play (a 2013 delta renumbers some 2010 clauses)."""
    names = renaming(cfg.ruleset)
    if not names:
        return tuple(outcomes)

    def ids(c: tuple[str, ...]) -> tuple[str, ...]:  # two Minibaccarat paragraphs may be one elsewhere
        return tuple(dict.fromkeys(names.get(x, x) for x in c))

    out: list[Outcome] = []
    for o in outcomes:
        if isinstance(o, Rejected):
            out.append(Rejected(names.get(o.clause, o.clause), o.reason))
        else:
            out.append(attrs.evolve(o, clauses=ids(o.clauses)))
    return tuple(out)


@cites_family("pa:541.8", "pa:541.12", "pa:541.12(b)", "pa:541.14")
@icontract.ensure(lambda s, result: not result.rejected or result.state == s,
                  "a refused event leaves the state unchanged", enabled=ENABLED)
@icontract.ensure(lambda s, e, result: conserves(s, result.state, result.outcomes, _placed(s, e, result)),
                  "chip conservation: every chip that leaves the layout is returned or settled", enabled=ENABLED)
@icontract.ensure(lambda s, result: _cards_conserved(s, result),
                  "INV-CONS-1: cards leave the shoe only as dealt, burned or discarded cards", enabled=ENABLED)
@icontract.ensure(lambda result: _losers_first(result.outcomes),
                  "541.12(b): losers collected first, then winners from the highest-numbered seat down",
                  enabled=ENABLED)
def step(cfg: TableConfig, s: State, e: Event) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    return dispatch(_HANDLERS, cfg, s, e, unknown="pa:541.8", game="a baccarat", cite=lambda out: _edition(cfg, out))


def replay(cfg: TableConfig, events: Iterable[Event], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (an empty table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)
