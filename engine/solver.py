"""The one place that creates clingo.Control: load a program, ground, solve, collect symbols.

A question is answered by one logic program, `queries/<question>.lp` (it #includes the rules), run on
the facts of a board (`mtgasp.encoder.board_facts`: board, cards, query inputs) together with the
result of the stages (`rules/stages/*.lp`, run first on the same facts; today only layer 4). Nothing
here decides a rules question: it runs programs and hands back the shown atoms.

One pass: the stage is grounded in a Control of its own names (engine/stage_onepass.py) that waits for the
question asked next on the same facts (`grounded` takes it: the facts parsed once, the stage's result never
turned into text); a stage result reused later, or a question asked with other options (solve_models), is
given as the text `mtgasp encode` prints.
"""
from __future__ import annotations

import math
import signal
import threading
import time
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import clingo

from mtgasp.encoder import resources
from mtgasp.encoder.resources import queries_dir
from mtgasp.engine import limits, slicing, stage_onepass, stage_parts, symbols, warm
from mtgasp.engine.limits import DEFAULT_TIMEOUT, LimitExceeded
from mtgasp.engine.stage_reuse import remember, stage_input
from mtgasp.engine.symbols import rows_by_name

__all__ = ["DEFAULT_TIMEOUT", "LimitExceeded", "Answer", "Inputs", "Models", "ProgramError", "StageResult", "control",
           "grounded", "program_input", "query_program", "solve_models", "solve_query", "solve_query_parts",
           "solve_query_with", "stage_programs", "stage_result"]

# Clingo's informational messages stay on (no --warn=none): tests/queries/test_programs.py checks that every
# program grounds without one, so a real warning (an atom that can never be derived) is seen.
BASE_OPTIONS: tuple[str, ...] = ()
Part = tuple[str, tuple[clingo.Symbol, ...]]  # a program part and its arguments: ("compared", (a, b))


def query_program(query: str) -> Path:
    """The program of a question: queries/<query>.lp."""
    path = queries_dir() / f"{query}.lp"
    if not path.is_file():
        raise ValueError(f"no query program {query!r}")
    return path


stage_programs = stage_onepass.stage_programs  # (defined there so that engine/slicing.py needn't import the solver)


def shown_signatures(query: str) -> frozenset[tuple[str, int]]:
    """The predicates (name, arity) that queries/<query>.lp shows: its #show statements (and those of the files it
    includes), read with clingo.ast: `#show p/n.` and `#show p(X, ...) : body.` (a term that is not an atom shows
    no predicate). What each question declares it reads is checked against them (tests/test_rows.py)."""
    from clingo import ast

    shown: set[tuple[str, int]] = set()

    def statement(node: ast.AST) -> None:
        if node.ast_type == ast.ASTType.ShowSignature and node.name:
            shown.add((node.name, node.arity))
        elif node.ast_type == ast.ASTType.ShowTerm and node.term.ast_type == ast.ASTType.Function:
            shown.add((node.term.name, len(node.term.arguments)))

    ast.parse_files([str(resources.program(query_program(query)))], statement)
    return frozenset(shown)


class UnshownRow(LookupError):
    """A question read rows of a predicate it didn't declare (a misspelt name): a bug in the question, said at once
    rather than read as no rows."""


def check_read(reads: Mapping[str, int] | None, query: str, name: str) -> None:
    """Raise UnshownRow unless `name` is among the predicates the question declared it reads (`reads`: name ->
    arity, each one its program shows, tests/test_rows.py); None: nothing declared."""
    if reads is not None and name not in reads:
        raise UnshownRow(f"queries/{query}.lp: the question reads {name!r}, which it doesn't declare among the rows it "
                         f"reads ({', '.join(sorted(reads))})")


class ShownRows(dict):
    """Rows by predicate name (queries/explore.py: shown_rows) of a question that declared what it reads: a declared
    name without rows has none ([]); any other name raises UnshownRow."""

    def __init__(self, rows: Mapping[str, list[tuple]], reads: Mapping[str, int], query: str) -> None:
        super().__init__(rows)
        self.reads, self.query = reads, query

    def __missing__(self, name: str) -> list[tuple]:
        check_read(self.reads, self.query, name)
        return []

    def get(self, name: str, default: Any = None) -> Any:
        check_read(self.reads, self.query, name)
        return super().get(name, default)


