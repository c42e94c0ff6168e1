"""An independent dice log: the records a table-management system keeps of a facility's dice under 58 Pa. Code
603a.13(f) and (g) (the 2013 proposal), with the game chapters' limits.

This is the bundled "vendor" implementation the conformance suite runs against the reference model for
``--game dice``. It is written from the spec (``spec/controls/pa-603a@2013p.toml``, the options and readings of
``spec/controls/tables.toml`` with ``game = "dice"``, and the game chapters' dice clauses 623a.7(a), (d), 625a.2(a),
(b), 621a.2(d), (d)(1), 659a.2(c)(1)(i), 661a.4(a), (d)) and the protocol (``conformance/INTERPRETING.md``), and it
shares no code with :mod:`croupier.reference`. It is deliberately plain: one dictionary per set, one table of who may
do each step under each alternative, one method per event, so that a catalogue of mutants (realistic vendor bugs,
``dice_log_mutants.py``) can each change one obvious place.

Supported profile options: ``game`` = ``dice``; ``ruleset`` (``pa-603a@2013p``); ``alternative`` (1, 2, 3);
``sic_bo_shaker`` (manual, automated); ``tdf_sealed_set_size`` (5, 6); ``sic_bo_month`` (calendar_month, 30_days).
Anything else is :class:`Unsupported`. The engine reports clauses, observable state and notices.
"""

from __future__ import annotations

import calendar
import datetime as dt
from typing import Any, Callable, Mapping, Optional

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.protocol import ProtocolError

__all__ = ["DiceEngine", "DiceLog"]

Message = dict[str, Any]
RULESET = "pa-603a@2013p"
F = "pa:603a.13(f)"
G = "pa:603a.13(g)"
GAMES = ("craps", "mini_craps", "sic_bo", "tdf", "pai_gow", "pai_gow_poker", "asia_poker")
CUP_GAMES = ("craps", "mini_craps", "tdf")
SHAKER_LIKE_PAI_GOW = ("pai_gow", "pai_gow_poker", "asia_poker")  # C-8, C-9
ROLES = ("dealer", "boxperson", "floorperson", "pit_manager", "assistant_shift_manager", "shift_manager", "security")
#: the supervisors, lowest first ("or above")
RANKS = {"floorperson": 1, "pit_manager": 2, "assistant_shift_manager": 3, "shift_manager": 4}
REASONS = ("tampering", "defect", "board_request", "lost_die", "change")
REPORTED = ("tampering", "defect", "board_request")  # 603a.13(g)
TOOLS = ("micrometer", "balancing_caliper", "steel_set_square", "magnet")
#: dice at a table of each game, and where the chapter says so
TABLE_DICE = {"craps": (5, "pa:623a.7(a)"), "mini_craps": (5, "pa:623a.7(a)"), "tdf": (6, "pa:661a.4(a)"),
              "sic_bo": (3, "pa:625a.2(a)"), "pai_gow": (3, "pa:621a.2(d)"),
              "pai_gow_poker": (3, "pa:603a.13(f)(2)(v)(C)"), "asia_poker": (3, "pa:659a.2(c)(1)(i)")}
#: the limit on time in play and its clause (none printed for Pai Gow Poker)
TIME_LIMIT = {"craps": "pa:623a.7(d)", "mini_craps": "pa:623a.7(d)", "tdf": "pa:661a.4(d)", "sic_bo": "pa:625a.2(b)",
              "pai_gow": "pa:621a.2(d)(1)", "asia_poker": "pa:659a.2(c)(1)(i)"}
HOURS_IN_PLAY = 24
STAMP = "%Y-%m-%dT%H:%M"


def rank(role: str) -> int:
    return RANKS.get(role, 0)


def parse_profile(game: str, profile: Mapping[str, Any]) -> dict[str, Any]:
    if game != "dice":
        raise Unsupported("game", f"this log keeps dice only, not {game!r}")
    known = {"game": ("dice",), "ruleset": (RULESET,), "alternative": ("1", "2", "3"),
             "sic_bo_shaker": ("manual", "automated"), "tdf_sealed_set_size": ("5", "6"),
             "sic_bo_month": ("calendar_month", "30_days")}
    cfg = {"alternative": "1", "sic_bo_shaker": "manual", "tdf_sealed_set_size": "5", "sic_bo_month": "calendar_month"}
    for k, v in profile.items():
        if k not in known or str(v) not in known[k]:
            raise Unsupported(k, f"not supported: {v!r}")
        cfg[k] = str(v)
    return cfg


