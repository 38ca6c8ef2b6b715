"""The answers don't depend on the directory mtgasp runs from. clingo looks for an `#include "x.lp"` in the
working directory before it looks beside the including file: run from a directory holding a `layer4.lp` or a
`../rules/all.lp` of its own, the rules' files were replaced and `show` printed Blood Moon changing nothing
(or "no objects"), exit 0: a wrong answer given as complete. The programs are loaded from a copy whose
includes are absolute paths (encoder/resources.py)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support import EXAMPLES

import mtgasp
from mtgasp.encoder.resources import PACKAGE_DIR, program

QUESTIONS = [("show", "blood_moon.yaml"), ("could-produce", "blood_moon.yaml"), ("could-produce", "reflecting.yaml"),
             ("mana", "mana_pool.yaml", "alice"), ("orderings", "reflecting.yaml", "tap", "forest")]


@pytest.fixture(scope="module")
def trap(tmp_path_factory) -> Path:
    """A working directory where every relative include of the package finds an empty file of its name."""
    root = tmp_path_factory.mktemp("trap")
    here = root / "sub" / "dir"
    here.mkdir(parents=True)
    names = {p.name for p in PACKAGE_DIR.rglob("*.lp")}
    for folder in (here, here.parent, here.parent / "rules", here / "rules"):
        folder.mkdir(exist_ok=True)
        for name in names:
            (folder / name).write_text("", encoding="utf-8")
    return here


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mtgasp", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=300)


@pytest.mark.slow
@pytest.mark.parametrize("question", QUESTIONS, ids=lambda q: " ".join(q))
def test_same_answer_from_any_working_directory(question, trap):
    command, board, *rest = question
    args = [command, str(EXAMPLES / board), *rest]
    expected = _run(args, EXAMPLES.parent)
    assert expected.returncode == 0, expected.stderr
    found = _run(args, trap)
    assert (found.returncode, found.stdout) == (0, expected.stdout)


@pytest.mark.slow
def test_blood_moon_seen_from_the_trap(trap):
    # CR 613.1d, 305.7 (Blood Moon: "Nonbasic lands are Mountains"): the answer itself, not only its sameness.
    found = _run(["show", str(EXAMPLES / "blood_moon.yaml")], trap)
    assert "type line:   Land — Mountain" in found.stdout, found.stdout


def test_the_copies_include_by_absolute_path():
    copy = program(PACKAGE_DIR / "queries" / "could_produce.lp")
    assert copy != PACKAGE_DIR / "queries" / "could_produce.lp" and copy.is_file()
    include = next(line for line in copy.read_text(encoding="utf-8").splitlines() if line.startswith("#include"))
    assert Path(include.split('"')[1]).is_absolute()
    assert program(EXAMPLES / "reflecting.yaml") == (EXAMPLES / "reflecting.yaml").resolve()  # not a program of the package
    assert mtgasp.could_produce(mtgasp.load_board(EXAMPLES / "reflecting.yaml")).complete
