"""The parts depend one way (docs/architecture.md): the spec imports nothing of croupier but itself, the reference
only the spec, the analysis only the reference and the spec, the game registry only itself (it names the other parts'
modules, imported when a command uses them), and the independent example engines only the protocol
and the adapter of the conformance layer, never the reference they are compared with.

Every ``import`` and ``from ... import`` statement is read with :mod:`ast`, those inside functions too, so a lazy
import cannot hide a dependency."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

#: folder (import root) -> the croupier modules its files may import (a name, or a prefix ending in ".")
ALLOWED: dict[str, tuple[str, ...]] = {
    "spec": ("croupier.spec",),
    "reference": ("croupier.spec", "croupier.reference", "croupier.__version__"),
    "croupier/analysis": ("croupier.spec", "croupier.reference", "croupier.analysis"),
    "croupier/games": ("croupier.games",),
}
#: the example engines: what a vendor's engine would import, and no more
ENGINE_ALLOWED = ("croupier.conformance.adapter", "croupier.conformance.protocol")
#: what the example engines share among themselves (issue 33 allows a family base), held to ENGINE_ALLOWED in turn
ENGINES_SHARED = ("croupier.conformance.examples.tables",)


def _imports(path: Path) -> set[str]:
    """The croupier modules (or ``croupier.<name>`` for ``from croupier import <name>``) a file imports."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "croupier":
                out |= {f"croupier.{a.name}" for a in node.names}
            else:
                out.add(node.module)
    return {m for m in out if m == "croupier" or m.startswith("croupier.")}


def _under(module: str, allowed: tuple[str, ...]) -> bool:
    return any(module == a or module.startswith(a + ".") for a in allowed)


def _engines() -> list[Path]:
    examples = ROOT / "conformance" / "examples"
    return sorted(examples.glob("*_table.py")) + [examples / "dice_log.py"]


@pytest.mark.parametrize("folder", list(ALLOWED))
def test_each_part_imports_only_the_parts_below_it(folder: str) -> None:
    bad = {f"{p.relative_to(ROOT)}: {m}" for p in (ROOT / folder).rglob("*.py") for m in _imports(p)
           if not _under(m, ALLOWED[folder])}
    assert set() == bad


def test_the_example_engines_share_no_code_with_the_reference() -> None:
    """Each example implementation is written apart from the reference: it speaks the protocol, nothing more."""
    engines = _engines()
    assert len(engines) >= 12
    bad = {f"{p.relative_to(ROOT)}: {m}" for p in engines for m in _imports(p)
           if not _under(m, ENGINE_ALLOWED + ENGINES_SHARED)}
    shared = [ROOT / "conformance" / "examples" / f"{m.rsplit('.', 1)[1]}.py" for m in ENGINES_SHARED]
    bad |= {f"{p.relative_to(ROOT)}: {m}" for p in shared for m in _imports(p) if not _under(m, ENGINE_ALLOWED)}
    assert set() == bad
