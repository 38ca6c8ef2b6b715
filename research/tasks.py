"""One shard of a sweep, as a JSON-able task: what the workers (local or Dask) run.

kinds: "diverge" (a shard of a board space, both readings), "commute" (one subject and one set of effects),
"check" (a shard of a board space, one invariant). Each returns a JSON-able result.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from .shards import DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT

BATCH = 1000  # worlds per program: bigger batches amortise the program, smaller ones bound its memory


def execute(task: dict) -> dict:
    kind = task["kind"]
    if task.get("readings_files"):
        from mtgasp.engine.readings import add_file_text

        for text in task["readings_files"]:
            add_file_text(text)
    start = time.monotonic()
    if kind == "diverge":
        from .diverge import run_shard
        result = run_shard(task)
    elif kind == "commute":
        from .commute import run_cell
        result = run_cell(task)
    elif kind == "check":
        from .invariants import run_shard as run_check
        result = run_check(task)
    else:
        raise ValueError(f"unknown task kind {kind!r}")
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


def execute_isolated(task: dict, timeout: float = DEFAULT_TIMEOUT, memory_mb: int = DEFAULT_MEMORY_MB) -> dict:
    """The task run in a child process (a new interpreter: this may be a daemonic Dask worker, which can't
    fork workers of its own) with a memory and a time limit."""

    def limit() -> None:  # in the child, before it runs anything
        try:
            import resource

            size = memory_mb * 1024 * 1024
            resource.setrlimit(resource.RLIMIT_AS, (size, size))
        except (ImportError, ValueError, OSError):
            pass

    try:  # -P: the working directory is not put first on sys.path (a folder named mtgasp there is not imported)
        run = subprocess.run([sys.executable, "-P", "-c", "from mtgasp.research.tasks import _child; _child()"],
                             input=json.dumps(task), capture_output=True, text=True, timeout=timeout,
                             preexec_fn=limit if os.name == "posix" else None)
    except subprocess.TimeoutExpired:
        return {"error": f"over the time limit ({timeout:g} s)"}
    if run.returncode != 0 or not run.stdout.strip():
        last = (run.stderr.strip().splitlines() or ["no output"])[-1]
        return {"error": f"the worker process failed (over the memory limit?): {last}"}
    return json.loads(run.stdout)


def _child() -> None:
    task = json.loads(sys.stdin.read())
    try:
        result = execute(task)
    except MemoryError:
        result = {"error": "over the memory limit"}
    except Exception as exc:  # noqa: BLE001 - reported in the result
        result = {"error": f"{type(exc).__name__}: {exc}"}
    sys.stdout.write(json.dumps(result))
