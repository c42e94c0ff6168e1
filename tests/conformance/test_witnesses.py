"""The bundled vectors reach every game-logic clause of the current edition: by citing it, or through the
witnesses of ``conformance/craps/witnesses.toml`` (a definition or a procedure no outcome cites)."""

from __future__ import annotations

from croupier import spec
from croupier.conformance import vectors
from croupier.conformance.craps.conform import DEFAULT_PROFILES, bundled_vectors, profile_named
from croupier.conformance.report import rolled_up, witnesses
from croupier.conformance.runner import Findings


def _reached() -> set[str]:
    found = Findings()
    for name in DEFAULT_PROFILES:
        n, profile = profile_named(name)
        path = bundled_vectors(n, profile)
        assert path is not None
        for case in vectors.load(path)["cases"]:
            for st in case["steps"]:
                found.credit(tuple(st["clauses"]), True)
    return {c for c, t in rolled_up(found.tallies).items() if t.run}


def test_every_game_logic_clause_is_reached_by_the_vectors() -> None:
    reached = _reached()
    rules = spec.ruleset("pa-623a@2015")
    game = {cid for cid, c in rules.clauses.items() if c.kind == "game"}
    through = {c for c, (by, _) in witnesses("craps").items() if any(w in reached for w in by)}
    assert [] == sorted(game - reached - through, key=spec._sort_key)


def test_witnesses_name_real_clauses_that_no_outcome_cites() -> None:
    reached = _reached()
    rules = spec.ruleset("pa-623a@2015")
    for cid, (by, why) in witnesses("craps").items():
        assert cid in rules and all(w in rules for w in by) and why, cid
        assert cid not in reached, f"{cid} is cited by the vectors now: drop its witness"
        assert any(w in reached for w in by), f"no witness of {cid} is reached"
