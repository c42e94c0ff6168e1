"""What an equipment check finds: one verdict per clause, and the plain-text report (any game); the contracts every
chapter's ``check`` carries, and the checks several chapters word alike (the layout's approval, the drop and tip
boxes, the odds shown on the layout or a sign, the payout limit), each answering under the clause the chapter files
it with, in the chapter's words where they differ."""

from __future__ import annotations

import enum
import functools
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence, TypeVar, cast

import attrs
import icontract

from croupier.reference.contracts import ENABLED
from croupier.reference.money import dollars

__all__ = ["Finding", "Status", "Verdict", "approved_layout", "children", "clause_findings", "drop_and_tip_boxes",
           "equipment_clauses", "every_equipment_clause_once", "fact", "format_report", "heading", "not_applicable",
           "odds_not_offered", "odds_shown", "one_finding_per_clause", "payout_limit", "short", "unmet",
           "verdict"]

F = TypeVar("F", bound=Callable[..., Any])


class Status(enum.Enum):
    """A clause's verdict on a description."""

    PASS = "pass"
    FAIL = "fail"
    NOT_APPLICABLE = "not applicable"  #: the table does not offer what the clause is about


@attrs.frozen(slots=False)
class Finding:
    """One clause's verdict, with what decided it."""

    clause: str
    status: Status
    detail: str

    @property
    def ok(self) -> bool:
        """True unless the clause failed (NOT_APPLICABLE is not a failure)."""
        return self.status is not Status.FAIL


Verdict = tuple[Status, str]


def verdict(problems: list[str], ok: str) -> Verdict:
    """A clause fails with its problems joined, or passes saying ``ok``."""
    return (Status.FAIL, "; ".join(problems)) if problems else (Status.PASS, ok)


def not_applicable(why: str) -> Verdict:
    """The clause is about something the table does not use, for the reason given."""
    return Status.NOT_APPLICABLE, why


def short(cid: str) -> str:
    """A clause id without its jurisdiction: ``"pa:663a.3(a)"`` -> ``"663a.3(a)"``."""
    return cid.split(":", 1)[-1]


def equipment_clauses(rules: object) -> list[str]:
    """The ids of an edition's equipment clauses (``rules``: a :class:`croupier.spec.Ruleset`), in its order."""
    clauses: Mapping[str, object] = getattr(rules, "clauses")
    return [c for c, x in clauses.items() if getattr(x, "kind") == "equipment"]


_equipment = equipment_clauses  # the name the contracts' text gives it


def fact(clause: str, default: Any = False) -> Any:
    """A field of a chapter's table description: a fact the clause ``clause`` is about (its ``clause`` metadata,
    which the description's reader and the traceability tests go by), ``default`` where the description is silent."""
    return attrs.field(default=default, metadata={"clause": clause})


def one_finding_per_clause(check: F) -> F:
    """``check`` (a chapter's ``check(d) -> list[Finding]``) with its contracts: no clause reported twice, none
    outside the description's edition (for a chapter that leaves some equipment clauses to other checks; else
    :func:`every_equipment_clause_once`)."""
    @icontract.ensure(lambda result: len({f.clause for f in result}) == len(result), "one finding per clause",
                      enabled=ENABLED)
    @icontract.ensure(lambda d, result: all(f.clause in d.rules for f in result),
                      "every clause reported is a clause of the description's edition", enabled=ENABLED)
    @functools.wraps(check)
    def checked(d: Any) -> Any:
        return check(d)

    return cast(F, checked)


def every_equipment_clause_once(check: F) -> F:
    """``check`` (a chapter's ``check(d) -> list[Finding]``) with its contracts: as
    :func:`one_finding_per_clause`, and each equipment clause of the edition reported."""
    @icontract.ensure(lambda d, result: set(_equipment(d.rules)) <= {f.clause for f in result},
                      "every equipment clause of the edition is reported", enabled=ENABLED)
    @functools.wraps(check)
    def checked(d: Any) -> Any:
        return check(d)

    return one_finding_per_clause(cast(F, checked))


