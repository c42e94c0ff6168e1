"""Reports of a conformance run: per-clause verdicts as text, JUnit XML and a standalone HTML page.

``run``: a :class:`Run`; ``cid``: a clause id. Every game-logic clause of the
rulesets exercised gets one verdict (INTERPRETING.md, section 7): passed,
failed, not reached, not offered or not applicable.
"""

from __future__ import annotations

import datetime
import functools
import html
import tomllib
import json
import xml.etree.ElementTree as ET
from importlib import resources
from pathlib import Path
from typing import Any, Mapping, Optional

import attrs

from croupier import __version__, spec
from croupier.conformance.runner import Failure, Findings, Tally

__all__ = ["ClauseRow", "Run", "html_report", "junit_xml", "rows", "text_summary"]

PASSED, FAILED, NOT_REACHED, NOT_OFFERED, NOT_APPLICABLE = "passed", "failed", "not reached", "not offered", "not applicable"


@attrs.define
class Run:
    """One conformance run: who was tested, under which profiles and budget, and what was found."""

    implementation: str
    hello: dict[str, Any]
    game: str
    rulesets: list[str]
    profiles: list[str]
    budget: dict[str, Any]
    findings: Findings
    seconds: float = 0.0
    started: str = attrs.field(factory=lambda: datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"))

    @property
    def passed(self) -> bool:
        return self.findings.passed


@attrs.frozen
class ClauseRow:
    clause: str
    title: str
    tally: Tally
    verdict: str


def _scope(game: str) -> tuple[str, ...]:
    """The part of its rulesets a suite checks (:attr:`~croupier.conformance.games.GameSuite.scope`)."""
    from croupier.conformance.games import suite_for

    try:
        return tuple(suite_for(game).scope)
    except KeyError:  # several games in one run
        return ()


def _game_clauses(rulesets: list[str], scope: tuple[str, ...] = ()) -> dict[str, str]:
    """Every game-logic clause of the rulesets (current ids), with its title or summary; only those within
    ``scope`` (id prefixes) when it is given."""
    out: dict[str, str] = {}
    for rid in rulesets:
        for cid, c in spec.ruleset(rid).clauses.items():
            if c.kind == "game" and "@" not in cid and (not scope or cid.startswith(scope)):
                out.setdefault(cid, c.title or c.summary[:70])
    return out


def rolled_up(tallies: Mapping[str, Tally]) -> dict[str, Tally]:
    """Each clause's checks plus those of the sub-clauses it contains (a check of 623a.3(a)(1)(i) checks 623a.3(a)(1))."""
    out: dict[str, Tally] = {}
    for cid, t in tallies.items():
        up: Optional[str] = cid
        while up is not None:
            mine = out.setdefault(up, Tally())
            mine.run += t.run
            mine.passed += t.passed
            mine.failed += t.failed
            up = spec.parent_id(up)
    return out


@functools.lru_cache(maxsize=None)
def witnesses(game: str) -> dict[str, tuple[tuple[str, ...], str]]:
    """Clauses no outcome cites, and the clauses whose checks exercise them (``conformance/<game>/witnesses.toml``)."""
    path = resources.files("croupier.conformance").joinpath(game, "witnesses.toml")
    if not path.is_file():
        return {}
    data = tomllib.loads(path.read_text("utf-8"))
    return {w["clause"]: (tuple(w["by"]), w["why"]) for w in data.get("witness", [])}


def rows(run: Run) -> list[ClauseRow]:
    """One row per game-logic clause (and per other clause the run checked), in the spec's order.

    Counts include the checks of sub-clauses. A clause that no outcome cites (a
    definition, a procedure the event model enforces) is credited with the
    checks of its witnesses, and its title says so.
    """
    f = run.findings
    known = _game_clauses(run.rulesets, _scope(run.game))
    tallies = rolled_up(f.tallies)
    for cid, (by, _) in witnesses(run.game).items():
        if cid in tallies:
            continue
        t = Tally()
        for w in by:
            got = tallies.get(w, Tally())
            t.run, t.passed, t.failed = t.run + got.run, t.passed + got.passed, t.failed + got.failed
        tallies[cid] = t
    every = set(known) | set(f.tallies)
    applicable = bool(set(run.profiles) - set(f.not_applicable))
    out = []
    for cid in sorted(every, key=spec._sort_key):
        t = tallies.get(cid, Tally())
        if t.failed:
            verdict = FAILED
        elif t.run:
            verdict = PASSED
        elif not applicable:
            verdict = NOT_APPLICABLE
        elif cid in f.not_offered:
            verdict = NOT_OFFERED
        else:
            verdict = NOT_REACHED
        title = known.get(cid) or _title(cid)
        if cid in witnesses(run.game) and not f.tallies.get(cid):
            title += " [through " + ", ".join(w.removeprefix("pa:") for w in witnesses(run.game)[cid][0]) + "]"
        out.append(ClauseRow(cid, title, t, verdict))
    return out


def _title(cid: str) -> str:
    try:
        c = spec.clause(cid)
    except KeyError:
        return ""
    return c.title or c.summary[:70]


def counts(run: Run) -> dict[str, int]:
    out = {v: 0 for v in (PASSED, FAILED, NOT_REACHED, NOT_OFFERED, NOT_APPLICABLE)}
    for r in rows(run):
        out[r.verdict] += 1
    return out


def _failure_text(x: Failure) -> str:
    lines = [f"[{x.profile}] {x.kind}: {x.problem}"]
    if x.events:
        lines.append(f"  after {len(x.events)} event(s); the last: {json.dumps(x.events[-1])}")
    if x.kind == "mismatch":
        lines.append(f"  expected: {json.dumps(x.expected)}")
        lines.append(f"  actual:   {json.dumps(x.actual)}")
    if x.clauses:
        lines.append(f"  decided by: {', '.join(x.clauses)}")
    if x.replay:
        lines.append(f"  replay: croupier vectors run {x.replay} ...")
    if x.stderr:
        lines.append("  stderr (tail): " + x.stderr.replace("\n", "\n    "))
    return "\n".join(lines)


def text_summary(run: Run, per_clause: bool = True) -> str:
    """The console report: the per-clause table, then the failures, then the verdict."""
    f = run.findings
    out = [f"croupier {__version__} conformance: {run.implementation} "
           f"({run.hello.get('implementation', {}).get('name', '?')} {run.hello.get('implementation', {}).get('version', '')})",
           f"game {run.game}; profiles {', '.join(run.profiles)}; {f.cases} cases, {f.steps} steps in {run.seconds:.1f} s"]
    if per_clause:
        out.append("")
        out.append(f"{'clause':28} {'run':>6} {'passed':>7} {'failed':>7}  verdict       title")
        for r in rows(run):
            out.append(f"{r.clause:28} {r.tally.run:6} {r.tally.passed:7} {r.tally.failed:7}  {r.verdict:13} {r.title[:48]}")
    for name, why in sorted(f.not_applicable.items()):
        out.append(f"profile {name}: not applicable ({why})")
    if f.failures:
        out.append("")
        out.append(f"{len(f.failures)} failure(s):")
        out += [_failure_text(x) for x in f.failures]
    c = counts(run)
    out.append("")
    out.append("game-logic clauses: " + ", ".join(f"{n} {k}" for k, n in c.items() if n))
    out.append("CONFORMS" if run.passed else "DOES NOT CONFORM")
    return "\n".join(out)


def junit_xml(run: Run) -> str:
    """JUnit XML: one test case per clause (failed, passed or skipped with its verdict), one per fault."""
    rs = rows(run)
    failures = run.findings.failures
    suite = ET.Element("testsuite", name=f"croupier.{run.game}", tests=str(len(rs) + sum(x.kind == "fault" for x in failures)),
                       failures=str(sum(r.verdict == FAILED for r in rs)),
                       errors=str(sum(x.kind == "fault" for x in failures)),
                       skipped=str(sum(r.verdict not in (PASSED, FAILED) for r in rs)),
                       time=f"{run.seconds:.3f}", timestamp=run.started)
    props = ET.SubElement(suite, "properties")
    for k, v in (("implementation", run.implementation), ("profiles", ",".join(run.profiles)),
                 ("rulesets", ",".join(run.rulesets)), ("budget", json.dumps(run.budget))):
        ET.SubElement(props, "property", name=k, value=v)
    for r in rs:
        case = ET.SubElement(suite, "testcase", classname=f"croupier.{run.game}", name=r.clause)
        case.set("checks", str(r.tally.run))
        if r.verdict == FAILED:
            mine = [x for x in failures if r.clause in x.clauses]
            el = ET.SubElement(case, "failure", message=f"{r.tally.failed} of {r.tally.run} checks failed")
            el.text = "\n\n".join(_failure_text(x) for x in mine)
        elif r.verdict != PASSED:
            ET.SubElement(case, "skipped", message=r.verdict)
    for n, x in enumerate(y for y in failures if y.kind == "fault"):
        case = ET.SubElement(suite, "testcase", classname=f"croupier.{run.game}.faults", name=f"fault-{n + 1}")
        ET.SubElement(case, "error", message=x.problem).text = _failure_text(x)
    ET.indent(suite)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suite, encoding="unicode") + "\n"


