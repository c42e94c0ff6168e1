"""The blackjack family's round engine: the mechanics chapters 551 (Spanish 21), 665a (Double Attack Blackjack) and
633a (Blackjack with its side wagers) state alike, written once and cited with each chapter's own clauses.

``c``: a :class:`Chapter`, the clause map and the words of the chapter calling; ``s``: that chapter's ``State``;
``b``: one of its boxes; ``h``: a hand. A chapter's ``State``, ``Box`` and ``Hand`` name the fields the family reads
alike (``phase``, ``boxes``, ``dealer``, ``seen``, ``hidden``, ``cut_card``, ``pending``, ``hands``, ``cards``,
``wants``, ``late``, ...); what only one chapter has (Match-The-Dealer, the Double Attack window, Bust It, the side
wagers of 633a) stays in that chapter's own ``game`` module, as do its rules' wording and its settlement.

Every function here refuses with :func:`~croupier.reference.errors.refuse` and the chapter's clause, so a refusal or a
notice cites exactly what it cited when each chapter wrote it out for itself.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Iterable, Optional

import attrs

from croupier.reference.blackjack import kernels as bj
from croupier.reference.cards import Card
from croupier.reference.errors import RuleViolation, refuse
from croupier.reference.outcomes import Notice, Outcome, Rejected, Returned, Settlement, Step, run

__all__ = [
    "CUT_MARGIN", "Chapter", "allow_entry", "available", "burn", "cents", "check_cut", "check_dealing",
    "check_drawn_in_error", "check_insurance", "check_owner", "check_pair", "check_seats", "clear_round", "dealer_total", "dispatch", "exact", "hold_in_error",
    "in_turn", "live", "mistaken_draw", "new_dealer", "owed", "peek_refused", "put", "reader_failure",
    "reader_misuse", "reader_repaired", "replace_box", "replay", "reshuffle", "reshuffle_discards", "shuffled",
    "start_round", "take", "turn", "use_pending", "why_no_card", "with_hand",
]

Outcomes = list[Outcome]

#: 551.5(d), 665a.5(d): the cutting (cover) card goes in at least this many cards from the top and from the bottom
CUT_MARGIN = 10


@attrs.frozen(kw_only=True)
class Chapter:
    """Where one chapter states each shared rule, and what it calls the things the rule is about.

    Spanish 21's ``shuffle`` is ``"pa:551.5(a)"``, Double Attack Blackjack's ``"pa:665a.5(a)"``: the family's
    functions raise and announce with these ids, never with ids of their own.
    """

    #: the chapter's ``Phase`` enum, and the phases in which a round is under way
    phase: Any
    live: tuple[Any, ...]
    #: what the chapter calls the cards in play ("shoe", "batch") and the card that marks the end of a shoe
    shoe: str
    cut_card: str
    #: how the chapter words the cut: "the cut goes" (551.5(d)), "the cover card goes in" (665a.5(d))
    cut_goes: str
    #: when the cards are shuffled (551.5(a)); a continuous shuffler is not cut (551.15); where the cut goes
    #: (551.5(d)) and where the cutting card goes back (551.5(e))
    shuffle: str
    continuous: str
    cut: str
    cut_back: str
    #: the reshuffle a floorperson orders (551.5(g))
    reshuffle: str
    #: what the decks hold (551.3(a)), and where a 10 found in them is reported
    decks: str
    ten_found: str
    #: the burn (551.8(c)) and why a deal waits for it
    burn: str
    burn_first: str
    #: the discard rack reshuffled when the shoe runs out, the burn after it face down (551.16(g))
    discards: str
    #: the cutting card out: the round is finished and the cards reshuffled (551.8(j), (j)(1))
    cut_out: tuple[str, ...]
    #: the players decide in turn (551.8(f)); a card owed first (551.8(g)); a decision awaited (551.8(f))
    turn: str
    owed: str
    decides: str
    #: the dealer checks his hole card (551.8(e)), and once it is turned (551.8(h)); when the check comes
    reader: str
    turned: str
    peek_when: str
    #: the dealer stands: no card is due (551.13(b))
    stands: str
    #: the card reader down (551.16(m)); put to use with a 2-9 up card (551.16(l), (l)(1), (l)(2))
    reader_down: str
    misuse: str
    misuse_voids: str
    misuse_goes_on: str
    #: a card drawn in error, unseen (551.16(c)) and shown (551.16(d))
    in_error: str
    offered: str
    #: a card the dealer draws after standing (551.16(e)), and what he stood on
    mistaken: str
    stood_on: str


# --- small helpers -------------------------------------------------------------------------------------------------


def cents(amount: object, clause: str) -> int:
    """A wager is a positive whole number of cents (a ``bool`` is not one)."""
    if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
        raise refuse(clause, f"a wager is a positive number of cents, not {amount!r}")
    return amount


def replace_box(s: Any, box: Any) -> Any:
    """``s`` with ``box`` in place of the box of its number, the boxes kept in dealing order."""
    rest = [b for b in s.boxes if b.number != box.number]
    return attrs.evolve(s, boxes=tuple(sorted(rest + [box], key=lambda b: b.number)))


def with_hand(s: Any, number: int, i: int, h: Any) -> Any:
    """``s`` with ``h`` as hand ``i`` of box ``number``."""
    b = s.box(number)
    assert b is not None
    return replace_box(s, attrs.evolve(b, hands=b.hands[:i] + (h,) + b.hands[i + 1:]))


def live(s: Any) -> tuple[Any, ...]:
    """The boxes whose hands are not dead (551.16(h), 665a.13(f))."""
    return tuple(b for b in s.boxes if not b.dead)


def dealer_total(s: Any) -> tuple[int, bool]:
    """The dealer's total so far and whether it is soft, by the blackjack kernel."""
    return bj.total(tuple(c.rank for c in s.dealer))


