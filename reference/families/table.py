"""The layout-wager table that Sic Bo (625a), Three Dice Football (661a) and the baccarat family (541, 543, 545,
627a, 629a, 631a) have in common: the amount of a wager and what it has on its area, the chips that may leave the
layout, the seats a player may take or leave and the wagers a seat may make or take back now, the elections about the
layout (and the shoe games' shuffling, which 541, 551 and 665a offer alike), the reading of a described table, and the
scripted demonstration (with the lines every game's demo words alike).

``cfg``: a game's TableConfig; ``s``: its State; ``e``: an event; ``w``: a wager. What is shared here decides, or
reports under the clause ids the calling chapter passes; the refusals themselves stay raised in each chapter's own
module (``raise refuse(clause, reason)`` beside the chapter's text), so a refusal cites that chapter's clause and the
rulebook finds the check where the chapter makes it.
"""

from __future__ import annotations

import datetime
import enum
from typing import Any, Callable, Iterable, Mapping, Optional, Protocol, Sequence, TypeVar

import attrs

from croupier.reference.errors import ConfigError, Problem
from croupier.reference.money import dollars
from croupier.reference.outcomes import Notice, Outcome, Rejected, Result, Returned, Settlement, Step
from croupier.reference.parsing import is_int, one_of

__all__ = [
    "Join", "Leave", "STACKED", "Shuffling", "acts", "bets", "cents", "conserves", "description", "find", "in_order",
    "layout_events", "layout_problems", "narrate", "not_offered", "numbered", "offered", "one_each", "positions",
    "seat_events", "set_of", "sits", "staked", "when",
]

S = TypeVar("S")
T = TypeVar("T")
EnumT = TypeVar("EnumT", bound=enum.Enum)


class Limits(Protocol):
    """A table configuration's posted limits (cents)."""

    @property
    def table_min(self) -> int: ...

    @property
    def table_max(self) -> int: ...


class Layout(Protocol):
    """A state with wagers on a layout, found by seat and layout area."""

    def wager(self, seat: int, bet: Any) -> Any: ...


class Staked(Layout, Protocol):
    """A layout that knows the chips on it (cents)."""

    @property
    def layout_total(self) -> int: ...


class Seated(Layout, Protocol):
    """A layout at a table whose players take numbered seats."""

    @property
    def seats(self) -> tuple[int, ...]: ...


class Wager(Protocol):
    """A wager as the layout holds it: whose it is and how much (its area is the game's own field)."""

    @property
    def seat(self) -> int: ...

    @property
    def amount(self) -> int: ...


W = TypeVar("W", bound=Wager)


# --- the layout --------------------------------------------------------------------------------------------------


def find(wagers: Iterable[W], seat: int, bet: Any, area: Callable[[W], Any]) -> Optional[W]:
    """``seat``'s wager on the area ``bet`` (``area(w)``: a wager's area), if there is one."""
    for w in wagers:
        if w.seat == seat and area(w) == bet:
            return w
    return None


def in_order(wagers: Iterable[W], area: Callable[[W], Any]) -> tuple[W, ...]:
    """Wagers in the canonical order: by seat, then by area."""
    return tuple(sorted(wagers, key=lambda w: (w.seat, area(w))))


def one_each(wagers: Sequence[W], area: Callable[[W], Any]) -> bool:
    """At most one wager per seat and area, in the canonical order, each of a positive amount."""
    keys = [(w.seat, area(w)) for w in wagers]
    return all(a < b for a, b in zip(keys, keys[1:])) and all(w.amount > 0 for w in wagers)


def conserves(before: Staked, after: Staked, outcomes: Iterable[Outcome], placed: int) -> bool:
    """Chips leave the layout only as returned stakes or as the stakes of settled wagers (a winner's comes back with
    its winnings, a loser's is collected): what Baccarat's and Three Dice Football's ``step`` promise of every
    event, ``placed`` being what it put on the layout."""
    left = before.layout_total + placed - after.layout_total
    settled = 0
    for o in outcomes:
        if isinstance(o, Settlement):
            w = before.wager(o.seat, o.bet)
            settled += w.amount if w is not None else 0
    return left == settled + sum(int(o.amount) for o in outcomes if isinstance(o, Returned))


# --- the seats ---------------------------------------------------------------------------------------------------
# The events by which a player takes a numbered seat or leaves it, alike at Craps (623a), Minibaccarat, Midibaccarat
# and Baccarat (541, 543, 545 and their successors), the 637a poker variants and Three Dice Football (661a). Each
# chapter's ``state`` (or ``game``) module re-exports them; its ``join`` and ``leave`` handlers check the seat and
# settle what a leaving player has on the layout under that chapter's clauses.


@attrs.frozen
class Join:
    """A player takes numbered position ``seat`` (at Mini-Craps: sits down; 541.2(a), 623a.2(c), 637a.19(b),
    661a.2(a))."""

    seat: int


@attrs.frozen
class Leave:
    """The player at ``seat`` leaves the table."""

    seat: int


