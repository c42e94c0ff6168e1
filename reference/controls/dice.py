"""The life of a set of dice, from the storage area to the table and out of play, as a pure state machine
(58 Pa. Code 603a.13(f) and (g), the 2013 proposal, with the limits of the game chapters).

``cfg``: a :class:`~croupier.reference.controls.dice_config.DiceConfig`; ``s``: a :class:`State`; ``e``: an event.
The public API is :func:`step` (one event in, the next state and its outcomes out) and :func:`replay`, as for the
games, so that a table-management system can be run against it by ``croupier conform --game dice``. A refused event
leaves the state unchanged and names the clause at fault.

What enters through events: the time (:class:`Clock`), a set of dice received into the approved storage area
(:class:`Receive`; the receipt rules, 603a.13(a)-(e), are not in the seed, C-15), the tables that open and close,
and each step of the procedure with who does it (``by``) and who watches (``present``), as roles:
:class:`Distribute` (storage to the pit or its reserve), :class:`Issue` (to a table), :class:`Inspect` (with the
instruments used, whether surveillance could see it, and whether surveillance was told first), :class:`Seal` (the
label's date and signatures), :class:`Place` (into the cup or the shaker, with the seal's condition), :class:`Use` (a
round played with the table's dice) and :class:`Remove` (603a.13(g), or a lost die, or a routine change).

The facility follows one alternative (``cfg.alternative``, 603a.13(f)):

* Alternative 1: storage to the pit (an assistant shift manager or above with a security employee); a pit manager or
  above issues a set to a table as it opens; the boxperson (Craps) or the floorperson (every other game) inspects it
  there with the dealer watching; then it goes into the cup or shaker. Reserve dice are inspected the same way
  before use ((f)(1)(i)-(iv)).
* Alternative 2: storage to two supervisors in the pit, who inspect it there; the inspector hands it to the table
  with the other watching. Reserve dice are reinspected by a floorperson or above with another present, unless
  they were sealed after inspection in packages of five (Craps, Mini-Craps, Three Dice Football) or three (Sic Bo,
  Pai Gow, Pai Gow Poker) with a dated, signed label ((f)(2)(i)-(v)).
* Alternative 3: inspected in the storage area before a floorperson or above, an assistant shift manager or above and
  a security employee, surveillance told first; sealed in packages with a dated, signed label (reserve dice may be
  sealed one to an envelope); distributed to the pit; at the table the seal is checked and the dice put in play
  ((f)(3)(i)-(viii)). A broken seal sends the dice to quarantine until reinspected under Alternative 1 or 2 ((vi)).

No die reaches play uninspected; a set is in play no longer than its game allows (24 hours; a month for an automated
Sic Bo shaker), and a table's dice must be the number its game uses. Removal under 603a.13(g) requires a Dice
Discrepancy Report, whose content ((h)) the seed does not print: the model reports that one is due.
"""

from __future__ import annotations

import calendar
import datetime as dt
import enum
from typing import Callable, Iterable, Mapping, Optional

import attrs
import icontract

from croupier.reference.contracts import ENABLED, FROZEN
from croupier.reference.controls.dice_config import Alternative, DiceConfig, Month, SicBoShaker
from croupier.reference.errors import refuse
from croupier.reference.outcomes import Handler, Notice, Outcomes, Step, dispatch, run
from croupier.spec.citations import cites

__all__ = ["COUNT", "Clock", "CloseTable", "DiceSet", "Distribute", "EQUIVALENT", "Event", "Game", "INSTRUMENTS",
           "Inspect", "Issue", "LADDER", "LIMIT", "OpenTable", "Place", "Reason", "Remove", "Role", "State", "Status",
           "Use", "Where", "at_least", "due", "month_after", "package", "placing", "replay", "step"]

F = "pa:603a.13(f)"


class Game(enum.Enum):
    """The games whose dice 603a.13(f) handles (Asia Poker's shaker dice by reading C-9)."""

    CRAPS = "craps"
    MINI_CRAPS = "mini_craps"
    SIC_BO = "sic_bo"
    TDF = "tdf"  #: Three Dice Football
    PAI_GOW = "pai_gow"
    PAI_GOW_POKER = "pai_gow_poker"
    ASIA_POKER = "asia_poker"

    @property
    def cup(self) -> bool:
        """Thrown from a cup at the table (Craps, Mini-Craps, Three Dice Football), not kept in a shaker."""
        return self in (Game.CRAPS, Game.MINI_CRAPS, Game.TDF)


class Role(enum.Enum):
    """Who does or watches a step. Supervisors rank floorperson < pit manager < assistant shift manager < shift
    manager ("or above"); the dealer, boxperson and security employee are outside that ladder."""

    DEALER = "dealer"
    BOXPERSON = "boxperson"
    FLOORPERSON = "floorperson"
    PIT_MANAGER = "pit_manager"
    ASSISTANT_SHIFT_MANAGER = "assistant_shift_manager"  #: the assistant table games shift manager
    SHIFT_MANAGER = "shift_manager"
    SECURITY = "security"  #: a security department employee


LADDER = (Role.FLOORPERSON, Role.PIT_MANAGER, Role.ASSISTANT_SHIFT_MANAGER, Role.SHIFT_MANAGER)


