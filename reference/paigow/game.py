"""A house-banked round of Pai Gow as a pure state machine: seats and wagers, the stacked set, the count and the
delivery, the players' settings, the dealer's house way, surrender, settlement and the irregularities of 621a.10
(621a.4(d)-(f), 621a.5, 621a.6, 621a.7, 621a.8, 621a.10; 535.6-535.10, 535.12; Maryland ch. 4-8, 10).

``cfg``: a :class:`~croupier.reference.paigow.config.TableConfig`; ``s``: a :class:`State`; ``e``: an event. The
public API is :func:`step` (one event in, the next state and its outcomes out) and :func:`replay`. Tiles and dice
enter through events: the stacked row (:class:`Stack`), the dice (:class:`Shake`) or the RNG's number
(:class:`RandomNumber`); the model draws nothing. Every outcome cites 621a's numbers renamed into the edition in
play. A refused event leaves the state unchanged and says which clause refuses it.

Player banking (621a.9) and two adjacent areas (621a.5(d)) are not modelled yet: a table electing them is refused
by :func:`step` with the clause, rather than played as if they were not elected.
"""

from __future__ import annotations

import enum
from collections import Counter
from typing import Callable, Iterable, Mapping, Optional

import attrs

from croupier.reference.errors import RuleViolation, refuse
from croupier.reference.outcomes import Notice, Outcome, Rejected, Result, Settlement, Step, run
from croupier.reference.paigow import kernels
from croupier.reference.paigow.clauses import cites_editions
from croupier.reference.paigow.config import PlayerMisset, TableConfig, ZeroClauseScope, StartSource
from croupier.reference.paigow.dealing import DEAD_HAND, DEALER, LEVELS, PLACES, STACKS, Style, deliver
from croupier.reference.paigow.house_way import Split, choose, is_permitted
from croupier.reference.paigow.tiles import Hand, Ranking, Tile, full_set, hand

__all__ = [
    "ChooseStyle", "DealerSets", "Event", "ExposeTile", "Join", "Leave", "NoMoreBets", "Phase", "PlaceWager",
    "RandomNumber", "RemoveWager", "Settle", "SetHands", "Shake", "Stack", "StackExposed", "State", "Surrender",
    "VoidChoice", "WrongDeal", "replay", "step",
]

#: the Pai Gow wager's key in settlements
WAGER = "pai_gow"
POSITIONS = range(1, 7)


class Phase(enum.Enum):
    OPEN = "open"  #: wagers may be made; the set is mixed and stacked
    CLOSED = "closed"  #: "no more bets": waiting for the dice or the RNG
    DEALT = "dealt"  #: the stacks are out; the players set their hands
    DEALER_SET = "dealer_set"  #: the dealer's hands are set; surrender, then settlement


Row = tuple[tuple[Tile, ...], ...]


@attrs.frozen
class State:
    """A Pai Gow table between events."""

    phase: Phase = Phase.OPEN
    seated: frozenset[int] = frozenset()
    wagers: Mapping[int, int] = attrs.field(factory=dict)  #: position -> cents
    row: Optional[Row] = None  #: the eight stacks, R1 at the dealer's right (621a.4(d))
    style: Style = Style.STANDARD
    number: Optional[int] = None  #: the dice total or the RNG's number
    dealt: Mapping[int, tuple[Tile, ...]] = attrs.field(factory=dict)  #: place -> its four tiles
    settings: Mapping[int, Split] = attrs.field(factory=dict)  #: position -> its high and low hand
    dealer: Optional[Split] = None
    exposed: frozenset[int] = frozenset()  #: positions whose tile the dealer exposed, to choose (621a.10(d))


# --- events --------------------------------------------------------------------------------------


@attrs.frozen
class Join:
    position: int


@attrs.frozen
class Leave:
    position: int


@attrs.frozen
class PlaceWager:
    position: int
    amount: int


@attrs.frozen
class RemoveWager:
    position: int


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
class NoMoreBets:
    pass


@attrs.frozen
class Shake:
    """The dice after the shaker is uncovered (621a.6(a)(2)): their faces, whether all lie flat on the bottom and
    whether any fell out (621a.10(a), (b))."""

    dice: tuple[int, int, int]
    flat: bool = True
    fell_out: bool = False


