"""Exact counts of Asia Poker's Bonus hands (659a.6(d), 659a.11(h)), against counts made here another way.

The counting is checked against brute force over every seven cards of small decks (some of the ranks, some of the
suits, and the joker), each chosen to hold the hands the others cannot, in every setting of ``royal_with_joker``
and ``wheel``; the full count of one deck (in one subprocess with the reference's contracts off, started at once
and run beside the brute forces) against hands counted by hand, against the textbook frequencies of seven-card
poker hands for the 52 cards without the joker, and against 20,000 random hands.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from math import comb, sqrt
from typing import Iterator, Optional

import pytest

from croupier.analysis import asia_poker_bonus as apb
from croupier.reference.asia_poker.kernels import BONUS_HANDS, JOKER, bonus_hand

Counts = dict[Optional[str], int]

_SCRIPT = """
import json
from croupier.analysis import asia_poker_bonus as apb
without, holding = apb.deck_counts(joker=False), apb.deck_counts(joker=True)
counts = apb.bonus_counts()
again = apb.bonus_counts()
print(json.dumps({
    "without": list(without.items()), "holding": list(holding.items()), "all": list(counts.items()),
    "probabilities": [[h, str(p)] for h, p in apb.bonus_probabilities().items()],
    "cached": again == counts and again is not counts and apb._counts.cache_info().hits >= 1,
}))
"""

#: its module fixture takes many seconds: every test of the module runs on one pytest-xdist worker
pytestmark = pytest.mark.xdist_group("analysis-asia-poker-bonus")


@pytest.fixture(scope="module", autouse=True)
def _counting() -> Iterator[subprocess.Popen[str]]:
    """The full count, started when the module's first test starts, on the other core, contracts off."""
    proc = subprocess.Popen([sys.executable, "-c", _SCRIPT], env={**os.environ, "CROUPIER_CONTRACTS": "0"},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    yield proc
    if proc.poll() is None:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="module")
def full(_counting: subprocess.Popen[str]) -> dict[str, object]:
    out, err = _counting.communicate(timeout=600)
    assert 0 == _counting.returncode, err
    doc: dict[str, object] = json.loads(out)
    return doc


def _counts(doc: dict[str, object], part: str) -> Counts:
    rows = doc[part]
    assert isinstance(rows, list)
    counts = {h: n for h, n in rows}
    assert [*BONUS_HANDS, None] == list(counts) and all(type(n) is int for n in counts.values())
    return counts


def _brute(ranks: tuple[int, ...], suits: str, royal_with_joker: bool, wheel: bool) -> Counts:
    """Every seven cards of the deck, each rated by the kernel itself."""
    deck = [(r, u) for r in ranks for u in suits] + [JOKER]
    got = Counter(bonus_hand(h, royal_with_joker, wheel) for h in itertools.combinations(deck, 7))
    return {h: got.get(h, 0) for h in (*BONUS_HANDS, None)}


# --- the counting, against every hand of a small deck (in-process, contracts on) ----------------------------------

A, J, Q, K = 1, 11, 12, 13
SETTINGS = [(True, True), (False, False), (True, False), (False, True)]


@pytest.mark.parametrize("ranks, suits, settings, reaches", [
    # four 8s beside three of a kind (aces and the joker too), five aces, four of a kind, full house, a flush of
    # four and the joker; no sequence, so the settings change nothing
    ((A, 8, Q, K), "SHDC", SETTINGS[:1],
     {"three_of_a_kind_and_four_8s", "five_aces", "four_of_a_kind", "full_house", "flush", None}),
    # one suit, every rank: every straight flush, natural and with the joker, the joker's royal flush over a natural
    # 9-K, A-2-3-4-5, 9-high; in every setting
    (tuple(range(1, 14)), "S", SETTINGS,
     {"royal_flush", "natural_straight_flush", "straight_flush_with_a_joker", "9_high", "flush"}),
    # two suits: A-2-3-4-5 natural and with the joker, the royal flush only with the joker (it stands for the 10),
    # beside cards of the other suit
    ((A, 2, 3, 4, 5, J, Q, K), "SH", SETTINGS[:1],
     {"royal_flush", "natural_straight_flush", "straight_flush_with_a_joker", "full_house", "flush",
      "three_of_a_kind", "straight", None}),
    # the natural royal flush, A-2-3-4-5 only with the joker (it stands for the 2)
    ((A, 3, 4, 5, 10, J, Q, K), "SH", SETTINGS[1:2],
     {"royal_flush", "straight_flush_with_a_joker", "full_house", "flush", "three_of_a_kind", "straight", None}),
    # three suits of A-5: three of a kind and four of a kind (A-A-A and the joker) beside sequences
    ((A, 2, 3, 4, 5), "SHD", SETTINGS[2:3],
     {"straight_flush_with_a_joker", "four_of_a_kind", "full_house", "flush", "three_of_a_kind", "straight", None}),
])
def test_the_counts_of_a_small_deck_are_every_hand_it_deals(ranks: tuple[int, ...], suits: str,
                                                            settings: list[tuple[bool, bool]],
                                                            reaches: set[Optional[str]]) -> None:
    """The classes weigh every seven cards of the deck once, and the kernel rates every hand as its class; the
    deck deals the hands it is chosen for (in one setting or another)."""
    reached: set[Optional[str]] = set()
    for royal_with_joker, wheel in settings:
        brute = _brute(ranks, suits, royal_with_joker, wheel)
        assert brute == apb.deck_counts(ranks, suits, royal_with_joker, wheel)
        assert comb(len(ranks) * len(suits) + 1, 7) == sum(brute.values())
        reached |= {h for h, n in brute.items() if n}
    assert reaches == reached


