"""The blackjack family's round engine: the mechanics chapters 551 (Spanish 21), 665a (Double Attack Blackjack) and
633a (Blackjack with its side wagers) state alike, written once and cited with each chapter's own clauses.

``c``: a :class:`Chapter`, the clause map and the words of the chapter calling; ``s``: that chapter's ``State``;
``b``: one of its boxes; ``h``: a hand. A chapter's ``State``, ``Box`` and ``Hand`` name the fields the family reads
alike (``phase``, ``boxes``, ``dealer``, ``seen``, ``hidden``, ``cut_card``, ``pending``, ``hands``, ``cards``,
``wants``, ``late``, ...); what only one chapter has (Match-The-Dealer, the Double Attack window, Bust It, the side
wagers of 633a) stays in that chapter's own ``game`` module, as do its settlement and the refusals it words its own
way. A check the chapters make alike (the cut, the burn, a box taken down, a wager within the limits, whose turn it
is, a hit, a card passed or found in the shoe) is written here once and refuses with the clause and the words of the
chapter's :class:`Chapter`; ``croupier rulebook`` reads both off the running reference and lists the check on each
chapter's page with that chapter's clause and the chapter function calling it. What is shared here moves the cards
and the money once the chapter has decided, and announces it with the chapter's clauses.

The events Spanish 21 and Double Attack Blackjack take alike are defined here too, at the end; each chapter's
``state`` module re-exports them beside its own.
"""

from __future__ import annotations

import enum
from collections import Counter
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any, Callable, ClassVar, Generic, Iterable, Mapping, NoReturn, Optional, Protocol, TypeVar

import attrs

from croupier import spec
from croupier.reference.blackjack import kernels as bj
from croupier.reference.cards import RANKS, SUITS, Card, parse_card
from croupier.reference.errors import ConfigError, Problem, refuse
from croupier.reference.families.table import acts, bets, positions
from croupier.reference.findings import Status as FindingStatus, Verdict, not_applicable, unmet, verdict
from croupier.reference.money import dollars, parse_odds
from croupier.reference.outcomes import Notice, Outcome, Outcomes, Result, Returned, Settlement
from croupier.reference.parsing import boolean, count, description_fields, is_int, one_of, printed_odds

__all__ = [
    "AllowEntry", "Box", "Burn", "CUT_MARGIN", "Cards", "Chapter", "DECK", "Deal", "Deck", "Double", "DrawnInError",
    "FACES", "FaceUpCard", "Hand", "Hit", "Insure", "MissedBox", "MistakenDraw", "NewDealer", "Peek", "PlaceBet",
    "ReaderFailure", "ReaderRepaired", "RemoveBet", "Reshuffle", "ReshuffleDiscards", "ShoeTable", "Shuffle",
    "SkippedHit", "Split", "Stake", "Stand", "State", "Surrender", "Table", "TenFound", "after_deal", "allow_entry",
    "areas", "available", "box_due", "box_hand", "boxes_per_player", "burn", "cards_left", "cents", "check_cut", "clear_round",
    "dealer_rule_stated", "dealer_total", "deals", "decision", "deck_cards", "deck_problems", "decks_high", "describe",
    "description", "discard_rack", "discards_reshuffled", "exact", "field_parsers", "first_wagers",
    "found_face_up", "found_ten", "hand_in_turn", "hit", "hold_in_error", "in_play", "in_turn", "insurable",
    "insurance_lost", "live", "may_deal", "may_draw_in_error", "may_hold", "new_dealer", "next_card", "nums", "odds_of",
    "odds_value", "owed", "owner", "passed_late", "peek_refused", "play_by_cards", "put", "reader_failure",
    "reader_misuse", "reader_repaired", "remove_box", "replace_box", "reshuffle", "said", "show", "shuffled",
    "shuffles", "skipped", "start_round", "stated", "take", "turn", "use_pending", "wager_on", "why_no_card",
    "with_hand",
]


#: the cut goes in at least this many cards from either end of the shoe (551.5(d), 665a.5(d))
CUT_MARGIN = 10


@attrs.frozen(kw_only=True)
class Chapter:
    """Where one chapter states what the shared mechanics announce, and what it calls the cards that mark a shoe's
    end. Spanish 21's ``in_error`` is ``"pa:551.16(c)"``, Double Attack Blackjack's ``"pa:665a.13(b)"``: the family's
    functions announce and name clauses with these ids, never with ids of their own."""

    #: the chapter's ``Phase`` enum, and the phases in which a round is under way
    phase: Any
    live: tuple[Any, ...]
    #: what the chapter calls the card that marks the end of a shoe ("cutting card", "cover card"), and where it
    #: says that its coming out finishes the round (551.8(j), (j)(1); 665a.7(d))
    cut_card: str
    cut_out: tuple[str, ...]
    #: the discard rack reshuffled when the shoe runs out in a round (551.16(g), 665a.13(e))
    discards: str
    #: why no card is due: the dealer checks his hole card (551.8(e)), the player in turn decides (551.8(f)), the
    #: dealer stands (551.13(b))
    reader: str
    decides: str
    stands: str
    #: the card reader put to use with a 2-9 up card (551.16(l)); the hands dead (551.16(l)(1)) or play going on
    #: (551.16(l)(2))
    misuse: str
    misuse_voids: str
    misuse_goes_on: str
    #: a card drawn in error, unseen (551.16(c)) and shown (551.16(d))
    in_error: str
    offered: str
    #: what holds the cards in play ("shoe", "batch"), and the words for the cut ("the cut goes" in at least ten
    #: cards from either end)
    shoe: str
    cut_goes: str
    #: when the cards are shuffled (551.5(a)); a continuous shuffler is not cut (551.15); the cut at least ten cards
    #: from either end (551.5(d)) and the cutting card back at least a quarter of the way up (551.5(e))
    shuffle: str
    no_cut: str
    cut: str
    cut_back: str
    #: what the decks hold (551.3(a)), and where a 10 found among them is reported ("551.16(b)", "TenFound")
    deck: str
    ten_found: str
    #: a card found face up in the shoe (551.16(a)) and a 10 found in it (551.16(b); 665a.4(b), DA-A13)
    face_up: str
    tens: str
    #: the burn after a shuffle and when a new dealer takes over (551.8(c)); a reshuffle ordered between rounds
    #: (551.5(g))
    burn: str
    reshuffle: str
    #: the card after which no wager is touched ("first card", "up card"); the wagers taken down before it
    #: (551.6(d)), untouched after it (551.6(i)), a box without one (551.6(d))
    first_card: str
    removed: str
    untouched: str
    no_wager: str
    #: the bar on a player who sat out a round (551.6(k)) and the certificate holder's leave to bet again
    #: (551.6(k)(1))
    barred: str
    let_in: str
    #: the players decide in turn (551.8(f)), a hand owed a card first (551.8(g)); the chapter's ``Status`` of a
    #: hand, whose ``OPEN`` hands still decide
    turn: str
    owed: str
    status: Any
    #: a hit while under 21 (551.13(a), (a)(1))
    hit: str
    to_21: str
    #: the card a hand asked for, passed by the dealer (551.16(i)): what the chapter calls such a card ("asked for",
    #: "asked for by hitting"), and whether only a hit's is (665a.13(g)), not a double's
    skipped: str
    asked: str
    hit_only: bool
    #: the boxes a player may hold (551.14); the table's wagers (551.6(a)) and what the chapter calls the wager a box
    #: holds ("wager", "Bet Wager") and the one insurance covers ("Spanish 21 wager", "Bet Wager"); the words for its
    #: limits ("", "Bets of ": the table takes Bets of ... to ... cents)
    boxes_held: str
    no_box: str
    wager: str
    insured_wager: str
    limits: str
    #: no card while the card reader is down (551.16(m)); the burn before the deal, in the chapter's words ("the
    #: players are dealt to"); the hole card turned (551.8(h)); when it is checked ("the second round of cards is out")
    halted: str
    burn_first: str
    turned: str
    checked_when: str
    #: insurance offered (551.10(a)) in the chapter's words ("only when the dealer's up card is an ace"), up to half
    #: the wager (551.10(b)), and not changed once made (551.6(j), "confirmed")
    insurance: str
    insured_when: str
    insurance_limit: str
    insurance_kept: str
    kept_as: str

    #: ``croupier rulebook`` reads a refusal's clause and words from a chapter's map (see ``croupier.rulebook``)
    __clause_map__: ClassVar[bool] = True


