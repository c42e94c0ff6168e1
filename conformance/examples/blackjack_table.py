"""An independent Blackjack engine with the 2013 side wagers: 58 Pa. Code chapter 633a as the Board proposed it.

This is the bundled "vendor" implementation the conformance suite runs against
the reference model. It is written from the regulation text as the project's
spec holds it (``spec/blackjack/pa-633a@2013p.toml``), the digest of it
(``blackjack.md``), the options and fixed readings of
``spec/blackjack/tables.toml`` (BJ-Ann) and the protocol
(``conformance/blackjack/codec.py``), and it shares no code with
:mod:`croupier.reference`. It is deliberately plain: one constant per figure of
the text, one small function per rule, mutable state and exact numbers
(integers and :class:`fractions.Fraction`, never floats), so that a catalogue of
mutants (realistic vendor bugs, ``blackjack_mutants.py``) can each change one
obvious place.

The seed prints only the 2013 amendments of chapter 633a: the Straight Jack
Progressive and House Money Wagers and the text around them, which prints the
play of two more optional wagers, Hit and Run Progressive (633a.6(e)(10),
633a.7(h), 633a.7(o)(2)) and Three Card Poker (633a.7(g)(8)), but not their odds
(633a.13(k), (l)): a table offering either gives its paytable in the profile
(BJ-A19), and the engine pays exactly what that paytable says. The base game
(the decks, the deal, the players' decisions, the dealer's draws, the Blackjack
Wager's result and odds, insurance and even money) is not in the sources
(BJ-A01): this engine follows each base option of the profile, whose defaults
are assumptions, and cites the nearest printed clause for what rests on them
(``pa:633a.7``, ``pa:633a.7(h)``, ``pa:633a.7(p)``).

Amounts are in the table's smallest unit (cents in the bundled profiles). A card
is its rank then its suit (``"AS"``, ``"10H"``, ``"QD"``); the decks keep their
10s (633a.7(h)). Boxes are numbered from the dealer's left, the order of the
deal; optional wagers and the Blackjack Wagers are settled from his far right
(633a.7(g), (o)).

Wagers a settlement names: ``blackjack/<hand>`` and ``double/<hand>`` (hands
numbered from 1 in the order played), ``straight_jack``, ``house_money``,
``hit_and_run``, ``three_card_poker`` and ``insurance``. The optional wagers are
placed with ``{"type": "place", "seat": n, "bet": ..., "amount": ...}``; the
state shows each box's optional wagers and both meters (``meter`` for Straight
Jack, ``hit_and_run_meter``).

Supported profile options (every option of ``spec/blackjack/tables.toml`` with
``game = "blackjack"``): ``game`` = ``blackjack``; ``ruleset``
(``pa-633a@2013p``); the elections ``straight_jack_offered``,
``house_money_offered``, ``hit_and_run_offered`` and
``three_card_poker_offered`` (true only with the wager's paytable),
``straight_jack_meter_initial`` and ``straight_jack_meter_reset`` ($5,000 or
more), ``straight_jack_meter_rate`` (a share from 0 to under 1),
``house_money_ride_portion`` (a share over 0 up to 1), ``rm21_kb_payout_cap``
(none, or $25,000 or more: neither wager it caps is dealt here),
``max_boxes_per_player``, ``table_min``, ``table_max``; the reading
``straight_jack_counts_double_card``; the odds not in the sources (BJ-A19):
``hit_and_run_paytable`` (rows ``blackjack`` and ``5_cards``, and any of
``6_cards`` to ``12_cards``), ``three_card_poker_paytable`` (rows
``straight_flush``, ``three_of_a_kind``, ``straight``, ``flush``), each row a
payout "N to M", "N for M" (the stake counted in), or, for Hit and Run only, "P%
of meter" or "P% of meter and N to M" (or "... and N for M"),
``hit_and_run_meter_initial`` and ``hit_and_run_meter_reset`` (0 or more),
``hit_and_run_meter_rate`` (a share from 0 to under 1); and the base game:
``decks``, ``boxes``, ``deal_order`` (players_first, dealer_first),
``dealer_hits_soft_17``, ``dealer_plays_when_moot``, ``blackjack_pays`` (3_to_2,
6_to_5), ``double_down_on`` (any_two_cards, 9_10_11, 10_11),
``double_after_split``, ``split_by`` (value, rank), ``max_split_hands``,
``split_aces_one_card``, ``resplit_aces``, ``surrender`` (none, late),
``insurance_pays``, ``insurance_up_cards`` (ace, ace_or_ten_value),
``even_money``. Anything else is :class:`Unsupported`. The engine reports
clauses, observable state and notices.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Mapping, Optional, Union

from croupier.conformance.adapter import Engine, Table, Unsupported
from croupier.conformance.examples.tables import Refused, answer, boolean, integer, notice, whole_amount
from croupier.conformance.protocol import ProtocolError, amount

__all__ = ["BlackjackEngine", "BlackjackTable", "Config", "parse_profile"]

Message = dict[str, Any]
Money = Union[int, Fraction]
Place = tuple[int, int]  # (box, hand index); (0, 0) is the dealer

# ---------------------------------------------------------------------------------------------
# The cards, pa:633a.1, pa:633a.7(h)

DEALER: Place = (0, 0)
RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")  # pa:633a.7(h): 10s kept
SUITS = "SHDC"
DECK_CARDS = 52
TEN_VALUE = ("10", "J", "Q", "K")  # count 10 (BJ-A01)
COURT_POINTS = 10
ACE_LOW, ACE_HIGH = 1, 11
#: pa:633a.1#two-card-straight: the ladder of ranks, the ace at the bottom (1) and, above the king, at the top (14)
LADDER = {r: n for n, r in enumerate(RANKS, start=1)}
ACE_ABOVE_KING = 14

# ---------------------------------------------------------------------------------------------
# Play (the base game, BJ-A01) and the check, pa:633a.7(h)

TWENTY_ONE = 21
DEALER_STANDS_ON = 17
PEEK_RANKS = ("A", "10", "J", "Q", "K")  # pa:633a.7(h), pa:633a.7(g)(10)(i): the ace and every 10-value (BJ-A18)
INSURANCE_RANK = "A"

# ---------------------------------------------------------------------------------------------
# Payouts, pa:633a.13(m), (n)

#: pa:633a.13(m)(1): N to 1 by the number of cards in the Straight Jack run (six cards add a share of the meter)
STRAIGHT_JACK_PAYS: dict[int, int] = {2: 3, 3: 15, 4: 50, 5: 200, 6: 200}
SIX_CARDS = 6
WHOLE_METER = Fraction(1)  # pa:633a.13(m)(1): a six-card straight with the ace of spades
TENTH_OF_METER = Fraction(1, 10)  # pa:633a.13(m)(1): a six-card straight with another ace
METER_MIN = 500_000  # pa:633a.13(m)(2): the initial and reset amounts are $5,000 or more
CAP_MIN = 2_500_000  # pa:633a.13(o): a payout cap is $25,000 or more
ACE_KING_SUITED, STRAIGHT_FLUSH, PAIR, STRAIGHT = "ace_king_suited", "straight_flush", "pair", "straight"
#: pa:633a.13(n)(1): House Money with one deck, N to 1
HOUSE_MONEY_ONE_DECK: dict[str, int] = {ACE_KING_SUITED: 9, STRAIGHT_FLUSH: 5, PAIR: 3, STRAIGHT: 1}
#: pa:633a.13(n)(2): House Money with more than one deck (BJ-A02: the rows in the one-deck order)
HOUSE_MONEY_DECKS: dict[str, int] = {ACE_KING_SUITED: 9, STRAIGHT_FLUSH: 4, PAIR: 3, STRAIGHT: 1}

# ---------------------------------------------------------------------------------------------
# The two wagers whose play is printed and whose odds are elided (BJ-A19): pa:633a.7(g)(8), pa:633a.7(o)(2)

#: pa:633a.7(g)(8): the Three Card Poker hands that win, highest first (BJ-A20); their odds (633a.13(k)) are the
#: profile's three_card_poker_paytable
POKER_STRAIGHT_FLUSH, THREE_OF_A_KIND, POKER_STRAIGHT, FLUSH = "straight_flush", "three_of_a_kind", "straight", "flush"
POKER_HANDS: tuple[str, ...] = (POKER_STRAIGHT_FLUSH, THREE_OF_A_KIND, POKER_STRAIGHT, FLUSH)
#: pa:633a.6(e)(10), pa:633a.7(o)(2)(i): Hit and Run wins on a dealer Blackjack or a dealer hand of this many cards
HIT_AND_RUN_CARDS = 5
MOST_CARDS_ROW = 12  # the longest row a Hit and Run paytable may name (12_cards)
#: the Hit and Run rows: a dealer Blackjack, then N_cards; the odds (633a.13(l)) are the profile's hit_and_run_paytable
BLACKJACK_ROW = "blackjack"
HIT_AND_RUN_REQUIRED: tuple[str, ...] = (BLACKJACK_ROW, f"{HIT_AND_RUN_CARDS}_cards")
HIT_AND_RUN_ROWS: tuple[str, ...] = (BLACKJACK_ROW,) + tuple(
    f"{n}_cards" for n in range(HIT_AND_RUN_CARDS, MOST_CARDS_ROW + 1))

RULESET = "pa-633a@2013p"

# the table's phases (the protocol's observable state)
SHUFFLE, BETTING, DEALING, RIDE, INSURANCE, PEEK, PLAYING, DEALER_TURN = (
    "shuffle", "betting", "dealing", "ride", "insurance", "peek", "playing", "dealer")
# a hand's statuses
OPEN, STOOD, BUST, SURRENDERED = "open", "stood", "bust", "surrendered"

BLACKJACK_BET, DOUBLE_BET, STRAIGHT_JACK_BET, HOUSE_MONEY_BET, INSURANCE_BET = (
    "blackjack", "double", "straight_jack", "house_money", "insurance")
HIT_AND_RUN_BET, THREE_CARD_POKER_BET = "hit_and_run", "three_card_poker"
#: the optional wagers, in the order a box's wagers come down (pa:633a.6)
SIDE_BETS = (STRAIGHT_JACK_BET, HOUSE_MONEY_BET, HIT_AND_RUN_BET, THREE_CARD_POKER_BET)
BETS = (BLACKJACK_BET, *SIDE_BETS)
SIDE_CLAUSE = {STRAIGHT_JACK_BET: "pa:633a.6(e)(11)", HOUSE_MONEY_BET: "pa:633a.6(e)(12)",
               HIT_AND_RUN_BET: "pa:633a.6(e)(10)", THREE_CARD_POKER_BET: "pa:633a.7(g)(8)"}


# ---------------------------------------------------------------------------------------------
# Profile


@dataclass
class Config:
    ruleset: str = RULESET
    # the holder's elections
    straight_jack_offered: bool = True  # pa:633a.6(e)(11)
    house_money_offered: bool = True  # pa:633a.6(e)(12)
    hit_and_run_offered: bool = False  # pa:633a.6(e)(10)
    three_card_poker_offered: bool = False  # pa:633a.7(g)(8)
    straight_jack_meter_initial: int = METER_MIN  # pa:633a.13(m)(2)
    straight_jack_meter_reset: int = METER_MIN  # pa:633a.13(m)(2)
    straight_jack_meter_rate: Fraction = Fraction(0)  # pa:633a.13(m)(2)
    house_money_ride_portion: Fraction = Fraction(1)  # pa:633a.7(g)(10)(ii)(A)
    rm21_kb_payout_cap: Optional[int] = None  # pa:633a.13(o)
    max_boxes_per_player: int = 7  # pa:633a.6(f)
    table_min: int = 500  # pa:633a.6
    table_max: int = 500_000  # pa:633a.6
    # the open question about the side wagers
    straight_jack_counts_double_card: bool = True  # pa:633a.7(o)(3)(i), BJ-A07
    # the base game, not in the sources (BJ-A01)
    decks: int = 6
    boxes: int = 7
    deal_order: str = "players_first"
    dealer_hits_soft_17: bool = False
    dealer_plays_when_moot: bool = True
    blackjack_pays: str = "3_to_2"
    double_down_on: str = "any_two_cards"
    double_after_split: bool = True
    split_by: str = "value"
    max_split_hands: int = 4
    split_aces_one_card: bool = True
    resplit_aces: bool = False
    surrender: str = "none"
    insurance_pays: int = 2
    insurance_up_cards: str = "ace"
    even_money: bool = True
    # the elided odds of the two wagers whose play is printed (BJ-A19): row -> (share of the meter, odds to 1)
    hit_and_run_paytable: dict[str, tuple[Fraction, Fraction]] = field(default_factory=dict)  # pa:633a.7(o)(2)(ii)(C)
    hit_and_run_meter_initial: int = 0  # pa:633a.7(o)(2)(ii)(C)
    hit_and_run_meter_reset: int = 0  # pa:633a.7(o)(2)(ii)(C)
    hit_and_run_meter_rate: Fraction = Fraction(0)  # pa:633a.7(o)(2)(ii)(C)
    three_card_poker_paytable: dict[str, Fraction] = field(default_factory=dict)  # pa:633a.7(g)(8): hand -> odds

    @property
    def blackjack_odds(self) -> Fraction:
        """BJ-A01: what a winning player Blackjack is paid (633a.13(a) is elided)."""
        return Fraction(3, 2) if self.blackjack_pays == "3_to_2" else Fraction(6, 5)


CHOICES: dict[str, tuple[str, ...]] = {
    "deal_order": ("players_first", "dealer_first"),
    "blackjack_pays": ("3_to_2", "6_to_5"),
    "double_down_on": ("any_two_cards", "9_10_11", "10_11"),
    "split_by": ("value", "rank"),
    "surrender": ("none", "late"),
    "insurance_up_cards": ("ace", "ace_or_ten_value"),
}
FLAGS: tuple[str, ...] = ("straight_jack_offered", "house_money_offered", "hit_and_run_offered",
                          "three_card_poker_offered", "straight_jack_counts_double_card", "dealer_hits_soft_17",
                          "dealer_plays_when_moot", "double_after_split", "split_aces_one_card", "resplit_aces",
                          "even_money")
AMOUNTS: tuple[str, ...] = ("table_min", "table_max", "straight_jack_meter_initial", "straight_jack_meter_reset")
COUNTS: tuple[str, ...] = ("decks", "boxes", "max_boxes_per_player", "max_split_hands", "insurance_pays")
#: amounts that may be 0 (BJ-A19: no floor is printed for the Hit and Run meter)
ZERO_OR_MORE: tuple[str, ...] = ("hit_and_run_meter_initial", "hit_and_run_meter_reset")
#: option -> (may the share be 0, may it be 1)
SHARES: dict[str, tuple[bool, bool]] = {"straight_jack_meter_rate": (True, False),
                                        "house_money_ride_portion": (False, True),
                                        "hit_and_run_meter_rate": (True, False)}
#: the clause a refusal of these options cites: the two wagers whose odds the profile gives (BJ-A19)
OPTION_CLAUSE: dict[str, str] = {
    "three_card_poker_offered": "pa:633a.7(g)(8)", "three_card_poker_paytable": "pa:633a.7(g)(8)",
    "hit_and_run_paytable": "pa:633a.7(o)(2)(ii)(C)", "hit_and_run_meter_initial": "pa:633a.7(o)(2)(ii)(C)",
    "hit_and_run_meter_reset": "pa:633a.7(o)(2)(ii)(C)", "hit_and_run_meter_rate": "pa:633a.7(o)(2)(ii)(C)"}


def _bad(name: str, reason: str) -> Unsupported:
    if name in OPTION_CLAUSE:
        reason = f"{reason} ({OPTION_CLAUSE[name]})"
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


def _share(name: str, value: Any) -> Fraction:
    """A share written 0, 1 or ``"a/b"``, within the ends the option allows."""
    zero_ok, one_ok = SHARES[name]
    try:
        f = None if isinstance(value, (bool, float)) else Fraction(value)
    except (TypeError, ValueError, ZeroDivisionError):
        f = None
    if f is None or f < 0 or f > 1 or (f == 0 and not zero_ok) or (f == 1 and not one_ok):
        raise _bad(name, f"a share between 0 and 1, written 0, 1 or 'a/b', not {value!r}")
    return f


def payout(text: str) -> Optional[tuple[Fraction, Fraction]]:
    """A paytable row as 633a.13 writes one -> (its share of the meter, its odds to 1), or None if it is no payout:
    ``"5 to 2"`` (5/2), ``"100 for 1"`` (the stake counted in: 99, BJ-A10), ``"10% of meter"``, ``"10% of meter and
    200 to 1"`` (or ``... and N for M``)."""
    words = text.split()
    share = Fraction(0)
    if len(words) >= 3 and words[1:3] == ["of", "meter"] and words[0].endswith("%"):
        number = words[0][:-1]
        if not all(part.isdecimal() for part in number.split(".", 1)):  # P or P.Q
            return None
        share = Fraction(number) / 100
        if not 0 < share <= 1:  # a share of the meter is over 0% and at most 100%
            return None
        words = words[3:]
        if not words:
            return share, Fraction(0)
        if words[0] != "and":
            return None
        words = words[1:]
    if len(words) != 3 or words[1] not in ("to", "for") or not words[0].isdecimal() or not words[2].isdecimal():
        return None
    n, m = int(words[0]), int(words[2])
    if m == 0:
        return None
    odds = Fraction(n, m) if words[1] == "to" else Fraction(n - m, m)  # "for": the stake is counted in
    if odds <= 0:  # a winning payout pays more than the stake back
        return None
    return share, odds


