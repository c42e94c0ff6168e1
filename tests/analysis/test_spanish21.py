"""Spanish 21's side wagers, analysed exactly through the model: Match-The-Dealer at the floor odds of six and eight
decks, and insurance; the classes checked against a brute-force count over every ordered three cards."""

from __future__ import annotations

from fractions import Fraction

import pytest

from croupier.analysis import spanish21
from croupier.cli import main
from croupier.reference.spanish21.config import MtdMatchBy, TableConfig
from croupier.reference.spanish21.legal import FACES


def _brute_force_match_edge(cfg: TableConfig) -> Fraction:
    """Every ordered (up card, first, second card) of the faces, weighted by how many copies are left."""
    d = cfg.decks
    diff, same = cfg.mtd_odds
    total, n = Fraction(0), 48 * d
    for up in FACES:
        for a in FACES:
            wa = d - (a == up)
            for b in FACES:
                wb = d - (b == up) - (b == a)
                if wa <= 0 or wb <= 0:
                    continue
                won = 0
                for c in (a, b):
                    match = (min(c.rank, 10) == min(up.rank, 10)) if cfg.mtd_match_by is MtdMatchBy.VALUE \
                        else c.rank == up.rank
                    if match:
                        won += same if c.suit == up.suit else diff
                total += Fraction(d * wa * wb, n * (n - 1) * (n - 2)) * (won if won else -1)
    return -total


@pytest.mark.parametrize("cfg, edge", [(TableConfig(), Fraction(114, 3731)),
                                       (TableConfig(decks=8), Fraction(2184, 73153))])
def test_match_the_dealer_at_the_floor_odds(cfg: TableConfig, edge: Fraction) -> None:
    a = spanish21.analyze(cfg, ["match_the_dealer"])[0]
    assert a.total_probability == 1 and a.edge == edge == _brute_force_match_edge(cfg)


def test_matching_by_value_is_counted_as_the_reading_says() -> None:
    cfg = TableConfig(mtd_match_by=MtdMatchBy.VALUE)
    a = spanish21.analyze(cfg, ["match_the_dealer"])[0]
    assert a.edge == _brute_force_match_edge(cfg) < 0


@pytest.mark.parametrize("decks, edge", [(6, Fraction(71, 287)), (8, Fraction(95, 383))])
def test_insurance_wins_on_a_court_card_hole(decks: int, edge: Fraction) -> None:
    a = spanish21.analyze(TableConfig(decks=decks), ["insurance"])[0]
    assert a.edge == edge == 1 - 3 * Fraction(12 * decks, 48 * decks - 1)


def test_the_command_line_reports_both_wagers(capsys: pytest.CaptureFixture[str]) -> None:
    assert 0 == main(["analyze", "--game", "spanish21", "--format", "json"])
    out = capsys.readouterr().out
    assert '"match_the_dealer"' in out and '"insurance"' in out and '"114/3731"' in out
    assert 2 == main(["analyze", "--game", "spanish21", "--profile", "batch", "--wager", "match_the_dealer"])
