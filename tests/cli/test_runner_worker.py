"""The page's server's warm work processes (engine/runner.py: Worker; issue 31, "warm: the page's server"): one
process answers question after question and keeps what it grounds for the next (engine/warm.py), under the limits of
a fresh child: a question past its time kills the process and the next question gets a new one; a bug or a memory
failure ends it too; the answers are the fresh child's."""
from __future__ import annotations

import os
import time

import pytest
from support import EXAMPLES

from mtgasp import cli
from mtgasp.engine import runner
from mtgasp.engine.limits import LimitExceeded

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the work processes need fork()")


def _hits() -> dict:
    """In the work process: how often a kept program answered there."""
    from mtgasp.engine import warm

    return dict(warm.hits)


def _grow(megabytes: int) -> int:
    return len(bytearray(megabytes * 2**20))


def _crash() -> None:
    os._exit(9)


def test_one_process_answers_one_work_after_another():
    worker = runner.Worker(1000)
    try:
        first = worker.call(os.getpid)
        assert worker.call(os.getpid) == first != os.getpid()
        assert worker.answered == 2
    finally:
        worker.close()
    assert worker.pid is None


def test_a_work_past_its_time_ends_the_process_and_the_next_work_gets_another():
    worker = runner.Worker(1000)
    try:
        first = worker.call(os.getpid)
        started = time.monotonic()
        with pytest.raises(LimitExceeded) as raised:
            worker.call(time.sleep, 30, timeout=1)
        assert raised.value.kind == "time" and time.monotonic() - started < 10
        assert worker.pid is None
        assert worker.call(os.getpid) != first  # a new process
        assert worker.answered == 1
    finally:
        worker.close()


def test_a_bug_or_a_crash_ends_the_process():
    worker = runner.Worker(None)  # (under a memory cap, a process that ends without an answer is said to be the cap's)
    try:
        with pytest.raises(runner.WorkFailed) as raised:
            worker.call(_crash)
        assert raised.value.kind == "crash" and "exit status 9" in str(raised.value)
        assert worker.pid is None
        first = worker.call(os.getpid)
        with pytest.raises(ValueError):  # the work's own exception (an argument refused) keeps the process
            worker.call(int, "x")
        assert worker.call(os.getpid) == first
    finally:
        worker.close()


def test_the_memory_cap_holds_in_the_process_and_it_is_started_again():
    worker = runner.Worker(runner.MIN_MEMORY_MB)
    try:
        with pytest.raises(LimitExceeded) as raised:
            worker.call(_grow, 4 * runner.MIN_MEMORY_MB)
        assert raised.value.kind == "memory"
        assert worker.pid is None
        assert worker.call(_grow, 1) == 2**20
    finally:
        worker.close()


def test_a_second_question_on_the_board_is_answered_warm_and_as_the_fresh_child_answers():
    parser = cli.build_parser()
    board = str(EXAMPLES / "contamination.yaml")
    questions = [["could-produce", board], ["produce", board, "forest"], ["produce", board, "forest"],
                 ["could-produce", board, "--explain"]]
    worker = runner.Worker(2000)
    try:
        for argv in questions:
            args = parser.parse_args(argv)
            warm = worker.call(cli._work, args, None, True, timeout=120)
            fresh = runner.call(cli._work, args, None, timeout=120, memory_mb=2000)
            assert warm.result == fresh.result, argv
        hits = worker.call(_hits)
        assert worker.answered == len(questions) + 1
        assert hits["controls"] >= 1  # the same question on the same board: its program kept, not grounded again
    finally:
        worker.close()
