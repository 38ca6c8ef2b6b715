"""Warm answers (issue 31): a question asked again in one process is answered from its kept grounded program
(engine/warm.py: solved again, multi-shot) or its kept search's result, and the answer is the fresh path's, byte for
byte (the repr of the API's result and its JSON rendering), also when other boards were asked in between.

The rules have one answer set per board for every question solve_query runs (stratified, or positive recursion),
so a second solve of the same ground program gives the same atoms; a search (mana's payment, CR 601.2g-h; its
maximal pools, CR 106.4) is not run again, its first result is kept (engine/warm.py says why)."""
from __future__ import annotations

import pytest
from support import ROOT, board_from

import mtgasp
from mtgasp.engine import solver, warm

BOARDS = [ROOT / "examples" / "reflecting.yaml", ROOT / "examples" / "blood_moon.yaml",
          ROOT / "examples" / "druid.yaml"]
COMMANDER = ROOT / "benchmarks" / "boards" / "commander_20.yaml"


def _questions(board: mtgasp.Board) -> list[tuple[str, object]]:
    first = board.permanents[0].id
    player = board.players[0]
    return [
        ("could-produce", lambda: mtgasp.could_produce(board)),
        ("could-produce --explain", lambda: mtgasp.could_produce(board, explain=True)),
        ("produce", lambda: mtgasp.produce(board, first)),
        ("can-activate", lambda: mtgasp.can_activate(board, first)),
        # Other permanents of the same board: the program kept for the first, its input another external
        ("produce another", lambda: mtgasp.produce(board, board.permanents[1].id)),
        ("produce the last", lambda: mtgasp.produce(board, board.permanents[-1].id, explain=True)),
        ("can-activate another --explain", lambda: mtgasp.can_activate(board, board.permanents[-1].id, explain=True)),
        ("show", lambda: mtgasp.show(board)),
        ("query", lambda: mtgasp.query(board, f"shares-type {first} {board.permanents[-1].id}")),
        ("orderings", lambda: mtgasp.orderings(board, mtgasp.TapEvent(first))),
        # Another permanent tapped (CR 616.1): an external of the program kept for the board, as for produce
        ("orderings another", lambda: mtgasp.orderings(board, mtgasp.TapEvent(board.permanents[1].id))),
        ("orderings the last, its tree", lambda: mtgasp.orderings(board, mtgasp.TapEvent(board.permanents[-1].id),
                                                                  tree=True)),
        ("mana --cost", lambda: mtgasp.mana(board, player, cost="{1}{G}")),
        ("mana", lambda: mtgasp.mana(board, player)),
    ]


def _said(ask) -> str:
    """The answer as the API gives it (repr) and as `--format json` prints it, or the error it raised."""
    from mtgasp.render import json as render_json

    try:
        result = ask()
    except Exception as exc:  # noqa: BLE001 (an error is an answer too: the same one both ways)
        return f"raised {type(exc).__name__}: {exc}"
    rendered = getattr(render_json, type(result).__name__.lower(), None)
    return repr(result) + ("\n" + render_json.dumps(rendered(result)) if rendered is not None else "")


def _fresh(boards: list[mtgasp.Board], monkeypatch) -> dict[tuple[int, str], str]:
    monkeypatch.setattr(warm, "enabled", False)
    answers = {(i, name): _said(ask) for i, board in enumerate(boards) for name, ask in _questions(board)}
    monkeypatch.setattr(warm, "enabled", True)
    return answers