@dataclass(frozen=True)
class Answer:
    """The shown atoms of the one answer set, and whether solving finished. `reads`: the predicates the question
    reads (name -> arity, declared against its program's #show: tests/test_rows.py); by_name() of any other
    name raises UnshownRow."""

    atoms: tuple[clingo.Symbol, ...]
    complete: bool
    message: str = ""
    _cache: dict = field(default_factory=dict, compare=False, repr=False)
    reads: Mapping[str, int] | None = field(default=None, compare=False, repr=False)
    query: str = field(default="", compare=False, repr=False)

    def by_name(self, name: str) -> list[tuple]:
        """Arguments of every shown atom `name(...)`, as Python values (str, int or clingo.Symbol)."""
        check_read(self.reads, self.query, name)
        if not self._cache:
            # Symbols cross the C boundary on every attribute access: convert each atom once (engine/symbols.py).
            self._cache.update(rows_by_name(self.atoms))
        return list(self._cache.get(name, ()))


class ProgramError(RuntimeError):
    """A logic program of the project failed to load or ground: a bug in the rules, never the user's."""


# A process that ends as soon as its answer is sent (the command line's child: engine/runner.py ends it with os._exit)
# doesn't free the last Control it used: freeing clingo's memory only to end the process was ~7 ms of a fresh
# could-produce on the README board. One at most is kept: the next Control made frees it first, so a process never
# holds more Controls at once than when each is freed after use (the same peak memory under --memory).
_UNTIL_EXIT: list[clingo.Control] | None = None


def keep_last_until_exit() -> None:
    """This process ends once its work is done (engine/runner.py's child): the last Control used is left to the end."""
    global _UNTIL_EXIT
    _UNTIL_EXIT = []


def _release(ctl: clingo.Control, key: Hashable | None = None, kept: Any = None) -> None:
    """This question is done with `ctl`. With a `key`, engine/warm.py keeps it (or `kept`, what it keeps of it) for the
    next question on the same board, and frees the oldest it keeps; else a process that ends once its answer is sent
    leaves it to the end (_UNTIL_EXIT). The caller then drops its own reference where Ctrl-C is held."""
    if key is not None and warm.enabled:
        warm.keep(key, ctl if kept is None else kept, _free)  # (the oldest kept beyond engine/warm.py's KEPT freed here)
    elif _UNTIL_EXIT is not None:
        _UNTIL_EXIT.append(ctl)


def control(options: Iterable[str] = (), messages: list[str] | None = None) -> clingo.Control:
    """A new clingo.Control with the project's options (the one constructor call of the project).
    Clingo's messages (warnings are for the developers: tests/queries/test_programs.py) go to `messages`."""
    if _UNTIL_EXIT:
        _free(_UNTIL_EXIT)  # (the one kept to the end: another is needed, so it is freed now)
    kept = messages if messages is not None else []

    def logger(code: clingo.MessageCode, text: str) -> None:
        kept.append(resources.package_paths(text.strip()))

    return clingo.Control([*BASE_OPTIONS, *options], logger=logger)


def _ground(ctl: clingo.Control, messages: list[str], what: str, parts: bool = False,
            more: Iterable[Part] = ()) -> None:
    # Grounding can't be interrupted: the deadline (engine/limits.py) is checked when it ends, and a
    # grounding that never ends is stopped by the runner (engine/runner.py), which kills its process.
    # parts: the program's parts, in their order (a stage: engine/stage_parts.py, one step of layer 4 after the
    # other); else the base part, with the parts `more` (a question's own parts: solve_query_parts) in the same call.
    limits.check(f"starting to ground {what}")
    limits.report(f"grounding {what}")
    try:
        if parts:
            stage_parts.ground(ctl, lambda step: limits.report(f"grounding {what}: {step}"))
        else:
            ctl.ground([("base", []), *((name, list(args)) for name, args in more)])
    except RuntimeError as exc:
        raise ProgramError(f"{what}: {exc}: " + " | ".join(messages[-5:])) from None
    limits.check(f"grounding {what}")


def _own_limit_first(timeout: float | None) -> bool:
    """Whether `timeout` (a pass's own limit) comes before the current deadline."""
    left = limits.remaining()
    return timeout is not None and (left is None or timeout < left)


# Seconds of one wait() of clingo's: how soon Ctrl-C is seen while clingo searches; also far below the ~1e10 s at
# which clingo's wait() returns at once, unfinished (so --timeout 1e20 means no practical limit).
_WAIT_SLICE = 0.2