def _paytable(name: str, value: Any, rows: tuple[str, ...], required: tuple[str, ...],
              meter: bool) -> dict[str, tuple[Fraction, Fraction]]:
    """A table of rows to payouts (BJ-A19): only ``rows``, every one of ``required``; a share of the meter only
    where the wager has one (``meter``)."""
    if not isinstance(value, Mapping) or not value:
        raise _bad(name, f"a table of rows {', '.join(required)} ... to payouts, not {value!r}")
    unknown = sorted(k for k in value if k not in rows)
    missing = [r for r in required if r not in value]
    if unknown or missing:
        raise _bad(name, f"rows {', '.join(rows[:3])}, ...: unknown {unknown}, missing {missing}")
    table: dict[str, tuple[Fraction, Fraction]] = {}
    for row, text in value.items():
        pays = payout(text) if isinstance(text, str) else None
        if pays is None:
            raise _bad(name, f"row {row}: a payout is 'N to M', 'N for M', 'P% of meter' or 'P% of meter and N to M',"
                             f" not {text!r}")
        if pays[0] and not meter:
            raise _bad(name, f"row {row}: this wager has no progressive meter")
        table[row] = pays
    return table


def parse_profile(game: str, profile: Mapping[str, Any]) -> Config:
    """The table configuration for ``game`` under ``profile``; :class:`Unsupported` for what this engine lacks."""
    if game != "blackjack":
        raise _bad("game", f"this engine deals Blackjack (633a) only, not {game!r}")
    p = dict(profile)
    if p.get("game", game) != game:
        raise _bad("game", f"the profile is for {p['game']!r}, the table for {game!r}")
    cfg = Config()
    if p.get("ruleset", RULESET) != RULESET:
        raise _bad("ruleset", f"only {RULESET} is implemented")
    for name, value in p.items():
        if name in ("game", "ruleset"):
            continue
        if name in CHOICES:
            if not isinstance(value, str) or value not in CHOICES[name]:
                raise _bad(name, f"one of {', '.join(CHOICES[name])}, not {value!r}")
            setattr(cfg, name, value)
        elif name in FLAGS:
            setattr(cfg, name, _flag(name, value))
        elif name in AMOUNTS or name in COUNTS:
            n = _whole(name, value)
            if n <= 0:
                raise _bad(name, "a positive whole number")
            setattr(cfg, name, n)
        elif name in ZERO_OR_MORE:
            n = _whole(name, value)
            if n < 0:
                raise _bad(name, "a whole number, 0 or more")
            setattr(cfg, name, n)
        elif name == "hit_and_run_paytable":
            cfg.hit_and_run_paytable = _paytable(name, value, HIT_AND_RUN_ROWS, HIT_AND_RUN_REQUIRED, meter=True)
        elif name == "three_card_poker_paytable":
            odds = _paytable(name, value, POKER_HANDS, POKER_HANDS, meter=False)
            cfg.three_card_poker_paytable = {hand: pays[1] for hand, pays in odds.items()}
        elif name in SHARES:
            setattr(cfg, name, _share(name, value))
        elif name == "rm21_kb_payout_cap":
            cfg.rm21_kb_payout_cap = None if value == "none" else _whole(name, value)
        else:
            raise _bad(name, "not an option of this engine")
    for name in ("straight_jack_meter_initial", "straight_jack_meter_reset"):
        if getattr(cfg, name) < METER_MIN:  # pa:633a.13(m)(2)
            raise _bad(name, f"the Straight Jack meter starts and resets at {METER_MIN} cents or more")
    # BJ-A19: the odds of 633a.13(l) and (k) are not printed, so a table offering the wager gives its own
    if cfg.hit_and_run_offered and not cfg.hit_and_run_paytable:
        raise _bad("hit_and_run_paytable", "a table offering Hit and Run gives its odds, rows blackjack and 5_cards "
                                           "at least")
    if cfg.three_card_poker_offered and not cfg.three_card_poker_paytable:
        raise _bad("three_card_poker_paytable", "a table offering Three Card Poker gives its odds, one per hand")
    if cfg.rm21_kb_payout_cap is not None and cfg.rm21_kb_payout_cap < CAP_MIN:  # pa:633a.13(o)
        raise _bad("rm21_kb_payout_cap", f"a payout cap is {CAP_MIN} cents or more")
    if cfg.table_min > cfg.table_max:
        raise _bad("table_min", "the minimum is above the maximum")
    return cfg