# --- what every chapter's table holds --------------------------------------------------------------------------

#: a deck of the family holds 48 cards, the four 10s taken out (551.3(a), 665a.3(a))
DECK = 48


@attrs.frozen(order=True)
class Stake:
    """The key a settlement carries: the wager (a member of the chapter's ``Bet``), and for a hand's wagers the hand
    (numbered from 1, as the chapter's ``Bet`` says)."""

    bet: enum.Enum
    hand: int = 0

    def __str__(self) -> str:
        return f"{self.bet.value}/{self.hand}" if self.hand else self.bet.value


class Cards:
    """A hand read by the blackjack kernel: its ranks in the order dealt and its total (every chapter's ``Hand``,
    633a's included)."""

    cards: tuple[Card, ...]

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(c.rank for c in self.cards)

    @property
    def points(self) -> int:
        return bj.total(self.ranks)[0] if self.cards else 0


class _Numbered(Protocol):
    @property
    def number(self) -> int: ...


N = TypeVar("N", bound=_Numbered)


class Table(Generic[N]):
    """A table's boxes, found by number, and the dealer's cards, the up card first (every chapter's ``State``, 633a's
    included)."""

    boxes: tuple[N, ...]
    dealer: tuple[Card, ...]

    def box(self, number: int) -> Optional[N]:
        for b in self.boxes:
            if b.number == number:
                return b
        return None

    @property
    def up(self) -> Optional[Card]:
        """The dealer's face-up card."""
        return self.dealer[0] if self.dealer else None


@attrs.frozen(kw_only=True, slots=False)
class Hand(Cards):
    """What every chapter's hand holds: its cards in the order dealt, a Double Down Wager, whether it was made by a
    split, whether a card is owed to it (it hit or doubled, or was just split), whether its wagers are settled, and
    whether the dealer skipped the card it asked for (it comes after the others' cards, 551.16(i), 665a.13(g)). A
    chapter's ``Hand`` adds its wagers and its ``status``."""

    cards: tuple[Card, ...] = ()
    double: int = 0
    split: bool = False
    wants: bool = False
    settled: bool = False
    late: bool = False


@attrs.frozen(kw_only=True)
class Box:
    """What every chapter's box holds: its number (from the dealer's far left), the player, the insurance on it and
    whether that is settled, its hands once dealt (one until a split), whether they are dead, and whether the dealer
    passed its second card (it comes after every other box's, 551.16(h), 665a.13(f)). A chapter's ``Box`` adds its
    wagers."""

    number: int
    player: int
    insurance: int = 0
    hands: tuple[Any, ...] = ()
    insurance_settled: bool = False
    dead: bool = False
    late: bool = False


B = TypeVar("B", bound=Box)


@attrs.frozen(kw_only=True, slots=False)
class State(Table[B]):
    """What every chapter's table state holds; a chapter's ``State`` adds its ``phase`` and what is its own.

    The shoe is known by what has left it: ``seen`` counts each of the 52 faces (``Card.index``), ``hidden`` the
    cards burned face down; ``cut_card`` is how many cards lie behind the cutting card (0 with a continuous
    shuffler, or once the discards are reshuffled in a round) and ``cut_out`` says it has come out (the round is
    finished and the cards shuffled)."""

    boxes: tuple[B, ...] = ()
    #: the dealer's cards: the up card first, then the hole card, then his draws
    dealer: tuple[Card, ...] = ()
    #: the dealer has used the card reader this round
    peeked: bool = False
    #: decks in the shoe in play (0 before the first shuffle)
    decks: int = 0
    seen: tuple[int, ...] = (0,) * 52
    hidden: int = 0
    cut_card: int = 0
    cut_out: bool = False
    #: a card is to be burned before the next card is dealt (after a shuffle, a new dealer, the discards reshuffled)
    burn_due: bool = False
    #: the card reader has failed and no cards are dealt
    halted: bool = False
    #: the bar on a player who sat out a round: rounds dealt since the shuffle, the players who have bet in every
    #: one, and those let back in
    rounds_since_shuffle: int = 0
    regulars: frozenset[int] = frozenset()
    allowed: frozenset[int] = frozenset()
    #: the last round ended with the dealer standing on his own total
    dealer_stood: bool = False
    #: a card drawn in error, to be the next card due, or offered as it when it was shown
    pending: Optional[Card] = None
    pending_exposed: bool = False

    @property
    def remaining(self) -> int:
        """Cards still in the shoe."""
        return DECK * self.decks - sum(self.seen) - self.hidden


