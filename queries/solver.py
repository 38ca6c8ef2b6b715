"""The one place that creates a clingo.Control: load programs, ground, solve, collect symbols."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

import clingo

from mtgasp.resources import card_files, queries_dir, rules_dir

DEFAULT_TIMEOUT = 60.0


@dataclass(frozen=True)
class Answer:
    """The shown atoms of the one answer set, and whether solving finished."""

    atoms: tuple[clingo.Symbol, ...]
    complete: bool
    message: str = ""

    def by_name(self, name: str) -> list[tuple]:
        """Arguments of every shown atom `name(...)`, as Python values (str, int or clingo.Symbol)."""
        return [tuple(_value(a) for a in s.arguments) for s in self.atoms if s.name == name]


def _value(sym: clingo.Symbol):
    if sym.type == clingo.SymbolType.String:
        return sym.string
    if sym.type == clingo.SymbolType.Number:
        return sym.number
    return sym


def solve_query(query: str, facts: str, *, timeout: float = DEFAULT_TIMEOUT,
                extra_programs: Iterable[Path] = ()) -> Answer:
    """Ground the rules, the card library, the board facts and queries/<query>.lp; return its one model.

    The rules are written to have exactly one answer set (stratified, or positive recursion); the
    search is bounded by `timeout` seconds and an answer that stopped early says so.
    """
    ctl = clingo.Control(["--warn=none", "--models=1"])
    ctl.load(str(rules_dir() / "all.lp"))
    for path in card_files():
        ctl.load(str(path))
    for path in extra_programs:
        ctl.load(str(path))
    ctl.load(str(queries_dir() / f"{query}.lp"))
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    atoms: list[clingo.Symbol] = []

    def on_model(model: clingo.Model) -> None:
        atoms.extend(sorted(model.symbols(shown=True)))

    with ctl.solve(on_model=on_model, async_=True) as handle:
        finished = handle.wait(timeout)
        if not finished:
            handle.cancel()
            return Answer(tuple(atoms), False, f"stopped after {timeout:g} s")
        result = handle.get()
    if not result.satisfiable:
        # The rules never make a board inconsistent; an unsatisfiable program is a bug in them.
        raise RuntimeError(f"query {query}: no answer set")
    return Answer(tuple(atoms), True)
