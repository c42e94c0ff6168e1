"""A house-banked round of Pai Gow as a pure state machine: seats and wagers, the stacked set, the count and the
delivery, the players' settings, the dealer's house way, surrender, settlement and the irregularities of 621a.10
(621a.4(d)-(f), 621a.5, 621a.6, 621a.7, 621a.8, 621a.10; 535.6-535.10, 535.12; Maryland ch. 4-8, 10), with
Maryland's Pair Fortunes Pai Gow Bonus (ch. 5 F(1), ch. 8 L) where the table offers it.

``cfg``: a :class:`~croupier.reference.paigow.config.TableConfig`; ``s``: a :class:`State`; ``e``: an event. The
public API is :func:`step` (one event in, the next state and its outcomes out) and :func:`replay`. Tiles and dice
enter through events: the stacked row (:class:`Stack`), the dice (:class:`Shake`) or the RNG's number
(:class:`RandomNumber`); the model draws nothing. Every outcome cites 621a's numbers renamed into the edition in
play, or the edition's own items where it prints a 621a paragraph as several (Maryland's ch. 3 B, D, H, 6 B, 8 G-K,
9 P and S: :func:`croupier.reference.paigow.clauses.items`). A refused event leaves the state unchanged and says which
clause refuses it.

The bonus (a wager keyed ``pair_fortunes``, beside the Pai Gow wager ``pai_gow``) is judged on the four tiles dealt
to the position, whatever the setting (AMB-25(d)): it is settled with the round, after the position's Pai Gow
wager, even when that wager was surrendered or lost by a mis-set hand; a void of the hand returns it or settles it
as ``pair_fortunes_void`` says; it is made and taken back with the Pai Gow wager's rules (ch. 5 C, D), and only
beside a Pai Gow wager (ch. 5 F), so taking the Pai Gow wager back returns the bonus too.

Player banking (621a.9): from the round after the start of the game the bank is offered seat by seat
(:class:`BankDecision`) before wagers are made (AMB-32); the bank may cut the stacks (:class:`CutStacks`) and lower
the dealer's wager against it (:class:`DirectDealerWager`); the count starts at the bank; the dealer's wager is
settled against the bank first, then every player, through the centre pot of
:func:`croupier.reference.paigow.kernels.pot`. Readings of our own where the text is silent: a voided round is
played again with the same bank; a wager lost before the settlement (a surrender, a fouled hand, an abandoned
wager) goes into the centre like any losing wager; the dealer's wager is judged as a player's hand against the
bank's (a low hand of value 0 wins nothing, copies go to the bank).

Two adjacent areas (621a.5(d)), where the table allows them: a seated player takes the free area beside his own
(:class:`TakeSecondArea`) and wagers on it as on his own; each area's hand is dealt, set and settled on its own
(AMB-33), the hand of the larger wager set first and equal wagers in counterclockwise order; a bank plays one area
only (621a.9(f)); the bank's "last wager against the dealer" is the sum over both areas (AMB-31). A second area
stays the player's until he leaves it (:class:`Leave` of the area) or the table.
"""

from __future__ import annotations

import enum
from collections import Counter
from fractions import Fraction
from typing import Iterable, Mapping, Optional

import attrs

from croupier.reference.errors import refuse
from croupier.reference.families import card_setting as family
# the events the chapters of the family take alike, defined with the family's shared code
from croupier.reference.families.card_setting import (Join, Leave, NoMoreBets, RandomNumber, Shake, Surrender,
                                                      VoidChoice)
from croupier.reference.outcomes import (Handler, Notice, Outcome, Outcomes, Rejected, Result, Settlement, Step,
                                         dispatch, run)
from croupier.reference.money import winnings
from croupier.reference.parsing import is_int
from croupier.reference.paigow import bonus, dealing, kernels
from croupier.reference.paigow.clauses import cites_editions, items
from croupier.reference.paigow.config import (BankFollowsHouseWay, BankOfferPointer, BankSettlement, CobankOddCent,
                                              DealerWager, DealerWinVig, PairFortunes, PairFortunesVoid, PlayerMisset,
                                              StartOfGame, StartSource, TableConfig, ZeroClauseScope)
from croupier.reference.paigow.dealing import DEAD_HAND, DEALER, LEVELS, PLACES, STACKS, Style, deliver
from croupier.reference.paigow.house_way import Split, Step as HouseWayStep, choose, decide, is_permitted
from croupier.reference.paigow.tiles import Hand, Ranking, Tile, full_set, hand, tile_name
from croupier.spec.citations import cites

__all__ = [
    "TakeSecondArea", "BankDecision", "ChooseStyle", "CutStacks", "DealerSets", "DirectDealerWager", "Event", "ExposeTile", "Join",
    "Leave", "NewSet", "NoMoreBets", "Phase", "PlaceWager", "RandomNumber", "RemoveWager", "Settle", "SetHands",
    "Shake", "Stack", "StackExposed", "State", "Surrender", "VoidChoice", "WrongDeal", "replay", "step",
]

#: 621a.7(a)(1)-(9): the paragraph of each alternative delivery style
STYLE_CLAUSE = {style: f"pa:621a.7(a)({n})" for n, style in enumerate(list(Style)[1:], start=1)}
#: 621a.8(d)(1)-(4): the paragraph of each step of the house way
HOUSE_WAY_CLAUSE = {step: f"pa:621a.8(d)({step.value})" for step in HouseWayStep}
#: the Pai Gow wager's key in settlements, and the Maryland bonus's
WAGER, BONUS = "pai_gow", "pair_fortunes"
WAGERS = (WAGER, BONUS)
#: the keys of the dealer's wager against a player bank, and of the bank's (or co-bank's) own settlement
DEALER_WAGER, BANK, CO_BANK = "dealer_wager", "bank", "co_bank"
POSITIONS = range(1, 7)


class Phase(enum.Enum):
    OPEN = "open"  #: wagers may be made; the set is mixed and stacked
    CLOSED = "closed"  #: "no more bets": waiting for the dice or the RNG
    DEALT = "dealt"  #: the stacks are out; the players set their hands
    DEALER_SET = "dealer_set"  #: the dealer's hands are set; surrender, then settlement


Row = tuple[tuple[Tile, ...], ...]


