"""An independent Double Attack Blackjack engine: 58 Pa. Code chapter 665a as the Board proposed it in 2013.

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text as the project's
spec holds it (``spec/blackjack/pa-665a@2013p.toml``), the digest of it
(``double-attack-blackjack.md``), the options and fixed readings of
``spec/blackjack/tables.toml`` (DA-Ann) and the protocol
(``conformance/double_attack/codec.py``), and it shares no code with
:mod:`croupier.reference`. It is deliberately plain: one constant per figure of
the text, one small function per rule, mutable state and exact numbers
(integers and :class:`fractions.Fraction`, never floats), so that a catalogue of
mutants (realistic vendor bugs, ``double_attack_mutants.py``) can each change
one obvious place.

Amounts are in the table's smallest unit (cents in the bundled profiles). A card
is its rank then its suit (``"AS"``, ``"9H"``, ``"QD"``); the decks hold no 10s
(665a.3(a)), so a ``"10S"`` is only ever found (``ten_found``). Boxes are
numbered 1 to 6 from the dealer's far left, the order of the deal (665a.7(f));
the dealer is place 0. The dealer's up card comes first and alone (665a.7(e)):
the Double Attack Wagers are made after it, then two cards go to each box and
the hole card last (665a.7(f)).

Wagers a settlement names: ``bet/<hand>``, ``double_attack/<hand>`` and
``double/<hand>`` (hands numbered from 1 in the order played), ``bust_it`` and
``insurance``.

Supported profile options (every option of ``spec/blackjack/tables.toml`` with
``game = "double_attack"``): ``game`` = ``double_attack``; ``ruleset``
(``pa-665a@2013p``); ``decks`` (8); ``boxes`` (1-6); ``table_min``,
``table_max``; ``bust_it_offered``; ``max_boxes_per_player`` (1-6);
``no_midshoe_entry``; ``shuffling`` (manual, batch_shuffler,
continuous_shuffler); ``shuffler_loads_shoe`` (batch_shuffler only);
``preshuffled_decks``; ``chip_unit``; ``reader_reveals_to_players``;
``surrender_after_double_dd`` (half, return_full, forfeit_full);
``surrender_split_aces``; ``split_21_is_blackjack``; ``dead_hand_bust_it``
(stays_live, returned); ``split_hand_order`` (insert_after_current,
append_last). Anything else is :class:`Unsupported`. ``shuffler_loads_shoe``
and ``preshuffled_decks`` change no card and no amount: the shoe is still cut
and burned. The engine reports clauses, observable state and notices.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Mapping, Optional, Union

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer, boolean, integer, notice, whole_amount
from croupier.conformance.protocol import ProtocolError, amount

__all__ = ["Config", "DoubleAttackEngine", "DoubleAttackTable", "parse_profile"]

Message = dict[str, Any]
Money = Union[int, Fraction]
Place = tuple[int, int]  # (box, hand index 0-3); (0, 0) is the dealer

# ---------------------------------------------------------------------------------------------
# The table and the cards, pa:665a.2, pa:665a.3, pa:665a.5

MOST_BOXES = 6  # pa:665a.2(a): six player positions at most
DEALER: Place = (0, 0)
RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K")  # pa:665a.3(a): no 10s
TEN = "10"  # pa:665a.3(a), pa:665a.4(b): taken out of every deck, torn if found
SUITS = "SHDC"
RED = "HD"  # pa:665a.12(c): the colour of three 8s
DECK_CARDS = 48  # pa:665a.3(a): 52 less the four 10s
DECKS = 8  # pa:665a.3(a): an eight-deck batch
COURT = ("J", "Q", "K")  # pa:665a.3(d)(2): count 10
COURT_POINTS = 10
ACE_LOW, ACE_HIGH = 1, 11  # pa:665a.3(d)(3)
CUT_MARGIN = 10  # pa:665a.5(d): the cover card at least 10 cards from the top or bottom
CUT_CARD_SHARE = 4  # pa:665a.5(d): put back at least a quarter of the way in from the bottom

# ---------------------------------------------------------------------------------------------
# Play, pa:665a.7, pa:665a.11

TWENTY_ONE = 21  # pa:665a.1#blackjack, pa:665a.7(j)(1)
DEALER_STANDS_ON = 17  # pa:665a.7(n): draws to 16, stands on every 17, soft 17 too
BUST_IT_DRAW_UNDER = 17  # pa:665a.7(m)(2): a first two cards under 17 take the Bust It third card
BUST_IT_CARDS = 3  # pa:665a.7(m)(2): Bust It turns on the dealer's first three cards
PEEK_RANKS = ("A", "J", "Q", "K")  # pa:665a.7(g): the up cards on which the dealer checks for Blackjack
INSURANCE_RANK = "A"  # pa:665a.8(a)
MOST_HANDS = 4  # pa:665a.11(c): three splits, four hands at most

# ---------------------------------------------------------------------------------------------
# Payouts, pa:665a.9, pa:665a.12

EVEN_MONEY = 1  # pa:665a.12(a): every winning Bet and Double Attack Wager; double and split money too (DA-A02)
BLACKJACK_PAYS = 1  # pa:665a.12(a), pa:665a.2(b)(3)(i): Blackjack pays even money
INSURANCE_PAYS = Fraction(5, 2)  # pa:665a.12(b): 5 to 2
SURRENDER_LOSES = Fraction(1, 2)  # pa:665a.9(b): half the Bet and half the Double Attack Wager
SUITED_EIGHTS_PAYS = 200  # pa:665a.12(c): 8, 8, 8 of the same suit
COLOURED_EIGHTS_PAYS = 50  # pa:665a.12(c): 8, 8, 8 of the same colour
#: pa:665a.12(c): the third card drawn, by rank (a king, queen or jack share one row, DA-A16)
THIRD_CARD_PAYS: dict[str, int] = {"6": 15, "7": 10, "8": 8, "9": 6, "J": 3, "Q": 3, "K": 3}

RULESET = "pa-665a@2013p"

# the table's phases (the protocol's observable state)
SHUFFLE, BETTING, ATTACK, DEALING, INSURANCE, PEEK, PLAYING, DEALER_TURN = (
    "shuffle", "betting", "attack", "dealing", "insurance", "peek", "playing", "dealer")
LIVE = (ATTACK, DEALING, INSURANCE, PEEK, PLAYING, DEALER_TURN)
INITIAL_DEAL = (ATTACK, DEALING)
# a hand's statuses
OPEN, DOUBLED, ONE_CARD, STOOD, BUST, SURRENDERED, DEAD = (
    "open", "doubled", "one_card", "stood", "bust", "surrendered", "dead")
UNFINISHED = (OPEN, DOUBLED, ONE_CARD)

BET, ATTACK_BET, BUST_IT, DOUBLE_BET, INSURANCE_BET = "bet", "double_attack", "bust_it", "double", "insurance"
BETS = (BET, ATTACK_BET, BUST_IT)


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    ruleset: str = RULESET
    decks: int = DECKS  # pa:665a.3(a)
    boxes: int = MOST_BOXES  # pa:665a.2(a)
    table_min: int = 500  # pa:665a.6(d)
    table_max: int = 500_000  # pa:665a.6(d)
    bust_it_offered: bool = True  # pa:665a.6(f)
    max_boxes_per_player: int = MOST_BOXES  # pa:665a.6(g)
    no_midshoe_entry: bool = False  # pa:665a.6(b)
    shuffling: str = "manual"  # pa:665a.5(a), pa:665a.3(b), pa:665a.5(h)
    shuffler_loads_shoe: bool = False  # pa:665a.5(a)
    preshuffled_decks: bool = False  # pa:665a.4(f)
    chip_unit: int = 100  # pa:665a.8(b)
    reader_reveals_to_players: bool = False  # pa:665a.13(h)
    surrender_after_double_dd: str = "half"  # pa:665a.9(b), DA-A03
    surrender_split_aces: bool = True  # pa:665a.11(e), DA-A05
    split_21_is_blackjack: bool = False  # pa:665a.1#blackjack, DA-A06
    dead_hand_bust_it: str = "stays_live"  # pa:665a.13(f), DA-A12
    split_hand_order: str = "insert_after_current"  # pa:665a.11(b), DA-A14

    @property
    def continuous(self) -> bool:
        return self.shuffling == "continuous_shuffler"


CHOICES: dict[str, tuple[str, ...]] = {
    "shuffling": ("manual", "batch_shuffler", "continuous_shuffler"),
    "surrender_after_double_dd": ("half", "return_full", "forfeit_full"),
    "dead_hand_bust_it": ("stays_live", "returned"),
    "split_hand_order": ("insert_after_current", "append_last"),
}
FLAGS: tuple[str, ...] = ("bust_it_offered", "no_midshoe_entry", "shuffler_loads_shoe", "preshuffled_decks",
                          "reader_reveals_to_players", "surrender_split_aces", "split_21_is_blackjack")
AMOUNTS: tuple[str, ...] = ("table_min", "table_max", "chip_unit")
COUNTS: tuple[str, ...] = ("boxes", "max_boxes_per_player")


def _bad(name: str, reason: str) -> Unsupported:
    return Unsupported(f"profile/{name}", reason)


def _whole(name: str, value: Any) -> int:
    """A whole number, written as a number or a string of digits."""
    if isinstance(value, bool):
        raise _bad(name, f"a whole number, not {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.isdigit():
        return int(value)
    raise _bad(name, f"a whole number, not {value!r}")


def _flag(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if value in ("true", "false"):
        return value == "true"
    raise _bad(name, f"true or false, not {value!r}")


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks."""
    if game != "double_attack":
        raise _bad("game", f"this engine deals Double Attack Blackjack only, not {game!r}")
    p = dict(profile)
    if p.get("game", game) != game:
        raise _bad("game", f"the profile is for {p['game']!r}, the table for {game!r}")
    cfg = Config()
    if p.get("ruleset", RULESET) != RULESET:
        raise _bad("ruleset", f"only {RULESET} is implemented")
    for name, value in p.items():
        if name in ("game", "ruleset"):
            continue
        if name in CHOICES:
            if not isinstance(value, str) or value not in CHOICES[name]:
                raise _bad(name, f"one of {', '.join(CHOICES[name])}, not {value!r}")
            setattr(cfg, name, value)
        elif name in FLAGS:
            setattr(cfg, name, _flag(name, value))
        elif name in AMOUNTS:
            n = _whole(name, value)
            if n <= 0:
                raise _bad(name, "a positive number of cents")
            setattr(cfg, name, n)
        elif name in COUNTS:
            n = _whole(name, value)
            if not 1 <= n <= MOST_BOXES:  # pa:665a.2(a)
                raise _bad(name, f"1 to {MOST_BOXES}")
            setattr(cfg, name, n)
        elif name == "decks":
            if _whole(name, value) != DECKS:  # pa:665a.3(a)
                raise _bad(name, f"an eight-deck batch: {DECKS} decks only")
        else:
            raise _bad(name, "not an option of this engine")
    if cfg.table_min > cfg.table_max:
        raise _bad("table_min", "the minimum is above the maximum")
    if cfg.shuffler_loads_shoe and cfg.shuffling != "batch_shuffler":  # pa:665a.5(a)
        raise _bad("shuffler_loads_shoe", "only an automated batch shuffler loads the shoe")
    return cfg


