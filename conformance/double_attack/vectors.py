"""Double Attack Blackjack vector scripts: the sequences the generator mines before random play, and whole rounds.

``cfg``: the reference's TableConfig; ``m``: an event in protocol form. The scripts reach what random play reaches
only by luck: the digest's worked rounds (DA-01 to DA-11; double-attack-blackjack.md section 6), every row of the
Bust It paytable, a dealer Blackjack behind an ace and behind a king with insurance and every wager on the layout,
surrender after a hit, a double and a split, each irregularity of 665a.13 at its point of the round, the cover card
coming out, and every refusal of each event in each phase.
"""

from __future__ import annotations

from typing import Any

from croupier.conformance.double_attack.codec import encode_event
from croupier.conformance.families import blackjack as family
from croupier.reference.cards import Card
from croupier.reference.double_attack.config import Shuffling, TableConfig
from croupier.reference.double_attack.state import (DECK, AllowEntry, Burn, Deal, Double, DrawnInError, Event,
                                                    FaceUpCard, Hit, Insure, MissedBox, MistakenDraw, NewDealer,
                                                    Peek, PlaceAttack, PlaceBet, PlaceBustIt, ReaderFailure,
                                                    ReaderRepaired, RemoveBet, Reshuffle, ReshuffleDiscards,
                                                    Shuffle, ShufflerFault, SkippedHit, Split, Stand, Surrender,
                                                    TenFound)

__all__ = ["WORKED", "events", "whole_cases"]

Message = dict[str, Any]


_c = family.card_of
cards = family.cards


def _shoe(cfg: TableConfig) -> list[Event]:
    return family.shoe(cfg.decks, cfg.shuffling is Shuffling.CONTINUOUS_SHUFFLER)