@attrs.frozen
class State(family.SecondSpots):
    """A Pai Gow table between events."""

    phase: Phase = Phase.OPEN
    seated: frozenset[int] = frozenset()
    wagers: Mapping[int, int] = attrs.field(factory=dict)  #: position -> cents
    bonuses: Mapping[int, int] = attrs.field(factory=dict)  #: position -> cents on the Pair Fortunes bonus
    row: Optional[Row] = None  #: the eight stacks, R1 at the dealer's right (621a.4(d))
    style: Style = Style.STANDARD
    number: Optional[int] = None  #: the dice total or the RNG's number
    dealt: Mapping[int, tuple[Tile, ...]] = attrs.field(factory=dict)  #: place -> its four tiles
    settings: Mapping[int, Split] = attrs.field(factory=dict)  #: position -> its high and low hand
    dealer: Optional[Split] = None
    exposed: frozenset[int] = frozenset()  #: positions whose tile the dealer exposed, to choose (621a.10(d))
    # player banking (621a.9)
    start_of_game: bool = True  #: 621a.9(b), AMB-11: this round no player may bank
    offers: tuple[int, ...] = ()  #: the positions still to be offered the bank, in turn (621a.9(c))
    offered: bool = False  #: the bank was offered this round
    pointer: int = 1  #: the position the next round's offer starts from (AMB-12)
    bank: Optional[int] = None  #: the position banking this round
    bank_chips: int = 0  #: what the bank has on the table to cover the wagers (621a.9(d)(2))
    co_bank: bool = False  #: the house co-banks this round (621a.9(e))
    dealer_wager: int = 0  #: the dealer's wager against the bank (621a.9(h))
    cut_done: bool = False  #: the bank's one cut (621a.9(g))
    last_bank: Optional[int] = None  #: who banked the round before (621a.9(c): never twice running)
    house_round: Mapping[int, int] = attrs.field(factory=dict)  #: the last round with no bank: position -> wager
    staked: Mapping[int, int] = attrs.field(factory=dict)  #: this round's wagers at 'no more bets'
    forfeited: Mapping[int, int] = attrs.field(factory=dict)  #: lost before the settlement, for the centre
    second: Mapping[int, int] = attrs.field(factory=dict)  #: 621a.5(d): a second area -> the player's own position


# --- events --------------------------------------------------------------------------------------


@attrs.frozen
class PlaceWager(family.PlaceWager):
    """Chips on the position's Pai Gow area, or on its Pair Fortunes area (``wager = "pair_fortunes"``)."""

    wager: str = WAGER


@attrs.frozen
class RemoveWager(family.RemoveWager):
    """The player takes a wager back before 'no more bets' (the Pai Gow wager takes its bonus with it)."""

    wager: str = WAGER


@attrs.frozen
class TakeSecondArea:
    """The player at ``position`` also plays the free adjacent betting area ``area`` (621a.5(d))."""

    position: int
    area: int


@attrs.frozen
class NewSet:
    """A new set is opened (621a.4(a)-(c)), or the idle display is left for play (621a.4(g)): the next round is the
    start of the game, which no player may bank (621a.9(b), AMB-11)."""


@attrs.frozen
class BankDecision:
    """The position offered the bank takes it, with ``chips`` on the table to cover the wagers and, where the
    table offers it, asking to co-bank, or passes it (621a.9(c)-(e))."""

    position: int
    accept: bool
    chips: int = 0
    co_bank: bool = False


@attrs.frozen
class CutStacks:
    """The bank's cut of the stacked row (621a.9(g)): ``size`` adjacent stacks from R``start``, the first
    ``to_right`` of them to the right end and the rest to the left end."""

    start: int
    size: int
    to_right: int


@attrs.frozen
class DirectDealerWager:
    """The bank directs the dealer to wager less against it, or nothing (621a.9(h))."""

    amount: int


@attrs.frozen
class Stack:
    """The set, mixed and built into eight stacks of four (621a.4(c), (d)); each stack listed from its top tile."""

    row: Row


@attrs.frozen
class StackExposed:
    """A tile turned over and exposed while stacking (621a.4(e))."""


@attrs.frozen
class ChooseStyle:
    style: Style


@attrs.frozen
class WrongDeal:
    """The dice were totalled wrongly and the tiles dealt to the wrong positions (621a.10(c))."""


@attrs.frozen
class ExposeTile:
    """The dealer exposes a tile dealt to ``place`` (0 the dealer, 1-6 a position, 7 the Dead Hand)."""

    place: int


@attrs.frozen
class SetHands:
    position: int
    high: Hand
    low: Hand


@attrs.frozen
class DealerSets:
    """The dealer turns his tiles over and sets them (621a.8(c)); ``None`` plays the house way."""

    high: Optional[Hand] = None
    low: Optional[Hand] = None


@attrs.frozen
class Settle:
    """Expose and settle every remaining hand, from the dealer's far right counterclockwise (621a.8(f))."""


Event = (Join | Leave | TakeSecondArea | PlaceWager | RemoveWager | NewSet | BankDecision | CutStacks | DirectDealerWager | Stack
         | StackExposed | ChooseStyle | NoMoreBets | Shake | RandomNumber | WrongDeal | ExposeTile | VoidChoice
         | SetHands | DealerSets | Surrender | Settle)


# --- helpers -------------------------------------------------------------------------------------


def _position(p: int) -> None:
    if not is_int(p) or p not in POSITIONS:
        raise refuse("pa:621a.2(a)", f"betting positions are 1 to 6, not {p}")


_phase = family.guard_phase

#: where 621a.5 states the rules of the seats and of the wagers made before 'no more bets'
_SEATS = family.Seats(phase=Phase.OPEN, open="pa:621a.5(c)", seated="pa:621a.5(b)", chips="pa:621a.5(a)",
                      wagers=WAGERS, listed="pa:621a.5")
#: where 621a.10(d) states what a player whose tile the dealer exposed chooses
_EXPOSURE = family.Exposure(clause="pa:621a.10(d)", phases=(Phase.DEALT,), piece="tile")


def _active(s: State) -> list[int]:
    """The positions still in the round, in settlement order (621a.8(f))."""
    return [p for p in POSITIONS if p in s.wagers]


def _next_round(cfg: TableConfig, s: State, settled: bool = True) -> State:
    """621a.4(f): after the round every tile goes face down to be mixed again; wagers are done. A settled round
    passes the bank on (621a.9(b), (c)); a voided one is played again with the same bank (ours)."""
    fresh = attrs.evolve(s, phase=Phase.OPEN, wagers={}, bonuses={}, row=None, style=Style.STANDARD, number=None,
                         dealt={}, settings={}, dealer=None, exposed=frozenset(), staked={}, forfeited={},
                         cut_done=False)
    if not settled:
        return fresh
    idle = not s.seated  # 621a.4(g), AMB-11: a table left empty when the round ends starts afresh
    nxt = attrs.evolve(fresh, start_of_game=cfg.start_of_game is StartOfGame.EVERY_ROUND or idle, bank=None,
                       bank_chips=0,
                       co_bank=False, dealer_wager=0, last_bank=s.bank, offered=False,
                       house_round=s.staked if s.bank is None else s.house_round,
                       pointer=_advance(cfg, s) if s.offered else s.pointer)
    return attrs.evolve(nxt, offers=_offers(cfg, nxt))


def _after(seats: Iterable[int], p: int) -> int:
    """The first of ``seats`` counterclockwise after position ``p`` (``p`` itself if none is seated)."""
    ring = sorted(seats)
    return next((x for x in ring if x > p), ring[0] if ring else p % len(POSITIONS) + 1)


def _advance(cfg: TableConfig, s: State) -> int:
    """AMB-12: where the next round's offer starts, after a round in which the bank was offered."""
    if cfg.bank_offer_pointer is BankOfferPointer.ROTATE_ONE_SEAT:
        return _after(s.seated, s.pointer)
    return _after(s.seated, s.bank) if s.bank is not None else s.pointer