# --- small helpers -------------------------------------------------------------------------------------------------


def replace_box(s: Any, box: Any) -> Any:
    """``s`` with ``box`` in place of the box of its number, the boxes kept in dealing order."""
    rest = [b for b in s.boxes if b.number != box.number]
    return attrs.evolve(s, boxes=tuple(sorted(rest + [box], key=lambda b: b.number)))


def with_hand(s: Any, number: int, i: int, h: Any) -> Any:
    """``s`` with ``h`` as hand ``i`` of box ``number``."""
    b = next(b for b in s.boxes if b.number == number)  # a box on the table
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


def shuffled(c: Chapter, s: Any, decks: int, cut_card: int, burn: bool, **more: Any) -> Any:
    """A fresh shoe of ``decks`` decks: nothing seen, the 551.6(k) bar lifted, betting open, a burn due unless the
    shuffler is continuous."""
    return attrs.evolve(s, phase=c.phase.BETTING, decks=decks, **more, seen=(0,) * 52, hidden=0, cut_card=cut_card,
                        cut_out=False, burn_due=burn, rounds_since_shuffle=0, regulars=frozenset(),
                        allowed=frozenset(), dealer_stood=False)


def check_cut(c: Chapter, s: Any, continuous: bool, cards: int, cover: int, cut_card: int) -> None:
    """The cards are shuffled before play, after a shoe or when a floorperson orders it (551.5(a)); a continuous
    shuffler is not cut (551.15); otherwise the cut goes in at least :data:`CUT_MARGIN` cards from either end of the
    ``cards`` and the cutting card back at least a quarter of the way up (551.5(d), (e))."""
    if s.phase is not c.phase.SHUFFLE:
        raise refuse(c.shuffle, "the cards are shuffled before play, after each shoe, or when a floorperson orders it "
                                "between rounds (Reshuffle)")
    if continuous:
        if (cover, cut_card) != (0, 0):
            raise refuse(c.no_cut, "a continuous shuffling device is not cut: cover and cut_card are 0")
        return
    if not CUT_MARGIN <= cover <= cards - CUT_MARGIN:
        raise refuse(c.cut, f"{c.cut_goes} at least {CUT_MARGIN} cards from the top and the bottom of the {cards} "
                            f"cards, not at {cover}")
    if not cards // 4 <= cut_card < cards:
        raise refuse(c.cut_back, f"the {c.cut_card} goes back at least a quarter of the way up ({cards // 4} of "
                                 f"{cards} cards behind it), not {cut_card}")


def available(c: Chapter, s: Any, card: Optional[Card]) -> None:
    """A card can come out: the shoe is not empty (the discards are reshuffled, 551.16(g)) and a card shown is one
    the decks hold and not all of whose copies are out (551.3(a))."""
    if s.remaining <= 0:
        raise refuse(c.discards, "the shoe is empty: the discard rack is shuffled to finish the round "
                                 "(ReshuffleDiscards)")
    if card is not None:
        if card.rank == 10:
            raise refuse(c.deck, f"the decks hold no 10s: {card} is reported as found ({c.ten_found})")
        if s.seen[card.index] >= s.decks:
            raise refuse(c.deck, f"the {s.decks} decks hold {s.decks} of {card}, and all have been seen")


def burn(c: Chapter, s: Any, card: Optional[Card]) -> Any:
    """The card burned once the shoe is loaded and when a new dealer takes over (551.8(c)); after the discards are
    reshuffled in a round, face down (551.16(g))."""
    if not s.burn_due:
        raise refuse(c.burn, f"a card is burned after the {c.shoe} is loaded and when a new dealer arrives, not now")
    if s.phase in c.live and card is not None:
        raise refuse(c.discards, "the burn after reshuffling the discards is face down: no card is shown")
    available(c, s, card)
    return attrs.evolve(take(s, card), burn_due=False)


def new_dealer(c: Chapter, s: Any) -> Any:
    """A new dealer, between rounds, burns a card first (551.8(c))."""
    if s.phase is not c.phase.BETTING:
        raise refuse(c.burn, f"dealers change between rounds, with a {c.shoe} in play")
    return attrs.evolve(s, burn_due=True)


def reshuffle(c: Chapter, s: Any) -> tuple[Any, Outcomes]:
    """A floorperson orders a reshuffle after a round (551.5(g))."""
    if s.phase is not c.phase.BETTING:
        raise refuse(c.reshuffle, f"a reshuffle is ordered after a round, with a {c.shoe} in play")
    return attrs.evolve(s, phase=c.phase.SHUFFLE), [Notice("reshuffle ordered by a floorperson", (c.reshuffle,))]


def in_play(c: Chapter, s: Any, clause: str) -> None:
    """A card is found in the shoe only while a shoe is in play (``clause``: the chapter's rule for the card found)."""
    if s.phase is c.phase.SHUFFLE:
        raise refuse(clause, f"no {c.shoe} is in play")


def found_face_up(c: Chapter, s: Any, card: Card, available: Callable[[Card], None]) -> tuple[Any, Outcomes]:
    """A card found face up in the shoe is not used but discarded (551.16(a), 665a.13(a)); ``available``: the
    chapter's check that the shoe can hold it (551.3(a))."""
    in_play(c, s, c.face_up)
    available(card)
    return take(s, card), [Notice(f"{card} found face up in the shoe is discarded", (c.face_up,))]


def found_ten(c: Chapter, s: Any, card: Card) -> None:
    """A card reported as a 10 found in the shoe is a 10 (551.16(b); 665a.4(b)), and a shoe is in play."""
    if card.rank != 10:
        raise refuse(c.tens, f"{card} is not a 10")
    in_play(c, s, c.tens)


# --- wagers ----------------------------------------------------------------------------------------------------------