def children(head: str, got: Mapping[str, Verdict]) -> list[str]:
    """The clauses in ``got`` directly under ``head``: one more level of the id."""
    return [c for c in got if c.startswith(head + "(") and c.count("(") == head.count("(") + 1]


def heading(head: str, got: Mapping[str, Verdict], under: Sequence[str], parts: str = "paragraphs") -> Verdict:
    """A heading's verdict from its own requirement (if ``got`` has one) and its ``under`` clauses': not applicable
    when its own is, or when it has none and none of theirs applies; else failing with what fails."""
    own = got.get(head)
    if own is not None and own[0] is Status.NOT_APPLICABLE:
        return own
    if own is None and under and all(got[c][0] is Status.NOT_APPLICABLE for c in under):
        return not_applicable("none of its paragraphs applies")
    failing = [short(c) for c in under if got[c][0] is Status.FAIL]
    problems = ([own[1]] if own is not None and own[0] is Status.FAIL else []) + (
        [f"fails through {', '.join(failing)}"] if failing else [])
    return verdict(problems, (f"{own[1]}; " if own is not None else "") + f"its {len(under)} {parts} pass or do not "
                                                                           "apply")


def clause_findings(d: Any, parts: Iterable[Callable[[Any], dict[str, Verdict]]], headings: Iterable[str], *,
                    nested: bool = False, under_word: str = "paragraphs") -> list[Finding]:
    """One finding per clause a chapter's ``parts`` report on description ``d``, in the order of the text
    (``d.rules``), each of ``headings`` getting its verdict from the clauses under it (:func:`heading`): those one
    level down, or with ``nested`` those at every level down (called ``under_word``)."""
    got: dict[str, Verdict] = {}
    for part in parts:
        got.update(part(d))
    clauses: Mapping[str, object] = getattr(d.rules, "clauses")
    for head in headings:
        under = [c for c in clauses if c.startswith(head + "(") and c in got] if nested else children(head, got)
        got[head] = heading(head, got, under, under_word)
    return [Finding(c, *got[c]) for c in clauses if c in got]


def unmet(pairs: tuple[tuple[str, bool], ...]) -> list[str]:
    """The problems whose fact is false: each pair is (the problem, the fact a description declares)."""
    return [w for w, ok in pairs if not ok]


def approved_layout(d: Any) -> tuple[Verdict, Verdict]:
    """The layout approved by the Bureau of Gaming Operations, and the holder's name or logo on it (``d``: a
    description with ``layout_approved`` and ``layout_logo``)."""
    return (verdict(unmet((("the layout is not declared approved by the Bureau of Gaming Operations",
                            d.layout_approved),)), "layout approved (declared)"),
            verdict(unmet((("no name or logo of the certificate holder on the layout", d.layout_logo),)),
                    "the holder's name or logo on the layout"))


def drop_and_tip_boxes(d: Any) -> Verdict:
    """The drop box and tip box attached on the dealer's side, one either side of him where approved, or the tip box
    elsewhere where the Bureau of Casino Compliance approved it (``d``: a description with the fields read here)."""
    boxes = unmet((("no drop box attached to the table", d.drop_box_attached),
                   ("no tip box attached to the table", d.tip_box_attached)))
    if d.tip_box_elsewhere_approved:
        boxes += unmet((("the drop box is not on the dealer's side", d.boxes_dealer_side),))
        where = "drop box on the dealer's side; the tip box where the Bureau of Casino Compliance approved instead"
    else:
        boxes += unmet((("the boxes are not on the dealer's side of the table", d.boxes_dealer_side),
                        ("the boxes are not on opposite sides of the dealer", d.boxes_either_side_of_dealer),
                        ("the boxes' places are not declared approved by the Bureau of Casino Compliance",
                         d.boxes_where_approved)))
        where = "drop box and tip box on the dealer's side, one either side of him, where approved"
    return verdict(boxes, where)


