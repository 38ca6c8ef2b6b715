"""One shard of a sweep, as a JSON-able task: what the workers (local or Dask) run.

kinds: "diverge" (a shard of a board space, both readings), "commute" (one subject and one set of effects),
"check" (a shard of a board space, one invariant). Each returns a JSON-able result. The work that computes a
task is given by the command that made it (research/diverge.py: run_shard, commute.py: run_cell,
invariants.py: run_shard), a function of its module's top level: a sweep (research/shards.py) runs it in
this process, in forked workers, or in a child interpreter of a Dask worker (execute_served: one per worker thread,
reused for its tasks; execute_isolated: one per task), which imports it by its module and name. This module
names no command: the commands are above it and the sweep.
"""
from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable

BATCH = 1000  # worlds per program: bigger batches amortise the program, smaller ones bound its memory
DEFAULT_TIMEOUT = 600.0
DEFAULT_MEMORY_MB = 4096

Work = Callable[[dict], dict]  # a task → its JSON-able result


def execute(work: Work, task: dict) -> dict:
    """The result of `work` on one task, with the readings files it names loaded and the seconds it took."""
    if task.get("readings_files"):
        from mtgasp.engine.readings import add_file_text

        for text in task["readings_files"]:
            add_file_text(text)
    start = time.monotonic()
    result = work(task)
    result["seconds"] = round(time.monotonic() - start, 3)
    return result


def prepare(tasks: list[dict]) -> None:
    """Load what the tasks will use (the rewritten rules), before the workers are forked from this process."""
    from .batch import prepare_programs

    for task in tasks[:1]:
        if task["kind"] in ("commute",):
            from .answers import EVENT_ROWS

            prepare_programs("events", EVENT_ROWS)
        elif task["kind"] == "diverge":
            from .answers import QUESTIONS

            q = QUESTIONS[task["question"]]
            prepare_programs(q.program, q.shown)



def worker_environment() -> dict:
    """The mtgasp version and the digests of the rules and card data of the process it runs in (a Dask worker:
    research/shards.py compares them with its own)."""
    from .provenance import environment

    return environment()


REFUSED = "refused: this worker runs other rules or another mtgasp"


def execute_checked(work: Work, task: dict, timeout: float, memory_mb: int, expected: dict) -> dict:
    """execute_served on a Dask worker whose served child runs the same mtgasp, rules, card data and code as the
    process that submitted the task (`expected`), else an error naming what differs: a worker that joined the cluster
    after the sweep compared the workers it had (research/shards.py) is refused too, for each task it is given. The
    child (the interpreter that computes) is compared, once when it starts (_serve): the Dask worker itself never
    imports the rules nor reads the card data (its import of them and the digests were 5.2 s of the 21.9 s of CPU of
    a Dask sweep, docs/performance.md, session 36)."""
    return execute_served(work, task, timeout, memory_mb, expected)


def served_environment(memory_mb: int, expected: dict, children: int = 1, dask_worker=None) -> dict:
    """On a Dask worker (client.run, which gives `dask_worker`: one child for each of its threads): start its served
    children for sweeps that expect `expected` (`children` of them), each reading the rules and the card data as it
    starts, and the environment of the first (what its tasks compute with: research/shards.py compares it). The
    children are then warm when the tasks come."""
    if dask_worker is not None:
        children = getattr(getattr(dask_worker, "state", dask_worker), "nthreads", children)
    started = [_take(_key(memory_mb, [], expected), memory_mb) for _ in range(max(1, children))]
    try:  # (started together: each reads the rules as the one before it is asked)
        deadline = time.monotonic() + DEFAULT_TIMEOUT
        env = [child.environment(deadline) for child in started][0]
    finally:
        for child in started:
            _give(child)
    if env is None:
        return {"error": f"the served child failed: {started[0].last_error()}"}
    return env


def work_name(work: Work) -> str:
    """"module:name" of a work function, as the child process of execute_isolated imports it: a function of the
    top level of one of research's modules."""
    module, name = work.__module__, work.__qualname__
    if not module.startswith(__package__ + ".") or not name.isidentifier() or getattr(sys.modules[module], name,
                                                                                     None) is not work:
        raise ValueError(f"not a work function of the research package: {module}:{name}")
    return f"{module}:{name}"


def _work_named(text: str) -> Work:
    module, name = text.split(":", 1)
    if not module.startswith(__package__ + "."):  # (never: work_name made it)
        raise ValueError(f"not a work function of the research package: {text}")
    return getattr(importlib.import_module(module), name)


def execute_isolated(work: Work, task: dict, timeout: float = DEFAULT_TIMEOUT,
                     memory_mb: int = DEFAULT_MEMORY_MB) -> dict:
    """`work` on the task in a child process (a new interpreter: this may be a daemonic Dask worker, which can't
    fork workers of its own) with a memory and a time limit."""
    message = json.dumps({"work": work_name(work), "task": task})
    limit = _limit(memory_mb)
    try:  # -P: the working directory is not put first on sys.path (a folder named mtgasp there is not imported)
        run = subprocess.run([sys.executable, "-P", "-c", "from mtgasp.research.tasks import _child; _child()"],
                             input=message, capture_output=True, text=True, timeout=timeout,
                             preexec_fn=limit if os.name == "posix" else None)
    except subprocess.TimeoutExpired:
        return {"error": f"over the time limit ({timeout:g} s)"}
    if run.returncode != 0 or not run.stdout.strip():
        last = (run.stderr.strip().splitlines() or ["no output"])[-1]
        return {"error": f"the worker process failed (over the memory limit?): {last}"}
    return json.loads(run.stdout)


