"""Five Card Hi-Lo (chapter 663a, the 2013 proposal) table configuration: the certificate holder's elections, and an
option for each open reading a profile may answer otherwise.

``cfg``: a :class:`TableConfig`. Every option field names its option in ``spec/poker/tables.toml`` (metadata
``option``; the options with ``game = "five_card_hi_lo"``) and the clause it is about (metadata ``clause``);
:func:`check_against_spec` proves the two agree. A profile is a TOML file (``game = "five_card_hi_lo"``);
:func:`load_profile` validates it and refuses every election 663a does not allow with its clause, listing every
problem at once. The digest's open questions G-1 to G-17 that no option decides are fixed readings in the same
file.

The round model (:mod:`croupier.reference.five_card_hi_lo.game`) reads every option; the paytables come from the
spec's numbers through :func:`ante_bonus_multiples`, :func:`tie_rows` and :func:`poker_bonus_rows`, and the hand
kernel (:mod:`croupier.reference.five_card_hi_lo.kernels`) takes :attr:`TableConfig.least_pair` and
``dealer_four_aces_low`` (its ``four_aces_low``).
"""

from __future__ import annotations

import enum
import re
from fractions import Fraction
from pathlib import Path
from typing import Any, Mapping

import attrs

from croupier import spec
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families import card_setting as family
from croupier.reference.families.card_setting import AbandonedWager, Dealing, Shuffling
from croupier.reference.money import parse_odds
from croupier.reference.parsing import (count as _count, option as _opt, options_against_spec, parsers_by_type, profile,
                                        shown_as as _shown, shown_by_type)

__all__ = ["AbandonedWager", "AnteBonusPaytable", "AnteBonusPayment", "BASE", "Dealing", "ExposedCards",
           "ante_bonus_multiples", "poker_bonus_rows", "tie_rows",
           "MAX_POSITIONS", "MissetPolicy", "PokerBonusPaytable", "Shuffling", "TableConfig", "check_against_spec",
           "load_profile", "profile_from_mapping", "validate", "warnings"]

#: the only edition in the seeds: chapter 663a as the 2013 proposal prints it
BASE = "pa-663a@2013p"
#: 663a.2(a): betting positions for no more than six players
MAX_POSITIONS = 6


class AnteBonusPaytable(enum.Enum):
    """663a.12(b): the Ante Bonus paytable; the holder pays the Ante Bonus, so one is always elected."""

    PAYTABLE_A = "A"
    PAYTABLE_B = "B"
    PAYTABLE_C = "C"
    PAYTABLE_D = "D"


class PokerBonusPaytable(enum.Enum):
    """663a.12(d): the Poker Bonus paytable (none while the wager is not offered)."""

    NONE = "none"
    PAYTABLE_A = "A"  #: pairs of 7s or better (G-8, as printed)
    PAYTABLE_B = "B"  #: pairs of 6s or better


class MissetPolicy(enum.Enum):
    """G-2 (663a.11(d)): a player's hands set against the rule."""

    REJECT = "reject"  #: the setting is refused; the player sets again
    DEALER_CORRECTS = "dealer_corrects"  #: the dealer sets them as the rule says
    FORFEIT = "forfeit"  #: the Ante and Play Wagers lose, as a fouled hand does in Asia Poker


class AnteBonusPayment(enum.Enum):
    """G-6 (663a.12(b)): what "N for 1" pays on an Ante Bonus that has no stake of its own."""

    N_TIMES_ANTE = "n_times_ante"  #: N times the Ante, beside the Ante's own result
    N_LESS_ONE = "n_less_one"  #: (N - 1) times the Ante, "for" read as including a stake


class ExposedCards(enum.Enum):
    """G-12 (663a.13): the chapter has no rule for exposed cards."""

    AS_ASIA_POKER = "as_asia_poker"  #: as 659a.13(d), (e): a player may void an exposed hand; a dealer card voids all
    NONE = "none"  #: no rule: play goes on


