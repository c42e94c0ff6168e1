"""The documentation builds with warnings as errors, and the tutorial's code runs (sphinx.ext.doctest).

The same check CI runs: a clause role naming a clause no edition has, a code
link with no target or a broken tutorial fails here.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Optional, Sequence

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"

pytest.importorskip("sphinx")
pytest.importorskip("furo")
pytest.importorskip("myst_parser")


def sphinx(builder: str, src: Path, out: Path, doctrees: Path, *extra: str, files: Sequence[Path] = (),
           env: Optional[dict[str, str]] = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-b", builder, "-d", str(doctrees), *extra, str(src),
         str(out / builder), *map(str, files)],
        cwd=ROOT, capture_output=True, text=True, timeout=600, env=env,
    )


#: the pages whose code the doctest builder runs: it is given only these, which spares it loading the doctree of
#: every clause page to look for tests there are none of
_TESTS = re.compile(r"\{(testcode|doctest|testsetup)\}|\.\. (testcode|doctest|testsetup)::")
TESTED = sorted(p for p in DOCS.rglob("*") if p.suffix in (".md", ".rst") and not {"_build", "generated"} & set(p.parts)
                and _TESTS.search(p.read_text("utf-8")))


def test_docs_build_without_warnings_and_the_tutorial_runs(tmp_path: Path) -> None:
    """``sphinx-build -W -b html``, then ``-b doctest`` on the same environment (the tutorial's code)."""
    html = sphinx("html", DOCS, tmp_path, tmp_path / "doctrees")
    assert 0 == html.returncode, html.stdout[-3000:] + html.stderr
    for page in ("index", "matrix", "tutorial", "generated/clauses/pa-623a-2015", "generated/editions/pa-623a",
                 "vendor/cli", "vendor/profiles", "model/craps", "analysis", "model/analysis"):
        assert (tmp_path / "html" / f"{page}.html").is_file(), page
    matrix = (tmp_path / "html" / "matrix.html").read_text(encoding="utf-8")
    for rid in ("pa-623a&#64;2012", "pa-623a&#64;2013p", "pa-623a&#64;2015"):
        assert rid in matrix
    _search_lands_on_the_clause(tmp_path / "html")
    broken = _broken_internal_links(tmp_path / "html")
    assert not broken, broken[:20]
    # with the reference's run-time contracts off, as a vendor's run has them (conf.py's doctest_global_setup says so
    # too, but the models are imported before it runs); the html build above kept them on for the contract listings
    doctest = sphinx("doctest", DOCS, tmp_path, tmp_path / "doctrees", files=TESTED,
                     env={**os.environ, "CROUPIER_CONTRACTS": "0"})
    assert 0 == doctest.returncode, doctest.stdout[-5000:] + doctest.stderr
    assert "0 failures in tests" in doctest.stdout
    assert {"tutorial.md", "tutorial-cards.md", "analysis.md"} <= {p.name for p in TESTED}


#: query -> the entry (page, anchor) the site's own search must put first (issue 30: Sphinx's splitter cut these ids
#: at every dot and dropped the pure-digit pieces, so "545.14(b)" found 59 unrelated pages and "551.11(a)" nothing)
SEARCHES = {
    "545.14(b)": ("generated/clauses/pa-545-2010t", "#pa-545.14-b"),
    "551.11(a)": ("generated/clauses/pa-551-2010t", "#pa-551.11-a"),
    "535.10": ("generated/clauses/pa-535-2010t", "#pa-535.10"),
    "665a.8": ("generated/clauses/pa-665a-2013p", "#pa-665a.8"),
    "md:paigow.9(S)": ("generated/clauses/md-paigow-1.1", "#md-paigow.9-S"),
    "pa:623a.5(f)": ("generated/clauses/pa-623a-2015", "#pa-623a.5-f"),
    "545.1#curator": ("generated/clauses/pa-545-2010t", "#pa-545.1--curator"),
}


def _search_lands_on_the_clause(html: Path) -> None:
    """The built site's own search (its searchtools.js, language_data.js and searchindex.js, run by Node.js): each
    query's first results are the clause's entries, one per edition page that has it, the expected page among them."""
    node = shutil.which("node") or shutil.which("nodejs")
    assert node, "Node.js is part of the build machine (see the README)"
    run = subprocess.run([node, str(ROOT / "tests" / "search_harness.js"), str(html), *SEARCHES], capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    for line in run.stdout.splitlines():
        got = json.loads(line)
        page, anchor = SEARCHES[got["query"]]
        top = got["shown"][0][2]
        firsts = [(doc, a) for doc, a, score in got["shown"] if score == top]
        assert (page, anchor) in firsts, (got["query"], got["shown"])
        assert all(a == anchor for _, a in firsts), (got["query"], got["shown"])
    # an ordinary word search still finds pages
    words = subprocess.run([node, str(ROOT / "tests" / "search_harness.js"), str(html), "Big Bet"],
                           capture_output=True, text=True, timeout=120)
    assert json.loads(words.stdout)["shown"], words.stderr


def _broken_internal_links(html: Path) -> list[tuple[str, str, str]]:
    """Every relative link of the built site whose file or anchor does not exist (external links are not followed:
    the build machine may be offline)."""
    from urllib.parse import unquote, urldefrag

    ids: dict[Path, set[str]] = {}
    hrefs: dict[Path, list[str]] = {}
    for f in html.rglob("*.html"):
        text = f.read_text(encoding="utf-8", errors="replace")
        ids[f.resolve()] = set(re.findall(r'\sid="([^"]+)"', text))
        hrefs[f.resolve()] = re.findall(r'\shref="([^"]+)"', text)
    broken = []
    for f, links in hrefs.items():
        for href in links:
            if re.match(r"[a-z][a-z0-9+.-]*:", href) or href.startswith("//"):
                continue
            path, fragment = urldefrag(href)
            path = path.split("?", 1)[0]
            target = f if not path else (f.parent / unquote(path)).resolve()
            if target.is_dir():
                target = target / "index.html"
            if not target.exists():
                broken.append((str(f.relative_to(html.resolve())), href, "no such file"))
            elif fragment and target.suffix == ".html" and unquote(fragment) not in ids.get(target, set()):
                broken.append((str(f.relative_to(html.resolve())), href, "no such anchor"))
    return broken


def _mini_project(tmp_path: Path, page: str) -> Path:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(
        "import sys\n"
        f"sys.path.insert(0, {str(DOCS / '_ext')!r})\n"
        "extensions = ['croupier_docs']\n"
        "croupier_generate_pages = False\n",
        encoding="utf-8",
    )
    (src / "index.rst").write_text(page, encoding="utf-8")
    return src


def test_unknown_clause_fails_the_build(tmp_path: Path) -> None:
    src = _mini_project(tmp_path, "Page\n====\n\nSee :clause:`pa:623a.99(z)`.\n")
    run = sphinx("html", src, tmp_path, tmp_path / "doctrees")
    assert 0 != run.returncode
    assert "unknown clause 'pa:623a.99(z)'" in run.stderr


def test_clause_role_targets_and_anchors() -> None:
    """A bare id goes to the current edition; ``@edition`` to that edition; anchors are unique per page."""
    sys.path.insert(0, str(DOCS / "_ext"))
    try:
        import croupier_docs as ext
    finally:
        sys.path.remove(str(DOCS / "_ext"))
    from croupier import spec

    assert ("pa-623a@2015", "pa:623a.5(f)") == ext.where("pa:623a.5(f)")
    assert ("pa-623a@2012", "pa:623a.5(f)") == ext.where("pa:623a.5(f)@2012")
    assert ("pa-623a@2012", "pa:623a.5(i)@2012") == ext.where("pa:623a.5(j)@2012")
    assert ("pa-623a@2012", "pa:623a.5(h)@2012") == ext.where("pa:623a.5(h)@2012")
    assert ext.where("pa:623a.12@2012") is None
    assert ext.where("pa:623a.99") is None
    assert "pa-623a.3-a-1-i-A" == ext.anchor("pa:623a.3(a)(1)(i)(A)")
    for rid in spec.ruleset_ids():
        ids = list(spec.ruleset(rid).clauses)
        assert len(ids) == len({ext.anchor(c) for c in ids}), rid
