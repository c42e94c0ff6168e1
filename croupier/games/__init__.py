"""The game registry: every game croupier knows, each registered once, in a module of its own.

``g``: a :class:`Game`. Each module of this package (``croupier/games/craps.py``, ...) defines one ``GAME``; the
registry finds them with :func:`pkgutil.iter_modules`, so adding a game adds a module here and edits no list. The
command line (its ``--game`` choices and help, ``demo``, ``config``, ``equipment``, ``analyze``, ``cite`` and
``trace``), the conformance engine's :data:`croupier.conformance.games.GAMES`, the rulebooks and the docs read the
games from here, in :attr:`Game.order`.

A game names its parts by module (``"croupier.reference.sicbo.config"``) and its analysis by ``module:function``,
imported only when a command uses them: the registry itself imports nothing of croupier, so reading it neither loads
a model (``CROUPIER_CONTRACTS`` is read when a model is first imported) nor makes the conformance layer, which
reads it too, depend on the layers above it.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any, Callable, Optional

import attrs

__all__ = ["DEFAULT", "Analysis", "Game", "analyses", "demo_games", "for_file", "games", "load", "named",
           "suite_games"]

#: the game a command takes when none is named (``--game``'s default), and whose loaders read a file that names no
#: game croupier has a loader for (they say why it is refused)
DEFAULT = "craps"


def load(ref: str) -> Any:
    """The object a reference names: ``"package.module"`` is the module, ``"package.module:name"`` its attribute."""
    module, _, name = ref.partition(":")
    m = importlib.import_module(module)
    return getattr(m, name) if name else m


@attrs.frozen(kw_only=True)
class Analysis:
    """How ``croupier analyze --game G`` analyses a game and prints the result."""

    #: ``module:function`` of ``(args, label, cfg) -> croupier.analysis.command.Printout``: the game's figures, as
    #: the command prints them (``croupier.analysis.command``)
    printout: str
    #: the game in ``analyze --game``'s help, with the words that join it to the game listed before it
    help: str
    #: the options of ``analyze`` that only some games take (``stake``, ``setting``, ``strategy``, ``samples``,
    #: ``budget``, ``workers``, ``scheduler``) which this one takes
    options: frozenset[str] = frozenset()
    #: option -> how the usage error of an option this game takes names it where not by its name ("blackjack's side
    #: wagers", listed after the names)
    named_as: dict[str, str] = attrs.field(factory=dict)
    #: option (``wager`` or one of :attr:`options`) -> this game's own words in the option's help: names
    #: ``--wager`` takes, the default stake, what ``--readings`` covers besides the side wagers
    notes: dict[str, str] = attrs.field(factory=dict)
    #: the named budgets ``--budget`` takes, where it is among :attr:`options`
    budgets: tuple[str, ...] = ()


@attrs.frozen(kw_only=True)
class Game:
    """One game: its name, its place in every list, and the modules each command finds its parts in."""

    name: str  #: as ``--game`` takes it, and as a profile's or a description's ``game`` key names it
    title: str  #: the rulebook page's title (``Craps and Mini-Craps``)
    order: int  #: its place in every listing (``--game``'s choices, ``conform --game all``, reports, the rulebooks)
    reference: str  #: the package of its model, every module of which ``cite`` and ``trace`` import
    #: the package of its conformance suite (its ``game`` module defines ``SUITE``, its ``conform`` module
    #: ``PROFILES``); ``None``: no suite
    suite: Optional[str] = None
    #: the game in ``conform --game``'s help, with the words that join it to the game listed before it
    conform_help: str = ""
    #: its profiles' module: ``TableConfig``, ``profile_from_mapping``, ``load_profile`` and, where it has them,
    #: ``warnings`` (``config check``, ``demo --profile``, ``analyze --profile``); ``None``: no profiles
    config: Optional[str] = None
    #: cfg -> the words ``config check`` describes a valid profile by (``None``: the game's name)
    profile_name: Optional[Callable[[Any], str]] = None
    #: ``module:function`` of ``cfg -> Optional[str]``: a loud warning ``config check`` adds to a valid profile
    profile_warning: Optional[str] = None
    demo: Optional[str] = None  #: the module whose ``run(cfg)`` is ``croupier demo``'s scripted session
    #: the module with ``load_description`` and ``check``, ``croupier equipment check``'s for a description of
    #: this game; ``None``: none
    equipment: Optional[str] = None
    analysis: Optional[Analysis] = None  #: ``croupier analyze``'s; ``None``: no analysis

    def module(self, part: str) -> Any:
        """The module of one of its parts (``config``, ``demo``, ``equipment``), imported now."""
        ref = getattr(self, part)
        if ref is None:
            raise LookupError(f"the game {self.name!r} has no {part}")
        return load(ref)

    def described(self, cfg: Any) -> str:
        """The words ``config check`` describes a valid profile of this game by."""
        return self.name if self.profile_name is None else self.profile_name(cfg)


@cache
def games() -> tuple[Game, ...]:
    """Every registered game, in :attr:`Game.order`."""
    found = [importlib.import_module(f"{__name__}.{m.name}").GAME for m in pkgutil.iter_modules(__path__)]
    return tuple(sorted(found, key=lambda g: g.order))


def named(name: str) -> Game:
    """The game of that name (a ``KeyError`` lists the registered ones)."""
    for g in games():
        if g.name == name:
            return g
    raise KeyError(f"no game {name!r}; known: {', '.join(g.name for g in games())}")


def for_file(name: str, part: str) -> Game:
    """The game whose ``part`` (``config``, ``equipment``) reads a file whose ``game`` key is ``name``: that game's,
    if it has one, else the :data:`DEFAULT` game's (whose loader says why the file is refused)."""
    for g in games():
        if g.name == name and getattr(g, part) is not None:
            return g
    return named(DEFAULT)


def suite_games() -> tuple[Game, ...]:
    """The games with a conformance suite."""
    return tuple(g for g in games() if g.suite is not None)


def demo_games() -> tuple[Game, ...]:
    """The games with a scripted ``croupier demo``."""
    return tuple(g for g in games() if g.demo is not None)


def analyses() -> tuple[tuple[str, Analysis], ...]:
    """The games ``croupier analyze`` covers: each one's name and :class:`Analysis`."""
    return tuple((g.name, g.analysis) for g in games() if g.analysis is not None)
