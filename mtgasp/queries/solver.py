"""The one place that creates a clingo.Control: load programs, ground, solve, collect symbols."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import clingo

from mtgasp.resources import queries_dir, rules_dir

DEFAULT_TIMEOUT = 60.0


@dataclass(frozen=True)
class Answer:
    """The shown atoms of the one answer set, and whether solving finished."""

    atoms: tuple[clingo.Symbol, ...]
    complete: bool
    message: str = ""

    def by_name(self, name: str) -> list[tuple]:
        """Arguments of every shown atom `name(...)`, as Python values (str, int or clingo.Symbol)."""
        return list(self._grouped().get(name, ()))

    def _grouped(self) -> dict[str, list[tuple]]:
        # Symbols cross the C boundary on every attribute access: convert each atom once, not per name.
        cache = self.__dict__.get("_by_name_cache")
        if cache is None:
            cache = {}
            for s in self.atoms:
                cache.setdefault(s.name, []).append(tuple(_value(a) for a in s.arguments))
            object.__setattr__(self, "_by_name_cache", cache)
        return cache


def _value(sym: clingo.Symbol):
    if sym.type == clingo.SymbolType.String:
        return sym.string
    if sym.type == clingo.SymbolType.Number:
        return sym.number
    return sym


LAYER4_RESULT = ("final_type", "final_supertype", "final_subtype", "lost_text")


def layer_pass(facts: str, *, trace: bool = False) -> str:
    """Solve layer 4 (rules/layer4.lp: type-changing effects, timestamps, dependencies) on its own and
    return its result as facts for the main program.

    Layer 4 is applied effect by effect, which is not stratified; solved first, its result is facts for
    every query, so the rules that read characteristics (mana, replacement explorations) stay
    stratified and are decided by the grounder. `trace` adds the step-by-step atoms (show --explain).
    """
    ctl = clingo.Control(["--warn=none", "--models=1"])
    ctl.load(str(rules_dir() / "layer4_pass.lp"))
    ctl.load(str(queries_dir() / "layer4.lp"))
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    shown: list[str] = []

    def on_model(model: clingo.Model) -> None:
        shown.extend(f"{s}." for s in sorted(model.symbols(shown=True))
                     if trace or s.name in LAYER4_RESULT)

    result = ctl.solve(on_model=on_model)
    if not result.satisfiable:
        raise RuntimeError("layer 4 pass: no answer set")
    return "\n% The result of layer 4 (queries/solver.py: layer_pass)\n" + "\n".join(shown) + "\n"


def solve_query(query: str, facts: str, *, timeout: float = DEFAULT_TIMEOUT,
                extra_programs: Iterable[Path] = (), trace: bool = False) -> Answer:
    """Ground the rules, the card library, the board facts and queries/<query>.lp; return its one model.

    The rules are written to have exactly one answer set (stratified, or positive recursion); the
    search is bounded by `timeout` seconds and an answer that stopped early says so.
    """
    ctl = _grounded(query, facts, ["--warn=none", "--models=1"], extra_programs, trace=trace)
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


def _grounded(query: str, facts: str, options: list[str], extra_programs: Iterable[Path] = (),
              trace: bool = False) -> clingo.Control:
    facts = facts + layer_pass(facts, trace=trace)  # the result of layer 4 first (rules/layer4.lp)
    ctl = clingo.Control(options)
    ctl.load(str(rules_dir() / "all.lp"))
    for path in extra_programs:
        ctl.load(str(path))
    ctl.load(str(queries_dir() / f"{query}.lp"))
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    return ctl


@dataclass(frozen=True)
class Models:
    """The shown atoms of every answer set found (or of the optimal one), and whether the search finished."""

    models: tuple[tuple[clingo.Symbol, ...], ...]
    complete: bool
    message: str = ""

    @property
    def satisfiable(self) -> bool:
        return bool(self.models)


def solve_models(query: str, facts: str, *, timeout: float = DEFAULT_TIMEOUT, project: bool = False,
                 optimize: bool = False) -> Models:
    """Enumerate the answer sets of a query that chooses (rules/mana_sequence.lp).

    project: one answer set per distinct projection (the query's #project); optimize: only the last,
    optimal model is returned. The search stops after `timeout` seconds and then says so.
    """
    options = ["--warn=none"]
    if optimize:
        options += ["--models=0", "--opt-mode=opt"]
    else:
        options += ["--models=0"] + (["--project=project"] if project else [])
    ctl = _grounded(query, facts, options)
    found: list[tuple[clingo.Symbol, ...]] = []

    def on_model(model: clingo.Model) -> None:
        symbols = tuple(model.symbols(shown=True))  # unsorted: sorting compares through the C API, slowly
        if optimize:
            found.clear()
        found.append(symbols)

    with ctl.solve(on_model=on_model, async_=True) as handle:
        finished = handle.wait(timeout)
        if not finished:
            handle.cancel()
            return Models(tuple(found), False, f"stopped after {timeout:g} s")
        handle.get()
    return Models(tuple(found), True)
