"""Running a sweep: independent shards, on local worker processes or a Dask cluster, resumable.

A task is a JSON-able dict (research/tasks.py runs one). Its result is stored in a results
directory under a key made of the task and a digest of the rules and cards, so a shard is never computed
twice: a second run (or one interrupted and restarted) reads what is there and computes the rest.
Each local worker is a child process with a memory limit; a task that runs over its time limit has its
worker killed (grounding can't be interrupted otherwise) and is reported, not retried.

A stored shard describes itself (issue 27): beside its task and result, the provenance of the process that computed it
(version, digests, CR edition, command line) and the `question` of the sweep it was computed for (the command, its
question, the pool, the readings and the bounds: Sweep.question, which research/diverge.py, invariants.py and
commute.py fill), so that a results directory can be read without the command lines that made it. A shard reused by
a later sweep keeps the question of the sweep that computed it (its key is its task, not the question).
"""
from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path

from mtgasp.encoder.errors import BoardError
from mtgasp.encoder.reader import read_text
from mtgasp.engine import limits

from .provenance import provenance
from .tasks import DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT, Work, execute, execute_checked, prepare, served_environment
from .worlds import cache_dir, rules_digest

MAX_RESULT_BYTES = 64 * 1024 * 1024  # one stored shard result (a few KiB; witnesses are small boards)
# A shard not run, or stopped, because the time limit of the whole work came first (mtgasp.engine.limits): the
# answer is then incomplete, and the shard is computed next time (errors are never stored).
STOPPED = {"error": "not finished: the time limit (--timeout) came first"}
# A task after the first whose result the search accepted (Sweep.run's stop): not needed, not counted.
SKIPPED = {"skipped": True}


def default_results_dir() -> Path:
    return Path(os.environ.get("MTGASP_RESULTS") or cache_dir() / "results")


def task_key(task: dict) -> str:
    """The key of a shard's result: the task, the rules, the card data and the code (results computed with other
    rules, cards or code are never read back)."""
    from .provenance import cards_digest, code_digest

    text = json.dumps(task, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256((rules_digest() + cards_digest() + code_digest() + text).encode()).hexdigest()[:24]


@dataclass
class Sweep:
    """How to run tasks: `workers` local processes (0: in this process, only for tasks without user
    code), or the Dask scheduler at `dask`; results stored in `results` (None: not stored)."""

    workers: int = 1
    dask: str | None = None
    results: Path | None = None
    timeout: float = DEFAULT_TIMEOUT
    memory_mb: int = DEFAULT_MEMORY_MB
    progress: bool = True
    reused: int = 0
    computed: int = 0
    # What the sweep is for, written into every shard it stores: {"command": "diverge" | "check" | "commute",
    # "question": ..., "pool": [...], "readings": [...], "bounds": {...}, ...}; the command sets it before it runs
    # its shards (research/diverge.py, invariants.py, commute.py). None: a sweep run for no command (a test's).
    question: dict | None = None
    # The Dask cluster's worker threads, asked once (parallelism).
    _dask_threads: int | None = field(default=None, repr=False, compare=False)

    def parallelism(self) -> int:
        """How many tasks run at once: the local workers (1 in this process), or the worker threads of the Dask
        cluster, asked once. The commands cut their boards into tasks by it (diverge.py shard_boards, commute.py),
        the same way for both: a task grounds its programs once, so a Dask sweep cut into more tasks than it has
        threads paid a grounding per task, 2.1x the CPU of the local pool (docs/performance.md, session 35)."""
        if not self.dask:
            return max(1, self.workers)
        if self._dask_threads is None:
            self._dask_threads = _dask_threads(self.dask)
        return self._dask_threads

    def run(self, tasks: Sequence[dict], work: Work, label: str = "shards",
            stop: Callable[[dict], bool] | None = None) -> list[dict]:
        """The result of `work` on every task (a function of a research module's top level, research/tasks.py),
        in the order of `tasks`. With `stop`, the tasks after the first whose result it accepts are not needed
        (the search wants the first witness in the tasks' order): the first such task is found whatever the number
        of workers (every task before it is run), and every task after it is SKIPPED, run or not (so the answer
        and its counts don't depend on which worker was faster)."""
        out: list[dict | None] = [None] * len(tasks)
        todo: list[int] = []
        cut = [len(tasks)]  # the first task whose result `stop` accepted, so far

        def accepted(i: int, result: dict) -> None:
            if stop is not None and i < cut[0] and "error" not in result and stop(result):
                cut[0] = i

        for i, task in enumerate(tasks):
            stored = self._load(task) if i < cut[0] else None
            if stored is not None:
                out[i] = stored
                self.reused += 1
                accepted(i, stored)
            elif i < cut[0]:
                todo.append(i)
        todo = [i for i in todo if i < cut[0]]
        bar = _Bar(label, len(tasks), len(tasks) - len(todo), self.progress)

        def done(i: int, result: dict) -> None:
            out[i] = result
            self.computed += 1
            if "error" not in result:
                self._store(tasks[i], result)
            accepted(i, result)
            bar.step()

        def wanted(i: int) -> bool:
            return i < cut[0]

        if todo:
            if self.dask:
                _run_dask(self.dask, work, [(i, tasks[i]) for i in todo], done, self.timeout, self.memory_mb, wanted)
            elif self.workers <= 0:
                for i in todo:
                    if not wanted(i):
                        break
                    left = limits.remaining()
                    try:
                        result = execute(work, tasks[i]) if left is None or left > 0 else dict(STOPPED)
                    except limits.LimitExceeded:  # the deadline of the whole work, met inside the shard
                        result = dict(STOPPED)
                    done(i, result)
            else:
                _run_local(min(self.workers, len(todo)), work, [(i, tasks[i]) for i in todo], done, self.timeout,
                           self.memory_mb, wanted)
        bar.close()
        return [dict(SKIPPED) if i > cut[0] else r if r is not None else {"error": "not run"} for i, r in enumerate(out)]

    def _path(self, task: dict) -> Path | None:
        return None if self.results is None else self.results / f"{task_key(task)}.json"

    def _load(self, task: dict) -> dict | None:
        path = self._path(task)
        if path is None or not os.path.lexists(path):
            return None
        try:  # the checked opener: a regular file of at most 64 MiB (a FIFO or a device is not read), UTF-8
            data = json.loads(read_text(path, "result file", MAX_RESULT_BYTES))
        except (BoardError, ValueError, RecursionError):  # BoardError: not a readable file; a stored result is
            return None  # only a cache: it is computed again
        return data.get("result") if data.get("task") == task else None

    def _store(self, task: dict, result: dict) -> None:
        path = self._path(task)
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, encoding="utf-8") as tmp:
                json.dump({"task": task, "result": result, "provenance": provenance(),
                           "question": self.question}, tmp)
            os.replace(tmp.name, path)
        except OSError:
            pass