def exact(o: Outcome) -> Outcome:
    """Whole cents as ``int``, fractions of a cent kept."""
    if isinstance(o, (Settlement, Returned)) and isinstance(o.amount, Fraction) and o.amount.denominator == 1:
        return attrs.evolve(o, amount=int(o.amount))
    return o


# --- the shoe ------------------------------------------------------------------------------------------------------


def check_cut(c: Chapter, continuous: bool, n: int, cover: int, cut_card: int) -> None:
    """A continuous shuffler is not cut; otherwise the card goes in at least :data:`CUT_MARGIN` cards from either end
    of the ``n`` cards and back with at least a quarter of them behind it."""
    if continuous:
        if (cover, cut_card) != (0, 0):
            raise refuse(c.continuous, "a continuous shuffling device is not cut: cover and cut_card are 0")
    else:
        if not CUT_MARGIN <= cover <= n - CUT_MARGIN:
            raise refuse(c.cut, f"{c.cut_goes} at least {CUT_MARGIN} cards from the top and the bottom of the {n} "
                                f"cards, not at {cover}")
        if not n // 4 <= cut_card < n:
            raise refuse(c.cut_back, f"the {c.cut_card} goes back at least a quarter of the way up ({n // 4} of "
                                     f"{n} cards behind it), not {cut_card}")


def shuffled(c: Chapter, s: Any, decks: int, cut_card: int, burn: bool, **more: Any) -> Any:
    """A fresh shoe of ``decks`` decks: nothing seen, the 551.6(k) bar lifted, betting open, a burn due unless the
    shuffler is continuous."""
    return attrs.evolve(s, phase=c.phase.BETTING, decks=decks, **more, seen=(0,) * 52, hidden=0, cut_card=cut_card,
                        cut_out=False, burn_due=burn, rounds_since_shuffle=0, regulars=frozenset(),
                        allowed=frozenset(), dealer_stood=False)


def available(c: Chapter, s: Any, card: Optional[Card]) -> None:
    """The shoe holds each of the 48 faces once per deck and no 10; an empty shoe is the discards' rule's."""
    if s.remaining <= 0:
        raise refuse(c.discards, "the shoe is empty: the discard rack is shuffled to finish the round "
                                 "(ReshuffleDiscards)")
    if card is not None:
        if card.rank == 10:
            raise refuse(c.decks, f"the decks hold no 10s: {card} is reported as found ({c.ten_found})")
        if s.seen[card.index] >= s.decks:
            raise refuse(c.decks, f"the {s.decks} decks hold {s.decks} of {card}, and all have been seen")


