"""A question's program without the rules that can't fire on the facts it is grounded on (issue 31).

The grounder's cost on a small board is a cost per rule, not per atom: could-produce's program (rules/standing.lp's
files, ~1,500 rules) took ~60 ms to ground and ~16 ms to parse on the README's board of 4 permanents, where most of
its rules read predicates nothing on that board can make (Equipment, devotion, layer effects, the tap events'
exploration...). A rule whose positive body holds an atom of a predicate that no fact has and no rule can derive
has no ground instance: clingo's grounder drops it anyway, after preparing and instantiating it. So the rules that
can fire are chosen here first, by predicate signature alone: the signatures the facts hold, then every head of a
rule whose positive body's signatures are all held or derivable, to a fixpoint. The rest are not given to clingo.
The ground program is the one clingo makes of the whole program (the same rules with a ground instance), so the
answer set is the same; nothing here reads what a predicate means (no rules question is decided in Python).

What is conservative (keeps a rule that may not fire, never drops one that may):
- only a positive body literal's own atom is needed (not a negated one, nor an aggregate's or a condition's
  elements: a `#count` over nothing holds);
- every head of a choice, disjunction or aggregate, and every `#external`, counts as derivable;
- the statements of a program part other than `base` are all kept, and their heads count as derivable (a part
  grounded later, queries/query.lp's `asked(o)`, never adds atoms to the base rules grounded before it);
- a name in the facts' text counts with any arity (the facts given as text are not parsed: every word counts,
  those inside strings included);
- a program with a statement whose head can't be read here is not sliced at all.

The index of a program (each statement's text, the signatures it may derive, those it needs) is shipped with the
package (`SHIPPED`, made by `python tools/build_slicing_index.py`; tests/queries/test_slicing.py fails when it is not
the one the rules as they are would give), each program's entry with a digest of the files it was made from: an entry
whose files changed since is not read, and the index is made here with clingo.ast instead (0.2-0.6 s a program). Either
way it is kept in the programs' cache folder (encoder/resources.py: named by the digest of every program) as marshal
bytes, which later processes read (~1 ms); where the cache can't be written the shipped index is read in each process
(~5 ms), and a program it doesn't hold is not sliced. tests/queries/test_slicing.py compares the answers with and
without the slicing.
"""
from __future__ import annotations

import marshal
import os
import re
from collections.abc import Iterable, Set
from functools import lru_cache
from pathlib import Path
from typing import Any

from mtgasp.encoder import resources

FORMAT = 3  # of the index kept in the cache (marshal) and shipped: a change names another cache file
# The indexes of the questions' programs and of the stage's, shipped (tools/build_slicing_index.py): JSON, one statement
# a line, each statement once for all the programs that hold it.
SHIPPED = Path(__file__).resolve().parent / "data" / "slicing-index.json"
ENABLED = os.environ.get("MTGASP_NO_SLICING", "") == ""  # (set: every question grounds its whole program; tests)
_WORD = re.compile(r"[a-z_'][A-Za-z0-9_']*")
_WORD_CHAR = re.compile(r"[A-Za-z0-9_']")

Signature = tuple[str, int]


@lru_cache(maxsize=8)
def words(text: str) -> frozenset[str]:
    """Every word of a text of facts (and declarations): the names it may give atoms of, of any arity. Kept for the
    last texts: the board's facts and the stage's result are read again by every question on the board after the
    first (~40 ms at 10,000 permanents, 2 MB of facts; the first question, in one pass, reads none of them)."""
    return frozenset(_WORD.findall(text))


def words_of(*texts: str) -> frozenset[str]:
    """words() of the texts' concatenation, read text by text (each text's words kept) where no word runs over from
    one text into the next."""
    out: frozenset[str] = frozenset()
    for i, text in enumerate(texts):
        if text and i + 1 < len(texts) and _WORD_CHAR.match(text[-1]):  # (a word may run on: read them together)
            return out | words("".join(texts[i:]))
        out |= words(text)
    return out


class _Index:
    """A program's statements in order: text, what each may derive, what each needs (None: always kept)."""

    def __init__(self, rows: list[list[Any]]) -> None:
        self.texts: list[str] = [row[0] for row in rows]
        self.heads: list[list[str]] = [row[1] for row in rows]
        self.needs: list[list[str] | None] = [row[2] for row in rows]