def _wait(handle: clingo.SolveHandle, timeout: float | None) -> bool:
    """Wait for solving to finish within `timeout` and the current deadline; True when it finished."""
    left = limits.remaining()
    seconds = min(s for s in (timeout, left, math.inf) if s is not None)
    # In slices: a wait inside clingo's C code holds off Python's signal handlers, so Ctrl-C (KeyboardInterrupt)
    # would wait for the whole search; between slices it is raised at once.
    end = time.monotonic() + seconds
    while True:
        step = min(end - time.monotonic(), _WAIT_SLICE)
        if bool(handle.wait(max(step, 0.0))):
            return True
        if time.monotonic() >= end:
            return False


def _limit_hit(timeout: float | None) -> float | None:
    return timeout if _own_limit_first(timeout) else limits.limit()


def _stopped(timeout: float | None) -> str:
    seconds = _limit_hit(timeout)
    return f"the time limit ({seconds:g} s) was reached" if seconds is not None else "the search was stopped"


class StageResult:
    """The shown atoms of the stages, as symbols and as facts for the question's program (the text made when
    first read: in one pass the question reads the atoms where the stage grounded them)."""

    def __init__(self, atoms: tuple[clingo.Symbol, ...], facts: str | None = None) -> None:
        self.atoms = atoms
        self._facts = facts

    @property
    def facts(self) -> str:
        if self._facts is None:
            # In the order of their text (sorting symbols compares them through the C API).
            texts = sorted(symbols.texts(self.atoms))
            self._facts = (f"\n% The result of {_stage_name(stage_programs()[0])} (its shown atoms)\n"
                           + "\n".join(f"{t}." for t in texts) + "\n")
        return self._facts

    def __eq__(self, other: object) -> bool:
        return isinstance(other, StageResult) and self.facts == other.facts

    def __hash__(self) -> int:
        return hash(self.facts)

    def __repr__(self) -> str:
        return f"StageResult({len(self.atoms)} atoms)"


def _stage_name(program: Path) -> str:
    """How messages and the stage's result text name a stage: "stage stages/layer4.lp"."""
    return f"stage {program.parent.name}/{program.name}"


def stage_result(facts: str) -> StageResult:
    """Run the stages on the facts: computed once per board (the same facts give the same result, so
    `show`, `could-produce` and the rest of one process reuse it). A stage ends before its result is
    used (a partial stage would be a wrong input): past the deadline this raises LimitExceeded.
    Facts that extend an earlier input by predicates the stages never name get that input's result
    (engine/stage_reuse.py: `mana` appends its own facts to the board's).
    The stage is grounded in a Control the next question on these facts takes over (`grounded`: one pass)."""
    return _stage(facts)[1]


def _stage(facts: str) -> tuple[str, StageResult]:
    """stage_result, and the input it was computed on (`facts`, or an earlier input `facts` extends)."""
    limits.check("starting the stages")
    used = stage_input(facts, tuple(str(p) for p in stage_programs()))
    result = _stage_result(used)
    remember(used)
    limits.check("running the stages")
    return used, result


@dataclass
class _Pass:
    """A Control where the stage is grounded on `facts` (in the part `board_facts`), waiting for its question."""

    facts: str
    ctl: clingo.Control
    messages: list[str]


_PENDING: list[_Pass] = []  # at most one: the Control of the last stage computed, until a question takes it
# Threads of one process may ask questions at once (the API called from several threads; the server's job slots where
# fork() doesn't exist run their work in their threads: engine/runner.py): _PENDING's checks and changes are made
# under this lock, each as one step (a check then a pop, unlocked, could pop another thread's pass or an empty list).
_PENDING_LOCK = threading.Lock()


def _facts_only(text: str) -> bool:
    """Whether `text` may be taken for facts only (no rule, no directive): in one pass the facts are grounded
    before any rule, so a rule among them would see none of the rules' atoms. Any `:-` or `#` (even inside a
    string) sends the text the route where facts and rules are one program: a false alarm costs only time."""
    return ":-" not in text and "#" not in text


