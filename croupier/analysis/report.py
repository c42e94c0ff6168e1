"""Reports of an exact analysis: a text table, a JSON document and a chart of edge per wager.

``rows``: the :class:`~croupier.analysis.result.WagerAnalysis` of each wager.
JSON carries every fraction as an ``"n/d"`` string, never a JSON number, and
every yes or no as a JSON boolean. The chart needs matplotlib (the ``analysis``
extra), imported only when a chart is drawn. Per roll figures appear only for
the games whose wagers last a number of throws
(:data:`~croupier.analysis.result.ROLLING_GAMES`), unless ``rolls`` says
otherwise.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence

from croupier.analysis.result import (CONVENTION, ROLLING_GAMES, WagerAnalysis, fraction_text, optional_text, percent,
                                      sqrt_text, with_measures)

__all__ = ["chart", "convention_for", "document", "shows_rolls", "table", "wager_document"]


def _edge_cell(x: Any) -> str:
    return f"{fraction_text(x)} = {percent(x)}"


def _short_edge_cell(x: Optional[Fraction]) -> str:
    """``7/495 = 1.414 %``, a fraction too long to read given as its number of digits, ``-`` for none."""
    if x is None:
        return "-"
    text = fraction_text(x)
    text = text if len(text) <= 24 else "(" + str(len(text)) + " digits)"
    return f"{text} = {percent(x)}"


def shows_rolls(rows: Sequence[WagerAnalysis], rolls: Optional[bool] = None) -> bool:
    """Whether the report gives per roll figures: ``rolls`` if stated, else whether a row's game lasts throws."""
    return any(a.game in ROLLING_GAMES for a in rows) if rolls is None else rolls


def convention_for(rows: Sequence[WagerAnalysis], convention: Optional[Mapping[str, str]] = None,
                   rolls: Optional[bool] = None) -> dict[str, str]:
    """The conventions a report prints: the game's own (default Craps') and the shared measures; the per roll one
    only where per roll figures are shown."""
    out = with_measures(convention or CONVENTION)
    if not shows_rolls(rows, rolls):
        out.pop("per_roll", None)
    return out