class Refused(Exception):
    def __init__(self, clause: str, reason: str) -> None:
        super().__init__(reason)
        self.clause = clause
        self.reason = reason


def _str(m: Message, k: str) -> str:
    v = m.get(k)
    if not isinstance(v, str) or not v.strip():
        raise ProtocolError(k, "a non-empty string")
    return v


def _list(m: Message, k: str, allowed: Optional[tuple[str, ...]] = None, optional: bool = False) -> list[str]:
    if optional and k not in m:
        return []
    v = m.get(k)
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ProtocolError(k, "a list of strings")
    if allowed is not None and any(x not in allowed for x in v):
        raise ProtocolError(k, "unknown role")
    return list(v)


def _flag(m: Message, k: str) -> bool:
    v = m.get(k, False)
    if not isinstance(v, bool):
        raise ProtocolError(k, "true or false")
    return v


def _choice(m: Message, k: str, options: tuple[str, ...]) -> str:
    v = m.get(k)
    if v not in options:
        raise ProtocolError(k, f"one of {options}")
    return str(v)


def _stamp(m: Message, k: str) -> dt.datetime:
    v = m.get(k)
    if not isinstance(v, str) or len(v) != 16:
        raise ProtocolError(k, "YYYY-MM-DDTHH:MM")
    try:
        return dt.datetime.strptime(v, STAMP)
    except ValueError:
        raise ProtocolError(k, "YYYY-MM-DDTHH:MM") from None


def _day(m: Message, k: str) -> dt.date:
    v = m.get(k)
    if not isinstance(v, str) or len(v) != 10:
        raise ProtocolError(k, "YYYY-MM-DD")
    try:
        return dt.date.fromisoformat(v)
    except ValueError:
        raise ProtocolError(k, "YYYY-MM-DD") from None


