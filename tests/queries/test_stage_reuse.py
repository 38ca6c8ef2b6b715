"""The layer-4 stage runs once per board when a question appends its own facts to the board's (issue 14:
`mana` ran it three times), and only when the stages can't read what was appended (engine/stage_reuse.py)."""
from __future__ import annotations

import pytest
from support import ROOT

import mtgasp
from mtgasp.encoder import board_facts
from mtgasp.engine import solver
from mtgasp.engine.stage_reuse import _unread, names_read, stage_input

PROGRAMS = tuple(str(p) for p in solver.stage_programs())


def test_names_read_are_the_rules_names_not_every_defined_input():
    read = names_read(PROGRAMS)
    assert read is not None
    assert {"final_type", "printed_type", "card_of", "type_effect", "reading"} <= read
    assert not {"plan_player", "pay_symbol", "plan_maximal", "q_object"} & read  # #defined in defined.lp only


def test_what_may_be_appended():
    read = names_read(PROGRAMS)
    assert _unread('plan_player("alice").\nplan_maximal.\npay_symbol(1,generic(2)).\n', read)
    assert not _unread('card_of("x", "Forest").\n', read)  # the stages read it
    assert not _unread("plan_maximal :- plan_player(_).\n", read)  # a rule: not read here
    assert not _unread("p :- not p.\n", read)  # could make the stage inconsistent
    assert not _unread(":- plan_maximal.\n", read)
    assert not _unread("#const n = 3.\n", read)
    assert not _unread("#include \"x.lp\".\n", read)
    assert not _unread("plan_player(\n", read)  # not a program on its own
    assert not _unread("-plan_player(1).\n", read)


@pytest.mark.slow
def test_mana_runs_the_stage_once_and_answers_the_same():
    board = mtgasp.load_board(ROOT / "examples" / "commander_mana.yaml")
    solver._stage_result.cache_clear()
    answer = mtgasp.mana(board, "alice", cost="{2}{W}{U}", pools=True)
    info = solver._stage_result.cache_info()
    assert info.misses == 1 and info.hits >= 2
    facts = board_facts(board)
    longer = facts + 'plan_player("alice").\n'
    assert stage_input(longer, PROGRAMS) == facts
    # The result reused is the result of the stages run on the longer text.
    assert solver._stage_result.__wrapped__(longer) == solver._stage_result(facts)
    assert answer == mtgasp.mana(board, "alice", cost="{2}{W}{U}", pools=True)


def test_facts_the_stages_read_run_them_again():
    board = mtgasp.load_board(ROOT / "examples" / "blood_moon.yaml")
    facts = board_facts(board)
    stage_input(facts, PROGRAMS)
    longer = facts + 'type_effect("Forest", 1, land, you, add_type(creature)).\n'
    assert stage_input(longer, PROGRAMS) == longer


@pytest.mark.slow
def test_the_commands_of_one_run_share_the_stage_of_a_board():
    board = mtgasp.load_board(ROOT / "examples" / "blood_moon.yaml")
    first = board.permanents[0].id
    solver._stage_result.cache_clear()
    mtgasp.show(board)
    mtgasp.could_produce(board)
    mtgasp.could_produce(board, explain=True)  # explain_requested appended: not read by the stage
    mtgasp.can_activate(board, first)
    assert solver._stage_result.cache_info().misses == 1


def test_an_input_the_stages_could_not_read_is_not_reused():
    # "a :- not" alone is no program; followed by "plan_maximal." it is one: never take the first's result.
    broken = "a :- not\n"
    try:
        solver.stage_result(broken)
    except Exception:  # noqa: BLE001 (a ProgramError, or clingo's RuntimeError: either way it failed)
        pass
    longer = broken + "plan_maximal.\n"
    assert stage_input(longer, PROGRAMS) == longer


APPENDED = ['plan_player("alice").\nplan_maximal.\npay_symbol(1,generic(2)).\n', 'query_target("forest").\n',
            'card_of("x", "Forest").\n', "plan_maximal :- plan_player(_).\n", "p :- not p.\n", ":- plan_maximal.\n",
            "#const n = 3.\n", "not.\n", 'q("a\\"b").\n', "q(X).\n", "q(_).\n", "% a comment\nq(1, -2, c).\n",
            "%* a\nblock *%\nq.\n", "q(a;b).\n", "-q.\n", "q(1..2).\n", 'q("%").\n', "q(not).\n", "q(a'b, _c).\n",
            "q(1) . \n", "q(1).q(2).\n", "\n\n", "q(\"x\n", "plan_player(\"alice\"). % why\n",
            "pay_symbol(1,generic(5)).\n", "pay_symbol(2, colored(g)).\n", "q(f(g(1))).\n", 'q(f(a, "b"), -1).\n',
            "q(f()).\n", "q(f(not)).\n", "q(f(1)(2)).\n", "layer(f(1)).\n", "q(F(1)).\n"]


@pytest.mark.parametrize("text", APPENDED)
def test_simple_facts_are_read_as_clingo_reads_them(text, monkeypatch):
    # Issue 31: one-line facts are read without clingo's parser (stage_reuse._simple_facts); the verdict is the one
    # clingo.ast gives (the parser alone, the fast path switched off).
    from mtgasp.engine import stage_reuse

    read = names_read(PROGRAMS)
    fast = _unread(text, read)
    monkeypatch.setattr(stage_reuse, "_simple_facts", lambda _text: None)
    assert fast == _unread(text, read)