class _Bar:
    """Progress: "label: done/total shards", said to mtgasp.engine.limits.report (the command line's runner shows it
    on a terminal, as it does for every command; nothing is printed here)."""

    def __init__(self, label: str, total: int, done: int, enabled: bool) -> None:
        self.label, self.total, self.done = label, total, done
        self.enabled = enabled and total > 0
        self.draw()

    def draw(self) -> None:
        if self.enabled:
            limits.report(f"{self.label}: {self.done}/{self.total} shards")

    def step(self) -> None:
        self.done += 1
        self.draw()

    def close(self) -> None:
        pass


# --- local workers ------------------------------------------------------------------------------------

def _worker(conn: Connection, memory_mb: int, work: Work) -> None:
    """A worker process: run the tasks it is sent, one at a time, under a memory limit. It dies with the
    process that runs the sweep (the command line's runner kills that one at its time limit or on Ctrl-C)."""
    from mtgasp.engine.runner import _die_with_parent

    _die_with_parent(os.getppid())
    try:
        import resource

        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ImportError, ValueError, OSError):
        pass
    while True:
        try:
            task = conn.recv()
        except EOFError:
            return
        if task is None:
            return
        try:
            result = execute(work, task)
        except MemoryError:
            result = {"error": f"over the memory limit ({memory_mb} MB)"}
        except Exception as exc:  # noqa: BLE001 - reported in the result, the sweep goes on
            result = {"error": f"{type(exc).__name__}: {exc}"}
        conn.send(result)


class _Slot:
    def __init__(self, ctx, memory_mb: int, work: Work) -> None:
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker, args=(child, memory_mb, work), daemon=True)
        self.proc.start()
        child.close()
        self.job: int | None = None
        self.deadline = 0.0

    def stop(self, kill: bool = False) -> None:
        try:
            if kill:
                self.proc.kill()
            else:
                self.conn.send(None)
        except (OSError, BrokenPipeError):
            pass
        self.proc.join(5)
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join(5)
        self.conn.close()


def _context():
    """fork where there is one (the workers inherit the rules already rewritten and loaded: no start-up),
    else spawn."""
    try:
        return multiprocessing.get_context("fork")
    except ValueError:
        return multiprocessing.get_context("spawn")


