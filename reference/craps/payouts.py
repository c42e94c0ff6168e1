"""What a decided wager wins or loses: the number bets, propositions, split bets and hops (623a.3, 623a.5).

``cfg``: TableConfig; ``w``: a Wager; ``d1, d2``: the faces that count.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import attrs

from croupier.reference.contracts import checked_once
from croupier.reference.craps import kernels
from croupier.reference.craps.config import TableConfig, Vig, VigBase
from croupier.reference.craps.definitions import HORN_NUMBERS, Bet, Kind, paragraph
from croupier.reference.craps.paytable import paytables
from croupier.reference.craps.state import Wager
from croupier.reference.money import Odds, Rounding, apply_rounding, vigorish, winnings
from croupier.reference.outcomes import Result
from croupier.spec.citations import cites


#: no money (a Fraction is immutable: one zero serves every default)
ZERO = Fraction(0)


@attrs.frozen
class Decision:
    result: Result
    amount: Fraction  # winnings (WIN), stake (LOSE, VOID)
    clauses: tuple[str, ...]
    commission: Fraction = ZERO


def win(cfg: TableConfig, stake: int, odds: Odds, *clauses: str) -> Decision:
    return Decision(Result.WIN, paid(stake, odds, cfg.chip, cfg.rounding), clauses)


@checked_once
def paid(stake: int, odds: Odds, chip: int, rounding: Rounding) -> Fraction:
    """What a winning ``stake`` is paid at ``odds``, rounded as the table's reading says (AMB-13)."""
    return apply_rounding(winnings(stake, odds), chip, rounding)


def lose(w: Wager, *clauses: str) -> Decision:
    return lost(w.amount, *clauses)


def lost(amount: int, *clauses: str) -> Decision:
    return Decision(Result.LOSE, Fraction(amount), clauses)


def subclause(clause: str, part: str) -> str:
    return f"{clause}({part})"


@cites(
    "pa:623a.3(a)(5)(i)", "pa:623a.3(a)(5)(ii)", "pa:623a.3(a)(6)(i)", "pa:623a.3(a)(6)(ii)",
    "pa:623a.3(a)(7)(i)", "pa:623a.3(a)(7)(ii)", "pa:623a.3(a)(8)(i)", "pa:623a.3(a)(8)(ii)",
    "pa:623a.3(a)(9)(i)", "pa:623a.3(a)(9)(ii)", "pa:623a.3(a)(10)(i)", "pa:623a.3(a)(10)(ii)",
    "pa:623a.3(a)(41)(i)", "pa:623a.3(a)(41)(ii)", "pa:623a.3(a)(42)(i)", "pa:623a.3(a)(42)(ii)",
    "pa:623a.5(a)", "pa:623a.5(g)", "pa:623a.5(g)(1)", "pa:623a.5(g)(2)",
    "pa:623a.5(g)(3)(i)(B)", "pa:623a.5(g)(3)(ii)(B)",
)
@cites("pa:623a.1#buy-bet", "pa:623a.1#lay-bet")
def decide_number_bet(cfg: TableConfig, w: Wager, d1: int, d2: int) -> Optional[Decision]:
    """Place to Win/Lose, Buy, Lay and the hardways: their number (or hard number) against a 7."""
    return number_decision(cfg, w.bet, w.amount, d1, d2)


def decides_number_bet(bet: Bet, t: int) -> bool:
    """Whether a total of ``t`` decides a number wager or a hardway: only its number and a 7 do."""
    return t == bet.number or t == 7


