"""mtgasp check: does an invariant hold on every board of up to N objects? A minimal counterexample, or the
bound up to which it holds.

An invariant is a clingo program: integrity constraints (what must never happen) over the output
predicates documented in research/vocabulary.lp and the rules' own predicates. Each constraint
`:- Body.` is turned into `violation__(I, Vars) :- Body.` and the boards on which a violation is derived are
counterexamples. A user's invariant is code, by design: its file is read by the checked opener of every file
the command line names (encoder/reader.py: a regular file, at most MAX_INVARIANT_BYTES, UTF-8); the
words #include and #script are refused wherever they are (check_directives: clingo's parser would open the
file an #include names); then clingo's own parser reads it, and only rules, constraints, #show over the
vocabulary and `#program base.` are accepted (_parse). It is parsed, grounded and solved only in worker
processes with a time and a memory limit (research/shards.py), never in the process that reads the
command line.

Built-in invariants:
- could-produce: could produce contains T exactly when some ability that would add mana, if it resolved,
  adds T: a mana ability's result under some choice and order, or a triggered ability that adds mana
  without being a mana ability (CR 106.7, 605.5a; mana abilities' results are computed along a different
  path of the rules);
- exploration-ends: every exploration of replacement effects ends within as many steps as there are
  effects (CR 614.5: each effect gets one opportunity);
- timestamps: the layer-4 result does not depend on the timestamps of two effects that don't depend on
  each other (CR 613.7, 613.8): checked by swapping the timestamps of every two layer-4 effects.
"""
from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import clingo
import clingo.ast as ast
from clingo.ast import ASTType

from mtgasp.encoder import Board, BoardError, BoardObject
from mtgasp.encoder.library import nearest_names
from mtgasp.encoder.limits import MAX_OBJECTS, check_int, shown
from mtgasp.encoder.reader import read_text
from mtgasp.engine import programs
from mtgasp.engine.programs import signatures as _signatures
from mtgasp.engine.readings import loaded_files

from .answers import show_world
from .batch import World, evaluate
from .boards import board_from_yaml, board_yaml, minimize
from .diverge import WITNESSES_PER_SHARD, Tally, default_pool, sweep_sizes
from .provenance import provenance
from .shards import Sweep
from .space import GeneratedBoard, Space, traits
from .tasks import BATCH, execute_isolated

VOCABULARY = Path(__file__).resolve().parent / "vocabulary.lp"
RULES_OUTPUTS = {("permanent", 1), ("card_of", 2), ("controller", 2), ("could_produce", 2), ("has_type", 2),
                 ("has_supertype", 2), ("has_subtype", 2), ("has_color", 2), ("has_ability", 3),
                 ("mana_count", 3), ("reading", 2)}
VIOLATION = "violation__"
MAX_INVARIANT_BYTES = 1024 * 1024  # an invariant file (a page of constraints is a few KiB)
SUBJECT = "subject__"  # subject__(I): the positive part of constraint I matches on the board

BUILTINS: dict[str, tuple[str, str]] = {
    "could-produce": ("CR 106.7: could produce contains T exactly when some ability that would add mana, if it "
                      "resolved, adds T (a mana ability's result under some choice and order, or a triggered "
                      "ability that adds mana)",
                      ":- could_produce(O, T), not produced_type(O, T).\n"
                      ":- produced_type(O, T), not could_produce(O, T).\n"),
    "exploration-ends": ("CR 614.5: every exploration of replacement effects ends within as many steps as there "
                         "are effects",
                         ":- exploration_steps(Ev, D), exploration_effects(Ev, K), D > K.\n"),
    "timestamps": ("CR 613.7, 613.8: the layer-4 result does not depend on the timestamps of two effects that "
                   "don't depend on each other", ""),
}
ALLOWED_DIRECTIVES = {"count", "sum", "min", "max", "true", "false", "inf", "sup"}


@lru_cache(maxsize=1)
def documented() -> frozenset[tuple[str, int]]:
    """The documented output predicates: research/vocabulary.lp's %*! blocks and the rules' listed above."""
    found = set(RULES_OUTPUTS)
    for m in re.finditer(r"^%\*! (\w+)\(([^)]*)\)", VOCABULARY.read_text(encoding="utf-8"), re.M):
        found.add((m.group(1), len(m.group(2).split(","))))
    return frozenset(found)


