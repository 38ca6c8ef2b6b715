"""The stage's Control waiting for its question (engine/solver.py: _PENDING) when threads of one process ask at once.

The server asks its questions in work processes (engine/runner.py: Worker, one caller at a time), but where fork()
doesn't exist a job slot's work runs in its own thread, and the API may be called from several threads: each check
and change of _PENDING is one step under a lock (a check then a pop could pop an empty list, or another thread's
pass). The answers must be those asked one after another.
"""
from __future__ import annotations

import threading
import time
from pathlib import Path

import clingo
from support import board_from

import mtgasp
from mtgasp.engine import solver
from mtgasp.engine.solver import _Pass, _take_pass

ROOT = Path(__file__).resolve().parents[2]


class _SlowList(list):
    """_PENDING whose emptiness check lets the other threads run (a thread switch between a check and a pop)."""

    def __bool__(self) -> bool:
        found = len(self) > 0
        time.sleep(0.01)
        return found


def test_one_waiting_pass_is_taken_once(monkeypatch) -> None:
    """Four threads take the one waiting pass at once, each let to run between the check and the pop: exactly one
    gets it, and none fails (unlocked, three popped an empty list: IndexError)."""
    pending = _SlowList([_Pass("facts.", clingo.Control(), [])])
    monkeypatch.setattr(solver, "_PENDING", pending)
    got: list[object] = []
    errors: list[BaseException] = []
    start = threading.Barrier(4)

    def take() -> None:
        start.wait()
        try:
            got.append(_take_pass("facts.", ()))
        except BaseException as exc:  # noqa: BLE001 - what the test looks for
            errors.append(exc)
    threads = [threading.Thread(target=take) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert sum(p is not None for p in got) == 1 and not pending


def test_two_threads_get_the_answers_asked_one_after_another() -> None:
    """Two threads ask could-produce of two different boards (each computes its stage, whose Control waits for its
    question) four times each, at once: the same answers as asked in turn."""
    boards = [board_from((ROOT / "examples" / name).read_text()) for name in ("reflecting.yaml", "contamination.yaml")]
    alone = [repr(mtgasp.could_produce(b)) for b in boards]
    found: dict[int, list[str]] = {0: [], 1: []}
    errors: list[BaseException] = []

    def ask(i: int) -> None:
        try:
            for _ in range(4):
                found[i].append(repr(mtgasp.could_produce(boards[i])))
        except BaseException as exc:  # noqa: BLE001 - what the test looks for
            errors.append(exc)
    threads = [threading.Thread(target=ask, args=(i,)) for i in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert found == {0: [alone[0]] * 4, 1: [alone[1]] * 4}