def at_least(r: Role, floor: Role) -> bool:
    """``r`` is ``floor`` or above on the supervisors' ladder."""
    return r in LADDER and LADDER.index(r) >= LADDER.index(floor)


#: the instruments of every inspection ((f)(1)(ii), (f)(2)(ii), (f)(3)(iii)); the micrometer may be replaced by an
#: instrument the Executive Director approves that does the same job ("approved_equivalent")
INSTRUMENTS = ("micrometer", "balancing_caliper", "steel_set_square", "magnet")
EQUIVALENT = "approved_equivalent"


class Where(enum.Enum):
    STORAGE = "storage"  #: the approved storage area
    PIT = "pit"  #: with a pit manager or above, or in a locked compartment of the pit stand
    TABLE = "table"
    OUT = "out"  #: out of play: removed, or retired when its table closed


class Status(enum.Enum):
    UNINSPECTED = "uninspected"
    INSPECTED = "inspected"
    SEALED = "sealed"  #: inspected, in a sealed package with a dated, signed label
    QUARANTINED = "quarantined"  #: a broken or tampered seal: not for play until reinspected ((f)(3)(vi))
    IN_USE = "in_use"  #: in the cup or the shaker
    RETIRED = "retired"  #: its table closed: a new set when the table reopens
    REMOVED = "removed"


class Reason(enum.Enum):
    """Why a set leaves play."""

    TAMPERING = "tampering"  #: 603a.13(g): a sign of tampering
    DEFECT = "defect"  #: 603a.13(g): a flaw or defect that might affect integrity or fairness
    BOARD_REQUEST = "board_request"  #: 603a.13(g): a casino compliance representative or Board employee asks
    LOST_DIE = "lost_die"  #: a die went off the table and was lost (623a.7(d), 661a.4(d))
    CHANGE = "change"  #: a routine change, e.g. before the time limit

    @property
    def report(self) -> bool:
        """603a.13(g): a Dice Discrepancy Report is filed."""
        return self in (Reason.TAMPERING, Reason.DEFECT, Reason.BOARD_REQUEST)


#: the dice a table of each game uses, and the clause that says so
COUNT: Mapping[Game, tuple[str, int]] = {
    Game.CRAPS: ("pa:623a.7(a)", 5), Game.MINI_CRAPS: ("pa:623a.7(a)", 5), Game.TDF: ("pa:661a.4(a)", 6),
    Game.SIC_BO: ("pa:625a.2(a)", 3), Game.PAI_GOW: ("pa:621a.2(d)", 3),
    Game.PAI_GOW_POKER: ("pa:603a.13(f)(2)(v)(C)", 3), Game.ASIA_POKER: ("pa:659a.2(c)(1)(i)", 3),
}
#: how long a set may be in play, and the clause; Pai Gow Poker has no chapter in the seeds, so no limit
LIMIT: Mapping[Game, str] = {
    Game.CRAPS: "pa:623a.7(d)", Game.MINI_CRAPS: "pa:623a.7(d)", Game.TDF: "pa:661a.4(d)", Game.SIC_BO: "pa:625a.2(b)",
    Game.PAI_GOW: "pa:621a.2(d)(1)", Game.ASIA_POKER: "pa:659a.2(c)(1)(i)",
}
DAY = dt.timedelta(hours=24)


@attrs.frozen
class DiceSet:
    """One set of dice, or one package of them, and where it stands."""

    id: str
    game: Game
    dice: int
    where: Where = Where.STORAGE
    status: Status = Status.UNINSPECTED
    reserve: bool = False  #: in the pit stand's reserve
    table: Optional[str] = None
    inspected: Optional[dt.date] = None  #: the day of its last inspection
    procedure: Optional[Alternative] = None  #: the alternative whose procedure inspected it last
    since: Optional[dt.datetime] = None  #: put in play at

    @property
    def in_play(self) -> bool:
        return self.status is Status.IN_USE


def _well_formed(s: "State") -> bool:
    """Every set in play is at an open table of its game, since a time no later than now, and no table has more dice
    in play than its game uses."""
    for d in s.sets.values():
        if d.in_play and not (d.where is Where.TABLE and s.tables.get(d.table or "") is d.game
                              and d.since is not None and s.now is not None and d.since <= s.now):
            return False
    return all(s.dice_in_play(t) <= COUNT[g][1] for t, g in s.tables.items())


@icontract.invariant(lambda self: _well_formed(self), "sets in play are at open tables of their game, within count",
                     enabled=ENABLED, check_on=FROZEN)
@attrs.frozen(slots=False)
class State:
    """A facility's dice between events."""

    now: Optional[dt.datetime] = None
    sets: Mapping[str, DiceSet] = attrs.field(factory=dict)
    tables: Mapping[str, Game] = attrs.field(factory=dict)  #: the open tables and their games
    reports: tuple[str, ...] = ()  #: the sets a Dice Discrepancy Report is due for, in order

    def dice_in_play(self, table: str) -> int:
        return sum(d.dice for d in self.sets.values() if d.in_play and d.table == table)


# --- events --------------------------------------------------------------------------------------


@attrs.frozen
class Clock:
    """The time now; it never goes back."""

    at: dt.datetime


