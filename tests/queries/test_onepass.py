"""The stage and the question in one pass (engine/stage_onepass.py, solver.grounded): the question grounded in the
Control where the stage was grounded reads exactly what it reads from the text `mtgasp encode` prints (the
board's facts and the stage's shown atoms, docs/commands.md), so its answer is the same atom for atom; and the
stage's program shipped with its own names is the one made from the rules as they are."""
from __future__ import annotations

from pathlib import Path

import pytest
from support import EXAMPLES

import mtgasp
from mtgasp.encoder import board_facts
from mtgasp.engine import solver, stage_onepass, warm
from mtgasp.queries.terms import fact

STAGE = solver.stage_programs()[0]
BOARDS = sorted(EXAMPLES.glob("*.yaml"))


@pytest.fixture(autouse=True)
def _no_kept_programs(monkeypatch):
    """These tests compare the one pass and the text route: a question answered from a program an earlier test of the
    process kept (engine/warm.py, tests/queries/test_warm.py compares that route) would take neither (perf37: this file
    failed after test_warm.py and test_stage_reuse.py in one process)."""
    monkeypatch.setattr(warm, "enabled", False)


@pytest.mark.slow
def test_the_shipped_namespaced_stage_is_made_from_the_rules_as_they_are():
    # If this fails, a rule file the stage includes changed: python tools/build_namespaced_stage.py
    shipped = stage_onepass.generated(STAGE)
    made = stage_onepass._rename(STAGE)
    assert shipped.read_text(encoding="utf-8") == made.text(STAGE)
    read = stage_onepass._read_generated(STAGE)
    assert read is not None and read.shown == made.shown and read.renamed == made.renamed


def test_a_namespaced_file_of_other_rules_is_not_used(tmp_path, monkeypatch):
    # A file made from other rule files than the stage's (its hash differs) is made again, not read.
    stale = tmp_path / "layer4.namespaced.lp"
    text = stage_onepass.generated(STAGE).read_text(encoding="utf-8")
    stale.write_text(text.replace("% sources: ", "% sources: 0"), encoding="utf-8")
    monkeypatch.setattr(stage_onepass, "generated", lambda stage: stale)
    assert stage_onepass._read_generated(STAGE) is None


def test_the_stage_keeps_its_names_and_shows_only_its_result():
    names = stage_onepass.namespaced(STAGE)
    assert ("final_type", 2) in names.shown and ("board_error", 3) in names.shown
    # Predicates the questions define too are the stage's own; what it shows keeps its name.
    assert {("l4_ch", 4), ("matches_in", 3), ("has_type", 2), ("related", 3)} <= names.renamed
    assert not set(names.shown) & names.renamed
    assert names.predicate("program_part") == "stage'program_part" and names.part("base") == "stage"


def _both_routes(query: str, facts: str) -> tuple[frozenset[str], frozenset[str]]:
    solver._stage_result.cache_clear()
    one = solver.solve_query(query, facts)  # the stage computed now: its Control taken by the question
    assert not solver._PENDING
    solver.stage_result(facts)  # cached: no Control waits, the question reads the stage's result as text
    assert not solver._PENDING
    text = solver.solve_query(query, facts)
    return frozenset(map(str, one.atoms)), frozenset(map(str, text.atoms))


@pytest.mark.slow
@pytest.mark.parametrize("path", BOARDS, ids=[p.stem for p in BOARDS])
def test_one_pass_and_the_text_give_the_same_atoms(path: Path):
    board = mtgasp.load_board(path)
    facts = board_facts(board)
    for query, inputs in (("show", ""), ("could_produce", fact("explain_requested")),
                          ("can_activate", fact("query_target", board.permanents[0].id))):
        one, text = _both_routes(query, facts + inputs)
        assert one == text, query


def test_facts_the_stage_does_not_read_are_appended_in_the_same_control():
    # could-produce --explain appends explain_requested to the board's facts: the Control of the board's stage
    # is taken, the appended fact given to the question beside its program (engine/stage_reuse.py).
    board = mtgasp.load_board(EXAMPLES / "blood_moon.yaml")
    facts = board_facts(board)
    solver._stage_result.cache_clear()
    solver.stage_result(facts)
    assert solver._PENDING and solver._PENDING[0].facts == facts
    one = solver.solve_query("could_produce", facts + fact("explain_requested"))
    assert not solver._PENDING
    text = solver.solve_query("could_produce", facts + fact("explain_requested"))
    assert set(map(str, one.atoms)) == set(map(str, text.atoms))
    assert any(a.name == "via" for a in one.atoms)


def test_the_stage_result_is_the_same_on_both_routes():
    board = mtgasp.load_board(EXAMPLES / "blood_moon.yaml")
    facts = board_facts(board)
    solver._stage_result.cache_clear()
    one = solver.stage_result(facts)
    alone = solver._stage_alone(STAGE, facts)
    assert one == alone and one.facts == alone.facts and "final_type" in one.facts


def test_a_rule_among_the_facts_sees_the_rules_atoms():
    # In one pass the facts are grounded before the rules: a rule given with them (a test's, a user's
    # program appended to `mtgasp encode`'s text) must not be grounded there, where it would see nothing.
    board = mtgasp.load_board(EXAMPLES / "blood_moon.yaml")
    solver._stage_result.cache_clear()
    rule = "seen(O) :- final_subtype(O, mountain).\n#show seen/1.\n"
    answer = solver.solve_query("show", board_facts(board) + rule)
    assert {row[0] for row in answer.by_name("seen")} >= {"urborg"}
    assert not solver._PENDING