# ---------------------------------------------------------------------------------------------
# Messages


def _card(m: Message, key: str = "card") -> str:
    v = m.get(key)
    if not isinstance(v, str) or len(v) < 2 or v[-1] not in SUITS or v[:-1] not in RANKS:
        raise ProtocolError(key, f"a card such as 'AS', '10H' or 'QD', not {v!r}")
    return v


def settlement(seat: int, bet: str, result: str, value: Money, clauses: list[str]) -> Message:
    return {"type": "settlement", "seat": seat, "bet": bet, "result": result, "amount": amount(value),
            "commission": "0", "clauses": clauses}


def returned(seat: int, bet: str, value: Money, clauses: list[str]) -> Message:
    return {"type": "returned", "seat": seat, "bet": bet, "amount": amount(value), "clauses": clauses}


def hand_key(kind: str, i: int) -> str:
    """A hand's wager (``blackjack`` or ``double``), hands numbered from 1 in the order played."""
    return f"{kind}/{i + 1}"


# ---------------------------------------------------------------------------------------------
# Cards and totals (the base game, BJ-A01)


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def points(card: str) -> int:
    """2-9 their pips, a 10 or a court card 10, an ace 1 (counted 11 by :func:`total` where it fits)."""
    r = rank(card)
    if r == "A":
        return ACE_LOW
    if r in TEN_VALUE:
        return COURT_POINTS
    return int(r)


def hard_total(cards: list[str]) -> int:
    return sum(points(c) for c in cards)


def soft(cards: list[str]) -> bool:
    """An ace counted 11 without taking the hand over 21."""
    return any(rank(c) == "A" for c in cards) and hard_total(cards) + ACE_HIGH - ACE_LOW <= TWENTY_ONE


def total(cards: list[str]) -> int:
    return hard_total(cards) + (ACE_HIGH - ACE_LOW if soft(cards) else 0)


def two_card_21(cards: list[str]) -> bool:
    """An ace and a 10-value card as a hand's two cards."""
    return len(cards) == 2 and total(cards) == TWENTY_ONE


def dealer_must_draw(cards: list[str], hits_soft_17: bool) -> bool:
    """The dealer draws to 16 and stands on 17, a soft 17 too unless the table has him hit it (BJ-A01)."""
    t = total(cards)
    if t == DEALER_STANDS_ON and soft(cards):
        return hits_soft_17
    return t < DEALER_STANDS_ON


def versus_dealer(p_points: int, p_bj: bool, d_points: int, d_bj: bool) -> str:
    """pa:633a.7(p) (its conditions elided, BJ-A01): a hand's Blackjack Wager against the dealer: win, void or lose."""
    if p_points > TWENTY_ONE:  # over 21 loses, whatever the dealer holds
        return "lose"
    if p_bj and d_bj:  # a Blackjack ties a dealer Blackjack
        return "void"
    if d_bj:  # pa:633a.7(h): a dealer Blackjack beats every other hand
        return "lose"
    if p_bj:
        return "win"
    if d_points > TWENTY_ONE:
        return "win"
    if p_points == d_points:  # equal totals tie
        return "void"
    return "win" if p_points > d_points else "lose"


# ---------------------------------------------------------------------------------------------
# The side wagers' hands, pa:633a.1, pa:633a.6(e)(11), (12), pa:633a.7(o)(3)(i)