@cites_editions("pa:621a.9(a)", "pa:621a.9(b)", "pa:621a.9(c)")
def _offers(cfg: TableConfig, s: State) -> tuple[int, ...]:
    """621a.9(c): the seated players, from the pointer counterclockwise, to be offered the bank in turn; none at
    the start of the game (621a.9(b)), and never the player who banked the round before."""
    if not cfg.player_banking or s.start_of_game:
        return ()
    ring = sorted(s.seated)
    ring = [p for p in ring if p >= s.pointer] + [p for p in ring if p < s.pointer]
    return tuple(p for p in ring if p != s.last_bank)


def _void_all(cfg: TableConfig, s: State, clause: str, why: str) -> tuple[State, Outcomes]:
    out: Outcomes = [Notice(why, (clause,))]
    for p in POSITIONS:
        if p in s.wagers:
            out.append(Settlement(p, WAGER, Result.VOID, s.wagers[p], (clause,)))
        if p in s.bonuses:
            out.append(_bonus_voided(cfg, s, p, clause))
    return _next_round(cfg, s, settled=False), out


@cites("md:paigow.5(F)(1)", "md:paigow.8(L)", "md:paigow.8(L)(1)", "md:paigow.8(L)(1)(a)", "md:paigow.8(L)(1)(b)",
       "md:paigow.8(L)(1)(c)", "md:paigow.8(L)(1)(d)", "md:paigow.8(L)(2)", "md:paigow.8(L)(2)(a)",
       "md:paigow.8(L)(2)(b)", "md:paigow.8(L)(2)(c)", "md:paigow.8(L)(2)(d)", "md:paigow.8(L)(3)",
       "md:paigow.8(L)(3)(a)", "md:paigow.8(L)(3)(b)", "md:paigow.8(L)(3)(c)", "md:paigow.8(L)(3)(d)",
       "md:paigow.8(L)(4)", "md:paigow.8(L)(4)(a)", "md:paigow.8(L)(4)(b)", "md:paigow.8(L)(4)(c)",
       "md:paigow.8(L)(4)(d)")
def _bonus_settled(cfg: TableConfig, s: State, p: int) -> Settlement:
    """The position's Pair Fortunes bonus on its four dealt tiles: paid from the table's paytable at the highest
    category the tiles make, with no vigorish, or lost (AMB-25)."""
    stake, table = s.bonuses[p], cfg.pair_fortunes.value
    got = bonus.category(Ranking.from_ruleset(cfg.ruleset), s.dealt[p])
    if got is None:
        return Settlement(p, BONUS, Result.LOSE, stake, ("md:paigow.5(F)(1)",))
    row = bonus.PAYTABLES[table] + "(" + "abcdd"[list(bonus.Category).index(got)] + ")"
    won = winnings(stake, bonus.paytable(cfg.ruleset, table)[got])
    return Settlement(p, BONUS, Result.WIN, int(won), ("md:paigow.5(F)(1)", row))


def _bonus_voided(cfg: TableConfig, s: State, p: int, clause: str) -> Settlement:
    """The bonus of a hand made void (AMB-25(f)): returned with the Pai Gow wager, or settled on the dealt tiles."""
    if cfg.pair_fortunes_void is PairFortunesVoid.SETTLE and p in s.dealt:
        return _bonus_settled(cfg, s, p)
    return Settlement(p, BONUS, Result.VOID, s.bonuses[p], (clause, "md:paigow.5(F)(1)"))


# --- handlers ------------------------------------------------------------------------------------


@cites_editions("pa:621a.2(a)", "pa:621a.5(b)")
def _join(cfg: TableConfig, s: State, e: Join) -> tuple[State, Outcomes]:
    _position(e.position)
    return family.join(s, e.position, "pa:621a.2(a)"), []


@cites_editions("pa:621a.5(d)", "pa:621a.9(f)")
@cites("pa:535.13", "pa:535.13(b)")
def _second_area(cfg: TableConfig, s: State, e: TakeSecondArea) -> tuple[State, Outcomes]:
    _position(e.area)
    _phase(s, "pa:621a.5(d)", Phase.OPEN)
    if not cfg.two_adjacent_areas:
        raise refuse("pa:621a.5(d)", "this table lets no player wager on two areas")
    if e.position not in s.seated:
        raise refuse("pa:621a.5(d)", f"nobody sits at position {e.position}")
    if e.position == s.bank:
        raise refuse("pa:621a.9(f)", "the bank plays one betting area only")
    if abs(e.area - e.position) != 1:
        raise refuse("pa:621a.5(d)", f"area {e.area} is not beside position {e.position}")
    if e.area in s.seated or e.area in s.second or e.position in s.second.values():
        raise refuse("pa:621a.5(d)", f"area {e.area} is taken, or position {e.position} already plays two")
    return attrs.evolve(s, second={**s.second, e.area: e.position}), []


@cites_editions("pa:621a.5(b)")
def _leave(cfg: TableConfig, s: State, e: Leave) -> tuple[State, Outcomes]:
    if e.position in s.second:
        return _leave_area(cfg, s, e.position)
    if e.position not in s.seated:
        raise refuse("pa:621a.5(b)", f"nobody sits at position {e.position}")
    if e.position == s.bank:
        raise refuse("pa:621a.5(b)", f"position {e.position} banks this round and stays until it is settled")
    wagers, bonuses, forfeited = dict(s.wagers), dict(s.bonuses), dict(s.forfeited)
    out = _abandoned(cfg, s, e.position, wagers, bonuses, forfeited)  # AMB-26: the bonus goes as the Pai Gow wager goes
    for area in [a for a, p in s.second.items() if p == e.position]:  # his second area goes with him
        s, more = _leave_area(cfg, attrs.evolve(s, wagers=wagers, bonuses=bonuses, forfeited=forfeited), area)
        wagers, bonuses, forfeited = dict(s.wagers), dict(s.bonuses), dict(s.forfeited)
        out += more
    settings = {p: x for p, x in s.settings.items() if p != e.position}
    seated = s.seated - {e.position}
    idle = not seated  # 621a.4(g): an idle table shows its tiles; play starts afresh (AMB-11)
    return attrs.evolve(s, seated=seated, wagers=wagers, bonuses=bonuses, forfeited=forfeited, settings=settings,
                        exposed=s.exposed - {e.position}, offers=tuple(p for p in s.offers if p != e.position),
                        start_of_game=s.start_of_game or idle), out


def _abandoned(cfg: TableConfig, s: State, area: int, wagers: dict[int, int], bonuses: dict[int, int],
               forfeited: dict[int, int]) -> Outcomes:
    """The wagers on ``area`` taken off ``wagers`` and ``bonuses`` when its player goes (621a.5(b), (c)); against a
    player bank a Pai Gow wager lost so goes into ``forfeited``, for the centre."""
    if area in wagers and s.phase is not Phase.OPEN and cfg.abandoned_wager.value == "lose" and s.bank is not None:
        forfeited[area] = wagers[area]
    stakes = [(key, held.pop(area)) for key, held in ((WAGER, wagers), (BONUS, bonuses)) if area in held]
    return family.abandoned(s, area, stakes, cfg.abandoned_wager.value == "lose", _SEATS)