#: the digest's worked rounds: the Bets, the Bust It Wagers, then the events of the round (section 6, in cents)
WORKED: dict[str, tuple[tuple[int, ...], tuple[int, ...], list[Event]]] = {
    "da-01-double-attack-double-bust-it": ((1000,), (500,), [*cards("6S"), PlaceAttack(1, 1000),
                                                             *cards("9H 2C QD"), Double(1, 2000), *cards("KC 8H")]),
    "da-02-dealer-blackjack": ((1000, 1000), (500,), [*cards("AS"), PlaceAttack(1, 1000), *cards("9C AH 7D KD JC"),
                                                       Insure(1, 500), Peek()]),
    "da-03-blackjack-even-money": ((2000,), (), [*cards("5C"), PlaceAttack(1, 2000), *cards("AD QS 9H KH")]),
    "da-04-surrender-after-a-hit": ((1000,), (500,), [*cards("9D"), PlaceAttack(1, 1000), *cards("8C 4H 5S"),
                                                      Hit(1), *cards("2S"), Surrender(1), *cards("JC")]),
    "da-05-surrender-after-a-double": ((1000,), (), [*cards("9H"), PlaceAttack(1, 1000), *cards("5D 6C 8S"),
                                                     Double(1, 2000), *cards("2C"), Surrender(1)]),
    "da-06-split-aces": ((1000,), (), [*cards("7C"), PlaceAttack(1, 500), *cards("AS AH 9D"), Split(1),
                                       *cards("KD AC"), Hit(1), Split(1), Stand(1), *cards("5H")]),
    "da-07-same-colour-8s": ((1000,), (1000,), [*cards("8H 9C 9S 8D"), Stand(1), *cards("8H")]),
    "da-07-same-suit-8s": ((1000,), (1000,), [*cards("8S 9C 9S 8S"), Stand(1), *cards("8S")]),
    "da-07-mixed-8s": ((1000,), (1000,), [*cards("8S 9C 9S 8H"), Stand(1), *cards("8C")]),
    "da-07-third-card-6": ((1000,), (1000,), [*cards("JS 9C 9S 6D"), Peek(), Stand(1), *cards("6H")]),
    "da-07-third-card-9": ((1000,), (1000,), [*cards("9C 9D 9S 4D"), Stand(1), *cards("9H")]),
    "da-07-third-card-7": ((1000,), (1000,), [*cards("9C 9D 9S 6D"), Stand(1), *cards("7S")]),
    "da-07-soft-16-no-bust": ((1000,), (1000,), [*cards("AD 9D 9S 5C"), Peek(), Stand(1), *cards("6S KH")]),
    "da-07-three-sixes": ((1000,), (1000,), [*cards("6C 9D 9S 6D"), Stand(1), *cards("6H")]),
    "da-07-hard-17": ((1000,), (1000,), [*cards("KC 9D 9S 7D"), Peek(), Stand(1)]),
    "da-08-caps": ((1000,), (1100,), [*cards("AS"), PlaceAttack(1, 1200), PlaceAttack(1, 500), *cards("8C 8D 9H"),
                                      Insure(1, 600), Insure(1, 500), Peek(), Double(1, 1600), Split(1),
                                      *cards("2S"), Double(1, 1500), *cards("9S"), Stand(1), *cards("KS"),
                                      Stand(1)]),
    "da-09-both-bust": ((1000,), (), [*cards("6H KC 5D QS"), Hit(1), *cards("9C 8D")]),
    "da-10-three-splits": ((1000,), (500,), [*cards("6H 8C 8D QS"), Split(1), *cards("8S"), Split(1),
                                             *cards("8H"), Split(1), *cards("2D"), Double(1, 1000), *cards("9H"),
                                             Stand(1), *cards("8C"), Split(1), Stand(1), *cards("KD"), Stand(1),
                                             *cards("3H"), Hit(1), *cards("7S"), Stand(1), *cards("9C")]),
    "da-11-illegal-actions": ((1000, 1000), (), [*cards("6H"), PlaceBustIt(1, 500), *cards("KC"),
                                                 PlaceAttack(1, 500), *cards("AD 5S QH 9D"), Double(2, 1000),
                                                 Stand(1), Surrender(1), Hit(1), *cards("5H")]),
    "dealer-bj-behind-king": ((1000, 1000), (1000, 500), [*cards("KD"), PlaceAttack(1, 1000), PlaceAttack(2, 700),
                                                          *cards("AH 9S KC 8S AC"), Peek()]),
    "surrender-a-split-hand": ((1000,), (1000,), [*cards("5D"), PlaceAttack(1, 1000), *cards("9C 9H 6S"),
                                                  Split(1), *cards("7D"), Surrender(1), *cards("3C"), Hit(1),
                                                  *cards("4C"), Surrender(1), *cards("KS")]),
    "double-for-less": ((1000,), (), [*cards("4H"), PlaceAttack(1, 300), *cards("5C 6D 9S"), Double(1, 700),
                                      *cards("3H"), Stand(1), *cards("8H")]),
    "odd-insurance": ((1500,), (), [*cards("AH"), PlaceAttack(1, 1500), *cards("7C 9D 5S"), Insure(1, 800),
                                    Peek(), Stand(1), *cards("KD 5D")]),
    "insure-nothing": ((1000,), (), [*cards("AH 9C 8D 7S"), Insure(1, 0), Insure(1, 500), Peek(), Stand(1)]),
    "i-face-up-card": ((1000,), (), [*cards("KS 9C"), FaceUpCard(_c("5H")), *cards("8D 7D"), FaceUpCard(_c("6H")),
                                     Peek(), Stand(1)]),
    "i-ten-found": ((1000,), (), [*cards("9S"), TenFound(_c("10H")), *cards("9C 8D"), TenFound(_c("10S")),
                                  *cards("7D"), Stand(1), *cards("KH")]),
    "i-mistaken-draw": ((1000,), (), [*cards("KS 7C KD QD"), Peek(), Stand(1), MistakenDraw(_c("4S")),
                                      MistakenDraw(_c("4H"))]),
    "i-drawn-in-error-unseen": ((1000, 1000), (), [*cards("5S 9C 6H 7D 8S KH"), DrawnInError(_c("2D")),
                                                   Hit(1), Stand(1), Stand(2), *cards("KD")]),
    "i-drawn-in-error-refused": ((1000, 1000), (), [*cards("5S 9C 6H 5D 5S 8H"), DrawnInError(_c("3D"), True),
                                                    Stand(1), Stand(2), *cards("KD")]),
    "i-exposed-in-the-deal": ((1000,), (), [*cards("5S"), DrawnInError(_c("AD"), True), PlaceAttack(1, 1000),
                                            *cards("9C 6H 8S"), Stand(1), *cards("KH")]),
    "i-box-passed": ((1000, 1000), (500,), [*cards("9S"), MissedBox(1), *cards("8C 7H 6D"), Stand(2),
                                            *cards("KD")]),
    "i-box-second-card-late": ((1000, 1000), (), [*cards("8S 9C 7H"), MissedBox(1, True), *cards("6D 2H 9D"),
                                                  Stand(1), Stand(2)]),
    "i-hit-passed-late": ((1000, 1000), (), [*cards("5S 9C 6H 7D 8S KH"), Hit(1), SkippedHit(1, True),
                                             Stand(2), *cards("2H"), Stand(1), *cards("2C")]),
    "i-hit-passed-dead": ((1000, 1000), (1000,), [*cards("5S"), PlaceAttack(1, 500), *cards("9C 6H 7D 8S KH"),
                                                  Hit(1), SkippedHit(1), Stand(2), *cards("2C")]),
    "i-reader-misuse": ((1000,), (500,), [*cards("9S 9C 8D 7D"), Peek(), Stand(1), *cards("2C")]),
}


