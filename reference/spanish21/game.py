"""Spanish 21 as a pure state machine: ``step(cfg, s, e) -> Step``.

``cfg``: :class:`~croupier.reference.spanish21.config.TableConfig`; ``s``:
:class:`~croupier.reference.spanish21.state.State`; ``e``: an event. The cards are shuffled and cut (551.5) and a
card burned (551.8(c)); wagers go down until the first card leaves the shoe (551.6(a), (d)); each card dealt goes
where the rules send it (551.8(d), (g), (h)); Match-The-Dealer is settled once the first two cards are out (551.7(d)),
insurance is offered on an ace (551.10) and the card reader used on an ace or a court card (551.8(e)); the players
decide hand by hand (551.8(f), 551.9, 551.11-551.13(a)); the dealer turns his hole card and draws as 551.13(b) and (c)
say; the round is settled (551.6); the irregularities of 551.16 are events of their own. A refused event is a
:class:`Rejected` outcome carrying the clause, and the state is returned unchanged.

Outcomes cite chapter 551's 2010 numbers; :func:`step` renames them to the edition's (the 2013 edition states
551.11(a) as 635a.10(a)).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Callable, Iterable, Optional

import attrs
import icontract

from croupier import spec
from croupier.reference.blackjack import kernels as bj
from croupier.reference.cards import Card
from croupier.reference.contracts import ENABLED
from croupier.reference.errors import refuse
from croupier.reference.families import blackjack as family
from croupier.reference.outcomes import (Handler, Notice, Outcome, Outcomes, Rejected, Result, Returned, Settlement,
                                         Step, dispatch, run)
from croupier.reference.spanish21 import kernels
from croupier.reference.spanish21.config import (BASE, MTD_MIN, BjOddsScope, DealerBjResolution, MtdMatchBy,
                                                 SettlementOrder, ShareScope, Shuffling, TableConfig)
from croupier.reference.spanish21.state import (DECK, AllowEntry, Bet, Box, Burn, Deal, DealerSkipped, Double,
                                                DrawnInError, FaceUpCard, Hand, Hit, Insure, MissedBox,
                                                MistakenDraw, NewDealer, Peek, Phase, PlaceBet, SkippedHit,
                                                PlaceMatch, ReaderFailure, ReaderRepaired, RemoveBet, Rescue,
                                                Reshuffle, ReshuffleDiscards, Shuffle, Split, Stake, Stand, State,
                                                Status, Surrender, TenFound)
from croupier.spec.citations import cites
from croupier.reference.parsing import is_int

__all__ = ["due", "in_turn", "replay", "step"]


#: the up cards on which the dealer checks for Blackjack: ace, jack, queen, king (551.8(e); S21-A21)
PEEK_RANKS = (1, 11, 12, 13)
_LIVE = (Phase.DEALING, Phase.INSURANCE, Phase.PEEK, Phase.PLAYING, Phase.DEALER)

#: where chapter 551 states what the blackjack family's round engine checks, decides and announces, in its own words
CH551 = family.Chapter(
    phase=Phase, live=_LIVE,
    # the shoe: shuffle and cut, the burn, the cutting card, the discards, a card found or drawn in error
    shoe="shoe", shuffle="pa:551.5(a)", no_cut="pa:551.15", cut="pa:551.5(d)", cut_goes="the cut goes",
    cut_back="pa:551.5(e)", cut_card="cutting card", cut_out=("pa:551.8(j)", "pa:551.8(j)(1)"), reshuffle="pa:551.5(g)",
    deck="pa:551.3(a)", ten_found="551.16(b)", face_up="pa:551.16(a)", tens="pa:551.16(b)", burn="pa:551.8(c)",
    burn_first="the players are dealt to",
    discards="pa:551.16(g)", in_error="pa:551.16(c)", offered="pa:551.16(d)",
    # the boxes and their wagers
    boxes_held="pa:551.14", no_box="pa:551.6(a)", wager="wager", limits="", barred="pa:551.6(k)",
    let_in="pa:551.6(k)(1)",
    first_card="first card", removed="pa:551.6(d)", untouched="pa:551.6(i)", no_wager="pa:551.6(d)",
    # the card reader, insurance, the players' turns, the dealer
    halted="pa:551.16(m)", reader="pa:551.8(e)", checked_when="the second round of cards is out", turned="pa:551.8(h)",
    misuse="pa:551.16(l)", misuse_voids="pa:551.16(l)(1)", misuse_goes_on="pa:551.16(l)(2)",
    insurance="pa:551.10(a)", insured_when="only when the dealer's up card is an ace", insurance_limit="pa:551.10(b)",
    insured_wager="Spanish 21 wager", insurance_kept="pa:551.6(j)", kept_as="confirmed",
    turn="pa:551.8(f)", owed="pa:551.8(g)", status=Status, hit="pa:551.13(a)", to_21="pa:551.13(a)(1)",
    decides="pa:551.8(f)", stands="pa:551.13(b)",
    # the irregularities: a card passed that a hand asked for
    skipped="pa:551.16(i)", asked="asked for", hit_only=False,
)


def _numbers(cid: str) -> dict[str, str]:
    return dict(spec.ruleset(BASE)[cid].numbers)


#: ``"3 to 2"`` -> ``Fraction(3, 2)``: what a unit staked wins, as the spec's numbers write the odds
_ratio = family.odds_of


def _dollars(text: str) -> int:
    """``"$1,000"`` -> 100000 cents."""
    return int(text.lstrip("$").replace(",", "")) * 100


_F = _numbers("pa:551.6(f)")
#: 551.6(f): a Blackjack's odds and every other win's
BLACKJACK_ODDS = _ratio(_F["blackjack"])
EVEN = _ratio(_F["other_wins"])
#: 551.10(c)
INSURANCE_ODDS = _ratio(_numbers("pa:551.10(c)")["payout"])
_H = _numbers("pa:551.6(h)")
#: 551.6(h): the Super Bonus's least wager, its two awards, where the higher starts, and the others' share
SUPER_MIN, SUPER_LOW, SUPER_HIGH_FROM, SUPER_HIGH, SUPER_SHARE = (
    _dollars(_H[k]) for k in ("min_wager", "award_low", "high_wager_from", "award_high", "other_players"))


def _bonus_odds(row: tuple[str, str]) -> Fraction:
    return _ratio(_numbers(row[0])[row[1]])


# --- the shoe ------------------------------------------------------------------------------------------------------


@cites("pa:551.3(a)", "pa:551.5", "pa:551.5(a)", "pa:551.5(d)", "pa:551.5(e)", "pa:551.5(g)", "pa:551.15",
       "pa:551.6(k)(2)", "pa:551.8(c)")
@icontract.ensure(lambda cfg, result: result[0].remaining == DECK * cfg.decks,
                  "551.3(a): a full shoe of 48-card decks", enabled=ENABLED)
def shuffle(cfg: TableConfig, s: State, e: Shuffle) -> tuple[State, Outcomes]:
    """The cards are shuffled and cut (551.5): the cutting card goes in at least 10 cards from either end for the
    cut (551.5(d)) and back in with at least a quarter of the stack behind it (551.5(e)); a continuous shuffler
    has neither (551.15). The first card is then burned (551.8(c)). A reshuffle ends the 551.6(k) bar."""
    continuous = cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER
    family.check_cut(CH551, s, continuous, DECK * cfg.decks, e.cover, e.cut_card)
    return family.shuffled(CH551, s, cfg.decks, e.cut_card, not continuous), []


@cites("pa:551.3", "pa:551.3(a)", "pa:551.16(g)")
def _available(cfg: TableConfig, s: State, card: Optional[Card]) -> None:
    """551.3(a): the shoe holds each of the 48 faces once per deck and no 10; an empty shoe is 551.16(g)'s."""
    family.available(CH551, s, card)


