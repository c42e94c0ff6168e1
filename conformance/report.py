"""Reports of a conformance run: per-clause verdicts as text, JUnit XML and a standalone HTML page.

``run``: a :class:`Run`; ``cid``: a clause id. Every game-logic clause of the
rulesets exercised gets one verdict (INTERPRETING.md, section 7): passed,
failed, not reached, not offered or not applicable.
"""

from __future__ import annotations

import datetime
import shlex
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

__all__ = ["ClauseRow", "Run", "all_games_summary", "html_report", "junit_xml", "junit_xml_all", "rows", "text_summary",
           "write_all_reports", "write_reports"]

PASSED, PARTLY, FAILED = "passed", "partly checked", "failed"
NOT_REACHED, NOT_OBSERVABLE, NOT_OFFERED, NOT_APPLICABLE = "not reached", "not observable", "not offered", "not applicable"
VERDICTS = (PASSED, PARTLY, FAILED, NOT_REACHED, NOT_OBSERVABLE, NOT_OFFERED, NOT_APPLICABLE)
#: the parts of the protocol a run can compare, in the order reports name them
PARTS = ("acceptance", "money", "order", "clauses", "notices", "state")


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
    #: the ``--impl``/``--exec`` arguments that name the implementation, for the replay command a failure prints
    replay_with: str = ""
    started: str = attrs.field(factory=lambda: datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"))

    @property
    def applicable(self) -> bool:
        """Whether the implementation took at least one of the profiles run (an engine that takes none was not
        tested at all, and does not conform)."""
        return bool(set(self.profiles) - set(self.findings.not_applicable))

    @property
    def passed(self) -> bool:
        return self.findings.passed and self.applicable


@attrs.frozen
class ClauseRow:
    """One clause's verdict: its checks, the aspects of its requirement compared, and why where it was not."""

    clause: str
    title: str
    tally: Tally
    verdict: str
    compared: tuple[str, ...] = ()  #: aspects of its requirement compared (and agreed, unless failed)
    not_compared: tuple[str, ...] = ()  #: aspects this run could observe but no step compared
    why: str = ""  #: for not observable, not reached (explained) and partly checked: why, in words


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
            out.setdefault(up, Tally()).add(t)
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


def _clause(cid: str, rulesets: list[str]) -> Optional[spec.Clause]:
    for rid in rulesets:
        rs = spec.ruleset(rid)
        if cid in rs:
            return rs[cid]
    try:
        return spec.clause(cid)
    except (KeyError, spec.SpecError):
        return None


def _unseen(c: Optional[spec.Clause], reports: set[str]) -> dict[str, str]:
    """The aspects of a clause's requirement this run cannot observe, each with why."""
    out: dict[str, str] = {}
    for a in (c.about if c else ()):
        if a == "conduct":
            out[a] = c.unobserved if c else ""
        elif a == "definition":
            out[a] = "a definition: observed only through the clauses that use it"
        elif a == "state" and "state" not in reports:
            out[a] = "the implementation does not report state"
        elif a == "procedure" and "notices" not in reports:
            out[a] = "the implementation does not report notices"
    return out


def rows(run: Run) -> list[ClauseRow]:
    """One row per game-logic clause (and per other clause the run checked), in the spec's order.

    Counts include the checks of sub-clauses. A clause that no outcome cites (a
    definition, a procedure the event model enforces) is credited with the
    checks of its witnesses, and its title says so. A clause passes only when
    every aspect of its requirement that the run could observe was compared
    (INTERPRETING.md 7); otherwise it is partly checked, not observable (why)
    or not reached (and, where the spec says why no case can reach it, why).
    """
    f = run.findings
    reports = set(run.hello.get("reports", ()))
    known = _game_clauses(run.rulesets, _scope(run.game))
    tallies = rolled_up(f.tallies)
    for cid, (by, _) in witnesses(run.game).items():
        if cid in tallies:
            continue
        t = Tally()
        for w in by:
            t.add(tallies.get(w, Tally()))
        tallies[cid] = t
    every = set(known) | set(f.tallies)
    applicable = bool(set(run.profiles) - set(f.not_applicable))
    out = []
    for cid in sorted(every, key=spec._sort_key):
        t = tallies.get(cid, Tally())
        c = _clause(cid, run.rulesets)
        unseen = _unseen(c, reports)
        if t.run:  # a definition is observed through the clauses that use it: its witnesses' checks are its checks
            unseen.pop("definition", None)
        wanted = [a for a in (c.about if c else ()) if a not in unseen]
        compared = tuple(a for a in spec.ASPECTS if a in t.aspects)
        # a heading's aspect counts as compared where it was compared on the outcomes citing its items
        beneath = t.beneath if any(spec.parent_id(x) == cid for x in known) else set()
        not_compared = tuple(a for a in wanted if a not in t.aspects and a not in beneath and a != "definition"
                             ) if t.run else ()
        why = ""
        if t.failed:
            verdict = FAILED
        elif c is not None and c.about and not wanted and cid not in f.not_offered and applicable:
            verdict, why = NOT_OBSERVABLE, "; ".join(dict.fromkeys(unseen.values()))
        elif t.run:
            verdict = PARTLY if not_compared else PASSED
            if not_compared:
                why = "never compared: " + ", ".join(not_compared)
        elif not applicable:
            verdict = NOT_APPLICABLE
        elif cid in f.not_offered:
            verdict = NOT_OFFERED
        else:
            verdict = NOT_REACHED
            why = f"unreachable: {c.unreachable}" if c is not None and c.unreachable else ""
        title = known.get(cid) or _title(cid)
        if cid in witnesses(run.game) and not f.tallies.get(cid):
            title += " [through " + ", ".join(w.removeprefix("pa:") for w in witnesses(run.game)[cid][0]) + "]"
        out.append(ClauseRow(cid, title, t, verdict, compared, not_compared, why))
    return out


def _title(cid: str) -> str:
    try:
        c = spec.clause(cid)
    except KeyError:
        return ""
    return c.title or c.summary[:70]


def counts(run: Run, rs: Optional[list[ClauseRow]] = None) -> dict[str, int]:
    out = {v: 0 for v in VERDICTS}
    for r in rows(run) if rs is None else rs:
        out[r.verdict] += 1
    return out


def unexplained(rs: list[ClauseRow]) -> list[str]:
    """The game-logic clauses not reached for which the spec gives no reason."""
    return [r.clause for r in rs if r.verdict == NOT_REACHED and not r.why]


def compared_parts(run: Run) -> tuple[tuple[str, ...], dict[str, str]]:
    """The parts of the protocol this run compared, and those it did not, each with why (INTERPRETING.md 4)."""
    reports = set(run.hello.get("reports", ()))
    done = run.findings.compared
    why = {"clauses": "the implementation does not report clauses", "notices": "the implementation does not report "
           "notices", "state": "the implementation does not report state"}
    yes = tuple(p for p in PARTS if p in done)
    no = {p: (why[p] if p in why and p not in reports else "no step called for it") for p in PARTS if p not in done}
    return yes, no


def _blamed_text(x: Failure) -> str:
    if not x.blamed:
        return "no clause (the difference cannot be attributed to one)"
    return ", ".join(f"{c} ({'/'.join(a)})" for c, a in x.blamed.items())


def replay_command(run: Run, x: Failure) -> str:
    """The command that replays ``x`` against the implementation that failed it (never another one)."""
    return f"croupier vectors run {shlex.quote(x.replay)} {run.replay_with}".rstrip()


def _failure_text(x: Failure, run: Optional[Run] = None) -> str:
    lines = [f"[{x.profile}] {x.kind}: {x.problem}"]
    if x.kind == "mismatch":
        lines.append(f"  fails: {_blamed_text(x)}")
    if x.events:
        lines.append(f"  events from a fresh table ({len(x.events)}):")
        lines += [f"    {n + 1:3}. {json.dumps(ev)}" for n, ev in enumerate(x.events)]
    if x.kind == "mismatch":
        lines.append(f"  expected: {json.dumps(x.expected)}")
        lines.append(f"  actual:   {json.dumps(x.actual)}")
    if x.clauses:
        lines.append(f"  the reference's outcomes cite: {', '.join(x.clauses)}")
    if x.replay:
        lines.append("  replay: " + (replay_command(run, x) if run else f"croupier vectors run {x.replay}"))
    if x.traceback:
        lines.append("  traceback (the implementation's):\n    " + x.traceback.rstrip("\n").replace("\n", "\n    "))
    if x.stderr:
        lines.append("  stderr (tail): " + x.stderr.replace("\n", "\n    "))
    return "\n".join(lines)


def _who(run: Run) -> str:
    impl = run.hello.get("implementation", {}) if isinstance(run.hello.get("implementation"), dict) else {}
    return f"{run.implementation} ({impl.get('name', '?')} {impl.get('version', '')})".replace(" )", ")")


def _parts_lines(run: Run) -> list[str]:
    yes, no = compared_parts(run)
    lines = ["compared: " + (", ".join(yes) or "nothing")]
    if no:
        lines.append("not compared: " + "; ".join(f"{p} ({why})" for p, why in no.items()))
    return lines


def text_summary(run: Run, per_clause: bool = True) -> str:
    """The console report: who was tested and what was compared, the per-clause table, the failures, the verdict."""
    f = run.findings
    rs = rows(run)
    out = [f"croupier {__version__} conformance: {_who(run)}, protocol {run.hello.get('protocol', '?')}",
           f"game {run.game}; profiles {', '.join(run.profiles)}; {f.cases} cases, {f.steps} steps in {run.seconds:.1f} s",
           *_parts_lines(run)]
    if per_clause:
        out.append("")
        out.append(f"{'clause':28} {'run':>6} {'passed':>7} {'failed':>7}  {'verdict':15} {'compared':22} title")
        for r in rs:
            out.append(f"{r.clause:28} {r.tally.run:6} {r.tally.passed:7} {r.tally.failed:7}  {r.verdict:15} "
                       f"{','.join(r.compared)[:22]:22} {r.title[:44]}" + (f"  [{r.why}]" if r.why else ""))
    for name, why in sorted(f.not_applicable.items()):
        out.append(f"profile {name}: not applicable ({why})")
    for where, why in f.not_run.items():
        out.append(f"not run: {where}: {why}")
    if f.failures:
        out.append("")
        out.append(f"{len(f.failures)} failure(s):")
        out += [_failure_text(x, run) for x in f.failures]
    c = counts(run, rs)
    out.append("")
    out.append("game-logic clauses: " + ", ".join(f"{n} {k}" for k, n in c.items() if n))
    out.append(f"not reached: {len(unexplained(rs))} unexplained"
               + (f" ({' '.join(unexplained(rs)[:12])}{' ...' if len(unexplained(rs)) > 12 else ''})"
                  if unexplained(rs) else ""))
    if f.unattributed:
        out.append(f"differences no clause can be blamed for: {f.unattributed}")
    out.append(f"implementation: {_who(run)}; compared: " + (", ".join(compared_parts(run)[0]) or "nothing"))
    if not run.applicable:
        out.append("nothing was compared: the implementation took none of the profiles run")
    out.append("CONFORMS" if run.passed else "DOES NOT CONFORM")
    return "\n".join(out)


def junit_xml(run: Run) -> str:
    """JUnit XML: one test case per clause (failed, passed or skipped with its verdict and why), one per fault and
    one per failure no clause can be blamed for; the implementation and the parts compared as properties."""
    suite = _junit_suite(run)
    ET.indent(suite)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suite, encoding="unicode") + "\n"


