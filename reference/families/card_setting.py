"""What the card-setting chapters share (Asia Poker, ch. 659a; Five Card Hi-Lo, ch. 663a; and, for the seats, the
wagers, the steps, the shaker, an exposed tile and the surrender, Pai Gow, ch. 621a and its editions): the events they
take alike, the deal of a fixed number of cards to each place by the card or in stacks, the deck that deals chosen
hands, the seats and the second adjacent position, the wagers made and taken back before 'no more bets' and those a
leaving player abandons, the phase guard, the shaker's roll, a player's choice after the dealer exposed his card,
when a player sets his hands (the order of his two) and when he surrenders, and the equipment checks the chapters
print alike (two decks, the decks' age, the opening, the dealing devices, a failed or broken device).

Each function takes the clause ids of the chapter that calls it, loose or in the chapter's clause map (:class:`Seats`,
:class:`Exposure`, :class:`SettingRules`, which also hold the chapter's words), so every refusal and finding still
cites that chapter's own paragraph; the chapters keep their ``@cites`` and their readings. ``s``: a chapter's
``State``; ``cfg``: its ``TableConfig``; ``d``: its equipment ``TableDescription``; ``ch``: the chapter's number where
the two chapters number a rule alike (``"659a"``, ``"663a"``).
"""

from __future__ import annotations

import datetime
import enum
from collections import Counter
from fractions import Fraction
from typing import Any, Callable, ClassVar, Container, Iterable, Mapping, Optional, Protocol, Sequence, TypeVar

import attrs

from croupier import spec
from croupier.reference.errors import ConfigError, Problem, refuse
from croupier.reference.cards import RANKS, SUITS, Card
from croupier.reference.findings import Status, Verdict, drop_and_tip_boxes
from croupier.reference.findings import not_applicable as _na, unmet as _not, verdict as _verdict
from croupier.reference.money import dollars
from croupier.reference.parsing import count, description_fields, is_int
from croupier.reference.outcomes import Notice, Outcomes, Result, Settlement

__all__ = ["ExposeCard", "Exposure", "Join", "Leave", "NoMoreBets", "PlaceWager", "RandomNumber", "RemoveWager",
           "Seats", "SecondSpots", "SettingRules", "Shake", "ShoeFailure", "Shuffle", "ShufflerFailure", "StubMiscount",
           "Surrender", "TakeSecondSpot", "VoidChoice", "betting_position", "chosen", "deal_cards", "first_of_two",
           "guard_phase", "join", "may_set", "may_surrender", "set_aside_face_up", "shaker_roll", "stacked",
           "take_second_spot", "void_choice", "wager_open", "whole"]

T = TypeVar("T")
S = TypeVar("S")


class Positions(Protocol):
    """A chapter's state as the seats see it: the seated positions, and each second position's player."""

    @property
    def seated(self) -> frozenset[int]: ...

    @property
    def second(self) -> Mapping[int, int]: ...


class Stakes(Protocol):
    """A chapter's state as its two pre-deal wagers see it: position -> cents on the main wager and on the side one."""

    @property
    def wagers(self) -> Mapping[int, int]: ...

    @property
    def bonuses(self) -> Mapping[int, int]: ...


class Exposed(Protocol):
    """A chapter's state as an exposed card sees it: the positions still to choose whether to void the hand."""

    @property
    def exposed(self) -> frozenset[int]: ...


P = TypeVar("P", bound=Positions)
W = TypeVar("W", bound=Stakes)
X = TypeVar("X", bound=Exposed)


def _evolve(s: T, **changes: Any) -> T:
    """``attrs.evolve`` of a chapter's state known here by the protocol it meets (the attrs plugin of mypy checks
    ``evolve`` only on a named attrs class)."""
    return attrs.evolve(s, **changes)  # type: ignore[misc]


# --- the elections the chapters offer alike ------------------------------------------------------
# Asia Poker and Five Card Hi-Lo number these alike; each chapter's ``config`` module re-exports them and its option
# cites its own clause. Pai Gow's abandoned wager is a reading of its own (AMB-26) and stays in its chapter.


class Dealing(enum.Enum):
    """659a.5(b)(1), 663a.8 to 663a.10: the procedure the cards are dealt by."""

    MANUAL_SHOE = "manual_shoe"  #: 659a.8, 663a.8
    HAND = "hand"  #: 659a.9, 663a.9
    AUTOMATED_SHOE = "automated_shoe"  #: 659a.10, 663a.10


class Shuffling(enum.Enum):
    """659a.5(a), (f), 663a.5(a), (g): how the cards are shuffled after every round."""

    MANUAL = "manual"
    AUTOMATED_SHUFFLER = "automated_shuffler"  #: an automated card shuffling device that stacks the deck
    SHUFFLER_LOADS_SHOE = "shuffler_loads_shoe"  #: one that inserts the stack directly into a dealing shoe
    AUTO_RESHUFFLER = "auto_reshuffler"  #: 659a.5(f), 663a.5(g): a shoe or device that reshuffles by itself

    @property
    def automated(self) -> bool:
        """Is it an automated card shuffling device (every method but the manual shuffle)?"""
        return self is not Shuffling.MANUAL


class AbandonedWager(enum.Enum):
    """659a.7(b), 663a.7(b): the wagers of a player who leaves the table during a round."""

    LOSE = "lose"
    RETURN = "return"


# --- the events the chapters take alike -----------------------------------------------------------
# Each chapter's ``game`` module re-exports these beside its own events (as the blackjack family's chapters do theirs);
# a chapter's handler of one cites that chapter's clauses. ``PlaceWager`` and ``RemoveWager`` are each chapter's own
# subclass, which sets only the wager an event names by default (the chapter's main wager).


@attrs.frozen
class Join:
    """A player sits at ``position``."""

    position: int


@attrs.frozen
class Leave:
    """The player at ``position`` leaves the table."""

    position: int


