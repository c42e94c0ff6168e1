"""Five Card Hi-Lo's table configuration (663a): the options agree with spec/poker/tables.toml, every open question
G-1 to G-17 is decided once, illegal elections are refused with their clause, and ``config check`` reads a
profile."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from croupier import spec
from croupier.cli import main
from croupier.reference.errors import ConfigError
from croupier.reference.five_card_hi_lo import config, kernels

GAME = "five_card_hi_lo"


def test_the_options_agree_with_the_spec_and_decide_every_open_question_once() -> None:
    t = {k: [x for x in v if x.get("game") == GAME] for k, v in spec.tables("poker").items()}
    rs = spec.ruleset(config.BASE)
    for o in t["option"]:
        assert o["clause"] in rs, o["name"]
        assert (o["kind"] == "election") == ("reading" not in o), o["name"]
        assert f"Default {o['default']}" in o["summary"], o["name"]
    for r in t["reading"]:
        assert r["clause"] in rs and len(r["reading"]) > 80, r["amb"]
    decided = [o["reading"] for o in t["option"] if "reading" in o] + [r["amb"] for r in t["reading"]]
    assert sorted(decided, key=lambda g: int(g[2:])) == [f"G-{k}" for k in range(1, 18)]
    notes = " ".join(c.note for c in rs.clauses.values())
    assert [] == [g for g in decided if not re.search(rf"\b{g}\b", notes)]
    assert [] == config.check_against_spec()


def _cfg(**kw: object) -> config.TableConfig:
    return config.profile_from_mapping({"game": GAME, **kw})


@pytest.mark.parametrize("kw, field, clause", [
    ({"dealing": "hand"}, "dealing", "pa:663a.9(a)(1)"),
    ({"dealing": "hand", "shuffling": "shuffler_loads_shoe"}, "shuffling", "pa:663a.5(a)"),
    ({"decks": 2}, "decks", "pa:663a.3(b)"),
    ({"counting_shuffler": True}, "counting_shuffler", "pa:663a.5(b)"),
    ({"poker_bonus_offered": True}, "poker_bonus_paytable", "pa:663a.12(d)"),
    ({"positions": 7}, "positions", "pa:663a.2(a)"),
    ({"dealer_four_aces_low": 3}, "dealer_four_aces_low", "pa:663a.11(e)"),
    ({"ante_bonus_paytable": "E"}, "ante_bonus_paytable", "pa:663a.12(b)"),
    ({"dragon": 1}, "dragon", "pa:663a.2"),
])
def test_illegal_elections_are_refused_with_their_clause(kw: dict[str, object], field: str, clause: str) -> None:
    with pytest.raises(ConfigError) as x:
        _cfg(**kw)
    assert (field, clause) in {(p.field, p.clause) for p in x.value.problems}


def test_the_options_reach_the_kernel() -> None:
    """G-8: paytable A pays pairs from 7s, B from 6s; G-4: the dealer's four aces."""
    sixes = ((6, "S"), (6, "H"), (13, "D"), (9, "C"), (2, "S"))
    a = _cfg(poker_bonus_offered=True, poker_bonus_paytable="A")
    b = _cfg(poker_bonus_offered=True, poker_bonus_paytable="B")
    assert (None, "pair") == (kernels.poker_hand(sixes, a.least_pair), kernels.poker_hand(sixes, b.least_pair))
    aces = ((1, "S"), (1, "H"), (1, "D"), (1, "C"), (6, "S"))
    for low, high_total in ((1, 33), (2, 28)):
        high, _ = kernels.dealer_setting(aces, _cfg(dealer_four_aces_low=low).dealer_four_aces_low)
        assert high_total == kernels.total(high, True)
    assert _cfg().counts_stub and not _cfg(shuffling="automated_shuffler", counting_shuffler=True).counts_stub


def test_config_check_reads_a_profile(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.toml"
    good.write_text('game = "five_card_hi_lo"\ntie_offered = true\nposhuffled = 1\n', encoding="utf-8")
    assert 1 == main(["config", "check", str(good)])
    assert "unknown" in capsys.readouterr().err
    good.write_text('game = "five_card_hi_lo"\ntie_offered = true\nante_bonus_paytable = "C"\n', encoding="utf-8")
    assert 0 == main(["config", "check", str(good)])
    capsys.readouterr()
    assert ["poker_bonus_offered is false: the Poker Bonus paytable set here has no effect"] == config.warnings(
        _cfg(poker_bonus_paytable="B"))