def _run_local(workers: int, work: Work, jobs: list[tuple[int, dict]], done: Callable[[int, dict], None],
               timeout: float, memory_mb: int, wanted: Callable[[int], bool] = lambda i: True) -> None:
    prepare([task for _i, task in jobs])
    ctx = _context()
    slots = [_Slot(ctx, memory_mb, work) for _ in range(workers)]
    queue = list(jobs)
    tasks = dict(jobs)
    left = limits.remaining()  # the deadline of the whole work, if it has one
    ends = None if left is None else time.monotonic() + left
    try:
        while True:
            queue = [(i, task) for i, task in queue if wanted(i)]  # (not started: a task before them was accepted)
            for s in list(slots):
                if s.job is not None and not wanted(s.job):  # running, no longer needed: its worker is replaced
                    _replace(slots, s, ctx, memory_mb, work)
            if not queue and all(s.job is None for s in slots):
                break
            if ends is not None and time.monotonic() >= ends:
                for s in slots:
                    if s.job is not None:
                        stopped, s.job = s.job, None
                        done(stopped, dict(STOPPED))
                for i, _task in queue:
                    done(i, dict(STOPPED))
                for s in slots:
                    s.stop(kill=True)
                slots.clear()
                return
            for s in slots:
                if s.job is None and queue:
                    i, task = queue.pop(0)
                    s.job, s.deadline = i, time.monotonic() + timeout
                    if ends is not None:
                        s.deadline = min(s.deadline, ends)
                    s.conn.send(task)
            busy = [s for s in slots if s.job is not None]
            ready = wait([s.conn for s in busy],  # at most an hour: select() refuses a time past time_t
                         timeout=max(0.05, min(3600.0, min(s.deadline for s in busy) - time.monotonic())))
            for s in busy:
                if s.conn in ready:
                    try:
                        result = s.conn.recv()
                    except (EOFError, OSError):
                        result = {"error": "the worker process died (over the memory limit?)"}
                        _replace(slots, s, ctx, memory_mb, work)
                    job, s.job = s.job, None
                    assert job is not None
                    done(job, result)
                elif time.monotonic() > s.deadline and (ends is None or time.monotonic() < ends):
                    job = s.job
                    assert job is not None
                    _replace(slots, s, ctx, memory_mb, work)
                    done(job, {"error": f"over the time limit of a shard ({timeout:g} s, --shard-timeout)",
                               "task": tasks[job].get("kind")})
    finally:
        for s in slots:
            s.stop()


def _replace(slots: list[_Slot], slot: _Slot, ctx, memory_mb: int, work: Work) -> None:
    slot.stop(kill=True)
    slots[slots.index(slot)] = _Slot(ctx, memory_mb, work)


# --- Dask -------------------------------------------------------------------------------------------

def _dask_client():
    try:
        from dask.distributed import Client, as_completed
    except ImportError:
        from mtgasp.encoder import BoardError

        raise BoardError("--dask needs the optional dependency: pip install 'mtgasp[dask]'") from None
    return Client, as_completed


def _dask_threads(address: str) -> int:
    """The worker threads of the Dask cluster at `address` (at least 1: a cluster still starting has none yet)."""
    Client, _ = _dask_client()
    with Client(address) as client:
        return max(1, sum(client.nthreads().values()))


def _run_dask(address: str, work: Work, jobs: list[tuple[int, dict]], done: Callable[[int, dict], None],
              timeout: float, memory_mb: int, wanted: Callable[[int], bool] = lambda i: True) -> None:
    """The shards on a Dask cluster, each in a child interpreter of a worker (one per worker, reused for its
    shards: tasks.execute_served) under the same limits as a local worker (--shard-timeout, --shard-memory).
    Workers whose mtgasp version, rules or card data differ from this process's are refused (their answers would
    be of other rules): the sweep says so and stops (BoardError)."""
    Client, as_completed = _dask_client()
    from .provenance import environment

    with Client(address) as client:
        here = environment()
        # (the environment of the children that compute, each worker's served children started for the sweep's limits
        # now, one per thread, so that they have read the rules when the tasks come: research/tasks.py
        # served_environment; the Dask worker itself imports none of it, session 36)
        theirs = client.run(served_environment, memory_mb, here)
        differ = {w: env for w, env in theirs.items() if env != here}
        if differ:
            from mtgasp.encoder import BoardError

            worker, env = sorted(differ.items())[0]
            what = ", ".join(f"{k} {env.get(k)} (here {v})" for k, v in here.items() if env.get(k) != v)
            raise BoardError(f"--dask {address}: {len(differ)} worker(s) run other rules or another mtgasp, "
                             f"refused: {worker}: {what}")
        # Each task checks its worker again (execute_checked): a worker that registers after client.run above (a
        # cluster still starting, one added later) would otherwise compute with rules never compared.
        futures = {client.submit(execute_checked, work, task, timeout, memory_mb, here, pure=False): i
                   for i, task in jobs}
        refused: str | None = None
        for future in as_completed(futures):
            try:
                result = future.result()
            except Exception as exc:  # noqa: BLE001 - reported in the result
                result = {"error": f"{type(exc).__name__}: {exc}"}
            if result.get("refused"):
                refused = refused or result["error"]
                continue
            done(futures[future], result)
            unwanted = [f for f, i in futures.items() if not wanted(i) and not f.done()]
            if unwanted:  # tasks after one the search accepted: not needed
                client.cancel(unwanted)
        if refused:
            from mtgasp.encoder import BoardError

            raise BoardError(f"--dask {address}: a worker {refused}")