def two_card_straight(a: str, b: str) -> Optional[tuple[int, int]]:
    """pa:633a.1#two-card-straight: two cards next to each other on the ladder, suits ignored, as (low, high): the
    ace below a 2 (BJ-A05) or, with a king, above it (pa:633a.7(o)(3)(i)); None when they are not."""
    lo, hi = sorted((LADDER[rank(a)], LADDER[rank(b)]))
    if hi - lo == 1:  # pa:633a.1#two-card-straight
        return lo, hi
    if (lo, hi) == (LADDER["A"], LADDER["K"]):  # pa:633a.7(o)(3)(i): an ace and a king are a two-card straight
        return LADDER["K"], ACE_ABOVE_KING
    return None


def run_length(cards: list[str]) -> int:
    """pa:633a.7(o)(3)(i): how many cards the Straight Jack run holds: 0 when the first two are no two-card straight;
    else 2, and one more for each card drawn after them that carries the run on at either end ((A), (B)), until a
    card that breaks it ((C): nothing after it counts) or takes the hand over 21 ((D)). No wrap-around (BJ-A05)."""
    run = two_card_straight(cards[0], cards[1])
    if run is None:
        return 0
    lo, hi = run
    length = 2
    for k in range(2, len(cards)):
        if total(cards[:k + 1]) > TWENTY_ONE:  # pa:633a.7(o)(3)(i)(D): the busting card does not count
            break
        r = LADDER[rank(cards[k])]
        if r + 1 == lo:  # pa:633a.7(o)(3)(i)(B): the run grows downward, an ace below a 2 included
            lo = r
        elif r - 1 == hi:  # pa:633a.7(o)(3)(i)(A): upward
            hi = r
        elif r == LADDER["A"] and hi == LADDER["K"]:  # the ace above a king
            hi = ACE_ABOVE_KING
        else:
            break  # pa:633a.7(o)(3)(i)(C): a card that breaks the run ends it
        length += 1
    return length


def run_ace_suit(cards: list[str], length: int) -> Optional[str]:
    """The suit of the ace in the run's cards, if it holds one (pa:633a.13(m)(1): the six-card rows)."""
    for c in cards[:length]:
        if rank(c) == "A":
            return suit(c)
    return None


def meter_share(length: int, ace_suit: Optional[str]) -> Fraction:
    """pa:633a.13(m)(1): the share of the meter a run wins besides its odds: the whole meter for a six-card straight
    with the ace of spades, a tenth of it with another ace, nothing for a shorter run."""
    if length < SIX_CARDS:
        return Fraction(0)
    return WHOLE_METER if ace_suit == "S" else TENTH_OF_METER


def three_card_hand(cards: list[str]) -> Optional[str]:
    """pa:633a.7(g)(8): the Three Card Poker hand the up card and a box's first two cards make, the highest only
    (BJ-A20), or None: a straight flush; three of a kind (three of one rank and one suit too); a straight, the ace low
    in A-2-3 and high in Q-K-A, never K-A-2; a flush."""
    low, mid, high = sorted(LADDER[rank(c)] for c in cards)
    straight = (mid == low + 1 and high == mid + 1) or (low, mid, high) == (LADDER["A"], LADDER["Q"], LADDER["K"])
    flush = len({suit(c) for c in cards}) == 1
    if straight and flush:
        return POKER_STRAIGHT_FLUSH
    if low == high:
        return THREE_OF_A_KIND
    if straight:
        return POKER_STRAIGHT
    if flush:
        return FLUSH
    return None


def hit_and_run_row(dealer_cards: int, dealer_bj: bool, rows: Mapping[str, Any]) -> str:
    """The Hit and Run row a winning dealer hand is paid on (BJ-A19): blackjack, or N_cards for the most cards N at
    or below his count (the busting card counted, pa:633a.7(o)(2)(i)) that the paytable has a row for."""
    if dealer_bj:
        return BLACKJACK_ROW
    for n in range(dealer_cards, HIT_AND_RUN_CARDS - 1, -1):
        if f"{n}_cards" in rows:
            return f"{n}_cards"
    raise AssertionError("a Hit and Run paytable has a 5_cards row")


def house_money_hand(a: str, b: str) -> Optional[str]:
    """pa:633a.6(e)(12): the House Money category of a first two cards, the highest only (BJ-A03), or None: an ace
    and a king of one suit; a two-card straight of one suit; two cards of one rank; a two-card straight (BJ-A04)."""
    if rank(a) == rank(b):  # a pair: two cards of one rank (BJ-A03)
        return PAIR
    if two_card_straight(a, b) is None:
        return None
    if suit(a) != suit(b):
        return STRAIGHT  # pa:633a.1#two-card-straight
    if {rank(a), rank(b)} == {"A", "K"}:  # pa:633a.1#ace-king-suited
        return ACE_KING_SUITED
    return STRAIGHT_FLUSH  # pa:633a.1#two-card-straight-flush


# ---------------------------------------------------------------------------------------------
# The table


@dataclass
class Hand:
    """One hand of a box: its cards in the order dealt and the money on it."""

    wager: Money
    cards: list[str] = field(default_factory=list)
    double: Money = 0
    split: bool = False
    status: str = OPEN
    wants: bool = False  # a card is owed to it (a hit, a double)
    settled: bool = False


@dataclass
class Box:
    """One player position: the Blackjack Wager (and the House Money payout let ride on it), the optional wagers
    beside it, the insurance on it and its hands."""

    seat: int
    player: int
    bet: int  # the Blackjack Wager as placed
    ridden: Money = 0  # pa:633a.7(g)(10)(ii)(C): the House Money payout let ride, part of the wager from then on
    straight_jack: int = 0
    house_money: int = 0
    hit_and_run: int = 0
    three_card_poker: int = 0
    insurance: int = 0
    ride_offer: Money = 0
    hands: list[Hand] = field(default_factory=list)
    first_two: list[str] = field(default_factory=list)
    straight_jack_up: bool = False  # survived the first pass (pa:633a.7(g)(9)), settled in the second
    house_money_held: bool = False  # pa:633a.7(g)(10)(i): a winner held for the check
    insurance_settled: bool = False

    @property
    def wager(self) -> Money:
        """pa:633a.7(g)(10)(ii)(C): the whole Blackjack Wager, a ridden payout included."""
        return self.bet + self.ridden


