"""541.14(a)-(b), 543.14(a)-(b), 545.15(a)-(b) (and 627a/629a/631a, 2013): an undisclosed card drawn in error.

Only a Player's Hand that stood on two cards can be dealt a third card "when no third card is authorized";
such a card becomes the Banker's third card when the Banker must draw (b). After a Player third card dealt as
the drawing rules require, a card drawn in error is (a)'s card: the next round's first, and the Banker's third
card still comes from the shoe.
"""

from __future__ import annotations

from typing import Any

import pytest

from croupier.reference.baccarat import (Bet, Burn, Deal, Join, Misdeal, NoMoreBets, Phase, PlaceBet, Shuffle,
                                         TakeShoe, parse_card, profile_from_mapping, replay, step)
from croupier.reference.outcomes import Notice, Settlement

CHAPTERS = [("pa-541@2010t", "541.14"), ("pa-543@2010t", "543.14"), ("pa-545@2010t", "545.15"),
            ("pa-627a@2013p", None), ("pa-629a@2013p", None), ("pa-631a@2013p", None)]
OPTIONS = {"pa-629a@2013p": {"initial_deal": "squeeze"}}  # the 2013 Midibaccarat text deals for the squeeze
CURATOR = ("pa-545@2010t", "pa-631a@2013p")  # Baccarat: a player takes the shoe before the deal


def _card(text: str) -> Any:
    c = parse_card(text)
    assert c is not None, text
    return c


def _dealt(rid: str, shoe: str) -> tuple[Any, Any]:
    """A table of ``rid`` with a Player and a Banker wager, "no more bets" and ``shoe`` dealt in order."""
    cfg = profile_from_mapping({"ruleset": rid, **OPTIONS.get(rid, {})})
    opening = [Join(1), Join(2), Shuffle(10, 20), Burn(_card("5S"))] + ([TakeShoe(1)] if rid in CURATOR else [])
    s, steps = replay(cfg, opening)
    assert not [x for x in steps if x.rejected]
    for e in [PlaceBet(1, Bet.PLAYER, 1000), PlaceBet(2, Bet.BANKER, 1000), NoMoreBets(),
              *(Deal(_card(c)) for c in shoe.split())]:
        st = step(cfg, s, e)
        assert not st.rejected, (e, st.outcomes)
        s = st.state
    return cfg, s


def _section(rid: str, known: str | None) -> str:
    """The irregularities section number the ruleset cites (the 2013 texts renumber it)."""
    from croupier.reference.baccarat.clauses import renaming
    return known or renaming(rid).get("pa:541.14(a)", "pa:541.14(a)").removeprefix("pa:").removesuffix("(a)")


@pytest.mark.parametrize("rid, known", CHAPTERS)
def test_a_card_in_error_after_a_legitimate_player_third_card_is_the_next_rounds_first(rid: str,
                                                                                      known: str | None) -> None:
    """The audit's example: Player 2, 3; Banker 4, K; the Player draws a 4 as the rules require (9), the Banker (4
    against a third card 4) must draw. An undisclosed 5D drawn in error is not the Banker's third card (which would
    make a 9-9 tie): the round stays open, 5D is kept for the next round, and the next card dealt is the Banker's."""
    section = _section(rid, known)
    cfg, s = _dealt(rid, "2S 4H 3D KC 4C")
    st = step(cfg, s, Misdeal(_card("5D")))
    assert not st.rejected, st.outcomes
    assert [o.clauses for o in st.outcomes if isinstance(o, Notice)] == [(f"pa:{section}(a)",)]
    assert not [o for o in st.outcomes if isinstance(o, Settlement)]
    after = st.state
    assert after.phase is Phase.DEALING and after.banker == s.banker and after.carry == (_card("5D"),)
    out = step(cfg, after, Deal(_card("3H"))).outcomes  # the Banker's real third card: 4 + 0 + 3 = 7 against 9
    wins = {o.bet: o.result.value for o in out if isinstance(o, Settlement)}
    assert {Bet.PLAYER: "win", Bet.BANKER: "lose"} == wins


@pytest.mark.parametrize("rid, known", CHAPTERS)
def test_a_card_in_error_to_a_player_hand_that_stood_is_the_banker_third_card(rid: str, known: str | None) -> None:
    """The case (b) names: Player 6 (6, K) stands, Banker 4 (4, K) must draw: an undisclosed card dealt to the Player's Hand becomes the Banker's third card and the round ends."""
    section = _section(rid, known)
    cfg, s = _dealt(rid, "6S 4H KD KC")
    st = step(cfg, s, Misdeal(_card("2D")))
    assert not st.rejected, st.outcomes
    assert (f"pa:{section}(b)",) in [o.clauses for o in st.outcomes if isinstance(o, Notice)]
    assert st.state.phase is not Phase.DEALING and st.state.carry == ()
