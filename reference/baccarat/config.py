"""Baccarat-family table configuration: the certificate holder's elections and a reading for every open question.

``cfg``: a :class:`TableConfig`. Every option field names its option in
``spec/baccarat/tables.toml`` (metadata ``option``) and the clause it is about
(metadata ``clause``); :func:`check_against_spec` proves the two agree. The
ruleset decides the game: 541 and 627a Minibaccarat, 543 and 629a
Midibaccarat, 545 and 631a Baccarat. A profile is a TOML file;
:func:`load_profile` validates it and refuses an illegal election with its
clause, listing every problem at once.
"""

from __future__ import annotations

import enum
from fractions import Fraction
from pathlib import Path
from typing import Any, Mapping, Optional

import attrs
import icontract

from croupier import spec
from croupier.reference.baccarat.definitions import CHAPTER_VARIANT, Bet, Variant
from croupier.reference.contracts import ENABLED
from croupier.reference.errors import Problem, read_toml
from croupier.reference.families.table import Shuffling, layout_problems
from croupier.reference.parsing import (is_int, option as _opt, options_against_spec, parsers_by_type, profile,
                                        shown_as, shown_by_type)
from croupier.spec.citations import cites

__all__ = [
    "BankerMode", "BurnReveal", "CHAPTERS", "CutCardBetweenRounds", "DEFAULT_RULESET", "EzBankerPush",
    "FaceUpCardValue", "InitialDeal", "Midi2013DealProcedures", "NewShoeCurator", "Shuffling", "TableConfig",
    "VigCollection", "check_against_spec", "load_profile", "profile_from_mapping", "validate", "warnings",
]

DEFAULT_RULESET = "pa-541@2010t"
CHAPTERS = ("541", "627a", "543", "629a", "545", "631a")
#: the most seats each game's table has (541.2(a), 543.2(a), 545.2(a)); Baccarat has at least 10
MAX_SEATS = {Variant.MINI: 7, Variant.MIDI: 9, Variant.BACCARAT: 14}
MIN_SEATS = {Variant.MINI: 1, Variant.MIDI: 1, Variant.BACCARAT: 10}


class InitialDeal(enum.Enum):
    """541.9(c), 543.9(c), 545.9(c), (d): how the first four cards are shown."""

    STANDARD = "standard"
    FACE_DOWN = "face_down"
    SQUEEZE = "squeeze"


class BankerMode(enum.Enum):
    """541.13(c), (f): a commission on Banker wins, or 25% of a Banker wager on a tie instead."""

    COMMISSION = "commission"
    TIE_CHARGE = "tie_charge"


class VigCollection(enum.Enum):
    """541.13(e): vigorish collected with the payout, or marked and collected later."""

    AT_PAYOUT = "at_payout"
    DEFERRED = "deferred"


class EzBankerPush(enum.Enum):
    """A-25: on an EZ Baccarat table (no vigorish), what balances the Banker wager. Not in the sources."""

    THREE_CARD_7 = "three_card_7"
    NONE = "none"


class BurnReveal(enum.Enum):
    """A-3: which burned cards are shown."""

    FIRST_ONLY = "first_only"
    ALL = "all"


class CutCardBetweenRounds(enum.Enum):
    """A-4: the cut card comes out as the first card of a round."""

    THAT_ROUND_AND_ONE_MORE = "that_round_and_one_more"
    ONE_MORE = "one_more"


class Midi2013DealProcedures(enum.Enum):
    """A-33: the ways of showing the first four cards a 2013 Midibaccarat table has (629a.8(c))."""

    SQUEEZE_ONLY = "squeeze_only"
    AS_2010 = "as_2010"


class NewShoeCurator(enum.Enum):
    """A-32: who holds a new Baccarat shoe (545.7(b))."""

    OFFER_FROM_SEAT_1 = "offer_from_seat_1"
    CURATOR_CONTINUES = "curator_continues"


class FaceUpCardValue(enum.Enum):
    """A-6: how many cards go with a card found face up in the shoe."""

    BACCARAT_VALUE = "baccarat_value"
    FACE_VALUE = "face_value"