def take(s: Any, card: Optional[Card]) -> Any:
    """``card`` (unseen when ``None``) leaves the shoe."""
    if card is None:
        return attrs.evolve(s, hidden=s.hidden + 1)
    seen = list(s.seen)
    seen[card.index] += 1
    return attrs.evolve(s, seen=tuple(seen))


def burn(c: Chapter, s: Any, card: Optional[Card]) -> tuple[Any, Outcomes]:
    """A card is burned when one is due (after the shuffle, for a new dealer); face down after the discards are
    reshuffled in a round."""
    if not s.burn_due:
        raise refuse(c.burn, f"a card is burned after the {c.shoe} is loaded and when a new dealer arrives, not now")
    if s.phase in c.live and card is not None:
        raise refuse(c.discards, "the burn after reshuffling the discards is face down: no card is shown")
    available(c, s, card)
    return attrs.evolve(take(s, card), burn_due=False), []


def new_dealer(c: Chapter, s: Any) -> tuple[Any, Outcomes]:
    """A new dealer burns a card before dealing."""
    if s.phase is not c.phase.BETTING:
        raise refuse(c.burn, f"dealers change between rounds, with a {c.shoe} in play")
    return attrs.evolve(s, burn_due=True), []


def reshuffle(c: Chapter, s: Any) -> tuple[Any, Outcomes]:
    """A floorperson orders a reshuffle after a round."""
    if s.phase is not c.phase.BETTING:
        raise refuse(c.reshuffle, f"a reshuffle is ordered after a round, with a {c.shoe} in play")
    return attrs.evolve(s, phase=c.phase.SHUFFLE), [Notice("reshuffle ordered by a floorperson", (c.reshuffle,))]


def reshuffle_discards(c: Chapter, s: Any) -> tuple[Any, Outcomes]:
    """The shoe runs out in a round: the discard rack is shuffled and cut, a card burned face down, and the round
    finished; the cards are shuffled anew after it."""
    if s.phase not in c.live or s.remaining > 0:
        raise refuse(c.discards, "the discards are reshuffled only when the shoe cannot finish the round")
    seen = [0] * 52
    for card in (*s.dealer, *(card for b in s.boxes for h in b.hands for card in h.cards)):
        seen[card.index] += 1
    return attrs.evolve(s, seen=tuple(seen), hidden=0, cut_card=0, cut_out=True, burn_due=True), [
        Notice("the discard rack is shuffled and cut to finish the round", (c.discards,))]


# --- wagers --------------------------------------------------------------------------------------------------------


def check_owner(s: Any, number: int, player: int, clause: str) -> Any:
    """A box already wagered is its player's alone; its box (or ``None``) is returned."""
    old = s.box(number)
    if old is not None and old.player != player:
        raise refuse(clause, f"box {number} is player {old.player}'s")
    return old


def check_seats(cfg: Any, s: Any, number: int, player: int, *, owner: str, entry: str) -> None:
    """One player holds only adjacent boxes, as many as the Rules Submission allows; with the no-midshoe-entry
    option, a person who sat out a round since the shuffle bets only once allowed or the cards are reshuffled."""
    mine = sorted({b.number for b in s.boxes if b.player == player} | {number})
    if len(mine) > cfg.max_boxes_per_player:
        raise refuse(owner, f"a player may wager on at most {cfg.max_boxes_per_player} boxes")
    if mine != list(range(mine[0], mine[-1] + 1)):
        raise refuse(owner, f"a player's boxes are adjacent: {mine} are not")
    if (cfg.no_midshoe_entry and s.rounds_since_shuffle > 0 and player not in s.regulars
            and player not in s.allowed):
        raise refuse(entry, f"player {player} sat out a round since the shuffle and may not bet until "
                            "allowed or the cards are reshuffled")


def allow_entry(s: Any, player: int, *, enabled: bool, bar: str, allowed: str) -> tuple[Any, Outcomes]:
    """The certificate holder lets a player who sat out bet again."""
    if not enabled:
        raise refuse(bar, "this table does not bar players who sit out a round")
    return attrs.evolve(s, allowed=s.allowed | {player}), [Notice(f"player {player} may bet again", (allowed,))]