def _leave_area(cfg: TableConfig, s: State, area: int) -> tuple[State, Outcomes]:
    """The player gives up his second area: its wagers go as a leaving player's do (621a.5(b), (c))."""
    wagers, bonuses, forfeited = dict(s.wagers), dict(s.bonuses), dict(s.forfeited)
    out = _abandoned(cfg, s, area, wagers, bonuses, forfeited)
    return attrs.evolve(s, wagers=wagers, bonuses=bonuses, forfeited=forfeited,
                        second={a: p for a, p in s.second.items() if a != area},
                        settings={p: x for p, x in s.settings.items() if p != area},
                        exposed=s.exposed - {area}), out


@cites_editions("pa:621a.5(a)", "pa:621a.5(b)", "pa:621a.5(c)")
@cites("md:paigow.5(F)")
def _place(cfg: TableConfig, s: State, e: PlaceWager) -> tuple[State, Outcomes]:
    _position(e.position)
    family.may_wager(s, e.position, e.wager, e.amount, _SEATS)
    if s.offers:
        raise refuse("pa:621a.9(c)", f"the bank is being offered (to position {s.offers[0]}): wagers follow (AMB-32)")
    if e.position == s.bank:
        raise refuse("pa:621a.9(f)", f"position {e.position} is the bank: it plays its own area and wagers on no "
                                     "other")
    if e.wager == WAGER:
        return attrs.evolve(s, wagers={**s.wagers, e.position: s.wagers.get(e.position, 0) + e.amount}), []
    if cfg.pair_fortunes is PairFortunes.NONE:
        raise refuse("md:paigow.5(F)" if "md:paigow.5(F)" in cfg.rules else "pa:621a.5",
                     "this table offers no Pair Fortunes Pai Gow Bonus")
    if e.position not in s.wagers:
        raise refuse("md:paigow.5(F)", "the bonus is open only to a player with a Pai Gow wager")
    return attrs.evolve(s, bonuses={**s.bonuses, e.position: s.bonuses.get(e.position, 0) + e.amount}), []


@cites_editions("pa:621a.5(c)")
def _remove(cfg: TableConfig, s: State, e: RemoveWager) -> tuple[State, Outcomes]:
    return family.take_back(s, e.position, e.wager, _SEATS, "md:paigow.5(F)")


@cites_editions("pa:621a.4(a)", "pa:621a.4(g)", "pa:621a.9(b)")
@cites("md:paigow.4(I)")
def _new_set(cfg: TableConfig, s: State, e: NewSet) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.4(a)", Phase.OPEN)
    if s.wagers or s.row is not None:
        raise refuse("pa:621a.4(a)", "a set is opened between rounds, before wagers and stacking")
    return attrs.evolve(s, start_of_game=True, offers=(), offered=False, bank=None, bank_chips=0, co_bank=False,
                        dealer_wager=0), [
        Notice("a new set (or the idle display): this round is the start of the game, with no player bank",
               ("pa:621a.9(b)",))]


def _banking(cfg: TableConfig) -> None:
    if not cfg.player_banking:
        raise refuse("pa:621a.9(a)", "this table offers no player bank")


@cites_editions("pa:621a.9(c)", "pa:621a.9(d)", "pa:621a.9(d)(1)", "pa:621a.9(d)(2)", "pa:621a.9(e)",
                "pa:621a.9(h)", "pa:621a.1#marker", "pa:621a.1#co-banking", "pa:621a.1#bank")
def _bank_decision(cfg: TableConfig, s: State, e: BankDecision) -> tuple[State, Outcomes]:
    _banking(cfg)
    _phase(s, "pa:621a.9(c)", Phase.OPEN)
    if not s.offers:
        why = ("this round is the start of the game: no player banks it" if s.start_of_game else
               f"position {s.bank} banks this round" if s.bank is not None else "the bank is not on offer")
        raise refuse("pa:621a.9(b)" if s.start_of_game else "pa:621a.9(c)", why)
    if e.position != s.offers[0]:
        raise refuse("pa:621a.9(c)", f"the bank is offered to position {s.offers[0]} now")
    if not e.accept:
        return attrs.evolve(s, offers=s.offers[1:], offered=True), []
    if e.position not in s.house_round:
        raise refuse("pa:621a.9(d)(1)", f"position {e.position} did not wager against the dealer in the last round "
                                        "without a player bank")
    if e.chips <= 0:
        raise refuse("pa:621a.9(d)(2)", "a bank has chips on the table to cover the other wagers")
    if e.position in s.second.values():
        raise refuse("pa:621a.9(f)", f"position {e.position} plays two areas; a bank plays one only")
    if e.co_bank and not cfg.co_banking:
        raise refuse("pa:621a.9(e)", "this table offers no co-banking")
    wager = 0 if e.co_bank else (s.house_round[e.position] if cfg.dealer_wager_against_bank is DealerWager.LAST_WAGER
                                 else cfg.dealer_wager_amount)
    what = "co-banks with the house" if e.co_bank else f"banks; the dealer wagers {wager} against it"
    return attrs.evolve(s, offers=(), offered=True, bank=e.position, bank_chips=e.chips, co_bank=e.co_bank,
                        dealer_wager=wager), [
        Notice(f"position {e.position} {what}; the marker goes before it",
               ("pa:621a.9(c)", "pa:621a.9(d)", "pa:621a.9(e)" if e.co_bank else "pa:621a.9(h)"))]


@cites_editions("pa:621a.9(g)", "pa:621a.9(g)(1)", "pa:621a.9(g)(2)")
def _cut(cfg: TableConfig, s: State, e: CutStacks) -> tuple[State, Outcomes]:
    _banking(cfg)
    _phase(s, "pa:621a.9(g)", Phase.OPEN)
    if s.bank is None:
        raise refuse("pa:621a.9(g)", "only a player bank has the stacks cut")
    if s.row is None:
        raise refuse("pa:621a.9(g)", "the tiles are cut once mixed and stacked")
    if s.cut_done:
        raise refuse("pa:621a.9(g)", "the bank may have the stacks cut once")
    try:
        row = dealing.cut(s.row, e.start, e.size, e.to_right)
    except ValueError as x:
        raise refuse("pa:621a.9(g)", str(x)) from None
    which = "pa:621a.9(g)(1)" if e.to_right in (0, e.size) else "pa:621a.9(g)(2)"
    return attrs.evolve(s, row=row, cut_done=True), [
        Notice(f"the bank cuts {e.size} stacks from R{e.start}", ("pa:621a.9(g)", which))]


@cites_editions("pa:621a.9(h)", "pa:621a.9(e)")
def _direct(cfg: TableConfig, s: State, e: DirectDealerWager) -> tuple[State, Outcomes]:
    _banking(cfg)
    _phase(s, "pa:621a.9(h)", Phase.OPEN)
    if s.bank is None:
        raise refuse("pa:621a.9(h)", "the dealer wagers against a player bank only")
    if s.co_bank:
        raise refuse("pa:621a.9(e)", "the dealer may not wager against a co-bank")
    if not 0 <= e.amount <= s.dealer_wager:
        raise refuse("pa:621a.9(h)", f"the bank may lower the dealer's wager of {s.dealer_wager}, to nothing at "
                                     f"least, not make it {e.amount}")
    return attrs.evolve(s, dealer_wager=e.amount), []


