"""An independent baccarat-family engine: 58 Pa. Code chapters 541 (Minibaccarat), 543 (Midibaccarat) and 545
(Baccarat) of 2010, temporary, and their 2013 proposals as 627a, 629a and 631a.

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text as the project's
spec holds it (``spec/baccarat/pa-541@2010t.toml``, ``pa-627a@2013p.toml``),
the digest of it, the options and readings of ``spec/baccarat/tables.toml``
(A-n) and the protocol (``conformance/INTERPRETING.md``), and it shares no code
with :mod:`croupier.reference`. It is deliberately plain: one constant per
payout, one small function per rule, mutable state and exact numbers (integers
and :class:`fractions.Fraction`, never floats), so that a catalogue of mutants
(realistic vendor bugs, ``baccarat_mutants.py``) can each change one obvious
place.

Amounts are in the table's smallest unit (cents in the bundled profiles).
Clause references in comments are written ``pa:541.x(y)`` (the squeeze
``pa:543.x``, the curator ``pa:545.x``); the table cites them in the numbers of
its own chapter and edition (:meth:`BaccaratTable.cite`: the chapters are
written section for section alike, Baccarat shifting a few paragraphs).

Supported profile options: ``game`` = ``baccarat``; ``ruleset`` (the six
chapters); ``decks`` (6 to 8); ``shuffling`` (Minibaccarat);
``initial_deal`` (standard, face_down, squeeze); ``seats`` (the chapter's);
``tie_odds`` (8 or more); ``commission_rate`` (4%, 5%); ``banker_mode``;
``vig_rounding``; ``vig_collection``; ``table_min``/``table_max``;
``house_money`` and ``house_money_addon_portion`` (2013 only); ``ez_table`` and
``ez_banker_push`` (2013 only); ``burn_reveal``; ``cut_card_between_rounds``;
``faceup_card_value``; ``dragon7_insurance`` (false only);
``squeeze_voluntary_pass``; ``midi_2013_deal_procedures``;
``curator_passes_on_tie``; ``new_shoe_curator``. Anything else is
:class:`Unsupported`. The engine reports clauses, observable state and notices.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Mapping, Optional, Union

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer, boolean, integer, notice
from croupier.conformance.protocol import ProtocolError, amount, parse_amount

__all__ = ["BaccaratEngine", "BaccaratTable", "Config", "parse_profile"]

Message = dict[str, Any]
Money = Union[int, Fraction]

# ---------------------------------------------------------------------------------------------
# The table and the cards, pa:541.2, pa:541.3, pa:541.5

MAX_SEATS = 7  # pa:541.2(a): at most seven numbered seats
#: seats by chapter: pa:541.2(a) up to 7, pa:543.2(a) up to 9, pa:545.2(a) 10 to 14
SEAT_RANGE: dict[str, tuple[int, int]] = {"541": (1, 7), "543": (1, 9), "545": (10, 14)}
CARDS_PER_DECK = 52
RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
COVER_CARD_FROM_END = 10  # pa:541.5(d): the cover card at least 10 cards from the top and the bottom
CUT_CARD_FROM_BOTTOM = 14  # pa:541.5(e): the cut card at least 14 cards above the bottom

# ---------------------------------------------------------------------------------------------
# Drawing rules, pa:541.1, pa:541.11

NATURALS: tuple[int, ...] = (8, 9)  # pa:541.1#natural
PLAYER_DRAWS_BELOW = 6  # pa:541.11(b)(1): the Player draws on 0 to 5
BANKER_DRAWS_BELOW_IF_PLAYER_STOOD = 6  # pa:541.11(c)(1): the Banker draws on 0 to 5 when the Player stood
BANKER_ALWAYS_DRAWS_BELOW = 3  # pa:541.11(c)(2)(i): on 0 to 2 whatever the Player's third card
BANKER_STANDS_ON = 7  # pa:541.11(c)(2)(ii)
#: pa:541.11(c)(2)(iii), Table 1: the Banker's two-card count -> D or S by the value (0 to 9) of the Player's third card
TABLE_1: dict[int, str] = {
    3: "DDDDDDDDSD",  # restored
    4: "SSDDDDDDSS",  # restored
    5: "SSSSDDDDSS",  # the row the seed prints
    6: "SSSSSSDDSS",  # restored
}

# ---------------------------------------------------------------------------------------------
# Payouts, pa:541.13; House Money, pa:627a.12(g)

PLAYER_PAYS = 1  # pa:541.13(a): 1 to 1
BANKER_PAYS = 1  # pa:541.13(c): 1 to 1 less the commission
TIE_MIN_ODDS = 8  # pa:541.13(b): at least 8 to 1
TIE_CHARGE = Fraction(25, 100)  # pa:541.13(f): 25% of a Banker wager on a tie
VIG_UNIT = 5  # pa:541.13(d): rounded up to a multiple of 5 cents
BACCARAT_VIG_UNIT = {5: 25, 4: 20}  # pa:545.13(d): 25 cents at 5%, 20 cents at 4%
HOUSE_MONEY_BOTH_PAYS = 15  # pa:627a.12(g): Player and Banker Pair
HOUSE_MONEY_ONE_PAYS = 3  # pa:627a.12(g): Player or Banker Pair
EZ_PUSH_TOTAL = 7  # an EZ Banker win on a three-card 7 is a push
EZ_PUSH_CARDS = 3

BETS: tuple[str, ...] = ("banker", "player", "tie", "house_money")
RULESETS: tuple[str, ...] = ("pa-541@2010t", "pa-627a@2013p", "pa-543@2010t", "pa-629a@2013p", "pa-545@2010t",
                             "pa-631a@2013p")
#: the 2010 chapter each ruleset's game has (the 2013 chapters renumber only what they show)
BASE_CHAPTER = {"pa-541@2010t": "541", "pa-627a@2013p": "541", "pa-543@2010t": "543", "pa-629a@2013p": "543",
                "pa-545@2010t": "545", "pa-631a@2013p": "545"}
#: under pa-627a@2013p, the units the 2013 excerpt shows renumbered (pa-627a@2013p.toml, [[renumber]])
RENUMBERED: dict[str, str] = {
    "pa:541.2": "pa:627a.2",
    "pa:541.2(c)": "pa:627a.2(b)",
    "pa:541.2(c)(4)": "pa:627a.2(b)(8)",
    "pa:541.8": "pa:627a.7",
    "pa:541.8(a)": "pa:627a.7(a)",
    "pa:541.8(b)": "pa:627a.7(b)",
    "pa:541.8(c)": "pa:627a.7(c)",
    "pa:541.9": "pa:627a.8",
    "pa:541.9(d)": "pa:627a.8(e)",
    "pa:541.13": "pa:627a.12",
}


#: under pa-629a@2013p, the Midibaccarat units its excerpt shows renumbered
RENUMBERED_629A: dict[str, str] = {
    "pa:543.2": "pa:629a.2", "pa:543.2(c)": "pa:629a.2(b)", "pa:543.2(c)(4)": "pa:629a.2(b)(8)",
    "pa:543.8": "pa:629a.7", "pa:543.8(a)": "pa:629a.7(a)", "pa:543.8(b)": "pa:629a.7(b)",
    "pa:543.8(c)": "pa:629a.7(c)", "pa:543.9": "pa:629a.8", "pa:543.9(c)": "pa:629a.8(c)",
    "pa:543.9(c)(3)(iii)": "pa:629a.8(c)(4)", "pa:543.9(c)(3)(iv)": "pa:629a.8(c)(5)",
    "pa:543.9(c)(3)(v)": "pa:629a.8(c)(6)", "pa:543.13": "pa:629a.12",
}
#: under pa-631a@2013p, the Baccarat units its excerpt shows renumbered
RENUMBERED_631A: dict[str, str] = {
    "pa:545.2": "pa:631a.2", "pa:545.2(b)": "pa:631a.2(b)", "pa:545.2(b)(4)": "pa:631a.2(b)(8)",
    "pa:545.8": "pa:631a.8", "pa:545.8(a)": "pa:631a.8(a)", "pa:545.8(b)": "pa:631a.8(b)",
    "pa:545.8(c)": "pa:631a.8(c)", "pa:545.9": "pa:631a.9", "pa:545.15(f)": "pa:631a.9(f)",
    "pa:545.13": "pa:631a.13",
}
#: the 2013 House Money paragraphs of Minibaccarat and where Midibaccarat's and Baccarat's excerpts print them
HOUSE_MONEY_629A: dict[str, str] = {
    "pa:627a.8(d)": "pa:629a.8(c)(3)", "pa:627a.8(d)(1)": "pa:629a.8(c)(3)(i)",
    "pa:627a.8(d)(1)(i)": "pa:629a.8(c)(3)(i)(A)", "pa:627a.8(d)(1)(ii)": "pa:629a.8(c)(3)(i)(B)",
    "pa:627a.8(d)(2)": "pa:629a.8(c)(3)(ii)", "pa:627a.12(g)": "pa:629a.12(h)",
}
HOUSE_MONEY_631A: dict[str, str] = {
    "pa:627a.2(b)(8)": "pa:631a.2(b)(8)", "pa:627a.7(a)(7)": "pa:631a.8(a)(7)",
    "pa:627a.7(a)(7)(i)": "pa:631a.8(a)(7)(i)", "pa:627a.7(a)(7)(ii)": "pa:631a.8(a)(7)(ii)",
    "pa:627a.8(d)(1)": "pa:631a.9(e)(1)", "pa:627a.8(d)(1)(i)": "pa:631a.9(e)(1)(i)",
    "pa:627a.8(d)(1)(ii)": "pa:631a.9(e)(1)(ii)", "pa:627a.8(d)(2)": "pa:631a.9(e)(2)",
    "pa:627a.12(g)": "pa:631a.13(h)", "pa:627a.7(a)": "pa:631a.8(a)",
}
#: Baccarat's paragraphs where they are not Minibaccarat's (or, for the squeeze, Midibaccarat's) numbers
BACCARAT_NUMBERS: tuple[tuple[str, str], ...] = (
    ("pa:541.5(c)", "pa:545.5(b)"), ("pa:541.5(d)", "pa:545.5(c)"), ("pa:541.5(e)", "pa:545.5(d)"),
    ("pa:541.5(f)", "pa:545.5(e)"), ("pa:541.5(g)", "pa:545.5(f)"), ("pa:541.8(a)(1)(iii)(A)", "pa:545.8(a)(1)(iii)"),
    ("pa:541.14", "pa:545.15"), ("pa:543.9(c)(3)(iii)", "pa:545.9(d)(4)"), ("pa:543.9(c)(3)(iv)", "pa:545.9(d)(5)"),
    ("pa:543.9(c)(3)(v)", "pa:545.9(d)(6)"), ("pa:543.9(c)(3)(ii)", "pa:545.9(d)(3)"),
    ("pa:543.9(c)(3)(i)", "pa:545.9(d)(2)"), ("pa:543.9(c)(3)", "pa:545.9(d)(1)"), ("pa:543.14(f)", "pa:545.15(f)"),
    ("pa:543.3(b)", "pa:545.3(b)"),
)


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    ruleset: str = "pa-541@2010t"
    decks: int = 8  # pa:541.3(a); per batch with a batch shuffler, pa:541.3(b)
    shuffling: str = "manual"  # pa:541.3(b), pa:541.15
    initial_deal: str = "standard"  # pa:541.9(c)
    seats: int = MAX_SEATS  # pa:541.2(a)
    tie_odds: int = TIE_MIN_ODDS  # pa:541.13(b)
    commission_rate: Fraction = Fraction(5, 100)  # pa:541.13(c)
    banker_mode: str = "commission"  # pa:541.13(f)
    vig_rounding: bool = False  # pa:541.13(d)
    vig_collection: str = "at_payout"  # pa:541.13(e)
    table_min: int = 1000  # pa:541.8(a)
    table_max: int = 500_000
    house_money: bool = False  # pa:627a.7(a)(7)
    house_money_addon_portion: Fraction = Fraction(1)  # pa:627a.8(d)(1)(i)
    ez_table: bool = False  # pa:627a.2(b)(8)
    ez_banker_push: str = "three_card_7"
    burn_reveal: str = "first_only"
    cut_card_between_rounds: str = "that_round_and_one_more"
    faceup_card_value: str = "baccarat_value"
    squeeze_voluntary_pass: bool = True
    midi_2013_deal_procedures: str = "squeeze_only"
    curator_passes_on_tie: bool = False
    new_shoe_curator: str = "offer_from_seat_1"
    seats_given: bool = False

    @property
    def continuous(self) -> bool:
        return self.shuffling == "continuous_shuffler"

    @property
    def edition_2013(self) -> bool:
        return self.ruleset.endswith("@2013p")

    @property
    def chapter(self) -> str:
        """The 2010 chapter of the game: 541 Minibaccarat, 543 Midibaccarat, 545 Baccarat."""
        return BASE_CHAPTER[self.ruleset]

    @property
    def squeeze(self) -> bool:
        return self.initial_deal == "squeeze"

    @property
    def curated(self) -> bool:
        return self.chapter == "545"


CHOICES: dict[str, tuple[str, ...]] = {
    "shuffling": ("manual", "batch_shuffler", "continuous_shuffler"),
    "initial_deal": ("standard", "face_down", "squeeze"),
    "banker_mode": ("commission", "tie_charge"),
    "vig_collection": ("at_payout", "deferred"),
    "ez_banker_push": ("three_card_7", "none"),
    "burn_reveal": ("first_only", "all"),
    "cut_card_between_rounds": ("that_round_and_one_more", "one_more"),
    "faceup_card_value": ("baccarat_value", "face_value"),
    "midi_2013_deal_procedures": ("squeeze_only", "as_2010"),
    "new_shoe_curator": ("offer_from_seat_1", "curator_continues"),
}
FLAGS: tuple[str, ...] = ("vig_rounding", "house_money", "ez_table", "squeeze_voluntary_pass",
                          "curator_passes_on_tie")


def _bad(name: str, reason: str) -> Unsupported:
    return Unsupported(f"profile/{name}", reason)


def _whole(name: str, value: Any) -> int:
    """A whole number, written as a number or a string of digits."""
    if isinstance(value, bool):
        raise _bad(name, f"a whole number, not {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.isdigit():
        return int(value)
    raise _bad(name, f"a whole number, not {value!r}")


def _flag(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if value in ("true", "false"):
        return value == "true"
    raise _bad(name, f"true or false, not {value!r}")


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks."""
    if game != "baccarat":
        raise _bad("game", f"this engine deals the baccarat family only, not {game!r}")
    p = dict(profile)
    if p.get("game", game) != game:
        raise _bad("game", f"the profile is for {p['game']!r}, the table for {game!r}")
    cfg = Config()
    ruleset = p.get("ruleset", cfg.ruleset)
    if ruleset not in RULESETS:
        raise _bad("ruleset", f"only {', '.join(RULESETS)} are implemented")
    cfg.ruleset = ruleset
    for name, value in p.items():
        if name in ("game", "ruleset"):
            continue
        if name in CHOICES:
            if value not in CHOICES[name]:
                raise _bad(name, f"one of {', '.join(CHOICES[name])}, not {value!r}")
            setattr(cfg, name, value)
        elif name in FLAGS:
            setattr(cfg, name, _flag(name, value))
        elif name == "decks":
            cfg.decks = _whole(name, value)
            if not 6 <= cfg.decks <= 8:  # pa:541.3(a)
                raise _bad(name, "six to eight decks")
        elif name == "seats":
            cfg.seats_given = value != "max"
            cfg.seats = _whole(name, value) if cfg.seats_given else 0
        elif name == "tie_odds":  # 9, "9" or "9 to 1"
            text = value.removesuffix(" to 1") if isinstance(value, str) else value
            cfg.tie_odds = _whole(name, text)
            if cfg.tie_odds < TIE_MIN_ODDS:  # pa:541.13(b)
                raise _bad(name, f"at least {TIE_MIN_ODDS} to 1")
        elif name == "commission_rate":
            if value not in ("4%", "5%"):  # pa:541.13(c)
                raise _bad(name, f"4% or 5%, not {value!r}")
            cfg.commission_rate = Fraction(int(value[0]), 100)
        elif name in ("table_min", "table_max"):
            n = _whole(name, value)
            if n <= 0:
                raise _bad(name, "a positive number of cents")
            setattr(cfg, name, n)
        elif name == "house_money_addon_portion":
            try:
                portion = Fraction(str(value))
            except (ValueError, ZeroDivisionError):
                raise _bad(name, f"a fraction such as 1/2, not {value!r}") from None
            if not 0 < portion <= 1:  # pa:627a.8(d)(1)(i)
                raise _bad(name, "a share greater than 0 and at most 1")
            cfg.house_money_addon_portion = portion
        elif name == "dragon7_insurance":
            if _flag(name, value):
                raise _bad(name, "the Dragon 7 Insurance Wager's winning condition is not in the sources")
        else:
            raise _bad(name, "not an option of this engine")
    least, most = SEAT_RANGE[cfg.chapter]  # pa:541.2(a), pa:543.2(a), pa:545.2(a)
    if not cfg.seats_given:
        cfg.seats = most
    elif not least <= cfg.seats <= most:
        raise _bad("seats", f"{least} to {most} seats")
    if cfg.chapter != "541" and cfg.shuffling != "manual":  # pa:543.3, pa:545.3: new decks, no shuffler
        raise _bad("shuffling", "only Minibaccarat has a shuffling device")
    if cfg.chapter == "541" and cfg.squeeze:  # pa:541.9(d): players do not handle the cards
        raise _bad("initial_deal", "no squeeze at Minibaccarat")
    if cfg.chapter == "545" and cfg.initial_deal == "face_down":  # pa:545.9(c)
        raise _bad("initial_deal", "Baccarat's cards are turned by the dealer or squeezed")
    if cfg.chapter == "545" and cfg.banker_mode == "tie_charge":  # pa:545.13(c)
        raise _bad("banker_mode", "Baccarat charges a commission only")
    if cfg.ruleset == "pa-629a@2013p" and not cfg.squeeze and cfg.midi_2013_deal_procedures == "squeeze_only":
        raise _bad("initial_deal", "the 2013 Midibaccarat deal is the squeeze (A-33)")
    if cfg.table_min > cfg.table_max:
        raise _bad("table_min", "the minimum is above the maximum")
    if (cfg.house_money or cfg.ez_table) and not cfg.edition_2013:  # pa:627a.7(a)(7), pa:627a.2(b)(8)
        raise _bad("house_money" if cfg.house_money else "ez_table", "a 2013 (pa-627a@2013p) option")
    if cfg.ez_table and cfg.banker_mode == "tie_charge":
        raise _bad("banker_mode", "an EZ table collects no vigorish")
    return cfg


