"""How seven cards are set into a high, a medium and a low hand (659a.1, 659a.11(b)), and the house way the dealer
sets his by (659a.11(c)), which the chapter leaves wholly to the holder's Rules Submission (reading G-9).

``cards``: seven cards as :mod:`~croupier.reference.asia_poker.kernels` writes them; ``ranking``: the keyword
arguments of :func:`~croupier.reference.asia_poker.kernels.key` for the table's A-2-3-4 elections
(:attr:`TableConfig.ranking <croupier.reference.asia_poker.config.TableConfig.ranking>`).

Seven cards can be split 105 ways (35 choices of the high hand's four cards, then three of the medium hand's two);
:func:`legal` keeps those 659a.11(b) allows. Two settings that give the same three hand keys play alike in every
comparison, so a house way is judged on keys, not on which of two equal cards went where (:func:`same_play`).

A house way is a policy: a function from the dealer's seven cards (and the ranking) to a :class:`Setting`. Two are
built in, each fully defined so that any implementation can follow it:

* ``best_high``: of the legal settings, the one whose high hand ranks highest; among those, the highest medium
  hand, then the highest low card.
* ``best_medium``: the highest medium hand first, then the highest high hand, then the highest low card.

Ties left after the three keys are settled by :func:`canonical` (the setting whose cards, written high hand first
in a fixed order, come first), which changes nothing in play. A holder whose Rules Submission prescribes another
house way names its own policy as ``"package.module:function"`` in the profile (:func:`policy`); the model sets the
dealer's hands by it and refuses the round if it returns a setting 659a.11(b) does not allow.
"""

from __future__ import annotations

import functools
import importlib
import itertools
from typing import Any, Callable, Iterator

import attrs

from croupier.reference.asia_poker import kernels
from croupier.reference.asia_poker.kernels import JOKER, Card, Key
from croupier.spec.citations import cites

__all__ = ["BUILT_IN", "Policy", "Setting", "best_high", "best_medium", "canonical", "is_legal", "keys", "legal",
           "policy", "same_play", "settings"]

Hand = tuple[Card, ...]
Policy = Callable[..., "Setting"]


def _order(c: Card) -> tuple[int, str]:
    """A fixed order of cards inside a hand: the joker first, then by rank (ace high) and suit."""
    return (99, "") if c == JOKER else (14 if c[0] == 1 else c[0], c[1])


def _hand(cards: Any) -> Hand:
    return tuple(sorted(cards, key=_order, reverse=True))


@attrs.frozen
class Setting:
    """Seven cards set as a high hand of four, a medium hand of two and a low hand of one (659a.1); each hand's
    cards kept in a fixed order, so that two settings of the same cards are equal when they put the same cards in
    the same hands."""

    high: Hand = attrs.field(converter=_hand)
    medium: Hand = attrs.field(converter=_hand)
    low: Hand = attrs.field(converter=_hand)

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.high + self.medium + self.low

    def __str__(self) -> str:
        return " / ".join(" ".join(map(kernels.card_name, h)) for h in (self.high, self.medium, self.low))


def settings(cards: tuple[Card, ...]) -> Iterator[Setting]:
    """Every way to set the seven cards into hands of four, two and one (105 ways)."""
    for high in itertools.combinations(cards, 4):
        rest = [c for c in cards if c not in high]
        for medium in itertools.combinations(rest, 2):
            yield Setting(high, medium, tuple(c for c in rest if c not in medium))


def keys(s: Setting, **ranking: bool) -> tuple[Key, Key, Key]:
    """The three hands' keys (659a.6): what every comparison of the setting depends on."""
    return (kernels.key(s.high, **ranking), kernels.key(s.medium, **ranking), kernels.key(s.low, **ranking))


@cites("pa:659a.11(b)")
def is_legal(s: Setting, **ranking: bool) -> bool:
    """Is the setting in order: the high hand above the medium hand, the medium above the low (659a.11(b))?"""
    h, m, lo = keys(s, **ranking)
    return h > m > lo