def table(rows: Sequence[WagerAnalysis], distribution: bool = False,
          convention: Optional[Mapping[str, str]] = None, notes: Sequence[str] = (),
          rolls: Optional[bool] = None, estimated: Optional[Mapping[str, str]] = None) -> str:
    """A fixed-width table, each column headed by the JSON field it gives: wager, stake, the edge (per bet made),
    the edge per bet resolved (where some wager can push), the standard deviation, and for games of throws the edge
    per roll (and per working roll, where counted) and the expected rolls; then the game's ``notes`` lines, if any;
    then the conventions (the game's own, default Craps', and the shared measures), keyed by the same names.
    ``estimated``: the wagers whose edge is a sampled estimate, not exact, each with the text its edge cell shows
    instead of a fraction (``"ESTIMATE 5.745 % ± 0.165 % (standard error)"``); their other cells say
    ``estimate`` and their distributions print as decimals."""
    estimated = estimated or {}
    per_roll = shows_rolls(rows, rolls)
    pushes = any(a.has_push for a in rows)
    working = per_roll and any(a.working_rolls is not None for a in rows)
    head = ["wager", "stake", "edge (per bet made)"]
    if pushes:
        head.append("edge_per_resolved")
    head.append("sd")
    if per_roll:
        head.append("edge_per_roll")
        if working:
            head.append("edge_per_working_roll")
        head.append("expected_rolls")
    body = []
    for a in rows:
        guess = a.wager in estimated
        row = [a.wager, str(a.stake), estimated[a.wager] if guess else _short_edge_cell(a.edge)]
        if pushes:
            row.append("estimate" if guess and a.has_push else
                       _short_edge_cell(a.edge_per_resolved) if a.has_push else "-")
        row.append("estimate" if guess else sqrt_text(a.variance, 4))
        if per_roll:
            row.append(percent(a.edge_per_roll))
            if working:
                x = a.edge_per_working_roll
                row.append("-" if x is None else percent(x))
            row.append(f"{float(a.expected_rolls):.4f}")
        body.append(tuple(row))
    widths = [max(len(r[i]) for r in [head, *body]) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip()
             for r in [head, *body]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    if any(a.vig for a in rows):
        lines.append("")
        for a in rows:
            if a.vig:
                lines.append(f"{a.wager}: upfront vigorish {fraction_text(a.vig)}; edge per unit put down "
                             f"(stake + vigorish) {_edge_cell(a.edge_per_outlay)}")
    if notes:
        lines.append("")
        lines.extend(notes)
    if distribution:
        for a in rows:
            lines.append("")
            lines.append(f"{a.wager} ({a.made}; stake {a.stake}; {a.states} chain states)")
            for e in a.endings:
                p = (f"about {float(e.probability):.4f} (estimated)" if a.wager in estimated else
                     f"{fraction_text(e.probability)}  ({float(e.probability):.6g})")
                lines.append(f"  {e.result:8} net {fraction_text(e.net):>10} per unit   p = {p}")
            lines.append(f"  total probability {fraction_text(a.total_probability)}")
            lines.append(f"  variance {fraction_text(a.variance)} per unit squared (sd {sqrt_text(a.variance, 6)})")
    lines.append("")
    lines.append("Conventions:")
    for k, v in convention_for(rows, convention, rolls).items():
        lines.append(f"  {k}: {v}")
    return "\n".join(lines)


def _decimal(x: Optional[Fraction]) -> Optional[str]:
    return None if x is None else f"{float(x):.10f}"


def wager_document(a: WagerAnalysis, rolls: bool = True) -> dict[str, Any]:
    """One wager as JSON-ready data (fractions as strings, no figure as ``null``); per roll figures if ``rolls``."""
    doc: dict[str, Any] = {
        "wager": a.wager,
        "made": a.made,
        "stake": a.stake,
        "fixed_stake": a.fixed_stake,
        "upfront_vig": fraction_text(a.vig),
        "edge": fraction_text(a.edge),
        "edge_decimal": f"{float(a.edge):.10f}",
        "push_probability": fraction_text(a.push_probability),
        "edge_per_resolved": optional_text(a.edge_per_resolved),
        "edge_per_resolved_decimal": _decimal(a.edge_per_resolved),
        "element_of_risk": optional_text(a.element_of_risk),
        "edge_per_outlay": fraction_text(a.edge_per_outlay),
        "expected_net": fraction_text(a.expected_net),
        "variance": fraction_text(a.variance),
        "sd": sqrt_text(a.variance),
    }
    if rolls:
        doc.update({
            "edge_per_roll": fraction_text(a.edge_per_roll),
            "edge_per_roll_decimal": f"{float(a.edge_per_roll):.10f}",
            "expected_rolls": fraction_text(a.expected_rolls),
        })
        if a.working_rolls is not None:
            doc.update({
                "edge_per_working_roll": optional_text(a.edge_per_working_roll),
                "edge_per_working_roll_decimal": _decimal(a.edge_per_working_roll),
                "expected_working_rolls": fraction_text(a.working_rolls),
            })
    doc.update({
        "chain_states": a.states,
        "total_probability": fraction_text(a.total_probability),
        "distribution": [
            {"result": e.result, "net": fraction_text(e.net), "probability": fraction_text(e.probability)}
            for e in a.endings
        ],
    })
    return doc


def document(rows: Sequence[WagerAnalysis], about: Mapping[str, Any],
             convention: Optional[Mapping[str, str]] = None,
             extra: Optional[Mapping[str, Mapping[str, Any]]] = None, rolls: Optional[bool] = None) -> str:
    """The whole analysis as JSON: ``about`` (game, ruleset, profile, ...), the conventions (the game's own, default
    Craps', and the shared measures) and every wager, with the game's ``extra`` keys for it (by wager name), if
    any."""
    extra = extra or {}
    per_roll = shows_rolls(rows, rolls)
    doc = {**about, "convention": convention_for(rows, convention, rolls),
           "wagers": [{**wager_document(a, per_roll), **extra.get(a.wager, {})} for a in rows]}
    return json.dumps(doc, indent=2)


def chart(rows: Sequence[WagerAnalysis], path: str | Path, title: str,
          estimated: Optional[Mapping[str, str]] = None, errors: Optional[Mapping[str, float]] = None) -> Path:
    """A horizontal bar chart of the house edge per bet made of each wager (percent), written as PNG or SVG by its
    suffix. ``estimated``: the wagers whose edge is an estimate, labelled with the given text instead of a bare
    percent, hatched; ``errors``: their standard errors (per unit staked), drawn as error bars of one standard
    error."""
    estimated, errors = estimated or {}, errors or {}
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    path = Path(path)
    names = [a.wager for a in rows][::-1]
    edges = [float(a.edge) * 100 for a in rows][::-1]
    fig, ax = plt.subplots(figsize=(8, max(3.0, 0.22 * len(rows) + 1.2)))
    spread = [100 * errors.get(n, 0.0) for n in names]
    bars = ax.barh(names, edges, color=["#b03a2e" if e > 10 else "#2e86c1" for e in edges],
                   hatch=["//" if n in estimated else "" for n in names],
                   xerr=spread if any(spread) else None, capsize=2)
    ax.bar_label(bars, labels=[estimated.get(n, f"{e:.3f} %") for n, e in zip(names, edges)], padding=2, fontsize=6)
    ax.set_xlabel("house edge per bet made, per unit staked (%)")
    ax.set_title(title, fontsize=9)
    ax.tick_params(axis="y", labelsize=6)
    low, high = min(edges + [0.0]), max(edges + [1.0])  # a negative edge is the player's
    pad = (0.8 if estimated else 0.18) * (high - low)  # an estimate's label is longer: it carries its error
    ax.set_xlim(low - pad if low < 0 else 0, high + pad)
    ax.set_ylim(-0.6, len(rows) - 0.4)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return path