# ---------------------------------------------------------------------------------------------
# Messages


def _card(text: Any, key: str = "card") -> str:
    """``"AS"``, ``"10H"``, ``"QD"``: a rank then a suit."""
    if not isinstance(text, str) or len(text) < 2 or text[:-1] not in RANKS or text[-1] not in SUITS:
        raise ProtocolError(key, f"a card such as 'AS', '10H' or 'QD', not {text!r}")
    return text


def _cards(m: Message, key: str) -> list[str]:
    v = m.get(key, [])
    if not isinstance(v, list):
        raise ProtocolError(key, f"a list of cards, not {v!r}")
    return [_card(x, key) for x in v]


def _bet(m: Message) -> str:
    v = m.get("bet")
    if v not in BETS:
        raise ProtocolError("bet", f"one of {', '.join(BETS)}, not {v!r}")
    return str(v)


def _wager_amount(m: Message) -> int:
    a = parse_amount(m.get("amount"))
    if a.denominator != 1:
        raise ProtocolError("amount", "a wager is a whole number of the smallest unit")
    return int(a)


# ---------------------------------------------------------------------------------------------
# Card values and the drawing rules, pa:541.6, pa:541.11


def rank(card: str) -> str:
    return card[:-1]


def value(card: str) -> int:
    """pa:541.6(a): 2 to 9 at face value (1), a 10 or court card zero (2), an ace one (3)."""
    r = rank(card)
    if r == "A":
        return 1
    if r in ("10", "J", "Q", "K"):
        return 0
    return int(r)


