"""Spanish 21 vector scripts: the sequences the generator mines before random play, and whole rounds.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The scripts reach what random play reaches
only by luck: the digest's worked rounds (S21-01 to S21-17, S21-I1 to I3; spanish-21.md section 6), a Super
Bonus at each wager band, a dealer Blackjack behind an ace and behind a king with insurance, surrender and a
double before it, each irregularity of 551.16 at its point of the round, the cutting card coming out, and every
refusal of each event in each phase.
"""

from __future__ import annotations

from typing import Any

from croupier.conformance.spanish21.codec import encode_event
from croupier.conformance.families import blackjack as family
from croupier.reference.cards import Card
from croupier.reference.spanish21.config import Shuffling, TableConfig
from croupier.reference.spanish21.state import (DECK, AllowEntry, Burn, Deal, DealerSkipped, Double, DrawnInError,
                                                Event, FaceUpCard, Hit, Insure, MissedBox, SkippedHit, MistakenDraw, NewDealer, Peek, PlaceBet, PlaceMatch,
                                                ReaderFailure, ReaderRepaired, RemoveBet, Rescue, Reshuffle,
                                                ReshuffleDiscards, Shuffle, Split, Stand, Surrender, TenFound)

__all__ = ["WORKED", "events", "whole_cases"]

Message = dict[str, Any]


_c = family.card_of
cards = family.cards


def _shoe(cfg: TableConfig) -> list[Event]:
    return family.shoe(cfg.decks, cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER)


def _bets(cfg: TableConfig, *amounts: int) -> list[Event]:
    return [PlaceBet(i + 1, max(a, cfg.table_min)) for i, a in enumerate(amounts)]


