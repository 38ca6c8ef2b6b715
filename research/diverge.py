"""mtgasp diverge: the smallest board on which two readings of a contested point answer differently.

The boards of a space (research/space.py: a pool of cards, up to N objects, at least the cards the
reading is about, research/relevance.lp) are enumerated by the solver, smallest first, and checked in
batches (research/batch.py) under both readings. The first board that differs, in the space's fixed order,
is re-checked with the ordinary commands (mtgasp.could_produce & co.) under both readings: if they agree
after all it is not a witness, and the search goes on past it (it is counted as a mismatch). Without one,
the answer is a bounded proof: no board of up to N objects from the pool differs, M boards covered.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import clingo

from mtgasp.encoder import Board, BoardError
from mtgasp.encoder.library import card_facts
from mtgasp.encoder.limits import MAX_OBJECTS, check_int
from mtgasp.encoder.resources import program
from mtgasp.engine import solver
from mtgasp.engine.limits import LimitExceeded
from mtgasp.engine.readings import check, loaded_files, registry

from .answers import QUESTIONS, Answer, Question
from .batch import World, evaluate
from .boards import board_from_yaml, board_yaml, minimize
from .cards import hand_written_cards
from .provenance import provenance
from .shards import STOPPED, Sweep
from .space import GeneratedBoard, Space, enumerate_space, sizes
from .tasks import BATCH, Work

RELEVANCE = Path(__file__).resolve().parent / "relevance.lp"
WITNESSES_PER_SHARD = 3
SHARD = 400  # boards per task on Dask, and the most boards of a size run as one task anywhere


@dataclass(frozen=True)
class Divergence:
    key: str
    a: str
    b: str
    question: str
    space: Space
    witness: Board | None
    witness_yaml: str | None
    answer_a: Answer | None
    answer_b: Answer | None
    covered: int  # boards checked (both readings)
    by_size: tuple[tuple[int, int], ...]  # (objects, boards checked)
    bound: int  # the proof covers boards of up to this many objects (no witness), or the witness's size
    shards: int
    reused: int
    seconds: float
    mismatches: int = 0  # boards the batch found different but the ordinary commands did not
    errors: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default=())
    met: int = 0  # boards checked on which the reading's subject occurs (what relevance.lp names)
    refused: int = 0  # generated boards the validator or the rules refused (skipped)
    provenance: dict = field(default_factory=dict)  # research/provenance.py

    @property
    def proved(self) -> bool:
        return self.witness is None and not self.errors


def relevance(key: str, pool: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], int], ...]:
    """The groups of cards of the pool a board must hold for the readings of `key` to differ
    (research/relevance.lp); a group no card of the pool is in is empty: then no board can differ."""
    ctl = solver.control(["--models=1"])
    ctl.load(str(program(RELEVANCE)))
    ctl.add("base", [], card_facts(pool) + "".join(f.relevance for f in loaded_files()))
    ctl.ground([("base", [])])
    groups: dict[int, set[str]] = {}
    counts: dict[int, int] = {}

    def on_model(model: clingo.Model) -> None:
        for sym in model.symbols(shown=True):
            if str(sym.arguments[0]) != key:
                continue
            g = sym.arguments[1].number
            if sym.name == "group":
                groups.setdefault(g, set())
            elif sym.name == "touch":
                groups.setdefault(g, set()).add(sym.arguments[2].string)
            else:
                counts[g] = sym.arguments[2].number

    ctl.solve(on_model=on_model)
    return tuple((tuple(sorted(groups[g])), counts.get(g, 1)) for g in sorted(groups))


def default_pool() -> tuple[str, ...]:
    """The hand-written cards (rules/cards/): boards of every card of the Oracle reference are far too
    many to sweep (give --cards for others)."""
    return hand_written_cards()


def space_for(key: str, question: Question, pool: tuple[str, ...], max_objects: int) -> Space:
    needs = relevance(key, pool)
    return Space(pool, max_objects, needs=needs, ties=question.layered and key == "simultaneous_timestamps")


def extra_for(question: Question, board: Board) -> tuple[tuple[str, tuple], ...]:
    if question.subjects:
        return tuple(("research_subject", (p.id,)) for p in board.permanents)
    return ()


def run_shard(task: dict) -> dict:
    """Check the boards of one shard under both readings; the first few that differ."""
    question = QUESTIONS[task["question"]]
    sides = [tuple((k, v) for k, v in side) for side in task["sides"]]
    generated = [GeneratedBoard.from_json(b) for b in task["boards"]]
    differ: list[dict] = []
    checked = refused = 0
    for start in range(0, len(generated), BATCH):
        chunk = generated[start:start + BATCH]
        worlds = [World(g.board, side, extra_for(question, g.board)) for g in chunk for side in sides]
        answers = evaluate(worlds, question.program, question.shown)
        for j, g in enumerate(chunk):
            wa, wb = answers[2 * j], answers[2 * j + 1]
            if wa.board_errors or wb.board_errors:
                refused += 1
                continue
            a, b = question.world(wa, g.board), question.world(wb, g.board)
            if a != b:
                small, a, b = _minimal(g.board, a, b, question, sides)
                differ.append({"index": task["offset"] + start + j, "board": board_yaml(small), "a": a, "b": b})
        checked += len(chunk)
        if len(differ) >= WITNESSES_PER_SHARD:
            break
    return {"checked": checked, "refused": refused, "differ": differ[:WITNESSES_PER_SHARD]}


def _minimal(board: Board, a: Answer, b: Answer, question: Question, sides) -> tuple[Board, Answer, Answer]:
    """The board made 1-minimal by deletion (boards.minimize): removing any object or effect of it makes the two
    readings answer alike; with the two answers on it."""
    best: dict[str, Any] = {"board": board, "a": a, "b": b}

    def still(candidates) -> int | None:
        worlds = [World(c, side, extra_for(question, c)) for c in candidates for side in sides]
        answers = evaluate(worlds, question.program, question.shown)
        for j, c in enumerate(candidates):
            wa, wb = answers[2 * j], answers[2 * j + 1]
            if wa.board_errors or wb.board_errors:
                continue
            x, y = question.world(wa, c), question.world(wb, c)
            if x != y:
                best.update(board=c, a=x, b=y)
                return j
        return None

    small = minimize(board, still)
    return (small, best["a"], best["b"]) if best["board"] is small else (board, a, b)


def shard_boards(sweep: Sweep, n: int) -> int:
    """Boards per task for the n boards of one size. Each task pays one grounding of the rules per BATCH boards
    (research/batch.py evaluate: ~0.8 s of CPU on a check shard, as much as 300 of its boards; session 34 measured
    8.9 s of CPU for 800 boards in shards of 100, 4.2 s in shards of 400): on local workers (or in this process) the
    boards are cut into the fewest tasks of at most BATCH boards whose number is a multiple of the workers', of
    equal sizes (each worker gets as many boards: 2,085 boards on 2 workers, 4 tasks of 522, where tasks of SHARD
    boards were 6); a size of at most SHARD boards is one task (splitting it costs a grounding more than the second
    worker saves). On Dask the same, by the cluster's worker threads (Sweep.parallelism). A check sweep then moves the
    cuts so that its tasks hold about equal estimated work, not equal numbers of boards (shard_tasks' cost)."""
    if n <= SHARD:
        return SHARD
    workers = sweep.parallelism()
    tasks = workers * -(-n // (workers * BATCH))
    return -(-n // tasks)


def shard_tasks(base: dict, generated: list[GeneratedBoard], size: int, per: int = SHARD,
                cost: Callable[[GeneratedBoard], float] | None = None) -> list[dict]:
    """The boards of one size cut into tasks of `per` boards (each carries its boards). With `cost` (an estimate of
    a board's work), as many tasks, each a run of consecutive boards of about equal estimated work (cost_cuts)."""
    starts = list(range(0, len(generated), per))
    if cost is not None and len(starts) > 1:
        starts = cost_cuts([cost(g) for g in generated], len(starts))
    ends = starts[1:] + [len(generated)]
    return [{**base, "size": size, "offset": i, "boards": [g.to_json() for g in generated[i:j]]}
            for i, j in zip(starts, ends)]


def cost_cuts(costs: list[float], tasks: int) -> list[int]:
    """The first board of each of `tasks` runs of consecutive boards whose summed costs are about equal (issue 31:
    equal numbers of boards were unequal work, 4.07 s and 2.16 s). The runs stay consecutive, in the boards' order,
    so the first witness a search reports is the first in that order whatever the cut (Sweep.run's stop); every run
    holds at least one board."""
    tasks = max(1, min(tasks, len(costs)))
    total = sum(costs)
    starts, acc = [0], 0.0
    for i in range(1, len(costs)):
        if len(starts) >= tasks:
            break
        acc += costs[i - 1]  # the cost of the boards before board i
        # a run starts at board i once the runs before it hold their share, or when the boards left are just
        # enough to give each run still to start one
        if acc >= total * len(starts) / tasks or len(costs) - i <= tasks - len(starts):
            starts.append(i)
    return starts


def sweep_size(sweep: Sweep, work: Work, tasks: list[dict], size: int, label: str,
               errors: list[str], stop: Callable[[dict], bool] | None = None) -> tuple[int, list[dict]]:
    """The tasks of one size run by `work`: the boards they checked, and their results (a failed shard's error is
    added to `errors`, naming its boards); with `stop`, the shards after the first whose result it accepts are
    SKIPPED (Sweep.run) and not counted."""
    results = sweep.run(tasks, work, label=label, stop=stop)
    n = 0
    for task, result in zip(tasks, results):
        if result.get("skipped"):
            continue
        if "error" in result:
            errors.append(f"{size} objects, boards {task['offset']}-{task['offset'] + len(task['boards']) - 1}: "
                          f"{result['error']}")
            continue
        n += result["checked"]
    return n, results


def _met(result: dict) -> int:
    """The boards of a shard's result on which the question's subject occurs (diverge: every board checked and
    accepted: the space holds only boards with what the reading is about, research/relevance.lp)."""
    return result.get("met", result.get("checked", 0) - result.get("refused", 0))


@dataclass
class Tally:
    """What a sweep over board sizes has covered so far: boards checked, shards run, boards per size, and
    the error of each failed shard."""

    covered: int = 0
    met: int = 0  # boards on which the subject occurs (accepted by the validator and the rules)
    refused: int = 0  # boards the validator or the rules refused: skipped, counted
    shards: int = 0
    by_size: list[tuple[int, int]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def sweep_sizes(sweep: Sweep, work: Work, space: Space, base: dict, label: str, tally: Tally,
                stop: Callable[[dict], bool] | None = None,
                cost: Callable[[GeneratedBoard], float] | None = None) -> Iterator[tuple[int, list[dict]]]:
    """Each size of the space, smallest first, run in shards by `work` (run_shard here, invariants.run_shard for
    mtgasp check): its size and its shards' results (counted in `tally`). A size where a shard failed is the last
    one (its boards were not all checked). `stop`: a shard's result that ends the search (the first witness is
    in it): the shards after it are not run (a witness of 5 objects was in the fourth of 136 shards). `cost`: an estimate
    of a board's work, by which the boards are cut (shard_tasks)."""
    for size in sizes(space):
        try:
            boards, refused = enumerate_space(space, size)
        except LimitExceeded:  # the answer says what was covered before the deadline (exit 3)
            tally.errors.append(f"{size} objects: the boards were not all generated: {STOPPED['error']}")
            return
        tasks = shard_tasks(base, boards, size, shard_boards(sweep, len(boards)), cost)
        tally.shards += len(tasks)
        tally.refused += refused
        n, results = sweep_size(sweep, work, tasks, size, f"{label}, {size} objects", tally.errors, stop)
        results = [r for r in results if not r.get("skipped")]
        tally.covered += n
        tally.met += sum(_met(r) for r in results if "error" not in r)
        tally.refused += sum(r.get("refused", 0) for r in results if "error" not in r)
        tally.by_size.append((size, n))
        yield size, results
        if tally.errors:
            return


def diverge(reading_a: str, reading_b: str, question: str, *, pool: tuple[str, ...] | None = None,
            max_objects: int = 3, sweep: Sweep | None = None) -> Divergence:
    """The smallest board on which the two readings answer `question` differently, or a bounded proof."""
    result = _diverge(reading_a, reading_b, question, pool=pool, max_objects=max_objects, sweep=sweep)
    return replace(result, provenance=provenance(**_question(result.key, result.a, result.b, question, result.space,
                                                             max_objects)))


def _question(key: str, a: str, b: str, question: str, space: Space, max_objects: int) -> dict:
    """What a diverge run asks (its provenance's own part, and every shard it stores: Sweep.question): the question,
    the two readings, the full pool, the bounds and what a board must hold (research/relevance.lp)."""
    return {"question": question, "readings": [f"{key}={a}", f"{key}={b}"], "pool": list(space.pool),
            "bounds": {"max_objects": max_objects},
            "needs": [f"{'at least ' + str(n) + ' of ' if n > 1 else ''}{' | '.join(c) or 'nothing'}"
                      for c, n in space.needs]}


def _diverge(reading_a: str, reading_b: str, question: str, *, pool: tuple[str, ...] | None = None,
             max_objects: int = 3, sweep: Sweep | None = None) -> Divergence:
    start = time.monotonic()
    check_int(max_objects, "max_objects", 1, MAX_OBJECTS)
    ka, va = _split(reading_a)
    kb, vb = _split(reading_b)
    if ka != kb:
        raise BoardError(f"--reading and --vs must be readings of the same point ({ka} and {kb})")
    if va == vb:
        raise BoardError(f"--reading and --vs are the same reading ({ka}={va})")
    if question not in QUESTIONS:
        raise BoardError(f"unknown question {question!r} (questions: {', '.join(QUESTIONS)})")
    q = QUESTIONS[question]
    pool = default_pool() if pool is None else pool
    space = space_for(ka, q, pool, max_objects)
    sweep = sweep or Sweep()
    sweep.question = {"command": "diverge", **_question(ka, va, vb, question, space, max_objects)}
    base: dict = {"kind": "diverge", "question": question, "sides": [[[ka, va]], [[kb, vb]]]}
    if loaded_files():  # the workers (local, Dask) read the same readings files
        base["readings_files"] = [f.text for f in loaded_files()]
    notes: list[str] = []
    if any(not cards for cards, _n in space.needs):
        notes.append(f"no card of the pool is what {ka} is about (research/relevance.lp): the two readings run "
                     "the same rules on every board of it")
        return Divergence(ka, va, vb, question, space, None, None, None, None, 0, (), max_objects, 0, 0,
                          time.monotonic() - start, notes=tuple(notes))
    mismatches = 0
    tally = Tally()
    rechecked: dict[str, tuple[Answer, Answer] | LimitExceeded] = {}

    def recheck(yaml_text: str) -> tuple[Answer, Answer]:
        """The board's answers under both readings by the ordinary commands (once per board)."""
        if yaml_text not in rechecked:
            board = board_from_yaml(yaml_text, "<witness>")
            try:
                rechecked[yaml_text] = (q.api(board, ((ka, va),)), q.api(board, ((kb, vb),)))
            except LimitExceeded as exc:
                rechecked[yaml_text] = exc
        found = rechecked[yaml_text]
        if isinstance(found, LimitExceeded):
            raise found
        return found

    def witness_in(result: dict) -> bool:
        """Whether a shard's result holds a witness the ordinary commands confirm (then the search ends there)."""
        try:
            return any(a != b for a, b in (recheck(f["board"]) for f in result.get("differ", ())))
        except LimitExceeded:
            return True  # (the search ends there too: its re-check did not finish, said below)

    for size, results in sweep_sizes(sweep, run_shard, space, base, f"diverge {ka}", tally, witness_in):
        for result in results:
            for found in result.get("differ", ()):
                board = board_from_yaml(found["board"], "<witness>")
                try:
                    answer_a, answer_b = recheck(found["board"])
                except LimitExceeded:
                    tally.errors.append(f"{size} objects: a board differed; its re-check with the ordinary commands "
                                        f"did not finish: {STOPPED['error']}")
                    return Divergence(ka, va, vb, question, space, None, None, None, None, tally.covered,
                                      tuple(tally.by_size), size, tally.shards, sweep.reused, time.monotonic() - start,
                                      mismatches, tuple(tally.errors), tuple(notes), tally.met, tally.refused)
                if answer_a == answer_b:
                    mismatches += 1
                    continue
                return Divergence(ka, va, vb, question, space, board, found["board"], answer_a, answer_b,
                                  tally.covered, tuple(tally.by_size), size, tally.shards, sweep.reused,
                                  time.monotonic() - start, mismatches, tuple(tally.errors), tuple(notes),
                                  tally.met, tally.refused)
    return Divergence(ka, va, vb, question, space, None, None, None, None, tally.covered, tuple(tally.by_size),
                      max_objects, tally.shards, sweep.reused, time.monotonic() - start, mismatches,
                      tuple(tally.errors), tuple(notes), tally.met, tally.refused)


def _split(text: str) -> tuple[str, str]:
    if "=" not in text:
        raise BoardError(f"{text!r}: give KEY=VALUE (mtgasp readings lists them)")
    key, value = text.split("=", 1)
    return check(key, value)


__all__ = ["Divergence", "diverge", "relevance", "registry"]
