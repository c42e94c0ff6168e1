"""What each reading does to a game's figures: ``croupier analyze --readings``.

A *reading* is a profile option that answers an open question of the text (``kind = "reading"`` in the game's
``spec/<family>/tables.toml``). For each reading with a fixed set of values, every other value is elected in turn,
the profile's other elections kept, and the analysis run again; a wager whose edge changes is reported with its edge
under each value. Readings whose values are free (an amount, a paytable, a function) are listed as not varied.

``cfg``: a game's TableConfig (an attrs class whose fields name their option in ``metadata["option"]``);
``analyse``: the game's analysis, cfg -> its :class:`~croupier.analysis.result.WagerAnalysis` rows.
"""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import Any, Callable, Optional, Sequence

import attrs

__all__ = ["Effect", "effects", "lines"]


@attrs.frozen
class Effect:
    """One reading: the edge of each wager it changes under each of its values (``None``: that value could not be
    analysed, with why in ``failed``), or why it was not varied."""

    option: str
    current: str
    edges: dict[str, dict[str, Optional[Fraction]]]  #: wager -> value -> edge
    failed: dict[str, str]  #: value -> why its analysis failed
    skipped: Optional[str] = None


def _field(cfg: Any, option: str) -> Optional[attrs.Attribute]:  # type: ignore[type-arg]
    for f in attrs.fields(type(cfg)):
        if f.metadata.get("option") == option:
            return f
    return None


def _value(current: Any, text: str) -> Any:
    """The election ``text`` (as the options table writes it) in the type of the current value; ``ValueError`` if it
    is not one (a placeholder such as ``amount``)."""
    if isinstance(current, bool):
        if text not in ("true", "false"):
            raise ValueError(text)
        return text == "true"
    if isinstance(current, enum.Enum):
        return type(current)(text)
    if isinstance(current, int):
        return int(text)
    if isinstance(current, str) and text == current:
        return text
    raise ValueError(text)


def _text(v: Any) -> str:
    return v.value if isinstance(v, enum.Enum) else str(v).lower() if isinstance(v, bool) else str(v)


def effects(cfg: Any, options: Sequence[dict[str, Any]], analyse: Callable[[Any], Sequence[Any]],
            base: Optional[Sequence[Any]] = None) -> list[Effect]:
    """Each reading of ``options`` (the game's option entries) and what it does to the figures of ``analyse``."""
    base = list(analyse(cfg)) if base is None else list(base)
    mine = {a.wager: a.edge for a in base}
    out = []
    for o in options:
        if o.get("kind") != "reading":
            continue
        f = _field(cfg, o["name"])
        if f is None:
            out.append(Effect(o["name"], "", {}, {}, "not a field of this table"))
            continue
        current = getattr(cfg, f.name)
        try:
            values = [(str(t), _value(current, str(t))) for t in o["values"]]
        except ValueError:
            out.append(Effect(o["name"], _text(current), {}, {}, "its values are free (" + ", ".join(
                str(v) for v in o["values"]) + ")"))
            continue
        edges: dict[str, dict[str, Optional[Fraction]]] = {}
        failed: dict[str, str] = {}
        for t, v in values:
            if v == current:
                rows = dict(mine)
            else:
                try:
                    rows = {a.wager: a.edge for a in analyse(attrs.evolve(cfg, **{f.name: v}))}
                except Exception as why:  # a value this profile cannot take with its other elections
                    failed[t] = f"{type(why).__name__}: {why}"
                    continue
            for w, edge in rows.items():
                edges.setdefault(w, {})[t] = edge
        changed = {w: by for w, by in edges.items() if len(set(by.values())) > 1 or len(by) < len(values) - len(failed)}
        out.append(Effect(o["name"], _text(current), changed, failed))
    return out


def lines(found: Sequence[Effect], percent: Callable[[Fraction], str]) -> list[str]:
    """The text report: each reading, the wagers it changes and their edge under each value."""
    out = ["Readings (the profile's other elections kept): the wagers whose edge each changes"]
    for e in found:
        if e.skipped:
            out.append(f"  {e.option}: not varied ({e.skipped})")
            continue
        if not e.edges and not e.failed:
            out.append(f"  {e.option}: changes none of these figures")
            continue
        out.append(f"  {e.option} (this profile: {e.current}):")
        for w, by in e.edges.items():
            out.append(f"    {w}: " + ", ".join(f"{v} {percent(x) if x is not None else '-'}" for v, x in by.items()))
        for v, why in e.failed.items():
            out.append(f"    {v}: not analysed ({why})")
    return out


def document(found: Sequence[Effect]) -> dict[str, Any]:
    """The JSON report: per reading, the edge of each wager it changes under each value (``"n/d"``)."""
    def frac(x: Optional[Fraction]) -> Optional[str]:
        return None if x is None else (str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}")

    return {e.option: ({"skipped": e.skipped} if e.skipped else
                       {"current": e.current, "changes": {w: {v: frac(x) for v, x in by.items()}
                                                         for w, by in e.edges.items()},
                        "failed": e.failed}) for e in found}
