"""Programs given from outside the package (an invariant of `mtgasp check`, a readings file): the checks clingo's
own parser is not asked to make, and the predicates a statement names.

Shared by the engine's readings files (engine/readings.py) and the research commands (research/invariants.py,
research/worlds.py); it imports only clingo, so both read a user's program the same way from below.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from mtgasp.encoder.errors import BoardError

if TYPE_CHECKING:
    import clingo.ast as ast

Signature = tuple[str, int]


def check_directives(text: str, what: str, may_hold: str) -> None:
    """Refuse the two directives that reach outside the program, wherever they are written: `#include`
    (clingo's own parser opens the file it names, and reads it into the statements it gives back) and
    `#script` (code). They are looked for in the raw text, comments and strings included, so that no
    reading of the comments (clingo's block comments nest: `% %*` is a line comment) can hide one from this
    check; a program given from outside never needs either word. After it, nothing can make clingo open a file.
    `what` names the program in the message ("the invariant"), `may_hold` what it may hold instead."""
    if "\0" in text:
        raise BoardError(f"{what} holds a NUL character: it is not a program")
    for m in re.finditer(r"#\s*(include|script)\b", text, re.I):
        raise BoardError(f"{what} may only hold {may_hold}: #{m.group(1).lower()} is not allowed (not even in a "
                         "comment or a string)")


def atom_signature(atom: ast.AST) -> Signature | None:
    """The predicate of a symbolic atom (None for one that is not a function: a number, a string)."""
    from clingo.ast import ASTType  # (clingo.ast when a program is read: a question loads none)

    sym = atom.symbol
    if sym.ast_type == ASTType.Function:
        return (sym.name, len(sym.arguments))
    return None


def signatures(nodes: Iterable[ast.AST]) -> set[Signature]:
    """The predicates of every symbolic atom in these nodes (a rule's head, its body, a #show's term)."""
    import clingo.ast

    found: set[Signature] = set()

    class Collect(clingo.ast.Transformer):
        def visit_SymbolicAtom(self, node: ast.AST) -> ast.AST:  # noqa: N802 (clingo's naming)
            sig = atom_signature(node)
            if sig is not None:
                found.add(sig)
            return node

    collect = Collect()
    for node in nodes:
        collect(node)
    return found