@attrs.frozen
class Receive:
    """A set of ``dice`` dice for ``game`` enters the approved storage area as ``set``."""

    set_id: str
    game: Game
    dice: int


@attrs.frozen
class OpenTable:
    table: str
    game: Game


@attrs.frozen
class CloseTable:
    table: str


@attrs.frozen
class Distribute:
    """From the storage area to the pit (``reserve``: the pit stand's locked reserve)."""

    set_id: str
    by: tuple[Role, ...]
    reserve: bool = False


@attrs.frozen
class Issue:
    """From the pit to ``table``."""

    set_id: str
    table: str
    by: tuple[Role, ...]
    present: tuple[Role, ...] = ()


@attrs.frozen
class Inspect:
    set_id: str
    by: tuple[Role, ...]
    present: tuple[Role, ...]
    instruments: tuple[str, ...]
    visible: bool  #: on a flat surface surveillance can observe
    surveillance_notified: bool = False  #: Alternative 3: told before starting


@attrs.frozen
class Seal:
    """Into a sealed envelope, container or shaker with a label: the inspection's date and the inspectors'
    signatures."""

    set_id: str
    date: dt.date
    signatures: tuple[str, ...]


@attrs.frozen
class Place:
    """Into the table's cup or shaker; a sealed package's seal is checked first (``seal_intact``)."""

    set_id: str
    by: tuple[Role, ...]
    present: tuple[Role, ...] = ()
    seal_intact: Optional[bool] = None


@attrs.frozen
class Use:
    """A round of play with ``table``'s dice."""

    table: str


@attrs.frozen
class Remove:
    set_id: str
    reason: Reason


Event = Clock | Receive | OpenTable | CloseTable | Distribute | Issue | Inspect | Seal | Place | Use | Remove


# --- rules ---------------------------------------------------------------------------------------


def _alt(cfg: DiceConfig, part: str) -> str:
    """``"(ii)"`` -> the paragraph of the facility's alternative, ``"pa:603a.13(f)(1)(ii)"``."""
    return f"{F}({cfg.alternative.value}){part}"


def _set(s: State, sid: str) -> DiceSet:
    d = s.sets.get(sid)
    if d is None:
        raise refuse(F, f"no set {sid!r} has been received")
    if d.status in (Status.REMOVED, Status.RETIRED):
        raise refuse(*_out(d))
    return d


def _out(d: DiceSet) -> tuple[str, str]:
    if d.status is Status.REMOVED:
        return "pa:603a.13(g)", f"set {d.id} has been removed from use"
    return LIMIT.get(d.game, F), f"set {d.id} was retired when its table closed: a reopened table gets a new set"


def _now(s: State) -> dt.datetime:
    if s.now is None:
        raise refuse(F, "the time is not known: send a clock event first")
    return s.now


def _named(roles: Iterable[Role]) -> str:
    """The roles an event names, for a refusal's reason."""
    return ", ".join(r.value for r in roles) or "nobody"


def _has(roles: Iterable[Role], want: Callable[[Role], bool]) -> bool:
    return any(want(r) for r in roles)


def _carriers(cfg: DiceConfig, by: tuple[Role, ...], clause: str) -> None:
    """An assistant shift manager or above together with a security employee carry dice out of storage."""
    if not _has(by, lambda r: at_least(r, Role.ASSISTANT_SHIFT_MANAGER)):
        raise refuse(clause, f"dice leave the storage area with an assistant table games shift manager or above "
                             f"(by: {_named(by)})")
    if Role.SECURITY not in by:
        raise refuse(clause, f"dice leave the storage area with a security department employee (by: {_named(by)})")


@cites("pa:603a.13(f)")
def _clock(cfg: DiceConfig, s: State, e: Clock) -> tuple[State, Outcomes]:
    if s.now is not None and e.at < s.now:
        raise refuse(F, f"the clock does not go back: it is {s.now.isoformat(timespec='minutes')}")
    return attrs.evolve(s, now=e.at), []


@cites("pa:603a.13(f)")
def _receive(cfg: DiceConfig, s: State, e: Receive) -> tuple[State, Outcomes]:
    if e.set_id in s.sets:
        raise refuse(F, f"set {e.set_id!r} has already been received")
    if not 1 <= e.dice <= COUNT[e.game][1]:
        raise refuse(COUNT[e.game][0], f"a set for {e.game.value} holds 1 to {COUNT[e.game][1]} dice, "
                                       f"not {e.dice}")
    return attrs.evolve(s, sets={**s.sets, e.set_id: DiceSet(e.set_id, e.game, e.dice)}), []


@cites("pa:603a.13(f)(1)(ii)")
def _open(cfg: DiceConfig, s: State, e: OpenTable) -> tuple[State, Outcomes]:
    if e.table in s.tables:
        raise refuse(_alt(cfg, "(ii)") if cfg.alternative is Alternative.ONE else F,
                     f"table {e.table!r} is already open")
    return attrs.evolve(s, tables={**s.tables, e.table: e.game}), []


