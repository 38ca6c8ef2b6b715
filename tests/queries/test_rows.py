"""Each question declares the rows it reads (queries/<q>.py: READS, name -> arity) against the #show statements of
its program (read with clingo.ast), and a name it didn't declare fails loudly (engine/solver.py: UnshownRow), never
reading as no rows (issue 29: "124 untyped by_name rows return [] on a typo")."""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

import clingo
import pytest
from support import board_from

from mtgasp.engine.solver import Answer, UnshownRow, shown_signatures
from mtgasp.queries.explore import answer_rows

QUERIES = Path(importlib.import_module("mtgasp.queries").__file__).parent
QUESTIONS = ("can_activate", "could_produce", "orderings", "produce", "query", "show")
ROW_VARIABLES = {"rows", "shown"}  # the names the decoders give answer_rows(answer)


def rows_read(source: str) -> dict[str, list[int]]:
    """The predicate names a decoder reads, with their lines: answer.by_name("p"), rows["p"], rows.get("p"), and
    answer.by_name(name) in a loop `for name in ("p", "q", ...)`. A name the test can't read (any other argument of
    by_name) fails the test: every row read is checked."""
    tree = ast.parse(source)
    loops: dict[ast.AST, tuple[str, ...]] = {}  # a by_name call's argument -> the names of its for loop
    for node in ast.walk(tree):
        if isinstance(node, ast.For) and isinstance(node.target, ast.Name) and isinstance(node.iter, ast.Tuple | ast.List) \
                and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.iter.elts):
            names = tuple(e.value for e in node.iter.elts)
            for inner in ast.walk(node):
                if isinstance(inner, ast.Name) and inner.id == node.target.id:
                    loops[inner] = names
    found: dict[str, list[int]] = {}
    for node in ast.walk(tree):
        names: tuple[str, ...] = ()
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args and (
                node.func.attr == "by_name" or (node.func.attr == "get" and isinstance(node.func.value, ast.Name)
                                                and node.func.value.id in ROW_VARIABLES)):
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                names = (arg.value,)
            elif arg in loops:
                names = loops[arg]
            else:
                raise AssertionError(f"line {node.lineno}: a row read by a name the test can't read: {ast.unparse(node)}")
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in ROW_VARIABLES \
                and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            names = (node.slice.value,)
        for name in names:
            found.setdefault(name, []).append(node.lineno)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("question", QUESTIONS)
def test_every_row_read_is_declared_and_shown(question):
    module = importlib.import_module(f"mtgasp.queries.{question}")
    shown = shown_signatures(question)
    # What it declares, its program shows (name and arity).
    assert not {(n, k) for n, k in module.READS.items()} - shown, sorted(shown)
    # What it reads, it declares: every by_name("p") and rows["p"] of its decoder.
    read = rows_read((QUERIES / f"{question}.py").read_text())
    assert read, question
    undeclared = {name: lines for name, lines in read.items() if name not in module.READS}
    assert not undeclared, undeclared


def test_every_module_that_reads_rows_declares_them():
    for path in sorted(QUERIES.glob("*.py")):
        if rows_read(path.read_text()):
            assert path.stem in QUESTIONS, f"{path.name} reads rows: declare READS and test it here"


def test_the_row_check_reads_calls_and_subscripts():
    found = rows_read("a.by_name('x')\nrows['y']\nshown.get('z', [])\nother['w']\nd.get('v')\n"
                      "for n in ('p', 'q'):\n    a.by_name(n)\n")
    assert set(found) == {"x", "y", "z", "p", "q"}
    with pytest.raises(AssertionError, match="can't read"):
        rows_read("a.by_name(name)\n")


def test_a_misspelt_name_raises_and_a_declared_one_without_rows_is_empty():
    atoms = (clingo.Function("ability", [clingo.String("forest"), clingo.Number(1), clingo.Number(1),
                                         clingo.String("{T}: Add {G}.")]),)
    answer = Answer(atoms, True, reads={"ability": 4, "blocked": 4}, query="can_activate")
    assert answer.by_name("ability") and answer.by_name("blocked") == []
    with pytest.raises(UnshownRow, match="abilty"):
        answer.by_name("abilty")
    rows = answer_rows(answer)
    assert rows["blocked"] == [] and rows.get("blocked", []) == []
    with pytest.raises(UnshownRow):
        rows["blocekd"]
    with pytest.raises(UnshownRow):
        rows.get("blocekd", [])
    # Undeclared (solve_query without reads=, e.g. a test's own program): unchecked, as before.
    assert Answer(atoms, True).by_name("abilty") == []


def test_a_question_reading_a_misspelt_row_fails_loudly(monkeypatch):
    # The decoder of can-activate with one name misspelt: the question raises, it doesn't answer "no reasons".
    from mtgasp.queries import can_activate as module
    original = Answer.by_name

    def misspelt(self, name):
        return original(self, "blokced" if name == "blocked" else name)
    monkeypatch.setattr(Answer, "by_name", misspelt)
    with pytest.raises(UnshownRow, match="blokced"):
        module.can_activate(board_from("players: [alice]\nbattlefield:\n  - {card: Forest, controller: alice, id: f}\n"),
                            "f")
