"""Double Attack Blackjack as a pure state machine: ``step(cfg, s, e) -> Step``.

``cfg``: :class:`~croupier.reference.double_attack.config.TableConfig`; ``s``:
:class:`~croupier.reference.double_attack.state.State`; ``e``: an event. The cards are shuffled and cut (665a.5) and
a card burned (665a.7(c)); Bet and Bust It Wagers go down before the dealer's up card, which is dealt first and
alone (665a.7(e)); the players may then add a Double Attack Wager; two cards go to each box and the hole card last
(665a.7(f)); insurance is offered on an ace and the card reader used on an ace or a court card, a dealer Blackjack
ending the round (665a.7(g), 665a.8); the players decide hand by hand, a Blackjack being paid at once (665a.7(h)-(k),
665a.9-665a.11); the dealer turns his hole card, the Bust It Wagers are settled on his first three cards and he draws
to 17 (665a.7(l)-(n)); the round is settled from his far right (665a.7(o), (p)); the irregularities of 665a.13 are
events of their own. A refused event is a :class:`Rejected` outcome carrying the clause, and the state is returned
unchanged.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable, Optional

import attrs
import icontract

from croupier import spec
from croupier.reference.blackjack import kernels as bj
from croupier.reference.cards import Card
from croupier.reference.contracts import ENABLED
from croupier.reference.double_attack import kernels
from croupier.reference.double_attack.config import (BASE, DeadHandBustIt, Shuffling, SplitHandOrder,
                                                     SurrenderAfterDouble, TableConfig)
from croupier.reference.double_attack.state import (DECK, AllowEntry, Bet, Box, Burn, Deal, Double, DrawnInError,
                                                    FaceUpCard, Hand, Hit, Insure, MissedBox, MistakenDraw,
                                                    NewDealer, Peek, Phase, PlaceAttack, PlaceBet, PlaceBustIt,
                                                    ReaderFailure, ReaderRepaired, RemoveBet, Reshuffle,
                                                    ReshuffleDiscards, Shuffle, ShufflerFault, SkippedHit, Split,
                                                    Stake, Stand, State, Status, Surrender, TenFound)
from croupier.reference.errors import refuse
from croupier.reference.families import blackjack as family
from croupier.reference.outcomes import Handler, Notice, Outcomes, Result, Returned, Settlement, Step, dispatch, run
from croupier.spec.citations import cites
from croupier.reference.parsing import is_int

__all__ = ["due", "in_turn", "replay", "step"]


#: the up cards on which the dealer checks for Blackjack: ace, jack, queen, king (665a.7(g))
PEEK_RANKS = (1, 11, 12, 13)
#: 665a.11(c): at most four hands in a box
MOST_HANDS = 4
_LIVE = (Phase.ATTACK, Phase.DEALING, Phase.INSURANCE, Phase.PEEK, Phase.PLAYING, Phase.DEALER)

#: where chapter 665a states what the blackjack family's round engine checks, decides and announces, in its own words
CH665A = family.Chapter(
    phase=Phase, live=_LIVE,
    # the batch: shuffle and cut, the burn, the cover card, the discards, a card found or drawn in error
    shoe="batch", shuffle="pa:665a.5(a)", no_cut="pa:665a.5(h)", cut="pa:665a.5(d)", cut_goes="the cover card goes in",
    cut_back="pa:665a.5(d)", cut_card="cover card", cut_out=("pa:665a.7(d)",), reshuffle="pa:665a.5(f)",
    deck="pa:665a.3(a)", ten_found="TenFound", face_up="pa:665a.13(a)", tens="pa:665a.4(b)", burn="pa:665a.7(c)",
    burn_first="the round is dealt",
    discards="pa:665a.13(e)", in_error="pa:665a.13(b)", offered="pa:665a.13(c)",
    # the boxes and their wagers
    boxes_held="pa:665a.6(g)", no_box="pa:665a.6(d)", wager="Bet Wager", limits="Bets of ", barred="pa:665a.6(b)",
    let_in="pa:665a.6(b)(1)", first_card="up card", removed="pa:665a.6(c)", untouched="pa:665a.6(c)",
    no_wager="pa:665a.6(d)",
    # the card reader, insurance, the players' turns, the dealer
    halted="pa:665a.13(i)", reader="pa:665a.7(g)", checked_when="every box and the dealer have their cards",
    turned="pa:665a.7(l)", misuse="pa:665a.13(h)", misuse_voids="pa:665a.13(h)(1)", misuse_goes_on="pa:665a.13(h)(2)",
    insurance="pa:665a.8(a)", insured_when="when the dealer's up card is an ace and the cards are out",
    insurance_limit="pa:665a.8(b)", insured_wager="Bet Wager", insurance_kept="pa:665a.6(c)", kept_as="placed",
    turn="pa:665a.7(h)", owed="pa:665a.7(i)", status=Status, hit="pa:665a.7(j)", to_21="pa:665a.7(j)(1)",
    decides="pa:665a.7(h)(2)", stands="pa:665a.7(n)",
    # the irregularities: a card passed that a hand asked for
    skipped="pa:665a.13(g)", asked="asked for by hitting", hit_only=True,
)


def _numbers(cid: str) -> dict[str, str]:
    return dict(spec.ruleset(BASE)[cid].numbers)


#: ``"3 to 2"`` -> ``Fraction(3, 2)``: what a unit staked wins, as the spec's numbers write the odds
_ratio = family.odds_of


#: 665a.12(a): the Bet and Double Attack Wagers, a Blackjack included, pay even money
EVEN = _ratio(_numbers("pa:665a.12(a)")["payout"])
#: 665a.12(b)
INSURANCE_ODDS = _ratio(_numbers("pa:665a.12(b)")["payout"])
#: 665a.12(c): the Bust It rows, by the names :func:`kernels.bust_it_row` gives
BUST_IT_ODDS = {k: _ratio(v) for k, v in _numbers("pa:665a.12(c)").items()}


# --- the batch ------------------------------------------------------------------------------------------------------


@cites("pa:665a.3(a)", "pa:665a.3(b)", "pa:665a.3(b)(1)", "pa:665a.3(b)(3)", "pa:665a.3(b)(4)", "pa:665a.5",
       "pa:665a.5(a)", "pa:665a.5(d)", "pa:665a.5(h)", "pa:665a.6(b)(2)", "pa:665a.7(c)")
@icontract.ensure(lambda cfg, result: result[0].remaining == DECK * cfg.decks,
                  "665a.3(a): a full batch of 48-card decks", enabled=ENABLED)
def shuffle(cfg: TableConfig, s: State, e: Shuffle) -> tuple[State, Outcomes]:
    """The cards are shuffled and cut (665a.5): the cover card goes in at least 10 cards from either end for the cut
    and back in with at least a quarter of the stack behind it (665a.5(d)); a continuous shuffler has neither
    (665a.5(h)). With a batch shuffler the other batch comes into play, the two alternating (665a.3(b)). A card is
    then burned (665a.7(c)). A reshuffle ends the 665a.6(b) bar."""
    continuous = cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER
    family.check_cut(CH665A, s, continuous, DECK * cfg.decks, e.cover, e.cut_card)
    batch = 3 - s.batch if cfg.shuffling is Shuffling.BATCH_SHUFFLER and s.batch else 1
    return family.shuffled(CH665A, s, cfg.decks, e.cut_card, not continuous, batch=batch), []


@cites("pa:665a.3", "pa:665a.3(a)", "pa:665a.13(e)")
def _available(cfg: TableConfig, s: State, card: Optional[Card]) -> None:
    """665a.3(a): the batch holds each of the 48 faces once per deck and no 10; an empty shoe is 665a.13(e)'s."""
    family.available(CH665A, s, card)