_take = family.take


@cites("pa:551.8(c)", "pa:551.16(g)")
def burn(cfg: TableConfig, s: State, e: Burn) -> tuple[State, Outcomes]:
    """The first card after a shuffle, and the first a new dealer deals, go to the discard rack (551.8(c)); after
    the discards are reshuffled in a round, it goes face down (551.16(g))."""
    return family.burn(CH551, s, e.card), []


@cites("pa:551.8(c)")
def new_dealer(cfg: TableConfig, s: State, e: NewDealer) -> tuple[State, Outcomes]:
    """A new dealer burns a card before dealing to the players (551.8(c))."""
    return family.new_dealer(CH551, s), []


@cites("pa:551.5(a)", "pa:551.5(g)")
def reshuffle(cfg: TableConfig, s: State, e: Reshuffle) -> tuple[State, Outcomes]:
    """A floorperson orders a reshuffle after a round (551.5(a), (g))."""
    return family.reshuffle(CH551, s)


# --- wagers --------------------------------------------------------------------------------------------------------


def _between_rounds(s: State) -> None:
    if s.phase in _LIVE:
        raise refuse("pa:551.6(d)", "no wager is made, raised or withdrawn once the first card has been dealt")


_replace = family.replace_box


@cites("pa:551.2(b)(2)", "pa:551.2(b)(2)(i)", "pa:551.6", "pa:551.6(a)", "pa:551.6(d)", "pa:551.6(k)",
       "pa:551.6(k)(1)", "pa:551.14")
def place_bet(cfg: TableConfig, s: State, e: PlaceBet) -> tuple[State, Outcomes]:
    """A Spanish 21 wager on a box, before the first card (551.6(a), (d)), within the table's limits; one player
    may hold only adjacent boxes, as many as the Rules Submission allows (551.14); with the 551.6(k) option, a
    person who sat out a round since the shuffle may not bet until allowed or the cards are reshuffled."""
    _between_rounds(s)
    if not is_int(e.box) or not 1 <= e.box <= cfg.boxes:
        raise refuse("pa:551.2(b)(2)(i)", f"the table has boxes 1 to {cfg.boxes}, not {e.box}")
    old, player, total = family.wager_on(CH551, cfg, s, e.box, e.amount, e.player, lambda b: b.wager)
    box = attrs.evolve(old, wager=total) if old else Box(number=e.box, player=player, wager=total)
    return _replace(s, box), []


@cites("pa:551.2(b)(2)(ii)", "pa:551.7(b)", "pa:551.7(b)(1)", "pa:551.7(b)(2)")
def place_match(cfg: TableConfig, s: State, e: PlaceMatch) -> tuple[State, Outcomes]:
    """A Match-The-Dealer wager, where offered (551.2(b)(2)(ii)), on a box with a Spanish 21 wager, of at least $1
    and at most the box's wager or the house maximum, whichever is lower (551.7(b))."""
    _between_rounds(s)
    if not cfg.mtd_offered:
        raise refuse("pa:551.2(b)(2)(ii)", "this table does not offer Match-The-Dealer")
    b = s.box(e.box)
    if b is None:
        raise refuse("pa:551.7(b)", f"Match-The-Dealer needs a Spanish 21 wager on box {e.box}")
    total = b.mtd + family.cents("pa:551.7(b)", e.amount)
    top = b.wager if cfg.mtd_max is None else min(b.wager, cfg.mtd_max)
    if total < MTD_MIN:
        raise refuse("pa:551.7(b)", f"Match-The-Dealer takes at least {MTD_MIN} cents, not {total}")
    if total > top:
        raise refuse("pa:551.7(b)(1)" if top == b.wager else "pa:551.7(b)(2)",
                     f"Match-The-Dealer on box {e.box} takes at most {top} cents, not {total}")
    return _replace(s, attrs.evolve(b, mtd=total)), []


@cites("pa:551.6(d)", "pa:551.6(i)")
def remove_bet(cfg: TableConfig, s: State, e: RemoveBet) -> tuple[State, Outcomes]:
    """The box's wagers come down before the first card (551.6(d)); once it is out nobody touches them until they
    are decided (551.6(i))."""
    return family.remove_box(CH551, s, e.box, lambda b: ((Stake(Bet.SPANISH21, 1), b.wager), (Stake(Bet.MTD), b.mtd)))


@cites("pa:551.6(k)(1)")
def allow_entry(cfg: TableConfig, s: State, e: AllowEntry) -> tuple[State, Outcomes]:
    """The certificate holder lets a player who sat out bet again (551.6(k)(1))."""
    return family.allow_entry(CH551, cfg, s, e.player)


# --- whose turn, and which card is due -------------------------------------------------------------------------------


_live = family.live


@cites("pa:551.8(f)", "pa:551.12(b)", "pa:551.16(i)")
def in_turn(s: State) -> Optional[tuple[int, int]]:
    """The box and hand index (0 the leftmost) in turn: the first box from the dealer's left with a hand still
    open, and its leftmost open hand (551.8(f), 551.12(b)); ``None`` outside the players' turns."""
    return family.in_turn(CH551, s)  # a hand whose hit the dealer passed waits for the others (551.16(i))


@cites("pa:551.8", "pa:551.8(d)", "pa:551.8(d)(1)", "pa:551.8(d)(2)", "pa:551.8(d)(3)", "pa:551.8(d)(4)",
       "pa:551.8(g)", "pa:551.12(c)", "pa:551.13", "pa:551.13(b)", "pa:551.16(f)", "pa:551.16(h)")
