"""The bundled vectors reach every game-logic clause of each game's current edition: by citing it, or through the
witnesses of ``conformance/<game>/witnesses.toml`` (a definition or a procedure no outcome cites)."""

from __future__ import annotations

import importlib

from croupier import spec
import pytest

from croupier.conformance import vectors
from croupier.conformance.games import GAMES, suite_for
from croupier.conformance.report import rolled_up, witnesses
from croupier.conformance.runner import Findings


def _reached(game: str) -> set[str]:
    g = suite_for(game)
    found = Findings()
    for name in g.default_profiles:
        n, profile = g.profile_named(name)
        path = g.bundled_vectors(n, profile)
        assert path is not None
        for case in vectors.load(path)["cases"]:
            for st in case["steps"]:
                found.credit(tuple(st["clauses"]), True)
    return {c for c, t in rolled_up(found.tallies).items() if t.run}


#: the games whose model is partial, and the clauses each declares it cannot reach (their wagers cannot be paid)
PARTIAL = {"blackjack": "croupier.reference.blackjack.config:NOT_MODELLED"}


def _not_modelled(game: str) -> set[str]:
    if game not in PARTIAL:
        return set()
    module, _, name = PARTIAL[game].partition(":")
    return set(getattr(importlib.import_module(module), name))


@pytest.mark.parametrize("game", GAMES)
def test_every_game_logic_clause_is_reached_by_the_vectors(game: str) -> None:
    """A complete model's vectors reach every game-logic clause; a partial one's reach all but the clauses it declares
    it cannot (and it reaches none of those). A suite that checks part of a chapter (the dice lifecycle, 603a.13)
    reaches every clause of that part, whatever its kind: its procedures are its game logic."""
    reached = _reached(game)
    g = suite_for(game)
    rules = spec.ruleset(g.default_ruleset)
    assert (rules.model == "partial") == (game in PARTIAL)
    logic = {cid for cid, c in rules.clauses.items() if (cid.startswith(g.scope) if g.scope else c.kind == "game")}
    through = {c for c, (by, _) in witnesses(game).items() if any(w in reached for w in by)}
    assert sorted(logic - reached - through, key=spec._sort_key) == sorted(_not_modelled(game), key=spec._sort_key)


def _rulesets(game: str) -> list[spec.Ruleset]:
    """The rulesets the game's bundled profiles play (a family's games each have their own chapter)."""
    g = suite_for(game)
    return [spec.ruleset(rid) for rid in sorted({g.profile_named(name)[1].get("ruleset", g.default_ruleset)
                                                 for name in g.default_profiles})]


@pytest.mark.parametrize("game", GAMES)
def test_witnesses_name_real_clauses_that_no_outcome_cites(game: str) -> None:
    reached = _reached(game)
    rulesets = _rulesets(game)
    for cid, (by, why) in witnesses(game).items():
        assert why and any(cid in rules and all(w in rules for w in by) for rules in rulesets), cid
        assert cid not in reached, f"{cid} is cited by the vectors now: drop its witness"
        assert any(w in reached for w in by), f"no witness of {cid} is reached"