@attrs.frozen
class RandomNumber:
    """The number an approved RNG selects and shows (621a.6(a)(1))."""

    number: int


@attrs.frozen
class WrongDeal:
    """The dice were totalled wrongly and the tiles dealt to the wrong positions (621a.10(c))."""


@attrs.frozen
class ExposeTile:
    """The dealer exposes a tile dealt to ``place`` (0 the dealer, 1-6 a position, 7 the Dead Hand)."""

    place: int


@attrs.frozen
class VoidChoice:
    """A player whose tile the dealer exposed voids the hand or plays on (621a.10(d))."""

    position: int
    void: bool


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
class Surrender:
    position: int


@attrs.frozen
class Settle:
    """Expose and settle every remaining hand, from the dealer's far right counterclockwise (621a.8(f))."""


Event = (Join | Leave | PlaceWager | RemoveWager | Stack | StackExposed | ChooseStyle | NoMoreBets | Shake
         | RandomNumber | WrongDeal | ExposeTile | VoidChoice | SetHands | DealerSets | Surrender | Settle)
Outcomes = list[Outcome]
Handler = Callable[[TableConfig, State, object], tuple[State, Outcomes]]


# --- helpers -------------------------------------------------------------------------------------


def _position(p: int) -> None:
    if p not in POSITIONS:
        raise refuse("pa:621a.2(a)", f"betting positions are 1 to 6, not {p}")


def _phase(s: State, clause: str, *allowed: Phase) -> None:
    if s.phase not in allowed:
        raise refuse(clause, f"not now: the round is {s.phase.value}")


def _active(s: State) -> list[int]:
    """The positions still in the round, in settlement order (621a.8(f))."""
    return [p for p in POSITIONS if p in s.wagers]


def _next_round(s: State) -> State:
    """621a.4(f): after the round every tile goes face down to be mixed again; wagers are done."""
    return attrs.evolve(s, phase=Phase.OPEN, wagers={}, row=None, style=Style.STANDARD, number=None, dealt={},
                        settings={}, dealer=None, exposed=frozenset())


def _void_all(s: State, clause: str, why: str) -> tuple[State, Outcomes]:
    out: Outcomes = [Settlement(p, WAGER, Result.VOID, a, (clause,)) for p, a in sorted(s.wagers.items())]
    return _next_round(s), [Notice(why, (clause,)), *out]


# --- handlers ------------------------------------------------------------------------------------


@cites_editions("pa:621a.2(a)", "pa:621a.5(b)")
def _join(cfg: TableConfig, s: State, e: Join) -> tuple[State, Outcomes]:
    _position(e.position)
    if e.position in s.seated:
        raise refuse("pa:621a.2(a)", f"position {e.position} is taken")
    return attrs.evolve(s, seated=s.seated | {e.position}), []


@cites_editions("pa:621a.5(b)")
def _leave(cfg: TableConfig, s: State, e: Leave) -> tuple[State, Outcomes]:
    if e.position not in s.seated:
        raise refuse("pa:621a.5(b)", f"nobody sits at position {e.position}")
    out: Outcomes = []
    wagers = dict(s.wagers)
    if e.position in wagers and s.phase is not Phase.OPEN:
        amount = wagers.pop(e.position)
        result = Result.LOSE if cfg.abandoned_wager.value == "lose" else Result.VOID
        out.append(Settlement(e.position, WAGER, result, amount, ("pa:621a.5(b)",)))
    elif e.position in wagers:
        out.append(Settlement(e.position, WAGER, Result.VOID, wagers.pop(e.position), ("pa:621a.5(c)",)))
    settings = {p: x for p, x in s.settings.items() if p != e.position}
    return attrs.evolve(s, seated=s.seated - {e.position}, wagers=wagers, settings=settings,
                        exposed=s.exposed - {e.position}), out


@cites_editions("pa:621a.5(a)", "pa:621a.5(b)", "pa:621a.5(c)")
def _place(cfg: TableConfig, s: State, e: PlaceWager) -> tuple[State, Outcomes]:
    _position(e.position)
    _phase(s, "pa:621a.5(c)", Phase.OPEN)
    if e.position not in s.seated:
        raise refuse("pa:621a.5(b)", f"only a seated player may wager: position {e.position} is empty")
    if e.amount <= 0:
        raise refuse("pa:621a.5(a)", "a wager is a positive amount of chips")
    return attrs.evolve(s, wagers={**s.wagers, e.position: s.wagers.get(e.position, 0) + e.amount}), []