# ---------------------------------------------------------------------------------------------
# Messages


def _card(m: Message, key: str = "card") -> str:
    """A card as the protocol writes it; a 10 is a card (found, never dealt), anything else is malformed."""
    v = m.get(key)
    if not isinstance(v, str) or len(v) < 2 or v[-1] not in SUITS or (v[:-1] not in RANKS and v[:-1] != TEN):
        raise ProtocolError(key, f"a card such as 'AS', '9H' or 'QD', not {v!r}")
    return v


def settlement(seat: int, bet: str, result: str, value: Money, clauses: list[str]) -> Message:
    return {"type": "settlement", "seat": seat, "bet": bet, "result": result, "amount": amount(value),
            "commission": "0", "clauses": clauses}


def returned(seat: int, bet: str, value: Money, clauses: list[str]) -> Message:
    return {"type": "returned", "seat": seat, "bet": bet, "amount": amount(value), "clauses": clauses}


def hand_key(kind: str, i: int) -> str:
    """A hand's wager (``bet``, ``double_attack`` or ``double``), hands numbered from 1 in the order played."""
    return f"{kind}/{i + 1}"


# ---------------------------------------------------------------------------------------------
# Cards and totals, pa:665a.1, pa:665a.3(d)


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def points(card: str) -> int:
    """pa:665a.3(d): 2-9 their pips, a court card 10, an ace 1 (counted 11 by :func:`total` where it fits)."""
    r = rank(card)
    if r == "A":
        return ACE_LOW
    if r in COURT:
        return COURT_POINTS
    return int(r)


def total(cards: list[str]) -> int:
    """pa:665a.3(d)(3), pa:665a.1 hard and soft totals: one ace counts 11 where that keeps the hand at 21 or under."""
    hard = sum(points(c) for c in cards)
    if any(rank(c) == "A" for c in cards) and hard + ACE_HIGH - ACE_LOW <= TWENTY_ONE:
        return hard + ACE_HIGH - ACE_LOW
    return hard


def busted(cards: list[str]) -> bool:
    """DA-A01: over 21."""
    return total(cards) > TWENTY_ONE


def two_card_21(cards: list[str]) -> bool:
    """pa:665a.1#blackjack: an ace and a king, queen or jack as the initial two cards."""
    return len(cards) == 2 and sorted(rank(c) == "A" for c in cards) == [False, True] and total(cards) == TWENTY_ONE


def may_draw(cards: list[str]) -> bool:
    """pa:665a.7(j), (j)(1): a player draws while under 21, never on a Blackjack or a 21."""
    return total(cards) < TWENTY_ONE


def dealer_must_draw(cards: list[str]) -> bool:
    """pa:665a.7(m)(2), (n): the dealer draws to 16 and stands on every 17, a soft 17 too."""
    return total(cards) < DEALER_STANDS_ON


def same_value(a: str, b: str) -> bool:
    """pa:665a.11(a): a pair is two cards of the same value (a king and a queen split)."""
    return points(a) == points(b)


def insurance_limit(bet: int, chip: int) -> int:
    """pa:665a.8(b): half the Bet Wager, or the next amount the chips allow when they cannot make half."""
    half = Fraction(bet, 2)
    if half.denominator == 1 and half % chip == 0:
        return int(half)
    return math.ceil(half / chip) * chip


def bust_it_odds(cards: list[str]) -> Optional[int]:
    """pa:665a.7(m)(2)(i), pa:665a.12(c): what a Bust It Wager wins, N to 1, on the dealer's first three cards, or
    None when it loses: a first two cards under 17 and a third card that takes him over 21; three 8s of one suit,
    else of one colour, replace the row of the third card (DA-A16)."""
    if len(cards) < BUST_IT_CARDS or total(cards[:2]) >= BUST_IT_DRAW_UNDER:
        return None
    if total(cards) <= TWENTY_ONE:  # pa:665a.7(m)(2)(ii)
        return None
    if all(rank(c) == "8" for c in cards):
        if len({suit(c) for c in cards}) == 1:
            return SUITED_EIGHTS_PAYS
        if len({suit(c) in RED for c in cards}) == 1:
            return COLOURED_EIGHTS_PAYS
    return THIRD_CARD_PAYS[rank(cards[-1])]


