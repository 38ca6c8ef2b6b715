"""Ground the layer-4 stage part by part (clingo's multi-shot grounding), so that the grounder decides it.

rules/stages/layer4.lp applies the type-changing effects one at a time (CR 613.1d, 613.7, 613.8): which
effect is applied at step I depends on the steps before it, and which objects it applies to on the
characteristics after step I-1. Written as one program, that is recursion through negation over the step
number, which the grounder can't decide (it judges dependencies by predicate, not by step), so everything after
the order was left to the solver. Its rules are therefore grouped in program parts (rules/layers/layer4.lp):

    base                the effects, their timestamps, the characteristics before layer 4 (step 0)
    state(0, -1)        the view s(0)
    match(K)            after each state and hyp part: the filters read on the views made so far
                        (rules/core/filters.lp is in this part; K counts them)
    hyp(I, I-1)         after state I (0; every I under dependency_recheck each_step): each effect not applied
                        yet, as applied now (the views hyp(I, B) that 613.8a dependencies compare)
    dependencies        613.8 dependencies on s(0), the objects followed step by step
    step(I, I-1)        for I = 1..K: the effect applied at step I and what it changes
    state(I, I-1)       the characteristics after step I, the view s(I) (then match, and hyp when there is one)

grounded in that order, each part reading only atoms of the parts grounded before it, all decided. The
program says which parts exist, with atoms of the base part: `program_part(state, 0, -1)` when some layer-4
effect may exist (`l4_possible`, rules/layers/layer4.lp: else no part after base is grounded, and the stage shows only
the board errors of its base part), and the number of steps K, the number of effects
(`program_part(step, I, I-1)`). Nothing here decides a rules question: this runs the program's parts in their
documented order.

The same parts as one single-shot program (each part's parameters variables bound by `program_part/3`) is the
rewrite of research/worlds.py. By hand, with clingo's Python API alone (this file imports only clingo):

    python engine/stage_parts.py rules/stages/layer4.lp facts.lp > layer4.lp

prints the shown atoms of the stage's one answer set as facts on one line (what
`clingo ... -V0 --out-atomf=%s.` prints for a single-shot program).

In one pass (engine/stage_onepass.py), the stage shares the question's Control: `ground` is then given the names
of its parts and predicates there.
"""
from __future__ import annotations

import sys
from collections.abc import Callable

import clingo

N = clingo.Number


def _same(name: str) -> str:
    return name


def ground(ctl: clingo.Control, report: Callable[[str], None] | None = None, part: Callable[[str], str] = _same,
           predicate: Callable[[str], str] = _same) -> int:
    """Ground the stage's parts in order on `ctl` (its program loaded, the facts added to base); return the
    number of steps. part, predicate: the names of the parts and of the stage's own predicates (one pass:
    `Namespaced`)."""
    ctl.ground([(part("base"), [])])
    parts = [a.symbol.arguments for a in ctl.symbolic_atoms.by_signature(predicate("program_part"), 3)]
    if not any(name.name == "state" and i.number == 0 for name, i, _ in parts):
        return 0  # (no layer-4 effect can exist: the program makes no part after base)
    hyp = {i.number for name, i, _ in parts if name.name == "hyp"}
    matched = [0]

    def state(i: int) -> None:
        # the state after step i, then what each effect not applied yet would change (hyp), each followed by
        # the filters matched on the views they made (match)
        for name in ("state", "hyp") if i in hyp else ("state",):
            ctl.ground([(part(name), [N(i), N(i - 1)])])
            matched[0] += 1
            ctl.ground([(part("match"), [N(matched[0])])])

    state(0)
    ctl.ground([(part("dependencies"), [])])
    steps = sorted(i.number for name, i, _ in parts if name.name == "step")
    for i in steps:
        if report is not None:
            report(f"step {i} of {len(steps)}")
        ctl.ground([(part("step"), [N(i), N(i - 1)])])
        state(i)
    return len(steps)


def main(argv: list[str]) -> int:
    ctl = clingo.Control(["--models=1"])
    for path in argv:
        ctl.load(path)
    ground(ctl)
    found: list[str] = []
    result = ctl.solve(on_model=lambda m: found.extend(f"{s}." for s in m.symbols(shown=True)))
    if not result.satisfiable:
        print("UNSATISFIABLE", file=sys.stderr)
        return 20
    print(" ".join(found))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
