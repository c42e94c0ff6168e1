"""Asia Poker (chapter 659a, the 2013 proposal) table configuration: the certificate holder's elections, and an
option for each open reading a profile may answer otherwise.

``cfg``: a :class:`TableConfig`. Every option field names its option in ``spec/poker/tables.toml`` (metadata
``option``; the options with ``game = "asia_poker"``) and the clause it is about (metadata ``clause``);
:func:`check_against_spec` proves the two agree. A profile is a TOML file (``game = "asia_poker"``);
:func:`load_profile` validates it and refuses every election 659a does not allow with its clause, listing every
problem at once. The open questions of the digest no option decides (G-1 to G-21 less G-7, G-9, G-11 and G-12)
are fixed readings in the same file.

The round model (:mod:`croupier.reference.asia_poker.game`) plays under it; the ranking kernel
(:mod:`croupier.reference.asia_poker.kernels`) takes the options that concern it (:attr:`TableConfig.ranking`,
:attr:`TableConfig.bonus_ranking`), and the dealer sets by :attr:`TableConfig.dealer_policy` (G-9).
"""

from __future__ import annotations

import enum
import math
from fractions import Fraction
from pathlib import Path
from typing import Any, Mapping, Optional

import attrs

from croupier import spec
from croupier.reference.asia_poker.house_way import Policy, policy
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families import card_setting as family
from croupier.reference.families.card_setting import AbandonedWager, Dealing, Shuffling
from croupier.reference.money import parse_odds
from croupier.reference.parsing import (amount as _amount, is_int, option as _opt, options_against_spec,
                                        parsers_by_type, profile, shown_as as _shown, shown_by_type)

__all__ = [
    "A234Straight", "A234StraightFlush", "AbandonedWager", "BASE", "BonusPaytable", "BonusQualifier", "CAP_MIN",
    "Dealing", "MAX_POSITIONS", "Shuffling", "StartPosition", "TableConfig", "bonus_rows", "check_against_spec",
    "load_profile", "payout_cap_floor", "profile_from_mapping", "validate", "warnings",
]

#: the only edition in the seeds: chapter 659a as the 2013 proposal prints it
BASE = "pa-659a@2013p"
#: 659a.12(c): the least payout cap, in cents ($50,000)
CAP_MIN = 5000000
#: 659a.2(a): betting positions for no more than six players
MAX_POSITIONS = 6
#: 659a.8(d), 659a.9(c), 659a.10(c): the cards of the 53 left after seven to six positions and the dealer
DECK_CARDS = 53
HAND_CARDS = 7
#: 659a.6(d)(7): the Bonus hand 659a.7(e) and 659a.11(h) name as the least that qualifies, read literally (G-7)
NINE_HIGH = "9_high"


class BonusPaytable(enum.Enum):
    """659a.12(b): the Bonus paytable the Rules Submission selects (none while the Bonus is not offered)."""

    NONE = "none"
    PAYTABLE_A = "A"
    PAYTABLE_B = "B"
    PAYTABLE_C = "C"


class BonusQualifier(enum.Enum):
    """G-7 (659a.11(h)): which Bonus hands win."""

    ANY_LISTED = "any_listed"  #: every hand of 659a.6(d), each paid at its row of 659a.12(b)
    NINE_HIGH_OR_BETTER = "nine_high_or_better"  #: only 9-high and the hands above it, the text's words taken literally


class A234StraightFlush(enum.Enum):
    """659a.6(b)(3): where A-2-3-4 of one suit ranks among the straight flushes."""

    HIGHEST = "highest"
    LOWEST = "lowest"


class A234Straight(enum.Enum):
    """659a.6(b)(6): where A-2-3-4 of mixed suits ranks among the straights."""

    SECOND_HIGHEST = "second_highest"
    LOWEST = "lowest"


class StartPosition(enum.Enum):
    """659a.5(g): what fixes the position the deal starts from."""

    SHAKER = "shaker"  #: (g)(1): three dice, the total counted counterclockwise from the dealer as one
    RNG = "rng"  #: (g)(2): a number from 1 to 7, counted the same way
    FLAT_BUTTON = "flat_button"  #: (g)(3): a button that starts at the dealer and moves one place clockwise a round


