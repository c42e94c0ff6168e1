"""Blackjack (chapter 633a, the 2013 proposal) table configuration: the holder's elections for the side wagers the
proposal adds, the one open question about them a profile may answer otherwise, and the base game.

``cfg``: a :class:`TableConfig`. The seed prints only the amendments of chapter 633a (Straight Jack Progressive,
House Money, and the text around them); the base game's rules (the decks, the deal, the dealer's play, the
Blackjack Wager's odds, doubling, splitting, surrender, insurance) are elided. Each base rule the round needs is an
option whose value is **not in the sources** (reading BJ-A01): its default is an assumption, said to be one in
``spec/blackjack/tables.toml`` and in :data:`NOT_IN_SOURCES`, to be replaced when the codified chapter is sourced.
The side wagers' rules are the printed clauses, tested apart from the base values.

Every option field names its option in ``spec/blackjack/tables.toml`` (metadata ``option``; the options with
``game = "blackjack"``) and its clause (metadata ``clause``); :func:`check_against_spec` proves the two agree.
"""

from __future__ import annotations

import enum
import re
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Mapping, Optional

import attrs

from croupier import spec
from croupier.reference.errors import Problem, read_toml
from croupier.reference.parsing import (amount as _amount, is_int, option as _opt, options_against_spec,
                                        parsers_by_type, profile, shown_as as _shown, shown_by_type)

__all__ = [
    "BASE", "DealOrder", "DoubleOn", "HIT_AND_RUN_ROWS", "NOT_IN_SOURCES", "ODDS_NOT_IN_SOURCES", "NOT_MODELLED",
    "SplitBy", "Surrender",
    "THREE_CARD_POKER_ROWS", "TableConfig", "InsuranceOn", "check_against_spec", "hit_and_run_row", "load_profile",
    "parse_payout", "profile_from_mapping", "validate", "warnings",
]

#: the only edition in the seeds: the 2013 proposed amendments of chapter 633a
BASE = "pa-633a@2013p"
#: 633a.13(m)(2): the least initial and reset amount of the Straight Jack meter, in cents
METER_MIN = 500000
#: 633a.13(o): the least payout cap, in cents
CAP_MIN = 2500000
#: 633a.7(g)(8): the three-card hands a Three Card Poker Wager wins on, highest first (their odds, 633a.13(k), are
#: elided: the profile's ``three_card_poker_paytable`` gives them, BJ-A19)
THREE_CARD_POKER_ROWS = ("straight_flush", "three_of_a_kind", "straight", "flush")
#: 633a.7(o)(2)(i): the Hit and Run rows a paytable must hold: a dealer Blackjack, and a dealer hand of five cards
#: (its odds, 633a.13(l), are elided; a row ``N_cards`` for N of 6 and more may follow, BJ-A19)
HIT_AND_RUN_ROWS = ("blackjack", "5_cards")
#: every row a Hit and Run paytable may hold (a longer dealer hand is paid on the highest row at or below its count)
HIT_AND_RUN_ALL = ("blackjack",) + tuple(f"{n}_cards" for n in range(5, 13))
_ODDS = re.compile(r"(\d+) (to|for) (\d+)")
_SHARE = re.compile(r"(\d+(?:\.\d+)?)% of meter(?: and (.+))?")


class DealOrder(enum.Enum):
    """BJ-A01 (633a.7(a)-(f) elided): the order of the initial deal."""

    PLAYERS_FIRST = "players_first"  #: a card to each box, the up card, a second to each box, the hole card
    DEALER_FIRST = "dealer_first"  #: the up card, two passes to the boxes, the hole card


class DoubleOn(enum.Enum):
    """BJ-A01 (633a.10 elided): the hands a player may double."""

    ANY_TWO_CARDS = "any_two_cards"
    NINE_TEN_ELEVEN = "9_10_11"
    TEN_ELEVEN = "10_11"


class SplitBy(enum.Enum):
    """BJ-A01 (633a.11 elided): what a pair must share to be split."""

    VALUE = "value"
    RANK = "rank"


class Surrender(enum.Enum):
    """BJ-A01 (no surrender is printed or cited): whether a player may give up his hand."""

    NONE = "none"
    LATE = "late"