def _worked(cfg: TableConfig, name: str) -> list[Event]:
    bets, bust_its, events = WORKED[name]
    head: list[Event] = [PlaceBet(i + 1, max(a, cfg.table_min)) for i, a in enumerate(bets)]
    if cfg.bust_it_offered:
        head += [PlaceBustIt(i + 1, a) for i, a in enumerate(bust_its)]
    return [*_shoe(cfg), *head, *events]


def _cover_card_out(cfg: TableConfig) -> list[Event]:
    """Rounds of one box standing on two small cards against a dealer's 17, until the cover card, 24 cards from the
    end, comes out; the round is finished and the cards reshuffled (665a.7(d))."""
    n = DECK * cfg.decks
    out: list[Event] = [Shuffle(n // 2, n - 24), Burn()]
    for k in range(8):
        low = [Card(2 + (k + j) % 4, "SHDC"[(k + j) % 4]) for j in (0, 1)]
        out += [PlaceBet(1, cfg.table_min), Deal(Card(7, "SHDC"[k % 4])), Deal(low[0]), Deal(low[1]),
                Deal(Card(13, "SHDC"[k % 4])), Peek(), Stand(1)]
    return out


def events(cfg: TableConfig) -> list[list[Event]]:
    """The scripted sequences, as model events (the suite sends them in protocol form)."""
    out = [_worked(cfg, name) for name in WORKED]
    if cfg.shuffling is not Shuffling.CONTINUOUS_SHUFFLER:
        out.append(_cover_card_out(cfg))
    shoe = _shoe(cfg)
    one = [*shoe, PlaceBet(1, 1000)]
    up = one + cards("8S")
    dealt = up + cards("9C 8H 7D")
    ace = one + cards("AC 8S 8H 7D")
    procedures: list[Event] = [
        Shuffle(5, 100), Shuffle(100, 10), Shuffle(0, 0), Burn(), Burn(_c("3S")), NewDealer(), Reshuffle(),
        ShufflerFault(), PlaceBet(0, 1000), PlaceBet(7, 1000), PlaceBet(1, 1), PlaceBet(1, 10 ** 7),
        PlaceBet(2, 1000, 1), PlaceBet(3, 1000, 1), PlaceBustIt(1, 500), PlaceBustIt(1, 1001), PlaceBustIt(2, 500),
        PlaceAttack(1, 1000), PlaceAttack(1, 1001), PlaceAttack(2, 500), RemoveBet(1), RemoveBet(2), AllowEntry(1),
        Deal(_c("9S")), Insure(1, 500), Insure(1, 501), Peek(), Hit(1), Hit(2), Stand(1), Double(1, 1000),
        Double(1, 1001), Split(1), Surrender(1), FaceUpCard(_c("4D")), TenFound(_c("10C")), TenFound(_c("4C")),
        MistakenDraw(_c("4S")), ReaderFailure(), ReaderRepaired(), ReshuffleDiscards(), DrawnInError(_c("6S")),
        DrawnInError(_c("6S"), True), Deal(_c("10H")), MissedBox(1), MissedBox(1, True), SkippedHit(1),
        SkippedHit(1, True),
    ]
    prefixes: list[list[Event]] = [[], shoe[:1], shoe, one, up, up + [PlaceAttack(1, 1000)], up + cards("9C"),
                                   dealt, ace, ace + [Insure(1, 500)], ace + [Peek()], dealt + [Double(1, 1000)],
                                   dealt + [Split(1)], dealt + [Hit(1)], dealt + [DrawnInError(_c("3H"))],
                                   dealt + [Double(1, 1000), *cards("2H")], one + [ReaderFailure()],
                                   up + cards("8C 8D 9D") + [Split(1)]]
    for prefix in prefixes:
        out += [prefix + [e] for e in procedures]
    return out



#: 665a.13(e): box by box, the hands of a round that runs the shoe out, each card as dealt: every box splits its 2s
#: and resplits them twice (four hands, 665a.11(c)), and each hand draws to 21; box 6's last hand is still drawing
_RUN_OUT = (*(("2S 3S 6S KS | 2H 3H 6H KH | 2D 3D 6D KD | 2C 3C 6C KC",) * 5),
            "2S 3S 6S KS | 2H 3H 6H KH | 2D 3D 6D KD | 2C 3C")


def _discards_reshuffled(cfg: TableConfig) -> list[Event]:
    """665a.13(e): the shoe runs out in a round, by dealing (:func:`family.run_down` leaves one card more than lie
    behind the cutting card, 97 of eight decks): six boxes, the up card bringing the cutting card out, each box's
    pair of 2s split and resplit twice, each hand drawing to 21 (:data:`_RUN_OUT`). The discards are reshuffled only
    once the shoe is empty, a card is burned face down before the next card, and the round finishes from the
    reshuffled discards: box 6's last hand, at 11 when the shoe runs out, takes the 9H to 20 and stands, and the
    dealer's 16 draws the 7C, every copy of both discarded before; his 23 loses to every hand, and the 7C decides box
    1's Bust It Wager. The cards are shuffled after the round."""
    hands = [h.split("|") for h in _RUN_OUT]
    boxes = range(1, len(_RUN_OUT) + 1)
    round_: list[Event] = [*(PlaceBet(box, 1000) for box in boxes), PlaceBustIt(1, 500), *cards("6H"),
                           *cards(" ".join(h[0].split()[0] for h in hands)),
                           *cards(" ".join(h[-1].split()[0] for h in hands)), *cards("KC")]
    for box in boxes:
        round_ += family.split_box(box, _RUN_OUT[box - 1])
    round_ += [ReshuffleDiscards(), Hit(6), *cards("6C"), Hit(6), *cards("9H"), ReshuffleDiscards(), *cards("9H"),
               Burn(_c("9H")), Burn(), *cards("9H"), Stand(6), *cards("7C")]
    return [*family.run_down(cfg.decks, round_), *round_]


def whole_cases(cfg: TableConfig) -> list[tuple[str, list[Message]]]:
    """The digest's worked rounds, kept whole; at the default table, the shoe run out in a round."""
    out = [(name, [encode_event(e) for e in _worked(cfg, name)]) for name in WORKED]
    if cfg == TableConfig():  # the default table's file only: the case is long (a shoe run down card by card)
        out.append(("discards-reshuffled", [encode_event(e) for e in _discards_reshuffled(cfg)]))
    return out