_take = family.take


@cites("pa:665a.7(c)", "pa:665a.13(e)")
def burn(cfg: TableConfig, s: State, e: Burn) -> tuple[State, Outcomes]:
    """A card is burned once the batch is loaded and when a new dealer takes over (665a.7(c)); after the discards are
    reshuffled in a round, face down (665a.13(e))."""
    return family.burn(CH665A, s, e.card), []


@cites("pa:665a.7(c)")
def new_dealer(cfg: TableConfig, s: State, e: NewDealer) -> tuple[State, Outcomes]:
    """A new dealer burns a card before dealing (665a.7(c))."""
    return family.new_dealer(CH665A, s), []


@cites("pa:665a.5(f)")
def reshuffle(cfg: TableConfig, s: State, e: Reshuffle) -> tuple[State, Outcomes]:
    """A floorperson orders a reshuffle after a round (665a.5(f))."""
    return family.reshuffle(CH665A, s)


@cites("pa:665a.13(j)")
def shuffler_fault(cfg: TableConfig, s: State, e: ShufflerFault) -> tuple[State, Outcomes]:
    """The automated shuffler jams or stops short of its cycle: the cards in it are reshuffled (665a.13(j)). A
    continuous shuffler holds the cards in play, so they are shuffled before the next round; a batch shuffler holds
    the batch not in play, which is shuffled again before it is brought in."""
    if cfg.shuffling is Shuffling.MANUAL:
        raise refuse("pa:665a.13(j)", "the table shuffles by hand: it has no automated shuffler")
    if s.phase not in (Phase.SHUFFLE, Phase.BETTING):
        raise refuse("pa:665a.13(j)", "a shuffler fault is dealt with between rounds")
    if cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER:
        s = attrs.evolve(s, phase=Phase.SHUFFLE)
    return s, [Notice("the shuffler jammed or did not finish its cycle: the cards in it are reshuffled",
                      ("pa:665a.13(j)",))]


# --- wagers --------------------------------------------------------------------------------------------------------


_replace = family.replace_box


@cites("pa:665a.2(a)", "pa:665a.2(b)(2)", "pa:665a.6", "pa:665a.6(b)", "pa:665a.6(b)(1)", "pa:665a.6(d)",
       "pa:665a.6(g)", "pa:665a.7(e)")
def place_bet(cfg: TableConfig, s: State, e: PlaceBet) -> tuple[State, Outcomes]:
    """A Bet Wager on a box, before the up card is dealt (665a.6(d), 665a.7(e)), within the table's limits; one
    player may hold only adjacent boxes, as many as the Rules Submission allows (665a.6(g)); with the 665a.6(b)
    option, a person who sat out a round since the shuffle may not bet until allowed or the cards are reshuffled."""
    if s.phase is not Phase.BETTING:
        raise refuse("pa:665a.7(e)", "Bet Wagers are made before the dealer's up card is dealt")
    if not is_int(e.box) or not 1 <= e.box <= cfg.boxes:
        raise refuse("pa:665a.2(a)", f"the table has boxes 1 to {cfg.boxes}, not {e.box}")
    old, player, total = family.wager_on(CH665A, cfg, s, e.box, e.amount, e.player, lambda b: b.bet)
    box = attrs.evolve(old, bet=total) if old else Box(number=e.box, player=player, bet=total)
    return _replace(s, box), []


@cites("pa:665a.2(b)(4)", "pa:665a.6(f)", "pa:665a.7(e)")
def place_bust_it(cfg: TableConfig, s: State, e: PlaceBustIt) -> tuple[State, Outcomes]:
    """A Bust It Wager, where offered, on a box with a Bet, of at most the Bet, before the up card (665a.6(f),
    665a.7(e))."""
    if not cfg.bust_it_offered:
        raise refuse("pa:665a.6(f)", "this table does not offer the Bust It Wager")
    if s.phase is not Phase.BETTING:
        raise refuse("pa:665a.7(e)", "Bust It Wagers are made before the dealer's up card is dealt")
    b = s.box(e.box)
    if b is None:
        raise refuse("pa:665a.6(f)", f"a Bust It Wager needs a Bet Wager on box {e.box}")
    total = b.bust_it + family.cents("pa:665a.6(f)", e.amount)
    if total > b.bet:
        raise refuse("pa:665a.6(f)", f"the Bust It Wager on box {e.box} is at most its Bet of {b.bet} cents, "
                                     f"not {total}")
    return _replace(s, attrs.evolve(b, bust_it=total)), []


@cites("pa:665a.2(b)(2)", "pa:665a.6(e)", "pa:665a.7(e)")
def place_attack(cfg: TableConfig, s: State, e: PlaceAttack) -> tuple[State, Outcomes]:
    """A Double Attack Wager on a box with a Bet, of at most the Bet, once the up card is out and before the first
    card goes to a player (665a.6(e), 665a.7(e)); against an ace too (DA-A09)."""
    if s.phase is not Phase.ATTACK:
        raise refuse("pa:665a.7(e)", "Double Attack Wagers are made after the dealer's up card and before the "
                                     "players' first cards")
    b = s.box(e.box)
    if b is None or b.dead:
        raise refuse("pa:665a.7(e)", f"a Double Attack Wager needs a Bet Wager on box {e.box}")
    total = b.attack + family.cents("pa:665a.6(e)", e.amount)
    if total > b.bet:
        raise refuse("pa:665a.6(e)", f"the Double Attack Wager on box {e.box} is at most its Bet of {b.bet} cents, "
                                     f"not {total}")
    hand = attrs.evolve(b.hands[0], attack=total)
    return _replace(s, attrs.evolve(b, attack=total, hands=(hand,))), []


