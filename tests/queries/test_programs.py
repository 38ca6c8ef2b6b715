"""The logic program stands alone: every question's program grounds without a message from clingo, and
clingo alone, run on the shipped files and on what `mtgasp encode` prints, derives exactly the atoms the
command decodes (Python only words them)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import clingo
import pytest
from support import EXAMPLES, run_cli

import mtgasp
from mtgasp.engine import solver, stage_parts
from mtgasp.queries.run import facts_for
from mtgasp.queries.terms import fact

BOARDS = sorted(EXAMPLES.glob("*.yaml"))


def questions(board: mtgasp.Board) -> list[tuple[str, str]]:
    """(program, the query's input facts as a user would write them) for one board."""
    first = board.permanents[0].id
    player = board.players[0]
    found = [
        ("could_produce", ""),
        ("could_produce", fact("explain_requested")),
        ("produce", fact("query_target", first)),
        ("can_activate", fact("query_target", first)),
        ("show", ""),
        ("orderings", fact("orderings_tap", first)),
    ]
    # Every pool of a 60-card board is a search of its own (docs/performance.md): the small boards suffice.
    if len(board.permanents) <= 15:
        found.append(("mana", fact("plan_player", player) + fact("plan_maximal")))
    return found


@pytest.mark.slow
@pytest.mark.parametrize("path", BOARDS, ids=[p.stem for p in BOARDS])
def test_every_program_grounds_without_a_message(path):
    # Clingo's informational messages (an atom that occurs in no head, a global variable in an
    # aggregate tuple) point at real mistakes in the rules: none is tolerated.
    board = mtgasp.load_board(path)
    for stage in solver.stage_programs():
        messages: list[str] = []
        ctl = solver.control([], messages)
        ctl.load(str(stage))
        ctl.add("base", [], facts_for(board))
        stage_parts.ground(ctl)  # its program parts, in order (rules/stages/layer4.lp)
        assert messages == [], (stage.name, messages)
    for program, inputs in questions(board):
        messages = []
        ctl = solver.control([], messages)
        ctl.load(str(solver.query_program(program)))
        ctl.add("base", [], solver.program_input(facts_for(board)) + inputs)
        ctl.ground([("base", [])])
        assert messages == [], (program, messages)


def clingo_alone(program: str, facts: Path, inputs: str, tmp_path: Path, models: str = "1",
                 extra: tuple[str, ...] = ()) -> list[frozenset[str]]:
    """The models clingo prints for the program on the files, as sets of atoms (no Python of mtgasp)."""
    given = tmp_path / "inputs.lp"
    given.write_text(inputs, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "clingo", str(solver.query_program(program)), str(facts), str(given),
                          models, "--outf=2", *extra], capture_output=True, text=True, timeout=300)
    out = json.loads(run.stdout)
    assert out["Result"] in ("SATISFIABLE", "OPTIMUM FOUND"), run.stderr
    return [frozenset(str(clingo.parse_term(a)) for a in w["Value"]) for w in out["Call"][-1]["Witnesses"]]


@pytest.mark.slow
@pytest.mark.parametrize("path", BOARDS, ids=[p.stem for p in BOARDS])
def test_clingo_alone_derives_what_the_command_decodes(path, tmp_path):
    encoded = run_cli("encode", str(path))
    assert encoded.returncode == 0, encoded.stderr
    facts = tmp_path / "board.lp"
    facts.write_text(encoded.stdout, encoding="utf-8")
    board = mtgasp.load_board(path)
    for program, inputs in questions(board):
        if program == "mana":
            found = clingo_alone(program, facts, inputs, tmp_path, "0", ("--project=project",))
            api = solver.solve_models(program, facts_for(board) + inputs, project=True)
            # One model per distinct pool: compare the pools.
            pools = {frozenset(a for a in m if a.startswith("pool(")) for m in found}
            assert pools == {frozenset(str(s) for s in m if s.name == "pool") for m in api.models}, program
            continue
        (model,) = clingo_alone(program, facts, inputs, tmp_path)
        answer = solver.solve_query(program, facts_for(board) + inputs)
        assert model == frozenset(str(s) for s in answer.atoms), program


@pytest.mark.slow
def test_encode_without_stages_and_stage_one_by_hand(tmp_path):
    # The documented two-stage route: the board's facts alone, then rules/stages/layer4.lp by clingo.
    path = EXAMPLES / "blood_moon.yaml"
    bare = run_cli("encode", str(path), "--stage", "none")
    full = run_cli("encode", str(path))
    assert bare.returncode == 0 and full.returncode == 0
    assert "final_type" not in bare.stdout and "final_type" in full.stdout
    facts = tmp_path / "facts.lp"
    facts.write_text(bare.stdout, encoding="utf-8")
    # The command documented in rules/stages/layer4.lp (clingo's Python API alone, grounding the stage's program
    # parts in order) writes the model's atoms as facts on one line.
    run = subprocess.run([sys.executable, str(Path(stage_parts.__file__)), str(solver.stage_programs()[0]), str(facts)],
                         capture_output=True, text=True, timeout=120)
    first = run.stdout.splitlines()[0]
    stage = {str(s) + "." for s in _atoms(first)}
    shown = {line for line in full.stdout.splitlines() if line.startswith(("final_", "lost_text", "l4_"))}
    assert stage >= shown and shown


def _atoms(line: str) -> list[clingo.Symbol]:
    """The atoms of a line of facts ("p(1). q("a b")."), read by clingo itself."""
    ctl = solver.control()
    ctl.add("base", [], line)
    ctl.ground([("base", [])])
    return [a.symbol for a in ctl.symbolic_atoms if a.is_fact]