class InsuranceOn(enum.Enum):
    """BJ-A01 (633a.8 elided): the up cards insurance and even money are offered on."""

    ACE = "ace"
    ACE_OR_TEN_VALUE = "ace_or_ten_value"


@attrs.frozen(kw_only=True)
class TableConfig:
    """One Blackjack table with the 2013 side wagers. Build one with :func:`profile_from_mapping` to validate it."""

    ruleset: str = attrs.field(default=BASE, metadata={"clause": "pa:633a.6(f)"})
    # --- the holder's elections for the side wagers and the table
    straight_jack_offered: bool = _opt("straight_jack_offered", "pa:633a.6(e)(11)", True)
    house_money_offered: bool = _opt("house_money_offered", "pa:633a.6(e)(12)", True)
    hit_and_run_offered: bool = _opt("hit_and_run_offered", "pa:633a.6(e)(10)", False)
    three_card_poker_offered: bool = _opt("three_card_poker_offered", "pa:633a.7(g)(8)", False)
    straight_jack_meter_initial: int = _opt("straight_jack_meter_initial", "pa:633a.13(m)(2)", METER_MIN)
    straight_jack_meter_reset: int = _opt("straight_jack_meter_reset", "pa:633a.13(m)(2)", METER_MIN)
    straight_jack_meter_rate: Fraction = _opt("straight_jack_meter_rate", "pa:633a.13(m)(2)", Fraction(0),
                                              meta=_shown(["fraction"], "0"))
    house_money_ride_portion: Fraction = _opt("house_money_ride_portion", "pa:633a.7(g)(10)(ii)(A)", Fraction(1),
                                              meta=_shown(["fraction"], "1"))
    rm21_kb_payout_cap: Optional[int] = _opt("rm21_kb_payout_cap", "pa:633a.13(o)", None,
                                             meta=_shown(["amount"], "none"))
    max_boxes_per_player: int = _opt("max_boxes_per_player", "pa:633a.6(f)", 7, meta=_shown(["count"], "7"))
    table_min: int = _opt("table_min", "pa:633a.6", 500)
    table_max: int = _opt("table_max", "pa:633a.6", 500000)
    # --- the open question about the side wagers
    straight_jack_counts_double_card: bool = _opt("straight_jack_counts_double_card", "pa:633a.7(o)(3)(i)", True)
    # --- the base game: not in the sources (BJ-A01)
    decks: int = _opt("decks", "pa:633a.13(n)", 6, meta=_shown(["count"], "6"))
    boxes: int = _opt("boxes", "pa:633a.2", 7, meta=_shown(["count"], "7"))
    deal_order: DealOrder = _opt("deal_order", "pa:633a.7(g)", DealOrder.PLAYERS_FIRST)
    dealer_hits_soft_17: bool = _opt("dealer_hits_soft_17", "pa:633a.7", False)
    dealer_plays_when_moot: bool = _opt("dealer_plays_when_moot", "pa:633a.7(o)", True)
    blackjack_pays: str = _opt("blackjack_pays", "pa:633a.7(p)", "3_to_2", meta=_shown(["3_to_2", "6_to_5"], "3_to_2"))
    double_down_on: DoubleOn = _opt("double_down_on", "pa:633a.7(g)(10)(ii)(C)", DoubleOn.ANY_TWO_CARDS)
    double_after_split: bool = _opt("double_after_split", "pa:633a.7(g)(10)(ii)(C)", True)
    split_by: SplitBy = _opt("split_by", "pa:633a.7(g)(10)(ii)(C)", SplitBy.VALUE)
    max_split_hands: int = _opt("max_split_hands", "pa:633a.7(g)(10)(ii)(C)", 4, meta=_shown(["count"], "4"))
    split_aces_one_card: bool = _opt("split_aces_one_card", "pa:633a.7(g)(10)(ii)(C)", True)
    resplit_aces: bool = _opt("resplit_aces", "pa:633a.7(g)(10)(ii)(C)", False)
    surrender: Surrender = _opt("surrender", "pa:633a.7", Surrender.NONE)
    insurance_pays: int = _opt("insurance_pays", "pa:633a.7(h)", 2, meta=_shown(["odds"], "2"))
    insurance_up_cards: InsuranceOn = _opt("insurance_up_cards", "pa:633a.7(h)", InsuranceOn.ACE)
    even_money: bool = _opt("even_money", "pa:633a.7(h)", True)
    # --- the elided odds of the printed side wagers: not in the sources (BJ-A19)
    hit_and_run_paytable: tuple[tuple[str, str], ...] = _opt("hit_and_run_paytable", "pa:633a.7(o)(2)(ii)(C)", (),
                                                             meta=_shown(["paytable"], "none"))
    hit_and_run_meter_initial: int = _opt("hit_and_run_meter_initial", "pa:633a.7(o)(2)(ii)(C)", 0,
                                          meta=_shown(["amount"], "0"))
    hit_and_run_meter_reset: int = _opt("hit_and_run_meter_reset", "pa:633a.7(o)(2)(ii)(C)", 0,
                                        meta=_shown(["amount"], "0"))
    hit_and_run_meter_rate: Fraction = _opt("hit_and_run_meter_rate", "pa:633a.7(o)(2)(ii)(C)", Fraction(0),
                                            meta=_shown(["fraction"], "0"))
    three_card_poker_paytable: tuple[tuple[str, str], ...] = _opt("three_card_poker_paytable", "pa:633a.7(g)(8)", (),
                                                                  meta=_shown(["paytable"], "none"))

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def blackjack_odds(self) -> Fraction:
        """BJ-A01: what a winning player Blackjack is paid per unit (633a.13(a) is elided)."""
        return Fraction(3, 2) if self.blackjack_pays == "3_to_2" else Fraction(6, 5)

    @property
    def hit_and_run_rows(self) -> dict[str, tuple[Fraction, Fraction]]:
        """BJ-A19: each Hit and Run row's share of its meter and odds, as the profile gives them (633a.13(l) is
        elided)."""
        return {k: parse_payout(v) for k, v in self.hit_and_run_paytable}

    @property
    def three_card_poker_odds(self) -> dict[str, Fraction]:
        """BJ-A19: each Three Card Poker hand's odds, as the profile gives them (633a.13(k) is elided)."""
        return {k: parse_payout(v)[1] for k, v in self.three_card_poker_paytable}