@cites("pa:665a.6(c)")
def remove_bet(cfg: TableConfig, s: State, e: RemoveBet) -> tuple[State, Outcomes]:
    """The box's wagers come down before the up card is dealt; after it nobody touches them until they are decided
    (665a.6(c))."""
    return family.remove_box(CH665A, s, e.box, lambda b: ((Stake(Bet.BET, 1), b.bet), (Stake(Bet.BUST_IT), b.bust_it)))


@cites("pa:665a.6(b)(1)")
def allow_entry(cfg: TableConfig, s: State, e: AllowEntry) -> tuple[State, Outcomes]:
    """The certificate holder lets a player who sat out bet again (665a.6(b)(1))."""
    return family.allow_entry(CH665A, cfg, s, e.player)


# --- whose turn, and which card is due -------------------------------------------------------------------------------


_live = family.live


@cites("pa:665a.7(h)", "pa:665a.11(b)", "pa:665a.13(g)")
def in_turn(s: State) -> Optional[tuple[int, int]]:
    """The box and hand index (0 the first played) in turn: the first box from the dealer's left with a hand still
    open, and its first open hand (665a.7(h), 665a.11(b)); ``None`` outside the players' turns."""
    return family.in_turn(CH665A, s)  # a hand whose hit the dealer passed waits for the others (665a.13(g))


@cites("pa:665a.7(e)", "pa:665a.7(f)", "pa:665a.7(f)(1)", "pa:665a.7(f)(2)", "pa:665a.7(f)(3)", "pa:665a.7(i)",
       "pa:665a.11(c)", "pa:665a.7(m)(2)", "pa:665a.7(n)", "pa:665a.13(f)")
def due(cfg: TableConfig, s: State) -> Optional[tuple[int, int]]:
    """Where the next card goes: ``(box, hand index)``, ``(0, 0)`` for the dealer, ``None`` when no card is due.
    The dealer's up card first, alone (665a.7(e)); then a first card to each wagered box from the dealer's far left,
    a second likewise, and the hole card (665a.7(f)); then a card to a hand that hit, doubled or was just split
    (665a.7(i), 665a.11(c)), and the dealer's draws (665a.7(m)(2), (n))."""
    if s.phase is Phase.BETTING:
        return (0, 0) if s.boxes else None
    if s.phase in (Phase.ATTACK, Phase.DEALING):
        for n in (1, 2):
            box = family.box_due(s, n)  # a box passed for its second card takes it after every other box's (665a.13(f))
            if box is not None:
                return box
        return (0, 0) if len(s.dealer) < 2 else None
    if s.phase is Phase.PLAYING:
        return family.owed(s, in_turn(s))
    if s.phase is Phase.DEALER and _dealer_draws(s):
        return 0, 0
    return None


# --- dealing -------------------------------------------------------------------------------------------------------


def _start_round(cfg: TableConfig, s: State) -> State:
    return family.start_round(s, Phase.ATTACK, lambda b: (Hand(bet=b.bet),), dealer_stood=False)


_with_hand = family.with_hand


@cites("pa:665a.7", "pa:665a.3(a)", "pa:665a.6(c)", "pa:665a.7(d)", "pa:665a.7(e)", "pa:665a.7(f)",
       "pa:665a.7(i)", "pa:665a.13(i)")
def deal(cfg: TableConfig, s: State, e: Deal) -> tuple[State, Outcomes]:
    """The next card leaves the shoe and goes where :func:`due` says. The up card starts the round and locks the
    Bet and Bust It Wagers (665a.6(c), 665a.7(e)); the first card to a player closes the Double Attack window; no
    card is dealt while the card reader is down (665a.13(i)); the cover card coming out means the round is
    finished and the cards reshuffled (665a.7(d))."""
    target = family.next_card(CH665A, s, lambda: due(cfg, s))
    _available(cfg, s, e.card)
    if s.phase is Phase.BETTING:
        s = _start_round(cfg, s)
    elif s.phase is Phase.ATTACK:
        s = attrs.evolve(s, phase=Phase.DEALING)
    s, out = family.put(CH665A, target, e.card, _take(s, e.card))
    return _advance(cfg, s, out)


# --- the automatic steps -------------------------------------------------------------------------------------------