def junit_xml_all(runs: list[Run]) -> str:
    """JUnit XML of a run over several games: one test suite per game (as :func:`junit_xml` writes it)."""
    top = ET.Element("testsuites", name="croupier", tests=str(0), failures=str(0), errors=str(0))
    for run in runs:
        top.append(_junit_suite(run))
    for k in ("tests", "failures", "errors"):
        top.set(k, str(sum(int(x.get(k, "0")) for x in top)))
    ET.indent(top)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(top, encoding="unicode") + "\n"


def _junit_suite(run: Run) -> ET.Element:
    rs = rows(run)
    failures = run.findings.failures
    loose = [x for x in failures if x.kind == "mismatch" and not x.blamed]
    faults = [x for x in failures if x.kind == "fault"]
    not_run = run.findings.not_run
    suite = ET.Element("testsuite", name=f"croupier.{run.game}",
                       tests=str(len(rs) + len(faults) + len(loose) + len(not_run)),
                       failures=str(sum(r.verdict == FAILED for r in rs) + len(loose)),
                       errors=str(len(faults)),
                       skipped=str(sum(r.verdict not in (PASSED, PARTLY, FAILED) for r in rs) + len(not_run)),
                       time=f"{run.seconds:.3f}", timestamp=run.started)
    props = ET.SubElement(suite, "properties")
    yes, no = compared_parts(run)
    impl = run.hello.get("implementation", {}) if isinstance(run.hello.get("implementation"), dict) else {}
    for k, v in (("implementation", run.implementation), ("implementation.name", str(impl.get("name", ""))),
                 ("implementation.version", str(impl.get("version", ""))),
                 ("protocol", str(run.hello.get("protocol", ""))), ("reports", ",".join(run.hello.get("reports", []))),
                 ("compared", ",".join(yes)), ("not_compared", "; ".join(f"{p}: {w}" for p, w in no.items())),
                 ("profiles", ",".join(run.profiles)), ("rulesets", ",".join(run.rulesets)),
                 ("budget", json.dumps(run.budget)), ("verdict", "conforms" if run.passed else "does not conform")):
        ET.SubElement(props, "property", name=k, value=v)
    for r in rs:
        case = ET.SubElement(suite, "testcase", classname=f"croupier.{run.game}", name=r.clause)
        case.set("checks", str(r.tally.run))
        case.set("compared", ",".join(r.compared))
        if r.verdict == FAILED:
            mine = [x for x in failures if any(b == r.clause or b.startswith((r.clause + "(", r.clause + "#"))
                                               for b in x.blamed)]
            el = ET.SubElement(case, "failure", message=f"{r.tally.failed} of {r.tally.run} checks failed")
            el.text = "\n\n".join(_failure_text(x, run) for x in mine)
        elif r.verdict == PARTLY:
            ET.SubElement(case, "system-out").text = f"partly checked: {r.why}"
        elif r.verdict != PASSED:
            ET.SubElement(case, "skipped", message=r.verdict + (f": {r.why}" if r.why else ""))
    for n, x in enumerate(loose):
        case = ET.SubElement(suite, "testcase", classname=f"croupier.{run.game}.unattributed", name=f"difference-{n + 1}")
        ET.SubElement(case, "failure", message=x.problem).text = _failure_text(x, run)
    for n, x in enumerate(faults):
        case = ET.SubElement(suite, "testcase", classname=f"croupier.{run.game}.faults", name=f"fault-{n + 1}")
        ET.SubElement(case, "error", message=x.problem).text = _failure_text(x, run)
    for where, why in run.findings.not_run.items():
        case = ET.SubElement(suite, "testcase", classname=f"croupier.{run.game}.not_run", name=where)
        ET.SubElement(case, "skipped", message=f"not run: {why}")
    return suite


