"""Checking many boards at once: each board (under one set of readings) is a world of one program.

The stage (rules/stages/layer4.lp) runs first on every world, then the question's projection
(research/programs/<name>.lp) with rules/all.lp; both rewritten with a world argument (research/worlds.py).
The shown atoms come back grouped by world, as the argument tuples the decoders of research/answers.py read.
"""
from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import clingo

from mtgasp.encoder import Board, board_facts
from mtgasp.encoder.facts import board_card_names
from mtgasp.encoder.library import card_facts
from mtgasp.encoder.resources import rules_dir
from mtgasp.engine import solver, symbols
from mtgasp.engine.readings import loaded_rules, reading_facts

from .worlds import BOARD_INPUTS, STAGE_OUTPUTS, WORLD, Unreadable, WorldProgram, namespaced, world_facts, world_program

ANSWERS = Path(__file__).resolve().parent / "programs"
_WORLD_ATOM = re.compile(r"([a-z_][A-Za-z0-9_']*)\(w\(([0-9]+)\),?(.*)\)", re.S)  # name(w(I),rest): world_term's


@dataclass(frozen=True)
class World:
    """One board under one set of readings, with the query's inputs."""

    board: Board
    readings: tuple[tuple[str, str], ...] = ()
    extra: tuple[tuple[str, tuple], ...] = ()  # (predicate, arguments): research_subject, entering, ...
    cards: tuple[str, ...] = ()  # cards the query names besides the board's (a card about to enter)


@dataclass
class WorldAnswer:
    """The shown atoms of one world, by predicate (arguments as str / int / clingo.Symbol)."""

    rows: dict[str, list[tuple]] = field(default_factory=lambda: defaultdict(list))
    board_errors: list[tuple] = field(default_factory=list)
    # The text of the rows' clingo terms (shared by the worlds of a batch: each distinct term was read from its
    # text once, engine/symbols.py), so that a decoder needs no call into clingo to print one.
    texts: symbols.TermTexts = field(default_factory=symbols.TermTexts)


# The question's rules sliced to what its shown predicates and its integrity constraints depend on (worlds.rewrite;
# the rest can't change a shown atom). False: every rule of the question grounded (the test's reference).
SLICE = True


def _programs(answer: str, shown: frozenset[tuple[str, int]], extra_text: str = ""):
    stage = world_program((rules_dir() / "stages" / "layer4.lp",), "", BOARD_INPUTS, STAGE_OUTPUTS)
    main = world_program((rules_dir() / "all.lp", ANSWERS / f"{answer}.lp"), extra_text, BOARD_INPUTS | STAGE_OUTPUTS,
                         shown if SLICE else None)
    return stage, main


def prepare_programs(answer: str, shown, extra_text: str = "") -> None:
    """Rewrite (or read from the cache) the programs of a question now."""
    _programs(answer, frozenset(shown), extra_text)


def _value(sym: clingo.Symbol) -> object:
    if sym.type == clingo.SymbolType.String:
        return sym.string
    if sym.type == clingo.SymbolType.Number:
        return sym.number
    return sym


# The stage grounded in the question's Control (_one_control), else in one of its own (_two_controls).
ONE_CONTROL = True
_STAGE_KEEP = frozenset((n, a + 1) for n, a in STAGE_OUTPUTS)  # the stage's result, as the question reads it
_FACT_NAME = re.compile(r"^([a-z_][A-Za-z0-9_']*)\(", re.M)


def _one_control(stage: WorldProgram, main: WorldProgram, shared: str, body: str, show: str,
                 errors: dict[int, list[tuple]]) -> clingo.Control | None:
    """The question's Control, grounded, with the stage grounded first in it (engine/stage_onepass.py's one pass,
    for worlds): the stage's program with its own names (worlds.namespaced: every predicate it defines but its
    result renamed), the facts parsed once, the stage's result never printed and parsed again. The question then
    reads what it reads in a Control of its own (_two_controls): the facts, and the stage's result as facts,
    since the grounder decides the stage (every atom of its result a fact; where one is not, None: the stage is
    then solved in a Control of its own, as before). The board errors are the stage's, read before the question
    is grounded (the question's rules may derive more)."""
    try:
        renamed = namespaced(stage, _STAGE_KEEP)
    except Unreadable:
        return None
    ctl = solver.control(["--models=1"])
    ctl.add("stage", [], renamed.text + renamed.bridges(set(_FACT_NAME.findall(shared))) + shared + body)
    ctl.ground([("stage", [])])
    atoms = ctl.symbolic_atoms
    for name, arity in sorted(_STAGE_KEEP):
        for atom in atoms.by_signature(name, arity):
            if not atom.is_fact:
                return None  # (never seen: the stage is decided by grounding)
            if name == "board_error":
                sym = atom.symbol
                errors[sym.arguments[0].arguments[0].number].append(tuple(_value(a) for a in sym.arguments[1:]))
    ctl.add("base", [], main.text + show)
    ctl.ground([("base", [])])
    return ctl


