"""A search (solver.solve_models) whose question's own inputs are externals of a program kept for its board (issue 31:
`mana --cost` with another cost on the same board, in a long-lived process).

The question's program is grounded once on the board's facts with every input it may be given declared external
(multi-shot, as solver.solve_query_with does for questions of one answer set); each question sets its inputs true,
searches, and sets them false again. A false external is an absent fact, so the program with the inputs true has
the answer sets of the program with them as facts: the same answer, possibly another witness of it (another
payment of the same standing), as engine/warm.py says of a search solved again in a kept Control.

Two things keep it exact:
  - clasp's solve settings are put back before each search (solver._enumerate's second phase changes them);
  - the atoms read once from the grounded program (`fixed`: the same in every answer set) must be facts of it.
    With inputs external, an atom that depends on them is no fact; when any atom of a `fixed` signature is not
    one, the question is asked the fresh way (it could be true or false depending on the inputs).
An input the Control has no external for is asked the fresh way too.

With engine/warm.py switched off (the fresh path), the same program is grounded with the inputs external, solved
once and dropped: the first search of a board's program is the same search both ways (tests/queries/test_warm.py
compares the answers byte for byte); a cost asked again is its first result kept (warm.result).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

import clingo

from mtgasp.engine import solver, warm
from mtgasp.engine.solver import Inputs, Models

# How often the inputs were set as externals (a kept program, or one grounded now), or given as facts (tests, benchmarks)
hits = {"externals": 0, "facts": 0}


def solve_models_with(query: str, base: str, inputs: Inputs, fresh: Callable[[], str], *,
                      timeout: float | None = None, optimize: bool = False, conflicts: int | None = None,
                      optimize_conflicts: int | None = None,
                      fixed: Iterable[tuple[str, int]] = ()) -> tuple[Models, bool]:
    """solver.solve_models(query, fresh(), optimize=..., ...) where the process keeps the program grounded on `base`
    (the board's facts without the question's inputs) with `inputs.declaration`, and sets `inputs.atoms` true.
    Returns the answer sets and whether they are the kept program's (their atoms name the inputs' atoms; else
    those of fresh())."""
    fixed = tuple(fixed)

    def facts_path() -> tuple[Models, bool]:
        hits["facts"] += 1
        return solver.solve_models(query, fresh(), timeout=timeout, optimize=optimize, conflicts=conflicts,
                                   optimize_conflicts=optimize_conflicts, fixed=fixed), False

    if not optimize:
        return facts_path()
    options = ["--models=0", "--opt-mode=opt"]
    first_limit = optimize_conflicts if optimize_conflicts is not None else conflicts
    if first_limit is not None:
        options.append(f"--solve-limit={first_limit}")
    key = solver._warm_key(query, base, tuple(options), (), inputs.declaration, "inputs")
    asked = (key, inputs.atoms, conflicts, fixed)
    kept = warm.result(asked)  # the same cost asked again: its first result (engine/warm.py says why not searched again)
    if kept is not None:
        solver._answered_kept(base)
        return kept, True
    ctl = warm.take(key)
    if ctl is None:
        ctl = solver.grounded(query, base, options, declarations="\n" + inputs.declaration + "\n",
                              sliced=solver.SLICE_MODELS and query in solver.SLICED_SEARCHES)
    else:
        solver._answered_kept(base)
    # (A search cut short by Ctrl-C, an error or the time limit leaves the Control in no state to be updated: it is
    # not kept, solver.solve_query_with.)
    sound = False
    try:
        atoms = ctl.symbolic_atoms
        if (not all((found := atoms[a]) is not None and found.is_external for a in inputs.atoms)
                or any(not a.is_fact for name, arity in fixed for a in atoms.by_signature(name, arity))):
            sound = True
            return facts_path()
        _reset(ctl, first_limit)
        for atom in inputs.atoms:
            ctl.assign_external(atom, True)
        found = solver._enumerate(ctl, query, timeout, optimize, optimize_conflicts, conflicts, None, fixed, None)
        if found.timed:
            return found, True
        for atom in inputs.atoms:
            ctl.assign_external(atom, False)
        sound = True
        hits["externals"] += 1
        warm.keep_result(asked, found)
        return found, True
    finally:
        solver._release(ctl, key if sound else None)
        with solver._ctrl_c_held():
            del ctl


def _reset(ctl: clingo.Control, first_limit: int | None) -> None:
    """clasp's solve settings as the Control was made with (solver._enumerate's search for any one answer set, after
    an optimization that found none, turns optimization off and changes the limit)."""
    solve = ctl.configuration.solve
    assert isinstance(solve, clingo.Configuration)
    solve.opt_mode, solve.models = "opt", "0"
    solve.solve_limit = "umax" if first_limit is None else str(first_limit)