@cites("pa:623a.7(d)", "pa:661a.4(d)")
def _close(cfg: DiceConfig, s: State, e: CloseTable) -> tuple[State, Outcomes]:
    """A closing table's dice are retired: the game chapters want a new set when it reopens."""
    if e.table not in s.tables:
        raise refuse(F, f"table {e.table!r} is not open")
    sets = {k: attrs.evolve(d, where=Where.OUT, status=Status.RETIRED, since=None) if d.table == e.table
            and d.where is Where.TABLE else d for k, d in s.sets.items()}
    return attrs.evolve(s, sets=sets, tables={t: g for t, g in s.tables.items() if t != e.table}), []


@cites("pa:603a.13(f)(1)(i)", "pa:603a.13(f)(1)(iv)", "pa:603a.13(f)(2)(i)", "pa:603a.13(f)(2)(i)(C)",
       "pa:603a.13(f)(3)(iv)(D)", "pa:603a.13(f)(3)(v)", "pa:603a.13(f)(3)(vii)")
def _distribute(cfg: DiceConfig, s: State, e: Distribute) -> tuple[State, Outcomes]:
    d = _set(s, e.set_id)
    alt = cfg.alternative
    clause = {Alternative.ONE: "(i)", Alternative.TWO: "(i)", Alternative.THREE: "(v)"}[alt]
    if d.where is not Where.STORAGE:
        raise refuse(_alt(cfg, clause), f"set {d.id} is not in the storage area")
    if alt is Alternative.THREE and d.status is not Status.SEALED:
        raise refuse(_alt(cfg, "(iv)"), f"under Alternative 3 dice leave the storage area inspected and sealed; set "
                                        f"{d.id} is {d.status.value}")
    if alt is Alternative.THREE and d.dice == 1 and not e.reserve:
        raise refuse(_alt(cfg, "(iv)(D)"), "a die sealed on its own is a reserve die: it goes to the pit's reserve")
    _carriers(cfg, e.by, _alt(cfg, clause))
    return attrs.evolve(s, sets={**s.sets, d.id: attrs.evolve(d, where=Where.PIT, reserve=e.reserve)}), []


@cites("pa:603a.13(f)(1)(ii)", "pa:603a.13(f)(2)(iii)", "pa:603a.13(f)(2)(iii)(A)", "pa:603a.13(f)(2)(iii)(B)",
       "pa:603a.13(f)(2)(iii)(C)", "pa:603a.13(f)(2)(iii)(D)", "pa:603a.13(f)(2)(iv)(A)", "pa:603a.13(f)(3)(v)",
       "pa:603a.13(f)(3)(vii)")
def _issue(cfg: DiceConfig, s: State, e: Issue) -> tuple[State, Outcomes]:
    d = _set(s, e.set_id)
    alt = cfg.alternative
    game = s.tables.get(e.table)
    if game is None:
        raise refuse(_alt(cfg, "(ii)" if alt is Alternative.ONE else "(iii)" if alt is Alternative.TWO else "(v)"),
                     f"table {e.table!r} is not open")
    if d.where is not Where.PIT:
        raise refuse(F, f"set {d.id} is not in the pit: it is {d.where.value}")
    if game is not d.game:
        raise refuse(COUNT[game][0], f"set {d.id} is for {d.game.value}, table {e.table} plays {game.value}")
    if alt is Alternative.TWO and d.status is Status.UNINSPECTED:
        raise refuse(_alt(cfg, "(iv)(B)" if d.reserve else "(ii)"),
                     f"under Alternative 2 dice are inspected in the pit before they go to a table; set {d.id} is not")
    if alt is Alternative.THREE and d.status is Status.UNINSPECTED:
        raise refuse(_alt(cfg, "(iv)"), f"under Alternative 3 only sealed dice go to a table; set {d.id} is not")
    if d.status is Status.INSPECTED and d.procedure is Alternative.TWO and not d.reserve:
        # (f)(2)(iii): the inspector hands the dice over, the supervisor who watched the inspection present
        inspector, clause = _pit_inspector(d.game), _alt_clause(Alternative.TWO, "(iii)" + _ALT2_HANDOVER[d.game])
        if not _has(e.by, inspector):
            raise refuse(clause, f"the {_role_words(d.game)} who inspected the dice hands them to the table "
                                     f"(by: {_named(e.by)})")
        if not _has(e.present, inspector):
            raise refuse(clause, f"the {_role_words(d.game)} who watched the inspection is present at the handover "
                                     f"(present: {_named(e.present)})")
    elif not _has(e.by, lambda r: at_least(r, Role.PIT_MANAGER)):
        clause = {Alternative.ONE: "(ii)", Alternative.TWO: "(iv)(A)", Alternative.THREE: "(v)"}[alt]
        raise refuse(_alt(cfg, clause), f"a pit manager or above hands dice from the pit to a table "
                                        f"(by: {_named(e.by)})")
    return attrs.evolve(s, sets={**s.sets, d.id: attrs.evolve(d, where=Where.TABLE, table=e.table)}), []


def _alt_clause(alt: Alternative, part: str) -> str:
    return f"{F}({alt.value}){part}"


#: (f)(2)(iii): which item hands each game's inspected dice to the table
_ALT2_HANDOVER = {Game.CRAPS: "(A)", Game.MINI_CRAPS: "(A)", Game.SIC_BO: "(B)", Game.PAI_GOW: "(C)",
                  Game.PAI_GOW_POKER: "(C)", Game.ASIA_POKER: "(C)", Game.TDF: "(D)"}


