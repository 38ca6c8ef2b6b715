"""The stages' result of a board reused for the programs that append their own facts to the board's.

`mana` reads the board's facts (facts_for, whose stage result checks the board), then asks its payment
and its pools on those facts followed by a few of its own (`plan_player("alice").`, `plan_maximal.`):
three different texts, so the cache of solver.stage_result computed layer 4 three times. The stages read
only the predicates their programs name: facts of other predicates, appended to facts the stages already
ran on, leave their result as it was (the shown atoms of the same ground program, the appended atoms
shown by none). This module finds such an earlier input; it reads program text and never decides a rules
question: anything it can't read (a directive, a rule naming a predicate of the stages, a text it can't
parse) means "run the stages".
"""
from __future__ import annotations

import re
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from mtgasp.encoder import resources
from mtgasp.encoder.resources import program
from mtgasp.encoder.validate import RESERVED_WORDS

if TYPE_CHECKING:
    import clingo.ast as ast

KEPT = 16  # the earlier inputs remembered (solver._stage_result keeps as many results)
MAX_APPENDED = 100_000  # characters: a longer addition is not read, the stages run


@lru_cache(maxsize=4)
def names_read(programs: tuple[str, ...]) -> frozenset[str] | None:
    """Every predicate name the rules of the programs (and of the files they #include) mention, in a head, a
    body or a #show. (`#defined p/1.` only says that p may have no atoms: rules/core/defined.lp declares every
    input of every question, and the stages read few of them.) Reading them takes ~0.1 s: the names are kept
    in the folder of the programs' copies, named by the digest of every program (encoder/resources.py)."""
    files = [Path(p).resolve() for p in programs]
    if not all(resources.packaged(f) for f in files):
        return _names_read(programs)
    key = "names-read--" + "--".join(f.relative_to(resources.PACKAGE_DIR).as_posix().replace("/", "-") for f in files)
    text = resources.remembered(key, lambda: _names_text(_names_read(programs)))
    kind, _, names = text.partition("\n")
    return frozenset(line[1:] for line in names.split("\n") if line.startswith("=")) if kind == "read" else None


def _names_text(names: frozenset[str] | None) -> str:
    """The names as `names_read` keeps them: "read" then a line "=name" each (`#show.` names ""), or "unread"."""
    return "unread\n" if names is None else "read\n" + "".join(f"={name}\n" for name in sorted(names))


def _names_read(programs: tuple[str, ...]) -> frozenset[str] | None:
    import clingo.ast as ast  # (read when an earlier input may be reused: a fresh question reads none)

    names: set[str] = set()
    ok = [True]

    def statement(stm: ast.AST) -> None:
        if stm.ast_type == ast.ASTType.ShowSignature:
            names.add(stm.name)
        for name in _atom_names(stm, ok):
            names.add(name)

    ast.parse_files([str(program(p)) for p in programs], statement)  # (encoder/resources.py: includes)
    return frozenset(names) if ok[0] else None  # None: an atom whose name can't be read (nothing is reused)


def _atom_names(node: ast.AST, ok: list[bool]) -> list[str]:
    import clingo.ast as ast

    found: list[str] = []

    class Visit(ast.Transformer):
        def visit_SymbolicAtom(self, atom: ast.AST) -> ast.AST:  # noqa: N802 (clingo's naming)
            _term_names(atom.symbol, found, ok)
            return atom

    Visit()(node)
    return found


def _term_names(term: ast.AST, found: list[str], ok: list[bool]) -> None:
    import clingo.ast as ast

    if term.ast_type == ast.ASTType.Function:
        found.append(term.name)
    elif term.ast_type == ast.ASTType.Pool:
        for part in term.arguments:
            _term_names(part, found, ok)
    elif term.ast_type == ast.ASTType.SymbolicTerm and term.symbol.type.name == "Function":
        found.append(term.symbol.name)
    else:
        ok[0] = False  # an atom whose name this reader doesn't see


def _unread(text: str, read: frozenset[str]) -> bool:
    """Whether `text` is only facts (an atom, no body: they can't make a program inconsistent) of predicates
    the stages never name."""
    if len(text) > MAX_APPENDED:
        return False
    simple = _simple_facts(text)
    if simple is not None:
        return not any(name in read for name in simple)
    import clingo.ast as ast

    ok = [True]

    def statement(stm: ast.AST) -> None:
        if stm.ast_type == ast.ASTType.Program:
            ok[0] = ok[0] and stm.name == "base" and not stm.parameters
        elif stm.ast_type == ast.ASTType.Rule:
            head = stm.head
            fact = (not stm.body and head.ast_type == ast.ASTType.Literal and head.sign == ast.Sign.NoSign
                    and head.atom.ast_type == ast.ASTType.SymbolicAtom)
            names = _atom_names(stm, ok)  # (sets ok[0] to False on an atom it can't read: -p(1))
            ok[0] = ok[0] and fact and not any(name in read for name in names)
        elif stm.ast_type != ast.ASTType.Comment:
            ok[0] = False  # #const, #include, #external, #show...: not read here

    try:
        ast.parse_string(text, statement)
    except RuntimeError:  # not a program on its own
        return False
    return ok[0]


# A fact of one line whose arguments are numbers, constants or strings without escapes (what the questions append:
# `query_target("forest").`): its predicate's name is read without clingo's parser (~4 ms to load, issue 31).
_WORD = r"_*[a-z][A-Za-z0-9_']*"
_PLAIN = rf'(?:"[^"\\\n]*"|-?[0-9]+|{_WORD})'
# A value is plain or a function of plain values, `generic(5)` (mana's `pay_symbol(1,generic(5)).`): one level of
# nesting, which is what the questions append; a deeper term goes to clingo's parser.
_VALUE = rf"(?:{_WORD}\({_PLAIN}(?:,[ \t]*{_PLAIN})*\)|{_PLAIN})"
_SIMPLE_FACT = re.compile(rf"[ \t]*({_WORD})(?:\({_VALUE}(?:,[ \t]*{_VALUE})*\))?\.[ \t]*")
_WORDS = re.compile(_WORD)


def _simple_facts(text: str) -> list[str] | None:
    """The predicate names of `text` when each of its lines is empty, a line comment or one simple fact
    (_SIMPLE_FACT) naming no word clingo reserves; else None (clingo's parser reads it)."""
    names: list[str] = []
    for line in text.split("\n"):
        stripped = line.strip()
        if not stripped or (stripped.startswith("%") and not stripped.startswith("%*")):
            continue
        match = _SIMPLE_FACT.fullmatch(line)
        if match is None or "%" in line or any(word in RESERVED_WORDS for word in _WORDS.findall(line)):
            return None
        names.append(match.group(1))
    return names


_SEEN: OrderedDict[str, None] = OrderedDict()


def stage_input(facts: str, programs: tuple[str, ...]) -> str:
    """An earlier input of the stages (one they ran on: remember/1) that `facts` extends by facts the stages
    don't read, else `facts`."""
    for key in reversed(_SEEN):
        if len(key) < len(facts) and key.endswith("\n") and facts.startswith(key):
            # The programs are read only once there is an earlier input to reuse (0.1 s a process).
            read = names_read(programs)
            if read is not None and _unread(facts[len(key):], read):
                _SEEN.move_to_end(key)
                return key
    return facts


def remember(facts: str) -> None:
    """The stages ran on `facts` (and parsed it whole: a text that didn't could end mid-statement)."""
    _SEEN[facts] = None
    _SEEN.move_to_end(facts)
    while len(_SEEN) > KEPT:
        _SEEN.popitem(last=False)
