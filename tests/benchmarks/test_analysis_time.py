"""Exact analysis of every wager of every landed game, timed (pytest-benchmark; opt in with ``--run-bench``).

Craps: the target is under 60 s for all of its wagers under the default
profile. Three Dice Football (``croupier analyze --game tdf``): all 19 bets of
the default profile, the drive chain and the single play throws. Minibaccarat
(``croupier analyze --game baccarat``): the four wagers of a 2013 House Money
table for six, seven and eight decks, from cold caches. Pai Gow (``croupier analyze --game paigow``): the Pai Gow
wager and Pair Fortunes of a Maryland table, every pair of four-tile draws, from cold caches. Spanish 21 (``croupier
analyze --game spanish21``): Match-The-Dealer and insurance, six and eight decks. Double Attack Blackjack (``croupier
analyze --game double_attack``): Bust It and insurance, eight decks, from cold caches. Blackjack's 2013 side wagers
(``croupier analyze --game blackjack``): House Money and the two-card part of Straight Jack at one, two, six and
eight decks, from cold caches. Five Card Hi-Lo (``croupier analyze --game five_card_hi_lo``): every wager exactly, from
cold caches. Run once as is (contracts on) and once with ``CROUPIER_CONTRACTS=0``; ``extra_info``
records which.
"""

from __future__ import annotations

from typing import Any

import pytest

import time

from croupier import games
from croupier.analysis import GAMES, baccarat, blackjack, craps, double_attack, paigow, spanish21, tdf
from croupier.reference.baccarat import profile_from_mapping as baccarat_profile
from croupier.reference.blackjack.config import TableConfig as BlackjackConfig
from croupier.reference.contracts import ENABLED
from croupier.reference.craps import TableConfig
from croupier.reference.double_attack.config import TableConfig as DoubleAttackConfig
from croupier.reference.paigow.config import profile_from_mapping as paigow_profile
from croupier.reference.spanish21 import TableConfig as Spanish21Config
from croupier.reference.tdf import TableConfig as TdfConfig

pytestmark = pytest.mark.bench


def test_exact_analysis_of_every_wager(benchmark: Any) -> None:
    """Every offered wager of the default Craps profile, each distribution exact and summing to 1."""
    assert ["craps"] == list(GAMES)
    rows = benchmark.pedantic(lambda: craps.analyze(TableConfig()), rounds=1, iterations=1)
    assert all(1 == a.total_probability for a in rows)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": len(rows), "chain_states": sum(a.states for a in rows),
                                 "contracts": ENABLED, "seconds": round(seconds, 2)})
    print(f"\nexact analysis: {len(rows)} wagers in {seconds:.1f} s (contracts {'on' if ENABLED else 'off'})")


def test_exact_analysis_of_every_tdf_wager(benchmark: Any) -> None:
    """Every bet of the default Three Dice Football profile, each distribution exact and summing to 1."""
    rows = benchmark.pedantic(lambda: tdf.analyze(TdfConfig()), rounds=1, iterations=1)
    assert 19 == len(rows) and all(1 == a.total_probability for a in rows)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": len(rows), "chain_states": rows[0].states, "contracts": ENABLED,
                                 "seconds": round(seconds, 2)})
    print(f"\nexact tdf analysis: {len(rows)} wagers in {seconds:.1f} s (contracts {'on' if ENABLED else 'off'})")


def test_exact_analysis_of_every_baccarat_wager(benchmark: Any) -> None:
    """Banker, Player, Tie and House Money of a 2013 House Money table, with six, seven and eight decks: every start
    of six cards without replacement and every class of rounds settled through the model, the caches cleared."""
    cfgs = [baccarat_profile({"ruleset": "pa-627a@2013p", "house_money": True, "decks": d}) for d in (6, 7, 8)]
    each: dict[int, float] = {}

    def run() -> list[list[Any]]:
        for cached in (baccarat.coup_leaves, baccarat.round_classes, baccarat.pair_classes):
            cached.cache_clear()
        out = []
        for cfg in cfgs:
            start = time.perf_counter()
            out.append(baccarat.analyze(cfg))
            each[cfg.decks] = round(time.perf_counter() - start, 3)
        return out

    results = benchmark.pedantic(run, rounds=1, iterations=1)
    assert all(4 == len(rows) and all(1 == a.total_probability for a in rows) for rows in results)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": 12, "round_classes": len(baccarat.round_classes(8)),
                                 "seconds_by_decks": each, "contracts": ENABLED, "seconds": round(seconds, 2)})
    print(f"\nexact baccarat analysis: 4 wagers x 3 shoes in {seconds:.2f} s {each} "
          f"(contracts {'on' if ENABLED else 'off'})")