@lru_cache(maxsize=8)
def _index(program: Path, part: str = "base") -> _Index | None:
    """The index of a packaged program whose part `part` is sliced (None: it can't be sliced, or there is no cache
    to keep the index in). Kept with marshal, comments left out (could_produce.lp's: 208 KB, ~1-2 ms to read)."""
    folder = resources.remembered_folder()
    if folder is None:  # (no cache: the shipped index alone, read in each process)
        rows = _shipped_rows(program, part)
        return None if rows is None else _Index(rows)
    rel = program.resolve().relative_to(resources.PACKAGE_DIR).as_posix().replace("/", "--")
    file = folder / f"slice-index-{FORMAT}--{part}--{rel}"
    try:
        rows = marshal.loads(file.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        rows = _shipped_rows(program, part)
        if rows is None:
            rows = _make_index(program, part)
        try:
            folder.mkdir(exist_ok=True)
            work = file.with_name(f".{file.name}.{os.getpid()}")
            work.write_bytes(marshal.dumps(rows))
            os.replace(work, file)
        except OSError:
            pass
    return None if rows is None else _Index(rows)


def _key(program: Path, part: str) -> str:
    """The name of a program's index in the shipped file: its path in the package and the part sliced."""
    return f"{program.resolve().relative_to(resources.PACKAGE_DIR).as_posix()} {part}"


@lru_cache(maxsize=1)
def _shipped() -> dict[str, Any] | None:
    import json

    try:
        data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("format") == FORMAT else None


def _shipped_rows(program: Path, part: str) -> list[list[Any]] | None:
    """The shipped index of `program` (its part `part` sliced) when it was made from the program's files as they are
    (their digest, remembered once per version of the rules: encoder/resources.py), else None."""
    data = _shipped()
    entry = None if data is None else data["programs"].get(_key(program, part))
    if data is None or entry is None:
        return None
    rel = program.resolve().relative_to(resources.PACKAGE_DIR).as_posix().replace("/", "--")
    if entry["sources"] != resources.remembered(f"files-digest--{rel}", lambda: resources.files_digest(program)):
        return None
    statements = data["statements"]
    return [statements[i] for i in entry["rows"]]


def shipped_programs() -> list[tuple[Path, str]]:
    """The programs whose indexes are shipped, each with its part sliced: every question's program (queries/*.lp)
    and the stage's namespaced program in one pass (its part `stage`)."""
    from mtgasp.engine import stage_onepass

    programs = [(program, "base") for program in sorted(resources.queries_dir().glob("*.lp"))]
    programs += [(stage_onepass.generated(stage), "stage") for stage in stage_onepass.stage_programs()]
    return programs


def shipped_text() -> str:
    """The text of the shipped file as the rules are now (tools/build_slicing_index.py writes it; a test compares)."""
    import json

    statements: dict[str, int] = {}
    programs: dict[str, dict[str, Any]] = {}
    made: dict[str, list[str]] = {}
    for program, part in shipped_programs():
        rows = _make_index(program, part)
        if rows is None:  # (a program the slicing can't read: not shipped, grounded whole)
            continue
        lines = [json.dumps(row, ensure_ascii=False, separators=(",", ":")) for row in rows]
        made[_key(program, part)] = lines
        programs[_key(program, part)] = {"sources": resources.files_digest(program)}
        for line in lines:
            statements.setdefault(line, 0)
    order = sorted(statements)  # (one statement a line, sorted: a changed rule changes its own lines)
    statements = {line: i for i, line in enumerate(order)}
    for key, lines in made.items():
        programs[key]["rows"] = [statements[line] for line in lines]
    head = json.dumps({key: programs[key] for key in sorted(programs)}, separators=(",", ":"))
    return "".join([f'{{"format":{FORMAT},\n"generated":"python tools/build_slicing_index.py: do not edit",\n',
                    f'"programs":{head},\n"statements":[\n', ",\n".join(order), "\n]}\n"])


def index_of(program: Path) -> _Index | None:
    """The index of any program file, made now (tests)."""
    rows = _make_index(program)
    return None if rows is None else _Index(rows)


def _make_index(program: Path, sliced_part: str = "base") -> list[list[Any]] | None:
    import clingo.ast as ast

    statements: list[ast.AST] = []
    ast.parse_files([str(resources.program(program))], statements.append)
    T = ast.ASTType

    def signature(atom: ast.AST) -> str | None:
        """The signature of a symbolic atom's term ("p/2"), None for any other atom; a pool's items agree."""
        if atom.ast_type != T.SymbolicAtom:
            return None
        term = atom.symbol
        items = term.arguments if term.ast_type == T.Pool else [term]
        found = {f"{t.name}/{len(t.arguments)}" for t in items if t.ast_type == T.Function}
        if len(found) != 1 or len(items) != 1 and any(t.ast_type != T.Function for t in items):
            return None
        return found.pop()

    class Unread(Exception):
        pass

    def heads(head: ast.AST) -> list[str]:
        kind = head.ast_type
        if kind == T.Literal:
            if head.atom.ast_type == T.BooleanConstant:
                return []
            if head.atom.ast_type == T.SymbolicAtom and head.atom.symbol.ast_type == T.UnaryOperation:
                return []  # (a classically negated head: no positive body reads it)
            sig = signature(head.atom)
            if sig is None:
                raise Unread(str(head))
            return [sig]
        if kind in (T.Disjunction, T.Aggregate):
            return [s for element in head.elements for s in heads(element.literal)]
        if kind == T.HeadAggregate:
            return [s for element in head.elements for s in heads(element.condition.literal)]
        if kind == T.ConditionalLiteral:
            return heads(head.literal)
        raise Unread(str(head))

    def needs(body: Iterable[ast.AST]) -> list[str]:
        out = []
        for literal in body:
            if literal.ast_type == T.Literal and literal.sign == ast.Sign.NoSign:
                sig = signature(literal.atom)
                if sig is not None:
                    out.append(sig)
        return sorted(set(out))

    rows: list[list[Any]] = []
    part = "base"
    try:
        for stm in statements:
            kind = stm.ast_type
            if kind == T.Comment:  # (no meaning: not given to clingo)
                continue
            if kind == T.Program:
                part = stm.name
                rows.append([str(stm), [], None])
            elif kind == T.Rule:
                rows.append([str(stm), sorted(set(heads(stm.head))), needs(stm.body) if part == sliced_part else None])
            elif kind == T.External:
                sig = signature(stm.atom)
                if sig is None:
                    raise Unread(str(stm))
                rows.append([str(stm), [sig], None])
            elif kind in (T.TheoryDefinition, T.Script):
                return None
            else:  # #show, #defined, #const, #heuristic, #minimize, #project...: kept, derive nothing
                rows.append([str(stm), [], None])
    except Unread:
        return None
    return rows


def program_text(program: Path, present: Iterable[Signature], names: Set[str], part: str = "base") -> str | None:
    """The program's statements that may fire on facts holding the signatures `present` and atoms of any arity of
    the `names` (its part `part` sliced, every other part whole); None when the program is not sliced (the caller
    loads the whole file). The stage's shipped program in one pass is sliced in its part `stage` (its base)."""
    if not ENABLED:
        return None
    index = _index(program, part)
    return None if index is None else select(index, present, names)


def select(index: _Index, present: Iterable[Signature], names: Set[str]) -> str:
    """The statements of `index` that may fire (the module's docstring), in their order, as one text."""
    have = {f"{n}/{a}" for n, a in present}

    def held(sig: str) -> bool:
        return sig in have or sig.rpartition("/")[0] in names

    kept = [False] * len(index.texts)
    waiting: dict[str, list[int]] = {}
    missing = [0] * len(index.texts)
    derived: list[str] = []

    def fire(i: int) -> None:
        kept[i] = True
        for sig in index.heads[i]:
            if sig not in have:
                have.add(sig)
                derived.append(sig)

    for i, need in enumerate(index.needs):
        if need is None:
            fire(i)
            continue
        lacking = [sig for sig in need if not held(sig)]
        if not lacking:
            fire(i)
            continue
        missing[i] = len(lacking)
        for sig in lacking:
            waiting.setdefault(sig, []).append(i)
    while derived:
        for i in waiting.pop(derived.pop(), ()):
            missing[i] -= 1
            if missing[i] == 0:
                fire(i)
    return "\n".join(text for text, keep in zip(index.texts, kept) if keep) + "\n"