def _pit_inspector(g: Game) -> Callable[[Role], bool]:
    """(f)(2)(i)(A), (B): who inspects in the pit (and who watches): a boxperson or floorperson for Craps and
    Mini-Craps, a floorperson for the others (Asia Poker as Pai Gow, C-9)."""
    if g in (Game.CRAPS, Game.MINI_CRAPS):
        return lambda r: r in (Role.BOXPERSON, Role.FLOORPERSON)
    return lambda r: r is Role.FLOORPERSON


def _role_words(g: Game) -> str:
    return "boxperson or floorperson" if g in (Game.CRAPS, Game.MINI_CRAPS) else "floorperson"


def _table_inspector(g: Game) -> Role:
    """(f)(1)(ii): the boxperson at Craps, the floorperson at the other games."""
    return Role.BOXPERSON if g is Game.CRAPS else Role.FLOORPERSON


@cites("pa:603a.13(f)(1)(ii)", "pa:603a.13(f)(1)(iv)", "pa:603a.13(f)(2)(i)(A)", "pa:603a.13(f)(2)(i)(B)",
       "pa:603a.13(f)(2)(ii)", "pa:603a.13(f)(2)(iv)(B)", "pa:603a.13(f)(3)(i)", "pa:603a.13(f)(3)(ii)",
       "pa:603a.13(f)(3)(iii)", "pa:603a.13(f)(3)(vi)", "pa:603a.13(f)(3)(viii)")
def _inspect(cfg: DiceConfig, s: State, e: Inspect) -> tuple[State, Outcomes]:
    d = _set(s, e.set_id)
    now = _now(s)
    if d.status not in (Status.UNINSPECTED, Status.QUARANTINED):
        raise refuse(F, f"set {d.id} is {d.status.value}: only uninspected or quarantined dice are inspected")
    procedure = _procedure(cfg, d, e)
    clause = {Alternative.ONE: "(ii)", Alternative.TWO: "(ii)", Alternative.THREE: "(iii)"}[procedure]
    missing = [i for i in INSTRUMENTS if i not in e.instruments and not (i == "micrometer" and EQUIVALENT in
                                                                          e.instruments)]
    if missing:
        raise refuse(_alt_clause(procedure, clause), f"an inspection uses a micrometer (or an approved equivalent), a "
                                                     f"balancing caliper, a steel set square and a magnet; missing: "
                                                     f"{', '.join(missing)}")
    if not e.visible:
        where = "(viii)" if procedure is Alternative.THREE else clause
        raise refuse(_alt_clause(procedure, where), "dice are inspected on a flat surface surveillance can observe")
    return attrs.evolve(s, sets={**s.sets, d.id: attrs.evolve(d, status=Status.INSPECTED, inspected=now.date(),
                                                               procedure=procedure)}), []


def _procedure(cfg: DiceConfig, d: DiceSet, e: Inspect) -> Alternative:
    """Which alternative's procedure this inspection follows, checking who does it where; a quarantined set is
    reinspected under Alternative 1 (at a table) or 2 (in the pit) whatever the facility's alternative
    ((f)(3)(vi); C-10 for Alternative 2's sealed reserve)."""
    alt = cfg.alternative
    if d.status is Status.QUARANTINED:
        if d.where is Where.TABLE and _has(e.by, lambda r: r is _table_inspector(d.game)) and Role.DEALER in e.present:
            return Alternative.ONE
        inspector = _pit_inspector(d.game)
        if _has(e.by, inspector) and _has(e.present, inspector):
            return Alternative.TWO
        raise refuse("pa:603a.13(f)(3)(vi)", f"dice from a broken seal are reinspected as Alternative 1 (the "
                                             f"{_table_inspector(d.game).value}, the dealer present) or 2 (a "
                                             f"{_role_words(d.game)}, another present) requires (by: {_named(e.by)}; "
                                             f"present: {_named(e.present)})")
    if alt is Alternative.ONE:
        if d.where is not Where.TABLE:
            raise refuse(_alt(cfg, "(iv)" if d.reserve else "(ii)"),
                         "under Alternative 1 dice are inspected at the table they were issued to")
        who = _table_inspector(d.game)
        if who not in e.by:
            raise refuse(_alt(cfg, "(ii)"), f"at a {d.game.value} table the {who.value} inspects the dice "
                                            f"(by: {_named(e.by)})")
        if Role.DEALER not in e.present:
            raise refuse(_alt(cfg, "(ii)"), f"the dealer is present at the inspection (present: {_named(e.present)})")
        return alt
    if alt is Alternative.TWO:
        if d.where is not Where.PIT:
            raise refuse(_alt(cfg, "(i)"), "under Alternative 2 dice are inspected in the pit")
        if d.reserve:
            if not _has(e.by, lambda r: at_least(r, Role.FLOORPERSON)):
                raise refuse(_alt(cfg, "(iv)(B)"), f"reserve dice are reinspected by a floorperson or above "
                                                   f"(by: {_named(e.by)})")
            if not _has(e.present, lambda r: at_least(r, Role.FLOORPERSON)):
                raise refuse(_alt(cfg, "(iv)(B)"), f"another floorperson or above is present at the reinspection "
                                                   f"(present: {_named(e.present)})")
            return alt
        inspector = _pit_inspector(d.game)
        item = "(A)" if d.game in (Game.CRAPS, Game.MINI_CRAPS) else "(B)"
        if not _has(e.by, inspector):
            raise refuse(_alt(cfg, "(i)" + item), f"a {_role_words(d.game)} inspects {d.game.value} dice "
                                                   f"(by: {_named(e.by)})")
        if not _has(e.present, inspector):
            raise refuse(_alt(cfg, "(i)" + item), f"another {_role_words(d.game)} is present at the inspection "
                                                   f"(present: {_named(e.present)})")
        return alt
    if d.where is not Where.STORAGE:
        raise refuse(_alt(cfg, "(i)"), "under Alternative 3 dice are inspected in the approved storage area")
    if not e.surveillance_notified:
        raise refuse(_alt(cfg, "(ii)"), "surveillance is told before the inspection starts")
    everyone = e.by + e.present
    if Role.SECURITY not in everyone:
        raise refuse(_alt(cfg, "(i)"), f"a security department employee attends the inspection "
                                       f"(by: {_named(e.by)}; present: {_named(e.present)})")
    if not _has(everyone, lambda r: at_least(r, Role.ASSISTANT_SHIFT_MANAGER)):
        raise refuse(_alt(cfg, "(i)"), f"an assistant table games shift manager or above attends the inspection "
                                       f"(by: {_named(e.by)}; present: {_named(e.present)})")
    if sum(1 for r in everyone if at_least(r, Role.FLOORPERSON)) < 2:
        raise refuse(_alt(cfg, "(i)"), f"a floorperson or above attends the inspection besides the assistant shift "
                                       f"manager or above (by: {_named(e.by)}; present: {_named(e.present)})")
    if not _has(e.by, lambda r: at_least(r, Role.FLOORPERSON)):
        raise refuse(_alt(cfg, "(iii)"), f"the floorperson or above, or the assistant shift manager or above, "
                                         f"inspects the dice (by: {_named(e.by)})")
    return alt


