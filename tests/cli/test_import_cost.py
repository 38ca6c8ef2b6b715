"""A query never loads the Oracle compiler, its parser (lark) or the research modules (issue 31): `import mtgasp`
loads no question, the encoder reads the compiled card data through encoder/card_data.py, and a fresh
`mtgasp could-produce` imports that command alone. Each check runs in a fresh interpreter (sys.modules of this
one holds whatever other tests imported). Issue 29 ("import mtgasp without lark"): the same, read from what
`python -X importtime` reports (every module imported, in the process and in the child the command line forks for
the question), for `import mtgasp` and for `python -m mtgasp could-produce`."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from support import EXAMPLES, ROOT

HEAVY = ("lark", "mtgasp.compiler", "mtgasp.research", "jinja2")
# Modules a question on a board of printed cards doesn't need (issue 31, the first answer): clingo's program parser
# (the shipped namespaced stage and safe_constant's term parser need none), OpenSSL's hashes (the programs' digest
# is blake2's alone), the compressors and difflib (the rules' text, "did you mean"), tempfile (the programs' copies
# are in the user's cache: encoder/resources.py).
NOT_AT_QUERY_TIME = ("clingo.ast", "hashlib", "_hashlib", "gzip", "difflib", "tempfile", "random")


@pytest.fixture(scope="module", autouse=True)
def _program_copies():
    """The programs' copies and their slicing indexes made in the user's cache before the fresh processes run (the
    first process ever makes them, with tempfile and clingo.ast); skipped where the cache can't be written."""
    from mtgasp.encoder import resources

    if resources._copies() is None:
        pytest.skip("the user's cache folder can't be written: each process copies the programs")
    # The index of each question's program (engine/slicing.py), made with clingo.ast once per version of the rules
    # and kept beside the copies, as the first process ever would make it.
    from mtgasp.engine import slicing, solver, stage_onepass

    for program in sorted(resources.queries_dir().glob("*.lp")):
        slicing._index(program)
    stage = solver.stage_programs()[0]
    slicing._index(stage_onepass.generated(stage), "stage")
    stage_onepass.namespaced(stage)  # (the hash of the stage's files remembered: hashlib, once per version)
    from mtgasp.engine import stage_reuse

    stage_reuse.names_read(tuple(str(p) for p in solver.stage_programs()))  # (mana's: clingo.ast, once per version)


def light(modules: list[str]) -> list[str]:
    """The modules of NOT_AT_QUERY_TIME loaded."""
    return [m for m in modules if m in NOT_AT_QUERY_TIME or m.startswith("clingo.ast")]


def loaded_after(code: str) -> list[str]:
    probe = code + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))\n"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    return json.loads(out.strip().splitlines()[-1])


def imported_per_importtime(*args: str) -> list[str]:
    """Every module `python -X importtime ARGS` imports, as its report on standard error names them (the
    command line's forked child writes its report there too)."""
    run = subprocess.run([sys.executable, "-X", "importtime", *args], capture_output=True, text=True, cwd=ROOT,
                         timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    lines = [line for line in run.stderr.splitlines() if line.startswith("import time:") and "|" in line]
    assert len(lines) > 50, run.stderr[-2000:]  # the report is there (the header and every module)
    return [line.rsplit("|", 1)[1].strip() for line in lines[1:]]


def heavy(modules: list[str]) -> list[str]:
    return [m for m in modules if m.startswith(HEAVY)]


def test_import_mtgasp_loads_no_question_and_no_compiler():
    modules = loaded_after("import mtgasp")
    assert heavy(modules) == [] and light(modules) == []
    assert not [m for m in modules if m.startswith("mtgasp.queries.")]


def test_import_mtgasp_imports_no_lark_nor_compiler_per_importtime():
    modules = imported_per_importtime("-c", "import mtgasp")
    assert "mtgasp" in modules and "clingo" not in modules  # (the names resolve when first used)
    assert heavy(modules) == []


@pytest.mark.slow
def test_a_could_produce_command_imports_no_lark_nor_compiler_per_importtime():
    modules = imported_per_importtime("-m", "mtgasp", "could-produce", str(EXAMPLES / "reflecting.yaml"))
    assert {"mtgasp.cli", "mtgasp.queries.could_produce", "mtgasp.engine.solver"} <= set(modules)  # (the question ran)
    assert heavy(modules) == [] and light(modules) == []


@pytest.mark.slow
def test_questions_load_no_compiler_nor_research():
    board = EXAMPLES / "druid.yaml"
    modules = loaded_after(f"""
import mtgasp
board = mtgasp.load_board({str(board)!r})
mtgasp.could_produce(board); mtgasp.show(board); mtgasp.mana(board, "alice", cost="{{2}}{{G}}")
mtgasp.produce(board, "cradle"); mtgasp.can_activate(board, "cradle")
mtgasp.orderings(board, mtgasp.TapEvent("cradle"))
""")
    assert heavy(modules) == []
    # mana's appended facts, `pay_symbol(1,generic(2)).` among them, are read without clingo.ast (issue 31:
    # engine/stage_reuse.py reads a term nested once; before, mana was the one question that loaded it)
    assert light(modules) == []


@pytest.mark.slow
@pytest.mark.parametrize("board", ["druid.yaml", "reflecting.yaml", "blood_moon.yaml"])
def test_questions_but_mana_load_no_program_parser_nor_hashes(board):
    modules = loaded_after(f"""
import mtgasp
board = mtgasp.load_board({str(EXAMPLES / board)!r})
mtgasp.could_produce(board); mtgasp.show(board)
first = board.permanents[0].id
mtgasp.produce(board, first); mtgasp.can_activate(board, first)
mtgasp.orderings(board, mtgasp.TapEvent(first))
""")
    assert {"mtgasp.queries.show", "mtgasp.queries.orderings"} <= set(modules)
    assert heavy(modules) == [] and light(modules) == []


def test_a_fresh_command_imports_its_own_command_alone():
    modules = loaded_after(f"""
import contextlib, io
from mtgasp import cli
with contextlib.redirect_stdout(io.StringIO()):
    assert cli.main(["could-produce", {str(EXAMPLES / "reflecting.yaml")!r}]) == 0
""")
    assert heavy(modules) == [] and light(modules) == []
    assert [m for m in modules if m.startswith("mtgasp.cli.") and m != "mtgasp.cli._args"] == [
        "mtgasp.cli.could_produce"]
    assert "mtgasp.queries.orderings" not in modules and "mtgasp.queries.mana" not in modules


def test_the_lazy_names_are_the_same_objects():
    import mtgasp
    from mtgasp.engine.readings import registry
    from mtgasp.queries import can_activate, could_produce, mana, orderings, produce, query, show

    assert mtgasp.mana is mana.mana and mtgasp.show is show.show and mtgasp.query is query.query
    assert mtgasp.could_produce is could_produce.could_produce and mtgasp.produce is produce.produce
    assert mtgasp.orderings is orderings.orderings and mtgasp.can_activate is can_activate.can_activate
    assert mtgasp.registry is registry and set(mtgasp.__all__) <= set(dir(mtgasp))
    assert all(getattr(mtgasp, name) is not None for name in mtgasp.__all__)