def versus_dealer(p_points: int, p_bj: bool, d_points: int, d_bj: bool) -> str:
    """pa:665a.7(o)(1): a hand's Bet against the dealer's finished hand: win, void (a tie) or lose."""
    if p_points > TWENTY_ONE:  # DA-A01: over 21 loses, whatever the dealer holds
        return "lose"
    if p_bj and d_bj:  # pa:665a.7(o)(1)(iii)
        return "void"
    if d_bj:  # pa:665a.7(o)(1)(ii)(A)
        return "lose"
    if p_bj:  # pa:665a.7(o)(1)(i)(C): a Blackjack beats a dealer 21 of three or more cards
        return "win"
    if d_points > TWENTY_ONE:  # pa:665a.7(o)(1)(i)(A)
        return "win"
    if p_points > d_points:  # pa:665a.7(o)(1)(i)(B)
        return "win"
    if p_points == d_points:  # pa:665a.7(o)(1)(iii): equal totals tie, a 21 of three cards too
        return "void"
    return "lose"  # pa:665a.7(o)(1)(ii)(C)


def result_clause(result: str, p_points: int, p_bj: bool, d_points: int) -> str:
    """The paragraph of pa:665a.7(o)(1) a hand's result falls under."""
    if result == "void":
        return "pa:665a.7(o)(1)(iii)"
    if result == "lose":
        return "pa:665a.7(o)(1)(ii)(B)" if p_points > TWENTY_ONE else "pa:665a.7(o)(1)(ii)(C)"
    if d_points > TWENTY_ONE:
        return "pa:665a.7(o)(1)(i)(A)"
    # (i)(C) is a Blackjack against a dealer 21 of three or more cards; a split Blackjack beating 19 is (i)(B)
    return "pa:665a.7(o)(1)(i)(C)" if p_bj and d_points == TWENTY_ONE else "pa:665a.7(o)(1)(i)(B)"


# ---------------------------------------------------------------------------------------------
# The table


@dataclass
class Hand:
    """One hand of a box: its cards and the money on it, a Bet part and a Double Attack part (665a.11(a))."""

    bet: int
    attack: int = 0
    double: int = 0
    cards: list[str] = field(default_factory=list)
    split: bool = False  # made by splitting a pair (pa:665a.11)
    status: str = OPEN
    wants: bool = False  # a card is owed to it (hit, double)
    settled: bool = False
    late: bool = False  # its hit was passed and comes after the others' (pa:665a.13(g))

    def wagers(self) -> list[tuple[str, int]]:
        """The hand's wagers in the order they are paid: Bet, Double Attack, Double Down."""
        return [(k, v) for k, v in ((BET, self.bet), (ATTACK_BET, self.attack), (DOUBLE_BET, self.double)) if v]


@dataclass
class Box:
    """One player position's wagers and hands."""

    seat: int
    player: int
    bet: int
    attack: int = 0
    bust_it: int = 0
    insurance: int = 0
    hands: list[Hand] = field(default_factory=list)
    insurance_settled: bool = False
    bust_it_settled: bool = False
    dead: bool = False  # pa:665a.13(f)
    late: bool = False  # its second card comes after every other box's (pa:665a.13(f))