def _check_warm(paths, monkeypatch) -> None:
    monkeypatch.setattr(warm, "KEPT", 64)
    solver._free(warm.clear())
    boards = [mtgasp.load_board(p) for p in paths]
    fresh = _fresh(boards, monkeypatch)
    before = dict(warm.hits)
    # Each board, then each again after the others (another board asked in between), then in the other order.
    for order in (range(len(boards)), range(len(boards)), reversed(range(len(boards)))):
        for i in order:
            for name, ask in _questions(boards[i]):
                assert _said(ask) == fresh[(i, name)], (paths[i], name)
    # The second and third rounds were answered from what the first kept, not grounded again
    assert warm.hits["controls"] - before["controls"] >= 2 * len(boards) * 6
    assert warm.hits["results"] - before["results"] >= 2 * len(boards) * 2
    solver._free(warm.clear())


def test_warm_answers_are_the_fresh_ones(monkeypatch):
    _check_warm(BOARDS, monkeypatch)


@pytest.mark.slow
def test_warm_answers_are_the_fresh_ones_on_a_commander_board(monkeypatch):
    _check_warm([COMMANDER, BOARDS[0]], monkeypatch)


def test_a_board_changed_is_not_answered_from_the_kept_one(monkeypatch):
    # The key is the whole input: a board with a permanent more is another program (CR 305.6's Forest adds {G}).
    solver._free(warm.clear())
    board = mtgasp.load_board(BOARDS[0])
    before = mtgasp.could_produce(board)
    grown = board_from(BOARDS[0].read_text().replace("battlefield:", "battlefield:\n  - card: Island\n    controller: alice", 1))
    after = mtgasp.could_produce(grown)
    assert repr(before) != repr(after)
    monkeypatch.setattr(warm, "enabled", False)
    assert repr(mtgasp.could_produce(grown)) == repr(after)
    solver._free(warm.clear())


_FRESH_PROCESS = """
import sys
import mtgasp
board = mtgasp.load_board(sys.argv[1])
print(repr(mtgasp.show(board)))
print(repr(mtgasp.could_produce(board, explain=True)))
print(repr(mtgasp.can_activate(board, board.permanents[0].id)))
"""


def _asked(board: mtgasp.Board) -> str:
    return "\n".join([repr(mtgasp.show(board)), repr(mtgasp.could_produce(board, explain=True)),
                      repr(mtgasp.can_activate(board, board.permanents[0].id))]) + "\n"


@pytest.mark.slow
def test_a_question_answered_from_a_kept_program_leaves_no_stage_waiting(monkeypatch):
    # perf37's sequence (test_warm.py, test_stage_reuse.py, test_onepass.py in one process): a board asked, other
    # boards asked, the board's stage result forgotten (solver._stage_result keeps 16 boards: here cleared), the board
    # asked again. The API computes the stage first (facts_for), then the question is answered from the program kept
    # for it: the stage's Control grounded for that question must not be left waiting (a whole stage held until the
    # next one is computed), and the answers are a fresh process's, byte for byte.
    import subprocess
    import sys

    monkeypatch.setattr(warm, "KEPT", 64)
    solver._free(warm.clear())
    path = BOARDS[1]
    board = mtgasp.load_board(path)
    first = _asked(board)
    for other in (BOARDS[0], BOARDS[2]):
        _asked(mtgasp.load_board(other))
    solver._stage_result.cache_clear()
    before = warm.hits["controls"]
    again = _asked(board)
    assert warm.hits["controls"] - before >= 3  # (answered from the kept programs: the route this test is about)
    assert not solver._PENDING
    fresh = subprocess.run([sys.executable, "-c", _FRESH_PROCESS, str(path)], capture_output=True, text=True,
                           check=True, cwd=ROOT).stdout
    assert first == again == fresh
    solver._free(warm.clear())


def test_the_kept_programs_are_bounded(monkeypatch):
    monkeypatch.setattr(warm, "KEPT", 2)
    solver._free(warm.clear())
    for path in BOARDS:
        mtgasp.could_produce(mtgasp.load_board(path))
    assert len(warm._CONTROLS) == 2
    solver._free(warm.clear())