class BlackjackTable(Table):
    """One Blackjack table with the Straight Jack, House Money, Hit and Run and Three Card Poker Wagers: the shoe,
    the boxes and their hands, the dealer's cards, the Straight Jack and Hit and Run meters."""

    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.phase = SHUFFLE
        self.boxes: dict[int, Box] = {}
        self.dealer: list[str] = []
        self.peeked = False
        self.plan: list[Place] = []  # the initial deal still to come
        # the shoe
        self.decks = 0
        self.out: Counter[str] = Counter()
        self.cut_card = 0
        self.cut_out = False
        self.meter: Optional[Money] = None  # pa:633a.13(m)(2): set to the initial amount at the first shuffle
        self.hit_and_run_meter: Optional[Money] = None  # BJ-A19: likewise, from hit_and_run_meter_initial

    # --- the protocol ---------------------------------------------------------------------------

    def event(self, event: Message) -> list[Message]:
        return answer(self, event, "a Blackjack event")

    def state(self) -> Message:
        turn = self.in_turn()
        return {
            "phase": self.phase,
            "boxes": [{"seat": b.seat, "player": b.player, "bet": amount(b.wager),
                       "straight_jack": amount(b.straight_jack), "house_money": amount(b.house_money),
                       "hit_and_run": amount(b.hit_and_run), "three_card_poker": amount(b.three_card_poker),
                       "insurance": amount(b.insurance), "ride_offer": amount(b.ride_offer),
                       "hands": [{"cards": list(h.cards), "wager": amount(h.wager), "double": amount(h.double),
                                  "status": h.status} for h in b.hands]}
                      for b in self.ordered_boxes()],
            "dealer": list(self.dealer),
            "in_turn": None if turn is None else {"seat": turn[0], "hand": turn[1] + 1},
            "peeked": self.peeked,
            "cards_left": self.cards_left(),
            "cut_card_out": self.cut_out,
            "meter": amount(self.meter if self.meter is not None else self.cfg.straight_jack_meter_initial),
            "hit_and_run_meter": amount(self.hit_and_run_meter if self.hit_and_run_meter is not None
                                        else self.cfg.hit_and_run_meter_initial),
        }

    # --- lookups -------------------------------------------------------------------------------

    def ordered_boxes(self) -> list[Box]:
        """The boxes in dealing order, from the dealer's left."""
        return [self.boxes[n] for n in sorted(self.boxes)]

    def settling_order(self) -> list[Box]:
        """pa:633a.7(g), (o): from the dealer's far right, counterclockwise."""
        return self.ordered_boxes()[::-1]

    def cards_left(self) -> int:
        return DECK_CARDS * self.decks - sum(self.out.values())

    def up(self) -> str:
        return self.dealer[0]

    def is_blackjack(self, h: Hand) -> bool:
        """A hand's first two cards, an ace and a 10-value card; a hand made by splitting is a plain 21 (BJ-A01)."""
        return not h.split and two_card_21(h.cards)

    def dealer_blackjack(self) -> bool:
        return two_card_21(self.dealer)

    def in_turn(self) -> Optional[Place]:
        """The first box from the dealer's left with a hand still open, its first such hand (BJ-A01)."""
        if self.phase != PLAYING:
            return None
        for b in self.ordered_boxes():
            for i, h in enumerate(b.hands):
                if h.status == OPEN:
                    return b.seat, i
        return None

    def card_due(self) -> Optional[Place]:
        """Where the next card goes: the initial deal's plan, the hand in turn, the dealer's draws."""
        if self.phase == BETTING:
            return self.deal_plan()[0] if self.boxes else None
        if self.phase == DEALING:
            return self.plan[0] if self.plan else None
        if self.phase == PLAYING:
            turn = self.in_turn()
            if turn is None:
                return None
            h = self.boxes[turn[0]].hands[turn[1]]
            return turn if h.wants or len(h.cards) < 2 else None
        if self.phase == DEALER_TURN and self.dealer_draws():
            return DEALER
        return None

    def deal_plan(self) -> list[Place]:
        """The initial deal (BJ-A01): players_first, a card to each box from the dealer's left, the up card, a second
        card to each box, the hole card; dealer_first, the up card before any box's card. Every box and the dealer end
        with two cards (pa:633a.7(g))."""
        boxes = [(n, 0) for n in sorted(self.boxes)]
        if self.cfg.deal_order == "dealer_first":
            return [DEALER, *boxes, *boxes, DEALER]
        return [*boxes, DEALER, *boxes, DEALER]

    # --- the shoe ----------------------------------------------------------------------------------

    def on_shuffle(self, m: Message) -> list[Message]:
        """A fresh shoe of ``decks`` decks (BJ-A01), ``cut_card`` cards behind the cutting card, or none."""
        cut = integer(m, "cut_card", 0)
        if self.phase != SHUFFLE:
            raise Refused("pa:633a.7", "the cards are shuffled between shoes")
        n = DECK_CARDS * self.cfg.decks
        if not 0 <= cut < n:
            raise Refused("pa:633a.7", f"the cutting card lies 0 to {n - 1} cards from the end")
        if self.meter is None:  # pa:633a.13(m)(2): the initial amount
            self.meter = self.cfg.straight_jack_meter_initial
        if self.hit_and_run_meter is None:  # BJ-A19: the profile's initial amount
            self.hit_and_run_meter = self.cfg.hit_and_run_meter_initial
        self.phase = BETTING
        self.decks = self.cfg.decks
        self.out = Counter()
        self.cut_card = cut
        self.cut_out = False
        return []

    def on_reshuffle(self, m: Message) -> list[Message]:
        if self.phase != BETTING:
            raise Refused("pa:633a.7", "a reshuffle comes between rounds")
        self.phase = SHUFFLE
        return []

    # --- wagers, pa:633a.6 -----------------------------------------------------------------------

    def on_place(self, m: Message) -> list[Message]:
        bet = m.get("bet", BLACKJACK_BET)
        if bet not in BETS:
            raise ProtocolError("bet", f"one of {', '.join(BETS)}, not {bet!r}")
        seat, stake = integer(m, "seat"), whole_amount(m)
        if bet != BLACKJACK_BET:
            if "player" in m:
                raise ProtocolError("player", f"a {bet} wager is the box's")
            return self.place_side(seat, bet, stake)
        player = seat if m.get("player") is None else integer(m, "player")
        return self.place_bet(seat, stake, player)

    def place_bet(self, seat: int, stake: int, player: int) -> list[Message]:
        if self.phase != BETTING:  # pa:633a.6
            raise Refused("pa:633a.6", "wagers are made between rounds, with a shoe in play")
        if not 1 <= seat <= self.cfg.boxes:  # pa:633a.2
            raise Refused("pa:633a.2", f"the table has boxes 1 to {self.cfg.boxes}")
        if stake <= 0:  # pa:633a.6
            raise Refused("pa:633a.6", "a wager is a positive number of cents")
        old = self.boxes.get(seat)
        if old is not None and old.player != player:  # pa:633a.6(f)
            raise Refused("pa:633a.6(f)", f"box {seat} is player {old.player}'s")
        bet = stake + (old.bet if old else 0)
        if not self.cfg.table_min <= bet <= self.cfg.table_max:  # pa:633a.6: the posted limits
            raise Refused("pa:633a.6", f"the table takes {self.cfg.table_min} to {self.cfg.table_max} cents")
        mine = sorted({b.seat for b in self.boxes.values() if b.player == player} | {seat})
        if len(mine) > self.cfg.max_boxes_per_player:  # pa:633a.6(f)
            raise Refused("pa:633a.6(f)", f"a player bets on at most {self.cfg.max_boxes_per_player} boxes")
        if mine != list(range(mine[0], mine[-1] + 1)):  # pa:633a.6(f): adjacent boxes
            raise Refused("pa:633a.6(f)", "a player's boxes are adjacent")
        if old is not None:
            old.bet = bet
        else:
            self.boxes[seat] = Box(seat=seat, player=player, bet=bet)
        return []

    def offered(self, bet: str) -> bool:
        return {STRAIGHT_JACK_BET: self.cfg.straight_jack_offered, HOUSE_MONEY_BET: self.cfg.house_money_offered,
                HIT_AND_RUN_BET: self.cfg.hit_and_run_offered,
                THREE_CARD_POKER_BET: self.cfg.three_card_poker_offered}[bet]

    def place_side(self, seat: int, bet: str, stake: int) -> list[Message]:
        """pa:633a.6(e): an optional wager where offered, beside a Blackjack Wager, before dealing starts (the lock-out
        of pa:633a.2(d)(2)); any positive amount (BJ-A09)."""
        clause = SIDE_CLAUSE[bet]
        if not self.offered(bet):
            raise Refused(clause, f"this table does not offer the {bet} wager")
        if self.phase != BETTING:  # pa:633a.2(d)(2): locked out once dealing starts
            raise Refused("pa:633a.2(d)(2)", "optional wagers are locked out once dealing starts")
        b = self.boxes.get(seat)
        if b is None:  # pa:633a.6(e)
            raise Refused("pa:633a.6(e)", f"an optional wager needs a Blackjack Wager on box {seat}")
        if stake <= 0:
            raise Refused(clause, "a wager is a positive number of cents")
        if bet == STRAIGHT_JACK_BET:
            b.straight_jack += stake
        elif bet == HOUSE_MONEY_BET:
            b.house_money += stake
        elif bet == HIT_AND_RUN_BET:
            b.hit_and_run += stake
        else:
            b.three_card_poker += stake
        return []

    def on_remove(self, m: Message) -> list[Message]:
        seat = integer(m, "seat")
        if self.phase != BETTING:  # pa:633a.6
            raise Refused("pa:633a.6", "wagers come down only between rounds")
        b = self.boxes.get(seat)
        if b is None:
            raise Refused("pa:633a.6", f"box {seat} has no wager")
        del self.boxes[seat]
        outs = [returned(seat, hand_key(BLACKJACK_BET, 0), b.bet, ["pa:633a.6"])]
        for bet, stake in ((STRAIGHT_JACK_BET, b.straight_jack), (HOUSE_MONEY_BET, b.house_money),
                           (HIT_AND_RUN_BET, b.hit_and_run), (THREE_CARD_POKER_BET, b.three_card_poker)):
            if stake:
                outs.append(returned(seat, bet, stake, ["pa:633a.6"]))
        return outs

    # --- dealing, pa:633a.7 ----------------------------------------------------------------------

    def start_round(self) -> None:
        """The first card locks the optional wagers out (pa:633a.2(d)(2)); each Straight Jack Wager feeds the meter at
        the Rules Submission's rate (pa:633a.13(m)(2)), each Hit and Run Wager its own meter at the profile's
        (BJ-A19)."""
        for b in self.boxes.values():
            b.hands = [Hand(wager=b.bet)]
        fed = sum(b.straight_jack for b in self.boxes.values()) * self.cfg.straight_jack_meter_rate
        self.meter = (self.meter if self.meter is not None else self.cfg.straight_jack_meter_initial) + fed
        hr_fed = sum(b.hit_and_run for b in self.boxes.values()) * self.cfg.hit_and_run_meter_rate
        hr_meter = self.hit_and_run_meter if self.hit_and_run_meter is not None else self.cfg.hit_and_run_meter_initial
        self.hit_and_run_meter = hr_meter + hr_fed
        self.plan = self.deal_plan()
        self.phase = DEALING

    def why_no_card(self) -> tuple[str, str]:
        if self.phase == RIDE:
            return "pa:633a.7(g)(10)(ii)", "the House Money winners decide whether to let their payouts ride"
        if self.phase in (INSURANCE, PEEK):
            return "pa:633a.7(h)", "the dealer checks his hole card before any more cards are dealt"
        if self.phase == PLAYING:
            return "pa:633a.7", "the player in turn decides first"
        return "pa:633a.7", "no card is due"

    def on_deal(self, m: Message) -> list[Message]:
        card = _card(m)
        if self.phase == SHUFFLE:
            raise Refused("pa:633a.7", "the cards are shuffled before they are dealt")
        if self.phase == BETTING and not self.boxes:
            raise Refused("pa:633a.6", "no box has a Blackjack Wager")
        target = self.card_due()
        if target is None:
            raise Refused(*self.why_no_card())
        if self.out[card] >= self.decks:
            raise Refused("pa:633a.7", f"every {card} of the {self.decks} decks has been seen")
        if self.cards_left() <= 0:
            raise Refused("pa:633a.7", "the shoe is empty")
        if self.phase == BETTING:
            self.start_round()
        if self.phase == DEALING:
            self.plan.pop(0)
        self.out[card] += 1
        return self.advance(self.put(target, card))

    def put(self, target: Place, card: str) -> list[Message]:
        """The card goes to ``target``; the cutting card may come out behind it."""
        if target == DEALER:
            self.dealer.append(card)
        else:
            h = self.boxes[target[0]].hands[target[1]]
            h.cards.append(card)
            h.wants = False
        if self.cut_card and not self.cut_out and self.cards_left() <= self.cut_card:
            self.cut_out = True
            return [notice("the cutting card is out: the cards are shuffled after this round", "pa:633a.7")]
        return []

    def advance(self, outs: list[Message]) -> list[Message]:
        """The round goes on by itself until an event is needed."""
        while True:
            if self.phase == DEALING:
                if self.plan:
                    return outs
                outs += self.first_pass()
                self.phase = RIDE
                continue
            if self.phase == RIDE:
                if any(b.ride_offer for b in self.boxes.values()):  # pa:633a.7(g)(10)(ii): each winner decides
                    return outs
                if self.peeked and self.dealer_blackjack():  # pa:633a.7(h): no more cards
                    return self.dealer_blackjack_ends(outs)
                if self.peeked or rank(self.up()) not in PEEK_RANKS:  # pa:633a.7(h)
                    self.phase = PLAYING
                else:
                    self.phase = INSURANCE if self.insurance_offered() else PEEK
                continue
            if self.phase == PLAYING:
                turn = self.in_turn()
                if turn is None:
                    self.phase = DEALER_TURN
                    outs.append(notice("the hole card is turned", "pa:633a.7"))
                    continue
                h = self.boxes[turn[0]].hands[turn[1]]
                if h.wants or len(h.cards) < 2 or not self.finish_by_cards(h):
                    return outs
                continue
            if self.phase == DEALER_TURN:
                if self.dealer_draws():
                    return outs
                return self.complete_round(outs)
            return outs

    def finish_by_cards(self, h: Hand) -> bool:
        """Whether the hand's cards finish it: over 21 it is bust; at 21 it stands; a doubled hand has had its one
        card; a split ace its one card where the table so rules, unless it may split a second ace (BJ-A01)."""
        if total(h.cards) > TWENTY_ONE:
            h.status = BUST
            return True
        if total(h.cards) == TWENTY_ONE or h.double:
            h.status = STOOD
            return True
        if h.split and rank(h.cards[0]) == "A" and self.cfg.split_aces_one_card:
            if self.cfg.resplit_aces and rank(h.cards[1]) == "A":
                return False
            h.status = STOOD
            return True
        return False

    # --- the first pass of optional wagers, pa:633a.7(g) -----------------------------------------------

    def first_pass(self) -> list[Message]:
        """pa:633a.7(g): once every box and the dealer hold two cards, before any third card and before the reader,
        from the dealer's far right, box by box: the Three Card Poker Wager paid on the hand the up card and the first
        two cards make, or taken ((g)(8)); the Straight Jack Wager on no two-card straight taken ((g)(9)); the House
        Money Wager on no category taken ((g)(10)), a winner paid with the ride offered ((g)(10)(ii)), or held for the
        check against an ace or 10-value up card ((g)(10)(i); BJ-A06)."""
        outs: list[Message] = []
        for b in self.settling_order():
            b.first_two = list(b.hands[0].cards)
            if b.three_card_poker:
                outs += self.settle_three_card_poker(b)
            if b.straight_jack:
                b.straight_jack_up = two_card_straight(*b.first_two) is not None
                if not b.straight_jack_up:  # pa:633a.7(g)(9)
                    outs.append(settlement(b.seat, STRAIGHT_JACK_BET, "lose", b.straight_jack,
                                           ["pa:633a.7(g)", "pa:633a.7(g)(9)"]))
            if b.house_money:
                category = house_money_hand(*b.first_two)
                if category is not None and rank(self.up()) in PEEK_RANKS:  # pa:633a.7(g)(10)(i)
                    b.house_money_held = True
                else:
                    outs += self.settle_house_money(b, category, ["pa:633a.7(g)(10)(ii)"], ride=True)
        return outs

    def settle_three_card_poker(self, b: Box) -> list[Message]:
        """pa:633a.7(g)(8): paid at the profile's odds for its hand (633a.13(k) elided, BJ-A19), or taken
        (pa:633a.7(g))."""
        hand = three_card_hand([self.up(), *b.first_two])
        if hand is None:
            return [settlement(b.seat, THREE_CARD_POKER_BET, "lose", b.three_card_poker, ["pa:633a.7(g)"])]
        won = b.three_card_poker * self.cfg.three_card_poker_paytable[hand]
        return [settlement(b.seat, THREE_CARD_POKER_BET, "win", won, ["pa:633a.7(g)", "pa:633a.7(g)(8)"])]

    def house_money_odds(self, category: str) -> tuple[int, str]:
        """pa:633a.13(n)(1) with one deck, (n)(2) with more."""
        if self.cfg.decks == 1:
            return HOUSE_MONEY_ONE_DECK[category], "pa:633a.13(n)(1)"
        return HOUSE_MONEY_DECKS[category], "pa:633a.13(n)(2)"

    def settle_house_money(self, b: Box, category: Optional[str], why: list[str], ride: bool) -> list[Message]:
        """A House Money Wager taken (pa:633a.7(g)(10)) or paid (pa:633a.13(n)); with ``ride``, the player is offered
        to let the payout, or the share the Rules Submission allows, ride on his Blackjack Wager
        (pa:633a.7(g)(10)(ii)(A), (B))."""
        if category is None:  # pa:633a.7(g)(10)
            return [settlement(b.seat, HOUSE_MONEY_BET, "lose", b.house_money, ["pa:633a.7(g)", "pa:633a.7(g)(10)"])]
        odds, clause = self.house_money_odds(category)
        won = b.house_money * odds
        if ride:
            b.ride_offer = math.floor(won * self.cfg.house_money_ride_portion)  # BJ-A09: rounded down to the cent
        return [settlement(b.seat, HOUSE_MONEY_BET, "win", won, [*why, clause])]

    def on_ride(self, m: Message) -> list[Message]:
        """pa:633a.7(g)(10)(ii): a House Money winner lets the payout ride on his Blackjack Wager, which it is part of
        from then on, for a split or a double too ((ii)(C)); or takes it."""
        seat, ride = integer(m, "seat"), boolean(m, "ride", True)
        b = self.boxes.get(seat)
        if self.phase != RIDE or b is None or not b.ride_offer:
            raise Refused("pa:633a.7(g)(10)(ii)", f"box {seat} has no House Money payout to let ride")
        outs: list[Message] = []
        if ride:
            b.ridden += b.ride_offer
            b.hands[0].wager = b.wager
            outs.append(notice(f"box {seat} lets {b.ride_offer} ride: its Blackjack Wager is {b.wager}",
                               "pa:633a.7(g)(10)(ii)(A)", "pa:633a.7(g)(10)(ii)(C)"))
        b.ride_offer = 0
        return self.advance(outs)

    # --- insurance, even money and the check, pa:633a.7(h) -----------------------------------------

    def insurance_offered(self) -> bool:
        """pa:633a.7(h) (633a.8 elided, BJ-A01): insurance and even money on an ace, or on every up card checked."""
        up = rank(self.up())
        return up == INSURANCE_RANK or (self.cfg.insurance_up_cards == "ace_or_ten_value" and up in PEEK_RANKS)

    def on_insure(self, m: Message) -> list[Message]:
        seat, stake = integer(m, "seat"), whole_amount(m)
        if self.phase != INSURANCE:  # pa:633a.7(h)
            raise Refused("pa:633a.7(h)", "insurance is offered before the check, on the up cards the table allows")
        b = self.boxes.get(seat)
        if b is None or b.insurance or b.hands[0].settled:
            raise Refused("pa:633a.7(h)", f"box {seat} may not insure now")
        if not 0 < stake * 2 <= b.wager:  # pa:633a.7(h): up to half the Blackjack Wager (BJ-A01)
            raise Refused("pa:633a.7(h)", "insurance is up to half the Blackjack Wager")
        b.insurance = stake
        return []

    def on_even_money(self, m: Message) -> list[Message]:
        """pa:633a.7(h): a player holding a Blackjack takes 1 to 1 before the check, where the table offers it."""
        seat = integer(m, "seat")
        b = self.boxes.get(seat)
        if not self.cfg.even_money or self.phase != INSURANCE or b is None:  # pa:633a.7(h)
            raise Refused("pa:633a.7(h)", "even money is offered with insurance, where the table offers it")
        h = b.hands[0]
        if h.settled or b.insurance or not self.is_blackjack(h):
            raise Refused("pa:633a.7(h)", f"box {seat} has no Blackjack to take even money on")
        h.status = STOOD
        h.settled = True
        return [settlement(seat, hand_key(BLACKJACK_BET, 0), "win", h.wager, ["pa:633a.7(h)"])]

    def on_peek(self, m: Message) -> list[Message]:
        """pa:633a.7(h): the check with the reader. The held House Money winners are paid straight after it
        (BJ-A06): without the ride on a dealer Blackjack ((g)(10)(i)(A)), with it otherwise ((g)(10)(i)(B)); losing
        insurance is taken; a dealer Blackjack ends the round."""
        if self.phase not in (INSURANCE, PEEK):
            raise Refused("pa:633a.7(h)", "the dealer checks once, on an ace or 10-value up card, after the first pass")
        self.peeked = True
        dealer_bj = self.dealer_blackjack()
        outs: list[Message] = []
        for b in self.settling_order():
            if b.house_money_held:
                b.house_money_held = False
                why = ["pa:633a.7(g)(10)(i)(A)"] if dealer_bj else ["pa:633a.7(g)(10)(i)(B)", "pa:633a.7(g)(10)(ii)"]
                # even money has settled the Blackjack Wager: nothing is left for the payout to ride on
                outs += self.settle_house_money(b, house_money_hand(*b.first_two), why,
                                                ride=not dealer_bj and not b.hands[0].settled)
            if b.insurance and not dealer_bj:  # pa:633a.7(h): no Blackjack, insurance lost
                b.insurance_settled = True
                outs.append(settlement(b.seat, INSURANCE_BET, "lose", b.insurance, ["pa:633a.7(h)"]))
        self.phase = RIDE
        return self.advance(outs)

    def dealer_blackjack_ends(self, outs: list[Message]) -> list[Message]:
        """pa:633a.7(h): no more cards; the second pass follows at once (BJ-A08), then the Blackjack Wagers."""
        outs.append(notice("the dealer has Blackjack: no more cards are dealt", "pa:633a.7(h)"))
        self.phase = DEALER_TURN
        return self.complete_round(outs)

    # --- the players' decisions (the base game, BJ-A01) ---------------------------------------------

    def hand_in_turn(self, seat: int) -> tuple[Box, int, Hand]:
        turn = self.in_turn()
        if turn is None or turn[0] != seat:
            raise Refused("pa:633a.7", f"box {seat} has no hand in turn")
        b = self.boxes[seat]
        h = b.hands[turn[1]]
        if h.wants or len(h.cards) < 2:
            raise Refused("pa:633a.7", "the hand is owed a card first")
        return b, turn[1], h

    def split_ace(self, h: Hand) -> bool:
        """A hand made by splitting aces that takes one card (split_aces_one_card)."""
        return h.split and rank(h.cards[0]) == "A" and self.cfg.split_aces_one_card

    def on_hit(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        if total(h.cards) >= TWENTY_ONE:
            raise Refused("pa:633a.7", "no card is drawn to 21")
        if self.split_ace(h):
            raise Refused("pa:633a.7", "a split ace takes one card")
        h.wants = True
        return self.advance([])

    def on_stand(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        h.status = STOOD
        return self.advance([])

    def may_double_on(self, h: Hand) -> bool:
        """double_down_on (BJ-A01; 633a.10 elided): any first two cards, or a hard total of 9 to 11, or 10 or 11."""
        if self.cfg.double_down_on == "9_10_11":
            return not soft(h.cards) and total(h.cards) in (9, 10, 11)
        if self.cfg.double_down_on == "10_11":
            return not soft(h.cards) and total(h.cards) in (10, 11)
        return True

    def on_double(self, m: Message) -> list[Message]:
        seat, stake = integer(m, "seat"), whole_amount(m)
        b, i, h = self.hand_in_turn(seat)
        if len(h.cards) != 2 or self.is_blackjack(h) or not self.may_double_on(h):
            raise Refused("pa:633a.7", "a double is on a first two cards as the table allows")
        if h.split and (not self.cfg.double_after_split or self.split_ace(h)):
            raise Refused("pa:633a.7", "this table does not double a split hand here")
        if not 0 < stake <= h.wager:  # pa:633a.7(g)(10)(ii)(C): up to the whole wager, a ridden payout included
            raise Refused("pa:633a.7(g)(10)(ii)(C)", f"a double is up to the hand's whole wager, {h.wager}")
        h.double = stake
        h.wants = True  # one card
        return self.advance([])

    def pair(self, a: str, b: str) -> bool:
        """split_by (BJ-A01; 633a.11 elided): the same point value, or the same rank."""
        if self.cfg.split_by == "rank":
            return rank(a) == rank(b)
        return points(a) == points(b)

    def on_split(self, m: Message) -> list[Message]:
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        if len(h.cards) != 2 or not self.pair(h.cards[0], h.cards[1]):
            raise Refused("pa:633a.7", f"only a pair is split (split_by = {self.cfg.split_by})")
        if len(b.hands) >= self.cfg.max_split_hands:
            raise Refused("pa:633a.7", f"a box plays at most {self.cfg.max_split_hands} hands")
        if h.split and rank(h.cards[0]) == "A" and not self.cfg.resplit_aces:
            raise Refused("pa:633a.7", "aces are split once")
        # pa:633a.7(g)(10)(ii)(C): the new hand matches the whole Blackjack Wager, a ridden payout included
        second = Hand(wager=b.wager, cards=[h.cards.pop()], split=True)
        h.split = True
        b.hands.insert(i + 1, second)
        return self.advance([])

    def on_surrender(self, m: Message) -> list[Message]:
        """surrender = late (BJ-A01): a first two cards, no Blackjack, given up for half the wager after the check."""
        b, i, h = self.hand_in_turn(integer(m, "seat"))
        if self.cfg.surrender == "none" or len(b.hands) != 1 or len(h.cards) != 2 or self.is_blackjack(h):
            raise Refused("pa:633a.7", "this table has no surrender, or this hand may not surrender")
        half = Fraction(h.wager) / 2
        h.status = SURRENDERED
        h.settled = True
        key = hand_key(BLACKJACK_BET, i)
        return self.advance([settlement(b.seat, key, "lose", half, ["pa:633a.7"]),
                             returned(b.seat, key, h.wager - half, ["pa:633a.7"])])

    # --- the dealer and the second pass, pa:633a.7(o) -------------------------------------------------

    def dealer_draws(self) -> bool:
        """The dealer draws to 17 (dealer_hits_soft_17); with dealer_plays_when_moot false he stops once every hand is
        decided: over 21, surrendered, paid, or a Blackjack (BJ-A01), unless a Hit and Run Wager is up: it turns on
        his last card, so he plays out (BJ-A13)."""
        if not dealer_must_draw(self.dealer, self.cfg.dealer_hits_soft_17):
            return False
        if self.cfg.dealer_plays_when_moot:
            return True
        if any(b.hit_and_run for b in self.boxes.values()):  # BJ-A13
            return True
        return any(not (h.settled or h.status in (BUST, SURRENDERED) or self.is_blackjack(h))
                   for b in self.boxes.values() for h in b.hands)

    def complete_round(self, outs: list[Message]) -> list[Message]:
        """pa:633a.7(o), then pa:633a.7(p): the second pass of optional wagers, box by box from the dealer's far right
        (a box's Hit and Run, then its Straight Jack), then the Blackjack Wagers."""
        optional = self.settle_hit_and_run() + self.second_pass()
        outs += sorted(optional, key=lambda o: -int(o["seat"]))  # pa:633a.7(o): box by box
        outs += self.settle()
        return self.end_round(outs)

    def settle_hit_and_run(self) -> list[Message]:
        """pa:633a.7(o)(2), and pa:633a.7(h) on a dealer Blackjack: from the dealer's far right, every Hit and Run
        Wager wins on a dealer Blackjack or a dealer hand of five cards or more, the busting card counted ((o)(2)(i)),
        paid on the profile's row for his hand (633a.13(l) elided, BJ-A19): its odds on the wager and its share of the
        meter. The dealer's hand being common, they all win on one row: the whole meter is shared equally among them
        and goes back to hit_and_run_meter_reset ((o)(2)(ii)(C)); a smaller share is taken from the meter as it stands,
        winner by winner (as BJ-A11 reads Straight Jack's). A losing wager is taken."""
        up = [b for b in self.settling_order() if b.hit_and_run]
        if not up:
            return []
        dealer_bj = self.dealer_blackjack()
        cards = len(self.dealer)
        meter: Money = (self.hit_and_run_meter if self.hit_and_run_meter is not None
                        else self.cfg.hit_and_run_meter_initial)
        outs: list[Message] = []
        if not (dealer_bj or cards >= HIT_AND_RUN_CARDS):  # pa:633a.7(o)(2)(i)
            for b in up:
                outs.append(settlement(b.seat, HIT_AND_RUN_BET, "lose", b.hit_and_run,
                                       ["pa:633a.7(o)", "pa:633a.7(o)(2)(i)"]))
            return outs
        share, odds = self.cfg.hit_and_run_paytable[hit_and_run_row(cards, dealer_bj, self.cfg.hit_and_run_paytable)]
        why = ["pa:633a.7(h)"] if dealer_bj else []
        why += ["pa:633a.7(o)(2)(i)", "pa:633a.7(o)(2)(ii)(C)"]
        each: Money = Fraction(meter) / len(up)  # pa:633a.7(o)(2)(ii)(C): the whole meter shared equally
        for b in up:
            won: Money = b.hit_and_run * odds
            if share == WHOLE_METER:
                won += each
            elif share:
                award = meter * share  # BJ-A11, BJ-A19: a share of the meter as it stands
                meter -= award
                won += award
            outs.append(settlement(b.seat, HIT_AND_RUN_BET, "win", won, list(why)))
        if share == WHOLE_METER:
            meter = self.cfg.hit_and_run_meter_reset
        self.hit_and_run_meter = meter
        return outs

    def straight_jack_cards(self, b: Box) -> list[str]:
        """The cards a box's Straight Jack run is read from (BJ-A07): the first two and the cards the player then
        draws to that hand; after a split, the first two alone; the double card as straight_jack_counts_double_card
        says."""
        if len(b.hands) > 1:
            return b.first_two
        h = b.hands[0]
        if h.double and not self.cfg.straight_jack_counts_double_card:  # pa:633a.7(o)(3)(i), BJ-A07
            return h.cards[:-1]
        return h.cards

    def second_pass(self) -> list[Message]:
        """pa:633a.7(o)(3): from the dealer's far right, each Straight Jack Wager still up is paid on the row of
        pa:633a.13(m)(1) its run reaches; the six-card awards share the meter as it stands when each is settled
        (BJ-A11): the ace-of-spades winners share the whole of it equally (pa:633a.7(o)(3)(ii)(C)) and it goes back to
        its reset amount; another ace takes a tenth. A run under two cards (which the first pass has already taken)
        would lose here."""
        up = [b for b in self.settling_order() if b.straight_jack and b.straight_jack_up]
        runs: dict[int, tuple[int, Fraction]] = {}
        for b in up:
            cards = self.straight_jack_cards(b)
            n = run_length(cards)
            runs[b.seat] = (n, meter_share(n, run_ace_suit(cards, n)))
        whole_winners = sum(1 for n, share in runs.values() if share == WHOLE_METER)
        meter: Money = self.meter if self.meter is not None else self.cfg.straight_jack_meter_initial
        shared: Optional[Money] = None
        outs: list[Message] = []
        for b in up:
            b.straight_jack_up = False
            n, share = runs[b.seat]
            if n < 2:
                outs.append(settlement(b.seat, STRAIGHT_JACK_BET, "lose", b.straight_jack, ["pa:633a.7(o)(3)(i)"]))
                continue
            won: Money = b.straight_jack * STRAIGHT_JACK_PAYS[n]  # pa:633a.13(m)(1)
            why = ["pa:633a.7(o)(3)(i)", "pa:633a.13(m)(1)"]
            if share == WHOLE_METER:
                if shared is None:  # pa:633a.7(o)(3)(ii)(C): the winners of the round share the meter equally
                    shared = Fraction(meter) / whole_winners
                    meter = self.cfg.straight_jack_meter_reset  # pa:633a.13(m)(2): back to the reset amount
                won += shared
                why.append("pa:633a.7(o)(3)(ii)(C)")
            elif share:
                award = meter * share  # BJ-A11: a tenth of the meter as it stands
                meter -= award
                won += award
            outs.append(settlement(b.seat, STRAIGHT_JACK_BET, "win", won, why))
        self.meter = meter
        return outs

    def settle(self) -> list[Message]:
        """The Blackjack Wagers and insurance, from the dealer's far right (BJ-A01: 633a.7(p)'s conditions and
        633a.13(a)'s odds are elided): a Blackjack is paid at blackjack_pays, any other win 1 to 1; insurance wins at
        insurance_pays on a dealer Blackjack (pa:633a.7(h))."""
        d_points, d_bj = total(self.dealer), self.dealer_blackjack()
        outs: list[Message] = []
        for b in self.settling_order():
            if b.insurance and not b.insurance_settled:  # pa:633a.7(h)
                outs.append(settlement(b.seat, INSURANCE_BET, "win", b.insurance * self.cfg.insurance_pays,
                                       ["pa:633a.7(h)"]))
            for i, h in enumerate(b.hands):
                if not h.settled:
                    outs += self.settle_hand(b.seat, i, h, d_points, d_bj)
        return outs

    def settle_hand(self, seat: int, i: int, h: Hand, d_points: int, d_bj: bool) -> list[Message]:
        h.settled = True
        p_bj = self.is_blackjack(h)
        result = versus_dealer(total(h.cards), p_bj, d_points, d_bj)
        odds = self.cfg.blackjack_odds if p_bj else 1
        why = "pa:633a.7(h)" if d_bj else "pa:633a.7(p)"
        outs: list[Message] = []
        for kind, stake in ((BLACKJACK_BET, h.wager), (DOUBLE_BET, h.double)):
            if stake:
                outs.append(settlement(seat, hand_key(kind, i), result, stake * odds if result == "win" else stake,
                                       [why]))
        return outs

    def end_round(self, outs: list[Message]) -> list[Message]:
        """The cards are cleared; after the cutting card the cards are shuffled (BJ-A01)."""
        self.phase = SHUFFLE if self.cut_out else BETTING
        self.boxes = {}
        self.dealer = []
        self.peeked = False
        self.plan = []
        return outs


class BlackjackEngine(Engine):
    """The example vendor engine for Blackjack with the 2013 side wagers, reporting clauses, state and notices."""

    name = "croupier-example-blackjack"
    version = "1"
    games = ("blackjack",)
    reports = ("clauses", "state", "notices")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        return BlackjackTable(parse_profile(game, profile))