def test_the_settings_tell_the_hands_apart_in_a_small_deck() -> None:
    """The joker's royal flush is a royal flush or a straight flush with a joker (G-11); A-2-3-4-5 is a sequence
    or not (G-12): in a deck of one suit with the joker, each setting counts differently."""
    counts = [apb.deck_counts(tuple(range(1, 14)), "S", *s) for s in SETTINGS]
    assert 4 == len({tuple(c.values()) for c in counts})


def test_a_class_weighed_wrong_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """The weights must sum to the hands of the deck: one suit assignment too many is an AnalysisError."""
    spread = apb._spread

    def one_too_many(shape: tuple[int, ...], n: int, cap: int) -> tuple[int, object]:
        ways, picks = spread(shape, n, cap)
        return ways + 1 if ways else 0, picks

    apb._part.cache_clear()
    monkeypatch.setattr(apb, "_spread", one_too_many)
    try:
        with pytest.raises(apb.AnalysisError, match="weigh"):
            apb.deck_counts((A, 8, Q, K), "SHDC")
    finally:
        apb._part.cache_clear()


def test_a_deck_must_be_cards_of_the_deck() -> None:
    for ranks, suits in (((0, 1, 2), "SHDC"), ((1, 1, 2), "SHDC"), ((1, 2, 3), "SX"), ((1, 2, 3), "SH")):
        with pytest.raises(ValueError):
            apb.deck_counts(ranks, suits)


# --- the full count of one deck (one subprocess, contracts off) ---------------------------------------------------


def test_the_counts_weigh_every_hand_of_one_deck(full: dict[str, object]) -> None:
    """C(53, 7) hands: C(52, 7) without the joker, C(52, 6) with it; the counts are cached, as a fresh dict."""
    counts, without, holding = (_counts(full, p) for p in ("all", "without", "holding"))
    assert comb(53, 7) == apb.ALL_HANDS == sum(counts.values())
    assert comb(52, 7) == sum(without.values()) and comb(52, 6) == sum(holding.values())
    assert counts == {h: without[h] + holding[h] for h in counts}
    assert full["cached"] is True
    rows = full["probabilities"]
    assert isinstance(rows, list)
    assert [[h, str(Fraction(n, comb(53, 7)))] for h, n in counts.items()] == rows


def test_hands_counted_by_hand(full: dict[str, object]) -> None:
    """Five aces: the four aces and the joker, and any two of the other 48 cards. Three of a kind and four 8s: the
    four 8s and three of one of the other twelve ranks (4 ways each), or two aces and the joker (6 ways); seven
    cards leave no room for more. 9-high: either rank set, any suit for each of the seven cards; it holds no five in
    sequence and no pair, and ranks above the flush it may be. Royal flush (the joker's counting): a natural one and
    any two of the 48 other cards; or the joker and four of one of 20 (suit, missing card), with any two of the 47
    cards other than the missing one (a second royal would need ten cards)."""
    counts, holding = _counts(full, "all"), _counts(full, "holding")
    assert comb(48, 2) == 1128 == counts["five_aces"] == holding["five_aces"]
    assert 12 * comb(4, 3) + comb(4, 2) == 54 == counts["three_of_a_kind_and_four_8s"]
    assert comb(4, 2) == holding["three_of_a_kind_and_four_8s"]
    assert 2 * 4 ** 7 == 32768 == counts["9_high"]
    assert 4 * comb(48, 2) + 4 * 5 * comb(47, 2) == 26132 == counts["royal_flush"]
    assert 4 * 47 + 4 * 5 * comb(47, 2) == holding["royal_flush"]