def check_directives(text: str) -> None:
    """#include and #script refused anywhere in the invariant's text, comments and strings included
    (engine/programs.py: clingo's parser would open the file an #include names); an invariant never needs either."""
    programs.check_directives(text, "the invariant", "rules, constraints and #show")


# What an invariant may hold besides rules and constraints: comments, `#show` over the vocabulary (it can't
# change the check, whose answer is the violations: it is dropped), and `#program base.` (the part every
# rule is in anyway). Every other statement is refused: #const (it would change the rules' own constants),
# #external, #defined, #project, #heuristic, #edge, #minimize, #theory, and a #program part other than base
# (its rules would never be grounded: the invariant would hold by saying nothing).
_KEPT = (ASTType.Rule,)
_DROPPED = (ASTType.Comment, ASTType.ShowSignature, ASTType.ShowTerm)


def _statement_name(s: ast.AST) -> str:
    if s.ast_type == ASTType.Minimize:
        return "a weak constraint (#minimize, :~)"
    text = str(s).strip()
    word = re.match(r"#\w+", text)
    return word.group(0) if word else (text if len(text) <= 40 else text[:40] + "…")


def _parse(text: str) -> list[ast.AST]:
    """The statements of an invariant, read by clingo's own parser (after check_directives: no file is
    opened); a BoardError for a syntax error or a statement that is neither a rule nor one of those above."""
    check_directives(text)
    statements: list[ast.AST] = []
    messages: list[str] = []
    try:
        ast.parse_string(text, statements.append, logger=lambda _c, m: messages.append(m.strip()))
    except RuntimeError:
        first = messages[0].splitlines()[0] if messages else "syntax error"
        raise BoardError("the invariant does not parse: " + first.replace("<string>:", "line ", 1)) from None
    for s in statements:
        if s.location.begin.filename != "<string>":  # never (check_directives), but a file's text is never kept
            raise BoardError("the invariant may only hold rules, constraints and #show: #include is not allowed")
        if s.ast_type in _KEPT or s.ast_type in _DROPPED:
            continue
        if s.ast_type == ASTType.Program and s.name == "base" and not s.parameters:
            continue
        raise BoardError(f"the invariant may only hold rules, constraints and #show: {_statement_name(s)} is not "
                         f"allowed (line {s.location.begin.line})")
    return statements


class _Vars(ast.Transformer):
    def __init__(self) -> None:
        self.names: list[str] = []

    def visit_Variable(self, node: ast.AST) -> ast.AST:
        if node.name != "_" and not node.name.startswith("_") and node.name not in self.names:
            self.names.append(node.name)
        return node


def _heads(statements: list[ast.AST]) -> set[tuple[str, int]]:
    return {sig for s in statements if s.ast_type == ASTType.Rule for sig in _signatures([s.head])}


def invariant_program(text: str) -> tuple[str, list[list[str]]]:
    """The invariant's constraints as violation__/2 rules (and its own rules as they are); the names of
    the variables of each constraint. Raises BoardError for a mistake (parse error, unknown predicate, a
    statement other than a rule, a constraint or #show)."""
    statements = _parse(text)
    own = _heads(statements)
    known = documented() | own
    out: list[str] = []
    names: list[list[str]] = []
    for s in statements:
        if s.ast_type in (ASTType.ShowSignature, ASTType.ShowTerm):
            named = {(s.name, s.arity)} if s.ast_type == ASTType.ShowSignature and s.name else set()
            _known(named | (_signatures([s.term, *s.body]) if s.ast_type == ASTType.ShowTerm else set()), known)
            continue
        if s.ast_type != ASTType.Rule:
            continue
        _known(_signatures(s.body), known)
        head = s.head
        if head.ast_type == ASTType.Literal and head.atom.ast_type == ASTType.BooleanConstant and not head.atom.value:
            collect = _Vars()
            for lit in s.body:
                collect(lit)
            index = len(names)
            names.append(collect.names)
            loc = s.location
            values = ast.Function(loc, "", [ast.Variable(loc, v) for v in collect.names], 0)
            atom = ast.SymbolicAtom(ast.Function(loc, VIOLATION, [ast.SymbolicTerm(loc, clingo.Number(index)), values], 0))
            out.append(str(s.update(head=ast.Literal(loc, ast.Sign.NoSign, atom))))
            # Where the constraint's subject occurs: its body without the negated literals (dropping them
            # keeps the rule safe). A board without it can't violate the constraint: it proves nothing.
            kept = [lit for lit in s.body if not (lit.ast_type == ASTType.Literal and lit.sign != ast.Sign.NoSign)]
            subject = ast.SymbolicAtom(ast.Function(loc, SUBJECT, [ast.SymbolicTerm(loc, clingo.Number(index))], 0))
            out.append(str(s.update(head=ast.Literal(loc, ast.Sign.NoSign, subject), body=kept)))
        else:
            out.append(str(s))
    if not names:
        raise BoardError("the invariant has no constraint (:- Body.): nothing could violate it")
    return "\n".join(out) + "\n", names


