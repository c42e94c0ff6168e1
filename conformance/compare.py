"""Agreement between the reference's outcomes and an implementation's (INTERPRETING.md, section 4).

``expected``: the reference's outcomes for one event (protocol form);
``reply``: the implementation's reply; ``reports``: what the implementation
declared it reports. Each function returns what differs, in words, or ``None``.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any, Iterable, Optional

__all__ = ["clauses_of", "outcomes_problem", "refused", "state_problem"]

Message = dict[str, Any]


def _amount(x: Any) -> Any:
    try:
        return Fraction(x)
    except (TypeError, ValueError, ZeroDivisionError):
        return ("unreadable", x)


def refused(outcomes: Optional[list[Message]]) -> bool:
    """A step is refused when its outcomes hold a rejection (``None`` stands for an ``error`` reply)."""
    return outcomes is None or any(o.get("type") == "rejected" for o in outcomes)


def _money_key(o: Message) -> Optional[tuple[Any, ...]]:
    t = o.get("type")
    if t == "settlement":
        return (t, o.get("seat"), o.get("bet"), o.get("result"), _amount(o.get("amount")),
                _amount(o.get("commission", "0")))
    if t in ("commission", "returned"):
        return (t, o.get("seat"), o.get("bet"), _amount(o.get("amount")))
    return None


def _show(key: tuple[Any, ...]) -> str:
    t, seat, bet, *rest = key
    text = f"{t} seat {seat} {bet}: " + " ".join(str(v) for v in rest[:2])
    if t == "settlement" and rest[-1] != 0:
        text += f" (commission {rest[-1]})"
    return text


def _diff(expected: Counter[Any], actual: Counter[Any], show: Any = _show) -> Optional[str]:
    missing, extra = expected - actual, actual - expected
    if not missing and not extra:
        return None
    parts = []
    if missing:
        parts.append("missing " + "; ".join(show(k) for k in sorted(missing.elements(), key=repr)))
    if extra:
        parts.append("unexpected " + "; ".join(show(k) for k in sorted(extra.elements(), key=repr)))
    return ", ".join(parts)


def outcomes_problem(expected: Optional[list[Message]], actual: Optional[list[Message]],
                     reports: Iterable[str]) -> Optional[str]:
    """What differs between the outcomes of one step, or ``None`` when the two sides agree.

    ``None`` on either side stands for a malformed event (an ``error`` reply); it must be refused.
    """
    reports = set(reports)
    exp_refused, act_refused = refused(expected), refused(actual)
    if exp_refused != act_refused:
        if expected is None:
            return "accepted a malformed event"
        if exp_refused:
            why = next(o for o in expected if o.get("type") == "rejected")
            return f"accepted an event the reference refuses ({why.get('clause')}: {why.get('reason')})"
        return "refused an event the reference accepts" + (
            "" if actual is None else f" ({'; '.join(str(o.get('clause')) + ': ' + str(o.get('reason')) for o in actual if o.get('type') == 'rejected')})")
    if exp_refused:
        if "clauses" in reports and actual is not None and expected is not None:
            e = next(o for o in expected if o.get("type") == "rejected").get("clause")
            a = next(o for o in actual if o.get("type") == "rejected").get("clause")
            if e != a:
                return f"refused under {a}, the reference under {e}"
        return None
    assert actual is not None and expected is not None
    exp = Counter(k for k in map(_money_key, expected) if k is not None)
    act = Counter(k for k in map(_money_key, actual) if k is not None)
    money = _diff(exp, act)
    if money:
        return money
    if "clauses" in reports:
        e_cl = Counter((k, frozenset(o.get("clauses", ()))) for o in expected if (k := _money_key(o)))
        a_cl = Counter((k, frozenset(o.get("clauses", ()))) for o in actual if (k := _money_key(o)))
        d = _diff(e_cl, a_cl, lambda kc: f"{_show(kc[0])} citing {', '.join(sorted(kc[1])) or 'nothing'}")
        if d:
            return "clauses differ: " + d
    if "notices" in reports:
        e_n = Counter(frozenset(o.get("clauses", ())) for o in expected if o.get("type") == "notice")
        a_n = Counter(frozenset(o.get("clauses", ())) for o in actual if o.get("type") == "notice")
        d = _diff(e_n, a_n, lambda c: "notice citing " + ", ".join(sorted(c)))
        if d:
            return "notices differ: " + d
    return None


def _wagers(s: Message, markers: bool) -> Counter[Any]:
    return Counter((w.get("seat"), w.get("bet"), _amount(w.get("amount"))) + ((w.get("marker", "none"),) if markers else ())
                   for w in s.get("wagers", ()))


def state_problem(expected: Message, actual: Message, reports: Iterable[str]) -> Optional[str]:
    """What differs between two observable states (INTERPRETING.md 4.5), or ``None``.

    Every field of ``expected`` is compared: ``wagers`` as a multiset, Craps'
    ``fire`` as a multiset of point sets, any other list as a multiset (order is
    free), anything else exactly.
    """
    markers = "markers" in set(reports)
    problems = []
    for key, want in expected.items():
        got = actual.get(key)
        if key == "wagers":
            w = _diff(_wagers(expected, markers), _wagers(actual, markers),
                      lambda k: f"seat {k[0]} {k[1]} {k[2]}" + (f" marker {k[3]}" if markers else ""))
            if w:
                problems.append("wagers: " + w)
        elif key == "fire":
            fire_e = Counter(frozenset(f.get("points", ())) for f in want or ())
            fire_a = Counter(frozenset(f.get("points", ())) for f in got or () if isinstance(f, dict))
            if fire_e != fire_a:
                problems.append(f"fire points are {sorted(map(sorted, fire_a.elements()))}, "
                                f"expected {sorted(map(sorted, fire_e.elements()))}")
        elif isinstance(want, list):
            if not isinstance(got, list) or Counter(map(repr, want)) != Counter(map(repr, got)):
                shown = sorted(got, key=repr) if isinstance(got, list) else got
                problems.append(f"{key} is {shown!r}, expected {sorted(want, key=repr)!r}")
        elif got != want or key not in actual:
            problems.append(f"{key} is {got!r}, expected {want!r}")
    return "; ".join(problems) or None


def clauses_of(expected: list[Message]) -> tuple[str, ...]:
    """The clauses the reference's outcomes cite for one step, in order of first appearance."""
    seen: dict[str, None] = {}
    for o in expected:
        for c in ([o["clause"]] if o.get("type") == "rejected" and o.get("clause") else o.get("clauses", ())):
            seen.setdefault(c, None)
    return tuple(seen)