def _query_questions(board: mtgasp.Board, seed: int, count: int) -> list[str]:
    """Questions of `mtgasp query` on a board's objects (CR 201.2a names, CR 205.3 creature types, CR 613.4 power and
    toughness, CR 207.2c kinship): random pairs and one object asked twice, named with its own card's name and
    another's."""
    import random

    rng = random.Random(seed)
    ids = [p.id for p in board.permanents]
    cards = sorted({p.card for p in board.permanents}) + ["Nonexistent Name"]
    found = ["card-types graveyard"]
    for _ in range(count):
        a, b = rng.choice(ids), rng.choice(ids)
        kind = rng.choice(["shares-type", "same-name", "attach-trigger", "pt", "kinship", "named", "twice"])
        if kind in ("pt", "kinship"):
            found.append(f"{kind} {a}")
        elif kind == "named":
            found.append(f'named {a} "{rng.choice(cards)}"')
        elif kind == "twice":
            found.append(f"{rng.choice(['shares-type', 'same-name'])} {a} {a}")
        else:
            found.append(f"{kind} {a} {b}")
    return found


def _warm_queries_answer_as_fresh(monkeypatch, board, questions, order) -> None:
    # Each question answered fresh (warm off), then asked in this order in kept programs: the same answers.
    monkeypatch.setattr(warm, "enabled", False)
    fresh = {q: _said(lambda q=q: mtgasp.query(board, q)) for q in questions}
    monkeypatch.setattr(warm, "enabled", True)
    for q in order:
        assert _said(lambda q=q: mtgasp.query(board, q)) == fresh[q], q


@pytest.mark.parametrize("path", [BOARDS[0], ROOT / "examples" / "spy_kit.yaml", ROOT / "examples" / "clone.yaml"],
                         ids=lambda p: p.stem)
def test_warm_queries_are_the_fresh_ones(path, monkeypatch):
    # Each question's ids and name are program parts grounded in the board's kept program (queries/query.lp,
    # engine/solver.py: solve_query_parts); the parts of earlier questions stay, their inputs false: every answer is
    # the one of the program grounded afresh for that question alone.
    monkeypatch.setattr(warm, "KEPT", 64)
    solver._free(warm.clear())
    board = mtgasp.load_board(path)
    questions = _query_questions(board, seed=31, count=14)
    before = warm.hits["controls"]
    _warm_queries_answer_as_fresh(monkeypatch, board, questions, questions + questions[::-1])
    # Every question of the second round (and most of the first) was answered in a kept program
    assert warm.hits["controls"] - before >= len(questions)
    solver._free(warm.clear())


@pytest.mark.slow
def test_warm_queries_on_a_commander_board(monkeypatch):
    monkeypatch.setattr(warm, "KEPT", 64)
    solver._free(warm.clear())
    board = mtgasp.load_board(COMMANDER)
    questions = _query_questions(board, seed=14, count=40)
    _warm_queries_answer_as_fresh(monkeypatch, board, questions, questions[::-1] + questions)
    solver._free(warm.clear())


def test_a_program_grown_by_many_parts_is_grounded_afresh(monkeypatch):
    # Past KEPT_PARTS parts in one kept program the board is grounded again: the answers stay the fresh ones.
    monkeypatch.setattr(warm, "KEPT_PARTS", 8)  # (a pair is 6 parts: each id, each ordered pair)
    solver._free(warm.clear())
    board = mtgasp.load_board(BOARDS[0])
    ids = [p.id for p in board.permanents]
    questions = [f"shares-type {a} {b}" for a, b in zip(ids, ids[1:] + ids[:1])][:6]
    monkeypatch.setattr(warm, "enabled", False)
    fresh = [_said(lambda q=q: mtgasp.query(board, q)) for q in questions]
    monkeypatch.setattr(warm, "enabled", True)
    assert [_said(lambda q=q: mtgasp.query(board, q)) for q in questions] == fresh
    (kept,) = warm._CONTROLS.values()
    assert len(kept[1]) <= 8
    solver._free(warm.clear())