def _two_controls(stage: WorldProgram, main: WorldProgram, shared: str, body: str, show: str,
                  errors: dict[int, list[tuple]]) -> clingo.Control:
    """The question's Control, grounded on the facts and the stage's result, solved in a Control of its own and
    given as text."""
    errors.clear()
    # Stage 1: layer 4 on every world.
    ctl = solver.control(["--models=1"])
    ctl.add("base", [], stage.text + shared + body + "".join(
        f"#show {n}/{a + 1}.\n" for n, a in sorted(STAGE_OUTPUTS)))
    ctl.ground([("base", [])])
    stage_atoms: list[str] = []

    def on_stage(model: clingo.Model) -> None:
        atoms = model.symbols(shown=True)
        for sym, text in zip(atoms, symbols.texts(atoms)):  # (printed in one call: engine/symbols.py)
            stage_atoms.append(text + ".")
            if text.startswith("board_error("):
                errors[sym.arguments[0].arguments[0].number].append(tuple(_value(a) for a in sym.arguments[1:]))

    if not ctl.solve(on_model=on_stage).satisfiable:
        raise RuntimeError("research: the layer-4 stage has no answer set")
    # Stage 2: the question.
    ctl = solver.control(["--models=1"])
    ctl.add("base", [], main.text + shared + body + "\n".join(stage_atoms) + "\n" + show)
    ctl.ground([("base", [])])
    return ctl


def evaluate(worlds: Sequence[World], answer: str, shown: Sequence[tuple[str, int]], *,
             extra_text: str = "") -> list[WorldAnswer]:
    """Run the question `answer` (research/programs/<answer>.lp, plus `extra_text`, a program rewritten
    with the rules) on every world; return, per world, the atoms of the predicates `shown` (name, arity
    without the world argument)."""
    extra_text += loaded_rules()  # the rules of the readings files (--readings-file), guarded by their readings
    stage, main = _programs(answer, frozenset(shown), extra_text)
    cards: set[str] = set()
    facts: list[str] = []
    for i, w in enumerate(worlds):
        cards |= board_card_names(w.board, w.cards)
        extra: dict[str, list[tuple]] = defaultdict(list)
        for pred, args in w.extra:
            extra[pred].append(args)
        # The card facts are shared by all worlds (added once below): not rendered per world.
        text = board_facts(w.board, dict(extra), cards=w.cards, card_text=False)
        text += reading_facts(w.readings)
        facts.extend(world_facts(text, clingo.Function("w", [clingo.Number(i)]), stage.worlded))
    shared = card_facts(cards)
    body = "\n".join(facts) + "\n"
    show = "".join(f"#show {n}/{a + 1}.\n" for n, a in shown)
    errors: dict[int, list[tuple]] = defaultdict(list)
    ctl = _one_control(stage, main, shared, body, show, errors) if ONE_CONTROL else None
    if ctl is None:
        ctl = _two_controls(stage, main, shared, body, show, errors)
    out = [WorldAnswer() for _ in worlds]
    for i, errs in errors.items():
        out[i].board_errors.extend(errs)

    terms: dict[str, clingo.Symbol] = {}
    read: dict[tuple[str, str], tuple] = {}  # each row by its text: the worlds of a batch share most of their rows

    def on_model(model: clingo.Model) -> None:
        # Each atom read from its text (engine/symbols.py: the same values as _value's, ten times fewer calls
        # through clingo's C interface): the world's index, then the other arguments, once per distinct text.
        atoms = model.symbols(shown=True)
        for sym, text in zip(atoms, symbols.texts(atoms)):
            world = _WORLD_ATOM.fullmatch(text)
            if world is None:  # (never: every shown atom has the world argument first)
                args = sym.arguments
                out[args[0].arguments[0].number].rows[sym.name].append(tuple(_value(a) for a in args[1:]))
                continue
            name, index, rest = world.groups()
            row = read.get((name, rest))
            if row is None:
                _name, row = symbols.plain_row(sym, f"{name}({rest})" if rest else name, terms, skip=1)
                read[(name, rest)] = row
            out[int(index)].rows[name].append(row)

    if not ctl.solve(on_model=on_model).satisfiable:
        raise RuntimeError(f"research: the question {answer} has no answer set")
    texts = symbols.TermTexts(terms)
    for answer_of_world in out:
        answer_of_world.texts = texts
    return out


__all__ = ["World", "WorldAnswer", "evaluate", "WORLD"]