@cites_editions("pa:621a.5(c)")
def _remove(cfg: TableConfig, s: State, e: RemoveWager) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.5(c)", Phase.OPEN)
    if e.position not in s.wagers:
        raise refuse("pa:621a.5(c)", f"no wager at position {e.position}")
    amount = s.wagers[e.position]
    return attrs.evolve(s, wagers={p: a for p, a in s.wagers.items() if p != e.position}), [
        Settlement(e.position, WAGER, Result.VOID, amount, ("pa:621a.5(c)",))]


@cites_editions("pa:621a.4(a)(1)", "pa:621a.4(c)", "pa:621a.4(d)", "pa:621a.4(f)")
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
    if not s.wagers:
        raise refuse("pa:621a.6(a)", "no wager to deal for")
    return attrs.evolve(s, phase=Phase.CLOSED), []


@cites_editions("pa:621a.6(b)", "pa:621a.6(c)", "pa:621a.6(d)", "pa:621a.6(e)")
def _deal(cfg: TableConfig, s: State, number: int, clauses: tuple[str, ...]) -> tuple[State, Outcomes]:
    assert s.row is not None
    first = kernels.first_position(DEALER, number)
    dealt = deliver(s.row, first, s.style)
    out: Outcomes = [Notice(f"{number}: the first stack goes to the {PLACES[first]}"
                            + (f" ({s.style.value})" if s.style is not Style.STANDARD else ""),
                            clauses + ("pa:621a.6(b)", "pa:621a.6(c)", "pa:621a.6(d)"))]
    idle = [p for p in POSITIONS if p not in s.wagers]
    if idle:
        out.append(Notice(f"the stacks of positions {', '.join(map(str, idle))} go unseen to the Dead Hand",
                          ("pa:621a.6(e)",)))
    places = {p: dealt[p] for p in (DEALER, *_active(s))}
    return attrs.evolve(s, phase=Phase.DEALT, number=number, dealt=places), out


@cites_editions("pa:621a.6(a)(2)", "pa:621a.10(a)", "pa:621a.10(b)")
def _shake(cfg: TableConfig, s: State, e: Shake) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.6(a)", Phase.CLOSED)
    if cfg.start_position_source is not StartSource.SHAKER:
        raise refuse("pa:621a.6(a)", "this table takes the starting number from its RNG")
    if len(e.dice) != 3 or any(not 1 <= d <= 6 for d in e.dice):
        raise refuse("pa:621a.6(a)(2)", "three dice, each showing 1 to 6")
    if not e.flat:
        return s, [Notice("no roll: a die is not flat on the bottom of the shaker; shake again", ("pa:621a.10(a)",))]
    if e.fell_out:
        return s, [Notice("no roll: a die fell out of the shaker; shake again", ("pa:621a.10(b)",))]
    return _deal(cfg, s, sum(e.dice), ("pa:621a.6(a)(2)",))


@cites_editions("pa:621a.6(a)(1)")
def _random(cfg: TableConfig, s: State, e: RandomNumber) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.6(a)", Phase.CLOSED)
    if cfg.start_position_source is not StartSource.RNG:
        raise refuse("pa:621a.6(a)", "this table shakes the dice for the starting number")
    if e.number not in cfg.starting_numbers:
        raise refuse("pa:621a.6(a)(1)", f"the RNG shows {cfg.starting_numbers.start} to "
                                        f"{cfg.starting_numbers.stop - 1}, not {e.number}")
    return _deal(cfg, s, e.number, ("pa:621a.6(a)(1)",))


