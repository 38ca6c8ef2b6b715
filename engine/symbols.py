"""Shown atoms as Python rows, fast: the arguments of each atom as str (a clingo string), int (a number) or
the clingo.Symbol itself (anything else), grouped by the atom's name (solver.Answer.by_name).

Every attribute of a clingo.Symbol is a call through the C API (name, arguments, then each argument's type
and value: about ten calls an atom, 20 µs). Here an atom is printed once by clingo (`str`, one call) and
the text is read back when it has the plain shape `name(a1,...,an)` with each argument a string without
escapes, a number, a constant or a function of those, nested up to three levels (`granted("e6")`,
`x(mana_production,2,m(0,0,0,0,1,0))`, read by clingo.parse_term once per distinct text); any other atom (an
escape in a string, a deeper term, a tuple, a classical negation) takes the attribute path. Both give the
same rows (tests/queries/test_symbols.py).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

import clingo

from mtgasp.encoder.acyclic import acyclic

_LEAF = r'"[^"\\]*"|-?[0-9]+|_*[a-z][A-Za-z0-9_\']*'


def _function(inner: str) -> str:
    """A function whose arguments are `inner` terms or leaves."""
    args = f"{inner}|{_LEAF}" if inner else _LEAF
    return rf"_*[a-z][A-Za-z0-9_']*\((?:{args})(?:,(?:{args}))*\)"


# A function of leaves (granted("e6")), or of such functions, three levels deep at most: the keys of the research
# explorations, x(mana_production,2,m(0,0,0,0,1,0)), and the tap events, tap("forest",intrinsic(forest),1,m(...)).
_NESTED = _function(_function(_function("")))
_ARG = rf"{_NESTED}|{_LEAF}"
_PLAIN = re.compile(rf"(_*[a-z][A-Za-z0-9_']*)(?:\(((?:{_ARG})(?:,(?:{_ARG}))*)\))?")
_TOKEN = re.compile(rf"({_ARG})(?:,|$)")
_STRING = clingo.SymbolType.String
_NUMBER = clingo.SymbolType.Number


class TermTexts:
    """The text of the values of one answer's rows (a str as it is, a clingo term by `str`), each clingo term
    printed once: the rows share one Symbol per distinct term (rows_by_name), and printing one is two calls
    through the C API. Keep one for the rows of one answer (it holds the symbols, so their ids stay theirs)."""

    def __init__(self, terms: dict[str, clingo.Symbol] | None = None) -> None:
        """`terms`: the terms already read by their text (plain_row's), known without printing them again."""
        self._known: dict[int, tuple[clingo.Symbol, str]] = {
            id(sym): (sym, text) for text, sym in (terms or {}).items()}

    def __call__(self, value: object) -> str:
        if isinstance(value, str):
            return value
        if not isinstance(value, clingo.Symbol):
            return str(value)
        known = self._known.get(id(value))
        if known is None:
            known = self._known[id(value)] = (value, str(value))
        return known[1]


def value_of(sym: clingo.Symbol) -> object:
    """A clingo string as str, a number as int, anything else the symbol itself (the attribute path)."""
    kind = sym.type
    if kind == _STRING:
        return sym.string
    if kind == _NUMBER:
        return sym.number
    return sym


_SEPARATOR = clingo.String("\x1f")  # printed between the atoms of `texts` (a control character: clingo doesn't escape it)
_SPLIT = f",{_SEPARATOR},"


def texts(atoms: Sequence[clingo.Symbol]) -> list[str]:
    """`[str(a) for a in atoms]` in two calls through the C API instead of two an atom: the atoms printed as one
    tuple, a separator between each two, then split. An atom whose text holds the separator's (a string with
    that control character) gives one piece too many: then each atom is printed on its own."""
    if len(atoms) < 2:
        return [str(a) for a in atoms]
    joined: list[clingo.Symbol] = [_SEPARATOR] * (2 * len(atoms) - 1)
    joined[::2] = atoms
    pieces = str(clingo.Tuple_(joined))[1:-1].split(_SPLIT)
    return pieces if len(pieces) == len(atoms) else [str(a) for a in atoms]


def rows_by_name(atoms: Iterable[clingo.Symbol]) -> dict[str, list[tuple]]:
    """{name: [the arguments of each atom of that name, in order]}, the atoms in the order given."""
    with acyclic():
        return _rows_by_name(atoms)


def _rows_by_name(atoms: Iterable[clingo.Symbol]) -> dict[str, list[tuple]]:
    out: dict[str, list[tuple]] = {}
    terms: dict[str, clingo.Symbol] = {}
    atoms = atoms if isinstance(atoms, Sequence) else list(atoms)
    for sym, text in zip(atoms, texts(atoms)):
        name, row = plain_row(sym, text, terms)
        out.setdefault(name, []).append(row)
    return out


def plain_row(sym: clingo.Symbol, text: str, terms: dict[str, clingo.Symbol], skip: int = 0) -> tuple[str, tuple]:
    """The name and the arguments of one atom from its text (`texts`), or through its attributes when the text
    is not of the plain shape. `terms`: the terms read so far by their text (one Symbol per distinct term, shared
    by the rows of one answer). `skip`: the text is the atom's without its first `skip` arguments (research's
    world argument, read by the caller), and so are the arguments returned."""
    plain = _PLAIN.fullmatch(text)
    if plain is None:
        return sym.name, tuple(value_of(a) for a in sym.arguments[skip:])
    name, args = plain.group(1), plain.group(2)
    row: list[object] = []
    if args is not None:
        for token in _TOKEN.findall(args):
            first = token[0]
            if first == '"':
                row.append(token[1:-1])
            elif first == "-" or first.isdigit():
                row.append(int(token))
            else:  # a constant, or a function of leaves: read by clingo, once per distinct text
                term = terms.get(token)
                if term is None:
                    term = terms[token] = clingo.parse_term(token) if "(" in token else clingo.Function(token)
                row.append(term)
    return name, tuple(row)