@attrs.frozen(kw_only=True)
class TableConfig:
    """One baccarat-family table. Build one with :func:`profile_from_mapping` to get validation."""

    ruleset: str = attrs.field(default=DEFAULT_RULESET, metadata={"clause": "pa:541.13(g)"})
    decks: int = _opt("decks", "pa:541.3(a)", 8, meta=shown_as(["6", "7", "8"], "8"))
    shuffling: Shuffling = _opt("shuffling", "pa:541.3(b)", Shuffling.MANUAL)
    initial_deal: InitialDeal = _opt("initial_deal", "pa:541.9(c)", InitialDeal.STANDARD)
    #: None: the game's maximum (7, 9 or 14)
    seats: Optional[int] = _opt("seats", "pa:541.2(a)", None, meta=shown_as(["count"], "max"))
    tie_odds: int = _opt("tie_odds", "pa:541.13(b)", 8, meta=shown_as(["odds"], "8"))
    commission_rate: int = _opt("commission_rate", "pa:541.13(c)", 5, meta=shown_as(["4%", "5%"], "5%"))
    banker_mode: BankerMode = _opt("banker_mode", "pa:541.13(f)", BankerMode.COMMISSION)
    vig_rounding: bool = _opt("vig_rounding", "pa:541.13(d)", False)
    vig_collection: VigCollection = _opt("vig_collection", "pa:541.13(e)", VigCollection.AT_PAYOUT)
    table_min: int = _opt("table_min", "pa:541.8(a)", 1000)
    table_max: int = _opt("table_max", "pa:541.8(a)", 500_000)
    house_money: bool = _opt("house_money", "pa:627a.7(a)(7)", False)
    house_money_addon_portion: Fraction = _opt("house_money_addon_portion", "pa:627a.8(d)(1)(i)", Fraction(1),
                                               meta=shown_as(["fraction"], "1"))
    ez_table: bool = _opt("ez_table", "pa:627a.2(b)(8)", False)
    ez_banker_push: EzBankerPush = _opt("ez_banker_push", "pa:627a.2(b)(8)", EzBankerPush.THREE_CARD_7)
    burn_reveal: BurnReveal = _opt("burn_reveal", "pa:541.5(g)", BurnReveal.FIRST_ONLY)
    cut_card_between_rounds: CutCardBetweenRounds = _opt("cut_card_between_rounds", "pa:541.10(e)",
                                                         CutCardBetweenRounds.THAT_ROUND_AND_ONE_MORE)
    faceup_card_value: FaceUpCardValue = _opt("faceup_card_value", "pa:541.14(d)", FaceUpCardValue.BACCARAT_VALUE)
    squeeze_voluntary_pass: bool = _opt("squeeze_voluntary_pass", "pa:543.14(f)", True)
    midi_2013_deal_procedures: Midi2013DealProcedures = _opt("midi_2013_deal_procedures", "pa:629a.8(c)",
                                                             Midi2013DealProcedures.SQUEEZE_ONLY)
    curator_passes_on_tie: bool = _opt("curator_passes_on_tie", "pa:545.14(a)(1)", False)
    new_shoe_curator: NewShoeCurator = _opt("new_shoe_curator", "pa:545.7(b)", NewShoeCurator.OFFER_FROM_SEAT_1)
    dragon7_insurance: bool = _opt("dragon7_insurance", "pa:627a.12(f)", False, meta=shown_as(["false"], "false"))

    @property
    def rules(self) -> spec.Ruleset:
        return spec.ruleset(self.ruleset)

    @property
    def variant(self) -> Variant:
        return CHAPTER_VARIANT[self.rules.chapter]

    @property
    def edition_2013(self) -> bool:
        """The 2013 proposal (627a, 629a, 631a): House Money and EZ tables exist."""
        return self.rules.chapter.endswith("a")

    @property
    def seat_count(self) -> int:
        return self.seats if self.seats is not None else MAX_SEATS[self.variant]

    @property
    def rounding_unit(self) -> int:
        """541.13(d): 5 cents (Mini, Midi); 545.13(d): 25 cents at 5%, 20 cents at 4% (Baccarat); 0 when the table
        does not round."""
        if not self.vig_rounding:
            return 0
        if self.variant is Variant.BACCARAT:
            return 25 if self.commission_rate == 5 else 20
        return 5

    @property
    def curated(self) -> bool:
        """545.7: a player (the curator) holds the shoe and deals; Baccarat only."""
        return self.variant is Variant.BACCARAT

    @property
    def squeeze(self) -> bool:
        """543.9(c)(3), 545.9(d): the players with the largest wager on each hand turn its cards."""
        return self.initial_deal is InitialDeal.SQUEEZE

    @property
    def continuous(self) -> bool:
        return self.shuffling is Shuffling.CONTINUOUS_SHUFFLER

    def offers(self, bet: Bet) -> bool:
        return bet is not Bet.HOUSE_MONEY or self.house_money