@cites_editions("pa:621a.4(a)(1)", "pa:621a.4(c)", "pa:621a.4(d)", "pa:621a.4(f)")
@cites("pa:535.6")
def _stack(cfg: TableConfig, s: State, e: Stack) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.4(d)", Phase.OPEN)
    if len(e.row) != STACKS or any(len(x) != LEVELS for x in e.row):
        raise refuse("pa:621a.4(d)", f"the set is built into {STACKS} stacks of {LEVELS} tiles")
    r = Ranking.from_ruleset(cfg.ruleset)
    if Counter(t for x in e.row for t in x) != Counter(full_set(r)):
        raise refuse("pa:621a.4(a)(1)", "the stacks are not the 32 tiles of one set (the Supreme Pair and the "
                                        "fifteen other pairs)")
    return attrs.evolve(s, row=tuple(tuple(x) for x in e.row)), []


@cites_editions("pa:621a.4(e)")
def _stack_exposed(cfg: TableConfig, s: State, e: StackExposed) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.4(e)", Phase.OPEN)
    return attrs.evolve(s, row=None), [Notice("a tile was exposed while stacking: the whole set is mixed again",
                                              ("pa:621a.4(e)",))]


@cites_editions("pa:621a.7(a)")
def _style(cfg: TableConfig, s: State, e: ChooseStyle) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.7(a)", Phase.OPEN, Phase.CLOSED)
    if e.style is not Style.STANDARD and e.style not in cfg.alternative_styles:
        raise refuse("pa:621a.7(a)", f"the Rules Submission does not allow {e.style.value}")
    return attrs.evolve(s, style=e.style), []


@cites_editions("pa:621a.5(c)", "pa:621a.6(a)")
def _no_more_bets(cfg: TableConfig, s: State, e: NoMoreBets) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.5(c)", Phase.OPEN)
    if s.row is None:
        raise refuse("pa:621a.6(a)", "'no more bets' follows the mixing and stacking of the tiles")
    if s.offers:
        raise refuse("pa:621a.9(c)", f"the bank is still offered to position {s.offers[0]}")
    if not s.wagers and not (s.bank is not None and s.dealer_wager):
        raise refuse("pa:621a.6(a)", "no wager to deal for")
    if s.bank is not None:
        cover = sum(s.wagers.values()) + (s.dealer_wager if cfg.bank_covers_dealer_wager else 0)
        if cover > s.bank_chips:
            raise refuse("pa:621a.9(d)(2)", f"the bank's {s.bank_chips} does not cover the {cover} wagered against it")
    staked: dict[int, int] = {}
    for area, amount in s.wagers.items():  # AMB-31: a player's wagers on both his areas
        staked[s.owner(area)] = staked.get(s.owner(area), 0) + amount
    return attrs.evolve(s, phase=Phase.CLOSED, staked=staked), []


@cites_editions("pa:621a.6(b)", "pa:621a.6(c)", "pa:621a.6(d)", "pa:621a.6(e)", "pa:621a.7(a)", "pa:621a.7(a)(1)",
                "pa:621a.7(a)(2)", "pa:621a.7(a)(3)", "pa:621a.7(a)(4)", "pa:621a.7(a)(5)", "pa:621a.7(a)(6)",
                "pa:621a.7(a)(7)", "pa:621a.7(a)(8)", "pa:621a.7(a)(9)", "pa:621a.9(i)", "pa:621a.9(j)",
                "pa:621a.9(k)", "pa:621a.9(l)")
def _deal(cfg: TableConfig, s: State, number: int, clauses: tuple[str, ...]) -> tuple[State, Outcomes]:
    assert s.row is not None
    banked = s.bank is not None
    first = kernels.first_position(s.bank if s.bank is not None else DEALER, number)
    dealt = deliver(s.row, first, s.style)
    count: tuple[str, ...] = (("pa:621a.9(i)", "pa:621a.9(j)", "pa:621a.9(k)") if banked else
                              ("pa:621a.6(b)", *items(cfg.ruleset, "pa:621a.6(c)", "(1)", "(2)"), "pa:621a.6(d)"))
    if s.style is not Style.STANDARD:
        count += ("pa:621a.7(a)", STYLE_CLAUSE[s.style])
    out: Outcomes = [Notice(f"{number}: the first stack goes to the {PLACES[first]}"
                            + (f", counting from the bank at {s.bank}" if banked else "")
                            + (f" ({s.style.value})" if s.style is not Style.STANDARD else ""), clauses + count)]
    idle = [p for p in POSITIONS if p not in s.wagers and p != s.bank]
    gather = "pa:621a.9(l)" if banked else "pa:621a.6(e)"
    if idle:
        out.append(Notice(f"the stacks of positions {', '.join(map(str, idle))} go unseen to the Dead Hand",
                          (gather,)))
    dealer = not banked or s.dealer_wager > 0
    if not dealer:
        out.append(Notice("the dealer has no wager against the bank: his stack is gathered unseen", (gather,)))
    bank = () if s.bank is None else (s.bank,)
    places = {p: dealt[p] for p in ((DEALER,) if dealer else ()) + bank + tuple(_active(s))}
    return attrs.evolve(s, phase=Phase.DEALT, number=number, dealt=places), out


@cites_editions("pa:621a.6(a)(2)", "pa:621a.9(i)", "pa:621a.10(a)", "pa:621a.10(b)")
def _shake(cfg: TableConfig, s: State, e: Shake) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.6(a)", Phase.CLOSED)
    if cfg.start_position_source is not StartSource.SHAKER and s.bank is None:  # AMB-10: a bank shakes
        raise refuse("pa:621a.6(a)", "this table takes the starting number from its RNG")
    no_roll = family.shaker_roll(s, e.dice, e.flat, e.fell_out, "pa:621a.6(a)(2)", "pa:621a.10(a)", "pa:621a.10(b)")
    if no_roll is not None:
        return no_roll
    return _deal(cfg, s, sum(e.dice), ("pa:621a.6(a)(2)",))


@cites_editions("pa:621a.6(a)(1)")
def _random(cfg: TableConfig, s: State, e: RandomNumber) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.6(a)", Phase.CLOSED)
    if cfg.start_position_source is not StartSource.RNG:
        raise refuse("pa:621a.6(a)", "this table shakes the dice for the starting number")
    if s.bank is not None:
        raise refuse("pa:621a.9(i)", "in a banked round the bank shakes the dice (AMB-10)")
    if e.number not in cfg.starting_numbers:
        raise refuse("pa:621a.6(a)(1)", f"the RNG shows {cfg.starting_numbers.start} to "
                                        f"{cfg.starting_numbers.stop - 1}, not {e.number}")
    return _deal(cfg, s, e.number, ("pa:621a.6(a)(1)",))