def test_exact_analysis_of_every_paigow_wager(benchmark: Any) -> None:
    """The Pai Gow wager (736,281,000 deals of four tiles each to the player and the dealer, both set by the house
    way) and Pair Fortunes (35,960 draws) of a Maryland table with paytable A, the caches cleared."""
    cfg = paigow_profile({"ruleset": "md-paigow@1.1", "pair_fortunes": "A"})

    def run() -> list[Any]:
        for cached in (paigow.draws, paigow.round_classes, paigow.bonus_classes):
            cached.cache_clear()
        return paigow.analyze(cfg)

    rows = benchmark.pedantic(run, rounds=1, iterations=1)
    assert 2 == len(rows) and all(1 == a.total_probability for a in rows)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": 2, "draws": len(paigow.draws(cfg.ruleset, cfg.house_way).ways),
                                 "round_classes": len(paigow.round_classes(cfg.ruleset, cfg.house_way)),
                                 "contracts": ENABLED, "seconds": round(seconds, 2)})
    print(f"\nexact paigow analysis: 2 wagers in {seconds:.2f} s (contracts {'on' if ENABLED else 'off'})")


def test_exact_analysis_of_the_spanish21_side_wagers(benchmark: Any) -> None:
    """Match-The-Dealer and insurance at six and eight decks, each class settled through the model."""
    cfgs = [Spanish21Config(decks=6), Spanish21Config(decks=8)]

    def run() -> list[Any]:
        return [spanish21.analyze(cfg) for cfg in cfgs]

    results = benchmark.pedantic(run, rounds=1, iterations=1)
    assert all(2 == len(rows) and all(1 == a.total_probability for a in rows) for rows in results)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": 4, "contracts": ENABLED, "seconds": round(seconds, 3)})
    print(f"\nexact spanish21 side-wager analysis: 2 wagers x 2 shoes in {seconds:.3f} s "
          f"(contracts {'on' if ENABLED else 'off'})")


def test_exact_analysis_of_the_double_attack_side_wagers(benchmark: Any) -> None:
    """Bust It (every ordered three of the 48 faces through the kernel) and insurance at eight decks, and the
    dealer's bust chances, the caches cleared."""
    cfg = DoubleAttackConfig()

    def run() -> list[Any]:
        for cached in (double_attack.row_ways, double_attack.dealer_bust_chances):
            cached.cache_clear()
        rows = double_attack.analyze(cfg)
        double_attack.dealer_busts(cfg)
        return rows

    rows = benchmark.pedantic(run, rounds=1, iterations=1)
    assert 2 == len(rows) and all(1 == a.total_probability for a in rows)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": 2, "draws": len(double_attack.FACES) ** 3, "contracts": ENABLED,
                                 "seconds": round(seconds, 3)})
    print(f"\nexact double_attack side-wager analysis: 2 wagers in {seconds:.3f} s "
          f"(contracts {'on' if ENABLED else 'off'})")


def test_exact_analysis_of_the_blackjack_side_wagers(benchmark: Any) -> None:
    """House Money (every ordered two of the 52 faces through the kernel) and the two-card part of Straight Jack
    at one, two, six and eight decks, with the six-card run's chance, the caches cleared."""
    cfgs = [BlackjackConfig(decks=d) for d in blackjack.DECK_TABLE]

    def run() -> list[Any]:
        for cached in (blackjack.category_ways, blackjack.two_card_straight_chance, blackjack.six_card_chances):
            cached.cache_clear()
        out = []
        for cfg in cfgs:
            out.append(blackjack.analyze(cfg))
            blackjack.six_card_chances(cfg.decks)
        return out

    results = benchmark.pedantic(run, rounds=1, iterations=1)
    assert all(2 == len(rows) and all(1 == a.total_probability for a in rows) for rows in results)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": 2 * len(cfgs), "draws": len(blackjack.FACES) ** 2, "contracts": ENABLED,
                                 "seconds": round(seconds, 3)})
    print(f"\nexact blackjack side-wager analysis: 2 wagers x {len(cfgs)} shoes in {seconds:.3f} s "
          f"(contracts {'on' if ENABLED else 'off'})")