def remove_box(c: Chapter, s: Any, number: int,
               stakes: Callable[[Any], Iterable[tuple[Any, int]]]) -> tuple[Any, Outcomes]:
    """Box ``number``'s wagers come down before the first card (551.6(d)), each returned (``stakes``: the box's
    stakes and amounts, in order); once it is out nobody touches them until they are decided (551.6(i))."""
    if s.phase in c.live:
        raise refuse(c.untouched, f"once the {c.first_card} is dealt no wager is touched until it is decided")
    b = s.box(number)
    if b is None:
        raise refuse(c.no_wager, f"box {number} has no wager")
    out: Outcomes = [Returned(b.number, stake, amount, (c.removed,)) for stake, amount in stakes(b) if amount]
    return attrs.evolve(s, boxes=tuple(x for x in s.boxes if x.number != number)), out


def cents(clause: str, amount: object) -> int:
    """``amount``, a positive whole number of cents (``clause`` names the wager)."""
    if not is_int(amount) or amount <= 0:
        raise refuse(clause, f"a wager is a positive number of cents, not {amount!r}")
    return amount


def owner(clause: str, s: Any, number: int, player: int) -> Any:
    """Box ``number`` as it stands (``None``: empty), which is ``player``'s if anyone's (``clause``: the chapter's
    rule on the boxes a player holds, 551.14, 665a.6(g), 633a.6(f))."""
    old = s.box(number)
    if old is not None and old.player != player:
        raise refuse(clause, f"box {number} is player {old.player}'s")
    return old


def may_hold(c: Chapter, cfg: Any, s: Any, number: int, player: int) -> None:
    """``player`` may hold box ``number`` too: as many adjacent boxes as the table allows (551.14); with the bar on a
    player who sat out a round since the shuffle, not until allowed or the cards are reshuffled (551.6(k))."""
    mine = sorted({b.number for b in s.boxes if b.player == player} | {number})
    if len(mine) > cfg.max_boxes_per_player:
        raise refuse(c.boxes_held, f"a player may wager on at most {cfg.max_boxes_per_player} boxes")
    if mine != list(range(mine[0], mine[-1] + 1)):
        raise refuse(c.boxes_held, f"a player's boxes are adjacent: {mine} are not")
    if (cfg.no_midshoe_entry and s.rounds_since_shuffle > 0 and player not in s.regulars
            and player not in s.allowed):
        raise refuse(c.barred, f"player {player} sat out a round since the shuffle and may not bet until allowed or "
                               "the cards are reshuffled")


def wager_on(c: Chapter, cfg: Any, s: Any, number: int, amount: object, player: Optional[int],
             staked: Callable[[Any], int]) -> tuple[Any, int, int]:
    """``amount`` more on box ``number``'s own wager (551.6(a)): a positive number of cents, on a box that is
    ``player``'s if anyone's (default: the box's number), the box's whole wager (``staked``: what it holds) within the
    table's limits, and a box ``player`` may hold (551.14, 551.6(k)). (The box as it stands or ``None``, the player,
    the box's new total.)"""
    amount = cents(c.no_box, amount)
    player = number if player is None else player
    old = owner(c.boxes_held, s, number, player)
    total = amount + (staked(old) if old else 0)
    if not cfg.table_min <= total <= cfg.table_max:
        raise refuse(c.no_box, f"the table takes {c.limits}{cfg.table_min} to {cfg.table_max} cents, not {total}")
    may_hold(c, cfg, s, number, player)
    return old, player, total


def insurable(c: Chapter, cfg: Any, s: Any, number: int, amount: object, wager: Callable[[Any], int]) -> Any:
    """Box ``number``, which may insure ``amount``: insurance is open (551.10(a)) until the reader is used
    (551.10(b)), on a live box not yet insured (551.6(j)), for at most half its ``wager`` or the next amount chips
    allow (551.10(b))."""
    if s.phase is not c.phase.INSURANCE:
        if s.up is not None and s.up.rank == 1 and s.peeked:
            raise refuse(c.insurance_limit, "insurance closes when the hole card goes into the card reader")
        raise refuse(c.insurance, f"insurance is offered {c.insured_when}")
    b = s.box(number)
    if b is None or b.dead:
        raise refuse(c.insurance_limit, f"box {number} has no {c.insured_wager} to insure")
    if b.insurance:
        raise refuse(c.insurance_kept, f"box {number}'s insurance is {c.kept_as} and may not be changed")
    top = bj.insurance_limit(wager(b), cfg.chip_unit)
    if not is_int(amount) or not 0 < amount <= top:
        raise refuse(c.insurance_limit, f"box {number} may insure up to {top} cents, not {amount!r}")
    return b


def insurance_lost(s: Any, boxes: Iterable[Any], stake: Any, clauses: tuple[str, ...]) -> tuple[Any, Outcomes]:
    """The card reader finds no Blackjack: each insurance on ``boxes``, in the order they are settled, is collected
    (551.10(d), 665a.8(d)) under the chapter's ``stake`` and ``clauses``."""
    out: Outcomes = []
    for b in boxes:
        if b.insurance:
            out.append(Settlement(b.number, stake, Result.LOSE, b.insurance, clauses))
            s = replace_box(s, attrs.evolve(b, insurance_settled=True))
    return s, out


def peek_refused(c: Chapter, s: Any) -> NoReturn:
    """Why the hole card is not checked now: it has been (551.8(e)), it is turned (551.8(h)), or the cards are not
    out yet."""
    if s.peeked:
        raise refuse(c.reader, "the hole card has been checked")
    if s.phase is c.phase.DEALER:
        raise refuse(c.turned, "the hole card has been turned")
    raise refuse(c.reader, f"the hole card is checked once {c.checked_when}")


def allow_entry(c: Chapter, cfg: Any, s: Any, player: int) -> tuple[Any, Outcomes]:
    """The certificate holder lets a player who sat out a round bet again (551.6(k)(1))."""
    if not cfg.no_midshoe_entry:
        raise refuse(c.barred, "this table does not bar players who sit out a round")
    return attrs.evolve(s, allowed=s.allowed | {player}), [Notice(f"player {player} may bet again", (c.let_in,))]


def may_deal(c: Chapter, s: Any) -> None:
    """A card may be dealt: the card reader works (551.16(m)), the cards are shuffled (551.5(a)) and burned
    (551.8(c)), and a box has a wager (551.6(a))."""
    if s.halted:
        raise refuse(c.halted, "the card reader device is down: no cards are dealt until it is repaired")
    if s.phase is c.phase.SHUFFLE:
        raise refuse(c.shuffle, "the cards are shuffled and cut before they are dealt")
    if s.burn_due:
        raise refuse(c.burn, f"a card is burned before {c.burn_first}")
    if s.phase is c.phase.BETTING and not s.boxes:
        raise refuse(c.no_box, f"no box has a {c.wager}")