_CSS = """body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.2em .5em;text-align:left}
td.n{text-align:right;font-variant-numeric:tabular-nums}.passed{color:#176b2c}.failed{color:#b00020;font-weight:bold}
.not-reached,.not-offered,.not-applicable,.not-observable{color:#777}.partly-checked{color:#8a6d00}pre{background:#f6f6f6;padding:.6em;overflow:auto;white-space:pre-wrap}
.verdict{font-size:1.4em;font-weight:bold}"""


def html_report(run: Run) -> str:
    """A standalone page for a laboratory submission: header, verdict, failures, per-clause table."""
    e = html.escape
    f = run.findings
    impl = run.hello.get("implementation", {}) if isinstance(run.hello.get("implementation"), dict) else {}
    rs = rows(run)
    c = counts(run, rs)
    yes, no = compared_parts(run)
    parts = [f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>croupier conformance: {e(run.implementation)}</title>",
             f"<style>{_CSS}</style></head><body>",
             f"<h1>Conformance report: {e(str(impl.get('name', run.implementation)))} {e(str(impl.get('version', '')))}</h1>",
             f"<p class='verdict {'passed' if run.passed else 'failed'}'>{'Conforms' if run.passed else 'Does not conform'}</p>",
             "<table>",
             *(f"<tr><th>{e(k)}</th><td>{e(str(v))}</td></tr>" for k, v in (
                 ("implementation", run.implementation), ("protocol", run.hello.get("protocol", "")),
                 ("reports", ", ".join(run.hello.get("reports", [])) or "accept/reject and money only"),
                 ("compared", ", ".join(yes) or "nothing"),
                 ("not compared", "; ".join(f"{p} ({w})" for p, w in no.items()) or "-"),
                 ("game", run.game), ("rulesets", ", ".join(run.rulesets)), ("profiles", ", ".join(run.profiles)),
                 ("budget", json.dumps(run.budget)), ("started", run.started), ("duration", f"{run.seconds:.1f} s"),
                 ("cases / steps", f"{f.cases} / {f.steps}"), ("runner", f"croupier {__version__}"),
                 ("game-logic clauses", ", ".join(f"{n} {k}" for k, n in c.items() if n)),
                 ("not reached, unexplained", str(len(unexplained(rs)))),
                 ("differences no clause can be blamed for", str(f.unattributed)))),
             "</table>"]
    if f.not_applicable:
        parts.append("<h2>Profiles not applicable</h2><ul>")
        parts += [f"<li>{e(k)}: {e(v)}</li>" for k, v in sorted(f.not_applicable.items())]
        parts.append("</ul>")
    if f.not_run:
        parts.append("<h2>Not run</h2><ul>")
        parts += [f"<li>{e(k)}: {e(v)}</li>" for k, v in f.not_run.items()]
        parts.append("</ul>")
    if f.failures:
        parts.append(f"<h2>Failures ({len(f.failures)})</h2>")
        for x in f.failures:
            parts.append(f"<h3 class='failed'>{e(x.kind)} under profile {e(x.profile)}</h3><p>{e(x.problem)}</p>")
            if x.kind == "mismatch":
                parts.append(f"<p>Fails: {e(_blamed_text(x))}</p>")
            if x.clauses:
                parts.append(f"<p>The reference's outcomes cite: {e(', '.join(x.clauses))}</p>")
            if x.events:
                parts.append("<p>The shortest sequence found, from a fresh table:</p><pre>" + e("\n".join(json.dumps(ev) for ev in x.events)) + "</pre>")
            if x.kind == "mismatch":
                parts.append(f"<p>Expected:</p><pre>{e(json.dumps(x.expected, indent=1))}</pre>"
                             f"<p>Actual:</p><pre>{e(json.dumps(x.actual, indent=1))}</pre>")
            if x.replay:
                parts.append(f"<p>Replay: <code>{e(replay_command(run, x))}</code></p>")
            if x.traceback:
                parts.append(f"<p>Traceback (the implementation's):</p><pre>{e(x.traceback)}</pre>")
            if x.stderr:
                parts.append(f"<p>stderr (tail):</p><pre>{e(x.stderr)}</pre>")
    parts.append("<h2>Clauses</h2><table><tr><th>clause</th><th>title</th><th>checks</th><th>passed</th><th>failed</th>"
                 "<th>verdict</th><th>compared</th><th>why</th></tr>")
    for r in rs:
        cls = r.verdict.replace(" ", "-")
        parts.append(f"<tr><td><code>{e(r.clause)}</code></td><td>{e(r.title)}</td><td class='n'>{r.tally.run}</td>"
                     f"<td class='n'>{r.tally.passed}</td><td class='n'>{r.tally.failed}</td><td class='{cls}'>{e(r.verdict)}</td>"
                     f"<td>{e(', '.join(r.compared))}</td><td>{e(r.why)}</td></tr>")
    parts.append("</table></body></html>\n")
    return "\n".join(parts)