def _known(used: set[tuple[str, int]], known: frozenset[tuple[str, int]] | set[tuple[str, int]]) -> None:
    for name, arity in sorted(used):
        if (name, arity) not in known:
            short = name if len(name) <= 40 else name[:40] + "…"
            near = nearest_names(f"{name}/{arity}", [f"{n}/{a}" for n, a in sorted(known)])
            raise BoardError(f"the invariant uses {short}/{arity}, which is not a documented output "
                             f"predicate (research/vocabulary.lp) nor defined by the invariant"
                             + (f" (did you mean: {', '.join(near)}?)" if near else ""))


@dataclass(frozen=True)
class CheckResult:
    invariant: str
    description: str
    space: Space
    counterexample: Board | None
    counterexample_yaml: str | None
    violations: tuple[str, ...]
    covered: int
    by_size: tuple[tuple[int, int], ...]
    bound: int
    shards: int
    reused: int
    seconds: float
    readings: tuple[tuple[str, str], ...] = ()
    errors: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default=())
    met: int = 0  # boards on which the invariant's subject occurs (a constraint's positive part matches)
    refused: int = 0  # generated boards the validator or the rules refused (skipped)
    provenance: dict = field(default_factory=dict)  # research/provenance.py

    @property
    def holds(self) -> bool:
        return self.counterexample is None and not self.errors


# --- one shard --------------------------------------------------------------------------------------

def run_shard(task: dict) -> dict:
    if task.get("invariant") == "timestamps":
        return _timestamps_shard(task)
    if task.get("validate_only"):
        invariant_program(task["program"])
        return {"ok": True}
    try:
        program, names = invariant_program(task["program"])
    except BoardError as exc:
        return {"error": str(exc), "user_error": True}
    readings = tuple((k, v) for k, v in task.get("readings", ()))
    generated = [GeneratedBoard.from_json(b) for b in task["boards"]]
    found: list[dict] = []
    checked = met = refused = 0
    for start in range(0, len(generated), BATCH):
        chunk = generated[start:start + BATCH]
        answers = evaluate([World(g.board, readings) for g in chunk], "check", ((VIOLATION, 2), (SUBJECT, 1)),
                           extra_text=program)
        for j, g in enumerate(chunk):
            if answers[j].board_errors:
                refused += 1
                continue
            met += bool(answers[j].rows.get(SUBJECT))
            rows = answers[j].rows.get(VIOLATION, [])
            if rows:
                small, rows = _minimal(g.board, rows, readings, program)
                found.append({"index": task["offset"] + start + j, "board": board_yaml(small),
                              "violations": sorted({_violation_words(names, i, v) for i, v in rows})[:10]})
        checked += len(chunk)
        if len(found) >= WITNESSES_PER_SHARD:
            break
    return {"checked": checked, "met": met, "refused": refused, "found": found[:WITNESSES_PER_SHARD]}


def _minimal(board: Board, rows: list, readings, program: str) -> tuple[Board, list]:
    """The counterexample made 1-minimal by deletion (boards.minimize): removing any object or effect of it
    makes the invariant hold; with its violations."""
    best: dict[str, Any] = {"board": board, "rows": rows}

    def still(candidates) -> int | None:
        answers = evaluate([World(c, readings) for c in candidates], "check", ((VIOLATION, 2), (SUBJECT, 1)),
                           extra_text=program)
        for j, c in enumerate(candidates):
            if not answers[j].board_errors and answers[j].rows.get(VIOLATION):
                best.update(board=c, rows=answers[j].rows[VIOLATION])
                return j
        return None

    small = minimize(board, still)
    return (small, best["rows"]) if best["board"] is small else (board, rows)