def next_card(c: Chapter, s: Any, due: Callable[[], Optional[tuple[int, int]]]) -> tuple[int, int]:
    """Where the next card goes (``due``: the chapter's answer), once a card may be dealt (:func:`may_deal`); a card
    when none is due is refused (:func:`why_no_card`)."""
    may_deal(c, s)
    target = due()
    if target is None:
        raise refuse(*why_no_card(c, s))
    return target


def reader_failure(c: Chapter, s: Any) -> tuple[Any, Outcomes]:
    """The card reader device goes down: no card is dealt until it is repaired or replaced (551.16(m))."""
    if s.halted:
        raise refuse(c.halted, "the card reader device is already down")
    return attrs.evolve(s, halted=True), [Notice("card reader device down: dealing stops", (c.halted,))]


def reader_repaired(c: Chapter, s: Any) -> tuple[Any, Outcomes]:
    """The card reader device is repaired or replaced: dealing resumes (551.16(m))."""
    if not s.halted:
        raise refuse(c.halted, "the card reader device is working")
    return attrs.evolve(s, halted=False), []


def may_draw_in_error(c: Chapter, s: Any, card: Optional[Card]) -> None:
    """A card drawn in error is reported during a round, while cards may be dealt, once the last one is used
    (551.16(c)), and is one the shoe can hold."""
    if s.phase not in c.live:
        raise refuse(c.in_error, "a card drawn in error is one drawn during a round")
    if s.halted:
        raise refuse(c.halted, "the card reader device is down: no cards are dealt until it is repaired")
    if s.burn_due:
        raise refuse(c.burn, f"a card is burned before {c.burn_first}")
    if s.pending is not None:
        raise refuse(c.in_error, f"{s.pending}, drawn in error, is still to be used")
    available(c, s, card)


def take(s: Any, card: Optional[Card]) -> Any:
    """``card`` (unseen when ``None``) leaves the shoe."""
    if card is None:
        return attrs.evolve(s, hidden=s.hidden + 1)
    seen = list(s.seen)
    seen[card.index] += 1
    return attrs.evolve(s, seen=tuple(seen))


def discards_reshuffled(c: Chapter, s: Any) -> tuple[Any, Outcomes]:
    """The shoe has run out in a round: the discard rack is shuffled and cut to finish it, a card to be burned face
    down first; every card not on the layout is back in the shoe, and the cards are shuffled anew after the round."""
    if s.phase not in c.live or s.remaining > 0:
        raise refuse(c.discards, "the discards are reshuffled only when the shoe cannot finish the round")
    seen = [0] * 52
    for card in (*s.dealer, *(card for b in s.boxes for h in b.hands for card in h.cards)):
        seen[card.index] += 1
    return attrs.evolve(s, seen=tuple(seen), hidden=0, cut_card=0, cut_out=True, burn_due=True), [
        Notice("the discard rack is shuffled and cut to finish the round", (c.discards,))]


# --- the round ------------------------------------------------------------------------------------------------------


def start_round(s: Any, phase: Any, hands: Callable[[Any], tuple[Any, ...]], **more: Any) -> Any:
    """The first card of a round: each box gets its first hand, and the players who bet in every round since the
    shuffle (or were let back in) are remembered for the no-midshoe-entry bar."""
    bettors = frozenset(b.player for b in s.boxes)
    regulars = bettors if s.rounds_since_shuffle == 0 else (s.regulars & bettors) | (s.allowed & bettors)
    boxes = tuple(attrs.evolve(b, hands=hands(b)) for b in s.boxes)
    return attrs.evolve(s, phase=phase, boxes=boxes, regulars=regulars, allowed=s.allowed - bettors, **more)


# --- whose turn, and which card is due -------------------------------------------------------------------------------


def box_hand(s: Any, where: tuple[int, int]) -> tuple[Any, Any]:
    """The box and the hand ``where`` names, ``(box number, hand index)``: where a card is due or whose turn it is,
    so the box is on the table."""
    b = next(b for b in s.boxes if b.number == where[0])
    return b, b.hands[where[1]]


def turn(c: Chapter, s: Any, number: int) -> tuple[Any, int, Any]:
    """Box ``number``'s hand in turn, which has its two cards: ``(box, hand index, hand)`` (551.8(f), (g))."""
    at = in_turn(c, s)
    if at is None:
        raise refuse(c.turn, "the players decide once the dealer has checked his hole card where he must, and before "
                             "he turns it")
    if at[0] != number:
        raise refuse(c.turn, f"it is box {at[0]}'s turn, not box {number}'s")
    b, h = box_hand(s, at)
    if h.wants or len(h.cards) < 2:
        raise refuse(c.owed, "the hand is owed a card first")
    return b, at[1], h


def decision(c: Chapter, s: Any, number: int, clause: str, what: str,
             held: Callable[[Any, str], None]) -> tuple[Any, int, Any]:
    """Box ``number``'s hand in turn (:func:`turn`), still open to ``what`` ("hit", "double", ...): the chapter's
    ``held`` refuses a hand that has had its one card (a doubled hand, a split ace), and a finished hand takes no
    ``what`` (``clause``: the chapter's rule for it)."""
    b, i, h = turn(c, s, number)
    held(h, what)
    if h.status is not c.status.OPEN:
        raise refuse(clause, f"the hand is finished: no {what}")
    return b, i, h


def hit(c: Chapter, s: Any, number: int, held: Callable[[Any, str], None]) -> Any:
    """The hand in turn at box ``number`` asks for a card, while its total is under 21 (551.13(a)(1),
    665a.7(j)(1))."""
    b, i, h = decision(c, s, number, c.hit, "hit", held)
    if not bj.may_hit(h.ranks):
        raise refuse(c.to_21, "no card is drawn to a Blackjack or a total of 21")
    return with_hand(s, b.number, i, attrs.evolve(h, wants=True))


def skipped(c: Chapter, s: Any, number: int) -> tuple[Any, int, Any]:
    """The hand in turn at box ``number`` whose card the dealer passed (551.16(i), 665a.13(g)): a card it asked for
    (by hitting, where only a hit's is: 665a.13(g)) and not passed already. ``(box, hand index, hand)``."""
    at = in_turn(c, s)
    if at is None or at[0] != number:
        raise refuse(c.skipped, f"box {number} has no hand in turn")
    b, h = box_hand(s, at)
    if not h.wants or h.late or (c.hit_only and h.double):
        raise refuse(c.skipped, f"only a card the hand {c.asked}, and not yet passed, can be passed")
    return b, at[1], h


