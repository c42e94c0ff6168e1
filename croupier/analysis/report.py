"""Reports of an exact analysis: a text table, a JSON document and a chart of edge per wager.

``rows``: the :class:`~croupier.analysis.result.WagerAnalysis` of each wager.
JSON carries every fraction as an ``"n/d"`` string, never a JSON number. The
chart needs matplotlib (the ``analysis`` extra), imported only when a chart is
drawn.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence

from croupier.analysis.result import CONVENTION, WagerAnalysis, fraction_text, percent

__all__ = ["chart", "document", "table"]


def _edge_cell(x: Any) -> str:
    return f"{fraction_text(x)} = {percent(x)}"


def table(rows: Sequence[WagerAnalysis], distribution: bool = False,
          convention: Optional[Mapping[str, str]] = None, notes: Sequence[str] = (),
          estimated: Optional[Mapping[str, str]] = None) -> str:
    """A fixed-width table: wager, stake, edge (fraction and percent), edge per roll, expected rolls; then the
    game's ``notes`` lines, if any; then the conventions (the game's own, default Craps'). ``estimated``: the
    wagers whose edge is a sampled estimate, not exact, each with the text its edge cell shows instead of a fraction
    (``"ESTIMATE 5.745 % ± 0.165 % (standard error)"``); their distributions print as decimals."""
    estimated = estimated or {}
    head = ("wager", "stake", "house edge per unit staked", "per roll", "rolls to resolve")
    body = []
    for a in rows:
        edge = fraction_text(a.edge)
        edge = edge if len(edge) <= 24 else "(" + str(len(edge)) + " digits)"
        cells = ((estimated[a.wager], "estimate") if a.wager in estimated else
                 (f"{edge} = {percent(a.edge)}", percent(a.edge_per_roll)))
        body.append((a.wager, str(a.stake), *cells, f"{float(a.expected_rolls):.4f}"))
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
    lines.append("")
    lines.append("Conventions:")
    for k, v in (convention or CONVENTION).items():
        lines.append(f"  {k}: {v}")
    return "\n".join(lines)


def wager_document(a: WagerAnalysis) -> dict[str, Any]:
    """One wager as JSON-ready data (fractions as strings)."""
    return {
        "wager": a.wager,
        "made": a.made,
        "stake": a.stake,
        "upfront_vig": fraction_text(a.vig),
        "edge": fraction_text(a.edge),
        "edge_decimal": f"{float(a.edge):.10f}",
        "edge_per_outlay": fraction_text(a.edge_per_outlay),
        "edge_per_roll": fraction_text(a.edge_per_roll),
        "edge_per_roll_decimal": f"{float(a.edge_per_roll):.10f}",
        "expected_rolls": fraction_text(a.expected_rolls),
        "expected_net": fraction_text(a.expected_net),
        "variance": fraction_text(a.variance),
        "chain_states": a.states,
        "total_probability": fraction_text(a.total_probability),
        "distribution": [
            {"result": e.result, "net": fraction_text(e.net), "probability": fraction_text(e.probability)}
            for e in a.endings
        ],
    }


def document(rows: Sequence[WagerAnalysis], about: Mapping[str, Any],
             convention: Optional[Mapping[str, str]] = None,
             extra: Optional[Mapping[str, Mapping[str, Any]]] = None) -> str:
    """The whole analysis as JSON: ``about`` (game, ruleset, profile), the conventions (the game's own, default
    Craps') and every wager, with the game's ``extra`` keys for it (by wager name), if any."""
    extra = extra or {}
    doc = {**about, "convention": convention or CONVENTION,
           "wagers": [{**wager_document(a), **extra.get(a.wager, {})} for a in rows]}
    return json.dumps(doc, indent=2)


def chart(rows: Sequence[WagerAnalysis], path: str | Path, title: str,
          estimated: Optional[Mapping[str, str]] = None, errors: Optional[Mapping[str, float]] = None) -> Path:
    """A horizontal bar chart of the house edge per wager (percent), written as PNG or SVG by its suffix.
    ``estimated``: the wagers whose edge is an estimate, labelled with the given text instead of a bare percent,
    hatched; ``errors``: their standard errors (per unit staked), drawn as error bars of one standard error."""
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
    ax.set_xlabel("house edge per unit staked, per resolved wager (%)")
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