@lru_cache(maxsize=16)
def _stage_result(facts: str) -> StageResult:
    with _PENDING_LOCK:
        _PENDING.clear()
    (program,) = stage_programs()  # (one stage today; a second would be grounded after it the same way)
    if not _facts_only(facts):
        return _stage_alone(program, facts)
    try:
        names = stage_onepass.namespaced(program)
    except stage_onepass.Unreadable:
        return _stage_alone(program, facts)
    what = _stage_name(program)
    messages: list[str] = []
    ctl = control(["--models=1"], messages)
    # The stage's rules that may fire on the board's facts (engine/slicing.py), chosen once the facts are grounded;
    # the shipped file whole where it can't be sliced (then loaded first, as before).
    sliced = names.file is not None and slicing.ENABLED
    if not sliced:
        names.load(ctl)
    ctl.add("board_facts", [], facts)
    limits.check(f"starting to ground {what}")
    limits.report(f"grounding {what}")
    try:
        ctl.ground([("board_facts", [])])
        present = {(name, arity) for name, arity, positive in ctl.symbolic_atoms.signatures if positive}
        if sliced:
            bridged = {(names.predicate(name), arity) for name, arity in present}  # (`bridges` makes them)
            text = slicing.program_text(stage_onepass.generated(program), present | bridged, set(),
                                        names.part("base"))
            if text is None:
                names.load(ctl)
            else:
                ctl.add("base", [], text)
        ctl.add(names.part("base"), [], names.bridges(present))
        stage_parts.ground(ctl, lambda step: limits.report(f"grounding {what}: {step}"), names.part, names.predicate)
    except RuntimeError as exc:
        raise ProgramError(f"{what}: {exc}: " + " | ".join(messages[-5:])) from None
    limits.check(f"grounding {what}")
    atoms: list[clingo.Symbol] = []
    for name, arity in names.shown:
        for atom in ctl.symbolic_atoms.by_signature(name, arity):
            if not atom.is_fact:  # not decided by the grounder: solve the stage on its own
                return _stage_alone(program, facts)
            atoms.append(atom.symbol)
    with _PENDING_LOCK:
        _PENDING.clear()  # (at most one: another thread's, computed meanwhile, is dropped)
        _PENDING.append(_Pass(facts, ctl, messages))
    return StageResult(tuple(atoms))


def _stage_alone(program: Path, facts: str) -> StageResult:
    """The stage in a Control of its own, solved: its shown atoms (the route `mtgasp encode` documents)."""
    messages: list[str] = []
    ctl = control(["--models=1"], messages)
    ctl.load(str(resources.program(program)))
    ctl.add("base", [], facts)
    _ground(ctl, messages, _stage_name(program), parts=True)
    atoms: list[clingo.Symbol] = []
    limits.report(f"solving {_stage_name(program)}")
    result = ctl.solve(on_model=lambda model: atoms.extend(model.symbols(shown=True)))
    if not result.satisfiable:
        raise RuntimeError(f"stage {program.name}: no answer set")
    return StageResult(tuple(atoms))


def program_input(facts: str) -> str:
    """Everything a question's program reads: the facts and the result of the stages."""
    return facts + stage_result(facts).facts


def _take_pass(used: str, options: tuple[str, ...]) -> _Pass | None:
    """The Control where the stage was grounded on `used` (the stages' input of the question's facts), if it
    waits and the question asks no other options than the stage's; else None (it is dropped)."""
    with _PENDING_LOCK:
        waiting = _PENDING.pop() if _PENDING else None
    if waiting is None or waiting.facts != used or options not in ((), ("--models=1",)):
        return None  # (solve_models asks other options: its Control is its own)
    return waiting


def _answered_kept(facts: str) -> None:
    """A question on `facts` was answered from what this process keeps (engine/warm.py): it grounded nothing, so the
    stage's Control left waiting for it (`_PENDING`: the API computes the stage first, facts_for's stage_result, then
    asks) would wait on, a whole grounded stage held until another stage is computed. It is freed now (issue 31: in a
    long-lived process a question answered from the kept program left the next stage's check-up holding one)."""
    with _PENDING_LOCK:
        waiting = _PENDING.pop() if _PENDING and facts.startswith(_PENDING[-1].facts) else None
    if waiting is not None:
        _free([waiting.ctl])