def start_round(s: Any, phase: Any, hands: Callable[[Any], tuple[Any, ...]], **more: Any) -> Any:
    """The first card of a round: each box gets its first hand, and the players who bet in every round since the
    shuffle (or were let back in) are remembered for the no-midshoe-entry bar."""
    bettors = frozenset(b.player for b in s.boxes)
    regulars = bettors if s.rounds_since_shuffle == 0 else (s.regulars & bettors) | (s.allowed & bettors)
    boxes = tuple(attrs.evolve(b, hands=hands(b)) for b in s.boxes)
    return attrs.evolve(s, phase=phase, boxes=boxes, regulars=regulars, allowed=s.allowed - bettors, **more)


# --- whose turn, and which card is due -------------------------------------------------------------------------------


def in_turn(c: Chapter, s: Any) -> Optional[tuple[int, int]]:
    """The first box from the dealer's left with a hand still open, and its first open hand; a hand whose hit the
    dealer passed waits for the others."""
    if s.phase is not c.phase.PLAYING:
        return None
    for late in (False, True):
        for b in live(s):
            for i, h in enumerate(b.hands):
                if not h.finished and h.late == late:
                    return b.number, i
    return None


def owed(s: Any, turn: Optional[tuple[int, int]]) -> Optional[tuple[int, int]]:
    """The hand in turn when a card is owed to it (it hit, doubled or was just split, or holds fewer than two)."""
    if turn is None:
        return None
    h = s.box(turn[0]).hands[turn[1]]
    return turn if h.wants or len(h.cards) < 2 else None


def why_no_card(c: Chapter, s: Any) -> tuple[str, str]:
    """The clause and reason a card is refused when none is due."""
    if s.pending is not None:
        return c.in_error, "the card drawn in error is the next card due"
    if s.phase in (c.phase.INSURANCE, c.phase.PEEK):
        return c.reader, "the dealer checks his hole card before any more cards are dealt"
    if s.phase is c.phase.PLAYING:
        return c.decides, "the player in turn decides before another card is dealt"
    return c.stands, "the dealer stands: no card is due"


def check_dealing(c: Chapter, s: Any) -> None:
    """No card is dealt while the reader is down, before the shuffle, or before a burn that is due."""
    if s.halted:
        raise refuse(c.reader_down, "the card reader device is down: no cards are dealt until it is repaired")
    if s.phase is c.phase.SHUFFLE:
        raise refuse(c.shuffle, "the cards are shuffled and cut before they are dealt")
    if s.burn_due:
        raise refuse(c.burn, c.burn_first)


def put(c: Chapter, target: tuple[int, int], card: Card, taken: Any) -> tuple[Any, Outcomes]:
    """``card``, out of the shoe (``taken``), goes to ``target`` (``(0, 0)`` the dealer); the cutting card may come
    out behind it."""
    s = taken
    out: Outcomes = []
    if target == (0, 0):
        s = attrs.evolve(s, dealer=s.dealer + (card,))
    else:
        b = s.box(target[0])
        assert b is not None
        h = b.hands[target[1]]
        s = with_hand(s, b.number, target[1], attrs.evolve(h, cards=h.cards + (card,), wants=False, late=False))
    if s.cut_card and not s.cut_out and s.remaining <= s.cut_card:
        s = attrs.evolve(s, cut_out=True)
        out.append(Notice(f"the {c.cut_card} is out: the round is finished and the cards reshuffled", c.cut_out))
    return s, out


def use_pending(c: Chapter, s: Any, target: Optional[tuple[int, int]]) -> Optional[tuple[Any, Outcomes]]:
    """A card drawn in error is the next card, where one is due (``target``); ``None`` when none is."""
    if target is None:
        return None
    clause = c.offered if s.pending_exposed else c.in_error
    s, more = put(c, target, s.pending, s)
    out: Outcomes = [Notice(f"{s.pending} drawn in error is the next card", (clause,)), *more]
    return attrs.evolve(s, pending=None, pending_exposed=False), out


def check_drawn_in_error(c: Chapter, s: Any, card: Card) -> None:
    """A card drawn in error is one drawn in a round, with the reader working, the burn done and no other such card
    waiting."""
    if s.phase not in c.live:
        raise refuse(c.in_error, "a card drawn in error is one drawn during a round")
    if s.halted:
        raise refuse(c.reader_down, "the card reader device is down: no cards are dealt until it is repaired")
    if s.burn_due:
        raise refuse(c.burn, c.burn_first)
    if s.pending is not None:
        raise refuse(c.in_error, f"{s.pending}, drawn in error, is still to be used")
    available(c, s, card)