def _decks(v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, str)) or str(v) not in ("6", "7", "8"):
        raise ValueError(f"must be 6, 7 or 8 decks, not {v!r}")
    return int(v)


def _seats(v: Any) -> Optional[int]:
    if v == "max":
        return None
    if not is_int(v) or v < 1:
        raise ValueError(f"must be \"max\" or a number of seats, not {v!r}")
    return v


def _tie_odds(v: Any) -> int:
    if isinstance(v, str) and v.endswith(" to 1"):
        v = v[:-5]
    try:
        n = int(v) if not isinstance(v, bool) else -1
    except (TypeError, ValueError):
        n = -1
    if n < 8:
        raise ValueError(f"must be a whole number of at least 8 (\"N to 1\"), not {v!r}")
    return n


def _rate(v: Any) -> int:
    if v not in ("4%", "5%"):
        raise ValueError(f"must be \"4%\" or \"5%\", not {v!r}")
    return int(v[0])


def _portion(v: Any) -> Fraction:
    try:
        f = Fraction(str(v)) if not isinstance(v, (bool, float)) else Fraction(-1)
    except (ValueError, ZeroDivisionError):
        f = Fraction(-1)
    if not 0 < f <= 1:
        raise ValueError(f"must be a fraction above 0 and at most 1 (\"1\", \"1/2\"), not {v!r}")
    return f


_PARSERS = parsers_by_type(TableConfig, decks=_decks, seats=_seats, tie_odds=_tie_odds, commission_rate=_rate,
                           house_money_addon_portion=_portion)


def profile_from_mapping(data: Mapping[str, Any], source: str = "") -> TableConfig:
    """Build a validated :class:`TableConfig` from a profile's keys; :class:`ConfigError` lists every problem."""
    return profile(TableConfig, data, source, game="baccarat", title="Baccarat-family", chapter=CHAPTERS,
                   default_ruleset=DEFAULT_RULESET, clause="pa:541.13(g)", parsers=_PARSERS, validate=validate)


@cites("pa:541.13(g)", "pa:627a.12(f)")
@icontract.ensure(lambda cfg, result: not cfg.dragon7_insurance or any(p.field == "dragon7_insurance" for p in result),
                  "627a.12(f): a Dragon 7 Insurance Wager is refused: only its payout is in the sources (A-26)",
                  enabled=ENABLED)
@icontract.ensure(lambda cfg, result: cfg.banker_mode is BankerMode.COMMISSION or cfg.variant is not Variant.BACCARAT
                  or bool(result), "545.13(c): Baccarat charges a commission, never the 25% tie charge",
                  enabled=ENABLED)