def grounded(query: str, facts: str, options: Iterable[str] = (), extra_programs: Iterable[Path] = (),
             declarations: str = "", parts: Iterable[Part] = (), sliced: bool = True) -> clingo.Control:
    """A Control with queries/<query>.lp grounded on the facts and the stages' result: in the Control where the
    stage was just grounded on these facts (one pass: engine/stage_onepass.py), with what the facts add to the
    stage's input (facts the stages don't read: engine/stage_reuse.py); else on their text.
    Rules given among the facts are grounded with the question's program (no one pass: `_facts_only`); the
    place for them is `extra_programs`; `declarations` (a question's #external inputs: solve_query_with) are added
    to the question's program, never to the stages' input. `sliced`: the question's rules that can't fire on the
    facts left out (engine/slicing.py); solve_models grounds a search's program whole unless it is one of
    SLICED_SEARCHES (a search's path, and so the first models it finds, may follow the atoms' order)."""
    options = tuple(options)
    used, result = _stage(facts)  # (a cached result, or the stage grounded now: then in the Control taken below)
    waiting = _take_pass(used, options)
    if waiting is not None:
        ctl, messages = waiting.ctl, waiting.messages
        inputs = facts[len(used):]
        # (the signatures of atoms grounded so far: the board's facts and the stage's atoms; a signature with no atom
        # is listed too when a rule of the stage names it)
        atoms = ctl.symbolic_atoms
        present: Iterable[tuple[str, int]] = [
            (name, arity) for name, arity, positive in atoms.signatures
            if positive and any(True for _ in atoms.by_signature(name, arity, positive))]
    else:
        messages = []
        ctl = control(options, messages)
        inputs = facts + result.facts
        present = ()
    # The question's rules that may fire on these facts (engine/slicing.py: the same ground program, less to ground).
    text = None if extra_programs or not sliced else slicing.program_text(
        query_program(query), present, _words(facts, used, result, declarations, waiting is not None))
    if text is None:
        ctl.load(str(resources.program(query_program(query))))
    else:
        ctl.add("base", [], text)
    for path in extra_programs:
        ctl.load(str(resources.program(path)))
    ctl.add("base", [], inputs + declarations)
    _ground(ctl, messages, f"queries/{query}.lp", more=parts)
    return ctl


def _words(facts: str, used: str, result: StageResult, declarations: str, one_pass: bool) -> frozenset[str]:
    """The words of what the question's program is given beside the atoms grounded so far (slicing.words): in one
    pass what the facts add to the stages' input; else the facts and the stages' result, each text's words kept
    (the same texts for every question on a board; mana's facts append their own to the board's)."""
    if one_pass:
        return slicing.words(facts[len(used):] + declarations)
    board = (used, facts[len(used):]) if facts.startswith(used) else (facts,)
    return slicing.words_of(*board, result.facts, declarations)


def solve_query(query: str, facts: str, *, timeout: float | None = None,
                extra_programs: Iterable[Path] = (), sort: bool = True, reads: Mapping[str, int] | None = None) -> Answer:
    """Run queries/<query>.lp on the facts; return its one model.

    The rules are written to have exactly one answer set (stratified, or positive recursion), so a
    search stopped early has no answer at all: when `timeout` seconds (None: no limit of its own) or
    the current deadline (engine/limits.py) run out first, this raises LimitExceeded. sort=False keeps
    clingo's order (the same on every run): sorting compares symbols through the C API, seconds for the
    hundreds of thousands of atoms of a large exploration. `reads`: the predicates the question reads (Answer).
    """
    key = _warm_key(query, facts, ("--models=1",), extra_programs)
    ctl = warm.take(key)  # the same question asked again on the same input: solved again, not grounded again
    if ctl is None:
        ctl = grounded(query, facts, ["--models=1"], extra_programs)
    else:
        _answered_kept(facts)
    try:
        return _solve_one(ctl, query, timeout, sort, reads)
    finally:
        _release(ctl, key)
        with _ctrl_c_held():
            del ctl  # freed here when not kept (the last reference), not by the garbage collector somewhere else


@dataclass(frozen=True)
class Inputs:
    """A question's own inputs (the permanent asked about: `query_target("forest")`) as externals of a program kept
    for its board (solve_query_with): `declaration` declares every atom they may be (`#external query_target(X) :
    on_battlefield(X).`), `atoms` those true for this question."""

    declaration: str
    atoms: tuple[clingo.Symbol, ...]


def solve_query_with(query: str, base: Callable[[], str], inputs: Inputs, fresh: Callable[[], str], *,
                     timeout: float | None = None, sort: bool = True,
                     reads: Mapping[str, int] | None = None) -> Answer:
    """solve_query of the facts `fresh()` (the board's with the question's own inputs), where a process keeps what it
    grounds (engine/warm.py) by another route: the question's program is grounded once on the board's facts
    `base()` with its inputs declared external (multi-shot: `inputs.declaration`), and each question on that board
    sets its inputs true (`inputs.atoms`), solves, and sets them false again. A fact false is a fact absent: the
    program with the inputs true has the answer set of the program with them as facts (tests/queries/test_warm.py
    compares the answers). An input outside the declared ones (an atom the Control has no external for) is asked
    the fresh way."""
    if not warm.enabled:
        return solve_query(query, fresh(), timeout=timeout, sort=sort, reads=reads)
    facts = base()
    key = _warm_key(query, facts, ("--models=1",), (), inputs.declaration)
    ctl = warm.take(key)
    if ctl is None:
        ctl = grounded(query, facts, ["--models=1"], declarations="\n" + inputs.declaration + "\n")
    else:
        _answered_kept(facts)
    # (A search cut short by Ctrl-C or an error leaves the Control in no state to be updated: clingo refuses to set its
    # externals again, "Program updates not supported!", which would hide the KeyboardInterrupt. It is not kept.)
    sound = False
    try:
        atoms = ctl.symbolic_atoms
        if not all((found := atoms[a]) is not None and found.is_external for a in inputs.atoms):
            sound = True
            return solve_query(query, fresh(), timeout=timeout, sort=sort, reads=reads)
        for atom in inputs.atoms:
            ctl.assign_external(atom, True)
        answer = _solve_one(ctl, query, timeout, sort, reads)
        for atom in inputs.atoms:
            ctl.assign_external(atom, False)
        sound = True
        return answer
    finally:
        _release(ctl, key if sound else None)
        with _ctrl_c_held():
            del ctl