#: the digest's worked rounds: the wagers, then the events of the round (section 6; the default profile's figures)
WORKED: dict[str, tuple[tuple[int, ...], list[Event]]] = {
    "s21-01-push-and-win": ((1000, 1000), [*cards("9H KD 7C 8D 9S QS"), Stand(1), Stand(2)]),
    "s21-02-soft-17-stands": ((2000,), [*cards("KH 6S 8C AD"), Stand(1)]),
    "s21-03-five-card-21": ((1000,), [*cards("2H 9C 3S 8D"), Hit(1), *cards("AC"), Hit(1), *cards("2D"), Hit(1),
                                      *cards("3H")]),
    "s21-04-double-on-four-cards": ((1000,), [*cards("2H 9C 3S 8D"), Hit(1), *cards("AC"), Hit(1), *cards("2D"),
                                              Double(1, 1000), Hit(1), *cards("3H"), Stand(1)]),
    "s21-05-spade-678": ((1000, 1000), [*cards("6S KH 5H 7S 8D 9C"), Hit(1), *cards("8S"), Stand(2),
                                        *cards("KD")]),
    "s21-06-no-draw": ((1000,), [*cards("6S 5H 7S 9C"), Hit(1), *cards("8S")]),
    "seven-card-21": ((1000,), [*cards("2H 9C 2S 8D"), Hit(1), *cards("2D"), Hit(1), *cards("2C"), Hit(1),
                                *cards("AH"), Hit(1), *cards("AS"), Hit(1), *cards("AD")]),
    "s21-07-super-bonus": ((2500, 1000), [*cards("7D KS 7C 7D 9H 9S"), Hit(1), *cards("7D"), Stand(2),
                                          *cards("5H")]),
    "s21-07-super-bonus-low": ((1000, 1000), [*cards("7D KS 7C 7D 9H 9S"), Hit(1), *cards("7D"), Stand(2),
                                              *cards("5H")]),
    "s21-07-super-bonus-small": ((400, 1000), [*cards("7D KS 7C 7D 9H 9S"), Hit(1), *cards("7D"), Stand(2),
                                                 *cards("5H")]),
    "s21-07-split-sevens": ((1000, 1000), [*cards("7D 9S 7C 7D 9C 9H"), Split(1), *cards("7D"), Hit(1),
                                           *cards("7D"), *cards("KH"), Stand(1), Stand(2), *cards("5H")]),
    "s21-08-match-then-check": ((1000,), [PlaceMatch(1, 1000), *cards("QH QH QS 5C"), Peek(), Stand(1),
                                          *cards("6D")]),
    "s21-09-blackjack-insured": ((1000, 1000), [*cards("AD 9C AS KC 9D QH"), Insure(1, 500), Peek(),
                                                Split(2)]),
    "s21-10-surrender-vs-9": ((2000,), [*cards("KS 9H 6C 8C"), Surrender(1)]),
    "s21-11-surrender-vs-king": ((2000,), [*cards("KS KH 6C 7D"), Peek(), Surrender(1)]),
    "s21-12-rescue": ((1000,), [*cards("5H 6S 6D JC"), Double(1, 1000), *cards("2C"), Rescue(1)]),
    "s21-13-busting-double": ((1000,), [*cards("7H 6S 5D JC"), Double(1, 1000), *cards("KD")]),
    "s21-14-split-resplit": ((1000,), [*cards("8H 6C 8S KD"), Split(1), *cards("8C"), Split(1), *cards("3D"),
                                       Double(1, 1000), *cards("9S"), Stand(1), *cards("8D"), Split(1), Stand(1),
                                       *cards("KS"), Stand(1), *cards("7H")]),
    "s21-15-21-vs-21": ((1000, 1000), [*cards("9C KH 5D 5S 9H 6H"), Hit(1), *cards("7C"), Stand(2),
                                       *cards("KC")]),
    "s21-16-split-ace-king": ((1000,), [*cards("AH 6D AS 5C"), Split(1), *cards("KS"), *cards("9D"),
                                        Stand(1), *cards("QC")]),
    "s21-17-blackjack-vs-7": ((1000, 1000), [*cards("AH 9S 7S KC 9D 9H"), Stand(1), Stand(2), *cards("2C")]),
    "surrender-a-blackjack": ((1000,), [*cards("AH 7S KC 9D"), Surrender(1)]),
    "s21-i1-reader-misuse": ((1000,), [*cards("KS 9C 8D 7D"), Peek(), Stand(1), *cards("2C")]),
    "s21-i2-two-tens": ((1000,), [*cards("KS 9C"), TenFound(_c("10H")), *cards("8D"), TenFound(_c("10S"))]),
    "s21-i3-mistaken-draw": ((1000,), [*cards("KS 7C KD QD"), Stand(1), MistakenDraw(_c("4S")),
                                       MistakenDraw(_c("4H"))]),
    "dealer-bj-behind-king": ((1000, 1000), [*cards("9S AH KD 8S KC AC"), Peek(), Surrender(1), Double(1, 1000),
                                             *cards("5D"), Stand(1), Stand(2)]),
    "dealer-bj-surrender-held": ((2000,), [*cards("KS QH 6C AD"), Peek(), Surrender(1)]),
    "face-up-cards": ((1000,), [*cards("KS 9C"), FaceUpCard(_c("5H")), *cards("8D 7D"), FaceUpCard(_c("6H"))]),
    "drawn-in-error-unseen": ((1000, 1000), [*cards("5S 9C 6H 7D 8S KH"), DrawnInError(_c("2D")), Hit(1),
                                             Stand(1), Stand(2)]),
    "drawn-in-error-refused": ((1000, 1000), [*cards("KS 9C 6H 5D 5S 8H"), DrawnInError(_c("3D"), True),
                                              Stand(1), Stand(2)]),
    "dealer-skips-himself": ((1000,), [*cards("9S"), DealerSkipped(), *cards("8C 7H KD"), Stand(1)]),
    "dealer-skip-refused-while-a-box-is-due": ((1000, 1000), [*cards("9S"), DealerSkipped(), *cards("8C 7H")]),
    "box-passed": ((1000, 1000), [MissedBox(1), *cards("8C 7H 9S 6D"), Stand(2), *cards("KD")]),
    "box-second-card-late": ((1000, 1000), [*cards("8S 9C 7H"), MissedBox(1, True), *cards("6D 2H 9D"),
                                            Stand(1), Stand(2), *cards("KH")]),
    "hit-passed-late": ((1000, 1000), [*cards("5S 9C 6H 7D 8S KH"), Hit(1), SkippedHit(1, True),
                                       Stand(2), *cards("8H"), Stand(1), *cards("2C")]),
    "hit-passed-dead": ((1000, 1000), [*cards("5S 9C 6H 7D 8S KH"), Double(1, 1000), SkippedHit(1), Stand(2),
                                       *cards("2C")]),
}


