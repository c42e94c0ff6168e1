"""The 2013 poker variants of chapter 637a (Five-card Omaha, Triple Draw, Badugi) table configuration: the
certificate holder's elections in its Rules Submission, and an option for each open reading a profile may answer
otherwise.

``cfg``: a :class:`TableConfig`. Every option field names its option in ``spec/poker/tables.toml`` (metadata
``option``; the options with ``game = "poker_variants"``) and the clause it is about (metadata ``clause``);
:func:`check_against_spec` proves the two agree. A profile is a TOML file (``game = "poker_variants"``);
:func:`load_profile` validates it and refuses every election the chapter does not allow with its clause, listing
every problem at once.

The seed prints no betting structure, rake, table stakes or Kill (637a.1 to 637a.18 are elided, P-14): the betting
structure is an option here (fixed limit by default, or pot limit or no limit), the players' stacks are not modelled
(a player may always call or raise: no all-in, no side pot), there is no rake, and a Kill or Half-kill election is
refused as not modelled. Amounts are cents, each a whole number of the $1 odd amount the showdown clauses share pots
in (P-10).
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Any, Mapping

import attrs

from croupier.reference.errors import Problem, read_toml
from croupier.reference.parsing import (count as _count, is_int, option as _opt, options_against_spec, parsers_by_type,
                                        profile, shown_as as _shown, shown_by_type)

__all__ = ["BASE", "Betting", "ButtonStart", "Kill", "OddChip", "PLAYER_LIMITS", "Split", "TableConfig", "UNIT",
           "Variant", "check_against_spec", "load_profile", "profile_from_mapping", "validate", "warnings"]

#: the only edition in the seeds: chapter 637a's 2013 amendment as proposed
BASE = "pa-637a@2013p"
#: P-10: the odd amount the showdown clauses give away, $1, in cents; every amount is a whole number of it
UNIT = 100


class Variant(enum.Enum):
    """637a.19(a), 637a.20(a), 637a.21(a): the game dealt at the table."""

    OMAHA_HIGH = "omaha_high"  #: 637a.19: Five-card Omaha High
    OMAHA_HI_LO = "omaha_hi_lo"  #: 637a.19: Five-card Omaha High-low Split Eight or Better
    TRIPLE_DRAW_2_7 = "triple_draw_2_7"  #: 637a.20, (k)(3): 2-7 Lowball (P-2)
    TRIPLE_DRAW_A_5 = "triple_draw_a_5"  #: 637a.20, (k)(4): Ace-5 Lowball
    BADUGI = "badugi"  #: 637a.21

    @property
    def section(self) -> str:
        """The section that deals the game."""
        return {"o": "637a.19", "t": "637a.20", "b": "637a.21"}[self.value[0]]

    @property
    def omaha(self) -> bool:
        return self.value.startswith("omaha")

    @property
    def draws(self) -> bool:
        """Triple Draw and Badugi: three draws between the four betting rounds."""
        return not self.omaha

    @property
    def hole_cards(self) -> int:
        """(f): five cards, four in Badugi."""
        return 4 if self is Variant.BADUGI else 5


#: (b) of each section: the most players in one game
PLAYER_LIMITS = {"637a.19": 8, "637a.20": 7, "637a.21": 9}


class Split(enum.Enum):
    """637a.20(l): Triple Draw dealt as a split pot, half to a Badugi."""

    NONE = "none"
    BADEUCEY = "badeucey"  #: (l)(1), with 2-7
    BADACEY = "badacey"  #: (l)(2), with A-5


class ButtonStart(enum.Enum):
    """(c)(1): where the button goes when play begins."""

    RIGHT_OF_DEALER = "right_of_dealer"  #: (c)(1)(i): the first player to the dealer's right
    RANDOM_CARD = "random_card"  #: (c)(1)(ii): the highest of one card dealt to each player (P-12)


class Betting(enum.Enum):
    """The betting structure: elided with 637a.7 to 637a.18, so an option (P-14)."""

    FIXED_LIMIT = "fixed_limit"  #: bets and raises of the small bet in rounds 1-2 and the big bet in rounds 3-4
    POT_LIMIT = "pot_limit"  #: a raise no larger than the pot after the call
    NO_LIMIT = "no_limit"  #: any bet or raise at least the last one


class OddChip(enum.Enum):
    """637a.19(k)(2)(ii), (iii), 637a.20(k)(2), 637a.21(k)(5): who takes the odd amount of tied hands' shares."""

    BY_SUIT = "by_suit"  #: 637a.19(k)(2)(ii), (iii), (iv): the deciding card by suit (P-8, P-9)
    LEFT_OF_BUTTON = "left_of_button"  #: the Rules Submission names the first tied player left of the button


class Kill(enum.Enum):
    """637a.19(b), (l)(3), 637a.20(b), 637a.21(b): the Kill or Half-kill option, whose mechanics the seed does not
    print (P-14)."""

    NONE = "none"
    KILL = "kill"
    HALF_KILL = "half_kill"


def _amounts(v: Any) -> tuple[int, ...]:
    if not isinstance(v, list) or not v or any(not is_int(x) or x <= 0 for x in v):
        raise ValueError(f"must be a list of one or more positive amounts in cents, not {v!r}")
    return tuple(v)


