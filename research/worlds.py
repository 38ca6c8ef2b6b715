"""Many boards in one program: the rules with a world argument (generate-and-check, checked in batches).

The rules answer questions about one board, and their grounding relies on the board being facts (the
replacement explorations are decided by the grounder, tests/rules/test_stratified.py). Choosing the board
inside the same program instead (choice rules over the board predicates) makes those aggregates
undecided: 3 slots over 7 cards did not ground in 300 s. So the research commands generate boards with
the solver (research/space.lp) and check them in batches: this module rewrites a program so that
every predicate that depends on the board takes the world W as a first argument (`could_produce(W, O, T)`),
and many boards, each a world, are grounded and solved at once. Predicates that don't depend on the board
(the card library, mana types, subtypes) stay shared by all worlds.

The rewrite works on clingo's AST (clingo.ast): it renames nothing and never pastes user text into code.
"""
from __future__ import annotations

import hashlib
import os
import re
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import clingo
import clingo.ast as ast
from clingo.ast import ASTType

from mtgasp.encoder import resources
from mtgasp.encoder.resources import PACKAGE_DIR
from mtgasp.engine.programs import Signature
from mtgasp.engine.programs import atom_signature as _signature
from mtgasp.engine.programs import signatures as _signatures

W = "W__"
REWRITE = "parts-2"  # the rewrite's own version, in the cache key: a rewrite changed here is not read from the cache
WORLD = "world__"

# Everything a board, a query or a stage gives the rules (the world's own facts).
BOARD_INPUTS: frozenset[Signature] = frozenset({
    ("player", 1), ("turn_position", 2), ("active_player", 1), ("life_total", 2), ("on_battlefield", 1),
    ("effect_object", 1), ("card_of", 2), ("controller", 2), ("owner", 2), ("tapped", 1), ("sick", 1),
    ("counter", 3), ("attached", 2), ("chosen", 3), ("x_paid", 2), ("timestamp", 2), ("board_position", 2),
    ("target", 2), ("noted", 2), ("library_card", 3), ("graveyard_card", 3),
    ("monarch", 1), ("starting_player", 1), ("damage_this_turn_known", 0), ("damaged_this_turn", 1), ("day_night", 1),
    ("turn_event_known", 1), ("turn_event", 2), ("turn_count_known", 1), ("turn_count", 3),
    ("token", 1), ("exiled_with", 2), ("effect_source", 2), ("effect_of_ability", 2),
    ("name_of_interest", 1), ("ref_card_type", 2), ("ref_subtype", 2), ("ref_supertype", 2),
    ("ref_changeling", 1), ("ref_nonlegendary_creature", 1),
    ("reading_given", 2),
    ("entering", 3), ("entering_cast", 1), ("entering_x_paid", 2), ("entering_kicked_paid", 2), ("entering_colors_paid", 2),
    # (how the object enters, where a sweep's event says it: research/commute.py _enter_variants, session 36)
    ("entering_put_by", 2), ("entering_cast_via", 2), ("entering_cast_from", 2), ("entering_put_from", 2),
    ("damage_event", 3), ("combat_damage", 3), ("counters_event", 3), ("counters_event_by", 1),
    ("combat_roles_stated", 0), ("combat_role", 2),
    ("counters_event_keyword", 1), ("counters_event_flip", 1), ("orderings_tap", 1), ("query_target", 1),
    ("research_subject", 1),
})
STAGE_OUTPUTS: frozenset[Signature] = frozenset({
    ("final_type", 2), ("final_supertype", 2), ("final_subtype", 2), ("lost_text", 1), ("l4_placed", 2),
    ("l4_applies", 3), ("l4_added", 4), ("l4_removed", 4), ("l4_depends", 2), ("l4_text_lost", 2),
    ("board_error", 3), ("l4_tracked", 1),
})


class _AddWorld(ast.Transformer):
    def __init__(self, worlded: set[Signature]) -> None:
        self.worlded = worlded

    def visit_SymbolicAtom(self, node: ast.AST) -> ast.AST:
        sym = node.symbol
        if sym.ast_type == ASTType.Function and (sym.name, len(sym.arguments)) in self.worlded:
            args = [ast.Variable(sym.location, W), *sym.arguments]
            return node.update(symbol=sym.update(arguments=args))
        return node


def _binds_world(rule: ast.AST, worlded: set[Signature]) -> bool:
    for lit in rule.body:
        if (lit.ast_type == ASTType.Literal and lit.sign == ast.Sign.NoSign
                and lit.atom.ast_type == ASTType.SymbolicAtom and _signature(lit.atom) in worlded):
            return True
    return False


