"""Scripted 637a rounds: the digest's worked hands, a stacked deck dealing them, and a round played out turn by turn
by a policy. The demonstration, the conformance vectors and suite and the tests script rounds with these; none of it
is a rule of the game (the rules are :mod:`croupier.reference.poker_variants.game`).

``cfg``: a :class:`~croupier.reference.poker_variants.config.TableConfig`; ``s``: a game
:class:`~croupier.reference.poker_variants.game.State`.
"""

from __future__ import annotations

from typing import Callable, Mapping, Optional, Sequence

from croupier.reference.poker_variants import game
from croupier.reference.poker_variants.config import ButtonStart, TableConfig, Variant
from croupier.reference.poker_variants.game import (
    DECK, Call, Check, Deal, Draw, DrawForButton, Event, Join, Phase, Shuffle, State, bet_limits, reshuffle_pool,
    stacked_deck,
)
from croupier.reference.poker_variants.kernels import cards

__all__ = ["BUTTON_CARDS", "HANDS", "Policy", "SORTED", "dealt", "family", "least_bet", "passive", "play_out"]

#: the deck in one fixed order: the cards a stacked deck deals after the planted ones
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


def family(cfg: TableConfig) -> str:
    """Which of :data:`HANDS` the table's variant deals: ``omaha``, ``draw`` (Triple Draw) or ``badugi``."""
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
    order = game.clockwise(s.seated | frozenset(seats), game.button_seat(cfg, s) or 0)  # who sits down is dealt too
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
    """The smallest ``to`` a bet or raise by the player whose turn it is may reach now (:func:`game.bet_limits`)."""
    return bet_limits(cfg, s, s.to_act or 0)[0]


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
