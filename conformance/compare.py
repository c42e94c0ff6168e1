"""Agreement between the reference's outcomes and an implementation's, and who is to blame (INTERPRETING.md 4, 7).

``expected``: the reference's outcomes for one event (protocol form);
``actual``: the implementation's (``None`` for an ``error`` reply);
``reports``: what the implementation declared it reports; ``rules``: the
game's :class:`OrderRule` s. :func:`compare_step` returns a :class:`Comparison`:
what differs, in words, with the clauses whose requirement differs (blamed,
by aspect), and the clauses whose requirement was compared and agreed
(checked, by aspect). A settlement with the right seat and bet but the wrong
result blames the ``result`` clauses it cites, not its ``amount`` or ``order``
ones, nor the clauses of the outcomes that agreed.
"""

from __future__ import annotations

import functools
from collections import Counter
from fractions import Fraction
from typing import Any, Callable, Iterable, Mapping, Optional

import attrs

from croupier import spec

__all__ = ["Comparison", "Difference", "OrderRule", "about", "clauses_of", "compare_state", "compare_step",
           "observable", "outcomes_problem", "refused", "state_problem"]

Message = dict[str, Any]
MONEY = ("settlement", "commission", "returned")


@functools.lru_cache(maxsize=None)
def about(cid: str) -> tuple[str, ...]:
    """What the clause's requirement is about (spec ``about``); ``()`` for an unknown or unannotated clause."""
    try:
        return spec.clause(cid).about
    except (KeyError, spec.SpecError):
        return ()


def observable(reports: Iterable[str]) -> frozenset[str]:
    """The aspects a run compares for an implementation that reports ``reports`` (INTERPRETING.md 7)."""
    reports = set(reports)
    return frozenset({"acceptance", "wager", "result", "amount", "order"}
                     | ({"state"} if "state" in reports else set())
                     | ({"procedure"} if "notices" in reports else set()))


@attrs.frozen
class OrderRule:
    """A clause that prescribes an order among the money outcomes of one event (protocol 0.2).

    ``rank`` gives an outcome's place in the order (``None``: the rule says nothing of it). The rule is compared on
    a step whose expected outcomes cite ``clause`` or one of ``within`` (or one of their sub-clauses) and hold at
    least two ranks: the implementation's ranked outcomes must then come in an order of non-decreasing rank.
    Outcomes of equal rank may come in any order.

    ``within`` names the clauses whose settlements the ordering clause governs where the reference cites those and
    not the ordering clause itself: 659a.11(e) orders the reveal whose wagers settle under 659a.11(f).

    ``among``, when given, ranks only the outcomes that the reference attributes to one of these clauses (or their
    sub-clauses): an implementation's outcome is ranked by its pair among the expected outcomes (the same money, else
    the same seat and bet), whose clauses the reference gives, since an implementation need not report clauses. A
    surrender settled on the step that turns the hole card is not part of 665a.7(o)'s settlement, and a folded Ante
    collected under 663a.11(b) is not one 663a.11(j) orders.
    """

    clause: str
    what: str  #: the order in words, e.g. "every losing wager collected before any winner is paid"
    rank: Callable[[Message], Any]
    within: tuple[str, ...] = ()
    among: tuple[str, ...] = ()

    def governs(self, cited: Iterable[str]) -> bool:
        """Whether a step whose expected outcomes cite ``cited`` is one this rule orders."""
        return _under(cited, (self.clause, *self.within))

    def ranks(self, o: Message, reference: Optional[Message]) -> Any:
        """The rank of ``o``, whose expected pair is ``reference`` (``None``: unpaired); ``None`` if unranked."""
        if self.among and (reference is None or not _under(_cites(reference), self.among)):
            return None
        return self.rank(o)


def _under(cited: Iterable[str], heads: tuple[str, ...]) -> bool:
    """Whether one of ``cited`` is one of ``heads`` or one of their sub-clauses."""
    prefixes = tuple(h + sep for h in heads for sep in ("(", "#"))
    return any(c in heads or c.startswith(prefixes) for c in cited)


@attrs.frozen
class Difference:
    """One thing that differs on a step, the aspect it differs in, and the clauses blamed (none: unattributed)."""

    text: str
    aspect: str
    blamed: tuple[str, ...] = ()


