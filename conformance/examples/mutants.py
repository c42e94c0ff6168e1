"""Mutants of the bundled Craps implementation: realistic vendor bugs the suite must catch.

``m``: a :class:`Mutant`. Each mutant is one textual patch (or a few, for one
bug) of ``craps_table.py``, loaded as a module of its own, so the bundled
implementation itself is never changed. A patch that no longer applies
exactly once is an error, not a silent survivor. The catalogues are data, one
per game: ``catalogue/<game>.toml`` (:func:`catalogue`). ``croupier conform --mutants``
runs the default budget on each: vectors first (fast, deterministic), the
generated suite only where the vectors miss. The mutation score is the share
killed.
"""

from __future__ import annotations

import functools
import sys
import time
import tomllib
import types
from importlib import resources
from typing import Any, Callable, Optional

import attrs

from croupier.conformance.adapter import EngineAdapter

__all__ = ["MUTANTS", "Mutant", "catalogue", "engine", "games", "implementation", "kill", "main", "read_catalogue"]


@attrs.frozen
class Mutant:
    """One planted bug: its name, the clause it breaks, what a vendor got wrong, and the patch."""

    name: str
    clause: str
    bug: str
    patches: tuple[tuple[str, str], ...]
    #: why the default budget does not kill it yet (an open item, reported in the score), or "" for a mutant it must kill
    open_item: str = ""


def implementation(game: str) -> tuple[str, str]:
    """The bundled implementation of ``game``: its file in this package and its Engine class, as the game's suite
    names it (``Suite.example``), so that a new game's example is registered once, with its suite."""
    from croupier.conformance.games import suite_for

    module, _, engine_class = suite_for(game).example.partition(":")
    package, _, name = module.rpartition(".")
    if package != __package__:
        raise ValueError(f"{game}: its example {module} is not in {__package__}")
    return f"{name}.py", engine_class


def games() -> tuple[str, ...]:
    """The games with a bundled implementation: every game with a conformance suite."""
    from croupier.conformance.games import GAMES

    return tuple(GAMES)


@functools.cache
def catalogue(game: str = "craps") -> tuple[Mutant, ...]:
    """The mutants of one game's bundled implementation, read from ``catalogue/<game>.toml``.

    A catalogue is data: each ``[[mutant]]`` has its ``name``, the ``clause`` it breaks, the ``bug`` a vendor made,
    an ``open_item`` if the default budget does not kill it yet, and one or more ``[[mutant.patch]]``, each the text
    to ``find`` (exactly once) in the engine's source and what to ``replace`` it with. A catalogue that says anything
    else is refused, naming the mutant and the key at fault."""
    where = f"catalogue/{game}.toml"
    return read_catalogue(resources.files("croupier.conformance.examples").joinpath(where).read_text("utf-8"), where)