def test_without_the_joker_the_textbook_seven_card_frequencies(full: dict[str, object]) -> None:
    """The 52 cards alone, against the published frequencies of the best five of seven cards (royal flush 4,324;
    straight flush 37,260; four of a kind 224,848; full house 3,473,184; flush 4,047,644; straight 6,180,020;
    three of a kind 6,461,620; two pair, one pair and no pair 113,355,660), moved as 659a.6(d) ranks the hands:

    * four 8s and three of another rank (12 x 4 = 48) leave four of a kind;
    * 9-high (2 x 4^7) leaves the flush when five or more of its cards share a suit (2 x 4 x (C(7,5) 9 + 7 x 3 + 1)
      = 1,688) and no pair otherwise;
    * three of a kind ranks above the straight: a straight with three of a kind holds exactly five ranks, a run
      (10 runs, A-2-3-4-5 among them) with one of them three times (5), its suits any (4 x 4^4) but a straight
      flush (4 x 3: the suit of the run is one of the three of a kind's): 10 x 5 x 1,012 = 50,600 hands."""
    without = _counts(full, "without")
    nine_flush = 2 * 4 * (comb(7, 5) * 9 + 7 * 3 + 1)
    trips_straight = 10 * 5 * (4 * 4 ** 4 - 4 * 3)
    assert (1688, 50600) == (nine_flush, trips_straight)
    assert {
        "three_of_a_kind_and_four_8s": 48, "five_aces": 0, "royal_flush": 4324, "natural_straight_flush": 37260,
        "straight_flush_with_a_joker": 0, "four_of_a_kind": 224848 - 48, "9_high": 32768, "full_house": 3473184,
        "flush": 4047644 - nine_flush, "three_of_a_kind": 6461620 + trips_straight,
        "straight": 6180020 - trips_straight, None: 31433400 + 58627800 + 23294460 - (32768 - nine_flush),
    } == without


def test_twenty_thousand_random_hands(full: dict[str, object]) -> None:
    """20,000 hands dealt at random (fixed seed) and rated by the kernel: each hand's tally is within five
    standard deviations of what its count predicts (and one hand more, for the rare hands)."""
    counts = _counts(full, "all")
    rng = random.Random(659)
    deck = [(r, u) for r in range(1, 14) for u in "SHDC"] + [JOKER]
    n = 20000
    seen = Counter(bonus_hand(tuple(rng.sample(deck, 7))) for _ in range(n))
    assert set(seen) <= set(counts)
    for h, c in counts.items():
        p = c / comb(53, 7)
        assert abs(seen[h] - n * p) <= 5 * sqrt(n * p * (1 - p)) + 1, (h, seen[h], n * p)


@pytest.mark.slow
def test_the_four_settings() -> None:
    """Every setting, in one subprocess: the joker's royal flush moves, with ``royal_with_joker`` false, to the
    straight flush it also is (with the joker, or natural where 9-K is held); A-2-3-4-5 changes only sequences;
    the rest is the same in all four."""
    script = ("import json; from croupier.analysis import asia_poker_bonus as apb; "
              "print(json.dumps([list(apb.bonus_counts(r, w).items()) for r, w in "
              f"{SETTINGS!r}]))")
    run = subprocess.run([sys.executable, "-c", script], env={**os.environ, "CROUPIER_CONTRACTS": "0"},
                         capture_output=True, text=True, check=False)
    assert 0 == run.returncode, run.stderr
    counts = {s: {h: n for h, n in rows} for s, rows in zip(SETTINGS, json.loads(run.stdout))}
    for (royal_with_joker, _), c in counts.items():
        assert comb(53, 7) == sum(c.values())
        assert (54, 1128, 32768) == (c["three_of_a_kind_and_four_8s"], c["five_aces"], c["9_high"])
        assert 4 * comb(48, 2) + (4 * 5 * comb(47, 2) if royal_with_joker else 0) == c["royal_flush"]
    tt, ff, tf, ft = (counts[s] for s in SETTINGS)
    sequences = {"natural_straight_flush", "straight_flush_with_a_joker", "flush", "straight", None,
                 "three_of_a_kind", "four_of_a_kind", "full_house"}
    for joker_royal, natural in ((tt, ft), (tf, ff)):
        moved = joker_royal["royal_flush"] - natural["royal_flush"]
        assert moved == sum(natural[h] - joker_royal[h] for h in ("natural_straight_flush",
                                                                  "straight_flush_with_a_joker"))
        assert all(joker_royal[h] == natural[h] for h in joker_royal
                   if h not in ("royal_flush", "natural_straight_flush", "straight_flush_with_a_joker"))
    for wheel, no_wheel in ((tt, tf), (ft, ff)):
        assert all(wheel[h] == no_wheel[h] for h in wheel if h not in sequences)
        assert wheel["straight"] > no_wheel["straight"]