def passed_late(c: Chapter, s: Any, b: Any, i: int, h: Any) -> tuple[Any, Outcomes]:
    """The player takes the card the dealer passed after the other hands' cards (551.16(i), 665a.13(g))."""
    return with_hand(s, b.number, i, attrs.evolve(h, late=True)), [
        Notice(f"box {b.number}'s card comes after the other hands'", (c.skipped,))]


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


def box_due(s: Any, n: int) -> Optional[tuple[int, int]]:
    """The box whose ``n``-th card of the deal is next (551.8(d), 665a.7(f)): the first live box from the dealer's
    left holding fewer than ``n``; a box passed for its second card takes it after every other box's (551.16(h),
    665a.13(f)). ``None`` once every live box holds ``n``."""
    short = [b for b in live(s) if len(b.hands[0].cards) < n]
    b = min(short, key=lambda b: b.late, default=None)  # the first not passed, else the first passed
    return None if b is None else (b.number, 0)


def owed(s: Any, turn: Optional[tuple[int, int]]) -> Optional[tuple[int, int]]:
    """The hand in turn when a card is owed to it (it hit, doubled or was just split, or holds fewer than two)."""
    if turn is None:
        return None
    h = s.box(turn[0]).hands[turn[1]]
    return turn if h.wants or len(h.cards) < 2 else None


def after_deal(c: Chapter, s: Any, peek: tuple[int, ...]) -> Any:
    """Every box and the dealer hold their cards: on an ace up card insurance is offered (551.10(a), 665a.8(a)), on
    another of the ``peek`` ranks the dealer checks his hole card (551.8(e), 665a.7(g)), otherwise the players
    decide."""
    rank = s.dealer[0].rank
    return attrs.evolve(s, phase=c.phase.INSURANCE if rank == 1 else c.phase.PEEK if rank in peek else c.phase.PLAYING)


def play_by_cards(s: Any, out: Outcomes, turn: Optional[tuple[int, int]], dealer: Any, turned: Notice,
                  finish: Callable[[Any, Any, int, Any], Optional[tuple[Any, Outcomes]]]
                  ) -> Optional[tuple[Any, Outcomes]]:
    """The players' turns carried on by the cards alone: with no hand left in ``turn`` the hole card is turned
    (``turned``) and the round goes to the dealer (the chapter's phase ``dealer``); the hand in turn, once it holds two
    cards and is owed none, is finished where its cards decide it (``finish(s, box, index, hand)``: the state with the
    hand put back and what that settled, ``None`` while the player decides). The state and outcomes to carry on from,
    or ``None`` when an event is needed."""
    if turn is None:
        out.append(turned)
        return attrs.evolve(s, phase=dealer), out
    b, h = box_hand(s, turn)
    if h.wants or len(h.cards) < 2:
        return None
    done = finish(s, b, turn[1], h)
    if done is None:
        return None
    out += done[1]
    return done[0], out


def why_no_card(c: Chapter, s: Any) -> tuple[str, str]:
    """The clause and reason a card is refused when none is due."""
    if s.pending is not None:
        return c.in_error, "the card drawn in error is the next card due"
    if s.phase in (c.phase.INSURANCE, c.phase.PEEK):
        return c.reader, "the dealer checks his hole card before any more cards are dealt"
    if s.phase is c.phase.PLAYING:
        return c.decides, "the player in turn decides before another card is dealt"
    return c.stands, "the dealer stands: no card is due"


def put(c: Chapter, target: tuple[int, int], card: Card, taken: Any) -> tuple[Any, Outcomes]:
    """``card``, out of the shoe (``taken``), goes to ``target`` (``(0, 0)`` the dealer); the cutting card may come
    out behind it."""
    s = taken
    out: Outcomes = []
    if target == (0, 0):
        s = attrs.evolve(s, dealer=s.dealer + (card,))
    else:
        b, h = box_hand(s, target)
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


def hold_in_error(s: Any, card: Card, exposed: bool, clause: str) -> tuple[Any, Outcomes]:
    """A card drawn in error when no card is due waits to be the next card (offered, when it was shown)."""
    s = attrs.evolve(take(s, card), pending=card, pending_exposed=exposed)
    return s, [Notice(f"{card} drawn in error will be the next card" + (", offered" if exposed else ""), (clause,))]


# --- insurance and the card reader ----------------------------------------------------------------------------------


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


# --- the dealer and the end of the round -----------------------------------------------------------------------------


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


# --- the events both shoe games know ---------------------------------------------------------------------------------
# Spanish 21 (ch. 551) and Double Attack Blackjack (ch. 665a) take these alike; each chapter's ``state`` module
# re-exports them beside its own (Match-The-Dealer, the rescue; the Double Attack and Bust It Wagers, a shuffler
# fault), and its ``game`` decides them by its own clauses. Blackjack (633a) takes the players' decisions (Hit, Stand,
# Double, Split, Surrender) too.


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
    """The hand in turn at box ``box`` takes a card (551.13(a), 665a.7(h)(2), (j); 633a's base game, BJ-A01)."""

    box: int


@attrs.frozen
class Stand:
    """The hand in turn at box ``box`` stands (551.8(f), 665a.7(h)(2); 633a's base game, BJ-A01); a doubled hand
    waiting on a rescue is kept (551.11(d))."""

    box: int


@attrs.frozen
class Double:
    """The hand in turn at box ``box`` doubles down for ``amount`` cents (551.11(a), 635a.10(a) in 2013; 665a.10(a);
    633a.10, elided)."""

    box: int
    amount: int


@attrs.frozen
class Split:
    """The pair in turn at box ``box`` is split (551.12, 665a.11; 633a's base game, BJ-A01)."""

    box: int


@attrs.frozen
class Surrender:
    """Box ``box`` surrenders half its wager (551.9(a); 633a's base game, BJ-A01); the hand in turn at box ``box`` is
    surrendered (665a.9, 665a.7(k))."""

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


# --- random walks and demos ----------------------------------------------------------------------------------------

#: the 48 faces of a deck without its 10s (551.3(a), 665a.3(a))
FACES: tuple[Card, ...] = tuple(Card(r, x) for r in range(1, 14) if r != 10 for x in SUITS)