def hold_in_error(s: Any, card: Card, exposed: bool, clause: str) -> tuple[Any, Outcomes]:
    """A card drawn in error when no card is due waits to be the next card (offered, when it was shown)."""
    s = attrs.evolve(take(s, card), pending=card, pending_exposed=exposed)
    return s, [Notice(f"{card} drawn in error will be the next card" + (", offered" if exposed else ""), (clause,))]


# --- insurance and the card reader ----------------------------------------------------------------------------------


def check_insurance(number: int, wager: int, amount: object, chip: int, clause: str) -> int:
    """Insurance is at most half the wager, or the next amount the table's chips allow (551.10(b), 665a.8(b))."""
    top = bj.insurance_limit(wager, chip)
    if isinstance(amount, bool) or not isinstance(amount, int) or not 0 < amount <= top:
        raise refuse(clause, f"box {number} may insure up to {top} cents, not {amount!r}")
    return amount


def reader_misuse(c: Chapter, cfg: Any, s: Any,
                  void_round: Callable[[Any, Any, Outcomes, tuple[str, ...], str], tuple[Any, Outcomes]]
                  ) -> tuple[Any, Outcomes]:
    """The hole card went into the reader with a 2-9 up card: the floorperson is told; if the device could show it
    to a player every hand is dead and every wager returned, otherwise play goes on."""
    out: Outcomes = [Notice("the hole card was put in the card reader with a 2-9 up card: a floorperson is notified",
                            (c.misuse,))]
    if not cfg.reader_reveals_to_players:
        return s, out + [Notice("the device cannot show the card to a player: play goes on", (c.misuse_goes_on,))]
    return void_round(cfg, s, out, (c.misuse_voids,), "every hand is dead: the device could show the hole card to a "
                                                      "player")


def peek_refused(c: Chapter, s: Any) -> RuleViolation:
    """Why the hole card is not checked now."""
    if s.peeked:
        return refuse(c.reader, "the hole card has been checked")
    if s.phase is c.phase.DEALER:
        return refuse(c.turned, "the hole card has been turned")
    return refuse(c.reader, c.peek_when)


def reader_failure(c: Chapter, s: Any) -> tuple[Any, Outcomes]:
    """No cards are dealt while the card reader device is down."""
    if s.halted:
        raise refuse(c.reader_down, "the card reader device is already down")
    return attrs.evolve(s, halted=True), [Notice("card reader device down: dealing stops", (c.reader_down,))]


def reader_repaired(c: Chapter, s: Any) -> tuple[Any, Outcomes]:
    """Dealing resumes once the device is repaired or replaced."""
    if not s.halted:
        raise refuse(c.reader_down, "the card reader device is working")
    return attrs.evolve(s, halted=False), []


# --- the players' decisions ------------------------------------------------------------------------------------------


def turn(c: Chapter, s: Any, number: int) -> tuple[Any, int, Any]:
    """Box ``number``'s hand in turn, its index and the box, once no card is owed to it."""
    now = in_turn(c, s)
    if now is None:
        raise refuse(c.turn, "the players decide once the dealer has checked his hole card where he must, and "
                             "before he turns it")
    if now[0] != number:
        raise refuse(c.turn, f"it is box {now[0]}'s turn, not box {number}'s")
    b = s.box(number)
    assert b is not None
    h = b.hands[now[1]]
    if h.wants or len(h.cards) < 2:
        raise refuse(c.owed, "the hand is owed a card first")
    return b, now[1], h


def check_pair(h: Any, clause: str) -> None:
    """Only a hand's first two cards, of the same value, are split."""
    if len(h.cards) != 2 or bj.value(h.cards[0].rank) != bj.value(h.cards[1].rank):
        raise refuse(clause, "only a hand's first two cards, of the same value, are split")


# --- the dealer and the end of the round -----------------------------------------------------------------------------