#: the options whose values are not in the sources (reading BJ-A01): the base game the 2013 seed does not print
NOT_IN_SOURCES: frozenset[str] = frozenset({
    "decks", "boxes", "deal_order", "dealer_hits_soft_17", "dealer_plays_when_moot", "blackjack_pays",
    "double_down_on", "double_after_split", "split_by", "max_split_hands", "split_aces_one_card", "resplit_aces",
    "surrender", "insurance_pays", "insurance_up_cards", "even_money",
})
#: the options whose values are not in the sources (reading BJ-A19): the odds of side wagers whose play is printed
ODDS_NOT_IN_SOURCES: frozenset[str] = frozenset({
    "hit_and_run_paytable", "hit_and_run_meter_initial", "hit_and_run_meter_reset", "hit_and_run_meter_rate",
    "three_card_poker_paytable",
})


#: the game-logic clauses of 633a whose wagers the sources do not let the model pay, and why (the model is partial):
#: no outcome can cite them until the elided text is sourced
NOT_MODELLED: Mapping[str, str] = {
    "pa:633a.1#any-20": "defined for a wager of the elided 633a.6(e)(1)-(9) (BJ-A16)",
    "pa:633a.1#triple-match": "defined for a wager of the elided 633a.6(e)(1)-(9) (BJ-A16)",
    "pa:633a.13(o)": "Royal Match 21 and King's Bounty: their paytables, 633a.13(b) and (g), are elided (BJ-A17); the "
                     "cap's arithmetic is the kernel cap_shares",
}


def parse_payout(text: Any) -> tuple[Fraction, Fraction]:
    """A paytable row as 633a.13 writes one -> (its share of the progressive meter, its odds to 1 on the wager):
    ``"200 to 1"`` (200), ``"100 for 1"`` (the stake counted in: 99, BJ-A10), ``"10% of meter"``, ``"10% of meter
    and 200 to 1"``. A :class:`ValueError` says what is wrong."""
    if not isinstance(text, str):
        raise ValueError(f"a payout is written as text such as '50 to 1' or '10% of meter and 200 to 1', not {text!r}")
    share, rest = Fraction(0), " ".join(text.split())
    m = _SHARE.fullmatch(rest)
    if m:
        share = Fraction(m.group(1)) / 100
        if not 0 < share <= 1:
            raise ValueError(f"a share of the meter is over 0% and at most 100%, not {m.group(1)}%")
        if m.group(2) is None:
            return share, Fraction(0)
        rest = m.group(2)
    o = _ODDS.fullmatch(rest)
    if o is None or int(o.group(3)) == 0:
        raise ValueError(f"a payout is 'N to M', 'N for M', 'P% of meter' or 'P% of meter and N to M', not {text!r}")
    a, b = int(o.group(1)), int(o.group(3))
    odds = Fraction(a, b) if o.group(2) == "to" else Fraction(a - b, b)
    if odds <= 0:
        raise ValueError(f"a winning payout pays more than the stake back, not {text!r}")
    return share, odds


