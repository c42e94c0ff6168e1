"""``pip install .`` gives the same importable tree as the editable install: a wheel built in a temp dir."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import croupier, croupier.reference.craps as c
from importlib import resources
from croupier import spec
assert croupier.__file__.startswith({where!r}), croupier.__file__
text = (resources.files("croupier.spec") / "craps" / "pa-623a@2015.toml").read_text()
assert "pa:623a.4(c)(1)" in text
assert spec.tables("sicbo")["paytable"]["three_of_a_kind"]["odds"] == "150 to 1"
from croupier import games  # the registry finds its games' modules in the installed tree
assert [g.name for g in games.games()][:2] == ["craps", "sicbo"], games.games()
print(len(spec.ruleset("pa-623a@2015").clauses), c.step.__name__)
"""


def test_wheel_imports_and_reads_spec_files(tmp_path: Path) -> None:
    """The wheel carries the mapped packages (croupier.spec, .reference, .conformance) and the TOML data."""
    out = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(ROOT)],
        check=True,
        cwd=tmp_path,
    )
    (wheel,) = out.glob("croupier-*.whl")
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        z.extractall(site)
    assert "croupier/spec/craps/pa-623a@2012.toml" in names
    assert {"croupier/spec/sicbo/pa-625a@2012.toml", "croupier/spec/sicbo/tables.toml"} <= set(names)
    assert "croupier/reference/craps/game.py" in names
    assert "croupier/analysis/craps.py" in names
    assert {"croupier/conformance/sicbo/suite.py", "croupier/conformance/schemas/sicbo-event.schema.json",
            "croupier/conformance/vectors/pa-625a@2012/default.json"} <= set(names)
    assert not any(n.startswith(("reference/", "spec/", "tests/")) for n in names)
    # every package of the source tree is in the wheel (a package left out of pyproject.toml would be missing)
    mapped = {"croupier": "croupier", "spec": "croupier/spec", "reference": "croupier/reference",
              "conformance": "croupier/conformance"}
    for top, prefix in mapped.items():
        for init in (ROOT / top).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / top).as_posix()
            assert f"{prefix}/{rel}/__init__.py".replace("/./", "/") in names, init
    run = subprocess.run(
        [sys.executable, "-c", PROBE.format(where=str(site))],
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert 0 == run.returncode, run.stderr
    assert run.stdout.split() == [str(303), "step"]