def mistaken_draw(c: Chapter, s: Any, card: Card) -> tuple[Any, Outcomes]:
    """A card the dealer draws by mistake after standing goes to the discard rack and counts for nothing."""
    if s.phase is c.phase.SHUFFLE or s.phase in c.live or not s.dealer_stood:
        raise refuse(c.mistaken, f"only a card drawn after the dealer has stood on {c.stood_on} is set aside so")
    available(c, s, card)
    return attrs.evolve(take(s, card), dealer_stood=False), [
        Notice(f"{card} drawn in error after the dealer stood goes to the discard rack", (c.mistaken,))]


def clear_round(c: Chapter, s: Any, out: Outcomes, *, continuous: bool, stood: bool, after_cut: Notice,
                **more: Any) -> tuple[Any, Outcomes]:
    """The round's cards go to the discard rack, or back into a continuous shuffling device; a card drawn in error
    and not used goes with them; after the cutting card the cards are shuffled (``after_cut``)."""
    if s.pending is not None:
        out.append(Notice(f"{s.pending} drawn in error was not used: it goes to the discard rack",
                          (c.offered if s.pending_exposed else c.in_error,)))
    if s.cut_out:
        out.append(after_cut)
    s = attrs.evolve(s, phase=c.phase.SHUFFLE if s.cut_out else c.phase.BETTING, boxes=(), dealer=(), peeked=False,
                     rounds_since_shuffle=s.rounds_since_shuffle + 1, dealer_stood=stood, pending=None,
                     pending_exposed=False, **more)
    if continuous:
        s = attrs.evolve(s, seen=(0,) * 52, hidden=0)
    return s, out


# --- the step ------------------------------------------------------------------------------------------------------


def dispatch(handlers: dict[type, Callable[..., tuple[Any, Outcomes]]], cfg: Any, s: Any, e: object,
             unknown: Callable[[str], Rejected], finish: Callable[[Outcomes], tuple[Outcome, ...]]) -> Step[Any]:
    """Apply one event with its chapter's handler. A refused event yields ``Rejected(clause, reason)`` and ``s``
    unchanged; an event the chapter does not know is refused with ``unknown(its type's name)``; ``finish`` turns
    the outcomes into the step's (whole cents, the edition's clause ids)."""
    handler = handlers.get(type(e))
    if handler is None:
        return Step(s, finish([unknown(type(e).__name__)]))
    try:
        state, outcomes = handler(cfg, s, e)
        return Step(state, finish(outcomes))
    except RuleViolation as v:
        return Step(s, finish([Rejected(v.clause, v.reason)]))


def replay(step: Callable[[Any, Any, object], Step[Any]], cfg: Any, events: Iterable[object],
           s: Any) -> tuple[Any, list[Step[Any]]]:
    """Apply ``events`` in order from ``s``; return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s, events)


# --- the events both shoe games know ---------------------------------------------------------------------------------
# Spanish 21 (ch. 551) and Double Attack Blackjack (ch. 665a) take these alike; each chapter's ``state`` module
# re-exports them beside its own (Match-The-Dealer, the rescue; the Double Attack and Bust It Wagers, a shuffler
# fault), and its ``game`` decides them by its own clauses.


@attrs.frozen
class Shuffle:
    """The cards are shuffled and cut (551.5, 665a.5): ``cover``, where the cutting (cover) card went in for the cut,
    counted from the top (at least 10 from either end, 551.5(d), 665a.5(d)); ``cut_card``, how many cards lie behind
    it once it is put back (at least a quarter of the stack, 551.5(e), 665a.5(d)). A continuous shuffler (551.15,
    665a.5(h)) has neither: 0, 0."""

    cover: int = 0
    cut_card: int = 0


@attrs.frozen
class Burn:
    """The dealer burns the next card to the discard rack (551.8(c), 665a.7(c); face down after the discards are
    reshuffled, 551.16(g), 665a.13(e)); ``card`` when it is seen."""

    card: Optional[Card] = None


@attrs.frozen
class NewDealer:
    """A dealer newly arrives at the table, and burns a card before dealing (551.8(c), 665a.7(c))."""


@attrs.frozen
class Reshuffle:
    """A floorperson orders the cards reshuffled after a round (551.5(a), (g), 665a.5(f)), or they are taken out of
    play."""


@attrs.frozen
class PlaceBet:
    """``player`` puts ``amount`` cents on box ``box``'s own wager (the Spanish 21 wager, 551.6(a); the Bet Wager,
    665a.6(d)); ``player`` defaults to the box's number. More on a box already wagered adds to it."""

    box: int
    amount: int
    player: Optional[int] = None