def solve_query_parts(query: str, facts: str, parts: Iterable[Part], inputs: Iterable[clingo.Symbol], *,
                      timeout: float | None = None, sort: bool = True,
                      reads: Mapping[str, int] | None = None) -> Answer:
    """solve_query of queries/<query>.lp whose question's own inputs are program parts (queries/query.lp: asked(o),
    compared(o, q)): the base part is grounded on the board's facts, then each part of `parts` with its arguments,
    each declaring its input an external; the `inputs` (those externals) are set true, the program solved, and
    they are set false again. A false external is an absent fact, so a part grounded for another question shows
    nothing. A process keeps the Control for the board (engine/warm.py) with the parts it has grounded: a later
    question grounds only the parts it has not (multi-shot: clingo grounds a new part against what is grounded).
    The same route with warm.enabled False grounds everything afresh: the answer is the same (tests/queries/
    test_warm.py compares them on many questions)."""
    key = _warm_key(query, facts, ("--models=1",), (), "parts")
    parts = tuple(dict.fromkeys(parts))
    kept = warm.take(key)
    if kept is not None and len(kept[1] | set(parts)) > warm.KEPT_PARTS:
        _free([kept])  # (a program grown by many questions' parts: grounded afresh)
        kept = None
    if kept is None:  # the board's program and the question's parts grounded at once
        ctl, done = grounded(query, facts, ["--models=1"], parts=parts), set(parts)
    else:
        ctl, done = kept
        _answered_kept(facts)
    sound = True  # False after a grounding that failed: that Control is not kept
    try:
        todo = [p for p in parts if p not in done]
        if todo:
            limits.check(f"starting to ground the parts of queries/{query}.lp")
            sound = False
            try:
                ctl.ground([(name, list(args)) for name, args in todo])
            except RuntimeError as exc:
                raise ProgramError(f"queries/{query}.lp, parts {todo}: {exc}") from None
            sound = True
            done.update(todo)
        inputs = tuple(dict.fromkeys(inputs))
        for atom in inputs:
            ctl.assign_external(atom, True)
        try:
            return _solve_one(ctl, query, timeout, sort, reads)
        finally:
            for atom in inputs:
                ctl.assign_external(atom, False)
    finally:
        _release(ctl, key if sound else None, (ctl, done))
        with _ctrl_c_held():
            del ctl


def _warm_key(query: str, facts: str, options: tuple[str, ...], extra_programs: Iterable[Path] = (),
              *more: Any) -> tuple:
    """What a question's grounded program depends on (engine/warm.py): its program files as this process reads
    them (their copies are named by the digest of every program: encoder/resources.py), clingo's options and the
    facts (the stages' result is a function of them)."""
    programs = tuple(str(resources.program(p)) for p in (query_program(query), *extra_programs))
    return (programs, options, facts, *more)


def _free(controls: list[clingo.Control]) -> None:
    with _ctrl_c_held():
        controls.clear()  # the last references: freed here, Ctrl-C held


@contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Ctrl-C held while a Control is freed, then raised: raised inside Control.__del__, a KeyboardInterrupt is
    only printed (Python ignores what __del__ raises) and the user's Ctrl-C would be lost (tests/cli/test_interrupt.py).
    Only where Python's own handler is in place, in the main thread."""
    if threading.current_thread() is not threading.main_thread() or \
            signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        yield
        return
    caught: list[int] = []
    signal.signal(signal.SIGINT, lambda signum, _frame: caught.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        if caught:
            raise KeyboardInterrupt


def _solve_one(ctl: clingo.Control, query: str, timeout: float | None, sort: bool,
               reads: Mapping[str, int] | None) -> Answer:
    atoms: list[clingo.Symbol] = []

    def on_model(model: clingo.Model) -> None:
        symbols = model.symbols(shown=True)
        atoms.extend(sorted(symbols) if sort else symbols)

    limits.report(f"solving queries/{query}.lp")
    with ctl.solve(on_model=on_model, async_=True) as handle:
        finished = _wait(handle, timeout)
        if not finished:
            handle.cancel()
            raise LimitExceeded("time", _limit_hit(timeout), f"solving queries/{query}.lp")
        result = handle.get()
    limits.report(f"decoding the answer of queries/{query}.lp")
    if not result.satisfiable:
        # The rules never make a board inconsistent; an unsatisfiable program is a bug in them.
        raise RuntimeError(f"query {query}: no answer set")
    return Answer(tuple(atoms), True, reads=reads, query=query)


@dataclass(frozen=True)
class Models:
    """The shown atoms of every answer set found (or of the optimal one), and whether the search finished."""

    models: tuple[tuple[clingo.Symbol, ...], ...]
    complete: bool
    message: str = ""
    fixed: tuple[clingo.Symbol, ...] = ()  # atoms of the `fixed` signatures that are facts of the grounded program
    # How the search ended, for engine/warm.py (a result stopped by the time limit or refused by the gate is not kept)
    timed: bool = field(default=False, compare=False, repr=False)
    gated: bool = field(default=False, compare=False, repr=False)

    @property
    def satisfiable(self) -> bool:
        return bool(self.models)


# The searches whose programs are sliced (engine/slicing.py): their pools, payability, fewest activations and notes
# were the whole program's on every example board and on random boards of producers, Signets and mana replacement
# effects (tests/queries/test_slicing.py), at ~0.65 of the CPU. Slicing may change the order in which the grounder
# makes the atoms, so the path of a search and the first models it finds: the activations a pool is shown with may be
# others of equal standing (Ancient Tomb with two Azorius Signets: the other Signet paying), and mana_loops' example
# sequences (`mana --with-priority`) came out other than the whole program's (examples/mana_pool.yaml), so its program
# is grounded whole. False: none sliced (tests).
SLICE_MODELS = True
SLICED_SEARCHES = frozenset({"mana", "mana_payment", "can_activate_payment"})


def solve_models(query: str, facts: str, *, timeout: float | None = None, project: bool = False,
                 optimize: bool = False, maximal: bool = False, conflicts: int | None = None,
                 optimize_conflicts: int | None = None,
                 max_models: int | None = None, fixed: Iterable[tuple[str, int]] = (),
                 gate: Callable[[tuple[clingo.Symbol, ...]], str | None] | None = None,
                 constants: Mapping[str, int] | None = None, configuration: str = "jumpy") -> Models:
    """Enumerate the answer sets of a question that chooses (rules/mana/mana_sequence.lp).

    project: one answer set per distinct projection (the program's #project); optimize: only the last,
    optimal model is returned; maximal: only the answer sets whose atoms under a `#heuristic ... [_, true]`
    statement are subset-maximal, each set once (clasp's domain heuristic, --enum-mode=domRec).
    Limits: `conflicts` (clasp's conflicts, all models together) and `max_models` stop the search at the
    same point on every run; `timeout` (seconds, None: no limit of its own) or the current deadline
    (engine/limits.py) stop it wherever it is. A stopped search says which (complete=False, with the
    models found so far).
    optimize_conflicts (with optimize): the optimization stops after that many conflicts, with the best model
    found so far (complete=False: not proven optimal); when it has found none by then, the same Control searches
    on for any one model, without optimizing, within `conflicts`: whether a model exists is decided (a model,
    or none with complete=True) unless that limit or the time stops it.
    fixed: signatures (name, arity) of atoms that are the same in every answer set (facts once grounded):
    they are read once from the grounded program instead of from each answer set. gate: called with those
    atoms once grounded; a message from it means "don't search" (no models, complete=False, that message).
    constants: values for the program's #const (clingo's -c), such as rules/mana/mana_loops.lp's loop_horizon.
    configuration (with maximal): clasp's configuration ("auto": its default).
    """
    if optimize:
        options = ["--models=0", "--opt-mode=opt"]
    elif maximal:
        # clasp's "jumpy" settings enumerate maximal pools 1.4-4.5x faster than its default on the
        # searched mana boards (benchmarks/bench_mana.py, Signets); the answer sets are the same.
        options = [f"--configuration={configuration}", f"--models={max_models or 0}", "--heuristic=Domain",
                   "--enum-mode=domRec"]
    else:
        options = [f"--models={max_models or 0}"] + (["--project=project"] if project else [])
    first_limit = optimize_conflicts if optimize and optimize_conflicts is not None else conflicts
    if first_limit is not None:
        options.append(f"--solve-limit={first_limit}")
    options += [f"--const={name}={value}" for name, value in sorted((constants or {}).items())]
    fixed = tuple(fixed)
    key = _warm_key(query, facts, tuple(options), (), fixed, optimize_conflicts, conflicts)
    kept = warm.result(key)  # the same search asked again: its first result (engine/warm.py says why not searched again)
    if kept is not None:
        _answered_kept(facts)
        refused = gate(kept.fixed) if gate is not None else None
        return Models((), False, refused, kept.fixed) if refused else kept
    ctl = grounded(query, facts, options, sliced=SLICE_MODELS and query in SLICED_SEARCHES)
    try:
        found = _enumerate(ctl, query, timeout, optimize, optimize_conflicts, conflicts, max_models, fixed, gate)
    finally:
        _release(ctl)
        with _ctrl_c_held():
            del ctl  # freed here, Ctrl-C held (_ctrl_c_held)
    if not found.timed and not found.gated:
        warm.keep_result(key, found)
    return found


def _enumerate(ctl: clingo.Control, query: str, timeout: float | None, optimize: bool,
               optimize_conflicts: int | None, conflicts: int | None, max_models: int | None,
               fixed: Iterable[tuple[str, int]],
               gate: Callable[[tuple[clingo.Symbol, ...]], str | None] | None) -> Models:
    constant = tuple(a.symbol for name, arity in fixed for a in ctl.symbolic_atoms.by_signature(name, arity)
                     if a.is_fact)
    refused = gate(constant) if gate is not None else None
    if refused:
        return Models((), False, refused, constant, gated=True)
    found: list[tuple[clingo.Symbol, ...]] = []
    what = f"solving queries/{query}.lp"
    counted = [0, time.monotonic()]

    def on_model(model: clingo.Model) -> None:
        symbols = tuple(model.symbols(shown=True))  # unsorted: sorting compares through the C API, slowly
        if optimize:
            found.clear()
        found.append(symbols)
        counted[0] += 1
        if time.monotonic() - counted[1] > 0.2:  # progress, a few times a second at most
            counted[1] = time.monotonic()
            limits.report(f"{what}: {counted[0]:,} answer set{'s' if counted[0] != 1 else ''} so far")

    limits.report(what)
    with ctl.solve(on_model=on_model, async_=True) as handle:
        finished = _wait(handle, timeout)
        if not finished:
            limits.report(f"stopping the search of queries/{query}.lp ({len(found):,} answer sets found)")
            handle.cancel()
            limits.report(f"decoding the {len(found):,} answer sets queries/{query}.lp found before the limit")
            return Models(tuple(found), False, _stopped(timeout), constant, timed=True)
        result = handle.get()
    if optimize and optimize_conflicts is not None and not result.exhausted:
        if found:  # the best model within the optimization's conflicts: not proven optimal
            return Models(tuple(found), False, f"optimized for {optimize_conflicts:,} conflicts of the solver (a limit)",
                          constant)
        # No model yet: search on for any one (the nogoods learnt so far kept), to decide whether one exists.
        solve = ctl.configuration.solve
        assert isinstance(solve, clingo.Configuration)
        solve.opt_mode, solve.models = "ignore", "1"
        solve.solve_limit = "umax" if conflicts is None else str(conflicts)
        limits.report(f"{what}: searching for any answer set")
        with ctl.solve(on_model=on_model, async_=True) as handle:
            if not _wait(handle, timeout):
                handle.cancel()
                return Models((), False, _stopped(timeout), constant, timed=True)
            result = handle.get()
        if found or not result.exhausted:
            message = ("the first answer set found, not proven optimal" if found
                       else "stopped before the search was exhausted" if conflicts is None
                       else f"stopped after {conflicts:,} conflicts of the solver (a limit)")
            return Models(tuple(found), False, message, constant)
    limits.report(f"decoding {len(found):,} answer set{'s' if len(found) != 1 else ''} of queries/{query}.lp")
    if result.exhausted:
        return Models(tuple(found), True, "", constant)
    if max_models is not None and len(found) >= max_models and not optimize:
        return Models(tuple(found), False, f"stopped after {max_models:,} answers (a limit)", constant)
    if conflicts is not None:
        return Models(tuple(found), False, f"stopped after {conflicts:,} conflicts of the solver (a limit)", constant)
    return Models(tuple(found), False, "stopped before the search was exhausted", constant)
