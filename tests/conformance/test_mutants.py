"""Suite strength (DESIGN.md, Conformance): each game's bundled implementation passes; every mutant of it is killed
within the default budget, by the vectors where they reach it and by the generated suite for the rest."""

from __future__ import annotations

import re

import pytest

from croupier.conformance.adapter import EngineAdapter, load_implementation
from croupier.conformance.examples import mutants
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.report import text_summary
from croupier.conformance.runner import Side
from croupier.conformance.session import conform

BUDGET = Budget(examples=40, steps=50, seed=0, shrink_seconds=5)
#: game -> (the least number of mutants the default budget must kill, the most open items allowed)
SIZES = {"craps": (38, 2), "sicbo": (20, 1), "tdf": (20, 0), "baccarat": (20, 0), "paigow": (20, 0),
         "spanish21": (20, 0), "double_attack": (24, 0), "blackjack": (20, 0), "asia_poker": (20, 0),
         "five_card_hi_lo": (24, 0), "poker_variants": (24, 0),
         "dice": (30, 0)}


#: CI's run of each bundled implementation: every vector and a quarter of the default Hypothesis budget (the whole
#: default budget is the opt-in ``slow`` run below; the mutants are killed at the whole default budget in CI)
QUICK = Budget(examples=10, steps=50, seed=0, shrink_seconds=5)


def _bundled_conforms(game: str, budget: Budget) -> None:
    g = suite_for(game)
    impl = load_implementation(g.example)
    assert isinstance(impl, EngineAdapter)
    side = Side(impl, threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named(n) for n in g.default_profiles], budget)
    assert run.passed, text_summary(run, per_clause=False)
    assert not run.findings.not_applicable


@pytest.mark.parametrize("game", SIZES)
def test_the_bundled_implementation_conforms_under_every_profile_it_supports(game: str) -> None:
    _bundled_conforms(game, QUICK)


@pytest.mark.slow
@pytest.mark.parametrize("game", SIZES)
def test_the_bundled_implementation_conforms_at_the_default_budget(game: str) -> None:
    _bundled_conforms(game, BUDGET)


@pytest.mark.parametrize("game", SIZES)
def test_the_catalogue_holds_distinct_bugs_each_patching_the_implementation(game: str) -> None:
    least, open_items = SIZES[game]
    catalogue = mutants.catalogue(game)
    assert len([m for m in catalogue if not m.open_item]) >= least
    assert len([m for m in catalogue if m.open_item]) <= open_items  # open items stay few and named in the issue note
    assert len({m.name for m in catalogue}) == len(catalogue)
    for m in catalogue:
        mutants.engine(m, game)  # each patch applies exactly once


@pytest.mark.parametrize("game, m", [(game, m) for game in SIZES for m in mutants.catalogue(game) if not m.open_item],
                         ids=lambda x: x if isinstance(x, str) else x.name)
def test_every_mutant_is_killed(game: str, m: mutants.Mutant) -> None:
    k = mutants.kill(m, BUDGET, game=game)
    assert k.killed, f"{m.name} ({m.bug}, {m.clause}) survived the default budget"


@pytest.mark.parametrize("text, fault", [
    ("", "one or more [[mutant]] tables"),
    ("mutant = 1", "one or more [[mutant]] tables"),
    ("[[mutant]]\nname = 'x'\nclause = 'pa:1'\nbug = 'b'\n", "mutant 1 (x): no [[mutant.patch]] tables"),
    ("[[mutant]]\nname = 'x'\nclause = 'pa:1'\nbug = 'b'\ncolour = 'red'\n[[mutant.patch]]\nfind = 'a'\nreplace = 'b'\n",
     "mutant 1 (x): unknown key 'colour'"),
    ("[[mutant]]\nname = 'x'\nclause = 'pa:1'\nbug = 'b'\n[[mutant.patch]]\nfind = 'a'\n", "'replace' must be given"),
    ("[[mutant]]\nclause = 'pa:1'\nbug = 'b'\n[[mutant.patch]]\nfind = 'a'\nreplace = ''\n", "mutant 1: 'name' must be"),
    ("[[mutant]]\nname = 'x'\nclause = 'pa:1'\nbug = ''\n[[mutant.patch]]\nfind = 'a'\nreplace = ''\n",
     "'bug' must be given, as text that is not empty"),
    ("[[mutant]\n", "not TOML"),
])
def test_a_malformed_catalogue_is_refused_naming_the_mutant_and_key(text: str, fault: str) -> None:
    with pytest.raises(ValueError, match=re.escape(fault)) as refused:
        mutants.read_catalogue(text, "bad.toml")
    assert str(refused.value).startswith("bad.toml: ")


def test_a_catalogue_reads_back_patches_exactly() -> None:
    text = ("[[mutant]]\nname = 'x'\nclause = 'pa:623a.5(a)'\nbug = 'b'\n[[mutant.patch]]\nfind = '''\n    a = 1\n'''\n"
            "replace = ''\n")
    (m,) = mutants.read_catalogue(text, "ok.toml")
    assert m == mutants.Mutant("x", "pa:623a.5(a)", "b", (("    a = 1\n", ""),))