def package(cfg: DiceConfig, g: Game) -> tuple[str, int]:
    """The clause and the number of dice of a sealed package of ``g``'s dice under the facility's alternative."""
    alt = cfg.alternative
    items = {Alternative.TWO: ("(v)", {"cup": "(A)", "sic_bo": "(B)", "pai_gow": "(C)"}),
             Alternative.THREE: ("(iv)", {"cup": "(A)", "sic_bo": "(B)", "pai_gow": "(C)"})}
    paragraph, item = items.get(alt, ("(v)", {"cup": "(A)", "sic_bo": "(B)", "pai_gow": "(C)"}))
    kind = "cup" if g.cup else "sic_bo" if g is Game.SIC_BO else "pai_gow"
    size = cfg.tdf_sealed_set_size if g is Game.TDF else 5 if g.cup else 3
    return _alt(cfg, paragraph + item[kind]), size


@cites("pa:603a.13(f)(1)(iv)", "pa:603a.13(f)(2)(v)", "pa:603a.13(f)(2)(v)(A)", "pa:603a.13(f)(2)(v)(B)",
       "pa:603a.13(f)(2)(v)(C)", "pa:603a.13(f)(3)(iv)", "pa:603a.13(f)(3)(iv)(A)", "pa:603a.13(f)(3)(iv)(B)",
       "pa:603a.13(f)(3)(iv)(C)", "pa:603a.13(f)(3)(iv)(D)")
def _seal(cfg: DiceConfig, s: State, e: Seal) -> tuple[State, Outcomes]:
    d = _set(s, e.set_id)
    alt = cfg.alternative
    if alt is Alternative.ONE:
        raise refuse(_alt(cfg, "(iv)"), "Alternative 1 keeps no sealed dice: reserve dice are inspected at the table "
                                        "before use")
    if d.status is not Status.INSPECTED:
        raise refuse(_alt(cfg, "(v)" if alt is Alternative.TWO else "(iv)"),
                     f"only inspected dice are sealed; set {d.id} is {d.status.value}")
    home = Where.PIT if alt is Alternative.TWO else Where.STORAGE
    if d.where is not home:
        raise refuse(_alt(cfg, "(v)" if alt is Alternative.TWO else "(iv)"),
                     f"under Alternative {alt.value} dice are sealed in the {home.value} area, not at the "
                     f"{d.where.value}")
    clause, size = package(cfg, d.game)
    single = alt is Alternative.THREE and d.dice == 1
    if d.dice != size and not single:
        extra = "; a reserve die may be sealed on its own" if alt is Alternative.THREE else ""
        raise refuse(clause, f"a sealed package of {d.game.value} dice holds {size}, not {d.dice}{extra}")
    if not e.signatures or any(not x.strip() for x in e.signatures):
        raise refuse(_alt(cfg, "(iv)(D)") if single else clause,
                     "the label carries the signatures of those who inspected the dice")
    if e.date != d.inspected:
        raise refuse(_alt(cfg, "(iv)(D)") if single else clause,
                     f"the label carries the date of the inspection, {d.inspected}, not {e.date}")
    reserve = d.reserve or alt is Alternative.TWO
    return attrs.evolve(s, sets={**s.sets, d.id: attrs.evolve(d, status=Status.SEALED, reserve=reserve)}), []