@attrs.frozen(kw_only=True)
class TableConfig:
    """One table dealing a 637a poker variant. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=BASE, metadata={"clause": "pa:637a.19"})
    variant: Variant = _opt("variant", "pa:637a.19(a)", Variant.OMAHA_HI_LO)
    split: Split = _opt("split", "pa:637a.20(l)", Split.NONE)
    ante: int = _opt("ante", "pa:637a.19(b)", 0, meta=_shown(["amount"], "0"))
    blinds: tuple[int, ...] = _opt("blinds", "pa:637a.19(d)", (100, 200), meta=_shown(["amounts"], "100, 200"))
    straddle: int = _opt("straddle", "pa:637a.19(e)", 0, meta=_shown(["amount"], "0"))
    button_start: ButtonStart = _opt("button_start", "pa:637a.19(c)(1)", ButtonStart.RIGHT_OF_DEALER)
    betting: Betting = _opt("betting", "pa:637a.19(g)", Betting.FIXED_LIMIT)
    small_bet: int = _opt("small_bet", "pa:637a.19(g)", 200, meta=_shown(["amount"], "200"))
    big_bet: int = _opt("big_bet", "pa:637a.19(h)", 400, meta=_shown(["amount"], "400"))
    raise_cap: int = _opt("raise_cap", "pa:637a.19(g)", 4, meta=_shown(["count"], "4"))
    kill: Kill = _opt("kill", "pa:637a.19(l)(3)", Kill.NONE)
    odd_chip: OddChip = _opt("odd_chip", "pa:637a.19(k)(2)(ii)", OddChip.BY_SUIT)
    # --- readings a profile may answer otherwise
    low_odd_chip_lowest_suit: bool = _opt("low_odd_chip_lowest_suit", "pa:637a.19(k)(2)(iii)", True)
    reshuffle_burns: bool = _opt("reshuffle_burns", "pa:637a.20(h)", False)
    reshuffle_folded: bool = _opt("reshuffle_folded", "pa:637a.20(h)", False)

    @property
    def section(self) -> str:
        return self.variant.section

    @property
    def players(self) -> int:
        """(b): the most players in one game."""
        return PLAYER_LIMITS[self.section]

    def clause(self, part: str) -> str:
        """``"(d)"`` -> the paragraph of the variant's own section, ``"pa:637a.21(d)"``."""
        return f"pa:{self.section}{part}"


_PARSERS = parsers_by_type(TableConfig, ante=_count, blinds=_amounts, straddle=_count, small_bet=_count, big_bet=_count,
                           raise_cap=_count)


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(TableConfig, data, source, game="poker_variants", title="637a poker variant", chapter="637a",
                   default_ruleset=BASE, clause="pa:637a.19", parsers=_PARSERS, validate=validate)


def validate(cfg: TableConfig) -> list[Problem]:
    """Every election the chapter does not allow, or the model cannot play, with its clause."""
    p: list[Problem] = []
    if cfg.split is Split.BADEUCEY and cfg.variant is not Variant.TRIPLE_DRAW_2_7:
        p.append(Problem("split", "pa:637a.20(l)(1)", "Badeucey splits a 2-7 Lowball pot: variant triple_draw_2_7"))
    if cfg.split is Split.BADACEY and cfg.variant is not Variant.TRIPLE_DRAW_A_5:
        p.append(Problem("split", "pa:637a.20(l)(2)", "Badacey splits an Ace-5 Lowball pot: variant triple_draw_a_5"))
    if cfg.kill is not Kill.NONE:
        p.append(Problem("kill", cfg.clause("(b)"), "the Kill and Half-kill are defined in 637a.1 to 637a.18, which "
                                                    "the seed does not print (P-14): not modelled"))
    amounts = {"ante": cfg.ante, "straddle": cfg.straddle, "small_bet": cfg.small_bet, "big_bet": cfg.big_bet}
    amounts.update({f"blinds[{i}]": b for i, b in enumerate(cfg.blinds)})
    for key, value in amounts.items():
        if value % UNIT:
            clause = "pa:637a.19(g)" if key.endswith("bet") else cfg.clause(
                {"ante": "(b)", "straddle": "(e)"}.get(key, "(d)"))
            p.append(Problem(key.split("[")[0], clause, f"{key} {value}: every amount is a whole number of $1 "
                                                        f"({UNIT} cents), the odd amount pots are shared in (P-10)"))
    if cfg.straddle and cfg.straddle <= max(cfg.blinds):
        p.append(Problem("straddle", cfg.clause("(e)"), f"a Straddle Bet raises the blinds: more than "
                                                        f"{max(cfg.blinds)}, not {cfg.straddle}"))
    if cfg.betting is Betting.FIXED_LIMIT and not 0 < cfg.small_bet <= cfg.big_bet:
        p.append(Problem("small_bet", "pa:637a.19(g)", "a fixed-limit table has a small bet, no larger than its big "
                                                       "bet"))
    if len(cfg.blinds) + (1 if cfg.straddle else 0) >= cfg.players:
        p.append(Problem("blinds", cfg.clause("(d)"), f"{len(cfg.blinds)} blinds leave no player to open at a game of "
                                                      f"at most {cfg.players}"))
    return p


def warnings(cfg: TableConfig) -> list[str]:
    """Legal but noteworthy elections."""
    out = []
    if cfg.betting is not Betting.FIXED_LIMIT and cfg.raise_cap:
        out.append("raise_cap limits fixed-limit betting only: it has no effect here")
    if cfg.variant.omaha and (cfg.reshuffle_burns or cfg.reshuffle_folded):
        out.append("Five-card Omaha has no draw: the reshuffle options have no effect")
    return out


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate a 637a poker-variant profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:637a.19"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the poker-variant options in ``spec/poker/tables.toml`` and :class:`TableConfig` (empty
    when they agree)."""
    return options_against_spec(TableConfig, "poker", shown_by_type(Variant, frozenset()), "poker_variants")