# --- wagers ------------------------------------------------------------------------------------------------------


def staked(s: Layout, seat: int, bet: Any) -> int:
    """What ``seat`` has on ``bet`` (0 when nothing)."""
    w = s.wager(seat, bet)
    return w.amount if w else 0


def cents(amount: object) -> bool:
    """A wager's amount is a positive whole number of cents (a boolean is not one)."""
    return is_int(amount) and amount > 0


def layout_events(cfg: Limits, s: Layout, seat: int, bets: Iterable[Any], ok: Callable[[Any], bool],
                  place: Callable[[int, Any, int], Any], remove: Callable[[int, Any], Any],
                  legal: Callable[..., T]) -> list[T]:
    """For ``seat``, each area of ``bets`` the rules let it bet on now (``legal("place", seat, bet, least, most)``,
    the amounts that keep the area within the limits) and each wager it may take back (``legal("remove", seat,
    bet)``); ``ok(event)``: the game accepts the event now."""
    out: list[T] = []
    for bet in bets:
        w = s.wager(seat, bet)
        have = w.amount if w else 0
        least = max(1, cfg.table_min - have)
        most = cfg.table_max - have
        if least <= most and ok(place(seat, bet, least)):
            out.append(legal("place", seat, bet, least, most))
        if w is not None and ok(remove(seat, bet)):
            out.append(legal("remove", seat, bet))
    return out


def seat_events(cfg: Limits, s: Seated, seats: Iterable[int], bets: Iterable[Any], ok: Callable[[Any], bool],
                join: Callable[[int], Any], leave: Callable[[int], Any], place: Callable[[int, Any, int], Any],
                remove: Callable[[int, Any], Any], legal: Callable[..., T]) -> list[T]:
    """For each of ``seats``: taking it (``legal("join", seat)``) and leaving it (``legal("leave", seat)``) when the
    game accepts them now, and for a seated player the :func:`layout_events` of ``bets``."""
    bets = tuple(bets)
    out: list[T] = []
    for seat in seats:
        if ok(join(seat)):
            out.append(legal("join", seat))
        if ok(leave(seat)):
            out.append(legal("leave", seat))
        if seat in s.seats:
            out += layout_events(cfg, s, seat, bets, ok, place, remove, legal)
    return out


# --- the table's elections ---------------------------------------------------------------------------------------


class Shuffling(enum.Enum):
    """541.3(b), 541.15; 551.5(a), (h)(2), 551.15; 665a.3(b), 665a.5(a), (h): how the cards of a shoe game are
    shuffled (of the baccarat family, Minibaccarat alone may use a machine). Each chapter's ``config`` module
    re-exports it and its option cites its own clause."""

    MANUAL = "manual"
    BATCH_SHUFFLER = "batch_shuffler"  #: an automated shuffler; batches alternate shoe by shoe (541.3(b), 665a.3(b))
    CONTINUOUS_SHUFFLER = "continuous_shuffler"  #: 541.15, 551.15, 665a.5(h): no cut, no cover card


def offered(kinds: type[EnumT], every: frozenset[EnumT]) -> Callable[[Any], frozenset[EnumT]]:
    """A parser for the wagers a table offers: ``"all"`` (``every``), or a non-empty list of ``kinds`` values."""
    parse = one_of(kinds)

    def offered(v: Any) -> frozenset[EnumT]:
        if v == "all":
            return every
        if not isinstance(v, list) or not v:
            raise ValueError("must be \"all\" or a non-empty list of wager types")
        return frozenset(parse(x) for x in v)

    return offered


def numbered(e: type[enum.Enum]) -> Callable[[Any], Any]:
    """A parser for an enumeration whose values are numbers written as strings: a file may write 2 or "2"."""
    parse = one_of(e)

    def numbered(v: Any) -> Any:
        return parse(str(v) if is_int(v) else v)

    return numbered


def layout_problems(cfg: Any, limits: str, offers: Optional[str] = None) -> list[Problem]:
    """The minimum above the maximum (refused under ``limits``); with ``offers``, a table that offers no wager."""
    p: list[Problem] = []
    if cfg.table_min > cfg.table_max:
        p.append(Problem("table_min", limits, "the minimum is above the maximum"))
    if offers is not None and not cfg.offered:
        p.append(Problem("offered", offers, "a table offers at least one wager"))
    return p


def not_offered(every: frozenset[enum.Enum], chosen: frozenset[Any], shows: str, note: str = "") -> list[str]:
    """A warning when the layout ``shows`` (every wager of a clause) areas the table does not offer."""
    missing = sorted(k.value for k in every - chosen)
    if missing:
        return [f"offered: the layout shows every {shows} but these are not offered: {', '.join(missing)}{note}"]
    return []


# --- described tables --------------------------------------------------------------------------------------------


def when(v: Any) -> datetime.datetime:
    """A parser for a moment, written as a TOML date-time."""
    if not isinstance(v, datetime.datetime):
        raise ValueError(f"must be a TOML date-time such as 2024-05-01T18:00:00, not {v!r}")
    return v