@attrs.define
class Comparison:
    """The comparison of one step."""

    differences: list[Difference] = attrs.field(factory=list)
    #: clause -> the aspects of its requirement compared on this step that agreed
    checked: dict[str, set[str]] = attrs.field(factory=dict)
    #: the parts of the protocol compared on this step (acceptance, money, order, clauses, notices, state)
    compared: set[str] = attrs.field(factory=set)
    #: clause -> every aspect compared on an outcome that cites it, whether the clause is about it or not (a heading
    #: "pays 30 to 1" is checked for its amount on the outcomes that cite its items and the paytable)
    context: dict[str, set[str]] = attrs.field(factory=dict)

    @property
    def ok(self) -> bool:
        return not self.differences

    @property
    def problem(self) -> Optional[str]:
        return "; ".join(d.text for d in self.differences) or None

    @property
    def blamed(self) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        for d in self.differences:
            for c in d.blamed:
                out.setdefault(c, set()).add(d.aspect)
        return out

    @property
    def unattributed(self) -> list[Difference]:
        return [d for d in self.differences if not d.blamed]

    def check(self, clauses: Iterable[str], aspects: Iterable[str]) -> None:
        """Credit ``clauses`` with the ``aspects`` compared (each clause keeps only its own aspects, if annotated)."""
        aspects = set(aspects)
        for c in clauses:
            self.context.setdefault(c, set()).update(aspects)
            own = set(about(c))
            got = aspects & own if own else aspects
            if got:
                self.checked.setdefault(c, set()).update(got)

    def blame(self, text: str, aspect: str, clauses: Iterable[str], *aspects: str) -> None:
        """Record a difference; blame those of ``clauses`` about ``aspect`` (or one of ``aspects``), or every one of
        them when none is (an unannotated clause is never let off)."""
        clauses = tuple(dict.fromkeys(clauses))
        wanted = {aspect, *aspects}
        own = tuple(c for c in clauses if wanted & set(about(c)))
        self.differences.append(Difference(text, aspect, own or clauses))

    def merge(self, other: "Comparison") -> None:
        self.differences += other.differences
        for c, a in other.checked.items():
            self.checked.setdefault(c, set()).update(a)
        for c, a in other.context.items():
            self.context.setdefault(c, set()).update(a)
        self.compared |= other.compared


def _amount(x: Any) -> Any:
    if type(x) is str and len(x) <= _SHORT:
        return _amount_of_text(x)
    try:
        return Fraction(x)
    except (TypeError, ValueError, ZeroDivisionError):
        return ("unreadable", x)


#: the longest amount text whose value is remembered (an amount of the protocol is a few digits; any other is read anew)
_SHORT = 32


@functools.lru_cache(maxsize=4096)
def _amount_of_text(x: str) -> Any:
    """:func:`_amount` of a short text, remembered: a step compares the same few amounts again and again, and reading a
    fraction from its text is what comparing wagers spends most on."""
    try:
        return Fraction(x)
    except (ValueError, ZeroDivisionError):
        return ("unreadable", x)


def refused(outcomes: Optional[list[Message]]) -> bool:
    """A step is refused when its outcomes hold a rejection (``None`` stands for an ``error`` reply)."""
    return outcomes is None or any(isinstance(o, dict) and o.get("type") == "rejected" for o in outcomes)


def _money_key(o: Message) -> Optional[tuple[Any, ...]]:
    t = o.get("type")
    if t == "settlement":
        return (t, o.get("seat"), o.get("bet"), o.get("result"), _amount(o.get("amount")),
                _amount(o.get("commission", "0")))
    if t in ("commission", "returned"):
        return (t, o.get("seat"), o.get("bet"), _amount(o.get("amount")))
    return None


def _show(o: Message) -> str:
    key = _money_key(o)
    if key is None:
        return repr(o)
    t, seat, bet, *rest = key
    text = f"{t} seat {seat} {bet}: " + " ".join(str(v) for v in rest[:2])
    if t == "settlement" and rest[-1] != 0:
        text += f" (commission {rest[-1]})"
    return text


def _cites(o: Message) -> tuple[str, ...]:
    c = o.get("clauses", ())
    return tuple(x for x in c if isinstance(x, str)) if isinstance(c, list) else ()