@attrs.frozen
class NoMoreBets:
    """'No more bets': the wagers are closed; at Five Card Hi-Lo the deal follows (663a.8(b), (d); 663a.9(a)(3), (b);
    663a.10(a)(2), (b))."""


@attrs.frozen
class TakeSecondSpot:
    """The player at ``position`` also plays the free adjacent betting position ``spot`` (659a.7(f), 663a.7(f))."""

    position: int
    spot: int


@attrs.frozen
class Shuffle:
    """The deck as shuffled (and cut, where 659a.5(b)(2) or 663a.5(c)(2) cuts it) for this round: its cards (53 at
    Asia Poker, 52 at Five Card Hi-Lo) in the order they will be dealt, top first; ``face_up``: the places (0 the top
    card) of cards found face up as they come out (659a.13(f), 663a.13(a))."""

    cards: tuple[tuple[int, str], ...]
    face_up: tuple[int, ...] = ()


@attrs.frozen
class ShufflerFailure:
    """The automated shuffler jammed, stopped or did not finish its cycle (659a.13(l), 663a.13(d)): the cards are
    shuffled again."""


@attrs.frozen
class ShoeFailure:
    """The automated dealing shoe jammed, stopped dealing or did not deal every card (659a.13(m), 663a.13(e))."""


@attrs.frozen
class StubMiscount:
    """The count of the stub is other than expected (659a.8(e), 659a.9(d), 659a.10(d); 663a.8(h), 663a.9(f),
    663a.10(f)): ``places_ok`` if every place and the dealer have their cards (seven at Asia Poker, five at Five Card
    Hi-Lo: the deck has cards missing or extra), false if some place has more or fewer (a misdeal; 659a.13(h),
    (k))."""

    places_ok: bool


@attrs.frozen
class ExposeCard:
    """The dealer exposes a card dealt to ``place`` (0 the dealer's own): 659a.13(d); at Five Card Hi-Lo, G-12."""

    place: int


@attrs.frozen
class Shake:
    """The dice when the shaker is uncovered (659a.5(g)(1)(ii), 621a.6(a)(2)): their faces, whether all lie flat on
    the bottom (659a.13(a), 621a.10(a)) and whether any fell out (659a.13(b), 621a.10(b))."""

    dice: tuple[int, int, int]
    flat: bool = True
    fell_out: bool = False


@attrs.frozen
class RandomNumber:
    """The number the approved random number generator shows (659a.5(g)(2): 1 to 7; 621a.6(a)(1))."""

    number: int


@attrs.frozen
class Surrender:
    """The player at ``position`` surrenders (Asia Poker, Pai Gow)."""

    position: int


@attrs.frozen
class VoidChoice:
    """A player whose card (at Pai Gow, tile) the dealer exposed voids the hand or plays on (659a.13(d), 621a.10(d);
    at Five Card Hi-Lo, G-12 with ``exposed_cards = "as_asia_poker"``)."""

    position: int
    void: bool


@attrs.frozen
class PlaceWager:
    """Chips on the area of the position's wager ``wager`` (659a.7, 663a.7, 621a.5). Each chapter's ``PlaceWager``
    is this event with the chapter's main wager as the default ``wager``."""

    position: int
    amount: int
    wager: str


@attrs.frozen
class RemoveWager:
    """The player takes his wager ``wager`` back before 'no more bets' (659a.7(c), 663a.7(c), 621a.5(c)). Each
    chapter's ``RemoveWager`` is this event with the chapter's main wager as the default ``wager``."""

    position: int
    wager: str


class SecondSpots:
    """What a chapter's ``State`` answers about the second positions its players take (659a.7(f), 663a.7(f); at Pai
    Gow, areas: 621a.5(d)): ``second`` maps a second position to the player's own (mixed into each ``State``)."""

    __slots__ = ()
    second: Mapping[int, int]

    def owner(self, spot: int) -> int:
        """The seated position that plays ``spot``: itself, or the player who took it as a second position."""
        return self.second.get(spot, spot)


# --- the deal ------------------------------------------------------------------------------------


