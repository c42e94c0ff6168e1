"""Map an analysis's chunk tasks over Dask, gather the results in chunk order: the one way an analysis that
outgrows a process runs on several (a local cluster of processes by default, or an existing ``dask.distributed``
scheduler and its workers on other machines).

The contract that makes a run repeat exactly whatever runs it: the work is cut into a fixed list of chunks
*before* anything is scheduled, each chunk carries everything it needs (its seed included: derive it from the run's
seed and the chunk's index, :func:`chunk_seed`, never from the worker or the time), the task is a pure
module-level function of its chunk, and the results come back in chunk order for the caller to combine. So one
process, two local workers or fifty remote ones give the same figures; only the wall time differs.

``task``: a function importable by name on every worker (a module-level function of ``croupier``, which the
workers must have installed); ``chunks``: its arguments, one per task, picklable.

How an analysis uses it (Asia Poker's wager estimate does, :mod:`croupier.analysis.asia_poker`)::

    from croupier.analysis import distributed
    chunks = [(cfg, seed, i, n) for i, n in enumerate(distributed.split(samples, CHUNK))]
    parts = distributed.run(deal_chunk, chunks, workers=args.workers, scheduler=args.scheduler)
    total = sum(parts[1:], parts[0])                 # integer tallies: any order gives the same sum

Pai Gow's best-setting analysis (:func:`croupier.analysis.paigow.best_setting_classes`) can do the same with no
seed at all, since it samples nothing: its loop over the player's draws becomes chunks of draw indices
(``[(cfg, stake, range(a, a + n)) for a, n in zip(itertools.accumulate([0] + sizes), sizes)]`` with ``sizes =
split(len(d.ways), 500)``), the task runs the loop's body over its indices and returns its ``tally`` (class ->
ways, integers) and its ``settled`` (class -> settlement), and the caller adds the tallies and merges the
settlements (a class settles the same in any chunk). The counts are integers, so no split can change the exact
fractions; ``run(task, chunks, workers=1)`` keeps today's in-process behaviour.

Dask is imported only here and only when a run asks for it (``workers`` other than 1, or a ``scheduler``): the
default analysis of every game runs in-process and does not need it (the ``analysis`` extra installs it).
"""

from __future__ import annotations

import os
import random
import time
from typing import Callable, Optional, Sequence, TypeVar

import attrs

__all__ = ["DistributedError", "Run", "chunk_seed", "default_workers", "describe", "run", "split"]

T = TypeVar("T")
R = TypeVar("R")

#: how long a client waits for a scheduler given by address before the run is refused
CONNECT_TIMEOUT = "10s"


class DistributedError(RuntimeError):
    """The run could not be distributed: Dask is not installed, or the scheduler cannot be reached. The message is
    one line, for the command line to print."""


@attrs.frozen
class Run:
    """Where and how long a run went: ``where`` in words (in-process, a local cluster of K processes, or the
    scheduler's address), the number of workers that took part, and the wall time in seconds."""

    where: str
    workers: int
    wall_seconds: float


def split(total: int, size: int) -> list[int]:
    """``total`` units cut into chunks of ``size`` (the last one smaller): the chunk sizes, fixed by the two numbers
    alone, so a run's chunks never depend on how many workers take them."""
    if total < 0 or size < 1:
        raise ValueError("a chunk holds at least one unit, and the total is not negative")
    return [min(size, total - i) for i in range(0, total, size)]


def chunk_seed(seed: int, index: int) -> random.Random:
    """The random source of chunk ``index`` of a run seeded ``seed``: seeded by the text ``"seed:index"``, which
    :class:`random.Random` hashes with SHA-512, the same on every machine and in every process (no
    ``PYTHONHASHSEED``)."""
    return random.Random(f"{seed}:{index}")


def default_workers() -> int:
    """The local cluster's size when none is given: the machine's cores."""
    return os.cpu_count() or 1


def run(task: Callable[[T], R], chunks: Sequence[T], workers: Optional[int] = None,
        scheduler: Optional[str] = None, name: str = "croupier") -> tuple[list[R], Run]:
    """``task`` over every chunk, the results in chunk order, and where the run went.

    * ``scheduler`` given: connect to that ``dask.distributed`` scheduler (``tcp://host:8786``) and map the tasks
      over its workers (``workers`` is then ignored: the cluster is what it is).
    * ``workers == 1`` (or no chunks): in this process, one chunk after another, no Dask.
    * otherwise: a :class:`dask.distributed.LocalCluster` of ``workers`` processes (default: the machine's cores),
      one thread each, started for the run and closed after it.

    The workers inherit this process's environment (``CROUPIER_CONTRACTS`` among it) on a local cluster; remote
    workers have their own. :class:`DistributedError` if Dask is missing or the scheduler cannot be reached."""
    if workers is not None and workers < 1:
        raise ValueError("a run has at least one worker")
    started = time.perf_counter()
    if scheduler is None and (workers == 1 or not chunks):
        results = [task(c) for c in chunks]
        return results, Run("in this process", 1, time.perf_counter() - started)
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise DistributedError("a distributed run needs dask.distributed: pip install 'croupier[analysis]'") from None
    keys = [f"{name}-{i}" for i in range(len(chunks))]
    if scheduler is not None:
        try:
            client = Client(scheduler, timeout=CONNECT_TIMEOUT)
        except (OSError, TimeoutError, ValueError) as e:
            raise DistributedError(f"cannot reach the Dask scheduler {scheduler!r}: {_one_line(e)}") from None
        try:
            n = len(client.scheduler_info().get("workers", {}))
            if not n:
                raise DistributedError(f"the Dask scheduler {scheduler!r} has no workers: start some with "
                                       f"'dask worker {scheduler}'")
            try:
                results = client.gather(client.map(task, chunks, key=keys))
            except Exception as e:  # a remote worker's failure (croupier missing there, say), as one line
                raise DistributedError(f"a task failed on the workers of {scheduler!r}: {type(e).__name__}: "
                                       f"{_one_line(e)}") from None
        finally:
            client.close()
        return list(results), Run(f"the Dask scheduler {scheduler}", n, time.perf_counter() - started)
    k = workers or default_workers()
    with LocalCluster(n_workers=k, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        results = client.gather(client.map(task, chunks, key=keys))
    return list(results), Run(f"a local Dask cluster of {k} processes", k, time.perf_counter() - started)


def _one_line(e: BaseException) -> str:
    text = " ".join(str(e).split()) or type(e).__name__
    return text if len(text) <= 200 else text[:197] + "..."


def describe(r: Run) -> str:
    """``"in 12.3 s wall time, on a local Dask cluster of 2 processes"``."""
    return f"in {r.wall_seconds:.1f} s wall time, {'' if r.where.startswith('in ') else 'on '}{r.where}"
