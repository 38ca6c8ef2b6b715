"""research/batch.py grounds the layer-4 stage in the question's Control (its program with its own names, the facts
parsed once: docs/performance.md, session 24). The question must read exactly what it reads when the stage is solved
in a Control of its own: the same rows in the same order, world by world, and the same board errors."""
from __future__ import annotations

import re

from support import forest_tap_worlds

from mtgasp.research import batch
from mtgasp.research.answers import EVENT_ROWS
from mtgasp.research.worlds import _FACT


def test_the_stage_in_the_questions_control_gives_the_same_rows(monkeypatch):
    worlds = forest_tap_worlds()
    assert len(worlds) > 12
    monkeypatch.setattr(batch, "ONE_CONTROL", False)
    two = batch.evaluate(worlds, "events", EVENT_ROWS)
    monkeypatch.setattr(batch, "ONE_CONTROL", True)
    one = batch.evaluate(worlds, "events", EVENT_ROWS)
    for a, b in zip(two, one, strict=True):
        assert dict(a.rows) == dict(b.rows) and a.board_errors == b.board_errors
    assert any(a.rows.get("ans_applied") for a in one)


def test_the_world_facts_pattern_reads_facts_as_the_backtracking_one_did():
    old = re.compile(r'([a-z_][A-Za-z0-9_]*)\(((?:[^"()]|"(?:[^"\\]|\\.)*"|\((?:[^"()]|"(?:[^"\\]|\\.)*")*\))*)\)\s*\.')
    texts = ['p("a\\"b", x). q(1,2). r("B.F.M. (Big Furry Monster)", f("x)")). % c(1).', 'bad("x). ok(1).',
             'n(a(b(c))). m((1,2)).', 'e("\\\\").', 'chosen("x", branch, "even").\nref_subtype("Forest", forest).',
             'p(a) q(b).', 'p(f(")"), "(").']
    for text in texts:
        assert [m.span() + m.groups() for m in _FACT.finditer(text)] == \
            [m.span() + m.groups() for m in old.finditer(text)]