def placing(cfg: DiceConfig, g: Game) -> tuple[str, Callable[[Role], bool], Optional[Role], str]:
    """Who puts ``g``'s dice into the cup or shaker under the facility's alternative: (clause, who may, who must
    watch, in words). Three Dice Football under Alternative 3 follows Mini-Craps (C-8, GAP-T20), Pai Gow Poker follows
    Pai Gow and Asia Poker follows Pai Gow (C-9)."""
    alt = cfg.alternative

    def exactly(role: Role) -> Callable[[Role], bool]:
        return lambda r: r is role

    box, floor, dealer = exactly(Role.BOXPERSON), exactly(Role.FLOORPERSON), exactly(Role.DEALER)
    rule: tuple[str, Callable[[Role], bool], Optional[Role], str]
    kind = "pai_gow" if g in (Game.PAI_GOW, Game.PAI_GOW_POKER, Game.ASIA_POKER) else g.value
    if alt is Alternative.ONE:
        rule = {"craps": ("(iii)(A)", box, Role.DEALER, "the boxperson, the dealer present"),
                "mini_craps": ("(iii)(B)", floor, Role.DEALER, "the floorperson, a dealer present"),
                "tdf": ("(iii)(B)", floor, Role.DEALER, "the floorperson, a dealer present"),
                "sic_bo": ("(iii)(C)", floor, Role.DEALER, "the floorperson, the dealer present"),
                "pai_gow": ("(iii)(D)", floor, Role.DEALER, "the floorperson, the dealer present")}[kind]
    elif alt is Alternative.TWO:
        rule = {"craps": ("(iii)(A)", box, Role.DEALER, "the table's boxperson, the dealer present"),
                "mini_craps": ("(iii)(A)", floor, Role.DEALER, "the table's floorperson, the dealer present"),
                "tdf": ("(iii)(D)", floor, Role.DEALER, "the table's floorperson, the dealer present"),
                "sic_bo": ("(iii)(B)", floor, Role.FLOORPERSON, "the floorperson who inspected them, the other "
                                                                "present"),
                "pai_gow": ("(iii)(C)", dealer, None, "the dealer, at once")}[kind]
    else:
        manual = cfg.sic_bo_shaker is SicBoShaker.MANUAL
        rule = {"craps": ("(v)(A)", box, Role.DEALER, "the boxperson, opening it in front of a dealer"),
                "mini_craps": ("(v)(A)", floor, Role.DEALER, "the floorperson, opening it in front of a dealer"),
                "tdf": ("(v)(A)", floor, Role.DEALER, "the floorperson, opening it in front of a dealer"),
                "sic_bo": ("(v)(B)", (lambda r: at_least(r, Role.FLOORPERSON)) if manual else floor,
                           None if manual else Role.DEALER,
                           "a floorperson or above, securing the sealed shaker" if manual
                           else "the floorperson, opening it in front of the dealer"),
                "pai_gow": ("(v)(C)", floor, Role.DEALER, "a floorperson, opening it in front of the dealer")}[kind]
    part, who, witness, words = rule
    return _alt(cfg, part), who, witness, words


@cites("pa:603a.13(f)(1)(iii)", "pa:603a.13(f)(1)(iii)(A)", "pa:603a.13(f)(1)(iii)(B)", "pa:603a.13(f)(1)(iii)(C)",
       "pa:603a.13(f)(1)(iii)(D)", "pa:603a.13(f)(2)(iii)(A)", "pa:603a.13(f)(2)(iii)(B)",
       "pa:603a.13(f)(2)(iii)(C)", "pa:603a.13(f)(2)(iii)(D)", "pa:603a.13(f)(2)(v)", "pa:603a.13(f)(3)(v)(A)",
       "pa:603a.13(f)(3)(v)(B)", "pa:603a.13(f)(3)(v)(C)", "pa:603a.13(f)(3)(vi)")
def _place(cfg: DiceConfig, s: State, e: Place) -> tuple[State, Outcomes]:
    d = _set(s, e.set_id)
    now = _now(s)
    if d.where is not Where.TABLE or d.table not in s.tables:
        raise refuse(F, f"set {d.id} is not at an open table")
    if d.status is Status.IN_USE:
        raise refuse(F, f"set {d.id} is already in play")
    if d.status is Status.QUARANTINED:
        raise refuse("pa:603a.13(f)(3)(vi)", f"set {d.id} came from a broken seal: it is reinspected before play")
    if d.status is Status.UNINSPECTED:
        clause = {Alternative.ONE: "(iv)" if d.reserve else "(ii)", Alternative.TWO: "(iv)(B)" if d.reserve else "(ii)",
                  Alternative.THREE: "(iv)"}[cfg.alternative]
        raise refuse(_alt(cfg, clause), f"set {d.id} has not been inspected: no die is played uninspected")
    clause, who, witness, words = placing(cfg, d.game)
    if not _has(e.by, who):
        raise refuse(clause, f"{d.game.value} dice are put in play by {words} (by: {_named(e.by)})")
    if witness is not None and witness not in e.present:
        raise refuse(clause, f"{d.game.value} dice are put in play with the {witness.value} present "
                             f"(present: {_named(e.present)})")
    if d.status is Status.SEALED:
        if e.seal_intact is None:
            raise refuse(_alt(cfg, "(v)"), "a sealed package's seal is checked before it is opened: say seal_intact")
        if not e.seal_intact:
            quarantined = attrs.evolve(d, status=Status.QUARANTINED)
            return (attrs.evolve(s, sets={**s.sets, d.id: quarantined}),
                    [Notice(f"quarantined:{d.id}", ("pa:603a.13(f)(3)(vi)",))])
    count_clause, count = COUNT[d.game]
    table = d.table or ""
    if s.dice_in_play(table) + d.dice > count:
        raise refuse(count_clause, f"a {d.game.value} table plays {count} dice: {s.dice_in_play(table)} in play, "
                                   f"set {d.id} adds {d.dice}")
    return attrs.evolve(s, sets={**s.sets, d.id: attrs.evolve(d, status=Status.IN_USE, since=now)}), []