def _violation_words(names: list[list[str]], index: int, values: clingo.Symbol) -> str:
    args = values.arguments if values.type == clingo.SymbolType.Function else [values]
    pairs = ", ".join(f"{n}={_text(a)}" for n, a in zip(names[index], args))
    return f"constraint {index + 1}" + (f": {pairs}" if pairs else "")


def _text(sym: object) -> str:
    if isinstance(sym, clingo.Symbol) and sym.type == clingo.SymbolType.String:
        return sym.string
    return str(sym)


def _swapped(board: Board, a: int, b: int) -> Board:
    objs = list(board.objects)
    ta, tb = objs[a].timestamp, objs[b].timestamp
    objs[a] = _with_timestamp(objs[a], tb)
    objs[b] = _with_timestamp(objs[b], ta)
    # (every other field kept: life, monarch, libraries, commanders)
    return replace(board, objects=tuple(objs))


def _with_timestamp(o: BoardObject, t: int | None) -> BoardObject:
    from dataclasses import replace

    return replace(o, timestamp=t)


def _timestamps_shard(task: dict) -> dict:
    """Every two layer-4 effects of each board with their timestamps swapped: when neither depends on the
    other (in either board), the characteristics must not change."""
    readings = tuple((k, v) for k, v in task.get("readings", ()))
    generated = [GeneratedBoard.from_json(b) for b in task["boards"]]
    found: list[dict] = []
    checked = 0
    compared: set[int] = set()
    for start in range(0, len(generated), max(1, BATCH // 4)):
        chunk = generated[start:start + max(1, BATCH // 4)]
        worlds: list[World] = []
        plan: list[tuple[int, int, int, int]] = []  # (board, a, b, index of its world)
        for j, g in enumerate(chunk):
            base = len(worlds)
            worlds.append(World(g.board, readings))
            effects = [i for i, o in enumerate(g.board.objects) if "sensitive" in traits(o.card)]
            for x in range(len(effects)):
                for y in range(x + 1, len(effects)):
                    a, b = effects[x], effects[y]
                    if g.board.objects[a].timestamp == g.board.objects[b].timestamp:
                        continue
                    plan.append((j, a, b, len(worlds)))
                    worlds.append(World(_swapped(g.board, a, b), readings))
            plan.append((j, -1, -1, base))
        answers = evaluate(worlds, "layers", (("ans_char", 3), ("ans_depends", 2)))
        bases = {j: w for j, a, _b, w in plan if a < 0}
        for j, a, b, w in plan:
            if a < 0:
                continue
            board = chunk[j].board
            ids = (board.objects[a].id, board.objects[b].id)
            deps = {tuple(r) for r in answers[bases[j]].rows["ans_depends"]} | {tuple(r) for r in answers[w].rows["ans_depends"]}
            if (ids[0], ids[1]) in deps or (ids[1], ids[0]) in deps:
                continue
            compared.add(start + j)
            before = show_world(answers[bases[j]], board)
            after = show_world(answers[w], _swapped(board, a, b))
            if before != after:
                changed = sorted(f"{o}: {k}" for o in before for k in before[o] if before[o][k] != after[o].get(k))
                found.append({"index": task["offset"] + start + j, "board": board_yaml(board),
                              "violations": [f"swapping the timestamps of {ids[0]} and {ids[1]} (independent "
                                             f"effects) changes " + "; ".join(changed)]})
                break
        checked += len(chunk)
        if len(found) >= WITNESSES_PER_SHARD:
            break
    return {"checked": checked, "met": len(compared), "found": found[:WITNESSES_PER_SHARD]}


# --- the sweep ------------------------------------------------------------------------------------

# The estimated work of a board of a check sweep, by which its boards are cut into tasks (diverge.shard_tasks): an
# object whose card has a layer-4 or layer-5 effect ("sensitive": the layers' stage, its dependencies and
# timestamps) weighs SENSITIVE_COST more than the board's own unit. Measured (session 36, 1,505 boards of 2 objects
# of 22 cards, 12 runs of 126 boards): runs full of Amoeboid Changeling and Arcane Adaptation took 1.5-2.5 s of
# CPU, the others 0.6-1.1 s.
SENSITIVE_COST = 2.0


def board_cost(g: GeneratedBoard) -> float:
    """A board's estimated work in a check shard (only the cut depends on it, never an answer)."""
    return 1.0 + SENSITIVE_COST * sum("sensitive" in traits(o.card) for o in g.board.objects)


def resolve(invariant: str) -> tuple[str, str, str]:
    """(name, description, program text) of a built-in invariant or of a file of the user's."""
    if invariant in BUILTINS:
        description, text = BUILTINS[invariant]
        return invariant, description, text
    path = Path(invariant[1:] if invariant.startswith("@") else invariant)
    if path.suffix == ".lp" or os.path.lexists(path):
        text = read_text(path, "invariant file", MAX_INVARIANT_BYTES)
        return str(path), "a user's invariant (a clingo program; run in worker processes only)", text
    near = nearest_names(invariant, list(BUILTINS))
    raise BoardError(f"unknown invariant {shown(invariant)}: a built-in ({', '.join(BUILTINS)}) or a .lp file"
                     + (f" (did you mean: {', '.join(near)}?)" if near else ""))


def check(invariant: str, *, pool: tuple[str, ...] | None = None, max_objects: int = 2,
          readings: tuple[tuple[str, str], ...] = (), sweep: Sweep | None = None) -> CheckResult:
    """A minimal counterexample of the invariant on boards of up to `max_objects` objects, or the bound."""
    result = _check(invariant, pool=pool, max_objects=max_objects, readings=readings, sweep=sweep)
    return replace(result, provenance=provenance(**_question(result.invariant, readings, result.space, max_objects)))


def _question(invariant: str, readings: tuple[tuple[str, str], ...], space: Space, max_objects: int) -> dict:
    """What a check run asks (its provenance's own part, and every shard it stores: Sweep.question): the invariant,
    the readings, the full pool and the bounds."""
    return {"invariant": invariant, "readings": [f"{k}={v}" for k, v in readings] or ["the defaults"],
            "pool": list(space.pool), "bounds": {"max_objects": max_objects}}


def _check(invariant: str, *, pool: tuple[str, ...] | None = None, max_objects: int = 2,
           readings: tuple[tuple[str, str], ...] = (), sweep: Sweep | None = None) -> CheckResult:
    start = time.monotonic()
    check_int(max_objects, "max_objects", 1, MAX_OBJECTS)
    name, description, text = resolve(invariant)
    user = name not in BUILTINS
    sweep = sweep or Sweep()
    if user:
        check_directives(text)
        if sweep.workers <= 0 and not sweep.dask:
            sweep.workers = 1  # a user's program never runs in this process
        verdict = execute_isolated(run_shard, {"kind": "check", "program": text, "validate_only": True},
                                   sweep.timeout, sweep.memory_mb)
        if "error" in verdict:
            raise BoardError(verdict["error"].split(": ", 1)[-1] if verdict["error"].startswith("BoardError")
                             else verdict["error"])
    pool = default_pool() if pool is None else pool
    needs: tuple = ()
    if name == "timestamps":
        sensitive = tuple(c for c in pool if "sensitive" in traits(c))
        needs = ((sensitive, 2),)
    space = Space(pool, max_objects, needs=needs)
    sweep.question = {"command": "check", "question": f"does the invariant {name} hold",
                      **_question(name, readings, space, max_objects)}
    base: dict[str, Any] = {"kind": "check", "invariant": name if name in BUILTINS else None, "program": text,
            "readings": [list(r) for r in readings]}
    if loaded_files():  # the workers read the same readings files
        base["readings_files"] = [f.text for f in loaded_files()]
    notes: list[str] = []
    if needs and not needs[0][0]:
        notes.append("no card of the pool has a layer-4 or layer-5 effect")
        return CheckResult(name, description, space, None, None, (), 0, (), max_objects, 0, 0,
                           time.monotonic() - start, readings, (), tuple(notes))
    tally = Tally()
    for size, results in sweep_sizes(sweep, run_shard, space, base, f"check {name}", tally,
                                     lambda result: bool(result.get("found")), board_cost):
        for result in results:
            for found in result.get("found", ()):
                board = board_from_yaml(found["board"], "<counterexample>")
                return CheckResult(name, description, space, board, found["board"], tuple(found["violations"]),
                                   tally.covered, tuple(tally.by_size), size, tally.shards, sweep.reused,
                                   time.monotonic() - start, readings, tuple(tally.errors), tuple(notes),
                                   tally.met, tally.refused)
    return CheckResult(name, description, space, None, None, (), tally.covered, tuple(tally.by_size), max_objects,
                       tally.shards, sweep.reused, time.monotonic() - start, readings, tuple(tally.errors), tuple(notes),
                       tally.met, tally.refused)