@attrs.frozen
class RemoveBet:
    """The box's wagers are taken down before the first card (551.6(d)), or the up card (665a.6(c)), is dealt."""

    box: int


@attrs.frozen
class AllowEntry:
    """The certificate holder lets ``player`` bet again after sitting out a round (551.6(k)(1), 665a.6(b)(1))."""

    player: int


@attrs.frozen
class Deal:
    """The next card leaves the shoe face up (the hole card face down, 551.8(d)(4), 665a.7(f)(3)); the model knows
    where it goes."""

    card: Card


@attrs.frozen
class Insure:
    """Box ``box`` takes insurance of ``amount`` cents (551.10(a), (b), 665a.8(a), (b))."""

    box: int
    amount: int


@attrs.frozen
class Peek:
    """The dealer puts the hole card into the card reader device (551.8(e), 665a.7(g); 551.16(l), 665a.13(h) when he
    should not)."""


@attrs.frozen
class Hit:
    """The hand in turn at box ``box`` takes a card (551.13(a), 665a.7(h)(2), (j))."""

    box: int


@attrs.frozen
class Stand:
    """The hand in turn at box ``box`` stands (551.8(f), 665a.7(h)(2)); a doubled hand waiting on a rescue is kept
    (551.11(d))."""

    box: int


@attrs.frozen
class Double:
    """The hand in turn at box ``box`` doubles down for ``amount`` cents (551.11(a), 635a.10(a) in 2013; 665a.10(a))."""

    box: int
    amount: int


@attrs.frozen
class Split:
    """The pair in turn at box ``box`` is split (551.12, 665a.11)."""

    box: int


@attrs.frozen
class Surrender:
    """Box ``box`` surrenders half its wager (551.9(a)); the hand in turn at box ``box`` is surrendered (665a.9,
    665a.7(k))."""

    box: int


@attrs.frozen
class FaceUpCard:
    """A card is found face up in the shoe (551.16(a), 665a.13(a))."""

    card: Card


@attrs.frozen
class TenFound:
    """A 10 is found in the shoe (551.16(b); DA-A13: chapter 665a has no rule, and 665a.4(b) wants none in play)."""

    card: Card


@attrs.frozen
class MistakenDraw:
    """Having stood (on 17 to 21, 665a.13(d)), the dealer draws ``card`` for himself by mistake (551.16(e))."""

    card: Card


@attrs.frozen
class ReaderFailure:
    """The card reader device malfunctions (551.16(m), 665a.13(i))."""


@attrs.frozen
class ReaderRepaired:
    """The card reader device is repaired or replaced (551.16(m), 665a.13(i))."""


@attrs.frozen
class DrawnInError:
    """A card drawn from the shoe when none was due (551.16(c), 665a.13(b)); ``exposed`` when it was seen
    (551.16(d), 665a.13(c))."""

    card: Card
    exposed: bool = False


@attrs.frozen
class MissedBox:
    """The dealer passed box ``box`` in the deal (551.16(h), 665a.13(f)): with no card it is dead; with one, the
    player takes the second after every other box's (``late``) or gives the hand up."""

    box: int
    late: bool = False


@attrs.frozen
class SkippedHit:
    """The dealer passed the card the hand in turn at ``box`` asked for (551.16(i), 665a.13(g)): it comes after the
    other hands' cards (``late``), or the hand is dead."""

    box: int
    late: bool = False


@attrs.frozen
class ReshuffleDiscards:
    """The shoe cannot finish the round: the discard rack is shuffled and cut (551.16(g), 665a.13(e))."""


#: the events above, for the chapters' ``state`` modules to re-export
EVENTS = ("AllowEntry", "Burn", "Deal", "Double", "DrawnInError", "FaceUpCard", "Hit", "Insure", "MissedBox",
          "MistakenDraw", "NewDealer", "Peek", "PlaceBet", "ReaderFailure", "ReaderRepaired", "RemoveBet", "Reshuffle",
          "ReshuffleDiscards", "Shuffle", "SkippedHit", "Split", "Stand", "Surrender", "TenFound")