def face_value(card: str) -> int:
    """pa:541.5(g): for the burn a 10 or court card counts ten and an ace one."""
    r = rank(card)
    if r == "A":
        return 1
    if r in ("10", "J", "Q", "K"):
        return 10
    return int(r)


def point_count(cards: list[str]) -> int:
    """pa:541.6(b): the last digit of the total of the values."""
    return sum(value(c) for c in cards) % 10


def is_natural(cards: list[str]) -> bool:
    """pa:541.1#natural: a first two cards counting 8 or 9."""
    return len(cards) == 2 and point_count(cards) in NATURALS


def player_draws(player: list[str]) -> bool:
    """pa:541.11(b): the Player's Hand draws on 0 to 5 and stands on 6 or 7."""
    return point_count(player) < PLAYER_DRAWS_BELOW


def banker_draws(banker: list[str], player: list[str]) -> bool:
    """pa:541.11(c): by the Banker's count alone when the Player stood; by Table 1 when the Player drew."""
    b = point_count(banker)
    if len(player) == 2:  # pa:541.11(c)(1): the Player stood
        return b < BANKER_DRAWS_BELOW_IF_PLAYER_STOOD
    if b < BANKER_ALWAYS_DRAWS_BELOW:  # pa:541.11(c)(2)(i)
        return True
    if b >= BANKER_STANDS_ON:  # pa:541.11(c)(2)(ii)
        return False
    return TABLE_1[b][value(player[2])] == "D"  # pa:541.11(c)(2)(iii); (e): the third card's value


def drawing_rules(player: list[str], banker: list[str]) -> list[str]:
    """The rules that decided a finished round: the Point Count (pa:541.6(b)) and the paragraphs of pa:541.11 that
    made each hand draw or stand (Table 1 read as pa:541.11(d)-(g) say)."""
    counted = ["pa:541.6(b)"]
    if is_natural(player[:2]) or is_natural(banker[:2]):
        return counted + ["pa:541.11(a)", "pa:541.1#natural"]
    if len(player) == 2:
        return counted + ["pa:541.11(b)(2)", "pa:541.11(c)(1)"]
    b = point_count(banker[:2])
    if b < BANKER_ALWAYS_DRAWS_BELOW:
        return counted + ["pa:541.11(b)(1)", "pa:541.11(c)(2)(i)"]
    if b >= BANKER_STANDS_ON:
        return counted + ["pa:541.11(b)(1)", "pa:541.11(c)(2)(ii)"]
    return counted + ["pa:541.11(b)(1)", "pa:541.11(c)(2)(iii)", "pa:541.11(d)", "pa:541.11(e)", "pa:541.11(f)",
                      "pa:541.11(g)"]