def positions(v: Any) -> tuple[int, ...]:
    """A parser for a described table's list of position numbers."""
    if not isinstance(v, list) or any(not is_int(x) or x < 1 for x in v):
        raise ValueError(f"must be a list of position numbers (whole numbers from 1), not {v!r}")
    return tuple(v)


def set_of(e: type[enum.Enum], what: str, every: bool = False) -> Callable[[Any], frozenset[Any]]:
    """A parser for a list of ``e``'s values (``what``: how the message names them); with ``every``, ``"all"`` too."""
    parse = one_of(e)

    def members(v: Any) -> frozenset[Any]:
        if every and v == "all":
            return frozenset(e)
        if not isinstance(v, list):
            head = '"all" or ' if every else ""
            raise ValueError(f"must be {head}a list of {what}, not {v!r}")
        return frozenset(parse(x) for x in v)

    return members


def description(make: Callable[..., T], data: Mapping[str, Any], source: str,
                parsers: Mapping[str, tuple[str, Callable[[Any], Any]]], clause: str, *,
                game: Optional[tuple[str, str]] = None, keep: tuple[str, ...] = (), found: Sequence[Problem] = ()
                ) -> T:
    """A described table from a file's keys; every unknown key (refused under ``clause``) or bad value (under the
    clause ``parsers`` gives with its parser) is reported at once. ``game``: (the description's ``game`` value, the
    game's title), when a description of another game is refused; without it the key is passed over. ``keep``: keys
    taken as written. ``found``: problems the caller found first (reported before the keys')."""
    problems: list[Problem] = list(found)
    kw: dict[str, Any] = {}
    for key, value in data.items():
        if key == "game":
            if game is not None and value != game[0]:
                problems.append(Problem(key, clause, f"a {game[1]} description says game = \"{game[0]}\", "
                                                     f"not {value!r}"))
            continue
        if key in keep:
            kw[key] = value
            continue
        if key not in parsers:
            problems.append(Problem(key, clause, "unknown key"))
            continue
        where, parse = parsers[key]
        try:
            kw[key] = parse(value)
        except ValueError as e:
            problems.append(Problem(key, where, str(e)))
    if problems:
        raise ConfigError(problems, source)
    return make(**kw)


# --- the demonstration -------------------------------------------------------------------------------------------

_WORDS = {Result.WIN: "wins", Result.LOSE: "loses", Result.VOID: "is returned"}

#: a demonstration's shuffle of a deck stacked so that the worked hands come out (the card-setting and 637a demos)
STACKED = "the deck is shuffled (stacked for the demonstration)"


def sits(place: str, n: int) -> str:
    """A demo's line for a player taking ``place`` ``n`` (``"seat"``, ``"position"``)."""
    return f"a player sits at {place} {n}"


def bets(place: str, n: int, amount: int, on: Optional[object] = None) -> str:
    """A demo's line for a wager of ``amount`` cents at ``place`` ``n``, ``on`` the area or wager it names, if any."""
    return f"{place} {n} bets {dollars(amount)}" + ("" if on is None else f" on {on}")


def acts(e: object, place: str = "seat") -> str:
    """A demo's line for a player's decision: the player at the event's ``place`` field and the event's name as a
    verb (``"box 1 hits"``); an event with no such field by its name alone."""
    n = getattr(e, place, None)
    return f"{place} {n} {type(e).__name__.lower()}s" if n is not None else type(e).__name__


def narrate(step: Callable[[S, T], Step[S]], s: S, script: Iterable[T], describe: Callable[[T], str], *,
            place: str = "seat", name: Callable[[Any], str] = str, width: int = 18, amount_width: int = 10
            ) -> tuple[S, list[str]]:
    """Play ``script`` from ``s`` with ``step``; return the final state and a scripted session's lines: each event
    as ``describe`` calls it, then what it settled (the player's ``place`` and number, each wager by ``name`` in a
    column ``width`` wide, the amount ``amount_width``, and any vigorish), returned, announced or refused, with the
    clauses. Every game's demo prints its session so."""
    lines = []
    for e in script:
        st = step(s, e)
        lines.append(describe(e))
        for o in st.outcomes:
            if isinstance(o, (Settlement, Returned)):
                word = _WORDS[o.result] if isinstance(o, Settlement) else "returned"
                vig = f" less {dollars(o.commission)} vigorish" if isinstance(o, Settlement) and o.commission else ""
                lines.append(f"  {place} {o.seat} {name(o.bet):{width}} {word} {dollars(o.amount):>{amount_width}}"
                             f"{vig}  [{', '.join(o.clauses)}]")
            elif isinstance(o, Notice):
                lines.append(f"  {o.what}  [{', '.join(o.clauses)}]")
            elif isinstance(o, Rejected):
                lines.append(f"  refused: {o.reason}  [{o.clause}]")
        s = st.state
    return s, lines