def cards_left(s: Any, faces: tuple[Card, ...]) -> list[tuple[Card, int]]:
    """Each face still in the shoe and how many of it (a face-down burn counts against no face)."""
    return [(c, s.decks - s.seen[c.index]) for c in faces if s.seen[c.index] < s.decks]


def shuffles(cards: int, continuous: bool) -> list[object]:
    """A walk's shuffle of ``cards`` cards: cut at the middle with the cutting card back a quarter of the way up and
    three cards more, or neither with a continuous shuffler (551.15, 665a.5(h))."""
    return [Shuffle(0, 0) if continuous else Shuffle(cards // 2, cards // 4 + 3)]


def first_wagers(cfg: Any, s: Any) -> list[object]:
    """A walk's wagers on each box without one: the table's minimum and three times it."""
    taken = {b.number for b in s.boxes}
    return [PlaceBet(n, amount) for n in range(1, cfg.boxes + 1) if n not in taken
            for amount in (cfg.table_min, 3 * cfg.table_min)]


def hand_in_turn(s: Any, turn: Optional[tuple[int, int]]) -> Optional[tuple[int, Any]]:
    """The box in ``turn`` (the chapter's ``in_turn``) and its hand in turn, for a walk's decisions; ``None`` when no
    hand is in turn."""
    return None if turn is None else (turn[0], box_hand(s, turn)[1])


def deals(text: str, deal: Callable[[Card], object] = Deal) -> list[object]:
    """``"2H 9C"`` -> the deals of those cards, for a demo's script (``deal``: the chapter's event, 633a's own)."""
    return [deal(parse_card(x)) for x in text.split()]  # type: ignore[arg-type]


def describe(c: Chapter, e: object) -> str:
    """A demo's line for one of the shared events of 551 and 665a (any other event as :func:`said` has it)."""
    if isinstance(e, Burn):
        return "burn a card"
    if isinstance(e, Shuffle):
        return f"shuffle and cut at {e.cover}; the {c.cut_card} goes back with {e.cut_card} cards behind it"
    return said(e)


#: a demo's line for each event every chapter of the family takes and words alike, found by the event's name:
#: chapter 633a's ``PlaceBet``, ``Deal``, ``Insure`` and ``Peek`` are classes of its own ``state`` module
_SAID: dict[str, Callable[[Any], str]] = {
    "PlaceBet": lambda e: bets("box", e.box, e.amount),
    "Deal": lambda e: f"deal {e.card}",
    "Double": lambda e: f"box {e.box} doubles for {dollars(e.amount)}",
    "Insure": lambda e: f"box {e.box} insures for {dollars(e.amount)}",
    "Peek": lambda e: "the dealer checks his hole card in the card reader",
}


def said(e: object) -> str:
    """A demo's line for an event the family's three chapters word alike; any other event by its box and name
    (``"box 1 hits"``), or by its name."""
    line = _SAID.get(type(e).__name__)
    return line(e) if line is not None else acts(e, "box")


# --- equipment -------------------------------------------------------------------------------------------------------
# The descriptions of a Spanish 21 and a Double Attack table (each chapter's ``equipment``) answer their clauses with
# these: what both chapters ask of a discard rack and of a deck without its 10s, and the readers of a description's
# values. Each chapter's function keeps its ``@cites`` and docstring and names its own clause ids.


@attrs.frozen
class Deck:
    """One deck as found after the opening inspection, card by card (551.3(a), 665a.3(a)): a table description's
    decks, read by :func:`deck_cards` and checked by :func:`deck_problems`."""

    cards: tuple[Card, ...] = ()


def discard_rack(d: Any, decks: int, rack: str) -> dict[str, Verdict]:
    """``rack`` (551.2(f), 665a.2(e)): a discard rack fixed on top of the dealer's side, as tall as the shoe's
    ``decks`` stacked (its item (1)), or taller with a mark at that height (its item (2))."""
    n = Decimal(decks)
    h, mark = d.discard_rack_height_decks, d.discard_rack_mark_decks
    fixed = unmet((("the discard rack is not attached securely to the top of the table",
                    d.discard_rack_attached_on_top),
                   ("the discard rack is not on the dealer's side", d.discard_rack_dealer_side)))
    one, two = f"{rack}(1)", f"{rack}(2)"
    out: dict[str, Verdict] = {}
    if h is None:
        out[one] = FindingStatus.FAIL, "the rack's height is not stated (discard_rack_height_decks)"
        out[two] = not_applicable("the rack is not stated to be taller than the decks")
        height = ["the rack's height is not stated"]
    elif h < n:
        out[one] = FindingStatus.FAIL, f"the rack is {h} decks tall, shorter than the {n} decks of the shoe"
        out[two] = not_applicable("the rack is not taller than the decks")
        height = [f"the rack is {h} decks tall, shorter than the {n} decks of the shoe"]
    elif h == n:
        out[one] = FindingStatus.PASS, f"as tall as the {n} decks of the shoe"
        out[two] = not_applicable("the rack is exactly as tall as the decks: (1) applies")
        height = []
    else:
        out[one] = not_applicable(f"the rack is {h} decks tall, taller than the {n} decks: (2) applies")
        marked = [] if mark == n else [f"the rack's mark stands at {mark} decks, not at the {n} decks of the shoe"
                                       if mark is not None else "the rack has no mark at the decks' height"]
        marked += unmet((("the rack's mark is not distinct and clearly visible", d.discard_rack_mark_visible),))
        out[two] = verdict(marked, f"taller than the decks, marked at {n} decks")
        height = [f"the rack is taller than the {n} decks without a visible mark at their height"] if marked else []
    out[rack] = verdict(fixed + height, "a discard rack fixed on top of the dealer's side, of a height (1) or (2) "
                                        "allows")
    return out


def dealer_rule_stated(d: Any, numbers: Mapping[str, str]) -> Verdict:
    """Whether the layout of table description ``d`` states the dealer's rule as the chapter's ``numbers`` have it
    (``draw_to``, ``stand_on``): draws to the one, stands on all of the other, soft ones too."""
    draw, stand = int(numbers["draw_to"]), int(numbers["stand_on"])
    rule = [] if d.layout_dealer_draws_to == draw else [
        f"the layout states the dealer draws to {d.layout_dealer_draws_to or 'nothing'}, not {draw}"]
    rule += [] if d.layout_dealer_stands_on == stand else [
        f"the layout states the dealer stands on {d.layout_dealer_stands_on or 'nothing'}, not all {stand}s"]
    if not d.layout_dealer_stands_on_soft:
        rule.append(f"the layout does not say the dealer stands on soft {stand}s too")
    return verdict(rule, f"the dealer draws to {draw} and stands on all {stand}s")


def deck_cards(deck: Any, where: str, clause: str, problems: list[Problem]) -> tuple[Card, ...]:
    """One deck of a table description: a table from suit (S, H, D, C) to the ranks found, such as
    "A 2 3 4 5 6 7 8 9 J Q K"; each bad entry is a :class:`Problem` under ``clause`` (the chapter's deck clause)."""
    cards: list[Card] = []
    for suit, ranks in deck.items():
        at = f"{where}.{suit}"
        if suit not in tuple(SUITS):
            problems.append(Problem(at, clause, f"not a suit: a deck's keys are {', '.join(SUITS)}"))
            continue
        bad = [r for r in ranks.split() if r not in RANKS] if isinstance(ranks, str) else None
        if bad is None or bad:
            problems.append(Problem(at, clause, f"must be the ranks found, such as \"A 2 3 4 5 6 7 8 9 J Q K\", not "
                                                f"{ranks!r}"))
            continue
        cards += [Card(RANKS.index(r) + 1, suit) for r in ranks.split()]
    return tuple(cards)


def deck_problems(decks: Iterable[tuple[str, Any]], out: list[str], cards: int) -> tuple[list[str], list[str]]:
    """Each named deck against the ``cards`` (48) cards of a deck without its 10s (551.3(a), 665a.3(a)), its problems
    added to ``out``; (the problems, the 10s found)."""
    tens: list[str] = []
    for name, deck in decks:
        have = Counter(deck.cards)
        ten = sorted(c for c in have if c.rank == 10)
        if ten:
            tens.append(f"{name}: {', '.join(map(str, ten))}")
        missing = sorted(set(FACES) - set(have))
        twice = sorted(c for c, k in have.items() if k > 1 and c.rank != 10)
        if len(deck.cards) != cards:
            out.append(f"{name} has {len(deck.cards)} cards, not {cards}")
        if ten:
            out.append(f"{name}: a 10 left in ({', '.join(map(str, ten))})")
        if missing:
            out.append(f"{name}: missing {', '.join(map(str, missing))}")
        if twice:
            out.append(f"{name}: {', '.join(f'{have[c]} x {c}' for c in twice)}")
    return out, tens


def odds_of(text: str) -> Fraction:
    """The spec's ``"3 to 2"`` as what a unit staked wins."""
    return parse_odds(text).ratio


def show(o: Fraction) -> str:
    """Odds as a layout prints them: ``"3 to 2"``."""
    return f"{o.numerator} to {o.denominator}"


def nums(ns: Any) -> str:
    """Position numbers in order, or "none"."""
    return ", ".join(map(str, sorted(ns))) or "none"


def areas(what: str, have: frozenset[int], seats: frozenset[int]) -> list[str]:
    """The problems of a layout whose ``what`` areas stand at ``have`` where the positions are ``seats``."""
    missing, extra = seats - have, have - seats
    return ([f"no {what} at position {nums(missing)}"] if missing else []) + (
        [f"a {what} numbered {nums(extra)}, which is no position"] if extra else [])


def stated(what: str, got: Optional[Fraction], want: Fraction) -> list[str]:
    """The problem of a layout that states odds ``got`` where the rules want ``want``."""
    if got is None:
        return [f"the layout does not state {what}"]
    return [] if got == want else [f"the layout states {what} as {show(got)}, not {show(want)}"]


#: a description's odds, as printed (``"3 to 2"``)
odds_value: Callable[[Any], Fraction] = printed_odds(odds_of, '"3 to 2"')


def decks_high(v: Any) -> Decimal:
    """A description's height in decks: a whole number or a decimal string."""
    try:
        h = Decimal(v) if isinstance(v, str) or (is_int(v)) else None
    except InvalidOperation:
        h = None
    if h is None or not h.is_finite() or h < 0:
        raise ValueError(f"must be a height in decks, a whole number or a decimal string such as \"8.5\", not {v!r}")
    return h


T = TypeVar("T")


class ShoeTable:
    """What a Spanish 21 and a Double Attack table description read alike off their facts (mixed into each chapter's
    ``TableDescription``)."""

    ruleset: str
    shuffling: Any

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def continuous(self) -> bool:
        """A continuous shuffler is in use (``shuffling = "continuous_shuffler"``)."""
        return bool(self.shuffling.value == "continuous_shuffler")


def field_parsers(description: type, shuffling: type, more: Mapping[str, Callable[[Any], Any]]
                  ) -> dict[str, tuple[str, Callable[[Any], Any]]]:
    """Each field of a chapter's ``description`` whose type has a reader -> (its clause, its reader): the facts both
    chapters state alike (true or false, counts, the ``shuffling`` election, positions, odds, heights in decks) and
    ``more``, the chapter's own readers by type."""
    by_type: dict[str, Callable[[Any], Any]] = {
        "bool": boolean, "int": count, "Shuffling": one_of(shuffling), "tuple[int, ...]": positions,
        "frozenset[int]": lambda v: frozenset(positions(v)), "Optional[Fraction]": odds_value,
        "Optional[Decimal]": decks_high, **more,
    }
    return {f.name: (str(f.metadata["clause"]), by_type[str(f.type)]) for f in attrs.fields(description)
            if str(f.type) in by_type}


def description(data: Mapping[str, Any], source: str, build: Callable[..., T], **where: Any) -> T:
    """A chapter's table description from parsed TOML (``where``: what :func:`description_fields` reads it by);
    :class:`ConfigError` lists every problem, each with its clause."""
    kw, problems = description_fields(data, **where)
    if problems:
        raise ConfigError(problems, source)
    return build(**kw)


def boxes_per_player(rid: str, clause: str) -> frozenset[str]:
    """``clause`` (551.14, 665a.6(g)) where edition ``rid`` has it: how many adjacent boxes one player may bet is the
    profile's election (``max_boxes_per_player``, checked by ``croupier config check``), not a fact of the table, so
    a description's check leaves it out."""
    return frozenset(c for c in (clause,) if c in spec.ruleset(rid))