@cites_editions("pa:621a.10(c)")
def _wrong_deal(cfg: TableConfig, s: State, e: WrongDeal) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.10(c)", Phase.DEALT)
    return _void_all(cfg, s, "pa:621a.10(c)", "dice totalled wrongly and tiles dealt to the wrong positions: every hand "
                                         "is void and the tiles are mixed again")


@cites_editions("pa:621a.10(d)", "pa:621a.10(e)")
def _expose(cfg: TableConfig, s: State, e: ExposeTile) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.10(d)", Phase.DEALT)
    if not 0 <= e.place < STACKS:
        raise refuse("pa:621a.6(c)", f"places are 0 (the dealer) to 7 (the Dead Hand), not {e.place}")
    if e.place in s.wagers:
        if e.place in s.settings:
            raise refuse("pa:621a.10(d)", f"position {e.place} has already set its hands")
        return attrs.evolve(s, exposed=s.exposed | {e.place}), [
            Notice(f"a tile of position {e.place} was exposed: the player may void the hand", ("pa:621a.10(d)",))]
    where = "the dealer's hand" if e.place == DEALER else "the Dead Hand" if e.place == DEAD_HAND else \
        f"position {e.place}, which has no wager"
    return _void_all(cfg, s, "pa:621a.10(e)", f"a tile of {where} was exposed: every hand is void and the tiles are "
                                         "mixed again")


@cites_editions("pa:621a.10(d)")
def _void_choice(cfg: TableConfig, s: State, e: VoidChoice) -> tuple[State, Outcomes]:
    plays_on = family.void_choice(s, e.position, e.void, _EXPOSURE)
    if plays_on is not None:
        return plays_on, []
    wagers = {p: a for p, a in s.wagers.items() if p != e.position}
    dealt = {p: x for p, x in s.dealt.items() if p != e.position}
    out: Outcomes = [Settlement(e.position, WAGER, Result.VOID, s.wagers[e.position], ("pa:621a.10(d)",))]
    if e.position in s.bonuses:
        out.append(_bonus_voided(cfg, s, e.position, "pa:621a.10(d)"))
    return attrs.evolve(s, wagers=wagers, bonuses={p: a for p, a in s.bonuses.items() if p != e.position},
                        dealt=dealt, exposed=s.exposed - {e.position}), out


def _same_tiles(have: Iterable[Tile], high: Hand, low: Hand) -> bool:
    return Counter(have) == Counter((*high, *low))


def _labelled(r: Ranking, high: Hand, low: Hand) -> Split:
    return Split(high, low) if r.strength(high) >= r.strength(low) else Split(low, high)


@cites_editions("pa:621a.1#high-hand", "pa:621a.1#low-hand", "pa:621a.1#setting-the-hands", "pa:621a.8(a)",
                "pa:621a.8(b)")
def _set_hands(cfg: TableConfig, s: State, e: SetHands) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.8(a)", Phase.DEALT)
    if e.position == s.bank:
        return _bank_sets(cfg, s, e)
    if e.position not in s.wagers:
        raise refuse("pa:621a.8(a)", f"position {e.position} has no hand in this round")
    family.chosen(s, e.position, _EXPOSURE)
    if e.position in s.settings:
        raise refuse("pa:621a.8(b)", "a hand once set and placed may not be touched again")
    first = _first_of_two(s, e.position)
    if first is not None and first != e.position and first not in s.settings:
        raise refuse("pa:621a.5(d)", f"the hand of area {first} is set first (the larger wager, or equal wagers "
                                     "counterclockwise)")
    if not _same_tiles(s.dealt[e.position], e.high, e.low):
        raise refuse("pa:621a.8(a)", "the hands are not the four tiles dealt to the position")
    r = Ranking.from_ruleset(cfg.ruleset)
    high, low = hand(*e.high), hand(*e.low)
    out: Outcomes = []
    split = Split(high, low)
    if r.strength(high) < r.strength(low):
        if cfg.player_misset is PlayerMisset.RESET_HOUSE_WAY:
            split = choose(r, s.dealt[e.position], cfg.dealer_way)
            out.append(Notice(f"position {e.position} set its low hand above its high hand: reset by the house way",
                              ("pa:621a.8(a)",)))
        elif cfg.player_misset is PlayerMisset.RELABEL_BY_RANK:
            split = _labelled(r, high, low)
            out.append(Notice(f"position {e.position} placed its hands the wrong way round: named by rank",
                              ("pa:621a.1#high-hand", "pa:621a.1#low-hand")))
        else:
            state = attrs.evolve(s, wagers={p: a for p, a in s.wagers.items() if p != e.position},
                                 forfeited={**s.forfeited, e.position: s.wagers[e.position]} if s.bank else s.forfeited)
            return state, [Settlement(e.position, WAGER, Result.LOSE, s.wagers[e.position], ("pa:621a.8(a)",))]
    return attrs.evolve(s, settings={**s.settings, e.position: split}), out


@cites_editions("pa:621a.5(d)")
@cites("pa:535.13(b)")
def _first_of_two(s: State, area: int) -> Optional[int]:
    """621a.5(d): of a player's two wagered areas, the one whose hand is set first: the larger wager's, or with
    equal wagers the first counterclockwise (the lower number); ``None`` if the player plays one area."""
    owner = s.owner(area)
    mine = sorted(a for a in s.wagers if s.owner(a) == owner)
    if len(mine) < 2:
        return None
    return min(mine, key=lambda a: (-s.wagers[a], a))


@cites_editions("pa:621a.9(e)", "pa:621a.9(f)", "pa:621a.10(f)")
def _bank_sets(cfg: TableConfig, s: State, e: SetHands) -> tuple[State, Outcomes]:
    """A player bank sets its own hands, unless co-banking (the dealer sets them, 621a.9(e)); under
    ``bank_follows_house_way = always`` a setting against the house way is reset (621a.10(f), AMB-18). A bank's
    low hand placed above its high hand is named by rank, or reset where mis-set hands are (AMB-5)."""
    assert s.bank is not None
    if s.co_bank:
        raise refuse("pa:621a.9(e)", "the dealer sets the co-bank's hands")
    if s.bank in s.settings:
        raise refuse("pa:621a.8(b)", "a hand once set and placed may not be touched again")
    tiles = s.dealt[s.bank]
    if not _same_tiles(tiles, e.high, e.low):
        raise refuse("pa:621a.8(a)", "the hands are not the four tiles dealt to the bank")
    r = Ranking.from_ruleset(cfg.ruleset)
    split, out = _labelled(r, hand(*e.high), hand(*e.low)), list[Outcome]()
    way = choose(r, tiles, cfg.dealer_way)
    misset = r.strength(hand(*e.high)) < r.strength(hand(*e.low))
    if (cfg.bank_follows_house_way is BankFollowsHouseWay.ALWAYS and {split.high, split.low} != {way.high, way.low}) \
            or (misset and cfg.player_misset is PlayerMisset.RESET_HOUSE_WAY):
        out.append(Notice("the bank's hands are set again by the house way", ("pa:621a.10(f)",)))
        split = way
    elif misset:
        out.append(Notice(f"the bank (position {s.bank}) placed its hands the wrong way round: named by rank",
                          ("pa:621a.1#high-hand", "pa:621a.1#low-hand")))
    return attrs.evolve(s, settings={**s.settings, s.bank: split}), out