class _Parameters(ast.Transformer):
    def __init__(self, names: dict[str, str]) -> None:
        self.names = names
        self.seen = False

    def visit_SymbolicTerm(self, node: ast.AST) -> ast.AST:  # noqa: N802 (clingo's naming)
        sym = node.symbol
        if sym.type == clingo.SymbolType.Function and not sym.arguments and sym.name in self.names:
            self.seen = True
            return ast.Variable(node.location, self.names[sym.name])
        return node


def _one_shot(rule: ast.AST, part: str, params: list[str]) -> ast.AST:
    """A rule of the program part `part(params)` (grounded once per instance by multi-shot grounding,
    engine/stage_parts.py) as a rule of one single-shot program: each parameter a variable, bound by
    `program_part(part, params...)` (the program says which instances exist). A rule that doesn't name the
    parameters is the same in every instance: it is kept as it is."""
    names = {p: f"P{k}__" for k, p in enumerate(params)}
    visit = _Parameters(names)
    new = visit(rule)
    if not visit.seen:
        return rule
    loc = rule.location
    args = [ast.SymbolicTerm(loc, clingo.Function(part)), *(ast.Variable(loc, v) for v in names.values())]
    bound = ast.Literal(loc, ast.Sign.NoSign, ast.SymbolicAtom(ast.Function(loc, "program_part", args, 0)))
    return new.update(body=[*new.body, bound])


def _single_shot(statements: list[ast.AST]) -> list[ast.AST]:
    """The statements with the rules of parametrized program parts made rules of one program (_one_shot)."""
    out: list[ast.AST] = []
    params: list[str] = []
    part = "base"
    for s in statements:
        if s.ast_type == ASTType.Program:
            part, params = s.name, [p.name for p in s.parameters]
        elif s.ast_type == ASTType.Rule and params:
            out.append(_one_shot(s, part, params))
        else:
            out.append(s)
    return out


@dataclass(frozen=True)
class WorldProgram:
    """A program rewritten for many worlds: its text, and which predicates got the world argument."""

    text: str
    worlded: frozenset[Signature]


def parse(files: Iterable[Path] = (), text: str = "") -> list[ast.AST]:
    """The statements of the files (their #include lines followed) and of the text."""
    statements: list[ast.AST] = []
    paths = [str(resources.program(f)) for f in files]  # (includes by absolute path: encoder/resources.py)
    if paths:
        ast.parse_files(paths, statements.append)
    if text:
        ast.parse_string(text, statements.append)
    return statements


def _rule_signatures(statements: list[ast.AST]) -> list[tuple[set[Signature], set[Signature]]]:
    """(head, body) signatures of each rule."""
    return [(_signatures([s.head]), _signatures(s.body)) for s in statements if s.ast_type == ASTType.Rule]


def _closure(seed: Iterable[Signature], links: list[tuple[set[Signature], set[Signature]]]) -> set[Signature]:
    """The least set holding `seed` and, for each link (when, then), `then` once it meets `when`."""
    found = set(seed)
    changed = True
    while changed:
        changed = False
        for when, then in links:
            if when & found and not then <= found:
                found |= then
                changed = True
    return found


def worlded_predicates(statements: list[ast.AST], inputs: Iterable[Signature]) -> set[Signature]:
    """The predicates that depend on a world input (the least fixpoint over the rules)."""
    return _closure(inputs, [(body, head) for head, body in _rule_signatures(statements)])


def needed_predicates(statements: list[ast.AST], roots: Iterable[Signature]) -> set[Signature]:
    """The predicates the roots and the integrity constraints depend on: through any body, positive or not, and
    through a head's conditions (a choice's elements are those its condition holds for). A constraint is kept whole:
    with the rules of its body dropped it would hold where it must not, or never."""
    rules = _rule_signatures(statements)
    seed = set(roots).union(*(body for head, body in rules if not head))
    return _closure(seed, [(head, head | body) for head, body in rules if head])


def rewrite(statements: list[ast.AST], inputs: Iterable[Signature],
            roots: Iterable[Signature] | None = None) -> WorldProgram:
    """The statements with a world argument on every predicate that depends on an input; #show dropped
    (the caller shows what it reads). With `roots`, only the rules the roots depend on are kept (rules
    whose head no root needs can't change them; integrity constraints are kept)."""
    statements = _single_shot(statements)
    worlded = worlded_predicates(statements, inputs)
    needed = None if roots is None else needed_predicates(statements, roots)
    add = _AddWorld(worlded)
    out: list[str] = []
    for s in statements:
        t = s.ast_type
        if t == ASTType.Rule:
            head = _signatures([s.head])
            if needed is not None and head and not head & needed:
                continue
            if not (head | _signatures(s.body)) & worlded:
                out.append(str(s))
                continue
            new = add(s)
            if not _binds_world(s, worlded):
                loc = s.location
                world = ast.Literal(loc, ast.Sign.NoSign,
                                    ast.SymbolicAtom(ast.Function(loc, WORLD, [ast.Variable(loc, W)], 0)))
                new = new.update(body=[*new.body, world])
            out.append(str(new))
        elif t == ASTType.Defined:
            arity = s.arity + 1 if (s.name, s.arity) in worlded else s.arity
            out.append(f"#defined {s.name}/{arity}.")
        elif t == ASTType.Definition:
            out.append(str(s))
        # Program parts (#program; their rules are made one program above), comments and #show are dropped.
    out.append(f"#defined {WORLD}/1.")
    return WorldProgram("\n".join(out) + "\n", frozenset(worlded))


