"""Issue 28, item 7: the generated suite reaches every paytable row the bundled vectors exercise, so that a wrong row
(Sic Bo's Total of 13 at 6 to 1) is caught by ``croupier conform --no-vectors`` too, not by the vectors alone.

Each gate runs one default profile's generated suite at the default budget (40 examples of 50 steps, seed 0) on the
reference alone and asks for every row (bet with its number, payout ratio) of a winning settlement the profile's
vector file exercises. A run of more than about 20 s of CPU is marked ``slow`` (``--run-slow``).
"""

from __future__ import annotations

import pytest

from croupier.conformance.adapter import EngineAdapter
from croupier.conformance.examples import mutants
from croupier.conformance.games import suite_for
from croupier.conformance.lockstep import Budget
from croupier.conformance.reach import reach, rows_of, suite_rows, vector_rows
from croupier.conformance.runner import Side
from croupier.conformance.session import conform

#: a winning coupon wager is paid on its chips and the coupon's value (603a.21(b)) while its stake on the layout is the
#: chips, so its ratio is one row per proportion of chips to coupon a draw makes ($7 in chips on a $5 coupon: 12/7)
_COUPON_PROPORTION = "a coupon wager's win over its chips: one row per proportion of chips to coupon drawn"

#: (game, profile) -> the rows the vectors exercise that the default suite is not asked to reach, each with why
EXCEPTIONS: dict[tuple[str, str], dict[tuple[str, str], str]] = {
    ("craps", "match_play-readings"): {
        row: _COUPON_PROPORTION for row in (("pass", "12/7"), ("pass", "23/13"), ("pass", "52/27"), ("pass", "66/41"),
                                            ("pass", "76/51"), ("pass", "301/296"), ("pass", "586/561"),
                                            ("dont_pass", "12/7"), ("dont_pass", "97/96"))},
}

#: (game, profile) -> bet -> its nominal ratio, where the profile floors wins to the cent (Three Dice Football's
#: readings-a): a win's ratio then depends on the stake (a Defense win on 26.23 is 20.98, 2098/2623), so every win of
#: that bet off its nominal ratio is one row, "floored", whatever the stake
FLOORED: dict[tuple[str, str], dict[str, str]] = {("tdf", "readings-a"): {"defense": "4/5", "game_length 3": "6/5"}}

#: the (game, profile) pairs gated, and whether the check is slow: a game whose profiles together take more than
#: ~20 s of CPU at the default budget keeps one in CI (each Sic Bo profile takes ~25 s: its CI net is the Total-13
#: mutant below; Three Dice Football ~12 s each; Baccarat's twelve ~15 s each, one in CI; Pai Gow's six and Five
#: Card Hi-Lo's three a few seconds each; Craps ~8 s each, Mini-Craps ~5 s in CI; Blackjack's four ~4 s each, Double
#: Attack's three ~3 s each, Spanish 21's five ~3 s each; Asia Poker ~8 s each, its Bonus profile ~4 s in CI)
GATED: dict[tuple[str, str], bool] = {
    ("sicbo", "default"): True, ("sicbo", "sicbo-example"): True, ("sicbo", "automated"): True,
    ("sicbo", "readings"): True,
    ("tdf", "default"): False, ("tdf", "readings-a"): True, ("tdf", "readings-b"): True,
    **{("paigow", p): False for p in ("default", "banking", "readings", "pa-535", "maryland", "maryland-settle")},
    ("baccarat", "default"): False,
    **{("baccarat", p): True for p in ("elections", "vig", "house-money", "ez", "midi", "midi-elections",
                                       "midi-house-money", "midi-2013-as-2010", "baccarat", "baccarat-squeeze",
                                       "baccarat-house-money")},
    **{("five_card_hi_lo", p): False for p in ("default", "side", "shoe")},
    ("craps", "mini-craps-example"): False, ("craps", "match_play-readings"): False,
    **{("craps", p): True for p in ("match_play", "default", "craps-example", "vig-elections")},
    **{("blackjack", p): False for p in ("default", "single-deck", "house-money", "side-odds")},
    **{("double_attack", p): False for p in ("default", "readings", "batch")},
    **{("spanish21", p): False for p in ("default", "amended", "readings", "batch", "amended-six")},
    ("asia_poker", "bonus"): False, ("asia_poker", "default"): True, ("asia_poker", "button"): True,
}


def _rows(rows: set[tuple[str, str]], floored: dict[str, str]) -> set[tuple[str, str]]:
    return {(bet, "floored" if bet in floored and ratio != floored[bet] else ratio) for bet, ratio in rows}


def _gate(game: str, profile: str) -> None:
    g = suite_for(game)
    name, prof = g.profile_named(profile)
    floored = FLOORED.get((game, profile), {})
    wanted = _rows(vector_rows(g, name, prof), floored)
    assert wanted, f"{game}/{profile}: its vectors pay no row"
    missing = wanted - _rows(suite_rows(g, name, prof, Budget()), floored) - set(EXCEPTIONS.get((game, profile), {}))
    assert not missing, f"{game}/{profile}: the generated suite never pays {sorted(missing)}"


@pytest.mark.parametrize("game, profile", [pytest.param(*k, marks=[pytest.mark.slow] if slow else [], id="/".join(k))
                                           for k, slow in GATED.items()])
def test_the_generated_suite_pays_every_row_the_vectors_pay(game: str, profile: str) -> None:
    _gate(game, profile)


def test_every_default_profile_of_a_gated_game_is_gated() -> None:
    for game in {g for g, _ in GATED}:
        assert {p for g, p in GATED if g == game} == set(suite_for(game).default_profiles)


def test_rows_are_bets_with_their_payout_ratio() -> None:
    g = suite_for("sicbo")
    name, prof = g.profile_named("default")
    rows = vector_rows(g, name, prof)
    assert ("total_value_bet 13", "8") in rows and ("total_value_bet 4", "50") in rows
    assert ("one_of_a_kind 3", "3") in rows  # One of a Kind on three matching dice
    assert rows_of(g, g.initial(), [{"type": "settlement", "seat": 1, "bet": "big", "result": "lose",
                                     "amount": "100"}]) == set()


def test_reach_reports_missing_rows_per_profile() -> None:
    g = suite_for("sicbo")
    (r,) = reach(g, ["default"], Budget(examples=2, steps=10))
    assert r.profile == "default" and r.vectors and r.missing == r.vectors - r.suite and r.seconds > 0


def test_the_generated_suite_alone_kills_a_wrong_total_13() -> None:
    """The mutant that pays a Total of 13 at 6 to 1 (625a.6(a) says 8 to 1) fails ``conform --no-vectors``."""
    (m,) = [m for m in mutants.catalogue("sicbo") if m.name == "total-13-pays-6"]
    g = suite_for("sicbo")
    side = Side(EngineAdapter(mutants.engine(m, "sicbo")), threaded=False)
    side.handshake()
    run = conform(g, side, [g.profile_named("default")], Budget(shrink_seconds=5), use_vectors=False,
                  stop_early=True, minimise_seconds=0)
    assert not run.passed
    assert any("total_value_bet 13" in repr(f.expected) for f in run.findings.failures)