def read_catalogue(text: str, where: str) -> tuple[Mutant, ...]:
    """The mutants of a catalogue's ``text`` (see :func:`catalogue`); ``where`` names it in errors."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as x:
        raise ValueError(f"{where}: not TOML: {x}") from None
    mutants = data.get("mutant")
    if set(data) != {"mutant"} or not isinstance(mutants, list) or not mutants:
        raise ValueError(f"{where}: a catalogue is one or more [[mutant]] tables and nothing else")
    return tuple(_mutant(m, f"{where}: mutant {n}") for n, m in enumerate(mutants, 1))


def _mutant(m: Any, at: str) -> Mutant:
    if not isinstance(m, dict):
        raise ValueError(f"{at}: a mutant is a [[mutant]] table")
    if isinstance(m.get("name"), str):
        at += f" ({m['name']})"
    patches = m.get("patch")
    if not isinstance(patches, list) or not patches or not all(isinstance(p, dict) for p in patches):
        raise ValueError(f"{at}: no [[mutant.patch]] tables")
    extra = set(m) - {"name", "clause", "bug", "open_item", "patch"}
    extra |= {k for p in patches for k in set(p) - {"find", "replace"}}
    if extra:
        raise ValueError(f"{at}: unknown key {sorted(extra)[0]!r}")

    def text(table: dict[str, Any], key: str, empty: bool = False) -> str:
        v = table.get(key, "" if key == "open_item" else None)
        if not isinstance(v, str) or not (v or empty):
            raise ValueError(f"{at}: {key!r} must be given, as text" + ("" if empty else " that is not empty"))
        return v

    return Mutant(text(m, "name"), text(m, "clause"), text(m, "bug"),
                  tuple((text(p, "find"), text(p, "replace", empty=True)) for p in patches),
                  text(m, "open_item", empty=True))


#: the Craps catalogue (each game's is ``catalogue(game)``)
MUTANTS: tuple[Mutant, ...] = catalogue("craps")


def source(game: str = "craps") -> str:
    return resources.files("croupier.conformance.examples").joinpath(implementation(game)[0]).read_text("utf-8")


def engine(m: Mutant, game: str = "craps") -> Any:
    """The mutant's engine instance, from a patched copy of the game's bundled implementation."""
    text = source(game)
    for old, new in m.patches:
        n = text.count(old)
        if n != 1:
            raise ValueError(f"mutant {m.name}: its patch matches {n} places, not 1: {old[:60]!r}")
        text = text.replace(old, new)
    name = f"croupier.conformance.examples._mutant_{game}_{m.name.replace('-', '_')}"
    module = types.ModuleType(name)
    module.__file__ = f"<mutant {m.name}>"
    sys.modules[name] = module  # dataclass-like decorators look their module up
    try:
        exec(compile(text, module.__file__, "exec"), module.__dict__)
    finally:
        del sys.modules[name]
    return getattr(module, implementation(game)[1])()


@attrs.frozen
class Kill:
    mutant: Mutant
    killed: bool
    found_by: str  #: the vector case or "suite", or "" if it survived
    problem: str
    seconds: float


def _nearest_first(m: Mutant, profiles: list[tuple[str, dict[str, Any]]],
                   default_ruleset: str) -> list[tuple[str, dict[str, Any]]]:
    """The profiles whose ruleset is of the chapter the mutant's clause belongs to first (a Baccarat bug is found by
    the Baccarat profiles, not after every Minibaccarat one has passed), the rest in their order."""
    chapter = m.clause.split(":", 1)[-1].split(".", 1)[0]

    def ours(p: tuple[str, dict[str, Any]]) -> bool:
        return str(p[1].get("ruleset", default_ruleset)).split("@")[0] == f"pa-{chapter}"

    return sorted(profiles, key=lambda p: not ours(p))


def kill(m: Mutant, budget: Any, profiles: Optional[list[tuple[str, dict[str, Any]]]] = None,
         game: str = "craps") -> Kill:
    """Run vectors, then the generated suite, on ``m`` until the first failure."""
    from croupier.conformance.games import suite_for
    from croupier.conformance.runner import Side
    from croupier.conformance.session import conform

    g = suite_for(game)
    began = time.monotonic()
    side = Side(EngineAdapter(engine(m, game)), threaded=False)
    side.handshake()
    run = conform(g, side, profiles or _nearest_first(m, [g.profile_named(n) for n in g.default_profiles],
                                                       g.default_ruleset), budget, stop_early=True,
               minimise_seconds=0)  # a kill needs the failure, not its shortest form
    first = run.findings.failures[0] if run.findings.failures else None
    return Kill(m, first is not None, first.found_by if first else "", first.problem if first else "",
                time.monotonic() - began)


def main(budget: Any, progress: Optional[Callable[[str], None]] = None, game: str = "craps") -> int:
    """``croupier conform --mutants``: each mutant, what killed it, and the score; 0 when all are killed."""
    budget = attrs.evolve(budget, shrink_seconds=min(budget.shrink_seconds, 5.0))
    kills = []
    for m in catalogue(game):
        if progress:
            progress(f"mutant {m.name}")
        kills.append(kill(m, budget, game=game))
    print(f"{'mutant':32} {'clause':24} {'killed by':40} {'s':>5}")
    for k in kills:
        by = k.found_by if k.killed else "SURVIVED"
        print(f"{k.mutant.name:32} {k.mutant.clause:24} {by[:40]:40} {k.seconds:5.1f}")
    killed = sum(k.killed for k in kills)
    for k in kills:
        if k.mutant.open_item and not k.killed:
            print(f"open: {k.mutant.name}: {k.mutant.open_item}")
    print(f"mutation score: {killed}/{len(kills)} killed"
          f" ({sum(k.found_by.startswith('vectors') for k in kills)} by vectors,"
          f" {sum(k.found_by == 'suite' for k in kills)} by the generated suite)")
    return 0 if all(k.killed or k.mutant.open_item for k in kills) else 1