@attrs.frozen(kw_only=True)
class TableConfig:
    """One Asia Poker table. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=BASE, metadata={"clause": "pa:659a.2"})
    # --- the table and its equipment
    positions: int = _opt("positions", "pa:659a.2(a)", MAX_POSITIONS, meta=_shown(["count"], "6"))
    start_position: StartPosition = _opt("start_position", "pa:659a.5(g)", StartPosition.SHAKER)
    mark_start_with_cover_card: bool = _opt("mark_start_with_cover_card", "pa:659a.5(h)", False)
    dealing: Dealing = _opt("dealing", "pa:659a.5(b)(1)", Dealing.MANUAL_SHOE)
    shuffling: Shuffling = _opt("shuffling", "pa:659a.5(a)", Shuffling.MANUAL)
    preshuffled_decks: bool = _opt("preshuffled_decks", "pa:659a.4(e)", False)
    decks: int = _opt("decks", "pa:659a.3(b)", 1, meta=_shown(["1", "2"], "1"))
    two_joker_decks: bool = _opt("two_joker_decks", "pa:659a.3(a)", False)
    # --- the wagers
    adjacent_spots: bool = _opt("adjacent_spots", "pa:659a.7(f)", False)
    abandoned_wager: AbandonedWager = _opt("abandoned_wager", "pa:659a.7(b)", AbandonedWager.LOSE)
    min_wager: int = _opt("min_wager", "pa:659a.12(c)", 500)
    bonus_offered: bool = _opt("bonus_offered", "pa:659a.7(e)", False)
    bonus_paytable: BonusPaytable = _opt("bonus_paytable", "pa:659a.12(b)", BonusPaytable.NONE)
    min_bonus_wager: int = _opt("min_bonus_wager", "pa:659a.12(c)", 100)
    payout_cap: Optional[int] = _opt("payout_cap", "pa:659a.12(c)", None, meta=_shown(["amount"], "none"))
    # --- the rankings: two elections, and the Bonus readings a profile may answer otherwise
    a234_straight_flush: A234StraightFlush = _opt("a234_straight_flush", "pa:659a.6(b)(3)", A234StraightFlush.HIGHEST)
    a234_straight: A234Straight = _opt("a234_straight", "pa:659a.6(b)(6)", A234Straight.SECOND_HIGHEST)
    bonus_qualifier: BonusQualifier = _opt("bonus_qualifier", "pa:659a.11(h)", BonusQualifier.ANY_LISTED)
    bonus_royal_with_joker: bool = _opt("bonus_royal_with_joker", "pa:659a.6(d)(3)", True)
    bonus_wheel: bool = _opt("bonus_wheel", "pa:659a.6(d)(11)", True)
    # --- the dealer's setting: the house way the Rules Submission prescribes (G-9)
    house_way: str = _opt("house_way", "pa:659a.11(c)", "best_high",
                          meta=_shown(["best_high", "best_medium", "package.module:function"], "best_high"))

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def ranking(self) -> dict[str, bool]:
        """The keyword arguments of the kernel's :func:`~croupier.reference.asia_poker.kernels.key`,
        ``compare`` and ``set_in_order`` for this table's A-2-3-4 elections (659a.6(b)(3), (6))."""
        return {"a234_sf_high": self.a234_straight_flush is A234StraightFlush.HIGHEST,
                "a234_straight_high": self.a234_straight is A234Straight.SECOND_HIGHEST}

    @property
    def bonus_ranking(self) -> dict[str, bool]:
        """The keyword arguments of the kernel's :func:`~croupier.reference.asia_poker.kernels.bonus_hand` (G-11,
        G-12)."""
        return {"royal_with_joker": self.bonus_royal_with_joker, "wheel": self.bonus_wheel}

    @property
    def dealer_policy(self) -> Policy:
        """The house way the dealer sets his hands by (659a.11(c), G-9)."""
        return policy(self.house_way)

    @property
    def expected_stub(self) -> int:
        """G-1: the cards left after seven to each position and the dealer (four at six positions, 659a.8(d))."""
        return DECK_CARDS - HAND_CARDS * (self.positions + 1)

    @property
    def cut_required(self) -> bool:
        """659a.5(b), (f): the cards are cut after each round's manual shuffle, not after an automated shuffler's
        and never with an automatic reshuffler (a preshuffled opening deck is cut whatever this says, 659a.5(b)(2))."""
        return self.shuffling is Shuffling.MANUAL

    @property
    def deck_change_hours(self) -> int:
        """659a.3(c): the longest a deck stays in play: four hours dealt by hand, eight from a shoe."""
        return 4 if self.dealing is Dealing.HAND else 8


def bonus_rows(cfg: TableConfig) -> dict[str, Fraction]:
    """The Bonus hands that win at ``cfg``'s table -> their odds to 1, from the elected paytable of 659a.12(b)
    (every row; 9-high and above only with ``bonus_qualifier = "nine_high_or_better"``, G-7). Empty when the Bonus
    is not offered or no paytable is elected."""
    if not cfg.bonus_offered or cfg.bonus_paytable is BonusPaytable.NONE:
        return {}
    prefix = cfg.bonus_paytable.value.lower() + "_"
    rows = {k.removeprefix(prefix): parse_odds(v) for k, v in cfg.rules["pa:659a.12(b)"].numbers.items()
            if k.startswith(prefix)}
    hands = list(rows)  # 659a.6(d)'s order, best first
    if cfg.bonus_qualifier is BonusQualifier.NINE_HIGH_OR_BETTER:
        hands = hands[:hands.index(NINE_HIGH) + 1]
    return {h: rows[h].ratio for h in hands}