def all_games_summary(runs: list[Run], seconds: float, jobs: int) -> str:
    """The summary of a run over several games: per game its profiles, cases, steps, seconds of work, clause
    verdicts and verdict; then the verdict of them all (each game must conform)."""
    out = [f"all games: {len(runs)} on {jobs} process{'es' if jobs > 1 else ''}, seed "
           f"{runs[0].budget.get('seed') if runs else '-'}, {seconds:.1f} s",
           f"{'game':16} {'profiles':>8} {'cases':>6} {'steps':>8} {'s':>7} {'passed':>6} {'failed':>6} "
           f"{'not reached':>11} {'unexplained':>11}  verdict"]
    for run in runs:
        rs = rows(run)
        c = counts(run, rs)
        out.append(f"{run.game:16} {len(run.profiles):8} {run.findings.cases:6} {run.findings.steps:8} "
                   f"{run.seconds:7.1f} {c[PASSED] + c[PARTLY]:6} {c[FAILED]:6} {c[NOT_REACHED]:11} "
                   f"{len(unexplained(rs)):11}  {'CONFORMS' if run.passed else 'DOES NOT CONFORM'}")
    bad = [r.game for r in runs if not r.passed]
    out.append(f"CONFORMS (all {len(runs)} games)" if runs and not bad
               else f"DOES NOT CONFORM ({', '.join(bad) or 'no game was run'})")
    return "\n".join(out)