@cites_editions("pa:621a.8(c)", "pa:621a.8(d)", "pa:621a.8(d)(1)", "pa:621a.8(d)(2)", "pa:621a.8(d)(3)",
                "pa:621a.8(d)(4)", "pa:621a.9(e)", "pa:621a.9(n)", "pa:621a.10(f)")
def _dealer_sets(cfg: TableConfig, s: State, e: DealerSets) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.8(c)", Phase.DEALT)
    waiting = [p for p in _active(s) if p not in s.settings]
    if s.bank is not None and not s.co_bank and s.bank not in s.settings:
        waiting.append(s.bank)
    if waiting:
        raise refuse("pa:621a.8(c)", f"the dealer sets after every player: position "
                                     f"{', '.join(map(str, sorted(waiting)))} has not set")
    r = Ranking.from_ruleset(cfg.ruleset)
    if s.bank is not None and not s.co_bank and DEALER not in s.dealt:
        if e.high is not None or e.low is not None:
            raise refuse("pa:621a.9(n)", "the dealer holds no tiles this round")
        return attrs.evolve(s, phase=Phase.DEALER_SET), [
            Notice(f"the bank's hands (position {s.bank}) are exposed", ("pa:621a.9(n)",))]
    whose = s.bank if s.co_bank and s.bank is not None else DEALER
    tiles = s.dealt[whose]
    way = choose(r, tiles, cfg.dealer_way)
    out: Outcomes = []
    if e.high is None or e.low is None:
        split = way
    else:
        if not _same_tiles(tiles, e.high, e.low):
            raise refuse("pa:621a.8(c)", "the hands are not the dealer's four tiles")
        split = _labelled(r, hand(*e.high), hand(*e.low))
        if {split.high, split.low} != {way.high, way.low}:
            why = "against 621a.8(d)" if not is_permitted(r, tiles, split) else "against the house way"
            out.append(Notice(f"the dealer set his hands {why}: reset to the house way and the round goes on",
                              ("pa:621a.10(f)", "pa:621a.8(d)")))
            split = way
    step_, _ = decide(r, tiles)
    out.append(Notice(f"the dealer sets {'+'.join(map(tile_name, split.high))} high and "
                      f"{'+'.join(map(tile_name, split.low))} low",
                      ("pa:621a.8(c)", "pa:621a.8(d)", HOUSE_WAY_CLAUSE[step_]) + (("pa:621a.9(e)",) if s.co_bank
                                                                                   else ())))
    if s.co_bank:  # 621a.9(e): the dealer sets the co-bank's hands by the house way
        assert s.bank is not None
        return attrs.evolve(s, phase=Phase.DEALER_SET, settings={**s.settings, s.bank: split}), out
    return attrs.evolve(s, phase=Phase.DEALER_SET, dealer=split), out


@cites_editions("pa:621a.8(e)")
def _surrender(cfg: TableConfig, s: State, e: Surrender) -> tuple[State, Outcomes]:
    family.may_surrender(s, e.position, Phase.DEALER_SET, "pa:621a.8(e)")
    wagers = {p: a for p, a in s.wagers.items() if p != e.position}
    forfeited = {**s.forfeited, e.position: s.wagers[e.position]} if s.bank is not None else s.forfeited
    return attrs.evolve(s, wagers=wagers, forfeited=forfeited), [
        Settlement(e.position, WAGER, Result.LOSE, s.wagers[e.position], ("pa:621a.8(e)",))]


def _compared(r: Ranking, mine: Split, banker: Split) -> tuple[str, ...]:
    """The ranking rules that decided the two comparisons, high with high and low with low (621a.3)."""
    return tuple(dict.fromkeys(r.deciding(mine.high, banker.high) + r.deciding(mine.low, banker.low)))


def _low_zero(cfg: TableConfig, r: Ranking, low: Hand) -> bool:
    """621a.8(g), (h)(1): the low hand has 'a value of zero' (AMB-1: which hands that is)."""
    if cfg.zero_clause_scope is ZeroClauseScope.ANY_PIP_TOTAL:
        return sum(a + b for a, b in low) % 10 == 0
    v = r.evaluate(low)
    return not v.is_pair and v.value == 0


@cites_editions("pa:621a.8(f)", "pa:621a.8(g)", "pa:621a.8(h)", "pa:621a.8(h)(1)", "pa:621a.8(h)(2)",
                "pa:621a.8(i)", "pa:621a.8(k)", "pa:621a.3(c)", "pa:621a.3(d)", "pa:621a.3(e)", "pa:621a.3(f)",
                "pa:621a.3(g)", "pa:621a.3(h)", "pa:621a.3(i)", "pa:621a.9(o)",
                "pa:621a.9(q)", "pa:621a.9(r)")
def _settle(cfg: TableConfig, s: State, e: Settle) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.8(f)", Phase.DEALER_SET)
    r = Ranking.from_ruleset(cfg.ruleset)
    banked = s.bank is not None
    banker = s.settings[s.bank] if s.bank is not None else s.dealer
    assert banker is not None
    against = ("pa:621a.9(r)" if s.co_bank else "pa:621a.9(o)") if banked else None
    decided: list[Settlement] = []
    for p in _active(s):
        mine, amount = s.settings[p], s.wagers[p]
        high, low = r.beats(mine.high, banker.high), r.beats(mine.low, banker.low)
        zero = _low_zero(cfg, r, mine.low)
        result = kernels.outcome(high, low, zero)
        why = _compared(r, mine, banker)
        if result is kernels.Result.WIN:
            paid = ("pa:621a.8(f)", *items(cfg.ruleset, "pa:621a.8(i)", "(1)", "(2)"), *_vig_cited(cfg)) \
                + _against(cfg, against, "(4)") + why + (("pa:621a.9(q)",) if banked else ())
            decided.append(Settlement(p, WAGER, Result.WIN, amount, paid,
                                      commission=kernels.vigorish(amount, cfg.vig_unit)))
        elif result is kernels.Result.LOSE:
            decided.append(Settlement(p, WAGER, Result.LOSE, amount, (
                "pa:621a.8(f)", *items(cfg.ruleset, "pa:621a.8(g)", "(1)", "(2)")) + _against(cfg, against, "(3)")
                + why))
        else:
            which = items(cfg.ruleset, "pa:621a.8(h)(1)", *_low_not_better(r, mine.low, banker.low, low, zero)) \
                if high else ("pa:621a.8(h)(2)",)
            decided.append(Settlement(p, WAGER, Result.VOID, amount, ("pa:621a.8(f)", "pa:621a.8(h)", *which)
                                      + _against(cfg, against) + why))
    if cfg.rules.chapter == "535":  # 535.10(j), 535.11(o), (r): winners are paid once every hand is exposed
        decided = [x for x in decided if x.result is not Result.WIN] + [x for x in decided if x.result is Result.WIN]
    if banked:
        decided = _bank_pot(cfg, s, r, banker, decided)
    if s.bonuses:  # Maryland only: each bonus after its position's Pai Gow wager
        decided += [_bonus_settled(cfg, s, p) for p in sorted(s.bonuses)]
        decided.sort(key=lambda x: x.seat)
    return _next_round(cfg, s), list(decided)