def hit_and_run_row(cards: int, dealer_blackjack: bool, rows: Mapping[str, Any]) -> str:
    """The Hit and Run row a winning dealer hand is paid on (BJ-A19): ``blackjack`` for a dealer Blackjack, else
    ``N_cards`` for the most cards N at or below the hand's (the busting card counted, 633a.7(o)(2)(i))."""
    if dealer_blackjack:
        return "blackjack"
    return f"{max(n for n in range(5, cards + 1) if f'{n}_cards' in rows)}_cards"


def _paytable(rows: tuple[str, ...], required: tuple[str, ...], clause: str,
              meter: bool) -> Callable[[Any], tuple[tuple[str, str], ...]]:
    """A paytable of rows (``rows`` allowed, ``required`` all present) to payouts as :func:`parse_payout` reads;
    shares of a meter only where the wager is a progressive one (``meter``)."""

    def parse(v: Any) -> tuple[tuple[str, str], ...]:
        if not isinstance(v, Mapping) or not v:
            raise ValueError(f"must be a table of rows {', '.join(required)} ... to payouts ({clause}), not {v!r}")
        unknown = sorted(set(v) - set(rows))
        missing = [r for r in required if r not in v]
        if unknown or missing:
            raise ValueError(f"rows {', '.join(rows[:3])}, ...: unknown {unknown}, missing {missing}")
        for k, text in v.items():
            try:
                share, _ = parse_payout(text)
            except ValueError as e:
                raise ValueError(f"row {k}: {e}") from None
            if share and not meter:
                raise ValueError(f"row {k}: this wager has no progressive meter, so no row pays a share of one")
        return tuple((r, " ".join(v[r].split())) for r in rows if r in v)

    return parse


def _count(low: int) -> Callable[[Any], int]:
    def parse(v: Any) -> int:
        if not is_int(v) or v < low:
            raise ValueError(f"must be a whole number, {low} or more, not {v!r}")
        return v
    return parse


def _fraction(low_open: bool, high_open: bool) -> Callable[[Any], Fraction]:
    """A share written as a whole number or a string ``"a/b"``, from 0 to 1 (ends as the option allows)."""

    def parse(v: Any) -> Fraction:
        try:
            f = Fraction(v) if not isinstance(v, (bool, float)) else None
        except (ValueError, ZeroDivisionError, TypeError):
            f = None
        if f is None or f < 0 or f > 1 or (low_open and f == 0) or (high_open and f == 1):
            span = f"{'over' if low_open else 'from'} 0 {'to under' if high_open else 'to'} 1"
            raise ValueError(f"must be a share {span}, written 0, 1 or \"a/b\", not {v!r}")
        return f
    return parse


def _cap(v: Any) -> Optional[int]:
    return None if v == "none" else _amount(v)


def _blackjack_pays(v: Any) -> str:
    if v not in ("3_to_2", "6_to_5"):
        raise ValueError(f"must be '3_to_2' or '6_to_5', not {v!r}")
    return str(v)


_PARSERS = parsers_by_type(
    TableConfig, straight_jack_meter_rate=_fraction(False, True), house_money_ride_portion=_fraction(True, False),
    rm21_kb_payout_cap=_cap, max_boxes_per_player=_count(1),
    hit_and_run_paytable=_paytable(HIT_AND_RUN_ALL, HIT_AND_RUN_ROWS, "633a.13(l)", meter=True),
    hit_and_run_meter_initial=_count(0), hit_and_run_meter_reset=_count(0),
    hit_and_run_meter_rate=_fraction(False, True),
    three_card_poker_paytable=_paytable(THREE_CARD_POKER_ROWS, THREE_CARD_POKER_ROWS, "633a.13(k)", meter=False),
    decks=_count(1), boxes=_count(1), blackjack_pays=_blackjack_pays, max_split_hands=_count(1),
    insurance_pays=_count(1))


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(TableConfig, data, source, game="blackjack", title="Blackjack", chapter="633a",
                   default_ruleset=BASE, clause="pa:633a.6(f)", parsers=_PARSERS, validate=validate)