def _rejection(outcomes: list[Message]) -> Message:
    return next(o for o in outcomes if isinstance(o, dict) and o.get("type") == "rejected")


def _known(cid: Any) -> bool:
    return isinstance(cid, str) and cid in spec.all_clause_ids()


def compare_step(expected: Optional[list[Message]], actual: Optional[list[Message]], reports: Iterable[str],
                 rules: Iterable[OrderRule] = ()) -> Comparison:
    """Compare the outcomes of one event (INTERPRETING.md 4): acceptance, money, order, clauses, notices."""
    reports = set(reports)
    cmp = Comparison()
    cmp.compared.add("acceptance")
    exp_refused, act_refused = refused(expected), refused(actual)
    if exp_refused != act_refused:
        if expected is None:
            cmp.differences.append(Difference("accepted a malformed event", "acceptance"))
        elif exp_refused:
            why = _rejection(expected)
            cmp.blame(f"accepted an event the reference refuses ({why.get('clause')}: {why.get('reason')})",
                      "acceptance", [str(why.get("clause"))])
        else:
            theirs = [] if actual is None else [o for o in actual if isinstance(o, dict) and o.get("type") == "rejected"]
            said = "; ".join(f"{o.get('clause')}: {o.get('reason')}" for o in theirs)
            cmp.blame("refused an event the reference accepts" + (f" ({said})" if said else ""), "acceptance",
                      [str(c) for c in (o.get("clause") for o in theirs) if _known(c)])
        return cmp
    if exp_refused:
        if expected is None or actual is None:
            return cmp  # a malformed event refused either way
        e = _rejection(expected).get("clause")
        if "clauses" in reports:
            cmp.compared.add("clauses")
            a = _rejection(actual).get("clause")
            if e != a:
                cmp.blame(f"refused under {a}, the reference under {e}", "acceptance", [str(e)])
                return cmp
        cmp.check([str(e)], ["acceptance"])
        return cmp
    assert actual is not None and expected is not None
    cmp.compared.add("money")
    _compare_money(cmp, expected, actual, "clauses" in reports)
    _compare_order(cmp, expected, actual, rules)
    if "notices" in reports:
        cmp.compared.add("notices")
        _compare_notices(cmp, expected, actual)
    return cmp


def _compare_money(cmp: Comparison, expected: list[Message], actual: list[Message], clauses: bool) -> None:
    exp = [o for o in expected if _money_key(o) is not None]
    act = [o for o in actual if isinstance(o, dict) and _money_key(o) is not None]
    if clauses:
        cmp.compared.add("clauses")
    # exact matches first (as a multiset), then pairs of the same seat and bet, then what is left
    rest_a = list(act)
    unmatched: list[Message] = []
    for o in exp:
        k = _money_key(o)
        hit = next((i for i, a in enumerate(rest_a) if _money_key(a) == k), None)
        if hit is None:
            unmatched.append(o)
            continue
        a = rest_a.pop(hit)
        cmp.check(_cites(o), ("wager", "result", "amount"))
        if clauses and frozenset(_cites(o)) != frozenset(_cites(a)):
            missing = [c for c in _cites(o) if c not in _cites(a)]
            extra = [c for c in _cites(a) if c not in _cites(o)]
            cmp.differences.append(Difference(
                f"clauses differ: {_show(o)} cites {', '.join(_cites(a)) or 'nothing'}, "
                f"the reference {', '.join(_cites(o)) or 'nothing'}", "citation",
                tuple(missing) + tuple(c for c in extra if _known(c))))
    for o in unmatched:
        seat, bet = o.get("seat"), o.get("bet")
        same = [i for i, a in enumerate(rest_a) if a.get("seat") == seat and a.get("bet") == bet]
        same.sort(key=lambda i: rest_a[i].get("type") != o.get("type"))
        if not same:
            cmp.blame(f"missing {_show(o)}", "wager", _cites(o), "result")
            continue
        a = rest_a.pop(same[0])
        if a.get("type") != o.get("type") or a.get("result") != o.get("result"):
            cmp.blame(f"{_show(a)}, the reference {_show(o)}", "result", _cites(o))
        else:
            cmp.check(_cites(o), ("wager", "result"))
            cmp.blame(f"{_show(a)}, the reference {_show(o)}", "amount", _cites(o))
    for a in rest_a:
        cmp.differences.append(Difference(f"unexpected {_show(a)}", "wager",
                                          tuple(c for c in _cites(a) if _known(c)) if clauses else ()))


