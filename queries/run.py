"""Running a question on a board: the facts, the stages, the board errors the rules find, the answer."""
from __future__ import annotations

from collections.abc import Iterable

import clingo

from mtgasp.encoder import Board, board_facts
from mtgasp.engine import solver
from mtgasp.engine.readings import Readings, reading_facts

from .codes import LISTED_BOARD_ERRORS, Code, RulesError
from .terms import text_of


def facts_for(board: Board, extra: dict[str, list[tuple]] | None = None, *, names: tuple[str, ...] = (),
              cards: tuple[str, ...] = (), readings: Readings = None) -> str:
    """The board's facts with the query's inputs and the readings chosen (engine/readings.py), checked
    against the rules: a board the rules refuse (CR 304.4: an instant on the battlefield) raises RulesError (a
    BoardError) naming the entry, with the rules' code (render/words.py words it)."""
    chosen = reading_facts(readings)  # the readings' types and values checked before any work
    facts = board_facts(board, extra, names=names, cards=cards) + chosen
    check_board(board, solver.stage_result(facts).atoms)
    return facts


def target_inputs(permanent_id: str) -> solver.Inputs:
    """The permanent a question asks about, `query_target(P)`, as an external over the board's permanents (a program
    kept for the board answers each of them: engine/solver.py, solve_query_with)."""
    return solver.Inputs("#external query_target(X) : on_battlefield(X).",
                         (clingo.Function("query_target", [clingo.String(permanent_id)]),))


def check_board(board: Board, atoms: Iterable[clingo.Symbol]) -> None:
    # The first error in the order of their text (the same on every route of solver.stage_result); the
    # errors of one entry with one listed code are one, with every value the rules name in its last argument
    # (effect_branch("even"), effect_branch("odd"): the branches a board may choose).
    errors = sorted((a for a in atoms if a.name == "board_error"), key=str)
    for atom in errors[:1]:
        obj, code, rule = atom.arguments
        if code.type == clingo.SymbolType.Function and code.name in LISTED_BOARD_ERRORS:
            # the last argument listed, the others the same (effect_source_other(P, Name, Q): each permanent Q of Name)
            head = code.arguments[:-1]
            values = [a.arguments[1].arguments[-1] for a in errors if a.arguments[0] == obj and a.arguments[2] == rule
                      and a.arguments[1].type == clingo.SymbolType.Function and a.arguments[1].name == code.name
                      and a.arguments[1].arguments[:-1] == head]
            code = clingo.Function(code.name, [*head, *values])
        if obj.type == clingo.SymbolType.Function and obj.name == "commander_of":  # a player's commanders: (CR 903.3)
            player = text_of(obj.arguments[0])
            where = dict(getattr(board, "commander_where", ())).get(player, board.source)
            raise RulesError(f"commanders: {player}", Code("board_error", code, text_of(rule)), where)
        entry = board.get(text_of(obj))
        where = board.source if entry is None or entry.line is None else f"{board.source}:{entry.line}"
        card = f"{entry.card} ({entry.id})" if entry is not None else text_of(obj)
        raise RulesError(card, Code("board_error", code, text_of(rule)), where)


def notes_of(rows: Iterable[tuple]) -> tuple[Code, ...]:
    """note(Code, Rule) rows as note codes, once each (render/words.py words and sorts them)."""
    return tuple(dict.fromkeys(Code("note", code, text_of(rule)) for code, rule in rows))