_CSS = """body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.2em .5em;text-align:left}
td.n{text-align:right;font-variant-numeric:tabular-nums}.passed{color:#176b2c}.failed{color:#b00020;font-weight:bold}
.not-reached,.not-offered,.not-applicable{color:#777}pre{background:#f6f6f6;padding:.6em;overflow:auto;white-space:pre-wrap}
.verdict{font-size:1.4em;font-weight:bold}"""


def html_report(run: Run) -> str:
    """A standalone page for a laboratory submission: header, verdict, failures, per-clause table."""
    e = html.escape
    f = run.findings
    impl = run.hello.get("implementation", {})
    c = counts(run)
    parts = [f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>croupier conformance: {e(run.implementation)}</title>",
             f"<style>{_CSS}</style></head><body>",
             f"<h1>Conformance report: {e(str(impl.get('name', run.implementation)))} {e(str(impl.get('version', '')))}</h1>",
             f"<p class='verdict {'passed' if run.passed else 'failed'}'>{'Conforms' if run.passed else 'Does not conform'}</p>",
             "<table>",
             *(f"<tr><th>{e(k)}</th><td>{e(str(v))}</td></tr>" for k, v in (
                 ("implementation", run.implementation), ("protocol", run.hello.get("protocol", "")),
                 ("reports", ", ".join(run.hello.get("reports", [])) or "accept/reject and money only"),
                 ("game", run.game), ("rulesets", ", ".join(run.rulesets)), ("profiles", ", ".join(run.profiles)),
                 ("budget", json.dumps(run.budget)), ("started", run.started), ("duration", f"{run.seconds:.1f} s"),
                 ("cases / steps", f"{f.cases} / {f.steps}"), ("runner", f"croupier {__version__}"),
                 ("game-logic clauses", ", ".join(f"{n} {k}" for k, n in c.items() if n)))),
             "</table>"]
    if f.not_applicable:
        parts.append("<h2>Profiles not applicable</h2><ul>")
        parts += [f"<li>{e(k)}: {e(v)}</li>" for k, v in sorted(f.not_applicable.items())]
        parts.append("</ul>")
    if f.failures:
        parts.append(f"<h2>Failures ({len(f.failures)})</h2>")
        for x in f.failures:
            parts.append(f"<h3 class='failed'>{e(x.kind)} under profile {e(x.profile)}</h3><p>{e(x.problem)}</p>")
            if x.clauses:
                parts.append(f"<p>Decided by: {e(', '.join(x.clauses))}</p>")
            if x.events:
                parts.append("<p>Events from a fresh table:</p><pre>" + e("\n".join(json.dumps(ev) for ev in x.events)) + "</pre>")
            if x.kind == "mismatch":
                parts.append(f"<p>Expected:</p><pre>{e(json.dumps(x.expected, indent=1))}</pre>"
                             f"<p>Actual:</p><pre>{e(json.dumps(x.actual, indent=1))}</pre>")
            if x.replay:
                parts.append(f"<p>Replay file: <code>{e(x.replay)}</code></p>")
            if x.stderr:
                parts.append(f"<p>stderr (tail):</p><pre>{e(x.stderr)}</pre>")
    parts.append("<h2>Clauses</h2><table><tr><th>clause</th><th>title</th><th>checks</th><th>passed</th><th>failed</th><th>verdict</th></tr>")
    for r in rows(run):
        cls = r.verdict.replace(" ", "-")
        parts.append(f"<tr><td><code>{e(r.clause)}</code></td><td>{e(r.title)}</td><td class='n'>{r.tally.run}</td>"
                     f"<td class='n'>{r.tally.passed}</td><td class='n'>{r.tally.failed}</td><td class='{cls}'>{e(r.verdict)}</td></tr>")
    parts.append("</table></body></html>\n")
    return "\n".join(parts)


def write_reports(run: Run, junit: Optional[str] = None, html_path: Optional[str] = None) -> None:
    if junit:
        Path(junit).write_text(junit_xml(run), encoding="utf-8")
    if html_path:
        Path(html_path).write_text(html_report(run), encoding="utf-8")