def odds_shown(want: Mapping[str, tuple[Any, str]], layout: Mapping[str, Any], sign: Mapping[str, Any],
               show: Callable[[Any], str] = str, note_missing: bool = False) -> list[str]:
    """The problems of the odds a layout and a sign at the table show for the rows of ``want`` (row -> (its odds, a
    note such as its clause, added in parentheses to a problem with the row's odds; "" for none)): a row shown on
    neither, and a row shown at other odds (``show``: how odds are written); with ``note_missing`` the note is added to
    a row shown on neither too."""
    problems: list[str] = []
    for name, (odds, note) in want.items():
        tail = f" ({note})" if note else ""
        if name not in layout and name not in sign:
            problems.append(f"no odds shown for {name} on the layout or a sign{tail if note_missing else ''}")
        for where, shown in (("layout", layout), ("sign", sign)):
            got = shown.get(name)
            if got is not None and got != odds:
                problems.append(f"{name} shown on the {where} as {show(got)}, not {show(odds)}{tail}")
    return problems


def odds_not_offered(wager: str, rows: Sequence[str], layout: Mapping[str, Any], sign: Mapping[str, Any]
                     ) -> list[str]:
    """The problems of a layout and a sign showing odds of ``rows`` of a ``wager`` the table does not offer."""
    problems: list[str] = []
    for where, shown in (("layout", layout), ("sign", sign)):
        found = [k for k in rows if k in shown]
        if found:
            problems.append(f"the {where} shows {wager} odds ({', '.join(found)}), but the table does not offer the "
                            "wager")
    return problems


def payout_limit(d: Any, cap: Optional[int], least: int, *, law: str, field: str, generic: str,
                 least_shown: bool) -> Verdict:
    """Where a payout cap is set (``cap``, in cents, under clause ``law``: at least ``least``; ``field``: the election
    that sets it), its amount inscribed on the layout of description ``d`` or stated on a sign at the table, and every
    amount shown the cap; where none is set, not applicable unless an amount is shown anyway. ``generic``: the
    chapter's words for a layout that only refers to a posted limit; ``least_shown``: the verdict names the least."""
    amounts = [(w, a) for w, a in (("layout", d.layout_payout_limit), ("sign", d.sign_payout_limit)) if a is not None]
    if cap is None:
        if amounts:
            return Status.FAIL, "; ".join(f"the {w} states a payout limit of {dollars(a)}, but no cap is set ({field})"
                                          for w, a in amounts)
        return not_applicable(f"no payout cap is set under {law} ({field})")
    problems = [] if cap >= least else [f"the cap of {dollars(cap)} is under the {dollars(least)} of {law}"]
    problems += [f"the {w} states a payout limit of {dollars(a)}, not the cap of {dollars(cap)}"
                 for w, a in amounts if a != cap]
    if d.layout_payout_limit is None and d.sign_payout_limit is None:
        problems.append(f"{generic}, but no sign at the table states it" if d.layout_payout_limit_generic else
                        "the payout limit is neither inscribed on the layout nor stated on a sign at the table")
    where = "inscribed on the layout" if d.layout_payout_limit is not None else "stated on the sign"
    return verdict(problems, f"the cap of {dollars(cap)}{f' (at least {dollars(least)})' if least_shown else ''}, "
                             f"{where}")


def format_report(findings: list[Finding]) -> str:
    """A plain-text table, one line per clause (clause, status, detail), then the totals."""
    head = ("clause", "status", "detail")
    rows = [(f.clause, f.status.value, f.detail) for f in findings]
    w0 = max(len(r[0]) for r in [head, *rows])
    w1 = max(len(r[1]) for r in [head, *rows])
    lines = [f"{a:<{w0}}  {b:<{w1}}  {c}".rstrip() for a, b, c in [head, *rows]]
    lines.insert(1, f"{'-' * w0}  {'-' * w1}  {'-' * len(head[2])}")
    count = {s: sum(1 for f in findings if f.status is s) for s in Status}
    lines.append(
        f"{count[Status.PASS]} pass, {count[Status.FAIL]} fail, {count[Status.NOT_APPLICABLE]} not applicable"
    )
    return "\n".join(lines)
