"""The package type-checks (annotations are required outside tests/), as the installed ``croupier`` tree."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_is_clean(tmp_path: Path) -> None:
    pkg = tmp_path / "croupier"
    pkg.mkdir()
    packages = sorted(p.parent for p in (ROOT / "croupier").glob("*/__init__.py"))  # analysis, games
    for path in sorted((ROOT / "croupier").glob("*.py")) + packages:
        (pkg / path.name).symlink_to(path)
    for name in ("spec", "reference", "conformance"):  # the package-dir mapping of pyproject.toml
        (pkg / name).symlink_to(ROOT / name)
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "-p", "croupier", "--disallow-untyped-defs", "--disallow-incomplete-defs",
         "--cache-dir", str(tmp_path / ".mypy_cache")],
        cwd=tmp_path,
        env={**os.environ, "MYPYPATH": str(tmp_path)},
        capture_output=True,
        text=True,
    )
    assert 0 == run.returncode, run.stdout + run.stderr
