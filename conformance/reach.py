"""Which paytable rows the generated suite reaches, against the rows the bundled vectors exercise.

``g``: the game's :class:`~croupier.conformance.games.GameSuite`; ``m``: an
event in protocol form. A *paytable row* is what a winning settlement pays for
one wager: the bet (its kind with its number, ``total_value_bet 13``) and the
payout ratio, the amount over the stake the wager had on the layout just before
the event (``g.stake(before, seat, bet)``, as :func:`~croupier.conformance.generate.signatures`
reads it). A wrong row (a Total of 13 paid 6 to 1) is caught by the generated
suite only if the suite settles a winning wager at that row; this module lists
the rows the bundled vectors exercise and the rows the suite reaches at a budget
(the reference alone), so that a test can ask for the second to cover the first.

``python -m croupier.conformance.reach [game ...]`` prints, per game and default
profile, the rows the vectors exercise, the rows the suite reaches, the rows it
misses and how long the run took.
"""

from __future__ import annotations

import sys
import time
from typing import Any, Iterable, Mapping, Optional

import attrs

from croupier.conformance.lockstep import Budget, LockstepMachine, Row, paid_rows, run_profile
from croupier.conformance.vectors import load

__all__ = ["Reach", "Row", "reach", "rows_of", "suite_rows", "vector_rows"]

Message = dict[str, Any]
rows_of = paid_rows  #: the paytable rows one step pays (see :func:`~croupier.conformance.lockstep.paid_rows`)


def vector_rows(g: Any, name: str, profile: Mapping[str, Any], path: Any = None) -> set[Row]:
    """The rows the bundled vector file of a profile exercises (the reference replays each case from a fresh table)."""
    path = path or g.bundled_vectors(name, profile)
    if path is None:
        return set()
    cfg = g.config(dict(profile))
    rows: set[Row] = set()
    for case in load(path)["cases"]:
        s = g.initial()
        for step in case["steps"]:
            expected, after = g.run_event(cfg, s, step["event"])
            rows |= rows_of(g, s, expected)
            s = after
    return rows


def suite_rows(g: Any, name: str, profile: Mapping[str, Any], budget: Optional[Budget] = None) -> set[Row]:
    """The rows the generated suite reaches for a profile at ``budget`` (default: the CLI's), the reference alone."""
    rows: set[Row] = set()

    def seen(machine: LockstepMachine, m: Message, expected: Optional[list[Message]]) -> None:
        rows.update(rows_of(g, machine.s, expected))

    run_profile(g, None, name, profile, budget or Budget(), on_step=seen)
    return rows


@attrs.frozen
class Reach:
    """One profile's rows: in the vectors, reached by the suite, and the CPU seconds the suite took."""

    game: str
    profile: str
    vectors: frozenset[Row]
    suite: frozenset[Row]
    seconds: float

    @property
    def missing(self) -> frozenset[Row]:
        """The rows the vectors exercise and the suite does not reach."""
        return self.vectors - self.suite


def reach(g: Any, profiles: Optional[Iterable[str]] = None, budget: Optional[Budget] = None) -> list[Reach]:
    """Each profile's :class:`Reach` (default: the game's default profiles)."""
    out = []
    for n in profiles or g.default_profiles:
        name, profile = g.profile_named(n)
        vec = vector_rows(g, name, profile)
        t0 = time.process_time()
        got = suite_rows(g, name, profile, budget)
        out.append(Reach(g.name, name, frozenset(vec), frozenset(got), time.process_time() - t0))
    return out


def main(argv: Optional[list[str]] = None) -> int:
    from croupier.conformance.games import GAMES, suite_for

    names = (argv if argv is not None else sys.argv[1:]) or list(GAMES)
    for game in names:
        g = suite_for(game)
        total = 0.0
        for r in reach(g):
            total += r.seconds
            print(f"{r.game}/{r.profile}: vectors {len(r.vectors)}, suite {len(r.suite)}, "
                  f"reached {len(r.vectors & r.suite)}, missing {len(r.missing)} ({r.seconds:.1f} s)")
            for bet, ratio in sorted(r.missing):
                print(f"    missing: {bet} at {ratio}")
        print(f"{game}: {total:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