def validate(cfg: TableConfig) -> list[Problem]:
    """Every election the printed clauses do not allow, with its clause."""
    p: list[Problem] = []
    for name in ("straight_jack_meter_initial", "straight_jack_meter_reset"):
        if getattr(cfg, name) < METER_MIN:
            p.append(Problem(name, "pa:633a.13(m)(2)", f"the Straight Jack meter starts and resets at $5,000 or more, "
                                                       f"not {getattr(cfg, name)} cents"))
    if cfg.hit_and_run_offered and not cfg.hit_and_run_paytable:
        p.append(Problem("hit_and_run_paytable", "pa:633a.7(o)(2)(ii)(C)",
                         "the Hit and Run odds (633a.13(l)) are not in the sources: a table offering the wager gives "
                         "them, rows blackjack and 5_cards at least (BJ-A19)"))
    if cfg.three_card_poker_offered and not cfg.three_card_poker_paytable:
        p.append(Problem("three_card_poker_paytable", "pa:633a.7(g)(8)",
                         "the Three Card Poker odds (633a.13(k)) are not in the sources: a table offering the wager "
                         "gives them, one per hand of 633a.7(g)(8) (BJ-A19)"))
    if cfg.rm21_kb_payout_cap is not None and cfg.rm21_kb_payout_cap < CAP_MIN:
        p.append(Problem("rm21_kb_payout_cap", "pa:633a.13(o)", f"a payout cap is $25,000 or more, not "
                                                                f"{cfg.rm21_kb_payout_cap} cents"))
    if cfg.table_min > cfg.table_max:
        p.append(Problem("table_min", "pa:633a.6", f"the minimum {cfg.table_min} is above the maximum {cfg.table_max}"))
    if cfg.max_boxes_per_player > cfg.boxes:
        pass  # a warning, not an error
    return p


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate a Blackjack profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:633a.6(f)"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the Blackjack (633a) options in ``spec/blackjack/tables.toml`` and :class:`TableConfig`."""
    return options_against_spec(TableConfig, "blackjack", shown_by_type(DealOrder, frozenset()), "blackjack")


def warnings(cfg: TableConfig) -> list[str]:
    """Legal but noteworthy elections, and a reminder that the base rules are assumptions."""
    out = [f"the base game's rules are not in the sources (BJ-A01): {', '.join(sorted(NOT_IN_SOURCES))} are "
           "assumptions of this profile"]
    if cfg.max_boxes_per_player > cfg.boxes:
        out.append(f"max_boxes_per_player is {cfg.max_boxes_per_player} but the table has {cfg.boxes} boxes")
    if not cfg.straight_jack_offered and cfg.straight_jack_meter_rate:
        out.append("straight_jack_offered is false: the meter options have no effect")
    if cfg.hit_and_run_offered or cfg.three_card_poker_offered:
        given = [n for n, on in (("hit_and_run", cfg.hit_and_run_offered),
                                 ("three_card_poker", cfg.three_card_poker_offered)) if on]
        out.append(f"the odds of {', '.join(given)} (633a.13(k), (l)) are not in the sources (BJ-A19): this profile's "
                   "paytables are assumptions")
    if not cfg.hit_and_run_offered and (cfg.hit_and_run_paytable or cfg.hit_and_run_meter_rate):
        out.append("hit_and_run_offered is false: the Hit and Run paytable and meter have no effect")
    if not cfg.three_card_poker_offered and cfg.three_card_poker_paytable:
        out.append("three_card_poker_offered is false: the Three Card Poker paytable has no effect")
    if cfg.hit_and_run_offered and any(share for share, _ in cfg.hit_and_run_rows.values()) \
            and not cfg.hit_and_run_meter_initial:
        out.append("a Hit and Run row pays a share of the meter, but the meter starts at 0")
    return out