def _digest(paths: Iterable[Path], extra: str) -> str:
    h = hashlib.sha256()
    for path in sorted(paths):
        h.update(str(path.relative_to(PACKAGE_DIR)).encode())
        h.update(path.read_bytes())
    h.update(extra.encode())
    return h.hexdigest()[:20]


def rules_digest() -> str:
    """A digest of every logic program and card of the package: results computed with other rules differ."""
    return _digest([*PACKAGE_DIR.glob("rules/**/*.lp"), *PACKAGE_DIR.glob("queries/*.lp"),
                    *PACKAGE_DIR.glob("research/**/*.lp")], "")


def cache_dir() -> Path:
    base = os.environ.get("MTGASP_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "mtgasp")
    return Path(base)


@lru_cache(maxsize=16)
def world_program(files: tuple[Path, ...], text: str, inputs: frozenset[Signature],
                  roots: frozenset[Signature] | None = None) -> WorldProgram:
    """The rewrite of these programs, cached in memory and on disk (parsing the rules takes ~1.5 s)."""
    key = _digest([p for f in files for p in resources.included(f)],
                  REWRITE + text + repr(sorted(inputs)) + repr(None if roots is None else sorted(roots)))
    path = cache_dir() / "worlds" / f"{key}.lp"
    try:
        cached = path.read_text(encoding="utf-8")
        head, _, body = cached.partition("\n")
        worlded = frozenset((n, int(a)) for n, a in (s.rsplit("/", 1) for s in head[2:].split()))
        return WorldProgram(body, worlded)
    except (OSError, ValueError):
        pass
    program = rewrite(parse(files, text), inputs, roots)
    head = "% " + " ".join(f"{n}/{a}" for n, a in sorted(program.worlded))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, encoding="utf-8") as tmp:
            tmp.write(head + "\n" + program.text)
        os.replace(tmp.name, path)
    except OSError:
        pass
    return program


STAGE_PREFIX = "stage'"  # a predicate of the stage in the question's Control (engine/stage_onepass.py's prefix)


@dataclass(frozen=True)
class Namespaced:
    """A world program with its own names (research/batch.py: the stage grounded in the question's Control):
    every predicate its rules define, but the ones kept, renamed STAGE_PREFIX + name."""

    text: str
    renamed: frozenset[Signature]

    def bridges(self, names: Iterable[str]) -> str:
        """Rules giving the renamed predicates the facts of the same signature (`names`: the names of the facts
        given: a predicate the stage defines may have facts too)."""
        present = set(names)
        rules = []
        for name, arity in sorted(self.renamed):
            if name in present:
                args = "(" + ",".join(f"X{k}" for k in range(arity)) + ")" if arity else ""
                rules.append(f"{STAGE_PREFIX}{name}{args} :- {name}{args}.\n")
        return "".join(rules)


class Unreadable(ValueError):
    """A statement `namespaced` doesn't rename (then the stage has a Control of its own)."""