def _advance(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """Carry the round on until an event is needed: the insurance and the check once every box and the dealer have
    two cards, hands finished by their cards (a Blackjack paid at once), the dealer's turn, the Bust It Wagers on his
    first three cards, and the settlement."""
    while True:
        if s.pending is not None and s.phase in _LIVE and s.phase not in (Phase.ATTACK, Phase.DEALING):
            # the card drawn in error is the next card (665a.13(b)), or taken when offered
            used = family.use_pending(CH665A, s, due(cfg, s))
            if used is not None:
                s, more = used
                out += more
                continue
        if s.phase is Phase.DEALING:
            if due(cfg, s) is not None:
                return s, out
            s = family.after_deal(CH665A, s, PEEK_RANKS)
            continue
        if s.phase is Phase.PLAYING:
            turned = Notice("the hole card is turned", ("pa:665a.7(l)",))
            went = family.play_by_cards(s, out, in_turn(s), Phase.DEALER, turned,
                                        lambda s, b, i, h: _by_cards(cfg, s, b, i, h))
            if went is None:
                return s, out
            s, out = went
            continue
        if s.phase is Phase.DEALER:
            s, out = _settle_bust_its(cfg, s, out)
            if _dealer_draws(s):
                return s, out
            return _settle(cfg, s, out)
        return s, out


@cites("pa:665a.7(h)(1)", "pa:665a.7(j)", "pa:665a.7(j)(1)", "pa:665a.7(j)(2)", "pa:665a.10(a)", "pa:665a.11(e)",
       "pa:665a.12(a)")
def _finish_by_cards(cfg: TableConfig, b: Box, h: Hand) -> Optional[tuple[Hand, Outcomes]]:
    """The hand's next status when its cards decide it (``None`` when the player decides): over 21 it is bust; a
    Blackjack is paid at once, 1 to 1 on the Bet and the Double Attack Wager (665a.7(h)(1), 665a.12(a)); any other 21
    stands (665a.7(j)(1)); a doubled hand has had its one card (665a.10(a)) and a split ace its one card
    (665a.11(e)): the player may still surrender either (DA-A04, DA-A05), or it stands."""
    if h.status is not Status.OPEN:
        return None
    if bj.busted(h.ranks):
        return attrs.evolve(h, status=Status.BUST), []
    if h.points == bj.BLACKJACK:
        if _is_bj(cfg, h) and not h.split:
            clauses = ("pa:665a.7(h)(1)", "pa:665a.12(a)")
            out: Outcomes = [Settlement(b.number, Stake(Bet.BET, 1), Result.WIN, h.bet * EVEN, clauses)]
            if h.attack:
                out.append(Settlement(b.number, Stake(Bet.ATTACK, 1), Result.WIN, h.attack * EVEN, clauses))
            return attrs.evolve(h, status=Status.STOOD, settled=True), out
        return attrs.evolve(h, status=Status.STOOD), []
    if h.double:
        return attrs.evolve(h, status=Status.DOUBLED), []
    if h.aces:
        return attrs.evolve(h, status=Status.ONE_CARD if cfg.surrender_split_aces else Status.STOOD), []
    return None


def _by_cards(cfg: TableConfig, s: State, b: Box, i: int, h: Hand) -> Optional[tuple[State, Outcomes]]:
    nxt = _finish_by_cards(cfg, b, h)
    return None if nxt is None else (_with_hand(s, b.number, i, nxt[0]), nxt[1])


@cites("pa:665a.1", "pa:665a.1#blackjack")
def _is_bj(cfg: TableConfig, h: Hand) -> bool:
    """665a.1: a Blackjack is a hand's first two cards, an ace and a king, queen or jack; a split hand's only where
    the table reads so (DA-A06)."""
    return bj.is_blackjack(h.ranks, from_split=h.split and not cfg.split_21_is_blackjack)


def _ordered(boxes: Iterable[Box]) -> list[Box]:
    """Boxes in the order they are settled: from the dealer's far right, counterclockwise (665a.7(p))."""
    return sorted(boxes, key=lambda b: b.number, reverse=True)


# --- insurance and the card reader ----------------------------------------------------------------------------------


@cites("pa:665a.8", "pa:665a.8(a)", "pa:665a.8(b)", "pa:665a.9(d)", "pa:665a.6(c)")
def insure(cfg: TableConfig, s: State, e: Insure) -> tuple[State, Outcomes]:
    """Insurance, offered only when the up card is an ace (665a.8(a)), once every box and the dealer have two cards
    (DA-A09), and closed when the reader is used, for at most half the box's Bet, the Double Attack Wager not
    counted, or the next amount chips allow (665a.8(b))."""
    b = family.insurable(CH665A, cfg, s, e.box, e.amount, lambda b: b.bet)
    return _replace(s, attrs.evolve(b, insurance=e.amount)), []


@cites("pa:665a.1#card-reader-device", "pa:665a.7(g)", "pa:665a.8(d)", "pa:665a.13(h)", "pa:665a.13(h)(1)",
       "pa:665a.13(h)(2)", "pa:665a.13(i)")
def peek(cfg: TableConfig, s: State, e: Peek) -> tuple[State, Outcomes]:
    """The dealer checks the hole card with the card reader, as he must when the up card is an ace, king, queen or
    jack (665a.7(g)). A Blackjack ends the round: no more cards, and every wager is settled. Otherwise the losing
    insurance is collected (665a.8(d)) and play goes on. With any other up card the floorperson is told, and if the
    device could show the card to a player every hand is dead and every wager returned (665a.13(h)(1)); otherwise
    play goes on (665a.13(h)(2))."""
    if s.halted:
        raise refuse("pa:665a.13(i)", "the card reader device is down")
    if s.phase in (Phase.INSURANCE, Phase.PEEK):
        s = attrs.evolve(s, peeked=True)
        if bj.is_blackjack(tuple(c.rank for c in s.dealer)):
            return _dealer_blackjack(cfg, s)
        s, out = family.insurance_lost(s, _ordered(s.boxes), Stake(Bet.INSURANCE), ("pa:665a.8(a)", "pa:665a.8(d)"))
        return _advance(cfg, attrs.evolve(s, phase=Phase.PLAYING), out)
    if s.phase is Phase.PLAYING and s.dealer[0].rank not in PEEK_RANKS:
        return family.reader_misuse(CH665A, cfg, s, _void_round)
    family.peek_refused(CH665A, s)


@cites("pa:665a.7(g)", "pa:665a.7(o)(1)(ii)(A)", "pa:665a.7(o)(1)(iii)", "pa:665a.7(o)(2)", "pa:665a.8(a)",
       "pa:665a.8(c)", "pa:665a.12(b)", "pa:665a.7(m)(1)", "pa:665a.9(b)(2)(i)", "pa:665a.10(b)", "pa:665a.11(d)")
def _dealer_blackjack(cfg: TableConfig, s: State) -> tuple[State, Outcomes]:
    """The reader finds a Blackjack: the round ends (665a.7(g)). Each Bet loses, or ties a Blackjack
    (665a.7(o)(1)(ii)(A), (iii)); each Double Attack Wager is returned (665a.7(o)(2)); insurance wins 5 to 2
    (665a.8(a), 665a.12(b)); every Bust It Wager loses, the dealer's first two cards totalling 21 (665a.7(m)(1)),
    and all of them are collected first, before any Bet or Double Attack Wager is settled (665a.7(m)(1)).

    The check comes before any player decides, so no hand has been surrendered, doubled or split when a dealer
    Blackjack is found, and the rules for those cases (665a.9(b)(2)(i), 665a.10(b), 665a.11(d)) never act; the model
    asserts as much (DA-A07)."""
    assert all(len(b.hands) == 1 and not b.hands[0].double and b.hands[0].status is Status.OPEN
               for b in s.boxes if b.hands), "DA-A07: a dealer Blackjack is found before any player decides"
    out: Outcomes = [Notice("the dealer has Blackjack: the hole card is turned and the round settled",
                            ("pa:665a.7(g)",))]
    # every losing Bust It Wager is collected before any Bet or Double Attack Wager is settled (665a.7(m)(1))
    out += [Settlement(b.number, Stake(Bet.BUST_IT), Result.LOSE, b.bust_it, ("pa:665a.7(m)(1)",))
            for b in _ordered(s.boxes) if b.bust_it and not b.bust_it_settled]
    for b in _ordered(s.boxes):
        if b.insurance:
            out.append(Settlement(b.number, Stake(Bet.INSURANCE), Result.WIN, b.insurance * INSURANCE_ODDS,
                                  ("pa:665a.8(a)", "pa:665a.8(c)", "pa:665a.12(b)")))
        if b.dead:
            continue
        h = b.hands[0]
        if _is_bj(cfg, h):
            out.append(Settlement(b.number, Stake(Bet.BET, 1), Result.VOID, h.bet, ("pa:665a.7(o)(1)(iii)",)))
            if h.attack:
                out.append(Settlement(b.number, Stake(Bet.ATTACK, 1), Result.VOID, h.attack,
                                      ("pa:665a.7(o)(1)(iii)", "pa:665a.7(o)(2)")))
        else:
            out.append(Settlement(b.number, Stake(Bet.BET, 1), Result.LOSE, h.bet, ("pa:665a.7(o)(1)(ii)(A)",)))
            if h.attack:
                out.append(Settlement(b.number, Stake(Bet.ATTACK, 1), Result.VOID, h.attack, ("pa:665a.7(o)(2)",)))
    return _end_round(cfg, attrs.evolve(s, phase=Phase.DEALER), out)


# --- the players' decisions ------------------------------------------------------------------------------------------


def _turn(cfg: TableConfig, s: State, number: int) -> tuple[Box, int, Hand]:
    return family.turn(CH665A, s, number)


def _held(h: Hand, what: str) -> None:
    """A doubled hand has its one card (665a.7(j)(2), 665a.10(a)), a split ace its one (665a.11(e)): each stands or
    surrenders."""
    if h.status is Status.DOUBLED:
        raise refuse("pa:665a.7(j)(2)" if what == "hit" else "pa:665a.10(a)",
                     f"a doubled hand has its one card: it stands or surrenders, no {what}")
    if h.status is Status.ONE_CARD:
        raise refuse("pa:665a.11(e)", f"a split ace has its one card: it stands or surrenders, no {what}")


@cites("pa:665a.7(h)(2)", "pa:665a.7(j)", "pa:665a.7(j)(1)", "pa:665a.7(j)(2)")
def hit(cfg: TableConfig, s: State, e: Hit) -> tuple[State, Outcomes]:
    """The hand in turn takes a card, while its total is under 21 (665a.7(j)(1))."""
    return _advance(cfg, family.hit(CH665A, s, e.box, _held), [])


@cites("pa:665a.7(h)(2)")
def stand(cfg: TableConfig, s: State, e: Stand) -> tuple[State, Outcomes]:
    """The hand in turn stands (665a.7(h)(2)); a doubled hand or a split ace is kept."""
    b, i, h = _turn(cfg, s, e.box)
    return _advance(cfg, _with_hand(s, b.number, i, attrs.evolve(h, status=Status.STOOD)), [])


@cites("pa:665a.10", "pa:665a.10(a)", "pa:665a.10(c)", "pa:665a.6(c)")
def double(cfg: TableConfig, s: State, e: Double) -> tuple[State, Outcomes]:
    """The hand in turn doubles down for at most its Bet and Double Attack parts and takes exactly one more card, on
    two or more cards, a split hand's too, never on a Blackjack or a 21 (665a.10(a)); the card is dealt face up, turned
    sideways (665a.10(c)), a procedure the model does not see."""
    b, i, h = family.decision(CH665A, s, e.box, "pa:665a.10(a)", "double", _held)
    if _is_bj(cfg, h) or not bj.may_hit(h.ranks):
        raise refuse("pa:665a.10(a)", "no double on a Blackjack or a total of 21")
    top = h.bet + h.attack
    if not is_int(e.amount) or not 0 < e.amount <= top:
        raise refuse("pa:665a.10(a)", f"the double is at most the hand's Bet and Double Attack, {top} cents, "
                                      f"not {e.amount!r}")
    return _advance(cfg, _with_hand(s, b.number, i, attrs.evolve(h, double=e.amount, wants=True)), [])


@cites("pa:665a.11", "pa:665a.11(a)", "pa:665a.11(b)", "pa:665a.11(c)", "pa:665a.11(e)")
def split(cfg: TableConfig, s: State, e: Split) -> tuple[State, Outcomes]:
    """The hand in turn, its first two cards of the same value (665a.11(a)), becomes two hands, the new one with a
    Bet and a Double Attack part equal to the box's (DA-A02); each takes its second card in turn (665a.11(b), (c)).
    Up to three splits and four hands (665a.11(c)); aces are split once and take one card each (665a.11(e)). The new
    hand is played next, or after the box's others (split_hand_order, DA-A14)."""
    b, i, h = family.decision(CH665A, s, e.box, "pa:665a.11(a)", "split", _held)
    if len(h.cards) != 2 or bj.value(h.cards[0].rank) != bj.value(h.cards[1].rank):
        raise refuse("pa:665a.11(a)", "only a hand's first two cards, of the same value, are split")
    if len(b.hands) >= MOST_HANDS:
        raise refuse("pa:665a.11(c)", "three splits at most: a box plays no more than four hands")
    one = attrs.evolve(h, cards=h.cards[:1], split=True)
    two = Hand(cards=h.cards[1:], bet=b.bet, attack=b.attack, split=True)
    if cfg.split_hand_order is SplitHandOrder.INSERT_AFTER_CURRENT:
        hands = b.hands[:i] + (one, two) + b.hands[i + 1:]
    else:
        hands = b.hands[:i] + (one,) + b.hands[i + 1:] + (two,)
    return _advance(cfg, _replace(s, attrs.evolve(b, hands=hands)), [])


@cites("pa:665a.9", "pa:665a.9(a)", "pa:665a.9(b)", "pa:665a.9(b)(1)", "pa:665a.9(b)(2)", "pa:665a.9(b)(2)(ii)",
       "pa:665a.9(c)", "pa:665a.7(k)")
def surrender(cfg: TableConfig, s: State, e: Surrender) -> tuple[State, Outcomes]:
    """The hand in turn is given up, on its first two cards or after drawing, splitting or doubling, while under 21
    and before the player stands (665a.9(a), 665a.7(k)): half of its Bet and Double Attack parts is collected and
    half returned at once (665a.9(b)(1); against an ace or a court card the reader has found no Blackjack, so
    665a.9(b)(2)(ii)), its double as surrender_after_double_dd says (DA-A03). The box's Bust It Wager stays until the
    dealer's third card (665a.9(c))."""
    b, i, h = _turn(cfg, s, e.box)
    if h.status is Status.ONE_CARD and not cfg.surrender_split_aces:
        raise refuse("pa:665a.11(e)", "a split ace is not surrendered (surrender_split_aces = false)")
    if h.finished:
        raise refuse("pa:665a.9(a)", "a hand that has stood is not surrendered")
    if h.points >= bj.BLACKJACK:
        raise refuse("pa:665a.7(k)", "only a hand under 21 is surrendered")
    # 665a.7(k) is the surrender of a hand that has drawn (hit, doubled, or a split hand given its card)
    drawn = ("pa:665a.7(k)",) if len(h.cards) > 2 or h.split else ()
    clauses = ("pa:665a.9(a)", *drawn, "pa:665a.9(b)(2)(ii)" if s.dealer[0].rank in PEEK_RANKS else "pa:665a.9(b)(1)")
    out: Outcomes = []
    for bet, amount in ((Bet.BET, h.bet), (Bet.ATTACK, h.attack)):
        if amount:
            half = Fraction(amount, 2)
            out += [Settlement(b.number, Stake(bet, i + 1), Result.LOSE, half, clauses),
                    Returned(b.number, Stake(bet, i + 1), half, clauses)]
    if h.double:
        dd, mode = Stake(Bet.DOUBLE, i + 1), cfg.surrender_after_double_dd
        if mode is SurrenderAfterDouble.HALF:
            half = Fraction(h.double, 2)
            out += [Settlement(b.number, dd, Result.LOSE, half, clauses), Returned(b.number, dd, half, clauses)]
        elif mode is SurrenderAfterDouble.FORFEIT_FULL:
            out.append(Settlement(b.number, dd, Result.LOSE, h.double, clauses))
        else:
            out.append(Settlement(b.number, dd, Result.VOID, h.double, clauses))
    h = attrs.evolve(h, status=Status.SURRENDERED, settled=True)
    return _advance(cfg, _with_hand(s, b.number, i, h), out)


# --- the dealer ------------------------------------------------------------------------------------------------------


@cites("pa:665a.3(d)", "pa:665a.3(d)(1)", "pa:665a.3(d)(2)", "pa:665a.3(d)(3)", "pa:665a.1#hard-total",
       "pa:665a.1#soft-total", "pa:665a.1#hole-card")
def _dealer_total(s: State) -> tuple[int, bool]:
    """The dealer's total, his hole card counted once dealt, and whether it is soft: 2 to 9 at face value, a king,
    queen or jack 10, an ace 11 unless that takes the hand over 21, then 1 (665a.3(d)); the players' hands are
    counted alike (:attr:`Hand.points`), by the blackjack kernel."""
    return family.dealer_total(s)


@cites("pa:665a.7(m)(2)", "pa:665a.7(n)", "pa:665a.2(b)(3)(iii)")
def _dealer_draws(s: State) -> bool:
    """The dealer draws while under 17 and stands on every 17, soft 17 too (665a.7(m)(2), (n)), every round, even
    when no wager turns on his total (DA-A10)."""
    points, soft = _dealer_total(s)
    return bj.dealer_draws(points, soft)


@cites("pa:665a.7(m)", "pa:665a.7(m)(1)", "pa:665a.7(m)(2)", "pa:665a.7(m)(2)(i)", "pa:665a.7(m)(2)(ii)",
       "pa:665a.12(c)", "pa:665a.9(c)")
def _settle_bust_its(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """Once the hole card is turned: with a first two cards of 17 or more the Bust It Wagers lose (665a.7(m)(1));
    under 17 they wait for the third card, and win on a bust at its row of 665a.12(c) or lose (665a.7(m)(2)). Every
    open one is settled, a surrendered or dead box's included (665a.9(c), DA-A12)."""
    if len(s.dealer) < 3 and _dealer_draws(s):
        return s, out
    cards = s.dealer[:3]
    row = kernels.bust_it_row(tuple(c.rank for c in cards), "".join(c.suit for c in cards))
    for b in _ordered(s.boxes):
        if not b.bust_it or b.bust_it_settled:
            continue
        # a box that surrendered keeps its Bust It Wager to this point (665a.9(c))
        kept = ("pa:665a.9(c)",) if any(h.status is Status.SURRENDERED for h in b.hands) else ()
        if row is None:
            why = "pa:665a.7(m)(1)" if len(cards) == 2 else "pa:665a.7(m)(2)(ii)"
            out.append(Settlement(b.number, Stake(Bet.BUST_IT), Result.LOSE, b.bust_it, (why, *kept)))
        else:
            out.append(Settlement(b.number, Stake(Bet.BUST_IT), Result.WIN, b.bust_it * BUST_IT_ODDS[row],
                                  ("pa:665a.7(m)(2)(i)", "pa:665a.12(c)", *kept)))
        s = _replace(s, attrs.evolve(b, bust_it_settled=True))
    return s, out


@cites("pa:665a.13(d)")
def mistaken_draw(cfg: TableConfig, s: State, e: MistakenDraw) -> tuple[State, Outcomes]:
    """A card the dealer draws by mistake after standing on 17 or more goes to the discard rack (665a.13(d))."""
    if s.phase is Phase.SHUFFLE or s.phase in _LIVE or not s.dealer_stood:
        raise refuse("pa:665a.13(d)", "only a card drawn after the dealer has stood on 17 to 21 is set aside so")
    _available(cfg, s, e.card)
    return attrs.evolve(_take(s, e.card), dealer_stood=False), [
        Notice(f"{e.card} drawn in error after the dealer stood goes to the discard rack", ("pa:665a.13(d)",))]


# --- settlement ------------------------------------------------------------------------------------------------------


@cites("pa:665a.7(o)", "pa:665a.7(o)(1)", "pa:665a.7(o)(2)", "pa:665a.7(p)", "pa:665a.12", "pa:665a.12(a)",
       "pa:665a.7(l)")
def _settle(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """Every hand still open is settled against the dealer's hand, from his far right (665a.7(p)): its Bet part by
    665a.7(o)(1), its Double Attack part with it (665a.7(o)(2)), its double and split money with it too (DA-A02),
    each at 1 to 1 (665a.12(a)); then the round ends."""
    d_ranks = tuple(c.rank for c in s.dealer)
    d_points, _ = bj.total(d_ranks)
    d_bj = bj.is_blackjack(d_ranks)
    for b in _ordered(_live(s)):
        for i, h in enumerate(b.hands):
            if h.settled:
                continue
            r = kernels.versus_dealer(h.points, len(h.cards), _is_bj(cfg, h), d_points, len(d_ranks), d_bj)
            out += _hand_result(b.number, i, h, r, _rule(cfg, h, r, d_points, len(d_ranks)))
    return _end_round(cfg, s, out)


def _rule(cfg: TableConfig, h: Hand, r: int, d_points: int, d_cards: int) -> str:
    if r == kernels.PUSH:
        return "pa:665a.7(o)(1)(iii)"
    if r == kernels.LOSE:
        return "pa:665a.7(o)(1)(ii)(B)" if h.points > 21 else "pa:665a.7(o)(1)(ii)(C)"
    if d_points > 21:
        return "pa:665a.7(o)(1)(i)(A)"
    # (i)(C): a Blackjack (a split one, where the table reads so) against a dealer 21 of three or more cards
    return "pa:665a.7(o)(1)(i)(C)" if _is_bj(cfg, h) and d_points == bj.BLACKJACK else "pa:665a.7(o)(1)(i)(B)"


def _hand_result(number: int, i: int, h: Hand, r: int, rule: str) -> Outcomes:
    result = {kernels.WIN: Result.WIN, kernels.PUSH: Result.VOID, kernels.LOSE: Result.LOSE}[r]
    out: Outcomes = []
    for bet, amount in ((Bet.BET, h.bet), (Bet.ATTACK, h.attack), (Bet.DOUBLE, h.double)):
        if amount:
            clauses: tuple[str, ...] = (rule, "pa:665a.12(a)") if result is Result.WIN else (rule,)
            if bet is Bet.ATTACK:
                clauses += ("pa:665a.7(o)(2)",)
            out.append(Settlement(number, Stake(bet, i + 1), result, amount * EVEN if result is Result.WIN else amount,
                                  clauses))
    return out


@cites("pa:665a.7(q)", "pa:665a.7(d)", "pa:665a.5(f)", "pa:665a.5(h)")
def _end_round(cfg: TableConfig, s: State, out: Outcomes) -> tuple[State, Outcomes]:
    """The cards go to the discard rack (665a.7(q)), or back into a continuous shuffling device (665a.5(h)); after
    the cover card the cards are reshuffled (665a.7(d), 665a.5(f))."""
    points, _ = _dealer_total(s) if len(s.dealer) >= 2 else (0, False)
    stood = s.phase is Phase.DEALER and bj.DEALER_STANDS <= points <= bj.BLACKJACK
    after_cut = Notice("the round is finished after the cover card: the cards are reshuffled",
                       ("pa:665a.7(d)", "pa:665a.5(f)"))
    # with a continuous shuffler the round's cards go back into the device (665a.5(h))
    return family.clear_round(CH665A, s, out, continuous=cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER, stood=stood,
                              after_cut=after_cut)


def _dead(b: Box, hands: Iterable[tuple[int, Hand]], clauses: tuple[str, ...]) -> Outcomes:
    """Every open wager on the hands returned, the double and split money too (DA-A12)."""
    out: Outcomes = []
    for i, h in hands:
        if h.settled:
            continue
        for bet, amount in ((Bet.BET, h.bet), (Bet.ATTACK, h.attack), (Bet.DOUBLE, h.double)):
            if amount:
                out.append(Settlement(b.number, Stake(bet, i + 1), Result.VOID, amount, clauses))
    return out


@cites("pa:665a.13(h)(1)")
def _void_round(cfg: TableConfig, s: State, out: Outcomes, clauses: tuple[str, ...],
                why: str) -> tuple[State, Outcomes]:
    """Every hand is dead: each wager not yet settled is returned, the Bust It Wagers too, and the round ends."""
    out = out + [Notice(why, clauses)]
    for b in _ordered(s.boxes):
        if b.insurance and not b.insurance_settled:
            out.append(Settlement(b.number, Stake(Bet.INSURANCE), Result.VOID, b.insurance, clauses))
        if b.bust_it and not b.bust_it_settled:
            out.append(Settlement(b.number, Stake(Bet.BUST_IT), Result.VOID, b.bust_it, clauses))
        if not b.dead:
            out += _dead(b, enumerate(b.hands), clauses)
    return _end_round(cfg, attrs.evolve(s, phase=Phase.PLAYING), out)


# --- irregularities --------------------------------------------------------------------------------------------------


@cites("pa:665a.13", "pa:665a.13(a)")
def face_up_card(cfg: TableConfig, s: State, e: FaceUpCard) -> tuple[State, Outcomes]:
    """A card found face up in the shoe is not used in the round and goes to the discard rack (665a.13(a)); each is
    handled alone, however many there are (DA-A13)."""
    return family.found_face_up(CH665A, s, e.card, lambda card: _available(cfg, s, card))


@cites("pa:665a.4(b)")
def ten_found(cfg: TableConfig, s: State, e: TenFound) -> tuple[State, Outcomes]:
    """A 10 found in the shoe is not used: it is taken out and torn, as at the opening (665a.4(b)); the chapter has
    no rule of its own for it and no number of them voids a round (DA-A13)."""
    family.found_ten(CH665A, s, e.card)
    return s, [Notice(f"{e.card} found in the shoe is taken out and torn (outside the chapter's rules, DA-A13)",
                      ("pa:665a.4(b)",))]


@cites("pa:665a.13(i)")
def reader_failure(cfg: TableConfig, s: State, e: ReaderFailure) -> tuple[State, Outcomes]:
    """No cards are dealt while the card reader device is down (665a.13(i))."""
    return family.reader_failure(CH665A, s)


@cites("pa:665a.13(i)")
def reader_repaired(cfg: TableConfig, s: State, e: ReaderRepaired) -> tuple[State, Outcomes]:
    """Dealing resumes once the device is repaired or replaced (665a.13(i))."""
    return family.reader_repaired(CH665A, s)


@cites("pa:665a.13(e)")
def reshuffle_discards(cfg: TableConfig, s: State, e: ReshuffleDiscards) -> tuple[State, Outcomes]:
    """The shoe runs out in a round: the discard rack is shuffled and cut, a card burned face down, and the round
    finished (665a.13(e)); the cards are shuffled anew after it."""
    return family.discards_reshuffled(CH665A, s)


@cites("pa:665a.13(b)", "pa:665a.13(c)")
def drawn_in_error(cfg: TableConfig, s: State, e: DrawnInError) -> tuple[State, Outcomes]:
    """A card drawn when none was due is the next card (665a.13(b)). Once the first two cards are out, a card shown
    is offered as the next card (665a.13(c)): the hand in turn takes it by hitting, doubling or splitting, refuses
    it by standing, and the dealer takes it if he draws; one nobody takes goes to the discard rack at the end of the
    round. A card shown before then is not used but discarded (DA-A13): it would tell the players a card before the
    Double Attack Wager or the deal is done."""
    family.may_draw_in_error(CH665A, s, e.card)
    initial = s.phase in (Phase.ATTACK, Phase.DEALING)
    if e.exposed and initial:
        return _take(s, e.card), [Notice(f"{e.card} shown in error before the deal was complete is not used: it "
                                         "goes to the discard rack (outside the chapter's rules, DA-A13)",
                                         ("pa:665a.13(c)",))]
    clause = "pa:665a.13(c)" if e.exposed else "pa:665a.13(b)"
    target = due(cfg, s)
    if target is not None:
        if s.phase is Phase.ATTACK:
            s = attrs.evolve(s, phase=Phase.DEALING)
        s, out = family.put(CH665A, target, e.card, _take(s, e.card))
        return _advance(cfg, s, [Notice(f"{e.card} drawn in error is the card due", (clause,)), *out])
    return family.hold_in_error(s, e.card, e.exposed, clause)


def _bust_it_of_dead(cfg: TableConfig, b: Box, clauses: tuple[str, ...]) -> tuple[Box, Outcomes]:
    """DA-A12: the Bust It Wager of a dead hand stays on the layout, or is returned."""
    if b.bust_it and not b.bust_it_settled and cfg.dead_hand_bust_it is DeadHandBustIt.RETURNED:
        return attrs.evolve(b, bust_it_settled=True), [
            Settlement(b.number, Stake(Bet.BUST_IT), Result.VOID, b.bust_it, clauses)]
    return b, []


@cites("pa:665a.13(f)")
def missed_box(cfg: TableConfig, s: State, e: MissedBox) -> tuple[State, Outcomes]:
    """The dealer passed a box in the deal (665a.13(f)): with no card its hand is dead, its wagers returned and the
    player plays the next round; with one, the player takes the second after every other box's second card, or
    gives the hand up (dead, DA-A12)."""
    # a wagered box whose card is due: not the dealer's own (seat 0 in due()), nor a seat without a wager
    b = s.box(e.box) if s.phase in (Phase.ATTACK, Phase.DEALING) and due(cfg, s) == (e.box, 0) else None
    if b is None:
        raise refuse("pa:665a.13(f)", "the dealer has no box: only a player's box is passed in the deal"
                     if e.box == 0 else f"box {e.box}'s card is not the one due")
    if s.halted or s.burn_due:
        raise refuse("pa:665a.13(f)", "no card is being dealt")
    first = not b.hands[0].cards
    if first and e.late:
        raise refuse("pa:665a.13(f)", "a box passed for its first card is dead: only a second card comes late")
    s = attrs.evolve(s, phase=Phase.DEALING)  # the Double Attack window closed with the first card to a player
    if e.late:
        if b.late:
            raise refuse("pa:665a.13(f)", f"box {e.box}'s second card already comes last")
        return _replace(s, attrs.evolve(b, late=True)), [
            Notice(f"box {e.box} takes its second card after every other box's", ("pa:665a.13(f)",))]
    clauses = ("pa:665a.13(f)",)
    b, bust = _bust_it_of_dead(cfg, b, clauses)
    out = [Notice(f"box {e.box} was passed in the deal: its hand is dead", clauses),
           *_dead(b, enumerate(b.hands), clauses), *bust]
    s = _replace(s, attrs.evolve(b, dead=True))
    if not _live(s) and not any(x.bust_it and not x.bust_it_settled for x in s.boxes):
        return _end_round(cfg, s, out)
    return _advance(cfg, s, out)


@cites("pa:665a.13(g)")
def skipped_hit(cfg: TableConfig, s: State, e: SkippedHit) -> tuple[State, Outcomes]:
    """The dealer passed the card a hand asked for (665a.13(g)): the player takes it after the other hands' cards and
    before the hole card is turned, or the hand is dead and its wagers returned, its double and split money too
    (DA-A12)."""
    b, i, h = family.skipped(CH665A, s, e.box)
    if e.late:
        return _advance(cfg, *family.passed_late(CH665A, s, b, i, h))
    clauses = ("pa:665a.13(g)",)
    out = _dead(b, [(i, h)], clauses)
    h = attrs.evolve(h, status=Status.DEAD, settled=True, wants=False)
    b = attrs.evolve(b, hands=b.hands[:i] + (h,) + b.hands[i + 1:])
    if all(x.status is Status.DEAD for x in b.hands):
        b, more = _bust_it_of_dead(cfg, b, clauses)
        out += more
    return _advance(cfg, _replace(s, b), out)


# --- the step ------------------------------------------------------------------------------------------------------

_HANDLERS: dict[type, Handler] = {
    Shuffle: shuffle, Burn: burn, NewDealer: new_dealer, Reshuffle: reshuffle, ShufflerFault: shuffler_fault,
    PlaceBet: place_bet, PlaceBustIt: place_bust_it, PlaceAttack: place_attack, RemoveBet: remove_bet,
    AllowEntry: allow_entry, Deal: deal, Insure: insure, Peek: peek, Hit: hit, Stand: stand, Double: double,
    Split: split, Surrender: surrender, FaceUpCard: face_up_card, TenFound: ten_found, MistakenDraw: mistaken_draw,
    ReaderFailure: reader_failure, ReaderRepaired: reader_repaired, ReshuffleDiscards: reshuffle_discards,
    DrawnInError: drawn_in_error, MissedBox: missed_box, SkippedHit: skipped_hit,
}


def step(cfg: TableConfig, s: State, e: object) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged; whole cents are
    ``int``, fractions of a cent kept (DA-A11)."""
    return dispatch(_HANDLERS, cfg, s, e, unknown="pa:665a.7", game="a Double Attack Blackjack",
                    cite=lambda outcomes: tuple(family.exact(o) for o in outcomes))


def replay(cfg: TableConfig, events: Iterable[object], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (an empty table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)