def _limit(memory_mb: int) -> Callable[[], None]:
    def limit() -> None:  # in the child, before it runs anything
        try:
            import resource

            size = memory_mb * 1024 * 1024
            resource.setrlimit(resource.RLIMIT_AS, (size, size))
        except (ImportError, ValueError, OSError):
            pass

    return limit


def _run_message(message: dict) -> dict:
    try:
        return execute(_work_named(message["work"]), message["task"])
    except MemoryError:
        return {"error": "over the memory limit"}
    except Exception as exc:  # noqa: BLE001 - reported in the result
        return {"error": f"{type(exc).__name__}: {exc}"}


def _child() -> None:
    sys.stdout.write(json.dumps(_run_message(json.loads(sys.stdin.read()))))


# --- a served child: one interpreter for the tasks of a Dask worker ---------------------------------------------
#
# execute_isolated starts an interpreter per task: ~0.75 s of CPU for the imports, the card terms and the rewritten
# rules' parsing, as much as a small shard's work, and most of the CPU a Dask sweep spent beyond the local pool's
# (docs/performance.md, issue 31). A served child is started once per Dask worker (per thread) under the memory
# limit and runs its tasks one after the other, as a local worker does (shards.py's _worker); a task over its time
# limit kills it (the next task starts another), and so does a task whose readings files, memory limit or expected
# environment differ from the ones it was started for (a readings file once loaded stays loaded: a child serves
# only the sweeps that load the same ones).


class _Served:
    """A child interpreter running _serve: one JSON line in (a task), one JSON line out (its result)."""

    def __init__(self, key: tuple, memory_mb: int) -> None:
        import tempfile

        self.key = key
        self.stderr = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([sys.executable, "-P", "-c", "from mtgasp.research.tasks import _serve; _serve()"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
                                     preexec_fn=_limit(memory_mb) if os.name == "posix" else None)
        self.buffer = b""
        self.env: dict | None = None  # its environment, once asked (environment)

    def environment(self, deadline: float) -> dict | None:
        """The child's environment (worker_environment), asked once."""
        if self.env is None:
            self.env = self.ask(json.dumps({"environment": True}), deadline)
        return self.env

    def ask(self, message: str, deadline: float) -> dict | None:
        """The result of one task, or None when the child died or the deadline came first (it is then killed)."""
        import select

        assert self.proc.stdin is not None and self.proc.stdout is not None
        try:
            self.proc.stdin.write(message.encode() + b"\n")
            self.proc.stdin.flush()
        except OSError:
            return None
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _w, _x = select.select([fd], [], [], min(left, 3600.0))
            if not ready:
                continue
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                return None
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return json.loads(line)

    def last_error(self) -> str:
        self.stderr.seek(0)
        lines = self.stderr.read().decode(errors="replace").strip().splitlines()
        return (lines or ["no output"])[-1]

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        for f in (self.proc.stdin, self.proc.stdout, self.stderr):
            if f is not None:
                f.close()


# The served children of this process that run no task now (a Dask worker's threads take one each, and give it back):
# a warm-up (served_environment) starts them before the tasks come.
_IDLE: list[_Served] = []
_IDLE_LOCK = threading.Lock()
_IDLE_MAX = 8  # (children of other keys beyond it are stopped: another sweep's memory limit or readings files)


def _key(memory_mb: int, readings_files: list, expected: dict | None) -> tuple:
    return (memory_mb, json.dumps(readings_files or [], sort_keys=True), json.dumps(expected or {}, sort_keys=True))


def _take(key: tuple, memory_mb: int) -> _Served:
    """An idle served child for this key, else a new one."""
    with _IDLE_LOCK:
        for child in list(_IDLE):
            if child.proc.poll() is not None:
                _IDLE.remove(child)
                child.stop()
            elif child.key == key:
                _IDLE.remove(child)
                return child
    return _Served(key, memory_mb)


def _give(child: _Served) -> None:
    with _IDLE_LOCK:
        _IDLE.append(child)
        while len(_IDLE) > _IDLE_MAX:
            _IDLE.pop(0).stop()


def execute_served(work: Work, task: dict, timeout: float = DEFAULT_TIMEOUT, memory_mb: int = DEFAULT_MEMORY_MB,
                   expected: dict | None = None) -> dict:
    """execute_isolated's answer, in an idle served child of this process for the same readings files, memory limit
    and expected environment, or a new one. With `expected`, a child whose environment differs refuses the task
    (REFUSED). The time limit counts from now, the child's start included (a task can't finish sooner by waiting for
    a warm child)."""
    deadline = time.monotonic() + timeout
    served = _take(_key(memory_mb, task.get("readings_files") or [], expected), memory_mb)
    if expected is not None:
        here = served.environment(deadline)
        if here is not None and here != expected:
            served.stop()  # (it could serve no task expecting this environment: its key's)
            what = ", ".join(f"{k} {here.get(k)} (expected {v})" for k, v in expected.items() if here.get(k) != v)
            return {"error": f"{REFUSED}: {what}", "refused": True}
    result = None if expected is not None and served.env is None else served.ask(
        json.dumps({"work": work_name(work), "task": task}), deadline)
    if result is not None:
        _give(served)
        return result
    over = time.monotonic() >= deadline
    error = served.last_error()
    served.stop()
    if over:
        return {"error": f"over the time limit ({timeout:g} s)"}
    return {"error": f"the worker process failed (over the memory limit?): {error}"}


def _serve() -> None:
    """The served child: each line of stdin a task, each result a line of stdout (what the work prints goes to
    stderr, so that it can't be taken for a result)."""
    out = sys.stdout
    sys.stdout = sys.stderr
    for line in sys.stdin:
        if line.strip():
            message = json.loads(line)
            answer = worker_environment() if message.get("environment") else _run_message(message)
            out.write(json.dumps(answer) + "\n")
            out.flush()