def due(cfg: TableConfig, s: State) -> Optional[tuple[int, int]]:
    """Where the next card goes: ``(box, hand index)``, ``(0, 0)`` for the dealer, ``None`` when no card is due.
    The first round of cards goes to each wagered box from the dealer's left, then the dealer's up card; the second
    round likewise, the dealer's hole card last (551.8(d)); then a card to a hand that hit, doubled or was just
    split (551.8(g), 551.12(c)), and the dealer's draws (551.13(b))."""
    if s.phase is Phase.BETTING:
        return (s.boxes[0].number, 0) if s.boxes else None
    if s.phase is Phase.DEALING:
        for n in (1, 2):
            box = family.box_due(s, n)  # a box passed for its second card takes it after every other box's (551.16(h))
            if box is not None:
                return box
            if not s.dealer_late and len(s.dealer) < n:
                return 0, 0
        return (0, 0) if len(s.dealer) < 2 else None  # a dealer who passed himself is dealt last (551.16(f))
    if s.phase is Phase.PLAYING:
        return family.owed(s, in_turn(s))
    if s.phase is Phase.DEALER and _dealer_draws(cfg, s):
        return 0, 0
    return None


# --- dealing -------------------------------------------------------------------------------------------------------


def _start_round(cfg: TableConfig, s: State) -> State:
    return family.start_round(s, Phase.DEALING, lambda b: (Hand(wager=b.wager),), face_up_found=0, tens_found=0,
                              dealer_stood=False)


_with_hand = family.with_hand


@cites("pa:551.3(a)", "pa:551.6(d)", "pa:551.6(i)", "pa:551.8(a)", "pa:551.8(d)", "pa:551.8(g)", "pa:551.8(j)",
       "pa:551.8(j)(1)", "pa:551.13(a)(2)", "pa:551.16(m)")
def deal(cfg: TableConfig, s: State, e: Deal) -> tuple[State, Outcomes]:
    """The next card leaves the shoe and goes where :func:`due` says. The first card of a round locks the wagers
    (551.6(d), (i)); no card is dealt while the card reader is down (551.16(m)); the cutting card coming out means
    the round is finished and the cards reshuffled (551.8(j))."""
    target = family.next_card(CH551, s, lambda: due(cfg, s))
    _available(cfg, s, e.card)
    if s.phase is Phase.BETTING:
        s = _start_round(cfg, s)
    s, out = family.put(CH551, target, e.card, _take(s, e.card))
    return _advance(cfg, s, out)


# --- the automatic steps -------------------------------------------------------------------------------------------