def payout_cap_floor(cfg: TableConfig) -> int:
    """659a.12(c), reading G-14: the least payout cap in cents, the greater of $50,000 and the most one player could
    win in a round betting the minimum wagers. That player wagers ``min_wager`` on the Asia Poker Wager (paid 1 to 1,
    659a.12(a)) of each place he may play (two with ``adjacent_spots``, 659a.7(f)), and where the Bonus is offered
    ``min_bonus_wager`` on each place's Bonus; his places' seven cards come from the one deck of the round
    (659a.3(b)(3)), so two places win the two best Bonus rows, which one deck can hold together (three of a kind
    and four 8s, five aces)."""
    places = 2 if cfg.adjacent_spots else 1
    even = parse_odds(cfg.rules["pa:659a.12(a)"].numbers["payout"]).ratio
    best = sorted(bonus_rows(cfg).values(), reverse=True)[:places]
    most = places * cfg.min_wager * even + cfg.min_bonus_wager * sum(best, Fraction(0))
    return max(CAP_MIN, math.ceil(most))


def _cap(v: Any) -> Optional[int]:
    return None if v == "none" else _amount(v)


def _count(v: Any) -> int:
    if not is_int(v):
        raise ValueError(f"must be a whole number, not {v!r}")
    return v


def _house_way(v: Any) -> str:
    if not isinstance(v, str):
        raise ValueError(f"must be a house way's name, not {v!r}")
    policy(v)  # refuses a name that does not load
    return v


def _decks(v: Any) -> int:
    if v not in (1, 2) or isinstance(v, bool):
        raise ValueError(f"must be 1 or 2 (two only with an automated card shuffling device), not {v!r}")
    return int(v)


_PARSERS = parsers_by_type(TableConfig, positions=_count, decks=_decks, payout_cap=_cap, house_way=_house_way)


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(TableConfig, data, source, game="asia_poker", title="Asia Poker", chapter="659a",
                   default_ruleset=BASE, clause="pa:659a.2", parsers=_PARSERS, validate=validate)


def validate(cfg: TableConfig) -> list[Problem]:
    """Every election 659a does not allow, with its clause."""
    p = family.dealing_problems("659a", cfg.positions, MAX_POSITIONS, cfg.dealing is Dealing.HAND,
                                cfg.shuffling.automated, cfg.shuffling is Shuffling.SHUFFLER_LOADS_SHOE)
    if cfg.start_position is StartPosition.FLAT_BUTTON and (
            not cfg.shuffling.automated or cfg.dealing is not Dealing.AUTOMATED_SHOE):
        p.append(Problem("start_position", "pa:659a.5(g)(3)", "the flat button needs an automated card shuffling "
                                                              "device and an automated dealing shoe (dealing = "
                                                              "\"automated_shoe\")"))
    if cfg.decks == 2 and not cfg.shuffling.automated:
        p.append(Problem("decks", "pa:659a.3(b)", "two decks need an automated card shuffling device, which "
                                                  "shuffles one while the other is in play"))
    if cfg.bonus_offered and cfg.bonus_paytable is BonusPaytable.NONE:
        p.append(Problem("bonus_paytable", "pa:659a.12(b)", "a table offering the Bonus Wager selects paytable A, B "
                                                            "or C"))
    if cfg.payout_cap is not None and cfg.payout_cap < (floor := payout_cap_floor(cfg)):
        p.append(Problem("payout_cap", "pa:659a.12(c)", f"the cap is at least {floor} cents, the greater of $50,000 "
                                                        f"and the most one player could win in a round at the minimum "
                                                        f"wagers (G-14), not {cfg.payout_cap}"))
    return p


_BONUS_ONLY = ("bonus_paytable", "min_bonus_wager", "bonus_qualifier", "bonus_royal_with_joker", "bonus_wheel")


def warnings(cfg: TableConfig) -> list[str]:
    """Legal but noteworthy elections: a table of fewer than six positions, and Bonus options with no Bonus."""
    out = []
    if cfg.positions < MAX_POSITIONS:
        out.append(f"{cfg.positions} positions: the stub after the deal is {cfg.expected_stub} cards, not the four "
                   "659a.8(d), 659a.9(c) and 659a.10(c) print for six (G-1)")
    defaults = attrs.fields_dict(TableConfig)
    if not cfg.bonus_offered and any(getattr(cfg, f) != defaults[f].default for f in _BONUS_ONLY):
        out.append("bonus_offered is false: the Bonus options set here have no effect")
    return out


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate an Asia Poker profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:659a.2"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the Asia Poker options in ``spec/poker/tables.toml`` and :class:`TableConfig` (empty when
    they agree)."""
    return options_against_spec(TableConfig, "poker", shown_by_type(BonusPaytable, frozenset()), "asia_poker")
