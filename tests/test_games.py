"""The game registry (issue 33): each game registers itself once, in a module of its own under ``croupier/games/``,
and every list of games (the command line's ``--game`` choices, ``conform --game all``, the conformance engine's
``GAMES``, the rulebooks) reads it, in one order."""

from __future__ import annotations

import argparse
import pkgutil

import pytest

from croupier import games, rulebook
from croupier.cli import build_parser, main
from croupier.conformance.games import GAMES, suite_for

#: the order every listing of the games has had since each game was added; a new game takes the place its ``order``
#: gives it
ORDER = ["craps", "sicbo", "tdf", "baccarat", "paigow", "spanish21", "double_attack", "blackjack", "asia_poker",
         "five_card_hi_lo", "poker_variants", "dice"]


def _choices(*path: str) -> list[str]:
    p = build_parser()
    for name in path:
        sub = next(a for a in p._actions if isinstance(a, argparse._SubParsersAction))
        p = sub.choices[name]
    return list(next(a for a in p._actions if a.dest == "game").choices)


def test_each_module_of_the_package_registers_the_game_it_is_named_after() -> None:
    modules = [m.name for m in pkgutil.iter_modules(games.__path__)]
    assert sorted(modules) == sorted(g.name for g in games.games())


def test_names_and_places_are_distinct() -> None:
    registered = games.games()
    assert len({g.name for g in registered}) == len({g.order for g in registered}) == len(registered)


def test_the_games_are_listed_in_their_order_everywhere() -> None:
    assert ORDER == [g.name for g in games.games()]
    assert ORDER == list(GAMES) == list(rulebook.games())
    assert ORDER + ["all"] == _choices("conform")
    assert ORDER == _choices("vectors", "generate") == _choices("config", "options") == _choices("rulebook")
    assert [g for g in ORDER if g != "paigow"] == _choices("demo")
    assert ORDER[:10] == _choices("analyze")


@pytest.mark.parametrize("game", games.games(), ids=lambda g: g.name)
def test_each_part_registered_has_what_the_commands_call(game: games.Game) -> None:
    assert game.reference.startswith("croupier.reference.")
    if game.suite is not None:
        assert game.name == suite_for(game.name).name
        assert callable(next(iter(games.load(game.suite + ".conform").PROFILES.values())))
    if game.config is not None:
        config = game.module("config")
        assert callable(config.profile_from_mapping) and callable(config.load_profile)
    if game.demo is not None:
        assert callable(game.module("demo").run)
    if game.equipment is not None:
        equipment = game.module("equipment")
        assert callable(equipment.load_description) and callable(equipment.check)
    if game.profile_warning is not None:
        assert callable(games.load(game.profile_warning))
    if game.analysis is not None:  # analyze's default table is the config module's TableConfig()
        assert callable(games.load(game.analysis.printout)) and callable(game.module("config").TableConfig)
        assert set(game.analysis.named_as) <= game.analysis.options


def test_a_part_a_game_lacks_is_the_default_games() -> None:
    """A file whose ``game`` has no loader of that part (or names no game) goes to Craps', which says why it is
    refused."""
    assert "sicbo" == games.for_file("sicbo", "equipment").name
    assert "craps" == games.for_file("poker_variants", "equipment").name
    assert "craps" == games.for_file("mini_craps", "config").name
    assert "dice" == games.for_file("dice", "config").name
    with pytest.raises(LookupError):
        games.named("poker_variants").module("equipment")


def test_an_option_of_other_games_names_them_in_the_registrys_order(capsys: pytest.CaptureFixture[str]) -> None:
    assert 2 == main(["analyze", "--game", "craps", "--stake", "100"])
    assert ("--stake is for --game baccarat, paigow, spanish21, double_attack and asia_poker, and for blackjack's side "
            "wagers (the other games analyse the table minimum)\n") == capsys.readouterr().err
    assert 2 == main(["analyze", "--game", "sicbo", "--strategy"])
    assert "--strategy is for --game spanish21 and double_attack (their main wagers)\n" == capsys.readouterr().err


@pytest.mark.parametrize("game", [g.name for g in games.demo_games() if g.suite is not None])
def test_every_demo_plays_under_every_bundled_profile(game: str) -> None:
    """``croupier demo --profile`` under each profile a vendor's run uses: the scripted session plays through (the
    637a demo used to seat a third player after dealing the first round to two, under a one-blind profile, and
    stopped with a traceback)."""
    demo, suite = games.load(games.named(game).demo or ""), suite_for(game)
    for name, profile in suite.profiles.items():
        lines = list(demo.run(suite.config(profile())))
        assert len(lines) > 5, name
