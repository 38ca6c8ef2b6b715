"""One shard of a sweep, as a JSON-able task: what the workers (local or Dask) run.

kinds: "diverge" (a shard of a board space, both readings), "commute" (one subject and one set of effects),
"check" (a shard of a board space, one invariant). Each returns a JSON-able result. The work that computes a
task is given by the command that made it (research/diverge.py: run_shard, commute.py: run_cell,
invariants.py: run_shard), a function of its module's top level: a sweep (research/shards.py) runs it in
this process, in forked workers, or in a fresh interpreter (execute_isolated, a Dask worker's), which imports
it by its module and name. This module names no command: the commands are above it and the sweep.
"""
from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable

from mtgasp.engine.readings import add_file_text

BATCH = 1000  # worlds per program: bigger batches amortise the program, smaller ones bound its memory
DEFAULT_TIMEOUT = 600.0
DEFAULT_MEMORY_MB = 4096

Work = Callable[[dict], dict]  # a task → its JSON-able result


def execute(work: Work, task: dict) -> dict:
    """The result of `work` on one task, with the readings files it names loaded and the seconds it took."""
    if task.get("readings_files"):
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
    """execute_isolated on a Dask worker that runs the same mtgasp, rules, card data and code as the process that
    submitted the task (`expected`), else an error naming what differs: a worker that joined the cluster after the
    sweep compared the workers it had (research/shards.py) is refused too, for each task it is given."""
    here = worker_environment()
    if here != expected:
        what = ", ".join(f"{k} {here.get(k)} (expected {v})" for k, v in expected.items() if here.get(k) != v)
        return {"error": f"{REFUSED}: {what}", "refused": True}
    return execute_isolated(work, task, timeout, memory_mb)


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

    def limit() -> None:  # in the child, before it runs anything
        try:
            import resource

            size = memory_mb * 1024 * 1024
            resource.setrlimit(resource.RLIMIT_AS, (size, size))
        except (ImportError, ValueError, OSError):
            pass

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


def _child() -> None:
    message = json.loads(sys.stdin.read())
    try:
        result = execute(_work_named(message["work"]), message["task"])
    except MemoryError:
        result = {"error": "over the memory limit"}
    except Exception as exc:  # noqa: BLE001 - reported in the result
        result = {"error": f"{type(exc).__name__}: {exc}"}
    sys.stdout.write(json.dumps(result))