def _compare_order(cmp: Comparison, expected: list[Message], actual: list[Message], rules: Iterable[OrderRule]) -> None:
    cited = {c for o in expected for c in _cites(o)}
    for rule in rules:
        if not rule.governs(cited):
            continue  # the rule governs the steps whose outcomes cite it (or a clause it orders) or a sub-clause
        exp = [o for o in expected if _money_key(o) is not None]
        ranks = {rule.ranks(o, o) for o in exp} - {None}
        if len(ranks) < 2:
            continue  # nothing to order on this step
        act = [o for o in actual if isinstance(o, dict) and _money_key(o) is not None]
        twins = _pairs(exp, act) if rule.among else {}
        seen = [(r, o) for i, o in enumerate(act) if (r := rule.ranks(o, twins.get(i))) is not None]
        cmp.compared.add("order")
        broken = next((i for i in range(1, len(seen)) if seen[i][0] < seen[i - 1][0]), None)
        if broken is None:
            cmp.check([rule.clause], ["order"])
        else:
            cmp.differences.append(Difference(
                f"out of order ({rule.clause}: {rule.what}): {_show(seen[broken][1])} came after "
                f"{_show(seen[broken - 1][1])}", "order", (rule.clause,)))


def _pairs(expected: list[Message], actual: list[Message]) -> dict[int, Message]:
    """Each actual money outcome's expected pair, by index: the same money first, then the same seat and bet (as
    :func:`_compare_money` pairs them)."""
    free = list(range(len(actual)))
    pairs: dict[int, Message] = {}
    rest = []
    for o in expected:
        hit = next((i for i in free if _money_key(actual[i]) == _money_key(o)), None)
        if hit is None:
            rest.append(o)
        else:
            free.remove(hit)
            pairs[hit] = o
    for o in rest:
        hit = next((i for i in free if actual[i].get("seat") == o.get("seat") and actual[i].get("bet") == o.get("bet")),
                   None)
        if hit is not None:
            free.remove(hit)
            pairs[hit] = o
    return pairs


def _compare_notices(cmp: Comparison, expected: list[Message], actual: list[Message]) -> None:
    e_n = Counter(frozenset(_cites(o)) for o in expected if o.get("type") == "notice")
    a_n = Counter(frozenset(_cites(o)) for o in actual if isinstance(o, dict) and o.get("type") == "notice")
    for c in (e_n & a_n).elements():
        cmp.check(c, ["procedure"])
    for c in (e_n - a_n).elements():
        cmp.blame("missing notice citing " + ", ".join(sorted(c)), "procedure", sorted(c))
    for c in (a_n - e_n).elements():
        cmp.differences.append(Difference("unexpected notice citing " + ", ".join(sorted(c)), "procedure",
                                          tuple(sorted(x for x in c if _known(x)))))


def _wagers(s: Message, markers: bool) -> Counter[Any]:
    return Counter((w.get("seat"), w.get("bet"), _amount(w.get("amount"))) + ((w.get("marker", "none"),) if markers else ())
                   for w in s.get("wagers", ()) if isinstance(w, dict))


def _diff(expected: Counter[Any], actual: Counter[Any], show: Any) -> Optional[str]:
    missing, extra = expected - actual, actual - expected
    if not missing and not extra:
        return None
    parts = []
    if missing:
        parts.append("missing " + "; ".join(show(k) for k in sorted(missing.elements(), key=repr)))
    if extra:
        parts.append("unexpected " + "; ".join(show(k) for k in sorted(extra.elements(), key=repr)))
    return ", ".join(parts)


def state_problem(expected: Message, actual: Message, reports: Iterable[str]) -> Optional[str]:
    """What differs between two observable states (INTERPRETING.md 4.5), or ``None``.

    Every field of ``expected`` is compared: ``wagers`` as a multiset, Craps'
    ``fire`` as a multiset of point sets, any other list as a multiset (order is
    free), anything else exactly.
    """
    return "; ".join(_state_fields(expected, actual, reports).values()) or None