def write_all_reports(runs: list[Run], junit: Optional[str] = None, html_path: Optional[str] = None) -> None:
    """The reports of a run over several games: one JUnit file with a test suite per game; an HTML page per game
    beside ``html_path`` (``report-craps.html``) and, at ``html_path``, one page linking them with their verdicts.
    One game alone: its reports as :func:`write_reports` writes them."""
    if len(runs) == 1:
        write_reports(runs[0], junit, html_path)
        return
    if junit:
        Path(junit).write_text(junit_xml_all(runs), encoding="utf-8")
    if html_path:
        index = Path(html_path)
        links = []
        for run in runs:
            page = index.with_name(f"{index.stem}-{run.game}{index.suffix or '.html'}")
            page.write_text(html_report(run), encoding="utf-8")
            verdict = "Conforms" if run.passed else "Does not conform"
            links.append(f"<tr><td><a href='{html.escape(page.name)}'>{html.escape(run.game)}</a></td>"
                         f"<td class='{'passed' if run.passed else 'failed'}'>{verdict}</td>"
                         f"<td class='n'>{run.findings.cases}</td><td class='n'>{run.findings.steps}</td></tr>")
        index.write_text("\n".join([
            "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>croupier conformance: every game</title>",
            f"<style>{_CSS}</style></head><body><h1>Conformance reports</h1>",
            f"<p class='verdict {'passed' if all(r.passed for r in runs) else 'failed'}'>"
            f"{'Conforms' if all(r.passed for r in runs) else 'Does not conform'}</p>",
            "<table><tr><th>game</th><th>verdict</th><th>cases</th><th>steps</th></tr>", *links,
            "</table></body></html>", ""]), encoding="utf-8")


def write_reports(run: Run, junit: Optional[str] = None, html_path: Optional[str] = None) -> None:
    if junit:
        Path(junit).write_text(junit_xml(run), encoding="utf-8")
    if html_path:
        Path(html_path).write_text(html_report(run), encoding="utf-8")