def test_analysis_of_both_asia_poker_wagers(benchmark: Any) -> None:
    """Asia Poker on paytable A: the Bonus Wager exactly (every seven-card hand, the counting cache cleared) and
    the Asia Poker Wager from the default budget of sampled decks (1,000 decks of seven hands, every pair a deal,
    all set by the house way), in this process."""
    from croupier.analysis import asia_poker, asia_poker_bonus
    from croupier.reference.asia_poker.config import profile_from_mapping as asia_profile

    cfg = asia_profile({"game": "asia_poker", "bonus_offered": True, "bonus_paytable": "A"})

    def run() -> list[Any]:
        asia_poker_bonus._counts.cache_clear()
        return asia_poker.analyze(cfg)

    rows = benchmark.pedantic(run, rounds=1, iterations=1)
    assert 2 == len(rows) and all(1 == a.total_probability for a in rows)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": 2, "samples": asia_poker.DEFAULT_SAMPLES, "contracts": ENABLED,
                                 "seconds": round(seconds, 2)})
    print(f"\nasia_poker analysis: 2 wagers in {seconds:.2f} s (contracts {'on' if ENABLED else 'off'})")


def test_exact_analysis_of_every_five_card_hi_lo_wager(benchmark: Any) -> None:
    """The Ante and Play Wagers with the Ante Bonus (1,993 player multisets of value classes, each setting against
    every dealer multiset, the player's best strategy, the edge on all four Ante Bonus paytables), the Tie Wager and
    the Poker Bonus on both paytables (every five-card hand by rank classes), the caches cleared."""
    from croupier.analysis import five_card_hi_lo
    from croupier.reference.five_card_hi_lo.config import TableConfig as HiLoConfig

    cfg = HiLoConfig()

    def run() -> list[Any]:
        for cached in (five_card_hi_lo.value_classes, five_card_hi_lo.dealer_classes, five_card_hi_lo.player_classes,
                       five_card_hi_lo.poker_counts):
            cached.cache_clear()
        return five_card_hi_lo.analyze(cfg)

    rows = benchmark.pedantic(run, rounds=1, iterations=1)
    assert 4 == len(rows) and all(1 == a.total_probability for a in rows)
    seconds = benchmark.stats.stats.min
    benchmark.extra_info.update({"wagers": len(rows), "player_classes": len(five_card_hi_lo.player_classes(1)),
                                 "contracts": ENABLED, "seconds": round(seconds, 2)})
    print(f"\nexact five_card_hi_lo analysis: {len(rows)} wagers in {seconds:.2f} s "
          f"(contracts {'on' if ENABLED else 'off'})")


#: every game ``croupier analyze`` takes (the game registry's), at its defaults (issue 31's target: under 60 s in all
#: on 2 cores)
ANALYZED = tuple(name for name, _ in games.analyses())


def test_analyze_every_game_at_its_defaults(benchmark: Any) -> None:
    """``croupier analyze --game G`` for every game at its defaults, as a user runs it (contracts off unless
    ``--contracts``), each in a fresh process: the CPU seconds of each and in all."""
    import os
    import resource
    import subprocess
    import sys

    each: dict[str, float] = {}

    def run() -> None:
        for game in ANALYZED:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            done = subprocess.run([sys.executable, "-m", "croupier.cli", "analyze", "--game", game],
                                  capture_output=True, text=True, env={**os.environ, "CROUPIER_CONTRACTS": "0"})
            assert done.returncode == 0, done.stderr
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            each[game] = round(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, 2)

    benchmark.pedantic(run, rounds=1, iterations=1)
    total = round(sum(each.values()), 1)
    benchmark.extra_info.update({"cpu_seconds": each, "cpu_seconds_total": total})
    print(f"\ncroupier analyze, every game at its defaults: {total} s of CPU in all {each}")
