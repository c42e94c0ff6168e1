"""Exact absorbing Markov chains: absorption probabilities and expected steps, in ``Fraction`` arithmetic.

``k``: a transient state's key; ``label``: what an absorption records (for a
wager: its result and net amount). A chain is a mapping from each transient key
to a :class:`Node`: the probability of moving to each transient key, and of
ending with each label. :func:`solve` answers, for every transient state, the
probability of ending with each label and the expected number of steps until
the chain ends, exactly; given a weight per state, also the expected sum of the
weights of the states it steps from (with weight 1 on some states and 0 on the
others: the expected number of steps taken from those states).

The solver splits the chain into strongly connected components and solves each
one as a small dense linear system (Gauss-Jordan elimination over
``Fraction``), successors first. Nothing is iterated to convergence, so no
figure is approximate.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Generic, Hashable, Mapping, Optional, TypeVar

import attrs

__all__ = ["ChainError", "Node", "Solution", "solve"]

K = TypeVar("K", bound=Hashable)
L = TypeVar("L", bound=Hashable)


class ChainError(ValueError):
    """The chain is not absorbing (some states never end) or a node's probabilities do not sum to 1."""


@attrs.frozen
class Node(Generic[K, L]):
    """One transient state: where one step leads, with its probability."""

    moves: tuple[tuple[K, Fraction], ...]
    ends: tuple[tuple[L, Fraction], ...]


@attrs.frozen
class Solution(Generic[K, L]):
    """Per transient state: the probability of each end, the expected number of steps until the end, and the
    expected sum of the weights of the states stepped from (equal to ``steps`` when no weight was given)."""

    ends: Mapping[K, Mapping[L, Fraction]]
    steps: Mapping[K, Fraction]
    weighted: Mapping[K, Fraction] = attrs.Factory(dict)


def _components(nodes: Mapping[K, Node[K, L]]) -> list[list[K]]:
    """Strongly connected components, each listed after every component it can reach (Tarjan, iterative)."""
    index: dict[K, int] = {}
    low: dict[K, int] = {}
    on_stack: set[K] = set()
    stack: list[K] = []
    out: list[list[K]] = []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work: list[tuple[K, int]] = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on_stack.add(v)
            succ = nodes[v].moves
            recurse = False
            while i < len(succ):
                w = succ[i][0]
                i += 1
                if w not in index:
                    work.append((v, i))
                    work.append((w, 0))
                    recurse = True
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            if recurse:
                continue
            if low[v] == index[v]:
                comp: list[K] = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                out.append(comp)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
    return out


def _gauss_jordan(a: list[list[Fraction]], b: list[list[Fraction]]) -> list[list[Fraction]]:
    """Solve ``a x = b`` exactly (``b`` has several columns); :class:`ChainError` if ``a`` is singular."""
    n = len(a)
    rows = [a[i] + b[i] for i in range(n)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if rows[r][col] != 0), None)
        if pivot is None:
            raise ChainError("the chain is not absorbing: some states are never left for an end")
        rows[col], rows[pivot] = rows[pivot], rows[col]
        p = rows[col][col]
        rows[col] = [x / p for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                f = rows[r][col]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[col])]
    return [row[n:] for row in rows]


def solve(nodes: Mapping[K, Node[K, L]], weight: Optional[Mapping[K, Fraction]] = None) -> Solution[K, L]:
    """Absorption probabilities and expected steps for every transient state of ``nodes``, exactly; with
    ``weight`` (state -> weight of a step from it, 1 where not given), the expected weighted steps too."""
    labels: list[L] = []
    seen: set[L] = set()
    for k, node in nodes.items():
        total = sum((p for _, p in node.moves), Fraction(0)) + sum((p for _, p in node.ends), Fraction(0))
        if total != 1:
            raise ChainError(f"the probabilities out of state {k!r} sum to {total}, not 1")
        for target, _ in node.moves:
            if target not in nodes:
                raise ChainError(f"state {k!r} moves to {target!r}, which is not in the chain")
        for label, _ in node.ends:
            if label not in seen:
                seen.add(label)
                labels.append(label)
    col = {label: i for i, label in enumerate(labels)}
    width = len(labels) + 2  # one column per end, the expected weighted steps and the expected number of steps
    value: dict[K, list[Fraction]] = {}
    for comp in _components(nodes):
        pos = {k: i for i, k in enumerate(comp)}
        n = len(comp)
        a = [[Fraction(0)] * n for _ in range(n)]
        b = [[Fraction(0)] * width for _ in range(n)]
        for i, k in enumerate(comp):
            a[i][i] += 1
            b[i][-1] += 1
            b[i][-2] += 1 if weight is None else weight.get(k, Fraction(1))
            node = nodes[k]
            for label, p in node.ends:
                b[i][col[label]] += p
            for target, p in node.moves:
                j = pos.get(target)
                if j is not None:
                    a[i][j] -= p
                else:  # already solved: a later component
                    known = value[target]
                    b[i] = [x + p * y for x, y in zip(b[i], known)]
        for k, row in zip(comp, _gauss_jordan(a, b)):
            value[k] = row
    ends = {k: {label: v[col[label]] for label in labels if v[col[label]] != 0} for k, v in value.items()}
    steps = {k: v[-1] for k, v in value.items()}
    return Solution(ends, steps, {k: v[-2] for k, v in value.items()})