@cites_editions("pa:621a.10(c)")
def _wrong_deal(cfg: TableConfig, s: State, e: WrongDeal) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.10(c)", Phase.DEALT)
    return _void_all(s, "pa:621a.10(c)", "dice totalled wrongly and tiles dealt to the wrong positions: every hand "
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
    return _void_all(s, "pa:621a.10(e)", f"a tile of {where} was exposed: every hand is void and the tiles are "
                                         "mixed again")


@cites_editions("pa:621a.10(d)")
def _void_choice(cfg: TableConfig, s: State, e: VoidChoice) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.10(d)", Phase.DEALT)
    if e.position not in s.exposed:
        raise refuse("pa:621a.10(d)", f"no tile of position {e.position} was exposed")
    if not e.void:
        return attrs.evolve(s, exposed=s.exposed - {e.position}), []
    wagers = {p: a for p, a in s.wagers.items() if p != e.position}
    dealt = {p: x for p, x in s.dealt.items() if p != e.position}
    return attrs.evolve(s, wagers=wagers, dealt=dealt, exposed=s.exposed - {e.position}), [
        Settlement(e.position, WAGER, Result.VOID, s.wagers[e.position], ("pa:621a.10(d)",))]


def _same_tiles(have: Iterable[Tile], high: Hand, low: Hand) -> bool:
    return Counter(have) == Counter((*high, *low))


def _labelled(r: Ranking, high: Hand, low: Hand) -> Split:
    return Split(high, low) if r.strength(high) >= r.strength(low) else Split(low, high)


@cites_editions("pa:621a.1#high-hand", "pa:621a.1#low-hand", "pa:621a.8(a)", "pa:621a.8(b)")
def _set_hands(cfg: TableConfig, s: State, e: SetHands) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.8(a)", Phase.DEALT)
    if e.position not in s.wagers:
        raise refuse("pa:621a.8(a)", f"position {e.position} has no hand in this round")
    if e.position in s.exposed:
        raise refuse("pa:621a.10(d)", f"position {e.position} first chooses whether to void the hand")
    if e.position in s.settings:
        raise refuse("pa:621a.8(b)", "a hand once set and placed may not be touched again")
    if not _same_tiles(s.dealt[e.position], e.high, e.low):
        raise refuse("pa:621a.8(a)", "the hands are not the four tiles dealt to the position")
    r = Ranking.from_ruleset(cfg.ruleset)
    high, low = hand(*e.high), hand(*e.low)
    out: Outcomes = []
    split = Split(high, low)
    if r.strength(high) < r.strength(low):
        if cfg.player_misset is PlayerMisset.RESET_HOUSE_WAY:
            split = choose(r, s.dealt[e.position], cfg.house_way)
            out.append(Notice(f"position {e.position} set its low hand above its high hand: reset by the house way",
                              ("pa:621a.8(a)",)))
        elif cfg.player_misset is PlayerMisset.RELABEL_BY_RANK:
            split = _labelled(r, high, low)
            out.append(Notice(f"position {e.position} placed its hands the wrong way round: named by rank",
                              ("pa:621a.1#high-hand", "pa:621a.1#low-hand")))
        else:
            state = attrs.evolve(s, wagers={p: a for p, a in s.wagers.items() if p != e.position})
            return state, [Settlement(e.position, WAGER, Result.LOSE, s.wagers[e.position], ("pa:621a.8(a)",))]
    return attrs.evolve(s, settings={**s.settings, e.position: split}), out


@cites_editions("pa:621a.8(c)", "pa:621a.8(d)", "pa:621a.10(f)")
def _dealer_sets(cfg: TableConfig, s: State, e: DealerSets) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.8(c)", Phase.DEALT)
    waiting = [p for p in _active(s) if p not in s.settings]
    if waiting:
        raise refuse("pa:621a.8(c)", f"the dealer sets after every player: position "
                                     f"{', '.join(map(str, waiting))} has not set")
    r = Ranking.from_ruleset(cfg.ruleset)
    tiles = s.dealt[DEALER]
    way = choose(r, tiles, cfg.house_way)
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
    return attrs.evolve(s, phase=Phase.DEALER_SET, dealer=split), out


@cites_editions("pa:621a.8(e)")
def _surrender(cfg: TableConfig, s: State, e: Surrender) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.8(e)", Phase.DEALER_SET)
    if e.position not in s.wagers:
        raise refuse("pa:621a.8(e)", f"position {e.position} has no hand to surrender")
    wagers = {p: a for p, a in s.wagers.items() if p != e.position}
    return attrs.evolve(s, wagers=wagers), [
        Settlement(e.position, WAGER, Result.LOSE, s.wagers[e.position], ("pa:621a.8(e)",))]


def _low_zero(cfg: TableConfig, r: Ranking, low: Hand) -> bool:
    """621a.8(g), (h)(1): the low hand has 'a value of zero' (AMB-1: which hands that is)."""
    if cfg.zero_clause_scope is ZeroClauseScope.ANY_PIP_TOTAL:
        return sum(a + b for a, b in low) % 10 == 0
    v = r.evaluate(low)
    return not v.is_pair and v.value == 0


@cites_editions("pa:621a.8(f)", "pa:621a.8(g)", "pa:621a.8(h)", "pa:621a.8(h)(1)", "pa:621a.8(h)(2)",
                "pa:621a.8(i)", "pa:621a.8(k)", "pa:621a.3(d)", "pa:621a.3(g)", "pa:621a.3(i)")
def _settle(cfg: TableConfig, s: State, e: Settle) -> tuple[State, Outcomes]:
    _phase(s, "pa:621a.8(f)", Phase.DEALER_SET)
    assert s.dealer is not None
    r = Ranking.from_ruleset(cfg.ruleset)
    decided: list[Settlement] = []
    for p in _active(s):
        mine, amount = s.settings[p], s.wagers[p]
        high, low = r.beats(mine.high, s.dealer.high), r.beats(mine.low, s.dealer.low)
        zero = _low_zero(cfg, r, mine.low)
        result = kernels.outcome(high, low, zero)
        if result is kernels.Result.WIN:
            decided.append(Settlement(p, WAGER, Result.WIN, amount, ("pa:621a.8(f)", "pa:621a.8(i)", "pa:621a.8(k)"),
                                      commission=kernels.vigorish(amount, cfg.vig_unit)))
        elif result is kernels.Result.LOSE:
            decided.append(Settlement(p, WAGER, Result.LOSE, amount, ("pa:621a.8(f)", "pa:621a.8(g)")))
        else:
            which = "pa:621a.8(h)(1)" if high else "pa:621a.8(h)(2)"
            decided.append(Settlement(p, WAGER, Result.VOID, amount, ("pa:621a.8(f)", "pa:621a.8(h)", which)))
    if cfg.rules.chapter == "535":  # 535.10(j): winners are paid once every hand is exposed
        decided = [x for x in decided if x.result is not Result.WIN] + [x for x in decided if x.result is Result.WIN]
    return _next_round(s), list(decided)


_HANDLERS: dict[type, Handler] = {
    Join: _join, Leave: _leave, PlaceWager: _place, RemoveWager: _remove, Stack: _stack,  # type: ignore[dict-item]
    StackExposed: _stack_exposed, ChooseStyle: _style, NoMoreBets: _no_more_bets,  # type: ignore[dict-item]
    Shake: _shake, RandomNumber: _random, WrongDeal: _wrong_deal, ExposeTile: _expose,  # type: ignore[dict-item]
    VoidChoice: _void_choice, SetHands: _set_hands, DealerSets: _dealer_sets,  # type: ignore[dict-item]
    Surrender: _surrender, Settle: _settle,  # type: ignore[dict-item]
}


def _edition(cfg: TableConfig, outcomes: Outcomes) -> tuple[Outcome, ...]:
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


def step(cfg: TableConfig, s: State, e: object) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    if cfg.player_banking or cfg.two_adjacent_areas:
        which = "pa:621a.9(a)" if cfg.player_banking else "pa:621a.5(d)"
        return Step(s, _edition(cfg, [Rejected(which, "player banking and two adjacent areas are not modelled "
                                                      "yet")]))
    handler = _HANDLERS.get(type(e))
    if handler is None:
        return Step(s, _edition(cfg, [Rejected("pa:621a.8", f"not a Pai Gow event: {type(e).__name__}")]))
    try:
        state, outcomes = handler(cfg, s, e)
        return Step(state, _edition(cfg, outcomes))
    except RuleViolation as v:
        return Step(s, _edition(cfg, [Rejected(v.clause, v.reason)]))


def replay(cfg: TableConfig, events: Iterable[object], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (an empty table by default); return the final state and every step."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)