def is_pair(cards: list[str]) -> bool:
    """pa:627a.7(a)(7)(i): two cards of the same rank, suits not mattering (a 10 and a king are no pair)."""
    return rank(cards[0]) == rank(cards[1])


# ---------------------------------------------------------------------------------------------
# The table


@dataclass
class Wager:
    seat: int
    bet: str
    amount: int
    added: int = 0  # a House Money win put on it, pa:627a.8(d)(1)(i)


class BaccaratTable(Table):
    """One Minibaccarat table: the seats, the shoe, the layout and the marked vigorish."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.seated: list[int] = []
        self.layout: list[Wager] = []
        self.phase = "shuffle"
        self.player: list[str] = []
        self.banker: list[str] = []
        self.left = 0  # cards still in the shoe
        self.seen: Counter[str] = Counter()  # cards seen out of this shoe
        self.cut_card = 0  # cards behind the cut card, pa:541.5(e)
        self.cut_card_out = False
        self.last_hand = False
        self.carried: list[str] = []  # pa:541.14(a), (b): the next round's first cards
        self.owed: dict[int, Money] = {}  # pa:541.13(e): deferred vigorish by seat
        self.house_money_due: list[int] = []  # pa:627a.8(d)(1): seats that may add their win
        self.house_money_won: dict[int, int] = {}
        self.batch = 0  # the batch last dealt, pa:541.3(b)(5)
        self.squeezer = {"player": 0, "banker": 0}  # pa:543.9(c)(3): who turns each hand this round
        self.passed_over: dict[str, list[int]] = {"player": [], "banker": []}  # pa:543.14(f)
        self.curator: Optional[int] = 0  # pa:545.7: who holds the shoe (0 the dealer; None while offered)
        self.last_curator = 0  # the last player who held the shoe, A-27
        self.offer_after = 0  # the shoe is offered from this seat's right (0: from seat 1), pa:545.14(b)
        self.refused_shoe: list[int] = []
        self.shoe_given_up = False

    # --- the protocol ---------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        outs = answer(self, event, "a baccarat event", self.cite)
        for o in outs:
            if "clauses" in o:
                o["clauses"] = [self.cite(c) for c in o["clauses"]]
        return outs  # type: ignore[no-any-return]

    def cite(self, clause: str) -> str:
        """A clause as the table's chapter and edition number it."""
        chapter = self.cfg.chapter
        if chapter == "541":
            return RENUMBERED.get(clause, clause) if self.cfg.edition_2013 else clause
        if clause.startswith("pa:627a."):
            if chapter == "543":
                return HOUSE_MONEY_629A.get(clause, "pa:629a." + clause[len("pa:627a."):])
            return HOUSE_MONEY_631A.get(clause, clause)
        if chapter == "543":
            if clause.startswith("pa:541."):
                clause = "pa:543." + clause[len("pa:541."):]
            return RENUMBERED_629A.get(clause, clause) if self.cfg.edition_2013 else clause
        for old, new in BACCARAT_NUMBERS:
            if clause == old or clause.startswith(old + "("):
                clause = new + clause[len(old):]
                break
        else:
            if clause.startswith("pa:541.") and clause != "pa:541.8(a)(1)(iii)(B)":
                clause = "pa:545." + clause[len("pa:541."):]
        return RENUMBERED_631A.get(clause, clause) if self.cfg.edition_2013 else clause

    def state(self) -> Message:
        return {
            "phase": self.phase,
            "seated": sorted(self.seated),
            "wagers": [{"seat": w.seat, "bet": w.bet, "amount": amount(w.amount)} for w in self.layout],
            "player": list(self.player),
            "banker": list(self.banker),
            "cards_left": self.left,
            "cut_card_out": self.cut_card_out,
            "last_hand": self.last_hand,
            "carried": list(self.carried),
            "vig_owed": [{"seat": seat, "amount": amount(v)} for seat, v in sorted(self.owed.items())],
            "house_money_due": list(self.house_money_due),
            "squeeze": dict(self.squeezer),
            "curator": self.curator,
        }

    def wagers(self) -> Optional[list[str]]:
        return ["banker", "player", "tie"] + (["house_money"] if self.cfg.house_money else [])

    # --- lookups -------------------------------------------------------------------------------

    def find(self, seat: int, bet: str) -> Optional[Wager]:
        for w in self.layout:
            if w.seat == seat and w.bet == bet:
                return w
        return None

    def shoe_size(self) -> int:
        return CARDS_PER_DECK * self.cfg.decks

    # --- the shoe, pa:541.5, pa:541.10(e), pa:541.15 -------------------------------------------

    def take(self, cards: list[Optional[str]]) -> list[Message]:
        """Cards out of the shoe in order (``None``: one drawn unseen); the cut card comes out when it is next."""
        wanted = Counter(c for c in cards if c is not None)
        for card, n in wanted.items():
            if self.seen[card] + n > self.cfg.decks:  # pa:541.3(a)
                raise Refused("pa:541.3(a)", f"the shoe's {self.cfg.decks} decks hold no further {card}")
        if self.left < len(cards):  # pa:541.14(e)
            raise Refused("pa:541.14(e)", f"the shoe has {self.left} cards left, not {len(cards)}")
        outs: list[Message] = []
        for drawn in cards:
            if not self.cfg.continuous and not self.cut_card_out and self.left <= self.cut_card:
                outs += self.cut_card_comes_out()
            if drawn is not None:
                self.seen[drawn] += 1
            self.left -= 1
        return outs

    def cut_card_comes_out(self) -> list[Message]:
        """pa:541.10(e): the round is completed and one more is played (A-4 when it comes out between rounds)."""
        self.cut_card_out = True
        between = self.phase != "dealing" or not (self.player or self.banker)
        if between and self.cfg.cut_card_between_rounds == "one_more":
            self.last_hand = True
        return [notice("the cut card is out", "pa:541.10(e)")]

    def on_shuffle(self, m: Message) -> list[Message]:
        """A shuffle and cut before play or after a shoe (pa:541.5(a)), a recut before the burn (pa:541.5(f)), or
        a respread at an idle table (pa:541.5(h))."""
        cover = integer(m, "cover_card", 0)
        cut = integer(m, "cut_card", 0)
        batch = integer(m, "batch", 0)
        recut = self.phase == "burn"  # pa:541.5(f)
        idle = (self.phase == "betting" and not self.cfg.continuous and not self.layout  # pa:541.5(h)
                and self.cfg.chapter == "541")  # Midibaccarat and Baccarat take new decks instead
        if self.phase != "shuffle" and not recut and not idle:  # pa:541.5(a)
            raise Refused("pa:541.5(a)", "the cards are shuffled before play, after the shoe is completed, or at "
                                         "an idle table with nothing on the layout")
        n = self.shoe_size()
        if self.cfg.continuous:  # pa:541.15: no cut, cut card or burn
            if cover or cut or batch:
                raise Refused("pa:541.15", "a continuous shuffler is not cut")
            self.new_shoe(0)
            self.phase = "betting"
            return [notice("the continuous shuffler deals the cards: no cut, no burn", "pa:541.15")]
        if not COVER_CARD_FROM_END <= cover <= n - COVER_CARD_FROM_END:  # pa:541.5(d)
            raise Refused("pa:541.5(d)", "the cover card goes in at least 10 cards from the top and the bottom")
        if not CUT_CARD_FROM_BOTTOM <= cut < n:  # pa:541.5(e)
            raise Refused("pa:541.5(e)", "the cut card goes at least 14 cards above the bottom")
        if self.cfg.shuffling == "batch_shuffler":
            if batch not in (1, 2):  # pa:541.3(b)(2)
                raise Refused("pa:541.3(b)(2)", "a two-batch shuffler puts batch 1 or batch 2 into play")
            if recut and batch != self.batch:  # pa:541.5(f)
                raise Refused("pa:541.5(f)", f"a recut cuts the same cards again: batch {self.batch}")
            if not recut and batch == self.batch:  # pa:541.3(b)(5)
                raise Refused("pa:541.3(b)(5)", "the two batches alternate shoe by shoe")
        elif batch:
            raise Refused("pa:541.3(a)", "batches are for a table with an automated shuffler")
        outs: list[Message] = []
        if recut:
            outs.append(notice("a recut, ordered by a floorperson", "pa:541.5(f)"))
        elif idle:
            outs += self.collect_all_vig()
            self.carried = []
            how = "pa:541.5(h)(2)" if self.cfg.shuffling == "batch_shuffler" else "pa:541.5(h)(1)"
            outs.append(notice("no gaming activity: the cards are respread and shuffled again", "pa:541.5(h)", how))
        self.batch = batch
        self.new_shoe(cut)
        self.phase = "burn"
        if self.cfg.curated and not recut and self.cfg.new_shoe_curator == "offer_from_seat_1":  # pa:545.7(b), A-32
            self.curator = None
            self.offer_after = 0
            self.refused_shoe = []
            self.shoe_given_up = False
        return outs

    def new_shoe(self, cut: int) -> None:
        self.left = self.shoe_size()
        self.seen = Counter()
        self.cut_card = cut
        self.cut_card_out = False
        self.last_hand = False

    def on_burn(self, m: Message) -> list[Message]:
        first = _card(m.get("card"))
        more = _cards(m, "more")
        if self.phase != "burn":  # pa:541.5(g)
            raise Refused("pa:541.5(g)", "the burn is made once, after the shuffle and cut")
        count = face_value(first)  # pa:541.5(g)
        shown = count if self.cfg.burn_reveal == "all" else 0
        if len(more) != shown:
            raise Refused("pa:541.5(g)", f"{shown} burned cards are shown after the first")
        outs = self.take([first, *more] + [None] * (count - shown))
        self.phase = "betting"
        return outs + [notice(f"burn: {first} and {count} more to the discard rack", "pa:541.5(g)")]

    # --- players and wagers, pa:541.2(a), pa:541.8 ---------------------------------------------

    def on_join(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if not 1 <= seat <= self.cfg.seats:  # pa:541.2(a)
            raise Refused("pa:541.2(a)", f"the table has seats 1 to {self.cfg.seats}")
        if seat in self.seated:
            raise Refused("pa:541.2(a)", f"seat {seat} is taken")
        self.seated.append(seat)
        return []

    def on_leave(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if seat not in self.seated:  # pa:541.2(a)
            raise Refused("pa:541.2(a)", f"no player in seat {seat}")
        mine = [w for w in self.layout if w.seat == seat]
        live = self.phase in ("dealing", "house_money")
        if mine and live:  # pa:541.8(c)
            raise Refused("pa:541.8(c)", "the player's wagers are in play")
        if live and seat in self.squeezer.values():  # pa:543.14(f)
            raise Refused("pa:543.14(f)", "the squeeze right is passed on first")
        if live and self.cfg.curated and seat == self.curator:  # pa:545.14(a)
            raise Refused("pa:545.14(a)", "the curator deals the round out")
        outs = [{"type": "returned", "seat": w.seat, "bet": w.bet, "amount": amount(w.amount),
                 "clauses": ["pa:541.8(c)"]} for w in mine]
        if self.cfg.curated and seat == self.curator:
            outs += self.give_up_shoe("the curator leaves", "pa:545.14(b)")
        if seat in self.refused_shoe:
            self.refused_shoe.remove(seat)
        self.layout = [w for w in self.layout if w.seat != seat]
        outs += self.collect_vig(seat)
        self.seated.remove(seat)
        return outs

    def on_place(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        bet = _bet(m)
        add = _wager_amount(m)
        medium = m.get("medium", "chips")
        if medium not in ("chips", "plaques", "cash_verbal"):
            raise ProtocolError("medium", f"chips, plaques or cash_verbal, not {medium!r}")
        if add <= 0:  # pa:541.8(b)
            raise Refused("pa:541.8(b)", "a wager is a positive amount")
        if seat not in self.seated:  # pa:541.2(a)
            raise Refused("pa:541.2(a)", f"no player in seat {seat}")
        if self.phase in ("dealing", "house_money"):  # pa:541.8(c)
            raise Refused("pa:541.8(c)", "no wager is made after 'no more bets'")
        if bet == "house_money" and not self.cfg.edition_2013:  # pa:541.8(a): Banker, Player and Tie only
            raise Refused("pa:541.8(a)", "the wagers are Banker, Player and Tie: House Money is a 2013 addition")
        if bet == "house_money" and not self.cfg.house_money:  # pa:627a.7(a)(7)
            raise Refused("pa:627a.7(a)(7)", "this table does not offer the House Money Wager")
        existing = self.find(seat, bet)
        total = add + (existing.amount if existing else 0)
        if total < self.cfg.table_min:  # pa:541.8(a)
            raise Refused("pa:541.8(a)", f"below the table minimum of {self.cfg.table_min}")
        if total > self.cfg.table_max:  # pa:541.8(a)
            raise Refused("pa:541.8(a)", f"above the table maximum of {self.cfg.table_max}")
        if existing is not None:
            existing.amount = total
        else:
            self.layout.append(Wager(seat, bet, add))
        return []

    def on_remove(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        bet = _bet(m)
        w = self.find(seat, bet)
        if w is None:
            raise Refused("pa:541.8(a)", f"seat {seat} has no {bet} wager")
        if self.phase in ("dealing", "house_money"):  # pa:541.8(c)
            raise Refused("pa:541.8(c)", "no wager is taken down after 'no more bets'")
        self.layout.remove(w)
        return [{"type": "returned", "seat": w.seat, "bet": w.bet, "amount": amount(w.amount),
                 "clauses": ["pa:541.8(c)"]}]

    # --- the deal, pa:541.9, pa:541.10 ---------------------------------------------------------

    def on_no_more_bets(self, m: Message) -> list[Message]:
        if self.phase != "betting":  # pa:541.9(b)
            raise Refused("pa:541.9(b)", "'no more bets' opens the deal of a round between rounds")
        if self.cfg.curated and self.curator is None:  # pa:545.7(b)
            raise Refused("pa:545.7(b)", "somebody takes the shoe before the deal")
        if self.cfg.squeeze:  # pa:543.9(c)(3)(i), (ii), (v)
            self.squeezer = {"player": self.biggest("player"), "banker": self.biggest("banker")}
        self.phase = "dealing"
        outs: list[Message] = []
        while self.carried and self.phase == "dealing" and len(self.player) + len(self.banker) < 4:
            # pa:541.14(a), (b): cards drawn in error are the round's first cards
            c = self.carried.pop(0)
            outs.append(notice(f"{c}, drawn in error earlier, is the round's next card", "pa:541.14(a)"))
            outs += self.place_card(c)
        return outs + self.short_of_cards()

    def next_hand(self) -> Optional[str]:
        """The hand the next card goes to (pa:541.9(c), pa:541.10(c), pa:541.11), or None when neither draws."""
        p, b = self.player, self.banker
        if len(p) + len(b) < 4:
            return "player" if len(p) == len(b) else "banker"
        if is_natural(p) or is_natural(b):  # pa:541.11(a)
            return None
        if len(p) == 2 and player_draws(p):  # pa:541.11(b)
            return "player"
        if len(b) == 2 and banker_draws(b, p):  # pa:541.11(c)
            return "banker"
        return None

    def on_deal(self, m: Message) -> list[Message]:
        card = _card(m.get("card"))
        if self.phase == "house_money":  # pa:627a.8(d)(2)
            raise Refused("pa:627a.8(d)(2)", "House Money is settled first: add-ons, then the dealer proceeds")
        if self.phase != "dealing":  # pa:541.9(b)
            raise Refused("pa:541.9(b)", "cards are dealt after 'no more bets'")
        outs = self.take([card])
        return outs + self.place_card(card)

    def place_card(self, card: str) -> list[Message]:
        """Lay ``card`` on the hand it is due to; then House Money, the end of the round, or a void."""
        hand = self.next_hand()
        assert hand is not None
        (self.player if hand == "player" else self.banker).append(card)
        outs = self.squeeze_notices() if self.cfg.squeeze else []
        if len(self.player) + len(self.banker) == 4 and any(w.bet == "house_money" for w in self.layout):
            return outs + self.settle_house_money()  # pa:627a.8(d): before any third card
        return outs + self.go_on()

    # --- the squeeze, pa:543.9(c)(3), pa:543.14(f), pa:545.9(d) --------------------------------

    def biggest(self, bet: str) -> int:
        """The seat of the largest wager on a hand, the lowest seat of equal ones (nearest the dealer); 0 if none."""
        on = [w for w in self.layout if w.bet == bet]
        if not on:
            return 0
        top = max(w.amount for w in on)
        return min(w.seat for w in on if w.amount == top)

    def squeeze_notices(self) -> list[Message]:
        n = len(self.player) + len(self.banker)
        if n == 4:
            hands = ["player", "banker"]
        elif n == 5:
            hands = ["player" if len(self.player) == 3 else "banker"]
        elif n == 6:
            hands = ["banker"]
        else:
            return []
        outs = []
        for hand in hands:
            seat = self.squeezer[hand]
            if seat == 0:
                if self.passed_over[hand]:  # pa:543.14(f): nobody took it
                    outs.append(notice(f"the dealer turns the {hand}'s cards", "pa:543.14(f)"))
                elif self.cfg.curated:  # pa:545.9(d)(7)
                    outs.append(notice(f"no wager on the {hand}: the dealer turns it", "pa:545.9(d)(7)"))
                else:
                    outs.append(notice(f"no wager on the {hand}: the dealer turns it", "pa:543.9(c)(3)"))
            elif n > 4:
                third = "pa:543.9(c)(3)(iii)" if hand == "player" else "pa:543.9(c)(3)(iv)"
                outs.append(notice(f"the {hand}'s third card goes to seat {seat}", third))
            else:
                first = "pa:543.9(c)(3)(i)" if hand == "player" else "pa:543.9(c)(3)(ii)"
                clauses = ["pa:543.9(c)(3)", first]
                top = max(w.amount for w in self.layout if w.bet == hand)
                if not self.passed_over[hand] and sum(w.amount == top for w in self.layout if w.bet == hand) > 1:
                    clauses.append("pa:543.9(c)(3)(v)")
                outs.append(notice(f"the {hand}'s cards go to seat {seat}", *clauses))
        return outs

    def on_pass_squeeze(self, m: Message) -> list[Message]:
        hand = m.get("hand")
        if hand not in ("player", "banker"):
            raise ProtocolError("hand", f"player or banker, not {hand!r}")
        to = integer(m, "to")
        reason = m.get("reason", "voluntary")
        if reason not in ("voluntary", "delay", "violation"):
            raise ProtocolError("reason", f"voluntary, delay or violation, not {reason!r}")
        if self.cfg.chapter == "541":  # pa:541.9(d)
            raise Refused("pa:541.9(d)", "Minibaccarat players do not handle the cards")
        if not self.cfg.squeeze:
            raise Refused("pa:543.9(c)(3)", "this table does not squeeze")
        if self.phase not in ("dealing", "house_money"):  # pa:543.14(f)
            raise Refused("pa:543.14(f)", "the right lasts the round being dealt")
        holder = self.squeezer[hand]
        if holder == 0:
            raise Refused("pa:543.14(f)", "the dealer turns that hand")
        if reason == "violation" and self.cfg.ruleset == "pa-631a@2013p":  # 631a.9(f): delay only
            raise Refused("pa:543.14(f)", "the 2013 text takes the right away for delay only")
        if reason == "voluntary" and not self.cfg.squeeze_voluntary_pass:
            raise Refused("pa:543.14(f)", "only the dealer or floorperson takes the right away")
        ring = sorted(self.seated)
        order = [x for x in ring if x > holder] + [x for x in ring if x < holder]
        order = [x for x in order if x not in self.passed_over[hand]]
        if to != 0 and to not in order:
            raise Refused("pa:543.14(f)", f"seat {to} is not offered the right")
        skipped = order[:order.index(to)] if to else order
        self.passed_over[hand] += [holder] + skipped
        self.squeezer[hand] = to
        return [notice(f"the {hand}'s squeeze right passes from seat {holder} to {to or 'the dealer'}",
                       "pa:543.14(f)")]

    # --- the curator, pa:545.7, pa:545.14 ------------------------------------------------------

    def shoe_offer(self) -> list[int]:
        ring = sorted(self.seated)
        order = [x for x in ring if x > self.offer_after] + [x for x in ring if x < self.offer_after]
        if self.offer_after in ring:
            order.append(self.offer_after)
        return [x for x in order if x not in self.refused_shoe]

    def give_up_shoe(self, why: str, *clauses: str) -> list[Message]:
        """pa:545.14(b): offered from the outgoing curator's right; after the dealer, from the last player's (A-27)."""
        if self.curator:
            self.offer_after = self.curator
            self.refused_shoe = [self.curator]
        else:
            self.offer_after = self.last_curator
            self.refused_shoe = []
        self.curator = None
        self.shoe_given_up = True
        return [notice(why, *clauses)]

    def on_take_shoe(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        dealer_deals = boolean(m, "dealer_deals", False)
        if not self.cfg.curated:  # the dealer deals, pa:541.9(c)
            raise Refused("pa:541.9(c)", "the dealer deals at this table")
        if self.curator is not None:  # pa:545.14(a)
            raise Refused("pa:545.14(a)", "the shoe is held")
        if self.phase != "betting":  # pa:545.7(b)
            raise Refused("pa:545.7(b)", "the shoe is offered between rounds")
        if seat != 0 and seat not in self.shoe_offer():
            raise Refused("pa:545.7(b)", f"seat {seat} is not offered the shoe")
        if dealer_deals and seat == 0:  # pa:545.7(d)(1)
            raise Refused("pa:545.7(d)(1)", "a player names the dealer")
        if seat == 0:
            outs = [notice("nobody takes the shoe: the dealer deals", "pa:545.7(d)", "pa:545.7(d)(2)")]
        else:
            outs = [notice(f"seat {seat} is the curator", "pa:545.14(b)" if self.shoe_given_up else "pa:545.7(b)",
                           "pa:545.7(c)", "pa:545.1#curator")]
            if dealer_deals:
                outs.append(notice("the dealer deals for the curator", "pa:545.7(d)", "pa:545.7(d)(1)"))
            self.last_curator = seat
        self.curator = seat
        self.refused_shoe = []
        return outs

    def on_pass_shoe(self, m: Message) -> list[Message]:
        reason = m.get("reason", "voluntary")
        if reason not in ("voluntary", "delay", "invalid_deals", "violation"):
            raise ProtocolError("reason", f"voluntary, delay, invalid_deals or violation, not {reason!r}")
        if not self.cfg.curated:
            raise Refused("pa:541.9(c)", "the dealer deals at this table")
        if self.curator is None:
            raise Refused("pa:545.14(b)", "the shoe is being offered")
        if self.phase != "betting":
            raise Refused("pa:545.14(a)", "the shoe changes hands between rounds")
        if reason == "voluntary":
            return self.give_up_shoe("the curator passes the shoe", "pa:545.14(a)", "pa:545.14(b)")
        return self.give_up_shoe("the curator is made to give up the shoe", "pa:545.14(a)(2)", "pa:545.14(b)")

    def go_on(self) -> list[Message]:
        """The round is settled once neither hand draws; void if the shoe cannot give the card it needs."""
        if self.next_hand() is None:
            return self.settle()
        return self.short_of_cards()

    # --- House Money, pa:627a.8(d) -------------------------------------------------------------

    def settle_house_money(self) -> list[Message]:
        """pa:627a.8(d)(1): losers taken and winners paid, then the add-ons, before any third card."""
        pairs = is_pair(self.player[:2]) + is_pair(self.banker[:2])
        outs: list[Message] = []
        self.house_money_due = []
        self.house_money_won = {}
        for w in sorted((w for w in self.layout if w.bet == "house_money"), key=lambda w: w.seat):
            if pairs == 0:  # pa:627a.7(a)(7)(ii), A-19
                outs.append(settlement(w, "lose", w.amount, ["pa:627a.7(a)(7)(ii)", "pa:627a.8(d)(1)"]))
                continue
            odds = HOUSE_MONEY_BOTH_PAYS if pairs == 2 else HOUSE_MONEY_ONE_PAYS  # pa:627a.12(g), A-20
            win = w.amount * odds
            outs.append(settlement(w, "win", win, ["pa:627a.7(a)(7)(i)", "pa:627a.12(g)", "pa:627a.8(d)(1)"]))
            if any(x.seat == w.seat and x.bet in ("player", "banker") for x in self.layout):
                self.house_money_due.append(w.seat)
                self.house_money_won[w.seat] = win
        self.layout = [w for w in self.layout if w.bet != "house_money"]
        if self.house_money_due:  # pa:627a.8(d)(1)(i): the add-ons wait for each seat's choice
            self.phase = "house_money"
            return outs + [notice("House Money settled: a winner may have the win added to his Player or Banker "
                                  "wager", "pa:627a.8(d)(1)(i)")]
        return outs + self.go_on()

    def on_add_on(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        bet = _bet(m)
        if not self.cfg.edition_2013:  # pa:541.8(c): no wager is raised after "no more bets"
            raise Refused("pa:541.8(c)", "no wager is increased after 'no more bets' (House Money is a 2013 addition)")
        if self.phase != "house_money" or seat not in self.house_money_due:  # pa:627a.8(d)(1)(i)
            raise Refused("pa:627a.8(d)(1)(i)", f"seat {seat} has no House Money win to add")
        w = self.find(seat, bet)
        if bet not in ("player", "banker") or w is None:
            raise Refused("pa:627a.8(d)(1)(i)", "the win is added to the player's own Player or Banker wager")
        add = math.floor(self.house_money_won[seat] * self.cfg.house_money_addon_portion)
        w.amount += add
        w.added += add
        self.house_money_due.remove(seat)
        return [notice(f"{add} of seat {seat}'s House Money win added to its {bet} wager", "pa:627a.8(d)(1)(i)",
                       "pa:627a.8(d)(1)(ii)")]

    def on_proceed(self, m: Message) -> list[Message]:
        if not self.cfg.edition_2013:  # pa:541.10: the dealer deals on as the rules require
            raise Refused("pa:541.10", "there is no House Money to settle before the third cards")
        if self.phase != "house_money":  # pa:627a.8(d)(2)
            raise Refused("pa:627a.8(d)(2)", "nothing to proceed from")
        self.phase = "dealing"
        self.house_money_due = []
        self.house_money_won = {}
        return self.go_on()

    # --- settlement, pa:541.12, pa:541.13 ------------------------------------------------------

    def settle(self) -> list[Message]:
        """pa:541.12(b): every wager on the layout decided by the final Point Counts."""
        p, b = point_count(self.player), point_count(self.banker)
        outs = [notice(f"Player {p}, Banker {b}", "pa:541.12(a)", *drawing_rules(self.player, self.banker))]
        settled: list[list[Message]] = []
        for w in self.layout:
            if w.bet == "player":
                settled.append(self.settle_player(w, p, b))
            elif w.bet == "banker":
                settled.append(self.settle_banker(w, p, b))
            elif w.bet == "tie":
                settled.append(self.settle_tie(w, p, b))
        outs += self.in_settling_order(settled)
        self.layout = []
        if self.cfg.curated and self.curator is not None and (p > b or (p == b and self.cfg.curator_passes_on_tie)):
            outs += self.give_up_shoe("the Banker's Hand lost: the shoe passes", "pa:545.14(a)(1)", "pa:545.14(b)")
        return outs + self.end_round()

    @staticmethod
    def in_settling_order(settled: list[list[Message]]) -> list[Message]:
        """pa:541.12(b): every losing wager first, then each winning seat from the highest-numbered seat down (its
        vigorish with its payout); the ties' returned wagers after them."""
        def result(msgs: list[Message]) -> str:
            return str(msgs[0]["result"])

        losers = [m for m in settled if result(m) == "lose"]
        winners = sorted((m for m in settled if result(m) == "win"), key=lambda m: -int(m[0]["seat"]))
        others = [m for m in settled if result(m) not in ("lose", "win")]
        out: list[Message] = []
        for msgs in losers + winners:
            msgs[0]["clauses"] = msgs[0]["clauses"] + ["pa:541.12(b)"]
            out += msgs
        for msgs in others:
            out += msgs
        return out

    def settle_player(self, w: Wager, p: int, b: int) -> list[Message]:
        if p > b:  # pa:541.8(a)(2)(i)
            return [settlement(w, "win", w.amount * PLAYER_PAYS, ["pa:541.8(a)(2)(i)", "pa:541.13(a)"])]
        if p < b:  # pa:541.8(a)(2)(ii)
            return [settlement(w, "lose", w.amount, ["pa:541.8(a)(2)(ii)"])]
        return [settlement(w, "void", w.amount, ["pa:541.8(a)(2)(iii)"])]  # pa:541.8(a)(2)(iii)

    def settle_tie(self, w: Wager, p: int, b: int) -> list[Message]:
        if p == b:  # pa:541.8(a)(3)(i)
            return [settlement(w, "win", w.amount * self.cfg.tie_odds, ["pa:541.8(a)(3)(i)", "pa:541.13(b)"])]
        return [settlement(w, "lose", w.amount, ["pa:541.8(a)(3)(ii)"])]  # pa:541.8(a)(3)(ii)

    def settle_banker(self, w: Wager, p: int, b: int) -> list[Message]:
        if b < p:  # pa:541.8(a)(1)(ii)
            return [settlement(w, "lose", w.amount, ["pa:541.8(a)(1)(ii)"])]
        if b == p:
            if self.cfg.banker_mode == "tie_charge":  # pa:541.8(a)(1)(iii)(B), pa:541.13(f)
                charge = w.amount * TIE_CHARGE
                return [settlement(w, "void", w.amount, ["pa:541.8(a)(1)(iii)", "pa:541.8(a)(1)(iii)(B)",
                                                         "pa:541.13(f)"], charge)]
            return [settlement(w, "void", w.amount, ["pa:541.8(a)(1)(iii)", "pa:541.8(a)(1)(iii)(A)"])]
        win = w.amount * BANKER_PAYS
        if self.cfg.ez_table:  # pa:627a.2(b)(8): no vigorish
            if self.cfg.ez_banker_push == "three_card_7" and len(self.banker) == EZ_PUSH_CARDS and b == EZ_PUSH_TOTAL:
                return [settlement(w, "void", w.amount, ["pa:627a.2(b)(8)"])]
            return [settlement(w, "win", win, ["pa:541.8(a)(1)(i)", "pa:627a.2(b)(8)"])]
        if self.cfg.banker_mode == "tie_charge":  # pa:541.13(f): no commission on wins
            return [settlement(w, "win", win, ["pa:541.8(a)(1)(i)", "pa:541.13(f)"])]
        vig = self.vigorish(win)
        clauses = ["pa:541.8(a)(1)(i)", "pa:541.13(c)"]
        if self.cfg.vig_rounding:
            clauses.append("pa:541.13(d)")
        if self.cfg.vig_collection == "deferred":  # pa:541.13(e): marked in the seat's box
            self.owed[w.seat] = self.owed.get(w.seat, 0) + vig
            return [settlement(w, "win", win, clauses + ["pa:541.13(e)"]),
                    notice(f"vigorish of {amount(vig)} marked in box {w.seat}", "pa:541.13(e)")]
        return [settlement(w, "win", win, clauses, vig)]

    def vigorish(self, win: Money) -> Money:
        """pa:541.13(c): 4% or 5% of the amount won; pa:541.13(d): rounded up to 5 cents (A-14)."""
        vig = win * self.cfg.commission_rate
        if self.cfg.vig_rounding:
            unit = BACCARAT_VIG_UNIT[int(self.cfg.commission_rate * 100)] if self.cfg.curated else VIG_UNIT
            return math.ceil(vig / unit) * unit
        return vig

    def collect_vig(self, seat: int) -> list[Message]:
        """pa:541.13(e): deferred vigorish collected from a seat."""
        owed = self.owed.pop(seat, 0)
        if not owed:
            return []
        return [{"type": "commission", "seat": seat, "bet": "banker", "amount": amount(owed),
                 "clauses": ["pa:541.13(e)"]}]

    def collect_all_vig(self) -> list[Message]:
        """pa:541.13(e): every seat's deferred vigorish, before the cards are reshuffled."""
        outs: list[Message] = []
        for seat in sorted(self.owed):
            outs += self.collect_vig(seat)
        return outs

    def end_round(self) -> list[Message]:
        """The cards go to the discard rack; after the last hand the shoe ends (pa:541.10(e))."""
        self.player = []
        self.banker = []
        self.squeezer = {"player": 0, "banker": 0}
        self.passed_over = {"player": [], "banker": []}
        self.phase = "betting"
        if self.cfg.continuous:  # pa:541.15: the round's cards go back into the device
            self.left = self.shoe_size()
            self.seen = Counter()
            return []
        if self.last_hand:
            return self.end_shoe("the last hand is over: the cards are reshuffled", "pa:541.10(e)")
        if self.cut_card_out:
            self.last_hand = True
            return [notice("last hand", "pa:541.10(e)")]
        return []

    def end_shoe(self, why: str, clause: str) -> list[Message]:
        """pa:541.10(e), pa:541.13(e): deferred vigorish collected, then the cards are reshuffled (Minibaccarat) or
        replaced by new decks (pa:543.3(b))."""
        outs = self.collect_all_vig()
        self.carried = []
        self.phase = "shuffle"
        self.cut_card_out = False
        self.last_hand = False
        if self.cfg.chapter == "541":
            return outs + [notice(why, clause)]
        return outs + [notice(why.replace("reshuffled", "replaced by new decks"), clause, "pa:543.3(b)")]

    def return_wagers(self, clause: str) -> list[Message]:
        """Every wager on a void round goes back, an added House Money win with it (A-5, A-7)."""
        outs = [settlement(w, "void", w.amount, [clause]) for w in self.layout]
        self.layout = []
        self.player = []
        self.banker = []
        self.squeezer = {"player": 0, "banker": 0}
        self.passed_over = {"player": [], "banker": []}
        self.house_money_due = []
        self.house_money_won = {}
        self.phase = "betting"
        return outs

    def shoe_exhausted(self) -> list[Message]:
        """pa:541.14(e): the shoe cannot finish the round; it is void and the cards are reshuffled."""
        outs = self.return_wagers("pa:541.14(e)")
        return outs + self.end_shoe("the shoe cannot finish the round: the cards are reshuffled", "pa:541.14(e)")

    # --- irregularities, pa:541.14 -------------------------------------------------------------

    def on_misdeal(self, m: Message) -> list[Message]:
        card = _card(m.get("card"))
        exposed = boolean(m, "exposed", False)
        if self.phase in ("shuffle", "burn"):  # pa:541.14(a)
            raise Refused("pa:541.14(a)", "no shoe is in play")
        outs = self.take([card])
        if exposed:  # pa:541.14(c): discarded with one more, unseen, if the shoe has one
            if self.left:
                outs += self.take([None])
            outs.append(notice("a card drawn in error was shown: it and one more are discarded", "pa:541.14(c)"))
            return outs + self.short_of_cards()
        # pa:541.14(b): only a Player's Hand that stood on two cards can be dealt a third card in error
        if self.phase == "dealing" and self.next_hand() == "banker" and len(self.player) == len(self.banker) == 2:
            outs.append(notice(f"{card}, dealt to the Player in error, is the Banker's third card", "pa:541.14(b)"))
            return outs + self.place_card(card)
        self.carried.append(card)  # pa:541.14(a)
        outs.append(notice("a card drawn in error is the next round's first card", "pa:541.14(a)"))
        return outs + self.short_of_cards()

    def on_face_up_card(self, m: Message) -> list[Message]:
        card = _card(m.get("card"))
        discards = _cards(m, "discards")
        if self.phase == "shuffle":  # pa:541.14(d)
            raise Refused("pa:541.14(d)", "no shoe is in play")
        count = face_value(card) if self.cfg.faceup_card_value == "face_value" else value(card)
        if len(discards) != count:
            raise Refused("pa:541.14(d)", f"a face-up {card} is discarded with {count} more cards")
        outs = self.take([card, *discards])
        outs.append(notice("a card face up in the shoe is discarded", "pa:541.14(d)"))
        return outs + self.short_of_cards()

    def short_of_cards(self) -> list[Message]:
        """pa:541.14(e): a round being dealt that the shoe can no longer finish is void."""
        if self.phase == "dealing" and self.left == 0 and self.next_hand() is not None:
            return self.shoe_exhausted()
        return []

    def on_void_round(self, m: Message) -> list[Message]:
        if self.phase not in ("dealing", "house_money"):
            raise Refused("pa:541.14", "no round is being dealt")
        outs = self.return_wagers("pa:541.14")
        if self.cfg.continuous:  # pa:541.15: the voided round's cards go back into the device too
            self.left = self.shoe_size()
            self.seen = Counter()
        # a voided round is not "that hand" of pa:541.10(e)
        return outs + [notice("the floorperson voids the round: every wager on it is returned", "pa:541.14")]


def settlement(w: Wager, result: str, value: Money, clauses: list[str], commission: Money = 0) -> Message:
    return {"type": "settlement", "seat": w.seat, "bet": w.bet, "result": result, "amount": amount(value),
            "commission": amount(commission), "clauses": clauses}


class BaccaratEngine(Engine):
    """The example vendor engine for the baccarat family, reporting clauses, observable state and notices."""

    name = "croupier-example-baccarat"
    version = "1"
    games = ("baccarat",)
    reports = ("clauses", "state", "notices")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return BaccaratTable(parse_profile(game, profile))