def _advance(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """Carry the round on until an event is needed: Match-The-Dealer once two cards are out, the insurance and the
    check, hands that are finished by their cards, the dealer's turn and the settlement."""
    while True:
        if s.pending is not None and s.phase in _LIVE:
            # the card drawn in error is the next card (551.16(c)), or taken when offered (d)
            used = family.use_pending(CH551, s, due(cfg, s))
            if used is not None:
                s, more = used
                out += more
                continue
        if s.phase is Phase.DEALING:
            if not _live(s):  # every box passed in the deal is dead: nothing is left to play (551.16(h))
                return _end_round(cfg, s, out)
            if due(cfg, s) is not None:
                return s, out
            s, out = _settle_matches(cfg, s, out)
            s = family.after_deal(CH551, s, PEEK_RANKS)
            continue
        if s.phase is Phase.PLAYING:
            turned = Notice("Dealer's Card: the hole card is turned", ("pa:551.8(h)",))
            went = family.play_by_cards(s, out, in_turn(s), Phase.DEALER, turned,
                                        lambda s, b, i, h: _by_cards(cfg, s, b, i, h))
            if went is None:
                return s, out
            s, out = went
            continue
        if s.phase is Phase.DEALER:
            if _dealer_draws(cfg, s):
                return s, out
            points, soft = _dealer_total(s)
            if bj.dealer_draws(points, soft):
                out.append(Notice("the dealer does not draw: no hand's result depends on his total",
                                  ("pa:551.13(c)",)))
            return _settle(cfg, s, out)
        return s, out


@cites("pa:551.11(d)", "pa:551.13(a)", "pa:551.13(a)(1)", "pa:551.13(a)(2)")
def _finish_by_cards(cfg: TableConfig, s: State, b: Box, h: Hand) -> Optional[Hand]:
    """The hand's next status when its cards decide it (``None`` when the player decides): over 21 it is bust;
    doubled and given its card it waits on the rescue (551.11(d)), or is bust; at 21 it stands (551.13(a)(1)),
    but a Blackjack may still be surrendered where that reading holds (S21-A08)."""
    if h.status is not Status.OPEN:
        return None
    if bj.busted(h.ranks):
        return attrs.evolve(h, status=Status.BUST)
    if h.double:
        return attrs.evolve(h, status=Status.RESCUE)
    if h.points == bj.BLACKJACK:
        if _is_bj(cfg, b, h) and cfg.allow_surrender_on_blackjack and not h.split:
            return None
        return attrs.evolve(h, status=Status.STOOD)
    return None


def _by_cards(cfg: TableConfig, s: State, b: Box, i: int, h: Hand) -> Optional[tuple[State, Outcomes]]:
    nxt = _finish_by_cards(cfg, s, b, h)
    return None if nxt is None else _set_hand(cfg, s, b.number, i, nxt)


@cites("pa:551.1", "pa:551.1#blackjack")
def _is_bj(cfg: TableConfig, b: Box, h: Hand) -> bool:
    """551.1: a Blackjack is a hand's first two cards, an ace and a court card; a split hand's only where the table
    reads so (S21-A03)."""
    return bj.is_blackjack(h.ranks, from_split=h.split and not cfg.split_21_is_blackjack)


def _defer(cfg: TableConfig, s: State) -> bool:
    """Under play_through, with an up card that may hide a Blackjack, a hand's wagers wait for the hole card
    (551.9(a)(2), 551.11(c), 551.12(d))."""
    return cfg.dealer_bj_resolution is DealerBjResolution.PLAY_THROUGH and s.dealer[0].rank in PEEK_RANKS


@cites("pa:551.6(b)", "pa:551.11(d)")
def _set_hand(cfg: TableConfig, s: State, number: int, i: int, h: Hand) -> tuple[State, Outcomes]:
    """Put the hand back; a hand gone over 21 loses at once (S21-A02), with its double, unless the hole card may
    still give the dealer a Blackjack under play_through."""
    out: Outcomes = []
    if h.status is Status.BUST and not _defer(cfg, s):
        out += _lose_hand(number, i, h, ("pa:551.6(b)",))
        h = attrs.evolve(h, settled=True)
    return _with_hand(s, number, i, h), out


def _lose_hand(number: int, i: int, h: Hand, clauses: tuple[str, ...]) -> Outcomes:
    out: Outcomes = [Settlement(number, Stake(Bet.SPANISH21, i + 1), Result.LOSE, h.wager, clauses)]
    if h.double:
        out.append(Settlement(number, Stake(Bet.DOUBLE, i + 1), Result.LOSE, h.double, clauses))
    return out


@cites("pa:551.7", "pa:551.7(a)", "pa:551.7(d)", "pa:551.7(e)", "pa:551.7(e)(1)", "pa:551.7(e)(2)", "pa:551.7(f)")
def _settle_matches(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """Every Match-The-Dealer wager is settled once each box and the dealer hold two cards, before any third card
    and before the card reader is used (551.7(d)): each of the box's two cards matching the up card pays on its own
    (551.7(a)) at the table's odds, at least those of 551.7(e)(1) or (2); the stake comes back once (S21-A05)."""
    up = s.dealer[0]
    diff, same = cfg.mtd_odds
    table = "pa:551.7(e)(1)" if cfg.decks == 6 else "pa:551.7(e)(2)"
    for b in _ordered(cfg, s.boxes):
        if not b.mtd or b.mtd_settled or b.dead:
            continue
        cards = tuple((c.rank, c.suit) for c in b.hands[0].cards)
        won = kernels.match_odds((up.rank, up.suit), cards, diff, same, cfg.mtd_match_by is MtdMatchBy.VALUE)
        if won:
            out.append(Settlement(b.number, Stake(Bet.MTD), Result.WIN, b.mtd * won,
                                  ("pa:551.7(a)", "pa:551.7(d)", table)))
        else:
            out.append(Settlement(b.number, Stake(Bet.MTD), Result.LOSE, b.mtd, ("pa:551.7(a)", "pa:551.7(d)")))
        s = _replace(s, attrs.evolve(b, mtd_settled=True))
    return s, out


def _ordered(cfg: TableConfig, boxes: Iterable[Box]) -> list[Box]:
    """Boxes in the order they are settled (S21-A14)."""
    return sorted(boxes, key=lambda b: b.number, reverse=cfg.settlement_order is SettlementOrder.RIGHT_TO_LEFT)


# --- insurance and the card reader ----------------------------------------------------------------------------------


@cites("pa:551.10", "pa:551.10(a)", "pa:551.10(b)", "pa:551.9(b)", "pa:551.10(e)", "pa:551.6(j)")
def insure(cfg: TableConfig, s: State, e: Insure) -> tuple[State, Outcomes]:
    """Insurance, offered only when the up card is an ace (551.10(a)) and closed when the reader is used, for at
    most half the box's wager or the next amount chips allow (551.10(b))."""
    b = family.insurable(CH551, cfg, s, e.box, e.amount, lambda b: b.wager)
    return _replace(s, attrs.evolve(b, insurance=e.amount)), []


@cites("pa:551.1#card-reader-device", "pa:551.8(e)", "pa:551.10(d)", "pa:551.16(l)", "pa:551.16(l)(1)",
       "pa:551.16(l)(2)", "pa:551.16(m)")
def peek(cfg: TableConfig, s: State, e: Peek) -> tuple[State, Outcomes]:
    """The dealer checks the hole card with the card reader, as he must when the up card is an ace, king, queen or
    jack (551.8(e)). Without a Blackjack the losing insurance is collected (551.10(d)) and play goes on; with one,
    the round ends at once (S21-A01 end_round) or play goes on to the reveal (play_through). With any other up card
    the floorperson is told, and if the device could show the card to a player every hand is dead and every
    wager returned (551.16(l)(1)); otherwise play goes on (551.16(l)(2))."""
    if s.halted:
        raise refuse("pa:551.16(m)", "the card reader device is down")
    if s.phase in (Phase.INSURANCE, Phase.PEEK):
        s = attrs.evolve(s, peeked=True)
        dealer_bj = bj.is_blackjack(tuple(c.rank for c in s.dealer))
        if dealer_bj and cfg.dealer_bj_resolution is DealerBjResolution.END_ROUND:
            out: Outcomes = [Notice("the dealer has Blackjack: the hole card is turned and the round settled",
                                    ("pa:551.8(e)",))]
            return _settle(cfg, attrs.evolve(s, phase=Phase.DEALER), out)
        out = []
        if not dealer_bj:
            s, out = family.insurance_lost(s, _ordered(cfg, s.boxes), Stake(Bet.INSURANCE),
                                           ("pa:551.10(a)", "pa:551.10(d)"))
        return _advance(cfg, attrs.evolve(s, phase=Phase.PLAYING), out)
    if s.phase is Phase.PLAYING and s.dealer[0].rank not in PEEK_RANKS:
        return family.reader_misuse(CH551, cfg, s, _void_round)
    family.peek_refused(CH551, s)


# --- the players' decisions ------------------------------------------------------------------------------------------


def _turn(cfg: TableConfig, s: State, number: int) -> tuple[Box, int, Hand]:
    return family.turn(CH551, s, number)


def _held(h: Hand, what: str) -> None:
    """A doubled hand takes its one card (551.13(a)(2)), then waits on its rescue (551.11(d))."""
    if h.status is Status.RESCUE and what == "hit":
        raise refuse("pa:551.13(a)(2)", "a doubled hand takes one card only")
    if h.status is Status.RESCUE:
        raise refuse("pa:551.11(d)", f"the doubled hand has had its card: the player rescues it or keeps it, no {what}")


@cites("pa:551.13(a)", "pa:551.13(a)(1)", "pa:551.13(a)(2)", "pa:551.8(g)")
def hit(cfg: TableConfig, s: State, e: Hit) -> tuple[State, Outcomes]:
    """The hand in turn takes a card, while its total is under 21 (551.13(a)(1))."""
    return _advance(cfg, family.hit(CH551, s, e.box, _held), [])


@cites("pa:551.8(f)", "pa:551.11(d)")
def stand(cfg: TableConfig, s: State, e: Stand) -> tuple[State, Outcomes]:
    """The hand in turn stands; a doubled hand that has had its card is kept (551.11(d))."""
    b, i, h = _turn(cfg, s, e.box)
    s = _with_hand(s, b.number, i, attrs.evolve(h, status=Status.STOOD))
    return _advance(cfg, s, [])


@cites("pa:551.11", "pa:551.11(a)", "pa:635a.10(a)", "pa:551.6(j)")
def double(cfg: TableConfig, s: State, e: Double) -> tuple[State, Outcomes]:
    """The hand in turn doubles down for at most its wager (S21-A10) and takes exactly one more card: never on a
    Blackjack or a 21, and in 2010 only on a hand's first two cards, its own or a split hand's (551.11(a)); the 2013
    amendment allows two or more cards (635a.10(a))."""
    b, i, h = family.decision(CH551, s, e.box, "pa:551.11(a)", "double", _held)
    if _is_bj(cfg, b, h) or not bj.may_hit(h.ranks):
        raise refuse("pa:551.11(a)", "no double on a Blackjack or a total of 21")
    if len(h.cards) != 2 and not cfg.double_on_any_count:
        raise refuse("pa:551.11(a)", "a hand doubles only on its first two cards, or a split hand's first two")
    if not is_int(e.amount) or not 0 < e.amount <= h.wager:
        raise refuse("pa:551.11(a)", f"the double is at most the hand's wager of {h.wager} cents, not {e.amount!r}")
    return _advance(cfg, _with_hand(s, b.number, i, attrs.evolve(h, double=e.amount, wants=True)), [])


@cites("pa:551.12", "pa:551.12(a)", "pa:551.12(b)", "pa:551.12(c)")
def split(cfg: TableConfig, s: State, e: Split) -> tuple[State, Outcomes]:
    """The hand in turn, two cards of the same value (551.12(a)), becomes two hands, the new one wagered as much
    as the box's wager; each takes a second card in turn (551.12(b), (c)). A box splits once and resplits once, three
    hands at most (551.12(c)); aces are split like any pair (S21-A11)."""
    b, i, h = family.decision(CH551, s, e.box, "pa:551.12(a)", "split", _held)
    if len(h.cards) != 2 or bj.value(h.cards[0].rank) != bj.value(h.cards[1].rank):
        raise refuse("pa:551.12(a)", "only a hand's first two cards, of the same value, are split")
    if len(b.hands) >= 3:
        raise refuse("pa:551.12(c)", "one resplit at most: a box plays no more than three hands")
    one = attrs.evolve(h, cards=h.cards[:1], split=True)
    two = Hand(cards=h.cards[1:], wager=b.wager, split=True)
    return _advance(cfg, _replace(s, attrs.evolve(b, hands=b.hands[:i] + (one, two) + b.hands[i + 1:])), [])


@cites("pa:551.9", "pa:551.9(a)", "pa:551.9(a)(1)", "pa:551.9(a)(2)", "pa:551.9(b)")
def surrender(cfg: TableConfig, s: State, e: Surrender) -> tuple[State, Outcomes]:
    """The box gives up half its wager, as its first decision on its first two cards (551.9(a)): against a 2-9 up
    card half is collected and half returned at once (551.9(a)(1)); against an ace or a court card the wager waits
    for the hole card, all of it lost to a dealer Blackjack (551.9(a)(2))."""
    b, i, h = family.decision(CH551, s, e.box, "pa:551.9(a)", "surrender", _held)
    if len(b.hands) != 1 or len(h.cards) != 2:
        raise refuse("pa:551.9(a)", "surrender is the first decision on a box's first two cards")
    if _is_bj(cfg, b, h) and not cfg.allow_surrender_on_blackjack:
        raise refuse("pa:551.9(a)", "a Blackjack is not surrendered (allow_surrender_on_blackjack = false)")
    h = attrs.evolve(h, status=Status.SURRENDERED)
    out: Outcomes = []
    if s.dealer[0].rank not in PEEK_RANKS:
        half = Fraction(h.wager, 2)  # a whole number of cents where it is one (step, _exact)
        out = [Settlement(b.number, Stake(Bet.SPANISH21, 1), Result.LOSE, half, ("pa:551.9(a)", "pa:551.9(a)(1)")),
               Returned(b.number, Stake(Bet.SPANISH21, 1), half, ("pa:551.9(a)(1)",))]
        h = attrs.evolve(h, settled=True)
    return _advance(cfg, _with_hand(s, b.number, i, h), out)


@cites("pa:551.11(d)")
def rescue(cfg: TableConfig, s: State, e: Rescue) -> tuple[State, Outcomes]:
    """Right after its card, a doubled hand not over 21 may take back the double and forfeit the wager
    (551.11(d); S21-A09)."""
    b, i, h = _turn(cfg, s, e.box)
    if h.status is not Status.RESCUE:
        raise refuse("pa:551.11(d)", "only a doubled hand that has just had its card, and is not over 21, is rescued")
    out: Outcomes = [Settlement(b.number, Stake(Bet.SPANISH21, i + 1), Result.LOSE, h.wager, ("pa:551.11(d)",)),
                     Returned(b.number, Stake(Bet.DOUBLE, i + 1), h.double, ("pa:551.11(d)",))]
    s = _with_hand(s, b.number, i, attrs.evolve(h, status=Status.RESCUED, settled=True))
    return _advance(cfg, s, out)


# --- the dealer ------------------------------------------------------------------------------------------------------


_dealer_total = family.dealer_total


def _decided(cfg: TableConfig, s: State, b: Box, h: Hand) -> bool:
    """551.13(c): is the hand's result already fixed, whatever the dealer draws?"""
    if h.settled or h.status in (Status.BUST, Status.SURRENDERED, Status.RESCUED, Status.DEAD):
        return True
    if _is_bj(cfg, b, h):  # wins whatever the dealer holds; literally paid by the dealer's total (S21-A22)
        return cfg.bj_odds_scope is BjOddsScope.ALL_BLACKJACK_WINS
    return h.points == bj.BLACKJACK and len(h.cards) >= 3


@cites("pa:551.13(b)", "pa:551.13(c)")
def _dealer_draws(cfg: TableConfig, s: State) -> bool:
    """The dealer draws while under 17 and stands on every 17, soft 17 too (551.13(b)), but not at all once every
    hand's result is fixed and his total cannot change any of them (551.13(c))."""
    if all(_decided(cfg, s, b, h) for b in _live(s) for h in b.hands):
        return False
    points, soft = _dealer_total(s)
    return bj.dealer_draws(points, soft)


@cites("pa:551.16(e)")
def mistaken_draw(cfg: TableConfig, s: State, e: MistakenDraw) -> tuple[State, Outcomes]:
    """A card the dealer draws by mistake after standing goes to the discard rack and counts for nothing
    (551.16(e))."""
    if s.phase in _LIVE or not s.dealer_stood or s.phase is Phase.SHUFFLE:
        raise refuse("pa:551.16(e)", "only a card drawn after the dealer has stood on his total is set aside so")
    _available(cfg, s, e.card)
    return attrs.evolve(_take(s, e.card), dealer_stood=False), [
        Notice(f"{e.card} drawn in error after the dealer stood goes to the discard rack", ("pa:551.16(e)",))]


# --- settlement ------------------------------------------------------------------------------------------------------


def _win_rule(p_points: int, p_cards: int, p_bj: bool, d_points: int, d_cards: int) -> str:
    if p_bj and d_points == 21 and d_cards >= 2:
        return "pa:551.6(b)(3)"
    if d_points > 21:
        return "pa:551.6(b)(1)"
    if p_points == d_points == 21:
        return "pa:551.6(b)(4)"
    return "pa:551.6(b)(2)"


@cites("pa:551.6", "pa:551.6(b)", "pa:551.6(c)", "pa:551.6(f)", "pa:551.6(g)", "pa:551.2(c)(1)", "pa:551.9(a)(2)",
       "pa:551.10(a)", "pa:551.10(c)", "pa:551.11(b)", "pa:551.11(c)", "pa:551.12(d)", "pa:551.12(e)", "pa:551.8(h)",
       "pa:551.8(l)")
def _settle(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """Every wager still open is settled against the dealer's hand, box by box in the settlement order (S21-A14),
    then the Super Bonus is paid (551.6(h)), and the round ends. The totals are counted from the cards; what the
    dealer announced decides nothing (551.8(l))."""
    d_ranks = tuple(c.rank for c in s.dealer)
    d_points, _ = bj.total(d_ranks)
    d_bj = bj.is_blackjack(d_ranks)
    winners: list[tuple[Box, int]] = []
    for b in _ordered(cfg, _live(s)):
        if b.insurance and not b.insurance_settled:
            if d_bj:
                out.append(Settlement(b.number, Stake(Bet.INSURANCE), Result.WIN, b.insurance * INSURANCE_ODDS,
                                      ("pa:551.10(a)", "pa:551.10(c)")))
            else:
                out.append(Settlement(b.number, Stake(Bet.INSURANCE), Result.LOSE, b.insurance, ("pa:551.10(a)",)))
        played = len(b.hands) > 1 or any(h.double for h in b.hands)
        if d_bj and played:  # only reachable under play_through: the original wager alone is lost
            out += _dealer_bj_after_play(b)
            continue
        for i, h in enumerate(b.hands):
            if h.settled:
                continue
            out += _settle_hand(cfg, s, b, i, h, d_points, len(d_ranks), d_bj, winners)
    out += _super_bonus(cfg, s, winners)
    return _end_round(cfg, s, out)


def _dealer_bj_after_play(b: Box) -> Outcomes:
    """551.11(c), 551.12(d): a dealer Blackjack found after a box doubled or split takes only the box's original
    wager; every double and split wager is returned."""
    clause = "pa:551.12(d)" if len(b.hands) > 1 else "pa:551.11(c)"
    out: Outcomes = []
    for i, h in enumerate(b.hands):
        if h.settled:
            continue
        if i == 0:
            out.append(Settlement(b.number, Stake(Bet.SPANISH21, 1), Result.LOSE, h.wager, (clause,)))
        else:
            out.append(Returned(b.number, Stake(Bet.SPANISH21, i + 1), h.wager, (clause,)))
        if h.double:
            out.append(Returned(b.number, Stake(Bet.DOUBLE, i + 1), h.double, (clause,)))
    return out


def _settle_hand(cfg: TableConfig, s: State, b: Box, i: int, h: Hand, d_points: int, d_cards: int, d_bj: bool,
                 winners: list[tuple[Box, int]]) -> Outcomes:
    base, dbl = Stake(Bet.SPANISH21, i + 1), Stake(Bet.DOUBLE, i + 1)
    if h.status is Status.SURRENDERED:
        if d_bj:
            return [Settlement(b.number, base, Result.LOSE, h.wager, ("pa:551.9(a)", "pa:551.9(a)(2)"))]
        half = Fraction(h.wager, 2)
        return [Settlement(b.number, base, Result.LOSE, half, ("pa:551.9(a)", "pa:551.9(a)(2)")),
                Returned(b.number, base, half, ("pa:551.9(a)(2)",))]
    p_bj = _is_bj(cfg, b, h)
    r = kernels.versus_dealer(h.points, len(h.cards), p_bj, d_points, d_cards, d_bj)
    if r == kernels.LOSE:
        why = "pa:551.6(b)" if h.points > 21 else "pa:551.6(c)" if d_bj else "pa:551.6(b)(2)"
        return _lose_hand(b.number, i, h, (why,))
    if r == kernels.PUSH:
        out: Outcomes = [Settlement(b.number, base, Result.VOID, h.wager, ("pa:551.6(c)",))]
        if h.double:
            out.append(Settlement(b.number, dbl, Result.VOID, h.double, ("pa:551.6(c)",)))
        return out
    rule = _win_rule(h.points, len(h.cards), p_bj, d_points, d_cards)
    if h.double:
        return [Settlement(b.number, base, Result.WIN, h.wager * EVEN, (rule, "pa:551.6(g)", "pa:551.11(b)")),
                Settlement(b.number, dbl, Result.WIN, h.double * EVEN, (rule, "pa:551.6(g)", "pa:551.11(b)"))]
    if p_bj:
        if rule == "pa:551.6(b)(3)":
            return [Settlement(b.number, base, Result.WIN, h.wager * BLACKJACK_ODDS, (rule, "pa:551.6(f)"))]
        if cfg.bj_odds_scope is BjOddsScope.ALL_BLACKJACK_WINS:
            return [Settlement(b.number, base, Result.WIN, h.wager * BLACKJACK_ODDS,
                               (rule, "pa:551.6(f)", "pa:551.2(c)(1)"))]
        return [Settlement(b.number, base, Result.WIN, h.wager * EVEN, (rule, "pa:551.6(f)"))]
    row = kernels.bonus_row(h.ranks, "".join(c.suit for c in h.cards))
    if row is None:
        return [Settlement(b.number, base, Result.WIN, h.wager * EVEN, (rule, "pa:551.6(f)"))]
    if row[0] == "pa:551.6(g)(4)":
        winners.append((b, i))
    return [Settlement(b.number, base, Result.WIN, h.wager * _bonus_odds(row), (rule, row[0]))]


@cites("pa:551.6(h)", "pa:551.12(e)", "pa:551.11(b)")
def _super_bonus(cfg: TableConfig, s: State, winners: list[tuple[Box, int]]) -> Outcomes:
    """A winning suited 7-7-7, neither doubled nor split, against a 7 up card earns $1,000 on a wager from $5 to
    under $25 and $5,000 from $25, and each other player who bet in the round $50 (551.6(h); S21-A06)."""
    out: Outcomes = []
    if s.dealer[0].rank != 7:
        return out
    for b, i in winners:
        h = b.hands[i]
        if h.double or h.split or len(b.hands) > 1:
            continue
        if b.wager >= SUPER_MIN:
            award = SUPER_HIGH if b.wager >= SUPER_HIGH_FROM else SUPER_LOW
            out.append(Settlement(b.number, Stake(Bet.SUPER_BONUS), Result.WIN, award, ("pa:551.6(h)",)))
        elif cfg.super_bonus_share_needs_award:
            continue
        # a box whose every hand is dead (551.16(h), (i)) has no wager in the round any more (S21-A06)
        playing = [x for x in _live(s) if any(h.status is not Status.DEAD for h in x.hands)]
        if cfg.super_bonus_share_scope is ShareScope.OTHER_BOXES:
            others = [x.number for x in _ordered(cfg, playing) if x.number != b.number]
        else:
            first: dict[int, int] = {}
            for x in sorted(playing, key=lambda x: x.number):
                if x.player != b.player:
                    first.setdefault(x.player, x.number)
            others = [n for n in (x.number for x in _ordered(cfg, playing)) if n in first.values()]
        out += [Settlement(n, Stake(Bet.SUPER_BONUS_SHARE), Result.WIN, SUPER_SHARE, ("pa:551.6(h)",))
                for n in others]
    return out


@cites("pa:551.8(i)", "pa:551.8(j)", "pa:551.8(j)(2)", "pa:551.8(j)(3)", "pa:551.5(g)", "pa:551.15")
def _end_round(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """The cards go to the discard rack (551.8(i)), or back into a continuous shuffling device (551.15); after the
    cutting card, the rest of the shoe follows them and the cards are reshuffled (551.8(j))."""
    points, _ = _dealer_total(s) if len(s.dealer) >= 2 else (0, False)
    stood = s.phase is Phase.DEALER and points >= bj.DEALER_STANDS
    after_cut = Notice("the undealt cards go to the discard rack and the cards are shuffled",
                       ("pa:551.8(j)(2)", "pa:551.8(j)(3)"))
    # with a continuous shuffler the round's cards go back into the device (551.15)
    return family.clear_round(CH551, s, out, continuous=cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER, stood=stood,
                              after_cut=after_cut, face_up_found=0, tens_found=0, dealer_late=False)


@cites("pa:551.16(a)", "pa:551.16(b)", "pa:551.16(l)(1)")
def _void_round(cfg: TableConfig, s: State, out: Outcomes, clauses: tuple[str, ...], why: str,
                reshuffle: bool = False) -> tuple[State, Outcomes]:
    """Every hand is dead: each wager not yet settled is returned (S21-A16), and the round ends."""
    out = out + [Notice(why, clauses)]
    for b in _ordered(cfg, _live(s)):
        if b.mtd and not b.mtd_settled:
            out.append(Settlement(b.number, Stake(Bet.MTD), Result.VOID, b.mtd, clauses))
        if b.insurance and not b.insurance_settled:
            out.append(Settlement(b.number, Stake(Bet.INSURANCE), Result.VOID, b.insurance, clauses))
        out += _dead(cfg, b, enumerate(b.hands), clauses)
    s, out = _end_round(cfg, attrs.evolve(s, phase=Phase.PLAYING), out)
    return (attrs.evolve(s, phase=Phase.SHUFFLE) if reshuffle else s), out


# --- irregularities --------------------------------------------------------------------------------------------------


@cites("pa:551.16", "pa:551.16(a)")
def face_up_card(cfg: TableConfig, s: State, e: FaceUpCard) -> tuple[State, Outcomes]:
    """A card found face up in the shoe is not used but discarded; a second in the same round's dealing voids the
    round and the cards are reshuffled (551.16(a); S21-A17)."""
    s, out = family.found_face_up(CH551, s, e.card, lambda card: _available(cfg, s, card))
    return _second_voids(cfg, s, out, "face_up_found", "pa:551.16(a)", "a second face-up card in the round: the round "
                         "is void and the cards reshuffled", lambda s, out: _advance(cfg, s, out))


@cites("pa:551.16(b)", "pa:551.4(b)")
def ten_found(cfg: TableConfig, s: State, e: TenFound) -> tuple[State, Outcomes]:
    """A 10 found in the shoe is not used: it is torn and put in the decks' box (551.16(b), 551.4(b)). A second in
    the same round voids the round and the decks leave play (551.16(b))."""
    family.found_ten(CH551, s, e.card)
    out: Outcomes = [Notice(f"{e.card} found in the shoe is torn and boxed", ("pa:551.16(b)",))]
    return _second_voids(cfg, s, out, "tens_found", "pa:551.16(b)", "a second 10 in the round: the round is void and "
                         "the decks are taken out of play", lambda s, out: (s, out))


def _second_voids(cfg: TableConfig, s: State, out: Outcomes, found: str, clause: str, why: str,
                  first: Callable[[State, Outcomes], tuple[State, Outcomes]]) -> tuple[State, Outcomes]:
    """A card found in the shoe during a round is counted (``found``: the state's count of its kind); the second in
    the round voids the round and the cards are reshuffled (551.16(a), (b); ``clause``, ``why``), the first lets play
    go on (``first``). Between rounds nothing is counted."""
    if s.phase not in _LIVE:
        return s, out
    s = attrs.evolve(s, **{found: getattr(s, found) + 1})
    if getattr(s, found) > 1:
        return _void_round(cfg, s, out, (clause,), why, reshuffle=True)
    return first(s, out)


@cites("pa:551.16(m)")
def reader_failure(cfg: TableConfig, s: State, e: ReaderFailure) -> tuple[State, Outcomes]:
    """No cards are dealt while the card reader device is down (551.16(m))."""
    return family.reader_failure(CH551, s)


@cites("pa:551.16(m)")
def reader_repaired(cfg: TableConfig, s: State, e: ReaderRepaired) -> tuple[State, Outcomes]:
    """Dealing resumes once the device is repaired or replaced (551.16(m))."""
    return family.reader_repaired(CH551, s)


@cites("pa:551.16(g)")
def reshuffle_discards(cfg: TableConfig, s: State, e: ReshuffleDiscards) -> tuple[State, Outcomes]:
    """The shoe runs out in a round: the discard rack is shuffled and cut, a card burned face down, and the round
    finished (551.16(g)); the cards are shuffled anew after it."""
    return family.discards_reshuffled(CH551, s)


@cites("pa:551.16(c)", "pa:551.16(d)")
def drawn_in_error(cfg: TableConfig, s: State, e: DrawnInError) -> tuple[State, Outcomes]:
    """A card drawn when none was due is the next card: used as it where it was not shown (551.16(c)), offered as it
    where it was (551.16(d)): the hand in turn takes it by hitting, doubling or splitting, refuses it by standing
    (and takes no more), and the dealer takes it if he draws; one nobody takes goes to the discard rack at the end
    of the round."""
    family.may_draw_in_error(CH551, s, e.card)
    target = due(cfg, s)
    if target is not None:
        s, out = family.put(CH551, target, e.card, _take(s, e.card))
        return _advance(cfg, s, [Notice(f"{e.card} drawn in error is the card due", (
            "pa:551.16(d)" if e.exposed else "pa:551.16(c)",)), *out])
    return family.hold_in_error(s, e.card, e.exposed, "pa:551.16(d)" if e.exposed else "pa:551.16(c)")


@cites("pa:551.16(f)")
def dealer_skipped(cfg: TableConfig, s: State, e: DealerSkipped) -> tuple[State, Outcomes]:
    """The dealer passed his own first card: the players' second cards are dealt, then his two (551.16(f))."""
    if s.phase is not Phase.DEALING or due(cfg, s) != (0, 0) or s.dealer:
        raise refuse("pa:551.16(f)", "only the dealer's own first card, when it is due, can be passed")
    return _advance(cfg, attrs.evolve(s, dealer_late=True), [
        Notice("the dealer passed his first card: he takes his cards after the players' second", ("pa:551.16(f)",))])


def _dead(cfg: TableConfig, b: Box, hands: Iterable[tuple[int, Hand]], clauses: tuple[str, ...],
          match: bool = False) -> Outcomes:
    """Every open wager on the hands returned (S21-A16), with the box's Match-The-Dealer wager if it is open."""
    out: Outcomes = []
    if match and b.mtd and not b.mtd_settled:
        out.append(Settlement(b.number, Stake(Bet.MTD), Result.VOID, b.mtd, clauses))
    for i, h in hands:
        if h.settled:
            continue
        out.append(Settlement(b.number, Stake(Bet.SPANISH21, i + 1), Result.VOID, h.wager, clauses))
        if h.double:
            out.append(Settlement(b.number, Stake(Bet.DOUBLE, i + 1), Result.VOID, h.double, clauses))
    return out


@cites("pa:551.16(h)")
def missed_box(cfg: TableConfig, s: State, e: MissedBox) -> tuple[State, Outcomes]:
    """The dealer passed a box in the deal (551.16(h)): with no card its hand is dead and its wagers returned; with
    one, the player takes the second after every other box's second card, or gives the hand up (S21-A16)."""
    if s.phase is Phase.BETTING and s.boxes and not s.burn_due and not s.halted:
        s = _start_round(cfg, s)  # the first box passed: the round has begun with the next box's card
    # a wagered box whose card is due: not the dealer's own (seat 0 in due()), nor a seat without a wager
    b = s.box(e.box) if s.phase is Phase.DEALING and due(cfg, s) == (e.box, 0) else None
    if b is None:
        raise refuse("pa:551.16(h)", "the dealer has no box: a dealer who passes himself is 551.16(f)" if e.box == 0
                     else f"box {e.box}'s card is not the one due")
    first = not b.hands[0].cards
    if first and e.late:
        raise refuse("pa:551.16(h)", "a box passed for its first card is dead: only a second card comes late")
    if e.late:
        if b.late:
            raise refuse("pa:551.16(h)", f"box {e.box}'s second card already comes last")
        return _replace(s, attrs.evolve(b, late=True)), [
            Notice(f"box {e.box} takes its second card after every other box's", ("pa:551.16(h)",))]
    out = [Notice(f"box {e.box} was passed in the deal: its hand is dead", ("pa:551.16(h)",)),
           *_dead(cfg, b, enumerate(b.hands), ("pa:551.16(h)",), match=True)]
    return _advance(cfg, _replace(s, attrs.evolve(b, dead=True)), out)


@cites("pa:551.16(i)")
def skipped_hit(cfg: TableConfig, s: State, e: SkippedHit) -> tuple[State, Outcomes]:
    """The dealer passed the card a hand asked for (551.16(i)): the player takes it after the other hands' cards and
    before the hole card is turned, or the hand is dead and its wagers returned (S21-A16)."""
    b, i, h = family.skipped(CH551, s, e.box)
    if e.late:
        return _advance(cfg, *family.passed_late(CH551, s, b, i, h))
    out = _dead(cfg, b, [(i, h)], ("pa:551.16(i)",))
    s = _with_hand(s, b.number, i, attrs.evolve(h, status=Status.DEAD, settled=True, wants=False))
    return _advance(cfg, s, out)


# --- the step ------------------------------------------------------------------------------------------------------

_HANDLERS: dict[type, Handler] = {
    Shuffle: shuffle, Burn: burn, NewDealer: new_dealer, Reshuffle: reshuffle, PlaceBet: place_bet,
    PlaceMatch: place_match, RemoveBet: remove_bet, AllowEntry: allow_entry, Deal: deal, Insure: insure,
    Peek: peek, Hit: hit, Stand: stand, Double: double, Split: split, Surrender: surrender, Rescue: rescue,
    FaceUpCard: face_up_card, TenFound: ten_found, MistakenDraw: mistaken_draw, ReaderFailure: reader_failure,
    ReaderRepaired: reader_repaired, ReshuffleDiscards: reshuffle_discards, DrawnInError: drawn_in_error,
    DealerSkipped: dealer_skipped, MissedBox: missed_box, SkippedHit: skipped_hit,
}


def _edition(cfg: TableConfig, outcomes: Outcomes) -> tuple[Outcome, ...]:
    if cfg.ruleset == BASE:
        return tuple(outcomes)
    out: list[Outcome] = []
    for o in outcomes:
        if isinstance(o, Rejected):
            out.append(Rejected(cfg.cite(o.clause), o.reason))
        else:
            out.append(attrs.evolve(o, clauses=tuple(cfg.cite(c) for c in o.clauses)))
    return tuple(out)


def step(cfg: TableConfig, s: State, e: object) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged; whole cents are
    ``int``, fractions of a cent kept (S21-A15)."""
    return dispatch(_HANDLERS, cfg, s, e, unknown="pa:551.8", game="a Spanish 21",
                    cite=lambda outcomes: _edition(cfg, [family.exact(o) for o in outcomes]))


def replay(cfg: TableConfig, events: Iterable[object], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (an empty table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)