def validate(cfg: TableConfig) -> list[Problem]:
    """Every way ``cfg`` breaks the ruleset's limits on elections. One configuration serves every seat of the table,
    so the type and rate of vigorish are the same for all its players (541.13(g))."""
    p = layout_problems(cfg, "pa:541.8(a)")
    v = cfg.variant
    ch = cfg.rules.chapter
    if cfg.seats is not None and not MIN_SEATS[v] <= cfg.seats <= MAX_SEATS[v]:
        clause = {Variant.MINI: "pa:541.2(a)", Variant.MIDI: "pa:543.2(a)", Variant.BACCARAT: "pa:545.2(a)"}[v]
        p.append(Problem("seats", clause, f"a {v.value} table has {MIN_SEATS[v]} to {MAX_SEATS[v]} seats, "
                                          f"not {cfg.seats}"))
    if cfg.shuffling is not Shuffling.MANUAL and v is not Variant.MINI:
        p.append(Problem("shuffling", "pa:541.3(b)", f"only Minibaccarat may use an automated or continuous "
                                                     f"shuffler; {v.value} shuffles by hand"))
    if cfg.initial_deal is InitialDeal.FACE_DOWN and v is Variant.BACCARAT:
        p.append(Problem("initial_deal", "pa:545.9(c)", "Baccarat's cards are turned by the dealer or squeezed"))
    if cfg.initial_deal is InitialDeal.SQUEEZE and v is Variant.MINI:
        p.append(Problem("initial_deal", "pa:541.9(c)", "Minibaccarat has no squeeze: players may not handle "
                                                        "the cards (541.9(d))"))
    if cfg.initial_deal is not InitialDeal.SQUEEZE and ch == "629a" and \
            cfg.midi_2013_deal_procedures is Midi2013DealProcedures.SQUEEZE_ONLY:
        p.append(Problem("initial_deal", "pa:629a.8(c)", "the 2013 Midibaccarat text deals every first card face down "
                                                         "for the squeeze: elect initial_deal = squeeze, or read "
                                                         "midi_2013_deal_procedures = as_2010 (A-33)"))
    if cfg.banker_mode is BankerMode.TIE_CHARGE and v is Variant.BACCARAT:
        p.append(Problem("banker_mode", "pa:545.13(c)", "Baccarat has no 25% tie charge: a commission only"))
    if cfg.house_money and not cfg.edition_2013:
        p.append(Problem("house_money", "pa:627a.7(a)(7)", f"the House Money Wager is a 2013 addition; {ch} has none"))
    if cfg.ez_table and not cfg.edition_2013:
        p.append(Problem("ez_table", "pa:627a.2(b)(8)", f"EZ Baccarat tables are a 2013 addition; {ch} has none"))
    if cfg.ez_table and cfg.banker_mode is BankerMode.TIE_CHARGE:
        p.append(Problem("ez_table", "pa:627a.2(b)(8)", "an EZ Baccarat table collects no vigorish, not even the "
                                                        "25% tie charge"))
    if cfg.dragon7_insurance:
        p.append(Problem("dragon7_insurance", "pa:627a.12(f)", "not in the sources: only the payout (40 to 1) is; "
                                                               "what wins is defined at 627a.7(a)(5), which no seed "
                                                               "holds (A-26)"))
    return p


def load_profile(path: str | Path) -> TableConfig:
    """Read and validate a baccarat-family profile TOML file."""
    return profile_from_mapping(read_toml(path, "pa:541.13(g)"), str(path))


def check_against_spec() -> list[str]:
    """Differences between the options in ``spec/baccarat/tables.toml`` and :class:`TableConfig` (empty when they
    agree)."""
    return options_against_spec(TableConfig, "baccarat", shown_by_type(Bet, frozenset(Bet)))


def warnings(cfg: TableConfig) -> list[str]:
    """Legal but noteworthy elections."""
    out = []
    if cfg.ez_table and cfg.ez_banker_push is EzBankerPush.NONE:
        out.append("ez_banker_push = none: the literal 2013 text, an EZ table with no vigorish and no balancing rule, "
                   "gives the Banker wager a player edge (A-25)")
    if cfg.ez_table:
        out.append("ez_table: the rule that balances an EZ Baccarat table is not in the sources; ez_banker_push "
                   f"= {cfg.ez_banker_push.value} is applied (A-25)")
    return out
