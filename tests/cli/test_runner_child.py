"""What the command line's child process (engine/runner.py) does differently from a question asked in process, to
cost less (issue 31, round 7): the garbage collector's passes leave the parent's objects out (gc.freeze before the
fork, undone in the parent at once), and the last clingo Control the child used is left to the process's end instead
of being freed (engine/solver.py: keep_last_until_exit), but one at most. The answers are the same (the command
line's tests compare them with the API's)."""
from __future__ import annotations

import gc

import pytest
from support import EXAMPLES

import mtgasp
from mtgasp.engine import runner, solver, warm


def _probe() -> dict:
    """In the child: the frozen objects, and how many Controls it holds after one question and after making another."""
    frozen = gc.get_freeze_count()
    kept, warm.enabled = warm.enabled, False  # (as the command line's child: nothing kept for another question)
    try:
        answer = mtgasp.could_produce(mtgasp.load_board(EXAMPLES / "reflecting.yaml"))
        after_question = list(solver._UNTIL_EXIT or [])
        solver.control()  # another Control: the one kept is freed first
        after_another = list(solver._UNTIL_EXIT or [])
    finally:
        warm.enabled = kept
    return {"frozen": frozen, "types": answer.types, "after_question": len(after_question),
            "same_kept": bool(after_question) and after_question[0] is not None,
            "after_another": len(after_another)}


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="the child process needs fork()")
def test_the_child_keeps_its_last_control_and_leaves_the_parents_objects_to_the_collector():
    import mtgasp.engine.solver  # noqa: F401 - imported before the fork, as the command line does

    got = runner.call(_probe, timeout=120)
    assert got["frozen"] > 0  # the parent's objects, frozen when the fork was made
    assert gc.get_freeze_count() == 0  # ... and given back to the parent's collector at once
    assert got["after_question"] == 1 and got["same_kept"]  # the question's Control, not freed
    assert got["after_another"] == 0  # freed as soon as another Control was made: never two held
    assert got["types"] == mtgasp.could_produce(mtgasp.load_board(EXAMPLES / "reflecting.yaml")).types
    assert solver._UNTIL_EXIT is None  # this process frees its Controls as before


def test_a_process_that_does_not_end_frees_each_control():
    kept, warm.enabled = warm.enabled, False
    try:
        mtgasp.could_produce(mtgasp.load_board(EXAMPLES / "reflecting.yaml"))
    finally:
        warm.enabled = kept
    assert solver._UNTIL_EXIT is None