@attrs.frozen(kw_only=True)
class TableConfig:
    """One Five Card Hi-Lo table. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=BASE, metadata={"clause": "pa:663a.2"})
    positions: int = _opt("positions", "pa:663a.2(a)", MAX_POSITIONS, meta=_shown(["count"], "6"))
    dealing: Dealing = _opt("dealing", "pa:663a.5(c)(1)", Dealing.MANUAL_SHOE)
    shuffling: Shuffling = _opt("shuffling", "pa:663a.5(a)", Shuffling.MANUAL)
    counting_shuffler: bool = _opt("counting_shuffler", "pa:663a.5(b)", False)
    preshuffled_decks: bool = _opt("preshuffled_decks", "pa:663a.4(e)", False)
    decks: int = _opt("decks", "pa:663a.3(b)", 1, meta=_shown(["1", "2"], "1"))
    adjacent_spots: bool = _opt("adjacent_spots", "pa:663a.7(f)", False)
    abandoned_wager: AbandonedWager = _opt("abandoned_wager", "pa:663a.7(b)", AbandonedWager.LOSE)
    ante_bonus_paytable: AnteBonusPaytable = _opt("ante_bonus_paytable", "pa:663a.12(b)", AnteBonusPaytable.PAYTABLE_A)
    tie_offered: bool = _opt("tie_offered", "pa:663a.7(e)(1)", False)
    poker_bonus_offered: bool = _opt("poker_bonus_offered", "pa:663a.7(e)(2)", False)
    poker_bonus_paytable: PokerBonusPaytable = _opt("poker_bonus_paytable", "pa:663a.12(d)", PokerBonusPaytable.NONE)
    # --- readings a profile may answer otherwise
    misset_policy: MissetPolicy = _opt("misset_policy", "pa:663a.11(d)", MissetPolicy.REJECT)
    dealer_four_aces_low: int = _opt("dealer_four_aces_low", "pa:663a.11(e)", 1, meta=_shown(["1", "2"], "1"))
    ante_bonus_on_fold: bool = _opt("ante_bonus_on_fold", "pa:663a.11(h)", False)
    ante_bonus_payment: AnteBonusPayment = _opt("ante_bonus_payment", "pa:663a.12(b)", AnteBonusPayment.N_TIMES_ANTE)
    exposed_cards: ExposedCards = _opt("exposed_cards", "pa:663a.13", ExposedCards.AS_ASIA_POKER)
    cut_preshuffled: bool = _opt("cut_preshuffled", "pa:663a.5(c)", True)

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def least_pair(self) -> int:
        """The least pair the Poker Bonus pays (663a.6(b)(9), G-8): 7s on paytable A, 6s on B."""
        return 6 if self.poker_bonus_paytable is PokerBonusPaytable.PAYTABLE_B else 7

    @property
    def counts_stub(self) -> bool:
        """663a.8(f), 663a.9(d), 663a.10(d): the dealer counts the stub every five rounds unless a counting shuffler
        (or an automatic reshuffling and counting device, 663a.5(g)) shows the deck is whole."""
        return not (self.counting_shuffler or self.shuffling is Shuffling.AUTO_RESHUFFLER)


def _one_or_two(v: Any) -> int:
    if v not in (1, 2) or isinstance(v, bool):
        raise ValueError(f"must be 1 or 2, not {v!r}")
    return int(v)


_PARSERS = parsers_by_type(TableConfig, positions=_count, decks=_one_or_two, dealer_four_aces_low=_one_or_two)


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(TableConfig, data, source, game="five_card_hi_lo", title="Five Card Hi-Lo", chapter="663a",
                   default_ruleset=BASE, clause="pa:663a.2", parsers=_PARSERS, validate=validate)


def validate(cfg: TableConfig) -> list[Problem]:
    """Every election 663a does not allow, with its clause."""
    p = family.dealing_problems("663a", cfg.positions, MAX_POSITIONS, cfg.dealing is Dealing.HAND,
                                cfg.shuffling.automated, cfg.shuffling is Shuffling.SHUFFLER_LOADS_SHOE)
    if cfg.decks == 2 and not cfg.shuffling.automated:
        p.append(Problem("decks", "pa:663a.3(b)", "two decks need an automated card shuffler, which shuffles one while "
                                                  "the other is in play"))
    if cfg.counting_shuffler and not cfg.shuffling.automated:
        p.append(Problem("counting_shuffler", "pa:663a.5(b)", "a counting shuffler is an automated card shuffler: set "
                                                              "shuffling"))
    if cfg.poker_bonus_offered and cfg.poker_bonus_paytable is PokerBonusPaytable.NONE:
        p.append(Problem("poker_bonus_paytable", "pa:663a.12(d)", "a table offering the Poker Bonus Wager selects "
                                                                  "paytable A or B"))
    return p


def warnings(cfg: TableConfig) -> list[str]:
    """Legal but noteworthy elections."""
    out = []
    if not cfg.poker_bonus_offered and cfg.poker_bonus_paytable is not PokerBonusPaytable.NONE:
        out.append("poker_bonus_offered is false: the Poker Bonus paytable set here has no effect")
    if not cfg.preshuffled_decks and not cfg.cut_preshuffled:
        out.append("cut_preshuffled has no effect: the decks do not arrive preshuffled")
    return out


_FOR_ONE = re.compile(r"^\s*([0-9]+) for 1\s*$")


def ante_bonus_multiples(cfg: TableConfig) -> dict[str, int]:
    """The Ante Bonus hands of 663a.12(b) -> what each pays in Antes at ``cfg``'s table, from its elected paytable:
    "N for 1" pays N Antes (``ante_bonus_payment = "n_times_ante"``) or N - 1 (``"n_less_one"``, G-6)."""
    prefix = cfg.ante_bonus_paytable.value.lower() + "_"
    less = 1 if cfg.ante_bonus_payment is AnteBonusPayment.N_LESS_ONE else 0
    out = {}
    for key, text in cfg.rules["pa:663a.12(b)"].numbers.items():
        m = _FOR_ONE.match(text)
        if key.startswith(prefix) and m:
            out[key.removeprefix(prefix)] = int(m.group(1)) - less
    return out


def tie_rows(cfg: TableConfig) -> dict[int, Fraction]:
    """663a.12(c) by how many of the player's totals equal the dealer's (G-7): one pays the first row, both the
    third (the second row pays as the first)."""
    rows = cfg.rules["pa:663a.12(c)"].numbers
    return {1: parse_odds(rows["row_1"]).ratio, 2: parse_odds(rows["row_3"]).ratio}


def poker_bonus_rows(cfg: TableConfig) -> dict[str, Fraction]:
    """The Poker hands of 663a.6(b) -> their odds to 1 on ``cfg``'s elected paytable of 663a.12(d), the pair's row
    named ``pair`` (its least pair is :attr:`TableConfig.least_pair`); empty while the wager is not offered."""
    if not cfg.poker_bonus_offered or cfg.poker_bonus_paytable is PokerBonusPaytable.NONE:
        return {}
    prefix = cfg.poker_bonus_paytable.value.lower() + "_"
    return {("pair" if key.startswith(prefix + "pair_") else key.removeprefix(prefix)): parse_odds(text).ratio
            for key, text in cfg.rules["pa:663a.12(d)"].numbers.items() if key.startswith(prefix)}


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate a Five Card Hi-Lo profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:663a.2"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the Five Card Hi-Lo options in ``spec/poker/tables.toml`` and :class:`TableConfig` (empty
    when they agree)."""
    return options_against_spec(TableConfig, "poker", shown_by_type(PokerBonusPaytable, frozenset()),
                                "five_card_hi_lo")