def deal_cards(order: Sequence[int], cards: Iterable[T], each: int, stacks: bool) -> tuple[dict[int, tuple[T, ...]],
                                                                                           int]:
    """The ``each`` cards every place of ``order`` receives from ``cards``, and the cards left: one at a time round
    the places, or ``each`` at a time (``stacks``, an automated shoe)."""
    cards = list(cards)
    hands: dict[int, list[T]] = {p: [] for p in order}
    need = each * len(order)
    for k, c in enumerate(cards[:need]):
        place = order[k // each] if stacks else order[k % len(order)]
        hands[place].append(c)
    return {p: tuple(h) for p, h in hands.items()}, len(cards) - need


def stacked(slots: Mapping[int, Sequence[int]], size: int, each: int, plants: Mapping[int, Sequence[T]],
            rest: Sequence[T]) -> tuple[T, ...]:
    """The deck of ``size`` cards whose places ``slots`` (place -> the deck places it is dealt) give each place in
    ``plants`` its ``each`` cards (in the order listed); the other cards follow ``rest``'s order. A
    :class:`ValueError` if two plants share a card or a plant is not ``each`` cards."""
    wanted = [c for x in plants.values() for c in x]
    if len(set(wanted)) != len(wanted) or any(len(x) != each for x in plants.values()):
        raise ValueError(f"plants of {_WORDS.get(each, each)} cards each, no card twice")
    others = iter([c for c in rest if c not in set(wanted)])
    deck: list[Optional[T]] = [None] * size
    for place, idx in slots.items():
        if place in plants:
            for i, c in zip(idx, plants[place]):
                deck[i] = c
    return tuple(c if c is not None else next(others) for c in deck)


_WORDS = {5: "five", 7: "seven"}


def face_up_reached(face_up: Sequence[int], need: int) -> list[int]:
    """The face-up cards the deal reaches: each one set aside moves the deal one card on."""
    return [i for i in face_up if i < need + len([j for j in face_up if j < i])]


def set_aside_face_up(deck: Sequence[T], face_up: Sequence[int], need: int, clause: str
                      ) -> tuple[list[T], Outcomes, Optional[str]]:
    """The cards the deal of ``need`` cards uses from ``deck``: a single face-up card it reaches goes to the discard
    rack unused and the next card is dealt (a notice under ``clause``, the chapter's rule for a card found face up);
    two or more void the round (the third item: why, for the chapter's void; ``None`` where the deal goes on)."""
    reached = face_up_reached(face_up, need)
    if len(reached) >= 2:
        return [], [], (f"{len(reached)} cards found face up during the deal: every hand is void and the cards are "
                        "shuffled again")
    out: Outcomes = [Notice("a card found face up during the deal goes to the discard rack unused", (clause,))
                     ] if reached else []
    return [c for i, c in enumerate(deck) if i not in reached], out, None


# --- seats, phases and the order of setting -----------------------------------------------------


def betting_position(positions: int, p: int, clause: str) -> None:
    """Refuse under ``clause`` (the chapter's table of 1 to ``positions`` betting positions) a position ``p`` the
    table does not have."""
    if not is_int(p) or p not in range(1, positions + 1):
        raise refuse(clause, f"this table's betting positions are 1 to {positions}, not {p}")


def guard_phase(s: Any, clause: str, *allowed: Any) -> None:
    """Refuse under ``clause`` unless the round is in one of the ``allowed`` phases."""
    if s.phase not in allowed:
        raise refuse(clause, f"not now: the round is {s.phase.value}")


@attrs.frozen(kw_only=True)
class Seats:
    """Where one chapter states the rules of its seats and of the wagers made before 'no more bets', and its words
    for them: Asia Poker's ``open`` is ``"pa:659a.7(c)"``, Pai Gow's ``"pa:621a.5(c)"``. The family's checks refuse
    with these ids, never with ids of their own."""

    #: the chapter's phase in which wagers are made and taken back, until 'no more bets' (659a.7(c), 621a.5(c))
    phase: Any
    open: str
    #: only a seated player wagers (659a.7(b), 621a.5(b)), a positive amount of chips (659a.7(a), 621a.5(a))
    seated: str
    chips: str
    #: a player's two adjacent positions (659a.7(f); none at Pai Gow, whose areas are its own)
    two: str = ""
    #: the wagers the chapter takes before the deal (the main wager first) and where it lists them (659a.7,
    #: 621a.5); how a refusal names them: Five Card Hi-Lo's "the wagers placed before the deal are" ante, tie,
    #: poker_bonus (joined by ", ")
    wagers: tuple[str, ...]
    listed: str
    wagers_are: str = "the wagers are"
    joined_by: str = " and "

    #: ``croupier rulebook`` reads a refusal's clause and words from a chapter's map (see ``croupier.rulebook``)
    __clause_map__: ClassVar[bool] = True


def wager_open(s: Any, wager: str, seats: Seats) -> None:
    """A wager the chapter takes (``seats.listed``), made or taken back only until 'no more bets'."""
    if wager not in seats.wagers:
        raise refuse(seats.listed, f"{seats.wagers_are} {seats.joined_by.join(seats.wagers)}, not {wager!r}")
    guard_phase(s, seats.open, seats.phase)


def join(s: P, position: int, taken: str) -> P:
    """A player sits at a free ``position`` (refused under ``taken`` when someone plays it)."""
    if position in s.seated or position in s.second:
        raise refuse(taken, f"position {position} is taken")
    return _evolve(s, seated=s.seated | {position})


def take_second_spot(s: P, position: int, spot: int, allowed: bool, seats: Seats) -> P:
    """The player at ``position`` also plays the free position ``spot`` beside it, taken before 'no more bets'
    (``seats.two``: the chapter's clause for two adjacent positions; ``seats.seated``: the one that asks for a seated
    player)."""
    guard_phase(s, seats.open, seats.phase)
    if not allowed:
        raise refuse(seats.two, "this table lets no player wager on two positions")
    if position not in s.seated:
        raise refuse(seats.seated, f"nobody sits at position {position}")
    if abs(spot - position) != 1:
        raise refuse(seats.two, f"position {spot} is not beside position {position}")
    if spot in s.seated or spot in s.second or position in s.second.values():
        raise refuse(seats.two, f"position {spot} is taken, or position {position} already plays two")
    return _evolve(s, second={**s.second, spot: position})


def leave(s: P, position: int, drop: Callable[[P, int], tuple[P, Outcomes]], seats: Seats) -> tuple[P, Outcomes]:
    """A player leaves ``position``: a second position alone, or his own seat with any second one; ``drop`` takes
    the wagers and cards off one position (the chapter's rule for abandoned wagers: :func:`abandoned`);
    ``seats.seated``: the clause that asks for a seated player."""
    if position in s.second:
        s, out = drop(s, position)
        return _evolve(s, second={a: p for a, p in s.second.items() if a != position}), out
    if position not in s.seated:
        raise refuse(seats.seated, f"nobody sits at position {position}")
    out = []
    for spot in [position] + [a for a, p in s.second.items() if p == position]:
        s, more = drop(s, spot)
        out += more
    return _evolve(s, seated=s.seated - {position}, second={a: p for a, p in s.second.items() if p != position}), out


def abandoned(s: Any, spot: int, stakes: Iterable[tuple[str, int]], lose: bool, seats: Seats) -> Outcomes:
    """The wagers ``stakes`` (each wager's key and amount) on ``spot`` when its player goes: returned before 'no more
    bets' (``seats.open``: the chapter's clause that a wager may be taken back until then), and once the round is
    under way lost or returned as the holder treats abandoned wagers (``lose``: its election; ``seats.seated``: the
    chapter's clause)."""
    dealt = s.phase is not seats.phase
    clause = seats.seated if dealt else seats.open
    result = Result.LOSE if lose and dealt else Result.VOID
    return [Settlement(spot, key, result, amount, (clause,)) for key, amount in stakes]


def may_wager(s: Any, position: int, wager: str, amount: int, seats: Seats) -> None:
    """A wager the chapter takes, before 'no more bets' (:func:`wager_open`), by a seated player
    (``seats.seated``), of a positive amount of chips (``seats.chips``)."""
    wager_open(s, wager, seats)
    if position not in s.seated and position not in s.second:
        raise refuse(seats.seated, f"only a seated player may wager: position {position} is empty")
    if amount <= 0:
        raise refuse(seats.chips, "a wager is a positive amount of chips")


def take_back(s: W, position: int, wager: str, seats: Seats, side_clause: str) -> tuple[W, Outcomes]:
    """The player takes back his main wager (``s.wagers``, which takes the side wager, ``s.bonuses``, with it) or
    his side wager alone, before 'no more bets' (:func:`wager_open`; ``seats.open`` cites it, ``side_clause`` too on
    a side wager taken with the main one)."""
    wager_open(s, wager, seats)
    main, side = seats.wagers
    clause = seats.open
    held = s.wagers if wager == main else s.bonuses
    if position not in held:
        raise refuse(clause, f"no {wager} wager at position {position}")
    out: Outcomes = [Settlement(position, wager, Result.VOID, held[position], (clause,))]
    bonuses = {p: a for p, a in s.bonuses.items() if p != position}
    if wager == side:
        return _evolve(s, bonuses=bonuses), out
    if position in s.bonuses:
        out.append(Settlement(position, side, Result.VOID, s.bonuses[position], (clause, side_clause)))
    return _evolve(s, wagers={p: a for p, a in s.wagers.items() if p != position}, bonuses=bonuses), out


def shuffled(s: S, cards: Sequence[Any], face_up: Sequence[int], deck: frozenset[Any], places: str) -> S:
    """The deck as shuffled (the chapter has checked its cards), with the face-up cards named by their distinct
    places in it (``places``)."""
    if len(set(face_up)) != len(face_up) or any(not 0 <= i < len(deck) for i in face_up):
        raise refuse(places, f"face-up cards are named by their distinct places 0 to {len(deck) - 1} in the deck")
    return _evolve(s, deck=tuple(cards), face_up=tuple(sorted(face_up)))


def shuffler_failed(s: S, automated: bool, clause: str) -> tuple[S, Outcomes]:
    """The automated shuffler jammed, stopped or did not finish: the cards are shuffled again (``clause``)."""
    if not automated:
        raise refuse(clause, "this table shuffles by hand")
    return _evolve(s, deck=None, face_up=()), [
        Notice("the automated shuffler failed: the cards are shuffled again", (clause,))]


@attrs.frozen(kw_only=True)
class Exposure:
    """Where one chapter states what a player whose card (at Pai Gow, tile) the dealer exposed chooses: to void the
    hand or play on (659a.13(d), 621a.10(d); at Five Card Hi-Lo, 663a.13 read by G-12), and its words."""

    #: the chapter's clause, and the phases in which the choice is made
    clause: str
    phases: tuple[Any, ...]
    #: what is dealt ("card", "tile"), and the reading a refusal names after its reason (" (G-12)")
    piece: str = "card"
    reading: str = ""

    #: ``croupier rulebook`` reads a refusal's clause and words from a chapter's map (see ``croupier.rulebook``)
    __clause_map__: ClassVar[bool] = True


def chosen(s: Any, position: int, exposure: Exposure) -> None:
    """A player whose card the dealer exposed first chooses whether to void the hand (``exposure.clause``)."""
    if position in s.exposed:
        raise refuse(exposure.clause, f"position {position} first chooses whether to void the hand{exposure.reading}")


def void_choice(s: X, position: int, void: bool, exposure: Exposure) -> Optional[X]:
    """The player whose card the dealer exposed chooses (``exposure.clause``): to play on (the state returned, the
    hand no longer waiting) or to void the hand (``None``: the chapter voids it and returns its wagers)."""
    guard_phase(s, exposure.clause, *exposure.phases)
    if position not in s.exposed:
        raise refuse(exposure.clause, f"no {exposure.piece} of position {position} was exposed")
    return None if void else _evolve(s, exposed=s.exposed - {position})


@attrs.frozen(kw_only=True)
class SettingRules:
    """Where one chapter states when a player sets his hands, and its words: in the ``phase`` of the setting, a hand
    still in the round (``clause``: 659a.11(a), 663a.11(d); ``hand``: what holds one, "hand", "Play Wager"), once
    (``untouched``: 659a.11(a)(3)), and of a player's two the first first (``order``: 659a.7(f))."""

    phase: Any
    clause: str
    hand: str
    untouched: str
    order: str

    #: ``croupier rulebook`` reads a refusal's clause and words from a chapter's map (see ``croupier.rulebook``)
    __clause_map__: ClassVar[bool] = True


def may_set(s: Any, position: int, in_round: Container[int], first: Optional[int], rules: SettingRules,
            exposure: Exposure) -> None:
    """A player sets his hands in the setting's phase, with a hand in the round (``in_round``), not while he has
    to choose after an exposed card (:func:`chosen`), and in turn (:func:`set_in_turn`; ``first``:
    :func:`first_of_two`)."""
    guard_phase(s, rules.clause, rules.phase)
    if position not in in_round:
        raise refuse(rules.clause, f"position {position} has no {rules.hand} in this round")
    chosen(s, position, exposure)
    set_in_turn(s, position, first, rules.untouched, rules.order)


def may_surrender(s: Any, position: int, phase: Any, clause: str) -> None:
    """A player surrenders a hand still in the round, once the dealer has set (``phase``; ``clause``: the chapter's
    rule of surrender)."""
    guard_phase(s, clause, phase)
    if position not in s.wagers:
        raise refuse(clause, f"position {position} has no hand to surrender")


def set_in_turn(s: Any, position: int, first: Optional[int], untouched: str, order: str) -> None:
    """Hands once set and laid face down are not touched again (``untouched``), and of a player's two the first is
    set first (``order``; ``first``: :func:`first_of_two`)."""
    if position in s.settings:
        raise refuse(untouched, "hands once set and laid face down may not be touched again")
    if first is not None and first != position and first not in s.settings:
        raise refuse(order, f"the hand of position {first} is set first (the larger wager, or equal wagers "
                            "counterclockwise)")


def after_players(waiting: Sequence[int], clause: str) -> None:
    """The dealer sets after every player (``waiting``: the positions that have not)."""
    if waiting:
        raise refuse(clause, f"the dealer sets after every player: position {', '.join(map(str, waiting))} has not "
                             "set")


def first_of_two(s: Any, spot: int, spots: Iterable[int], stake: Mapping[int, int]) -> Optional[int]:
    """Of a player's two positions among ``spots``, the one set first: the larger wager's, or with equal wagers the
    one reached first in the reveal (the higher number); ``None`` if the player plays one (G-15 of each chapter)."""
    owner = s.owner(spot)
    mine = [a for a in spots if s.owner(a) == owner]
    if len(mine) < 2:
        return None
    return max(mine, key=lambda a: (stake[a], a))


def shaker_roll(s: S, dice: Sequence[int], flat: bool, fell_out: bool, faces: str, not_flat: str, fell: str
                ) -> Optional[tuple[S, Outcomes]]:
    """The shaker uncovered: three dice showing 1 to 6 (else refused under ``faces``); a die not flat on the bottom
    or fallen out is no roll (``not_flat``, ``fell``: the state unchanged and a notice); ``None``: the roll counts."""
    if len(dice) != 3 or any(not 1 <= d <= 6 for d in dice):
        raise refuse(faces, "three dice, each showing 1 to 6")
    if not flat:
        return s, [Notice("no roll: a die is not flat on the bottom of the shaker; shake again", (not_flat,))]
    if fell_out:
        return s, [Notice("no roll: a die fell out of the shaker; shake again", (fell,))]
    return None


def whole(x: Fraction) -> int | Fraction:
    """An amount as an int where it is whole."""
    return int(x) if x.denominator == 1 else x


# --- the demonstration --------------------------------------------------------------------------

#: a demo's line for the dealer's settling, which both chapters' demos word alike
SETTLES = "the dealer reveals and settles, from his far right"


def wagered(position: int, name: str, amount: int) -> str:
    """A demo's line for a wager of ``amount`` cents at ``position``, by its ``name`` (``"Ante"``)."""
    return f"position {position}: {name} of {dollars(amount)}"


def sets(position: int, hands: Iterable[Iterable[T]], card_name: Callable[[T], str]) -> str:
    """A demo's line for a position setting its hands, highest first, each card as the chapter's ``card_name``
    writes it."""
    return f"position {position} sets " + " / ".join(" ".join(map(card_name, h)) for h in hands)


# --- equipment ----------------------------------------------------------------------------------


def deck_label(i: int, back: str) -> str:
    return f"deck {i}" + (f" ({back})" if back else "")


def within(start: Optional[datetime.datetime], now: Optional[datetime.datetime], hours: int,
           what: str = "decks", since: str = "decks_in_play_since", say_hours: bool = True) -> Verdict:
    """``what`` on the table since ``start`` are in time at ``now`` under a limit of ``hours`` (exactly ``hours``
    is in time); ``since``: the description's name for ``start``; ``say_hours``: the limit named after the time
    (Pai Gow's findings name only the time)."""
    if start is None or now is None:
        return Status.FAIL, f"{since} and checked_at are needed to check the {hours} hour limit"
    if (start.tzinfo is None) != (now.tzinfo is None):
        return Status.FAIL, f"{since} and checked_at both have a UTC offset, or neither"
    if now < start:
        return Status.FAIL, f"checked_at is before {since}"
    due = start + datetime.timedelta(hours=hours)
    limit = f" ({hours} hours)" if say_hours else ""
    return _verdict([f"the {what} were due for change at {due.isoformat()}{limit}"] if now > due else [],
                    f"the {what} in time until {due.isoformat()}{limit}")


def two_decks(d: Any, ch: str, automated: bool, two: int) -> dict[str, Verdict]:
    """``ch``.3(b)(1)-(4) where a table uses two decks: backs of two colours, one design, the idle deck in the
    shuffler, the decks alternating, the rack holding one deck's cards; not applicable to one deck."""
    if d.decks != two:
        return {c: _na(f"one deck (decks = {d.decks})") for c in (f"pa:{ch}.3(b)", *(f"pa:{ch}.3(b)({k})"
                                                                                    for k in range(1, 5)))}
    own = [] if automated else [f"two decks need an automated card shuffling device, not shuffling = "
                                f"{d.shuffling.value}"]
    own += [] if len(d.deck) == two else [f"{len(d.deck)} decks listed, not {two}"]
    out: dict[str, Verdict] = {f"pa:{ch}.3(b)": _verdict(own, f"two decks with an automated shuffler "
                                                              f"({d.shuffling.value})")}
    backs = [f"the back colour of {deck_label(i, k.back)} is not stated" for i, k in enumerate(d.deck, 1)
             if not k.back.strip()]
    colours = {k.back.strip().lower() for k in d.deck if k.back.strip()}
    if not backs and len(colours) < len(d.deck):
        backs.append(f"the decks' backs are not of different colours ({', '.join(k.back for k in d.deck)})")
    backs += _not((("the decks are not declared of the same design", d.decks_same_design),))
    out[f"pa:{ch}.3(b)(1)"] = _verdict(backs, f"one design; backs {' and '.join(k.back for k in d.deck)}")
    out[f"pa:{ch}.3(b)(2)"] = _verdict(_not((("the deck not in play is not shuffled and kept in the shuffler",
                                              d.idle_deck_in_shuffler),)),
                                       "one deck in play, the other shuffled and kept in the shuffler")
    out[f"pa:{ch}.3(b)(3)"] = _verdict(_not((("the decks do not alternate round by round",
                                              d.decks_alternate_each_round),)),
                                       "the decks alternate, each used every second round")
    out[f"pa:{ch}.3(b)(4)"] = _verdict(_not((("the discard rack may hold cards of both decks",
                                              d.discard_rack_one_deck),)),
                                       "the discard rack holds one deck's cards at a time")
    return out


def deck_age(d: Any, ch: str, by_hand: bool, hand_hours: int, shoe_hours: int) -> dict[str, Verdict]:
    """``ch``.3(c)(1), (2): the decks changed every ``hand_hours`` dealt from the hand, every ``shoe_hours`` from a
    shoe."""
    age = {f"pa:{ch}.3(c)(1)": _na(f"dealt from a shoe (dealing = {d.dealing.value})"),
           f"pa:{ch}.3(c)(2)": _na("dealt from the hand (dealing = hand)")}
    if by_hand:
        age[f"pa:{ch}.3(c)(1)"] = within(d.decks_in_play_since, d.checked_at, hand_hours)
    else:
        age[f"pa:{ch}.3(c)(2)"] = within(d.decks_in_play_since, d.checked_at, shoe_hours)
    return age


def opening(d: Any, ch: str, two: int, spread: Verdict) -> dict[str, Verdict]:
    """``ch``.4: the decks inspected and verified, spread for the first player (``spread``: the chapter's verdict
    on (b)), then washed, stacked and shuffled; two decks each apart; preinspected, preshuffled decks skip (a) to
    (d)."""
    if d.preshuffled_decks:
        pre = f"the decks arrive preinspected and preshuffled: {ch}.4(e) sets aside (a) to (d)"
        out = {c: _na(pre) for c in (f"pa:{ch}.4(a)", f"pa:{ch}.4(b)", f"pa:{ch}.4(c)", f"pa:{ch}.4(d)")}
        out[f"pa:{ch}.4(e)"] = Status.PASS, "preinspected and preshuffled under 603a.16(u) or (v) (declared)"
        return out
    return {
        f"pa:{ch}.4(a)": _verdict(_not((
            ("the dealer does not inspect the cards for defects on receiving them", d.opening_dealer_inspects),
            ("the table's floorperson does not verify the inspection", d.opening_floorperson_verifies))),
            "the dealer inspects for defects, the floorperson verifies"),
        f"pa:{ch}.4(b)": spread,
        f"pa:{ch}.4(c)": _verdict(_not((("the cards are not turned face down, washed, stacked and shuffled",
                                         d.opening_washed_stacked_shuffled),)),
                                  "turned face down, washed, stacked, then shuffled"),
        f"pa:{ch}.4(d)": _verdict(_not((("the two decks are not each spread, mixed, stacked and shuffled apart",
                                         d.opening_each_deck_apart),)), "each deck prepared apart")
        if d.decks == two else _na(f"one deck (decks = {d.decks})"),
        f"pa:{ch}.4(e)": _na("the decks do not arrive preinspected and preshuffled"),
    }


def recut(d: Any, cut: bool, rsd: str, no_cut: str) -> Verdict:
    """The recut a floorperson orders, where a cut is made (``cut``) and no automatic reshuffling device sets it
    aside (``rsd``, ``no_cut``: why not applicable)."""
    if d.reshuffler:
        return _na(rsd)
    if cut:
        return _verdict(_not((("the cards are not cut again when a floorperson or above orders it",
                               d.recut_when_ordered),)), "cut again when a floorperson or above orders it")
    return _na(no_cut)


def idle_table(d: Any, rsd: str) -> Verdict:
    """An idle table's cards spread for the first player, then washed, stacked and shuffled, unless an automatic
    reshuffling device is in use (``rsd``: why not applicable)."""
    return _na(rsd) if d.reshuffler else _verdict(_not((
        ("an idle table's cards are not taken from the shoe and the rack and spread for the first player",
         d.idle_cards_spread),
        ("an idle table's cards are not then washed, stacked and shuffled", d.idle_washed_stacked_shuffled))),
        "an idle table's cards spread for the first player, then washed, stacked and shuffled")


def failed_devices(d: Any, shuffler: str, broken: str, shoe: bool) -> dict[str, Verdict]:
    """A failed shuffle redone wherever an automated shuffler is in use (``shuffler``: the chapter's clause), and a
    broken shuffler or dealing shoe (``shoe``: the table deals from an automated one) covered or signed before any
    other method (``broken``)."""
    out: dict[str, Verdict] = {}
    if d.automated_shuffler:
        out[shuffler] = _verdict(_not((("a jammed, stopped or incomplete shuffle is not redone",
                                        d.shuffler_failure_reshuffled),)), "a failed shuffle is redone")
    else:
        out[shuffler] = _na("no automated shuffler (shuffling = manual)")
    if d.automated_shuffler or shoe:
        out[broken] = _verdict(_not((
            ("a broken automated shuffler or dealing shoe is not covered or signed out of order before the table "
             "shuffles or deals another way", d.broken_device_covered_or_signed),)),
            "a broken device covered or signed out of order before any other method")
    else:
        out[broken] = _na("no automated shuffler or dealing shoe")
    return out


def dealing_devices(d: Any, ch: str, how: str, manual: bool, by_hand: bool, automated: bool, loads_shoe: bool,
                    discards: str) -> dict[str, Verdict]:
    """``ch``.8(a), 9(a)(1), (2), 10(a)(1) and the discards (``discards``: the chapter's clause): the shoe or the
    dealer's hand the table elects (``manual``, ``by_hand``, ``automated``: the manual shoe, the hand, the automated
    shoe; ``loads_shoe``: the shuffler loads a shoe), and the discards kept in order."""
    out: dict[str, Verdict] = {}
    out[f"pa:{ch}.8(a)"] = _verdict(_not((
        ("the shoe's place is not declared approved by the Bureau of Casino Compliance", d.shoe_where_approved),
        (f"the stacked deck is not put into the shoe once {ch}.5's steps are done", d.shoe_loaded_after_shuffle))),
        "a manual shoe where approved, loaded after the shuffle") if manual else _na(f"no manual dealing shoe ({how})")
    if by_hand:
        asd = [] if d.automated_shuffler else ["cards dealt from the hand are not shuffled by an automated card "
                                               "shuffling device (shuffling = manual)"]
        asd += [] if not loads_shoe else [
            f"the shuffler loads a dealing shoe, and cards dealt from the hand use none ({ch}.5(a))"]
        out[f"pa:{ch}.9(a)(1)"] = _verdict(asd, f"shuffled by an automated shuffler ({d.shuffling.value})")
        out[f"pa:{ch}.9(a)(2)"] = _verdict(_not((
            ("the dealer does not keep the deck in one hand all round, in front of him and over the table inventory",
             d.deck_held_in_one_hand_over_inventory),)), "the deck in one hand all round, over the table inventory")
    else:
        out.update({c: _na(f"not dealt from the hand ({how})") for c in (f"pa:{ch}.9(a)(1)", f"pa:{ch}.9(a)(2)")})
    out[f"pa:{ch}.10(a)(1)"] = _verdict(_not((
        (f"the cards are not put into the automated dealing shoe once {ch}.5's steps are done",
         d.automated_shoe_loaded_after_shuffle),)), "the automated shoe loaded after the shuffle") \
        if automated else _na(f"no automated dealing shoe ({how})")
    out[discards] = _verdict(_not((("the cards are not put in the discard rack in an order that lets each hand "
                                    "be rebuilt", d.discards_in_order),)),
                             "discards in an order that lets each hand be rebuilt")
    return out


def composition(decks: Sequence[Any], standard: frozenset[Any], beside: str, more: Callable[[str, Any], list[str]]
                ) -> list[str]:
    """Each listed deck against the ``standard`` cards, each once (``beside``: what the count leaves out, in the
    words of the chapter), then the chapter's own findings on it (``more``: its name and the deck -> problems)."""
    out: list[str] = []
    for i, deck in enumerate(decks, 1):
        name = deck_label(i, deck.back)
        have = Counter(deck.cards)
        missing = sorted(standard - set(have))
        twice = sorted(c for c, k in have.items() if k > 1)
        if len(deck.cards) != len(standard):
            out.append(f"{name} has {len(deck.cards)} cards{beside}, not {len(standard)}")
        if missing:
            out.append(f"{name}: missing {', '.join(map(str, missing))}")
        if twice:
            out.append(f"{name}: {', '.join(f'{have[c]} x {c}' for c in twice)}")
        out += more(name, deck)
    return out


def cards(d: Any, ch: str, found: list[str], one: int, two: int, cover: int, summary: str, by_hand: bool,
          hand_hours: int, shoe_hours: int) -> dict[str, Verdict]:
    """``ch``.3: ``one`` deck (the decks ``found``: :func:`composition`) with ``cover`` cover cards, or ``two`` with an
    automated shuffler (:func:`two_decks`); the decks changed in time (:func:`deck_age`); ``summary``: what (a) reads
    when it passes."""
    n = len(d.deck)
    problems = [] if d.decks == two or n == one else [f"{n} decks listed, not {one}"]
    problems += found
    problems += _not((("the cards of a deck are not declared identical in appearance",
                       d.cards_identical_in_appearance),))
    if d.cover_cards != cover:
        problems.append(f"{d.cover_cards} cover cards, not {cover}")
    out: dict[str, Verdict] = {f"pa:{ch}.3(a)": _verdict(problems, summary)}
    out.update(two_decks(d, ch, d.automated_shuffler, two))
    out.update(deck_age(d, ch, by_hand, hand_hours, shoe_hours))
    return out


# --- loading equipment descriptions -------------------------------------------------------------


def field_parsers(description: type, by_type: Mapping[str, Callable[[Any], Any]],
                  by_name: Mapping[str, Callable[[Any], Any]]) -> dict[str, tuple[str, Callable[[Any], Any]]]:
    """Each field of a chapter's ``description`` but its decks -> (its clause, its parser): by name, else by
    type."""
    return {f.name: (str(f.metadata["clause"]), by_name.get(f.name) or by_type[str(f.type)])
            for f in attrs.fields(description) if f.name != "deck" and (f.name in by_name or str(f.type) in by_type)}


def deck_table(v: Mapping[str, Any], where: str, problems: list[Problem], clause: str, back: str,
               counts: Mapping[str, str], build: Callable[..., T]) -> T:
    """One ``[[deck]]`` table: ``back`` (its clause: ``back``), the ``counts`` (key -> its clause) and for each suit
    (S, H, D, C) the ranks found, such as "A 2 3 4 5 6 7 8 9 10 J Q K"; ``clause``: the chapter's deck clause;
    ``build``: the chapter's ``Deck``."""
    keys = ("back", *counts, *SUITS)
    for key in sorted(set(v) - set(keys)):
        problems.append(Problem(f"{where}.{key}", clause, f"unknown key: a deck has {', '.join(keys)}"))
    colour = v.get("back", "")
    if not isinstance(colour, str):
        problems.append(Problem(f"{where}.back", back, f"must be the backs' colour, not {colour!r}"))
        colour = ""
    got: dict[str, int] = {}
    for key, clause_of in counts.items():
        try:
            got[key] = count(v.get(key, 0))
        except ValueError as e:
            problems.append(Problem(f"{where}.{key}", clause_of, str(e)))
            got[key] = 0
    found: list[Card] = []
    for suit in SUITS:
        ranks = v.get(suit, "")
        bad = [r for r in ranks.split() if r not in RANKS] if isinstance(ranks, str) else None
        if bad is None or bad:
            problems.append(Problem(f"{where}.{suit}", clause,
                                    f"must be the ranks found, such as \"A 2 3 4 5 6 7 8 9 10 J Q K\", not {ranks!r}"))
            continue
        found += [Card(RANKS.index(r) + 1, suit) for r in ranks.split()]
    return build(back=colour, cards=tuple(found), **got)



def deck_count(one: int, two: int) -> Callable[[Any], int]:
    """A parser of the number of decks: ``one`` or ``two``."""
    def parse(v: Any) -> int:
        if isinstance(v, bool) or v not in (one, two):
            raise ValueError(f"must be {one} or {two} (two only with an automated card shuffling device), not {v!r}")
        return int(v)
    return parse


# --- profiles ------------------------------------------------------------------------------------


def dealing_problems(ch: str, positions: int, most: int, by_hand: bool, automated: bool, loads_shoe: bool
                     ) -> list[Problem]:
    """The elections of ``ch`` about the table and its dealing that the chapters refuse alike: from 1 to ``most``
    betting positions (``ch``.2(a)); cards dealt from the hand shuffled by an automated card shuffling device
    (``ch``.9(a)(1)) that does not load a shoe (``ch``.5(a))."""
    p: list[Problem] = []
    if not 1 <= positions <= most:
        p.append(Problem("positions", f"pa:{ch}.2(a)", f"a table has from 1 to {most} betting positions, not "
                                                       f"{positions}"))
    if by_hand and not automated:
        p.append(Problem("dealing", f"pa:{ch}.9(a)(1)", "cards dealt from the hand are shuffled by an automated card "
                                                        "shuffling device: set shuffling"))
    if by_hand and loads_shoe:
        p.append(Problem("shuffling", f"pa:{ch}.5(a)", "this shuffler puts the stack straight into a dealing shoe, "
                                                       "and cards dealt from the hand use none"))
    return p


# --- the table and its layout -------------------------------------------------------------------


class CardTable:
    """What the card-setting chapters' equipment descriptions read alike off their facts (mixed into each
    chapter's ``TableDescription``)."""

    ruleset: str
    shuffling: Any
    betting_positions: tuple[int, ...]

    @property
    def rules(self) -> Any:
        return spec.ruleset(self.ruleset)

    @property
    def automated_shuffler(self) -> bool:
        """An automated card shuffling device is in use (every ``shuffling`` but manual)."""
        return bool(self.shuffling.automated)

    @property
    def reshuffler(self) -> bool:
        """An automatic reshuffling device is in use (``shuffling = "auto_reshuffler"``)."""
        return bool(self.shuffling.value == "auto_reshuffler")

    @property
    def positions(self) -> frozenset[int]:
        return frozenset(self.betting_positions)


def nums(ns: Any) -> str:
    return ", ".join(map(str, sorted(ns))) or "none"


def areas(ch: str, what: str, have: frozenset[int], seats: frozenset[int]) -> list[str]:
    """A ``what`` at every betting position and none elsewhere (``ch``.2(a): the positions)."""
    if not seats:
        return [f"no betting positions to have a {what} ({ch}.2(a))"]
    missing, extra = seats - have, have - seats
    return ([f"no {what} at position {nums(missing)}"] if missing else []) + (
        [f"a {what} numbered {nums(extra)}, which is no position"] if extra else [])


def optional_areas(ch: str, what: str, offered: bool, have: frozenset[int], seats: frozenset[int]) -> Verdict:
    """An area at every position where the wager is offered, and none where it is not."""
    if offered:
        return _verdict(areas(ch, f"{what} area", have, seats), f"a {what} area at every position")
    if have:
        return Status.FAIL, f"{what} areas at position {nums(have)}, but the table does not offer the wager"
    return _na(f"the {what} is not offered")


def places(d: Any, most: int) -> Verdict:
    """One to ``most`` betting positions numbered 1 to n, each once, the dealer opposite."""
    n = len(d.betting_positions)
    out = _not((("no place for the dealer opposite the betting positions", d.dealer_opposite_positions),))
    out += [f"{n} betting positions, more than {most}"] if n > most else []
    out += ["no betting positions"] if n == 0 else [] if sorted(d.betting_positions) == list(range(1, n + 1)) else [
        f"positions numbered {nums(d.betting_positions)}, not 1 to {n}, each once"]
    return _verdict(out, f"{n} betting positions (at most {most}), the dealer opposite")


def boxes_and_rack(d: Any) -> tuple[Verdict, Verdict]:
    """The drop box and tip box attached on the dealer's side, one either side of him where approved (or the tip
    box elsewhere as approved: :func:`~croupier.reference.findings.drop_and_tip_boxes`); the discard rack fixed on top
    of the table, on the dealer's side."""
    return drop_and_tip_boxes(d), _verdict(_not((
        ("the discard rack is not attached securely to the top of the table", d.discard_rack_attached_on_top),
        ("the discard rack is not on the dealer's side", d.discard_rack_dealer_side))),
        "a discard rack fixed on top of the table, on the dealer's side")


def deck_list(v: Any, problems: list[Problem], clause: str, deck: Callable[[Any, str, list[Problem]], T]
              ) -> tuple[T, ...]:
    """The ``[[deck]]`` tables of a description, each read by the chapter's ``deck`` (``clause``: the chapter's
    deck clause)."""
    if not isinstance(v, list) or not all(isinstance(x, Mapping) for x in v):
        problems.append(Problem("deck", clause, "must be an array of tables ([[deck]]), one per deck"))
        return ()
    return tuple(deck(x, f"deck[{i}]", problems) for i, x in enumerate(v))


def description(data: Mapping[str, Any], source: str, build: Callable[..., T], refused: Callable[[T], list[Problem]],
                **where: Any) -> T:
    """A chapter's table description from parsed TOML (``where``: what :func:`description_fields` reads it by);
    :class:`ConfigError` lists every problem, each with its clause, and every combination of elections the
    profile refuses (``refused``)."""
    kw, problems = description_fields(data, **where)
    desc = build(**kw)
    problems += refused(desc)
    if problems:
        raise ConfigError(problems, source)
    return desc


def refused_elections(d: Any, config: Callable[..., Any], validate: Callable[[Any], list[Problem]],
                      elections: Sequence[str]) -> list[Problem]:
    """The combinations of ``elections`` (by their profile names) that the chapter's profile refuses."""
    cfg = config(**{k: getattr(d, k) for k in elections})
    return [p for p in validate(cfg) if p.field in elections]