def _rename(text: str, keep: frozenset[Signature]) -> Namespaced:
    statements = parse(text=text)
    heads: set[Signature] = set()

    class Heads(ast.Transformer):  # every atom of a head, its conditions too, each part of a pool p(a;b)
        def visit_SymbolicAtom(self, node: ast.AST) -> ast.AST:  # noqa: N802 (clingo's naming)
            parts = node.symbol.arguments if node.symbol.ast_type == ASTType.Pool else [node.symbol]
            for sym in parts:
                if sym.ast_type == ASTType.Function:
                    heads.add((sym.name, len(sym.arguments)))
                elif sym.ast_type == ASTType.SymbolicTerm and sym.symbol.type == clingo.SymbolType.Function:
                    heads.add((sym.symbol.name, len(sym.symbol.arguments)))
            return node

    collect = Heads()
    for s in statements:
        if s.ast_type == ASTType.Rule:
            collect(s.head)
        elif s.ast_type not in (ASTType.Program, ASTType.Defined, ASTType.Comment):
            raise Unreadable(f"a statement this rewrite doesn't rename: {s}")
    renamed = frozenset(heads - keep)

    def term(sym: ast.AST) -> ast.AST:
        if sym.ast_type == ASTType.Function:
            if (sym.name, len(sym.arguments)) in renamed:
                return sym.update(name=STAGE_PREFIX + sym.name)
            return sym
        if sym.ast_type == ASTType.Pool:  # p(a;b): each part
            return sym.update(arguments=[term(part) for part in sym.arguments])
        if sym.ast_type == ASTType.SymbolicTerm and sym.symbol.type == clingo.SymbolType.Function \
                and (sym.symbol.name, len(sym.symbol.arguments)) in renamed:
            raise Unreadable(f"an atom this rewrite doesn't rename: {sym}")
        return sym

    class Rename(ast.Transformer):
        def visit_SymbolicAtom(self, node: ast.AST) -> ast.AST:  # noqa: N802 (clingo's naming)
            return node.update(symbol=term(node.symbol))

    rename = Rename()
    out: list[str] = []
    for s in statements:
        if s.ast_type == ASTType.Rule:
            out.append(str(rename(s)))
        elif s.ast_type == ASTType.Defined:
            name = STAGE_PREFIX + s.name if (s.name, s.arity) in renamed else s.name
            out.append(f"#defined {name}/{s.arity}.")
        elif s.ast_type == ASTType.Program and s.name != "base":
            raise Unreadable(f"a program part: {s}")
    return Namespaced("\n".join(out) + "\n", renamed)


@lru_cache(maxsize=4)
def namespaced(program: WorldProgram, keep: frozenset[Signature]) -> Namespaced:
    """The program with its own names (Namespaced), cached in memory and on disk like world_program (renaming
    through clingo's AST takes ~0.3 s). Raises Unreadable on a statement it doesn't rename."""
    key = hashlib.sha256((REWRITE + "\0namespaced\0" + repr(sorted(keep)) + "\0" + program.text).encode())
    path = cache_dir() / "worlds" / f"{key.hexdigest()[:20]}.namespaced.lp"
    try:
        cached = path.read_text(encoding="utf-8")
        head, _, body = cached.partition("\n")
        renamed = frozenset((n, int(a)) for n, a in (s.rsplit("/", 1) for s in head[2:].split()))
        return Namespaced(body, renamed)
    except (OSError, ValueError):
        pass
    found = _rename(program.text, keep)
    head = "% " + " ".join(f"{n}/{a}" for n, a in sorted(found.renamed))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, encoding="utf-8") as tmp:
            tmp.write(head + "\n" + found.text)
        os.replace(tmp.name, path)
    except OSError:
        pass
    return found


def world_term(index: int, side: str = "") -> clingo.Symbol:
    """The world of the index-th board (and side: which readings)."""
    args = [clingo.Number(index)]
    if side:
        args.append(clingo.Function(side))
    return clingo.Function("w", args)


# (Possessive: a fact's text has one reading, token by token, so nothing is ever given back; a third faster.)
_FACT = re.compile(r'([a-z_][A-Za-z0-9_]*)\(((?:[^"()]++|"(?:[^"\\]++|\\.)*+"|\((?:[^"()]++|"(?:[^"\\]++|\\.)*+")*+\))*+)\)\s*\.')


@lru_cache(maxsize=16)
def _names(worlded: frozenset[Signature]) -> frozenset[str]:
    return frozenset(n for n, _a in worlded)


def world_facts(facts: str, world: clingo.Symbol, worlded: frozenset[Signature]) -> list[str]:
    """The facts of one board as facts of one world: the world's inputs get the world argument; the others
    (card facts, shared by every world) are left out. The facts are the encoder's output (one fact per
    statement, comments on lines of their own), rewritten as text: no term is built."""
    names = _names(worlded)
    w = str(world)
    out = [f"{WORLD}({w})."]
    body = "\n".join(line for line in facts.splitlines() if not line.lstrip().startswith("%"))
    for match in _FACT.finditer(body):
        if match.group(1) in names:
            out.append(f"{match.group(1)}({w},{match.group(2)}).")
    # (an input of no arguments, a line of its own: damage_this_turn_known., combat_roles_stated.; the pattern above
    # needs parentheses, and such a fact never reached its world before session 32)
    atoms = _atoms(worlded)
    out.extend(f"{name}({w})." for name in _ATOM.findall(body) if name in atoms)
    return out


_ATOM = re.compile(r"^\s*([a-z_][A-Za-z0-9_]*)\s*\.\s*$", re.MULTILINE)


@lru_cache(maxsize=16)
def _atoms(worlded: frozenset[Signature]) -> frozenset[str]:
    return frozenset(n for n, a in worlded if a == 0)
