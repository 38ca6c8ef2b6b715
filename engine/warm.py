"""Questions asked again in one long-lived process (issue 31: the API called again, a notebook, a worker).

A question's program grounded on a board's input is kept, the last KEPT of them: the same question asked again on
the same input is solved again in the kept clingo.Control (multi-shot: clingo solves a grounded program as often as
it is asked), without parsing the rules or grounding them again. That is what `solve_query` answers, the questions
whose program has exactly one answer set: a second solve gives the same atoms.

A question whose inputs are program parts (`mtgasp query`: the ids and the name asked, queries/query.lp) keeps the
board's Control with the parts grounded so far (solver.solve_query_parts): another question grounds only its own new
parts, at most KEPT_PARTS in one Control (then it is grounded afresh).

A question that searches (`solve_models`: mana's payment, its pools, can-activate's payment, loops) keeps its
search's result instead: a second search in the same Control starts from the nogoods and the heuristic values the
first one learnt, and may find another witness of the same answer (another payment, the pools in another order),
where the fresh path's answer is always the first search's. A search stopped by the time limit is not kept (another
run may get further); one stopped by a count (conflicts, answer sets) is, as a fresh run stops at the same point.

Nothing here decides a rules question: the key is the whole input of the program (the question's program file as
copied for this process, the extra programs, clingo's options, the facts text, which determines the stages'
result), so an answer comes from here only where the fresh path would compute it from the same program and input
(tests/queries/test_warm.py compares both on several boards, another board asked in between).
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

KEPT = 8  # grounded programs kept (a show of 152 permanents is ~10 MB of clingo's memory): the last used
KEPT_RESULTS = 64  # results of searches kept (their atoms only)
KEPT_PARTS = 2000  # a question's parts (queries/query.lp: asked(o), compared(o, q)) grounded in one kept program at most

_LOCK = threading.Lock()
_CONTROLS: OrderedDict[Hashable, Any] = OrderedDict()
_RESULTS: OrderedDict[Hashable, Any] = OrderedDict()
hits = {"controls": 0, "results": 0}  # how often a kept program or result answered (tests, benchmarks)
enabled = True  # False: every question grounded afresh (the fresh path, which tests compare against)


def take(key: Hashable) -> Any | None:
    """The Control kept for `key`, taken out while it is used (another thread asking the same meanwhile grounds its
    own: a Control is never solved by two threads at once); None if none is kept. Give it back with `keep`."""
    if not enabled:
        return None
    with _LOCK:
        ctl = _CONTROLS.pop(key, None)
        hits["controls"] += ctl is not None
        return ctl


def keep(key: Hashable, ctl: Any, free: Callable[[list[Any]], None]) -> None:
    """Keep `ctl` for `key` as the most recently used; `free` is given the Controls put out (the oldest beyond KEPT,
    or one kept for the same key meanwhile), to be freed where Ctrl-C is held (solver._ctrl_c_held)."""
    if not enabled:
        return
    out: list[Any] = []
    with _LOCK:
        old = _CONTROLS.pop(key, None)
        if old is not None:
            out.append(old)
        _CONTROLS[key] = ctl
        while len(_CONTROLS) > KEPT:
            out.append(_CONTROLS.popitem(last=False)[1])
    if out:
        free(out)


def result(key: Hashable) -> Any | None:
    """A search's result kept for `key`, or None."""
    if not enabled:
        return None
    with _LOCK:
        found = _RESULTS.get(key)
        if found is not None:
            _RESULTS.move_to_end(key)
            hits["results"] += 1
        return found


def keep_result(key: Hashable, value: Any) -> None:
    if not enabled:
        return
    with _LOCK:
        _RESULTS[key] = value
        _RESULTS.move_to_end(key)
        while len(_RESULTS) > KEPT_RESULTS:
            _RESULTS.popitem(last=False)


def clear() -> list[Any]:
    """Forget everything kept; the Controls are returned, for the caller to free."""
    with _LOCK:
        controls = list(_CONTROLS.values())
        _CONTROLS.clear()
        _RESULTS.clear()
    return controls