def number_decision(cfg: TableConfig, bet: Bet, amount: int, d1: int, d2: int) -> Optional[Decision]:
    """:func:`decide_number_bet` of ``amount`` on ``bet``: the decision depends on nothing else of the wager."""
    t, k, n = d1 + d2, bet.kind, bet.number
    assert n is not None
    if not decides_number_bet(bet, t):
        return None
    par = paragraph(bet)
    pt = paytables(cfg.ruleset)
    if k is Kind.HARDWAY:
        if t == n and d1 == d2:
            return win(cfg, amount, pt.main[f"hardway_{n}"], subclause(par, "i"), "pa:623a.5(a)")
        return lost(amount, subclause(par, "ii"))
    number_wins = k in (Kind.PLACE_WIN, Kind.BUY)
    if (t == n) != number_wins:
        return lost(amount, subclause(par, "ii"))
    odds = pt.number_odds(k, n)
    d = win(cfg, amount, odds, subclause(par, "i"), _NUMBER_PAYS[k])
    charged = on_win_vig(cfg, bet, amount, d.amount)
    if charged:  # 623a.5(g)(3)(i)(B)/(ii)(B); one rule, 623a.5(g)(3), in the 2012 edition
        clause = cfg.rules.nearest("pa:623a.5(g)(3)(i)(B)" if k is Kind.BUY else "pa:623a.5(g)(3)(ii)(B)")
        return Decision(Result.WIN, d.amount - charged, d.clauses + (clause,), charged)
    return d


#: the clause that sets the payout of each number wager
_NUMBER_PAYS = {Kind.PLACE_WIN: "pa:623a.5(a)", Kind.PLACE_LOSE: "pa:623a.5(a)", Kind.BUY: "pa:623a.5(g)(1)",
                Kind.LAY: "pa:623a.5(g)(2)"}


def on_win_vig(cfg: TableConfig, bet: Bet, amount: int, won: Fraction) -> Fraction:
    k = bet.kind
    if k is Kind.BUY and cfg.buy_vig is Vig.ON_WIN and bet.number in cfg.buy_vig_numbers:
        base = Fraction(amount if cfg.vig_on_win_base is VigBase.WAGER else won)
        return vig(cfg, base, cfg.buy_vig_rate)
    if k is Kind.LAY and cfg.lay_vig is Vig.ON_WIN and bet.number in cfg.lay_vig_numbers:
        base = Fraction(amount if cfg.lay_vig_on_wager else won)  # AMB-14: as the upfront rule of the edition
        return vig(cfg, base, cfg.lay_vig_rate)
    return ZERO


#: the totals on which each one-roll wager wins (623a.3(a)(11)-(21), (39))
_WINS_ON: dict[Kind, frozenset[int]] = {
    Kind.FIELD: frozenset({2, 3, 4, 9, 10, 11, 12}),
    Kind.ANY_SEVEN: frozenset({7}),
    Kind.ANY_CRAPS: frozenset({2, 3, 12}),
    Kind.CRAPS_2: frozenset({2}),
    Kind.CRAPS_3: frozenset({3}),
    Kind.CRAPS_12: frozenset({12}),
    Kind.ELEVEN: frozenset({11}),
    Kind.C_AND_E: frozenset(HORN_NUMBERS),
    Kind.HORN: frozenset(HORN_NUMBERS),
    Kind.HORN_HIGH: frozenset(HORN_NUMBERS),
    Kind.WHIRL: frozenset(HORN_NUMBERS | {7}),
    Kind.SIX_SEVEN_EIGHT: frozenset({6, 7, 8}),
}
#: one-roll wagers paid from a single row of the 623a.5(a) paytable
_SINGLE_ROW = {Kind.ANY_SEVEN: "any_seven", Kind.ANY_CRAPS: "any_craps", Kind.CRAPS_2: "craps_2",
               Kind.CRAPS_3: "craps_3", Kind.CRAPS_12: "craps_12", Kind.ELEVEN: "eleven"}


@cites(
    "pa:623a.3(a)(11)(i)", "pa:623a.3(a)(11)(ii)", "pa:623a.3(a)(12)(i)", "pa:623a.3(a)(12)(ii)",
    "pa:623a.3(a)(13)(i)", "pa:623a.3(a)(13)(ii)", "pa:623a.3(a)(14)(i)", "pa:623a.3(a)(14)(ii)",
    "pa:623a.3(a)(15)(i)", "pa:623a.3(a)(15)(ii)", "pa:623a.3(a)(16)(i)", "pa:623a.3(a)(16)(ii)",
    "pa:623a.3(a)(17)(i)", "pa:623a.3(a)(17)(ii)", "pa:623a.3(a)(18)(i)", "pa:623a.3(a)(18)(ii)",
    "pa:623a.3(a)(19)(i)", "pa:623a.3(a)(19)(ii)", "pa:623a.3(a)(20)(i)", "pa:623a.3(a)(20)(ii)",
    "pa:623a.3(a)(21)(i)", "pa:623a.3(a)(21)(ii)", "pa:623a.3(a)(39)(i)", "pa:623a.3(a)(39)(ii)",
    "pa:623a.5(b)", "pa:623a.5(c)", "pa:623a.5(d)", "pa:623a.5(e)",
)
@cites(*[f"pa:623a.3(a)({n})" for n in (*range(11, 40),)])
@cites(*[f"pa:623a.3(a)({n})({x})" for n in range(22, 39) for x in ("i", "ii")])
def decide_one_roll(cfg: TableConfig, w: Wager, d1: int, d2: int) -> Decision:
    """Field, the propositions, hops, split bets and 6-7-8: decided by the next valid roll."""
    return one_roll_decision(cfg, w.bet, w.amount, d1, d2)