def due(cfg: DiceConfig, d: DiceSet) -> Optional[dt.datetime]:
    """When set ``d``, in play, must be out of play: 24 hours after it went in, or a month for dice in an automated
    Sic Bo shaker (625a.2(b), counted by ``cfg.sic_bo_month``); ``None`` where the seeds set no limit."""
    if d.since is None or d.game not in LIMIT:
        return None
    if d.game is Game.SIC_BO and cfg.sic_bo_shaker is SicBoShaker.AUTOMATED:
        return month_after(d.since, cfg.sic_bo_month)
    return d.since + DAY


def month_after(start: dt.datetime, month: Month) -> dt.datetime:
    """625a.2(b): the end of the month that dice in an automated Sic Bo shaker may play from ``start``, counted as
    ``month`` reads it (GAP-10): thirty days, or to the same day and time of the next month (its last day if it has
    none). The Sic Bo chapter's equipment check counts its month so too."""
    if month is Month.THIRTY_DAYS:
        return start + dt.timedelta(days=30)
    y, m = (start.year + 1, 1) if start.month == 12 else (start.year, start.month + 1)
    return start.replace(year=y, month=m, day=min(start.day, calendar.monthrange(y, m)[1]))


@cites("pa:623a.7(a)", "pa:623a.7(d)", "pa:625a.2(a)", "pa:625a.2(b)", "pa:621a.2(d)", "pa:621a.2(d)(1)",
       "pa:659a.2(c)(1)(i)", "pa:661a.4(a)", "pa:661a.4(d)")
def _use(cfg: DiceConfig, s: State, e: Use) -> tuple[State, Outcomes]:
    game = s.tables.get(e.table)
    if game is None:
        raise refuse(F, f"table {e.table!r} is not open")
    now = _now(s)
    clause, count = COUNT[game]
    if s.dice_in_play(e.table) != count:
        raise refuse(clause, f"a {game.value} table plays {count} dice; {s.dice_in_play(e.table)} are in play")
    for d in sorted(s.sets.values(), key=lambda d: d.id):
        end = due(cfg, d) if d.in_play and d.table == e.table else None
        if end is not None and now > end:
            raise refuse(LIMIT[game], f"set {d.id} has been in play since {d.since:%Y-%m-%dT%H:%M}: it was due out "
                                      f"at {end:%Y-%m-%dT%H:%M}")
    return s, []


@cites("pa:603a.13(g)", "pa:623a.7(d)", "pa:661a.4(d)")
def _remove(cfg: DiceConfig, s: State, e: Remove) -> tuple[State, Outcomes]:
    d = _set(s, e.set_id)
    if e.reason is Reason.LOST_DIE and d.game not in (Game.CRAPS, Game.MINI_CRAPS, Game.TDF):
        raise refuse(COUNT[d.game][0], f"{d.game.value} dice stay in the shaker: none is lost off the table")
    if e.reason is Reason.LOST_DIE and not d.in_play:
        raise refuse(LIMIT[d.game], f"set {d.id} is not in play: no die of it went off the table")
    gone = attrs.evolve(d, where=Where.OUT, status=Status.REMOVED, since=None)
    s2 = attrs.evolve(s, sets={**s.sets, d.id: gone})
    if e.reason.report:
        return (attrs.evolve(s2, reports=s.reports + (d.id,)),
                [Notice(f"dice_discrepancy_report:{d.id}", ("pa:603a.13(g)",))])
    return s2, []


_HANDLERS: dict[type, Handler] = {
    Clock: _clock, Receive: _receive, OpenTable: _open, CloseTable: _close, Distribute: _distribute,
    Issue: _issue, Inspect: _inspect, Seal: _seal, Place: _place, Use: _use, Remove: _remove,
}


def step(cfg: DiceConfig, s: State, e: object) -> Step[State]:
    """Apply one event. A refused event yields ``Rejected(clause, reason)`` and ``s`` unchanged."""
    return dispatch(_HANDLERS, cfg, s, e, unknown=F, game="a dice")


def replay(cfg: DiceConfig, events: Iterable[object], s: Optional[State] = None) -> tuple[State, list[Step[State]]]:
    """Apply ``events`` in order from ``s`` (nothing received, no table open, by default)."""
    return run(lambda s, e: step(cfg, s, e), s or State(), events)