class DiceLog(Table):
    """One facility's dice records."""

    def __init__(self, cfg: dict[str, Any]) -> None:
        self.cfg = cfg
        self.alt = cfg["alternative"]
        self.now: Optional[dt.datetime] = None
        self.sets: dict[str, dict[str, Any]] = {}
        self.open_tables: dict[str, str] = {}
        self.reports: list[str] = []

    def para(self, part: str, alt: Optional[str] = None) -> str:
        return f"{F}({alt or self.alt}){part}"

    # --- protocol -------------------------------------------------------------------------------

    def event(self, m: Message) -> list[Message]:
        if not isinstance(m, dict):
            raise ProtocolError("(event)", "an object")
        handler: Optional[Callable[[Message], list[Message]]] = getattr(self, f"on_{m.get('type')}", None)
        if handler is None or m.get("type") not in ("clock", "receive", "open_table", "close_table", "distribute",
                                                   "issue", "inspect", "seal", "place", "use", "remove"):
            raise ProtocolError("type", "not a dice event")
        try:
            return handler(m)
        except Refused as r:
            return [{"type": "rejected", "clause": r.clause, "reason": r.reason}]

    def state(self) -> Message:
        def when(t: Optional[dt.datetime]) -> Optional[str]:
            return None if t is None else t.strftime(STAMP)

        return {
            "now": when(self.now),
            "tables": [{"table": t, "game": g, "dice": self.in_play_at(t)}
                       for t, g in sorted(self.open_tables.items())],
            "sets": [{"set": k, "game": d["game"], "dice": d["dice"], "where": d["where"], "status": d["status"],
                      "reserve": d["reserve"], "table": d["table"],
                      "inspected": None if d["inspected"] is None else d["inspected"].isoformat(),
                      "since": when(d["since"]), "due": when(self.due_out(d))} for k, d in sorted(self.sets.items())],
            "reports": list(self.reports),
        }

    # --- lookups --------------------------------------------------------------------------------

    def in_play_at(self, table: str) -> int:
        return sum(d["dice"] for d in self.sets.values() if d["status"] == "in_use" and d["table"] == table)

    def due_out(self, d: dict[str, Any]) -> Optional[dt.datetime]:
        start = d["since"]
        if start is None or d["game"] not in TIME_LIMIT:
            return None
        if d["game"] == "sic_bo" and self.cfg["sic_bo_shaker"] == "automated":
            if self.cfg["sic_bo_month"] == "30_days":
                return start + dt.timedelta(days=30)
            year, month = divmod(start.year * 12 + start.month, 12)  # the next month
            month += 1
            last = calendar.monthrange(year, month)[1]
            return start.replace(year=year, month=month, day=min(start.day, last))
        return start + dt.timedelta(hours=HOURS_IN_PLAY)

    def lookup(self, m: Message) -> dict[str, Any]:
        sid = _str(m, "set")
        d = self.sets.get(sid)
        if d is None:
            raise Refused(F, f"no set {sid!r}")
        if d["status"] == "removed":
            raise Refused(G, f"set {sid} was removed")
        if d["status"] == "retired":
            raise Refused(TIME_LIMIT.get(d["game"], F), f"set {sid} was retired with its table")
        return d

    def clock_set(self) -> dt.datetime:
        if self.now is None:
            raise Refused(F, "no clock yet")
        return self.now

    # --- events ---------------------------------------------------------------------------------

    def on_clock(self, m: Message) -> list[Message]:
        at = _stamp(m, "at")
        if self.now is not None and at < self.now:
            raise Refused(F, "time goes forward")
        self.now = at
        return []

    def on_receive(self, m: Message) -> list[Message]:
        sid, game = _str(m, "set"), _choice(m, "game", GAMES)
        n = m.get("dice")
        if isinstance(n, bool) or not isinstance(n, int):
            raise ProtocolError("dice", "an integer")
        if sid in self.sets:
            raise Refused(F, f"{sid} exists")
        most, clause = TABLE_DICE[game]
        if n < 1 or n > most:
            raise Refused(clause, f"1 to {most} dice")
        self.sets[sid] = {"game": game, "dice": n, "where": "storage", "status": "uninspected", "reserve": False,
                          "table": None, "inspected": None, "procedure": None, "since": None}
        return []

    def on_open_table(self, m: Message) -> list[Message]:
        table, game = _str(m, "table"), _choice(m, "game", GAMES)
        if table in self.open_tables:
            raise Refused(self.para("(ii)") if self.alt == "1" else F, "already open")
        self.open_tables[table] = game
        return []

    def on_close_table(self, m: Message) -> list[Message]:
        table = _str(m, "table")
        if table not in self.open_tables:
            raise Refused(F, "not open")
        del self.open_tables[table]
        for d in self.sets.values():
            if d["table"] == table and d["where"] == "table":
                d.update(where="out", status="retired", since=None)
        return []

    def on_distribute(self, m: Message) -> list[Message]:
        d = self.lookup(m)
        by = _list(m, "by", ROLES)
        reserve = _flag(m, "reserve")
        part = "(v)" if self.alt == "3" else "(i)"
        if d["where"] != "storage":
            raise Refused(self.para(part), "not in storage")
        if self.alt == "3" and d["status"] != "sealed":
            raise Refused(self.para("(iv)"), "inspect and seal first")
        if self.alt == "3" and d["dice"] == 1 and not reserve:
            raise Refused(self.para("(iv)(D)"), "single dice are reserve dice")
        if not (any(rank(r) >= 3 for r in by) and "security" in by):
            raise Refused(self.para(part), "assistant shift manager or above with security")
        d.update(where="pit", reserve=reserve)
        return []

    def inspectors_in_pit(self, game: str) -> tuple[str, ...]:
        return ("boxperson", "floorperson") if game in ("craps", "mini_craps") else ("floorperson",)

    def on_issue(self, m: Message) -> list[Message]:
        d = self.lookup(m)
        table = _str(m, "table")
        by, present = _list(m, "by", ROLES), _list(m, "present", ROLES, optional=True)
        game = self.open_tables.get(table)
        if game is None:
            raise Refused(self.para({"1": "(ii)", "2": "(iii)", "3": "(v)"}[self.alt]), "table not open")
        if d["where"] != "pit":
            raise Refused(F, "not in the pit")
        if game != d["game"]:
            raise Refused(TABLE_DICE[game][1], "other game")
        if self.alt == "2" and d["status"] == "uninspected":
            raise Refused(self.para("(iv)(B)" if d["reserve"] else "(ii)"), "inspect in the pit first")
        if self.alt == "3" and d["status"] == "uninspected":
            raise Refused(self.para("(iv)"), "only sealed dice")
        if d["status"] == "inspected" and d["procedure"] == "2" and not d["reserve"]:
            ok = self.inspectors_in_pit(d["game"])
            if not (set(by) & set(ok) and set(present) & set(ok)):
                item = {"craps": "(A)", "mini_craps": "(A)", "sic_bo": "(B)", "tdf": "(D)"}.get(d["game"], "(C)")
                raise Refused(self.para("(iii)" + item, "2"), "the inspector hands them over, watched")
        elif not any(rank(r) >= 2 for r in by):
            raise Refused(self.para({"1": "(ii)", "2": "(iv)(A)", "3": "(v)"}[self.alt]), "pit manager or above")
        d.update(where="table", table=table)
        return []

    def on_inspect(self, m: Message) -> list[Message]:
        d = self.lookup(m)
        by, present = _list(m, "by", ROLES), _list(m, "present", ROLES, optional=True)
        tools = _list(m, "instruments")
        visible, told = _flag(m, "visible"), _flag(m, "surveillance_notified")
        now = self.clock_set()
        if d["status"] not in ("uninspected", "quarantined"):
            raise Refused(F, "already inspected")
        how = self.procedure(d, by, present, told)
        part = "(iii)" if how == "3" else "(ii)"
        have = set(tools) | ({"micrometer"} if "approved_equivalent" in tools else set())
        if not set(TOOLS) <= have:
            raise Refused(self.para(part, how), "four instruments")
        if not visible:
            raise Refused(self.para("(viii)" if how == "3" else part, how), "surveillance must see it")
        d.update(status="inspected", inspected=now.date(), procedure=how)
        return []

    def procedure(self, d: dict[str, Any], by: list[str], present: list[str], told: bool) -> str:
        game = d["game"]
        at_table = "boxperson" if game == "craps" else "floorperson"
        pit = self.inspectors_in_pit(game)
        if d["status"] == "quarantined":  # (f)(3)(vi): reinspect under (1) or (2)
            if d["where"] == "table" and at_table in by and "dealer" in present:
                return "1"
            if set(by) & set(pit) and set(present) & set(pit):
                return "2"
            raise Refused("pa:603a.13(f)(3)(vi)", "reinspect as alternative 1 or 2")
        if self.alt == "1":
            if d["where"] != "table":
                raise Refused(self.para("(iv)" if d["reserve"] else "(ii)"), "at the table")
            if at_table not in by or "dealer" not in present:
                raise Refused(self.para("(ii)"), "inspector and dealer")
            return "1"
        if self.alt == "2":
            if d["where"] != "pit":
                raise Refused(self.para("(i)"), "in the pit")
            if d["reserve"]:
                if not (any(rank(r) >= 1 for r in by) and any(rank(r) >= 1 for r in present)):
                    raise Refused(self.para("(iv)(B)"), "two floorpersons or above")
                return "2"
            if not (set(by) & set(pit) and set(present) & set(pit)):
                raise Refused(self.para("(i)" + ("(A)" if game in ("craps", "mini_craps") else "(B)")), "two")
            return "2"
        if d["where"] != "storage":
            raise Refused(self.para("(i)"), "in storage")
        if not told:
            raise Refused(self.para("(ii)"), "tell surveillance first")
        people = by + present
        if not (sum(1 for r in people if rank(r) >= 1) >= 2 and any(rank(r) >= 3 for r in people)
                and "security" in people):
            raise Refused(self.para("(i)"), "who attends")
        if not any(rank(r) >= 1 for r in by):
            raise Refused(self.para("(iii)"), "who inspects")
        return "3"

    def package_rule(self, game: str) -> tuple[str, int]:
        para = "(v)" if self.alt == "2" else "(iv)"
        if game in CUP_GAMES:
            size = int(self.cfg["tdf_sealed_set_size"]) if game == "tdf" else 5
            return self.para(para + "(A)"), size
        return self.para(para + ("(B)" if game == "sic_bo" else "(C)")), 3

    def on_seal(self, m: Message) -> list[Message]:
        d = self.lookup(m)
        when = _day(m, "date")
        names = _list(m, "signatures")
        if self.alt == "1":
            raise Refused(self.para("(iv)"), "no sealed dice in alternative 1")
        para = "(v)" if self.alt == "2" else "(iv)"
        if d["status"] != "inspected":
            raise Refused(self.para(para), "inspect first")
        home = "pit" if self.alt == "2" else "storage"
        if d["where"] != home:
            raise Refused(self.para(para), "sealed where they were inspected")
        clause, size = self.package_rule(d["game"])
        single = self.alt == "3" and d["dice"] == 1
        if d["dice"] != size and not single:
            raise Refused(clause, "package size")
        label_clause = self.para("(iv)(D)") if single else clause
        if not names or any(not x.strip() for x in names):
            raise Refused(label_clause, "signatures")
        if when != d["inspected"]:
            raise Refused(label_clause, "date of inspection")
        d.update(status="sealed", reserve=d["reserve"] or self.alt == "2")
        return []

    def placer(self, game: str) -> tuple[str, Callable[[str], bool], Optional[str]]:
        """(clause, who may put the dice in play, who must watch)."""
        kind = "pai_gow" if game in SHAKER_LIKE_PAI_GOW else game
        box: Callable[[str], bool] = lambda r: r == "boxperson"  # noqa: E731
        floor: Callable[[str], bool] = lambda r: r == "floorperson"  # noqa: E731
        if self.alt == "1":
            part = {"craps": "(iii)(A)", "mini_craps": "(iii)(B)", "tdf": "(iii)(B)", "sic_bo": "(iii)(C)",
                    "pai_gow": "(iii)(D)"}[kind]
            return self.para(part), box if kind == "craps" else floor, "dealer"
        if self.alt == "2":
            if kind == "pai_gow":
                return self.para("(iii)(C)"), lambda r: r == "dealer", None
            if kind == "sic_bo":
                return self.para("(iii)(B)"), floor, "floorperson"
            part = {"craps": "(iii)(A)", "mini_craps": "(iii)(A)", "tdf": "(iii)(D)"}[kind]
            return self.para(part), box if kind == "craps" else floor, "dealer"
        if kind == "sic_bo" and self.cfg["sic_bo_shaker"] == "manual":
            return self.para("(v)(B)"), lambda r: rank(r) >= 1, None
        part = {"craps": "(v)(A)", "mini_craps": "(v)(A)", "tdf": "(v)(A)", "sic_bo": "(v)(B)",
                "pai_gow": "(v)(C)"}[kind]
        return self.para(part), box if kind == "craps" else floor, "dealer"

    def on_place(self, m: Message) -> list[Message]:
        d = self.lookup(m)
        sid = m["set"]
        by, present = _list(m, "by", ROLES), _list(m, "present", ROLES, optional=True)
        intact = m.get("seal_intact")
        if intact is not None and not isinstance(intact, bool):
            raise ProtocolError("seal_intact", "true, false or absent")
        now = self.clock_set()
        if d["where"] != "table" or d["table"] not in self.open_tables:
            raise Refused(F, "not at an open table")
        if d["status"] == "in_use":
            raise Refused(F, "already in play")
        if d["status"] == "quarantined":
            raise Refused("pa:603a.13(f)(3)(vi)", "reinspect first")
        if d["status"] == "uninspected":
            part = {"1": "(iv)" if d["reserve"] else "(ii)", "2": "(iv)(B)" if d["reserve"] else "(ii)",
                    "3": "(iv)"}[self.alt]
            raise Refused(self.para(part), "uninspected")
        clause, who, witness = self.placer(d["game"])
        if not any(who(r) for r in by) or (witness is not None and witness not in present):
            raise Refused(clause, "wrong hands")
        if d["status"] == "sealed":
            if intact is None:
                raise Refused(self.para("(v)"), "check the seal")
            if not intact:
                d["status"] = "quarantined"
                return [{"type": "notice", "what": f"quarantined:{sid}", "clauses": ["pa:603a.13(f)(3)(vi)"]}]
        most, count_clause = TABLE_DICE[d["game"]]
        if self.in_play_at(d["table"]) + d["dice"] > most:
            raise Refused(count_clause, "too many dice")
        d.update(status="in_use", since=now)
        return []

    def on_use(self, m: Message) -> list[Message]:
        table = _str(m, "table")
        game = self.open_tables.get(table)
        if game is None:
            raise Refused(F, "not open")
        now = self.clock_set()
        most, clause = TABLE_DICE[game]
        if self.in_play_at(table) != most:
            raise Refused(clause, "wrong number of dice")
        for sid in sorted(self.sets):
            d = self.sets[sid]
            if d["status"] == "in_use" and d["table"] == table:
                end = self.due_out(d)
                if end is not None and now > end:
                    raise Refused(TIME_LIMIT[game], "overdue")
        return []

    def on_remove(self, m: Message) -> list[Message]:
        d = self.lookup(m)
        sid = m["set"]
        reason = _choice(m, "reason", REASONS)
        if reason == "lost_die" and d["game"] not in CUP_GAMES:
            raise Refused(TABLE_DICE[d["game"]][1], "shaker dice are not lost")
        if reason == "lost_die" and d["status"] != "in_use":
            raise Refused(TIME_LIMIT[d["game"]], "not in play")
        d.update(where="out", status="removed", since=None)
        if reason in REPORTED:
            self.reports.append(sid)
            return [{"type": "notice", "what": f"dice_discrepancy_report:{sid}", "clauses": [G]}]
        return []


class DiceEngine(Engine):
    """The example dice log, reporting clauses, observable state and notices."""

    name = "croupier-example-dice-log"
    version = "1"
    games = ("dice",)
    reports = ("clauses", "state", "notices")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return DiceLog(parse_profile(game, profile))