def _worked(cfg: TableConfig, name: str) -> list[Event]:
    amounts, events = WORKED[name]
    return [*_shoe(cfg), *_bets(cfg, *amounts), *events]


def _cut_card_out(cfg: TableConfig) -> list[Event]:
    """Rounds of one box standing on two small cards against a dealer's 17, until the cutting card, 24 cards
    from the top, comes out; the round is finished and the cards reshuffled (551.8(j))."""
    n = DECK * cfg.decks
    out: list[Event] = [Shuffle(n // 2, n - 24), Burn()]
    for k in range(7):
        low = [Card(2 + (k + j) % 4, "SHDC"[(k + j) % 4]) for j in (0, 1)]
        out += [PlaceBet(1, cfg.table_min), Deal(low[0]), Deal(Card(13, "SHDC"[k % 4])), Deal(low[1]),
                Deal(Card(7, "SHDC"[k % 4])), Stand(1)]
    return out


def events(cfg: TableConfig) -> list[list[Event]]:
    """The scripted sequences, as model events (the suite sends them in protocol form)."""
    out = [_worked(cfg, name) for name in WORKED]
    if cfg.shuffling is not Shuffling.CONTINUOUS_SHUFFLER:
        out.append(_cut_card_out(cfg))
    shoe = _shoe(cfg)
    one = [*shoe, PlaceBet(1, 1000)]
    dealt = one + cards("8S 9C 8H 7D")
    ace = one + cards("8S AC 8H 7D")
    procedures: list[Event] = [
        Shuffle(5, 100), Shuffle(100, 10), Shuffle(0, 0), Burn(), Burn(_c("3S")), NewDealer(), Reshuffle(),
        PlaceBet(0, 1000), PlaceBet(8, 1000), PlaceBet(1, 1), PlaceBet(1, 10 ** 7), PlaceBet(2, 1000, 1),
        PlaceBet(3, 1000, 1), PlaceMatch(1, 500), PlaceMatch(1, 50), PlaceMatch(1, 10 ** 6), PlaceMatch(2, 500),
        RemoveBet(1), RemoveBet(2), AllowEntry(1), Deal(_c("9S")), Insure(1, 500), Insure(1, 501), Peek(),
        Hit(1), Hit(2), Stand(1), Double(1, 1000), Double(1, 1001), Split(1), Surrender(1), Rescue(1),
        FaceUpCard(_c("4D")), TenFound(_c("10C")), TenFound(_c("4C")), MistakenDraw(_c("4S")), ReaderFailure(),
        ReaderRepaired(), ReshuffleDiscards(), DrawnInError(_c("6S")), DrawnInError(_c("6S"), True), Deal(_c("10H")),
        DealerSkipped(), MissedBox(1), MissedBox(1, True), SkippedHit(1), SkippedHit(1, True),
    ]
    prefixes: list[list[Event]] = [[], shoe[:1], shoe, one, dealt[:-2], dealt, ace, ace + [Insure(1, 500)],
                                   ace + [Peek()], dealt + [Double(1, 1000)], dealt + [Split(1)], dealt + [Hit(1)],
                                   one + cards("8S"), dealt + [DrawnInError(_c("3H"))],
                                   dealt + [Double(1, 1000), *cards("2H")],
                                   one + [ReaderFailure()]]
    for prefix in prefixes:
        out += [prefix + [e] for e in procedures]
    return out



def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The digest's worked rounds, kept whole; at a continuous shuffler, the first of them with a ``shuffle`` that
    leaves out ``cover`` and ``cut_card`` (the schema makes them optional, each reading 0: no cut, 551.15)."""
    out = [(name, [encode_event(e) for e in _worked(cfg, name)]) for name in WORKED]
    if cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER:
        first = [{"type": "shuffle"} if m.get("type") == "shuffle" else m for m in out[0][1]]
        out.append(("continuous-shuffle-fields-left-out", first))
    if cfg.no_midshoe_entry:
        out.append(("sat-out-then-barred", [encode_event(e) for e in _sat_out(cfg)]))
    if cfg == TableConfig():  # the default table's file only: the case is long (a shoe run down card by card)
        out.append(("discards-reshuffled", [encode_event(e) for e in _discards_reshuffled(cfg)]))
    return out


#: 551.16(g): box by box, the hands of a round that runs the shoe out, each card as dealt: every box splits its 2s and
#: resplits them (three hands, 551.12(c)), and each hand draws to 21; box 7's last hand waits for its second card
_RUN_OUT = ("2S 3S 6S KS | 2H 3H 6H KH | 2D 3D 6D KD", "2C 3C 6C KC | 2S 3S 6S KS | 2H 3H 6H KH",
            "2D 3D 6D KD | 2C 3C 6C KC | 2S 3S 6S KS", "2H 9S KH | 2D 9D KD | 2C 9C KC",
            "2S 9S KS | 2H 9D KH | 2D 9C KD", "2C 9S KC | 2S 9D KS | 2H 9C KH", "2D 9S KD | 2C 9C KC | 2S")


def _discards_reshuffled(cfg: TableConfig) -> list[Event]:
    """551.16(g): the shoe runs out in a round, by dealing (:func:`family.run_down` leaves one card more than lie
    behind the cutting card, 73 of six decks): seven boxes, the first card bringing the cutting card out, each box's
    pair of 2s split and resplit, each hand drawing to 21 (:data:`_RUN_OUT`). The discards are reshuffled only once
    the shoe is empty, a card is burned face down before the next card, and the round finishes from the reshuffled
    discards: box 7's last hand takes the 9H to 20 and stands, and the dealer's 16 draws the 7C, every copy of both
    discarded before; his 23 loses to every hand. The cards are shuffled after the round."""
    hands = [h.split("|") for h in _RUN_OUT]
    boxes = range(1, len(_RUN_OUT) + 1)
    round_: list[Event] = [*_bets(cfg, *(1000 for _ in boxes)), *cards(" ".join(h[0].split()[0] for h in hands)),
                           *cards("6H"), *cards(" ".join(h[-1].split()[0] for h in hands)), *cards("KC")]
    for box in boxes:
        round_ += family.split_box(box, _RUN_OUT[box - 1])
    round_ += [ReshuffleDiscards(), *cards("9D"), Hit(7), *cards("9H"), ReshuffleDiscards(), *cards("9H"),
               Burn(_c("9H")), Burn(), *cards("9H"), Stand(7), *cards("7C")]
    return [*family.run_down(cfg.decks, round_), *round_]


def _sat_out(cfg: TableConfig) -> list[Event]:
    """551.6(k): players 1 and 2 play the first round, only player 1 the second; player 2 is then barred until the
    shuffle (the rounds are the digest's s21-01 and s21-02)."""
    both = [*_bets(cfg, 1000, 1000), *cards("9H KD 7C 8D 9S QS"), Stand(1), Stand(2)]
    one = [*_bets(cfg, 2000), *cards("KH 6S 8C AD"), Stand(1)]
    return _shoe(cfg) + both + one + [PlaceBet(2, max(1000, cfg.table_min))]