class DoubleAttackTable(Table):
    """One Double Attack Blackjack table: the batch, the boxes and their hands, the dealer's cards, the
    irregularities."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.phase = SHUFFLE
        self.boxes: dict[int, Box] = {}
        self.dealer: list[str] = []
        self.peeked = False
        # the batch
        self.decks = 0
        self.batch = 0  # pa:665a.3(b): which of the two batches is in play (1 or 2); 0 before the first shuffle
        self.out: Counter[str] = Counter()  # cards seen leaving the shoe
        self.unseen = 0  # cards burned face down
        self.cut_card = 0  # cards behind the cover card
        self.cut_out = False
        self.burn_due = False
        self.reader_down = False
        # irregularities of the round
        self.pending: Optional[str] = None  # drawn in error, the next card due (pa:665a.13(b), (c))
        self.pending_exposed = False
        self.dealer_stood = False  # pa:665a.13(d)
        # pa:665a.6(b)
        self.rounds = 0
        self.regulars: set[int] = set()
        self.allowed: set[int] = set()

    # --- the protocol ---------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        return answer(self, event, "a Double Attack Blackjack event")

    def state(self) -> Message:
        turn = self.in_turn()
        return {
            "phase": self.phase,
            "boxes": [{"seat": b.seat, "player": b.player, "bet": amount(b.bet), "double_attack": amount(b.attack),
                       "bust_it": amount(b.bust_it), "insurance": amount(b.insurance), "dead": b.dead,
                       "hands": [{"cards": list(h.cards), "bet": amount(h.bet), "double_attack": amount(h.attack),
                                  "double": amount(h.double), "status": h.status} for h in b.hands]}
                      for b in self.ordered_boxes()],
            "dealer": list(self.dealer),
            "in_turn": None if turn is None else {"seat": turn[0], "hand": turn[1] + 1},
            "peeked": self.peeked,
            "cards_left": self.cards_left(),
            "batch": self.batch,
            "cover_card_out": self.cut_out,
            "burn_due": self.burn_due,
            "reader_down": self.reader_down,
            "drawn_in_error": None if self.pending is None else {"card": self.pending,
                                                                 "exposed": self.pending_exposed},
        }

    # --- lookups -------------------------------------------------------------------------------

    def ordered_boxes(self) -> list[Box]:
        """The boxes in dealing order, from the dealer's far left (pa:665a.7(f))."""
        return [self.boxes[n] for n in sorted(self.boxes)]

    def live_boxes(self) -> list[Box]:
        return [b for b in self.ordered_boxes() if not b.dead]

    def settling_order(self, boxes: list[Box]) -> list[Box]:
        """pa:665a.7(p): from the dealer's far right, counterclockwise."""
        return boxes[::-1]

    def cards_left(self) -> int:
        return DECK_CARDS * self.decks - sum(self.out.values()) - self.unseen

    def up(self) -> Optional[str]:
        return self.dealer[0] if self.dealer else None

    def is_blackjack(self, h: Hand) -> bool:
        """pa:665a.1#blackjack: a hand's initial two cards, an ace and a court card; a split hand's only where the
        table reads so (DA-A06)."""
        if h.split and not self.cfg.split_21_is_blackjack:
            return False
        return two_card_21(h.cards)

    def in_turn(self) -> Optional[Place]:
        """pa:665a.7(h), pa:665a.11(b): the first box from the dealer's left with a hand still to finish, its first
        such hand; a hand whose hit the dealer passed waits for every other (pa:665a.13(g))."""
        if self.phase != PLAYING:
            return None
        for late in (False, True):
            for b in self.live_boxes():
                for i, h in enumerate(b.hands):
                    if h.status in UNFINISHED and h.late == late:
                        return b.seat, i
        return None

    def card_due(self) -> Optional[Place]:
        """Where the next card goes (pa:665a.7(e), (f), (i); pa:665a.11(b); pa:665a.7(m)(2), (n); pa:665a.13(f))."""
        if self.phase == BETTING:
            return DEALER if self.boxes else None  # pa:665a.7(e): the up card, first and alone
        if self.phase in INITIAL_DEAL:
            return self.initial_card_due()
        if self.phase == PLAYING:
            turn = self.in_turn()
            if turn is None:
                return None
            h = self.boxes[turn[0]].hands[turn[1]]
            return turn if h.wants or len(h.cards) < 2 else None
        if self.phase == DEALER_TURN and self.dealer_draws():
            return DEALER
        return None

    def initial_card_due(self) -> Optional[Place]:
        """pa:665a.7(f): a first card to each box from the dealer's far left, a second likewise, the hole card last;
        a box passed for its second card takes it after every other box's (pa:665a.13(f))."""
        boxes = self.live_boxes()
        for n in (1, 2):
            for b in boxes:
                if not b.late and len(b.hands[0].cards) < n:
                    return b.seat, 0
            for b in boxes:
                if len(b.hands[0].cards) < n:
                    return b.seat, 0
        return DEALER if len(self.dealer) < 2 else None

    # --- the batch, pa:665a.3, pa:665a.5, pa:665a.7(c) ------------------------------------------

    def check_available(self, card: Optional[str]) -> None:
        """pa:665a.3(a): the batch holds each face once per deck and no 10; an empty shoe is pa:665a.13(e)'s."""
        if self.cards_left() <= 0:
            raise Refused("pa:665a.13(e)", "the shoe is empty: the discard rack is shuffled to finish the round")
        if card is None:
            return
        if rank(card) == TEN:
            raise Refused("pa:665a.3(a)", f"the decks hold no 10s: {card} is reported as found")
        if self.out[card] >= self.decks:
            raise Refused("pa:665a.3(a)", f"every {card} of the {self.decks} decks has been seen")

    def take(self, card: Optional[str]) -> None:
        if card is None:
            self.unseen += 1
        else:
            self.out[card] += 1

    def on_shuffle(self, m: Message) -> list[Message]:
        cover, cut = integer(m, "cover", 0), integer(m, "cut_card", 0)
        if self.phase != SHUFFLE:  # pa:665a.5(a)
            raise Refused("pa:665a.5(a)", "the cards are shuffled before play, after a shoe, or when ordered")
        n = DECK_CARDS * self.cfg.decks
        if self.cfg.continuous:  # pa:665a.5(h): no cut, no cover card
            if (cover, cut) != (0, 0):
                raise Refused("pa:665a.5(h)", "a continuous shuffling device is not cut")
        else:
            if not CUT_MARGIN <= cover <= n - CUT_MARGIN:  # pa:665a.5(d)
                raise Refused("pa:665a.5(d)", f"the cut is at least {CUT_MARGIN} cards from either end")
            if not n // CUT_CARD_SHARE <= cut < n:  # pa:665a.5(d)
                raise Refused("pa:665a.5(d)", "the cover card goes back at least a quarter of the way up")
        if self.cfg.shuffling == "batch_shuffler" and self.batch:  # pa:665a.3(b)(4): the batches alternate
            self.batch = 3 - self.batch
        else:
            self.batch = 1
        self.phase = BETTING
        self.decks = self.cfg.decks
        self.out = Counter()
        self.unseen = 0
        self.cut_card = cut
        self.cut_out = False
        self.burn_due = not self.cfg.continuous  # pa:665a.7(c)
        self.rounds = 0  # pa:665a.6(b)(2): a reshuffle ends the bar
        self.regulars = set()
        self.allowed = set()
        self.dealer_stood = False
        return []

    def on_burn(self, m: Message) -> list[Message]:
        card = None if m.get("card") is None else _card(m)
        if not self.burn_due:  # pa:665a.7(c)
            raise Refused("pa:665a.7(c)", "no card is to be burned now")
        if self.phase in LIVE and card is not None:  # pa:665a.13(e): face down
            raise Refused("pa:665a.13(e)", "the burn after reshuffling the discards is face down")
        self.check_available(card)
        self.take(card)
        self.burn_due = False
        return []

    def on_new_dealer(self, m: Message) -> list[Message]:
        if self.phase != BETTING:  # pa:665a.7(c)
            raise Refused("pa:665a.7(c)", "dealers change between rounds, with a batch in play")
        self.burn_due = True
        return []

    def on_reshuffle(self, m: Message) -> list[Message]:
        if self.phase != BETTING:  # pa:665a.5(f)
            raise Refused("pa:665a.5(f)", "a reshuffle is ordered after a round")
        self.phase = SHUFFLE
        return [notice("a floorperson orders the cards reshuffled", "pa:665a.5(f)")]

    def on_shuffler_fault(self, m: Message) -> list[Message]:
        if self.cfg.shuffling == "manual":  # pa:665a.13(j)
            raise Refused("pa:665a.13(j)", "the cards are shuffled by hand here")
        if self.phase not in (SHUFFLE, BETTING):  # pa:665a.13(j)
            raise Refused("pa:665a.13(j)", "a shuffler fault is dealt with between rounds")
        if self.cfg.continuous:  # the device holds the cards in play: they are shuffled before the next round
            self.phase = SHUFFLE
        return [notice("the shuffler jammed or stopped short: the cards in it are reshuffled", "pa:665a.13(j)")]

    # --- wagers, pa:665a.6 -----------------------------------------------------------------------

    def on_place(self, m: Message) -> list[Message]:
        bet = m.get("bet", BET)
        if bet not in BETS:
            raise ProtocolError("bet", f"one of {', '.join(BETS)}, not {bet!r}")
        seat, stake = integer(m, "seat"), whole_amount(m)
        if bet != BET:
            if "player" in m:
                raise ProtocolError("player", f"a {bet} wager is the box's")
            return self.place_attack(seat, stake) if bet == ATTACK_BET else self.place_bust_it(seat, stake)
        player = seat if m.get("player") is None else integer(m, "player")
        return self.place_bet(seat, stake, player)

    def place_bet(self, seat: int, stake: int, player: int) -> list[Message]:
        if self.phase != BETTING:  # pa:665a.7(e): before the up card
            raise Refused("pa:665a.7(e)", "Bet Wagers are made before the dealer's up card")
        if not 1 <= seat <= self.cfg.boxes:  # pa:665a.2(a)
            raise Refused("pa:665a.2(a)", f"the table has boxes 1 to {self.cfg.boxes}")
        if stake <= 0:  # pa:665a.6(d)
            raise Refused("pa:665a.6(d)", "a wager is a positive number of cents")
        old = self.boxes.get(seat)
        if old is not None and old.player != player:  # pa:665a.6(g)
            raise Refused("pa:665a.6(g)", f"box {seat} is player {old.player}'s")
        bet = stake + (old.bet if old else 0)
        if not self.cfg.table_min <= bet <= self.cfg.table_max:  # pa:665a.6(d)
            raise Refused("pa:665a.6(d)", f"the table takes Bets of {self.cfg.table_min} to {self.cfg.table_max}")
        mine = sorted({b.seat for b in self.boxes.values() if b.player == player} | {seat})
        if len(mine) > self.cfg.max_boxes_per_player:  # pa:665a.6(g)
            raise Refused("pa:665a.6(g)", f"a player bets on at most {self.cfg.max_boxes_per_player} boxes")
        if mine != list(range(mine[0], mine[-1] + 1)):  # pa:665a.6(g): adjacent
            raise Refused("pa:665a.6(g)", "a player's boxes are adjacent")
        if self.barred(player):  # pa:665a.6(b)
            raise Refused("pa:665a.6(b)", f"player {player} sat out a round since the shuffle")
        if old is not None:
            old.bet = bet
        else:
            self.boxes[seat] = Box(seat=seat, player=player, bet=bet)
        return []

    def barred(self, player: int) -> bool:
        """pa:665a.6(b): a person who let a round go by since the shuffle, not let back in (pa:665a.6(b)(1))."""
        if not self.cfg.no_midshoe_entry or self.rounds == 0:
            return False
        return player not in self.regulars and player not in self.allowed

    def place_bust_it(self, seat: int, stake: int) -> list[Message]:
        if not self.cfg.bust_it_offered:  # pa:665a.6(f)
            raise Refused("pa:665a.6(f)", "this table does not offer the Bust It Wager")
        if self.phase != BETTING:  # pa:665a.7(e): before the up card
            raise Refused("pa:665a.7(e)", "Bust It Wagers are made before the dealer's up card")
        b = self.boxes.get(seat)
        if b is None:  # pa:665a.6(f)
            raise Refused("pa:665a.6(f)", f"a Bust It Wager needs a Bet Wager on box {seat}")
        if stake <= 0:
            raise Refused("pa:665a.6(f)", "a wager is a positive number of cents")
        if b.bust_it + stake > b.bet:  # pa:665a.6(f): at most the Bet
            raise Refused("pa:665a.6(f)", f"the Bust It Wager on box {seat} is at most its Bet, {b.bet} cents")
        b.bust_it += stake
        return []

    def place_attack(self, seat: int, stake: int) -> list[Message]:
        if self.phase != ATTACK:  # pa:665a.7(e): after the up card, before the players' cards
            raise Refused("pa:665a.7(e)", "Double Attack Wagers are made after the up card, before the deal")
        b = self.boxes.get(seat)
        if b is None or b.dead:
            raise Refused("pa:665a.7(e)", f"a Double Attack Wager needs a Bet Wager on box {seat}")
        if stake <= 0:
            raise Refused("pa:665a.6(e)", "a wager is a positive number of cents")
        if b.attack + stake > b.bet:  # pa:665a.6(e): at most the Bet
            raise Refused("pa:665a.6(e)", f"the Double Attack Wager on box {seat} is at most its Bet, {b.bet} cents")
        b.attack += stake
        b.hands[0].attack = b.attack
        return []

    def on_remove(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if self.phase in LIVE:  # pa:665a.6(c): nobody touches a wager once the up card is out
            raise Refused("pa:665a.6(c)", "no wager is touched until it is decided")
        b = self.boxes.get(seat)
        if b is None:  # pa:665a.6(d)
            raise Refused("pa:665a.6(d)", f"box {seat} has no wager")
        del self.boxes[seat]
        outs = [returned(seat, hand_key(BET, 0), b.bet, ["pa:665a.6(c)"])]
        if b.bust_it:
            outs.append(returned(seat, BUST_IT, b.bust_it, ["pa:665a.6(c)"]))
        return outs

    def on_allow_entry(self, m: Message) -> list[Message]:
        player = integer(m, "player")
        if not self.cfg.no_midshoe_entry:  # pa:665a.6(b)
            raise Refused("pa:665a.6(b)", "this table bars nobody")
        self.allowed.add(player)
        return [notice(f"player {player} may bet again", "pa:665a.6(b)(1)")]

    # --- dealing, pa:665a.7 ----------------------------------------------------------------------

    def start_round(self) -> None:
        """The up card locks the Bet and Bust It Wagers (pa:665a.6(c), pa:665a.7(e)); pa:665a.6(b): who bet in every
        round so far."""
        bettors = {b.player for b in self.boxes.values()}
        if self.rounds == 0:
            self.regulars = set(bettors)
        else:
            self.regulars = (self.regulars & bettors) | (self.allowed & bettors)
        self.allowed -= bettors
        for b in self.boxes.values():
            b.hands = [Hand(bet=b.bet)]
        self.phase = ATTACK
        self.dealer_stood = False

    def why_no_card(self) -> tuple[str, str]:
        if self.pending is not None:
            return "pa:665a.13(b)", "the card drawn in error is the next card"
        if self.phase in (INSURANCE, PEEK):
            return "pa:665a.7(g)", "the dealer checks his hole card first"
        if self.phase == PLAYING:
            return "pa:665a.7(h)(2)", "the player in turn decides first"
        return "pa:665a.7(n)", "the dealer stands: no card is due"

    def on_deal(self, m: Message) -> list[Message]:
        card = _card(m)
        if self.reader_down:  # pa:665a.13(i)
            raise Refused("pa:665a.13(i)", "the card reader is down: no dealing")
        if self.phase == SHUFFLE:  # pa:665a.5(a)
            raise Refused("pa:665a.5(a)", "the cards are shuffled and cut first")
        if self.burn_due:  # pa:665a.7(c)
            raise Refused("pa:665a.7(c)", "a card is burned first")
        if self.phase == BETTING and not self.boxes:  # pa:665a.6(d)
            raise Refused("pa:665a.6(d)", "no box has a Bet Wager")
        target = self.card_due()
        if target is None:
            raise Refused(*self.why_no_card())
        self.check_available(card)
        if self.phase == BETTING:
            self.start_round()
        elif self.phase == ATTACK:  # pa:665a.7(f): the first card to a player closes the Double Attack window
            self.phase = DEALING
        self.take(card)
        outs = self.put(target, card)
        return self.advance(outs)

    def put(self, target: Place, card: str) -> list[Message]:
        """The card goes to ``target``; the cover card may come out behind it (pa:665a.7(d))."""
        if target == DEALER:
            self.dealer.append(card)
        else:
            h = self.boxes[target[0]].hands[target[1]]
            h.cards.append(card)
            h.wants = False
            h.late = False
        if self.cut_card and not self.cut_out and self.cards_left() <= self.cut_card:  # pa:665a.7(d)
            self.cut_out = True
            return [notice("the cover card is out: the round is finished, then the cards are reshuffled",
                           "pa:665a.7(d)")]
        return []

    def advance(self, outs: list[Message]) -> list[Message]:
        """The round goes on by itself until an event is needed."""
        while True:
            if self.pending is not None and self.phase in LIVE and self.phase not in INITIAL_DEAL:
                target = self.card_due()
                if target is not None:  # pa:665a.13(b), (c): the card drawn in error is the next card
                    card = self.pending
                    clause = "pa:665a.13(c)" if self.pending_exposed else "pa:665a.13(b)"
                    self.pending = None
                    self.pending_exposed = False
                    outs.append(notice(f"{card}, drawn in error, is the next card", clause))
                    outs += self.put(target, card)
                    continue
            if self.phase == DEALING:
                if self.card_due() is not None:
                    return outs
                up = rank(self.dealer[0])
                self.phase = INSURANCE if up == INSURANCE_RANK else PEEK if up in PEEK_RANKS else PLAYING
                continue
            if self.phase == PLAYING:
                turn = self.in_turn()
                if turn is None:  # pa:665a.7(l)
                    self.phase = DEALER_TURN
                    outs.append(notice("the hole card is turned", "pa:665a.7(l)"))
                    continue
                b = self.boxes[turn[0]]
                h = b.hands[turn[1]]
                if h.wants or len(h.cards) < 2:
                    return outs
                done = self.finish_by_cards(b, h)
                if done is None:
                    return outs
                outs += done
                continue
            if self.phase == DEALER_TURN:
                outs += self.settle_bust_its()
                if self.dealer_draws():
                    return outs
                return self.settle(outs)
            return outs

    def finish_by_cards(self, b: Box, h: Hand) -> Optional[list[Message]]:
        """Whether the hand's cards finish it (its outcomes, else None): over 21 it is bust; a Blackjack is paid at
        once (pa:665a.7(h)(1)); any other 21 stands (pa:665a.7(j)(1)); a doubled hand has had its one card
        (pa:665a.10(a)) and a split ace its one (pa:665a.11(e)): stand or surrender (DA-A04, DA-A05)."""
        if h.status != OPEN:
            return None
        if busted(h.cards):  # DA-A01: settled with the others
            h.status = BUST
            return []
        if total(h.cards) == TWENTY_ONE:
            h.status = STOOD
            if self.is_blackjack(h) and not h.split:
                return self.pay_blackjack(b, h)
            return []
        if h.double:  # pa:665a.10(a): one card only
            h.status = DOUBLED
            return []
        if h.split and rank(h.cards[0]) == "A":  # pa:665a.11(e): one card to each ace
            h.status = ONE_CARD if self.cfg.surrender_split_aces else STOOD
            return []
        return None

    def pay_blackjack(self, b: Box, h: Hand) -> list[Message]:
        """pa:665a.7(h)(1), pa:665a.12(a): a player Blackjack is paid at once, even money on the Bet and on the
        Double Attack Wager; the Bust It Wager stays until pa:665a.7(m)."""
        h.settled = True
        paid = ["pa:665a.7(h)(1)", "pa:665a.12(a)"]
        outs = [settlement(b.seat, hand_key(BET, 0), "win", h.bet * BLACKJACK_PAYS, paid)]
        if h.attack:
            outs.append(settlement(b.seat, hand_key(ATTACK_BET, 0), "win", h.attack * BLACKJACK_PAYS, list(paid)))
        return outs

    # --- insurance and the card reader, pa:665a.7(g), pa:665a.8, pa:665a.13(h) -------------------

    def on_insure(self, m: Message) -> list[Message]:
        seat, stake = integer(m, "seat"), whole_amount(m)
        if self.phase != INSURANCE:
            up = self.up()
            if up is not None and rank(up) == INSURANCE_RANK and self.peeked:  # pa:665a.8(b)
                raise Refused("pa:665a.8(b)", "insurance closed when the hole card went into the reader")
            raise Refused("pa:665a.8(a)", "insurance is offered against an ace up, once the cards are out")
        b = self.boxes.get(seat)
        if b is None or b.dead:
            raise Refused("pa:665a.8(b)", f"box {seat} has no Bet Wager to insure")
        if b.insurance:  # pa:665a.6(c): a wager made is not altered
            raise Refused("pa:665a.6(c)", f"box {seat} is insured")
        top = insurance_limit(b.bet, self.cfg.chip_unit)
        if not 0 < stake <= top:  # pa:665a.8(b)
            raise Refused("pa:665a.8(b)", f"box {seat} may insure up to {top} cents")
        b.insurance = stake
        return []

    def on_peek(self, m: Message) -> list[Message]:
        if self.reader_down:  # pa:665a.13(i)
            raise Refused("pa:665a.13(i)", "the card reader is down")
        if self.phase in (INSURANCE, PEEK):
            return self.check_hole_card()
        if self.phase == PLAYING and rank(self.dealer[0]) not in PEEK_RANKS:
            return self.reader_misused()
        if self.peeked:  # pa:665a.7(g)
            raise Refused("pa:665a.7(g)", "the hole card has been checked")
        if self.phase == DEALER_TURN:  # pa:665a.7(l)
            raise Refused("pa:665a.7(l)", "the hole card has been turned")
        raise Refused("pa:665a.7(g)", "the hole card is checked once every box and the dealer have their cards")

    def check_hole_card(self) -> list[Message]:
        """pa:665a.7(g): the reader; a Blackjack ends the round; else losing insurance collected (pa:665a.8(d))."""
        self.peeked = True
        if two_card_21(self.dealer):
            return self.dealer_blackjack()
        outs: list[Message] = []
        for b in self.settling_order(self.ordered_boxes()):
            if b.insurance:
                outs.append(settlement(b.seat, INSURANCE_BET, "lose", b.insurance, ["pa:665a.8(a)", "pa:665a.8(d)"]))
                b.insurance_settled = True
        self.phase = PLAYING
        return self.advance(outs)

    def dealer_blackjack(self) -> list[Message]:
        """pa:665a.7(g): a dealer Blackjack ends the round: insurance wins 5 to 2 (pa:665a.8(c)), Bust It loses
        (pa:665a.7(m)(1)), each Bet loses or ties a Blackjack (pa:665a.7(o)(1)(ii)(A), (iii)) and each Double Attack
        Wager comes back (pa:665a.7(o)(2))."""
        outs = [notice("the dealer has Blackjack: the round is settled", "pa:665a.7(g)")]
        for b in self.settling_order(self.ordered_boxes()):  # pa:665a.7(m)(1): the Bust It losers come first
            if b.bust_it and not b.bust_it_settled:
                outs.append(settlement(b.seat, BUST_IT, "lose", b.bust_it, ["pa:665a.7(m)(1)"]))
                b.bust_it_settled = True
        for b in self.settling_order(self.ordered_boxes()):
            if b.insurance:
                outs.append(settlement(b.seat, INSURANCE_BET, "win", b.insurance * INSURANCE_PAYS,
                                       ["pa:665a.8(a)", "pa:665a.8(c)", "pa:665a.12(b)"]))
            if b.dead:
                continue
            h = b.hands[0]
            if self.is_blackjack(h):  # pa:665a.7(o)(1)(iii): two Blackjacks tie
                outs += [settlement(b.seat, hand_key(k, 0), "void", v, ["pa:665a.7(o)(1)(iii)"]
                                    + (["pa:665a.7(o)(2)"] if k == ATTACK_BET else []))
                         for k, v in h.wagers()]
                continue
            outs.append(settlement(b.seat, hand_key(BET, 0), "lose", h.bet, ["pa:665a.7(o)(1)(ii)(A)"]))
            if h.attack:  # pa:665a.7(o)(2): returned against a dealer Blackjack
                outs.append(settlement(b.seat, hand_key(ATTACK_BET, 0), "void", h.attack, ["pa:665a.7(o)(2)"]))
        self.phase = DEALER_TURN
        return self.end_round(outs)

    def reader_misused(self) -> list[Message]:
        """pa:665a.13(h): the hole card in the reader with a 2-9 up: the floorperson is told; (h)(1) or (h)(2)."""
        outs = [notice("the reader was used with a 2-9 up: a floorperson is told", "pa:665a.13(h)")]
        if not self.cfg.reader_reveals_to_players:
            return outs + [notice("the reader shows no player the card: play goes on", "pa:665a.13(h)(2)")]
        return self.void_round(outs, ["pa:665a.13(h)(1)"], "the reader could show the card: every hand is dead")

    # --- the players' decisions, pa:665a.7(h)-(k), pa:665a.9-pa:665a.11 ---------------------------

    def hand_in_turn(self, seat: int) -> tuple[Box, int, Hand]:
        turn = self.in_turn()
        if turn is None:  # pa:665a.7(h)
            raise Refused("pa:665a.7(h)", "no player decides now")
        if turn[0] != seat:
            raise Refused("pa:665a.7(h)", f"it is box {turn[0]}'s turn")
        b = self.boxes[seat]
        h = b.hands[turn[1]]
        if h.wants or len(h.cards) < 2:  # pa:665a.7(i)
            raise Refused("pa:665a.7(i)", "the hand is owed a card")
        return b, turn[1], h

    @staticmethod
    def still_open(h: Hand, clause: str) -> None:
        if h.status == DOUBLED and clause == "pa:665a.7(j)":  # pa:665a.7(j)(2): one card after a double
            raise Refused("pa:665a.7(j)(2)", "a doubled hand draws one card only")
        if h.status == DOUBLED:  # pa:665a.10(a): one card after a double
            raise Refused("pa:665a.10(a)", "a doubled hand has its one card: stand or surrender")
        if h.status == ONE_CARD:  # pa:665a.11(e): one card to a split ace
            raise Refused("pa:665a.11(e)", "a split ace has its one card: stand or surrender")
        if h.status != OPEN:
            raise Refused(clause, "the hand is finished")

    def on_hit(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        self.still_open(h, "pa:665a.7(j)")
        if not may_draw(h.cards):  # pa:665a.7(j)(1)
            raise Refused("pa:665a.7(j)(1)", "no card to a Blackjack or a 21")
        h.wants = True
        return self.advance([])

    def on_stand(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        h.status = STOOD  # a doubled hand or a split ace is kept
        return self.advance([])

    def on_double(self, m: Message) -> list[Message]:
        seat, stake = integer(m, "seat"), whole_amount(m)
        b, i, h = self.hand_in_turn(seat)
        self.still_open(h, "pa:665a.10(a)")
        if self.is_blackjack(h) or not may_draw(h.cards):  # pa:665a.10(a)
            raise Refused("pa:665a.10(a)", "no double on a Blackjack or a 21")
        top = h.bet + h.attack  # pa:665a.10(a): the hand's Bet and Double Attack Wagers
        if not 0 < stake <= top:  # pa:665a.10(a)
            raise Refused("pa:665a.10(a)", f"a double of at most {top} cents")
        h.double = stake
        h.wants = True  # pa:665a.7(j)(2): one card
        return self.advance([])

    def on_split(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        self.still_open(h, "pa:665a.11(a)")
        if len(h.cards) != 2 or not same_value(h.cards[0], h.cards[1]):  # pa:665a.11(a)
            raise Refused("pa:665a.11(a)", "only a hand's first two cards, of the same value, split")
        if len(b.hands) >= MOST_HANDS:  # pa:665a.11(c)
            raise Refused("pa:665a.11(c)", f"{MOST_HANDS} hands at most")
        # pa:665a.11(a): the new hand's wager equals the original Bet and Double Attack Wagers
        second = Hand(bet=b.bet, attack=b.attack, cards=[h.cards.pop()], split=True)
        h.split = True
        if self.cfg.split_hand_order == "append_last":  # DA-A14
            b.hands.append(second)
        else:
            b.hands.insert(i + 1, second)
        return self.advance([])

    def on_surrender(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        if h.status == ONE_CARD and not self.cfg.surrender_split_aces:  # pa:665a.11(e), DA-A05
            raise Refused("pa:665a.11(e)", "a split ace is not surrendered here")
        if h.status not in UNFINISHED:  # pa:665a.9(a): not after standing
            raise Refused("pa:665a.9(a)", "a hand that has stood is not surrendered")
        if total(h.cards) >= TWENTY_ONE:  # pa:665a.7(k)
            raise Refused("pa:665a.7(k)", "only a hand under 21 is surrendered")
        # pa:665a.9(b)(2)(ii): against an ace or court card the reader found no Blackjack, so as (b)(1)
        drew = len(h.cards) > 2 or h.split  # pa:665a.7(k): the surrender of a hand that has drawn
        why = ["pa:665a.9(a)"] + (["pa:665a.7(k)"] if drew else []) + [
            "pa:665a.9(b)(2)(ii)" if rank(self.dealer[0]) in PEEK_RANKS else "pa:665a.9(b)(1)"]
        outs: list[Message] = []
        for kind, stake in ((BET, h.bet), (ATTACK_BET, h.attack)):
            if stake:
                lost = stake * SURRENDER_LOSES
                outs += [settlement(b.seat, hand_key(kind, i), "lose", lost, list(why)),
                         returned(b.seat, hand_key(kind, i), stake - lost, list(why))]
        if h.double:
            outs += self.surrender_double(b.seat, i, h.double, why)
        h.status = SURRENDERED
        h.settled = True
        return self.advance(outs)

    def surrender_double(self, seat: int, i: int, double: int, why: list[str]) -> list[Message]:
        """DA-A03: the Double Down Wager of a hand surrendered after doubling: half lost, returned or lost whole."""
        key = hand_key(DOUBLE_BET, i)
        mode = self.cfg.surrender_after_double_dd
        if mode == "return_full":
            return [settlement(seat, key, "void", double, list(why))]
        if mode == "forfeit_full":
            return [settlement(seat, key, "lose", double, list(why))]
        lost = double * SURRENDER_LOSES
        return [settlement(seat, key, "lose", lost, list(why)), returned(seat, key, double - lost, list(why))]

    # --- the dealer and Bust It, pa:665a.7(l)-(n) -------------------------------------------------

    def dealer_draws(self) -> bool:
        """pa:665a.7(m)(2), (n): the dealer plays his hand out every round, to a hard or soft 17, even when no wager
        turns on his total any more (DA-A10: the chapter has no rule like 551.13(c) to spare him)."""
        return dealer_must_draw(self.dealer)

    def settle_bust_its(self) -> list[Message]:
        """pa:665a.7(m): once his first two cards stand or his third is drawn, every open Bust It Wager is settled,
        a surrendered or dead box's too (pa:665a.9(c), DA-A12)."""
        if len(self.dealer) < BUST_IT_CARDS and dealer_must_draw(self.dealer):
            return []
        cards = self.dealer[:BUST_IT_CARDS]
        odds = bust_it_odds(cards)
        outs: list[Message] = []
        for b in self.settling_order(self.ordered_boxes()):
            if not b.bust_it or b.bust_it_settled:
                continue
            b.bust_it_settled = True
            # pa:665a.9(c): a box that surrendered kept its Bust It Wager on the layout to this point
            kept = ["pa:665a.9(c)"] if any(h.status == SURRENDERED for h in b.hands) else []
            if odds is None:
                why = "pa:665a.7(m)(1)" if len(cards) < BUST_IT_CARDS else "pa:665a.7(m)(2)(ii)"
                outs.append(settlement(b.seat, BUST_IT, "lose", b.bust_it, [why, *kept]))
            else:
                outs.append(settlement(b.seat, BUST_IT, "win", b.bust_it * odds,
                                       ["pa:665a.7(m)(2)(i)", "pa:665a.12(c)", *kept]))
        return outs

    def on_mistaken_draw(self, m: Message) -> list[Message]:
        card = _card(m)
        if self.phase in LIVE or self.phase == SHUFFLE or not self.dealer_stood:  # pa:665a.13(d)
            raise Refused("pa:665a.13(d)", "only a card drawn after the dealer stood on 17 to 21 is set aside")
        self.check_available(card)
        self.take(card)
        self.dealer_stood = False
        return [notice(f"{card}, drawn by mistake after the dealer stood, is discarded", "pa:665a.13(d)")]

    # --- settlement, pa:665a.7(o), (p) -------------------------------------------------------------

    def settle(self, outs: list[Message]) -> list[Message]:
        """pa:665a.7(o), (p): every hand still open against the dealer's hand, from his far right; its Double
        Attack, double and split money with its Bet (pa:665a.7(o)(2), DA-A02), all at even money (pa:665a.12(a))."""
        d_points, d_bj = total(self.dealer), two_card_21(self.dealer)
        for b in self.settling_order(self.live_boxes()):
            for i, h in enumerate(b.hands):
                if not h.settled:
                    outs += self.settle_hand(b.seat, i, h, d_points, d_bj)
        return self.end_round(outs)

    def settle_hand(self, seat: int, i: int, h: Hand, d_points: int, d_bj: bool) -> list[Message]:
        h.settled = True
        p_points, p_bj = total(h.cards), self.is_blackjack(h)
        result = versus_dealer(p_points, p_bj, d_points, d_bj)
        rule = result_clause(result, p_points, p_bj, d_points)
        outs: list[Message] = []
        for kind, stake in h.wagers():
            clauses = [rule, "pa:665a.12(a)"] if result == "win" else [rule]
            if kind == ATTACK_BET:  # pa:665a.7(o)(2): the Double Attack Wager follows the Bet
                clauses.append("pa:665a.7(o)(2)")
            outs.append(settlement(seat, hand_key(kind, i), result, stake * EVEN_MONEY if result == "win" else stake,
                                   clauses))
        return outs

    def end_round(self, outs: list[Message]) -> list[Message]:
        """pa:665a.7(q): the cards to the discard rack (pa:665a.5(h): back into a continuous shuffler); after the cover
        card the cards are reshuffled (pa:665a.7(d), pa:665a.5(f))."""
        self.dealer_stood = (self.phase == DEALER_TURN and len(self.dealer) >= 2
                             and DEALER_STANDS_ON <= total(self.dealer) <= TWENTY_ONE)
        if self.pending is not None:  # pa:665a.13(b), (c): a card nobody took
            outs.append(notice(f"{self.pending}, drawn in error, was not used: discarded",
                               "pa:665a.13(c)" if self.pending_exposed else "pa:665a.13(b)"))
        if self.cut_out:  # pa:665a.7(d), pa:665a.5(f)
            outs.append(notice("the round is finished after the cover card: the cards are reshuffled",
                               "pa:665a.7(d)", "pa:665a.5(f)"))
        self.phase = SHUFFLE if self.cut_out else BETTING
        self.boxes = {}
        self.dealer = []
        self.peeked = False
        self.rounds += 1
        self.pending = None
        self.pending_exposed = False
        if self.cfg.continuous:  # pa:665a.5(h)
            self.out = Counter()
            self.unseen = 0
        return outs

    def void_round(self, outs: list[Message], clauses: list[str], why: str) -> list[Message]:
        """Every hand dead: each wager not yet settled returned, the Bust It Wagers too, and the round ends."""
        outs = outs + [notice(why, *clauses)]
        for b in self.settling_order(self.ordered_boxes()):
            if b.insurance and not b.insurance_settled:
                outs.append(settlement(b.seat, INSURANCE_BET, "void", b.insurance, list(clauses)))
            if b.bust_it and not b.bust_it_settled:
                outs.append(settlement(b.seat, BUST_IT, "void", b.bust_it, list(clauses)))
            if not b.dead:
                outs += self.dead_hands(b, range(len(b.hands)), clauses)
        self.phase = PLAYING
        return self.end_round(outs)

    # --- irregularities, pa:665a.13 ---------------------------------------------------------------

    def dead_hands(self, b: Box, hands: Any, clauses: list[str]) -> list[Message]:
        """DA-A12: a dead hand's open wagers come back, its double and split money too."""
        outs: list[Message] = []
        for i in hands:
            h = b.hands[i]
            if h.settled:
                continue
            outs += [settlement(b.seat, hand_key(k, i), "void", v, list(clauses)) for k, v in h.wagers()]
        return outs

    def dead_bust_it(self, b: Box, clauses: list[str]) -> list[Message]:
        """DA-A12: the Bust It Wager of a dead hand stays on the layout, or comes back."""
        if b.bust_it and not b.bust_it_settled and self.cfg.dead_hand_bust_it == "returned":
            b.bust_it_settled = True
            return [settlement(b.seat, BUST_IT, "void", b.bust_it, list(clauses))]
        return []

    def on_face_up_card(self, m: Message) -> list[Message]:
        card = _card(m)
        if self.phase == SHUFFLE:  # pa:665a.13(a)
            raise Refused("pa:665a.13(a)", "no batch is in play")
        self.check_available(card)
        self.take(card)
        return [notice(f"{card} found face up in the shoe is discarded", "pa:665a.13(a)")]

    def on_ten_found(self, m: Message) -> list[Message]:
        card = _card(m)
        if rank(card) != TEN:  # pa:665a.4(b)
            raise Refused("pa:665a.4(b)", f"{card} is not a 10")
        if self.phase == SHUFFLE:
            raise Refused("pa:665a.4(b)", "no batch is in play")
        return [notice(f"{card} found in the shoe is torn (DA-A13)", "pa:665a.4(b)")]

    def on_reader_failure(self, m: Message) -> list[Message]:
        if self.reader_down:  # pa:665a.13(i)
            raise Refused("pa:665a.13(i)", "the card reader is already down")
        self.reader_down = True
        return [notice("the card reader is down: no dealing", "pa:665a.13(i)")]

    def on_reader_repaired(self, m: Message) -> list[Message]:
        if not self.reader_down:  # pa:665a.13(i)
            raise Refused("pa:665a.13(i)", "the card reader works")
        self.reader_down = False
        return []

    def on_reshuffle_discards(self, m: Message) -> list[Message]:
        """pa:665a.13(e): the shoe ran out in a round: the discard rack is shuffled and cut, a card burned face down,
        the round finished, and the cards shuffled after it."""
        if self.phase not in LIVE or self.cards_left() > 0:
            raise Refused("pa:665a.13(e)", "the discards are reshuffled only when the shoe is empty in a round")
        on_layout = list(self.dealer) + [c for b in self.boxes.values() for h in b.hands for c in h.cards]
        self.out = Counter(on_layout)
        self.unseen = 0
        self.cut_card = 0
        self.cut_out = True
        self.burn_due = True
        return [notice("the discard rack is shuffled and cut to finish the round", "pa:665a.13(e)")]

    def on_drawn_in_error(self, m: Message) -> list[Message]:
        card = _card(m)
        exposed = boolean(m, "exposed", False)
        if self.phase not in LIVE:  # pa:665a.13(b)
            raise Refused("pa:665a.13(b)", "a card drawn in error is drawn in a round")
        if self.reader_down:  # pa:665a.13(i)
            raise Refused("pa:665a.13(i)", "the card reader is down: no dealing")
        if self.burn_due:  # pa:665a.7(c)
            raise Refused("pa:665a.7(c)", "a card is burned first")
        if self.pending is not None:  # pa:665a.13(b)
            raise Refused("pa:665a.13(b)", f"{self.pending}, drawn in error, waits to be used")
        self.check_available(card)
        if exposed and self.phase in INITIAL_DEAL:  # DA-A13: shown before the deal is complete: not used
            self.take(card)
            return [notice(f"{card}, shown in error before the deal was complete, is discarded", "pa:665a.13(c)")]
        clause = "pa:665a.13(c)" if exposed else "pa:665a.13(b)"
        self.take(card)
        target = self.card_due()
        if target is not None:  # the card due
            if self.phase == ATTACK:
                self.phase = DEALING
            outs = [notice(f"{card}, drawn in error, is the card due", clause), *self.put(target, card)]
            return self.advance(outs)
        self.pending = card
        self.pending_exposed = exposed
        return [notice(f"{card}, drawn in error, will be the next card", clause)]

    def on_missed_box(self, m: Message) -> list[Message]:
        seat, late = integer(m, "seat"), boolean(m, "late", False)
        if self.phase not in INITIAL_DEAL or self.card_due() != (seat, 0):  # pa:665a.13(f)
            raise Refused("pa:665a.13(f)", f"box {seat}'s card is not the one due")
        if self.reader_down or self.burn_due:
            raise Refused("pa:665a.13(f)", "no card is being dealt")
        b = self.boxes[seat]
        if not b.hands[0].cards and late:
            raise Refused("pa:665a.13(f)", "a box passed for its first card is dead")
        self.phase = DEALING  # the Double Attack window closes with the first card to a player
        if late:
            if b.late:
                raise Refused("pa:665a.13(f)", f"box {seat}'s second card already comes last")
            b.late = True
            return [notice(f"box {seat} takes its second card after every other box's", "pa:665a.13(f)")]
        clauses = ["pa:665a.13(f)"]
        outs = [notice(f"box {seat} was passed in the deal: its hand is dead", *clauses),
                *self.dead_hands(b, range(len(b.hands)), clauses), *self.dead_bust_it(b, clauses)]
        b.dead = True
        if not self.live_boxes() and not any(x.bust_it and not x.bust_it_settled for x in self.boxes.values()):
            return self.end_round(outs)
        return self.advance(outs)

    def on_skipped_hit(self, m: Message) -> list[Message]:
        seat, late = integer(m, "seat"), boolean(m, "late", False)
        turn = self.in_turn()
        if turn is None or turn[0] != seat:  # pa:665a.13(g)
            raise Refused("pa:665a.13(g)", f"box {seat} has no hand in turn")
        b = self.boxes[seat]
        h = b.hands[turn[1]]
        if not h.wants or h.late or h.double:
            raise Refused("pa:665a.13(g)", "only a card the hand asked for by hitting, not yet passed, can be passed")
        if late:
            h.late = True
            return self.advance([notice(f"box {seat}'s card comes after the other hands'", "pa:665a.13(g)")])
        clauses = ["pa:665a.13(g)"]
        outs = self.dead_hands(b, [turn[1]], clauses)
        h.status = DEAD
        h.settled = True
        h.wants = False
        if all(x.status == DEAD for x in b.hands):
            outs += self.dead_bust_it(b, clauses)
        return self.advance(outs)


class DoubleAttackEngine(Engine):
    """The example vendor engine for Double Attack Blackjack, reporting clauses, observable state and notices."""

    name = "croupier-example-double-attack"
    version = "1"
    games = ("double_attack",)
    reports = ("clauses", "state", "notices")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return DoubleAttackTable(parse_profile(game, profile))
