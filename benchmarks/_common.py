"""Shared by the benchmark scripts: the brute-force oracle (tests/oracle/), run in a child process
with a time limit, and a timer."""
from __future__ import annotations

import multiprocessing as mp
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
import oracle  # noqa: E402

ORACLE_LIMIT = 30.0  # seconds; beyond this the oracle is stopped and the row says so


def timed(fn, *args):
    start = time.perf_counter()
    value = fn(*args)
    return value, time.perf_counter() - start


def _child(queue, fn_name, args):
    fn = getattr(oracle, fn_name)
    board = oracle.load_board(args[0])
    value, seconds = timed(fn, board, *args[1:])
    queue.put((value, seconds))


def oracle_with_limit(fn_name: str, text: str, *args, limit: float = ORACLE_LIMIT):
    """oracle.<fn_name>(load_board(text), *args) in a child process: (value, seconds), or
    (None, None) when it did not finish within `limit` seconds (the child is then terminated)."""
    ctx = mp.get_context("fork")
    queue = ctx.Queue()
    child = ctx.Process(target=_child, args=(queue, fn_name, (text, *args)))
    child.start()
    try:
        value, seconds = queue.get(timeout=limit)
    except Exception:  # queue.Empty: too slow
        value, seconds = None, None
    child.join(timeout=1)
    if child.is_alive():
        child.terminate()
        child.join()
    return value, seconds


def fmt_seconds(seconds):
    if seconds is None:
        return f"> {ORACLE_LIMIT:g} s (stopped)"
    if seconds < 1:
        return f"{seconds * 1000:.0f} ms"
    return f"{seconds:.2f} s"
