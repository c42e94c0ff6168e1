"""637a poker-variant vector scripts: the sequences the generator mines before random play, and whole rounds.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The scripts reach what random play reaches
only by luck: the digest's worked hands (OM-1 to OM-6 for Omaha, TD-1 to TD-10 for Triple Draw, BG-1 to BG-5 for
Badugi) dealt as whole rounds, ties of two and three players with odd amounts, betting rounds with bets, raises to
the cap and the pot-limit bounds, a round won when the others fold, the reshuffle of discards when the stub runs
short, a straddle, the button's draw and its move, a misdeal, and every refusal of each event in each phase.
:func:`~croupier.reference.poker_variants.game.stacked_deck` builds the deck that deals chosen cards to chosen
players (and Omaha's board).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, Sequence

from croupier.conformance.poker_variants.codec import encode_event
from croupier.reference.poker_variants import game
from croupier.reference.poker_variants.config import Betting, ButtonStart, TableConfig, Variant
from croupier.reference.poker_variants.game import (
    DECK, Bet, Call, Check, Deal, Draw, DrawForButton, Event, Fold, Join, Leave, Misdeal, Phase, Shuffle, State,
    reshuffle_pool, stacked_deck,
)
from croupier.reference.poker_variants.kernels import cards

__all__ = ["BUTTON_CARDS", "HANDS", "dealt", "play_out", "scripts", "whole_cases"]

Message = dict[str, Any]
SORTED = tuple(sorted(DECK))
#: cards for the button's draw, the highest first: seat order decides who gets which
BUTTON_CARDS = cards("AS AH KS QD JC 10H 9S 8D 7C")

#: the digest's worked hands (section 7) and more, by variant family: name -> (the board, or "" for the draw
#: games; each player's cards, seats 1 up)
HANDS: dict[str, dict[str, tuple[str, tuple[str, ...]]]] = {
    "omaha": {
        "om-1-scoop": ("KS 8D 5C 3H 2S", ("AD 4C KH QH JD", "AS 2D 7H 7C 9S")),
        "om-2-no-low": ("8H 6C 4D 3S KC", ("AC KD QD JS 10S", "9C 9D 10C JC QC")),
        "om-3-pair-and-nine": ("8C 7D 6S 5H 2C", ("5D 9H KS KD QS", "9C 4S JH JD QH")),
        "om-5-tied-lows": ("KS 8D 5C 3H 2S", ("AD 4C KH QH JD", "AH 4D 9C 9D 10C", "QC QD 8H 8S 7C")),
        "tied-highs": ("AS KD QH JC 2D", ("10S 3C 4C 5H 6H", "10H 3D 4D 5S 6S")),
        "three-way-tie": ("AS KD QH 7C 2D", ("JS 10C 3C 4H 5H", "JH 10D 3D 4S 5S", "JD 10H 8S 8H 9C")),
        "split-low-tie-high": ("AS KS 5H 4D 3C", ("QS JS 2D 6C 9H", "QD JD 2H 6S 9C")),
        "board-royal-unusable": ("AS KS QS JS 10S", ("2C 3D 4H 5C 6D", "9S 8S 2D 3H 4C")),
        "one-heart-is-no-flush": ("2H 5H 8H JH KD", ("AH 3C 4C 6S 7S", "9H 10H 2C 3S 4D")),
        "low-counterfeited": ("AS 2D 3C KH QS", ("AH 2S 9C 9D 10D", "4D 5S KC KS JD")),
        "two-pair-on-board": ("KS KD 7C 7H 2S", ("AS QD 3C 4D 5H", "8S 8D 9C 10C JC")),
        "om-6-high-and-two-lows": ("KS QD 8C 3H 2S", ("AD 4C 9H 10H JD", "AH 4D 9C 9D 10C", "KH KC QH JC 10S")),
        "full-house-over-flush": ("7S 7D 4S 9S KH", ("AS 2S 3C 3D 5H", "9D 9C 2H 6C 8D")),
        "straight-flush-needs-two-hole-cards": ("5H 6H 7H 2C KD", ("8H 9H 2D 3S 4C", "4H AS AD KC QC")),
    },
    "draw": {
        "td-1": ("", ("7S 5H 4D 3C 2S", "7D 6H 4S 3D 2H")),
        "td-2": ("", ("7H 5H 4H 3H 2H", "8S 6D 5C 3D 2D")),
        "td-3": ("", ("6S 5H 4D 3C 2S", "KH KD 9C 8S 7H")),
        "td-4": ("", ("AS 5H 4D 3C 2C", "QS JH 9D 8C 7S")),
        "td-5": ("", ("5S 4S 3S 2S AS", "6H 4D 3C 2D AH")),
        "td-6": ("", ("6H 4D 3C 2S AH", "6S 5D 3H 2C AD")),
        "td-7": ("", ("KS QD JH 9C 8S", "2S 2H 3D 4C 5H")),
        "td-9-badeucey": ("", ("2S 3H 4D 5C 7S", "KS QS JS 9S 8S")),
        "td-10-badacey": ("", ("AS 2H 3D 4C 5S", "KH QH JH 9H 8H")),
        "tied-lows": ("", ("7S 5H 4D 3C 2S", "7D 5S 4C 3H 2D", "KC KD QS JS 9D")),
        "three-way-tie": ("", ("8S 6H 4D 3C 2S", "8D 6S 4C 3H 2D", "8C 6D 4S 3D 2H")),
        "wheel-is-no-straight": ("", ("AS 2H 3D 4C 5S", "9S 9H 8D 7C 6D")),
    },
    "badugi": {
        "bg-1": ("", ("AS 2H 3D 4C", "KS QH JD 10C")),
        "bg-2": ("", ("KS QH JD 10C", "AS 2H 3D 3C")),
        "bg-3": ("", ("4S 3H 2D AC", "5H 3S 2C AD")),
        "bg-4": ("", ("AS 2S 3H 4D", "2C 3C 5H 6D")),
        "bg-5": ("", ("9C 7C 4C 2C", "KH QH JH 10H")),
        "tied-badugis": ("", ("4S 3H 2D AC", "4H 3S 2C AD", "KS KH KD KC")),
        "tied-one-card": ("", ("9C 7C 4C 2C", "2D 8D 9D 10D", "QS JS 10S 9S")),
        "three-way-tie": ("", ("4S 3H 2D AC", "4H 3S 2C AD", "4D 3C 2S AH")),
        "two-ways-to-show": ("", ("2S 2C 3H 4D", "2D 3S 4H 4C")),
    },
}


#: cases whose hands sit from a later seat, the seats before them folding their blinds: dead money for an odd unit
SEATED_FROM = {"two-ways-to-show": 2}


def family(cfg: TableConfig) -> str:
    return "omaha" if cfg.variant.omaha else "badugi" if cfg.variant is Variant.BADUGI else "draw"


def dealt(cfg: TableConfig, seats: Sequence[int], plants: Mapping[int, str] = {}, board: str = "",
          straddle: bool = False, seated: Optional[State] = None) -> list[Event]:
    """Players at ``seats`` (unless ``seated`` is the table they sit at), the button placed (the highest seat: at a
    ``random_card`` table it draws the ace), a deck stacked so that the planted seats get their cards (and Omaha
    its board), and the deal."""
    out: list[Event] = [] if seated else [Join(p) for p in sorted(seats)]
    s = seated or State(seated=frozenset(seats))
    if cfg.button_start is ButtonStart.RANDOM_CARD and s.button is None:
        out.append(DrawForButton(tuple(zip(sorted(s.seated, reverse=True), BUTTON_CARDS))))
        s = State(seated=s.seated, button=max(s.seated))
    order = game.clockwise(s.seated, game.button_seat(cfg, s) or 0)
    deck = stacked_deck(cfg, order, {p: cards(x) for p, x in plants.items()}, SORTED, cards(board))
    return out + [Shuffle(deck), Deal(straddle)]


#: how a player acts when the betting comes to him: the state and the seat -> an event (or None: the default)
Policy = Callable[[TableConfig, State, int], Optional[Event]]


def passive(cfg: TableConfig, s: State, seat: int) -> Event:
    """Check where he can, else call; stand pat in a draw."""
    if s.phase is Phase.DRAWING:
        return Draw(seat)
    return Check(seat) if s.bets.get(seat, 0) >= s.bet else Call(seat)


def least_bet(cfg: TableConfig, s: State) -> int:
    """The smallest ``to`` a bet or raise may reach now."""
    if cfg.betting is Betting.FIXED_LIMIT:
        return s.bet + (cfg.small_bet if s.street <= 2 else cfg.big_bet)
    return s.bet + max(s.increment, max(cfg.blinds))


def play_out(cfg: TableConfig, events: list[Event], policy: Optional[Policy] = None, limit: int = 200) -> list[Event]:
    """The events that finish the round ``events`` has dealt: each turn as ``policy`` says (else passively)."""
    s, _ = game.replay(cfg, events)
    out: list[Event] = []
    while s.phase is not Phase.OPEN and s.to_act is not None and len(out) < limit:
        seat = s.to_act
        e = (policy(cfg, s, seat) if policy else None) or passive(cfg, s, seat)
        if isinstance(e, Draw) and not e.reshuffled and len(e.discards) > len(s.deck or ()):
            e = Draw(e.seat, e.discards, tuple(reshuffle_pool(cfg, s, e.seat)))
        st = game.step(cfg, s, e)
        if st.rejected:
            e = passive(cfg, s, seat)
            st = game.step(cfg, s, e)
        out.append(e)
        s = st.state
    return out


def _aggressive(cfg: TableConfig, s: State, seat: int) -> Optional[Event]:
    """The first player to act in each round bets or raises as little as he may; the others call."""
    if s.phase is Phase.DRAWING:
        return None
    if not s.acted or (s.raises < 2 and seat == min(s.live)):
        return Bet(seat, least_bet(cfg, s))
    return None


def _capped(cfg: TableConfig, s: State, seat: int) -> Optional[Event]:
    """Everyone raises while he may: fixed limit reaches the cap, the others raise three times."""
    if s.phase is Phase.DRAWING or s.raises >= (cfg.raise_cap or 5 if cfg.betting is Betting.FIXED_LIMIT else 3):
        return None
    return Bet(seat, least_bet(cfg, s))


def _potting(cfg: TableConfig, s: State, seat: int) -> Optional[Event]:
    """Pot limit: the first to act bets the pot, the next raises the pot; no limit: twice the least."""
    if s.phase is Phase.DRAWING or s.raises >= 2:
        return None
    if cfg.betting is Betting.POT_LIMIT:
        return Bet(seat, s.bet + s.pot + (s.bet - s.bets.get(seat, 0)))
    return Bet(seat, 2 * least_bet(cfg, s))


def _folds_to(winner: int, street: int) -> Policy:
    """Everyone but ``winner`` folds in betting round ``street`` once the winner has bet."""
    def policy(cfg: TableConfig, s: State, seat: int) -> Optional[Event]:
        if s.phase is Phase.BETTING and s.street == street:
            if seat == winner and s.bets.get(seat, 0) >= s.bet:
                return Bet(seat, least_bet(cfg, s))
            if seat != winner:
                return Fold(seat) if s.bet > s.bets.get(seat, 0) else Check(seat)
        return None
    return policy


def _drawing(n: int) -> Policy:
    """Every player throws his first ``n`` cards in every draw, so that the stub runs short."""
    def policy(cfg: TableConfig, s: State, seat: int) -> Optional[Event]:
        if s.phase is Phase.DRAWING:
            return Draw(seat, s.hands[seat][:n])
        return None
    return policy


def _best_draw(cfg: TableConfig, s: State, seat: int) -> Optional[Event]:
    """Throw the cards above 8, pairs and suits twice over: a plausible draw."""
    if s.phase is not Phase.DRAWING:
        return None
    seen: set[Any] = set()
    throw = []
    for c in s.hands[seat]:
        if c[0] > 8 or c[0] in seen or (cfg.variant is Variant.BADUGI and c[1] in seen):
            throw.append(c)
        seen |= {c[0], c[1]}
    return Draw(seat, tuple(throw))


def _folding(seats: Sequence[int], then: Optional[Policy] = None) -> Policy:
    """``seats`` fold at their first turn; the others act as ``then`` says."""
    def policy(cfg: TableConfig, s: State, seat: int) -> Optional[Event]:
        if seat in seats and s.phase is Phase.BETTING:
            return Fold(seat)
        return then(cfg, s, seat) if then else None
    return policy


def _cases(cfg: TableConfig) -> dict[str, list[Event]]:
    """The rounds kept whole, by name. Where the blinds need more players than a worked hand has, the others sit
    after them and fold at once."""
    out: dict[str, list[Event]] = {}
    need = len(cfg.blinds) + 1
    for name, (board, hands) in HANDS[family(cfg)].items():
        start = SEATED_FROM.get(name, 1)
        seats = list(range(1, max(start - 1 + len(hands), need) + 1))
        planted = seats[start - 1:start - 1 + len(hands)]
        extra = [p for p in seats if p not in planted]
        deal = dealt(cfg, seats, dict(zip(planted, hands)), board)
        out[name] = deal + play_out(cfg, deal, _folding(extra))
        if name in ("om-1-scoop", "td-1", "bg-1"):
            out[name + "-raised"] = deal + play_out(cfg, deal, _folding(extra, _aggressive))
    board, hands = HANDS[family(cfg)]["three-way-tie"]  # the blinds fold: dead money leaves odd units to share
    deal = dealt(cfg, [1, 2, 3, 4, 5], dict(zip([3, 4, 5], hands)), board)
    out["three-way-tie-after-the-blinds-fold"] = deal + play_out(cfg, deal, _folding([1, 2]))
    deal = dealt(cfg, [1, 2, 4, 6])
    out["fold-to-a-bet"] = deal + play_out(cfg, deal, _folds_to(4, 2))
    out["fold-in-the-first-round"] = deal + play_out(cfg, deal, _folds_to(2, 1))
    out["raised-to-the-cap"] = deal + play_out(cfg, deal, _capped)
    out["potting"] = deal + play_out(cfg, deal, _potting)
    if cfg.variant.draws:
        full = list(range(1, cfg.players + 1))
        deal = dealt(cfg, full)
        out["reshuffle-for-a-short-stub"] = deal + play_out(cfg, deal, _drawing(cfg.variant.hole_cards))
        out["drawing-hands"] = deal + play_out(cfg, deal, _best_draw)
    if cfg.straddle:
        deal = dealt(cfg, [2, 3, 5, 7], straddle=True)
        out["straddle"] = deal + play_out(cfg, deal, _aggressive)
    first = dealt(cfg, [1, 2, 3, 4, 5])
    rounds = first + play_out(cfg, first)
    s, _ = game.replay(cfg, rounds)  # the button has passed to seat 1: seat 2 comes first clockwise, seat 1 last
    board, hands = HANDS[family(cfg)]["three-way-tie"]
    again = dealt(cfg, [], dict(zip([1, 2], hands)), board, seated=s)
    out["tie-round-the-button"] = rounds + again + play_out(cfg, rounds + again, _folding([3, 4, 5]))
    two = dealt(cfg, [3, 5, 6][:max(2, need)])
    rounds = two + play_out(cfg, two)
    s, _ = game.replay(cfg, rounds)
    again = dealt(cfg, [], seated=s)
    out["heads-up-twice"] = rounds + again + play_out(cfg, rounds + again, _aggressive)
    return out


def _events(cfg: TableConfig) -> list[list[Event]]:
    out: list[list[Event]] = list(_cases(cfg).values())
    for seats in ([1, 2], [2, 5, 8][:3 if cfg.players >= 8 else 2], list(range(1, cfg.players + 1))):
        deal = dealt(cfg, seats)
        out.append(deal + play_out(cfg, deal))
        out.append(deal + play_out(cfg, deal, _aggressive))
    deal = dealt(cfg, [1, 3, 4])
    s, _ = game.replay(cfg, deal)
    first = s.to_act or 0
    others = [p for p in s.players if p != first]
    least = least_bet(cfg, s)
    pot_most = s.bet + s.pot + s.bet - s.bets.get(first, 0)
    turns: list[list[Event]] = [
        [Check(first)], [Call(others[0])], [Fold(others[1])], [Bet(first, least - 100)], [Bet(first, least + 100)],
        [Bet(first, least + 50)], [Bet(first, pot_most)], [Bet(first, pot_most + 100)], [Bet(first, s.bet)],
        [Call(first), Call(first)], [Draw(first)], [Leave(first)], [Fold(first), Leave(first)],
        [Call(first), Call(others[0]), Check(others[1]), Check(others[1])],
        [Call(first), Fold(others[0]), Fold(others[1])], [Misdeal()], [Call(first), Misdeal(), Deal()],
        [Fold(first), Fold(others[0])], [Join(2), Deal()], [Shuffle(SORTED)], [DrawForButton(((1, cards("AS")[0]),))],
    ]
    out += [deal + x for x in turns]
    folded = deal + [Fold(first)]
    later: list[list[Event]] = [  # a folded player, a newcomer, a seat left empty, a misdeal after the first round
        [Leave(first), Call(first), Join(first)], [Join(9 if cfg.players >= 9 else 7), Fold(others[0])],
        [Call(others[0]), Call(first)], [Draw(first)], [Bet(others[0], 150)],
        [Call(others[0]), Check(others[1]), Misdeal()], [Call(others[0]), Check(others[1]), Bet(others[1], 0)],
    ]
    out += [folded + x for x in later]
    opened = deal + play_out(cfg, deal, limit=3)  # round 1 called round: the second round's refusals cite (h)
    s6, _ = game.replay(cfg, opened)
    if s6.phase is Phase.BETTING and s6.street == 2 and s6.to_act:
        who, nxt2 = s6.to_act, [p for p in s6.live if p != s6.to_act][0]
        least2 = least_bet(cfg, s6)
        second: list[list[Event]] = [
            [Bet(who, 250)], [Bet(who, least2 - 100)], [Bet(who, 10 ** 7)], [Call(who)], [Fold(nxt2)], [Draw(who)],
            [Bet(who, least2), Check(nxt2)], [Bet(who, least2), Bet(nxt2, least2)], [Deal()],
        ]
        out += [opened + x for x in second]
    gone = deal + play_out(cfg, deal)
    s5, _ = game.replay(cfg, gone)
    nxt = game.clockwise(s5.seated, s5.button or 0)[0]
    out.append(gone + [Leave(nxt), Shuffle(SORTED), Deal()] + play_out(cfg, gone + [Leave(nxt), Shuffle(SORTED),
                                                                                 Deal()]))
    if cfg.betting is not Betting.FIXED_LIMIT:  # a raise larger than the blinds sets the least re-raise
        big = least + 2 * max(cfg.blinds)
        s4, _ = game.replay(cfg, deal + [Bet(first, big)])
        out += [deal + [Bet(first, big), Bet(s4.to_act or 0, big + max(cfg.blinds))],
                deal + [Bet(first, big), Bet(s4.to_act or 0, 2 * big - s.bet)]]
    rounds = deal + play_out(cfg, deal)
    s2, _ = game.replay(cfg, rounds)
    after: list[list[Event]] = [[Deal()], [Shuffle(SORTED), Leave(s2.button or 1), Deal()],
                                [Shuffle(SORTED), Join(2), Deal(True)]]
    out += [rounds + x for x in after]
    if cfg.variant.draws:
        s3, _ = game.replay(cfg, deal + [Call(first), Call(others[0]), Check(others[1])])
        drawer = s3.to_act or 0
        mine = s3.hands.get(drawer, ())
        draws: list[list[Event]] = [
            [Draw(drawer, mine[:2])], [Draw(drawer, mine[:1] + mine[:1])], [Draw(drawer, SORTED[:1])],
            [Draw(drawer, (), SORTED[:1])], [Draw(drawer, mine[:1]), Draw(drawer)], [Check(drawer)],
            [Draw(next(p for p in s3.live if p != drawer))],
        ]
        out += [deal + [Call(first), Call(others[0]), Check(others[1])] + x for x in draws]
        full = dealt(cfg, list(range(1, cfg.players + 1)))
        short = full + play_out(cfg, full, _drawing(cfg.variant.hole_cards))
        for k, e in enumerate(short):
            if isinstance(e, Draw) and e.reshuffled:  # the same draw with a wrong reshuffle, and with none
                out.append(short[:k] + [Draw(e.seat, e.discards, e.reshuffled[1:])])
                out.append(short[:k] + [Draw(e.seat, e.discards)])
                out.append(short[:k] + [Draw(e.seat, e.discards, e.reshuffled + e.discards[:1])])
                break
    shuffled = Shuffle(SORTED)
    procedures: list[Event] = [
        Join(1), Join(cfg.players + 1), Join(0), Leave(1), Leave(2), shuffled, Shuffle(SORTED[:51]),
        Shuffle(SORTED[:51] + SORTED[:1]), Deal(), Deal(True), Fold(1), Check(1), Call(1), Bet(1, 400), Draw(1),
        Misdeal(), DrawForButton(((1, cards("AS")[0]), (2, cards("KS")[0]))),
        DrawForButton(((1, cards("AS")[0]), (2, cards("AS")[0]))),
    ]
    prefixes: list[list[Event]] = [[], [Join(1)], [Join(1), Join(2)], [Join(1), Join(2), shuffled],
                                   [Join(1), Join(2), Join(3), shuffled]]
    for prefix in prefixes:
        out += [prefix + [e] for e in procedures]
    return out


def scripts(cfg: TableConfig) -> list[list[Message]]:
    """The scripted sequences, in protocol form."""
    return [[encode_event(e) for e in events] for events in _events(cfg)]


def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The digest's worked hands and the rounds worth keeping whole that the table can play."""
    return [(name, [encode_event(e) for e in events]) for name, events in _cases(cfg).items()]
