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

from typing import Any, Optional, Sequence

from croupier.conformance.poker_variants.codec import encode_event
from croupier.reference.poker_variants import game
from croupier.reference.poker_variants.config import Betting, Split, TableConfig, Variant
from croupier.reference.poker_variants.game import (
    Bet, Call, Check, Deal, Draw, DrawForButton, Event, Fold, Join, Leave, Misdeal, Phase, Shuffle, State,
)
from croupier.reference.poker_variants.kernels import cards
from croupier.reference.poker_variants.scripts import (BUTTON_CARDS, HANDS, SORTED, Policy, dealt, family, least_bet,
                                                       play_out)

__all__ = ["BUTTON_CARDS", "HANDS", "dealt", "events", "family", "least_bet", "play_out", "whole_cases"]

Message = dict[str, Any]

#: cases whose hands sit from a later seat, the seats before them folding their blinds: dead money for an odd unit
SEATED_FROM = {"two-ways-to-show": 2}


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
    if cfg.split is not Split.NONE:  # issue 33 (campaign): two players tie the lowball half (637a.20(k)(2)), 8-6-4-3-2
        pair = ("8S 6H 4D 3C 2S", "8D 6D 4C 3H 2D")  # the Badugi half to the first: four suits to three
        seats = list(range(1, max(len(pair), need) + 1))
        deal = dealt(cfg, seats, dict(zip(seats, pair)))
        out["split-lowball-half-tied-by-two"] = deal + play_out(cfg, deal, _folding(seats[len(pair):]))
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
        # (e), P-11: the straddler sits left of the last blind bettor, so with every player on a blind nobody can
        out["straddle-with-every-player-on-a-blind"] = dealt(cfg, list(range(1, len(cfg.blinds) + 1)), straddle=True)
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


def events(cfg: TableConfig) -> list[list[Event]]:
    """The scripted sequences, as model events (the suite sends them in protocol form)."""
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



def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The digest's worked hands and the rounds worth keeping whole that the table can play."""
    return [(name, [encode_event(e) for e in events]) for name, events in _cases(cfg).items()]