def legal(cards: tuple[Card, ...], **ranking: bool) -> list[Setting]:
    """The settings of the seven cards 659a.11(b) allows. Every seven cards have at least one (the four highest
    cards high, the next two medium and the lowest low need not be one, but some setting always is: a test checks
    it over sampled hands and the model refuses a house way that finds none)."""
    return [s for s, _ in _keyed(tuple(cards), **ranking)]


def _keyed(cards: tuple[Card, ...], a234_sf_high: bool = True, a234_straight_high: bool = True
           ) -> list[tuple[Setting, tuple[Key, Key, Key]]]:
    """The legal settings with their keys, in :func:`settings`' order; each of the 63 hands the seven cards can
    form is ranked once (the 105 settings share them), and the last few hundred hands are remembered."""
    return list(_keyed_cached(cards, a234_sf_high, a234_straight_high))


@functools.lru_cache(maxsize=512)
def _keyed_cached(cards: tuple[Card, ...], a234_sf_high: bool, a234_straight_high: bool
                  ) -> tuple[tuple[Setting, tuple[Key, Key, Key]], ...]:
    memo: dict[frozenset[Card], Key] = {}

    def k(hand: tuple[Card, ...]) -> Key:
        f = frozenset(hand)
        if f not in memo:
            memo[f] = kernels.key(hand, a234_sf_high=a234_sf_high, a234_straight_high=a234_straight_high)
        return memo[f]

    out = []
    for s in settings(cards):
        ks = (k(s.high), k(s.medium), k(s.low))
        if ks[0] > ks[1] > ks[2]:
            out.append((s, ks))
    return tuple(out)


def same_play(a: Setting, b: Setting, **ranking: bool) -> bool:
    """Do the two settings play alike: the same keys for the high, medium and low hands?"""
    return keys(a, **ranking) == keys(b, **ranking)


def canonical(candidates: list[Setting]) -> Setting:
    """Of settings that play alike, the one whose cards, high hand first, each hand in the fixed order of
    :class:`Setting` (the joker, then ace high down, suits S, H, D, C), read highest: a tie-break that changes
    nothing in play."""
    return max(candidates, key=lambda s: tuple(_order(c) for c in s.cards))


def _best(cards: tuple[Card, ...], rank: Callable[[tuple[Key, Key, Key]], tuple[Key, ...]],
          ranking: dict[str, bool]) -> Setting:
    options = [(rank(ks), s) for s, ks in _keyed(tuple(cards), **ranking)]
    if not options:
        raise ValueError("no setting of these seven cards is in order (659a.11(b))")
    top = max(k for k, _ in options)
    return canonical([s for k, s in options if k == top])


@cites("pa:659a.11(c)")
def best_high(cards: tuple[Card, ...], **ranking: bool) -> Setting:
    """The built-in house way ``best_high``: the highest high hand, then the highest medium, then the highest low."""
    return _best(cards, lambda k: k, ranking)


@cites("pa:659a.11(c)")
def best_medium(cards: tuple[Card, ...], **ranking: bool) -> Setting:
    """The built-in house way ``best_medium``: the highest medium hand, then the highest high, then the highest
    low."""
    return _best(cards, lambda k: (k[1], k[0], k[2]), ranking)


#: the house ways a profile names by a word
BUILT_IN: dict[str, Policy] = {"best_high": best_high, "best_medium": best_medium}


def policy(name: str) -> Policy:
    """The house way a profile names: a built-in one, or ``"package.module:function"``, a function taking the seven
    cards (and the ranking's keyword arguments) and returning a :class:`Setting` (or three hands). A name that does
    not resolve to a callable is a :class:`ValueError` saying why."""
    if name in BUILT_IN:
        return BUILT_IN[name]
    module, sep, attr = name.partition(":")
    if not sep or not module or not attr:
        raise ValueError(f"must be one of {', '.join(map(repr, BUILT_IN))} or 'package.module:function', not "
                         f"{name!r}")
    try:
        found = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as e:
        raise ValueError(f"the house way {name!r} cannot be loaded: {e}") from None
    if not callable(found):
        raise ValueError(f"the house way {name!r} is not a function")

    def wrapped(cards: tuple[Card, ...], **ranking: bool) -> Setting:
        got = found(cards, **ranking)
        return got if isinstance(got, Setting) else Setting(*got)

    return wrapped