def one_roll_decision(cfg: TableConfig, bet: Bet, amount: int, d1: int, d2: int) -> Decision:
    """:func:`decide_one_roll` of ``amount`` on ``bet``: the decision depends on nothing else of the wager."""
    t, k = d1 + d2, bet.kind
    par = paragraph(bet)
    main = paytables(cfg.ruleset).main
    if k is Kind.HOP:
        assert bet.combo is not None
        if tuple(sorted((d1, d2))) == bet.combo:
            a, b = bet.combo
            return win(cfg, amount, main[f"hop_{a}_{b}"], subclause(par, "i"), "pa:623a.5(a)")
        return lost(amount, subclause(par, "ii"))
    if t not in _WINS_ON[k]:
        return lost(amount, subclause(par, "ii"))
    won = subclause(par, "i")
    if k is Kind.FIELD:
        return win(cfg, amount, main[f"field_{t}"], won, "pa:623a.5(a)")
    if k is Kind.SIX_SEVEN_EIGHT:
        hard = d1 == d2 and t in (6, 8)
        return win(cfg, amount, main["six_seven_eight_hard" if hard else "six_seven_eight"], won, "pa:623a.5(a)")
    if k in _SINGLE_ROW:
        return win(cfg, amount, main[_SINGLE_ROW[k]], won, "pa:623a.5(a)")
    if k is Kind.C_AND_E:  # half as Any Craps (7 to 1), half as 11 in One Roll (15 to 1)
        pays = main["eleven"].pays if t == 11 else main["any_craps"].pays
        net, clause = kernels.split_net(amount, 2, 1, pays), "pa:623a.5(b)"
    elif k is Kind.HORN:  # four quarters on 2, 3, 11 and 12
        net, clause = kernels.split_net(amount, 4, 1, horn_pays(main, t)), "pa:623a.5(c)"
    elif k is Kind.HORN_HIGH:  # four fifths on 2, 3, 11, 12 and a fifth more on the high number
        wins = 2 if t == bet.number else 1
        net, clause = kernels.split_net(amount, 5, wins, horn_pays(main, t)), "pa:623a.5(d)"
    else:  # Whirl: four units as a Horn Bet and one as Any Seven
        pays = main["any_seven"].pays if t == 7 else horn_pays(main, t)
        net, clause = kernels.split_net(amount, 5, 1, pays), "pa:623a.5(e)"
    return Decision(Result.WIN, apply_rounding(net, cfg.chip, cfg.rounding), (won, clause))


def horn_pays(main: dict[str, Odds], t: int) -> int:
    key = {2: "craps_2", 3: "craps_3", 11: "eleven", 12: "craps_12"}[t]
    odds = main[key]
    assert odds.to == 1
    return odds.pays


def exact(x: Fraction | int) -> Fraction | int:
    """Exact amounts travel as ``int`` when whole."""
    if type(x) is int:
        return x
    f = x if type(x) is Fraction else Fraction(x)
    return f.numerator if f.denominator == 1 else f


def vig(cfg: TableConfig, base: Fraction, rate: Fraction) -> Fraction:
    """A vigorish of ``rate`` on ``base`` (623a.5(g)(3)), rounded as the table's reading says (AMB-13)."""
    exact_vig = vigorish(base.numerator, base.denominator, rate.numerator, rate.denominator)
    return apply_rounding(exact_vig, cfg.chip, cfg.rounding)