def _identical(a: Any, b: Any) -> bool:
    """Whether two JSON values are the same value of the same types, objects with the same keys and arrays in the
    same order (``True`` is not ``1``, nor ``1.0``): a state identical to the expected one has no field that differs,
    and most states are, so the field by field comparison below is needed only where this says no.

    A member of one of the exact types whose equality is exact (:data:`_EXACT`) is compared in place, and an array
    of them at once, rather than by a call per member."""
    t = type(a)
    if t is not type(b):
        return False
    if t is dict:
        if a.keys() != b.keys():
            return False
        for k, v in a.items():
            w = b[k]
            if type(v) in _EXACT:
                if type(w) is not type(v) or not v == w:
                    return False
            elif not _identical(v, w):
                return False
        return True
    if t is list:
        if len(a) != len(b):
            return False
        kinds = list(map(type, a))
        if _EXACT.issuperset(kinds) and kinds == list(map(type, b)):
            return bool(a == b)
        return all(map(_identical, a, b))
    return bool(a == b)


#: the exact types whose ``==`` is identity of value (no float: NaN is not equal to itself)
_EXACT = frozenset({str, int, bool, type(None)})


def _state_fields(expected: Message, actual: Message, reports: Iterable[str]) -> dict[str, str]:
    if not isinstance(actual, dict):
        return {"state": f"the state is {actual!r}, not an object"}
    if _identical(expected, actual):
        return {}
    markers = "markers" in set(reports)
    problems: dict[str, str] = {}
    for key, want in expected.items():
        got = actual.get(key)
        if key in actual and _identical(want, got):
            continue  # an identical field differs in nothing (most of a state that differs, differs in one field)
        if key == "wagers":
            w = _diff(_wagers(expected, markers), _wagers(actual, markers),
                      lambda k: f"seat {k[0]} {k[1]} {k[2]}" + (f" marker {k[3]}" if markers else ""))
            if w:
                problems[key] = "wagers: " + w
        elif key == "fire":
            fire_e = Counter(frozenset(f.get("points", ())) for f in want or ())
            fire_a = Counter(frozenset(f.get("points", ())) for f in got or () if isinstance(f, dict)) \
                if isinstance(got, list) else Counter()
            if fire_e != fire_a:
                problems[key] = (f"fire points are {sorted(map(sorted, fire_a.elements()))}, "
                                 f"expected {sorted(map(sorted, fire_e.elements()))}")
        elif isinstance(want, list):
            if not isinstance(got, list) or Counter(map(repr, want)) != Counter(map(repr, got)):
                shown = sorted(got, key=repr) if isinstance(got, list) else got
                problems[key] = f"{key} is {shown!r}, expected {sorted(want, key=repr)!r}"
        elif got != want or key not in actual:
            problems[key] = f"{key} is {got!r}, expected {want!r}"
    return problems


def compare_state(expected: Message, actual: Message, reports: Iterable[str], step_clauses: Iterable[str],
                  field_clauses: Mapping[str, tuple[str, ...]] = {}) -> Comparison:
    """Compare the observable state after one event (INTERPRETING.md 4.5). A differing field blames the step's
    clauses about ``state``, else the clauses the game names for that field (``field_clauses``); agreement credits
    the step's ``state`` clauses."""
    cmp = Comparison(compared={"state"})
    step_clauses = tuple(step_clauses)
    stateful = [c for c in step_clauses if "state" in about(c)]
    problems = _state_fields(expected, actual, reports)
    if not problems:
        cmp.check(stateful, ["state"])
        return cmp
    for key, text in problems.items():
        cmp.differences.append(Difference("state after the event differs: " + text, "state",
                                          tuple(stateful) or tuple(field_clauses.get(key, ())) or step_clauses))
    return cmp


def outcomes_problem(expected: Optional[list[Message]], actual: Optional[list[Message]],
                     reports: Iterable[str], rules: Iterable[OrderRule] = ()) -> Optional[str]:
    """What differs between the outcomes of one step, or ``None`` when the two sides agree."""
    return compare_step(expected, actual, reports, rules).problem


def clauses_of(expected: list[Message]) -> tuple[str, ...]:
    """The clauses the reference's outcomes cite for one step, in order of first appearance."""
    seen: dict[str, None] = {}
    for o in expected:
        for c in ([o["clause"]] if o.get("type") == "rejected" and o.get("clause") else o.get("clauses", ())):
            seen.setdefault(c, None)
    return tuple(seen)
