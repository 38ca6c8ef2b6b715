"""research/batch.py grounds only the question's rules its shown predicates and its integrity constraints depend on
(research/worlds.py needed_predicates; docs/performance.md, "Issues 27 and 31, round 11"). The slice must keep a
choice's condition (else the choice has no elements) and a constraint's whole body (else the constraint holds where
it must not, or never), and the question must read the same rows with and without it."""
from __future__ import annotations

import clingo
from support import forest_tap_worlds

from mtgasp.research import batch
from mtgasp.research.answers import EVENT_ROWS
from mtgasp.research.worlds import needed_predicates, parse, rewrite

PROGRAM = """
option(1..3) :- go.
go.
banned(2) :- go.
1 { pick(X) : option(X) } 1 :- go.
#false :- pick(X), banned(X).
unrelated(X) :- option(X).
"""


def test_the_slice_keeps_a_choices_condition_and_a_constraints_body():
    needed = needed_predicates(parse(text=PROGRAM), [("pick", 1)])
    assert {("pick", 1), ("option", 1), ("go", 0), ("banned", 1)} <= needed
    assert ("unrelated", 1) not in needed


def test_the_sliced_program_has_the_answers_of_the_whole_one():
    def picks(roots) -> list[list[str]]:
        ctl = clingo.Control(["--models=0"])
        ctl.add("base", [], rewrite(parse(text=PROGRAM), [("go", 0)], roots).text
                + "world__(w). go(w).\n#show pick/2.\n")
        ctl.ground([("base", [])])
        found: list[list[str]] = []
        ctl.solve(on_model=lambda m: found.append(sorted(str(s) for s in m.symbols(shown=True))))
        return sorted(found)

    whole = picks(None)
    assert whole == [["pick(w,1)"], ["pick(w,3)"]]
    assert picks([("pick", 1)]) == whole




def test_the_sliced_question_reads_the_rows_of_the_whole_one(monkeypatch):
    worlds = forest_tap_worlds()
    assert len(worlds) > 12
    monkeypatch.setattr(batch, "SLICE", False)
    whole = batch.evaluate(worlds, "events", EVENT_ROWS)
    monkeypatch.setattr(batch, "SLICE", True)
    sliced = batch.evaluate(worlds, "events", EVENT_ROWS)
    for a, b in zip(whole, sliced, strict=True):
        assert dict(a.rows) == dict(b.rows) and a.board_errors == b.board_errors
    assert any(a.rows.get("ans_applied") for a in sliced)