def _vig_cited(cfg: TableConfig) -> tuple[str, ...]:
    """621a.8(k), the 5% vigorish; Maryland prints its rounding to 25 cents, K(1), where the table rounds, and its
    collection when the win is paid, K(2), as items."""
    return items(cfg.ruleset, "pa:621a.8(k)", *(("(1)",) if cfg.vig_unit else ()), "(2)")


def _against(cfg: TableConfig, clause: Optional[str], *steps: str) -> tuple[str, ...]:
    """A player's settlement against a player bank (621a.9(o)) or a co-bank (9(r)); Maryland numbers the steps
    (ch. 9 P(1)-(8), S(1)-(10)): each hand revealed and compared, (1) and (2), and ``steps`` (a loser into the
    centre, (3), a winner paid from it, (4)). Nothing for a round with no player bank."""
    return () if clause is None else items(cfg.ruleset, clause, "(1)", "(2)", *steps)


def _low_not_better(r: Ranking, low: Hand, banker: Hand, beats: bool, zero: bool) -> tuple[str, ...]:
    """621a.8(h)(1): the high hand won but the low hand did not count; Maryland's items say why: a copy of the
    banker's low hand, (a), a lower one, (b), or a low hand worth zero, (c)."""
    why = () if beats else (("(a)",) if r.strength(low) == r.strength(banker) else ("(b)",))
    return why + (("(c)",) if zero else ())


def _share(cfg: TableConfig, s: State, amount: int) -> Fraction:
    """The bank's part of a shortfall or surplus: all of it, or a co-bank's half (621a.9(r)), an odd cent halved
    exactly or left to the house (AMB-17)."""
    if not s.co_bank:
        return Fraction(amount)
    return Fraction(amount, 2) if cfg.cobank_odd_cent is CobankOddCent.EXACT else Fraction(amount // 2)


def _vig(cfg: TableConfig, share: Fraction) -> Fraction:
    """621a.8(k) on a share that may be a half cent: 5% rounded up to the unit, computed on the share's numerator
    with the unit scaled by its denominator (the same multiple of the unit, exactly)."""
    return kernels.vigorish(share.numerator, cfg.vig_unit * share.denominator) / share.denominator


@cites_editions("pa:621a.9(n)", "pa:621a.9(o)", "pa:621a.9(p)", "pa:621a.9(r)", "pa:621a.8(k)")
def _bank_pot(cfg: TableConfig, s: State, r: Ranking, bank: Split, players: list[Settlement]) -> list[Settlement]:
    """The dealer's wager against the bank first (621a.9(n)), then the players' settlements, then what the bank
    (or co-bank) puts into the centre or takes from it (621a.9(o), (r); AMB-14), less 5% on what it takes."""
    assert s.bank is not None
    out: list[Settlement] = []
    flows: list[int] = [s.forfeited[p] for p in sorted(s.forfeited)]
    if s.dealer_wager and s.dealer is not None:
        high, low = r.beats(s.dealer.high, bank.high), r.beats(s.dealer.low, bank.low)
        result = kernels.outcome(high, low, _low_zero(cfg, r, s.dealer.low))
        amount = s.dealer_wager
        why = _compared(r, s.dealer, bank)
        if result is kernels.Result.WIN:
            vig = kernels.vigorish(amount, cfg.vig_unit) if cfg.dealer_win_vig is DealerWinVig.FIVE_PERCENT else 0
            out.append(Settlement(DEALER, DEALER_WAGER, Result.WIN, amount, ("pa:621a.9(n)", "pa:621a.9(p)") + why,
                                  commission=vig))
            flows.append(-amount)
        elif result is kernels.Result.LOSE:
            out.append(Settlement(DEALER, DEALER_WAGER, Result.LOSE, amount, ("pa:621a.9(n)",) + why))
            flows.append(amount)
        else:
            out.append(Settlement(DEALER, DEALER_WAGER, Result.VOID, amount, ("pa:621a.9(n)",) + why))
    out += players
    flows += [int(x.amount) if x.result is Result.LOSE else -int(x.amount) for x in players
              if x.result is not Result.VOID]
    paid_in, surplus = kernels.pot(tuple(flows), cfg.bank_settlement_order is BankSettlement.SEQUENTIAL)
    key, clause = (CO_BANK, "pa:621a.9(r)") if s.co_bank else (BANK, "pa:621a.9(o)")
    # Maryland's steps: the bank pays a shortfall in, P(5), P(6), or its half with the house's, S(5)-(7); it takes
    # a surplus less 5%, P(7), P(8), or its half after the house's, S(8)-(10)
    short, over = (("(5)", "(6)", "(7)"), ("(8)", "(9)", "(10)")) if s.co_bank else (("(5)", "(6)"), ("(7)", "(8)"))
    if paid_in:
        out.append(Settlement(s.bank, key, Result.LOSE, _share(cfg, s, paid_in), items(cfg.ruleset, clause, *short)))
    if surplus:
        share = _share(cfg, s, surplus)
        out.append(Settlement(s.bank, key, Result.WIN, share, items(cfg.ruleset, clause, *over) + _vig_cited(cfg),
                              commission=_vig(cfg, share)))
    return out


_HANDLERS: dict[type, Handler] = {
    Join: _join, Leave: _leave, PlaceWager: _place, RemoveWager: _remove, Stack: _stack,
    StackExposed: _stack_exposed, ChooseStyle: _style, NoMoreBets: _no_more_bets,
    Shake: _shake, RandomNumber: _random, WrongDeal: _wrong_deal, ExposeTile: _expose,
    VoidChoice: _void_choice, SetHands: _set_hands, DealerSets: _dealer_sets,
    Surrender: _surrender, Settle: _settle, NewSet: _new_set, BankDecision: _bank_decision,
    CutStacks: _cut, DirectDealerWager: _direct, TakeSecondArea: _second_area,
}


def _edition(cfg: TableConfig, outcomes: Iterable[Outcome]) -> tuple[Outcome, ...]:
    """The outcomes with 621a's numbers renamed into the edition's (each clause once)."""
    def names(cs: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(cfg.cite(c) for c in cs))

    out: list[Outcome] = []
    for o in outcomes:
        if isinstance(o, Rejected):
            out.append(attrs.evolve(o, clause=cfg.cite(o.clause)))
        elif isinstance(o, (Settlement, Notice)):
            out.append(attrs.evolve(o, clauses=names(o.clauses)))
        else:
            out.append(o)
    return tuple(out)


@cites_editions("pa:621a.1", "pa:621a.5", "pa:621a.6", "pa:621a.7", "pa:621a.8", "pa:621a.9", "pa:621a.10")
def step(cfg: TableConfig, s: State, e: object) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    return dispatch(_HANDLERS, cfg, s, e, unknown="pa:621a.8", game="a Pai Gow", cite=lambda out: _edition(cfg, out))


def replay(cfg: TableConfig, events: Iterable[object], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (an empty table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)

